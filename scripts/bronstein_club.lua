-- House rule: the club's clocks, with a Bronstein delay (docs/scripting.md, "Clock kinds").
--
-- A Bronstein clock gives back, after each move, the time the move took, but at most the delay:
-- a quick move costs nothing, a slow one costs all but the delay. Unlike a Fischer increment,
-- the clock never gains time. The clock face shows the delay counting down during each turn.

---@type hexchess.HouseRules
local rules = {
  clock_presets = {
    -- The club evening: 25 minutes, 10 seconds' delay.
    { name = "Club 25 d10", kind = "bronstein", base_seconds = 25 * 60, delay_seconds = 10 },
    -- The lightning round: 5 minutes, 3 seconds' delay.
    { name = "Lightning 5 d3", kind = "bronstein", base_seconds = 5 * 60, delay_seconds = 3 },
  },
}

return rules
