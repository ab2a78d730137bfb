// End-to-end tests of trainer mode's presenter note (issue 23), registered
// by run.mjs: round 8, bracket 4 of the built-in sample (Dutch 2026), in
// trainer mode at 1920×1080, stepped by keyboard; at each step the note
// quotes the articles the step applies in the seed's own words (checked
// against ../shared/seeds/003 when it is there), in English and in French;
// axe on the screen. One of them: `E2E_ONLY="presenter note" node tests/e2e/run.mjs`.

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
}
