"""What a build leaves for the next one: its report, and its inputs and output by size and
modification time, so that a rebuild with nothing changed does nothing.

Light on purpose: a build that finds nothing changed reads this record and stops, without
loading the stages that render and write.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from comparekit import __version__
from comparekit import cache as cache_file
from comparekit.cache import digest, file_version
from comparekit.rendering.fallback import Fallback
from comparekit.sources.settings import Settings


@dataclass(frozen=True)
class LocaleSummary:
    locale: str
    pages: int
    coverage: float
    fallbacks: int


@dataclass(frozen=True)
class HeldPage:
    """A page the publish gate held back, and what it lacks."""

    locale: str
    key: str
    untranslated: int  # empty, or not in the catalog at all
    fuzzy: int
    broken: int  # translated, but refused by a check (a lost placeholder, a list marker)
    unreviewed: int = 0  # translated, not approved by a reviewer as it stands (review on)


@dataclass(frozen=True)
class BuildReport:
    out: Path
    locales: list[LocaleSummary]
    fallbacks: list[Fallback]
    seconds: float
    skipped: list[str] = field(default_factory=list)  # locales below min_coverage
    up_to_date: bool = False  # nothing had changed: nothing was built or written
    rendered: int = 0  # pages rendered anew; the others came from the page store
    held: list[HeldPage] = field(default_factory=list)  # pages the publish gate held back
    # Other locales' pages not carried over from the previous output: not comparekit's.
    dropped: list[str] = field(default_factory=list)


LAST_BUILD = "last-build"
# The whole package, not this stage's folder: a page depends on every stage's code.
COMPAREKIT = cache_file.PACKAGE


@dataclass(frozen=True)
class LastBuild:
    """What the cache keeps of the last build: its inputs and output by size and
    modification time, and its report, given again when nothing has changed since."""

    fingerprint: str
    report: BuildReport


def input_fingerprint(
    settings: Settings, out: Path, selected: list[str], policy: str, site: str
) -> tuple[str, int]:
    """Everything a build depends on, each file by its size, inode and times (an edit in
    place with its modification time set back changes the status change time), and the
    newest modification time among those files."""
    parts = [
        __version__,
        settings.model_dump_json(),
        str(out.resolve()),
        ",".join(selected),
        policy,
        site,
    ]
    folders = [settings.path(p) for p in (settings.articles, settings.catalogs, settings.templates)]
    folders.append(COMPAREKIT)  # comparekit itself: an edited install renders anew
    stats = [stat for folder in folders for stat in _file_stats(str(folder), _version)]
    pyproject = settings.root / "pyproject.toml"
    if pyproject.is_file():
        stats.append(_version(str(pyproject), pyproject.stat()))
    parts += sorted(f"{line}:{mtime}" for line, mtime in stats)
    return digest(*parts).hex(), max((mtime for _, mtime in stats), default=0)


def output_fingerprint(out: Path) -> str:
    """The output's files by size, inode and times: an edited or deleted page shows, and so
    does one edited in place with its modification time set back (its status change time
    cannot be set back). Taken after the build has linked its pages and pruned the page
    store, whose pruning changes a linked page's status change time; a later pruning (by a
    build into another folder) only makes the next build look, never miss an edit."""
    stats = _file_stats(str(out), _version)
    return digest(*sorted(f"{line}:{mtime}" for line, mtime in stats)).hex()


def _version(path: str, stat: os.stat_result) -> tuple[str, int]:
    """The file's path and version (``cache.file_version``), and its modification time."""
    size, inode, modified, changed = file_version(stat)
    return f"{path}:{size}:{inode}:{changed}", modified


def _file_stats(
    folder: str, key: Callable[[str, os.stat_result], tuple[str, int]]
) -> Iterator[tuple[str, int]]:
    """``key`` of the path and stat of every file below ``folder``."""
    try:
        entries = list(os.scandir(folder))
    except OSError:  # not there (yet): nothing below it
        return
    for entry in entries:
        if entry.name == "__pycache__":
            # Python's own: it writes there when a stage is first loaded, after the
            # fingerprint was taken, and that must not make the next build look changed.
            continue
        if entry.is_dir():
            yield from _file_stats(entry.path, key)
        elif entry.is_file():
            yield key(entry.path, entry.stat())


def last_build(cache: Path | None) -> LastBuild | None:
    # An unreadable record only costs a full build.
    return cache_file.read(cache / LAST_BUILD, LastBuild) if cache is not None else None


def remember_build(cache: Path, fingerprint: str, report: BuildReport) -> None:
    cache_file.write(cache / LAST_BUILD, LastBuild(fingerprint, report))
