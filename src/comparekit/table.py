"""The build's view of a catalog: translations by msgctxt, cached by the file's content."""

from __future__ import annotations

import hashlib
import pickle
import re
from dataclasses import dataclass
from pathlib import Path

from babel.messages.catalog import Catalog

from comparekit.pofile import read_catalog
from comparekit.write import write_bytes_atomic


@dataclass(frozen=True)
class CatalogEntry:
    """What a build needs of one PO entry."""

    msgid: str | tuple[str, ...]
    strings: tuple[str, ...]  # one per plural form; empty strings are untranslated
    fuzzy: bool
    line: int | None


@dataclass(frozen=True)
class TranslationTable:
    """A locale's translations by msgctxt: small, fast to look up and to cache."""

    entries: dict[str, CatalogEntry]
    plural_expr: str

    def get(self, msgid: str | tuple[str, ...], key: str) -> CatalogEntry | None:
        entry = self.entries.get(key)
        if entry is None:
            return None
        same = entry.msgid == msgid if isinstance(msgid, str) else tuple(entry.msgid) == msgid
        return entry if same else None  # a different msgid: the catalog is out of date


def table_from_catalog(catalog: Catalog) -> TranslationTable:
    entries = {}
    for message in catalog:
        if not message.id or message.context is None:
            continue
        msgid = message.id if isinstance(message.id, str) else tuple(message.id)
        raw = message.string
        strings = (
            tuple(str(s or "") for s in raw)
            if isinstance(raw, (list, tuple))
            else (str(raw or ""),)
        )
        entries[str(message.context)] = CatalogEntry(msgid, strings, message.fuzzy, message.lineno)
    return TranslationTable(entries, str(catalog.plural_expr))


def load_table(path: Path, tag: str, display: str, cache: Path | None) -> TranslationTable:
    """The catalog's table, from the cache when this exact file was parsed before.

    Keyed by a hash of the file's bytes: Babel's parser is the slowest step of a build on
    large catalogs, and a catalog changes far less often than it is built.
    """
    data = path.read_bytes()
    digest = hashlib.blake2b(data, digest_size=16).hexdigest()
    cached = cache / "tables" / f"{catalog_key(tag)}-{digest}.pickle" if cache else None
    if cached is not None and cached.is_file():
        try:
            table: TranslationTable = pickle.loads(cached.read_bytes())
            return table
        except Exception:  # a damaged or foreign cache file is simply rebuilt
            cached.unlink(missing_ok=True)
    table = table_from_catalog(read_catalog(path, tag, display))
    if cached is not None:
        for stale in cached.parent.glob(f"{catalog_key(tag)}-*.pickle"):
            stale.unlink(missing_ok=True)
        write_bytes_atomic(cached, pickle.dumps(table, protocol=pickle.HIGHEST_PROTOCOL))
    return table


def catalog_key(tag: str) -> str:
    return re.sub(r"[^A-Za-z0-9_-]", "_", tag)
