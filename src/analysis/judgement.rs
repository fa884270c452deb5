//! How bad a move was, judged by the win chances it lost, as lichess judges it.

/// A move that lost win chances (−1..=1 scale, see [`super::Eval::win_chances`]).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug, Hash)]
pub enum Judgement {
    /// Lost at least [`Judgement::INACCURACY`]: `?!`.
    Inaccuracy,
    /// Lost at least [`Judgement::MISTAKE`]: `?`.
    Mistake,
    /// Lost at least [`Judgement::BLUNDER`]: `??`.
    Blunder,
}

impl Judgement {
    /// The win chances an inaccuracy loses at least.
    pub const INACCURACY: f64 = 0.1;
    /// The win chances a mistake loses at least.
    pub const MISTAKE: f64 = 0.2;
    /// The win chances a blunder loses at least.
    pub const BLUNDER: f64 = 0.3;

    /// The judgement of a move that lost `loss` win chances, if it deserves one.
    pub fn of_loss(loss: f64) -> Option<Judgement> {
        if loss >= Judgement::BLUNDER {
            Some(Judgement::Blunder)
        } else if loss >= Judgement::MISTAKE {
            Some(Judgement::Mistake)
        } else if loss >= Judgement::INACCURACY {
            Some(Judgement::Inaccuracy)
        } else {
            None
        }
    }

    /// The glyph written after the move: `?!`, `?`, `??`.
    pub fn glyph(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "?!",
            Judgement::Mistake => "?",
            Judgement::Blunder => "??",
        }
    }

    /// The judgement a glyph at the end of a move's text stands for (`e7e6??` → blunder).
    pub fn of_move_text(text: &str) -> Option<Judgement> {
        let marks = text.trim_end_matches(['+', '#']);
        let tail: String = marks.chars().rev().take_while(|c| matches!(c, '?' | '!')).collect();
        match tail.chars().rev().collect::<String>().as_str() {
            "?!" => Some(Judgement::Inaccuracy),
            "?" => Some(Judgement::Mistake),
            "??" => Some(Judgement::Blunder),
            _ => None,
        }
    }

    /// The word: `Inaccuracy`, `Mistake`, `Blunder`.
    pub fn word(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "Inaccuracy",
            Judgement::Mistake => "Mistake",
            Judgement::Blunder => "Blunder",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn losses_map_to_the_three_thresholds() {
        assert_eq!(Judgement::of_loss(0.09), None);
        assert_eq!(Judgement::of_loss(0.1), Some(Judgement::Inaccuracy));
        assert_eq!(Judgement::of_loss(0.25), Some(Judgement::Mistake));
        assert_eq!(Judgement::of_loss(0.3), Some(Judgement::Blunder));
        assert_eq!(Judgement::of_loss(2.0), Some(Judgement::Blunder));
    }

    #[test]
    fn glyphs_read_back() {
        for j in [Judgement::Inaccuracy, Judgement::Mistake, Judgement::Blunder] {
            assert_eq!(Judgement::of_move_text(&format!("Qc3xBf9{}", j.glyph())), Some(j));
        }
        assert_eq!(Judgement::of_move_text("e7e6??+"), Some(Judgement::Blunder));
        assert_eq!(Judgement::of_move_text("e7e6!?"), None);
        assert_eq!(Judgement::of_move_text("e7e6"), None);
        assert_eq!(Judgement::of_move_text("e7e6???"), None);
    }
}
