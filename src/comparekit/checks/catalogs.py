"""``check``'s catalogs: every translation of every locale held to ``catalogs.rules``.

Each verdict is remembered per source file: after a one-string edit, only that string's
file is checked again.

A source file's verdict depends on its strings (key and English), its entries in the
catalog (the slice digest the build uses too), the glossary and product names the
locale is held to, the catalog's plural rule, comparekit and the settings; it is kept in
``check``'s shelf under a digest of all of those. One English translated several ways
(``inconsistent``) is a verdict on the whole catalog, kept by the catalog's content.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from comparekit.cache import Shelf, comparekit_digest, digest
from comparekit.catalogs.approvals import ApprovedDigests, ApprovedSources, approved
from comparekit.catalogs.extract import template_strings
from comparekit.catalogs.rules import load_checkers, terms_for
from comparekit.catalogs.table import (
    TranslationTable,
    content_hash,
    entry_lines,
    load_source_digests,
)
from comparekit.catalogs.variants import translation_variants
from comparekit.errors import Problem
from comparekit.rendering.remembered import make_translator
from comparekit.rendering.translate import Translator
from comparekit.sources.load import Project
from comparekit.sources.settings import Settings
from comparekit.workers import map_locales

Strings = list[tuple[str, str | tuple[str, str]]]  # (msgctxt, msgid) of a source's strings

# What the last check in this process worked out, for the next (the preview checks after
# every edit): each source's strings with their digest, and the verdicts read or made,
# by their shelf keys (digests of everything a verdict depends on but the project's
# folder, which problems name, so they are kept for one folder). For a thousand sources,
# writing out 91,000 strings again and reading a thousand stored verdicts took a fifth of
# a refresh.
_grouped: list[tuple[Strings, dict[str, Strings]]] = []  # the strings and their grouping
_strings_digests: dict[str, tuple[Strings, str]] = {}
_verdicts: dict[bytes, SourceVerdict] = {}
_verdicts_of: list[Path] = []  # the project folder they are of


@dataclass(frozen=True)
class SourceVerdict:
    """The verdict on one source file's strings in one locale."""

    problems: list[Problem]
    current: int  # strings with a current translation that passes every check
    total: int


@dataclass(frozen=True)
class LocaleVerdicts:
    """One locale's verdicts, and the shelf entries worked out anew for them (a forked
    worker hands them back: only the parent writes the shelf)."""

    problems: list[Problem]
    coverage: dict[str, tuple[int, int]]  # source key → (current translations, strings)
    new: dict[bytes, SourceVerdict]
    kept: dict[bytes, SourceVerdict]  # read from the shelf: it must keep them


@dataclass(frozen=True)
class LocaleCheck:
    """The verdict on one catalog's strings, kept whole for a catalog that did not change."""

    problems: list[Problem]
    coverage: dict[str, tuple[int, int]]
    parts: list[bytes]  # the shelf keys of its verdicts per source: kept while it is


def check_translations(
    project: Project, inputs: str, memory: Shelf, strings: Callable[[], Strings] | None = None
) -> tuple[list[Problem], dict[tuple[str, str], tuple[int, int]]]:
    """Every template string in every target locale: translated, current and undamaged;
    with each locale's coverage per source file. ``inputs`` is a digest of comparekit,
    the settings, the sources and the templates; ``strings`` gives the template's strings
    (``template_strings``), if at hand: they are asked for only when a catalog changed."""
    settings = project.settings
    environment = digest(comparekit_digest(), settings.model_dump_json()).hex()
    tags = list(settings.locales)
    # One reading of each record for the keys of the verdicts and the checks alike.
    records = {tag: _approvals(settings, tag) for tag in tags}
    wholes = {
        tag: digest(
            "strings",
            inputs,
            tag,
            file_hash(settings.catalog_path(tag), settings),
            records[tag][0].whole,
        )
        for tag in tags
    }
    found = {tag: memory.get(wholes[tag], LocaleCheck) for tag in tags}
    changed = [tag for tag in tags if found[tag] is None]
    if _verdicts_of != [settings.root]:
        _verdicts.clear()
        _verdicts_of[:] = [settings.root]
    # Walking every source's strings takes longer than the rest of a check that finds
    # every catalog's verdict remembered: done only for a catalog that changed.
    by_source: dict[str, Strings] = {}
    strings_digests: dict[str, str] = {}
    if changed:
        by_source = _by_source(template_strings(project) if strings is None else strings())
        strings_digests = _digests_of_strings(by_source)

    def check_locale(tag: str) -> LocaleVerdicts:
        return _check_locale(
            project, tag, by_source, strings_digests, environment, memory, records[tag]
        )

    # Catalogs that changed are checked side by side; in each, only the source files
    # whose strings or entries changed.
    if len(changed) > 1:
        load_checkers()  # here, not in each process
    fresh: dict[bytes, SourceVerdict] = {}
    for tag, verdicts in zip(
        changed, map_locales(check_locale, changed, len(changed) > 1), strict=True
    ):
        for entry, made in verdicts.new.items():
            memory.put(entry, made)
        for entry, read in verdicts.kept.items():
            memory.keep(entry, read)
        fresh.update({**verdicts.new, **verdicts.kept})
        parts = [*verdicts.new, *verdicts.kept]
        found[tag] = LocaleCheck(verdicts.problems, verdicts.coverage, parts)
        memory.put(wholes[tag], found[tag])
    problems: list[Problem] = []
    coverage: dict[tuple[str, str], tuple[int, int]] = {}
    known = {**_verdicts, **fresh}
    _verdicts.clear()
    for tag in tags:
        verdict = found[tag]
        assert verdict is not None
        memory.retain(verdict.parts)  # for the next change of this catalog
        _verdicts.update((key, known[key]) for key in verdict.parts if key in known)
        problems += verdict.problems
        coverage.update({(tag, source): counts for source, counts in verdict.coverage.items()})
    return problems, coverage


