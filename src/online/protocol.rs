//! The messages two hexchess apps exchange in an online game (version [`PROTOCOL_VERSION`]).
//!
//! Every message carries the ply it refers to: the number of moves in the game log when it was
//! sent. The log is the truth; a [`Hello`] carries the sender's whole state, so two sides that
//! reconnect resynchronise from it.

use serde::{Deserialize, Serialize};

use crate::clock::TimeControl;
use crate::rules::{Color, RuleSettings};

/// The protocol version this build speaks.
pub const PROTOCOL_VERSION: u32 = 1;

/// The largest encoded message accepted, in bytes (a Hello of a 1,000-move game fits).
pub const MAX_MESSAGE_BYTES: usize = 64 * 1024;

/// The longest chat line, in characters.
pub const MAX_CHAT_CHARS: usize = 500;

/// The longest player name, in characters.
pub const MAX_NAME_CHARS: usize = 40;

/// One message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Message {
    /// The first message on every connection: who the sender is and its whole state.
    Hello(Box<Hello>),
    /// The sender's move, made at `ply`, with the sender's clock after it.
    Move {
        /// Moves in the log before this one.
        ply: u32,
        /// The move in coordinate notation (`f5f6`).
        #[serde(rename = "move")]
        mv: String,
        /// The mover's time left after the move (with its increment), if the game has a clock.
        clock_ms: Option<u64>,
    },
    /// The sender offers a draw.
    DrawOffer {
        /// The ply the offer is made at.
        ply: u32,
    },
    /// The answer to the peer's draw offer made at `ply`.
    DrawAnswer {
        /// The ply of the offer.
        ply: u32,
        /// Whether the draw is agreed.
        accept: bool,
    },
    /// The sender asks to take the game back to `to` moves.
    RewindRequest {
        /// The ply the request is made at.
        ply: u32,
        /// The number of moves left after the rewind.
        to: u32,
    },
    /// The answer to the peer's rewind request made at `ply`.
    RewindAnswer {
        /// The ply of the request.
        ply: u32,
        /// Whether the rewind is agreed.
        accept: bool,
    },
    /// The sender resigns.
    Resign {
        /// The ply of the resignation.
        ply: u32,
    },
    /// The sender's own clock ran out: it loses on time.
    Flag {
        /// The ply at which its time ran out.
        ply: u32,
    },
    /// The sender's own time left, sent while it thinks so the peer's display stays right.
    ClockSync {
        /// The ply the sender is thinking at.
        ply: u32,
        /// The sender's time left.
        clock_ms: u64,
    },
    /// A chat line.
    Chat {
        /// The ply it was written at.
        ply: u32,
        /// The text, at most [`MAX_CHAT_CHARS`] characters.
        text: String,
    },
    /// The sender leaves the game for good.
    Bye {
        /// The ply it left at.
        ply: u32,
    },
}

/// Who the sender is and everything it knows of the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hello {
    /// The sender's protocol version.
    pub version: u32,
    /// The sending program and its version (`hexchess 0.1.0`).
    pub app: String,
    /// The game this connection is for (from the invite).
    pub game: u64,
    /// The sender's player name.
    pub name: String,
    /// The game's settings: always sent by the host, never by the guest.
    pub setup: Option<GameSetup>,
    /// The sender's state of the game.
    pub state: GameState,
}

/// The settings of an online game, chosen by the host.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameSetup {
    /// The variant's name (`glinski`, `mccooey`, `shafran`, or a variant file's).
    pub variant: String,
    /// The start position's string.
    pub start: String,
    /// The rules in force (the host's).
    pub rules: RuleSettings,
    /// The clock, if the game has one.
    pub clock: Option<TimeControl>,
    /// The host's colour.
    pub host_color: Color,
    /// The host's house-rule scripts, so the guest can see which differ from its own.
    pub scripts: Vec<ScriptDigest>,
}

impl GameSetup {
    /// The settings of a game of `variant` (named `name`) from its start, with the default
    /// rules, no clock and no scripts.
    pub fn plain(name: &str, variant: &'static crate::rules::Variant, host_color: Color) -> GameSetup {
        GameSetup {
            variant: name.to_string(),
            start: variant.start_position().fen(),
            rules: RuleSettings::default(),
            clock: None,
            host_color,
            scripts: Vec::new(),
        }
    }
}

/// A house-rule script named by file and content.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScriptDigest {
    /// The file name (`stalemate.lua`).
    pub name: String,
    /// A hash of its text, as lower-case hex.
    pub digest: String,
}

/// One move of the log with the mover's clock after it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LoggedMove {
    /// The move in coordinate notation.
    #[serde(rename = "move")]
    pub mv: String,
    /// The mover's time left after it, if the game has a clock.
    pub clock_ms: Option<u64>,
}

/// A side's whole state of the game: what a reconnect resends.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameState {
    /// How many rewinds the two sides have agreed: a log after more rewinds is newer.
    pub rewinds: u32,
    /// Every move of the game.
    pub moves: Vec<LoggedMove>,
    /// The sender's own time left now, if it has a clock running.
    pub clock_ms: Option<u64>,
    /// The sender's offer still waiting for an answer.
    pub offer: Option<Offer>,
    /// How the game ended other than on the board, if it did.
    pub ending: Option<Ending>,
}

/// An offer waiting for the other side's answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Offer {
    /// A draw offered at `ply`.
    Draw {
        /// The ply of the offer.
        ply: u32,
    },
    /// A rewind to `to` moves asked at `ply`.
    Rewind {
        /// The ply of the request.
        ply: u32,
        /// The number of moves left after the rewind.
        to: u32,
    },
}

impl Offer {
    /// The ply the offer was made at.
    pub fn ply(self) -> u32 {
        match self {
            Offer::Draw { ply } | Offer::Rewind { ply, .. } => ply,
        }
    }
}

/// How a game ended off the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Ending {
    /// `loser` resigned.
    Resigned {
        /// Who resigned.
        loser: Color,
    },
    /// The players agreed a draw.
    DrawAgreed,
    /// `loser`'s clock ran out.
    Flagged {
        /// Whose time ran out.
        loser: Color,
    },
}
