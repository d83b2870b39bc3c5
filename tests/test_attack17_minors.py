"""Attack 17b's minors on files and the command line: a full disk while ``update`` spools,
the leftovers of a ``build --into`` killed mid-write, exit codes and hints for wrong paths,
control characters echoed from the user's text, and ``tm export -``."""

from __future__ import annotations

import errno
import io
import os
import signal
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from comparekit.publishing.manifest import MANIFEST
from conftest import F_COMPARISON, everything
from intosites import PAGES, USERS_TEXT, into, make_site

Cli = Callable[..., tuple[int, str, str]]
CACHE = ".comparekit-cache"

# --- m1. a full disk while update spools in $TMPDIR ---------------------------------------


class _FullDisk(io.RawIOBase):
    """A spool's stream on a full disk: every write fails as the kernel's would, naming no
    file."""

    def __init__(self, descriptor: int) -> None:
        self.descriptor = descriptor

    def writable(self) -> bool:
        return True

    def write(self, data: Any) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    def close(self) -> None:
        if not self.closed:
            os.close(self.descriptor)
        super().close()


class _OsWithFullTmp:
    """``os`` as the spool module sees it, its spools' streams on a full disk."""

    def __getattr__(self, name: str) -> Any:
        return getattr(os, name)

    def fdopen(self, descriptor: int, mode: str) -> _FullDisk:
        return _FullDisk(descriptor)


def test_a_full_disk_while_update_spools_names_the_file_and_the_spool_folder(
    ready: Path, run_cli: Cli, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    import comparekit.catalogs.spool as spool

    source = ready / F_COMPARISON
    source.write_text(
        source.read_text(encoding="utf-8").replace("Beta: engine", "Beta: the engine", 1),
        encoding="utf-8",
    )
    spools = tmp_path / "tmpdir"
    spools.mkdir()
    monkeypatch.setenv("TMPDIR", str(spools))
    monkeypatch.setattr("tempfile.tempdir", None)  # read TMPDIR again
    monkeypatch.setattr(spool, "os", _OsWithFullTmp())
    before = everything(ready, but=CACHE)
    code, out, err = run_cli("-C", str(ready), "update")
    assert code == 1, out + err
    assert "Traceback" not in out + err
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1, err  # one sentence
    assert lines[0].startswith("Error: [disk-full] No space left on device in ")
    assert str(spools / "comparekit-update-") in lines[0]  # the spool's folder
    assert f"{ready / 'locales' / 'messages.pot'} " in lines[0]  # the file being written
    assert "(no path)" not in err
    assert everything(ready, but=CACHE) == before
    assert list(spools.iterdir()) == []  # no spool left either


# --- m2. the leftovers of a `build --into` killed mid-write --------------------------------

PAGE = PAGES["hugo"]


def _over_pid() -> int:
    """The pid of a run that is over (started, then waited for)."""
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def _built_site(ready: Path, run_cli: Cli, tmp_path: Path) -> Path:
    site = make_site(tmp_path, "hugo", {"content/en/about.md": USERS_TEXT})
    code, out, err = into(run_cli, ready, "hugo", site)
    assert code == 0, out + err
    return site


def test_the_next_into_run_removes_only_the_leftovers_comparekit_proves_its_own(
    ready: Path, run_cli: Cli, tmp_path: Path
) -> None:
    site = _built_site(ready, run_cli, tmp_path)
    page = (site / PAGE).read_bytes()
    over, alive = _over_pid(), os.getppid()
    folder = (site / PAGE).parent
    ours = {
        folder / f".{Path(PAGE).name}.{over}-k2j3abcd.tmp": page[: len(page) // 2],
        folder / f".{Path(PAGE).name}.{over}-emptyxx_.tmp": b"",
        site / f".{MANIFEST}.{over}-m4n5opqr.tmp": b'{\n  "format": 1,\n  "pro',
    }
    theirs = {
        # next to a file comparekit never writes
        folder / f".about.md.{over}-k2j3abcd.tmp": USERS_TEXT,
        # next to its page, but not what comparekit writes there
        folder / f".{Path(PAGE).name}.{over}-zzzzzzzz.tmp": b"my own notes\n",
        # a run still under way
        folder / f".{Path(PAGE).name}.{alive}-aaaaaaaa.tmp": page[:10],
        # not the name comparekit makes
        folder / f".{Path(PAGE).name}.tmp": page[:10],
    }
    for path, data in {**ours, **theirs}.items():
        path.write_bytes(data)
    code, out, err = into(run_cli, ready, "hugo", site)
    assert code == 0, out + err
    for path in ours:
        assert not path.exists(), path
        assert f"removed {site}/{path.relative_to(site).as_posix()}, left by a run" in out
    for path, data in theirs.items():
        assert path.read_bytes() == data, path
    assert (site / "content/en/about.md").read_bytes() == USERS_TEXT


_KILLED_MID_WRITE = """
import os, signal, sys
import comparekit.files as files
from comparekit.cli import main

real = files.write_chunks_atomic

def killed_in_a_page(path, chunks):
    if path.name != {page!r}:
        return real(path, chunks)
    data = b"".join(chunks)

    def halves():
        yield data[: len(data) // 2]
        os.kill(os.getpid(), signal.SIGKILL)  # kill -9, between two writes of the file
        yield data[len(data) // 2 :]

    real(path, halves())

files.write_chunks_atomic = killed_in_a_page
sys.exit(main(sys.argv[1:]))
"""


def test_a_build_into_killed_with_sigkill_mid_write_leaves_nothing_after_the_next_run(
    ready: Path, run_cli: Cli, tmp_path: Path
) -> None:
    site = _built_site(ready, run_cli, tmp_path)
    source = ready / F_COMPARISON
    source.write_text(
        source.read_text(encoding="utf-8").replace("Beta: engine", "Beta: the engine", 1),
        encoding="utf-8",
    )
    script = _KILLED_MID_WRITE.format(page=Path(PAGE).name)
    args = ["-C", str(ready), "build", "--site", "hugo", "--into", str(site)]
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).parents[1] / "src")}
    killed = subprocess.run(
        [sys.executable, "-c", script, *args], env=env, capture_output=True, timeout=120
    )
    assert killed.returncode == -signal.SIGKILL, killed.stderr
    left = [p for p in site.rglob("*.tmp")]
    assert len(left) == 1 and left[0].parent == (site / PAGE).parent  # what a kill leaves
    code, out, err = into(run_cli, ready, "hugo", site)
    assert code == 0, out + err
    assert list(site.rglob("*.tmp")) == []
    assert (site / "content/en/about.md").read_bytes() == USERS_TEXT
    assert "Beta: the engine" in (site / PAGE).read_text(encoding="utf-8")


