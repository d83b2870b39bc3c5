"""The fifth outside attack: exports that replaced a user's file, an XLIFF whose duplicate
unit won in silence, and a Hugo publish that hid the user's own pages.

Each attack is a small named fixture with the exit code, the problem code and the file it
must name, no traceback, and every byte of the user's files as it was.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from userfiles import assert_refused, user_files

Cli = Callable[..., tuple[int, str, str]]

NOT_OURS = "exists and is not an export comparekit wrote: choose a new name or delete it"


# 1. (critical) An export named onto a user's file replaced it.

# (the command's words before the file, words after it, the file a user already has)
EXPORTS = {
    "tm-tmx": (["tm", "export"], [], "README.md"),
    "tm-po": (["tm", "export"], ["--format", "po", "--locale", "ja"], ".gitignore"),
    "xliff": (["xliff", "export", "ja"], [], "babel.cfg"),
    "glossary-tbx": (["glossary", "export"], ["--locale", "ja"], "schema/mine.json"),
    "glossary-csv": (["glossary", "export"], ["--locale", "ja", "--format", "csv"], "terms.csv"),
    "status-html": (["status", "--html"], [], "README.md"),
}


@pytest.mark.parametrize("export", sorted(EXPORTS))
def test_an_export_never_replaces_a_users_file(export: str, ready: Path, run_cli: Cli) -> None:
    before_words, after_words, name = EXPORTS[export]
    target = ready / name
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text("my\n")
    before = user_files(ready)
    result = run_cli("-C", str(ready), *before_words, str(target), *after_words)
    assert_refused(result, 2, "output-file", str(target), NOT_OURS)
    assert user_files(ready) == before


@pytest.mark.parametrize("export", sorted(EXPORTS))
def test_an_export_replaces_its_own_earlier_export(
    export: str, ready: Path, tmp_path: Path, run_cli: Cli
) -> None:
    """Re-exporting to the same file still works: the file proves comparekit wrote it (a CSV
    carries no such proof, so it is replaced on --force)."""
    before_words, after_words, _ = EXPORTS[export]
    target = tmp_path / "exported"
    args = ["-C", str(ready), *before_words, str(target), *after_words]
    status, _, err = run_cli(*args)
    assert status == 0, err
    first = target.read_bytes()
    again = run_cli(*args)
    if export == "glossary-csv":
        assert_refused(again, 2, "output-file", str(target), "--force")
        again = run_cli(*args, "--force")
    assert again[0] == 0, again[2]
    assert target.read_bytes() == first


def test_an_export_refuses_a_file_that_only_names_comparekit_late(
    ready: Path, run_cli: Cli
) -> None:
    """The proof is the format's own header, near the start: a user's notes that mention
    comparekit's mark far down are still the user's."""
    notes = ready / "notes.xlf"
    notes.write_text("my notes\n" + "x\n" * 5000 + 'tool-id="comparekit"\n')
    before = user_files(ready)
    result = run_cli("-C", str(ready), "xliff", "export", "ja", str(notes))
    assert_refused(result, 2, "output-file", str(notes), NOT_OURS)
    assert user_files(ready) == before


# The marks each export puts in its header, quoted in a user's notes (the re-attack's
# e-n6 to e-n8): quoting a mark near the top proves nothing.
QUOTED_MARKS = {
    "tm-tmx": 'creationtool="comparekit"',
    "xliff": 'tool-id="comparekit"',
    "status-html": '<meta name="generator" content="comparekit">',
    "tm-po": "# A translation memory comparekit exported (comparekit tm export).",
    "glossary-tbx": "<sourceDesc><p>comparekit glossary",
}


@pytest.mark.parametrize("export", sorted(QUOTED_MARKS))
def test_an_export_refuses_notes_that_quote_its_mark(
    export: str, ready: Path, run_cli: Cli
) -> None:
    before_words, after_words, _ = EXPORTS[export]
    notes = ready / "NOTES.md"
    notes.write_text(f"# My notes\n\nThe exports say `{QUOTED_MARKS[export]}` in their header.\n")
    before = user_files(ready)
    result = run_cli("-C", str(ready), *before_words, str(notes), *after_words)
    assert_refused(result, 2, "output-file", str(notes), NOT_OURS)
    assert user_files(ready) == before


# 2. (major) Two <trans-unit> for one id: the last won in silence.


def test_xliff_import_refuses_a_duplicate_unit(ready: Path, tmp_path: Path, run_cli: Cli) -> None:
    xliff = tmp_path / "ja.xlf"
    assert run_cli("-C", str(ready), "xliff", "export", "ja", str(xliff))[0] == 0
    text = xliff.read_text(encoding="utf-8")
    unit = re.search(r' *<trans-unit [^>]*\bid="([^"\[]+)"[^>]*>.*?</trans-unit>\n', text, re.S)
    assert unit is not None
    body = unit.group(0)
    first = re.sub(r"<target([^>]*)>.*?</target>", r"<target\1>No.</target>", body, flags=re.S)
    second = re.sub(r"<target([^>]*)>.*?</target>", r"<target\1>Yes.</target>", body, flags=re.S)
    assert "No." in first and "Yes." in second
    edited = text[: unit.start()] + first + second + text[unit.end() :]
    xliff.write_text(edited, encoding="utf-8")
    line = edited[: unit.start() + len(first)].count("\n") + 1
    before = user_files(ready)
    result = run_cli("-C", str(ready), "xliff", "import", str(xliff))
    assert_refused(result, 1, "xliff-duplicate-unit", f"{xliff}:{line}:", unit.group(1))
    assert user_files(ready) == before


def test_xliff_import_refuses_a_unit_with_a_second_target(
    ready: Path, tmp_path: Path, run_cli: Cli
) -> None:
    """Attack 18e's c094: the second <target> of a unit was dropped in silence ("0 entries
    changed"), though a tool or a hand meant it as the answer."""
    xliff = tmp_path / "ja.xlf"
    assert run_cli("-C", str(ready), "xliff", "export", "ja", str(xliff))[0] == 0
    text = xliff.read_text(encoding="utf-8")
    target = re.search(r"( *)<target([^>]*)>.*?</target>\n", text, re.S)
    assert target is not None
    second = f"{target.group(1)}<target{target.group(2)}>Yes.</target>\n"
    edited = text[: target.end()] + second + text[target.end() :]
    xliff.write_text(edited, encoding="utf-8")
    line = edited[: target.end()].count("\n") + 1
    before = user_files(ready)
    result = run_cli("-C", str(ready), "xliff", "import", str(xliff))
    assert_refused(result, 1, "xliff-duplicate-unit", f"{xliff}:{line}:", "a second <target>")
    assert user_files(ready) == before


