"""The decisions a seat can make. Every state is a fold of these over a new match."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .tiles import name


class End(str, Enum):
    """An open end of the line, as a person at the table sees it."""

    LEFT = "left"
    RIGHT = "right"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True)
class Play:
    """Play ``tile`` on ``end``.

    ``end`` may be omitted when the tile fits one end only, or both ends show the same number
    (it then goes on the right). The opening tile takes no end; ``left`` is the number it shows
    on the left of the line (default: its higher number).
    """

    seat: int
    tile: int
    end: End | None = None
    left: int | None = None

    def __str__(self) -> str:
        where = f" on the {self.end} end" if self.end else ""
        return f"seat {self.seat} plays {name(self.tile)}{where}"


@dataclass(frozen=True, slots=True)
class Pass:
    """A forced pass: the seat holds neither end number."""

    seat: int

    def __str__(self) -> str:
        return f"seat {self.seat} passes"


@dataclass(frozen=True, slots=True)
class Accept:
    """Haiti: the seat accepts the deal after looking at its hand."""

    seat: int

    def __str__(self) -> str:
        return f"seat {self.seat} accepts the deal"


@dataclass(frozen=True, slots=True)
class Redeal:
    """Haiti: a seat holding five or more doubles asks for all 28 tiles to be dealt again."""

    seat: int

    def __str__(self) -> str:
        return f"seat {self.seat} requests a redeal"


@dataclass(frozen=True, slots=True)
class Choose:
    """Haiti: the winning team's representative names who opens (itself or its partner)."""

    seat: int
    opener: int

    def __str__(self) -> str:
        return f"seat {self.seat} chooses seat {self.opener} to open"


Action = Play | Pass | Accept | Redeal | Choose
