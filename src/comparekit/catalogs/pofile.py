"""PO files: read them strictly, write them byte-stable — Babel's parser and writer, mended.

Babel reads an unterminated quote as if it were closed, reads ``#| msgid`` lines back as
translator comments, wraps a long previous msgid across broken quotes, and flags "75% d…"
as a %-format. Each of those is handled here, so the rest of comparekit sees clean catalogs.
"""

from __future__ import annotations

import functools
import io
import re
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import PoFileError, denormalize, normalize, read_po, write_po

from comparekit.errors import Problem, ProblemsFound
from comparekit.files import write_text_atomic
from comparekit.sources.settings import babel_locale

PO_WIDTH = 76


def drop_percent_format(message: Message) -> None:
    """Babel flags "75% draft" as python-format (it reads "% d") whenever it builds a
    Message; we only ever fill {named} placeholders, and the false flag makes
    msgfmt --check reject a translation that keeps "75%"."""
    message.flags.discard("python-format")


def dumps_po(catalog: Catalog) -> str:
    """The PO text of a catalog, byte-stable across runs and Babel versions."""
    # Babel word-wraps a long previous msgid as if it were prose, breaking its quoting
    # across "#|" lines. Write a short marker instead and format those lines ourselves.
    previous: dict[str, str] = {}
    saved = []
    for message in (*catalog, *catalog.obsolete.values()):
        drop_percent_format(message)  # Babel adds it back whenever it builds a Message
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
        lambda match: _previous_lines(match.group(1), previous[match.group(2)]),
        text,
        flags=re.MULTILINE,
    )
    # Babel stamps its own version into the header; that would make catalogs differ
    # between machines for no reason a translator cares about.
    return re.sub(r'"Generated-By: Babel [^"\\]*\\n"', '"Generated-By: comparekit\\\\n"', text)


def _previous_lines(keyword: str, text: str) -> str:
    """``#| msgid "…"`` lines quoted and wrapped exactly like the msgid itself."""
    lines = normalize(text, width=PO_WIDTH - 3).splitlines()
    return "\n".join([f"#| {keyword} {lines[0]}", *(f"#| {line}" for line in lines[1:])])


def write_catalog(path: Path, catalog: Catalog) -> None:
    write_text_atomic(path, dumps_po(catalog))


def read_catalog(path: Path, tag: str | None, display: str) -> Catalog:
    """Parse a PO/POT file; a syntax error becomes a problem with its line, not a traceback.

    Parsed once per process for each version of a file (keyed by size and modification
    time): Babel's parser is the slowest step of a build, and check reads each catalog for
    several purposes. Callers must not modify the returned catalog.
    """
    stat = path.stat()
    return _read_catalog(path.resolve(), tag, display, stat.st_mtime_ns, stat.st_size)


@functools.lru_cache(maxsize=64)
def _read_catalog(path: Path, tag: str | None, display: str, mtime: int, size: int) -> Catalog:
    try:
        text = path.read_text(encoding="utf-8")
        problems = po_syntax_problems(text, display)
        if problems:
            raise ProblemsFound(problems)
        catalog = read_po(
            io.StringIO(text), locale=babel_locale(tag) if tag else None, abort_invalid=True
        )
    except PoFileError as error:
        match = re.search(r" on (\d+)$", str(error))
        raise ProblemsFound(
            # Babel counts lines from 0.
            [
                _syntax_problem(
                    display,
                    int(match.group(1)) + 1 if match else None,
                    str(error).rsplit(" on ", 1)[0],
                )
            ]
        ) from None
    except UnicodeDecodeError as error:
        raise ProblemsFound(
            [
                Problem(
                    display,
                    None,
                    None,
                    "encoding",
                    f"not UTF-8: {error.reason}",
                    hint="save the catalog as UTF-8",
                )
            ]
        ) from None
    for message in (*catalog, *catalog.obsolete.values()):
        _restore_previous_id(message)
    return catalog


# One quoted string on one line (written unrolled: the catalog scan runs it over 50 MB).
PO_STRING = r'"[^"\\\n]*(?:\\.[^"\\\n]*)*"'
# A keyword line, or a continuation line.
PO_LINE = re.compile(rf"(?:(?:msgctxt|msgid|msgid_plural|msgstr|msgstr\[\d+\])\s+)?{PO_STRING}")


def po_syntax_problems(text: str, display: str) -> list[Problem]:
    """Lines Babel would misread silently (it drops an unterminated quote, for one)."""
    problems = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if line.startswith(("#~", "#|")):
            line = line[2:].strip()
        elif line.startswith("#") or not line:
            continue
        if not PO_LINE.fullmatch(line):
            problems.append(
                _syntax_problem(display, number, f"cannot read this line: {raw.strip()[:60]}")
            )
    return problems


def _syntax_problem(display: str, line: int | None, message: str) -> Problem:
    return Problem(
        display,
        line,
        None,
        "po-syntax",
        message,
        hint='each line is a keyword and a "quoted string", or a "quoted string" '
        'continuing the one above; escape inner quotes as \\"',
    )


def _restore_previous_id(message: Message) -> None:
    """Move ``#| msgid`` lines back into ``previous_id``.

    Babel writes the previous msgid of a fuzzy entry but reads those lines back as
    translator comments; without this, the next update would lose them or double them.
    """
    chunks: dict[str, list[str]] = {}
    keyword = ""
    comments = []
    for comment in message.user_comments:
        if not comment.startswith("|"):
            comments.append(comment)
            continue
        line = comment[1:].strip()
        if not line.startswith('"'):
            keyword, _, line = line.partition(" ")
        chunks.setdefault(keyword, []).append(line)
    if chunks:
        message.user_comments = comments
        message.previous_id = [
            denormalize("\n".join(chunks[key]))
            for key in ("msgid", "msgid_plural")
            if key in chunks
        ]
