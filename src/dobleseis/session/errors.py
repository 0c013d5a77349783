"""Why a table refused a command, in words a player can read.

The web layer maps each to an HTTP status; the session itself knows nothing of HTTP. Each
refusal has a code and fields (see ``core.errors``); the session's codes are added below.
"""

from ..core.errors import Refusal, explain

explain(
    {
        # a setting or an action object that is not one the session takes (core's Invalid)
        "seats_not_four": lambda f: (
            'seats is a list of four entries, each "here", "invited" or "computer"'
        ),
        "no_such_seat_kind": lambda f: (
            f'a seat is "here", "invited" or "computer", not {f["value"]!r}'
        ),
        "no_such_pace": lambda f: (
            f"pace is a whole number of milliseconds from 0 to {f['limit']}, not {f['value']!r}"
        ),
        "bad_name": lambda f: f"a name is 1 to {f['limit']} printable characters",
        "names_not_four": lambda f: "names is a list of four entries, each a name or null",
        "name_not_here": lambda f: (
            f"seat {f['seat']} is not played on this device: its player names it on taking it"
        ),
        "no_such_level": lambda f: (
            f"unknown level {f['value']!r}: use one of {', '.join(f['levels'])}"
        ),
        "seed_out_of_range": lambda f: (
            f"a seed is a whole number from 0 to {f['limit']}, as a number or as the string of "
            f"its digits (no sign, space or leading zero), not {f['value']!r}"
        ),
        "cursor_outside": lambda f: f"cursor {f['cursor']} is outside the timeline",
        "action_of_other_seat": lambda f: (
            f"the action is seat {f['action_seat']}'s, not seat {f['seat']}'s"
        ),
        "action_not_sent": lambda f: 'an action is an object like {"play": "6-4", "end": "left"}',
        "seat_inside_action": lambda f: (
            'the seat goes beside the action ("seat": 1), not inside it'
        ),
        # not allowed now (NotAllowed)
        "tiles_hidden": lambda f: (
            f"seat {f['seat']} is played by the computer: its tiles stay hidden"
        ),
        "record_secret": lambda f: (
            "the record of a match with a drawn seed can be downloaded once the match is over: "
            "its seed reveals every hand"
        ),
        "computer_seat": lambda f: f"seat {f['seat']} is played by the computer",
        "person_to_act": lambda f: (
            f"it is seat {f['seat']}'s turn, and seat {f['seat']} is played by a person"
        ),
        "nothing_to_undo": lambda f: "there is nothing to undo",
        "nothing_to_redo": lambda f: "there is nothing to redo",
        "match_ended": lambda f: "the match is over",
        "replay_in_progress": lambda f: (
            "a replay shows every hand, so it is only for finished matches and imported "
            "records: this match is still being played"
        ),
        "no_such_step": lambda f: f"step is from 0 to {f['steps']}, not {f['step']}",
        "review_not_over": lambda f: (
            f"hand {f['hand']} cannot be reviewed: a hand is reviewed once it is over, and "
            f"{f['finished']} of this match's hands are over"
        ),
        "saved_match_outdated": lambda f: (
            f"this match was saved under earlier rules and cannot go on from its action "
            f"{f['action']}: {f['reason']}. Its record downloads as it was, and its replay "
            "runs up to that action"
        ),
        # the seating of a shared table (NotAllowed)
        "seat_taken": lambda f: f"seat {f['seat']} is taken already",
        "seat_not_invited": lambda f: f"seat {f['seat']} is not a seat for a friend to take",
        "seat_free": lambda f: f"nobody holds seat {f['seat']} yet",
        "seat_not_human": lambda f: f"seat {f['seat']} is a computer seat",
        "bad_rejoin": lambda f: (
            "this rejoin link is not valid any more: ask the host to release the seat"
        ),
        "not_started": lambda f: "the host has not started the match yet",
        "already_started": lambda f: "the match has started already",
        "seats_free": lambda f: (
            f"seat {f['seats'][0]} is still free: wait for a friend or let the computer play it"
            if len(f["seats"]) == 1
            else f"seats {', '.join(map(str, f['seats']))} are still free: wait for friends or "
            "let the computer play them"
        ),
        "hints_off": lambda f: "the host has turned hints off at this table",
        "public_seat_from_lobby": lambda f: (
            "a seat at a public table is taken from the lobby, with a player profile"
        ),
        "public_no_takeback": lambda f: (
            "a public table's match is played as it goes: no undo, redo or restart"
        ),
        "offer_needed": lambda f: (
            "other players are at this table on their own devices: ask them first"
        ),
        "not_adoptable": lambda f: "this table has its secrets already",
        "no_such_offer": lambda f: (
            f"there is no offer {f['offer']!r} (it was answered, or the table moved on)"
        ),
        "offer_pending": lambda f: "another request is waiting for an answer",
        "not_waited_for": lambda f: f"the table is not waiting for seat {f['seat']}",
        "nudge_too_soon": lambda f: (
            f"seat {f['seat']} was nudged a moment ago: nudge again in {f['wait']} s"
        ),
        "moved_on": lambda f: (
            f"this table has moved on to a new match ({f['next']}): this one is kept as it is"
        ),
        "not_asked": lambda f: "this device holds no seat the request waits for",
        # who may do what (Forbidden)
        "not_your_seat": lambda f: f"this device does not hold seat {f['seat']}",
        "not_host": lambda f: "only the host of this table can do this",
        "not_a_player": lambda f: "only a player at this table can do this",
        "not_this_computer": lambda f: (
            "this match was saved before tables had secrets: it can be opened only on the "
            "computer the server runs on"
        ),
        # UnknownTable and Stale
        "no_such_match": lambda f: f"there is no match {f['id']!r}",
        "stale": lambda f: (
            f"the match has changed (version {f['version']}, not {f['sent']}): "
            "reload it and try again"
        ),
        # Unavailable
        "store_unavailable": lambda f: (
            "the match database is not answering just now: try again in a moment"
        ),
        "too_many_reviews": lambda f: (
            f"as many hands as one may ask for from here ({f['limit']}) are being reviewed "
            "already: ask again once one is done"
        ),
        "review_busy": lambda f: (
            "the server is reviewing as many hands as it can just now: ask again in a moment"
        ),
        "rooms_unavailable": lambda f: (
            "the server cannot reach the other servers of this table just now (Redis): "
            "ask again in a moment"
        ),
    }
)


