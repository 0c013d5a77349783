"""A tile's name ("5-3") or a score ("4–0") in running words never breaks across lines: a narrow
box (a side plate, the review's timeline on a phone, the log) once showed "played 5-" / "3", and
the end of a match "wins the match, 4–" / "0". ``dom.keepWhole`` keeps each whole and leaves the
text as it was."""

from __future__ import annotations

WORDS = "Seat 2 played 5-3, then 6-4 and 2-0 on the left end: 4–0"

LAID = """async ([words, kept]) => {
  const { h, keepWhole } = await import("/js/dom.js");
  const box = h("p", {}, kept ? keepWhole(words) : words);
  box.style.width = "3.5em";
  document.body.append(box);
  const text = box.textContent;
  // The line boxes of each tile's name, read from the text itself.
  const lines = [];
  const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    for (const match of node.data.matchAll(/\\d[-–]\\d/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + 3);
      lines.push([match[0], new Set([...range.getClientRects()].map((r) => r.top)).size]);
    }
  box.remove();
  return { text, lines };
}"""


def test_a_tile_name_or_a_score_stays_on_one_line_in_a_narrow_box(page_at, base_url):
    page = page_at(base_url, (390, 844))
    page.goto("/")
    plain = page.evaluate(LAID, [WORDS, False])
    # The box is narrow enough that the browser breaks a name when nothing keeps it whole.
    assert any(n > 1 for _, n in plain["lines"]), plain
    kept = page.evaluate(LAID, [WORDS, True])
    assert kept["text"] == WORDS
    assert kept["lines"] == [["5-3", 1], ["6-4", 1], ["2-0", 1], ["4–0", 1]], kept
