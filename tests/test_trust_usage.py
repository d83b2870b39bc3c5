"""A mistake in a command's arguments is a usage error: exit 2 with a sentence naming the
argument, no traceback, and nothing written (the documented exit codes: 0 done, 1 problems
in the input, 2 usage error)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from conftest import snapshot

Cli = Callable[..., tuple[int, str, str]]

# name: (the arguments after `-C PROJECT`, a phrase of the error)
IN_A_PROJECT = {
    "build an unconfigured locale": (
        ("build", "--locale", "xx"),
        "(command line): [unknown-locale] locale 'xx' is not configured",
    ),
    "update an unconfigured locale": (
        ("update", "--locale", "fr"),
        "(command line): [unknown-locale] locale 'fr' is not configured",
    ),
    "update a path as a locale": (
        ("update", "--locale", "../../x"),
        "(command line): [unknown-locale] locale '../../x' is not configured",
    ),
    "update --same-meaning with an unconfigured locale": (
        ("update", "--locale", "fr", "--same-meaning", "hub:*"),
        "[unknown-locale] locale 'fr' is not configured",
    ),
    "update --same-meaning matching nothing": (
        ("update", "--same-meaning", "hub:nothing.*"),
        "(command line): [no-match] --same-meaning 'hub:nothing.*' matches no string's key",
    ),
    "xliff export of an unconfigured locale": (
        ("xliff", "export", "xx", "out.xlf"),
        "[unknown-locale] locale 'xx' is not configured",
    ),
    "tm export of an unconfigured locale": (
        ("tm", "export", "out.po", "--format", "po", "--locale", "xx"),
        "[unknown-locale] locale 'xx' is not configured",
    ),
    "add-locale und": (("add-locale", "und"), "Error: 'und' names no language"),
    "add-locale a bad tag": (("add-locale", "12345"), "Error: '12345' is not a locale Babel"),
    "add-locale a posix tag": (("add-locale", "pt_BR"), "Error: 'pt_BR' is not a locale Babel"),
}


@pytest.mark.parametrize("name", sorted(IN_A_PROJECT))
def test_a_bad_argument_is_a_usage_error(
    name: str, ready: Path, run_cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    args, phrase = IN_A_PROJECT[name]
    monkeypatch.chdir(ready)
    before = snapshot(ready)
    code, out, err = run_cli("-C", str(ready), *args)
    assert (code, out) == (2, "") and "Traceback" not in err
    assert phrase in err and "nothing was written" in err, err
    assert snapshot(ready) == before


# name: (the arguments of `init` after the folder, a phrase of the one line of error)
INIT = {
    "a bad target tag": (("--locale", "ja_JP"), "Error: 'ja_JP' is not a locale Babel knows"),
    "a bad source tag": (("--source-locale", "12"), "Error: '12' is not a locale Babel knows"),
    "a target named twice": (("--locale", "ja", "--locale", "ja"), "'ja' is given twice"),
    "the source as a target": (("--locale", "en"), "'en' is the source locale"),
    "two targets with one catalog": (
        ("--locale", "zh-TW", "--locale", "zh-Hant-TW"),
        "'zh-TW' and 'zh-Hant-TW' would share the catalog zh_Hant_TW",
    ),
}


@pytest.mark.parametrize("name", sorted(INIT))
def test_init_with_a_bad_argument_is_a_usage_error_and_writes_nothing(
    name: str, tmp_path: Path, run_cli: Cli
) -> None:
    args, phrase = INIT[name]
    code, out, err = run_cli("init", str(tmp_path / "site"), *args)
    assert (code, out) == (2, "") and "Traceback" not in err
    assert len(err.splitlines()) == 1 and phrase in err, err
    assert list(tmp_path.iterdir()) == []


def test_init_of_an_empty_folder_name_is_refused_not_the_current_folder(
    tmp_path: Path,
    run_cli: Cli,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``Path("")`` is ``.``: ``init ""`` made a project in the folder the user stood in."""
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as exit_:  # argparse's usage error
        run_cli("init", "")
    assert exit_.value.code == 2
    assert "argument folder: an empty folder name" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_a_folder_where_a_file_belongs_is_called_a_folder(ready: Path, run_cli: Cli) -> None:
    """Not "not found": the compendium and the catalog are there, as folders."""
    code, _, err = run_cli("-C", str(ready), "update", "--compendium", "articles")
    assert code == 1 and "Traceback" not in err
    assert "articles: [missing-compendium] compendium is a folder, not a file" in err
    catalog = ready / "locales/ja/LC_MESSAGES/messages.po"
    catalog.unlink()
    catalog.mkdir()
    code, _, err = run_cli("-C", str(ready), "build", "--strict")
    assert code == 1 and "Traceback" not in err
    assert "no catalog for locale 'ja': messages.po is a folder, not a file" in err
