//! The shape of the crate, checked from its source: no import circles between the files of a
//! module folder, and dependencies that point one way (see docs/ARCHITECTURE.md).
//!
//! Every `.rs` file under `src/` is parsed with `syn`. Each `use` and each `crate::`/`super::`
//! path in non-test code is resolved to the file that defines the item, following `pub use`
//! re-exports through a folder's `mod.rs`. An edge "file A uses file B" is kept when both files
//! lie in the same top-level module (`src/gui`, `src/rules`, …); a cycle among those edges is an
//! import circle. A folder's `mod.rs` depends on the children it declares. A child may use what
//! its parent (or any folder above it) defines, as `board/validate.rs` extends `Board` in
//! cozy-chess: the child belongs to the parent, so that link is not counted as a circle.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use syn::visit::Visit;

/// A module path from the crate root, e.g. `["rules", "position"]`.
type ModPath = Vec<String>;

/// What one source file declares and uses.
struct FileInfo {
    path: PathBuf,
    /// Names of the child modules it declares (`mod x;`).
    children: BTreeSet<String>,
    /// `pub use` re-exports: exported name → the full path it points at.
    reexports: BTreeMap<String, ModPath>,
    /// Every path it uses, made absolute (starting at the crate root).
    uses: Vec<ModPath>,
}

/// Parses the crate's files into a map from module path to what the file holds.
fn crate_files() -> BTreeMap<ModPath, FileInfo> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = BTreeMap::new();
    collect(&src, &src, &mut files);
    files
}

fn collect(src: &Path, dir: &Path, files: &mut BTreeMap<ModPath, FileInfo>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir).expect("src/ is readable").flatten().map(|e| e.path()).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            collect(src, &path, files);
        } else if path.extension().is_some_and(|e| e == "rs") && path != src.join("main.rs") {
            // main.rs is the binary's root; it reaches the library as `hexchess::`.
            let module = module_path(src, &path);
            let text = std::fs::read_to_string(&path).expect("source file is readable");
            let parsed = syn::parse_file(&text).unwrap_or_else(|e| panic!("{} does not parse: {e}", path.display()));
            files.insert(module.clone(), scan(&path, &module, &parsed));
        }
    }
}

/// `src/rules/position.rs` → `["rules", "position"]`; `src/gui/mod.rs` → `["gui"]`.
fn module_path(src: &Path, file: &Path) -> ModPath {
    let rel = file.strip_prefix(src).expect("file under src/");
    let mut parts: ModPath = rel.iter().map(|p| p.to_string_lossy().into_owned()).collect();
    let last = parts.pop().expect("a file name");
    let stem = last.trim_end_matches(".rs").to_string();
    if stem != "mod" && stem != "lib" {
        parts.push(stem);
    }
    parts
}

fn scan(path: &Path, module: &ModPath, file: &syn::File) -> FileInfo {
    // A mod.rs has the folder's module path, so `self` and `super` resolve the same way in it.
    let mut scanner = Scanner { module: module.clone(), info: FileInfo::new(path) };
    for item in &file.items {
        scanner.item(item);
    }
    scanner.info
}

impl FileInfo {
    fn new(path: &Path) -> FileInfo {
        FileInfo { path: path.to_path_buf(), children: BTreeSet::new(), reexports: BTreeMap::new(), uses: Vec::new() }
    }
}

struct Scanner {
    module: ModPath,
    info: FileInfo,
}

impl Scanner {
    fn item(&mut self, item: &syn::Item) {
        if is_test_only(item) {
            return;
        }
        match item {
            syn::Item::Mod(m) if m.content.is_none() => {
                self.info.children.insert(m.ident.to_string());
            }
            syn::Item::Mod(m) => {
                // An inline module: scan its items as part of this file.
                for inner in m.content.iter().flat_map(|(_, items)| items) {
                    self.item(inner);
                }
            }
            syn::Item::Use(u) => {
                // Any `use` puts a name in this module's scope, where children can reach it.
                let mut leaves = Vec::new();
                flatten_use(&u.tree, Vec::new(), &mut leaves);
                for (path, alias, glob) in leaves {
                    let Some(abs) = self.absolute(&path) else { continue };
                    if !glob && let Some(name) = alias.or_else(|| abs.last().cloned()) {
                        self.info.reexports.insert(name, abs.clone());
                    }
                    self.info.uses.push(abs);
                }
            }
            other => self.visit_item(other),
        }
    }

