-- House rule: no draw by threefold repetition.
--
-- The app never declares a repetition draw; players who want a draw can still offer one (if
-- draw offers are on) or rely on the fifty-move rule.

return {
  threefold = false,
}
