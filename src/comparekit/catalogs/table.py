"""The build's view of a catalog: translations by msgctxt, cached by the file's content;
and a catalog's entries as read, cached the same way, for ``update``."""

from __future__ import annotations

import functools
import hashlib
import os
import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path

import msgspec

from comparekit import cache
from comparekit.cache import file_version
from comparekit.catalogs.contenthash import catalog_key, large_file, recorded_hash
from comparekit.catalogs.contenthash import content_hash as content_hash  # where it was
from comparekit.catalogs.po.grammar import PoEntry
from comparekit.catalogs.po.read import PoFile, check_language, plural_rule, read_po_file
from comparekit.catalogs.tablepatch import Layout, changed_part, layout_of, read_part
from comparekit.files import write_cache_file
from comparekit.ownership import open_regular
from comparekit.sources.userfile import MAX_CATALOG_BYTES, refuse_too_large


class CatalogEntry(msgspec.Struct, frozen=True, array_like=True, gc=False):
    """What a build needs of one PO entry.

    A struct, as ``PoEntry`` is: a table of a large catalog holds a hundred thousand,
    made, stored in the cache and read back on every first build."""

    msgid: str | tuple[str, ...]
    strings: tuple[str, ...]  # one per plural form; empty strings are untranslated
    fuzzy: bool
    line: int | None
    # A translated singular's approval digest (``singular_approval``), worked out once a
    # catalog version, where the catalog is read: a check or a build of a thousand
    # articles asks it of 274,000 strings.
    approval: str = ""


@dataclass(frozen=True)
class TranslationTable:
    """A locale's translations by msgctxt, in one slice per source file.

    A table read from the cache holds only where each slice lies in its file, and reads a
    slice when a key of its source is first looked up: a build that renders one article
    reads a few slices of a catalog of thousands of articles.
    """

    slices: dict[str, dict[str, CatalogEntry]]  # by source key (msgctxt up to ':')
    plural_expr: str
    obsolete: int = 0  # obsolete entries the catalog keeps (``status`` counts them)
    plural_count: int = 2  # the forms every plural entry has (nplurals)
    file: Path | None = None  # the cache file the slices not yet read are in
    spans: dict[str, tuple[int, int]] = field(default_factory=dict)  # offset, length
    # The lines that slices not yet read moved by since they were written: a slice kept
    # from a catalog's previous version is copied as it was, not decoded and written anew.
    shifts: dict[str, int] = field(default_factory=dict)
    reread: Callable[[], TranslationTable] | None = field(default=None, compare=False)
    # Made from the table in this cache file, with these of its sources' slices kept as
    # they were but for the lines their entries moved by: ``variants`` walks the others.
    patched: tuple[Path, dict[str, int]] | None = field(default=None, compare=False)
    # What `check` needs to tell, without merging, that `update` leaves the catalog as it
    # is (``checks.stale``); False says "not known", never "stale".
    plain: bool = False  # every entry is in the slices: each has a key, no key twice
    obsolete_kept: bool = False  # update keeps every obsolete entry (each says something)

    def get(self, msgid: str | tuple[str, ...], key: str) -> CatalogEntry | None:
        entry = self.slice(key.split(":", 1)[0]).get(key)
        if entry is None:
            return None
        same = entry.msgid == msgid if isinstance(msgid, str) else tuple(entry.msgid) == msgid
        return entry if same else None  # a different msgid: the catalog is out of date

    def slice(self, source: str) -> dict[str, CatalogEntry]:
        found = self.slices.get(source)
        if found is not None:  # asked once per string a page shows
            return found
        if self.file is not None and source in self.spans:
            offset, length = self.spans[source]
            found = None
            descriptor = open_regular(self.file)
            if descriptor is not None:  # else replaced since by something not a file
                with os.fdopen(descriptor, "rb") as stream:
                    stream.seek(offset)
                    found = cache.decode(stream.read(length), Slice)
            if found is None and self.reread is not None:
                self.spans.clear()  # every slice is taken from the catalog from now on
                self.slices.update(self.reread().slices)
            elif found is not None:
                shift = self.shifts.get(source, 0)
                if shift:
                    found = {key: _moved(entry, shift) for key, entry in found.items()}
                self.slices[source] = found
        return self.slices.get(source, {})

    def sources(self) -> list[str]:
        return sorted(set(self.slices) | set(self.spans))


Slice = dict[str, CatalogEntry]


