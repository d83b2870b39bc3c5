"""The page store: every rendered page kept between builds, by a digest of its inputs.

A page's text lives in a file of its own, which a build links into the output tree
instead of writing it again: after a one-article change a build writes four files and
links the other thousands. What a build needs to know of a page without reading it (its
frontmatter facts, its shape and links, what fell back) is kept in one index beside them.
The keys of the strings it looked up, needed only to work out a locale's coverage when
something fell back, are kept with those of the pages rendered with it, one ``.keys``
file for each locale a run renders (a cold build would otherwise write twice the files).
"""

from __future__ import annotations

import errno
import hashlib
import os
import re
import shutil
import tempfile
from collections.abc import Collection, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from stat import S_ISREG

import frontmatter

from comparekit import cache
from comparekit.files import link_or_copy, write_cache_file, write_new_file
from comparekit.ownership import PAGES_MARKER
from comparekit.rendering.fallback import Fallback
from comparekit.rendering.sites import OfPage, PageInfo

INDEX = "index"
# The files of a store: page texts, keys files, the index, and a killed write's leftover.
_STORE_NAME = re.compile(r"(?:[0-9a-f]{32}\.(?:md|keys)|index)(?:\.[0-9]+-[0-9]+\.tmp)?")


@dataclass(frozen=True)
class PageRecord(OfPage):
    """What a build keeps of a rendered page besides its text."""

    info: PageInfo  # its ``complete`` flag already set from the page's own fallbacks
    shape: bytes  # digest of the body's block signature: compared across locales
    links: tuple[str, ...]  # internal link targets: each must land on a page
    fallbacks: tuple[Fallback, ...]  # strings shown with no current translation
    stat: tuple[int, int, int, int] = (0, 0, 0, 0)  # the stored text's ``cache.file_version``
    text_digest: bytes = b""  # of the stored text: tells a linking from an edit in place
    keys_file: str = ""  # the file of the keys it looked up (see ``PageStore.seal``)


PageKeys = dict[str, frozenset[str]]  # a keys file: by the page's digest, in hex


