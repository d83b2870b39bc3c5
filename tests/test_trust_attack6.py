"""The sixth outside attack: a translation that turned a list item into a GFM checkbox,
files read whole however large, and messages that hid where or what the problem was.

Each attack is a small named fixture with the exit code, the problem code and the file (and
line) it must name, no traceback, and every byte of the user's files as it was.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from comparekit.catalogs.findings import Entry
from comparekit.catalogs.markup import check_markdown_signs
from conftest import ProjectFiles, snapshot, translate_catalogs
from hostile import places, po_string

Cli = Callable[..., tuple[int, str, str]]
JA = "locales/ja/LC_MESSAGES/messages.po"
TITLE_KEY = "comparisons/alpha-vs-beta:sources.readme.title"


def retranslate(root: Path, key: str, translation: str) -> int:
    """Set the ja translation of ``key``; returns the line of its msgid (1-based)."""
    path = root / JA
    lines = path.read_text(encoding="utf-8").split("\n")
    for found, _, _, place in places(lines):
        if found == key:
            lines[place.msgstr : place.end] = [f"msgstr {po_string(translation)}"]
            path.write_text("\n".join(lines), encoding="utf-8")
            return place.msgid + 1
    raise AssertionError(f"no entry {key}")


@pytest.fixture
def unlinked(project_files: ProjectFiles, run_cli: Cli) -> Path:
    """The small project whose source has no URL, so that its title starts a list item
    (``- Beta README — …``), every string translated."""
    del project_files.comparison()["sources"]["readme"]["url"]
    root = project_files.write()
    assert run_cli("-C", str(root), "update")[0] == 0
    translate_catalogs(root)
    return root


# 1. (critical) A translated title starting "[ ] " published a checkbox in one locale.


@pytest.mark.parametrize("text", ["[ ] Beta の README", "[x] Beta の README", "[X] Beta"])
def test_a_task_list_marker_at_the_start_is_refused_at_its_entry(
    text: str, unlinked: Path, run_cli: Cli
) -> None:
    line = retranslate(unlinked, TITLE_KEY, text)
    before = snapshot(unlinked)
    code, _, err = run_cli("-C", str(unlinked), "check", "--strict")
    assert code == 1 and "Traceback" not in err, err
    assert f"{JA}:{line}: [markup]" in err and "a task-list checkbox" in err, err
    assert snapshot(unlinked) == before


def test_a_task_list_marker_alone_is_refused() -> None:
    """The template writes the space after a title, so the marker alone makes a checkbox."""
    entry = Entry(TITLE_KEY, "Beta README", "[x]")
    assert [f.message for f in check_markdown_signs(entry)] == [
        "'[ ]' or '[x]' at the start of a list item: a task-list checkbox"
    ]


def test_a_task_list_marker_is_never_published(unlinked: Path, run_cli: Cli) -> None:
    retranslate(unlinked, TITLE_KEY, "[ ] Beta の README")
    run_cli("-C", str(unlinked), "build", "--strict")
    for page in (unlinked / "dist").rglob("*.md"):
        assert "- [ ] " not in page.read_text(encoding="utf-8"), page


@pytest.mark.parametrize("text", ["[ja] Beta README", "[ ]Beta の README", "Beta [x] README"])
def test_brackets_that_make_no_checkbox_pass(text: str, unlinked: Path, run_cli: Cli) -> None:
    retranslate(unlinked, TITLE_KEY, text)
    code, _, err = run_cli("-C", str(unlinked), "check")
    assert code == 0, err
