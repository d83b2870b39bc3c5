"""The mechanical rules of a locale's style guide: warnings at the entry, strict fails."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from comparekit.catalogs.housestyle import rules_for
from comparekit.catalogs.rules import Entry, Terms, check_entry

Cli = Callable[..., tuple[int, str, str]]
KO = "locales/ko/LC_MESSAGES/messages.po"


def test_a_middle_dot_in_korean_prose_is_a_warning_and_in_a_table_cell_is_not() -> None:
    terms = Terms(style=rules_for("ko"))
    prose = Entry("comparisons/a-vs-b:lead", "compress, deploy and serve", "압축·배포·서빙", terms)
    cell = Entry("comparisons/a-vs-b:head_to_head.rows.api.a", "A, B", "A·B", terms)
    assert [(f.code, f.severity) for f in check_entry(prose)] == [("house-style", "warning")]
    assert check_entry(cell) == ()
    assert check_entry(Entry("x:lead", "A, B", "A·B", Terms(style=rules_for("ja")))) == ()


def test_check_strict_fails_on_a_middle_dot_in_korean_prose(shipped: Path, run_cli: Cli) -> None:
    catalog = shipped / KO
    lines = catalog.read_text(encoding="utf-8").split("\n")
    at = lines.index('msgctxt "comparisons/deepinfer-vs-lmdeploy:lead"')
    msgstr = next(i for i in range(at, len(lines)) if lines[i].startswith("msgstr"))
    end = next(i for i in range(msgstr + 1, len(lines)) if not lines[i].startswith('"'))
    text = "".join(line.split('"', 1)[1].rsplit('"', 1)[0] for line in lines[msgstr:end])
    assert ", " in text
    lines[msgstr:end] = [f'msgstr "{text.replace(", ", "·", 1)}"']  # one comma made a dot
    catalog.write_text("\n".join(lines), encoding="utf-8")
    code, out, err = run_cli("-C", str(shipped), "check", "--strict")
    found = [line for line in (out + err).splitlines() if "[house-style]" in line]
    assert code == 1 and len(found) == 1, out + err
    assert found[0].startswith(f"{KO}:{at + 2}: warning: [house-style] ")
