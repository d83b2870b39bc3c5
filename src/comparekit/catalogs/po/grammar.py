"""GNU gettext's PO grammar as a small state machine, fed one line at a time.

Owns the entries' shape (``PoEntry``) and every syntax rule msgfmt applies, each error at the
line msgfmt names with a hint that fits it; ``po.read`` decodes the file and feeds the lines.
"""

from __future__ import annotations

import re

import msgspec

from comparekit.errors import Problem

FLAG_SEPARATORS = re.compile(r"[\n \t\r\f\v,]+")

KEYWORDS = ("domain", "msgctxt", "msgid", "msgid_plural", "msgstr")
SIMPLE_LINE = re.compile(
    r'(msgctxt|msgid|msgid_plural|msgstr|msgstr\[(\d+)\])[ \t]+"([^"\\]*)"[ \t]*'
)
CONTINUATION_LINE = re.compile(r'"([^"\\]*)"[ \t]*')
# A quoted string and the blanks after it; possessive, so a string left open fails at once.
_QUOTED = re.compile(r'"((?:[^"\\]++|\\.)*+)"[ \t\r\f\v]*+', re.DOTALL)
_AFTER_KEYWORD = ("", " ", "\t", "\r", "\f", "\v", '"', "#")  # msgfmt's blanks, a string, a comment
_KEYWORD = re.compile(
    r"(domain|msgctxt|msgid_plural|msgid|msgstr)(?:[ \t\r\f\v]*\[[ \t\r\f\v]*(\d+)[ \t\r\f\v]*\])?"
)
_ESCAPE = re.compile(r"\\(?:([ntrbfva\\\"])|([0-7]{1,3})|x([0-9A-Fa-f]+)|(.?))", re.DOTALL)
_SIMPLE_ESCAPES = dict(zip('ntrbfva\\"', '\n\t\r\b\f\v\a\\"', strict=True))  # \n → newline …
# An octal or hex escape is a byte to gettext, not a character: until its string is whole,
# byte B stands as the lone surrogate U+DC00+B, which no decoded file holds.
_BYTE = 0xDC00
_BYTES = re.compile("[\udc00-\udcff]+")
_NUL = chr(_BYTE)  # gettext ends a string at a NUL byte, and drops the rest


class PoEntry(msgspec.Struct, array_like=True, gc=False):
    """One message as the file gives it; ``strings`` holds ``msgstr`` or each ``msgstr[N]``.

    A struct, not a dataclass: made a hundred thousand times for a large catalog, and kept
    in the cache as a list of fields, which decodes several times faster. It holds strings
    only, so it needs no place in the garbage collector's cycles (``gc=False``)."""

    msgid: str = ""
    msgid_plural: str | None = None
    strings: list[str] = []  # each entry gets its own list
    context: str | None = None
    translator_comments: list[str] = []
    extracted_comments: list[str] = []
    references: list[str] = []
    flags: list[str] = []
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


# Characters a message may not show as they are: a terminal acts on ESC or BEL (setting
# its title, clearing the screen) instead of showing them, and a NUL shows nothing.
_UNSHOWABLE = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]")


def quoted(text: str, limit: int = 40) -> str:
    """A piece of a PO line fit to quote in a message: each control character as its code
    point, and a long piece cut.

    >>> quoted("\x1b]0;T\x07 keyword")
    '<U+001B>]0;T<U+0007> keyword'
    """
    cut = text[:limit]
    shown = _UNSHOWABLE.sub(lambda m: f"<U+{ord(m.group()):04X}>", cut)
    return shown + ("…" if len(text) > limit else "")


def problem_at(display: str, line: int | None, code: str, message: str, hint: str) -> Problem:
    return Problem(display, line, None, code, message, hint=hint)


