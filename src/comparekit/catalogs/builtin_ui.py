"""The translations of the templates' interface strings that come with comparekit.

A new locale's catalog (``init``, ``add-locale``) starts from them, the way Docusaurus and
Starlight ship their themes' translations, so a project's headings and table headers are
translated from its first build. They are comparekit's files (``comparekit/ui/<tag>.po``),
each written by a translator and reviewed by another.
"""

from __future__ import annotations

import gettext
import re
from collections.abc import Callable
from importlib import resources
from importlib.resources.abc import Traversable

from babel import Locale, UnknownLocaleError
from babel.core import get_global

from comparekit.catalogs.extract import new_catalog, sources_date, template_strings
from comparekit.catalogs.po.read import read_po
from comparekit.catalogs.pofile import catalog_from_po, dumps_po
from comparekit.files import write_text_atomic
from comparekit.sources.load import Project

BUILT_IN_UI = resources.files("comparekit") / "ui"
# Counts that reach every plural form of every language's rule, GNU's and CLDR's alike
# (CLDR gives French and Spanish a form of their own for round millions).
PLURAL_SAMPLES = (*range(200), 1_000, 10_000, 100_000, 1_000_000, 2_000_000, 10_000_000)


def built_in_ui(tag: str) -> Traversable | None:
    """The built-in catalog nearest ``tag``: its own, else its language's as CLDR's likely
    subtags complete it (``zh-TW`` takes ``zh-Hant``, ``pt`` takes ``pt-BR``, ``fr-CA``
    takes ``fr``); None for a language comparekit has none for.

    >>> [getattr(built_in_ui(tag), "name", None) for tag in ("zh-TW", "pt", "fr-CA", "yo")]
    ['zh-Hant.po', 'pt-BR.po', 'fr.po', None]
    """
    for candidate in _candidates(tag):
        file = BUILT_IN_UI / f"{candidate}.po"
        if file.is_file():
            return file
    return None


def _candidates(tag: str) -> list[str]:
    try:
        locale = Locale.parse(tag, sep="-")
    except (ValueError, UnknownLocaleError):
        return [tag]
    likely = get_global("likely_subtags")
    full = likely.get(str(locale)) or likely.get(locale.language) or str(locale)
    language, _, rest = full.partition("_")
    script = locale.script or next((part for part in rest.split("_") if len(part) == 4), None)
    territory = locale.territory or next(
        (part for part in rest.split("_") if len(part) in (2, 3) and part.isupper()), None
    )
    found = [tag]
    for parts in ((language, script, territory), (language, territory), (language, script)):
        if all(parts):
            found.append("-".join(part for part in parts if part))
    found.append(language)
    return list(dict.fromkeys(found))


def seed_ui_catalog(project: Project, tag: str) -> bool:
    """Start ``tag``'s catalog with the built-in translations of the templates' interface
    strings; False, and nothing written, where the catalog exists or comparekit has no
    translations for that language. Only strings the project's templates use, with the same
    English, are taken: ``update`` then merges every other string in beside them."""
    settings = project.settings
    path = settings.catalog_path(tag)
    source = built_in_ui(tag)
    if source is None or path.exists():
        return False
    po = read_po(source.read_bytes(), f"comparekit/ui/{source.name}")
    built_in = catalog_from_po(po, tag)
    written_for = _plural_expression(po.header().get("Plural-Forms", ""))
    used = {(context, english) for context, english in template_strings(project)}
    seeded = new_catalog(tag, sources_date(project))
    for message in built_in:
        english = message.id if isinstance(message.id, str) else tuple(message.id)
        if not message.id or (message.context, english) not in used:
            continue
        if isinstance(message.string, tuple | list) and written_for is not None:
            message.string = _plural_forms(
                tuple(message.string), written_for, seeded.plural_expr, seeded.num_plurals
            )
        seeded[message.id] = message
    write_text_atomic(path, dumps_po(seeded, wrap=settings.po_wrap))
    return True


def _plural_expression(header: str) -> str | None:
    found = re.search(r"plural\s*=\s*([^;]+)", header)
    return found.group(1).strip() if found else None


def _plural_forms(
    forms: tuple[str, ...], written_for: str, wanted: str, count: int
) -> tuple[str, ...]:
    """The translations of a plural string, one per form of the ``wanted`` rule: each form
    takes the translation the built-in file's own rule gives for a count in that form.

    >>> _plural_forms(("un", "des"), "(n > 1)", "(n <= 1) ? 0 : (n % 1000000 == 0) ? 1 : 2", 3)
    ('un', 'des', 'des')
    """
    written: Callable[[int], int] = gettext.c2py(written_for)
    target: Callable[[int], int] = gettext.c2py(wanted)
    sample: dict[int, int] = {}
    for number in PLURAL_SAMPLES:
        sample.setdefault(target(number), number)
    return tuple(
        forms[min(written(sample[form]), len(forms) - 1)] if form in sample else forms[-1]
        for form in range(count)
    )
