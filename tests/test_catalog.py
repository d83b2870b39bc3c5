"""Catalogs: extract → translate → edit the English → update, and nothing is lost."""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

import comparekit.catalogs.updates
from comparekit.catalogs.pofile import read_catalog
from comparekit.sources.settings import load_settings
from conftest import F_COMPARISON, ProjectFiles, translate_catalogs

Cli = Callable[..., tuple[int, str, str]]
KEY = "comparisons/alpha-vs-beta:lead"


def po(root: Path, tag: str = "ja") -> Path:
    return load_settings(root).catalog_path(tag)


def entry(root: Path, key: str, tag: str = "ja") -> object:
    catalog = read_catalog(po(root, tag), tag, "po")
    return next(m for m in catalog if m.context == key)


def test_template_carries_key_english_comment_and_location(tmp_project: Path, run_cli: Cli) -> None:
    code, out, _ = run_cli("-C", str(tmp_project), "extract")
    assert (code, out) == (0, "wrote locales/messages.pot\n")
    text = (tmp_project / "locales/messages.pot").read_text(encoding="utf-8")
    assert (
        "#. Where: comparisons/alpha-vs-beta › head-to-head table › rows › row “api” ›\n"
        "#. column “beta”\n"
        "#. Table cell: at most 40 characters, one line.\n"
        f"#: {F_COMPARISON}:23\n"
        'msgctxt "comparisons/alpha-vs-beta:head_to_head.rows.api.beta"\n'
        'msgid "OpenAI API"\n'
    ) in text
    assert 'msgctxt "ui:heading.faq"\nmsgid "FAQ"' in text
    assert (
        "#. Glossary: “orchestration layer” = 編成層 (ja)\n"
        f"#: {F_COMPARISON}:39\n"
        'msgctxt "comparisons/alpha-vs-beta:analysis.layers.paragraphs.detail"'
    ) in text
    assert "#, python-brace-format\n" in text


def test_catalogs_are_deterministic(ready: Path, run_cli: Cli) -> None:
    before = po(ready).read_bytes()
    code, out, _ = run_cli("-C", str(ready), "update")
    assert code == 0 and "unchanged locales/ja/LC_MESSAGES/messages.po" in out
    assert po(ready).read_bytes() == before


def test_edited_english_keeps_translation_as_fuzzy(
    ready: Path, project_files: ProjectFiles, run_cli: Cli
) -> None:
    before = po(ready).read_text(encoding="utf-8")
    project_files.comparison()["lead"] = "They do very different jobs."
    project_files.write()

    code, _, err = run_cli("-C", str(ready), "update", "--check")
    assert code == 1 and "out of date: locales/ja/LC_MESSAGES/messages.po" in err

    code, out, _ = run_cli("-C", str(ready), "update")
    assert code == 0 and "(+0 new, 1 changed → fuzzy, 0 obsolete)" in out
    message = entry(ready, KEY)
    assert message.fuzzy and message.string == "[ja] They do different jobs."
    assert message.previous_id == ["They do different jobs."]
    assert message.id == "They do very different jobs."

    # Nothing else changed: the diff touches only this entry.
    after = po(ready).read_text(encoding="utf-8")
    removed = set(before.splitlines()) - set(after.splitlines())
    assert removed == {'msgid "They do different jobs."'}

    code, _, err = run_cli("-C", str(ready), "build", "--locale", "ja", "--strict")
    assert code == 1
    assert f"'{KEY}': no current translation (fuzzy)" in err
    assert run_cli("-C", str(ready), "update", "--check")[0] == 0


def test_removed_string_stays_obsolete_and_returns(
    ready: Path, project_files: ProjectFiles, run_cli: Cli
) -> None:
    faq = project_files.comparison()["faq"]
    saved = faq.pop("engine")
    faq["other"] = {"question": "Other?", "answer": "Yes."}
    project_files.write()
    run_cli("-C", str(ready), "update")
    text = po(ready).read_text(encoding="utf-8")
    assert (
        '#~ msgctxt "comparisons/alpha-vs-beta:faq.engine.answer"\n'
        '#~ msgid "No."\n#~ msgstr "[ja] No."' in text
    )

    faq.pop("other")
    faq["engine"] = saved
    project_files.write()
    run_cli("-C", str(ready), "update")
    message = entry(ready, "comparisons/alpha-vs-beta:faq.engine.answer")
    assert message.string == "[ja] No." and not message.fuzzy


