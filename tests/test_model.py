"""The walk over translatable text: stable paths, and a faithful copy when mapping."""

from __future__ import annotations

from comparekit.sources.model import Comparison, Product, iter_texts, map_texts
from conftest import COMPARISON, PRODUCTS


def test_paths_are_ids_not_positions() -> None:
    article = Comparison.model_validate(COMPARISON)
    paths = [spot.path for spot in iter_texts(article)]
    assert ("wins", "beta", "routing", "detail") in paths
    assert ("head_to_head", "rows", "api", "beta") in paths
    assert ("subject",) not in paths  # ids are structure, not text
    assert ("sources", "readme", "url") not in paths


def test_map_texts_replaces_only_text() -> None:
    product = Product.model_validate(PRODUCTS["beta"])
    shouted = map_texts(product, lambda path, text: text.upper())
    assert shouted.name == "Beta"
    assert shouted.organisation == "BETA INC"
    assert shouted.facts == {"kind": "ROUTER", "license": "APACHE-2.0", "api": "OPENAI-COMPATIBLE"}


def test_trail_describes_where_a_string_appears() -> None:
    article = Comparison.model_validate(COMPARISON)
    spot = next(s for s in iter_texts(article) if s.path == ("decision_guide", "route", "choice"))
    assert spot.trail == ("decision guide", "row “route”", "column 'Start with'")