# 3. (major) Publishing into a Hugo site with pages of its own hid them: comparekit's
# languages file gave each language a content folder, and content/posts/ was in none.


def hugo_starter(tmp_path: Path) -> Path:
    """`hugo new site` + `hugo new theme`, enabled as Hugo's quick start does, with two
    pages of the user's."""
    from starters.hugo import hugo_binary
    from starters.site import run

    site = tmp_path / "S"
    run(hugo_binary(), "new", "site", site)
    run(hugo_binary(), "new", "theme", "mine", cwd=site)
    with (site / "hugo.toml").open("a", encoding="utf-8") as config:
        config.write("theme = 'mine'\n")
    (site / "content/posts").mkdir(parents=True, exist_ok=True)
    (site / "content/posts/first.md").write_text("---\ntitle: First\n---\nMy first post.\n")
    (site / "content/about.md").write_text("---\ntitle: About\n---\nAbout me.\n")
    return site


def hugo_pages(site: Path, public: Path) -> set[str]:
    from starters.hugo import hugo_binary
    from starters.site import run

    shutil.rmtree(public, ignore_errors=True)
    run(hugo_binary(), "--quiet", "--source", site, "--destination", public)
    return {p.parent.relative_to(public).as_posix() for p in public.rglob("index.html")}


def unchanged(before: dict[str, bytes], site: Path) -> bool:
    """Every file the user had keeps every byte (comparekit's new files aside)."""
    after = user_files(site)
    return all(after.get(name) == data for name, data in before.items())


def printed_lines(err: str, file: str) -> list[tuple[str, list[str]]]:
    """The lines each warning asks to add to ``file``: (where, lines)."""
    found = re.findall(
        rf"^warning: {re.escape(file)}: add at its (\w+)[^\n]*:\n((?:    .*\n)+)", err, re.M
    )
    return [(where, [line[4:] for line in block.splitlines()]) for where, block in found]


