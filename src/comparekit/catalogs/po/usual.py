"""The usual entry of a catalog, read whole: what the grammar would make of its lines.

A catalog ``update`` writes, and one that msgcat, Poedit or Weblate wrote, is all entries
in one layout: comments, notes, references and flags, an optional msgctxt, a msgid and a
msgstr, each string on a line of its own, and a blank line after. A thousand articles'
catalog is 90,000 of them and a million lines; taken an entry at a time with one regular
expression, such a catalog reads in two thirds of the time it takes line by line.

Everything else (plural entries, obsolete and ``#|`` lines, escaped bytes, a string that
shares its line, a carriage return, a comment ending in a backslash) does not match, and
the grammar reads it line by line: only what it would read the same way is taken here.
"""

from __future__ import annotations

import re

from comparekit.catalogs.po.grammar import FLAG_SEPARATORS, Grammar, PoEntry, unescape

# A string's text: no escape but the ones gettext names with a letter (an escaped byte is
# decoded with the whole string, and a NUL refused, by the grammar), no carriage return.
_TEXT = r'(?:[^"\\\n\r\x00]++|\\[ntrbfva\\"])*+'
# The strings continuing a keyword's first, a line each.
_MORE = rf'(?:"{_TEXT}"[ \t]*+\n)*+'


def _entry(line: str) -> re.Pattern[str]:
    """The usual entry, its comment lines each matching ``line`` after their kind."""
    comments = r"(?:{}" + line + r"\n)*+"
    return re.compile(
        rf"(?P<comments>{comments.format('#(?![.:,|~])')})"
        rf"(?P<extracted>{comments.format('#[.]')})"
        rf"(?P<references>{comments.format('#:')})"
        rf"(?P<flags>{comments.format('#,')})"
        rf'(?:msgctxt[ \t]++"(?P<context>{_TEXT})"[ \t]*+\n(?P<context_more>{_MORE}))?'
        rf'msgid[ \t]++"(?P<msgid>{_TEXT})"[ \t]*+\n(?P<msgid_more>{_MORE})'
        rf'msgstr[ \t]++"(?P<msgstr>{_TEXT})"[ \t]*+\n(?P<msgstr_more>{_MORE})'
        r"\n"
    )


# A comment line the grammar reads apart (one with a carriage return, form feed or vertical
# tab, or ending in a backslash, which joins the line after it) is no usual entry's; text
# with none of them is matched faster, without looking for them.
_USUAL_ENTRY = _entry(r"[^\n\r\f\v]*+(?<!\\)")
_USUAL_ENTRY_IN_PLAIN_TEXT = _entry(r"[^\n]*+")
_QUOTED = re.compile(r'"(.*)"[ \t]*\n')


def usual_entry(text: str) -> re.Pattern[str]:
    """The pattern of the usual entry for ``text``: the faster one if it can tell."""
    plain = not ("\r" in text or "\f" in text or "\v" in text or "\\\n" in text)
    return _USUAL_ENTRY_IN_PLAIN_TEXT if plain else _USUAL_ENTRY


def between_entries(reader: Grammar) -> bool:
    """Whether the grammar would read the next line as the start of a new entry, with
    nothing read for it yet but comments: no strings pending, no ``#|`` lines."""
    pending = reader.pending
    return (
        reader.stage in ("none", "msgstr")
        and not reader.parts
        and not reader.awaiting
        and not reader.bytes_line
        and not reader.after_previous
        and pending.previous_msgid is None
        and pending.previous_context is None
        and pending.previous_plural is None
    )


def take_usual_entry(reader: Grammar, number: int, found: re.Match[str]) -> int:
    """Do what the grammar does with the lines of a usual entry, its first line
    ``number``; the number of the line after the entry's blank line. The grammar is then
    between entries again."""
    (
        comments,
        extracted,
        references,
        flags,
        context,
        context_more,
        msgid,
        msgid_more,
        msgstr,
        msgstr_more,
    ) = found.groups()
    entry = reader.pending
    if comments:
        for raw in comments.split("\n")[:-1]:
            line = raw.rstrip(" \t")
            entry.translator_comments.append(line[2:] if line[1:2] == " " else line[1:])
    if reader.notes:
        if extracted:
            lines = extracted.split("\n")[:-1]
            entry.extracted_comments += [line[2:].strip(" \t") for line in lines]
        if references:
            lines = references.split("\n")
            entry.references += [name for line in lines for name in line[2:].split()]
    if flags:
        lines = flags.split("\n") if flags.count("\n") > 1 else [flags]
        entry.flags += [f for line in lines for f in FLAG_SEPARATORS.split(line[2:]) if f]
    # As the grammar starts an entry (``Grammar.start``) and reads its keywords.
    reader.pending = PoEntry()
    reader.current, reader.broken, reader.obsolete_entry = entry, False, False
    reader.previous_field = ""
    entry.domain = reader.domain
    if context is not None:
        entry.context = _value(context, context_more)
    entry.msgid = msgid if not msgid_more and "\\" not in msgid else _value(msgid, msgid_more)
    entry.line = number = number + found.string.count("\n", found.start(), found.start(7))
    entry.string_line = number = number + 1 + (msgid_more.count("\n") if msgid_more else 0)
    reader.finish_entry(entry)
    if msgstr_more or "\\" in msgstr:
        msgstr = _value(msgstr, msgstr_more)
    entry.strings.append(msgstr)
    reader.stage = reader.field = "msgstr"
    return number + 2 + (msgstr_more.count("\n") if msgstr_more else 0)


def _value(first: str, more: str) -> str:
    """The text of a keyword's strings: the first, and those on the lines after it."""
    value = first + "".join(_QUOTED.findall(more)) if more else first
    if "\\" not in value:
        return value
    unescaped = unescape(value)
    assert unescaped is not None  # a usual entry has only the escapes gettext knows
    return unescaped
