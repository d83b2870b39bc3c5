"""A starter site as the tests see it, and the shipped project published into it as the
README's publishing section says."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import yaml

REPO = Path(__file__).resolve().parent.parent.parent
LOCALES = ("en", "ja", "zh-Hant", "ko")
HUB = "index"  # the comparison hub, in the page lists beside the articles' slugs
MANIFEST = ".comparekit-manifest.json"
# What `build --into` prints for each edit the user must make to a file of theirs: lines to
# add, a line to replace (named in backquotes), or the file to remove.
_ASKED = re.compile(
    r"^warning: (?P<file>.+?): (?P<verb>add|replace|remove) (?P<why>.+?)"
    r"(?::\n(?P<lines>(?:    .*\n?)+)|\n)",
    re.M,
)


@dataclass(frozen=True)
class Asked:
    """Lines ``build --into`` asks the user to add to a file of theirs, and where."""

    file: str  # the file, as printed (with where in it, for some)
    why: str
    lines: str  # as they go into the file, unindented
    verb: str = "add"

    def put(self, path: Path, after: str) -> None:
        """Add the lines to ``path``, on the lines after the first holding ``after``,
        indented as that line is; as the user does, by hand."""
        text = path.read_text(encoding="utf-8")
        start = text.index(after)
        end = text.index("\n", start) + 1
        line = text[text.rfind("\n", 0, start) + 1 : end]
        indent = line[: len(line) - len(line.lstrip())]
        added = "".join(f"{indent}{new}\n" for new in self.lines.splitlines())
        path.write_text(text[:end] + added + text[end:], encoding="utf-8")

    def replace(self, path: Path) -> None:
        """Put the lines in place of the text the warning names in backquotes, in ``path``."""
        assert self.verb == "replace", self
        old = self.why.split("`")[1]
        text = path.read_text(encoding="utf-8")
        assert old in text, f"{path} has no {old}"
        path.write_text(text.replace(old, self.lines, 1), encoding="utf-8")


def merge_yaml(path: Path, asked: Asked) -> None:
    """Merge the asked YAML keys into a YAML file, lists joined, as the user does by hand."""
    config = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    for key, value in yaml.safe_load(asked.lines).items():
        if isinstance(value, list) and isinstance(config.get(key), list):
            value = config[key] + [item for item in value if item not in config[key]]
        config[key] = value
    path.write_text(yaml.safe_dump(config, allow_unicode=True), encoding="utf-8")


def place(asked: list[Asked], where: dict[str, Callable[[Asked], None]]) -> None:
    """Add each of the asked lines with the handler for the file it names (the start of
    its printed name): every one, and nothing asked for that the README does not place."""
    for item in asked:
        handlers = [handler for file, handler in where.items() if item.file.startswith(file)]
        assert len(handlers) == 1, f"the README does not say where these go: {item}"
        handlers[0](item)


@dataclass
class StarterSite:
    """A site started the generator's own way, and what the checks need to know of it."""

    profile: str  # comparekit's --site
    root: Path
    host: str  # the host of the site's absolute URLs (its base URL)
    sections: dict[str, str]  # each locale's URL folder for comparekit's pages
    own_page: str | None  # the URL of one of the site's own pages, if it keeps one
    configure: Callable[[list[Asked]], None]  # adds the lines asked for, where the README says
    build: Callable[[Path], None]  # builds the site into a folder
    made_by_build: tuple[str, ...]  # folders (and files) the build or install writes in root
    configured: tuple[str, ...] = ()  # the site's files the recipe has its user edit
    statics: tuple[tuple[str, str], ...] = ()  # (folder in root, its folder in the build)
    lang: dict[str, str] = field(default_factory=dict)  # <html lang> where not the locale
    aside: Path | None = None  # a folder made outside the test's own, removed after it
    locales: tuple[str, ...] = LOCALES
    hreflang_in_sitemap: bool = False  # the sitemap lists each page's alternates (absolute)
    switcher: bool = False  # comparekit's language switcher links the other locales' pages

    def url(self, locale: str, slug: str) -> str:
        section = self.sections[locale]
        return section if slug == HUB else f"{section}{slug}/"

    def html_lang(self, locale: str) -> str:
        return self.lang.get(locale, locale)

    hreflang = html_lang  # every starter declares one tag for both


def publish(site: StarterSite, project: Path) -> list[Asked]:
    """``comparekit -C PROJECT build --site PROFILE --into .`` in the site, as the README
    says; it must succeed. The lines it asks for."""
    command = ["build", "--site", site.profile, "--into", "."]
    done = subprocess.run(
        [sys.executable, "-m", "comparekit", "-C", str(project), *command],
        cwd=site.root,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    asked = [
        Asked(
            m["file"],
            m["why"],
            "\n".join(line[4:] for line in (m["lines"] or "").splitlines()),
            m["verb"],
        )
        for m in _ASKED.finditer(done.stderr)
    ]
    assert done.stderr.count("warning:") == len(asked), done.stderr
    return asked


def comparekits(root: Path) -> set[str]:
    """The files of ``root`` that comparekit wrote, as its manifest lists them."""
    manifest = json.loads((root / MANIFEST).read_text(encoding="utf-8"))
    return {MANIFEST, *manifest["files"]}


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
