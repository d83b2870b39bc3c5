"""The quick YAML reading gives exactly the full reading's data, or the full reading's problem."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from comparekit.errors import ProblemsFound
from comparekit.sources.yamlsource import MAX_DEPTH, parse_yaml, read_yaml

# Pieces of the YAML an author, a careless editor or a hostile file might write: plain and
# quoted text, every kind of scalar PyYAML resolves, tags, anchors and aliases, merge keys,
# and a few broken lines.
KEYS = ["title", "dek", "lead", "verdict", "a", "b", "c", "d", "1", "true", '"q"', "'r s'"]
ODD_KEYS = ["~", "null", "2.5", "2026-11-30", "<<", "? x", "[k]"]
SCALARS = [
    "plain text",
    "'single: quoted'",
    '"double \\u00e9"',
    "42",
    "-0x1F",
    "3.14",
    ".nan",
    "yes",
    "null",
    "2026-11-30",
    "!!str 123",
    "!!binary aGk=",
    "&anchor value",
    "[one, two]",
    "{k: v}",
    "|\n  block\n  text",
    ">-\n  folded",
    "",
]
ODD_SCALARS = [
    "2026-02-30",
    "!!int nope",
    "!custom x",
    "!!python/object:os.system echo",
    "*anchor",
    "'unclosed",
    "a: b: c",
    "\t tab",
]


def _pick(draw: st.DrawFn, common: list[str], odd: list[str]) -> str:
    """Mostly a common piece, one time in twelve an odd one."""
    return draw(st.sampled_from(odd if draw(st.integers(0, 11)) == 0 else common))


def _document(draw: st.DrawFn, depth: int) -> list[str]:
    lines = []
    for _ in range(draw(st.integers(1, 4))):
        key = _pick(draw, KEYS, ODD_KEYS)
        shape = draw(st.sampled_from(["scalar", "scalar", "map", "list", "set"]))
        if shape == "scalar" or depth > 3:
            lines.append(f"{key}: {_pick(draw, SCALARS, ODD_SCALARS)}")
        elif shape == "map":
            lines.append(f"{key}:")
            lines += ["  " + line for line in _document(draw, depth + 1)]
        elif shape == "set":
            lines.append(f"{key}: !!set")
            lines += ["  ? " + draw(st.sampled_from(["x", "y", "x"]))]
        else:
            lines.append(f"{key}:")
            for _ in range(draw(st.integers(0, 3))):
                lines.append(f"  - {_pick(draw, SCALARS, ODD_SCALARS)}")
    return lines


@st.composite
def documents(draw: st.DrawFn) -> str:
    return "\n".join(_document(draw, 0)) + "\n"


def _either(function: Callable[[str], object], text: str) -> object:
    try:
        return ("data", function(text))
    except ProblemsFound as found:
        return ("problems", [repr(problem) for problem in found.problems])


@settings(max_examples=400, deadline=None)
@given(documents())
def test_quick_reading_agrees_with_the_full_one(text: str) -> None:
    full = _either(lambda t: parse_yaml(t, "a.yaml")[0], text)
    quick = _either(lambda t: read_yaml(t, "a.yaml"), text)
    assert quick == full


@pytest.mark.parametrize(
    "text",
    [
        "a: 1\na: 2\n",  # duplicate: the full reading names both lines
        "a: &x 1\nb: *x\n",  # alias
        "<<: {a: 1}\n",  # merge key
        "[1, 2]: x\n",  # a key that is not a name
        "".join(f"{'  ' * level}k:\n" for level in range(MAX_DEPTH + 2)),  # too deep
        "a: [unclosed\n",
    ],
)
def test_what_the_quick_reading_refuses_is_the_full_readings_problem(text: str) -> None:
    with pytest.raises(ProblemsFound) as full:
        parse_yaml(text, "a.yaml")
    with pytest.raises(ProblemsFound) as quick:
        read_yaml(text, "a.yaml")
    assert [repr(p) for p in quick.value.problems] == [repr(p) for p in full.value.problems]
    assert full.value.problems[0].line is not None


def test_an_unusual_but_valid_document_is_given_the_full_readings_data() -> None:
    # A tag that would run code is read as the plain list it tags; a set as a mapping.
    text = "tags: !!set\n  ? x\n  ? y\n1: one\nrun: !!python/object/apply:os.system [echo]\n"
    assert read_yaml(text, "a.yaml") == parse_yaml(text, "a.yaml")[0]
    assert read_yaml(text, "a.yaml")["1"] == "one"
