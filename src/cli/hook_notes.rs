//! What the hooks of a game said, on stderr: their messages, the hooks switched off, the
//! extra match points, and what the calls cost.

use crate::rules::quarters_text;
use crate::script::HookedGame;

/// Prints the hooks' messages and failures (with the ply after which they ran), the award, and
/// the calls' cost (`hooks: 12 calls, 4.1 ms, 0.34 ms a call`). Nothing without hook calls.
pub(crate) fn print_hook_notes(game: &HookedGame) {
    for (ply, run) in game.log() {
        for message in &run.messages {
            eprintln!("house rule after ply {ply}: {message}");
        }
        for failure in &run.failures {
            eprintln!("hexchess: {failure}");
        }
    }
    let award = game.award();
    if award.white + award.black > 0 {
        eprintln!("house rule award: white +{}, black +{}", quarters_text(award.white), quarters_text(award.black));
    }
    let (calls, spent) = game.cost();
    if calls > 0 {
        let ms = spent.as_secs_f64() * 1e3;
        eprintln!("hooks: {calls} calls, {ms:.1} ms, {:.3} ms a call", ms / f64::from(calls));
    }
}
