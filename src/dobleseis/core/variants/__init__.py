"""The rule sets, by the name a record uses."""

from ..errors import Invalid
from .base import FORCED, Opening, Scored, Variant
from .chiva import CHIVA
from .haiti import HAITI

VARIANTS: dict[str, Variant] = {v.name: v for v in (CHIVA, HAITI)}


def variant(name: str) -> Variant:
    try:
        return VARIANTS[name]
    except (KeyError, TypeError):
        raise Invalid("no_such_variant", value=name) from None


__all__ = ["CHIVA", "FORCED", "HAITI", "Opening", "Scored", "VARIANTS", "Variant", "variant"]
