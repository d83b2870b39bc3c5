"""The output tree: built aside, swapped in whole, so a failed build leaves the old one."""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path


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
