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
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from comparekit.errors import Problem
from comparekit.files import exclusive, resolved, write_bytes_atomic
from comparekit.ownership import collision, protected_paths
from comparekit.publishing.exportcheck import refuse_changed_export
from comparekit.publishing.intoleftovers import killed_writes_in_site
from comparekit.publishing.intoplan import SiteRefused, Wanted, page_of, plan_into
from comparekit.publishing.manifest import (
    MANIFEST,
    Manifest,
    content_digest,
    read_manifest,
    write_manifest,
)
from comparekit.publishing.siteclaims import unchecked_routes
from comparekit.publishing.sitefiles import (
    GENERATORS,
    ConfigClash,
    ConfigUnreadable,
    Generator,
    Instruction,
)
from comparekit.publishing.tree import MARKER
from comparekit.rendering.sites import HUB, SiteProfile
from comparekit.sources.model import SAFE_ID
from comparekit.sources.settings import COMPARISONS_DIR, HUB_FILE, PYPROJECT, Settings

# SiteRefused is raised here too (a site that is not one, another project's manifest).
__all__ = ["IntoReport", "SiteRefused", "project_name", "publish_into"]


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
    # (the site's file, why) for routes made by code comparekit cannot run (Hugo's content
    # adapters, Astro's dynamic routes) that may be at one of its pages' URLs: not checked.
    unchecked: list[tuple[str, str]] = field(default_factory=list)
    # The temporary files of a run killed mid-write, proven comparekit's: removed.
    leftovers: list[str] = field(default_factory=list)


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
        # The site's configuration is read before anything is written: one that cannot be
        # read refuses the site, as a clash does.
        instructions = _instructions(generator, target, display)
        wanted = _wanted(settings, export, profile, generator, target)
        refuse_changed_export(settings, export, profile, wanted)
        writes, removals, unmarked, unchanged = plan_into(
            target, display, manifest, wanted, profile, generator, force
        )
        # What a run killed mid-write left, once nothing was refused: removed first.
        leftovers = killed_writes_in_site(target, manifest.owned(), wanted, profile)
        for relative in leftovers:
            (target / relative).unlink(missing_ok=True)
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
        missing = [i for i in instructions if not i.present]
        pages = {relative: page.origin for relative, page in wanted.items() if page.page}
        unchecked = unchecked_routes(target, generator, pages)
    return IntoReport(
        site,
        sorted(writes),
        sorted(removals),
        unchanged,
        missing,
        disowned,
        unmarked,
        unchecked,
        leftovers,
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


def _instructions(generator: Generator, site: Path, display: str) -> list[Instruction]:
    try:
        return generator.instructions(site)
    except ConfigClash as clash:
        raise SiteRefused(
            [
                Problem(
                    f"{display}/{clash.file}",
                    None,
                    None,
                    "into-config",
                    clash.reason,
                    hint=clash.hint,
                )
            ]
        ) from None
    except ConfigUnreadable as fault:
        raise SiteRefused(
            [
                Problem(
                    f"{display}/{fault.file}",
                    None,
                    None,
                    "into-config",
                    f"the site's configuration cannot be read: {fault.reason}",
                    hint="fix the file (the generator cannot read it either); nothing was written",
                )
            ]
        ) from None


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
    # A locale's pages, and those of a locale the project no longer has (comparekit wrote
    # them, and removes them once their mark shows them its own).
    pages = [_page_shape(profile, tag) for tag in profile.locales] + [_page_shape(profile)]

    def ours(relative: str) -> bool:
        return relative in own or any(shape.fullmatch(relative) for shape in pages)

    disowned = sorted(path for path in manifest.owned() if not ours(path))
    if not disowned:
        return manifest, []
    files = {path: digest for path, digest in manifest.files.items() if ours(path)}
    unfinished = {path: d for path, d in manifest.unfinished.items() if ours(path)}
    return Manifest(manifest.profile, files, unfinished, manifest.project), disowned


_SLUG_STAND_IN = "comparekitslug"  # letters only: re.escape leaves it as it is


_LOCALE_STAND_IN = "comparekitlocale"  # lower case letters, as a profile's folder name is
_LOCALE = "[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*"  # a language tag, as a folder names it


def _page_shape(profile: SiteProfile, tag: str | None = None) -> re.Pattern[str]:
    """The paths of ``tag``'s pages in a site of ``profile``: its page path, with any slug;
    without ``tag``, those of a locale the project may no longer have (any tag's folder)."""
    path = re.escape(str(profile.page_path(tag or _LOCALE_STAND_IN, _SLUG_STAND_IN)))
    hub = re.escape(str(profile.page_path(tag or _LOCALE_STAND_IN, HUB)))
    slug = SAFE_ID.removeprefix("^").removesuffix("$")
    shape = f"{path.replace(_SLUG_STAND_IN, slug)}|{hub}"
    return re.compile(shape if tag else shape.replace(_LOCALE_STAND_IN, _LOCALE))


def _generator(profile: SiteProfile, site: Path, display: str, settings: Settings) -> Generator:
    """The generator of ``profile``, once ``site`` is shown to be one of its sites."""

    def refuse(message: str, hint: str) -> SiteRefused:
        return SiteRefused([Problem(display, None, None, "into-site", message, hint=hint)])

    if profile.name not in GENERATORS:
        raise refuse(
            f"the {profile.name} profile has no site to publish into",
            "choose a generator's profile with --site, or build with --out",
        )
    generator = GENERATORS[profile.name](profile, site)
    if not site.is_dir():
        raise refuse(
            "a file, not a folder" if os.path.lexists(site) else "no such folder",
            f"check the path, the {generator.title} site's root folder (a new site is made "
            f"the {generator.title} way first)",
        )
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
    settings: Settings, export: Path, profile: SiteProfile, generator: Generator, site: Path
) -> dict[str, Wanted]:
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
                wanted[relative] = Wanted(path.read_bytes(), origin)
    for relative, data in generator.site_files(site).items():
        wanted[relative] = Wanted(data, f"comparekit's {generator.title} file", page=False)
    return wanted


def _origin(settings: Settings, profile: SiteProfile, relative: str) -> str:
    found = page_of(profile, relative)
    if found is None:
        return "a page of comparekit's"
    tag, key = found
    articles = settings.path(settings.articles)
    source = articles / (HUB_FILE if key == HUB else f"{COMPARISONS_DIR}/{key}.yaml")
    return f"the {tag} page of {settings.display(source)}"


def _apply(
    site: Path,
    manifest: Manifest,
    wanted: dict[str, Wanted],
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
