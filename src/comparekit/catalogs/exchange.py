"""XLIFF exchange: a locale's catalog for CAT tools (Trados, memoQ, Phrase), and back.

``export_xliff`` writes XLIFF 1.2 (``xliffdoc``): each string's key as its unit id, the
English as source, its notes whole, the fuzzy state (``approved``) with the English a fuzzy
translation was made for, plural forms by the locale's rule, placeholders as protected
inline codes, and a table cell's length limit as ``maxwidth``; all of the catalog, or the
strings of some sources in some states. ``import_xliff`` takes back each unit whose
translation or state changed in the file since the export, and holds it to the checks a PO
edit meets (placeholders, markup, numbers, pipes in cells …): if one fails, nothing is
written. A unit whose catalog entry was edited since the export too is a conflict: the
catalog keeps its translation. A round trip changes nothing. With review on, what an export
marks approved and what an import does with the approvals a file marks is
``checks.xliffreview``'s. translate-toolkit (which brings lxml) is an optional dependency
(``pip install 'comparekit[exchange]'``).
"""

from __future__ import annotations

import fnmatch
import hashlib
import json
import re
from collections.abc import Collection, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog, Message

from comparekit.catalogs.extract import template_strings
from comparekit.catalogs.memory import SUGGESTION_NOTE
from comparekit.catalogs.po.read import read_po
from comparekit.catalogs.po.write import PO_WIDTH
from comparekit.catalogs.pofile import catalog_from_po, dumps_po, existing_catalog, read_catalog
from comparekit.catalogs.rules import HINTS, Entry, Terms, check_entry, terms_for
from comparekit.catalogs.xliffdoc import UnitIn, UnitOut, write_xliff
from comparekit.catalogs.xliffproblems import plural_problem, unit_problem
from comparekit.catalogs.xliffread import read_xliff
from comparekit.catalogs.xmltext import refuse_xml_characters
from comparekit.errors import COMMAND_LINE, ComparekitError, Problem, ProblemsFound
from comparekit.files import exclusive, write_bytes_atomic, write_text_atomic
from comparekit.ownership import refuse_linked_writes
from comparekit.sources.load import Project
from comparekit.sources.settings import locales_said, unknown_locales
from comparekit.sources.userfile import MAX_EXCHANGE_BYTES, read_user_file

CELL_LIMIT = re.compile(r"Table cell: at most (\d+) characters")
STATES = ("untranslated", "fuzzy", "translated")  # what `xliff export --state` selects
# A translated string no reviewer approved as it stands (with review on): `--todo` work too,
# as `status --todo` lists it.
UNREVIEWED = "unreviewed"


@dataclass(frozen=True)
class MarkedApproval:
    """A unit the file marks approved, and the catalog entry holding its translation."""

    key: str
    english: str | tuple[str, str]  # the entry's msgid, as an approval's digest takes it
    forms: tuple[str, ...]
    line: int  # of the unit in the file


@dataclass(frozen=True)
class ImportReport:
    locale: str
    catalog: Path
    changed: int  # entries whose translation or fuzzy state the import changed
    for_review: int  # units approved, but whose state asks for translation or review: fuzzy
    # Units the file marks approved whose translation the catalog holds after the import:
    # whether to record them is the importing reviewer's decision (``checks.xliffreview``).
    marked_approved: list[MarkedApproval] = field(default_factory=list)
    # Units changed in the file whose entry was edited in the catalog too since the export:
    # left as the catalog has them.
    conflicts: list[Problem] = field(default_factory=list)
    # Units the file marks approved that cannot be told approved by a reviewer: for an
    # English that is not the catalog's now, or with no word of the record at the export.
    stale_approvals: list[tuple[MarkedApproval, Problem]] = field(default_factory=list)


def toolkit() -> Any:
    try:
        from translate.storage import poxliff
    except ImportError:
        raise ComparekitError(
            "XLIFF exchange needs translate-toolkit: pip install 'comparekit[exchange]'"
        ) from None
    return poxliff


