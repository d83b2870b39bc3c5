"""One rule for every path comparekit writes or removes: only what it can prove it made.

Each case is a finding of issue 26 ("Trust, round three"), rebuilt as it was found: the
command must refuse (exit 1, one problem naming the path, no traceback) or leave alone,
and no byte of the user's files may change.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from comparekit.cache import Shelf, entry_key
from comparekit.ownership import CACHE_MARKER, OUTPUT_MARKER, PAGES_MARKER
from conftest import everything

Cli = Callable[..., tuple[int, str, str]]
CACHE = ".comparekit-cache"


def user_folder(folder: Path) -> Path:
    """A folder of the user's, holding what a cache would clear: documents/ and checks/."""
    for name in ("documents", "checks", "pages/plain"):
        (folder / name).mkdir(parents=True, exist_ok=True)
        (folder / name / "letter.txt").write_text("mine\n", encoding="utf-8")
        (folder / name / "0123456789abcdef0123456789abcdef").write_bytes(b"also mine\n")
    (folder / "notes.txt").write_text("keep\n", encoding="utf-8")
    return folder


def set_cache(root: Path, value: str) -> None:
    pyproject = root / "pyproject.toml"
    text = pyproject.read_text(encoding="utf-8")
    setting = f"[tool.comparekit]\ncache = {value!r}\n"
    pyproject.write_text(text.replace("[tool.comparekit]\n", setting), encoding="utf-8")


# --- 1. the cache is claimed like the output folder ---------------------------------------

CACHE_REFUSED = {
    "a folder of the user's outside the project": ("../home", "has files comparekit did not write"),
    "the project": (".", "would be inside or hold the project"),
    "the sources": ("articles", "would be inside or hold the sources"),
    "inside the catalogs": ("locales/cache", "would be inside or hold the catalogs"),
    "the settings file": ("pyproject.toml", "the cache path is a file"),
    "a folder of the user's named like a cache's part": ("mine", "did not write"),
}


@pytest.mark.parametrize("case", sorted(CACHE_REFUSED))
@pytest.mark.parametrize("command", ["validate", "check", "build", "status"])
def test_a_cache_setting_pointing_at_the_users_files_is_refused(
    case: str, command: str, ready: Path, run_cli: Cli
) -> None:
    value, message = CACHE_REFUSED[case]
    user_folder(ready.parent / "home")
    (ready / "mine/documents").mkdir(parents=True)
    (ready / "mine/documents/report.txt").write_text("mine\n", encoding="utf-8")
    set_cache(ready, value)
    before = everything(ready.parent)
    code, _, err = run_cli("-C", str(ready), command)
    assert code == 1, err
    assert "[cache-folder]" in err and message in err and "Traceback" not in err
    shown = str(ready / value) if value.startswith("..") else value
    assert err.startswith(f"{shown}: [cache-folder]"), err  # the path, as the user wrote it
    assert everything(ready.parent) == before


def test_a_cache_that_is_a_link_to_the_users_folder_is_refused(
    ready: Path, tmp_path: Path, run_cli: Cli
) -> None:
    """A cache restored from elsewhere can be a link: what it leads to is held to the rule."""
    user_folder(tmp_path / "home")
    shutil.rmtree(ready / CACHE)
    (ready / CACHE).symlink_to(tmp_path / "home")
    before = everything(tmp_path)
    code, _, err = run_cli("-C", str(ready), "validate")
    assert code == 1 and "[cache-folder]" in err and CACHE in err and "Traceback" not in err
    assert everything(tmp_path) == before


def test_a_cache_whose_marker_is_a_link_or_damaged_is_refused(
    ready: Path, tmp_path: Path, run_cli: Cli
) -> None:
    assert run_cli("-C", str(ready), "validate")[0] == 0
    marker = ready / CACHE / CACHE_MARKER
    victim = tmp_path / "victim.txt"
    victim.write_bytes(marker.read_bytes())
    marker.unlink()
    marker.symlink_to(victim)
    before = everything(tmp_path)
    code, _, err = run_cli("-C", str(ready), "build")
    assert code == 1 and "[cache-folder]" in err and "Traceback" not in err
    assert everything(tmp_path) == before


