"""Gettext catalogs: extract the template from the sources, merge it into each locale's PO.

Every message's ``msgctxt`` is its stable key (``<file key>:<path of ids>``) and its
``msgid`` the English text. Merging matches on the key alone, so an edited English string
keeps its translation (marked fuzzy, with the previous msgid) instead of Babel's default of
guessing a neighbour's translation by similarity, which crosses contexts.
"""

from __future__ import annotations

import fnmatch
import functools
import hashlib
import io
import pickle
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import cached_property
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_file
from babel.messages.pofile import PoFileError, denormalize, normalize, read_po, write_po

from comparekit.checkers import cell_limit, lands_in_table
from comparekit.errors import Problem, ProblemsFound
from comparekit.load import Document, Project
from comparekit.model import GlossaryTerm, TextPath, iter_texts
from comparekit.settings import Settings, babel_locale
from comparekit.write import write_bytes_atomic, write_text_atomic

TEMPLATE_GLOB = "*.j2"
JINJA_EXTRACTOR = "jinja2.ext:babel_extract"
HEADER_COMMENT = (
    "# Translations of the comparekit content set.\n"
    "# Edit msgstr only; msgctxt is the string's stable key, msgid its English text.\n"
    "#"
)
PO_WIDTH = 76
DEFAULT_TRANSLATOR = "comparekit translators"


def _team(locale: str | None) -> str | None:
    return f"{babel_locale(locale).english_name} translators" if locale else None


def text_key(document: Document[Any], path: TextPath) -> str:
    """The msgctxt of a source string: ``comparisons/deepinfer-vs-dynamo:faq.is-engine.answer``."""
    return f"{document.key}:{'.'.join(str(part) for part in path)}"


# --- extract -----------------------------------------------------------------------------


def extract_template(project: Project) -> Catalog:
    """The catalog template: every source string and every UI string of the templates."""
    template = _new_catalog(locale=None, stamp=_sources_date(project))
    glossary = list(project.glossary.model.terms.values())
    for document in project.documents():
        for spot in iter_texts(document.model):
            key = text_key(document, spot.path)
            template.add(
                spot.text,
                context=key,
                locations=[(document.path, document.line_of(spot.path))],
                auto_comments=translator_notes(key, spot.text, spot.trail, document.key, glossary),
            )
    for message in extract_template_strings(project.settings):
        template[message.id] = message  # keyed by (id, context) inside Babel
    for message in template:
        _drop_percent_format(message)
    return template


def _drop_percent_format(message: Message) -> None:
    """Babel flags "75% draft" as python-format (it reads "% d") whenever it builds a
    Message; we only ever fill {named} placeholders, and the false flag makes
    msgfmt --check reject a translation that keeps "75%"."""
    message.flags.discard("python-format")


def translator_notes(
    key: str, english: str, trail: tuple[str, ...], source: str, glossary: list[GlossaryTerm]
) -> list[str]:
    """What a translator needs beside the English: where it appears, how long a table
    cell may be, and the approved translation of each glossary term it contains."""
    notes = [f"Where: {' › '.join((source, *trail))}"]
    if lands_in_table(key):
        notes.append(f"Table cell: at most {cell_limit(english)} characters, one line.")
    lowered = english.lower()
    for term in glossary:
        if term.term.lower() in lowered:
            approved = "; ".join(f"{tag} {text}" for tag, text in term.translations.items())
            notes.append(f"Glossary: “{term.term}” = {approved}")
    return notes


def extract_template_strings(settings: Settings) -> Iterator[Message]:
    """UI strings of the Jinja2 templates; each must carry a context (pgettext/npgettext)."""
    problems: list[Problem] = []
    folder = settings.path(settings.templates)
    for file in sorted(folder.glob(TEMPLATE_GLOB)):
        display = settings.display(file)
        for lineno, msgid, comments, context in extract_from_file(
            JINJA_EXTRACTOR,
            file,
            keywords=DEFAULT_KEYWORDS,
            comment_tags=("Translators:",),
            options={"silent": "false", "trimmed": "true"},
        ):
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
            yield Message(
                msgid, locations=[(display, lineno)], auto_comments=comments, context=context
            )
    if problems:
        raise ProblemsFound(problems)


# --- update ------------------------------------------------------------------------------


@dataclass(frozen=True)
class MergeReport:
    added: int
    changed: int  # marked fuzzy
    obsoleted: int
    same_meaning: int = 0  # changed in English, translation declared still current


