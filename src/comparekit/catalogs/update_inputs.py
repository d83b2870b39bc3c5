"""What ``update`` reads besides the sources: each locale's catalog and the template (through
the cache), the compendia named in the settings or on the command line (PO or TMX), and the
compendium ``import`` keeps beside a catalog.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from babel.messages.catalog import Catalog

from comparekit.catalogs.imported import IMPORTED_PO
from comparekit.catalogs.pofile import read_catalog
from comparekit.catalogs.tmx import read_tmx
from comparekit.errors import Problem, ProblemsFound
from comparekit.ownership import not_a_file
from comparekit.sources.settings import Settings
from comparekit.sources.userfile import MAX_CATALOG_BYTES, refuse_too_large

T = TypeVar("T")

COMPENDIUM_TOO_LARGE = (
    "name the compendium itself, a PO or TMX file, not an archive or a disk image"
)


def read_compendia(settings: Settings, tag: str, paths: list[str]) -> list[tuple[str, Catalog]]:
    """The compendia for ``tag``, read; one that is missing is an error naming it."""
    found = []
    for pattern in paths:
        path = settings.path(Path(pattern.replace("{locale}", tag)))
        if not path.is_file():
            raise ProblemsFound(
                [
                    Problem(
                        settings.display(path),
                        None,
                        None,
                        "missing-compendium",
                        "compendium "
                        + ("not found" if not path.exists() else f"is {not_a_file(path)}"),
                        hint="fix the path in [tool.comparekit] compendia or --compendium",
                    )
                ]
            )
        shown = settings.display(path)
        refuse_too_large(path, shown, "a compendium", MAX_CATALOG_BYTES, COMPENDIUM_TOO_LARGE)
        if path.suffix.lower() == ".tmx":
            found.append((shown, read_tmx(path, tag, settings.source_locale, shown)))
        else:
            found.append((shown, read_catalog(path, tag, shown)))
    return found


def imported_compendium(settings: Settings, tag: str) -> tuple[str, Catalog] | None:
    """The compendium ``import`` keeps beside a catalog, if there is one."""
    path = settings.catalog_path(tag).with_name(IMPORTED_PO)
    found = read_if_present(path, tag, settings)
    return (settings.display(path), found) if found is not None else None


def read_if_present(
    path: Path, tag: str | None, settings: Settings, remember: bool = True
) -> Catalog | None:
    if not path.is_file():
        return None
    # The cache keeps the entries of a locale's own catalog and of the template, one version
    # each: never those of another file (the import's compendium), which would replace them.
    own = path == (settings.template_path() if tag is None else settings.catalog_path(tag))
    cache_root = settings.cache_folder() if own else None
    return read_catalog(path, tag, settings.display(path), cache_root, remember)


def share_template_strings(catalog: Catalog, template: Catalog) -> None:
    """Have each entry of ``catalog`` hold the template's own string objects where its
    msgid, msgctxt, notes and references equal the template's (nearly all of them):
    a thousand articles' catalog held a second copy of the template's English, 60 MB of
    ``update``'s peak. Only equal strings are swapped: nothing a reader sees changes."""
    for message in catalog:
        found = template.get(message.id, message.context) if message.id else None
        if found is not None:
            if message.id == found.id:
                message.id = found.id
            message.context = found.context  # the same by the key it was found under
            message.auto_comments = _shared(message.auto_comments, found.auto_comments)
            message.locations = _shared(message.locations, found.locations)


def _shared(items: list[T], template: list[T]) -> list[T]:
    """``items`` with each item equal to one of ``template`` as the template's own object
    (a new list: the template's is not shared)."""
    if items == template:  # the usual case: the notes and places update wrote
        return list(template)
    own = {item: item for item in template}
    return [own.get(item, item) for item in items]


def reader(path: Path, tag: str, settings: Settings) -> Callable[[], Catalog | None]:
    return lambda: read_if_present(path, tag, settings)


def already_read(catalog: Catalog | None) -> Callable[[], Catalog | None]:
    return lambda: catalog  # bound now: a lambda in the loop would see the last catalog
