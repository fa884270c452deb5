//! The table's view as a whole (user guide, "The table", "The move list", "The consoles"): the
//! take-back history holds the whole game and scrolls in either console, Flip turns the consoles
//! with the board, the live move list beside the board or in the consoles, toasts that hide no
//! piece, the button icons, and Shafran's rank numbers on both sides.

use egui::epaint::{ClippedShape, Shape};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use hexchess::gui::{AppOptions, HexApp, Seat};

use crate::support::*;

/// The app in a window of `w`×`h` points, with `settings` (JSON) when given.
fn sized(tag: &str, w: f32, h: f32, settings: Option<&str>) -> Harness<'static, HexApp> {
    let dir = temp_config(tag);
    if let Some(s) = settings {
        std::fs::write(dir.join("settings.json"), s).unwrap();
    }
    let options = AppOptions::for_tests(dir);
    let mut h = Harness::builder()
        .with_size(egui::vec2(w, h))
        .with_max_steps(SETTLE_STEPS)
        .build_eframe(|_cc| HexApp::new(options));
    h.run();
    h
}

/// The rectangle of the hex called `name` (its label is the name, or starts with `name,`).
fn hex_rect(h: &Harness<'static, HexApp>, name: &str) -> egui::Rect {
    let with_comma = format!("{name},");
    h.query_all_by_label_contains(name)
        .find(|n| n.accesskit_node().label().is_some_and(|l| l == name || l.starts_with(&with_comma)))
        .unwrap_or_else(|| panic!("no hex {name}"))
        .rect()
}

#[test]
fn the_history_holds_the_whole_game_scrolls_in_the_turned_console_and_never_covers_its_buttons() {
    let mut h = harness("history-long", None);
    play_quiet_moves(&mut h, 40);
    let total = h.state().session().game().moves().len();
    assert!(total >= 30, "only {total} moves");
    press(&mut h, Seat::Top, "Undo");
    // Opened at the present, which is in view; the start is scrolled out of sight.
    h.get_by_label(&format!("top: rewind to {total}"));
    assert!(h.query_by_label("top: rewind to 0").is_none());
    // No row reaches the buttons.
    let buttons = [h.get_by_label("top: Request rewind").rect(), h.get_by_label("top: Close history").rect()];
    for n in h.query_all_by_label_contains("top: rewind to ") {
        assert!(buttons.iter().all(|b| !b.intersects(n.rect())), "{:?} overlaps a button", n.accesskit_node().label());
    }
    // Scrolling back, page by page, reaches the start (the rotated console scrolls too).
    for _ in 0..10 {
        if h.query_by_label("top: rewind to 0").is_some() {
            break;
        }
        press(&mut h, Seat::Top, "Earlier moves");
    }
    press(&mut h, Seat::Top, "rewind to 0");
    press(&mut h, Seat::Top, "Request rewind");
    press(&mut h, Seat::Bottom, "Accept rewind");
    assert!(h.state().session().game().moves().is_empty());
}

#[test]
fn the_wheel_scrolls_the_history_the_way_its_reader_sees_it() {
    for seat in Seat::BOTH {
        let mut h = harness("history-wheel", None);
        play_quiet_moves(&mut h, 40);
        let total = h.state().session().game().moves().len();
        press(&mut h, seat, "Undo");
        let present = h.get_by_label(&seat.label(&format!("rewind to {total}"))).rect();
        h.event(egui::Event::PointerMoved(present.center()));
        // The content moves down on screen: the bottom reader sees earlier rows, the top reader
        // (for whom the screen's down is up) later ones, so the present stays.
        h.event(egui::Event::MouseWheel {
            unit: egui::MouseWheelUnit::Line,
            delta: egui::vec2(0.0, 5.0),
            phase: egui::TouchPhase::Move,
            source: egui::MouseWheelSource::Unknown,
            modifiers: egui::Modifiers::NONE,
        });
        h.run();
        let shown = h.query_by_label(&seat.label(&format!("rewind to {total}"))).is_some();
        assert_eq!(shown, seat == Seat::Top, "{seat:?}");
    }
}

