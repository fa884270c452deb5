//! The course shipped inside the binary: every stage file under `courses/`, embedded. A test
//! compares this list with the folder, so a new file cannot be forgotten.

/// A built-in course file: its path under `courses/` and its source.
macro_rules! course_files {
    ($($path:literal),* $(,)?) => {
        [$(($path, include_str!(concat!("../../courses/", $path)))),*]
    };
}

/// The built-in stage files: `(path under courses/, source)`, e.g. `("shared/01-the-rook.lua", …)`.
pub const BUILTIN_COURSE_FILES: &[(&str, &str)] = &course_files!(
    "shared/01-the-rook.lua",
    "shared/02-the-bishop.lua",
    "shared/03-the-queen.lua",
    "shared/04-the-king.lua",
    "shared/05-the-knight.lua",
    "glinski/06-the-pawn.lua",
    "mccooey/06-the-pawn.lua",
    "shafran/01-the-rook.lua",
    "shafran/02-the-bishop.lua",
    "shafran/03-the-queen.lua",
    "shafran/04-the-king.lua",
    "shafran/05-the-knight.lua",
    "shafran/06-the-pawn.lua",
    "shafran/07-castling.lua",
    "shared/08-capture.lua",
    "shared/09-protection.lua",
    "shared/10-check.lua",
    "shared/11-out-of-check.lua",
    "shared/12-mate-in-one.lua",
    "shared/13-piece-values.lua",
    "shared/14-stalemate.lua",
    "shared/15-draws.lua",
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_file_in_the_courses_folder_is_built_in() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("courses");
        let mut found = Vec::new();
        for folder in std::fs::read_dir(&root).expect("courses/") {
            let folder = folder.expect("entry").path();
            for file in std::fs::read_dir(&folder).expect("a folder") {
                let file = file.expect("entry").path();
                let name = |p: &std::path::Path| p.file_name().map(|n| n.to_string_lossy().into_owned());
                found.push(format!("{}/{}", name(&folder).unwrap_or_default(), name(&file).unwrap_or_default()));
            }
        }
        found.sort();
        let mut listed: Vec<String> = BUILTIN_COURSE_FILES.iter().map(|(p, _)| p.to_string()).collect();
        listed.sort();
        assert_eq!(listed, found);
    }
}
