-- House rule: King of the Hill on hexagons. A king that reaches one of the three cells at the
-- heart of the board wins at once for its side (a mate still wins earlier). The cells are named
-- on the variant's board: these three exist on the 91-cell boards of Gliński and McCooey.

-- The annotation lets an editor complete and check the keys (docs/scripting.md, "Editor support").
---@type hexchess.HouseRules
local rules = {
  win = { king_reaches = { "f6", "e5", "g5" } },
}

return rules
