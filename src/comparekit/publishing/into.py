"""``comparekit build --into SITE``: publish an export into a site the user already has.

Read as a story: check that the folder is the generator's site and read the manifest of
what comparekit wrote there; plan every write and removal and refuse, before anything is
written, a file comparekit did not write (a clash: one the manifest does not name, one
without comparekit's mark whatever the manifest says, one the generator serves at a page's
URL, one named as a page but for letter case), one it wrote and the user edited since,
and any path through a link; then write, each file atomically, with a manifest that covers
both the old and the new files while the run is under way, and the final manifest last.
A run killed at any point leaves files the next run recognizes as its own.
"""

from __future__ import annotations

import os
import re
import stat
import tomllib
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from comparekit.errors import Problem, ProblemsFound
from comparekit.files import exclusive, resolved, write_bytes_atomic
from comparekit.ownership import collision, protected_paths, read_regular
from comparekit.publishing.manifest import (
    MANIFEST,
    CaseIndex,
    Manifest,
    content_digest,
    linked_folder,
    read_manifest,
    write_manifest,
)
from comparekit.publishing.pagemark import own_file_marked, page_marked
from comparekit.publishing.sitefiles import GENERATORS, Generator, Instruction
from comparekit.publishing.tree import MARKER
from comparekit.rendering.sites import HUB, MARK, SiteProfile, page_source
from comparekit.sources.load import COMPARISONS_DIR, HUB_FILE
from comparekit.sources.model import SAFE_ID
from comparekit.sources.settings import PYPROJECT, Settings


class SiteRefused(ProblemsFound):
    """The site as named cannot be published into as it is: a usage error (exit 2)."""


@dataclass(frozen=True)
class IntoReport:
    site: Path
    written: list[str] = field(default_factory=list)  # added or updated, relative paths
    removed: list[str] = field(default_factory=list)
    unchanged: int = 0
    missing: list[Instruction] = field(default_factory=list)  # lines the user has to add
    # Paths the manifest names that comparekit never writes for this profile: left alone.
    disowned: list[str] = field(default_factory=list)
    # Pages the manifest names, no longer published, that lack comparekit's mark: left alone.
    unmarked: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class _Wanted:
    data: bytes
    origin: str  # what it is, for a message: "the ja page of articles/comparisons/x.yaml"
    page: bool = True  # a page (marked in its front matter), else a file of the generator's


def publish_into(
    settings: Settings, export: Path, profile: SiteProfile, site: Path, force: bool = False
) -> IntoReport:
    """Publish the export of ``profile`` in ``export`` into the site at ``site``.

    ``force`` replaces (or removes) files comparekit wrote that were edited since; a file it
    never wrote, or one without its mark, is never touched.
    """
    display = str(site)
    generator = _generator(profile, site, display, settings)
    target = resolved(site)
    project = project_name(settings)
    with exclusive(target, display):
        manifest, disowned = _comparekits(
            read_manifest(target, display) or Manifest(profile.name, project=project),
            profile,
            generator,
        )
        if manifest.project not in ("", project) and not force:
            raise SiteRefused([_another_project(display, manifest.project, project)])
        wanted = _wanted(settings, export, profile, generator)
        plan = _Plan(target, display, manifest, wanted, profile, generator)
        writes, removals, unmarked, unchanged = plan.decide(force)
        if (
            writes
            or removals
            or unmarked
            or disowned
            or manifest.unfinished
            or manifest.profile != profile.name
            or manifest.project != project
        ):
            _apply(target, manifest, wanted, writes, removals, profile.name, project)
        missing = [i for i in generator.instructions(target) if not i.present]
    return IntoReport(
        site, sorted(writes), sorted(removals), unchanged, missing, disowned, unmarked
    )


def project_name(settings: Settings) -> str:
    """What tells one project publishing into a site from another: ``[project] name`` of
    its pyproject.toml, else its folder's name (a clone elsewhere is the same project)."""
    try:
        data = tomllib.loads((settings.root / PYPROJECT).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError, RecursionError):
        data = {}
    table = data.get("project")
    name = table.get("name") if isinstance(table, dict) else None
    return name if isinstance(name, str) and name else resolved(settings.root).name


