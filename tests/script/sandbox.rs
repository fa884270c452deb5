//! The sandbox against hostile scripts (tests/data/hostile/*.lua), in process and through
//! `hexchess check-script`, and the sandboxed library still working for ordinary scripts.
//!
//! Each hostile file starts with `-- expect: <kind>[|<kind>][: <text>]`: the error kind it
//! must give and, optionally, text its message must contain.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use hexchess::lesson::parse_lesson;
use hexchess::rules::Position;
use hexchess::script::{
    ScriptError, ScriptErrorKind, StalemateSetting, builtin_variant, check_script_file, parse_data, parse_house_rules,
    parse_variant, run_lua,
};
use mlua::Value;

/// A hostile script must be stopped well within this, all limits included.
const TIME_BOUND: Duration = Duration::from_millis(900);

pub(crate) struct Expectation {
    /// The kinds accepted: `memory|budget` allows either (a slow memory bomb on a loaded
    /// machine may reach the time limit first).
    pub(crate) kinds: Vec<ScriptErrorKind>,
    pub(crate) text: Option<String>,
}

fn hostile_files() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/hostile");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/data/hostile exists")
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "lua"))
        .collect();
    files.sort();
    assert!(files.len() >= 30, "the hostile corpus has {} files", files.len());
    files
}

/// What a hostile file's first line (`-- expect: KIND[|KIND][: text]`) says its error is.
pub(crate) fn expectation(path: &Path) -> Expectation {
    let source = std::fs::read_to_string(path).expect("readable");
    let first = source.lines().next().unwrap_or("");
    let spec = first.strip_prefix("-- expect: ").unwrap_or_else(|| panic!("{}: no expect line", path.display()));
    let (kind, text) = match spec.split_once(": ") {
        Some((k, t)) => (k, Some(t.to_string())),
        None => (spec, None),
    };
    let kinds = kind
        .split('|')
        .map(|k| match k.trim() {
            "budget" => ScriptErrorKind::Budget,
            "memory" => ScriptErrorKind::Memory,
            "runtime" => ScriptErrorKind::Runtime,
            "syntax" => ScriptErrorKind::Syntax,
            "invalid" => ScriptErrorKind::Invalid,
            other => panic!("{}: unknown kind {other}", path.display()),
        })
        .collect();
    Expectation { kinds, text }
}

fn label(path: &Path) -> String {
    path.display().to_string()
}

#[test]
fn every_hostile_script_fails_cleanly_and_quickly() {
    let glinski = builtin_variant("glinski").expect("built-in");
    for path in hostile_files() {
        let expected = expectation(&path);
        let started = Instant::now();
        let result = check_script_file(&path, glinski);
        let took = started.elapsed();
        let err: ScriptError = match result {
            Ok(_) => panic!("{}: loaded, but it must fail", path.display()),
            Err(e) => e,
        };
        println!("{:6.1} ms  {err}", took.as_secs_f64() * 1e3);
        assert!(expected.kinds.contains(&err.kind), "{}: {:?} {err}", path.display(), err.kind);
        if let Some(text) = &expected.text {
            assert!(err.message.contains(text.as_str()), "{}: {err} lacks {text:?}", path.display());
        }
        assert_eq!(err.file, label(&path));
        assert!(err.line.is_some(), "{}: no line in {err}", path.display());
        assert!(err.to_string().starts_with(&format!("{}:", label(&path))), "{err}");
        assert!(took < TIME_BOUND, "{}: took {took:?}", path.display());
    }
}

/// The loaders of every kind of Lua file, each given a file's label and source.
type Loader = fn(&str, &str) -> Result<(), ScriptError>;

/// Variant files, house-rule scripts, lesson files and any other Lua data file (here, a course
/// file's shape) all go through the one entry point, so each is stopped by the same guards.
const LOADERS: [(&str, Loader); 4] = [
    ("variant", |file, src| parse_variant(file, src).map(drop)),
    ("house rules", |file, src| parse_house_rules(file, src, builtin_variant("glinski").expect("built-in")).map(drop)),
    ("lesson", |file, src| parse_lesson(file, src).map(drop)),
    ("data", |file, src| parse_data::<std::collections::BTreeMap<String, String>>(file, src, "a data file").map(drop)),
];

