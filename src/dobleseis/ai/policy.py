"""How a seat is expected to choose among its plays: one small model, used three times.

Each play a seat could make gets a score, a weighted sum of a few features a player would name
(``FEATURES``), and the seat is taken to prefer the plays with the higher scores. The weights are
fitted by maximum likelihood on the strong player's own decisions (``bench/partner_model.py``),
so the model describes how *this* player plays:

- ``belief`` reads the partner with it: a softmax over the scores gives the likelihood of the
  partner's actual plays in each sampled world, with the weights of ``READING``;
- ``sim.playout`` plays the rest of a hand with it: every seat makes its best-scoring play (now
  and then a random one), so the search sees its own later moves, and its partner's, made the way
  it makes them instead of by a cruder rule (the figures: bench/README.md, "Playouts that play
  like the player");
- ``search.rank`` lets it settle the strong player's near ties (``search.CONVENTION``),
  so that the player plays the way its partner reads it and its playouts expect.

Two sets of weights, for two questions. ``WEIGHTS`` say which play is the player's kind of play:
the playouts make it and the convention leans to it, so they set how the player plays. ``READING``
say how likely each play is, from the same features, for the player as it plays *with* that
convention, which settles its near ties the model's way: the model now names its choice first 77%
of the time, against 59% for the player the ``WEIGHTS`` were fitted on, so a play says more and
the weights fitted to it are about 2.3 times as large. Fitted on the player as it is, one set a
game (Haiti and Chiva choose a little differently), they predict its choices better (held-out
log-likelihood per decision −0.547 against −0.627 with ``WEIGHTS`` in Haiti, −0.542 against
−0.621 in Chiva). Rescaling ``WEIGHTS`` instead would move the convention and the playouts with
them (bench/README.md, "Reading the partner as it plays now").

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
    "chiva": (1.490, 3.274, 1.424, 0.635, -1.263, 0.283, 1.643, -4.176),
    "haiti": (1.185, 3.406, 1.295, 0.103, -0.806, 0.027, 1.660, -3.337),
}
"""The weights a partner's plays are read with (``belief``), by game: ``bench/partner_model.py
--variant VARIANT --deals 800 --seed 303`` on the player of commit 65c4c97. A rule set with none
fitted reads with ``WEIGHTS``, the model the player plays it by."""
