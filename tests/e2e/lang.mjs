// Issue 20: French and English everywhere. Walks every screen in French
// and in English (tournaments and their settings, the change log, a new
// event's players and a forbidden pair, rounds after pairing with results,
// the print view, the colour "why" and the shared view of a round, an
// earlier result corrected (the dialog, re-pairing), undo, a change by
// hand, standings with the player card and a tie-break's "how", the
// arbiter's report, Learn with its lessons, a round explained and a
// classic lesson, the bracket diagram and trainer mode, an exercise with
// its verdict, the verifier with a file, a TRF file refused with its line
// and column, a backup that is not JSON refused with its place),
// collects every visible text and accessible name (aria-label, title,
// placeholder, options), and fails on:
//   - a label of the other language's word table (`tests/e2e/words.json`,
//     written and checked up to date by `cargo test --lib lang::ui_tests`)
//     that the shown language writes differently, found as a whole text or,
//     when long, inside one;
//   - a word only the other language uses (MARKERS): the sentences the
//     catalogue builds from data are not in the table, these words catch
//     them.
// ALLOWED lists what may appear anyway, each with its reason.
//
// Also: the browser's language is the first default (a fr-FR context opens
// in French), <html lang> follows, the choice survives a reload, and the
// switch is on every screen with one button per language named in it.
//
//   E2E_ONLY=language node tests/e2e/run.mjs

import { readFileSync } from "node:fs";
import { join } from "node:path";

const PLAYERS = "Anna, 2200\nBoris, 2150\nChloé, 2100\nDavid, 2050\nEmma, 2000\nFélix, 1950\nGina, 1900\n";

/** Words only one language uses: a sentence built from data in the wrong language. */
const MARKERS = {
  fr: /(?<!\p{L})(the|of|and|with|this|is|are|from|round|rounds|player|players|board|boards|not|yet|by|none|Pair|Delete|Edit|Cancel|Save|Open)(?!\p{L})/u,
  en: /(?<!\p{L})(le|la|les|des|du|une|est|sont|pour|avec|ronde|rondes|joueur|joueurs|échiquier|échiquiers|Apparier|Supprimer|Modifier|Annuler|Enregistrer|Ouvrir)(?!\p{L})/u,
};

/**
 * Texts that may appear on the other language's screen, with the reason.
 * Player and event names are chosen without any marker word.
 */