/// Every hostile script, read as each kind of Lua file, is stopped as cleanly and as quickly. (A
/// file that returns no table is refused without a line by the data readers: they do not guess
/// one.)
#[test]
fn every_hostile_script_fails_cleanly_and_quickly_as_every_kind_of_lua_file() {
    for path in hostile_files() {
        let expected = expectation(&path);
        let source = std::fs::read_to_string(&path).expect("readable");
        for (kind, load) in LOADERS {
            let started = Instant::now();
            let result = load(&label(&path), &source);
            let took = started.elapsed();
            let Err(err) = result else { panic!("{}: loaded as {kind}, but it must fail", path.display()) };
            println!("{:6.1} ms  {kind:12} {err}", took.as_secs_f64() * 1e3);
            assert!(expected.kinds.contains(&err.kind), "{} as {kind}: {:?} {err}", path.display(), err.kind);
            if let Some(text) = &expected.text {
                assert!(err.message.contains(text.as_str()), "{} as {kind}: {err} lacks {text:?}", path.display());
            }
            assert_eq!(err.file, label(&path));
            if err.kind != ScriptErrorKind::Invalid {
                assert!(err.line.is_some(), "{} as {kind}: no line in {err}", path.display());
            }
            assert!(took < TIME_BOUND, "{} as {kind}: took {took:?}", path.display());
        }
    }
}

/// A house rule's stalemate function runs again at every stalemate, long after its file loaded:
/// that call is guarded too. These functions pass the check at load time (move 1) and loop or
/// eat memory later.
#[test]
fn a_stalemate_function_is_guarded_when_it_scores_a_game() {
    let glinski = builtin_variant("glinski").expect("built-in");
    let bodies = [
        ("while true do end", [ScriptErrorKind::Budget].as_slice()),
        (
            "local t = {} while true do t[#t + 1] = string.rep('x', 4096) .. #t end",
            &[ScriptErrorKind::Memory, ScriptErrorKind::Budget],
        ),
        // Stack overflow, unless the wall-clock limit comes first on a loaded machine.
        (
            "local function f() return f() + 1 end return f()",
            &[ScriptErrorKind::Runtime, ScriptErrorKind::Memory, ScriptErrorKind::Budget],
        ),
    ];
    let later =
        Position::from_fen(glinski, "6/P5p/RP4pr/N1P3p1n/Q2P2p2q/BBB1P1p1bbb/K2P2p2k/N1P3p1n/RP4pr/P5p/6 w - - 0 9")
            .expect("legal");
    for (body, kinds) in bodies {
        let source = format!(
            "return {{\n  stalemate = function(ctx)\n    if ctx.move_number > 1 then {body} end\n    \
             return {{ white = 0.5, black = 0.5 }}\n  end,\n}}\n"
        );
        let rules = parse_house_rules("late.lua", &source, glinski).expect("passes at move 1");
        let Some(StalemateSetting::Function(function)) = rules.stalemate else { panic!("a function") };
        let started = Instant::now();
        let err = function.score(&later).expect_err("stopped");
        let took = started.elapsed();
        assert!(kinds.contains(&err.kind), "{body}: {:?} {err}", err.kind);
        assert_eq!((err.file.as_str(), err.line), ("late.lua", Some(3)), "{body}: {err}");
        assert!(took < TIME_BOUND, "{body}: took {took:?}");
    }
}

#[test]
fn check_script_exits_2_with_file_and_line_for_every_hostile_script() {
    let files = hostile_files();
    // Two processes at a time (one per core): faster than one by one, without starving each other.
    for chunk in files.chunks(2) {
        let started = Instant::now();
        let children: Vec<_> = chunk
            .iter()
            .map(|path| {
                let child = Command::new(env!("CARGO_BIN_EXE_hexchess"))
                    .arg("check-script")
                    .arg(path)
                    .stdout(std::process::Stdio::piped())
                    .stderr(std::process::Stdio::piped())
                    .spawn()
                    .expect("the binary starts");
                (path, child)
            })
            .collect();
        for (path, child) in children {
            let out = child.wait_with_output().expect("the binary finishes");
            let took = started.elapsed();
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(2), "{}: {stderr}", path.display());
            assert!(out.stdout.is_empty(), "{}: printed rules", path.display());
            let located = stderr.lines().any(|l| {
                l.split_once(&format!("{}:", label(path)))
                    .is_some_and(|(_, rest)| rest.split(':').next().is_some_and(|n| n.parse::<u32>().is_ok()))
            });
            assert!(located, "{}: no file:line: in {stderr:?}", path.display());
            assert!(took < Duration::from_secs(1), "{}: took {took:?}", path.display());
        }
    }
}

