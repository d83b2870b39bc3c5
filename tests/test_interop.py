"""Interop: translate-toolkit's pofilter, with the checks that apply, finds nothing to fix;
msgcat, msgmerge, Poedit and Weblate's writers and `update` leave each other's work alone.

GNU msgfmt --check runs in test_shipped.py. Two pofilter checks are left out, each covered
by a comparekit check that understands CJK text:
- notranslatewords matches whole words, and Japanese and Korean attach particles to product
  names ("Dynamo는"): comparekit's protected-term check;
- numbers wants exactly the same numbers, but "May 2026" is 「2026年5月」 and "none" may
  be 「1つもない」: comparekit's number check requires every English number, in ASCII.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import snapshot
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from comparekit.catalogs.pofile import catalog_from_po, dumps_po
from comparekit.catalogs.poread import read_po
from comparekit.sources.settings import load_settings

REPO = Path(__file__).resolve().parent.parent
POFILTER_CHECKS = (
    "pythonbraceformat",
    "urls",
    "newlines",
    "xmltags",
    "escapes",
    "emails",
    "untranslated",
    "isfuzzy",
    "nplurals",
    "startwhitespace",
    "endwhitespace",
    "tabs",
)


@pytest.mark.skipif(
    shutil.which("pofilter") is None and not os.environ.get("CI"),
    reason="translate-toolkit is not installed (pip install -e '.[test]')",
)
@pytest.mark.parametrize("tag", ["ja", "zh-Hant", "ko"])
def test_pofilter_finds_nothing(tag: str, tmp_path: Path) -> None:
    catalog = load_settings(REPO).catalog_path(tag)
    report = tmp_path / "failures.po"
    checks = [argument for check in POFILTER_CHECKS for argument in ("-t", check)]
    result = subprocess.run(
        ["pofilter", *checks, str(catalog), str(report)], check=True, capture_output=True, text=True
    )
    assert "processing 1 files" in result.stdout + result.stderr
    # pofilter exits 0 either way; its output is a PO of the failing units only, and is
    # not written at all when nothing fails.
    text = report.read_text(encoding="utf-8") if report.exists() else ""
    failing = [line for line in text.splitlines() if line.startswith("# (pofilter)")]
    assert failing == []


# --- living beside msgcat, msgmerge, Weblate and Poedit ----------------------------------

Cli = Callable[..., tuple[int, str, str]]
CATALOGS = [
    "locales/messages.pot",
    *(f"locales/{folder}/LC_MESSAGES/messages.po" for folder in ("ja", "zh_Hant", "ko")),
]
needs_gettext = pytest.mark.skipif(
    shutil.which("msgcat") is None and not os.environ.get("CI"),
    reason="GNU gettext is not installed",
)


def msgcat(path: Path, *options: str) -> None:
    """Rewrite a catalog in place as ``msgcat`` writes it."""
    subprocess.run(["msgcat", *options, "-o", str(path), str(path)], check=True)


def set_po_wrap(root: Path, form: str) -> None:
    pyproject = root / "pyproject.toml"
    text = pyproject.read_text(encoding="utf-8")
    pyproject.write_text(
        text.replace("[tool.comparekit]\n", f'[tool.comparekit]\npo_wrap = "{form}"\n'),
        encoding="utf-8",
    )


@needs_gettext
def test_update_check_fails_on_a_catalog_msgcat_rewrapped(shipped: Path, run_cli: Cli) -> None:
    """msgcat's 79 columns are not Babel's 76: `update --check` says so, at the first line
    `update` would change, and `update` then changes the catalog back."""
    msgcat(shipped / CATALOGS[1])
    before = snapshot(shipped)

    code, out, err = run_cli("-C", str(shipped), "update", "--check")

    assert code == 1 and "Traceback" not in err
    first = next(
        number
        for number, (a, b) in enumerate(
            zip(
                (shipped / CATALOGS[1]).read_bytes().split(b"\n"),
                (REPO / CATALOGS[1]).read_bytes().split(b"\n"),
                strict=False,
            ),
            start=1,
        )
        if a != b
    )
    assert f"out of date: {CATALOGS[1]}:{first}: update would rewrap" in err
    assert "po_wrap" in err
    assert [line for line in err.splitlines() if line.startswith("out of date")] == [
        line for line in err.splitlines() if CATALOGS[1] in line
    ]
    assert snapshot(shipped) == before  # --check writes nothing

    assert run_cli("-C", str(shipped), "update")[0] == 0
    assert (shipped / CATALOGS[1]).read_bytes() == (REPO / CATALOGS[1]).read_bytes()
    assert run_cli("-C", str(shipped), "update", "--check")[0] == 0


@needs_gettext
def test_update_check_and_update_agree_on_every_byte(shipped: Path, run_cli: Cli) -> None:
    """Whatever a tool did to the layout, `update --check` fails exactly when `update`
    changes a byte."""
    for options in ((), ("--no-wrap",), ("--width=60",)):
        for relative in CATALOGS:
            msgcat(shipped / relative, *options)
        before = snapshot(shipped)
        check, _, _ = run_cli("-C", str(shipped), "update", "--check")
        assert run_cli("-C", str(shipped), "update")[0] == 0
        assert (check == 1) == (snapshot(shipped) != before), options


@needs_gettext
def test_po_wrap_newlines_is_what_msgcat_no_wrap_writes(shipped: Path, run_cli: Cli) -> None:
    set_po_wrap(shipped, "newlines")

    code, out, err = run_cli("-C", str(shipped), "update")

    assert code == 0 and "Traceback" not in err
    for relative in CATALOGS:
        assert f"wrote {relative}" in out
        written = (shipped / relative).read_bytes()
        msgcat(shipped / relative, "--no-wrap")
        assert (shipped / relative).read_bytes() == written, relative
    before = snapshot(shipped)
    assert run_cli("-C", str(shipped), "update", "--check")[0] == 0
    assert run_cli("-C", str(shipped), "update")[0] == 0
    assert snapshot(shipped) == before


PIECES = [
    *("word", "DeepSeek-V4", "a-b", "--", "é", "日本語の文章", "推論", "한국어", "。", "…"),
    *(" ", "  ", "\t", "\n", "\r", "\v", "\f", "\a", "\b", "\\", '"', "\\n", "'", "\xa0"),
    *("\u3000", "\u2028", "\x85", "{name}", "75% d", "`code`", "x" * 90, "語" * 60, "a b " * 25),
]
TEXT = st.lists(st.sampled_from(PIECES), max_size=12).map("".join)


@needs_gettext
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    entries=st.lists(
        st.tuples(TEXT, TEXT, TEXT, st.booleans(), st.booleans(), TEXT), min_size=1, max_size=6
    )
)
def test_generated_catalogs_are_written_as_msgcat_no_wrap_writes_them(
    entries: list[tuple[str, str, str, bool, bool, str]], tmp_path_factory: pytest.TempPathFactory
) -> None:
    """CJK, long words, every escape, line breaks inside strings, previous msgids, notes
    and obsolete entries: the same bytes as msgcat --no-wrap."""
    lines = ['msgid ""', 'msgstr ""', '"Content-Type: text/plain; charset=UTF-8\\n"', ""]
    for number, (english, translation, previous, fuzzy, obsolete, note) in enumerate(entries):
        mark = "#~ " if obsolete else ""
        if note.strip() and "\n" not in note and "\r" not in note and "\v" not in note:
            lines.append(f"# {note.strip()}")
        if fuzzy and translation:
            lines.append("#, fuzzy")
        if previous and not obsolete:
            lines.append(f"#| msgid {quote(previous)}")
        lines += [
            f'{mark}msgctxt "key.{number}"',
            f"{mark}msgid {quote(english or 'x')}",
            f"{mark}msgstr {quote(translation or 'x')}",
            "",
        ]
    data = "\n".join(lines).encode("utf-8")
    ours = dumps_po(catalog_from_po(read_po(data, "generated.po"), "ja"), wrap="newlines")
    path = tmp_path_factory.mktemp("generated") / "ours.po"
    path.write_text(ours, encoding="utf-8")
    msgcat(path, "--no-wrap")
    assert path.read_text(encoding="utf-8") == ours


def quote(text: str) -> str:
    escapes = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\t": "\\t", "\r": "\\r"}
    escapes |= {"\v": "\\v", "\f": "\\f", "\a": "\\a", "\b": "\\b"}
    return '"' + "".join(escapes.get(char, char) for char in text) + '"'
