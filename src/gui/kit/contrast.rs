//! Colour contrast (WCAG 2): how well text or a mark stands out on a background, and which ink
//! to write on a face so it stays readable in every theme.

use egui::Color32;

/// The ink for dark-on-light text.
const DARK_INK: Color32 = Color32::BLACK;

/// WCAG relative luminance, 0 (black) to 1 (white).
pub fn luminance(c: Color32) -> f64 {
    let lin = |v: u8| {
        let v = f64::from(v) / 255.0;
        if v <= 0.04045 { v / 12.92 } else { ((v + 0.055) / 1.055).powf(2.4) }
    };
    0.2126 * lin(c.r()) + 0.7152 * lin(c.g()) + 0.0722 * lin(c.b())
}

/// WCAG contrast ratio of two colours, 1 to 21.
pub fn contrast(a: Color32, b: Color32) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// White or near-black, whichever reads better on `face`.
pub fn ink_on(face: Color32) -> Color32 {
    if contrast(Color32::WHITE, face) >= contrast(DARK_INK, face) { Color32::WHITE } else { DARK_INK }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_contrast_matches_wcag_reference_values() {
        assert!((contrast(Color32::BLACK, Color32::WHITE) - 21.0).abs() < 1e-9);
        // #777777 on white is the classic 4.48:1.
        assert!((contrast(Color32::from_gray(0x77), Color32::WHITE) - 4.48).abs() < 0.01);
        assert!((contrast(Color32::WHITE, Color32::from_gray(0x77)) - 4.48).abs() < 0.01, "symmetric");
    }

    #[test]
    fn ink_is_dark_on_light_faces_and_white_on_dark_ones() {
        assert_eq!(ink_on(Color32::from_rgb(0x66, 0xBB, 0x6A)), DARK_INK);
        assert_eq!(ink_on(Color32::from_rgb(0x2E, 0x7D, 0x32)), Color32::WHITE);
        for gray in (0..=255).step_by(5) {
            let face = Color32::from_gray(gray);
            // The better of the two inks always reaches WCAG's 4.5:1 for text.
            assert!(contrast(ink_on(face), face) >= 4.5, "gray {gray}");
        }
    }
}
