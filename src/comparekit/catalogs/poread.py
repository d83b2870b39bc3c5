"""Read a PO file by GNU gettext's grammar: every file msgfmt reads, and nothing else.

One reader for everything comparekit reads (``build``'s translation tables, ``update``'s
merge, ``check``): it follows ``msgfmt``'s lexer and grammar line by line, in time linear in
the file, and reports each error at the line msgfmt names. What it reads:

- comments: translator (``# …``), extracted (``#.``), references (``#:``), flags (``#,``),
  previous context and msgid (``#| msgctxt``, ``#| msgid``, ``#| msgid_plural``);
- obsolete entries (``#~``, with their own ``#~|`` previous lines);
- ``domain``, ``msgctxt``, ``msgid``, ``msgid_plural``, ``msgstr`` and ``msgstr[N]``, each
  followed by one or more quoted strings on its line (spaces or tabs between), and
  continuation strings on the lines after;
- every escape msgfmt decodes (``\\n \\t \\r \\b \\f \\v \\a \\\\ \\"``, octal ``\\101``, hex
  ``\\x41``); any other is an error;
- the charset the header declares: the file is decoded with it (msgfmt converts too).
"""

from __future__ import annotations

import codecs
import gettext
import re
from dataclasses import dataclass, field

from babel.messages.catalog import Catalog

from comparekit.errors import Problem, ProblemsFound
from comparekit.sources.settings import babel_locale

KEYWORDS = ("domain", "msgctxt", "msgid", "msgid_plural", "msgstr")
_SIMPLE = re.compile(r'(msgctxt|msgid|msgid_plural|msgstr|msgstr\[(\d+)\])[ \t]+"([^"\\]*)"[ \t]*')
_CONTINUATION = re.compile(r'"([^"\\]*)"[ \t]*')
_KEYWORD = re.compile(r"(domain|msgctxt|msgid_plural|msgid|msgstr)(?:\[[ \t]*(\d+)[ \t]*\])?")
_ESCAPE = re.compile(r"\\(?:([ntrbfva\\\"])|([0-7]{1,3})|x([0-9A-Fa-f]+)|(.?))", re.DOTALL)
_SIMPLE_ESCAPES = {
    "n": "\n",
    "t": "\t",
    "r": "\r",
    "b": "\b",
    "f": "\f",
    "v": "\v",
    "a": "\a",
    "\\": "\\",
    '"': '"',
}
_CHARSET = re.compile(rb"charset=([A-Za-z0-9_.:-]+)")


@dataclass(slots=True)
class PoEntry:
    """One message as the file gives it; ``strings`` holds ``msgstr`` or each ``msgstr[N]``."""

    msgid: str = ""
    msgid_plural: str | None = None
    strings: list[str] = field(default_factory=list)
    context: str | None = None
    translator_comments: list[str] = field(default_factory=list)
    extracted_comments: list[str] = field(default_factory=list)
    references: list[str] = field(default_factory=list)
    flags: list[str] = field(default_factory=list)
    previous_context: str | None = None
    previous_msgid: str | None = None
    previous_plural: str | None = None
    obsolete: bool = False
    domain: str | None = None
    line: int = 0  # of the msgid keyword, from 1
    string_line: int = 0  # of the first msgstr keyword

    @property
    def fuzzy(self) -> bool:
        return "fuzzy" in self.flags

    @property
    def is_header(self) -> bool:
        return self.msgid == "" and self.context is None and not self.obsolete


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
        first = next((e for e in self.entries if e.is_header), None)
        return first.line if first else 1


