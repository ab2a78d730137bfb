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
    const summary = page.locator('[data-testid="verify-summary"]');
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
    await noSidewaysScroll(page, "rounds with share");

    // The QR code, drawn on a canvas and decoded.
    await page.click('[data-testid="share-qr-button"]');
    const qr = page.locator('[data-testid="share-qr"]').first();
    await qr.waitFor();
    const url = await qr.getAttribute("data-url");
    expect(url.startsWith(`${h.base()}#share=1.`), `the link: ${url}`);
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
}
