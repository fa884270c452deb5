//! Reading and writing `puzzles/<variant>.csv`: a header, then one puzzle per row with the
//! columns `PuzzleId,FEN,Moves,Rating,RatingDeviation,Themes,Source`.

use std::collections::HashSet;

use crate::rules::{CoordMove, Variant};

use super::error::{PuzzleError, PuzzleFileError};
use super::model::Puzzle;
use super::theme::Theme;

/// The header row.
pub const PUZZLE_COLUMNS: [&str; 7] = ["PuzzleId", "FEN", "Moves", "Rating", "RatingDeviation", "Themes", "Source"];

/// Reads a puzzle file's text. Every row must have the seven columns with values of their kind,
/// and ids must be unique; the first problem is returned with its line.
///
/// # Errors
/// [`PuzzleFileError`] naming the line.
pub fn parse_puzzles(text: &str) -> Result<Vec<Puzzle>, PuzzleFileError> {
    let mut reader = csv::ReaderBuilder::new().has_headers(true).from_reader(text.as_bytes());
    let header = reader.headers().map_err(|source| PuzzleFileError::Csv { line: 1, source })?;
    if header.iter().ne(PUZZLE_COLUMNS) {
        return Err(PuzzleFileError::BadHeader {
            expected: PUZZLE_COLUMNS.join(","),
            found: header.iter().collect::<Vec<_>>().join(","),
        });
    }
    let mut puzzles = Vec::new();
    let mut ids = HashSet::new();
    for row in reader.records() {
        let row =
            row.map_err(|source| PuzzleFileError::Csv { line: source.position().map_or(0, |p| p.line()), source })?;
        let line = row.position().map_or(0, |p| p.line());
        let puzzle = parse_row(&row, line)?;
        if !ids.insert(puzzle.id.clone()) {
            return Err(PuzzleFileError::DuplicateId { line, id: puzzle.id });
        }
        puzzles.push(puzzle);
    }
    Ok(puzzles)
}

