// End-to-end tests of the Dutch 2017 lessons in Learn (issue 23), registered
// by run.mjs: the lesson "absent" (5 players, round 2; derived by hand from
// the 2017 text in tests/teach/lesson_checks.rs: in the last bracket 3–4
// fails C.12, 3–5 is chosen) opened from its link, stepped by keyboard at
// 390 px, axe; the lesson "ppb" from the list, its PPB stepped by the 2017
// criteria. One of them: `E2E_ONLY=learn 2017 lesson node tests/e2e/run.mjs`.

import { checkScreen } from "./a11y.mjs";

/**
 * @param test  run.mjs's `test(name, fn)`
 * @param h     helpers from run.mjs: { browser(), base, viewport, newPage, noSidewaysScroll, shot, expect }
 */
export function registerLearn2017Tests(test, h) {
  const { viewport, newPage, noSidewaysScroll, shot, expect } = h;
  const text = async (loc) => (await loc.innerText()).trim();

  async function stepNo(page) {
    const t = await text(page.locator('[data-testid="trace-counter"]'));
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

  const pairs = (page) =>
    page.$$eval('[data-testid="diagram"] [data-testid="diagram-link"]', (ls) => ls.map((l) => l.dataset.pair).sort());
  const criteria = async (page) =>
    (await page.locator('[data-testid="candidate"] [data-testid="criteria"] li').allInnerTexts()).map((c) => c.trim().split(/\s/)[0]);

  test("learn 2017 lesson: the C.12 lesson opened from its link, stepped by keyboard at 390 px, axe", async () => {
    const context = await h.browser().newContext({ viewport });
    const page = await newPage(context, "learn-2017-lesson");
    // Another device's "Link to this step": the last bracket, step 1.
    await page.goto(page.url().split("#")[0] + "#/learn/2017/absent/2/1");
    await page.locator('[data-testid="diagram"]').waitFor({ timeout: 20000 });
    const item = page.locator('[data-testid="lesson-2017-item"][data-lesson="absent"]');
    expect((await item.getAttribute("aria-expanded")) === "true", "the linked lesson is open");
    expect((await text(page.locator('[data-testid="lesson-2017-text"]'))).includes("C.12"), "lesson text");
    let [k, total] = await stepNo(page);
    expect(k === 1 && total === 2, `step ${k} of ${total}`);
    // Step 1: 3–4 (5 would get the PAB, a second downfloat): C.5, C.6, C.12, C.16.
    expect(JSON.stringify(await pairs(page)) === JSON.stringify(["3-4"]), `pairs ${await pairs(page)}`);
    const first = await criteria(page);
    expect(JSON.stringify(first) === JSON.stringify(["C.5", "C.6", "C.12", "C.16"]), `criteria ${first}`);
    // 5 is drawn below "Not paired" with its tags (C.12 C.16): no word of
    // the drawing covers another (the caption once sat on the tags).
    await page.waitForTimeout(600);
    const clashes = await page.$$eval('[data-testid="diagram"] svg text', (ts) => {
      const boxes = ts
        .filter((t) => t.textContent.trim())
        .map((t) => ({ t: t.textContent.trim(), r: t.getBoundingClientRect() }));
      const out = [];
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          const [a, b] = [boxes[i].r, boxes[j].r];
          const apart = a.right <= b.left + 1 || b.right <= a.left + 1 || a.bottom <= b.top + 1 || b.bottom <= a.top + 1;
          if (!apart) out.push(`${boxes[i].t} / ${boxes[j].t}`);
        }
      }
      return out;
    });
    expect(clashes.length === 0, `overlapping words in the diagram: ${clashes.join("; ")}`);
    await page.locator('[data-testid="trainer-area"]').focus();
    await page.keyboard.press("ArrowRight");
    await waitStep(page, 2);
    // Step 2: 3–5, chosen; it no longer fails C.12.
    expect(JSON.stringify(await pairs(page)) === JSON.stringify(["3-5"]), `pairs ${await pairs(page)}`);
    await page.locator('[data-testid="is-chosen"]').waitFor();
    const second = await criteria(page);
    expect(!second.includes("C.12") && !second.includes("C.16"), `criteria ${second}`);
    expect(second.every((c) => /^C\.\d/.test(c)), `2017 criteria: ${second}`);
    const href = await page.locator('[data-testid="step-link"]').getAttribute("href");
    expect(href === "#/learn/2017/absent/2/2", `link ${href}`);
    await page.keyboard.press("Home");
    await waitStep(page, 1);
    await page.keyboard.press("End");
    await waitStep(page, 2);
    await noSidewaysScroll(page, "2017 lesson");
    await page.$eval('[data-testid="trainer-toggle"]', (b) => b.scrollIntoView({ block: "center" }));
    await page.waitForTimeout(500);
    await shot(page, "learn-2017-lesson-phone");
    await checkScreen(page, "Learn, a Dutch 2017 lesson stepped");
    await context.close();
  });

  test("learn 2017 lesson: the PPB lesson from the list opens its PPB, stepped by the 2017 criteria", async () => {
    const context = await h.browser().newContext({ viewport });
    const page = await newPage(context, "learn-2017-ppb");
    await page.click('nav.tabs a[href="#/learn"]');
    await page.click('[data-testid="learn-lessons"]');
    await page.click('[data-testid="lesson-2017-item"][data-lesson="ppb"]');
    await page.locator('[data-testid="diagram"]').waitFor({ timeout: 20000 });
    // The lesson opens bracket 2, the PPB; its chosen pair is 2–3 (C.10).
    await page.locator('[data-testid="trainer-area"]').focus();
    await page.keyboard.press("End");
    const [k, total] = await stepNo(page);
    expect(k === total, `step ${k} of ${total}`);
    await page.locator('[data-testid="trace-chosen"]').click();
    expect(JSON.stringify(await pairs(page)) === JSON.stringify(["2-3"]), `pairs ${await pairs(page)}`);
    for (const c of await page.locator('[data-testid="criteria"] li').allInnerTexts()) {
      expect(/^(C\.\d|A\.9)/.test(c.trim()), `2017 criterion: ${c}`);
    }
    // Back to the round's brackets: the A.9 route, three brackets.
    await page.click('[data-testid="back-to-brackets"]');
    const items = await page.locator('[data-testid="bracket-item"]').allTextContents();
    expect(items.length === 3 && items[1].includes("PPB") && items[2].includes("CLB"), items.join(" | "));
    await noSidewaysScroll(page, "2017 PPB lesson");
    await context.close();
  });
}
