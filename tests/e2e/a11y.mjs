// Accessibility checks of one screen, for any e2e test (issue 21, item 4):
//
//   import { checkScreen } from "./a11y.mjs";
//   await checkScreen(page, "Players, add form");       // throws with a readable list
//   const found = await auditScreen(page, "Players");  // the same findings, not thrown
//
// What is checked on the page as it is now (open folds, dialogs, the page's
// current viewport):
//  1. axe-core (npm, test-only: injected into the page here, never shipped
//     with the app) with the WCAG 2.0/2.1/2.2 A and AA rules and axe's
//     best-practice rules: labels, list and table semantics, ARIA, contrast
//     ≥ 4.5:1, scrollable regions a keyboard can reach (scrollable-region-
//     focusable), one main landmark, heading order, …
//  2. Tap targets: every visible control (button, a[href], input other than
//     hidden, select, textarea, summary, [role=button], [tabindex] ≥ 0) is at
//     least 44×44 CSS px (WCAG 2.2 2.5.5; the app's rule). A checkbox, radio
//     or file input is also activated by a tap anywhere on its <label> (HTML
//     label activation), so its target is the larger of its own box and its
//     label's box: a 20 px checkbox inside a 44 px high label passes.
//  3. Width: the document is no wider than the viewport (no sideways scroll).
//  4. Names: every control in the accessibility tree (Chromium's own, read
//     through the DevTools protocol, so names are what a screen reader
//     hears) has a non-empty name, unique on the screen (case and spaces
//     ignored): "Edit Alice" and "Edit Bob", never two "Edit".

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
let axeSource;
function axeScript() {
  if (!axeSource) axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
  return axeSource;
}

/** The smallest tap target, CSS px (WCAG 2.2 2.5.5 "Target Size (Enhanced)"). */
export const MIN_TARGET = 44;

/** Roles of the accessibility tree that a user operates: each needs a unique name. */
const CONTROL_ROLES = new Set([
  "button",
  "link",
  "textbox",
  "searchbox",
  "combobox",
  "listbox",
  "checkbox",
  "radio",
  "switch",
  "spinbutton",
  "slider",
  "tab",
  "menuitem",
  "DisclosureTriangle", // <summary>
  // Date and time inputs (Chromium's roles "Date", "InputTime",
  // "DateTime"): one control each, named by its label. Chromium shows their
  // parts (month, day, year spinbuttons, the "Show date picker" button) as
  // children in the tree; they come from the input's user-agent shadow root,
  // the page cannot name them, and every date input has the same ones. They
  // are parts of the one control, so they are skipped as inside a control
  // (`insideControl`), and the input itself is checked. Seen in Chromium's
  // tree: Date "Start date" > generic > spinbutton "Month Month".
  "Date",
  "DateTime",
  "InputTime",
]);

async function runAxe(page) {
  const loaded = await page.evaluate(() => typeof window.axe !== "undefined");
  if (!loaded) await page.addScriptTag({ content: axeScript() });
  return page.evaluate(async () => {
    const result = await window.axe.run(document, {
      runOnly: {
        type: "tag",
        values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
      },
      resultTypes: ["violations"],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(" ")),
      summaries: v.nodes.map((n) => n.failureSummary || ""),
    }));
  });
}

async function smallTargets(page, min) {
  return page.evaluate((min) => {
    const selector = [
      "button",
      "a[href]",
      "input:not([type=hidden])",
      "select",
      "textarea",
      "summary",
      "[role=button]",
      "[tabindex]:not([tabindex='-1'])",
    ].join(",");
    const describe = (el) => {
      const id = el.id ? `#${el.id}` : "";
      const cls = el.classList.length ? "." + [...el.classList].join(".") : "";
      const text = (el.getAttribute("aria-label") || el.textContent || el.name || "").trim().slice(0, 40);
      return `${el.tagName.toLowerCase()}${id}${cls} "${text}"`;
    };
    const out = [];
    for (const el of document.querySelectorAll(selector)) {
      if (el.disabled) continue; // not a target while disabled
      let r = el.getBoundingClientRect();
      let w = r.width;
      let h = r.height;
      const labelled = el.tagName === "INPUT" && ["checkbox", "radio", "file"].includes(el.type);
      const boxes = labelled ? [...(el.labels || [])].map((l) => l.getBoundingClientRect()) : [];
      for (const b of boxes) {
        if (b.width * b.height > w * h) {
          w = b.width;
          h = b.height;
        }
      }
      const shown =
        (w > 0 && h > 0 && el.checkVisibility({ visibilityProperty: true })) ||
        boxes.some((b) => b.width > 0 && b.height > 0);
      if (!shown) continue;
      // Sub-pixel layout: 43.99 is 44.
      if (Math.round(w) < min || Math.round(h) < min) {
        out.push(`${describe(el)} is ${Math.round(w)}×${Math.round(h)}`);
      }
    }
    return out;
  }, min);
}

