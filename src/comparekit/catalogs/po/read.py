"""Read a PO file by GNU gettext's grammar: every file msgfmt reads, and nothing else.

One reader for everything comparekit reads (``build``'s translation tables, ``update``'s
merge, ``check``): it follows ``msgfmt``'s lexer and grammar line by line, in time linear in
the file, and reports each error at the line msgfmt names. What it reads:

- comments: translator (``# …``), extracted (``#.``), references (``#:``), flags (``#,``),
  previous context and msgid (``#| msgctxt``, ``#| msgid``, ``#| msgid_plural``);
- obsolete entries (``#~``, with their own ``#~|`` previous lines);
- ``domain``, ``msgctxt``, ``msgid``, ``msgid_plural``, ``msgstr`` and ``msgstr[N]``, each
  followed by one or more quoted strings (blanks between, or on the lines after: msgfmt
  reads tokens), continuation strings on the lines after, and a comment after the last;
- every escape msgfmt decodes (``\\n \\t \\r \\b \\f \\v \\a \\\\ \\"``); octal ``\\347``
  and hex ``\\xe7`` are bytes, decoded with the text around them in the file's charset
  (bytes that are not in it, and ``\\0``, which ends a string for gettext, are errors);
  any other escape is an error; a backslash before a line break joins the lines;
- the charset the header declares, if ASCII-based: the file is decoded with it.

Stricter than msgfmt only where msgfmt would lose text without a word: a carriage return
inside a comment (a file with CR line ends reads as one comment), a comment continued
by a backslash, ``\\0``, and escaped bytes msgunfmt cannot read.
"""

from __future__ import annotations

import codecs
import itertools
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from babel import Locale
from babel.core import UnknownLocaleError
from babel.messages.catalog import Catalog

from comparekit.catalogs.po.evidence import other_language
from comparekit.catalogs.po.grammar import (
    CONTINUATION_LINE,
    SIMPLE_LINE,
    Grammar,
    PoEntry,
    problem_at,
)
from comparekit.catalogs.po.plurals import InvalidRule, parse_rule, plural_function, refusal
from comparekit.catalogs.po.usual import between_entries, take_usual_entry, usual_entry
from comparekit.errors import Problem, ProblemsFound

__all__ = ["PoEntry", "PoFile", "plural_rule", "read_po"]

_CHARSET = re.compile(rb"charset=([A-Za-z0-9_.:-]+)")


@dataclass
class PoFile:
    entries: list[PoEntry]  # in file order, the header and obsolete entries included
    charset: str

    def header(self) -> dict[str, str]:
        """The header's fields (``Plural-Forms`` → ``nplurals=2; …``)."""
        first = next((e for e in self.entries if e.is_header), None)
        fields = {}
        for raw in (first.strings[0] if first and first.strings else "").split("\n"):
            name, colon, value = raw.partition(":")
            if colon:
                fields[name.strip()] = value.strip()
        return fields

    def header_line(self, name: str) -> int:
        """The line msgfmt names for a problem with a header field: its msgstr's."""
        first = next((e for e in self.entries if e.is_header), None)
        return (first.string_line or first.line) if first else 1


def read_po(data: bytes, display: str, domains: bool = False) -> PoFile:
    """The entries of a PO file's bytes; every syntax error msgfmt would report is a
    problem at its line, all of them raised together. A ``domain`` line is one unless
    ``domains`` (``Grammar``)."""
    blocks = (data[start : start + BLOCK] for start in range(0, len(data), BLOCK))
    return _read(data[:BLOCK], blocks, display, lambda: data, domains=domains)


def read_po_file(path: Path, display: str, notes: bool = True) -> PoFile:
    """``read_po`` of a file, read a block at a time: a large catalog is never in memory
    whole, as bytes or as text. Without ``notes``, the entries have no extracted comments
    and references: what a build reads needs neither, and they are a third of the lines
    of a catalog (the file is held to the same grammar)."""
    with path.open("rb") as stream:
        head = stream.read(BLOCK)
        rest = iter(lambda: stream.read(BLOCK), b"")
        return _read(head, itertools.chain([head], rest), display, path.read_bytes, notes)


