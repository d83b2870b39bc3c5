"""``check``'s stale catalogs: the template and each catalog that ``update`` would change.

"Would change" means in content (``CatalogChange.stale``): strings, translations, fuzzy
state, obsolete entries; not the line wrapping. Working that out means merging the
template into every catalog as ``update`` does, which at a thousand articles costs as much
as ``update`` itself. Most catalogs a check meets are ones that merge leaves as they are:
every string translated under its own key, with its current English. That is told from
the catalog's cached table and the template's strings in a fraction of the time
(``quick_verdict``); whatever it cannot tell for certain is merged in full.

Each verdict is remembered by a digest of everything the merge reads.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path

from comparekit.cache import Shelf, digest
from comparekit.catalogs.extract import extract_template, new_catalog, sources_date
from comparekit.catalogs.imported import IMPORTED_PO
from comparekit.catalogs.table import CatalogEntry, TranslationTable, load_table
from comparekit.checks.catalogs import file_hash
from comparekit.errors import Problem, ProblemsFound
from comparekit.sources.load import Project
from comparekit.sources.settings import Settings
from comparekit.workers import map_locales

Strings = list[tuple[str, str | tuple[str, str]]]  # (msgctxt, msgid): ``template_strings``
BySource = dict[str, dict[str, str | tuple[str, str]]]  # source key → msgctxt → msgid


def stale_catalog_problems(
    project: Project, inputs: str, memory: Shelf, strings: Callable[[], Strings]
) -> list[Problem]:
    """A problem for the template and for each catalog ``update`` would change in content.

    ``inputs``: a digest of comparekit, the settings, the sources and the templates;
    ``strings``: the template's (msgctxt, msgid) pairs when asked (``template_strings``),
    which a check that remembers every verdict never does."""
    settings = project.settings
    tags: dict[Path, str | None] = {settings.template_path(): None}
    tags |= {settings.catalog_path(tag): tag for tag in settings.locales}
    keys = {path: _verdict_key(settings, inputs, path, tag) for path, tag in tags.items()}
    verdicts: dict[Path, bool | None] = {path: memory.get(keys[path], bool) for path in tags}
    unknown = [path for path, verdict in verdicts.items() if verdict is None]
    by_source = strings_by_source(strings()) if unknown else None
    for path in unknown:
        verdicts[path] = quick_verdict(project, tags[path], by_source)
    merged = [path for path in unknown if verdicts[path] is None]
    if merged:
        # Here, not at the top: a check that remembers its verdicts, or tells them without
        # merging, never loads update's merging and exchange formats.
        from comparekit.catalogs.updates import planned_catalogs

        template = extract_template(project)

        def plan(path: Path) -> bool:
            tag = tags[path]
            [change] = planned_catalogs(
                project, [tag] if tag else [], template=template, with_template=tag is None
            )
            return change.stale

        for path, stale in zip(merged, map_locales(plan, merged, len(merged) > 1), strict=True):
            verdicts[path] = stale
    for path in unknown:
        memory.put(keys[path], verdicts[path])
    out_of_date = [path for path in tags if verdicts[path]]
    if out_of_date and by_source is None:
        by_source = strings_by_source(strings())
    problems = []
    for path in out_of_date:
        line, what = first_change(settings, path, tags[path], by_source)
        problems.append(
            Problem(
                settings.display(path),
                line,
                None,
                "stale-catalog",
                "out of date with the sources" + (f": {what}" if what else ""),
                hint="run `comparekit update`, then translate",
            )
        )
    return problems


def first_change(
    settings: Settings, path: Path, tag: str | None, strings: BySource | None
) -> tuple[int | None, str]:
    """The line of the first entry of a stale catalog whose key is in no source, or whose
    English is not the source's, and what is wrong with it; (None, "") when the catalog
    differs otherwise (a string it lacks is named, at no line)."""
    if strings is None or not path.is_file():
        return None, ""
    try:
        table = load_table(path, tag or "", settings.display(path), settings.cache_folder())
    except ProblemsFound:
        return None, ""  # its own problems are reported
    for source in table.sources():
        for key, entry in table.slice(source).items():
            wanted = strings.get(source, {}).get(key)
            if wanted is None:
                return entry.line, f"the entry {key!r} is of no string of the sources"
            if entry.msgid != wanted:
                return entry.line, f"the English of {key!r} is not the source's"
    for source, msgids in strings.items():
        for key in msgids:
            if key not in table.slice(source):
                return None, f"it has no entry {key!r}"
    return None, ""


def _verdict_key(settings: Settings, inputs: str, path: Path, tag: str | None) -> bytes:
    """Everything a merge into ``path`` reads: the sources and settings (``inputs``), the
    file, and for a catalog the compendia and the translations ``import`` kept beside it."""
    others = []
    if tag is not None:
        others = [settings.path(Path(p.replace("{locale}", tag))) for p in settings.compendia]
        others.append(path.with_name(IMPORTED_PO))
    return digest(
        "stale",
        inputs,
        settings.display(path),
        file_hash(path, settings),
        *(file_hash(other, settings) for other in others),
    )


def strings_by_source(strings: Strings) -> BySource | None:
    """The template's msgids by msgctxt, in one group per source file as a catalog's table
    keeps them; None if a msgctxt repeats."""
    by_source: BySource = {}
    for key, msgid in strings:
        by_source.setdefault(key.split(":", 1)[0], {})[key] = msgid
    return by_source if sum(map(len, by_source.values())) == len(strings) else None


def quick_verdict(project: Project, tag: str | None, strings: BySource | None) -> bool | None:
    """Whether ``update`` would change the catalog of ``tag`` (None: the template file) in
    content, told without merging; None when only a merge can tell.

    ``strings``: the template's (``strings_by_source``). Relies on what ``merge_catalog`` does
    when every string of the template has its own translated entry with the same English:
    each keeps its entry as it is (its translation, its fuzzy state and previous msgid),
    and every other entry, if it says something, stays obsolete. A string without a
    translation may be given a suggestion (from the catalog, a compendium, or
    ``import``'s translations), which only a merge can tell.
    """
    settings = project.settings
    path = settings.template_path() if tag is None else settings.catalog_path(tag)
    if not path.is_file():
        return True  # update writes it
    if strings is None:
        return None
    if tag is not None and (settings.compendia or path.with_name(IMPORTED_PO).exists()):
        return None  # read (and refused when broken) by the merge only
    try:
        table = load_table(path, tag or "", settings.display(path), settings.cache_folder())
    except ProblemsFound:
        return None  # the merge reports it, as before
    if not table.plain:
        return None  # an entry without a key, or a key twice: Babel's catalog folds them
    # The template's (msgctxt, msgid) pairs are the merged catalog's: any other pair is a
    # change. msgids are strings or tuples of them: `!=` tells them apart as `repr` does.
    if set(table.sources()) - strings.keys():
        return True
    for source, msgids in strings.items():
        entries = table.slice(source)
        if len(entries) != len(msgids):
            return True
        for key, msgid in msgids.items():
            entry = entries.get(key)
            if entry is None or entry.msgid != msgid:
                return True
    everything = [entry for source in strings for entry in table.slice(source).values()]
    if tag is None:
        return _template_differs(table, everything)
    return _merge_changes(table, everything, project, tag)


def _template_differs(table: TranslationTable, entries: Iterable[CatalogEntry]) -> bool:
    """Whether the template file's entries, keyed as the template's, differ from it: each
    string of the template has no translation (both forms empty for a plural) and is not
    fuzzy, and the template keeps no obsolete entries."""
    for entry in entries:
        strings = entry.strings or ("", "")  # as Babel reads a plural entry without msgstr
        blank = strings == ("", "") if isinstance(entry.msgid, tuple) else strings[0] == ""
        if entry.fuzzy or not blank:
            return True
    return table.obsolete > 0


def _merge_changes(
    table: TranslationTable, entries: Iterable[CatalogEntry], project: Project, tag: str
) -> bool | None:
    """False when the merge keeps every entry as it is (see ``quick_verdict``); None when
    only a merge can tell."""
    forms = new_catalog(locale=tag, stamp=sources_date(project)).num_plurals
    for entry in entries:
        if not any(entry.strings):
            return None  # may be given a suggestion
        if isinstance(entry.msgid, tuple) and len(entry.strings) != forms:
            return None  # its forms are refitted to the locale's number
    return None if not table.obsolete_kept else False