def test_reordering_items_changes_no_key(
    ready: Path, project_files: ProjectFiles, run_cli: Cli
) -> None:
    wins = project_files.comparison()["wins"]
    project_files.comparison()["wins"] = dict(reversed(list(wins.items())))
    project_files.write()
    _, out, _ = run_cli("-C", str(ready), "update")
    assert "(+0 new, 0 changed → fuzzy, 0 obsolete)" in out


def test_translator_comments_survive_updates(ready: Path, run_cli: Cli) -> None:
    path = po(ready)
    text = path.read_text(encoding="utf-8").replace(
        f'msgctxt "{KEY}"', f'# checked with the team\nmsgctxt "{KEY}"'
    )
    path.write_text(text, encoding="utf-8")
    run_cli("-C", str(ready), "update")
    assert entry(ready, KEY).user_comments == ["checked with the team"]


@pytest.mark.skipif(
    shutil.which("msgfmt") is None and not os.environ.get("CI"),
    reason="GNU gettext is not installed (CI installs it)",
)
def test_msgfmt_accepts_every_catalog(
    ready: Path, project_files: ProjectFiles, run_cli: Cli
) -> None:
    project_files.comparison()["lead"] = "Edited."
    project_files.write()
    run_cli("-C", str(ready), "update")  # now with a fuzzy entry and previous msgid
    for tag in ("ja", "zh-Hant", "ko"):
        result = subprocess.run(
            ["msgfmt", "--check", "-o", "/dev/null", str(po(ready, tag))],
            capture_output=True,
            text=True,
            check=False,
        )
        assert result.returncode == 0, result.stderr
        assert result.stderr == ""


def test_po_syntax_error_is_a_problem_with_its_line(ready: Path, run_cli: Cli) -> None:
    path = po(ready)
    lines = path.read_text(encoding="utf-8").splitlines()
    at = next(i for i, line in enumerate(lines) if i > 20 and line.startswith('msgstr "'))
    lines[at] = 'msgstr "unterminated'
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    code, _, err = run_cli("-C", str(ready), "build")
    assert code == 1
    # msgfmt's line: where the string met the end of its line.
    assert err.startswith(f"locales/ja/LC_MESSAGES/messages.po:{at + 2}: [po-syntax]")
    assert f"opened on line {at + 1}" in err
    assert "Traceback" not in err


def test_long_previous_msgid_round_trips(
    ready: Path, project_files: ProjectFiles, run_cli: Cli
) -> None:
    long_lead = "A long sentence that needs wrapping in the catalog file. " * 3
    project_files.comparison()["lead"] = long_lead
    project_files.comparison()["dek"] = long_lead
    project_files.write()
    run_cli("-C", str(ready), "update")
    translate_catalogs(ready, review_fuzzy=True)  # the translator reviews both
    project_files.comparison()["lead"] = "Edited twice."
    project_files.comparison()["dek"] = "Edited."
    project_files.write()
    run_cli("-C", str(ready), "update")
    text = po(ready).read_text(encoding="utf-8")
    assert (
        '#| msgid ""\n#| "A long sentence that needs wrapping in the catalog file. A long "\n'
        in text
    )
    assert entry(ready, KEY).previous_id == [long_lead]
    # Edited again before review: the previous msgid stays the English that was translated.
    project_files.comparison()["lead"] = "Edited three times."
    project_files.write()
    run_cli("-C", str(ready), "update")
    assert entry(ready, KEY).previous_id == [long_lead]
    assert run_cli("-C", str(ready), "update")[1].count("unchanged") == 4


def test_same_meaning_edit_keeps_translations_current(
    ready: Path, project_files: ProjectFiles, run_cli: Cli
) -> None:
    project_files.comparison()["lead"] = "They do different jobs!"  # punctuation only
    project_files.comparison()["dek"] = "Beta routes, Alpha computes."
    project_files.write()
    code, out, _ = run_cli(
        "-C", str(ready), "update", "--same-meaning", "comparisons/alpha-vs-beta:lead"
    )
    assert code == 0
    assert "(+0 new, 1 changed → fuzzy, 0 obsolete, 1 kept current)" in out
    lead = entry(ready, KEY)
    assert not lead.fuzzy and lead.string == "[ja] They do different jobs."
    assert entry(ready, "comparisons/alpha-vs-beta:dek").fuzzy  # not declared: fuzzy
    assert run_cli("-C", str(ready), "update", "--check")[0] == 0


