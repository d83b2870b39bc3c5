"""A large catalog read again in part after an edit: only the entries between the first and
the last region whose bytes changed.

A translator saving one string of a catalog of a thousand articles changes a few hundred
bytes of tens of megabytes, and reading all of it again takes seconds (the preview shows
the edit only after that). So when a large catalog is read whole, its ``Layout`` is kept
beside its table: where each source's entries lie in the file, and a digest of their
bytes. When the file changes, the regions whose bytes are the same at the same offset
from the start, or from the end, keep their slices of the last table; the bytes between
are read by the same reader as the whole file, and their entries replace those regions'.

Anything a part cannot tell for certain reads the whole file again: a changed header or
obsolete entries, a catalog not in UTF-8, a part that does not read by itself, an entry
of a source that also lies in a region kept, a source split in two. The whole file's
reading is the rule; this is only a quicker way to the same table.
"""

from __future__ import annotations

import hashlib

import msgspec

from comparekit.catalogs.po.grammar import PoEntry
from comparekit.catalogs.po.read import PoFile, read_po_part
from comparekit.errors import ProblemsFound

# Below this size a catalog is read whole in well under a second: no layout is kept.
LARGE = 1 << 20


class Region(msgspec.Struct, frozen=True, array_like=True, gc=False):
    source: str  # the source key of its entries ("" for the header, before the first)
    start: int  # byte offsets in the file
    end: int
    line: int  # of its first byte, from 1
    digest: bytes  # of its bytes


class Layout(msgspec.Struct, frozen=True, array_like=True):
    size: int
    head: Region  # the header and anything before the first source's entries
    regions: list[Region]  # one per source, in file order
    tail: Region  # the obsolete entries and anything after the last source's entries


def _digest(data: bytes | memoryview) -> bytes:
    return hashlib.blake2b(data, digest_size=16).digest()


def source_of(entry: PoEntry) -> str | None:
    """The source key an entry's msgctxt names (the part before ':'), if it is one."""
    return entry.context.split(":", 1)[0] if entry.context else None


def layout_of(data: bytes, po: PoFile) -> Layout | None:
    """Where each source's entries lie in ``data``, the bytes ``po`` was read from; None
    when they do not lie one source after another, each msgctxt on a line of its own."""
    if po.charset != "utf-8" or len(data) < LARGE:
        return None
    starts: list[tuple[str, PoEntry]] = []  # the first entry of each source, in order
    seen: set[str] = set()
    obsolete: PoEntry | None = None
    for entry in po.entries:
        if entry.obsolete:
            obsolete = obsolete or entry
            continue
        source = source_of(entry)
        if obsolete is not None or entry.domain is not None:
            return None  # an entry after obsolete ones, or in a domain of its own
        if source is None:
            if not entry.is_header or starts:
                return None
            continue
        if starts and starts[-1][0] == source:
            continue
        if source in seen:
            return None  # a source's entries in two places
        seen.add(source)
        starts.append((source, entry))
    if not starts:
        return None
    offsets: list[tuple[int, int]] = []  # each region's start: byte offset, line
    position, line = 0, 1
    for _, entry in starts:
        found = _entry_start(data, entry, position, line)
        if found is None:
            return None
        position, line = found
        offsets.append(found)
    tail = (len(data), line + data.count(b"\n", position))
    if obsolete is not None:
        found = _obsolete_start(data, obsolete, position, line)
        if found is None:
            return None
        tail = found
    ends = [*offsets[1:], tail]
    regions = [
        _region(data, source, start, end)
        for (source, _), start, end in zip(starts, offsets, ends, strict=True)
    ]
    head = _region(data, "", (0, 1), offsets[0])
    return Layout(len(data), head, regions, _region(data, "", tail, (len(data), 0)))


def _region(data: bytes, source: str, start: tuple[int, int], end: tuple[int, int]) -> Region:
    view = memoryview(data)[start[0] : end[0]]
    return Region(source, start[0], end[0], start[1], _digest(view))


def _entry_start(data: bytes, entry: PoEntry, position: int, line: int) -> tuple[int, int] | None:
    """The byte offset and line of the start of ``entry`` (its comments first), searched
    from ``position`` (at ``line``); None unless its msgctxt is found on the line before
    its msgid, as written on one line."""
    assert entry.context is not None
    try:
        keyword = b'\nmsgctxt "' + entry.context.encode("utf-8") + b'"\n'
    except UnicodeEncodeError:
        return None
    at = data.find(keyword, max(position - 1, 0))
    if at < 0:
        return None
    at += 1
    line += data.count(b"\n", position, at)
    if line != entry.line - 1:
        return None  # not this entry's msgctxt: another spelling, or a string holding it
    return _before_comments(data, at, line)