#[test]
fn flip_moves_the_consoles_with_the_board_and_flipping_again_restores_them() {
    let mut h = harness("flip-consoles", None);
    click_move(&mut h, "f5", "f6");
    let mid = 400.0;
    let below = |h: &Harness<'static, HexApp>, label: &str| h.get_by_label(label).rect().center().y > mid;
    // White (the bottom seat) has its console and its king at the bottom.
    assert!(below(&h, "bottom: Resign") && !below(&h, "top: Resign"));
    assert!(hex_rect(&h, "g1").center().y > mid);
    press(&mut h, Seat::Bottom, "Flip");
    assert!(h.state().flipped());
    assert_eq!(h.state().console_edge(Seat::Bottom), Seat::Top);
    // The board turned, and White's console went with White's army to the top edge.
    assert!(hex_rect(&h, "g1").center().y < mid);
    assert!(!below(&h, "bottom: Resign") && below(&h, "top: Resign"));
    // The console at the bottom edge now reads the right way up: its Undo is on its left.
    assert!(h.get_by_label("top: Undo").rect().center().x < h.get_by_label("top: Mute").rect().center().x);
    // So does the panel its player opens: the history's Request is on its reader's left.
    press(&mut h, Seat::Top, "Undo");
    let x = |h: &Harness<'static, HexApp>, label: &str| h.get_by_label(label).rect().center().x;
    assert!(x(&h, "top: Request rewind") < x(&h, "top: Close history"));
    press(&mut h, Seat::Top, "Close history");
    press(&mut h, Seat::Top, "Flip");
    assert_eq!(h.state().console_edge(Seat::Bottom), Seat::Bottom);
    assert!(below(&h, "bottom: Resign") && !below(&h, "top: Resign"));
    assert!(h.get_by_label("bottom: Undo").rect().center().x < h.get_by_label("bottom: Mute").rect().center().x);
}

#[test]
fn a_wide_window_shows_the_move_list_beside_the_board_and_a_click_reviews_the_game() {
    let mut h = sized("movelist-wide", 1280.0, 800.0, None);
    click_move(&mut h, "f5", "f6");
    click_move(&mut h, "e7", "e6");
    click_move(&mut h, "e4", "e5");
    let san = h.state().session().game().san_moves();
    let label = |seat: Seat, text: &str| seat.label(&format!("move {text}"));
    let board = [hex_rect(&h, "a1").min.x, hex_rect(&h, "l1").max.x];
    for seat in Seat::BOTH {
        let (first_label, last_label) =
            (label(seat, &format!("1. {}", san[0])), label(seat, &format!("2. {}", san[2])));
        let first = h.get_by_label(&first_label);
        let last = h.get_by_label(&last_label);
        // Beside the board: the bottom reader's on the right, the top reader's on the left.
        let x = first.rect().center().x;
        assert!(if seat == Seat::Bottom { x > board[1] } else { x < board[0] }, "{seat:?} at {x}");
        // Only the last move is highlighted.
        assert_eq!(last.accesskit_node().toggled(), Some(egui::accesskit::Toggled::True));
        assert_eq!(first.accesskit_node().toggled(), Some(egui::accesskit::Toggled::False));
        // Both sides' captures are listed.
        h.get_by_label(&seat.label("White captured 0"));
    }
    // A click on the first move opens review at that point, facing who clicked.
    click(&mut h, &label(Seat::Top, &format!("1. {}", san[0])));
    assert_eq!(h.state().review_ply(), Some((1, 3)));
    press(&mut h, Seat::Top, "Back to game");
    assert_eq!(h.state().review_ply(), None);
    assert_eq!(h.state().session().game().moves().len(), 3);
}

#[test]
fn a_narrow_window_shows_the_last_moves_in_each_console() {
    let (w, ht) = (800.0, 1000.0);
    let mut h = sized("movelist-narrow", w, ht, None);
    click_move(&mut h, "f5", "f6");
    click_move(&mut h, "e7", "e6");
    let san = h.state().session().game().san_moves();
    let ch = 130.0;
    for seat in Seat::BOTH {
        let (last_label, first_label) =
            (seat.label(&format!("move 1... {}", san[1])), seat.label(&format!("move 1. {}", san[0])));
        let last = h.get_by_label(&last_label);
        let first = h.get_by_label(&first_label);
        // In the seat's own console ...
        let y = last.rect().center().y;
        assert!(if seat == Seat::Bottom { y > ht - ch } else { y < ch }, "{seat:?} at {y}");
        // ... facing its reader: the newest move on the reader's right.
        let (l, f) = (last.rect().center().x, first.rect().center().x);
        assert!(if seat == Seat::Bottom { l > f } else { l < f }, "{seat:?}");
        assert_eq!(last.accesskit_node().toggled(), Some(egui::accesskit::Toggled::True));
    }
    // No strip beside the board: its captures lines are not shown.
    assert!(h.query_by_label("bottom: White captured 0").is_none());
    click(&mut h, &Seat::Bottom.label(&format!("move 1. {}", san[0])));
    assert_eq!(h.state().review_ply(), Some((1, 2)));
}