def read_po(data: bytes, display: str) -> PoFile:
    """The entries of a PO file's bytes; every syntax error msgfmt would report is a
    problem at its line, all of them raised together."""
    charset, text = _decode(data, display)
    reader = _Reader(display)
    simple, continuation = _SIMPLE.fullmatch, _CONTINUATION.fullmatch
    for number, raw in enumerate(text.split("\n"), start=1):
        # The lines of the usual layout first, without the general reader's detours: a
        # catalog of a thousand articles has a million of them.
        first = raw[:1]
        if first == '"' and reader.field:
            found = continuation(raw)
            if found is not None:
                if reader.field == "msgstr" and reader.current is not None:
                    reader.current.strings[-1] += found.group(1)
                else:
                    reader.append(found.group(1))
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
        elif first == "#":
            kind = raw[1:2]
            pending = reader.pending
            if (
                reader.stage == "none"
                and pending.previous_msgid is None
                and pending.previous_context is None
            ):
                # Between entries, with no #| lines read: a note or a reference is only
                # kept for the entry to come.
                if kind == ".":
                    pending.extracted_comments.append(raw[2:].strip(" \t\r\f\v"))
                    continue
                if kind == ":":
                    pending.references += raw[2:].split()
                    continue
            if kind != "~":
                reader.comment(number, raw.rstrip(" \t\r\f\v"))
                continue
        elif not first:
            continue
        reader.line(number, raw)
    reader.finish(text.count("\n") + 1)
    if reader.problems:
        raise ProblemsFound(reader.problems)
    return PoFile(reader.entries, charset)


def _decode(data: bytes, display: str) -> tuple[str, str]:
    """The file's text, decoded with the charset its header declares (UTF-8 if none)."""
    if data.startswith(codecs.BOM_UTF8):
        data = data[len(codecs.BOM_UTF8) :]
    declared = _CHARSET.search(data[:4096])
    charset = declared.group(1).decode("ascii").lower() if declared else "utf-8"
    if charset in ("charset", ""):  # a template's placeholder
        charset = "utf-8"
    try:
        codecs.lookup(charset)
    except LookupError:
        line = data[: declared.start()].count(b"\n") + 1 if declared else 1
        raise ProblemsFound(
            [_problem(display, line, "po-charset", f"unknown charset '{charset}'", _CONVERT)]
        ) from None
    try:
        return charset, data.decode(charset)
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        byte = f"byte 0x{data[error.start]:02x}"
        message, hint = (
            (f"{byte} is not {charset}, as the header says", _CONVERT)
            if declared
            else (
                f"{byte} is not UTF-8, and the header declares no charset",
                "declare the file's charset in its header (Content-Type: text/plain; "
                "charset=ISO-8859-1), or convert it: `iconv -f ISO-8859-1 -t UTF-8 FILE`",
            )
        )
        raise ProblemsFound([_problem(display, line, "po-charset", message, hint)]) from None


_CONVERT = (
    "save the catalog in the charset its header names; to make it UTF-8: "
    "`msgconv --to-code=UTF-8 FILE -o FILE`"
)


def _problem(display: str, line: int | None, code: str, message: str, hint: str) -> Problem:
    return Problem(display, line, None, code, message, hint=hint)


HINTS = {
    "syntax": 'each line is a keyword and a "quoted string", or a "quoted string" continuing '
    "the one above",
    "unknown keyword": "PO keywords are msgctxt, msgid, msgid_plural, msgstr and msgstr[N]",
    "end of line": 'close the string on its line; continue a long text on the next line in "…"',
    "escape": 'escapes are \\n \\t \\" \\\\ and the like; write a backslash as \\\\',
    "no msgstr": 'give the entry a msgstr line (msgstr "" if it is not translated yet)',
    "no msgid": "every entry needs a msgid line before its msgstr",
    "no plural": 'a singular entry has one msgstr "…", not msgstr[N]',
    "index": "number the plural forms msgstr[0], msgstr[1], … without gaps",
    "duplicate": "keep one of the two entries (msgfmt refuses both): merge their translations",
    "previous": "#| lines go right before the msgctxt or msgid they describe",
}


