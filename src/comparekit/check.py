"""``comparekit check``: every guarantee proven before anything is published.

Three layers, each reported in full: the sources (schema, references, stale access
dates), the catalogs (every entry of every locale against its English, and whether the
catalog is current), and the rendered pages (block structure and links, parsed by a real
Markdown parser). Nothing is written.
"""

from __future__ import annotations

import datetime as dt
from collections import Counter
from dataclasses import dataclass, field

from comparekit.build import (
    cache_folder,
    check_memory,
    make_translator,
    page_problems,
    render_site,
    shape_memory,
    terms_for,
)
from comparekit.catalog import extract_template, planned_catalogs
from comparekit.errors import Problem, ProblemsFound
from comparekit.load import Project, load_project
from comparekit.settings import Settings
from comparekit.sites import PROFILES


@dataclass
class CheckReport:
    problems: list[Problem] = field(default_factory=list)
    # (locale, source key) → (current translations, strings)
    coverage: dict[tuple[str, str], tuple[int, int]] = field(default_factory=dict)

    def failed(self, strict: bool) -> bool:
        return any(p.severity == "error" or strict for p in self.problems)


def check_project(settings: Settings, today: dt.date | None = None) -> CheckReport:
    """Run every check; the report lists all problems, none is left for a second run."""
    report = CheckReport()
    try:
        project = load_project(settings)
    except ProblemsFound as found:
        report.problems.extend(found.problems)
        return report  # nothing further can be checked without valid sources
    report.problems.extend(stale_sources(project, today or dt.date.today()))
    try:
        report.problems.extend(check_catalogs(project, report))
        # Rendered with English wherever a translation failed: those are reported above.
        site = PROFILES["plain"](settings.all_locales)
        pages, _ = render_site(project, list(settings.all_locales), site)
    except ProblemsFound as found:
        report.problems.extend(found.problems)
        return report
    shapes = shape_memory(cache_folder(settings))
    report.problems.extend(page_problems(pages, site, settings.source_locale, shapes))
    check_memory(cache_folder(settings)).save()
    shapes.save()
    report.problems.sort(key=Problem.sort_key)
    return report


def stale_sources(project: Project, today: dt.date) -> list[Problem]:
    """Articles whose sources were read longer ago than the window (a warning)."""
    problems = []
    for document in project.comparisons.values():
        age = (today - document.model.accessed).days
        if age > project.settings.source_max_age_days:
            problems.append(
                Problem(
                    document.path,
                    document.line_of(("accessed",)),
                    None,
                    "stale-source",
                    f"sources were read {age} days ago ({document.model.accessed})",
                    hint="re-read the sources, update the facts, then the access date "
                    f"(the window is source_max_age_days = {project.settings.source_max_age_days})",
                    severity="warning",
                )
            )
    return problems


def check_catalogs(project: Project, report: CheckReport) -> list[Problem]:
    """Every template string in every locale: translated, current, and undamaged."""
    settings = project.settings
    template = extract_template(project)
    problems = [
        Problem(
            settings.display(change.path),
            None,
            None,
            "stale-catalog",
            "out of date with the sources",
            hint="run `comparekit update`, then translate",
        )
        for change in planned_catalogs(project)
        if change.stale
    ]
    for tag in settings.locales:
        translator = make_translator(settings, tag, terms_for(project, tag))
        totals: Counter[str] = Counter()
        for message in template:
            key = str(message.context)
            if isinstance(message.id, (list, tuple)):
                translator.plural(key, message.id[0], message.id[1], 2)  # checks every form
            elif message.id:
                translator.text(key, message.id)
            else:
                continue
            totals[_source_of(key)] += 1
        failed = Counter(_source_of(fallback.key) for fallback in translator.fallbacks)
        for source, total in totals.items():
            report.coverage[(tag, source)] = (total - failed[source], total)
        problems.extend(fallback.problem() for fallback in translator.fallbacks)
        problems.extend(warning.problem("warning") for warning in translator.warnings)
    return problems


def _source_of(key: str) -> str:
    return key.split(":", 1)[0]
