"""Merge the template into each locale's catalog, and plan what ``update`` writes.

A string keeps the translation under its own key first (an edited English turns it fuzzy,
with the previous msgid); only a string with none is matched by its English, and then says
where its suggestion came from. No translation is ever dropped: what no string takes stays
in the file as an obsolete entry.
"""

from __future__ import annotations

import fnmatch
import os
import re
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime
from functools import cached_property
from pathlib import Path

from babel.messages.catalog import Catalog, Message

from comparekit.catalogs.consistency import Consistency, offer_majority_forms
from comparekit.catalogs.exchange import read_tmx
from comparekit.catalogs.extract import extract_template, new_catalog, notes_for_locale
from comparekit.catalogs.imported import IMPORTED_PO, waiting_suggestions
from comparekit.catalogs.memory import Memory, singular, without_suggestion
from comparekit.catalogs.po.write import (
    flags_in_order,
    keep_other_fields,
    keep_other_flags,
    keep_previous_context,
    other_fields,
    previous_context,
)
from comparekit.catalogs.pofile import drop_percent_format, dumps_po, read_catalog
from comparekit.catalogs.table import cache_name, entries_cached, load_entries
from comparekit.catalogs.unchanged import catalog_digest, holds, remember
from comparekit.catalogs.weblate import HOUSE_STYLE_EXCEPTIONS, MARKDOWN_FLAG, locale_flags
from comparekit.errors import Problem, ProblemsFound
from comparekit.files import exclusive, write_text_atomic
from comparekit.ownership import not_a_file, read_regular
from comparekit.sources.load import Project
from comparekit.sources.settings import Settings, unknown_locales
from comparekit.sources.userfile import MAX_CATALOG_BYTES, refuse_too_large
from comparekit.workers import alongside, map_locales

# --- update ------------------------------------------------------------------------------


@dataclass(frozen=True)
class MergeReport:
    added: int
    changed: int  # marked fuzzy
    obsoleted: int
    same_meaning: int = 0  # changed in English, translation declared still current
    suggested: int = 0  # new strings given a translation from the memory, as fuzzy
    reused: int = 0  # renamed or key-less entries taken over as they were
    consistent: int = 0  # minority translations given the majority's, as fuzzy


@dataclass(frozen=True)
class MergeOptions:
    """How ``update`` fills strings the catalog has no translation for under their key."""

    same_meaning: Callable[[str], bool] = lambda key: False
    style_guide: str | None = None
    threshold: float = 0.8  # least similarity of English for a fuzzy suggestion
    exact_is_current: bool = False  # the same English elsewhere: current instead of fuzzy
    compendia: tuple[tuple[str, Catalog], ...] = ()  # (name, catalog) of other translations
    # Translations `import` kept for strings that had no English yet, by their key.
    imported: tuple[str, Catalog] | None = None
    consistency: Consistency | None = None  # offer the majority form (``consistency``)


