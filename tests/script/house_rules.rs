//! House-rule scripts: every key, precedence over the variant's defaults, errors that name the
//! key, and custom stalemate functions.

use std::path::PathBuf;

use hexchess::rules::{
    Color, Coord, EndReason, Game, GameStatus, Piece, Points, Position, Role, Setup, StalemateRule, Variant,
    stalemate_points,
};
use hexchess::script::{
    EffectiveRules, HouseRules, ScriptError, ScriptErrorKind, StalemateSetting, builtin_clock_presets, builtin_variant,
    load_house_rules, parse_house_rules,
};

fn glinski() -> &'static Variant {
    builtin_variant("glinski").expect("built-in")
}

fn mccooey() -> &'static Variant {
    builtin_variant("mccooey").expect("built-in")
}

fn parse(source: &str) -> Result<HouseRules, ScriptError> {
    parse_house_rules("house.lua", source, glinski())
}

fn effective(variant: &'static Variant, source: &str) -> EffectiveRules {
    let rules = parse_house_rules("house.lua", source, variant).unwrap_or_else(|e| panic!("{source}: {e}"));
    let mut eff = EffectiveRules::defaults(variant);
    eff.apply(&rules);
    eff
}

fn invalid(source: &str) -> ScriptError {
    let err = parse(source).expect_err(source);
    assert_eq!(err.kind, ScriptErrorKind::Invalid, "{err}");
    err
}

/// Writes scripts into a temporary directory; the paths come back in the order given.
fn write_scripts(files: &[(&str, &str)]) -> (tempfile::TempDir, Vec<PathBuf>) {
    let dir = tempfile::tempdir().expect("temp dir");
    let paths = files
        .iter()
        .map(|(name, src)| {
            let p = dir.path().join(name);
            std::fs::write(&p, src).expect("write script");
            p
        })
        .collect();
    (dir, paths)
}

#[test]
fn defaults_come_from_the_variant_and_name_it_as_source() {
    for variant in [glinski(), mccooey(), builtin_variant("shafran").expect("built-in")] {
        let eff = EffectiveRules::defaults(variant);
        assert_eq!(eff.settings, variant.default_rules());
        assert!(eff.stalemate_function.is_none() && eff.clock_presets.is_empty());
        for key in hexchess::script::SETTING_KEYS {
            assert_eq!(eff.sources[key], format!("variant:{}", variant.name()), "{key}");
        }
    }
    // The spec: Gliński scores stalemate ¾–¼; McCooey's is a draw.
    assert_eq!(EffectiveRules::defaults(glinski()).settings.stalemate, StalemateRule::Glinski);
    assert_eq!(EffectiveRules::defaults(mccooey()).settings.stalemate, StalemateRule::Draw);
}