def test_update_side_by_side_writes_what_update_one_by_one_writes(
    ready: Path, project_files: ProjectFiles, run_cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    project_files.comparison()["lead"] = "They do very different jobs."  # → fuzzy
    del project_files.comparison()["faq"]["engine"]  # → obsolete
    project_files.write()
    twin = ready.parent / "twin"
    shutil.copytree(ready, twin)
    assert run_cli("-C", str(ready), "update")[0] == 0
    monkeypatch.setattr(comparekit.catalogs.updates, "PARALLEL_STRINGS", 0)  # all in workers
    code, out, _ = run_cli("-C", str(twin), "update")
    assert code == 0 and "(+0 new, 1 changed → fuzzy, 2 obsolete)" in out
    for path in sorted((ready / "locales").rglob("*.po*")):
        assert (twin / path.relative_to(ready)).read_bytes() == path.read_bytes()


def test_a_catalog_header_names_its_languages_style_guide(
    tmp_project: Path, run_cli: Callable[..., tuple[int, str, str]]
) -> None:
    (tmp_project / "locales/ja").mkdir(parents=True)
    (tmp_project / "locales/ja/STYLE.md").write_text("# ja house style\n", encoding="utf-8")
    assert run_cli("-C", str(tmp_project), "update")[0] == 0
    ja = (tmp_project / "locales/ja/LC_MESSAGES/messages.po").read_text(encoding="utf-8")
    ko = (tmp_project / "locales/ko/LC_MESSAGES/messages.po").read_text(encoding="utf-8")
    assert "\n# House style and terms: locales/ja/STYLE.md\n#\n" in ja
    assert "House style" not in ko


def test_update_keeps_a_translators_lines_in_the_header_comment(
    tmp_project: Path, run_cli: Callable[..., tuple[int, str, str]]
) -> None:
    """Attack 21's C3: update replaced the whole header comment by comparekit's, so a
    translator's copyright or credits line was lost (msgmerge keeps it). Their lines stay
    where they were, around comparekit's own however an editor wrapped those; a header
    comment of another tool's keeps its lines after comparekit's; a second update changes
    nothing. A line of theirs is written as it is (a tab) where it fits the width."""
    (tmp_project / "locales/ja").mkdir(parents=True)
    (tmp_project / "locales/ja/STYLE.md").write_text("# ja house style\n", encoding="utf-8")
    assert run_cli("-C", str(tmp_project), "update")[0] == 0
    ja = tmp_project / "locales/ja/LC_MESSAGES/messages.po"
    ko = tmp_project / "locales/ko/LC_MESSAGES/messages.po"
    head, rest = ja.read_text(encoding="utf-8").split('msgid ""\n', 1)
    own = head.splitlines(keepends=True)
    rewrapped = "".join(own[:-1]).replace(" msgid its", "\n# msgid its")  # another width
    theirs = "# Copyright (C) YEAR Jane Translator <jane@example.org>, for PROJECT VERSION\n"
    credits = "# Reviewed by Kim.\n# \tTabbed:\tas written.\n#\n"  # (21b's m1: a tab stays)
    ja.write_text(f'{theirs}{rewrapped}#\n{credits}msgid ""\n{rest}', encoding="utf-8")
    ko_rest = ko.read_text(encoding="utf-8").split('msgid ""\n', 1)[1]
    poedit = "# Korean translation for the comparisons.\n# FIRST AUTHOR <EMAIL@ADDRESS>, 2026.\n#\n"
    ko.write_text(f'{poedit}msgid ""\n{ko_rest}', encoding="utf-8")

    assert run_cli("-C", str(tmp_project), "update")[0] == 0
    ja_head = ja.read_text(encoding="utf-8").split('msgid ""\n', 1)[0]
    assert ja_head == theirs + "".join(own) + credits
    ko_head = ko.read_text(encoding="utf-8").split('msgid ""\n', 1)[0]
    assert ko_head.startswith("# Translations of the comparekit content set.\n")
    assert ko_head.endswith("#\n" + poedit)
    written = {path: path.read_bytes() for path in (ja, ko)}
    code, out, _ = run_cli("-C", str(tmp_project), "update")
    assert code == 0 and "wrote" not in out
    assert {path: path.read_bytes() for path in (ja, ko)} == written
    for path in (ja, ko):
        subprocess.run(["msgfmt", "--check", "-o", os.devnull, str(path)], check=True)
    # a catalog with no header entry has no comment of its own (Babel's template's is not)
    ja.write_text('msgctxt "hub:title"\nmsgid "Old"\nmsgstr "古い"\n', encoding="utf-8")
    assert run_cli("-C", str(tmp_project), "update")[0] == 0
    assert ja.read_text(encoding="utf-8").split('msgid ""\n', 1)[0] == "".join(own)
