//! The errors of online play: the peer's messages, invites and the link.

use thiserror::Error;

use crate::rules::{IllegalMove, MoveTextError};

/// Why a message from the peer was refused. The game is left as it was.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ProtocolError {
    /// The message is larger than the protocol allows.
    #[error("the opponent sent a message of {size} bytes; at most {max} are allowed")]
    Oversized {
        /// Its size.
        size: usize,
        /// The limit.
        max: usize,
    },
    /// The bytes are not a message of this protocol.
    #[error("the opponent sent a message that cannot be read: {0}")]
    Malformed(String),
    /// The two sides speak different protocol versions.
    #[error("the opponent's app speaks protocol version {theirs}; this app speaks version {ours}")]
    VersionMismatch {
        /// Our version.
        ours: u32,
        /// The peer's version.
        theirs: u32,
    },
    /// The peer's hello is for another game.
    #[error("the opponent's invite is for another game")]
    WrongGame,
    /// The first message on a connection was not a hello, or a hello came from the wrong side.
    #[error("the opponent sent {0} before saying hello")]
    NoHello(&'static str),
    /// The host did not send the game's settings, or the guest did.
    #[error("the opponent's hello {0}")]
    BadSetup(String),
    /// The message refers to another ply than the game is at.
    #[error("the opponent's {what} is for move {ply}, but the game is at move {at}")]
    WrongPly {
        /// What was sent.
        what: &'static str,
        /// The ply it names.
        ply: u32,
        /// The ply the game is at.
        at: u32,
    },
    /// The peer moved when it was not its turn.
    #[error("the opponent moved when it was not their turn")]
    OutOfTurn,
    /// The peer's move is not legal here.
    #[error("the opponent's move {text} is refused: {why}")]
    IllegalMove {
        /// The move as sent.
        text: String,
        /// Why.
        why: MoveRefused,
    },
    /// An answer to an offer that was not made.
    #[error("the opponent answered an offer that was not made")]
    NoOffer,
    /// The peer asked for something the rules in force do not allow.
    #[error("the opponent asked for {0}, which the rules of this game do not allow")]
    NotAllowed(&'static str),
    /// A message arrived after the game ended.
    #[error("the opponent sent {0} after the game ended")]
    GameOver(&'static str),
    /// The two logs differ: the sides played different games.
    #[error("the two sides' games differ from move {ply}")]
    Diverged {
        /// The first ply where they differ.
        ply: u32,
    },
    /// A chat line or name is too long.
    #[error("the opponent's {what} is longer than {max} characters")]
    TooLong {
        /// What was too long.
        what: &'static str,
        /// The limit.
        max: usize,
    },
}

/// Why a local action was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ActionError {
    /// It is not this player's turn.
    #[error("it is not your turn")]
    NotYourTurn,
    /// The move is not legal.
    #[error("{0}")]
    Illegal(#[from] IllegalMove),
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
    /// The link is down: the game waits for the opponent.
    #[error("waiting for your opponent")]
    Paused,
    /// The game has not started: no opponent yet.
    #[error("the game has not started yet")]
    NotStarted,
    /// An offer is already waiting for an answer.
    #[error("an offer is already waiting for an answer")]
    OfferPending,
    /// There is no offer to answer.
    #[error("there is no offer to answer")]
    NoOffer,
    /// The rules in force do not allow it.
    #[error("the rules of this game do not allow {0}")]
    NotAllowed(&'static str),
    /// Nothing to take back.
    #[error("there is no move of yours to take back")]
    NothingToRewind,
}

/// Why an invite code cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum InviteError {
    /// It does not start with the invite prefix.
    #[error("not a hexchess invite (it should start with \"{0}\")")]
    NotAnInvite(&'static str),
    /// Its body cannot be decoded.
    #[error("the invite is damaged: {0}")]
    Damaged(String),
}

/// Why the link to the peer failed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum LinkError {
    /// The network endpoint could not be started.
    #[error("cannot start the network: {0}")]
    Bind(String),
    /// The link has been closed.
    #[error("the connection is closed")]
    Closed,
    /// The invite's address cannot be used.
    #[error("{0}")]
    Invite(#[from] InviteError),
}

/// Why a game's settings cannot be played here.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SetupError {
    /// This app has no variant of that name.
    #[error("this app has no variant named {0:?}")]
    UnknownVariant(String),
    /// The start position cannot be read.
    #[error("the start position cannot be read: {0}")]
    BadStart(String),
    /// A logged move is not legal.
    #[error("move {ply} ({text}) of the game is not legal: {why}")]
    BadMove {
        /// Its ply.
        ply: u32,
        /// The move.
        text: String,
        /// Why.
        why: MoveRefused,
    },
}

/// Why a move in coordinate notation cannot be played at a table.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum MoveRefused {
    /// The text is not coordinate notation, or no legal move matches it.
    #[error(transparent)]
    Text(#[from] MoveTextError),
    /// The rules refuse it.
    #[error(transparent)]
    Illegal(#[from] IllegalMove),
}
