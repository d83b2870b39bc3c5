"""What ``update`` would write: the template and each locale's merged catalog, planned
without writing, then written together; and the leftovers of a killed write.
"""

from __future__ import annotations

import fnmatch
import os
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from babel.messages.catalog import Catalog

from comparekit.catalogs.consistency import Consistency
from comparekit.catalogs.extract import extract_template
from comparekit.catalogs.killed_writes import killed_writes
from comparekit.catalogs.merge import MergeOptions, MergeReport, merge_catalog
from comparekit.catalogs.pofile import dumps_po, po_pieces
from comparekit.catalogs.spool import discard, put_in_place, spool_folder, spool_if_changed
from comparekit.catalogs.table import cache_name, entries_cached, load_entries
from comparekit.catalogs.unchanged import catalog_digest, holds, remember
from comparekit.catalogs.update_inputs import (
    already_read,
    imported_compendium,
    read_compendia,
    read_if_present,
    reader,
    share_template_strings,
)
from comparekit.files import exclusive
from comparekit.ownership import refuse_linked_writes
from comparekit.sources.load import Project
from comparekit.sources.settings import Settings, unknown_locales
from comparekit.workers import alongside, map_locales


@dataclass(frozen=True)
class CatalogChange:
    """What ``update`` would write to one file.

    ``stale``: the content differs — strings, translations, fuzzy state — not merely the
    line wrapping a translator's editor chose; only that makes a catalog out of date.
    ``text``, ``changed`` (the bytes differ: ``update`` rewrites the file) and the file as
    read (``existing``) are worked out when asked for: a file holding exactly the bytes
    ``update`` would write needs no reading (a template rewritten from the sources).
    """

    path: Path
    catalog: Catalog
    read_existing: Callable[[], Catalog | None] = field(repr=False)  # None: no file yet
    report: MergeReport | None = None
    # Its text written in halves side by side (``dumps_po``): not the template's, whose
    # process runs beside the locales' longer ones and would only take their core.
    side_by_side: bool = False
    wrap: str = "babel"  # the settings' po_wrap

    @cached_property
    def existing(self) -> Catalog | None:
        return self.read_existing()

    @cached_property
    def stale(self) -> bool:
        return self.existing is None or _content(self.existing) != _content(self.catalog)

    @cached_property
    def text(self) -> str:
        return dumps_po(self.catalog, self.side_by_side, self.wrap)

    @property
    def changed(self) -> bool:
        if self.path.is_file() and self.path.read_bytes() == self.text.encode("utf-8"):
            return False
        self.existing  # noqa: B018  (a file we did not write is read: a broken one is an error)
        return True

    def what_changes(self) -> str:
        """What ``update`` would change in the file: its entries, or only their layout."""
        line = self.first_changed_line()
        if line is None:
            return "no such file yet"
        if self.stale:
            return "update would change the entries from this line on"
        if self.path.read_bytes().split(b"\n")[line - 1].startswith(b"#|"):
            return "update would remove a previous msgid (#|) left on an entry no longer fuzzy"
        return (
            "update would rewrap the file from this line on (set po_wrap in "
            "[tool.comparekit] to the wrapping your tools write)"
        )

    def first_changed_line(self) -> int | None:
        """The 1-based line of the file from which ``update`` would write other bytes;
        None when there is no file yet or it would be left as it is."""
        if not self.path.is_file():
            return None
        old = self.path.read_bytes().split(b"\n")
        new = self.text.encode("utf-8").split(b"\n")
        if old == new:
            return None
        same = next((i for i, (a, b) in enumerate(zip(old, new, strict=False)) if a != b), None)
        return (same if same is not None else min(len(old), len(new))) + 1


