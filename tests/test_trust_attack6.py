"""The sixth outside attack: a translation that turned a list item into a GFM checkbox,
files read whole however large, and messages that hid where or what the problem was.

Each attack is a small named fixture with the exit code, the problem code and the file (and
line) it must name, no traceback, and every byte of the user's files as it was.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from comparekit.catalogs.findings import Entry
from comparekit.catalogs.markup import check_markdown_signs
from conftest import ProjectFiles, snapshot, translate_catalogs
from hostile import places, po_string

Cli = Callable[..., tuple[int, str, str]]
JA = "locales/ja/LC_MESSAGES/messages.po"
TITLE_KEY = "comparisons/alpha-vs-beta:sources.readme.title"


def retranslate(root: Path, key: str, translation: str) -> int:
    """Set the ja translation of ``key``; returns the line of its msgid (1-based)."""
    path = root / JA
    lines = path.read_text(encoding="utf-8").split("\n")
    for found, _, _, place in places(lines):
        if found == key:
            lines[place.msgstr : place.end] = [f"msgstr {po_string(translation)}"]
            path.write_text("\n".join(lines), encoding="utf-8")
            return place.msgid + 1
    raise AssertionError(f"no entry {key}")


@pytest.fixture
def unlinked(project_files: ProjectFiles, run_cli: Cli) -> Path:
    """The small project whose source has no URL, so that its title starts a list item
    (``- Beta README — …``), every string translated."""
    del project_files.comparison()["sources"]["readme"]["url"]
    root = project_files.write()
    assert run_cli("-C", str(root), "update")[0] == 0
    translate_catalogs(root)
    return root


# 1. (critical) A translated title starting "[ ] " published a checkbox in one locale.


@pytest.mark.parametrize("text", ["[ ] Beta の README", "[x] Beta の README", "[X] Beta"])
def test_a_task_list_marker_at_the_start_is_refused_at_its_entry(
    text: str, unlinked: Path, run_cli: Cli
) -> None:
    line = retranslate(unlinked, TITLE_KEY, text)
    before = snapshot(unlinked)
    code, _, err = run_cli("-C", str(unlinked), "check", "--strict")
    assert code == 1 and "Traceback" not in err, err
    assert f"{JA}:{line}: [markup]" in err and "a task-list checkbox" in err, err
    assert snapshot(unlinked) == before


def test_a_task_list_marker_alone_is_refused() -> None:
    """The template writes the space after a title, so the marker alone makes a checkbox."""
    entry = Entry(TITLE_KEY, "Beta README", "[x]")
    assert [f.message for f in check_markdown_signs(entry)] == [
        "'[ ]' or '[x]' at the start of a list item: a task-list checkbox"
    ]


def test_a_task_list_marker_is_never_published(unlinked: Path, run_cli: Cli) -> None:
    retranslate(unlinked, TITLE_KEY, "[ ] Beta の README")
    run_cli("-C", str(unlinked), "build", "--strict")
    for page in (unlinked / "dist").rglob("*.md"):
        assert "- [ ] " not in page.read_text(encoding="utf-8"), page


@pytest.mark.parametrize("text", ["[ja] Beta README", "[ ]Beta の README", "Beta [x] README"])
def test_brackets_that_make_no_checkbox_pass(text: str, unlinked: Path, run_cli: Cli) -> None:
    retranslate(unlinked, TITLE_KEY, text)
    code, _, err = run_cli("-C", str(unlinked), "check")
    assert code == 0, err


# 2. (major) Files of the project read whole however large: each is refused by its size,
# before a byte of it is read, naming it.

SOURCE_LIMIT = 16 * 2**20
CATALOG_LIMIT = 2**30


def grow(path: Path, size: int) -> None:
    """Make ``path`` ``size`` bytes long, padded with NULs (sparse: no disk is used)."""
    with path.open("r+b") as stream:
        stream.truncate(size)


def test_a_source_too_large_is_refused_by_its_size(tmp_project: Path, run_cli: Cli) -> None:
    source = tmp_project / "articles/products/beta.yaml"
    grow(source, SOURCE_LIMIT + 1)
    before = snapshot(tmp_project)
    code, _, err = run_cli("-C", str(tmp_project), "validate")
    assert code == 1 and "Traceback" not in err, err
    assert (
        "articles/products/beta.yaml: [too-large] is 16,777,217 bytes: more than a source "
        "file can be (16 MiB at most)"
    ) in err, err
    assert snapshot(tmp_project) == before


def test_a_template_too_large_is_refused_by_its_size(ready: Path, run_cli: Cli) -> None:
    (ready / "templates").mkdir(exist_ok=True)
    template = ready / "templates/comparison.md.j2"
    from comparekit.rendering.render import ARTICLE_TEMPLATE  # the shipped one, copied

    source = Path(__import__("comparekit").__file__).parent / "templates" / ARTICLE_TEMPLATE
    template.write_bytes(source.read_bytes())
    grow(template, SOURCE_LIMIT + 1)
    before = snapshot(ready)
    code, _, err = run_cli("-C", str(ready), "build")
    assert code == 1 and "Traceback" not in err, err
    assert "[template-unsafe] the template comparison.md.j2 is more than 16 MiB" in err, err
    assert snapshot(ready) == before


def test_a_compendium_too_large_is_refused_by_its_size(
    ready: Path, tmp_path: Path, run_cli: Cli
) -> None:
    compendium = tmp_path / "c.po"
    compendium.touch()
    grow(compendium, CATALOG_LIMIT + 1)
    before = snapshot(ready)
    code, _, err = run_cli("-C", str(ready), "update", "--check", "--compendium", str(compendium))
    assert code == 1 and "Traceback" not in err, err
    assert "c.po: [too-large] is 1,073,741,825 bytes: more than a compendium can be" in err
    assert snapshot(ready) == before


@pytest.mark.parametrize("command", ["check", "build", "update"])
def test_a_catalog_too_large_is_refused_by_its_size(
    command: str, ready: Path, run_cli: Cli
) -> None:
    grow(ready / JA, CATALOG_LIMIT + 1)
    code, _, err = run_cli("-C", str(ready), command)
    assert code == 1 and "Traceback" not in err, err
    assert f"{JA}: [too-large] is 1,073,741,825 bytes: more than a catalog can be" in err, err


def test_a_catalog_padded_with_nuls_is_refused_at_the_first(ready: Path, run_cli: Cli) -> None:
    """msgfmt refuses a NUL outside a string (``file:line:col: syntax error``); so does the
    reader, where it meets the first instead of reading on to the end."""
    catalog = ready / JA
    lines = catalog.read_bytes().count(b"\n")
    with catalog.open("ab") as stream:
        stream.write(b"\n" + b"\0" * 100_000)
    before = snapshot(ready)
    code, _, err = run_cli("-C", str(ready), "check")
    assert code == 1 and "Traceback" not in err, err
    assert f"{JA}:{lines + 2}:1: [po-syntax] a NUL byte outside a string" in err, err
    assert len(err) < 2000 and "\0" not in err
    assert snapshot(ready) == before


def test_a_nul_inside_a_string_is_not_a_bare_nul() -> None:
    from comparekit.catalogs.po.read import BareNul, _refuse_bare_nul

    for line in ['msgstr "a\0b"', "# a note \0", '"open \0', 'msgstr "a\\"\0"']:
        _refuse_bare_nul([line], 1)
    with pytest.raises(BareNul):
        _refuse_bare_nul(['msgstr "b" \0'], 1)


# 6. (minor) A FIFO or a symlink loop among the sources was "file not found: create it".


def test_a_fifo_among_the_sources_is_named_as_such(tmp_project: Path, run_cli: Cli) -> None:
    import os

    os.mkfifo(tmp_project / "articles/comparisons/evil.yaml")
    code, _, err = run_cli("-C", str(tmp_project), "validate")
    assert code == 1 and "Traceback" not in err, err
    assert (
        "articles/comparisons/evil.yaml: [not-a-file] is a named pipe (FIFO), not a YAML file"
    ) in err, err
    assert "create it" not in err


def test_a_symlink_loop_among_the_sources_is_named_as_such(tmp_project: Path, run_cli: Cli) -> None:
    loop = tmp_project / "articles/products/loopy.yaml"
    loop.symlink_to(loop.name)
    code, _, err = run_cli("-C", str(tmp_project), "validate")
    assert code == 1 and "Traceback" not in err, err
    assert "articles/products/loopy.yaml: [symlink-loop] is a link that leads round" in err, err
    assert "file not found" not in err


# 13. (minor) Control characters of a PO line were echoed raw: a terminal acts on them.


def test_control_characters_of_a_po_line_are_shown_escaped(ready: Path, run_cli: Cli) -> None:
    with (ready / JA).open("ab") as stream:
        stream.write(b"\n\x1b]0;T\x07\x1b[2J" + b"k" * 200 + b" keyword\n")
    code, _, err = run_cli("-C", str(ready), "check")
    assert code == 1 and "Traceback" not in err, err
    assert 'keyword "<U+001B>]0;T<U+0007><U+001B>[2J' + "k" * 30 + '…" unknown' in err
    assert "\x1b" not in err and "\x07" not in err


# 8. (minor) `status --todo --html F` listed the work and never wrote F.


def test_status_refuses_todo_with_html(ready: Path, tmp_path: Path, run_cli: Cli) -> None:
    target = tmp_path / "dash.html"
    before = snapshot(ready)
    code, out, err = run_cli("-C", str(ready), "status", "--todo", "--html", str(target))
    assert code == 2 and "Traceback" not in err, err
    assert "--todo and --html cannot be combined" in err and "nothing was written" in err
    assert not target.exists() and out == ""
    assert snapshot(ready) == before


# 14. (minor) `add-locale en` said the source locale was "already configured".


@pytest.mark.parametrize("tag", ["en", "EN"])
def test_adding_the_source_locale_says_it_is_the_source(
    tag: str, tmp_project: Path, run_cli: Cli
) -> None:
    before = snapshot(tmp_project)
    code, _, err = run_cli("-C", str(tmp_project), "add-locale", tag)
    assert code == 2 and "Traceback" not in err, err  # a usage error, as `init --locale en`
    assert "is the source locale" in err and "already configured" not in err, err
    assert snapshot(tmp_project) == before


# 15. (minor) `locales = "ja"` was "Input should be a valid tuple".


def test_a_locales_setting_that_is_no_list_says_so_in_toml_words(
    tmp_project: Path, run_cli: Cli
) -> None:
    pyproject = tmp_project / "pyproject.toml"
    lines = pyproject.read_text(encoding="utf-8").split("\n")
    line = next(n for n, row in enumerate(lines, 1) if row.startswith("locales"))
    lines[line - 1] = 'locales = "ja"'
    pyproject.write_text("\n".join(lines), encoding="utf-8")
    before = snapshot(tmp_project)
    code, _, err = run_cli("-C", str(tmp_project), "validate")
    assert code == 1 and "Traceback" not in err, err
    assert (
        f"pyproject.toml:{line}: [settings] [tool.comparekit] locales: must be a list in "
        'brackets, such as ["ja", "ko"]'
    ) in err, err
    assert snapshot(tmp_project) == before


# 7. (minor) An XLIFF with two <file> elements, both comparekit's, was "not marked".


def test_an_xliff_with_two_files_says_so(ready: Path, tmp_path: Path, run_cli: Cli) -> None:
    xliff = tmp_path / "work.xlf"
    assert run_cli("-C", str(ready), "xliff", "export", "ja", str(xliff))[0] == 0
    text = xliff.read_text(encoding="utf-8")
    start, end = text.index("<file"), text.index("</file>") + len("</file>")
    doubled = text[:end] + "\n" + text[start:end] + text[end:]
    xliff.write_text(doubled, encoding="utf-8")
    second = doubled[: doubled.index("<file", end)].count("\n") + 1
    before = snapshot(ready)
    code, _, err = run_cli("-C", str(ready), "xliff", "import", str(xliff))
    assert code == 2 and "Traceback" not in err, err
    assert (
        f"{xliff}:{second}: [foreign-xliff] not an XLIFF file comparekit wrote: it has 2 "
        "<file> elements, where an export has one"
    ) in err, err
    assert "not marked" not in err
    assert snapshot(ready) == before


# 17. (minor) A source pointing at a foreign schema was left, and "schemas are current".


def test_a_source_naming_another_schema_is_told(tmp_project: Path, run_cli: Cli) -> None:
    source = tmp_project / "articles/products/beta.yaml"
    assert run_cli("-C", str(tmp_project), "schema")[0] == 0
    lines = source.read_text(encoding="utf-8").split("\n")
    lines[0] = "# yaml-language-server: $schema=http://evil.example/x.json"
    source.write_text("\n".join(lines), encoding="utf-8")
    before = snapshot(tmp_project)
    code, out, err = run_cli("-C", str(tmp_project), "schema")
    assert code == 0 and "Traceback" not in err, err
    assert (
        "articles/products/beta.yaml:1: [own-schema] names the schema "
        "'http://evil.example/x.json', not comparekit's: left as it is"
    ) in err, err
    assert "schema/product.schema.json" in err
    assert out.endswith("schemas are current; 1 file(s) name another schema\n"), out
    assert snapshot(tmp_project) == before


# 12. (minor) A stale catalog was named with no line and no key.


def test_an_entry_of_no_source_is_named_at_its_line(ready: Path, run_cli: Cli) -> None:
    catalog = ready / JA
    with catalog.open("a", encoding="utf-8") as stream:
        stream.write('\nmsgctxt "comparisons/nope:x"\nmsgid "x"\nmsgstr "y"\n')
    line = catalog.read_text(encoding="utf-8").split("\n").index('msgid "x"') + 1
    code, _, err = run_cli("-C", str(ready), "check")
    assert code == 1 and "Traceback" not in err, err
    assert (
        f"{JA}:{line}: [stale-catalog] out of date with the sources: the entry "
        "'comparisons/nope:x' is of no string of the sources"
    ) in err, err


def test_an_entry_whose_english_was_edited_is_named_at_its_line(ready: Path, run_cli: Cli) -> None:
    catalog = ready / JA
    lines = catalog.read_text(encoding="utf-8").split("\n")
    for found, _, _, place in places(lines):
        if found == TITLE_KEY:
            lines[place.msgid] = 'msgid "Beta READ ME"'
            line = place.msgid + 1
            break
    catalog.write_text("\n".join(lines), encoding="utf-8")
    code, _, err = run_cli("-C", str(ready), "check")
    assert code == 1 and "Traceback" not in err, err
    assert (
        f"{JA}:{line}: [stale-catalog] out of date with the sources: the English of "
        f"'{TITLE_KEY}' is not the source's"
    ) in err, err
    assert (
        f"{JA}:{line}: [absent] ja: '{TITLE_KEY}': its entry's msgid is not the English of "
        "the sources"
    ) in err, err


# 9. (minor) `status` counted an entry that fails a check as done.


def test_status_counts_an_entry_failing_a_check_as_not_done(ready: Path, run_cli: Cli) -> None:
    import json

    retranslate(ready, TITLE_KEY, "[ja] BetaX README")  # a product name respelled
    code, out, err = run_cli("-C", str(ready), "status", "--format", "json")
    assert code == 0 and "Traceback" not in err, err
    rows = {(r["locale"], r["source"]): r for r in json.loads(out)["sources"]}
    row = rows[("ja", "comparisons/alpha-vs-beta")]
    assert row["failing"] == 1 and row["translated"] == row["total"] - 1, row
    assert rows[("ko", "comparisons/alpha-vs-beta")]["failing"] == 0
    code, out, _ = run_cli("-C", str(ready), "status")
    assert " 1c)" in out and "c = failing a check" in out, out


# 16. (minor) The README's steps `new-product foo` then `new a-vs-foo --vs foo` failed on
# the empty fields of the skeleton just written.


def test_the_readme_steps_new_product_then_new_work(tmp_project: Path, run_cli: Cli) -> None:
    assert run_cli("-C", str(tmp_project), "new-product", "gamma")[0] == 0
    code, _, err = run_cli("-C", str(tmp_project), "new", "alpha-vs-gamma", "--vs", "gamma")
    assert code == 0, err
    written = (tmp_project / "articles/comparisons/alpha-vs-gamma.yaml").read_text("utf-8")
    assert "counterpart: gamma" in written
    code, _, err = run_cli("-C", str(tmp_project), "new", "alpha-vs-beta-2", "--vs", "beta")
    assert code == 0, err  # a second `new` while both skeletons wait to be filled
    code, _, err = run_cli("-C", str(tmp_project), "validate")
    assert code == 1 and "must not be empty" in err  # validate lists what is still empty


def test_new_still_stops_at_a_source_that_is_no_yaml(tmp_project: Path, run_cli: Cli) -> None:
    (tmp_project / "articles/products/beta.yaml").write_text("name: [\n", encoding="utf-8")
    before = snapshot(tmp_project)
    code, _, err = run_cli("-C", str(tmp_project), "new", "alpha-vs-beta-2", "--vs", "beta")
    assert code == 1 and "articles/products/beta.yaml:" in err and "Traceback" not in err, err
    assert snapshot(tmp_project) == before


# 11. (minor) `add-locale fr` on a full disk left pyproject.toml listing fr, and a catalog.


def test_add_locale_on_a_full_disk_changes_nothing(
    ready: Path, run_cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    import errno
    import os

    import comparekit.scaffold

    real_write = comparekit.scaffold.write_text_atomic

    def full_under_locales(path: Path, text: str) -> None:
        if "/locales/" in str(path):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))
        real_write(path, text)

    before = snapshot(ready)
    monkeypatch.setattr(comparekit.scaffold, "write_text_atomic", full_under_locales)
    code, _, err = run_cli("-C", str(ready), "add-locale", "fr")
    monkeypatch.undo()
    assert code == 1 and "[disk-full]" in err and "Traceback" not in err, err
    assert snapshot(ready) == before
    code, _, err = run_cli("-C", str(ready), "add-locale", "fr")  # space freed: it completes
    assert code == 0, err
    assert '"fr"' in (ready / "pyproject.toml").read_text(encoding="utf-8")


# 10. (minor) Exports, and a build into a folder elsewhere, failed on a read-only project.


def read_only_cache(monkeypatch: pytest.MonkeyPatch) -> None:
    """The project's cache cannot be written, as on a checkout mounted read-only."""
    import errno
    import os

    import comparekit.cli

    real_claim = comparekit.cli.claim_cache

    def claim(settings: object) -> None:
        if getattr(settings, "cache", None) is not None:
            raise OSError(errno.EROFS, os.strerror(errno.EROFS), ".comparekit-cache/sources")
        real_claim(settings)  # type: ignore[arg-type]

    monkeypatch.setattr(comparekit.cli, "claim_cache", claim)