    /// Makes a written path absolute, or `None` for paths into other crates.
    fn absolute(&self, path: &[String]) -> Option<ModPath> {
        let first = path.first()?;
        let mut base: ModPath = match first.as_str() {
            "crate" => Vec::new(),
            "self" => self.self_module(),
            "super" => {
                let mut m = self.self_module();
                m.pop();
                m
            }
            // A child module declared in this file, used by its bare name.
            name if self.info.children.contains(name) => {
                let mut m = self.self_module();
                m.push(name.to_string());
                m.extend(path[1..].iter().cloned());
                return Some(m);
            }
            _ => return None,
        };
        let mut rest = path[1..].iter().peekable();
        while rest.peek().is_some_and(|s| *s == "super") {
            base.pop();
            rest.next();
        }
        base.extend(rest.cloned());
        Some(base)
    }

    fn self_module(&self) -> ModPath {
        self.module.clone()
    }
}

impl<'ast> Visit<'ast> for Scanner {
    fn visit_item_mod(&mut self, m: &'ast syn::ItemMod) {
        if !m.attrs.iter().any(is_cfg_test) {
            syn::visit::visit_item_mod(self, m);
        }
    }

    fn visit_item_fn(&mut self, f: &'ast syn::ItemFn) {
        if !f.attrs.iter().any(is_cfg_test) {
            syn::visit::visit_item_fn(self, f);
        }
    }

    fn visit_item_use(&mut self, u: &'ast syn::ItemUse) {
        let mut leaves = Vec::new();
        flatten_use(&u.tree, Vec::new(), &mut leaves);
        for (path, _, _) in leaves {
            if let Some(abs) = self.absolute(&path) {
                self.info.uses.push(abs);
            }
        }
    }

    fn visit_path(&mut self, p: &'ast syn::Path) {
        let segments: Vec<String> = p.segments.iter().map(|s| s.ident.to_string()).collect();
        if segments.len() > 1
            && let Some(abs) = self.absolute(&segments)
        {
            self.info.uses.push(abs);
        }
        syn::visit::visit_path(self, p);
    }
}

fn is_cfg_test(attr: &syn::Attribute) -> bool {
    matches!(&attr.meta, syn::Meta::List(l) if l.path.is_ident("cfg") && l.tokens.to_string().contains("test"))
}

fn is_test_only(item: &syn::Item) -> bool {
    let attrs = match item {
        syn::Item::Mod(m) => &m.attrs,
        syn::Item::Use(u) => &u.attrs,
        syn::Item::Fn(f) => &f.attrs,
        syn::Item::Impl(i) => &i.attrs,
        _ => return false,
    };
    attrs.iter().any(is_cfg_test)
}

/// One leaf of a `use` tree: the path, its alias, and whether it is a glob.
type UseLeaf = (Vec<String>, Option<String>, bool);

/// Flattens `use a::{b, c::d as e, f::*}` into its leaves.
fn flatten_use(tree: &syn::UseTree, prefix: Vec<String>, out: &mut Vec<UseLeaf>) {
    let with = |name: String| {
        let mut p = prefix.clone();
        p.push(name);
        p
    };
    match tree {
        syn::UseTree::Path(p) => flatten_use(&p.tree, with(p.ident.to_string()), out),
        syn::UseTree::Name(n) if n.ident == "self" => out.push((prefix.clone(), None, false)),
        syn::UseTree::Name(n) => out.push((with(n.ident.to_string()), None, false)),
        syn::UseTree::Rename(r) => out.push((with(r.ident.to_string()), Some(r.rename.to_string()), false)),
        syn::UseTree::Glob(_) => out.push((prefix.clone(), None, true)),
        syn::UseTree::Group(g) => {
            for t in &g.items {
                flatten_use(t, prefix.clone(), out);
            }
        }
    }
}

