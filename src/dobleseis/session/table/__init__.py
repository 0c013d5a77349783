"""One match at a table: the table itself (record, seating, timeline, cursor, version:
``table``), who sits where and what proves it (``seating``), its JSON view (``wire``), its public
log (``log``) and its replay (``replay``)."""

from .table import COMPUTER, HUMAN, SEED_LIMIT, UNRATED, Table

__all__ = ["COMPUTER", "HUMAN", "SEED_LIMIT", "UNRATED", "Table"]
