"""JSON Schema for the source files, from the pydantic models, for editors to validate with.

The YAML files name their schema in a first-line modeline that the YAML language server
(VS Code, JetBrains, Neovim…) reads:
``# yaml-language-server: $schema=../schema/comparison.schema.json``.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

from pydantic import BaseModel

from comparekit.errors import Problem, ProblemsFound, UsageRefused
from comparekit.files import write_text_atomic
from comparekit.ownership import refuse_linked_writes
from comparekit.sources.load import not_utf8
from comparekit.sources.model import SAFE_ID, Comparison, Dimensions, Glossary, Hub, Product
from comparekit.sources.settings import (
    COMPARISONS_DIR,
    DIMENSIONS_FILE,
    GLOSSARY_FILE,
    HUB_FILE,
    PRODUCTS_DIR,
    Settings,
)
from comparekit.sources.userfile import MAX_SOURCE_BYTES, refuse_too_large

SCHEMA_DIR = Path("schema")
MODELINE = "# yaml-language-server: $schema="

MODELS: dict[str, type[BaseModel]] = {
    "comparison": Comparison,
    "product": Product,
    "dimensions": Dimensions,
    "glossary": Glossary,
    "hub": Hub,
}


DRAFT = "https://json-schema.org/draft/2020-12/schema"
# The mark of a schema file comparekit wrote, which a later ``comparekit schema`` replaces.
WRITTEN_BY = "written by `comparekit schema` from comparekit's models: it rewrites this file"
OWN_SCHEMA_FILE = "own-schema-file"
# The top-level keys of a schema pydantic makes: a file with these alone, comparekit's
# draft and the model's title is one a comparekit from before the mark wrote.
_PYDANTIC_KEYS = frozenset(
    {"$schema", "$defs", "additionalProperties", "description", "properties", "required"}
    | {"title", "type"}
)


def schema_text(model: type[BaseModel]) -> str:
    """The model's JSON Schema, deterministic (sorted keys, final newline)."""
    schema = model.model_json_schema()
    schema["$schema"] = DRAFT
    schema["$comment"] = WRITTEN_BY
    return json.dumps(schema, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def source_files(settings: Settings) -> dict[Path, str]:
    """Every source file with the name of the schema it follows."""
    articles = settings.path(settings.articles)
    files = {
        articles / DIMENSIONS_FILE: "dimensions",
        articles / GLOSSARY_FILE: "glossary",
        articles / HUB_FILE: "hub",
    }
    files |= {path: "product" for path in sorted((articles / PRODUCTS_DIR).glob("*.yaml"))}
    files |= {path: "comparison" for path in sorted((articles / COMPARISONS_DIR).glob("*.yaml"))}
    return {path: name for path, name in files.items() if path.is_file()}


def write_schemas(settings: Settings) -> list[Path]:
    """Write ``schema/<name>.schema.json`` and put the modeline on each source file that
    lacks it; every file is read first, and a source that cannot be read is a problem that
    stops the run before anything is written."""
    folder = settings.path(SCHEMA_DIR)
    planned: dict[Path, str] = {}
    problems: list[Problem] = []
    for name, model in MODELS.items():
        path = folder / f"{name}.schema.json"
        text = schema_text(model)
        # A link is ``refuse_linked_writes``'s to judge: a schema file may be one on purpose.
        if not path.is_symlink() and os.path.lexists(path) and _not_comparekits(path, model):
            problems.append(_own_schema_file(path, settings))
        elif not path.is_file() or path.read_text(encoding="utf-8") != text:
            planned[path] = text
    for source, name in source_files(settings).items():
        try:
            changed = _with_modeline(source, folder / f"{name}.schema.json", settings)
        except ProblemsFound as unreadable:
            problems.extend(unreadable.problems)
            continue
        if changed is not None:
            planned[source] = changed
    if problems:
        # A schema file of the user's own only refuses the command (exit 2), as an export's does.
        refused_only = all(problem.code == OWN_SCHEMA_FILE for problem in problems)
        raise (UsageRefused if refused_only else ProblemsFound)(problems)
    refuse_linked_writes(planned, settings, "articles")
    for path, text in planned.items():
        write_text_atomic(path, text)
    return list(planned)


def _not_comparekits(path: Path, model: type[BaseModel]) -> bool:
    """Whether a schema file is not one comparekit wrote: it is not a regular file, does not
    carry comparekit's mark, or (from before the mark) has keys or a title pydantic's schema
    of ``model`` would not have."""
    if not path.is_file():
        return True
    try:
        with path.open("rb") as stream:
            raw = stream.read(MAX_SOURCE_BYTES + 1)
        schema = json.loads(raw.decode("utf-8"))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError):
        return True
    if not isinstance(schema, dict) or len(raw) > MAX_SOURCE_BYTES:
        return True
    if schema.get("$comment") == WRITTEN_BY:
        return False
    return not (
        schema.keys() <= _PYDANTIC_KEYS
        and schema.get("$schema") == DRAFT
        and schema.get("title") == model.__name__
    )


