"""What just happened at the table (issue 19, fix 4), on a desktop (1366×768) and a phone
(390×844): each tile slides onto the line from the seat that played it (from your hand for
yours), or is simply there with reduced motion; each seat's last move stays on its plate; your
turn is unmistakable; a clack, a knock and a chime made with Web Audio, with a mute switch that
is remembered. The computers move only when the test says (the ``still`` server)."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .helpers import (
    computers,
    decide,
    first_seed,
    holds,
    match_id,
    my_turn,
    opener_seed,
    seat_view,
    secrets,
    start,
)

SIZES = pytest.mark.parametrize("size", [(1366, 768), (390, 844)], ids=["desktop", "phone"])

# Every slide of a tile onto the line, as the page asks the browser for it: the tile and the
# point it starts from (the middle of the tile moved by the first keyframe's translation).
SLIDES = """
window.__slides = [];
const animate = Element.prototype.animate;
Element.prototype.animate = function (frames, options) {
  if (this.classList.contains('placed')) {
    const r = this.getBoundingClientRect();
    const m = /translate\\(([-\\d.e]+)px, ([-\\d.e]+)px\\)/.exec(frames[0].transform);
    window.__slides.push({
      tile: this.dataset.tile, ms: options.duration,
      x: r.left + r.width / 2 + Number(m[1]), y: r.top + r.height / 2 + Number(m[2]),
    });
  }
  return animate.call(this, frames, options);
};
"""

# Every sound source started, by its kind, and how many audio contexts the page made.
SOUNDS = """
window.__sounds = [];
window.__contexts = 0;
for (const kind of [AudioScheduledSourceNode, AudioBufferSourceNode]) {
  const start = kind.prototype.start;
  kind.prototype.start = function (...args) {
    if (kind === AudioScheduledSourceNode || !(this instanceof OscillatorNode))
      window.__sounds.push(this.constructor.name);
    return start.apply(this, args);
  };
}
const Real = window.AudioContext;
window.AudioContext = class extends Real {
  constructor(...args) { super(...args); window.__contexts += 1; }
};
"""


@pytest.fixture
def watched(page_at, still):
    """`watched(size, motion)`: a page of the `still` server at `size`, with reduced motion or
    not (`motion`), watching slides and sounds."""

    def make(size, motion="no-preference"):
        return page_at(still.url, size, motion, (SLIDES, SOUNDS))

    return make


def box_of(page, selector):
    return page.locator(selector).bounding_box()


def inside(point, box, margin=2) -> bool:
    x, y = point
    return (
        box["x"] - margin <= x <= box["x"] + box["width"] + margin
        and box["y"] - margin <= y <= box["y"] + box["height"] + margin
    )


def slides(page):
    return page.evaluate("window.__slides")


@SIZES
def test_each_tile_slides_in_from_the_seat_that_played_it(watched, still, size):
    # Seat 2 (on your right) holds 6-6 and leads with it; seats 3 and 4 follow; then your tile
    # comes from your hand. The table (its host's command) has no pause: the server moves when
    # the test says.
    page = watched(size)
    start(page, seed=opener_seed(2))
    id = match_id(page)
    paced = page.request.post(
        f"/api/matches/{id}/host", data={"do": "pace", "pace": 0}, headers=secrets(page, id)
    )
    assert paced.status == 200, paced.text()
    still.move()  # seat 2 leads
    expect(page.locator("#line .placed")).to_have_count(1)
    [first] = slides(page)
    assert first["tile"] == "6-6" and first["ms"] > 0
    assert inside((first["x"], first["y"]), box_of(page, '.seat[data-seat="2"]')), first
    computers(page, still)
    view = page.request.get(f"/api/matches/{match_id(page)}").json()
    plays = [m for m in view["moves"] if "play" in m]
    arrived = slides(page)
    assert [s["tile"] for s in arrived] == [m["play"] for m in plays]
    for s, m in zip(arrived, plays):
        assert inside((s["x"], s["y"]), box_of(page, f'.seat[data-seat="{m["seat"]}"]')), (s, m)
    my_turn(page)
    hand = box_of(page, ".hand")
    decide(page)
    mine = next(s for s in slides(page)[len(arrived) :])
    assert inside((mine["x"], mine["y"]), hand), (mine, hand)


@pytest.mark.parametrize("size", [(390, 844)], ids=["phone"])
def test_with_reduced_motion_a_tile_is_simply_there(watched, still, size):
    page = watched(size, motion="reduce")
    start(page, seed=opener_seed(2))
    computers(page, still)
    my_turn(page)
    expect(page.locator("#line .placed")).to_have_count(3)
    assert slides(page) == []
    expect(page.locator("#line .placed.latest")).to_have_count(1)


def plate_words(page) -> dict:
    return {
        int(seat.get_attribute("data-seat")): seat.locator(".plate .last").text_content()
        for seat in page.locator(".seat").all()
    }


@SIZES
def test_each_seats_last_move_stays_and_your_turn_is_unmistakable(watched, still, size):
    # Seat 4 leads with 6-6 and seat 1 holds no other 6: seat 1 passes, then play goes round.
    # After every move each plate says its seat's last move, the seat that moved last stands
    # out, and at your turn your plate says so and the felt's rim is lit.
    seed = first_seed(
        lambda h: holds(h, 4, "6-6") and not any(holds(h, 1, f"6-{b}") for b in range(6))
    )
    page = watched(size, motion="reduce")
    start(page, seed=seed)
    for _ in range(3):
        computers(page, still)
        view = seat_view(page, match_id(page), 1)
        last = {}
        for m in view["moves"]:
            last[m["seat"]] = "passed" if m.get("pass") else f"played {m['play']}"
        words = plate_words(page)
        for seat in (2, 3, 4):
            assert words[seat] == last.get(seat, ""), (words, last)
        # A tile's name stays on one line, also on a narrow side plate that breaks its words.
        for name in page.locator(".plate .last .whole").all():
            assert name.evaluate("e => e.getClientRects().length") == 1, name.text_content()
        assert words[1] == "Your turn!"
        mover = view["moves"][-1]["seat"]
        expect(page.locator(".seat.latest")).to_have_count(1)
        expect(page.locator(f'.seat.latest[data-seat="{mover}"]')).to_have_count(1)
        expect(page.locator(".table.your-turn")).to_have_count(1)
        rim = page.evaluate("getComputedStyle(document.querySelector('.felt')).borderTopColor")
        assert rim == "rgb(242, 193, 78)", rim  # the gold of app.css
        done = decide(page)
        assert done in ("pass", "play")
        expect(page.locator(".table.your-turn")).to_have_count(0)
        mine = plate_words(page)[1]
        assert mine == "passed" or mine.startswith("played "), mine


def sounds(page) -> list[str]:
    return page.evaluate("window.__sounds")


# What keeps moving while a player thinks, by the properties its frames change (each once):
# the never-ending animations running.
BREATHING = """() => document.getAnimations()
  .filter(a => a.playState === 'running' && a.effect.getTiming().iterations === Infinity)
  .map(a => ({
    on: a.effect.target.classList[0],
    changes: [...new Set(a.effect.getKeyframes().flatMap(Object.keys))]
      .filter(key => !['offset', 'computedOffset', 'easing', 'composite'].includes(key)),
  }))"""


def test_what_breathes_at_your_turn_is_faded_never_painted_again(watched, still):
    # Your plate, the end your tile goes on and a panel's sign of your turn breathe for as long
    # as you think: by their opacity (or a transform), which the compositor animates alone. Any
    # other property (the box-shadow they once animated) has the page painted again at every
    # frame, a third of a core: a phone's battery while its player thinks.
    page = watched((1366, 768))
    start(page, seed=opener_seed(1))
    expect(page.locator(".table.your-turn")).to_have_count(1)
    page.locator(".tile.legal").first.click()
    expect(page.locator(".end.lit")).to_have_count(1)
    page.locator("#toolbar").get_by_role("button", name="Log", exact=True).click()
    expect(page.locator("dialog .turn-sign")).to_have_text("Your turn!")
    breathing = page.evaluate(BREATHING)
    assert {b["on"] for b in breathing} >= {"plate", "end", "turn-sign"}, breathing
    assert all(set(b["changes"]) <= {"opacity", "transform"} for b in breathing), breathing


@pytest.mark.parametrize("size", [(1366, 768)], ids=["desktop"])
def test_sounds_follow_the_moves_and_the_mute_switch_is_remembered(watched, still, size):
    # A clack (a noise burst: one buffer source) for each tile played, a knock (two oscillators)
    # for each pass, counted against the moves the server has; muted, nothing more sounds, and
    # the switch stays off after a reload, where the page makes no audio context at all.
    seed = first_seed(
        lambda h: holds(h, 4, "6-6") and not any(holds(h, 1, f"6-{b}") for b in range(6))
    )
    page = watched(size, motion="reduce")
    start(page, seed=seed)
    switch = page.get_by_role("button", name="Sound", exact=True)
    expect(switch).to_have_attribute("aria-pressed", "true")

    def moves():
        return page.request.get(f"/api/matches/{match_id(page)}").json()["moves"]

    for _ in range(2):  # seat 1 passes, then plays
        computers(page, still)
        assert decide(page) in ("pass", "play")
    computers(page, still)
    done = moves()
    passes = sum(1 for m in done if m.get("pass"))
    plays = len(done) - passes
    assert passes >= 1 and plays >= 4
    heard = sounds(page)
    assert heard.count("AudioBufferSourceNode") == plays, heard
    assert heard.count("OscillatorNode") == 2 * passes, heard
    switch.click()
    expect(switch).to_have_attribute("aria-pressed", "false")
    assert decide(page) in ("pass", "play")
    computers(page, still)
    assert len(moves()) > len(done) + 1  # moves were made, in silence
    assert sounds(page) == heard
    page.reload()
    expect(switch).to_have_attribute("aria-pressed", "false")
    done = moves()
    assert decide(page) in ("pass", "play")
    computers(page, still)
    assert len(moves()) > len(done) + 1
    assert sounds(page) == [] and page.evaluate("window.__contexts") == 0
    page.get_by_role("button", name="Settings").click()
    expect(page.get_by_role("dialog").get_by_label("Sound")).not_to_be_checked()


SOUNDS_OF = """async (cases) => {
  const { soundsOf } = await import('/js/sound.js');
  return cases.map(([before, after]) => soundsOf(before, after));
}"""


def test_the_end_of_a_hand_chimes(watched):
    # The sounds a change of view makes, from the module itself: the last tile of a hand, its
    # view already of the next hand, is a clack then the chime; moves taken back, another table
    # or the first view make none.
    page = watched((1366, 768), motion="reduce")
    page.goto("/")
    v = {
        "id": "a",
        "version": 5,
        "hand_number": 1,
        "moves": [{"seat": 1, "play": "6-6"}],
        "last_result": None,
    }
    later = v | {"version": 6, "moves": [*v["moves"], {"seat": 2, "pass": True}]}
    ended = {"id": "a", "version": 7, "hand_number": 2, "moves": [], "last_result": {"number": 1}}
    undone = v | {"version": 8, "moves": []}
    other = later | {"id": "b"}
    got = page.evaluate(SOUNDS_OF, [[v, later], [later, ended], [v, undone], [v, other], [None, v]])
    assert got == [["knock"], ["clack", "chime"], [], [], []]
