"""A catalog's header changed by an editor or a translator: each case refused at the header's
line (exit 1, its problem code), with no traceback and no byte of the project changed."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from conftest import snapshot

Cli = Callable[..., tuple[int, str, str]]
JA = "locales/ja/LC_MESSAGES/messages.po"


def header_line(path: Path, start: str) -> int:
    lines = path.read_text(encoding="utf-8").split("\n")
    return next(number for number, line in enumerate(lines, 1) if line.startswith(start))


@pytest.mark.parametrize("command", ["update", "check", "build"])
def test_a_utf8_catalog_labelled_latin1_is_refused_untouched(
    command: str, ready: Path, run_cli: Cli
) -> None:
    catalog = ready / JA
    text = catalog.read_text(encoding="utf-8")
    assert "charset=utf-8" in text and not text.isascii()  # the glossary's 比較一覧
    catalog.write_text(text.replace("charset=utf-8", "charset=ISO-8859-1"), encoding="utf-8")
    line = header_line(catalog, '"Content-Type:')
    before = snapshot(ready)
    code, _, err = run_cli("-C", str(ready), command)
    assert code == 1 and "Traceback" not in err
    assert (
        f"{JA}:{line}: [po-charset] the header says charset=iso-8859-1, but the file is UTF-8"
        in err
    )
    assert snapshot(ready) == before
    assert not (ready / "dist").exists()


PLURAL_EXTRA = 'msgstr[0] "比較記事（全{count}本）："\n'


@pytest.mark.parametrize("command", ["check", "build"])
@pytest.mark.parametrize("extra_form", [True, False], ids=["with-a-second-form", "header-only"])
def test_a_plural_rule_with_more_forms_than_the_language_is_refused_at_its_line(
    command: str, extra_form: bool, shipped: Path, run_cli: Cli
) -> None:
    """A translator's nplurals=2 in the Japanese catalog, which has one form: the build
    published the second form ("全10本の比較記事を見る"), and check said only that the
    catalog was out of date, with no line."""
    catalog = shipped / JA
    text = catalog.read_text(encoding="utf-8")
    text = text.replace("nplurals=1; plural=0;", "nplurals=2; plural=(n != 1);")
    if extra_form:
        assert PLURAL_EXTRA in text
        text = text.replace(
            PLURAL_EXTRA, PLURAL_EXTRA + 'msgstr[1] "全{count}本の比較記事を見る："\n'
        )
    catalog.write_text(text, encoding="utf-8")
    line = header_line(catalog, 'msgstr ""')  # msgfmt's line: the header's msgstr
    before = snapshot(shipped)
    code, _, err = run_cli("-C", str(shipped), command)
    assert code == 1 and "Traceback" not in err
    assert (
        f"{JA}:{line}: [po-header] the header's Plural-Forms has nplurals=2, but ja has 1 "
        "plural form (nplurals=1; plural=0;)" in err
    ), err
    assert snapshot(shipped) == before
    assert not (shipped / "dist").exists()


@pytest.mark.parametrize("command", ["check", "build"])
def test_another_languages_catalog_in_a_locales_folder_is_refused(
    command: str, ready: Path, run_cli: Cli
) -> None:
    """The third attack copied the Korean catalog over the Japanese one: `check` passed and
    the Japanese pages were published in Korean. The header's Language says whose it is."""
    catalog = ready / JA
    korean = (ready / "locales/ko/LC_MESSAGES/messages.po").read_text(encoding="utf-8")
    catalog.write_text(korean, encoding="utf-8")
    line = header_line(catalog, 'msgstr ""')  # msgfmt's line: the header's msgstr
    before = snapshot(ready)
    code, _, err = run_cli("-C", str(ready), command)
    assert code == 1 and "Traceback" not in err
    assert (
        f"{JA}:{line}: [po-header] the header's Language is ko, but this is the catalog of ja"
        in err
    )
    assert snapshot(ready) == before
    assert not (ready / "dist").exists()


def test_a_tools_own_spelling_of_the_language_is_not_a_mistake(ready: Path, run_cli: Cli) -> None:
    catalog = ready / JA
    text = catalog.read_text(encoding="utf-8")
    catalog.write_text(text.replace('"Language: ja\\n"', '"Language: ja_JP\\n"'), encoding="utf-8")
    assert '"Language: ja_JP\\n"' in catalog.read_text(encoding="utf-8")
    code, _, err = run_cli("-C", str(ready), "check")
    assert code == 0 and "[po-header]" not in err, err


