"""The catalog reader follows GNU gettext's grammar: it reads what msgfmt reads, with the
same entries, and rejects what msgfmt rejects at msgfmt's line."""

from __future__ import annotations

import codecs
import io
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po as babel_read_po
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from msgspec import structs

from comparekit.catalogs.po.read import PoEntry, read_po, read_po_file
from comparekit.catalogs.pofile import dumps_po, read_catalog
from comparekit.catalogs.table import read_translations
from comparekit.errors import ProblemsFound
from comparekit.sources.settings import load_settings
from conftest import snapshot

REPO = Path(__file__).resolve().parent.parent
HEADER = 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
MSGFMT = shutil.which("msgfmt")


def current(text: str) -> list[tuple[str | None, str, str | None, list[str], bool]]:
    po = read_po(text.encode("utf-8"), "messages.po")
    return [
        (e.context, e.msgid, e.msgid_plural, e.strings, e.fuzzy)
        for e in po.entries
        if not e.is_header and not e.obsolete
    ]


def only(text: str) -> PoEntry:
    [entry] = [e for e in read_po(text.encode("utf-8"), "x.po").entries if not e.is_header]
    return entry


def problems(text: str | bytes) -> list[tuple[str, int | None]]:
    data = text.encode("utf-8") if isinstance(text, str) else text
    with pytest.raises(ProblemsFound) as caught:
        read_po(data, "messages.po")
    return [(p.code, p.line) for p in caught.value.problems]


# --- what msgfmt accepts, read with the same entries -------------------------------------

ACCEPTED = {
    "a tab between keyword and string": (
        'msgid\t"a"\nmsgstr\t"x"\n',
        [(None, "a", None, ["x"], False)],
    ),
    "two strings on one line": (
        'msgid "a" "b"\nmsgstr "x" "y"\n',
        [(None, "ab", None, ["xy"], False)],
    ),
    "a vertical tab and a form feed in a string": (
        'msgid "a\vb\fc"\nmsgstr "x"\n',
        [(None, "a\vb\fc", None, ["x"], False)],
    ),
    "U+2028 in a string": (
        'msgid "a\u2028b"\nmsgstr "x"\n',
        [(None, "a\u2028b", None, ["x"], False)],
    ),
    "octal and hex escapes": (
        'msgid "\\101\\x42"\nmsgstr "x"\n',
        [(None, "AB", None, ["x"], False)],
    ),
    "C escapes": (
        'msgid "\\a\\b\\f\\v\\t\\r"\nmsgstr "x"\n',
        [(None, "\a\b\f\v\t\r", None, ["x"], False)],
    ),
    "CRLF line ends": ('msgid "a"\r\nmsgstr "x"\r\n', [(None, "a", None, ["x"], False)]),
    "indented keywords": (
        '  msgctxt "k"\n  msgid "a"\n  msgstr "x"\n',
        [("k", "a", None, ["x"], False)],
    ),
}


@pytest.mark.parametrize("case", sorted(ACCEPTED))
def test_what_msgfmt_reads_is_read_with_its_entries(case: str) -> None:
    text, expected = ACCEPTED[case]
    assert current(HEADER + text) == expected


def test_previous_context_and_msgid_are_read() -> None:
    entry = only(
        HEADER
        + '#, fuzzy\n#| msgctxt "old:key"\n#| msgid "Old"\nmsgctxt "k"\nmsgid "New"\nmsgstr "x"\n'
    )
    assert (entry.previous_context, entry.previous_msgid, entry.fuzzy) == ("old:key", "Old", True)


def test_an_obsolete_entry_keeps_its_previous_msgid() -> None:
    entry = only(HEADER + '#~| msgid "Older"\n#~ msgctxt "k"\n#~ msgid "Old"\n#~ msgstr "x"\n')
    assert (entry.obsolete, entry.previous_msgid, entry.context, entry.strings) == (
        True,
        "Older",
        "k",
        ["x"],
    )


@pytest.mark.parametrize(
    "charset, text",
    [("ISO-8859-1", "bär"), ("KOI8-R", "привет"), ("CP1251", "привет"), ("EUC-KR", "번역")],
)
def test_a_declared_charset_is_read_as_declared(charset: str, text: str) -> None:
    data = (
        f'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset={charset}\\n"\n\n'
        f'msgid "a"\nmsgstr "{text}"\n'
    ).encode(charset)
    [_, entry] = read_po(data, "x.po").entries
    assert entry.strings == [text]


