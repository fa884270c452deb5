//! The match and the house-rule hooks: the facts a hook gets from the session, a hook's ending,
//! and the extra match points an `on_game_end` hook awards.

use crate::rules::{ByColor, Color, Outcome};
use crate::script::HookContext;

use super::GameSession;

impl GameSession {
    /// The facts the hooks get now: after the last move, or at the end of the game with its
    /// outcome; with the match score by colour and the games finished (no clock: the app adds it).
    pub fn hook_context(&self) -> HookContext {
        let score =
            ByColor { white: self.score(self.seat_of(Color::White)), black: self.score(self.seat_of(Color::Black)) };
        let facts = match self.outcome {
            Some(outcome) => HookContext::at_end(&self.game, outcome),
            None => HookContext::after_move(&self.game),
        };
        facts.with_match(score, self.games_finished)
    }

    /// A hook ended the game with `outcome` (scored like any other result). False, changing
    /// nothing, when the game was already over.
    pub fn end_by_house_rule(&mut self, outcome: Outcome) -> bool {
        if self.outcome.is_some() {
            return false;
        }
        self.finish(outcome);
        true
    }

    /// Adds the extra match points a hook awarded (quarter points per colour) to the seats
    /// playing those colours.
    pub fn award(&mut self, award: ByColor<u32>) {
        for color in Color::ALL {
            let seat = self.seat_of(color);
            self.score[seat.index()] += *award.get(color);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::model::rules_provider::{NoHouseRules, RulesProvider, VariantOverrides};
    use crate::gui::model::seat::Seat;
    use crate::rules::{EndReason, Points, ReasonText, notation};
    use crate::script::{HookEvent, builtin_variant};

    #[test]
    fn a_hook_ends_the_game_and_awards_points_to_the_colours_seats() {
        let v = builtin_variant("glinski").unwrap();
        let rules = RulesProvider::new(v, VariantOverrides::default(), Box::new(NoHouseRules));
        let mut s = GameSession::new(v);
        let mv = notation::parse_any(s.position(), "f5f6").unwrap();
        s.play(Seat::Top, mv, &rules).unwrap();
        let ctx = s.hook_context();
        assert_eq!((ctx.event, ctx.moves.len()), (HookEvent::Move, 1));
        let reason = EndReason::HouseRule(ReasonText::new("no more pawn moves").unwrap());
        let end = Outcome { reason, points: Points::win(Color::Black) };
        assert!(s.end_by_house_rule(end));
        assert!(!s.end_by_house_rule(end), "only once");
        assert_eq!(s.outcome(), Some(end));
        assert_eq!((s.score(Seat::Top), s.score(Seat::Bottom)), (0, 4), "Top played White and lost");
        let at_end = s.hook_context();
        assert_eq!((at_end.event, at_end.outcome, at_end.score.black), (HookEvent::GameEnd, Some(end), 4));
        s.award(ByColor { white: 2, black: 0 });
        assert_eq!((s.score(Seat::Top), s.score(Seat::Bottom)), (2, 4));
    }
}
