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
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from comparekit.catalogs.po.read import read_po
from comparekit.catalogs.pofile import catalog_from_po, dumps_po
from comparekit.sources.settings import load_settings
from conftest import snapshot

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
    subprocess.run(
        ["msgcat", *options, "-o", str(path), str(path)], check=True, capture_output=True
    )


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

    code, _, err = run_cli("-C", str(shipped), "update", "--check")

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
    assert f"out of date: {CATALOGS[1]}:{first}: update would rewrap the file" in err
    assert "po_wrap" in err
    assert [line for line in err.splitlines() if line.startswith("out of date")] == [
        line for line in err.splitlines() if CATALOGS[1] in line
    ]
    assert snapshot(shipped) == before  # --check writes nothing

    assert run_cli("-C", str(shipped), "update")[0] == 0
    assert (shipped / CATALOGS[1]).read_bytes() == (REPO / CATALOGS[1]).read_bytes()
    assert run_cli("-C", str(shipped), "update", "--check")[0] == 0


@needs_gettext
@pytest.mark.parametrize("form", ["babel", "newlines"])
def test_update_check_and_update_agree_on_every_byte(
    form: str, shipped: Path, run_cli: Cli
) -> None:
    """Whatever a tool did to the layout, `update --check` fails exactly when `update`
    changes a byte."""
    set_po_wrap(shipped, form)
    for options in ((), ("--no-wrap",), ("--width=60",), ("--no-wrap",)):
        for relative in CATALOGS:
            msgcat(shipped / relative, *options)
        before = snapshot(shipped)
        check, _, _ = run_cli("-C", str(shipped), "update", "--check")
        assert run_cli("-C", str(shipped), "update")[0] == 0
        assert (check == 1) == (snapshot(shipped) != before), options


@needs_gettext
def test_po_wrap_newlines_is_what_msgcat_no_wrap_writes(shipped: Path, run_cli: Cli) -> None:
    """With the default settings but po_wrap: Weblate's flags, which msgcat drops, are off
    by default (test_weblate holds what msgcat does when they are on)."""
    set_po_wrap(shipped, "newlines")
    pyproject = shipped / "pyproject.toml"
    text = pyproject.read_text(encoding="utf-8")
    assert "weblate_flags = true" in text  # the shipped project's own choice, undone
    pyproject.write_text(
        "".join(line for line in text.splitlines(True) if not line.startswith("weblate_flags")),
        encoding="utf-8",
    )

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


def test_an_unknown_po_wrap_is_a_settings_problem(shipped: Path, run_cli: Cli) -> None:
    set_po_wrap(shipped, "gnu")
    before = snapshot(shipped)

    code, _, err = run_cli("-C", str(shipped), "update")

    assert code == 1 and "Traceback" not in err
    lines = (shipped / "pyproject.toml").read_text(encoding="utf-8").split("\n")
    line = next(n for n, row in enumerate(lines, 1) if row.startswith("po_wrap"))
    assert f"pyproject.toml:{line}: [settings] [tool.comparekit] po_wrap: Input should be" in err
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
        # msgfmt wants both or neither of msgid and msgstr to begin, and to end, with \n
        ending = "\n" if english.endswith("\n") else ""
        english = english.strip("\n") + ending or "x"
        translation = translation.strip("\n") + ending or "x"
        # (GNU's lexer continues a line ending in a backslash, a comment's too)
        if note.strip() and not any(c in note for c in "\n\r\v\\"):
            lines.append(f"# {note.strip()}")
        if fuzzy and translation:
            lines.append("#, fuzzy")
        if previous and not obsolete:
            lines.append(f"#| msgid {quote(previous)}")
        lines += [
            f'{mark}msgctxt "key.{number}"',
            f"{mark}msgid {quote(english)}",
            f"{mark}msgstr {quote(translation)}",
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


# --- check is as strict as msgfmt -c on format flags -------------------------------------

FORMAT_PIECES = [
    *("%", "%%", "%d", "%s", "% d", "%(a)s", "%(b)d", "%5.2f", "%*d", "%の", "75% ", "50%"),
    *("{a}", "{b}", "{0}", "{}", "{a.b}", "{a[0]}", "{a:>5}", "{a:{b}}", "{a:xyz}", "{{", "}}"),
    *("{", "}", "{.a}", "の", " ", "x"),
]
FORMAT_TEXT = st.lists(st.sampled_from(FORMAT_PIECES), min_size=1, max_size=4).map("".join)


@pytest.mark.skipif(shutil.which("msgfmt") is None and not os.environ.get("CI"), reason="no msgfmt")
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    flag=st.sampled_from(["python-format", "python-brace-format"]),
    english=FORMAT_TEXT,
    translation=FORMAT_TEXT,
)
def test_format_flags_fail_check_exactly_when_msgfmt_c_rejects_them(
    flag: str, english: str, translation: str, tmp_path_factory: pytest.TempPathFactory
) -> None:
    from comparekit.catalogs.formatflags import flag_problems

    text = (
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
        f'#, {flag}\nmsgctxt "k"\nmsgid {quote(english)}\nmsgstr {quote(translation)}\n'
    )
    path = tmp_path_factory.mktemp("flags") / "messages.po"
    path.write_text(text, encoding="utf-8")
    # (msgfmt names a character it cannot start a field with by its first byte only)
    msgfmt = subprocess.run(["msgfmt", "-c", "-o", os.devnull, str(path)], capture_output=True)
    problems = flag_problems(read_po(text.encode(), "messages.po"), "messages.po", list)
    assert (msgfmt.returncode != 0) == bool(problems), msgfmt.stderr.decode(errors="replace")
    assert all(p.line == 8 and p.code == "format-flag" for p in problems)


