//! The search driver: iterative deepening with aspiration windows over the root moves, time
//! control, progress reports, and the level's noise in the final choice.

use std::sync::atomic::AtomicBool;
use std::time::Instant;

use crate::rules::{CheckCount, Game, Move, Position, Variant};

use super::config::SearchConfig;
use super::limits::SearchLimits;
use super::ordering::{Heuristics, score_moves};
use super::report::{ScoredLine, SearchInfo, SearchResult};
use super::rng::Rng;
use super::score::{INFINITY, MATE, MAX_PLY, Score, is_mate_score, mated_in};
use super::tables::tables_for;
use super::tt::{PackedMove, TranspositionTable};
use super::win_terms::WinState;
use super::worker::Worker;

/// Default transposition table size in MiB.
pub const DEFAULT_HASH_MB: usize = 16;

/// What to search: a position with the game's earlier positions (for repetitions), the limits
/// and the rules and strength.
#[derive(Clone, Debug)]
pub struct SearchRequest {
    /// The position to move from.
    pub position: Position,
    /// Hashes ([`Position::hash`]) of the game's earlier positions, oldest first, without `position`.
    pub history: Vec<u64>,
    /// When to stop.
    pub limits: SearchLimits,
    /// Rules in force and strength.
    pub config: SearchConfig,
    /// Checks each side has given in the game so far (for the n-check rule).
    pub checks: CheckCount,
    /// How many best moves to score exactly (MultiPV); 1 for a normal search.
    pub multipv: usize,
}

impl SearchRequest {
    /// A search of a position with no earlier history.
    pub fn new(position: Position, limits: SearchLimits, config: SearchConfig) -> SearchRequest {
        SearchRequest { position, history: Vec::new(), limits, config, checks: CheckCount::default(), multipv: 1 }
    }

    /// A search of a game's current position, aware of its earlier positions.
    pub fn from_game(game: &Game, limits: SearchLimits, config: SearchConfig) -> SearchRequest {
        let n = game.moves().len();
        let history = (0..n).filter_map(|i| game.position_at(i)).map(Position::hash).collect();
        SearchRequest { position: *game.position(), history, limits, config, checks: game.checks_given(), multipv: 1 }
    }

    /// The same request, scoring the best `lines` moves exactly (at least one).
    pub fn with_multipv(mut self, lines: usize) -> SearchRequest {
        self.multipv = lines.max(1);
        self
    }
}

/// A root move with its latest score and line.
#[derive(Clone, Debug)]
struct RootMove {
    mv: Move,
    score: i32,
    pv: Vec<Move>,
}

/// A reusable search engine: the transposition table and move-ordering memory of one game.
///
/// Searches run on the calling thread; see [`crate::engine::Thinker`] for a background search.
pub struct Searcher {
    tt: TranspositionTable,
    heur: Heuristics,
    variant: Option<&'static Variant>,
}

impl Default for Searcher {
    fn default() -> Self {
        Searcher::new(DEFAULT_HASH_MB)
    }
}

impl std::fmt::Debug for Searcher {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Searcher").field("variant", &self.variant.map(|v| v.name())).finish_non_exhaustive()
    }
}

impl Searcher {
    /// A searcher with a transposition table of about `hash_mb` MiB.
    pub fn new(hash_mb: usize) -> Searcher {
        Searcher { tt: TranspositionTable::new(hash_mb), heur: Heuristics::new(), variant: None }
    }

