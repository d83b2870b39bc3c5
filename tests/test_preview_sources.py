"""The preview's refreshes load the sources again only when a source file changed."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from comparekit.catalogs import variants
from comparekit.catalogs.pofile import read_catalog, write_catalog
from comparekit.catalogs.table import load_table
from comparekit.errors import ProblemsFound
from comparekit.serving.preview import Preview
from comparekit.serving.views import dashboard_view
from comparekit.sources.load import load_project
from comparekit.sources.settings import Settings, load_settings

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


def _edit_translation(settings: Settings, tag: str, english: str, text: str) -> None:
    path = settings.catalog_path(tag)
    catalog = read_catalog(path, tag, str(path))
    for message in catalog:
        if message.id == english:
            message.string = text
    write_catalog(path, catalog)


# A fresh preview in a process of its own: nothing kept in this one's memory reaches it.
FRESH_PREVIEW = """
import json, sys
from pathlib import Path
from comparekit.serving.preview import Preview
from comparekit.serving.views import dashboard_view
from comparekit.sources.settings import load_settings
shown = Preview(load_settings(Path(sys.argv[1]))).refresh(complete=False)
pages = {f"{tag}/{key}": page.markdown for (tag, key), page in shown.pages.items()}
problems = [str(problem) for problem in [*shown.problems, *shown.check.problems]]
print(json.dumps({"problems": problems, "pages": pages}))
"""


def _shown_without_cache(root: Path, copy: Path) -> tuple[list[str], dict[str, str]]:
    """What a fresh preview of the same files shows: a copy of the project, its cache left
    out, refreshed in another process."""
    shutil.copytree(root, copy, ignore=shutil.ignore_patterns(".comparekit-cache"))
    command = [sys.executable, "-c", FRESH_PREVIEW, str(copy)]
    found = json.loads(subprocess.run(command, capture_output=True, check=True).stdout)
    return found["problems"], found["pages"]


def test_a_refresh_after_each_edit_shows_what_a_fresh_preview_shows(
    ready: Path, tmp_path: Path
) -> None:
    """Kept between refreshes (verdicts, grouped strings, findings in the sources, the
    templates, the pages check found): after edits that add and mend a problem in a
    translation and a source, the pages and problems are those of a preview without them."""
    settle(ready)
    settings = load_settings(ready)
    preview = Preview(settings)
    assert not preview.refresh(complete=False).problems
    article = ready / "articles/comparisons/alpha-vs-beta.yaml"
    original = article.read_text(encoding="utf-8")
    edits = [
        lambda: _edit_translation(settings, "ja", "They do different jobs.", "違う仕事 42 件"),
        lambda: article.write_text(original.replace("different jobs", "different\u200bjobs")),
        lambda: _edit_translation(settings, "ja", "They do different jobs.", "違う仕事です"),
        lambda: article.write_text(original),
    ]
    codes = []
    for number, edit in enumerate(edits):
        edit()
        snapshot = preview.refresh(complete=False)
        assert not snapshot.problems
        problems, pages = _shown_without_cache(ready, tmp_path / f"copy{number}")
        assert [str(problem) for problem in snapshot.check.problems] == problems
        shown = {f"{t}/{k}": p.markdown for (t, k), p in snapshot.pages.items()}
        assert shown == pages
        codes.append(sorted({p.code for p in snapshot.check.problems}))
    assert codes == [["number"], ["absent", "invisible"], ["absent", "invisible"], []]


def test_the_first_pages_are_those_a_checked_refresh_shows(ready: Path) -> None:
    """The preview's first pages come from the page store before anything is checked: the
    same pages a checked refresh shows, even after a translation changed while it was shut."""
    settle(ready)
    settings = load_settings(ready)
    Preview(settings).refresh(complete=False)  # the cache as the last preview left it
    _edit_translation(settings, "ja", "They do different jobs.", "違う仕事 42 件")
    preview = Preview(settings)
    first = preview.first_pages()
    assert not first.checked and not first.problems and not first.check.problems
    checked = preview.refresh(complete=False)  # as the server does next
    assert checked.checked and "number" in {p.code for p in checked.check.problems}
    assert checked.status.rows  # the dashboard's figures, which the first pages lack
    assert {key: page.markdown for key, page in first.pages.items()} == {
        key: page.markdown for key, page in checked.pages.items()
    }
    assert first.pages["ja", "alpha-vs-beta"].fallbacks == 1  # the edit, refused, was seen
    assert "checking the project" in dashboard_view(first)
    assert "checking the project" not in dashboard_view(checked)
