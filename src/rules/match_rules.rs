//! Match rules: how long a match lasts and what each result is worth. Pure arithmetic over the
//! two players' scores in quarter points, so the app, the engine and the command line can share it.

use serde::{Deserialize, Serialize};

/// The most points (in quarters) a result may be worth, and the highest `first_to` target.
pub const MAX_MATCH_QUARTERS: u32 = 4 * 1000;

/// The most games a match may last.
pub const MAX_MATCH_GAMES: u32 = 1000;

/// How long a match lasts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MatchLength {
    /// No end: games follow each other until the players stop (the default).
    #[default]
    Open,
    /// This many games; the higher score then wins the match (equal scores tie it).
    Games(u32),
    /// The first player to reach this many quarter points wins.
    FirstTo(u32),
}

/// What each share of a game is worth in the match, in quarter points. A game's share is the
/// player's quarters of the game result (4 a win, 2 a draw, 0 a loss, 3 and 1 Gliński's
/// stalemate split or any ¾–¼ result).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ResultValues {
    /// A win (a share of 1).
    pub win: u32,
    /// A draw (½).
    pub draw: u32,
    /// A loss (0).
    pub loss: u32,
    /// The larger share of a ¾–¼ result (the stalemating side under Gliński's rule).
    pub stalemate_win: u32,
    /// The smaller share of a ¾–¼ result.
    pub stalemate_loss: u32,
}

impl Default for ResultValues {
    /// The usual values: 1, ½, 0, ¾ and ¼.
    fn default() -> ResultValues {
        ResultValues { win: 4, draw: 2, loss: 0, stalemate_win: 3, stalemate_loss: 1 }
    }
}

impl ResultValues {
    /// The match quarters a game share (`0..=4` quarters of the game result) is worth.
    pub const fn worth(&self, share: u8) -> u32 {
        match share {
            0 => self.loss,
            1 => self.stalemate_loss,
            2 => self.draw,
            3 => self.stalemate_win,
            _ => self.win,
        }
    }
}

/// A match's length and scoring.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MatchRules {
    /// How long the match lasts.
    pub length: MatchLength,
    /// What each result is worth.
    pub values: ResultValues,
}

impl MatchRules {
    /// Whether a match with these scores (quarters) after `games_finished` games is decided.
    pub fn is_over(&self, scores: [u32; 2], games_finished: u32) -> bool {
        match self.length {
            MatchLength::Open => false,
            MatchLength::Games(n) => games_finished >= n,
            MatchLength::FirstTo(target) => scores.iter().any(|&s| s >= target),
        }
    }

    /// The index (0 or 1) of the match winner once it is over; `None` while it goes on or when
    /// it ends tied.
    pub fn winner(&self, scores: [u32; 2], games_finished: u32) -> Option<usize> {
        if !self.is_over(scores, games_finished) {
            return None;
        }
        match scores[0].cmp(&scores[1]) {
            std::cmp::Ordering::Greater => Some(0),
            std::cmp::Ordering::Less => Some(1),
            std::cmp::Ordering::Equal => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usual_values_match_the_game_shares() {
        let v = ResultValues::default();
        for share in 0..=4u8 {
            assert_eq!(v.worth(share), u32::from(share));
        }
    }

    #[test]
    fn custom_values_score_each_share() {
        let v = ResultValues { win: 12, draw: 4, loss: 0, stalemate_win: 8, stalemate_loss: 2 };
        assert_eq!([0, 1, 2, 3, 4].map(|s| v.worth(s)), [0, 2, 4, 8, 12]);
    }

    #[test]
    fn open_matches_never_end() {
        let m = MatchRules::default();
        assert!(!m.is_over([400, 0], 100));
        assert_eq!(m.winner([400, 0], 100), None);
    }

    #[test]
    fn a_number_of_games_ends_after_the_last() {
        let m = MatchRules { length: MatchLength::Games(3), ..MatchRules::default() };
        assert!(!m.is_over([8, 0], 2));
        assert!(m.is_over([8, 4], 3));
        assert_eq!(m.winner([8, 4], 3), Some(0));
        assert_eq!(m.winner([6, 6], 3), None, "a tie");
    }

    #[test]
    fn first_to_ends_when_a_player_reaches_the_target() {
        let m = MatchRules { length: MatchLength::FirstTo(12), ..MatchRules::default() };
        assert!(!m.is_over([11, 10], 9));
        assert!(m.is_over([10, 12], 9));
        assert_eq!(m.winner([10, 12], 9), Some(1));
    }
}
