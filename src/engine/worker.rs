//! The recursive search: principal-variation alpha-beta with a transposition table, check
//! extensions, late-move reductions, reverse futility pruning and a quiescence search over
//! captures and promotions. The extra ways to win ([`super::win_terms`]) are terminal
//! conditions at every node.

use std::mem::take;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use crate::rules::{Move, Position, Role};

use super::config::SearchConfig;
use super::eval::{evaluate, piece_value};
use super::exchange::{left_king_en_prise, noisy_moves, see};
use super::ordering::{Heuristics, is_capture, mvv_lva, pick, score_moves};
use super::score::{INFINITY, MAX_PLY, is_mate_score, mate_in, mated_in};
use super::tables::EvalTables;
use super::tt::{Bound, PackedMove, TranspositionTable};
use super::win_terms::WinState;

/// Margin per ply of depth for reverse futility pruning.
const RFP_MARGIN: i32 = 120;
/// Captures that cannot lift the score within this much of alpha are skipped in quiescence.
const DELTA_MARGIN: i32 = 200;

/// One search in progress: the shared tables plus the per-search state.
pub(crate) struct Worker<'a> {
    pub tt: &'a mut TranspositionTable,
    pub heur: &'a mut Heuristics,
    pub cfg: &'a SearchConfig,
    pub t: &'static EvalTables,
    stop: &'a AtomicBool,
    deadline: Option<Instant>,
    node_limit: u64,
    pub nodes: u64,
    pub seldepth: usize,
    pub aborted: bool,
    /// Hashes of the positions before the current node: game history, then the search path.
    pub keys: Vec<u64>,
    moves: Vec<Vec<Move>>,
    scores: Vec<Vec<i32>>,
    quiets: Vec<Vec<Move>>,
    /// `pv[ply]`: the best line found from the node at `ply`.
    pub pv: Vec<Vec<Move>>,
    /// The extra win rules and the check counts along the search path.
    pub win: WinState,
}

