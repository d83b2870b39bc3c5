"""``comparekit review``: what waits for a reviewer, and the approvals a reviewer records.

A translation can be approved only as it stands and only when it is current: translated,
not fuzzy, under the English of the sources, and passing every check (a translation a
check refuses is not published, approved or not). Approving writes the locale's review
record (``catalogs/approvals.py``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace

from comparekit.cache import digest
from comparekit.catalogs.approvals import approval_digest, read_approvals, write_approvals
from comparekit.catalogs.extract import template_strings
from comparekit.catalogs.invisible import BIDI_CONTROL, INVISIBLE
from comparekit.catalogs.po.plurals import plural_function
from comparekit.catalogs.rules import terms_for
from comparekit.catalogs.table import TranslationTable
from comparekit.errors import COMMAND_LINE, Problem, ProblemsFound, UsageRefused
from comparekit.files import exclusive
from comparekit.rendering.fallback import Fallback
from comparekit.rendering.remembered import make_translator
from comparekit.sources.load import Project
from comparekit.sources.settings import catalog_folder_name


@dataclass(frozen=True)
class Waiting:
    """A current translation no reviewer approved as it stands."""

    key: str  # its msgctxt
    english: tuple[str, ...]  # its English (a plural entry's singular and plural)
    forms: tuple[str, ...]  # the translation (a plural entry's every form)
    line: int | None  # of its entry in the catalog
    approved_before: bool  # another translation of it (or under other English) was approved
    approval: str  # the digest that approves it
    counts: tuple[str, ...] = ()  # a plural entry's: the counts each form is shown for


@dataclass
class Review:
    """One locale's translations as review sees them."""

    tag: str
    catalog: str  # as the user reads it
    waiting: list[Waiting] = field(default_factory=list)
    approved: int = 0  # current translations approved as they stand
    # The digest that approves each current translation that is approved: a line's own
    # label is only what it says (a record edited by hand may label a line wrongly).
    approved_by: dict[str, str] = field(default_factory=dict)
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
    approved_keys = {key for _, key in record.in_force}
    review = Review(tag, translator.catalog_display)
    for key, msgid in template_strings(project):
        review.keys.add(key)
        # (each string in its own capture: the translator reports a key once, and a
        # template may give one key two English strings before `update` has run)
        with translator.capture() as recording:
            if isinstance(msgid, tuple):
                translator.plural(key, msgid[0], msgid[1], 2)  # checks every form
            else:
                translator.text(key, msgid)
        if key in recording.fallbacks:
            review.not_current.setdefault(key, recording.fallbacks[key])
            continue
        message = table.get(msgid, key)
        assert message is not None, "a string that did not fall back has its entry"
        forms = tuple(message.strings)
        approval = approval_digest(key, msgid, forms, table.plural_expr)
        if record.approves(approval, key):
            review.approved += 1
            review.approved_by[key] = approval
            continue
        english = (msgid,) if isinstance(msgid, str) else msgid
        counts = () if isinstance(msgid, str) else _counts_of_forms(table, len(forms))
        review.waiting.append(
            Waiting(key, english, forms, message.line, key in approved_keys, approval, counts)
        )
    if translator.memo is not None:
        translator.memo.save()
    return review


# How much of an approval's digest the listing shows, for `--approve KEY@DIGEST`: all of
# it. A translator who writes two translations can search for a pair whose digests begin
# alike (a birthday search: 2^24 tries for 12 hex digits); for 32 it takes 2^64.
SHOWN_DIGEST = 32


def listing_token(review: Review) -> str:
    """What names one listing of what waits: `--listed` gives it back, so that a
    translation changed after the reviewer read the listing is not approved unseen."""
    return digest("listed", review.tag, *sorted(w.approval for w in review.waiting)).hex()


def chosen_for_approval(
    review: Review, names: list[str], every: bool, listed: str | None
) -> list[Waiting]:
    """The translations to approve: those ``names`` name (``KEY`` or ``KEY@DIGEST`` as the
    listing shows them) or, with ``every``, all that wait. A name without its digest, and
    ``every``, need ``listed``, the token of the listing the reviewer read; nothing is
    chosen if the listing changed since or a digest is not the translation's now."""
    split = [_split(name) for name in names]
    unknown = [unknown_key(review, name) for name, _ in split if not named_keys(review, name)]
    if unknown:
        raise UsageRefused(unknown)
    bare = every or any(shown is None for _, shown in split)
    if bare and listed is None:
        raise UsageRefused([_needs_listing(review)])
    if bare and listed != listing_token(review):
        raise ProblemsFound([_listing_changed(review)])
    waiting = {w.key: w for w in review.waiting}
    chosen: dict[str, Waiting] = {}
    refused = []
    for name, shown in split:
        for key in named_keys(review, name):
            if key in waiting and (shown is None or waiting[key].approval.startswith(shown)):
                chosen[key] = waiting[key]
            elif key in waiting:
                refused.append(_changed_since_listed(review, waiting[key]))
            elif key == name and key in review.not_current:
                refused.append(cannot_approve(review, key))
            elif shown is not None and review.approved_by.get(key) != shown:
                refused.append(_not_its_approval(review, key))
    if refused:
        raise ProblemsFound(refused)
    return list(waiting.values()) if every else list(chosen.values())


def _split(name: str) -> tuple[str, str | None]:
    """``KEY@DIGEST`` → (KEY, DIGEST); a name without a digest → (name, None)."""
    key, at, shown = name.rpartition("@")
    # In either case, as a hand may copy it (attack 18d's c083 was told of an unknown key).
    if at and re.fullmatch(rf"[0-9a-fA-F]{{{SHOWN_DIGEST}}}", shown):
        return key, shown.lower()
    return name, None