def test_utf8_bytes_under_a_latin1_header_are_refused_at_the_header() -> None:
    # msgfmt reads them as the header says, garbled; a catalog written back keeps them so.
    data = (
        'msgid ""\nmsgstr "Content-Type: text/plain; charset=ISO-8859-1\\n"\n\n'
        'msgid "a"\nmsgstr "bär"\n'
    ).encode()
    with pytest.raises(ProblemsFound) as caught:
        read_po(data, "x.po")
    [problem] = caught.value.problems
    assert (problem.code, problem.line) == ("po-charset", 2)
    assert "the file is UTF-8" in problem.message
    assert read_po(data.decode().encode("latin-1"), "x.po").entries[1].strings == ["bär"]


def test_an_unknown_charset_names_the_conversion() -> None:
    data = b'msgid ""\nmsgstr "Content-Type: text/plain; charset=NOPE-9\\n"\n'
    with pytest.raises(ProblemsFound) as caught:
        read_po(data, "x.po")
    [problem] = caught.value.problems
    assert (problem.code, problem.line) == ("po-charset", 2)
    assert "msgconv --to-code=UTF-8" in (problem.hint or "")


@pytest.mark.parametrize(
    "header",
    [
        "PO-Revision-Date: 2024-01-01 12:00+01:00",
        "PO-Revision-Date: 2024-01-01 12:51:34 CEST",
        "PO-Revision-Date: YEAR-MO-DA HO:MI+ZONE",
        "PO-Revision-Date: 2024-01-01T12:00Z",
        "Language: 123",
        "Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;",
    ],
)
def test_no_header_crashes_the_reader(header: str, tmp_path: Path) -> None:
    path = tmp_path / "messages.po"
    path.write_text(
        f'msgid ""\nmsgstr "{header}\\n"\n\nmsgctxt "a:b"\nmsgid "x"\nmsgstr "y"\n',
        encoding="utf-8",
    )
    assert read_translations(path, "ja", "messages.po").get("x", "a:b") is not None
    assert read_catalog(path, "ja", "messages.po").get("x", context="a:b") is not None


def test_a_plural_rule_a_catalog_needs_must_be_readable(tmp_path: Path) -> None:
    path = tmp_path / "messages.po"
    path.write_text(
        'msgid ""\nmsgstr "Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n"\n\n'
        'msgctxt "ui:n"\nmsgid "one"\nmsgid_plural "many"\nmsgstr[0] "x"\n',
        encoding="utf-8",
    )
    with pytest.raises(ProblemsFound) as caught:
        read_translations(path, "ja", "messages.po")
    assert [(p.code, p.line) for p in caught.value.problems] == [("po-header", 2)]


def test_an_entry_with_another_number_of_plural_forms_is_refused_where_used(
    tmp_path: Path,
) -> None:
    """msgfmt reads such a file (its --check refuses it); the build never publishes the
    entry and names its line."""
    from comparekit.rendering.translate import Translator

    path = tmp_path / "messages.po"
    path.write_text(
        'msgid ""\nmsgstr "Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n'
        'msgctxt "ui:n"\nmsgid "one"\nmsgid_plural "many"\n'
        'msgstr[0] "a"\nmsgstr[1] "b"\nmsgstr[2] "c"\n',
        encoding="utf-8",
    )
    table = read_translations(path, "de", "messages.po")  # German has the header's 2 forms
    translator = Translator("de", table, "messages.po")
    assert translator.plural("ui:n", "one", "many", 2) == "many"
    [fallback] = translator.fallbacks
    assert (fallback.reason, fallback.line) == ("plural-count", 5)


# --- what msgfmt rejects, at msgfmt's line -------------------------------------------------