impl<'a> Worker<'a> {
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        tt: &'a mut TranspositionTable,
        heur: &'a mut Heuristics,
        cfg: &'a SearchConfig,
        t: &'static EvalTables,
        stop: &'a AtomicBool,
        deadline: Option<Instant>,
        node_limit: Option<u64>,
        history: &[u64],
        win: WinState,
    ) -> Worker<'a> {
        let mut keys = Vec::with_capacity(history.len() + MAX_PLY + 1);
        keys.extend_from_slice(history);
        Worker {
            tt,
            heur,
            cfg,
            t,
            stop,
            deadline,
            node_limit: node_limit.unwrap_or(u64::MAX),
            nodes: 0,
            seldepth: 0,
            aborted: false,
            keys,
            moves: (0..=MAX_PLY).map(|_| Vec::with_capacity(256)).collect(),
            scores: (0..=MAX_PLY).map(|_| Vec::with_capacity(256)).collect(),
            quiets: (0..=MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
            pv: (0..=MAX_PLY).map(|_| Vec::with_capacity(MAX_PLY)).collect(),
            win,
        }
    }

    /// Whether the search must stop: the stop flag, the deadline or the node limit.
    #[inline]
    pub fn should_stop(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        self.aborted = self.nodes >= self.node_limit
            || (self.nodes & 1023 == 0
                && (self.stop.load(Ordering::Relaxed) || self.deadline.is_some_and(|d| Instant::now() >= d)));
        self.aborted
    }

    /// The static evaluation for the side to move.
    #[inline]
    pub fn eval(&self, pos: &Position) -> i32 {
        let score = evaluate(pos, self.t, &self.cfg.rules);
        if self.win.active() { score + self.win.eval(pos) } else { score }
    }

    /// The draw score if a draw rule ends the game here (repetition, fifty moves, bare kings).
    #[inline]
    fn draw_by_rule(&self, pos: &Position) -> Option<i32> {
        let rules = &self.cfg.rules;
        let clock = pos.halfmove_clock() as usize;
        if rules.threefold && clock >= 4 {
            let key = pos.hash();
            let n = self.keys.len();
            let mut i = 4;
            while i <= clock.min(n) {
                if self.keys[n - i] == key {
                    return Some(0);
                }
                i += 2;
            }
        }
        if rules.fifty_move && clock >= rules.fifty_move_plies as usize && (!pos.is_check() || pos.has_legal_move()) {
            return Some(0);
        }
        if rules.bare_kings && pos.is_bare_kings() {
            return Some(0);
        }
        None
    }

    /// Copies the child's line behind `mv` into `pv[ply]`.
    fn update_pv(&mut self, ply: usize, mv: Move) {
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        if let (Some(line), Some(child)) = (head.last_mut(), tail.first()) {
            line.clear();
            line.push(mv);
            line.extend_from_slice(child);
        }
    }

    /// Alpha-beta search of `pos` to `depth` plies; `in_check` tells whether its side to move is in check.
    pub fn search(
        &mut self,
        pos: &Position,
        mut depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        in_check: bool,
    ) -> i32 {
        if let Some(line) = self.pv.get_mut(ply) {
            line.clear();
        }
        if self.should_stop() {
            return 0;
        }
        if self.win.lost(pos) {
            return mated_in(ply);
        }
        if let Some(score) = self.draw_by_rule(pos) {
            return score;
        }
        alpha = alpha.max(mated_in(ply));
        beta = beta.min(mate_in(ply + 1));
        if alpha >= beta {
            return alpha;
        }
        if in_check {
            depth += 1;
        }
        if depth <= 0 {
            return self.qsearch(pos, alpha, beta, ply, in_check);
        }
        if ply >= MAX_PLY - 1 {
            return self.eval(pos);
        }
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        let pv_node = beta - alpha > 1;
        let key = pos.hash();
        let tt_key = self.win.key(pos);
        let mut hash_move = PackedMove::NONE;
        if let Some(e) = self.tt.probe(tt_key, ply) {
            hash_move = e.mv;
            let s = e.score as i32;
            if !pv_node && e.depth as i32 >= depth {
                let usable = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                    Bound::None => false,
                };
                if usable {
                    return s;
                }
            }
        }

        let mut moves = take(&mut self.moves[ply]);
        moves.clear();
        pos.legal_moves_into(&mut moves);
        if moves.is_empty() {
            self.moves[ply] = moves;
            return if in_check { mated_in(ply) } else { self.cfg.stalemate_score(pos, ply) };
        }
        if !pv_node && !in_check && depth <= 3 && !is_mate_score(beta) {
            let margin = self.eval(pos) - RFP_MARGIN * depth;
            if margin >= beta {
                self.moves[ply] = moves;
                return margin;
            }
        }

        let mut scores = take(&mut self.scores[ply]);
        score_moves(pos, self.t, self.heur, &moves, &mut scores, hash_move, ply);
        let mut quiets = take(&mut self.quiets[ply]);
        quiets.clear();
        let original_alpha = alpha;
        let mut best = -INFINITY;
        let mut best_move: Option<Move> = None;
        let late_move_limit = 6 + 4 * depth as usize * depth as usize;
        for i in 0..moves.len() {
            pick(&mut moves, &mut scores, i);
            let mv = moves[i];
            let quiet = !is_capture(pos, mv) && mv.promotion.is_none();
            if quiet && !pv_node && !in_check && depth <= 3 && i >= late_move_limit && best > -INFINITY {
                continue;
            }
            let mut child = *pos;
            child.play_unchecked(mv);
            let gives_check = child.is_check();
            let counted = self.win.play(pos.turn(), gives_check);
            self.keys.push(key);
            let new_depth = depth - 1;
            let score = if i == 0 {
                -self.search(&child, new_depth, -beta, -alpha, ply + 1, gives_check)
            } else {
                let mut r = 0;
                if depth >= 3 && quiet && !in_check && !gives_check && i >= 3 {
                    r = 1 + i32::from(i >= 10) + i32::from(depth >= 7) - i32::from(pv_node);
                    r = r.clamp(0, new_depth - 1);
                }
                let mut s = -self.search(&child, new_depth - r, -alpha - 1, -alpha, ply + 1, gives_check);
                if s > alpha && r > 0 {
                    s = -self.search(&child, new_depth, -alpha - 1, -alpha, ply + 1, gives_check);
                }
                if s > alpha && s < beta {
                    s = -self.search(&child, new_depth, -beta, -alpha, ply + 1, gives_check);
                }
                s
            };
            self.keys.pop();
            self.win.unplay(pos.turn(), counted);
            if self.aborted {
                break;
            }
            if score > best {
                best = score;
                best_move = Some(mv);
                if score > alpha {
                    alpha = score;
                    self.update_pv(ply, mv);
                    if score >= beta {
                        if quiet {
                            self.heur.reward(pos.turn(), ply, mv, &quiets, depth);
                        }
                        break;
                    }
                }
            }
            if quiet {
                quiets.push(mv);
            }
        }
        self.moves[ply] = moves;
        self.scores[ply] = scores;
        self.quiets[ply] = quiets;
        if self.aborted {
            return 0;
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if alpha > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt.store(tt_key, best_move.map_or(PackedMove::NONE, PackedMove::pack), best, depth, bound, ply);
        best
    }

    /// Quiescence search: stand pat, then captures and promotions only (all evasions in check).
    pub fn qsearch(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: usize, in_check: bool) -> i32 {
        if self.should_stop() {
            return 0;
        }
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        if self.win.lost(pos) {
            return mated_in(ply);
        }
        if ply >= MAX_PLY - 1 {
            return self.eval(pos);
        }
        let mut moves = take(&mut self.moves[ply]);
        let mut scores = take(&mut self.scores[ply]);
        let best = if in_check {
            self.evasions(pos, alpha, beta, ply, &mut moves, &mut scores)
        } else {
            self.captures(pos, &mut alpha, beta, ply, &mut moves, &mut scores)
        };
        self.moves[ply] = moves;
        self.scores[ply] = scores;
        if self.aborted { 0 } else { best }
    }

    fn evasions(
        &mut self,
        pos: &Position,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        moves: &mut Vec<Move>,
        scores: &mut Vec<i32>,
    ) -> i32 {
        moves.clear();
        pos.legal_moves_into(moves);
        if moves.is_empty() {
            return mated_in(ply);
        }
        scores.clear();
        scores.extend(moves.iter().map(|&m| if is_capture(pos, m) { 1_000 + mvv_lva(pos, m) } else { 0 }));
        let mut best = -INFINITY;
        for i in 0..moves.len() {
            pick(moves, scores, i);
            let mut child = *pos;
            child.play_unchecked(moves[i]);
            let gives_check = child.is_check();
            let counted = self.win.play(pos.turn(), gives_check);
            let score = -self.qsearch(&child, -beta, -alpha, ply + 1, gives_check);
            self.win.unplay(pos.turn(), counted);
            if self.aborted {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        best
    }

    fn captures(
        &mut self,
        pos: &Position,
        alpha: &mut i32,
        beta: i32,
        ply: usize,
        moves: &mut Vec<Move>,
        scores: &mut Vec<i32>,
    ) -> i32 {
        let stand = self.eval(pos);
        let us = pos.turn();
        let only_pawns = pos.by_color(us) == (pos.pieces(us, Role::King) | pos.pieces(us, Role::Pawn));
        if only_pawns && !pos.has_legal_move() {
            return self.cfg.stalemate_score(pos, ply);
        }
        if stand >= beta {
            return stand;
        }
        *alpha = (*alpha).max(stand);
        let mut best = stand;
        noisy_moves(pos, self.t, moves);
        let king = pos.king(us);
        let line_to_king = self.t.attacks.lines(king);
        scores.clear();
        scores.extend(moves.iter().map(|&m| mvv_lva(pos, m) + m.promotion.map_or(0, piece_value)));
        for i in 0..moves.len() {
            pick(moves, scores, i);
            let mv = moves[i];
            let victim = pos.piece_at(mv.to).map_or(0, |p| piece_value(p.role));
            let gain = victim + mv.promotion.map_or(0, |r| piece_value(r) - piece_value(Role::Pawn));
            if stand + gain + DELTA_MARGIN < *alpha {
                continue;
            }
            let attacker = pos.piece_at(mv.from).map_or(0, |p| piece_value(p.role));
            if mv.promotion.is_none() && attacker > victim && see(pos, self.t, mv) < 0 {
                continue;
            }
            let mut child = *pos;
            child.play_unchecked(mv);
            // Not in check, so only a king move or a piece leaving a line through its king can
            // expose the king.
            if (mv.from == king || line_to_king.contains(mv.from)) && left_king_en_prise(&child) {
                continue;
            }
            let gives_check = child.is_check();
            let counted = self.win.play(pos.turn(), gives_check);
            let score = -self.qsearch(&child, -beta, -*alpha, ply + 1, gives_check);
            self.win.unplay(pos.turn(), counted);
            if self.aborted {
                return 0;
            }
            if score > best {
                best = score;
                if score > *alpha {
                    *alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        best
    }
}
