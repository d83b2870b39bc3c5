"""Our PO writer gives the bytes Babel's writer gives (with comparekit's own ``#|`` lines),
for any catalog and for every shipped one."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import WORD_SEP
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from comparekit.catalogs.po.read import read_po
from comparekit.catalogs.po.write import UNWRAPPED_NOTES, WORD_SEPARATOR, comment_lines, quoted
from comparekit.catalogs.pofile import _unstamped, babel_dumps_po, catalog_from_po, dumps_po
from comparekit.sources.settings import load_settings

REPO = Path(__file__).resolve().parent.parent
STAMP = datetime(2026, 11, 29, tzinfo=UTC)

# Pieces Babel's wrapping and escaping treat specially, and text around them.
PIECES = [
    *("word", "Word", "x", "ab", "V4", "DeepSeek-V4", "well-lit", "a-b-c", "-", "--", "---"),
    *("e.g.-x", "!--a", "a--", "_", "9", "1-2", "é", "naïve-ty", "日本語の文章", "推論"),
    *("한국어", "，", "。", "…", "—", " ", "  ", "\t", "\n", "\r", "\r\n", "\v", "\f"),
    *("\\", '"', "'", "&", "?", "\xa0", "\u3000", "\u2028", "\x85", "%d", "{name}", "`code`"),
    *("x" * 40, "語" * 30, "a" * 75, "ab " * 30, "- " * 20, "\\n"),
]
TEXT = st.one_of(
    st.lists(st.sampled_from(PIECES), max_size=40).map("".join),
    st.text(max_size=30),
)
SHORT = st.lists(st.sampled_from(PIECES), max_size=6).map("".join)
# Words between single spaces, as translator notes are: the comment wrapper's own path.
NOTE_WORDS = ["a", "Where:", "›", "“kv”", "DeepSeek-V4", "語" * 30, "x" * 40, "a" * 75]
NOTE = st.lists(
    st.sampled_from([*NOTE_WORDS, "b" * 76, "c" * 77, "d" * 100]), min_size=1, max_size=30
).map(" ".join)


@settings(max_examples=500, deadline=None)
@given(text=st.lists(st.sampled_from([*PIECES, "a-", "-a", "a.", ".-", "!"]), max_size=30))
def test_word_separator_splits_as_babel_does(text: list[str]) -> None:
    line = "".join(text)
    assert WORD_SEPARATOR.split(line) == WORD_SEP.split(line)


@settings(max_examples=300, deadline=None)
@given(text=TEXT, prefix=st.sampled_from(["", "#~ "]), width=st.sampled_from([73, 76, 20]))
def test_strings_are_quoted_as_babel_normalizes_them(text: str, prefix: str, width: int) -> None:
    from babel.messages.pofile import normalize

    assert quoted(text, prefix, width) == normalize(text, prefix=prefix, width=width)


LOCATION = st.tuples(
    st.sampled_from(["articles/a.yaml", "articles/my file.yaml", "x\ty.yaml", "a" * 60]),
    st.one_of(st.none(), st.integers(min_value=0, max_value=99_999)),
)
MESSAGE = st.fixed_dictionaries(
    {
        "id": TEXT,
        "plural": st.one_of(st.none(), TEXT),
        "strings": st.lists(TEXT, min_size=1, max_size=7),
        "context": st.one_of(st.none(), st.just(""), SHORT, TEXT),
        "flags": st.sets(st.sampled_from(["fuzzy", "python-format", "no-wrap", "c-format"])),
        "auto": st.lists(TEXT, max_size=3),
        "user": st.lists(TEXT, max_size=3),
        "locations": st.lists(LOCATION, max_size=6),
        "previous": st.lists(TEXT, max_size=3),
        "obsolete": st.booleans(),
    }
)


def build_catalog(tag: str, fuzzy: bool, header: str, team: str, messages: list[dict]) -> Catalog:
    catalog = Catalog(
        locale=tag,
        fuzzy=fuzzy,
        project="comparekit content",
        version="1",
        creation_date=STAMP,
        revision_date=STAMP,
        language_team=team,
        last_translator="Ünïcode translator <t@example.org>",
    )
    catalog.header_comment = header
    for fields in messages:
        msgid = fields["id"] or "x"  # an empty msgid is the header
        plural = fields["plural"] is not None
        message = Message(
            (msgid, fields["plural"]) if plural else msgid,
            tuple(fields["strings"]) if plural else fields["strings"][0],
            locations=fields["locations"],
            flags=fields["flags"],
            auto_comments=fields["auto"],
            user_comments=fields["user"],
            previous_id=fields["previous"],
            context=fields["context"],
        )
        if fields["obsolete"]:
            catalog.obsolete[catalog._key_for(message.id, message.context)] = message
        else:
            catalog[message.id] = message
    return catalog


def test_a_tab_in_the_header_comment_stays() -> None:
    """Attack 21b's m1: a translator's tab in a header comment line became spaces."""
    header = "# Translations.\n# \tTabbed:\tas written.\n#\n# " + "long\tline " * 12
    written = dumps_po(build_catalog("ja", False, header, "", []))
    assert written.startswith("# Translations.\n# \tTabbed:\tas written.\n#\n# long")
    # a line longer than the width is wrapped as Babel wraps it
    assert (
        "\t" not in written.split("as written.", 1)[1].split("msgid")[0]
    )  # (the long line wrapped)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    tag=st.sampled_from(["ja", "en", "ko", "zh_Hant", "ru", "ar", None]),
    fuzzy=st.booleans(),
    header=st.one_of(SHORT, TEXT, st.just("# Translations\n#\n# " + "long line " * 12)),
    team=SHORT,
    messages=st.lists(MESSAGE, max_size=8),
)
def test_any_catalog_is_written_as_babel_writes_it(
    tag: str | None, fuzzy: bool, header: str, team: str, messages: list[dict]
) -> None:
    """Wrapping at the width, CJK, every escape, embedded line breaks, plurals of up to
    six forms, obsolete entries, flags, contexts, comments, locations and the header (but
    a tab in a comment line of the header, which stays where Babel's wrapper expands it:
    ``test_a_tab_in_the_header_comment_stays``)."""
    assume(not any("\t" in line and line.startswith("#") for line in header.splitlines()))
    ours = dumps_po(build_catalog(tag, fuzzy, header, team, messages))  # type: ignore[arg-type]
    babel = babel_dumps_po(build_catalog(tag, fuzzy, header, team, messages))  # type: ignore[arg-type]
    assert ours.encode() == babel.encode()


def shipped_catalogs() -> list[tuple[Path, str | None]]:
    config = load_settings(REPO)
    return [
        (config.template_path(), None),
        *((config.catalog_path(tag), tag) for tag in config.locales),
    ]


@pytest.mark.parametrize(("path", "tag"), shipped_catalogs(), ids=lambda value: str(value))
def test_every_shipped_catalog_is_written_as_babel_writes_it(path: Path, tag: str | None) -> None:
    data = path.read_bytes()
    ours = dumps_po(catalog_from_po(read_po(data, path.name), tag))
    babel = babel_dumps_po(catalog_from_po(read_po(data, path.name), tag))
    assert ours.encode() == babel.encode()
    assert ours.encode() == data  # and the shipped files are as comparekit writes them


@settings(max_examples=500, deadline=None)
@given(text=st.one_of(TEXT, NOTE), prefix=st.sampled_from(["", ".", ":"]))
def test_comments_are_wrapped_as_babel_wraps_them(text: str, prefix: str) -> None:
    """But for the notes comparekit keeps on one line (a glossary's or a suggestion's),
    which Babel would wrap: ``UNWRAPPED_NOTES``."""
    from babel.util import TextWrapper

    assume(not text.startswith(UNWRAPPED_NOTES))
    wrapper = TextWrapper(width=76, break_long_words=False)
    lines: list[str] = []
    comment_lines(text, prefix, lines)
    expected = [f"#{prefix} {line.strip()}\n" for line in wrapper.wrap(text)]
    assert "".join(lines) == "".join(expected)


STAMP_PIECES = ['"Generated-By: Babel ', '2.19\\n"', '"', "\\", "x", "\n", "\\n", "Babel "]


@settings(max_examples=500, deadline=None)
@given(text=st.lists(st.sampled_from(STAMP_PIECES), max_size=12).map("".join))
def test_babels_stamp_is_taken_out_wherever_the_pattern_finds_it(text: str) -> None:
    pattern = r'"Generated-By: Babel [^"\\]*\\n"'
    assert _unstamped(text) == re.sub(pattern, '"Generated-By: comparekit\\\\n"', text)