def read_po_part(data: bytes, display: str, first_line: int) -> PoFile:
    """The entries of a run of whole entries cut from a UTF-8 file, its first line at
    ``first_line`` of the file (``catalogs.tablepatch``); without notes, as a build reads."""
    blocks = (data[start : start + BLOCK] for start in range(0, len(data), BLOCK))
    return _read(b"", blocks, display, lambda: data, notes=False, first_line=first_line)


# Bytes read, decoded and split into lines at a time: the memory of each block serves the
# next, instead of a large file's text and its million lines being taken from the system
# at once (for a catalog of 90,000 entries, 44,000 page faults instead of 118,000).
BLOCK = 1 << 16


def _read(
    head: bytes,
    blocks: Iterator[bytes],
    display: str,
    whole: Callable[[], bytes],
    notes: bool = True,
    first_line: int = 1,
    domains: bool = False,
) -> PoFile:
    """The entries of the file whose bytes are ``blocks`` (``head`` the first); ``whole``
    gives all of its bytes, only to say where a byte is not in the file's charset."""
    charset, declared = _charset(head, display)
    if declared and _single_byte(charset):
        _refuse_mislabelled_utf8(whole(), charset, display)
    reader = Grammar(display, notes, charset, domains)
    try:
        last = _feed(reader, _chunks(_without_bom(blocks), charset, first_line))
    except BareNul as nul:
        raise ProblemsFound(
            [
                Problem(
                    display,
                    nul.line,
                    nul.column,
                    "po-syntax",
                    "a NUL byte outside a string: msgfmt refuses the file",
                    hint="delete it, and whatever else a damaged editor or disk put there",
                )
            ]
        ) from None
    except UnicodeDecodeError:
        data = whole()
        if data.startswith(codecs.BOM_UTF8):
            data = data[len(codecs.BOM_UTF8) :]
        raise _undecodable(data, charset, declared, display) from None
    reader.finish(last)
    if reader.problems:
        raise ProblemsFound(reader.problems)
    po = PoFile(reader.entries, charset)
    _check_plural_count(po, display)
    return po


def _feed(reader: Grammar, chunks: Iterator[tuple[int, str]]) -> int:
    """Give the grammar every line of the file's ``chunks`` (runs of whole lines, each
    with the number of its first); the number of the last line."""
    number = 1
    for first, text in chunks:
        number = _feed_chunk(reader, first, text)
    return number - 1


def _feed_chunk(reader: Grammar, number: int, text: str) -> int:
    """Give the grammar the lines of ``text`` (each ended by a line break), the first of
    them line ``number``; the number of the line after them.

    An entry in the usual layout (notes, msgctxt, msgid, msgstr, each string on a line of
    its own, a blank line after) is taken whole, as the grammar would read it line by line,
    whenever the grammar is between entries; the lines up to the next blank line of
    anything else are given to it one by one."""
    position, end = 0, len(text)
    usual = usual_entry(text).match
    between = between_entries(reader)
    while position < end:
        if between:
            found = usual(text, position)
            if found is not None:
                number = take_usual_entry(reader, number, found)
                position = found.end()
                continue
        stop = text.find("\n\n", position)
        stop = end if stop < 0 else stop + 2
        lines = text[position:stop].split("\n")
        lines.pop()  # what follows the last line break: nothing
        _feed_lines(reader, enumerate(lines, start=number))
        number += len(lines)
        position = stop
        between = between_entries(reader)
    return number