def test_a_new_cache_is_made_and_marked_and_an_older_one_is_adopted(
    ready: Path, run_cli: Cli
) -> None:
    assert run_cli("-C", str(ready), "build")[0] == 0
    marker = ready / CACHE / CACHE_MARKER
    assert marker.read_bytes().startswith(b"Signature: 8a477f597d28d172789f06886806bc55")
    marker.unlink()  # as an older comparekit left it
    assert run_cli("-C", str(ready), "check")[0] == 0
    assert marker.is_file()


def test_a_shelf_removes_only_files_of_its_own_names(tmp_path: Path) -> None:
    folder = user_folder(tmp_path / "shelf") / "documents"
    shelf = Shelf(folder)
    shelf.put(b"key", "value")
    shelf.save()
    assert (folder / entry_key(b"key".hex()).hex()).is_file()
    assert (folder / "letter.txt").read_text(encoding="utf-8") == "mine\n"
    stale = folder / entry_key(b"old".hex()).hex()
    stale.write_bytes(b"an entry no run uses")
    Shelf(folder).save()
    assert not stale.exists() and (folder / "letter.txt").exists()


# --- 2. every file a command writes because the user named it -----------------------------

EXPORTS = {
    "xliff export over a catalog": (
        ["xliff", "export", "ja", "locales/ja/LC_MESSAGES/messages.po"],
        "inside the catalogs",
    ),
    "tm export over a source": (["tm", "export", "articles/hub.yaml"], "inside the sources"),
    "status --html over the settings": (
        ["status", "--html", "pyproject.toml"],
        "would replace the settings",
    ),
    "status --html over a template": (
        ["status", "--html", "templates/comparison.md.j2"],
        "inside the templates",
    ),
    "tm export into the cache": (["tm", "export", f"{CACHE}/export.tmx"], "inside the cache"),
    "tm export over the project": (["tm", "export", "."], "is a folder"),
    "xliff export through a link": (["xliff", "export", "ja", "link.xlf"], "symbolic link"),
    "status --html into a FIFO": (["status", "--html", "fifo.html"], "special file"),
    "tm export into a git folder": (["tm", "export", ".git/config"], "git repository"),
    # The seventh attack's F9: the next build removed it without a word.
    "status --html into the output folder": (
        ["status", "--html", "dist/status.html"],
        "inside the output folder",
    ),
}