HINTS = {
    "syntax": 'each line is a keyword and a "quoted string", or a "quoted string" continuing '
    "the one above",
    "unknown keyword": "PO keywords are msgctxt, msgid, msgid_plural, msgstr and msgstr[N]",
    "domain": "remove the line: a comparekit catalog holds one domain, its own",
    "end of line": 'close the string on its line; continue a long text on the next line in "…"',
    "escape": 'escapes are \\n \\t \\" \\\\ and the like; write a backslash as \\\\',
    "no msgstr": 'give the entry a msgstr line (msgstr "" if it is not translated yet)',
    "no msgid": "every entry needs a msgid line before its msgstr",
    "no plural": 'a singular entry has one msgstr "…", not msgstr[N]',
    "index": "number the plural forms msgstr[0], msgstr[1], … without gaps",
    "duplicate": "keep one of the two entries (msgfmt refuses both): merge their translations",
    "previous": "#| lines go right before the msgctxt or msgid they describe",
    "previous line": '#| lines hold the old text: #| msgid "…", continued on #| lines in "…"',
    "previous order": "#| lines hold the old text in order, each keyword once: #| msgctxt (if "
    "the entry had one), #| msgid, then #| msgid_plural (if it was plural)",
    "plural order": "write msgid_plural right after the msgid it is the plural of",
    "obsolete": "mark every line of an obsolete entry with #~, and no line of a current one",
    "second msgstr": 'an entry has one msgstr: continue a long translation on the next line in "…"',
    "lone msgctxt": "follow the msgctxt with its entry's msgid and msgstr, or delete it",
    "plural msgstr": "give a plural entry msgstr[0], msgstr[1], …: one per plural form",
    "bytes": "spell a character as itself, or escape every one of its bytes in the "
    "catalog's charset (\\xe7\\xa8\\xae is 種 in UTF-8)",
    "nul": "delete the \\0: gettext ends the string there and drops the rest of it",
    "backslash": "end the comment with another character: a backslash at the end of a line "
    "joins the next line to it",
    "line end": "save the file with LF (or CRLF) line ends: gettext ends no line at a "
    "carriage return alone, so a comment runs on over what follows it",
}


