"""Attack 21's minor cases, as named fixtures: messages that named the wrong thing or a
command that failed as printed."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

RunCli = Callable[..., tuple[int, str, str]]


def test_init_suggests_a_cd_that_works_in_a_folder_with_spaces(
    tmp_path: Path, run_cli: RunCli
) -> None:
    """init-space: `next: cd we ird/na me && …` failed as printed."""
    folder = tmp_path / "we ird" / "na me"
    code, out, err = run_cli("init", str(folder), "--locale", "fr")
    assert code == 0, err
    [suggested] = [line for line in out.splitlines() if line.startswith("next: cd ")]
    assert suggested == f"next: cd {shlex.quote(str(folder))} && comparekit build"
    command = suggested.removeprefix("next: ").replace("comparekit build", "pwd")
    done = subprocess.run(["sh", "-c", command], capture_output=True, text=True, check=False)
    assert done.returncode == 0 and done.stdout.strip() == str(folder), done.stderr


def test_import_into_a_project_with_no_target_locale_says_so(
    tmp_path: Path, run_cli: RunCli
) -> None:
    """imp-nolocale: the hint listed no locales ("the project's locales: ;")."""
    project = tmp_path / "p"
    assert run_cli("init", str(project))[0] == 0
    page = tmp_path / "en.md"
    page.write_text("# A vs B\n\nText.\n", encoding="utf-8")
    code, _, err = run_cli("-C", str(project), "import", str(page), f"ja={page}")
    assert code == 2
    message = f"(command line): [unknown-locale] ja (in ja={page}): not a target locale"
    assert message in err
    assert "hint: the project has no target locale yet; add one with" in err
    assert "locales: ;" not in err and "Traceback" not in err


def test_a_pyproject_that_is_a_fifo_is_named_as_such(tmp_path: Path, run_cli: RunCli) -> None:
    """fifo-pyproject: a FIFO in pyproject.toml's place was "no pyproject.toml" (never
    opened: opening it would wait for a writer)."""
    os.mkfifo(tmp_path / "pyproject.toml")
    for named, exit_code in (([], 1), (["-C", str(tmp_path)], 2)):  # -C names it: usage
        cwd = os.getcwd()
        os.chdir(tmp_path)
        try:
            code, _, err = run_cli(*named, "build")
        finally:
            os.chdir(cwd)
        assert code == exit_code, err
        assert "pyproject.toml is not a regular file (a FIFO, a device or a socket)" in err
        assert "Traceback" not in err


def test_build_into_says_which_option_is_wrong(tmp_path: Path, run_cli: RunCli) -> None:
    """cli-into-plain (attack 20b's F11b): `build --into` without --locale said "drop
    --locale"; each mistake is named alone, as a usage error."""
    project = tmp_path / "p"
    assert run_cli("init", str(project), "--locale", "fr")[0] == 0
    site = tmp_path / "site"
    site.mkdir()
    cases = {
        ("--into", str(site)): "--into publishes for a generator: name it with --site",
        ("--into", str(site), "--site", "plain"): "name it with --site",
        ("--into", str(site), "--site", "hugo", "--locale", "fr"): (
            "--into publishes every locale: drop --locale"
        ),
    }
    for args, said in cases.items():
        code, _, err = run_cli("-C", str(project), "build", *args)
        assert code == 2 and said in err, (args, err)
        assert "drop --locale" not in err or "--locale" in args
    assert list(site.iterdir()) == []


def test_a_pyproject_that_is_a_folder_or_a_broken_link_is_named_as_such(
    tmp_path: Path, run_cli: RunCli
) -> None:
    """21b's m6: a folder or a dangling link in pyproject.toml's place was "no
    pyproject.toml … in any folder above it"."""
    folder, link = tmp_path / "a", tmp_path / "b"
    (folder / "pyproject.toml").mkdir(parents=True)
    link.mkdir()
    (link / "pyproject.toml").symlink_to(tmp_path / "nowhere")
    for where, what in ((folder, "a folder, not a file"), (link, "a link to nothing")):
        code, _, err = run_cli("-C", str(where), "build")
        assert code == 2 and f"pyproject.toml is {what}" in err, err
        assert "Traceback" not in err


def test_build_into_a_file_says_it_is_a_file(tmp_path: Path, run_cli: RunCli) -> None:
    """21b's m7: `build --into FILE` said "no such folder"; the file is left as it was."""
    project = tmp_path / "p"
    assert run_cli("init", str(project), "--locale", "fr")[0] == 0
    site = tmp_path / "site"
    site.write_text("mine\n", encoding="utf-8")
    code, _, err = run_cli("-C", str(project), "build", "--site", "jekyll", "--into", str(site))
    assert code != 0 and "[into-site] a file, not a folder" in err, err
    assert site.read_text(encoding="utf-8") == "mine\n"


def test_init_suggests_a_cd_that_works_for_a_folder_named_like_an_option(
    tmp_path: Path, run_cli: RunCli, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Attack 22's m6: `init -- -weird` printed `next: cd -weird`, which cd reads as options."""
    monkeypatch.chdir(tmp_path)
    code, out, err = run_cli("init", "--", "-weird")
    assert code == 0, err
    [suggested] = [line for line in out.splitlines() if line.startswith("next: cd ")]
    assert suggested == "next: cd ./-weird && comparekit build"
    command = suggested.removeprefix("next: ").replace("comparekit build", "pwd")
    done = subprocess.run(["sh", "-c", command], capture_output=True, text=True, check=False)
    assert done.returncode == 0 and done.stdout.strip() == str(tmp_path / "-weird"), done.stderr


def test_import_with_no_translations_says_none(
    shipped_review_off: Path, run_cli: RunCli, shipped_export: Path
) -> None:
    """Attack 22's m8: an import of the English alone, into a project with no target
    locale, printed "translations: " and nothing after it."""
    project = shipped_review_off
    settings = project / "pyproject.toml"
    text = settings.read_text(encoding="utf-8")
    settings.write_text(re.sub(r"(?m)^locales = .*$", "locales = []", text), encoding="utf-8")
    page = shipped_export / "en" / "deepinfer-vs-dynamo.md"
    code, out, err = run_cli("-C", str(project), "import", str(page), "--slug", "dynamo-again")
    assert code == 0, err
    assert "; translations: none" in out, out


def test_init_under_a_file_says_the_file_once(tmp_path: Path, run_cli: RunCli) -> None:
    """Attack 22's m7: `init afile/sub` printed 17 `init-would-replace` lines, one for
    each file init writes ("cannot be looked at: Not a directory"); it names the file once."""
    existing = tmp_path / "afile"
    existing.write_text("mine\n", encoding="utf-8")
    code, _, err = run_cli("init", str(existing / "sub" / "deeper"))
    assert code == 1 and "Traceback" not in err
    assert (
        err.strip() == f"Error: {existing} is a file, not a folder; choose a folder for the project"
    )
    assert existing.read_text(encoding="utf-8") == "mine\n"


def test_init_through_a_symbolic_link_loop_is_an_error_not_a_crash(
    tmp_path: Path, run_cli: RunCli
) -> None:
    """Attack 22b's M1: `init loop/p` with loop a link to itself crashed (pathlib's
    RuntimeError, exit 3)."""
    (tmp_path / "loop").symlink_to("loop")
    code, _, err = run_cli("init", str(tmp_path / "loop" / "p"))
    assert code == 1 and "Traceback" not in err and "crashed" not in err
    assert "a symbolic link on the way leads to itself" in err
