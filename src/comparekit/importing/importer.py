"""``comparekit import``: existing Markdown pages in, a comparison's YAML and catalog entries out.

The story of one import: read the project's shared data and what its catalogs already
know; read and recognize every page (all problems of all pages are reported together);
line the copies up into one article; then, only when all of that has worked, write each
locale's catalog and the compendium of translations still waiting for their English, any
new dimensions, and last the article's YAML. Nothing is written when anything fails; an
import stopped while writing is finished by running it again.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from datetime import UTC, datetime, time
from pathlib import Path

import yaml

from comparekit.catalogs.extract import extract_template_strings
from comparekit.catalogs.imported import (
    ImportedText,
    current_translations,
    imported_path,
    place_translations,
    read_fresh,
    waiting,
)
from comparekit.catalogs.pofile import dumps_po
from comparekit.catalogs.rules import product_terms
from comparekit.errors import COMMAND_LINE, Problem, ProblemsFound, UsageRefused
from comparekit.files import exclusive, write_text_atomic
from comparekit.importing.article import import_article
from comparekit.importing.mdpage import read_page
from comparekit.importing.outline import PageOutline, outline_page
from comparekit.importing.record import Known, product_names, titles_for
from comparekit.importing.yamlwrite import dump_article, scalar
from comparekit.ownership import refuse_linked_writes
from comparekit.sources.load import load_document, reserved_slug_problem
from comparekit.sources.model import Dimensions, Hub, Product, require_safe_slug
from comparekit.sources.settings import (
    COMPARISONS_DIR,
    DIMENSIONS_FILE,
    HUB_FILE,
    PRODUCTS_DIR,
    Settings,
    locales_said,
)

HEADER = [
    "yaml-language-server: $schema=../../schema/comparison.schema.json",
    "Written by `comparekit import` from {pages}.",
    'A "" is a text no copy in the source language had: its comment shows the most',
    "complete copy; `comparekit validate` lists each one still empty.",
]


@dataclass(frozen=True)
class ImportReport:
    """What an import wrote and what it noticed (drift, blocks without a place)."""

    article: Path
    strings: int  # the article's strings
    english_gaps: int  # of those, how many wait for their English
    translations: dict[str, int]  # locale → entries set in its catalog
    waiting: dict[str, int]  # locale → entries kept in its compendium
    new_dimensions: list[str]
    problems: list[Problem]  # warnings


def import_pages(
    settings: Settings,
    source: Path,
    translations: list[tuple[str, Path]],
    slug: str | None = None,
    counterpart: str | None = None,
    force: bool = False,
) -> ImportReport:
    """Import ``source`` (the source locale's page) and its ``translations`` (locale, page).

    Runs holding the catalogs' lock, as ``update`` does: the catalogs it reads are the ones
    it writes."""
    folder = settings.path(settings.catalogs)
    folder.mkdir(parents=True, exist_ok=True)
    with exclusive(folder, f"the catalogs in {settings.display(folder)}"):
        return _import_pages(settings, source, translations, slug, counterpart, force)


def _import_pages(
    settings: Settings,
    source: Path,
    translations: list[tuple[str, Path]],
    slug: str | None,
    counterpart: str | None,
    force: bool,
) -> ImportReport:
    # Gather: the command line, the shared data, what the catalogs know.
    problems = _check_locales(settings, translations)
    articles = settings.path(settings.articles)
    products = {
        file.stem: load_document(Product, file, settings.display(file)).model
        for file in sorted((articles / PRODUCTS_DIR).glob("*.yaml"))
    }
    dimensions_file = articles / DIMENSIONS_FILE
    dimensions = load_document(Dimensions, dimensions_file, settings.display(dimensions_file))
    hub_file = articles / HUB_FILE
    hub = load_document(Hub, hub_file, settings.display(hub_file)).model
    if counterpart is not None and counterpart not in products:
        problems.append(
            Problem(
                COMMAND_LINE,
                None,
                None,
                "unknown-product",
                f"--vs {counterpart}: no such product",
                hint=f"known products: {', '.join(sorted(products))}",
            )
        )
    if problems:
        raise ProblemsFound(problems)
    catalogs = {
        tag: read_fresh(
            settings.catalog_path(tag), tag, settings.display(settings.catalog_path(tag))
        )
        for tag in settings.locales
    }
    compendia = {
        tag: read_fresh(
            imported_path(settings, tag), tag, settings.display(imported_path(settings, tag))
        )
        for tag in settings.locales
    }
    english = {str(m.context): str(m.id) for m in extract_template_strings(settings)}
    english["hub:link_title"] = hub.link_title
    learned: dict[str, ImportedText] = {}
    for tag, compendium in compendia.items():
        for key, item in waiting(compendium, tag).items():
            merged = learned.setdefault(key, ImportedText(key, item.english))
            merged.translations.update(item.translations)
    known = Known(
        settings.source_locale,
        settings.locales,
        products,
        dimensions.model.dimensions,
        english,
        {tag: current_translations(catalog) for tag, catalog in catalogs.items()},
        learned,
        hub.subject,
    )
    # Read: every page, every problem of every page at once.
    pages: dict[str, PageOutline] = {}
    refusals = True  # whether every problem is a usage error (a file named that is not there)
    for tag, file in [(settings.source_locale, source), *translations]:
        try:
            page = read_page(file, str(file))
            names = product_names(products)
            pages[tag] = outline_page(page, tag, names, titles_for(known, tag))
        except ProblemsFound as found:
            refusals = refusals and isinstance(found, UsageRefused)
            problems += found.problems
    if problems:
        raise UsageRefused(problems) if refusals else ProblemsFound(problems)
    # Where the slug comes from, for a problem with it: --slug, or the page.
    page = pages[settings.source_locale].page
    where: tuple[str, int | None] = (COMMAND_LINE, None)
    if not slug and page.frontmatter.get("translation_key"):
        slug = str(page.frontmatter["translation_key"])
        where = (page.path, page.frontmatter_lines.get("translation_key"))
    elif not slug:
        slug = source.stem.removesuffix(f".{settings.source_locale}")
        where = (page.path, None)
    target = articles / COMPARISONS_DIR / f"{slug}.yaml"
    try:
        _check_slug(settings, slug, target, force)
    except ProblemsFound as found:
        path, line = where
        raise ProblemsFound(
            dataclasses.replace(p, path=path, line=line) if p.path == COMMAND_LINE else p
            for p in found.problems
        ) from None
    # Line up the copies into one article.
    article = import_article(pages, slug, known, counterpart)
    existing = {file.stem: file for file in (articles / COMPARISONS_DIR).glob("*.yaml")}
    shared, later, mismatched = _sort_link_titles(
        article.shared, existing, slug, str(pages[settings.source_locale].page.path)
    )
    # Write, now that nothing can fail on the input.
    # A catalog or compendium made new is dated by the sources, never by the clock.
    stamp = datetime.combine(article.data["accessed"], time(), tzinfo=UTC)
    pair = (str(article.data["subject"]), str(article.data["counterpart"]))
    terms = product_terms(products, {f"{COMPARISONS_DIR}/{slug}": pair})
    placed = {
        tag: place_translations(
            tag,
            catalogs[tag],
            compendia[tag],
            article.texts,
            shared,
            later,
            stamp,
            settings.display(settings.catalog_path(tag)),
            terms,
        )
        for tag in settings.locales
    }
    header = [
        line.format(pages=", ".join(str(p.page.path) for p in pages.values())) for line in HEADER
    ]
    # The article last: its file is what says the import is done. A run stopped before it
    # (killed, a full disk) leaves the old sources, and catalogs holding entries the next
    # `import` of the same pages writes again, to the same bytes: it completes the import.
    # Meanwhile `update` keeps those entries as obsolete, and the import brings them back.
    rewritten = [settings.catalog_path(tag) for tag, p in placed.items() if p.written]
    rewritten += [imported_path(settings, tag) for tag, p in placed.items() if p.waiting]
    refuse_linked_writes(rewritten, settings, "catalogs")
    sources = [target, *([dimensions_file] if article.new_dimensions else [])]
    refuse_linked_writes(sources, settings, "articles")
    for tag, placement in placed.items():
        if placement.written:  # an untouched catalog keeps its bytes
            write_text_atomic(
                settings.catalog_path(tag), dumps_po(placement.catalog, wrap=settings.po_wrap)
            )
        if placement.waiting:
            write_text_atomic(
                imported_path(settings, tag), dumps_po(placement.compendium, wrap=settings.po_wrap)
            )
    if article.new_dimensions:
        _add_dimensions(dimensions_file, article.new_dimensions)
    write_text_atomic(target, dump_article(article.data, article.gaps, header))
    warnings = [
        *article.problems,
        *mismatched,
        *(p for placement in placed.values() for p in placement.problems),
    ]
    links = {item.key: item for item in article.shared}
    for other in article.data.get("next", []):
        if other not in existing:
            link = links.get(f"comparisons/{other}:link_title")
            warnings.append(
                Problem(
                    str(pages[settings.source_locale].page.path),
                    link.line if link is not None else None,
                    None,
                    "next-missing",
                    f"next link to '{other}': no such comparison yet",
                    hint="import that article too, or take it out of `next`",
                    severity="warning",
                )
            )
    return ImportReport(
        target,
        len(article.texts),
        sum(1 for item in article.texts if not item.english),
        {tag: placement.written for tag, placement in placed.items()},
        {tag: placement.waiting for tag, placement in placed.items()},
        sorted(article.new_dimensions),
        sorted(warnings, key=Problem.sort_key),
    )


def _check_locales(settings: Settings, translations: list[tuple[str, Path]]) -> list[Problem]:
    problems = []
    seen: set[str] = set()
    for tag, path in translations:
        if tag not in settings.locales or tag in seen:
            problems.append(
                Problem(
                    COMMAND_LINE,
                    None,
                    None,
                    "unknown-locale",
                    f"{tag} (in {tag}={path}): "
                    + ("given twice" if tag in seen else "not a target locale of this project"),
                    hint="give each locale once"
                    if tag in seen
                    else f"{locales_said(settings)}; add one with `comparekit add-locale TAG`",
                )
            )
        seen.add(tag)
    return problems


def _check_slug(settings: Settings, slug: str, target: Path, force: bool) -> None:
    require_safe_slug(slug, "pass --slug with lowercase letters, digits and '-', e.g. a-vs-b")
    reserved = reserved_slug_problem(
        slug, settings, COMMAND_LINE, "pass --slug with another name, e.g. a-vs-b"
    )
    if reserved is not None:
        raise ProblemsFound([reserved])
    if target.exists() and not force:
        raise ProblemsFound(
            [
                Problem(
                    settings.display(target),
                    None,
                    None,
                    "slug-exists",
                    "this comparison exists already; the import would overwrite it",
                    hint="pass --slug NEW-SLUG to import beside it, or --force to replace it",
                )
            ]
        )


def _sort_link_titles(
    shared: list[ImportedText], existing: dict[str, Path], slug: str, page: str
) -> tuple[list[ImportedText], list[ImportedText], list[Problem]]:
    """How this page's next links name other pages: translations of their ``link_title``
    where that is the English they have, kept for their own import where they do not exist
    yet (the second list), and left alone where their English differs."""
    now: list[ImportedText] = []
    later: list[ImportedText] = []
    problems: list[Problem] = []
    for item in shared:
        match = re.fullmatch(r"comparisons/([a-z0-9-]+):link_title", item.key)
        if match is None:
            now.append(item)
            continue
        other = match.group(1)
        file = existing.get(other)
        if other == slug:
            continue
        if file is None:
            later.append(item)
            continue
        try:
            data = yaml.safe_load(file.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, yaml.YAMLError, ValueError, RecursionError):
            continue  # a date that does not exist (2024-13-45) is a ValueError to PyYAML
        if isinstance(data, dict) and data.get("link_title") == item.english:
            now.append(item)
        elif isinstance(data, dict) and item.english:
            problems.append(
                Problem(
                    page,
                    item.line,
                    None,
                    "link-title",
                    f"the page links to '{other}' as {item.english!r}; its link_title is "
                    f"{data.get('link_title')!r}, so the link's translations are not taken",
                    hint=f"edit link_title in {other}.yaml if the page's wording is right",
                    severity="warning",
                )
            )
    return now, later, problems


def _add_dimensions(file: Path, new: dict[str, str]) -> None:
    """Append new dimensions at the end of ``dimensions.yaml`` (its last mapping)."""
    text = file.read_text(encoding="utf-8")
    lines = [text.rstrip("\n")]
    for key, label in new.items():
        comment = "  # added by `comparekit import`: write the English label" if not label else ""
        lines.append(f"  {key}:\n    label: {scalar(label)}{comment}")
    write_text_atomic(file, "\n".join(lines) + "\n")
