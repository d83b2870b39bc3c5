"""Loading: every bad input is reported at its exact file:line:col, all at once."""

from __future__ import annotations

import dataclasses
import os
import re
import shutil
from pathlib import Path

import pytest

from comparekit import cache
from comparekit.catalogs.extract import extract_template, template_strings
from comparekit.errors import ProblemsFound
from comparekit.sources import load
from comparekit.sources.load import DOCUMENT_BUNDLE, Project, StoredDocument, load_project
from comparekit.sources.model import Comparison, ComparisonFacts, iter_texts
from comparekit.sources.settings import Settings, load_settings
from comparekit.sources.yamlsource import parse_yaml
from conftest import ProjectFiles

BAD = Path(__file__).parent / "bad"
F = "articles/comparisons/alpha-vs-beta.yaml"
P = "articles/products/alpha.yaml"

# Each file in tests/bad/ replaces the comparison of the small project; these are the
# first lines of the problems it must produce, in order.
EXPECTED = {
    "alias": [f"{F}:6:7: [yaml-alias] alias '*d' is not allowed"],
    "bad-id": [f"{F}:28:7: [invalid-value] wins.alpha.Speed_1: 'Speed_1' is not a valid id"],
    "bad-url": [
        f"{F}:57:10: [invalid-value] sources.readme.url: "
        "'javascript:alert(1)' is not an http(s) URL"
    ],
    "duplicate-key": [f"{F}:7:1: [duplicate-key] duplicate key 'title' (first defined at line 3)"],
    "empty-text": [f"{F}:6:7: [invalid-value] lead: must not be empty"],
    "merge-key": [f"{F}:51:5: [yaml-alias] merge keys ('<<') are not allowed"],
    "missing-field": [f"{F}:1:1: [missing-field] verdict: required field 'verdict' is missing"],
    "not-a-mapping": [f"{F}:1:1: [not-a-mapping] the file must be a mapping of fields"],
    "unknown-dimension": [f"{F}:24:5: [unknown-dimension] row 'speed': no such dimension"],
    "unknown-field": [
        f"{F}:35:3: [missing-field] analysis.layers.title: required field 'title' is missing",
        f"{F}:36:5: [unknown-field] analysis.layers.titel: unknown field 'titel'",
    ],
    "unknown-link": [f"{F}:60:3: [unknown-link] next: no comparison 'alpha-vs-gamma' to link to"],
    "wrong-products": [
        f"{F}:25:1: [wrong-products] wins: needs exactly the products alpha and beta"
    ],
    "wrong-type": [
        f"{F}:58:11: [invalid-value] accessed: Input should be a valid date or datetime, "
        "invalid character in year"
    ],
    # libyaml's wording ("in this context"); PyYAML's pure-Python parser says "here".
    "yaml-syntax": [f"{F}:6:7: [yaml-syntax] mapping values are not allowed in this context"],
}


def test_every_bad_fixture_has_an_expectation() -> None:
    assert sorted(path.stem for path in BAD.glob("*.yaml")) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_bad_source_reports_exact_location(name: str, tmp_project: Path) -> None:
    shutil.copy(BAD / f"{name}.yaml", tmp_project / F)
    with pytest.raises(ProblemsFound) as caught:
        load_project(load_settings(tmp_project))
    first_lines = [str(problem).splitlines()[0] for problem in caught.value.problems]
    assert first_lines == EXPECTED[name]
    assert all(problem.hint for problem in caught.value.problems)


def test_unknown_field_suggests_the_close_name(tmp_project: Path) -> None:
    shutil.copy(BAD / "unknown-field.yaml", tmp_project / F)
    with pytest.raises(ProblemsFound) as caught:
        load_project(load_settings(tmp_project))
    assert caught.value.problems[1].hint == "did you mean 'title'?"


def test_problems_of_several_files_are_reported_together(project_files: ProjectFiles) -> None:
    project_files.data["articles/products/beta.yaml"]["colour"] = "blue"
    del project_files.comparison()["dek"]
    project_files.write()
    with pytest.raises(ProblemsFound) as caught:
        load_project(load_settings(project_files.root))
    codes = sorted((p.path, p.code) for p in caught.value.problems)
    assert codes == [(F, "missing-field"), ("articles/products/beta.yaml", "unknown-field")]