@pytest.mark.parametrize("case", sorted(EXPORTS))
def test_a_file_a_command_exports_never_replaces_the_users_files(
    case: str, ready: Path, tmp_path: Path, run_cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    args, message = EXPORTS[case]
    assert run_cli("-C", str(ready), "validate")[0] == 0  # the cache exists
    (ready / ".git").mkdir()
    (ready / ".git/config").write_text("[core]\n", encoding="utf-8")
    (tmp_path / "notes.txt").write_text("mine\n", encoding="utf-8")
    (ready / "link.xlf").symlink_to(tmp_path / "notes.txt")
    os.mkfifo(ready / "fifo.html")
    monkeypatch.chdir(ready)
    before = everything(tmp_path)
    code, _, err = run_cli("-C", str(ready), *args)
    assert code == 2, err  # a path to name again: a usage error, whatever is wrong with it
    assert "[output-file]" in err and message in err and "Traceback" not in err
    assert err.startswith(args[-1]), err  # the path, as the user wrote it
    assert everything(tmp_path) == before


def test_a_new_export_file_is_written(ready: Path, tmp_path: Path, run_cli: Cli) -> None:
    target = tmp_path / "out" / "status.html"
    target.parent.mkdir()
    code, _, err = run_cli("-C", str(ready), "status", "--html", str(target))
    assert code == 0, err
    assert target.read_text(encoding="utf-8").startswith("<!")


# --- 3. leftovers of a killed build: only what comparekit marked --------------------------


@pytest.mark.parametrize("kind", ["old", "pages", "build"])
def test_a_users_folder_named_like_a_leftover_is_kept(kind: str, ready: Path, run_cli: Cli) -> None:
    mine = ready / f".dist.{kind}-backup"
    mine.mkdir()
    (mine / "page.md").write_text("my only copy\n", encoding="utf-8")
    (mine / OUTPUT_MARKER).mkdir()  # named like the marker, but a folder: no proof
    before = everything(mine)
    assert run_cli("-C", str(ready), "build")[0] == 0
    assert everything(mine) == before


@pytest.mark.parametrize(("kind", "marker"), [("old", OUTPUT_MARKER), ("pages", PAGES_MARKER)])
def test_a_leftover_comparekit_marked_is_removed(
    kind: str, marker: str, ready: Path, run_cli: Cli
) -> None:
    leftover = ready / f".dist.{kind}-x1y2z3"
    leftover.mkdir()
    (leftover / marker).write_bytes(b"")
    (leftover / "page.md").write_text("left by a killed build\n", encoding="utf-8")
    assert run_cli("-C", str(ready), "build")[0] == 0
    assert not leftover.exists()


def test_a_build_without_a_cache_leaves_no_page_store(ready: Path, run_cli: Cli) -> None:
    set_cache(ready, "")
    assert run_cli("-C", str(ready), "build")[0] == 0
    assert not list(ready.glob(".dist.*"))
    assert (ready / "dist/ja/alpha-vs-beta.md").is_file()


# --- 5. special files planted in the cache ------------------------------------------------


def comparekit(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "comparekit", "-C", str(root), *args],
        capture_output=True,
        text=True,
        check=False,
        timeout=120,  # a FIFO opened for reading would hang it forever
    )


def test_fifos_planted_in_the_cache_are_misses_and_hang_nothing(
    ready: Path, tmp_path: Path
) -> None:
    for args in (["build"], ["check"], ["status"]):
        assert comparekit(ready, *args).returncode == 0
    clean = everything(ready / "dist")
    files = [p for p in (ready / CACHE).rglob("*") if p.is_file() and p.name != CACHE_MARKER]
    assert any(p.name == "lock" for p in files) and len(files) > 20
    for file in files:
        file.unlink()
        os.mkfifo(file)
    shutil.rmtree(ready / "dist")  # so the build cannot stop at "nothing changed"
    for args in (["validate"], ["build"], ["check"], ["status"]):
        done = comparekit(ready, *args)
        assert done.returncode == 0, (args, done.stderr)
        assert "Traceback" not in done.stderr
    assert everything(ready / "dist") == clean


# --- 4. init into an existing folder ------------------------------------------------------


def test_init_keeps_the_users_gitignore_lines_and_adds_the_missing_ones(
    tmp_path: Path, run_cli: Cli
) -> None:
    folder = tmp_path / "site"
    folder.mkdir()
    (folder / ".gitignore").write_text("secrets/\n.env\ndist/", encoding="utf-8")
    (folder / "README.md").write_text("my notes\n", encoding="utf-8")
    code, _, err = run_cli("init", str(folder))
    assert code == 0, err
    lines = (folder / ".gitignore").read_text(encoding="utf-8")
    assert lines == "secrets/\n.env\ndist/\ndist-*/\n.comparekit-cache/\n"
    assert (folder / "README.md").read_text(encoding="utf-8") == "my notes\n"
    assert run_cli("-C", str(folder), "build")[0] == 0


