//! Errors from loading and running Lua files, located as `file:line: message`.

use std::fmt;

/// What kind of failure a script had.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScriptErrorKind {
    /// The file could not be read.
    Io,
    /// The Lua source does not parse.
    Syntax,
    /// The script raised an error while running.
    Runtime,
    /// The script used more memory than allowed.
    Memory,
    /// The script ran more instructions than allowed.
    Budget,
    /// The script ran but returned something that is not valid for its purpose.
    Invalid,
}

/// A script failure with its location.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScriptError {
    /// The file name as given to the loader.
    pub file: String,
    /// The line, when Lua reported one.
    pub line: Option<u32>,
    /// What went wrong.
    pub message: String,
    /// The kind of failure.
    pub kind: ScriptErrorKind,
}

impl fmt::Display for ScriptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(line) => write!(f, "{}:{}: {}", self.file, line, self.message),
            None => write!(f, "{}: {}", self.file, self.message),
        }
    }
}

impl std::error::Error for ScriptError {}

impl ScriptError {
    /// An error of `kind` in `file`, with no line.
    pub fn new(file: &str, kind: ScriptErrorKind, message: impl Into<String>) -> ScriptError {
        ScriptError { file: file.to_string(), line: None, message: message.into(), kind }
    }

    /// Turns an mlua error into a located script error. Lua messages that start with
    /// `file:line:` give the line; a traceback, if any, is dropped.
    pub(crate) fn from_lua(file: &str, err: &mlua::Error) -> ScriptError {
        let (kind, raw) = match err {
            mlua::Error::SyntaxError { message, .. } => (ScriptErrorKind::Syntax, message.clone()),
            mlua::Error::MemoryError(m) => (ScriptErrorKind::Memory, format!("out of memory ({m})")),
            other => {
                let text = root_message(other);
                let kind = if text.contains(super::sandbox::BUDGET_MESSAGE) {
                    ScriptErrorKind::Budget
                } else if text.contains("not enough memory") {
                    ScriptErrorKind::Memory
                } else {
                    ScriptErrorKind::Runtime
                };
                (kind, text)
            }
        };
        let first = raw.split("\nstack traceback:").next().unwrap_or("").trim();
        let (line, message) = split_location(file, first);
        ScriptError { file: file.to_string(), line, message: truncate(&message, 500), kind }
    }
}

/// The innermost message of a chain of callback errors.
fn root_message(err: &mlua::Error) -> String {
    match err {
        mlua::Error::CallbackError { cause, .. } => root_message(cause),
        mlua::Error::ExternalError(e) => e.to_string(),
        mlua::Error::RuntimeError(m) => m.clone(),
        mlua::Error::MemoryError(m) => format!("out of memory ({m})"),
        other => other.to_string(),
    }
}

/// Splits `file:line: message` (also Lua's `[string "file"]:line:` form) into line and message.
fn split_location(file: &str, text: &str) -> (Option<u32>, String) {
    let prefixes = [format!("{file}:"), format!("[string \"{file}\"]:")];
    // The location may follow a prefix such as "runtime error: ".
    for p in &prefixes {
        if let Some(at) = text.find(p.as_str()) {
            let rest = &text[at + p.len()..];
            let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
            if let (Ok(line), Some(msg)) = (digits.parse::<u32>(), rest[digits.len()..].strip_prefix(':')) {
                return (Some(line), msg.trim().to_string());
            }
        }
    }
    (None, text.to_string())
}

fn truncate(s: &str, max: usize) -> String {
    if s.len() <= max {
        return s.to_string();
    }
    let mut end = max;
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}…", &s[..end])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_lua_locations() {
        let (line, msg) = split_location("scripts/a.lua", "scripts/a.lua:12: attempt to call a nil value");
        assert_eq!(line, Some(12));
        assert_eq!(msg, "attempt to call a nil value");
        let (line, msg) = split_location("a.lua", "no location here");
        assert_eq!((line, msg.as_str()), (None, "no location here"));
    }

    #[test]
    fn displays_file_line_message() {
        let e =
            ScriptError { file: "x.lua".into(), line: Some(3), message: "boom".into(), kind: ScriptErrorKind::Runtime };
        assert_eq!(e.to_string(), "x.lua:3: boom");
    }
}
