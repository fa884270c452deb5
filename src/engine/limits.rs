//! When a search stops: depth, nodes, a fixed time per move, or a share of a chess clock.

use std::time::Duration;

use crate::rules::Color;

/// Clock times for a `go wtime … btime …` search.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Clock {
    /// Time left for White and Black.
    pub time: [Duration; 2],
    /// Increment per move for White and Black.
    pub increment: [Duration; 2],
    /// Moves until the next time control, if the clock has one.
    pub moves_to_go: Option<u32>,
}

/// Limits of one search; any limit reached stops it. With none set, it runs until stopped.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct SearchLimits {
    /// Deepest iteration, in plies.
    pub depth: Option<u32>,
    /// Most nodes to visit.
    pub nodes: Option<u64>,
    /// Fixed thinking time.
    pub movetime: Option<Duration>,
    /// A chess clock to budget time from.
    pub clock: Option<Clock>,
}

/// Time reserved for answering after the search stops (printing, thread hand-over).
const MOVE_OVERHEAD: Duration = Duration::from_millis(5);

impl SearchLimits {
    /// Only a depth limit.
    pub fn depth(depth: u32) -> SearchLimits {
        SearchLimits { depth: Some(depth), ..SearchLimits::default() }
    }

    /// Only a time limit.
    pub fn movetime(time: Duration) -> SearchLimits {
        SearchLimits { movetime: Some(time), ..SearchLimits::default() }
    }

    /// Only a node limit.
    pub fn nodes(nodes: u64) -> SearchLimits {
        SearchLimits { nodes: Some(nodes), ..SearchLimits::default() }
    }

    /// The soft and hard time limits for `side`: no new iteration starts after the soft one,
    /// and the search stops at the hard one.
    pub(crate) fn time_budget(&self, side: Color) -> (Option<Duration>, Option<Duration>) {
        let mut soft: Option<Duration> = None;
        let mut hard: Option<Duration> = None;
        if let Some(t) = self.movetime {
            hard = Some(t.saturating_sub(MOVE_OVERHEAD));
        }
        if let Some(clock) = self.clock {
            let left = clock.time[side.index()];
            let inc = clock.increment[side.index()];
            let moves = clock.moves_to_go.unwrap_or(30).clamp(1, 60);
            let target = left / (moves + 2) + inc * 3 / 4;
            let cap = left.saturating_sub(Duration::from_millis(50)).mul_f64(0.4).max(Duration::from_millis(1));
            let h = (target * 3).min(cap).saturating_sub(MOVE_OVERHEAD);
            hard = Some(hard.map_or(h, |x| x.min(h)));
            soft = Some(target.min(h) / 2);
        }
        (soft, hard)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_budget_is_a_small_share_and_never_the_whole_clock() {
        let clock = Clock {
            time: [Duration::from_secs(60), Duration::from_secs(1)],
            increment: [Duration::ZERO; 2],
            moves_to_go: None,
        };
        let limits = SearchLimits { clock: Some(clock), ..SearchLimits::default() };
        let (soft, hard) = limits.time_budget(Color::White);
        let (soft, hard) = (soft.unwrap(), hard.unwrap());
        assert!(soft < hard && hard < Duration::from_secs(8), "{soft:?} {hard:?}");
        let (_, hard_black) = limits.time_budget(Color::Black);
        assert!(hard_black.unwrap() < Duration::from_millis(400));
        let fixed = SearchLimits::movetime(Duration::from_millis(100)).time_budget(Color::White);
        assert_eq!(fixed, (None, Some(Duration::from_millis(95))));
    }
}