def _check_locale(
    project: Project,
    tag: str,
    by_source: dict[str, Strings],
    strings_digests: dict[str, str],
    environment: str,
    memory: Shelf,
    record: tuple[ApprovedSources, ApprovedDigests | None],
) -> LocaleVerdicts:
    settings = project.settings
    translator = make_translator(settings, tag, terms_for(project, tag), record[1])
    table = translator.table
    assert table is not None, "a target locale has a catalog"
    keys = _source_keys(project, tag, strings_digests, environment, table, record[0])
    problems: list[Problem] = []
    coverage: dict[str, tuple[int, int]] = {}
    new: dict[bytes, SourceVerdict] = {}
    kept: dict[bytes, SourceVerdict] = {}
    for source, strings in by_source.items():
        verdict = _verdicts.get(keys[source]) or memory.get(keys[source], SourceVerdict)
        if verdict is None:
            verdict = _check_source(translator, strings)
            new[keys[source]] = verdict
        else:
            kept[keys[source]] = verdict
        problems += verdict.problems
        coverage[source] = (verdict.current, verdict.total)
    whole = digest("inconsistent", tag, file_hash(settings.catalog_path(tag), settings))
    variants = _verdicts.get(whole) or memory.get(whole, SourceVerdict)
    if variants is None:
        variants = SourceVerdict(inconsistent(table, translator.catalog_display), 0, 0)
        new[whole] = variants
    else:
        kept[whole] = variants
    if translator.memo is not None:
        translator.memo.save()
    return LocaleVerdicts(problems + variants.problems, coverage, new, kept)


def _by_source(strings: Strings) -> dict[str, Strings]:
    """The strings grouped by the source they come from (the part of the key before the
    colon); the last grouping, if the strings are those (the same tuples) of the last call."""
    if _grouped and _grouped[0][0] == strings:
        return _grouped[0][1]
    by_source: dict[str, Strings] = {}
    for key, msgid in strings:
        by_source.setdefault(key.split(":", 1)[0], []).append((key, msgid))
    _grouped[:] = [(strings, by_source)]
    return by_source


def _digests_of_strings(by_source: dict[str, Strings]) -> dict[str, str]:
    """A digest of each source's strings; a source whose strings are those of the last
    check (the same tuples, compared in no time) keeps the digest it had."""
    found = {}
    for source, strings in by_source.items():
        known = _strings_digests.get(source)
        if known is None or known[0] != strings:
            known = (strings, digest(repr(strings)).hex())
        found[source] = known[1]
        _strings_digests[source] = known
    for gone in _strings_digests.keys() - by_source.keys():
        del _strings_digests[gone]
    return found


def _source_keys(
    project: Project,
    tag: str,
    strings_digests: dict[str, str],
    environment: str,
    table: TranslationTable,
    approvals: ApprovedSources,
) -> dict[str, bytes]:
    settings = project.settings
    path = settings.catalog_path(tag)
    slices = load_source_digests(path, tag, settings.display(path), settings.cache_folder())
    locale = digest(
        environment, tag, terms_for(project, tag).digest, table.plural_expr, str(table.plural_count)
    ).hex()
    # A verdict's problems name their lines, which the slice's digest leaves out.
    return {
        source: digest(
            locale,
            source,
            slices.get(source, ""),
            slices.get(entry_lines(source), ""),
            strings,
            approvals.source_digest(source),
        )
        for source, strings in strings_digests.items()
    }


def _approvals(settings: Settings, tag: str) -> tuple[ApprovedSources, ApprovedDigests | None]:
    """The locale's review record, when review is on (nothing is approved or not otherwise)."""
    return (ApprovedSources({}), None) if settings.review == "off" else approved(settings, tag)


def _check_source(translator: Translator, strings: Strings) -> SourceVerdict:
    translator.fallbacks.clear()
    translator.warnings.clear()
    for key, msgid in strings:
        if isinstance(msgid, tuple):
            translator.plural(key, msgid[0], msgid[1], 2)  # checks every form
        else:
            translator.text(key, msgid)
    found = [fallback.problem() for fallback in translator.fallbacks]
    found += [warning.problem("warning") for warning in translator.warnings]
    failed = {fallback.key for fallback in translator.fallbacks}
    return SourceVerdict(found, len(strings) - len(failed), len(strings))


def inconsistent(table: TranslationTable, display: str) -> list[Problem]:
    """One English string translated more than one way in a catalog (a warning): a reader
    meets the same sentence twice and finds two wordings."""
    problems = []
    for msgid, forms in translation_variants(table).items():
        english = msgid if isinstance(msgid, str) else msgid[0]  # type: ignore[index]
        listed = "; ".join(
            f"'{strings[0]}' ({', '.join(key for key, _ in keys)})"
            for strings, keys in sorted(forms.items(), key=lambda item: -len(item[1]))
        )
        first_line = min((line or 0) for keys in forms.values() for _, line in keys) or None
        problems.append(
            Problem(
                display,
                first_line,
                None,
                "inconsistent",
                f"'{english[:60]}' is translated {len(forms)} ways: {listed}",
                hint="use one translation for the same English (the most common is listed "
                "first; `comparekit update --consistent` offers it to the others), unless the "
                "context truly needs another",
                severity="warning",
            )
        )
    return problems


def file_hash(path: Path, settings: Settings) -> str:
    """The catalog's content, by a digest kept beside its size and modification time."""
    if not path.is_file():
        return "absent"
    cache = settings.cache_folder()
    return (
        content_hash(path, cache)
        if cache is not None
        else digest(path.read_text(encoding="utf-8")).hex()
    )
