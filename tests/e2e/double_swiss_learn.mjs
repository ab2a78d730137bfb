// End-to-end tests of "Explain a round" for the Double-Swiss system
// (issue 23), registered by run.mjs: the lesson "Rematches" (six players,
// all first matches drawn; round 2 checked by hand in
// tests/teach/double_swiss.rs: 1–4 rejected by [C1], 2–4 by [C3], pairing
// 1–5 2–6 3–4), stepped by keyboard at 390 px, its diagram, trainer mode
// with the presenter note at 1920×1080, the step's link in a fresh browser,
// axe. One of them: `E2E_ONLY=double-swiss node tests/e2e/run.mjs`.

import { checkScreen } from "./a11y.mjs";

/**
 * @param test  run.mjs's `test(name, fn)`
 * @param h     helpers from run.mjs: { browser(), viewport, newPage, noSidewaysScroll, shot, expect }
 */
export function registerDoubleSwissLearnTests(test, h) {
  const { viewport, newPage, noSidewaysScroll, shot, expect } = h;
  const text = async (loc) => (await loc.innerText()).trim();

  /** Opens the lesson "Rematches" and its bracket. */
  async function openLesson(page) {
    await page.click('nav.tabs a[href="#/learn"]');
    await page.click('[data-testid="learn-lessons"]');
    await page.click('[data-testid="ds-lesson-item"][data-lesson="rematches"]');
    await page.locator('[data-testid="ds-round"]').waitFor();
    await page.locator('[data-testid="ds-bracket-item"]').first().click();
    await page.locator('[data-testid="ds-diagram"]').waitFor({ timeout: 20000 });
  }

  async function stepNo(page) {
    const t = await text(page.locator('[data-testid="ds-counter"]'));
    const m = /(\d+)\D+(\d+)/.exec(t);
    expect(m, `counter: ${t}`);
    return [Number(m[1]), Number(m[2])];
  }

  async function waitStep(page, k) {
    for (let i = 0; i < 60; i++) {
      if ((await stepNo(page))[0] === k) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`step ${k} not reached: ${(await stepNo(page))[0]}`);
  }

  const links = (page) =>
    page.$$eval('[data-testid="ds-link"]', (ls) =>
      ls.map((l) => `${l.dataset.pair}${l.classList.contains("breaks") ? ":" + l.querySelector(".link-tag").textContent.trim() : ""}`),
    );

  const places = (page) =>
    page.$$eval('[data-testid="ds-diagram"] g.dcard', (gs) => Object.fromEntries(gs.map((g) => [g.dataset.tpn, g.style.transform])));

  test("double-swiss learn: a lesson's bracket stepped by keyboard, each rejected pair naming its criterion, at 390 px", async () => {
    const context = await h.browser().newContext({ viewport });
    const page = await newPage(context, "ds-learn");
    await openLesson(page);
    // Steps (hand-checked): 1 no upfloater; 2–4 top members 1, 2, 3;
    // 5 1–4 [C1]; 6 1–5; 7 2–4 [C3]; 8 2–6; 9 3–4.
    const [, total] = await stepNo(page);
    expect(total === 9, `steps ${total}`);
    const cards = await page.locator('[data-testid="ds-diagram"] g.dcard').count();
    expect(cards === 6, `${cards} cards`);
    const first = await places(page);
    const area = page.locator('[data-testid="ds-trainer-area"]');
    await area.focus();
    const want = {
      5: ["1-4:C1"],
      6: ["1-5"],
      7: ["1-5", "2-4:C3"],
      8: ["1-5", "2-6"],
      9: ["1-5", "2-6", "3-4"],
    };
    for (let k = 2; k <= total; k++) {
      await page.keyboard.press(k % 2 ? "Space" : "ArrowRight");
      await waitStep(page, k);
      const got = await links(page);
      if (want[k]) expect(JSON.stringify(got) === JSON.stringify(want[k]), `step ${k}: ${got}`);
      else expect(got.length === 0, `step ${k}: ${got}`);
      const breaks = await page.locator('[data-testid="ds-step"]').getAttribute("data-breaks");
      const tag = (want[k] || []).map((l) => l.split(":")[1]).find(Boolean) || "";
      expect(breaks === tag, `step ${k}: step breaks ${breaks}, want ${tag}`);
      // The text equivalent names the rejected pair's criterion.
      if (tag) {
        const said = (await page.locator('[data-testid="ds-diagram-text"] li').allTextContents()).join(" ");
        expect(said.includes(`[${tag}]`), `step ${k}: ${said}`);
      }
    }
    const last = await places(page);
    const moved = Object.keys(first).filter((t) => first[t] !== last[t]);
    expect(moved.length > 0, "no card moved between the first and the last step");
    await page.keyboard.press("Home");
    await waitStep(page, 1);
    await page.keyboard.press("End");
    await waitStep(page, total);
    await page.keyboard.press("ArrowLeft");
    await waitStep(page, total - 1);
    // The colours of the round: 4.3.4 twice, 4.3.2 once.
    const colours = (await page.locator('[data-testid="ds-colour"]').allInnerTexts()).join("\n");
    expect((colours.match(/4\.3\.4/g) || []).length === 2 && colours.includes("4.3.2"), colours);
    const transition = await page.$eval('[data-testid="ds-diagram"] g.dcard', (g) => getComputedStyle(g).transitionProperty);
    expect(transition.includes("transform"), `transition ${transition}`);
    await noSidewaysScroll(page, "double-swiss learn");
    // The trainer bar and the diagram below it, clear of the sticky title
    // bar (a control half under it is "obscured" for axe's target-size).
    await page.$eval('[data-testid="ds-trainer-toggle"]', (b) => b.scrollIntoView({ block: "center" }));
    await page.waitForTimeout(500);
    await shot(page, "double-swiss-diagram-phone");
    await checkScreen(page, "Learn, Double-Swiss bracket diagram");
    await context.close();
  });

  test("double-swiss learn: why not X–Y? answered from the record with its criterion and article, at 390 px", async () => {
    const context = await h.browser().newContext({ viewport });
    const page = await newPage(context, "ds-why-not");
    await page.click('nav.tabs a[href="#/learn"]');
    await page.click('[data-testid="learn-lessons"]');
    await page.click('[data-testid="ds-lesson-item"][data-lesson="rematches"]');
    await page.locator('[data-testid="ds-why-not"]').waitFor();
    // Derived by hand in tests/teach/double_swiss.rs: 1–4 met ([C1]); 2–4
    // leaves 3–6, who met ([C3]); 1 took 5 before 6 (art. 3.6.3); the tops
    // are 1, 2, 3, so 4 is never a top member.
    const ask = async (x, y) => {
      await page.locator('[data-testid="ds-why-x"]').selectOption(String(x));
      await page.locator('[data-testid="ds-why-y"]').selectOption(String(y));
      await page.click('[data-testid="ds-why-ask"]');
      const answer = page.locator('[data-testid="ds-why-answer"]');
      await answer.waitFor();
      return text(answer);
    };
    const w14 = await ask(4, 1);
    expect(w14.includes("1–4 was tried and rejected: [C1]") && w14.includes("art. 3.6.4"), `why not 1–4: ${w14}`);
    const w24 = await ask(2, 4);
    expect(w24.includes("2–4 was tried and rejected: [C3]"), `why not 2–4: ${w24}`);
    const w16 = await ask(1, 6);
    expect(w16.includes("1 took 5") && w16.includes("art. 3.6.3"), `why not 1–6: ${w16}`);
    // 4 is larger than the last top member 3: never tried as a top member.
    const w45 = await ask(5, 4);
    expect(w45.includes("4 would be the top member") && w45.includes("before 4 was reached"), `why not 4–5: ${w45}`);
    const w33 = await ask(3, 3);
    expect(w33 === "Pick two different players.", `why not 3–3: ${w33}`);
    expect((await page.locator('[data-testid="ds-why-not"] [aria-live="polite"] [data-testid="ds-why-answer"]').count()) === 1, "the answer is announced");
    await page.locator('[data-testid="ds-why-answer"]').scrollIntoViewIfNeeded();
    await noSidewaysScroll(page, "double-swiss why not");
    await checkScreen(page, "Learn, Double-Swiss why not");
    await context.close();
  });

  test("double-swiss learn: trainer mode with the seed's wording at 1920×1080, and the step's link on another device", async () => {
    const context = await h.browser().newContext({ viewport: { width: 1920, height: 1080 }, locale: "en-GB" });
    const page = await newPage(context, "ds-trainer");
    await openLesson(page);
    const area = page.locator('[data-testid="ds-trainer-area"]');
    const toggle = page.locator('[data-testid="ds-trainer-toggle"]');
    await toggle.click();
    expect((await toggle.getAttribute("aria-pressed")) === "true", "pressed");
    const box = await area.boundingBox();
    expect(box.width >= 1900 && box.height >= 1060, `trainer area ${JSON.stringify(box)}`);
    const size = await area.evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
    expect(size >= 20, `font ${size}px`);
    await area.focus();
    for (let k = 2; k <= 5; k++) {
      await page.keyboard.press("ArrowRight");
      await waitStep(page, k);
    }
    // Step 5: 1–4 rejected by [C1]; the note quotes art. 3.6.3 and [C1] from seed 003.
    const passage = page.locator('[data-testid="note-passage"]');
    await passage.first().waitFor({ timeout: 10000 });
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="note-passage"]')].some((p) => p.textContent.includes("[C1]")));
    const all = (await passage.allTextContents()).join("\n");
    expect(all.includes("2.1.1 [C1] See the Basic Rules for Swiss, Article 2"), all);
    expect(all.includes("3.6.3 Pairings are sorted by the lexicographic order of their identifiers"), all);
    await page.waitForTimeout(500);
    await shot(page, "double-swiss-trainer-1920");
    await checkScreen(page, "Learn, Double-Swiss trainer mode at 1920×1080");
    const href = await page.locator('[data-testid="ds-step-link"]').getAttribute("href");
    expect(href === "#/learn/ds/rematches/1/5", `link ${href}`);
    await page.keyboard.press("Escape");
    expect((await toggle.getAttribute("aria-pressed")) === "false", "Esc leaves trainer mode");
    const url = page.url().split("#")[0] + href;
    await context.close();

    const other = await h.browser().newContext({ viewport });
    const fresh = await other.newPage();
    await fresh.goto(url);
    await fresh.locator('[data-testid="ds-diagram"]').waitFor({ timeout: 20000 });
    expect((await stepNo(fresh))[0] === 5, `step ${(await stepNo(fresh))[0]}`);
    const got = await links(fresh);
    expect(JSON.stringify(got) === JSON.stringify(["1-4:C1"]), `links ${got}`);
    await other.close();
  });
}
