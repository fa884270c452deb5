return {
  title = "Stalemate",
  introduction = [[
A player who is not in check but has no legal move is stalemated, and the game ends. How it is
scored depends on the variant: in Gliński's chess the player who gives stalemate wins three
quarters of a point and the stalemated player gets a quarter; in McCooey's and Shafran's chess
stalemate is a plain draw.]],
  completion = "You know what a stalemate is worth.",
  levels = {
    {
      goal = "In Gliński's chess stalemate scores ¾–¼ for you. Stalemate Black.",
      kind = "stalemate", pieces = { "Ki6", "Qa2", "kl6" }, par = 1,
      by_variant = {
        mccooey = { goal = "Stalemate would only draw here. Mate instead.", kind = "mate", pieces = { "Ki6", "Qg1", "kl6" } },
        shafran = { goal = "Stalemate would only draw here. Mate instead.", kind = "mate", pieces = { "Kg8", "Qe5", "ki10" } },
      },
    },
    {
      goal = "You cannot mate with a pawn this far away, but ¾ is better than a draw. Stalemate Black.",
      kind = "stalemate", pieces = { "Ki6", "Pa2", "kl6" }, par = 1, variants = { "glinski" },
    },
    {
      goal = "Take care: the rook can mate or stalemate. Mate.",
      kind = "mate", pieces = { "Ki6", "Ra2", "kl6" }, par = 1, variants = { "mccooey", "shafran" },
      by_variant = { shafran = { pieces = { "Kg8", "Ra5", "ki10" } } },
    },
  },
}
