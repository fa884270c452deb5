//! Engine-against-engine games and matches under given rules, with seeded random openings.

use std::fmt;
use std::sync::atomic::AtomicBool;

use crate::rules::{Color, EndReason, Game, GameStatus, Move, Points, Position, RuleSettings, quarters_text};

use super::config::{SearchConfig, StalemateScorer};
use super::level::Level;
use super::rng::Rng;
use super::search::{SearchRequest, Searcher};

/// A match between two levels.
#[derive(Clone)]
pub struct MatchConfig {
    /// Where every game starts (and so the variant).
    pub start: Position,
    /// The rules in force.
    pub rules: RuleSettings,
    /// A custom stalemate scorer (from house rules), used both to score games and by the engines.
    pub stalemate_scorer: Option<StalemateScorer>,
    /// Number of games; colours alternate, and each pair of games shares its random opening.
    pub games: u32,
    /// The first player's level (White in even-numbered games, counting from 0).
    pub first: Level,
    /// The second player's level.
    pub second: Level,
    /// Seed of the openings and the levels' noise.
    pub seed: u64,
    /// Random plies played before the engines take over.
    pub opening_plies: u32,
    /// A game still running after this many plies is scored a draw.
    pub max_plies: u32,
    /// The rules the second player's engine searches under when they differ from `rules`, e.g.
    /// `rules` without its win conditions for a side that ignores them (`None`: `rules`).
    pub second_engine_rules: Option<RuleSettings>,
}

impl fmt::Debug for MatchConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("MatchConfig")
            .field("variant", &self.start.variant().name())
            .field("rules", &self.rules)
            .field("games", &self.games)
            .field("first", &self.first.name)
            .field("second", &self.second.name)
            .field("seed", &self.seed)
            .finish_non_exhaustive()
    }
}

/// Why a self-play game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GameEnd {
    /// By the rules: mate, stalemate, repetition, the fifty-move rule, bare kings.
    Rules(EndReason),
    /// Stopped at the match's ply limit and scored a draw.
    PlyLimit,
}

impl fmt::Display for GameEnd {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameEnd::Rules(r) => f.write_str(r.describe()),
            GameEnd::PlyLimit => f.write_str("ply limit"),
        }
    }
}

/// One finished self-play game.
#[derive(Clone, Debug)]
pub struct GameRecord {
    /// Whether the match's first player had White.
    pub first_is_white: bool,
    /// Every move, the random opening included.
    pub moves: Vec<Move>,
    /// The points of White and Black.
    pub points: Points,
    /// Why it ended.
    pub end: GameEnd,
}

impl GameRecord {
    /// The quarter points the match's first player scored.
    pub fn first_quarters(&self) -> u8 {
        self.points.of(if self.first_is_white { Color::White } else { Color::Black })
    }
}

/// A running match score from the first player's view.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct MatchScore {
    /// Full points won.
    pub wins: u32,
    /// ¾ results (stalemates delivered under Gliński scoring).
    pub three_quarters: u32,
    /// ½ results.
    pub draws: u32,
    /// ¼ results (stalemated under Gliński scoring).
    pub quarters: u32,
    /// Games lost.
    pub losses: u32,
    /// The first player's points, in quarters.
    pub first_points: u32,
    /// The second player's points, in quarters.
    pub second_points: u32,
}

impl MatchScore {
    /// Adds a game.
    pub fn add(&mut self, game: &GameRecord) {
        let q = game.first_quarters();
        match q {
            4 => self.wins += 1,
            3 => self.three_quarters += 1,
            2 => self.draws += 1,
            1 => self.quarters += 1,
            _ => self.losses += 1,
        }
        self.first_points += q as u32;
        self.second_points += 4 - q.min(4) as u32;
    }

    /// Games counted.
    pub fn games(&self) -> u32 {
        self.wins + self.three_quarters + self.draws + self.quarters + self.losses
    }
}

impl fmt::Display for MatchScore {
    /// `+W ¾T =D ¼Q -L, points A - B`, points written with quarter fractions.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "+{} 3/4:{} ={} 1/4:{} -{}, points {} - {}",
            self.wins,
            self.three_quarters,
            self.draws,
            self.quarters,
            self.losses,
            quarters_text(self.first_points),
            quarters_text(self.second_points)
        )
    }
}

