// The statistics screen's ratings (docs/api.md, Ratings): this device's player's rating in each
// game, as the server computed it after each public match, its history drawn as a small chart
// with the latest matches listed under it, and each game's leaderboard, this week or of all
// time, with the player's own row marked (and, when it is further down, shown under the list
// with the rank the server says).
// Nothing is computed here: the server rates, the page shows.

import { avatarOf } from "./avatar.js";
import { dateWriter } from "./dates.js";
import { h, say } from "./dom.js";
import { myProfile } from "./profile.js";

const NS = "http://www.w3.org/2000/svg";

/** A rating as the page's language writes its digits, whole and ungrouped as ratings are
 * written (1532, not 1,532); `signed`: a change with its sign (+18, −12). */
function rating(locale, signed = false) {
  const format = new Intl.NumberFormat(locale, {
    maximumFractionDigits: 0,
    useGrouping: false,
    signDisplay: signed ? "exceptZero" : "auto",
  });
  return (r) => format.format(r);
}

/** A rating the server says is still provisional marked "?" after it (1500?), as players know
 * it from chess sites; the mark's meaning on hover and for screen readers. */
function shownRating(t, one, row) {
  return [
    one(row.rating),
    row.provisional ? h("abbr", { class: "provisional", title: t.ratings.provisional }, "?") : null,
  ];
}
const RECENT = 5; // the latest matches listed under the chart
const CHART = { width: 320, height: 110, left: 36, right: 10, top: 12, bottom: 12 };

/** The ratings part of `game` (game.js): the player's ratings and a leaderboard, loaded into the
 * store while the start screen shows. */
export function ratingsPart(game) {
  const { store, api } = game;

  /** This player's ratings (none without a profile), then the leaderboard last chosen. */
  async function loadRatings() {
    const me = myProfile();
    const mine = me ? await api.ratings(me.profile.id) : null;
    if (store.get().screen === "start") store.update({ ratings: { mine } });
    const { variant, period } = store.get().board || { variant: "chiva", period: "week" };
    await chooseBoard(variant, period);
  }

  /** The leaderboard of game `variant` for `period` ("week" or "all"), with this player's row
   * (`you`) wherever it stands. */
  async function chooseBoard(variant, period) {
    store.update({ board: { variant, period, rows: null } });
    const board = await api.leaderboard(variant, period, myProfile()?.profile.id);
    const now = store.get().board;
    if (now.variant === variant && now.period === period)
      store.update({ board: { variant, period, rows: board.rows, you: board.you || null } });
  }

  return { loadRatings, chooseBoard };
}

const svg = (tag, attrs = {}, text = null) => {
  const node = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (text !== null) node.textContent = text;
  return node;
};

/** The chart of `points` (ratings, oldest first): a line through them, the highest and lowest
 * written at its side. */
function chart(points, label, one) {
  const { width, height, left, right, top, bottom } = CHART;
  const high = Math.max(...points);
  const low = Math.min(...points);
  // one rating, or the same every time: its line goes across the middle
  const span = high - low || 2;
  const roof = high === low ? high + 1 : high;
  const x = (i) =>
    points.length === 1
      ? (left + width - right) / 2
      : left + (i * (width - left - right)) / (points.length - 1);
  const y = (r) => top + ((roof - r) * (height - top - bottom)) / span;
  const picture = svg("svg", {
    viewBox: `0 0 ${width} ${height}`,
    class: "rating-chart",
    role: "img",
    "aria-label": label,
  });
  picture.append(
    svg("line", { x1: left, x2: width - right, y1: y(high), y2: y(high), class: "grid" }),
    svg("line", { x1: left, x2: width - right, y1: y(low), y2: y(low), class: "grid" }),
    svg("text", { x: left - 4, y: y(high) + 4, class: "axis" }, one(high)),
    svg("polyline", { points: points.map((r, i) => `${x(i)},${y(r)}`).join(" "), class: "trend" }),
  );
  if (low !== high)
    picture.append(svg("text", { x: left - 4, y: y(low) + 4, class: "axis" }, one(low)));
  points.forEach((r, i) => {
    const last = i === points.length - 1;
    picture.append(
      svg("circle", { cx: x(i), cy: y(r), r: last ? 4.5 : 3, class: last ? "dot now" : "dot" }),
    );
  });
  return picture;
}

