//! Reading what a hook returns into a [`HookReply`]: `nil`, or a table with only the keys its
//! event allows. Anything else is a message saying what is wrong (the hook is then switched off).
//!
//! ```lua
//! return { result = "black", reason = "the queen left the board" }   -- on_move: ends the game
//! return { award = { white = 1 }, message = "a pawn mated: +1" }     -- on_game_end
//! ```

use mlua::Value;

use crate::rules::{ByColor, Color, EndReason, Outcome, Points, ReasonText, ReasonTextError};
use crate::script::lua_values::{describe, quarter_points};

use super::context::HookEvent;
use super::reply::{HookReply, MAX_AWARD_QUARTERS, MAX_MESSAGE_CHARS};

/// The keys each hook may return.
const fn allowed_keys(event: HookEvent) -> &'static [&'static str] {
    match event {
        HookEvent::Move => &["result", "reason", "message"],
        HookEvent::GameEnd => &["award", "message"],
    }
}

/// Why a hook's return value is refused; the message completes "on_move …".
#[derive(Debug, thiserror::Error)]
pub(crate) enum ReplyError {
    /// Neither nil nor a table.
    #[error("must return nil or a table such as {{ message = \"…\" }}, not {0}")]
    NotATable(String),
    /// `on_game_end` returned a result.
    #[error("returned the key `result`; it may return {} (the game is already over)", .allowed.join(", "))]
    ResultAfterTheEnd {
        /// The keys the hook may return.
        allowed: &'static [&'static str],
    },
    /// The table could not be walked.
    #[error(transparent)]
    Lua(#[from] mlua::Error),
    /// An entry whose key is not a name.
    #[error("returned the entry [{key}]; it may return {}", .allowed.join(", "))]
    UnnamedEntry {
        /// The key, described.
        key: String,
        /// The keys the hook may return.
        allowed: &'static [&'static str],
    },
    /// A key the hook may not return.
    #[error("returned the key `{key}`; it may return {}", .allowed.join(", "))]
    UnknownKey {
        /// The key.
        key: String,
        /// The keys the hook may return.
        allowed: &'static [&'static str],
    },
    /// A result without a reason.
    #[error("returned a result without a reason, e.g. {{ result = \"black\", reason = \"the queen left the board\" }}")]
    ResultWithoutReason,
    /// A reason without a result.
    #[error("returned a reason without a result (\"white\", \"black\" or \"draw\")")]
    ReasonWithoutResult,
    /// A value that should be a text.
    #[error("returned {key} = {value}, which is not a text")]
    NotText {
        /// The key.
        key: &'static str,
        /// The value, described.
        value: String,
    },
    /// A result other than white, black or draw.
    #[error("returned result = {0}; it must be \"white\", \"black\" or \"draw\"")]
    BadResult(String),
    /// A reason that cannot be shown.
    #[error("returned reason = {value}: {source}")]
    BadReason {
        /// The value, described.
        value: String,
        /// Why.
        source: ReasonTextError,
    },
    /// A message that is empty, too long or more than one line.
    #[error("returned message = {0}; a message is one line of 1 to {MAX_MESSAGE_CHARS} characters")]
    BadMessage(String),
    /// An award that is not a table.
    #[error("returned award = {0}; it must be a table such as {{ white = 1 }}")]
    AwardNotATable(String),
    /// An award for something other than white or black.
    #[error("returned award[{0}]; an award has only white and black")]
    AwardSide(String),
    /// An award that is not a number of quarters in range.
    #[error("returned award {side} = {value}; extra points go from 0 to {} in steps of 0.25", MAX_AWARD_QUARTERS / 4)]
    AwardPoints {
        /// The side, described.
        side: String,
        /// The value, described.
        value: String,
    },
}

/// Reads a hook's return value.
pub(crate) fn reply_from_value(event: HookEvent, v: &Value) -> Result<HookReply, ReplyError> {
    let table = match v {
        Value::Nil => return Ok(HookReply::default()),
        Value::Table(t) => t,
        other => return Err(ReplyError::NotATable(describe(other))),
    };
    let allowed = allowed_keys(event);
    // Checked first, so the message does not depend on Lua's order of a table's keys.
    if event == HookEvent::GameEnd && table.contains_key("result").unwrap_or(false) {
        return Err(ReplyError::ResultAfterTheEnd { allowed });
    }
    let (mut result, mut reason, mut reply) = (None, None, HookReply::default());
    for pair in table.pairs::<Value, Value>() {
        let (k, val) = pair?;
        let name = match &k {
            Value::String(s) => s.to_string_lossy(),
            other => return Err(ReplyError::UnnamedEntry { key: describe(other), allowed }),
        };
        if !allowed.contains(&name.as_str()) {
            return Err(ReplyError::UnknownKey { key: name, allowed });
        }
        match name.as_str() {
            "result" => result = Some(result_points(&val)?),
            "reason" => reason = Some(reason_text(&val)?),
            "message" => reply.message = Some(message(&val)?),
            _ => reply.award = award(&val)?,
        }
    }
    reply.end = match (result, reason) {
        (Some(points), Some(reason)) => Some(Outcome { reason: EndReason::HouseRule(reason), points }),
        (None, None) => None,
        (Some(_), None) => return Err(ReplyError::ResultWithoutReason),
        (None, Some(_)) => return Err(ReplyError::ReasonWithoutResult),
    };
    Ok(reply)
}

