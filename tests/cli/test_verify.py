"""`dobleseis verify`: a deal and its commitment recomputed from the revealed seed material."""

from dobleseis.cli import main
from dobleseis.core.deal import commitment, deal_from_seed, deal_text, seed_material

MATERIAL = seed_material(42, 3)


def test_prints_commitment_and_deal(capsys):
    assert main(["verify", MATERIAL]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"commitment {commitment(42, 3)}"
    assert out[1:] == [f"seat {i}: {h}" for i, h in enumerate(deal_text(deal_from_seed(42, 3)), 1)]


def test_matching_commitment_and_deal_exit_0(capsys):
    hands = deal_text(deal_from_seed(42, 3))
    assert main(["verify", MATERIAL, "--commitment", commitment(42, 3), "--deal", *hands]) == 0
    out = capsys.readouterr().out
    assert "commitment matches" in out and "deal matches" in out


def test_wrong_commitment_or_deal_exit_1(capsys):
    assert main(["verify", MATERIAL, "--commitment", commitment(42, 4)]) == 1
    assert "DOES NOT match" in capsys.readouterr().out
    other = deal_text(deal_from_seed(42, 4))
    assert main(["verify", MATERIAL, "--deal", *other]) == 1


def test_each_deal_has_its_own_material():
    assert seed_material(42, 3) != seed_material(42, 4) != seed_material(43, 3)


def test_bad_material_is_a_clear_error(capsys):
    assert main(["verify", "xyz"]) == 2
    err = capsys.readouterr().err
    assert err.strip() == "dobleseis: seed material is 64 hexadecimal digits"


def test_bad_deal_is_a_clear_error_before_anything_is_printed(capsys):
    assert main(["verify", MATERIAL, "--deal", "6-6", "x", "y", "z"]) == 2
    out = capsys.readouterr()
    assert out.out == "" and out.err.startswith("dobleseis: --deal:") and out.err.count("\n") == 1


def test_a_commitment_that_is_not_a_sha256_is_a_mistake_not_a_mismatch(capsys):
    """A commitment cut short or pasted wrong is not written right (2): saying that it DOES
    NOT match (1) would tell the player that the deal was rigged."""
    for wrong in ("zzz", commitment(42, 3)[:-1], commitment(42, 3) + "0"):
        assert main(["verify", MATERIAL, "--commitment", wrong]) == 2
        out = capsys.readouterr()
        assert out.out == "" and out.err.count("\n") == 1
        assert out.err.startswith("dobleseis: --commitment is 64 hexadecimal digits")
    assert main(["verify", MATERIAL, "--commitment", f" {commitment(42, 3).upper()} "]) == 0
