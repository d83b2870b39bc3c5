"""comparekit check: each bad translation in tests/bad/po/ is caught with its code and line."""

from __future__ import annotations

import datetime as dt
import json
import re
import unicodedata
from collections.abc import Callable
from pathlib import Path

import pytest

import comparekit.catalogs.update_inputs
import comparekit.publishing.build
import comparekit.rendering.remembered
from comparekit.checks.check import check_project
from comparekit.sources.settings import load_settings
from conftest import F_COMPARISON, ProjectFiles, translate_catalogs

Cli = Callable[..., tuple[int, str, str]]
BAD_PO = Path(__file__).parent / "bad" / "po"
JA = "locales/ja/LC_MESSAGES/messages.po"


def splice(catalog: Path, fixture: Path) -> int:
    """Put the fixture's msgstr in place of the catalog entry with the same msgctxt.

    Returns the line where the problem must be reported: the entry's msgid, or for a
    string left open msgfmt's line, the one after it.
    """
    text = fixture.read_text(encoding="utf-8")
    key = re.search(r'^msgctxt "(.*)"$', text, re.MULTILINE).group(1)  # type: ignore[union-attr]
    lines = catalog.read_text(encoding="utf-8").split("\n")
    msgid = next(
        i
        for i in range(len(lines))
        if lines[i].startswith("msgid") and _context_before(lines, i) == key
    )
    end = lines.index("", msgid)
    msgstr = next(i for i in range(msgid, end) if lines[i].startswith("msgstr"))
    lines[msgstr:end] = text[text.index("msgstr") :].rstrip("\n").split("\n")
    if "#, fuzzy\n" in text:
        first = max(i for i in range(msgid) if lines[i] == "") + 1
        lines.insert(first, "#, fuzzy")
        msgid, msgstr = msgid + 1, msgstr + 1
    catalog.write_text("\n".join(lines), encoding="utf-8")
    return (msgstr + 1 if "po-syntax" in text else msgid) + 1


def _context_before(lines: list[str], msgid: int) -> str:
    """The msgctxt of the entry whose msgid is at ``msgid``, wrapped lines joined."""
    parts = []
    for line in reversed(lines[:msgid]):
        if not line.startswith(("msgctxt", '"')):
            break
        parts.insert(0, line.removeprefix("msgctxt ").strip('"'))
    return "".join(parts)


def test_the_translated_small_project_is_clean(ready: Path) -> None:
    assert check_project(load_settings(ready)).problems == []


@pytest.mark.parametrize("fixture", sorted(BAD_PO.glob("*.po")), ids=lambda p: p.stem)
def test_bad_translation_is_reported_at_its_entry(fixture: Path, ready: Path) -> None:
    code = re.search(r"^# expect: (\S+)", fixture.read_text()).group(1)  # type: ignore[union-attr]
    line = splice(ready / JA, fixture)
    problems = check_project(load_settings(ready)).problems
    assert [(p.path, p.code) for p in problems] == [(JA, code)]
    assert problems[0].line == line
    assert problems[0].hint


def test_check_exits_1_and_lists_every_problem(ready: Path, run_cli: Cli) -> None:
    splice(ready / JA, BAD_PO / "number-changed.po")
    splice(ready / JA, BAD_PO / "table-pipe.po")
    code, out, err = run_cli("-C", str(ready), "check")
    assert code == 1
    assert (
        "[number] ja: 'comparisons/alpha-vs-beta:analysis.layers.paragraphs.detail': "
        "number changed or missing: 131,072" in err
    )
    assert "[table-pipe] ja: 'products/beta:facts.api': '|' in a table cell" in err
    assert out.endswith("2 error(s), 0 warning(s)\n")


def test_warnings_fail_only_in_strict_mode(ready: Path, run_cli: Cli) -> None:
    splice(ready / JA, BAD_PO / "glossary.po")
    assert run_cli("-C", str(ready), "check")[0] == 0
    code, _, err = run_cli("-C", str(ready), "check", "--strict")
    assert code == 1 and "warning: [glossary]" in err


def test_json_output_for_ci(ready: Path, run_cli: Cli) -> None:
    splice(ready / JA, BAD_PO / "raw-html.po")
    code, out, _ = run_cli("-C", str(ready), "check", "--format", "json")
    data = json.loads(out)
    assert code == 1 and data["ok"] is False
    (problem,) = data["problems"]
    assert (
        problem["code"] == "raw-html" and problem["path"] == JA and problem["severity"] == "error"
    )
    coverage = {(c["locale"], c["source"]): (c["translated"], c["total"]) for c in data["coverage"]}
    translated, total = coverage[("ja", "comparisons/alpha-vs-beta")]
    assert translated == total - 1


def test_stale_catalog_is_reported(ready: Path, project_files: ProjectFiles) -> None:
    project_files.comparison()["verdict"] = "Now different."
    project_files.write()
    problems = check_project(load_settings(ready)).problems
    assert ("locales/ja/LC_MESSAGES/messages.po", "stale-catalog") in [
        (p.path, p.code) for p in problems
    ]


def test_old_sources_are_a_warning(ready: Path) -> None:
    assert check_project(load_settings(ready), today=dt.date(2027, 10, 20)).problems == []
    problems = check_project(load_settings(ready), today=dt.date(2027, 10, 21)).problems
    assert [(p.path, p.line, p.code, p.severity) for p in problems] == [
        (F_COMPARISON, 60, "stale-source", "warning")
    ]


def test_source_problems_stop_the_check_early(ready: Path) -> None:
    (ready / F_COMPARISON).write_text("title: [unclosed\n")
    problems = check_project(load_settings(ready)).problems
    assert [p.code for p in problems] == ["yaml-syntax"]