def test_table_cell_without_fact_or_override_is_reported(project_files: ProjectFiles) -> None:
    del project_files.data["articles/products/beta.yaml"]["facts"]["license"]
    project_files.write()
    with pytest.raises(ProblemsFound) as caught:
        load_project(load_settings(project_files.root))
    (problem,) = caught.value.problems
    assert str(problem).splitlines()[0] == f"{F}:21:5: [empty-cell] row 'license': no text for beta"


def test_unsafe_file_name_is_refused(tmp_project: Path) -> None:
    shutil.copy(tmp_project / F, tmp_project / "articles/comparisons/Alpha vs Beta.yaml")
    with pytest.raises(ProblemsFound) as caught:
        load_project(load_settings(tmp_project))
    assert [p.code for p in caught.value.problems] == ["unsafe-slug"]


def test_positions_are_one_based_and_point_at_keys() -> None:
    data, positions = parse_yaml("a: 1\nb:\n  c: two\n", "x.yaml")
    assert data == {"a": "1", "b": {"c": "two"}}  # the text as written
    assert positions[("b", "c")].pair() == (3, 3)
    assert positions[("b", "c", "<value>")].pair() == (3, 6)


def test_shipped_sources_load(tmp_path: Path) -> None:
    project = load_project(load_settings(Path(__file__).resolve().parent.parent))
    assert "deepinfer-vs-dynamo" in project.comparisons


def test_a_cached_document_gives_its_strings_lines_without_parsing(tmp_project: Path) -> None:
    settings = load_settings(tmp_project)
    first = load_project(settings)  # read from the YAML, and cached without positions
    assert all("positions" not in document.__dict__ for document in first.documents())
    extract_template(first)  # works the lines out, and adds them to the cache
    parsed = first.documents()
    cached = load_project(settings).documents()
    assert all("positions" not in document.__dict__ for document in cached)
    assert sum(len(list(iter_texts(document.model))) for document in cached) > 20
    for fresh, stored in zip(parsed, cached, strict=True):
        lines = [(spot, fresh.line_of(spot.path)) for spot in iter_texts(fresh.model)]
        assert stored.texts() == fresh.texts() == lines
    assert all("positions" not in document.__dict__ for document in cached)


