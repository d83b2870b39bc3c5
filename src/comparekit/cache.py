"""Results remembered between builds, keyed by a hash of their input.

A build reads thousands of sources and a check judges every catalog; from one run to the
next almost all of them are unchanged. A shelf keeps each result by the digest of what
produced it, so only new inputs are worked out. Results a run did not use are dropped when
it saves, so the shelf never grows past the current content.
"""

from __future__ import annotations

import hashlib
import os
import pickle
from pathlib import Path
from typing import Any

from comparekit.files import write_bytes_atomic

# A file modified this close to the moment its size and modification time were read may be
# modified again within the same tick of the file system's clock, and keep both: such a
# reading is not trusted later (git calls these entries "racily clean"). Two seconds cover
# the coarsest clocks in use (FAT); on others it only costs re-reading a just-edited file.
RACY_NS = 2_000_000_000


def settled(mtime_ns: int, read_at_ns: int) -> bool:
    """Whether a file's stat, read at ``read_at_ns``, can stand for its content later."""
    return mtime_ns < read_at_ns - RACY_NS


def digest(*parts: str) -> bytes:
    """A short key for the parts taken together; each is length-prefixed, so no two
    different lists of parts share a key."""
    joined = "".join(f"{len(part)}:{part}" for part in parts)
    return hashlib.blake2b(joined.encode(), digest_size=16).digest()


class Shelf:
    """Results by digest, one file each in a folder: a run reads only the results it asks
    for, writes only those it worked out anew, and drops those it did not use."""

    def __init__(self, folder: Path | None) -> None:
        self.folder = folder
        self.used: dict[bytes, Any] = {}
        self.new: set[bytes] = set()

    def get(self, key: bytes) -> Any:
        if key in self.used or self.folder is None:
            return self.used.get(key)
        try:
            value = pickle.loads((self.folder / key.hex()).read_bytes())
        except Exception:  # absent, damaged or foreign: worked out again
            return None
        self.used[key] = value
        return value

    def put(self, key: bytes, value: Any) -> None:
        self.used[key] = value
        self.new.add(key)

    def save(self) -> None:
        """Write the new results; drop the files of results this run did not use."""
        if self.folder is None:
            return
        for key in self.new:
            write_bytes_atomic(
                self.folder / key.hex(), pickle.dumps(self.used[key], pickle.HIGHEST_PROTOCOL)
            )
        self.new.clear()
        names = {key.hex() for key in self.used}
        for entry in os.scandir(self.folder) if self.folder.is_dir() else ():
            if entry.name not in names:
                os.unlink(entry.path)