REJECTED = {
    # name: (text after a 4-line header, expected (code, line) problems; lines count the header)
    "a missing msgid": ('msgctxt "k"\nmsgstr "x"\n\nmsgid "b"\nmsgstr "y"\n', [("po-syntax", 6)]),
    "a missing msgstr": ('msgid "a"\n\nmsgid "b"\nmsgstr "y"\n', [("po-syntax", 5)]),
    "a duplicate key": (
        'msgctxt "k"\nmsgid "a"\nmsgstr "x"\n\nmsgctxt "k"\nmsgid "a"\nmsgstr "y"\n',
        [("po-duplicate", 10)],
    ),
    "an obsolete duplicate": (
        'msgid "a"\nmsgstr "x"\n\n#~ msgid "a"\n#~ msgstr "y"\n',
        [("po-duplicate", 8)],
    ),
    "msgstr[0] on a singular entry": ('msgid "a"\nmsgstr[0] "x"\n', [("po-syntax", 5)]),
    "a gap in plural indexes": (
        'msgid "a"\nmsgid_plural "as"\nmsgstr[0] "x"\nmsgstr[2] "y"\n',
        [("po-syntax", 8)],
    ),
    "a plural entry with a plain msgstr": (
        'msgid "a"\nmsgid_plural "as"\nmsgstr "x"\n',
        [("po-syntax", 7)],
    ),
    "a stray msgctxt and msgstr": (
        'msgid "a"\nmsgstr "x"\nmsgctxt "k"\nmsgstr "y"\nmsgid "b"\nmsgstr "z"\n',
        [("po-syntax", 8)],
    ),
    "an unterminated string": ('msgid "a\nmsgstr "x"\n', [("po-syntax", 6)]),
    "an unknown escape": ('msgid "a\\q"\nmsgstr "x"\n', [("po-syntax", 5)]),
    "an unknown keyword": ('msgid "a"\nmsgstr "x"\nfoo bar\n', [("po-syntax", 7)]),
    "msgctxt twice": ('msgctxt "a"\nmsgctxt "b"\nmsgid "a"\nmsgstr "x"\n', [("po-syntax", 6)]),
    "a comment inside the #| lines": (
        '#| msgctxt "old"\n#| msgid "o"\n#, fuzzy\nmsgid "a"\nmsgstr "x"\n',
        [("po-syntax", 8)],
    ),
}


@pytest.mark.parametrize("case", sorted(REJECTED))
def test_what_msgfmt_rejects_is_rejected_at_its_line(case: str, tmp_path: Path) -> None:
    text, expected = REJECTED[case]
    assert problems(HEADER + text) == expected
    if MSGFMT:  # the line is msgfmt's own
        path = tmp_path / "x.po"
        path.write_text(HEADER + text, encoding="utf-8")
        done = subprocess.run(
            [MSGFMT, "-o", "/dev/null", str(path)], capture_output=True, text=True
        )
        assert done.returncode != 0
        assert f"x.po:{expected[0][1]}:" in done.stderr


@pytest.mark.parametrize("case", sorted(REJECTED))
def test_a_catalog_read_without_its_notes_is_held_to_the_same_grammar(
    case: str, tmp_path: Path
) -> None:
    """What a build reads leaves out extracted comments and references, nothing else: the
    same problems at the same lines, the same entries otherwise."""
    text, expected = REJECTED[case]
    path = tmp_path / "x.po"
    path.write_text(HEADER + text, encoding="utf-8")
    with pytest.raises(ProblemsFound) as found:
        read_po_file(path, "x.po", notes=False)
    assert [(p.code, p.line) for p in found.value.problems] == expected


@pytest.mark.parametrize("tag", ["ja", "zh-Hant", "ko"])
def test_a_shipped_catalog_read_without_its_notes_has_the_same_entries(tag: str) -> None:
    path = load_settings(REPO).catalog_path(tag)
    whole, lean = read_po_file(path, "x.po"), read_po_file(path, "x.po", notes=False)
    assert any(e.extracted_comments for e in whole.entries)
    assert any(e.references for e in whole.entries)
    assert not any(e.extracted_comments or e.references for e in lean.entries)
    assert [structs.replace(e, extracted_comments=[], references=[]) for e in whole.entries] == (
        lean.entries
    )


def test_a_trailing_block_of_obsolete_entries_is_read_whole() -> None:
    """Where msgmerge and Babel put them. (Its time per entry is measured, flat, by the table
    at the end of benchmarks/run.py: timings belong there, not in a test.)"""
    text = HEADER + "".join(f'msgctxt "a:{i}"\nmsgid "x{i}"\nmsgstr "y"\n\n' for i in range(100))
    text += "".join(
        f'#~ msgctxt "a:o{i}"\n#~ msgid "o{i}"\n#~ msgstr "z"\n\n' for i in range(5_000)
    )
    entries = read_po(text.encode(), "x.po").entries
    assert sum(e.obsolete for e in entries) == 5_000
    assert sum(not e.obsolete and not e.is_header for e in entries) == 100