# Issue 26: another language's catalog copied into a locale's folder with its Language line
# deleted was taken for that locale's, and published on its pages.
UNLABELLED = {
    "ko over ja": ("ko", "ja", "its translations are written in Hangul (Korean)"),
    "ja over ko": ("ja", "ko", "its translations are written in kana (Japanese)"),
    "zh-Hant over ja": (
        "zh_Hant",
        "ja",
        "its translations are written in Han characters without any kana (Chinese)",
    ),
}


def without_language(text: str) -> str:
    lines = [line for line in text.split("\n") if not line.startswith('"Language: ')]
    return "\n".join(lines)


@pytest.mark.parametrize("command", ["check", "build"])
@pytest.mark.parametrize("case", sorted(UNLABELLED))
def test_another_languages_catalog_without_its_language_line_is_refused(
    case: str, command: str, shipped: Path, run_cli: Cli
) -> None:
    source, target, evidence = UNLABELLED[case]
    catalog = shipped / f"locales/{target}/LC_MESSAGES/messages.po"
    copied = (shipped / f"locales/{source}/LC_MESSAGES/messages.po").read_text(encoding="utf-8")
    catalog.write_text(without_language(copied), encoding="utf-8")
    line = header_line(catalog, 'msgstr ""')  # msgfmt's line: the header's msgstr
    before = snapshot(shipped)
    code, _, err = run_cli("-C", str(shipped), command)
    assert code == 1 and "Traceback" not in err, err
    assert (
        f"locales/{target}/LC_MESSAGES/messages.po:{line}: [po-header] the header has no "
        f"Language, and {evidence}: this is the catalog of {target}" in err
    ), err
    assert snapshot(shipped) == before
    assert not (shipped / "dist").exists()


def test_a_catalog_without_language_whose_team_is_another_languages_is_refused(
    ready: Path, run_cli: Cli
) -> None:
    """Its translations say nothing (no Japanese letters yet): the team does."""
    catalog = ready / JA
    text = without_language(catalog.read_text(encoding="utf-8"))
    text = text.replace('"Language-Team: ', '"X-Team: ')
    text = text.replace('msgstr ""\n', 'msgstr ""\n"Language-Team: Korean translators\\n"\n', 1)
    catalog.write_text(text, encoding="utf-8")
    line = header_line(catalog, 'msgstr ""')
    before = snapshot(ready)
    code, _, err = run_cli("-C", str(ready), "check")
    assert code == 1 and "Traceback" not in err, err
    assert (
        f"{JA}:{line}: [po-header] the header has no Language, and its Language-Team is "
        "Korean translators (Korean): this is the catalog of ja" in err
    ), err
    assert snapshot(ready) == before


# Catalogs without Language that are the locale's own: each must still load.
OWN_HEADERS = {
    "poedit": '"Language-Team: \\n"\n',
    "msgmerge": '"Language-Team: LANGUAGE <LL@li.org>\\n"\n',
    "weblate": '"Language-Team: Japanese <https://hosted.weblate.org/projects/demo/site/ja/>\\n"\n',
}


@pytest.mark.parametrize("tool", sorted(OWN_HEADERS))
def test_the_shipped_ja_catalog_without_language_still_loads(
    tool: str, shipped: Path, run_cli: Cli
) -> None:
    catalog = shipped / JA
    text = without_language(catalog.read_text(encoding="utf-8"))
    text = "\n".join(line for line in text.split("\n") if not line.startswith('"Language-Team: '))
    text = text.replace('msgstr ""\n', 'msgstr ""\n' + OWN_HEADERS[tool], 1)
    catalog.write_text(text, encoding="utf-8")
    code, _, err = run_cli("-C", str(shipped), "build", "--locale", "ja")
    assert code == 0 and "[po-header]" not in err, err


def test_a_partly_translated_ja_catalog_of_a_few_han_terms_loads(ready: Path, run_cli: Cli) -> None:
    """A few entries, all Han (比較一覧, 概要): Japanese as much as Chinese, so no alarm."""
    catalog = ready / JA
    text = without_language(catalog.read_text(encoding="utf-8"))
    text = text.replace('"Language-Team: ', '"X-Team: ')
    translated = iter(["比較一覧", "概要", "推論エンジン"])
    lines = text.split("\n")
    for number, line in enumerate(lines):
        if line.startswith('msgstr "[ja]') and (term := next(translated, None)) is not None:
            lines[number] = f'msgstr "{term}"'
    catalog.write_text("\n".join(lines), encoding="utf-8")
    code, _, err = run_cli("-C", str(ready), "check")
    assert code == 0 and "[po-header]" not in err, err