class PageStore:
    """Page texts by digest in ``folder``."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.loaded: dict[bytes, PageRecord] = {}
        self.used: dict[bytes, PageRecord] = {}
        self.fresh: set[bytes] = set()  # pages rendered by this run
        self._unsealed: dict[bytes, frozenset[str]] = {}  # keys of pages put, not sealed
        self._keys_files: dict[str, PageKeys | None] = {}
        # Pages whose text this run found intact or wrote: a build asks for each page
        # twice (to plan, then to publish), and the second asking needs no file system.
        self._intact_now: set[bytes] = set()
        # A missing, damaged or foreign index is rebuilt, never trusted.
        self.loaded = cache.read(folder / INDEX, dict[bytes, PageRecord]) or {}

    def get(self, digest: bytes) -> PageRecord | None:
        """The page with this digest, if it was stored and its text is as it was stored."""
        record = self.used.get(digest) or self.loaded.get(digest)
        if record is None:
            return None
        if digest not in self._intact_now:
            if not self._intact(digest, record):
                return None
            self._intact_now.add(digest)
        self.used.setdefault(digest, record)
        return self.used[digest]

    def stored(self, digest: bytes) -> PageRecord:
        """A page this run found or put in the store (or another process did, for it)."""
        record = self.get(digest)
        assert record is not None, "a page the build planned is in the store"
        return record

    def _intact(self, digest: bytes, record: PageRecord) -> bool:
        # An output file is the stored file under another name: if someone edited it in
        # place, its version tells (the status change time even when the modification
        # time was set back), and the page is rendered again; so it is when a file of the
        # page is missing. Linking the file into an output or unlinking an old output
        # changes only the status change time, and a copied project (cp -r) has the same
        # texts under other inodes and times: then the text itself is compared. Only its
        # size tells without reading that it is not the text stored.
        path = self._path(digest)
        try:  # a link planted in the store is not the file it stored
            stat = os.lstat(path)
        except OSError:
            return False
        version = cache.file_version(stat)
        if not S_ISREG(stat.st_mode) or stat.st_size != record.stat[0]:
            return False
        if version == record.stat:
            return True
        # After the output was removed, every page is read here (a thousand articles'
        # pages are a hundred megabytes): read without pathlib, in one call of its size.
        text = _read_regular(path, stat.st_size)
        if text is None or _text_digest(text) != record.text_digest:
            return False
        self.used[digest] = replace(record, stat=version)
        return True

    def put(
        self, digest: bytes, record: PageRecord, text: bytes, keys: frozenset[str]
    ) -> PageRecord:
        """Store a rendered page: its record, its text, and the keys of the strings it
        looked up (read back only to work out a locale's coverage when it has fallbacks),
        which are written by ``seal``."""
        stat = write_new_file(self._path(digest), text)
        record = replace(record, stat=cache.file_version(stat), text_digest=_text_digest(text))
        self._unsealed[digest] = keys
        self.used[digest] = record
        self.fresh.add(digest)
        return record

    def seal(self, rendered: list[tuple[bytes, PageRecord]]) -> list[tuple[bytes, PageRecord]]:
        """Write the keys of the pages put since the last seal into one file, and give
        ``rendered`` (some of those pages) with their records naming it."""
        if not self._unsealed:
            return rendered
        keys = {digest.hex(): found for digest, found in self._unsealed.items()}
        data = cache.encode(keys)
        name = f"{hashlib.blake2b(data, digest_size=16).hexdigest()}.keys"
        write_cache_file(self.folder / name, data)
        self._keys_files[name] = keys
        for digest in self._unsealed:
            self.used[digest] = replace(self.used[digest], keys_file=name)
        self._unsealed = {}
        return [(digest, self.used[digest]) for digest, _ in rendered]

    def adopt(self, digest: bytes, record: PageRecord) -> None:
        """Count a page another process of this run stored in this folder as its own."""
        self.used[digest] = record
        self.fresh.add(digest)

    def keys(self, digest: bytes) -> frozenset[str] | None:
        """The keys a stored page looked up; None if their file was damaged since."""
        if digest in self._unsealed:
            return self._unsealed[digest]
        record = self.used.get(digest) or self.loaded.get(digest)
        name = record.keys_file if record is not None else ""
        if name and name not in self._keys_files:
            self._keys_files[name] = cache.read(self.folder / name, PageKeys)
        found = self._keys_files.get(name)
        return found.get(digest.hex()) if found is not None else None

    def discard(self, digest: bytes) -> None:
        """Forget a stored page: it is rendered again when next asked for."""
        self._intact_now.discard(digest)
        Path(self._path(digest)).unlink(missing_ok=True)

    def publish(self, digest: bytes, target: str) -> None:
        """Put the page's text at ``target``, a new path in a fresh stage."""
        link_or_copy(self._path(digest), target)

    def carried(self, path: str, locale: str, key: str) -> bytes | None:
        """The digest of the stored page of ``locale`` and ``key`` that the file at
        ``path`` (a previous output's page) still is; None when it is not a regular file
        or its text is not such a page's (edited, or put there by someone else)."""
        try:
            found = os.lstat(path)
        except OSError:
            return None
        if not S_ISREG(found.st_mode):
            return None
        candidates = {**self.loaded, **self.used}
        mine = [(d, r) for d, r in candidates.items() if (r.locale, r.key) == (locale, key)]
        text: bytes | None = None
        for digest, record in mine:
            if self.get(digest) is None:
                continue
            if os.path.samestat(found, os.lstat(self._path(digest))):
                return digest  # the stored text itself, linked, and intact
            if text is None:  # a copy (no hard links across file systems): read it once
                text = Path(path).read_bytes()
            if _text_digest(text) == record.text_digest:
                return digest
        return None

    def renders(self, locale: str, key: str, text: bytes) -> bool | None:
        """Whether ``text`` is the text of a page of ``locale`` and ``key`` the store holds
        (None when it holds none): an output page edited in place and dated back is not."""
        records = [r for r in self.loaded.values() if (r.locale, r.key) == (locale, key)]
        if not records:
            return None
        return _text_digest(text) in {record.text_digest for record in records}

    def body(self, digest: bytes) -> str:
        """The page's Markdown body, read back from its text (for error messages)."""
        return page_body(self.text_path(digest))

    def text_path(self, digest: bytes) -> str:
        """Where the page's text is kept (until a run that no longer uses it)."""
        return self._path(digest)

    def save(self, locales: Collection[str]) -> None:
        """Keep the pages this run used, and those of locales it did not render: the store
        never outgrows the site, and a build of one locale keeps the others' pages."""
        self._restat()
        kept_records = dict(self.used)
        for digest, record in self.loaded.items():
            if record.locale not in locales:
                kept_records.setdefault(digest, record)
        if kept_records == self.loaded:
            return
        cache.write(self.folder / INDEX, kept_records)
        kept = {f"{digest.hex()}.md" for digest in kept_records}
        kept |= {record.keys_file for record in kept_records.values()}
        kept.add(INDEX)
        for entry in os.scandir(self.folder):
            # Only files of the store's own names: whatever else is there is not its own.
            if entry.name not in kept and _STORE_NAME.fullmatch(entry.name):
                Path(entry.path).unlink(missing_ok=True)
        self.loaded = kept_records

    def _restat(self) -> None:
        # This run linked its pages into an output and removed the old one, which changed
        # the texts' status change times: record them as they are now, so the next run
        # needs no reading to trust them. Only a text whose size, inode and modification
        # time are still those this run found or wrote is taken as it was.
        for digest, record in self.used.items():
            try:
                version = cache.file_version(os.lstat(self._path(digest)))
            except OSError:
                continue
            if version[:3] == record.stat[:3] and version != record.stat:
                self.used[digest] = replace(record, stat=version)

    def _path(self, digest: bytes) -> str:
        # A string, not a Path: called three times per page, where pathlib's parsing shows.
        return f"{self.folder}{os.sep}{digest.hex()}.md"


def _text_digest(text: bytes) -> bytes:
    # SHA-256, which processors compute in hardware: twice BLAKE2's speed here, where a
    # build after the output was removed hashes every page it publishes.
    return hashlib.sha256(text).digest()[:16]


def _read_regular(path: str, size: int) -> bytes | None:
    """The bytes of the file at ``path``, found a regular file of ``size`` bytes; None if it
    is no longer one (replaced by a link or a FIFO since: not followed, never waited on)."""
    try:
        descriptor = os.open(path, os.O_RDONLY | _NOFOLLOW | _NONBLOCK)
    except OSError:
        return None
    try:
        if not S_ISREG(os.fstat(descriptor).st_mode):
            return None
        chunks = []
        while chunk := os.read(descriptor, max(size, 1 << 16)):
            chunks.append(chunk)  # the whole file, even if it grew since
        return b"".join(chunks)
    finally:
        os.close(descriptor)


_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)


