//! Game analysis from the app's side: Analyse on the reviewed game under the rules it was
//! played by, the background job's end told as a toast, the panel, the graph's jumps through
//! the review, the better-move arrow, and the evaluation bar (while reviewing an analysed game,
//! or during a game when the setting is on and no clock runs).

use egui::{Rect, Ui};

use super::HexApp;
use super::command::Command;
use crate::analysis::{GameAnalysis, Judgement};
use crate::engine::{SearchConfig, SearchLimits};
use crate::gui::analysis::bar::eval_bar_ui;
use crate::gui::analysis::panel::{PanelInputs, live_split, panel_ui, review_split};
use crate::gui::analysis::{AnalysisCommand, AnalysisEnd};
use crate::gui::board::coordinates::fit_board;
use crate::gui::board::paint::paint_arrow;
use crate::gui::kit::canvas::SeatCanvas;
use crate::gui::kit::theme::{Palette, judgement_color};
use crate::gui::model::seat::Seat;
use crate::gui::records::RecordsCommand;
use crate::gui::records::review_view::board_beside_strip;
use crate::rules::Game;

impl HexApp {
    /// The search per position of Analyse (tests make it short).
    pub fn set_analysis_limits(&mut self, limits: SearchLimits) {
        self.analysis.limits = limits;
    }

    /// Whether an analysis runs in the background.
    pub fn analysing(&self) -> bool {
        self.analysis.is_running()
    }

    /// The finished analysis of the reviewed game, if there is one.
    pub fn review_analysis(&self) -> Option<&GameAnalysis> {
        self.analysis.of(self.records.review.as_ref()?.game())
    }

    /// Applies one analysis command.
    pub(super) fn apply_analysis(&mut self, command: AnalysisCommand, now: f64, ctx: &egui::Context) {
        match command {
            AnalysisCommand::Start => {
                let Some(review) = &self.records.review else { return };
                let game = review.game().clone();
                let config = self.config_for(&game);
                let wake_ctx = ctx.clone();
                if let Err(AnalysisEnd::Failed(e)) =
                    self.analysis.start(game, config, move || wake_ctx.request_repaint())
                {
                    self.toast(format!("the analysis could not start: {e}"), now);
                }
            }
            AnalysisCommand::Cancel => self.analysis.cancel(),
            AnalysisCommand::JumpTo(ply) => self.apply_records(RecordsCommand::ReviewTo(ply), now),
        }
    }

    /// The rules a game is judged by: those in force when it is the table's variant, else its
    /// variant's defaults.
    fn config_for(&self, game: &Game) -> SearchConfig {
        let variant = game.start().variant();
        if std::ptr::eq(variant, self.session.variant()) {
            SearchConfig {
                stalemate_scorer: self.rules.engine_stalemate_scorer(),
                ..SearchConfig::new(self.rules.settings())
            }
        } else {
            SearchConfig::new(variant.default_rules())
        }
    }

    /// Each frame: the background analysis's news, and the evaluation bar's engine.
    pub(super) fn drive_analysis(&mut self, ctx: &egui::Context, now: f64) {
        match self.analysis.poll() {
            Some(AnalysisEnd::Finished) => self.toast("analysis finished".into(), now),
            Some(AnalysisEnd::Cancelled) => self.toast("analysis cancelled".into(), now),
            Some(AnalysisEnd::Failed(e)) => self.toast(format!("the analysis failed: {e}"), now),
            None => {}
        }
        if self.live_bar_shown() {
            let config = self.config_for(self.session.game());
            let wake_ctx = ctx.clone();
            self.analysis.live.follow(self.session.game(), config, move || wake_ctx.request_repaint());
        } else if self.analysis.live.is_following() {
            self.analysis.live.stop();
        }
    }

    /// A review that brought an analysis from its record hands it to the analysis room.
    pub(super) fn adopt_review_analysis(&mut self) {
        let Some(review) = self.records.review.as_mut() else { return };
        if let Some(analysis) = review.analysis.take() {
            let game = review.game().clone();
            self.analysis.adopt(game, analysis);
        }
    }

