"""A user's template is sandboxed: it shows the values it is given and reaches no further.
Each reach into Python is refused at the template's file and line (exit 1), with no
traceback and nothing written; the shipped templates render as before (tests/golden)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from conftest import snapshot

Cli = Callable[..., tuple[int, str, str]]

# name: (the template line added, a phrase of the problem)
REACHES = {
    "python's class tree": ("{{ ''.__class__.__mro__ }}", "attribute '__class__' of 'str'"),
    "a function's globals": (
        "{{ cycler.__init__.__globals__ }}",
        "attribute '__init__' of 'type'",
    ),
    "a change to a value it is given": ("{{ next_links.append(1) }}", "attribute 'append'"),
    "a change to a mapping": ("{{ article.faq.clear() }}", "attribute 'clear'"),
    # The third attack: pydantic's parse_raw unpickles what it is given (code runs).
    "a model's unpickling method": (
        '{{ article.parse_raw("x", content_type="application/pickle", allow_pickle=True) }}',
        "attribute 'parse_raw' of 'Comparison'",
    ),
    "a model's file-reading method": (
        '{{ article.parse_file("/etc/passwd") }}',
        "attribute 'parse_file' of 'Comparison'",
    ),
    "a model's copy method": ("{{ article.model_copy() }}", "attribute 'model_copy'"),
}


def add_fourth_line(project: Path, line: str) -> None:
    """``line`` as the fourth line of the project's article template."""
    template = project / "templates/comparison.md.j2"
    lines = template.read_text(encoding="utf-8").split("\n")
    lines.insert(3, line)
    template.write_text("\n".join(lines), encoding="utf-8")


@pytest.mark.parametrize("name", sorted(REACHES))
def test_a_template_reaching_into_python_is_refused_at_its_line(
    name: str, ready: Path, run_cli: Cli
) -> None:
    added, phrase = REACHES[name]
    add_fourth_line(ready, added)
    before = snapshot(ready)
    code, _, err = run_cli("-C", str(ready), "build")
    assert code == 1 and "Traceback" not in err
    assert "templates/comparison.md.j2:4: [template-unsafe]" in err and phrase in err, err
    assert snapshot(ready) == before
    assert not (ready / "dist").exists()


def test_an_edited_include_in_a_subfolder_is_published(ready: Path, run_cli: Cli) -> None:
    """The third attack: a template included from a subfolder (any suffix) was left out of
    the pages' digest, so its edit was never published and `check` passed."""
    (ready / "templates/parts").mkdir()
    part = ready / "templates/parts/notice.md"
    part.write_text("SUB-V1\n", encoding="utf-8")
    add_fourth_line(ready, '{% include "parts/notice.md" %}')
    assert run_cli("-C", str(ready), "build", "--locale", "en")[0] == 0
    page = next((ready / "dist/en").glob("*-vs-*.md"))
    assert "SUB-V1" in page.read_text(encoding="utf-8")
    part.write_text("SUB-V2\n", encoding="utf-8")
    code, out, _ = run_cli("-C", str(ready), "build", "--locale", "en")
    assert code == 0 and "nothing changed" not in out
    assert "SUB-V2" in page.read_text(encoding="utf-8")


# The third attack: a template's own mistake was reported as comparekit's crash (exit 3),
# or ran out of memory; an undefined name had no line.
MISTAKES = {
    "a division by zero": ("{{ 1/0 }}", "[template-error] ZeroDivisionError"),
    "a date filter given text": ("{{ article.title|date }}", "[template-error]"),
    "a number filter given text": ("{{ article.title|number }}", "[template-error]"),
    "a macro calling itself": (
        "{% macro m() %}{{ m() }}{% endmacro %}{{ m() }}",
        "[template-error] RecursionError",
    ),
    "a string a billion long": (
        "{{ 'x' * 1000000000 }}",
        "[template-unsafe] the template makes a value too large: a string of 1,000,000,000",
    ),
    "an undefined name": ("{{ nope }}", "[template-undefined] 'nope' is undefined"),
}


@pytest.mark.parametrize("name", sorted(MISTAKES))
def test_a_templates_own_mistake_is_named_at_its_line(name: str, ready: Path, run_cli: Cli) -> None:
    added, phrase = MISTAKES[name]
    add_fourth_line(ready, added)
    before = snapshot(ready)
    code, _, err = run_cli("-C", str(ready), "build")
    assert code == 1 and "Traceback" not in err and "bug in comparekit" not in err, err
    assert "templates/comparison.md.j2:4: " + phrase in err, err
    assert snapshot(ready) == before


def test_an_edited_include_through_a_linked_folder_is_published(
    ready: Path, run_cli: Cli, tmp_path: Path
) -> None:
    """The re-attack: a linked folder in templates/ was counted by its name alone."""
    shared = tmp_path / "shared"
    shared.mkdir()
    (shared / "part.txt").write_text("LINKED-V1\n", encoding="utf-8")
    (ready / "templates/shared").symlink_to(shared, target_is_directory=True)
    add_fourth_line(ready, '{% include "shared/part.txt" %}')
    assert run_cli("-C", str(ready), "build", "--locale", "en")[0] == 0
    page = next((ready / "dist/en").glob("*-vs-*.md"))
    (shared / "part.txt").write_text("LINKED-V2\n", encoding="utf-8")
    assert run_cli("-C", str(ready), "build", "--locale", "en")[0] == 0
    assert "LINKED-V2" in page.read_text(encoding="utf-8")
