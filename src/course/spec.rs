//! A course file as written: one stage, read from Lua data with unknown keys refused. Cells,
//! moves and positions are still text here; [`resolve`](super::resolve) turns a level into a
//! playable [`Level`](super::Level) for one variant.

use std::collections::BTreeMap;

use serde::Deserialize;

use crate::lesson::{Arrow, Mark};

/// One stage file: a title, texts before and after, and its levels.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StageSpec {
    /// The stage's name on the stage map.
    pub title: String,
    /// What the learner reads before the first level.
    pub introduction: String,
    /// What the learner reads after the last level.
    pub completion: String,
    /// In a shared file (`courses/shared/`), the variants that use this stage; empty means all
    /// three built-in variants. Not allowed in a variant's own folder.
    #[serde(default)]
    pub variants: Vec<String>,
    /// The levels, in order.
    pub levels: Vec<LevelSpec>,
}

/// One level as written. Every key is optional here so that `by_variant` can override any of
/// them; [`resolve`](super::resolve) says which are required.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LevelSpec {
    /// What the learner must do, e.g. "Collect every star with the rook".
    pub goal: Option<String>,
    /// The goal kind: `stars`, `capture`, `check`, `escape`, `mate`, `reach`, `line`,
    /// `stalemate` or `draw`.
    pub kind: Option<String>,
    /// The position string (exclusive with `pieces`).
    pub position: Option<String>,
    /// The pieces as `"Kg1"`, `"pe7"` (upper case White, lower case Black); exclusive with
    /// `position`.
    pub pieces: Option<Vec<String>>,
    /// With `pieces`: the side to move, `"w"` (default) or `"b"`.
    pub turn: Option<String>,
    /// With `pieces`: the castling rights, e.g. `"QB"` (default none).
    pub castling: Option<String>,
    /// With `pieces`: the halfmove clock (default 0).
    pub halfmove: Option<u32>,
    /// Moves played from the position before the learner starts (e.g. for repetition).
    pub before: Option<Vec<String>>,
    /// The par: the number of learner moves for three stars.
    pub par: Option<u32>,
    /// The most learner moves allowed; more fails the level (default: the par for `mate` and
    /// `line`, no limit otherwise).
    pub limit: Option<u32>,
    /// The cells to collect (`stars` levels).
    pub stars: Option<Vec<String>>,
    /// The cell to reach (`reach` levels).
    pub target: Option<String>,
    /// The kind of piece that must reach the target or collect the stars, as a letter such as
    /// `"K"` (`reach` and `stars` levels; any piece when left out).
    pub piece: Option<String>,
    /// The scripted line: the learner's moves and the replies, alternating (`line` levels).
    pub line: Option<Vec<String>>,
    /// Who answers the learner: `still` (nobody; the learner moves again) or `engine`.
    pub opponent: Option<String>,
    /// Whether moving into check fails the level (instead of being refused as illegal).
    pub forbid_into_check: Option<bool>,
    /// Whether leaving a piece en prise fails the level.
    pub forbid_en_prise: Option<bool>,
    /// What to say when the level is solved (default: a standard text).
    pub success: Option<String>,
    /// Arrows drawn on the board.
    pub arrows: Option<Vec<Arrow>>,
    /// Marked hexes.
    pub marks: Option<Vec<Mark>>,
    /// Keys that differ per variant, e.g. `by_variant = { shafran = { pieces = {…} } }`.
    pub by_variant: Option<BTreeMap<String, LevelSpec>>,
    /// The variants that have this level (default: every variant the stage is for).
    pub variants: Option<Vec<String>>,
}

impl LevelSpec {
    /// This level for `variant`: the keys of its `by_variant` entry laid over the others.
    pub fn for_variant(&self, variant: &str) -> LevelSpec {
        let Some(over) = self.by_variant.as_ref().and_then(|m| m.get(variant)) else {
            return LevelSpec { by_variant: None, ..self.clone() };
        };
        let base = self.clone();
        macro_rules! pick {
            ($($field:ident),*) => {
                LevelSpec { $($field: over.$field.clone().or(base.$field),)* by_variant: None }
            };
        }
        let mut out = pick!(
            goal,
            kind,
            position,
            pieces,
            turn,
            castling,
            halfmove,
            before,
            par,
            limit,
            stars,
            target,
            piece,
            line,
            opponent,
            forbid_into_check,
            forbid_en_prise,
            success,
            arrows,
            marks,
            variants
        );
        // A per-variant `pieces` replaces a shared `position`, and the other way round.
        if over.pieces.is_some() && over.position.is_none() {
            out.position = None;
        }
        if over.position.is_some() && over.pieces.is_none() {
            out.pieces = None;
        }
        out
    }

    /// Whether this level is played in `variant`.
    pub fn is_for(&self, variant: &str) -> bool {
        self.variants.as_ref().is_none_or(|v| v.iter().any(|n| n == variant))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_variant_entry_overrides_keys_and_swaps_pieces_for_position() {
        let mut over = LevelSpec { pieces: Some(vec!["Ke1".into()]), par: Some(3), ..LevelSpec::default() };
        over.goal = None;
        let level = LevelSpec {
            goal: Some("Go".into()),
            position: Some("x".into()),
            par: Some(2),
            by_variant: Some(BTreeMap::from([("shafran".to_string(), over)])),
            ..LevelSpec::default()
        };
        let s = level.for_variant("shafran");
        assert_eq!((s.goal.as_deref(), s.par, s.position.as_deref()), (Some("Go"), Some(3), None));
        assert_eq!(s.pieces, Some(vec!["Ke1".to_string()]));
        let g = level.for_variant("glinski");
        assert_eq!((g.par, g.position.as_deref(), g.by_variant), (Some(2), Some("x"), None));
    }
}