def export_xliff(
    project: Project,
    tag: str,
    target: Path,
    sources: Iterable[str] = (),
    states: Iterable[str] = STATES,
    approved: Collection[str] | None = None,
) -> int:
    """Write the catalog of ``tag`` as XLIFF 1.2 at ``target``: the strings whose source
    (the key before its ``:``) matches one of the ``sources`` patterns (all if none), in one
    of the ``states``. With review on, ``approved`` holds the keys a reviewer approved as
    they stand (``checks.xliffreview``); None with review off. Returns the units written."""
    toolkit()
    settings = project.settings
    unknown_locales([tag], settings.locales)
    path = existing_catalog(settings, tag)
    catalog = read_catalog(path, tag, settings.display(path))
    messages = [m for m in catalog if m.id and m.context is not None]
    patterns = list(sources)
    _unmatched_sources(patterns, messages)
    wanted = set(states)
    wrapped = settings.po_wrap == "babel"
    chosen = [
        message
        for message in messages
        if _wanted(message, wanted, approved)
        and (not patterns or any(fnmatch.fnmatchcase(_source(message), p) for p in patterns))
    ]
    refuse_xml_characters(chosen, settings.display(path))
    _refuse_stale(project, messages, settings.display(path))
    units = [
        _unit_out(
            message,
            catalog.num_plurals,
            wrapped,
            None if approved is None else str(message.context) in approved,
        )
        for message in chosen
    ]
    data = write_xliff(units, settings.source_locale, tag, settings.display(path))
    write_bytes_atomic(target, data)
    return len(units)


def _refuse_stale(project: Project, messages: list[Message], display: str) -> None:
    """An export of a catalog ``update`` has not brought up to the sources would send its
    translators the old English (as the source of a string whose English changed) and
    leave the new strings out: refused, naming the first such entry, as ``status --todo``
    does."""
    current = dict(template_strings(project))
    stale = sorted(
        (message.lineno or 0, str(message.context))
        for message in messages
        if str(message.context) in current and current[str(message.context)] != message.id
    )
    keys = {str(message.context) for message in messages}
    absent, removed = len(set(current) - keys), len(keys - set(current))
    if not stale and not absent and not removed:
        return
    line, key = stale[0] if stale else (None, "")
    parts = [f"{len(stale)} msgid(s) not the English of the sources (first {key!r})"] * bool(stale)
    parts += [f"{absent} string(s) of the sources not in it"] * bool(absent)
    parts += [f"{removed} string(s) the sources no longer have"] * bool(removed)
    said = ", and ".join(parts)
    raise ProblemsFound(
        [
            Problem(
                display,
                line,
                None,
                "stale-catalog",
                f"the catalog is not up to date with the sources: {said}",
                hint="run `comparekit update`, then export",
            )
        ]
    )


def _wanted(message: Message, wanted: set[str], approved: Collection[str] | None) -> bool:
    """Whether ``message`` is in one of the ``wanted`` states, or translated and waiting
    for a reviewer where ``unreviewed`` is wanted."""
    state = _state(message)
    if state in wanted:
        return True
    waiting = approved is not None and str(message.context) not in approved
    return UNREVIEWED in wanted and state == "translated" and waiting


def _source(message: Message) -> str:
    return str(message.context).partition(":")[0]


def _state(message: Message) -> str:
    if not any(_forms(message.string)):
        return "untranslated"
    return "fuzzy" if message.fuzzy else "translated"


def _unmatched_sources(patterns: list[str], messages: list[Message]) -> None:
    """A ``--source`` pattern that matches no string is a mistake in the command."""
    names = {_source(m) for m in messages}
    unmatched = [p for p in patterns if not any(fnmatch.fnmatchcase(n, p) for n in names)]
    if unmatched:
        raise ProblemsFound(
            Problem(
                COMMAND_LINE,
                None,
                None,
                "unknown-source",
                f"--source {pattern}: no string of the catalog comes from such a source",
                hint="a source is an article's path under articles/ without .yaml, such as "
                "comparisons/deepinfer-vs-vllm; shell-style patterns match several",
            )
            for pattern in unmatched
        )


def _unit_out(message: Message, num_plurals: int, wrapped: bool, reviewed: bool | None) -> UnitOut:
    """What the XLIFF shows of one entry: a plural message has one unit per form of the
    locale (ja, ko, zh-Hant: one), each with the English that form stands for."""
    plural = isinstance(message.id, (list, tuple))
    english = _forms(message.id)
    translated = _forms(message.string)
    count = num_plurals if plural else 1
    notes = [("developer", note) for note in whole_notes(message.auto_comments, wrapped)]
    if plural and count == 1:
        notes.append(
            (
                "comparekit",
                f"One form in this language for every number; the English plural: {english[-1]}",
            )
        )
    translator = whole_notes(message.user_comments, wrapped, starts=(SUGGESTION_NOTE,))
    notes += [("translator", note) for note in translator]
    limit = CELL_LIMIT.search(" ".join(message.auto_comments))
    return UnitOut(
        key=str(message.context),
        sources=[english[min(form, len(english) - 1)] for form in range(count)],
        targets=[(translated + [""] * count)[form] for form in range(count)],
        fuzzy=message.fuzzy and any(translated),
        exported=entry_digest(message),
        english=english_digest(message),
        plural=plural,
        previous=[str(p) for p in message.previous_id or ()],
        notes=notes,
        locations=[(str(file), line) for file, line in message.locations],
        max_width=int(limit.group(1)) if limit else None,
        reviewed=reviewed,
    )


