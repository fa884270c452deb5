-- House rule: score a stalemate by material.
--
-- Gliński's rule gives ¾ to the player who stalemates. This variation asks "did the stalemate
-- come from a winning position?": the stalemating player gets ¾ only while ahead in material
-- (counting pawn 1, knight 3, bishop 3, rook 5, queen 9); otherwise the game is a plain draw.
--
-- The function gets the final position's facts in `ctx` and returns each player's points:
-- multiples of 1/4 (0, 0.25, 0.5, 0.75 or 1) that add up to 1.

local VALUES = { pawn = 1, knight = 3, bishop = 3, rook = 5, queen = 9, king = 0 }

-- The material of one side, from a table such as ctx.material.white = { pawn = 3, queen = 1, … }.
local function material(pieces)
  local sum = 0
  for kind, count in pairs(pieces) do
    sum = sum + VALUES[kind] * count
  end
  return sum
end

-- The annotation lets an editor complete and check the keys (docs/scripting.md, "Editor support").
---@type hexchess.HouseRules
local rules = {
  stalemate = function(ctx)
    -- ctx.stalemated is the side that cannot move ("white" or "black");
    -- ctx.stalemating is the other side, the one that delivered the stalemate.
    local winner, loser = ctx.stalemating, ctx.stalemated
    if material(ctx.material[winner]) > material(ctx.material[loser]) then
      return { [winner] = 0.75, [loser] = 0.25 }
    end
    return { white = 0.5, black = 0.5 }
  end,
}

return rules
