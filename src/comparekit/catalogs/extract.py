"""Extract the catalog template: every source string and every UI string, with its key.

Every message's ``msgctxt`` is its stable key (``<file key>:<path of ids>``) and its
``msgid`` the English text; translator notes say where it appears and what it must keep.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import jinja2
from babel.messages.catalog import DEFAULT_HEADER, Catalog, Message
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_file

from comparekit.catalogs.po.write import header_comment
from comparekit.catalogs.pofile import drop_percent_format
from comparekit.catalogs.rules import cell_limit, lands_in_table
from comparekit.catalogs.weblate import weblate_flags
from comparekit.errors import Problem, ProblemsFound
from comparekit.sources.load import Document, Project, keep_text_lines
from comparekit.sources.model import GlossaryTerm, TextPath, iter_texts
from comparekit.sources.settings import Settings, babel_locale
from comparekit.sources.templatelinks import (
    PAGE_TEMPLATES,
    missing_template,
    not_utf8,
    template_refusal,
)

TEMPLATE_GLOB = "*.j2"
JINJA_EXTRACTOR = "jinja2.ext:babel_extract"
HEADER_COMMENT = (
    "# Translations of the comparekit content set.\n"
    "# Edit msgstr only; msgctxt is the string's stable key, msgid its English text.\n"
    "#"
)
DEFAULT_TRANSLATOR = "comparekit translators"


def _team(locale: str | None) -> str | None:
    return f"{babel_locale(locale).english_name} translators" if locale else None


def text_key(document: Document[Any], path: TextPath) -> str:
    """The msgctxt of a source string: ``comparisons/deepinfer-vs-dynamo:faq.is-engine.answer``."""
    return f"{document.key}:{'.'.join(str(part) for part in path)}"


# --- extract -----------------------------------------------------------------------------


def extract_template(project: Project) -> Catalog:
    """The catalog template: every source string and every UI string of the templates."""
    template = new_catalog(locale=None, stamp=sources_date(project))
    glossary = GlossaryNotes(list(project.glossary.model.terms.values()))
    for document in project.documents():
        for spot, line in document.texts():
            key = text_key(document, spot.path)
            template.add(
                spot.text,
                context=key,
                locations=[(document.path, line)],
                auto_comments=translator_notes(key, spot.text, spot.trail, document.key, glossary),
            )
    keep_text_lines(project.settings, project.documents())
    for message in extract_template_strings(project.settings):
        template[message.id] = message  # keyed by (id, context) inside Babel
    for message in template:
        drop_percent_format(message)
        if project.settings.weblate_flags and message.id:
            message.flags |= weblate_flags(str(message.context), message.id)
    return template


def template_strings(project: Project) -> list[tuple[str, str | tuple[str, str]]]:
    """(msgctxt, msgid) of every string of the template, in its order, without building it
    (no notes, no line numbers): what checking each translation needs."""
    strings = _source_strings(project)
    for message in extract_template_strings(project.settings):
        msgid = message.id if isinstance(message.id, str) else (message.id[0], message.id[1])
        if msgid:
            strings.append((str(message.context), msgid))
    return strings


Strings = tuple[tuple[str, str | tuple[str, str]], ...]
# The strings of each source of the project loaded last, by its key and digest: check and
# the preview's dashboard both ask for them in one refresh, the preview refreshes after
# every edit, and walking every source's model takes a second for a thousand articles.
_remembered: dict[tuple[str, str], Strings] = {}


def _source_strings(project: Project) -> list[tuple[str, str | tuple[str, str]]]:
    global _remembered
    found: list[tuple[str, str | tuple[str, str]]] = []
    now: dict[tuple[str, str], Strings] = {}
    for document in project.documents():
        known = (document.key, document.source_digest)
        strings = _remembered.get(known) if document.source_digest else None
        if strings is None:
            strings = tuple(
                (text_key(document, spot.path), spot.text)
                for spot in iter_texts(document.model)
                if spot.text
            )
        now[known] = strings
        found.extend(strings)
    _remembered = now
    return found


GLOSSARY_NOTE = "Glossary: "  # starts each glossary note: one term in one language


def glossary_note(term: str, tag: str, translation: str) -> str:
    """The note of one glossary term in one language: a line of its own, never wrapped
    (``po.write``), so no term is broken across lines.

    >>> glossary_note("orchestration layer", "ja", "編成層")
    'Glossary: “orchestration layer” = 編成層 (ja)'
    """
    return f"{GLOSSARY_NOTE}“{term}” = {translation} ({tag})"


def notes_for_locale(tag: str, notes: list[str]) -> list[str]:
    """A template's notes as ``tag``'s catalog shows them: its own language's glossary terms,
    not the other languages'.

    >>> notes_for_locale("ja", ["Where: x", glossary_note("a", "ja", "あ"),
    ...                         glossary_note("a", "ko", "아")])
    ['Where: x', 'Glossary: “a” = あ (ja)']
    """
    return [
        note for note in notes if not note.startswith(GLOSSARY_NOTE) or note.endswith(f" ({tag})")
    ]


class GlossaryNotes:
    """Each glossary term lowered, with its notes: worked out once, not once per string; and
    the notes of each English text once, not once per key that shows it (a comparison
    table repeats "Yes" and "Not documented" down every row)."""

    def __init__(self, glossary: list[GlossaryTerm]) -> None:
        self.terms = [
            (
                term.term.lower(),
                [glossary_note(term.term, tag, text) for tag, text in term.translations.items()],
            )
            for term in glossary
        ]
        self.known: dict[str, list[str]] = {}

    def of(self, english: str) -> list[str]:
        """The notes of the glossary terms ``english`` contains, in the glossary's order."""
        found = self.known.get(english)
        if found is None:
            lowered = english.lower()
            found = self.known[english] = [
                note for term, notes in self.terms if term in lowered for note in notes
            ]
        return found