#[test]
fn stalemate_rule_names_set_the_builtin_rule() {
    let eff = effective(glinski(), r#"return { stalemate = "draw" }"#);
    assert_eq!(eff.settings.stalemate, StalemateRule::Draw);
    assert_eq!(eff.sources["stalemate"], "house.lua");
    let eff = effective(mccooey(), r#"return { stalemate = "glinski" }"#);
    assert_eq!(eff.settings.stalemate, StalemateRule::Glinski);
    assert_eq!(eff.sources["threefold"], "variant:mccooey");
}

#[test]
fn each_boolean_key_and_the_fifty_move_limit_apply() {
    let eff = effective(
        glinski(),
        "return { threefold = false, fifty_move = false, draw_offers = false, bare_kings = true, fifty_move_plies = 150 }",
    );
    let s = eff.settings;
    assert_eq!(
        (s.threefold, s.fifty_move, s.draw_offers, s.bare_kings, s.fifty_move_plies),
        (false, false, false, true, 150)
    );
    for key in ["threefold", "fifty_move", "draw_offers", "bare_kings", "fifty_move_plies"] {
        assert_eq!(eff.sources[key], "house.lua", "{key}");
    }
    assert_eq!(eff.sources["stalemate"], "variant:glinski");
    // Each key alone touches only itself.
    let eff = effective(glinski(), "return { draw_offers = false }");
    let defaults = glinski().default_rules();
    assert_eq!(eff.settings.threefold, defaults.threefold);
    assert!(!eff.settings.draw_offers);
}

/// Plays a knight out and back for each side `cycles` times from the start.
fn knight_shuffle(cycles: usize) -> Game {
    let start = glinski().start_position();
    let mut game = Game::new(start);
    let out = |pos: &Position, color: Color| {
        pos.legal_moves()
            .into_iter()
            .find(|m| pos.piece_at(m.from) == Some(Piece::new(color, Role::Knight)))
            .expect("a knight move")
    };
    let white = out(game.position(), Color::White);
    game.play(white).expect("legal");
    let black = out(game.position(), Color::Black);
    game.play(black).expect("legal");
    let back = |game: &Game, from, to| {
        game.position().legal_moves().into_iter().find(|m| m.from == from && m.to == to).expect("the way back")
    };
    game.play(back(&game, white.to, white.from)).expect("legal");
    game.play(back(&game, black.to, black.from)).expect("legal");
    for _ in 1..cycles {
        for (from, to) in
            [(white.from, white.to), (black.from, black.to), (white.to, white.from), (black.to, black.from)]
        {
            game.play(back(&game, from, to)).expect("legal");
        }
    }
    game
}

#[test]
fn the_draw_rules_that_scripts_set_decide_the_game_status() {
    let twice_round = knight_shuffle(2); // the start position for the third time, 8 plies
    assert_eq!(twice_round.repetitions(), 3);
    let on = EffectiveRules::defaults(glinski());
    assert_eq!(twice_round.status(&on.settings), GameStatus::Repetition);
    let off = effective(glinski(), "return { threefold = false }");
    assert_eq!(twice_round.status(&off.settings), GameStatus::Ongoing);

    let once_round = knight_shuffle(1); // 4 plies without a capture or pawn move
    assert_eq!(once_round.status(&on.settings), GameStatus::Ongoing);
    let short = effective(glinski(), "return { fifty_move_plies = 4 }");
    assert_eq!(once_round.status(&short.settings), GameStatus::FiftyMoves);
    let off = effective(glinski(), "return { fifty_move_plies = 4, fifty_move = false }");
    assert_eq!(once_round.status(&off.settings), GameStatus::Ongoing);
}

#[test]
fn clock_presets_are_added_in_order_and_replace_by_name() {
    let eff = effective(
        glinski(),
        r#"return { clock_presets = {
            { name = "Bullet", base_seconds = 60, increment_seconds = 1 },
            { name = "3+2", base_seconds = 180 },
        } }"#,
    );
    let got: Vec<(&str, u32, u32, &str)> = eff
        .clock_presets
        .iter()
        .map(|p| (p.name.as_str(), p.base_seconds, p.increment_seconds, p.source.as_str()))
        .collect();
    assert_eq!(got, [("Bullet", 60, 1, "house.lua"), ("3+2", 180, 0, "house.lua")]);
    // Merged with the built-ins: the script's "3+2" (no increment) replaces the built-in one.
    let all = eff.all_clock_presets();
    let builtin = builtin_clock_presets();
    assert_eq!(all.len(), builtin.len() + 1);
    let three_two = all.iter().find(|p| p.name == "3+2").expect("3+2");
    assert_eq!((three_two.increment_seconds, three_two.source.as_str()), (0, "house.lua"));
    assert_eq!(all.last().map(|p| p.name.as_str()), Some("Bullet"));
}

