"""comparekit status --todo and check --locale: each entry that needs work, where, and why."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from conftest import ProjectFiles, line_of, translate_catalogs

Cli = Callable[..., tuple[int, str, str]]
KEY = "comparisons/alpha-vs-beta"
JA = "locales/ja/LC_MESSAGES/messages.po"


def every_kind_of_work(project_files: ProjectFiles, run_cli: Cli) -> Path:
    """The small project translated, then: the lead's English edited (English changed), a
    question added that the memory finds a similar one for (suggested), an answer added
    that nobody translated, a ja translation that drops a number, one marked for review."""
    from comparekit.catalogs.pofile import read_catalog, write_catalog

    root = project_files.write()
    assert run_cli("-C", str(root), "update")[0] == 0
    translate_catalogs(root)
    path = root / JA
    catalog = read_catalog(path, "ja", str(path))
    detail = f"{KEY}:analysis.layers.paragraphs.detail"
    next(m for m in catalog if m.context == detail).string = "[ja] Beta はモデルを動かす。"
    next(m for m in catalog if m.context == f"{KEY}:verdict").flags.add("fuzzy")
    write_catalog(path, catalog)
    project_files.comparison()["lead"] = "They do different jobs, and do them well."
    project_files.comparison()["faq"]["really"] = {
        "question": "Is Beta an engine, really?",
        "answer": "Beta sends each request to an engine.",
    }
    project_files.write()
    assert run_cli("-C", str(root), "update")[0] == 0
    return root


def test_the_todo_names_each_entry_its_line_and_why(
    project_files: ProjectFiles, run_cli: Cli
) -> None:
    root = every_kind_of_work(project_files, run_cli)
    code, out, err = run_cli("-C", str(root), "status", "--locale", "ja", "--todo")
    assert code == 0, err
    po = root / JA

    def at(field: str) -> str:
        """The catalog line of the entry's msgid, and its key."""
        msgctxt = 'msgctxt "' + f'{KEY}:{field}"'
        return f"{JA}:{line_of(po, msgctxt) + 1}: {KEY}:{field}"

    lines = [line for line in out.splitlines() if line.startswith(JA)]
    assert at("lead") + ": English changed" in lines
    assert (
        at("faq.really.question") + f": suggested from {KEY}:faq.engine.question in this "
        "catalog (ja) (82% similar English)"
    ) in lines
    assert at("faq.really.answer") + ": untranslated" in lines
    assert at("verdict") + ": marked fuzzy: review it" in lines
    failing = [line for line in lines if ": failing a check: " in line]
    assert failing and all(
        line.startswith(at("analysis.layers.paragraphs.detail")) for line in failing
    )
    assert len(lines) == 4 + len(failing)
    assert out.startswith("ja: ")  # only the locale asked for
    assert "zh-Hant" not in out and "ko:" not in out


def test_the_todo_in_json_gives_each_reason_once(project_files: ProjectFiles, run_cli: Cli) -> None:
    root = every_kind_of_work(project_files, run_cli)
    code, out, _ = run_cli(
        "-C", str(root), "status", "--locale", "ja", "--todo", "--format", "json"
    )
    assert code == 0
    items = json.loads(out)["todo"]
    reasons = {(item["key"].removeprefix(f"{KEY}:"), item["reason"]) for item in items}
    assert {
        ("lead", "changed"),
        ("faq.really.question", "suggested"),
        ("faq.really.answer", "untranslated"),
        ("verdict", "fuzzy"),
    } <= reasons
    failing = [item for item in items if item["reason"] == "check"]
    assert {item["key"] for item in failing} == {f"{KEY}:analysis.layers.paragraphs.detail"}
    assert [item["detail"].split(" ")[0] for item in failing] == ["markup"]  # its first error
    assert all(item["locale"] == "ja" and item["line"] for item in items)


