"""MkDocs's own start: ``mkdocs new``, with the Material theme and mkdocs-static-i18n
(all three from PyPI with the test extras)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from builtsite import missing
from starters.site import Asked, StarterSite, merge_yaml, place, run

# MkDocs 1.6 prints a notice about MkDocs 2 on every run; it says nothing of the build.
QUIET = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}


def start(folder: Path) -> StarterSite:
    mkdocs = shutil.which("mkdocs") or missing("mkdocs", "pip install -e '.[test]'")
    root = folder / "site"
    run(mkdocs, "new", root, env=QUIET)
    (root / "docs/index.md").unlink()  # the README: the English hub is the home page

    def configure(asked: list[Asked]) -> None:
        place(asked, {"mkdocs.yml": lambda item: merge_yaml(root / "mkdocs.yml", item)})

    def build(public: Path) -> None:
        run(mkdocs, "build", "--quiet", "--site-dir", public, cwd=root, env=QUIET)

    return StarterSite(
        profile="mkdocs",
        root=root,
        host="example.com",
        sections={"en": "/", "ja": "/ja/", "zh-Hant": "/zh-Hant/", "ko": "/ko/"},
        own_page=None,  # its one page, docs/index.md, gave way to the hub
        configure=configure,
        build=build,
        made_by_build=(),
        configured=("mkdocs.yml",),
        # Material's <link> alternates are relative to the page whatever `site_url` is; the
        # sitemap static-i18n writes lists them as absolute URLs on `site_url`.
        hreflang_in_sitemap=True,
    )
