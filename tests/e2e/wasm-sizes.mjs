// What takes the space in a wasm file: the code bytes of each function,
// summed by crate (the first path segment of the function's name in the
// `name` section), and the data segments (strings, tables).
//
//   node tests/e2e/wasm-sizes.mjs target/wasm32-unknown-unknown/release/pocket-arbiter-web.wasm [top]
//
// Use the wasm cargo wrote (it keeps its `name` section); the one in dist/
// has been through wasm-bindgen and wasm-opt and has no names.

import { readFileSync } from "node:fs";

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error("usage: wasm-sizes.mjs FILE.wasm [top]");
  process.exit(2);
}
const top = Number(topArg || 25);
const b = readFileSync(file);
let p = 8;
function leb() {
  let r = 0;
  let shift = 0;
  for (;;) {
    const x = b[p++];
    r += (x & 0x7f) * 2 ** shift;
    shift += 7;
    if (!(x & 0x80)) return r;
  }
}
let imports = 0;
const bodies = [];
let data = 0;
const names = new Map();
const sections = [];
while (p < b.length) {
  const id = b[p++];
  const size = leb();
  const start = p;
  sections.push([id, size]);
  if (id === 2) {
    // imports: count the functions, which come first in the index space
    let n = leb();
    while (n--) {
      for (let k = 0; k < 2; k++) {
        const l = leb();
        p += l;
      }
      const kind = b[p++];
      if (kind === 0) {
        leb();
        imports++;
      } else if (kind === 1) {
        p++;
        const f = leb();
        leb();
        if (f & 1) leb();
      } else if (kind === 2) {
        const f = leb();
        leb();
        if (f & 1) leb();
      } else if (kind === 3) {
        p += 2;
      } else {
        leb();
      }
    }
  } else if (id === 10) {
    let n = leb();
    while (n--) {
      const l = leb();
      bodies.push(l);
      p += l;
    }
  } else if (id === 11) {
    data = size;
  } else if (id === 0) {
    const l = leb();
    const name = b.subarray(p, p + l).toString();
    p += l;
    if (name === "name") {
      while (p < start + size) {
        const sub = b[p++];
        const sl = leb();
        const end = p + sl;
        if (sub === 1) {
          let n = leb();
          while (n--) {
            const idx = leb();
            const nl = leb();
            names.set(idx, b.subarray(p, p + nl).toString());
            p += nl;
          }
        }
        p = end;
      }
    }
  }
  p = start + size;
}
const demangle = (s) => {
  // Rust v0/legacy mangling is noisy: keep the crate-ish head.
  const m = /^_ZN(\d+)(\w+)/.exec(s);
  if (m) return m[2].slice(0, Number(m[1]));
  const q = /^<?(?:<)?([a-zA-Z_][\w]*)/.exec(s);
  return q ? q[1] : s;
};
const byCrate = new Map();
let code = 0;
const fns = [];
bodies.forEach((len, i) => {
  const name = names.get(imports + i) || `func${imports + i}`;
  code += len;
  fns.push([len, name]);
  const c = demangle(name);
  byCrate.set(c, (byCrate.get(c) || 0) + len);
});
const kb = (n) => `${(n / 1024).toFixed(1).padStart(8)} KB`;
console.log(`${file}: ${kb(b.length)} total, code ${kb(code)} in ${bodies.length} functions, data ${kb(data)}`);
console.log("by crate (code):");
[...byCrate.entries()]
  .sort((a, b) => b[1] - a[1])
  .slice(0, top)
  .forEach(([c, n]) => console.log(`${kb(n)}  ${c}`));
console.log("largest functions:");
fns
  .sort((a, b) => b[0] - a[0])
  .slice(0, top)
  .forEach(([n, name]) => console.log(`${kb(n)}  ${name.slice(0, 150)}`));
