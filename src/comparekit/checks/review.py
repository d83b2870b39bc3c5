"""``comparekit review``: what waits for a reviewer, and the approvals a reviewer records.

A translation can be approved only as it stands and only when it is current: translated,
not fuzzy, under the English of the sources, and passing every check (a translation a
check refuses is not published, approved or not). Approving writes the locale's review
record (``catalogs/approvals.py``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from comparekit.catalogs.approvals import approval_digest, read_approvals, write_approvals
from comparekit.catalogs.extract import template_strings
from comparekit.catalogs.rules import terms_for
from comparekit.errors import COMMAND_LINE, Problem
from comparekit.files import exclusive
from comparekit.rendering.fallback import Fallback
from comparekit.rendering.remembered import make_translator
from comparekit.sources.load import Project
from comparekit.sources.settings import catalog_folder_name


@dataclass(frozen=True)
class Waiting:
    """A current translation no reviewer approved as it stands."""

    key: str  # its msgctxt
    english: str
    forms: tuple[str, ...]  # the translation (a plural entry's every form)
    line: int | None  # of its entry in the catalog
    approved_before: bool  # another translation of it (or under other English) was approved
    approval: str  # the digest that approves it


@dataclass
class Review:
    """One locale's translations as review sees them."""

    tag: str
    catalog: str  # as the user reads it
    waiting: list[Waiting] = field(default_factory=list)
    approved: int = 0  # current translations approved as they stand
    not_current: dict[str, Fallback] = field(default_factory=dict)  # by key: cannot be approved
    keys: set[str] = field(default_factory=set)  # every string of the sources


def locale_review(project: Project, tag: str) -> Review:
    """Every string of the sources in ``tag``: approved, waiting, or not current."""
    settings = project.settings
    # Review off here: the translator tells whether each translation is current and
    # passes every check, and the record decides the rest.
    translator = make_translator(
        settings.model_copy(update={"review": "off"}), tag, terms_for(project, tag)
    )
    table = translator.table
    assert table is not None, "a target locale has a catalog"
    record = read_approvals(settings, tag)
    approved_keys = set(record.lines.values())
    review = Review(tag, translator.catalog_display)
    for key, msgid in template_strings(project):
        review.keys.add(key)
        before = len(translator.fallbacks)
        if isinstance(msgid, tuple):
            translator.plural(key, msgid[0], msgid[1], 2)  # checks every form
        else:
            translator.text(key, msgid)
        if len(translator.fallbacks) > before:
            review.not_current[key] = translator.fallbacks[-1]
            continue
        message = table.get(msgid, key)
        assert message is not None, "a string that did not fall back has its entry"
        forms = tuple(message.strings)
        approval = approval_digest(key, msgid, forms)
        if approval in record.lines:
            review.approved += 1
            continue
        english = msgid if isinstance(msgid, str) else msgid[0]
        review.waiting.append(
            Waiting(key, english, forms, message.line, key in approved_keys, approval)
        )
    if translator.memo is not None:
        translator.memo.save()
    return review


def named_keys(review: Review, name: str) -> list[str]:
    """The strings ``name`` names: a msgctxt, or a source's key (``comparisons/<slug>``)
    for each of its strings."""
    return sorted(key for key in review.keys if key == name or key.startswith(f"{name}:"))


def unknown_key(review: Review, name: str) -> Problem:
    return Problem(
        COMMAND_LINE,
        None,
        None,
        "unknown-key",
        f"'{name}' is no string of the sources (a msgctxt, or a source's key such as "
        "comparisons/<slug>)",
        hint=f"`comparekit review {review.tag}` lists the keys of what waits",
    )


def cannot_approve(review: Review, key: str) -> Problem:
    """Why a string named on its own cannot be approved, at its catalog line."""
    fallback = review.not_current[key]
    said = fallback.detail or f"no current translation ({fallback.reason})"
    return replace(fallback.problem(), message=f"{review.tag}: '{key}' cannot be approved: {said}")


def approve(project: Project, review: Review, chosen: list[Waiting]) -> None:
    """Record ``chosen`` as approved; the record keeps one approval per string (the newest),
    and none of strings the sources no longer have."""
    settings = project.settings
    folder = settings.path(settings.catalogs) / catalog_folder_name(review.tag)
    with exclusive(folder, f"the review record of {review.tag}"):
        record = read_approvals(settings, review.tag)
        replaced = {waiting.key for waiting in chosen}
        lines = {
            approval: key
            for approval, key in record.lines.items()
            if key in review.keys and key not in replaced
        }
        lines.update((waiting.approval, waiting.key) for waiting in chosen)
        write_approvals(settings, review.tag, lines)


def revoke(project: Project, review: Review, keys: Iterable[str]) -> int:
    """Take back every approval of ``keys``; how many were taken back."""
    settings = project.settings
    gone = set(keys)
    folder = settings.path(settings.catalogs) / catalog_folder_name(review.tag)
    with exclusive(folder, f"the review record of {review.tag}"):
        record = read_approvals(settings, review.tag)
        lines = {approval: key for approval, key in record.lines.items() if key not in gone}
        if len(lines) != len(record.lines):
            write_approvals(settings, review.tag, lines)
        return len(record.lines) - len(lines)