@dataclass(frozen=True)
class TableHeader:
    plural_expr: str
    plural_count: int
    obsolete: int
    spans: dict[str, tuple[int, int]]  # where each source's slice lies after the header
    plain: bool
    obsolete_kept: bool
    shifts: dict[str, int] = field(default_factory=dict)  # see ``TranslationTable``


def write_table(path: Path, table: TranslationTable) -> None:
    """One file: the length of a header, the header, then every slice as an entry of its
    own, so that a build reads only the slices of the sources it renders."""
    # In one buffer, written as it is: the slices of a large catalog come to tens of
    # megabytes, which a copy for each slice and another to join them would double.
    slices = bytearray()
    spans = {}
    shifts = {}
    unread = _slices_unread(table)
    for source in table.sources():
        start = len(slices)
        if source in unread:  # copied as it lies in the table's file, and moved on reading
            slices += unread[source]
            if table.shifts.get(source):
                shifts[source] = table.shifts[source]
        else:
            cache.encode_into(table.slice(source), slices)
        spans[source] = (start, len(slices) - start)
    head = cache.encode(
        TableHeader(
            table.plural_expr,
            table.plural_count,
            table.obsolete,
            spans,
            table.plain,
            table.obsolete_kept,
            shifts,
        )
    )
    # A cache file like any other: a run killed while writing it leaves a temporary file
    # that the next version's write removes (``_drop_other_versions``).
    write_cache_file(path, len(head).to_bytes(8, "little") + head, slices)


def _slices_unread(table: TranslationTable) -> dict[str, memoryview]:
    """The bytes of the slices of ``table`` still in its file (none if it is gone)."""
    unread = [source for source in table.spans if source not in table.slices]
    if table.file is None or not unread:
        return {}
    descriptor = open_regular(table.file)
    if descriptor is None:
        return {}
    with os.fdopen(descriptor, "rb") as stream:
        data = memoryview(stream.read())
    spans = {source: table.spans[source] for source in unread}
    if any(offset + length > len(data) for offset, length in spans.values()):
        return {}  # cut short since: each slice is taken from the table as read
    return {source: data[offset : offset + length] for source, (offset, length) in spans.items()}


def read_table(path: Path) -> TranslationTable | None:
    """The table of a file written by ``write_table``, its slices left in the file; None if
    the file is not one."""
    descriptor = open_regular(path)  # a link, FIFO or device there is no table
    if descriptor is None:
        return None
    try:
        with os.fdopen(descriptor, "rb") as stream:
            size = os.fstat(stream.fileno()).st_size
            length = int.from_bytes(stream.read(8), "little")
            if length > size - 8:  # damaged or foreign: not a header this file could hold
                return None
            header = cache.decode(stream.read(length), TableHeader)
    except OSError:
        return None
    start = 8 + length
    if header is None or any(
        offset < 0 or n < 0 or start + offset + n > size for offset, n in header.spans.values()
    ):
        return None
    spans = {source: (start + offset, n) for source, (offset, n) in header.spans.items()}
    return TranslationTable(
        {},
        header.plural_expr,
        header.obsolete,
        header.plural_count,
        path,
        spans,
        shifts=header.shifts,
        plain=header.plain,
        obsolete_kept=header.obsolete_kept,
    )


def table_from_po(po: PoFile, tag: str | None, display: str) -> TranslationTable:
    """The build's view of a read catalog: current entries by msgctxt, and the plural rule
    (an entry with another number of forms is refused when it is used, at its line)."""
    check_language(po, tag, display)
    forms, expression = plural_rule(po, tag, display)
    slices: dict[str, dict[str, CatalogEntry]] = {}
    obsolete = 0
    plain = True
    # Babel keeps the last obsolete entry of each (msgid, msgctxt); update keeps one that
    # is translated or carries a translator's comment (``merge_catalog``).
    kept: dict[tuple[str, str | None], bool] = {}
    for entry in po.entries:
        if entry.obsolete:
            obsolete += 1
            kept[(entry.msgid, entry.context)] = any(entry.strings) or bool(
                entry.translator_comments
            )
            continue
        if not entry.msgid or entry.context is None:
            # The header; an entry without a key is none of comparekit's.
            plain = plain and entry.is_header
            continue
        in_slice = slices.setdefault(entry.context.split(":", 1)[0], {})
        plain = plain and entry.context not in in_slice
        in_slice[entry.context] = _catalog_entry(entry)
    return TranslationTable(
        slices,
        expression,
        obsolete,
        plural_count=forms,
        plain=plain,
        obsolete_kept=all(kept.values()),
    )


