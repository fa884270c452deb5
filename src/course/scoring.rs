//! Stars for a solved level: three at the par or under, two for slightly over, one otherwise.

/// The most moves that still earn two stars: the larger of `par + 2` and 150 % of the par
/// (rounded up). Par 1 → 3, par 4 → 6, par 6 → 9, par 10 → 15.
pub fn two_star_limit(par: u32) -> u32 {
    (par + 2).max((par * 3).div_ceil(2))
}

/// The stars earned by solving a level of `par` in `moves` learner moves: 3 at the par or under,
/// 2 up to [`two_star_limit`], else 1.
pub fn stars_for(moves: u32, par: u32) -> u8 {
    if moves <= par {
        3
    } else if moves <= two_star_limit(par) {
        2
    } else {
        1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_at_par_two_slightly_over_one_beyond() {
        assert_eq!([1, 2, 3, 4].map(|m| stars_for(m, 2)), [3, 3, 2, 2]);
        assert_eq!(stars_for(5, 2), 1);
        assert_eq!(two_star_limit(1), 3);
        assert_eq!(two_star_limit(6), 9);
        assert_eq!(two_star_limit(10), 15);
        assert_eq!(stars_for(15, 10), 2);
        assert_eq!(stars_for(16, 10), 1);
    }
}