def merge_catalog(
    template: Catalog,
    existing: Catalog | None,
    tag: str,
    options: MergeOptions | None = None,
) -> tuple[Catalog, MergeReport]:
    """The locale's catalog brought up to date with ``template``; nothing translated is lost.

    Each string of the template takes, in this order: the old entry under its key (a
    changed English turns it fuzzy with the previous msgid, unless ``same_meaning`` says
    the edit leaves it right); the one old entry with the same English whose key is gone
    (a renamed id, or an entry another tool stripped of its msgctxt: current, or fuzzy if
    several compete); the same English translated elsewhere in the catalog or a compendium
    (fuzzy, unless ``exact_is_current``); the most similar English (fuzzy). Every old
    translation that no string took stays in the file as an obsolete entry.
    """
    options = options or MergeOptions()
    stamp = template.creation_date
    assert isinstance(stamp, datetime), "templates are made by extract_template"
    merged = new_catalog(locale=tag, stamp=stamp, like=existing, style_guide=options.style_guide)
    keep_other_fields(merged, other_fields(existing))  # X-Generator, X-Poedit-*, …
    old = [m for m in (existing or []) if m.id]
    old_obsolete = list(existing.obsolete.values()) if existing else []
    keys = {m.context for m in template if m.id}
    by_key: dict[str | None, Message] = {}
    for message in (*old, *old_obsolete):
        if message.context is not None:
            by_key.setdefault(message.context, message)
    # Entries whose key the template no longer has, or that have none: renamed or stripped.
    orphans: dict[str, list[Message]] = {}
    for message in (*old, *old_obsolete):
        if message.context not in keys and _is_translated(message):
            orphans.setdefault(singular(message.id), []).append(message)
    sources = [(old, f"{{key}} in this catalog ({tag})")]
    sources += [(list(c), f"{{key}} in the compendium {name}") for name, c in options.compendia]
    memory = Memory(options.threshold, sources)
    waiting = waiting_suggestions(options.imported)
    used: set[int] = set()
    added = changed = kept_current = suggested = reused = 0
    for new in template:
        if not new.id:
            continue
        message = Message(
            new.id,
            string=_empty_string(new.id, merged),
            locations=new.locations,
            flags=(new.flags - {"fuzzy"}) | locale_flags(tag, new.id, new.flags),
            auto_comments=notes_for_locale(tag, new.auto_comments),
            context=new.context,
        )
        drop_percent_format(message)
        previous = by_key.get(new.context)
        if previous is not None:
            used.add(id(previous))
            message.user_comments = without_suggestion(previous.user_comments)
            _keep_other_flags(message, previous)
        if previous is not None and _is_translated(previous):
            message.string = _reshaped(previous.string, new.id, merged)
            if previous.id == new.id and not _really_fuzzy(previous):
                pass
            elif previous.id == new.id:  # still fuzzy: kept as the translator left it
                _mark_fuzzy(message, list(previous.previous_id), previous_context(previous))
                message.user_comments = list(previous.user_comments)
            elif options.same_meaning(str(new.context)) and not previous.fuzzy:
                if _same_shape(previous.id, new.id):
                    kept_current += 1
                else:
                    changed += 1
                    _mark_fuzzy(message, _as_list(previous.id))
            elif _edited_back(previous, new):
                pass  # the translation was made for this very English
            else:
                changed += 1
                # Already fuzzy: the translator still needs the English they translated.
                earlier = previous.previous_id if previous.fuzzy and previous.previous_id else None
                if earlier:
                    _mark_fuzzy(message, list(earlier), previous_context(previous))
                else:
                    _mark_fuzzy(message, _as_list(previous.id))
            merged[new.id] = message
            continue
        english = singular(new.id)
        candidates = [m for m in orphans.get(english, []) if id(m) not in used]
        if candidates:
            taken = _named_here(candidates, new)
            used.add(id(taken))
            reused += 1
            _keep_other_flags(message, taken)
            message.string = _reshaped(taken.string, new.id, merged)
            message.user_comments = list(taken.user_comments)
            if not _same_shape(taken.id, new.id):
                _mark_fuzzy(message, _as_list(taken.id))
            elif _really_fuzzy(taken):
                earlier = list(taken.previous_id) or _as_list(taken.id)
                context = previous_context(taken)
                # The same English and no old key to show: a #| would be a diff of nothing.
                same = earlier == _as_list(new.id) and context is None
                _mark_fuzzy(message, [] if same else earlier, context)
            elif not _unambiguous(candidates, taken, new):
                # Several old entries hold this English and the one taken may not be this
                # string's own: a guess to review. The English is the same: no #| to show.
                _mark_fuzzy(message, [])
            merged[new.id] = message
            continue
        suggestion = (
            waiting.get(str(new.context)) or memory.exact(english) or memory.similar(english)
        )
        if previous is None:
            added += 1
        if suggestion is not None:
            suggested += 1
            message.string = _reshaped(suggestion.string, new.id, merged)
            if suggestion.similarity == 0:  # imported before its English was written
                _mark_fuzzy(message, [])
                message.user_comments = [*message.user_comments, suggestion.note()]
            elif not (suggestion.similarity == 1 and options.exact_is_current):
                _mark_fuzzy(message, _as_list(suggestion.english))
                message.user_comments = [*message.user_comments, suggestion.note()]
        merged[new.id] = message
    # Removed strings stay as obsolete entries when someone wrote something for them;
    # an entry nobody translated holds nothing to lose.
    kept = [
        m
        for m in (*old, *old_obsolete)
        if id(m) not in used and (_is_translated(m) or m.user_comments)
    ]
    for leftover in kept:
        merged.obsolete[merged._key_for(leftover.id, leftover.context)] = leftover
    kept_ids = {id(m) for m in kept}
    obsoleted = sum(1 for m in old if id(m) in kept_ids)
    consistent = (
        offer_majority_forms(merged, tag, options.consistency) if options.consistency else 0
    )
    return merged, MergeReport(
        added, changed, obsoleted, kept_current, suggested, reused, consistent
    )