def _feed_lines(reader: Grammar, lines: Iterator[tuple[int, str]]) -> None:
    """Give the grammar each line, one by one."""
    simple, continuation = SIMPLE_LINE.fullmatch, CONTINUATION_LINE.fullmatch
    notes = reader.notes
    number = 1
    for number, raw in lines:
        # The lines of the usual layout first, without the general reader's detours: a
        # catalog of a thousand articles has a million of them.
        first = raw[:1]
        if first == '"' and reader.field and not reader.obsolete_entry:
            found = continuation(raw)
            if found is not None:
                reader.parts.append(found.group(1))
                continue
        elif first == "m":
            found = simple(raw)
            if found is not None:
                keyword, index, value = found.groups()
                if index is None:
                    reader.keyword(number, keyword, None, False)
                else:
                    reader.keyword(number, "msgstr", int(index), False)
                reader.append(value)
                continue
        elif first == "#" and raw[-1] != "\\":
            kind = raw[1:2]
            pending = reader.pending
            if (
                reader.stage == "none"
                and pending.previous_msgid is None
                and pending.previous_context is None
                and "\r" not in raw  # a CRLF line, or a comment that runs on: see comment()
            ):
                # Between entries, with no #| lines read: a note or a reference is only
                # kept for the entry to come.
                if kind == ".":
                    if notes:
                        pending.extracted_comments.append(raw[2:].strip(" \t\r\f\v"))
                    continue
                if kind == ":":
                    if notes:
                        pending.references += raw[2:].split()
                    continue
            if kind != "~":
                reader.comment(number, raw.rstrip(" \t\r\f\v"))
                continue
        elif not first:
            continue
        if raw[-1:] == "\\":
            raw = _continued(reader, number, raw, lines)
        reader.line(number, raw)


def _continued(reader: Grammar, number: int, raw: str, lines: Iterator[tuple[int, str]]) -> str:
    """A line that ends in a backslash, and the lines it continues onto: gettext's lexer
    drops a backslash and the line break after it wherever they are, inside a string
    (``"a\\`` then ``b"`` is "ab") as inside a keyword."""
    start = raw.lstrip(" \t\r\f\v")
    if start[:1] == "#" and start[1:2] not in ("~", "|"):
        # In a comment it would hide the line after, an entry's keyword as well.
        reader.error(
            number,
            "backslash",
            "a backslash at the end of a comment: gettext reads the next line as part of it",
            "po-line-end",
        )
        return raw
    while raw[-1:] == "\\":
        following = next(lines, None)
        if following is None:
            break
        raw = raw[:-1] + following[1]
    return raw


def _without_bom(blocks: Iterator[bytes]) -> Iterator[bytes]:
    first = next(blocks, b"")
    yield first[len(codecs.BOM_UTF8) :] if first.startswith(codecs.BOM_UTF8) else first
    yield from blocks


def _chunks(blocks: Iterable[bytes], charset: str, first: int = 1) -> Iterator[tuple[int, str]]:
    """The text of the file whose bytes are ``blocks`` in runs of whole lines, each run
    ended by a line break and numbered by its first line, from ``first``. A run ends after
    a blank line where it can (an entry is then never cut in two), never after a line that
    ends in a backslash (which joins the line after it). The decoder keeps what a block
    ends in the middle of: a character's bytes, a line."""
    decoder = codecs.getincrementaldecoder(charset)()
    number, carried = first, ""
    for block in blocks:
        text = carried + decoder.decode(block)
        if "\x00" in text:  # stop at the first bare one: a damaged file can be all NULs
            _refuse_bare_nul(text.split("\n"), number)
        cut = text.rfind("\n\n") + 2
        if cut == 1:  # no blank line: after the last whole line
            cut = text.rfind("\n") + 1
            while cut > 1 and text[cut - 2] == "\\":
                cut = text.rfind("\n", 0, cut - 1) + 1
        carried = text[cut:]
        if cut:
            yield number, text[:cut]
            number += text.count("\n", 0, cut)
    text = carried + decoder.decode(b"", final=True)
    if "\x00" in text:
        _refuse_bare_nul(text.split("\n"), number)
    # The last line, ended too: a blank line at the end of a file is no line of an entry.
    yield number, text + "\n"


class BareNul(Exception):
    """A NUL byte outside a string and a comment, at ``line`` and ``column``."""

    def __init__(self, line: int, column: int) -> None:
        super().__init__(line, column)
        self.line, self.column = line, column


# A string (one its line leaves open counts to the line's end) or a NUL: msgfmt reads a NUL
# in a string or a comment, and refuses one anywhere else.
_STRING_OR_NUL = re.compile(r'"(?:[^"\\]|\\.|\\\Z)*(?:"|\Z)|\x00', re.DOTALL)


