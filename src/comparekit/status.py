"""``comparekit status``: how far each locale's translation of each source has come."""

from __future__ import annotations

import datetime as dt
from collections import Counter
from dataclasses import dataclass, field

from comparekit.catalog import extract_template
from comparekit.check import stale_sources
from comparekit.errors import Problem
from comparekit.load import Project
from comparekit.pofile import read_catalog

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
    """Counts per locale and source file; a missing catalog counts as all untranslated."""
    settings = project.settings
    template = [message for message in extract_template(project) if message.id]
    report = StatusReport(stale_sources=stale_sources(project, today or dt.date.today()))
    for tag in settings.locales:
        path = settings.catalog_path(tag)
        catalog = read_catalog(path, tag, settings.display(path)) if path.is_file() else None
        counts: dict[str, Counter[str]] = {}
        for message in template:
            key = str(message.context)
            found = catalog.get(message.id, context=key) if catalog is not None else None
            strings = (
                found.string
                if found is not None and isinstance(found.string, tuple)
                else ([found.string] if found is not None else [""])
            )
            state = (
                "fuzzy"
                if found is not None and found.fuzzy
                else ("translated" if all(strings) else "untranslated")
            )
            counts.setdefault(key.split(":", 1)[0], Counter())[state] += 1
        report.rows.extend(
            SourceStatus(tag, source, *(count[state] for state in STATES))
            for source, count in counts.items()
        )
        report.obsolete[tag] = len(catalog.obsolete) if catalog is not None else 0
    return report
