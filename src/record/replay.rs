//! Replaying a record against the rules: every move must resolve to a legal move.
//!
//! With [`ReplayOptions::repair`] on (the default), a move that names its from-cell but an
//! impossible to-cell one file or one rank away from a legal one (a typo such as `Bf11e10` for
//! `Bf11e9`) is read as that legal move, when exactly one such move lets the following moves
//! replay furthest; a [`ReplayNote::Repaired`] says so. At most three repairs per game.

use crate::rules::{
    Bitboard, Cell, CellRef, CoordMove, EndReason, Game, GameStatus, Move, MoveKind, Outcome, Position, ResolveError,
    Role, RuleSettings, San, Variant,
};

use super::error::{MoveAt, ReplayError, ReplayErrorKind, ReplayNote, WhyIllegal};
use super::game_record::{GameRecord, GameResult, MISREAD_RESULT_TAG, RecordMove};
use super::letters::LetterMap;
use super::move_text::{MoveForm, MoveText, parse_move};

/// How many following plies must replay for a repair to be accepted (fewer at a game's end).
const REPAIR_WINDOW: usize = 40;
/// At most this many repairs per game; a record with more errors is rejected.
const MAX_REPAIRS: usize = 3;

/// How to read records.
#[derive(Clone, Debug)]
pub struct ReplayOptions {
    /// The piece letters of the record's language.
    pub letters: LetterMap,
    /// Whether to repair a move whose to-cell is a typo (see the module doc). On by default.
    pub repair: bool,
    /// The rules that decide the final status; `None` uses the variant's defaults (with the
    /// n-check rule on when the `Termination` tag names it, e.g. `three checks`).
    pub rules: Option<RuleSettings>,
}

impl Default for ReplayOptions {
    fn default() -> Self {
        ReplayOptions { letters: LetterMap::english(), repair: true, rules: None }
    }
}

/// A record replayed to its end.
#[derive(Clone, Debug)]
pub struct ReplayedGame {
    /// The game's 1-based number in its file.
    pub number: usize,
    /// The game: start position, legal moves, every position.
    pub game: Game,
    /// The rules used for the status.
    pub rules: RuleSettings,
    /// The status after the last move.
    pub status: GameStatus,
    /// The result the record states, if any.
    pub recorded_result: Option<GameResult>,
    /// What the lenient reading accepted that the record got wrong.
    pub notes: Vec<ReplayNote>,
}

impl ReplayedGame {
    /// The number of plies played.
    pub fn plies(&self) -> usize {
        self.game.moves().len()
    }

    /// The outcome by the rules, if the final position ends the game.
    pub fn outcome(&self) -> Option<Outcome> {
        self.status.outcome(&self.rules)
    }
}

/// The variant a record names, looked up through `variants` (`Glinski` when the record has no
/// `Variant` tag), and its start position (the `FEN` tag, if any).
///
/// # Errors
/// [`ReplayErrorKind::UnknownVariant`] or [`ReplayErrorKind::BadFen`].
pub fn start_position(
    record: &GameRecord,
    variants: &dyn Fn(&str) -> Option<&'static Variant>,
) -> Result<Position, ReplayErrorKind> {
    let name = record.variant().unwrap_or("Glinski");
    let variant = variants(name).ok_or_else(|| ReplayErrorKind::UnknownVariant(name.to_string()))?;
    match record.fen() {
        Some(fen) => Position::from_fen(variant, fen).map_err(ReplayErrorKind::BadFen),
        None => Ok(variant.start_position()),
    }
}

/// The variant's default rules, with the n-check rule that the record's `Termination` tag names
/// (e.g. `"three checks"`) switched on, so that such a game replays to the same ending.
fn rules_of_record(record: &GameRecord, mut rules: RuleSettings) -> RuleSettings {
    if let Some(EndReason::Checks(n)) = record.end_reason()
        && rules.win.checks == 0
    {
        rules.win.checks = n;
    }
    rules
}

