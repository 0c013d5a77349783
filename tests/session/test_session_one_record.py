"""One reading of a record: the session writes it with ``core.record.record_of``, folds it with
``core.record.applied`` and takes the current deal's commitment from ``MatchState``; none of its
modules writes the format, folds actions or hashes a deal again by itself."""

from __future__ import annotations

import ast
from pathlib import Path

from dobleseis import session
from dobleseis.core import Accept, Redeal, new_match
from dobleseis.core.deal import commitment, deal_from_seed, seed_material
from dobleseis.core.record import FORMAT, parse_record, record_of, replayed
from dobleseis.core.tiles import doubles_in
from dobleseis.session.table import Table
from dobleseis.session.table.log import log_entries
from dobleseis.session.table.replay import replay_json
from dobleseis.session.table.wire import view_json

SESSION = Path(session.__file__).parent
H, C = "human", "computer"


def trees():
    for path in sorted(SESSION.rglob("*.py")):
        yield path.name, ast.parse(path.read_text(encoding="utf-8"))


def test_no_session_module_writes_the_format_or_hashes_a_deal():
    for name, tree in trees():
        strings = {n.value for n in ast.walk(tree) if isinstance(n, ast.Constant)}
        assert FORMAT not in strings, f"{name} writes the record format itself"
        called = {
            n.func.id if isinstance(n.func, ast.Name) else getattr(n.func, "attr", None)
            for n in ast.walk(tree)
            if isinstance(n, ast.Call)
        }
        assert not called & {"commitment", "commitment_of"}, f"{name} computes a commitment"


def test_no_session_module_folds_actions_itself():
    """``.apply`` is the engine's single move (a human's action, a computer's); a fold of many
    (replaying a record, undo, redo, the log, a replay) goes through ``core.record``."""
    for name, tree in trees():
        for loop in ast.walk(tree):
            if isinstance(loop, (ast.For, ast.While, ast.comprehension)):
                body = loop.body if not isinstance(loop, ast.comprehension) else [loop.iter]
                for node in (n for stmt in body for n in ast.walk(stmt)):
                    assert not (
                        isinstance(node, ast.Call)
                        and isinstance(node.func, ast.Attribute)
                        and node.func.attr == "apply"
                    ), f"{name} folds actions in a loop (line {node.lineno})"


def played(table: Table, n: int) -> Table:
    """``table`` after ``n`` more actions, the computer's and the human seat's alike."""
    for _ in range(n):
        if table.to_act_human:
            table = table.act(table.state.to_act, table.state.legal()[-1])
        else:
            table, _ = table.computer()
    return table


def test_the_saved_record_is_the_one_record_of_the_whole_timeline():
    t = played(Table.new("t", "haiti", (H, C, H, C), "basic", seed=8), 30)
    t = t.undo()  # the timeline now goes on past the cursor
    assert t.cursor < len(t.timeline)
    saved = t.saved()["record"]
    assert saved == record_of(t.state, t.timeline)
    assert saved["format"] == FORMAT and len(saved["actions"]) == len(t.timeline)
    assert parse_record(saved).replay() == replayed(new_match("haiti", 8), t.timeline)
    assert Table.load(t.saved()) == t
    assert t.record() == record_of(t.state)  # the download stops at the cursor


def test_undo_redo_and_restart_land_on_the_fold_of_the_timeline():
    t = played(Table.new("t", "chiva", (H, C, C, C), "basic", seed=3), 25)
    for move in (Table.undo, Table.restart, Table.redo, Table.redo):
        t = move(t)
        assert t.state == replayed(new_match("chiva", 3), t.timeline[: t.cursor])


def test_every_place_shows_the_same_commitment_for_the_current_deal():
    """The view, the log's deal entries and the replay all take it from the state; a Haiti
    redeal moves it on to the next deal's."""
    seed = next(s for s in range(10_000) if any(doubles_in(h) >= 5 for h in deal_from_seed(s, 0)))
    t = Table.new("t", "haiti", (H, H, H, H), seed=seed)
    assert view_json(t, None)["commitment"] == commitment(seed, 0)
    while Redeal(t.state.to_act) not in t.state.legal():
        t = t.act(t.state.to_act, Accept(t.state.to_act))
    t = t.act(t.state.to_act, Redeal(t.state.to_act))
    assert t.state.deal_count == 2
    assert view_json(t, None)["commitment"] == t.state.deal_commitment == commitment(seed, 1)
    deals = [e for e in log_entries(t) if e["kind"] == "deal"]
    assert [e["commitment"] for e in deals] == [commitment(seed, 0), commitment(seed, 1)]
    imported = Table.imported_from("u", record_of(t.state), [H, H, H, H], "basic")
    r = replay_json(imported, imported.imported)  # an imported record replays: it shows all
    assert r["commitment"] == commitment(seed, 1)
    assert r["seed_material"] == seed_material(seed, 1) == t.state.deal_material


def test_explicit_deals_have_no_commitment():
    deal = new_match("chiva", 5).dealt
    t = Table.new("t", "chiva", (H, C, C, C), deals=(deal,))
    assert t.state.deal_commitment is None and t.state.deal_material is None
    assert view_json(t, None)["commitment"] is None


def test_a_replay_stepped_through_folds_its_match_once(monkeypatch):
    """A replay is asked a step at a time: its states are folded once for all its steps, not
    again from the match's start at each (the square of its length to step through it), and
    each step shows the state that folding the record up to it gives."""
    from dobleseis.session.table import replay

    table = Table.new("t", "haiti", ("computer",) * 4, "random", seed=3)
    while not table.state.over:
        table, _ = table.computer()
    folded = []
    fold = replay.applied
    monkeypatch.setattr(replay, "applied", lambda s, a: folded.append(len(a)) or fold(s, a))
    steps = len(table.timeline)
    for step in (0, steps // 2, steps, 1, steps - 1):
        said = replay_json(table, step)
        state = replayed(new_match("haiti", 3), table.timeline[:step])
        assert said["score"] == list(state.score) and said["step"] == step
    assert sum(folded) <= steps
