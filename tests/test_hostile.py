"""Every hostile rewrite of a shipped translation is refused at its catalog entry.

One ``check`` per batch of rewrites (tests/hostile.py plans them so that no entry is used
twice in a batch): each case then finds its own problem at its own line.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

import hostile
from comparekit.checks.check import check_project
from comparekit.errors import Problem
from comparekit.sources.settings import load_settings
from conftest import snapshot

CASES = hostile.plan()
Found = dict[tuple[int, str, int], list[Problem]]  # (batch, catalog, line) → problems


@pytest.fixture(scope="module")
def found(tmp_path_factory: pytest.TempPathFactory) -> tuple[Found, dict[str, int]]:
    """Every batch checked: the problems at each (catalog, line), and each case's line."""
    problems: Found = {}
    lines: dict[str, int] = {}
    for batch in sorted({case.batch for case in CASES}):
        root = tmp_path_factory.mktemp(f"hostile-{batch}") / "project"
        root.mkdir()
        lines |= hostile.write_batch(root, [case for case in CASES if case.batch == batch])
        for problem in check_project(load_settings(root)).problems:
            if problem.line is not None:
                problems.setdefault((batch, problem.path, problem.line), []).append(problem)
    return problems, lines


@pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
def test_a_hostile_translation_is_refused_at_its_entry(
    case: hostile.Case, found: tuple[Found, dict[str, int]]
) -> None:
    problems, lines = found
    path = hostile.catalog_path(case.target.tag)
    at_entry = problems.get((case.batch, path, lines[case.id]), [])
    errors = [p for p in at_entry if p.severity == "error"]
    assert [p.code for p in errors if p.code in case.mutation.codes], (
        f"{case.target.tag} {case.target.key}: "
        f"{case.mutation.rewrite(case.target)!r} passed: {[str(p) for p in at_entry]}"
    )
    assert case.mutation.alone or all(f"'{case.target.key}'" in p.message for p in errors)


def test_the_shipped_catalogs_pass(shipped: Path) -> None:
    assert check_project(load_settings(shipped)).problems == []


def test_check_refuses_a_batch_with_exit_1_and_writes_nothing(
    tmp_path: Path, run_cli: Callable[..., tuple[int, str, str]]
) -> None:
    root = tmp_path / "project"
    root.mkdir()
    lines = hostile.write_batch(root, [case for case in CASES if case.batch == 1])
    before = snapshot(root)
    code, _, err = run_cli("-C", str(root), "check")
    assert code == 1 and "Traceback" not in err
    for case in CASES:
        if case.batch == 1:
            assert f"{hostile.catalog_path(case.target.tag)}:{lines[case.id]}: [" in err
    assert snapshot(root) == before


# What only a hostile rewrite writes: none of it may reach a published page.
MARKERS = ("evil.example", "4817", "rm -rf", "alert(", "config }}", "include 'x'", "[x]: /evil")
HIDDEN = ("\0", "\x1b", "\x7f", "\u202e", "\u200f", "\u2028")


def test_a_build_that_falls_back_publishes_the_english_instead(tmp_path: Path) -> None:
    from comparekit.publishing.build import build

    root = tmp_path / "project"
    root.mkdir()
    hostile.write_batch(root, [case for case in CASES if case.batch == 0])
    settings = root / "pyproject.toml"
    text = settings.read_text(encoding="utf-8")
    settings.write_text(
        text.replace("[tool.comparekit]\n", '[tool.comparekit]\nincomplete = "fallback"\n'),
        encoding="utf-8",
    )
    report = build(load_settings(root))
    assert len(report.fallbacks) >= len([case for case in CASES if case.batch == 0])
    for page in (root / "dist").rglob("*.md"):
        body = page.read_text(encoding="utf-8")
        assert not [m for m in (*MARKERS, *HIDDEN) if m in body], page