def test_a_memory_suggestion_is_not_counted_as_an_english_change(
    project_files: ProjectFiles, run_cli: Cli
) -> None:
    root = every_kind_of_work(project_files, run_cli)
    code, out, _ = run_cli("-C", str(root), "status", "--locale", "ja", "--format", "json")
    assert code == 0
    [row] = [row for row in json.loads(out)["sources"] if row["source"] == KEY]
    assert row["locale"] == "ja"  # only the locale asked for
    assert (row["fuzzy"], row["changed"], row["suggested"]) == (3, 1, 1)
    _, text, _ = run_cli("-C", str(root), "status")
    assert "English changed; review" not in text and "suggested" in text


def test_nothing_to_do_says_so(ready: Path, run_cli: Cli) -> None:
    code, out, _ = run_cli("-C", str(ready), "status", "--locale", "ja", "--todo")
    assert code == 0
    assert out.startswith("ja: nothing to do")


@pytest.mark.parametrize("command", [("status",), ("status", "--todo"), ("check",)])
def test_an_unknown_locale_is_a_usage_error(ready: Path, run_cli: Cli, command: tuple[str]) -> None:
    code, _, err = run_cli("-C", str(ready), *command, "--locale", "ja", "--locale", "fr")
    assert code == 2
    assert "locale 'fr' is not configured" in err
    assert "comparekit add-locale fr" in err


def test_check_for_one_locale_leaves_the_others_out(
    project_files: ProjectFiles, run_cli: Cli
) -> None:
    root = every_kind_of_work(project_files, run_cli)
    code, _, err = run_cli("-C", str(root), "check", "--locale", "ko")
    assert code == 1  # ko's catalog has the two new strings untranslated
    assert JA not in err and "zh_Hant" not in err
    assert "locales/ko/LC_MESSAGES/messages.po" in err
    code, out, _ = run_cli("-C", str(root), "check", "--locale", "ja", "--format", "json")
    data = json.loads(out)
    assert {p["path"] for p in data["problems"]} == {JA}
    assert {c["locale"] for c in data["coverage"]} == {"ja"}


def test_a_catalog_for_a_locale_not_in_the_settings_is_named_once(
    ready: Path, run_cli: Cli, tmp_path: Path
) -> None:
    """Weblate's "start new translation" adds locales/fr/…: nothing reads it until the
    locale is added, and check, build and status say so, once each."""
    stray = ready / "locales/fr/LC_MESSAGES/messages.po"
    stray.parent.mkdir(parents=True)
    stray.write_bytes((ready / "locales/ko/LC_MESSAGES/messages.po").read_bytes())
    warning = (
        "locales/fr/LC_MESSAGES/messages.po: warning: [unknown-catalog] a catalog for 'fr', "
        "which is not one of the project's locales: nothing reads it\n"
        "  hint: add the locale with `comparekit add-locale fr` (it keeps this catalog), "
        "or remove the file\n"
    )
    for command in (("check",), ("status",), ("build", "--out", str(tmp_path / "out"))):
        code, _, err = run_cli("-C", str(ready), *command)
        assert code == 0, (command, err)
        assert err.count(warning) == 1, (command, err)
    code, _, err = run_cli("-C", str(ready), "check", "--strict")
    assert code == 1 and "unknown-catalog" in err


def test_an_entry_whose_msgid_is_not_the_sources_is_named_at_its_line(
    ready: Path, run_cli: Cli
) -> None:
    """Attack 20b's F11a: an entry keeping a key with another English was listed as "not
    in the catalog", with no line, where `check` names its line."""
    po = ready / JA
    text = po.read_text(encoding="utf-8")
    msgctxt = f'msgctxt "{KEY}:verdict"\nmsgid "'
    assert text.count(msgctxt) == 1
    po.write_text(text.replace(msgctxt, msgctxt + "Edited. "), encoding="utf-8")
    code, out, err = run_cli("-C", str(ready), "status", "--locale", "ja", "--todo")
    assert code == 0 and "Traceback" not in err
    line = line_of(po, f'msgctxt "{KEY}:verdict"') + 1
    assert (
        f"{JA}:{line}: {KEY}:verdict: its msgid is not the English of the sources: "
        "run `comparekit update`"
    ) in out.splitlines()
    assert "not in the catalog" not in out
