"""Gettext catalogs: extract the template from the sources, merge it into each locale's PO.

Every message's ``msgctxt`` is its stable key (``<file key>:<path of ids>``) and its
``msgid`` the English text. Merging matches on the key alone, so an edited English string
keeps its translation (marked fuzzy, with the previous msgid) instead of Babel's default of
guessing a neighbour's translation by similarity, which crosses contexts.
"""

from __future__ import annotations

import fnmatch
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import cached_property
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_file

from comparekit.checkers import cell_limit, lands_in_table
from comparekit.errors import Problem, ProblemsFound
from comparekit.load import Document, Project
from comparekit.model import GlossaryTerm, TextPath, iter_texts
from comparekit.pofile import drop_percent_format, dumps_po, read_catalog
from comparekit.settings import Settings, babel_locale
from comparekit.workers import map_locales

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
        drop_percent_format(message)
    return template


def template_strings(project: Project) -> list[tuple[str, str | tuple[str, str]]]:
    """(msgctxt, msgid) of every string of the template, in its order, without building it
    (no notes, no line numbers): what checking each translation needs."""
    strings: list[tuple[str, str | tuple[str, str]]] = [
        (text_key(document, spot.path), spot.text)
        for document in project.documents()
        for spot in iter_texts(document.model)
        if spot.text
    ]
    for message in extract_template_strings(project.settings):
        msgid = message.id if isinstance(message.id, str) else (message.id[0], message.id[1])
        if msgid:
            strings.append((str(message.context), msgid))
    return strings


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
        drop_percent_format(message)
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
    template: Catalog | None = None,
    with_template: bool = True,
) -> list[CatalogChange]:
    """The template (unless not ``with_template``) and each target catalog as ``update``
    would write them; nothing written. ``template``: the extracted one, if at hand.

    ``same_meaning``: msgctxt patterns (``fnmatch``) whose English edits do not change the
    meaning, so their translations stay current instead of turning fuzzy.
    """
    patterns = list(same_meaning)

    def declared(key: str) -> bool:
        return any(fnmatch.fnmatchcase(key, pattern) for pattern in patterns)

    settings = project.settings
    template = template if template is not None else extract_template(project)
    pot = settings.template_path()
    changes = (
        [_change(pot, template, _read_if_present(pot, None, settings))] if with_template else []
    )
    for tag in settings.locales if locales is None else locales:
        path = settings.catalog_path(tag)
        existing = _read_if_present(path, tag, settings)
        merged, report = merge_catalog(template, existing, tag, declared)
        changes.append(_change(path, merged, existing, report))
    return changes


@dataclass(frozen=True)
class PlannedWrite:
    """What ``update`` writes to one file: the new text, or None when the file is current."""

    path: Path
    text: str | None
    report: MergeReport | None


# A template this large makes its catalogs slow to read and write (Babel's reader and
# writer, tens of seconds at a thousand articles): then each file is planned in a process
# of its own, side by side.
PARALLEL_STRINGS = 5_000


def planned_writes(
    project: Project, locales: Iterable[str] | None = None, same_meaning: Iterable[str] = ()
) -> list[PlannedWrite]:
    """``planned_catalogs`` as ``update`` needs it: each file's new text, if it changed."""
    settings = project.settings
    template = extract_template(project)
    patterns = list(same_meaning)
    files: list[str | None] = [None, *(settings.locales if locales is None else locales)]

    def plan(tag: str | None) -> PlannedWrite:
        [change] = planned_catalogs(
            project, [tag] if tag else [], patterns, template, with_template=tag is None
        )
        return PlannedWrite(change.path, change.text if change.changed else None, change.report)

    return map_locales(plan, files, len(template) >= PARALLEL_STRINGS)


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