# The flags ``update`` decides itself: fuzzy by the rules above, the format flags of the
# English (Babel's guess, python-format dropped), and Weblate's, from the English and the
# settings. Any other flag on an old entry is another tool's or a translator's: kept.
_OWN_FLAGS = frozenset(
    ("fuzzy", "python-format", "python-brace-format", MARKDOWN_FLAG)
) | frozenset(flag for ends in HOUSE_STYLE_EXCEPTIONS.values() for flag in ends.values())
_OWN_FLAG_PREFIXES = ("max-length:", "placeholders:")


def _keep_other_flags(message: Message, old: Message) -> None:
    """Give ``message`` the flags of ``old`` that comparekit does not decide (Weblate's
    ``ignore-same`` or ``read-only``, GNU's ``no-wrap``), in ``old``'s order."""
    others = [
        flag
        for flag in flags_in_order(old)
        if flag not in _OWN_FLAGS and not flag.startswith(_OWN_FLAG_PREFIXES)
    ]
    if others:
        keep_other_flags(message, others)


def _really_fuzzy(message: Message) -> bool:
    """Fuzzy for a reason: not only for a ``#|`` that repeats its own msgid (and key), which
    says the English did not change (an earlier merge's mark, or English edited and
    edited back) and would show a translator a diff of nothing."""
    if not message.fuzzy:
        return False
    context = previous_context(message)
    same_english = bool(message.previous_id) and list(message.previous_id) == _as_list(message.id)
    return not (same_english and context in (None, message.context))


def _edited_back(previous: Message, new: Message) -> bool:
    """A fuzzy entry whose English changed and then changed back to what it was translated
    from: its ``#|`` (and ``#| msgctxt``, if any) is the new English and key."""
    if not previous.fuzzy or not previous.previous_id:
        return False
    context = previous_context(previous)
    return list(previous.previous_id) == _as_list(new.id) and context in (None, new.context)


def _named_here(candidates: list[Message], new: Message) -> Message:
    """Of the old entries with this English, the one whose ``#:`` names the string's own
    place in the sources (a tool that drops msgctxt keeps the references), else the first."""
    here = set(new.locations)
    return next((m for m in candidates if here & set(m.locations)), candidates[0])


def _unambiguous(candidates: list[Message], taken: Message, new: Message) -> bool:
    """The entry taken is this string's own for sure: the only candidate, or the one its
    ``#:`` names while every competing entry holds the same translation."""
    if len(candidates) == 1:
        return True
    named = bool(set(new.locations) & set(taken.locations))
    return named and all(_forms(m.string) == _forms(taken.string) for m in candidates)


def _forms(string: object) -> list[str]:
    return [str(s or "") for s in string] if isinstance(string, (list, tuple)) else [str(string)]


def _mark_fuzzy(message: Message, previous_id: list[str], context: str | None = None) -> None:
    """Fuzzy, with the English (and msgmerge's ``#| msgctxt``, if kept) it was made for."""
    message.flags.add("fuzzy")
    message.previous_id = list(previous_id)
    keep_previous_context(message, context)


def _reshaped(string: object, msgid: object, catalog: Catalog) -> str | tuple[str, ...]:
    """A translation made for a singular or plural message, fitted to ``msgid``'s shape:
    a singular becomes every plural form; a plural gives its first form (both then fuzzy)."""
    forms = [str(s or "") for s in string] if isinstance(string, (list, tuple)) else [str(string)]
    if isinstance(msgid, (list, tuple)):
        if isinstance(string, (list, tuple)) and len(forms) == catalog.num_plurals:
            return tuple(forms)
        return tuple(forms[min(i, len(forms) - 1)] for i in range(catalog.num_plurals))
    return forms[0]


def _is_translated(message: Message) -> bool:
    strings = message.string if isinstance(message.string, (list, tuple)) else [message.string]
    return any(strings)


def _same_shape(old_id: object, new_id: object) -> bool:
    """A singular translation cannot serve a plural message, nor the reverse."""
    return isinstance(old_id, (list, tuple)) == isinstance(new_id, (list, tuple))


def _as_list(msgid: object) -> list[str]:
    return list(msgid) if isinstance(msgid, (list, tuple)) else [str(msgid)]


def _empty_string(msgid: object, catalog: Catalog) -> str | tuple[str, ...]:
    if isinstance(msgid, (list, tuple)):
        return ("",) * catalog.num_plurals
    return ""


