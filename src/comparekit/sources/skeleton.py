"""What each field of a source model takes, said from the model itself: the words and the
one-line example of a problem's hint, and the commented file ``new-product`` writes.

Everything here is worked out from the pydantic models (their types, ``Label``s and field
descriptions), so a hint or a scaffold cannot drift from what validation accepts.
"""

from __future__ import annotations

import types
from datetime import date
from typing import Any, Union, get_args, get_origin

from pydantic import BaseModel

from comparekit.sources.model import (
    SAFE_ID,
    Label,
    TextPath,
    Translatable,
    _field_annotation,
    _unwrap,
)

TEXT_EXAMPLE = '"…"'


def annotation_at(model: type[BaseModel], loc: TextPath) -> Any | None:
    """The type the model expects at data path ``loc`` (field names, mapping keys, list
    indexes), or None where the path leads nowhere the model knows."""
    current: Any = model
    for part in loc:
        bare, _ = _unwrap(current)
        if isinstance(bare, type) and issubclass(bare, BaseModel):
            if not isinstance(part, str) or part not in bare.model_fields:
                return None
            current = _field_annotation(bare, part)
        elif get_origin(bare) in (dict, list):
            current = get_args(bare)[-1]
        else:
            return None
    return current


def describe(annotation: Any) -> str:
    """What a value of the type is, in words: ``a date, YYYY-MM-DD``."""
    bare, metadata = _unwrap(annotation)
    pattern = next((getattr(m, "pattern", None) for m in metadata if _has_pattern(m)), None)
    if any(isinstance(m, Translatable) for m in metadata):
        return "text on one line, which translators translate"
    if pattern == SAFE_ID:
        return "an id: lowercase letters, digits and '-'"
    if pattern is not None and pattern.startswith("^https?"):
        return "a full http(s):// address"
    if bare is bool:
        return "true or false"
    if bare is date:
        return "a date, YYYY-MM-DD"
    if bare is str:
        return "text on one line"
    if isinstance(bare, type) and issubclass(bare, BaseModel):
        return f"a mapping with the fields {', '.join(bare.model_fields)}"
    if get_origin(bare) is dict:
        key, item = get_args(bare)
        label = _label(annotation)
        keys = f"{label} ids" if label else "ids" if example(key) == "an-id" else "keys"
        return f"a mapping of {keys}, each to {describe(item)}"
    if get_origin(bare) is list:
        return f"a list, each item {describe(get_args(bare)[0])}"
    return "a value"


def example(annotation: Any) -> str:
    """A value of the type as one line of YAML (flow style), required fields only."""
    bare, metadata = _unwrap(annotation)
    pattern = next((getattr(m, "pattern", None) for m in metadata if _has_pattern(m)), None)
    if any(isinstance(m, Translatable) for m in metadata):
        return TEXT_EXAMPLE
    if pattern == SAFE_ID:
        return "an-id"
    if pattern is not None and pattern.startswith("^https?"):
        return "https://example.org/"
    if bare is str:
        return TEXT_EXAMPLE
    if bare is bool:
        return "false"
    if bare is date:
        return "YYYY-MM-DD"
    if isinstance(bare, type) and issubclass(bare, BaseModel):
        fields = [
            f"{name}: {example(_field_annotation(bare, name))}"
            for name, info in bare.model_fields.items()
            if info.is_required()
        ]
        return "{" + ", ".join(fields) + "}"
    if get_origin(bare) is dict:
        key, item = get_args(bare)
        label = _label(annotation).replace(" ", "-")
        placeholder = f"{label}-id" if label else "an-id" if example(key) == "an-id" else "a-key"
        return f"{{{placeholder}: {example(item)}}}"
    if get_origin(bare) is list:
        return f"[{example(get_args(bare)[0])}]"
    return TEXT_EXAMPLE


def _label(annotation: Any) -> str:
    """The ``Label`` of a mapping type, looked for through Annotated and ``| None``."""
    while True:
        origin = get_origin(annotation)
        if origin is not None and hasattr(annotation, "__metadata__"):
            found = [m.text for m in annotation.__metadata__ if isinstance(m, Label)]
            if found:
                return found[0]
            annotation = get_args(annotation)[0]
        elif origin in (Union, types.UnionType):
            annotation = next(a for a in get_args(annotation) if a is not type(None))
        else:
            return ""


def _has_pattern(metadata: Any) -> bool:
    return isinstance(getattr(metadata, "pattern", None), str)


def commented_fields(
    model: type[BaseModel], filled: dict[str, str], listed: dict[str, list[tuple[str, str]]]
) -> str:
    """Every field of ``model`` as YAML lines, each after a comment saying what it takes:
    a required field with its value from ``filled`` (an empty text to fill in otherwise), an
    optional one commented out with an example, a mapping's ``listed`` keys commented out
    beneath it (key, what the key means)."""
    lines: list[str] = []
    for name, info in model.model_fields.items():
        annotation = _field_annotation(model, name)
        said = info.description or (info.title if info.title not in (None, name) else "")
        lines.append(f"# {name}: {describe(annotation)}." + (f" {said}" if said else ""))
        if info.is_required():
            lines.append(f"{name}: {filled.get(name, TEXT_EXAMPLE.replace('…', ''))}")
        elif name in listed:
            lines.append(f"# {name}:")
            item = example(get_args(_unwrap(annotation)[0])[1])
            lines += [f"#   {key}: {item}  # {meaning}" for key, meaning in listed[name]]
        else:
            lines.append(f"# {name}: {example(annotation)}")
        lines.append("")
    return "\n".join(lines).rstrip("\n") + "\n"
