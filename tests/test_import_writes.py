"""How ``import`` writes: stopped at any write, a re-run completes it; done twice, or over
what an earlier import left obsolete, the catalogs stay ones msgfmt accepts."""

from __future__ import annotations

import subprocess
from collections.abc import Callable
from pathlib import Path

import yaml

from conftest import import_args

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
