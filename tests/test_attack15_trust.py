"""Attack 15 on trust: quadratic id numbering, hostile escapes and links in sources, an
edit hidden by a reset mtime, a copied project, ``init /``, a full disk under the cache,
and read-only user files."""

from __future__ import annotations

import errno
import os
import re
import shutil
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from comparekit.checks.check import check_project
from comparekit.checks.source_text import running_link_targets
from comparekit.importing.record import YAML_WORDS, Known, Recorder
from comparekit.sources.model import SAFE_ID
from comparekit.sources.settings import load_settings
from conftest import F_COMPARISON, everything
from test_build import settle
from test_trust_writes import full_disk

Cli = Callable[..., tuple[int, str, str]]

# --- 1. alike titles are numbered in linear time ------------------------------------------


class CountingIds(dict[str, object]):
    """The ids taken so far, counting how often a candidate is looked up."""

    lookups = 0
    most = 3 * 20_000  # quadratic numbering of 20,000 alike titles looks up ~200 million

    def __contains__(self, key: object) -> bool:
        self.lookups += 1
        assert self.lookups <= self.most, "alike titles are numbered in quadratic time"
        return super().__contains__(key)


def a_recorder() -> Recorder:
    page: Any = SimpleNamespace(page=SimpleNamespace(blocks=[]))
    return Recorder({"en": page}, "a-vs-b", Known("en", (), {}, {}, {}, {}))


def ids_as_numbered_before(english: list[str], fallback: str) -> Iterator[str]:
    """The ids the quadratic numbering gave: rescanning from 2 for each alike title."""
    taken: dict[str, object] = {}
    for position, text in enumerate(english, start=1):
        slug = "-".join(re.findall(r"[a-z0-9]+", text.lower())[:4])
        if not re.fullmatch(SAFE_ID, slug) or slug in YAML_WORDS or not slug[0].isalpha():
            slug = f"{fallback}-{position}"
        candidate, number = slug, 2
        while candidate in taken:
            candidate, number = f"{slug}-{number}", number + 1
        taken[candidate] = True
        yield candidate


def test_alike_titles_get_the_same_ids_as_before() -> None:
    english = ["Speed", "Speed", "Speed 2", "Speed", "", "Yes", "Speed", "Cost", "Cost"]
    recorder = a_recorder()
    taken: dict[str, object] = {}
    for position, text in enumerate(english, start=1):
        taken[recorder.new_id(text, f"row-{position}", taken)] = True
    assert list(taken) == list(ids_as_numbered_before(english, "row"))
    assert list(taken) == [
        "speed", "speed-2", "speed-2-2", "speed-3", "row-5", "row-6", "speed-4", "cost",
        "cost-2",
    ]  # fmt: skip


def test_twenty_thousand_alike_titles_are_numbered_in_linear_time() -> None:
    recorder = a_recorder()
    taken = CountingIds()
    for position in range(1, 20_001):
        taken[recorder.new_id("Same title", f"row-{position}", taken)] = True
    assert len(taken) == 20_000
    assert "same-title-20000" in taken


def test_ids_against_a_mapping_that_does_not_grow_stay_as_before() -> None:
    recorder = a_recorder()
    known = {"speed": True, "speed-2": True}
    assert recorder.new_id("Speed", "row-1", known) == "speed-3"
    assert recorder.new_id("Speed", "row-2", known) == "speed-3"


# --- 2. hidden characters written as escapes, and links that run code, in a source -------

SOURCE_CODES = ("escaped-character", "running-link")


def source_findings(ready: Path, dek: str) -> list[tuple[str, int, str, str]]:
    """``check``'s source-text findings once the small project's dek is written ``dek``
    (as YAML, escapes and all)."""
    source = ready / F_COMPARISON
    text = source.read_text(encoding="utf-8")
    assert "\ndek: Beta routes; Alpha computes.\n" in text
    source.write_text(text.replace("\ndek: Beta routes; Alpha computes.\n", f"\ndek: {dek}\n"))
    problems = check_project(load_settings(ready)).problems
    return [(p.path, p.line, p.code, p.message) for p in problems if p.code in SOURCE_CODES]


