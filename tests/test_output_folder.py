"""The output folder is comparekit's alone: it never replaces a folder it did not make."""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from pathlib import Path

import pytest

from conftest import everything

Cli = Callable[..., tuple[int, str, str]]


REFUSED = {
    "the sources": ("articles", "would replace the sources"),
    "the project": (".", "would replace the project"),
    "a folder holding the project": ("..", "would replace the project"),
    "the catalogs": ("locales", "would replace the catalogs"),
    "inside the sources": ("articles/out", "would replace the sources"),
    "the cache": (".comparekit-cache", "would replace the cache"),
    "a file": ("pyproject.toml", "the output path is a file"),
    "the file-system root": ("/", "the output folder is the file-system root"),
    "a site folder": ("site", "has files comparekit did not write"),
    "a git repository": ("repo", "holds a git repository"),
}


@pytest.mark.parametrize("case", sorted(REFUSED))
def test_an_output_folder_it_did_not_make_is_refused_and_untouched(
    case: str, ready: Path, run_cli: Cli
) -> None:
    out, message = REFUSED[case]
    (ready / "site").mkdir()
    (ready / "site/hugo.toml").write_text("baseURL = '/'\n", encoding="utf-8")
    (ready / "repo/.git").mkdir(parents=True)
    assert run_cli("-C", str(ready), "build")[0] == 0  # a cache and a dist of its own
    before = everything(ready.parent)
    code, _, err = run_cli("-C", str(ready), "build", "--out", str(ready / out))
    assert code == 1, err
    assert "[output-folder]" in err and message in err and "Traceback" not in err
    assert everything(ready.parent) == before


def test_an_empty_or_new_folder_is_taken_and_marked(ready: Path, run_cli: Cli) -> None:
    (ready / "empty").mkdir()
    assert run_cli("-C", str(ready), "build", "--out", str(ready / "empty"))[0] == 0
    assert (ready / "empty/.comparekit-output").is_file()
    assert run_cli("-C", str(ready), "build", "--out", str(ready / "new/site"))[0] == 0
    assert (ready / "new/site/ja/index.md").is_file()
    (ready / "empty/ja/stale.md").write_text("gone on the next build", encoding="utf-8")
    assert run_cli("-C", str(ready), "build", "--out", str(ready / "empty"))[0] == 0
    assert not (ready / "empty/ja/stale.md").exists()


def test_a_symlinked_output_is_refused_and_its_target_named_is_built(
    ready: Path, tmp_path: Path, run_cli: Cli
) -> None:
    """A build writes through no link it did not make (the eighth attack's r25): the
    folder the link leads to is built when named itself."""
    web_root = tmp_path / "www"
    web_root.mkdir()
    (ready / "dist").symlink_to(web_root)
    code, _, err = run_cli("-C", str(ready), "build")
    assert code == 1 and "[output-folder]" in err and "symbolic link" in err, err
    assert list(web_root.iterdir()) == []
    assert run_cli("-C", str(ready), "build", "--out", str(web_root))[0] == 0
    assert (ready / "dist").is_symlink()
    assert (web_root / "ja/alpha-vs-beta.md").is_file()


def test_the_output_keeps_the_umasks_permissions(ready: Path, run_cli: Cli) -> None:
    old = os.umask(0o022)
    try:
        assert run_cli("-C", str(ready), "build")[0] == 0
    finally:
        os.umask(old)
    assert stat.S_IMODE((ready / "dist").stat().st_mode) == 0o755
    assert stat.S_IMODE((ready / "dist/ja").stat().st_mode) == 0o755
