"""How ``import`` writes: stopped at any write, a re-run completes it; done twice, or over
what an earlier import left obsolete, the catalogs stay ones msgfmt accepts."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
import yaml

from conftest import TARGETS, import_args, snapshot

Cli = Callable[..., tuple[int, str, str]]
SLUG, OTHER = "deepinfer-vs-vllm", "deepinfer-vs-sglang"


def msgfmt_check(root: Path) -> list[str]:
    """What ``msgfmt --check`` says of every catalog and compendium it rejects."""
    rejected = []
    for po in sorted((root / "locales").rglob("*.po")):
        done = subprocess.run(
            ["msgfmt", "--check", "-o", "/dev/null", str(po)], capture_output=True, text=True
        )
        if done.returncode != 0:
            rejected.append(done.stderr)
    return rejected


def without_next_links(root: Path) -> None:
    """The imported articles without their links to articles not imported, so they validate."""
    for path in (root / "articles/comparisons").glob("*.yaml"):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        data["next"] = []
        text = yaml.safe_dump(data, allow_unicode=True, sort_keys=False)
        path.write_text(text, encoding="utf-8")


def test_reimporting_a_removed_article(fresh: Path, shipped_export: Path, run_cli: Cli) -> None:
    args = import_args(shipped_export, SLUG)
    assert run_cli("-C", str(fresh), "import", *args)[0] == 0
    assert run_cli("-C", str(fresh), "import", *import_args(shipped_export, OTHER))[0] == 0
    without_next_links(fresh)
    assert run_cli("-C", str(fresh), "extract")[0] == 0
    assert run_cli("-C", str(fresh), "update")[0] == 0
    (fresh / f"articles/comparisons/{SLUG}.yaml").unlink()
    assert run_cli("-C", str(fresh), "extract")[0] == 0
    assert run_cli("-C", str(fresh), "update")[0] == 0  # the article's entries: obsolete
    assert (
        f'#~ msgctxt "comparisons/{SLUG}:'
        in (fresh / "locales/ja/LC_MESSAGES/messages.po").read_text()
    )
    code, _, err = run_cli("-C", str(fresh), "import", *args)
    assert code == 0, err
    assert msgfmt_check(fresh) == []
    without_next_links(fresh)
    assert run_cli("-C", str(fresh), "extract")[0] == 0
    assert run_cli("-C", str(fresh), "update")[0] == 0
    assert msgfmt_check(fresh) == []


STOP_AT_A_WRITE = """\
import os, sys
from comparekit.importing import importer as importing
from comparekit.cli import main

writes, limit = 0, int(sys.argv[1])
write = importing.write_text_atomic


def write_then_stop(path, text):
    global writes
    if writes == limit:
        os._exit(137)  # as kill -9 would: no cleanup, no exception handler
    write(path, text)
    writes += 1


importing.write_text_atomic = write_then_stop
sys.exit(main(sys.argv[2:]))
"""


def restore(root: Path, files: dict[str, bytes]) -> None:
    """Put the project back to ``files`` exactly (a snapshot), removing what it lacks."""
    for path in sorted(root.rglob("*"), reverse=True):
        if path.is_file() and str(path.relative_to(root)) not in files:
            path.unlink()
    for name, data in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_bytes(data)


def pages_with_a_new_dimension(export: Path, folder: Path) -> list[str]:
    """The import arguments of pages whose table has a row no dimension matches (Price)."""
    rows = {"en": "| Price | Free | Free |", "ja": "| 価格 | 無料 | 無料 |"}
    rows |= {"zh-Hant": "| 價格 | 免費 | 免費 |", "ko": "| 가격 | 무료 | 무료 |"}
    pages = {}
    for tag, row in rows.items():
        lines = (export / tag / f"{SLUG}.md").read_text().split("\n")
        end = next(n for n in range(1, len(lines)) if lines[n - 1][:1] == "|" != lines[n][:1])
        lines.insert(end, row)
        pages[tag] = folder / f"{tag}.md"
        pages[tag].write_text("\n".join(lines))
    return [str(pages["en"]), *(f"{tag}={pages[tag]}" for tag in TARGETS)]


@pytest.mark.parametrize("pages", ["shipped", "a new dimension"])
def test_import_killed_at_every_write(
    pages: str, fresh: Path, shipped_export: Path, run_cli: Cli, tmp_path: Path
) -> None:
    """Stopped before its first, second … write, an import leaves a project the same import
    run again completes: to the very bytes of an import never stopped."""
    if pages == "shipped":
        args = ["-C", str(fresh), "import", *import_args(shipped_export, SLUG)]
    else:
        args = ["-C", str(fresh), "import", *pages_with_a_new_dimension(shipped_export, tmp_path)]
    before = snapshot(fresh)
    assert run_cli(*args)[0] == 0
    finished = snapshot(fresh)
    assert (pages == "shipped") == (
        finished["articles/dimensions.yaml"] == before["articles/dimensions.yaml"]
    )
    article = f"articles/comparisons/{SLUG}.yaml"
    for limit in range(20):
        restore(fresh, before)
        stopped = subprocess.run(
            [sys.executable, "-c", STOP_AT_A_WRITE, str(limit), *args],
            capture_output=True,
            text=True,
            check=False,
        )
        if stopped.returncode == 0:  # fewer writes than the limit: the import finished
            assert snapshot(fresh) == finished
            break
        assert stopped.returncode == 137, stopped.stderr
        assert article not in snapshot(fresh)  # written last: the import is not done
        code, _, err = run_cli(*args)
        assert code == 0, f"stopped after {limit} writes, the re-run says: {err}"
        assert snapshot(fresh) == finished, f"stopped after {limit} writes"
    assert limit >= len(TARGETS) + 1  # the catalogs and the article, at least


def test_import_interrupted_after_a_write(
    fresh: Path, shipped_export: Path, run_cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ctrl-C between two writes: the message does not claim that nothing was written."""
    from comparekit.importing import importer as importing

    write = importing.write_text_atomic
    writes: list[Path] = []

    def write_then_interrupt(path: Path, text: str) -> None:
        if writes:
            raise KeyboardInterrupt
        write(path, text)
        writes.append(path)

    monkeypatch.setattr(importing, "write_text_atomic", write_then_interrupt)
    args = ["-C", str(fresh), "import", *import_args(shipped_export, SLUG)]
    code, _, err = run_cli(*args)
    assert code == 1
    assert err == "Interrupted: no file was left half written; run the command again to finish.\n"
    monkeypatch.undo()
    assert run_cli(*args)[0] == 0  # and the import run again finishes
