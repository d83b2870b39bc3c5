"""The PO text of a Babel catalog, written the way Babel's ``write_po`` writes it, faster.

At a thousand articles Babel's writer was two thirds of ``update``: it wraps every comment
with ``textwrap`` and escapes each piece of a string several times. This writer gives the
same bytes (a property test and every shipped catalog hold it to that) with the common cases
taken directly: a comment that fits on its line, a string that needs no wrapping. Anything
else goes through the very rules Babel uses, copied here step for step, quirks included
(the prefix counted once per word when an obsolete string is wrapped, a trailing empty
piece turned into a newline), because a catalog must not change when only the writer did.

Only what comparekit asks of Babel is reproduced: width ``PO_WIDTH``, previous msgids
included (formatted like a msgid, not as prose: see ``previous_lines``), locations with
line numbers, no sorting, obsolete entries kept. Two things Babel's catalog would drop are
kept and written too: other tools' header fields (after Babel's own) and msgmerge's
``#| msgctxt``. One thing is written otherwise: a glossary or suggestion note stays on
one line (``UNWRAPPED_NOTES``). (``gnuform`` writes the same catalog as ``msgcat --no-wrap``
does.)
"""

from __future__ import annotations

import functools
import os
import re
from bisect import bisect_left
from collections.abc import Callable, Iterator, Sequence
from itertools import accumulate

from babel.messages.catalog import Catalog, Message
from babel.util import TextWrapper  # textwrap split at Unicode spaces, filenames whole

PO_WIDTH = 76

# What textwrap treats as whitespace (it expands or replaces these); a comment without
# them that fits in the width is written as it is.
_WRAP_WHITESPACE = frozenset("\t\n\x0b\x0c\r")
# Babel's WORD_SEP, splitting the same way in linear time. Babel's hyphenated-word part
# (``[^\s\w]*\w+[a-zA-Z]-``) rescans a run of letters from each of its characters, which
# is quadratic in the run, and a CJK sentence is one run. A hyphen can only follow the end
# of a run, and a match never ends inside one, so that part is tried only where a run
# begins, and takes the run whole. Held equal to WORD_SEP by a property test.
WORD_SEPARATOR = re.compile(
    r"(\s+|"  # any whitespace
    r"[^\s\w]*+(?<!\w)(?=\w\w)\w++(?<=[a-zA-Z])-(?=\w+[a-zA-Z])|"  # hyphenated words
    r"(?<=[\w\!\"\'\&\.\,\?])-{2,}(?=\w))"  # em-dash
)
_WHITESPACE = re.compile(r"(\s+)")
_ESCAPED = re.compile(r'[\\\t\r\n"]')
_NOT_ONE_SPACE = re.compile(r"[^\S ]| {2}")  # whitespace but a single space
_COMMENT_WRAPPER = TextWrapper(width=PO_WIDTH, break_long_words=False)
_HEADER_WRAPPER = TextWrapper(width=PO_WIDTH, subsequent_indent="# ", break_long_words=False)


def escape(string: str) -> str:
    """A PO string literal: Babel's escaping (backslash, tab, CR, LF and the quote only)."""
    if _ESCAPED.search(string) is None:
        return f'"{string}"'
    return '"{}"'.format(
        string.replace("\\", "\\\\")
        .replace("\t", "\\t")
        .replace("\r", "\\r")
        .replace("\n", "\\n")
        .replace('"', '\\"')
    )


# A catalog says the same things many times (table-cell and glossary notes, the English of
# strings every article shares, its translations): each is worked out once per process.
MEMO = 1 << 16


# What makes a string more than one plain literal: a character to escape, or one at which
# ``str.splitlines`` ends a line.
_NOT_PLAIN = re.compile(r'[\\\t\n\r"\v\f\x1c-\x1e\x85\u2028\u2029]')