/// Replays a record: looks up its variant with `variants` (given the `Variant` tag's text, or
/// `"Glinski"`), sets up its start, and plays every move.
///
/// # Errors
/// A [`ReplayError`] naming the game, the move number, the move text and the reason.
pub fn replay(
    record: &GameRecord,
    variants: &dyn Fn(&str) -> Option<&'static Variant>,
    options: &ReplayOptions,
) -> Result<ReplayedGame, ReplayError> {
    let fail = |game: &Game, at: Option<MoveAt>, kind: ReplayErrorKind| ReplayError {
        game: record.number,
        players: record.players(),
        at,
        plies: game.moves().len(),
        position: Some(game.position().fen()),
        kind: Box::new(kind),
    };
    let start = start_position(record, variants).map_err(|kind| ReplayError {
        game: record.number,
        players: record.players(),
        at: None,
        plies: 0,
        position: None,
        kind: Box::new(kind),
    })?;
    let mut game = Game::new(start);
    let mut notes = Vec::new();
    let mut repairs = 0;
    for (i, written) in record.moves.iter().enumerate() {
        let pos = *game.position();
        let at = MoveAt { number: pos.fullmove_number(), color: pos.turn(), text: written.text.clone() };
        let text = match parse_move(&written.text, &options.letters) {
            Ok(t) => t,
            Err(e) => return Err(fail(&game, Some(at), ReplayErrorKind::Notation(e))),
        };
        let mv = match resolve(&pos, &text) {
            Ok(mv) => mv,
            Err(ReplayErrorKind::Illegal(why)) if options.repair && repairs < MAX_REPAIRS => {
                let rest = record.moves.get(i + 1..).unwrap_or_default();
                match repair(&pos, &text, rest, &options.letters) {
                    Some(mv) => {
                        repairs += 1;
                        let read_as = CoordMove::from_move(&pos, mv).to_string();
                        notes.push(ReplayNote::Repaired { at: at.clone(), read_as, why });
                        mv
                    }
                    None => return Err(fail(&game, Some(at), ReplayErrorKind::Illegal(why))),
                }
            }
            Err(kind) => return Err(fail(&game, Some(at), kind)),
        };
        if let Some(said) = text.captured {
            let found = captured_role(&pos, mv);
            if found != Some(said) {
                notes.push(ReplayNote::CaptureDiffers { at: at.clone(), said, found });
            }
        }
        if game.play(mv).is_err() {
            // Unreachable: `mv` came from the legal moves of this position.
            let kind = ReplayErrorKind::Resolve(ResolveError::Illegal(written.text.clone()));
            return Err(fail(&game, Some(at), kind));
        }
    }
    let rules = options.rules.unwrap_or_else(|| rules_of_record(record, game.start().variant().default_rules()));
    let status = game.status(&rules);
    let recorded_result = record.result();
    if let (Some(written), Some(read_as)) = (record.tag(MISREAD_RESULT_TAG), record.terminator) {
        notes.push(ReplayNote::ResultMisread { written: written.to_string(), read_as });
    }
    if let (Some(by_rules), Some(recorded @ GameResult::Decided(points))) = (status.outcome(&rules), recorded_result)
        && points != by_rules.points
    {
        notes.push(ReplayNote::ResultDiffers { recorded, by_rules });
    }
    Ok(ReplayedGame { number: record.number, game, rules, status, recorded_result, notes })
}

/// The legal move a parsed move names in `pos`.
pub(crate) fn resolve(pos: &Position, text: &MoveText) -> Result<Move, ReplayErrorKind> {
    if !pos.has_legal_move() {
        let status = if pos.is_check() { "checkmate" } else { "stalemate" };
        return Err(ReplayErrorKind::Illegal(WhyIllegal::GameOver { status }));
    }
    let illegal_or = |e: ResolveError, why: &dyn Fn() -> WhyIllegal| match e {
        ResolveError::Illegal(_) => ReplayErrorKind::Illegal(why()),
        other => ReplayErrorKind::Resolve(other),
    };
    match &text.form {
        MoveForm::San(San::Normal { role: Role::Pawn, file, rank: None, to, promotion: None, .. })
            if text.en_passant =>
        {
            en_passant_capture(pos, *file, *to)
        }
        MoveForm::Coord(c) => c.resolve(pos).map_err(|e| illegal_or(e, &|| explain(pos, c.from, c.to, None))),
        MoveForm::San(san) => san.resolve(pos).map_err(|e| illegal_or(e, &|| explain_san(pos, san))),
        MoveForm::PawnFiles { from, to } => pawn_file_capture(pos, *from, *to),
    }
}

