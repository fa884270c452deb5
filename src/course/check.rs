//! Checking a course: every stage loads and resolves (positions legal, cells and moves right,
//! texts not empty), and every level is solved by [`solve`] within its par.

use super::error::{CourseError, CourseProblem, LevelProblem};
use super::model::Course;
use super::solve::solve;

/// What checking one variant's course found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CourseReport {
    /// The variant's name.
    pub variant: String,
    /// Stages that loaded.
    pub stages: usize,
    /// Levels in them.
    pub levels: usize,
    /// One line per problem, each starting with its place (`file:line: level N: …`).
    pub problems: Vec<String>,
}

impl CourseReport {
    /// The closing line: `N levels in M stages (VARIANT): all solvable within par`, or the count
    /// of problems.
    pub fn summary(&self) -> String {
        let (n, m, v) = (self.levels, self.stages, &self.variant);
        if self.problems.is_empty() {
            format!("{n} levels in {m} stages ({v}): all solvable within par")
        } else {
            let s = if self.problems.len() == 1 { "" } else { "s" };
            format!("{n} levels in {m} stages ({v}): {} problem{s}", self.problems.len())
        }
    }
}

/// Checks a course read with its load errors (see [`read_course`](super::read_course)): the
/// errors are reported, and every level of the stages that loaded is solved.
pub fn check_course(course: &Course, errors: &[CourseError]) -> CourseReport {
    let mut problems: Vec<String> = errors.iter().map(ToString::to_string).collect();
    for level in course.stages.iter().flat_map(|s| &s.levels) {
        if let Err(unsolved) = solve(level) {
            let problem = LevelProblem::Unsolvable { par: level.par, why: unsolved.to_string() };
            problems.push(CourseProblem { place: level.place.clone(), problem }.to_string());
        }
    }
    CourseReport {
        variant: course.variant.name().to_string(),
        stages: course.stages.len(),
        levels: course.level_count(),
        problems,
    }
}