# --- update keeps what other tools wrote -------------------------------------------------

JA = CATALOGS[1]
LEAD = "comparisons/alpha-vs-beta:lead"


def header_fields(path: Path) -> dict[str, str]:
    return read_po(path.read_bytes(), path.name).header()


def test_update_keeps_header_fields_translate_toolkit_wrote(ready: Path, run_cli: Cli) -> None:
    """Weblate writes through translate-toolkit: its X- fields and the team survive."""
    from translate.storage import po

    catalog = ready / JA
    store = po.pofile(catalog.read_bytes())
    store.updateheader(
        add=True,
        Language_Team="Japanese <ja@li.org>",
        X_Generator="Weblate 5.8",
        X_Crowdin_Project="comparekit",
        X_Poedit_SourceCharset="UTF-8",
    )
    catalog.write_bytes(bytes(store))
    kept = {
        "Language-Team": "Japanese <ja@li.org>",
        "X-Generator": "Weblate 5.8",
        "X-Crowdin-Project": "comparekit",
        "X-Poedit-SourceCharset": "UTF-8",
    }
    assert header_fields(catalog).items() >= kept.items()
    translated = [e.strings for e in read_po(catalog.read_bytes(), JA).entries if e.msgid]

    code, _, err = run_cli("-C", str(ready), "update")

    assert code == 0 and "Traceback" not in err
    assert header_fields(catalog).items() >= kept.items()
    assert [e.strings for e in read_po(catalog.read_bytes(), JA).entries if e.msgid] == translated
    written = snapshot(ready)
    assert run_cli("-C", str(ready), "update", "--check")[0] == 0
    assert run_cli("-C", str(ready), "update")[0] == 0
    assert snapshot(ready) == written


@needs_gettext
def test_update_keeps_the_previous_context_msgmerge_wrote(ready: Path, run_cli: Cli) -> None:
    """A key renamed by hand, then msgmerge --previous: the entry turns fuzzy with
    ``#| msgctxt`` and ``#| msgid`` lines, which `update` keeps while it stays fuzzy."""
    catalog = ready / JA
    text = catalog.read_text(encoding="utf-8")
    catalog.write_text(text.replace(f'msgctxt "{LEAD}"', f'msgctxt "{LEAD}-old"'), "utf-8")
    template = ready / "locales" / "messages.pot"
    subprocess.run(
        ["msgmerge", "--previous", "-q", "-o", str(catalog), str(catalog), str(template)],
        check=True,
    )
    previous = f'#| msgctxt "{LEAD}-old"\n#| msgid "They do different jobs."\n'
    assert previous in catalog.read_text(encoding="utf-8")

    code, _, err = run_cli("-C", str(ready), "update")

    assert code == 0 and "Traceback" not in err
    written = catalog.read_text(encoding="utf-8")
    assert f'#, fuzzy\n{previous}msgctxt "{LEAD}"\n' in written
    assert run_cli("-C", str(ready), "update", "--check")[0] == 0


@needs_gettext
def test_update_keeps_header_fields_msgcat_and_poedit_wrote(ready: Path, run_cli: Cli) -> None:
    catalog = ready / JA
    text = catalog.read_text(encoding="utf-8")
    poedit = '"X-Poedit-Basepath: ..\\n"\n"X-Poedit-KeywordsList: _;gettext\\n"\n'
    text = text.replace(
        '"Generated-By: comparekit\\n"\n', '"X-Generator: Poedit 3.4\\n"\n' + poedit
    )
    catalog.write_text(text, encoding="utf-8")
    msgcat(catalog)

    assert run_cli("-C", str(ready), "update")[0] == 0

    fields = header_fields(catalog)
    assert fields["X-Generator"] == "Poedit 3.4" and fields["X-Poedit-Basepath"] == ".."
    assert fields["X-Poedit-KeywordsList"] == "_;gettext"
    assert list(fields)[-3:] == ["X-Generator", "X-Poedit-Basepath", "X-Poedit-KeywordsList"]


# --- check fails where msgfmt -c fails on a format flag ----------------------------------


