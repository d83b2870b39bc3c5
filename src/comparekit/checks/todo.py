"""``status --todo``: each entry of a locale's catalog that needs a translator, and why.

An entry needs work when the build would not publish it: untranslated, not in the catalog
yet, fuzzy, or failing one of ``check``'s rules. A fuzzy entry says why it is fuzzy, as
honestly as the catalog tells: its English changed (it carries the English it was
translated from, ``#|``), the translation memory suggested it (``update``'s
``# suggestion:`` comment names where from), or someone marked it for review.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from comparekit.catalogs.extract import template_strings
from comparekit.catalogs.memory import suggestion_origin
from comparekit.catalogs.po.read import PoEntry
from comparekit.catalogs.rules import is_blank
from comparekit.catalogs.table import cache_name, load_entries
from comparekit.errors import Problem, ProblemsFound
from comparekit.sources.load import Project

# Why an entry needs work, in the order a translator best takes them: what blocks the
# whole catalog, then new strings, then those to review, then the rule breakers.
REASONS = {
    "absent": "not in the catalog: run `comparekit update`",
    "stale": "its msgid is not the English of the sources: run `comparekit update`",
    "untranslated": "untranslated",
    "changed": "English changed",
    "suggested": "suggested from {detail}",
    "fuzzy": "marked fuzzy: review it",
    "check": "failing a check: {detail}",
    "unreviewed": "awaiting a reviewer's approval: `comparekit review` lists it",
}
# The check codes that are an entry's state rather than a rule it breaks.
STATE_CODES = frozenset({"absent", "untranslated", "fuzzy"})


@dataclass(frozen=True)
class TodoItem:
    """One entry that needs a translator: where it is, its key and English, and why."""

    locale: str
    catalog: str  # the catalog's path as the user reads it
    line: int | None  # of the entry's msgid; None when the catalog has no such entry
    key: str  # its msgctxt
    english: str
    reason: str  # a key of REASONS
    detail: str = ""  # where a suggestion came from; the check's code and message

    @property
    def why(self) -> str:
        return REASONS[self.reason].format(detail=self.detail)

    def location(self) -> str:
        return f"{self.catalog}:{self.line}" if self.line else self.catalog


def fuzzy_reason(entry: PoEntry) -> tuple[str, str]:
    """Why a fuzzy entry is fuzzy: ``changed``, ``suggested`` (with where from) or ``fuzzy``.

    A suggestion also carries the English it was made for as ``#|``: that is not an edit of
    this string's English, so the suggestion's comment decides first."""
    origin = suggestion_origin(entry.translator_comments)
    if origin is not None:
        return "suggested", origin
    previous = (entry.previous_msgid, entry.previous_plural)
    if entry.previous_msgid is not None and previous != (entry.msgid, entry.msgid_plural):
        return "changed", ""
    return "fuzzy", ""


def locale_todo(project: Project, tag: str, problems: list[Problem]) -> list[TodoItem]:
    """Every entry of ``tag``'s catalog that needs work, in the catalog's order; ``problems``
    are ``check``'s, of which those at this catalog's entries are listed as failing."""
    settings = project.settings
    path = settings.catalog_path(tag)
    display = settings.display(path)
    entries = _entries(path, tag, display, settings.cache_folder())
    by_key = {entry.context: entry for entry in entries if not entry.obsolete and entry.msgid}
    items: list[TodoItem] = []
    failing: dict[str, list[Problem]] = {}
    by_line: dict[int, PoEntry] = {}
    for entry in by_key.values():
        by_line[entry.line] = by_line[entry.string_line] = entry
    for problem in problems:
        if problem.path != display or problem.severity != "error" or problem.code in STATE_CODES:
            continue
        at = by_line.get(problem.line or 0)
        key = at.context if at is not None else _quoted_key(problem.message)
        failing.setdefault(key or "", []).append(problem)
    for problem in failing.pop("", []):  # about the whole catalog (out of date)
        items.append(TodoItem(tag, display, problem.line, "", "", "check", _checked(problem)))
    for key, msgid in template_strings(project):
        english = msgid if isinstance(msgid, str) else msgid[0]
        found = by_key.get(key)
        if found is None:
            items.append(TodoItem(tag, display, None, key, english, "absent"))
            continue
        if (found.msgid, found.msgid_plural) != _parts(msgid):  # (as check names it: its line)
            items.append(TodoItem(tag, display, found.line, key, english, "stale"))
            continue
        entry = found
        reason, detail = "", ""
        if entry.fuzzy:
            reason, detail = fuzzy_reason(entry)
        elif not entry.strings or any(map(is_blank, entry.strings)):
            reason = "untranslated"
        if reason:
            items.append(TodoItem(tag, display, entry.line, key, english, reason, detail))
        for problem in failing.get(key, []) if not reason else []:
            why = "unreviewed" if problem.code == "unreviewed" else "check"
            items.append(TodoItem(tag, display, entry.line, key, english, why, _checked(problem)))
    return sorted(items, key=lambda item: (item.line or 0, item.key))


def _entries(path: Path, tag: str, display: str, cache: Path | None) -> list[PoEntry]:
    if not path.is_file():
        return []
    try:
        return load_entries(path, cache_name(tag), display, cache).entries
    except ProblemsFound:
        return []  # check names each syntax error at its line; every string counts as absent


def _parts(msgid: str | tuple[str, str]) -> tuple[str, str | None]:
    return (msgid, None) if isinstance(msgid, str) else (msgid[0], msgid[1])


_KEY_IN_MESSAGE = re.compile(r"^[^:]+: '([^']+)': ")  # "ja: 'key': …", as check words it


def _quoted_key(message: str) -> str | None:
    found = _KEY_IN_MESSAGE.match(message)
    return found.group(1) if found else None


def _checked(problem: Problem) -> str:
    """The code of a failed check and what it found, without the locale and key again."""
    found = _KEY_IN_MESSAGE.match(problem.message)
    said = problem.message[found.end() :] if found else problem.message
    return f"{problem.code} ({said})"


def problems_of_locales(
    project: Project, problems: list[Problem], tags: list[str]
) -> list[Problem]:
    """What ``check --locale`` shows: the problems of ``tags``' catalogs and pages, and those
    of the sources and settings every locale shares; not those of the other locales."""
    settings = project.settings

    def owner(problem: Problem) -> str | None:
        for tag in settings.locales:
            catalog = settings.display(settings.catalog_path(tag))
            if problem.path == catalog or problem.path.startswith(f"{tag}/"):
                return tag
        return None

    return [problem for problem in problems if owner(problem) in (None, *tags)]
