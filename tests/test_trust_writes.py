"""A write that fails on a full disk or a read-only folder is a sentence naming the file
being written (not "(no path)", not a temporary name the user never saw), exit 1, no
traceback; the file is left as it was and no temporary file is left beside it.

A full disk's error comes from a write or a close and names no file: simulated in-process
(the test may run as root, whom a read-only folder's permissions do not stop)."""

from __future__ import annotations

import errno
import io
import os
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from conftest import F_COMPARISON, snapshot

Cli = Callable[..., tuple[int, str, str]]
JA = "locales/ja/LC_MESSAGES/messages.po"


class FullDisk(io.BufferedWriter):
    """A file on a full disk: its bytes are refused when they are written out."""

    def write(self, data: object) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


def full_disk(under: str = "") -> Callable[[pytest.MonkeyPatch], None]:
    """Every file written (under a folder named ``under``, if given) fills the disk."""

    def fault(monkeypatch: pytest.MonkeyPatch) -> None:
        real_fdopen = os.fdopen

        def fdopen(handle: int, mode: str = "r", *args: object, **kwargs: object) -> object:
            written = os.readlink(f"/proc/self/fd/{handle}")
            if "w" in mode and (not under or f"/{under}/" in written):
                return FullDisk(io.FileIO(handle, "w"))
            return real_fdopen(handle, mode, *args, **kwargs)  # type: ignore[call-overload]

        monkeypatch.setattr(os, "fdopen", fdopen)

    return fault


def failing_rename(monkeypatch: pytest.MonkeyPatch) -> None:
    def replace(source: object, target: object) -> None:
        raise OSError(errno.EROFS, os.strerror(errno.EROFS), source, None, target)

    monkeypatch.setattr(os, "replace", replace)


FAULTS = {
    "a full disk": (full_disk(), "No space left on device: ", ""),
    "a full disk under the catalogs": (
        full_disk("locales"),
        "No space left on device: ",
        "/locales/messages.pot",
    ),
    "a rename refused": (failing_rename, "Read-only file system: ", ""),
}


@pytest.mark.parametrize("name", sorted(FAULTS))
def test_a_failed_write_names_the_file_written(
    name: str, ready: Path, run_cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    fault, sentence, written = FAULTS[name]
    source = ready / F_COMPARISON
    source.write_text(
        source.read_text(encoding="utf-8").replace("Different layers.", "Other layers."),
        encoding="utf-8",
    )
    before = snapshot(ready)
    fault(monkeypatch)
    code, _, err = run_cli("-C", str(ready), "update")
    monkeypatch.undo()
    assert code == 1 and "Traceback" not in err and "(no path)" not in err, err
    named = re.search(rf"{sentence}(\S+) \(", err)
    assert named is not None, err
    assert Path(named.group(1)).is_absolute() and not named.group(1).endswith(".tmp")
    assert not Path(named.group(1)).name.startswith(".")
    assert str(ready) in named.group(1) and named.group(1).endswith(written)
    assert snapshot(ready) == before
    assert not [p for p in ready.rglob("*.tmp")]