def _refuse_bare_nul(lines: list[str], first: int) -> None:
    """Raise ``BareNul`` for the first NUL of ``lines`` (numbered from ``first``) that is
    outside a string and a comment."""
    for number, line in enumerate(lines, start=first):
        if "\x00" not in line or line.lstrip(" \t")[:1] == "#":
            continue
        for match in _STRING_OR_NUL.finditer(line):
            if match.group() == "\x00":
                raise BareNul(number, match.start() + 1)


def _charset(head: bytes, display: str) -> tuple[str, bool]:
    """The charset the header declares (UTF-8 if none), from the file's first bytes, and
    whether the header declared one."""
    data = head[len(codecs.BOM_UTF8) :] if head.startswith(codecs.BOM_UTF8) else head
    declared = _CHARSET.search(data, 0, _header_end(data))
    charset = declared.group(1).decode("ascii").lower() if declared else "utf-8"
    if charset in ("charset", ""):  # a template's placeholder
        charset = "utf-8"
    line = data[: declared.start()].count(b"\n") + 1 if declared else 1
    try:
        codec = codecs.lookup(charset)
    except LookupError:
        raise ProblemsFound(
            [problem_at(display, line, "po-charset", f"unknown charset '{charset}'", _CONVERT)]
        ) from None
    if not _ascii_based(codec):
        raise ProblemsFound(
            [
                problem_at(
                    display,
                    line,
                    "po-charset",
                    f"charset '{charset}' is not one a PO file can be in",
                    "a PO file is in an ASCII-based charset (UTF-8, ISO-8859-1, EUC-JP, …): "
                    "name the one the file is saved in",
                )
            ]
        )
    return charset, declared is not None


_HEADER_MSGID = re.compile(rb'^[ \t]*msgid[ \t]+""', re.MULTILINE)
_BLANK_LINE = re.compile(rb"\n[ \t\r]*\n")


def _header_end(data: bytes) -> int:
    """Where the header entry of a file beginning with ``data`` ends (its first blank line
    after the first ``msgid ""``): its charset is looked for there, however many comments
    come before it, and never in an entry after it."""
    header = _HEADER_MSGID.search(data)
    if header is None:
        return min(len(data), 4096)
    end = _BLANK_LINE.search(data, header.end())
    return len(data) if end is None else end.start()


def _single_byte(charset: str) -> bool:
    """Whether ``charset`` has a character for each byte (ISO-8859-1, CP1252, KOI8-R):
    any bytes decode in it, UTF-8's as well, into other characters."""
    if codecs.lookup(charset).name.startswith("utf"):
        return False
    return len(bytes(range(0xA0, 0x100)).decode(charset, "replace")) == 0x60


def _refuse_mislabelled_utf8(data: bytes, charset: str, display: str) -> None:
    """A file in UTF-8 whose header names a single-byte charset (an editor saved it so, or
    a header was copied): read as the header says, each of its letters beyond ASCII
    becomes two or three others, and a catalog written back keeps them so. msgfmt too
    reads it as the header says; here it is refused at the header's line, untouched."""
    body = data[len(codecs.BOM_UTF8) :] if data.startswith(codecs.BOM_UTF8) else data
    if body.isascii():
        return
    try:
        body.decode("utf-8")
    except UnicodeDecodeError:
        return  # not UTF-8: in the charset it names, as it says
    declared = _CHARSET.search(body, 0, _header_end(body))
    line = body[: declared.start()].count(b"\n") + 1 if declared else 1
    raise ProblemsFound(
        [
            problem_at(
                display,
                line,
                "po-charset",
                f"the header says charset={charset}, but the file is UTF-8: read as "
                f"{charset}, its text would be garbled (café as cafÃ©)",
                "the file is saved in UTF-8: correct its header to "
                "`Content-Type: text/plain; charset=UTF-8`",
            )
        ]
    )


_ASCII = 'msgid "\\x41\\n" # 0-9 a-z A-Z ~|.,:[]\n'


