"""The usual entry read whole (``catalogs.po.usual``) reads as the grammar reads it line by
line: the same entries, the same problems at the same lines, for every catalog, however it
is cut into the blocks the reader decodes.

The catalogs are usual entries, each spoiled at random in one of the ways that must send
it back to the line-by-line reading (a carriage return, a form feed, a backslash ending a
comment, escaped bytes, a NUL, a string sharing its line, comments in another order, a
plural or obsolete entry, ``#|`` lines, a missing blank line or msgstr, a duplicate), so
that each way is met beside usual entries, at a block's edge as well as inside one.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from comparekit.catalogs.po import read
from comparekit.catalogs.po.read import read_po
from comparekit.errors import ProblemsFound

HEADER = 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'


def usual(number: int, context: bool = True, wrapped: bool = False) -> list[str]:
    """The lines of a usual entry, as ``update`` writes it."""
    lines = [
        "# a translator's note",
        "#. Where: an article › its summary",
        "#. Table cell: at most 40 characters.",
        f"#: articles/a{number}.yaml:{number + 3} articles/b.yaml:2",
        "#, md-text, max-length:40",
    ]
    if context:
        lines.append(f'msgctxt "a{number}:summary"')
    if wrapped:
        lines += ['msgid ""', f'"Ships with {number} \\"servers\\"\\n"', '"and a table."']
        lines += ['msgstr ""', f'"{number} 台の\\tサーバー\\n"', '"と表。"']
    else:
        lines += [f'msgid "Runs on {number} GPUs"', f'msgstr "{number} 基の GPU で動く"']
    return lines


# Each spoils one usual entry: a function of its lines and a random choice.
SPOILS = {
    "carriage return in a comment": lambda lines, r: _at(lines, r, 0, lambda s: s + "\r"),
    "CRLF line": lambda lines, r: _at(lines, r, r % len(lines), lambda s: s + "\r"),
    "form feed": lambda lines, r: _at(lines, r, 1, lambda s: "#.\fnote"),
    "vertical tab": lambda lines, r: _at(lines, r, 3, lambda s: s + "\v"),
    "comment ending in a backslash": lambda lines, r: _at(lines, r, r % 5, lambda s: s + "\\"),
    "string line ending in a backslash": lambda lines, r: (
        [*lines[:-1], lines[-1][:-1] + "\\", '"']
    ),
    "octal byte": lambda lines, r: [*lines[:-1], 'msgstr "\\347\\250\\256"'],
    "hex byte": lambda lines, r: [*lines[:-1], 'msgstr "\\xe7\\xa8\\xae"'],
    "NUL escape": lambda lines, r: [*lines[:-1], 'msgstr "a\\0b"'],
    "NUL character": lambda lines, r: [*lines[:-1], 'msgstr "a\x00b"'],
    "unknown escape": lambda lines, r: [*lines[:-1], 'msgstr "a\\qb"'],
    "two strings on a line": lambda lines, r: [*lines[:-1], 'msgstr "a" "b"'],
    "comment after a string": lambda lines, r: [*[*lines, "# after"][:-1], lines[-1] + " # after"],
    "flags before notes": lambda lines, r: [lines[4], *lines[:4], *lines[5:]],
    "references before notes": lambda lines, r: [
        lines[0],
        lines[3],
        lines[1],
        lines[2],
        *lines[4:],
    ],
    "two flag lines": lambda lines, r: [*lines[:5], "#, fuzzy,,  c-format", *lines[5:]],
    "flag with a hash": lambda lines, r: _at(lines, r, 4, lambda s: "#, a#,b\tc"),
    "bare hash comment": lambda lines, r: ["#", "#   ", *lines],
    "hash then a letter": lambda lines, r: ["#x note", *lines],
    "previous msgid": lambda lines, r: [*lines[:5], '#| msgid "old"', *lines[5:]],
    "previous then a comment": lambda lines, r: ['#| msgid "old"', *lines],
    "obsolete": lambda lines, r: [f"#~ {line}" for line in lines[5:]],
    "plural": lambda lines, r: [
        *lines[:-1],
        lines[-2].replace("msgid", "msgid_plural"),
        'msgstr[0] "x"',
        'msgstr[1] "y"',
    ],
    "keyword and string on two lines": lambda lines, r: [*lines[:-1], "msgstr", '"late"'],
    "tab after the keyword": lambda lines, r: [*lines[:-1], lines[-1].replace(" ", "\t", 1)],
    "blanks after a string": lambda lines, r: [*lines[:-1], lines[-1] + " \t"],
    "indented keyword": lambda lines, r: [*lines[:-1], " " + lines[-1]],
    "no msgstr": lambda lines, r: lines[:-1],
    "no msgid": lambda lines, r: [line for line in lines if not line.startswith("msgid")],
    "lone msgctxt": lambda lines, r: [line for line in lines if line.startswith("msgctxt")],
    "second msgstr": lambda lines, r: [*lines, 'msgstr "again"'],
    "duplicate": lambda lines, r: lines,  # the entry before is the same entry
    "domain": lambda lines, r: ['domain "other"', "", *lines],
    "newline at one end": lambda lines, r: [*lines[:-1], 'msgstr "\\nx"'],
    "empty msgctxt": lambda lines, r: [
        'msgctxt ""' if line.startswith("msgctxt") else line for line in lines
    ],
    "a letter after the string": lambda lines, r: [*lines[:-1], lines[-1] + "x"],
    "open string": lambda lines, r: [*lines[:-1], lines[-1][:-1]],
}


def _at(lines: list[str], _: int, index: int, change) -> list[str]:  # type: ignore[no-untyped-def]
    lines = list(lines)
    lines[index] = change(lines[index])
    return lines


@st.composite
def catalogs(draw: st.DrawFn) -> str:
    parts = [HEADER]
    for number in range(draw(st.integers(1, 12))):
        lines = usual(number, draw(st.booleans()), draw(st.booleans()))
        spoil = draw(st.sampled_from([None, None, *SPOILS]))
        if spoil == "duplicate":
            lines = usual(number - 1)
        elif spoil is not None:
            lines = SPOILS[spoil](lines, draw(st.integers(0, 99)))
        between = draw(st.sampled_from(["\n", "\n", "", "\n\n", "\n  \n"]))
        parts.append("\n".join(lines) + "\n" + between)
    end = draw(st.sampled_from(["", "", "strip", "no line end"]))
    text = "".join(parts)
    if end == "strip":
        text = text.rstrip("\n") + "\n"
    elif end == "no line end":
        text = text.rstrip("\n")
    return text


def _line_by_line(data: bytes, notes: bool) -> object:
    """What the grammar reads, every line given to it one by one."""
    never = re.compile(r"(?!)")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(read, "usual_entry", lambda text: never)
        return _outcome(data, notes)


def _outcome(data: bytes, notes: bool) -> object:
    try:
        po = read_po(data, "x.po") if notes else read.read_po_part(data, "x.po", 1)
    except ProblemsFound as found:
        return [str(problem) for problem in found.problems]
    return po.entries, po.charset


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=catalogs(), block=st.sampled_from([7, 64, 300, 1 << 16]), notes=st.booleans())
def test_the_usual_entry_reads_as_the_grammar_reads_its_lines(
    text: str, block: int, notes: bool
) -> None:
    data = text.encode("utf-8")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(read, "BLOCK", block)
        assert _outcome(data, notes) == _line_by_line(data, notes)


@pytest.mark.parametrize("spoil", sorted(SPOILS))
def test_each_spoiled_entry_reads_as_the_grammar_reads_its_lines(spoil: str) -> None:
    """Every spoil, between two usual entries, in blocks of each size."""
    lines = usual(2) if spoil == "duplicate" else SPOILS[spoil](usual(2), 3)
    text = HEADER + "\n".join([*usual(1), "", *lines, "", *usual(2, wrapped=True), ""]) + "\n"
    data = text.encode("utf-8")
    for block in (5, 41, 1 << 16):
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(read, "BLOCK", block)
            for notes in (True, False):
                assert _outcome(data, notes) == _line_by_line(data, notes), (spoil, block, notes)


def test_a_catalog_of_usual_entries_is_read_whole() -> None:
    """The usual entries do not reach the line-by-line reading (else it gains nothing)."""
    text = HEADER + "".join("\n".join(usual(n, wrapped=n % 2 == 0)) + "\n\n" for n in range(50))
    given_lines: list[int] = []
    original = read._feed_lines

    def counted(reader, lines):  # type: ignore[no-untyped-def]
        lines = list(lines)
        given_lines.extend(number for number, _ in lines)
        original(reader, iter(lines))

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(read, "_feed_lines", counted)
        po = read_po(text.encode("utf-8"), "x.po")
    assert len(po.entries) == 51
    wrapped, plain = po.entries[1], po.entries[2]
    assert wrapped.msgid == 'Ships with 0 "servers"\nand a table.'
    assert wrapped.strings == ["0 台の\tサーバー\nと表。"]
    assert (wrapped.line, wrapped.string_line) == (11, 14)
    assert (plain.context, plain.msgid, plain.strings) == (
        "a1:summary",
        "Runs on 1 GPUs",
        ["1 基の GPU で動く"],
    )
    assert plain.flags == ["md-text", "max-length:40"]
    assert plain.translator_comments == ["a translator's note"]
    assert plain.references == ["articles/a1.yaml:4", "articles/b.yaml:2"]
    assert (plain.line, plain.string_line) == (24, 25)
    assert len(given_lines) < 10  # the header, and the file's last line


def test_a_domain_line_keeps_the_strings_before_it(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The continuation lines of the entry before a ``domain`` line are that entry's text
    (they were dropped, read line by line, until the usual entry's test compared them)."""
    import shutil
    import subprocess

    text = 'msgid "a"\nmsgstr ""\n"first "\n"second"\n\ndomain "other"\n\nmsgid "b"\nmsgstr "c"\n'
    po = read_po(text.encode(), "x.po", domains=True)  # (a catalog of ours refuses the line)
    assert po.entries[0].strings == ["first second"]
    assert _line_by_line(text.encode(), True) == _outcome(text.encode(), True)
    msgfmt = shutil.which("msgfmt")
    if msgfmt is not None:  # msgfmt keeps them too
        (tmp_path / "x.po").write_text(text)
        done = subprocess.run(
            [msgfmt, "-o", "-", "x.po"], cwd=tmp_path, capture_output=True, check=True
        )
        assert b"first second" in done.stdout
