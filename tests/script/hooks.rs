//! Event hooks (`on_move`, `on_game_end`): what `ctx` holds, a hook ending the game and that
//! ending surviving a record and its replay, the shipped pawn-mate bonus, the per-call budget,
//! and the hostile hooks of tests/data/hostile/hooks (each switched off with a clear message
//! while the game goes on).
//!
//! Each hostile file starts with `-- expect: <kind>[|<kind>][: <text>]`, as the load-time corpus.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use hexchess::record::{GameRecord, GameResult, RecordInfo, ReplayOptions, parse_records, replay};
use hexchess::rules::{Color, EndReason, Game, Outcome, Points, ReasonText, Role, RuleSettings, notation};
use hexchess::script::{
    HookContext, HookEvent, HookRunner, HookedGame, ScriptErrorKind, ScriptHooks, builtin_variant, load_house_rules,
    parse_house_rules,
};

use crate::common::pawn_mate_in_one;
use crate::sandbox::expectation;

fn glinski() -> &'static hexchess::rules::Variant {
    builtin_variant("glinski").expect("built-in")
}

/// The hooks of a script given as text.
fn hooks(file: &str, source: &str) -> ScriptHooks {
    let rules = parse_house_rules(file, source, glinski()).unwrap_or_else(|e| panic!("{e}"));
    rules.hooks.expect("the script defines a hook")
}

/// Fool's mate in coordinate moves: White mates with the queen on the seventh ply.
const FOOLS_MATE: &str = "e1c3 e10c6 b1b2 b7b6 f3b1 e7e6 c3f9";

/// Plays the moves (coordinates or SAN) through `game`, stopping at the first that is refused.
fn play_all(game: &mut HookedGame, moves: &str) -> usize {
    let mut played = 0;
    for text in moves.split_whitespace() {
        let Ok(mv) = notation::parse_any(game.game().position(), text) else { break };
        if game.play(mv).is_err() {
            break;
        }
        played += 1;
    }
    played
}

/// The game after these moves, with no hooks.
fn plain_game(moves: &str) -> Game {
    let mut g = HookedGame::new(glinski().start_position(), glinski().default_rules(), Vec::new());
    assert_eq!(play_all(&mut g, moves), moves.split_whitespace().count());
    g.game().clone()
}

#[test]
fn ctx_shows_the_game_as_the_rules_core_sees_it() {
    // The hook writes what it read into its message; the test compares it with the rules core.
    let source = r#"return {
  on_move = function(ctx)
    local f6 = ctx.pieces.f6
    local last = ctx.last_move
    return { message = table.concat({
      ctx.event, ctx.variant, ctx.side_to_move, tostring(ctx.in_check), ctx.legal_moves, #ctx.moves,
      ctx.moves[#ctx.moves], ctx.move_number, ctx.halfmove_clock, ctx.checks.white, ctx.checks.black,
      f6 and (f6.color .. " " .. f6.kind) or "empty", last.san, last.color, last.piece, last.from, last.to,
      tostring(last.captured), tostring(last.check), ctx.material.black.pawn, tostring(ctx.clock), ctx.score.white,
    }, "|") }
  end,
}"#;
    let mut game =
        HookedGame::new(glinski().start_position(), glinski().default_rules(), vec![hooks("ctx.lua", source)]);
    // Black's f-pawn takes on g6; then White's f-pawn steps onto f6.
    assert_eq!(play_all(&mut game, "g4g6 f7g6 f5f6"), 3);
    let g = game.game();
    let pos = g.position();
    let (_, run) = game.log().last().expect("the hook ran");
    let last = hexchess::rules::SanPlus::from_move(g.position_at(2).unwrap(), g.moves()[2]).to_string();
    let expected = [
        "move".to_string(),
        "glinski".into(),
        "black".into(),
        pos.is_check().to_string(),
        pos.legal_moves().len().to_string(),
        "3".into(),
        last.clone(),
        pos.fullmove_number().to_string(),
        pos.halfmove_clock().to_string(),
        g.checks_given().white.to_string(),
        g.checks_given().black.to_string(),
        "white pawn".into(),
        last,
        "white".into(),
        "pawn".into(),
        "f5".into(),
        "f6".into(),
        "nil".into(),
        pos.is_check().to_string(),
        pos.pieces(Color::Black, Role::Pawn).count().to_string(),
        "nil".into(),
        "0.0".into(),
    ];
    assert_eq!(run.messages, [expected.join("|")]);
    assert_eq!(game.log().len(), 3, "the hook ran after each of the three moves");
}

