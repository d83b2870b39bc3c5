"""The paths, locks, cache and messages findings the seventh and eighth attacks left open.

Each is a small named fixture with the exit code, the problem code and the file it must
name, no traceback, and every byte of the user's files as it was (issue 26, rules 1 and 3:
never write through a link comparekit did not make; one clear error, exit 1 for bad input
and 2 for usage).
"""

from __future__ import annotations

import errno
import os
import shutil
import signal
import subprocess
import sys
import textwrap
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from comparekit.files import Busy, exclusive
from conftest import everything, snapshot

Cli = Callable[..., tuple[int, str, str]]
CACHE = ".comparekit-cache"


def refused(result: tuple[int, str, str], code: int, problem: str, named: str) -> str:
    exit_code, out, err = result
    assert exit_code == code and "Traceback" not in out + err, (exit_code, out, err)
    assert f"[{problem}]" in err and named in err, err
    return err


def set_setting(root: Path, line: str) -> None:
    pyproject = root / "pyproject.toml"
    text = pyproject.read_text(encoding="utf-8")
    pyproject.write_text(text.replace("[tool.comparekit]\n", f"[tool.comparekit]\n{line}\n"))


# --- r25, n03, F8: never through a link the user made ---------------------------------------


@pytest.mark.parametrize("how", ["the default dist", "--out a link", "--out inside a link"])
def test_r25_an_output_folder_reached_through_a_users_link_is_refused(
    how: str, ready: Path, tmp_path: Path, run_cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    web_root = tmp_path / "www"
    web_root.mkdir()
    (web_root / "index.html").write_text("my site\n", encoding="utf-8")
    monkeypatch.chdir(ready)
    args, named = ["build"], "dist"
    if how == "the default dist":
        (ready / "dist").symlink_to(web_root)
    elif how == "--out a link":
        (ready / "site").symlink_to(web_root)
        args, named = ["build", "--out", "site"], "site"
    else:
        (ready / "sites").symlink_to(tmp_path)
        args, named = ["build", "--out", "sites/www"], "sites"
    before = everything(tmp_path, CACHE)
    err = refused(run_cli("-C", str(ready), *args), 1, "output-folder", named)
    assert "symbolic link" in err and str(web_root) in err, err  # the folder to name instead
    assert everything(tmp_path, CACHE) == before


def test_r25_the_folder_a_link_leads_to_named_itself_is_built(
    ready: Path, tmp_path: Path, run_cli: Cli
) -> None:
    web_root = tmp_path / "www"
    (ready / "dist").symlink_to(web_root, target_is_directory=True)
    code, _, err = run_cli("-C", str(ready), "build", "--out", str(web_root))
    assert code == 0, err
    assert (web_root / "ja/alpha-vs-beta.md").is_file()


def test_r25_links_above_the_project_are_the_machines_layout(
    ready: Path, tmp_path: Path, run_cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A project reached through a linked folder above it (a /home that is a link) builds."""
    (tmp_path / "alias").symlink_to(ready.parent, target_is_directory=True)
    monkeypatch.chdir(tmp_path)
    code, _, err = run_cli("-C", f"alias/{ready.name}", "build")
    assert code == 0, err
    assert (ready / "dist/ja/alpha-vs-beta.md").is_file()


def test_n03_init_into_a_link_is_refused(
    tmp_path: Path, run_cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "elsewhere").mkdir()
    (tmp_path / "ex2").symlink_to(tmp_path / "elsewhere")
    (tmp_path / "parent").symlink_to(tmp_path / "elsewhere")
    monkeypatch.chdir(tmp_path)
    before = everything(tmp_path, CACHE)
    for folder in ("ex2", "parent/new"):
        err = refused(run_cli("init", folder), 2, "init-would-replace", folder)
        assert "symbolic link" in err and str(tmp_path / "elsewhere") in err, err
    assert everything(tmp_path, CACHE) == before


def test_f8_a_named_file_is_never_written_through_a_linked_folder(
    ready: Path, tmp_path: Path, run_cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "vdir").mkdir()
    (ready / "ldir").symlink_to(tmp_path / "vdir")
    monkeypatch.chdir(ready)
    before = everything(tmp_path, CACHE)
    for args in (["status", "--html", "ldir/x.html"], ["tm", "export", "ldir/sub/../x.tmx"]):
        err = refused(run_cli("-C", str(ready), *args), 2, "output-file", args[-1])
        assert "ldir" in err and "symbolic link" in err, err
    assert everything(tmp_path, CACHE) == before


# --- F7, l11: one exit code for one kind of mistake -----------------------------------------

NAMED_FILES = {
    "a link": ("link.html", "symbolic link"),
    "a FIFO": ("fifo.html", "special file"),
    "inside the sources": ("articles/x.html", "inside the sources"),
    "not an export": ("README.md", "not an export"),
}


@pytest.mark.parametrize("case", sorted(NAMED_FILES))
def test_f7_every_refused_named_file_is_a_usage_error(
    case: str, ready: Path, tmp_path: Path, run_cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    name, message = NAMED_FILES[case]
    (tmp_path / "notes.txt").write_text("mine\n", encoding="utf-8")
    (ready / "link.html").symlink_to(tmp_path / "notes.txt")
    os.mkfifo(ready / "fifo.html")
    (ready / "README.md").write_text("# mine\n", encoding="utf-8")
    monkeypatch.chdir(ready)
    before = everything(tmp_path, CACHE)
    err = refused(run_cli("-C", str(ready), "status", "--html", name), 2, "output-file", name)
    assert message in err and "outside them" not in err, err
    assert everything(tmp_path, CACHE) == before


@pytest.mark.parametrize("tag", ["EN", "en", "ja"])
def test_l11_add_locale_of_the_source_or_a_configured_locale_is_a_usage_error(
    tag: str, ready: Path, run_cli: Cli
) -> None:
    before = snapshot(ready)
    err = refused(run_cli("-C", str(ready), "add-locale", tag), 2, "locale", f"'{tag}'")
    assert "(command line)" in err, err
    assert snapshot(ready) == before


# --- N9, N10: settings that point where they may not ----------------------------------------


@pytest.mark.parametrize(
    ("setting", "problem"),
    [('output = ".git/objects/x"', "output-folder"), ('cache = ".git/cc"', "cache-folder")],
)
def test_n9_no_output_or_cache_inside_the_repositorys_own_folder(
    setting: str, problem: str, ready: Path, run_cli: Cli
) -> None:
    (ready / ".git/objects").mkdir(parents=True)
    (ready / ".git/HEAD").write_text("ref: refs/heads/main\n", encoding="utf-8")
    set_setting(ready, setting)
    before = everything(ready, CACHE)
    err = refused(run_cli("-C", str(ready), "build"), 1, problem, ".git")
    assert "git repository's own folder" in err, err
    assert everything(ready, CACHE) == before


def test_n9_no_cache_inside_another_repositorys_own_folder(
    ready: Path, tmp_path: Path, run_cli: Cli
) -> None:
    (tmp_path / "other/.git").mkdir(parents=True)
    set_setting(ready, f"cache = {str(tmp_path / 'other/.git/cc')!r}")
    before = everything(tmp_path, CACHE)
    err = refused(run_cli("-C", str(ready), "validate"), 1, "cache-folder", ".git")
    assert "git repository's own folder" in err, err
    assert everything(tmp_path, CACHE) == before


@pytest.mark.parametrize(
    "setting", ['catalogs = "/"', 'articles = ".."', 'templates = "."', 'catalogs = "../"']
)
def test_n10_a_path_setting_holding_the_project_is_named_at_its_line(
    setting: str, ready: Path, run_cli: Cli
) -> None:
    name = setting.split(" ")[0]
    set_setting(ready, setting)
    lines = (ready / "pyproject.toml").read_text(encoding="utf-8").split("\n")
    line = lines.index(setting) + 1
    before = everything(ready.parent, CACHE)
    err = refused(run_cli("-C", str(ready), "build"), 1, "settings", f"pyproject.toml:{line}: ")
    assert f"[tool.comparekit] {name}:" in err and "project's own folder" in err, err
    assert "[cache-folder]" not in err and "`cache`" not in err, err
    assert everything(ready.parent, CACHE) == before


# --- C33, C34, N6: the cache's own entries and its hints --------------------------------------


def comparekit(*args: str) -> tuple[int, str, str]:
    """Run comparekit in a process of its own: one that has loaded no source before (in
    this one, the sources loaded last are taken from memory, not from the cache)."""
    done = subprocess.run(
        [sys.executable, "-m", "comparekit", *args], capture_output=True, text=True, check=False
    )
    return done.returncode, done.stdout, done.stderr


def _a_document_entry(root: Path) -> Path:
    entries = sorted((root / CACHE / "documents").iterdir())
    assert entries, "the build kept no document"
    return entries[0]


def test_c33_an_empty_folder_at_a_cache_entry_is_a_miss(ready: Path, run_cli: Cli) -> None:
    assert run_cli("-C", str(ready), "build")[0] == 0
    clean = snapshot(ready)
    entry = _a_document_entry(ready)
    entry.unlink()
    entry.mkdir()
    for source in (ready / "articles").rglob("*.yaml"):
        source.touch()  # read again, so the entry is looked up and written anew
    code, _, err = comparekit("-C", str(ready), "build")
    assert code == 0 and "Traceback" not in err, err
    assert entry.is_file()
    assert snapshot(ready) == clean


def test_c33_a_folder_with_files_at_a_cache_entry_is_kept_and_named(
    ready: Path, run_cli: Cli
) -> None:
    assert run_cli("-C", str(ready), "build")[0] == 0
    entry = _a_document_entry(ready)
    entry.unlink()
    entry.mkdir()
    (entry / "mine.txt").write_text("mine\n", encoding="utf-8")
    for source in (ready / "articles").rglob("*.yaml"):
        source.touch()
    before = snapshot(ready)
    err = refused(comparekit("-C", str(ready), "build"), 1, "cache-folder", entry.name)
    assert "delete the cache folder" in err, err
    assert (entry / "mine.txt").read_text(encoding="utf-8") == "mine\n"
    assert snapshot(ready) == before


@pytest.mark.parametrize("planted", ["CACHEDIR.TAG", "mine"])
def test_c34_the_cache_folder_hint_never_names_the_folder_refused(
    planted: str, ready: Path, run_cli: Cli
) -> None:
    """C34: the cache's tag changed; N6: a folder of the user's at the cache's default name."""
    shutil.rmtree(ready / CACHE, ignore_errors=True)
    if planted == "CACHEDIR.TAG":
        assert run_cli("-C", str(ready), "validate")[0] == 0
    (ready / CACHE).mkdir(exist_ok=True)
    (ready / CACHE / planted).write_text("mine\n", encoding="utf-8")
    before = everything(ready, CACHE) | {"mine": (ready / CACHE / planted).read_bytes()}
    err = refused(run_cli("-C", str(ready), "build"), 1, "cache-folder", f"{CACHE}/{planted}")
    hint = err.split("hint:", 1)[1]
    assert f'such as "{CACHE}"' not in hint and "move the files" in hint, err
    assert everything(ready, CACHE) | {"mine": (ready / CACHE / planted).read_bytes()} == before


# --- r40: a full disk names the output file, not the cache's ---------------------------------


def test_r40_a_full_output_disk_names_the_output_file(
    ready: Path, tmp_path: Path, run_cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The output on another file system than the cache (no hard link), and full: the copy
    fails writing, and shutil's error names the cache file it read."""
    before = snapshot(ready)
    out = tmp_path / "mounted" / "site"

    def no_link(source: object, target: object) -> None:
        raise OSError(errno.EXDEV, os.strerror(errno.EXDEV), source, None, target)

    def full(*args: object) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "link", no_link)
    monkeypatch.setattr(os, "sendfile", full)
    err = refused(run_cli("-C", str(ready), "build", "--out", str(out)), 1, "disk-full", str(out))
    monkeypatch.undo()
    assert CACHE not in err and ".build-" not in err, err
    assert not out.exists() and not list(out.parent.iterdir())
    assert snapshot(ready) == before


# --- C47, k08: the lock names what its holder writes, and ends with its run --------------------


def test_c47_a_busy_lock_names_the_folder_the_other_run_writes(ready: Path, run_cli: Cli) -> None:
    assert run_cli("-C", str(ready), "validate")[0] == 0
    with exclusive(ready / CACHE / "lock", "the cache and dist-c"):
        code, out, err = run_cli("-C", str(ready), "build", "--out", str(ready / "dist-a"))
    assert code == 1 and "Traceback" not in out + err, err
    assert f"(pid {os.getpid()}) is writing the cache and dist-c" in err, err
    assert "dist-a" not in err
    assert run_cli("-C", str(ready), "build", "--out", str(ready / "dist-a"))[0] == 0


KILLED_RUN = textwrap.dedent(
    """
    import os, sys, time
    from pathlib import Path
    from comparekit import workers
    from comparekit.files import exclusive

    lock, marks = Path(sys.argv[1]), Path(sys.argv[2])

    def work(item):
        (marks / f"worker-{os.getpid()}").write_text("")
        time.sleep(120)

    with exclusive(lock, "the cache and dist"):
        with workers.alongside(work, [1]):
            while not list(marks.glob("worker-*")):
                time.sleep(0.01)
            (marks / "ready").write_text("")
            time.sleep(120)
    """
)


def _running(pid: int) -> bool:
    """Whether ``pid`` is a process still running (a zombie nobody reaped is not)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state not in ("Z", "X")


@pytest.mark.skipif(
    not sys.platform.startswith("linux") or (os.cpu_count() or 1) < 2,
    reason="forked workers and /proc",
)
def test_k08_a_killed_runs_workers_hold_no_lock_and_die_with_it(tmp_path: Path) -> None:
    lock, marks = tmp_path / "lock", tmp_path / "marks"
    marks.mkdir()
    run = subprocess.Popen([sys.executable, "-c", KILLED_RUN, str(lock), str(marks)])
    try:
        for _ in range(600):  # the run started its worker (up to a minute on a busy machine)
            if (marks / "ready").exists() or run.poll() is not None:
                break
            time.sleep(0.1)
        assert (marks / "ready").exists(), "the run did not start its worker"
        [worker] = [int(p.name.split("-")[1]) for p in marks.glob("worker-*")]
        os.kill(run.pid, signal.SIGKILL)
        run.wait()
        with exclusive(lock, "the cache and dist"):  # at once: not "another run is writing"
            pass
        for _ in range(100):
            if not _running(worker):
                break
            time.sleep(0.1)
        assert not _running(worker), "the killed run's worker lives on"
    finally:
        run.kill()
        run.wait()
        for mark in marks.glob("worker-*"):
            pid = int(mark.name.split("-")[1])
            if _running(pid):
                os.kill(pid, signal.SIGKILL)


def test_k08_a_lock_is_refused_while_its_holder_lives(tmp_path: Path) -> None:
    holder = rf"\(pid {os.getpid()}\) is writing the cache and dist;"
    with (
        exclusive(tmp_path / "lock", "the cache and dist"),
        pytest.raises(Busy, match=holder),
        exclusive(tmp_path / "lock", "the cache and out"),
    ):
        pass
