"""An author's first day with the sources: what YAML 1.1 would retype, every problem in one
run with a way to fix it, options that match nothing, and the scaffolds (issue 27)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from comparekit.errors import ProblemsFound
from comparekit.sources.load import load_project
from comparekit.sources.settings import load_settings
from conftest import ProjectFiles, snapshot

Cli = Callable[..., tuple[int, str, str]]
F = "articles/comparisons/alpha-vs-beta.yaml"
ALPHA = "articles/products/alpha.yaml"


def _edit(root: Path, relative: str, old: str, new: str) -> None:
    path = root / relative
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {relative}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def _problems(root: Path) -> list[str]:
    """The first line of each problem ``load_project`` reports."""
    with pytest.raises(ProblemsFound) as caught:
        load_project(load_settings(root))
    return [str(problem).splitlines()[0] for problem in caught.value.problems]


# --- 1. YAML 1.1 surprises: a plain scalar is the text as written -------------------------


def test_yaml11_no_in_a_table_cell_is_the_text_no(tmp_project: Path, run_cli: Cli) -> None:
    _edit(tmp_project, ALPHA, "api: None", "api: No")
    before = snapshot(tmp_project)
    code, out, err = run_cli("-C", str(tmp_project), "validate")
    assert (code, err) == (0, ""), err
    assert load_project(load_settings(tmp_project)).products["alpha"].model.facts["api"] == "No"
    assert snapshot(tmp_project) == before


@pytest.mark.parametrize("written", ["2.0", "1e3", "010", "0x1f", "yes", "2026-10-20", "1_000"])
def test_yaml11_number_bool_or_date_in_a_text_field_stays_as_written(
    tmp_project: Path, written: str
) -> None:
    _edit(tmp_project, ALPHA, "license: MIT", f"license: {written}")
    facts = load_project(load_settings(tmp_project)).products["alpha"].model.facts
    assert facts["license"] == written


def test_yaml11_octal_and_hex_ids_are_not_renumbered(tmp_project: Path) -> None:
    _edit(tmp_project, F, "  engine:\n", "  010:\n")
    _edit(tmp_project, F, "faq:\n", "faq:\n  0x1f:\n    question: Hex?\n    answer: Kept.\n")
    faq = load_project(load_settings(tmp_project)).comparisons["alpha-vs-beta"].model.faq
    assert list(faq) == ["0x1f", "010"]


def test_yaml11_real_booleans_and_dates_still_work(tmp_project: Path) -> None:
    _edit(tmp_project, "articles/dimensions.yaml", "hub: true", "hub: yes")
    _edit(tmp_project, "articles/dimensions.yaml", "label: API", "label: API\n    hub: False")
    _edit(tmp_project, F, "accessed: '2026-10-20'", "accessed: 2026-10-20")
    project = load_project(load_settings(tmp_project))
    dimensions = project.dimensions.model.dimensions
    assert (dimensions["kind"].hub, dimensions["api"].hub) == (True, False)
    assert str(project.comparisons["alpha-vs-beta"].model.accessed) == "2026-10-20"


def test_yaml11_null_is_still_an_empty_row(tmp_project: Path) -> None:
    _edit(tmp_project, F, "kind: null", "kind: ~")
    rows = load_project(load_settings(tmp_project)).comparisons["alpha-vs-beta"].model
    assert rows.head_to_head.rows["kind"] is None


def test_yaml11_python_tags_are_still_refused(tmp_project: Path, run_cli: Cli) -> None:
    _edit(tmp_project, ALPHA, "license: MIT", "license: !!python/name:os.system x")
    before = snapshot(tmp_project)
    code, _, err = run_cli("-C", str(tmp_project), "validate")
    assert code == 1 and "Traceback" not in err
    assert f"{ALPHA}:5:12: [yaml-value] unknown tag '!!python/name:os.system'" in err
    assert snapshot(tmp_project) == before