def test_a_damaged_document_bundle_is_a_miss_and_is_written_anew(
    tmp_project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The cache keeps every document in one file. Cut short, overwritten, or holding an
    entry whose model does not validate, it gives no wrong document: each source it fails
    for is read from its YAML, to the documents a first load made, and the file is
    written whole again. (An article's model is validated when first asked for: one that
    fails then is read from its YAML.)"""
    settings = load_settings(tmp_project)
    first = load_project(settings)  # read from the YAML, and cached
    cached = settings.cache_folder() / "documents" / DOCUMENT_BUNDLE
    whole = cached.read_bytes()
    entries = cache.decode(whole, dict[str, StoredDocument])
    assert entries is not None and len(entries) == len(first.documents())
    for path in (F, P):
        some = next(key for key, stored in entries.items() if stored.path == path)
        unfit = entries | {some: dataclasses.replace(entries[some], model=b'{"title": 1}')}
        for damaged in (whole[: len(whole) // 2], b"not the cache's", cache.encode(unfit)):
            cached.write_bytes(damaged)
            monkeypatch.setattr(load, "_last_project", None)  # not from this process's memory
            monkeypatch.setattr(load, "_last_loaded", {})
            again = load_project(settings)
            assert again.documents() == first.documents()
            assert [d.model for d in again.documents()] == [d.model for d in first.documents()]
            assert cached.read_bytes() == (
                whole if damaged != cache.encode(unfit) or path == P else damaged
            )


def test_stored_lines_that_do_not_fit_the_model_are_worked_out_again(tmp_project: Path) -> None:
    fresh = load_project(load_settings(tmp_project)).comparisons["alpha-vs-beta"]
    stored = dataclasses.replace(StoredDocument.of(fresh), text_lines=(1, 2))
    document = stored.document(Comparison, fresh.file)
    assert document is not None
    assert document.texts() == fresh.texts()
    assert "positions" in document.__dict__  # read from the file, as before


def test_a_load_again_in_one_process_reuses_only_the_documents_whose_files_are_unchanged(
    tmp_project: Path,
) -> None:
    settings = load_settings(tmp_project)
    load_project(settings)  # parsed from the YAML, and cached
    second = load_project(settings)  # from the cache
    again = load_project(settings)
    assert all(a is b for a, b in zip(second.documents(), again.documents(), strict=True))
    path = tmp_project / F
    path.write_text(
        path.read_text(encoding="utf-8").replace("engine vs router", "engine vs a router"),
        encoding="utf-8",
    )
    edited = load_project(settings)
    changed = [d for d in edited.documents() if d not in list(again.documents())]
    assert [d.path for d in changed] == [F]
    assert "engine vs a router" in changed[0].model.title
    assert ("comparisons/alpha-vs-beta:title", "Alpha vs Beta: engine vs a router") in (
        template_strings(edited)
    )


def test_sources_load_in_the_order_of_their_file_names(tmp_project: Path) -> None:
    folder = tmp_project / "articles/comparisons"
    for name in ("alpha-vs-beta-2", "alpha-vs-beta-10", "alpha-vs-beta-1"):
        shutil.copy(tmp_project / F, folder / f"{name}.yaml")
    project = load_project(load_settings(tmp_project))
    files = sorted(folder.glob("*.yaml"))  # pathlib's own order of the paths
    assert list(project.comparisons) == [file.stem for file in files]
    ours = [key for key in project.comparisons if key.startswith("alpha-vs-beta")]
    # By the whole file name: "-" sorts before the "." of ".yaml".
    assert ours == ["alpha-vs-beta-1", "alpha-vs-beta-10", "alpha-vs-beta-2", "alpha-vs-beta"]


def settle(project: Path) -> None:
    """Date every source back, so that the cache trusts their stat from now on."""
    for path in (project / "articles").rglob("*.yaml"):
        os.utime(path, ns=(path.stat().st_atime_ns, path.stat().st_mtime_ns - 10**10))


def load_anew(settings: Settings, monkeypatch: pytest.MonkeyPatch) -> Project:
    """Load as a new process does: from the cache on disk, not this process's memory."""
    monkeypatch.setattr(load, "_last_project", None)
    monkeypatch.setattr(load, "_last_loaded", {})
    return load_project(settings)


def test_an_article_from_the_cache_has_the_facts_of_its_model(
    tmp_project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    settle(tmp_project)
    settings = load_settings(tmp_project)
    load_project(settings)  # parsed from the YAML, and cached
    cached = load_anew(settings, monkeypatch).comparisons["alpha-vs-beta"]
    assert cached.kept_facts is not None and "model" not in cached.__dict__  # not validated
    assert cached.facts == ComparisonFacts.of(cached.model)
    assert cached.facts.rows[-1] == ("api", ("beta",))  # a row and the product it overrides


@pytest.mark.parametrize("name", ["unknown-dimension", "unknown-link", "wrong-products"])
def test_an_edited_article_is_checked_by_its_new_facts_not_the_cached_ones(
    name: str, tmp_project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    settle(tmp_project)
    settings = load_settings(tmp_project)
    load_project(settings)
    assert load_anew(settings, monkeypatch).comparisons["alpha-vs-beta"].kept_facts is not None
    shutil.copy(BAD / f"{name}.yaml", tmp_project / F)
    with pytest.raises(ProblemsFound) as raised:
        load_anew(settings, monkeypatch)
    assert [str(problem).splitlines()[0] for problem in raised.value.problems] == (EXPECTED[name])


def test_an_edit_to_a_read_fact_reaches_the_pages_plan(
    tmp_project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    settle(tmp_project)
    settings = load_settings(tmp_project)
    load_project(settings)
    before = load_anew(settings, monkeypatch).comparisons["alpha-vs-beta"].facts
    path = tmp_project / F
    text = path.read_text(encoding="utf-8")
    text = re.sub(r"^accessed: .*$", "accessed: 2031-02-03", text, flags=re.MULTILINE)
    path.write_text(text.replace(before.link_title, "Alpha or Beta"), encoding="utf-8")
    settle(tmp_project)
    after = load_anew(settings, monkeypatch).comparisons["alpha-vs-beta"]
    assert (after.facts.accessed, after.facts.link_title) == ("2031-02-03", "Alpha or Beta")
    assert load_anew(settings, monkeypatch).comparisons["alpha-vs-beta"].facts == after.facts


def test_facts_kept_by_another_comparekit_are_not_read(
    tmp_project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The facts are worked out by comparekit's code: a changed comparekit reads the YAML."""
    settle(tmp_project)
    settings = load_settings(tmp_project)
    load_project(settings)
    monkeypatch.setattr(load, "comparekit_digest", lambda: "another comparekit")
    again = load_anew(settings, monkeypatch)
    assert all(document.kept_facts is None for document in again.comparisons.values())
