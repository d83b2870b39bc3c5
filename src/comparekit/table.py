"""The build's view of a catalog: translations by msgctxt, cached by the file's content."""

from __future__ import annotations

import hashlib
import pickle
import re
from dataclasses import dataclass
from pathlib import Path

from babel.messages.catalog import Catalog

from comparekit.memory import digest
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


def source_digests(table: TranslationTable) -> dict[str, str]:
    """For each source file key (and ``ui``), a digest of its entries: what a page that
    shows strings of that source depends on in this catalog."""
    parts: dict[str, list[str]] = {}
    for key in sorted(table.entries):
        entry = table.entries[key]
        parts.setdefault(key.split(":", 1)[0], []).append(
            repr((key, entry.msgid, entry.strings, entry.fuzzy))
        )
    return {source: digest(*texts).hex() for source, texts in parts.items()}


def load_source_digests(path: Path, tag: str, display: str, cache: Path | None) -> dict[str, str]:
    """``source_digests`` of the catalog, without loading its table when the cache has them."""
    sidecar = _cached(path, tag, cache, ".sources.pickle")
    if sidecar is not None and sidecar.is_file():
        try:
            known: dict[str, str] = pickle.loads(sidecar.read_bytes())
            return known
        except Exception:  # rebuilt below
            sidecar.unlink(missing_ok=True)
    digests = source_digests(load_table(path, tag, display, cache))
    if sidecar is not None:
        write_bytes_atomic(sidecar, pickle.dumps(digests))
    return digests


def load_table(path: Path, tag: str, display: str, cache: Path | None) -> TranslationTable:
    """The catalog's table, from the cache when this exact file was parsed before.

    Keyed by a hash of the file's bytes: Babel's parser is the slowest step of a build on
    large catalogs, and a catalog changes far less often than it is built.
    """
    cached = _cached(path, tag, cache, ".pickle")
    if cached is not None and cached.is_file():
        try:
            table: TranslationTable = pickle.loads(cached.read_bytes())
            return table
        except Exception:  # a damaged or foreign cache file is simply rebuilt
            cached.unlink(missing_ok=True)
    table = table_from_catalog(read_catalog(path, tag, display))
    if cached is not None:
        for stale in cached.parent.glob(f"{catalog_key(tag)}-*.pickle"):
            if not stale.name.startswith(cached.name.removesuffix(".pickle")):
                stale.unlink(missing_ok=True)
        write_bytes_atomic(cached, pickle.dumps(table, protocol=pickle.HIGHEST_PROTOCOL))
    return table


def _cached(path: Path, tag: str, cache: Path | None, suffix: str) -> Path | None:
    """A cache file named after the locale and a hash of the catalog's bytes."""
    if cache is None:
        return None
    content = hashlib.blake2b(path.read_bytes(), digest_size=16).hexdigest()
    return cache / "tables" / f"{catalog_key(tag)}-{content}{suffix}"


def catalog_key(tag: str) -> str:
    return re.sub(r"[^A-Za-z0-9_-]", "_", tag)
