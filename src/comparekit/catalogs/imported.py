"""Imported translations into the catalogs, and the compendium of those with no English yet.

``comparekit import`` hands over each string it found in the pages: its key, its English
and each copy's text with the page line it came from. A string with English goes into the
locale's catalog, with a translator note ``imported from ja/old-page.md:42``. A string with
no English yet (a block only the translations kept) cannot be a catalog entry — gettext
keys a translation by its English — so it waits in ``imported.po`` beside the catalog,
keyed by the id it will have; ``update`` offers it as a fuzzy suggestion once the English is
written (``merge``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from babel.messages.catalog import Catalog, Message

from comparekit.catalogs.extract import new_catalog
from comparekit.catalogs.memory import SUGGESTION_NOTE, Suggestion
from comparekit.catalogs.po.read import read_po
from comparekit.catalogs.pofile import catalog_from_po, drop_percent_format
from comparekit.catalogs.rules import Entry, Terms, check_entry
from comparekit.errors import Problem
from comparekit.sources.settings import Settings


@dataclass(frozen=True)
class Origin:
    """A copy's text and where it was read: ``ja/old-page.md:42``."""

    text: str
    where: str


@dataclass
class ImportedText:
    """One string: its key, its English ("" if no source copy has it) and its translations."""

    key: str
    english: str
    translations: dict[str, Origin] = field(default_factory=dict)
    line: int | None = None  # of the source-locale page, for a warning about the text


IMPORTED_PO = "imported.po"
NO_ENGLISH = "(no English yet) "  # starts the msgid of an entry that waits for its English
IMPORTED_NOTE = "imported from "


def imported_path(settings: Settings, tag: str) -> Path:
    """Where a locale's waiting imported translations are kept: beside its catalog."""
    return settings.catalog_path(tag).with_name(IMPORTED_PO)


def read_fresh(path: Path, tag: str | None, display: str) -> Catalog | None:
    """A catalog of our own to change (``read_catalog`` shares its result), or None."""
    if not path.is_file():
        return None
    return catalog_from_po(read_po(path.read_bytes(), display), tag)


def current_translations(catalog: Catalog | None) -> dict[str, str]:
    """Key → translation of every current (translated, not fuzzy) singular entry."""
    if catalog is None:
        return {}
    return {
        str(m.context): str(m.string)
        for m in catalog
        if m.id and m.context and isinstance(m.string, str) and m.string and not m.fuzzy
    }


def waiting(catalog: Catalog | None, tag: str) -> dict[str, ImportedText]:
    """The compendium's entries by key, as imported texts (English "" where none yet)."""
    found: dict[str, ImportedText] = {}
    for message in catalog or ():
        if not message.id or not message.context or not isinstance(message.string, str):
            continue
        english = str(message.id)
        english = "" if english.startswith(NO_ENGLISH) else english
        where = imported_from(message)
        item = found.setdefault(str(message.context), ImportedText(str(message.context), english))
        item.translations[tag] = Origin(message.string, where)
    return found


def imported_from(message: Message) -> str:
    """The page and line an entry was imported from (a PO writer may have wrapped it)."""
    note = " ".join(message.user_comments)
    start = note.find(IMPORTED_NOTE)
    if start < 0:
        return ""
    return note[start + len(IMPORTED_NOTE) :].split(f" {SUGGESTION_NOTE}")[0].strip()


@dataclass(frozen=True)
class Placement:
    """Where one locale's imported strings go: the catalog, or the compendium to wait."""

    catalog: Catalog
    compendium: Catalog
    written: int  # entries set in the catalog
    waiting: int  # entries kept in the compendium
    problems: list[Problem]