def translator_notes(
    key: str,
    english: str,
    trail: tuple[str, ...],
    source: str,
    glossary: GlossaryNotes,
) -> list[str]:
    """What a translator needs beside the English: where it appears, how long a table
    cell may be, and the approved translation of each glossary term it contains."""
    notes = [f"Where: {' › '.join((source, *trail))}"]
    if lands_in_table(key):
        notes.append(f"Table cell: at most {cell_limit(english)} characters, one line.")
    notes.extend(glossary.of(english))
    return notes


def extract_template_strings(settings: Settings) -> Iterator[Message]:
    """UI strings of the Jinja2 templates; each must carry a context (pgettext/npgettext)."""
    problems: list[Problem] = []
    folder = settings.path(settings.templates)
    # (a templates setting that names no folder, or a page template gone, would turn every
    # UI string of the catalogs obsolete: refused here as the build refuses it)
    problems += [
        missing_template(settings.display(folder / name))
        for name in PAGE_TEMPLATES
        if not (folder / name).exists() and not (folder / name).is_symlink()
    ]
    for file in sorted(folder.glob(TEMPLATE_GLOB)):
        display = settings.display(file)
        refused = template_refusal(folder, file)
        if refused is not None:  # never opened: a link out would leak, a FIFO would hang
            problems.append(
                Problem(
                    display,
                    None,
                    None,
                    "template-unsafe",
                    f"the template {file.name} {refused}",
                    hint="a template is a regular file within the templates folder: put "
                    "the file itself there, not a link out of it or a special file",
                )
            )
            continue
        try:
            found = list(
                extract_from_file(
                    JINJA_EXTRACTOR,
                    file,
                    keywords=DEFAULT_KEYWORDS,
                    comment_tags=("Translators:",),
                    options={"silent": "false", "trimmed": "true"},
                )
            )
        except jinja2.TemplateSyntaxError as error:  # (as the build names it)
            message = error.message or "syntax error"
            hint = "fix the Jinja2 syntax"
            problems.append(Problem(display, error.lineno, None, "template-syntax", message, hint))
            continue
        except UnicodeDecodeError as error:
            problems.append(not_utf8(display, file.read_bytes(), error))
            continue
        for lineno, msgid, comments, context in found:
            if not context:
                problems.append(
                    Problem(
                        display,
                        lineno,
                        None,
                        "ui-without-context",
                        "template string has no context",
                        hint='use pgettext("ui:some.key", "Text")',
                    )
                )
                continue
            notes = [*comments, *ui_role_notes(display, lines(file), lineno, context, msgid)]
            yield Message(
                msgid, locations=[(display, lineno)], auto_comments=notes, context=context
            )
    if problems:
        raise ProblemsFound(problems)


def ui_role_notes(
    template: str, lines: list[str], lineno: int, context: str, msgid: str | tuple[str, ...]
) -> list[str]:
    """Where a template's string appears and its role there, from the template line that
    holds it: a heading, a table header (with the table's heading, its column and a length
    limit), a list item or running text; what a translator cannot see from the string
    alone ("Why", "Start with").

    >>> for note in ui_role_notes("t.md.j2", ["## Decision guide", "",
    ...     "| {{ pgettext('ui:a', 'If') }} | {{ pgettext('ui:b', 'Why')|e }} |", "|---|---|"],
    ...     3, "ui:b", "Why"):
    ...     print(note)
    Where: every page of t.md.j2
    Role: table header under “Decision guide”, column 2 of 2
    Table header: at most 40 characters, one line.
    """
    english = msgid if isinstance(msgid, str) else msgid[0]
    at = lineno
    line = lines[at - 1].strip() if 0 < at <= len(lines) else ""
    assigned = _ASSIGNED.match(line)
    if assigned:  # {% set name = pgettext(…) %}: the role is where the name is shown
        shown = re.compile(rf"\{{\{{\s*{assigned.group(1)}\b")
        at = next((n for n in range(at + 1, len(lines) + 1) if shown.search(lines[n - 1])), at)
        line = lines[at - 1].strip()
    notes = [f"Where: every page of {template}"]
    following = next((text.strip() for text in lines[at:] if text.strip()), "")
    if line.startswith("#"):
        return [*notes, f"Role: a level-{len(line) - len(line.lstrip('#'))} heading"]
    if line.startswith("|") and following.startswith(("|-", "|:")):
        cells = _EXPRESSION.sub(lambda found: found.group().replace("|", "¦"), line)
        column = cells[: max(cells.find(context), 0)].count("|")
        columns = None if "{%" in line else cells.count("|") - 1  # a loop adds columns
        heading = _heading_above(lines, at)
        role = "Role: table header" + (f" under “{heading}”" if heading else "")
        role += f", column {column}" + (f" of {columns}" if columns else "")
        return [*notes, role, f"Table header: at most {cell_limit(english)} characters, one line."]
    if line.startswith(("- ", "* ")):
        return [*notes, "Role: part of a list item"]
    return [*notes, "Role: running text"]


