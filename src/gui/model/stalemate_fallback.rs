//! A house rule's stalemate function that failed, so the built-in rule scored the stalemate.

use crate::rules::StalemateRule;
use crate::script::{ScriptError, ScriptErrorKind};

/// A stalemate function's failure, and the built-in rule that scored the stalemate instead.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{error}; stalemate scored {}", scored_by(*rule, error.kind))]
pub struct StalemateFallback {
    /// Why the function failed (`file:line: message`).
    pub error: ScriptError,
    /// The rule that scored instead.
    pub rule: StalemateRule,
}

/// `¾–¼ by the built-in rule`, or `… instead` when the function ran out of time or memory.
fn scored_by(rule: StalemateRule, kind: ScriptErrorKind) -> String {
    let points = match rule {
        StalemateRule::Glinski => "¾–¼",
        StalemateRule::Draw => "½–½",
    };
    match kind {
        ScriptErrorKind::Budget | ScriptErrorKind::Memory => format!("{points} instead"),
        _ => format!("{points} by the built-in rule"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_note_names_the_error_and_the_points_given() {
        let error = ScriptError::new("s.lua", ScriptErrorKind::Runtime, "boom");
        let note = StalemateFallback { error, rule: StalemateRule::Glinski };
        assert_eq!(note.to_string(), "s.lua: boom; stalemate scored ¾–¼ by the built-in rule");
        let error = ScriptError::new("s.lua", ScriptErrorKind::Budget, "script ran too long");
        let note = StalemateFallback { error, rule: StalemateRule::Draw };
        assert_eq!(note.to_string(), "s.lua: script ran too long; stalemate scored ½–½ instead");
    }
}
