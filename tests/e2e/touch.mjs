// Issue 21 item 5: a whole event run as a user would, by touch on a
// 390×844 phone (`hasTouch`, `isMobile`, taps), finding everything by its
// role, its label or its visible text only (no CSS selectors, no test ids),
// with the accessibility check of tests/e2e/a11y.mjs (axe, 44 px targets, no
// sideways scroll, unique names) on every screen it passes through.
//
// The event: a small FIDE rating list imported (FIDE's TXT layout, written
// here) and one player added from it, five more pasted, a forbidden pair,
// three rounds (Dutch 2026), a result of round 1 corrected after round 2 is
// paired (the confirmation, then undo), the standings.
//
// Round 1, worked by hand (C.04.3): six players by rating, Carlsen (2831) 1,
// Anna 2, Boris 3, Chloe 4, David 5, Emma 6; S1 = {1, 2, 3}, S2 = {4, 5, 6}:
// 1–4, 2–5, 3–6. With Carlsen and Chloe (1–4) kept apart [C1], the next
// transposition 5 4 6 gives 1–5, 2–4, 3–6; colours by art. 5.2.5 from the
// default initial colour (1 White): Carlsen–David, Chloe–Anna, Boris–Emma.
//
// Registered by run.mjs; `E2E_ONLY=touch node tests/e2e/run.mjs`.

import { checkScreen } from "./a11y.mjs";
import { fideTxt } from "./a11y-screens.mjs";

const PASTED = "Anna, 2200\nBoris, 2150\nChloe, 2100\nDavid, 2050\nEmma, 2000\n";

