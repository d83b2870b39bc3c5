"""Lay rendered pages out on disk: one folder per locale, YAML frontmatter, atomic swap."""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path, PurePosixPath

from comparekit.files import write_text_atomic
from comparekit.publishing.tree import staged_tree
from comparekit.rendering.sites import SiteProfile
from comparekit.rendering.store import PageRecord, PageStore


def write_site(
    pages: list[tuple[bytes, PageRecord]],
    store: PageStore,
    out: Path,
    site: SiteProfile,
    keep_locales: Iterable[str] = (),
    page_keys: Iterable[str] = (),
) -> list[str]:
    """Put the stored ``pages`` where the site profile wants them and swap the tree in as
    one step.

    The pages of ``keep_locales`` under ``page_keys`` (the project's pages) are carried
    over from the previous output, so a build of some locales does not delete the others,
    nor a page it holds back in its own; anything else not rebuilt disappears, so files of
    removed articles never linger. Only a page that is still the one comparekit wrote
    (its stored text, not a link, not edited) is carried over; the others are left out,
    and their paths in the output given back.
    """
    dropped: list[str] = []
    keys = dict.fromkeys([*page_keys, *(record.key for _, record in pages)])
    with staged_tree(out) as stage:
        folders: set[str] = set()

        def place(relative: PurePosixPath) -> str:
            # Strings, not Paths: this runs for every page, where pathlib's parsing shows.
            target = os.path.join(stage, relative.as_posix())
            folder = os.path.dirname(target)
            if folder not in folders:
                os.makedirs(folder, exist_ok=True)
                folders.add(folder)
            return target

        for tag in keep_locales:
            for key in keys:
                relative = site.page_path(tag, key)
                previous = os.path.join(out, relative.as_posix())
                if not os.path.lexists(previous):
                    continue
                digest = store.carried(previous, tag, key)
                if digest is None:
                    dropped.append(relative.as_posix())
                else:
                    store.publish(digest, place(relative))
        for digest, record in pages:
            # The stage is new and swapped in whole: no reader sees a file half written.
            store.publish(digest, place(site.page_path(record.locale, record.key)))
        snippet = site.config_snippet()
        if snippet is not None:
            write_text_atomic(stage / snippet[0], snippet[1])
    return dropped
