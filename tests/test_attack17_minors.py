"""Attack 17b's minors on files and the command line: a full disk while ``update`` spools,
the leftovers of a ``build --into`` killed mid-write, exit codes and hints for wrong paths,
control characters echoed from the user's text, and ``tm export -``."""

from __future__ import annotations

import errno
import io
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from conftest import F_COMPARISON, everything

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
