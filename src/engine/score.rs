//! Search scores: centipawns from the side to move's view, with mate scores near the ends.

use std::fmt;

/// The deepest ply the search reaches (extensions included).
pub const MAX_PLY: usize = 128;
/// Larger than any score.
pub const INFINITY: i32 = 32_000;
/// The score of mating on the spot; mate in `n` plies scores `MATE - n`.
pub const MATE: i32 = 31_000;
/// Scores at or beyond this (in absolute value) are mate scores.
pub const MATE_BOUND: i32 = MATE - MAX_PLY as i32;

/// The score for the side to move when it mates in `ply` plies.
#[inline]
pub(crate) const fn mate_in(ply: usize) -> i32 {
    MATE - ply as i32
}

/// The score for the side to move when it is mated in `ply` plies.
#[inline]
pub(crate) const fn mated_in(ply: usize) -> i32 {
    -MATE + ply as i32
}

/// Whether a score announces a forced mate for either side.
#[inline]
pub const fn is_mate_score(score: i32) -> bool {
    score >= MATE_BOUND || score <= -MATE_BOUND
}

/// A score as reported to players and protocols.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Score {
    /// Centipawns for the side to move (100 = one pawn).
    Cp(i32),
    /// Mate in this many moves: positive when the side to move mates, negative when it is mated.
    Mate(i32),
}

impl Score {
    /// The report form of an internal score.
    pub fn from_internal(score: i32) -> Score {
        if score >= MATE_BOUND {
            Score::Mate((MATE - score + 1) / 2)
        } else if score <= -MATE_BOUND {
            Score::Mate(-((MATE + score) / 2))
        } else {
            Score::Cp(score)
        }
    }
}

impl fmt::Display for Score {
    /// The protocol form: `cp 34` or `mate -2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Score::Cp(cp) => write!(f, "cp {cp}"),
            Score::Mate(n) => write!(f, "mate {n}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mate_scores_convert_to_moves() {
        assert_eq!(Score::from_internal(mate_in(1)), Score::Mate(1));
        assert_eq!(Score::from_internal(mate_in(3)), Score::Mate(2));
        assert_eq!(Score::from_internal(mated_in(0)), Score::Mate(0));
        assert_eq!(Score::from_internal(mated_in(2)), Score::Mate(-1));
        assert_eq!(Score::from_internal(-57), Score::Cp(-57));
        assert!(is_mate_score(mate_in(20)) && !is_mate_score(900));
        assert_eq!(Score::Mate(-2).to_string(), "mate -2");
        assert_eq!(Score::Cp(15).to_string(), "cp 15");
    }
}
