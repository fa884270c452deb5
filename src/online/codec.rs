//! Messages to bytes and back: JSON in an envelope that names the protocol version first, so a
//! version mismatch is told apart from a damaged message.

use serde::{Deserialize, Serialize};

use super::error::ProtocolError;
use super::protocol::{MAX_MESSAGE_BYTES, Message, PROTOCOL_VERSION};

#[derive(Serialize)]
struct EnvelopeOut<'a> {
    v: u32,
    msg: &'a Message,
}

#[derive(Deserialize)]
struct Version {
    v: u32,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct EnvelopeIn {
    #[allow(dead_code)]
    v: u32,
    msg: Message,
}

/// The bytes of `msg`.
pub fn encode(msg: &Message) -> Vec<u8> {
    // Serialising these plain types cannot fail.
    serde_json::to_vec(&EnvelopeOut { v: PROTOCOL_VERSION, msg }).unwrap_or_default()
}

/// The message in `bytes`.
///
/// # Errors
/// [`ProtocolError::Oversized`], [`ProtocolError::VersionMismatch`] or
/// [`ProtocolError::Malformed`].
pub fn decode(bytes: &[u8]) -> Result<Message, ProtocolError> {
    if bytes.len() > MAX_MESSAGE_BYTES {
        return Err(ProtocolError::Oversized { size: bytes.len(), max: MAX_MESSAGE_BYTES });
    }
    let version: Version = serde_json::from_slice(bytes).map_err(|e| ProtocolError::Malformed(e.to_string()))?;
    if version.v != PROTOCOL_VERSION {
        return Err(ProtocolError::VersionMismatch { ours: PROTOCOL_VERSION, theirs: version.v });
    }
    let envelope: EnvelopeIn = serde_json::from_slice(bytes).map_err(|e| ProtocolError::Malformed(e.to_string()))?;
    Ok(envelope.msg)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_comes_back_as_it_was_sent() {
        let msg = Message::Move { ply: 3, mv: "f5-f6".into(), clock_ms: Some(1200) };
        assert_eq!(decode(&encode(&msg)), Ok(msg));
    }

    #[test]
    fn another_version_is_named_not_called_damaged() {
        let bytes = br#"{"v":7,"msg":{"kind":"future_thing"}}"#;
        assert_eq!(decode(bytes), Err(ProtocolError::VersionMismatch { ours: PROTOCOL_VERSION, theirs: 7 }));
    }

    #[test]
    fn garbage_and_unknown_kinds_are_malformed() {
        assert!(matches!(decode(b"\xff\x00garbage"), Err(ProtocolError::Malformed(_))));
        assert!(matches!(decode(br#"{"v":1,"msg":{"kind":"teleport","ply":0}}"#), Err(ProtocolError::Malformed(_))));
        assert!(matches!(
            decode(br#"{"v":1,"msg":{"kind":"move","ply":-1,"move":"a","clock_ms":null}}"#),
            Err(ProtocolError::Malformed(_))
        ));
    }

    #[test]
    fn an_oversized_message_is_refused_before_it_is_read() {
        let bytes = vec![b' '; MAX_MESSAGE_BYTES + 1];
        assert_eq!(
            decode(&bytes),
            Err(ProtocolError::Oversized { size: MAX_MESSAGE_BYTES + 1, max: MAX_MESSAGE_BYTES })
        );
    }
}
