"""Pages rendered or taken from the store: what a build loads before its locales run side
by side in forked processes, and that it changes nothing they give."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

import comparekit.rendering.remembered as remembered
from comparekit.rendering.remembered import _unchecked

Cli = Callable[..., tuple[int, str, str]]
CACHE = ".comparekit-cache"


def snapshot(folder: Path) -> dict[str, bytes]:
    return {
        p.relative_to(folder).as_posix(): p.read_bytes()
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


def test_a_locale_without_kept_verdicts_is_unchecked(ready: Path, run_cli: Cli) -> None:
    cache = ready / CACHE
    assert _unchecked(None, ["ja"])  # no cache: every string is checked
    assert not _unchecked(cache, [])  # the source locale alone: nothing to check
    assert _unchecked(cache, ["ja"])  # not built yet
    assert run_cli("-C", str(ready), "build")[0] == 0
    assert not _unchecked(cache, ["ja", "zh-Hant", "ko"])
    assert _unchecked(cache, ["ja", "fr"])  # a locale never built


def test_a_cold_build_loads_the_checkers_before_forking_and_gives_the_same_pages(
    ready: Path, run_cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Every locale side by side, as in a large project.
    monkeypatch.setattr(remembered, "PARALLEL_PAGES", 1)
    calls: list[None] = []
    real = remembered.load_checkers

    def counted() -> None:
        calls.append(None)
        real()

    monkeypatch.setattr(remembered, "load_checkers", counted)
    assert run_cli("-C", str(ready), "build")[0] == 0
    assert len(calls) == 1  # cold: the parent loaded them once, for every worker
    preloaded = snapshot(ready / "dist")

    # The same build without the preload: each worker loads them at its first check.
    shutil.rmtree(ready / "dist")
    shutil.rmtree(ready / CACHE)
    monkeypatch.setattr(remembered, "load_checkers", lambda: None)
    assert run_cli("-C", str(ready), "build")[0] == 0
    assert snapshot(ready / "dist") == preloaded

    # Warm, with verdicts kept: nothing is checked, so nothing is loaded for it.
    monkeypatch.setattr(remembered, "load_checkers", counted)
    shutil.rmtree(ready / "dist")
    assert run_cli("-C", str(ready), "build")[0] == 0
    assert len(calls) == 1
    assert snapshot(ready / "dist") == preloaded
