"""The preview's refreshes load the sources again only when a source file changed."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from comparekit.catalogs import variants
from comparekit.catalogs.table import load_table
from comparekit.errors import ProblemsFound
from comparekit.serving.preview import Preview
from comparekit.sources.load import load_project
from comparekit.sources.settings import load_settings

HOUR_NS = 3600 * 10**9


def settle(root: Path) -> None:
    """Date every source an hour back, as if saved long before the refresh."""
    for path in (root / "articles").rglob("*.yaml"):
        before = time.time_ns() - HOUR_NS
        os.utime(path, ns=(before, before))


def test_a_refresh_with_no_source_changed_has_the_same_project(tmp_project: Path) -> None:
    settle(tmp_project)
    settings = load_settings(tmp_project)
    first = load_project(settings)
    assert load_project(settings) is first
    again = load_project(load_settings(tmp_project))  # the same settings, read again
    assert again.comparisons == first.comparisons


@pytest.mark.parametrize("settled", [True, False], ids=["saved earlier", "just saved"])
def test_an_edited_source_is_loaded_again(tmp_project: Path, settled: bool) -> None:
    settle(tmp_project)
    settings = load_settings(tmp_project)
    first = load_project(settings)
    source = tmp_project / "articles/comparisons/alpha-vs-beta.yaml"
    text = source.read_text(encoding="utf-8")
    source.write_text(text.replace("\nlead: ", "\nlead: Edited. ", 1), encoding="utf-8")
    if settled:
        settle(tmp_project)
    edited = load_project(settings)
    assert edited is not first
    assert edited.comparisons["alpha-vs-beta"].model.lead.startswith("Edited. ")


def test_a_source_added_or_removed_is_seen(tmp_project: Path) -> None:
    settle(tmp_project)
    settings = load_settings(tmp_project)
    load_project(settings)
    source = tmp_project / "articles/comparisons/alpha-vs-beta.yaml"
    source.rename(source.with_name("Bad Name.yaml"))
    settle(tmp_project)
    with pytest.raises(ProblemsFound) as found:
        load_project(settings)
    assert "unsafe-slug" in {problem.code for problem in found.value.problems}


def test_the_slower_check_walks_each_catalog_for_the_next_edit(ready: Path) -> None:
    """After ``recheck``, each catalog's walk for English translated several ways is kept,
    so the first edit walks only the sources it changed, as the later ones do."""
    settings = load_settings(ready)
    preview = Preview(settings)
    assert not preview.refresh(complete=False).problems
    preview.recheck()
    for tag in settings.locales:
        path = settings.catalog_path(tag)
        table = load_table(path, tag, settings.display(path), settings.cache_folder())
        assert table.file in variants._indexes