def quoted(string: str, prefix: str = "", width: int = PO_WIDTH) -> str:
    """A string as Babel's ``normalize`` writes it: one literal, or ``""`` and one quoted
    line per line of the text (``str.splitlines``: \\v and \\f end lines too), each line
    wrapped at spaces and hyphens so that it fits ``width``."""
    if len(string) + len(prefix) + 2 <= width and _NOT_PLAIN.search(string) is None:
        return f'"{string}"'  # most keys and short strings: not worth the memo's upkeep
    return _quoted(string, prefix, width)


@functools.lru_cache(maxsize=MEMO)
def _quoted(string: str, prefix: str, width: int) -> str:
    prefix_length = len(prefix)
    lines = string.splitlines(True)
    if len(lines) <= 1:
        literal = escape(string)
        if len(literal) + prefix_length <= width:
            return literal
    pieces: list[str] = []
    for line in lines:
        literal = escape(line)
        if len(literal) + prefix_length <= width:
            pieces.append(line)
        else:
            _wrap(line, len(literal) - len(line) > 2, prefix_length, width, pieces)
    if len(pieces) <= 1:
        return escape(string)
    if not pieces[-1]:  # Babel's own rule: an empty last piece becomes a newline
        del pieces[-1]
        pieces[-1] += "\n"
    return '""\n' + "\n".join([prefix + escape(piece) for piece in pieces])


def _wrap(line: str, escapes: bool, prefix_length: int, width: int, pieces: list[str]) -> None:
    """Babel's greedy wrapping of one line: each piece takes chunks while its quoted
    length stays under ``width``; a chunk longer than that gets a piece of its own."""
    chunks = _WHITESPACE.split(line)
    if "-" in line:
        # The hyphen parts of the separator neither match nor look across whitespace, so
        # they split each word on its own: the same chunks as the whole line at once.
        words, chunks = chunks, []
        for index, word in enumerate(words):
            if index % 2 == 0 and "-" in word:
                chunks.extend(WORD_SEPARATOR.split(word))
            else:
                chunks.append(word)
    if escapes:
        lengths = [len(escape(chunk)) - 2 + prefix_length for chunk in chunks]
    else:
        lengths = [len(chunk) + prefix_length for chunk in chunks]
    # Babel counts the prefix again for every chunk; so must we, for the same breaks.
    ends = list(accumulate(lengths, initial=0))  # ends[i]: quoted length of chunks[:i]
    start = 0
    while start < len(chunks):
        # The first chunk that would bring the piece to the width ends it.
        stop = bisect_left(ends, ends[start] + width - 2, lo=start + 1) - 1
        stop = max(stop, start + 1)
        pieces.append("".join(chunks[start:stop]))
        start = stop


# Notes written on one line whatever their length, where Babel would wrap them: a glossary
# note broken inside a term misleads, and a ``# suggestion:`` note that a reader takes
# back as two comments leaves its second line behind when ``update`` drops the note.
UNWRAPPED_NOTES = ("Glossary: ", "suggestion: ")


def comment_lines(comment: str, prefix: str, out: list[str]) -> None:
    """``#<prefix> …`` lines of a comment, wrapped like Babel's (its ``TextWrapper``), but
    for the ``UNWRAPPED_NOTES``."""
    if _fits(comment) or (
        comment.startswith(UNWRAPPED_NOTES) and _WRAP_WHITESPACE.isdisjoint(comment)
    ):  # most notes and references: not worth the memo's upkeep
        out.append(f"#{prefix} {comment}\n")
        return
    lines = _comment_text(comment, prefix)
    if lines:
        out.append(lines)


def _fits(comment: str) -> bool:
    """Whether Babel writes the comment as it is, on one line."""
    return (
        0 < len(comment) <= PO_WIDTH
        and _WRAP_WHITESPACE.isdisjoint(comment)
        and "\u2068" not in comment
        and comment == comment.strip()
    )


