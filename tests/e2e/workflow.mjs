// A whole event through the UI at 390×844 (issue 5): 9 players, 5 rounds,
// Dutch 2026. Registered into tests/e2e/run.mjs (`node tests/e2e/run.mjs`).
//
// The story: 8 players pasted; Ivan arrives late (added after round 1 is
// paired, plays from round 2); Hugo withdraws after round 3; Chloe asks
// for a half-point bye in round 4; one game of round 2 is forfeited; a
// wrong result of round 3 is corrected. The page is reloaded after every
// step and must show everything entered so far. At the end the TRF export
// is checked by the CLI (`pocket-arbiter check`, every round must agree)
// and the standings are compared with values computed by hand below.
//
// Results entered: the player with the smaller pairing number (the higher
// rated) wins every game, except
//   - round 2, board 3: the smaller number does not come: the other wins by forfeit;
//   - round 3, board 2: a draw;
//   - round 3, board 1: first entered the wrong way round, then corrected;
//   - round 5, board 4: a short game, entered as played but not rated.

import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

const PLAYERS = [
  "Anna, 2200",
  "Boris, 2150",
  "Chloe, 2100",
  "David, 2050",
  "Emma, 2000",
  "Felix, 1950",
  "Gina, 1900",
  "Hugo, 1850",
].join("\n");

/** `Name (7)` → 7. */
const tpnOf = (s) => Number(/\((\d+)\)\s*$/.exec(s.trim())[1]);

