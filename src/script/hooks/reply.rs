//! What hooks hand back, as plain data: one hook's reply, and what all the hooks of an event
//! came to, with the hooks that failed and were switched off.

use std::fmt;

use crate::rules::{ByColor, Outcome};

use super::context::HookEvent;
use crate::script::error::ScriptError;

/// Most characters of a hook's message.
pub const MAX_MESSAGE_CHARS: usize = 100;

/// Most extra match points one hook may award a side, in quarter points (10 points).
pub const MAX_AWARD_QUARTERS: u32 = 40;

/// One hook's reply: all optional.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HookReply {
    /// `on_move` only: the game ends here, with the hook's reason.
    pub end: Option<Outcome>,
    /// `on_game_end` only: extra match points per side, in quarter points.
    pub award: ByColor<u32>,
    /// A short message for both players.
    pub message: Option<String>,
}

/// A hook that failed (an error, a limit, a bad reply) and was switched off.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HookFailure {
    /// The hook that failed.
    pub event: HookEvent,
    /// Why, located as `file:line: message`.
    pub error: ScriptError,
}

impl fmt::Display for HookFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({} is switched off; the game goes on without it)", self.error, self.event.function_name())
    }
}

/// What the hooks of one event came to, over every script that defines one.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HookRun {
    /// The first ending a hook gave (the later `on_move` hooks then do not run).
    pub end: Option<Outcome>,
    /// The extra match points of every `on_game_end` hook together, in quarter points.
    pub award: ByColor<u32>,
    /// The hooks' messages, in the order the hooks ran.
    pub messages: Vec<String>,
    /// The hooks that failed this time; they are switched off.
    pub failures: Vec<HookFailure>,
    /// How many hooks were called.
    pub calls: u32,
}

impl HookRun {
    /// Adds one hook's reply.
    pub(crate) fn add(&mut self, reply: HookReply) {
        if self.end.is_none() {
            self.end = reply.end;
        }
        self.award.white += reply.award.white;
        self.award.black += reply.award.black;
        self.messages.extend(reply.message);
    }

    /// The messages as one line, joined by ` · `, if there are any.
    pub fn message_line(&self) -> Option<String> {
        (!self.messages.is_empty()).then(|| self.messages.join(" · "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Color, EndReason, Points};

    #[test]
    fn the_first_ending_counts_and_awards_add_up() {
        let end = |c| Outcome { reason: EndReason::Resignation, points: Points::win(c) };
        let mut run = HookRun::default();
        run.add(HookReply { end: Some(end(Color::Black)), message: Some("one".into()), ..HookReply::default() });
        run.add(HookReply { end: Some(end(Color::White)), award: ByColor { white: 4, black: 1 }, message: None });
        run.add(HookReply {
            award: ByColor { white: 2, black: 0 },
            message: Some("two".into()),
            ..HookReply::default()
        });
        assert_eq!(run.end, Some(end(Color::Black)));
        assert_eq!(run.award, ByColor { white: 6, black: 1 });
        assert_eq!(run.message_line().as_deref(), Some("one · two"));
        assert_eq!(HookRun::default().message_line(), None);
    }
}