class _Reader:
    """The grammar as a small state machine fed one line at a time."""

    def __init__(self, display: str) -> None:
        self.display = display
        self.entries: list[PoEntry] = []
        self.problems: list[Problem] = []
        self.pending = PoEntry()  # comments read for the entry to come
        self.current: PoEntry | None = None  # the entry whose keywords are being read
        self.field = ""  # the keyword the next continuation string belongs to
        self.stage = "none"  # none | context | msgid | plural | msgstr
        self.previous_field = ""
        self.after_previous = False  # a comment came after #| lines
        self.domain: str | None = None
        self.broken = False  # a string of the current entry could not be read
        self.seen: dict[tuple[str | None, str], int] = {}

    def error(self, number: int, kind: str, message: str) -> None:
        self.problems.append(_problem(self.display, number, "po-syntax", message, HINTS[kind]))

    # --- lines -------------------------------------------------------------------------

    def line(self, number: int, raw: str) -> None:
        line = raw.strip(" \t\r\f\v")
        if not line:
            return
        if line[0] == "#":
            self.comment(number, line)
        else:
            self.syntax(number, line, 0, obsolete=False)

    def comment(self, number: int, line: str) -> None:
        kind = line[1:2]
        if kind == "~":
            rest = line[2:]
            if rest.startswith("|"):
                self.previous(number, rest[1:].strip(" \t"))
            else:
                self.syntax(number, rest.strip(" \t"), 2, obsolete=True)
            return
        if kind == "|":
            self.previous(number, line[2:].strip(" \t"))
            return
        self.close_strings()
        self.interrupt(number)
        if self.pending.previous_msgid is not None or self.pending.previous_context is not None:
            self.after_previous = True
        if kind == ",":
            self.pending.flags += [f.strip() for f in line[2:].split(",") if f.strip()]
        elif kind == ".":
            self.pending.extracted_comments.append(line[2:].strip(" \t"))
        elif kind == ":":
            self.pending.references += line[2:].split()
        else:
            self.pending.translator_comments.append(line[2:] if kind == " " else line[1:])

    def interrupt(self, number: int) -> None:
        """A comment or a stray token inside an entry's keywords ends it, unfinished."""
        if self.stage in ("context", "msgid", "plural"):
            self.incomplete(number, self.stage)
            self.stage, self.field, self.current = "none", "", None

    def previous(self, number: int, line: str) -> None:
        """A ``#|`` line: a previous msgctxt, msgid or msgid_plural, or a continuation."""
        self.close_strings()
        self.interrupt(number)
        keyword = line.split(None, 1)[0] if line and line[0] != '"' else ""
        if keyword:
            if keyword not in ("msgctxt", "msgid", "msgid_plural"):
                self.error(number, "syntax", f"cannot read this #| line: {line[:60]}")
                return
            line = line[len(keyword) :].lstrip(" \t")
            self.previous_field = keyword
        elif not self.previous_field:
            self.error(number, "syntax", f"cannot read this #| line: {line[:60]}")
            return
        value, rest = self.strings(number, line, len(keyword))
        if value is None:
            return
        if rest:
            self.error(number, "syntax", f"cannot read this #| line: {line[:60]}")
            return
        name = {
            "msgctxt": "previous_context",
            "msgid": "previous_msgid",
            "msgid_plural": "previous_plural",
        }[self.previous_field]
        setattr(self.pending, name, (getattr(self.pending, name) or "") + value)

    # --- keywords and strings ------------------------------------------------------------

    def syntax(self, number: int, line: str, offset: int, obsolete: bool) -> None:
        simple = _SIMPLE.fullmatch(line)
        if simple is not None:
            keyword, index, value = simple.groups()
            if keyword.startswith("msgstr["):
                keyword = "msgstr"
            self.keyword(number, keyword, int(index) if index is not None else None, obsolete)
            self.append(value)
            return
        if line[0] == '"':
            continuation = _CONTINUATION.fullmatch(line)
            value, rest = (
                (continuation.group(1), "") if continuation else self.strings(number, line, offset)
            )
            if value is None:
                return
            if not self.field:
                self.error(number, "syntax", "a string with no keyword before it")
                return
            self.append(value)
            if rest:
                self.syntax(number, rest, offset, obsolete)
            return
        match = _KEYWORD.match(line)
        if match is None or (line[match.end() : match.end() + 1] not in ("", " ", "\t", '"')):
            word = re.match(r"[^\s\"]*", line)
            name = word.group() if word else line
            self.error(number, "unknown keyword", f'keyword "{name}" unknown')
            self.interrupt(number)
            return
        keyword, index = match.group(1), match.group(2)
        value, rest = self.strings(number, line[match.end() :].lstrip(" \t"), offset + match.end())
        if keyword == "domain":
            self.domain = value
            self.field = ""
        else:
            # A keyword whose string was broken still counts: one error, not a cascade.
            self.keyword(number, keyword, int(index) if index is not None else None, obsolete)
            if value is not None:
                self.append(value)
            else:
                self.broken = True
        if rest:
            self.syntax(number, rest, offset, obsolete)

    def strings(self, number: int, text: str, offset: int) -> tuple[str | None, str]:
        """The value of the quoted strings at the start of ``text`` (None after an error),
        and what follows them on the line: nothing, a comment, or the next keyword (msgfmt
        reads tokens, not lines: ``msgid "a" msgstr "b"`` is one entry)."""
        parts = []
        position = 0
        while True:
            if position >= len(text) or text[position] != '"':
                self.error(number, "syntax", f"a quoted string was expected: {text[:60]}")
                return None, ""
            end = position + 1
            while end < len(text) and text[end] != '"':
                end += 2 if text[end] == "\\" else 1
            if end >= len(text):
                # msgfmt names the line after, where it met the end of line.
                self.error(
                    number + 1,
                    "end of line",
                    f"end-of-line within string (the string opened on line {number})",
                )
                return None, ""
            value = _unescape(text[position + 1 : end])
            if value is None:
                self.error(number, "escape", "invalid control sequence")
                return None, ""
            parts.append(value)
            position = end + 1
            while position < len(text) and text[position] in " \t\r\f\v":
                position += 1
            if position >= len(text) or text[position] == "#":
                return "".join(parts), ""
            if text[position] != '"':
                return "".join(parts), text[position:]

    def keyword(self, number: int, keyword: str, index: int | None, obsolete: bool) -> None:
        stage = self.stage
        if keyword == "msgctxt":
            if stage in ("context", "msgid", "plural"):
                self.incomplete(number, stage)
            self.start(number, obsolete)
            self.stage = "context"
        elif keyword == "msgid":
            if stage in ("msgid", "plural"):
                self.incomplete(number, stage)
            if stage != "context":
                self.start(number, obsolete)
            assert self.current is not None
            self.current.line = number
            self.stage = "msgid"
        elif keyword == "msgid_plural":
            if stage != "msgid":
                self.error(number, "syntax", "msgid_plural must follow a msgid")
                self.stage = "none"
                return
            assert self.current is not None
            self.current.msgid_plural = ""
            self.stage = "plural"
        else:  # msgstr
            entry = self.current
            if entry is None or stage in ("none", "context"):
                self.error(number, "no msgid", "syntax error: a msgstr with no msgid before it")
                self.stage, self.current = "none", None
                return
            if index is None and entry.msgid_plural is not None:
                self.error(number, "index", "syntax error: a plural entry needs msgstr[N]")
            elif index is not None and entry.msgid_plural is None:
                self.error(entry.line, "no plural", "missing 'msgid_plural' section")
            elif index is not None and index != len(entry.strings):
                self.error(number, "index", "plural form has wrong index")
            elif index is None and stage == "msgstr":
                self.error(number, "syntax", "syntax error: a second msgstr")
            if stage != "msgstr":
                entry.string_line = number
                self.finish_entry(entry)
            entry.strings.append("")
            self.stage = "msgstr"
        self.field = keyword

    def start(self, number: int, obsolete: bool) -> None:
        if self.after_previous:
            self.error(number, "previous", "syntax error: a comment between #| lines and the msgid")
        entry, self.pending = self.pending, PoEntry()
        self.broken = False
        entry.obsolete, entry.domain, entry.line = obsolete, self.domain, number
        self.current = entry
        self.after_previous = False
        self.previous_field = ""

    def incomplete(self, number: int, stage: str) -> None:
        entry = self.current
        if stage == "context":
            self.error(number, "syntax", "syntax error: a msgctxt with no msgid after it")
        elif entry is not None:
            self.error(entry.line, "no msgstr", "missing 'msgstr' section")

    def append(self, value: str) -> None:
        entry = self.current
        if entry is None:
            return
        if self.field == "msgctxt":
            entry.context = (entry.context or "") + value
        elif self.field == "msgid":
            entry.msgid += value
        elif self.field == "msgid_plural":
            entry.msgid_plural = (entry.msgid_plural or "") + value
        elif self.field == "msgstr" and entry.strings:
            entry.strings[-1] += value

    def close_strings(self) -> None:
        """A comment ends the strings of the entry before it."""
        if self.stage == "msgstr":
            self.stage, self.field, self.current = "none", "", None

    def finish_entry(self, entry: PoEntry) -> None:
        """Record an entry once its first msgstr is read; a duplicate is an error."""
        key = (entry.context, entry.msgid)  # msgfmt counts domains together
        first = self.seen.get(key)
        if self.broken:
            pass  # its text is unknown: no duplicate of anything
        elif first is not None:
            self.problems.append(
                _problem(
                    self.display,
                    entry.line,
                    "po-duplicate",
                    f"duplicate message definition (the first is at line {first})",
                    HINTS["duplicate"],
                )
            )
        elif first is None:
            self.seen[key] = entry.line
        self.entries.append(entry)

    def finish(self, last: int) -> None:
        if self.stage in ("msgid", "plural") and self.current is not None:
            self.error(self.current.line, "no msgstr", "missing 'msgstr' section")
        elif self.stage == "context":
            self.error(last, "syntax", "syntax error: a msgctxt with no msgid after it")
        for entry in self.entries:
            if not entry.obsolete and not entry.fuzzy and entry.msgid:
                self.check_newlines(entry)

    def check_newlines(self, entry: PoEntry) -> None:
        """msgfmt's own check of every translated entry: a translation begins and ends
        with a line break exactly where its msgid does."""
        for index, translation in enumerate(entry.strings):
            english = (
                entry.msgid if index == 0 or entry.msgid_plural is None else entry.msgid_plural
            )
            if not translation:
                continue
            for where, test in (("begin", str.startswith), ("end", str.endswith)):
                if test(english, "\n") != test(translation, "\n"):
                    self.problems.append(
                        _problem(
                            self.display,
                            entry.string_line,
                            "po-newline",
                            f"'msgid' and 'msgstr' entries do not both {where} with '\\n'",
                            f"{where} the translation with a line break (\\n) where the "
                            "English has one, and only there",
                        )
                    )
                    return


