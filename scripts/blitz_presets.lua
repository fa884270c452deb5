-- House rule: extra clock presets for fast games.
--
-- Each preset needs a name (shown in the settings panel) and a base time in seconds;
-- increment_seconds (added after each move) is optional and defaults to 0. A preset with the
-- name of an existing one (built-in or from an earlier script) replaces it.

-- The annotation lets an editor complete and check the keys (docs/scripting.md, "Editor support").
---@type hexchess.HouseRules
local rules = {
  clock_presets = {
    { name = "Bullet 1+0", base_seconds = 60, increment_seconds = 0 },
    { name = "Bullet 2+1", base_seconds = 120, increment_seconds = 1 },
    { name = "Blitz 3+0", base_seconds = 180 },
  },
}

return rules