/// `ixk`: the one legal pawn capture from the first file onto the second.
fn pawn_file_capture(pos: &Position, from: char, to: char) -> Result<Move, ReplayErrorKind> {
    let found = pos
        .legal_moves()
        .into_iter()
        .filter(|m| pos.piece_at(m.from).is_some_and(|p| p.role == Role::Pawn))
        .filter(|m| pos.piece_at(m.to).is_some() || m.kind == MoveKind::EnPassant)
        .filter(|m| on_file(pos, m.from, from) && on_file(pos, m.to, to));
    the_only(pos, found, format!("{from}x{to}"), WhyIllegal::NoPawnCapture { from, to })
}

/// `e5ep.`, `fxe5 e.p.`: the one legal en-passant capture onto `to` (by a pawn of the `from`
/// file, when the text names one).
fn en_passant_capture(pos: &Position, from: Option<char>, to: CellRef) -> Result<Move, ReplayErrorKind> {
    let target = to.resolve(pos).ok_or_else(|| ReplayErrorKind::Resolve(ResolveError::UnknownCell(to.to_string())))?;
    let found = pos
        .legal_moves()
        .into_iter()
        .filter(|m| m.kind == MoveKind::EnPassant && m.to == target)
        .filter(|m| from.is_none_or(|f| on_file(pos, m.from, f)));
    let text = format!("{}{to} e.p.", from.map(|f| format!("{f}x")).unwrap_or_default());
    the_only(pos, found, text, WhyIllegal::NoEnPassant { from, to: to.to_string() })
}

/// Whether `cell` is on the file named by `letter`.
fn on_file(pos: &Position, cell: Cell, letter: char) -> bool {
    let board = pos.variant().board();
    board.files().get(board.file_of(cell)).is_some_and(|f| f.name.starts_with(letter))
}

/// The one move of `found`; `none` when there is none, ambiguous (naming `text`) when several.
fn the_only(
    pos: &Position,
    found: impl Iterator<Item = Move>,
    text: String,
    none: WhyIllegal,
) -> Result<Move, ReplayErrorKind> {
    let found: Vec<Move> = found.collect();
    match found.as_slice() {
        [one] => Ok(*one),
        [] => Err(ReplayErrorKind::Illegal(none)),
        many => Err(ReplayErrorKind::Resolve(ResolveError::Ambiguous {
            text,
            candidates: many.iter().map(|m| CoordMove::from_move(pos, *m).to_string()).collect::<Vec<_>>().join(", "),
        })),
    }
}

/// Why a move from `from` to `to` (by a piece of kind `named`, if the text names one) is illegal.
fn explain(pos: &Position, from: CellRef, to: CellRef, named: Option<Role>) -> WhyIllegal {
    let cannot = |role| WhyIllegal::CannotReach { role, from: from.to_string(), to: to.to_string() };
    let (Some(f), Some(t)) = (from.resolve(pos), to.resolve(pos)) else {
        return cannot(named.unwrap_or(Role::Pawn));
    };
    let Some(piece) = pos.piece_at(f) else { return WhyIllegal::NoPiece { cell: from.to_string() } };
    if piece.color != pos.turn() {
        return WhyIllegal::NotToMove { cell: from.to_string(), piece };
    }
    if let Some(named) = named.filter(|r| *r != piece.role) {
        return WhyIllegal::WrongKind { cell: from.to_string(), found: piece.role, named };
    }
    let variant = pos.variant();
    let jumps_or_slides = piece.role != Role::Pawn;
    if jumps_or_slides && !variant.attacks(piece, f, Bitboard::EMPTY).contains(t) {
        return cannot(piece.role);
    }
    if let Some(there) = pos.piece_at(t).filter(|p| p.color == piece.color) {
        return WhyIllegal::OwnPiece { cell: to.to_string(), piece: there };
    }
    if jumps_or_slides && !variant.attacks(piece, f, pos.occupied()).contains(t) {
        return WhyIllegal::Blocked { role: piece.role, from: from.to_string(), to: to.to_string() };
    }
    if jumps_or_slides {
        return WhyIllegal::KingInCheck(piece.color);
    }
    cannot(piece.role)
}

/// Why a SAN move names no legal move.
fn explain_san(pos: &Position, san: &San) -> WhyIllegal {
    match san {
        San::Castle(notation) => WhyIllegal::Castling(notation.clone()),
        San::Normal { role, file: Some(file), rank: Some(rank), to, .. } => {
            explain(pos, CellRef { file: *file, rank: *rank }, *to, Some(*role))
        }
        San::Normal { role, to, .. } => {
            match to.resolve(pos).and_then(|t| pos.piece_at(t)).filter(|p| p.color == pos.turn()) {
                Some(piece) => WhyIllegal::OwnPiece { cell: to.to_string(), piece },
                None => WhyIllegal::NoCandidate { role: *role, color: pos.turn(), to: to.to_string() },
            }
        }
    }
}