export function registerWorkflow(test, h) {
  const { expect, shot, noSidewaysScroll, ready, createTournament, notice, out, root } = h;

  /** The boards shown: [{white, black, result}] in board order, and the bye. */
  async function boards(page) {
    const rows = page.locator('[data-testid="board"]');
    const n = await rows.count();
    const list = [];
    for (let i = 0; i < n; i++) {
      const b = rows.nth(i);
      list.push({
        white: tpnOf(await b.locator(".white").innerText()),
        black: tpnOf(await b.locator(".black").innerText()),
        result: await b.getAttribute("data-result"),
      });
    }
    const bye = page.locator('[data-testid="bye"] .white');
    return { list, bye: (await bye.count()) ? tpnOf(await bye.innerText()) : null };
  }

  async function setResult(page, board, label) {
    const b = page.locator('[data-testid="board"]').nth(board);
    await b.locator("button.result", { hasText: label }).first().click();
    await page.locator(`[data-testid="board"]:nth-child(${board + 1})[data-result="${label}"]`).waitFor();
  }

  /** The smaller pairing number wins: 1-0 if it has White, else 0-1. */
  const favourite = (b) => (b.white < b.black ? "1-0" : "0-1");
  const forfeitAgainstFavourite = (b) => (b.white < b.black ? "−/+" : "+/−");

  async function reload(page, where) {
    await page.reload();
    await ready(page);
    await noSidewaysScroll(page, where);
  }

  async function gotoTab(page, hash) {
    await page.click(`nav.tabs a[href="${hash}"]`);
    // The page's wrapper is rendered with its content: waiting for a bare `main h2`
    // could still match the page being left.
    await page.locator(`main [data-page="${hash}"]`).waitFor();
  }

  async function pairNext(page, round) {
    await gotoTab(page, "#/rounds");
    await page.click('[data-testid="pair"]');
    await page.locator("main h3", { hasText: `Round ${round}` }).waitFor();
    await page.locator('[data-testid="board"]').first().waitFor();
  }

  // Filled in as the event runs: rounds[r] = {list, bye}.
  const rounds = {};

  test("workflow: a 9-player, 5-round event, reloaded after every step", async () => {
    const context = await h.browser().newContext({ viewport: h.viewport, acceptDownloads: true });
    // The drawing of lots uses Math.random: fixed here so that the event is reproducible.
    await context.addInitScript(() => {
      Math.random = () => 0.25;
    });
    const page = await h.newPage(context, "workflow");
    await createTournament(page, "Workflow Open", "5");

    // Settings: place, dates, tie-breaks (default order BH-C1, BH, SB, DE), lots.
    await page.fill('input[name="city"]', "Lyon");
    await page.fill('input[name="start-date"]', "2026-11-20");
    await page.fill('input[name="end-date"]', "2026-11-22");
    await page.fill('input[name="win"]', "one");
    await page.click('form[data-testid="settings-form"] button[type="submit"]');
    const bad = await notice(page);
    expect(bad.includes("“Win”"), `bad point value names the field: ${bad}`);
    await page.fill('input[name="win"]', "1");
    await page.click('form[data-testid="settings-form"] button[type="submit"]');
    await page.locator('[data-testid="notice"]', { hasText: "Settings saved" }).waitFor();
    await page.click('[data-testid="draw-lots"]');
    await page.locator('[data-testid="notice"]', { hasText: "Drawn by lot: White" }).waitFor();
    await page.screenshot({ path: join(out, "workflow-settings.png"), fullPage: true });
    await reload(page, "settings");
    expect((await page.inputValue('input[name="city"]')) === "Lyon", "place kept");
    expect((await page.inputValue('input[name="start-date"]')) === "2026-11-20", "date kept");
    expect((await page.locator('[data-testid="initial-colour"]').innerText()) === "White", "colour kept");

    // Players pasted.
    await gotoTab(page, "#/players");
    await page.fill('[data-testid="paste"]', PLAYERS);
    await page.click('[data-testid="add-list"]');
    await page.locator('[data-testid="player"]').nth(7).waitFor();
    await reload(page, "players");
    const names = await page.locator('[data-testid="player"] .name').allTextContents();
    expect(names.join(",") === "Anna,Boris,Chloe,David,Emma,Felix,Gina,Hugo", `players: ${names}`);
    // An edit: Gina's FIDE id (numbers unchanged: same rating).
    await page.locator('[data-testid="player"]', { hasText: "Gina" }).getByRole("button", { name: "Edit" }).click();
    await page.fill('input[name="edit-fide-id"]', "12x");
    await page.click('[data-testid="edit-player"] button[type="submit"]');
    await page.locator('[data-testid="edit-player"] .field-error').waitFor();
    await page.fill('input[name="edit-fide-id"]', "4100018");
    await page.click('[data-testid="edit-player"] button[type="submit"]');
    await page.locator('[data-testid="player"]', { hasText: "4100018" }).waitFor();
    await page.screenshot({ path: join(out, "workflow-players.png"), fullPage: true });

    // Round 1.
    await pairNext(page, 1);
    rounds[1] = await boards(page);
    // Ivan arrives after round 1 is paired: a late entry.
    await gotoTab(page, "#/players");
    await page.locator('[data-testid="late-entry-help"]').waitFor();
    await page.fill('input[name="player-name"]', "Ivan");
    await page.fill('input[name="rating"]', "1800");
    await page.click('form[data-testid="add-player"] button[type="submit"]');
    await page.locator('[data-testid="player"]').nth(8).waitFor();
    await reload(page, "late entry");
    expect((await page.locator('[data-testid="player"]').nth(8).innerText()).includes("Ivan"), "Ivan is number 9");
    await gotoTab(page, "#/rounds");
    expect((await boards(page)).list.length === 4, "round 1 unchanged by the late entry");
    for (const [i, b] of rounds[1].list.entries()) {
      if (i === 3) {
        // The next round is refused while a board is open.
        await page.click('[data-testid="pair"]');
        const refused = await notice(page);
        expect(refused.includes("1 board(s) without a result"), `refusal: ${refused}`);
      }
      await setResult(page, i, favourite(b));
    }
    await page.locator('[data-testid="round-complete"]').waitFor();
    await shot(page, "workflow-round1");
    await reload(page, "round 1");
    expect((await page.locator('[data-testid="open-boards"]').innerText()).endsWith("0"), "round 1 complete after reload");

    // Round 2: Ivan paired; board 3 forfeited by the favourite.
    await pairNext(page, 2);
    rounds[2] = await boards(page);
    const everyone2 = rounds[2].list.flatMap((b) => [b.white, b.black]).concat([rounds[2].bye]);
    expect(everyone2.includes(9), `Ivan (9) is paired in round 2: ${JSON.stringify(rounds[2])}`);
    for (const [i, b] of rounds[2].list.entries()) {
      await setResult(page, i, i === 2 ? forfeitAgainstFavourite(b) : favourite(b));
    }
    await reload(page, "round 2");
    const r2 = await boards(page);
    expect(r2.list[2].result === forfeitAgainstFavourite(rounds[2].list[2]), "forfeit kept");
    await shot(page, "workflow-round2");

    // Round 3: a draw on board 2; board 1 entered wrong, then corrected (C.04.2 art. 4.3).
    await pairNext(page, 3);
    rounds[3] = await boards(page);
    const r3 = rounds[3].list;
    const wrong = favourite(r3[0]) === "1-0" ? "0-1" : "1-0";
    await setResult(page, 0, wrong);
    await setResult(page, 1, "½-½");
    for (let i = 2; i < r3.length; i++) await setResult(page, i, favourite(r3[i]));
    await reload(page, "round 3 before the correction");
    expect((await boards(page)).list[0].result === wrong, "wrong result kept until corrected");
    await setResult(page, 0, favourite(r3[0]));
    await reload(page, "round 3 corrected");
    expect((await boards(page)).list[0].result === favourite(r3[0]), "correction kept");

    // Hugo withdraws after round 3; Chloe asks for a half-point bye in round 4.
    await gotoTab(page, "#/players");
    await page.locator('[data-testid="player"]', { hasText: "Hugo" }).getByRole("button", { name: "Withdraw" }).click();
    await page.locator('[data-testid="player"]', { hasText: "withdrawn from round 4" }).waitFor();
    await page.selectOption('select[name="absence-player"]', "3");
    await page.fill('input[name="absence-round"]', "4");
    await page.selectOption('select[name="absence-kind"]', "H");
    await page.click('form[data-testid="absence-form"] button[type="submit"]');
    await page.locator('[data-testid="absence"]', { hasText: "Round 4: Chloe — half-point bye" }).waitFor();
    await reload(page, "withdrawal and bye");
    await page.locator('[data-testid="player"]', { hasText: "withdrawn from round 4" }).waitFor();
    await page.locator('[data-testid="absence"]', { hasText: "Round 4: Chloe" }).waitFor();
    await page.screenshot({ path: join(out, "workflow-absences.png"), fullPage: true });

    // Round 4: 7 players (Hugo withdrawn, Chloe on a bye): 3 boards and the pairing bye.
    await pairNext(page, 4);
    rounds[4] = await boards(page);
    const in4 = rounds[4].list.flatMap((b) => [b.white, b.black]).concat([rounds[4].bye]);
    expect(rounds[4].list.length === 3 && rounds[4].bye, `round 4: ${JSON.stringify(rounds[4])}`);
    expect(!in4.includes(3) && !in4.includes(8), "Chloe and Hugo are not paired in round 4");
    await page.locator('[data-testid="absent"]', { hasText: "Chloe (3) — half-point bye" }).waitFor();
    for (const [i, b] of rounds[4].list.entries()) await setResult(page, i, favourite(b));
    await reload(page, "round 4");

    // Round 5: 8 players, 4 boards.
    await pairNext(page, 5);
    rounds[5] = await boards(page);
    expect(rounds[5].list.length === 4 && !rounds[5].bye, `round 5: ${JSON.stringify(rounds[5])}`);
    for (const [i, b] of rounds[5].list.entries()) {
      if (i === 3) {
        // A short game: played, same points, not rated (TRF W/L).
        await page.locator('[data-testid="board"]').nth(i).locator("details.unrated summary").click();
        await setResult(page, i, `${favourite(b)} u`);
      } else {
        await setResult(page, i, favourite(b));
      }
    }
    await reload(page, "round 5");
    await page.locator('[data-testid="round-complete"]').waitFor();
    await shot(page, "workflow-round5");
    // Every round still there after the reloads.
    for (let r = 1; r <= 5; r++) {
      await page.locator('[data-testid="round-tab"]').nth(r - 1).click();
      await page.locator("main h3", { hasText: `Round ${r}` }).waitFor();
      const shown = await boards(page);
      expect(
        JSON.stringify(shown.list.map((b) => [b.white, b.black])) ===
          JSON.stringify(rounds[r].list.map((b) => [b.white, b.black])),
        `round ${r} pairing kept`,
      );
    }
    if (process.env.E2E_DISCOVER) console.log(JSON.stringify(rounds));
    checkPairings(rounds, expect);

    // TRF export, checked by the CLI.
    await gotoTab(page, "#/tournaments");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.click('[data-testid="export-trf"]'),
    ]);
    const trfPath = join(out, "workflow.trf");
    await download.saveAs(trfPath);
    // The rank column (TRF columns 86–89) holds the final standings.
    const ranks = readFileSync(trfPath, "utf8")
      .split("\n")
      .filter((l) => l.startsWith("001"))
      .map((l) => Number(l.slice(85, 89)));
    expect(ranks.join(",") === "1,2,3,4,6,5,7,8,9", `TRF ranks by pairing number: ${ranks}`);
    const cli = cliPath(root);
    const check = spawnSync(cli, ["check", "--system", "dutch-2026", trfPath], { encoding: "utf8" });
    expect(check.status === 0, `pocket-arbiter check exit ${check.status}:\n${check.stdout}\n${check.stderr}`);
    expect(check.stdout.includes("5 rounds checked, 0 differ"), `five rounds agree:\n${check.stdout}`);

    // The same file imported makes an identical tournament (TRF written back identically).
    await page.setInputFiles('[data-testid="import-trf"]', trfPath);
    await page.locator('[data-testid="notice"]', { hasText: "from the TRF file" }).waitFor();
    const [download2] = await Promise.all([
      page.waitForEvent("download"),
      page.click('[data-testid="export-trf"]'),
    ]);
    const again = join(out, "workflow-reimported.trf");
    await download2.saveAs(again);
    expect(readFileSync(again, "utf8") === readFileSync(trfPath, "utf8"), "re-imported TRF is identical");
    await context.close();
  });

  test("workflow: standings match the hand computation", async () => {
    const context = await h.browser().newContext({ viewport: h.viewport });
    const page = await h.newPage(context, "workflow-standings");
    // A fresh profile: import the exported TRF (the app's own file).
    await page.setInputFiles('[data-testid="import-trf"]', join(out, "workflow.trf"));
    await page.locator('[data-testid="notice"]', { hasText: "from the TRF file" }).waitFor();
    await gotoTab(page, "#/standings");
    await page.locator('[data-testid="standing"]').first().waitFor();
    const rows = await page.locator('[data-testid="standing"]').evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent.trim())),
    );
    if (process.env.E2E_DISCOVER) console.log(JSON.stringify(rows));
    checkStandings(rows, expect);
    await noSidewaysScroll(page, "standings");
    await shot(page, "workflow-standings");
    await page.locator('[data-testid="crosstable"]').scrollIntoViewIfNeeded();
    await noSidewaysScroll(page, "crosstable");
    await shot(page, "workflow-crosstable");
    await page.selectOption('select[name="card-player"]', "8");
    await page.locator('[data-testid="card"]').scrollIntoViewIfNeeded();
    const byes = await page.locator('[data-testid="card-byes"]').innerText();
    expect(byes.includes("R4: Z") && byes.includes("R5: Z"), `Hugo's card: ${byes}`);
    const colours = await page.locator('[data-testid="card-colours"]').innerText();
    // Hugo: W (R1), forfeit win (not played, C.04.2 art. 3.4), B (R3), Z, Z.
    expect(colours === "W-B--", `Hugo's colours: ${colours}`);
    await shot(page, "workflow-card");
    await page.emulateMedia({ media: "print" });
    await page.screenshot({ path: join(out, "workflow-print-standings.png"), fullPage: true });
    // The pairings and results of a round, as printed.
    await page.emulateMedia({ media: "screen" });
    await gotoTab(page, "#/rounds");
    await page.locator('[data-testid="board"]').first().waitFor();
    await page.emulateMedia({ media: "print" });
    expect(!(await page.locator("nav.tabs").isVisible()), "no navigation on paper");
    expect(!(await page.locator("button.result").first().isVisible()), "no result buttons on paper");
    await page.screenshot({ path: join(out, "workflow-print-round.png"), fullPage: true });
    await context.close();
  });
}