def test_a_second_check_reads_no_catalog_but_sees_any_change(
    ready: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = load_settings(ready)
    assert check_project(settings).problems == []
    read: list[str] = []
    real_read_catalog = comparekit.catalogs.update_inputs.read_catalog
    real_load_table = comparekit.rendering.remembered.load_table

    def spy_catalog(path: Path, *args: object) -> object:
        read.append(path.name)
        return real_read_catalog(path, *args)  # type: ignore[arg-type]

    def spy_table(path: Path, *args: object) -> object:
        read.append(path.name)
        return real_load_table(path, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(comparekit.catalogs.update_inputs, "read_catalog", spy_catalog)
    monkeypatch.setattr(comparekit.rendering.remembered, "load_table", spy_table)
    assert check_project(settings).problems == []
    assert read == []  # every verdict and every page was remembered
    path = settings.catalog_path("ko")
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('"[ko] Fast."', '"[ko] Fast {oops}."'), encoding="utf-8")
    problems = check_project(settings).problems
    assert [(p.path, p.code) for p in problems] == [
        ("locales/ko/LC_MESSAGES/messages.po", "placeholder")
    ]


def test_a_moved_project_reports_lines_from_where_it_is_now(ready: Path, tmp_path: Path) -> None:
    assert check_project(load_settings(ready)).problems == []  # documents now cached
    moved = tmp_path / "moved"
    ready.rename(moved)
    problems = check_project(load_settings(moved), today=dt.date(2027, 10, 21)).problems
    assert [(p.path, p.line, p.code) for p in problems] == [(F_COMPARISON, 60, "stale-source")]


def test_a_source_read_earlier_than_its_article_is_the_one_that_ages(
    ready: Path, project_files: ProjectFiles
) -> None:
    source = next(iter(project_files.comparison()["sources"].values()))
    source["accessed"] = "2026-01-05"
    project_files.write()
    settings = load_settings(ready)
    problems = check_project(settings, today=dt.date(2027, 1, 6)).problems
    assert [(p.code, p.message) for p in problems if p.code == "stale-source"] == [
        ("stale-source", "sources were read 366 days ago (2026-01-05)")
    ]


def test_one_english_translated_two_ways_is_a_warning_listing_both(
    tmp_project: Path, project_files: ProjectFiles, run_cli: Callable[..., tuple[int, str, str]]
) -> None:
    from comparekit.catalogs.pofile import dumps_po, read_catalog

    project_files.comparison()["wins"]["beta"]["routing"]["lead"] = "Fast."  # as alpha's
    project_files.write()
    assert run_cli("-C", str(tmp_project), "update")[0] == 0
    translate_catalogs(tmp_project)
    path = tmp_project / JA
    catalog = read_catalog(path, "ja", JA)
    message = catalog.get("Fast.", context="comparisons/alpha-vs-beta:wins.beta.routing.lead")
    message.string = "[ja] Quick."
    path.write_text(dumps_po(catalog), encoding="utf-8")
    problems = check_project(load_settings(tmp_project)).problems
    [warning] = [p for p in problems if p.code == "inconsistent"]
    assert warning.severity == "warning" and warning.path == JA
    assert "'Fast.' is translated 2 ways" in warning.message
    assert (
        "wins.beta.routing.lead" in warning.message and "wins.alpha.speed.lead" in warning.message
    )


@pytest.mark.parametrize("blank", [" ", "\u200b", "\u00a0", "\u3000\ufeff"])
def test_a_blank_translation_counts_as_untranslated(blank: str, ready: Path, run_cli: Cli) -> None:
    path = ready / JA
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('msgstr "[ja] OpenAI-compatible"', f'msgstr "{blank}"'))
    code, out, err = run_cli("-C", str(ready), "status", "--format", "json")
    rows = {(r["locale"], r["source"]): r for r in json.loads(out)["sources"]}
    assert code == 0 and rows[("ja", "products/beta")]["untranslated"] == 1
    code, _, err = run_cli("-C", str(ready), "build", "--strict")
    assert code == 1 and "Traceback" not in err
    assert f"{JA}:" in err and "[untranslated]" in err and "it shows nothing" in err


@pytest.mark.skipif(unicodedata.unidata_version != "14.0.0", reason="written for Unicode 14")
def test_the_numerals_the_number_check_knows_are_unicodes() -> None:
    from comparekit.catalogs.numbers import ASTRAL_NUMERAL, NUMERAL

    numerals = [chr(c) for c in range(0x110000) if unicodedata.category(chr(c)) in ("No", "Nl")]
    numerals.remove("\u3007")  # 〇, read among the ideographic numerals (二〇二六)
    every = "".join(chr(c) for c in range(0x110000))
    assert NUMERAL.findall(every) + ASTRAL_NUMERAL.findall(every) == numerals


@pytest.mark.parametrize(
    "english, translation",
    [
        ("Under 10 ms.", "[ja] < 10 ms。"),  # "<" before a space is text
        ("Merged in September 2026.", "[ja] 2026年9月にマージ。"),  # a month in digits
        ("It runs one model.", "[ja] 1つのモデルを動かす。"),  # a count in digits
        ("It produces no tokens.", "[ja] トークンを1つも生成しない。"),  # "not even 1"
        ("Dynamo runs it.", "[ja] NVIDIA Dynamo がそれを動かす。"),  # the long name of one named
    ],
)
def test_a_faithful_translation_passes(english: str, translation: str) -> None:
    from comparekit.catalogs.rules import Terms, check_text

    terms = Terms(("Dynamo", "NVIDIA Dynamo"))
    assert check_text(english, translation, False, terms) == ()
