// The standings and the report of a big event computed in the Web Worker
// (issue 17): the page keeps responding, says how far the report has got,
// and Cancel leaves everything as it was.
//
// The events come from the native generator (`pocket-arbiter generate`)
// through the app's TRF import, as worker.mjs's cancel test does.
//   1. COMPUTE_PLAYERS players (1,500 unless told), round 1 played: the
//      Standings page, then the report (which pairs round 1 again), each
//      with a PerformanceObserver for 'longtask' on the page. The longest
//      main-thread task while the worker computes, and while the standings'
//      1,500 rows and the crosstable's are drawn (a slice a task), is printed
//      against 100 ms (the criterion; a property of the design,
//      measured by the browser's observer, nothing else is timed).
//   2. 800 players, rounds 1-2 played: the report pairs round 2 again (a
//      real search, seconds even natively); Cancel while the worker says
//      "Checking round …": localStorage is byte-identical, no report is
//      shown, the page says it stopped; "Compute again" starts it again.

import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";

const PLAYERS = Number(process.env.COMPUTE_PLAYERS || 1500);
const TIMEOUT = Number(process.env.E2E_WORKER_TIMEOUT_MS || 5 * 60 * 1000);
// COMPUTE_CPU_THROTTLE=4: Chromium's CPU throttling on the page (DevTools'
// "4× slowdown", a slower phone, as bench.mjs's BENCH_CPU_THROTTLE), so the
// long tasks show on a quiet machine too; the figures are then that CPU's.
const SLOWDOWN = Number(process.env.COMPUTE_CPU_THROTTLE || 1);