/// `check-script` on a variant that inherits prints the merged variant: the base's keys and the
/// child's overrides in one spec. An unknown base exits 2 with the file and the `base =` line.
#[test]
fn check_script_prints_the_merged_result_of_a_variant_with_a_base() {
    let dir = tempfile::tempdir().expect("temp dir");
    let child = dir.path().join("wide-pawns.lua");
    let source = "return {\n  base = 'mccooey',\n  name = 'wide-pawns',\n  title = 'Wide pawns',\n  \
                  pawn = { captures = { 10, 11, 1, 2 } },\n}\n";
    std::fs::write(&child, source).expect("write");
    let out = Command::new(env!("CARGO_BIN_EXE_hexchess")).arg("check-script").arg(&child).output().expect("runs");
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let mccooey = serde_json::to_value(builtin_variant("mccooey").expect("built in").spec()).expect("JSON");
    assert_eq!(json["kind"], "variant");
    let spec = &json["spec"];
    assert_eq!(spec["name"], "wide-pawns");
    assert_eq!(spec["pawn"]["captures"], serde_json::json!([10, 11, 1, 2]));
    for key in ["board", "pieces", "setup", "symmetry"] {
        assert_eq!(spec[key], mccooey[key], "{key} is McCooey's");
    }
    assert_eq!(spec["pawn"]["multi_step"], mccooey["pawn"]["multi_step"], "the rest of pawn is McCooey's");
    assert_eq!(spec["rules"], mccooey["rules"]);

    std::fs::write(&child, source.replace("'mccooey'", "'mccooy'")).expect("write");
    let out = Command::new(env!("CARGO_BIN_EXE_hexchess")).arg("check-script").arg(&child).output().expect("runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains(&format!("{}:2: unknown base \"mccooy\"", child.display())), "{stderr}");
}

/// A value as text (strings as they are).
fn text(v: Value) -> String {
    match v {
        Value::String(s) => s.to_string_lossy(),
        other => format!("{other:?}"),
    }
}

/// Evaluates `source` in a fresh sandbox; the result as text.
fn eval(source: &str) -> Result<String, ScriptError> {
    run_lua("test.lua", source, |_, v| Ok(text(v)))
}

fn eval_string(source: &str) -> String {
    eval(source).unwrap_or_else(|e| panic!("{source}: {e}"))
}

#[test]
fn ordinary_library_use_still_works() {
    let cases = [
        ("return tostring(pcall(error, 'x'))", "false"),
        ("local ok, e = pcall(error, 'boom', 0) return e", "boom"),
        ("local ok, e = pcall(error, {}) return e", "error object of type table (scripts may only raise strings)"),
        ("return select(2, xpcall(function() error('a', 0) end, function(m) return 'handled ' .. m end))", "handled a"),
        ("return string.rep('ab', 3, '-')", "ab-ab-ab"),
        ("return string.rep('', 5) .. '|' .. string.rep('', 0)", "|"),
        ("return (string.gsub('b1 c2 d3', '%a(%d)', '%1'))", "1 2 3"),
        ("local n = 0 for w in ('a bb ccc'):gmatch('%S+') do n = n + #w end return tostring(n)", "6"),
        ("return tostring(string.find('hexchess', 'chess', 1, true))", "4"),
        ("return ('%d-%s'):format(3, 'x')", "3-x"),
        ("local t = {1, 2, 3} table.insert(t, 1, 0) table.insert(t, 4) return table.concat(t, ',')", "0,1,2,3,4"),
        ("local t = {1, 2, 3} local r = table.remove(t, 1) return r .. ':' .. table.concat(t, ',')", "1:2,3"),
        ("local t = {3, 1, 2} table.sort(t) return table.concat(t)", "123"),
        ("local t = {3, 1, 2} table.sort(t, function(a, b) return a > b end) return table.concat(t)", "321"),
        ("return table.concat(table.move({1, 2, 3}, 1, 3, 2), ',')", "1,1,2,3"),
        ("return utf8.char(190, 8531)", "¾⅓"),
        ("return tostring(math.max(1, 5, 3))", "5"),
    ];
    for (src, expected) in cases {
        assert_eq!(eval_string(src), expected, "{src}");
    }
}

