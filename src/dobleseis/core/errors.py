"""Errors with a message a player can read."""


class IllegalAction(ValueError):
    """The action breaks a rule in the current state; the state is unchanged."""
