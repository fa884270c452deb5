//! Text helpers of the screens: scores with fraction glyphs, capitalised names, and text cut
//! short to fit a width.

use egui::{Color32, FontId, Ui};

use crate::rules::quarters_text;

/// Quarter points with fraction glyphs: `1¾`, `½`, `2`.
pub fn fraction(quarters: u32) -> String {
    quarters_text(quarters)
        .replace(" 1/4", "¼")
        .replace(" 1/2", "½")
        .replace(" 3/4", "¾")
        .replace("1/4", "¼")
        .replace("1/2", "½")
        .replace("3/4", "¾")
}

/// `s` with its first letter in upper case: `queen` becomes `Queen`.
pub fn capitalized(s: &str) -> String {
    let mut c = s.chars();
    c.next().map(|f| f.to_uppercase().collect::<String>() + c.as_str()).unwrap_or_default()
}

/// `text`, shortened with an ellipsis to fit `width` points in `font`.
pub fn fit(ui: &Ui, text: &str, font: &FontId, width: f32) -> String {
    let measure = |s: &str| ui.painter().layout_no_wrap(s.to_string(), font.clone(), Color32::WHITE).size().x;
    if measure(text) <= width {
        return text.to_string();
    }
    let chars: Vec<char> = text.chars().collect();
    let (mut lo, mut hi) = (0, chars.len());
    while lo < hi {
        let mid = (lo + hi).div_ceil(2);
        let candidate: String = chars[..mid].iter().collect::<String>() + "…";
        if measure(&candidate) <= width {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    chars[..lo].iter().collect::<String>() + "…"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_capitalised() {
        assert_eq!(capitalized("queen"), "Queen");
        assert_eq!(capitalized(""), "");
    }
}
