//! Reading text files of unknown encoding.

use std::io::Read;
use std::path::Path;

use super::error::StorageError;

/// The largest file read as text or JSON: 64 MiB.
pub const MAX_FILE_BYTES: u64 = 64 << 20;

/// Reads a text file: UTF-8 (a byte-order mark is dropped), or else Latin-1, as old records
/// often are.
///
/// # Errors
/// [`StorageError::Io`] when the file cannot be read or is larger than [`MAX_FILE_BYTES`].
pub fn read_text(path: &Path) -> Result<String, StorageError> {
    let bytes = read_limited(path)?;
    Ok(decode(bytes))
}

/// Reads at most [`MAX_FILE_BYTES`] bytes of a file.
pub(crate) fn read_limited(path: &Path) -> Result<Vec<u8>, StorageError> {
    let file = std::fs::File::open(path).map_err(|e| StorageError::io(path, e))?;
    let mut bytes = Vec::new();
    file.take(MAX_FILE_BYTES + 1).read_to_end(&mut bytes).map_err(|e| StorageError::io(path, e))?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        let e = std::io::Error::new(std::io::ErrorKind::InvalidData, "file too large (over 64 MiB)");
        return Err(StorageError::io(path, e));
    }
    Ok(bytes)
}

/// UTF-8 if valid, else Latin-1.
fn decode(bytes: Vec<u8>) -> String {
    match String::from_utf8(bytes) {
        Ok(s) => s.strip_prefix('\u{feff}').map(str::to_string).unwrap_or(s),
        Err(e) => e.into_bytes().iter().map(|&b| char::from(b)).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn utf8_and_latin1() {
        assert_eq!(decode("\u{feff}Gliński".as_bytes().to_vec()), "Gliński");
        assert_eq!(decode(vec![b'K', 0xE1, b'r', b'o', b'l', b'y']), "Károly");
    }
}
