"""How a seat is expected to choose among its plays: one small model, used three times.

Each play a seat could make gets a score, a weighted sum of a few features a player would name
(``FEATURES``), and the seat is taken to prefer the plays with the higher scores. The weights are
fitted by maximum likelihood on the strong player's own decisions (``bench/partner_model.py``),
so the model describes how *this* player plays:

- ``belief`` reads the partner with it: a softmax over the scores gives the likelihood of the
  partner's actual plays in each sampled world;
- ``sim.playout`` plays the rest of a hand with it: every seat makes its best-scoring play (now
  and then a random one), so the search sees its own later moves, and its partner's, made the way
  it makes them instead of by a cruder rule (the figures: bench/README.md, "Playouts that play
  like the player");
- ``search.rank`` lets it settle the strong player's near ties (``search.CONVENTION``),
  so that the player plays the way its partner reads it and its playouts expect.

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
