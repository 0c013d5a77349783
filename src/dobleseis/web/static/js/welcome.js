// What the start screen says to a newcomer: the two games in two sentences each, and on the
// first visit the question of the level ("How well do you play?"), answered once and remembered
// (the `level` preference, prefs.js; the settings panel changes it later).

import { h } from "./dom.js";

/** The two games, each in two sentences (true to RULES.md), under the choice of the game. */
export function gamesAbout(t) {
  return h(
    "div",
    { class: "games-about" },
    Object.entries(t.games).map(([key, game]) =>
      h(
        "p",
        { class: "game-about", dataset: { variant: key } },
        h("strong", {}, game.title),
        " ",
        game.about,
      ),
    ),
  );
}

/** The first visit's question: a button for each level, with what it means; `choose(level)`. */
export function firstVisit(t, choose) {
  return h(
    "section",
    { class: "first-visit card", "aria-labelledby": "first-visit-title" },
    h("h2", { id: "first-visit-title" }, t.firstVisitTitle),
    h("p", {}, t.firstVisitText),
    h(
      "div",
      { class: "level-choices" },
      Object.entries(t.levels).map(([level, name]) =>
        h(
          "button",
          {
            type: "button",
            class: "level-choice",
            dataset: { level },
            "aria-describedby": `level-${level}-about`,
            onclick: () => choose(level),
          },
          h("strong", {}, name),
          h("span", { id: `level-${level}-about` }, t.levelAbout[level]),
        ),
      ),
    ),
  );
}
