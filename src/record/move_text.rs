//! Reading one move of a record, leniently: coordinate moves (`h3h5`, `h3-h5`, `f10f11=Q`), SAN
//! (`Nh1f4`, `Qxf9#`), captured-piece suffixes (`f7g6xP`, `Qc3xBf9#`), annotations (`e7e6?`,
//! `!?`), en-passant marks (`e5ep.`, `exe5 e.p.`), pawn file captures (`ixk`, `f:e`), in any
//! letter map.

use crate::rules::{CellRef, CoordMove, NotationError, Role, San, SanPlus};

use super::letters::LetterMap;

/// A move as written, parsed without a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct MoveText {
    /// What the text names.
    pub form: MoveForm,
    /// The kind the text says was captured (`xP`, `xBf9`), if it says.
    pub captured: Option<Role>,
    /// The text carries an en-passant mark (`e5ep.`, `fxe5 e.p.`): a pawn move named by its
    /// to-cell is then the en-passant capture onto that cell, with or without its `x`.
    pub en_passant: bool,
}

/// The ways a record names a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum MoveForm {
    /// From-cell and to-cell, no piece letter: `h3h5`.
    Coord(CoordMove),
    /// SAN, possibly with a full from-cell: `Nf4`, `Nh1f4`, `exf5`, `Q-0-0`.
    San(San),
    /// A pawn capture named by files only: `ixk`.
    PawnFiles {
        /// The capturing pawn's file.
        from: char,
        /// The file it captures on.
        to: char,
    },
}

impl MoveForm {
    /// The from-cell, when the text names it completely.
    pub(crate) fn origin(&self) -> Option<CellRef> {
        match self {
            MoveForm::Coord(c) => Some(c.from),
            MoveForm::San(San::Normal { file: Some(file), rank: Some(rank), .. }) => {
                Some(CellRef { file: *file, rank: *rank })
            }
            _ => None,
        }
    }

    /// The to-cell the text names (not for castling or a file-only pawn capture).
    pub(crate) fn destination(&self) -> Option<CellRef> {
        match self {
            MoveForm::Coord(c) => Some(c.to),
            MoveForm::San(San::Normal { to, .. }) => Some(*to),
            _ => None,
        }
    }

    /// The kind the text says moves, if it says (a coordinate move does not).
    pub(crate) fn role(&self) -> Option<Role> {
        match self {
            MoveForm::San(San::Normal { role, .. }) => Some(*role),
            MoveForm::PawnFiles { .. } => Some(Role::Pawn),
            _ => None,
        }
    }
}

fn syntax(text: &str, reason: &'static str) -> NotationError {
    NotationError::Syntax { text: text.to_string(), reason }
}

/// Parses one move token.
///
/// # Errors
/// [`NotationError`] when the text is not a move in any accepted form.
pub(crate) fn parse_move(text: &str, letters: &LetterMap) -> Result<MoveText, NotationError> {
    let original = text.trim();
    if original.is_empty() {
        return Err(NotationError::Empty);
    }
    // Annotations, check and mate marks, in any order at the end.
    let mut t = original.trim_end_matches(['!', '?', '+', '#', '‼', '⁇', '⁈', '⁉']);
    let (head, en_passant) = strip_en_passant_mark(t);
    t = head;
    if t.is_empty() {
        return Err(syntax(original, "expected a move"));
    }
    let english = letters.to_english(t);
    let (body, captured) = strip_captured_piece(&english);
    if let Some(coord) = coordinate(&body, letters) {
        return Ok(MoveText { form: MoveForm::Coord(coord), captured, en_passant });
    }
    if let Some(form) = pawn_files(&body) {
        return Ok(MoveText { form, captured, en_passant });
    }
    let san = SanPlus::parse(&body).map_err(|e| match e {
        NotationError::Syntax { reason, .. } => syntax(original, reason),
        NotationError::Empty => syntax(original, "expected a move"),
    })?;
    Ok(MoveText { form: MoveForm::San(san.san), captured, en_passant })
}

/// The en-passant marks a record may write after a move, glued on (`e5ep.`) or as a separate
/// word (`fxe5 e.p.`, joined to its move by the lexer).
pub(crate) const EN_PASSANT_MARKS: [&str; 4] = ["e.p.", "ep.", "e.p", "ep"];

