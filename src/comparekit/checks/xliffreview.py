"""What XLIFF says of review: the approvals an export shows, and those an import records.

XLIFF carries what PO cannot: whether a translation was approved (Weblate maps its
"approved" state to it). With review on (``warn`` or ``required``) an export marks a unit
``approved="yes"`` (its target ``signed-off``) only when the review record approves its
translation as it stands; a finished translation that waits for review is
``approved="no"`` (``translated``), and an import reads it back as current, not fuzzy. An
import records the approvals a file marks only when the importing reviewer asks
(``--approve``), by the rules of ``comparekit review --approve``: a translator's tool can
mark anything approved, so without it they only wait for ``comparekit review``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from comparekit.catalogs.approvals import approval_digest, read_approvals
from comparekit.catalogs.exchange import (
    STATES,
    ImportReport,
    MarkedApproval,
    export_xliff,
    import_xliff,
    toolkit,
)
from comparekit.catalogs.pofile import existing_catalog
from comparekit.catalogs.table import load_table
from comparekit.checks.review import Review, Waiting, approve, cannot_approve, locale_review
from comparekit.errors import COMMAND_LINE, Problem, UsageRefused
from comparekit.sources.load import Project
from comparekit.sources.settings import unknown_locales


def export_reviewed_xliff(
    project: Project,
    tag: str,
    target: Path,
    sources: Iterable[str] = (),
    states: Iterable[str] = STATES,
) -> int:
    """``export_xliff``, each unit approved as the review record has it when review is on.
    Returns the units written."""
    toolkit()
    settings = project.settings
    approved = None
    if settings.review != "off":
        # The export's own refusals first: a locale that is not the project's, no catalog.
        unknown_locales([tag], settings.locales)
        existing_catalog(settings, tag)
        approved = approved_keys(locale_review(project, tag))
    return export_xliff(project, tag, target, sources, states, approved)


def approved_keys(review: Review) -> set[str]:
    """The strings whose current translation a reviewer approved as it stands."""
    return review.keys - {waiting.key for waiting in review.waiting} - set(review.not_current)


@dataclass(frozen=True)
class ReviewedImport:
    """An import, and what became of the approvals its file marks."""

    imported: ImportReport
    recorded: int = 0  # approvals recorded (``--approve``)
    waiting: int = 0  # units the file marks approved that wait for ``comparekit review``
    # Units the file marks approved whose translation cannot be approved (not current, or
    # a check refuses it), with ``--approve``: nothing was recorded for them.
    refused: list[Problem] = field(default_factory=list)


def import_reviewed_xliff(project: Project, source: Path, record: bool) -> ReviewedImport:
    """``import_xliff``; then, with review on, the approvals the file marks: recorded when
    ``record`` (and each translation is current and passes every check), else left to
    wait for review."""
    settings = project.settings
    if record and settings.review == "off":
        raise UsageRefused([_review_off()])
    imported = import_xliff(project, source)
    if settings.review == "off":
        return ReviewedImport(imported)
    tag = imported.locale
    approvals = read_approvals(settings, tag)
    path = imported.catalog
    rule = load_table(path, tag, settings.display(path), settings.cache_folder()).plural_expr

    def approved_now(unit: MarkedApproval) -> bool:
        digest = approval_digest(unit.key, unit.english, unit.forms, rule)
        return approvals.approves(digest, unit.key)

    marked = [unit for unit in imported.marked_approved if not approved_now(unit)]
    # (a mark that cannot be told a reviewer's, on a translation the record approves as it
    # stands, asks for nothing)
    stale = [p for unit, p in imported.stale_approvals if record and not approved_now(unit)]
    if not marked:  # what the file marks approved, the record approves already
        return ReviewedImport(imported, refused=stale)
    review = locale_review(project, tag)
    waiting = {unit.key: unit for unit in review.waiting}
    chosen: list[Waiting] = []
    refused = list(stale)
    for unit in marked:
        found = waiting.get(unit.key)
        if found is not None and found.forms == unit.forms:
            chosen.append(found)
        elif unit.key in review.not_current:
            refused.append(cannot_approve(review, unit.key))
    if not record:
        return ReviewedImport(imported, waiting=len(chosen))
    if chosen:
        approve(project, review, chosen)
    return ReviewedImport(imported, recorded=len(chosen), refused=refused)


def _review_off() -> Problem:
    return Problem(
        COMMAND_LINE,
        None,
        None,
        "review-off",
        "--approve records a reviewer's approvals, and review is off in the settings",
        hint="with review off an export marks every finished translation approved, reviewed "
        'or not: set review = "warn" or "required" in [tool.comparekit], export again, '
        "and import that file with --approve",
    )
