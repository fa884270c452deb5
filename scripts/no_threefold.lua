-- House rule: no draw by threefold repetition.
--
-- The app never declares a repetition draw; players who want a draw can still offer one (if
-- draw offers are on) or rely on the fifty-move rule.

-- The annotation lets an editor complete and check the keys (docs/scripting.md, "Editor support").
---@type hexchess.HouseRules
local rules = {
  threefold = false,
}

return rules
