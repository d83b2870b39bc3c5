"""What a careless user or a hostile file brings: each case a small named fixture with its
exact outcome (exit code, problem code, file and line), no traceback, and nothing the user
wrote changed."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from conftest import F_COMPARISON

Cli = Callable[..., tuple[int, str, str]]


def line_of(text: str, needle: str) -> int:
    return text[: text.index(needle)].count("\n") + 1


@dataclass(frozen=True)
class Case:
    """A damage done to the project, the command run, and the problem it must report."""

    damage: Callable[[Path], int | None]  # changes the project; returns the expected line
    args: tuple[str, ...]
    code: str  # the problem code, or a phrase of the message
    path: str = F_COMPARISON


def edit(replace: Callable[[str], str], needle: str | None = None) -> Callable[[Path], int | None]:
    """Change the comparison's text; the problem is expected where ``needle`` then stands."""

    def damage(root: Path) -> int | None:
        file = root / F_COMPARISON
        text = replace(file.read_text(encoding="utf-8"))
        file.write_text(text, encoding="utf-8")
        return line_of(text, needle) if needle else None

    return damage


def write_bytes(data: Callable[[bytes], bytes], line: int | None) -> Callable[[Path], int | None]:
    def damage(root: Path) -> int | None:
        file = root / F_COMPARISON
        file.write_bytes(data(file.read_bytes()))
        return line

    return damage


def nothing(root: Path) -> None:
    return None


CASES = {
    "yaml nested 985 levels": Case(
        edit(lambda t: t + "deep: " + "[" * 985 + "]" * 985 + "\n", "deep:"),
        ("build",),
        "yaml-depth",
    ),
    "latin-1 source": Case(
        write_bytes(lambda b: b.replace(b"Alpha vs Beta: engine", b"Alpha vs B\xe9ta: engine"), 3),
        ("build",),
        "encoding",
    ),
    "utf-16 source": Case(
        write_bytes(lambda b: b.decode("utf-8").encode("utf-16"), 1), ("build",), "encoding"
    ),
    "unknown tag": Case(
        edit(
            lambda t: t.replace("title: 'Alpha vs Beta:", "title: !custom 'Alpha vs Beta:"),
            "!custom",
        ),
        ("build",),
        "yaml-value",
    ),
    "int tag on text": Case(
        edit(lambda t: t.replace("verdict: Different layers.", "verdict: !!int x"), "verdict:"),
        ("build",),
        "yaml-value",
    ),
    "impossible date": Case(
        edit(lambda t: t.replace("accessed: '2026-10-20'", "accessed: 2026-02-30"), "accessed:"),
        ("build",),
        "yaml-value",
    ),
    "nul byte": Case(edit(lambda t: t + "\0", None), ("build",), "yaml-character"),
    "line break in a title": Case(
        edit(
            lambda t: t.replace(
                "title: 'Alpha vs Beta: engine vs router'",
                'title: "Alpha vs Beta: engine vs router\\n## Injected"',
            ),
            'title: "Alpha',
        ),
        ("build",),
        "invalid-value",
    ),
    "update an unconfigured locale": Case(
        nothing, ("update", "--locale", "fr"), "unknown-locale", "pyproject.toml"
    ),
    "update a path as a locale": Case(
        nothing, ("update", "--locale", "../../x"), "unknown-locale", "pyproject.toml"
    ),
    "add-locale und": Case(nothing, ("add-locale", "und"), "names no language", ""),
    "build into the sources": Case(nothing, ("build", "--out", "articles"), "output-folder", ""),
    "build into the project": Case(nothing, ("build", "--out", "."), "output-folder", ""),
    "build into the root": Case(nothing, ("build", "--out", "/"), "output-folder", ""),
}


def snapshot(root: Path) -> dict[str, bytes]:
    """The files the user wrote (not comparekit's output or cache)."""
    return {
        p.relative_to(root).as_posix(): p.read_bytes()
        for p in sorted(root.rglob("*"))
        if p.is_file() and not p.relative_to(root).as_posix().startswith((".comparekit", "dist"))
    }


@pytest.mark.parametrize("name", sorted(CASES))
def test_a_bad_input_is_a_problem_at_its_place(
    name: str, ready: Path, run_cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    case = CASES[name]
    monkeypatch.chdir(ready)  # relative --out paths are the user's, from the project
    line = case.damage(ready)
    before = snapshot(ready)
    code, _, err = run_cli("-C", str(ready), *case.args)
    assert code == 1, err
    assert "Traceback" not in err and "crashed" not in err
    assert case.code in err
    if case.path:
        expected = f"{case.path}:{line}:" if line else f"{case.path}:"
        assert expected in err, err
    assert snapshot(ready) == before


def test_builds_at_once_never_crash(ready: Path, run_cli: Cli) -> None:
    """Four builds of one project started together: each succeeds, or refuses with a
    sentence naming the run that holds the lock; the output is whole after them."""
    runs = [
        subprocess.Popen(
            [sys.executable, "-m", "comparekit", "-C", str(ready), "build"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(4)
    ]
    outcomes = [(run.wait(), run.communicate()[1]) for run in runs]
    assert 0 in [code for code, _ in outcomes]
    for code, err in outcomes:
        assert "Traceback" not in err
        assert code == 0 or (code == 1 and "another comparekit run (pid " in err), err
    assert run_cli("-C", str(ready), "build")[0] == 0
    assert sorted(p.name for p in (ready / "dist").iterdir()) == [
        ".comparekit-output",
        "en",
        "ja",
        "ko",
        "zh-Hant",
    ]