def page_body(path: str) -> str:
    """The Markdown body of a page's text, without its frontmatter."""
    text = Path(path).read_bytes()
    return str(frontmatter.loads(text.decode("utf-8")).content)


@contextmanager
def page_store(cache: Path | None, site: str, beside: Path) -> Iterator[PageStore]:
    """The store of a site profile's pages in the project's cache; without a cache, a
    temporary one beside ``beside`` (the output: the same file system, so pages are
    linked, not copied), removed after."""
    if cache is not None:
        yield PageStore(cache / "pages" / site)
        return
    try:
        beside.parent.mkdir(parents=True, exist_ok=True)
        folder = Path(tempfile.mkdtemp(prefix=f".{beside.name}.pages-", dir=beside.parent))
    except OSError as fault:
        # A project that cannot be written (a read-only checkout, a full disk) is still
        # checked: its store goes to the system's temporary folder (a build then fails on
        # its output).
        if fault.errno not in (errno.EROFS, errno.EACCES, errno.EPERM, errno.ENOSPC, errno.EDQUOT):
            raise
        folder = Path(tempfile.mkdtemp(prefix=f".{beside.name}.pages-"))
    try:
        # Marked, the store below the marker: a later build removes it if this run is
        # killed, and removes nothing merely named like it.
        (folder / PAGES_MARKER).write_bytes(b"")
        yield PageStore(folder / "pages")
    finally:
        shutil.rmtree(folder, ignore_errors=True)
