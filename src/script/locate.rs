//! Finding where a table key is written in a script's source, so that an error about a key
//! (a typo, a bad value) can carry `file:line:` although Lua only hands back the finished table.

/// The first line (1-based) where `key` is assigned in a table constructor or a field
/// assignment: `key =` or `["key"] =` outside a `--` comment. `None` when the source does not
/// show it literally (e.g. the table was built by code).
pub(crate) fn locate_key(source: &str, key: &str) -> Option<u32> {
    if key.is_empty() {
        return None;
    }
    let quoted = [format!("[\"{key}\"]"), format!("['{key}']")];
    for (i, line) in source.lines().enumerate() {
        let code = line.split("--").next().unwrap_or("");
        let found = assigned_name(code, key) || quoted.iter().any(|q| assigned_after(code, q));
        if found {
            return u32::try_from(i + 1).ok();
        }
    }
    None
}

/// The line of the chunk's top-level `return` (the last unindented line starting with
/// `return`), else the last non-blank line: where to point an error about what a file returns.
pub(crate) fn locate_return(source: &str) -> Option<u32> {
    let lines: Vec<&str> = source.lines().collect();
    let at = lines
        .iter()
        .rposition(|l| l.starts_with("return") && !l[6..].starts_with(|c: char| c.is_alphanumeric() || c == '_'))
        .or_else(|| lines.iter().rposition(|l| !l.trim().is_empty()))?;
    u32::try_from(at + 1).ok()
}

/// Whether `code` holds `key` as a whole identifier followed by `=` (not `==`).
fn assigned_name(code: &str, key: &str) -> bool {
    let bytes = code.as_bytes();
    let mut from = 0;
    while let Some(found) = code[from..].find(key) {
        let at = from + found;
        let end = at + key.len();
        let before_ok = at == 0 || !is_ident(bytes[at - 1]);
        let after_ok = end >= bytes.len() || !is_ident(bytes[end]);
        if before_ok && after_ok && followed_by_assignment(&code[end..]) {
            return true;
        }
        from = end;
    }
    false
}

/// Whether `code` holds `text` followed by `=` (not `==`).
fn assigned_after(code: &str, text: &str) -> bool {
    code.match_indices(text).any(|(at, _)| followed_by_assignment(&code[at + text.len()..]))
}

fn followed_by_assignment(rest: &str) -> bool {
    let rest = rest.trim_start();
    rest.starts_with('=') && !rest.starts_with("==")
}

fn is_ident(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_plain_and_quoted_keys() {
        let src =
            "return {\n  -- threefol = false\n  stalemate = \"draw\",\n  threefol = false,\n  [\"fifty\"] = 3,\n}\n";
        assert_eq!(locate_key(src, "threefol"), Some(4));
        assert_eq!(locate_key(src, "stalemate"), Some(3));
        assert_eq!(locate_key(src, "fifty"), Some(5));
    }

    #[test]
    fn finds_the_top_level_return() {
        assert_eq!(locate_return("local x = 1\nreturn {\n  a = 1,\n}\n"), Some(2));
        assert_eq!(locate_return("local function f()\n  return 1\nend\nreturn f()\n\n"), Some(4));
        assert_eq!(locate_return("x = 1\nreturned = 2\n\n"), Some(2));
        assert_eq!(locate_return(""), None);
    }

    #[test]
    fn ignores_comparisons_prefixes_and_missing_keys() {
        let src = "local x = 1\nif threefold == x then end\nreturn { threefold_x = 1 }\n";
        assert_eq!(locate_key(src, "threefold"), None);
        assert_eq!(locate_key(src, "x"), Some(1));
        assert_eq!(locate_key(src, ""), None);
    }
}
