"""Every file comparekit writes goes through here: whole, atomic, UTF-8, ``\\n`` endings.

A reader (a site generator watching ``dist/``, a translator's editor) never sees a half
written file, and a build that fails leaves the previous output exactly as it was.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path


def write_text_atomic(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8, ``\\n`` line ends) through a temporary file and a rename."""
    write_bytes_atomic(path, text.encode("utf-8"))


def write_bytes_atomic(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file in the same folder and a rename."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def link_or_copy(source: str | Path, target: str | Path) -> None:
    """``target`` made the same file as ``source``: a hard link where the file system
    allows one (no data written), else a copy."""
    try:
        os.link(source, target)
    except OSError:
        shutil.copyfile(source, target)


@contextmanager
def staged_tree(target: Path) -> Iterator[Path]:
    """A fresh folder beside ``target``; it replaces ``target`` only if the block succeeds.

    Built aside in the same parent so the final move is a rename, never a copy. On any
    failure, including an interrupt, the stage is removed and ``target`` is untouched.
    """
    target.parent.mkdir(parents=True, exist_ok=True)
    stage = Path(tempfile.mkdtemp(prefix=f".{target.name}.build-", dir=target.parent))
    try:
        yield stage
    except BaseException:
        shutil.rmtree(stage, ignore_errors=True)
        raise
    swap_in(stage, target)


def swap_in(stage: Path, target: Path, rename: Callable[[Path, Path], object] = os.replace) -> None:
    """Replace ``target`` by ``stage``: the old tree is moved aside first, removed last."""
    if not target.exists():
        rename(stage, target)
        return
    retired = Path(tempfile.mkdtemp(prefix=f".{target.name}.old-", dir=target.parent))
    retired.rmdir()
    rename(target, retired)
    try:
        rename(stage, target)
    except BaseException:
        rename(retired, target)
        shutil.rmtree(stage, ignore_errors=True)
        raise
    shutil.rmtree(retired, ignore_errors=True)