# --- the commands' library side ----------------------------------------------------------


@dataclass(frozen=True)
class CatalogChange:
    """What ``update`` would write to one file.

    ``stale``: the content differs — strings, translations, fuzzy state — not merely the
    line wrapping a translator's editor chose; only that makes a catalog out of date.
    ``text``, ``changed`` (the bytes differ: ``update`` rewrites the file) and the file as
    read (``existing``) are worked out when asked for: a file holding exactly the bytes
    ``update`` would write needs no reading (a template rewritten from the sources).
    """

    path: Path
    catalog: Catalog
    read_existing: Callable[[], Catalog | None] = field(repr=False)  # None: no file yet
    report: MergeReport | None = None
    # Its text written in halves side by side (``dumps_po``): not the template's, whose
    # process runs beside the locales' longer ones and would only take their core.
    side_by_side: bool = False
    wrap: str = "babel"  # the settings' po_wrap

    @cached_property
    def existing(self) -> Catalog | None:
        return self.read_existing()

    @cached_property
    def stale(self) -> bool:
        return self.existing is None or _content(self.existing) != _content(self.catalog)

    @cached_property
    def text(self) -> str:
        return dumps_po(self.catalog, self.side_by_side, self.wrap)

    @property
    def changed(self) -> bool:
        if self.path.is_file() and self.path.read_bytes() == self.text.encode("utf-8"):
            return False
        self.existing  # noqa: B018  (a file we did not write is read: a broken one is an error)
        return True

    def what_changes(self) -> str:
        """What ``update`` would change in the file: its entries, or only their layout."""
        line = self.first_changed_line()
        if line is None:
            return "no such file yet"
        if self.stale:
            return "update would change the entries from this line on"
        if self.path.read_bytes().split(b"\n")[line - 1].startswith(b"#|"):
            return "update would remove a previous msgid (#|) left on an entry no longer fuzzy"
        return (
            "update would rewrap the file from this line on (set po_wrap in "
            "[tool.comparekit] to the wrapping your tools write)"
        )

    def first_changed_line(self) -> int | None:
        """The 1-based line of the file from which ``update`` would write other bytes;
        None when there is no file yet or it would be left as it is."""
        if not self.path.is_file():
            return None
        old = self.path.read_bytes().split(b"\n")
        new = self.text.encode("utf-8").split(b"\n")
        if old == new:
            return None
        same = next((i for i, (a, b) in enumerate(zip(old, new, strict=False)) if a != b), None)
        return (same if same is not None else min(len(old), len(new))) + 1


def planned_catalogs(
    project: Project,
    locales: Iterable[str] | None = None,
    same_meaning: Iterable[str] = (),
    template: Catalog | None = None,
    with_template: bool = True,
    compendia: Iterable[str] = (),
    consistency: Consistency | None = None,
) -> list[CatalogChange]:
    """The template (unless not ``with_template``) and each target catalog as ``update``
    would write them; nothing written. ``template``: the extracted one, if at hand.

    ``same_meaning``: msgctxt patterns (``fnmatch``) whose English edits do not change the
    meaning, so their translations stay current instead of turning fuzzy. ``compendia``:
    PO files of translations to draw on, beside the settings' own. ``consistency``: offer
    the majority translation to entries translating the same English another way.
    """
    patterns = list(same_meaning)

    def declared(key: str) -> bool:
        return any(fnmatch.fnmatchcase(key, pattern) for pattern in patterns)

    settings = project.settings
    locales = None if locales is None else list(locales)
    _known_locales(settings, locales)
    template = template if template is not None else extract_template(project)
    pot = settings.template_path()
    template_change = CatalogChange(
        pot, template, lambda: _read_if_present(pot, None, settings), wrap=settings.po_wrap
    )
    changes = [template_change] if with_template else []
    extra = list(compendia)
    for tag in settings.locales if locales is None else locales:
        path = settings.catalog_path(tag)
        existing = _read_if_present(path, tag, settings)
        # The language's house style is named in the header, where translators look first.
        options = MergeOptions(
            declared,
            settings.display(style)
            if (style := path.parent.parent / STYLE_GUIDE).is_file()
            else None,
            settings.fuzzy_threshold,
            settings.memory_exact == "current",
            tuple(_compendia(settings, tag, [*settings.compendia, *extra])),
            _imported(settings, tag),
            consistency,
        )
        merged, report = merge_catalog(template, existing, tag, options)
        changes.append(
            CatalogChange(
                path,
                merged,
                _already_read(existing),
                report,
                len(template) >= PARALLEL_STRINGS,
                settings.po_wrap,
            )
        )
    return changes


