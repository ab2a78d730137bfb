// End-to-end tests of the built app (dist/) in Debian's Chromium, driven by
// playwright-core, at a phone's 390×844 viewport.
//
//   node tests/e2e/run.mjs            (after `trunk build --release`)
//
// Serves dist/ on 127.0.0.1 with python3's static server, runs each test in
// order, saves screenshots to tests/e2e/output/, prints
// `e2e: N passed, M failed` and exits non-zero on any failure.

import { chromium } from "playwright-core";
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync, readFileSync, existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const dist = join(root, "dist");
const out = join(root, "tests/e2e/output");
const port = Number(process.env.E2E_PORT || 8093);
const base = `http://127.0.0.1:${port}/`;
const viewport = { width: 390, height: 844 };
const chromiumPath = process.env.CHROMIUM || "/usr/bin/chromium";
const args = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

mkdirSync(out, { recursive: true });
if (!existsSync(join(dist, "index.html"))) {
  console.error("e2e: dist/index.html is missing: run `trunk build --release` first");
  process.exit(2);
}

// ---------------------------------------------------------------- helpers

function fail(message) {
  throw new Error(message);
}

function expect(condition, message) {
  if (!condition) fail(message);
}

/** The static server for dist/. */
function startServer() {
  const child = spawn(
    "python3",
    ["-m", "http.server", String(port), "--bind", "127.0.0.1", "--directory", dist],
    { stdio: "ignore" },
  );
  return child;
}

async function waitForServer(up = true) {
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(base).then(
      (r) => r.ok,
      () => false,
    );
    if (ok === up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  fail(`server on ${base} did not ${up ? "start" : "stop"}`);
}

/** Console errors and uncaught exceptions, per page. */
const consoleErrors = [];
function watch(page, label) {
  page.on("console", (msg) => {
    if (msg.type() === "error") consoleErrors.push(`${label}: ${msg.text()}`);
  });
  page.on("pageerror", (err) => consoleErrors.push(`${label}: ${err.message}`));
}

async function newPage(context, label) {
  const page = await context.newPage();
  watch(page, label);
  await page.goto(base);
  await ready(page);
  return page;
}

/** Waits until the wasm app has rendered. */
async function ready(page) {
  await page.locator("header.top h1").waitFor({ timeout: 20000 });
  await page.locator("nav.tabs a").first().waitFor();
}

async function noSidewaysScroll(page, where) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll <= width, `${where}: page is ${scroll}px wide in a ${width}px viewport`);
}

async function shot(page, name) {
  await page.screenshot({ path: join(out, `${name}.png`) });
}

async function createTournament(page, name, rounds = "9") {
  await page.fill('input[name="name"]', name);
  await page.fill('input[name="rounds"]', rounds);
  await page.click('form[data-testid="create-form"] button[type="submit"]');
  await page.locator('[data-testid="tournament"]', { hasText: name }).waitFor();
}

async function tournamentNames(page) {
  return page.locator('[data-testid="tournament"] .name').allTextContents();
}

async function notice(page) {
  const n = page.locator('[data-testid="notice"]');
  await n.waitFor();
  return n.innerText();
}

// ---------------------------------------------------------------- tests

const tests = [];
const test = (name, fn) => tests.push({ name, fn });

let browser;
let server;
let backupPath;

test("the shell renders every page without sideways scroll", async () => {
  const context = await browser.newContext({ viewport });
  const page = await newPage(context, "shell");
  const tabs = page.locator("nav.tabs a");
  expect((await tabs.count()) === 5, "five navigation tabs");
  for (const [i, label] of ["Tournaments", "Players", "Rounds", "Standings", "Learn"].entries()) {
    await tabs.nth(i).click();
    const heading = page.locator("main h2").first();
    await heading.waitFor();
    const tab = tabs.nth(i);
    expect((await tab.getAttribute("aria-current")) === "page", `${label} tab is current`);
    expect((await tab.innerText()).trim() === label, `tab ${i} reads ${label}`);
    if (label !== "Tournaments") {
      expect((await heading.innerText()) === label, `${label} page heading`);
    }
    await noSidewaysScroll(page, label);
    await shot(page, `page-${label.toLowerCase()}`);
  }
  // The page is kept in the URL: a reload stays on Learn.
  await page.reload();
  await ready(page);
  expect((await page.locator("main h2").first().innerText()) === "Learn", "reload keeps the page");
  await context.close();
});

