//! The shipped puzzle files (`puzzles/<variant>.csv`) and `hexchess puzzles generate|check|stats`:
//! every file is complete and playable, a random sample of each verifies again (the whole files
//! are an ignored test), a tampered file fails, the generator reproduces the files' first rows,
//! and `stats` counts a file's themes, ratings and sources.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use hexchess::puzzle::generate::MIN_MATERIAL_SOLVER_MOVES;
use hexchess::puzzle::{Puzzle, Theme, parse_playable_puzzles, write_puzzles};

use super::common::{VARIANTS, variant};
use super::rules::{Run, hexchess};

/// The fewest puzzles a variant's file may hold.
const MIN_PUZZLES: usize = 600;
/// Puzzles of each file that CI verifies again.
const SAMPLE: usize = 12;

fn puzzle_file(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles").join(format!("{name}.csv"))
}

fn shipped(name: &str) -> Vec<Puzzle> {
    let text = std::fs::read_to_string(puzzle_file(name)).expect("the puzzle file");
    parse_playable_puzzles(&text, variant(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The puzzles of a file the generator wrote, read back as `name`'s.
fn written(path: &Path, name: &str) -> Vec<Puzzle> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    parse_playable_puzzles(&text, variant(name)).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The counts `N puzzles, N verified, N failed` of a check's last line.
fn check_counts(run: &Run) -> (usize, usize, usize) {
    let numbers: Vec<usize> =
        run.last_line().split(|c: char| !c.is_ascii_digit()).filter_map(|n| n.parse().ok()).collect();
    match numbers[..] {
        [checked, verified, failed] => (checked, verified, failed),
        _ => panic!("not a check summary: {:?}\n{}", run.last_line(), run.stderr),
    }
}

#[test]
fn every_shipped_file_is_complete_playable_and_spread_over_the_scale() {
    let mut themes_seen = BTreeSet::new();
    for name in VARIANTS {
        let puzzles = shipped(name);
        assert!(puzzles.len() >= MIN_PUZZLES, "{name}: {} puzzles", puzzles.len());
        let ids: BTreeSet<&str> = puzzles.iter().map(|p| p.id.as_str()).collect();
        assert_eq!(ids.len(), puzzles.len(), "{name}: ids are unique");
        let mut bands: BTreeMap<u32, usize> = BTreeMap::new();
        for p in &puzzles {
            assert!((600..=2400).contains(&p.rating), "{name} {}: rating {}", p.id, p.rating);
            assert!(!p.themes.is_empty(), "{name} {}: no theme", p.id);
            assert!(
                p.source.starts_with("game ")
                    || p.source.starts_with("selfplay seed ")
                    || p.source.starts_with("hunt "),
                "{name} {}: source {:?}",
                p.id,
                p.source
            );
            if let Some(hunted) = p.source.strip_prefix("hunt ").and_then(|rest| rest.split(' ').next()) {
                let theme: Theme = hunted.parse().unwrap_or_else(|e| panic!("{name} {}: {e}", p.id));
                assert!(p.has(theme), "{name} {}: a {hunted} hunt keeps only {hunted} puzzles", p.id);
            }
            assert!(p.source.contains(" move "), "{name} {}: the source names its move", p.id);
            let line = p.line(variant(name)).expect("a playable line");
            let ends_game = line.positions.last().is_some_and(|last| !last.has_legal_move());
            assert!(
                ends_game || line.solver_moves() >= MIN_MATERIAL_SOLVER_MOVES,
                "{name} {}: a material puzzle of one move",
                p.id
            );
            *bands.entry(p.rating / 200).or_default() += 1;
            themes_seen.extend(p.themes.iter().copied());
        }
        // 600–799, 800–999, …, 2200–2399: every band of the scale holds puzzles, and none holds
        // more than a third of them.
        for band in 3..12 {
            let n = bands.get(&band).copied().unwrap_or(0);
            assert!(n > 0, "{name}: no puzzle rated {}–{}: {bands:?}", band * 200, band * 200 + 199);
            assert!(n * 3 <= puzzles.len(), "{name}: {n} puzzles in one band: {bands:?}");
        }
    }
    assert!(themes_seen.len() >= 10, "at least ten themes in the files: {themes_seen:?}");
    for theme in [Theme::Fork, Theme::Pin, Theme::DiscoveredAttack, Theme::HangingPiece, Theme::MateIn2] {
        assert!(themes_seen.contains(&theme), "{theme:?} is in the files");
    }
    // The hunts fill the themes self-play seldom reaches: Gliński's ¾ stalemate, Shafran's
    // castlings and everyone's mates in three, four and five.
    let hunted = [
        ("glinski", Theme::StalemateTrick, 40),
        ("shafran", Theme::Castling, 3),
        ("glinski", Theme::MateIn3, 20),
        ("mccooey", Theme::MateIn3, 20),
        ("shafran", Theme::MateIn3, 20),
        ("glinski", Theme::MateIn4, 20),
        ("mccooey", Theme::MateIn4, 20),
        ("shafran", Theme::MateIn4, 20),
        ("shafran", Theme::MateIn5, 4),
    ];
    for (name, theme, least) in hunted {
        let n = shipped(name).iter().filter(|p| p.has(theme)).count();
        assert!(n >= least, "{name}: {n} {theme} puzzles");
    }
}

/// A seed for the sample: `HEXCHESS_PUZZLE_SAMPLE_SEED` when set (to repeat a run), else the clock.
fn sample_seed() -> u64 {
    if let Some(seed) = std::env::var("HEXCHESS_PUZZLE_SAMPLE_SEED").ok().and_then(|s| s.parse().ok()) {
        return seed;
    }
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(1, |d| d.as_nanos() as u64 % 1_000_000)
}

#[test]
fn a_random_sample_of_every_shipped_file_verifies_again() {
    let seed = sample_seed();
    for name in VARIANTS {
        let file = puzzle_file(name);
        let sample = SAMPLE.to_string();
        let seed_text = seed.to_string();
        let run = hexchess(&[
            "puzzles",
            "check",
            file.to_str().expect("a UTF-8 path"),
            "--sample",
            &sample,
            "--seed",
            &seed_text,
        ]);
        let counts = check_counts(&run);
        assert_eq!(
            counts,
            (SAMPLE, SAMPLE, 0),
            "{name}, HEXCHESS_PUZZLE_SAMPLE_SEED={seed}: {}{}",
            run.stdout,
            run.stderr
        );
        assert_eq!(run.code, Some(0));
    }
}

/// The whole of every file, as `hexchess puzzles check puzzles/<variant>.csv` does: about 85 s of
/// CPU a file (45 s on two cores; about two minutes for all three), so CI checks a sample instead.
#[test]
#[ignore = "several minutes: cargo test --release --test cli -- --ignored every_shipped_puzzle"]
fn every_shipped_puzzle_verifies_again() {
    for name in VARIANTS {
        let file = puzzle_file(name);
        let run = hexchess(&["puzzles", "check", file.to_str().expect("a UTF-8 path")]);
        let total = shipped(name).len();
        assert_eq!(check_counts(&run), (total, total, 0), "{name}: {}", run.stdout);
    }
}

/// A hunted mate in four is checked at its hunt's budget (cooked at 100 000 nodes, verified at
/// 400 000), which the default budget of a check is too small for: the same puzzles with a
/// self-play source do not all verify.
#[test]
fn hunted_mates_in_four_are_checked_at_their_hunts_budget() {
    let mates: Vec<Puzzle> = shipped("glinski").into_iter().filter(|p| p.source.starts_with("hunt mateIn4 ")).collect();
    assert!(mates.len() >= 20, "{} hunted mates in four", mates.len());
    let dir = tempfile::tempdir().expect("temp dir");
    let check = |puzzles: &[Puzzle]| {
        let path = dir.path().join("glinski.csv");
        std::fs::write(&path, write_puzzles(puzzles).expect("written")).expect("saved");
        check_counts(&hexchess(&["puzzles", "check", path.to_str().expect("a UTF-8 path")]))
    };
    assert_eq!(check(&mates), (mates.len(), mates.len(), 0));
    let unhunted: Vec<Puzzle> = mates
        .iter()
        .map(|p| Puzzle { source: p.source.replacen("hunt mateIn4 ", "selfplay ", 1), ..p.clone() })
        .collect();
    let (checked, verified, failed) = check(&unhunted);
    assert_eq!(checked, mates.len());
    assert!(failed > 0, "{verified} of {checked} verified at the default budget");
}

#[test]
fn a_tampered_file_fails_the_check_puzzle_by_puzzle() {
    let mut puzzles: Vec<Puzzle> = shipped("glinski").into_iter().take(4).collect();
    // A rating the engine's ladder does not give.
    puzzles[0].rating = if puzzles[0].rating >= 2000 { 700 } else { puzzles[0].rating + 150 };
    // A theme the code does not find.
    let extra = [Theme::EnPassant, Theme::Castling].into_iter().find(|t| !puzzles[1].has(*t)).expect("a theme");
    puzzles[1].themes.push(extra);
    puzzles[1].themes.sort();
    // The last solver move replaced by the defender's previous move: not legal, or not the line.
    let n = puzzles[2].moves.len();
    puzzles[2].moves.swap(0, n - 1);
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("glinski.csv");
    std::fs::write(&path, write_puzzles(&puzzles).expect("written")).expect("saved");
    let run = hexchess(&["puzzles", "check", path.to_str().expect("a UTF-8 path")]);
    assert_eq!(check_counts(&run), (4, 1, 3), "{}", run.stdout);
    assert_eq!(run.code, Some(2), "a failed check exits 2");
    assert!(run.stdout.contains(&format!("{}: rating", puzzles[0].id)), "{}", run.stdout);
    assert!(run.stdout.contains(&format!("{}: themes", puzzles[1].id)), "{}", run.stdout);
    assert!(run.stdout.contains(&puzzles[2].id), "{}", run.stdout);
    assert!(!run.stderr.contains("panicked"), "{}", run.stderr);
}

/// The material one-movers of the files before they were dropped (lichess's generator discards
/// them too) no longer pass the check: a capture alone is too slight a puzzle.
#[test]
fn a_material_one_mover_fails_the_check() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/puzzles/glinski_material_one_movers.csv");
    let text = std::fs::read_to_string(&path).expect("the fixture");
    let puzzles = parse_playable_puzzles(&text, variant("glinski")).expect("the fixture's puzzles play");
    assert!(puzzles.iter().all(|p| p.moves.len() == 2 && !p.has(Theme::Mate)), "material one-movers");
    let run = hexchess(&["puzzles", "check", path.to_str().expect("a UTF-8 path"), "--variant", "glinski"]);
    assert_eq!(check_counts(&run), (puzzles.len(), 0, puzzles.len()), "{}", run.stdout);
    for p in &puzzles {
        assert!(run.stdout.contains(&format!("{}: one solver move", p.id)), "{}", run.stdout);
    }
}

#[test]
fn a_file_that_is_not_a_puzzle_file_is_a_clear_error() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("glinski.csv");
    std::fs::write(&path, "id,fen\nx,y\n").expect("saved");
    let line = hexchess(&["puzzles", "check", path.to_str().expect("a UTF-8 path")]).failed_with("header");
    assert!(line.contains("glinski.csv"), "{line}");
}

/// `generate` with the documented seed and budget writes exactly the first rows of the shipped
/// file: the files are the generator's output, reproducible from the command in docs/puzzles.md.
#[test]
fn the_generator_reproduces_the_first_rows_of_every_shipped_file() {
    let games = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/games");
    let dir = tempfile::tempdir().expect("temp dir");
    for name in VARIANTS {
        let out = dir.path().join(format!("{name}.csv"));
        let run = hexchess(&[
            "puzzles",
            "generate",
            "--variant",
            name,
            "--seed",
            "1",
            "--count",
            "2",
            "--records",
            games.to_str().expect("a UTF-8 path"),
            "--out",
            out.to_str().expect("a UTF-8 path"),
        ])
        .ok();
        assert!(run.last_line().contains("verified puzzles per CPU-hour"), "{}", run.stdout);
        let made = written(&out, name);
        let file = shipped(name);
        assert!(made.len() >= 2, "{name}: {} puzzles", made.len());
        assert_eq!(made[..], file[..made.len()], "{name}: the generator's first rows are the file's");
    }
}

/// Runs Gliński's hunt for `theme` with `seed` and the `extra` flags, writing to `out`.
fn glinski_hunt(out: &Path, theme: &str, seed: &str, extra: &[&str]) -> Run {
    let out = out.to_str().expect("a UTF-8 path");
    let args = ["puzzles", "generate", "--variant", "glinski", "--hunt", theme, "--seed", seed];
    hexchess(&[&args[..], extra, &["--out", out]].concat())
}

/// `generate --hunt` with the documented seed writes exactly the first hunted rows of the
/// Gliński file, each a ¾-stalemate trick.
#[test]
fn the_stalemate_hunt_reproduces_the_first_hunted_rows_of_the_glinski_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = dir.path().join("glinski.csv");
    glinski_hunt(&out, "stalemateTrick", "1", &["--count", "2"]).ok();
    let made = written(&out, "glinski");
    let hunted: Vec<Puzzle> = shipped("glinski").into_iter().filter(|p| p.source.starts_with("hunt ")).collect();
    assert!(made.len() >= 2, "{} puzzles", made.len());
    assert!(made.iter().all(|p| p.has(Theme::StalemateTrick)), "{made:?}");
    assert_eq!(made[..], hunted[..made.len()], "the hunt's first rows are the file's");
}

