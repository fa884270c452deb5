//! Commands on the engine: `bestmove` (search one position) and `selfplay` (engine matches).

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::engine::selfplay::{MatchConfig, play_match};
use crate::engine::{Level, SearchConfig, SearchLimits, SearchRequest, search};
use crate::rules::{CoordMove, Game, RuleSettings, WinRules, notation};

use super::rule_args::RuleArgs;
use super::rules_cmds::start_position;
use super::{CliError, PositionArgs};

/// How long to search: explicit limits, or else the level's.
#[derive(clap::Args, Debug, Clone)]
pub struct SearchArgs {
    /// Think for this many milliseconds.
    #[arg(long)]
    pub movetime: Option<u64>,
    /// Search to this depth in plies.
    #[arg(long)]
    pub depth: Option<u32>,
    /// Visit at most this many nodes.
    #[arg(long)]
    pub nodes: Option<u64>,
    /// Strength: novice, beginner, casual, club, strong or max (its limits apply unless given above).
    #[arg(long, default_value = "max")]
    pub level: String,
    /// Seed for the level's noise.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Score this many best moves exactly and print each line (`info multipv K …`).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=256))]
    pub multipv: u32,
}

impl SearchArgs {
    fn limits(&self, level: &Level) -> SearchLimits {
        if self.movetime.is_none() && self.depth.is_none() && self.nodes.is_none() {
            return level.limits();
        }
        SearchLimits {
            depth: self.depth,
            nodes: self.nodes,
            movetime: self.movetime.map(Duration::from_millis),
            clock: None,
        }
    }
}

pub(crate) fn bestmove(
    pos: &PositionArgs,
    args: &SearchArgs,
    rule_args: &RuleArgs,
    moves: &str,
) -> Result<(), CliError> {
    let start = start_position(pos)?;
    let (rules, stalemate_scorer) = rule_args.resolve(start.variant())?;
    let mut game = Game::new(start);
    for (i, text) in moves.split_whitespace().enumerate() {
        let mv = notation::parse_any(game.position(), text).map_err(|e| CliError::bad_move(i, text, e))?;
        game.play(mv).map_err(|e| CliError::bad_move(i, text, e))?;
    }
    let status = game.status(&rules);
    if status.is_over() {
        return Err(CliError::GameOver(status.name()));
    }
    let level = Level::by_name(&args.level)?;
    let config = SearchConfig { stalemate_scorer, ..level.config(rules, args.seed) };
    let request = SearchRequest::from_game(&game, args.limits(&level), config).with_multipv(args.multipv as usize);
    let root = request.position;
    let result = search(&request, &AtomicBool::new(false), |info| {
        info.to_multipv_lines(&root).iter().for_each(|line| println!("{line}"))
    });
    let best = result.best.ok_or(CliError::NoLegalMove)?;
    println!(
        "info string total depth {} nodes {} time {} nps {}",
        result.depth,
        result.nodes,
        result.time.as_millis(),
        result.nps()
    );
    println!("{}", CoordMove::from_move(&root, best));
    Ok(())
}

/// Self-play settings beyond the position and rules.
#[derive(clap::Args, Debug, Clone)]
pub struct SelfplayArgs {
    /// Number of games (colours alternate).
    #[arg(long, default_value_t = 10)]
    pub games: u32,
    /// The first player's level.
    #[arg(long)]
    pub level: String,
    /// The second player's level.
    #[arg(long)]
    pub vs: String,
    /// The second player searches as if there were no extra way to win (n-check, King of
    /// the Hill), while the games are still judged under them.
    #[arg(long)]
    pub vs_ignores_win: bool,
    /// Seed of the random openings and the noise.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Random plies at the start of each pair of games.
    #[arg(long, default_value_t = 3)]
    pub random_plies: u32,
    /// Games still running after this many plies are scored as draws.
    #[arg(long, default_value_t = 400)]
    pub max_plies: u32,
}

pub(crate) fn selfplay(pos: &PositionArgs, args: &SelfplayArgs, rule_args: &RuleArgs) -> Result<(), CliError> {
    let start = start_position(pos)?;
    let (rules, stalemate_scorer) = rule_args.resolve(start.variant())?;
    let cfg = MatchConfig {
        start,
        rules,
        stalemate_scorer,
        games: args.games,
        first: Level::by_name(&args.level)?,
        second: Level::by_name(&args.vs)?,
        seed: args.seed,
        opening_plies: args.random_plies,
        max_plies: args.max_plies,
        second_engine_rules: args.vs_ignores_win.then_some(RuleSettings { win: WinRules::NONE, ..rules }),
    };
    println!(
        "{} vs {} on {}: stalemate {:?}, threefold {}, fifty-move {}{}",
        cfg.first.name,
        cfg.second.name,
        start.variant().name(),
        rules.stalemate,
        rules.threefold,
        rules.fifty_move,
        super::rules_cmds::win_text(start.variant(), rules.win)
    );
    let score = play_match(&cfg, |i, game, score| {
        let white = if game.first_is_white { cfg.first.name } else { cfg.second.name };
        println!(
            "game {:>3}: {} white, {} by {} after {} plies; {}",
            i + 1,
            white,
            game.points.result_text(),
            game.end,
            game.moves.len(),
            score
        );
    });
    println!("{} vs {}: {}", cfg.first.name, cfg.second.name, score);
    Ok(())
}
