"""A string that cannot be published as translated, and what to do about it.

Kept apart from the translator that finds them: a build's remembered report holds these,
and reading that record back must not load the rendering machinery.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from comparekit.catalogs.hints import HINTS
from comparekit.errors import Problem

_HINTS = {
    "fuzzy": "review the translation against its English (its English changed, or the "
    "translation memory suggested it: `comparekit status --todo` says which), then remove "
    "the fuzzy flag",
    "untranslated": "translate it (msgstr is empty)",
    "absent": "the catalog is out of date: run `comparekit update`, then translate",
    "plural-count": "give the entry one msgstr[N] per plural form of the header's Plural-Forms",
    "unreviewed": "a reviewer reads it beside its English, then approves it: `comparekit "
    "review LOCALE` lists what waits and how to approve what was read",
    **HINTS,
}


@dataclass(frozen=True)
class Fallback:
    """A string of a locale that cannot be published: not translated, not current, or broken."""

    locale: str
    key: str
    reason: str  # fuzzy, untranslated, absent, unreviewed, or a checker's code
    catalog: str
    line: int | None
    detail: str = ""

    def problem(self, severity: Literal["error", "warning"] = "error") -> Problem:
        state = self.detail or f"no current translation ({self.reason})"
        return Problem(
            self.catalog,
            self.line,
            None,
            self.reason,
            f"{self.locale}: '{self.key}': {state}",
            hint=_HINTS[self.reason],
            severity=severity,
        )
