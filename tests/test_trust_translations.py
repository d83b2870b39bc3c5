"""Translations that change what a page says while every other check passes: a number's sign,
exponent, unit or suffix; a number moved out of a URL or a code span; a product name glued
to other letters; an admonition the English does not open. Each is refused by ``check``
(exit 1) at its catalog entry, with no traceback and nothing of the project changed."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from comparekit.checks.check import check_project
from comparekit.cli import main
from comparekit.sources.settings import load_settings
from conftest import ProjectFiles, snapshot, translate_catalogs
from hostile import replacing, retranslate

Cli = Callable[..., tuple[int, str, str]]
JA = "locales/ja/LC_MESSAGES/messages.po"
KEY = "comparisons/alpha-vs-beta:"
NUMBERS = (
    "Beta answers in -5 ms at 1e3 requests on 40GB cards, 2x faster since v0.15 with 1.2k stars."
)
LITERALS = "See [the changelog](https://example.org/v2/beta) and run `beta --workers 70`."


@pytest.fixture(scope="module")
def translated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The small project with numbers, a URL and a code span to keep, every string
    translated (``[ja] <the English>``)."""
    files = ProjectFiles(tmp_path_factory.mktemp("trust") / "project")
    paragraphs = files.comparison()["analysis"]["layers"]["paragraphs"]
    paragraphs["numbers"], paragraphs["literals"] = NUMBERS, LITERALS
    root = files.write()
    assert main(["-C", str(root), "update"]) == 0
    translate_catalogs(root)
    return root


@pytest.fixture
def project(translated: Path, tmp_path: Path) -> Path:
    root = tmp_path / "project"
    shutil.copytree(translated, root)
    return root


@dataclass(frozen=True)
class Case:
    key: str
    change: Callable[[str], str]
    code: str
    message: str  # a phrase of the problem's message


NUMBER_KEY = KEY + "analysis.layers.paragraphs.numbers"
LITERAL_KEY = KEY + "analysis.layers.paragraphs.literals"
BETA_KEY = KEY + "what_each_is.beta.paragraphs.scope"  # "Beta is a router."
ALPHA_KEY = KEY + "what_each_is.alpha.paragraphs.scope"  # "Alpha is an engine."
PLAIN_KEY = KEY + "analysis.layers.paragraphs.one"  # "One computes, one routes."

CASES = {
    "sign dropped": Case(NUMBER_KEY, replacing("-5 ms", "5 ms"), "number", "missing: -5"),
    "sign added": Case(NUMBER_KEY, replacing("1.2k", "-1.2k"), "number", "missing: 1.2k"),
    "exponent changed": Case(NUMBER_KEY, replacing("1e3", "1e6"), "number", "1e3 (the"),
    "glued unit changed": Case(NUMBER_KEY, replacing("40GB", "40TB"), "number", "40GB (the"),
    "multiplier changed": Case(NUMBER_KEY, replacing("2x", "3x"), "number", "2x (the"),
    "version suffix changed": Case(NUMBER_KEY, replacing("v0.15", "v0.16"), "number", "v0.15"),
    "magnitude suffix changed": Case(NUMBER_KEY, replacing("1.2k", "1.2M"), "number", "1.2k"),
    "number of a url moved into prose": Case(
        LITERAL_KEY, lambda t: t + " 2", "number", "does not have: 2"
    ),
    "number of a code span moved into prose": Case(
        LITERAL_KEY, lambda t: t + " 70", "number", "does not have: 70"
    ),
    "product name glued to a word": Case(
        BETA_KEY, replacing("Beta", "Beta-fork"), "protected-term", "'Beta-fork' glues 'Beta'"
    ),
    "product name glued to letters": Case(
        BETA_KEY, replacing("Beta", "BetaX"), "protected-term", "'Beta' must stay"
    ),
    "docusaurus admonition opened": Case(
        ALPHA_KEY, lambda t: ":::danger " + t, "markup", "would open an admonition"
    ),
    "docusaurus admonition closed": Case(
        PLAIN_KEY, lambda t: ":::", "markup", "would open an admonition"
    ),
    "mkdocs admonition opened": Case(
        ALPHA_KEY, lambda t: "!!! warning " + t, "markup", "would open an admonition"
    ),
    "mkdocs collapsible admonition opened": Case(
        ALPHA_KEY, lambda t: "??? note " + t, "markup", "would open an admonition"
    ),
    # The third attack: markup only some generators read, invisible to CommonMark.
    "a definition list in hugo and jekyll": Case(
        ALPHA_KEY, lambda t: ": " + t, "markup", "': ' at the start of a line"
    ),
    "a heading without its space in mkdocs": Case(
        ALPHA_KEY, lambda t: "#" + t, "markup", "'#' at the start of a line"
    ),
    "a table of contents in mkdocs": Case(PLAIN_KEY, lambda t: "[TOC]", "markup", "'[TOC]'"),
    "a paragraph ended by a lone caret in jekyll": Case(
        PLAIN_KEY, lambda t: "^", "markup", "a lone '^'"
    ),
    "mathematics in jekyll": Case(ALPHA_KEY, lambda t: "$$" + t + "$$", "markup", "'$$'"),
    # ({: attributes} and *[abbreviation]: are refused already, as a placeholder and as signs.)
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_a_translation_that_changes_the_page_is_refused_at_its_entry(
    name: str, project: Path, run_cli: Cli
) -> None:
    case = CASES[name]
    line = retranslate(project, case.key, case.change)
    before = snapshot(project)
    code, _, err = run_cli("-C", str(project), "check")
    assert code == 1 and "Traceback" not in err
    assert f"{JA}:{line}: [{case.code}]" in err and case.message in err, err
    assert snapshot(project) == before
    problems = check_project(load_settings(project)).problems
    assert [(p.path, p.line, p.code) for p in problems] == [(JA, line, case.code)]


FAITHFUL = {
    "a glued unit written after a space": (NUMBER_KEY, replacing("40GB", "40 GB")),
    "a multiplier said with a counter": (NUMBER_KEY, replacing("2x", "2倍")),
    "a multiplication sign for the letter": (NUMBER_KEY, replacing("2x", "2×")),
    "a minus sign for the hyphen": (NUMBER_KEY, replacing("-5", "\u22125")),
    "numbers in another order": (
        NUMBER_KEY,
        replacing("-5 ms at 1e3 requests", "1e3 requests at -5 ms"),
    ),
}


@pytest.mark.parametrize("name", sorted(FAITHFUL))
def test_a_faithful_translation_of_numbers_passes(name: str, project: Path) -> None:
    key, change = FAITHFUL[name]
    retranslate(project, key, change)
    assert check_project(load_settings(project)).problems == []
