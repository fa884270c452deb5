---@meta hexchess
-- Editor support for hexchess house-rule scripts (scripts/*.lua): type definitions for
-- lua-language-server, so that an editor completes keys and checks values as you type.
--
-- This file is never loaded by hexchess. Point your editor at this folder (docs/lua); see
-- docs/scripting.md, "Editor support". Then annotate a script's table:
--
--   ---@type hexchess.HouseRules
--   local rules = { threefold = false }
--   return rules

---A side of the board.
---@alias hexchess.Side "white"|"black"

---How many pieces of each kind one side has on the board.
---@class hexchess.Material
---@field pawn integer
---@field knight integer
---@field bishop integer
---@field rook integer
---@field queen integer
---@field king integer

---The facts of the final position that a stalemate function gets.
---@class hexchess.StalemateContext
---@field variant string The variant's name: "glinski", "mccooey", "shafran", or a variant file's name.
---@field side_to_move hexchess.Side The side to move, which is the stalemated side.
---@field stalemated hexchess.Side The side that cannot move (same as side_to_move).
---@field stalemating hexchess.Side The side that delivered the stalemate.
---@field move_number integer The full-move number (1 at the start, +1 after each Black move).
---@field halfmove_clock integer Plies since the last capture or pawn move.
---@field position string The position string (see rules.md), e.g. for logging.
---@field material { white: hexchess.Material, black: hexchess.Material } Pieces on the board.

---Each player's points: multiples of 1/4 (0, 0.25, 0.5, 0.75, 1) that add up to 1.
---@class hexchess.Points
---@field white number
---@field black number

---A clock preset that a script adds to the settings panel.
---@class hexchess.ClockPreset
---@field name string Shown in the settings panel (1 to 40 characters). Replaces a preset of the same name.
---@field base_seconds integer Each player's starting time, 1 to 86400 seconds.
---@field increment_seconds? integer Fischer and stages: added after each move, 0 to 3600 seconds (default 0).
---@field kind? "fischer"|"bronstein"|"delay"|"hourglass"|"stages" How the time per move works (default "fischer"); each kind takes only its own fields.
---@field delay_seconds? integer Bronstein and delay (needed by both): 1 to 3600 seconds. Bronstein gives back the time a move took, at most this; delay holds the main time this long each turn.
---@field moves? integer Stages (needed): the moves the base time lasts, 1 to 200.
---@field stages? hexchess.ClockStage[] Stages (needed): 1 to 3 later stages, in order.

---A later stage of a `kind = "stages"` clock preset.
---@class hexchess.ClockStage
---@field seconds integer Added to each player's time when the stage starts, 1 to 86400 seconds.
---@field moves? integer The moves the stage lasts, 1 to 200; needed by every stage but the last (which lasts the rest of the game).

---Extra ways to win. Only these keys; both may be set.
---@class hexchess.WinRules
---@field checks? integer n-check: the player who gives check for the n-th time wins (1 to 10).
---@field king_reaches? string[] King of the Hill: a king on one of these cells (names on the variant's board, e.g. "f6") wins.

---How long a match lasts. Exactly one of the two keys; without a `match` key a match is open (games follow each other, no end).
---@class hexchess.MatchLength
---@field games? integer A match of this many games (1 to 1000); the higher score then wins it (equal scores tie it).
---@field first_to? number The first player to reach this many points (above 0, in steps of 0.25, at most 1000) wins the match.

---What each result is worth in the match, in points (0 to 1000, in steps of 0.25). A key left out keeps its usual value.
---@class hexchess.ResultPoints
---@field win? number A won game (usually 1).
---@field draw? number A drawn game (usually 0.5).
---@field loss? number A lost game (usually 0).
---@field stalemate_win? number The larger share of a 3/4-1/4 result, such as Glinski's stalemate for the stalemating player (usually 0.75).
---@field stalemate_loss? number The smaller share of a 3/4-1/4 result (usually 0.25).

---What a house-rule script returns. Every key is optional; a key that is not set keeps the
---variant's default (or an earlier script's value). Any other key is an error.
---@class hexchess.HouseRules
---@field stalemate? "glinski"|"draw"|fun(ctx: hexchess.StalemateContext): hexchess.Points How a stalemate is scored: "glinski" (3/4 to the player who stalemates, 1/4 to the stalemated player), "draw" (1/2 each), or a function of the final position.
---@field threefold? boolean Whether the third occurrence of a position is a draw.
---@field fifty_move? boolean Whether the fifty-move rule draws.
---@field fifty_move_plies? integer Plies without a capture or pawn move that draw (1 to 10000; 100 = fifty moves each).
---@field draw_offers? boolean Whether players may offer a draw.
---@field bare_kings? boolean Whether a position with only the two kings is a draw.
---@field clock_presets? hexchess.ClockPreset[] Clock presets to add (at most 32 per script).
---@field win? hexchess.WinRules Extra ways to win: n-check and King of the Hill.
---@field match? hexchess.MatchLength The match length: { games = 5 } or { first_to = 3 }.
---@field points? hexchess.ResultPoints What each result is worth in the match, e.g. { win = 3, draw = 1, loss = 0 }.
---@field on_move? fun(ctx: hexchess.HookContext): hexchess.MoveReply? Called after every move played in the game (never in the engine's search), under a small budget; an error, an overrun or a bad reply switches it off.
---@field on_game_end? fun(ctx: hexchess.HookContext): hexchess.EndReply? Called once when a game ends; ctx.result, ctx.reason and ctx.points say how.

---A piece in `ctx.pieces`.
---@class hexchess.HookPiece
---@field color hexchess.Side
---@field kind "pawn"|"knight"|"bishop"|"rook"|"queen"|"king"

---The move just played (`ctx.last_move`).
---@class hexchess.LastMove
---@field san string The move in SAN, e.g. "Qxf7+".
---@field color hexchess.Side Who played it.
---@field piece string The kind of piece that moved.
---@field from string The cell it left.
---@field to string The cell it reached.
---@field captured? string The kind of piece taken, if any.
---@field promotion? string The kind promoted to, if any.
---@field check boolean Whether it gives check.

---What a hook reads (a copy: changing it changes nothing).
---@class hexchess.HookContext
---@field event "move"|"game_end" Which hook is called.
---@field variant string The variant's name.
---@field position string The position string after the move.
---@field pieces table<string, hexchess.HookPiece> The pieces by cell name.
---@field material { white: hexchess.Material, black: hexchess.Material } Pieces on the board.
---@field side_to_move hexchess.Side
---@field in_check boolean Whether the side to move is in check.
---@field legal_moves integer How many legal moves the side to move has.
---@field moves string[] The game's moves so far, in SAN.
---@field last_move? hexchess.LastMove The move just played (nil before the first).
---@field move_number integer The full-move number.
---@field halfmove_clock integer Plies since the last capture or pawn move.
---@field checks { white: integer, black: integer } Checks each side has given.
---@field clock? { white_ms: integer, black_ms: integer } Time left, when a clock runs.
---@field score hexchess.Points The match score before this game's result.
---@field games integer Games of the match finished before this one.
---@field result? "white"|"black"|"draw" on_game_end: who won.
---@field reason? string on_game_end: why the game ended.
---@field points? hexchess.Points on_game_end: the game's points.

---What on_move may return (or nil).
---@class hexchess.MoveReply
---@field result? "white"|"black"|"draw" Ends the game: who wins (needs a reason).
---@field reason? string Why, 1 to 64 characters ("the queen left the board").
---@field message? string A line for both consoles, 1 to 100 characters.

---What on_game_end may return (or nil).
---@class hexchess.EndReply
---@field award? { white?: number, black?: number } Extra match points, 0 to 10 in steps of 0.25.
---@field message? string A line for both consoles, 1 to 100 characters.
