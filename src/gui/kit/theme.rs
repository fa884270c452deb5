//! Colours of the light and dark themes.

use egui::Color32;

use crate::gui::model::settings::ThemeChoice;

/// Every colour the app paints with.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Palette {
    /// The three hex shades: light, mid, dark.
    pub hexes: [Color32; 3],
    /// The window background.
    pub background: Color32,
    /// The thin line between hexes.
    pub hex_line: Color32,
    /// The brass highlight of the last move.
    pub brass: Color32,
    /// The red glow of a king in check.
    pub check: Color32,
    /// The outline of the selected piece's hex.
    pub selected: Color32,
    /// The dot on a quiet-move target.
    pub target: Color32,
    /// The ring on a capture target.
    pub capture: Color32,
    /// Coordinate labels.
    pub coords: Color32,
    /// Console background.
    pub console: Color32,
    /// Console text.
    pub text: Color32,
    /// Dimmed console text.
    pub weak_text: Color32,
    /// Button face.
    pub button: Color32,
    /// Button face under the pointer.
    pub button_hover: Color32,
    /// Accent (the side to move, selected toggles).
    pub accent: Color32,
    /// The keyboard focus ring on a hex or a button.
    pub focus: Color32,
    /// Dialog panel background.
    pub panel: Color32,
    /// White pieces: fill and outline.
    pub white_piece: (Color32, Color32),
    /// Black pieces: fill and outline.
    pub black_piece: (Color32, Color32),
}

impl Palette {
    /// The palette of a theme. Each colour is given for the light theme (warm wood tones), then
    /// for the dark one (slate).
    pub const fn of(theme: ThemeChoice) -> Palette {
        let dark = matches!(theme, ThemeChoice::Dark);
        Palette {
            hexes: [
                either(dark, rgb(0xF3E2C0), rgb(0x9AAEBE)),
                either(dark, rgb(0xD4A872), rgb(0x6A8094)),
                either(dark, rgb(0xA67245), rgb(0x3F5266)),
            ],
            background: either(dark, rgb(0xECE6DA), rgb(0x1B1F26)),
            hex_line: either(
                dark,
                Color32::from_rgba_premultiplied(0x40, 0x2A, 0x14, 0x50),
                Color32::from_rgba_premultiplied(0x00, 0x00, 0x00, 0x60),
            ),
            brass: either(dark, rgb(0xC9A227), rgb(0xD8B03A)),
            check: either(dark, rgb(0xE02A1E), rgb(0xFF3B30)),
            selected: either(dark, rgb(0x2E7D32), rgb(0x7CD982)),
            target: either(dark, Color32::from_rgba_premultiplied(0x1B, 0x5E, 0x20, 0xA0), rgb(0x9CE6A2)),
            capture: either(dark, rgb(0xC62828), rgb(0xFF6B5E)),
            coords: either(dark, rgb(0x5D452E), rgb(0xA8B4C0)),
            console: either(dark, rgb(0xDDD3C2), rgb(0x272D36)),
            text: either(dark, rgb(0x261E16), rgb(0xE8ECF0)),
            weak_text: either(dark, rgb(0x7A6B5A), rgb(0x8C96A2)),
            button: either(dark, rgb(0xF6F0E6), rgb(0x363E4A)),
            button_hover: either(dark, rgb(0xFFFAF0), rgb(0x444E5C)),
            accent: either(dark, rgb(0x2E7D32), rgb(0x66BB6A)),
            focus: either(dark, rgb(0x1565C0), rgb(0x64B5F6)),
            panel: either(dark, rgb(0xF8F3EA), rgb(0x222831)),
            white_piece: (either(dark, rgb(0xFCFAF5), rgb(0xF7F4EC)), either(dark, rgb(0x221C16), rgb(0x141414))),
            // Dark: a light rim, as a black outline vanished on the darkest slate hex.
            black_piece: (either(dark, rgb(0x2B2724), rgb(0x1E1E1E)), either(dark, rgb(0x0C0A08), rgb(0xB4BECA))),
        }
    }
}

/// `light`, or `dark` in the dark theme.
const fn either(dark: bool, light: Color32, dark_colour: Color32) -> Color32 {
    if dark { dark_colour } else { light }
}

/// An opaque colour from its hex code: `rgb(0xF3E2C0)`.
const fn rgb(hex: u32) -> Color32 {
    Color32::from_rgb((hex >> 16) as u8, (hex >> 8) as u8, hex as u8)
}

/// The colour of a move's judgement, as lichess colours them: blue `?!`, orange `?`, red `??`.
pub fn judgement_color(j: crate::analysis::Judgement) -> Color32 {
    match j {
        crate::analysis::Judgement::Inaccuracy => Color32::from_rgb(0x56, 0xb4, 0xe9),
        crate::analysis::Judgement::Mistake => Color32::from_rgb(0xe6, 0x9f, 0x00),
        crate::analysis::Judgement::Blunder => Color32::from_rgb(0xdf, 0x53, 0x53),
    }
}

#[cfg(test)]
mod tests {
    use super::super::contrast::contrast;
    use super::*;

    fn distance(a: Color32, b: Color32) -> i32 {
        (a.r() as i32 - b.r() as i32).abs() + (a.g() as i32 - b.g() as i32).abs() + (a.b() as i32 - b.b() as i32).abs()
    }

    #[test]
    fn hex_codes_read_as_red_green_blue() {
        assert_eq!(rgb(0x12_34_56), Color32::from_rgb(0x12, 0x34, 0x56));
        assert_eq!(either(true, rgb(0x00_00_00), rgb(0xFF_FF_FF)), Color32::WHITE);
    }

    #[test]
    fn each_theme_has_three_clearly_distinct_hex_shades() {
        for t in [ThemeChoice::Light, ThemeChoice::Dark] {
            let h = Palette::of(t).hexes;
            assert!(distance(h[0], h[1]) > 90 && distance(h[1], h[2]) > 90 && distance(h[0], h[2]) > 180, "{t:?}");
        }
        assert_ne!(Palette::of(ThemeChoice::Light).hexes, Palette::of(ThemeChoice::Dark).hexes);
    }

    #[test]
    fn every_piece_stands_out_on_every_hex() {
        // A piece shows when its fill or its outline contrasts with the hex by 3:1 (WCAG's
        // figure for graphics).
        for t in [ThemeChoice::Light, ThemeChoice::Dark] {
            let p = Palette::of(t);
            for hex in p.hexes {
                for (fill, outline) in [p.white_piece, p.black_piece] {
                    let best = contrast(fill, hex).max(contrast(outline, hex));
                    assert!(best >= 3.0, "{t:?}: piece {fill:?}/{outline:?} on {hex:?}: {best:.2}");
                }
            }
        }
    }

    #[test]
    fn brass_marks_the_last_move_and_red_marks_check() {
        for t in [ThemeChoice::Light, ThemeChoice::Dark] {
            let p = Palette::of(t);
            let (r, g, b) = (i32::from(p.brass.r()), i32::from(p.brass.g()), i32::from(p.brass.b()));
            assert!(r > g && g > b && r - b > 120, "{t:?}: brass is a warm yellow");
            let (r, g, b) = (i32::from(p.check.r()), i32::from(p.check.g()), i32::from(p.check.b()));
            assert!(r > 2 * g && r > 2 * b, "{t:?}: the check glow is red");
            for hex in p.hexes {
                assert!(distance(p.brass, hex) > 60, "{t:?}: brass differs from {hex:?}");
                assert!(distance(p.check, hex) > 120, "{t:?}: red differs from {hex:?}");
            }
        }
    }
}
