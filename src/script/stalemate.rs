//! Computed stalemate scores: a house-rule function `(ctx) -> {white = x, black = y}` that gets
//! the final position's facts.
//!
//! The scorer keeps the script's source, not a Lua state: each call evaluates the script in a
//! fresh sandbox, takes its `stalemate` function and calls it, each step with a fresh budget. So
//! the rules stay plain data (`Send + Sync`), and no state survives from one call to the next.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use mlua::{Function, Lua, Value};

use crate::rules::{Color, Points, Position, Role, StalemateRule, stalemate_points};

use super::error::{ScriptError, ScriptErrorKind};
use super::lua_values::{describe, material_table, number};
use super::sandbox::{Sandbox, run_lua};

/// A custom stalemate scoring function from a house-rule script.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StalemateFunction {
    file: String,
    source: Arc<str>,
}

/// The facts of a final position that a stalemate function sees as `ctx`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StalemateFacts {
    /// The variant's name, e.g. `glinski`.
    pub variant: String,
    /// The side to move: the stalemated player.
    pub side_to_move: Color,
    /// The full-move number.
    pub move_number: u32,
    /// Plies since the last capture or pawn move.
    pub halfmove_clock: u32,
    /// The position string.
    pub position: String,
    /// Pieces on the board per colour, indexed like [`Role::ALL`].
    pub material: [[u32; 6]; 2],
}

impl StalemateFacts {
    /// The facts of `pos`.
    pub fn of(pos: &Position) -> StalemateFacts {
        let count = |c: Color| Role::ALL.map(|r| pos.pieces(c, r).count());
        StalemateFacts {
            variant: pos.variant().name().to_string(),
            side_to_move: pos.turn(),
            move_number: pos.fullmove_number(),
            halfmove_clock: pos.halfmove_clock(),
            position: pos.fen(),
            material: [count(Color::White), count(Color::Black)],
        }
    }

    /// The `ctx` table: `variant`, `side_to_move` and `stalemated` (the same colour),
    /// `stalemating`, `move_number`, `halfmove_clock`, `position`, and
    /// `material.white.pawn` … `material.black.king`.
    fn to_lua(&self, lua: &Lua) -> mlua::Result<Value> {
        let ctx = lua.create_table()?;
        ctx.set("variant", self.variant.as_str())?;
        ctx.set("side_to_move", self.side_to_move.name())?;
        ctx.set("stalemated", self.side_to_move.name())?;
        ctx.set("stalemating", self.side_to_move.other().name())?;
        ctx.set("move_number", self.move_number)?;
        ctx.set("halfmove_clock", self.halfmove_clock)?;
        ctx.set("position", self.position.as_str())?;
        ctx.set("material", material_table(lua, &self.material)?)?;
        Ok(Value::Table(ctx))
    }
}

impl StalemateFunction {
    /// A scorer for the `stalemate` function of the script `source` (labelled `file`).
    pub(crate) fn new(file: &str, source: &str) -> StalemateFunction {
        StalemateFunction { file: file.to_string(), source: Arc::from(source) }
    }

    /// The script file that defines the function.
    pub fn file(&self) -> &str {
        &self.file
    }

    /// Scores a stalemate in `pos` (whose side to move is stalemated): evaluates the script in a
    /// fresh sandbox and calls its function, each with a fresh budget.
    ///
    /// # Errors
    /// A located [`ScriptError`] if the script or the function fails, runs too long, or returns
    /// anything but quarters for white and black that sum to 1.
    pub fn score(&self, pos: &Position) -> Result<Points, ScriptError> {
        let facts = StalemateFacts::of(pos);
        let file = self.file.clone();
        run_lua(&self.file, &self.source, move |sandbox, value| {
            let f = match &value {
                Value::Table(t) => t.raw_get::<Value>("stalemate").ok(),
                _ => None,
            };
            match f {
                Some(Value::Function(f)) => call_scorer(sandbox, &file, &f, &facts),
                _ => Err(ScriptError::new(
                    &file,
                    ScriptErrorKind::Invalid,
                    "the script no longer returns a stalemate function",
                )),
            }
        })
    }
}

/// A plain scoring function for code that cannot report script errors, such as the engine's
/// search: each position is scored once (memoised by hash), and a failing script gives the
/// built-in `fallback` rule's points.
pub type PointsFn = Arc<dyn Fn(&Position) -> Points + Send + Sync>;

impl StalemateFunction {
    /// This scorer as a [`PointsFn`], falling back to `fallback` when the script fails.
    pub fn to_points_fn(&self, fallback: StalemateRule) -> PointsFn {
        let scorer = self.clone();
        let memo: Mutex<HashMap<u64, Points>> = Mutex::new(HashMap::new());
        Arc::new(move |pos: &Position| {
            if let Some(p) = memo.lock().ok().and_then(|m| m.get(&pos.hash()).copied()) {
                return p;
            }
            let points = scorer.score(pos).unwrap_or_else(|_| stalemate_points(fallback, pos.turn()));
            if let Ok(mut m) = memo.lock() {
                m.insert(pos.hash(), points);
            }
            points
        })
    }
}