/// The file (module path) that defines what `path` names, following re-exports.
fn resolve(files: &BTreeMap<ModPath, FileInfo>, path: &[String], depth: usize) -> Option<ModPath> {
    if depth > 16 {
        return None;
    }
    let mut module: ModPath = Vec::new();
    for (i, segment) in path.iter().enumerate() {
        let info = files.get(&module)?;
        let mut child = module.clone();
        child.push(segment.clone());
        if info.children.contains(segment) && files.contains_key(&child) {
            module = child;
            continue;
        }
        if let Some(target) = info.reexports.get(segment) {
            let mut full = target.clone();
            full.extend(path[i + 1..].iter().cloned());
            if full.as_slice() != path {
                return resolve(files, &full, depth + 1);
            }
        }
        // An item defined in this module's own file.
        return Some(module);
    }
    Some(module)
}

/// File-level edges inside each top-level module: `from` uses an item defined in `to`, with one
/// of the paths that made the edge (`mod x` for a declared child).
fn edges(files: &BTreeMap<ModPath, FileInfo>) -> BTreeMap<(ModPath, ModPath), String> {
    let mut out = BTreeMap::new();
    for (from, info) in files {
        let Some(top) = from.first() else { continue };
        for used in &info.uses {
            let Some(to) = resolve(files, used, 0) else { continue };
            let to_ancestor = to.len() < from.len() && from.starts_with(&to);
            if &to != from && to.first() == Some(top) && !to_ancestor {
                out.entry((from.clone(), to)).or_insert_with(|| used.join("::"));
            }
        }
        // A folder depends on the children it declares.
        for child in &info.children {
            let mut to = from.clone();
            to.push(child.clone());
            if files.contains_key(&to) {
                out.entry((from.clone(), to)).or_insert_with(|| format!("mod {child}"));
            }
        }
    }
    out
}

/// Strongly connected components with more than one file (Tarjan's algorithm).
fn circles(edges: &BTreeMap<(ModPath, ModPath), String>) -> Vec<Vec<ModPath>> {
    let nodes: BTreeSet<&ModPath> = edges.keys().flat_map(|(a, b)| [a, b]).collect();
    let index_of: BTreeMap<&ModPath, usize> = nodes.iter().enumerate().map(|(i, n)| (*n, i)).collect();
    let names: Vec<&ModPath> = nodes.iter().copied().collect();
    let mut adjacent = vec![Vec::new(); names.len()];
    for (a, b) in edges.keys() {
        adjacent[index_of[a]].push(index_of[b]);
    }
    let mut t = Tarjan { adjacent, index: vec![None; names.len()], low: vec![0; names.len()], ..Tarjan::default() };
    for v in 0..names.len() {
        if t.index[v].is_none() {
            t.connect(v);
        }
    }
    t.components.into_iter().map(|c| c.into_iter().map(|i| names[i].clone()).collect()).collect()
}

#[derive(Default)]
struct Tarjan {
    adjacent: Vec<Vec<usize>>,
    index: Vec<Option<usize>>,
    low: Vec<usize>,
    stack: Vec<usize>,
    on_stack: BTreeSet<usize>,
    next: usize,
    components: Vec<Vec<usize>>,
}

impl Tarjan {
    fn connect(&mut self, v: usize) {
        self.index[v] = Some(self.next);
        self.low[v] = self.next;
        self.next += 1;
        self.stack.push(v);
        self.on_stack.insert(v);
        for w in self.adjacent[v].clone() {
            match self.index[w] {
                None => {
                    self.connect(w);
                    self.low[v] = self.low[v].min(self.low[w]);
                }
                Some(iw) if self.on_stack.contains(&w) => self.low[v] = self.low[v].min(iw),
                Some(_) => {}
            }
        }
        if Some(self.low[v]) == self.index[v] {
            let mut component = Vec::new();
            while let Some(w) = self.stack.pop() {
                self.on_stack.remove(&w);
                component.push(w);
                if w == v {
                    break;
                }
            }
            if component.len() > 1 {
                component.sort();
                self.components.push(component);
            }
        }
    }
}