#[test]
fn the_new_game_toast_hides_no_piece() {
    for (w, ht) in [(1280.0, 800.0), (800.0, 1000.0), (1920.0, 1080.0)] {
        let mut h = sized("toast", w, ht, None);
        press(&mut h, Seat::Bottom, "Settings");
        press(&mut h, Seat::Bottom, "Variant mccooey");
        press(&mut h, Seat::Bottom, "Switch variant");
        let toast = h.state().toasts().last().cloned().expect("a toast");
        assert!(toast.starts_with("new game"), "{toast}");
        let s = h.state().session();
        let board = s.variant().board();
        let occupied: Vec<egui::Rect> = board
            .cells()
            .filter(|c| s.position().piece_at(*c).is_some())
            .map(|c| hex_rect(&h, &board.name(c)))
            .collect();
        assert!(occupied.len() > 30);
        for seat in Seat::BOTH {
            let r = h.get_by_label(&seat.label(&toast)).rect();
            assert!(occupied.iter().all(|o| !o.intersects(r)), "{w}x{ht}: {seat:?} toast at {r:?} hides a piece");
        }
    }
}

/// Every shape of one frame of `app` in a `w`×`h` window, flattened.
fn frame_shapes(app: &mut HexApp, w: f32, h: f32) -> Vec<Shape> {
    let ctx = egui::Context::default();
    let mut shapes = Vec::new();
    for i in 0..2 {
        let input = egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(w, h))),
            time: Some(100.0 + i as f64),
            ..Default::default()
        };
        let mut out = ctx.run_ui(input, |ui| app.frame_ui(ui));
        out.textures_delta.clear();
        shapes = out.shapes;
    }
    fn flatten(shape: Shape, into: &mut Vec<Shape>) {
        match shape {
            Shape::Vec(v) => v.into_iter().for_each(|s| flatten(s, into)),
            s => into.push(s),
        }
    }
    let mut flat = Vec::new();
    for ClippedShape { shape, .. } in shapes {
        flatten(shape, &mut flat);
    }
    flat
}

#[test]
fn draw_and_resign_show_their_icons_and_mute_its_speaker() {
    let h = harness("icons", None);
    let rects: Vec<(String, egui::Rect)> = ["Draw", "Resign", "Mute"]
        .iter()
        .map(|n| (n.to_string(), h.get_by_label(&Seat::Bottom.label(n)).rect()))
        .collect();
    let mut app = h.into_state();
    let shapes = frame_shapes(&mut app, 1280.0, 800.0);
    for (name, rect) in rects {
        let texts: Vec<String> = shapes
            .iter()
            .filter_map(|s| match s {
                Shape::Text(t) if rect.contains(t.pos) || rect.contains(t.visual_bounding_rect().center()) => {
                    Some(t.galley.text().to_string())
                }
                _ => None,
            })
            .collect();
        let text = texts.iter().find(|t| t.contains(&name)).unwrap_or_else(|| panic!("{name}: {texts:?}"));
        let glyph = match name.as_str() {
            "Draw" => '🤝',
            "Resign" => '🏳',
            _ => '🔊',
        };
        if !text.contains(glyph) {
            // The font lacks it: the icon is drawn with lines beside the word.
            let drawn = shapes
                .iter()
                .filter(|s| matches!(s, Shape::Path(_)))
                .filter(|s| rect.contains_rect(s.visual_bounding_rect().shrink(0.5)))
                .count();
            assert!(drawn >= 2, "{name}: text {text:?} and {drawn} drawn strokes");
        }
    }
}

/// The rank numbers drawn around the board: for each rank, the x of each label.
fn rank_labels(settings: &str) -> Vec<(u32, Vec<f32>)> {
    let h = sized("ranks", 1280.0, 800.0, Some(settings));
    let ranks =
        h.state().session().variant().board().cells().map(|c| h.state().session().variant().board().rank_of(c)).max();
    let mut app = h.into_state();
    let shapes = frame_shapes(&mut app, 1280.0, 800.0);
    (1..=ranks.unwrap_or(0) as u32)
        .map(|rank| {
            let xs = shapes
                .iter()
                .filter_map(|s| match s {
                    Shape::Text(t) if t.galley.text() == rank.to_string() && t.pos.y > 110.0 && t.pos.y < 690.0 => {
                        Some(t.visual_bounding_rect().center().x)
                    }
                    _ => None,
                })
                .collect();
            (rank, xs)
        })
        .collect()
}