/** The CLI binary; built when missing. */
function cliPath(root) {
  const target = process.env.CARGO_TARGET_DIR || join(root, "target");
  const bin = join(target, "release", "pocket-arbiter");
  if (!existsSync(bin)) {
    const b = spawnSync("cargo", ["build", "--release", "--bin", "pocket-arbiter"], { cwd: root, stdio: "inherit" });
    if (b.status !== 0) throw new Error("could not build the CLI");
  }
  return bin;
}

// The pairings the engine made (checked against the CLI above; the hand
// computation below is for exactly this event). White–black, bye apart:
//   R1: 1–5, 6–2, 3–7, 8–4; Ivan (9) not yet there: Z
//   R2: 4–1, 2–3, 5–8, 9–6; PAB 7
//   R3: 1–2, 3–8, 7–4, 5–6; PAB 9
//   R4: 7–1, 2–4, 5–9; PAB 6; Chloe (3) H; Hugo (8) withdrawn: Z
//   R5: 6–1, 2–5, 4–3, 9–7; Hugo Z
const PAIRINGS = {
  1: { boards: [[1, 5], [6, 2], [3, 7], [8, 4]], bye: null },
  2: { boards: [[4, 1], [2, 3], [5, 8], [9, 6]], bye: 7 },
  3: { boards: [[1, 2], [3, 8], [7, 4], [5, 6]], bye: 9 },
  4: { boards: [[7, 1], [2, 4], [5, 9]], bye: 6 },
  5: { boards: [[6, 1], [2, 5], [4, 3], [9, 7]], bye: null },
};

