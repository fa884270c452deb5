//! The icons of the console's buttons (user guide, "The consoles"): 🤝 Draw, 🏳 Resign, 🔊 Mute
//! (🔇 once muted). Each is the font's glyph where the font has it; where it does not, the
//! icon is drawn with lines beside the button's word.

use egui::{Color32, FontId, Painter, Pos2, Shape, Stroke, Ui, pos2};

/// A button icon.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Icon {
    /// 🤝, a handshake: offer a draw.
    Draw,
    /// 🏳, a white flag: resign.
    Resign,
    /// 🔊, a speaker sounding: sounds are on.
    Sound,
    /// 🔇, a speaker struck through: muted.
    Muted,
}

impl Icon {
    /// The icon's character.
    pub fn glyph(self) -> char {
        match self {
            Icon::Draw => '🤝',
            Icon::Resign => '🏳',
            Icon::Sound => '🔊',
            Icon::Muted => '🔇',
        }
    }

    /// Whether the app's proportional font has the icon's glyph.
    pub fn in_font(self, ui: &Ui) -> bool {
        ui.fonts_mut(|f| f.has_glyph(&FontId::proportional(14.0), self.glyph()))
    }
}

/// Paints `icon` with lines in the square around `center` of side `size`; `to_screen` places
/// a local point (so a turned console's icon turns with it).
pub fn paint_icon(
    painter: &Painter,
    icon: Icon,
    center: Pos2,
    size: f32,
    color: Color32,
    to_screen: impl Fn(Pos2) -> Pos2,
) {
    let s = size / 2.0;
    let p = |x: f32, y: f32| to_screen(pos2(center.x + x * s, center.y + y * s));
    let stroke = Stroke::new((size / 10.0).max(1.2), color);
    let line = |pts: Vec<Pos2>| Shape::line(pts, stroke);
    let shapes = match icon {
        Icon::Resign => vec![
            line(vec![p(-0.6, 0.9), p(-0.6, -0.9)]),
            Shape::convex_polygon(vec![p(-0.6, -0.9), p(0.8, -0.6), p(-0.6, -0.1)], Color32::WHITE, stroke),
        ],
        Icon::Draw => vec![
            line(vec![p(-1.0, 0.2), p(-0.3, -0.3), p(0.3, -0.3), p(1.0, 0.2)]),
            line(vec![p(-0.5, 0.0), p(0.0, 0.5), p(0.5, 0.0)]),
            line(vec![p(-0.2, 0.1), p(0.2, 0.5)]),
        ],
        Icon::Sound | Icon::Muted => {
            let mut v = vec![Shape::convex_polygon(
                vec![p(-0.9, -0.3), p(-0.5, -0.3), p(0.0, -0.8), p(0.0, 0.8), p(-0.5, 0.3), p(-0.9, 0.3)],
                color,
                stroke,
            )];
            if icon == Icon::Muted {
                v.push(line(vec![p(0.3, -0.4), p(0.9, 0.4)]));
                v.push(line(vec![p(0.3, 0.4), p(0.9, -0.4)]));
            } else {
                v.push(line(vec![p(0.3, -0.3), p(0.45, 0.0), p(0.3, 0.3)]));
                v.push(line(vec![p(0.6, -0.6), p(0.85, 0.0), p(0.6, 0.6)]));
            }
            v
        }
    };
    painter.extend(shapes);
}

/// The side of a drawn icon on a button of `height`.
pub fn icon_size(height: f32) -> f32 {
    (height * 0.45).min(18.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_speakers_come_from_the_font_and_the_flag_and_handshake_are_drawn() {
        let ctx = egui::Context::default();
        let mut found = Vec::new();
        let mut out = ctx.run_ui(egui::RawInput::default(), |ui| {
            found = [Icon::Draw, Icon::Resign, Icon::Sound, Icon::Muted].map(|i| i.in_font(ui)).to_vec();
        });
        out.textures_delta.clear();
        // egui's default fonts (with monochrome emoji) have the speakers but not 🤝 or 🏳.
        assert_eq!(found, vec![false, false, true, true]);
    }
}