def merge_catalog(
    template: Catalog,
    existing: Catalog | None,
    tag: str,
    same_meaning: Callable[[str], bool] = lambda key: False,
) -> tuple[Catalog, MergeReport]:
    """The locale's catalog brought up to date with ``template``; nothing translated is lost.

    A changed English string keeps its translation, marked fuzzy — unless ``same_meaning``
    says the edit (a typo, a comma) leaves every translation as right as it was.
    """
    stamp = template.creation_date
    assert isinstance(stamp, datetime), "templates are made by extract_template"
    merged = _new_catalog(locale=tag, stamp=stamp, like=existing)
    old_by_key = {m.context: m for m in (existing or []) if m.id}
    old_obsolete = {m.context: m for m in (existing.obsolete.values() if existing else [])}
    added = changed = kept_current = 0
    for new in template:
        if not new.id:
            continue
        old = old_by_key.pop(new.context, None) or old_obsolete.pop(new.context, None)
        message = Message(
            new.id,
            string=_empty_string(new.id, merged),
            locations=new.locations,
            flags=new.flags - {"fuzzy"},
            auto_comments=new.auto_comments,
            context=new.context,
        )
        _drop_percent_format(message)
        if old is None:
            added += 1
        else:
            message.user_comments = list(old.user_comments)
            if _is_translated(old) and _same_shape(old.id, new.id):
                message.string = old.string
                if old.id != new.id and same_meaning(str(new.context)) and not old.fuzzy:
                    kept_current += 1
                elif old.id != new.id:
                    changed += 1
                    message.flags.add("fuzzy")
                    # Already fuzzy: the translator still needs the English they translated.
                    message.previous_id = (
                        list(old.previous_id) if old.fuzzy and old.previous_id else _as_list(old.id)
                    )
                elif old.fuzzy:
                    message.flags.add("fuzzy")
                    message.previous_id = list(old.previous_id)
        merged[new.id] = message
    # Removed strings stay as obsolete entries when someone wrote something for them;
    # an entry nobody translated holds nothing to lose.
    kept = [
        m
        for m in (*old_by_key.values(), *old_obsolete.values())
        if _is_translated(m) or m.user_comments
    ]
    for leftover in kept:
        singular = leftover.id if isinstance(leftover.id, str) else leftover.id[0]
        merged.obsolete[(singular, leftover.context) if leftover.context else singular] = leftover
    obsoleted = sum(1 for m in old_by_key.values() if m in kept)
    return merged, MergeReport(added, changed, obsoleted, kept_current)


def _is_translated(message: Message) -> bool:
    strings = message.string if isinstance(message.string, (list, tuple)) else [message.string]
    return any(strings)


def _same_shape(old_id: object, new_id: object) -> bool:
    """A singular translation cannot serve a plural message, nor the reverse."""
    return isinstance(old_id, (list, tuple)) == isinstance(new_id, (list, tuple))


def _as_list(msgid: object) -> list[str]:
    return list(msgid) if isinstance(msgid, (list, tuple)) else [str(msgid)]


def _empty_string(msgid: object, catalog: Catalog) -> str | tuple[str, ...]:
    if isinstance(msgid, (list, tuple)):
        return ("",) * catalog.num_plurals
    return ""


def _new_catalog(locale: str | None, stamp: datetime, like: Catalog | None = None) -> Catalog:
    """An empty catalog with a deterministic header: dates come from the sources, not a clock.

    A catalog that already exists keeps its revision date and translator fields.
    """
    return Catalog(
        locale=babel_locale(locale) if locale else None,
        header_comment=HEADER_COMMENT,
        project="comparekit content",
        version="1",
        creation_date=stamp,
        revision_date=like.revision_date if like is not None else stamp,
        last_translator=like.last_translator if like is not None else DEFAULT_TRANSLATOR,
        language_team=like.language_team if like is not None else _team(locale),
        charset="utf-8",
        fuzzy=False,
    )


# --- read and write ----------------------------------------------------------------------


def dumps_po(catalog: Catalog) -> str:
    """The PO text of a catalog, byte-stable across runs and Babel versions."""
    # Babel word-wraps a long previous msgid as if it were prose, breaking its quoting
    # across "#|" lines. Write a short marker instead and format those lines ourselves.
    previous: dict[str, str] = {}
    saved = []
    for message in (*catalog, *catalog.obsolete.values()):
        _drop_percent_format(message)  # Babel adds it back whenever it builds a Message
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


_PO_STRING = r'"(?:[^"\\]|\\.)*"'
_PO_LINE = re.compile(rf"(?:(?:msgctxt|msgid|msgid_plural|msgstr|msgstr\[\d+\])\s+)?{_PO_STRING}")


def po_syntax_problems(text: str, display: str) -> list[Problem]:
    """Lines Babel would misread silently (it drops an unterminated quote, for one)."""
    problems = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if line.startswith(("#~", "#|")):
            line = line[2:].strip()
        elif line.startswith("#") or not line:
            continue
        if not _PO_LINE.fullmatch(line):
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


# --- the commands' library side ----------------------------------------------------------


@dataclass(frozen=True)
class CatalogChange:
    """What ``update`` would write to one file.

    ``stale``: the content differs — strings, translations, fuzzy state — not merely the
    line wrapping a translator's editor chose; only that makes a catalog out of date.
    ``text`` and ``changed`` (the bytes differ, so ``update`` rewrites the file) are
    worked out only when asked for: ``check`` needs neither.
    """

    path: Path
    catalog: Catalog
    stale: bool
    report: MergeReport | None = None

    @cached_property
    def text(self) -> str:
        return dumps_po(self.catalog)

    @property
    def changed(self) -> bool:
        current = self.path.read_text(encoding="utf-8") if self.path.is_file() else None
        return current != self.text


