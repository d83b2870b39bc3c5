"""The PO text of a catalog as GNU ``msgcat --no-wrap`` writes it (``po_wrap = "newlines"``).

Teams whose catalogs pass through ``msgcat``, ``msgmerge --no-wrap`` or Weblate's "only
wrap at newlines" get back the very bytes those tools write, so neither side rewraps the
other's work. The rules are GNU gettext's ``write-po.c``, with its default page width and
no string wrapping:

- a string is one quoted line, or ``""`` and one line per ``\\n``-ended piece of it when a
  ``\\n`` is followed by more text;
- escapes are C's (``\\a \\b \\f \\n \\r \\t \\v \\\\ \\"``); every other character is
  written as it is;
- comments are never wrapped; ``#:`` references are, at 79 columns;
- ``#,`` flags: ``fuzzy`` first (left out on an untranslated entry, as GNU does), format
  flags next;
- an obsolete entry keeps its translator comments, flags and ``#~|`` lines.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence

from babel.messages.catalog import Catalog, Message

from comparekit.catalogs.po.write import (
    header_comment,
    header_message,
    location_names,
    other_flags,
    previous_context,
)

# msgcat's default page width: it still wraps ``#:`` references at it with --no-wrap.
GNU_PAGE_WIDTH = 79

_C_ESCAPES = {
    "\a": "\\a",
    "\b": "\\b",
    "\f": "\\f",
    "\n": "\\n",
    "\r": "\\r",
    "\t": "\\t",
    "\v": "\\v",
    "\\": "\\\\",
    '"': '\\"',
}
_TO_ESCAPE = re.compile('[\a\b\f\n\r\t\v\\\\"]')
_PIECE = re.compile(r"[^\n]*\n|[^\n]+")  # a line with its \n, or a last one without
# GNU's order of the format flags comparekit's catalogs may carry (its ``format_language``).
_FORMAT_ORDER = ("c-format", "objc-format", "python-format", "python-brace-format")


def gnu_escape(text: str) -> str:
    """A quoted PO literal with C's escapes, as GNU writes it."""
    return '"' + _TO_ESCAPE.sub(lambda match: _C_ESCAPES[match.group()], text) + '"'


def string_lines(prefix: str, keyword: str, text: str, out: list[str]) -> None:
    """``keyword "…"`` lines of one string, unwrapped but at each inner ``\\n``."""
    pieces = _PIECE.findall(text)
    if len(pieces) <= 1:
        out.append(f"{prefix}{keyword} {gnu_escape(text)}\n")
        return
    out.append(f'{prefix}{keyword} ""\n')
    out.extend(f"{prefix}{gnu_escape(piece)}\n" for piece in pieces)


def format_catalog_unwrapped(catalog: Catalog) -> str:
    """The text ``msgcat --no-wrap`` writes for the catalog comparekit would write."""
    return "".join(unwrapped_pieces(catalog))


# Entries in each piece of a catalog's text given out by ``unwrapped_pieces``.
PIECE_ENTRIES = 1_000


def unwrapped_pieces(catalog: Catalog) -> Iterator[str]:
    """``format_catalog_unwrapped``'s text in pieces, each ending after a whole entry: for
    a writer that streams a catalog out rather than holding all of its text."""
    out: list[str] = []
    for line in header_comment(catalog).splitlines():
        out.append(f"{line}\n")
    _message(header_message(catalog), catalog.num_plurals, out)
    for count, message in enumerate(catalog._messages.values(), 1):
        out.append("\n")
        _message(message, catalog.num_plurals, out)
        if count % PIECE_ENTRIES == 0:
            yield "".join(out)
            out.clear()
    for count, message in enumerate(catalog.obsolete.values(), 1):
        out.append("\n")
        _comments("#", message.user_comments, out)
        _flags(message, out)
        _previous(message, "#~| ", out)
        _strings(message, catalog.num_plurals, "#~ ", out)
        if count % PIECE_ENTRIES == 0:
            yield "".join(out)
            out.clear()
    yield "".join(out)


def _message(message: Message, plurals: int, out: list[str]) -> None:
    _comments("#", message.user_comments, out)
    _comments("#.", message.auto_comments, out)
    if message.locations:
        _references(location_names(message.locations), out)
    _flags(message, out)
    _previous(message, "#| ", out)
    _strings(message, plurals, "", out)


def _comments(mark: str, comments: Iterable[str], out: list[str]) -> None:
    for comment in comments:
        out.extend(f"{mark} {line}\n" if line else f"{mark}\n" for line in comment.split("\n"))


def _references(locations: Sequence[str], out: list[str]) -> None:
    """``#:`` lines filled up to the page width: GNU counts a name's bytes, not its
    isolating marks."""
    line, column = "#:", 2
    for location in locations:
        width = len(location.strip("\u2068\u2069").encode("utf-8")) + 1
        if column > 2 and column + width > GNU_PAGE_WIDTH:
            out.append(f"{line}\n")
            line, column = "#:", 2
        line += f" {location}"
        column += width
    out.append(f"{line}\n")


def _flags(message: Message, out: list[str]) -> None:
    strings = message.string if isinstance(message.string, (list, tuple)) else [message.string]
    translated = bool(strings and strings[0])
    # Other tools' flags that GNU does not know (and drops) go last, in their entry's order.
    others = [flag for flag in other_flags(message) if not _gnu_knows(flag)]
    rest = sorted(
        (flag for flag in message.flags if flag not in ("fuzzy", "no-wrap", *others)),
        key=lambda flag: (_FORMAT_ORDER.index(flag) if flag in _FORMAT_ORDER else 99, flag),
    )
    flags = [
        *(["fuzzy"] if message.fuzzy and translated else []),
        *rest,
        *(["no-wrap"] if "no-wrap" in message.flags else []),
        *others,
    ]
    if flags:
        out.append(f"#, {', '.join(flags)}\n")


def _gnu_knows(flag: str) -> bool:
    """A flag GNU writes in a place of its own: a format flag, ``range:``, ``no-wrap``."""
    return flag.endswith("-format") or flag.startswith("range:") or flag in ("fuzzy", "no-wrap")


def _previous(message: Message, prefix: str, out: list[str]) -> None:
    context = previous_context(message)
    if context is not None:
        string_lines(prefix, "msgctxt", context, out)
    for keyword, text in zip(("msgid", "msgid_plural"), message.previous_id or (), strict=False):
        string_lines(prefix, keyword, text, out)


def _strings(message: Message, plurals: int, prefix: str, out: list[str]) -> None:
    if message.context is not None:
        string_lines(prefix, "msgctxt", message.context, out)
    if isinstance(message.id, (list, tuple)):
        string_lines(prefix, "msgid", message.id[0], out)
        string_lines(prefix, "msgid_plural", message.id[1], out)
        strings = [*(message.string or ()), *([""] * plurals)]
        for index in range(plurals):
            string_lines(prefix, f"msgstr[{index}]", strings[index], out)
    else:
        string_lines(prefix, "msgid", message.id, out)
        string_lines(prefix, "msgstr", str(message.string or ""), out)