def planned_catalogs(
    project: Project,
    locales: Iterable[str] | None = None,
    same_meaning: Iterable[str] = (),
    template: Catalog | None = None,
    with_template: bool = True,
    compendia: Iterable[str] = (),
    consistency: Consistency | None = None,
    keep_read: bool = True,
) -> list[CatalogChange]:
    """The template (unless not ``with_template``) and each target catalog as ``update``
    would write them; nothing written. ``template``: the extracted one, if at hand.
    Unless ``keep_read``, a catalog read to be merged is let go once it is (its change's
    ``existing`` reads it again if asked): ``update`` needs the memory to write it out.

    ``same_meaning``: msgctxt patterns (``fnmatch``) whose English edits do not change the
    meaning, so their translations stay current instead of turning fuzzy. ``compendia``:
    PO files of translations to draw on, beside the settings' own. ``consistency``: offer
    the majority translation to entries translating the same English another way.
    """
    patterns = list(same_meaning)

    def declared(key: str) -> bool:
        return any(fnmatch.fnmatchcase(key, pattern) for pattern in patterns)

    settings = project.settings
    locales = None if locales is None else list(locales)
    _known_locales(settings, locales)
    template = template if template is not None else extract_template(project)
    pot = settings.template_path()
    template_change = CatalogChange(
        pot, template, lambda: read_if_present(pot, None, settings), wrap=settings.po_wrap
    )
    changes = [template_change] if with_template else []
    extra = list(compendia)
    for tag in settings.locales if locales is None else locales:
        path = settings.catalog_path(tag)
        existing = read_if_present(path, tag, settings, remember=keep_read)
        if existing is not None and not keep_read:  # the caller's alone: it may be changed
            share_template_strings(existing, template)
        # The language's house style is named in the header, where translators look first.
        options = MergeOptions(
            declared,
            _style_guide_named(settings, path),
            settings.fuzzy_threshold,
            settings.memory_exact == "current",
            tuple(read_compendia(settings, tag, [*settings.compendia, *extra])),
            imported_compendium(settings, tag),
            consistency,
        )
        merged, report = merge_catalog(template, existing, tag, options)
        if keep_read:
            read_existing = already_read(existing)
        else:
            read_existing = reader(path, tag, settings)
            del existing
        changes.append(
            CatalogChange(
                path,
                merged,
                read_existing,
                report,
                len(template) >= PARALLEL_STRINGS,
                settings.po_wrap,
            )
        )
    return changes


STYLE_GUIDE = "STYLE.md"  # beside a locale's LC_MESSAGES folder


def _style_guide_named(settings: Settings, catalog: Path) -> str | None:
    """The locale's style guide as the catalog's header names it: from the project's folder
    (locales/ja/STYLE.md), or, for a catalogs folder outside the project (one several
    projects share), from the catalog's own folder (../STYLE.md): never a path of this
    machine's, which would change the header of every catalog on another's."""
    style = catalog.parent.parent / STYLE_GUIDE
    if not style.is_file():
        return None
    named = settings.display(style)
    return os.path.relpath(style, catalog.parent) if os.path.isabs(named) else named


def _known_locales(settings: Settings, locales: Iterable[str] | None) -> None:
    """A problem for each requested locale the settings do not have."""
    unknown_locales(
        locales or (), settings.locales, "; add a new one with `comparekit add-locale TAG`"
    )


@dataclass(frozen=True)
class PlannedWrite:
    """What ``update`` writes to one file: its new text, in a spool file of comparekit's
    own (``spool``) until it is put in place, or None when the file is current."""

    path: Path
    spool: Path | None
    report: MergeReport | None

    @property
    def changed(self) -> bool:
        return self.spool is not None


# A template this large makes its catalogs slow to read and write (seconds each at a
# thousand articles): then each file is planned in a process of its own, side by side.
PARALLEL_STRINGS = 5_000


def planned_writes(
    project: Project,
    locales: Iterable[str] | None = None,
    same_meaning: Iterable[str] = (),
    compendia: Iterable[str] = (),
    consistency: Consistency | None = None,
    spools: Path | None = None,
) -> list[PlannedWrite]:
    """``planned_catalogs`` as ``update`` needs it: each file's new text, if it changed,
    spooled in ``spools`` (``spool.spool_folder``)."""
    settings = project.settings
    locales = None if locales is None else list(locales)
    _known_locales(settings, locales)  # before any catalog path is made of a tag
    files: list[str | None] = [None, *(settings.locales if locales is None else locales)]
    with _catalogs_read_alongside(settings, [tag for tag in files if tag is not None]):
        template = extract_template(project)
    for document in project.documents():
        document.forget_parsed()  # their strings and lines are the template's now
    patterns = list(same_meaning)
    extra = list(compendia)

    def plan(tag: str | None) -> PlannedWrite:
        if tag is None:
            return _planned_template(project, template, spools)
        path = settings.catalog_path(tag)
        read_at = time.time_ns()
        stat = path.stat() if path.is_file() else None  # before the file is read, not after
        [change] = planned_catalogs(
            project, [tag], patterns, template, False, extra, consistency, keep_read=False
        )
        return _planned_catalog(change, stat, read_at, settings, spools)

    return map_locales(plan, files, len(template) >= PARALLEL_STRINGS)


