"""GNU msgfmt is the oracle: a generated catalog reads as msgfmt and msgunfmt read it (the
same entries, the same text), or is refused where msgfmt refuses it.

The catalogs spell their strings every way the grammar allows: escapes for UTF-8 bytes,
continuation lines, a keyword's string on a later line, comments after strings, every
line-end style (LF, CRLF, CR, mixed), indentation, obsolete entries, plural entries and a
Plural-Forms rule. Where we refuse a file msgfmt takes, it is one of the few places we are
deliberately stricter, each of which loses text with msgfmt (see ``STRICTER``).
"""

from __future__ import annotations

import os
import shutil
import struct
import subprocess
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from comparekit.catalogs.po.read import plural_rule, read_po
from comparekit.errors import ProblemsFound

MSGFMT = shutil.which("msgfmt")
CI = os.environ.get("CI", "").lower() in ("true", "1")

# What we refuse and msgfmt takes, each because msgfmt would lose text without a word:
# a carriage return inside a comment (the rest of a CR-only file becomes the comment), a
# NUL escape (it cuts the string), escaped bytes not in the charset (msgunfmt fails on
# them, or drops them).
STRICTER = {"po-line-end", "po-nul", "po-charset"}


@pytest.fixture(scope="module")
def msgfmt() -> str:
    if MSGFMT is None:
        message = "msgfmt is not installed (apt-get install gettext)"
        if CI:
            pytest.fail(f"{message}; CI must run this test")
        pytest.skip(message)
    return MSGFMT


# --- the catalogs -------------------------------------------------------------------------

CHARACTERS = ["a", "Z", " ", "表", "ä", "€", "😀", "\t", "#", "~", ":", ","]


@st.composite
def spelled(draw: st.DrawFn, text: str, charset: str) -> str:
    """``text`` as the inside of PO strings: each character as itself or escaped, its
    bytes in the catalog's charset in octal or hex escapes."""
    out = []
    for character in text:
        how = draw(st.sampled_from(["plain", "plain", "octal", "hex", "Hex"]))
        if character == "\t" and how == "plain":
            how = draw(st.sampled_from(["plain", "c"]))
        if how == "c":
            out.append("\\t")
        elif how == "plain":
            out.append(character)
        else:
            for byte in character.encode(charset):
                out.append(
                    f"\\{byte:o}"
                    if how == "octal"
                    else f"\\x{byte:02{'x' if how == 'hex' else 'X'}}"
                )
    return "".join(out)


TEXT = st.lists(
    st.one_of(st.sampled_from(CHARACTERS), st.just("\n"), st.just('"'), st.just("\\")),
    max_size=12,
).map("".join)


JOIN = "\x01"  # where a backslash and the line's end go


def fit(text: str, charset: str) -> str:
    """``text`` with each character the charset lacks made an "a"."""
    return "".join(c if c.encode(charset, "ignore") else "a" for c in text)


def escaped(inside: str) -> str:
    """Escapes for the characters a string cannot hold as themselves."""
    return inside.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")


@st.composite
def value(draw: st.DrawFn, text: str, charset: str) -> list[str]:
    """The quoted strings that spell ``text``, one per line."""
    pieces = []
    rest = text
    while rest:
        cut = draw(st.integers(1, len(rest)))
        pieces.append(rest[:cut])
        rest = rest[cut:]
    quoted = []
    for piece in pieces or [""]:
        inner = "".join(
            draw(spelled(character, charset)) if character not in '\n"\\' else escaped(character)
            for character in piece
        )
        if inner and draw(st.integers(0, 9)) == 0:  # a backslash and a line break, anywhere
            cut = draw(st.integers(0, len(inner)))
            inner = inner[:cut] + JOIN + inner[cut:]
        quoted.append(f'"{inner}"')
    if draw(st.booleans()):
        quoted.insert(0, '""')
    return quoted


@st.composite
def keyword_lines(draw: st.DrawFn, keyword: str, text: str, charset: str) -> list[str]:
    strings = draw(value(text, charset))
    gap = draw(st.sampled_from([" ", "\t", " \t ", "NEWLINE"]))
    if gap == "NEWLINE":
        return [keyword, *strings]
    return [f"{keyword}{gap}{strings[0]}", *strings[1:]]


