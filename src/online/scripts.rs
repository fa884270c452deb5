//! The host's house-rule scripts named by file and content, so a guest sees which differ.

use std::path::Path;

use super::protocol::ScriptDigest;

/// The `*.lua` files directly in `dir`, by name, each with a digest of its text (sorted by
/// name; a folder that cannot be read gives none).
pub fn script_digests(dir: &Path) -> Vec<ScriptDigest> {
    let Ok(entries) = std::fs::read_dir(dir) else { return Vec::new() };
    let mut found: Vec<ScriptDigest> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "lua"))
        .filter_map(|p| {
            let text = std::fs::read(&p).ok()?;
            let name = p.file_name()?.to_string_lossy().into_owned();
            Some(ScriptDigest { name, digest: digest(&text) })
        })
        .collect();
    found.sort_by(|a, b| a.name.cmp(&b.name));
    found
}

/// FNV-1a, 64 bits, as hex: stable across builds and machines (unlike the std hasher).
pub fn digest(bytes: &[u8]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    format!("{h:016x}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scripts_are_named_and_a_changed_text_changes_its_digest() {
        let dir = tempfile::tempdir().expect("temp dir");
        std::fs::write(dir.path().join("b.lua"), "return 1").expect("write");
        std::fs::write(dir.path().join("a.lua"), "return 2").expect("write");
        std::fs::write(dir.path().join("notes.txt"), "no").expect("write");
        let first = script_digests(dir.path());
        assert_eq!(first.iter().map(|s| s.name.as_str()).collect::<Vec<_>>(), ["a.lua", "b.lua"]);
        std::fs::write(dir.path().join("a.lua"), "return 3").expect("write");
        let second = script_digests(dir.path());
        assert_ne!(first[0].digest, second[0].digest);
        assert_eq!(first[1], second[1]);
        assert!(script_digests(&dir.path().join("missing")).is_empty());
    }
}