/// Whether a whole word is an en-passant mark (`e.p.`, `ep`, …), as written apart after a move.
pub(crate) fn is_en_passant_mark(word: &str) -> bool {
    EN_PASSANT_MARKS.contains(&word)
}

/// Removes an en-passant mark: `e5ep.` → `e5`, `fxe5 e.p.` → `fxe5`, `fxe e.p.` → `fxe`. A mark
/// glued on counts only after a rank's digit (so no file letter is mistaken for one).
fn strip_en_passant_mark(text: &str) -> (&str, bool) {
    for mark in EN_PASSANT_MARKS {
        if let Some(head) = text.strip_suffix(mark) {
            let trimmed = head.trim_end();
            let separate = trimmed.len() < head.len();
            if !trimmed.is_empty() && (separate || trimmed.ends_with(|c: char| c.is_ascii_digit())) {
                return (trimmed, true);
            }
        }
    }
    (text, false)
}

/// Removes a captured-piece letter: `f7g6xP` → `f7g6` (pawn), `Qc3xBf9` → `Qc3xf9` (bishop),
/// `d8xNe8=N` → `d8xe8=N` (knight). The text is already in English letters.
fn strip_captured_piece(text: &str) -> (String, Option<Role>) {
    let chars: Vec<char> = text.chars().collect();
    // Trailing form: a cell, then `x` and a piece letter.
    if let [.., d, 'x', p] = chars.as_slice()
        && d.is_ascii_digit()
        && let Some(role) = p.is_ascii_uppercase().then(|| Role::from_char(*p)).flatten()
    {
        return (chars[..chars.len() - 2].iter().collect(), Some(role));
    }
    // Inner form: `x`, a piece letter, then a file letter.
    for i in 1..chars.len().saturating_sub(2) {
        if chars[i] == 'x'
            && chars[i + 1].is_ascii_uppercase()
            && chars[i + 2].is_ascii_lowercase()
            && let Some(role) = Role::from_char(chars[i + 1])
        {
            let mut out: String = chars[..=i].iter().collect();
            out.extend(&chars[i + 2..]);
            return (out, Some(role));
        }
    }
    (text.to_string(), None)
}

/// Reads a lowercase file letter and a rank of 1–3 digits without a leading zero.
fn cell(s: &str) -> Option<(CellRef, &str)> {
    let file = s.chars().next().filter(char::is_ascii_lowercase)?;
    let rest = &s[1..];
    let n = rest.chars().take_while(char::is_ascii_digit).count();
    if n == 0 || n > 3 || rest.starts_with('0') {
        return None;
    }
    Some((CellRef { file, rank: rest[..n].parse().ok()? }, &rest[n..]))
}

/// A coordinate move: from-cell, optional `-` or `x`, to-cell, optional promotion (`=Q`, `Q`,
/// `q`, in the record's letters).
fn coordinate(text: &str, letters: &LetterMap) -> Option<CoordMove> {
    let (from, rest) = cell(text)?;
    let rest = rest.strip_prefix(['-', 'x', ':']).unwrap_or(rest);
    let (to, rest) = cell(rest)?;
    let rest = rest.strip_prefix('=').unwrap_or(rest);
    let promotion = match rest.chars().collect::<Vec<_>>().as_slice() {
        [] => None,
        // Upper-case letters are already English; a lower-case one is in the record's letters.
        [c] if c.is_ascii_uppercase() => Some(Role::from_char(*c)?),
        [c] => Some(letters.role(*c)?),
        _ => return None,
    };
    if matches!(promotion, Some(Role::Pawn | Role::King)) {
        return None;
    }
    Some(CoordMove { from, to, promotion })
}

