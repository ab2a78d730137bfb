// End-to-end test of the arbiter's report and the FIDE mode (issue 18,
// item 6), registered by run.mjs: the FIDE setting refuses a superseded
// system for the start date (C.04.2 art. 1.1); the report shows the
// settings, the program and its version, the checker's result for a
// paired round, and prints without the controls. At 390×844.

/**
 * @param test  run.mjs's `test(name, fn)`
 * @param h     helpers from run.mjs: { browser(), viewport, newPage, noSidewaysScroll, shot, expect, createTournament }
 */
export function registerReportTests(test, h) {
  const { viewport, newPage, noSidewaysScroll, shot, expect, createTournament } = h;

  test("report: FIDE mode refuses a superseded system; the report checks the rounds", async () => {
    const context = await h.browser().newContext({ viewport });
    const page = await newPage(context, "report");
    await createTournament(page, "Report Open", "5");
    const settings = '[data-page="#/tournaments"] form[data-testid="settings-form"]';
    await page.fill(`${settings} input[name="start-date"]`, "2026-03-01");
    await page.selectOption(`${settings} select[name="event-system"]`, "dutch-2017");
    await page.check(`${settings} input[name="fide-mode"]`);
    await page.click(`${settings} button[type="submit"]`);
    const refused = page.locator('[data-testid="notice"]', { hasText: "FIDE mode" });
    await refused.waitFor();
    const message = await refused.innerText();
    expect(message.includes("C.04.2 art. 1.1"), `refusal names the article: ${message}`);
    await page.selectOption(`${settings} select[name="event-system"]`, "dutch-2026");
    await page.click(`${settings} button[type="submit"]`);
    await page.locator('[data-testid="notice"]', { hasText: "Settings saved" }).waitFor();

    await page.click('nav.tabs a[href="#/players"]');
    await page.fill('[data-testid="paste"]', "Ann, 1800\nBen, 2100\nCat, 1950\nDan, 2000\n");
    await page.click('[data-testid="add-list"]');
    await page.locator('[data-testid="player"]').nth(3).waitFor();
    await page.click('nav.tabs a[href="#/rounds"]');
    await page.click('[data-testid="pair"]');
    await page.locator('[data-testid="board"]').nth(1).waitFor();
    for (let i = 0; i < 2; i++) {
      await page.locator('[data-testid="board"]').nth(i).locator("button.result").first().click();
      await page.locator('[data-testid="board"]').nth(i).locator("button.result.selected").waitFor();
    }

    await page.click('nav.tabs a[href="#/tournaments"]');
    await page.click('[data-testid="report-link"]');
    const report = page.locator('[data-page="#/report"] [data-testid="report"]');
    await report.waitFor();
    const program = await page.locator('[data-testid="report-program"]').innerText();
    expect(/^pocket-arbiter \d+\.\d+\.\d+/.test(program), `program and version: ${program}`);
    const checker = await page.locator('[data-testid="report-checker"]').innerText();
    expect(checker === "1 of 1 rounds reproduced identically.", `checker: ${checker}`);
    const verdict = await page.locator('[data-testid="report-verdict"]').innerText();
    expect(verdict.includes("FIDE mode is on.") && verdict.includes("nothing to refuse"), `verdict: ${verdict}`);
    const settingsText = await page.locator('[data-testid="report-settings"]').innerText();
    expect(settingsText.includes("Report Open") && settingsText.includes("FIDE C.04.3 (2026)"), `settings: ${settingsText}`);
    await noSidewaysScroll(page, "report");
    await shot(page, "report");
    await page.emulateMedia({ media: "print" });
    expect(!(await page.locator('[data-page="#/report"] button').first().isVisible()), "no button in print");
    await shot(page, "report-print");
    await context.close();
  });
}
