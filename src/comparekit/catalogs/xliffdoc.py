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

import io
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from comparekit.errors import Problem, ProblemsFound
from comparekit.sources.placeholders import NAMED_FIELD, brace_tokens

XLIFF_12 = "urn:oasis:names:tc:xliff:document:1.2"
XLIFF_11 = "urn:oasis:names:tc:xliff:document:1.1"  # what older translate-toolkit writes
OURS = "urn:x-comparekit:xliff"  # the namespace of our own attributes
EXPORTED = f"{{{OURS}}}exported"
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


@dataclass(frozen=True)
class UnitOut:
    """One catalog entry as the XLIFF shows it: a trans-unit, or a group of one per form."""

    key: str
    sources: list[str]  # the English of each form the locale has
    targets: list[str]  # the translation of each form; "" where there is none
    fuzzy: bool
    exported: str  # the digest of what the entry held (``entry_digest``)
    plural: bool = False
    previous: list[str] = field(default_factory=list)  # the English a fuzzy one was made for
    notes: list[tuple[str, str]] = field(default_factory=list)  # (from, text)
    locations: list[tuple[str, int | None]] = field(default_factory=list)
    max_width: int | None = None


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
    unfinished: bool = False  # a form's target state asks for translation or review
    exported: str | None = None
    damaged: bool = False  # holds inline markup that cannot come back: a problem already


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
    document = etree.SubElement(root, _x("file"))
    for name, value in (
        ("original", original),
        ("source-language", source_language),
        ("datatype", "plaintext"),
        ("target-language", target_language),
        ("tool-id", TOOL_ID),
    ):
        document.set(name, value)
    header = etree.SubElement(document, _x("header"))
    tool = etree.SubElement(header, _x("tool"))
    tool.set("tool-id", TOOL_ID)
    tool.set("tool-name", "comparekit")
    body = etree.SubElement(document, _x("body"))
    for unit in units:
        if not unit.plural:
            _trans_unit(body, unit.key, unit, 0)
            continue
        group = etree.SubElement(body, _x("group"))
        group.set("restype", PLURALS)
        group.set("id", unit.key)
        group.set("approved", "yes" if any(unit.targets) and not unit.fuzzy else "no")
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

    element = etree.SubElement(parent, _x("trans-unit"))
    element.set(XML_SPACE, "preserve")
    element.set("id", unit_id)
    element.set("approved", "yes" if unit.targets[form] and not unit.fuzzy else "no")
    if unit.max_width is not None:
        element.set("maxwidth", str(unit.max_width))
        element.set("size-unit", "char")
    element.set(EXPORTED, unit.exported)
    english = unit.sources[form]
    codes = _placeholder_ids(english, unit.targets[form])
    _fill(etree.SubElement(element, _x("source")), english, codes)
    if unit.targets[form]:
        target = etree.SubElement(element, _x("target"))
        target.set("state", "needs-review-translation" if unit.fuzzy else "translated")
        _fill(target, unit.targets[form], codes)
    if unit.fuzzy and unit.previous:
        # The English the translation was made for, where translate-toolkit (po2xliff),
        # Okapi and OmegaT look for it; and as a note, which every tool shows.
        before = unit.previous[min(form, len(unit.previous) - 1)]
        alternative = etree.SubElement(element, _x("alt-trans"))
        alternative.set("origin", "previous")
        _fill(etree.SubElement(alternative, _x("source")), before, codes)
        _fill(etree.SubElement(alternative, _x("target")), unit.targets[form], codes)
        unit_notes = [("comparekit", f"The English before the change: {before}"), *unit.notes]
    else:
        unit_notes = list(unit.notes)
    for origin, text in unit_notes:
        note = etree.SubElement(element, _x("note"))
        note.set("from", origin)
        note.text = text
    for file, line in unit.locations:
        group = etree.SubElement(element, _x("context-group"))
        group.set("name", "po-reference")
        group.set("purpose", "location")
        context = etree.SubElement(group, _x("context"))
        context.set("context-type", "sourcefile")
        context.text = file
        if line is not None:
            number = etree.SubElement(group, _x("context"))
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
        last = etree.SubElement(element, _x("ph"))
        last.set("id", codes[token])
        last.set("ctype", "x-placeholder")
        last.text = token
        at = match.end()
    rest = text[at:]
    if last is None:
        element.text = rest
    else:
        last.tail = rest


