"""update --consistent offers the majority translation of an English to the entries that
translate it another way: as fuzzy suggestions that say where they came from, the old
translation kept, and only where the place of the string is alike unless asked."""

from __future__ import annotations

import re
import shutil
import subprocess
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog

from comparekit.catalogs.consistency import REPLACED_SUFFIX
from comparekit.catalogs.merge import MergeOptions, merge_catalog
from comparekit.catalogs.po.read import read_po
from comparekit.catalogs.pofile import dumps_po

Cli = Callable[..., tuple[int, str, str]]
JA = "locales/ja/LC_MESSAGES/messages.po"
ENGLISH = "Not included in the release"


def catalog(entries: list[tuple[str, str, str, bool]]) -> Catalog:
    result = Catalog(locale="ja")
    for context, msgid, msgstr, fuzzy in entries:
        result.add(msgid, msgstr, context=context, flags=["fuzzy"] if fuzzy else [])
    return result


def template_of(entries: list[tuple[str, str, str, bool]]) -> Catalog:
    result = Catalog(creation_date=datetime(2026, 1, 1, tzinfo=UTC))
    for context, msgid, _, _ in entries:
        result.add(msgid, context=context)
    return result


def merged(entries: list[tuple[str, str, str, bool]], scope: str | None) -> Catalog:
    options = MergeOptions(consistency=scope)  # type: ignore[arg-type]
    result, _ = merge_catalog(template_of(entries), catalog(entries), "ja", options)
    return result


def every_msgstr(text: str) -> list[str]:
    """Every non-empty msgstr of a written catalog: current, fuzzy and obsolete."""
    po = read_po(text.encode("utf-8"), "ja.po")
    return [s for e in po.entries if not e.is_header for s in e.strings if s]


THREE = [
    ("comparisons/a:notes.x", ENGLISH, "リリースに含まれない", False),
    ("comparisons/b:notes.x", ENGLISH, "リリースに含まれない", False),
    ("comparisons/c:notes.x", ENGLISH, "リリース対象外", False),
    ("comparisons/c:notes.y", "Other text", "別の文", False),
]


def test_the_minority_entry_gets_the_majority_form_as_an_explained_fuzzy_suggestion() -> None:
    result = merged(THREE, "same-place")
    minority = result.get(ENGLISH, context="comparisons/c:notes.x")
    assert minority.string == "リリースに含まれない" and minority.fuzzy
    assert minority.previous_id == []  # the English did not change: no #| lines
    [note] = minority.user_comments
    assert note == (
        "suggestion: the most common translation of this English, from comparisons/a:notes.x, "
        "comparisons/b:notes.x in this catalog (ja); the one it replaces is kept as obsolete "
        f'under "comparisons/c:notes.x{REPLACED_SUFFIX}"'
    )
    for key in ("comparisons/a:notes.x", "comparisons/b:notes.x"):
        majority = result.get(ENGLISH, context=key)
        assert majority.string == "リリースに含まれない" and not majority.fuzzy
    other = result.get("Other text", context="comparisons/c:notes.y")
    assert other.string == "別の文" and not other.fuzzy
    text = dumps_po(result)
    assert "#| msgid" not in text
    # The translation it replaced is still there: every old msgstr is in the file.
    assert {msgstr for _, _, msgstr, _ in THREE} <= set(every_msgstr(text))
    [aside] = result.obsolete.values()
    assert aside.string == "リリース対象外"
    assert aside.context == f"comparisons/c:notes.x{REPLACED_SUFFIX}"


