"""Text an XML file cannot hold: the characters XML 1.0 forbids, found before an XLIFF or
TBX export writes them.

A PO catalog may hold a control character such as U+0001 (msgfmt takes it) and a YAML
source may write one as an escape (``"\\x01"``); XML 1.0 allows neither, so lxml refuses
the whole export and a hand-written TBX would not be well-formed. Each is a problem at the
catalog's or the source's line instead, and nothing is written.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from babel.messages.catalog import Message

from comparekit.errors import Problem, ProblemsFound

# What XML 1.0 does not allow (its Char production): C0 controls but tab, line feed and
# carriage return; lone surrogates; U+FFFE and U+FFFF.
NOT_IN_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def not_in_xml(texts: Iterable[str]) -> list[str]:
    """The characters of ``texts`` that XML 1.0 cannot hold, each once, in order."""
    found = {char for text in texts for char in NOT_IN_XML.findall(text)}
    return sorted(found)


def xml_character_problem(path: str, line: int | None, chars: list[str], form: str) -> Problem:
    """The problem of a string with ``chars`` that an export as ``form`` cannot hold."""
    listed = ", ".join(f"U+{ord(char):04X}" for char in chars)
    return Problem(
        path,
        line,
        None,
        "xml-character",
        f"holds control characters {form} cannot hold: {listed}",
        hint="delete them (an editor with 'show invisibles' finds them): a control character "
        "is not text; nothing was exported",
    )


def refuse_xml_characters(messages: list[Message], display: str) -> None:
    """An entry of the catalog at ``display`` holding a character XML cannot hold is a
    problem at its line: lxml would refuse the whole XLIFF file."""
    problems = []
    for message in messages:
        texts = [
            *_texts(message.id),
            *_texts(message.string),
            *_texts(message.previous_id),
            *message.auto_comments,
            *message.user_comments,
            *(str(file) for file, _ in message.locations),
            str(message.context or ""),
        ]
        found = not_in_xml(texts)
        if found:
            problems.append(xml_character_problem(display, message.lineno, found, "XLIFF"))
    if problems:
        raise ProblemsFound(problems)


def _texts(value: object) -> list[str]:
    """The strings of a message's id, translation or previous id: one, or one per form."""
    if isinstance(value, (list, tuple)):
        return [str(item) for item in value]
    return [str(value or "")]