def dek_line(ready: Path) -> int:
    lines = (ready / F_COMPARISON).read_text(encoding="utf-8").split("\n")
    return next(number for number, line in enumerate(lines, 1) if line.startswith("dek:"))


@pytest.mark.parametrize(
    ("escape", "named"),
    [
        ("\\u202e", "U+202E"),
        ("\\x1b", "U+001B"),
        ("\\u200b", "U+200B"),
        ("\\0", "U+0000"),
        ("\\e[31m", "U+001B"),
        ("\\U000E0041", "U+E0041"),
    ],
)
def test_a_hidden_character_written_as_an_escape_is_an_error_at_its_line(
    ready: Path, escape: str, named: str
) -> None:
    found = source_findings(ready, f'"Beta routes;{escape} Alpha computes."')
    assert found == [
        (
            F_COMPARISON,
            dek_line(ready),
            "escaped-character",
            f"the string holds hidden or control characters written as escapes: {named}",
        )
    ]


@pytest.mark.parametrize(
    "target",
    [
        "javascript:alert(1)",
        "JaVaScRiPt:alert(1)",
        " javascript:alert(1)",
        "<java\\tscript:alert(1)>",
        "javascript&colon;alert(1)",
        "java&Tab;script:alert(1)",
        "VBScript:msgbox(1)",
        "data:text/html;base64,PHNjcmlwdD4=",
    ],
)
def test_a_link_target_that_runs_code_is_an_error_at_its_line(ready: Path, target: str) -> None:
    found = source_findings(ready, f'"Beta routes; see [the docs]({target})."')
    assert [(path, line, code) for path, line, code, _ in found] == [
        (F_COMPARISON, dek_line(ready), "running-link")
    ]
    assert found[0][3].startswith("a link target that runs code in a reader's browser: ")


@pytest.mark.parametrize(
    "written",
    [
        '"Beta routes \\u2014 Alpha computes \\u00e9t\\u00e9."',  # visible letters as escapes
        '"Beta routes;\\tAlpha computes."',  # a tab is whitespace
        '"See [the docs](https://example.com/data:1) and metadata:x, javascript: a language."',
        "Beta keeps data: rows, metadata and a script: all of it.",
        "'Beta routes\\u202e is written here, not an escape'",  # single quotes: no escapes
    ],
)
def test_visible_escapes_and_plain_links_stay_clean(ready: Path, written: str) -> None:
    assert source_findings(ready, written) == []


def test_a_line_break_inside_a_scheme_is_read_as_a_browser_reads_it() -> None:
    # (A line break in a text is refused by the schema; a browser drops it from an address.)
    assert running_link_targets("[x](<java\nscript:alert(1)>)") == ["javascript:alert(1"]
    assert running_link_targets("[x](<java\r\nscript&#58;alert(1)>)") == ["javascript:alert(1"]


# --- 3. an output page edited in place and dated back is rendered again ------------------


