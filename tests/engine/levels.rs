//! Level ordering: in a 20-game match, each level scores more than the level below it.
//!
//! Slow (up to an hour or more on two cores, most of it in the strongest pairs), so ignored by
//! default: `cargo test --release --test engine_levels -- --ignored --nocapture`.
//! The same matches run from the command line, e.g.
//! `hexchess selfplay --games 20 --level club --vs casual --seed 7`.

use hexchess::engine::LEVELS;
use hexchess::engine::selfplay::{MatchConfig, play_match};
use hexchess::script::builtin_variant;

#[test]
#[ignore = "plays 100 engine games; takes up to an hour or more"]
fn each_level_beats_the_level_below_over_20_games() {
    let v = builtin_variant("glinski").unwrap();
    for pair in LEVELS.windows(2) {
        let (weaker, stronger) = (pair[0], pair[1]);
        let cfg = MatchConfig {
            start: v.start_position(),
            rules: v.default_rules(),
            stalemate_scorer: None,
            games: 20,
            first: stronger,
            second: weaker,
            seed: 7,
            opening_plies: 3,
            max_plies: 400,
            second_engine_rules: None,
        };
        let score = play_match(&cfg, |_, _, _| {});
        println!("{} vs {}: {score}", stronger.name, weaker.name);
        assert!(score.first_points > score.second_points, "{} did not beat {}: {score}", stronger.name, weaker.name);
    }
}
