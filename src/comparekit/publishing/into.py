"""``comparekit build --into SITE``: publish an export into a site the user already has.

Read as a story: check that the folder is the generator's site and read the manifest of
what comparekit wrote there; plan every write and removal and refuse, before anything is
written, a file comparekit did not write (a clash), one it wrote and the user edited since,
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
    Manifest,
    content_digest,
    linked_folder,
    read_manifest,
    write_manifest,
)
from comparekit.publishing.sitefiles import GENERATORS, Generator, Instruction
from comparekit.publishing.tree import MARKER
from comparekit.rendering.sites import HUB, SiteProfile
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


@dataclass(frozen=True)
class _Wanted:
    data: bytes
    origin: str  # what it is, for a message: "the ja page of articles/comparisons/x.yaml"


def publish_into(
    settings: Settings, export: Path, profile: SiteProfile, site: Path, force: bool = False
) -> IntoReport:
    """Publish the export of ``profile`` in ``export`` into the site at ``site``.

    ``force`` replaces (or removes) files comparekit wrote that were edited since; a file it
    never wrote is never touched.
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
        writes, removals, unchanged = _plan(target, display, manifest, wanted, generator, force)
        if (
            writes
            or removals
            or disowned
            or manifest.unfinished
            or manifest.profile != profile.name
            or manifest.project != project
        ):
            _apply(target, manifest, wanted, writes, removals, profile.name, project)
        missing = [i for i in generator.instructions(target) if not i.present]
    return IntoReport(site, sorted(writes), sorted(removals), unchanged, missing, disowned)


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
        wanted[relative] = _Wanted(data, f"comparekit's {generator.title} file")
    return wanted


def _origin(settings: Settings, profile: SiteProfile, relative: str) -> str:
    articles = settings.path(settings.articles)
    stem = PurePosixPath(relative).stem
    for tag in profile.locales:
        if str(profile.page_path(tag, HUB)) == relative:
            return f"the {tag} page of {settings.display(articles / HUB_FILE)}"
        if str(profile.page_path(tag, stem)) == relative:
            source = articles / COMPARISONS_DIR / f"{stem}.yaml"
            return f"the {tag} page of {settings.display(source)}"
    return "a page of comparekit's"


def _plan(
    site: Path,
    display: str,
    manifest: Manifest,
    wanted: dict[str, _Wanted],
    generator: Generator,
    force: bool,
) -> tuple[list[str], list[str], int]:
    """The paths to write and to remove, and how many are current; every refusal at once."""
    problems: list[Problem] = []

    def refuse(relative: str, code: str, message: str, hint: str) -> None:
        problems.append(Problem(f"{display}/{relative}", None, None, code, message, hint=hint))

    owned = manifest.owned()
    writes, unchanged = [], 0
    for relative, page in sorted(wanted.items()):
        link = linked_folder(site, relative)
        if link is not None:
            refuse(
                relative,
                "into-link",
                f"{link} is a link, which comparekit does not write through ({page.origin})",
                "replace the link by the folder itself",
            )
            continue
        current = _digest(site / relative)
        if current is None and not os.path.lexists(site / relative):
            writes.append(relative)
        elif current == content_digest(page.data) and relative in owned:
            unchanged += 1
        elif relative not in owned or current is None:
            refuse(
                relative,
                "into-clash",
                f"comparekit did not write this file, and {page.origin} goes there",
                "move or delete your file (comparekit never writes over a file it did not "
                f"write), or publish into another site; its manifest is {MANIFEST}",
            )
        elif current in manifest.digests(relative) or force:
            writes.append(relative)
        else:
            refuse(relative, "into-edited", _EDITED, f"{page.origin} goes there; {_FORCE}")
        for twin in generator.same_url(relative):
            if twin not in owned and twin not in wanted and os.path.lexists(site / twin):
                refuse(
                    twin,
                    "into-clash",
                    f"served at the same URL as {relative}, {page.origin}",
                    "move or delete your file; the generator would serve one of the two, or fail",
                )
    removals = []
    for relative in sorted(owned - set(wanted)):
        if linked_folder(site, relative) is not None:
            continue  # what a link leads to was never comparekit's: it is left alone
        current = _digest(site / relative)
        if current is None and not os.path.lexists(site / relative):
            removals.append(relative)  # gone already: only the manifest forgets it
        elif current is not None and (current in manifest.digests(relative) or force):
            removals.append(relative)
        else:
            refuse(relative, "into-edited", _EDITED, f"its page is no longer published; {_FORCE}")
    if problems:
        raise SiteRefused(problems)
    return writes, removals, unchanged


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
