"""The shipped content published into each generator's own starter site, built by the real
generator, as a publisher following the README would: ``hugo new site`` + ``hugo new
theme``, ``jekyll new`` (minima), Docusaurus's classic starter, a Starlight site set up as
its manual setup guide says, and ``mkdocs new`` with Material.

Every page comparekit published is read with an HTML parser (starters/checks.py). Then an
article is removed from the sources and the project published again: its pages leave the
built site, sitemap included, and the site's own files are byte-identical to before.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from starters import docusaurus, hugo, jekyll, mkdocs, starlight
from starters.checks import (
    MarkdownPage,
    files,
    naming,
    published_page_problems,
    sitemap_problems,
)
from starters.site import (
    HUB,
    LOCALES,
    REPO,
    StarterSite,
    comparekits,
    copy_project,
    publish,
    remove_article,
)

STARTERS: dict[str, Callable[[Path], StarterSite]] = {
    "docusaurus": docusaurus.start,
    "hugo": hugo.start,
    "jekyll": jekyll.start,
    "mkdocs": mkdocs.start,
    "starlight": starlight.start,
}
SLUGS = sorted(p.stem for p in (REPO / "articles/comparisons").glob("*.yaml"))
REMOVED = "deepinfer-vs-ktransformers"  # linked from one article only


@pytest.fixture(scope="module")
def markdown(shipped_export: Path) -> dict[tuple[str, str], MarkdownPage]:
    """What each page's Markdown holds, per (locale, page), as the plain export has it."""
    return {
        (locale, slug): MarkdownPage.read((shipped_export / locale / f"{slug}.md").read_text())
        for locale in LOCALES
        for slug in [HUB, *SLUGS]
    }


def static_problems(site: StarterSite, public: Path) -> list[str]:
    """The site's static files that did not reach the built site byte for byte."""
    problems = []
    for folder, built in site.statics:
        for name, data in files(site.root / folder).items():
            copied = public / built / name
            if not copied.is_file() or copied.read_bytes() != data:
                problems.append(f"{folder}/{name} is not {built or '.'}/{name} in the build")
    return problems


@pytest.fixture(params=sorted(STARTERS))
def site(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[StarterSite]:
    """A generator's starter, started afresh."""
    site = STARTERS[request.param](tmp_path)
    yield site
    if site.aside:
        shutil.rmtree(site.aside, ignore_errors=True)


def test_published_into_the_generators_own_starter(
    site: StarterSite, tmp_path: Path, markdown: dict[tuple[str, str], MarkdownPage]
) -> None:
    project = copy_project(tmp_path / "project")
    starter = files(site.root, site.made_by_build)

    # The README's recipe: publish, add the lines it asks for; the next run finds them.
    site.configure(publish(site, project))
    assert publish(site, project) == [], "the lines asked for were added, the run sees them"
    published = files(site.root, site.made_by_build)
    theirs = set(published) - comparekits(site.root)
    edited = [name for name, data in starter.items() if published.get(name) != data]
    assert set(edited) <= set(site.configured), "only the files the README has the user edit"
    first = tmp_path / "first"
    site.build(first)
    problems = published_page_problems(site, first, SLUGS, markdown)
    if site.hreflang_in_sitemap:
        problems += sitemap_problems(site, first, SLUGS)
    assert not problems, "\n".join(problems)
    assert not static_problems(site, first)

    # An article removed from the sources leaves the site; nothing else of it changes.
    remove_article(project, REMOVED)
    assert publish(site, project) == []
    now = files(site.root, site.made_by_build)
    assert [name for name in sorted(theirs) if now.get(name) != published[name]] == []
    assert naming(site.root, REMOVED, site.made_by_build) == [], "the site's files name it"
    second = tmp_path / "second"
    site.build(second)
    kept = [slug for slug in SLUGS if slug != REMOVED]
    problems = published_page_problems(site, second, kept, markdown)
    if site.hreflang_in_sitemap:
        problems += sitemap_problems(site, second, kept)
    assert not problems, "\n".join(problems)
    assert naming(second, REMOVED) == [], "built files still name the removed article"
    assert not static_problems(site, second)


def html_page(lang: str, main: str, alternates: dict[str, str], banner: str = "<p>Site</p>") -> str:
    links = "".join(
        f'<link rel="alternate" hreflang="{t}" href="{h}">' for t, h in alternates.items()
    )
    body = f"<header>{banner}</header><main>{main}</main>"
    return f'<html lang="{lang}"><head>{links}</head><body>{body}</body></html>'


def test_the_checks_catch_what_a_publisher_met(tmp_path: Path) -> None:
    """The defects issue 29 reports, each named by the checks on a built page."""
    public = tmp_path / "public"
    pages = {
        "own/": html_page("en", "<h1>Own</h1>", {}),
        "en/": html_page("en", '<h1>Hub</h1><a href="/en/a/">a</a>', {"en": "/en/", "ja": "/ja/"}),
        "ja/": html_page("ja", '<h1>ハブ</h1><a href="/ja/a/">a</a>', {"en": "/en/", "ja": "/ja/"}),
        "ja/a/": html_page(
            "ja",
            "<h1>A</h1><table></table><p><code>--flag</code></p>",
            {"en": "https://site.example/en/a/", "ja": "https://site.example/ja/a/"},
        ),
        # Three <h1>, the wrong language, hreflang at itself, a table left as text, raw
        # emphasis and Liquid, a flag turned into a dash, a link to nowhere.
        "en/a/": html_page(
            "ja",
            "<h1>A</h1><h1>A</h1><p>| --- | **no** {% raw %} –flag</p>"
            '<a href="/en/gone/">gone</a><a href="/en/#nowhere">hub</a>',
            {"en": "/en/a/", "ja": "/en/a/"},
            banner="<h1>Site</h1><h1>Again</h1>",
        ),
    }
    for url, html in pages.items():
        (public / url).mkdir(parents=True, exist_ok=True)
        (public / url / "index.html").write_text(html, encoding="utf-8")
    site = StarterSite(
        profile="plain",
        root=tmp_path,
        host="site.example",
        sections={"en": "/en/", "ja": "/ja/"},
        own_page="/own/",
        configure=lambda asked: None,
        build=lambda public: None,
        made_by_build=(),
        locales=("en", "ja"),
    )
    source = {(locale, slug): MarkdownPage(0, ()) for locale in ("en", "ja") for slug in (HUB,)}
    source |= {(locale, "a"): MarkdownPage(1, ("--flag",)) for locale in ("en", "ja")}
    problems = published_page_problems(site, public, ["a"], source)
    assert all(problem.startswith("/en/a/: ") for problem in problems), problems
    found = "\n".join(problems)
    for expected in (
        "2 <h1> in <main>",
        "2 <h1> outside <main>",
        "<html lang='ja'>, expected 'en'",
        "hreflang {'en': 'https://site.example/en/a', 'ja': 'https://site.example/en/a'}",
        "0 <table>, the Markdown has 1",
        "raw Markdown, Liquid or MDX in the text: ['**', '{%', '| ---']",
        "flags [] in the text, the Markdown has ('--flag',)",
        "link /en/gone/ → /en/gone/ does not exist",
        "link /en/#nowhere: no such anchor",
    ):
        assert expected in found, found
