"""What ``update`` would write: the template and each locale's merged catalog, planned
without writing, then written together; and the leftovers of a killed write.
"""

from __future__ import annotations

import fnmatch
import os
import re
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from babel.messages.catalog import Catalog

from comparekit.catalogs.consistency import Consistency
from comparekit.catalogs.extract import extract_template
from comparekit.catalogs.imported import IMPORTED_PO

# --- update ------------------------------------------------------------------------------
from comparekit.catalogs.merge import MergeOptions, MergeReport, merge_catalog
from comparekit.catalogs.pofile import dumps_po, po_pieces, read_catalog
from comparekit.catalogs.spool import discard, put_in_place, spool_folder, spool_if_changed
from comparekit.catalogs.table import cache_name, entries_cached, load_entries
from comparekit.catalogs.tmx import read_tmx
from comparekit.catalogs.unchanged import catalog_digest, holds, remember
from comparekit.errors import Problem, ProblemsFound
from comparekit.files import exclusive
from comparekit.ownership import not_a_file, read_regular, refuse_linked_writes
from comparekit.sources.load import Project
from comparekit.sources.settings import Settings, unknown_locales
from comparekit.sources.userfile import MAX_CATALOG_BYTES, refuse_too_large
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
        pot, template, lambda: _read_if_present(pot, None, settings), wrap=settings.po_wrap
    )
    changes = [template_change] if with_template else []
    extra = list(compendia)
    for tag in settings.locales if locales is None else locales:
        path = settings.catalog_path(tag)
        existing = _read_if_present(path, tag, settings, remember=keep_read)
        # The language's house style is named in the header, where translators look first.
        options = MergeOptions(
            declared,
            settings.display(style)
            if (style := path.parent.parent / STYLE_GUIDE).is_file()
            else None,
            settings.fuzzy_threshold,
            settings.memory_exact == "current",
            tuple(_compendia(settings, tag, [*settings.compendia, *extra])),
            _imported(settings, tag),
            consistency,
        )
        merged, report = merge_catalog(template, existing, tag, options)
        if keep_read:
            read_existing = _already_read(existing)
        else:
            read_existing = _reader(path, tag, settings)
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


# The temporary file ``files.write_bytes_atomic`` makes for a catalog: its name, the pid of
# the run and mkstemp's random part.
_CATALOG_TEMPORARY = re.compile(r"\.(messages\.pot?)\.([0-9]+)-[a-z0-9_]{8}\.tmp")


def killed_writes(folder: Path) -> tuple[list[Path], list[Path]]:
    """The temporary catalog files a killed run left in ``folder``: those proven to be
    comparekit's, and those named like them that are not (kept: never removed by name).

    Proven: named exactly as comparekit names them, by a run that is over, and beginning
    as the catalog beside them begins (or empty: cut before its first byte).
    """
    proven, kept = [], []
    for found in sorted(folder.rglob(".messages.po*.tmp")):
        named = _CATALOG_TEMPORARY.fullmatch(found.name)
        if named is None:
            continue  # not a name comparekit makes: not comparekit's, nothing to say
        text = read_regular(found, 4096)
        catalog = read_regular(found.with_name(named.group(1)), 4096)
        if text is None or catalog is None or _running(int(named.group(2))):
            kept.append(found)
            continue
        first = catalog.split(b"\n", 1)[0] + b"\n"
        if text[: len(first)] == first[: len(text)]:
            proven.append(found)
        else:
            kept.append(found)
    return proven, kept


def _running(pid: int) -> bool:
    if pid == os.getpid():
        return False  # this run's own are removed as they fail, never left
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, OSError):
        return pid > 0
    return True


COMPENDIUM_TOO_LARGE = (
    "name the compendium itself, a PO or TMX file, not an archive or a disk image"
)


def _compendia(settings: Settings, tag: str, paths: list[str]) -> list[tuple[str, Catalog]]:
    """The compendia for ``tag``, read; one that is missing is an error naming it."""
    found = []
    for pattern in paths:
        path = settings.path(Path(pattern.replace("{locale}", tag)))
        if not path.is_file():
            raise ProblemsFound(
                [
                    Problem(
                        settings.display(path),
                        None,
                        None,
                        "missing-compendium",
                        "compendium "
                        + ("not found" if not path.exists() else f"is {not_a_file(path)}"),
                        hint="fix the path in [tool.comparekit] compendia or --compendium",
                    )
                ]
            )
        shown = settings.display(path)
        refuse_too_large(path, shown, "a compendium", MAX_CATALOG_BYTES, COMPENDIUM_TOO_LARGE)
        if path.suffix.lower() == ".tmx":
            found.append((shown, read_tmx(path, tag, settings.source_locale, shown)))
        else:
            found.append((shown, read_catalog(path, tag, shown)))
    return found


def _imported(settings: Settings, tag: str) -> tuple[str, Catalog] | None:
    """The compendium ``import`` keeps beside a catalog, if there is one."""
    path = settings.catalog_path(tag).with_name(IMPORTED_PO)
    found = _read_if_present(path, tag, settings)
    return (settings.display(path), found) if found is not None else None


def _read_if_present(
    path: Path, tag: str | None, settings: Settings, remember: bool = True
) -> Catalog | None:
    if not path.is_file():
        return None
    # The cache keeps the entries of a locale's own catalog and of the template, one version
    # each: never those of another file (the import's compendium), which would replace them.
    own = path == (settings.template_path() if tag is None else settings.catalog_path(tag))
    cache_root = settings.cache_folder() if own else None
    return read_catalog(path, tag, settings.display(path), cache_root, remember)


def _reader(path: Path, tag: str, settings: Settings) -> Callable[[], Catalog | None]:
    return lambda: _read_if_present(path, tag, settings)


def _already_read(catalog: Catalog | None) -> Callable[[], Catalog | None]:
    return lambda: catalog  # bound now: a lambda in the loop would see the last catalog


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
