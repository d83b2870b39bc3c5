"""The flags Weblate reads from an entry's ``#,`` line, so that its checks know our rules.

Weblate's PO format hands each entry's ``#,`` flags, comma-separated, to its flag parser
(``weblate/formats/ttkit.py``: ``PoUnit.flags``; ``weblate/checks/flags.py``), and its
checks act on them: ``max-length:N`` (a table cell's limit, its Maximum length check),
``md-text`` (its Markdown link, reference and syntax checks: every string a page shows is
Markdown), ``placeholders:{a}:{b}`` (each ``{name}`` must stay: its Placeholders check),
and ``ignore-<check>`` (a check the language's house style overrules: Japanese questions
end without a question mark, so Weblate's "Mismatched question mark" is only noise there).

GNU msgfmt ignores flags it does not know (``msgfmt -c`` passes); msgcat and msgmerge drop
them when they rewrite a file, and ``update`` writes them back, from the English alone, so
the same sources give the same flags. ``weblate_flags = false`` in the settings leaves them
out.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from comparekit.catalogs.memory import singular
from comparekit.catalogs.rules import cell_limit, lands_in_table
from comparekit.sources.placeholders import placeholder_names

MARKDOWN_FLAG = "md-text"  # on every string of a catalog that has Weblate's flags at all

# Weblate checks each language's house style (locales/<ll>/STYLE.md) overrules, by the
# language and the English's last character.
HOUSE_STYLE_EXCEPTIONS = {
    "ja": {"?": "ignore-end-question"},  # 「…か」, never ？ (ja STYLE.md, Punctuation)
}


def weblate_flags(key: str, english: str | Sequence[str]) -> set[str]:
    """The flags that tell Weblate the rules ``check`` holds the string under ``key`` to.

    >>> sorted(weblate_flags("ui:table.why", "Why"))
    ['max-length:40', 'md-text']
    >>> sorted(weblate_flags("ui:heading.wins", "Where {product} wins"))
    ['md-text', 'placeholders:{product}']
    """
    forms = [english] if isinstance(english, str) else list(english)
    flags = {MARKDOWN_FLAG}
    if lands_in_table(key):
        flags.add(f"max-length:{max(cell_limit(form) for form in forms)}")
    names = sorted({name for form in forms for name in placeholder_names(form)})
    if names:
        flags.add("placeholders:" + ":".join(f"{{{name}}}" for name in names))
    return flags


def locale_flags(tag: str | None, english: object, flags: Iterable[str]) -> set[str]:
    """The ``ignore-…`` flags of ``tag``'s house style for a string with this English,
    where the template gave it Weblate's flags (none where the settings turned them off).

    >>> locale_flags("ja", "Is Beta an engine?", {"md-text"})
    {'ignore-end-question'}
    >>> locale_flags("ko", "Is Beta an engine?", {"md-text"}), locale_flags("ja", "Why?", ())
    (set(), set())
    """
    if tag is None or MARKDOWN_FLAG not in flags:
        return set()
    text = english if isinstance(english, str) else str(singular(english))
    exceptions = HOUSE_STYLE_EXCEPTIONS.get(tag.split("-")[0].split("_")[0].lower(), {})
    return {flag for end, flag in exceptions.items() if text.endswith(end)}