export function registerTouchTests(test, h) {
  const { expect } = h;

  test("touch: a whole event by taps at 390×844, by roles, labels and text, checked on every screen", async () => {
    const context = await h.browser().newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 3,
    });
    const page = await h.newPage(context, "touch");
    const screen = (label) => checkScreen(page, label, { known: [] });
    const tab = async (name) => {
      await page.getByRole("navigation").getByRole("link", { name, exact: true }).tap();
      // The Tournaments page has no heading of its name (its cards have theirs).
      const heading = name === "Tournaments" ? { level: 2, name: /tournaments/i } : { level: 2, name, exact: true };
      await page.getByRole("heading", heading).first().waitFor();
    };
    const pairs = async () => {
      const items = await page.getByRole("list").filter({ has: page.getByRole("button", { name: "1-0, board 1", exact: true }) }).getByRole("listitem").allInnerTexts();
      return items.map((t) => t.replace(/\s+/g, " "));
    };

    // A tournament.
    await screen("Tournaments, first visit");
    await page.getByLabel("New tournament's name").fill("Touch Open");
    await page.getByLabel("New tournament's rounds").fill("3");
    await page.getByRole("button", { name: "Create", exact: true }).tap();
    await page.getByText("Touch Open", { exact: true }).first().waitFor();
    await screen("Tournaments, Touch Open created");

    // The rating list, a player from it, five pasted.
    await tab("Players");
    await page.getByLabel("Import a FIDE rating list").setInputFiles({
      name: "players_list_foa.txt",
      mimeType: "text/plain",
      buffer: Buffer.from(
        fideTxt([
          { id: "1503014", name: "Carlsen, Magnus", fed: "NOR", sex: "M", tit: "GM", rating: "2831", born: "1990" },
          { id: "2000008", name: "Muller, Jurgen", fed: "GER", sex: "M", tit: "FM", rating: "2311", born: "1985" },
        ]),
      ),
    });
    await page.getByText("2 players from players_list_foa.txt", { exact: false }).waitFor({ timeout: 20000 });
    await screen("Players, a rating list imported");
    await page.getByLabel("Find in the FIDE list (name or FIDE id)").fill("carlsen");
    await page.getByRole("button", { name: /^Carlsen, Magnus .*\b1503014$/ }).tap();
    expect((await page.getByLabel("Rating", { exact: true }).inputValue()) === "2831", "the list fills the rating");
    await page.getByRole("button", { name: "Add", exact: true }).tap();
    await page.getByText("Carlsen, Magnus", { exact: true }).first().waitFor();
    await page.getByLabel("Paste a list").fill(PASTED);
    await page.getByRole("button", { name: "Add these players" }).tap();
    await page.getByText("Emma", { exact: true }).waitFor();
    await screen("Players, six players");

    // Carlsen and Chloe are club mates: kept apart.
    const forbidden = page.getByRole("region", { name: "Forbidden pairs" });
    await forbidden.getByLabel(/^Player 1\b/).selectOption({ label: "Carlsen, Magnus (1)" });
    await forbidden.getByLabel(/^Player 2\b/).selectOption({ label: "Chloe (4)" });
    await forbidden.getByRole("button", { name: "Keep apart" }).tap();
    await forbidden.getByRole("button", { name: "Remove forbidden pair Carlsen, Magnus – Chloe" }).waitFor();
    await screen("Players, a forbidden pair");

    // Round 1: the pair is respected.
    await tab("Rounds");
    await page.getByRole("button", { name: "Pair round 1" }).tap();
    await page.getByRole("heading", { name: "Round 1", exact: true }).waitFor();
    const r1 = await pairs();
    const shown = r1.join("|").replace(/\s+/g, " ");
    expect(
      shown.includes("Carlsen, Magnus (1) – David (5)") && shown.includes("Chloe (4) – Anna (2)") && shown.includes("Boris (3) – Emma (6)"),
      `round 1: ${JSON.stringify(r1)}`,
    );
    expect(!r1.some((b) => b.includes("Carlsen") && b.includes("Chloe")), "Carlsen and Chloe not paired");
    await screen("Rounds, round 1");
    for (const [b, r] of ["1-0", "1-0", "0-1"].entries()) {
      await page.getByRole("button", { name: `${r}, board ${b + 1}`, exact: true }).tap();
      await page.getByRole("button", { name: `${r}, board ${b + 1}`, exact: true, pressed: true }).waitFor();
    }
    await page.getByRole("button", { name: "Pair round 2" }).tap();
    await page.getByRole("heading", { name: "Round 2", exact: true }).waitFor();
    await screen("Rounds, round 2");

    // Round 1, board 1 was a draw, not 1-0: corrected, then undone.
    await page.getByRole("button", { name: "Round 1", exact: true }).tap();
    await page.getByRole("heading", { name: "Round 1", exact: true }).waitFor();
    await page.getByRole("button", { name: "½-½, board 1", exact: true }).tap();
    const dialog = page.getByRole("alertdialog", { name: "Correct a result of an earlier round?" });
    await dialog.waitFor();
    await screen("Rounds, a correction asked first");
    await dialog.getByRole("button", { name: "Save the correction" }).tap();
    await page.getByRole("button", { name: "½-½, board 1", exact: true, pressed: true }).waitFor();
    await screen("Rounds, corrected");
    await page.getByRole("button", { name: "Undo the last change" }).tap();
    await page.getByRole("button", { name: "1-0, board 1", exact: true, pressed: true }).waitFor();
    await page.getByText("Undone", { exact: false }).first().waitFor();

    // Rounds 2 and 3.
    await page.getByRole("button", { name: "Round 2", exact: true }).tap();
    await page.getByRole("heading", { name: "Round 2", exact: true }).waitFor();
    for (let b = 1; b <= 3; b++) {
      await page.getByRole("button", { name: `½-½, board ${b}`, exact: true }).tap();
      await page.getByRole("button", { name: `½-½, board ${b}`, exact: true, pressed: true }).waitFor();
    }
    await page.getByRole("button", { name: "Pair round 3" }).tap();
    await page.getByRole("heading", { name: "Round 3", exact: true }).waitFor();
    for (let b = 1; b <= 3; b++) {
      await page.getByRole("button", { name: `1-0, board ${b}`, exact: true }).tap();
      await page.getByRole("button", { name: `1-0, board ${b}`, exact: true, pressed: true }).waitFor();
    }
    await screen("Rounds, round 3 complete");

    await tab("Standings");
    await page.getByRole("table").first().waitFor();
    await screen("Standings, final");
    await tab("Tournaments");
    await page.getByText(/^Change log \(\d+\)$/).tap();
    await page.getByRole("listitem").filter({ hasText: "Round 3 paired" }).first().waitFor();
    await screen("Tournaments, the change log");
    await context.close();
  });
}
