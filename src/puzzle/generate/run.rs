//! The generator's driver: games are worked on by several threads, and their puzzles are
//! merged in game order, so the output depends only on the seed, the games and the budgets.

use std::collections::{BTreeMap, HashSet};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use crate::puzzle::Puzzle;
use crate::rules::{Position, RuleSettings};

use super::hunt::{Hunt, hunt_game};
use super::pipeline::{Budgets, GameYield, puzzles_of_game};
use super::probe::Probe;
use super::sources::{SourceGame, selfplay_game};

/// What to generate.
#[derive(Clone, Debug)]
pub struct GenerateOptions {
    /// The variant's start position (self-play starts here).
    pub start: Position,
    /// The rules in force.
    pub rules: RuleSettings,
    /// Real games, searched first in the order given.
    pub records: Vec<SourceGame>,
    /// The seed of self-play or of the hunt.
    pub seed: u64,
    /// Hunt for this theme in seeded random positions instead of playing self-play games
    /// (see [`super::hunt`]); only puzzles showing the theme are kept.
    pub hunt: Option<Hunt>,
    /// Ids of puzzles already in the file being added to: a puzzle with one of them is a duplicate.
    pub known_ids: HashSet<String>,
    /// Stop after the game that brings the count to this many puzzles.
    pub target: usize,
    /// Play at most this many self-play games (or draw this many hunted positions).
    pub max_selfplay_games: u32,
    /// Worker threads.
    pub threads: usize,
    /// Search budgets.
    pub budgets: Budgets,
}

/// Progress after each merged game.
#[derive(Clone, Debug, Default)]
pub struct GenerateProgress {
    /// Games merged so far (real and self-play).
    pub games: usize,
    /// Mistakes found.
    pub candidates: usize,
    /// Lines cooked.
    pub cooked: usize,
    /// Cooked lines that failed verification.
    pub failed: usize,
    /// Puzzles that repeated an earlier puzzle's position.
    pub duplicates: usize,
    /// Time since the start.
    pub elapsed: Duration,
}

/// The puzzles of job `job`: a real game, a self-play game or a hunted position.
fn work_on(opts: &GenerateOptions, probe: &mut Probe, job: usize) -> GameYield {
    let number = job.saturating_sub(opts.records.len()) as u32;
    let game = match (opts.records.get(job), opts.hunt) {
        (Some(g), _) => g.clone(),
        (None, None) => selfplay_game(opts.start, opts.rules, opts.seed, number),
        (None, Some(hunt)) => match hunt_game(opts.start.variant(), hunt, opts.seed, number) {
            Some(game) => game,
            None => return GameYield::default(),
        },
    };
    let mut got = puzzles_of_game(probe, &game, opts.budgets);
    if let Some(hunt) = opts.hunt.filter(|_| job >= opts.records.len()) {
        got.puzzles.retain(|p| p.has(hunt.theme()));
    }
    got
}

/// Runs the generator, calling `on_game` after each merged game with the puzzles so far.
pub fn generate(opts: &GenerateOptions, mut on_game: impl FnMut(&GenerateProgress, &[Puzzle])) -> Vec<Puzzle> {
    let started = Instant::now();
    let jobs = opts.records.len() + opts.max_selfplay_games as usize;
    let next = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let (send, receive) = mpsc::channel::<(usize, GameYield)>();
    let mut puzzles = Vec::new();
    std::thread::scope(|scope| {
        for _ in 0..opts.threads.max(1) {
            let send = send.clone();
            let (next, stop) = (&next, &stop);
            scope.spawn(move || {
                let mut probe = Probe::new(opts.rules);
                while !stop.load(Ordering::Relaxed) {
                    let job = next.fetch_add(1, Ordering::Relaxed);
                    if job >= jobs {
                        break;
                    }
                    if send.send((job, work_on(opts, &mut probe, job))).is_err() {
                        break;
                    }
                }
            });
        }
        drop(send);
        let mut pending = BTreeMap::new();
        let mut merged = 0usize;
        let mut seen = opts.known_ids.clone();
        let mut progress = GenerateProgress::default();
        for (job, got) in receive.iter() {
            pending.insert(job, got);
            while let Some(got) = pending.remove(&merged) {
                merged += 1;
                if puzzles.len() >= opts.target {
                    continue;
                }
                progress.games = merged;
                progress.candidates += got.candidates;
                progress.cooked += got.cooked;
                progress.failed += got.failed;
                for p in got.puzzles {
                    if seen.insert(p.id.clone()) {
                        puzzles.push(p);
                    } else {
                        progress.duplicates += 1;
                    }
                }
                progress.elapsed = started.elapsed();
                on_game(&progress, &puzzles);
                if puzzles.len() >= opts.target {
                    stop.store(true, Ordering::Relaxed);
                }
            }
        }
    });
    puzzles
}