# --- reading ---------------------------------------------------------------------------


def read_xliff(data: bytes, display: str) -> XliffIn:
    """The units of an XLIFF file ``xliff export`` wrote; a file comparekit did not write is
    one problem (``ForeignXliff``), broken XML another, at its line."""
    from lxml import etree

    parser = etree.XMLParser(
        resolve_entities=False, no_network=True, load_dtd=False, huge_tree=False
    )
    try:
        root = etree.parse(io.BytesIO(data), parser).getroot()
    except etree.XMLSyntaxError as error:
        raise ProblemsFound(
            [
                Problem(
                    display,
                    error.lineno,
                    None,
                    "xliff-syntax",
                    f"not a readable XLIFF file: {error.msg}",
                    hint="export it again with `comparekit xliff export`, or fix the XML",
                )
            ]
        ) from None
    document = _our_file(root, display)
    problems: list[Problem] = []
    units: dict[str, UnitIn] = {}
    seen: dict[tuple[str, int], int | None] = {}  # (key, plural form) → its unit's line
    for element in document.iter(_x("trans-unit")):
        unit_id = str(element.get("id") or "")
        parent = element.getparent()
        in_plural = (
            parent is not None and parent.tag == _x("group") and parent.get("restype") == PLURALS
        )
        form = 0
        key = unit_id
        if in_plural:
            key = str(parent.get("id") or "")
            numbered = FORM_ID.fullmatch(unit_id)
            form = int(numbered.group(2)) if numbered else 0
        first = seen.setdefault((key, form), element.sourceline)
        if first != element.sourceline:  # two answers for one entry: neither may win in silence
            problems.append(
                Problem(
                    display,
                    element.sourceline,
                    None,
                    "xliff-duplicate-unit",
                    f"unit {unit_id!r} appears a second time (first at line {first})",
                    hint="keep one <trans-unit> per id: delete the copy you do not mean",
                )
            )
            continue
        unit = units.setdefault(key, UnitIn(key, element.sourceline, in_plural))
        unit.lines[form] = element.sourceline
        unit.exported = unit.exported or element.get(EXPORTED)
        unit.approved = unit.approved and element.get("approved") == "yes"
        known = len(problems)
        source = element.find(_x("source"))
        codes: dict[str, str] = {}
        unit.sources[form] = (
            _text(source, None, codes, display, key, problems) if source is not None else ""
        )
        target = element.find(_x("target"))
        if target is not None:
            unit.targets[form] = _text(target, codes, {}, display, key, problems)
            unit.unfinished = unit.unfinished or target.get("state") in UNFINISHED_STATES
        unit.damaged = unit.damaged or len(problems) > known
    return XliffIn(
        str(document.get("target-language") or ""),
        document.get("original"),
        document.sourceline,
        list(units.values()),
        problems,
    )


class ForeignXliff(ProblemsFound):
    """A file ``xliff export`` did not write: one problem, said once (a usage error)."""


