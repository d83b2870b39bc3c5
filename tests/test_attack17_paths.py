"""A project deep in folders (attack 17b, M2): its catalog's path, flattened into the name of
the cache's hash record, was longer than a file name may be, and every command failed with
"shorten the name" for a name the user never chose."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

from comparekit.catalogs.contenthash import _hash_record

Cli = Callable[..., tuple[int, str, str]]


def test_a_project_below_long_folder_names_builds_and_checks(
    ready: Path, tmp_path: Path, run_cli: Cli
) -> None:
    deep = tmp_path / ("L" * 200) / ("M" * 200) / "proj"
    shutil.copytree(ready, deep)
    for command in ("update", "check", "build"):
        code, _, err = run_cli("-C", str(deep), command)
        assert (command, code, "Traceback" in err) == (command, 0, False), err
    assert all(len(record.name) <= 255 for record in (deep / ".comparekit-cache").rglob("*"))


def test_a_long_path_keeps_a_record_of_its_own(tmp_path: Path) -> None:
    # (two catalogs whose long paths end alike are told apart by the digest of the whole)
    one = tmp_path / ("A" * 240) / "locales/ja/LC_MESSAGES/messages.po"
    other = tmp_path / ("B" * 240) / "locales/ja/LC_MESSAGES/messages.po"
    names = {_hash_record(one, tmp_path).name, _hash_record(other, tmp_path).name}
    assert len(names) == 2 and all(len(name) <= 255 for name in names)
    short = tmp_path / "locales/ja/LC_MESSAGES/messages.po"
    assert _hash_record(short, tmp_path).name.endswith("locales_ja_LC_MESSAGES_messages_po.stat")


def test_a_source_named_longer_than_a_slug_may_be_is_refused_before_any_write(
    ready: Path, run_cli: Cli
) -> None:
    # (250 characters passed validate, and build --into then failed on its temporary file's
    # name, longer than 255 bytes, after writing part of the site: attack 17b, M5)
    comparisons = ready / "articles" / "comparisons"
    source = next(comparisons.glob("*.yaml"))
    long = comparisons / f"{'a' * 250}.yaml"
    long.write_bytes(source.read_bytes())
    for command in ("validate", "build"):
        code, _, err = run_cli("-C", str(ready), command)
        assert code == 1 and "Traceback" not in err
        assert f"articles/comparisons/{long.name}: [unsafe-slug]" in err
        assert "250 characters, longer than an id may be" in err
    assert not (ready / "dist").exists()
