"""Attack 17 on file safety: git conflict markers in sources, templates and catalogs; a
schema file the user wrote; control characters in an XLIFF or TBX export; file names that
are not UTF-8."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

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
