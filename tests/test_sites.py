"""Site exports: each profile's layout, frontmatter, links and language configuration.

The real generators build them in test_generators.py.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path, PurePosixPath
from urllib.parse import urljoin, urlparse

import frontmatter
import pytest

from comparekit.publishing.build import build
from comparekit.sources.settings import load_settings
from conftest import PYPROJECT, ProjectFiles, translate_catalogs

REPO = Path(__file__).resolve().parent.parent
SLUGS = sorted(p.stem for p in (REPO / "articles/comparisons").glob("*.yaml"))
LOCALES = ("en", "ja", "zh-Hant", "ko")
CI = bool(os.environ.get("CI"))


def export(tmp_path: Path, site: str) -> Path:
    out = tmp_path / site
    build(load_settings(REPO), out=out, site=site)
    return out


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
            assert set(post.keys()) <= {
                "id",
                "title",
                "description",
                "slug",
                "last_update",
                "comparekit",
            }
            assert post["title"] and post["description"]
    snippet = (site / "docusaurus.i18n.js").read_text(encoding="utf-8")
    assert '"locales": [\n    "en",\n    "ja",\n    "zh-Hant",\n    "ko"\n  ]' in snippet
    assert "format" not in snippet  # the site's own MDX pages stay MDX


def starlight_pages(site: Path, folders: dict[str, str]) -> dict[str, str]:
    """Each Starlight page's URL and body; ``folders``: locale folder → its URL segment."""
    docs = site / "src/content/docs"
    pages = {}
    for folder, segment in folders.items():
        for slug in [*SLUGS, "index"]:
            post = frontmatter.load(docs / folder / f"{slug}.md")
            assert set(post.keys()) <= {"title", "description", "lastUpdated", "comparekit"}
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
    """Starlight and Hugo's themes show the frontmatter title as the H1, so their pages carry
    none in the body (but Hugo's hub: a home page, which themes show without a title);
    every other generator takes the body's own, the page's only one."""
    from markdown_it import MarkdownIt

    out = export(tmp_path, site)
    parser = MarkdownIt("commonmark").enable("table")
    for page in out.rglob("*.md"):
        post = frontmatter.load(page)
        h1 = [t for t in parser.parse(post.content) if t.type == "heading_open" and t.tag == "h1"]
        shown_by_theme = site == "starlight" or (site == "hugo" and page.name != "_index.md")
        assert len(h1) == (0 if shown_by_theme else 1), page
        assert post["title"]


def test_each_profile_declares_its_generators_language_tag(tmp_path: Path) -> None:
    """Traditional Chinese is zh-Hant everywhere but Starlight, whose interface strings are
    zh-TW (the tag it matches them by)."""
    hugo = (export(tmp_path, "hugo") / "hugo.languages.toml").read_text(encoding="utf-8")
    assert '[languages."zh-hant"]\ncontentDir = "content/zh-hant"\nlocale = "zh-Hant"' in hugo
    docusaurus = (export(tmp_path, "docusaurus") / "docusaurus.i18n.js").read_text("utf-8")
    assert '"zh-Hant": {\n      "label": "中文 (繁體)",\n      "htmlLang": "zh-Hant"' in docusaurus
    starlight = (export(tmp_path, "starlight") / "starlight.locales.mjs").read_text("utf-8")
    assert '"zh-hant": {\n    "label": "中文 (繁體)",\n    "lang": "zh-TW"' in starlight


def test_the_language_tags_are_configurable_per_profile(
    tmp_path: Path, tmp_project: Path, project_files: ProjectFiles
) -> None:
    from comparekit.cli import main

    project_files.write_text(
        "pyproject.toml",
        PYPROJECT + '[tool.comparekit.site_lang]\nhugo = { "zh-Hant" = "zh-Hant-TW" }\n'
        'starlight = { "zh-Hant" = "zh-Hant", ko = "ko-KR" }\n',
    )
    assert main(["-C", str(tmp_project), "update"]) == 0
    translate_catalogs(tmp_project)
    settings = load_settings(tmp_project)
    build(settings, out=tmp_path / "hugo", site="hugo")
    build(settings, out=tmp_path / "starlight", site="starlight")
    build(settings, out=tmp_path / "docusaurus", site="docusaurus")
    hugo = (tmp_path / "hugo/hugo.languages.toml").read_text(encoding="utf-8")
    assert 'locale = "zh-Hant-TW"' in hugo and 'locale = "ko"' in hugo
    starlight = (tmp_path / "starlight/starlight.locales.mjs").read_text(encoding="utf-8")
    assert '"lang": "zh-Hant"' in starlight and '"lang": "ko-KR"' in starlight
    docusaurus = (tmp_path / "docusaurus/docusaurus.i18n.js").read_text(encoding="utf-8")
    assert '"htmlLang": "zh-Hant"' in docusaurus  # another profile's table changes nothing


@pytest.mark.parametrize(
    ("table", "expected"),
    [
        (
            'jekyll = { ja = "ja-JP" }',
            "site_lang.jekyll.[key]: Input should be 'hugo', 'docusaurus' or 'starlight'",
        ),
        ('hugo = { fr = "fr-FR" }', "hugo names 'fr', which is not a configured locale"),
        ('hugo = { ja = "xx-Nope" }', "'xx-Nope' is not a locale Babel knows"),
    ],
)
def test_a_wrong_language_tag_table_is_a_settings_error(
    tmp_project: Path,
    project_files: ProjectFiles,
    table: str,
    expected: str,
    run_cli: Callable[..., tuple[int, str, str]],
) -> None:
    project_files.write_text("pyproject.toml", f"{PYPROJECT}[tool.comparekit.site_lang]\n{table}\n")
    code, _, err = run_cli("-C", str(tmp_project), "validate")
    assert code == 1
    assert "[settings] [tool.comparekit] site_lang" in err and expected in err, err