# A line of a note that begins another note: "Where: …", "Table cell: …", "Glossary: …".
NOTE_LABEL = re.compile(r"[A-Z][A-Za-z -]{0,30}: ")


def whole_notes(lines: Iterable[str], wrapped: bool, starts: tuple[str, ...] = ()) -> list[str]:
    """The notes of an entry as they were written, before the PO writer wrapped each over
    several comment lines: a line continues the one before when that one was broken there
    (the next word would not have fitted) and it does not begin a note of its own.

    >>> whole_notes(["Where: a › b", "Table cell: at most 40 characters."], True)
    ['Where: a › b', 'Table cell: at most 40 characters.']
    """
    notes: list[str] = []
    before: str | None = None
    for line in lines:
        first_word = line.split(" ", 1)[0]
        if (
            wrapped
            and before is not None
            and len(before) <= PO_WIDTH < len(before) + 1 + len(first_word)
            and not NOTE_LABEL.match(line)
            and not line.startswith(starts)
        ):
            hyphen = before.endswith("-") and before[-2:-1].isalnum()  # split after a hyphen
            notes[-1] += ("" if hyphen else " ") + line
        else:
            notes.append(line)
        before = line
    return notes


def entry_digest(message: Message) -> str:
    """A digest of what a catalog entry holds for the translator: its translation and
    whether it is fuzzy. Written into each unit, so an import sees what changed since."""
    forms = _forms(message.string)
    return forms_digest(forms, message.fuzzy and any(forms))


