"""Weblate: the `#,` flags its checks read, and the glossary as its glossary imports it."""

from __future__ import annotations

import csv
import re
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from conftest import ProjectFiles, catalog

Cli = Callable[..., tuple[int, str, str]]
KEY = "comparisons/alpha-vs-beta"
needs_gettext = pytest.mark.skipif(shutil.which("msgfmt") is None, reason="GNU gettext missing")

# Weblate's flag grammar (weblate/checks/parser.py): a name, then ":"-separated values.
WEBLATE_NAME = r"""[^,:"'\\ \r\n\t](?:[^,:"'\\]*[^,:"'\\ \r\n\t])?"""
WEBLATE_FLAG = re.compile(rf"{WEBLATE_NAME}(?::{WEBLATE_NAME})*")
KNOWN = ("md-text", "max-length:", "placeholders:", "ignore-end-question", "python-brace-format")


def flags_of(root: Path, tag: str) -> dict[str, set[str]]:
    return {str(m.context): set(m.flags) for m in catalog(root, tag) if m.id}


def with_weblate_flags(root: Path) -> Path:
    """The small project (its pyproject.toml is ``[tool.comparekit]`` alone), flags on."""
    pyproject = root / "pyproject.toml"
    pyproject.write_text(pyproject.read_text() + "weblate_flags = true\n", encoding="utf-8")
    return root


def test_update_writes_the_flags_where_they_apply(
    project_files: ProjectFiles, run_cli: Cli
) -> None:
    project_files.comparison()["faq"]["engine"]["question"] = "Is Beta an engine?"
    root = with_weblate_flags(project_files.write())
    assert run_cli("-C", str(root), "update")[0] == 0
    ja, ko = flags_of(root, "ja"), flags_of(root, "ko")
    assert all("md-text" in flags for flags in ja.values())  # every string is Markdown
    assert ja[f"{KEY}:head_to_head.rows.api.beta"] == {"md-text", "max-length:40"}
    assert ja["ui:heading.wins"] >= {"placeholders:{product}"}
    assert "max-length:40" not in ja[f"{KEY}:lead"]  # running text has no cell limit
    # Japanese questions end without a question mark (its STYLE.md): Weblate's check is noise.
    assert ja[f"{KEY}:faq.engine.question"] == {"md-text", "ignore-end-question"}
    assert ko[f"{KEY}:faq.engine.question"] == {"md-text"}
    # The same sources give the same flags: a second update changes nothing.
    code, out, _ = run_cli("-C", str(root), "update")
    assert code == 0 and "wrote" not in out


def test_no_flags_unless_the_settings_ask_for_them(tmp_project: Path, run_cli: Cli) -> None:
    assert run_cli("-C", str(tmp_project), "update")[0] == 0
    text = (tmp_project / "locales/ja/LC_MESSAGES/messages.po").read_text(encoding="utf-8")
    assert "md-text" not in text and "max-length" not in text and "ignore-" not in text


@needs_gettext
def test_the_shipped_catalogs_flags_pass_msgfmt_and_weblates_grammar(shipped: Path) -> None:
    for path in [
        *shipped.glob("locales/*/LC_MESSAGES/messages.po"),
        shipped / "locales/messages.pot",
    ]:
        result = subprocess.run(
            ["msgfmt", "-c", "--check", "-o", "/dev/null", str(path)],
            capture_output=True,
            text=True,
        )
        assert result.returncode == 0, result.stderr
        lines = [
            line for line in path.read_text(encoding="utf-8").split("\n") if line.startswith("#,")
        ]
        assert any("md-text" in line for line in lines), path
        for line in lines:
            for flag in line[2:].split(","):
                flag = flag.strip()
                assert WEBLATE_FLAG.fullmatch(flag), (path, flag)
                assert flag == "fuzzy" or flag.startswith(KNOWN), (path, flag)