/// "The first capture wins": ends the game when a move captures, for the capturer.
const FIRST_BLOOD: &str = r#"return {
  on_move = function(ctx)
    local last = ctx.last_move
    if last.captured then
      return { result = last.color, reason = "first blood", message = last.san .. " draws first blood" }
    end
    return nil
  end,
}
"#;

#[test]
fn a_hook_ending_is_recorded_and_replays_to_the_same_ending() {
    let rules = glinski().default_rules();
    let script = hooks("first_blood.lua", FIRST_BLOOD);
    let mut game = HookedGame::new(glinski().start_position(), rules, vec![script.clone()]);
    // Black's f-pawn takes on g6 on the second ply; the third move is refused.
    assert_eq!(play_all(&mut game, "g4g6 f7g6 f5f6"), 2);
    let end = game.hook_ending().expect("the capture ended the game");
    let first_blood = EndReason::HouseRule(ReasonText::new("first blood").unwrap());
    assert_eq!(end, Outcome { reason: first_blood, points: Points::win(Color::Black) });
    assert_eq!(game.outcome(), Some(end));
    assert!(!game.game().status(&rules).is_over(), "the rules alone would go on");

    // The record states the ending and its reason, and the reader reads the reason back.
    let info =
        RecordInfo { result: GameResult::Decided(end.points), termination: Some(end.reason), ..RecordInfo::default() };
    let text = GameRecord::from_game(game.game(), &info).to_text();
    assert!(text.contains("[Termination \"house rule: first blood\"]"), "{text}");
    let record = parse_records(&text).into_iter().next().expect("one record");
    assert_eq!(record.end_reason(), Some(first_blood));

    // Replayed under the same script, the game ends the same way at the same move.
    let lookup = |_: &str| Some(glinski());
    let replayed = replay(&record, &lookup, &ReplayOptions::default()).expect("replays");
    let again = HookedGame::replay(&replayed.game, rules, vec![script]);
    assert_eq!(again.hook_ending(), Some(end));
    assert_eq!(again.game().moves(), game.game().moves());
    let without = HookedGame::replay(&replayed.game, rules, Vec::new());
    assert_eq!(without.outcome(), None, "without the script the game is unfinished");
}

#[test]
fn the_shipped_pawn_mate_bonus_awards_a_point_for_a_mate_by_a_pawn() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scripts/pawn_mate_bonus.lua");
    let (eff, statuses) = load_house_rules(glinski(), std::slice::from_ref(&path));
    assert!(statuses.iter().all(|s| s.result.is_ok()), "{statuses:?}");
    assert_eq!(eff.hooks.len(), 1);
    assert!(eff.hooks[0].defines(HookEvent::GameEnd) && !eff.hooks[0].defines(HookEvent::Move));

    let (start, mate) = pawn_mate_in_one();
    let mut game = HookedGame::new(start, eff.settings, eff.hooks.clone());
    game.play(mate).expect("legal");
    assert_eq!(game.outcome().map(|o| o.reason), Some(EndReason::Checkmate));
    assert_eq!((game.award().white, game.award().black), (4, 0), "one extra point for White");
    let (_, run) = game.log().last().expect("on_game_end ran");
    assert_eq!(run.messages, ["mate by a pawn: +1 match point for white"]);

    // Fool's mate is a queen's mate: no bonus.
    let mut queen = HookedGame::new(glinski().start_position(), eff.settings, eff.hooks);
    assert_eq!(play_all(&mut queen, FOOLS_MATE), 7);
    assert_eq!(queen.outcome().map(|o| o.reason), Some(EndReason::Checkmate));
    assert_eq!((queen.award().white, queen.award().black), (0, 0));
    assert!(queen.log().iter().all(|(_, r)| r.messages.is_empty()));
}

