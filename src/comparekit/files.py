"""Every file comparekit writes goes through here: whole, atomic, UTF-8, ``\\n`` endings.

A reader (a site generator watching ``dist/``, a translator's editor) never sees a half
written file, and a build that fails leaves the previous output exactly as it was.
"""

from __future__ import annotations

import os
import shutil
import tempfile
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
