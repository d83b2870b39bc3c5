"""A catalog's content hash, which names its cache files: computed again only when the
file's size, modification time or inode changed, and, for a large catalog just saved,
computed once per refresh of the preview from one reading of its bytes, which the table
is then made from."""

from __future__ import annotations

import errno
import hashlib
import os
import re
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from stat import S_ISREG

from comparekit import cache
from comparekit.cache import file_version, settled
from comparekit.catalogs.tablepatch import LARGE  # the bytes of a smaller one are not kept
from comparekit.ownership import open_regular

_NONBLOCK = getattr(os, "O_NONBLOCK", 0)


@dataclass(frozen=True)
class HashedFile:
    """A file's content hash, and the size, modification time and inode it was taken at."""

    size: int
    mtime_ns: int
    inode: int
    content: str
    ctime_ns: int  # see ``cache.file_version``: an edit with its mtime set back shows


@dataclass(frozen=True)
class ReadBytes:
    """The bytes of a large file read to hash it, for the next reader of that version."""

    path: Path
    version: tuple[int, int, int, int]
    content: str
    data: bytes


# The last large catalog hashed from its bytes: reading 57 MB again, and hashing it again
# to be sure they are the same, took longer than the rest of reading an edit in it.
_last_read: ReadBytes | None = None
# Within ``hashes_held``: the hashes of files too recently saved for their record to be
# trusted later (``settled``), by path and version, so that one refresh hashes each once.
_held: dict[tuple[Path, tuple[int, int, int, int]], str] | None = None


@contextmanager
def hashes_held() -> Iterator[None]:
    """Within the block, a file just saved is hashed once per version, not at each of the
    dozen places that ask (its record is written only once it has settled). A file saved
    again within the same tick of its clock is still told by the next block, which hashes
    it anew, as each block begins with nothing held."""
    global _held, _last_read
    outer = _held
    _held = {} if outer is None else outer
    try:
        yield
    finally:
        _held = outer
        if outer is None:
            _last_read = None  # nobody is left to take them


def content_hash(path: Path, cache_root: Path) -> str:
    """A hash of the file's bytes, computed again only when its size, modification time or
    inode changed (as ``git status`` decides): hashing every catalog on every build would
    cost more than the rest of a build after a one-article change."""
    global _last_read
    read_at = time.time_ns()
    stat = path.stat()
    known = _recorded_hash(path, cache_root, stat)
    if known is not None:
        return known
    version = file_version(stat)
    held = _held.get((path, version)) if _held is not None else None
    if held is not None:
        return held
    # (without waiting for a writer: a FIFO put at the path since it was looked at would
    # hold the run forever)
    with os.fdopen(os.open(path, os.O_RDONLY | _NONBLOCK), "rb") as stream:
        stat = os.fstat(stream.fileno())  # the version these bytes are
        if not S_ISREG(stat.st_mode):
            raise OSError(errno.EINVAL, "is no longer a regular file", str(path))
        version = file_version(stat)
        if stat.st_size >= LARGE:
            data = stream.read()
            content = _blake2b(data)
            _last_read = ReadBytes(path, version, content, data)
        else:  # a piece at a time
            content = hashlib.file_digest(
                stream, lambda: hashlib.blake2b(digest_size=16)
            ).hexdigest()
    if _held is not None:
        _held[(path, version)] = content
    if settled(stat.st_mtime_ns, read_at):
        record = HashedFile(stat.st_size, stat.st_mtime_ns, stat.st_ino, content, stat.st_ctime_ns)
        cache.write(_hash_record(path, cache_root), record)
    return content


def large_file(path: Path, content: str) -> bytes | None:
    """The bytes of a catalog large enough to keep a layout of, if they are still those
    of ``content`` (the hash the cache files are named after); taken from the reading
    that hashed them when the file is still that version."""
    global _last_read
    descriptor = open_regular(path)
    if descriptor is None:
        return None
    with os.fdopen(descriptor, "rb") as stream:
        stat = os.fstat(stream.fileno())
        if stat.st_size < LARGE:
            return None
        last, _last_read = _last_read, None
        if last is not None and (last.path, last.version) == (path, file_version(stat)):
            return last.data if last.content == content else None
        data = stream.read()
    return data if _blake2b(data) == content else None  # saved again since: read it whole


def _blake2b(data: bytes) -> str:
    return hashlib.blake2b(data, digest_size=16).hexdigest()


def recorded_hash(path: Path, cache_root: Path) -> str | None:
    """The content hash on record for the file as it is now, if any."""
    return _recorded_hash(path, cache_root, path.stat())


def _recorded_hash(path: Path, cache_root: Path, stat: os.stat_result) -> str | None:
    known = cache.read(_hash_record(path, cache_root), HashedFile)
    if known is not None and (
        known.size,
        known.inode,
        known.mtime_ns,
        known.ctime_ns,
    ) == file_version(stat):
        return known.content
    return None


# The longest record name kept whole: a file name may have 255 bytes, and a project deep in
# folders has a catalog path longer than that; such a name keeps its end and a digest of all.
_LONGEST_KEY = 200


def _hash_record(path: Path, cache_root: Path) -> Path:
    """The record of ``path``'s hash, named after the whole path (the cache may be shared by
    copies of a project), and short enough for any file system."""
    whole = str(path.resolve())
    key = catalog_key(whole)
    if len(key) > _LONGEST_KEY:
        digest = hashlib.sha256(os.fsencode(whole)).hexdigest()[:32]
        key = f"{key[-(_LONGEST_KEY - 33) :]}_{digest}"
    return cache_root / "tables" / f"{key}.stat"


def catalog_key(tag: str) -> str:
    return re.sub(r"[^A-Za-z0-9_-]", "_", tag)
