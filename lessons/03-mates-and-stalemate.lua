-- A hexchess lesson: a Lua data file, written by the lesson editor and safe to edit by hand.
-- Every key is described in docs/lessons.md. Check it with: hexchess lesson check FILE
-- tests/lessons.rs verifies the claims: each mate is the only one, the counted stalemating moves,
-- the ¾–¼ scores, and that the rook sacrifice forces stalemate.
return {
  title = "Mates and the ¾ stalemate",
  author = "hexchess",
  variant = "glinski",
  steps = {
    -- Step 1 of 5: how games end
    {
      position = "6/7/8/7K1/10/10k/10/5Q3/8/7/6 w - - 0 1",
      text = [[
Checkmate wins the whole point, as in ordinary chess. Stalemate is different in Gliński's chess: when the player to move is not in check but has no legal move, the game ends, and the player who delivered the stalemate scores ¾, the stalemated player ¼.

So stalemate is a partial win. When you can mate, don't stalemate; when you cannot, stalemate still earns ¾. And when you are lost, being stalemated saves ¼.]],
    },
    -- Step 2 of 5: king and queen against king
    {
      position = "6/7/8/7K1/10/10k/10/5Q3/8/7/6 w - - 0 1",
      text = [[
King and queen against king. The black king is on the top edge. Mate in one move.

Careful: three different White moves here stalemate instead.]],
      expected = {
        {
          move = "Qh9#",
          feedback = "Checkmate! The queen checks along the line through g10 and also covers f10 and g9; your king on d8 covers e9 and e10.",
        },
      },
      wrong_feedback = "Not mate. If Black is not in check but cannot move, that is stalemate: only ¾ for you. Look for a queen check that also takes away the escape hexes.",
    },
    -- Step 3 of 5: king and rook against king
    {
      position = "k1K3/7/4R3/9/10/11/10/9/8/7/6 w - - 0 1",
      text = [[
King and rook against king. In a corner, the rook can mate with its king's help. Mate in one move.

One rook move here stalemates instead.]],
      expected = {
        {
          move = "Rc1#",
          feedback = "Checkmate! The rook checks a1 along the bottom edge through b1 and covers c2; your king on a3 covers a2, b2 and b3.",
        },
      },
      wrong_feedback = "Not mate. The black king on a1 can go to a2, b1, b2, b3 or c2: find the rook check that, with your king, covers all of them.",
    },
    -- Step 4 of 5: the ¾ stalemate trap
    {
      position = "k5/3K3/8/9/10/11/10/9/8/7/6 w - - 0 1",
      text = [[
Only the two kings are left. In ordinary chess that is a draw, but Gliński's chess has no such rule: play goes on, and a king alone can stalemate the other king in a corner.

The black king on a1 has walked into a trap. Find the king move that leaves Black without a legal move.]],
      marks = {
        { cell = "a2", color = "red" }, { cell = "b1", color = "red" }, { cell = "b2", color = "red" },
        { cell = "b3", color = "red" }, { cell = "c2", color = "red" },
      },
      expected = {
        {
          move = "Kc3",
          feedback = "Stalemate! Black is not in check but cannot move: your king covers all five red hexes. White scores ¾ and Black ¼, with nothing but kings on the board.",
        },
      },
      wrong_feedback = "Black still has a move. Put your king where it covers all five red hexes around a1 without giving check.",
    },
    -- Step 5 of 5: saving ¼ by being stalemated
    {
      position = "k1K3/7/8/1Q7/10/11/10/1r7/8/7/6 b - - 0 1",
      text = [[
Now you are Black, a queen down. Your king on a1 has no legal move, and White threatens mate in one. Being stalemated would still give you ¼ instead of nothing.

Give up your rook with a check that White can only answer by taking it. After that you have no legal move: stalemate.]],
      expected = {
        {
          move = "Ra4+",
          reply = "Kxa4",
          feedback = "Stalemate! Kxa4 was White's only legal move, and now Black is not in check but cannot move. Black scores ¼ and White ¾ instead of the full point.",
        },
      },
      wrong_feedback = "That does not force stalemate. Look for a rook check that White can answer only by capturing the rook.",
    },
  },
}