def test_init_has_git_merge_review_records_line_by_line_and_keeps_the_users_attributes(
    tmp_path: Path, run_cli: Cli
) -> None:
    """A new project's .gitattributes makes git merge two branches' approvals as a set (as
    git itself reads it: ``git check-attr``); a user's own file keeps every byte, its
    CRLF line ends and a Latin-1 comment included, and gains only the line it lacks."""
    import subprocess

    fresh, theirs = tmp_path / "fresh", tmp_path / "theirs"
    theirs.mkdir()
    own = b"# caf\xe9 files\r\n*.png binary\r\n"
    (theirs / ".gitattributes").write_bytes(own)
    for folder in (fresh, theirs):
        code, _, err = run_cli("init", str(folder), "--locale", "ja")
        assert code == 0, err
        subprocess.run(["git", "init", "-q", str(folder)], check=True)
        asked = ["git", "-C", str(folder), "check-attr", "merge", "locales/ja/approved.txt"]
        said = subprocess.run(asked, check=True, capture_output=True, text=True).stdout
        assert said == "locales/ja/approved.txt: merge: union\n"
    added = b"locales/*/approved.txt merge=union\r\n"
    assert (theirs / ".gitattributes").read_bytes() == own + added


INIT_CLASHES = {
    "a template of the user's": ("templates/comparison.md.j2", "my template\n"),
    "a catalog of the user's": ("locales/messages.pot", 'msgid ""\nmsgstr ""\n'),
    "a Python project's settings": ("pyproject.toml", '[project]\nname = "mine"\n'),
    "a source of the user's": ("articles/hub.yaml", "title: mine\n"),
}


@pytest.mark.parametrize("case", sorted(INIT_CLASHES))
def test_init_refuses_before_writing_anything_naming_each_file_it_would_replace(
    case: str, tmp_path: Path, run_cli: Cli
) -> None:
    folder = tmp_path / "site"
    relative, text = INIT_CLASHES[case]
    (folder / relative).parent.mkdir(parents=True)
    (folder / relative).write_text(text, encoding="utf-8")
    (folder / "templates").mkdir(exist_ok=True)
    (folder / "templates/hub.md.j2").write_text("mine too\n", encoding="utf-8")
    (folder / ".gitignore").write_text("secrets/\n", encoding="utf-8")
    before = everything(folder)
    code, _, err = run_cli("init", str(folder))
    assert code == 1, err
    assert f"{folder / relative}: [init-would-replace]" in err and "Traceback" not in err
    assert f"{folder / 'templates/hub.md.j2'}: [init-would-replace]" in err
    assert everything(folder) == before


def test_init_does_not_write_through_a_link(tmp_path: Path, run_cli: Cli) -> None:
    folder = tmp_path / "site"
    folder.mkdir()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (folder / "templates").symlink_to(elsewhere)
    (folder / ".gitignore").symlink_to(tmp_path / "notes.txt")
    (tmp_path / "notes.txt").write_text("mine\n", encoding="utf-8")
    before = everything(tmp_path)
    code, _, err = run_cli("init", str(folder))
    assert code == 1 and "symbolic link" in err and "Traceback" not in err
    assert everything(tmp_path) == before


def test_init_into_a_project_it_made_changes_nothing(tmp_path: Path, run_cli: Cli) -> None:
    folder = tmp_path / "site"
    assert run_cli("init", str(folder))[0] == 0
    (folder / "pyproject.toml").unlink()  # the one file that says "a project is here"
    before = everything(folder)
    assert run_cli("init", str(folder))[0] == 0
    after = everything(folder)
    assert after.pop("pyproject.toml") and after == before


# --- 6. an in-place edit with its modification time set back ------------------------------


def age(root: Path) -> None:
    """Every file of the project modified an hour ago: what the cache records is settled."""
    hour_ago = time.time_ns() - 3600 * 10**9
    for path in root.rglob("*"):
        if path.is_file() and CACHE not in path.parts:
            os.utime(path, ns=(hour_ago, hour_ago))


