//! The variant files shipped inside the binary.

/// The variant files shipped inside the binary: `(file name, source)`.
pub const BUILTIN_VARIANTS: [(&str, &str); 3] = [
    ("glinski.lua", include_str!("../../variants/glinski.lua")),
    ("mccooey.lua", include_str!("../../variants/mccooey.lua")),
    ("shafran.lua", include_str!("../../variants/shafran.lua")),
];

/// The built-in file of the variant called `name`: `(file name, source)`.
pub(crate) fn builtin_file(name: &str) -> Option<(&'static str, &'static str)> {
    BUILTIN_VARIANTS.into_iter().find(|(file, _)| file.strip_suffix(".lua") == Some(name))
}

/// The built-in variants' names, for error messages: `glinski, mccooey and shafran`.
pub(crate) fn builtin_names() -> String {
    let names: Vec<&str> = BUILTIN_VARIANTS.iter().filter_map(|(f, _)| f.strip_suffix(".lua")).collect();
    match names.split_last() {
        Some((last, [])) => (*last).to_string(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        None => String::new(),
    }
}
