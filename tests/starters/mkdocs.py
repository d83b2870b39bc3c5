"""MkDocs's own start: ``mkdocs new``, with the Material theme and mkdocs-static-i18n
(all three from PyPI with the test extras)."""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

import yaml

from builtsite import missing
from starters.site import StarterSite, comparekit, run

# MkDocs 1.6 prints a notice about MkDocs 2 on every run; it says nothing of the build.
QUIET = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}


def start(folder: Path) -> StarterSite:
    mkdocs = shutil.which("mkdocs") or missing("mkdocs", "pip install -e '.[test]'")
    root = folder / "site"
    run(mkdocs, "new", root, env=QUIET)

    def publish(project: Path) -> None:
        # The README's recipe: build aside, copy the docs, merge the snippet into mkdocs.yml.
        with tempfile.TemporaryDirectory() as aside:
            out = Path(aside) / "mkdocs"
            comparekit(project, "build", "--site", "mkdocs", "--out", str(out))
            shutil.copytree(out / "docs", root / "docs", dirs_exist_ok=True)
            config = yaml.safe_load((root / "mkdocs.yml").read_text(encoding="utf-8"))
            config |= yaml.safe_load((out / "mkdocs.i18n.yml").read_text(encoding="utf-8"))
            (root / "mkdocs.yml").write_text(yaml.safe_dump(config), encoding="utf-8")

    def build(public: Path) -> None:
        run(mkdocs, "build", "--quiet", "--site-dir", public, cwd=root, env=QUIET)

    return StarterSite(
        profile="mkdocs",
        root=root,
        host="example.com",
        sections={"en": "/", "ja": "/ja/", "zh-Hant": "/zh-Hant/", "ko": "/ko/"},
        own_page="/",
        publish=publish,
        build=build,
        configured=("mkdocs.yml",),
        made_by_build=(),
    )
