//! Compiling cell names into a set of cells on a board, for the King of the Hill rule.

use super::bitboard::Bitboard;
use super::board::Board;

/// A cell name that is not on the board.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("no cell `{name}` on this board")]
pub struct UnknownCell {
    /// The name as given.
    pub name: String,
}

/// The cells named `names` on `board`.
///
/// # Errors
/// [`UnknownCell`] for the first name that is not a cell of `board`.
pub fn hill_cells<'a>(board: &Board, names: impl IntoIterator<Item = &'a str>) -> Result<Bitboard, UnknownCell> {
    let mut cells = Bitboard::EMPTY;
    for name in names {
        let cell = board.parse_cell(name).ok_or_else(|| UnknownCell { name: name.to_string() })?;
        cells.insert(cell);
    }
    Ok(cells)
}

/// The names of `cells` on `board`, in cell-index order.
pub fn cell_names(board: &Board, cells: Bitboard) -> Vec<String> {
    cells.into_iter().map(|c| board.name(c)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::spec::BoardSpec;

    #[test]
    fn names_compile_to_cells_and_back() {
        let board = Board::new(&BoardSpec::regular_hexagon(6)).unwrap();
        let hill = hill_cells(&board, ["f6", "e5", "g5"]).unwrap();
        assert_eq!(hill.count(), 3);
        let mut names = cell_names(&board, hill);
        names.sort();
        assert_eq!(names, ["e5", "f6", "g5"]);
        assert_eq!(hill_cells(&board, ["f6", "z9"]), Err(UnknownCell { name: "z9".into() }));
    }
}
