"""A catalog's new text streamed to a spool file while it is compared with the file it
would replace, then put in place: ``update`` never holds a large catalog's text whole.

At a thousand articles the text of one catalog, its bytes, the file read back to compare
them and the copy sent from the worker that merged it were half of ``update``'s memory;
streamed, they are a piece of a thousand entries at a time. The spool is a temporary file
of comparekit's own, outside the project: nothing is written among the user's files
before every catalog to write has been checked (``updates.write_catalogs``).
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import BinaryIO

from comparekit.files import write_chunks_atomic

# Bytes read from a spool at a time when it is copied into place.
_COPIED_AT_ONCE = 1 << 20


@contextmanager
def spool_folder() -> Iterator[Path]:
    """A new folder for a run's spools, removed with whatever it holds when the block
    ends: a spool is never left behind by a run that failed halfway (a catalog that
    would not parse, after the template was spooled)."""
    with tempfile.TemporaryDirectory(prefix="comparekit-update-") as folder:
        yield Path(folder)


def spool_if_changed(path: Path, pieces: Iterable[str], folder: Path | None) -> Path | None:
    """Write the UTF-8 of ``pieces`` to a new spool file in ``folder`` (``spool_folder``;
    None: the system's temporary folder), comparing it with the bytes of ``path`` as it
    goes: the spool when they differ (or ``path`` is no file), for ``put_in_place``; None,
    and no spool left, when ``path`` holds those bytes already."""
    handle, name = tempfile.mkstemp(prefix="catalog-", suffix=".po", dir=folder)
    spool = Path(name)
    try:
        with os.fdopen(handle, "wb") as stream:
            same = _write_comparing(stream, pieces, path)
    except BaseException as error:
        spool.unlink(missing_ok=True)
        if isinstance(error, OSError) and error.filename is None:
            raise _naming_spool(error, path, spool.parent) from None
        raise
    if same:
        spool.unlink()
        return None
    return spool


def _naming_spool(error: OSError, path: Path, folder: Path) -> OSError:
    """The error of a write to a spool (a full disk's names no file), naming the file whose
    text was spooled and where: the spool's folder (``$TMPDIR``) may be on another disk
    than the project, the one to free space on."""
    where = f"{error.strerror or error} in {folder} (comparekit's spool folder, set by TMPDIR)"
    return OSError(error.errno, f"{where} while writing", str(path))


def _write_comparing(stream: BinaryIO, pieces: Iterable[str], path: Path) -> bool:
    """Write each piece's bytes to ``stream``; whether ``path`` holds exactly them all."""
    old = path.open("rb") if path.is_file() else None  # never a FIFO: it would hang
    same = old is not None
    crlf = old is not None and _ends_lines_with_crlf(path)
    try:
        for piece in pieces:
            data = piece.encode("utf-8")
            if crlf:  # (a raw newline stands only at a line's end: a string escapes its own)
                data = data.replace(b"\n", b"\r\n")
            stream.write(data)
            if same:
                assert old is not None
                same = old.read(len(data)) == data
        return same and old is not None and old.read(1) == b""
    finally:
        if old is not None:
            old.close()


def _ends_lines_with_crlf(path: Path) -> bool:
    """Whether the catalog's first line ends with CR LF: a catalog saved on Windows keeps
    its line ends, so that an update rewrites only the lines that changed, not every one
    (msgfmt reads either)."""
    with path.open("rb") as stream:
        first = stream.readline(1 << 16)
    return first.endswith(b"\r\n")


def put_in_place(path: Path, spool: Path) -> None:
    """Write the spool's bytes to ``path`` as every file is written (``write_chunks_atomic``),
    and remove the spool."""
    try:
        with spool.open("rb") as stream:
            write_chunks_atomic(path, _chunks(stream))
    finally:
        discard(spool)


def _chunks(stream: BinaryIO) -> Iterator[bytes]:
    while chunk := stream.read(_COPIED_AT_ONCE):
        yield chunk


def discard(spool: Path | None) -> None:
    """Remove a spool that will not be put in place."""
    if spool is not None:
        spool.unlink(missing_ok=True)
