"""That the export ``build --into`` publishes holds the pages the build rendered.

The export's pages are hard links into the page store, and a build with nothing to do
trusts the export by its files' sizes and modification times: a page edited in place and
dated back would be published as it is. ``build --into`` reads every page anyway, so it
holds each to the digest the page store recorded when the build rendered it.
"""

from __future__ import annotations

from pathlib import Path

from comparekit.errors import Problem
from comparekit.publishing.intoplan import SiteRefused, Wanted, page_of
from comparekit.rendering.sites import SiteProfile
from comparekit.rendering.store import PageStore
from comparekit.sources.settings import Settings


def refuse_changed_export(
    settings: Settings, export: Path, profile: SiteProfile, wanted: dict[str, Wanted]
) -> None:
    """Raise SiteRefused naming each page of ``export`` that is not the text the build
    rendered for it (without a cache, the build wrote every page anew: nothing to hold)."""
    cache = settings.cache_folder()
    if cache is None:
        return
    store = PageStore(cache / "pages" / profile.name)
    problems = []
    for relative, page in sorted(wanted.items()):
        found = page_of(profile, relative) if page.page else None
        if found is not None and store.renders(found[0], found[1], page.data) is False:
            problems.append(
                Problem(
                    settings.display(export / relative),
                    None,
                    None,
                    "into-export",
                    "this page of the export is not the one the build rendered: it was "
                    "changed after the build wrote it, so it is not published",
                    hint=f"delete {settings.display(export / relative)} and run the build "
                    "again (it renders the page anew); nothing was written into the site",
                )
            )
    if problems:
        raise SiteRefused(problems)
