"""The rule sets, by the name a record uses.

Everything else finds a rule set here, by name (``variant``), and asks the ``Variant`` object
what it decides. A rule set is one module with one subclass of ``Variant`` and an entry in
``VARIANTS`` (a test registers one of its own the same way); the browser's words for it (title,
rules, phrasing) live in the client's language files (``web/static/i18n``: ``en.js`` and each
translation)."""

from ..errors import Invalid
from .base import FORCED, Opening, Scored, Statistic, Variant
from .chiva import CHIVA
from .haiti import HAITI

VARIANTS: dict[str, Variant] = {v.name: v for v in (CHIVA, HAITI)}


def variant(name: str) -> Variant:
    try:
        return VARIANTS[name]
    except (KeyError, TypeError):
        raise Invalid("no_such_variant", value=name, games=list(VARIANTS)) from None


__all__ = [
    "CHIVA",
    "FORCED",
    "HAITI",
    "Opening",
    "Scored",
    "Statistic",
    "VARIANTS",
    "Variant",
    "variant",
]
