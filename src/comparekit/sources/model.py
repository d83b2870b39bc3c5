"""The structured sources, as pydantic models, and the walk over their translatable text.

A field typed ``Text`` is prose a translator sees; everything else (ids, names, URLs,
dates) is structure and never goes through a catalog. Collections of translatable items
are mappings keyed by id, so an item's translation key is its path of ids and survives
reordering.
"""

from __future__ import annotations

import re
import types
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import date
from typing import Annotated, Any, Union, get_args, get_origin

from pydantic import BaseModel, ConfigDict, Field, StringConstraints

from comparekit.errors import Problem, ProblemsFound

SAFE_ID = r"^[a-z0-9][a-z0-9-]*$"


# A slug names files (an article's source, its pages with a locale or pair around it):
# well under the 255 bytes a file name may have on common file systems.
LONGEST_SLUG = 100


def require_safe_slug(slug: str, hint: str) -> None:
    """Refuse a slug from the command line that is not a safe file and URL name."""
    if not re.fullmatch(SAFE_ID, slug):
        message = f"'{slug}' is not a safe slug"
        problem = Problem("(command line)", None, None, "unsafe-slug", message, hint)
    else:
        found = too_long_problem(slug, "(command line)", "a slug", "shorten it")
        if found is None:
            return
        problem = found
    raise ProblemsFound([problem])


def too_long_problem(name: str, where: str, what: str, fix: str) -> Problem | None:
    """``[unsafe-slug]`` at ``where`` if ``name`` (``what`` it is: a slug, a file's id) is
    longer than LONGEST_SLUG: it names output files (and their temporary files), which the
    file system limits; ``fix`` says how to shorten it."""
    if len(name) <= LONGEST_SLUG:
        return None
    message = (
        f"'{name[:40]}…' is {len(name)} characters, longer than {what} may be (it names "
        "output files)"
    )
    hint = f"{fix}: at most {LONGEST_SLUG} characters"
    return Problem(where, None, None, "unsafe-slug", message, hint=hint)


@dataclass(frozen=True)
class Translatable:
    """Marks a string type as prose that goes through the catalogs."""


@dataclass(frozen=True)
class Label:
    """How a translator comment names the keys of a mapping (``row``, ``column``…)."""

    text: str


# Every text is one line or one paragraph of its page: a line break in the source could
# start a heading, a list or a new paragraph that the templates never drew.
ONE_LINE = "^[^\n\r\u2028\u2029]*$"
Text = Annotated[str, Translatable(), StringConstraints(min_length=1, pattern=ONE_LINE)]
Id = Annotated[str, StringConstraints(pattern=SAFE_ID)]
# Characters a reader cannot see but that change what they read (bidi overrides and
# isolates, zero-width marks): never in a name or an address a reader trusts by its look.
HIDDEN = "\u202a-\u202e\u2066-\u2069\u200b-\u200d\u2060\ufeff\u00ad"
Url = Annotated[str, StringConstraints(pattern=rf"^https?://[^\s<>()|{HIDDEN}]+$")]
VISIBLE = rf"^[^\n\r{HIDDEN}]*$"
Name = Annotated[str, StringConstraints(pattern=VISIBLE)]
Paragraphs = dict[Id, Text]

TextPath = tuple[str | int, ...]


class Strict(BaseModel):
    """Unknown fields are mistakes, not extensions.

    Each model builds its validator when first used (pydantic's ``defer_build``), not at
    import: a build that takes every comparison's page from the store never validates a
    comparison, and building the comparison's validators was a fifth of its imports."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


# --- shared data, said once -------------------------------------------------------------


class Product(Strict):
    """One product's facts, reused by every article and by the hub."""

    name: Annotated[Name, StringConstraints(min_length=1)] = Field(
        description="Product name; never translated."
    )
    short_name: Name = Field(
        "", description="Shorter name for headings (Dynamo); never translated."
    )
    aliases: list[Name] = Field(
        default_factory=list,
        description="Other names the product goes by (TGI for Text Generation Inference); "
        "never translated, and a translation may not add one the English does not name.",
    )
    organisation: Text = Field(title="organisation")
    homepage: Url | None = None
    facts: Annotated[dict[Id, Text], Label("dimension")] = Field(
        default_factory=dict, title="facts", description="Dimension id → the product's fact."
    )


class Dimension(Strict):
    """A row of head-to-head tables and a column of the hub matrix."""

    label: Text = Field(title="label")
    hub: bool = Field(False, description="Shown as a column of the hub matrix.")


class Dimensions(Strict):
    dimensions: Annotated[dict[Id, Dimension], Label("dimension")] = Field(title="dimensions")


class GlossaryTerm(Strict):
    """A term every translation must render the same way."""

    term: str
    translations: dict[str, str] = Field(description="BCP 47 locale → approved term.")
    note: str = ""


class Glossary(Strict):
    terms: Annotated[dict[Id, GlossaryTerm], Label("term")]


class HubMatrix(Strict):
    title: Text = Field(title="matrix title")
    note: Text = Field(title="matrix note")


