//! A [`LevelSpec`] (text, as written) becomes a playable [`Level`] for one variant: the position
//! built and validated, every cell and move resolved, the goal's keys checked against its kind.

use crate::rules::notation::parse_any;
use crate::rules::{Cell, Color, Coord, Game, Piece, Position, Role, Setup, Variant};

use super::error::{LevelProblem, Place};
use super::model::{Goal, Level, Opponent};
use super::spec::LevelSpec;

/// The standard text after a solved level, when the level gives none.
pub const DEFAULT_SUCCESS: &str = "Well done!";

/// The goal kinds as written in files.
const KINDS: [&str; 9] = ["stars", "capture", "check", "escape", "mate", "reach", "line", "stalemate", "draw"];

/// Builds the level a spec (already laid over for its variant) describes.
///
/// # Errors
/// The first [`LevelProblem`] found.
pub fn resolve_level(spec: &LevelSpec, variant: &'static Variant) -> Result<Level, LevelProblem> {
    let goal_text = spec.goal.clone().ok_or(LevelProblem::Missing("goal"))?;
    if goal_text.trim().is_empty() {
        return Err(LevelProblem::EmptyText("goal"));
    }
    let kind = spec.kind.as_deref().ok_or(LevelProblem::Missing("kind"))?;
    let kind: &'static str =
        KINDS.into_iter().find(|k| *k == kind).ok_or_else(|| LevelProblem::UnknownKind(kind.to_string()))?;
    check_stray_keys(spec, kind)?;
    let par = spec.par.ok_or(LevelProblem::Missing("par"))?;
    let limit = spec.limit.or(if kind == "mate" { Some(par) } else { None });
    if par == 0 || limit.is_some_and(|l| l < par) {
        return Err(LevelProblem::BadPar);
    }
    let start = start_game(spec, variant)?;
    let goal = goal(spec, kind, &start)?;
    let opponent = opponent(spec, kind)?;
    check_start(&goal, &start)?;
    if let Some(success) = &spec.success
        && success.trim().is_empty()
    {
        return Err(LevelProblem::EmptyText("success"));
    }
    let board = variant.board();
    for (key, name) in spec
        .arrows
        .iter()
        .flatten()
        .flat_map(|a| [("arrows", &a.from), ("arrows", &a.to)])
        .chain(spec.marks.iter().flatten().map(|m| ("marks", &m.cell)))
    {
        board.parse_cell(name).ok_or_else(|| LevelProblem::BadCell { key, name: name.clone() })?;
    }
    Ok(Level {
        variant,
        goal_text,
        goal,
        start,
        par,
        limit,
        opponent,
        forbid_into_check: spec.forbid_into_check.unwrap_or(false),
        forbid_en_prise: spec.forbid_en_prise.unwrap_or(false),
        success: spec.success.clone().unwrap_or_else(|| DEFAULT_SUCCESS.to_string()),
        arrows: spec.arrows.clone().unwrap_or_default(),
        marks: spec.marks.clone().unwrap_or_default(),
        place: Place::default(),
    })
}

/// Refuses keys that only another goal kind uses.
fn check_stray_keys(spec: &LevelSpec, kind: &'static str) -> Result<(), LevelProblem> {
    let stray = [
        ("stars", spec.stars.is_some() && kind != "stars"),
        ("target", spec.target.is_some() && kind != "reach"),
        ("piece", spec.piece.is_some() && kind != "reach" && kind != "stars"),
        ("line", spec.line.is_some() && kind != "line"),
        ("turn", spec.turn.is_some() && spec.pieces.is_none()),
        ("castling", spec.castling.is_some() && spec.pieces.is_none()),
        ("halfmove", spec.halfmove.is_some() && spec.pieces.is_none()),
    ];
    match stray.into_iter().find(|(_, bad)| *bad) {
        Some((key, _)) => Err(LevelProblem::Stray { key, kind }),
        None => Ok(()),
    }
}

/// The start: the position (a string, or the pieces) with the `before` moves played.
fn start_game(spec: &LevelSpec, variant: &'static Variant) -> Result<Game, LevelProblem> {
    let position = match (&spec.position, &spec.pieces) {
        (Some(text), None) => Position::from_fen(variant, text).map_err(|e| LevelProblem::Position(e.to_string()))?,
        (None, Some(pieces)) => {
            let setup = pieces_setup(spec, pieces, variant)?;
            Position::from_setup(variant, &setup).map_err(|e| LevelProblem::Position(e.to_string()))?
        }
        _ => return Err(LevelProblem::PositionOrPieces),
    };
    let mut game = Game::new(position);
    for text in spec.before.iter().flatten() {
        let mv = parse_any(game.position(), text).map_err(|e| LevelProblem::BadMove {
            key: "before",
            text: text.clone(),
            why: e.to_string(),
        })?;
        game.play(mv).map_err(|e| LevelProblem::BadMove { key: "before", text: text.clone(), why: e.to_string() })?;
    }
    Ok(game)
}

/// The setup the `pieces`, `turn`, `castling` and `halfmove` keys describe.
fn pieces_setup(spec: &LevelSpec, pieces: &[String], variant: &Variant) -> Result<Setup, LevelProblem> {
    let board = variant.board();
    let mut setup = Setup::empty();
    for entry in pieces {
        let mut chars = entry.chars();
        let piece = chars.next().and_then(Piece::from_char);
        let cell = board.parse_cell(chars.as_str());
        let (Some(piece), Some(cell)) = (piece, cell) else { return Err(LevelProblem::BadPiece(entry.clone())) };
        let at = Coord::of(board, cell);
        if setup.piece_at(at).is_some() {
            return Err(LevelProblem::BadValue { key: "pieces", value: format!("{entry} (the cell is taken)") });
        }
        setup.set(at, Some(piece));
    }
    setup.turn = match spec.turn.as_deref() {
        None | Some("w") => Color::White,
        Some("b") => Color::Black,
        Some(other) => return Err(LevelProblem::BadValue { key: "turn", value: other.to_string() }),
    };
    setup.castling = spec.castling.as_deref().unwrap_or("").chars().filter(|c| *c != '-').collect();
    setup.halfmove_clock = spec.halfmove.unwrap_or(0);
    Ok(setup)
}