EXPRESSIONS = st.recursive(
    st.sampled_from(["n", "0", "1", "2", "10", "100"]),
    lambda inner: st.one_of(
        st.tuples(inner, st.sampled_from(["%", "/", "+", "-", "*"]), inner).map(" ".join),
        st.tuples(
            inner, st.sampled_from(["==", "!=", "<", ">", "<=", ">=", "&&", "||"]), inner
        ).map(" ".join),
        st.tuples(inner, inner, inner).map(lambda t: f"{t[0]} ? {t[1]} : {t[2]}"),
        inner.map(lambda e: f"({e})"),
        inner.map(lambda e: f"!{e}"),
    ),
    max_leaves=8,
)


@st.composite
def catalogs(draw: st.DrawFn) -> tuple[bytes, str]:
    plural = draw(st.one_of(st.none(), EXPRESSIONS))
    nesting = draw(st.sampled_from([0, 0, 1, 2, 25, 400, 9_994, 9_996]))  # c2py stops at 20
    charset = draw(st.sampled_from(["UTF-8", "UTF-8", "ISO-8859-1", "EUC-JP"]))
    header = [f"Content-Type: text/plain; charset={charset}\n"]
    if plural is not None:
        header.append(f"Plural-Forms: nplurals=2; plural={'(' * nesting}{plural}{')' * nesting};\n")
    lines = ["# a translator's note", 'msgid ""', 'msgstr ""']
    lines += [f'"{escaped(field)}"' for field in header]
    for number in range(draw(st.integers(0, 5))):
        lines.append("")
        for _ in range(draw(st.integers(0, 2))):
            note = draw(st.sampled_from(["# note", "#. extracted", "#: a.yaml:3", "#, fuzzy", ""]))
            lines += [note] if note else [f'#~ msgid "old{number}"', '#~ msgstr "x"']
        kind = draw(st.sampled_from(["plain", "plain", "context", "plural", "obsolete"]))
        msgid = f"m{number}" + fit(draw(TEXT), charset)
        msgstr = fit(draw(TEXT), charset)
        entry = []
        if kind == "context":
            entry += draw(keyword_lines("msgctxt", f"k{number}", charset))
        entry += draw(keyword_lines("msgid", msgid, charset))
        if kind == "plural":
            entry += draw(keyword_lines("msgid_plural", msgid + "s", charset))
            entry += draw(keyword_lines("msgstr[0]", msgstr, charset))
            entry += draw(keyword_lines("msgstr[1]", fit(draw(TEXT), charset), charset))
        else:
            entry += draw(keyword_lines("msgstr", msgstr, charset))
        if draw(st.booleans()):
            entry[-1] += draw(st.sampled_from([" # after", "#after", "\t# after"]))
        if kind == "obsolete":
            entry = [f"#~ {line}" for line in entry]
        indent = draw(st.sampled_from(["", "", " ", "\t"]))
        lines += [indent + line for line in entry]
    style = draw(st.sampled_from(["\n", "\r\n", "\r", "mixed"]))
    text = lines[0]
    for line in lines[1:]:
        end = draw(st.sampled_from(["\n", "\r\n", "\r"])) if style == "mixed" else style
        text += end + line.replace(JOIN, "\\" + end)
    return (text + "\n").encode(charset), charset


# --- what msgfmt made ---------------------------------------------------------------------


def mo_entries(data: bytes) -> dict[bytes, bytes]:
    """The keys and values of a .mo file, as msgunfmt reads them: ``msgctxt\\x04msgid``
    (``\\0msgid_plural``) → the msgstr (``\\0`` between plural forms)."""
    magic, _, count, originals, translations = struct.unpack("<5I", data[:20])
    assert magic == 0x950412DE
    entries = {}
    for index in range(count):
        length, offset = struct.unpack(
            "<2I", data[originals + 8 * index : originals + 8 * index + 8]
        )
        key = data[offset : offset + length]
        length, offset = struct.unpack(
            "<2I", data[translations + 8 * index : translations + 8 * index + 8]
        )
        entries[key] = data[offset : offset + length]
    return entries


