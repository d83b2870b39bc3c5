"""The translation memory for other tools: ``tm export`` writes TMX or a compendium PO,
and ``read_tmx`` reads a TMX file as a catalog for ``update``'s memory.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog, Message

from comparekit import __version__
from comparekit.catalogs.approvals import approved_digests
from comparekit.catalogs.exchange import toolkit
from comparekit.catalogs.memory import Memory
from comparekit.catalogs.pofile import dumps_po, existing_catalog, read_catalog
from comparekit.errors import COMMAND_LINE, Problem, ProblemsFound
from comparekit.files import write_bytes_atomic, write_text_atomic
from comparekit.sources.load import Project
from comparekit.sources.settings import Settings, babel_locale, unknown_locales
from comparekit.sources.userfile import MAX_EXCHANGE_BYTES, read_user_file

XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
MEMORY_HEADER = "# A translation memory comparekit exported (comparekit tm export)."


def export_memory(project: Project, target: Path, kind: str, locale: str | None = None) -> int:
    """Every current translation of the project's catalogs, by its English (with review
    on, every approved one): as TMX 1.4 (all locales, or ``locale``) or as a PO
    compendium of one locale. Returns the pairs written."""
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
        translated = read_catalog(path, tag, settings.display(path))
        memory.add_all(_published(settings, tag, translated), "")
        pairs[tag] = {}
        for english in sorted(memory.by_english):
            found = memory.exact(english)
            if found is not None and isinstance(found.string, str):  # plurals stay in PO
                pairs[tag][english] = found.string
    if kind == "po":
        [tag] = tags
        # The first line marks the file as this export (a catalog also says Generated-By
        # comparekit): a later export replaces it, and only it.
        catalog = Catalog(locale=babel_locale(tag), header_comment=MEMORY_HEADER)
        for english, translation in pairs[tag].items():
            catalog.add(english, translation)
        write_text_atomic(target, dumps_po(catalog))
        return len(pairs[tag])
    tmx = _toolkit_tmx()
    document = tmx.tmxfile(sourcelanguage=settings.source_locale)
    header = document.document.getroot().find("header")
    header.set("creationtool", "comparekit")  # the mark a later export replaces it by
    header.set("creationtoolversion", __version__)
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


def _published(settings: Settings, tag: str, catalog: Catalog) -> Iterable[Message]:
    """The catalog's messages to reuse: with review on (``warn`` or ``required``), only the
    translations a reviewer approved as they stand (a memory goes to other projects and
    tools, which know nothing of the record: an unapproved or revoked translation would be
    reused there as if it were settled)."""
    if settings.review == "off":
        return catalog
    record = approved_digests(settings, tag)
    return [
        message
        for message in catalog
        if message.context
        and isinstance(message.id, str)
        and isinstance(message.string, str)
        and record.holds(message.context, message.id, [message.string])
    ]


def _toolkit_tmx() -> Any:
    toolkit()  # says which extra to install when translate-toolkit is missing
    from translate.storage import tmx

    return tmx