@needs_gettext
def test_update_writes_back_the_flags_msgcat_drops(shipped: Path, run_cli: Cli) -> None:
    """GNU msgcat keeps only the flags it knows; `update` gives the others back, byte for byte."""
    path = shipped / "locales/ja/LC_MESSAGES/messages.po"
    before = path.read_bytes()
    subprocess.run(["msgcat", "-o", str(path), str(path)], check=True)
    assert b"md-text" not in path.read_bytes()
    assert run_cli("-C", str(shipped), "update")[0] == 0
    assert path.read_bytes() == before


@needs_gettext
def test_with_po_wrap_newlines_msgcat_changes_only_the_flags_it_does_not_know(
    shipped: Path, run_cli: Cli
) -> None:
    """What docs/translators.md promises: with po_wrap = "newlines" and weblate_flags on,
    `msgcat --no-wrap` changes no line of any catalog but the flags it drops, and `update`
    writes them back."""
    pyproject = shipped / "pyproject.toml"
    text = pyproject.read_text(encoding="utf-8")
    assert "weblate_flags = true" in text
    pyproject.write_text(
        text.replace("[tool.comparekit]\n", '[tool.comparekit]\npo_wrap = "newlines"\n'),
        encoding="utf-8",
    )
    assert run_cli("-C", str(shipped), "update")[0] == 0
    paths = [shipped / "locales/messages.pot", *shipped.glob("locales/*/LC_MESSAGES/messages.po")]
    assert len(paths) == 4
    ours = {path: path.read_text(encoding="utf-8").split("\n") for path in paths}

    def gnu_flags_only(line: str) -> str | None:
        if not line.startswith("#,"):
            return line
        known = [f for f in line[2:].split(", ") if f.strip() in ("fuzzy", "python-brace-format")]
        return "#, " + ", ".join(f.strip() for f in known) if known else None

    for path in paths:
        subprocess.run(["msgcat", "--no-wrap", "-o", str(path), str(path)], check=True)
        theirs = path.read_text(encoding="utf-8").split("\n")
        assert theirs != ours[path]  # the flags were there, and msgcat dropped them
        assert theirs == [kept for line in ours[path] if (kept := gnu_flags_only(line)) is not None]
    assert run_cli("-C", str(shipped), "update")[0] == 0
    for path in paths:
        assert path.read_text(encoding="utf-8").split("\n") == ours[path]  # given back


# --- flags other tools add ---------------------------------------------------------------

JA = "locales/ja/LC_MESSAGES/messages.po"
# What a translator set in Weblate or Poedit, by entry: a table cell, running text, and a
# string with a python-brace-format flag of comparekit's own.
ADDED_FLAGS = {
    f"{KEY}:head_to_head.rows.api.beta": "no-wrap",
    f"{KEY}:lead": "read-only, ignore-same",  # not sorted: kept in this order
    "ui:heading.wins": "ignore-punctuation-spacing",
}


def add_flags(path: Path, added: dict[str, str]) -> None:
    """Each entry's flags, added at the end of its ``#,`` line, or on a line of their own."""
    lines = path.read_text(encoding="utf-8").split("\n")
    for key, flags in added.items():
        at = lines.index(f'msgctxt "{key}"')
        while lines[at - 1].startswith("#|"):
            at -= 1
        if lines[at - 1].startswith("#,"):
            lines[at - 1] += f", {flags}"
        else:
            lines.insert(at, f"#, {flags}")
    path.write_text("\n".join(lines), encoding="utf-8")


