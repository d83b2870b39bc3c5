"""An author's first day with the sources: what YAML 1.1 would retype, every problem in one
run with a way to fix it, options that match nothing, and the scaffolds (issue 27)."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from comparekit.errors import ProblemsFound
from comparekit.sources.load import load_project
from comparekit.sources.settings import load_settings
from conftest import ProjectFiles, snapshot

Cli = Callable[..., tuple[int, str, str]]
F = "articles/comparisons/alpha-vs-beta.yaml"
ALPHA = "articles/products/alpha.yaml"


def _edit(root: Path, relative: str, old: str, new: str) -> None:
    path = root / relative
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {relative}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def _problems(root: Path) -> list[str]:
    """The first line of each problem ``load_project`` reports."""
    with pytest.raises(ProblemsFound) as caught:
        load_project(load_settings(root))
    return [str(problem).splitlines()[0] for problem in caught.value.problems]


# --- 1. YAML 1.1 surprises: a plain scalar is the text as written -------------------------


def test_yaml11_no_in_a_table_cell_is_the_text_no(tmp_project: Path, run_cli: Cli) -> None:
    _edit(tmp_project, ALPHA, "api: None", "api: No")
    before = snapshot(tmp_project)
    code, _, err = run_cli("-C", str(tmp_project), "validate")
    assert (code, err) == (0, ""), err
    assert load_project(load_settings(tmp_project)).products["alpha"].model.facts["api"] == "No"
    assert snapshot(tmp_project) == before


@pytest.mark.parametrize("written", ["2.0", "1e3", "010", "0x1f", "yes", "2026-10-20", "1_000"])
def test_yaml11_number_bool_or_date_in_a_text_field_stays_as_written(
    tmp_project: Path, written: str
) -> None:
    _edit(tmp_project, ALPHA, "license: MIT", f"license: {written}")
    facts = load_project(load_settings(tmp_project)).products["alpha"].model.facts
    assert facts["license"] == written


def test_yaml11_octal_and_hex_ids_are_not_renumbered(tmp_project: Path) -> None:
    _edit(tmp_project, F, "  engine:\n", "  010:\n")
    _edit(tmp_project, F, "faq:\n", "faq:\n  0x1f:\n    question: Hex?\n    answer: Kept.\n")
    faq = load_project(load_settings(tmp_project)).comparisons["alpha-vs-beta"].model.faq
    assert list(faq) == ["0x1f", "010"]


def test_yaml11_norwegian_locale_key_is_no_not_false(tmp_project: Path) -> None:
    _edit(
        tmp_project,
        "articles/glossary.yaml",
        "      ja: 比較一覧",
        "      ja: 比較一覧\n      no: navet",
    )
    terms = load_project(load_settings(tmp_project)).glossary.model.terms
    assert terms["hub"].translations == {"ja": "比較一覧", "no": "navet"}


def test_yaml11_real_booleans_and_dates_still_work(tmp_project: Path) -> None:
    _edit(tmp_project, "articles/dimensions.yaml", "hub: true", "hub: yes")
    _edit(tmp_project, "articles/dimensions.yaml", "label: API", "label: API\n    hub: False")
    _edit(tmp_project, F, "accessed: '2026-10-20'", "accessed: 2026-10-20")
    project = load_project(load_settings(tmp_project))
    dimensions = project.dimensions.model.dimensions
    assert (dimensions["kind"].hub, dimensions["api"].hub) == (True, False)
    assert str(project.comparisons["alpha-vs-beta"].model.accessed) == "2026-10-20"


def test_yaml11_null_is_still_an_empty_row(tmp_project: Path) -> None:
    _edit(tmp_project, F, "kind: null", "kind: ~")
    rows = load_project(load_settings(tmp_project)).comparisons["alpha-vs-beta"].model
    assert rows.head_to_head.rows["kind"] is None


def test_yaml11_python_tags_are_still_refused(tmp_project: Path, run_cli: Cli) -> None:
    _edit(tmp_project, ALPHA, "license: MIT", "license: !!python/name:os.system x")
    before = snapshot(tmp_project)
    code, _, err = run_cli("-C", str(tmp_project), "validate")
    assert code == 1 and "Traceback" not in err
    assert f"{ALPHA}:5:12: [yaml-value] unknown tag '!!python/name:os.system'" in err
    assert snapshot(tmp_project) == before


# --- 2. one validation pass, every problem, one per cause --------------------------------


def test_one_pass_reports_schema_and_cross_reference_problems_together(
    project_files: ProjectFiles, run_cli: Cli
) -> None:
    article = project_files.comparison()
    del article["dek"]
    article["head_to_head"]["rows"]["licence"] = article["head_to_head"]["rows"].pop("license")
    root = project_files.write()
    before = snapshot(root)
    code, _, err = run_cli("-C", str(root), "validate")
    assert code == 1 and "Traceback" not in err
    assert f"{F}:1:1: [missing-field] dek: required field 'dek' is missing" in err
    assert f"{F}:22:5: [unknown-dimension] row 'licence': no such dimension" in err
    assert "hint: did you mean 'license'? known dimensions: api, kind, license" in err
    assert "2 problems" in err
    assert snapshot(root) == before


def test_one_pass_wrong_counterpart_is_one_problem(tmp_project: Path) -> None:
    _edit(tmp_project, F, "counterpart: beta", "counterpart: betta")
    with pytest.raises(ProblemsFound) as caught:
        load_project(load_settings(tmp_project))
    (problem,) = caught.value.problems
    assert str(problem) == (
        f"{F}:2:1: [unknown-product] counterpart: no product 'betta'\n"
        "  hint: did you mean 'beta'? known products: alpha, beta; "
        "or add articles/products/betta.yaml"
    )


def test_one_pass_hub_subject_says_did_you_mean(tmp_project: Path) -> None:
    _edit(tmp_project, "articles/hub.yaml", "subject: alpha", "subject: alfa")
    with pytest.raises(ProblemsFound) as caught:
        load_project(load_settings(tmp_project))
    (problem,) = caught.value.problems
    assert (problem.path, problem.line, problem.code) == ("articles/hub.yaml", 1, "unknown-product")
    assert problem.hint == "did you mean 'alpha'? known products: alpha, beta"


def test_one_pass_misspelt_product_in_a_section_says_did_you_mean(tmp_project: Path) -> None:
    _edit(tmp_project, F, "  beta:\n    paragraphs:", "  betta:\n    paragraphs:")
    with pytest.raises(ProblemsFound) as caught:
        load_project(load_settings(tmp_project))
    (problem,) = caught.value.problems
    assert str(problem) == (
        f"{F}:10:1: [wrong-products] what_each_is: needs exactly the products alpha and beta\n"
        "  hint: found: alpha, betta; did you mean 'beta' for 'betta'?"
    )


def test_one_pass_checks_the_references_of_a_file_whose_schema_failed(
    tmp_project: Path,
) -> None:
    _edit(tmp_project, F, "dek: Beta routes; Alpha computes.", "dek: ''")
    _edit(tmp_project, F, "next: []", "next: [alpha-vs-beta-two, alpha-vs-bet]")
    shutil.copy(tmp_project / F, tmp_project / "articles/comparisons/alpha-vs-beta-two.yaml")
    _edit(tmp_project, "articles/comparisons/alpha-vs-beta-two.yaml", "next: [", "next: [x")
    problems = _problems(tmp_project)
    assert f"{F}:5:6: [invalid-value] dek: must not be empty" in problems
    assert f"{F}:61:27: [unknown-link] next: no comparison 'alpha-vs-bet' to link to" in problems
    with pytest.raises(ProblemsFound) as caught:
        load_project(load_settings(tmp_project))
    hints = [p.hint for p in caught.value.problems if p.path == F and p.code == "unknown-link"]
    assert hints[0].startswith("did you mean 'alpha-vs-beta-two'?")


def test_one_pass_dimensions_that_do_not_validate_still_check_the_rows(
    tmp_project: Path,
) -> None:
    _edit(tmp_project, "articles/dimensions.yaml", "label: API", "label: ''")
    _edit(tmp_project, F, "    license: null", "    licence: null")
    assert _problems(tmp_project) == [
        f"{F}:21:5: [unknown-dimension] row 'licence': no such dimension",
        "articles/dimensions.yaml:9:12: [invalid-value] dimensions.api.label: must not be empty",
    ]


def test_one_pass_a_product_that_does_not_validate_is_still_known(
    project_files: ProjectFiles,
) -> None:
    project_files.data["articles/products/beta.yaml"]["colour"] = "blue"
    project_files.write()
    assert _problems(project_files.root) == [
        "articles/products/beta.yaml:7:1: [unknown-field] colour: unknown field 'colour'"
    ]


def test_one_pass_unknown_fact_dimension_says_did_you_mean(tmp_project: Path) -> None:
    _edit(tmp_project, ALPHA, "  api: None", "  apis: None")
    with pytest.raises(ProblemsFound) as caught:
        load_project(load_settings(tmp_project))
    found = {(p.code, p.line, p.hint.split("?")[0]) for p in caught.value.problems}
    assert found == {("unknown-dimension", 6, "did you mean 'api'")}  # no empty cell too


def test_one_pass_missing_section_hint_has_an_example_at_the_mapping(tmp_project: Path) -> None:
    path = tmp_project / F
    text = path.read_text(encoding="utf-8")
    start, end = text.index("faq:\n"), text.index("sources:\n")
    path.write_text("# a comment first\n" + text[:start] + text[end:], encoding="utf-8")
    with pytest.raises(ProblemsFound) as caught:
        load_project(load_settings(tmp_project))
    (problem,) = caught.value.problems
    assert str(problem) == (
        f"{F}:2:1: [missing-field] faq: required field 'faq' is missing\n"
        '  hint: add it to this mapping, for example: faq: {question-id: {question: "…", '
        'answer: "…"}}'
    )


def test_one_pass_wrong_value_hint_says_what_the_field_takes(tmp_project: Path) -> None:
    _edit(tmp_project, F, "next: []", "next: {a: b}")
    with pytest.raises(ProblemsFound) as caught:
        load_project(load_settings(tmp_project))
    (problem,) = caught.value.problems
    assert "field reference" not in problem.hint
    assert problem.hint == (
        "next takes a list, each item an id: lowercase letters, digits and '-', "
        "for example: next: [an-id]; `comparekit schema` lets your editor show what each "
        "field takes"
    )


# --- 3. an option that names keys but matches nothing is refused -------------------------


def test_same_meaning_pattern_matching_nothing_is_refused(ready: Path, run_cli: Cli) -> None:
    _edit(ready, F, "answer: No.", "answer: No!")
    before = snapshot(ready)
    code, out, err = run_cli("-C", str(ready), "update", "--same-meaning", "alpha-vs-beta:faq.*")
    assert code == 2 and "Traceback" not in err and out == ""
    assert err.splitlines()[:2] == [
        "(command line): [no-match] --same-meaning 'alpha-vs-beta:faq.*' matches no string's key",
        "  hint: did you mean 'comparisons/alpha-vs-beta:faq.*'? "
        "(a key is FILE:PATH, as msgctxt in locales/messages.pot)",
    ]
    assert snapshot(ready) == before  # no catalog turned fuzzy, nothing written
    code, out, err = run_cli(
        "-C", str(ready), "update", "--same-meaning", "comparisons/alpha-vs-beta:faq.*"
    )
    assert code == 0, err
    assert "1 kept current" in out


def test_same_meaning_is_checked_by_update_check_too(ready: Path, run_cli: Cli) -> None:
    code, _, err = run_cli("-C", str(ready), "update", "--check", "--same-meaning", "hub:titel")
    assert code == 2
    assert "hint: did you mean 'hub:title'" in err


# --- 4. new-product -----------------------------------------------------------------------


def test_new_product_writes_every_field_and_validates_once_filled(
    tmp_project: Path, run_cli: Cli
) -> None:
    from comparekit.sources.model import Product

    before = snapshot(tmp_project)
    code, out, err = run_cli("-C", str(tmp_project), "new-product", "gamma")
    assert code == 0, err
    assert out == 'wrote articles/products/gamma.yaml: fill every "", then `comparekit validate`\n'
    after = snapshot(tmp_project)
    assert set(after) - set(before) == {"articles/products/gamma.yaml"}
    assert {k: v for k, v in after.items() if k in before} == before  # nothing else written
    text = (tmp_project / "articles/products/gamma.yaml").read_text(encoding="utf-8")
    for name, info in Product.model_fields.items():  # said by the model, so it cannot drift
        assert f"# {name}: " in text
        assert info.description is None or info.description in text
    assert '#   license: "…"  # License' in text  # the project's dimensions, to fill in
    code, _, err = run_cli("-C", str(tmp_project), "validate")
    assert code == 1 and "Traceback" not in err
    assert "articles/products/gamma.yaml:5:7: [invalid-value] name: must not be empty" in err
    text = text.replace('name: ""', "name: Gamma").replace('organisation: ""', "organisation: G")
    text = text.replace("# facts:\n#   kind:", "facts:\n  kind:")
    (tmp_project / "articles/products/gamma.yaml").write_text(text, encoding="utf-8")
    code, out, err = run_cli("-C", str(tmp_project), "validate")
    assert code == 0, err
    product = load_project(load_settings(tmp_project)).products["gamma"].model
    assert (product.name, product.organisation, product.facts) == ("Gamma", "G", {"kind": "…"})


def test_new_product_points_at_the_schema_when_there_is_one(
    tmp_project: Path, run_cli: Cli
) -> None:
    assert run_cli("-C", str(tmp_project), "schema")[0] == 0
    assert run_cli("-C", str(tmp_project), "new-product", "gamma")[0] == 0
    first = (tmp_project / "articles/products/gamma.yaml").read_text(encoding="utf-8")
    assert first.splitlines()[0] == (
        "# yaml-language-server: $schema=../../schema/product.schema.json"
    )


@pytest.mark.parametrize(
    ("product_id", "expected"),
    [
        ("beta", "articles/products/beta.yaml: [product-exists] product 'beta' already exists"),
        ("Bad_Id", "(command line): [unsafe-slug] 'Bad_Id' is not a safe slug"),
        ("../up", "(command line): [unsafe-slug] '../up' is not a safe slug"),
        (  # attack 12b #242: was the file system's name-too-long, exit 1
            "a" * 300,
            f"(command line): [unsafe-slug] '{'a' * 40}…' is 300 characters, "
            "longer than a slug may be (it names output files)",
        ),
    ],
)
def test_new_product_refuses_an_existing_or_bad_id(
    tmp_project: Path, run_cli: Cli, product_id: str, expected: str
) -> None:
    before = snapshot(tmp_project)
    code, out, err = run_cli("-C", str(tmp_project), "new-product", product_id)
    usage = expected.startswith("(command line)")  # a wrong argument, not a wrong file
    assert (code, out) == (2 if usage else 1, "") and "Traceback" not in err
    assert err.splitlines()[0] == expected
    assert snapshot(tmp_project) == before


# --- 5. schema and new write only what they are asked to ---------------------------------


def test_schema_with_a_latin1_source_is_a_problem_at_the_file(
    tmp_project: Path, run_cli: Cli
) -> None:
    beta = tmp_project / "articles/products/beta.yaml"
    beta.write_bytes(beta.read_bytes().replace(b"Beta Inc", b"B\xe9ta Inc"))
    before = snapshot(tmp_project)
    code, out, err = run_cli("-C", str(tmp_project), "schema")
    assert (code, out) == (1, "") and "Traceback" not in err
    assert err.splitlines()[0] == (
        "articles/products/beta.yaml:2:16: [encoding] not UTF-8: byte 0xe9 is invalid "
        "continuation byte"
    )
    assert snapshot(tmp_project) == before  # not even the schemas: all is read first


def test_schema_leaves_sources_that_need_no_modeline_alone(tmp_project: Path, run_cli: Cli) -> None:
    assert run_cli("-C", str(tmp_project), "schema")[0] == 0
    products = tmp_project / "articles/products"
    crlf = products / "alpha.yaml"
    crlf.write_bytes(crlf.read_bytes().replace(b"\n", b"\r\n"))
    own = products / "beta.yaml"
    own.write_text(
        "# yaml-language-server: $schema=https://example.org/mine.json\n"
        + own.read_text(encoding="utf-8").partition("\n")[2],
        encoding="utf-8",
    )
    (products / "Not A Source.yaml").write_text("name: x\n", encoding="utf-8")
    before = snapshot(tmp_project)
    code, out, err = run_cli("-C", str(tmp_project), "schema")
    assert (code, out) == (0, "schemas are current; 1 file(s) name another schema\n")
    assert err.startswith("articles/products/beta.yaml:1: [own-schema] names the schema ")
    assert snapshot(tmp_project) == before


def test_schema_gives_a_crlf_source_a_crlf_modeline(tmp_project: Path, run_cli: Cli) -> None:
    alpha = tmp_project / ALPHA
    alpha.write_bytes(alpha.read_bytes().replace(b"\n", b"\r\n"))
    assert run_cli("-C", str(tmp_project), "schema")[0] == 0
    assert alpha.read_bytes().startswith(
        b"# yaml-language-server: $schema=../../schema/product.schema.json\r\nname: Alpha\r\n"
    )


def test_new_writes_only_the_new_comparison(tmp_project: Path, run_cli: Cli) -> None:
    before = snapshot(tmp_project)  # sources without modelines: `new` used to add them all
    code, _, err = run_cli(
        "-C", str(tmp_project), "new", "beta-vs-alpha", "--subject", "beta", "--vs", "alpha"
    )
    assert code == 0, err
    after = snapshot(tmp_project)
    assert set(after) - set(before) == {"articles/comparisons/beta-vs-alpha.yaml"}
    assert {k: v for k, v in after.items() if k in before} == before


def test_new_unknown_product_says_did_you_mean(tmp_project: Path, run_cli: Cli) -> None:
    before = snapshot(tmp_project)
    code, _, err = run_cli("-C", str(tmp_project), "new", "alpha-vs-gamma", "--vs", "betta")
    assert code == 1 and "Traceback" not in err
    assert "hint: did you mean 'beta'? known products: alpha, beta; " in err
    assert snapshot(tmp_project) == before


def test_new_refuses_a_comparison_of_a_product_with_itself(tmp_project: Path, run_cli: Cli) -> None:
    before = snapshot(tmp_project)
    code, _, err = run_cli("-C", str(tmp_project), "new", "alpha-vs-alpha", "--vs", "alpha")
    assert code == 2 and "Traceback" not in err
    assert err.splitlines()[0] == (
        "(command line): [same-product] --vs alpha: a comparison needs two products"
    )
    assert snapshot(tmp_project) == before
