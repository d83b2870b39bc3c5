"""Merge the template into a locale's catalog, keeping every translation.

A string keeps the translation under its own key first (an edited English turns it fuzzy,
with the previous msgid); only a string with none is matched by its English, and then says
where its suggestion came from. No translation is ever dropped: what no string takes stays
in the file as an obsolete entry.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from babel.messages.catalog import Catalog, Message

from comparekit.catalogs.consistency import Consistency, offer_majority_forms
from comparekit.catalogs.extract import new_catalog, notes_for_locale
from comparekit.catalogs.imported import waiting_suggestions
from comparekit.catalogs.memory import Memory, singular, without_suggestion
from comparekit.catalogs.po.write import (
    flags_in_order,
    keep_other_fields,
    keep_other_flags,
    keep_previous_context,
    other_fields,
    previous_context,
)
from comparekit.catalogs.pofile import drop_percent_format
from comparekit.catalogs.weblate import HOUSE_STYLE_EXCEPTIONS, MARKDOWN_FLAG, locale_flags

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
