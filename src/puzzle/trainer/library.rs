//! The puzzles the trainer serves: the built-in files `puzzles/<variant>.csv`, embedded in the
//! binary, read row by row. A row that cannot be read or played is skipped and reported; the
//! others stay usable.

use std::collections::HashSet;

use crate::puzzle::csv_file::parse_row;
use crate::puzzle::{PUZZLE_COLUMNS, Puzzle, PuzzleFileError, Theme};
use crate::rules::Variant;

/// The built-in puzzle files: `(variant name, the file's text)`. A test compares this list with
/// the `puzzles/` folder, so a new file cannot be forgotten. A variant that is not listed has no
/// puzzles yet.
pub const BUILTIN_PUZZLE_FILES: &[(&str, &str)] = &[
    ("glinski", include_str!("../../../puzzles/glinski.csv")),
    ("mccooey", include_str!("../../../puzzles/mccooey.csv")),
    ("shafran", include_str!("../../../puzzles/shafran.csv")),
];

/// The built-in puzzle file's text of a variant, if it has one.
pub fn builtin_puzzle_text(variant: &str) -> Option<&'static str> {
    BUILTIN_PUZZLE_FILES.iter().find(|(name, _)| *name == variant).map(|(_, text)| *text)
}

/// The puzzles of one variant that can be played, and the rows that were skipped.
#[derive(Debug)]
pub struct PuzzleLibrary {
    /// The variant the puzzles are played in.
    pub variant: &'static Variant,
    /// Every playable puzzle, in file order.
    pub puzzles: Vec<Puzzle>,
    /// Why each skipped row was skipped (its line is in the error).
    pub problems: Vec<PuzzleFileError>,
}

impl PuzzleLibrary {
    /// The built-in puzzles of `variant` (none when it has no file yet).
    pub fn builtin(variant: &'static Variant) -> PuzzleLibrary {
        match builtin_puzzle_text(variant.name()) {
            Some(text) => PuzzleLibrary::read(text, variant),
            None => PuzzleLibrary { variant, puzzles: Vec::new(), problems: Vec::new() },
        }
    }

    /// Reads a puzzle file's text leniently: each row is read and replayed on `variant`; a row
    /// that fails (a bad value, a repeated id, an illegal move) is skipped and its error kept. A
    /// wrong header skips the whole file.
    pub fn read(text: &str, variant: &'static Variant) -> PuzzleLibrary {
        let mut library = PuzzleLibrary { variant, puzzles: Vec::new(), problems: Vec::new() };
        let mut reader = csv::ReaderBuilder::new().has_headers(true).from_reader(text.as_bytes());
        match reader.headers() {
            Ok(header) if header.iter().eq(PUZZLE_COLUMNS) => {}
            Ok(header) => {
                library.problems.push(PuzzleFileError::BadHeader {
                    expected: PUZZLE_COLUMNS.join(","),
                    found: header.iter().collect::<Vec<_>>().join(","),
                });
                return library;
            }
            Err(source) => {
                library.problems.push(PuzzleFileError::Csv { line: 1, source });
                return library;
            }
        }
        let mut ids = HashSet::new();
        for row in reader.records() {
            let row = match row {
                Ok(row) => row,
                Err(source) => {
                    let line = source.position().map_or(0, |p| p.line());
                    library.problems.push(PuzzleFileError::Csv { line, source });
                    continue;
                }
            };
            let line = row.position().map_or(0, |p| p.line());
            match parse_row(&row, line) {
                Err(e) => library.problems.push(e),
                Ok(p) if ids.contains(&p.id) => library.problems.push(PuzzleFileError::DuplicateId { line, id: p.id }),
                Ok(p) => match p.line(variant) {
                    Err(source) => library.problems.push(PuzzleFileError::BadPuzzle { line, source }),
                    Ok(_) => {
                        ids.insert(p.id.clone());
                        library.puzzles.push(p);
                    }
                },
            }
        }
        library
    }

    /// The puzzle with this id.
    pub fn get(&self, id: &str) -> Option<&Puzzle> {
        self.puzzles.iter().find(|p| p.id == id)
    }