    /// Whether the evaluation bar follows the game in progress: the setting is on, no clock
    /// runs, nothing is reviewed and the game goes on.
    pub(super) fn live_bar_shown(&self) -> bool {
        self.settings.eval_bar
            && self.clock.clock().is_none()
            && self.records.review.is_none()
            && self.session.outcome().is_none()
    }

    /// The judgements of a reviewed game's moves, when it was analysed (else empty).
    pub(super) fn review_glyphs(&self, game: &Game) -> Vec<Option<Judgement>> {
        self.analysis.of(game).map(|a| a.moves.iter().map(|m| m.judgement).collect()).unwrap_or_default()
    }

    /// The analysis panel, the bar and the better-move arrow while reviewing; the bar alone
    /// during a game when it is shown.
    pub(super) fn analysis_view(&mut self, ui: &Ui, palette: Palette, area: Rect) -> Vec<Command> {
        if self.live_bar_shown() {
            if let Some(eval) = self.analysis.live.poll(self.session.game()) {
                eval_bar_ui(ui, live_split(area).bar, eval, self.white_below());
            }
            return Vec::new();
        }
        let Some(review) = &self.records.review else { return Vec::new() };
        let edge = self.console_edge(review.seat);
        let split = review_split(board_beside_strip(area, edge), edge);
        let analysis = self.analysis.of(review.game());
        let mut cv = SeatCanvas::facing(review.seat, edge, split.panel, palette);
        // Review itself blocks play on the board, not the analysis; panels over it do.
        cv.enabled = self.view.overlay.is_none() && self.records.panel.is_none();
        let inputs = PanelInputs {
            analysis,
            progress: self.analysis.progress(review.game()),
            shown: review.ply(),
            has_moves: review.plies() > 0,
        };
        let commands = panel_ui(ui, &cv, &inputs).into_iter().map(Command::Analysis).collect();
        if let Some(analysis) = analysis {
            let evals = analysis.evals();
            if let Some(&eval) = evals.get(review.ply()) {
                eval_bar_ui(ui, split.bar, eval, self.white_below());
            }
            self.better_move_arrow(ui, analysis, review.ply(), split.board);
        }
        commands
    }

    /// Whether White's side of the shown board is at the bottom of the screen.
    fn white_below(&self) -> bool {
        let orientation = self.shown_session().orientation(self.view.flipped);
        (orientation.white_seat == Seat::Bottom) != orientation.flipped
    }

    /// At the position after a judged move, an arrow for the engine's better move (drawn on the
    /// position before it, as lichess does), labelled `better move: Ni6`.
    fn better_move_arrow(&self, ui: &Ui, analysis: &GameAnalysis, shown: usize, rect: Rect) {
        let Some(judged) = shown.checked_sub(1).and_then(|i| analysis.moves.get(i)) else { return };
        let (Some(better), Some(judgement)) = (judged.better_move(), judged.judgement) else { return };
        let session = self.shown_session();
        let board = session.variant().board();
        let layout = fit_board(board, rect, self.settings.coordinates, session.orientation(self.view.flipped));
        let (a, b) = (layout.cell_center(board, better.from), layout.cell_center(board, better.to));
        let painter = ui.painter().with_clip_rect(rect);
        paint_arrow(&painter, a, b, layout.radius, judgement_color(judgement).gamma_multiply(0.85));
        let text = self
            .records
            .review
            .as_ref()
            .and_then(|r| r.game().position_at(shown - 1))
            .map(|p| crate::rules::SanPlus::from_move(p, better).to_string())
            .unwrap_or_default();
        let mid = a + (b - a) * 0.5;
        let resp = ui.interact(
            Rect::from_center_size(mid, egui::vec2(2.0, 2.0)),
            egui::Id::unique("better-move-arrow"),
            egui::Sense::hover(),
        );
        let label = format!("better move: {text}");
        resp.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &label));
    }
}