def _ascii_based(codec: codecs.CodecInfo) -> bool:
    """Whether a codec is a charset whose ASCII characters are ASCII's bytes, as gettext
    needs (and as the header, found by its bytes, was read): not UTF-16 or UTF-7, and not
    a codec of Python's that is no charset at all (base64, rot13)."""
    if not getattr(codec, "_is_text_encoding", True):
        return False
    try:
        return codec.encode(_ASCII)[0] == _ASCII.encode("ascii")
    except (UnicodeError, TypeError, ValueError):
        return False


def _undecodable(data: bytes, charset: str, declared: bool, display: str) -> ProblemsFound:
    """The problem of a file that is not in its charset, at the line of the first byte
    that is not."""
    try:
        data.decode(charset)  # the whole file at once: the first bad byte, exactly where
    except UnicodeDecodeError as error:
        start = error.start
    else:  # read again, it decodes: someone saved it while it was being read
        return ProblemsFound(
            [
                problem_at(
                    display,
                    None,
                    "po-charset",
                    "the file changed while it was read",
                    "run the command again once the file is saved",
                )
            ]
        )
    line = data.count(b"\n", 0, start) + 1
    byte = f"byte 0x{data[start]:02x}"
    message, hint = (
        (f"{byte} is not {charset}, as the header says", _CONVERT)
        if declared
        else (
            f"{byte} is not UTF-8, and the header declares no charset",
            "declare the file's charset in its header (Content-Type: text/plain; "
            "charset=ISO-8859-1), or convert it: `iconv -f ISO-8859-1 -t UTF-8 FILE`",
        )
    )
    return ProblemsFound([problem_at(display, line, "po-charset", message, hint)])


_CONVERT = (
    "save the catalog in the charset its header names; to make it UTF-8: "
    "`msgconv --to-code=UTF-8 FILE -o FILE`"
)


def check_language(po: PoFile, tag: str | None, display: str) -> None:
    """A catalog whose header names another language than its locale's is refused at the
    ``Language`` line: the Korean catalog copied over the Japanese one would otherwise be
    published as Japanese. Only the language is compared (``zh_TW`` is a zh-Hant catalog's,
    and a tool's own spelling of the region or script is not a mistake); a header without
    a ``Language``, or with one Babel cannot read, says nothing either way."""
    value = (po.header().get("Language") or "").strip()
    if tag is not None and not value:
        _check_unlabelled(po, tag, display)
    if tag is None or not value:
        return
    try:
        declared = Locale.parse(value.replace("-", "_")).language
        own = Locale.parse(tag, sep="-").language
    except (ValueError, TypeError, UnknownLocaleError):  # ("ja" run into the next line's
        return  # text where its \n is missing: jaLanguage-Team: …)
    if declared != own:
        raise ProblemsFound(
            [
                problem_at(
                    display,
                    po.header_line("Language"),
                    "po-header",
                    f"the header's Language is {value}, but this is the catalog of {tag}",
                    f"if the file is {tag}'s, write `Language: {tag}` in its header; if it "
                    f"is another language's, put it back in that language's folder",
                )
            ]
        )


def _check_unlabelled(po: PoFile, tag: str, display: str) -> None:
    """A catalog without ``Language`` whose letters or team say it is another language's:
    the Korean catalog copied over the Japanese one, its Language line deleted."""
    try:
        own = Locale.parse(tag, sep="-").language
    except (ValueError, TypeError):
        return
    evidence = other_language(po, own)
    if evidence is not None:
        raise ProblemsFound(
            [
                problem_at(
                    display,
                    po.header_line("Language"),
                    "po-header",
                    f"the header has no Language, and {evidence}: this is the catalog of {tag}",
                    f"if the file is {tag}'s, write `Language: {tag}` in its header; if it "
                    f"is another language's, put it back in that language's folder",
                )
            ]
        )


_PLURAL_FORMS = re.compile(r"nplurals\s*=\s*(\d+)\s*;\s*plural\s*=\s*([^;]+?)\s*;?\s*$")


