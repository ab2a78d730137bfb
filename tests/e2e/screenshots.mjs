// The README's screenshots of Learn in pictures (issue 23): for each system
// in SYSTEMS, its bracket diagram on a phone (390 px), a still of the
// animation between two steps, and trainer mode at 1920×1080; then the
// exercises in EXERCISES on a phone. Written to docs/screenshots/*.png and
// listed as a Markdown table on stdout (paste it into README.md).
//
// Not part of the e2e suite (it asserts only that each screen opens). Run
// after `trunk build --release`:
//   E2E_PORT=8105 node tests/e2e/screenshots.mjs
// SHOTS_ONLY=dutch-2017 (a system's or an exercise's id, comma-separated)
// takes only those, leaving the other images as they are.
// To add a system, add an entry to SYSTEMS: the link that opens its diagram
// (a `#/learn/…` fragment, so no event has to be entered by hand) and the
// test ids of its diagram, trainer area, trainer button and "next" button.

import { chromium } from "playwright-core";
import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** Each system's diagram: where it opens and how it is driven. */
const SYSTEMS = [
  {
    id: "dutch-2026",
    name: "Dutch 2026",
    // The built-in sample, round 8, bracket 4 (three MDPs), step 3.
    link: "#/learn/sample/8/4/3",
    diagram: "diagram",
    area: "trainer-area",
    trainer: "trainer-toggle",
    next: "trace-next",
  },
  {
    id: "dutch-2017",
    name: "Dutch 2017",
    // The lesson "absent" (five players, round 2), its last bracket, step 1:
    // 3–4 fails C.12 (the absent player would float down again).
    link: "#/learn/2017/absent/2/1",
    diagram: "diagram",
    area: "trainer-area",
    trainer: "trainer-toggle",
    next: "trace-next",
  },
  {
    id: "dutch-2006",
    name: "Dutch 1992–2006 (classic)",
    // The lesson on BAF 77 example 1, its engine step (2), frame 3.
    link: "#/learn/classic/dutch-2006/a8-colour-conflicts/2/3",
    diagram: "classic-diagram",
    area: "classic-diagram-area",
    trainer: "classic-trainer-toggle",
    next: "cdiagram-next",
  },
  {
    id: "dutch-2008",
    name: "Dutch ~2008 (classic)",
    // The lesson on D4's "B3 factor" (seed 004), its engine step (3), frame 3.
    link: "#/learn/classic/dutch-2008/d4-b3-factor/3/3",
    diagram: "classic-diagram",
    area: "classic-diagram-area",
    trainer: "classic-trainer-toggle",
    next: "cdiagram-next",
  },
  {
    id: "dutch-1992-ffe",
    name: "French federation 1992 (classic)",
    // BAF 77's second example (seed 001), its engine step (2), frame 3.
    link: "#/learn/classic/dutch-1992-ffe/baf77-example-2/2/3",
    diagram: "classic-diagram",
    area: "classic-diagram-area",
    trainer: "classic-trainer-toggle",
    next: "cdiagram-next",
  },
  {
    id: "double-swiss",
    name: "Double-Swiss",
    // The lesson "rematches" (six players, round 2), bracket 1, step 5.
    link: "#/learn/ds/rematches/1/5",
    diagram: "ds-diagram",
    area: "ds-trainer-area",
    trainer: "ds-trainer-toggle",
    next: "ds-next",
  },
];

/** The exercises shown: a link and the option answered (a wrong one shows the rule). */
const EXERCISES = [
  { id: "seed", name: "From the seeds' examples (BAF 77)", link: "#/learn/exercise/seed/1", box: "seed-exercise", option: "seed-option", verdict: "seed-verdict" },
  { id: "next", name: "Pick the next candidate", link: "#/learn/exercise/next/3", box: "next-candidate", option: "next-option", verdict: "next-verdict" },
];

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const dist = join(root, "dist");
const outDir = join(root, "docs/screenshots");
const port = Number(process.env.E2E_PORT || 8093);
const base = `http://127.0.0.1:${port}/`;
const phone = { width: 390, height: 844 };
const wide = { width: 1920, height: 1080 };
const still = { width: 800, height: 900 };
const tid = (id) => `[data-testid="${id}"]`;
const only = (process.env.SHOTS_ONLY || "").split(",").filter(Boolean);
const wanted = (x) => only.length === 0 || only.includes(x.id);