def _catalog_entry(entry: PoEntry) -> CatalogEntry:
    msgid: str | tuple[str, ...] = entry.msgid
    if entry.msgid_plural is not None:
        msgid = (entry.msgid, entry.msgid_plural)
    strings = tuple(entry.strings)
    if isinstance(msgid, tuple) or entry.fuzzy or not strings[0] or entry.context is None:
        return CatalogEntry(msgid, strings, entry.fuzzy, entry.line)
    approval = singular_approval(entry.context, msgid, strings[0])
    return CatalogEntry(msgid, strings, entry.fuzzy, entry.line, approval)


def singular_approval(key: str, english: str, form: str) -> str:
    """The digest a reviewer's approval of a singular translation is kept by
    (``approvals.approval_digest``): ``digest(key, english, "translation", form).hex()``
    written out."""
    joined = f"{len(key)}:{key}{len(english)}:{english}11:translation{len(form)}:{form}"
    return hashlib.blake2b(joined.encode("utf-8", "surrogatepass"), digest_size=16).hexdigest()


def _slices(entries: list[PoEntry]) -> dict[str, dict[str, CatalogEntry]]:
    """The slices of entries that each have a msgctxt (``tablepatch.read_part``'s)."""
    slices: dict[str, dict[str, CatalogEntry]] = {}
    for entry in entries:
        assert entry.context is not None
        slices.setdefault(entry.context.split(":", 1)[0], {})[entry.context] = _catalog_entry(entry)
    return slices


def read_translations(path: Path, tag: str | None, display: str) -> TranslationTable:
    """The catalog's table; any syntax error is a problem with its line."""
    refuse_too_large(path, display, "a catalog", MAX_CATALOG_BYTES)
    return table_from_po(read_po_file(path, display, notes=False), tag, display)


# The fields of a comparison that other pages show: the hub shows both, an article's
# "next" links the title (see pages.py).
LINK_FIELDS = ("link_title", "verdict")


def linked_entries(source: str) -> str:
    """The key of the digest of just a source's entries that links to its page show."""
    return f"{source}#linked"


def entry_lines(source: str) -> str:
    """The key of where a source's entries lie in the catalog: no page shows it, but a
    check's problems name those lines, so a line added above them must be seen."""
    return f"{source}#lines"


def source_digests(table: TranslationTable) -> dict[str, str]:
    """For each source file key (and ``ui``), a digest of its entries: what a page that
    shows strings of that source depends on in this catalog; and under
    ``linked_entries(source)`` a digest of the entries that pages linking to it show, so
    that a new translation of an article's body renders that article again, not every
    page that links to it."""
    digests = {}
    shown_in_links = tuple(f":{name}" for name in LINK_FIELDS)
    for source in table.sources():
        # What a page shows of each entry (not its line), as MessagePack: one encoding of
        # the slice, several times quicker than a text per entry, and unambiguous.
        entries = sorted(table.slice(source).items())
        rows = [(key, e.msgid, e.strings, e.fuzzy) for key, e in entries]
        # The plural rule picks the form of every plural string a page shows.
        digests[source] = _digest_of((table.plural_expr, table.plural_count, rows))
        in_links = [row for row in rows if row[0].endswith(shown_in_links)]
        digests[linked_entries(source)] = _digest_of(in_links)
        digests[entry_lines(source)] = _lines_digest([e.line for _, e in entries])
    return digests


def _lines_digest(lines: list[int | None]) -> str:
    """The first line, and a digest of the others counted from it: a slice kept as it was
    while the entries before it moved (``_patched``) moves its first line only."""
    first = next((line for line in lines if line is not None), 0)
    return f"{first}:{_digest_of([None if n is None else n - first for n in lines])}"


def _moved_lines(value: str, lines: int) -> str:
    first, rest = value.split(":", 1)
    return f"{int(first) + lines}:{rest}"


_ENCODER = msgspec.msgpack.Encoder()


def _digest_of(value: object) -> str:
    return hashlib.blake2b(_ENCODER.encode(value), digest_size=16).hexdigest()


def source_digests_cached(path: Path, tag: str, cache_root: Path | None) -> bool:
    """Whether ``load_source_digests`` has this exact catalog's digests at hand."""
    sidecar = _cached(path, tag, cache_root, ".sources")
    return sidecar is not None and cache.read(sidecar, dict[str, str]) is not None


