// End-to-end test of the 2008 Dutch rules (issue 15, items 5 and 6),
// registered by run.mjs: an event created with the dutch-2008 system (the
// superseded note, no acceleration, and why), a round paired, and its Learn
// results, round 2, the standings and the TRF export as for any system, and
// the Learn trace: the C-steps of seed 004 with their counters, and the
// colour rule E1–E5 of every board. Then a lesson on the seed's examples.
// At 390×844.

import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * @param test  run.mjs's `test(name, fn)`
 * @param h     helpers from run.mjs: { browser(), root, viewport, newPage, noSidewaysScroll, shot, expect }
 */
export function registerLearn2008Tests(test, h) {
  const { viewport, newPage, noSidewaysScroll, shot, expect } = h;
  const text = async (loc) => (await loc.innerText()).trim();

  test("learn 2008: a dutch-2008 round is paired and its C1–C14 trace and E-rules shown", async () => {
    const context = await h.browser().newContext({ viewport });
    const page = await newPage(context, "learn-2008");
    await page.fill('input[name="name"]', "Archive 2008");
    await page.fill('input[name="rounds"]', "5");
    await page.selectOption('select[name="system"]', "dutch-2008");
    // The rules are superseded: the form says so before the event exists.
    await page.locator('form[data-testid="create-form"] [data-testid="superseded-note"]').waitFor();
    await page.click('form[data-testid="create-form"] button[type="submit"]');
    const item = page.locator('[data-testid="tournament"]', { hasText: "Archive 2008" });
    await item.waitFor();
    const meta = await item.locator(".meta").first().innerText();
    expect(meta.includes("2008"), `summary names the 2008 rules: ${meta}`);
    // Settings: superseded, and no acceleration with the reason.
    await page.locator('[data-testid="settings"] [data-testid="superseded-note"]').waitFor();
    await page.locator('[data-testid="settings"] [data-testid="no-acceleration"]').waitFor();
    expect((await page.locator('[data-testid="settings"] input[name="baku"]').count()) === 0, "no Baku checkbox");
    await noSidewaysScroll(page, "2008 settings");
    await shot(page, "learn-2008-settings");

    await page.click('nav.tabs a[href="#/players"]');
    await page.fill('[data-testid="paste"]', "Ann, 1800\nBen, 2100\nCat, 1950\nDan, 2000\nEve, 1700\nFay, 2050\nGus, 1600\n");
    await page.click('[data-testid="add-list"]');
    await page.locator('[data-testid="player"]').nth(6).waitFor();
    await page.click('nav.tabs a[href="#/rounds"]');
    await page.click('[data-testid="pair"]');
    await page.locator('[data-testid="board"]').nth(2).waitFor();

    // Results as for any system: the higher-rated player wins every board;
    // then round 2 is paired, the standings rank, and the TRF keeps the system.
    const rows = page.locator('[data-testid="board"]');
    for (let b = 0; b < (await rows.count()); b++) {
      await rows.nth(b).locator("button.result", { hasText: "1-0" }).first().click();
      await page.locator(`[data-testid="board"]:nth-child(${b + 1})[data-result="1-0"]`).waitFor();
    }
    await page.click('[data-testid="pair"]');
    await page.locator("h2, h3", { hasText: "Round 2" }).first().waitFor();
    await page.click('nav.tabs a[href="#/standings"]');
    await page.locator('[data-testid="standing"]').nth(6).waitFor();
    await noSidewaysScroll(page, "2008 standings");
    await page.click('nav.tabs a[href="#/tournaments"]');
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.click('[data-testid="export-trf"]'),
    ]);
    const trfPath = join(h.root, "tests/e2e/output/learn2008.trf");
    await download.saveAs(trfPath);
    const trf = readFileSync(trfPath, "utf8");
    expect(trf.includes("192 FIDE_DUTCH_2008"), `TRF names the system:\n${trf.slice(0, 300)}`);

    await page.click('nav.tabs a[href="#/learn"]');
    await page.click('[data-testid="learn-explain"]');
    const round = page.locator('[data-testid="classic-round"]');
    // The latest round first: every board has its rule E1–E5.
    await round.locator("h2", { hasText: "Round 2" }).waitFor({ timeout: 20000 });
    const later = await round.locator('[data-testid="classic-colour"]').allTextContents();
    expect(later.length === 3 && later.every((c) => /E[1-5]/.test(c)), `round 2 colours: ${later.join(" | ")}`);
    await page.locator('[data-testid="round"]').selectOption("1");
    await round.locator("h2", { hasText: "Round 1" }).waitFor({ timeout: 20000 });
    // Round 1: every board's colours by E5 (the initial colour).
    const colours = await round.locator('[data-testid="classic-colour"]').allTextContents();
    expect(colours.length === 3, `three boards: ${colours.join(" | ")}`);
    expect(colours.every((c) => c.includes("E5")), `round 1 colours by E5: ${colours.join(" | ")}`);
    await round.locator('[data-testid="classic-bye"]').waitFor();
    // The bracket's steps: C2 first, with the counters of C2.
    const brackets = round.locator('[data-testid="classic-bracket-item"]');
    expect((await brackets.count()) >= 1, "a bracket");
    await brackets.first().click();
    expect((await brackets.first().getAttribute("aria-expanded")) === "true", "bracket expanded");
    const steps = round.locator('[data-testid="classic-step"]');
    await steps.first().waitFor();
    const first = await text(round.locator('[data-testid="classic-cstep"]').first());
    expect(first === "C2", `first step is C2: ${first}`);
    const counters = await text(steps.first().locator(".counters"));
    expect(/^P0 3 · M0 0 · P1 3 · M1 0 · X1 \d+/.test(counters), `C2 counters: ${counters}`);
    const cs = await round.locator('[data-testid="classic-cstep"]').allTextContents();
    expect(cs.includes("C6"), `a C6 step: ${cs.join(" ")}`);
    await noSidewaysScroll(page, "2008 trace");
    await shot(page, "learn-2008-trace");

    // A lesson on the seed's own example (D2 exchanges and DIFFERENZ).
    await page.click('[data-testid="learn-lessons"]');
    const lessons = page.locator('[data-testid="classic-lessons-dutch-2008"] [data-testid="classic-lesson-item"]');
    await lessons.first().waitFor();
    expect((await lessons.count()) === 4, `four 2008 lessons, got ${await lessons.count()}`);
    await lessons.nth(2).click();
    const view = page.locator('[data-testid="classic-lesson-step-view"]');
    expect((await text(view)).includes("5 ↔ 6 (DIFFERENZ 1)"), "TV-17's first exchange");
    // The last step: the lesson's tournament, paired by the engine with an exchange (C8.a).
    const counter = page.locator('[data-testid="classic-lesson-step-counter"]');
    expect((await text(counter)) === "Step 1 of 5", `counter: ${await text(counter)}`);
    for (let k = 2; k <= 5; k++) {
      await page.click('[data-testid="classic-lesson-step-next"]');
      await page.locator('[data-testid="classic-lesson-step-counter"]', { hasText: `Step ${k} of 5` }).waitFor();
    }
    expect((await text(view)).includes("C8.a"), `engine step shows the exchange: ${await text(view)}`);
    await noSidewaysScroll(page, "2008 lesson");
    await shot(page, "learn-2008-lesson");

    // The French federation's 1992 rules: BAF 80's exchanges with real
    // pairing numbers (TV-05: 9 ↔ 10 first), then BAF 77's first example
    // paired by the engine (TV-08: 4–1, 11–5, 14 moved down).
    await page.click('[data-testid="classic-back-to-lessons"]');
    const ffe = page.locator('[data-testid="classic-lessons-dutch-1992-ffe"] [data-testid="classic-lesson-item"]');
    await ffe.first().waitFor();
    expect((await ffe.count()) === 7, `seven French 1992 lessons, got ${await ffe.count()}`);
    await page.click('[data-testid="classic-lessons-dutch-1992-ffe"] [data-lesson="baf80-real-numbers"]');
    expect((await text(view)).includes("a) 9 ↔ 10"), `BAF 80's first exchange: ${await text(view)}`);
    await page.click('[data-testid="classic-back-to-lessons"]');
    await page.click('[data-testid="classic-lessons-dutch-1992-ffe"] [data-lesson="a8-colour-conflicts"]');
    expect((await text(view)).includes("x = 1"), `BAF 77's x: ${await text(view)}`);
    for (let k = 2; k <= 3; k++) {
      await page.click('[data-testid="classic-lesson-step-next"]');
      await page.locator('[data-testid="classic-lesson-step-counter"]', { hasText: `Step ${k} of 3` }).waitFor();
    }
    const last = await text(view);
    expect(last.includes("4 White, 1 Black") && last.includes("11 White, 5 Black") && last.includes("moved down: 14"),
      `BAF 77 example 1's boards: ${last}`);
    await noSidewaysScroll(page, "French 1992 lesson");
    await shot(page, "learn-1992-ffe-lesson");
    await context.close();
  });
}
