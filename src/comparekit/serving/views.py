"""The preview's HTML: a page, the side-by-side review of one page, and the dashboard.

Every view is made from one ``Snapshot``; Jinja2 escapes everything it is given, and only
HTML that markdown-it made from a page (raw HTML off) goes in as it is.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from importlib import resources
from pathlib import Path

import jinja2

from comparekit.errors import Problem
from comparekit.rendering.sites import HUB, language_label
from comparekit.serving.dashboard import dashboard
from comparekit.serving.html import html_blocks, page_url, review_url
from comparekit.serving.preview import Snapshot
from comparekit.serving.review import STATES, review_columns
from comparekit.sources.settings import COMPARISONS_DIR

_ENVIRONMENT = jinja2.Environment(
    loader=jinja2.FileSystemLoader(Path(__file__).parent / "templates"),
    autoescape=True,
    undefined=jinja2.StrictUndefined,
    trim_blocks=True,
    lstrip_blocks=True,
)
_ENVIRONMENT.globals.update(page_url=page_url, review_url=review_url)

# The preview's own files, served by name from this table: no path reaches the disk.
ASSETS = {
    name: (resources.files(__package__).joinpath("assets", name).read_bytes(), media)
    for name, media in (
        ("style.css", "text/css; charset=utf-8"),
        ("preview.js", "text/javascript; charset=utf-8"),
    )
}


def _render(template: str, snapshot: Snapshot, static: bool = False, **context: object) -> str:
    settings = snapshot.project.settings if snapshot.project is not None else None
    return _ENVIRONMENT.get_template(template).render(
        version=snapshot.version,
        stoppers=snapshot.problems,
        checking=not snapshot.checked,  # the first pages, shown before the checks ran
        static=static,
        css=ASSETS["style.css"][0].decode("utf-8"),
        source_locale=settings.source_locale if settings is not None else "en",
        languages=[(tag, language_label(tag)) for tag in settings.all_locales] if settings else [],
        **context,
    )


def page_view(snapshot: Snapshot, tag: str, key: str) -> str | None:
    """A page of one locale, or None when the preview has no such page."""
    page = snapshot.pages.get((tag, key))
    if page is None or snapshot.project is None:
        return None
    settings = snapshot.project.settings
    source = "hub" if key == HUB else f"{COMPARISONS_DIR}/{key}"
    document = snapshot.project.hub if key == HUB else snapshot.project.comparisons[key]
    catalog = settings.display(settings.catalog_path(tag)) if tag in settings.locales else None
    # The strings a page shows: its own source's, and (a comparison) its two products',
    # the dimensions' and the interface's: one waiting for review is marked on the page.
    shown: tuple[str, ...] = (source,)
    if key != HUB:
        model = snapshot.project.comparisons[key].model
        products = [f"products/{name}" for name in (model.subject, model.counterpart)]
        shown = (source, *products, "dimensions", "ui")
    problems = [
        problem
        for problem in snapshot.check.problems
        if problem.path == document.path
        or (problem.path == catalog and any(f"'{part}:" in problem.message for part in shown))
    ]
    return _render(
        "page.html.j2",
        snapshot,
        view="page",
        lang=tag,
        title=page.title,
        key=key,
        page=page,
        problems=problems,
        blocks=html_blocks(page.markdown, tag),
    )


def review_view(snapshot: Snapshot, key: str, locales: list[str] | None) -> str | None:
    """The page ``key`` in ``locales`` (default: all) side by side; None for no such page,
    or a locale the project does not have."""
    project = snapshot.project
    if project is None or (key != HUB and key not in project.comparisons):
        return None
    settings = project.settings
    chosen = list(dict.fromkeys(locales or settings.all_locales))
    if any(tag not in settings.all_locales for tag in chosen):
        return None
    columns = review_columns(project, key, chosen)
    marks = {
        column.locale: [
            dataclasses.asdict(mark)
            | {"state": mark.why or f"{mark.state}: {_meaning(mark.state)}"}
            for mark in column.marks
        ]
        for column in columns
    }
    shown = [
        {
            "locale": column.locale,
            "name": language_label(column.locale),
            "blocks": column.blocks,
            "summary": _summary(Counter(mark.state for mark in column.marks)),
        }
        for column in columns
    ]
    title = snapshot.pages.get((settings.source_locale, key))
    return _render(
        "review.html.j2",
        snapshot,
        view="review",
        lang=settings.source_locale,
        title=title.title if title is not None else key,
        key=key,
        columns=shown,
        rows=max(len(column.blocks) for column in columns),
        marks=marks,
        states=STATES,
    )


def dashboard_view(snapshot: Snapshot, static: bool = False) -> str:
    """The dashboard; ``static``: one self-contained file, with no server behind it."""
    return _render(
        "dashboard.html.j2",
        snapshot,
        static=static,
        view="dashboard",
        lang="en",
        title="Translation dashboard",
        board=dashboard(snapshot),
    )


def problems_view(snapshot: Snapshot, problems: list[Problem]) -> str:
    """What stops a view from being made (a catalog damaged since the last refresh)."""
    return _render(
        "layout.html.j2",
        dataclasses.replace(snapshot, problems=problems),
        view="problems",
        lang="en",
        title="Problems",
    )


def _meaning(state: str) -> str:
    return STATES.get(state, "fails a check: shown in English")


def _summary(states: Counter[str]) -> str:
    return ", ".join(f"{count} {state}" for state, count in sorted(states.items()))
