//! Frame cost: the CPU time of a full-board frame (UI code plus tessellation), measured on the
//! real app in a plain egui context (no accessibility tree, as in the shipped app).
//!
//! Run with `cargo test --release --test gui perf:: -- --ignored --nocapture`.

use std::time::{Duration, Instant};

use crate::support::*;

#[test]
#[ignore = "a timing measurement: run it on purpose, in a release build"]
fn a_full_board_frame_takes_under_two_milliseconds() {
    let mut h = harness("perf", None);
    // A long game: the move lists beside the board are full.
    play_quiet_moves(&mut h, 60);
    assert!(h.state().session().game().moves().len() >= 50);
    // A piece of the side to move selected: its targets are drawn too.
    let s = h.state().session();
    let from = s.variant().board().name(s.position().legal_moves()[0].from);
    click_hex(&mut h, &from);
    let mut app = h.into_state();
    let ctx = egui::Context::default();
    let size = egui::vec2(1280.0, 800.0);
    let mut times = Vec::new();
    for i in 0..400 {
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, size)),
            time: Some(100.0 + i as f64 * 0.016),
            events: vec![egui::Event::PointerMoved(egui::pos2(600.0 + (i % 50) as f32, 400.0))],
            ..Default::default()
        };
        let start = Instant::now();
        let out = ctx.run_ui(input, |ui| app.frame_ui(ui));
        let prims = ctx.tessellate(out.shapes, out.pixels_per_point);
        let elapsed = start.elapsed();
        assert!(!prims.is_empty());
        if i >= 20 {
            times.push(elapsed);
        }
    }
    times.sort();
    let median = times[times.len() / 2];
    let p95 = times[times.len() * 95 / 100];
    let mean: Duration = times.iter().sum::<Duration>() / times.len() as u32;
    println!(
        "full-board frame (ui + tessellation), 1280x800: median {:.3} ms, mean {:.3} ms, p95 {:.3} ms",
        median.as_secs_f64() * 1e3,
        mean.as_secs_f64() * 1e3,
        p95.as_secs_f64() * 1e3
    );
    assert!(median < Duration::from_millis(2), "median {median:?}");
}
