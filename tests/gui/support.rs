//! Shared helpers of the GUI tests: a harness around the real app with a temporary config
//! directory and no sound, and clicking hexes and console buttons by their labels. A hex's label
//! starts with its cell name and goes on with its piece and state (`"f5, white pawn"`); [`hex`]
//! finds it by the name alone.
#![allow(dead_code)]

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use hexchess::clock::FakeTime;
use hexchess::gui::{AppOptions, HexApp, Seat, SoundLog};

/// A fresh, empty config directory for one test (under cargo's target tmp dir).
pub fn temp_config(tag: &str) -> PathBuf {
    static N: AtomicUsize = AtomicUsize::new(0);
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!(
        "hexchess-gui-{tag}-{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// The most frames `Harness::run` may draw before the app must have settled. egui_kittest's
/// default (4) failed once in a loaded CI run: after a click, the app settled on the 7th frame
/// (kittest listed no repaint cause). A loop that never settles still fails at this bound.
pub const SETTLE_STEPS: u64 = 12;

/// The app in a 1280×800 window, built from `options`.
pub fn harness_with(options: AppOptions) -> Harness<'static, HexApp> {
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .with_max_steps(SETTLE_STEPS)
        .build_eframe(|_cc| HexApp::new(options));
    h.run();
    h
}

/// The app with default settings in a fresh config directory, optionally from a position.
pub fn harness(tag: &str, fen: Option<&str>) -> Harness<'static, HexApp> {
    let mut options = AppOptions::for_tests(temp_config(tag));
    options.start_fen = fen.map(str::to_string);
    harness_with(options)
}

/// Clicks the widget with this exact label and lets the app settle.
pub fn click(h: &mut Harness<'static, HexApp>, label: &str) {
    h.get_by_label(label).click();
    h.run();
}

/// Whether a hex's spoken label (`"f5, white pawn, selected"`) names the cell `name`.
pub fn names_hex(label: &str, name: &str) -> bool {
    label.split(',').next() == Some(name)
}

/// The hex widget named `name` (its label up to the first comma is exactly `name`).
pub fn hex<'h>(h: &'h Harness<'static, HexApp>, name: &str) -> egui_kittest::Node<'h> {
    let name = name.to_string();
    h.get_by(move |n| n.label().is_some_and(|l| names_hex(&l, &name)))
}

/// The hex widget named `name`, if the board offers it (not while a panel covers the board).
pub fn query_hex<'h>(h: &'h Harness<'static, HexApp>, name: &str) -> Option<egui_kittest::Node<'h>> {
    let name = name.to_string();
    h.query_by(move |n| n.label().is_some_and(|l| names_hex(&l, &name)))
}

/// The full spoken label of the hex named `name`.
pub fn hex_label(h: &Harness<'static, HexApp>, name: &str) -> String {
    hex(h, name).accesskit_node().label().unwrap_or_default()
}

/// Clicks the hex named `name` and lets the app settle.
pub fn click_hex(h: &mut Harness<'static, HexApp>, name: &str) {
    hex(h, name).click();
    h.run();
}

/// Clicks a seat's console or dialog widget (`"top: Resign"`).
pub fn press(h: &mut Harness<'static, HexApp>, seat: Seat, name: &str) {
    click(h, &seat.label(name));
}

/// Plays a move by clicking its from-hex and its to-hex.
pub fn click_move(h: &mut Harness<'static, HexApp>, from: &str, to: &str) {
    click_hex(h, from);
    click_hex(h, to);
}

/// The cells named in a move of a game record (`Qc3xBf9#` → `c3`, `f9`), first two only.
pub fn cells_of(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if chars[i].is_ascii_lowercase() && chars[i] != 'x' && i + 1 < chars.len() && chars[i + 1].is_ascii_digit() {
            let mut j = i + 1;
            while j < chars.len() && chars[j].is_ascii_digit() {
                j += 1;
            }
            out.push(chars[i..j].iter().collect());
            i = j;
        } else {
            i += 1;
        }
    }
    out.truncate(2);
    out
}

/// The moves of a PGN-style record, without numbers, tags, annotations or the result.
pub fn record_moves(pgn: &str) -> Vec<String> {
    pgn.lines()
        .filter(|l| !l.trim_start().starts_with('['))
        .flat_map(|l| l.split_whitespace())
        .filter(|t| !t.ends_with('.') && !matches!(*t, "1-0" | "0-1" | "1/2-1/2" | "3/4-1/4" | "1/4-3/4" | "*"))
        .map(|t| t.trim_end_matches(['?', '!']).to_string())
        .collect()
}

/// How many widgets' labels contain `text`.
pub fn count_labels(h: &Harness<'static, HexApp>, text: &str) -> usize {
    h.query_all_by_label_contains(text).count()
}

/// The app with `settings` (JSON) in a fresh config directory, a fake time source and a sound log.
pub fn timed_app(tag: &str, settings: &str, fen: Option<&str>) -> (Harness<'static, HexApp>, FakeTime, SoundLog) {
    let dir = temp_config(tag);
    std::fs::write(dir.join("settings.json"), settings).unwrap();
    let time = FakeTime::new();
    let sounds = SoundLog::new();
    let mut options = AppOptions::for_tests(dir);
    options.time = Arc::new(time.clone());
    options.sounds = Box::new(sounds.clone());
    options.start_fen = fen.map(str::to_string);
    (harness_with(options), time, sounds)
}