@functools.lru_cache(maxsize=MEMO)
def _comment_text(comment: str, prefix: str) -> str:
    if _WRAP_WHITESPACE.isdisjoint(comment) and "\u2068" not in comment:
        return "".join(f"#{prefix} {line.strip()}\n" for line in _wrapped(comment))
    # Tabs and line breaks (which textwrap rewrites) and isolated file names: Babel's own.
    return "".join(f"#{prefix} {line.strip()}\n" for line in _COMMENT_WRAPPER.wrap(comment))


# One line of words between single spaces, as textwrap fills it: the most whole words
# that fit in the width, or one word longer than that.
_FILLED_LINE = re.compile(rf"[^ ].{{0,{PO_WIDTH - 1}}}(?= |\Z)|[^ ]+")


def _wrapped(text: str) -> list[str]:
    """``_COMMENT_WRAPPER.wrap(text)`` for a text it would not rewrite (no tabs or line
    breaks, no isolated file names): textwrap's greedy filling, without its overhead."""
    if text and text == text.strip() and "--" not in text and not _NOT_ONE_SPACE.search(text):
        # Words between single spaces: a line takes words while it fits, and the space
        # it breaks at is dropped — textwrap's rule, a line at a time instead of a chunk.
        return _FILLED_LINE.findall(text)
    chunks = [chunk for chunk in _COMMENT_WRAPPER.wordsep_re.split(text) if chunk]
    lines: list[str] = []
    at, count = 0, len(chunks)
    while at < count:
        if lines and chunks[at].isspace():  # a line does not start with the space it broke at
            at += 1
        start, length = at, 0
        while at < count and length + len(chunks[at]) <= PO_WIDTH:
            length += len(chunks[at])
            at += 1
        if at == start and at < count:  # a word longer than the width: a line of its own
            at += 1
        end = at - 1 if at > start and chunks[at - 1].isspace() else at
        if end > start:
            lines.append("".join(chunks[start:end]))
    return lines


def previous_lines(keyword: str, text: str) -> str:
    """``#| msgid "…"`` lines quoted and wrapped exactly like the msgid itself.

    Babel word-wraps a previous msgid as if it were prose, breaking its quoting across
    ``#|`` lines; comparekit has always written them this way instead.
    """
    lines = quoted(text, width=PO_WIDTH - 3).split("\n")  # not splitlines: \v is text
    return "\n".join([f"#| {keyword} {lines[0]}", *(f"#| {line}" for line in lines[1:])])


# Messages from which a catalog's text is written in two halves side by side, when the
# caller can (a thousand articles' catalog takes seconds to write).
HALVES_FROM = 20_000

Halves = Callable[[Callable[[], str], Callable[[], str]], tuple[str, str]]


def format_catalog(catalog: Catalog, in_two: Halves | None = None) -> str:
    """The text Babel's ``write_po(catalog, width=PO_WIDTH, include_previous=True)``
    writes, with comparekit's ``#|`` lines. The catalog must hold no merge conflicts
    (Babel's ``add_conflict``; comparekit never records any).

    ``in_two(first, second)`` gives both texts; it may work them out side by side (each
    message is written on its own, so the halves join into the same text)."""
    messages = list(catalog._messages.values())
    if in_two is None or len(messages) < HALVES_FROM:
        return "".join(catalog_pieces(catalog))
    plurals, half = catalog.num_plurals, len(messages) // 2
    first, second = in_two(
        lambda: _messages_text(messages[:half], plurals),
        lambda: (
            _messages_text(messages[half:], plurals)
            + _obsolete_text(list(catalog.obsolete.values()), plurals)
        ),
    )
    return _header_text(catalog) + first + second


# Messages in each piece of a catalog's text given out by ``catalog_pieces``.
PIECE_MESSAGES = 1_000