fn text(v: &Value, key: &'static str) -> Result<String, ReplyError> {
    match v {
        Value::String(s) => Ok(s.to_string_lossy()),
        other => Err(ReplyError::NotText { key, value: describe(other) }),
    }
}

/// `"white"`, `"black"` or `"draw"` as the game's points.
fn result_points(v: &Value) -> Result<Points, ReplyError> {
    match text(v, "result")?.as_str() {
        "white" => Ok(Points::win(Color::White)),
        "black" => Ok(Points::win(Color::Black)),
        "draw" => Ok(Points::DRAW),
        _ => Err(ReplyError::BadResult(describe(v))),
    }
}

fn reason_text(v: &Value) -> Result<ReasonText, ReplyError> {
    ReasonText::new(&text(v, "reason")?).map_err(|source| ReplyError::BadReason { value: describe(v), source })
}

/// One line of at most [`MAX_MESSAGE_CHARS`] characters.
fn message(v: &Value) -> Result<String, ReplyError> {
    let m = text(v, "message")?.trim().to_string();
    let count = m.chars().count();
    if m.is_empty() || count > MAX_MESSAGE_CHARS || m.chars().any(char::is_control) {
        return Err(ReplyError::BadMessage(describe(v)));
    }
    Ok(m)
}

/// `{ white = x, black = y }` (either may be left out): extra points in steps of ¼.
fn award(v: &Value) -> Result<ByColor<u32>, ReplyError> {
    let Value::Table(t) = v else {
        return Err(ReplyError::AwardNotATable(describe(v)));
    };
    let mut award = ByColor::default();
    for pair in t.pairs::<Value, Value>() {
        let (k, val) = pair?;
        let side = match &k {
            Value::String(s) if s.to_string_lossy() == "white" => &mut award.white,
            Value::String(s) if s.to_string_lossy() == "black" => &mut award.black,
            other => return Err(ReplyError::AwardSide(describe(other))),
        };
        *side = quarter_points(&val, MAX_AWARD_QUARTERS)
            .ok_or_else(|| ReplyError::AwardPoints { side: describe(&k), value: describe(&val) })?;
    }
    Ok(award)
}

#[cfg(test)]
mod tests {
    use super::*;
    use mlua::Lua;

    fn read(event: HookEvent, src: &str) -> Result<HookReply, ReplyError> {
        let lua = Lua::new();
        reply_from_value(event, &lua.load(src).eval::<Value>().expect("test value"))
    }

    #[test]
    fn reads_an_ending_an_award_and_a_message() {
        let r = read(HookEvent::Move, "{ result = 'black', reason = 'the queen left the board', message = 'gone' }")
            .unwrap();
        let end = r.end.expect("an ending");
        assert_eq!(end.points, Points::win(Color::Black));
        assert_eq!(end.reason, EndReason::HouseRule(ReasonText::new("the queen left the board").unwrap()));
        assert_eq!(r.message.as_deref(), Some("gone"));
        let r = read(HookEvent::GameEnd, "{ award = { white = 1, black = 0.25 } }").unwrap();
        assert_eq!((r.award, r.end), (ByColor { white: 4, black: 1 }, None));
        assert_eq!(read(HookEvent::Move, "nil").ok(), Some(HookReply::default()));
        assert_eq!(
            read(HookEvent::Move, "{ result = 'draw', reason = 'x' }").unwrap().end.unwrap().points,
            Points::DRAW
        );
    }

    #[test]
    fn garbage_is_refused_with_a_reason() {
        let cases = [
            (HookEvent::Move, "42", "must return nil or a table"),
            (HookEvent::Move, "{ result = 'blue', reason = 'x' }", "must be \"white\", \"black\" or \"draw\""),
            (HookEvent::Move, "{ result = 'white' }", "without a reason"),
            (HookEvent::Move, "{ reason = 'why' }", "without a result"),
            (HookEvent::Move, "{ result = 'white', reason = '' }", "the reason is empty"),
            (HookEvent::Move, "{ result = 'white', reason = string.rep('x', 80) }", "at most 64"),
            (HookEvent::Move, "{ award = { white = 1 } }", "returned the key `award`"),
            (HookEvent::Move, "{ 'hello' }", "returned the entry [1]"),
            (HookEvent::Move, "{ message = string.rep('x', 101) }", "1 to 100 characters"),
            (HookEvent::Move, "{ message = 'a\\nb' }", "one line"),
            (HookEvent::Move, "{ message = 7 }", "not a text"),
            (HookEvent::GameEnd, "{ result = 'white', reason = 'x' }", "already over"),
            (HookEvent::GameEnd, "{ award = 1 }", "must be a table"),
            (HookEvent::GameEnd, "{ award = { white = 0.3 } }", "steps of 0.25"),
            (HookEvent::GameEnd, "{ award = { white = 11 } }", "from 0 to 10"),
            (HookEvent::GameEnd, "{ award = { red = 1 } }", "only white and black"),
        ];
        for (event, src, expected) in cases {
            let err = read(event, src).expect_err(src).to_string();
            assert!(err.contains(expected), "{src}: {err}");
        }
    }
}
