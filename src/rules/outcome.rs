//! How a game ends and what it scores, in quarter points.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::piece::Color;
use super::reason_text::ReasonText;
use super::rule_settings::StalemateRule;

/// Points for each player in quarters: `Points { white: 3, black: 1 }` is ¾–¼.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
pub struct Points {
    /// White's quarters, 0..=4.
    pub white: u8,
    /// Black's quarters, 0..=4.
    pub black: u8,
}

impl Points {
    /// A full point to `winner`.
    pub const fn win(winner: Color) -> Points {
        match winner {
            Color::White => Points { white: 4, black: 0 },
            Color::Black => Points { white: 0, black: 4 },
        }
    }

    /// ½–½.
    pub const DRAW: Points = Points { white: 2, black: 2 };

    /// ¾ to `winner`, ¼ to the other.
    pub const fn three_quarters(winner: Color) -> Points {
        match winner {
            Color::White => Points { white: 3, black: 1 },
            Color::Black => Points { white: 1, black: 3 },
        }
    }

    /// The quarters of `color`.
    pub const fn of(self, color: Color) -> u8 {
        match color {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    /// The result text: `1-0`, `0-1`, `1/2-1/2`, `3/4-1/4`, `1/4-3/4`.
    pub fn result_text(self) -> String {
        format!("{}-{}", quarters_text(self.white as u32), quarters_text(self.black as u32))
    }

    /// Reads a result text; `*` and unknown texts give `None`.
    pub fn from_result_text(text: &str) -> Option<Points> {
        let (w, b) = text.split_once('-')?;
        let q = |s: &str| match s {
            "0" => Some(0),
            "1/4" => Some(1),
            "1/2" => Some(2),
            "3/4" => Some(3),
            "1" => Some(4),
            _ => None,
        };
        let p = Points { white: q(w)?, black: q(b)? };
        (p.white + p.black == 4).then_some(p)
    }
}

/// Quarter points as text: `0`, `1/4`, `1/2`, `3/4`, `1`, `1 1/4`, …
pub fn quarters_text(quarters: u32) -> String {
    let whole = quarters / 4;
    let frac = match quarters % 4 {
        1 => "1/4",
        2 => "1/2",
        3 => "3/4",
        _ => "",
    };
    match (whole, frac) {
        (w, "") => w.to_string(),
        (0, f) => f.to_string(),
        (w, f) => format!("{w} {f}"),
    }
}

/// Why a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// The side to move is mated.
    Checkmate,
    /// The side to move has no legal move and is not in check.
    Stalemate,
    /// The same position for the third time.
    Repetition,
    /// The fifty-move rule.
    FiftyMoves,
    /// Only the two kings are left (where the rules make that a draw).
    BareKings,
    /// A player resigned.
    Resignation,
    /// The players agreed a draw.
    Agreement,
    /// A player's clock ran out.
    Time,
    /// A player's clock ran out, but the opponent has only a bare king.
    TimeVsBareKing,
    /// A player gave the n-th check under the n-check rule (n given).
    Checks(u8),
    /// A king reached a hill cell (King of the Hill).
    Hill,
    /// A house rule's hook ended the game, giving its reason (e.g. "the queen left the board").
    HouseRule(ReasonText),
}

/// How a record's `Termination` tag marks a reason given by a house rule.
pub const HOUSE_RULE_PREFIX: &str = "house rule: ";

impl EndReason {
    /// Every reason that carries no data (all but [`EndReason::Checks`] and
    /// [`EndReason::HouseRule`]).
    pub const WITHOUT_DATA: [EndReason; 10] = [
        EndReason::Checkmate,
        EndReason::Stalemate,
        EndReason::Repetition,
        EndReason::FiftyMoves,
        EndReason::BareKings,
        EndReason::Resignation,
        EndReason::Agreement,
        EndReason::Time,
        EndReason::TimeVsBareKing,
        EndReason::Hill,
    ];

    /// A short human description, e.g. `"checkmate"`; a house rule's own reason as it gave it.
    pub fn describe(&self) -> &str {
        match self {
            EndReason::Checkmate => "checkmate",
            EndReason::Stalemate => "stalemate",
            EndReason::Repetition => "threefold repetition",
            EndReason::FiftyMoves => "fifty-move rule",
            EndReason::BareKings => "only the kings are left",
            EndReason::Resignation => "resignation",
            EndReason::Agreement => "draw by agreement",
            EndReason::Time => "time",
            EndReason::TimeVsBareKing => "time, against a bare king",
            EndReason::Checks(n) => checks_name(*n),
            EndReason::Hill => "king of the hill",
            EndReason::HouseRule(text) => text.as_str(),
        }
    }

    /// The reason as a record's `Termination` tag gives it: [`EndReason::describe`], with a house
    /// rule's reason marked (`house rule: the queen left the board`) so that it reads back.
    pub fn termination_text(&self) -> String {
        match self {
            EndReason::HouseRule(text) => format!("{HOUSE_RULE_PREFIX}{text}"),
            other => other.describe().to_string(),
        }
    }

