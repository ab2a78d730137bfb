// The tie-break choice and the "how it was computed" tap (issue 18), on the
// 16-player Swiss of FIDE TEC's "Exercises in Tie-Breaking"
// (tests/data/tiebreaks/tec-swiss-5.trf). Expected numbers are the paper's:
// exercise 13 (SB-C1) and exercise 7 (BH-C1).

import { join } from "node:path";

export function registerTiebreakTests(test, h) {
  const { expect } = h;

  async function gotoTab(page, hash) {
    await page.click(`nav.tabs a[href="${hash}"]`);
    await page.locator(`main [data-page="${hash}"]`).waitFor();
  }

  test("tie-breaks: chosen from the full C.07 set, each value explains itself", async () => {
    const context = await h.browser().newContext({ viewport: h.viewport });
    const page = await h.newPage(context, "tiebreaks");
    await page.setInputFiles('[data-testid="import-trf"]', join(h.root, "tests/data/tiebreaks/tec-swiss-5.trf"));
    await page.locator('[data-testid="notice"]', { hasText: "from the TRF file" }).waitFor();

    // Every code of C.07 is offered, with its meaning under the choice.
    const codes = await page.locator('[data-testid="tiebreak-1"] option').evaluateAll((os) => os.map((o) => o.value));
    for (const c of ["DE", "WIN", "WON", "BPG", "BWG", "GE", "PS-C1", "BH-M2", "FB", "AOB", "SB-C1", "KS", "ARO-C1", "TPR", "PTP", "APRO", "APPO"]) {
      expect(codes.includes(c), `tie-break ${c} offered: ${codes}`);
    }
    await page.selectOption('[data-testid="tiebreak-1"]', "SB-C1");
    await page.selectOption('[data-testid="tiebreak-2"]', "BH-C1");
    await page.selectOption('[data-testid="tiebreak-3"]', "");
    await page.selectOption('[data-testid="tiebreak-4"]', "");
    const meaning = await page.locator('[data-testid="tiebreak-meaning-1"]').innerText();
    expect(meaning.includes("Sonneborn-Berger Cut-1") && meaning.includes("9.1"), `meaning: ${meaning}`);
    await h.noSidewaysScroll(page, "tie-break settings");
    await page.click('form[data-testid="settings-form"] button[type="submit"]');
    await page.locator('[data-testid="notice"]', { hasText: "Settings saved" }).waitFor();

    await gotoTab(page, "#/standings");
    // Computed in the worker (issue 17): shown when it answers.
    await page.locator('table[data-testid="standings"]').waitFor();
    const heads = await page.locator('table[data-testid="standings"] th').allTextContents();
    expect(heads.slice(3).join(",") === "SB-C1,BH-C1", `columns: ${heads}`);
    // Player 4: SB-C1 8 (exercise 13), BH-C1 11.5 (exercise 7).
    const sb = page.locator('[data-testid="tb-4-1"]');
    expect((await sb.innerText()) === "8", `SB-C1 of 4: ${await sb.innerText()}`);
    expect((await page.locator('[data-testid="tb-4-2"]').innerText()) === "11.5", "BH-C1 of 4");
    const box = await sb.boundingBox();
    expect(box && box.width >= 44 && box.height >= 44, `tap target ${JSON.stringify(box)}`);
    const label = await sb.getAttribute("aria-label");
    expect(label.startsWith("SB-C1 of David (4)"), `accessible name: ${label}`);
    await sb.click();
    const how = await page.locator('[data-testid="how"]').innerText();
    // The half-point bye of round 2: the dummy on David's own 3.5, ½ × 3.5
    // = 1.75, cut first as a voluntarily unplayed round (C.07 art. 16.5).
    expect(how.includes("half-point bye") && how.includes("1.75"), `how: ${how}`);
    expect(how.includes("voluntarily unplayed rounds first"), `cut rule: ${how}`);
    await h.noSidewaysScroll(page, "how computed");
    await h.shot(page, "tiebreaks-how");
    await page.click('[data-testid="how-close"]');
    expect((await page.locator('[data-testid="how"]').count()) === 0, "closed");
    await context.close();
  });
}
