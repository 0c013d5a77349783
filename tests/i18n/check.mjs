// Loads every language module of the client and reports, as JSON on stdout, how each differs
// from en.js: keys missing or extra, a different kind of value or function arity, a function
// that throws or words its sample badly, a number or tile of the English words it drops, and
// words left in English. Run by test_languages.py; `node check.mjs DIR LANG...`.
//
// Every message function is called on samples (samples.mjs) that reach each of its branches, so a
// translation is checked on what it says, not only on its shape.

import { pathToFileURL } from "node:url";
import { join } from "node:path";
import { samplesFor } from "./samples.mjs";

const [dir, ...langs] = process.argv.slice(2);
const { NAMES } = await import(pathToFileURL(join(dir, "shared.js")).href);
const load = async (lang) => import(pathToFileURL(join(dir, `${lang}.js`)).href);

// Strings every language may share with English: names, and words that are the same.
const SAME = {
  // `seatsText`, `replayStep`, `logged.result`, `cannotOpen`: their samples are words of en.js
  "*": ["lang", "locale", "appTitle", "matchName", "seatsText", "replayStep", "logged.result",
    "cannotOpen", "codeSpoken", "sheetScore", "sheetHow.domino", "sheetPoints.added", "sheetPoints.kept",
    "statsHead.dekabes", "statsCaption", "scoreJoin",
    // a reviewed move is its number, its seat and the move, each in the words of its own key
    "review.move",
    // an avatar that is an emoji is named by itself (a screen reader says it in its language)
    "anyone.avatarNamed",
    // a narrow leaderboard's header of the rank, as leaderboards write it everywhere
    "ratings.headShort.rank",
    ...Object.keys(NAMES).map((code) => `prefs.lang.choices.${code}`)],
  es: ["games.chiva.title", "prefs.pace.choices.normal"],
  fr: ["codeLabel", "tableButton", "anyone.colours.orange", "prefs.pace.choices.normal", "sheetHead.points",
    "sheetHead.score", "prefs.notify.label"],
  ht: ["games.chiva.cheers.match.title", "games.haiti.cheers.dekabes.title"],
  tl: ["games.chiva.cheers.match.title", "games.haiti.cheers.dekabes.title", "games.chiva.title",
    "games.haiti.title", "computer",
    "seatKind.computer", "seedShown", "seatKinds.computer", "codeLabel", "inviteCode",
    "inviteLink",
    // a match's accuracy alone is a percentage, which Tagalog writes as English does: "82%"
    "statsAccuracy", "ratings.head.rating", "ratings.headShort.rating"],
  tr: ["games.haiti.title", "prefs.pace.choices.normal", "games.chiva.cheers.match.title",
    "games.haiti.cheers.dekabes.title"],
};
const same = (lang, path) => [...SAME["*"], ...(SAME[lang] || [])].includes(path);

function leaves(obj, prefix = "") {
  const out = {};
  for (const [k, v] of Object.entries(obj)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === "object" && !Array.isArray(v)) Object.assign(out, leaves(v, path));
    else out[path] = v;
  }
  return out;
}

const kind = (v) =>
  typeof v === "function" ? `function/${v.length}` : Array.isArray(v) ? "array" : typeof v;