def _planned_catalog(
    change: CatalogChange,
    stat: os.stat_result | None,
    read_at: int,
    settings: Settings,
    spools: Path | None,
) -> PlannedWrite:
    """A locale catalog's write: none when the file is known to hold the merge's text
    already. Writing the text out to compare it with the file took most of an ``update``
    that changes nothing (a second at a thousand articles). (The file was read whole to be
    merged: one that is broken has been reported.)"""
    cache_root = settings.cache_folder()
    content = catalog_digest(change.catalog) + settings.po_wrap
    if holds(change.path, content, cache_root):
        return PlannedWrite(change.path, None, change.report)
    spool = spool_if_changed(change.path, po_pieces(change.catalog, settings.po_wrap), spools)
    if spool is not None:
        return PlannedWrite(change.path, spool, change.report)
    if stat is not None:
        remember(change.path, content, stat, read_at, cache_root)
    return PlannedWrite(change.path, None, change.report)


@contextmanager
def _catalogs_read_alongside(settings: Settings, tags: list[str]) -> Iterator[None]:
    """Within the block, the large catalogs of ``tags`` that the cache lacks, and the
    template file, are read into it by other processes: reading one takes about as long
    as extracting the template, and neither needs the other. (The template file is read
    when it is to be replaced: one that is broken is an error, not overwritten.)"""
    cache = settings.cache_folder()
    template = settings.template_path()
    # A template file found current last time is likely current still, and then not read.
    files = [] if holds(template, None, cache) else [(template, cache_name(None))]
    files += [(settings.catalog_path(tag), cache_name(tag)) for tag in tags]
    unread = [
        (path, name)
        for path, name in files
        if path.is_file()
        and path.stat().st_size >= PARALLEL_BYTES
        and not entries_cached(path, name, cache)
    ]

    def read(catalog: tuple[Path, str]) -> None:
        path, name = catalog
        load_entries(path, name, settings.display(path), cache)

    with alongside(read, unread if cache is not None else []):
        yield


# A catalog this large (a few hundred articles) takes longer to read than a process
# takes to start.
PARALLEL_BYTES = 5_000_000


def _planned_template(project: Project, template: Catalog, spools: Path | None) -> PlannedWrite:
    """The template's write: none when the file is known to hold its text already."""
    settings = project.settings
    path, cache_root = settings.template_path(), settings.cache_folder()
    content = catalog_digest(template) + settings.po_wrap  # the same strings, wrapped anew
    if holds(path, content, cache_root):
        return PlannedWrite(path, None, None)
    read_at = time.time_ns()
    stat = path.stat() if path.is_file() else None  # before the file is read, not after
    [change] = planned_catalogs(project, [], template=template)
    spool = spool_if_changed(path, po_pieces(change.catalog, settings.po_wrap), spools)
    if spool is not None:
        try:
            change.existing  # noqa: B018  (a file we did not write is read: a broken one is an error)
        except BaseException:
            discard(spool)
            raise
        return PlannedWrite(path, spool, None)
    if stat is not None:
        remember(path, content, stat, read_at, cache_root)
    return PlannedWrite(path, None, None)


def write_catalogs(
    project: Project,
    locales: Iterable[str] | None = None,
    same_meaning: Iterable[str] = (),
    compendia: Iterable[str] = (),
    consistency: Consistency | None = None,
) -> tuple[list[PlannedWrite], list[Path]]:
    """``update``: write the template and every catalog that changed, one run at a time;
    the temporary files of a run that was killed are removed first, when they prove to be
    comparekit's (``killed_writes``), and given back (to be named) when they do not."""
    settings = project.settings
    folder = settings.path(settings.catalogs)
    folder.mkdir(parents=True, exist_ok=True)
    lock = exclusive(folder, f"the catalogs in {settings.display(folder)}")
    with lock, spool_folder() as spools:
        proven, kept = killed_writes(folder)
        for leftover in proven:
            leftover.unlink(missing_ok=True)
        planned = planned_writes(project, locales, same_meaning, compendia, consistency, spools)
        # Every target checked before the first is written: no catalog half the run's.
        refuse_linked_writes([w.path for w in planned if w.changed], settings, "catalogs")
        for write in planned:
            if write.spool is not None:
                put_in_place(write.path, write.spool)
    return planned, kept


def _content(catalog: Catalog) -> tuple[list[tuple[str, str, str, str, str]], list[str]]:
    # A previous msgid left on an entry no longer fuzzy says nothing: `check` points at it.
    live = sorted(
        (
            str(m.context),
            repr(m.id),
            repr(m.string or ""),
            str(m.fuzzy),
            repr(m.previous_id if m.fuzzy else []),
        )
        for m in catalog
        if m.id
    )
    return live, sorted(repr(key) for key in catalog.obsolete)
