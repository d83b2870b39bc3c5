"""XLIFF exchange: a locale's catalog for CAT tools (Trados, memoQ, Phrase), and back.

``export_xliff`` writes XLIFF 1.2 with translate-toolkit's gettext-flavoured XLIFF: each
string's key as its unit id, the English as source, the translator notes, the fuzzy state
(``approved``), plural forms as an ``x-gettext-plurals`` group, and a table cell's length
limit as ``maxwidth``. ``import_xliff`` puts each unit's translation and state back under
its key and holds every translation it changes to the checks a PO edit meets (placeholders,
markup, numbers, pipes in cells …): if one fails, nothing is written. A round trip changes
nothing. translate-toolkit is an optional dependency (``pip install 'comparekit[exchange]'``).
"""

from __future__ import annotations

import io
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog, Message

from comparekit.catalogs.memory import Memory
from comparekit.catalogs.po.read import read_po
from comparekit.catalogs.pofile import catalog_from_po, dumps_po, existing_catalog, read_catalog
from comparekit.catalogs.rules import HINTS, Entry, Terms, check_entry, terms_for
from comparekit.errors import COMMAND_LINE, ComparekitError, Problem, ProblemsFound
from comparekit.files import exclusive, write_bytes_atomic, write_text_atomic
from comparekit.sources.load import Project
from comparekit.sources.settings import babel_locale, unknown_locales
from comparekit.sources.userfile import MAX_EXCHANGE_BYTES, read_user_file

XLIFF_11 = b"urn:oasis:names:tc:xliff:document:1.1"
XLIFF_12 = b"urn:oasis:names:tc:xliff:document:1.2"
CELL_LIMIT = re.compile(r"Table cell: at most (\d+) characters")


@dataclass(frozen=True)
class ImportReport:
    locale: str
    catalog: Path
    changed: int  # entries whose translation or fuzzy state the import changed
    for_review: int  # units approved, but whose state asks for translation or review: fuzzy


def _toolkit() -> Any:
    try:
        from translate.storage import poxliff
    except ImportError:
        raise ComparekitError(
            "XLIFF exchange needs translate-toolkit: pip install 'comparekit[exchange]'"
        ) from None
    return poxliff


def export_xliff(project: Project, tag: str, target: Path) -> int:
    """Write the catalog of ``tag`` as XLIFF 1.2 at ``target``; returns the units written."""
    poxliff = _toolkit()
    from translate.misc.multistring import multistring

    settings = project.settings
    unknown_locales([tag], settings.locales)
    path = existing_catalog(settings, tag)
    catalog = read_catalog(path, tag, settings.display(path))
    document = poxliff.PoXliffFile(sourcelanguage=settings.source_locale, targetlanguage=tag)
    written = 0
    for message in catalog:
        if not message.id or message.context is None:
            continue
        plural = isinstance(message.id, (list, tuple))
        source = multistring(list(message.id)) if plural else message.id
        unit = document.addsourceunit(source)
        unit.setid(str(message.context))
        strings = _forms(message.string)
        if any(strings):
            unit.target = multistring(strings) if plural else strings[0]
            unit.markfuzzy(message.fuzzy)
        for comment in message.auto_comments:
            unit.addnote(comment, origin="developer")
        for comment in message.user_comments:
            unit.addnote(comment, origin="translator")
        for file, line in message.locations:
            unit.addlocation(f"{file}:{line}" if line else file)
        limit = CELL_LIMIT.search(" ".join(message.auto_comments))
        if limit is not None:
            unit.xmlelement.set("maxwidth", limit.group(1))
            unit.xmlelement.set("size-unit", "char")
        written += 1
    data = bytes(document).replace(XLIFF_11, XLIFF_12).replace(b'version="1.1"', b'version="1.2"')
    # The file's name, for the CAT tool's project view (translate-toolkit writes "NoName").
    data = data.replace(b'original="NoName"', f'original="{settings.display(path)}"'.encode(), 1)
    write_bytes_atomic(target, data)
    return written