if (!existsSync(join(dist, "index.html"))) {
  console.error("screenshots: dist/index.html is missing: run `trunk build --release` first");
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });

const server = spawn("python3", ["-m", "http.server", String(port), "--bind", "127.0.0.1", "--directory", dist], { stdio: "ignore" });
for (let i = 0; i < 100; i++) {
  if (await fetch(base).then((r) => r.ok, () => false)) break;
  await new Promise((r) => setTimeout(r, 100));
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});

/** A page opened at `link` (in a fresh context, as another device opens a link). */
async function open(viewport, link, wait, reducedMotion = "reduce") {
  const context = await browser.newContext({ viewport, reducedMotion });
  const page = await context.newPage();
  await page.goto(base + link);
  await page.locator(tid(wait)).first().waitFor({ timeout: 30000 });
  // Fonts and the cards' first placement.
  await page.waitForTimeout(400);
  return { context, page };
}

const rows = [];
const file = (name) => join(outDir, `${name}.png`);
try {
  for (const s of SYSTEMS.filter(wanted)) {
    // The diagram on a phone: the drawing and its side views.
    let { context, page } = await open(phone, s.link, s.diagram);
    await page.locator(tid(s.diagram)).first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: file(`learn-diagram-${s.id}-phone`) });
    await context.close();

    // A still of the animation: the next step in trainer mode (nothing
    // over the drawing), caught while the cards move.
    ({ context, page } = await open(still, s.link, s.diagram, "no-preference"));
    await page.click(tid(s.trainer));
    await page.waitForTimeout(400);
    const figure = page.locator(`${tid(s.area)} svg`).first();
    await page.click(tid(s.next));
    await page.waitForTimeout(120);
    await figure.screenshot({ path: file(`learn-animation-${s.id}`) });
    await context.close();

    // Trainer mode at 1920×1080.
    ({ context, page } = await open(wide, s.link, s.diagram));
    await page.click(tid(s.trainer));
    await page.waitForTimeout(400);
    await page.screenshot({ path: file(`learn-trainer-${s.id}-1920`) });
    await context.close();

    rows.push(
      `| ${s.name} | ![${s.name}: diagram](docs/screenshots/learn-diagram-${s.id}-phone.png) | ` +
        `![${s.name}: animation](docs/screenshots/learn-animation-${s.id}.png) | ` +
        `![${s.name}: trainer mode](docs/screenshots/learn-trainer-${s.id}-1920.png) |`,
    );
    console.error(`screenshots: ${s.id} done`);
  }
  const exercises = [];
  for (const x of EXERCISES.filter(wanted)) {
    const { context, page } = await open(phone, x.link, x.box);
    // The first option answered: right, or wrong with the rule named.
    await page.locator(tid(x.option)).first().click();
    await page.locator(tid(x.verdict)).waitFor();
    await page.locator(tid(x.box)).scrollIntoViewIfNeeded();
    await page.screenshot({ path: file(`learn-exercise-${x.id}-phone`) });
    await context.close();
    exercises.push(`![${x.name}](docs/screenshots/learn-exercise-${x.id}-phone.png)`);
    console.error(`screenshots: exercise ${x.id} done`);
  }
  console.log("| system | diagram (390 px) | animation (a still) | trainer mode (1920×1080) |");
  console.log("|---|---|---|---|");
  for (const r of rows) console.log(r);
  console.log("");
  console.log(`| ${EXERCISES.map((x) => x.name).join(" | ")} |`);
  console.log(`|${EXERCISES.map(() => "---").join("|")}|`);
  console.log(`| ${exercises.join(" | ")} |`);
} finally {
  await browser.close();
  server.kill();
}