# --- m3. a path named on the command line that is not there: a usage error ---------------


def test_import_of_a_missing_page_is_a_usage_error(
    ready: Path, run_cli: Cli, tmp_path: Path
) -> None:
    before = everything(ready, but=CACHE)
    missing = tmp_path / "missing.md"
    code, out, err = run_cli("-C", str(ready), "import", str(missing))
    assert code == 2, out + err
    assert f"{missing}: [unreadable] No such file or directory" in err
    assert "Traceback" not in out + err
    assert everything(ready, but=CACHE) == before


def test_import_with_a_missing_translation_file_is_a_usage_error(
    ready: Path, run_cli: Cli, tmp_path: Path
) -> None:
    page = tmp_path / "page.md"
    page.write_text("# Alpha vs Beta\n\n## What each one is\n\nText.\n", encoding="utf-8")
    missing = tmp_path / "nowhere" / "ja.md"
    code, out, err = run_cli("-C", str(ready), "import", str(page), f"ja={missing}")
    assert f"{missing}: [unreadable] No such file or directory" in err
    assert code == 2, out + err


def test_xliff_import_of_a_missing_file_is_a_usage_error(
    ready: Path, run_cli: Cli, tmp_path: Path
) -> None:
    before = everything(ready, but=CACHE)
    missing = tmp_path / "nowhere" / "ja.xlf"
    code, out, err = run_cli("-C", str(ready), "xliff", "import", str(missing))
    assert code == 2, out + err
    assert f"{missing}: [unreadable] No such file or directory" in err
    assert everything(ready, but=CACHE) == before


def test_a_folder_named_as_the_page_stays_a_problem_of_the_input(
    ready: Path, run_cli: Cli, tmp_path: Path
) -> None:
    """Only a path that names nothing is a usage error; one that names the wrong thing is
    reported as before (exit 1)."""
    code, _, err = run_cli("-C", str(ready), "import", str(tmp_path))
    assert code == 1 and "[unreadable] is a folder, not a page" in err


# --- m5. `-` as an export's file -----------------------------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        ["tm", "export", "-"],
        ["tm", "export", "--format", "po", "--locale", "ja", "-"],
        ["xliff", "export", "ja", "-"],
        ["glossary", "export", "-", "--locale", "ja"],
    ],
)
def test_an_export_to_dash_is_refused_and_writes_no_file_named_dash(
    ready: Path, run_cli: Cli, monkeypatch: pytest.MonkeyPatch, args: list[str]
) -> None:
    monkeypatch.chdir(ready)
    before = everything(ready, but=CACHE)
    code, out, err = run_cli(*args)
    assert code == 2, out + err
    assert "-: [output-file] `-` (standard output, to other tools) is no file" in err
    assert not (ready / "-").exists()
    assert everything(ready, but=CACHE) == before


# --- m5. control characters quoted from the user's text ------------------------------------

HOSTILE_KEY = "ti\x1b[31mtle\u202e\x07"


def _with_hostile_key(project: Path) -> None:
    source = project / F_COMPARISON
    text = source.read_text(encoding="utf-8")
    source.write_text(text + '"ti\\x1b[31mtle\\u202e\\x07": 1\n', encoding="utf-8")


