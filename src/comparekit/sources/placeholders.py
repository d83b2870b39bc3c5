"""The placeholder grammar of every filled string, English and translation alike.

A placeholder is a name in braces, ``{accessed}``, and nothing else: no attribute
(``{product.upper}``), index, conversion (``{product!r}``) or format spec
(``{product:>9}``). ``{{`` and ``}}`` stand for a literal brace. Strings are filled here,
name by name, never by ``str.format``, which would reach attributes and run format specs
written by whoever wrote the text.

>>> fill_placeholders("Where {product} wins {{sic}}", {"product": "Alpha"})
'Where Alpha wins {sic}'
>>> malformed_placeholders("{product.upper} and {product} and {}")
['{product.upper}', '{}']
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING

from comparekit.errors import Problem

if TYPE_CHECKING:
    from comparekit.sources.load import Document
    from comparekit.sources.model import Comparison

# Each brace construct of a text: a doubled brace, a braced run, or a brace left alone.
BRACES = re.compile(r"\{\{|\}\}|\{[^{}]*\}|[{}]")
NAMED_FIELD = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")
LITERAL_BRACES = {"{{": "{", "}}": "}"}


class PlaceholderError(ValueError):
    """A text that cannot be filled: a brace that is not a placeholder, or an unknown name."""


def brace_tokens(text: str) -> list[str]:
    """Every brace construct of ``text`` in order: placeholders, ``{{``, ``}}``, the rest."""
    return BRACES.findall(text) if "{" in text or "}" in text else []


def placeholder_names(text: str) -> list[str]:
    """The names of the well-formed placeholders of ``text``, in order."""
    return [
        match.group(1) for token in brace_tokens(text) if (match := NAMED_FIELD.fullmatch(token))
    ]


def malformed_placeholders(text: str) -> list[str]:
    """The brace constructs of ``text`` that are neither a placeholder nor a literal brace."""
    return [
        token
        for token in brace_tokens(text)
        if token not in LITERAL_BRACES and not NAMED_FIELD.fullmatch(token)
    ]


def fill_placeholders(text: str, values: Mapping[str, str]) -> str:
    """``text`` with each ``{name}`` replaced by ``values[name]`` and ``{{``, ``}}`` by one
    brace; raises :class:`PlaceholderError` for anything else in braces."""
    if "{" not in text and "}" not in text:
        return text

    def replace(match: re.Match[str]) -> str:
        token = match.group(0)
        if token in LITERAL_BRACES:
            return LITERAL_BRACES[token]
        field = NAMED_FIELD.fullmatch(token)
        if field is None:
            raise PlaceholderError(f"{token} is not a placeholder (a name in braces)")
        if field.group(1) not in values:
            raise PlaceholderError(f"unknown placeholder {token}")
        return values[field.group(1)]

    return BRACES.sub(replace, text)


# The source fields a template fills, with the names each may use (comparison.md.j2
# fills the note under the table with the access date).
FILLED_FIELDS: dict[tuple[str, ...], tuple[str, ...]] = {("head_to_head", "note"): ("accessed",)}


def source_placeholder_problems(comparisons: Mapping[str, Document[Comparison]]) -> list[Problem]:
    """Placeholders of the English that the build could not fill, at their file and line."""
    problems = []
    for document in comparisons.values():
        for path, names in FILLED_FIELDS.items():
            # The note is one of the facts a build reads of every article without its model.
            value: object = document.facts.note if path == ("head_to_head", "note") else None
            if value is None:
                value = document.model
                for part in path:
                    value = getattr(value, part)
            assert isinstance(value, str)
            unknown = [f"{{{name}}}" for name in placeholder_names(value) if name not in names]
            for token in malformed_placeholders(value) + unknown:
                allowed = ", ".join(f"{{{name}}}" for name in names)
                problems.append(
                    Problem(
                        document.path,
                        document.line_of(path),
                        None,
                        "placeholder",
                        f"{'.'.join(path)}: {token} is not a placeholder of this text",
                        hint=f"placeholders here: {allowed}; write a literal brace as {{{{ or }}}}",
                    )
                )
    return problems
