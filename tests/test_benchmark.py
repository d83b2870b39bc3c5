"""The benchmark's scaled projects are real ones: every article translated, every page built."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import Any

from comparekit.publishing.build import build
from comparekit.sources.settings import load_settings

REPO = Path(__file__).resolve().parent.parent


def _bench() -> Any:
    spec = importlib.util.spec_from_file_location("bench_run", REPO / "benchmarks/run.py")
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    sys.modules["bench_run"] = bench  # dataclasses look their module up
    spec.loader.exec_module(bench)
    return bench


def test_a_scaled_project_builds_every_page_translated(tmp_path: Path) -> None:
    bench = _bench()
    bench.make_project(tmp_path / "n12", 12)  # the ten shipped articles, and two copies

    settings = load_settings(tmp_path / "n12")
    report = build(settings)
    assert [(s.locale, s.pages, s.coverage) for s in report.locales] == [
        (tag, 13, 1.0) for tag in ("en", "ja", "zh-Hant", "ko")
    ]
    assert report.fallbacks == []
    dist = tmp_path / "n12/dist"

    def title(page: Path) -> str:
        return next(
            line
            for line in page.read_text(encoding="utf-8").splitlines()
            if line.startswith("title:")
        )

    # A copy is translated by its own, re-keyed catalog entries: the original's Japanese.
    assert title(dist / "ja/deepinfer-vs-dynamo-1.md") == title(dist / "ja/deepinfer-vs-dynamo.md")
    assert title(dist / "ja/deepinfer-vs-dynamo-1.md") != title(
        dist / "en/deepinfer-vs-dynamo-1.md"
    )


def test_the_added_languages_build_every_page_translated(tmp_path: Path) -> None:
    bench = _bench()
    root = tmp_path / "n3"
    bench.make_project(root, 3)
    bench.add_languages(root, 6)
    report = build(load_settings(root))
    assert [(s.locale, s.pages, s.coverage) for s in report.locales] == [
        (tag, 4, 1.0) for tag in ("en", "ja", "zh-Hant", "ko", "zh-Hans", "th")
    ]
    assert report.fallbacks == []
    header = (root / "locales/th/LC_MESSAGES/messages.po").read_text(encoding="utf-8")
    assert '"Language: th\\n"' in header
