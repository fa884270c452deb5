-- House rule: three-check. The player who gives check for the third time wins at once
-- (a mate still wins earlier). The count is kept for the whole game; the engine knows the rule,
-- hunts for checks and guards its king against them.

-- The annotation lets an editor complete and check the keys (docs/scripting.md, "Editor support").
---@type hexchess.HouseRules
local rules = {
  win = { checks = 3 },
}

return rules