class Hub(Strict):
    """The comparison hub: every comparison's verdict, and all products side by side."""

    title: Text = Field(title="title")
    link_title: Text = Field(title="link text", description="How other pages name the hub.")
    description: Text = Field(title="description")
    lead: Paragraphs = Field(title="lead paragraph")
    comparisons_title: Text = Field(title="comparisons heading")
    matrix: HubMatrix = Field(title="matrix")
    subject: Id = Field(description="The product every comparison is about.")


# --- one comparison ----------------------------------------------------------------------


class ProductIntro(Strict):
    paragraphs: Paragraphs = Field(title="paragraph")


class HeadToHead(Strict):
    title: Text = Field(title="heading")
    rows: Annotated[dict[Id, Annotated[dict[Id, Text], Label("column")] | None], Label("row")] = (
        Field(title="rows", description="Dimension id → cell overrides by product id.")
    )
    note: Text = Field(title="note under the table")


class WinPoint(Strict):
    lead: Text = Field(title="lead sentence")
    detail: Text = Field(title="explanation")


class Subsection(Strict):
    title: Text = Field(title="heading")
    paragraphs: Paragraphs = Field(title="paragraph")


class Section(Strict):
    title: Text = Field(title="heading")
    paragraphs: Paragraphs = Field(title="paragraph")
    subsections: Annotated[dict[Id, Subsection], Label("subsection")] = Field(
        default_factory=dict, title="subsections"
    )


class DecisionRow(Strict):
    situation: Text = Field(title="column 'If you…'")
    choice: Text = Field(title="column 'Start with'")
    reason: Text = Field(title="column 'Why'")


class FaqItem(Strict):
    question: Text = Field(title="question")
    answer: Text = Field(title="answer")


class Source(Strict):
    title: Text = Field(title="title")
    supports: Text = Field(title="what it supports")
    url: Url | None = Field(None, description="Only a real address; never invented.")
    accessed: date | None = Field(
        None, description="When this source was read; the article's date when left out."
    )


class Comparison(Strict):
    """One "A vs B" article: the whole skeleton of the reference."""

    subject: Id = Field(description="Product id of the left-hand side (DeepInfer).")
    counterpart: Id = Field(description="Product id of the right-hand side.")
    title: Text = Field(title="title (H1)")
    link_title: Text = Field(title="link text", description="Short title used in links.")
    dek: Text = Field(title="dek")
    lead: Text = Field(title="lead")
    verdict: Text = Field(title="one-line verdict on the hub")
    short_answer: Paragraphs = Field(title="the short answer")
    what_each_is: Annotated[dict[Id, ProductIntro], Label("product")] = Field(
        title="what each one is"
    )
    head_to_head: HeadToHead = Field(title="head-to-head table")
    wins: Annotated[dict[Id, Annotated[dict[Id, WinPoint], Label("point")]], Label("winner")] = (
        Field(title="where each wins")
    )
    analysis: Annotated[dict[Id, Section], Label("section")] = Field(title="analysis")
    decision_guide: Annotated[dict[Id, DecisionRow], Label("row")] = Field(title="decision guide")
    faq: Annotated[dict[Id, FaqItem], Label("question")] = Field(title="FAQ")
    sources: Annotated[dict[Id, Source], Label("source")] = Field(title="sources")
    accessed: date = Field(
        description="When the sources were read; a source may carry a date of its own."
    )
    next: list[Id] = Field(default_factory=list, description="Slugs of related comparisons.")


# --- the walk over translatable text -----------------------------------------------------


@dataclass(frozen=True)
class TextSpot:
    """Where a translatable string sits: its data path and a reader's description."""

    path: TextPath
    trail: tuple[str, ...]
    text: str


def iter_texts(model: BaseModel) -> Iterator[TextSpot]:
    """Every translatable string of ``model``, in document order."""
    spots: list[TextSpot] = []
    _walk(model, type(model), (), (), spots)
    return iter(spots)


def map_texts(model: BaseModel, replace: Callable[[TextPath, str], str]) -> Any:
    """A copy of ``model`` with each translatable string replaced by ``replace(path, text)``."""
    return _map(model, type(model), (), replace)


def _field_annotation(model: type[BaseModel], name: str) -> Any:
    info = model.model_fields[name]
    # pydantic moves top-level Annotated metadata into FieldInfo.metadata; put it back.
    if info.metadata:
        return Annotated[(info.annotation, *info.metadata)]
    return info.annotation


def _unwrap(annotation: Any) -> tuple[Any, tuple[Any, ...]]:
    """The bare type behind Annotated and ``X | None``, with the Annotated metadata."""
    metadata: tuple[Any, ...] = ()
    while True:
        origin = get_origin(annotation)
        if origin is Annotated:
            metadata += annotation.__metadata__
            annotation = get_args(annotation)[0]
        elif origin in (Union, types.UnionType):
            (annotation,) = [arg for arg in get_args(annotation) if arg is not type(None)]
        else:
            return annotation, metadata


def _label(metadata: tuple[Any, ...]) -> str:
    return next((m.text for m in metadata if isinstance(m, Label)), "")