def _another_project(display: str, theirs: str, ours: str) -> Problem:
    return Problem(
        f"{display}/{MANIFEST}",
        None,
        None,
        "into-clash",
        f"the site's comparekit pages were published by the project {theirs!r}, not by "
        f"this one ({ours!r}): publishing would replace or remove them",
        hint="publish each project into a site of its own, or run again with --force to let "
        f"{ours!r} take over the pages of {theirs!r}",
    )


def _comparekits(
    manifest: Manifest, profile: SiteProfile, generator: Generator
) -> tuple[Manifest, list[str]]:
    """The manifest, keeping only the paths comparekit writes for ``profile`` (a page of one
    of its locales, named as a slug is, or one of the generator's own files), and the paths
    it drops. The manifest is a file in the user's site: a bad merge, or a copy from
    another site, may name the site's configuration or the user's posts, with their digests;
    trusted, those would be removed."""
    own = set(generator.own_files())
    pages = [_page_shape(profile, tag) for tag in profile.locales]

    def ours(relative: str) -> bool:
        return relative in own or any(shape.fullmatch(relative) for shape in pages)

    disowned = sorted(path for path in manifest.owned() if not ours(path))
    if not disowned:
        return manifest, []
    files = {path: digest for path, digest in manifest.files.items() if ours(path)}
    unfinished = {path: d for path, d in manifest.unfinished.items() if ours(path)}
    return Manifest(manifest.profile, files, unfinished, manifest.project), disowned


_SLUG_STAND_IN = "comparekitslug"  # letters only: re.escape leaves it as it is


def _page_shape(profile: SiteProfile, tag: str) -> re.Pattern[str]:
    """The paths of ``tag``'s pages in a site of ``profile``: its page path, with any slug."""
    path = re.escape(str(profile.page_path(tag, _SLUG_STAND_IN)))
    hub = re.escape(str(profile.page_path(tag, HUB)))
    slug = SAFE_ID.removeprefix("^").removesuffix("$")
    return re.compile(f"{path.replace(_SLUG_STAND_IN, slug)}|{hub}")


def _generator(profile: SiteProfile, site: Path, display: str, settings: Settings) -> Generator:
    """The generator of ``profile``, once ``site`` is shown to be one of its sites."""

    def refuse(message: str, hint: str) -> SiteRefused:
        return SiteRefused([Problem(display, None, None, "into-site", message, hint=hint)])

    if profile.name not in GENERATORS:
        raise refuse(
            f"the {profile.name} profile has no site to publish into",
            "choose a generator's profile with --site, or build with --out",
        )
    generator = GENERATORS[profile.name](profile)
    if not site.is_dir():
        raise refuse("no such folder", f"create the site the {generator.title} way first")
    found = collision(resolved(site), protected_paths(settings))
    if found is not None:
        raise refuse(
            f"the site would be or hold {found[0]} ({found[1]})", "name the site's own folder"
        )
    if generator.marker(site) is None:
        raise refuse(
            f"not a {generator.title} site: none of {', '.join(generator.markers)} is there",
            "name the site's root folder, the one holding its configuration",
        )
    return generator


def _wanted(
    settings: Settings, export: Path, profile: SiteProfile, generator: Generator
) -> dict[str, _Wanted]:
    """Every file the site should have of comparekit's: the export's pages (not its marker
    nor its configuration snippet) and the generator's own files."""
    snippet = profile.config_snippet()
    skip = {MARKER, snippet[0] if snippet else ""}
    wanted = {}
    for folder, _, names in os.walk(export):
        for name in names:
            path = Path(folder, name)
            relative = path.relative_to(export).as_posix()
            if relative not in skip:
                origin = _origin(settings, profile, relative)
                wanted[relative] = _Wanted(path.read_bytes(), origin)
    for relative, data in generator.own_files().items():
        wanted[relative] = _Wanted(data, f"comparekit's {generator.title} file", page=False)
    return wanted


