"""The plan of one ``build --into`` run: which of the site's files to write, which to
remove, which to leave alone, decided file by file before anything is written, with every
refusal at once.

A file is comparekit's to replace or remove only when the manifest names it (its digest
then tells whether the user edited it since) and the file itself carries comparekit's mark
(``pagemark``): the manifest is a file of the site, which anyone can change. A file of the
user's that the generator would serve at a page's URL, or named as a page but for letter
case, is a clash.
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from comparekit.errors import Problem, ProblemsFound
from comparekit.ownership import read_regular
from comparekit.publishing.manifest import (
    MANIFEST,
    CaseIndex,
    Manifest,
    content_digest,
    linked_folder,
)
from comparekit.publishing.pagemark import own_file_marked, page_marked
from comparekit.publishing.sitebase import Generator
from comparekit.publishing.siteclaims import claimed_urls
from comparekit.rendering.sites import HUB, MARK, SiteProfile, page_source


class SiteRefused(ProblemsFound):
    """The site as named cannot be published into as it is: a usage error (exit 2)."""


@dataclass(frozen=True)
class Wanted:
    data: bytes
    origin: str  # what it is, for a message: "the ja page of articles/comparisons/x.yaml"
    page: bool = True  # a page (marked in its front matter), else a file of the generator's


def plan_into(
    site: Path,
    display: str,
    manifest: Manifest,
    wanted: dict[str, Wanted],
    profile: SiteProfile,
    generator: Generator,
    force: bool,
) -> tuple[list[str], list[str], list[str], int]:
    """The paths to write, to remove and to leave alone unmarked, and how many are current;
    raises SiteRefused with every refusal."""
    return _Plan(site, display, manifest, wanted, profile, generator).decide(force)


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
        wanted: dict[str, Wanted],
        profile: SiteProfile,
        generator: Generator,
    ) -> None:
        self.site, self.display, self.manifest = site, display, manifest
        self.wanted, self.profile, self.generator = wanted, profile, generator
        self.owned = manifest.owned()
        self.cases = CaseIndex(site)
        self.problems: list[Problem] = []
        self.twins: set[str] = set()  # the site's files already refused as at a page's URL

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
        self._claimed()
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

    def _write(self, relative: str, page: Wanted, force: bool) -> str:
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

    def _same_url(self, relative: str, page: Wanted) -> None:
        """Refuse the site's files the generator serves at the URL of ``relative``."""
        for twin in self.generator.same_url(relative):
            if twin in self.wanted:
                continue
            for found in self.cases.variants(twin):
                if found in self.twins:
                    continue  # one problem per file, though it be at two pages' URLs
                if found in self.wanted or (found in self.owned and self._marked(found)):
                    continue  # comparekit's own, replaced or removed by this run
                self.twins.add(found)
                self.refuse(
                    found,
                    "into-clash",
                    f"served at the same URL as {relative}, {page.origin}",
                    "move or delete your file; the generator would serve one of the two, or fail",
                )

    def _claimed(self) -> None:
        """Refuse the site's pages served at the URL (or with the doc id) of a page
        comparekit writes, by their front matter, the site's configuration or their name."""
        pages = {relative: page.origin for relative, page in self.wanted.items() if page.page}
        for found, relative, claim, how in claimed_urls(self.site, self.generator, pages):
            if found in self.twins or (found in self.owned and self._marked(found)):
                continue  # refused already, or comparekit's own, replaced or removed
            self.twins.add(found)
            self.refuse(
                found,
                "into-clash",
                f"{how} {claim!r}, the URL of {relative}, {pages[relative]}",
                "change or remove what gives it that URL, or move or rename your page; the "
                "generator would serve one of the two, or fail",
            )

    def _case_clash(self, relative: str, page: Wanted) -> bool:
        """Refuse each file that is ``relative`` but for letter case; whether there was one."""
        others = [found for found in self.cases.variants(relative) if found != relative]
        for found in others:
            self.twins.add(found)
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
        own = self.generator.own_files().get(relative)
        if page is None and own is not None:  # a file of its own this site no longer gets
            return own_file_marked(path, own)
        found = page_of(self.profile, relative)
        if found is not None:
            return page_marked(path, self.profile, page_source(found[1]))
        # A page of a locale the project no longer has: the manifest names it as one of
        # comparekit's pages (into's page shapes), its mark must name its source.
        stem = PurePosixPath(relative).stem
        key = HUB if stem in (HUB, "_index") else stem
        return relative in self.owned and page_marked(path, self.profile, page_source(key))


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
