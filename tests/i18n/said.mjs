// Prints, as JSON, everything the message functions of each language module say on their
// samples (samples.mjs), counts of one among them: {lang: [[path, text], ...]}. Read by
// test_plurals.py, which looks there for a count worded by hand ("1 puntos", "los puestos 3
// siguen"); `node said.mjs DIR LANG...`.

import { pathToFileURL } from "node:url";
import { join } from "node:path";
import { samplesFor } from "./samples.mjs";

const [dir, ...langs] = process.argv.slice(2);

function* said(obj, prefix = "") {
  for (const [k, v] of Object.entries(obj)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (typeof v === "function") {
      for (const args of samplesFor(path) || []) yield [path, v(...args)];
    } else if (v && typeof v === "object" && !Array.isArray(v)) yield* said(v, path);
  }
}

const report = {};
for (const lang of langs) {
  const mod = await import(pathToFileURL(join(dir, `${lang}.js`)).href);
  report[lang] = [...said(mod[lang])];
}
console.log(JSON.stringify(report));
