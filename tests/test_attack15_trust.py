"""Attack 15 on trust: quadratic id numbering, hostile escapes and links in sources, an
edit hidden by a reset mtime, a copied project, ``init /``, a full disk under the cache,
and read-only user files."""

from __future__ import annotations

import re
from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

from comparekit.importing.record import YAML_WORDS, Known, Recorder
from comparekit.sources.model import SAFE_ID

# --- 1. alike titles are numbered in linear time ------------------------------------------


class CountingIds(dict[str, object]):
    """The ids taken so far, counting how often a candidate is looked up."""

    lookups = 0
    most = 3 * 20_000  # quadratic numbering of 20,000 alike titles looks up ~200 million

    def __contains__(self, key: object) -> bool:
        self.lookups += 1
        assert self.lookups <= self.most, "alike titles are numbered in quadratic time"
        return super().__contains__(key)


def a_recorder() -> Recorder:
    page: Any = SimpleNamespace(page=SimpleNamespace(blocks=[]))
    return Recorder({"en": page}, "a-vs-b", Known("en", (), {}, {}, {}, {}))


def ids_as_numbered_before(english: list[str], fallback: str) -> Iterator[str]:
    """The ids the quadratic numbering gave: rescanning from 2 for each alike title."""
    taken: dict[str, object] = {}
    for position, text in enumerate(english, start=1):
        slug = "-".join(re.findall(r"[a-z0-9]+", text.lower())[:4])
        if not re.fullmatch(SAFE_ID, slug) or slug in YAML_WORDS or not slug[0].isalpha():
            slug = f"{fallback}-{position}"
        candidate, number = slug, 2
        while candidate in taken:
            candidate, number = f"{slug}-{number}", number + 1
        taken[candidate] = True
        yield candidate


def test_alike_titles_get_the_same_ids_as_before() -> None:
    english = ["Speed", "Speed", "Speed 2", "Speed", "", "Yes", "Speed", "Cost", "Cost"]
    recorder = a_recorder()
    taken: dict[str, object] = {}
    for position, text in enumerate(english, start=1):
        taken[recorder.new_id(text, f"row-{position}", taken)] = True
    assert list(taken) == list(ids_as_numbered_before(english, "row"))
    assert list(taken) == [
        "speed", "speed-2", "speed-2-2", "speed-3", "row-5", "row-6", "speed-4", "cost",
        "cost-2",
    ]  # fmt: skip


def test_twenty_thousand_alike_titles_are_numbered_in_linear_time() -> None:
    recorder = a_recorder()
    taken = CountingIds()
    for position in range(1, 20_001):
        taken[recorder.new_id("Same title", f"row-{position}", taken)] = True
    assert len(taken) == 20_000
    assert "same-title-20000" in taken


def test_ids_against_a_mapping_that_does_not_grow_stay_as_before() -> None:
    recorder = a_recorder()
    known = {"speed": True, "speed-2": True}
    assert recorder.new_id("Speed", "row-1", known) == "speed-3"
    assert recorder.new_id("Speed", "row-2", known) == "speed-3"