def _obsolete_start(
    data: bytes, entry: PoEntry, position: int, line: int
) -> tuple[int, int] | None:
    """Where the first obsolete entry begins (its comments first), past ``position``."""
    at = data.find(b"\n#~", max(position - 1, 0))
    if at < 0:
        return None
    at += 1
    line += data.count(b"\n", position, at)
    if line > entry.line:
        return None
    return _before_comments(data, at, line)


def _before_comments(data: bytes, at: int, line: int) -> tuple[int, int]:
    """The start of the comment lines right before the line at ``at``: an entry's."""
    while at > 0:
        previous = data.rfind(b"\n", 0, at - 1) + 1
        text = data[previous : at - 1]
        if not text.startswith(b"#") or text.startswith(b"#~"):
            break
        at, line = previous, line - 1
    return at, line


def changed_part(data: bytes, layout: Layout) -> tuple[int, int] | None:
    """The indexes of the first and last region of ``layout`` whose bytes ``data`` no
    longer has at the same offset from its start or its end; None when the header or
    the obsolete entries changed (or nothing did)."""
    shift = len(data) - layout.size
    view = memoryview(data)
    head, tail = layout.head, layout.tail
    if head.end > len(data) or _digest(view[: head.end]) != head.digest:
        return None
    if tail.start + shift < head.end or _digest(view[tail.start + shift :]) != tail.digest:
        return None
    regions = layout.regions
    first = 0
    while first < len(regions) and _same(view, regions[first], 0):
        first += 1
    last = len(regions) - 1
    while last >= first and regions[last].start + shift >= _end_of(regions, first):
        if not _same(view, regions[last], shift):
            break
        last -= 1
    if first > last:
        return None
    return first, last


def _end_of(regions: list[Region], first: int) -> int:
    """Where the regions kept from the start end."""
    return regions[first].start if first < len(regions) else regions[-1].end


def _same(view: memoryview, region: Region, shift: int) -> bool:
    start, end = region.start + shift, region.end + shift
    return start >= 0 and end <= len(view) and _digest(view[start:end]) == region.digest


def read_part(
    data: bytes, layout: Layout, first: int, last: int, display: str
) -> tuple[list[PoEntry], Layout] | None:
    """The entries of the regions ``first`` to ``last`` as ``data`` now has them, and the
    new layout; None if that part does not stand alone."""
    regions = layout.regions
    shift = len(data) - layout.size
    start, end = regions[first].start, regions[last].end + shift
    line = regions[first].line
    try:
        part = read_po_part(data[start:end], display, line)
    except ProblemsFound:
        return None  # reading the whole file says where, at the right line
    kept = {r.source for r in regions[:first]} | {r.source for r in regions[last + 1 :]}
    runs: list[str] = []
    for entry in part.entries:
        source = source_of(entry)
        if source is None or entry.obsolete or entry.domain is not None or source in kept:
            return None
        if not runs or runs[-1] != source:
            if source in runs:
                return None
            runs.append(source)
    middle = _middle_regions(data, part, start, end, line, runs)
    if middle is None:
        return None
    lines = data.count(b"\n", start, end) - (_line_after(layout, last) - line)
    after = [_shifted(r, shift, lines) for r in regions[last + 1 :]]
    tail = _shifted(layout.tail, shift, lines)
    return part.entries, Layout(len(data), layout.head, [*regions[:first], *middle, *after], tail)


def _middle_regions(
    data: bytes, part: PoFile, start: int, end: int, line: int, runs: list[str]
) -> list[Region] | None:
    """The regions of the sources read again, in ``data[start:end]``."""
    firsts: dict[str, PoEntry] = {}
    for entry in part.entries:
        source = source_of(entry)
        assert source is not None
        firsts.setdefault(source, entry)
    offsets: list[tuple[int, int]] = []
    position, at_line = start, line
    for source in runs:
        found = _entry_start(data, firsts[source], position, at_line)
        if found is None or found[0] >= end:
            return None
        position, at_line = found
        offsets.append(found)
    if offsets and offsets[0][0] != start:
        return None  # bytes before the first entry's comments: not where a region begins
    closing = (end, line + data.count(b"\n", start, end))
    return [
        _region(data, source, begin, finish)
        for source, begin, finish in zip(runs, offsets, [*offsets[1:], closing], strict=True)
    ]


def _line_after(layout: Layout, index: int) -> int:
    regions = layout.regions
    return regions[index + 1].line if index + 1 < len(regions) else layout.tail.line


def _shifted(region: Region, shift: int, lines: int) -> Region:
    return Region(
        region.source, region.start + shift, region.end + shift, region.line + lines, region.digest
    )
