// Issue 21 items 1–2 in the app (Chromium, 390×844): forbidden pairs
// (picked, respected by the pairing, written to and read from TRF-2026
// `260`, and named by Learn's "why not"), a corrected result of an earlier
// round (the confirmation says what else changes and offers to re-pair the
// next round), the change log, undo, the unsaved-change guard, and a
// pairing changed by hand (a reason required, marked in the log and in the
// exported TRF).
//
// Expected pairings, worked by hand (C.04.3, Dutch 2026, six players rated
// 2200…1950, pairing numbers 1–6 in that order):
// - round 1 without prohibitions: one scoregroup, S1 = {1, 2, 3},
//   S2 = {4, 5, 6}: 1–4, 2–5, 3–6 (art. 3.6 (a), colours by art. 5.2.5:
//   odd numbers White in round 1 with the default initial colour);
// - with 1–4 forbidden [C1], the first transposition of S2 that satisfies
//   the absolute criteria is 5 4 6: 1–5, 2–4, 3–6.
//
// Registered by run.mjs; `E2E_ONLY=corrections node tests/e2e/run.mjs`.

import { readFileSync } from "node:fs";
import { join } from "node:path";

const SIX = "Anna, 2200\nBoris, 2150\nChloe, 2100\nDavid, 2050\nEmma, 2000\nFelix, 1950\n";

