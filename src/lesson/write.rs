//! Writing a lesson as readable, hand-editable Lua: fixed key order, one step per block with a
//! comment, multi-line texts as long strings, everything else as escaped quoted strings.

use std::fmt::Write as _;

use super::model::{Answer, Arrow, Lesson, Mark, Step};
use super::paint::Paint;

/// The Lua source of a lesson file. Loading it gives back an equal [`Lesson`].
pub fn to_lua(lesson: &Lesson) -> String {
    let mut out = String::new();
    out.push_str("-- A hexchess lesson: a Lua data file, written by the lesson editor and safe to edit by hand.\n");
    out.push_str("-- Every key is described in docs/lessons.md. Check it with: hexchess lesson check FILE\n");
    out.push_str("return {\n");
    field(&mut out, 1, "title", &lesson.title);
    field(&mut out, 1, "author", &lesson.author);
    field(&mut out, 1, "variant", &lesson.variant);
    out.push_str("  steps = {\n");
    let total = lesson.steps.len();
    for (i, step) in lesson.steps.iter().enumerate() {
        let _ = writeln!(out, "    -- Step {} of {total}", i + 1);
        write_step(&mut out, step);
    }
    out.push_str("  },\n}\n");
    out
}

fn write_step(out: &mut String, step: &Step) {
    out.push_str("    {\n");
    field(out, 3, "position", &step.position);
    field(out, 3, "text", &step.text);
    if !step.arrows.is_empty() {
        out.push_str("      arrows = {\n");
        for a in &step.arrows {
            let _ = writeln!(out, "        {},", arrow(a));
        }
        out.push_str("      },\n");
    }
    if !step.marks.is_empty() {
        write_marks(out, &step.marks);
    }
    if !step.expected.is_empty() {
        out.push_str("      expected = {\n");
        for a in &step.expected {
            write_answer(out, a);
        }
        out.push_str("      },\n");
    }
    if !step.wrong_feedback.is_empty() {
        field(out, 3, "wrong_feedback", &step.wrong_feedback);
    }
    out.push_str("    },\n");
}

fn write_answer(out: &mut String, answer: &Answer) {
    let reply = answer.reply.as_ref().map(|r| format!(", reply = {}", lua_string(r))).unwrap_or_default();
    if answer.feedback.is_empty() {
        let _ = writeln!(out, "        {{ move = {}{reply} }},", lua_string(&answer.mv));
        return;
    }
    out.push_str("        {\n");
    field(out, 5, "move", &answer.mv);
    if let Some(r) = &answer.reply {
        field(out, 5, "reply", r);
    }
    field(out, 5, "feedback", &answer.feedback);
    out.push_str("        },\n");
}

/// `marks = { ... },` on one line when it fits in 100 columns, else a few marks per line.
fn write_marks(out: &mut String, marks: &[Mark]) {
    let items: Vec<String> = marks.iter().map(mark).collect();
    let one_line = format!("      marks = {{ {} }},", items.join(", "));
    if one_line.chars().count() <= 100 {
        out.push_str(&one_line);
        out.push('\n');
        return;
    }
    out.push_str("      marks = {\n");
    let mut line = String::new();
    for item in items {
        if !line.is_empty() && line.chars().count() + item.chars().count() + 2 > 100 - 8 {
            let _ = writeln!(out, "        {}", line.trim_end());
            line.clear();
        }
        line.push_str(&item);
        line.push_str(", ");
    }
    if !line.is_empty() {
        let _ = writeln!(out, "        {}", line.trim_end());
    }
    out.push_str("      },\n");
}

fn arrow(a: &Arrow) -> String {
    format!("{{ from = {}, to = {}, color = {} }}", lua_string(&a.from), lua_string(&a.to), paint(a.color))
}

fn mark(m: &Mark) -> String {
    if m.color == Paint::default() {
        lua_string(&m.cell)
    } else {
        format!("{{ cell = {}, color = {} }}", lua_string(&m.cell), paint(m.color))
    }
}

fn paint(p: Paint) -> String {
    lua_string(&p.to_string())
}

/// `key = value,` on its own line at `depth` levels of two spaces.
fn field(out: &mut String, depth: usize, key: &str, value: &str) {
    let _ = writeln!(out, "{:indent$}{key} = {},", "", lua_string(value), indent = depth * 2);
}

/// A Lua string literal for `s`: a long string `[[...]]` for multi-line text that a long string
/// keeps exactly, else a quoted string with escapes.
pub(crate) fn lua_string(s: &str) -> String {
    let long_ok = s.contains('\n') && !s.chars().any(|c| c.is_control() && c != '\n' && c != '\t');
    if long_ok { long_string(s) } else { quoted(s) }
}

/// `[==[` newline, the text, `]==]`, with the fewest `=` that the text cannot close early.
/// (Lua drops the newline right after the opening bracket.)
fn long_string(s: &str) -> String {
    let mut level = 0;
    loop {
        let close = format!("]{}]", "=".repeat(level));
        let body = format!("{s}{close}");
        if body.find(&close) == Some(s.len()) {
            return format!("[{}[\n{body}", "=".repeat(level));
        }
        level += 1;
    }
}

/// A double-quoted string; control characters as `\n`, `\t` or three-digit `\ddd` escapes.
fn quoted(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c.is_ascii_control() => {
                let _ = write!(out, "\\{:03}", c as u32);
            }
            c if c.is_control() => {
                let _ = write!(out, "\\u{{{:x}}}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotes_and_escapes() {
        assert_eq!(lua_string("Qf10#"), "\"Qf10#\"");
        assert_eq!(lua_string("say \"hi\" \\ now"), "\"say \\\"hi\\\" \\\\ now\"");
        assert_eq!(lua_string("a\r\nb"), "\"a\\r\\nb\"");
        assert_eq!(lua_string("\u{1}2"), "\"\\0012\"");
    }

    #[test]
    fn long_strings_pick_a_level_the_text_cannot_close() {
        assert_eq!(lua_string("a\nb"), "[[\na\nb]]");
        assert_eq!(lua_string("a\n]]"), "[=[\na\n]]]=]");
        assert_eq!(lua_string("a\nb]"), "[=[\na\nb]]=]");
        assert_eq!(lua_string("a\n]=]b]"), "[==[\na\n]=]b]]==]");
    }
}
