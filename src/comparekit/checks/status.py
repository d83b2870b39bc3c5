"""``comparekit status``: how far each locale's translation of each source has come."""

from __future__ import annotations

import datetime as dt
from collections import Counter
from dataclasses import dataclass, field

from comparekit.catalogs.extract import template_strings
from comparekit.catalogs.rules import is_blank
from comparekit.catalogs.table import load_table
from comparekit.checks.check import stale_sources
from comparekit.errors import Problem
from comparekit.sources.load import Project

STATES = ("translated", "fuzzy", "untranslated")


@dataclass(frozen=True)
class SourceStatus:
    locale: str
    source: str  # the file key: comparisons/deepinfer-vs-dynamo, products/vllm, ui …
    translated: int
    fuzzy: int
    untranslated: int

    @property
    def total(self) -> int:
        return self.translated + self.fuzzy + self.untranslated


@dataclass
class StatusReport:
    rows: list[SourceStatus] = field(default_factory=list)
    obsolete: dict[str, int] = field(default_factory=dict)  # locale → obsolete entries
    stale_sources: list[Problem] = field(default_factory=list)


def project_status(project: Project, today: dt.date | None = None) -> StatusReport:
    """Counts per locale and source file; a missing catalog counts as all untranslated.

    Read from the build's translation tables: cached by content, so asking again costs
    nothing however large the catalogs."""
    settings = project.settings
    strings = template_strings(project)
    report = StatusReport(stale_sources=stale_sources(project, today or dt.date.today()))
    for tag in settings.locales:
        path = settings.catalog_path(tag)
        display = settings.display(path)
        table = load_table(path, tag, display, settings.cache_folder()) if path.is_file() else None
        counts: dict[str, Counter[str]] = {}
        for key, msgid in strings:
            found = table.get(msgid, key) if table is not None else None
            if found is None:
                state = "untranslated"
            elif found.fuzzy:
                state = "fuzzy"
            else:
                state = "untranslated" if any(map(is_blank, found.strings)) else "translated"
            counts.setdefault(key.split(":", 1)[0], Counter())[state] += 1
        report.rows.extend(
            SourceStatus(tag, source, *(count[state] for state in STATES))
            for source, count in counts.items()
        )
        report.obsolete[tag] = table.obsolete if table is not None else 0
    return report
