"""Each English string a catalog translates more than one way, worked out again after an
edit only for the sources whose entries the edit read again.

A catalog of a thousand articles holds ninety thousand entries; walking them all (and
decoding every slice of a table read from the cache to do it) after each saved string
took longer than the rest of checking that string. A table patched from its previous
version (``table._patched``) names the sources it kept; the walk of those is taken from
the previous version's, kept in this process, and only the others are walked.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from pathlib import Path

from comparekit.catalogs.rules import is_blank
from comparekit.catalogs.table import TranslationTable

# msgid → each translation → the (key, line) of the entries giving it
Variants = dict[object, dict[tuple[str, ...], list[tuple[str, int | None]]]]
# A source's translated, non-fuzzy entries in its slice's order: (msgid, strings, key,
# line when the rows were made).
Rows = list[tuple[object, tuple[str, ...], str, int | None]]


class VariantIndex:
    """The rows of every source of one version of a table, and by msgid the sources that
    translate it, with the msgids translated more than one way."""

    def __init__(self) -> None:
        self.rows: dict[str, Rows] = {}
        self.sources_of: dict[object, set[str]] = {}
        # msgid → each translation → how many entries give it
        self.counts: dict[object, dict[tuple[str, ...], int]] = {}
        self.several: set[object] = set()  # msgids with more than one translation
        self.moved: dict[str, int] = {}  # lines each source moved by since its rows were made

    def put(self, source: str, rows: Rows) -> None:
        self.rows[source] = rows
        self.moved[source] = 0
        for msgid, strings, _, _ in rows:
            self.sources_of.setdefault(msgid, set()).add(source)
            counts = self.counts.setdefault(msgid, {})
            counts[strings] = counts.get(strings, 0) + 1
            if len(counts) > 1:
                self.several.add(msgid)

    def drop(self, source: str) -> None:
        del self.moved[source]
        for msgid, strings, _, _ in self.rows.pop(source):
            self.sources_of[msgid].discard(source)
            counts = self.counts[msgid]
            counts[strings] -= 1
            if not counts[strings]:
                del counts[strings]
            if len(counts) < 2:
                self.several.discard(msgid)
            if not counts:
                del self.counts[msgid], self.sources_of[msgid]

    def variants(self) -> Variants:
        """The variants, in the order a walk of the table meets them, each entry at the line
        it is on now."""
        first_met: dict[object, tuple[str, int]] = {}
        for msgid in self.several:
            source = min(self.sources_of[msgid])
            index = next(i for i, row in enumerate(self.rows[source]) if row[0] == msgid)
            first_met[msgid] = (source, index)
        found: Variants = {}
        for msgid in sorted(self.several, key=first_met.__getitem__):
            forms = found.setdefault(msgid, {})
            for source in sorted(self.sources_of[msgid]):
                moved = self.moved[source]
                for row_msgid, strings, key, line in self.rows[source]:
                    if row_msgid == msgid:
                        now = None if line is None else line + moved
                        forms.setdefault(strings, []).append((key, now))
        return found


def source_rows(table: TranslationTable, source: str) -> Rows:
    """The entries of ``source`` that count: translated and not fuzzy."""
    return [
        (entry.msgid, entry.strings, key, entry.line)
        for key, entry in table.slice(source).items()
        if not entry.fuzzy and not any(map(is_blank, entry.strings))
    ]


# The index of the last tables walked, by the cache file each was read from (named by the
# catalog's content): one per locale, and a few more while catalogs are being saved.
_indexes: OrderedDict[Path, VariantIndex] = OrderedDict()
_KEPT = 8
# The preview's review page asks from a thread of its own, beside a refresh taking over
# an index: one at a time.
_LOCK = threading.Lock()


def translation_variants(table: TranslationTable) -> Variants:
    """Each English string the catalog translates more than one way: msgid → each
    translation → the (key, line) of the entries giving it. Fuzzy and untranslated
    entries do not count."""
    with _LOCK:
        index = _index_of(table)
        if table.file is not None:
            _indexes[table.file] = index
            _indexes.move_to_end(table.file)
            while len(_indexes) > _KEPT:
                _indexes.popitem(last=False)
        return index.variants()


def _index_of(table: TranslationTable) -> VariantIndex:
    if table.file is not None and table.file in _indexes:
        return _indexes[table.file]
    previous = _indexes.pop(table.patched[0], None) if table.patched is not None else None
    sources = table.sources()
    if previous is None or table.patched is None:
        index = VariantIndex()
        for source in sources:
            index.put(source, source_rows(table, source))
        return index
    # The previous version's index, taken over: its table is gone from the cache.
    kept = table.patched[1]
    for source in [s for s in previous.rows if s not in kept]:
        previous.drop(source)
    for source, lines in kept.items():
        previous.moved[source] += lines
    for source in sources:
        if source not in kept:
            previous.put(source, source_rows(table, source))
    return previous
