"""Attack 25's findings that are not a translation's words, as named fixtures: a page of a
thousand percentages took a minute to check (PF1, PF2: the fraction reader searched the
English's shares for each of the translation's), and a catalogs folder outside the project
had its header rewritten with a path of this machine's (FA40)."""

from __future__ import annotations

import shutil
from pathlib import Path

from comparekit.catalogs.fractions_said import fractions_compared


def test_many_shares_are_each_paired_with_the_englishs_first_of_their_value() -> None:
    """The shares are looked up by value now, not searched: the same pairs as before (the
    two implementations agreed on 3,000 random pairs of texts), in the English's order, and
    two shares or more left to the order checks."""
    assert fractions_compared("It is 50% and 75%.", "その半分と75%。") == (
        "It is     and 75%.",
        "その  と75%。",
        [],
    )
    assert fractions_compared("Half of it.", "その2/3。") == ("Half of it.", "その2/3。", ["2/3"])
    many = "50% " * 1000
    assert fractions_compared(many, "半分 " * 1000) == (many, "半分 " * 1000, [])


def test_a_catalogs_folder_outside_the_project_names_its_style_guide_from_itself(
    shipped: Path, run_cli: object
) -> None:
    """FA40: a catalogs folder shared from outside the project got the style guide's path
    on this machine in its header (/tmp/…/../p/locales/ja/STYLE.md), a change on every
    machine. It names it from the catalog's own folder, and a second update writes nothing."""
    shared = shipped.parent / "shared-locales"
    shutil.move(shipped / "locales", shared)
    settings = shipped / "pyproject.toml"
    text = settings.read_text(encoding="utf-8")
    assert text.count('catalogs = "locales"') == 1
    settings.write_text(
        text.replace('catalogs = "locales"', 'catalogs = "../shared-locales"'), encoding="utf-8"
    )
    assert run_cli("-C", str(shipped), "update")[0] == 0  # type: ignore[operator]
    catalog = shared / "ja" / "LC_MESSAGES" / "messages.po"
    header = catalog.read_text(encoding="utf-8").split('\nmsgid ""', 1)[0]
    assert "# House style and terms: ../STYLE.md\n" in header and str(shipped) not in header
    before = catalog.read_bytes()
    code, out, _ = run_cli("-C", str(shipped), "update")  # type: ignore[operator]
    assert code == 0 and "wrote" not in out and catalog.read_bytes() == before