test("a new tournament is saved and survives a reload", async () => {
  const context = await browser.newContext({ viewport });
  const page = await newPage(context, "create");
  // Bad input is refused with a message, nothing is created.
  await page.fill('input[name="rounds"]', "0");
  await page.click('form[data-testid="create-form"] button[type="submit"]');
  await page.locator(".field-error").waitFor();
  expect((await tournamentNames(page)).length === 0, "nothing created from bad input");

  await createTournament(page, "Club Open 2026");
  await createTournament(page, "Rapid with a rather long name that must wrap on a phone", "5");
  expect(
    (await page.locator('[data-testid="current"]').innerText()).includes("rather long name"),
    "the new tournament is open",
  );
  await noSidewaysScroll(page, "list");
  await shot(page, "tournaments-created");
  // The narrowest phone in scope: still no sideways scroll, no cut tab label.
  await page.setViewportSize({ width: 360, height: 740 });
  await noSidewaysScroll(page, "list at 360 px");
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll("nav.tabs a")]
      .filter((a) => a.scrollWidth > a.clientWidth)
      .map((a) => a.textContent),
  );
  expect(cut.length === 0, `tab labels cut at 360 px: ${cut}`);
  await shot(page, "tournaments-360");
  await page.setViewportSize(viewport);
  await page.reload();
  await ready(page);
  const names = await tournamentNames(page);
  expect(names.length === 2 && names[0] === "Club Open 2026", `after reload: ${names}`);
  expect(
    (await page.locator('[data-testid="current"]').innerText()).includes("rather long name"),
    "the open tournament is remembered",
  );
  const meta = await page.locator('[data-testid="tournament"] .meta').first().innerText();
  expect(meta.includes("Dutch (2026 rules)") && meta.includes("9 rounds"), `summary: ${meta}`);
  await context.close();
});

test("a backup exported here imports into a fresh profile", async () => {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  const page = await newPage(context, "export");
  await createTournament(page, "Spring Swiss", "7");
  await createTournament(page, "Autumn Swiss", "5");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.click('[data-testid="export-all"]'),
  ]);
  expect(/^pocket-arbiter-backup-\d{4}-\d\d-\d\d\.json$/.test(download.suggestedFilename()),
    `file name ${download.suggestedFilename()}`);
  backupPath = join(out, "backup.json");
  await download.saveAs(backupPath);
  const backup = JSON.parse(readFileSync(backupPath, "utf8"));
  expect(backup.format === "pocket-arbiter-backup" && backup.tournaments.length === 2, "backup content");
  await context.close();

  // A new context is a new, empty profile.
  const fresh = await browser.newContext({ viewport });
  const page2 = await newPage(fresh, "import");
  expect((await tournamentNames(page2)).length === 0, "fresh profile is empty");
  await page2.setInputFiles('[data-testid="import"]', backupPath);
  expect((await notice(page2)).includes("Imported 2 tournaments"), "import notice");
  await shot(page2, "imported");
  await page2.reload();
  await ready(page2);
  const names = await tournamentNames(page2);
  expect(names.join("|") === "Spring Swiss|Autumn Swiss", `imported: ${names}`);
  // Importing the same file again adds nothing.
  await page2.setInputFiles('[data-testid="import"]', backupPath);
  expect((await notice(page2)).includes("Nothing new"), "second import is a no-op");
  expect((await tournamentNames(page2)).length === 2, "still two");
  await fresh.close();
});

