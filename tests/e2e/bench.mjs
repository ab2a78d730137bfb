// Browser benchmark: pairs the benchmark rounds (tests/data/bench/*-round*.trf)
// with the release wasm build (dist/) in Debian's Chromium, through the page's
// `pair_trf_reference` API, and checks each result against the reference
// engine's output (`.out`). Prints best and median milliseconds of N runs.
//
//   trunk build --release && node tests/e2e/bench.mjs [runs]
//
// A measurement, not a test: it fails only when a pairing differs.

import { chromium } from "playwright-core";
import { spawn } from "node:child_process";
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const dist = join(root, "dist");
const benchDir = join(root, "tests/data/bench");
const runs = Number(process.argv[2] || 5);
const port = Number(process.env.BENCH_PORT || 8094);
if (!existsSync(join(dist, "index.html"))) {
  console.error("bench: dist/index.html is missing: run `trunk build --release` first");
  process.exit(2);
}
const server = spawn(
  "python3",
  ["-m", "http.server", String(port), "--bind", "127.0.0.1", "--directory", dist],
  { stdio: "ignore" },
);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
  ],
});
let failed = 0;
try {
  const page = await browser.newPage();
  for (let i = 0; ; i++) {
    try {
      await page.goto(`http://127.0.0.1:${port}/`);
      break;
    } catch (e) {
      if (i > 50) throw e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await page.waitForFunction(() => window.wasmBindings && window.wasmBindings.pair_trf_reference);
  const files = readdirSync(benchDir).filter((f) => /-round\d+\.trf$/.test(f)).sort();
  // Warm-up: let the browser compile the wasm to optimised code before timing.
  const warm = readFileSync(join(benchDir, files[Math.min(1, files.length - 1)]), "utf8");
  await page.evaluate((text) => {
    for (let i = 0; i < 5; i++) window.wasmBindings.pair_trf_reference(text);
  }, warm);
  console.log("players round   best ms  median ms  result");
  for (const f of files) {
    const text = readFileSync(join(benchDir, f), "utf8");
    const want = readFileSync(join(benchDir, f.replace(/\.trf$/, ".out")), "utf8").trim();
    const r = await page.evaluate(
      ({ text, runs }) => {
        const times = [];
        let out = "";
        for (let i = 0; i < runs; i++) {
          const t0 = performance.now();
          out = window.wasmBindings.pair_trf_reference(text);
          times.push(performance.now() - t0);
        }
        times.sort((a, b) => a - b);
        return { out, best: times[0], median: times[Math.floor(times.length / 2)] };
      },
      { text, runs },
    );
    const players = Number(f.match(/-p0*(\d+)-/)[1]);
    const round = Number(f.match(/-round0*(\d+)\.trf$/)[1]);
    const ok = r.out.trim() === want;
    if (!ok) failed++;
    console.log(
      `${String(players).padStart(7)} ${String(round).padStart(5)} ${r.best.toFixed(1).padStart(9)} ${r.median.toFixed(1).padStart(10)}  ${ok ? "matches" : "DIFFERS"}`,
    );
  }
} finally {
  await browser.close();
  server.kill();
}
process.exit(failed ? 1 : 0);
