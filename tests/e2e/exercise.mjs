// End-to-end tests of Learn's exercises (issue 23), registered by run.mjs:
// a generated round is answered wrongly (a rematch: the rule and round are
// named), then with the system's own pairing (right), then the colours
// (one reversed: the colour rule is named; then right); the score survives
// a reload. For Dutch 2026 and Double-Swiss (a bye). At 390×844 with the
// accessibility checks. Also, opened by their links and answered by the
// keyboard, wrongly then rightly: the 2017 "pick the next candidate" (the
// verdict cites a 2017 article) and a "who has White?" question from the
// seeds' worked brackets (the verdict cites E1–E4).
// One of them: `E2E_ONLY=exercise node tests/e2e/run.mjs`.

import { checkScreen } from "./a11y.mjs";

/**
 * @param test  run.mjs's `test(name, fn)`
 * @param h     helpers from run.mjs: { browser(), viewport, newPage, noSidewaysScroll, shot, expect }
 */
export function registerExerciseTests(test, h) {
  const { viewport, newPage, noSidewaysScroll, shot, expect } = h;
  const text = async (loc) => (await loc.innerText()).trim();

  async function open(page, system, size, seed) {
    await page.click('nav.tabs a[href="#/learn"]');
    await page.getByRole("button", { name: "Exercises" }).click();
    await page.getByLabel("Exercise: pairing system").selectOption(system);
    await page.getByLabel("Exercise: size").selectOption(size);
    await page.getByLabel("Exercise: seed").fill(String(seed));
    await page.getByRole("button", { name: "New exercise" }).click();
    await page.locator('[data-testid="exercise"]').waitFor();
  }

  /** The standings: [{ tpn, history: [[opp, colour], …] }]. */
  async function standings(page) {
    const rows = await page.locator('[data-testid="exercise"] tbody tr').all();
    const out = [];
    for (const r of rows) {
      const cells = await r.locator("td").allInnerTexts();
      const history = cells[4].trim().split(" ").map((h) => (h === "–" ? null : [Number(h.slice(0, -1)), h.slice(-1)]));
      out.push({ tpn: Number(cells[0]), history, toPair: !(await r.evaluate((e) => e.classList.contains("absent"))) });
    }
    return out;
  }

  async function pair(page, a, b) {
    await page.getByRole("button", { name: `Player ${a}`, exact: true }).click();
    await page.getByRole("button", { name: `Player ${b}`, exact: true }).click();
  }

  async function clearPairs(page) {
    while ((await page.locator('[data-testid="exercise-pair"]').count()) > 0) {
      await page.locator('[data-testid="exercise-pair"]').first().click();
    }
  }

  async function verdict(page) {
    const v = page.locator('[data-testid="exercise-verdict"]');
    await v.waitFor();
    return text(v);
  }

  /** "The system pairs (White first) 3–1, 2–4; bye 5." → { boards, bye } */
  function parseAnswer(s) {
    const m = /White first\) (.*?)(?:; bye (\d+))?\.$/.exec(s);
    expect(m, `answer: ${s}`);
    const boards = m[1].split(", ").map((p) => p.split("–").map(Number));
    return { boards, bye: m[2] ? Number(m[2]) : null };
  }

  async function solve(page, system, size, seed, label) {
    await open(page, system, size, seed);
    const st = await standings(page);
    // A rematch: someone and their round-1 opponent, the rest in order.
    const a = st.find((p) => p.toPair && p.history[0] && st.find((q) => q.tpn === p.history[0][0])?.toPair);
    expect(a, "a player with a round-1 opponent to pair");
    const b = a.history[0][0];
    const rest = st.filter((p) => p.toPair && p.tpn !== a.tpn && p.tpn !== b).map((p) => p.tpn);
    await pair(page, a.tpn, b);
    for (let i = 0; i + 1 < rest.length; i += 2) await pair(page, rest[i], rest[i + 1]);
    await page.getByRole("button", { name: "Check my answer" }).click();
    const wrong = await verdict(page);
    expect(wrong.startsWith("✘"), `rematch judged: ${wrong}`);
    expect(wrong.includes(`already played each other in round 1`), `rule not named: ${wrong}`);
    expect(new RegExp(`\\b(${a.tpn} and ${b}|${b} and ${a.tpn})\\b`).test(wrong), `players not named: ${wrong}`);
    await noSidewaysScroll(page, `${label} verdict`);
    await shot(page, `exercise-${label}-wrong`);
    const answer = parseAnswer(await text(page.locator('[data-testid="exercise-answer"]')));

    // The system's pairs, in another order: right.
    await clearPairs(page);
    for (const [w, bl] of [...answer.boards].reverse()) await pair(page, bl, w);
    const right = await verdict(page).catch(() => "");
    expect(right === "", "the verdict is cleared by a change");
    await page.getByRole("button", { name: "Check my answer" }).click();
    expect((await verdict(page)).startsWith("✔"), `own answer judged: ${await verdict(page)}`);
    return answer;
  }

  test("exercise: a Dutch 2026 round, a rematch named, the system's pairs and colours right, the score kept", async () => {
    const context = await h.browser().newContext({ viewport });
    const page = await newPage(context, "exercise");
    await page.evaluate(() => localStorage.removeItem("pocket-arbiter:exercise-score"));
    const answer = await solve(page, "dutch-2026", "medium", 3, "dutch");
    await checkScreen(page, "Learn, exercise");

    // Colours: the first pair reversed is wrong, with the rule; then right.
    await page.getByRole("button", { name: "Go on to the colours" }).click();
    const [w0, b0] = answer.boards[0];
    await page.getByRole("button", { name: `${b0} White`, exact: true }).click();
    for (const [w] of answer.boards.slice(1)) await page.getByRole("button", { name: `${w} White`, exact: true }).click();
    await page.getByRole("button", { name: "Check my answer" }).click();
    const wrong = await verdict(page);
    expect(wrong.startsWith("✘") && wrong.includes(`gives White to ${w0}`), `reversed colour judged: ${wrong}`);
    await page.getByRole("button", { name: `${w0} White`, exact: true }).click();
    await page.getByRole("button", { name: "Check my answer" }).click();
    expect((await verdict(page)).startsWith("✔"), "colours right");
    await shot(page, "exercise-dutch-colours");

    const score = await text(page.locator('[data-testid="exercise-score"]'));
    expect(score.startsWith("Score: 2 right of 4 answered"), `score: ${score}`);
    await page.reload();
    await page.click('nav.tabs a[href="#/learn"]');
    await page.getByRole("button", { name: "Exercises" }).click();
    const kept = await text(page.locator('[data-testid="exercise-score"]'));
    expect(kept.startsWith("Score: 2 right of 4 answered"), `score after reload: ${kept}`);
    await context.close();
  });

  test("exercise: a Double-Swiss round with a bye", async () => {
    const context = await h.browser().newContext({ viewport });
    const page = await newPage(context, "exercise-ds");
    const answer = await solve(page, "double-swiss-2026", "medium", 2, "double-swiss");
    expect(answer.bye !== null, "nine players: a bye");
    // The exercise's link opens the same exercise in a fresh browser.
    const href = await page.locator('[data-testid="exercise-link"]').getAttribute("href");
    expect(href === "#/learn/exercise/double-swiss-2026/medium/2", `link ${href}`);
    const rows = await page.locator('[data-testid="exercise"] tbody').innerText();
    const url = page.url().split("#")[0] + href;
    await context.close();
    const other = await h.browser().newContext({ viewport });
    const fresh = await other.newPage();
    await fresh.goto(url);
    await fresh.locator('[data-testid="exercise"]').waitFor({ timeout: 20000 });
    expect((await fresh.locator('[data-testid="exercise"] tbody').innerText()) === rows, "same standings");
    await other.close();
  });

  async function openKind(page, kind, seed) {
    await page.click('nav.tabs a[href="#/learn"]');
    await page.getByRole("button", { name: "Exercises" }).click();
    await page.getByLabel("Exercise: kind").selectOption(kind);
    await page.getByLabel("Exercise: seed").fill(String(seed));
    await page.getByRole("button", { name: "New exercise" }).click();
  }

  test("exercise: a round of the sample, its link in a fresh browser", async () => {
    const context = await h.browser().newContext({ viewport });
    const page = await newPage(context, "exercise-sample");
    await openKind(page, "sample", 4);
    await page.locator('[data-testid="exercise"]').waitFor();
    // Seed 4 picks round 2 + 4 = 6 of the sample.
    const href = await page.locator('[data-testid="exercise-link"]').getAttribute("href");
    expect(href === "#/learn/exercise/sample/6", `link ${href}`);
    const rows = await page.locator('[data-testid="exercise"] tbody').innerText();
    // The sample's round 6: twelve players with five rounds behind them.
    const st = await standings(page);
    expect(st.length >= 10 && st.every((p) => p.history.length === 5), `standings ${JSON.stringify(st.map((p) => p.history.length))}`);
    await noSidewaysScroll(page, "sample exercise");
    const url = page.url().split("#")[0] + href;
    await context.close();
    const other = await h.browser().newContext({ viewport });
    const fresh = await other.newPage();
    await fresh.goto(url);
    await fresh.locator('[data-testid="exercise"]').waitFor({ timeout: 20000 });
    expect((await fresh.locator('[data-testid="exercise"] tbody').innerText()) === rows, "same standings");
    await other.close();
  });

  test("exercise: pick the next candidate, judged with its rule, score and link", async () => {
    const context = await h.browser().newContext({ viewport });
    const page = await newPage(context, "exercise-next");
    await openKind(page, "next", 3);
    const box = page.locator('[data-testid="next-candidate"]');
    await box.waitFor({ timeout: 20000 });
    const options = page.locator('[data-testid="next-option"]');
    expect((await options.count()) === 4, "four options");
    const names = await options.evaluateAll((bs) => bs.map((b) => b.getAttribute("aria-label")));
    expect(new Set(names).size === 4, `names ${names}`);
    const current = await text(page.locator('[data-testid="next-current"]'));
    const before = await text(page.locator('[data-testid="exercise-score"]'));
    // Try each option in a fresh exercise of the same seed until one is right:
    // exactly one is, and every wrong one names the article that orders them.
    let rightCount = 0;
    for (let i = 0; i < 4; i++) {
      if (i > 0) {
        await page.getByRole("button", { name: "New exercise" }).click();
        await page.locator('[data-testid="next-verdict"]').waitFor({ state: "detached" });
      }
      await options.nth(i).click();
      const v = await text(page.locator('[data-testid="next-verdict"]'));
      if (v.startsWith("Right")) rightCount++;
      else {
        expect(v.startsWith("Wrong"), `verdict ${v}`);
        const rule = await text(page.locator('[data-testid="next-rule"]'));
        expect(/^art\. (4\.2\.2|3\.6\.1|3\.7\.2|3\.7\.3):/.test(rule), `rule ${rule}`);
        expect((await page.locator('[data-testid="next-option"].option-right, [data-testid="next-option"].right').count()) === 1, "the right one shown");
      }
      expect((await options.nth((i + 1) % 4).isDisabled()), "answered: options closed");
    }
    expect(rightCount === 1, `${rightCount} right options`);
    const after = await text(page.locator('[data-testid="exercise-score"]'));
    expect(after !== before && /4 answered/.test(after), `score ${before} → ${after}`);
    await checkScreen(page, "Learn, pick the next candidate");
    await noSidewaysScroll(page, "next candidate");
    const href = await page.locator('[data-testid="next-candidate"] [data-testid="exercise-link"]').getAttribute("href");
    expect(href === "#/learn/exercise/next/3", `link ${href}`);
    const url = page.url().split("#")[0] + href;
    await shot(page, "exercise-next-candidate");
    await context.close();
    const other = await h.browser().newContext({ viewport });
    const fresh = await other.newPage();
    await fresh.goto(url);
    await fresh.locator('[data-testid="next-candidate"]').waitFor({ timeout: 20000 });
    expect((await text(fresh.locator('[data-testid="next-current"]'))) === current, "same step");
    await other.close();
  });

  /** Follows `hash` on the open page, as a pasted or tapped link does. */
  async function follow(page, hash) {
    await page.evaluate((h) => {
      location.hash = h;
    }, hash);
  }

  /** Answers option `i` of `id`'s list by the keyboard (focus, then Enter or Space). */
  async function press(page, id, i, key) {
    const option = page.locator(`[data-testid="${id}-option"]`).nth(i);
    await option.focus();
    await page.keyboard.press(key);
    return text(page.locator(`[data-testid="${id}-verdict"]`));
  }

  /** The same exercise again ("New exercise" by the keyboard: the form keeps the link's kind and number). */
  async function again(page, id) {
    await page.getByRole("button", { name: "New exercise" }).focus();
    await page.keyboard.press("Enter");
    await page.locator(`[data-testid="${id}-verdict"]`).waitFor({ state: "detached" });
  }

  test("exercise: the 2017 next candidate by its link, wrong then right by keyboard, a 2017 article cited", async () => {
    const context = await h.browser().newContext({ viewport });
    const page = await newPage(context, "exercise-next-2017");
    await follow(page, "#/learn/exercise/next-2017/3");
    const box = page.locator('[data-testid="next-candidate"]');
    await box.waitFor({ timeout: 20000 });
    const place = await text(page.locator('[data-testid="next-place"]'));
    expect(place.includes("2017 rules"), `place ${place}`);
    const options = page.locator('[data-testid="next-option"]');
    const n = await options.count();
    expect(n >= 2, `${n} options`);
    const names = await options.evaluateAll((bs) => bs.map((b) => b.getAttribute("aria-label")));
    expect(new Set(names).size === n, `names ${names}`);
    // Find a wrong option and the right one (the list marks it after an answer).
    let v = await press(page, "next", 0, "Enter");
    let wrong = 0;
    if (v.startsWith("Right")) {
      wrong = 1;
      await again(page, "next");
      v = await press(page, "next", wrong, "Enter");
    }
    expect(v.startsWith("Wrong"), `verdict ${v}`);
    const rule = await text(page.locator('[data-testid="next-rule"]'));
    // The 2017 text's own articles (B.6, B.7, D.1–D.3), never a 2026 article.
    expect(/^(D\.[123]|B\.[67]):/.test(rule), `rule ${rule}`);
    expect(!/art\.|\b[34]\.\d\.\d\b/.test(rule), `a 2026 number in ${rule}`);
    const marked = await options.evaluateAll((bs) => bs.map((b) => b.classList.contains("right")));
    const right = marked.indexOf(true);
    expect(right >= 0 && right !== wrong && marked.filter(Boolean).length === 1, `right option ${marked}`);
    await again(page, "next");
    v = await press(page, "next", right, "Space");
    expect(v.startsWith("Right"), `verdict ${v}`);
    expect((await page.locator('[data-testid="next-rule"]').count()) === 0, "no rule on a right answer");
    await checkScreen(page, "Learn, the 2017 next candidate");
    await noSidewaysScroll(page, "2017 next candidate");
    const href = await page.locator('[data-testid="next-candidate"] [data-testid="exercise-link"]').getAttribute("href");
    expect(href === "#/learn/exercise/next-2017/3", `link ${href}`);
    await context.close();
  });

  test("exercise: who has White in a seed's worked bracket, wrong then right by keyboard, the rule cited", async () => {
    const context = await h.browser().newContext({ viewport });
    const page = await newPage(context, "exercise-seed-colours");
    // Numbers 14 and 15: the two boards of BAF 77 example 1 in the French
    // federation's 1992 text (TV-08): 4–1 by E1 (4 wants White, 1 Black),
    // 11–5 by E2 (5's strong Black over 11's mild one).
    const seed = {
      "1–4": { white: "4", black: "1", rule: /^E1\s?:/ },
      "5–11": { white: "11", black: "5", rule: /^E2\s?:/ },
    };
    const seen = new Set();
    for (const number of [14, 15]) {
      await follow(page, `#/learn/exercise/seed/${number}`);
      await page.locator('[data-testid="seed-board"]').waitFor({ timeout: 20000 });
      const heading = await text(page.locator('[data-testid="seed-heading"]'));
      expect(heading.includes("French federation's 1992 rules") && heading.includes("BAF 77, example 1"), `heading ${heading}`);
      const board = /(\d+–\d+)/.exec(await text(page.locator('[data-testid="seed-board"]')))[1];
      const want = seed[board];
      expect(want, `board ${board}`);
      seen.add(board);
      // Both players shown with their histories and preferences.
      const players = await text(page.locator('[data-testid="seed-players"]'));
      expect(players.includes(`${want.white}:`) && players.includes(`${want.black}:`) && /preference (White|Black), (mild|strong)/.test(players), `players ${players}`);
      const options = page.locator('[data-testid="seed-option"]');
      const labels = await options.evaluateAll((bs) => bs.map((b) => b.getAttribute("aria-label")));
      expect(labels.length === 2 && new Set(labels).size === 2, `options ${labels}`);
      const of = (t) => labels.findIndex((l) => l.endsWith(`: ${t} has White`));
      expect(of(want.white) >= 0 && of(want.black) >= 0, `options ${labels}`);
      let v = await press(page, "seed", of(want.black), "Enter");
      expect(v.startsWith("Wrong") && v.includes(`${want.white} has White`), `verdict ${v}`);
      const why = await text(page.locator('[data-testid="seed-why"]'));
      expect(want.rule.test(why), `rule ${why}`);
      await again(page, "seed");
      v = await press(page, "seed", of(want.white), "Space");
      expect(v.startsWith("Right"), `verdict ${v}`);
      const href = await page.locator('[data-testid="seed-exercise"] [data-testid="exercise-link"]').getAttribute("href");
      expect(href === `#/learn/exercise/seed/${number}`, `link ${href}`);
    }
    expect(seen.size === 2, `boards ${[...seen]}`);
    await checkScreen(page, "Learn, who has White in a seed's example");
    await noSidewaysScroll(page, "seed colour question");
    await context.close();
  });
}