def _origin(settings: Settings, profile: SiteProfile, relative: str) -> str:
    found = page_of(profile, relative)
    if found is None:
        return "a page of comparekit's"
    tag, key = found
    articles = settings.path(settings.articles)
    source = articles / (HUB_FILE if key == HUB else f"{COMPARISONS_DIR}/{key}.yaml")
    return f"the {tag} page of {settings.display(source)}"


def page_of(profile: SiteProfile, relative: str) -> tuple[str, str] | None:
    """The locale and key of the page of ``profile`` at ``relative``, if it is one's path."""
    stem = PurePosixPath(relative).stem
    for tag in profile.locales:
        if str(profile.page_path(tag, HUB)) == relative:
            return tag, HUB
        if str(profile.page_path(tag, stem)) == relative:
            return tag, stem
    return None


class _Plan:
    """The writes and removals of one run, decided file by file; every refusal at once."""

    def __init__(
        self,
        site: Path,
        display: str,
        manifest: Manifest,
        wanted: dict[str, _Wanted],
        profile: SiteProfile,
        generator: Generator,
    ) -> None:
        self.site, self.display, self.manifest = site, display, manifest
        self.wanted, self.profile, self.generator = wanted, profile, generator
        self.owned = manifest.owned()
        self.cases = CaseIndex(site)
        self.problems: list[Problem] = []

    def refuse(self, relative: str, code: str, message: str, hint: str) -> None:
        self.problems.append(
            Problem(f"{self.display}/{relative}", None, None, code, message, hint=hint)
        )

    def decide(self, force: bool) -> tuple[list[str], list[str], list[str], int]:
        """The paths to write, to remove and to leave alone unmarked, and how many are
        current."""
        writes, unchanged = [], 0
        for relative, page in sorted(self.wanted.items()):
            verdict = self._write(relative, page, force)
            if verdict == "write":
                writes.append(relative)
            unchanged += verdict == "current"
            self._same_url(relative, page)
        removals, unmarked = [], []
        for relative in sorted(self.owned - set(self.wanted)):
            verdict = self._remove(relative, force)
            if verdict == "remove":
                removals.append(relative)
            elif verdict == "unmarked":
                unmarked.append(relative)
        if self.problems:
            raise SiteRefused(self.problems)
        return writes, removals, unmarked, unchanged

    def _write(self, relative: str, page: _Wanted, force: bool) -> str:
        """What to do at a path comparekit writes: "write", "current", or "" (refused)."""
        link = linked_folder(self.site, relative)
        if link is not None:
            self.refuse(
                relative,
                "into-link",
                f"{link} is a link, which comparekit does not write through ({page.origin})",
                "replace the link by the folder itself",
            )
            return ""
        if self._case_clash(relative, page):
            return ""
        current = _digest(self.site / relative)
        if current is None and not os.path.lexists(self.site / relative):
            return "write"
        if current == content_digest(page.data) and relative in self.owned:
            return "current"  # what comparekit writes there, mark and all
        if relative not in self.owned or current is None:
            self.refuse(
                relative,
                "into-clash",
                f"comparekit did not write this file, and {page.origin} goes there",
                "move or delete your file (comparekit never writes over a file it did not "
                f"write), or publish into another site; its manifest is {MANIFEST}",
            )
            return ""
        if not self._marked(relative):
            self.refuse(relative, "into-clash", _unmarked(page.origin), _UNMARKED_HINT)
            return ""
        if current in self.manifest.digests(relative) or force:
            return "write"
        self.refuse(relative, "into-edited", _EDITED, f"{page.origin} goes there; {_FORCE}")
        return ""

    def _same_url(self, relative: str, page: _Wanted) -> None:
        """Refuse the site's files the generator serves at the URL of ``relative``."""
        for twin in self.generator.same_url(relative):
            if twin in self.wanted:
                continue
            for found in self.cases.variants(twin):
                if found in self.wanted or (found in self.owned and self._marked(found)):
                    continue  # comparekit's own, replaced or removed by this run
                self.refuse(
                    found,
                    "into-clash",
                    f"served at the same URL as {relative}, {page.origin}",
                    "move or delete your file; the generator would serve one of the two, or fail",
                )

    def _case_clash(self, relative: str, page: _Wanted) -> bool:
        """Refuse each file that is ``relative`` but for letter case; whether there was one."""
        others = [found for found in self.cases.variants(relative) if found != relative]
        for found in others:
            self.refuse(
                found,
                "into-clash",
                f"named as {relative}, {page.origin}, but for letter case: a case-insensitive "
                "disk takes the two for one file, and a generator lower-casing URLs serves "
                "both at one URL",
                "rename or move your file; comparekit never writes over a file it did not write",
            )
        return bool(others)

    def _remove(self, relative: str, force: bool) -> str:
        """What to do at a path comparekit no longer writes: "remove", "unmarked" (left
        alone), or "" (left alone, or refused)."""
        if linked_folder(self.site, relative) is not None:
            return ""  # what a link leads to was never comparekit's: it is left alone
        current = _digest(self.site / relative)
        if current is None and not os.path.lexists(self.site / relative):
            return "remove"  # gone already: only the manifest forgets it
        if current is None or not self._marked(relative):
            return "unmarked"  # the manifest's word alone: the file is taken for the user's
        if current in self.manifest.digests(relative) or force:
            return "remove"
        self.refuse(relative, "into-edited", _EDITED, f"its page is no longer published; {_FORCE}")
        return ""

    def _marked(self, relative: str) -> bool:
        """Whether the file at ``relative`` carries comparekit's mark for that path."""
        path = self.site / relative
        page = self.wanted.get(relative)
        if page is not None and not page.page:
            return own_file_marked(path, page.data)
        found = page_of(self.profile, relative)
        return found is not None and page_marked(path, self.profile, page_source(found[1]))