/// The kind a legal move captures, if any.
fn captured_role(pos: &Position, mv: Move) -> Option<Role> {
    match mv.kind {
        MoveKind::EnPassant => Some(Role::Pawn),
        MoveKind::Castle(_) => None,
        _ => pos.piece_at(mv.to).map(|p| p.role),
    }
}

/// For a move that names its from-cell and a piece of the side to move there, but an impossible
/// to-cell: the legal move of that piece whose to-cell is one file or one rank away from the
/// written one (a typo such as `e10` for `e9`) and after which the following moves replay
/// furthest (up to [`REPAIR_WINDOW`] plies), if exactly one move is best.
fn repair(pos: &Position, text: &MoveText, rest: &[RecordMove], letters: &LetterMap) -> Option<Move> {
    let from = text.form.origin()?.resolve(pos)?;
    let written_to = text.form.destination()?;
    let piece = pos.piece_at(from).filter(|p| p.color == pos.turn())?;
    if text.form.role().is_some_and(|r| r != piece.role) {
        return None;
    }
    let window = rest.get(..rest.len().min(REPAIR_WINDOW))?;
    let board = pos.variant().board();
    let written_file = board.file_index(&written_to.file.to_string())?;
    let near = |cell| {
        let (file, rank) = (board.file_of(cell), board.rank_of(cell));
        (file == written_file && rank.abs_diff(written_to.rank) == 1)
            || (file.abs_diff(written_file) == 1 && rank == written_to.rank)
    };
    let mut scored: Vec<(usize, Move)> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| m.from == from && near(m.to))
        .map(|m| {
            let mut next = *pos;
            next.play_unchecked(m);
            (replayable_plies(next, window, letters), m)
        })
        .collect();
    scored.sort_by_key(|(plies, _)| std::cmp::Reverse(*plies));
    match scored.as_slice() {
        [(_, only)] => Some(*only),
        [(best, mv), (second, _), ..] if best > second => Some(*mv),
        _ => None,
    }
}