def plural_rule(po: PoFile, tag: str | None, display: str) -> tuple[int, str]:
    """The number of plural forms and the C expression that picks one, from the header's
    ``Plural-Forms``, or the locale's own rule when the header has none.

    A rule that cannot be read, that ``msgfmt --check`` refuses (it divides by zero, or
    picks a form that is not there), or that has more forms than the locale's own rule
    (a translator's ``nplurals=2`` in a Japanese catalog: a form the language does not
    have would be published) is an error only for a catalog with plural entries, which
    need it; msgfmt too accepts the file otherwise. A catalog without them gets the
    locale's rule: a template may still ask for a plural, and find no entry.
    """
    value = po.header().get("Plural-Forms")
    match = _PLURAL_FORMS.search(value) if value is not None else None
    message = f"the header's Plural-Forms cannot be read: {(value or '')[:80]}"
    own = _locale_rule(tag)
    hint = (
        f"write the locale's rule: `nplurals={own[0]}; plural={own[1]};`"
        if tag is not None
        else "write it as `nplurals=2; plural=(n != 1);` (the rule of your language: see "
        "the gettext manual's table of plural forms)"
    )
    if match is not None:
        try:
            program = parse_rule(match.group(2))
        except InvalidRule:
            pass
        else:
            forms = int(match.group(1))
            refused = refusal(forms, program)
            if refused is None and forms == own[0] and tag is not None:
                refused = _another_rule(tag, forms, match.group(2), own[1])
                hint = (
                    f"write the locale's rule back: `nplurals={own[0]}; plural={own[1]};` "
                    "(`comparekit update` writes it)"
                )
            if refused is None and (tag is None or forms <= own[0]):
                return forms, match.group(2)
            if refused is None:
                message = (
                    f"the header's Plural-Forms has nplurals={forms}, but {tag} has "
                    f"{own[0]} plural form{'s' if own[0] != 1 else ''} "
                    f"(nplurals={own[0]}; plural={own[1]};): a translation would be "
                    "published in a form the language does not have"
                )
                hint = (
                    f"write the locale's rule back: `nplurals={own[0]}; plural={own[1]};` "
                    "(`comparekit update` writes it; a msgstr[N] beyond it is then dropped)"
                )
            else:
                message = refused
    if value is not None and any(e.msgid_plural is not None for e in po.entries):
        raise ProblemsFound(
            [problem_at(display, po.header_line("Plural-Forms"), "po-header", message, hint)]
        )
    return own


def _another_rule(tag: str, forms: int, expression: str, own: str) -> str | None:
    """Why a rule with the locale's number of forms is not the locale's, if it picks
    another form for some count: each form was written (and reviewed) for the counts the
    locale's rule gives it, and another rule shows a count in a form not meant for it."""
    header, locale = plural_function(expression, forms), plural_function(own, forms)
    for count in itertools.chain(range(1001), (10_000, 100_000, 1_000_000)):
        if header(count) != locale(count):
            return (
                f"the header's Plural-Forms shows {count} in form {header(count)}, where "
                f"{tag}'s rule (nplurals={forms}; plural={own};) shows it in form "
                f"{locale(count)}: a count would be published in a form not written for it"
            )
    return None


def _locale_rule(tag: str | None) -> tuple[int, str]:
    """The number of plural forms and the plural expression of a locale, as ``update``
    writes them in its catalog's header (Babel's, from CLDR)."""
    rule = Catalog(locale=Locale.parse(tag, sep="-") if tag else None)  # a BCP 47 tag
    return rule.num_plurals, str(rule.plural_expr)


# No language has more than six plural forms; a header that claims millions would have
# every plural entry written with that many msgstr lines.
MOST_PLURAL_FORMS = 100
_NPLURALS = re.compile(r"nplurals\s*=\s*(\d+)")


def _check_plural_count(po: PoFile, display: str) -> None:
    """A header's nplurals must be a number of forms a catalog can be written with."""
    value = po.header().get("Plural-Forms")
    found = _NPLURALS.search(value) if value is not None else None
    if found is not None and int(found.group(1)) > MOST_PLURAL_FORMS:
        raise ProblemsFound(
            [
                problem_at(
                    display,
                    po.header_line("Plural-Forms"),
                    "po-header",
                    f"nplurals = {int(found.group(1))} is more plural forms than a language has",
                    f"no language has more than six; comparekit reads at most "
                    f"{MOST_PLURAL_FORMS}: write your language's rule",
                )
            ]
        )
