"""The sandbox's own answers for what a template reads and calls, asked directly: the
remembered answer for an attribute never lets a method through, and every value a template
reaches is still measured."""

from __future__ import annotations

from typing import Any

import jinja2
import pytest

from comparekit.rendering.limits import TemplateTooLarge
from comparekit.rendering.sandbox import TemplateSandbox


class Holder:
    """An object of the kind a template is given: one name, data on one, a method on another."""

    def __init__(self, value: Any) -> None:
        self.value = value


def render(source: str, **context: Any) -> str:
    environment = TemplateSandbox(undefined=jinja2.StrictUndefined)
    environment.bound_filters()
    return environment.from_string(source).render(**context)


def test_a_method_under_a_name_first_read_as_data_is_refused() -> None:
    data, method = Holder("text"), Holder(print)
    assert render("{{ a.value }}", a=data) == "text"
    with pytest.raises(jinja2.exceptions.SecurityError):
        render("{{ a.value }}{{ b.value('x') }}", a=data, b=method)


def test_a_private_attribute_stays_refused_after_a_public_one() -> None:
    with pytest.raises(jinja2.exceptions.SecurityError):
        render("{{ a.value }}{{ a.__dict__ }}", a=Holder("text"))


def test_a_mapping_key_is_read_where_no_attribute_has_the_name() -> None:
    assert render("{{ d.title }} {{ d.items()|list|length }}", d={"title": "T"}) == "T 1"
    with pytest.raises(jinja2.UndefinedError):
        render("{{ d.missing }}", d={"title": "T"})


def test_a_strings_format_read_as_an_attribute_is_still_measured() -> None:
    assert render("{{ '{:>5}'.format(1) }}") == "    1"
    with pytest.raises(TemplateTooLarge):
        render("{{ '{:>5000000}'.format(1) }}")


def test_a_strings_method_called_is_still_measured() -> None:
    assert render("{{ 'ab'.center(6) }}") == "  ab  "
    with pytest.raises(TemplateTooLarge):
        render("{{ 'ab'.center(5000000) }}")
