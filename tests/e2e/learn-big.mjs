// Learn's "Explain a round" of a big event (issue 17): the round is opened
// in the Web Worker (the engine pairs it again there, `RoundOverview`), so
// the page shows "Working…" with Cancel and keeps responding.
//
// The event comes from the native generator (`pocket-arbiter generate`)
// through the app's TRF import, as compute.mjs's tests do:
// LEARN_BIG_PLAYERS players (1,500 unless told), LEARN_BIG_ROUNDS rounds
// played (1 unless told; round 2 is a real search, seconds in the worker).
//   1. Learn → "Explain a round" opens the last round of the event, with a
//      PerformanceObserver for 'longtask' on the page from the click until
//      the round's brackets, its boards and "why not" are drawn. The
//      longest main-thread task is printed against 100 ms (the issue's
//      criterion; a property of the design, measured by the browser's
//      observer, not asserted: it depends on the machine and its load).
//   2. A board tapped: its colours (art. 5.2) from the overview, on the page.
//   3. Cancel while the round is opened again: "Stopped", no brackets;
//      "Compute again" opens it.
//   4. "Why not X–Y?" answered (in the worker).

import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";

const PLAYERS = Number(process.env.LEARN_BIG_PLAYERS || 1500);
const ROUNDS = Number(process.env.LEARN_BIG_ROUNDS || 1);
const TIMEOUT = Number(process.env.E2E_WORKER_TIMEOUT_MS || 5 * 60 * 1000);
// LEARN_BIG_CPU_THROTTLE=4: Chromium's CPU throttling on the page, as
// compute.mjs's COMPUTE_CPU_THROTTLE.
const SLOWDOWN = Number(process.env.LEARN_BIG_CPU_THROTTLE || 1);

