//! Errors from loading and running Lua files, located as `file:line: message`.

use std::fmt;

/// The start of the message of the error raised when a script runs out of instructions or time.
pub(crate) const BUDGET_MESSAGE: &str = "script ran too long";

/// The name of the sandbox prelude's chunk in Lua error messages and tracebacks.
pub(crate) const PRELUDE_CHUNK: &str = "sandbox";

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
    /// A variant file's `base` names no variant.
    UnknownBase,
    /// A variant file's bases lead back to a file already in the chain.
    BaseCycle,
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
    /// `file:line:` give the line; when the error was raised inside the sandbox prelude (e.g. a
    /// bad argument to a wrapped library function), the first frame of the script in the
    /// traceback gives it. The traceback itself is dropped.
    pub(crate) fn from_lua(file: &str, err: &mlua::Error) -> ScriptError {
        let (kind, raw) = match err {
            mlua::Error::SyntaxError { message, .. } => (ScriptErrorKind::Syntax, message.clone()),
            mlua::Error::MemoryError(m) => (ScriptErrorKind::Memory, format!("out of memory ({m})")),
            other => {
                let text = root_message(other);
                let kind = if text.contains(BUDGET_MESSAGE) {
                    ScriptErrorKind::Budget
                } else if text.contains("not enough memory") {
                    ScriptErrorKind::Memory
                } else {
                    ScriptErrorKind::Runtime
                };
                (kind, text)
            }
        };
        let chunk = chunk_label(file);
        let mut halves = raw.splitn(2, "\nstack traceback:");
        let first = halves.next().unwrap_or("").trim();
        let traceback = halves.next().unwrap_or("");
        let (mut line, mut message) = split_location(&chunk, first);
        if line.is_none() {
            let (_, rest) = split_location(PRELUDE_CHUNK, &message);
            message = rest;
            line = traceback_line(&chunk, traceback);
        }
        ScriptError { file: file.to_string(), line, message: truncate(&message, 500), kind }
    }
}

/// The short name a file's chunk gets inside Lua: its file name, at most 40 bytes (Lua cuts
/// long chunk names in messages, which would hide the location).
pub(crate) fn chunk_label(file: &str) -> String {
    let name = std::path::Path::new(file).file_name().and_then(|n| n.to_str()).unwrap_or(file);
    let mut end = name.len().min(40);
    while !name.is_char_boundary(end) {
        end -= 1;
    }
    name[..end].to_string()
}

/// At most `max` bytes of `s`, cut at a character boundary, with `…` when cut.
pub(crate) fn truncate(s: &str, max: usize) -> String {
    if s.len() <= max {
        return s.to_string();
    }
    let mut end = max;
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}…", &s[..end])
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

/// Splits `chunk:line: message` (also Lua's `[string "chunk"]:line:` form) into line and
/// message. The location may follow a prefix such as `runtime error: `.
fn split_location(chunk: &str, text: &str) -> (Option<u32>, String) {
    for p in [format!("{chunk}:"), format!("[string \"{chunk}\"]:")] {
        let mut from = 0;
        while let Some(found) = text[from..].find(p.as_str()) {
            let at = from + found;
            let rest = &text[at + p.len()..];
            let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
            if let (Ok(line), Some(msg)) = (digits.parse::<u32>(), rest[digits.len()..].strip_prefix(':')) {
                return (Some(line), msg.trim().to_string());
            }
            from = at + p.len();
        }
    }
    (None, text.to_string())
}

/// The line of the first traceback frame in `chunk` (`\tchunk:12: in ...`).
fn traceback_line(chunk: &str, traceback: &str) -> Option<u32> {
    traceback.lines().find_map(|l| {
        let rest = l.trim_start().strip_prefix(chunk)?.strip_prefix(':')?;
        let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
        digits.parse().ok().filter(|_| rest[digits.len()..].starts_with(':'))
    })
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
    fn finds_the_script_frame_in_a_traceback() {
        let tb =
            "\n\t[C]: in ?\n\tsandbox:12: in function 'string.find'\n\t(...tail calls...)\n\ta.lua:7: in main chunk";
        assert_eq!(traceback_line("a.lua", tb), Some(7));
        assert_eq!(traceback_line("b.lua", tb), None);
    }

    #[test]
    fn chunk_labels_are_short_file_names() {
        assert_eq!(chunk_label("/some/long/dir/scripts/rules.lua"), "rules.lua");
        assert_eq!(chunk_label("x.lua"), "x.lua");
        assert!(chunk_label(&format!("{}.lua", "é".repeat(40))).len() <= 40);
    }

    #[test]
    fn locations_inside_the_prelude_are_replaced_by_the_scripts_line() {
        let err = mlua::Error::RuntimeError(
            "sandbox:40: bad argument #1 to 'find'\nstack traceback:\n\t[C]: in ?\n\ts.lua:3: in main chunk".into(),
        );
        let e = ScriptError::from_lua("dir/s.lua", &err);
        assert_eq!(e.to_string(), "dir/s.lua:3: bad argument #1 to 'find'");
    }

    #[test]
    fn displays_file_line_message() {
        let e =
            ScriptError { file: "x.lua".into(), line: Some(3), message: "boom".into(), kind: ScriptErrorKind::Runtime };
        assert_eq!(e.to_string(), "x.lua:3: boom");
    }
}