#[test]
fn scripts_apply_in_file_name_order_over_the_defaults() {
    let (_dir, paths) = write_scripts(&[
        (
            "20_later.lua",
            r#"return { threefold = true, stalemate = "glinski", clock_presets = { { name = "X", base_seconds = 20 } } }"#,
        ),
        (
            "10_first.lua",
            r#"return { threefold = false, stalemate = "draw", draw_offers = false, clock_presets = { { name = "X", base_seconds = 10 } } }"#,
        ),
        ("15_broken.lua", "return { threefold = "),
    ]);
    let (eff, statuses) = load_house_rules(mccooey(), &paths);
    let order: Vec<String> = statuses
        .iter()
        .map(|s| s.file.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default())
        .collect();
    assert_eq!(order, ["10_first.lua", "15_broken.lua", "20_later.lua"]);
    assert!(statuses[0].result.is_ok() && statuses[2].result.is_ok());
    let err = statuses[1].result.clone().expect_err("broken script");
    assert_eq!((err.kind, err.line), (ScriptErrorKind::Syntax, Some(1)));

    let later = paths[0].display().to_string();
    let first = paths[1].display().to_string();
    assert!(eff.settings.threefold, "the later file wins");
    assert_eq!(eff.settings.stalemate, StalemateRule::Glinski);
    assert!(!eff.settings.draw_offers, "a key only the first file sets stays");
    assert_eq!(eff.sources["threefold"], later);
    assert_eq!(eff.sources["stalemate"], later);
    assert_eq!(eff.sources["draw_offers"], first);
    assert_eq!(eff.sources["fifty_move"], "variant:mccooey");
    assert_eq!(eff.clock_presets.len(), 1);
    assert_eq!((eff.clock_presets[0].base_seconds, eff.clock_presets[0].source.clone()), (20, later));
}

#[test]
fn a_typo_is_an_error_that_names_the_key_and_its_line() {
    let err = invalid("return {\n  stalemate = \"draw\",\n  threefol = false,\n}\n");
    assert!(err.message.contains("unknown key `threefol`"), "{err}");
    assert!(err.message.contains("did you mean `threefold`?"), "{err}");
    assert_eq!(err.line, Some(3));
    assert_eq!(err.to_string().split(": ").next(), Some("house.lua:3"));

    let err = invalid("return { clock_presets = {\n { name = 'B', base_secs = 60 },\n} }");
    assert!(err.message.contains("clock_presets[1]") && err.message.contains("base_secs"), "{err}");
    assert_eq!(err.line, Some(2));

    let err = invalid("return { board = {} }");
    assert!(err.message.contains("variant file"), "{err}");
    let err = invalid("return { true }");
    assert!(err.message.contains("only named keys"), "{err}");
}

#[test]
fn bad_values_are_errors_that_name_the_key() {
    let cases = [
        ("return { threefold = 'no' }", "threefold must be true or false"),
        ("return { fifty_move = 1 }", "fifty_move must be true or false"),
        ("return { draw_offers = nil, bare_kings = {} }", "bare_kings must be true or false"),
        ("return { stalemate = 'draww' }", "stalemate must be \"glinski\", \"draw\" or a function"),
        ("return { stalemate = 0.5 }", "stalemate must be"),
        ("return { fifty_move_plies = 0 }", "fifty_move_plies must be a whole number"),
        ("return { fifty_move_plies = 2.5 }", "fifty_move_plies must be a whole number"),
        ("return { fifty_move_plies = 100000 }", "fifty_move_plies must be a whole number"),
        ("return { clock_presets = 5 }", "clock_presets must be a list"),
        ("return { clock_presets = { x = {} } }", "clock_presets must be a list"),
        ("return { clock_presets = { 'fast' } }", "clock_presets[1] must be a table"),
        ("return { clock_presets = { { base_seconds = 60 } } }", "clock_presets[1].name must be a string"),
        ("return { clock_presets = { { name = '', base_seconds = 60 } } }", "clock_presets[1].name must have"),
        ("return { clock_presets = { { name = 'a', base_seconds = 0 } } }", "clock_presets[1].base_seconds"),
        ("return { clock_presets = { { name = 'a', base_seconds = 1.5 } } }", "clock_presets[1].base_seconds"),
        (
            "return { clock_presets = { { name = 'a', base_seconds = 60, increment_seconds = -1 } } }",
            "increment_seconds",
        ),
        ("return 42", "must return a table"),
        ("return nil", "must return a table"),
    ];
    for (src, expected) in cases {
        let err = invalid(src);
        assert!(err.message.contains(expected), "{src}: {err}");
        assert_eq!(err.line, Some(1), "{src}: {err}");
    }
    // An empty table is a valid script that changes nothing.
    assert_eq!(parse("return {}").expect("empty"), HouseRules { file: "house.lua".into(), ..HouseRules::default() });
}