    /// Each theme the puzzles have, with how many have it, in [`Theme::ALL`]'s order.
    pub fn themes(&self) -> Vec<(Theme, usize)> {
        Theme::ALL
            .into_iter()
            .map(|t| (t, self.puzzles.iter().filter(|p| p.has(t)).count()))
            .filter(|(_, n)| *n > 0)
            .collect()
    }

    /// How many puzzles have `theme` (all of them for `None`, "mixed").
    pub fn count(&self, theme: Option<Theme>) -> usize {
        self.puzzles.iter().filter(|p| theme.is_none_or(|t| p.has(t))).count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::script::builtin_variant;

    #[test]
    fn every_file_in_the_puzzles_folder_is_built_in() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles");
        let mut found: Vec<String> = std::fs::read_dir(&root)
            .expect("puzzles/")
            .filter_map(|e| e.ok()?.file_name().to_str()?.strip_suffix(".csv").map(str::to_string))
            .collect();
        found.sort();
        let mut listed: Vec<String> = BUILTIN_PUZZLE_FILES.iter().map(|(v, _)| v.to_string()).collect();
        listed.sort();
        assert_eq!(
            listed, found,
            "every puzzles/<variant>.csv needs its line in BUILTIN_PUZZLE_FILES (src/puzzle/trainer/library.rs)"
        );
    }

    #[test]
    fn every_built_in_puzzle_plays() {
        for (name, text) in BUILTIN_PUZZLE_FILES {
            let variant = builtin_variant(name).expect("a built-in variant");
            let library = PuzzleLibrary::read(text, variant);
            assert!(library.problems.is_empty(), "{name}: {:?}", library.problems);
            assert!(!library.puzzles.is_empty(), "{name}");
            assert_eq!(library.count(None), library.puzzles.len());
        }
    }

    /// Row `i` of `lines` with column `column` replaced by `value`.
    fn edit(lines: &mut [String], i: usize, column: usize, value: &str) {
        let mut fields: Vec<&str> = lines[i].split(',').collect();
        fields[column] = value;
        lines[i] = fields.join(",");
    }

    #[test]
    fn bad_rows_are_skipped_and_reported_and_the_rest_stay() {
        let v = builtin_variant("glinski").expect("glinski");
        let text = builtin_puzzle_text("glinski").expect("the Gliński file");
        let mut lines: Vec<String> = text.lines().take(5).map(str::to_string).collect();
        let first_id = lines[1].split(',').next().expect("an id").to_string();
        edit(&mut lines, 2, 3, "six hundred");
        edit(&mut lines, 3, 2, "a1a1 zz");
        lines.push("not,enough".into());
        lines.push(lines[1].clone());
        let library = PuzzleLibrary::read(&lines.join("\n"), v);
        assert_eq!(library.puzzles.len(), 2, "{:?}", library.problems);
        assert_eq!(library.puzzles[0].id, first_id);
        let said: Vec<String> = library.problems.iter().map(ToString::to_string).collect();
        assert_eq!(said.len(), 4, "{said:?}");
        assert!(said[0].starts_with("line 3: bad Rating"), "{said:?}");
        assert!(said[1].starts_with("line 4: puzzle"), "{said:?}");
        assert!(said[2].starts_with("line 6: "), "{said:?}");
        assert_eq!(said[3], format!("line 7: puzzle id {first_id} was already used"));
    }

    #[test]
    fn a_wrong_header_or_no_file_gives_no_puzzles() {
        let v = builtin_variant("glinski").expect("glinski");
        let library = PuzzleLibrary::read("Id,FEN\nx,y\n", v);
        assert!(library.puzzles.is_empty());
        assert!(library.problems[0].to_string().starts_with("line 1: the header must be"));
        assert!(PuzzleLibrary::read("", v).puzzles.is_empty());
        let counted = PuzzleLibrary::builtin(v);
        let themes = counted.themes();
        assert!(themes.iter().all(|(t, n)| *n == counted.count(Some(*t)) && *n > 0));
    }
}