# --- the shipped catalogs, and every catalog comparekit writes ------------------------------


@pytest.mark.parametrize("tag", ["ja", "zh-Hant", "ko"])
def test_the_shipped_catalogs_read_as_babel_reads_them(tag: str) -> None:
    path = load_settings(REPO).catalog_path(tag)
    ours = current(path.read_text(encoding="utf-8"))
    babel = babel_read_po(io.StringIO(path.read_text(encoding="utf-8")))
    theirs = [
        (
            m.context,
            m.id if isinstance(m.id, str) else m.id[0],
            None if isinstance(m.id, str) else m.id[1],
            [m.string] if isinstance(m.string, str) else list(m.string),
            m.fuzzy,
        )
        for m in babel
        if m.id
    ]
    assert ours == theirs and len(ours) > 1000


PIECES = st.sampled_from([*'ab "\\\t\n:#~|,表見 ', "word ", "fuzzy", "msgid ", "\v", "\f"])
TEXT = st.lists(PIECES, max_size=40).map("".join)
MESSAGES = st.lists(
    st.tuples(
        st.from_regex(r"[a-z]{1,8}:[a-z.]{1,12}", fullmatch=True),
        TEXT.filter(bool),
        TEXT,
        st.booleans(),
        st.sampled_from(["current", "obsolete", "plural", "previous"]),
    ),
    max_size=25,
    unique_by=lambda message: message[0],
)


def like(msgid: str, translation: str) -> str:
    """A translation msgfmt accepts for ``msgid``: a line break at its start and end
    exactly where the msgid has one."""
    core = translation.strip("\n")
    if not core:
        return ""
    start = "\n" if msgid.startswith("\n") else ""
    end = "\n" if msgid.endswith("\n") and (msgid != "\n" or not start) else ""
    return start + core + end if msgid != "\n" else "\n" + core + "\n"


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(messages=MESSAGES, tag=st.sampled_from(["ja", "en", "ko"]), crlf=st.booleans())
def test_any_catalog_reads_back_as_written(
    messages: list[tuple[str, str, str, bool, str]], tag: str, crlf: bool
) -> None:
    """Escapes, plurals, obsolete entries with previous msgids, fuzzy flags and CRLF line
    ends: what Babel's writer wrote, our reader reads, and Babel's reader agrees."""
    catalog = Catalog(locale=tag)
    for context, msgid, raw, fuzzy, kind in messages:
        flags = ["fuzzy"] if fuzzy else []
        msgstr = like(msgid, raw)
        if kind == "plural":
            forms = tuple([msgstr] * catalog.num_plurals)
            catalog.add((msgid, msgid + msgid), forms, context=context, flags=flags)
        else:
            message = catalog.add(msgid, msgstr, context=context, flags=flags)
            if kind == "obsolete":
                catalog.delete(msgid, context=context)
                catalog.obsolete[(msgid, context)] = message
            elif kind == "previous":
                message.previous_id = [f"old {msgid}"]
    text = dumps_po(catalog)
    if crlf:
        text = text.replace("\n", "\r\n")
    po = read_po(text.encode("utf-8"), "x.po")
    written = {(m.context, m.id if isinstance(m.id, str) else m.id[0]): m for m in catalog if m.id}
    read = {(e.context, e.msgid): e for e in po.entries if not e.is_header and not e.obsolete}
    assert set(read) == set(written)
    for key, entry in read.items():
        message = written[key]
        strings = [message.string] if isinstance(message.string, str) else list(message.string)
        assert entry.strings == strings
        assert entry.fuzzy == message.fuzzy
        assert entry.previous_msgid == (message.previous_id[0] if message.previous_id else None)
    assert sum(e.obsolete for e in po.entries) == len(catalog.obsolete)


