//! The clock kinds in a script's `clock_presets` (docs/scripting.md, "Clock kinds"): each shape
//! reads into its [`PresetKind`] and gives the time control the app plays, the shipped Bronstein
//! club script loads, and a bad entry is an error naming the entry, the field and the line.

use std::path::PathBuf;
use std::time::Duration;

use hexchess::clock::{ClockKind, TimeControl};
use hexchess::gui::ClockChoice;
use hexchess::script::{
    ClockPreset, PresetKind, PresetStage, ScriptErrorKind, builtin_variant, load_house_rules, parse_house_rules,
    scripts_in,
};

fn presets(source: &str) -> Vec<ClockPreset> {
    let variant = builtin_variant("glinski").expect("built-in");
    parse_house_rules("house.lua", source, variant).unwrap_or_else(|e| panic!("{source}: {e}")).clock_presets
}

fn control(preset: &ClockPreset) -> TimeControl {
    match ClockChoice::from_preset(preset).expect("fits a clock").time_control() {
        Ok(Some(control)) => control,
        other => panic!("{}: {other:?}", preset.name),
    }
}

#[test]
fn every_kind_reads_and_gives_its_time_control() {
    let got = presets(
        r#"return { clock_presets = {
            { name = "F", base_seconds = 300, increment_seconds = 2 },
            { name = "B", kind = "bronstein", base_seconds = 300, delay_seconds = 3 },
            { name = "D", kind = "delay", base_seconds = 300, delay_seconds = 5 },
            { name = "H", kind = "hourglass", base_seconds = 60 },
            { name = "S", kind = "stages", base_seconds = 5400, increment_seconds = 30, moves = 40,
              stages = { { seconds = 1800 } } },
            { name = "S3", kind = "stages", base_seconds = 7200, moves = 40,
              stages = { { seconds = 3600, moves = 20 }, { seconds = 900 } } },
        } }"#,
    );
    let kinds: Vec<&PresetKind> = got.iter().map(|p| &p.kind).collect();
    assert_eq!(
        kinds,
        [
            &PresetKind::Fischer,
            &PresetKind::Bronstein { delay_seconds: 3 },
            &PresetKind::Delay { delay_seconds: 5 },
            &PresetKind::Hourglass,
            &PresetKind::Stages { moves: 40, later: vec![PresetStage { seconds: 1800, moves: None }] },
            &PresetKind::Stages {
                moves: 40,
                later: vec![PresetStage { seconds: 3600, moves: Some(20) }, PresetStage { seconds: 900, moves: None }],
            },
        ]
    );
    let s = Duration::from_secs;
    let controls: Vec<TimeControl> = got.iter().map(control).collect();
    assert_eq!(
        controls,
        [
            TimeControl::new(s(300), s(2)).unwrap(),
            TimeControl::bronstein(s(300), s(3)).unwrap(),
            TimeControl::simple_delay(s(300), s(5)).unwrap(),
            TimeControl::hourglass(s(60)).unwrap(),
            TimeControl::stages(s(5400), s(30), 40, &[(0, s(1800))]).unwrap(),
            TimeControl::stages(s(7200), s(0), 40, &[(20, s(3600)), (0, s(900))]).unwrap(),
        ]
    );
    assert_eq!(controls[4].to_string(), "90/40 then 30 +30");
}

#[test]
fn the_shipped_bronstein_club_script_adds_bronstein_presets() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scripts");
    let club = scripts_in(&dir).into_iter().find(|p| p.ends_with("bronstein_club.lua")).expect("ships");
    let (eff, statuses) = load_house_rules(builtin_variant("glinski").expect("built-in"), &[club]);
    assert!(statuses.iter().all(|s| s.result.is_ok()), "{statuses:?}");
    assert!(!eff.clock_presets.is_empty());
    for preset in &eff.clock_presets {
        assert!(matches!(preset.kind, PresetKind::Bronstein { .. }), "{preset:?}");
        assert_eq!(control(preset).kind(), ClockKind::Bronstein);
    }
}

#[test]
fn a_bad_kind_entry_names_the_entry_the_field_and_the_line() {
    let cases = [
        ("{ name = 'a', base_seconds = 60, kind = 'egg' }", "clock_presets[1].kind must be one of fischer"),
        (
            "{ name = 'a', base_seconds = 60, kind = 'bronstein' }",
            "clock_presets[1].delay_seconds is needed by a \"bronstein\" clock",
        ),
        ("{ name = 'a', base_seconds = 60, kind = 'delay', delay_seconds = 0 }", "clock_presets[1].delay_seconds"),
        (
            "{ name = 'a', base_seconds = 60, kind = 'bronstein', delay_seconds = 3, increment_seconds = 2 }",
            "clock_presets[1].increment_seconds does not apply to a \"bronstein\" clock",
        ),
        ("{ name = 'a', base_seconds = 60, delay_seconds = 3 }", "clock_presets[1].delay_seconds does not apply"),
        ("{ name = 'a', base_seconds = 60, kind = 'hourglass', moves = 3 }", "clock_presets[1].moves does not apply"),
        ("{ name = 'a', base_seconds = 60, kind = 'stages', stages = { { seconds = 60 } } }", "clock_presets[1].moves"),
        ("{ name = 'a', base_seconds = 60, kind = 'stages', moves = 40 }", "clock_presets[1].stages is needed"),
        ("{ name = 'a', base_seconds = 60, kind = 'stages', moves = 40, stages = {} }", "clock_presets[1].stages"),
        (
            "{ name = 'a', base_seconds = 60, kind = 'stages', moves = 40, stages = { { seconds = 0 } } }",
            "clock_presets[1].stages[1].seconds",
        ),
        (
            "{ name = 'a', base_seconds = 60, kind = 'stages', moves = 40, stages = { { seconds = 60 }, { seconds = 60 } } }",
            "clock_presets[1].stages[1].moves",
        ),
        (
            "{ name = 'a', base_seconds = 60, kind = 'stages', moves = 40, stages = { { secs = 60 } } }",
            "clock_presets[1].stages[1] has an unknown key",
        ),
    ];
    let variant = builtin_variant("glinski").expect("built-in");
    for (entry, expected) in cases {
        // The bad entry is the second line's.
        let source = ["return { clock_presets = {\n  ", entry, ",\n} }"].concat();
        let err = parse_house_rules("house.lua", &source, variant).expect_err(entry);
        assert_eq!(err.kind, ScriptErrorKind::Invalid, "{err}");
        assert!(err.message.contains(expected), "{entry}: {err}");
        assert_eq!(err.line, Some(2), "{entry}: {err}");
        assert!(err.to_string().starts_with("house.lua:2"), "{err}");
    }
}
