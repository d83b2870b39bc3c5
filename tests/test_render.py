"""Rendering: Babel formats lists, dates and numbers per locale; table cells stay cells."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import jinja2
import pytest

from comparekit.rendering.render import Link, Renderer, markdown_link, table_cell, tidy_markdown
from comparekit.rendering.translate import Translator

REPO = Path(__file__).resolve().parent.parent


def render_string(source: str, locale: str, **context: object) -> str:
    renderer = Renderer(REPO / "templates", "templates")
    renderer.environment.loader = jinja2.DictLoader({"t.j2": source})
    return renderer.render("t.j2", Translator(locale, None), **context)


@pytest.mark.parametrize(
    ("locale", "expected"),
    [
        ("en", "vLLM, SGLang, and TensorRT-LLM"),
        ("ja", "vLLM、SGLang、TensorRT-LLM"),
        ("zh-Hant", "vLLM、SGLang 和 TensorRT-LLM"),  # a space between CJK and Latin words
        ("ko", "vLLM, SGLang 및 TensorRT-LLM"),
    ],
)
def test_three_item_list_per_locale(locale: str, expected: str) -> None:
    items = ["vLLM", "SGLang", "TensorRT-LLM"]
    assert render_string("{{ items|locale_list }}", locale, items=items) == expected + "\n"


@pytest.mark.parametrize(
    ("locale", "expected"),
    [
        ("en", "October 20, 2026"),
        ("ja", "2026年10月20日"),
        ("zh-Hant", "2026年10月20日"),
        ("ko", "2026년 10월 20일"),
    ],
)
def test_date_per_locale(locale: str, expected: str) -> None:
    assert render_string("{{ day|date }}", locale, day=date(2026, 10, 20)) == expected + "\n"


@pytest.mark.parametrize("locale", ["en", "ja", "zh-Hant", "ko"])
def test_number_per_locale(locale: str) -> None:
    assert render_string("{{ 131072|number }}", locale) == "131,072\n"


def test_or_list_of_links() -> None:
    links = [Link("A vs B", "a-vs-b.md"), Link("the hub", "index.md")]
    text = render_string(
        '{{ links|map("markdown_link")|list|locale_list("or") }}', "ja", links=links
    )
    assert text == "[A vs B](a-vs-b.md) または [the hub](index.md)\n"


def test_undefined_variable_is_an_error_not_an_empty_string() -> None:
    with pytest.raises(Exception, match="missing"):
        render_string("{{ missing }}", "en")


def test_table_cell_escapes_pipes_and_folds_lines() -> None:
    assert table_cell("a | b\nc") == "a \\| b c"
    assert table_cell("already \\| escaped") == "already \\| escaped"


def test_markdown_link_escapes_brackets() -> None:
    assert markdown_link(Link("x [y]", "z.md")) == "[x \\[y\\]](z.md)"


def test_tidy_markdown() -> None:
    assert tidy_markdown("\n# T  \n\n\n\ntext\n\n") == "# T\n\ntext\n"


@pytest.mark.parametrize(
    "locale, expected",
    [
        ("zh-Hant", "[vLLM](v.md)、[SGLang](s.md) 或[比較總覽](index.md)"),
        ("ja", "[vLLM](v.md)、[SGLang](s.md)、または[比較一覧](index.md)"),
        ("en", "[vLLM](v.md), [SGLang](s.md), or [the hub](index.md)"),
    ],
)
def test_a_cjk_list_spaces_its_words_from_latin_ones(locale: str, expected: str) -> None:
    from comparekit.rendering.render import _list_filter

    hub = {"zh-Hant": "比較總覽", "ja": "比較一覧", "en": "the hub"}[locale]
    items = ["[vLLM](v.md)", "[SGLang](s.md)", f"[{hub}](index.md)"]
    assert _list_filter({"locale": locale}, items, "or") == expected
    assert _list_filter({"locale": "zh-Hant"}, ["[比較](a.md)", "[vLLM](b.md)"], "or") == (
        "[比較](a.md)或 [vLLM](b.md)"
    )
