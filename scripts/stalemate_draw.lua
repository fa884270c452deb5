-- House rule: stalemate is a plain draw (½–½) instead of Gliński's ¾–¼.
--
-- Many players who come from orthodox chess expect this. With it enabled, the settings panel
-- shows "stalemate: draw (stalemate_draw.lua)".
--
-- Check it from a terminal:  hexchess check-script scripts/stalemate_draw.lua

-- The annotation lets an editor complete and check the keys (docs/scripting.md, "Editor support").
---@type hexchess.HouseRules
local rules = {
  stalemate = "draw",   -- or "glinski" for ¾ to the player who stalemates, ¼ to the other
}

return rules
