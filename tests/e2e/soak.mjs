// Browser soak of issue 22: seeded random operations on the real UI, spread
// over three pages (tabs) of one browser profile, with reloads, checked
// after every step against a model of what must be stored. Registered by
// run.mjs; its size and time are in the README's storage section.
//
//   E2E_ONLY=soak node tests/e2e/run.mjs
//   E2E_SOAK_SEED=12345 E2E_SOAK_STEPS=300 E2E_ONLY=soak node tests/e2e/run.mjs
//
// Operations: create a tournament, add a player, pair the next round (in
// the worker), enter a result, delete a tournament, reload a page. Each is
// done in a page chosen at random, on a tournament chosen at random (opened
// in that page first). After each step the stored tournaments must be
// exactly the model's: the same names, the same players, the same number
// of paired rounds and of results; every save one revision more, with one
// audit-log entry per save. A divergence stops the run and prints the seed
// and every step so far (the last one is where it diverged); the same seed
// replays the same steps.

const PAGES = 3;

/** mulberry32: a small seeded generator, enough to replay a run. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function registerSoakTests(test, h) {
  const { viewport, newPage, expect } = h;
  // A fixed seed unless told, so that a CI run can be repeated exactly.
  const seed = Number(process.env.E2E_SOAK_SEED || 11);
  const steps = Number(process.env.E2E_SOAK_STEPS || 200);

  test(`soak: ${steps} random steps over ${PAGES} tabs with reloads (seed ${seed})`, async () => {
    const random = rng(seed);
    const pick = (xs) => xs[Math.floor(random() * xs.length)];
    const context = await h.browser().newContext({ viewport });
    const pages = [];
    for (let i = 0; i < PAGES; i++) pages.push(await newPage(context, `soak-${i}`));

    /** name → { players: [names], rounds, results, revision } */
    const model = new Map();
    const done = [];
    let made = 0;
    let reloads = 0;
    const counts = {};
    const time = {};

    const fail = (why) => {
      throw new Error(
        `soak diverged at step ${done.length} (seed ${seed}): ${why}\n` +
          `     replay: E2E_SOAK_SEED=${seed} E2E_SOAK_STEPS=${done.length} E2E_ONLY=soak node tests/e2e/run.mjs\n` +
          done.map((s, i) => `     ${i + 1}. ${s}`).join("\n"),
      );
    };

    async function stored() {
      const all = await pages[0].evaluate(() =>
        Object.keys(localStorage)
          .filter((k) => k.startsWith("pocket-arbiter:t:"))
          .map((k) => JSON.parse(localStorage.getItem(k))),
      );
      return new Map(all.map((e) => [e.tournament.info.name, e]));
    }

    const gamesIn = (t, k) => t.players.filter((p) => p.rounds[k - 1]?.Game).length / 2;
    const roundsOf = (t) => {
      let r = 0;
      while (t.players.some((p) => p.rounds[r]?.Game || p.rounds[r]?.Bye === "PairingAllocated")) r++;
      return r;
    };
    /** Games with a result, counted from White's side. */
    const resultsOf = (t) =>
      t.players.reduce((n, p) => n + p.rounds.filter((e) => e.Game?.colour === "White" && e.Game.result !== "Pending").length, 0);

    async function check() {
      const got = await stored();
      const names = [...got.keys()].sort().join(",");
      const want = [...model.keys()].sort().join(",");
      if (names !== want) fail(`tournaments stored ${names}, model ${want}`);
      for (const [name, m] of model) {
        const e = got.get(name);
        const t = e.tournament;
        const players = t.players.map((p) => p.name).sort().join(",");
        if (players !== [...m.players].sort().join(",")) fail(`${name}: players ${players}, model ${m.players}`);
        if (roundsOf(t) !== m.rounds) fail(`${name}: ${roundsOf(t)} rounds stored, model ${m.rounds}`);
        if (resultsOf(t) !== m.results) fail(`${name}: ${resultsOf(t)} results stored, model ${m.results}`);
        if (e.revision !== m.revision) fail(`${name}: revision ${e.revision}, model ${m.revision}`);
        if (e.log.length !== e.revision - 1 || (e.log.length && e.log.at(-1).revision !== e.revision))
          fail(`${name}: ${e.log.length} log entries at revision ${e.revision}`);
      }
      return got;
    }

    // The check reads tab 0's localStorage; a write made in another tab
    // reaches it asynchronously (Chromium hands a storage area's changes
    // between renderers), which a loaded machine makes visible: a
    // divergence counts only if it is still there after 3 s. A lost write
    // never shows up, so it still fails.
    async function checkSettled() {
      for (let i = 0; ; i++) {
        try {
          return await check();
        } catch (e) {
          if (i >= 30) throw e;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    }

    async function tab(page, hash) {
      await page.click(`nav.tabs a[href="${hash}"]`);
      await page.locator(`main [data-page="${hash}"]`).waitFor();
    }

    /** Opens tournament `name` in `page` (on the Tournaments tab). */
    async function open(page, name) {
      await tab(page, "#/tournaments");
      const item = page.locator('[data-testid="tournament"]').filter({ has: page.locator(".name", { hasText: new RegExp(`^${name}$`) }) });
      await item.waitFor({ timeout: 5000 });
      const button = item.locator("button.primary");
      if (await button.isEnabled()) await button.click();
      await page.locator('[data-testid="tournament"].selected .name', { hasText: new RegExp(`^${name}$`) }).waitFor();
    }

    const ops = {
      async create(page) {
        const name = `Soak ${++made}`;
        await tab(page, "#/tournaments");
        await h.createTournament(page, name, String(5 + Math.floor(random() * 4)));
        model.set(name, { players: [], rounds: 0, results: 0, revision: 1 });
        return name;
      },
      async player(page, name) {
        const m = model.get(name);
        const who = `P${m.players.length + 1} ${name.split(" ")[1]}`;
        await open(page, name);
        await tab(page, "#/players");
        const form = 'form[data-testid="add-player"]';
        await page.fill(`${form} input[name="player-name"]`, who);
        await page.fill(`${form} input[name="rating"]`, String(1000 + Math.floor(random() * 1500)));
        await page.click(`${form} button[type="submit"]`);
        await page.locator('[data-testid="player"]', { hasText: who }).waitFor();
        m.players.push(who);
        m.revision++;
        return `${who} in ${name}`;
      },
      async pair(page, name) {
        const m = model.get(name);
        const t = (await stored()).get(name).tournament;
        // Enough players that a pairing always exists; every earlier board has its result.
        if (m.players.length < 2 * (m.rounds + 2) || m.rounds >= t.total_rounds) return null;
        if (m.rounds > 0 && m.results < boardsSoFar(t, m.rounds)) return null;
        await open(page, name);
        await tab(page, "#/rounds");
        await page.click('[data-testid="pair"]');
        await page.locator('[data-testid="notice"]', { hasText: `Round ${m.rounds + 1} paired` }).waitFor({ timeout: 30000 });
        m.rounds++;
        m.revision++;
        return `round ${m.rounds} of ${name}`;
      },
      async result(page, name) {
        const m = model.get(name);
        if (m.rounds === 0) return null;
        const t = (await stored()).get(name).tournament;
        if (m.results >= boardsSoFar(t, m.rounds)) return null;
        await open(page, name);
        await tab(page, "#/rounds");
        const n = await page.locator('[data-testid="board"]').count();
        let target = null;
        for (let i = 0; i < n; i++) {
          const r = await page.locator('[data-testid="board"]').nth(i).getAttribute("data-result");
          if (!/^[½10+−]/.test(r || "")) {
            target = i;
            break;
          }
        }
        if (target === null) fail(`${name}: no board without a result shown, model ${m.results} results`);
        const label = pick(["1-0", "½-½", "0-1"]);
        const b = page.locator('[data-testid="board"]').nth(target);
        await b.locator("button.result", { hasText: new RegExp(`^\\s*${label}\\s*$`) }).first().click();
        await page.locator(`[data-testid="board"]:nth-child(${target + 1})[data-result="${label}"]`).waitFor();
        m.results++;
        m.revision++;
        return `${label} on board ${target + 1} of round ${m.rounds} of ${name}`;
      },
      async delete(page, name) {
        if (random() < 0.75) return null; // rarer than the others
        await tab(page, "#/tournaments");
        const item = page.locator('[data-testid="tournament"]').filter({ has: page.locator(".name", { hasText: new RegExp(`^${name}$`) }) });
        await item.locator("button.danger-outline").click();
        await item.locator("button.danger").click();
        await page.locator('[data-testid="tournament"] .name', { hasText: new RegExp(`^${name}$`) }).waitFor({ state: "detached" });
        model.delete(name);
        return name;
      },
      async reload(page) {
        await page.reload();
        await page.locator("header.top h1").waitFor({ timeout: 20000 });
        await page.locator("nav.tabs a").first().waitFor();
        reloads++;
        return "";
      },
    };

    /** Boards (games) paired in rounds 1..r: each needs one result. */
    const boardsSoFar = (t, r) => {
      let n = 0;
      for (let k = 1; k <= r; k++) n += gamesIn(t, k);
      return n;
    };

    const started = Date.now();
    while (done.length < steps) {
      const p = Math.floor(random() * PAGES);
      const page = pages[p];
      const names = [...model.keys()];
      const kind =
        names.length === 0 || (names.length < 3 && random() < 0.15)
          ? "create"
          : pick(["player", "player", "player", "player", "pair", "pair", "result", "result", "result", "result", "delete", "reload", "create"]);
      if (kind === "create" && names.length >= 4) continue;
      const name = kind === "create" || kind === "reload" ? null : pick(names);
      let what;
      const t0 = Date.now();
      try {
        await page.bringToFront();
        what = await ops[kind](page, name);
      } catch (e) {
        done.push(`tab ${p}: ${kind} ${name ?? ""} (threw)`);
        fail(String(e.message || e).split("\n")[0]);
      }
      if (what === null) continue;
      counts[kind] = (counts[kind] || 0) + 1;
      done.push(`tab ${p}: ${kind} ${what}`);
      const t1 = Date.now();
      await checkSettled();
      time[kind] = (time[kind] || 0) + (t1 - t0);
      time.check = (time.check || 0) + (Date.now() - t1);
    }
    const ms = Date.now() - started;
    const per = Object.entries(counts)
      .map(([k, n]) => `${k} ${n} in ${(time[k] / 1000).toFixed(1)} s`)
      .join(", ");
    console.log(`     soak: seed ${seed}, ${done.length} steps on ${PAGES} tabs (${per}; ${reloads} reloads), checked after each (${(time.check / 1000).toFixed(1)} s), ${(ms / 1000).toFixed(1)} s`);
    expect(done.length === steps, "all steps done");
    await context.close();
  });
}