/** One match of the history: its day, its result (none on a match rated before results were
 * kept) and the rating after it, with how much it moved (as the server says). */
function recentMatch(t, e, one, change, day) {
  const unknown = e.change === null || e.change === undefined;
  return h(
    "li",
    {},
    h("time", { datetime: e.at }, day(new Date(e.at))),
    typeof e.won === "boolean"
      ? h("span", { class: e.won ? "won" : "lost" }, e.won ? t.ratings.won : t.ratings.lost)
      : null,
    h("strong", {}, one(e.rating)),
    unknown
      ? null
      : h(
          "span",
          { class: e.change < 0 ? "down" : e.change > 0 ? "up" : "same" },
          change(e.change),
        ),
  );
}

/** One game's rating: the number, its matches, the chart and the latest matches. */
function gameRating(t, row, history) {
  const one = rating(t.locale);
  const change = rating(t.locale, true);
  const game = t.games[row.variant]?.title || row.variant;
  const mine = history.filter((e) => e.variant === row.variant).reverse(); // oldest first
  const points = mine.map((e) => e.rating);
  const day = dateWriter(t, { dateStyle: "medium" });
  const recent = mine.slice(-RECENT).reverse();
  return h(
    "section",
    { class: "rating-game", dataset: { variant: row.variant } },
    h("h3", {}, game),
    h(
      "p",
      { class: "rating-now" },
      h("strong", { class: "rating-value" }, shownRating(t, one, row)),
      " ",
      h("span", {}, t.ratings.matches(row.matches)),
    ),
    row.provisional ? h("p", { class: "note" }, t.ratings.provisionalNote) : null,
    points.length
      ? chart(points, t.ratings.chart(game, points.length, one(points[0]), one(row.rating)), one)
      : null,
    recent.length
      ? h(
          "div",
          {},
          h("h4", {}, t.ratings.recent),
          h(
            "ol",
            { class: "rating-recent" },
            recent.map((e) => recentMatch(t, e, one, change, day)),
          ),
        )
      : null,
  );
}

/** The player's ratings card from `ratings` ({mine: RATINGS | null}); without a profile it
 * says how a rating comes and offers to make one (`on.profile()`, the player panel). */
export function renderRatings(t, ratings, on) {
  const mine = ratings.mine;
  const body = !mine
    ? [
        h("p", {}, t.ratings.noProfile),
        h(
          "button",
          { type: "button", class: "primary", onclick: on.profile },
          t.ratings.makeProfile,
        ),
      ]
    : mine.ratings.length
      ? mine.ratings.map((row) => gameRating(t, row, mine.history))
      : h("p", {}, t.ratings.none);
  return h(
    "section",
    { class: "ratings card", "aria-labelledby": "ratings-heading" },
    h("h2", { id: "ratings-heading" }, t.ratings.heading),
    body,
  );
}

/** The leaderboard card: its game and period chosen with `on.choose(variant, period)`, an empty
 * board's game played with `on.playNow(variant, options)` (as the start screen's Play now); returns
 * {card, show(board)} where `board` is {variant, period, rows, you} (rows null while loading;
 * `you`: the player's own row, or null). The board is no live region: drawn as the start screen
 * comes, it was read out whole on every visit. The board of a game or period the player chooses
 * here is said in a few words once it shows (which one, or that it is empty); its rows are read
 * by moving through them. */