/// A cell of the board by name, or the problem naming `key`.
fn cell(variant: &Variant, key: &'static str, name: &str) -> Result<Cell, LevelProblem> {
    variant.board().parse_cell(name).ok_or_else(|| LevelProblem::BadCell { key, name: name.to_string() })
}

/// The goal of a `kind`, with its keys read.
fn goal(spec: &LevelSpec, kind: &str, start: &Game) -> Result<Goal, LevelProblem> {
    let variant = start.position().variant();
    Ok(match kind {
        "stars" => {
            let names = spec.stars.as_ref().ok_or(LevelProblem::Missing("stars"))?;
            let mut cells = Vec::new();
            for name in names {
                let c = cell(variant, "stars", name)?;
                if cells.contains(&c) {
                    return Err(LevelProblem::Stars(format!("{name} is given twice")));
                }
                cells.push(c);
            }
            if cells.is_empty() {
                return Err(LevelProblem::Stars("there are none".into()));
            }
            Goal::Stars { cells, role: spec.piece.as_deref().map(role_of).transpose()? }
        }
        "capture" => Goal::CaptureAll,
        "check" => Goal::Check,
        "escape" => Goal::Escape,
        "mate" => Goal::Mate,
        "reach" => {
            let name = spec.target.as_deref().ok_or(LevelProblem::Missing("target"))?;
            let role = match spec.piece.as_deref() {
                None => None,
                Some(letter) => Some(role_of(letter)?),
            };
            Goal::Reach { cell: cell(variant, "target", name)?, role }
        }
        "line" => Goal::Line(line_moves(spec, start)?),
        "stalemate" => Goal::Stalemate,
        _ => Goal::Draw,
    })
}

/// A piece letter as a role (`K`, `q`, …).
fn role_of(letter: &str) -> Result<Role, LevelProblem> {
    let mut chars = letter.chars();
    match (chars.next().map(|c| c.to_ascii_uppercase()).and_then(Role::from_char), chars.next()) {
        (Some(role), None) => Ok(role),
        _ => Err(LevelProblem::BadValue { key: "piece", value: letter.to_string() }),
    }
}

/// The scripted line's moves, each resolved after the ones before it.
fn line_moves(spec: &LevelSpec, start: &Game) -> Result<Vec<crate::rules::Move>, LevelProblem> {
    let texts = spec.line.as_ref().ok_or(LevelProblem::Missing("line"))?;
    if texts.len() % 2 == 0 {
        return Err(LevelProblem::BadValue {
            key: "line",
            value: format!("{} moves (it must start and end with a learner's move)", texts.len()),
        });
    }
    let mut pos = *start.position();
    let mut moves = Vec::new();
    for text in texts {
        let bad = |why: String| LevelProblem::BadMove { key: "line", text: text.clone(), why };
        let mv = parse_any(&pos, text).map_err(|e| bad(e.to_string()))?;
        pos = pos.play(mv).map_err(|e| bad(e.to_string()))?;
        moves.push(mv);
    }
    Ok(moves)
}

/// Who answers: the file's choice, or the goal's default.
fn opponent(spec: &LevelSpec, kind: &'static str) -> Result<Opponent, LevelProblem> {
    let chosen = match spec.opponent.as_deref() {
        None => None,
        Some("still") => Some(Opponent::Still),
        Some("engine") => Some(Opponent::Engine),
        Some(other) => return Err(LevelProblem::UnknownOpponent(other.to_string())),
    };
    let default = match kind {
        "line" => Opponent::Script,
        "mate" | "stalemate" | "draw" => Opponent::Engine,
        _ => Opponent::Still,
    };
    match (kind, chosen) {
        ("line", Some(o)) | ("stars", Some(o @ Opponent::Engine)) => {
            let opponent = if o == Opponent::Still { "still" } else { "engine" };
            Err(LevelProblem::OpponentMismatch { opponent, kind })
        }
        _ => Ok(chosen.unwrap_or(default)),
    }
}

/// Refuses a start that does not fit the goal.
fn check_start(goal: &Goal, start: &Game) -> Result<(), LevelProblem> {
    let pos = start.position();
    if !pos.has_legal_move() {
        return Err(LevelProblem::Start("the learner has no legal move at the start".into()));
    }
    match goal {
        Goal::Escape if !pos.is_check() => Err(LevelProblem::Start("an escape level must start in check".into())),
        Goal::Escape => Ok(()),
        _ if pos.is_check() && *goal != Goal::Mate => {
            Err(LevelProblem::Start("the learner is in check at the start; use kind = \"escape\"".into()))
        }
        Goal::Stars { cells, .. } => match cells.iter().find(|c| pos.by_color(pos.turn()).contains(**c)) {
            Some(c) => {
                Err(LevelProblem::Stars(format!("{} is under a piece of the learner", pos.variant().board().name(*c))))
            }
            None => Ok(()),
        },
        Goal::CaptureAll if pos.by_color(pos.turn().other()).count() < 2 => {
            Err(LevelProblem::Start("there is nothing to capture".into()))
        }
        _ => Ok(()),
    }
}
