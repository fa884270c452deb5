//! Finding the line where each level of a stage file begins, so that a problem in a level can
//! carry `file:line`. It scans the literal `levels = { … }` table of the source: each table at
//! its top depth is a level. Strings and comments are skipped. A file that builds its levels with
//! code gets no lines (the problem still names the level by number).

/// The line (1-based) where each level's table opens, in order.
pub fn level_lines(source: &str) -> Vec<u32> {
    let bytes = source.as_bytes();
    let Some(start) = find_levels(source) else { return Vec::new() };
    let mut lines = Vec::new();
    let mut line = 1 + source[..start].matches('\n').count() as u32;
    let mut depth = 0u32;
    let mut i = start;
    while i < bytes.len() {
        match bytes[i] {
            b'\n' => line += 1,
            b'-' if bytes.get(i + 1) == Some(&b'-') => {
                let (skipped, newlines) = skip_comment(source, i);
                line += newlines;
                i = skipped;
                continue;
            }
            b'"' | b'\'' => {
                let (skipped, newlines) = skip_quoted(bytes, i);
                line += newlines;
                i = skipped;
                continue;
            }
            b'[' if long_bracket(bytes, i).is_some() => {
                let (skipped, newlines) = skip_long(source, i);
                line += newlines;
                i = skipped;
                continue;
            }
            b'{' => {
                depth += 1;
                if depth == 2 {
                    lines.push(line);
                }
            }
            b'}' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    break;
                }
            }
            _ => {}
        }
        i += 1;
    }
    lines
}

/// Where the `{` of `levels = {` is (the key written as a table field, not inside a string).
fn find_levels(source: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(found) = source[from..].find("levels") {
        let at = from + found;
        let rest = source[at + 6..].trim_start();
        if let Some(after_eq) = rest.strip_prefix('=')
            && after_eq.trim_start().starts_with('{')
            && key_position(&source[..at])
        {
            return source[at..].find('{').map(|b| at + b);
        }
        from = at + 6;
    }
    None
}

/// Whether a key that follows `before` (the source up to it) starts a table field: only blanks,
/// or a `{` or `,`, before it on its line.
fn key_position(before: &str) -> bool {
    let line = before.rsplit('\n').next().unwrap_or("").trim_end();
    line.is_empty() || line.ends_with('{') || line.ends_with(',')
}

/// The level of a long bracket `[[`, `[=[` … opening at `i`.
fn long_bracket(bytes: &[u8], i: usize) -> Option<usize> {
    let eqs = bytes[i + 1..].iter().take_while(|b| **b == b'=').count();
    (bytes.get(i + 1 + eqs) == Some(&b'[')).then_some(eqs)
}

/// Past a long string or comment body opening at `i`: (index after it, newlines in it).
fn skip_long(source: &str, i: usize) -> (usize, u32) {
    let eqs = long_bracket(source.as_bytes(), i).unwrap_or(0);
    let close = format!("]{}]", "=".repeat(eqs));
    let body = i + eqs + 2;
    let end = source[body..].find(&close).map_or(source.len(), |e| body + e + close.len());
    (end, source[i..end].matches('\n').count() as u32)
}

/// Past a `--` comment at `i`.
fn skip_comment(source: &str, i: usize) -> (usize, u32) {
    let bytes = source.as_bytes();
    if bytes.get(i + 2) == Some(&b'[') && long_bracket(bytes, i + 2).is_some() {
        return skip_long(source, i + 2);
    }
    (source[i..].find('\n').map_or(source.len(), |e| i + e), 0)
}

/// Past a quoted string at `i`.
fn skip_quoted(bytes: &[u8], i: usize) -> (usize, u32) {
    let quote = bytes[i];
    let mut j = i + 1;
    let mut newlines = 0;
    while j < bytes.len() && bytes[j] != quote {
        if bytes[j] == b'\\' {
            j += 1;
        }
        if bytes.get(j) == Some(&b'\n') {
            newlines += 1;
        }
        j += 1;
    }
    (j + 1, newlines)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_each_level_table_past_strings_and_comments() {
        let source = "return {\n  title = 'levels = {',\n  levels = {\n    -- { not a level\n    { goal = [[a\n{b]] },\n    { goal = \"}\",\n      stars = { 'f6' } },\n  },\n}\n";
        assert_eq!(level_lines(source), [5, 7]);
    }
}