/// The first stalemate (Black to move, not in check, no legal move) found by placing a white
/// king and queen around a black king in the corner f11.
fn stalemate_position(variant: &'static Variant) -> Position {
    let board = variant.board();
    let f11 = board.parse_cell("f11").expect("f11");
    let cells: Vec<_> = board.cells().collect();
    for &wk in &cells {
        for &wq in &cells {
            if wk == wq || wk == f11 || wq == f11 {
                continue;
            }
            let mut setup = Setup::empty();
            setup.turn = Color::Black;
            setup.set(Coord::of(board, f11), Some(Piece::new(Color::Black, Role::King)));
            setup.set(Coord::of(board, wk), Some(Piece::new(Color::White, Role::King)));
            setup.set(Coord::of(board, wq), Some(Piece::new(Color::White, Role::Queen)));
            if let Ok(pos) = Position::from_setup(variant, &setup)
                && !pos.is_check()
                && !pos.has_legal_move()
            {
                return pos;
            }
        }
    }
    panic!("no K+Q vs K stalemate found");
}

#[test]
fn a_stalemate_function_scores_from_the_final_positions_facts() {
    let pos = stalemate_position(glinski());
    let game = Game::new(pos);
    let status = game.status(&glinski().default_rules());
    assert_eq!(status, GameStatus::Stalemate { stalemated: Color::Black });

    // The function checks every fact it is given, then scores by material.
    let src = r#"
        return {
          stalemate = function(ctx)
            assert(ctx.variant == "glinski")
            assert(ctx.side_to_move == ctx.stalemated)
            assert(ctx.stalemating ~= ctx.stalemated)
            assert(math.type(ctx.move_number) == "integer" and ctx.move_number >= 1)
            assert(math.type(ctx.halfmove_clock) == "integer")
            assert(type(ctx.position) == "string")
            local function total(side)
              local n = 0
              for _, count in pairs(ctx.material[side]) do n = n + count end
              return n
            end
            if total(ctx.stalemating) > total(ctx.stalemated) then
              return { [ctx.stalemating] = 1, [ctx.stalemated] = 0 }
            end
            return { white = 0.5, black = 0.5 }
          end,
        }
    "#;
    let eff = effective(glinski(), src);
    assert_eq!(eff.sources["stalemate"], "house.lua");
    assert_eq!(eff.settings.stalemate, StalemateRule::Glinski, "the built-in rule stays as the fallback");
    // White (K+Q) stalemated Black (K): the stalemating side has more pieces.
    assert_eq!(eff.stalemate_points(&pos), Ok(Points::win(Color::White)));
    let outcome = eff.outcome(status, &pos).expect("over");
    assert_eq!((outcome.reason, outcome.points), (EndReason::Stalemate, Points::win(Color::White)));
    assert_eq!(eff.take_scorer_error(), None);
    // Other endings are not the function's business.
    assert_eq!(eff.outcome(GameStatus::Repetition, &pos).map(|o| o.points), Some(Points::DRAW));
    // Without the function, the built-in Gliński rule: ¾ to the stalemating side.
    let builtin = EffectiveRules::defaults(glinski());
    assert_eq!(builtin.stalemate_points(&pos), Ok(stalemate_points(StalemateRule::Glinski, Color::Black)));
    assert_eq!(builtin.stalemate_points(&pos), Ok(Points { white: 3, black: 1 }));
}