export function registerCorrectionsTests(test, h) {
  const { expect, out } = h;

  async function gotoTab(page, hash) {
    await page.click(`nav.tabs a[href="${hash}"]`);
    await page.locator(`main [data-page="${hash}"]`).waitFor();
  }

  async function addSix(page) {
    await gotoTab(page, "#/players");
    await page.fill('[data-testid="paste"]', SIX);
    await page.click('[data-testid="add-list"]');
    await page.locator('[data-testid="player"]').nth(5).waitFor();
  }

  /** The shown round's boards as [white, black] names. */
  async function pairs(page) {
    return page.locator('[data-testid="board"]').evaluateAll((lis) =>
      // Names are shown with the pairing number: "Anna (1)".
      lis.map((li) => [".white", ".black"].map((c) => li.querySelector(c).textContent.replace(/\s*\(\d+\)\s*$/, "").trim())),
    );
  }

  async function pair(page, round) {
    await page.click('[data-testid="pair"]');
    await page.getByRole("heading", { name: `Round ${round}`, exact: true }).waitFor();
  }

  async function exportTrf(page, file) {
    await gotoTab(page, "#/tournaments");
    const [download] = await Promise.all([page.waitForEvent("download"), page.click('[data-testid="export-trf"]')]);
    const path = join(out, file);
    await download.saveAs(path);
    return path;
  }

  test("corrections: a forbidden pair is respected, written to TRF 260, read back, and named by Learn", async () => {
    const context = await h.browser().newContext({ viewport: h.viewport });
    const page = await h.newPage(context, "forbidden");
    await h.createTournament(page, "Forbidden Open", "5");
    await addSix(page);
    const card = page.locator('[data-testid="forbidden-pairs"]');
    await card.getByText("No forbidden pairs.").waitFor();
    // Anna (1) and David (4), the pair round 1 would otherwise have.
    await card.getByLabel(/^Player 1\b/).selectOption("1");
    await card.getByLabel(/^Player 2\b/).selectOption("4");
    await card.getByRole("button", { name: "Keep apart" }).click();
    const item = card.locator('[data-testid="forbidden-pair"]');
    await item.waitFor();
    const line = await item.innerText();
    expect(line.includes("Anna (1)") && line.includes("David (4)") && line.includes("every round"), `listed: ${line}`);
    // A pair cannot be the same player twice: refused with a message.
    await card.getByLabel(/^Player 1\b/).selectOption("2");
    await card.getByLabel(/^Player 2\b/).selectOption("2");
    await card.getByRole("button", { name: "Keep apart" }).click();
    await page.locator('[data-testid="notice"]', { hasText: "picked twice" }).waitFor();
    expect((await item.count()) === 1, "nothing added from a bad pick");
    // Leave the form clean for the guard.
    await card.getByLabel(/^Player 1\b/).selectOption("");
    await card.getByLabel(/^Player 2\b/).selectOption("");
    await h.noSidewaysScroll(page, "forbidden pairs");
    await h.shot(page, "forbidden-pairs");

    await gotoTab(page, "#/rounds");
    await pair(page, 1);
    const r1 = await pairs(page);
    expect(
      JSON.stringify(r1) === JSON.stringify([["Anna", "Emma"], ["David", "Boris"], ["Chloe", "Felix"]]) ||
        JSON.stringify(r1) === JSON.stringify([["Anna", "Emma"], ["Boris", "David"], ["Chloe", "Felix"]]),
      `round 1 respects 1–4: ${JSON.stringify(r1)}`,
    );
    expect(!r1.some(([w, b]) => [w, b].sort().join() === "Anna,David"), "Anna and David are not paired");

    // Learn: why not Anna–David? The forbidden pair, with its record.
    await gotoTab(page, "#/learn");
    await page.click('[data-testid="learn-explain"]');
    await page.locator('[data-testid="why-x"]').waitFor({ timeout: 20000 });
    await page.locator('[data-testid="why-x"]').selectOption("1");
    await page.locator('[data-testid="why-y"]').selectOption("4");
    await page.click('[data-testid="why-ask"]');
    const answer = page.locator('[data-testid="why-answer"]');
    await answer.waitFor({ timeout: 20000 });
    const why = await answer.innerText();
    expect(why.includes("forbidden pair: the arbiter keeps 1 and 4 apart in every round"), `why not 1–4: ${why}`);
    await h.shot(page, "forbidden-why-not");

    // TRF-2026: the pair is a 260 record.
    const trf = await exportTrf(page, "forbidden.trf");
    const records = readFileSync(trf, "utf8").split("\n").filter((l) => l.startsWith("260"));
    expect(records.length === 1 && /^260 001 005\s+1\s+4$/.test(records[0].trimEnd()), `260 records: ${JSON.stringify(records)}`);

    // Read back in a fresh profile: the pair is listed again.
    const fresh = await h.browser().newContext({ viewport: h.viewport });
    const other = await h.newPage(fresh, "forbidden-reimport");
    await other.setInputFiles('[data-testid="import-trf"]', trf);
    await other.locator('[data-testid="notice"]', { hasText: "from the TRF file" }).waitFor();
    await gotoTab(other, "#/players");
    const back = await other.locator('[data-testid="forbidden-pair"]').innerText();
    expect(back.includes("Anna (1)") && back.includes("David (4)"), `read back: ${back}`);
    // Removed: gone from the list and from the next export.
    await other.getByRole("button", { name: "Remove forbidden pair Anna – David" }).click();
    await other.getByText("No forbidden pairs.").waitFor();
    const again = await exportTrf(other, "forbidden-removed.trf");
    expect(!readFileSync(again, "utf8").split("\n").some((l) => l.startsWith("260")), "no 260 after removal");
    await fresh.close();
    await context.close();
  });

  test("corrections: an earlier result corrected asks first, re-pairs, is logged, and undo restores it", async () => {
    const context = await h.browser().newContext({ viewport: h.viewport });
    const page = await h.newPage(context, "correction");
    await h.createTournament(page, "Correction Open", "5");
    await addSix(page);
    await gotoTab(page, "#/rounds");
    await pair(page, 1);
    const r1 = await pairs(page);
    expect(JSON.stringify(r1) === JSON.stringify([["Anna", "David"], ["Emma", "Boris"], ["Chloe", "Felix"]]), `round 1: ${JSON.stringify(r1)}`);
    // White wins everywhere except board 2 (Boris wins with Black): Anna, Boris, Chloe on 1.
    const results = ["1-0", "0-1", "1-0"];
    for (const [b, r] of results.entries()) {
      await page.getByRole("button", { name: `${r}, board ${b + 1}`, exact: true }).click();
      await page.locator(`[data-testid="board"]:nth-child(${b + 1})[data-result="${r}"]`).waitFor();
    }
    await pair(page, 2);
    const r2 = await pairs(page);

    // Round 1, board 1 becomes 0-1: David wins. Asked first.
    await page.getByRole("button", { name: "Round 1", exact: true }).click();
    await page.getByRole("heading", { name: "Round 1", exact: true }).waitFor();
    await page.getByRole("button", { name: "0-1, board 1", exact: true }).click();
    const dialog = page.getByRole("alertdialog", { name: "Correct a result of an earlier round?" });
    await dialog.waitFor();
    const said = await dialog.innerText();
    expect(said.includes("Round 1, Anna (1) – David (4): 1-0 → 0-1"), `the change: ${said}`);
    expect(said.includes("Anna (1): 1 → 0 points") && said.includes("David (4): 0 → 1 points"), `scores: ${said}`);
    expect(said.includes("no longer the one the rules give"), `round 2 verdict: ${said}`);
    await h.noSidewaysScroll(page, "correction dialog");
    await h.shot(page, "correction-dialog");
    // Cancel changes nothing.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    expect((await page.locator('[data-testid="board"]').first().getAttribute("data-result")) === "1-0", "cancel keeps 1-0");
    // Again, and saved with round 2 paired again.
    await page.getByRole("button", { name: "0-1, board 1", exact: true }).click();
    await dialog.getByRole("button", { name: "Save and re-pair round 2" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.locator('[data-testid="board"]:nth-child(1)[data-result="0-1"]').waitFor();
    await page.getByRole("button", { name: "Round 2", exact: true }).click();
    await page.getByRole("heading", { name: "Round 2", exact: true }).waitFor();
    const r2new = await pairs(page);
    expect(JSON.stringify(r2new) !== JSON.stringify(r2), `round 2 re-paired: ${JSON.stringify(r2)} → ${JSON.stringify(r2new)}`);
    // Now on 1 point: David, Boris, Chloe; they are not paired with the 0 group first.
    const top = new Set(["David", "Boris", "Chloe"]);
    const mixed = r2new.filter(([w, b]) => top.has(w) !== top.has(b)).length;
    expect(mixed === 1, `one board mixes the scoregroups (3 and 3 players): ${JSON.stringify(r2new)}`);

    // The change log has the correction; undo puts both rounds back.
    const undo = page.locator('[data-testid="undo"]');
    const step = await undo.locator('[data-testid="undo-step"]').first().innerText();
    expect(step.includes("Round 1") && step.includes("Round 2"), `undo step: ${step}`);
    await gotoTab(page, "#/tournaments");
    await page.locator('[data-testid="audit-log"] summary').click();
    const log = await page.locator('[data-testid="audit-change"]').allInnerTexts();
    expect(log.some((l) => l.startsWith("Round 1, 1 – 4")), `log: ${JSON.stringify(log)}`);
    await gotoTab(page, "#/rounds");
    await page.getByRole("button", { name: "Undo the last change" }).click();
    await page.locator('[data-testid="notice"]', { hasText: "Undone" }).waitFor();
    await page.getByRole("button", { name: "Round 2", exact: true }).click();
    await page.getByRole("heading", { name: "Round 2", exact: true }).waitFor();
    expect(JSON.stringify(await pairs(page)) === JSON.stringify(r2), "undo restores round 2");
    await page.getByRole("button", { name: "Round 1", exact: true }).click();
    await page.locator('[data-testid="board"]:nth-child(1)[data-result="1-0"]').waitFor();
    // The log keeps both: the undo is an entry of its own.
    await gotoTab(page, "#/tournaments");
    await page.locator('[data-testid="audit-log"] summary').click();
    const entries = await page.locator('[data-testid="audit-entry"]').count();
    expect(entries >= 2, `log entries: ${entries}`);
    await context.close();
  });

  test("corrections: leaving a form with unsaved text warns", async () => {
    const context = await h.browser().newContext({ viewport: h.viewport });
    const page = await h.newPage(context, "guard");
    await h.createTournament(page, "Guard Open", "5");
    await gotoTab(page, "#/players");
    await page.getByLabel("Name", { exact: true }).first().fill("Half typed");
    const messages = [];
    page.once("dialog", (d) => {
      messages.push(d.message());
      d.dismiss();
    });
    await page.click('nav.tabs a[href="#/rounds"]');
    await page.waitForFunction(() => location.hash === "#/players");
    expect(messages.length === 1 && messages[0].includes("not saved"), `asked: ${messages}`);
    expect((await page.getByLabel("Name", { exact: true }).first().inputValue()) === "Half typed", "text kept");
    page.once("dialog", (d) => {
      messages.push(d.message());
      d.accept();
    });
    await gotoTab(page, "#/rounds");
    expect(messages.length === 2, "asked again");
    // Nothing typed: no question.
    page.once("dialog", (d) => {
      messages.push(d.message());
      d.accept();
    });
    await gotoTab(page, "#/standings");
    expect(messages.length === 2, `asked with nothing typed: ${messages}`);
    await context.close();
  });

  test("corrections: a pairing changed by hand needs a reason and is marked in the log and the TRF", async () => {
    const context = await h.browser().newContext({ viewport: h.viewport });
    const page = await h.newPage(context, "by-hand");
    await h.createTournament(page, "Manual Open", "5");
    await addSix(page);
    await gotoTab(page, "#/rounds");
    await pair(page, 1);
    const box = page.locator('[data-testid="change-by-hand"]');
    await box.getByText("Change this pairing by hand").click();
    await box.getByLabel(/^Board\b/).selectOption("1");
    // No reason: refused.
    await box.getByRole("button", { name: "Change the pairing" }).click();
    await page.locator('[data-testid="notice"]', { hasText: "Say why the pairing is changed" }).waitFor();
    expect(JSON.stringify((await pairs(page))[0]) === JSON.stringify(["Anna", "David"]), "unchanged without a reason");
    await box.getByLabel("Reason (C.04.2 art. 4.4)").selectOption("4.4.2");
    await box.getByLabel("Why, in your words").fill("Regulations: board 1 colours drawn");
    await box.getByRole("button", { name: "Change the pairing" }).click();
    await page.locator('[data-testid="notice"]', { hasText: "Pairing changed" }).waitFor();
    expect(JSON.stringify((await pairs(page))[0]) === JSON.stringify(["David", "Anna"]), "board 1 colours swapped");
    await gotoTab(page, "#/tournaments");
    await page.locator('[data-testid="audit-log"] summary').click();
    const log = await page.locator('[data-testid="audit-change"]').allInnerTexts();
    expect(
      log.some((l) => l.includes("pairing changed by hand") && l.includes("C.04.2 art. 4.4.2") && l.includes("colours drawn")),
      `log: ${JSON.stringify(log)}`,
    );
    const trf = readFileSync(await exportTrf(page, "by-hand.trf"), "utf8");
    const marks = trf.split("\n").filter((l) => l.startsWith("### PAIRING-CHANGED"));
    expect(
      marks.length === 1 && marks[0] === "### PAIRING-CHANGED round 001 colours 1-4 -> 4-1 C.04.2-4.4.2 | Regulations: board 1 colours drawn",
      `TRF marks: ${JSON.stringify(marks)}`,
    );
    await context.close();
  });
}
