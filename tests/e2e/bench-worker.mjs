// Issue 17's browser figures: rounds 1–R of generated opens (400, 800,
// 1,500 players unless told), each paired in the app's pairing worker (the
// `pocket-arbiter-worker` wasm, release profile, in Debian's Chromium) and
// natively by the CLI on the same input, each result checked against the
// pairing the generated event recorded (the `.out` file).
//
//   cargo build --release --bin pocket-arbiter --example bench_input
//   trunk build --release
//   node tests/e2e/bench-worker.mjs                       # 400,800,1500; rounds 1-4; three systems
//   BENCH_SIZES=800 BENCH_ROUNDS=2 BENCH_SYSTEMS=dutch-2026 node tests/e2e/bench-worker.mjs
//
// Inputs: `pocket-arbiter generate --players N --rounds R --seed 1` (the
// events `pocket-arbiter bench --generate` times), cut before each round by
// the `bench_input` example; written to a temporary folder, not the repo.
// Each browser round runs in a new worker, as the app starts one per
// pairing; the time is from posting the request to the worker's answer
// (the worker's own reading of the event included). Memory: how far the
// renderer process's peak resident size (Linux `VmHWM`, reset through
// `clear_refs` before each round) rose above its size at the reset, i.e.
// what the round's worker (its wasm memory included) added to the page's
// process.
//
// A measurement, not a test: it fails only when a pairing differs.

