//! An evaluation from White's side, its win chances, and its `[%eval …]` text.

use std::fmt;

use crate::engine::{Score, THREE_QUARTERS_CP};
use crate::rules::{Color, Points};

/// The slope of lichess's win-chance curve, per centipawn.
pub const WIN_CHANCE_SLOPE: f64 = 0.003_682_08;

/// Centipawns beyond which a loss counts as this much, for the average loss (as lichess caps it).
pub const CP_CAP: i32 = 1000;

/// An evaluation from White's side.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Eval {
    /// Centipawns for White (negative: Black is better).
    Cp(i32),
    /// A forced mate: `winner` mates in `moves` moves (0: the side to move is mated now).
    Mate {
        /// The side that mates.
        winner: Color,
        /// Moves until mate.
        moves: u32,
    },
}

impl Eval {
    /// The evaluation of an engine score given for `side` (the side to move).
    pub fn from_score(score: Score, side: Color) -> Eval {
        match score {
            Score::Cp(cp) => Eval::Cp(if side == Color::White { cp } else { -cp }),
            Score::Mate(n) => {
                let winner = if n > 0 { side } else { side.other() };
                Eval::Mate { winner, moves: n.unsigned_abs() }
            }
        }
    }

    /// The evaluation of a finished game's result: a win is a mate now, a draw 0, and ¾–¼ the
    /// centipawns the engine gives a sure ¾ ([`THREE_QUARTERS_CP`]), so that the analysis scores
    /// Gliński's stalemate as the search does.
    pub fn from_points(points: Points) -> Eval {
        match (points.white, points.black) {
            (4, _) => Eval::Mate { winner: Color::White, moves: 0 },
            (_, 4) => Eval::Mate { winner: Color::Black, moves: 0 },
            (w, b) => Eval::Cp((i32::from(w) - i32::from(b)) / 2 * THREE_QUARTERS_CP),
        }
    }

    /// White's win chances in −1..=1: `2 / (1 + exp(−0.00368208 · cp)) − 1`, a mate ±1.
    pub fn win_chances(self) -> f64 {
        match self {
            Eval::Cp(cp) => 2.0 / (1.0 + (-WIN_CHANCE_SLOPE * f64::from(cp)).exp()) - 1.0,
            Eval::Mate { winner: Color::White, .. } => 1.0,
            Eval::Mate { winner: Color::Black, .. } => -1.0,
        }
    }

    /// The win chances of `side`.
    pub fn win_chances_for(self, side: Color) -> f64 {
        if side == Color::White { self.win_chances() } else { -self.win_chances() }
    }

    /// Centipawns for `side`, a mate counted as [`CP_CAP`], capped at ±[`CP_CAP`].
    pub fn capped_cp_for(self, side: Color) -> i32 {
        let white = match self {
            Eval::Cp(cp) => cp.clamp(-CP_CAP, CP_CAP),
            Eval::Mate { winner: Color::White, .. } => CP_CAP,
            Eval::Mate { winner: Color::Black, .. } => -CP_CAP,
        };
        if side == Color::White { white } else { -white }
    }

    /// The comment body lichess writes: `[%eval 0.35]`, `[%eval #3]`, `[%eval #-2]`.
    pub fn comment(self) -> String {
        format!("[%eval {self}]")
    }

    /// Reads the value of an `[%eval …]` inside a comment, if it holds one.
    pub fn in_comment(comment: &str) -> Option<Eval> {
        let start = comment.find("[%eval")? + "[%eval".len();
        let rest = comment.get(start..)?;
        let body = rest.get(..rest.find(']')?)?.trim();
        // A tool may add `,depth` after the value.
        let value = body.split(',').next()?.trim();
        Eval::parse(value)
    }

    /// Reads `0.35`, `-1.2`, `#3` or `#-2`.
    pub fn parse(text: &str) -> Option<Eval> {
        if let Some(mate) = text.strip_prefix('#') {
            let n: i32 = mate.parse().ok()?;
            let winner = if n < 0 || mate.starts_with('-') { Color::Black } else { Color::White };
            return Some(Eval::Mate { winner, moves: n.unsigned_abs() });
        }
        let pawns: f64 = text.parse().ok()?;
        (pawns.is_finite() && pawns.abs() < 1e6).then(|| Eval::Cp((pawns * 100.0).round() as i32))
    }
}

impl fmt::Display for Eval {
    /// Pawns with two decimals (`0.35`, `-1.20`), or `#3` / `#-2` for a mate.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Eval::Cp(cp) => {
                let sign = if cp < 0 { "-" } else { "" };
                write!(f, "{sign}{}.{:02}", cp.unsigned_abs() / 100, cp.unsigned_abs() % 100)
            }
            Eval::Mate { winner: Color::White, moves } => write!(f, "#{moves}"),
            Eval::Mate { winner: Color::Black, moves } => write!(f, "#-{moves}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn win_chances_follow_the_logistic_curve() {
        assert_eq!(Eval::Cp(0).win_chances(), 0.0);
        let wc = Eval::Cp(300).win_chances();
        let expected = 2.0 / (1.0 + (-0.00368208f64 * 300.0).exp()) - 1.0;
        assert!((wc - expected).abs() < 1e-12);
        assert!((Eval::Cp(-300).win_chances() + wc).abs() < 1e-12);
        assert_eq!(Eval::Mate { winner: Color::Black, moves: 3 }.win_chances(), -1.0);
        assert!((Eval::Cp(200).win_chances_for(Color::Black) + Eval::Cp(200).win_chances()).abs() < 1e-12);
    }

    #[test]
    fn scores_turn_to_whites_side() {
        assert_eq!(Eval::from_score(Score::Cp(40), Color::Black), Eval::Cp(-40));
        assert_eq!(Eval::from_score(Score::Mate(2), Color::Black), Eval::Mate { winner: Color::Black, moves: 2 });
        assert_eq!(Eval::from_score(Score::Mate(-1), Color::Black), Eval::Mate { winner: Color::White, moves: 1 });
        assert_eq!(Eval::from_points(Points::three_quarters(Color::Black)), Eval::Cp(-THREE_QUARTERS_CP));
        assert_eq!(Eval::from_points(Points::DRAW), Eval::Cp(0));
        assert_eq!(Eval::from_points(Points::win(Color::White)), Eval::Mate { winner: Color::White, moves: 0 });
    }

    #[test]
    fn comments_round_trip() {
        for e in [Eval::Cp(35), Eval::Cp(-120), Eval::Cp(-5), Eval::Mate { winner: Color::White, moves: 3 }] {
            assert_eq!(Eval::in_comment(&format!("x {} y", e.comment())), Some(e), "{e}");
        }
        assert_eq!(Eval::Cp(-5).to_string(), "-0.05");
        assert_eq!(Eval::Mate { winner: Color::Black, moves: 2 }.comment(), "[%eval #-2]");
        assert_eq!(Eval::in_comment("[%eval 0.2,18]"), Some(Eval::Cp(20)));
        assert_eq!(Eval::in_comment("[%eval x]"), None);
        assert_eq!(Eval::in_comment("[%eval 1e300]"), None);
        assert_eq!(Eval::in_comment("[%clk 0:01:00]"), None);
    }

    #[test]
    fn capped_centipawns() {
        assert_eq!(Eval::Cp(5000).capped_cp_for(Color::White), CP_CAP);
        assert_eq!(Eval::Mate { winner: Color::White, moves: 1 }.capped_cp_for(Color::Black), -CP_CAP);
        assert_eq!(Eval::Cp(-70).capped_cp_for(Color::Black), 70);
    }
}