/// The mate hunts for mates in three and four, with the documented seed and their own budgets,
/// write exactly the first hunted mate of their kind in the Gliński file.
#[test]
fn the_mate_hunts_reproduce_the_first_mates_in_three_and_four_of_the_glinski_file() {
    for (name, theme) in [("mateIn3", Theme::MateIn3), ("mateIn4", Theme::MateIn4)] {
        let dir = tempfile::tempdir().expect("temp dir");
        let out = dir.path().join("glinski.csv");
        glinski_hunt(&out, name, "1", &["--count", "1", "--threads", "2"]).ok();
        let made = written(&out, "glinski");
        let first = shipped("glinski").into_iter().find(|p| p.source.starts_with(&format!("hunt {name} ")));
        assert_eq!(made.len(), 1, "{made:?}");
        assert!(made[0].has(theme), "{made:?}");
        assert_eq!(Some(&made[0]), first.as_ref(), "the {name} hunt's first row is the file's");
    }
}

/// `--append` keeps the file's puzzles and adds the new ones after them; a hunt for a theme the
/// variant cannot give, or for no hunted theme, is a clear error.
#[test]
fn append_adds_to_a_file_and_a_wrong_hunt_is_a_clear_error() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = dir.path().join("glinski.csv");
    let out_text = out.to_str().expect("a UTF-8 path");
    let first: Vec<Puzzle> = shipped("glinski").into_iter().take(3).collect();
    std::fs::write(&out, write_puzzles(&first).expect("written")).expect("saved");
    glinski_hunt(&out, "stalemateTrick", "4", &["--count", "1", "--append"]).ok();
    let after = written(&out, "glinski");
    assert!(after.len() > first.len(), "{} puzzles", after.len());
    assert_eq!(after[..first.len()], first[..], "the file's puzzles come first, unchanged");
    assert!(after[first.len()..].iter().all(|p| p.source.starts_with("hunt stalemateTrick seed 4 ")));

    let wrong = |variant: &str, hunt: &str| {
        hexchess(&["puzzles", "generate", "--variant", variant, "--hunt", hunt, "--count", "1", "--out", out_text])
    };
    wrong("glinski", "fork")
        .failed_with("--hunt takes stalemateTrick, castling, enPassant, mateIn3, mateIn4 or mateIn5");
    wrong("mccooey", "stalemateTrick").failed_with("mccooey's rules give no such puzzle");
    wrong("glinski", "castling").failed_with("glinski's rules give no such puzzle");
    glinski_hunt(&dir.path().join("none.csv"), "stalemateTrick", "4", &["--count", "1", "--append"])
        .failed_with("none.csv");
}

