"""Why a table refused a command, in words a player can read.

The web layer maps each to an HTTP status; the session itself knows nothing of HTTP.
"""


class SessionError(ValueError):
    """A command the table refuses; the table is unchanged."""


class NotAllowed(SessionError):
    """Well formed, but not allowed now (nothing to undo, not a computer's turn, a hidden seat)."""


class UnknownTable(SessionError):
    """No table has this id."""


class Stale(SessionError):
    """The command was made against an older version of the table (a double click, a second
    tab): it is refused so that it cannot act on a position its sender never saw."""
