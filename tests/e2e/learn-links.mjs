// End-to-end tests of issue 23's later parts, registered by run.mjs:
// - Learn's links followed on an open page (a hash change, no reload):
//   exercises, a step of the sample, a classic lesson;
// - the exercises from the seeds' worked examples (BAF 77, C.04.3 art.
//   4.2.2 and 4.3.2), each judged with its rule, at 390 px with axe;
// - a classic lesson's bracket diagram: cards with preferences, trainer
//   mode at 1920×1080 with the keyboard, its link in a fresh browser;
// - the 2026 diagram's exchange matrix (art. 4.3) with the exchange in
//   force highlighted.
// One of them: `E2E_ONLY="links:" node tests/e2e/run.mjs` (or "seed examples", "classic lesson", "exchange matrix").

import { checkScreen } from "./a11y.mjs";

/**
 * @param test  run.mjs's `test(name, fn)`
 * @param h     helpers from run.mjs: { browser(), viewport, newPage, noSidewaysScroll, shot, expect }
 */
export function registerLearnLinkTests(test, h) {
  const { viewport, newPage, noSidewaysScroll, shot, expect } = h;
  const text = async (loc) => (await loc.innerText()).trim();
  const tid = (id) => `[data-testid="${id}"]`;

  /** Follows `hash` on the open page, as a pasted link or a tapped one does. */
  async function follow(page, hash) {
    await page.evaluate((h) => {
      location.hash = h;
    }, hash);
  }

  /** "Step k of n" of a counter. */
  async function counter(page, id) {
    const m = /(\d+)\D+(\d+)/.exec(await text(page.locator(tid(id))));
    expect(m, `counter ${id}`);
    return [Number(m[1]), Number(m[2])];
  }

  async function waitCounter(page, id, k) {
    for (let i = 0; i < 100; i++) {
      const c = await counter(page, id).catch(() => [0, 0]);
      if (c[0] === k) return;
      await page.waitForTimeout(100);
    }
    throw new Error(`${id}: step ${k} not reached (${(await counter(page, id))[0]})`);
  }

  test("links: a hash change on an open page opens exercises, steps and classic lessons", async () => {
    const context = await h.browser().newContext({ viewport });
    const page = await newPage(context, "links");
    await page.click('nav.tabs a[href="#/learn"]');
    await page.locator(tid("learn-lessons")).waitFor();
    const loads = await page.evaluate(() => performance.getEntriesByType("navigation").length);

    await follow(page, "#/learn/exercise/next/3");
    await page.locator(tid("next-candidate")).waitFor({ timeout: 20000 });
    const current = await text(page.locator(tid("next-current")));
    expect(current.length > 0, "the next-candidate exercise shows its step");

    // Another exercise while the exercises are open.
    await follow(page, "#/learn/exercise/seed/5");
    await page.locator(tid("seed-exercise")).waitFor({ timeout: 20000 });
    expect((await text(page.locator(tid("seed-heading")))) === "Seed example 6", "seed example 6 (number 5)");
    expect((await page.locator(tid("next-candidate")).count()) === 0, "the previous exercise is gone");

    // A step of the sample: Explain opens at it; then another step of the same bracket.
    await follow(page, "#/learn/sample/8/4/3");
    await page.locator(tid("diagram")).waitFor({ timeout: 20000 });
    await waitCounter(page, "trace-counter", 3);
    await follow(page, "#/learn/sample/8/4/5");
    await waitCounter(page, "trace-counter", 5);

    // A classic lesson at its step and diagram frame.
    await follow(page, "#/learn/classic/dutch-2006/a8-colour-conflicts/2/3");
    await page.locator(tid("classic-lesson")).waitFor({ timeout: 20000 });
    await waitCounter(page, "classic-lesson-step-counter", 2);
    await waitCounter(page, "cdiagram-counter", 3);

    // From another page: the app goes to Learn and opens the place.
    await page.click('nav.tabs a[href="#/players"]');
    await page.locator('main [data-page="#/players"]').waitFor();
    await follow(page, "#/learn/exercise/seed/0");
    await page.locator(tid("seed-exercise")).waitFor({ timeout: 20000 });
    expect(
      (await page.evaluate(() => performance.getEntriesByType("navigation").length)) === loads,
      "no reload",
    );
    await context.close();
  });

  async function openSeed(page, n) {
    await page.click('nav.tabs a[href="#/learn"]');
    await page.getByRole("button", { name: "Exercises" }).click();
    await page.getByLabel("Exercise: kind").selectOption("seed");
    await page.getByLabel("Exercise: seed").fill(String(n));
    await page.getByRole("button", { name: "New exercise" }).click();
    await page.locator(tid("seed-exercise")).waitFor({ timeout: 20000 });
  }

  /** Answers each option in turn (a fresh exercise each time): [{ label, verdict, why }]. */
  async function everyAnswer(page) {
    const options = page.locator(tid("seed-option"));
    const n = await options.count();
    const names = await options.evaluateAll((bs) => bs.map((b) => b.getAttribute("aria-label")));
    expect(new Set(names).size === n, `option names ${names}`);
    const out = [];
    for (let i = 0; i < n; i++) {
      if (i > 0) {
        await page.getByRole("button", { name: "New exercise" }).click();
        await page.locator(tid("seed-verdict")).waitFor({ state: "detached" });
      }
      await options.nth(i).click();
      const verdict = await text(page.locator(tid("seed-verdict")));
      const why = (await page.locator(tid("seed-why")).count()) ? await text(page.locator(tid("seed-why"))) : "";
      out.push({ label: names[i], verdict, why });
      expect(await options.nth((i + 1) % n).isDisabled(), "answered: options closed");
    }
    return out;
  }

  test("exercise: the seed examples, each judged with its rule, at 390 px", async () => {
    const context = await h.browser().newContext({ viewport });
    const page = await newPage(context, "seed-examples");
    // Number 1: BAF 77 example 1 under the French federation's 1992 rules (TV-08).
    await openSeed(page, 1);
    const heading = await text(page.locator(tid("seed-heading")));
    expect(heading.includes("BAF 77, example 1"), `heading ${heading}`);
    let answers = await everyAnswer(page);
    expect(answers.length >= 2, `${answers.length} options`);
    const right = answers.filter((a) => a.verdict.startsWith("Right"));
    expect(right.length === 1, `${right.length} right`);
    // The seed: 4–1, 11–5, 14 floats down.
    expect(/\b1–4\b|\b4–1\b/.test(right[0].label) && /\b5–11\b|\b11–5\b/.test(right[0].label) && /floats down: 14\b/.test(right[0].label), `right ${right[0].label}`);
    for (const a of answers.filter((a) => !a.verdict.startsWith("Right"))) {
      expect(a.verdict.startsWith("Wrong"), `verdict ${a.verdict}`);
      expect(a.why.length > 0, `no rule for ${a.label}`);
    }
    await noSidewaysScroll(page, "seed example");
    await checkScreen(page, "Learn, an exercise from the seeds' examples");
    await shot(page, "exercise-seed-baf77");
    const href = await page.locator(`${tid("seed-exercise")} ${tid("exercise-link")}`).getAttribute("href");
    expect(href === "#/learn/exercise/seed/1", `link ${href}`);

    // Number 3: the third transposition of S2 = 6…11 (TV-26: 6-7-8-10-9).
    await openSeed(page, 3);
    answers = await everyAnswer(page);
    const third = answers.find((a) => a.verdict.startsWith("Right"));
    expect(third && third.label.endsWith("6-7-8-10-9"), `third ${third && third.label}`);
    for (const a of answers.filter((a) => a !== third)) expect(/^art\. 4\.2\.2: .* number \d+\.$/.test(a.why), `why ${a.why}`);

    // Number 5: art. 4.3.2 a (TV-27: 1↔11 before 4+5↔6+7).
    await openSeed(page, 5);
    answers = await everyAnswer(page);
    const first = answers.find((a) => a.verdict.startsWith("Right"));
    expect(first && first.label.endsWith("1 ↔ 11"), `first ${first && first.label}`);
    const other = answers.find((a) => a !== first);
    expect(other.why.startsWith("art. 4.3.2 a:"), `why ${other.why}`);

    // The link in a fresh browser opens the same example.
    const url = page.url().split("#")[0] + href;
    await context.close();
    const fresh = await h.browser().newContext({ viewport });
    const p2 = await fresh.newPage();
    await p2.goto(url);
    await p2.locator(tid("seed-heading")).waitFor({ timeout: 20000 });
    expect((await text(p2.locator(tid("seed-heading")))) === heading, "same example");
    await fresh.close();
  });

  test("diagram: a classic lesson's bracket in trainer mode, by keyboard, and its link", async () => {
    const context = await h.browser().newContext({ viewport: { width: 1920, height: 1080 } });
    const page = await newPage(context, "classic-lesson-diagram");
    await follow(page, "#/learn/classic/dutch-2006/a8-colour-conflicts/2/1");
    const diagram = page.locator(tid("classic-diagram"));
    await diagram.waitFor({ timeout: 20000 });
    const [, total] = await counter(page, "cdiagram-counter");
    expect(total >= 3, `frames ${total}`);
    // The cards carry the player's colour preference (A7) beside the number.
    const details = await diagram.locator("g.dcard .card-detail").allTextContents();
    const cards = await diagram.locator("g.dcard").count();
    expect(details.length === 2 * cards, `${details.length} detail lines for ${cards} cards`);

    const toggle = page.locator(tid("classic-trainer-toggle"));
    await toggle.click();
    expect((await toggle.getAttribute("aria-pressed")) === "true", "pressed");
    const area = page.locator(tid("classic-diagram-area"));
    const box = await area.boundingBox();
    expect(box.width >= 1900 && box.height >= 1060, `trainer area ${JSON.stringify(box)}`);
    const size = await area.evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
    expect(size >= 20, `font ${size}px`);
    await area.focus();
    await page.keyboard.press("Space");
    await waitCounter(page, "cdiagram-counter", 2);
    await page.keyboard.press("ArrowRight");
    await waitCounter(page, "cdiagram-counter", 3);
    await page.keyboard.press("End");
    await waitCounter(page, "cdiagram-counter", total);
    await page.keyboard.press("Home");
    await waitCounter(page, "cdiagram-counter", 1);
    await page.keyboard.press("ArrowRight");
    await waitCounter(page, "cdiagram-counter", 2);
    await shot(page, "classic-lesson-trainer-1920");
    await checkScreen(page, "Learn, a classic lesson's diagram in trainer mode");
    const href = await page.locator(tid("classic-step-link")).getAttribute("href");
    expect(href === "#/learn/classic/dutch-2006/a8-colour-conflicts/2/2", `link ${href}`);
    const pairs = await diagram.locator(tid("classic-diagram-link")).evaluateAll((ls) => ls.map((l) => l.dataset.pair).join(" "));
    await page.keyboard.press("Escape");
    expect((await toggle.getAttribute("aria-pressed")) === "false", "Esc leaves trainer mode");
    const url = page.url().split("#")[0] + href;
    await context.close();

    const other = await h.browser().newContext({ viewport });
    const fresh = await other.newPage();
    await fresh.goto(url);
    await fresh.locator(tid("classic-diagram")).waitFor({ timeout: 20000 });
    await waitCounter(fresh, "cdiagram-counter", 2);
    const again = await fresh
      .locator(`${tid("classic-diagram")} ${tid("classic-diagram-link")}`)
      .evaluateAll((ls) => ls.map((l) => l.dataset.pair).join(" "));
    expect(again === pairs, `pairs ${again} vs ${pairs}`);
    await noSidewaysScroll(fresh, "classic lesson diagram at 390 px");
    await other.close();
  });

  test("diagram: the 2026 exchange matrix highlights the exchange in force", async () => {
    const context = await h.browser().newContext({ viewport });
    const page = await newPage(context, "exchange-matrix");
    await follow(page, EXCHANGE_STEP);
    await page.locator(tid("diagram")).waitFor({ timeout: 20000 });
    const grid = page.locator(tid("exchange-2026"));
    await grid.waitFor({ timeout: 10000 });
    // "exchange k: 5+4↔6+7" in the step's line; the caption says the same BSNs.
    const alteration = await text(page.locator(tid("alteration")));
    const m = /exchange (\d+): ([\d+]+)↔([\d+]+)/.exec(alteration);
    expect(m, `alteration ${alteration}`);
    const out = m[2].split("+").map(Number);
    const inn = m[3].split("+").map(Number);
    const caption = await text(page.locator(tid("exchange-2026-caption")));
    expect(caption.startsWith(`Exchange ${m[1]} in art. 4.3.2 order`), `caption ${caption}`);
    // The highlighted cells are the rows of those leaving S1 × the columns of those leaving S2.
    const hits = await grid.locator(tid("x26-hit")).count();
    expect(hits === out.length * inn.length, `${hits} cells for ${out}↔${inn}`);
    const rows = await grid.locator("tbody tr").evaluateAll((trs) =>
      trs.map((tr) => [Number(tr.querySelector("th").textContent), [...tr.querySelectorAll("td")].map((td) => td.classList.contains("hl"))]),
    );
    const cols = await grid.locator("thead th").evaluateAll((ths) => ths.map((th) => Number(th.textContent)));
    for (const [bsn, cells] of rows) {
      cells.forEach((hl, j) => expect(hl === (out.includes(bsn) && inn.includes(cols[j])), `cell ${bsn}×${cols[j]}`));
    }
    await noSidewaysScroll(page, "exchange matrix");
    await grid.scrollIntoViewIfNeeded();
    await shot(page, "diagram-exchange-2026");
    await checkScreen(page, "Learn, the 2026 exchange matrix");
    await context.close();
  });
}

/** The first step of the sample drawn with a resident exchange in force (round 2,
 *  bracket 2, step 12; `tests/teach/exchange_grid.rs` checks it). */
const EXCHANGE_STEP = "#/learn/sample/2/2/12";
