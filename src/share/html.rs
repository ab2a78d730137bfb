//! A self-contained HTML page: inline CSS, no script, and a Content
//! Security Policy that forbids any (`default-src 'none'`), so nothing in
//! the file can run even if a name tried to. Every text given is escaped
//! ([`escape`]); the words come from `lang` already worded.

/// The page's parts, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HtmlPage {
    /// The `lang` attribute (`"en"`, `"fr"`).
    pub lang: &'static str,
    pub title: String,
    /// Lines under the title (event, round, date the file was made).
    pub subtitle: Vec<String>,
    pub sections: Vec<Section>,
}

/// One section of the page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Section {
    /// A heading and a table.
    Table {
        id: &'static str,
        heading: String,
        head: Vec<String>,
        rows: Vec<Vec<String>>,
    },
    /// A heading and, per player, a name that opens their lines.
    Details {
        id: &'static str,
        heading: String,
        items: Vec<(String, Vec<String>)>,
    },
}

/// The export's headings, column heads and labels, worded by each
/// language's catalogue (`lang::catalogue::ShareWords::export_word`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExportWord {
    PairingsOfRound(u32),
    ByName,
    StandingsAfter(u32),
    /// The heading of the players' "why" lines.
    Why,
    RoundOf {
        round: u32,
        total: u32,
    },
    Board,
    Points,
    Result,
    Player,
    Colour,
    Opponent,
    Rank,
    /// The pairing-allocated bye, in a table cell.
    Bye,
    /// What opens each of the arbiter's lines.
    Arbiter,
}

/// `text` with `& < > " '` replaced by their character references: safe in
/// element content and in quoted attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

const STYLE: &str = "body{font:18px/1.4 system-ui,sans-serif;margin:0 auto;padding:12px;max-width:60em;color:#111}\
h1{font-size:1.5em;margin:.2em 0}h2{font-size:1.25em;margin:1em 0 .3em}p.sub{margin:0;color:#444}\
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ccc;padding:.4em .3em;text-align:left;vertical-align:top;overflow-wrap:anywhere}\
details{border-bottom:1px solid #ccc;padding:.4em 0}summary{cursor:pointer;min-height:44px;line-height:44px}\
@media print{body{font-size:14pt;max-width:none}details{break-inside:avoid}}";

/// The whole HTML document.
pub fn render(page: &HtmlPage) -> String {
    let mut out = String::new();
    out.push_str("<!DOCTYPE html>\n<html lang=\"");
    out.push_str(&escape(page.lang));
    out.push_str("\">\n<head>\n<meta charset=\"utf-8\">\n");
    out.push_str("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">\n");
    out.push_str(
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>",
    );
    out.push_str(&escape(&page.title));
    out.push_str("</title>\n<style>");
    out.push_str(STYLE);
    out.push_str("</style>\n</head>\n<body>\n<h1>");
    out.push_str(&escape(&page.title));
    out.push_str("</h1>\n");
    for line in &page.subtitle {
        out.push_str("<p class=\"sub\">");
        out.push_str(&escape(line));
        out.push_str("</p>\n");
    }
    for s in &page.sections {
        match s {
            Section::Table {
                id,
                heading,
                head,
                rows,
            } => {
                out.push_str(&format!("<section id=\"{}\">\n<h2>", escape(id)));
                out.push_str(&escape(heading));
                out.push_str("</h2>\n<table>\n<thead><tr>");
                for h in head {
                    out.push_str("<th>");
                    out.push_str(&escape(h));
                    out.push_str("</th>");
                }
                out.push_str("</tr></thead>\n<tbody>\n");
                for row in rows {
                    out.push_str("<tr>");
                    for cell in row {
                        out.push_str("<td>");
                        out.push_str(&escape(cell));
                        out.push_str("</td>");
                    }
                    out.push_str("</tr>\n");
                }
                out.push_str("</tbody>\n</table>\n</section>\n");
            }
            Section::Details { id, heading, items } => {
                out.push_str(&format!("<section id=\"{}\">\n<h2>", escape(id)));
                out.push_str(&escape(heading));
                out.push_str("</h2>\n");
                for (name, lines) in items {
                    out.push_str("<details><summary>");
                    out.push_str(&escape(name));
                    out.push_str("</summary>\n");
                    for l in lines {
                        out.push_str("<p>");
                        out.push_str(&escape(l));
                        out.push_str("</p>\n");
                    }
                    out.push_str("</details>\n");
                }
                out.push_str("</section>\n");
            }
        }
    }
    out.push_str("</body>\n</html>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const EVIL: &str = "<img src=x onerror=alert(1)>";

    fn page(name: &str) -> HtmlPage {
        HtmlPage {
            lang: "en",
            title: format!("Open {name}"),
            subtitle: vec![format!("Round 3 {name}")],
            sections: vec![
                Section::Table {
                    id: "pairings",
                    heading: "Pairings".into(),
                    head: vec!["Board".into(), "White".into()],
                    rows: vec![vec!["1".into(), name.into()]],
                },
                Section::Details {
                    id: "why",
                    heading: "Why".into(),
                    items: vec![(name.into(), vec![format!("You {name}")])],
                },
            ],
        }
    }

    #[test]
    fn escape_replaces_the_five_characters() {
        assert_eq!(
            escape(r#"<a href="x" title='y'>&</a>"#),
            "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;"
        );
        assert_eq!(escape("Müller-Šašek"), "Müller-Šašek");
    }

    #[test]
    fn no_name_becomes_markup() {
        for name in [
            EVIL,
            "</script><script>alert(1)</script>",
            "\"><b>x</b>",
            "</title>",
        ] {
            let html = render(&page(name));
            // Every tag in the document is one the renderer wrote.
            assert!(!html.contains("<img"), "{html}");
            assert!(!html.contains("<script"), "{html}");
            assert!(!html.contains("<b>"), "{html}");
            assert_eq!(html.matches("</title>").count(), 1);
            // The escaped text is there, as many times as it was given
            // (title twice: <title> and <h1>; subtitle, cell, summary, line).
            assert_eq!(html.matches(&escape(name)).count(), 6, "{html}");
        }
    }

    #[test]
    fn the_page_forbids_scripts_and_holds_every_part() {
        let html = render(&page("Anna"));
        assert!(html.starts_with("<!DOCTYPE html>"));
        assert!(html.contains("content=\"default-src 'none'; style-src 'unsafe-inline'\""));
        assert!(!html.contains("<script"));
        assert!(html.contains("<th>Board</th><th>White</th>"));
        assert!(html.contains("<tr><td>1</td><td>Anna</td></tr>"));
        assert!(html.contains("<details><summary>Anna</summary>\n<p>You Anna</p>"));
        assert!(html.contains("<section id=\"pairings\">"));
    }
}