/// Shafran's ranks run from the lower left edge to the right-hand edges. Every rank is numbered on
/// the left; on the right, the ranks that end on the right-hand edge (from the last file's first
/// cell, i5, up) are numbered too. The ranks ending on the lower right edge end on a file's first
/// cell, where the file letter stands: no number is drawn over it.
#[test]
fn shafrans_ranks_are_numbered_on_both_sides_and_glinskis_on_the_left() {
    let centre = 640.0;
    let board = hexchess::script::builtin_variant("shafran").expect("built-in Shafran").board();
    let last_file = board.files().last().expect("files").first_cell;
    let right_from = board.rank_of(hexchess::rules::Cell::new_unchecked(last_file)) as u32;
    let shafran = rank_labels(r#"{"variant": "shafran"}"#);
    assert_eq!(shafran.len(), 10);
    for (rank, xs) in &shafran {
        assert!(xs.iter().any(|x| *x < centre), "Shafran rank {rank} on the left: {xs:?}");
        if *rank >= right_from {
            assert!(xs.iter().any(|x| *x > centre), "Shafran rank {rank} on the right: {xs:?}");
        }
    }
    for (rank, xs) in rank_labels(r#"{"variant": "glinski"}"#) {
        assert!(xs.iter().any(|x| *x < centre), "Gliński rank {rank}: {xs:?}");
        assert!(xs.iter().all(|x| *x < centre), "Gliński rank {rank} on the right: {xs:?}");
    }
}

/// Whether `seat`'s strip shows the last move (the highlighted one).
fn shows_last_move(h: &Harness<'static, HexApp>, seat: Seat) -> bool {
    h.query_all_by_label_contains(&seat.label("move "))
        .any(|n| n.accesskit_node().toggled() == Some(egui::accesskit::Toggled::True))
}

#[test]
fn the_move_list_scrolls_back_through_a_long_game_and_the_next_move_brings_it_back() {
    let mut h = sized("movelist-scroll", 1280.0, 800.0, None);
    play_quiet_moves(&mut h, 60);
    let san = h.state().session().game().san_moves();
    assert!(san.len() >= 50, "only {} moves", san.len());
    let first = |seat: Seat| seat.label(&format!("move 1. {}", san[0]));
    for seat in Seat::BOTH {
        assert!(h.query_by_label(&first(seat)).is_none(), "{seat:?}: a long game shows its latest moves");
        assert!(shows_last_move(&h, seat));
    }
    // The bottom reader pages back to the first move; the top reader's strip stays.
    for _ in 0..20 {
        if h.query_by_label(&first(Seat::Bottom)).is_some() {
            break;
        }
        press(&mut h, Seat::Bottom, "Earlier in move list");
    }
    h.get_by_label(&first(Seat::Bottom));
    let strip = h.get_by_label(&first(Seat::Bottom)).rect();
    let foot = h.query_all_by_label_contains(&Seat::Bottom.label("White capture")).next().expect("captures").rect();
    for n in h.query_all_by_label_contains(&Seat::Bottom.label("move ")) {
        assert!(n.rect().max.y <= foot.min.y && n.rect().min.y >= strip.min.y, "rows stay in the list: {:?}", n.rect());
    }
    assert!(!shows_last_move(&h, Seat::Bottom));
    assert!(shows_last_move(&h, Seat::Top), "each reader scrolls their own strip");
    // The wheel scrolls the turned strip the way its reader sees it: content moving up on the
    // screen moves down for them, showing earlier moves.
    let over = h.query_all_by_label_contains(&Seat::Top.label("move ")).next().unwrap().rect().center();
    h.event(egui::Event::PointerMoved(over));
    h.event(egui::Event::MouseWheel {
        unit: egui::MouseWheelUnit::Line,
        delta: egui::vec2(0.0, -5.0),
        phase: egui::TouchPhase::Move,
        source: egui::MouseWheelSource::Unknown,
        modifiers: egui::Modifiers::NONE,
    });
    h.run();
    assert!(!shows_last_move(&h, Seat::Top), "the top reader scrolled back");
    // The next move brings both strips back to the latest.
    play_quiet_moves(&mut h, 1);
    for seat in Seat::BOTH {
        assert!(shows_last_move(&h, seat), "{seat:?} follows the new move");
    }
}

#[test]
fn the_score_card_keeps_the_score_clear_of_the_colour_and_the_game_number() {
    let mut heights = Vec::new();
    for (w, h) in [(800.0, 560.0), (900.0, 600.0), (1280.0, 800.0)] {
        let app = sized(&format!("score-card-{w}"), w, h, None);
        for seat in [Seat::Bottom, Seat::Top] {
            let score = app.get_by_label(&seat.label("score 0")).rect();
            let colour = app.get_by_label(&seat.label("colour: whoever moves first plays White")).rect();
            let game = app.get_by_label(&seat.label("match · game 1")).rect();
            let card = app.get_by_label(&seat.label("Score card")).rect();
            // They may touch, not overlap.
            let overlap = |r: egui::Rect| score.intersect(r).area() > 0.5;
            assert!(!overlap(colour) && !overlap(game), "{w}×{h} {seat:?}: {score:?} {colour:?} {game:?}");
            assert!(card.contains_rect(score), "{w}×{h} {seat:?}: {score:?} inside {card:?}");
            heights.push(score.height());
        }
    }
    // The usual window keeps the large score; the smallest shrinks it only as far as it must.
    assert!(heights[4] >= heights[0] && heights[0] >= 20.0, "{heights:?}");
}
