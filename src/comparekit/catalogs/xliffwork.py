"""Work a translator did in an earlier XLIFF export that its catalog does not hold yet.

``xliff export`` writes over an earlier export of its own, and translators work in the
exported file: writing over one they changed and did not import loses their work, so
``xliff export`` refuses to, unless told to with ``--force``.
"""

from __future__ import annotations

from pathlib import Path

from comparekit.catalogs.exchange import entry_digest, forms_digest
from comparekit.catalogs.pofile import read_catalog
from comparekit.catalogs.xliffdoc import UnitIn, XliffIn
from comparekit.catalogs.xliffread import read_xliff
from comparekit.errors import Problem, ProblemsFound
from comparekit.sources.settings import Settings
from comparekit.sources.userfile import MAX_EXCHANGE_BYTES, read_user_file


def refuse_unimported(settings: Settings, target: Path, display: str) -> None:
    """Raise a problem if the file at ``target`` (an earlier export) holds translations
    changed since its export that its locale's catalog does not hold."""
    if not target.is_file():
        return
    try:
        document = read_xliff(
            read_user_file(target, display, "an XLIFF file", MAX_EXCHANGE_BYTES), display
        )
    except ProblemsFound:
        raise ProblemsFound([_problem(display, None, "it does not read as an export")]) from None
    pending = _unimported(settings, document)
    if pending:
        first = pending[0]
        raise ProblemsFound(
            [
                _problem(
                    display,
                    first.line,
                    f"{len(pending)} translation(s) in it changed since it was exported and "
                    f"are not in the catalog yet (the first: {first.key})",
                )
            ]
        )


def _unimported(settings: Settings, document: XliffIn) -> list[UnitIn]:
    """The units of ``document`` whose target changed since the export, and which the
    catalog of its locale does not say (all that changed, for a locale not the project's)."""
    tag = document.target_language
    by_key = {}
    if tag in settings.locales:
        path = settings.catalog_path(tag)
        if path.is_file():
            catalog = read_catalog(path, tag, settings.display(path))
            by_key = {str(m.context): m for m in catalog if m.id and m.context is not None}
    pending = []
    for unit in document.units:
        forms = [unit.targets.get(form, "") for form in range(max(unit.targets, default=0) + 1)]
        fuzzy = unit.reads_fuzzy(settings.review != "off") and any(forms)
        if not any(forms) or forms_digest(forms, fuzzy) == unit.exported:
            continue  # untouched since the export, or left empty: nothing to lose
        message = by_key.get(unit.key)
        if message is None or entry_digest(message) != forms_digest(forms, fuzzy):
            pending.append(unit)
    return pending


def _problem(display: str, line: int | None, what: str) -> Problem:
    return Problem(
        display,
        line,
        None,
        "xliff-unimported",
        f"an earlier export, not replaced: {what}",
        hint="import it first (`comparekit xliff import FILE`), export to another file, or "
        "pass --force to replace it and lose those translations",
    )
