"""Attack 21b's cases, as named fixtures."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

from comparekit.catalogs.findings import Terms
from comparekit.catalogs.rules import check_text, longest_translation

RunCli = Callable[..., tuple[int, str, str]]


def test_a_translation_far_longer_than_its_english_is_refused_unread(
    ready: Path, run_cli: RunCli
) -> None:
    """M1: a 60,000-character msgstr in a table cell kept `check` busy for a minute (some
    checkers take time that grows faster than a string's length); it is refused at its
    line as far longer than any translation, and nothing else is said of it."""
    english = "Type"
    assert check_text(english, "B" * 60_000, True, Terms()) == (
        check_text(english, "B" * 60_000, True, Terms())[0],
    )
    [finding] = check_text(english, "百" * 20_000, False, Terms())
    assert finding.code == "too-long" and "20,000 characters, for English of 4" in finding.message
    assert check_text(english, "x" * longest_translation(english), False, Terms()) != (finding,)
    catalog = ready / "locales/ja/LC_MESSAGES/messages.po"
    text = catalog.read_text(encoding="utf-8")
    entry = re.search(r'msgctxt "(products/[^"]+)"\nmsgid "([^"]+)"\nmsgstr "([^"]*)"', text)
    assert entry is not None
    line = text[: entry.start()].count("\n") + 2  # the msgid's
    long_one = "A" * 60_000
    catalog.write_text(text.replace(entry[0], entry[0][: -len(entry[3]) - 1] + long_one + '"'))
    code, out, err = run_cli("-C", str(ready), "check", "--format", "json")
    assert code == 1 and "Traceback" not in err, err[-3000:]
    found = [p for p in json.loads(out)["problems"] if "far longer" in p["message"]]
    assert [(p["path"], p["line"]) for p in found] == [("locales/ja/LC_MESSAGES/messages.po", line)]


def test_a_long_run_of_numerals_under_the_bound_is_an_error_not_a_crash() -> None:
    """Attack 22's M1: 4,400 ideographic digits in a row (一, 〇, 零, 壱, 兩) under the
    too-long bound crashed check, build and status (Python turns no more than 4,300 digits
    into a number); the run is a number the English does not have."""
    english = ("It serves hundreds of models on 8 GPUs with vLLM. " * 22)[:1061]
    for numeral in "一〇零壱兩":
        translation = numeral * 4400
        assert len(translation) <= longest_translation(english)
        findings = check_text(english, translation, False, Terms())
        assert any(f.code == "number" and f.severity == "error" for f in findings), numeral