/// The files of a circle and the uses that tie them, one per line.
fn describe(
    files: &BTreeMap<ModPath, FileInfo>,
    edges: &BTreeMap<(ModPath, ModPath), String>,
    circle: &[ModPath],
) -> String {
    let name = |m: &ModPath| {
        let path = &files[m].path;
        let src = Path::new(env!("CARGO_MANIFEST_DIR"));
        path.strip_prefix(src).unwrap_or(path).display().to_string()
    };
    let mut out = format!("circle of {} files:", circle.len());
    for ((a, b), via) in edges {
        if circle.contains(a) && circle.contains(b) {
            out.push_str(&format!("\n  {} -> {} ({via})", name(a), name(b)));
        }
    }
    out
}

/// The modules whose files must form no import circle.
const ACYCLIC: &[&str] = &["gui", "rules", "script"];

#[test]
fn no_import_circles_in_gui_rules_and_script() {
    let files = crate_files();
    let edges = edges(&files);
    let found: Vec<String> = circles(&edges)
        .into_iter()
        .filter(|c| c.first().and_then(|m| m.first()).is_some_and(|top| ACYCLIC.contains(&top.as_str())))
        .map(|c| describe(&files, &edges, &c))
        .collect();
    assert!(found.is_empty(), "import circles:\n{}", found.join("\n"));
}

#[test]
fn the_checker_finds_a_planted_circle() {
    // Two files that use each other, and a third that only uses one of them.
    let mut files = BTreeMap::new();
    let m = |p: &[&str]| p.iter().map(|s| s.to_string()).collect::<ModPath>();
    let mut root = FileInfo::new(Path::new("src/x/mod.rs"));
    root.children.extend(["a".to_string(), "b".to_string(), "c".to_string()]);
    root.reexports.insert("B".into(), m(&["x", "b", "B"]));
    let mut a = FileInfo::new(Path::new("src/x/a.rs"));
    a.uses.push(m(&["x", "B"]));
    let mut b = FileInfo::new(Path::new("src/x/b.rs"));
    b.uses.push(m(&["x", "a", "A"]));
    let mut c = FileInfo::new(Path::new("src/x/c.rs"));
    c.uses.push(m(&["x", "a", "A"]));
    // A child using its parent's own item is no circle.
    c.uses.push(m(&["x", "Root"]));
    let mut lib = FileInfo::new(Path::new("src/lib.rs"));
    lib.children.insert("x".into());
    files.insert(Vec::new(), lib);
    files.insert(m(&["x"]), root);
    files.insert(m(&["x", "a"]), a);
    files.insert(m(&["x", "b"]), b);
    files.insert(m(&["x", "c"]), c);
    let found = circles(&edges(&files));
    assert_eq!(found, vec![vec![m(&["x", "a"]), m(&["x", "b"])]]);
}

/// The code lines (not comments, not `#[cfg(test)]` tails) of every file under `src/<dir>`,
/// or of every file outside it.
fn code_of(dir: &str, inside: bool) -> Vec<(PathBuf, String)> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    crate_files()
        .into_values()
        .filter(|f| f.path.strip_prefix(&src).is_ok_and(|p| p.starts_with(dir)) == inside)
        .map(|f| {
            let text = std::fs::read_to_string(&f.path).expect("readable");
            let before_tests = text.split("#[cfg(test)]").next().unwrap_or("");
            let code: Vec<&str> = before_tests.lines().filter(|l| !l.trim_start().starts_with("//")).collect();
            (f.path, code.join("\n"))
        })
        .collect()
}

/// The files (of `code_of(dir, inside)`) whose code contains any of `words`.
fn files_using(dir: &str, inside: bool, words: &[&str]) -> Vec<String> {
    code_of(dir, inside)
        .into_iter()
        .filter(|(_, code)| words.iter().any(|w| code.contains(w)))
        .map(|(path, _)| path.display().to_string())
        .collect()
}

#[test]
fn the_rules_core_depends_on_nothing_of_ours_and_does_no_io() {
    for (path, code) in code_of("rules", true) {
        let ours = code.match_indices("crate::").filter(|(i, _)| !code[i + 7..].starts_with("rules")).count();
        assert_eq!(ours, 0, "{} uses another module of the crate", path.display());
    }
    let io = ["mlua", "egui", "eframe", "notify", "std::fs", "std::io", "std::net", "std::env"];
    assert_eq!(files_using("rules", true, &io), Vec::<String>::new());
}