#[test]
fn the_material_facts_match_the_position() {
    // The start position: 9 pawns, 2 knights, 3 bishops, 2 rooks, 1 queen, 1 king each (rules.md).
    let src = r#"
        return { stalemate = function(ctx)
          local m = ctx.material
          for _, side in ipairs({ "white", "black" }) do
            local s = m[side]
            assert(s.pawn == 9 and s.knight == 2 and s.bishop == 3 and s.rook == 2 and s.queen == 1 and s.king == 1,
              side .. " material")
          end
          assert(ctx.move_number == 1 and ctx.halfmove_clock == 0 and ctx.side_to_move == "white")
          return { white = 0.25, black = 0.75 }
        end }
    "#;
    let eff = effective(glinski(), src);
    assert_eq!(eff.stalemate_points(&glinski().start_position()), Ok(Points { white: 1, black: 3 }));
}

#[test]
fn a_stalemate_function_with_bad_points_fails_at_load_time_with_its_line() {
    let cases = [
        (
            "return {\n  stalemate = function(ctx)\n    return { white = 0.6, black = 0.4 }\n  end,\n}",
            "not a multiple of 1/4",
        ),
        ("return {\n  stalemate = function(ctx)\n    return { white = 1, black = 1 }\n  end,\n}", "sum to 2"),
        ("return {\n  stalemate = function(ctx)\n    return 'white'\n  end,\n}", "must return a table"),
        ("return {\n  stalemate = function(ctx)\n    return { white = 1 }\n  end,\n}", "both white and black"),
    ];
    for (src, expected) in cases {
        let err = invalid(src);
        assert!(err.message.contains(expected), "{err}");
        assert_eq!(err.line, Some(2), "the function's line: {err}");
    }
    let err = parse("return {\n  stalemate = function(ctx)\n    error('no idea')\n  end,\n}").expect_err("errors");
    assert_eq!((err.kind, err.line), (ScriptErrorKind::Runtime, Some(3)), "{err}");
    let err = parse("return { stalemate = function(ctx) while true do end end }").expect_err("loops");
    assert_eq!(err.kind, ScriptErrorKind::Budget, "{err}");
}

#[test]
fn a_failing_stalemate_function_falls_back_to_the_builtin_rule_and_reports_the_error() {
    // Fine on the start position (tried at load time), broken when a side has only a king.
    let src = r#"
        return { stalemate = function(ctx)
          if ctx.material.black.pawn == 0 then error("cannot score without pawns") end
          return { white = 0.5, black = 0.5 }
        end }
    "#;
    let mut eff = effective(glinski(), src);
    let pos = stalemate_position(glinski());
    let status = GameStatus::Stalemate { stalemated: Color::Black };
    let err = eff.stalemate_points(&pos).expect_err("the function fails here");
    assert_eq!((err.kind, err.line), (ScriptErrorKind::Runtime, Some(3)), "{err}");
    let outcome = eff.outcome(status, &pos).expect("over");
    assert_eq!(outcome.points, stalemate_points(StalemateRule::Glinski, Color::Black));
    let reported = eff.take_scorer_error().expect("the error is kept for the UI");
    assert!(reported.message.contains("cannot score without pawns"), "{reported}");
    assert_eq!(eff.take_scorer_error(), None, "taken once");
    // The fallback is the rule in force under the function.
    eff.settings.stalemate = StalemateRule::Draw;
    let (outcome, error) = eff.outcome_checked(status, &pos);
    assert_eq!(outcome.map(|o| o.points), Some(Points::DRAW));
    assert!(error.is_some());
}

#[test]
fn a_later_stalemate_rule_replaces_an_earlier_function() {
    let (_dir, paths) = write_scripts(&[
        ("a.lua", "return { stalemate = function(ctx) return { white = 1, black = 0 } end }"),
        ("b.lua", "return { stalemate = 'draw' }"),
    ]);
    let (eff, _) = load_house_rules(glinski(), &paths);
    assert!(eff.stalemate_function.is_none());
    assert_eq!(eff.settings.stalemate, StalemateRule::Draw);
    let (eff, _) = load_house_rules(glinski(), &paths[..1]);
    let Some(scorer) = &eff.stalemate_function else { panic!("a function is set") };
    assert_eq!(scorer.file(), paths[0].display().to_string());
    assert!(matches!(
        parse_house_rules("a.lua", "return { stalemate = 'glinski' }", glinski()).map(|r| r.stalemate),
        Ok(Some(StalemateSetting::Rule(StalemateRule::Glinski)))
    ));
}

