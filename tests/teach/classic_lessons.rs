//! The classic (2008) lessons, checked against the seed's own examples.

use pocket_arbiter::teach::classic::lessons::*;

#[test]
fn dump() {
    for t in [
        d1_homogeneous_trf(),
        d1_heterogeneous_trf(),
        d2_exchange_trf(),
    ] {
        let tr = read_lesson(&t).unwrap();
        let s = pocket_arbiter::teach::classic::ClassicStudy::pair(
            &tr,
            tr.rounds_paired() + 1,
            &pocket_arbiter::dutch::classic::rules2008::RULES,
        )
        .unwrap();
        for b in &s.brackets {
            for st in &b.steps {
                println!("{:?} {:?}", st.step, st.event);
            }
            println!("--");
        }
        println!("{:?}", s.colours);
        println!("==========");
    }
}