def ours(data: bytes, charset: str) -> tuple[list[str], dict[bytes, bytes], bool]:
    """The codes of our problems, or what we read as a .mo would hold it (translated
    entries, fuzzy ones left out), and whether it has plural entries."""
    try:
        po = read_po(data, "x.po")
    except ProblemsFound as found:
        return sorted({p.code for p in found.problems}), {}, False
    plural = any(e.msgid_plural is not None and not e.obsolete for e in po.entries)
    if plural:
        try:
            # No locale: msgfmt judges a rule alone. That a rule must also be the catalog's
            # locale's (comparekit's policy, beyond msgfmt) is tested in test_review_gate.
            plural_rule(po, None, "x.po")
        except ProblemsFound as found:
            return sorted({p.code for p in found.problems}), {}, True
    entries = {}
    for entry in po.entries:
        if entry.obsolete or not entry.strings[0] or (entry.fuzzy and not entry.is_header):
            continue
        key = entry.msgid if entry.msgid_plural is None else f"{entry.msgid}\0{entry.msgid_plural}"
        if entry.context is not None:
            key = f"{entry.context}\x04{key}"
        entries[key.encode(charset)] = "\0".join(entry.strings).encode(charset)
    return [], entries, plural


def run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, capture_output=True, text=True, errors="replace")


@settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(catalog=catalogs())
def test_a_catalog_reads_as_msgfmt_reads_it(msgfmt: str, catalog: tuple[bytes, str]) -> None:
    """msgfmt --check-format for the grammar and each translation; msgcat (which reads
    the text in its charset, as msgunfmt does) for escaped bytes; --check-header for the
    plural rule of a catalog with plural entries (msgfmt checks it only when asked)."""
    data, charset = catalog
    refused, read, plural = ours(data, charset)
    with tempfile.TemporaryDirectory() as folder:
        po, mo = Path(folder) / "x.po", Path(folder) / "x.mo"
        po.write_bytes(data)
        done = run(msgfmt, "--check-format", "-o", str(mo), str(po))
        if done.returncode != 0:
            assert refused, f"msgfmt refuses it; we read it:\n{done.stderr}"
            return
        theirs = mo_entries(mo.read_bytes()) if mo.exists() else {}
        if refused:
            assert set(refused) <= STRICTER | {"po-header"}, f"msgfmt reads it: {refused}"
            if "po-charset" in refused:
                # msgcat reads the text in its charset, as msgunfmt does (obsolete
                # entries too, once they are current: it leaves those unread).
                po.write_bytes(data.replace(b"#~ ", b""))
                msgcat = str(Path(msgfmt).with_name("msgcat"))
                assert run(msgcat, "-o", "/dev/null", str(po)).returncode
            if "po-header" in refused:
                assert run(msgfmt, "--check-header", "-o", "/dev/null", str(po)).returncode
            return
        if plural and b"Plural-Forms" in data:  # without one, the locale's rule serves
            checked = run(msgfmt, "--check-header", "-o", "/dev/null", str(po))
            assert checked.returncode == 0, f"msgfmt refuses the rule:\n{checked.stderr}"
    header = theirs.pop(b"", None)
    assert read.pop(b"") == header or header is None  # msgfmt leaves out a lone header
    assert read == theirs


@pytest.mark.parametrize(
    "previous, line",
    [
        ('#| msgid "old"\n#| msgid "old"\n', 7),
        ('#| msgctxt "c"\n#| msgctxt "c"\n#| msgid "old"\n', 7),
        ('#| msgid "old"\n#| msgctxt "c"\n', 7),
        ('#| msgid_plural "olds"\n', 6),
        ('#| msgid "old"\n#| msgid_plural "olds"\n#| msgid_plural "olds"\n', 8),
        ('#| msgid "old"\n#| msgid_plural "olds"\n#| msgid "again"\n', 8),
        ('#| msgctxt "c"\n', 7),
        ('#| msgid "a"\n#| "b"\n#| msgid_plural "x"\n#| "y"\n', None),
        ('#| msgctxt "c"\n#| msgid "a"\n', None),
    ],
)
def test_previous_lines_are_read_in_msgfmts_order(
    msgfmt: str, previous: str, line: int | None, tmp_path: Path
) -> None:
    """An optional #| msgctxt, a #| msgid, an optional #| msgid_plural, each once: any
    other order is msgfmt's syntax error, at the line it names (attack 20's F3: a second
    #| msgid was read as more of the first)."""
    header = 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n#, fuzzy\n'
    data = (header + previous + 'msgid "m"\nmsgstr "x"\n').encode()
    (tmp_path / "x.po").write_bytes(data)
    done = run(msgfmt, "-o", os.devnull, str(tmp_path / "x.po"))
    if line is None:
        assert done.returncode == 0, done.stderr
        read_po(data, "x.po")
        return
    assert done.returncode != 0 and f"x.po:{line}:" in done.stderr
    with pytest.raises(ProblemsFound) as refused:
        read_po(data, "x.po")
    assert [(p.line, p.code) for p in refused.value.problems][:1] == [(line, "po-syntax")]