/// Plays game number `index` of the match (even: first player White).
pub fn play_game(cfg: &MatchConfig, index: u32) -> GameRecord {
    let first_is_white = index.is_multiple_of(2);
    let (white, black) = if first_is_white { (cfg.first, cfg.second) } else { (cfg.second, cfg.first) };
    let mut searchers = [Searcher::new(8), Searcher::new(8)];
    let stop = AtomicBool::new(false);
    let mut game = Game::new(cfg.start);
    let mut rng = Rng::new(cfg.seed ^ u64::from(index / 2).wrapping_mul(0x9E37_79B9));
    loop {
        let status = game.status(&cfg.rules);
        if status.is_over() {
            return record(cfg, first_is_white, &game, status);
        }
        let ply = game.moves().len() as u32;
        if ply >= cfg.max_plies {
            return GameRecord {
                first_is_white,
                moves: game.moves().to_vec(),
                points: Points::DRAW,
                end: GameEnd::PlyLimit,
            };
        }
        let pos = *game.position();
        let mv = if ply < cfg.opening_plies {
            let legal = pos.legal_moves();
            legal[rng.below(legal.len() as u64) as usize]
        } else {
            let side = pos.turn();
            let level = if side == Color::White { white } else { black };
            let is_first = (side == Color::White) == first_is_white;
            let rules = if is_first { cfg.rules } else { cfg.second_engine_rules.unwrap_or(cfg.rules) };
            let config = SearchConfig {
                stalemate_scorer: cfg.stalemate_scorer.clone(),
                ..level.config(rules, cfg.seed ^ u64::from(index) << 20 ^ u64::from(ply))
            };
            let request = SearchRequest::from_game(&game, level.limits(), config);
            let result = searchers[side.index()].search(&request, &stop, |_| {});
            match result.best {
                Some(mv) => mv,
                None => return record(cfg, first_is_white, &game, status),
            }
        };
        if game.play(mv).is_err() {
            return record(cfg, first_is_white, &game, status);
        }
    }
}

fn record(cfg: &MatchConfig, first_is_white: bool, game: &Game, status: GameStatus) -> GameRecord {
    let moves = game.moves().to_vec();
    let (points, end) = match status {
        GameStatus::Stalemate { .. } => {
            let config =
                SearchConfig { stalemate_scorer: cfg.stalemate_scorer.clone(), ..SearchConfig::new(cfg.rules) };
            (config.stalemate_points(game.position()), GameEnd::Rules(EndReason::Stalemate))
        }
        other => match other.outcome(&cfg.rules) {
            Some(o) => (o.points, GameEnd::Rules(o.reason)),
            None => (Points::DRAW, GameEnd::PlyLimit),
        },
    };
    GameRecord { first_is_white, moves, points, end }
}

/// Plays the whole match, calling `on_game` after each game with its number, record and the score so far.
pub fn play_match(cfg: &MatchConfig, mut on_game: impl FnMut(u32, &GameRecord, &MatchScore)) -> MatchScore {
    let mut score = MatchScore::default();
    for i in 0..cfg.games {
        let game = play_game(cfg, i);
        score.add(&game);
        on_game(i, &game, &score);
    }
    score
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn match_score_counts_quarters() {
        let mut s = MatchScore::default();
        let g = |first_is_white, points| GameRecord { first_is_white, moves: vec![], points, end: GameEnd::PlyLimit };
        s.add(&g(true, Points::three_quarters(Color::White)));
        s.add(&g(false, Points::three_quarters(Color::White)));
        s.add(&g(false, Points::win(Color::Black)));
        s.add(&g(true, Points::DRAW));
        assert_eq!((s.wins, s.three_quarters, s.draws, s.quarters, s.losses), (1, 1, 1, 1, 0));
        assert_eq!((s.first_points, s.second_points), (3 + 1 + 4 + 2, 1 + 3 + 2));
        assert_eq!(s.games(), 4);
        assert_eq!(s.to_string(), "+1 3/4:1 =1 1/4:1 -0, points 2 1/2 - 1 1/2");
    }
}
