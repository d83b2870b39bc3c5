"""The checks' verdicts kept between runs: a string checked once is not checked again until
it, its locale's terms or comparekit change; a damaged file of them is a miss."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from comparekit.catalogs import rules
from comparekit.rendering import verdicts
from comparekit.sources.settings import load_settings

Cli = Callable[..., tuple[int, str, str]]


@pytest.fixture
def checked(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The translations the checkers look at, as they look at them."""
    seen: list[str] = []

    def counting(english: str, translation: str, *rest: object) -> tuple[rules.Finding, ...]:
        seen.append(translation)
        return rules.check_text(english, translation, *rest)  # type: ignore[arg-type]

    monkeypatch.setattr(verdicts, "check_text", counting)
    return seen


def _touch_accessed(root: Path) -> None:
    """Change the article's access date: every page of it is rendered again, with the same
    translations."""
    article = root / "articles/comparisons/alpha-vs-beta.yaml"
    text = article.read_text(encoding="utf-8")
    article.write_text(re.sub(r"accessed: .*", "accessed: 2026-10-21", text), encoding="utf-8")


def test_a_page_rendered_again_checks_none_of_its_unchanged_strings(
    ready: Path, run_cli: Cli, checked: list[str]
) -> None:
    assert run_cli("-C", str(ready), "build")[0] == 0
    assert checked  # the first build checks every translation
    checked.clear()
    _touch_accessed(ready)
    code, out, _ = run_cli("-C", str(ready), "build")
    assert code == 0 and "(8 rendered, 0 unchanged)" in out  # its pages and the hubs
    assert checked == []
    # and check takes the build's verdicts too
    assert run_cli("-C", str(ready), "check")[0] == 0
    assert checked == []


def test_a_changed_translation_is_checked_and_refused_again(
    ready: Path, run_cli: Cli, checked: list[str]
) -> None:
    assert run_cli("-C", str(ready), "build")[0] == 0
    path = load_settings(ready).catalog_path("ko")
    text = path.read_text(encoding="utf-8").replace(
        'msgstr "[ko] They do different jobs."', 'msgstr "- [ko] They do different jobs."'
    )
    path.write_text(text, encoding="utf-8")
    checked.clear()
    assert run_cli("-C", str(ready), "build")[0] == 0
    assert "- [ko] They do different jobs." in checked
    assert not (ready / "dist/ko/alpha-vs-beta.md").exists()  # held back, as without a cache
    # remembered, the verdict still holds the page back
    _touch_accessed(ready)
    assert run_cli("-C", str(ready), "build")[0] == 0
    assert not (ready / "dist/ko/alpha-vs-beta.md").exists()


def test_a_damaged_or_planted_verdicts_file_is_a_miss(
    ready: Path, run_cli: Cli, checked: list[str]
) -> None:
    assert run_cli("-C", str(ready), "build")[0] == 0
    files = sorted((ready / ".comparekit-cache/verdicts").iterdir())
    assert len(files) == 3  # one per target locale
    files[0].write_bytes(files[0].read_bytes()[:40])  # truncated
    files[1].write_bytes(b"\x00" * 64)  # foreign
    files[2].unlink()
    checked.clear()
    _touch_accessed(ready)
    assert run_cli("-C", str(ready), "build")[0] == 0
    assert checked  # checked again, and kept again
    assert len(list((ready / ".comparekit-cache/verdicts").iterdir())) == 3


def test_verdicts_hold_for_one_locales_terms(tmp_path: Path) -> None:
    """A verdict worked out with other product names is not taken: the names decide it."""
    terms = rules.Terms(("Alpha",))
    memo = verdicts.CheckMemo(tmp_path / "verdicts", terms)
    assert memo.findings("Alpha is fast.", "Alphaは速い。", False, (), ()) == ()
    memo.save()
    again = verdicts.CheckMemo(tmp_path / "verdicts", terms)
    assert again.kept == memo.kept
    renamed = verdicts.CheckMemo(tmp_path / "verdicts", rules.Terms(("Alpha", "Beta")))
    assert renamed.kept == {}
