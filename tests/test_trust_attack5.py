"""The fifth outside attack: exports that replaced a user's file, an XLIFF whose duplicate
unit won in silence, and a Hugo publish that hid the user's own pages.

Each attack is a small named fixture with the exit code, the problem code and the file it
must name, no traceback, and every byte of the user's files as it was.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from pathlib import Path

import pytest

Cli = Callable[..., tuple[int, str, str]]

NOT_OURS = "exists and is not an export comparekit wrote: choose a new name or delete it"


def user_files(root: Path) -> dict[str, bytes]:
    """Every regular file under ``root`` (links not followed) and its bytes, but for
    comparekit's own cache."""
    found = {}
    for folder, _, names in os.walk(root):
        if ".comparekit-cache" in Path(folder).parts:
            continue
        for name in names:
            path = Path(folder, name)
            if path.is_file() and not path.is_symlink():
                found[str(path.relative_to(root))] = path.read_bytes()
    return found


def assert_refused(result: tuple[int, str, str], exit_code: int, code: str, *named: str) -> None:
    status, _, err = result
    assert status == exit_code, err
    assert f"[{code}]" in err, err
    for name in named:
        assert name in err, err
    assert "Traceback" not in err


# 1. (critical) An export named onto a user's file replaced it.

# (the command's words before the file, words after it, the file a user already has)
EXPORTS = {
    "tm-tmx": (["tm", "export"], [], "README.md"),
    "tm-po": (["tm", "export"], ["--format", "po", "--locale", "ja"], ".gitignore"),
    "xliff": (["xliff", "export", "ja"], [], "babel.cfg"),
    "glossary-tbx": (["glossary", "export"], ["--locale", "ja"], "schema/mine.json"),
    "glossary-csv": (["glossary", "export"], ["--locale", "ja", "--format", "csv"], "terms.csv"),
    "status-html": (["status", "--html"], [], "README.md"),
}


@pytest.mark.parametrize("export", sorted(EXPORTS))
def test_an_export_never_replaces_a_users_file(export: str, ready: Path, run_cli: Cli) -> None:
    before_words, after_words, name = EXPORTS[export]
    target = ready / name
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text("my\n")
    before = user_files(ready)
    result = run_cli("-C", str(ready), *before_words, str(target), *after_words)
    assert_refused(result, 2, "output-file", str(target), NOT_OURS)
    assert user_files(ready) == before


@pytest.mark.parametrize("export", sorted(EXPORTS))
def test_an_export_replaces_its_own_earlier_export(
    export: str, ready: Path, tmp_path: Path, run_cli: Cli
) -> None:
    """Re-exporting to the same file still works: the file proves comparekit wrote it (a CSV
    carries no such proof, so it is replaced on --force)."""
    before_words, after_words, _ = EXPORTS[export]
    target = tmp_path / "exported"
    args = ["-C", str(ready), *before_words, str(target), *after_words]
    status, _, err = run_cli(*args)
    assert status == 0, err
    first = target.read_bytes()
    again = run_cli(*args)
    if export == "glossary-csv":
        assert_refused(again, 2, "output-file", str(target), "--force")
        again = run_cli(*args, "--force")
    assert again[0] == 0, again[2]
    assert target.read_bytes() == first


def test_an_export_refuses_a_file_that_only_names_comparekit_late(
    ready: Path, run_cli: Cli
) -> None:
    """The proof is the format's own header, near the start: a user's notes that mention
    comparekit's mark far down are still the user's."""
    notes = ready / "notes.xlf"
    notes.write_text("my notes\n" + "x\n" * 5000 + 'tool-id="comparekit"\n')
    before = user_files(ready)
    result = run_cli("-C", str(ready), "xliff", "export", "ja", str(notes))
    assert_refused(result, 2, "output-file", str(notes), NOT_OURS)
    assert user_files(ready) == before


# 2. (major) Two <trans-unit> for one id: the last won in silence.


def test_xliff_import_refuses_a_duplicate_unit(ready: Path, tmp_path: Path, run_cli: Cli) -> None:
    xliff = tmp_path / "ja.xlf"
    assert run_cli("-C", str(ready), "xliff", "export", "ja", str(xliff))[0] == 0
    text = xliff.read_text(encoding="utf-8")
    unit = re.search(r' *<trans-unit [^>]*\bid="([^"\[]+)"[^>]*>.*?</trans-unit>\n', text, re.S)
    assert unit is not None
    body = unit.group(0)
    first = re.sub(r"<target([^>]*)>.*?</target>", r"<target\1>No.</target>", body, flags=re.S)
    second = re.sub(r"<target([^>]*)>.*?</target>", r"<target\1>Yes.</target>", body, flags=re.S)
    assert "No." in first and "Yes." in second
    edited = text[: unit.start()] + first + second + text[unit.end() :]
    xliff.write_text(edited, encoding="utf-8")
    line = edited[: unit.start() + len(first)].count("\n") + 1
    before = user_files(ready)
    result = run_cli("-C", str(ready), "xliff", "import", str(xliff))
    assert_refused(result, 1, "xliff-duplicate-unit", f"{xliff}:{line}:", unit.group(1))
    assert user_files(ready) == before