STYLE_GUIDE = "STYLE.md"  # beside a locale's LC_MESSAGES folder


def _known_locales(settings: Settings, locales: Iterable[str] | None) -> None:
    """A problem for each requested locale the settings do not have."""
    unknown_locales(
        locales or (), settings.locales, "; add a new one with `comparekit add-locale TAG`"
    )


@dataclass(frozen=True)
class PlannedWrite:
    """What ``update`` writes to one file: the new text, or None when the file is current."""

    path: Path
    text: str | None
    report: MergeReport | None


# A template this large makes its catalogs slow to read and write (seconds each at a
# thousand articles): then each file is planned in a process of its own, side by side.
PARALLEL_STRINGS = 5_000


def planned_writes(
    project: Project,
    locales: Iterable[str] | None = None,
    same_meaning: Iterable[str] = (),
    compendia: Iterable[str] = (),
    consistency: Consistency | None = None,
) -> list[PlannedWrite]:
    """``planned_catalogs`` as ``update`` needs it: each file's new text, if it changed."""
    settings = project.settings
    locales = None if locales is None else list(locales)
    _known_locales(settings, locales)  # before any catalog path is made of a tag
    files: list[str | None] = [None, *(settings.locales if locales is None else locales)]
    with _catalogs_read_alongside(settings, [tag for tag in files if tag is not None]):
        template = extract_template(project)
    patterns = list(same_meaning)
    extra = list(compendia)

    def plan(tag: str | None) -> PlannedWrite:
        if tag is None:
            return _planned_template(project, template)
        [change] = planned_catalogs(project, [tag], patterns, template, False, extra, consistency)
        return PlannedWrite(change.path, change.text if change.changed else None, change.report)

    return map_locales(plan, files, len(template) >= PARALLEL_STRINGS)


@contextmanager
def _catalogs_read_alongside(settings: Settings, tags: list[str]) -> Iterator[None]:
    """Within the block, the large catalogs of ``tags`` that the cache lacks, and the
    template file, are read into it by other processes: reading one takes about as long
    as extracting the template, and neither needs the other. (The template file is read
    when it is to be replaced: one that is broken is an error, not overwritten.)"""
    cache = settings.cache_folder()
    template = settings.template_path()
    # A template file found current last time is likely current still, and then not read.
    files = [] if holds(template, None, cache) else [(template, cache_name(None))]
    files += [(settings.catalog_path(tag), cache_name(tag)) for tag in tags]
    unread = [
        (path, name)
        for path, name in files
        if path.is_file()
        and path.stat().st_size >= PARALLEL_BYTES
        and not entries_cached(path, name, cache)
    ]

    def read(catalog: tuple[Path, str]) -> None:
        path, name = catalog
        load_entries(path, name, settings.display(path), cache)

    with alongside(read, unread if cache is not None else []):
        yield


# A catalog this large (a few hundred articles) takes longer to read than a process
# takes to start.
PARALLEL_BYTES = 5_000_000


def _planned_template(project: Project, template: Catalog) -> PlannedWrite:
    """The template's write: none when the file is known to hold its text already."""
    settings = project.settings
    path, cache_root = settings.template_path(), settings.cache_folder()
    content = catalog_digest(template) + settings.po_wrap  # the same strings, wrapped anew
    if holds(path, content, cache_root):
        return PlannedWrite(path, None, None)
    read_at = time.time_ns()
    stat = path.stat() if path.is_file() else None  # before the file is read, not after
    [change] = planned_catalogs(project, [], template=template)
    if change.changed:
        return PlannedWrite(path, change.text, None)
    if stat is not None:
        remember(path, content, stat, read_at, cache_root)
    return PlannedWrite(path, None, None)


def write_catalogs(
    project: Project,
    locales: Iterable[str] | None = None,
    same_meaning: Iterable[str] = (),
    compendia: Iterable[str] = (),
    consistency: Consistency | None = None,
) -> tuple[list[PlannedWrite], list[Path]]:
    """``update``: write the template and every catalog that changed, one run at a time;
    the temporary files of a run that was killed are removed first, when they prove to be
    comparekit's (``killed_writes``), and given back (to be named) when they do not."""
    settings = project.settings
    folder = settings.path(settings.catalogs)
    folder.mkdir(parents=True, exist_ok=True)
    with exclusive(folder, f"the catalogs in {settings.display(folder)}"):
        proven, kept = killed_writes(folder)
        for leftover in proven:
            leftover.unlink(missing_ok=True)
        planned = planned_writes(project, locales, same_meaning, compendia, consistency)
        for write in planned:
            if write.text is not None:
                write_text_atomic(write.path, write.text)
    return planned, kept