/// Calls a stalemate function with `facts` and checks its result.
pub(crate) fn call_scorer(
    sandbox: &Sandbox,
    file: &str,
    f: &Function,
    facts: &StalemateFacts,
) -> Result<Points, ScriptError> {
    let ctx = facts.to_lua(sandbox.lua()).map_err(|e| sandbox.error(file, &e))?;
    let line = f.info().line_defined.and_then(|l| u32::try_from(l).ok());
    let result = sandbox.call(file, f, ctx)?;
    sandbox.reset_budget();
    points_from_value(&result).map_err(|message| ScriptError {
        file: file.to_string(),
        line,
        message: format!("the stalemate function {message}"),
        kind: ScriptErrorKind::Invalid,
    })
}

/// Why a stalemate function's return value is refused; the message completes "the stalemate
/// function …".
#[derive(Debug, thiserror::Error)]
pub(crate) enum PointsError {
    /// Not a table.
    #[error("must return a table {{white = x, black = y}}, not {0}")]
    NotATable(String),
    /// The table could not be walked.
    #[error(transparent)]
    Lua(#[from] mlua::Error),
    /// A key other than `white` and `black`.
    #[error("returned the key {0}; only white and black are allowed")]
    BadKey(String),
    /// A side has no points.
    #[error("must return points for both white and black, e.g. {{white = 0.5, black = 0.5}}")]
    MissingSide,
    /// The points do not sum to 1 (the sum in quarters).
    #[error("returned points that sum to {}, not 1", crate::rules::quarters_text(*.0))]
    BadSum(u32),
    /// A side's points are not a number.
    #[error("returned {side} = {value}, which is not a number")]
    NotANumber {
        /// `white` or `black`.
        side: &'static str,
        /// The value, described.
        value: String,
    },
    /// A side's points are not a whole number of quarters.
    #[error("returned {side} = {value}, which is not a multiple of 1/4")]
    NotQuarters {
        /// `white` or `black`.
        side: &'static str,
        /// The value, described.
        value: String,
    },
    /// A side's points are below 0 or above 1.
    #[error("returned {side} = {value}, which is not between 0 and 1")]
    OutOfRange {
        /// `white` or `black`.
        side: &'static str,
        /// The value, described.
        value: String,
    },
}

/// Reads `{white = x, black = y}`: quarters from 0 to 1 that sum to 1.
fn points_from_value(v: &Value) -> Result<Points, PointsError> {
    let Value::Table(t) = v else {
        return Err(PointsError::NotATable(describe(v)));
    };
    let (mut white, mut black) = (None, None);
    for pair in t.pairs::<Value, Value>() {
        let (k, val) = pair?;
        match &k {
            Value::String(s) if s.to_string_lossy() == "white" => white = Some(quarters("white", &val)?),
            Value::String(s) if s.to_string_lossy() == "black" => black = Some(quarters("black", &val)?),
            _ => return Err(PointsError::BadKey(describe(&k))),
        }
    }
    let (Some(white), Some(black)) = (white, black) else {
        return Err(PointsError::MissingSide);
    };
    if white + black != 4 {
        return Err(PointsError::BadSum(u32::from(white) + u32::from(black)));
    }
    Ok(Points { white, black })
}

/// A number of points as quarters, 0..=4.
fn quarters(side: &'static str, v: &Value) -> Result<u8, PointsError> {
    let value = || describe(v);
    let Some(x) = number(v) else {
        return Err(PointsError::NotANumber { side, value: value() });
    };
    let q = x * 4.0;
    if !q.is_finite() || (q - q.round()).abs() > 1e-9 {
        return Err(PointsError::NotQuarters { side, value: value() });
    }
    if !(0.0..=4.0).contains(&q.round()) {
        return Err(PointsError::OutOfRange { side, value: value() });
    }
    Ok(q.round() as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(lua: &Lua, src: &str) -> Value {
        lua.load(src).eval().expect("test table")
    }

    #[test]
    fn reads_quarters_that_sum_to_one() {
        let lua = Lua::new();
        assert_eq!(
            points_from_value(&table(&lua, "{white = 0.75, black = 0.25}")).ok(),
            Some(Points { white: 3, black: 1 })
        );
        assert_eq!(points_from_value(&table(&lua, "{white = 0, black = 1}")).ok(), Some(Points { white: 0, black: 4 }));
        assert_eq!(points_from_value(&table(&lua, "{black = 1/2, white = 2/4}")).ok(), Some(Points::DRAW));
    }

    #[test]
    fn rejects_bad_points_with_a_reason() {
        let lua = Lua::new();
        let cases = [
            ("{white = 0.6, black = 0.4}", "not a multiple of 1/4"),
            ("{white = 1, black = 1}", "sum to 2"),
            ("{white = 1.25, black = -0.25}", "not between 0 and 1"),
            ("{white = 1}", "both white and black"),
            ("{white = 1, black = 0, draw = 0}", "only white and black"),
            ("{white = '1', black = 0}", "not a number"),
            ("{white = 0/0, black = 1}", "not a multiple"),
            ("42", "must return a table"),
        ];
        for (src, expected) in cases {
            let err = points_from_value(&table(&lua, src)).expect_err(src).to_string();
            assert!(err.contains(expected), "{src}: {err}");
        }
    }
}