/// `stats` counts the themes, the rating bands and the sources of a file: each count in its
/// report matches a count taken here from the puzzles themselves.
#[test]
fn stats_counts_a_files_themes_ratings_and_sources() {
    let puzzles: Vec<Puzzle> = shipped("shafran").into_iter().step_by(37).collect();
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("some.csv");
    std::fs::write(&path, write_puzzles(&puzzles).expect("written")).expect("saved");
    let run = hexchess(&["puzzles", "stats", path.to_str().expect("a UTF-8 path")]).ok();
    let line = |prefix: &str| {
        run.stdout.lines().find(|l| l.starts_with(prefix)).unwrap_or_else(|| panic!("no {prefix:?}: {}", run.stdout))
    };
    let real = puzzles.iter().filter(|p| p.source.starts_with("game ")).count();
    let hunted = puzzles.iter().filter(|p| p.source.starts_with("hunt ")).count();
    assert_eq!(
        line(&format!("{} puzzles", puzzles.len())),
        format!(
            "{} puzzles: {real} from real games, {} from self-play, {hunted} from hunts",
            puzzles.len(),
            puzzles.len() - real - hunted
        )
    );
    let themes = line("themes: ");
    for theme in Theme::ALL {
        let n = puzzles.iter().filter(|p| p.has(theme)).count();
        let listed = themes.contains(&format!(" {theme} {n},")) || themes.ends_with(&format!(" {theme} {n}"));
        assert_eq!(listed, n > 0, "{theme} {n}: {themes}");
    }
    let bands = line("ratings: ");
    let in_band = |low: u32| puzzles.iter().filter(|p| (low..low + 200).contains(&p.rating)).count();
    let listed: usize = (600..2400).step_by(200).filter(|&low| in_band(low) > 0).map(in_band).sum();
    assert_eq!(listed, puzzles.len(), "every puzzle is in a band of 600-2399");
    for low in (600..2400).step_by(200).filter(|&low| in_band(low) > 0) {
        assert!(bands.contains(&format!("{low}-{} {}", low + 199, in_band(low))), "{low}: {bands}");
    }
    let mut ratings: Vec<u32> = puzzles.iter().map(|p| p.rating).collect();
    ratings.sort_unstable();
    let median = ratings[(ratings.len() - 1) / 2];
    assert_eq!(
        run.last_line(),
        format!("rating lowest {}, median {median}, highest {}", ratings[0], ratings[ratings.len() - 1])
    );
}

#[test]
fn stats_of_a_missing_file_is_a_clear_error() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("none.csv");
    hexchess(&["puzzles", "stats", path.to_str().expect("a UTF-8 path")]).failed_with("none.csv");
}
