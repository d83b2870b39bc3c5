"""Reading back the XLIFF 1.2 document ``xliff export`` wrote (see ``xliffdoc``).

``read_xliff`` gives ``UnitIn`` records. ``<mrk>`` (a CAT tool's comment or term mark)
gives its text; an element carrying formatting a catalog cannot hold is a problem at its
line, never dropped in silence. Reading never expands an entity nor reaches the network.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from typing import Any

from comparekit.catalogs.xliffdoc import (
    ENGLISH,
    EXPORTED,
    FORM_ID,
    PLURALS,
    RECORDED,
    TOOL_ID,
    UNFINISHED_STATES,
    XLIFF_11,
    XLIFF_12,
    UnitIn,
    XliffIn,
    xliff_tag,
)
from comparekit.errors import Problem, ProblemsFound
from comparekit.sources.placeholders import NAMED_FIELD


def read_xliff(data: bytes, display: str) -> XliffIn:
    """The units of an XLIFF file ``xliff export`` wrote; a file comparekit did not write is
    one problem (``ForeignXliff``), broken XML another, at its line."""
    from lxml import etree  # type: ignore[import-untyped]  # comes with translate-toolkit

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
    for element in document.iter(xliff_tag("trans-unit")):
        unit_id = str(element.get("id") or "")
        parent = element.getparent()
        in_plural = (
            parent is not None
            and parent.tag == xliff_tag("group")
            and parent.get("restype") == PLURALS
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
        unit.english = unit.english or element.get(ENGLISH)
        said_recorded = element.get(RECORDED)
        if said_recorded is None or unit.recorded is None:
            unit.recorded = None
        else:
            unit.recorded = unit.recorded or said_recorded == "yes"
        said = _approvals_said(element)
        # Anything but "yes", on the unit or on a group around it, says not approved:
        # translate-toolkit unapproves an edited plural entry on its <group> alone, and a
        # hand may write "No" or "false" (attack 18d's c165, c170, c053-c055).
        declines = any(value != "yes" for value in said if value is not None)
        unit.approved = unit.approved and said[0] == "yes" and not declines
        unit.declined = unit.declined or declines
        known = len(problems)
        source = element.find(xliff_tag("source"))
        codes: dict[str, str] = {}
        unit.sources[form] = (
            _text(source, None, codes, display, key, problems) if source is not None else ""
        )
        target, *more = element.findall(xliff_tag("target")) or [None]
        if more:  # XLIFF 1.2 allows one: a second answer must not lose to the first in silence
            problems.append(
                Problem(
                    display,
                    more[0].sourceline,
                    None,
                    "xliff-duplicate-unit",
                    f"unit {unit_id!r} has a second <target> (the first at line "
                    f"{target.sourceline})",
                    hint="keep one <target> per <trans-unit>: delete the one you do not mean",
                )
            )
        if target is not None:
            unit.targets[form] = _text(target, codes, {}, display, key, problems)
            unit.states[form] = target.get("state")
            unit.unfinished = unit.unfinished or unit.states[form] in UNFINISHED_STATES
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
    files = [f for f in root if f.tag in (xliff_tag("file"), f"{{{XLIFF_11}}}file")]
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
            element.tag = xliff_tag(element.tag.split("}", 1)[1])
    return root.find(xliff_tag("file"))


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


def _approvals_said(element: Any) -> list[str | None]:
    """The ``approved`` attribute of a unit, then of each group around it."""
    said = [element.get("approved")]
    parent = element.getparent()
    while parent is not None and parent.tag == xliff_tag("group"):
        said.append(parent.get("approved"))
        parent = parent.getparent()
    return said
