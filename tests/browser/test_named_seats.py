"""The score, a refusal, a hint's reasons and the narration name the seats as players do: the
score said "Us (seats 1 & 3)" at a public table whose players have names, a refusal "it is seat
2's turn to play, not seat 1's" or "this device does not hold seat 2", a hint "your partner, seat
3, passed on 5s", and a named player's own device "Marta plays 6-6" of her own move; the end of
a hand's score and the score sheet said "Us"/"Them" where the score bar named the players. Read from
the client's own modules, on one page of a phone 360 px wide, with a refusal the server really
gave."""

from __future__ import annotations

from dobleseis.core import new_match

NAMES = ["Marta", "Luis", "Ana", None]  # seat 4: the computer
KINDS = ["human", "human", "human", "computer"]
LONG = ["Maximiliana Alexandrina", "Luis", "Bartholomew Fitzgerald", None]  # 23 and 22 letters

# The words of the client (en) for page states of a table: `held`, the seats this device holds;
# `names`, each seat's player's name; `kinds`, who plays each seat now.
WORDS = """async ({ names, kinds, refusal }) => {
  const { ApiError } = await import("/js/api.js");
  const { sidesOf } = await import("/js/teams.js");
  const { scoreLine } = await import("/js/felt.js");
  const { narrate, reasonText, scoreChangeWords } = await import("/js/narrate.js");
  const { renderSheet } = await import("/js/sheet.js");
  const { en } = await import("/i18n/en.js");
  const state = (held, who = names) => ({
    held,
    viewer: held.length === 1 ? held[0] : null,
    table: { seats: who.map((name) => ({ name })) },
    view: { seats: kinds },
  });
  const score = (s) => scoreLine(en, sidesOf(s), [2, 1]).textContent;
  const refused = (s, code, fields) =>
    new ApiError(422, "", code, fields).text(en, sidesOf(s).seat);
  const unnamed = state([1], [null, null, null, null]);
  const reason = (s, r) => reasonText(en, r, sidesOf(s));
  // hand 1 won by seats 2 & 4 (a block): the end-of-hand card's score and the sheet's "won by"
  const hand = { number: 1, winner: "24", result: "block", change: "added", points: 1,
    before: [0, 0], score: [0, 1] };
  const sheet = (s) =>
    renderSheet(en, "chiva", [{ result: hand }], sidesOf(s)).querySelector("tbody td").textContent;
  const computers = {
    ...state([1], [names[0], null, names[2], null]),
    view: { seats: ["human", "computer", "human", "computer"] },
  };
  return {
    score: {
      player: score(state([1])),
      watcher: score(state([])),
      opponent: score(state([2])),
      computers: score(computers),
      unnamed: score(unnamed),
    },
    hand: {
      change: scoreChangeWords(en, hand, sidesOf(computers)),
      sheet: sheet(computers),
      watcher: scoreChangeWords(en, hand, sidesOf(state([]))),
      unnamed: scoreChangeWords(en, hand, sidesOf(unnamed)),
      unnamedSheet: sheet(unnamed),
    },
    refusal: {
      named: refused(state([refusal.fields.seat]), refusal.code, refusal.fields),
      partner: refused(unnamed, "turn_of", { turn: 3, seat: 1 }),
      mine: refused(unnamed, "turn_of", { turn: 2, seat: 3 }),
      record: new ApiError(422, "", "turn_of", { turn: 3, seat: 4 }).text(en),
      notYours: refused(state([1]), "not_your_seat", { seat: 2 }),
      taken: refused(state([]), "seat_taken", { seat: 3 }),
      computer: refused(unnamed, "computer_seat", { seat: 3 }),
      nudged: refused(state([1]), "nudge_too_soon", { seat: 1, wait: 40 }),
      chooser: refused(state([1]), "representative_changed", {
        seat: 1, hand: 2, representative: 3,
      }),
    },
    said: {
      own: narrate(en, { seat: 1, play: "6-6" }, null, sidesOf(state([1]))),
      partner: narrate(en, { seat: 3, pass: true }, null, sidesOf(state([1]))),
      watched: narrate(en, { seat: 1, play: "6-6" }, null, sidesOf(state([]))),
    },
    reasons: {
      partner: reason(unnamed, { key: "partner_passed", seat: 3, numbers: [5] }),
      partnerNamed: reason(state([1]), { key: "lead_partner", seat: 3 }),
      right: reason(unnamed, { key: "keep_open", seat: 2, numbers: [5] }),
      left: reason(unnamed, { key: "keep_open", seat: 4, numbers: [4] }),
      named: reason(state([1]), { key: "keep_open", seat: 2, numbers: [5] }),
    },
  };
}"""

