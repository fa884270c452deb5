//! Legal move generation with pins and check evasion, no make-and-test except for en passant.

use super::bitboard::Bitboard;
use super::geometry::Cell;
use super::moves::{Move, MoveKind};
use super::piece::Role;
use super::position::Position;

/// Receives generated moves: either collects them or only counts them.
pub(crate) trait MoveSink {
    /// Plain moves from `from` to each target.
    fn targets(&mut self, from: Cell, targets: Bitboard);
    /// Pawn moves to promotion cells: each target once per promotion kind.
    fn promotions(&mut self, from: Cell, targets: Bitboard, roles: &[Role]);
    /// A single move with a special kind.
    fn special(&mut self, mv: Move);
}

impl MoveSink for Vec<Move> {
    #[inline]
    fn targets(&mut self, from: Cell, targets: Bitboard) {
        self.extend(targets.into_iter().map(|to| Move::new(from, to)));
    }

    #[inline]
    fn promotions(&mut self, from: Cell, targets: Bitboard, roles: &[Role]) {
        for to in targets {
            for role in roles {
                self.push(Move { from, to, promotion: Some(*role), kind: MoveKind::Normal });
            }
        }
    }

    #[inline]
    fn special(&mut self, mv: Move) {
        self.push(mv);
    }
}

/// Counts moves without storing them (bulk counting at perft leaves).
pub(crate) struct Counter(pub u64);

impl MoveSink for Counter {
    #[inline(always)]
    fn targets(&mut self, _from: Cell, targets: Bitboard) {
        self.0 += targets.count() as u64;
    }

    #[inline(always)]
    fn promotions(&mut self, _from: Cell, targets: Bitboard, roles: &[Role]) {
        self.0 += targets.count() as u64 * roles.len() as u64;
    }

    #[inline(always)]
    fn special(&mut self, _mv: Move) {
        self.0 += 1;
    }
}

