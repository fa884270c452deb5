//! The invite code: what a guest pastes to join a host's game.
//!
//! `hexchess:` followed by base64url of a small JSON document: the host's network address (an
//! iroh endpoint's public key with its relay and direct addresses, or a test transport's name)
//! and the game's number. Joining again with the same code continues the same game.

use data_encoding::BASE64URL_NOPAD;
use serde::{Deserialize, Serialize};

use super::error::InviteError;

/// What every invite code starts with.
pub const INVITE_PREFIX: &str = "hexchess:";

/// A decoded invite.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Invite {
    /// The game's number, chosen at random by the host.
    pub game: u64,
    /// Where the host can be reached, in the transport's own form.
    pub address: serde_json::Value,
}

impl Invite {
    /// The code to hand to the guest.
    pub fn code(&self) -> String {
        let json = serde_json::to_vec(self).unwrap_or_default();
        format!("{INVITE_PREFIX}{}", BASE64URL_NOPAD.encode(&json))
    }

    /// The invite in `code` (spaces and line breaks around or inside it are ignored).
    ///
    /// # Errors
    /// [`InviteError`] when it is not an invite or is damaged.
    pub fn parse(code: &str) -> Result<Invite, InviteError> {
        let compact: String = code.chars().filter(|c| !c.is_whitespace()).collect();
        let body = compact.strip_prefix(INVITE_PREFIX).ok_or(InviteError::NotAnInvite(INVITE_PREFIX))?;
        let bytes = BASE64URL_NOPAD.decode(body.as_bytes()).map_err(|e| InviteError::Damaged(e.to_string()))?;
        serde_json::from_slice(&bytes).map_err(|e| InviteError::Damaged(e.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_reads_back_even_when_wrapped_by_a_mail_program() {
        let invite = Invite { game: 42, address: serde_json::json!({"id": "abc", "addrs": []}) };
        let code = invite.code();
        assert!(code.starts_with(INVITE_PREFIX));
        let (a, b) = code.split_at(20);
        assert_eq!(Invite::parse(&format!(" {a}\n{b} ")), Ok(invite));
    }

    #[test]
    fn other_text_is_not_an_invite_and_a_cut_code_is_damaged() {
        assert_eq!(Invite::parse("hello"), Err(InviteError::NotAnInvite(INVITE_PREFIX)));
        let code = Invite { game: 1, address: serde_json::Value::Null }.code();
        assert!(matches!(Invite::parse(&code[..code.len() - 3]), Err(InviteError::Damaged(_))));
    }
}
