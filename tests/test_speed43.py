"""Issue 32's speed targets at a thousand articles (speed43): what the quicker paths must
still find and keep. Speed itself is measured by ``benchmarks/run.py``, never here."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from comparekit.catalogs.extract import extract_template
from comparekit.catalogs.pofile import dumps_po
from comparekit.catalogs.update_inputs import read_if_present, share_template_strings
from comparekit.catalogs.updates import write_catalogs
from comparekit.checks import source_text
from comparekit.checks.check import check_project
from comparekit.sources.load import load_project
from comparekit.sources.settings import load_settings
from conftest import F_COMPARISON

# --- 1. check's source-text search parses only a source that may hold a finding ----------

SOURCE_CODES = ("escaped-character", "running-link")
DEK = "\ndek: Beta routes; Alpha computes.\n"


def _findings_with_dek(ready: Path, dek: str) -> list[tuple[str, int, str]]:
    """``check``'s source-text findings once the comparison's dek is written ``dek``."""
    source = ready / F_COMPARISON
    text = source.read_text(encoding="utf-8")
    assert DEK in text
    source.write_text(text.replace(DEK, f"\ndek: {dek}\n"), encoding="utf-8")
    problems = check_project(load_settings(ready)).problems
    return [(p.path, p.line or 0, p.code) for p in problems if p.code in SOURCE_CODES]


def _dek_line(ready: Path) -> int:
    lines = (ready / F_COMPARISON).read_text(encoding="utf-8").split("\n")
    return next(number for number, line in enumerate(lines, 1) if line.startswith("dek:"))


@pytest.mark.parametrize(
    "dek",
    [
        # a line break written as a reference between the scheme's name and its colon,
        # which a browser drops
        '"Beta routes; see [the docs](javascript&NewLine;:alert(1))."',
        # letters a search ignoring case takes for s and i, which lowering does not make so
        '"Beta routes; see [the docs](java\u017fcript:alert(1))."',
        '"Beta routes; see [the docs](JAVASCR\u0130PT:alert(1))."',
        # a colon written as a character reference, after a tab reference
        '"Beta routes; see [the docs](DATA&Tab;&#x3A;text/html,x)."',
    ],
)
def test_a_running_link_the_quick_search_must_not_pass_over_is_found_at_its_line(
    ready: Path, dek: str
) -> None:
    assert _findings_with_dek(ready, dek) == [(F_COMPARISON, _dek_line(ready), "running-link")]


def test_a_source_that_says_data_and_script_in_words_is_not_parsed_for_positions(
    ready: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Nearly every article has "data" in a word: parsing each for the lines of its values
    was a quarter of a thousand articles' first check."""
    parsed: list[str] = []
    real = source_text.parse_yaml

    def counting(text: str, display: str) -> object:
        parsed.append(display)
        return real(text, display)

    monkeypatch.setattr(source_text, "parse_yaml", counting)
    dek = "Beta keeps data in a database and metadata; a script runs it. Nothing more."
    assert _findings_with_dek(ready, dek) == []
    assert F_COMPARISON not in parsed


def test_a_second_check_in_one_process_reads_again_only_the_sources_that_changed(
    ready: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The preview checks after every edit: a source whose text did not change is not read
    again for escapes and running links, and one that changed is, with its finding."""
    read: list[str] = []
    real = source_text._problems_in

    def counting(document: object) -> object:
        read.append(document.path)  # type: ignore[attr-defined]
        return real(document)  # type: ignore[arg-type]

    monkeypatch.setattr(source_text, "_problems_in", counting)
    monkeypatch.setattr(source_text, "_found", {})  # as a new process starts
    assert _findings_with_dek(ready, "Beta routes; Alpha computes.") == []
    assert F_COMPARISON in read and len(read) > 3
    read.clear()
    check_project(load_settings(ready))
    assert read == []
    running = '"Beta routes; see [the docs](javascript:alert(1))."'
    found = _findings_with_dek(ready, running)
    assert read == [F_COMPARISON]
    assert found == [(F_COMPARISON, _dek_line(ready), "running-link")]


# --- 2. update holds one copy of the template's English ---------------------------------


def test_a_catalog_read_for_update_shares_the_templates_strings_and_writes_the_same_text(
    shipped: Path,
) -> None:
    settings = load_settings(shipped)
    template = extract_template(load_project(settings))
    path = settings.catalog_path("ja")
    catalog = read_if_present(path, "ja", settings, remember=False)
    assert catalog is not None
    before = dumps_po(catalog)
    share_template_strings(catalog, template)
    assert dumps_po(catalog) == before
    shared = [
        (message, found)
        for message in catalog
        if message.id and (found := template.get(message.id, message.context)) is not None
    ]
    assert len(shared) > 100
    for message, found in shared:
        assert message.context is found.context
        if message.id == found.id:
            assert message.id is found.id


def test_update_lets_go_of_models_and_positions_and_a_later_reader_gets_the_same(
    shipped: Path, run_cli: Callable[..., tuple[int, str, str]]
) -> None:
    assert run_cli("-C", str(shipped), "build")[0] == 0  # the models are in the cache now
    project = load_project(load_settings(shipped))
    document = next(iter(project.comparisons.values()))
    model = document.model
    positions = document.positions
    write_catalogs(project)
    assert "model" not in vars(document) and "positions" not in vars(document)
    assert document.model == model and document.positions == positions
    assert run_cli("-C", str(shipped), "update", "--check")[0] == 0