def import_xliff(project: Project, source: Path) -> ImportReport:
    """Take the translations of an XLIFF file back into its locale's catalog."""
    poxliff = _toolkit()
    settings = project.settings
    display = str(source)
    data = read_user_file(source, display, "an XLIFF file", MAX_EXCHANGE_BYTES)
    _require_xliff_12(data, display)
    try:
        document = poxliff.PoXliffFile.parsestring(data.replace(XLIFF_12, XLIFF_11))
    except Exception as error:  # lxml's errors are many; each means "not an XLIFF file"
        raise ProblemsFound(
            [
                Problem(
                    display,
                    getattr(error, "lineno", None),
                    None,
                    "xliff-syntax",
                    f"not a readable XLIFF file: {error}",
                    hint="export it again with `comparekit xliff export`, or fix the XML",
                )
            ]
        ) from None
    tag = str(document.gettargetlanguage() or "")
    if tag not in settings.locales:  # the file's mistake, at its <file> element
        element = next(document.document.getroot().iter("{*}file"), None)
        raise ProblemsFound(
            [
                Problem(
                    display,
                    element.sourceline if element is not None else None,
                    None,
                    "unknown-locale",
                    f"its target-language '{tag}' is not a locale of this project"
                    if tag
                    else "it names no target-language, so no locale of this project",
                    hint=f"the project's locales: {', '.join(settings.locales)}",
                )
            ]
        )
    path = existing_catalog(settings, tag)
    element = next(document.document.getroot().iter("{*}file"), None)
    original = element.get("original") if element is not None else None
    if original and original != settings.display(path):  # relabelled: its text is another's
        raise ProblemsFound(
            [
                Problem(
                    display,
                    element.sourceline if element is not None else None,
                    None,
                    "xliff-locale",
                    f"its target-language '{tag}' disagrees with the catalog it was exported "
                    f"from ({original})",
                    hint="import the file exported for that locale; comparekit exports one "
                    "file per catalog and takes it back into that catalog only",
                )
            ]
        )
    folder = settings.path(settings.catalogs)
    with exclusive(folder, f"the catalogs in {settings.display(folder)}"):
        # A fresh copy: read_catalog's are shared within the process and must not change.
        catalog = catalog_from_po(read_po(path.read_bytes(), settings.display(path)), tag)
        changed, for_review, problems = _apply(document, catalog, display, terms_for(project, tag))
        if problems:
            raise ProblemsFound(problems)
        if changed:
            write_text_atomic(path, dumps_po(catalog, wrap=settings.po_wrap))
    return ImportReport(tag, path, changed, for_review)


def _require_xliff_12(data: bytes, display: str) -> None:
    """Refuse XML other than the XLIFF 1.2 (or 1.1) ``xliff export`` writes: an XLIFF 2.0
    file or another format would otherwise be read as a file of no units."""
    from lxml import etree  # type: ignore[import-untyped]  # comes with translate-toolkit

    try:
        _, root = next(
            etree.iterparse(
                io.BytesIO(data), events=("start",), resolve_entities=False, no_network=True
            )
        )
    except (etree.XMLSyntaxError, StopIteration):
        return  # not XML at all: the toolkit's reading says where
    namespace, _, name = str(root.tag).rpartition("}")
    namespace = namespace.removeprefix("{")
    if name == "xliff" and namespace.encode() in (XLIFF_11, XLIFF_12):
        return
    if name != "xliff":
        found = f"<{name}>"
    elif namespace.startswith("urn:oasis:names:tc:xliff:document:"):
        found = f"<xliff> of XLIFF {namespace.rsplit(':', 1)[-1]}"
    else:
        found = "<xliff> of no XLIFF namespace"
    raise ProblemsFound(
        [
            Problem(
                display,
                root.sourceline,
                None,
                "not-xliff-1.2",
                f"not an XLIFF 1.2 file comparekit wrote: its root is {found}",
                hint="export the catalog with `comparekit xliff export L FILE` and have the CAT "
                "tool give it back as XLIFF 1.2",
            )
        ]
    )


# XLIFF 1.2 target states that say a translation is not finished: the review state of an
# exchange file is part of its meaning, so such a unit comes back fuzzy, whatever its
# ``approved`` says.
UNFINISHED_STATES = frozenset(
    {
        "new",
        "needs-translation",
        "needs-adaptation",
        "needs-l10n",
        "needs-review-translation",
        "needs-review-adaptation",
        "needs-review-l10n",
    }
)


def _apply(
    document: Any, catalog: Catalog, display: str, terms: Terms
) -> tuple[int, int, list[Problem]]:
    """Put each unit's translation into ``catalog``: the entries changed, how many units
    their state alone made fuzzy (approved, but marked unfinished), and the problems of
    those that cannot be put back."""
    by_key = {str(m.context): m for m in catalog if m.id and m.context is not None}
    problems: list[Problem] = []
    changed = for_review = 0
    for unit in document.unit_iter():
        key = str(unit.xmlelement.get("id") or "")
        line = unit.xmlelement.sourceline
        message = by_key.get(key)
        if message is None:
            problems.append(_problem(display, line, "xliff-unknown-key", key))
            continue
        english = _forms(unit.source)
        if english != _forms(message.id):
            problems.append(_problem(display, line, "xliff-stale", key))
            continue
        forms = _forms(unit.target) if unit.target is not None else [""]
        plural = isinstance(message.id, (list, tuple))
        if plural:
            forms = (forms + [""] * catalog.num_plurals)[: catalog.num_plurals]
        translation: str | tuple[str, ...] = tuple(forms) if plural else forms[0]
        unfinished = any(
            target.get("state") in UNFINISHED_STATES for target in unit.xmlelement.iter("{*}target")
        )
        approved = not unit.isfuzzy()
        fuzzy = (not approved or unfinished) and any(forms)
        for_review += approved and unfinished and any(forms)  # fuzzy by its state alone
        before = _forms(message.string)
        if forms == (before + [""] * len(forms))[: len(forms)] and fuzzy == message.fuzzy:
            continue
        if not any(forms) and any(before):  # a unit left empty never erases a translation
            continue
        for form, source in zip(forms, [english[0], *english[1:2] * len(forms)], strict=False):
            errors = [f for f in check_entry(Entry(key, source, form, terms)) if form]
            problems += [
                Problem(display, line, None, f.code, f"{key}: {f.message}", HINTS.get(f.code, ""))
                for f in errors
                if f.severity == "error"
            ]
        _set(message, translation, fuzzy)
        changed += 1
    return changed, for_review, problems