@given(
    text=st.text(st.sampled_from(["a", "\n", "表", "\r", "ア"]), max_size=40),
    block=st.integers(1, 8),
    charset=st.sampled_from(["utf-8", "utf-16", "shift_jis", "iso-2022-jp", "big5"]),
)
def test_lines_read_a_block_at_a_time_are_the_files_lines(
    text: str, block: int, charset: str
) -> None:
    """However the blocks fall (inside a character, at a line break, in a charset that
    shifts state), the reader sees every line of the file once, with its number: runs of
    whole lines, the last one ended too."""
    from comparekit.catalogs.po.read import _chunks

    data = text.encode(charset)
    blocks = [data[start : start + block] for start in range(0, len(data), block)]
    chunks = list(_chunks(blocks, charset))
    assert "".join(chunk for _, chunk in chunks) == text + "\n"
    assert all(chunk.endswith("\n") for _, chunk in chunks)
    lines = [line for first, chunk in chunks for line in enumerate(chunk.split("\n")[:-1], first)]
    assert lines == list(enumerate(text.split("\n"), start=1))


def test_a_byte_out_of_charset_far_into_a_large_file_is_reported_at_its_line(
    tmp_path: Path,
) -> None:
    """Past the first block the reader decodes, and with a character split across two
    blocks before it: the line is still the bad byte's, and that problem is the only one."""
    entries = "".join(f'msgctxt "a:{i}"\nmsgid "x{i}"\nmsgstr "表{i}"\n\n' for i in range(9_000))
    # A comment as long as it takes for the second block to begin inside a character.
    data = next(
        data
        for data in ((HEADER + f"# {'x' * pad}\n" + entries).encode() for pad in range(64))
        if data[1 << 16] & 0xC0 == 0x80
    )
    path = tmp_path / "x.po"
    path.write_bytes(codecs.BOM_UTF8 + data)
    assert read_po(data, "x.po").entries[-1].strings == ["表8999"]
    assert read_po_file(path, "x.po") == read_po(data, "x.po")
    bad = data + b'msgid "broken\nmsgid "b"\nmsgstr "caf\xe9"\n'
    path.write_bytes(codecs.BOM_UTF8 + bad)
    for read in (lambda: read_po(bad, "x.po"), lambda: read_po_file(path, "x.po")):
        with pytest.raises(ProblemsFound) as caught:
            read()
        [problem] = caught.value.problems
        assert (problem.code, problem.line) == ("po-charset", bad.count(b"\n"))
        assert problem.message == "byte 0xe9 is not utf-8, as the header says"


def test_a_catalog_saved_while_it_is_read_says_so(tmp_path: Path) -> None:
    """A block that does not decode, in a file that decodes when read again (an editor
    saved it meanwhile): the problem says what happened, not that a byte is wrong."""
    from comparekit.catalogs.po.read import _read

    good = (HEADER + 'msgid "a"\nmsgstr "x"\n').encode()
    with pytest.raises(ProblemsFound) as caught:
        _read(good, iter([good[:-3] + b"\xff\n"]), "x.po", lambda: good)
    [problem] = caught.value.problems
    assert (problem.code, problem.line) == ("po-charset", None)
    assert problem.message == "the file changed while it was read"


# --- issue 26: what an attacker found, each case named -------------------------------------

CR_ONLY = (
    '# Japanese translations\r#\rmsgid ""\rmsgstr ""\r'
    '"Content-Type: text/plain; charset=UTF-8\\n"\r\rmsgctxt "a:b"\rmsgid "a"\rmsgstr "x"\r'
)


def test_a_catalog_with_cr_only_line_ends_is_refused_at_its_line() -> None:
    """msgfmt reads a lone CR as a space, so a comment swallows the rest of the file: the
    catalog would read as empty and ``update`` would write it back with nothing in it."""
    with pytest.raises(ProblemsFound) as caught:
        read_po(CR_ONLY.encode(), "x.po")
    [problem] = caught.value.problems
    assert (problem.code, problem.line) == ("po-line-end", 1)
    assert "carriage return" in problem.message


def test_a_cr_inside_a_later_comment_is_refused_at_that_line() -> None:
    text = HEADER + 'msgid "a"\nmsgstr "x"\n\n#. note\rmsgid "b"\rmsgstr "y"\n'
    assert problems(text) == [("po-line-end", 8)]
    assert problems(text.replace("#. note", "#: ref.yaml:1")) == [("po-line-end", 8)]


