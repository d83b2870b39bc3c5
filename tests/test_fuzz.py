"""Hypothesis: no translation of a table cell, heading or list item changes a page's shape.

Either the catalog checks reject the string (and the build would refuse it), or the page
renders with exactly the English block structure.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from comparekit.cache import digest
from comparekit.catalogs.po.read import read_po
from comparekit.catalogs.pofile import dumps_po, read_catalog
from comparekit.catalogs.rules import _TABLE_KEYS, lands_in_table, terms_for
from comparekit.catalogs.table import table_from_po
from comparekit.errors import ProblemsFound
from comparekit.rendering.pages import LocalePages
from comparekit.rendering.render import Page, Renderer
from comparekit.rendering.shapes import block_signature, internal_links, shape_problems
from comparekit.rendering.sites import SiteProfile
from comparekit.rendering.translate import Translator
from comparekit.sources.load import Project, load_project
from comparekit.sources.settings import load_settings
from conftest import ProjectFiles, translate_catalogs

# Characters that mean something to Markdown or to a table, mixed with plain and CJK text.
ALPHABET = st.sampled_from(list("|\\`*_#-+>[]()<>!{}\n \t=~:.0123456789abcXYZ表見出し項目|"))
TRANSLATIONS = st.text(ALPHABET, min_size=1, max_size=40)

KEYS = {
    "table cell": "products/beta:facts.kind",
    "table override": "comparisons/alpha-vs-beta:head_to_head.rows.api.beta",
    "decision cell": "comparisons/alpha-vs-beta:decision_guide.route.choice",
    "heading": "comparisons/alpha-vs-beta:analysis.layers.title",
    "FAQ heading": "comparisons/alpha-vs-beta:faq.engine.question",
    "list lead": "comparisons/alpha-vs-beta:wins.alpha.speed.lead",
    "list detail": "comparisons/alpha-vs-beta:wins.beta.routing.detail",
    "dimension label": "dimensions:dimensions.kind.label",
}


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    from comparekit.cli import main

    root = ProjectFiles(tmp_path_factory.mktemp("fuzz") / "project").write()
    main(["-C", str(root), "update"])
    translate_catalogs(root)
    project_settings = load_settings(root)
    project = load_project(project_settings)
    renderer = Renderer(root / "templates", "templates")
    site = SiteProfile(project_settings.all_locales)
    english = render_locale(project, renderer, Translator("en", None), site)
    path = project_settings.catalog_path("ja")
    return {
        "project": project,
        "renderer": renderer,
        "english": english,
        "site": site,
        "catalog": read_catalog(path, "ja", str(path)),
    }


@pytest.mark.parametrize("where", sorted(KEYS))
@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(translation=TRANSLATIONS)
def test_translation_never_changes_the_shape(
    world: dict[str, object], where: str, translation: str
) -> None:
    project, renderer, catalog = world["project"], world["renderer"], world["catalog"]
    key = KEYS[where]
    message = next(m for m in catalog if m.context == key)  # type: ignore[attr-defined]
    original = message.string
    message.string = translation
    try:
        try:
            po = read_po(dumps_po(catalog).encode(), "ja.po")  # type: ignore[arg-type]
        except ProblemsFound:
            return  # msgfmt, and so comparekit, refuses the whole catalog
        table = table_from_po(po, "ja", "ja.po")
        translator = Translator("ja", table, "ja.po", terms_for(project, "ja"))  # type: ignore[arg-type]
        pages = render_locale(project, renderer, translator, world["site"])  # type: ignore[arg-type]
    finally:
        message.string = original
    if any(fallback.key == key for fallback in translator.fallbacks):
        return  # rejected: build refuses it, check reports it
    both: list[Page] = [*world["english"], *pages]  # type: ignore[list-item]
    shapes = [(page.locale, page.key, *shape_of(page.body)) for page in both]
    assert shape_problems(shapes, world["site"], "en", lambda i: both[i].body) == []  # type: ignore[arg-type]


def render_locale(
    project: Project, renderer: Renderer, translator: Translator, site: SiteProfile
) -> list[Page]:
    """Every page of one locale: each comparison, then the hub."""
    pages = LocalePages(project, renderer, translator, site)
    return [*(pages.article(slug)[0] for slug in project.comparisons), pages.hub()[0]]


def shape_of(body: str) -> tuple[bytes, tuple[str, ...]]:
    signature = block_signature(body)
    return digest(*signature), tuple(internal_links(signature))


KEY_PARTS = ["products/", "dimensions", "ui", "comparisons/a", ":", "facts.", "table.", "x", "."]
KEY_PARTS += [":head_to_head.rows.", ":decision_guide.", "head_to_head", "products/b:facts"]


@given(st.lists(st.sampled_from(KEY_PARTS), max_size=6).map("".join))
def test_a_table_key_is_told_by_plain_tests_as_by_its_pattern(key: str) -> None:
    assert lands_in_table(key) == bool(_TABLE_KEYS.search(key))
