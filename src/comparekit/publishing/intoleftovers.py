"""The temporary files a ``build --into`` run killed mid-write left in the user's site,
told apart from the user's own files: only those comparekit can prove it made are removed.

Every write into the site goes through a temporary file beside its target and a rename
(``files.write_bytes_atomic``): a kill between the two leaves ``.NAME.PID-XXXXXXXX.tmp``
in one of the site's folders. The next run removes it when its name is one comparekit
makes for a file it writes in that folder (a page, a file of the generator's, the
manifest), the run that made it is over, and what it holds is a beginning of what
comparekit writes there (or nothing: cut before its first byte).
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path, PurePosixPath

from comparekit.leftovers import run_is_over, temporary_of
from comparekit.ownership import read_regular
from comparekit.publishing.intoplan import Wanted, page_of
from comparekit.publishing.manifest import MANIFEST
from comparekit.publishing.pagemark import page_marked
from comparekit.rendering.sites import SiteProfile, page_source

# How every manifest comparekit writes begins (``manifest.write_manifest``).
_MANIFEST_START = b'{\n  "format": '


def killed_writes_in_site(
    site: Path, owned: Iterable[str], wanted: dict[str, Wanted], profile: SiteProfile
) -> list[str]:
    """The temporary files (relative paths) a killed run left beside the files of ``site``
    that comparekit owns (``owned``: the manifest's) or writes (``wanted``), proven its own."""
    names_by_folder: dict[PurePosixPath, set[str]] = {}
    for relative in {*owned, *wanted, MANIFEST}:
        path = PurePosixPath(relative)
        names_by_folder.setdefault(path.parent, set()).add(path.name)
    proven = []
    for folder, names in sorted(names_by_folder.items()):
        try:
            entries = sorted(os.listdir(site / folder))
        except OSError:
            continue  # no such folder (yet), or not one: nothing left there
        for entry in entries:
            named = temporary_of(entry)
            if named is None or named.target not in names or not run_is_over(named.pid):
                continue
            target = (folder / named.target).as_posix()
            if _written_by_comparekit(site / folder / entry, target, wanted, profile):
                proven.append((folder / entry).as_posix())
    return proven


def _written_by_comparekit(
    path: Path, target: str, wanted: dict[str, Wanted], profile: SiteProfile
) -> bool:
    """Whether the temporary file at ``path``, named for ``target``, holds the beginning of
    a file comparekit writes there: of what this run writes, of a manifest, or of a page
    whose front matter (whole) carries the mark of that page's source."""
    page = wanted.get(target)
    limit = len(page.data) if page is not None else len(_MANIFEST_START)
    data = read_regular(path, limit + 1)
    if data is None:
        return False  # a link, a folder or a device at that name: never comparekit's
    if page is not None and page.data.startswith(data):
        return True  # also an empty file: cut before its first byte
    if target == MANIFEST:
        return data[: len(_MANIFEST_START)] == _MANIFEST_START[: len(data)]
    found = page_of(profile, target)
    return found is not None and page_marked(path, profile, page_source(found[1]))
