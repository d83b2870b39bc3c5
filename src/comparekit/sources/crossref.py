"""Cross-references between the sources: every id an article, a product or the hub names
must exist, and every table cell must have text.

The checks run on every source that could be read, valid or not: a valid one through its
model, one whose schema failed through the parts of its data that have the right shape, so
a wrong id shows in the same run as a missing field. One mistake is one problem: a
comparison whose counterpart does not exist is not also told that its tables and sections
name the wrong products.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from comparekit.errors import Problem
from comparekit.sources.model import TextPath
from comparekit.sources.yamlsource import Position


@dataclass(frozen=True)
class Readable:
    """One source as the checks see it: its model when valid, else its plain data."""

    path: str  # as shown to the user
    content: Any  # a pydantic model, or the plain data of a file whose schema failed
    where: Callable[[TextPath], Position]  # the position of a data path, or its parent's


@dataclass(frozen=True)
class Sources:
    """Every source that could be read; a name mapped to None was found but not read."""

    dimensions: Readable | None
    hub: Readable | None
    products: dict[str, Readable | None]
    comparisons: dict[str, Readable | None]


def did_you_mean(word: str, known: Iterable[str], kind: str) -> str:
    """A hint naming the closest known id, then all of them.

    >>> did_you_mean("betta", ["alpha", "beta"], "products")
    "did you mean 'beta'? known products: alpha, beta"
    """
    choices = sorted(known)
    close = difflib.get_close_matches(word, choices, n=1)
    listed = f"known {kind}: {', '.join(choices) or 'none'}"
    return f"did you mean '{close[0]}'? {listed}" if close else listed


def _field(content: Any, name: str) -> Any:
    """A field of a model or of plain data; None when it is absent."""
    if isinstance(content, BaseModel):
        return getattr(content, name, None)
    return content.get(name) if isinstance(content, dict) else None


def _ids(value: Any) -> list[str] | None:
    """The keys of a mapping, or None when the value is not one (its schema problem says)."""
    return [str(key) for key in value] if isinstance(value, dict) else None


def _id(value: Any) -> str | None:
    return value if isinstance(value, str) else None


def cross_reference_problems(sources: Sources) -> list[Problem]:
    """Every id a source names must exist, and every table cell must have text."""
    problems: list[Problem] = []
    dimensions = (
        _ids(_field(sources.dimensions.content, "dimensions")) if sources.dimensions else None
    )
    products = sources.products

    def report(source: Readable, path: TextPath, code: str, message: str, hint: str) -> None:
        where = source.where(path)
        problems.append(Problem(source.path, where.line, where.column, code, message, hint))

    # A fact under a misspelt dimension is reported once, at the product: the tables that
    # show it count it under the dimension it was meant for.
    meant: dict[str, list[str]] = {}

    known_facts: dict[str, frozenset[str] | None] = {}

    def facts_of(product_id: str) -> frozenset[str] | None:
        """The dimensions a product has a fact for; None when they cannot be known. Asked
        for every row of every article (twenty thousand times for a thousand articles),
        and the same once ``meant`` is complete: worked out once per product."""
        if product_id in known_facts:
            return known_facts[product_id]
        product = products.get(product_id)
        facts = _ids(_field(product.content, "facts")) if product is not None else None
        found = None if facts is None else frozenset(facts + meant.get(product_id, []))
        known_facts[product_id] = found
        return found

    for owner, product in products.items():
        if product is None or dimensions is None:
            continue
        for dimension in _ids(_field(product.content, "facts")) or []:
            if dimension not in dimensions:
                meant.setdefault(owner, []).extend(
                    difflib.get_close_matches(dimension, dimensions, n=1)
                )
                report(
                    product,
                    ("facts", dimension),
                    "unknown-dimension",
                    f"facts.{dimension}: no such dimension",
                    f"{did_you_mean(dimension, dimensions, 'dimensions')} "
                    "(defined in articles/dimensions.yaml)",
                )
    hub_subject = _id(_field(sources.hub.content, "subject")) if sources.hub else None
    if sources.hub is not None and hub_subject is not None and hub_subject not in products:
        report(
            sources.hub,
            ("subject",),
            "unknown-product",
            f"subject: no product '{hub_subject}'",
            did_you_mean(hub_subject, products, "products"),
        )
    for slug, document in sources.comparisons.items():
        if document is None:
            continue
        article = document.content
        pair = (_id(_field(article, "subject")), _id(_field(article, "counterpart")))
        for field_name, product_id in zip(("subject", "counterpart"), pair, strict=True):
            if product_id is not None and product_id not in products:
                report(
                    document,
                    (field_name,),
                    "unknown-product",
                    f"{field_name}: no product '{product_id}'",
                    did_you_mean(product_id, products, "products")
                    + f"; or add articles/products/{product_id}.yaml",
                )
        # What follows compares against the pair: with a product unknown, it would only
        # repeat that problem at every section and row.
        known_pair = all(p is not None and p in products for p in pair)
        subject, counterpart = (p or "" for p in pair)
        both = {subject, counterpart}
        if known_pair:
            for field_name in ("what_each_is", "wins"):
                keys = _ids(_field(article, field_name))
                if keys is not None and set(keys) != both:
                    unexpected = sorted(set(keys) - both)
                    wanted = sorted(both - set(keys))
                    close = [
                        f"'{match[0]}' for '{key}'"
                        for key in unexpected
                        if (match := difflib.get_close_matches(key, wanted, n=1))
                    ]
                    report(
                        document,
                        (field_name,),
                        "wrong-products",
                        f"{field_name}: needs exactly the products {subject} and {counterpart}",
                        f"found: {', '.join(sorted(keys)) or 'none'}"
                        + (f"; did you mean {', '.join(close)}?" if close else ""),
                    )
        rows = _field(_field(article, "head_to_head"), "rows")
        for dimension, overrides in rows.items() if isinstance(rows, dict) else ():
            row_path: TextPath = ("head_to_head", "rows", dimension)
            if dimensions is not None and dimension not in dimensions:
                report(
                    document,
                    row_path,
                    "unknown-dimension",
                    f"row '{dimension}': no such dimension",
                    did_you_mean(dimension, dimensions, "dimensions"),
                )
                continue
            if not known_pair or not isinstance(overrides, dict | None):
                continue
            for product_id in overrides or {}:
                if product_id not in both:
                    report(
                        document,
                        (*row_path, product_id),
                        "wrong-products",
                        f"row '{dimension}': '{product_id}' is not compared in this article",
                        did_you_mean(str(product_id), both, "products of this article"),
                    )
            for product_id in (subject, counterpart):
                facts = facts_of(product_id)
                if facts is None or dimension in facts or product_id in (overrides or {}):
                    continue
                report(
                    document,
                    row_path,
                    "empty-cell",
                    f"row '{dimension}': no text for {product_id}",
                    f"add '{product_id}: …' to this row, or a '{dimension}' fact to "
                    f"articles/products/{product_id}.yaml",
                )
        targets = _field(article, "next")
        for index, target in enumerate(targets if isinstance(targets, list) else []):
            if isinstance(target, str) and (target not in sources.comparisons or target == slug):
                others = [other for other in sources.comparisons if other != slug]
                report(
                    document,
                    ("next", index),
                    "unknown-link",
                    f"next: no comparison '{target}' to link to",
                    did_you_mean(target, others, "comparisons"),
                )
    return problems
