-- House rule: a match of "first to three". Games follow each other until one player has 3 points;
-- the consoles then announce who won the match. Each result is worth the usual points (written out
-- here so you can change them: a win 1, a draw 1/2, a loss 0, and Glinski's stalemate split 3/4 and 1/4).
-- After the match, New game starts a new match from 0-0.

-- The annotation lets an editor complete and check the keys (docs/scripting.md, "Editor support").
---@type hexchess.HouseRules
local rules = {
  match = { first_to = 3 },
  points = { win = 1, draw = 0.5, loss = 0, stalemate_win = 0.75, stalemate_loss = 0.25 },
}

return rules
