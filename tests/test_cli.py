"""The command line: exit codes, messages on stderr, never a traceback for a user mistake."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from conftest import snapshot

Cli = Callable[..., tuple[int, str, str]]


def test_bad_yaml_exits_1_with_location_and_no_traceback(tmp_project: Path) -> None:
    path = tmp_project / "articles/hub.yaml"
    path.write_text(path.read_text() + "title: twice\n")
    result = subprocess.run(
        [sys.executable, "-m", "comparekit", "build"],
        cwd=tmp_project,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 1
    assert result.stderr.startswith(
        "articles/hub.yaml:11:1: [duplicate-key] duplicate key 'title' (first defined at line 2)"
    )
    assert result.stderr.endswith("Error: 1 problem; nothing was written.\n")
    assert "Traceback" not in result.stderr


def test_usage_error_exits_2(run_cli: Cli) -> None:
    try:
        run_cli("build", "--no-such-option")
    except SystemExit as exit_:
        assert exit_.code == 2
    else:
        raise AssertionError("argparse should have exited")


def test_no_command_prints_help_and_exits_2(run_cli: Cli) -> None:
    code, _, err = run_cli()
    assert code == 2 and "usage: comparekit" in err


def test_outside_a_project_says_so(tmp_path: Path, run_cli: Cli) -> None:
    code, _, err = run_cli("-C", str(tmp_path), "build")
    assert code == 2  # -C names the project: a folder that is not one is a wrong argument
    assert err.startswith(
        f"(command line): [no-project] -C {tmp_path}: no pyproject.toml with a [tool.comparekit]"
    )
    assert "comparekit init" in err


def test_bad_settings_are_reported(tmp_project: Path, run_cli: Cli) -> None:
    (tmp_project / "pyproject.toml").write_text('[tool.comparekit]\nlocales = ["xx-Nope"]\n')
    code, _, err = run_cli("-C", str(tmp_project), "validate")
    assert code == 1
    assert "[settings] [tool.comparekit] locales" in err and "not a locale Babel knows" in err


def test_validate_counts_sources(tmp_project: Path, run_cli: Cli) -> None:
    assert run_cli("-C", str(tmp_project), "validate") == (0, "ok: 1 comparisons, 2 products\n", "")


# --- pyproject.toml that is not what it should be: a problem naming it, never a traceback -


def run_module(root: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    """``python -m comparekit ARGS`` in ``root``, in a new process (with ``env`` added)."""
    import os

    return subprocess.run(
        [sys.executable, "-m", "comparekit", *args],
        cwd=root,
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, **env},
    )


def test_pyproject_latin1_byte(tmp_project: Path) -> None:
    pyproject = tmp_project / "pyproject.toml"
    pyproject.write_bytes(pyproject.read_bytes() + b"# caf\xe9\n")
    before = snapshot(tmp_project)
    result = run_module(tmp_project, "update")
    assert snapshot(tmp_project) == before
    assert result.returncode == 1
    assert result.stderr.splitlines()[0] == (
        "pyproject.toml:4:6: [not-utf8] byte 0xe9 is not UTF-8: TOML files are UTF-8"
    )
    assert "Traceback" not in result.stderr


def test_pyproject_tool_comparekit_not_a_table(tmp_project: Path) -> None:
    (tmp_project / "pyproject.toml").write_text('[project]\nname = "x"\n\n[tool]\ncomparekit = 1\n')
    before = snapshot(tmp_project)
    result = run_module(tmp_project, "update")
    assert snapshot(tmp_project) == before
    assert result.returncode == 1
    assert result.stderr.splitlines()[0] == (
        "pyproject.toml:5: [settings] [tool.comparekit] is 1, not a table"
    )
    assert "Traceback" not in result.stderr


def test_pyproject_deeply_nested_array(tmp_project: Path) -> None:
    pyproject = tmp_project / "pyproject.toml"
    pyproject.write_text(pyproject.read_text() + "deep = " + "[" * 5000 + "]" * 5000 + "\n")
    before = snapshot(tmp_project)
    result = run_module(tmp_project, "update")
    assert snapshot(tmp_project) == before
    assert result.returncode == 1
    assert result.stderr.splitlines()[0] == (
        "pyproject.toml: [toml] values nested too deep to read"
    )
    assert "Traceback" not in result.stderr


def test_pyproject_toml_syntax_error_names_its_line(tmp_project: Path, run_cli: Cli) -> None:
    (tmp_project / "pyproject.toml").write_text('[tool.comparekit]\nlocales = ["ja"\n')
    code, _, err = run_cli("-C", str(tmp_project), "validate")
    assert code == 1
    assert err.startswith("pyproject.toml:3:1: [toml] ")


# --- a terminal that cannot show every character: the output degrades, never crashes ------


def test_update_on_an_ascii_terminal(tmp_project: Path) -> None:
    result = run_module(tmp_project, "update", PYTHONIOENCODING="ascii", LC_ALL="C")
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert "wrote locales/ja/LC_MESSAGES/messages.po (+" in result.stdout
    assert "changed \\u2192 fuzzy" in result.stdout  # the arrow, as the terminal can show it
    assert (tmp_project / "locales/ja/LC_MESSAGES/messages.po").is_file()


def test_check_json_on_an_ascii_terminal(tmp_project: Path) -> None:
    path = tmp_project / "articles/hub.yaml"
    path.write_text(path.read_text() + "題: 二度\n", encoding="utf-8")
    result = run_module(tmp_project, "check", "--format", "json", PYTHONIOENCODING="ascii")
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert "unknown field '\\u984c'" in result.stdout


def test_an_undecodable_file_name_is_printed(tmp_project: Path, tmp_path: Path) -> None:
    assert run_module(tmp_project, "update").returncode == 0
    exported = tmp_path / "caf\udce9.xlf"  # a Latin-1 file name, as Python sees it on UTF-8
    result = run_module(tmp_project, "xliff", "export", "ja", str(exported))
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert "caf\\udce9.xlf (" in result.stdout
    assert exported.is_file()


def test_validate_refuses_a_comparison_named_index(tmp_project: Path, run_cli: Cli) -> None:
    comparisons = tmp_project / "articles/comparisons"
    (comparisons / "index.yaml").write_bytes((comparisons / "alpha-vs-beta.yaml").read_bytes())
    code, out, err = run_cli("-C", str(tmp_project), "validate")
    assert (code, out) == (1, "")
    assert err.splitlines()[0] == (
        "articles/comparisons/index.yaml:1: [reserved-slug] 'index' is the name of the hub's "
        "page: a comparison of that name could never be built"
    )


@pytest.mark.parametrize("command", ["validate", "check", "build"])
def test_a_comparison_named_as_a_locale_is_refused(
    command: str, tmp_project: Path, run_cli: Cli
) -> None:
    """B50: /ko/ is the Korean home page; a comparison of slug `ko` would be served there."""
    comparisons = tmp_project / "articles/comparisons"
    (comparisons / "ko.yaml").write_bytes((comparisons / "alpha-vs-beta.yaml").read_bytes())
    before = snapshot(tmp_project)
    code, _, err = run_cli("-C", str(tmp_project), command)
    assert code == 1 and "Traceback" not in err
    assert (
        "articles/comparisons/ko.yaml:1: [reserved-slug] 'ko' is the URL name of the ko "
        "pages' home: a comparison of that name could never be built"
    ) in err.splitlines()
    assert not (tmp_project / "dist").exists()
    assert snapshot(tmp_project) == before


@pytest.mark.parametrize("slug", ["index", "ja", "zh-hant", "en"])
def test_new_refuses_a_reserved_slug(slug: str, tmp_project: Path, run_cli: Cli) -> None:
    before = snapshot(tmp_project)
    code, _, err = run_cli("-C", str(tmp_project), "new", slug, "--vs", "beta")
    assert code == 2 and "Traceback" not in err
    assert f"(command line): [reserved-slug] '{slug}' is " in err
    assert not (tmp_project / f"articles/comparisons/{slug}.yaml").exists()
    assert snapshot(tmp_project) == before


def test_serve_on_a_port_that_cannot_be(tmp_project: Path, run_cli: Cli) -> None:
    try:
        run_cli("-C", str(tmp_project), "serve", "--port", "99999")
    except SystemExit as exit_:
        assert exit_.code == 2
    else:
        raise AssertionError("argparse should have exited")


def test_import_without_a_page_names_only_what_is_required(
    tmp_project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from comparekit.cli import main

    with pytest.raises(SystemExit) as exit_:
        main(["-C", str(tmp_project), "import"])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert err.endswith("error: the following arguments are required: SOURCE.md\n"), err
