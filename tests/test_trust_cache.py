"""``check`` on a project whose cache cannot be written (a CI checkout mounted read-only, a
cache folder of another user's) runs without the cache and says so in one line, instead of
failing: it writes nothing of the user's, and its cache only saves time.

Tests run as any user (root too, whom permissions do not stop), so the read-only file
system is the kernel's answer, EROFS, given to every write under the cache folder."""

from __future__ import annotations

import errno
import os
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from conftest import snapshot
from hostile import places, po_string

Cli = Callable[..., tuple[int, str, str]]
JA = "locales/ja/LC_MESSAGES/messages.po"


def read_only_cache(
    root: Path, monkeypatch: pytest.MonkeyPatch, under: str = ".comparekit-cache"
) -> None:
    """Every file or folder made, or file opened for writing, under the cache (or another
    folder of the project, ``.`` for all of it): EROFS."""
    cache = os.path.normpath(str(root.resolve() / under))
    real_open, real_mkdir = os.open, os.mkdir

    def refuse(path: object) -> None:
        name = os.path.abspath(os.fspath(path))  # type: ignore[call-overload]
        if name == cache or name.startswith(cache + os.sep):
            raise OSError(errno.EROFS, os.strerror(errno.EROFS), name)

    def open_(path: str, flags: int, *args: int, **kwargs: int) -> int:
        if flags & (os.O_CREAT | os.O_WRONLY | os.O_RDWR):
            refuse(path)
        return real_open(path, flags, *args, **kwargs)

    def mkdir(path: str, *args: int, **kwargs: int) -> None:
        refuse(path)
        real_mkdir(path, *args, **kwargs)

    monkeypatch.setattr(os, "open", open_)
    monkeypatch.setattr(os, "mkdir", mkdir)


NOTE = (
    "note: .comparekit-cache cannot be written (Read-only file system): checked without the cache"
)


@pytest.mark.parametrize("cache_made", [False, True], ids=["no-cache-yet", "cache-made-before"])
def test_check_runs_without_a_cache_it_cannot_write(
    cache_made: bool, ready: Path, run_cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    if cache_made:
        assert run_cli("-C", str(ready), "check")[0] == 0
    else:
        shutil.rmtree(ready / ".comparekit-cache")
    before = snapshot(ready)
    read_only_cache(ready, monkeypatch)
    code, out, err = run_cli("-C", str(ready), "check")
    assert (code, err) == (0, NOTE + "\n")
    assert out.endswith("0 error(s), 0 warning(s)\n")
    assert snapshot(ready) == before


@pytest.mark.parametrize(
    ("command", "done"), [("validate", "validated"), ("status", "read"), ("check", "checked")]
)
def test_a_read_only_checkout_is_validated_read_and_checked(
    command: str, done: str, ready: Path, run_cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    """B41: the whole project read-only (a CI mount, someone else's checkout), its cache
    never made: the command runs without the cache, in one note, with any temporary page
    store outside the project."""
    shutil.rmtree(ready / ".comparekit-cache")
    before = snapshot(ready)
    read_only_cache(ready, monkeypatch, under=".")
    code, _, err = run_cli("-C", str(ready), command)
    note = NOTE.replace("checked without", f"{done} without")
    assert (code, err) == (0, note + "\n")
    assert snapshot(ready) == before
    assert not (ready / ".comparekit-cache").exists()


def test_check_without_its_cache_still_finds_problems_at_their_lines(
    ready: Path, run_cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    catalog = ready / JA
    lines = catalog.read_text(encoding="utf-8").split("\n")
    key = "comparisons/alpha-vs-beta:analysis.layers.paragraphs.detail"
    [(translation, place)] = [(t, at) for k, _, t, at in places(lines) if k == key]
    lines[place.msgstr : place.end] = [
        f"msgstr {po_string(translation.replace('131,072', '131,073'))}"
    ]
    catalog.write_text("\n".join(lines), encoding="utf-8")
    line = place.msgid + 1
    before = snapshot(ready)
    read_only_cache(ready, monkeypatch)
    code, _, err = run_cli("-C", str(ready), "check")
    assert code == 1 and "Traceback" not in err
    assert err.startswith(NOTE + "\n") and f"{JA}:{line}: [number]" in err, err
    assert snapshot(ready) == before


def test_build_on_a_read_only_cache_is_still_a_sentence_naming_it(
    ready: Path, run_cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A build writes, so it cannot do without: it says where it could not."""
    read_only_cache(ready, monkeypatch)
    code, _, err = run_cli("-C", str(ready), "build")
    assert code == 1 and "Traceback" not in err
    assert "Read-only file system:" in err and ".comparekit-cache" in err
