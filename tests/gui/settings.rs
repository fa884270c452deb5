//! The settings panel: it faces whoever opened it, lists every variant file, switches variant
//! after a confirmation, and persists across restarts (even past a corrupt file).

use crate::support::*;
use egui_kittest::kittest::{NodeT, Queryable};
use hexchess::gui::{AppOptions, Seat, ThemeChoice};

#[test]
fn settings_persist_across_a_restart() {
    let dir = temp_config("persist");
    {
        let mut h = harness_with(AppOptions::for_tests(&dir));
        press(&mut h, Seat::Bottom, "Settings");
        press(&mut h, Seat::Bottom, "Theme dark");
        press(&mut h, Seat::Bottom, "Coordinates");
        press(&mut h, Seat::Bottom, "Stalemate draw");
        press(&mut h, Seat::Bottom, "Close settings");
        assert_eq!(h.state().settings().theme, ThemeChoice::Dark);
    }
    let h = harness_with(AppOptions::for_tests(&dir));
    let s = h.state().settings();
    assert_eq!(s.theme, ThemeChoice::Dark);
    assert!(!s.coordinates);
    assert_eq!(h.state().rules().settings().stalemate, hexchess::rules::StalemateRule::Draw);
    assert_eq!(h.state().rules().sources()["stalemate"], "your settings");
}

#[test]
fn a_corrupt_settings_file_is_moved_aside_and_reported() {
    let dir = temp_config("corrupt");
    std::fs::write(dir.join("settings.json"), "{\"theme\": \"plaid\"").unwrap();
    let h = harness_with(AppOptions::for_tests(&dir));
    assert_eq!(h.state().settings().theme, ThemeChoice::Light);
    assert!(h.state().toasts().iter().any(|t| t.contains("corrupt")), "{:?}", h.state().toasts());
    let names: Vec<String> =
        std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    assert!(names.iter().any(|n| n.starts_with("settings.json.corrupt-")), "{names:?}");
}

#[test]
fn the_panel_faces_whoever_opened_it() {
    let mut h = harness("facing", None);
    press(&mut h, Seat::Bottom, "Settings");
    let close = h.get_by_label("bottom: Close settings").rect().center();
    let title = h.get_by_label("bottom: Theme light").rect().center();
    // For the bottom player the Close button is at the panel's lower right.
    assert!(close.y > title.y && close.x > title.x);
    press(&mut h, Seat::Bottom, "Close settings");
    press(&mut h, Seat::Top, "Settings");
    let close = h.get_by_label("top: Close settings").rect().center();
    let title = h.get_by_label("top: Theme light").rect().center();
    // Turned half round for the player opposite: upper left on screen.
    assert!(close.y < title.y && close.x < title.x);
    // While it is open the board does not take clicks.
    assert!(query_hex(&h, "f5").is_none());
    press(&mut h, Seat::Top, "Close settings");
    assert!(query_hex(&h, "f5").is_some(), "closed, the board takes clicks again");
}

#[test]
fn the_variant_chooser_lists_every_variant_file_and_switching_asks_first() {
    let mut h = harness("variants", None);
    click_move(&mut h, "e4", "e5");
    press(&mut h, Seat::Top, "Settings");
    let files: Vec<String> = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/variants"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "lua"))
        .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    assert!(files.len() >= 3);
    for name in &files {
        h.get_by_label(&Seat::Top.label(&format!("Variant {name}")));
    }
    press(&mut h, Seat::Top, "Variant mccooey");
    press(&mut h, Seat::Top, "Keep variant");
    assert_eq!(h.state().session().variant().name(), "glinski");
    assert_eq!(h.state().session().game().moves().len(), 1);
    press(&mut h, Seat::Top, "Variant mccooey");
    press(&mut h, Seat::Top, "Switch variant");
    let s = h.state().session();
    assert_eq!(s.variant().name(), "mccooey");
    assert!(s.game().moves().is_empty());
    assert_eq!(h.state().settings().variant, "mccooey");
    // McCooey's default stalemate rule is a draw, read from its variant file.
    assert_eq!(h.state().rules().settings().stalemate, hexchess::rules::StalemateRule::Draw);
}

#[test]
fn nothing_repaints_while_nothing_changes() {
    let mut h = harness("idle", None);
    click_move(&mut h, "e4", "e5");
    h.run();
    h.step();
    let delay = h.output().viewport_output[&egui::ViewportId::ROOT].repaint_delay;
    assert_eq!(delay, std::time::Duration::MAX, "an idle frame asks for no repaint");
}

/// Switches the variant through the bottom player's settings panel and closes it.
fn switch_to(h: &mut egui_kittest::Harness<'static, hexchess::gui::HexApp>, name: &str) {
    press(h, Seat::Bottom, "Settings");
    press(h, Seat::Bottom, &format!("Variant {name}"));
    press(h, Seat::Bottom, "Switch variant");
    if h.query_by_label(&Seat::Bottom.label("Close settings")).is_some() {
        press(h, Seat::Bottom, "Close settings");
    }
    assert_eq!(h.state().session().variant().name(), name);
}

