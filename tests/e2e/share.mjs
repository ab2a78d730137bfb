// End-to-end tests of issue 19 (items 2–5), registered by run.mjs, at
// 390×844: the verifier on a good TRF file (✔ every round) and on a
// hand-changed one (the differing round explained, "Explain this round in
// Learn" opens it, the user's tournaments unchanged), a bad file's error;
// sharing a round: the app's QR code drawn on a canvas and decoded by jsQR
// back to the link, the link opened in a fresh browser shows the same
// boards, the search box finds a name; the HTML page opened as a file; the
// print list by name; names that look like markup stay text in every view
// (the `window.__xss` flag stays unset, no dialog opens); a bad or
// oversized fragment gets its message.

import { readFileSync, mkdtempSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import jsQRModule from "jsqr";

const jsQR = jsQRModule.default || jsQRModule;

/** The corpus file the app's Learn sample also uses: 16 players, 9 rounds, Dutch 2026. */
const SAMPLE = "tests/data/corpus/dutch-2026/dutch2025-p016-r09-s0958.trf";

/** `text` with the colours of round 9's game 1–6 swapped (1 had Black, 6 White). */
function swapColours(text) {
  return text
    .split("\n")
    .map((l) => {
      if (l.startsWith("001    1 ")) return l.replace(/ 6 b =$/, " 6 w =");
      if (l.startsWith("001    6 ")) return l.replace(/ 1 w =$/, " 1 b =");
      return l;
    })
    .join("\n");
}

/**
 * `text` with the opponents of round 9's games 2–5 and 4–3 swapped (2–3,
 * 4–5; colours and results kept): a legal pairing the rules rank lower, in
 * the 4-point bracket ([C19], art. 2.4.14, checked with `check --explain`).
 */
function swapOpponents(text) {
  const to = { 2: 3, 3: 2, 4: 5, 5: 4 };
  return text
    .split("\n")
    .map((l) => {
      if (!l.startsWith("001 ")) return l;
      const tpn = Number(l.slice(4, 8));
      if (!(tpn in to)) return l;
      const at = 91 + 10 * 8; // round 9's opponent field (columns 172–175)
      return l.slice(0, at) + String(to[tpn]).padStart(4) + l.slice(at + 4);
    })
    .join("\n");
}

/** `text` with player `tpn`'s name (TRF columns 15–47) replaced. */
function rename(text, tpn, name) {
  const head = `001 ${String(tpn).padStart(4)} `;
  return text
    .split("\n")
    .map((l) => (l.startsWith(head) ? l.slice(0, 14) + name.padEnd(33).slice(0, 33) + l.slice(47) : l))
    .join("\n");
}

const XSS = ["<img src=x onerror=__xss=1>", "</script>", "<img src=x onerror=alert(1)>"];

/** Records every dialog (an `alert(1)` that ran); `xssUnset` asserts none opened. */
const dialogs = new WeakMap();
function noDialogs(page) {
  dialogs.set(page, []);
  page.on("dialog", (d) => {
    dialogs.get(page).push(d.message());
    d.dismiss().catch(() => {});
  });
}

async function xssUnset(page, expect, where) {
  const flag = await page.evaluate(() => window.__xss);
  expect(flag === undefined, `${where}: window.__xss was set`);
  const opened = dialogs.get(page) || [];
  expect(opened.length === 0, `${where}: a dialog opened: ${opened}`);
}

/**
 * @param test  run.mjs's `test(name, fn)`
 * @param h     helpers from run.mjs: { browser(), root, base(), viewport, newPage, noSidewaysScroll, shot, expect }
 */
export function registerShareTests(test, h) {
  const { viewport, newPage, noSidewaysScroll, shot, expect } = h;
  const sample = () => readFileSync(join(h.root, SAMPLE), "utf8");

  async function openVerifier(page) {
    await page.click('nav.tabs a[href="#/tournaments"]');
    await page.click('[data-testid="verify-link"]');
    await page.locator('[data-page="#/verify"]').waitFor();
  }

  async function verify(page, name, text) {
    await page.setInputFiles('[data-testid="verify-file"]', {
      name,
      mimeType: "text/plain",
      buffer: Buffer.from(text, "utf8"),
    });
    // This file's result (not the previous file's, still shown a moment).
    const result = page.locator('[data-testid="verify-result"]', { has: page.locator("h3", { hasText: name }) });
    const summary = result.locator('[data-testid="verify-summary"]');
    await summary.waitFor({ timeout: 60000 });
    return summary.innerText();
  }

  test("share: the verifier checks a good file and explains a hand-changed one", async () => {
    const context = await h.browser().newContext({ viewport });
    const page = await newPage(context, "verify");
    await openVerifier(page);
    const good = await verify(page, "good.trf", sample());
    expect(good === "9 rounds checked, 0 differ.", `good file: ${good}`);
    const verdicts = await page.locator('[data-testid="verify-round"]').evaluateAll((l) => l.map((e) => e.dataset.verdict));
    expect(verdicts.length === 9 && verdicts.every((v) => v === "same"), `✔ everywhere: ${verdicts}`);
    expect((await page.locator('[data-testid="verify-round"]').first().innerText()).startsWith("✔ Round 1"), "✔ shown");
    await noSidewaysScroll(page, "verifier");
    await shot(page, "share-verify-good");

    const changed = await verify(page, "changed.trf", swapColours(sample()));
    expect(changed === "9 rounds checked, 1 differ.", `changed file: ${changed}`);
    const differs = page.locator('[data-testid="verify-round"][data-verdict="differs"]');
    expect((await differs.count()) === 1, "one differing round");
    const text = await differs.innerText();
    expect(text.includes("Round 9 differs"), `round 9 named: ${text}`);
    const findings = await differs.locator('[data-testid="verify-finding"]').allInnerTexts();
    expect(findings.length > 0, "the difference is explained");
    expect(findings.some((f) => /5\.2\.\d|\[C\d+\]/.test(f)), `an article is named: ${findings}`);
    await shot(page, "share-verify-changed");

    // Learn opens the file's round 9 (in memory).
    await differs.locator('[data-testid="verify-learn"]').click();
    await page.locator('[data-page="#/learn"] [data-testid="explain"]').waitFor();
    const source = await page.locator('[data-testid="source"] option:checked').innerText();
    expect(source.includes("AutoTest Tournament 958"), `Learn explains the file: ${source}`);
    const round = await page.locator('[data-testid="round"]').inputValue();
    expect(round === "9", `Learn opens round 9: ${round}`);
    await page.locator('[data-testid="bracket-item"]').first().waitFor();
    await shot(page, "share-verify-learn");

    // Two games' opponents swapped: Learn opens the file's round 9 at the
    // bracket the explanation names.
    await openVerifier(page);
    const swapped = await verify(page, "swapped.trf", swapOpponents(sample()));
    expect(swapped === "9 rounds checked, 1 differ.", `swapped file: ${swapped}`);
    const finding = await page.locator('[data-testid="verify-finding"]').first().innerText();
    expect(finding.includes("[C19]"), `the criterion of the bracket: ${finding}`);
    await page.locator('[data-testid="verify-learn"]').click();
    const bracket = page.locator('[data-page="#/learn"] [data-testid="bracket"]');
    await bracket.waitFor();
    const title = await bracket.locator("h2").first().innerText();
    expect(/^Bracket \d+ \(score 4\)/.test(title), `Learn opens the 4-point bracket: ${title}`);
    await shot(page, "share-verify-learn-bracket");

    // Nothing was added to the user's tournaments.
    await page.click('nav.tabs a[href="#/tournaments"]');
    await page.locator('[data-page="#/tournaments"]').waitFor();
    expect((await page.locator('[data-testid="tournament"]').count()) === 0, "the tournament list is unchanged");
    expect(await page.evaluate(() => Object.keys(localStorage).every((k) => !k.startsWith("pocket-arbiter:t:"))), "nothing stored");

    // A bad file: its line and column, never a blank page.
    await openVerifier(page);
    await page.setInputFiles('[data-testid="verify-file"]', {
      name: "bad.trf",
      mimeType: "text/plain",
      buffer: readFileSync(join(h.root, "tests/data/bad/bad_result.trf")),
    });
    const error = await page.locator('[data-testid="verify-error"]').innerText();
    expect(/bad\.trf cannot be read \(line \d+, column \d+\)/.test(error), `bad file: ${error}`);
    await context.close();
  });

  test("share: QR code, shared view, HTML page and print keep names as text", async () => {
    const context = await h.browser().newContext({ viewport, acceptDownloads: true });
    const page = await newPage(context, "share");
    noDialogs(page);
    let trf = sample();
    XSS.forEach((name, i) => (trf = rename(trf, i + 1, name)));
    await openVerifier(page);
    await verify(page, "xss.trf", trf);
    await page.click('[data-testid="verify-add"]');
    await page.locator('[data-testid="notice"]', { hasText: "was added" }).waitFor();
    await page.click('nav.tabs a[href="#/rounds"]');
    await page.locator('[data-testid="board"]').first().waitFor();
    const rounds = await page.locator('[data-page="#/rounds"]').innerText();
    for (const name of XSS) expect(rounds.includes(name), `Rounds shows ${name} as text`);
    await xssUnset(page, expect, "rounds");

    // Why, for a player and for the arbiter.
    await page.click('[data-testid="why"] > summary');
    await page.locator('[data-testid="why-board"]').first().locator(":scope > summary").click();
    const why = await page.locator('[data-testid="why-board"]').first().locator('[data-testid="why-player-line"]').allInnerTexts();
    expect(why.some((l) => /^You have (White|Black)/.test(l)), `player wording: ${why}`);
    await page.locator('[data-testid="why-board"]').first().locator(".why-arbiter summary").first().click();
    const arbiter = await page.locator('[data-testid="why-board"]').first().locator('[data-testid="why-arbiter-line"]').first().innerText();
    expect(arbiter.startsWith("art. 5.2."), `arbiter's version: ${arbiter}`);
    // A board's own "Why?" in the round view: both players' lines and the
    // arbiter's exact version; player 1 (`<img src=x onerror=__xss=1>`)
    // is named as text.
    const boardWhy = page.locator('[data-testid="board"]').first().locator('[data-testid="board-why"]');
    await boardWhy.locator(":scope > summary").click();
    // count() does not wait: the lines are drawn when the details open.
    await boardWhy.locator('[data-testid="why-player"]').nth(1).waitFor();
    expect((await boardWhy.locator('[data-testid="why-player"]').count()) === 2, "both players of board 1");
    const mine = await boardWhy.locator('[data-testid="why-player-line"]').allInnerTexts();
    expect(mine.filter((l) => /^You have (White|Black)/.test(l)).length === 2, `each player's colour: ${mine}`);
    await boardWhy.locator(".why-arbiter summary").first().click();
    const exact = await boardWhy.locator('[data-testid="why-arbiter-line"]').first().innerText();
    expect(exact.startsWith("art. 5.2."), `the arbiter's version next to it: ${exact}`);
    // The same player's version open in the share list and under the
    // board: two controls, two names.
    const arbiterNames = await page.locator(".why-arbiter > summary").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
    expect(new Set(arbiterNames).size === arbiterNames.length, `the arbiter's version controls have unique names: ${arbiterNames}`);
    const boardWhyText = await boardWhy.innerText();
    expect(boardWhyText.includes(XSS[0]), `board 1's why names ${XSS[0]} as text: ${boardWhyText}`);
    await xssUnset(page, expect, "board why");
    await noSidewaysScroll(page, "rounds with share");

    // The QR code, drawn on a canvas and decoded.
    await page.click('[data-testid="share-qr-button"]');
    const qr = page.locator('[data-testid="share-qr"]').first();
    await qr.waitFor();
    const url = await qr.getAttribute("data-url");
    expect(url.startsWith(`${h.base()}#share=2.`), `the link: ${url}`);
    console.log(`    16 players, round 9, with every player's why: ${await page.locator('[data-testid="share-qr"]').count()} QR code(s), link ${url.length} characters`);
    const href = await page.locator('[data-testid="share-link"]').first().getAttribute("href");
    expect(href === url, "the link under the code is the code's");
    await shot(page, "share-qr");
    const size = 600;
    const pixels = await qr.evaluate(async (svg, size) => {
      const xml = new XMLSerializer().serializeToString(svg);
      const img = new Image();
      img.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(xml);
      await img.decode();
      const canvas = document.createElement("canvas");
      canvas.width = size;
      canvas.height = size;
      const ctx = canvas.getContext("2d");
      ctx.fillStyle = "#fff";
      ctx.fillRect(0, 0, size, size);
      ctx.drawImage(img, 0, 0, size, size);
      return Array.from(ctx.getImageData(0, 0, size, size).data);
    }, size);
    const decoded = jsQR(Uint8ClampedArray.from(pixels), size, size);
    expect(decoded && decoded.data === url, `jsQR decodes the code to the link: ${decoded && decoded.data}`);

    // The link in a fresh browser context (no stored tournament).
    const fresh = await h.browser().newContext({ viewport });
    const shared = await fresh.newPage();
    noDialogs(shared);
    await shared.goto(decoded.data);
    await shared.locator('[data-testid="share-boards"]').waitFor({ timeout: 20000 });
    const boards = await page.locator('[data-testid="board"]').count();
    expect((await shared.locator('[data-testid="share-board"]').count()) === boards, "the same boards");
    const view = await shared.locator('[data-page="#share="]').innerText();
    for (const name of XSS) expect(view.includes(name), `shared view shows ${name} as text`);
    expect((await shared.locator('[data-testid="share-event"]').innerText()) === "AutoTest Tournament 958", "event name");
    const first = (await page.locator('[data-testid="board"]').first().locator(".white").innerText()).trim();
    expect((await shared.locator('[data-testid="share-board"]').first().locator(".white").innerText()).startsWith(first), "board 1's White");
    await shared.fill('[data-testid="share-search"]', "player0007");
    expect((await shared.locator('[data-testid="share-board"]').count()) === 1, "the search finds one board");
    expect((await shared.locator('[data-testid="share-board"]').innerText()).includes("Player0007"), "and it is the player's");
    // The player's own "why", carried by the link, as the app words it.
    const ownWhy = await shared.locator('[data-testid="share-why"]').allInnerTexts();
    expect(ownWhy.length === 1 && ownWhy[0].includes("Player0007"), `player 7's own why: ${ownWhy}`);
    const ownLines = await shared.locator('[data-testid="share-why-line"]').allInnerTexts();
    expect(ownLines.length === 2 && /^You have (White|Black)/.test(ownLines[0]) && /^You play someone/.test(ownLines[1]), `colour and float lines: ${ownLines}`);
    const appLines = await page.evaluate(() =>
      Array.from(document.querySelectorAll('[data-testid="why-player"]'))
        .filter((d) => d.querySelector("strong").textContent.includes("(7)"))
        .map((d) => Array.from(d.querySelectorAll('[data-testid="why-player-line"]')).map((p) => p.textContent))[0] || [],
    );
    expect(JSON.stringify(appLines) === JSON.stringify(ownLines), `the app's lines for player 7: ${appLines}`);
    // A name that looks like markup, found by the search: its why is text.
    await shared.fill('[data-testid="share-search"]', "</script>");
    const scriptWhy = await shared.locator('[data-testid="share-why"]').innerText();
    expect(scriptWhy.includes("</script> (2)"), `the why of </script>: ${scriptWhy}`);
    await xssUnset(shared, expect, "shared why");
    await shared.fill('[data-testid="share-search"]', "player0007");
    await xssUnset(shared, expect, "shared view");
    await noSidewaysScroll(shared, "shared view");
    await shot(shared, "share-view");

    // A bad fragment and an oversized one: a message, not a blank page.
    await shared.goto(`${h.base()}#share=1.AAAA`);
    const bad = await shared.locator('[data-testid="share-error"]').innerText();
    expect(bad.startsWith("This shared link cannot be opened"), `bad fragment: ${bad}`);
    await shared.goto(`${h.base()}#share=1.${"A".repeat(3000)}`);
    await shared.locator('[data-testid="share-error"]', { hasText: "more than the 2400" }).waitFor();
    await shot(shared, "share-bad-fragment");
    await fresh.close();

    // The HTML page, opened as a file.
    const [download] = await Promise.all([page.waitForEvent("download"), page.click('[data-testid="share-html"]')]);
    const dir = mkdtempSync(join(tmpdir(), "share-"));
    const file = join(dir, "round.html");
    await download.saveAs(file);
    const html = await context.newPage();
    noDialogs(html);
    await html.goto(`file://${file}`);
    const rows = await html.locator("#pairings tbody tr").count();
    expect(rows === boards, `the HTML page has ${rows} boards, the app ${boards}`);
    const body = await html.locator("body").innerText();
    for (const name of XSS) expect(body.includes(name), `HTML page shows ${name} as text`);
    expect((await html.locator("script, img").count()) === 0, "no script or image element in the HTML page");
    await xssUnset(html, expect, "HTML page");
    await html.setViewportSize(viewport);
    await shot(html, "share-html");

    // Print: the boards and the list by name.
    await page.emulateMedia({ media: "print" });
    const byName = page.locator(".print-by-name");
    expect(await byName.isVisible(), "the list by name prints");
    const printed = await byName.innerText();
    for (const name of XSS) expect(printed.includes(name), `print shows ${name} as text`);
    expect(!(await page.locator('[data-testid="share"]').isVisible()), "the share controls do not print");
    await xssUnset(page, expect, "print");
    await shot(page, "share-print");
    await context.close();
  });

  /** Every stored key and value of the app (the user's tournaments, selection, undo, …). */
  const stored = (page) =>
    page.evaluate(() =>
      JSON.stringify(
        Object.keys(localStorage)
          .filter((k) => k.startsWith("pocket-arbiter:"))
          .sort()
          .map((k) => [k, localStorage.getItem(k)]),
      ),
    );

  test("share: the verifier reads other programs' files and refuses bad ones with line and column", async () => {
    const context = await h.browser().newContext({ viewport });
    const page = await newPage(context, "verify-input");
    // The user's own tournament first (the sample, added).
    await openVerifier(page);
    await verify(page, "mine.trf", sample());
    await page.click('[data-testid="verify-add"]');
    await page.locator('[data-testid="notice"]', { hasText: "was added" }).waitFor();
    await openVerifier(page);
    const before = await stored(page);
    expect(before.includes("pocket-arbiter:t:"), "the user's tournament is stored");

    const lines = sample().split("\n");
    const crlf = (t) => t.replace(/\r?\n/g, "\r\n");
    const readable = [
      // Another program's records (unknown to FIDE's tables) are kept as they are.
      ["other-program.trf", Buffer.from([lines[0], "ZZZ exported by another program 3.1", "XYZ 1 2 3", ...lines.slice(1)].join("\n"), "utf8")],
      // Latin-1 (Windows-1252) text: é and ü as single bytes.
      ["latin1.trf", Buffer.from(rename(sample(), 1, "Müller José"), "latin1")],
      // UTF-8 with a byte order mark, CRLF line ends.
      ["bom-crlf.trf", Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(crlf(sample()), "utf8")])],
      // The same event written as TRF-2026 (records 142, 152, 192).
      ["trf2026.trf", readFileSync(join(h.root, "tests/data/trf2026/verify-s0958.trf"))],
    ];
    for (const [name, buffer] of readable) {
      await page.setInputFiles('[data-testid="verify-file"]', { name, mimeType: "text/plain", buffer });
      const result = page.locator('[data-testid="verify-result"]', { has: page.locator("h3", { hasText: name }) });
      const summary = result.locator('[data-testid="verify-summary"]');
      await summary.waitFor({ timeout: 60000 });
      const text = await summary.innerText();
      expect(text === "9 rounds checked, 0 differ.", `${name}: ${text}`);
      expect((await page.locator('[data-testid="verify-result"] h3').innerText()) === name, `${name} is the file shown`);
      if (name === "latin1.trf") {
        const warnings = await page.locator('[data-testid="verify-warning"]').allInnerTexts();
        expect(warnings.some((w) => /Latin-1/.test(w)), `Latin-1 said: ${warnings}`);
      }
      expect((await page.locator('[data-testid="verify-error"]').count()) === 0, `${name}: no error`);
    }

    // Refused where the meaning is not clear: the file, line and column,
    // counted in characters of the line (the BOM and the CR do not shift them).
    const badResult = lines.map((l, i) => (i === 3 ? l.slice(0, 98) + "?" + l.slice(99) : l)).join("\n");
    const refused = [
      ["bad-result.trf", Buffer.from(badResult, "utf8"), 4, 99],
      ["bad-result-bom-crlf.trf", Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(crlf(badResult), "utf8")]), 4, 99],
      ["not-trf.trf", Buffer.from("<html><body>not a TRF file</body></html>\n", "utf8"), 0, 0],
    ];
    for (const [name, buffer, line, column] of refused) {
      await page.setInputFiles('[data-testid="verify-file"]', { name, mimeType: "text/plain", buffer });
      const error = await page.locator('[data-testid="verify-error"]', { hasText: `${name} cannot` }).innerText();
      expect(error.startsWith(`${name} cannot be read`), `${name}: ${error}`);
      if (line) expect(error.includes(`(line ${line}, column ${column})`), `${name} at line ${line}, column ${column}: ${error}`);
      expect((await page.locator('[data-testid="verify-result"]').count()) === 0, `${name}: no verdicts shown`);
    }
    await noSidewaysScroll(page, "verifier with an error");
    await shot(page, "share-verify-refused");

    // Nothing in the user's data changed.
    expect((await stored(page)) === before, "localStorage is the same after every file");
    await page.click('nav.tabs a[href="#/tournaments"]');
    // Counted once the list is drawn (counting at the click raced the page).
    await page.locator('main [data-page="#/tournaments"] [data-testid="tournament"]').first().waitFor();
    expect((await page.locator('[data-testid="tournament"]').count()) === 1, "still one tournament");
    await context.close();
  });

  test("share: the verifier checks in the Web Worker, shows round k of n and cancels", async () => {
    const context = await h.browser().newContext({ viewport });
    const page = await newPage(context, "verify-worker");
    await openVerifier(page);
    const before = await stored(page);
    // 800 players, rounds 1–7 paired: seconds per round.
    const big = readFileSync(join(h.root, "tests/data/bench/bench-p0800-r09-s777-round08.trf"));
    await page.evaluate(() => {
      window.__longest = 0;
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) window.__longest = Math.max(window.__longest, e.duration);
      }).observe({ type: "longtask", buffered: false });
    });
    const started = page.waitForEvent("worker");
    await page.setInputFiles('[data-testid="verify-file"]', { name: "big.trf", mimeType: "text/plain", buffer: big });
    const worker = await started;
    const closed = new Promise((resolve) => worker.once("close", resolve));
    const progress = await page.locator('[data-testid="verify-progress"]').innerText();
    expect(/^Checking round [12] of 7/.test(progress), `progress: ${progress}`);
    await page.locator('[data-testid="verify-round"]').first().waitFor({ timeout: 120000 });
    const progressed = await page.locator('[data-testid="verify-progress"]').innerText();
    await page.click('[data-testid="verify-cancel"]');
    await closed;
    const done = await page.locator('[data-testid="verify-round"]').count();
    expect(done >= 1 && done < 7, `cancelled after ${done} of 7 rounds (${progressed})`);
    expect(await page.locator('[data-testid="verify-cancelled"]').isVisible(), "the cancel is said");
    expect((await page.locator('[data-testid="verify-progress"]').count()) === 0, "no progress after the cancel");
    expect((await page.locator('[data-testid="verify-summary"]').count()) === 0, "no summary: not every round was checked");
    const verdicts = await page.locator('[data-testid="verify-round"]').evaluateAll((l) => l.map((e) => e.dataset.verdict));
    expect(verdicts.every((v) => v === "same"), `the rounds checked are the file's: ${verdicts}`);
    expect((await stored(page)) === before, "nothing stored");
    await noSidewaysScroll(page, "verifier cancelled");
    await shot(page, "share-verify-cancelled");
    console.log(`    verifier, 800 players: longest main-thread task while the worker checked ${await page.evaluate(() => window.__longest)} ms`);

    // A small file afterwards: a new worker, to the end.
    const good = await verify(page, "good.trf", sample());
    expect(good === "9 rounds checked, 0 differ.", `after a cancel: ${good}`);
    await context.close();
  });

  test("share: the share view, the link's why lines and the HTML page in French", async () => {
    const context = await h.browser().newContext({ viewport, locale: "fr-FR", acceptDownloads: true });
    const page = await newPage(context, "share-fr");
    await page.click('nav.tabs a[href="#/tournaments"]');
    await page.click('[data-testid="verify-link"]');
    await page.locator('[data-page="#/verify"]').waitFor();
    await verify(page, "fr.trf", sample());
    await page.click('[data-testid="verify-add"]');
    await page.click('nav.tabs a[href="#/rounds"]');
    await page.locator('[data-testid="board"]').first().waitFor();
    const boardWhy = page.locator('[data-testid="board"]').first().locator('[data-testid="board-why"]');
    expect((await boardWhy.locator(":scope > summary").innerText()).trim() === "Pourquoi\u00a0?", "Pourquoi ?");
    await boardWhy.locator(":scope > summary").click();
    const lines = await boardWhy.locator('[data-testid="why-player-line"]').allInnerTexts();
    expect(lines.some((l) => /^Vous avez/.test(l)), `French player lines: ${lines}`);
    await page.click('[data-testid="share-qr-button"]');
    const url = await page.locator('[data-testid="share-qr"]').first().getAttribute("data-url");
    const [download] = await Promise.all([page.waitForEvent("download"), page.click('[data-testid="share-html"]')]);
    const dir = mkdtempSync(join(tmpdir(), "share-fr-"));
    const file = join(dir, "ronde.html");
    await download.saveAs(file);
    const html = readFileSync(file, "utf8");
    expect(/<html lang="fr"/.test(html), "the HTML page is in French");
    expect(html.includes("Appariements") || html.includes("Échiquier"), "French headings in the HTML page");
    expect(html.includes("Vous avez"), "French why lines in the HTML page");
    // The link opened in a French browser: the player's lines in French.
    const shared = await context.newPage();
    await shared.goto(url);
    await shared.locator('[data-testid="share-boards"]').waitFor({ timeout: 20000 });
    await shared.fill('[data-testid="share-search"]', "player0007");
    const own = await shared.locator('[data-testid="share-why-line"]').allInnerTexts();
    expect(own.length === 2 && /^Vous avez/.test(own[0]), `French lines from the link: ${own}`);
    await shot(shared, "share-view-fr");
    await context.close();
  });
}
