"""The one cache: results kept between runs, as data that cannot execute when read.

Every entry is MessagePack (msgspec) decoded into the type its reader declares: reading one
builds strings, numbers, lists and comparekit's own dataclasses, and never runs code. Each
file begins with the cache format's tag; a file of another format, or one that is damaged,
truncated, foreign or hostile, or that does not fit its type, is a miss, and the caller
works its result out again. No user of the cache opens its files by other means.

Keys are digests of an entry's inputs and of the format (``entry_key``), so a new format
never even looks at the files of an old one.
"""

from __future__ import annotations

import functools
import hashlib
import os
import re
import zlib
from importlib import metadata
from pathlib import Path
from typing import Any, TypeVar

import msgspec

from comparekit.files import write_cache_file
from comparekit.ownership import open_regular

# Changes whenever an entry's layout does: files of another format are never decoded.
FORMAT = b"comparekit-cache/9\n"
# Each entry carries the CRC-32 of its payload after the tag: a byte flipped on disk that
# still decodes (a link's host, a word of the English) is a miss, never a page. A checksum
# finds damage, not a forgery: a cache is comparekit's own, restored only from runs the
# user trusts (docs/performance.md).
_CHECK = 4

# A file modified this close to the moment its size and modification time were read may be
# modified again within the same tick of the file system's clock, and keep both: such a
# reading is not trusted later (git calls these entries "racily clean"). Two seconds cover
# the coarsest clocks in use (FAT); on others it only costs re-reading a just-edited file.
RACY_NS = 2_000_000_000

T = TypeVar("T")


def settled(mtime_ns: int, read_at_ns: int) -> bool:
    """Whether a file's stat, read at ``read_at_ns``, can stand for its content later."""
    return mtime_ns < read_at_ns - RACY_NS


def file_version(stat: os.stat_result) -> tuple[int, int, int, int]:
    """What tells one version of a file from another without reading it: its size, inode,
    modification time, and status change time, which, unlike the modification time, no
    one can set back (an in-place edit followed by ``touch -r`` changes it). Whether a
    version can be trusted is still told by the modification time alone (``settled``), as
    git does: a file dated back is taken as settled, and its status change time then
    tells a later edit."""
    return (stat.st_size, stat.st_ino, stat.st_mtime_ns, stat.st_ctime_ns)


def digest(*parts: str) -> bytes:
    """A short key for the parts taken together; each is length-prefixed, so no two
    different lists of parts share a key."""
    # A list, not a generator: join builds one anyway, and a build digests every page.
    joined = "".join([f"{len(part)}:{part}" for part in parts])
    # A file name that is not UTF-8 reaches here with surrogates in it (Python's name for
    # its bytes): kept as they are, as no UTF-8 text is ever encoded, so no two keys meet.
    return hashlib.blake2b(joined.encode("utf-8", "surrogatepass"), digest_size=16).digest()


# comparekit's own folder: its code and built-in files.
PACKAGE = Path(__file__).parent


@functools.cache
def comparekit_digest() -> str:
    """comparekit's own code and built-in files, and the versions of the libraries that
    shape its output (Babel formats dates and lists): any change renders every page anew
    and writes every catalog again. All of the package: a page depends on the checkers and
    the model as much as on the renderer."""
    files = sorted(p for p in PACKAGE.rglob("*") if p.is_file() and "__pycache__" not in p.parts)
    versions = [f"{name}={metadata.version(name)}" for name in ("babel", "jinja2", "pyyaml")]
    # The files' bytes hashed as they are, each after its name and length: half a megabyte
    # of code, hashed on every build that plans a page.
    hasher = hashlib.blake2b(digest(*versions), digest_size=16)
    for path in files:
        data = path.read_bytes()
        hasher.update(f"{path.relative_to(PACKAGE)}:{len(data)}:".encode())
        hasher.update(data)
    return hasher.hexdigest()


def entry_key(*parts: str) -> bytes:
    """The key of a cache entry made from ``parts``: their digest, and the format's."""
    return digest(FORMAT.decode("ascii"), *parts)


def _encode_extra(value: object) -> object:
    if isinstance(value, Path):
        return str(value)
    raise NotImplementedError(f"the cache does not keep {type(value).__name__}")


def _decode_extra(kind: type, value: object) -> object:
    if kind is Path and isinstance(value, str):
        return Path(value)
    raise NotImplementedError(f"the cache does not read {kind}")


_ENCODER = msgspec.msgpack.Encoder(enc_hook=_encode_extra)


def encode(value: object) -> bytes:
    """The bytes of an entry: the format's tag, the payload's CRC-32, then ``value`` as
    MessagePack."""
    payload = _ENCODER.encode(value)
    return FORMAT + zlib.crc32(payload).to_bytes(_CHECK, "little") + payload