/// How many of `moves` resolve and play from `pos` in a row, with no repairs.
fn replayable_plies(mut pos: Position, moves: &[RecordMove], letters: &LetterMap) -> usize {
    for (i, written) in moves.iter().enumerate() {
        let Ok(text) = parse_move(&written.text, letters) else { return i };
        let Ok(mv) = resolve(&pos, &text) else { return i };
        pos.play_unchecked(mv);
    }
    moves.len()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::{parse_records, test_variant, variant_key};
    use crate::rules::{Color, Piece};

    fn lookup(name: &str) -> Option<&'static Variant> {
        let key = variant_key(name);
        ["glinski", "mccooey", "shafran"].into_iter().find(|v| key == *v).map(test_variant)
    }

    fn run(text: &str, options: &ReplayOptions) -> Vec<Result<ReplayedGame, ReplayError>> {
        parse_records(text).iter().map(|r| replay(r, &lookup, options)).collect()
    }

    fn one(text: &str, options: &ReplayOptions) -> Result<ReplayedGame, ReplayError> {
        run(text, options).into_iter().next().expect("one game")
    }

    const FOOLS_MATE: &str = "1. Qe1c3 Qe10c6 2. b1b2 b7b6 3. Bf3b1 e7e6? 4. Qc3xBf9# 1-0";

    #[test]
    fn fools_mate_replays_to_checkmate_in_english_and_hungarian() {
        let en = one(FOOLS_MATE, &ReplayOptions::default()).expect("replays");
        assert_eq!((en.plies(), en.status.name()), (7, "checkmate"));
        assert!(en.notes.is_empty(), "{:?}", en.notes);
        let hu_text = "1. Ve1c3 Ve10c6 2. b1b2 b7b6 3. Ff3b1 e7e6? 4. Vc3xFf9# 1-0";
        let hu_options = ReplayOptions { letters: LetterMap::hungarian(), ..ReplayOptions::default() };
        let hu = one(hu_text, &hu_options).expect("replays");
        assert_eq!(hu.game.moves(), en.game.moves());
        assert!(one(hu_text, &ReplayOptions::default()).is_err(), "V is no English letter");
    }

    #[test]
    fn hungarian_b_moves_a_rook() {
        let text = "1. e4e5 b7b6 2. b1b3 d7d6 3. c2c3 c7c5 4. Bc1a1";
        let hu = ReplayOptions { letters: LetterMap::hungarian(), ..ReplayOptions::default() };
        let game = one(text, &hu).expect("replays").game;
        let a1 = game.position().variant().board().parse_cell("a1").expect("a1");
        assert_eq!(game.position().piece_at(a1), Some(Piece::new(Color::White, Role::Rook)));
        let err = one(text, &ReplayOptions::default()).expect_err("in English B is a bishop");
        assert_eq!(err.reason(), "move 4. Bc1a1: not a legal move: c1 holds a rook, not a bishop");
    }

    #[test]
    fn errors_name_the_game_the_move_number_the_text_and_why() {
        let text = "[White \"A\"]\n[Black \"B\"]\n1. f5f6 e7e6 *\n\n[White \"C\"]\n[Black \"D\"]\n1. f5f6 e7e6 2. f6f8 *\n\
                    [Black \"F\"]\n1. f5f6 Nf7 *\n[Variant \"Chaturanga\"]\n1. e2e4 *\n4. Zz9";
        let results = run(text, &ReplayOptions::default());
        assert_eq!(results.len(), 5);
        assert!(results[0].is_ok());
        let message = |i: usize| results[i].as_ref().expect_err("fails").to_string();
        assert_eq!(message(1), "game 2 (C - D), move 2. f6f8: not a legal move: the pawn on f6 cannot move to f8");
        assert_eq!(message(2), "game 3 (? - F), move 1... Nf7: not a legal move: f7 holds Black's own pawn");
        assert_eq!(message(3), "game 4 (? - ?): unknown variant \"Chaturanga\"");
        assert!(message(4).starts_with("game 5 (? - ?), move 1. Zz9: \"Zz9\" is not a move"), "{}", message(4));
        let failed = results[1].as_ref().expect_err("fails");
        assert_eq!(failed.plies, 2);
        assert!(failed.position.as_deref().is_some_and(|p| p.ends_with(" w - - 0 2")), "{:?}", failed.position);
    }

    #[test]
    fn moves_after_the_end_and_wrong_annotations() {
        let err = one("1. Qe1c3 Qe10c6 2. b1b2 b7b6 3. Bf3b1 e7e6 4. Qc3xBf9# Kg10f9", &ReplayOptions::default())
            .expect_err("the game is over");
        assert_eq!(err.reason(), "move 4... Kg10f9: not a legal move: the game is already over (checkmate)");

        let game = one("1. Qe1c3 Qe10c6 2. b1b2 b7b6 3. Bf3b1 e7e6 4. Qc3xNf9# 0-1", &ReplayOptions::default())
            .expect("replays, with notes");
        let notes: Vec<String> = game.notes.iter().map(ToString::to_string).collect();
        assert_eq!(notes.len(), 2, "{notes:?}");
        assert_eq!(notes[0], "move 4. Qc3xNf9# says it takes a knight, but it takes a bishop");
        assert!(notes[1].starts_with("the record gives 0-1, but the rules give 1-0"), "{}", notes[1]);
    }

    #[test]
    fn a_mistyped_to_cell_is_repaired_only_when_one_neighbour_fits() {
        // Bf3b2 is a typo for Bf3b1: b1 is the only cell next to b2 the bishop can reach.
        let text = "1. Qe1c3 Qe10c6 2. b1b2 b7b6 3. Bf3b2 e7e6 4. Qc3xBf9# 1-0";
        let game = one(text, &ReplayOptions::default()).expect("repaired");
        assert_eq!(game.status.name(), "checkmate");
        assert!(
            matches!(&game.notes[..], [ReplayNote::Repaired { read_as, .. }] if read_as == "f3b1"),
            "{:?}",
            game.notes
        );
        let strict = ReplayOptions { repair: false, ..ReplayOptions::default() };
        let err = one(text, &strict).expect_err("strict");
        assert_eq!(err.reason(), "move 3. Bf3b2: not a legal move: the bishop on f3 cannot move to b2");
        // A move without its from-cell is never guessed.
        assert!(one("1. Qe1c3 Qe10c6 2. b1b2 b7b6 3. Bb2 e7e6", &ReplayOptions::default()).is_err());
    }

    #[test]
    fn pawn_file_captures_and_en_passant_marks() {
        // 1. g4g6 f7g6: Black's f-pawn takes on g6, read as the file capture "fxg".
        let game = one("1. g4g6 fxg", &ReplayOptions::default()).expect("replays");
        assert_eq!(game.plies(), 2);
        let err = one("1. g4g6 fxh", &ReplayOptions::default()).expect_err("no such capture");
        assert_eq!(err.reason(), "move 1... fxh: not a legal move: no pawn on the f-file can capture onto the h-file");
    }

    /// White's e-pawn steps two past Black's f6 pawn, which may take it en passant on e5.
    const BEFORE_EN_PASSANT: &str = "1. h3h4 f7f6 2. e4e6";

    fn en_passant_move() -> Move {
        let game = one(BEFORE_EN_PASSANT, &ReplayOptions::default()).expect("replays").game;
        let pos = game.position();
        let found: Vec<Move> = pos.legal_moves().into_iter().filter(|m| m.kind == MoveKind::EnPassant).collect();
        assert_eq!(found.len(), 1, "the test position has one en-passant capture");
        found[0]
    }

    #[test]
    fn en_passant_written_as_a_suffix_is_the_en_passant_capture() {
        let expected = en_passant_move();
        for written in ["e5ep.", "e5 e.p.", "fxe5ep", "fxe5 e.p.", "f:e5 ep", "fxe e.p.", "fxe", "e5e.p.+"] {
            let game = one(&format!("{BEFORE_EN_PASSANT} {written} *"), &ReplayOptions::default())
                .unwrap_or_else(|e| panic!("{written}: {e}"));
            assert_eq!(game.plies(), 4, "{written}: the mark is no move of its own");
            assert_eq!(game.game.moves().last().copied(), Some(expected), "{written}");
        }
        // Without the mark, `e5` is a step, which Black's pawns cannot make onto e5.
        assert!(one(&format!("{BEFORE_EN_PASSANT} e5"), &ReplayOptions::default()).is_err());
    }

    #[test]
    fn an_en_passant_mark_where_none_is_possible_names_the_move() {
        let err = one("1. h3h4 f7f6 2. e4e5 e5ep.", &ReplayOptions::default()).expect_err("no en passant");
        assert_eq!(err.reason(), "move 2... e5ep.: not a legal move: no pawn can capture en passant onto e5");
        let err = one(&format!("{BEFORE_EN_PASSANT} dxe5 e.p."), &ReplayOptions::default()).expect_err("wrong file");
        assert_eq!(
            err.reason(),
            "move 2... dxe5 e.p.: not a legal move: no pawn on the d-file can capture en passant onto e5"
        );
    }

    #[test]
    fn a_file_to_file_capture_names_its_candidates_when_several_fit() {
        // Doubled white pawns on f3 and f5, black pawns on e3 and e5: `fxe` fits both captures.
        let fen = "6/7/8/9/2p1p5/2P1P6/K8k/9/8/7/6 w - - 0 1";
        for written in ["fxe", "f:e"] {
            let err =
                one(&format!("[FEN \"{fen}\"]\n1. {written} *"), &ReplayOptions::default()).expect_err("ambiguous");
            let reason = err.reason();
            assert!(reason.starts_with(&format!("move 1. {written}: ")), "{reason}");
            assert!(reason.contains("f3e3") && reason.contains("f5e5"), "{reason}");
        }
        let game =
            one(&format!("[FEN \"{fen}\"]\n1. f3e3 Kg10g9 2. f:e *"), &ReplayOptions::default()).expect("one fits");
        let pos = game.game.position();
        let e5 = pos.variant().board().parse_cell("e5").expect("e5");
        assert_eq!(pos.piece_at(e5), Some(Piece::new(Color::White, Role::Pawn)));
    }

    #[test]
    fn a_misencoded_result_ends_the_game_as_a_draw_with_a_note() {
        let games = run("1. f5f6 e7e6 Â½-Â½\n2. h3h4 *", &ReplayOptions::default());
        assert_eq!(games.len(), 2, "the token ends the first game");
        let first = games[0].as_ref().expect("replays");
        assert_eq!(first.recorded_result, GameResult::parse("1/2-1/2"));
        assert!(
            matches!(&first.notes[..], [ReplayNote::ResultMisread { written, .. }] if written == "Â½-Â½"),
            "{:?}",
            first.notes
        );
        assert!(first.notes[0].to_string().contains("read as 1/2-1/2 (a draw)"));
    }
}
