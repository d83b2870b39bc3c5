"""The fast catalog scan reads exactly what the strict (Babel) reader reads, or declines."""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from comparekit.catalogs.pofile import dumps_po, read_catalog
from comparekit.catalogs.poscan import scan_catalog
from comparekit.catalogs.table import (
    CatalogEntry,
    TranslationTable,
    read_translations,
    table_from_catalog,
    table_from_scan,
)
from comparekit.errors import ProblemsFound
from comparekit.sources.settings import load_settings

REPO = Path(__file__).resolve().parent.parent


def entries(table: TranslationTable) -> dict[str, CatalogEntry]:
    return {key: entry for source in table.sources() for key, entry in table.slice(source).items()}


def strict(path: Path, tag: str) -> TranslationTable:
    return table_from_catalog(read_catalog(path, tag, str(path)))


@pytest.mark.parametrize("tag", ["ja", "zh-Hant", "ko"])
def test_the_shipped_catalogs_scan_as_babel_reads_them(tag: str) -> None:
    path = load_settings(REPO).catalog_path(tag)
    scanned = scan_catalog(path.read_text(encoding="utf-8"), tag)
    assert scanned is not None
    table = table_from_scan(scanned)
    assert entries(table) == entries(strict(path, tag))
    assert len(entries(table)) > 1000
    assert table.plural_expr == strict(path, tag).plural_expr


# Text with everything PO must escape or wrap: quotes, backslashes, tabs, newlines, CJK.
PIECES = st.sampled_from([*'ab "\\\t\n:#~|,表見 ', "word ", "fuzzy", "msgid "])
TEXT = st.lists(PIECES, max_size=40).map("".join)
MESSAGES = st.lists(
    st.tuples(
        st.from_regex(r"[a-z]{1,8}:[a-z.]{1,12}", fullmatch=True),  # msgctxt
        TEXT.filter(bool),  # msgid
        TEXT,  # msgstr
        st.booleans(),  # fuzzy
        st.sampled_from(["current", "obsolete", "plural", "previous"]),
    ),
    max_size=25,
    unique_by=lambda message: message[0],
)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(messages=MESSAGES, tag=st.sampled_from(["ja", "en", "ko"]))
def test_any_catalog_comparekit_writes_scans_as_babel_reads_it(
    tmp_path_factory: pytest.TempPathFactory,
    messages: list[tuple[str, str, str, bool, str]],
    tag: str,
) -> None:
    catalog = Catalog(locale=tag)
    for context, msgid, msgstr, fuzzy, kind in messages:
        flags = ["fuzzy"] if fuzzy else []
        if kind == "plural":
            forms = tuple([msgstr] * catalog.num_plurals)
            catalog.add((msgid, msgid + " (many)"), forms, context=context, flags=flags)
        else:
            message = catalog.add(msgid, msgstr, context=context, flags=flags)
            if kind == "obsolete":
                catalog.delete(msgid, context=context)
                catalog.obsolete[(msgid, context)] = message
            elif kind == "previous":
                message.previous_id = [f"old {msgid}"]
    path = tmp_path_factory.mktemp("po") / "messages.po"
    path.write_text(dumps_po(catalog), encoding="utf-8")
    scanned = scan_catalog(path.read_text(encoding="utf-8"), tag)
    assert scanned is not None, "comparekit's own layout must always scan"
    assert entries(table_from_scan(scanned)) == entries(strict(path, tag))
    assert scanned.obsolete == strict(path, tag).obsolete


HEADER = 'msgid ""\nmsgstr ""\n"Language: ja\\n"\n"Plural-Forms: nplurals=1; plural=0;\\n"\n\n'


@pytest.mark.parametrize(
    "body",
    [
        '  msgctxt "a:b"\n  msgid "x"\n  msgstr "y"\n',  # indented
        'msgctxt "a:b"\nmsgid  "x"\nmsgstr "y"\n',  # two spaces
        'msgctxt "a:b"\nmsgid "x"\nmsgstr "y"\n#~ msgctxt "a:c"\n#~ msgid "z"\n#~ msgstr "w"\n'
        'msgctxt "a:d"\nmsgid "u"\nmsgstr "v"\n',  # entries with no blank line between
    ],
)
def test_other_layouts_are_left_to_the_strict_reader(tmp_path: Path, body: str) -> None:
    path = tmp_path / "messages.po"
    path.write_text(HEADER + body, encoding="utf-8")
    assert scan_catalog(path.read_text(encoding="utf-8"), "ja") is None
    assert entries(read_translations(path, "ja", "messages.po")) == entries(strict(path, "ja"))


def test_a_syntax_error_is_reported_with_its_line(tmp_path: Path) -> None:
    path = tmp_path / "messages.po"
    path.write_text(HEADER + 'msgctxt "a:b"\nmsgid "x"\nmsgstr "unterminated\n', encoding="utf-8")
    assert scan_catalog(path.read_text(encoding="utf-8"), "ja") is None
    with pytest.raises(ProblemsFound) as caught:
        read_translations(path, "ja", "messages.po")
    assert [(p.code, p.line) for p in caught.value.problems] == [("po-syntax", 8)]


def test_a_broken_obsolete_line_is_not_scanned(tmp_path: Path) -> None:
    path = tmp_path / "messages.po"
    path.write_text(
        HEADER + 'msgctxt "a:b"\nmsgid "x"\nmsgstr "y"\n\n#~ msgid "broken\n', encoding="utf-8"
    )
    assert scan_catalog(path.read_text(encoding="utf-8"), "ja") is None
    with pytest.raises(ProblemsFound):
        read_translations(path, "ja", "messages.po")


def test_fuzzy_flags_and_lines_are_the_entrys_own(tmp_path: Path) -> None:
    path = tmp_path / "messages.po"
    path.write_text(
        HEADER
        + '#, fuzzy\n#~ msgctxt "a:old"\n#~ msgid "gone"\n#~ msgstr "去"\n\n'
        + '#. note\nmsgctxt "a:b"\nmsgid ""\n"two "\n"lines"\nmsgstr "訳"\n',
        encoding="utf-8",
    )
    scanned = scan_catalog(path.read_text(encoding="utf-8"), "ja")
    assert scanned is not None
    [entry] = scanned.entries
    assert (entry.context, entry.msgid, entry.strings, entry.fuzzy) == (
        "a:b",
        "two lines",
        ("訳",),
        False,
    )
    assert entry.line == 13  # the msgid keyword, as Babel counts it
    assert entries(table_from_scan(scanned)) == entries(strict(path, "ja"))
