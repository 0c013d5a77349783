// Prints, as JSON, what a language module says for each call given: `node words.mjs DIR LANG
// CALLS`, CALLS a JSON list of [path, ...args]: a path into the words ("said.play",
// "games.chiva.rules.0.title"). A value that is not a function is printed as it is.

import { pathToFileURL } from "node:url";
import { join } from "node:path";

const [dir, lang, calls] = process.argv.slice(2);
const mod = await import(pathToFileURL(join(dir, `${lang}.js`)).href);
const at = (root, path) => path.split(".").reduce((o, k) => o[k], root);
const out = JSON.parse(calls).map(([path, ...args]) => {
  const value = at(mod[lang], path);
  return typeof value === "function" ? value(...args) : value;
});
console.log(JSON.stringify(out));