#[test]
fn every_script_with_hooks_runs_in_file_name_order() {
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, text: &str| {
        let path = dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        path
    };
    let b = write("20_b.lua", "return { on_move = function() return { message = 'b' } end }");
    let a = write("10_a.lua", "return { threefold = false, on_move = function() return { message = 'a' } end }");
    let (eff, _) = load_house_rules(glinski(), &[b, a]);
    assert_eq!(eff.hooks.iter().map(|h| h.file().ends_with("10_a.lua")).collect::<Vec<_>>(), [true, false]);
    let ctx = HookContext::after_move(&plain_game("f5f6"));
    let run = HookRunner::new().run(&eff.hooks, HookEvent::Move, &ctx);
    assert_eq!(run.messages, ["a", "b"]);
    let json = eff.to_json();
    assert_eq!(json["hooks"][0]["on_move"], 1);
    assert_eq!(json["hooks"][0]["on_game_end"], serde_json::Value::Null);
}

#[test]
fn each_call_has_its_own_small_budget() {
    // A loop of about 50 000 steps fits one call's budget every time; one of about a million does not.
    let source = |n: u32| {
        format!(
            "return {{\n  on_move = function(ctx)\n    local s = 0\n    for i = 1, {n} do s = s + i end\n    return nil\n  end,\n}}\n"
        )
    };
    let ctx = HookContext::after_move(&plain_game("f5f6"));
    let small = hooks("small.lua", &source(50_000));
    for _ in 0..3 {
        assert_eq!(small.call(HookEvent::Move, &ctx), Ok(Default::default()));
    }
    let started = Instant::now();
    let err = hooks("big.lua", &source(1_000_000)).call(HookEvent::Move, &ctx).expect_err("over budget");
    assert_eq!((err.kind, err.line), (ScriptErrorKind::Budget, Some(4)), "{err}");
    assert!(err.message.contains("200000 instructions"), "{err}");
    assert!(started.elapsed() < Duration::from_millis(300), "stopped after {:?}", started.elapsed());
}

/// Each hostile hook loads (a hook is only called in a game), then fails once in Fool's mate:
/// it is switched off with a located message that says so, is not called again, and the game
/// goes on to its mate.
#[test]
fn every_hostile_hook_is_switched_off_with_a_clear_message_and_the_game_goes_on() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/hostile/hooks");
    let mut files: Vec<PathBuf> =
        std::fs::read_dir(&dir).expect("the hook corpus").map(|e| e.unwrap().path()).collect();
    files.sort();
    assert!(files.len() >= 5, "{} hostile hooks", files.len());
    for path in files {
        let expected = expectation(&path);
        let label = path.display().to_string();
        let source = std::fs::read_to_string(&path).unwrap();
        let script = hooks(&label, &source);
        let mut game = HookedGame::new(glinski().start_position(), RuleSettings::default(), vec![script]);
        let started = Instant::now();
        assert_eq!(play_all(&mut game, FOOLS_MATE), 7, "{label}: the game goes on to its end");
        let took = started.elapsed();
        assert_eq!(game.outcome().map(|o| o.reason), Some(EndReason::Checkmate), "{label}");
        let failures: Vec<_> =
            game.log().iter().flat_map(|(ply, r)| r.failures.iter().map(move |f| (*ply, f))).collect();
        let [(ply, failure)] = failures.as_slice() else { panic!("{label}: one failure, got {failures:?}") };
        let err = &failure.error;
        println!("{:6.1} ms  {failure}", took.as_secs_f64() * 1e3);
        assert!(expected.kinds.contains(&err.kind), "{label}: {:?} {err}", err.kind);
        if let Some(text) = &expected.text {
            assert!(err.message.contains(text.as_str()), "{label}: {err} lacks {text:?}");
        }
        assert!(err.line.is_some() && err.file == label, "{label}: not located: {err}");
        let shown = failure.to_string();
        assert!(shown.starts_with(&format!("{label}:")) && shown.contains("is switched off"), "{shown}");
        // Each file defines one hook: once it is off, nothing more runs.
        assert!(game.log().iter().all(|(p, _)| p <= ply), "{label}: the hook is not called again");
        assert!(took < Duration::from_millis(1500), "{label}: the game took {took:?}");
    }
}