/// A seat's clock as shown in its console.
pub fn shown(h: &Harness<'static, HexApp>, seat: Seat) -> String {
    h.get_by_label(&seat.label("Clock")).value().unwrap_or_default()
}

/// Lets `secs` of fake time pass, then draws a frame.
pub fn wait(h: &mut Harness<'static, HexApp>, time: &FakeTime, secs: f64) {
    time.advance_secs(secs);
    h.run();
}

/// Clicks a widget and draws two frames (the click's, and one showing its effect), without
/// waiting for the app to settle (a running search keeps asking for frames).
pub fn tap(h: &mut Harness<'static, HexApp>, label: &str) {
    h.get_by_label(label).click();
    h.step();
    h.step();
}

/// Draws frames (sleeping `pause` between them) until `done` holds or `timeout` passes; returns
/// how many frames were drawn and the slowest one's wall time.
pub fn frames_until(
    h: &mut Harness<'static, HexApp>,
    timeout: Duration,
    pause: Duration,
    done: impl Fn(&HexApp) -> bool,
) -> (u32, Duration) {
    let start = Instant::now();
    let (mut frames, mut slowest) = (0, Duration::ZERO);
    while !done(h.state()) {
        assert!(start.elapsed() < timeout, "timed out after {frames} frames");
        let t = Instant::now();
        h.step();
        slowest = slowest.max(t.elapsed());
        frames += 1;
        std::thread::sleep(pause);
    }
    (frames, slowest)
}

/// Draws frames for `time` (the app runs on its own meanwhile).
pub fn draw_for(h: &mut Harness<'static, HexApp>, time: Duration) {
    let start = Instant::now();
    while start.elapsed() < time {
        h.step();
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Hands `seat` to the computer at `level` through its console's picker.
pub fn hand_over(h: &mut Harness<'static, HexApp>, seat: Seat, level: &str, moves_first: bool) {
    press(h, seat, "Computer");
    if moves_first {
        press(h, seat, "Computer moves first");
    }
    tap(h, &seat.label(&format!("Level {level}")));
}

/// The first legal move of the side to move, as the hexes to click when the board shows the
/// rules core's names (White at the bottom, unflipped).
pub fn first_legal_move(h: &Harness<'static, HexApp>) -> (String, String) {
    let s = h.state().session();
    let board = s.variant().board();
    let mv = *s.position().legal_moves().first().expect("a legal move");
    (board.name(mv.from), board.name(mv.to))
}

/// Plays a move by clicking its hexes, drawing only two frames after the second click (the
/// computer may start thinking at once, and a search keeps asking for frames).
pub fn tap_move(h: &mut Harness<'static, HexApp>, from: &str, to: &str) {
    click_hex(h, from);
    hex(h, to).click();
    h.step();
    h.step();
}

/// Plays `plies` quiet moves by clicks (no captures, no promotions), picking among the legal
/// moves so that no position repeats; stops early if the game ends.
pub fn play_quiet_moves(h: &mut Harness<'static, HexApp>, plies: usize) {
    for i in 0..plies {
        let s = h.state().session();
        if s.outcome().is_some() {
            break;
        }
        let pos = s.position();
        let quiet: Vec<_> = pos
            .legal_moves()
            .into_iter()
            .filter(|m| {
                pos.piece_at(m.to).is_none() && m.promotion.is_none() && m.kind == hexchess::rules::MoveKind::Normal
            })
            .collect();
        let mv = quiet[(i * 7 + 3) % quiet.len()];
        let board = s.variant().board();
        let (from, to) = (board.name(mv.from), board.name(mv.to));
        click_move(h, &from, &to);
    }
}

/// The app (from `start`, or the variant's start) with one house-rule script, `file` holding
/// `text`, switched on in its settings. The scripts folder lives as long as the returned guard.
pub fn app_with_script_text(
    tag: &str,
    file: &str,
    text: &str,
    start: Option<&str>,
) -> (Harness<'static, HexApp>, tempfile::TempDir) {
    let scripts = tempfile::tempdir().unwrap();
    std::fs::write(scripts.path().join(file), text).unwrap();
    let config = temp_config(tag);
    std::fs::write(config.join("settings.json"), format!("{{ \"house_rules\": {{ \"{file}\": true }} }}")).unwrap();
    let mut options = AppOptions::for_tests(config);
    let dirs = options.variant_dirs.clone();
    let (live, _) =
        hexchess::gui::LiveHouseRules::start("glinski", dirs, scripts.path().to_path_buf(), || {}).expect("rules load");
    options.house_rules = Box::new(live);
    options.start_fen = start.map(str::to_string);
    (harness_with(options), scripts)
}

/// As [`app_with_script_text`], with the shipped script `scripts/<file>`.
pub fn app_with_shipped_script(
    tag: &str,
    file: &str,
    start: Option<&str>,
) -> (Harness<'static, HexApp>, tempfile::TempDir) {
    let shipped = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts").join(file);
    let text = std::fs::read_to_string(shipped).expect("a shipped script");
    app_with_script_text(tag, file, &text, start)
}
