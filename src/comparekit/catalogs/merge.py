"""Merge the template into each locale's catalog, and plan what ``update`` writes.

Merging matches on the key alone, so an edited English string keeps its translation (marked
fuzzy, with the previous msgid) instead of Babel's default of guessing a neighbour's
translation by similarity, which crosses contexts.
"""

from __future__ import annotations

import fnmatch
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime
from functools import cached_property
from pathlib import Path

from babel.messages.catalog import Catalog, Message

from comparekit.catalogs.extract import extract_template, new_catalog
from comparekit.catalogs.pofile import drop_percent_format, dumps_po, read_catalog
from comparekit.errors import Problem, ProblemsFound
from comparekit.sources.load import Project
from comparekit.sources.settings import Settings
from comparekit.workers import map_locales

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
    style_guide: str | None = None,
) -> tuple[Catalog, MergeReport]:
    """The locale's catalog brought up to date with ``template``; nothing translated is lost.

    A changed English string keeps its translation, marked fuzzy — unless ``same_meaning``
    says the edit (a typo, a comma) leaves every translation as right as it was.
    """
    stamp = template.creation_date
    assert isinstance(stamp, datetime), "templates are made by extract_template"
    merged = new_catalog(locale=tag, stamp=stamp, like=existing, style_guide=style_guide)
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
    unknown = [tag for tag in locales or () if tag not in settings.locales]
    if unknown:
        raise ProblemsFound(
            Problem(
                "pyproject.toml",
                None,
                None,
                "unknown-locale",
                f"locale '{tag}' is not a configured target locale",
                hint=f"configured: {', '.join(settings.locales)}; "
                "add a new one with `comparekit add-locale TAG`",
            )
            for tag in unknown
        )
    template = template if template is not None else extract_template(project)
    pot = settings.template_path()
    changes = (
        [_change(pot, template, _read_if_present(pot, None, settings))] if with_template else []
    )
    for tag in settings.locales if locales is None else locales:
        path = settings.catalog_path(tag)
        existing = _read_if_present(path, tag, settings)
        # The language's house style, named in the header where translators look first.
        style = path.parent.parent / STYLE_GUIDE
        shown = settings.display(style) if style.is_file() else None
        merged, report = merge_catalog(template, existing, tag, declared, shown)
        changes.append(_change(path, merged, existing, report))
    return changes


STYLE_GUIDE = "STYLE.md"  # beside a locale's LC_MESSAGES folder


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
