// The static server for dist/ and the Chromium the browser scripts drive:
// one place for the end-to-end runner (run.mjs) and the two benchmarks
// (bench.mjs, bench-worker.mjs), so that they serve and launch alike.

import { chromium } from "playwright-core";
import { spawn } from "node:child_process";

/** Debian's chromium unless CHROMIUM names another. */
export const chromiumPath = process.env.CHROMIUM || "/usr/bin/chromium";

/** Flags for a quiet, headless, sandbox-free browser (CI runs as root). */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Serves `dir` on 127.0.0.1:`port` (Python's static server); kill() stops it. */
export function serveDir(dir, port) {
  return spawn("python3", ["-m", "http.server", String(port), "--bind", "127.0.0.1", "--directory", dir], {
    stdio: "ignore",
  });
}

/** Waits until `url` answers (up = true) or no longer answers (up = false); throws after 10 s. */
export async function waitForUrl(url, up = true) {
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok === up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server on ${url} did not ${up ? "start" : "stop"}`);
}

/** Headless Chromium with the flags above. */
export function launchChromium() {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}