def catalog_pieces(catalog: Catalog) -> Iterator[str]:
    """``format_catalog``'s text in pieces, each ending after a whole entry: for a writer
    that streams a catalog out rather than holding all of its text (at a thousand articles
    the text and its parts took a third of ``update``'s memory)."""
    plurals = catalog.num_plurals
    yield _header_text(catalog)
    messages = list(catalog._messages.values())
    for start in range(0, len(messages), PIECE_MESSAGES):
        yield _messages_text(messages[start : start + PIECE_MESSAGES], plurals)
    obsolete = list(catalog.obsolete.values())
    for start in range(0, len(obsolete), PIECE_MESSAGES):
        yield _obsolete_text(obsolete[start : start + PIECE_MESSAGES], plurals)


def header_comment(catalog: Catalog) -> str:
    """The catalog's header comment as it was set. Babel's ``header_comment`` puts the
    project's name, version and year in place of the words PROJECT, VERSION, YEAR and
    ORGANIZATION, which would change a translator's own lines (a copyright line that
    update keeps): ``msgmerge`` keeps them as they are written."""
    return catalog._header_comment or ""


def _header_text(catalog: Catalog) -> str:
    out: list[str] = []
    for line in header_comment(catalog).splitlines():
        if "\t" in line and line.startswith("#") and len(line) <= PO_WIDTH:
            out.append(f"{line}\n")  # a translator's tab stays, where Babel's wrapper expands it
        else:
            out.extend(f"{wrapped}\n" for wrapped in _HEADER_WRAPPER.wrap(line))
    if not out:
        out.append("\n")
    _write_message(header_message(catalog), catalog.num_plurals, out)
    return "".join(out)


def _messages_text(messages: Sequence[Message], plurals: int) -> str:
    out: list[str] = []
    for message in messages:
        _write_message(message, plurals, out)
    return "".join(out)


def _obsolete_text(messages: Sequence[Message], plurals: int) -> str:
    out: list[str] = []
    for message in messages:
        for comment in message.user_comments:
            comment_lines(comment, "", out)
        _message_lines(message, plurals, "#~ ", out)
        out.append("\n")
    return "".join(out)


def _write_message(message: Message, plurals: int, out: list[str]) -> None:
    for comment in message.user_comments:
        comment_lines(comment, "", out)
    for comment in message.auto_comments:
        comment_lines(comment, ".", out)
    if message.locations:
        comment_lines(" ".join(location_names(message.locations)), ":", out)
    if message.flags:
        out.append(f"#{', '.join(['', *written_flags(message)])}\n")
    previous = message.previous_id
    if previous:
        context = previous_context(message)  # msgmerge writes one only beside a msgid
        if context is not None:
            out.append(previous_lines("msgctxt", context) + "\n")
        out.append(previous_lines("msgid", previous[0]) + "\n")
        if len(previous) > 1:
            out.append(previous_lines("msgid_plural", previous[1]) + "\n")
    _message_lines(message, plurals, "", out)
    out.append("\n")


def location_names(locations: Sequence[tuple[str, int | None]]) -> list[str]:
    """The ``#:`` references: sorted by file and line, each written once (Babel's order)."""
    try:
        ordered = sorted(locations, key=lambda x: (x[0], (isinstance(x[1], int) and x[1]) or -1))
    except TypeError:
        ordered = list(locations)
    seen: dict[str, None] = {}
    for filename, lineno in ordered:
        location = filename.replace(os.sep, "/")
        if " " in location or "\t" in location:  # gettext's isolates around such a name
            if not location.startswith("\u2068"):
                location = "\u2068" + location
            if not location.endswith("\u2069"):
                location += "\u2069"
        if lineno:
            location = f"{location}:{lineno:d}"
        seen[location] = None
    return list(seen)


