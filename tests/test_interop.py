"""Interop: translate-toolkit's pofilter, with the checks that apply, finds nothing to fix.

GNU msgfmt --check runs in test_shipped.py. Two pofilter checks are left out, each covered
by a comparekit check that understands CJK text:
- notranslatewords matches whole words, and Japanese and Korean attach particles to product
  names ("Dynamo는"): comparekit's protected-term check;
- numbers wants exactly the same numbers, but "May 2026" is 「2026年5月」 and "none" may
  be 「1つもない」: comparekit's number check requires every English number, in ASCII.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from comparekit.sources.settings import load_settings

REPO = Path(__file__).resolve().parent.parent
POFILTER_CHECKS = (
    "pythonbraceformat",
    "urls",
    "newlines",
    "xmltags",
    "escapes",
    "emails",
    "untranslated",
    "isfuzzy",
    "nplurals",
    "startwhitespace",
    "endwhitespace",
    "tabs",
)


@pytest.mark.skipif(
    shutil.which("pofilter") is None and not os.environ.get("CI"),
    reason="translate-toolkit is not installed (pip install -e '.[test]')",
)
@pytest.mark.parametrize("tag", ["ja", "zh-Hant", "ko"])
def test_pofilter_finds_nothing(tag: str, tmp_path: Path) -> None:
    catalog = load_settings(REPO).catalog_path(tag)
    report = tmp_path / "failures.po"
    checks = [argument for check in POFILTER_CHECKS for argument in ("-t", check)]
    result = subprocess.run(
        ["pofilter", *checks, str(catalog), str(report)], check=True, capture_output=True, text=True
    )
    assert "processing 1 files" in result.stdout + result.stderr
    # pofilter exits 0 either way; its output is a PO of the failing units only, and is
    # not written at all when nothing fails.
    text = report.read_text(encoding="utf-8") if report.exists() else ""
    failing = [line for line in text.splitlines() if line.startswith("# (pofilter)")]
    assert failing == []