#[test]
fn the_json_names_settings_sources_and_presets() {
    let eff = effective(
        glinski(),
        "return { stalemate = function(ctx) return { white = 0.5, black = 0.5 } end, threefold = false, \
         clock_presets = { { name = 'B', base_seconds = 60 } } }",
    );
    let json = eff.to_json();
    assert_eq!(json["variant"], "glinski");
    assert_eq!(json["generation"], 0);
    assert_eq!(json["settings"]["stalemate"], "custom");
    assert_eq!(json["stalemate_fallback"], "glinski");
    assert_eq!(json["stalemate_function"], "house.lua");
    assert_eq!(json["settings"]["threefold"], false);
    assert_eq!(json["settings"]["fifty_move_plies"], 100);
    assert_eq!(json["sources"]["threefold"], "house.lua");
    assert_eq!(json["sources"]["fifty_move"], "variant:glinski");
    assert_eq!(json["clock_presets"][0]["base_seconds"], 60);
    assert_eq!(json["clock_presets"][0]["source"], "house.lua");
}

#[test]
fn the_shipped_example_scripts_load() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("scripts");
    let scripts = hexchess::script::scripts_in(&dir);
    let names: Vec<String> =
        scripts.iter().filter_map(|p| p.file_name()).map(|n| n.to_string_lossy().into_owned()).collect();
    let shipped = [
        "stalemate_draw.lua",
        "no_threefold.lua",
        "blitz_presets.lua",
        "bronstein_club.lua",
        "material_stalemate.lua",
        "three_check.lua",
        "king_of_the_hill.lua",
        "first_to_three.lua",
    ];
    for expected in shipped {
        assert!(names.iter().any(|n| n == expected), "{expected} ships");
    }
    for variant in [glinski(), mccooey()] {
        let (_, statuses) = load_house_rules(variant, &scripts);
        for s in statuses {
            assert!(s.result.is_ok(), "{}: {:?}", s.file.display(), s.result);
        }
    }
    let material = scripts.iter().find(|p| p.ends_with("material_stalemate.lua")).expect("shipped");
    let (eff, _) = load_house_rules(glinski(), std::slice::from_ref(material));
    // K+Q against a bare king: the stalemating side is ahead, so it gets ¾.
    assert_eq!(eff.stalemate_points(&stalemate_position(glinski())), Ok(Points { white: 3, black: 1 }));
    // Equal material: a draw.
    assert_eq!(eff.stalemate_points(&glinski().start_position()), Ok(Points::DRAW));
}

#[test]
fn every_lua_example_in_the_docs_loads() {
    let doc = std::fs::read_to_string(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("docs/scripting.md"))
        .expect("docs/scripting.md");
    let mut blocks = Vec::new();
    let mut current: Option<String> = None;
    for line in doc.lines() {
        match (&mut current, line.trim_end()) {
            (None, "```lua") => current = Some(String::new()),
            (Some(_), "```") => blocks.extend(current.take()),
            (Some(text), l) => {
                text.push_str(l);
                text.push('\n');
            }
            (None, _) => {}
        }
    }
    assert!(blocks.len() >= 5, "{} lua examples", blocks.len());
    for (i, block) in blocks.iter().enumerate() {
        let label = format!("docs example {}", i + 1);
        let rules = parse_house_rules(&label, block, glinski()).unwrap_or_else(|e| panic!("{e}\n{block}"));
        assert_ne!(rules, HouseRules { file: label, ..HouseRules::default() }, "{block} sets something");
    }
}