def test_a_built_page_edited_in_place_and_dated_back_is_rendered_again(
    ready: Path, run_cli: Cli
) -> None:
    """The plain output's pages are rendered again when edited (publishers.md): an edit that
    keeps the size and sets the modification time back is an edit all the same."""
    settle(ready)  # so that the build is remembered, and a rebuild may find nothing to do
    assert run_cli("-C", str(ready), "build")[0] == 0
    assert "nothing changed" in run_cli("-C", str(ready), "build")[1]
    page = ready / "dist/ja/alpha-vs-beta.md"
    rendered = page.read_bytes()
    before = page.stat()
    with page.open("r+b") as stream:  # in place, the same size
        stream.seek(4)
        stream.write(b"XXXX")
    os.utime(page, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert page.read_bytes() != rendered
    code, out, err = run_cli("-C", str(ready), "build")
    assert code == 0 and "Traceback" not in err
    assert "up to date" not in out.lower()
    assert page.read_bytes() == rendered


# --- 4. a copied project keeps the other locales' pages -----------------------------------


def test_a_copied_project_built_for_one_locale_keeps_the_other_locales_pages(
    ready: Path, tmp_path: Path, run_cli: Cli
) -> None:
    """``cp -r``: the same content under other inodes and times. The page store's texts are
    still the pages it stored, so the other locales' pages are carried over."""
    assert run_cli("-C", str(ready), "build")[0] == 0
    copy = tmp_path / "copied"
    shutil.copytree(ready, copy, copy_function=shutil.copy)  # as cp -r: no times kept
    pages = {p.relative_to(copy): p.read_bytes() for p in (copy / "dist").rglob("*.md")}
    code, _, err = run_cli("-C", str(copy), "build", "--locale", "en")
    assert code == 0 and "Traceback" not in err
    assert "not carried over" not in err
    assert {p.relative_to(copy): p.read_bytes() for p in (copy / "dist").rglob("*.md")} == pages


def test_a_stored_page_of_the_same_size_but_other_content_is_still_refused(
    ready: Path, tmp_path: Path, run_cli: Cli
) -> None:
    assert run_cli("-C", str(ready), "build")[0] == 0
    copy = tmp_path / "copied"
    shutil.copytree(ready, copy, copy_function=shutil.copy)
    page = copy / "dist/ja/alpha-vs-beta.md"
    rendered = page.read_bytes()
    page.write_bytes(rendered.replace(b"title", b"XXXXX", 1))  # same size, other text
    code, _, err = run_cli("-C", str(copy), "build", "--locale", "en")
    assert code == 0 and "Traceback" not in err
    assert "warning: dist/ja/alpha-vs-beta.md: not carried over" in err


# --- 5. init of the root or the home folder itself is refused -----------------------------


def no_writes_outside(allowed: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A write of init's anywhere but below ``allowed`` (its scratch folder, the test's
    own) fails the test before it happens: ``init /`` must never reach the disk's root."""
    import comparekit.scaffold

    real = comparekit.scaffold.write_text_atomic

    def guarded(path: Path, text: str) -> None:
        assert Path(path).resolve().is_relative_to(allowed), f"init wrote {path}"
        real(path, text)

    monkeypatch.setattr(comparekit.scaffold, "write_text_atomic", guarded)


@pytest.mark.parametrize("where", ["/", "home", "home/.", "home/../home"])
def test_init_of_the_root_or_the_home_folder_is_refused_writing_nothing(
    where: str, tmp_path: Path, run_cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    no_writes_outside(Path(tempfile.gettempdir()).resolve(), monkeypatch)
    before = everything(tmp_path)
    folder = "/" if where == "/" else str(tmp_path / where)
    code, out, err = run_cli("init", folder)
    assert code == 2 and out == "" and "Traceback" not in err
    named = "the root of the file system" if where == "/" else "your home folder"
    assert f"[init-folder] refusing to make a project in {named}" in err
    assert "choose a new folder for the project" in err
    assert everything(tmp_path) == before


def test_init_of_a_folder_in_the_home_folder_is_still_made(
    tmp_path: Path, run_cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    assert run_cli("init", str(home / "comparisons"))[0] == 0
    assert (home / "comparisons/pyproject.toml").is_file()


# --- 6. a full disk under the cache: check runs without it --------------------------------


def full_cache_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every file written below the cache fills the disk (a write, a lock's claim)."""
    full_disk(".comparekit-cache")(monkeypatch)
    real_pwrite = os.pwrite

    def pwrite(descriptor: int, data: bytes, offset: int) -> int:
        if "/.comparekit-cache/" in os.readlink(f"/proc/self/fd/{descriptor}"):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real_pwrite(descriptor, data, offset)

    monkeypatch.setattr(os, "pwrite", pwrite)


def full_lock_claim(monkeypatch: pytest.MonkeyPatch) -> None:
    """Only claiming the cache's lock fills the disk."""
    import comparekit.files

    def refused(lock: Path) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(lock))

    monkeypatch.setattr(comparekit.files, "_open_lock_file", refused)


@pytest.mark.parametrize(
    "fault", [full_cache_disk, full_lock_claim, full_disk(".comparekit-cache")]
)
@pytest.mark.parametrize("cold", [True, False])
def test_check_on_a_full_disk_finishes_without_the_cache(
    fault: Callable[[pytest.MonkeyPatch], None],
    cold: bool,
    ready: Path,
    run_cli: Cli,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    if cold:
        shutil.rmtree(ready / ".comparekit-cache", ignore_errors=True)
    fault(monkeypatch)
    code, out, err = run_cli("-C", str(ready), "check", "--strict")
    assert "Traceback" not in err
    note = "note: .comparekit-cache cannot be written (No space left on device): checked "
    assert f"{note}without the cache" in err
    assert code == 0, err
    assert "0 error(s), 0 warning(s)" in out


def test_check_on_a_full_disk_still_finds_the_problems(
    ready: Path, run_cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = ready / F_COMPARISON
    text = source.read_text(encoding="utf-8")
    source.write_text(text.replace("\ndek: Beta routes; Alpha computes.\n", '\ndek: "a\\x1b"\n'))
    full_cache_disk(monkeypatch)
    code, _, err = run_cli("-C", str(ready), "check")
    assert code == 1 and "Traceback" not in err
    assert "[escaped-character]" in err and "note: .comparekit-cache cannot be written" in err


# --- 7. a read-only file of the user's is refused, not replaced ---------------------------

JA_CATALOG = "locales/ja/LC_MESSAGES/messages.po"


def test_update_refuses_a_read_only_catalog_naming_it(ready: Path, run_cli: Cli) -> None:
    """A write replaces a file by renaming a new one onto it, which the file's own mode
    does not stop: a catalog the user made read-only (chmod 444) must be refused."""
    source = ready / F_COMPARISON
    text = source.read_text(encoding="utf-8")
    source.write_text(text.replace("Different layers.", "Other layers."), encoding="utf-8")
    catalog = ready / JA_CATALOG
    catalog.chmod(0o444)
    before = catalog.read_bytes()
    inode = catalog.stat().st_ino
    code, _, err = run_cli("-C", str(ready), "update")
    assert code == 1 and "Traceback" not in err
    assert f"{JA_CATALOG}: [read-only-file] the file is read-only" in err
    assert catalog.read_bytes() == before and catalog.stat().st_ino == inode
    assert catalog.stat().st_mode & 0o777 == 0o444
    catalog.chmod(0o644)  # made writable again: the update goes through
    assert run_cli("-C", str(ready), "update")[0] == 0
    assert catalog.read_bytes() != before


def test_a_write_onto_a_read_only_file_is_refused_at_the_last_step(tmp_path: Path) -> None:
    from comparekit.errors import ProblemsFound
    from comparekit.files import write_text_atomic

    mine = tmp_path / "notes.md"
    mine.write_text("mine\n", encoding="utf-8")
    mine.chmod(0o444)
    with pytest.raises(ProblemsFound) as refused:
        write_text_atomic(mine, "replaced\n")
    assert [p.code for p in refused.value.problems] == ["read-only-file"]
    assert mine.read_text(encoding="utf-8") == "mine\n"
    assert list(tmp_path.iterdir()) == [mine]


def test_a_build_refuses_to_replace_a_read_only_output_page_naming_it(
    ready: Path, run_cli: Cli
) -> None:
    assert run_cli("-C", str(ready), "build")[0] == 0
    page = ready / "dist/ja/alpha-vs-beta.md"
    source = ready / F_COMPARISON
    text = source.read_text(encoding="utf-8")
    source.write_text(text.replace("Different layers.", "Other layers."), encoding="utf-8")
    page.chmod(0o444)
    before = page.read_bytes()
    code, _, err = run_cli("-C", str(ready), "build", "--allow-fallback")
    assert code == 1 and "Traceback" not in err
    assert "dist/ja/alpha-vs-beta.md: [read-only-file] the file is read-only (mode 444)" in err
    assert page.read_bytes() == before and page.stat().st_mode & 0o777 == 0o444


def test_a_read_only_output_page_the_build_keeps_as_it_is_is_no_problem(
    ready: Path, run_cli: Cli
) -> None:
    assert run_cli("-C", str(ready), "build")[0] == 0
    page = ready / "dist/ja/alpha-vs-beta.md"
    page.chmod(0o444)
    before = page.read_bytes()
    code, _, err = run_cli("-C", str(ready), "build")
    assert code == 0 and "read-only" not in err
    assert page.read_bytes() == before
