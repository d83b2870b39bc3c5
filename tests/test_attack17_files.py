"""Attack 17 on file safety: git conflict markers in sources, templates and catalogs; a
schema file the user wrote; control characters in an XLIFF or TBX export; file names that
are not UTF-8."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from conftest import F_COMPARISON, everything

Cli = Callable[..., tuple[int, str, str]]
CACHE = ".comparekit-cache"

# --- 1. git merge-conflict markers -------------------------------------------------------

CONFLICTED_TITLE = (
    'title: "Alpha vs Beta:\n'
    "<<<<<<< HEAD\n"
    "  A faster router\n"
    "=======\n"
    "  One Model vs Many\n"
    ">>>>>>> feature\n"
    '  "\n'
)


def with_title(project: Path, title_lines: str) -> int:
    """Replace the comparison's title with ``title_lines``; the line where they start."""
    source = project / F_COMPARISON
    lines = source.read_text(encoding="utf-8").split("\n")
    at = next(n for n, line in enumerate(lines) if line.startswith("title:"))
    lines[at] = title_lines.rstrip("\n")
    source.write_text("\n".join(lines), encoding="utf-8")
    return at + 1


@pytest.mark.parametrize("command", ["validate", "check", "build"])
def test_conflict_markers_in_a_quoted_source_string_are_an_error_at_their_line(
    tmp_project: Path, run_cli: Cli, command: str
) -> None:
    start = with_title(tmp_project, CONFLICTED_TITLE)
    before = everything(tmp_project, but=CACHE)
    code, out, err = run_cli("-C", str(tmp_project), command)
    assert code == 1
    assert f"{F_COMPARISON}:{start + 1}:1: [conflict-marker]" in out + err
    assert "Traceback" not in out + err
    assert not (tmp_project / "site").exists() or command != "build"
    assert everything(tmp_project, but=CACHE) == before


@pytest.mark.parametrize(
    "title",
    [
        'title: "Alpha vs Beta:\n  =======\n  One Model vs Many"\n',  # indented: YAML text
        'title: "Alpha vs Beta:\n========\n  a heading underline"\n',  # eight, not seven
        'title: "Alpha <<<<<<< Beta"\n',  # not at the line's start
    ],
)
def test_marker_like_text_that_git_does_not_write_stays_clean(
    tmp_project: Path, run_cli: Cli, title: str
) -> None:
    with_title(tmp_project, title)
    code, out, err = run_cli("-C", str(tmp_project), "validate")
    assert "conflict-marker" not in out + err
    assert code == 0, out + err


def test_conflict_markers_in_a_template_are_an_error_at_their_line(
    ready: Path, run_cli: Cli
) -> None:
    tmp_project = ready
    template = tmp_project / "templates" / "comparison.md.j2"
    lines = template.read_text(encoding="utf-8").split("\n")
    lines[1:1] = ["<<<<<<< HEAD", "ours", "=======", "theirs", ">>>>>>> feature"]
    template.write_text("\n".join(lines), encoding="utf-8")
    before = everything(tmp_project, but=CACHE)
    for command in ("check", "build"):
        code, out, err = run_cli("-C", str(tmp_project), command)
        assert code == 1, command
        assert "templates/comparison.md.j2:2:1: [conflict-marker]" in out + err, command
        assert "Traceback" not in out + err
    assert everything(tmp_project, but=CACHE) == before


def test_a_catalog_with_conflict_markers_is_refused(ready: Path, run_cli: Cli) -> None:
    catalog = next((ready / "locales").rglob("*.po"))
    text = catalog.read_text(encoding="utf-8")
    at = text.index('\nmsgid "', text.index("msgstr"))  # the first entry after the header
    catalog.write_text(
        text[:at] + '\n<<<<<<< HEAD\nmsgid "x"\nmsgstr "y"\n=======\n>>>>>>> b\n' + text[at:],
        encoding="utf-8",
    )
    before = everything(ready, but=CACHE)
    code, out, err = run_cli("-C", str(ready), "check")
    assert code == 1
    assert str(catalog.relative_to(ready)) in out + err
    assert "Traceback" not in out + err
    assert everything(ready, but=CACHE) == before


# --- 2. `comparekit schema` replaces only a schema file comparekit wrote ------------------


@pytest.mark.parametrize(
    "mine",
    [
        '{"my": 1}\n',
        '{"$schema": "https://json-schema.org/draft/2020-12/schema", "title": "Product", '
        '"x-mine": true}\n',
        "not json at all\n",
        "[]\n",
    ],
)
def test_schema_refuses_to_overwrite_a_schema_file_the_user_wrote(
    tmp_project: Path, run_cli: Cli, mine: str
) -> None:
    code, _, err = run_cli("-C", str(tmp_project), "schema")
    assert code == 0, err
    (tmp_project / "schema" / "product.schema.json").write_text(mine, encoding="utf-8")
    before = everything(tmp_project, but=CACHE)
    code, out, err = run_cli("-C", str(tmp_project), "schema")
    assert code == 2
    assert "schema/product.schema.json: [own-schema-file]" in err
    assert "Traceback" not in out + err
    assert everything(tmp_project, but=CACHE) == before