def place_translations(
    tag: str,
    catalog: Catalog | None,
    compendium: Catalog | None,
    own: Iterable[ImportedText],
    shared: Iterable[ImportedText],
    later: Iterable[ImportedText],
    stamp: datetime,
    display: str,
    terms: Terms,
) -> Placement:
    """Put ``tag``'s imported strings into copies of its catalog and compendium.

    The article's own strings (``own``) take their key's entry; a shared string (a
    heading, a product's fact) only fills an entry that has no translation yet, and a
    different translation already there is kept and reported. ``later``: strings of
    articles not imported yet (how this page's links name them), kept in the compendium.
    """
    catalog = catalog if catalog is not None else new_catalog(tag, stamp)
    compendium = compendium if compendium is not None else new_catalog(tag, stamp)
    problems: list[Problem] = []
    written = kept = 0
    by_key = {m.context: m for m in catalog if m.id}
    for item in later:
        origin = item.translations.get(tag)
        if origin is not None and origin.text and item.english:
            _put(compendium, item.english, item.key, origin)
            kept += 1
    for item, is_own in [*((i, True) for i in own), *((i, False) for i in shared)]:
        origin = item.translations.get(tag)
        if origin is None or not origin.text:
            continue
        if not item.english:
            _put(compendium, f"{NO_ENGLISH}{item.key}", item.key, origin)
            kept += 1
            continue
        old = by_key.get(item.key)
        if old is not None and old.string and not old.fuzzy and not is_own:
            if old.id == item.english and old.string != origin.text:
                problems.append(
                    Problem(
                        origin.where.rsplit(":", 1)[0],
                        _line(origin.where),
                        None,
                        "import-conflict",
                        f"{item.key}: the page says {origin.text!r}, the catalog {old.string!r}",
                        hint=f"the catalog's translation is kept ({display})",
                        severity="warning",
                    )
                )
            continue
        by_key[item.key] = _put(catalog, item.english, item.key, origin)  # replaces ``old``
        written += 1
        problems += _checked(tag, item, origin, terms)
    return Placement(catalog, compendium, written, kept, problems)


def _checked(tag: str, item: ImportedText, origin: Origin, terms: Terms) -> list[Problem]:
    """What ``build`` will say of an imported translation, said now, at its page line:
    a copy that drifted in its numbers or links is a translation that fails the checks."""
    findings = check_entry(Entry(item.key, item.english, origin.text, terms))
    return [
        Problem(
            origin.where.rsplit(":", 1)[0],
            _line(origin.where),
            None,
            finding.code,
            f"{tag}: {item.key}: {finding.message}",
            hint="imported as it is; the build publishes it only once it passes",
            severity="warning",
        )
        for finding in findings
        if finding.severity == "error"
    ]


def _put(catalog: Catalog, msgid: str, key: str, origin: Origin) -> Message:
    message = Message(
        msgid, string=origin.text, context=key, user_comments=[f"{IMPORTED_NOTE}{origin.where}"]
    )
    drop_percent_format(message)
    same = catalog._key_for(msgid, key)
    for old in [m for m in catalog if m.id and m.context == key]:
        if catalog._key_for(old.id, key) != same:
            catalog.delete(old.id, context=key)
    # An article removed, then imported again: its old entry, now obsolete, would be the new
    # one's twin, which msgfmt rejects. The import puts the entry back, as --force does.
    catalog.obsolete.pop(same, None)
    if same in catalog._messages:
        # Replaced in its place (Babel's ``catalog[msgid] =`` would merge the two): the same
        # pages imported again, as after an import that was stopped, give the same file.
        catalog._messages[same] = message
    else:
        catalog[msgid] = message
    return message


def _line(where: str) -> int | None:
    tail = where.rsplit(":", 1)[-1]
    return int(tail) if tail.isdigit() else None


def waiting_suggestions(imported: tuple[str, Catalog] | None) -> dict[str, Suggestion]:
    """For ``update``: the compendium's translations by key, as suggestions to review."""
    if imported is None:
        return {}
    name, catalog = imported
    found = {}
    for message in catalog:
        if message.id and message.context and isinstance(message.string, str) and message.string:
            where = imported_from(message) or "a page"
            found[str(message.context)] = Suggestion(
                message.string, str(message.id), f"{IMPORTED_NOTE}{where}, kept in {name}", 0.0
            )
    return found