def edit_in_place(path: Path, old: str, new: str) -> None:
    """Rewrite ``path`` in place, same size, and set its times back (``touch -r``)."""
    assert len(old.encode()) == len(new.encode())
    times = path.stat()
    data = path.read_bytes()
    assert old.encode() in data
    with path.open("r+b") as stream:  # the same inode, as an editor saving in place
        stream.write(data.replace(old.encode(), new.encode()))
    os.utime(path, ns=(times.st_atime_ns, times.st_mtime_ns))
    assert path.stat().st_size == times.st_size


def test_a_catalog_edited_in_place_with_its_time_set_back_is_built_again(
    ready: Path, run_cli: Cli
) -> None:
    age(ready)
    assert run_cli("-C", str(ready), "build")[0] == 0
    assert "nothing changed" in run_cli("-C", str(ready), "build")[1]
    edit_in_place(ready / "locales/ja/LC_MESSAGES/messages.po", "[ja] Fast.", "[ja] FAST.")
    code, out, err = run_cli("-C", str(ready), "build")
    assert code == 0 and "nothing changed" not in out, err
    assert "[ja] FAST." in (ready / "dist/ja/alpha-vs-beta.md").read_text(encoding="utf-8")


def test_a_source_edited_in_place_with_its_time_set_back_is_built_again(
    ready: Path, run_cli: Cli
) -> None:
    age(ready)
    assert run_cli("-C", str(ready), "build")[0] == 0
    assert "nothing changed" in run_cli("-C", str(ready), "build")[1]
    edit_in_place(ready / "articles/comparisons/alpha-vs-beta.yaml", "Fast.", "Swift")
    code, out, err = run_cli("-C", str(ready), "build", "--allow-fallback")
    assert code == 0 and "nothing changed" not in out, err
    assert "Swift" in (ready / "dist/en/alpha-vs-beta.md").read_text(encoding="utf-8")


def test_a_folder_of_the_cache_that_is_a_link_is_never_written_through(
    ready: Path, tmp_path: Path, run_cli: Cli
) -> None:
    """A restored cache bringing ``documents`` and ``checks`` as links to the user's files."""
    assert run_cli("-C", str(ready), "check")[0] == 0
    mine = user_folder(tmp_path / "mine")
    for name in ("documents", "checks", "pages/plain"):
        shutil.rmtree(ready / CACHE / name)
        (ready / CACHE / name).symlink_to(mine / name)
    before = everything(mine)
    for command in ("validate", "check", "build"):
        code, _, err = run_cli("-C", str(ready), command)
        assert code == 0 and "Traceback" not in err, err
    assert everything(mine) == before
    assert not (ready / CACHE / "documents").is_symlink()


# --- catalogs and the template: written through a link only onto a file -----------------

JA_CATALOG = "locales/ja/LC_MESSAGES/messages.po"


@pytest.mark.parametrize("what", ["link to a FIFO", "dangling link", "FIFO", "folder"])
@pytest.mark.parametrize(
    ("command", "relative"),
    [(("update",), JA_CATALOG), (("extract",), "locales/messages.pot")],
    ids=["update", "extract"],
)
def test_a_catalog_or_template_that_is_no_file_is_never_replaced(
    what: str, command: tuple[str, ...], relative: str, ready: Path, tmp_path: Path, run_cli: Cli
) -> None:
    path = ready / relative
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    path.unlink()
    if what == "link to a FIFO":
        os.mkfifo(elsewhere / "fifo")
        path.symlink_to(elsewhere / "fifo")
    elif what == "dangling link":
        path.symlink_to(elsewhere / "nothing.po")
    elif what == "FIFO":
        os.mkfifo(path)
    else:
        path.mkdir()
    code, out, err = run_cli("-C", str(ready), *command)
    assert code == 1 and "Traceback" not in err, out + err
    assert "[output-file]" in err and relative.rsplit("/", 1)[-1] in err
    assert sorted(p.name for p in elsewhere.iterdir()) == (
        ["fifo"] if what == "link to a FIFO" else []
    )
    if what == "link to a FIFO":
        assert (elsewhere / "fifo").is_fifo()


