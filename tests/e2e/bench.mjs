// Browser benchmark: pairs the benchmark rounds (tests/data/bench/*-round*.trf,
// Dutch 2026, then the same files under the 2017 rules through a
// `192 FIDE_DUTCH_2017` line, and tests/data/bench-double-swiss/*-round*.trf,
// Double-Swiss)
// with the release wasm build (dist/) in Debian's Chromium, through the
// pairing worker's `pair_trf_reference` export (the page has no engine: the
// worker's wasm is loaded in a worker of the benchmark's own, as the app
// loads it, and timed there), and checks each result against the expected
// output (`.out`: the reference engine's for Dutch, the pairing recorded in
// the generated event for Double-Swiss). Prints best and median milliseconds
// of N runs.
//
//   trunk build --release && node tests/e2e/bench.mjs [runs]
//
// BENCH_CPU_THROTTLE=4 slows the page's CPU fourfold (Chrome DevTools'
// CPU throttling, as Lighthouse's mobile profile does): a stand-in for a
// cheap phone. It also times the app's start, from navigation to the first
// page shown (the first load compiles the wasm; later ones may reuse the
// browser's compiled code).
//
// A measurement, not a test: it fails only when a pairing differs.

import { launchChromium, serveDir } from "./launch.mjs";
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const dist = join(root, "dist");
// [system, directory, TRF line that selects the system (none: the file's own)].
// The 2017 rules give the same pairings as the 2026 rules on these inputs, so
// the same `.out` files check them.
const benchDirs = [
  ["dutch-2026", join(root, "tests/data/bench"), null],
  ["dutch-2017", join(root, "tests/data/bench"), "192 FIDE_DUTCH_2017"],
  ["double-swiss-2026", join(root, "tests/data/bench-double-swiss"), null],
];
const runs = Number(process.argv[2] || 5);
const throttle = Number(process.env.BENCH_CPU_THROTTLE || 1);
const port = Number(process.env.BENCH_PORT || 8094);
if (!existsSync(join(dist, "index.html"))) {
  console.error("bench: dist/index.html is missing: run `trunk build --release` first");
  process.exit(2);
}
const server = serveDir(dist, port);
const browser = await launchChromium();
let failed = 0;
try {
  const page = await browser.newPage();
  if (throttle > 1) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
  }
  const starts = [];
  for (let load = 0; load < 5; load++) {
    for (let i = 0; ; i++) {
      try {
        const t0 = Date.now();
        await page.goto(`http://127.0.0.1:${port}/`);
        await page.locator("[data-page]").waitFor();
        starts.push(Date.now() - t0);
        break;
      } catch (e) {
        if (i > 50) throw e;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }
  const later = starts.slice(1).sort((a, b) => a - b);
  console.log(
    `CPU throttle ${throttle}x; app start to the first page: first load ${starts[0]} ms, later loads median ${later[Math.floor(later.length / 2)]} ms`,
  );
  // The app's pairing worker wasm, in a worker of our own: once its wasm
  // runs (its own `main` installs the app's message handler), ours
  // replaces it and times `pair_trf_reference` runs in the worker.
  await page.evaluate(async () => {
    const glue = JSON.stringify(`${location.origin}/pocket-arbiter-worker.js`);
    const wasm = JSON.stringify(`${location.origin}/pocket-arbiter-worker_bg.wasm`);
    const code = `importScripts(${glue});
      wasm_bindgen({ module_or_path: ${wasm} }).then(() => {
        self.onmessage = (e) => {
          try {
            const times = [];
            let out = "";
            for (let i = 0; i < e.data.runs; i++) {
              const t0 = performance.now();
              out = wasm_bindgen.pair_trf_reference(e.data.text);
              times.push(performance.now() - t0);
            }
            times.sort((a, b) => a - b);
            postMessage({ bench: { out, best: times[0], median: times[Math.floor(times.length / 2)] } });
          } catch (err) {
            postMessage({ benchError: String(err) });
          }
        };
        postMessage({ benchReady: true });
      }, (err) => postMessage({ benchError: String(err) }));`;
    const w = new Worker(URL.createObjectURL(new Blob([code], { type: "text/javascript" })));
    let pending = null;
    await new Promise((resolve, reject) => {
      w.onmessage = (e) => {
        const d = e.data || {};
        if (d.benchReady) resolve();
        else if (d.benchError && !pending) reject(new Error(d.benchError));
        else if (pending && (d.bench || d.benchError)) {
          const p = pending;
          pending = null;
          if (d.bench) p.resolve(d.bench);
          else p.reject(new Error(d.benchError));
        }
      };
    });
    window.__benchPair = (text, runs) =>
      new Promise((resolve, reject) => {
        pending = { resolve, reject };
        w.postMessage({ text, runs });
      });
  });
  const files = benchDirs.flatMap(([system, dir, line]) =>
    readdirSync(dir)
      .filter((f) => /-round\d+\.trf$/.test(f))
      .sort()
      .map((f) => ({ system, dir, f, line })),
  );
  // Warm-up: let the browser compile the wasm to optimised code before timing.
  for (const { dir, f } of [files[Math.min(1, files.length - 1)], files[files.length - 1]]) {
    const warm = readFileSync(join(dir, f), "utf8");
    await page.evaluate((text) => window.__benchPair(text, 3), warm);
  }
  console.log("system             players round   best ms  median ms  result");
  for (const { system, dir, f, line } of files) {
    const own = readFileSync(join(dir, f), "utf8");
    // The chosen system replaces the file's own `192` line, if any.
    const text = line ? `${line}\n${own.replace(/^192 .*\n/m, "")}` : own;
    const want = readFileSync(join(dir, f.replace(/\.trf$/, ".out")), "utf8").trim();
    const r = await page.evaluate(({ text, runs }) => window.__benchPair(text, runs), { text, runs });
    const players = Number(f.match(/-p0*(\d+)-/)[1]);
    const round = Number(f.match(/-round0*(\d+)\.trf$/)[1]);
    const ok = r.out.trim() === want;
    if (!ok) failed++;
    console.log(
      `${system.padEnd(18)} ${String(players).padStart(7)} ${String(round).padStart(5)} ${r.best.toFixed(1).padStart(9)} ${r.median.toFixed(1).padStart(10)}  ${ok ? "matches" : "DIFFERS"}`,
    );
  }
} finally {
  await browser.close();
  server.kill();
}
process.exit(failed ? 1 : 0);