def test_cr_between_tokens_and_crlf_line_ends_are_read_as_msgfmt_reads_them() -> None:
    assert current(HEADER + 'msgid "a"\rmsgstr "x"\n') == [(None, "a", None, ["x"], False)]
    assert current(HEADER + 'msgid "a"\nmsgstr "x\ry"\n') == [(None, "a", None, ["x\ry"], False)]
    assert current(HEADER + '# c\r\nmsgid "a"\r\nmsgstr "x"\r\n') == [
        (None, "a", None, ["x"], False)
    ]


@pytest.mark.parametrize("command", ["update", "build", "check"])
def test_a_cr_only_catalog_makes_no_command_write_anything(
    command: str, shipped: Path, run_cli: Callable[..., tuple[int, str, str]]
) -> None:
    path = shipped / "locales" / "ja" / "LC_MESSAGES" / "messages.po"
    path.write_bytes(path.read_bytes().replace(b"\n", b"\r"))
    before = snapshot(shipped)
    code, _, err = run_cli("-C", str(shipped), command)
    assert code == 1
    assert "locales/ja/LC_MESSAGES/messages.po:1: [po-line-end]" in err
    assert "Traceback" not in err
    assert snapshot(shipped) == before


ESCAPED_BYTES = {
    "octal escapes spelling UTF-8": ('msgstr "\\347\\250\\256\\351\\241\\236"', "種類"),
    "hex escapes spelling UTF-8": ('msgstr "\\xe7\\xa8\\xae\\xe9\\xa1\\x9e"', "種類"),
    "a character split across continuation strings": ('msgstr "\\xe7\\xa8"\n"\\xae"', "種"),
    "escapes beside text": ('msgstr "a\\303\\244b\\x41"', "aäbA"),
    "a hex escape keeps its low byte, as msgfmt does": ('msgstr "\\x141"', "A"),
}


@pytest.mark.parametrize("case", sorted(ESCAPED_BYTES))
def test_octal_and_hex_escapes_are_bytes_in_the_catalogs_charset(case: str) -> None:
    msgstr, expected = ESCAPED_BYTES[case]
    assert current(HEADER + f'msgid "a"\n{msgstr}\n') == [(None, "a", None, [expected], False)]


def test_escaped_bytes_are_decoded_in_a_declared_charset() -> None:
    latin1 = HEADER.replace("UTF-8", "ISO-8859-1") + 'msgid "a"\nmsgstr "b\\344r"\n'
    assert read_po(latin1.encode("latin-1"), "x.po").entries[1].strings == ["bär"]


@pytest.mark.parametrize(
    "msgstr", ['"\\xe7\\xa8"', '"ok"\n"\\377"', '"\\351t\\351"'], ids=["cut", "ff", "latin1"]
)
def test_escaped_bytes_that_are_not_in_the_charset_are_a_problem_at_their_line(
    msgstr: str,
) -> None:
    """msgfmt copies such bytes into the .mo; msgunfmt then fails on them."""
    lines = msgstr.count("\n")
    assert problems(HEADER + f'msgid "a"\nmsgstr {msgstr}\n') == [("po-charset", 6 + lines)]


def test_a_nul_escape_is_refused_where_gettext_would_cut_the_string() -> None:
    assert problems(HEADER + 'msgid "a"\nmsgstr "x\\0y"\n') == [("po-nul", 6)]
    assert problems(HEADER + 'msgid "a\\x00"\nmsgstr "x"\n') == [("po-nul", 5)]


PLURAL_ENTRY = 'msgctxt "ui:n"\nmsgid "one"\nmsgid_plural "many"\nmsgstr[0] "x"\nmsgstr[1] "y"\n'


@pytest.mark.parametrize(
    "rule, message",
    [
        ("nplurals=2; plural=n%0;", "plural expression can produce division by zero"),
        ("nplurals=2; plural=n/0;", "plural expression can produce division by zero"),
        ("nplurals=2; plural=n-20;", "plural expression can produce negative values"),
        ("nplurals=2; plural=n;", "nplurals = 2 but plural expression can produce values"),
        ("nplurals=0; plural=0;", "nplurals = 0 but plural expression can produce values"),
    ],
    ids=["modulo-zero", "divide-zero", "negative", "too-large", "no-forms"],
)
def test_a_plural_rule_msgfmt_check_refuses_is_a_problem_at_the_header(
    rule: str, message: str, tmp_path: Path
) -> None:
    path = tmp_path / "messages.po"
    path.write_text(
        f'msgid ""\nmsgstr ""\n"Plural-Forms: {rule}\\n"\n\n{PLURAL_ENTRY}', encoding="utf-8"
    )
    with pytest.raises(ProblemsFound) as caught:
        read_translations(path, "ja", "messages.po")
    [problem] = caught.value.problems
    assert (problem.code, problem.line) == ("po-header", 2)  # msgfmt's line: the msgstr's
    assert problem.message.startswith(message)
    if MSGFMT:
        done = subprocess.run(
            [MSGFMT, "--check", "-o", "/dev/null", str(path)], capture_output=True, text=True
        )
        assert done.returncode == 1 and message in done.stderr


