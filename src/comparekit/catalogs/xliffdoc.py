"""The XLIFF 1.2 document ``xliff export`` writes and ``xliff import`` reads back.

It knows units, not catalogs: ``write_xliff`` takes ``UnitOut`` records and ``read_xliff``
gives ``UnitIn`` records. Placeholders travel as protected inline codes
(``<ph id="1">{product}</ph>``) and come back as exactly the same text; ``<mrk>`` (a CAT
tool's comment or term mark) gives its text; an element carrying formatting a catalog cannot
hold (``<g>``, ``<bpt>``, an ``<x/>`` that is no placeholder …) is a problem at its line,
never dropped in silence. The ``<file>`` says comparekit wrote it (``tool-id``), and each
unit what its catalog entry held at export (``ck:exported``), so that an import applies only
what changed in the file. Reading never expands an entity nor reaches the network.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from comparekit.errors import Problem
from comparekit.sources.placeholders import NAMED_FIELD, brace_tokens

XLIFF_12 = "urn:oasis:names:tc:xliff:document:1.2"
XLIFF_11 = "urn:oasis:names:tc:xliff:document:1.1"  # what older translate-toolkit writes
OURS = "urn:x-comparekit:xliff"  # the namespace of our own attributes
EXPORTED = f"{{{OURS}}}exported"
# The English a unit was exported with (a digest of the entry's msgid, every form), and
# whether the review record approved its translation then: an import records approvals
# only for that English, and never takes the export's own mark for a reviewer's.
ENGLISH = f"{{{OURS}}}english"
RECORDED = f"{{{OURS}}}recorded"
TOOL_ID = "comparekit"
PLURALS = "x-gettext-plurals"  # translate-toolkit's group of one message's plural forms
XML_SPACE = "{http://www.w3.org/XML/1998/namespace}space"
FORM_ID = re.compile(r"(.*)\[(\d+)\]")

# XLIFF 1.2 target states that say a translation is not finished.
UNFINISHED_STATES = frozenset(
    {
        "new",
        "needs-translation",
        "needs-adaptation",
        "needs-l10n",
        "needs-review-translation",
        "needs-review-adaptation",
        "needs-review-l10n",
    }
)
# Target states that say a translation is done; the last two, that it was signed off.
FINISHED_STATES = frozenset({"translated", "signed-off", "final"})
SIGNED_OFF_STATES = frozenset({"signed-off", "final"})


@dataclass(frozen=True)
class UnitOut:
    """One catalog entry as the XLIFF shows it: a trans-unit, or a group of one per form."""

    key: str
    sources: list[str]  # the English of each form the locale has
    targets: list[str]  # the translation of each form; "" where there is none
    fuzzy: bool
    exported: str  # the digest of what the entry held (``entry_digest``)
    english: str = ""  # the digest of its English (``english_digest``)
    plural: bool = False
    previous: list[str] = field(default_factory=list)  # the English a fuzzy one was made for
    notes: list[tuple[str, str]] = field(default_factory=list)  # (from, text)
    locations: list[tuple[str, int | None]] = field(default_factory=list)
    max_width: int | None = None
    # With review on, whether a reviewer approved the translation as it stands (a unit is
    # approved="yes" and signed-off only then); None with review off, where approved="yes"
    # says only that the translation is done and not fuzzy.
    reviewed: bool | None = None

    def approved(self, form: int) -> bool:
        return bool(self.targets[form]) and not self.fuzzy and self.reviewed is not False

    @property
    def target_state(self) -> str:
        if self.fuzzy:
            return "needs-review-translation"
        return "signed-off" if self.reviewed else "translated"


@dataclass
class UnitIn:
    """One entry as the XLIFF gives it back, each form by its index."""

    key: str
    line: int
    plural: bool
    sources: dict[int, str] = field(default_factory=dict)
    targets: dict[int, str] = field(default_factory=dict)
    lines: dict[int, int] = field(default_factory=dict)
    approved: bool = True  # every form's unit says approved="yes"
    declined: bool = False  # a form's unit or its group says other than approved="yes"
    unfinished: bool = False  # a form's target state asks for translation or review
    states: dict[int, str | None] = field(default_factory=dict)  # each target's state
    exported: str | None = None
    english: str | None = None  # the digest of the English it was exported with
    # Whether the review record approved it at the export (``RECORDED`` on every form's
    # unit); None where a unit does not say (exported with review off, or the attribute
    # lost), and then no approval it marks can be told from the export's own.
    recorded: bool | None = False
    damaged: bool = False  # holds inline markup that cannot come back: a problem already

    def reads_fuzzy(self, review: bool) -> bool:
        """Whether the unit's translation comes back fuzzy: a state asks for translation or
        review, or a unit is not approved. With review on, an export marks a finished
        translation no reviewer approved yet approved="no" (state translated): a unit whose
        every state says finished is then current, waiting for review, not fuzzy."""
        if self.unfinished:
            return True
        if self.approved:
            return False
        return not (review and self._every_state_in(FINISHED_STATES))

    @property
    def marked_approved(self) -> bool:
        """The file says a reviewer approved the translation: every form's unit is
        approved="yes", or every target is signed-off (or final) and no unit says
        approved="no" (a CAT tool that edits a target unapproves its unit and may leave its
        state as it was), and none asks for work."""
        if self.unfinished or not any(self.targets.values()):
            return False
        if self.declined:
            return False
        return self.approved or self._every_state_in(SIGNED_OFF_STATES)

    def _every_state_in(self, states: frozenset[str]) -> bool:
        return bool(self.states) and all(state in states for state in self.states.values())


@dataclass(frozen=True)
class XliffIn:
    target_language: str
    original: str | None
    file_line: int | None
    units: list[UnitIn]
    problems: list[Problem]  # inline markup that cannot come back, at its line


def write_xliff(
    units: list[UnitOut], source_language: str, target_language: str, original: str
) -> bytes:
    """The XLIFF 1.2 file of ``units``, byte-stable for the same input."""
    from lxml import etree  # type: ignore[import-untyped]  # comes with translate-toolkit

    root = etree.Element(f"{{{XLIFF_12}}}xliff", nsmap={None: XLIFF_12, "ck": OURS})
    root.set("version", "1.2")
    document = etree.SubElement(root, xliff_tag("file"))
    for name, value in (
        ("original", original),
        ("source-language", source_language),
        ("datatype", "plaintext"),
        ("target-language", target_language),
        ("tool-id", TOOL_ID),
    ):
        document.set(name, value)
    header = etree.SubElement(document, xliff_tag("header"))
    tool = etree.SubElement(header, xliff_tag("tool"))
    tool.set("tool-id", TOOL_ID)
    tool.set("tool-name", "comparekit")
    body = etree.SubElement(document, xliff_tag("body"))
    for unit in units:
        if not unit.plural:
            _trans_unit(body, unit.key, unit, 0)
            continue
        group = etree.SubElement(body, xliff_tag("group"))
        group.set("restype", PLURALS)
        group.set("id", unit.key)
        approved = any(unit.approved(form) for form in range(len(unit.targets)))
        group.set("approved", "yes" if approved else "no")
        for form in range(len(unit.sources)):
            _trans_unit(group, f"{unit.key}[{form}]", unit, form)
    _indent(root, 0)
    return bytes(etree.tostring(root, xml_declaration=True, encoding="UTF-8", pretty_print=True))


# Elements of structure, laid out one per line; the others hold text, where a space or a
# line break would be part of the string (lxml's ``indent`` adds one before a leading <ph>).
STRUCTURE = frozenset(
    ["xliff", "file", "header", "body", "group", "trans-unit", "alt-trans", "context-group"]
)


def _indent(element: Any, level: int) -> None:
    if element.tag.rpartition("}")[2] not in STRUCTURE or len(element) == 0:
        return
    inner = "\n" + "  " * (level + 1)
    element.text = inner
    for child in element:
        child.tail = inner
        _indent(child, level + 1)
    element[-1].tail = "\n" + "  " * level


def _trans_unit(parent: Any, unit_id: str, unit: UnitOut, form: int) -> None:
    from lxml import etree

    element = etree.SubElement(parent, xliff_tag("trans-unit"))
    element.set(XML_SPACE, "preserve")
    element.set("id", unit_id)
    element.set("approved", "yes" if unit.approved(form) else "no")
    if unit.max_width is not None:
        element.set("maxwidth", str(unit.max_width))
        element.set("size-unit", "char")
    element.set(EXPORTED, unit.exported)
    element.set(ENGLISH, unit.english)
    if unit.reviewed is not None:  # (review on: an export with it off says nothing of it)
        element.set(RECORDED, "yes" if unit.reviewed and unit.approved(form) else "no")
    english = unit.sources[form]
    codes = _placeholder_ids(english, unit.targets[form])
    _fill(etree.SubElement(element, xliff_tag("source")), english, codes)
    if unit.targets[form]:
        target = etree.SubElement(element, xliff_tag("target"))
        target.set("state", unit.target_state)
        _fill(target, unit.targets[form], codes)
    if unit.fuzzy and unit.previous:
        # The English the translation was made for, where translate-toolkit (po2xliff),
        # Okapi and OmegaT look for it; and as a note, which every tool shows.
        before = unit.previous[min(form, len(unit.previous) - 1)]
        alternative = etree.SubElement(element, xliff_tag("alt-trans"))
        alternative.set("origin", "previous")
        _fill(etree.SubElement(alternative, xliff_tag("source")), before, codes)
        _fill(etree.SubElement(alternative, xliff_tag("target")), unit.targets[form], codes)
        unit_notes = [("comparekit", f"The English before the change: {before}"), *unit.notes]
    else:
        unit_notes = list(unit.notes)
    for origin, text in unit_notes:
        note = etree.SubElement(element, xliff_tag("note"))
        note.set("from", origin)
        note.text = text
    for file, line in unit.locations:
        group = etree.SubElement(element, xliff_tag("context-group"))
        group.set("name", "po-reference")
        group.set("purpose", "location")
        context = etree.SubElement(group, xliff_tag("context"))
        context.set("context-type", "sourcefile")
        context.text = file
        if line is not None:
            number = etree.SubElement(group, xliff_tag("context"))
            number.set("context-type", "linenumber")
            number.text = str(line)


def _placeholder_ids(*texts: str) -> dict[str, str]:
    """Each placeholder of the texts and the id of its inline code, in order of appearance."""
    codes: dict[str, str] = {}
    for text in texts:
        for token in brace_tokens(text):
            if NAMED_FIELD.fullmatch(token) and token not in codes:
                codes[token] = str(len(codes) + 1)
    return codes


def _fill(element: Any, text: str, codes: dict[str, str]) -> None:
    """``text`` as the element's content, each placeholder a ``<ph>`` a CAT tool protects."""
    from lxml import etree

    last = None
    at = 0
    for match in re.finditer(r"\{\{|\}\}|\{[A-Za-z_][A-Za-z0-9_]*\}", text):
        token = match.group()
        if token not in codes:  # a literal brace: text
            continue
        before = text[at : match.start()]
        if last is None:
            element.text = (element.text or "") + before
        else:
            last.tail = (last.tail or "") + before
        last = etree.SubElement(element, xliff_tag("ph"))
        last.set("id", codes[token])
        last.set("ctype", "x-placeholder")
        last.text = token
        at = match.end()
    rest = text[at:]
    if last is None:
        element.text = rest
    else:
        last.tail = rest


def xliff_tag(name: str) -> str:
    """An XLIFF 1.2 element's name as lxml spells it, with its namespace."""
    return f"{{{XLIFF_12}}}{name}"
