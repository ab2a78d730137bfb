//! The rating list import, in the app's worker (off the page's thread):
//! the file the page sends is read in slices ([`CHUNK`] bytes, with
//! `FileReaderSync`), pushed through the streaming reader
//! ([`crate::ratinglist::Import`]), then sorted, indexed and stored in
//! IndexedDB ([`super::ratinglist_db`]). The worker posts a
//! [`ListReply::Progress`] per slice; Cancel terminates the worker, and the
//! stored list stays the previous one (its write is one transaction, at the
//! end).

use super::ratinglist_db::{self, Meta};
use crate::ratinglist::{Import, ImportError, RatingKind, Warning};
use serde::{Deserialize, Serialize};
use wasm_bindgen::JsCast;

/// Bytes read per slice of the file.
pub const CHUNK: f64 = 4.0 * 1024.0 * 1024.0;

/// What the worker says about an import.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub enum ListReply {
    /// Bytes of the file read so far, of `total`; players read so far.
    ListProgress {
        read: f64,
        total: f64,
        players: u64,
    },
    /// The file is read: sorting, indexing and storing `players`.
    ListSaving {
        players: u64,
    },
    ListDone {
        meta: Meta,
        warnings: Vec<Warning>,
    },
    ListFailed(ImportError),
    /// The browser refused to read the file or to store the list.
    ListNotStored(String),
}

/// Reads `file` and stores the list; `post` sends each reply to the page.
pub fn import(file: web_sys::File, post: impl Fn(&ListReply) + 'static) {
    let name = file.name();
    let total = file.size();
    let mut reader_import = Import::new(RatingKind::from_file_name(&name));
    let Ok(reader) = web_sys::FileReaderSync::new() else {
        return post(&ListReply::ListNotStored("FileReaderSync".into()));
    };
    let mut buf: Vec<u8> = Vec::new();
    let mut at = 0.0;
    while at < total {
        let end = (at + CHUNK).min(total);
        let slice = match file.slice_with_f64_and_f64(at, end) {
            Ok(s) => s,
            Err(e) => return post(&ListReply::ListNotStored(format!("{e:?}"))),
        };
        let array = match reader.read_as_array_buffer(&slice) {
            Ok(a) => js_sys::Uint8Array::new(&a),
            Err(e) => return post(&ListReply::ListNotStored(format!("{e:?}"))),
        };
        buf.resize(array.length() as usize, 0);
        array.copy_to(&mut buf);
        if let Err(e) = reader_import.push(&buf) {
            return post(&ListReply::ListFailed(e));
        }
        at = end;
        post(&ListReply::ListProgress {
            read: at,
            total,
            players: reader_import.players() as u64,
        });
    }
    drop(buf);
    post(&ListReply::ListSaving {
        players: reader_import.players() as u64,
    });
    let imported = match reader_import.finish() {
        Ok(i) => i,
        Err(e) => return post(&ListReply::ListFailed(e)),
    };
    let meta = Meta {
        file: name,
        players: imported.list.len() as u64,
        imported: js_sys::Date::now(),
        skipped: imported.skipped,
        warnings: imported.warnings_total,
    };
    let bytes = imported.list.to_bytes();
    drop(imported.list);
    let warnings = imported.warnings;
    wasm_bindgen_futures::spawn_local(async move {
        match ratinglist_db::save(&meta, &bytes).await {
            Ok(()) => post(&ListReply::ListDone { meta, warnings }),
            Err(e) => post(&ListReply::ListNotStored(
                e.as_string()
                    .or_else(|| {
                        e.dyn_ref::<js_sys::Error>()
                            .map(|e| String::from(e.message()))
                    })
                    .unwrap_or_else(|| format!("{e:?}")),
            )),
        }
    });
}
