//! House-rule hooks in the app: a hook's message on both consoles, a hook's ending with its
//! reason on both consoles, and a failing hook switched off with its file:line shown while
//! the game goes on.

use crate::support::{app_with_script_text, count_labels, play_quiet_moves};
use hexchess::rules::EndReason;

/// Tells the players how many replies the side to move has.
const COUNTING: &str = r#"
return {
  on_move = function(ctx)
    return { message = "hook saw " .. ctx.legal_moves .. " replies" }
  end,
}
"#;

/// Fails on purpose (line 5) once two moves have been played.
const FAILING: &str = r#"
return {
  on_move = function(ctx)
    if #ctx.moves >= 2 then
      error("boom on purpose")
    end
    return { message = "hook alive" }
  end,
}
"#;

/// Ends the game after White's second move.
const ENDING: &str = r#"
return {
  on_move = function(ctx)
    if #ctx.moves == 3 then
      return { result = "black", reason = "the hook says so" }
    end
    return nil
  end,
}
"#;

#[test]
fn a_hook_message_appears_on_both_consoles() {
    let (mut h, _dir) = app_with_script_text("hook-message", "counting.lua", COUNTING, None);
    for _ in 0..2 {
        play_quiet_moves(&mut h, 1);
        h.run();
        let replies = h.state().session().position().legal_moves().len();
        let text = format!("hook saw {replies} replies");
        assert_eq!(count_labels(&h, &text), 2, "{text} on both consoles");
    }
}

#[test]
fn a_failing_hook_is_switched_off_and_shown_and_the_game_goes_on() {
    let (mut h, _dir) = app_with_script_text("hook-failing", "boom.lua", FAILING, None);
    play_quiet_moves(&mut h, 1);
    h.run();
    assert_eq!(count_labels(&h, "hook alive"), 2);
    play_quiet_moves(&mut h, 1);
    h.run();
    assert!(count_labels(&h, "boom.lua:5") >= 1, "the failure names the file and line");
    assert!(count_labels(&h, "boom on purpose") >= 1, "and says why");
    assert_eq!(count_labels(&h, "hook alive"), 0, "the switched-off hook's message is gone");
    play_quiet_moves(&mut h, 3);
    h.run();
    let s = h.state().session();
    assert_eq!(s.game().moves().len(), 5, "the game went on");
    assert!(s.outcome().is_none());
    assert_eq!(count_labels(&h, "hook alive"), 0, "the hook stays off");
}

#[test]
fn a_hook_ending_shows_its_reason_on_both_consoles() {
    let (mut h, _dir) = app_with_script_text("hook-ending", "ending.lua", ENDING, None);
    play_quiet_moves(&mut h, 4);
    h.run();
    let s = h.state().session();
    let outcome = s.outcome().expect("the hook ended the game");
    assert!(matches!(&outcome.reason, EndReason::HouseRule(r) if r.as_str() == "the hook says so"), "{outcome:?}");
    assert_eq!(s.game().moves().len(), 3);
    assert_eq!(count_labels(&h, "the hook says so"), 2, "the reason on both consoles");
}