/// `ixk`: a pawn capture named by its two files.
fn pawn_files(text: &str) -> Option<MoveForm> {
    match text.chars().collect::<Vec<_>>().as_slice() {
        [from, 'x' | ':', to] if from.is_ascii_lowercase() && to.is_ascii_lowercase() => {
            Some(MoveForm::PawnFiles { from: *from, to: *to })
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn en(text: &str) -> MoveText {
        parse_move(text, &LetterMap::english()).unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    fn coord(text: &str) -> String {
        match en(text).form {
            MoveForm::Coord(c) => c.to_string(),
            other => panic!("{text} read as {other:?}"),
        }
    }

    fn san(text: &str, letters: &LetterMap) -> String {
        match parse_move(text, letters).unwrap_or_else(|e| panic!("{text}: {e}")).form {
            MoveForm::San(s) => s.to_string(),
            other => panic!("{text} read as {other:?}"),
        }
    }

    #[test]
    fn coordinate_forms() {
        assert_eq!(coord("h3h5"), "h3h5");
        assert_eq!(coord("h3-h5"), "h3h5");
        assert_eq!(coord("e7e6?"), "e7e6");
        assert_eq!(coord("f10f11=Q"), "f10f11q");
        assert_eq!(coord("f10f11q"), "f10f11q");
        assert_eq!(coord("e5d5xP+"), "e5d5");
        assert_eq!(coord("e5e6ep."), "e5e6");
        assert!(en("e5e6ep.").en_passant && !en("e5e6").en_passant);
        assert_eq!(en("f7g6xP").captured, Some(Role::Pawn));
        assert_eq!(coord("d8xNe8=N"), "d8e8n");
        assert_eq!(en("d8xNe8=N").captured, Some(Role::Knight));
    }

    #[test]
    fn san_forms_and_captured_pieces() {
        let e = LetterMap::english();
        assert_eq!(san("Nh1f4", &e), "Nh1f4");
        assert_eq!(san("Qxf9#", &e), "Qxf9");
        assert_eq!(san("Qc3xBf9#", &e), "Qc3xf9");
        assert_eq!(en("Qc3xBf9#").captured, Some(Role::Bishop));
        assert_eq!(san("Bf3k7xP+", &e), "Bf3k7");
        assert_eq!(en("Bf3k7xP+").captured, Some(Role::Pawn));
        assert_eq!(san("Nd1-f4!?", &e), "Nd1f4");
        assert_eq!(san("Q-0-0", &e), "Q-0-0");
        assert_eq!(en("ixk").form, MoveForm::PawnFiles { from: 'i', to: 'k' });
    }

    #[test]
    fn hungarian_letters() {
        let hu = LetterMap::hungarian();
        assert_eq!(san("Bcxf8", &hu), "Rcxf8");
        assert_eq!(san("Fxe5", &hu), "Bxe5");
        assert_eq!(san("Vc3xFf9#", &hu), "Qc3xf9");
        assert_eq!(san("Hdf4", &hu), "Ndf4");
        assert_eq!(parse_move("Vc3xFf9#", &hu).map(|m| m.captured), Ok(Some(Role::Bishop)));
    }

    #[test]
    fn en_passant_marks_glued_or_apart() {
        let e = LetterMap::english();
        for (text, read) in
            [("e5ep.", "e5"), ("e5 e.p.", "e5"), ("exe5ep", "exe5"), ("fxe5 e.p.", "fxe5"), ("f:e5 ep+", "fxe5")]
        {
            assert_eq!(san(text, &e), read, "{text}");
            assert!(en(text).en_passant, "{text}");
        }
        assert!(!en("exe5").en_passant);
        assert!(is_en_passant_mark("e.p.") && is_en_passant_mark("ep") && !is_en_passant_mark("e5"));
        // A mark alone is no move.
        for bad in ["e.p.", "ep", "ep."] {
            assert!(parse_move(bad, &e).is_err(), "{bad}");
        }
    }

    #[test]
    fn russian_letters() {
        let ru = LetterMap::russian();
        assert_eq!(san("Крg1h1", &ru), "Kg1h1");
        assert_eq!(san("Кd1f4", &ru), "Nd1f4");
        assert_eq!(parse_move("Фc3xСf9#", &ru).map(|m| m.captured), Ok(Some(Role::Bishop)));
        assert_eq!(coord_in("f10f11ф", &ru), "f10f11q");
    }

    fn coord_in(text: &str, letters: &LetterMap) -> String {
        match parse_move(text, letters).unwrap_or_else(|e| panic!("{text}: {e}")).form {
            MoveForm::Coord(c) => c.to_string(),
            other => panic!("{text} read as {other:?}"),
        }
    }

    #[test]
    fn bad_moves_are_errors() {
        for bad in ["", "?!", "hello", "Zf5", "f5f6f7", "1.", "x", "é5"] {
            assert!(parse_move(bad, &LetterMap::english()).is_err(), "{bad} should not parse");
        }
    }
}