def test_add_locale_onto_a_link_to_a_fifo_writes_nothing(
    ready: Path, tmp_path: Path, run_cli: Cli
) -> None:
    os.mkfifo(tmp_path / "fifo")
    catalog = ready / "locales/fr/LC_MESSAGES/messages.po"
    catalog.parent.mkdir(parents=True)
    catalog.symlink_to(tmp_path / "fifo")
    before = (ready / "pyproject.toml").read_bytes()
    code, _, err = run_cli("-C", str(ready), "add-locale", "fr")
    assert code == 1 and "[output-file]" in err and "Traceback" not in err
    assert (ready / "pyproject.toml").read_bytes() == before
    assert (tmp_path / "fifo").is_fifo()


@pytest.mark.parametrize("listed", ['["en", "ja"]', '["ja", "EN"]'])
def test_the_source_locale_listed_as_a_target_is_a_settings_problem(
    listed: str, ready: Path, run_cli: Cli
) -> None:
    pyproject = ready / "pyproject.toml"
    text = pyproject.read_text(encoding="utf-8")
    start = text.index("locales = [")
    pyproject.write_text(text[:start] + f"locales = {listed}" + text[text.index("]", start) + 1 :])
    for command in ("check", "build", "validate"):
        code, _, err = run_cli("-C", str(ready), command)
        assert code == 1 and "Traceback" not in err
        line = text[:start].count("\n") + 1
        assert f"pyproject.toml:{line}: [settings]" in err and "is the source locale" in err


@pytest.mark.parametrize(
    ("link", "target", "command"),
    [
        ("locales/messages.pot", "locales/ja/LC_MESSAGES/messages.po", "extract"),
        ("locales/ko/LC_MESSAGES/messages.po", "locales/ja/LC_MESSAGES/messages.po", "update"),
        ("schema/hub.schema.json", "articles/hub.yaml", "schema"),
        ("schema/hub.schema.json", "pyproject.toml", "schema"),
    ],
    ids=[
        "template onto a catalog",
        "catalog onto another",
        "schema onto a source",
        "schema onto settings",
    ],
)
def test_a_link_never_leads_a_write_onto_another_of_the_projects_files(
    link: str, target: str, command: str, shipped: Path, run_cli: Cli
) -> None:
    assert run_cli("-C", str(shipped), "schema")[0] == 0  # every file in place first
    path = shipped / link
    path.unlink()
    path.symlink_to(os.path.relpath(shipped / target, path.parent))
    before = (shipped / target).read_bytes()
    code, out, err = run_cli("-C", str(shipped), command)
    assert code == 1 and "Traceback" not in err, out + err
    assert "[output-file]" in err and "another of the project's own files" in err
    assert (shipped / target).read_bytes() == before


def test_a_killed_builds_old_tree_is_emptied_marker_last(ready: Path, run_cli: Cli) -> None:
    """A build killed while it removed the tree it retired leaves the marker (so the next
    run knows the folder) or an empty folder (which loses nothing when removed): never a
    half-removed tree no run would touch again."""
    from comparekit.publishing.tree import MARKER, remove_marked_last

    for gone in (["page.md"], ["page.md", MARKER]):  # killed after the pages, or the marker
        leftover = ready / ".dist.old-k1ll3d"
        leftover.mkdir()
        (leftover / "page.md").write_text("an old page\n", encoding="utf-8")
        (leftover / MARKER).write_bytes(b"")
        for name in gone:
            (leftover / name).unlink()
        shutil.rmtree(ready / "dist", ignore_errors=True)  # a build that writes the output
        assert run_cli("-C", str(ready), "build")[0] == 0
        assert not leftover.exists()
    folder = ready / "retired"
    (folder / "sub").mkdir(parents=True)
    (folder / "sub" / "a.md").write_text("x")
    (folder / MARKER).write_bytes(b"")
    remove_marked_last(folder, MARKER)
    assert not folder.exists()
