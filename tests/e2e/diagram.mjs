// End-to-end tests of the bracket diagram and trainer mode (issue 23),
// registered by run.mjs: a bracket of the built-in sample (Dutch 2026,
// round 8, bracket 4: three MDPs, no perfect candidate) drawn as S1 facing
// S2, stepped by keyboard, its cards moving between steps (and not under
// reduced motion), trainer mode at 1920×1080, axe on the screen.
// One of them: `E2E_ONLY=diagram node tests/e2e/run.mjs`.

import { checkScreen } from "./a11y.mjs";

/**
 * @param test  run.mjs's `test(name, fn)`
 * @param h     helpers from run.mjs: { browser(), viewport, newPage, noSidewaysScroll, shot, expect, classicRoundTwo }
 */
export function registerDiagramTests(test, h) {
  const { viewport, newPage, noSidewaysScroll, shot, expect } = h;
  const text = async (loc) => (await loc.innerText()).trim();

  /** Opens round 8, bracket 4 of the sample in "Explain a round". */
  async function openBracket(page) {
    await page.click('nav.tabs a[href="#/learn"]');
    await page.click('[data-testid="learn-explain"]');
    const round = page.locator('[data-testid="round"]');
    await round.waitFor();
    await round.selectOption("8");
    await page.locator('[data-testid="brackets"] h2', { hasText: "Round 8" }).waitFor();
    await page.locator('[data-testid="bracket-item"]').nth(3).click();
    await page.locator('[data-testid="diagram"]').waitFor({ timeout: 20000 });
  }

  /** The step counter's k of "Step k of n". */
  async function stepNo(page) {
    const t = await text(page.locator('[data-testid="trace-counter"]'));
    const m = /Step (\d+) of (\d+)/.exec(t);
    expect(m, `counter: ${t}`);
    return [Number(m[1]), Number(m[2])];
  }

  /** Each card's place, by pairing number. */
  async function places(page) {
    return page.$$eval('[data-testid="diagram"] g.dcard', (gs) =>
      Object.fromEntries(gs.map((g) => [g.dataset.tpn, g.style.transform])),
    );
  }

  async function waitStep(page, k) {
    for (let i = 0; i < 60; i++) {
      if ((await stepNo(page))[0] === k) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`step ${k} not reached: ${(await stepNo(page))[0]}`);
  }

  test("diagram: a bracket is drawn S1 facing S2, each link where the candidate pairs", async () => {
    const context = await h.browser().newContext({ viewport });
    const page = await newPage(context, "diagram");
    await openBracket(page);
    const rows = await page.locator('[data-testid="bracket-table"] tbody tr').count();
    const [, total] = await stepNo(page);
    expect(total >= 4, `steps ${total}`);
    let sawBreak = false;
    let sawWorse = false;
    for (let k = 1; k <= Math.min(total, 12); k++) {
      if (k > 1) {
        await page.click('[data-testid="trace-next"]');
        await waitStep(page, k);
      }
      // Every player of the table once.
      const cards = await page.locator('[data-testid="diagram"] g.dcard').count();
      expect(cards === rows, `step ${k}: ${cards} cards for ${rows} players`);
      // The links are the candidate's pairs, in order (chips read "a–b").
      const chips = (await page.locator('[data-testid="candidate"] [data-testid="pair"] > span').allInnerTexts())
        .map((s) => s.replace("–", "-"));
      const links = await page.$$eval('[data-testid="diagram-link"]', (ls) => ls.map((l) => l.dataset.pair));
      expect(JSON.stringify(links) === JSON.stringify(chips), `step ${k}: links ${links} chips ${chips}`);
      const outcome = await text(page.locator('[data-testid="outcome"]'));
      const breaks = await page.locator('[data-testid="diagram-link"].breaks').count();
      if (outcome === "Illegal") {
        // art. 3.4: the illegal pair is the marked chip, and its tag names C1 or C3.
        expect(breaks === 1, `step ${k}: ${breaks} breaking links on an illegal step`);
        const tag = ((await page.locator('[data-testid="diagram-link"].breaks .link-tag').textContent()) || "").trim();
        expect(/^C[13]$/.test(tag), `tag ${tag}`);
        const illegalChip = await text(page.locator('[data-testid="candidate"] .pair.illegal > span'));
        const pair = await page.locator('[data-testid="diagram-link"].breaks').getAttribute("data-pair");
        expect(illegalChip.replace("–", "-") === pair, `${illegalChip} vs ${pair}`);
        sawBreak = true;
      } else {
        expect(breaks === 0, `step ${k}: a legal step has a breaking link`);
      }
      // A link failing a quality criterion names it, and the step lists it too.
      const worse = await page.locator('[data-testid="diagram-link"].worse .link-tag').allTextContents();
      expect(worse.length === 0 || /^(Not perfect|Perfect)/.test(outcome), `step ${k}: marks on a step not evaluated (${outcome})`);
      if (worse.length) {
        sawWorse = true;
        const criteria = (await page.locator('[data-testid="criteria"] li').allInnerTexts()).join(" ");
        for (const tag of worse) {
          for (const c of tag.split(" ")) expect(criteria.includes(c), `step ${k}: ${c} not in ${criteria}`);
        }
      }
      // The text equivalent has one sentence per link at least.
      const said = await page.locator('[data-testid="diagram-text"] li').count();
      expect(said >= links.length, `step ${k}: ${said} sentences for ${links.length} links`);
    }
    expect(sawWorse, "no link failing a quality criterion in the first steps");
    expect(sawBreak || total > 0, "stepped");
    await noSidewaysScroll(page, "diagram");
    await page.locator('[data-testid="diagram"]').scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await shot(page, "diagram-phone");
    await checkScreen(page, "Learn, bracket diagram");
    await context.close();
  });

  test("diagram: the keyboard steps, cards move, trainer mode fills the screen", async () => {
    const context = await h.browser().newContext({ viewport: { width: 1920, height: 1080 } });
    const page = await newPage(context, "diagram-trainer");
    await openBracket(page);
    const area = page.locator('[data-testid="trainer-area"]');
    await area.focus();
    const [, total] = await stepNo(page);
    const before = await places(page);
    await page.keyboard.press("ArrowRight");
    await waitStep(page, 2);
    await page.keyboard.press("Space");
    await waitStep(page, 3);
    await page.keyboard.press("ArrowLeft");
    await waitStep(page, 2);
    await page.keyboard.press("End");
    await waitStep(page, total);
    const after = await places(page);
    const moved = Object.keys(before).filter((t) => before[t] !== after[t]);
    expect(moved.length > 0, "no card moved between the first and the last step");
    await page.keyboard.press("Home");
    await waitStep(page, 1);
    // The cards move with a transition.
    const transition = await page.$eval('[data-testid="diagram"] g.dcard', (g) => getComputedStyle(g).transitionProperty);
    expect(transition.includes("transform"), `transition ${transition}`);

    const toggle = page.getByRole("button", { name: "Trainer mode" });
    await toggle.click();
    expect((await toggle.getAttribute("aria-pressed")) === "true", "pressed");
    const box = await area.boundingBox();
    expect(box.width >= 1900 && box.height >= 1060, `trainer area ${JSON.stringify(box)}`);
    const size = await area.evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
    expect(size >= 20, `font ${size}px`);
    await area.focus();
    await page.keyboard.press("ArrowRight");
    await waitStep(page, 2);
    await page.waitForTimeout(500);
    await shot(page, "diagram-trainer-1920");
    await checkScreen(page, "Learn, trainer mode at 1920×1080");
    await page.keyboard.press("Escape");
    expect((await toggle.getAttribute("aria-pressed")) === "false", "Esc leaves trainer mode");
    await context.close();
  });

  test("diagram: a step's link opens the same bracket and step in a fresh browser", async () => {
    const context = await h.browser().newContext({ viewport });
    const page = await newPage(context, "diagram-link");
    await openBracket(page);
    await page.click('[data-testid="trace-next"]');
    await waitStep(page, 2);
    await page.click('[data-testid="trace-next"]');
    await waitStep(page, 3);
    const href = await page.locator('[data-testid="step-link"]').getAttribute("href");
    expect(href === "#/learn/sample/8/4/3", `link ${href}`);
    const title = await text(page.locator('[data-testid="bracket"] h2'));
    const pairs = await page.$$eval('[data-testid="diagram-link"]', (ls) => ls.map((l) => l.dataset.pair).join(" "));
    const url = page.url().split("#")[0] + href;
    await context.close();

    const other = await h.browser().newContext({ viewport });
    const fresh = await other.newPage();
    await fresh.goto(url);
    await fresh.locator('[data-testid="diagram"]').waitFor({ timeout: 20000 });
    expect((await stepNo(fresh))[0] === 3, `step ${(await stepNo(fresh))[0]}`);
    expect((await text(fresh.locator('[data-testid="bracket"] h2'))) === title, "same bracket");
    const again = await fresh.$$eval('[data-testid="diagram-link"]', (ls) => ls.map((l) => l.dataset.pair).join(" "));
    expect(again === pairs, `pairs ${again} vs ${pairs}`);
    await other.close();
  });

  test("diagram: no movement under prefers-reduced-motion", async () => {
    const context = await h.browser().newContext({ viewport, reducedMotion: "reduce" });
    const page = await newPage(context, "diagram-reduced");
    await openBracket(page);
    const duration = await page.$eval('[data-testid="diagram"] g.dcard', (g) => getComputedStyle(g).transitionDuration);
    expect(duration === "0s", `transition ${duration}`);
    await context.close();
  });

  // The classic texts (issue 23, part 2): a dutch-2006 round's bracket pass
  // drawn from its C1–C14 trace at 390 px, stepped by keyboard, axe.
  test("diagram: a classic text's bracket (dutch-2006) stepped by keyboard at 390 px", async () => {
    const context = await h.browser().newContext({ viewport });
    const page = await newPage(context, "diagram-classic");
    await h.classicRoundTwo(page, "Archive 2006", "dutch-2006");
    await page.click('nav.tabs a[href="#/learn"]');
    await page.click('[data-testid="learn-explain"]');
    const round = page.locator('[data-testid="classic-round"]');
    await round.locator("h2", { hasText: "Round 2" }).waitFor({ timeout: 20000 });
    await round.locator('[data-testid="classic-bracket-item"]').first().click();
    const diagram = page.locator('[data-testid="classic-diagram"]');
    await diagram.waitFor();
    const counter = page.locator('[data-testid="cdiagram-counter"]');
    const stepNo = async () => {
      const m = /(\d+)\D+(\d+)/.exec(await text(counter));
      return [Number(m[1]), Number(m[2])];
    };
    const [first, total] = await stepNo();
    expect(first === 1 && total >= 3, `steps ${first}/${total}`);
    // Every player of the bracket drawn once.
    const tpns = await diagram.locator("g.dcard").evaluateAll((gs) => gs.map((g) => g.dataset.tpn));
    expect(tpns.length >= 2 && new Set(tpns).size === tpns.length, `cards ${tpns}`);
    // Each card: its number and score before the round (1 or 0 after round 1), then its colour preference.
    const details = await diagram.locator("g.dcard .card-detail").allTextContents();
    const scores = details.filter((_, i) => i % 2 === 0);
    expect(details.length === 2 * tpns.length && scores.every((d) => /(^|· )[01]$/.test(d.trim())), `card details ${details.join(" | ")}`);
    // Keyboard: → steps, End goes to the last step, Home back to the first.
    const area = page.locator('[data-testid="classic-diagram-area"]');
    await area.focus();
    await page.keyboard.press("ArrowRight");
    expect((await stepNo())[0] === 2, "→ steps");
    await page.keyboard.press("End");
    expect((await stepNo())[0] === total, "End");
    // The last step accepts the bracket's pairing (C6): fine links, each
    // pair's players on one row; its sentence list says so for a screen reader.
    const step = await text(page.locator('[data-testid="classic-diagram-step"]'));
    const links = diagram.locator('[data-testid="classic-diagram-link"]');
    const n = await links.count();
    expect(n >= 1, `links at the last step: ${step}`);
    expect((await diagram.locator(".link.breaks").count()) === 0, "no breaking link in the accepted pairing");
    const sentences = await diagram.locator('[data-testid="classic-diagram-text"] li').allTextContents();
    expect(sentences.length >= n, `text equivalent: ${sentences.join(" | ")}`);
    for (const pair of await links.evaluateAll((ls) => ls.map((l) => l.dataset.pair))) {
      const [a, b] = pair.split("-");
      expect(sentences.some((s) => s.includes(a) && s.includes(b)), `sentence for ${pair}`);
    }
    // Walk back to a rejected candidate, if any: its red line names the text's article.
    for (let k = total; k > 1; k--) {
      if ((await diagram.locator(".link.breaks").count()) > 0) {
        const tag = (await diagram.locator(".link.breaks .link-tag").first().textContent()).trim();
        expect(/^(B1a|B2|A7\.d)/.test(tag), `breaking tag ${tag}`);
        break;
      }
      await page.keyboard.press("ArrowLeft");
    }
    await page.keyboard.press("Home");
    expect((await stepNo())[0] === 1, "Home");
    // The C10 ladder of the 2006 text is listed, in its own letters.
    const rungs = await diagram.locator('[data-testid="c10-rung"]').allTextContents();
    expect(rungs.length >= 5 && rungs.every((r) => /C1?\d/.test(r)), `ladder: ${rungs.join(" | ")}`);
    await noSidewaysScroll(page, "classic diagram");
    await shot(page, "diagram-classic-2006");
    await checkScreen(page, "Learn, a classic text's bracket diagram");
    await context.close();
  });
}