    /// Forgets what earlier searches learnt (call between games).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.heur.clear();
    }

    /// Searches until a limit is reached or `stop` becomes true, calling `on_info` after each
    /// completed iteration. Always returns a legal move when there is one.
    pub fn search(
        &mut self,
        request: &SearchRequest,
        stop: &AtomicBool,
        mut on_info: impl FnMut(&SearchInfo),
    ) -> SearchResult {
        let start = Instant::now();
        let pos = request.position;
        let cfg = &request.config;
        if !self.variant.is_some_and(|v| std::ptr::eq(v, pos.variant())) {
            self.clear();
            self.variant = Some(pos.variant());
        }
        self.tt.new_search();
        self.heur.age();
        let legal = pos.legal_moves();
        if legal.is_empty() {
            let score = if pos.is_check() { mated_in(0) } else { cfg.stalemate_score(&pos, 0) };
            return SearchResult {
                best: None,
                score: Score::from_internal(score),
                pv: Vec::new(),
                lines: Vec::new(),
                depth: 0,
                seldepth: 0,
                nodes: 0,
                time: start.elapsed(),
            };
        }
        let t = tables_for(pos.variant());
        let (soft, hard) = request.limits.time_budget(pos.turn());
        let mut w = Worker::new(
            &mut self.tt,
            &mut self.heur,
            cfg,
            t,
            stop,
            hard.map(|d| start + d),
            request.limits.nodes,
            &request.history,
            WinState::new(cfg.rules.win, request.checks, pos.variant()),
        );
        let mut scores = Vec::new();
        let hash_move = w.tt.probe(w.win.key(&pos), 0).map_or(PackedMove::NONE, |e| e.mv);
        score_moves(&pos, t, w.heur, &legal, &mut scores, hash_move, 0);
        let mut order: Vec<(i32, Move)> = scores.iter().copied().zip(legal.iter().copied()).collect();
        order.sort_by_key(|(s, _)| -s);
        let mut root: Vec<RootMove> =
            order.into_iter().map(|(_, mv)| RootMove { mv, score: -INFINITY, pv: vec![mv] }).collect();

        let lines = request.multipv.clamp(1, root.len());
        let max_depth = request.limits.depth.unwrap_or(MAX_PLY as u32 - 8).clamp(1, MAX_PLY as u32 - 8);
        let mut completed: Option<(u32, Vec<RootMove>)> = None;
        let mut last_score = 0;
        for depth in 1..=max_depth {
            let mut delta = 40;
            let (mut alpha, mut beta) = if depth >= 4 && cfg.noise == 0 && lines == 1 && !is_mate_score(last_score) {
                (last_score - delta, last_score + delta)
            } else {
                (-INFINITY, INFINITY)
            };
            let mut improved: Option<usize> = None;
            let score = loop {
                let (s, best_index) = root_search(&mut w, &pos, &mut root, depth as i32, (alpha, beta), lines);
                improved = best_index.or(improved);
                if w.aborted {
                    break s;
                }
                if s <= alpha {
                    beta = (alpha + beta) / 2;
                    alpha = (s - delta).max(-INFINITY);
                } else if s >= beta {
                    beta = (s + delta).min(INFINITY);
                } else {
                    break s;
                }
                delta *= 3;
                if delta > 1_000 {
                    (alpha, beta) = (-INFINITY, INFINITY);
                }
            };
            if w.aborted {
                // A move that beat the previous best during the unfinished iteration is better.
                if cfg.noise == 0
                    && let Some(i) = improved.filter(|&i| i > 0)
                {
                    let rm = root.remove(i);
                    root.insert(0, rm);
                    let done = completed.get_or_insert_with(|| (0, root.clone()));
                    done.1 = root.clone();
                }
                break;
            }
            root.sort_by_key(|rm| -rm.score);
            last_score = score;
            completed = Some((depth, root.clone()));
            on_info(&SearchInfo {
                depth,
                seldepth: w.seldepth as u32,
                score: Score::from_internal(root[0].score),
                nodes: w.nodes,
                time: start.elapsed(),
                pv: root[0].pv.clone(),
                lines: scored_lines(&root, lines),
            });
            let elapsed = start.elapsed();
            if soft.is_some_and(|s| elapsed >= s) || hard.is_some_and(|h| elapsed >= h) {
                break;
            }
            if request.limits.clock.is_some() && root.len() == 1 {
                break;
            }
            if cfg.noise == 0
                && request.limits.depth.is_none()
                && is_mate_score(score)
                && depth as i32 > MATE - score.abs() + 1
            {
                break;
            }
        }
        let (depth, final_root) = completed.unwrap_or((0, root));
        let scored = scored_lines(&final_root, lines);
        let chosen = choose(&final_root, cfg, pos.hash());
        let rm = &final_root[chosen];
        let score = if rm.score == -INFINITY { 0 } else { rm.score };
        SearchResult {
            best: Some(rm.mv),
            score: Score::from_internal(score),
            pv: rm.pv.clone(),
            lines: scored,
            depth,
            seldepth: w.seldepth as u32,
            nodes: w.nodes,
            time: start.elapsed(),
        }
    }
}