impl Position {
    /// All legal moves.
    ///
    /// ```
    /// # fn main() -> Result<(), Box<dyn std::error::Error>> {
    /// let glinski = hexchess::script::builtin_variant("glinski")?;
    /// let start = glinski.start_position();
    /// let moves = start.legal_moves();
    /// assert_eq!(moves.len(), 51); // the published count for Gliński's start
    /// let e4 = glinski.board().parse_cell("e4").ok_or("no e4")?;
    /// let from_e4: Vec<_> = moves.iter().filter(|m| m.from == e4).collect();
    /// assert_eq!(from_e4.len(), 2, "the e-pawn steps one or two cells");
    /// assert!(moves.iter().all(|m| start.play(*m).is_ok()));
    /// # Ok(()) }
    /// ```
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::with_capacity(64);
        self.generate(&mut moves);
        moves
    }

    /// Appends the legal moves to `out` (reuse one buffer to avoid allocating in a search).
    pub fn legal_moves_into(&self, out: &mut Vec<Move>) {
        self.generate(out);
    }

    /// The number of legal moves, without building a list.
    pub fn count_legal_moves(&self) -> u64 {
        let mut c = Counter(0);
        self.generate(&mut c);
        c.0
    }

    /// Whether the side to move has at least one legal move.
    pub fn has_legal_move(&self) -> bool {
        self.count_legal_moves() > 0
    }

    /// Generates every legal move into `sink`.
    pub(crate) fn generate<S: MoveSink>(&self, sink: &mut S) {
        let v = self.variant;
        let t = &*v.tables;
        let us = self.turn;
        let them = us.other();
        let own = self.pieces.by_color[us.index()];
        let enemy = self.pieces.by_color[them.index()];
        let occ = own | enemy;
        let king = self.king(us);
        let checkers = v.attackers_to(&self.pieces, king, them, occ);

        // King steps: the destination must be safe with the king lifted off its cell.
        let lifted = occ - Bitboard::from_cell(king);
        let mut king_targets = Bitboard::EMPTY;
        for to in t.jumps[Role::King.index()][king.ix()] - own {
            if !v.is_attacked(&self.pieces, to, them, lifted) {
                king_targets.insert(to);
            }
        }
        sink.targets(king, king_targets);
        if checkers.more_than_one() {
            return;
        }
        let mask = match checkers.single() {
            Some(checker) => t.between(king, checker) | Bitboard::from_cell(checker),
            None => v.board().all() - own,
        };
        let pinned = self.pinned(king, occ);

        if checkers.is_empty() {
            self.castling_moves(sink, occ);
        }

        for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
            let r = role.index();
            let slides_o = v.orthogonal_sliders & (1 << r) != 0;
            let slides_d = v.diagonal_sliders & (1 << r) != 0;
            for from in self.pieces.of(us, role) {
                let mut att = t.jumps[r][from.ix()];
                if slides_o {
                    att |= t.orthogonal_attacks(from, occ);
                }
                if slides_d {
                    att |= t.diagonal_attacks(from, occ);
                }
                att &= mask;
                if pinned.contains(from) {
                    att &= self.pin_mask(king, from, occ);
                }
                if att.any() {
                    sink.targets(from, att);
                }
            }
        }

        let promo = v.promotion_cells(us);
        let roles = &v.promotion_roles[..];
        for from in self.pieces.of(us, Role::Pawn) {
            let allowed = if pinned.contains(from) { mask & self.pin_mask(king, from, occ) } else { mask };
            let mut targets = t.pawn_captures[us.index()][from.ix()] & enemy & allowed;
            if let Some(one) = t.push(us, from)
                && !occ.contains(one)
            {
                if allowed.contains(one) {
                    targets.insert(one);
                }
                self.multi_steps(sink, from, one, occ, allowed);
            }
            if (targets & promo).any() {
                sink.promotions(from, targets & promo, roles);
                targets = targets - promo;
            }
            if targets.any() {
                sink.targets(from, targets);
            }
            if (self.ep_capture & t.pawn_captures[us.index()][from.ix()]).any() {
                self.en_passant_moves(sink, from);
            }
        }
    }

    /// A pawn's moves of two or more cells, through empty cells beyond `one`.
    #[inline]
    fn multi_steps<S: MoveSink>(&self, sink: &mut S, from: Cell, one: Cell, occ: Bitboard, allowed: Bitboard) {
        let t = &*self.variant.tables;
        let us = self.turn;
        let mut cur = one;
        for _ in 1..self.variant.multi_step[us.index()][from.ix()] {
            match t.push(us, cur) {
                Some(next) if !occ.contains(next) => {
                    cur = next;
                    if allowed.contains(next) {
                        sink.special(Move { from, to: next, promotion: None, kind: MoveKind::MultiStep });
                    }
                }
                _ => break,
            }
        }
    }

    /// Own pieces pinned to the king by an enemy slider.
    #[inline]
    fn pinned(&self, king: Cell, occ: Bitboard) -> Bitboard {
        let v = self.variant;
        let t = &*v.tables;
        let them = self.turn.other().index();
        let enemy = self.pieces.by_color[them];
        let own = self.pieces.by_color[self.turn.index()];
        let snipers = (t.orthogonal_lines[king.ix()] & self.pieces.roles(v.orthogonal_sliders) & enemy)
            | (t.diagonal_lines[king.ix()] & self.pieces.roles(v.diagonal_sliders) & enemy);
        let mut pinned = Bitboard::EMPTY;
        for s in snipers {
            let between = t.between(king, s) & occ;
            if !between.more_than_one() && (between & own).any() {
                pinned |= between;
            }
        }
        pinned
    }

    /// Where a piece pinned on `from` may go: the segment from the king to the pinner, pinner included.
    #[inline]
    fn pin_mask(&self, king: Cell, from: Cell, occ: Bitboard) -> Bitboard {
        let t = &*self.variant.tables;
        let d = t.direction_to[king.ix()][from.ix()] as usize;
        let beyond = t.ray_attacks(d, from, occ);
        match (beyond & occ).first() {
            Some(pinner) => t.between(king, pinner) | Bitboard::from_cell(pinner),
            None => Bitboard::EMPTY,
        }
    }

    /// En-passant captures by the pawn on `from`, each checked by playing it.
    fn en_passant_moves<S: MoveSink>(&self, sink: &mut S, from: Cell) {
        let t = &*self.variant.tables;
        let us = self.turn;
        for to in self.ep_capture & t.pawn_captures[us.index()][from.ix()] {
            let mv = Move { from, to, promotion: None, kind: MoveKind::EnPassant };
            let mut after = *self;
            after.play_unchecked(mv);
            let occ = after.occupied();
            if !self.variant.is_attacked(&after.pieces, after.king(us), us.other(), occ) {
                if self.variant.promotion_cells(us).contains(to) {
                    for role in &self.variant.promotion_roles {
                        sink.special(Move { promotion: Some(*role), ..mv });
                    }
                } else {
                    sink.special(mv);
                }
            }
        }
    }

    /// Castling moves; called only when not in check.
    fn castling_moves<S: MoveSink>(&self, sink: &mut S, occ: Bitboard) {
        let v = self.variant;
        if self.castling == 0 {
            return;
        }
        let us = self.turn;
        let them = us.other();
        for (i, c) in v.castlings.iter().enumerate() {
            if c.color != us || self.castling & (1 << c.right) == 0 || occ.intersects(c.must_be_empty) {
                continue;
            }
            let lifted = occ - Bitboard::from_cell(c.king_from);
            if c.king_path.into_iter().any(|cell| v.is_attacked(&self.pieces, cell, them, lifted)) {
                continue;
            }
            let mut after = self.pieces;
            for (cell, set) in [(c.king_from, false), (c.rook_from, false), (c.king_to, true), (c.rook_to, true)] {
                after.by_color[us.index()].remove(cell);
                if set {
                    after.by_color[us.index()].insert(cell);
                }
            }
            let final_occ = after.occupied();
            if !v.is_attacked(&after, c.king_to, them, final_occ) {
                sink.special(Move {
                    from: c.king_from,
                    to: c.king_to,
                    promotion: None,
                    kind: MoveKind::Castle(i as u8),
                });
            }
        }
    }
}