def source_digests_known(path: Path, tag: str, cache_root: Path) -> bool:
    """``source_digests_cached``, told without reading the catalog: a catalog whose content
    hash is not on record for its size, modification time and inode counts as not cached
    (hashing a large one takes a tenth of a second; whoever reads it finds out)."""
    content = recorded_hash(path, cache_root)
    if content is None:
        return False
    sidecar = _cache_file(tag, content, cache_root, ".sources")
    return cache.read(sidecar, dict[str, str]) is not None


def load_source_digests(
    path: Path, tag: str, display: str, cache_root: Path | None
) -> dict[str, str]:
    """``source_digests`` of the catalog, without loading its table when the cache has them."""
    sidecar = _cached(path, tag, cache_root, ".sources")
    known = cache.read(sidecar, dict[str, str]) if sidecar is not None else None
    if known is not None:
        return known
    digests = source_digests(load_table(path, tag, display, cache_root))
    if sidecar is not None:
        cache.write(sidecar, digests)
    return digests


def load_table(path: Path, tag: str, display: str, cache_root: Path | None) -> TranslationTable:
    """The catalog's table, from the cache when this exact file was parsed before.

    Keyed by a hash of the file's bytes: reading a catalog is the slowest step of a build
    on large catalogs, and a catalog changes far less often than it is built. Within one
    process, the same table serves every caller (a build reads it for its digests first).
    """
    refuse_too_large(path, display, "a catalog", MAX_CATALOG_BYTES)  # before it is hashed
    if cache_root is not None:
        version: object = content_hash(path, cache_root)
    else:
        stat = path.stat()
        version = file_version(stat)
    return _load_table(path, tag, display, cache_root, version)


@functools.lru_cache(maxsize=16)
def _load_table(
    path: Path, tag: str, display: str, cache_root: Path | None, version: object
) -> TranslationTable:
    cached = _cached(path, tag, cache_root, ".table")
    if cached is None:
        return read_translations(path, tag, display)
    table = read_table(cached)
    if table is not None:
        # A damaged slice found later is no error: the catalog itself is read instead.
        return replace(table, reread=lambda: read_translations(path, tag, display))
    assert isinstance(version, str)  # the content hash, as there is a cache
    data = large_file(path, version)
    table = _patched(data, cached, tag, display) if data is not None else None
    if table is not None:
        return replace(table, reread=lambda: read_translations(path, tag, display))
    po = read_po_file(path, display, notes=False)
    table = table_from_po(po, tag, display)
    layout = layout_of(data, po) if data is not None else None
    _drop_other_versions(cached, tag)
    write_table(cached, table)
    if layout is not None:
        cache.write(cached.with_suffix(".layout"), layout)
    return table


def _patched(data: bytes, cached: Path, tag: str, display: str) -> TranslationTable | None:
    """The table of the catalog's bytes ``data`` made from the table of its previous
    version and a reading of only the entries that changed (``tablepatch``); None when
    the previous version left no layout, or the change is not one a part can tell."""
    previous = _previous_version(cached, tag)
    if previous is None:
        return None
    layout, old = previous
    changed = changed_part(data, layout)
    found = read_part(data, layout, *changed, display) if changed is not None else None
    if found is None:
        return None
    entries, new_layout = found
    first, last = changed  # type: ignore[misc]  # found is None when changed is
    regions = layout.regions
    kept = [region.source for region in [*regions[:first], *regions[last + 1 :]]]
    if any(source not in old.spans for source in kept):
        return None
    # The slices kept stay as the previous table's file has them, each with the lines
    # it moved by since it was decoded last: those after the part moved by its lines.
    lines = new_layout.tail.line - layout.tail.line
    after = {region.source for region in regions[last + 1 :]}
    moved = {
        source: old.shifts.get(source, 0) + (lines if source in after else 0) for source in kept
    }
    fresh = _slices(entries)
    table = replace(
        old,
        slices=fresh,
        spans={source: old.spans[source] for source in kept},
        shifts={source: n for source, n in moved.items() if n},
    )
    since = {source: lines if source in after else 0 for source in kept}
    digests = _patched_digests(cached, tag, fresh, since, table)
    write_table(cached, table)
    _drop_other_versions(cached, tag)  # after: the slices kept were copied from there
    cache.write(cached.with_suffix(".layout"), new_layout)
    if digests is not None:
        cache.write(cached.with_suffix(".sources"), digests)
    written = read_table(cached)
    if written is None:
        return None
    assert old.file is not None, "read from its file"
    moved_now = {source: lines if source in after else 0 for source in kept}
    return replace(written, slices=dict(fresh), patched=(old.file, moved_now))


