"""The refusals of public play, in English (see ``core.errors``): each code's sentence, which
every language file of the client words too."""

from ...core.errors import explain

explain(
    {
        "no_profile": lambda f: "make a player profile on this device first",
        "no_such_avatar": lambda f: f"{f['value']!r} is not one of the avatars",
        "bad_profile_link": lambda f: (
            "this profile link is not valid any more: make a new one on the device that has "
            "the profile"
        ),
        "no_such_profile": lambda f: f"there is no player {f['profile']!r}",
        "too_many_profiles": lambda f: (
            f"too many new profiles from here: try again in {f['retry_after']} seconds"
        ),
        "already_waiting": lambda f: f"you are waiting at a table already ({f['id']})",
        "already_playing": lambda f: (
            f"you have a public match under way ({f['id']}): go back to it, or ask for "
            "another to leave it to the computer"
        ),
        "no_such_pair": lambda f: f"no table is keeping a seat for the partner code {f['pair']!r}",
        "not_public": lambda f: "this table is not public",
        "public_deals_known": lambda f: (
            "only a match whose deals nobody knows can be public: one from a seed the server drew"
        ),
        "no_such_language": lambda f: (
            f"unknown language {f['value']!r}: use one of {', '.join(f['languages'])}"
        ),
        "too_many_quick": lambda f: (
            f"too many quick matches asked from here: try again in {f['retry_after']} seconds"
        ),
        "no_such_period": lambda f: f'the leaderboard is for "week" or "all", not {f["value"]!r}',
        "bad_profile_id": lambda f: f"{f['value']!r} is not a player's id",
        "no_such_phrase": lambda f: f"{f['value']!r} is not one of the quick reactions",
        "too_many_reactions": lambda f: (
            f"too many reactions: try again in {f['retry_after']} seconds"
        ),
    }
)
