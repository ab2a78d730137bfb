// End-to-end tests of the Learn page (issue 6), registered by run.mjs:
// a lesson stepped and paged, a bracket of the built-in sample opened and
// stepped through, a colour explanation, a "why not", a round of the
// arbiter's own tournament, and a round paired under the 2017 rules
// (imported from a TRF file). At 390×844, screenshots in tests/e2e/output/.

import { join } from "node:path";
import { checkScreen } from "./a11y.mjs";

/**
 * @param test  run.mjs's `test(name, fn)`
 * @param h     helpers from run.mjs: { browser(), root, viewport, newPage, noSidewaysScroll, shot, expect, createTournament }
 */
export function registerLearnTests(test, h) {
  const { viewport, newPage, noSidewaysScroll, shot, expect, createTournament } = h;

  const text = async (loc) => (await loc.innerText()).trim();

  /** Waits until `loc`'s text differs from `before`; returns the new text. */
  async function changed(loc, before, what) {
    for (let i = 0; i < 50; i++) {
      const now = await text(loc);
      if (now !== before) return now;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`${what} did not change from ${JSON.stringify(before)}`);
  }

  test("learn: a lesson is stepped and its 720 transpositions paged to the end", async () => {
    const context = await h.browser().newContext({ viewport });
    const page = await newPage(context, "learn-lesson");
    await page.click('nav.tabs a[href="#/learn"]');
    const items = page.locator('[data-testid="lesson-item"]');
    await items.first().waitFor();
    expect((await items.count()) === 5, `five lessons, got ${await items.count()}`);
    await noSidewaysScroll(page, "lesson list");
    await shot(page, "learn-lessons");

    await items.first().click();
    const counter = page.locator('[data-testid="lesson-step-counter"]');
    expect((await text(counter)) === "Step 1 of 5", `counter: ${await text(counter)}`);
    await page.click('[data-testid="lesson-step-next"]');
    expect((await changed(counter, "Step 1 of 5", "step counter")) === "Step 2 of 5", "step 2");
    const entries = page.locator('[data-testid="browser-counter"]');
    expect((await text(entries)) === "Entries 1–10 of 720", `entries: ${await text(entries)}`);
    const seq = page.locator('[data-testid="sequence"] li');
    expect((await text(seq.nth(2))) === "6-7-8-10-9", `third transposition: ${await text(seq.nth(2))}`);
    await page.click('[data-testid="browser-next"]');
    expect((await changed(entries, "Entries 1–10 of 720", "page")) === "Entries 11–20 of 720", "page 2");
    await page.fill('[data-testid="browser-goto"]', "720");
    await page.press('[data-testid="browser-goto"]', "Enter");
    expect((await changed(entries, "Entries 11–20 of 720", "goto")) === "Entries 711–720 of 720", "last page");
    const marked = page.locator('[data-testid="sequence"] li.hl');
    expect((await marked.count()) === 1 && (await text(marked)) === "11-10-9-8-7", `720th: ${await text(marked)}`);
    await noSidewaysScroll(page, "lesson step");
    await shot(page, "learn-lesson-transpositions");

    // The slider jumps; the exchange lesson compares by art. 4.3.2 rules.
    await page.click('[data-testid="back-to-lessons"]');
    await items.nth(2).click();
    await page.click('[data-testid="lesson-step-next"]');
    await page.locator('[data-testid="comparison-rule"]').waitFor();
    expect((await text(page.locator('[data-testid="comparison-rule"]'))).includes("rule a"), "rule a");
    await noSidewaysScroll(page, "exchange lesson");
    await shot(page, "learn-lesson-exchanges");

    // The worked bracket: table, then candidates, then the choice.
    await page.click('[data-testid="back-to-lessons"]');
    await items.nth(3).click();
    await page.locator('[data-testid="bracket-table"]').waitFor();
    await noSidewaysScroll(page, "worked bracket table");
    const last = Number((await text(counter)).split(" of ")[1]);
    await page.locator('[data-testid="lesson-step-range"]').fill(String(last));
    expect((await changed(counter, "Step 1 of " + last, "range")) === `Step ${last} of ${last}`, "slider to the end");
    expect((await text(page.locator(".step-title"))) === "The choice", "last step is the choice");
    await shot(page, "learn-lesson-bracket-choice");
    await context.close();
  });

  test("learn: its module is fetched only when Learn opens, and Learn works again after leaving and returning", async () => {
    const context = await h.browser().newContext({ viewport });
    // Every file the page asks for (served by the network or the service
    // worker), not the service worker's own fetches (it stores Learn's
    // module for offline use in the background, after the page has loaded).
    const asked = [];
    context.on("request", (r) => {
      if (!r.serviceWorker()) asked.push(new URL(r.url()).pathname);
    });
    const page = await newPage(context, "learn-module");
    const learnFiles = () => asked.filter((p) => p.startsWith("/pocket-arbiter-learn"));
    // The app is up and has been used: no file of Learn's module was asked for.
    await page.click('nav.tabs a[href="#/players"]');
    await page.locator('[data-page="#/players"]').waitFor();
    await page.click('nav.tabs a[href="#/tournaments"]');
    await page.locator('[data-page="#/tournaments"]').waitFor();
    expect(asked.some((p) => /^\/pocket-arbiter-web-.*_bg\.wasm$/.test(p)), `the app's wasm was fetched: ${asked}`);
    expect(learnFiles().length === 0, `Learn's module fetched before Learn opened: ${learnFiles()}`);

    await page.click('nav.tabs a[href="#/learn"]');
    const items = page.locator('[data-page="#/learn"] [data-testid="lesson-item"]');
    await items.first().waitFor();
    expect(learnFiles().includes("/pocket-arbiter-learn_bg.wasm"), `Learn's wasm fetched when Learn opened: ${learnFiles()}`);
    expect((await page.locator('[data-testid="learn-loading"]').count()) === 0, "no Loading… once shown");
    await items.first().click();
    await page.locator('[data-testid="lesson-step-counter"]').waitFor();

    // Left: the page is gone (unmounted); back: it is drawn again, working,
    // from the module already loaded (not fetched again).
    const fetched = learnFiles().length;
    await page.click('nav.tabs a[href="#/standings"]');
    await page.locator('[data-page="#/standings"]').waitFor();
    expect((await page.locator('[data-testid="lesson-item"], [data-testid="lesson-step-counter"]').count()) === 0, "Learn left the page");
    await page.click('nav.tabs a[href="#/learn"]');
    await items.first().waitFor();
    expect((await items.count()) === 5, `five lessons again, got ${await items.count()}`);
    expect(learnFiles().length === fetched, `the module is loaded once: ${learnFiles()}`);
    await items.first().click();
    const counter = page.locator('[data-testid="lesson-step-counter"]');
    expect((await text(counter)) === "Step 1 of 5", `counter: ${await text(counter)}`);
    await page.click('[data-testid="lesson-step-next"]');
    expect((await changed(counter, "Step 1 of 5", "step counter")) === "Step 2 of 5", "step 2 after returning");
    // A link to a place in Learn followed on the open page reaches the module.
    await page.evaluate(() => (location.hash = "#/learn/sample/3/1/2"));
    await page.locator('[data-page="#/learn"] [data-testid="diagram"]').waitFor({ timeout: 20000 });
    // Twice more away and back (its listeners are removed each time: a
    // dropped closure called would be a console error).
    for (const tab of ["#/players", "#/tournaments"]) {
      await page.click(`nav.tabs a[href="${tab}"]`);
      await page.locator(`[data-page="${tab}"]`).waitFor();
      await page.evaluate(() => window.dispatchEvent(new HashChangeEvent("hashchange")));
      await page.click('nav.tabs a[href="#/learn"]');
      await page.locator('[data-page="#/learn"] [data-testid="learn-lessons"]').waitFor();
    }
    expect((await page.locator('[data-testid="learn-lessons"]').count()) === 1, "one Learn page on screen");
    await context.close();
  });

  test("learn: offline without a copy of its module, Learn says so in the page's language, and loads on a later visit", async () => {
    // No service worker and Learn's files refused: the network is down and
    // nothing was stored. The page is watched here, not by run.mjs's console
    // check: the refused fetch is logged by the browser, as expected.
    const context = await h.browser().newContext({ viewport, serviceWorkers: "block", locale: "fr-FR" });
    await context.route(/\/pocket-arbiter-learn/, (r) => r.abort());
    const page = await context.newPage();
    const errors = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(h.base());
    await page.locator("nav.tabs a").first().waitFor();
    await page.click('nav.tabs a[href="#/learn"]');
    const message = page.locator('[data-page="#/learn"] [data-testid="learn-unavailable"] [role="alert"]');
    await message.waitFor();
    const said = await text(message);
    expect(said.startsWith("La page Apprendre n'a pas pu être chargée\u00a0:"), `the message, in French: ${said}`);
    expect((await page.locator('[data-testid="learn-loading"]').count()) === 0, "no Loading… left");
    expect(errors.length > 0 && errors.every((e) => e.includes("net::ERR_FAILED")), `only the refused fetch: ${errors}`);
    // The network is back: leaving and returning loads the module.
    await context.unroute(/\/pocket-arbiter-learn/);
    await page.click('nav.tabs a[href="#/players"]');
    await page.locator('[data-page="#/players"]').waitFor();
    await page.click('nav.tabs a[href="#/learn"]');
    await page.locator('[data-page="#/learn"] [data-testid="lesson-item"]').first().waitFor();
    expect((await page.locator('[data-testid="learn-unavailable"]').count()) === 0, "the message is gone");
    expect(errors.every((e) => e.includes("net::ERR_FAILED")), `no other console error: ${errors}`);
    await context.close();
  });

  test("learn: a bracket of the sample is stepped through, colours and why-not answered", async () => {
    const context = await h.browser().newContext({ viewport });
    const page = await newPage(context, "learn-explain");
    await page.click('nav.tabs a[href="#/learn"]');
    await page.click('[data-testid="learn-explain"]');
    // No tournament of one's own: the built-in sample, its last round.
    const source = page.locator('[data-testid="source"]');
    await source.waitFor();
    expect((await source.locator("option").count()) === 1, "only the sample");
    const round = page.locator('[data-testid="round"]');
    expect((await round.inputValue()) === "9", `default round ${await round.inputValue()}`);
    await round.selectOption("8");
    await page.locator('[data-testid="brackets"] h2', { hasText: "Round 8" }).waitFor();
    const brackets = page.locator('[data-testid="bracket-item"]');
    expect((await brackets.count()) >= 4, `brackets: ${await brackets.count()}`);
    await noSidewaysScroll(page, "bracket list");
    await shot(page, "learn-explain-round");

    // Bracket 4 of round 8: three MDPs, no perfect candidate (art. 3.8).
    await brackets.nth(3).click();
    const counter = page.locator('[data-testid="candidate-counter"]');
    await counter.waitFor({ timeout: 20000 });
    const steps = page.locator('[data-testid="trace-counter"]');
    const total = Number((await text(steps)).split(" of ")[1]);
    expect(total >= 4, `steps: ${await text(steps)}`);
    expect((await page.locator('[data-testid="bracket-table"] tbody tr').count()) >= 4, "table rows");
    expect((await text(page.locator('[data-testid="parameters"]'))).includes("MaxPairs"), "parameters");
    await noSidewaysScroll(page, "bracket");
    await shot(page, "learn-bracket-first");

    const pairsText = async () =>
      (await page.locator('[data-testid="candidate"] [data-testid="pair"]').allInnerTexts()).join(" | ");
    const seenCounters = new Set([await text(counter)]);
    const seenPairs = new Set([await pairsText()]);
    for (let i = 0; i < 3; i++) {
      const before = await text(counter);
      await page.click('[data-testid="trace-next"]');
      seenCounters.add(await changed(counter, before, "candidate counter"));
      seenPairs.add(await pairsText());
    }
    expect(seenCounters.size === 4, `counters: ${[...seenCounters]}`);
    expect(seenPairs.size >= 2, `pairs never changed: ${[...seenPairs]}`);
    expect((await page.locator('[data-testid="criteria"] li').count()) > 0 ||
      (await text(page.locator('[data-testid="outcome"]'))).length > 0, "outcome shown");
    await shot(page, "learn-bracket-step4");
    await page.click('[data-testid="trace-prev"]');
    expect((await text(steps)).startsWith("Step 3 "), `back: ${await text(steps)}`);

    // Jump to the chosen candidate, with the reason.
    await page.click('[data-testid="trace-chosen"]');
    await page.locator('[data-testid="is-chosen"]').waitFor();
    const verdict = await text(page.locator('[data-testid="verdict"]'));
    expect(verdict.startsWith("Chosen") && verdict.includes("3.8"), `verdict: ${verdict}`);
    expect(verdict.includes("engine pairs the same"), `agrees: ${verdict}`);
    await noSidewaysScroll(page, "chosen");
    await shot(page, "learn-bracket-chosen");

    // Tap a pair: its colours by art. 5.2.
    const chips = page.locator('[data-testid="candidate"] [data-testid="pair"]');
    const pairs = (await chips.allInnerTexts()).map((t) => t.split("\n")[0].split("–").map(Number));
    expect(pairs.length >= 2, `chosen pairs: ${JSON.stringify(pairs)}`);
    await chips.first().click();
    const sheet = page.locator('[data-testid="colour-explanation"]');
    await sheet.waitFor();
    const rule = await text(sheet.locator('[data-testid="colour-rule"]'));
    expect(/art\. 5\.2\.[1-5]/.test(rule), `rule: ${rule}`);
    expect((await text(sheet.locator('[data-testid="colour-text"]'))).includes("5.2."), "rule text");
    await noSidewaysScroll(page, "colours");
    await shot(page, "learn-colours");
    await page.click('[data-testid="close-colours"]');
    await sheet.waitFor({ state: "detached" });

    // Why not the first pair's S1 player with the second pair's S2 player?
    const [x, y] = [pairs[0][0], pairs[1][1]];
    await page.locator('[data-testid="why-x"]').selectOption(String(x));
    await page.locator('[data-testid="why-y"]').selectOption(String(y));
    await page.click('[data-testid="why-ask"]');
    const answer = page.locator('[data-testid="why-answer"]');
    await answer.waitFor({ timeout: 20000 });
    const why = await text(answer);
    expect(/\bC\d+\b|generated later|art\. 3\.8/.test(why), `why not ${x}–${y}: ${why}`);
    await answer.scrollIntoViewIfNeeded();
    await noSidewaysScroll(page, "why not");
    await shot(page, "learn-why-not");
    await context.close();
  });

  test("learn: a round of the open tournament is explained", async () => {
    const context = await h.browser().newContext({ viewport });
    const page = await newPage(context, "learn-own");
    await createTournament(page, "Learn Open", "5");
    await page.click('nav.tabs a[href="#/players"]');
    await page.fill('[data-testid="paste"]', "Ann, 1800\nBen, 2100\nCat, 1950\nDan, 2000\nEve, 1700\nFay, 2050\nGus, 1600\n");
    await page.click('[data-testid="add-list"]');
    await page.locator('[data-testid="player"]').nth(6).waitFor();
    await page.click('nav.tabs a[href="#/rounds"]');
    await page.click('[data-testid="pair"]');
    await page.locator('[data-testid="board"]').nth(2).waitFor();

    await page.click('nav.tabs a[href="#/learn"]');
    await page.click('[data-testid="learn-explain"]');
    const source = page.locator('[data-testid="source"]');
    await source.waitFor();
    expect((await source.inputValue()) === "open", `source: ${await source.inputValue()}`);
    await page.locator('[data-testid="brackets"] h2', { hasText: "Round 1" }).waitFor();
    // The boards of the round, and the bye: tap the first board for its colours.
    await page.locator('[data-testid="brackets"] [data-testid="pair"]').first().click();
    const rule = await text(page.locator('[data-testid="colour-rule"]'));
    expect(rule.includes("5.2.5"), `round 1 colours come from the initial colour: ${rule}`);
    await page.click('[data-testid="close-colours"]');
    await page.locator('[data-testid="bracket-item"]').first().click();
    await page.locator('[data-testid="candidate-counter"]').waitFor({ timeout: 20000 });
    const verdict = await text(page.locator('[data-testid="verdict"]'));
    expect(verdict.startsWith("Chosen") && verdict.includes("engine pairs the same"), `verdict: ${verdict}`);
    await noSidewaysScroll(page, "own round");
    await shot(page, "learn-own-round");
    // Switching to the sample and back keeps working.
    await page.click('[data-testid="back-to-brackets"]');
    await source.selectOption("sample");
    await page.locator('[data-testid="brackets"] h2', { hasText: "Round 9" }).waitFor();
    await source.selectOption("open");
    await page.locator('[data-testid="brackets"] h2', { hasText: "Round 1" }).waitFor();
    await context.close();
  });

  test("learn: a round paired under the 2017 rules shows its A.9 route and PSDs, and steps its PPB by the 2017 criteria", async () => {
    const context = await h.browser().newContext({ viewport });
    const page = await newPage(context, "learn-2017");
    // The event of tests/dutch2017_rules.rs: round 3 needs the PPB and the CLB.
    await page.setInputFiles('[data-testid="import-trf"]', join(h.root, "tests/data/explain-2017-ppb.trf"));
    const item = page.locator('[data-testid="tournament"]', { hasText: "Test" });
    await item.waitFor();
    // An import opens the tournament when none is open; open it otherwise.
    const open = item.getByRole("button", { name: "Open Test", exact: true });
    if (await open.count()) await open.click();
    await item.getByRole("button", { name: "Open now" }).waitFor();
    await page.click('nav.tabs a[href="#/learn"]');
    await page.click('[data-testid="learn-explain"]');
    await page.locator('[data-testid="brackets"] h2', { hasText: "Round 3" }).waitFor();
    await page.locator('[data-testid="explain-2017"]').waitFor();
    const items = await page.locator('[data-testid="bracket-item"]').allTextContents();
    expect(items.length === 3, `three brackets: ${items.join(" | ")}`);
    expect(items[0].includes("C.7") && items[0].includes("PSD 1, 1"), `top bracket: ${items[0]}`);
    expect(items[1].includes("PPB") && items[1].includes("PSD 1½, 1, ½"), `PPB: ${items[1]}`);
    expect(items[2].includes("CLB") && items[2].includes("PSD 1, ½"), `CLB: ${items[2]}`);
    // Colours by E.1–E.5; stepping a bracket judges by the 2017 criteria (C.n).
    await page.locator('[data-testid="brackets"] [data-testid="pair"]').first().click();
    const rule = await text(page.locator('[data-testid="colour-rule"]'));
    expect(rule.includes(": E.") && rule.includes("2026 art. 5.2."), `colour rule: ${rule}`);
    await page.click('[data-testid="close-colours"]');
    await page.locator('[data-testid="bracket-item"]').nth(1).click();
    await page.locator('[data-testid="diagram"]').waitFor({ timeout: 20000 });
    const counter = page.locator('[data-testid="trace-counter"]');
    const first = await text(counter);
    // Every criterion a step names is a 2017 one (C.1–C.19), never a 2026 [Cn].
    const named = async () => {
      for (const c of await page.locator('[data-testid="criteria"] li').allInnerTexts()) {
        expect(/^C\.\d/.test(c.trim()), `2017 criterion: ${c}`);
      }
      const tags = await page.locator('[data-testid="diagram"] text').allTextContents();
      expect(!tags.some((t) => /\bC\d/.test(t)), `diagram tags: ${tags.join(" | ")}`);
      // The parameters, the step's outcome and the bracket's verdict cite
      // the 2017 text (B.1, B.2, B.4, B.8, C.4), never the 2026 art. 3.x.
      for (const id of ["parameters", "outcome", "verdict"]) {
        const line = await text(page.locator(`[data-testid="${id}"]`).first());
        expect(!/art\. 3|\bC\d/.test(line), `2017 ${id}: ${line}`);
      }
      const params = await text(page.locator('[data-testid="parameters"]'));
      expect(params.includes("(B.1)") && params.includes("(B.2)"), `2017 parameters: ${params}`);
    };
    await named();
    const steps = Number((/of (\d+)/.exec(first) || [0, 1])[1]);
    if (steps > 1) {
      await page.locator('[data-testid="trainer-area"]').focus();
      await page.keyboard.press("End");
      const last = await changed(counter, first, "the step counter after End");
      await named();
      await page.keyboard.press("Home");
      await changed(counter, last, "the step counter after Home");
    }
    await checkScreen(page, "Learn, a 2017 bracket stepped");
    // "Why not 1–4?" by the 2017 text (tests/teach/dutch2017_why_not.rs derives it):
    // in the PPB, worse than 2–3 on C.10 (B.8); 1–2 met (C.1).
    const whyNot = async (x, y) => {
      await page.locator('[data-testid="why-x"]').selectOption(String(x));
      await page.locator('[data-testid="why-y"]').selectOption(String(y));
      await page.click('[data-testid="why-ask"]');
      const answer = page.locator('[data-testid="why-answer"]');
      await answer.waitFor({ timeout: 20000 });
      return text(answer);
    };
    const why14 = await whyNot(1, 4);
    expect(why14.includes("on C.10") && why14.endsWith("(B.8)."), `why not 1–4: ${why14}`);
    expect(!/\bC\d/.test(why14) && !why14.includes("art. 3.8"), `2017 terms only: ${why14}`);
    const why12 = await whyNot(1, 2);
    expect(why12.includes("C.1 (they met in round 2)"), `why not 1–2: ${why12}`);
    await page.locator('[data-testid="why-answer"]').scrollIntoViewIfNeeded();
    await checkScreen(page, "Learn, a 2017 why-not answered");
    await noSidewaysScroll(page, "2017 round");
    await shot(page, "learn-2017-round");
    await context.close();
  });
}