def _needs_listing(review: Review) -> Problem:
    return Problem(
        COMMAND_LINE,
        None,
        None,
        "review-listing",
        "approving without each translation's digest needs the listing you read: --listed TOKEN",
        hint=f"`comparekit review {review.tag}` lists what waits and ends with the token; or "
        "approve KEY@DIGEST as each line of the listing shows it",
    )


def _listing_changed(review: Review) -> Problem:
    return Problem(
        review.catalog,
        None,
        None,
        "review-listing",
        f"{review.tag}: the translations waiting for review changed since that listing: "
        "nothing was approved",
        hint=f"read `comparekit review {review.tag}` again, then approve with its new token",
    )


def _changed_since_listed(review: Review, waiting: Waiting) -> Problem:
    return Problem(
        review.catalog,
        waiting.line,
        None,
        "review-listing",
        f"{review.tag}: '{waiting.key}' is not the translation that digest names (it changed "
        "since it was listed, or the digest is another's): nothing was approved",
        hint=f"read `comparekit review {review.tag}` again and approve the digest it shows now",
    )


def _not_its_approval(review: Review, key: str) -> Problem:
    """A digest named for a string already approved as another translation (attack 18e's
    c125: it approved nothing and said so with exit 0)."""
    return Problem(
        review.catalog,
        None,
        None,
        "review-listing",
        f"{review.tag}: '{key}' is approved already, as another translation than that digest "
        "names: nothing was approved",
        hint=f"`comparekit review {review.tag}` lists what waits, each with its digest",
    )


def _counts_of_forms(table: TranslationTable, forms: int) -> tuple[str, ...]:
    """For each plural form, the first counts the catalog's rule shows it for: the reviewer
    reads each form beside the counts it will be published with."""
    choose = plural_function(table.plural_expr, table.plural_count)
    shown: list[list[int]] = [[] for _ in range(forms)]
    for count in range(1001):
        form = choose(count)
        if form < forms and len(shown[form]) < 6:
            shown[form].append(count)
    return tuple(
        ", ".join(map(str, found[:5])) + (", …" if len(found) > 5 else "") if found else "no count"
        for found in shown
    )


def one_line(text: str) -> str:
    """A string as the listing shows it: on one line (its line breaks as \\n), with every
    character a reader cannot see, or a terminal would act on, written as its escape, so
    that two translations that differ are never listed alike."""
    shown = text.replace("\\", "\\\\").replace("\n", "\\n")
    return "".join(_escaped(char) for char in shown)


def _escaped(char: str) -> str:
    hidden = (
        not char.isprintable()
        or BIDI_CONTROL.match(char) is not None
        or INVISIBLE.match(char) is not None
        or (char.isspace() and char != " ")  # a space of another width: shown, not guessed
    )
    return (
        (f"\\u{ord(char):04x}" if ord(char) <= 0xFFFF else f"\\U{ord(char):08x}")
        if hidden
        else char
    )


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
    """Record ``chosen`` as approved; the record keeps one approval per string (the newest,
    the older ones revoked). Approving a digest that was revoked takes back its revocation.
    Every other line stays, those of strings the sources no longer have too: an article
    taken out and brought back (its translations kept as obsolete entries) is approved as
    it was, and a line approves only its own string's digest (attack 21's C2)."""
    replaced = {waiting.key for waiting in chosen}
    approvals = {waiting.approval for waiting in chosen}

    def approved(lines: Record) -> Record:
        written, revoked = lines
        kept = {(a, key) for a, key in written if key not in replaced}
        # An older approval of a string approved anew is revoked, not only dropped: a union
        # merge that keeps its line would approve the older text again (attack 18d's c045).
        older = {a: key for a, key in written if key in replaced}
        still = {a: key for a, key in {**revoked, **older}.items() if a not in approvals}
        return kept | {(waiting.approval, waiting.key) for waiting in chosen}, still

    _change_record(project, review.tag, approved)


def revoke(project: Project, review: Review, keys: Iterable[str]) -> int:
    """Take back every approval of ``keys``: the line that approves each one's translation
    as it stands and every line labelled with it, each replaced by a revocation of its
    digest (a merge that keeps a line one branch removed does not bring it back); how many."""
    gone = set(keys)
    approving = {review.approved_by[key] for key in gone if key in review.approved_by}
    taken: set[tuple[str, str]] = set()

    def revoked(lines: Record) -> Record:
        written, revoked = lines
        taken.update(pair for pair in written if pair[1] in gone or pair[0] in approving)
        return written - taken, {**revoked, **dict(taken)}

    _change_record(project, review.tag, revoked)
    return len(taken)


# A record's lines: its approvals (digest, msgctxt) and its revocations (digest → msgctxt).
Record = tuple[frozenset[tuple[str, str]] | set[tuple[str, str]], dict[str, str]]


def _change_record(project: Project, tag: str, change: Callable[[Record], Record]) -> None:
    """Read the locale's record, change its lines and write them back (only if they
    changed), holding the locale's folder: two runs never write one record together."""
    settings = project.settings
    folder = settings.path(settings.catalogs) / catalog_folder_name(tag)
    with exclusive(folder, f"the review record of {tag}"):
        record = read_approvals(settings, tag)
        lines = (set(record.written), dict(record.revoked))
        written, revoked = change(lines)
        if (set(written), revoked) != lines:
            write_approvals(settings, tag, written, revoked)