export function registerComputeTests(test, h) {
  const { expect } = h;

  /** A generated event with `rounds` rounds played, declared for 9, as a TRF file. */
  function generated(players, rounds, name) {
    const gen = spawnSync(
      h.cliPath(),
      ["generate", "--system", "dutch-2026", "--players", String(players), "--rounds", String(rounds), "--seed", "17"],
      { encoding: "utf8", maxBuffer: 64 << 20 },
    );
    expect(gen.status === 0, `pocket-arbiter generate exit ${gen.status}: ${gen.stderr}`);
    const trf = gen.stdout.replace(/^142 .*$/m, "142 9").replace(/^XXR .*$/m, "XXR 9");
    const file = join(h.out, name);
    writeFileSync(file, trf);
    return file;
  }

  async function imported(page, file) {
    await page.setInputFiles('[data-testid="import-trf"]', file);
    await page.locator('[data-testid="notice"]', { hasText: "from the TRF file" }).waitFor({ timeout: 120000 });
  }

  /** Starts recording long tasks and when `selector` first shows. */
  async function observe(page, selector) {
    await page.evaluate((selector) => {
      window.__longTasks = [];
      window.__observer = new PerformanceObserver((l) => {
        for (const e of l.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
      });
      window.__observer.observe({ type: "longtask", buffered: false });
      window.__shownAt = null;
      const mo = new MutationObserver(() => {
        if (window.__shownAt === null && document.querySelector(selector)) {
          window.__shownAt = performance.now();
          mo.disconnect();
        }
      });
      mo.observe(document.body, { childList: true, subtree: true });
      window.__clickAt = performance.now();
    }, selector);
  }

  /**
   * The longest task while computing (before `selector` first shows) and
   * the longest from then on, while the result is drawn (the standings'
   * rows come a slice a task: ui/chunked.rs).
   */
  async function measured(page) {
    return page.evaluate(() => {
      for (const e of window.__observer.takeRecords()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
      window.__observer.disconnect();
      const at = window.__shownAt ?? Infinity;
      const during = window.__longTasks.filter((t) => t.start + t.duration < at - 1);
      const drawing = window.__longTasks.filter((t) => !during.includes(t));
      const max = (ts) => ts.reduce((a, t) => Math.max(a, t.duration), 0);
      return {
        during: max(during),
        tasks: during.length,
        drawing: max(drawing),
        drawingTasks: drawing.length,
        ms: at - window.__clickAt,
        all: performance.now() - window.__clickAt,
      };
    });
  }

  test(`compute: standings and report of ${PLAYERS} players off the page's thread`, async () => {
    const file = generated(PLAYERS, 1, `compute-${PLAYERS}.trf`);
    const context = await h.browser().newContext({ viewport: h.viewport });
    const page = await h.newPage(context, "compute");
    await imported(page, file);
    if (SLOWDOWN > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOWDOWN });
      console.log(`     compute: page CPU throttled ${SLOWDOWN}×`);
    }

    // Standings: click to the first row, then every row of the standings
    // and of the crosstable.
    await observe(page, '[data-testid="standing"]');
    await page.click('nav.tabs a[href="#/standings"]');
    await page.locator('[data-testid="standing"]').nth(PLAYERS - 1).waitFor({ timeout: TIMEOUT });
    await page.locator('[data-testid="cross-row"]').nth(PLAYERS - 1).waitFor({ timeout: TIMEOUT });
    const s = await measured(page);
    if (process.env.COMPUTE_DEBUG)
      console.log(JSON.stringify(await page.evaluate(() => ({ lt: window.__longTasks.map((t) => [Math.round(t.start - window.__clickAt), Math.round(t.duration)]), shown: window.__shownAt - window.__clickAt }))));
    const rows = await page.locator('[data-testid="standing"]').count();
    expect(rows === PLAYERS, `${rows} standings rows`);
    const cross = await page.locator('[data-testid="cross-row"]').count();
    expect(cross === PLAYERS, `${cross} crosstable rows`);
    // The rows are in rank order, each player once, the last one reachable.
    const tpns = await page.locator('[data-testid="standing"]').evaluateAll((rs) => rs.map((r) => Number(r.dataset.tpn)));
    expect(new Set(tpns).size === PLAYERS, "each player once in the standings");
    const ranks = await page.locator('[data-testid="standing"] td:first-child').allInnerTexts();
    expect(ranks.every((r, i) => i === 0 || Number(r) >= Number(ranks[i - 1])), "standings rows in rank order");
    console.log(
      `     compute: ${PLAYERS} players, standings shown ${Math.round(s.ms)} ms after the click, every row of the ` +
        `standings and the crosstable by ${Math.round(s.all)} ms; longest main-thread task while computing ` +
        `${s.during.toFixed(0)} ms (${s.tasks} tasks over 50 ms), while drawing ${s.drawing.toFixed(0)} ms ` +
        `(${s.drawingTasks} tasks over 50 ms)`,
    );
    // Issue 17's goal is a longest task under 100 ms; it depends on the
    // machine and its load (190/172 ms at load 11 on 2 cores), so it is
    // printed above and recorded in BENCHMARKS.md, not asserted.
    if (s.during >= 100 || s.drawing >= 100)
      console.log(`     compute: over issue 17's 100 ms goal (not asserted): ${s.during.toFixed(0)} / ${s.drawing.toFixed(0)} ms`);

    // Printing draws every slice left first: open the standings again and,
    // once the first rows of both tables show, say "before print" (as the
    // browser does when Print is chosen).
    await page.click('nav.tabs a[href="#/tournaments"]');
    await page.locator('main [data-page="#/tournaments"]').waitFor();
    await page.click('nav.tabs a[href="#/standings"]');
    await page.locator('[data-testid="standing"]').first().waitFor({ timeout: TIMEOUT });
    await page.locator('[data-testid="cross-row"]').first().waitFor();
    const printed = await page.evaluate(async () => {
      const before = document.querySelectorAll('[data-testid="standing"]').length;
      window.dispatchEvent(new Event("beforeprint"));
      await new Promise((r) => setTimeout(r, 0));
      const count = (id) => document.querySelectorAll(`[data-testid="${id}"]`).length;
      return [before, count("standing"), count("cross-row")];
    });
    // On a fast machine every slice may already be drawn: then printing
    // has nothing left to draw, and the counts below still must hold.
    if (printed[0] === PLAYERS) console.log("     compute: every row drawn before \"print\": the print path had nothing to add");
    expect(printed[1] === PLAYERS, `${printed[1]} standings rows to print`);
    expect(printed[2] === PLAYERS, `${printed[2]} crosstable rows to print`);

    // The report: round 1 paired again in the worker.
    await page.click('nav.tabs a[href="#/tournaments"]');
    await page.locator('main [data-page="#/tournaments"]').waitFor();
    await observe(page, '[data-testid="report-checker"]');
    await page.click('[data-testid="report-link"]');
    const checker = page.locator('[data-testid="report-checker"]');
    await checker.waitFor({ timeout: TIMEOUT });
    const r = await measured(page);
    const said = await checker.innerText();
    expect(said === "1 of 1 rounds reproduced identically.", `checker: ${said}`);
    console.log(
      `     compute: ${PLAYERS} players, report (round 1 paired again) shown ${Math.round(r.ms)} ms after the click; longest ` +
        `main-thread task while computing ${r.during.toFixed(0)} ms (${r.tasks} tasks over 50 ms); while drawing it ${r.drawing.toFixed(0)} ms`,
    );
    if (r.during >= 100) console.log(`     compute: report over issue 17's 100 ms goal (not asserted): ${r.during.toFixed(0)} ms`);
    await h.shot(page, "compute-report");
    await context.close();
  });

  test("compute: Cancel the report of 800 players leaves everything as it was", async () => {
    const file = generated(800, 2, "compute-cancel-800.trf");
    const context = await h.browser().newContext({ viewport: h.viewport });
    const page = await h.newPage(context, "compute-cancel");
    await imported(page, file);
    const storage = () =>
      page.evaluate(() => JSON.stringify(Object.keys(localStorage).sort().map((k) => [k, localStorage.getItem(k)])));
    const before = await storage();

    await page.click('[data-testid="report-link"]');
    const progress = page.locator('[data-testid="compute-progress"]');
    // "Checking round 2 of 2…": round 2 is the search that takes seconds.
    await page.locator('[data-testid="compute-progress"]', { hasText: "round 2 of 2" }).waitFor({ timeout: TIMEOUT });
    const said = await progress.innerText();
    expect(/^Checking round 2 of 2/.test(said), `progress: ${said}`);
    await page.click('[data-testid="compute-cancel"]', { timeout: 5000 });
    await page.locator('[data-testid="compute-cancelled"]').waitFor();
    expect((await page.locator('[data-testid="report-checker"]').count()) === 0, "no report after Cancel");
    expect((await progress.count()) === 0, "no progress after Cancel");
    expect((await storage()) === before, "localStorage changed by a cancelled report");
    // A late answer of the stopped worker would show the report: none comes.
    await page.waitForTimeout(2000);
    expect((await page.locator('[data-testid="report-checker"]').count()) === 0, "a report shown after Cancel");
    expect((await storage()) === before, "localStorage changed after Cancel");
    await h.shot(page, "compute-cancelled");

    // Compute again: the worker starts over.
    await page.click('[data-testid="compute-again"]');
    await progress.waitFor();
    await page.click('[data-testid="compute-cancel"]', { timeout: 5000 });
    await page.locator('[data-testid="compute-cancelled"]').waitFor();
    expect((await storage()) === before, "localStorage changed by the second cancel");
    await context.close();
  });
}