@needs_gettext
@pytest.mark.parametrize(
    ("flag", "translation", "reported"),
    [
        # Babel's guess on "75%": the translation's "%）" is no %-directive
        (
            "python-format",
            "[ja] Accessed {accessed}（%）.",
            "[format-flag] python-format (comparisons/alpha-vs-beta:head_to_head.note): "
            "the translation is not a valid python-format string, unlike the English: "
            "'%）' is not a %-directive; msgfmt -c rejects the catalog",
        ),
        # the same placeholders, but a brace msgfmt cannot read: the placeholder check's,
        # reported once, at the entry
        (
            "python-brace-format",
            "[ja] Accessed {accessed} {.",
            "[placeholder] ja: 'comparisons/alpha-vs-beta:head_to_head.note': "
            "{ is not a placeholder: placeholders are names only",
        ),
    ],
    ids=["python-format-75-percent", "python-brace-format-lone-brace"],
)
def test_check_fails_on_a_format_flag_msgfmt_rejects(
    flag: str, translation: str, reported: str, ready: Path, run_cli: Cli
) -> None:
    """`check` fails where msgfmt -c does, once: at the msgstr line for the flag, at the
    entry for a brace the placeholder check refuses anyway."""
    catalog = ready / JA
    lines = catalog.read_text(encoding="utf-8").split("\n")
    msgctxt = lines.index('msgctxt "comparisons/alpha-vs-beta:head_to_head.note"')
    assert lines[msgctxt + 2] == 'msgstr "[ja] Accessed {accessed}."'
    lines[msgctxt + 2] = f"msgstr {quote(translation)}"
    lines.insert(msgctxt, f"#, {flag}")
    catalog.write_text("\n".join(lines), encoding="utf-8")
    msgstr_line = msgctxt + 4
    msgfmt = subprocess.run(
        ["msgfmt", "-c", "-o", os.devnull, str(catalog)], capture_output=True, text=True
    )
    assert msgfmt.returncode == 1 and f"messages.po:{msgstr_line}:" in msgfmt.stderr
    before = snapshot(ready)

    code, out, err = run_cli("-C", str(ready), "check")

    assert code == 1 and "Traceback" not in err
    problems = [line for line in (out + err).splitlines() if line.startswith(JA)]
    line = msgstr_line if "[format-flag]" in reported else msgctxt + 3  # the msgid's line
    assert problems == [f"{JA}:{line}: {reported}"]
    assert snapshot(ready) == before


@needs_gettext
def test_update_drops_the_python_format_babel_guessed(tmp_path: Path) -> None:
    """Babel's write_po flags "75% draft" python-format; comparekit's writer does not, and
    msgfmt -c accepts what it writes."""
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import write_po

    catalog = Catalog(locale="ja")
    catalog.add("75% draft", "75%の草案", context="k")
    catalog.add("Next: {links}.", "次に読む：{links}。", context="n", flags=["python-brace-format"])
    babel = tmp_path / "babel.po"
    with babel.open("wb") as stream:
        write_po(stream, catalog)
    assert "#, python-format" in babel.read_text(encoding="utf-8")
    ours = tmp_path / "ours.po"
    ours.write_text(dumps_po(catalog_from_po(read_po(babel.read_bytes(), "b"), "ja")), "utf-8")
    text = ours.read_text(encoding="utf-8")
    assert "python-format" not in text and "#, python-brace-format" in text
    assert subprocess.run(["msgfmt", "-c", "-o", os.devnull, str(ours)]).returncode == 0
    assert subprocess.run(["msgfmt", "-c", "-o", os.devnull, str(babel)]).returncode == 1


@needs_gettext
@pytest.mark.parametrize("relative", CATALOGS)
def test_msgfmt_c_accepts_every_shipped_catalog(relative: str) -> None:
    result = subprocess.run(
        ["msgfmt", "-c", "-o", os.devnull, str(REPO / relative)], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize("relative", CATALOGS)
def test_the_flagged_entries_are_read_alone_at_their_lines(relative: str, tmp_path: Path) -> None:
    """`check` reads only the blocks holding a format flag or a ``#|``: the same entries,
    at the same lines, as reading the whole catalog (a fuzzy entry added to hold a ``#|``)."""
    from comparekit.catalogs.formatflags import _marked_entries

    text = (REPO / relative).read_text(encoding="utf-8")
    key = next(line for line in text.split("\n") if line.startswith("msgctxt"))
    text = text.replace(key, f'#, fuzzy\n#| msgid "Old English"\n{key}', 1)
    path = tmp_path / "messages.po"
    path.write_text(text, encoding="utf-8")

    def marked(entries: list) -> list[tuple[str, int, int, list[str]]]:
        return [
            (e.msgid, e.line, e.string_line, e.flags)
            for e in entries
            if "python-brace-format" in e.flags or e.previous_msgid is not None
        ]

    whole = marked(read_po(path.read_bytes(), "messages.po").entries)
    assert len(whole) > 1
    assert marked(_marked_entries(path, "messages.po", None, None).entries) == whole