test("a bad backup is refused, says where, and changes nothing", async () => {
  const context = await browser.newContext({ viewport });
  const page = await newPage(context, "bad-import");
  await createTournament(page, "Kept");
  const text = readFileSync(backupPath, "utf8").replace(/"total_rounds": 5/, '"total_rounds": "five"');
  await page.setInputFiles('[data-testid="import"]', {
    name: "broken.json",
    mimeType: "application/json",
    buffer: Buffer.from(text),
  });
  const message = await notice(page);
  expect(message.startsWith("Nothing was imported"), `message: ${message}`);
  expect(message.includes("tournament 2") && message.includes("Autumn Swiss"), `which: ${message}`);
  expect(/line \d+, column \d+/.test(message) && message.includes("total_rounds"), `where: ${message}`);
  expect((await page.locator('[data-testid="notice"]').getAttribute("role")) === "alert", "error role");
  await noSidewaysScroll(page, "bad import");
  await shot(page, "bad-import");
  expect((await tournamentNames(page)).join("|") === "Kept", "nothing changed");
  await page.setInputFiles('[data-testid="import"]', {
    name: "notes.json",
    mimeType: "application/json",
    buffer: Buffer.from("{ not json"),
  });
  expect((await notice(page)).includes("not valid JSON"), "not JSON");
  await context.close();
});

test("delete asks first", async () => {
  const context = await browser.newContext({ viewport });
  const page = await newPage(context, "delete");
  await createTournament(page, "To delete");
  await createTournament(page, "To keep");
  const item = page.locator('[data-testid="tournament"]', { hasText: "To delete" });
  await item.getByRole("button", { name: "Delete" }).click();
  await item.getByText("cannot be undone").waitFor();
  await shot(page, "delete-confirm");
  await item.getByRole("button", { name: "Cancel" }).click();
  expect((await tournamentNames(page)).length === 2, "cancel keeps it");
  await item.getByRole("button", { name: "Delete" }).click();
  await item.getByRole("button", { name: "Delete" }).click();
  await page.locator('[data-testid="tournament"]', { hasText: "To delete" }).waitFor({ state: "detached" });
  await page.reload();
  await ready(page);
  expect((await tournamentNames(page)).join("|") === "To keep", "deleted for good");
  await context.close();
});

test("unreadable saved data is kept aside untouched and reported", async () => {
  const context = await browser.newContext({ viewport });
  const page = await newPage(context, "corrupt");
  await createTournament(page, "Healthy");
  const corrupt = '{"schema": 1, "id": "bad", "tourn';
  const future = '{"schema": 99, "id": "future", "tournament": {"shape": "new"}}';
  await page.evaluate(
    ([c, f]) => {
      localStorage.setItem("pocket-arbiter:t:bad", c);
      localStorage.setItem("pocket-arbiter:t:future", f);
    },
    [corrupt, future],
  );
  await page.reload();
  await ready(page);
  const panel = page.locator('[data-testid="problems"]');
  await panel.waitFor();
  expect((await panel.locator("li").count()) === 2, "two problems listed");
  expect((await panel.innerText()).includes("newer version"), "future data explained");
  await noSidewaysScroll(page, "problems");
  await shot(page, "problems");
  // The app still works, and the bad data is untouched.
  await createTournament(page, "Still works");
  expect((await tournamentNames(page)).join("|") === "Healthy|Still works", "list");
  const kept = await page.evaluate(() => [
    localStorage.getItem("pocket-arbiter:t:bad"),
    localStorage.getItem("pocket-arbiter:t:future"),
  ]);
  expect(kept[0] === corrupt && kept[1] === future, "stored values untouched");
  await context.close();
});

test("a full storage is reported and the last good state stays", async () => {
  const context = await browser.newContext({ viewport });
  const page = await newPage(context, "quota");
  await createTournament(page, "Before full");
  // Fill the origin's localStorage to the brim.
  await page.evaluate(() => {
    let chunk = "x".repeat(1 << 20);
    for (let i = 0; chunk.length > 0; i++) {
      try {
        localStorage.setItem(`filler-${i}`, chunk);
      } catch {
        chunk = chunk.slice(0, chunk.length >> 1);
      }
    }
  });
  await page.fill('input[name="name"]', "After full");
  await page.click('form[data-testid="create-form"] button[type="submit"]');
  const message = await notice(page);
  expect(message.includes("storage is full"), `message: ${message}`);
  expect((await tournamentNames(page)).join("|") === "Before full", "nothing half-created");
  await shot(page, "quota");
  await page.reload();
  await ready(page);
  expect((await tournamentNames(page)).join("|") === "Before full", "after reload");
  await context.close();
});

