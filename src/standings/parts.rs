//! The standings in two parts, as the app's Web Worker sends them to the
//! page (issue 17: no main-thread task over 100 ms): the table (ranks,
//! scores, the C.07 values) as one JSON text, and each row's [`How`]s
//! (how its values were computed: C.07 art. 14's cuts, art. 16's unplayed
//! rounds) as a JSON text of its own, the rows' texts one after the other
//! in one string (one string crosses from the worker to the page far faster
//! than 1,500). The page reads the table at once and a row's hows only when
//! one of its values is tapped, so taking the answer costs the table, not
//! the explanations of every row.

use super::{How, Row, Standings};
use serde::{Deserialize, Serialize};

/// The standings as the worker sends them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Parts {
    /// The standings with every row's `how` left empty, as `serde_json`
    /// writes them.
    pub table: String,
    /// Every row's hows (one per tie-break, in order), as `serde_json`
    /// writes them, row after row.
    pub how: String,
    /// Where each row's hows end in `how` (a byte offset): row `i`'s are
    /// `how[ends[i - 1]..ends[i]]` (from 0 for the first).
    pub ends: Vec<u32>,
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
    /// A row's hows end before the previous row's, or past the text.
    Ends,
}

impl From<serde_json::Error> for PartsError {
    fn from(e: serde_json::Error) -> Self {
        PartsError::Json(e)
    }
}

impl Parts {
    /// Splits `s`: its table without the hows, and each row's hows.
    pub fn of(mut s: Standings) -> Result<Parts, serde_json::Error> {
        let mut how = String::new();
        let mut ends = Vec::with_capacity(s.rows.len());
        for r in &mut s.rows {
            how.push_str(&serde_json::to_string(&std::mem::take(&mut r.how))?);
            ends.push(u32::try_from(how.len()).map_err(serde::ser::Error::custom)?);
        }
        Ok(Parts {
            table: serde_json::to_string(&s)?,
            how,
            ends,
        })
    }

    /// The standings as the page keeps them: the table read, each row's
    /// hows left as they came until [`Shown::how`] asks for them.
    pub fn read(self) -> Result<Shown, PartsError> {
        let standings: Standings = serde_json::from_str(&self.table)?;
        if standings.rows.len() != self.ends.len() {
            return Err(PartsError::Rows {
                rows: standings.rows.len(),
                hows: self.ends.len(),
            });
        }
        let ordered = self.ends.windows(2).all(|w| w[0] <= w[1]);
        if !ordered
            || self
                .ends
                .last()
                .is_some_and(|&e| e as usize > self.how.len())
        {
            return Err(PartsError::Ends);
        }
        Ok(Shown {
            standings,
            how: Hows::Json {
                how: self.how,
                ends: self.ends,
            },
        })
    }
}

/// Where a [`Shown`]'s hows are.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Hows {
    /// In the rows (the standings were computed here).
    InRows,
    /// As the worker sent them ([`Parts::how`], [`Parts::ends`]).
    Json { how: String, ends: Vec<u32> },
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
            Hows::Json { how, ends } => {
                let start = match row {
                    0 => 0,
                    _ => *ends.get(row - 1)? as usize,
                };
                let text = how.get(start..*ends.get(row)? as usize)?;
                serde_json::from_str::<Vec<How>>(text)
                    .ok()?
                    .into_iter()
                    .nth(k)
            }
        }
    }

    /// The `row`-th row (in rank order).
    pub fn row(&self, row: usize) -> Option<&Row> {
        self.standings.rows.get(row)
    }
}