export function boardCard(t, games, on) {
  const select = (id, label, options) =>
    h(
      "label",
      { for: id },
      label,
      h(
        "select",
        { id, onchange: changed },
        options.map(([value, words]) => h("option", { value }, words)),
      ),
    );
  const variants = games.map((g) => [g, t.games[g]?.title || g]);
  const periods = [
    ["week", t.ratings.periods.week],
    ["all", t.ratings.periods.all],
  ];
  const body = h("div", { class: "board-body" });
  let asked = null; // the board the player chose here, {variant, period}, until it shows
  const card = h(
    "section",
    { class: "board card", "aria-labelledby": "board-heading" },
    h("h2", { id: "board-heading" }, t.ratings.board),
    h(
      "div",
      { class: "board-choice" },
      select("board-game", t.ratings.game, variants),
      select("board-period", t.ratings.period, periods),
    ),
    body,
  );
  function changed() {
    asked = {
      variant: card.querySelector("#board-game").value,
      period: card.querySelector("#board-period").value,
    };
    on.choose(asked.variant, asked.period);
  }
  function show(board) {
    card.querySelector("#board-game").value = board.variant;
    card.querySelector("#board-period").value = board.period;
    body.setAttribute("aria-busy", String(!board.rows));
    body.replaceChildren(board.rows ? boardTable(t, board, on) : "");
    if (!board.rows || board.variant !== asked?.variant || board.period !== asked?.period) return;
    asked = null;
    const title = t.games[board.variant]?.title || board.variant;
    say(board.rows.length ? t.ratings.shown[board.period](title) : t.ratings.empty[board.period]);
  }
  return { card, show };
}

/** Nobody on `board` yet: it says so, and points to playing its game, the way onto it. */
function emptyBoard(t, board, on) {
  const title = t.games[board.variant]?.title || board.variant;
  return h(
    "div",
    {},
    h("p", {}, t.ratings.empty[board.period], " ", t.ratings.playFirst),
    h(
      "div",
      { class: "row-buttons" },
      h(
        "button",
        { type: "button", class: "primary", onclick: () => on.playNow(board.variant, {}) },
        t.anyone.playGame(title),
      ),
    ),
  );
}

/** The header of the leaderboard's column `key`: its name, and where the table is narrow (a
 * phone: app.css) its short form in its stead ("#" for the rank), the name still read by a
 * screen reader. */
function columnHead(t, key) {
  const { head, headShort } = t.ratings;
  const short = headShort[key];
  return h(
    "th",
    { scope: "col", class: key === "player" ? null : `board-${key}` },
    short
      ? [
          h("span", { class: "board-head-short", "aria-hidden": "true" }, short),
          h("span", { class: "board-head-full" }, head[key]),
        ]
      : head[key],
  );
}

/** The rows of `board`, the player's own marked; their own row (`board.you`, with its rank)
 * after them when it is not among them. */
function boardTable(t, board, on) {
  if (!board.rows.length) return emptyBoard(t, board, on);
  const one = rating(t.locale);
  const me = myProfile()?.profile.id;
  // the player's name on one line, cut short with "…" when long; their own row's mark kept; the
  // count of matches a number under its header, or in words under the name on a phone (app.css)
  const row = (r, own) =>
    h(
      "tr",
      { class: own ? "mine" : null, dataset: { profile: r.profile.id } },
      h("td", { class: "board-rank", dataset: { mark: t.ratings.headShort.rank } }, String(r.rank)),
      h(
        "th",
        { scope: "row" },
        h(
          "span",
          { class: "board-player" },
          avatarOf(r.profile.avatar, r.profile.name),
          h("span", { class: "board-name" }, r.profile.name),
          own ? [" ", h("span", { class: "board-you-mark" }, t.ratings.youMark)] : null,
        ),
      ),
      h("td", { class: "board-rating" }, shownRating(t, one, r)),
      h(
        "td",
        { class: "board-matches" },
        h("span", { class: "board-count" }, String(r.matches)),
        h("span", { class: "board-count-words" }, t.ratings.matches(r.matches)),
      ),
    );
  const rows = board.rows.map((r) => row(r, r.profile.id === me));
  const you = board.you;
  const own = you && !board.rows.some((r) => r.profile.id === you.profile.id) ? you : null;
  return h(
    "div",
    {},
    h(
      "table",
      { class: "board-table" },
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          ["rank", "player", "rating", "matches"].map((key) => columnHead(t, key)),
        ),
      ),
      h("tbody", {}, rows),
      own ? h("tbody", { class: "board-you" }, row(own, true)) : null,
    ),
    own ? h("p", { class: "note" }, t.ratings.below(board.rows.length)) : null,
  );
}