test("the arbiter loop: players, pair, results, next round, reload", async () => {
  const context = await browser.newContext({ viewport });
  const page = await newPage(context, "loop");
  await createTournament(page, "Loop Open", "5");
  await page.click('nav.tabs a[href="#/players"]');
  await page.fill('[data-testid="paste"]', "Ann, 1800\nBen, 2100\nbad line, 21x0\nCat, 1950\nDan, 2000\nEve, 1700\nFay, 2050\n");
  await page.click('[data-testid="add-list"]');
  await page.locator('[data-testid="player"]').nth(5).waitFor();
  expect((await page.locator('[data-testid="player"]').count()) === 6, "six players");
  expect((await page.locator('[data-testid="paste-errors"]').innerText()).includes("Line 3"), "bad line reported");
  const first = await page.locator('[data-testid="player"] .name').first().innerText();
  expect(first === "Ben", `TPN 1 is the highest rated, got ${first}`);
  await noSidewaysScroll(page, "players");
  await shot(page, "loop-players");

  await page.click('nav.tabs a[href="#/rounds"]');
  for (const round of [1, 2]) {
    await page.click('[data-testid="pair"]');
    await page.locator('[data-testid="board"]').nth(2).waitFor();
    expect((await page.locator('[data-testid="board"]').count()) === 3, `round ${round}: three boards`);
    expect((await page.locator('[data-testid="open-boards"]').innerText()).endsWith("3"), "three open");
    if (round === 2) break;
    for (let i = 0; i < 3; i++) {
      await page.locator('[data-testid="board"]').nth(i).locator("button.result").first().click();
      await page.locator('[data-testid="board"]').nth(i).locator("button.result.selected").waitFor();
    }
    expect((await page.locator('[data-testid="open-boards"]').innerText()).endsWith("0"), "none open");
    await noSidewaysScroll(page, "round 1");
    await shot(page, "loop-round1");
  }
  await page.reload();
  await ready(page);
  await page.locator('[data-testid="board"]').nth(2).waitFor();
  expect((await page.locator("main h3").innerText()) === "Round 2", "round 2 kept after reload");
  expect((await page.locator('[data-testid="open-boards"]').innerText()).endsWith("3"), "round 2 open");
  await shot(page, "loop-round2");
  await context.close();
});

test("the installed app reopens offline", async () => {
  const context = await browser.newContext({ viewport });
  const page = await newPage(context, "offline");
  await createTournament(page, "Offline Open");
  // Wait for the service worker to hold the shell.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const cached = await page.evaluate(async () => {
    const keys = await caches.keys();
    const cache = await caches.open(keys[0]);
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  });
  expect(cached.some((p) => p.endsWith(".wasm")), `wasm cached: ${cached}`);
  const manifest = await page.evaluate(async () => (await fetch("/manifest.webmanifest")).json());
  expect(manifest.display === "standalone" && manifest.icons.length >= 2, "manifest");

  server.kill();
  await waitForServer(false);
  await page.reload();
  await ready(page);
  expect((await tournamentNames(page)).join("|") === "Offline Open", "data offline");
  await shot(page, "offline");
  await context.close();
});

test("no console errors", async () => {
  expect(consoleErrors.length === 0, `console errors:\n  ${consoleErrors.join("\n  ")}`);
});

// ---------------------------------------------------------------- runner

let passed = 0;
let failed = 0;
server = startServer();
try {
  await waitForServer();
  browser = await chromium.launch({ executablePath: chromiumPath, args, headless: true });
  for (const { name, fn } of tests) {
    const started = Date.now();
    try {
      await fn();
      passed++;
      console.log(`ok   ${name} (${Date.now() - started} ms)`);
    } catch (e) {
      failed++;
      console.log(`FAIL ${name}\n     ${String(e && e.stack ? e.stack : e).split("\n").slice(0, 4).join("\n     ")}`);
    }
  }
} catch (e) {
  failed++;
  console.log(`FAIL setup: ${e}`);
} finally {
  if (browser) await browser.close();
  server.kill();
}
writeFileSync(join(out, "summary.txt"), `e2e: ${passed} passed, ${failed} failed\n`);
console.log(`e2e: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