def english_digest(message: Message) -> str:
    """A digest of an entry's English, every form: written into each unit, so an import
    records an approval only for the English it was exported with."""
    text = json.dumps(_forms(message.id), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def forms_digest(forms: list[str], fuzzy: bool) -> str:
    while len(forms) > 1 and not forms[-1]:  # a form left out is a form left empty
        forms = forms[:-1]
    text = json.dumps([forms, fuzzy], ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def import_xliff(project: Project, source: Path) -> ImportReport:
    """Take the translations an XLIFF file changed back into its locale's catalog."""
    toolkit()
    settings = project.settings
    display = str(source)
    document = read_xliff(
        read_user_file(source, display, "an XLIFF file", MAX_EXCHANGE_BYTES), display
    )
    tag = document.target_language
    if tag not in settings.locales:  # the file's mistake, at its <file> element
        raise ProblemsFound(
            [
                Problem(
                    display,
                    document.file_line,
                    None,
                    "unknown-locale",
                    f"its target-language '{tag}' is not a locale of this project"
                    if tag
                    else "it names no target-language, so no locale of this project",
                    hint=locales_said(settings),
                )
            ]
        )
    path = existing_catalog(settings, tag)
    catalogs = {settings.display(settings.catalog_path(locale)) for locale in settings.locales}
    if document.original and document.original not in catalogs:
        raise ProblemsFound(  # edited by hand, or exported from another project
            [
                Problem(
                    display,
                    document.file_line,
                    None,
                    "xliff-locale",
                    f"it names a catalog that is not one of this project's "
                    f"({document.original}): it was not exported from this project",
                    hint=f"import the file `comparekit xliff export {tag}` wrote for "
                    "this project; comparekit takes a file back only into the catalog it "
                    "was exported from",
                )
            ]
        )
    if document.original and document.original != settings.display(path):
        raise ProblemsFound(  # relabelled: its text is another locale's
            [
                Problem(
                    display,
                    document.file_line,
                    None,
                    "xliff-locale",
                    f"its target-language '{tag}' disagrees with the catalog it was exported "
                    f"from ({document.original})",
                    hint="import the file exported for that locale; comparekit exports one "
                    "file per catalog and takes it back into that catalog only",
                )
            ]
        )
    folder = settings.path(settings.catalogs)
    with exclusive(folder, f"the catalogs in {settings.display(folder)}"):
        # A fresh copy: read_catalog's are shared within the process and must not change.
        catalog = catalog_from_po(read_po(path.read_bytes(), settings.display(path)), tag)
        review = settings.review != "off"
        result = _apply(document.units, catalog, display, terms_for(project, tag), review)
        problems = document.problems + result.problems
        if problems:
            raise ProblemsFound(problems)
        if result.changed:
            refuse_linked_writes([path], settings, "catalogs")
            write_text_atomic(path, dumps_po(catalog, wrap=settings.po_wrap))
    marked, stale = _marked_approved(document.units, catalog, display)
    return ImportReport(
        tag,
        path,
        result.changed,
        result.for_review,
        marked,
        conflicts=result.conflicts,
        stale_approvals=stale,
    )


@dataclass
class _Applied:
    changed: int = 0
    for_review: int = 0
    problems: list[Problem] = field(default_factory=list)
    conflicts: list[Problem] = field(default_factory=list)


def _apply(
    units: list[UnitIn], catalog: Catalog, display: str, terms: Terms, review: bool
) -> _Applied:
    """Put the translation of each unit the file changed into ``catalog``; the problems of
    those that cannot be put back, and the conflicts left as the catalog has them."""
    by_key = {str(m.context): m for m in catalog if m.id and m.context is not None}
    result = _Applied()
    for unit in units:
        if unit.damaged:
            continue  # its inline markup is the problem; checking its text would add noise
        message = by_key.get(unit.key)
        plural = message is not None and isinstance(message.id, (list, tuple))
        count = catalog.num_plurals if plural else 1
        extra = [form for form in unit.targets if form >= count and unit.targets[form]]
        if message is not None and extra:
            result.problems.append(plural_problem(display, unit, extra[0], count))
            continue
        forms = [unit.targets.get(form, "") for form in range(count)]
        fuzzy = unit.reads_fuzzy(review) and any(forms)
        if unit.exported is None:
            lost = unit_problem(display, unit.line, "xliff-no-export-state", unit.key)
            result.problems.append(lost)
            continue
        if forms_digest(forms, fuzzy) == unit.exported:
            continue  # untouched in the file: what the catalog holds now stands
        if message is None:
            result.problems.append(unit_problem(display, unit.line, "xliff-unknown-key", unit.key))
            continue
        english = _forms(message.id)
        if any(text != english[min(form, len(english) - 1)] for form, text in unit.sources.items()):
            result.problems.append(unit_problem(display, unit.line, "xliff-stale", unit.key))
            continue
        if not any(forms):  # a unit left empty never erases a translation
            continue
        now = entry_digest(message)
        if now == forms_digest(forms, fuzzy):
            continue  # the catalog already says what the file says
        if now != unit.exported:
            result.conflicts.append(unit_problem(display, unit.line, "xliff-conflict", unit.key))
            continue
        for form, text in enumerate(forms):
            if not text:
                continue
            errors = check_entry(Entry(unit.key, english[min(form, len(english) - 1)], text, terms))
            result.problems += [
                Problem(
                    display,
                    unit.lines.get(form, unit.line),
                    None,
                    f.code,
                    f"{unit.key}: {f.message}",
                    HINTS.get(f.code, ""),
                )
                for f in errors
                if f.severity == "error"
            ]
        _set(message, tuple(forms) if plural else forms[0], fuzzy)
        result.changed += 1
        result.for_review += unit.approved and unit.unfinished  # fuzzy by its state alone
    return result


def _marked_approved(
    units: list[UnitIn], catalog: Catalog, display: str
) -> tuple[list[MarkedApproval], list[tuple[MarkedApproval, Problem]]]:
    """The units the file marks approved whose translation, not fuzzy, is what ``catalog``
    holds (a conflict, or a unit left empty, leaves the catalog's own), for the English it
    holds now; and a problem for each marked approved for another English, or whose unit
    does not say whether the record approved it at the export. A mark the export wrote
    itself (the record approved it then) is no reviewer's: a revocation since stands."""
    by_key = {str(m.context): m for m in catalog if m.id and m.context is not None}
    marked: list[MarkedApproval] = []
    stale: list[tuple[MarkedApproval, Problem]] = []
    for unit in units:
        message = by_key.get(unit.key)
        if unit.damaged or not unit.marked_approved or message is None or message.fuzzy:
            continue
        held = _forms(message.string)
        if [unit.targets.get(form, "") for form in range(len(held))] != held:
            continue
        msgid = _forms(message.id)
        english = msgid[0] if len(msgid) == 1 else (msgid[0], msgid[1])
        mark = MarkedApproval(unit.key, english, tuple(held), unit.line)
        said = unit.sources.items()
        if unit.english != english_digest(message) or any(
            text != msgid[min(form, len(msgid) - 1)] for form, text in said
        ):
            problem = unit_problem(display, unit.line, "xliff-stale-approval", unit.key)
            stale.append((mark, problem))
            continue
        if unit.recorded is None:
            problem = unit_problem(display, unit.line, "xliff-no-review-state", unit.key)
            stale.append((mark, problem))
            continue
        if unit.recorded and forms_digest(held, False) == unit.exported:
            continue  # (approved="yes" as the export wrote it, and the translation with it)
        marked.append(mark)
    return marked, stale


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