def test_schema_replaces_the_schema_files_it_wrote_before_and_earlier_versions(
    tmp_project: Path, run_cli: Cli
) -> None:
    import json

    from comparekit.sources.schema import MODELS, schema_text

    code, _, err = run_cli("-C", str(tmp_project), "schema")
    assert code == 0, err
    folder = tmp_project / "schema"
    stale = json.loads(schema_text(MODELS["product"]))
    stale["description"] = "an older comparekit's words"
    (folder / "product.schema.json").write_text(json.dumps(stale), encoding="utf-8")
    unmarked = json.loads(schema_text(MODELS["hub"]))
    del unmarked["$comment"]  # as a comparekit from before the mark wrote it
    (folder / "hub.schema.json").write_text(json.dumps(unmarked), encoding="utf-8")
    code, _, err = run_cli("-C", str(tmp_project), "schema")
    assert code == 0, err
    for name in ("product", "hub"):
        written = (folder / f"{name}.schema.json").read_text(encoding="utf-8")
        assert written == schema_text(MODELS[name])


# --- 3. a control character XML cannot hold, in an XLIFF or TBX export --------------------


def ja_catalog(project: Path) -> Path:
    return project / "locales" / "ja" / "LC_MESSAGES" / "messages.po"


@pytest.mark.parametrize("where", ["msgstr", "msgid"])
def test_xliff_export_of_a_string_with_a_control_character_is_a_problem_at_its_line(
    ready: Path, run_cli: Cli, tmp_path: Path, where: str
) -> None:
    catalog = ja_catalog(ready)
    lines = catalog.read_text(encoding="utf-8").split("\n")
    at = next(n for n, line in enumerate(lines) if line.startswith(f'{where} "') and n > 20)
    lines[at] = lines[at].replace(f'{where} "', f'{where} "\x01', 1)
    catalog.write_text("\n".join(lines), encoding="utf-8")
    entry_line = next(n for n in range(at + 1, 0, -1) if lines[n - 1].startswith('msgid "'))
    before = everything(ready, but=CACHE)
    exported = tmp_path / "ja.xlf"
    code, out, err = run_cli("-C", str(ready), "xliff", "export", "ja", str(exported))
    assert code == 1, out + err
    assert "Traceback" not in out + err
    assert f"locales/ja/LC_MESSAGES/messages.po:{entry_line}: [xml-character]" in err
    assert "U+0001" in err
    assert not exported.exists()
    assert everything(ready, but=CACHE) == before


def test_xliff_export_of_a_faithful_catalog_still_works(
    ready: Path, run_cli: Cli, tmp_path: Path
) -> None:
    exported = tmp_path / "ja.xlf"
    code, _, err = run_cli("-C", str(ready), "xliff", "export", "ja", str(exported))
    assert code == 0, err
    assert b"<trans-unit" in exported.read_bytes()


@pytest.mark.parametrize("form", ["tbx", "csv"])
def test_glossary_export_refuses_a_term_tbx_cannot_hold(
    project_files: Any, run_cli: Cli, tmp_path: Path, form: str
) -> None:
    project_files.data["articles/glossary.yaml"]["terms"]["layer"]["translations"]["ja"] = (
        "編成\x01層"
    )
    project = project_files.write()
    source = (project / "articles/glossary.yaml").read_text(encoding="utf-8")
    assert '"編成\\x01層"' in source  # written as an escape: YAML takes it so
    layer_line = next(n for n, line in enumerate(source.split("\n"), 1) if "layer:" in line)
    before = everything(project, but=CACHE)
    exported = tmp_path / f"glossary.{form}"
    code, out, err = run_cli(
        "-C", str(project), "glossary", "export", str(exported), "--locale", "ja", "--format", form
    )
    assert "Traceback" not in out + err
    if form == "csv":  # CSV holds any character: only XML refuses
        assert code == 0, err
        return
    assert code == 1, out + err
    assert f"articles/glossary.yaml:{layer_line}: [xml-character]" in err
    assert not exported.exists()
    assert everything(project, but=CACHE) == before


def test_glossary_export_of_faithful_terms_is_well_formed_tbx(
    tmp_project: Path, run_cli: Cli, tmp_path: Path
) -> None:
    from xml.etree import ElementTree

    exported = tmp_path / "glossary.tbx"
    code, _, err = run_cli(
        "-C", str(tmp_project), "glossary", "export", str(exported), "--locale", "ja"
    )
    assert code == 0, err
    assert "編成層" in ElementTree.parse(exported).getroot().itertext()


# --- 4. file and folder names that are not UTF-8 ------------------------------------------

NOT_UTF8 = os.fsdecode(b"bad\xff")  # as Python names a file whose name is not UTF-8


@pytest.mark.parametrize(
    "where", ["articles/notes", "articles", "templates", "templates/partials", "locales"]
)
def test_a_name_that_is_not_utf8_never_crashes_the_build(
    ready: Path, run_cli: Cli, where: str
) -> None:
    folder = ready / where
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{NOT_UTF8}.txt").write_text("x\n", encoding="utf-8")
    (ready / "templates" / NOT_UTF8).mkdir(exist_ok=True)
    for command in ("check", "build", "build"):
        code, out, err = run_cli("-C", str(ready), command)
        assert "Traceback" not in out + err, command + err[-1500:]
        assert code in (0, 1), out + err


def test_a_project_path_that_is_not_utf8_never_crashes_the_build(ready: Path, run_cli: Cli) -> None:
    moved = ready.parent / NOT_UTF8 / "project"
    moved.parent.mkdir()
    ready.rename(moved)
    before = everything(moved / "articles")
    for command in ("validate", "check", "build", "build"):
        code, out, err = run_cli("-C", str(moved), command)
        assert "Traceback" not in out + err, command + err[-1500:]
        assert code == 0, out + err
    assert everything(moved / "articles") == before
