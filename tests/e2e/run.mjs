// End-to-end tests of the built app (dist/) in Debian's Chromium, driven by
// playwright-core, at a phone's 390×844 viewport.
//
//   node tests/e2e/run.mjs            (after `trunk build --release`)
//
// The whole-event test of issue 5 lives in workflow.mjs and is registered
// here; it runs the CLI's `check` on the exported TRF (building
// target/release/pocket-arbiter, or $CARGO_TARGET_DIR's, when missing). So
// does the pairing worker's test of issue 17 (worker.mjs: a 1,500-player
// round 1, progress, cancel, the longest main-thread task) and compute.mjs's
// (the standings and the report of a big event in the worker, Cancel),
// and learn-big.mjs's ("Explain a round" of a big event opened in the
// worker, Cancel).
//
// Serves dist/ on 127.0.0.1 with python3's static server, runs each test in
// order, saves screenshots to tests/e2e/output/, prints
// `e2e: N passed, M failed` and exits non-zero on any failure.

import { launchChromium, serveDir, waitForUrl } from "./launch.mjs";
import { mkdirSync, writeFileSync, readFileSync, existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { registerWorkflow } from "./workflow.mjs";
import { registerLearnTests } from "./learn.mjs";
import { registerTiebreakTests } from "./tiebreaks.mjs";
import { registerReportTests } from "./report.mjs";
import { registerLearn2008Tests } from "./learn2008.mjs";
import { registerWorkerTests, cliPath } from "./worker.mjs";
import { registerComputeTests } from "./compute.mjs";
import { registerLearnBigTests } from "./learn-big.mjs";
import { registerStorageTests } from "./storage.mjs";
import { registerSoakTests } from "./soak.mjs";
import { registerShareTests } from "./share.mjs";
import { registerRatingListTests } from "./ratinglist.mjs";
import { registerA11yTests } from "./a11y-screens.mjs";
import { registerLangTests } from "./lang.mjs";
import { registerDiagramTests } from "./diagram.mjs";
import { registerDoubleSwissLearnTests } from "./double_swiss_learn.mjs";
import { registerLearn2017Tests } from "./learn2017.mjs";
import { registerExerciseTests } from "./exercise.mjs";
import { registerNotesTests } from "./notes.mjs";
import { registerCorrectionsTests } from "./corrections.mjs";
import { registerTouchTests } from "./touch.mjs";
import { registerLearnLinkTests } from "./learn-links.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const dist = join(root, "dist");
const out = join(root, "tests/e2e/output");
const port = Number(process.env.E2E_PORT || 8093);
const base = `http://127.0.0.1:${port}/`;
const viewport = { width: 390, height: 844 };

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
  return serveDir(dist, port);
}

function waitForServer(up = true) {
  return waitForUrl(base, up);
}

/** Console errors and uncaught exceptions, per page. */
const consoleErrors = [];
// `failedLoads`: a test that blocks files on purpose (the browser then
// logs "Failed to load resource"); any other error still counts.
function watch(page, label, failedLoads = false) {
  page.on("console", (msg) => {
    if (msg.type() !== "error") return;
    if (failedLoads && /^Failed to load resource/.test(msg.text())) return;
    consoleErrors.push(`${label}: ${msg.text()}`);
  });
  page.on("pageerror", (err) => consoleErrors.push(`${label}: ${err.message}`));
}