_EXPRESSION = re.compile(r"\{\{.*?\}\}")  # a Jinja expression: its | are filters, not cells
_ASSIGNED = re.compile(r"\{%-?\s*set\s+(\w+)\s*=")


_LITERAL_HEADING = re.compile(r"""^#+ \{\{ *n?pgettext\(["'][^"']*["'], *["']([^"']*)["']""")


def _heading_above(lines: list[str], lineno: int) -> str | None:
    """The English of the nearest heading above ``lineno`` when the template writes it."""
    for text in reversed(lines[: lineno - 1]):
        if text.startswith("#"):
            if "{" not in text:
                return text.lstrip("#").strip()
            found = _LITERAL_HEADING.match(text)
            return found.group(1) if found else None
    return None


@functools.lru_cache(maxsize=64)
def _template_lines(path: Path, stamp: tuple[int, int]) -> list[str]:
    return path.read_text(encoding="utf-8").split("\n")


def lines(path: Path) -> list[str]:
    """A template's lines, read once per version of the file."""
    stat = path.stat()
    return _template_lines(path, (stat.st_size, stat.st_mtime_ns))


def new_catalog(
    locale: str | None,
    stamp: datetime,
    like: Catalog | None = None,
    style_guide: str | None = None,
) -> Catalog:
    """An empty catalog with a deterministic header: dates come from the sources, not a clock.

    A catalog that already exists keeps its revision date and translator fields; the
    header comment names the language's style guide, where there is one.
    """
    comment = HEADER_COMMENT
    if style_guide is not None:
        comment = f"{HEADER_COMMENT[:-1]}# House style and terms: {style_guide}\n#"
    return Catalog(
        locale=babel_locale(locale) if locale else None,
        header_comment=comment if like is None else _with_theirs(comment, _theirs(like)),
        project="comparekit content",
        version="1",
        creation_date=stamp,
        revision_date=like.revision_date if like is not None else stamp,
        last_translator=like.last_translator if like is not None else DEFAULT_TRANSLATOR,
        language_team=like.language_team if like is not None else _team(locale),
        charset="utf-8",
        fuzzy=False,
    )


def _theirs(catalog: Catalog) -> str:
    """An existing catalog's header comment; none where its file had no header entry (Babel
    gives such a catalog its template's comment, "Translations template for PROJECT")."""
    written = header_comment(catalog)
    return "" if written == DEFAULT_HEADER else written


def _with_theirs(ours: str, theirs: str) -> str:
    """comparekit's header comment ``ours`` in place of its own lines in an existing
    catalog's comment ``theirs``, whose other lines (a translator's copyright or credits)
    stay where they are, as msgmerge keeps them (attack 21's C3). Its own lines are found
    however an editor wrapped them; with none, ``ours`` goes first."""
    written = theirs.splitlines()
    lines = [line[2:] if line.startswith("# ") else line[1:] for line in written]
    kept: list[str] = []
    placed = False
    start = 0
    while start < len(lines):
        end = _own_lines_end(lines, start)
        if end is None:
            line = written[start]
            kept.append(line if line.startswith("#") else f"# {line}")
            start += 1
            continue
        while end < len(lines) and not lines[end].strip():
            end += 1  # the blank line that ends ours
        if not placed:
            kept.append(ours)
            placed = True
        start = end
    if not placed:
        kept.insert(0, ours)
    return "\n".join(kept)


# The sentences of comparekit's own header comment, each found however it was wrapped.
_OWN_LINES = re.compile(
    r"Translations of the comparekit content set\.|Edit msgstr only; msgctxt is the "
    r"string's stable key, msgid its English text\.|House style and terms: \S+"
)


def _own_lines_end(lines: list[str], start: int) -> int | None:
    """Where one of comparekit's own sentences that begins at ``start`` ends, if one does."""
    for end in range(start + 1, min(start + 4, len(lines)) + 1):
        if _OWN_LINES.fullmatch(" ".join(line.strip() for line in lines[start:end])):
            return end
    return None


def sources_date(project: Project) -> datetime:
    """The newest access date of any comparison: the catalogs' only honest timestamp."""
    dates = [document.model.accessed for document in project.comparisons.values()]
    newest = max(dates)
    return datetime(newest.year, newest.month, newest.day, tzinfo=UTC)
