// Prints, as JSON, what news.js says of an undo or redo between two views: read by
// test_news.py, which builds the views. `node news.mjs JS_DIR I18N_DIR` with a JSON list of
// cases on stdin, each {fn: "agreed" | "timeline", kind, before, after, state}: `state` the page
// state teams.js names the seats from ({held, viewer, view, table}).

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const [js, i18n] = process.argv.slice(2);
const load = (dir, name) => import(pathToFileURL(join(dir, name)).href);
const { agreedNews, timelineNews } = await load(js, "news.js");
const { sidesOf } = await load(js, "teams.js");
const { en } = await load(i18n, "en.js");

const said = JSON.parse(readFileSync(0, "utf8")).map(({ fn, kind, before, after, state }) => {
  const side = sidesOf(state);
  if (fn === "agreed") return agreedNews(en, kind, before, after, side);
  return timelineNews(en, kind, before, after, side);
});
console.log(JSON.stringify(said));