def _own_schema_file(path: Path, settings: Settings) -> Problem:
    return Problem(
        settings.display(path),
        None,
        None,
        OWN_SCHEMA_FILE,
        "is not a schema comparekit wrote: left as it is, and no schema was written",
        hint="move your file elsewhere (or delete it) and run `comparekit schema` again",
    )


def own_schemas(settings: Settings) -> list[Problem]:
    """A note for each source whose first line names a schema that is not comparekit's:
    ``write_schemas`` leaves it (it may be its author's), but an editor fetches what it
    names, and "schemas are current" would say the file follows comparekit's."""
    notes = []
    for source, name in source_files(settings).items():
        if not re.fullmatch(SAFE_ID, source.stem):
            continue  # no source: see _with_modeline
        with source.open("rb") as stream:
            first = stream.readline(4096).decode("utf-8", "replace").removeprefix("\ufeff")
        first = first.rstrip("\r\n")
        if first.startswith(MODELINE) and not first.endswith(f"/{name}.schema.json"):
            pointer = first.removeprefix(MODELINE)
            shown = repr(pointer[:80] + ("…" if len(pointer) > 80 else ""))
            notes.append(
                Problem(
                    settings.display(source),
                    1,
                    None,
                    "own-schema",
                    f"names the schema {shown}, not comparekit's: left as it is",
                    hint=f"if you did not put it there, delete the line and run `comparekit "
                    f"schema` to point the file at {SCHEMA_DIR.as_posix()}/{name}.schema.json",
                )
            )
    return notes


def modeline(source: Path, schema: Path) -> str:
    relative = Path(os.path.relpath(schema, source.parent)).as_posix()
    return f"{MODELINE}{relative}"


def _with_modeline(source: Path, schema: Path, settings: Settings) -> str | None:
    """The source's text with the modeline on its first line, or None when it needs no
    change: it has the modeline, or names a schema of its author's own, or is no source."""
    if not re.fullmatch(SAFE_ID, source.stem):
        return None  # a file the loader does not take as a source is left alone
    refuse_too_large(source, settings.display(source), "a source file", MAX_SOURCE_BYTES)
    raw = source.read_bytes()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise ProblemsFound([not_utf8(raw, error, settings.display(source))]) from None
    bom = "\ufeff" if text.startswith("\ufeff") else ""  # kept, and never read as the first line
    first, newline, rest = text.removeprefix(bom).partition("\n")
    cr = "\r" if first.endswith("\r") else ""  # the file's line ends are kept
    wanted = modeline(source, schema)
    if first.removesuffix(cr) == wanted:
        return None
    if first.startswith(MODELINE):
        if not first.removesuffix(cr).endswith(f"/{schema.name}"):
            return None  # the author's own schema
        return f"{bom}{wanted}{cr}{newline}{rest}"
    return f"{bom}{wanted}{cr}\n{text.removeprefix(bom)}"
