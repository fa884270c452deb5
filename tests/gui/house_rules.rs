//! The app with real Lua house rules: a script saved while the app runs changes the next
//! decision, with a toast; a broken save keeps the last good rules; a computed stalemate score.

use std::path::Path;
use std::time::{Duration, Instant};

use crate::support::{click_move, harness_with, temp_config};
use egui_kittest::Harness;
use hexchess::gui::{AppOptions, HexApp, LiveHouseRules, Seat};
use hexchess::rules::{EndReason, StalemateRule};

/// Black to move is stalemated after White's f8-f9 (Gliński's rules score that ¾–¼).
const STALEMATE_IN_ONE: &str = "6/7/8/9/10/7K2k/10/9/8/7/6 w - - 0 1";

/// The app with the Lua scripts of `scripts` (the named ones switched on in its settings).
fn app_with_scripts(tag: &str, scripts: &Path, enabled: &[&str]) -> Harness<'static, HexApp> {
    let config = temp_config(tag);
    let toggles: Vec<String> = enabled.iter().map(|f| format!("\"{f}\": true")).collect();
    std::fs::write(config.join("settings.json"), format!("{{ \"house_rules\": {{ {} }} }}", toggles.join(", ")))
        .unwrap();
    let mut options = AppOptions::for_tests(config);
    let dirs = options.variant_dirs.clone();
    let (live, note) = LiveHouseRules::start("glinski", dirs, scripts.to_path_buf(), || {}).expect("rules load");
    assert_eq!(note, None, "the scripts folder can be watched");
    options.house_rules = Box::new(live);
    options.start_fen = Some(STALEMATE_IN_ONE.into());
    harness_with(options)
}

/// Runs frames until a toast containing `text` shows (the reload happens in the background).
fn wait_for_toast(h: &mut Harness<'static, HexApp>, text: &str) {
    let deadline = Instant::now() + Duration::from_secs(5);
    while Instant::now() < deadline {
        h.run();
        if h.state().toasts().iter().any(|t| t.contains(text)) {
            return;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    panic!("no toast with {text:?}; toasts: {:?}", h.state().toasts());
}

#[test]
fn saving_a_script_that_sets_draw_makes_the_next_stalemate_half_a_point_each() {
    let scripts = tempfile::tempdir().unwrap();
    let file = scripts.path().join("house.lua");
    std::fs::write(&file, "return { threefold = true }").unwrap();
    let mut h = app_with_scripts("lua-draw", scripts.path(), &["house.lua"]);
    assert_eq!(h.state().rules().settings().stalemate, StalemateRule::Glinski);

    std::fs::write(&file, "return {\n  stalemate = \"draw\",\n}\n").unwrap();
    wait_for_toast(&mut h, "house rules reloaded: house.lua");
    assert_eq!(h.state().rules().settings().stalemate, StalemateRule::Draw);
    assert_eq!(h.state().rules().sources()["stalemate"], "house.lua");

    // A broken save is reported with file and line, and the last good rules stay.
    std::fs::write(&file, "return {\n  stalemate = \"draw\",\n  threefol = true,\n}\n").unwrap();
    wait_for_toast(&mut h, "house.lua:3:");
    assert_eq!(h.state().rules().settings().stalemate, StalemateRule::Draw);

    click_move(&mut h, "f8", "f9");
    let s = h.state().session();
    let o = s.outcome().expect("stalemate ends the game");
    assert_eq!(o.reason, EndReason::Stalemate);
    assert_eq!(o.points.result_text(), "1/2-1/2");
    assert_eq!((s.score(Seat::Bottom), s.score(Seat::Top)), (2, 2));
}

#[test]
fn a_switched_off_script_changes_nothing() {
    let scripts = tempfile::tempdir().unwrap();
    std::fs::write(scripts.path().join("draw.lua"), "return { stalemate = \"draw\" }").unwrap();
    let mut h = app_with_scripts("lua-off", scripts.path(), &[]);
    assert_eq!(h.state().rules().settings().stalemate, StalemateRule::Glinski);
    click_move(&mut h, "f8", "f9");
    assert_eq!(h.state().session().outcome().unwrap().points.result_text(), "3/4-1/4");
}

#[test]
fn a_script_function_computes_the_stalemate_score() {
    let scripts = tempfile::tempdir().unwrap();
    let source = r#"return {
  -- The stalemating side takes the whole point.
  stalemate = function(ctx)
    if ctx.stalemated == "black" then return { white = 1, black = 0 } end
    return { white = 0, black = 1 }
  end,
}"#;
    std::fs::write(scripts.path().join("win.lua"), source).unwrap();
    let mut h = app_with_scripts("lua-fn", scripts.path(), &["win.lua"]);
    click_move(&mut h, "f8", "f9");
    let s = h.state().session();
    let o = s.outcome().unwrap();
    assert_eq!(o.reason, EndReason::Stalemate);
    assert_eq!(o.points.result_text(), "1-0");
    assert_eq!((s.score(Seat::Bottom), s.score(Seat::Top)), (4, 0));
}

#[test]
fn deleting_a_script_says_it_was_removed_and_its_rules_go() {
    let scripts = tempfile::tempdir().unwrap();
    let file = scripts.path().join("house.lua");
    std::fs::write(&file, "return { stalemate = \"draw\" }").unwrap();
    let mut h = app_with_scripts("lua-removed", scripts.path(), &["house.lua"]);
    assert_eq!(h.state().rules().settings().stalemate, StalemateRule::Draw);
    std::fs::remove_file(&file).unwrap();
    wait_for_toast(&mut h, "house rules: house.lua removed");
    assert!(!h.state().toasts().iter().any(|t| t.contains("reloaded")), "{:?}", h.state().toasts());
    assert_eq!(h.state().rules().settings().stalemate, StalemateRule::Glinski);
    assert_eq!(h.state().rules().sources()["stalemate"], "glinski.lua");
}

/// How far below script `a.lua`'s switch the switch of `b.lua` sits in the bottom player's
/// Settings, with `a.lua` holding `source`.
fn gap_below_first_script(tag: &str, source: &str) -> f32 {
    use egui_kittest::kittest::Queryable;
    let scripts = tempfile::tempdir().unwrap();
    std::fs::write(scripts.path().join("a.lua"), source).unwrap();
    std::fs::write(scripts.path().join("b.lua"), "return { threefold = true }").unwrap();
    let mut h = app_with_scripts(tag, scripts.path(), &[]);
    crate::support::press(&mut h, Seat::Bottom, "Settings");
    let y = |label: &str| h.get_by_label(&Seat::Bottom.label(label)).rect().top();
    y("Script b.lua") - y("Script a.lua")
}

#[test]
fn a_long_script_error_wraps_and_pushes_the_next_script_down() {
    let fine = gap_below_first_script("lua-short", "return { threefold = false }");
    let long = "error(\"a house rule that fails with a message long enough to need several lines of the \
                settings panel, so that it would run into the next row if it did not wrap\")";
    let broken = gap_below_first_script("lua-long", long);
    assert!(broken > fine + 10.0, "the wrapped error takes room: {broken} vs {fine}");
}