#[test]
fn only_script_touches_lua_and_file_watching() {
    let words = ["mlua::", "use mlua", "notify::", "notify_debouncer"];
    assert_eq!(files_using("script", false, &words), Vec::<String>::new());
}

#[test]
fn only_online_touches_the_network_stack() {
    let words = ["iroh::", "use iroh", "tokio::", "use tokio"];
    assert_eq!(files_using("online", false, &words), Vec::<String>::new());
    assert_eq!(files_using("rules", true, &["std::net"]), Vec::<String>::new());
}

#[test]
fn only_gui_touches_egui() {
    let words = ["egui::", "use egui", "eframe::", "use eframe", "egui_kittest"];
    assert_eq!(files_using("gui", false, &words), Vec::<String>::new());
}

// ---- The app's house (src/gui): see docs/ARCHITECTURE.md, "gui: the app". ----

/// The gui's files: path relative to `src/gui`, and text.
fn gui_files() -> Vec<(PathBuf, String)> {
    let gui = Path::new(env!("CARGO_MANIFEST_DIR")).join("src").join("gui");
    crate_files()
        .into_values()
        .filter_map(|f| {
            let rel = f.path.strip_prefix(&gui).ok()?.to_path_buf();
            Some((rel, std::fs::read_to_string(&f.path).expect("readable")))
        })
        .collect()
}

#[test]
fn no_import_circles_in_gui() {
    let files = crate_files();
    let edges = edges(&files);
    let found: Vec<String> = circles(&edges)
        .into_iter()
        .filter(|c| c.first().and_then(|m| m.first()).is_some_and(|top| top == "gui"))
        .map(|c| describe(&files, &edges, &c))
        .collect();
    assert!(found.is_empty(), "import circles:\n{}", found.join("\n"));
}

/// Finds the identifier `HexApp` outside `use` items (a re-export is not a use of it).
struct NamesHexApp(usize);

impl<'ast> Visit<'ast> for NamesHexApp {
    fn visit_item_use(&mut self, _: &'ast syn::ItemUse) {}

    fn visit_ident(&mut self, ident: &'ast syn::Ident) {
        if ident == "HexApp" {
            self.0 += 1;
        }
    }
}

#[test]
fn only_the_app_folder_names_hex_app() {
    let mut outside = Vec::new();
    let mut inside = 0;
    for (path, text) in gui_files() {
        let file = syn::parse_file(&text).expect("parses");
        let mut names = NamesHexApp(0);
        names.visit_file(&file);
        if path.starts_with("app") {
            inside += names.0;
        } else if names.0 > 0 {
            outside.push(path.display().to_string());
        }
    }
    assert!(inside > 0, "the scan finds HexApp in src/gui/app");
    assert_eq!(outside, Vec::<String>::new(), "files outside src/gui/app that name HexApp");
}

#[test]
fn the_gui_root_holds_at_most_twelve_files() {
    let root: Vec<String> = gui_files()
        .into_iter()
        .filter(|(p, _)| p.components().count() == 1)
        .map(|(p, _)| p.display().to_string())
        .collect();
    assert!(root.contains(&"mod.rs".to_string()), "{root:?}");
    assert!(root.len() <= 12, "{} files directly in src/gui: {root:?}", root.len());
}

#[test]
fn no_gui_file_is_over_500_lines() {
    let long: Vec<String> = gui_files()
        .into_iter()
        .map(|(p, text)| (p, text.lines().count()))
        .filter(|(_, lines)| *lines > 500)
        .map(|(p, lines)| format!("{} ({lines} lines)", p.display()))
        .collect();
    assert_eq!(long, Vec::<String>::new());
}

#[test]
fn the_table_model_uses_no_egui() {
    let words = ["egui::", "use egui", "eframe::", "use eframe"];
    assert!(!code_of("gui/model", true).is_empty(), "src/gui/model exists");
    assert_eq!(files_using("gui/model", true, &words), Vec::<String>::new());
}
