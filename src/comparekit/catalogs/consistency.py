"""The majority form: one English translated several ways in a catalog, offered one way.

``check`` warns ``[inconsistent]`` when the same English has several current translations
in one locale. ``update --consistent`` answers it: each entry giving a less common
translation becomes fuzzy with the most common one, and a ``# suggestion:`` comment names
the keys that translate it so, so a reviewer sees why and can compare. Nothing is lost:
the translation it replaces stays in the file as an obsolete entry under the entry's key
with ``REPLACED_SUFFIX`` (msgfmt refuses two entries of one key and English).

Only current translations are counted and touched: a fuzzy entry is already waiting for a
reviewer. Where no form is more common than every other there is no majority, and nothing
changes. A table cell has a length limit that running text lacks, so by default the
majority is sought among entries of the same kind of place only (``same-place``);
``everywhere`` counts them together.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Literal

from babel.messages.catalog import Catalog, Message

from comparekit.catalogs.memory import SUGGESTION_NOTE

Consistency = Literal["same-place", "everywhere"]
CONSISTENCY_CHOICES: tuple[Consistency, ...] = ("same-place", "everywhere")
REPLACED_SUFFIX = " (replaced by update --consistent)"  # the obsolete copy's msgctxt ends so
KEYS_NAMED = 5  # keys of the majority listed in a note; the rest are counted


def offer_majority_forms(catalog: Catalog, tag: str, scope: Consistency) -> int:
    """Make each minority translation of an English fuzzy with the majority's, keeping the
    old one as an obsolete entry; the number of entries changed."""
    # Imported here: the CLI imports this module for its choices, and every command (a
    # build with nothing to do too) would otherwise load the checkers' patterns.
    from comparekit.catalogs.rules import lands_in_table

    groups: dict[Hashable, dict[tuple[str, ...], list[Message]]] = {}
    for message in catalog:
        strings = _strings(message)
        if not message.id or message.fuzzy or not all(strings) or message.context is None:
            continue
        place = "everywhere" if scope == "everywhere" else lands_in_table(message.context)
        group = groups.setdefault((_hashable(message.id), place), {})
        group.setdefault(strings, []).append(message)
    offered = 0
    for forms in groups.values():
        if len(forms) < 2:
            continue
        ranked = sorted(forms.items(), key=lambda item: -len(item[1]))
        (majority, holders), (_, runner_up) = ranked[0], ranked[1]
        if len(holders) == len(runner_up):
            continue  # no form is the most common: a reviewer has to choose
        for _, messages in ranked[1:]:
            for message in messages:
                offered += _offer(catalog, message, majority, holders, tag)
    return offered


def _offer(
    catalog: Catalog, message: Message, majority: tuple[str, ...], holders: list[Message], tag: str
) -> int:
    """Offer ``majority`` to one entry; 0 if its old translation could not be kept aside."""
    aside = f"{message.context}{REPLACED_SUFFIX}"
    key = catalog._key_for(message.id, aside)
    earlier = catalog.obsolete.get(key)
    if earlier is not None and _strings(earlier) != _strings(message):
        return 0  # an older replaced translation sits there; never overwrite it
    catalog.obsolete[key] = Message(
        message.id,
        string=message.string,
        user_comments=[c for c in message.user_comments if not c.startswith(SUGGESTION_NOTE)],
        context=aside,
    )
    message.string = majority if isinstance(message.id, (list, tuple)) else majority[0]
    message.flags.add("fuzzy")
    message.previous_id = []  # the English is the same: nothing to compare
    keys = sorted(str(holder.context) for holder in holders)
    named = ", ".join(keys[:KEYS_NAMED])
    if len(keys) > KEYS_NAMED:
        named += f" and {len(keys) - KEYS_NAMED} more"
    note = (
        f"{SUGGESTION_NOTE}the most common translation of this English, from {named} in "
        f"this catalog ({tag}); the one it replaces is kept as obsolete under "
        f'"{aside}"'
    )
    message.user_comments = [
        *(c for c in message.user_comments if not c.startswith(SUGGESTION_NOTE)),
        note,
    ]
    return 1


def _strings(message: Message) -> tuple[str, ...]:
    string = message.string
    if isinstance(string, (list, tuple)):
        return tuple(str(form or "") for form in string)
    return (str(string or ""),)


def _hashable(msgid: object) -> Hashable:
    return tuple(msgid) if isinstance(msgid, (list, tuple)) else msgid
