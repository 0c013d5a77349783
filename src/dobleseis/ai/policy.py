"""How a seat is expected to choose among its plays: one small model, used three times.

Each play a seat could make gets a score, a weighted sum of a few features a player would name
(``FEATURES``), and the seat is taken to prefer the plays with the higher scores. The weights are
fitted by maximum likelihood on the strong player's own decisions (``bench/partner_model.py``),
so the model describes how *this* player plays:

- ``belief`` reads the partner with it: a softmax over the scores gives the likelihood of the
  partner's actual plays in each sampled world, with the weights of ``READING`` (``reading``);
- ``sim.playout`` plays the rest of a hand with it: every seat makes its best-scoring play (now
  and then a random one), so the search sees its own later moves, and its partner's, made the way
  it makes them instead of by a cruder rule (the figures: bench/README.md, "Playouts that play
  like the player");
- ``search.rank`` lets it settle the strong player's near ties (``search.CONVENTION``),
  so that the player plays the way its partner reads it and its playouts expect.

Two sets of weights, for two questions. ``WEIGHTS`` say which play is the player's kind of play:
the playouts make it and the convention leans to it, so they set how the player plays. ``READING``
say how likely each play is, from the same features, for the player as it plays *with* that
convention, which settles its near ties the model's way: the model names its choice first about
77% of the time, against 59% for the player the ``WEIGHTS`` were fitted on, so a play says more
and the weights fitted to it are larger. Fitted on the player as it is, one set a game (Haiti and
Chiva choose a little differently), and changing over the hand, since the player does: early a
double, a heavy tile and the number it holds decide its play; late the search's reasons, which
the features do not see, decide more of it, so a late play says less about its hand. They
predict its choices on held-out decisions better than weights that stay the same all hand, and
much better than ``WEIGHTS``. Rescaling ``WEIGHTS`` instead would move the convention and the
playouts with them (the figures: bench/README.md, "Reading the partner as it plays now" and
"... as the hand goes on").

Standard library only; the features are computed in ``belief.features`` (readable) and inline
in ``sim.choose`` (fast); a test holds the two to the same choice.
"""

FEATURES = (
    "pips",  # the tile's pips / 12
    "double",
    "held",  # tiles of the number it opens that the player keeps in hand
    "void_next",  # the number it opens is one the next seat has passed on
    "void_partner",  # ... one the player's partner has passed on
    "void_before",  # ... one the seat before the player has passed on
    "equal_ends",  # both ends show the same number after it
    "unseen",  # tiles of the number it opens not yet on the table / 7
)
WEIGHTS = (0.323, 1.422, 0.567, 0.231, -0.557, 0.123, 0.589, -1.597)

READING = {
    "chiva": (
        (2.486, 5.691, 1.970, 0.534, -1.106, -0.167, 2.953, -2.754),
        (-2.749, -6.361, -1.697, -0.393, 0.082, 0.837, -2.957, -2.037),
    ),
    "haiti": (
        (2.155, 6.257, 1.846, -0.671, -2.173, 0.716, 3.418, -3.066),
        (-2.204, -7.536, -1.492, 1.300, 2.205, -0.982, -4.001, 0.758),
    ),
}
"""The weights a partner's plays are read with (``belief``), by game, as two sets: the weights
with no tile on the table, and how they change from there to a table of all 28 (``reading``).
``bench/partner_model.py --variant VARIANT --deals 700 --seed 303`` on the player of commit
227b5a7."""

UNCHANGING = (0.0,) * len(FEATURES)


def reading(variant: str, table: int) -> tuple[float, ...]:
    """The weights a play of a game is read with when ``table`` tiles are on the table: fitted
    for the game (``READING``), or for a rule set with none fitted, the model the player plays
    it by (``WEIGHTS``), the same all hand."""
    start, change = READING.get(variant, (WEIGHTS, UNCHANGING))
    stage = table / 28
    return tuple(a + b * stage for a, b in zip(start, change))
