"""A user's template is sandboxed: it shows the values it is given and reaches no further.
Each reach into Python is refused at the template's file and line (exit 1), with no
traceback and nothing written; the shipped templates render as before (tests/golden)."""

from __future__ import annotations

import os
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


# The attack of issue 26: a template that is a link out of the templates folder published
# the file it leads to. name: (where the link leads, given the project and a folder
# outside it; what the problem says of it)
SECRET = "SECRET-OUTSIDE-THE-PROJECT"
OUTSIDE = "is a link to a file outside the templates folder"


def _outside_file(project: Path, outside: Path) -> Path:
    secret = outside / "secret.txt"
    secret.write_text(SECRET + "\n", encoding="utf-8")
    return secret


def _chain(project: Path, outside: Path) -> Path:
    (project / "templates/parts/step.md").symlink_to(_outside_file(project, outside))
    return project / "templates/parts/step.md"


def _beside_the_project(project: Path, outside: Path) -> Path:
    beside = project / "secret.env"
    beside.write_text(SECRET + "\n", encoding="utf-8")
    return beside


def _loop(project: Path, outside: Path) -> Path:
    (project / "templates/other.md.j2").symlink_to(project / "templates/x.md.j2")
    return project / "templates/other.md.j2"


LINKS: dict[str, tuple[Callable[[Path, Path], Path], str]] = {
    "a link to a file outside the project": (_outside_file, OUTSIDE),
    "a link to a file beside the templates folder": (_beside_the_project, OUTSIDE),
    "a chain of links leading outside": (_chain, OUTSIDE),
}
if Path("/etc/passwd").is_file():
    LINKS["a link to /etc/passwd"] = (lambda project, outside: Path("/etc/passwd"), OUTSIDE)

# In a subfolder, where only the render reads it (the extraction of the templates'
# strings reads the folder's own *.j2, and names a link there itself: see below).
INCLUDES = {
    "include": '{% include "parts/x.md" %}',
    "import": '{% import "parts/x.md" as x %}',
    "from-import": '{% from "parts/x.md" import y %}',
}


@pytest.mark.parametrize("statement", sorted(INCLUDES))
@pytest.mark.parametrize("name", sorted(LINKS))
def test_a_template_linked_out_of_the_templates_folder_is_refused_at_the_include(
    name: str, statement: str, ready: Path, run_cli: Cli, tmp_path: Path
) -> None:
    leads_to, phrase = LINKS[name]
    outside = tmp_path / "outside"
    outside.mkdir()
    (ready / "templates/parts").mkdir()
    (ready / "templates/parts/x.md").symlink_to(leads_to(ready, outside))
    add_fourth_line(ready, INCLUDES[statement])
    before = snapshot(ready)
    for command in ("build", "check"):
        code, out, err = run_cli("-C", str(ready), command)
        assert code == 1 and "Traceback" not in err, err
        assert (
            f"templates/comparison.md.j2:4: [template-unsafe] the template parts/x.md {phrase}"
            in err
        ), err
        assert SECRET not in out + err and "root:" not in out + err
    assert snapshot(ready) == before
    assert not (ready / "dist").exists()


# update and check read the folder's *.j2 for their strings, and name the link itself
# before a byte of it is read; build renders first, and names the include.
NAMED_AT = {
    "update": "templates/x.md.j2",
    "check": "templates/x.md.j2",
    "build": "templates/comparison.md.j2:4",
}


@pytest.mark.parametrize("command", sorted(NAMED_AT))
def test_a_linked_template_beside_the_pages_is_refused(
    command: str, ready: Path, run_cli: Cli, tmp_path: Path
) -> None:
    (ready / "templates/x.md.j2").symlink_to(_outside_file(ready, tmp_path))
    add_fourth_line(ready, '{% include "x.md.j2" %}')
    before = snapshot(ready)
    code, out, err = run_cli("-C", str(ready), command)
    assert code == 1 and "Traceback" not in err, err
    assert f"{NAMED_AT[command]}: [template-unsafe] the template x.md.j2 {OUTSIDE}" in err, err
    assert SECRET not in out + err
    assert snapshot(ready) == before
    assert not (ready / "dist").exists()


