"""Knowing, without writing it out, that a catalog file already holds a catalog's text.

``update`` writes the template only when its text differs from the file's; working the
text out takes seconds at a thousand articles. So once a file is found to hold a catalog's
text, the cache remembers the file (size, modification time, inode) beside a digest of
everything the text is made of, and comparekit's code; a file that still matches, for a
catalog of the same digest, holds that text.
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass
from itertools import chain
from pathlib import Path

import msgspec
from babel.messages.catalog import Catalog

from comparekit import cache
from comparekit.cache import comparekit_digest, file_version, settled
from comparekit.catalogs.po.write import (
    header_comment,
    other_fields,
    previous_context,
    written_flags,
)


@dataclass(frozen=True)
class CurrentFile:
    content: str  # ``catalog_digest`` of the catalog the file holds the text of
    size: int
    mtime_ns: int
    inode: int
    ctime_ns: int  # see ``cache.file_version``: an edit with its mtime set back shows


def catalog_digest(catalog: Catalog) -> str:
    """A digest of every part of a catalog its text is written from (``dumps_po``): with
    those a merged catalog keeps of the file it was read from, the flags and header fields
    of other tools and the ``#| msgctxt`` lines.

    Hashed a message at a time: the encoding of a whole catalog of a thousand articles at
    once was the peak of ``update``'s memory (150 MB). Each message's encoding says where
    it ends, so the stream of them is as unambiguous as one encoded list."""
    encoder = msgspec.msgpack.Encoder()
    digest = hashlib.blake2b(comparekit_digest().encode(), digest_size=16)
    header = [header_comment(catalog), catalog.mime_headers, other_fields(catalog)]
    digest.update(encoder.encode([*header, catalog.num_plurals]))
    buffer = bytearray()
    for message in chain(catalog, catalog.obsolete.values()):
        record = (
            message.context,
            message.id,
            message.string,
            written_flags(message),
            message.auto_comments,
            message.user_comments,
            message.locations,
            message.previous_id,
            previous_context(message),
        )
        encoder.encode_into(record, buffer, len(buffer))
        if len(buffer) >= _HASHED_AT_ONCE:
            digest.update(buffer)
            buffer.clear()
    digest.update(buffer)
    return digest.hexdigest()


_HASHED_AT_ONCE = 1 << 16


def holds(path: Path, content: str | None, cache_root: Path | None) -> bool:
    """Whether ``path`` is known to hold the text of a catalog of digest ``content``; with
    None, of the catalog it last held when that was remembered (whatever it is now)."""
    known = cache.read(_record(path, cache_root), CurrentFile) if cache_root else None
    try:
        stat = path.stat()
    except OSError:
        return False
    if known is None:
        return False
    unchanged = (known.size, known.inode, known.mtime_ns, known.ctime_ns) == file_version(stat)
    return unchanged and content in (None, known.content)


def remember(
    path: Path, content: str, stat: os.stat_result, read_at: int, cache_root: Path | None
) -> None:
    """Remember that ``path``, as ``stat`` found it at ``read_at`` (ns), holds the text of
    a catalog of digest ``content``: unless it was modified too close to that moment to be
    told apart from an edit in the same tick of the clock."""
    if cache_root is not None and settled(stat.st_mtime_ns, read_at):
        record = CurrentFile(content, stat.st_size, stat.st_mtime_ns, stat.st_ino, stat.st_ctime_ns)
        cache.write(_record(path, cache_root), record)


def _record(path: Path, cache_root: Path) -> Path:
    return cache_root / "catalogs" / f"{cache.digest(str(path.resolve())).hex()}.current"
