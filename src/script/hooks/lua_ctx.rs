//! The `ctx` table a hook gets: a fresh Lua copy of a [`HookContext`] (writing to it changes
//! nothing in the game).

use mlua::{Lua, Table};

use crate::rules::{ByColor, Color, Outcome, Points, Role};

use crate::script::lua_values::material_table;

use super::context::{HookContext, LastMove};

/// `ctx`: `event`, `variant`, `position`, `pieces` (cell → `{ color, kind }`), `side_to_move`,
/// `in_check`, `legal_moves`, `moves` (SAN), `last_move`, `move_number`, `halfmove_clock`,
/// `checks`, `material`, `clock` (or nil), `score`, `games`, and at the end `result`, `reason`
/// and `points`.
pub(crate) fn ctx_table(lua: &Lua, ctx: &HookContext) -> mlua::Result<Table> {
    let t = lua.create_table()?;
    t.set("event", ctx.event.ctx_name())?;
    t.set("variant", ctx.variant.as_str())?;
    t.set("position", ctx.position.as_str())?;
    let pieces = lua.create_table()?;
    let mut material = [[0u32; 6]; 2];
    for (cell, piece) in &ctx.pieces {
        let p = lua.create_table()?;
        p.set("color", piece.color.name())?;
        p.set("kind", piece.role.name())?;
        pieces.set(cell.as_str(), p)?;
        material[piece.color.index()][piece.role.index()] += 1;
    }
    t.set("pieces", pieces)?;
    t.set("material", material_table(lua, &material)?)?;
    t.set("side_to_move", ctx.side_to_move.name())?;
    t.set("in_check", ctx.in_check)?;
    t.set("legal_moves", ctx.legal_moves)?;
    t.set("moves", lua.create_sequence_from(ctx.moves.iter().map(String::as_str))?)?;
    if let Some(last) = &ctx.last_move {
        t.set("last_move", last_move_table(lua, last)?)?;
    }
    t.set("move_number", ctx.move_number)?;
    t.set("halfmove_clock", ctx.halfmove_clock)?;
    t.set("checks", sides(lua, ByColor { white: ctx.checks.white, black: ctx.checks.black })?)?;
    if let Some(ms) = ctx.clock_ms {
        let clock = lua.create_table()?;
        clock.set("white_ms", ms.white)?;
        clock.set("black_ms", ms.black)?;
        t.set("clock", clock)?;
    }
    t.set("score", sides(lua, ByColor { white: points(ctx.score.white), black: points(ctx.score.black) })?)?;
    t.set("games", ctx.games_finished)?;
    if let Some(outcome) = ctx.outcome {
        end_fields(lua, &t, outcome)?;
    }
    Ok(t)
}

/// `result` (`"white"`, `"black"` or `"draw"`, by the points), `reason` and `points`.
fn end_fields(lua: &Lua, t: &Table, outcome: Outcome) -> mlua::Result<()> {
    let Points { white, black } = outcome.points;
    let result = match white.cmp(&black) {
        std::cmp::Ordering::Greater => Color::White.name(),
        std::cmp::Ordering::Less => Color::Black.name(),
        std::cmp::Ordering::Equal => "draw",
    };
    t.set("result", result)?;
    t.set("reason", outcome.reason.describe())?;
    let p = ByColor { white: points(u32::from(white)), black: points(u32::from(black)) };
    t.set("points", sides(lua, p)?)
}

fn last_move_table(lua: &Lua, m: &LastMove) -> mlua::Result<Table> {
    let t = lua.create_table()?;
    t.set("san", m.san.as_str())?;
    t.set("color", m.color.name())?;
    t.set("piece", m.piece.name())?;
    t.set("from", m.from.as_str())?;
    t.set("to", m.to.as_str())?;
    t.set("captured", m.captured.map(Role::name))?;
    t.set("promotion", m.promotion.map(Role::name))?;
    t.set("check", m.check)?;
    Ok(t)
}

/// `{ white = …, black = … }`.
fn sides<T: mlua::IntoLua>(lua: &Lua, v: ByColor<T>) -> mlua::Result<Table> {
    let t = lua.create_table()?;
    t.set("white", v.white)?;
    t.set("black", v.black)?;
    Ok(t)
}

/// Quarter points as a Lua number of points.
fn points(quarters: u32) -> f64 {
    f64::from(quarters) / 4.0
}