def encode_into(value: object, buffer: bytearray) -> None:
    """``encode(value)``, appended to ``buffer``: many entries kept in one file are made in
    one piece of memory, not each in its own and then copied together."""
    buffer += FORMAT
    check = len(buffer)
    buffer += bytes(_CHECK)
    _ENCODER.encode_into(value, buffer, -1)
    with memoryview(buffer) as view:
        crc = zlib.crc32(view[check + _CHECK :])
    buffer[check : check + _CHECK] = crc.to_bytes(_CHECK, "little")


def decode(data: bytes | memoryview, kind: type[T]) -> T | None:
    """The entry in ``data`` as a ``kind``, or None if it is anything else or damaged."""
    view = memoryview(data)
    start = len(FORMAT) + _CHECK
    if len(view) < start or view[: len(FORMAT)] != FORMAT:
        return None
    payload = view[start:]
    if zlib.crc32(payload) != int.from_bytes(view[len(FORMAT) : start], "little"):
        return None
    try:
        return _decoder(kind).decode(payload)
    except (msgspec.MsgspecError, ValueError, TypeError, NotImplementedError, RecursionError):
        return None


_DECODERS: dict[object, msgspec.msgpack.Decoder[Any]] = {}


def _decoder(kind: type[T]) -> msgspec.msgpack.Decoder[T]:
    found = _DECODERS.get(kind)
    if found is None:
        found = _DECODERS[kind] = msgspec.msgpack.Decoder(kind, dec_hook=_decode_extra)
    return found


# The largest entry read: a catalog's entries at a thousand articles come to about a tenth
# of this. A larger file is no entry comparekit wrote (a file grown or planted in the cache,
# or a sparse one of gigabytes), and reading it would take that much memory.
LARGEST = 1 << 30
# The largest entry of a shelf (a document, a page, a check's verdicts): a few kilobytes.
LARGEST_ON_SHELF = 64 << 20


def read(path: Path | str, kind: type[T], largest: int = LARGEST) -> T | None:
    """The entry stored at ``path``, or None when it is missing, larger than ``largest``
    bytes or not a valid ``kind``: a link, a FIFO or a device found there is a miss, never
    followed or opened."""
    descriptor = open_regular(path)
    if descriptor is None:
        return None
    try:
        with os.fdopen(descriptor, "rb") as stream:
            if os.fstat(stream.fileno()).st_size > largest:
                return None
            data = stream.read(largest + 1)
    except OSError:
        return None
    return decode(data, kind) if len(data) <= largest else None


def write(path: Path | str, value: object) -> None:
    """Store ``value`` at ``path``, whole or not at all."""
    try:
        data = encode(value)
    except UnicodeEncodeError:
        # A name that is not UTF-8 (a project below such a folder) cannot be kept: the
        # cache only saves time, so the entry is dropped, never left as it was.
        Path(path).unlink(missing_ok=True)
        return
    write_cache_file(path, data)


# A shelf's file: an entry's name (``Shelf._name``), or a killed write's leftover of one.
_ENTRY_NAME = re.compile(r"[0-9a-f]{32}(?:\.[0-9]+-[0-9]+\.tmp)?")


class Shelf:
    """Entries by key, one file each in a folder: a run reads only the entries it asks for,
    writes only those it worked out anew, and drops those it did not use, so the folder
    never grows past what the current content needs."""

    def __init__(self, folder: Path | None) -> None:
        self.folder = folder
        self.used: dict[bytes, object] = {}
        self.new: set[bytes] = set()
        self.retained: set[bytes] = set()

    def get(self, key: bytes, kind: type[T]) -> T | None:
        if key in self.used:
            value = self.used[key]
            return value if isinstance(value, kind) else None
        if self.folder is None:
            return None
        found = read(self.folder / self._name(key), kind, LARGEST_ON_SHELF)
        if found is not None:
            self.used[key] = found
        return found

    def put(self, key: bytes, value: object) -> None:
        self.used[key] = value
        self.new.add(key)

    def keep(self, key: bytes, value: object) -> None:
        """Count an entry another process read from this shelf as used by this run."""
        self.used.setdefault(key, value)

    def retain(self, keys: list[bytes]) -> None:
        """Keep these entries' files, unread: parts of an entry that was used whole."""
        self.retained.update(keys)

    def save(self, drop_unused: bool = True) -> None:
        """Write the new entries; drop the files of entries this run did not use, unless
        the run used only some kinds of the shelf's entries (``drop_unused=False``): the
        others' files are still current."""
        if self.folder is None:
            return
        for key in self.new:
            write(self.folder / self._name(key), self.used[key])
        self.new.clear()
        if not drop_unused:
            return
        names = {self._name(key) for key in (*self.used, *self.retained)}
        for entry in os.scandir(self.folder) if self.folder.is_dir() else ():
            # Only an entry of the shelf's own (a name it gives, never a folder) is removed.
            own = _ENTRY_NAME.fullmatch(entry.name) and not entry.is_dir(follow_symlinks=False)
            if own and entry.name not in names:
                os.unlink(entry.path)

    @staticmethod
    def _name(key: bytes) -> str:
        return entry_key(key.hex()).hex()