class Grammar:
    """The grammar as a small state machine fed one line at a time."""

    def __init__(
        self, display: str, notes: bool = True, charset: str = "utf-8", domains: bool = False
    ) -> None:
        self.display = display
        # Whether a domain line is read (as msgfmt does) or refused (as ``msgfmt -c -o``
        # does): a catalog of comparekit's is one domain's, and the entries after a domain
        # line are another file's to msgfmt, not translations of this one.
        self.domains = domains
        self.charset = charset  # what escaped bytes are decoded in
        self.notes = notes  # whether entries keep their extracted comments and references
        self.entries: list[PoEntry] = []
        self.problems: list[Problem] = []
        self.pending = PoEntry()  # comments read for the entry to come
        self.current: PoEntry | None = None  # the entry whose keywords are being read
        self.field = ""  # the keyword the next continuation string belongs to
        # The strings of ``field`` read so far, joined once it ends: adding each to the
        # whole so far took time quadratic in the number of continuation lines.
        self.parts: list[str] = []
        self.bytes_line = 0  # the first line of ``parts`` with an escaped byte, if any
        # A keyword whose string is still to come, on a line after it (msgfmt reads
        # tokens: ``msgid`` and ``"a"`` may be lines apart); its line.
        self.awaiting = ""
        self.awaiting_line = 0
        self.obsolete_entry = False  # whether the entry being read is obsolete (#~)
        self.stage = "none"  # none | context | msgid | plural | msgstr
        self.previous_field = ""
        self.previous_obsolete = False  # whether the #| lines read were #~| lines
        self.after_previous = False  # a comment came after #| lines
        self.domain: str | None = None
        self.broken = False  # a string of the current entry could not be read
        self.seen: dict[tuple[str | None, str], int] = {}

    def error(self, number: int, kind: str, message: str, code: str = "po-syntax") -> None:
        self.problems.append(problem_at(self.display, number, code, message, HINTS[kind]))

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
                self.previous(number, rest[1:].strip(" \t"), obsolete=True)
            else:
                self.syntax(number, rest.strip(" \t"), 2, obsolete=True)
            return
        if kind == "|":
            self.previous(number, line[2:].strip(" \t"))
            return
        if "\r" in line:
            # msgfmt reads a carriage return as a space, not a line end: from here on, the
            # whole of a file saved with CR line ends (old Mac editors) is this comment.
            self.error(
                number,
                "line end",
                "a carriage return inside a comment: gettext reads the rest of the line, "
                "whatever follows the carriage return, as the comment",
                "po-line-end",
            )
        self.end_strings(number)
        if self.pending.previous_msgid is not None or self.pending.previous_context is not None:
            self.after_previous = True
        if kind == ",":
            # gettext ends a flag at a comma or any white space: `#, fuzzy md-text` is two
            self.pending.flags += [f for f in FLAG_SEPARATORS.split(line[2:]) if f]
        elif kind == ".":
            if self.notes:
                self.pending.extracted_comments.append(line[2:].strip(" \t"))
        elif kind == ":":
            if self.notes:
                self.pending.references += line[2:].split()
        else:
            self.pending.translator_comments.append(line[2:] if kind == " " else line[1:])

    def end_strings(self, number: int) -> None:
        """A comment ends the strings before it; inside an entry's keywords, the entry."""
        if self.parts or self.bytes_line:
            self.flush()
        if self.awaiting:
            # msgfmt names the line after the comment, where its reading of it ended.
            self.missing_string(number + 1)
            self.stage, self.field, self.current = "none", "", None
            return
        self.close_strings()
        self.interrupt(number)

    def interrupt(self, number: int) -> None:
        """A comment or a stray token inside an entry's keywords ends it, unfinished."""
        if self.stage in ("context", "msgid", "plural"):
            if self.parts or self.bytes_line:
                self.flush()
            self.incomplete(number, self.stage)
            self.stage, self.field, self.current = "none", "", None

    def previous(self, number: int, line: str, obsolete: bool = False) -> None:
        """A ``#|`` line: a previous msgctxt, msgid or msgid_plural, or a continuation."""
        self.end_strings(number)
        if not line:
            return  # a bare #|: msgfmt and msgcat pass over it
        self.previous_obsolete = obsolete
        keyword = line.split(None, 1)[0] if line and line[0] != '"' else ""
        if keyword:
            if keyword not in _PREVIOUS_AFTER:
                self.error(number, "previous line", f"cannot read this #| line: {quoted(line)}")
                return
            if self.previous_field not in _PREVIOUS_AFTER[keyword]:  # as msgfmt refuses it
                self.error(number, "previous order", _out_of_order(keyword, self.previous_field))
                return
            line = line[len(keyword) :].lstrip(" \t")
            self.previous_field = keyword
            if not line:  # its string on the #| line after: msgfmt reads tokens
                name = _PREVIOUS_FIELDS[keyword]
                setattr(self.pending, name, getattr(self.pending, name) or "")
                return
        elif not self.previous_field:
            self.error(number, "previous line", f"cannot read this #| line: {quoted(line)}")
            return
        value, rest = self.strings(number, line, len(keyword))
        if value is None:
            return
        if rest and rest[0] != "#":
            self.error(number, "previous line", f"cannot read this #| line: {quoted(line)}")
            return
        if _BYTES.search(value):
            value = self.decoded(value, number)
            if value is None:
                return
        name = _PREVIOUS_FIELDS[self.previous_field]
        setattr(self.pending, name, (getattr(self.pending, name) or "") + value)
        if rest:
            self.comment(number, rest)

    # --- keywords and strings ------------------------------------------------------------

    def syntax(self, number: int, line: str, offset: int, obsolete: bool) -> None:
        if line[0] == "#":  # a comment after the strings of a line: msgfmt reads tokens
            self.comment(number, line)
            return
        simple = SIMPLE_LINE.fullmatch(line)
        if simple is not None:
            keyword, index, value = simple.groups()
            if keyword.startswith("msgstr["):
                keyword = "msgstr"
            self.keyword(number, keyword, int(index) if index is not None else None, obsolete)
            self.append(value)
            return
        if line[0] == '"':
            continuation = CONTINUATION_LINE.fullmatch(line)
            value, rest = (
                (continuation.group(1), "") if continuation else self.strings(number, line, offset)
            )
            if value is None:
                return
            if self.awaiting:  # the first string of a keyword on a line before
                self.field, self.awaiting = self.awaiting, ""
            elif not self.field:
                self.error(number, "syntax", "a string with no keyword before it")
                return
            if obsolete != self.obsolete_entry:
                self.error(number, "obsolete", "inconsistent use of #~")
            self.append_escaped(number, value)
            if rest:
                self.syntax(number, rest, offset, obsolete)
            return
        match = _KEYWORD.match(line)
        if match is None or (line[match.end() : match.end() + 1] not in _AFTER_KEYWORD):
            word = re.match(r"[^\s\"]*", line)
            name = word.group() if word else line
            self.error(number, "unknown keyword", f'keyword "{quoted(name)}" unknown')
            self.interrupt(number)
            return
        keyword, index = match.group(1), match.group(2)
        if index is not None and keyword != "msgstr":
            self.error(number, "syntax", f"syntax error: {keyword} takes no [N]")
            self.interrupt(number)
            return
        after = line[match.end() :].lstrip(" \t\r\f\v")
        if keyword != "domain" and (not after or after[0] == "#"):
            # Its string may come on a line after (msgfmt reads tokens, not lines).
            self.keyword(number, keyword, int(index) if index is not None else None, obsolete)
            if self.stage != "none" and self.field == keyword:
                self.awaiting, self.awaiting_line, self.field = keyword, number, ""
            if after:
                self.comment(number, after)
            return
        if keyword == "domain":
            self.start_domain(number, after, offset + match.end())
            return
        value, rest = self.strings(number, after, offset + match.end())
        # A keyword whose string was broken still counts: one error, not a cascade.
        self.keyword(number, keyword, int(index) if index is not None else None, obsolete)
        if value is not None:
            self.append_escaped(number, value)
        else:
            self.broken = True
        if rest:
            self.syntax(number, rest, offset, obsolete)

    def start_domain(self, number: int, text: str, offset: int) -> None:
        """A ``domain`` line: between entries only, with one string; the entries after it
        are the domain's. What comes before it is done with: the strings of the entry
        before, and comments, which belong to no entry (msgfmt and msgcat drop them)."""
        self.end_strings(number)  # inside an entry's keywords, the entry ends unfinished
        if self.has_previous():
            message = "syntax error: a domain line between #| lines and their msgid"
            self.error(number, "previous", message)
        self.pending, self.after_previous = PoEntry(), False
        first = _QUOTED.match(text)
        after = text[first.end() :] if first is not None else ""
        if first is not None and after and after[0] != "#":
            self.error(number, "syntax", "syntax error: a domain line takes one string")
            return
        value, rest = self.strings(number, text, offset)
        self.domain = None if value is None else self.decoded(value, number)
        if self.domain is not None and not self.domains:
            message = (
                f"a domain line (domain {self.domain!r}): msgfmt puts the entries after it"
                " in another catalog"
            )
            self.error(number, "domain", message, "po-domain")
        self.field = ""
        if rest:
            self.comment(number, rest)

    def strings(self, number: int, text: str, offset: int) -> tuple[str | None, str]:
        """The value of the quoted strings at the start of ``text`` (None after an error),
        and what follows them on the line: nothing, a comment, or the next keyword (msgfmt
        reads tokens, not lines: ``msgid "a" msgstr "b"`` is one entry). An escaped byte
        stands as U+DC00 + its value until ``decoded``."""
        parts = []
        position = 0
        while True:
            if position >= len(text) or text[position] != '"':
                self.error(number, "syntax", f"a quoted string was expected: {text[:60]}")
                return None, ""
            quoted = _QUOTED.match(text, position)
            if quoted is None:
                # msgfmt names the line after, where it met the end of line.
                self.error(
                    number + 1,
                    "end of line",
                    f"end-of-line within string (the string opened on line {number})",
                )
                return None, ""
            value = unescape(quoted.group(1))
            if value is None:
                self.error(number, "escape", "invalid control sequence")
                return None, ""
            if "\x00" in value or _NUL in value:
                self.error(number, "nul", "a NUL character (\\0) in a string", "po-nul")
                return None, ""
            parts.append(value)
            position = quoted.end()
            if position >= len(text):
                return "".join(parts), ""
            if text[position] != '"':
                return "".join(parts), text[position:]

    def missing_string(self, number: int) -> None:
        """The keyword read last never got its string."""
        self.error(
            number,
            "syntax",
            f"syntax error: {self.awaiting} on line {self.awaiting_line} has no string",
        )
        self.awaiting, self.broken = "", True

    def keyword(self, number: int, keyword: str, index: int | None, obsolete: bool) -> None:
        if self.parts or self.bytes_line:
            self.flush()
        if self.awaiting:
            self.missing_string(number)
        stage = self.stage
        if (
            obsolete != self.obsolete_entry  # first: in all but broken files, equal
            and stage != "none"
            and keyword != "msgctxt"
            and (keyword != "msgid" or stage == "context")
        ):
            self.error(number, "obsolete", "inconsistent use of #~")
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
                self.error(number, "plural order", "msgid_plural must follow a msgid")
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
                self.error(number, "plural msgstr", "syntax error: a plural entry needs msgstr[N]")
            elif index is not None and entry.msgid_plural is None:
                self.error(entry.line, "no plural", "missing 'msgid_plural' section")
            elif index is not None and index != len(entry.strings):
                self.error(number, "index", "plural form has wrong index")
            elif index is None and stage == "msgstr":
                self.error(number, "second msgstr", "syntax error: a second msgstr")
            if stage != "msgstr":
                entry.string_line = number
                self.finish_entry(entry)
            entry.strings.append("")
            self.stage = "msgstr"
        self.field = keyword

    def start(self, number: int, obsolete: bool) -> None:
        if self.after_previous:
            self.error(number, "previous", "syntax error: a comment between #| lines and the msgid")
        elif self.pending.previous_context is not None and self.pending.previous_msgid is None:
            self.error(number, "previous order", "syntax error: a #| msgctxt with no #| msgid")
        elif self.has_previous() and self.previous_obsolete != obsolete:
            self.error(number, "obsolete", "inconsistent use of #~")
        entry, self.pending = self.pending, PoEntry()
        self.broken = False
        entry.obsolete, entry.domain, entry.line = obsolete, self.domain, number
        self.current = entry
        self.obsolete_entry = obsolete
        self.after_previous = False
        self.previous_field = ""

    def has_previous(self) -> bool:
        pending = self.pending
        return not (
            pending.previous_context is None
            and pending.previous_msgid is None
            and pending.previous_plural is None
        )

    def incomplete(self, number: int, stage: str) -> None:
        entry = self.current
        if stage == "context":
            self.error(number, "lone msgctxt", "syntax error: a msgctxt with no msgid after it")
        elif entry is not None:
            self.error(entry.line, "no msgstr", "missing 'msgstr' section")

    def append(self, value: str) -> None:
        """Store the first string of a keyword; the strings after it wait in ``parts``."""
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

    def append_escaped(self, number: int, value: str) -> None:
        """A string that may hold escaped bytes, read into ``parts``."""
        if not self.bytes_line and _BYTES.search(value):
            self.bytes_line = number
        self.parts.append(value)

    def flush(self) -> None:
        """Store the strings read for the current field at once, and decode the bytes its
        escapes spell once the field is whole (a character's may span strings)."""
        parts = self.parts
        if parts:
            self.parts = []
            entry = self.current
            if self.field == "msgstr" and entry is not None and entry.strings:
                entry.strings[-1] += "".join(parts)  # the usual wrapped translation
            else:
                self.append("".join(parts))
        if not self.bytes_line:
            return
        number, self.bytes_line = self.bytes_line, 0
        entry, field = self.current, self.field
        if entry is None or field not in ("msgctxt", "msgid", "msgid_plural", "msgstr"):
            return
        if field == "msgstr":
            whole = entry.strings[-1] if entry.strings else ""
        else:
            whole = getattr(entry, "context" if field == "msgctxt" else field) or ""
        decoded = self.decoded(whole, number)
        if decoded is None:
            self.broken = True  # an error is recorded: no entry of this file is used
        elif field == "msgstr":
            entry.strings[-1] = decoded
        else:
            setattr(entry, "context" if field == "msgctxt" else field, decoded)

    def decoded(self, value: str, number: int) -> str | None:
        """``value`` with its escaped bytes read as msgfmt and msgunfmt read them: joined
        with the bytes of the text around them, then decoded in the catalog's charset."""
        pieces, done = [], 0
        try:
            for run in _BYTES.finditer(value):
                pieces.append(value[done : run.start()].encode(self.charset))
                pieces.append(bytes(ord(byte) - _BYTE for byte in run.group()))
                done = run.end()
            pieces.append(value[done:].encode(self.charset))
            return b"".join(pieces).decode(self.charset)
        except UnicodeError:
            self.error(
                number,
                "bytes",
                f"the bytes its escapes spell are not {self.charset} text, as the header says",
                "po-charset",
            )
            return None

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
                problem_at(
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
        if self.parts or self.bytes_line:
            self.flush()
        if self.awaiting:
            self.missing_string(last)
        if self.stage in ("msgid", "plural") and self.current is not None:
            self.error(self.current.line, "no msgstr", "missing 'msgstr' section")
        elif self.stage == "context":
            self.error(last, "lone msgctxt", "syntax error: a msgctxt with no msgid after it")
        if self.has_previous():
            self.error(last, "previous", "syntax error: #| lines with no entry after them")
        for entry in self.entries:
            # The usual entry, told in a few comparisons: one translation, no line break
            # at either end of it or of its msgid (this loop sees every entry of the file).
            strings = entry.strings
            if (
                len(strings) == 1
                and entry.msgid_plural is None
                and strings[0][:1] != "\n"
                and strings[0][-1:] != "\n"
                and entry.msgid[:1] != "\n"
                and entry.msgid[-1:] != "\n"
            ):
                continue
            if not entry.obsolete and not entry.fuzzy and entry.msgid:
                self.check_newlines(entry)

    def check_newlines(self, entry: PoEntry) -> None:
        """msgfmt's own check of every translated entry: a translation begins and ends
        with a line break exactly where its msgid does. msgfmt leaves out an entry whose
        first form is untranslated before it checks, so that one is not checked."""
        if not entry.strings[0]:
            return
        plural = entry.msgid_plural
        for where, test in (("begin", str.startswith), ("end", str.endswith)):
            if plural is not None and test(entry.msgid, "\n") != test(plural, "\n"):
                self.problems.append(
                    problem_at(
                        self.display,
                        entry.string_line,
                        "po-newline",
                        f"'msgid' and 'msgid_plural' entries do not both {where} with '\\n'",
                        f"{where} the English plural with a line break where its singular has "
                        "one: in the source, then run update",
                    )
                )
                return
        for index, translation in enumerate(entry.strings):
            english = (
                entry.msgid if index == 0 or entry.msgid_plural is None else entry.msgid_plural
            )
            if not translation:
                continue
            for where, test in (("begin", str.startswith), ("end", str.endswith)):
                if test(english, "\n") != test(translation, "\n"):
                    self.problems.append(
                        problem_at(
                            self.display,
                            entry.string_line,
                            "po-newline",
                            f"'msgid' and 'msgstr' entries do not both {where} with '\\n'",
                            f"{where} the translation with a line break (\\n) where the "
                            "English has one, and only there",
                        )
                    )
                    return


_PREVIOUS_FIELDS = {
    "msgctxt": "previous_context",
    "msgid": "previous_msgid",
    "msgid_plural": "previous_plural",
}
# The #| keyword each #| keyword may follow (none: ""), as msgfmt's grammar has them.
_PREVIOUS_AFTER = {"msgctxt": ("",), "msgid": ("", "msgctxt"), "msgid_plural": ("msgid",)}


def _out_of_order(keyword: str, last: str) -> str:
    if keyword == last:
        return f"syntax error: a second #| {keyword}"
    if not last or keyword == "msgid_plural":
        return f"syntax error: #| {keyword} with no #| msgid before it"
    return f"syntax error: #| {keyword} after #| {last}"


def unescape(text: str) -> str | None:
    if "\\" not in text:
        return text
    invalid = False

    def replace(match: re.Match[str]) -> str:
        nonlocal invalid
        simple, octal, hexadecimal, other = match.groups()
        if simple is not None:
            return _SIMPLE_ESCAPES[simple]
        if octal is not None:  # msgfmt keeps the low byte, as C's char does
            return chr(_BYTE + (int(octal, 8) & 0xFF))
        if hexadecimal is not None:
            return chr(_BYTE + (int(hexadecimal, 16) & 0xFF))
        invalid = True
        return other or ""

    value = _ESCAPE.sub(replace, text)
    return None if invalid else value
