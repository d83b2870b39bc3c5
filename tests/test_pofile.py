"""Read entries become the Babel messages Babel's own constructor makes of them."""

from __future__ import annotations

from babel.messages.catalog import Message
from hypothesis import given, settings
from hypothesis import strategies as st

from comparekit.catalogs.po.read import PoEntry
from comparekit.catalogs.po.write import keep_file_flags
from comparekit.catalogs.pofile import message_of

# Texts Babel's constructor reacts to (format placeholders) and comments it collapses.
TEXT = st.sampled_from(["", "x", "75% done", "%(name)s", "%d", "{name}", "{", "a\nb", "x"])
REFERENCE = st.sampled_from(["a.yaml:3", "a.yaml:3", "b.yaml", "c.yaml:x", "d:4:5", ":7"])


def babels(entry: PoEntry) -> Message:
    """What ``message_of`` gives, made by Babel's constructor (the flags are the file's)."""
    plural = entry.msgid_plural is not None
    references = [r.rpartition(":") for r in entry.references]
    message = Message(
        (entry.msgid, entry.msgid_plural) if plural else entry.msgid,
        string=tuple(entry.strings) if plural else entry.strings[0],
        locations=[
            (file, int(line)) if colon and line.isdigit() else (file + colon + line, None)
            for file, colon, line in references
        ],
        auto_comments=entry.extracted_comments,
        user_comments=entry.translator_comments,
        previous_id=[p for p in (entry.previous_msgid, entry.previous_plural) if p is not None],
        lineno=entry.line,
        context=entry.context,
    )
    message.flags = set(entry.flags)
    keep_file_flags(message, entry.flags)  # and their order, which Babel's set forgets
    return message


@settings(max_examples=400, deadline=None)
@given(
    msgid=TEXT,
    plural=st.one_of(st.none(), TEXT),
    strings=st.lists(TEXT, min_size=1, max_size=3),
    context=st.one_of(st.none(), TEXT),
    comments=st.lists(st.lists(TEXT, max_size=4), min_size=2, max_size=2),
    references=st.lists(REFERENCE, max_size=4),
    flags=st.lists(st.sampled_from(["fuzzy", "python-format", "python-brace-format"])),
    previous=st.lists(st.one_of(st.none(), TEXT), min_size=2, max_size=2),
    line=st.integers(min_value=1, max_value=99),
)
def test_a_read_entry_is_the_message_babel_makes_of_it(
    msgid: str,
    plural: str | None,
    strings: list[str],
    context: str | None,
    comments: list[list[str]],
    references: list[str],
    flags: list[str],
    previous: list[str | None],
    line: int,
) -> None:
    entry = PoEntry(
        msgid,
        plural,
        strings,
        context,
        translator_comments=comments[0],
        extracted_comments=comments[1],
        references=references,
        flags=flags,
        previous_msgid=previous[0],
        previous_plural=previous[1],
        line=line,
    )
    assert vars(message_of(entry)) == vars(babels(entry))