#[test]
fn metatables_work_as_in_lua_for_ordinary_code() {
    let src = r#"
        local Vec = {}
        Vec.__index = Vec
        Vec.__add = function(a, b) return Vec.new(a.x + b.x) end
        Vec.__tostring = function(v) return "Vec(" .. v.x .. ")" end
        function Vec.new(x) return setmetatable({ x = x }, Vec) end
        function Vec:double() return Vec.new(self.x * 2) end
        local v = Vec.new(2) + Vec.new(3)
        assert(getmetatable(v) == Vec, "getmetatable returns the table passed")
        local w = setmetatable({}, { __metatable = "locked" })
        assert(getmetatable(w) == "locked")
        assert(not pcall(setmetatable, w, {}), "a protected metatable stays")
        local u = setmetatable({}, Vec)
        setmetatable(u, nil)
        assert(getmetatable(u) == nil, "an unprotected metatable can be removed")
        local p = setmetatable({}, { __len = function() return 3 end, __index = function(_, i) return i * 10 end })
        local parts = {}
        for i = 1, #p do parts[i] = p[i] end
        return tostring(v:double()) .. " " .. table.concat(p, "+") .. " " .. table.concat(parts, ",")
    "#;
    assert_eq!(eval_string(src), "Vec(10) 10+20+30 10,20,30");
}

#[test]
fn table_functions_on_tables_with_metatables_behave_like_lua() {
    let src = r#"
        local log = {}
        local t = setmetatable({}, { __newindex = function(t, k, v) log[#log + 1] = k; rawset(t, k, v) end })
        table.insert(t, "a") table.insert(t, "c") table.insert(t, 2, "b")
        local removed = table.remove(t, 1)
        table.sort(t, function(x, y) return x > y end)
        local new_keys = #log
        local moved = table.move(t, 1, 2, 3)
        return removed .. ":" .. table.concat(t, ",") .. ":" .. new_keys .. ":" .. tostring(moved == t)
    "#;
    assert_eq!(eval_string(src), "a:c,b,c,b:3:true");
}

#[test]
fn budget_and_memory_errors_cannot_be_caught() {
    let budget = eval("while true do pcall(function() while true do end end) end return 'escaped'")
        .expect_err("the budget error must not be caught");
    assert_eq!(budget.kind, ScriptErrorKind::Budget);
    let memory = eval("local ok = pcall(string.rep, 'x', 1 << 30) return 'escaped'")
        .expect_err("the memory error must not be caught");
    assert_eq!(memory.kind, ScriptErrorKind::Memory);
    assert!(memory.message.contains("16 MiB"), "{memory}");
}

#[test]
fn each_sandbox_starts_fresh() {
    run_lua("a.lua", "leaked = 42 string.upper = nil", |_, _| Ok(())).expect("runs");
    let v = run_lua("b.lua", "return tostring(leaked) .. string.upper('x')", |_, v| Ok(text(v))).expect("runs");
    assert_eq!(v, "nilX");
}

#[test]
fn a_sandbox_is_usable_after_a_limit_and_gets_a_fresh_budget_per_call() {
    let (err, v) = run_lua("first.lua", "return 1", |sandbox, _| {
        let err = sandbox.eval("spin.lua", "while true do end").expect_err("stopped");
        let v = sandbox.eval("ok.lua", "local n = 0 for i = 1, 1000000 do n = n + 1 end return n")?;
        Ok((err, matches!(v, Value::Integer(1_000_000))))
    })
    .expect("fresh budget");
    assert_eq!(err.kind, ScriptErrorKind::Budget);
    assert!(v, "the second chunk counts to a million");
}

#[test]
fn print_is_captured_and_bounded() {
    let src = "print('a', 1, nil) for i = 1, 500 do print(string.rep('x', 5000)) end";
    let printed = run_lua("p.lua", src, |sandbox, _| Ok(sandbox.printed())).expect("runs");
    assert_eq!(printed[0], "a\t1\tnil");
    assert_eq!(printed.len(), 200);
    assert!(printed[1].len() <= 1004, "a line of {} bytes", printed[1].len());
}

#[test]
fn errors_point_at_the_script_line() {
    let err = eval("local x = 1\nlocal y = nil\nreturn y.field").expect_err("index nil");
    assert_eq!((err.line, err.kind), (Some(3), ScriptErrorKind::Runtime));
    let err = eval("local s = 'x'\nlocal r = string.find(s, nil)\nreturn r").expect_err("bad argument");
    assert_eq!(err.line, Some(2), "{err}");
    assert!(err.message.contains("bad argument #2 to 'find'"), "{err}");
    let err = eval("local t = {}\n\nerror('custom failure')").expect_err("error()");
    assert_eq!(err.to_string(), "test.lua:3: custom failure");
}
