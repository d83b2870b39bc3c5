"""JSON Schema for the source files, from the pydantic models, for editors to validate with.

The YAML files name their schema in a first-line modeline that the YAML language server
(VS Code, JetBrains, Neovim…) reads:
``# yaml-language-server: $schema=../schema/comparison.schema.json``.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from pydantic import BaseModel

from comparekit.files import write_text_atomic
from comparekit.sources.load import (
    COMPARISONS_DIR,
    DIMENSIONS_FILE,
    GLOSSARY_FILE,
    HUB_FILE,
    PRODUCTS_DIR,
)
from comparekit.sources.model import Comparison, Dimensions, Glossary, Hub, Product
from comparekit.sources.settings import Settings

SCHEMA_DIR = Path("schema")
MODELINE = "# yaml-language-server: $schema="

MODELS: dict[str, type[BaseModel]] = {
    "comparison": Comparison,
    "product": Product,
    "dimensions": Dimensions,
    "glossary": Glossary,
    "hub": Hub,
}


def schema_text(model: type[BaseModel]) -> str:
    """The model's JSON Schema, deterministic (sorted keys, final newline)."""
    schema = model.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
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
    """Write ``schema/<name>.schema.json`` and point every source file at its schema."""
    folder = settings.path(SCHEMA_DIR)
    written = []
    for name, model in MODELS.items():
        path = folder / f"{name}.schema.json"
        text = schema_text(model)
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            write_text_atomic(path, text)
            written.append(path)
    for source, name in source_files(settings).items():
        if _set_modeline(source, folder / f"{name}.schema.json"):
            written.append(source)
    return written


def modeline(source: Path, schema: Path) -> str:
    relative = Path(os.path.relpath(schema, source.parent)).as_posix()
    return f"{MODELINE}{relative}"


def _set_modeline(source: Path, schema: Path) -> bool:
    """Put the modeline on the file's first line; True if the file changed."""
    text = source.read_text(encoding="utf-8")
    bom = "\ufeff" if text.startswith("\ufeff") else ""  # kept, and never read as the first line
    first, _, rest = text.removeprefix(bom).partition("\n")
    wanted = modeline(source, schema)
    if first == wanted:
        return False
    body = rest if first.startswith(MODELINE) else text.removeprefix(bom)
    write_text_atomic(source, f"{bom}{wanted}\n{body}")
    return True