@dataclass(frozen=True)
class _Shape:
    """What the walk needs to know of a type, worked out once per type (typing
    introspection is slow, and a build walks thousands of models)."""

    text: bool  # a Text string
    label: str  # for mappings: how a translator comment names their keys
    item: Any  # for mappings: the type of their values
    fields: tuple[tuple[str, str, Any], ...]  # for models: (name, title, annotation)
    holds_text: bool = False  # whether a Text can be found in a value of the type
    text_fields: tuple[tuple[str, Any], ...] = ()  # for models: the fields that can hold one


# By identity: hashing a typing annotation (Annotated, unions) hashes all of its parts,
# and a walk asks for a shape at every value. Each entry holds its annotation, so no other
# object can take its id.
_SHAPES: dict[int, tuple[Any, _Shape]] = {}


def _shape(annotation: Any) -> _Shape:
    known = _SHAPES.get(id(annotation))
    if known is not None and known[0] is annotation:
        return known[1]
    shape = _shape_of(annotation)
    _SHAPES[id(annotation)] = (annotation, shape)
    return shape


def _shape_of(annotation: Any) -> _Shape:
    bare, metadata = _unwrap(annotation)
    if any(isinstance(m, Translatable) for m in metadata):
        return _Shape(True, "", None, (), holds_text=True)
    if isinstance(bare, type) and issubclass(bare, BaseModel):
        fields = tuple(
            (name, info.title or name, _field_annotation(bare, name))
            for name, info in bare.model_fields.items()
        )
        # The source models nest, but no model contains itself: this ends.
        text_fields = tuple((name, field) for name, _, field in fields if _shape(field).holds_text)
        return _Shape(False, "", None, fields, bool(text_fields), text_fields)
    args = get_args(bare)
    item = args[1] if get_origin(bare) is dict and len(args) == 2 else None
    holds_text = item is not None and _shape(item).holds_text
    return _Shape(False, _label(metadata), item, (), holds_text)


def _walk(
    value: Any, annotation: Any, path: TextPath, trail: tuple[str, ...], spots: list[TextSpot]
) -> None:
    # Appending, not yielding: a yield passes up through every level of the nesting, and
    # a large set walks half a million values.
    if value is None:
        return
    shape = _shape(annotation)
    if shape.text:
        spots.append(TextSpot(path, trail, value))
    elif isinstance(value, BaseModel):
        for name, title, field_annotation in shape.fields:
            _walk(getattr(value, name), field_annotation, (*path, name), (*trail, title), spots)
    elif isinstance(value, dict) and shape.item is not None:
        label = shape.label
        for key, item in value.items():
            _walk(item, shape.item, (*path, key), (*trail, f"{label} “{key}”".strip()), spots)


def _map(
    value: Any, annotation: Any, path: TextPath, replace: Callable[[TextPath, str], str]
) -> Any:
    shape = _shape(annotation)
    if value is None or not shape.holds_text:  # ids, dates, URLs: kept as they are
        return value
    if shape.text:
        return replace(path, value)
    if isinstance(value, BaseModel):
        return value.model_copy(
            update={
                name: _map(getattr(value, name), field_annotation, (*path, name), replace)
                for name, field_annotation in shape.text_fields
            }
        )
    if isinstance(value, dict) and shape.item is not None:
        return {key: _map(item, shape.item, (*path, key), replace) for key, item in value.items()}
    return value


# --- what other pages and checks read of a comparison ------------------------------------


@dataclass(frozen=True)
class ComparisonFacts:
    """The fields of a comparison that the cross-references, the page digests, the hub's
    plan and the product terms read of every article, as plain data: kept in the cache
    beside the article's model, so that a build whose other articles did not change reads
    these instead of validating a thousand models. The ids of mappings keep the source's
    order, which problems are reported in."""

    subject: str
    counterpart: str
    link_title: str
    verdict: str
    accessed: str  # ISO date: compares as the dates do
    note: str  # head_to_head.note, whose placeholders are checked
    next: tuple[str, ...]
    what_each_is: tuple[str, ...]
    wins: tuple[str, ...]
    # Each row's dimension and the products it overrides (None for an empty row).
    rows: tuple[tuple[str, tuple[str, ...] | None], ...]

    @classmethod
    def of(cls, article: Comparison) -> ComparisonFacts:
        rows = article.head_to_head.rows
        return cls(
            article.subject,
            article.counterpart,
            article.link_title,
            article.verdict,
            article.accessed.isoformat(),
            article.head_to_head.note,
            tuple(article.next),
            tuple(article.what_each_is),
            tuple(article.wins),
            tuple((row, None if cells is None else tuple(cells)) for row, cells in rows.items()),
        )

    def as_data(self) -> dict[str, Any]:
        """The fields the cross-references read, shaped as the article's data is."""
        rows = {row: None if cells is None else dict.fromkeys(cells) for row, cells in self.rows}
        return {
            "subject": self.subject,
            "counterpart": self.counterpart,
            "what_each_is": dict.fromkeys(self.what_each_is),
            "wins": dict.fromkeys(self.wins),
            "head_to_head": {"rows": rows},
            "next": list(self.next),
        }