/// One row as a puzzle; `line` (1-based) names it in errors. The trainer reads rows one by one with it.
pub(super) fn parse_row(row: &csv::StringRecord, line: u64) -> Result<Puzzle, PuzzleFileError> {
    let field = |i: usize| row.get(i).unwrap_or("").trim();
    let bad = |column: &'static str, value: &str| PuzzleFileError::BadValue { line, column, value: value.into() };
    let id = field(0);
    if id.is_empty() || id.contains(char::is_whitespace) {
        return Err(bad("PuzzleId", id));
    }
    let moves = field(2)
        .split_whitespace()
        .enumerate()
        .map(|(i, text)| {
            CoordMove::parse(text).map_err(|source| PuzzleFileError::BadPuzzle {
                line,
                source: PuzzleError::BadMove { id: id.into(), index: i + 1, text: text.into(), source },
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    let number = |i: usize, column: &'static str| field(i).parse::<u32>().map_err(|_| bad(column, field(i)));
    let mut themes = field(5)
        .split_whitespace()
        .map(|t| t.parse::<Theme>().map_err(|_| bad("Themes", t)))
        .collect::<Result<Vec<_>, _>>()?;
    themes.sort();
    themes.dedup();
    Ok(Puzzle {
        id: id.into(),
        fen: field(1).into(),
        moves,
        rating: number(3, "Rating")?,
        rating_deviation: number(4, "RatingDeviation")?,
        themes,
        source: field(6).into(),
    })
}

/// Reads a puzzle file's text and replays every puzzle on `variant`.
///
/// # Errors
/// [`PuzzleFileError`] naming the line of the first puzzle that cannot be read or played.
pub fn parse_playable_puzzles(text: &str, variant: &'static Variant) -> Result<Vec<Puzzle>, PuzzleFileError> {
    let mut reader = csv::ReaderBuilder::new().has_headers(true).from_reader(text.as_bytes());
    let puzzles = parse_puzzles(text)?;
    let lines: Vec<u64> =
        reader.records().map(|r| r.ok().and_then(|r| r.position().map(|p| p.line())).unwrap_or(0)).collect();
    for (i, p) in puzzles.iter().enumerate() {
        p.line(variant)
            .map_err(|source| PuzzleFileError::BadPuzzle { line: lines.get(i).copied().unwrap_or(0), source })?;
    }
    Ok(puzzles)
}

/// Writes puzzles as a puzzle file's text, header first.
///
/// # Errors
/// [`PuzzleFileError::Write`] if the CSV writer fails.
pub fn write_puzzles(puzzles: &[Puzzle]) -> Result<String, PuzzleFileError> {
    let mut writer = csv::WriterBuilder::new().from_writer(Vec::new());
    writer.write_record(PUZZLE_COLUMNS).map_err(PuzzleFileError::Write)?;
    for p in puzzles {
        let (rating, rd) = (p.rating.to_string(), p.rating_deviation.to_string());
        let row = [p.id.as_str(), &p.fen, &p.moves_text(), &rating, &rd, &p.themes_text(), &p.source];
        writer.write_record(row).map_err(PuzzleFileError::Write)?;
    }
    let bytes = writer.into_inner().map_err(|e| PuzzleFileError::Write(e.into_error().into()))?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::script::builtin_variant;

    fn fools_mate_puzzle() -> Puzzle {
        let v = builtin_variant("glinski").unwrap();
        let start = v.start_position();
        // The line is played by the rules core: Black's blunder e7e6 lets White mate at once.
        let mut pos = start;
        for m in ["e1c3", "e10c6", "b1b2", "b7b6", "f3b1"] {
            pos = pos.play(CoordMove::parse(m).unwrap().resolve(&pos).unwrap()).unwrap();
        }
        Puzzle {
            id: "g0001".into(),
            fen: pos.fen(),
            moves: ["e7e6", "c3f9"].map(|m| CoordMove::parse(m).unwrap()).to_vec(),
            rating: 700,
            rating_deviation: 250,
            themes: vec![Theme::Mate, Theme::MateIn1, Theme::OneMove],
            source: "game FoolsMate.pgn#1 move 4".into(),
        }
    }

    #[test]
    fn a_written_file_reads_back_and_plays() {
        let p = fools_mate_puzzle();
        let text = write_puzzles(std::slice::from_ref(&p)).unwrap();
        assert!(text.starts_with("PuzzleId,FEN,Moves,Rating,RatingDeviation,Themes,Source\n"), "{text}");
        let back = parse_playable_puzzles(&text, builtin_variant("glinski").unwrap()).unwrap();
        assert_eq!(back, vec![p.clone()]);
        let line = back[0].line(builtin_variant("glinski").unwrap()).unwrap();
        assert_eq!(line.solver(), crate::rules::Color::White);
        assert!(line.positions.last().unwrap().legal_moves().is_empty(), "the solution mates");
        assert_eq!(line.coord_moves(), p.moves);
    }

    #[test]
    fn bad_rows_name_their_line() {
        let good = write_puzzles(&[fools_mate_puzzle()]).unwrap();
        let v = builtin_variant("glinski").unwrap();
        let cases = [
            (good.replace(",700,", ",seven,"), "line 2: bad Rating \"seven\""),
            (good.replace("mateIn1", "mateInOne"), "line 2: bad Themes \"mateInOne\""),
            (good.replace("c3f9", "c3f10"), "line 2: puzzle g0001: move 2 (c3f10) is not legal"),
            (good.replace("c3f9", "zz"), "line 2: puzzle g0001: move 2 (zz) is not a coordinate move"),
            (good.replace("e7e6 c3f9", "e7e6"), "line 2: puzzle g0001: the moves must be"),
            (good.replace("PuzzleId", "Id"), "line 1: the header must be"),
            (format!("{good}{}", good.lines().nth(1).unwrap()), "line 3: puzzle id g0001 was already used"),
            (good.replace(",game", ""), "line 2: "),
        ];
        for (text, want) in cases {
            let err = parse_playable_puzzles(&text, v).unwrap_err().to_string();
            assert!(err.starts_with(want), "{err:?} should start with {want:?}");
        }
    }
}