def test_a_huge_nplurals_is_a_problem_at_the_header_for_every_reader() -> None:
    text = 'msgid ""\nmsgstr ""\n"Plural-Forms: nplurals=100000000; plural=0;\\n"\n\n'
    assert problems(text + 'msgid "a"\nmsgstr "x"\n') == [("po-header", 2)]


@pytest.mark.parametrize("charset", ["UTF-16", "utf-32-le", "UTF-7", "base64", "rot13"])
def test_a_charset_a_po_file_cannot_be_in_is_a_problem_at_its_line(charset: str) -> None:
    """The header was read as ASCII to find it: the file is not in a charset whose
    characters are not ASCII's bytes (and a codec that is no charset is none at all)."""
    data = HEADER.replace("UTF-8", charset) + 'msgid "a"\nmsgstr "x"\n'
    assert problems(data) == [("po-charset", 3)]


@pytest.mark.parametrize("command", ["update", "build", "check"])
def test_a_utf16_header_makes_no_command_crash(
    command: str, shipped: Path, run_cli: Callable[..., tuple[int, str, str]]
) -> None:
    path = shipped / "locales" / "ja" / "LC_MESSAGES" / "messages.po"
    path.write_bytes(path.read_bytes().replace(b"charset=utf-8", b"charset=UTF-16"))
    before = snapshot(shipped)
    code, _, err = run_cli("-C", str(shipped), command)
    assert (code, "Traceback" in err) == (1, False)
    assert "locales/ja/LC_MESSAGES/messages.po:17: [po-charset]" in err
    assert snapshot(shipped) == before


def test_a_translation_over_many_continuation_lines_is_read_whole() -> None:
    """Each continuation line once, not the whole string so far at each: a string of a
    hundred thousand lines reads in linear time (benchmarks/run.py times catalogs)."""
    lines = [f"line {i} 表\\n" for i in range(100_000)]
    text = HEADER + 'msgid "a\\n"\nmsgstr ""\n' + "".join(f'"{line}"\n' for line in lines)
    [entry] = [e for e in read_po(text.encode(), "x.po").entries if not e.is_header]
    assert entry.strings == ["".join(lines).replace("\\n", "\n")]


SYNTAX_CORNERS = {
    "a comment indented": ('  # note\nmsgid "a"\nmsgstr "x"\n', [(None, "a", None, ["x"], False)]),
    "a comment after the last string of an entry": (
        'msgid "a"\nmsgstr "x" "y" # note\n',
        [(None, "a", None, ["xy"], False)],
    ),
    "a keyword's string on the next line": (
        'msgid\n"a"\nmsgstr\n\t"x"\n',
        [(None, "a", None, ["x"], False)],
    ),
    "a backslash and line break inside a string": (
        'msgid "a"\nmsgstr "x\\\ny"\n',
        [(None, "a", None, ["xy"], False)],
    ),
    "a backslash and line break inside a keyword": (
        'msg\\\nid "a"\nmsgstr "x\\\\\nny"\n',
        [(None, "a", None, ["x\ny"], False)],
    ),
    "blanks before and inside a plural form's index": (
        'msgid "a"\nmsgid_plural "as"\nmsgstr [0] "x"\nmsgstr[ 1 ]\t"y"\n',
        [(None, "a", "as", ["x", "y"], False)],
    ),
    "a keyword's string after a blank line": (
        'msgid "a"\nmsgstr\n\n"x"\n',
        [(None, "a", None, ["x"], False)],
    ),
}


@pytest.mark.parametrize("case", sorted(SYNTAX_CORNERS))
def test_a_syntax_corner_msgfmt_reads_is_read_alike(case: str) -> None:
    text, expected = SYNTAX_CORNERS[case]
    assert current(HEADER + text) == expected