def _patched_digests(
    cached: Path,
    tag: str,
    fresh: dict[str, dict[str, CatalogEntry]],
    kept: dict[str, int],
    table: TranslationTable,
) -> dict[str, str] | None:
    """``source_digests`` of a patched table: the previous version's for the sources
    kept (what a page shows of an entry does not include its line), worked out anew
    for the sources read again; None if the previous version has none on record. ``kept``:
    the lines each kept source's entries moved by since the previous version."""
    previous = _previous_file(cached, tag, ".sources")
    known = cache.read(previous, dict[str, str]) if previous is not None else None
    if known is None or any(source not in known for source in kept):
        return None
    digests = {
        key: value for key, value in known.items() if key.removesuffix(linked_entries("")) in kept
    }
    for source, lines in kept.items():
        where = known.get(entry_lines(source))
        if where is None:
            return None
        digests[entry_lines(source)] = _moved_lines(where, lines)
    return digests | source_digests(replace(table, slices=fresh, spans={}, file=None))


def _moved(entry: CatalogEntry, lines: int) -> CatalogEntry:
    """An entry of a slice kept after the part read again, which moved by ``lines``."""
    line = None if entry.line is None else entry.line + lines
    return msgspec.structs.replace(entry, line=line)


def _previous_version(cached: Path, tag: str) -> tuple[Layout, TranslationTable] | None:
    """The layout and table the cache keeps of the catalog's previous version."""
    layout_file = _previous_file(cached, tag, ".layout")
    layout = cache.read(layout_file, Layout) if layout_file is not None else None
    if layout_file is None or layout is None:
        return None
    table = read_table(layout_file.with_suffix(".table"))
    return (layout, table) if table is not None else None


def _previous_file(cached: Path, tag: str, suffix: str) -> Path | None:
    """The cache file with ``suffix`` of a version of the catalog other than ``cached``'s
    (the cache keeps one other at most)."""
    prefix = f"{catalog_key(tag)}-"
    for found in cached.parent.glob(f"{prefix}*{suffix}"):
        if found.stem != cached.stem and _VERSION.fullmatch(found.name[len(prefix) :]):
            return found
    return None


def entries_cached(path: Path, tag: str, cache_root: Path | None) -> bool:
    """Whether ``load_entries`` has this exact catalog's entries at hand."""
    cached = _cached(path, tag, cache_root, ".entries")
    return cached is not None and cached.is_file()


def load_entries(path: Path, tag: str, display: str, cache_root: Path | None) -> PoFile:
    """The catalog's entries as ``read_po`` reads them, from the cache when this exact file
    was read before: decoding them takes a tenth of reading a large catalog."""
    cached = _cached(path, tag, cache_root, ".entries")
    found = cache.read(cached, PoFile) if cached is not None else None
    if found is not None:
        return found
    refuse_too_large(path, display, "a catalog", MAX_CATALOG_BYTES)
    po = read_po_file(path, display)
    if cached is not None:
        _drop_other_versions(cached, tag)
        cache.write(cached, po)
    return po


def _drop_other_versions(cached: Path, tag: str) -> None:
    """Remove what the cache keeps of the catalog's earlier contents."""
    current = cached.name.rsplit(".", 1)[0]
    prefix = f"{catalog_key(tag)}-"
    for stale in cached.parent.glob(f"{prefix}*"):
        # Only this locale's: "zh-" also begins the files of zh-Hant, whose hash follows
        # "zh-Hant-".
        version = _VERSION.fullmatch(stale.name[len(prefix) :])
        if version is not None and not stale.name.startswith(current):
            stale.unlink(missing_ok=True)


# A version's file, or what a run killed while writing one left (``write_cache_file``).
_VERSION = re.compile(r"[0-9a-f]{32}\.\w+(?:\.\d+-\d+\.tmp)?")


def _cached(path: Path, tag: str, cache_root: Path | None, suffix: str) -> Path | None:
    """A cache file named after the locale and a hash of the catalog's bytes."""
    if cache_root is None:
        return None
    return _cache_file(tag, content_hash(path, cache_root), cache_root, suffix)


def _cache_file(tag: str, content: str, cache_root: Path, suffix: str) -> Path:
    return cache_root / "tables" / f"{catalog_key(tag)}-{content}{suffix}"


def cache_name(tag: str | None) -> str:
    """What the cache files of a locale's catalog (``tag``) or of the template (None) are
    named after: no locale tag is empty, so the template's name is no locale's."""
    return tag if tag is not None else ""