def _message_lines(message: Message, plurals: int, prefix: str, out: list[str]) -> None:
    if message.context:
        out.append(f"{prefix}msgctxt {quoted(message.context, prefix)}\n")
    if isinstance(message.id, (list, tuple)):
        out.append(f"{prefix}msgid {quoted(message.id[0], prefix)}\n")
        out.append(f"{prefix}msgid_plural {quoted(message.id[1], prefix)}\n")
        for index in range(plurals):
            try:
                string = message.string[index]  # type: ignore[index]
            except IndexError:
                string = ""
            out.append(f"{prefix}msgstr[{index:d}] {quoted(string, prefix)}\n")
    else:
        out.append(f"{prefix}msgid {quoted(message.id, prefix)}\n")
        out.append(f"{prefix}msgstr {quoted(message.string or '', prefix)}\n")  # type: ignore[arg-type]


# --- what other tools wrote, kept -------------------------------------------------------

# The header fields Babel writes itself; any other (X-Generator, X-Poedit-*, X-Crowdin-*,
# …) is another tool's, which Babel's catalog would drop: they are kept beside it.
BABEL_FIELDS = frozenset(
    name.lower()
    for name in (
        *("Project-Id-Version", "Report-Msgid-Bugs-To", "POT-Creation-Date"),
        *("PO-Revision-Date", "Last-Translator", "Language", "Language-Team"),
        *("Plural-Forms", "MIME-Version", "Content-Type", "Content-Transfer-Encoding"),
        "Generated-By",
    )
)
_OTHER_FIELDS = "_comparekit_other_fields"
_PREVIOUS_CONTEXT = "_comparekit_previous_context"
_FILE_FLAGS = "_comparekit_file_flags"
_OTHER_FLAGS = "_comparekit_other_flags"


def other_fields(catalog: Catalog | None) -> list[tuple[str, str]]:
    """The header fields of other tools a catalog was read with, in the file's order."""
    fields: list[tuple[str, str]] = getattr(catalog, _OTHER_FIELDS, [])
    return fields


def keep_other_fields(catalog: Catalog, fields: Sequence[tuple[str, str]]) -> None:
    """Have the header of ``catalog`` written with these fields of other tools, last."""
    setattr(catalog, _OTHER_FIELDS, [f for f in fields if f[0].lower() not in BABEL_FIELDS])


def previous_context(message: Message) -> str | None:
    """The ``#| msgctxt`` msgmerge wrote beside the previous msgid, if any."""
    context: str | None = getattr(message, _PREVIOUS_CONTEXT, None)
    return context


def keep_previous_context(message: Message, context: str | None) -> None:
    """Have the message written with this ``#| msgctxt`` beside its previous msgid."""
    setattr(message, _PREVIOUS_CONTEXT, context)


def header_message(catalog: Catalog) -> Message:
    """The header entry Babel makes of the catalog, with other tools' fields after its own."""
    header = next(iter(catalog))
    fields = other_fields(catalog)
    if fields:
        header.string = str(header.string) + "".join(f"{name}: {value}\n" for name, value in fields)
    return header


def keep_file_flags(message: Message, flags: Sequence[str]) -> None:
    """Remember the order of the flags as the file wrote them (Babel keeps a set)."""
    setattr(message, _FILE_FLAGS, list(flags))


def flags_in_order(message: Message) -> list[str]:
    """The message's flags in the order its file wrote them, or sorted."""
    read: list[str] = getattr(message, _FILE_FLAGS, [])
    return [flag for flag in read if flag in message.flags] + sorted(message.flags.difference(read))


def keep_other_flags(message: Message, flags: Sequence[str]) -> None:
    """Give the message these flags of other tools, to be written after comparekit's own
    in this order."""
    message.flags.update(flags)
    setattr(message, _OTHER_FLAGS, list(dict.fromkeys(flags)))


def other_flags(message: Message) -> list[str]:
    """The flags of other tools ``update`` kept on the message (``keep_other_flags``)."""
    return [flag for flag in getattr(message, _OTHER_FLAGS, []) if flag in message.flags]


def written_flags(message: Message) -> list[str]:
    """The ``#,`` flags as written: comparekit's own sorted (Babel's order), then the
    other tools' flags ``update`` kept, in their entry's order."""
    others = other_flags(message)
    return sorted(message.flags.difference(others)) + others