SYNTAX_CORNERS_REFUSED = {
    "a string after a comment on the line before": (
        'msgid "a"\nmsgstr "x" # note\n"y"\n',
        [("po-syntax", 7)],
    ),
    "a string right after a comment's hash": ('msgid "a"\nmsgstr "x"#c\n"y"\n', [("po-syntax", 7)]),
    "a keyword with no string before the next keyword": (
        'msgid\nmsgstr "x"\n',
        [("po-syntax", 6)],
    ),
    "a keyword with no string before a comment and a string": (
        'msgid\n# c\n"a"\nmsgstr "x"\n',
        [("po-syntax", 7), ("po-syntax", 7), ("po-syntax", 8)],  # msgfmt's error is the first
    ),
    "an index on a keyword other than msgstr": (
        'msgid[0] "a"\nmsgstr "x"\n',
        [("po-syntax", 5), ("po-syntax", 6)],
    ),
    "a keyword with no string at the end of the file": ('msgid "a"\nmsgstr\n', [("po-syntax", 7)]),
}


@pytest.mark.parametrize("case", sorted(SYNTAX_CORNERS_REFUSED))
def test_a_syntax_corner_msgfmt_refuses_is_refused_at_its_line(case: str, tmp_path: Path) -> None:
    text, expected = SYNTAX_CORNERS_REFUSED[case]
    assert problems(HEADER + text) == expected
    if MSGFMT:
        path = tmp_path / "x.po"
        path.write_text(HEADER + text, encoding="utf-8")
        done = subprocess.run(
            [MSGFMT, "-o", "/dev/null", str(path)], capture_output=True, text=True
        )
        assert done.returncode == 1 and f"x.po:{expected[0][1]}:" in done.stderr


@pytest.mark.parametrize("domain", ['domain "other"', 'domain "messages"'])
def test_a_domain_line_is_refused_at_its_line_as_msgfmt_c_o_refuses_it(
    domain: str, tmp_path: Path
) -> None:
    """Attack 22d's M2: the entries after a domain line were read as the catalog's own,
    where msgfmt writes them to that domain's file; `msgfmt -c -o` refuses the line."""
    text = HEADER + f'msgid "a"\nmsgstr "x"\n\n{domain}\nmsgid "b"\nmsgstr "y"\n'
    assert problems(text) == [("po-domain", 8)]
    if MSGFMT:
        path = tmp_path / "x.po"
        path.write_text(text, encoding="utf-8")
        done = subprocess.run(
            [MSGFMT, "-c", "-o", "/dev/null", str(path)], capture_output=True, text=True
        )
        assert done.returncode == 1 and "x.po:8:" in done.stderr


def test_update_writes_the_text_escaped_bytes_spell_not_mojibake(
    shipped: Path, run_cli: Callable[..., tuple[int, str, str]]
) -> None:
    path = shipped / "locales" / "ja" / "LC_MESSAGES" / "messages.po"
    octal = "".join(f"\\{byte:o}" for byte in "種類".encode())
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('msgstr "種類"', f'msgstr "{octal}"', 1), encoding="utf-8")
    code, _, err = run_cli("-C", str(shipped), "update")
    assert (code, "Traceback" in err) == (0, False)
    written = path.read_text(encoding="utf-8")
    assert written.count('msgstr "種類"') == text.count('msgstr "種類"')
    assert "ç¨®" not in written


@pytest.mark.parametrize(
    "rule, command",
    [
        ("nplurals=2; plural=n%0;", "build"),
        ("nplurals=2; plural=n%0;", "check"),
        ("nplurals=2; plural=n-20;", "build"),
        ("nplurals=100000000; plural=0;", "update"),
    ],
)
def test_a_plural_rule_that_crashed_a_command_is_a_problem_at_the_header(
    rule: str, command: str, shipped: Path, run_cli: Callable[..., tuple[int, str, str]]
) -> None:
    path = shipped / "locales" / "ja" / "LC_MESSAGES" / "messages.po"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("nplurals=1; plural=0;", rule), encoding="utf-8")
    before = snapshot(shipped)
    code, _, err = run_cli("-C", str(shipped), command)
    assert (code, "Traceback" in err) == (1, False)
    assert "locales/ja/LC_MESSAGES/messages.po:7: [po-header]" in err  # the header's msgstr
    assert snapshot(shipped) == before
