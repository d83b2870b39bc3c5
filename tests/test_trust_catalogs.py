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