class SessionError(Refusal):
    """A command the table refuses; the table is unchanged."""


class NotAllowed(SessionError):
    """Well formed, but not allowed now (nothing to undo, not a computer's turn, a hidden seat)."""


class Outdated(NotAllowed):
    """A stored match the current rules refuse at one of its actions (a rule read differently
    when it was played). It cannot go on, but nothing of it is lost: ``record`` is its record as
    it was stored (up to its cursor), ``table`` the match up to the refused action (for the
    replay), ``steps`` how many actions that is."""

    def __init__(self, code: str, record: dict, table, **fields) -> None:
        super().__init__(code, **fields)
        self.record = record
        self.table = table
        self.steps = fields["action"] - 1


class Taken(NotAllowed):
    """The seat asked for is held already (a second device claiming it): a conflict, 409."""


class Forbidden(SessionError):
    """The secrets presented do not prove what the command needs (a seat, the host)."""


class UnknownTable(SessionError):
    """No table has this id."""


class Stale(SessionError):
    """The command was made against an older version of the table (a double click, a second
    tab): it is refused so that it cannot act on a position its sender never saw."""


class Crowded(SessionError):
    """One asker (an address) holds its share of what every player shares already (hands being
    reviewed): the same request may be made again once one of its own is done (429)."""


class Unavailable(SessionError):
    """The store cannot be reached (its database server is down or too busy): the command was
    not done, and the same command can be sent again once the store is back."""
