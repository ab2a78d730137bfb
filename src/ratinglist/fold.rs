//! The key a name is indexed and searched by: lower case, accents dropped
//! (`é` → `e`, `ß` → `ss`), every run of other characters (comma, space,
//! hyphen, dot) one space, none at either end. "Carlsen, Magnus",
//! "CARLSEN Magnus" and "carlsen magnus" have the same key.

/// Appends the key of `name` to `out`.
pub fn fold_into(name: &str, out: &mut String) {
    let start = out.len();
    // A separator is written only before the next letter.
    let mut gap = false;
    for c in name.chars() {
        if c.is_ascii_alphanumeric() {
            if gap && out.len() > start {
                out.push(' ');
            }
            gap = false;
            out.push(c.to_ascii_lowercase());
        } else if c.is_alphanumeric() {
            if gap && out.len() > start {
                out.push(' ');
            }
            gap = false;
            match base_letters(c) {
                Some(s) => out.push_str(s),
                None => out.extend(c.to_lowercase()),
            }
        } else {
            gap = true;
        }
    }
}

/// The key of `name` as a new string.
pub fn fold(name: &str) -> String {
    let mut s = String::with_capacity(name.len());
    fold_into(name, &mut s);
    s
}

/// The plain letters of an accented Latin letter (Latin-1 Supplement and
/// Latin Extended-A, the letters of the federations' romanised names).
fn base_letters(c: char) -> Option<&'static str> {
    Some(match c {
        'À'..='Å' | 'à'..='å' | 'Ā'..='ą' => "a",
        'Æ' | 'æ' => "ae",
        'Ç' | 'ç' | 'Ć'..='č' => "c",
        'Ď'..='đ' | 'Ð' | 'ð' => "d",
        'È'..='Ë' | 'è'..='ë' | 'Ē'..='ě' => "e",
        'Ĝ'..='ģ' => "g",
        'Ĥ'..='ħ' => "h",
        'Ì'..='Ï' | 'ì'..='ï' | 'Ĩ'..='ı' => "i",
        'Ĳ' | 'ĳ' => "ij",
        'Ĵ' | 'ĵ' => "j",
        'Ķ' | 'ķ' => "k",
        'Ĺ'..='ł' => "l",
        'Ñ' | 'ñ' | 'Ń'..='ŋ' => "n",
        'Ò'..='Ö' | 'Ø' | 'ò'..='ö' | 'ø' | 'Ō'..='ő' => "o",
        'Œ' | 'œ' => "oe",
        'Ŕ'..='ř' => "r",
        'Ś'..='š' => "s",
        'ß' => "ss",
        'Ţ'..='ŧ' => "t",
        'Þ' | 'þ' => "th",
        'Ù'..='Ü' | 'ù'..='ü' | 'Ũ'..='ų' => "u",
        'Ŵ' | 'ŵ' => "w",
        'Ý' | 'ý' | 'ÿ' | 'Ŷ'..='Ÿ' => "y",
        'Ź'..='ž' => "z",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::fold;

    #[test]
    fn case_punctuation_and_spaces_are_one_key() {
        assert_eq!(fold("Carlsen, Magnus"), "carlsen magnus");
        assert_eq!(fold("  CARLSEN   Magnus "), "carlsen magnus");
        assert_eq!(fold("Vachier-Lagrave, Maxime"), "vachier lagrave maxime");
    }

    #[test]
    fn accents_are_dropped() {
        assert_eq!(fold("Müller, Jürgen"), "muller jurgen");
        assert_eq!(fold("Świercz, Dariusz"), "swiercz dariusz");
        assert_eq!(fold("Đukić, Nikola"), "dukic nikola");
        assert_eq!(fold("Straße"), "strasse");
        assert_eq!(fold("Ødegaard"), "odegaard");
    }

    #[test]
    fn other_scripts_are_lower_cased() {
        assert_eq!(fold("Карлсен"), "карлсен");
    }
}
