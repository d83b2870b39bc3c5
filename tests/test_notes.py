"""The translator notes: a role for every template string, a limit for table headers, each
catalog's own glossary terms, never broken inside a term, and no suggestion left behind."""

from __future__ import annotations

from collections.abc import Callable

from conftest import REPO, ProjectFiles, catalog, translate_catalogs

Cli = Callable[..., tuple[int, str, str]]
KEY = "comparisons/alpha-vs-beta"
JA = "locales/ja/LC_MESSAGES/messages.po"


def test_every_template_string_has_a_role_and_headers_a_limit() -> None:
    from comparekit.catalogs.po.read import read_po

    po = read_po((REPO / "locales/messages.pot").read_bytes(), "messages.pot")
    ui = {
        e.context: e.extracted_comments for e in po.entries if (e.context or "").startswith("ui:")
    }
    assert len(ui) == 14
    for key, notes in ui.items():
        assert any(note.startswith("Role: ") for note in notes), key
        assert any(note.startswith("Where: every page of templates/") for note in notes), key
    assert "Role: table header under “Decision guide”, column 3 of 3" in ui["ui:table.why"]
    assert "Role: table header, column 1 of 3" in ui["ui:table.dimension"]
    headers = [key for key in ui if key.startswith("ui:table.")]
    assert len(headers) == 5
    for key in headers:
        assert "Table header: at most 40 characters, one line." in ui[key], key
    assert "Role: a level-2 heading" in ui["ui:heading.faq"]
    assert "Role: part of a list item" in ui["ui:source.described"]


def test_a_catalog_shows_only_its_own_languages_terms(
    project_files: ProjectFiles, run_cli: Cli
) -> None:
    terms = project_files.data["articles/glossary.yaml"]["terms"]
    terms["layer"]["translations"] |= {"ko": "오케스트레이션 계층", "zh-Hant": "編排層"}
    root = project_files.write()
    assert run_cli("-C", str(root), "update")[0] == 0
    notes = {
        tag: [n for m in catalog(root, tag) for n in m.auto_comments if n.startswith("Glossary")]
        for tag in ("ja", "ko")
    }
    assert "Glossary: “orchestration layer” = 編成層 (ja)" in notes["ja"]
    assert all(note.endswith("(ja)") for note in notes["ja"])
    assert "Glossary: “orchestration layer” = 오케스트레이션 계층 (ko)" in notes["ko"]
    assert all(note.endswith("(ko)") for note in notes["ko"])
    template = (root / "locales/messages.pot").read_text(encoding="utf-8")
    assert "#. Glossary: “orchestration layer” = 編排層 (zh-Hant)\n" in template


def test_a_long_glossary_note_is_never_broken_inside_a_term(
    project_files: ProjectFiles, run_cli: Cli
) -> None:
    term = "disaggregated prefill and decode across heterogeneous accelerator pools"
    project_files.data["articles/glossary.yaml"]["terms"]["long"] = {
        "term": term,
        "translations": {"ja": "異種アクセラレータ群にまたがるプリフィルとデコードの分離"},
    }
    project_files.comparison()["lead"] = f"They do {term}."
    root = project_files.write()
    assert run_cli("-C", str(root), "update")[0] == 0
    note = (
        f"#. Glossary: “{term}” = 異種アクセラレータ群にまたがるプリフィルとデコードの分離 (ja)\n"
    )
    assert note in (root / JA).read_text(encoding="utf-8")


def test_accepting_a_wrapped_suggestion_leaves_no_line_of_it(
    project_files: ProjectFiles, run_cli: Cli
) -> None:
    """A suggestion note that another tool wrapped onto two comment lines goes whole when
    the translator accepts the suggestion; their own comment stays."""
    root = project_files.write()
    assert run_cli("-C", str(root), "update")[0] == 0
    translate_catalogs(root)
    path = root / JA
    text = path.read_text(encoding="utf-8")
    entry = f'msgctxt "{KEY}:lead"\n'
    wrapped = (
        "# keep it short\n"
        "# suggestion: 87% similar English, from comparisons/alpha-vs-beta:faq.engine.answer\n"
        "# in this catalog (ja)\n"
    )
    path.write_text(text.replace(entry, wrapped + entry), encoding="utf-8")
    code, out, _ = run_cli("-C", str(root), "update")  # the translator accepted it: no fuzzy
    assert code == 0 and f"wrote {JA}" in out
    written = path.read_text(encoding="utf-8")
    assert "# keep it short\n" in written
    assert "suggestion:" not in written and "# in this catalog (ja)" not in written


def test_update_writes_a_suggestion_note_on_one_line(
    project_files: ProjectFiles, run_cli: Cli
) -> None:
    root = project_files.write()
    assert run_cli("-C", str(root), "update")[0] == 0
    translate_catalogs(root)
    project_files.comparison()["faq"]["really"] = {
        "question": "Is Beta an engine, really?",
        "answer": "Beta sends each request to an engine.",
    }
    project_files.write()
    assert run_cli("-C", str(root), "update")[0] == 0
    lines = (root / JA).read_text(encoding="utf-8").split("\n")
    [note] = [line for line in lines if line.startswith("# suggestion:")]
    assert note == (
        f"# suggestion: 82% similar English, from {KEY}:faq.engine.question in this catalog (ja)"
    )
    assert len(note) > 76  # where Babel would have wrapped it
    following = lines[lines.index(note) + 1]
    assert following.startswith("#.")  # the notes, not a second line of it


def test_wrapped_lines_of_the_shipped_notes_are_whole() -> None:
    """No glossary note of a shipped catalog goes on over a second line."""
    for path in (REPO / "locales").glob("*/LC_MESSAGES/messages.po"):
        lines = path.read_text(encoding="utf-8").split("\n")
        for number, line in enumerate(lines):
            if line.startswith("#. Glossary: "):
                assert line.endswith(")"), (path, number + 1)
