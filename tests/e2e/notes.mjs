// End-to-end tests of trainer mode's presenter note (issue 23), registered
// by run.mjs: round 8, bracket 4 of the built-in sample (Dutch 2026), in
// trainer mode at 1920×1080, stepped by keyboard; at each step the note
// quotes the articles the step applies in the seed's own words (checked
// against ../shared/seeds/003 when it is there), in English and in French;
// axe on the screen. Then a 2017 bracket (the 2017 text, seed 000) and a
// classic text's bracket pass (dutch-2008, in French only: the English
// screen says so and quotes the French; dutch-2006, in English only, on the
// French screen), each at 1920×1080 with axe.
// One of them: `E2E_ONLY="presenter note" node tests/e2e/run.mjs`.

import { readFileSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { checkScreen } from "./a11y.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const seedFile = path.join(here, "../../../shared/seeds/003_ea8911e018914802.txt");
/** The seed with white space collapsed, or null when ../shared is absent. */
const seed = existsSync(seedFile) ? readFileSync(seedFile, "utf8").replace(/\s+/g, " ") : null;
// The 2017 text (seed 000), its extraction's emphasis marks dropped as the
// notes test does (src/teach/notes.rs `collapse_space`).
const seed2017File = path.join(here, "../../../shared/seeds/000_f588a5eebee1bfe8.txt");
const seed2017 = existsSync(seed2017File)
  ? readFileSync(seed2017File, "utf8").replaceAll("**", "").replace(/\s+/g, " ")
  : null;

/** Seed `name` of ../shared/seeds, white space collapsed (and the emphasis marks dropped, as `collapse_space`), or null when absent. */
function seedText(name) {
  const f = path.join(here, "../../../shared/seeds", name);
  return existsSync(f) ? readFileSync(f, "utf8").replaceAll("**", "").replace(/\s+/g, " ") : null;
}
/** A notes file of public/notes/ as the app fetches it. */
function notesFile(system) {
  return JSON.parse(readFileSync(path.join(here, "../../public/notes", `${system}.json`), "utf8"));
}
/**
 * Each passage of `notes` in `lang` as shown → its keys (an older text's
 * one article can serve two steps: the 1992 text's "C2 : … C3 : …" for
 * 2008's C2 and C3).
 */
function shownPassages(notes, lang) {
  const out = new Map();
  for (const [key, byLang] of Object.entries(notes.passages)) {
    const text = byLang[lang];
    if (text === undefined) continue;
    out.set(text, [...(out.get(text) || []), key]);
  }
  return out;
}

export function registerNotesTests(test, h) {
  const { newPage, shot, expect } = h;

  async function openTrainer(page) {
    await page.click('nav.tabs a[href="#/learn"]');
    await page.click('[data-testid="learn-explain"]');
    const round = page.locator('[data-testid="round"]');
    await round.waitFor();
    await round.selectOption("8");
    await page.locator('[data-testid="bracket-item"]').nth(3).waitFor();
    // The list shows round 8's brackets once the round is opened.
    await page.waitForTimeout(300);
    await page.locator('[data-testid="bracket-item"]').nth(3).click();
    await page.locator('[data-testid="diagram"]').waitFor({ timeout: 20000 });
    await page.click('[data-testid="trainer-toggle"]');
    await page.locator('[data-testid="presenter-note"] [data-testid="note-passage"]').first().waitFor({ timeout: 10000 });
    await page.locator('[data-testid="trainer-area"]').focus();
  }

  /** The note's passages (the language name of a fallback is a child span: left out). */
  async function passages(page) {
    return page.$$eval('[data-testid="presenter-note"] [data-testid="note-passage"]', (ps) =>
      ps.map((p) => ({ lang: p.getAttribute("lang"), text: p.firstChild ? p.firstChild.textContent.trim() : "" })),
    );
  }

  /** What the step shows: its alteration line, its outcome and its criteria tags. */
  async function stepShown(page) {
    const alteration = (await page.locator('[data-testid="alteration"]').innerText()).trim();
    const criteria = await page.locator('[data-testid="criteria"] li').allInnerTexts();
    const tags = criteria.flatMap((c) => [...c.matchAll(/\[?C(\d+)\]?/g)].map((m) => `[C${m[1]}]`));
    return { alteration, tags };
  }

  async function checkStep(page, k, lang) {
    const ps = await passages(page);
    const shown = await stepShown(page);
    expect(ps.length > 0, `step ${k}: no passage`);
    for (const p of ps) {
      if (p.lang) {
        expect(p.lang === lang, `step ${k}: passage in ${p.lang}`);
        if (seed) expect(seed.includes(p.text), `step ${k}: not in seed 003: ${p.text}`);
      }
    }
    const all = ps.map((p) => p.text).join("\n");
    // Every criterion the step lists is quoted with its tag.
    for (const tag of new Set(shown.tags)) {
      expect(all.includes(tag), `step ${k}: ${tag} listed but not quoted: ${all}`);
    }
    return { all, shown };
  }

  test("presenter note: trainer mode quotes each step's articles from the seed, by keyboard, axe at 1920×1080", async () => {
    const context = await h.browser().newContext({ viewport: { width: 1920, height: 1080 }, locale: "en-GB" });
    const page = await newPage(context, "notes-trainer");
    await openTrainer(page);
    // Step 1: the original subgroups, no alteration quoted.
    let { all } = await checkStep(page, 1, "en");
    expect(!/4\.2\.1 A transposition/.test(all), `step 1 quotes a transposition: ${all}`);
    let sawTransposition = false;
    let sawBest = false;
    const counter = page.locator('[data-testid="trace-counter"]');
    const total = Number(/of (\d+)/.exec(await counter.innerText())[1]);
    for (let k = 2; k <= Math.min(total, 10); k++) {
      const before = await counter.innerText();
      await page.keyboard.press("ArrowRight");
      await page.waitForFunction((b) => document.querySelector('[data-testid="trace-counter"]').innerText !== b, before);
      const r = await checkStep(page, k, "en");
      if (r.all.includes("4.2.1 A transposition is a change in the order of the BSNs")) sawTransposition = true;
      if (r.all.includes("3.8.1 Choose the best available candidate")) sawBest = true;
    }
    expect(sawTransposition, "no step quoted art. 4.2");
    expect(sawBest, "no step quoted art. 3.8.1 (a best-so-far candidate)");
    await page.keyboard.press("End");
    await page.waitForTimeout(300);
    await checkStep(page, total, "en");
    await shot(page, "notes-trainer-1920");
    await checkScreen(page, "Learn, trainer mode with the presenter note at 1920×1080");
    await context.close();
  });

  test("presenter note: a bracket stepped by the 2017 rules quotes the 2017 text (seed 000), not 2026's", async () => {
    const context = await h.browser().newContext({ viewport: { width: 1920, height: 1080 }, locale: "en-GB" });
    const page = await newPage(context, "notes-2017");
    // The event of tests/dutch2017_rules.rs: round 3 needs the PPB (bracket 2).
    await page.setInputFiles('[data-testid="import-trf"]', path.join(h.root, "tests/data/explain-2017-ppb.trf"));
    const item = page.locator('[data-testid="tournament"]', { hasText: "Test" });
    await item.waitFor();
    const open = item.getByRole("button", { name: "Open Test", exact: true });
    if (await open.count()) await open.click();
    await item.getByRole("button", { name: "Open now" }).waitFor();
    await page.click('nav.tabs a[href="#/learn"]');
    await page.click('[data-testid="learn-explain"]');
    await page.locator('[data-testid="explain-2017"]').waitFor();
    await page.locator('[data-testid="bracket-item"]').nth(1).click();
    await page.locator('[data-testid="diagram"]').waitFor({ timeout: 20000 });
    await page.click('[data-testid="trainer-toggle"]');
    await page.locator('[data-testid="presenter-note"] [data-testid="note-passage"]').first().waitFor({ timeout: 10000 });
    const note = page.locator('[data-testid="presenter-note"]');
    expect((await note.innerText()).includes("C.04.3 (2017)"), "the note names the 2017 text");
    await page.locator('[data-testid="trainer-area"]').focus();
    const counter = page.locator('[data-testid="trace-counter"]');
    const total = Number((/of (\d+)/.exec(await counter.innerText()) || [0, 1])[1]);
    let quoted = 0;
    for (let k = 1; k <= Math.min(total, 8); k++) {
      if (k > 1) {
        const before = await counter.innerText();
        await page.keyboard.press("ArrowRight");
        await page.waitForFunction((b) => document.querySelector('[data-testid="trace-counter"]').innerText !== b, before);
      }
      const ps = await passages(page);
      const all = ps.map((p) => p.text).join("\n");
      for (const p of ps.filter((p) => p.lang)) {
        expect(!/^\d\.\d/.test(p.text), `step ${k}: a 2026 article quoted: ${p.text}`);
        if (seed2017) {
          for (const piece of p.text.split(" … ")) expect(seed2017.includes(piece), `step ${k}: not in seed 000: ${piece}`);
        }
        quoted += 1;
      }
      // Every 2017 criterion the step lists is quoted with its number.
      const listed = await page.locator('[data-testid="criteria"] li').allInnerTexts();
      for (const c of listed) {
        const n = /^C\.(\d+)/.exec(c.trim());
        if (n) expect(all.includes(`C.${n[1]}`), `step ${k}: C.${n[1]} listed but not quoted: ${all}`);
      }
    }
    expect(quoted > 0, "no 2017 passage quoted");
    await shot(page, "notes-2017-1920");
    await checkScreen(page, "Learn, trainer mode with a 2017 presenter note at 1920×1080");
    await context.close();
  });

  test("presenter note: in French, the seed's French text", async () => {
    const context = await h.browser().newContext({ viewport: { width: 1920, height: 1080 }, locale: "fr-FR" });
    const page = await newPage(context, "notes-trainer-fr");
    await openTrainer(page);
    const title = (await page.locator('[data-testid="presenter-note"] h3').innerText()).trim();
    expect(title === "Note du formateur", `title ${title}`);
    await page.keyboard.press("ArrowRight");
    await page.waitForTimeout(300);
    const { all } = await checkStep(page, 2, "fr");
    expect(all.includes("4.2.1. Une transposition") || all.includes("3.7.3. Si, pour"), `step 2 in French: ${all}`);
    await context.close();
  });

  /**
   * The note's passages checked against notes file `system` in `lang`: each
   * shown passage is one of the file's (so of its text, never another
   * version's) and each of its pieces (split at " … ") is in the seed.
   * Returns each passage's keys.
   */
  async function checkAgainstFile(page, system, lang, where) {
    const notes = notesFile(system);
    const known = shownPassages(notes, lang);
    const text = seedText(notes.seed);
    const keys = [];
    for (const p of await passages(page)) {
      expect(p.lang === lang, `${where}: passage in ${p.lang}`);
      const hit = known.get(p.text);
      expect(hit, `${where}: not a ${system} passage: ${p.text}`);
      if (text) for (const piece of p.text.split(" … ")) expect(text.includes(piece), `${where}: not in ${notes.seed}: ${piece}`);
      keys.push(hit || []);
    }
    expect(keys.length > 0, `${where}: no passage`);
    return keys;
  }

  /** A classic event of 8 players, round 1 played, round 2 paired; Learn opens its first bracket pass in trainer mode. */
  async function openClassic(system, locale, name) {
    const context = await h.browser().newContext({ viewport: { width: 1920, height: 1080 }, locale });
    const page = await newPage(context, name);
    await h.classicRoundTwo(page, "Archive", system);
    await page.click('nav.tabs a[href="#/learn"]');
    await page.click('[data-testid="learn-explain"]');
    const round = page.locator('[data-testid="classic-round"]');
    await round.locator("h2", { hasText: /Round 2|Ronde 2/ }).waitFor({ timeout: 20000 });
    await round.locator('[data-testid="classic-bracket-item"]').first().click();
    await page.locator('[data-testid="classic-diagram"]').waitFor();
    // No note outside trainer mode.
    expect((await page.locator('[data-testid="presenter-note"]').count()) === 0, "a note outside trainer mode");
    await page.click('[data-testid="classic-trainer-toggle"]');
    await page.locator('[data-testid="presenter-note"] [data-testid="note-passage"]').first().waitFor({ timeout: 10000 });
    await page.locator('[data-testid="classic-diagram-area"]').focus();
    return { context, page };
  }

  for (const [system, locale, ui, textLang, only] of [
    ["dutch-2008", "en-GB", "en", "fr", "The app has this text in one language only: French"],
    ["dutch-2006", "fr-FR", "fr", "en", "L’application n’a ce texte qu’en une seule langue\u00a0: anglais"],
  ]) {
    test(`presenter note: a classic text's step (${system}) quotes its own seed in its own language, ${ui} screen, keyboard, axe at 1920×1080`, async () => {
      const { context, page } = await openClassic(system, locale, `notes-${system}-${ui}`);
      // The text is in one language: the note says so in the reader's.
      const said = (await page.locator('[data-testid="note-one-language"]').innerText()).trim();
      expect(said === only, `one-language note: ${said}`);
      const counter = page.locator('[data-testid="cdiagram-counter"]');
      const total = Number((/(\d+)\D*$/.exec(await counter.innerText()) || [0, 1])[1]);
      const seen = new Set();
      for (let k = 1; k <= Math.min(total, 12); k++) {
        if (k > 1) {
          const before = await counter.innerText();
          await page.keyboard.press("ArrowRight");
          await page.waitForFunction((b) => document.querySelector('[data-testid="cdiagram-counter"]').innerText !== b, before);
          await page.waitForTimeout(100);
        }
        const keys = await checkAgainstFile(page, system, textLang, `${system} step ${k}`);
        keys.flat().forEach((key) => seen.add(key));
        // The step's own article (the line above the diagram: "C6 …", "C10.e …") is the first quoted.
        const step = (await page.locator('[data-testid="classic-diagram-step"]').innerText()).trim();
        const label = /^(C\d+(?:\.[a-g])?|C4–C5|A5|E\d)/.exec(step);
        expect(label, `step line ${step}`);
        expect(keys[0].includes(label[1].replace("C4–C5", "C4")), `${system} step ${k}: ${step} quotes ${keys.join(" | ")}`);
        // Never the 2026 or 2017 texts' numbering.
        const shown = (await passages(page)).map((p) => p.text).join("\n");
        expect(!/\[C\d+\]|C\.\d/.test(shown), `${system} step ${k} quotes a newer text: ${shown}`);
      }
      expect(seen.has("C2") && seen.has("C6"), `${system}: ${[...seen]}`);
      if (ui === "en") await shot(page, "notes-classic-trainer-1920");
      await checkScreen(page, `Learn, a classic text's step (${system}) in trainer mode with its presenter note (${ui}) at 1920×1080`);
      await context.close();
    });
  }
}