@pytest.mark.parametrize(
    ("weblate", "wrap"),
    [(False, "babel"), (True, "babel"), (False, "newlines"), (True, "newlines")],
    ids=["defaults", "weblate_flags", "newlines", "newlines-weblate_flags"],
)
def test_flags_other_tools_add_survive_update(
    weblate: bool, wrap: str, ready: Path, run_cli: Cli
) -> None:
    pyproject = ready / "pyproject.toml"
    pyproject.write_text(pyproject.read_text() + f'po_wrap = "{wrap}"\n', encoding="utf-8")
    if weblate:
        with_weblate_flags(ready)
    assert run_cli("-C", str(ready), "update")[0] == 0
    path = ready / JA
    add_flags(path, ADDED_FLAGS)
    added = path.read_bytes()

    code, out, err = run_cli("-C", str(ready), "update", "--check")
    assert (code, err) == (0, "") and "up to date" in out
    assert run_cli("-C", str(ready), "update")[0] == 0
    assert path.read_bytes() == added
    lines = added.decode("utf-8").split("\n")
    own = "md-text, " if weblate else ""
    assert f"#, {own}read-only, ignore-same" in lines  # comparekit's own flags first
    cell = f"#, max-length:40, {own}no-wrap" if weblate else "#, no-wrap"
    assert cell in lines


def test_a_kept_flag_stays_when_the_entry_turns_fuzzy(
    ready: Path, project_files: ProjectFiles, run_cli: Cli
) -> None:
    """Other tools' flags come after comparekit's own, fuzzy included; a flag comparekit
    decides (a stale max-length, a python-format) is its to set, not kept."""
    path = ready / JA
    add_flags(path, {f"{KEY}:lead": "ignore-same, max-length:3, python-format"})
    project_files.comparison()["lead"] = "They do very different jobs."
    project_files.write()

    assert run_cli("-C", str(ready), "update")[0] == 0

    lines = path.read_text(encoding="utf-8").split("\n")
    at = lines.index(f'msgctxt "{KEY}:lead"')
    assert lines[at - 2 : at] == ["#, fuzzy, ignore-same", '#| msgid "They do different jobs."']


def test_the_glossary_exports_as_weblate_imports_it(
    project_files: ProjectFiles, run_cli: Cli, tmp_path: Path
) -> None:
    from translate.storage import csvl10n, tbx

    project_files.data["articles/glossary.yaml"]["terms"]["layer"]["note"] = (
        "The top layer, <not> HTML."
    )
    root = project_files.write()
    out = tmp_path / "ja.tbx"
    code, said, err = run_cli("-C", str(root), "glossary", "export", str(out), "--locale", "ja")
    assert code == 0, err
    assert said == f"wrote {out} (2 terms, ja)\n"
    units = tbx.tbxfile.parsefile(str(out)).units
    assert [(u.source, u.target) for u in units] == [
        ("the comparison hub", "比較一覧"),
        ("orchestration layer", "編成層"),
    ]
    assert "The top layer, <not> HTML." in units[1].getnotes()
    sheet = tmp_path / "ja.csv"
    assert (
        run_cli(
            "-C", str(root), "glossary", "export", str(sheet), "--locale", "ja", "--format", "csv"
        )[0]
        == 0
    )
    with sheet.open(encoding="utf-8") as stream:
        rows = list(csv.DictReader(stream))
    assert rows[1] == {
        "source": "orchestration layer",
        "target": "編成層",
        "context": "layer",
        "developer_comments": "The top layer, <not> HTML.",
    }
    with sheet.open("rb") as stream:
        store = csvl10n.csvfile(stream)
    assert [(u.source, u.target) for u in store.units][1] == ("orchestration layer", "編成層")
    # ko has no approved terms in the small glossary: an empty glossary, not an error.
    assert (
        run_cli("-C", str(root), "glossary", "export", str(tmp_path / "ko.tbx"), "--locale", "ko")[
            0
        ]
        == 0
    )
    assert tbx.tbxfile.parsefile(str(tmp_path / "ko.tbx")).units == []


def test_a_glossary_for_an_unknown_locale_is_a_usage_error(
    ready: Path, run_cli: Cli, tmp_path: Path
) -> None:
    code, _, err = run_cli(
        "-C", str(ready), "glossary", "export", str(tmp_path / "x.tbx"), "--locale", "fr"
    )
    assert code == 2 and "comparekit add-locale fr" in err
    assert not (tmp_path / "x.tbx").exists()
