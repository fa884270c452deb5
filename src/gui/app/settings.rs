//! The player's settings at work: the Settings panel opened and closed, and each setting
//! applied (and saved) as it changes.

use crate::script::catalog;

use super::HexApp;
use crate::gui::model::rules_provider::RuleOverrides;
use crate::gui::model::seat::Seat;
use crate::gui::model::settings::ThemeChoice;
use crate::gui::model::view::Overlay;

impl HexApp {
    /// `seat` opened Settings: the variant list is read again.
    pub(super) fn open_settings(&mut self, seat: Seat) {
        self.view.overlay = Some(Overlay::Settings(seat));
        self.view.pending_variant = None;
        self.view.house_rules_first_row = None;
        self.catalog = catalog(&self.catalog_dirs);
    }

    /// Closes the open panel (history or settings).
    pub(super) fn close_overlay(&mut self) {
        self.view.overlay = None;
        self.view.pending_variant = None;
    }

    /// Sound on or off.
    pub(super) fn set_sound(&mut self, on: bool, now: f64) {
        self.settings.sound = on;
        self.sounds.set_enabled(on);
        self.save_settings(now);
    }

    /// The colour theme.
    pub(super) fn set_theme(&mut self, theme: ThemeChoice, now: f64) {
        self.settings.theme = theme;
        self.save_settings(now);
    }

    /// The evaluation bar during games on or off.
    pub(super) fn set_eval_bar(&mut self, on: bool, now: f64) {
        self.settings.eval_bar = on;
        self.save_settings(now);
    }

    /// Coordinate labels on or off.
    pub(super) fn set_coordinates(&mut self, on: bool, now: f64) {
        self.settings.coordinates = on;
        self.save_settings(now);
    }

    /// The player's rule choices; the game is judged again under them.
    pub(super) fn set_rules(&mut self, rules: RuleOverrides, now: f64) {
        self.settings.rules.set(self.session.variant().name(), rules);
        self.rules.set_user(self.settings.rules.clone());
        self.save_settings(now);
        if let Some(o) = self.session.rejudge(&self.rules) {
            self.after_outcome(o);
        }
    }

    /// A variant was chosen: it waits for confirmation (unless it is the one being played).
    pub(super) fn ask_variant(&mut self, name: String) {
        if name != self.session.variant().name() {
            self.view.pending_variant = Some(name);
        }
    }

    /// The variant switch was confirmed (`true`: a new game starts) or cancelled.
    pub(super) fn confirm_variant(&mut self, yes: bool, now: f64) {
        let name = self.view.pending_variant.take();
        if let (true, Some(name)) = (yes, name) {
            self.switch_variant(&name, now);
        }
    }

    /// A house-rule script switched on or off.
    pub(super) fn set_script(&mut self, file: String, on: bool, now: f64) {
        self.settings.house_rules.insert(file.clone(), on);
        self.rules.set_script_enabled(&file, on);
        self.save_settings(now);
    }
}