def test_publishing_into_a_hugo_starter_keeps_the_users_pages(
    ready: Path, tmp_path: Path, run_cli: Cli
) -> None:
    site = hugo_starter(tmp_path)
    before = user_files(site)
    code, _, err = run_cli("-C", str(ready), "build", "--site", "hugo", "--into", str(site))
    assert code == 0 and "Traceback" not in err, err
    assert unchanged(before, site)
    assert not (site / "config").exists()  # no languages file: the lines are printed instead
    steps = printed_lines(err, "hugo.toml")
    assert [where for where, _ in steps] == ["top", "end"], err
    # As published, Hugo serves the user's pages where they were, and comparekit's.
    pages = hugo_pages(site, tmp_path / "public")
    assert {"posts/first", "about", "en/alpha-vs-beta", "ja/alpha-vs-beta"} <= pages, pages
    # With the lines added, the site has its languages, and the user's pages still.
    config = site / "hugo.toml"
    top, end = (lines for _, lines in steps)
    config.write_text("\n".join(top) + "\n" + config.read_text() + "\n" + "\n".join(end) + "\n")
    code, _, err = run_cli("-C", str(ready), "build", "--site", "hugo", "--into", str(site))
    assert code == 0 and "hugo.toml" not in err, err
    pages = hugo_pages(site, tmp_path / "public")
    assert {"en/posts/first", "en/about", "en/alpha-vs-beta", "ja/alpha-vs-beta"} <= pages, pages


@pytest.mark.parametrize(
    ("setting", "named"),
    [
        ('contentDir = "src"\n', "contentDir"),
        ('[languages.en]\ncontentDir = "content/english"\n', "languages"),
        ('[[module.mounts]]\nsource = "pages"\ntarget = "content"\n', "module mounts"),
    ],
)
def test_a_hugo_site_that_says_where_its_content_is_is_refused(
    setting: str, named: str, ready: Path, tmp_path: Path, run_cli: Cli
) -> None:
    site = tmp_path / "S"
    (site / "src").mkdir(parents=True)
    (site / "src/first.md").write_text("---\ntitle: First\n---\nMine.\n")
    (site / "hugo.toml").write_text(f"title = 'Mine'\n{setting}")
    before = user_files(site)
    result = run_cli("-C", str(ready), "build", "--site", "hugo", "--into", str(site))
    assert_refused(result, 2, "into-config", f"{site}/hugo.toml", named)
    assert user_files(site) == before


def test_a_hugo_site_configured_in_config_default_gets_the_lines(
    ready: Path, tmp_path: Path, run_cli: Cli
) -> None:
    site = tmp_path / "S"
    (site / "config/_default").mkdir(parents=True)
    (site / "config/_default/hugo.toml").write_text("title = 'Mine'\n")
    before = user_files(site)
    code, _, err = run_cli("-C", str(ready), "build", "--site", "hugo", "--into", str(site))
    assert code == 0 and "Traceback" not in err, err
    assert unchanged(before, site)
    assert [w for w, _ in printed_lines(err, "config/_default/hugo.toml")] == ["top", "end"], err


def test_pages_of_the_users_added_later_retire_comparekits_languages_file(
    ready: Path, tmp_path: Path, run_cli: Cli
) -> None:
    """A site with nothing but language folders gets comparekit's languages file; once the
    user adds a page of theirs, the file would hide it: the next run removes it (it is
    comparekit's, marked) and prints the lines instead, the user's files untouched."""
    site = tmp_path / "S"
    site.mkdir()
    (site / "hugo.toml").write_text("title = 'Mine'\n")
    assert run_cli("-C", str(ready), "build", "--site", "hugo", "--into", str(site))[0] == 0
    assert (site / "config/_default/hugo.toml").is_file()
    (site / "content/posts").mkdir()
    (site / "content/posts/first.md").write_text("---\ntitle: First\n---\nMine.\n")
    before = {name: data for name, data in user_files(site).items() if name.endswith(".md")}
    code, out, err = run_cli("-C", str(ready), "build", "--site", "hugo", "--into", str(site))
    assert code == 0 and "Traceback" not in err, err
    assert not (site / "config/_default/hugo.toml").exists()
    assert "1 removed" in out and "warning: hugo.toml: add at its end" in err
    assert unchanged(before, site) and (site / "hugo.toml").read_text() == "title = 'Mine'\n"


def test_a_po_memory_export_refuses_a_copy_of_a_catalog(
    ready: Path, tmp_path: Path, run_cli: Cli
) -> None:
    """A catalog says comparekit generated it too; only the memory's own first line lets
    `tm export --format po` replace a file: the user's copy of a catalog is theirs."""
    copy = tmp_path / "ja-backup.po"
    copy.write_bytes((ready / "locales/ja/LC_MESSAGES/messages.po").read_bytes())
    assert b"Generated-By: comparekit" in copy.read_bytes()
    before = copy.read_bytes()
    result = run_cli(
        "-C", str(ready), "tm", "export", str(copy), "--format", "po", "--locale", "ja"
    )
    assert_refused(result, 2, "output-file", str(copy), NOT_OURS)
    assert copy.read_bytes() == before
