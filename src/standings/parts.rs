//! The standings in two parts, as the app's Web Worker sends them to the
//! page (issue 17: no main-thread task over 100 ms): the table (ranks,
//! scores, the C.07 values) as one JSON text, and each row's [`How`]s
//! (how its values were computed: C.07 art. 14's cuts, art. 16's unplayed
//! rounds) as a JSON text of its own. The page reads the table at once and
//! a row's hows only when one of its values is tapped, so taking the
//! answer costs the table, not the explanations of every row.

use super::{How, Row, Standings};
use serde::{Deserialize, Serialize};

/// The standings as the worker sends them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Parts {
    /// The standings with every row's `how` left empty, as `serde_json`
    /// writes them.
    pub table: String,
    /// Row `i`'s hows (one per tie-break, in order), as `serde_json`
    /// writes them.
    pub how: Vec<String>,
}

/// Why [`Parts`] could not be read (page and worker disagree: a bug).
#[derive(Debug)]
pub enum PartsError {
    Json(serde_json::Error),
    /// The table has `rows` rows but `hows` rows of hows came.
    Rows {
        rows: usize,
        hows: usize,
    },
}

impl From<serde_json::Error> for PartsError {
    fn from(e: serde_json::Error) -> Self {
        PartsError::Json(e)
    }
}

impl Parts {
    /// Splits `s`: its table without the hows, and each row's hows.
    pub fn of(mut s: Standings) -> Result<Parts, serde_json::Error> {
        let how = s
            .rows
            .iter_mut()
            .map(|r| serde_json::to_string(&std::mem::take(&mut r.how)))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Parts {
            table: serde_json::to_string(&s)?,
            how,
        })
    }

    /// The standings as the page keeps them: the table read, each row's
    /// hows left as they came until [`Shown::how`] asks for them.
    pub fn read(self) -> Result<Shown, PartsError> {
        let standings: Standings = serde_json::from_str(&self.table)?;
        if standings.rows.len() != self.how.len() {
            return Err(PartsError::Rows {
                rows: standings.rows.len(),
                hows: self.how.len(),
            });
        }
        Ok(Shown {
            standings,
            how: Hows::Json(self.how),
        })
    }
}

/// Where a [`Shown`]'s hows are.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Hows {
    /// In the rows (the standings were computed here).
    InRows,
    /// Row `i`'s as the worker sent them ([`Parts::how`]).
    Json(Vec<String>),
}

/// The standings as the app's page shows them: the table, and how each
/// value was computed, read when asked for ([`Shown::how`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shown {
    /// The table; its rows' `how` may be empty (see [`Shown::how`]).
    pub standings: Standings,
    how: Hows,
}

impl From<Standings> for Shown {
    /// Standings computed on the page: the hows are in the rows.
    fn from(standings: Standings) -> Shown {
        Shown {
            standings,
            how: Hows::InRows,
        }
    }
}

impl Shown {
    /// How value `k` (the `k`-th tie-break) of the `row`-th row was
    /// computed; `None` when there is no such value.
    pub fn how(&self, row: usize, k: usize) -> Option<How> {
        match &self.how {
            Hows::InRows => self.row(row)?.how.get(k).cloned(),
            Hows::Json(rows) => serde_json::from_str::<Vec<How>>(rows.get(row)?)
                .ok()?
                .into_iter()
                .nth(k),
        }
    }

    /// The `row`-th row (in rank order).
    pub fn row(&self, row: usize) -> Option<&Row> {
        self.standings.rows.get(row)
    }
}