async function tooWide(page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scroll = document.documentElement.scrollWidth;
    if (scroll <= width) return [];
    // Name the widest culprits: elements reaching past the right edge that are
    // not inside a scrolling box.
    const inScroller = (el) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX;
        if (o === "auto" || o === "scroll" || o === "hidden") return true;
      }
      return false;
    };
    const culprits = [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && !inScroller(el))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join(".")} right=${Math.round(el.getBoundingClientRect().right)}`);
    return [`page is ${scroll} px wide in a ${width} px viewport: ${culprits.join(", ")}`];
  });
}

async function nameProblems(page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    const seen = new Map();
    const out = [];
    const byId = new Map(nodes.map((n) => [n.nodeId, n]));
    // The parts of a date input (day, month, year, the picker button) are
    // the browser's own, inside the one control: not controls of the page.
    const insideControl = (n) => {
      for (let p = byId.get(n.parentId); p; p = byId.get(p.parentId)) {
        if (!p.ignored && CONTROL_ROLES.has(p.role && p.role.value)) return true;
      }
      return false;
    };
    for (const n of nodes) {
      if (n.ignored) continue;
      const role = n.role && n.role.value;
      if (!CONTROL_ROLES.has(role) || insideControl(n)) continue;
      const hidden = (n.properties || []).some((p) => p.name === "hidden" && p.value.value);
      if (hidden) continue;
      const name = ((n.name && n.name.value) || "").replace(/\s+/g, " ").trim();
      if (!name) {
        out.push(`a ${role} has no accessible name`);
        continue;
      }
      const key = name.toLowerCase();
      const list = seen.get(key) || [];
      list.push(role);
      seen.set(key, list);
    }
    for (const [name, roles] of seen) {
      if (roles.length > 1) out.push(`${roles.length} controls named "${name}" (${roles.join(", ")})`);
    }
    return out;
  } finally {
    await cdp.detach();
  }
}

/**
 * Every finding on the screen as it is now: `{ axe, targets, width, names }`,
 * each a list (empty when clean). `options.min` changes the target size.
 */
export async function auditScreen(page, label, options = {}) {
  const min = options.min ?? MIN_TARGET;
  return {
    label,
    axe: await runAxe(page),
    targets: options.skipTargets ? [] : await smallTargets(page, min),
    width: await tooWide(page),
    names: options.skipNames ? [] : await nameProblems(page),
  };
}

/**
 * The findings less the known ones: `known` is a list of `{ kind, test,
 * screen, why }` (kind "axe" matches a rule id, "names"/"targets"/"width"
 * a finding's text; `screen`, when given, must be part of the label).
 * Each entry is a finding not yet fixed, written down with its reason, so
 * that the check still fails on anything else.
 */
export function withoutKnown(f, known) {
  const hit = (kind, text) =>
    known.some((k) => k.kind === kind && k.test.test(text) && (!k.screen || f.label.includes(k.screen)));
  return {
    ...f,
    axe: f.axe.filter((v) => !hit("axe", v.id)),
    targets: f.targets.filter((t) => !hit("targets", t)),
    width: f.width.filter((w) => !hit("width", w)),
    names: f.names.filter((n) => !hit("names", n)),
  };
}

/** One readable block per screen; "" when there is nothing to say. */
export function formatFindings(f) {
  const lines = [];
  for (const v of f.axe) {
    lines.push(`axe ${v.id} (${v.impact}): ${v.help}`);
    v.targets.slice(0, 8).forEach((t, i) => {
      const why = (v.summaries[i] || "").split("\n").slice(1, 2).join(" ").trim();
      lines.push(`    ${t}${why ? ` — ${why}` : ""}`);
    });
    if (v.targets.length > 8) lines.push(`    … and ${v.targets.length - 8} more`);
  }
  for (const t of f.targets) lines.push(`target under ${MIN_TARGET}×${MIN_TARGET}: ${t}`);
  for (const w of f.width) lines.push(`width: ${w}`);
  for (const n of f.names) lines.push(`name: ${n}`);
  return lines.length ? `${f.label}:\n  ${lines.join("\n  ")}` : "";
}

/** Counts per kind, for a report line: "axe label×1, list×2; targets 12; width 1; names 3". */
export function countFindings(f) {
  const axe = f.axe.map((v) => `${v.id}×${v.targets.length}`).join(", ") || "0";
  return `axe ${axe}; targets ${f.targets.length}; width ${f.width.length}; names ${f.names.length}`;
}

/**
 * Fails with every finding on the screen. With E2E_A11Y_SURVEY=1 it only
 * prints them (one line of counts and the details) and goes on, to survey
 * a whole build at once.
 */
export async function checkScreen(page, label, options = {}) {
  const f = withoutKnown(await auditScreen(page, label, options), options.known || []);
  const text = formatFindings(f);
  if (process.env.E2E_A11Y_SURVEY) {
    console.log(`a11y ${label}: ${countFindings(f)}`);
    if (text) console.log(text);
    return f;
  }
  if (text) throw new Error(`accessibility:\n${text}`);
  return f;
}
