"""The top of an imported page: which two products it compares, its title, dek and lead.

The pair is read off the sub-headings of "what each one is" and the head-to-head table's
columns, in every copy, so that a translation of another article is caught before anything
is lined up. The dek is the first paragraph under the title; a page that kept only one
paragraph there kept its lead, unless the paragraph is its frontmatter description.
"""

from __future__ import annotations

from comparekit.catalogs.imported import ImportedText
from comparekit.errors import Problem, ProblemsFound
from comparekit.importing.outline import Line
from comparekit.importing.record import Recorder, product_names


def pair(r: Recorder, counterpart: str | None) -> tuple[str, str]:
    """The two products: named by the sub-headings and the table's columns of the pages."""
    names = product_names(r.known.products)
    by_page: dict[str, list[str]] = {}
    for tag in r.order:
        seen: list[str] = []
        for section in r.pages[tag].of_kind("what_each_is"):
            seen += [names[s.title.text] for s in section.subsections if s.title.text in names]
        for section in r.pages[tag].of_kind("head_to_head"):
            if section.table is not None and section.table.cells:
                seen += [names[c] for c in section.table.cells[0][1:3] if c in names]
        by_page[tag] = list(dict.fromkeys(seen))
    found = list(dict.fromkeys(p for seen in by_page.values() for p in seen))
    first = r.order[0]
    if len(found) > 2:  # a translation of another comparison was given
        reference = by_page[first]

        def named(ids: list[str]) -> str:
            return " and ".join(r.known.products[p].name for p in ids)

        raise ProblemsFound(
            [
                Problem(
                    r.pages[tag].page.path,
                    r.line_of_title(tag),
                    None,
                    "other-article",
                    f"this page compares {named(seen)}, "
                    f"{r.pages[first].page.path} compares {named(reference)}",
                    hint="give each locale the translation of the same article",
                )
                for tag, seen in by_page.items()
                if tag != first and set(seen) - set(reference)
            ]
        )
    if counterpart is not None:
        rest = [p for p in found if p != counterpart] or [r.known.subject]
        return rest[0], counterpart
    if len(found) < 2 and r.known.subject and r.known.subject not in found:
        found.insert(0, r.known.subject)
    if len(found) < 2:
        raise ProblemsFound(
            [
                Problem(
                    r.pages[first].page.path,
                    r.line_of_title(first),
                    None,
                    "not-a-comparison",
                    "the page names fewer than two of the project's products",
                    hint=f"known products: {', '.join(sorted(r.known.products))}; add the "
                    "missing one to articles/products/ or pass --vs PRODUCT",
                )
            ]
        )
    return found[0], found[1]


def link_title(r: Recorder, title: str) -> None:
    key = f"comparisons/{r.slug}:link_title"
    learned = r.known.learned.get(key)
    if learned is not None and learned.english:
        r.data["link_title"] = learned.english
        r.texts.append(ImportedText(key, learned.english, dict(learned.translations)))
        return
    r.data["link_title"] = title.split(":")[0].strip() or title
    r.texts.append(ImportedText(key, r.data["link_title"]))


def intro(r: Recorder) -> None:
    dek: dict[str, Line | None] = {}
    lead: dict[str, Line | None] = {}
    for tag in r.order:
        paragraphs = list(r.pages[tag].intro)
        r.leftovers[tag] += r.pages[tag].extra
        page = r.pages[tag].page
        described = page.frontmatter.get("description")
        if len(paragraphs) == 1:
            (dek if paragraphs[0].text == described else lead)[tag] = paragraphs[0]
        elif paragraphs:
            dek[tag], lead[tag] = paragraphs[0], paragraphs[1]
            r.leftovers[tag] += paragraphs[2:]
        if len(paragraphs) < 2 and tag not in dek and isinstance(described, str) and described:
            # A page that lost its dek often still has it as its description.
            line = page.frontmatter_lines.get("description", 1)
            dek[tag] = Line(described, line)
            r.problems.append(
                Problem(
                    page.path,
                    line,
                    None,
                    "drift",
                    f"{tag} lacks the dek paragraph; its frontmatter description is taken",
                    hint="check the dek in the YAML",
                    severity="warning",
                )
            )
    r.drift("the dek", dek, {})
    r.drift("the lead", lead, {})
    r.data["dek"] = r.text(("dek",), dek)
    r.data["lead"] = r.text(("lead",), lead)
    r.data["verdict"] = r.text(("verdict",), dek or lead)
    r.gaps.setdefault(("verdict",), "the hub's one line is not on the page: the dek stands in")