def planned_catalogs(
    project: Project,
    locales: Iterable[str] | None = None,
    same_meaning: Iterable[str] = (),
) -> list[CatalogChange]:
    """The template and each target catalog as ``update`` would write them; nothing written.

    ``same_meaning``: msgctxt patterns (``fnmatch``) whose English edits do not change the
    meaning, so their translations stay current instead of turning fuzzy.
    """
    patterns = list(same_meaning)

    def declared(key: str) -> bool:
        return any(fnmatch.fnmatchcase(key, pattern) for pattern in patterns)

    settings = project.settings
    template = extract_template(project)
    pot = settings.template_path()
    changes = [_change(pot, template, _read_if_present(pot, None, settings))]
    for tag in settings.locales if locales is None else locales:
        path = settings.catalog_path(tag)
        existing = _read_if_present(path, tag, settings)
        merged, report = merge_catalog(template, existing, tag, declared)
        changes.append(_change(path, merged, existing, report))
    return changes


def _read_if_present(path: Path, tag: str | None, settings: Settings) -> Catalog | None:
    return read_catalog(path, tag, settings.display(path)) if path.is_file() else None


def _change(
    path: Path, catalog: Catalog, existing: Catalog | None, report: MergeReport | None = None
) -> CatalogChange:
    stale = existing is None or _content(existing) != _content(catalog)
    return CatalogChange(path, catalog, stale, report)


def _content(catalog: Catalog) -> tuple[list[tuple[str, str, str, str, str]], list[str]]:
    live = sorted(
        (str(m.context), repr(m.id), repr(m.string or ""), str(m.fuzzy), repr(m.previous_id))
        for m in catalog
        if m.id
    )
    return live, sorted(repr(key) for key in catalog.obsolete)


def _sources_date(project: Project) -> datetime:
    """The newest access date of any comparison: the catalogs' only honest timestamp."""
    dates = [document.model.accessed for document in project.comparisons.values()]
    newest = max(dates)
    return datetime(newest.year, newest.month, newest.day, tzinfo=UTC)


# --- the build's view of a catalog --------------------------------------------------------


@dataclass(frozen=True)
class CatalogEntry:
    """What a build needs of one PO entry."""

    msgid: str | tuple[str, ...]
    strings: tuple[str, ...]  # one per plural form; empty strings are untranslated
    fuzzy: bool
    line: int | None


@dataclass(frozen=True)
class TranslationTable:
    """A locale's translations by msgctxt: small, fast to look up and to cache."""

    entries: dict[str, CatalogEntry]
    plural_expr: str

    def get(self, msgid: str | tuple[str, ...], key: str) -> CatalogEntry | None:
        entry = self.entries.get(key)
        if entry is None:
            return None
        same = entry.msgid == msgid if isinstance(msgid, str) else tuple(entry.msgid) == msgid
        return entry if same else None  # a different msgid: the catalog is out of date


def table_from_catalog(catalog: Catalog) -> TranslationTable:
    entries = {}
    for message in catalog:
        if not message.id or message.context is None:
            continue
        msgid = message.id if isinstance(message.id, str) else tuple(message.id)
        raw = message.string
        strings = (
            tuple(str(s or "") for s in raw)
            if isinstance(raw, (list, tuple))
            else (str(raw or ""),)
        )
        entries[str(message.context)] = CatalogEntry(msgid, strings, message.fuzzy, message.lineno)
    return TranslationTable(entries, str(catalog.plural_expr))


def load_table(path: Path, tag: str, display: str, cache: Path | None) -> TranslationTable:
    """The catalog's table, from the cache when this exact file was parsed before.

    Keyed by a hash of the file's bytes: Babel's parser is the slowest step of a build on
    large catalogs, and a catalog changes far less often than it is built.
    """
    data = path.read_bytes()
    digest = hashlib.blake2b(data, digest_size=16).hexdigest()
    cached = cache / "tables" / f"{catalog_key(tag)}-{digest}.pickle" if cache else None
    if cached is not None and cached.is_file():
        try:
            table: TranslationTable = pickle.loads(cached.read_bytes())
            return table
        except Exception:  # a damaged or foreign cache file is simply rebuilt
            cached.unlink(missing_ok=True)
    table = table_from_catalog(read_catalog(path, tag, display))
    if cached is not None:
        for stale in cached.parent.glob(f"{catalog_key(tag)}-*.pickle"):
            stale.unlink(missing_ok=True)
        write_bytes_atomic(cached, pickle.dumps(table, protocol=pickle.HIGHEST_PROTOCOL))
    return table


def catalog_key(tag: str) -> str:
    return re.sub(r"[^A-Za-z0-9_-]", "_", tag)
