"""The fourth outside attack: paths that led comparekit to delete or take over a user's files.

Each attack is a small named fixture with the exit code, the problem code and the file it
must name, no traceback, and every byte of the user's files as it was.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from userfiles import assert_refused, user_files

Cli = Callable[..., tuple[int, str, str]]


# 1. (A12/A13) An output folder that is, holds or lies inside the --into site.


def marked_output(folder: Path) -> None:
    """A folder an earlier build made, so comparekit's marker is in it."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / ".comparekit-output").write_bytes(b"")


@pytest.mark.parametrize("through", ["path", "link"])
def test_output_inside_the_into_site_is_refused_before_a_write(
    through: str, ready: Path, tmp_path: Path, run_cli: Cli
) -> None:
    site = tmp_path / "S"
    marked_output(site / "content")  # a first run made S/content comparekit's
    (site / "content/en").mkdir()
    (site / "content/en/mypage.md").write_text("my page\n")
    (site / "hugo.toml").write_text('title = "mine"\n')
    out = site / "content"
    if through == "link":
        out = tmp_path / "out-link"
        out.symlink_to(site / "content")
    before = user_files(site)
    result = run_cli(
        "-C", str(ready), "build", "--site", "hugo", "--out", str(out), "--into", str(site)
    )
    assert_refused(result, 2, "output-folder", str(site), "out")
    assert user_files(site) == before


def test_into_site_inside_the_output_folder_is_refused(
    ready: Path, tmp_path: Path, run_cli: Cli
) -> None:
    out = tmp_path / "O"
    marked_output(out)
    (out / "mysite").mkdir()
    (out / "mysite/hugo.toml").write_text('title = "mine"\n')
    before = user_files(out)
    result = run_cli(
        "-C",
        str(ready),
        "build",
        "--site",
        "hugo",
        "--out",
        str(out),
        "--into",
        str(out / "mysite"),
    )
    assert_refused(result, 2, "output-folder", str(out / "mysite"))
    assert user_files(out) == before


def test_the_output_setting_inside_the_site_is_refused(
    ready: Path, tmp_path: Path, run_cli: Cli
) -> None:
    pyproject = ready / "pyproject.toml"
    pyproject.write_text(pyproject.read_text() + 'output = "../S/content"\n')
    site = tmp_path / "S"
    (site / "hugo.toml").parent.mkdir()
    (site / "hugo.toml").write_text('title = "mine"\n')
    marked_output(site / "content-hugo")
    (site / "content-hugo/mine.md").write_text("mine\n")
    before = user_files(site)
    result = run_cli("-C", str(ready), "build", "--site", "hugo", "--into", str(site))
    assert_refused(result, 2, "output-folder", "content-hugo", str(site))
    assert user_files(site) == before


def test_a_missing_into_site_is_refused_before_the_build(
    ready: Path, tmp_path: Path, run_cli: Cli
) -> None:
    before = user_files(ready)
    result = run_cli(
        "-C", str(ready), "build", "--site", "hugo", "--into", str(tmp_path / "nosite")
    )
    assert_refused(result, 2, "into-site", "nosite")
    assert user_files(ready) == before
    assert not (ready / "dist-hugo").exists()


# 2. (A78) `update` removed the user's files named like its temporary files.


def test_update_keeps_files_merely_named_like_its_temporary_files(
    ready: Path, run_cli: Cli
) -> None:
    mine = {
        "locales/ja/LC_MESSAGES/.messages.po.mynotes.tmp": b"notes\n",
        "locales/archive/.messages.pot.2024.tmp": b"an old template\n",
        "locales/ko/LC_MESSAGES/.messages.po.999999999-abcd1234.tmp": b"my own notes\n",
    }
    for name, data in mine.items():
        (ready / name).parent.mkdir(parents=True, exist_ok=True)
        (ready / name).write_bytes(data)
    code, _, err = run_cli("-C", str(ready), "update")
    assert code == 0, err
    assert "Traceback" not in err
    for name, data in mine.items():
        assert (ready / name).read_bytes() == data
    # The one with comparekit's exact name but not its content: kept, and said so.
    assert "[catalog-leftover]" in err and ".messages.po.999999999-abcd1234.tmp" in err
    assert "mynotes" not in err


def test_update_removes_a_killed_runs_own_leftover(ready: Path, run_cli: Cli) -> None:
    catalog = ready / "locales/ja/LC_MESSAGES/messages.po"
    leftover = catalog.with_name(".messages.po.999999999-x1y2z3_4.tmp")
    leftover.write_bytes(catalog.read_bytes()[:200])  # cut short by the kill
    code, _, err = run_cli("-C", str(ready), "update")
    assert code == 0, err
    assert not leftover.exists()
    assert "catalog-leftover" not in err


# 3. (A10) A user's folder taken over as an older comparekit's cache.


