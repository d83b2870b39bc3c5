"""The glossary (``articles/glossary.yaml``) as a translation tool imports it: TBX or CSV.

Weblate's glossary takes either file as an upload to one language of its glossary
component; each entry is one approved term: the English, the locale's translation, and
the glossary's note as its explanation. The CSV has the header translate-toolkit's CSV
reader knows (``source``, ``target``, ``context``, ``developer_comments``), which is what
Weblate documents for a CSV with a header; the TBX is TBX-Basic's MARTIF core, as
translate-toolkit writes and reads it. Terms without a translation for the locale are left
out: a glossary entry without a target teaches nothing. Entries keep the glossary's order.
"""

from __future__ import annotations

import csv
import io
from xml.sax.saxutils import escape, quoteattr

from comparekit.catalogs.xmltext import not_in_xml, xml_character_problem
from comparekit.errors import ProblemsFound
from comparekit.sources.load import Project

FORMATS = ("tbx", "csv")
CSV_COLUMNS = ("source", "target", "context", "developer_comments")


def glossary_rows(project: Project, tag: str) -> list[tuple[str, str, str, str]]:
    """(English, translation, term id, note) of every term translated for ``tag``."""
    return [
        (term.term, term.translations[tag], term_id, term.note)
        for term_id, term in project.glossary.model.terms.items()
        if term.translations.get(tag)
    ]


def glossary_csv(project: Project, tag: str) -> str:
    """The glossary of ``tag`` as CSV with a header row (``\\n`` line ends, every field
    quoted, so a comma or a line break in a note stays inside its field)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n", quoting=csv.QUOTE_ALL)
    writer.writerow(CSV_COLUMNS)
    writer.writerows(glossary_rows(project, tag))
    return out.getvalue()


def glossary_tbx(project: Project, tag: str) -> str:
    """The glossary of ``tag`` as TBX: one ``termEntry`` per term, with its English and its
    translation in a ``langSet`` each and the glossary's note as a ``note``."""
    source = project.settings.source_locale
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<!DOCTYPE martif PUBLIC "ISO 12200:1999A//DTD MARTIF core (DXFcdV04)//EN" "TBXcdv04.dtd">',
        f'<martif type="TBX" xml:lang={quoteattr(source)}>',
        "  <martifHeader>",
        "    <fileDesc>",
        f"      <sourceDesc><p>comparekit glossary ({escape(source)} to {escape(tag)})</p>"
        "</sourceDesc>",
        "    </fileDesc>",
        "  </martifHeader>",
        "  <text>",
        "    <body>",
    ]
    for english, translation, term_id, note in glossary_rows(project, tag):
        lines.append(f"      <termEntry id={quoteattr(term_id)}>")
        if note:
            lines.append(f"        <note>{escape(note)}</note>")
        for language, text in ((source, english), (tag, translation)):
            lines += [
                f"        <langSet xml:lang={quoteattr(language)}>",
                f"          <tig><term>{escape(text)}</term></tig>",
                "        </langSet>",
            ]
        lines.append("      </termEntry>")
    lines += ["    </body>", "  </text>", "</martif>", ""]
    return "\n".join(lines)


def _refuse_xml_characters(project: Project, tag: str) -> None:
    """A term, translation or note with a character XML cannot hold is a problem at its
    line in the glossary: the TBX would not be well-formed."""
    glossary = project.glossary
    problems = [
        xml_character_problem(glossary.path, glossary.line_of(("terms", term_id)), found, "TBX")
        for english, translation, term_id, note in glossary_rows(project, tag)
        if (found := not_in_xml([english, translation, term_id, note]))
    ]
    if problems:
        raise ProblemsFound(problems)


def export_glossary(project: Project, tag: str, form: str) -> tuple[str, int]:
    """The file's text in ``form`` (tbx or csv), and how many terms it holds."""
    if form == "tbx":
        _refuse_xml_characters(project, tag)
    text = glossary_tbx(project, tag) if form == "tbx" else glossary_csv(project, tag)
    return text, len(glossary_rows(project, tag))