# The temporary file ``files.write_bytes_atomic`` makes for a catalog: its name, the pid of
# the run and mkstemp's random part.
_CATALOG_TEMPORARY = re.compile(r"\.(messages\.pot?)\.([0-9]+)-[a-z0-9_]{8}\.tmp")


def killed_writes(folder: Path) -> tuple[list[Path], list[Path]]:
    """The temporary catalog files a killed run left in ``folder``: those proven to be
    comparekit's, and those named like them that are not (kept: never removed by name).

    Proven: named exactly as comparekit names them, by a run that is over, and beginning
    as the catalog beside them begins (or empty: cut before its first byte).
    """
    proven, kept = [], []
    for found in sorted(folder.rglob(".messages.po*.tmp")):
        named = _CATALOG_TEMPORARY.fullmatch(found.name)
        if named is None:
            continue  # not a name comparekit makes: not comparekit's, nothing to say
        text = read_regular(found, 4096)
        catalog = read_regular(found.with_name(named.group(1)), 4096)
        if text is None or catalog is None or _running(int(named.group(2))):
            kept.append(found)
            continue
        first = catalog.split(b"\n", 1)[0] + b"\n"
        if text[: len(first)] == first[: len(text)]:
            proven.append(found)
        else:
            kept.append(found)
    return proven, kept


def _running(pid: int) -> bool:
    if pid == os.getpid():
        return False  # this run's own are removed as they fail, never left
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, OSError):
        return pid > 0
    return True


COMPENDIUM_TOO_LARGE = (
    "name the compendium itself, a PO or TMX file, not an archive or a disk image"
)


def _compendia(settings: Settings, tag: str, paths: list[str]) -> list[tuple[str, Catalog]]:
    """The compendia for ``tag``, read; one that is missing is an error naming it."""
    found = []
    for pattern in paths:
        path = settings.path(Path(pattern.replace("{locale}", tag)))
        if not path.is_file():
            raise ProblemsFound(
                [
                    Problem(
                        settings.display(path),
                        None,
                        None,
                        "missing-compendium",
                        "compendium "
                        + ("not found" if not path.exists() else f"is {not_a_file(path)}"),
                        hint="fix the path in [tool.comparekit] compendia or --compendium",
                    )
                ]
            )
        shown = settings.display(path)
        refuse_too_large(path, shown, "a compendium", MAX_CATALOG_BYTES, COMPENDIUM_TOO_LARGE)
        if path.suffix.lower() == ".tmx":
            found.append((shown, read_tmx(path, tag, settings.source_locale, shown)))
        else:
            found.append((shown, read_catalog(path, tag, shown)))
    return found


def _imported(settings: Settings, tag: str) -> tuple[str, Catalog] | None:
    """The compendium ``import`` keeps beside a catalog, if there is one."""
    path = settings.catalog_path(tag).with_name(IMPORTED_PO)
    found = _read_if_present(path, tag, settings)
    return (settings.display(path), found) if found is not None else None


def _read_if_present(path: Path, tag: str | None, settings: Settings) -> Catalog | None:
    if not path.is_file():
        return None
    # The cache keeps the entries of a locale's own catalog and of the template, one version
    # each: never those of another file (the import's compendium), which would replace them.
    own = path == (settings.template_path() if tag is None else settings.catalog_path(tag))
    return read_catalog(path, tag, settings.display(path), settings.cache_folder() if own else None)


def _already_read(catalog: Catalog | None) -> Callable[[], Catalog | None]:
    return lambda: catalog  # bound now: a lambda in the loop would see the last catalog


def _content(catalog: Catalog) -> tuple[list[tuple[str, str, str, str, str]], list[str]]:
    # A previous msgid left on an entry no longer fuzzy says nothing: `check` points at it.
    live = sorted(
        (
            str(m.context),
            repr(m.id),
            repr(m.string or ""),
            str(m.fuzzy),
            repr(m.previous_id if m.fuzzy else []),
        )
        for m in catalog
        if m.id
    )
    return live, sorted(repr(key) for key in catalog.obsolete)
