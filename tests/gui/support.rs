//! Shared helpers of the GUI tests: a harness around the real app with a temporary config
//! directory and no sound, and clicking hexes and console buttons by their labels.
#![allow(dead_code)]

use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use hexchess::gui::{AppOptions, HexApp, Seat};

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

/// The app in a 1280×800 window, built from `options`.
pub fn harness_with(options: AppOptions) -> Harness<'static, HexApp> {
    let mut h = Harness::builder().with_size(egui::vec2(1280.0, 800.0)).build_eframe(|_cc| HexApp::new(options));
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

/// Clicks a seat's console or dialog widget (`"top: Resign"`).
pub fn press(h: &mut Harness<'static, HexApp>, seat: Seat, name: &str) {
    click(h, &seat.label(name));
}

/// Plays a move by clicking its from-hex and its to-hex.
pub fn click_move(h: &mut Harness<'static, HexApp>, from: &str, to: &str) {
    click(h, from);
    click(h, to);
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
