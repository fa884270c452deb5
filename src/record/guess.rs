//! Guessing a record's piece letters: when the letters asked for do not replay a game, the
//! other languages' letters are tried, and the first that replays it whole is kept, with a note.

use crate::rules::Variant;

use super::error::{ReplayError, ReplayNote};
use super::game_record::GameRecord;
use super::letters::LetterMap;
use super::replay::{ReplayOptions, ReplayedGame, replay};

/// Replays a record with `options.letters`; if a move fails, tries every other [`LetterMap`] in
/// [`LetterMap::CODES`] order and keeps the first that replays the whole game, noting it with a
/// [`ReplayNote::LettersGuessed`] (first among the notes). The app and `hexchess replay` read
/// records through this.
///
/// # Errors
/// The [`ReplayError`] of `options.letters` when no map replays the game (a failure before the
/// first move, such as an unknown variant, is returned at once: no letters would change it).
pub fn replay_guessing_letters(
    record: &GameRecord,
    variants: &dyn Fn(&str) -> Option<&'static Variant>,
    options: &ReplayOptions,
) -> Result<ReplayedGame, ReplayError> {
    let first = match replay(record, variants, options) {
        Ok(game) => return Ok(game),
        Err(e) if e.at.is_none() => return Err(e),
        Err(e) => e,
    };
    for letters in LetterMap::all().into_iter().filter(|l| *l != options.letters) {
        let tried = ReplayOptions { letters: letters.clone(), ..options.clone() };
        if let Ok(mut game) = replay(record, variants, &tried) {
            game.notes.insert(0, ReplayNote::LettersGuessed { letters });
            return Ok(game);
        }
    }
    Err(first)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::{parse_records, test_variant};

    fn glinski(_: &str) -> Option<&'static Variant> {
        Some(test_variant("glinski"))
    }

    /// The fool's mate with each language's queen and bishop letters.
    fn fools_mate(queen: &str, bishop: &str) -> GameRecord {
        let text =
            format!("1. {queen}e1c3 {queen}e10c6 2. b1b2 b7b6 3. {bishop}f3b1 e7e6 4. {queen}c3x{bishop}f9# 1-0");
        parse_records(&text).remove(0)
    }

    #[test]
    fn each_language_is_found_and_noted() {
        let english = replay(&fools_mate("Q", "B"), &glinski, &ReplayOptions::default()).expect("English");
        for (queen, bishop, code) in [("V", "F", "hu"), ("H", "G", "pl"), ("D", "L", "de"), ("Ф", "С", "ru")] {
            let record = fools_mate(queen, bishop);
            assert!(replay(&record, &glinski, &ReplayOptions::default()).is_err(), "{code} is not English");
            let game = replay_guessing_letters(&record, &glinski, &ReplayOptions::default()).expect(code);
            assert_eq!(game.game.moves(), english.game.moves(), "{code}");
            assert!(
                matches!(&game.notes[..], [ReplayNote::LettersGuessed { letters }] if letters.code() == code),
                "{code}: {:?}",
                game.notes
            );
        }
        let plain = replay_guessing_letters(&fools_mate("Q", "B"), &glinski, &ReplayOptions::default()).expect("en");
        assert!(plain.notes.is_empty(), "{:?}", plain.notes);
    }

    #[test]
    fn a_game_no_letters_replay_keeps_the_first_error() {
        let record = parse_records("[White \"A\"]\n1. f5f6 e7e6 2. f6f8 *").remove(0);
        let err = replay_guessing_letters(&record, &glinski, &ReplayOptions::default()).expect_err("illegal");
        assert_eq!(err.reason(), "move 2. f6f8: not a legal move: the pawn on f6 cannot move to f8");
    }
}