// With the results entered (smaller number wins; R2 5–8 forfeited by 5;
// R3 3–8 drawn), each player's rounds and score (1 / ½ / 0, PAB 1, H ½, Z 0):
//   1 Anna  W5 W4 W2 W7 W6            = 5
//   2 Boris W6 W3 L1 W4 W5            = 4
//   3 Chloe W7 L2 D8 H  W4            = 1+0+½+½+1 = 3
//   4 David W8 L1 W7 L2 L3            = 2
//   5 Emma  L1 −8 W6 W9 L2            = 2
//   6 Felix L2 W9 L5 U  L1            = 2
//   7 Gina  L3 U  L4 L1 W9            = 2
//   8 Hugo  L4 +5 D3 Z  Z             = 1½
//   9 Ivan  Z  L6 U  L5 L7            = 1
// C.07 art. 16.3, scores as opponents see them: only Hugo changes, his two
// Z after his last game (R3) count as draws: 0+1+½+½+½ = 2½.
// Buchholz (art. 8.1; own unplayed rounds: dummy with own score, art. 16.4),
// Cut-1 (art. 14.1, a VUR's value cut first, art. 16.5), SB (art. 9.1):
//   1: 5→2 4→2 2→4 7→2 6→2 = 12; C1 −2 = 10; SB all wins = 12
//   2: 6→2 3→3 1→5 4→2 5→2 = 14; C1 −2 = 12; SB 2+3+2+2 = 9
//   3: 7→2 2→4 8→2½ H:dummy 3 4→2 = 13½; C1 −3 (VUR) = 10½;
//      SB 2 + ½·2½ + ½·3 + 2 = 6.75
//   4: 8→2½ 1→5 7→2 2→4 3→3 = 16½; C1 −2 = 14½; SB 2½ + 2 = 4½
//   5: 1→5 −:dummy 2 6→2 9→1 2→4 = 14; C1 −2 (VUR) = 12; SB 2 + 1 = 3
//   6: 2→4 9→1 5→2 U:dummy 2 1→5 = 14; C1 −1 = 13; SB 1 + 2 = 3
//   7: 3→3 U:dummy 2 4→2 1→5 9→1 = 13; C1 −1 = 12; SB 2 + 1 = 3
//   8: 4→2 +:dummy 1½ 3→3 Z:1½ Z:1½ = 9½; C1 −1½ (VUR) = 8;
//      SB 1·1½ + ½·3 = 3
//   9: Z:dummy 1 6→2 U:dummy 1 5→2 7→2 = 8; C1 −1 (VUR) = 7; SB 1·1 = 1
// Order: score, then BH-C1, BH, SB, DE. On 2: David 14½, Felix 13, then
// Emma and Gina both 12 → BH 14 vs 13: Emma, Gina. No tie is left for DE
// (shown blank).
const EXPECTED = [
  // rank, name (tpn), score, BH-C1, BH, SB, DE
  ["1", "Anna (1)", "5.0", "10", "12", "12", ""],
  ["2", "Boris (2)", "4.0", "12", "14", "9", ""],
  ["3", "Chloe (3)", "3.0", "10.5", "13.5", "6.75", ""],
  ["4", "David (4)", "2.0", "14.5", "16.5", "4.5", ""],
  ["5", "Felix (6)", "2.0", "13", "14", "3", ""],
  ["6", "Emma (5)", "2.0", "12", "14", "3", ""],
  ["7", "Gina (7)", "2.0", "12", "13", "3", ""],
  ["8", "Hugo (8)", "1.5", "8", "9.5", "3", ""],
  ["9", "Ivan (9)", "1.0", "7", "8", "1", ""],
];

function checkPairings(rounds, expect) {
  for (const [r, p] of Object.entries(PAIRINGS)) {
    const got = rounds[r].list.map((b) => [b.white, b.black]);
    expect(
      JSON.stringify(got) === JSON.stringify(p.boards) && rounds[r].bye === p.bye,
      `round ${r}: the hand computation assumes ${JSON.stringify(p)}, the app paired ${JSON.stringify(rounds[r])}`,
    );
  }
}

/** Standings rows as shown, against the hand computation. */
function checkStandings(rows, expect) {
  expect(rows.length === EXPECTED.length, `${rows.length} rows`);
  for (const [i, want] of EXPECTED.entries()) {
    expect(JSON.stringify(rows[i]) === JSON.stringify(want), `row ${i + 1}: got ${JSON.stringify(rows[i])}, want ${JSON.stringify(want)}`);
  }
}