@pytest.mark.skipif(not shutil.which("msgfmt"), reason="GNU gettext is not installed")
def test_the_offered_catalog_is_one_msgfmt_accepts(tmp_path: Path) -> None:
    path = tmp_path / "ja.po"
    path.write_text(dumps_po(merged(THREE, "same-place")), encoding="utf-8")
    done = subprocess.run(
        ["msgfmt", "--check", "-o", "/dev/null", str(path)], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr


def test_without_the_option_nothing_changes() -> None:
    minority = merged(THREE, None).get(ENGLISH, context="comparisons/c:notes.x")
    assert minority.string == "リリース対象外" and not minority.fuzzy


def test_a_second_run_changes_nothing_more() -> None:
    first = merged(THREE, "same-place")
    again, report = merge_catalog(
        template_of(THREE), first, "ja", MergeOptions(consistency="same-place")
    )
    assert report.consistent == 0
    assert dumps_po(again) == dumps_po(first)


def test_a_tie_has_no_majority_and_nothing_changes() -> None:
    tie = [
        ("comparisons/a:notes.x", ENGLISH, "リリースに含まれない", False),
        ("comparisons/b:notes.x", ENGLISH, "リリース対象外", False),
    ]
    result = merged(tie, "same-place")
    assert [(m.string, m.fuzzy) for m in result if m.id] == [
        ("リリースに含まれない", False),
        ("リリース対象外", False),
    ]
    assert not result.obsolete


def test_fuzzy_entries_neither_count_nor_change() -> None:
    entries = [
        ("comparisons/a:notes.x", ENGLISH, "リリースに含まれない", False),
        ("comparisons/b:notes.x", ENGLISH, "リリース対象外", False),
        ("comparisons/c:notes.x", ENGLISH, "リリースに含まれない", True),
        ("comparisons/d:notes.x", ENGLISH, "含まれない", True),
    ]
    result = merged(entries, "same-place")
    assert [(m.string, m.fuzzy) for m in result if m.id] == [
        (msgstr, fuzzy) for _, _, msgstr, fuzzy in entries
    ]


def test_a_table_cell_is_left_alone_unless_asked() -> None:
    """A table cell has a length limit running text does not: a shorter wording there may
    be deliberate. ``everywhere`` counts both places together."""
    entries = [
        ("comparisons/a:notes.x", ENGLISH, "リリースに含まれない", False),
        ("comparisons/b:notes.x", ENGLISH, "リリースに含まれない", False),
        ("comparisons/a:head_to_head.rows.r.cells.p", ENGLISH, "対象外", False),
    ]
    cell = "comparisons/a:head_to_head.rows.r.cells.p"
    same_place = merged(entries, "same-place").get(ENGLISH, context=cell)
    assert same_place.string == "対象外" and not same_place.fuzzy
    everywhere = merged(entries, "everywhere")
    asked = everywhere.get(ENGLISH, context=cell)
    assert asked.string == "リリースに含まれない" and asked.fuzzy
    assert "対象外" in every_msgstr(dumps_po(everywhere))


def test_update_consistent_on_the_shipped_set(shipped: Path, run_cli: Cli) -> None:
    """One entry of an English the ja catalog translates at several keys is given another
    wording; update --consistent offers the common one back, check then reports it fuzzy
    and no longer inconsistent, and the other wording is still in the file."""
    path = shipped / JA
    po = read_po(path.read_bytes(), "ja.po")
    by_english: dict[str, list[str]] = {}
    for entry in po.entries:
        if entry.is_header or entry.obsolete or entry.fuzzy or entry.msgid_plural is not None:
            continue
        if entry.context and not entry.context.startswith("ui:") and entry.strings[0]:
            by_english.setdefault(entry.msgid, []).append(entry.context)
    keys = next(k for _, k in sorted(by_english.items()) if len(k) >= 3)
    victim = sorted(keys)[-1]
    before = every_msgstr(path.read_text(encoding="utf-8"))
    text = path.read_text(encoding="utf-8")
    block = re.compile(
        rf'(msgctxt "{re.escape(victim)}"\nmsgid .*\n(?:".*"\n)*msgstr )(".*"\n(?:".*"\n)*)'
    )
    text, count = block.subn(r'\1"別の訳"\n', text, count=1)
    assert count == 1
    path.write_text(text, encoding="utf-8")
    code, out, _ = run_cli("-C", str(shipped), "check", "--format", "json")
    assert "inconsistent" in out

    code, out, _ = run_cli("-C", str(shipped), "update", "--locale", "ja", "--consistent")
    assert code == 0 and "1 given the majority form → fuzzy" in out, out
    after = read_po(path.read_bytes(), "ja.po")
    [entry] = [e for e in after.entries if e.context == victim]
    assert entry.fuzzy and entry.strings[0] != "別の訳"
    assert any(
        c.startswith("suggestion: the most common translation") for c in entry.translator_comments
    )
    written = every_msgstr(path.read_text(encoding="utf-8"))
    assert "別の訳" in written and set(before) <= set(written)

    code, out, _ = run_cli("-C", str(shipped), "check", "--format", "json")
    assert "inconsistent" not in out and "fuzzy" in out