# The score of a device at seat 1 with the longest names, drawn in the scoreboard: each team's
# pill within the screen's width.
FITS = """async ({ names, kinds }) => {
  const { h } = await import("/js/dom.js");
  const { sidesOf } = await import("/js/teams.js");
  const { scoreLine } = await import("/js/felt.js");
  const { en } = await import("/i18n/en.js");
  const s = { held: [1], viewer: 1, table: { seats: names.map((name) => ({ name })) },
    view: { seats: kinds } };
  const board = h("div", { class: "scoreboard" }, scoreLine(en, sidesOf(s), [2, 1]));
  document.body.append(board);
  const pills = [...board.querySelectorAll(".team-score")];
  const out = pills.map((p) => [p.textContent, p.getBoundingClientRect().right <= innerWidth]);
  board.remove();
  return out;
}"""


def refused_turn(page) -> dict:
    """A refusal the server gives a seat acting out of turn at a table of named seats."""
    seed = next(s for s in range(100) if new_match("chiva", s).to_act in (1, 2, 3))
    body = {"variant": "chiva", "seats": ["here"] * 3 + ["computer"], "seed": seed}
    created = page.request.post("/api/matches", data={**body, "names": NAMES, "pace": 0})
    assert created.status == 201, created.text()
    made = created.json()
    view = made["view"]
    secrets = " ".join([made["secrets"]["host"], *made["secrets"]["seats"].values()])
    seat = next(s for s in (1, 2, 3) if s != view["to_act"])
    act = {"version": view["version"], "seat": seat, "action": {"pass": True}}
    r = page.request.post(
        f"/api/matches/{made['id']}/act", data=act, headers={"Dobleseis-Secrets": secrets}
    )
    assert r.status == 422, r.text()
    return r.json()


def test_the_score_a_refusal_and_a_hint_name_players_as_players_do(page_at, base_url):
    page = page_at(base_url, (360, 740))
    page.goto("/")
    refusal = refused_turn(page)
    said = page.evaluate(WORDS, {"names": NAMES, "kinds": KINDS, "refusal": refusal})
    turn, seat = refusal["fields"]["turn"], refusal["fields"]["seat"]
    assert seat != turn and refusal["code"] in ("turn_of", "turn_to")
    to = f" to {refusal['fields']['phase']}" if refusal["code"] == "turn_to" else ""
    assert said == {
        # the score: "you" and the players' names where they have them, the seats where none has
        "score": {
            "player": "You & Ana: 2 — Luis & the computer: 1",
            "watcher": "Marta & Ana: 2 — Luis & the computer: 1",
            "opponent": "You & the computer: 1 — Marta & Ana: 2",
            "computers": "You & Ana: 2 — The computers: 1",
            "unnamed": "Us (seats 1 & 3): 2 — Them (seats 2 & 4): 1",
        },
        # the end of a hand's score and the sheet's "won by" name the teams as the score does
        "hand": {
            "change": "Score — You & Ana: 0, The computers: 1 (was 0–0)",
            "sheet": "The computers",
            "watcher": "Score — Marta & Ana: 0, Luis & the computer: 1 (was 0–0)",
            "unnamed": "Score — Us: 0, Them: 1 (was 0–0)",
            "unnamedSheet": "Them",
        },
        # a refusal from this device's side: its own seat "you" even where its player has a
        # name; a record's refusal, no seat held, keeps the numbers (docs/api.md's example)
        "refusal": {
            "named": f"it is {NAMES[turn - 1]}'s turn{to}, not yours",
            "partner": "it is your partner's turn, not yours",
            "mine": "it is seat 2's turn, not your partner's",
            "record": "it is seat 3's turn, not seat 4's",
            "notYours": "this device does not hold Luis's seat",
            "taken": "Ana's seat is taken already",
            "computer": "your partner's seat is played by the computer",
            "nudged": "you were nudged a moment ago: nudge again in 40 s",
            "chooser": "you went out and chose who opens hand 2, but the rules now give that "
            "choice to Ana: after a domino the winning team's player with the fewest pips "
            "chooses, the smaller seat if equal, and Ana was left with 0 pips too",
        },
        # the narration: this device's own seat "you", named or not; a watcher's, by name
        "said": {
            "own": "You play 6-6.",
            "partner": "Ana passes.",
            "watched": "Marta plays 6-6.",
        },
        # a hint's reasons: the partner without a seat's number, an opponent by where it sits
        "reasons": {
            "partner": "your partner passed on 5s: they may not be able to follow",
            "partnerNamed": "your partner, Ana, leads: you have not seen their tiles",
            "right": "leaves 5s open: the player on your right passed on them",
            "left": "leaves 4s open: the player on your left passed on them",
            "named": "leaves 5s open: Luis passed on them",
        },
    }
    fits = page.evaluate(FITS, {"names": LONG, "kinds": KINDS})
    assert fits == [
        ["You & Bartholomew Fitzgerald: 2", True],
        ["Luis & the computer: 1", True],
    ]
