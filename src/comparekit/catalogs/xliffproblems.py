"""What ``xliff import`` says of a unit it cannot take back: each problem's message and hint."""

from __future__ import annotations

from comparekit.catalogs.xliffdoc import UnitIn
from comparekit.errors import Problem


def plural_problem(display: str, unit: UnitIn, form: int, count: int) -> Problem:
    return Problem(
        display,
        unit.lines.get(form, unit.line),
        None,
        "xliff-plural-form",
        f"'{unit.key}[{form}]': the catalog's language has {count} plural "
        f"form{'s' if count != 1 else ''}, so this translation has no place",
        hint="put the translation in the forms the export wrote, and remove this one",
    )


PROBLEMS = {
    "xliff-unknown-key": (
        "'{key}' is no key of the catalog",
        "export the XLIFF again after `comparekit update`; ids must not be edited",
    ),
    "xliff-stale": (
        "'{key}': the English changed since this XLIFF was exported",
        "export it again, translate the changed units, and import that file",
    ),
    "xliff-stale-approval": (
        "'{key}': marked approved for an English that is not the catalog's now (it changed "
        "since the export, or the file's <source> was edited): not approved",
        "export it again and approve the translation beside its English as it stands",
    ),
    "xliff-no-review-state": (
        "'{key}': marked approved, and the unit does not say whether the review record "
        "approved it at the export (exported with review off, or its ck:recorded attribute "
        "was removed): not approved",
        "export it again with review on, approve it in that file, and import that file",
    ),
    "xliff-conflict": (
        "'{key}': changed both in this file and in the catalog since the export; the "
        "catalog keeps its translation",
        "compare the two, put the right one in the catalog, and export again",
    ),
    "xliff-no-export-state": (
        "'{key}': the unit has lost its ck:exported attribute, so an import cannot tell "
        "what changed since the export",
        "export the catalog again; keep the attributes comparekit writes on each unit",
    ),
}


def unit_problem(display: str, line: int | None, code: str, key: str) -> Problem:
    message, hint = PROBLEMS[code]
    return Problem(display, line, None, code, message.format(key=key), hint=hint)
