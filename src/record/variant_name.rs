//! Variant names in records: `[Variant "Gliński"]`, `"Glinski"`, `"glinski"` all name one variant.

use crate::rules::Variant;

/// A comparison key for a variant name: lower case, accents folded to ASCII, only letters and
/// digits kept. `"Gliński"`, `"GLINSKI"` and `"glinski"` all give `"glinski"`.
pub fn variant_key(name: &str) -> String {
    name.chars().map(fold_char).flat_map(char::to_lowercase).filter(char::is_ascii_alphanumeric).collect()
}

/// Folds the accented Latin letters of Central European names to their ASCII base letter.
fn fold_char(c: char) -> char {
    match c {
        'á' | 'à' | 'â' | 'ä' | 'ã' | 'å' | 'ā' | 'ą' | 'Á' | 'À' | 'Â' | 'Ä' | 'Ą' => 'a',
        'ć' | 'č' | 'ç' | 'Ć' | 'Č' | 'Ç' => 'c',
        'ď' | 'Ď' => 'd',
        'é' | 'è' | 'ê' | 'ë' | 'ě' | 'ę' | 'ē' | 'É' | 'È' | 'Ê' | 'Ë' | 'Ě' | 'Ę' => 'e',
        'í' | 'ì' | 'î' | 'ï' | 'Í' | 'Ì' | 'Î' | 'Ï' => 'i',
        'ł' | 'ľ' | 'Ł' | 'Ľ' => 'l',
        'ń' | 'ñ' | 'ň' | 'Ń' | 'Ñ' | 'Ň' => 'n',
        'ó' | 'ò' | 'ô' | 'ö' | 'õ' | 'ő' | 'ø' | 'Ó' | 'Ò' | 'Ô' | 'Ö' | 'Õ' | 'Ő' | 'Ø' => 'o',
        'ř' | 'Ř' => 'r',
        'ś' | 'š' | 'ş' | 'Ś' | 'Š' | 'Ş' => 's',
        'ť' | 'Ť' => 't',
        'ú' | 'ù' | 'û' | 'ü' | 'ű' | 'ů' | 'Ú' | 'Ù' | 'Û' | 'Ü' | 'Ű' | 'Ů' => 'u',
        'ý' | 'ÿ' | 'Ý' => 'y',
        'ź' | 'ż' | 'ž' | 'Ź' | 'Ż' | 'Ž' => 'z',
        other => other,
    }
}

/// The value written in a record's `Variant` tag: the variant's title with accents folded
/// (`Glinski`, `McCooey`, `Shafran`) when that still names it, else its short name.
pub fn variant_tag_value(variant: &Variant) -> String {
    let folded: String = variant.title().chars().map(fold_char).collect();
    if variant_key(&folded) == variant_key(variant.name()) { folded } else { variant.name().to_string() }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_fold_to_one_key() {
        for name in ["Gliński", "Glinski", "GLIŃSKI", " glinski ", "Gli-nski"] {
            assert_eq!(variant_key(name), "glinski", "{name}");
        }
        assert_eq!(variant_key("McCooey"), "mccooey");
        assert_eq!(variant_key("Shafran's"), "shafrans");
    }

    #[test]
    fn tag_values_name_the_builtins() {
        for (name, expected) in [("glinski", "Glinski"), ("mccooey", "McCooey"), ("shafran", "Shafran")] {
            let v = super::super::test_variant(name);
            assert_eq!(variant_tag_value(v), expected);
        }
    }
}