/// Searches every root move in the window `(alpha, beta)`; returns the best score and the index
/// of a move that raised alpha. With `lines` above 1 (MultiPV) the window stays open and every
/// move that could enter the best `lines` is scored exactly.
fn root_search(
    w: &mut Worker,
    pos: &Position,
    root: &mut [RootMove],
    depth: i32,
    (mut alpha, beta): (i32, i32),
    lines: usize,
) -> (i32, Option<usize>) {
    w.nodes += 1;
    let key = pos.hash();
    let noise = w.cfg.noise;
    let mut best = -INFINITY;
    let mut raised = None;
    // The best `lines` scores of this iteration so far, highest first.
    let mut top: Vec<i32> = Vec::with_capacity(lines);
    for (i, rm) in root.iter_mut().enumerate() {
        let mv = rm.mv;
        let mut child = *pos;
        child.play_unchecked(mv);
        let gives_check = child.is_check();
        let counted = w.win.play(pos.turn(), gives_check);
        w.keys.push(key);
        // With noise, every move within twice the noise of the best needs an exact score; with
        // MultiPV, every move that beats the last of the best `lines`.
        let mut floor = if noise > 0 && best > -INFINITY { (best - 2 * noise).max(alpha) } else { alpha };
        if lines > 1 {
            // The window stays open with MultiPV, so the last of the best `lines` is the floor.
            let last = if top.len() < lines { -INFINITY } else { top[lines - 1] };
            floor = if noise > 0 { floor.min(last) } else { last };
        }
        let score = if noise > 0 || i == 0 || floor == -INFINITY {
            -w.search(&child, depth - 1, -beta, -floor, 1, gives_check)
        } else {
            let mut s = -w.search(&child, depth - 1, -floor - 1, -floor, 1, gives_check);
            if s > floor && s < beta {
                s = -w.search(&child, depth - 1, -beta, -floor, 1, gives_check);
            }
            s
        };
        w.keys.pop();
        w.win.unplay(pos.turn(), counted);
        if w.aborted {
            break;
        }
        rm.score = score;
        best = best.max(score);
        let at = top.partition_point(|&s| s >= score);
        if at < lines {
            top.insert(at, score);
            top.truncate(lines);
        }
        if score > floor {
            let mut line = vec![mv];
            line.extend_from_slice(&w.pv[1]);
            rm.pv = line;
        }
        if score > alpha && noise == 0 && lines == 1 {
            alpha = score;
            raised = Some(i);
            if score >= beta {
                break;
            }
        }
    }
    (best, raised)
}

/// The best `lines` root moves of a finished iteration (sorted best first) with their scores,
/// leaving out moves the search never scored.
fn scored_lines(root: &[RootMove], lines: usize) -> Vec<ScoredLine> {
    root.iter()
        .take(lines)
        .filter(|rm| rm.score > -INFINITY)
        .map(|rm| ScoredLine { score: Score::from_internal(rm.score), pv: rm.pv.clone() })
        .collect()
}

/// The index of the move to play: the best, or with noise a random pick among the moves whose
/// score plus noise is highest.
fn choose(root: &[RootMove], cfg: &SearchConfig, salt: u64) -> usize {
    if cfg.noise <= 0 || root.len() < 2 {
        return 0;
    }
    let best = root.iter().map(|r| r.score).max().unwrap_or(0);
    let mut rng = Rng::new(cfg.seed ^ salt);
    root.iter()
        .enumerate()
        .filter(|(_, r)| r.score > -INFINITY && r.score > best - 2 * cfg.noise)
        .map(|(i, r)| (i, r.score + rng.spread(cfg.noise)))
        .max_by_key(|(_, s)| *s)
        .map_or(0, |(i, _)| i)
}

/// Searches `request` once with a fresh [`Searcher`] (convenient for tools and tests).
pub fn search(request: &SearchRequest, stop: &AtomicBool, on_info: impl FnMut(&SearchInfo)) -> SearchResult {
    Searcher::default().search(request, stop, on_info)
}