def test_a_control_character_in_an_unknown_key_is_escaped_on_the_terminal(
    tmp_project: Path, run_cli: Cli
) -> None:
    _with_hostile_key(tmp_project)
    code, out, err = run_cli("-C", str(tmp_project), "validate")
    assert code == 1
    assert "[unknown-field] ti\\x1b[31mtle\\u202e\\x07: unknown field 'ti\\x1b[31mtle" in err
    for raw in ("\x1b", "\x07", "\u202e"):
        assert raw not in out + err


def test_the_json_report_keeps_the_key_as_the_user_wrote_it(
    tmp_project: Path, run_cli: Cli
) -> None:
    import json

    _with_hostile_key(tmp_project)
    code, out, _ = run_cli("-C", str(tmp_project), "check", "--format", "json")
    assert code == 1
    messages = [problem["message"] for problem in json.loads(out)["problems"]]
    assert any(HOSTILE_KEY in message for message in messages), messages


@pytest.mark.parametrize(
    ("raw", "shown"),
    [("\x00", "\\x00"), ("\x9b", "\\x9b"), ("\x7f", "\\x7f"), ("\u2066", "\\u2066")],
)
def test_every_control_a_terminal_acts_on_is_escaped_in_a_problem(raw: str, shown: str) -> None:
    from comparekit.errors import Problem

    problem = Problem(f"a{raw}.yaml", 1, None, "x", f"m{raw}", hint=f"h{raw}")
    assert str(problem) == f"a{shown}.yaml:1: [x] m{shown}\n  hint: h{shown}"
    assert problem.message == f"m{raw}"


# --- mends: one wording per problem ---------------------------------------------------------


def test_a_long_slug_is_said_alike_on_the_command_line_and_as_a_file(
    tmp_project: Path, run_cli: Cli
) -> None:
    long = "a" * 150
    code, _, err = run_cli("-C", str(tmp_project), "new-product", long)
    assert code == 2
    said_on_the_command_line = err.splitlines()[:2]
    (tmp_project / "articles/products" / f"{long}.yaml").write_text("name: A\n")
    code, _, err = run_cli("-C", str(tmp_project), "validate")
    assert code == 1
    at = err.splitlines().index(next(line for line in err.splitlines() if long[:40] in line))
    said_of_the_file = err.splitlines()[at : at + 2]
    tail = f"[unsafe-slug] '{'a' * 40}…' is 150 characters, longer than"
    for said in (said_on_the_command_line, said_of_the_file):
        assert tail in said[0] and said[0].endswith("may be (it names output files)")
        assert said[1].endswith(": at most 100 characters")


def test_a_missing_template_has_one_hint_whether_extracted_or_rendered(
    ready: Path, run_cli: Cli
) -> None:
    templates = ready / "templates"
    page = templates / "comparison.md.j2"
    page.write_text('{% include "gone.md.j2" %}\n' + page.read_text(encoding="utf-8"))
    code, _, err = run_cli("-C", str(ready), "build")
    assert code == 1 and "gone.md.j2: [missing-template] template not found" in err
    rendered = next(line for line in err.splitlines() if line.startswith("  hint:"))
    (templates / "hub.md.j2").unlink()
    code, _, err = run_cli("-C", str(ready), "extract")
    assert code == 1 and "hub.md.j2: [missing-template] template not found" in err
    extracted = next(line for line in err.splitlines() if line.startswith("  hint:"))
    assert rendered == extracted
    assert "restore the template from `comparekit init` or version control" in rendered


# --- m4. hints that lead the user to the fix -----------------------------------------------


def test_a_misspelt_locale_is_pointed_at_the_configured_one_not_at_add_locale(
    ready: Path, run_cli: Cli
) -> None:
    code, _, err = run_cli("-C", str(ready), "review", "jp")
    assert code == 2
    hint = err.splitlines()[1]
    assert hint.startswith("  hint: did you mean 'ja'? configured in pyproject.toml: ")
    assert "add one with" not in err  # adding `jp` gives nothing to review


def test_an_unknown_locale_in_a_project_without_locales_says_there_is_none(
    tmp_path: Path, run_cli: Cli
) -> None:
    root = tmp_path / "p"
    assert run_cli("init", str(root))[0] == 0
    code, _, err = run_cli("-C", str(root), "xliff", "export", "ja", str(tmp_path / "x.xlf"))
    assert code == 2
    assert "  hint: no locale is configured in pyproject.toml yet" in err
    assert "configured in pyproject.toml: \n" not in err + "\n"  # an empty list said as one


def test_build_into_a_missing_folder_says_to_check_the_path_first(
    ready: Path, run_cli: Cli, tmp_path: Path
) -> None:
    site = tmp_path / "sitte"
    code, _, err = into(run_cli, ready, "hugo", site)
    assert code == 2 and not site.exists()
    assert f"{site}: [into-site] no such folder\n  hint: check the path, the Hugo site's" in err