const show = (value) => JSON.stringify(value);
// The numbers, tiles and players' names (samples.mjs) in a text: a translation keeps every one
// the English carries.
const tokens = (text) => new Set(String(text).match(/\d+(?:-\d+)?|\b(?:Ana|Luis)\b/g) || []);
const BAD = /undefined|NaN|\[object|null/;

// A text that is only names and placeholders once its numbers are left out ("4. Ana: WHAT",
// "Dékabès, Ana"): every language may say it as English does.
const onlyNames = (text) =>
  !/[a-z]{2,}/i.test(String(text).replace(/\b(?:Ana|Luis|WHAT)\b|Dékabès/g, ""));

function compare(lang, mod, base) {
  const problems = [];
  const words = mod[lang];
  if (!words) return [`${lang}.js exports no \`${lang}\``];
  const mine = leaves(words);
  const theirs = leaves(base.en);
  for (const path of Object.keys(theirs)) if (!(path in mine)) problems.push(`missing key ${path}`);
  for (const path of Object.keys(mine)) if (!(path in theirs)) problems.push(`extra key ${path}`);
  for (const [path, en] of Object.entries(theirs)) {
    if (!(path in mine)) continue;
    const v = mine[path];
    if (kind(v) !== kind(en)) {
      problems.push(`${path}: ${kind(v)}, not ${kind(en)} as in English`);
      continue;
    }
    if (typeof en === "string") {
      if (!v.trim()) problems.push(`${path}: empty`);
      else if (v === en && !same(lang, path)) {
        problems.push(`${path}: left in English (${show(v)})`);
      }
      continue;
    }
    if (typeof en !== "function") continue;
    const samples = samplesFor(path);
    if (!samples) {
      problems.push(`${path}: no sample arguments in check.mjs`);
      continue;
    }
    for (const args of samples) {
      let out;
      const english = en(...args);
      try {
        out = v(...args);
      } catch (error) {
        problems.push(`${path}(${JSON.stringify(args)}) throws ${error}`);
        continue;
      }
      const call = `${path}(${show(args)})`;
      if (typeof out !== "string" || !out.trim()) problems.push(`${call}: ${show(out)}`);
      else if (BAD.test(out) && !BAD.test(english)) problems.push(`${path}: says ${show(out)}`);
      else if (out === english && !same(lang, path) && !onlyNames(english)) {
        problems.push(`${path}: left in English (${show(out)})`);
      }
      else {
        const kept = tokens(out);
        const lost = [...tokens(english)].filter((x) => !kept.has(x));
        if (lost.length) {
          problems.push(`${path}: drops ${lost.join(" ")}: ${show(out)} for ${show(english)}`);
        }
      }
    }
  }
  problems.push(...compareRules(words, base.en));
  return problems;
}

// The rules panel: each game's sections (`games.<name>.rules`), then `atTable`, section by
// section and item by item against English.
function compareRules(mine, theirs) {
  const problems = [];
  const sections = (w) => [
    ...Object.entries(w.games).flatMap(([name, g]) => g.rules.map((s, i) => [`${name}.${i}`, s])),
    ["common", w.atTable],
  ];
  let ours;
  try {
    ours = new Map(sections(mine));
  } catch {
    return ["rules: not the shape of en.js (games.<name>.rules, atTable)"];
  }
  for (const [path, en] of sections(theirs)) {
    const s = ours.get(path);
    if (!s) {
      problems.push(`rules.${path}: missing section`);
      continue;
    }
    ours.delete(path);
    if (typeof s.title !== "string" || !s.title || s.title === en.title) {
      problems.push(`rules.${path}: title ${show(s.title)}`);
    }
    if (!Array.isArray(s.items) || s.items.length !== en.items.length) {
      problems.push(`rules.${path}: ${s.items?.length} items, not ${en.items.length}`);
      continue;
    }
    s.items.forEach((item, i) => {
      if (typeof item !== "string" || !item.trim() || item === en.items[i]) {
        problems.push(`rules.${path}.${i}: ${show(item)}`);
      }
      else {
        const kept = tokens(item);
        const lost = [...tokens(en.items[i])].filter((x) => !kept.has(x));
        if (lost.length) problems.push(`rules.${path}.${i}: drops ${lost.join(" ")}`);
      }
    });
  }
  for (const path of ours.keys()) problems.push(`rules.${path}: extra section`);
  return problems;
}

const base = await load("en");
const report = {};
for (const lang of langs) {
  try {
    report[lang] = compare(lang, await load(lang), base);
  } catch (error) {
    report[lang] = [`${lang}.js cannot be loaded: ${error}`];
  }
}
console.log(JSON.stringify(report));