def test_a_folder_with_cache_names_but_user_files_is_not_a_legacy_cache(
    ready: Path, tmp_path: Path, run_cli: Cli
) -> None:
    folder = tmp_path / "ud1"
    (folder / "documents").mkdir(parents=True)
    (folder / "pages").mkdir()
    (folder / "documents/thesis.txt").write_text("precious\n")
    (folder / "pages/p.md").write_text("mine\n")
    (folder / "lock").write_bytes(b"")
    pyproject = ready / "pyproject.toml"
    pyproject.write_text(pyproject.read_text() + 'cache = "../ud1"\n')
    before = user_files(folder)
    result = run_cli("-C", str(ready), "build")
    assert_refused(result, 1, "cache-folder", "documents/thesis.txt")
    assert user_files(folder) == before


# 4. (A11) The output marker as a link to any file.


def test_a_linked_output_marker_proves_nothing(ready: Path, tmp_path: Path, run_cli: Cli) -> None:
    out = tmp_path / "uo1"
    out.mkdir()
    (out / "notes.txt").write_text("my notes\n")
    (tmp_path / "anything").write_bytes(b"")
    (out / ".comparekit-output").symlink_to(tmp_path / "anything")
    before = user_files(out)
    result = run_cli("-C", str(ready), "build", "--out", str(out))
    assert_refused(result, 1, "output-folder", "uo1")
    assert user_files(out) == before
    assert (out / ".comparekit-output").is_symlink()


def test_a_marker_with_other_content_does_not_make_a_killed_builds_leftover(
    ready: Path, tmp_path: Path, run_cli: Cli
) -> None:
    mine = tmp_path / ".out.build-mine"  # named like a stage a killed build left
    mine.mkdir()
    (mine / "notes.txt").write_text("my notes\n")
    (mine / ".comparekit-output").write_text("not what comparekit writes\n")
    before = user_files(mine)
    code, _, err = run_cli("-C", str(ready), "build", "--out", str(tmp_path / "out"))
    assert code == 0, err
    assert "Traceback" not in err
    assert user_files(mine) == before


# 5. (A84/A86/A87) -C: the folder named, and nothing above it.


@pytest.mark.parametrize("kind", ["loop", "missing", "file"])
def test_a_project_folder_that_is_not_one_is_a_usage_error(
    kind: str, tmp_path: Path, run_cli: Cli, tmp_project: Path
) -> None:
    named = tmp_project / kind
    if kind == "loop":
        named.symlink_to(named.name)
    elif kind == "file":
        named.write_text("a file\n")
    before = user_files(tmp_project)
    result = run_cli("-C", str(named), "build")
    assert_refused(result, 2, "no-project", str(named))
    assert user_files(tmp_project) == before
    assert not (tmp_project / "dist").exists()


def test_project_folder_without_comparekit_is_not_its_parent(
    tmp_project: Path, run_cli: Cli
) -> None:
    child = tmp_project / "child"
    child.mkdir()
    (child / "pyproject.toml").write_text('[project]\nname = "child"\n')
    before = user_files(tmp_project)
    result = run_cli("-C", str(child), "add-locale", "fr")
    assert_refused(result, 2, "no-project", str(child), "comparekit init")
    assert user_files(tmp_project) == before
    assert not (tmp_project / "locales/fr").exists()


def test_the_upward_search_stops_at_another_pyproject(
    tmp_project: Path, run_cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    child = tmp_project / "child"
    child.mkdir()
    (child / "pyproject.toml").write_text('[project]\nname = "child"\n')
    before = user_files(tmp_project)
    monkeypatch.chdir(child)
    result = run_cli("add-locale", "fr")
    assert_refused(result, 1, "no-project", str(child / "pyproject.toml"))
    assert user_files(tmp_project) == before


# 6. (A53/A54, A15/A34, A33) Faults of the machine and refusals carry a problem code.


def test_a_symlink_loop_among_the_sources_is_a_coded_problem(
    tmp_project: Path, run_cli: Cli
) -> None:
    loop = tmp_project / "articles/products/loopy.yaml"
    loop.symlink_to(loop.name)
    before = user_files(tmp_project)
    result = run_cli("-C", str(tmp_project), "build")
    assert_refused(result, 1, "symlink-loop", "loopy.yaml")
    assert user_files(tmp_project) == before


def test_a_file_name_too_long_is_a_coded_problem(tmp_project: Path, run_cli: Cli) -> None:
    before = user_files(tmp_project)
    result = run_cli("-C", str(tmp_project), "build", "--out", "x" * 300)
    assert_refused(result, 1, "name-too-long", "x" * 300)
    # A slug that long is a wrong argument, refused before any file is named by it.
    result = run_cli("-C", str(tmp_project), "new-product", "x" * 300)
    assert_refused(result, 2, "unsafe-slug", "300 characters")
    assert user_files(tmp_project) == before


def test_a_comparison_that_exists_is_a_coded_problem(tmp_project: Path, run_cli: Cli) -> None:
    before = user_files(tmp_project)
    result = run_cli("-C", str(tmp_project), "new", "alpha-vs-beta", "--vs", "beta")
    assert_refused(result, 1, "comparison-exists", "articles/comparisons/alpha-vs-beta.yaml")
    assert user_files(tmp_project) == before