def _set(message: Message, translation: str | tuple[str, ...], fuzzy: bool) -> None:
    message.string = translation
    if fuzzy:
        message.flags.add("fuzzy")
    else:
        message.flags.discard("fuzzy")
        message.previous_id = []


def _forms(value: Any) -> list[str]:
    strings = getattr(value, "strings", None)
    if strings is not None:
        return [str(s) for s in strings]
    if isinstance(value, (list, tuple)):
        return [str(s) for s in value]
    return [str(value or "")]


def _problem(display: str, line: int | None, code: str, key: str) -> Problem:
    if code == "xliff-unknown-key":
        message, hint = (
            f"'{key}' is no key of the catalog",
            "export the XLIFF again after `comparekit update`; ids must not be edited",
        )
    else:
        message, hint = (
            f"'{key}': the English changed since this XLIFF was exported",
            "export it again, translate the changed units, and import that file",
        )
    return Problem(display, line, None, code, message, hint=hint)


# --- the translation memory, for other tools -----------------------------------------------

XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def export_memory(project: Project, target: Path, kind: str, locale: str | None = None) -> int:
    """Every current translation of the project's catalogs, by its English: as TMX 1.4 (all
    locales, or ``locale``) or as a PO compendium of one locale. Returns the pairs written."""
    settings = project.settings
    tags = [locale] if locale else list(settings.locales)
    unknown_locales(tags, settings.locales)
    if kind == "po" and len(tags) != 1:
        raise ProblemsFound(
            [
                Problem(
                    COMMAND_LINE,
                    None,
                    None,
                    "one-locale",
                    "--format po: a PO memory holds one locale",
                    hint=f"add --locale L, one of: {', '.join(settings.locales)}",
                )
            ]
        )
    pairs: dict[str, dict[str, str]] = {}  # tag → English → its most common translation
    for tag in tags:
        path = existing_catalog(settings, tag)
        memory = Memory(threshold=1.0)
        memory.add_all(read_catalog(path, tag, settings.display(path)), "")
        pairs[tag] = {}
        for english in sorted(memory.by_english):
            found = memory.exact(english)
            if found is not None and isinstance(found.string, str):  # plurals stay in PO
                pairs[tag][english] = found.string
    if kind == "po":
        [tag] = tags
        catalog = Catalog(locale=babel_locale(tag))
        for english, translation in pairs[tag].items():
            catalog.add(english, translation)
        write_text_atomic(target, dumps_po(catalog))
        return len(pairs[tag])
    tmx = _toolkit_tmx()
    document = tmx.tmxfile(sourcelanguage=settings.source_locale)
    for tag, translations in pairs.items():
        for english, translation in translations.items():
            document.addtranslation(english, settings.source_locale, translation, tag)
    write_bytes_atomic(target, bytes(document))
    return sum(len(t) for t in pairs.values())


def read_tmx(path: Path, tag: str, source_locale: str, display: str) -> Catalog:
    """The translations into ``tag`` of a TMX file, as a catalog keyed by their English."""
    tmx = _toolkit_tmx()
    try:
        document = tmx.tmxfile.parsestring(
            read_user_file(path, display, "a TMX file", MAX_EXCHANGE_BYTES)
        )
    except Exception as error:  # lxml's errors are many; each means "not a TMX file"
        raise ProblemsFound(
            [Problem(display, None, None, "tmx-syntax", f"not a readable TMX file: {error}")]
        ) from None
    catalog = Catalog(locale=babel_locale(tag))
    wanted = {tag.lower(), tag.lower().replace("-", "_")}
    for unit in document.unit_iter():
        texts = {
            str(node.get(XML_LANG, "")).lower(): "".join(node.itertext()).strip()
            for node in unit.xmlelement.iter("{*}tuv")
        }
        english = texts.get(source_locale.lower())
        translation = next((text for lang, text in texts.items() if lang in wanted), None)
        if english and translation and catalog.get(english) is None:
            catalog.add(english, translation)
    return catalog


def _toolkit_tmx() -> Any:
    _toolkit()  # says which extra to install when translate-toolkit is missing
    from translate.storage import tmx

    return tmx