# Attack 20b: domain lines and #| lines, each as msgfmt reads it: the line of its first
# error, or None where msgfmt reads the file; then what we read of the entry after.
Read = tuple[str, list[str], list[str], str | None]  # msgid, msgstr, flags, #| msgid
AROUND_ENTRIES: list[tuple[str, int | None, Read | None]] = [
    ('msgid "a"\ndomain "d"\nmsgstr "A"\n', 5, None),  # F1: inside an entry
    ('#| msgid "old"\ndomain "d"\nmsgid "a"\nmsgstr "A"\n', 6, None),
    ('msgid "a"\n"b"\ndomain "d"\nmsgstr "A"\n', 5, None),
    ('msgctxt "c"\ndomain "d"\nmsgid "a"\nmsgstr "A"\n', 6, None),
    ('#| msgid "old"\n#~ msgid "z"\n#~ msgstr "Z"\n', 6, None),  # F2: #| then #~
    ('#~| msgid "o"\nmsgid "a"\nmsgstr "A"\n', 6, None),
    ('#|\nmsgid "a"\nmsgstr "A"\n', None, ("a", ["A"], [], None)),  # F3: a bare #|
    ('#~|\nmsgid "a"\nmsgstr "A"\n', None, ("a", ["A"], [], None)),
    ('#, fuzzy\n#| msgid\n#| "o"\nmsgid "a"\nmsgstr "A"\n', None, ("a", ["A"], ["fuzzy"], "o")),
    ('msgid "a"\nmsgstr "A"\n\n#| msgid "o"\n', 9, None),  # F5: #| at the end
    ('#, fuzzy\ndomain "d"\nmsgid "a"\nmsgstr "A"\n', None, ("a", ["A"], [], None)),  # F6
    ('domain "d" "e"\nmsgid "a"\nmsgstr "A"\n', 5, None),  # F8
    (
        'msgid "a"\nmsgstr "A"\n"b"\ndomain "d"\nmsgid "c"\nmsgstr "C"\n',
        None,
        ("c", ["C"], [], None),
    ),
]


@pytest.mark.parametrize("body, line, last", AROUND_ENTRIES)
def test_domain_and_previous_lines_read_as_msgfmt_reads_them(
    msgfmt: str, body: str, line: int | None, last: Read | None, tmp_path: Path
) -> None:
    data = ('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n' + body).encode()
    (tmp_path / "x.po").write_bytes(data)
    done = run(msgfmt, "-o", os.devnull, str(tmp_path / "x.po"))
    if line is None:  # (a domain line read, as msgfmt reads it without -c: the grammar)
        assert done.returncode == 0, done.stderr
        entry = read_po(data, "x.po", domains=True).entries[-1]
        assert (entry.msgid, entry.strings, entry.flags, entry.previous_msgid) == last
        return
    assert done.returncode != 0 and f"x.po:{line}:" in done.stderr
    with pytest.raises(ProblemsFound) as refused:
        read_po(data, "x.po", domains=True)
    assert refused.value.problems[0].line == line


def test_the_charset_is_found_in_a_header_after_many_comments(msgfmt: str, tmp_path: Path) -> None:
    """Attack 20b's F7: it was looked for in the first 4,096 bytes only, so a header after
    6 KB of comments read as declaring none (an EUC-JP catalog refused as not UTF-8)."""
    comments = "".join(f"# note {n} {'x' * 60}\n" for n in range(100))
    text = comments + 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=EUC-JP\\n"\n\n'
    data = (text + 'msgid "a"\nmsgstr "日本語"\n').encode("euc-jp")
    (tmp_path / "x.po").write_bytes(data)
    assert run(msgfmt, "-o", os.devnull, str(tmp_path / "x.po")).returncode == 0
    po = read_po(data, "x.po")
    assert (po.charset, po.entries[-1].strings) == ("euc-jp", ["日本語"])
    # An entry's text that names a charset is no header's: the file is still UTF-8.
    later = 'msgid ""\nmsgstr ""\n"X: y\\n"\n\nmsgid "charset=EUC-JP"\nmsgstr "文字"\n'
    assert read_po(later.encode(), "x.po").entries[-1].strings == ["文字"]
