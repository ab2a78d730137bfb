//! The rating list's IndexedDB store (src/ui/ratinglist_db.rs) in Chromium:
//! a list saved is read back byte for byte with its description, a second
//! save replaces it, and clear removes it.

use pocket_arbiter::ratinglist::{Import, RatingKind, RatingList};
use pocket_arbiter::ui::ratinglist_db::{self, Meta};
use wasm_bindgen_test::wasm_bindgen_test;

fn list(text: &str) -> RatingList {
    let mut imp = Import::new(RatingKind::Standard);
    imp.push(text.as_bytes()).expect("a list");
    imp.finish().expect("a list").list
}

const HEADER: &str = "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK B-day Flag";

#[wasm_bindgen_test]
async fn a_saved_list_is_read_back_and_replaced() {
    let line = "1503014        Carlsen, Magnus                                              NOR M   GM                           2831  0   10 1990  ";
    let first = list(&format!("{HEADER}\n{line}\n"));
    let meta = Meta {
        file: "standard_rating_list.txt".into(),
        players: 1,
        imported: 1.0,
        skipped: 0,
        warnings: 0,
    };
    ratinglist_db::save(&meta, &first.to_bytes())
        .await
        .expect("saved");
    assert_eq!(
        ratinglist_db::meta().await.expect("read"),
        Some(meta.clone())
    );
    let back = ratinglist_db::data().await.expect("read").expect("stored");
    let back = RatingList::from_bytes(&back).expect("a list");
    assert_eq!(
        back.by_id(1503014).map(|p| p.name),
        Some("Carlsen, Magnus".to_owned())
    );

    let other = Meta {
        file: "newer.txt".into(),
        players: 0,
        ..meta
    };
    ratinglist_db::save(&other, &RatingList::default().to_bytes())
        .await
        .expect("saved");
    assert_eq!(ratinglist_db::meta().await.expect("read"), Some(other));
    let back = ratinglist_db::data().await.expect("read").expect("stored");
    assert!(RatingList::from_bytes(&back).expect("a list").is_empty());

    ratinglist_db::clear().await.expect("cleared");
    assert_eq!(ratinglist_db::meta().await.expect("read"), None);
    assert_eq!(ratinglist_db::data().await.expect("read"), None);
}
