"""The shipped content: complete in four languages, identical in shape, pinned by golden files.

Regenerate the golden files after an intended change of content or templates with
``COMPAREKIT_REGENERATE=1 pytest tests/test_shipped.py`` and review the diff.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from markdown_it import MarkdownIt
from mdit_py_plugins.front_matter import front_matter_plugin

from comparekit.catalogs.pofile import read_catalog
from comparekit.catalogs.updates import planned_catalogs
from comparekit.publishing.build import build
from comparekit.rendering.shapes import block_signature
from comparekit.sources.load import load_project
from comparekit.sources.settings import load_settings

REPO = Path(__file__).resolve().parent.parent
GOLDEN = Path(__file__).parent / "golden"
LOCALES = ("en", "ja", "zh-Hant", "ko")
SLUGS = sorted(path.stem for path in (REPO / "articles/comparisons").glob("*.yaml"))
PAGES = (*(f"{slug}.md" for slug in SLUGS), "index.md")
# An English sentence left in a translated page: a run of Latin-script words with at least
# one English function word (a list of product names has none).
LATIN_RUN = re.compile(r"(?:[A-Za-z][\w.'’/-]*[ ,]+){4,}[A-Za-z][\w.'’/-]*")
FUNCTION_WORDS = {
    "the",
    "and",
    "of",
    "to",
    "is",
    "are",
    "with",
    "for",
    "in",
    "on",
    "that",
    "this",
    "it",
    "be",
    "by",
    "as",
    "from",
    "not",
    "was",
    "we",
    "you",
    "can",
}


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("site")
    build(load_settings(REPO), out=out)
    return out


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("page", PAGES)
def test_page_matches_golden_file(site: Path, locale: str, page: str) -> None:
    rendered = (site / locale / page).read_text(encoding="utf-8")
    golden = GOLDEN / locale / page
    if os.environ.get("COMPAREKIT_REGENERATE"):
        golden.parent.mkdir(parents=True, exist_ok=True)
        golden.write_text(rendered, encoding="utf-8")
    assert rendered == golden.read_text(encoding="utf-8")


@pytest.mark.parametrize("page", PAGES)
def test_every_locale_has_the_same_block_structure(site: Path, page: str) -> None:
    english = block_signature((site / "en" / page).read_text(encoding="utf-8"))
    assert english.count("h2") >= 2
    for locale in LOCALES[1:]:
        assert block_signature((site / locale / page).read_text(encoding="utf-8")) == english


def markdown_it_signature(text: str) -> list[str]:
    """The page's blocks and link targets as markdown-it-py reads them: a second parser,
    independent of the cmark-gfm one comparekit checks shapes with."""
    parser = MarkdownIt("commonmark").enable("table").use(front_matter_plugin)
    signature = []
    for token in parser.parse(text):
        if token.type == "inline":
            signature += [
                f"link {child.attrs['href']}"
                for child in token.children or []
                if child.type == "link_open"
            ]
        elif token.type != "front_matter":
            signature.append(token.type)
    return signature


@pytest.mark.parametrize("page", PAGES)
def test_a_second_parser_sees_the_same_structure_in_every_locale(site: Path, page: str) -> None:
    english = markdown_it_signature((site / "en" / page).read_text(encoding="utf-8"))
    assert english.count("table_open") >= (1 if page == "index.md" else 2)
    for locale in LOCALES[1:]:
        translated = (site / locale / page).read_text(encoding="utf-8")
        assert markdown_it_signature(translated) == english


def test_the_dynamo_article_has_the_whole_skeleton(site: Path) -> None:
    signature = block_signature((site / "en/deepinfer-vs-dynamo.md").read_text(encoding="utf-8"))
    assert signature.count("h1") == 1
    assert signature.count("table") == 2  # head-to-head and decision guide
    assert signature.count("tr") == (1 + 10) + (1 + 5)  # header rows + body rows
    assert signature.count("h3") == 2 + 1 + 4  # what each is, the verdict subsection, FAQ
    assert signature.count("li") == 4 + 5 + 6  # wins, wins, sources (the reference had 5)


def test_shipped_catalogs_are_complete_and_current() -> None:
    settings = load_settings(REPO)
    stale = [change.path for change in planned_catalogs(load_project(settings)) if change.changed]
    assert stale == [], "run `comparekit update`"
    for tag in settings.locales:
        path = settings.catalog_path(tag)
        catalog = read_catalog(path, tag, str(path))
        unfinished = [
            m.context
            for m in catalog
            if m.id
            and (m.fuzzy or not all(m.string if isinstance(m.string, tuple) else [m.string]))
        ]
        assert unfinished == [], tag


@pytest.mark.skipif(
    shutil.which("msgfmt") is None and not os.environ.get("CI"),
    reason="GNU gettext is not installed (CI installs it)",
)
@pytest.mark.parametrize("tag", ["ja", "zh-Hant", "ko"])
def test_gnu_msgfmt_accepts_shipped_catalog(tag: str) -> None:
    path = load_settings(REPO).catalog_path(tag)
    result = subprocess.run(
        ["msgfmt", "--check", "-o", "/dev/null", str(path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert (result.returncode, result.stderr) == (0, "")


def test_the_set_is_ten_comparisons_and_the_hub_in_four_languages(site: Path) -> None:
    pages = sorted(p.relative_to(site).as_posix() for p in site.rglob("*.md"))
    assert len(SLUGS) == 10 and len(pages) == 44
    hub = (site / "en/index.md").read_text(encoding="utf-8")
    assert "All 10 comparisons:" in hub  # counted, not written
    assert hub.count("](deepinfer-vs-") == 10


@pytest.mark.parametrize("slug", SLUGS)
def test_each_article_has_the_depth_of_the_reference(slug: str, site: Path) -> None:
    article = load_project(load_settings(REPO)).comparisons[slug].model
    assert len(article.head_to_head.rows) >= 8
    assert all(len(points) >= 3 for points in article.wins.values())
    assert len(article.analysis) >= 2
    assert len(article.decision_guide) >= 4
    assert len(article.faq) >= 4
    assert len(article.sources) >= 3
    assert article.next, "links to sibling comparisons"
    body = (site / "en" / f"{slug}.md").read_text(encoding="utf-8").split("---", 2)[2]
    assert len(body.split()) >= 1000


@pytest.mark.parametrize("locale", LOCALES[1:])
def test_no_translated_page_keeps_an_english_sentence(site: Path, locale: str) -> None:
    for page in sorted((site / locale).glob("*.md")):
        body = page.read_text(encoding="utf-8").split("---", 2)[2]
        body = re.sub(r"`[^`]*`", "", body)  # code
        body = re.sub(r"\]\([^)]*\)", "]", body)  # link targets
        for run in LATIN_RUN.finditer(body):
            words = {word.lower().strip(",.") for word in run.group(0).split()}
            assert not words & FUNCTION_WORDS, f"{page.name}: {run.group(0)}"
