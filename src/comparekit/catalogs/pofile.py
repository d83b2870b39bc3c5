"""PO files as Babel catalogs: read by GNU gettext's grammar (``po.read``), written as
Babel's writer writes them (``po.write``), mended.

Babel's writer wraps a long previous msgid across broken quotes and flags "75% d…" as a
%-format; both are handled here, so translators' tools see clean catalogs.
"""

from __future__ import annotations

import functools
import io
import re
import sys
from collections.abc import Iterator
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import normalize, write_po

from comparekit.catalogs.gnuform import format_catalog_unwrapped, unwrapped_pieces
from comparekit.catalogs.po.read import PoEntry, PoFile, read_po
from comparekit.catalogs.po.write import (
    PO_WIDTH,
    catalog_pieces,
    format_catalog,
    keep_file_flags,
    keep_other_fields,
    keep_previous_context,
)
from comparekit.catalogs.table import cache_name, load_entries
from comparekit.errors import Problem, ProblemsFound
from comparekit.files import write_text_atomic
from comparekit.ownership import not_a_file
from comparekit.sources.settings import Settings, babel_locale
from comparekit.sources.userfile import MAX_CATALOG_BYTES, refuse_too_large
from comparekit.workers import texts_in_two


def drop_percent_format(message: Message) -> None:
    """Babel flags "75% draft" as python-format (it reads "% d") whenever it builds a
    Message; we only ever fill {named} placeholders, and the false flag makes
    msgfmt --check reject a translation that keeps "75%"."""
    message.flags.discard("python-format")


def dumps_po(catalog: Catalog, side_by_side: bool = False, wrap: str = "babel") -> str:
    """The PO text of a catalog, byte-stable across runs and Babel versions: the bytes
    Babel's writer gives (``babel_dumps_po``), by our faster writer; a large catalog's
    halves are written side by side if ``side_by_side`` (when a core is free for it).
    With ``wrap="newlines"``, the bytes ``msgcat --no-wrap`` gives instead."""
    if getattr(catalog, "_conflicts", None):  # never made by comparekit: Babel writes them
        return babel_dumps_po(catalog)
    _drop_percent_formats(catalog)
    if wrap == "newlines":
        text = format_catalog_unwrapped(catalog)
    else:
        text = format_catalog(catalog, texts_in_two if side_by_side else None)
    text = text.encode(catalog.charset, "backslashreplace").decode("utf-8")
    return _unstamped(text)


def po_pieces(catalog: Catalog, wrap: str = "babel") -> Iterator[str]:
    """``dumps_po``'s text in pieces that join into it, each ending after a whole entry:
    for ``update``, which streams a large catalog to disk rather than holding its text.

    (Each piece is re-encoded and unstamped on its own: a character is encoded alone, and
    a stamp is one quoted string, which never runs past the end of its entry.)"""
    if getattr(catalog, "_conflicts", None):  # never made by comparekit: Babel writes them
        yield babel_dumps_po(catalog)
        return
    _drop_percent_formats(catalog)
    pieces = unwrapped_pieces(catalog) if wrap == "newlines" else catalog_pieces(catalog)
    for piece in pieces:
        yield _unstamped(piece.encode(catalog.charset, "backslashreplace").decode("utf-8"))


def babel_dumps_po(catalog: Catalog) -> str:
    """``dumps_po`` by Babel's own writer, the reference ``po.write`` is tested against."""
    _drop_percent_formats(catalog)
    # Babel word-wraps a long previous msgid as if it were prose, breaking its quoting
    # across "#|" lines. Write a short marker instead and format those lines ourselves.
    previous: dict[str, str] = {}
    saved = []
    for index, message in enumerate(catalog):
        if message.previous_id:
            saved.append((message, message.previous_id))
            markers = [f"@@previous-{index}-{part}@@" for part in range(len(message.previous_id))]
            previous.update(zip(markers, message.previous_id, strict=True))
            message.previous_id = markers
    buffer = io.BytesIO()
    try:
        write_po(buffer, catalog, width=PO_WIDTH, include_previous=True)
    finally:
        for message, previous_id in saved:
            message.previous_id = previous_id
    text = buffer.getvalue().decode("utf-8")
    text = re.sub(
        r'^#\| (msgid|msgid_plural) "(@@previous-\d+-\d+@@)"$',
        lambda match: _babel_previous_lines(match.group(1), previous[match.group(2)]),
        text,
        flags=re.MULTILINE,
    )
    return _unstamped(text)