def _our_file(root: Any, display: str) -> Any:
    """The one ``<file>`` of an XLIFF 1.2 document comparekit wrote."""
    namespace, _, name = str(root.tag).rpartition("}")
    namespace = namespace.removeprefix("{")
    files = [f for f in root if f.tag in (_x("file"), f"{{{XLIFF_11}}}file")]
    if name == "xliff" and namespace in (XLIFF_12, XLIFF_11):
        if len(files) == 1 and files[0].get("tool-id") == TOOL_ID:
            return files[0] if namespace == XLIFF_12 else _renamed(root)
        if len(files) > 1:  # comparekit writes one: a second was pasted or merged in
            found = f"it has {len(files)} <file> elements, where an export has one"
            line = files[1].sourceline
        else:
            found = (
                "an XLIFF 1.2 file another tool wrote "
                '(its <file> is not marked tool-id="comparekit")'
            )
            line = files[0].sourceline if files else root.sourceline
    elif name != "xliff":
        found, line = f"its root is <{name}>", root.sourceline
    elif namespace.startswith("urn:oasis:names:tc:xliff:document:"):
        found, line = (
            f"its root is <xliff> of XLIFF {namespace.rsplit(':', 1)[-1]}",
            root.sourceline,
        )
    else:
        found, line = "its root is <xliff> of no XLIFF namespace", root.sourceline
    raise ForeignXliff(
        [
            Problem(
                display,
                line,
                None,
                "foreign-xliff",
                f"not an XLIFF file comparekit wrote: {found}",
                hint="export the catalog with `comparekit xliff export L FILE`, translate that "
                "file in the CAT tool, and import it as XLIFF 1.2",
            )
        ]
    )


def _renamed(root: Any) -> Any:
    """An XLIFF 1.1 document read as 1.2 (the two agree on what comparekit writes)."""
    for element in root.iter():
        if isinstance(element.tag, str) and element.tag.startswith(f"{{{XLIFF_11}}}"):
            element.tag = _x(element.tag.split("}", 1)[1])
    return root.find(_x("file"))


def _text(
    element: Any,
    codes: dict[str, str] | None,
    found: dict[str, str],
    display: str,
    key: str,
    problems: list[Problem],
) -> str:
    """The text an element stands for. In a source (``codes`` None) each ``<ph>`` is a
    placeholder, recorded by id in ``found``; in a target each ``<ph>`` or ``<x/>`` must
    name a placeholder of its source by id, and gives that placeholder's exact text."""
    parts = [element.text or ""]
    for child in element:
        parts.append("".join(_inline(child, codes, found, display, key, problems)))
        parts.append(child.tail or "")
    return "".join(parts)


def _inline(
    child: Any,
    codes: dict[str, str] | None,
    found: dict[str, str],
    display: str,
    key: str,
    problems: list[Problem],
) -> Iterator[str]:
    from lxml import etree

    if isinstance(child, (etree._Comment, etree._ProcessingInstruction)):
        return  # no text of the translation
    if not isinstance(child.tag, str):  # an entity reference, never expanded
        problems.append(
            _markup(display, child, key, f"the entity reference {child.text} is not expanded")
        )
        return
    tag = str(child.tag)
    name = tag.rpartition("}")[2] if tag.startswith(f"{{{XLIFF_12}}}") else tag
    if name == "mrk":  # a mark over text (a comment, a term): the text is the translation
        yield _text(child, codes, found, display, key, problems)
        return
    if name in ("ph", "x") and len(child) == 0:
        code_id = str(child.get("id") or "")
        content = child.text or ""
        if codes is None:  # the source: comparekit writes each placeholder as a <ph>
            if name == "ph" and NAMED_FIELD.fullmatch(content):
                found[code_id] = content
                yield content
                return
        else:
            placeholder = codes.get(code_id)
            if placeholder is not None and content in ("", placeholder):
                yield placeholder
                return
            if placeholder is not None:
                problems.append(
                    _markup(
                        display,
                        child,
                        key,
                        f"the placeholder {placeholder} "
                        f'(<{name} id="{code_id}">) was changed to {content!r}',
                    )
                )
                return
            problems.append(
                _markup(
                    display, child, key, f'<{name} id="{code_id}"> is no placeholder of its source'
                )
            )
            return
    problems.append(
        _markup(
            display,
            child,
            key,
            f"<{name}> holds formatting a catalog cannot keep; it would be lost",
        )
    )


def _markup(display: str, element: Any, key: str, message: str) -> Problem:
    return Problem(
        display,
        element.sourceline,
        None,
        "xliff-markup",
        f"'{key}': {message}",
        hint="keep each placeholder as the CAT tool shows it, and add no formatting: "
        "Markdown and links come from the sources, not the translation",
    )


def _x(name: str) -> str:
    return f"{{{XLIFF_12}}}{name}"