import { launchChromium, serveDir } from "./launch.mjs";
import { spawnSync, execFileSync } from "node:child_process";
import { readFileSync, existsSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const dist = process.env.BENCH_DIST || join(root, "dist");
const cli = join(root, "target/release/pocket-arbiter");
const cutter = join(root, "target/release/examples/bench_input");
const sizes = (process.env.BENCH_SIZES || "400,800,1500").split(",").map(Number);
const rounds = Number(process.env.BENCH_ROUNDS || 4);
const systems = (process.env.BENCH_SYSTEMS || "dutch-2026,dutch-2017,double-swiss-2026").split(",");
const port = Number(process.env.BENCH_PORT || 8095);
const timeoutMs = Number(process.env.BENCH_TIMEOUT_MS || 10 * 60 * 1000);

for (const [path, how] of [
  [join(dist, "index.html"), "trunk build --release"],
  [cli, "cargo build --release --bin pocket-arbiter"],
  [cutter, "cargo build --release --example bench_input"],
]) {
  if (!existsSync(path)) {
    console.error(`bench-worker: ${path} is missing: run \`${how}\` first`);
    process.exit(2);
  }
}

// The inputs: one event per system and size, cut before each round.
const work = mkdtempSync(join(tmpdir(), "pa-bench-worker-"));
const inputs = [];
for (const system of systems) {
  for (const players of sizes) {
    const event = join(work, `${system}-${players}.trf`);
    const gen = spawnSync(
      cli,
      ["generate", "--system", system, "--players", String(players), "--rounds", String(rounds), "--seed", "1"],
      { encoding: "utf8", maxBuffer: 1 << 28 },
    );
    if (gen.status !== 0) {
      console.error(`bench-worker: generate ${system} ${players}: ${gen.stderr}`);
      process.exit(2);
    }
    writeFileSync(event, gen.stdout);
    for (let r = 1; r <= rounds; r++) {
      const prefix = join(work, `${system}-p${players}-round${r}`);
      execFileSync(cutter, [event, String(r), prefix]);
      inputs.push({ system, players, round: r, trf: `${prefix}.trf`, out: `${prefix}.out` });
    }
  }
}

// Native: the CLI's `bench` on the same file (one run: its time, its peak).
function native(input) {
  const r = spawnSync(cli, ["bench", "--runs", "1", "--system", input.system, input.trf], {
    encoding: "utf8",
  });
  // "players round best ms median ms result peak RSS"
  const line = r.stdout.split("\n").find((l) => /^\s*\d+\s+\d+\s/.test(l)) || r.stdout;
  const [, , best, , result, ...peak] = line.trim().split(/\s+/);
  return { ok: r.status === 0 && result === "matches", line: `${best} ms, ${peak.join(" ")}, ${result}` };
}

// The renderer processes' peak resident size (kB), and its reset.
function renderers() {
  return readdirSync("/proc")
    .filter((p) => /^\d+$/.test(p))
    .filter((p) => {
      try {
        const cmd = readFileSync(`/proc/${p}/cmdline`, "utf8");
        return cmd.includes("--type=renderer");
      } catch {
        return false;
      }
    });
}
function status(p, key) {
  try {
    const m = readFileSync(`/proc/${p}/status`, "utf8").match(new RegExp(`${key}:\\s+(\\d+) kB`));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}
// Resets each renderer's peak to its present size; returns those sizes.
function resetPeaks() {
  const before = new Map();
  for (const p of renderers()) {
    try {
      writeFileSync(`/proc/${p}/clear_refs`, "5");
    } catch {}
    before.set(p, status(p, "VmRSS"));
  }
  return before;
}
// The most any renderer grew above its size at the reset (kB): what the
// round added to the page's process (the worker, its wasm memory, the
// request and the answer), Chromium's own memory left out.
function growthKb(before) {
  let most = 0;
  for (const p of renderers()) {
    most = Math.max(most, status(p, "VmHWM") - (before.get(p) || 0));
  }
  return most;
}

const server = serveDir(dist, port);
const browser = await launchChromium();
let failed = 0;
try {
  const page = await browser.newPage();
  for (let i = 0; ; i++) {
    try {
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.locator("[data-page]").waitFor();
      break;
    } catch (e) {
      if (i > 50) throw e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await page.waitForFunction(() => window.wasmBindings && window.wasmBindings.tournament_json);
  console.log(`inputs in ${work}`);
  console.log("system             players round  worker ms  renderer growth   native (CLI: ms, peak, vs recorded)  same as recorded");
  for (const input of inputs) {
    const trf = readFileSync(input.trf, "utf8");
    const want = readFileSync(input.out, "utf8").trim();
    const before = resetPeaks();
    const r = await page.evaluate(
      async ({ trf, round, timeoutMs }) => {
        const tournament = window.wasmBindings.tournament_json(trf);
        const worker = new Worker("./pocket-arbiter-worker_loader.js");
        try {
          return await new Promise((resolve, reject) => {
            let t0 = 0;
            const timer = setTimeout(() => reject(new Error("timeout")), timeoutMs);
            worker.onerror = (e) => reject(new Error(`worker error: ${e.message}`));
            worker.onmessage = (e) => {
              const d = e.data;
              if (d === "Ready") {
                t0 = performance.now();
                worker.postMessage({ tournament, round });
              } else if (d && d.Done) {
                clearTimeout(timer);
                const ms = performance.now() - t0;
                if (!d.Done.Ok) return resolve({ ms, out: `error: ${JSON.stringify(d.Done)}` });
                const p = d.Done.Ok;
                const lines = [String(p.boards.length + (p.bye == null ? 0 : 1))];
                for (const b of p.boards) lines.push(`${b.white} ${b.black}`);
                if (p.bye != null) lines.push(`${p.bye} 0`);
                resolve({ ms, out: lines.join("\n") });
              } else if (d && d.BadRequest) {
                clearTimeout(timer);
                reject(new Error(`bad request: ${d.BadRequest}`));
              }
            };
          });
        } finally {
          worker.terminate();
        }
      },
      { trf, round: input.round, timeoutMs },
    );
    const peak = growthKb(before);
    const n = native(input);
    const ok = r.out.trim() === want;
    if (!ok || !n.ok) failed++;
    console.log(
      `${input.system.padEnd(18)} ${String(input.players).padStart(7)} ${String(input.round).padStart(5)} ${r.ms.toFixed(1).padStart(10)} ${(peak / 1024).toFixed(1).padStart(10)} MB   ${n.line}  ${ok ? "yes" : "NO"}`,
    );
  }
} finally {
  await browser.close();
  server.kill();
}
if (failed) {
  console.error(`${failed} round(s) differ from the recorded pairing`);
  process.exit(1);
}
