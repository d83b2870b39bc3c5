"""``add-locale``: the one key it edits is ``[tool.comparekit] locales``; every other byte of
pyproject.toml (comments, other tools' keys, layout) stays as the user wrote it."""

from __future__ import annotations

import tomllib
from collections.abc import Callable
from pathlib import Path

import pytest

from conftest import snapshot

Cli = Callable[..., tuple[int, str, str]]

# name: (pyproject.toml, the part add-locale fr must change, what it must become)
CASES = {
    "commented multi-line list": (
        '[project]\nname = "x"\n\n[tool.comparekit]\nsource_locale = "en"\nlocales = [\n'
        '    "ja",  # Japanese\n    "ko",  # Korean, see [the team page]\n]\noutput = "dist"\n',
        '    "ko",  # Korean, see [the team page]\n]',
        '    "ko",  # Korean, see [the team page]\n    "fr",\n]',
    ),
    "another tool's locales key": (
        '# Our settings: [tool.comparekit], last.\n[tool.other]\nlocales = ["de"]\n\n'
        '[tool.comparekit]\nsource_locale = "en"\noutput = "dist"\n\n'
        '[tool.comparekit.site_lang]\nhugo = {ja = "ja-JP"}\n',
        'output = "dist"\n',
        'output = "dist"\nlocales = ["ja", "zh-Hant", "ko", "fr"]\n',
    ),
    "a comment with a bracket": (
        '[tool.comparekit]\nlocales = [  # see [the README]\n    "ja",\n]\n',
        '    "ja",\n]',
        '    "ja",\n    "fr",\n]',
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_add_locale_edits_only_the_locales_key(name: str, tmp_project: Path, run_cli: Cli) -> None:
    text, old, new = CASES[name]
    pyproject = tmp_project / "pyproject.toml"
    pyproject.write_text(text, encoding="utf-8")
    code, out, err = run_cli("-C", str(tmp_project), "add-locale", "fr")
    assert (code, err) == (0, ""), err
    assert out == "added fr: locales/fr/LC_MESSAGES/messages.po is ready for translators\n"
    result = pyproject.read_text(encoding="utf-8")
    assert tomllib.loads(result)["tool"]["comparekit"]["locales"][-1] == "fr"
    assert result == text.replace(old, new, 1)
    assert (tmp_project / "locales/fr/LC_MESSAGES/messages.po").is_file()


def test_add_locale_with_broken_sources_writes_nothing(tmp_project: Path, run_cli: Cli) -> None:
    hub = tmp_project / "articles/hub.yaml"
    hub.write_text(hub.read_text() + "title: twice\n")
    before = snapshot(tmp_project)
    code, out, err = run_cli("-C", str(tmp_project), "add-locale", "fr")
    assert (code, out) == (1, "")
    assert err.startswith("articles/hub.yaml:11:1: [duplicate-key]")
    assert err.endswith("Error: 1 problem; nothing was written.\n")
    assert snapshot(tmp_project) == before


def test_add_locale_that_shares_a_catalog_folder(tmp_project: Path, run_cli: Cli) -> None:
    (tmp_project / "pyproject.toml").write_text('[tool.comparekit]\nlocales = ["pt-BR"]\n')
    before = snapshot(tmp_project)
    code, out, err = run_cli("-C", str(tmp_project), "add-locale", "pt-br")
    assert (code, out) == (2, "")  # the tag asked for: a usage error
    assert err == (
        "(command line): [locale] 'pt-BR' and 'pt-br' would share the catalog pt_BR: "
        "list one of them\nError: 1 problem; nothing was written.\n"
    )
    assert snapshot(tmp_project) == before


def test_add_locale_stopped_before_its_catalog(tmp_project: Path, run_cli: Cli) -> None:
    """The settings written, the catalog not (a killed run): update finishes the job."""
    pyproject = tmp_project / "pyproject.toml"
    pyproject.write_text(pyproject.read_text().replace('"ko"]', '"ko", "fr"]'))
    code, out, err = run_cli("-C", str(tmp_project), "add-locale", "fr")
    assert (code, out) == (2, "")
    assert err == (
        "(command line): [locale] locale 'fr' is already configured in pyproject.toml\n"
        "  hint: `comparekit update` writes its catalog if it has none\n"
        "Error: 1 problem; nothing was written.\n"
    )
    assert run_cli("-C", str(tmp_project), "update")[0] == 0
    assert (tmp_project / "locales/fr/LC_MESSAGES/messages.po").is_file()


def test_add_locale_keeps_a_crlf_pyproject_crlf(tmp_project: Path, run_cli: Cli) -> None:
    pyproject = tmp_project / "pyproject.toml"
    before = pyproject.read_bytes().replace(b"\r\n", b"\n").replace(b"\n", b"\r\n")
    pyproject.write_bytes(before)
    assert run_cli("-C", str(tmp_project), "add-locale", "fr")[0] == 0
    after = pyproject.read_bytes()
    changed = [
        (old, new)
        for old, new in zip(before.split(b"\r\n"), after.split(b"\r\n"), strict=True)
        if old != new
    ]
    assert len(changed) == 1 and b'"fr"' in changed[0][1]  # one line, still ending in CRLF
    assert b"\n" not in after.replace(b"\r\n", b"")
