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

/** The first visit's question: a card for each level, with what it means, a group of radio
 * buttons. The card of `level`, the level the forms below start from, is drawn chosen: what looks
 * chosen is what a newcomer who answers nothing plays at (the focus only rings a card, it never
 * looks chosen). `choose(level)` on each change: the question stays, as any radio group the
 * arrows move through does, and says the level chosen. */
export function firstVisit(t, level, choose) {
  const said = h("p", { class: "level-chosen", role: "status" });
  const card = ([key, name]) =>
    h(
      "label",
      { class: "level-choice", dataset: { level: key } },
      h(
        "span",
        { class: "level-name" },
        h("input", {
          type: "radio",
          name: "first-visit-level",
          value: key,
          checked: key === level,
          "aria-labelledby": `level-${key}-name`,
          "aria-describedby": `level-${key}-about`,
          onchange: () => {
            said.textContent = t.levelChosen(name);
            choose(key);
          },
        }),
        h("strong", { id: `level-${key}-name` }, name),
      ),
      h("span", { id: `level-${key}-about` }, t.levelAbout[key]),
    );
  return h(
    "section",
    { class: "first-visit card", "aria-labelledby": "first-visit-title" },
    h("h2", { id: "first-visit-title" }, t.firstVisitTitle),
    h("p", {}, t.firstVisitText),
    h(
      "div",
      { class: "level-choices", role: "radiogroup", "aria-labelledby": "first-visit-title" },
      Object.entries(t.levels).map(card),
    ),
    said,
  );
}

/** Draw `level` chosen on the first visit's question, if it is asked (`question`). */
export function showLevel(question, level) {
  const card = question?.querySelector(`input[value="${level}"]`);
  if (card) card.checked = true;
}