def _drop_percent_formats(catalog: Catalog) -> None:
    for message in (*catalog, *catalog.obsolete.values()):
        drop_percent_format(message)  # Babel adds it back whenever it builds a Message


def _babel_previous_lines(keyword: str, text: str) -> str:
    """``#| msgid "…"`` lines quoted and wrapped exactly like the msgid itself."""
    lines = normalize(text, width=PO_WIDTH - 3).split("\n")  # not splitlines: \v is text
    return "\n".join([f"#| {keyword} {lines[0]}", *(f"#| {line}" for line in lines[1:])])


_STAMP = re.compile(r'"Generated-By: Babel [^"\\]*\\n"')
_STAMP_START = '"Generated-By: Babel '


def _unstamped(text: str) -> str:
    """Babel stamps its own version into the header; that would make catalogs differ
    between machines for no reason a translator cares about.

    ``_STAMP.sub`` with the places a stamp may start found by ``str.find``: the regex
    engine's scan of a catalog of a thousand articles took a quarter of a second."""
    pieces, done, at = [], 0, text.find(_STAMP_START)
    while at >= 0:
        stamp = _STAMP.match(text, at)
        if stamp is None:
            at = text.find(_STAMP_START, at + 1)
            continue
        pieces += [text[done:at], '"Generated-By: comparekit\\n"']
        done = stamp.end()
        at = text.find(_STAMP_START, done)
    return "".join([*pieces, text[done:]]) if pieces else text


def write_catalog(path: Path, catalog: Catalog) -> None:
    write_text_atomic(path, dumps_po(catalog))


def read_catalog(
    path: Path,
    tag: str | None,
    display: str,
    cache_root: Path | None = None,
    remember: bool = True,
) -> Catalog:
    """Parse a PO/POT file; a syntax error becomes a problem with its line, not a traceback.

    Parsed once per process for each version of a file (keyed by size and modification
    time): Babel's parser is the slowest step of a build, and check reads each catalog for
    several purposes. With ``cache_root``, the file is read through the cache of entries
    (``load_entries``): only for a locale's own catalog (``tag``) or the template (None),
    each of which has one place there. Callers must not modify the returned catalog.
    Unless ``remember``: then the catalog is the caller's alone, parsed anew and kept by
    nothing else (``update`` lets a large catalog go as soon as it is merged).
    """
    refuse_too_large(path, display, "a catalog", MAX_CATALOG_BYTES)
    stat = path.stat()
    read = _read_catalog if remember else _read_catalog.__wrapped__
    return read(path.resolve(), tag, display, cache_root, stat.st_mtime_ns, stat.st_size)


@functools.lru_cache(maxsize=64)
def _read_catalog(
    path: Path, tag: str | None, display: str, cache_root: Path | None, mtime: int, size: int
) -> Catalog:
    if cache_root is not None:
        po = load_entries(path, cache_name(tag), display, cache_root)
    else:
        po = read_po(path.read_bytes(), display)
    return catalog_from_po(po, tag, consume=True)


def catalog_from_po(po: PoFile, tag: str | None, consume: bool = False) -> Catalog:
    """A Babel catalog of a read PO file, for merging and writing. Header fields are taken
    as they are written: a date Babel could not parse stays text, never an error.

    With ``consume``, ``po`` is left without entries, each let go of once it is turned
    into a message: a large catalog's entries and its messages are not held both at once.
    """
    first = next((entry for entry in po.entries if entry.is_header), None)
    catalog = Catalog(locale=babel_locale(tag) if tag else None, fuzzy=bool(first and first.fuzzy))
    if first is not None:
        catalog.header_comment = "\n".join(
            f"# {line}" if line else "#" for line in first.translator_comments
        )
        _set_header(catalog, list(po.header().items()))
        keep_other_fields(catalog, list(po.header().items()))
    for entry in _taken(po.entries) if consume else po.entries:
        if entry.is_header:
            continue
        message = message_of(entry)
        if entry.obsolete:
            catalog.obsolete[catalog._key_for(message.id, message.context)] = message
        else:
            catalog[message.id] = message
    return catalog


