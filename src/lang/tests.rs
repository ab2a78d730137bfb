//! The language mechanism: tags, the locale default.

use super::Lang;

fn env<'a>(vars: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
    move |name| {
        vars.iter()
            .find(|(k, _)| *k == name)
            .map(|(_, v)| v.to_string())
    }
}

#[test]
fn each_language_has_its_own_name_and_tag() {
    assert_eq!(Lang::En.name(), "English");
    assert_eq!(Lang::Fr.name(), "Français");
    assert_eq!(Lang::En.tag(), "en");
    assert_eq!(Lang::Fr.tag(), "fr");
    for l in Lang::ALL {
        assert_eq!(Lang::from_tag(l.tag()), Some(l));
    }
}

#[test]
fn tags_and_locale_names_read_their_primary_language() {
    assert_eq!(Lang::from_tag("fr-CA"), Some(Lang::Fr));
    assert_eq!(Lang::from_tag("fr_FR.UTF-8"), Some(Lang::Fr));
    assert_eq!(Lang::from_tag("fr_BE@euro"), Some(Lang::Fr));
    assert_eq!(Lang::from_tag("EN_gb"), Some(Lang::En));
    assert_eq!(Lang::from_tag("C"), None);
    assert_eq!(Lang::from_tag("de_DE.UTF-8"), None);
    assert_eq!(Lang::from_tag("frisian"), None);
}

#[test]
fn the_locale_follows_lc_all_then_lc_messages_then_lang() {
    assert_eq!(Lang::from_locale(env(&[])), Lang::En);
    assert_eq!(Lang::from_locale(env(&[("LANG", "fr_FR.UTF-8")])), Lang::Fr);
    assert_eq!(
        Lang::from_locale(env(&[("LANG", "fr_FR.UTF-8"), ("LC_MESSAGES", "en_US")])),
        Lang::En
    );
    assert_eq!(
        Lang::from_locale(env(&[
            ("LANG", "en_US"),
            ("LC_MESSAGES", "fr_CH"),
            ("LC_ALL", "")
        ])),
        Lang::Fr,
        "an empty LC_ALL is not set (POSIX)"
    );
    assert_eq!(
        Lang::from_locale(env(&[("LC_ALL", "C"), ("LANG", "fr_FR")])),
        Lang::En,
        "LC_ALL=C decides: English"
    );
    assert_eq!(Lang::from_locale(env(&[("LANG", "de_DE")])), Lang::En);
}