async function newPage(context, label, { failedLoads = false } = {}) {
  const page = await context.newPage();
  watch(page, label, failedLoads);
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

/**
 * A classic event (`system`, e.g. "dutch-2006") of 8 players named `name`,
 * 5 rounds: round 1 paired and every board won by White, round 2 paired.
 * Leaves the page on Rounds (round 2 shown, in English or French).
 */
async function classicRoundTwo(page, name, system) {
  await page.fill('input[name="name"]', name);
  await page.fill('input[name="rounds"]', "5");
  await page.selectOption('select[name="system"]', system);
  await page.click('form[data-testid="create-form"] button[type="submit"]');
  await page.locator('[data-testid="tournament"]', { hasText: name }).waitFor();
  await page.click('nav.tabs a[href="#/players"]');
  await page.fill('[data-testid="paste"]', "Ann, 1800\nBen, 2100\nCat, 1950\nDan, 2000\nEve, 1700\nFay, 2050\nGus, 1600\nHal, 1900\n");
  await page.click('[data-testid="add-list"]');
  await page.locator('[data-testid="player"]').nth(7).waitFor();
  await page.click('nav.tabs a[href="#/rounds"]');
  await page.click('[data-testid="pair"]');
  await page.locator('[data-testid="board"]').nth(3).waitFor();
  const boards = page.locator('[data-testid="board"]');
  for (let b = 0; b < (await boards.count()); b++) {
    await boards.nth(b).locator("button.result", { hasText: "1-0" }).first().click();
    await page.locator(`[data-testid="board"]:nth-child(${b + 1})[data-result="1-0"]`).waitFor();
  }
  await page.click('[data-testid="pair"]');
  await page.locator("h2, h3", { hasText: /Round 2|Ronde 2/ }).first().waitFor();
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
    const tab = tabs.nth(i);
    // The page wrapper is built with the page: a bare `main h2` could be the old page's.
    await page.locator(`main [data-page="${await tab.getAttribute("href")}"]`).waitFor();
    const heading = page.locator("main h2").first();
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
  await page.locator('main [data-page="#/learn"]').waitFor();
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
  // Errors are said by the assertive live region (the visible notice has no
  // role of its own, so that nothing is announced twice).
  const said = await page.locator('[data-testid="announce-error"]').innerText();
  expect(said.startsWith("Nothing was imported"), `error announced: ${said}`);
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
  // Each tournament's buttons are named after it ("Delete To delete").
  await item.getByRole("button", { name: /^Delete/ }).first().click();
  await item.getByText("cannot be undone").waitFor();
  await shot(page, "delete-confirm");
  await item.getByRole("button", { name: "Cancel" }).click();
  expect((await tournamentNames(page)).length === 2, "cancel keeps it");
  await item.getByRole("button", { name: /^Delete/ }).first().click();
  await item.getByText("cannot be undone").waitFor();
  await item.getByRole("button", { name: /^Delete/ }).last().click();
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

  // A full-point bye can be requested only where the event's regulations
  // allow it (off by default; C.04.5 art. 2.1.2 calls it FIDE-deprecated).
  const kinds = () => page.locator('select[name="absence-kind"] option').allInnerTexts();
  expect(!(await kinds()).includes("full-point bye"), `no full-point bye offered: ${await kinds()}`);
  // The refused line is still in the paste box: leaving would ask first
  // (the unsaved-change guard); it is not wanted.
  await page.fill('[data-testid="paste"]', "");
  await page.click('nav.tabs a[href="#/tournaments"]');
  const fullPoint = page.locator('[data-page="#/tournaments"] input[name="full-point-byes"]');
  await fullPoint.check();
  // C.04.2 art. 2.4: a late entry scores nothing for missed rounds "unless
  // the rules of the tournament say otherwise": this event gives ½ each.
  await page.selectOption('[data-page="#/tournaments"] select[name="late-entry-rounds"]', "H");
  await page.click('form[data-testid="settings-form"] button[type="submit"]');
  await page.locator('[data-testid="notice"]', { hasText: "Settings saved" }).waitFor();
  await page.reload();
  await ready(page);
  await fullPoint.waitFor();
  expect(await fullPoint.isChecked(), "setting kept after reload");
  await page.click('nav.tabs a[href="#/players"]');
  await page.locator('[data-page="#/players"] select[name="absence-kind"]').waitFor();
  expect((await kinds()).includes("full-point bye"), `full-point bye offered: ${await kinds()}`);

  await page.click('nav.tabs a[href="#/rounds"]');
  for (const round of [1, 2]) {
    await page.click('[data-testid="pair"]');
    // The pairing arrives from the worker: wait for this round's boards,
    // not the previous round's.
    await page.locator("main h3", { hasText: `Round ${round}` }).waitFor();
    await page.locator('[data-testid="board"]').nth(2).waitFor();
    expect((await page.locator('[data-testid="board"]').count()) === 3, `round ${round}: three boards`);
    expect((await page.locator('[data-testid="open-boards"]').innerText()).endsWith("3"), "three open");
    if (round === 2) break;
    // A result tapped on the wrong board is taken back: the board is open again.
    const board0 = page.locator('[data-testid="board"]').nth(0);
    await board0.locator("button.result").nth(2).click();
    await page.locator('[data-testid="open-boards"]', { hasText: "2" }).waitFor();
    await page.locator('[data-testid="board"]').nth(0).locator("details.unrated summary").click();
    await page.locator('[data-testid="board"]').nth(0).locator('[data-testid="clear-result"]').click();
    await page.locator('[data-testid="board"][data-result="…"]').nth(2).waitFor();
    expect((await page.locator('[data-testid="open-boards"]').innerText()).endsWith("3"), "three open after clearing");
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
  expect((await page.locator("main h3").first().innerText()) === "Round 2", "round 2 kept after reload");
  expect((await page.locator('[data-testid="open-boards"]').innerText()).endsWith("3"), "round 2 open");
  await shot(page, "loop-round2");

  // A late entry while round 2 is paired: a half-point bye for rounds 1
  // and 2 (the event's setting above), paired from round 3.
  await page.click('nav.tabs a[href="#/players"]');
  await page.locator('[data-page="#/players"] [data-testid="late-entry-help"]').waitFor();
  const help = await page.locator('[data-testid="late-entry-help"]').innerText();
  expect(help.includes("half-point bye"), `late-entry help follows the setting: ${help}`);
  await page.fill('input[name="player-name"]', "Gus");
  await page.fill('input[name="rating"]', "1600");
  await page.click('form[data-testid="add-player"] button[type="submit"]');
  await page.locator('[data-testid="player"]').nth(6).waitFor();
  await page.click('nav.tabs a[href="#/standings"]');
  const gus = page.locator('[data-page="#/standings"] [data-testid="standing"]', { hasText: "Gus" });
  await gus.waitFor();
  // Standings after round 1 (round 2 has no results yet): ½ for the missed round 1.
  const gusScore = await gus.locator("td.score").innerText();
  expect(gusScore === "0.5", `late entry's score after round 1: ${gusScore}`);
  await context.close();
});

// The whole event of issue 5 (tests/e2e/workflow.mjs), before the offline
// test stops the server.
registerWorkflow(test, {
  expect,
  shot,
  noSidewaysScroll,
  ready,
  createTournament,
  notice,
  newPage,
  out,
  root,
  viewport,
  browser: () => browser,
});

// A Double-Swiss event (C.04.5): every round a match of two games.
// Results are entered per game from the board's point of view ("1-0": the
// first-named player, White in game 1, won that game). Index = position of
// the button: 1-0, ½-½, 0-1, +/−, −/+, −/−.
const GAME_RESULTS = ["1-0", "½-½", "0-1", "+/−", "−/+", "−/−"];
/** Game points of the first- and second-named player for one game result. */
const GAME_POINTS = {
  "1-0": [1, 0], "½-½": [0.5, 0.5], "0-1": [0, 1],
  "+/−": [1, 0], "−/+": [0, 1], "−/−": [0, 0],
};
/** "1½", "½", "2", "0", as the app writes points. */
const fmtPoints = (p) => {
  const whole = Math.floor(p);
  const half = p - whole === 0.5;
  return half ? (whole === 0 ? "½" : `${whole}½`) : String(whole);
};

test("a Double-Swiss event: 7 players, 4 rounds, games entered per board, bye and forfeits, reloads", async () => {
  // The results entered, per round and board (in publication order):
  // [game 1, game 2]. Round 1 board 3 has a single forfeited game (+/− in
  // game 2: the match still counts as played, C.04.5 Preface); round 2
  // board 2 is a match forfeited by the second player (+/− in both games);
  // round 3 board 3 has a game forfeited by both (−/−) and a game played.
  const plan = [
    [["1-0", "½-½"], ["0-1", "0-1"], ["½-½", "+/−"]],
    [["½-½", "½-½"], ["+/−", "+/−"], ["1-0", "0-1"]],
    [["0-1", "½-½"], ["1-0", "1-0"], ["−/−", "1-0"]],
    [["1-0", "1-0"], ["½-½", "0-1"], ["0-1", "1-0"]],
  ];
  const context = await browser.newContext({ viewport });
  const page = await newPage(context, "double-swiss");
  await page.fill('input[name="name"]', "Double Open");
  await page.fill('input[name="rounds"]', "4");
  await page.selectOption('select[name="system"]', "double-swiss-2026");
  await page.click('form[data-testid="create-form"] button[type="submit"]');
  const item = page.locator('[data-testid="tournament"]', { hasText: "Double Open" });
  await item.waitFor();
  await page.reload();
  await ready(page);
  const meta = await item.locator(".meta").first().innerText();
  expect(meta.includes("Double-Swiss") && meta.includes("4 rounds"), `summary after reload: ${meta}`);
  // The PAB of a Double-Swiss event is a whole match (C.04.5 art. 1.4): its
  // own field, empty for the default (a win plus a draw), in place of the
  // one-game pairing bye.
  const dsPab = page.locator('[data-page="#/tournaments"] input[name="ds-pab"]');
  await dsPab.waitFor();
  expect((await dsPab.getAttribute("placeholder")) === "win + draw", "bye-match default shown");
  expect((await dsPab.inputValue()) === "", "bye match left at its default");
  expect((await page.locator('input[name="pab"]').count()) === 0, "no one-game pairing-bye field");
  expect((await page.locator('[data-page="#/tournaments"] input[name="baku"]').count()) === 0, "no Baku for Double-Swiss");
  await page.locator('[data-testid="no-acceleration"]').waitFor();
  // Tie-breaks apply to Double-Swiss too (C.04.5 Preface: "for the purposes
  // of tie-breaks and standings"), with the rating of unrated players.
  await page.locator('select[name="tiebreak-1"]').waitFor();
  await page.locator('input[name="unrated-rating"]').waitFor();
  expect((await page.locator('[data-testid="no-tiebreaks"]').count()) === 0, "Double-Swiss chooses tie-breaks");
  await noSidewaysScroll(page, "double-swiss settings");
  await shot(page, "ds-settings");

  await page.click('nav.tabs a[href="#/players"]');
  await page.fill('[data-testid="paste"]', "Ann, 2200\nBen, 2150\nCat, 2100\nDan, 2050\nEve, 2000\nFay, 1950\nGus, 1900\n");
  await page.click('[data-testid="add-list"]');
  await page.locator('[data-testid="player"]').nth(6).waitFor();
  await page.reload();
  await ready(page);
  expect((await page.locator('[data-testid="player"]').count()) === 7, "seven players after reload");

  // The test's own tally, from the results it enters: name → points.
  const gamePoints = {};
  const matchPoints = {};
  const add = (name, gp, mp) => {
    gamePoints[name] = (gamePoints[name] || 0) + gp;
    matchPoints[name] = (matchPoints[name] || 0) + mp;
  };
  const seen = []; // per round: { boards: [[white, black, score]], bye }
  const playerName = (s) => s.replace(/ \(\d+\)$/, "");

  await page.click('nav.tabs a[href="#/rounds"]');
  for (let r = 1; r <= 4; r++) {
    await page.click('[data-testid="pair"]');
    const matches = page.locator('[data-testid="match"]');
    await page.locator('[data-testid="match"], [data-testid="notice"]').first().waitFor();
    if ((await matches.count()) === 0) {
      await shot(page, `ds-round${r}-failed`);
      fail(`round ${r} not paired: ${await page.locator('[data-testid="notice"]').innerText()}`);
    }
    await matches.nth(2).waitFor();
    await page.locator("main h3", { hasText: `Round ${r}` }).waitFor();
    expect((await matches.count()) === 3, `round ${r}: three matches`);
    const bye = playerName(await page.locator('[data-testid="bye"] .white').innerText());
    // C.04.5 art. 1.4: the PAB is worth a win and a draw; a match won.
    add(bye, 1.5, 2);
    const round = { boards: [], bye };
    for (let b = 0; b < 3; b++) {
      const m = matches.nth(b);
      const white = playerName(await m.locator(".board-head .white").innerText());
      const black = playerName(await m.locator(".board-head .black").innerText());
      const [g1, g2] = plan[r - 1][b];
      if (r === 1 && b === 0) {
        // A rare game result from the fold (C.04.5 Preface: a game may end
        // 0-½), then taken back with "Clear result": the game is open again.
        const g = () => matches.nth(0).locator('[data-testid="game-1"]');
        await g().locator('[data-testid="other-results"] summary').click();
        await g().locator('[data-testid="other-results"] button', { hasText: "0-½" }).click();
        await matches.nth(0).locator('[data-testid="game-1"][data-result="0-½"]').waitFor();
        const rare = await matches.nth(0).locator('[data-testid="match-score"]').innerText();
        expect(rare === "0–½", `a 0-½ game scores 0–½, shows ${rare}`);
        await shot(page, "ds-other-results");
        await g().locator('[data-testid="clear-result"]').click();
        await matches.nth(0).locator('[data-testid="game-1"][data-result="…"]').waitFor();
        const cleared = await matches.nth(0).locator('[data-testid="match-score"]').innerText();
        expect(cleared === "", `no score once cleared, shows ${cleared}`);
      }
      for (const [game, res] of [[1, g1], [2, g2]]) {
        const row = m.locator(`[data-testid="game-${game}"]`);
        await row.locator("button.result").nth(GAME_RESULTS.indexOf(res)).click();
        await matches.nth(b).locator(`[data-testid="game-${game}"][data-result="${res}"]`).waitFor();
      }
      const w = GAME_POINTS[g1][0] + GAME_POINTS[g2][0];
      const bl = GAME_POINTS[g1][1] + GAME_POINTS[g2][1];
      // Match points: 2 won, 1 drawn, 0 lost; a match both forfeited is lost by both.
      const both = g1 === "−/−" && g2 === "−/−";
      add(white, w, both ? 0 : w > bl ? 2 : w === bl ? 1 : 0);
      add(black, bl, both ? 0 : bl > w ? 2 : w === bl ? 1 : 0);
      const score = `${fmtPoints(w)}–${fmtPoints(bl)}`;
      const shown = await matches.nth(b).locator('[data-testid="match-score"]').innerText();
      expect(shown === score, `round ${r} board ${b + 1}: shows ${shown}, entered ${score}`);
      round.boards.push([white, black, score]);
    }
    seen.push(round);
    expect((await page.locator('[data-testid="open-boards"]').innerText()).endsWith("0"), `round ${r}: none open`);
    await noSidewaysScroll(page, `double-swiss round ${r}`);
    await shot(page, `ds-round${r}`);

    // Nothing is lost on reload: the same matches, scores and bye.
    await page.reload();
    await ready(page);
    await page.locator("main h3", { hasText: `Round ${r}` }).waitFor();
    for (let b = 0; b < 3; b++) {
      const m = page.locator('[data-testid="match"]').nth(b);
      const [white, black, score] = round.boards[b];
      expect(playerName(await m.locator(".board-head .white").innerText()) === white, `reload r${r}b${b + 1} white`);
      expect(playerName(await m.locator(".board-head .black").innerText()) === black, `reload r${r}b${b + 1} black`);
      expect((await m.locator('[data-testid="match-score"]').innerText()) === score, `reload r${r}b${b + 1} score`);
      const [g1, g2] = plan[r - 1][b];
      expect((await m.locator('[data-testid="game-1"]').getAttribute("data-result")) === g1, `reload r${r}b${b + 1} game 1`);
      expect((await m.locator('[data-testid="game-2"]').getAttribute("data-result")) === g2, `reload r${r}b${b + 1} game 2`);
    }
    expect(playerName(await page.locator('[data-testid="bye"] .white').innerText()) === bye, `reload r${r} bye`);
  }
  // The pairings the engine made (TPNs by rating: Ann 1 … Gus 7), the
  // results entered, and the standings derived by hand from them:
  //   R1 Ann-Dan 1-0 ½-½ 1½–½ · Eve-Ben 0-1 0-1 0–2 · Cat-Fay ½-½ +/− 1½–½ · PAB Gus 1½
  //      → Ann 1½ Ben 2 Cat 1½ Dan ½ Eve 0 Fay ½ Gus 1½
  //   R2 Ben-Ann ½-½ ½-½ 1–1 · Gus-Cat +/− +/− 2–0 · Dan-Fay 1-0 0-1 1–1 · PAB Eve 1½
  //      → Ann 2½ Ben 3 Cat 1½ Dan 1½ Eve 1½ Fay 1½ Gus 3½
  //   R3 Gus-Ben 0-1 ½-½ ½–1½ · Ann-Cat 1-0 1-0 2–0 · Eve-Dan −/− 1-0 1–0 · PAB Fay 1½
  //      → Ann 4½ Ben 4½ Cat 1½ Dan 1½ Eve 2½ Fay 3 Gus 4
  //   R4 Gus-Ann 1-0 1-0 2–0 · Fay-Ben ½-½ 0-1 ½–1½ · Cat-Eve 0-1 1-0 1–1 · PAB Dan 1½
  //      → Ann 4½ Ben 6 Cat 2½ Dan 3 Eve 3½ Fay 3½ Gus 6
  // Match points (2 won, 1 drawn, 0 lost; a PAB is a match won):
  //   Ann 2+1+2+0 = 5, Ben 2+1+2+2 = 7, Cat 2+0+0+1 = 3, Dan 0+1+0+2 = 3,
  //   Eve 0+2+2+1 = 5, Fay 0+1+2+0 = 3, Gus 2+2+0+2 = 6.
  // Gus won R2 by forfeit, so no PAB for him afterwards ([C2]); Cat-Gus
  // could meet again (a forfeited match, Preface) but did not need to.
  const expectedPairings = [
    { boards: [["Ann", "Dan", "1½–½"], ["Eve", "Ben", "0–2"], ["Cat", "Fay", "1½–½"]], bye: "Gus" },
    { boards: [["Ben", "Ann", "1–1"], ["Gus", "Cat", "2–0"], ["Dan", "Fay", "1–1"]], bye: "Eve" },
    { boards: [["Gus", "Ben", "½–1½"], ["Ann", "Cat", "2–0"], ["Eve", "Dan", "1–0"]], bye: "Fay" },
    { boards: [["Gus", "Ann", "2–0"], ["Fay", "Ben", "½–1½"], ["Cat", "Eve", "1–1"]], bye: "Dan" },
  ];
  const expectedStandings = [
    ["1", "Ben", "6", "7"], ["1", "Gus", "6", "6"], ["3", "Ann", "4½", "5"], ["4", "Eve", "3½", "5"],
    ["4", "Fay", "3½", "3"], ["6", "Dan", "3", "3"], ["7", "Cat", "2½", "3"],
  ];
  expect(JSON.stringify(seen) === JSON.stringify(expectedPairings), `pairings: ${JSON.stringify(seen)}`);

  // Each player gets at most one PAB (C.04.5 art. 2.1.2 [C2]).
  const byes = seen.map((s) => s.bye);
  expect(new Set(byes).size === 4, `four different PAB receivers: ${byes}`);

  await page.click('nav.tabs a[href="#/standings"]');
  await page.locator('[data-testid="standings-title"]', { hasText: "after round 4" }).waitFor();
  await page.reload();
  await ready(page);
  const rows = page.locator('[data-testid="standing"]');
  await rows.nth(6).waitFor();
  const table = [];
  for (let i = 0; i < 7; i++) {
    const cells = await rows.nth(i).locator("td").allInnerTexts();
    table.push([cells[0], playerName(cells[1]), cells[2], cells[3]]);
  }
  // The tie-break columns follow game and match points (the event kept the
  // default tie-breaks), one value button per player and tie-break; they
  // may break the ties of game points, so ranks are compared per name and
  // checked to be standings ranks (shared only by equal game points).
  const heads = await page.locator('[data-testid="standings"] thead th').allInnerTexts();
  expect(heads.length > 4, `tie-break columns: ${heads}`);
  const tbCount = heads.length - 4;
  expect((await page.locator('[data-testid="standings"] [data-testid^="tb-"]').count()) === 7 * tbCount, "a value cell per player and tie-break");
  const byName = (rows) => JSON.stringify(rows.map((r) => r.slice(1)).sort((a, b) => a[0].localeCompare(b[0])));
  expect(byName(table) === byName(expectedStandings), `standings: ${JSON.stringify(table)}`);
  table.forEach((row, i) => {
    const rank = Number(row[0]);
    const shared = i > 0 && table[i - 1][0] === row[0] && table[i - 1][2] === row[2];
    expect(rank === i + 1 || shared, `rank ${rank} at row ${i + 1}`);
  });
  await rows.nth(0).locator('[data-testid^="tb-"]').first().click();
  await page.locator('[data-testid="how"]').waitFor();
  await page.click('[data-testid="how-close"]');
  for (const [, name, gp, mp] of table) {
    expect(gp === fmtPoints(gamePoints[name]), `${name}: game points ${gp}, entered ${fmtPoints(gamePoints[name])}`);
    expect(Number(mp) === matchPoints[name], `${name}: match points ${mp}, entered ${matchPoints[name]}`);
  }
  // Ranked by game points (C.04.5 art. 1.2.1).
  const gps = table.map((row) => gamePoints[row[1]]);
  expect(gps.every((g, i) => i === 0 || gps[i - 1] >= g), `ordered: ${gps}`);
  // Every round: 3 matches of 2 games worth 1 point each (a single forfeit
  // still gives the point to the winner), except the −/− game of round 3:
  // 6 + 6 + 5 + 6 = 23, plus four PABs of 1½: 29.
  const total = Object.values(gamePoints).reduce((a, b) => a + b, 0);
  expect(total === 29, `total game points ${total}`);
  await noSidewaysScroll(page, "double-swiss standings");
  await shot(page, "ds-standings");
  await context.close();
});

registerLearnTests(test, {
  browser: () => browser,
  root,
  base: () => base,
  viewport,
  newPage,
  noSidewaysScroll,
  shot,
  expect,
  createTournament,
});

registerTiebreakTests(test, {
  browser: () => browser,
  root,
  viewport,
  newPage,
  noSidewaysScroll,
  shot,
  expect,
});

registerReportTests(test, {
  browser: () => browser,
  viewport,
  newPage,
  noSidewaysScroll,
  shot,
  expect,
  createTournament,
});

registerLearn2008Tests(test, { browser: () => browser, root, viewport, newPage, noSidewaysScroll, shot, expect });

// The big events' tests (worker, compute, learn-big) share their helpers.
const bigEventHelpers = {
  browser: () => browser,
  viewport,
  newPage,
  shot,
  expect,
  out,
  cliPath: () => cliPath(root),
};
registerWorkerTests(test, { ...bigEventHelpers, createTournament });
registerComputeTests(test, bigEventHelpers);
registerLearnBigTests(test, bigEventHelpers);
registerStorageTests(test, { browser: () => browser, viewport, newPage, shot, expect, createTournament, notice });
registerSoakTests(test, { browser: () => browser, viewport, newPage, expect, createTournament });
registerShareTests(test, { browser: () => browser, root, base: () => base, viewport, newPage, noSidewaysScroll, shot, expect });
registerRatingListTests(test, { browser: () => browser, viewport, newPage, shot, expect, createTournament, notice, noSidewaysScroll });
registerA11yTests(test, { browser: () => browser, root, viewport, newPage, expect, createTournament });
registerLangTests(test, { browser: () => browser, root, viewport, newPage, expect, shot });
registerDiagramTests(test, { browser: () => browser, viewport, newPage, noSidewaysScroll, shot, expect, classicRoundTwo });
registerDoubleSwissLearnTests(test, { browser: () => browser, viewport, newPage, noSidewaysScroll, shot, expect });
registerLearn2017Tests(test, { browser: () => browser, viewport, newPage, noSidewaysScroll, shot, expect });
registerExerciseTests(test, { browser: () => browser, viewport, newPage, noSidewaysScroll, shot, expect });
registerNotesTests(test, { browser: () => browser, root, newPage, shot, expect, classicRoundTwo });
registerTouchTests(test, { browser: () => browser, newPage, expect });
registerLearnLinkTests(test, { browser: () => browser, viewport, newPage, noSidewaysScroll, shot, expect });
registerCorrectionsTests(test, { browser: () => browser, out, viewport, newPage, noSidewaysScroll, shot, expect, createTournament });

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
  browser = await launchChromium();
  // E2E_ONLY=workflow runs only the tests whose name contains it (and the console check).
  const only = process.env.E2E_ONLY;
  const chosen = only ? tests.filter((t) => t.name.includes(only) || t.name === "no console errors") : tests;
  for (const { name, fn } of chosen) {
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
