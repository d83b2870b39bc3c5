"""A starter site as the tests see it, and the shipped project published into it as the
README's publishing section says."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent.parent
LOCALES = ("en", "ja", "zh-Hant", "ko")
HUB = "index"  # the comparison hub, in the page lists beside the articles' slugs


@dataclass
class StarterSite:
    """A site started the generator's own way, and what the checks need to know of it."""

    profile: str  # comparekit's --site
    root: Path
    host: str  # the host of the site's absolute URLs (its base URL)
    sections: dict[str, str]  # each locale's URL folder for comparekit's pages
    own_page: str  # the URL of one of the site's own pages
    publish: Callable[[Path], None]  # publishes a project into the site, as the README says
    build: Callable[[Path], None]  # builds the site into a folder
    made_by_build: tuple[str, ...]  # folders (and files) the build or install writes in root
    configured: tuple[str, ...] = ()  # the site's files the recipe has its user edit
    statics: tuple[tuple[str, str], ...] = ()  # (folder in root, its folder in the build)
    lang: dict[str, str] = field(default_factory=dict)  # <html lang> where not the locale
    aside: Path | None = None  # a folder made outside the test's own, removed after it
    locales: tuple[str, ...] = LOCALES

    def url(self, locale: str, slug: str) -> str:
        section = self.sections[locale]
        return section if slug == HUB else f"{section}{slug}/"

    def html_lang(self, locale: str) -> str:
        return self.lang.get(locale, locale)

    hreflang = html_lang  # every starter declares one tag for both


def copy_project(folder: Path) -> Path:
    """A copy of the shipped project (sources, catalogs, templates, settings)."""
    folder.mkdir()
    for name in ("articles", "locales", "templates"):
        shutil.copytree(REPO / name, folder / name)
    shutil.copy(REPO / "pyproject.toml", folder / "pyproject.toml")
    return folder


def remove_article(project: Path, slug: str) -> None:
    """Remove an article as its author would: its source, and the links to it."""
    (project / "articles/comparisons" / f"{slug}.yaml").unlink()
    for source in (project / "articles/comparisons").glob("*.yaml"):
        lines = source.read_text(encoding="utf-8").split("\n")
        kept = [line for line in lines if line.strip() != f"- {slug}"]
        source.write_text("\n".join(kept), encoding="utf-8")


def comparekit(project: Path, *arguments: str) -> str:
    """Run the command line in ``project``; it must succeed. Its output."""
    done = subprocess.run(
        [sys.executable, "-m", "comparekit", "--project", str(project), *arguments],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


def run(*command: str | Path, cwd: Path | None = None, env: dict[str, str] | None = None) -> None:
    """Run a generator's command; it must succeed, and its output is the failure's report."""
    done = subprocess.run(
        [str(part) for part in command],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-4000:]
