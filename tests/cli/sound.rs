//! `hexchess sound-check` as a user runs it: it never fails for lack of sound, prints nothing on
//! stderr, and the binary does not link libasound.

use std::process::{Command, Output};

fn hexchess(args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_hexchess"));
    command.args(args).env_remove("HEXCHESS_NO_SOUND").env_remove("HEXCHESS_SOUND_DEVICE");
    for (key, value) in env {
        command.env(key, value);
    }
    command.output().expect("the hexchess binary runs")
}

fn last_line(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).lines().last().unwrap_or_default().to_string()
}

#[test]
fn a_missing_device_is_reported_silently() {
    let output = hexchess(&["sound-check", "--device", "hexchess_no_such_device"], &[]);
    assert!(output.status.success());
    assert_eq!(String::from_utf8_lossy(&output.stderr), "", "ALSA's messages must not reach stderr");
    let summary = last_line(&output);
    assert!(summary.starts_with("sound: silent: "), "{summary}");
}

#[test]
fn the_environment_can_turn_sound_off() {
    let output = hexchess(&["sound-check"], &[("HEXCHESS_NO_SOUND", "1")]);
    assert!(output.status.success());
    assert!(last_line(&output).starts_with("sound: off"), "{}", last_line(&output));
}

#[test]
fn every_sound_plays_on_the_null_device() {
    let output = hexchess(&["sound-check"], &[("HEXCHESS_SOUND_DEVICE", "null")]);
    assert!(output.status.success());
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
    let stdout = String::from_utf8_lossy(&output.stdout);
    if last_line(&output).contains("ALSA library unavailable") {
        return; // no libasound on this machine: nothing to play through
    }
    assert!(last_line(&output).starts_with("sound: ready on \"null\""), "{stdout}");
    for name in ["move", "capture", "check", "game-end", "low-time"] {
        assert!(stdout.lines().any(|l| l.starts_with(name) && l.contains("played")), "{name} in {stdout}");
    }
}

#[test]
fn sounds_can_be_written_as_wav_files() {
    let dir = std::env::temp_dir().join(format!("hexchess-wav-test-{}", std::process::id()));
    let output = hexchess(&["sound-check", "--wav-dir", dir.to_str().unwrap()], &[("HEXCHESS_NO_SOUND", "1")]);
    assert!(output.status.success());
    for name in ["move", "capture", "check", "game-end", "low-time"] {
        let bytes = std::fs::read(dir.join(format!("{name}.wav"))).unwrap();
        assert_eq!(&bytes[..4], b"RIFF");
        assert!(bytes.len() > 44 + 2 * 44_100 / 20, "{name}.wav is too short");
    }
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 5, "no temporary files are left");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// libasound is loaded at run time only, so building needs no libasound2-dev. Skipped where
/// `ldd` is missing.
#[test]
fn the_binary_does_not_link_libasound() {
    let Ok(output) = Command::new("ldd").arg(env!("CARGO_BIN_EXE_hexchess")).output() else {
        return;
    };
    let libraries = String::from_utf8_lossy(&output.stdout);
    assert!(libraries.contains("libc"), "ldd output looks wrong: {libraries}");
    assert!(!libraries.contains("libasound"), "{libraries}");
}