def _unmarked(origin: str) -> str:
    return (
        f"this file lacks comparekit's mark (`{MARK}:` in a page's front matter, the first "
        f"line of a file of its own), so it is not comparekit's to replace whatever {MANIFEST} "
        f"says, and {origin} goes there"
    )


_UNMARKED_HINT = (
    "move your file away; if an older comparekit (before pages carried the mark) wrote it, "
    "delete it and run again"
)
_EDITED = "edited since comparekit wrote it, so comparekit does not replace or remove it"
_FORCE = "keep your edit elsewhere, or run again with --force to let comparekit have it"


def _digest(path: Path) -> str | None:
    """The digest of a regular file at ``path``; None for no file, a link, a folder."""
    try:
        if not stat.S_ISREG(path.lstat().st_mode):
            return None
    except OSError:
        return None
    data = read_regular(path)
    return content_digest(data) if data is not None else None


def _apply(
    site: Path,
    manifest: Manifest,
    wanted: dict[str, _Wanted],
    writes: list[str],
    removals: list[str],
    profile: str,
    project: str,
) -> None:
    """Write and remove, with a manifest that owns both old and new digests of every path
    while it happens: killed midway, the next run finds each file as one of its own."""
    changing = set(writes) | set(removals)
    final = {relative: content_digest(page.data) for relative, page in wanted.items()}
    pending = {
        relative: tuple(
            manifest.digests(relative) | ({final[relative]} if relative in final else set())
        )
        for relative in changing | set(manifest.unfinished)
    }
    steady = {
        relative: digest for relative, digest in manifest.files.items() if relative not in pending
    }
    write_manifest(site, Manifest(profile, steady, pending, project))
    for relative in writes:
        write_bytes_atomic(site / relative, wanted[relative].data)
    for relative in removals:
        Path(site / relative).unlink(missing_ok=True)
    write_manifest(site, Manifest(profile, final, project=project))