READ_ONLY_RUNS = {
    "xliff export": (["xliff", "export", "ja"], "x.xlf"),
    "tm export": (["tm", "export"], "t.tmx"),
    "glossary export": (["glossary", "export", "--locale", "ja"], "g.tbx"),
    "build --out": (["build", "--out"], "site"),
}


@pytest.mark.parametrize("name", sorted(READ_ONLY_RUNS))
def test_a_read_only_project_still_exports_elsewhere(
    name: str, ready: Path, tmp_path: Path, run_cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    words, target = READ_ONLY_RUNS[name]
    before = snapshot(ready)
    read_only_cache(monkeypatch)
    code, _, err = run_cli("-C", str(ready), *words, str(tmp_path / target))
    monkeypatch.undo()
    assert code == 0 and "Traceback" not in err, err
    assert "cannot be written" in err and "without the cache" in err, err
    assert (tmp_path / target).exists()
    assert snapshot(ready) == before


def test_a_checkbox_is_part_of_a_pages_shape() -> None:
    """The second guard: a page of one locale that gains a checkbox differs in shape from
    the English, whatever string brought it."""
    from comparekit.rendering.shapes import block_signature

    english = block_signature("- Beta README — the docs\n- other\n")
    assert block_signature("- [ ] Beta の README — the docs\n- other\n") != english
    assert block_signature("- [ja] Beta README — the docs\n- other\n") == english
