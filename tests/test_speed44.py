"""Speed, session 44: what one command's cache keeps is not lost to another's."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from comparekit.catalogs import formatflags
from comparekit.checks.check import check_project
from comparekit.sources.settings import load_settings


def test_status_keeps_the_verdicts_check_remembered_that_it_did_not_ask_for(
    ready: Path, monkeypatch: pytest.MonkeyPatch, run_cli: Callable[..., tuple[int, str, str]]
) -> None:
    """``status`` reads check's translation verdicts from the same shelf; it dropped every
    other kind (the format flags of each catalog), so the next check, and the preview's
    next refresh after an edit, read each catalog whole for them again."""
    check_project(load_settings(ready))  # remembers every verdict
    read: list[Path] = []
    real = formatflags._marked_entries

    def counting(path: Path, *rest: object) -> object:
        read.append(path)
        return real(path, *rest)  # type: ignore[arg-type]

    monkeypatch.setattr(formatflags, "_marked_entries", counting)
    assert run_cli("-C", str(ready), "status")[0] == 0
    check_project(load_settings(ready))
    assert read == []
    catalog = ready / "locales" / "ja" / "LC_MESSAGES" / "messages.po"
    catalog.write_text(catalog.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    check_project(load_settings(ready))
    assert read == [catalog]  # the catalog that changed, alone