#[test]
fn a_rule_choice_belongs_to_its_variant_and_the_selected_chip_changes_nothing() {
    use hexchess::rules::StalemateRule;
    let defaults = |name: &str| hexchess::script::builtin_variant(name).unwrap().default_rules();
    let mut h = harness("rules-per-variant", None);
    assert_eq!(defaults("glinski").stalemate, StalemateRule::Glinski);
    press(&mut h, Seat::Bottom, "Settings");
    press(&mut h, Seat::Bottom, "Stalemate Gliński ¾–¼");
    assert_eq!(h.state().rules().sources()["stalemate"], "glinski.lua", "the selected chip changes nothing");
    press(&mut h, Seat::Bottom, "Close settings");

    switch_to(&mut h, "mccooey");
    assert_eq!(h.state().rules().settings(), defaults("mccooey"));
    assert_eq!(h.state().rules().sources()["stalemate"], "mccooey.lua");
    press(&mut h, Seat::Bottom, "Settings");
    press(&mut h, Seat::Bottom, "Stalemate Gliński ¾–¼");
    press(&mut h, Seat::Bottom, "Threefold repetition");
    press(&mut h, Seat::Bottom, "Close settings");
    assert_eq!(h.state().rules().settings().stalemate, StalemateRule::Glinski);

    for other in ["shafran", "glinski"] {
        switch_to(&mut h, other);
        assert_eq!(h.state().rules().settings(), defaults(other), "{other} keeps its own rules");
    }
    switch_to(&mut h, "mccooey");
    let back = h.state().rules().settings();
    assert_eq!(back.stalemate, StalemateRule::Glinski, "McCooey keeps the choices made in it");
    assert_eq!(back.threefold, !defaults("mccooey").threefold);
}

/// The rows the bottom player's house-rule list shows now: its "house rules 3–4 of 9" line, and
/// the scripts whose switches are drawn.
fn house_rules_shown(h: &egui_kittest::Harness<'static, hexchess::gui::HexApp>) -> (String, Vec<String>) {
    // A label's text is its accesskit value.
    let range = h.get_by_label_contains("bottom: house rules ").accesskit_node().value().unwrap_or_default();
    let scripts = h
        .query_all_by_label_contains("bottom: Script ")
        .filter_map(|n| n.accesskit_node().label())
        .map(|l| l.trim_start_matches("bottom: Script ").to_string())
        .collect();
    (range, scripts)
}

#[test]
fn in_the_smallest_window_the_house_rules_page_inside_the_panel() {
    // The shipped scripts, in the smallest window the app allows.
    let shipped = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts");
    let mut options = AppOptions::for_tests(temp_config("house-pages"));
    let dirs = options.variant_dirs.clone();
    let (live, _) = hexchess::gui::LiveHouseRules::start("glinski", dirs, shipped, || {}).expect("rules load");
    options.house_rules = Box::new(live);
    let mut h = egui_kittest::Harness::builder()
        .with_size(egui::vec2(800.0, 560.0))
        .with_max_steps(SETTLE_STEPS)
        .build_eframe(|_cc| hexchess::gui::HexApp::new(options));
    h.run();
    let all: Vec<String> = h.state().rules().scripts().into_iter().map(|s| s.file).collect();
    assert!(all.len() >= 5, "{all:?}");
    press(&mut h, Seat::Bottom, "Settings");

    let (range, shown) = house_rules_shown(&h);
    assert!(!shown.is_empty() && shown.len() < all.len(), "{shown:?}");
    let first_page = match shown.len() {
        1 => format!("bottom: house rules 1 of {}", all.len()),
        n => format!("bottom: house rules 1–{n} of {}", all.len()),
    };
    assert_eq!(range, first_page);
    assert_eq!(shown, all[..shown.len()]);
    // Every switch drawn is inside the panel, above its bottom row of buttons.
    let buttons_top = h.get_by_label("bottom: Close settings").rect().top();
    for file in &shown {
        let r = h.get_by_label(&format!("bottom: Script {file}")).rect();
        assert!(r.bottom() <= buttons_top, "{file} at {r:?} runs into the buttons at {buttons_top}");
    }
    assert!(h.get_by_label("bottom: Earlier house rules").accesskit_node().is_disabled());

    // Later pages on to the last script; then Later is spent.
    for _ in 0..all.len() {
        if h.get_by_label("bottom: Later house rules").accesskit_node().is_disabled() {
            break;
        }
        let before = house_rules_shown(&h).1;
        press(&mut h, Seat::Bottom, "Later house rules");
        assert_ne!(house_rules_shown(&h).1, before, "Later moved the list");
    }
    let (range, shown) = house_rules_shown(&h);
    assert_eq!(shown.last(), all.last(), "{range}");
    assert!(!shown.contains(&all[0]));
    assert!(range.ends_with(&format!("{} of {}", all.len(), all.len())), "{range}");

    // A script paged into view switches on like any other.
    let last = all.last().expect("a script").clone();
    press(&mut h, Seat::Bottom, &format!("Script {last}"));
    assert!(h.state().rules().scripts().iter().any(|s| s.file == last && s.enabled));

    // Earlier goes back; the panel opens at the top again.
    press(&mut h, Seat::Bottom, "Earlier house rules");
    assert_ne!(house_rules_shown(&h).1.last(), all.last());
    press(&mut h, Seat::Bottom, "Close settings");
    press(&mut h, Seat::Bottom, "Settings");
    assert_eq!(house_rules_shown(&h).0, first_page);
}