def _unescape(text: str) -> str | None:
    if "\\" not in text:
        return text
    invalid = False

    def replace(match: re.Match[str]) -> str:
        nonlocal invalid
        simple, octal, hexadecimal, other = match.groups()
        if simple is not None:
            return _SIMPLE_ESCAPES[simple]
        if octal is not None:
            return chr(int(octal, 8))
        if hexadecimal is not None:
            return chr(int(hexadecimal, 16) & 0xFF)
        invalid = True
        return other or ""

    value = _ESCAPE.sub(replace, text)
    return None if invalid else value


_PLURAL_FORMS = re.compile(r"nplurals\s*=\s*(\d+)\s*;\s*plural\s*=\s*([^;]+?)\s*;?\s*$")


def plural_rule(po: PoFile, tag: str | None, display: str) -> tuple[int, str]:
    """The number of plural forms and the C expression that picks one, from the header's
    ``Plural-Forms``, or the locale's own rule when the header has none.

    A rule that cannot be read is an error only for a catalog with plural entries, which
    need it; msgfmt too accepts the file otherwise (it checks the rule under ``--check``).
    """
    value = po.header().get("Plural-Forms")
    match = _PLURAL_FORMS.search(value) if value is not None else None
    if match is not None:
        try:
            gettext.c2py(match.group(2))
            return int(match.group(1)), match.group(2)
        except (ValueError, SyntaxError, RecursionError):
            pass
    if value is not None and any(e.msgid_plural is not None for e in po.entries):
        raise ProblemsFound(
            [
                _problem(
                    display,
                    po.header_line("Plural-Forms"),
                    "po-header",
                    f"the header's Plural-Forms cannot be read: {value[:80]}",
                    "write it as `nplurals=2; plural=(n != 1);` (the rule of your language: "
                    "see the gettext manual's table of plural forms)",
                )
            ]
        )
    rule = Catalog(locale=babel_locale(tag) if tag else None)
    return rule.num_plurals, str(rule.plural_expr)