const ALLOWED = [
  { test: /^#$/, why: "a column of numbers is headed # in both languages (the exchanges' table)" },
  { test: /^Pocket Arbiter$/, why: "the app's name" },
  { test: /^English$|^Français$/, why: "the language switch names each language in itself" },
  { test: /^(Blitz|Standard|Score|Pts|Fl\.|TRF|FIDE|NAT|MDP|PSD|PPB|CLB)$/, why: "the same word or code in both languages" },
];

function allowed(text) {
  return ALLOWED.some((a) => a.test.test(text));
}

export function registerLangTests(test, h) {
  const { viewport, newPage, expect, shot } = h;
  const words = JSON.parse(readFileSync(join(h.root, "tests/e2e/words.json"), "utf8"));

  async function gotoTab(page, hash) {
    await page.click(`nav.tabs a[href="${hash}"]`);
    await page.locator(`main [data-page="${hash}"]`).waitFor();
  }

  /** Every visible text line and accessible name of the page. */
  async function collect(page) {
    return page.evaluate(() => {
      const out = new Set();
      for (const line of document.body.innerText.split("\n")) {
        const t = line.trim();
        if (t) out.add(t);
      }
      for (const el of document.querySelectorAll("[aria-label],[title],[placeholder],[alt]")) {
        for (const a of ["aria-label", "title", "placeholder", "alt"]) {
          const v = el.getAttribute(a);
          if (v && v.trim()) out.add(v.trim());
        }
      }
      for (const o of document.querySelectorAll("option")) {
        const t = o.textContent.trim();
        if (t) out.add(t);
      }
      return [...out];
    });
  }

  /** The other language's labels and words found on the page, as messages. */
  function leaks(strings, lang) {
    const other = lang === "fr" ? "en" : "fr";
    const found = [];
    for (const [key, value] of Object.entries(words[other])) {
      const theirs = [value].flat();
      const ours = [words[lang][key]].flat();
      theirs.forEach((t, i) => {
        if (t === ours[i] || allowed(t)) return;
        for (const s of strings) {
          if (s === t || (t.length >= 16 && s.includes(t))) {
            found.push(`label ${key} ${JSON.stringify(t)} in ${JSON.stringify(s)}`);
          }
        }
      });
    }
    for (const s of strings) {
      const m = s.match(MARKERS[lang]);
      if (m && !allowed(s)) found.push(`word ${JSON.stringify(m[1])} in ${JSON.stringify(s)}`);
    }
    return found;
  }

  /** Checks the screen as it is: the switch, <html lang>, no other language. */
  async function screen(page, lang, label, problems) {
    const htmlLang = await page.evaluate(() => document.documentElement.lang);
    expect(htmlLang === lang, `${label}: <html lang="${htmlLang}">, expected ${lang}`);
    const pressed = await page.locator(`header .languages button[aria-pressed="true"]`).getAttribute("data-lang");
    expect(pressed === lang, `${label}: the switch shows ${pressed} pressed`);
    for (const l of leaks(await collect(page), lang)) problems.push(`${label}: ${l}`);
  }

  /** The whole walk in `lang`; returns every problem found. */
  async function walk(page, lang) {
    const problems = [];
    const check = (label) => screen(page, lang, label, problems);
    const appUrl = page.url().split("#")[0];
    await check("tournaments, none yet");
    // A refused form: its error in the language.
    await page.fill('input[name="rounds"]', "0");
    await page.click('form[data-testid="create-form"] button[type="submit"]');
    await page.locator(".field-error").first().waitFor();
    await check("new tournament form with an error");
    await page.fill('input[name="name"]', "Tournoi Anna");
    await page.fill('input[name="rounds"]', "5");
    await page.click('form[data-testid="create-form"] button[type="submit"]');
    await page.locator('[data-testid="tournament"]', { hasText: "Tournoi Anna" }).waitFor();
    await page.locator('[data-testid="settings"]').waitFor();
    await check("tournaments with an event and its settings");
    await page.locator('[data-testid="audit-log"] summary').click();
    await check("change log open");
    // A TRF file refused: the reason with its line and column.
    await page.setInputFiles('[data-testid="import-trf"]', join(h.root, "tests/data/bad/bad_result.trf"));
    await page.locator('[data-testid="notice"]').waitFor();
    await check("a TRF file refused");

    await gotoTab(page, "#/players");
    await check("players, empty");
    // Only the refused line: the paste adds the good lines of a list at once.
    await page.fill('[data-testid="paste"]', "Zoé, lots\n");
    await page.click('[data-testid="add-list"]');
    await page.locator('[data-testid="paste-errors"]').waitFor();
    await check("players, a pasted line refused");
    await page.fill('[data-testid="paste"]', PLAYERS);
    await page.click('[data-testid="add-list"]');
    await page.locator('[data-testid="player"]').nth(6).waitFor();
    await check("players, list");
    await page.locator('[data-testid="player"]').nth(1).locator("button").first().click();
    await page.locator('[data-testid="edit-player"]').waitFor();
    await check("players, editing one");
    await page.reload();
    await page.locator('[data-testid="player"]').nth(6).waitFor();
    // A forbidden pair (issue 21): listed with its rounds.
    const forbid = page.locator('[data-testid="forbid-form"]');
    await forbid.locator("select").nth(0).selectOption("1");
    await forbid.locator("select").nth(1).selectOption("7");
    await page.click('[data-testid="forbid-submit"]');
    await page.locator('[data-testid="forbidden-pair"]').waitFor();
    await check("players, a forbidden pair");

    await gotoTab(page, "#/rounds");
    await check("rounds, nothing paired");
    await page.click('[data-testid="pair"]');
    await page.locator('[data-testid="board"]').nth(2).waitFor();
    await check("rounds, round 1 paired");
    const boards = page.locator('[data-testid="board"]');
    for (let b = 0; b < 3; b++) {
      await boards.nth(b).locator("button.result", { hasText: "1-0" }).first().click();
      await page.locator(`[data-testid="board"]:nth-child(${b + 1})[data-result="1-0"]`).waitFor();
    }
    await boards.first().locator("details.unrated summary").click();
    await check("rounds, results entered, the unrated fold open");
    await page.emulateMedia({ media: "print" });
    await check("rounds, print view");
    await page.emulateMedia({ media: "screen" });
    await page.click('[data-testid="pair"]');
    await page.getByRole("heading", { name: lang === "fr" ? "Ronde 2" : "Round 2", exact: true }).waitFor();
    await check("rounds, round 2 paired");
    await shot(page, `lang-${lang}-rounds`);
    await page.locator('[data-testid="change-by-hand"] > summary').click();
    await check("rounds, a change by hand open");
    await page.locator('[data-testid="change-by-hand"] > summary').click();
    // The colour "why" of a board, for the player and for the arbiter.
    await page.click('[data-testid="why"] > summary');
    await page.locator('[data-testid="why-board"]').first().locator(":scope > summary").click();
    await page.locator('[data-testid="why-board"]').first().locator(".why-arbiter summary").first().click();
    await check("rounds, why these colours");
    // The round shared by a link, opened as a player would.
    await page.click('[data-testid="share-qr-button"]');
    const shareUrl = await page.locator('[data-testid="share-link"]').first().getAttribute("href");
    await page.goto(shareUrl);
    await page.locator('[data-testid="share-boards"]').waitFor({ timeout: 20000 });
    await check("a shared round");
    await page.goto(appUrl);
    await page.locator('nav.tabs a[href="#/rounds"]').waitFor();
    await gotoTab(page, "#/rounds");
    // Round 1's first result changed while round 2 is paired: asked first.
    await page.getByRole("button", { name: lang === "fr" ? "Ronde 1" : "Round 1", exact: true }).click();
    await page.getByRole("heading", { name: lang === "fr" ? "Ronde 1" : "Round 1", exact: true }).waitFor();
    await page.locator('[data-testid="board"]').first().locator("button.result", { hasText: "0-1" }).first().click();
    await page.locator('[data-testid="confirm-correction"]').waitFor();
    await check("rounds, an earlier result corrected: the question");
    await page.click('[data-testid="correct-and-repair"]');
    await page.locator('[data-testid="confirm-correction"]').waitFor({ state: "detached" });
    await page.locator('[data-testid="undo-step"]').first().waitFor();
    await check("rounds, corrected and re-paired, undo offered");
    await page.click('[data-testid="undo-button"]');
    await page.locator('[data-testid="notice"]').waitFor();
    await check("rounds, a change undone");

    await gotoTab(page, "#/standings");
    await page.locator('[data-testid="standing"]').first().waitFor();
    await check("standings and crosstable");
    await page.selectOption('select[name="card-player"]', "2");
    await page.locator('[data-testid="card"]').waitFor();
    await check("standings, player card");
    await page.locator('[data-testid="tb-1-1"]').click();
    await page.locator('[data-testid="how"]').waitFor();
    await check("standings, how a tie-break was computed");
    await shot(page, `lang-${lang}-standings`);

    await gotoTab(page, "#/tournaments");
    await page.click('[data-testid="report-link"]');
    await page.locator('[data-page="#/report"] [data-testid="report"]').waitFor();
    await check("arbiter's report");

    await gotoTab(page, "#/learn");
    await page.locator('[data-testid="lesson-item"]').first().waitFor();
    await check("learn, lessons");
    await page.locator('[data-testid="lesson-item"]').first().click();
    await page.locator('[data-testid="lesson-step-view"]').waitFor();
    await check("learn, a lesson");
    await page.click('[data-testid="lesson-step-next"]');
    await page.locator('[data-testid="browser-counter"]').waitFor();
    await check("learn, a lesson's transpositions");
    await page.click('[data-testid="back-to-lessons"]');
    await page.locator('[data-testid="classic-lesson-item"]').first().click();
    await page.locator('[data-testid="classic-lesson-step-view"]').waitFor();
    await check("learn, a classic lesson");
    await page.click('[data-testid="classic-back-to-lessons"]');
    await page.click('[data-testid="learn-explain"]');
    await page.locator('[data-testid="bracket-item"]').first().waitFor({ timeout: 20000 });
    await check("learn, the event's round explained");
    await page.locator('[data-testid="bracket-item"]').first().click();
    await page.locator('[data-testid="candidate-counter"]').waitFor({ timeout: 20000 });
    await check("learn, a bracket stepped through");
    await shot(page, `lang-${lang}-learn`);
    // The sample's bracket diagram (issue 23), then trainer mode.
    await page.goto(`${appUrl}#/learn/sample/3/1/2`);
    await page.locator('[data-testid="diagram"]').waitFor({ timeout: 20000 });
    await check("learn, the bracket diagram");
    await page.click('[data-testid="trainer-toggle"]');
    await page.locator('[data-testid="trainer-toggle"][aria-pressed="true"]').waitFor();
    await check("learn, trainer mode");
    await page.keyboard.press("Escape");
    // An exercise: every player paired in number order, then judged.
    // The link opens it on the open page (Learn follows `hashchange`).
    await page.goto(`${appUrl}#/learn/exercise/dutch-2026/easy/3`);
    await page.locator('[data-testid="exercise"]').waitFor({ timeout: 20000 });
    await check("learn, an exercise");
    while ((await page.locator('[data-testid="exercise-player"]').count()) > 1) {
      await page.locator('[data-testid="exercise-player"]').nth(0).click();
      await page.locator('[data-testid="exercise-player"]').nth(1).click();
    }
    await page.click('[data-testid="exercise-check"]');
    await page.locator('[data-testid="exercise-verdict"]').waitFor({ timeout: 20000 });
    await check("learn, an exercise judged");
    await page.goto(appUrl);
    await page.locator('nav.tabs a[href="#/tournaments"]').waitFor();

    await gotoTab(page, "#/tournaments");
    await page.click('[data-testid="verify-link"]');
    await page.locator('[data-page="#/verify"]').waitFor();
    await check("verifier");
    await page.setInputFiles('[data-testid="verify-file"]', join(h.root, "tests/data/explain-2017-ppb.trf"));
    await page.locator('[data-testid="verify-summary"]').waitFor({ timeout: 30000 });
    await check("verifier, a file checked");
    await shot(page, `lang-${lang}-verify`);

    // A backup that is not JSON: refused with the place of the fault.
    await gotoTab(page, "#/tournaments");
    await page.setInputFiles('[data-testid="import"]', {
      name: "backup.json",
      mimeType: "application/json",
      buffer: Buffer.from('{"format": "pocket-arbiter-backup",\n  "schema": 1 "tournaments": []}'),
    });
    await page.locator('[data-testid="notice"].error').waitFor();
    await check("a backup refused");
    return problems;
  }

  test("language: a French browser opens in French, the choice is remembered, every screen in French", async () => {
    const context = await h.browser().newContext({ viewport, locale: "fr-FR" });
    const page = await newPage(context, "lang-fr");
    expect((await page.evaluate(() => navigator.language)).startsWith("fr"), "the context's language is French");
    // The switch: one button per language, named in it, 44 px tall.
    const buttons = page.locator("header .languages button");
    expect((await buttons.count()) === 2, "two languages");
    expect((await buttons.nth(0).innerText()).trim() === "English", "English named in English");
    expect((await buttons.nth(1).innerText()).trim() === "Français", "French named in French");
    for (let i = 0; i < 2; i++) {
      const box = await buttons.nth(i).boundingBox();
      expect(box.width >= 44 && box.height >= 44, `language button ${i} is ${box.width}×${box.height}`);
    }
    const problems = await walk(page, "fr");
    expect(!problems.length, `English on French screens:\n${problems.join("\n")}`);
    // English chosen by hand is remembered over the browser's language.
    await page.click('header .languages button[data-lang="en"]');
    await page.locator('nav.tabs a[href="#/tournaments"]', { hasText: "Tournaments" }).waitFor();
    await page.reload();
    await page.locator('nav.tabs a[href="#/tournaments"]', { hasText: "Tournaments" }).waitFor();
    expect((await page.evaluate(() => document.documentElement.lang)) === "en", "<html lang> is en after the reload");
    await context.close();
  });

  test("language: every screen in English", async () => {
    const context = await h.browser().newContext({ viewport, locale: "en-US" });
    const page = await newPage(context, "lang-en");
    const problems = await walk(page, "en");
    expect(!problems.length, `French on English screens:\n${problems.join("\n")}`);
    // Switching re-renders the page in place, in French, with <html lang>.
    await page.click('header .languages button[data-lang="fr"]');
    await page.locator('nav.tabs a[href="#/tournaments"]', { hasText: "Tournois" }).waitFor();
    expect((await page.evaluate(() => document.documentElement.lang)) === "fr", "<html lang> is fr");
    await context.close();
  });
}