export function registerLearnBigTests(test, h) {
  const { expect } = h;

  test(`learn: explaining a round of ${PLAYERS} players is done in the worker`, async () => {
    const gen = spawnSync(
      h.cliPath(),
      ["generate", "--system", "dutch-2026", "--players", String(PLAYERS), "--rounds", String(ROUNDS), "--seed", "17"],
      { encoding: "utf8", maxBuffer: 64 << 20 },
    );
    expect(gen.status === 0, `pocket-arbiter generate exit ${gen.status}: ${gen.stderr}`);
    const trf = gen.stdout.replace(/^142 .*$/m, "142 9").replace(/^XXR .*$/m, "XXR 9");
    const file = join(h.out, `learn-big-${PLAYERS}-${ROUNDS}.trf`);
    writeFileSync(file, trf);

    const context = await h.browser().newContext({ viewport: h.viewport });
    const page = await h.newPage(context, "learn-big");
    await page.setInputFiles('[data-testid="import-trf"]', file);
    await page.locator('[data-testid="notice"]', { hasText: "from the TRF file" }).waitFor({ timeout: 120000 });
    if (SLOWDOWN > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOWDOWN });
      console.log(`     learn-big: page CPU throttled ${SLOWDOWN}×`);
    }
    await page.click('nav.tabs a[href="#/learn"]');
    await page.locator('[data-testid="learn-explain"]').waitFor();

    // 1. Opened from the click, long tasks recorded, "Working…" seen.
    await page.evaluate((boards) => {
      window.__longTasks = [];
      window.__observer = new PerformanceObserver((l) => {
        for (const e of l.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
      });
      window.__observer.observe({ type: "longtask", buffered: false });
      window.__sawWorking = false;
      window.__at = {};
      const seen = { working: '[data-testid="round-working"]', brackets: '[data-testid="bracket-item"]', whyNot: '[data-testid="why-not"]' };
      window.__mo = new MutationObserver(() => {
        if (document.querySelector('[data-testid="round-working"]')) window.__sawWorking = true;
        for (const [k, sel] of Object.entries(seen))
          if (!(k in window.__at) && document.querySelector(sel)) window.__at[k] = Math.round(performance.now() - window.__clickAt);
        if (!("allBoards" in window.__at) && document.querySelectorAll('[data-testid="brackets"] [data-testid="pair"]').length >= boards)
          window.__at.allBoards = Math.round(performance.now() - window.__clickAt);
      });
      window.__mo.observe(document.body, { childList: true, subtree: true });
      // Where the page's time goes when a worker answers: each message's
      // task (from its first listener to the next task) and each terminate().
      window.__msgs = [];
      if (!window.__patched) {
        window.__patched = true;
        const W = window.Worker;
        window.Worker = function (...a) {
          const w = new W(...a);
          w.addEventListener("message", () => {
            const at = performance.now();
            setTimeout(() => window.__msgs.push(["message", Math.round(at - window.__clickAt), Math.round(performance.now() - at)]), 0);
          });
          return w;
        };
        window.Worker.prototype = W.prototype;
        const terminate = W.prototype.terminate;
        W.prototype.terminate = function () {
          const at = performance.now();
          terminate.call(this);
          window.__msgs.push(["terminate", Math.round(at - window.__clickAt), Math.round(performance.now() - at)]);
        };
      }
      window.__clickAt = performance.now();
    }, Math.floor(PLAYERS / 2));
    await page.click('[data-testid="learn-explain"]');
    await page.locator('[data-testid="brackets"] h2', { hasText: `Round ${ROUNDS}` }).waitFor({ timeout: TIMEOUT });
    const chips = page.locator('[data-testid="brackets"] [data-testid="pair"]');
    await chips.nth(Math.floor(PLAYERS / 2) - 1).waitFor({ timeout: TIMEOUT });
    await page.locator('[data-testid="why-not"]').waitFor();
    // A last task to let the observer report the drawing's.
    await page.evaluate(() => new Promise((r) => setTimeout(r, 200)));
    const m = await page.evaluate(() => {
      for (const e of window.__observer.takeRecords()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
      window.__observer.disconnect();
      window.__mo.disconnect();
      const ts = window.__longTasks.filter((t) => t.start >= window.__clickAt - 1);
      return {
        longest: ts.reduce((a, t) => Math.max(a, t.duration), 0),
        over50: ts.length,
        over100: ts.filter((t) => t.duration > 100).length,
        ms: performance.now() - window.__clickAt,
        working: window.__sawWorking,
        tasks: ts.map((t) => [Math.round(t.start - window.__clickAt), Math.round(t.duration)]),
        at: window.__at,
        msgs: window.__msgs,
      };
    });
    expect(m.working, "the page said Working… while the worker opened the round");
    const boards = await chips.count();
    expect(boards === Math.floor(PLAYERS / 2), `${boards} boards`);
    const brackets = await page.locator('[data-testid="bracket-item"]').count();
    expect(brackets >= 1, `${brackets} brackets`);
    console.log(
      `     learn-big: ${PLAYERS} players, round ${ROUNDS} explained (${brackets} bracket(s), ${boards} boards, why-not) ` +
        `${Math.round(m.ms)} ms after the click; longest main-thread task ${m.longest.toFixed(0)} ms ` +
        `(${m.over50} tasks over 50 ms, ${m.over100} over 100 ms)`,
    );
    if (process.env.LEARN_BIG_DEBUG)
      console.log(`     learn-big: tasks [start, ms] ${JSON.stringify(m.tasks)}; first seen (ms) ${JSON.stringify(m.at)}; ` +
          `worker messages and terminations [what, at, ms] ${JSON.stringify(m.msgs)}`);
    if (m.longest >= 100) console.log(`     learn-big: over issue 17's 100 ms goal (not asserted): ${m.longest.toFixed(0)} ms`);
    await h.shot(page, "learn-big-round");

    // 2. The first board's colours, explained on the page from the overview.
    await chips.first().click();
    const rule = await page.locator('[data-testid="colour-rule"]').innerText();
    if (ROUNDS === 1) expect(rule.includes("5.2.5"), `round 1 colours come from the initial colour: ${rule}`);
    else expect(/5\.2\.[1-5]/.test(rule), `colours by art. 5.2: ${rule}`);
    await page.click('[data-testid="close-colours"]');

    // 3. Cancel while the round opens again (the sample, then back): the
    // button is pressed the moment it shows, before the worker can answer.
    const source = page.locator('[data-testid="source"]');
    await source.selectOption("sample");
    await page.locator('[data-testid="brackets"] h2', { hasText: "Round 9" }).waitFor({ timeout: TIMEOUT });
    await page.evaluate(() => {
      const mo = new MutationObserver(() => {
        const b = document.querySelector('[data-testid="round-cancel"]');
        if (b) {
          mo.disconnect();
          b.click();
        }
      });
      mo.observe(document.body, { childList: true, subtree: true });
    });
    await source.selectOption("open");
    await page.locator('[data-testid="round-cancelled"]').waitFor({ timeout: TIMEOUT });
    // Give a late answer time to land: it must not.
    await page.evaluate(() => new Promise((r) => setTimeout(r, 1500)));
    expect((await page.locator('[data-testid="brackets"]').count()) === 0, "no brackets after Cancel");
    expect((await page.locator('[data-testid="round-cancelled"]').count()) === 1, "still cancelled");
    await h.shot(page, "learn-big-cancelled");
    await page.click('[data-testid="round-again"]');
    await page.locator('[data-testid="brackets"] h2', { hasText: `Round ${ROUNDS}` }).waitFor({ timeout: TIMEOUT });

    // 4. "Why not" of the first board's white with the last board's black.
    const [first, last] = [await chips.first().innerText(), await chips.last().innerText()];
    const x = first.split("\n")[0].split("–")[0].trim();
    const y = last.split("\n")[0].split("–")[1].trim();
    await page.locator('[data-testid="why-x"]').selectOption(x);
    await page.locator('[data-testid="why-y"]').selectOption(y);
    await page.click('[data-testid="why-ask"]');
    const answer = page.locator('[data-testid="why-answer"]');
    await answer.waitFor({ timeout: TIMEOUT });
    const why = await answer.innerText();
    expect(why.length > 10, `why not ${x}–${y}: ${why}`);
    console.log(`     learn-big: why not ${x}–${y}? ${why.slice(0, 160)}`);
    await context.close();
  });
}
