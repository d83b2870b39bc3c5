"""Editor support: JSON Schema from the models, referenced by every shipped source file."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import jsonschema
import pytest
import yaml

from comparekit.sources.schema import MODELS, modeline, schema_text, source_files
from comparekit.sources.settings import load_settings

REPO = Path(__file__).resolve().parent.parent
Cli = Callable[..., tuple[int, str, str]]


@pytest.mark.parametrize("name", sorted(MODELS))
def test_shipped_schema_is_current(name: str) -> None:
    shipped = (REPO / "schema" / f"{name}.schema.json").read_text(encoding="utf-8")
    assert shipped == schema_text(MODELS[name]), "run `comparekit schema`"


def test_every_shipped_source_names_and_passes_its_schema() -> None:
    settings = load_settings(REPO)
    files = source_files(settings)
    assert len(files) >= 6
    for source, name in files.items():
        schema_path = REPO / "schema" / f"{name}.schema.json"
        text = source.read_text(encoding="utf-8")
        assert text.splitlines()[0] == modeline(source, schema_path), source
        data = json.loads(json.dumps(yaml.safe_load(text), default=str))
        jsonschema.validate(data, json.loads(schema_path.read_text(encoding="utf-8")))


def test_schema_rejects_what_the_loader_rejects() -> None:
    schema = json.loads(schema_text(MODELS["product"]))
    with pytest.raises(jsonschema.ValidationError, match="Additional properties"):
        jsonschema.validate({"name": "X", "organisation": "Y", "colour": "blue"}, schema)


def test_schema_command_adds_modelines_once(tmp_project: Path, run_cli: Cli) -> None:
    code, out, _ = run_cli("-C", str(tmp_project), "schema")
    assert code == 0 and "wrote articles/comparisons/alpha-vs-beta.yaml" in out
    first = (tmp_project / "articles/comparisons/alpha-vs-beta.yaml").read_text().splitlines()[0]
    assert first == "# yaml-language-server: $schema=../../schema/comparison.schema.json"
    assert run_cli("-C", str(tmp_project), "schema")[1] == "schemas are current\n"
    assert run_cli("-C", str(tmp_project), "validate")[0] == 0