def _taken(entries: list[PoEntry]) -> Iterator[PoEntry]:
    """The entries in order, each removed from the list as it is given."""
    entries.reverse()
    while entries:
        yield entries.pop()


def message_of(entry: PoEntry) -> Message:
    """The Babel message of a read entry, as ``Message(...)`` makes it but with the file's
    own flags, not those Babel guesses from the text: its constructor's guessing was a
    third of turning a large catalog into messages. A test holds the two equal."""
    plural = entry.msgid_plural is not None
    msgid = (entry.msgid, entry.msgid_plural) if entry.msgid_plural is not None else entry.msgid
    string = tuple(entry.strings) if plural else entry.strings[0]
    locations = [_location(reference) for reference in entry.references]
    previous = [p for p in (entry.previous_msgid, entry.previous_plural) if p is not None]
    auto, user = entry.extracted_comments, entry.translator_comments
    if len(set(auto)) < len(auto) or len(set(user)) < len(user):
        # Babel's versions fold a repeated comment differently: theirs is the rule.
        message = Message(
            msgid,
            string,
            locations,  # type: ignore[arg-type]
            auto_comments=auto,
            user_comments=user,
            previous_id=previous,
            lineno=entry.line,
            context=entry.context,
        )
    else:
        message = Message.__new__(Message)
        message.id = msgid
        message.string = ("", "") if plural and not string else string
        message.locations = list(dict.fromkeys(locations)) if locations else []  # type: ignore[arg-type]
        message.auto_comments, message.user_comments = list(auto), list(user)
        message.previous_id = previous
        message.lineno = entry.line
        message.context = entry.context
    # A few flags, written on every entry: one string each, not one per entry (18 MB of a
    # thousand articles' catalog).
    flags = [sys.intern(flag) for flag in entry.flags]
    message.flags = set(flags)
    keep_file_flags(message, flags)
    if entry.previous_context is not None:
        keep_previous_context(message, entry.previous_context)
    return message


def _set_header(catalog: Catalog, fields: list[tuple[str, str]]) -> None:
    """Babel parses the header's dates and plural rule, and raises on forms msgfmt takes
    (``2024-01-01T12:00Z``, ``CEST``, ``nplurals=INTEGER``): those keep their text."""
    try:
        catalog.mime_headers = fields
    except Exception:
        tricky = ("POT-Creation-Date", "PO-Revision-Date", "Plural-Forms", "Language")
        catalog.mime_headers = [(name, value) for name, value in fields if name not in tricky]
        for name, value in fields:
            if name not in tricky:
                continue
            try:  # each on its own: one Babel refuses leaves the others parsed
                catalog.mime_headers = [(name, value)]
            except Exception:
                # A revision date keeps its text (Babel writes a text back as it is); a
                # creation date Babel must format whenever the catalog is walked, so an
                # unreadable one, a plural rule or a language keeps Babel's default.
                if name == "PO-Revision-Date":
                    catalog.revision_date = value


def _location(reference: str) -> tuple[str, int | None]:
    file, colon, line = reference.rpartition(":")
    return (file, int(line)) if colon and line.isdigit() else (reference, None)


def _there(path: Path) -> str:
    """Nothing for a catalog that is missing; what stands there instead, if anything."""
    found = not_a_file(path)
    return "" if found == "not found" else f": {path.name} is {found}"


def existing_catalog(settings: Settings, tag: str) -> Path:
    """The catalog of a target locale, or a problem saying how to create it."""
    path = settings.catalog_path(tag)
    if not path.is_file():
        raise ProblemsFound(
            [
                Problem(
                    settings.display(path),
                    None,
                    None,
                    "missing-catalog",
                    f"no catalog for locale '{tag}'" + _there(path),
                    hint="run `comparekit update` to create it",
                )
            ]
        )
    return path