# check names each link of the loop as a template; build's look at its inputs meets the
# loop first (publishing/record.py), and names it as a fault of the machine.
LOOP_NAMED = {
    "check": "templates/x.md.j2: [template-unsafe] the template x.md.j2 is a link that "
    "leads to no file",
    "build": "templates/x.md.j2 (a symbolic link leads back to itself",
}


@pytest.mark.parametrize("command", sorted(LOOP_NAMED))
def test_a_loop_of_links_is_named_and_nothing_is_written(
    command: str, ready: Path, run_cli: Cli, tmp_path: Path
) -> None:
    (ready / "templates/x.md.j2").symlink_to(_loop(ready, tmp_path))
    add_fourth_line(ready, '{% include "x.md.j2" %}')
    before = snapshot(ready)
    code, _, err = run_cli("-C", str(ready), command)
    assert code == 1 and "Traceback" not in err, err
    assert LOOP_NAMED[command] in err, err
    assert snapshot(ready) == before
    assert not (ready / "dist").exists()


def test_the_page_template_itself_linked_out_is_refused(
    ready: Path, run_cli: Cli, tmp_path: Path
) -> None:
    template = ready / "templates/comparison.md.j2"
    outside = tmp_path / "comparison.md.j2"
    outside.write_text(SECRET + "\n", encoding="utf-8")
    template.unlink()
    template.symlink_to(outside)
    code, _, err = run_cli("-C", str(ready), "build")
    assert code == 1 and "Traceback" not in err, err
    assert (
        f"templates/comparison.md.j2: [template-unsafe] the template comparison.md.j2 {OUTSIDE}"
        in err
    )
    assert not (ready / "dist").exists()


@pytest.mark.parametrize("command", ["update", "check"])
def test_a_fifo_beside_the_pages_is_named_and_never_opened(
    command: str, ready: Path, run_cli: Cli
) -> None:
    """update and check read the folder's *.j2 for their strings (build reads only what
    the pages include)."""
    os.mkfifo(ready / "templates/x.md.j2")
    before = snapshot(ready)
    code, _, err = run_cli("-C", str(ready), command)
    assert code == 1 and "Traceback" not in err, err
    assert (
        "templates/x.md.j2: [template-unsafe] the template x.md.j2 is not a regular file "
        "(a FIFO, a device or a socket)" in err
    ), err
    assert snapshot(ready) == before


@pytest.mark.parametrize("command", ["build", "check"])
def test_a_fifo_included_is_refused_and_never_opened(
    command: str, ready: Path, run_cli: Cli
) -> None:
    """Opening a FIFO for reading waits for a writer: the build would hang."""
    (ready / "templates/parts").mkdir()
    os.mkfifo(ready / "templates/parts/x.md")
    add_fourth_line(ready, '{% include "parts/x.md" %}')
    before = snapshot(ready)
    code, _, err = run_cli("-C", str(ready), command)
    assert code == 1 and "Traceback" not in err, err
    assert (
        "templates/comparison.md.j2:4: [template-unsafe] the template parts/x.md is not a "
        "regular file (a FIFO, a device or a socket)" in err
    ), err
    assert snapshot(ready) == before


def test_a_link_within_the_templates_folder_is_followed(ready: Path, run_cli: Cli) -> None:
    (ready / "templates/parts").mkdir()
    (ready / "templates/parts/notice.md").write_text("NOTICE-V1\n", encoding="utf-8")
    (ready / "templates/x.md.j2").symlink_to(Path("parts/notice.md"))
    add_fourth_line(ready, '{% include "x.md.j2" %}')
    code, _, err = run_cli("-C", str(ready), "build", "--locale", "en")
    assert code == 0, err
    page = next((ready / "dist/en").glob("*-vs-*.md"))
    assert "NOTICE-V1" in page.read_text(encoding="utf-8")