    /// Reads a [`EndReason::describe`] text back (ASCII case and `_`/`-`/space ignored), e.g.
    /// `"three checks"` or `"fifty_moves"`, or a [`EndReason::termination_text`] of a house rule.
    pub fn parse(text: &str) -> Option<EndReason> {
        let trimmed = text.trim();
        if let Some(reason) =
            trimmed.get(..HOUSE_RULE_PREFIX.len()).filter(|p| p.eq_ignore_ascii_case(HOUSE_RULE_PREFIX))
        {
            return ReasonText::new(&trimmed[reason.len()..]).ok().map(EndReason::HouseRule);
        }
        let norm = |s: &str| s.trim().to_ascii_lowercase().replace(['_', '-'], " ");
        let text = norm(text);
        let checks = (1..=CHECK_NAMES.len() as u8).map(EndReason::Checks);
        EndReason::WITHOUT_DATA.into_iter().chain(checks).find(|r| norm(r.describe()) == text)
    }
}

/// Names of the n-check endings, for n = 1..=10.
const CHECK_NAMES: [&str; 10] = [
    "one check",
    "two checks",
    "three checks",
    "four checks",
    "five checks",
    "six checks",
    "seven checks",
    "eight checks",
    "nine checks",
    "ten checks",
];

/// The name of the n-check ending, e.g. `"three checks"` (`"n checks"` beyond ten).
const fn checks_name(n: u8) -> &'static str {
    if n >= 1 && n as usize <= CHECK_NAMES.len() { CHECK_NAMES[n as usize - 1] } else { "n checks" }
}

/// A finished game: why, and the points.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct Outcome {
    /// Why it ended.
    pub reason: EndReason,
    /// What each player scores.
    pub points: Points,
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.points.result_text(), self.reason.describe())
    }
}

/// The points of a stalemate under a built-in scoring rule.
pub const fn stalemate_points(rule: StalemateRule, stalemated: Color) -> Points {
    match rule {
        StalemateRule::Glinski => Points::three_quarters(stalemated.other()),
        StalemateRule::Draw => Points::DRAW,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn result_texts_round_trip() {
        for p in [
            Points::win(Color::White),
            Points::win(Color::Black),
            Points::DRAW,
            Points::three_quarters(Color::White),
            Points::three_quarters(Color::Black),
        ] {
            assert_eq!(Points::from_result_text(&p.result_text()), Some(p));
        }
        assert_eq!(Points::three_quarters(Color::White).result_text(), "3/4-1/4");
        assert_eq!(Points::from_result_text("*"), None);
        assert_eq!(Points::from_result_text("1-1"), None);
    }

    #[test]
    fn end_reasons_read_back_from_their_names() {
        assert_eq!(EndReason::Checks(3).describe(), "three checks");
        assert_eq!(EndReason::Hill.describe(), "king of the hill");
        for r in [EndReason::Checks(1), EndReason::Checks(3), EndReason::Checks(10), EndReason::Hill, EndReason::Time] {
            assert_eq!(EndReason::parse(r.describe()), Some(r));
        }
        assert_eq!(EndReason::parse("Three Checks"), Some(EndReason::Checks(3)));
        assert_eq!(EndReason::parse("fifty_move rule"), Some(EndReason::FiftyMoves));
        assert_eq!(EndReason::parse("the queen left"), None);
    }

    #[test]
    fn a_house_rule_reason_reads_back_from_its_termination_text() {
        let reason = EndReason::HouseRule(ReasonText::new("the queen left the board").unwrap());
        assert_eq!(reason.describe(), "the queen left the board");
        assert_eq!(reason.termination_text(), "house rule: the queen left the board");
        assert_eq!(EndReason::parse(&reason.termination_text()), Some(reason));
        assert_eq!(EndReason::parse("House rule: the queen left the board"), Some(reason));
        assert_eq!(EndReason::Checks(3).termination_text(), "three checks");
        assert_eq!(EndReason::parse("house rule: "), None);
        let json = serde_json::to_string(&reason).unwrap();
        assert_eq!(serde_json::from_str::<EndReason>(&json).unwrap(), reason);
    }

    #[test]
    fn quarter_texts() {
        assert_eq!(quarters_text(0), "0");
        assert_eq!(quarters_text(3), "3/4");
        assert_eq!(quarters_text(7), "1 3/4");
        assert_eq!(quarters_text(8), "2");
    }

    #[test]
    fn glinski_stalemate_gives_three_quarters_to_the_stalemating_side() {
        assert_eq!(stalemate_points(StalemateRule::Glinski, Color::Black), Points { white: 3, black: 1 });
        assert_eq!(stalemate_points(StalemateRule::Draw, Color::Black), Points::DRAW);
    }
}
