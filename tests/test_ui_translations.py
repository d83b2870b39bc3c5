"""The built-in translations of the templates' interface strings (src/comparekit/ui/<tag>.po).

`comparekit init` and `add-locale` start a new locale's catalog with them, so each must be
a catalog gettext accepts, hold exactly the ``ui:`` strings the templates ask for, all
translated, with the English's placeholders and one form per plural form of its header;
ja, zh-Hant and ko are the reviewed translations the shipped catalogs carry.
"""

from __future__ import annotations

import functools
import gettext
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

REPO = Path(__file__).resolve().parent.parent
UI = REPO / "src/comparekit/ui"
TEMPLATES = (REPO / "templates/comparison.md.j2", REPO / "templates/hub.md.j2")
TAGS = (
    *("ja", "ko", "zh-Hant", "zh-Hans", "fr", "de", "es", "pt-BR", "pt-PT", "it", "nl"),
    *("pl", "ru", "uk", "cs", "sv", "tr", "vi", "id", "th", "hi", "ar"),
)
SHIPPED = ("ja", "zh-Hant", "ko")  # reviewed: the built-in file repeats the shipped catalog
CI = os.environ.get("CI", "").lower() in ("true", "1")

PGETTEXT = re.compile(r'\bpgettext\(\s*"(ui:[^"]+)"\s*,\s*"([^"]*)"\s*\)')
NPGETTEXT = re.compile(r'\bnpgettext\(\s*"(ui:[^"]+)"\s*,\s*"([^"]*)"\s*,\s*"([^"]*)"')
PLACEHOLDER = re.compile(r"\{[^{}]*\}")
LANGUAGE = re.compile(r'^"Language: ([^"\\]*)\\n"$', re.MULTILINE)


def gettext_name(tag: str) -> str:
    """The name a catalog's ``Language`` header gives a BCP 47 tag: pt-BR → pt_BR."""
    return tag.replace("-", "_")


def template_strings() -> dict[str, str | tuple[str, str]]:
    """Every ``ui:`` key the templates look up → its English (singular, plural for plurals)."""
    strings: dict[str, str | tuple[str, str]] = {}
    for template in TEMPLATES:
        text = template.read_text(encoding="utf-8")
        for match in PGETTEXT.finditer(text):
            strings[match[1]] = match[2]
        for match in NPGETTEXT.finditer(text):
            strings[match[1]] = (match[2], match[3])
    return strings


@functools.cache
def catalog(path: Path) -> Catalog:
    with path.open("rb") as file:
        return read_po(file, abort_invalid=True)


def ui_catalog(tag: str) -> Catalog:
    return catalog(UI / f"{tag}.po")


def ui_messages(tag: str) -> dict[str, object]:
    return {str(message.context): message for message in ui_catalog(tag) if message.id}


def forms(string: str | tuple[str, ...] | list[str]) -> list[str]:
    return [string] if isinstance(string, str) else list(string)


def test_the_templates_ask_for_ui_strings() -> None:
    strings = template_strings()
    assert "ui:heading.short-answer" in strings
    assert isinstance(strings["ui:hub.count"], tuple)


def test_every_locale_has_a_file_and_no_other_file_is_there() -> None:
    assert sorted(path.stem for path in UI.glob("*.po")) == sorted(TAGS)


@pytest.mark.parametrize("tag", TAGS)
def test_msgfmt_accepts_the_catalog(tag: str) -> None:
    if shutil.which("msgfmt") is None:
        if CI:
            pytest.fail("GNU gettext (msgfmt) is not installed; CI must run this test")
        pytest.skip("GNU gettext (msgfmt) is not installed (CI installs it)")
    result = subprocess.run(
        ["msgfmt", "--check", "-o", os.devnull, str(UI / f"{tag}.po")],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize("tag", TAGS)
def test_the_header_names_the_language_and_utf8(tag: str) -> None:
    text = (UI / f"{tag}.po").read_text(encoding="utf-8")
    assert LANGUAGE.findall(text) == [gettext_name(tag)]
    assert '"Content-Type: text/plain; charset=UTF-8\\n"' in text
    assert '"Plural-Forms: nplurals=' in text


@pytest.mark.parametrize("tag", TAGS)
def test_the_catalog_has_exactly_the_templates_ui_strings(tag: str) -> None:
    found = {
        key: (message.id if isinstance(message.id, str) else tuple(message.id))
        for key, message in ui_messages(tag).items()
    }
    assert found == template_strings()
    assert not ui_catalog(tag).obsolete


@pytest.mark.parametrize("tag", TAGS)
def test_every_string_is_translated_and_none_is_fuzzy(tag: str) -> None:
    for key, message in ui_messages(tag).items():
        assert not message.fuzzy, key
        assert all(form.strip() for form in forms(message.string)), key


@pytest.mark.parametrize("tag", TAGS)
def test_every_translation_keeps_exactly_the_english_placeholders(tag: str) -> None:
    for key, message in ui_messages(tag).items():
        expected = sorted(PLACEHOLDER.findall(forms(message.id)[0]))
        for english in forms(message.id):
            assert sorted(PLACEHOLDER.findall(english)) == expected, key
        for form in forms(message.string):
            assert sorted(PLACEHOLDER.findall(form)) == expected, (key, form)


@pytest.mark.parametrize("tag", TAGS)
def test_plural_entries_have_one_form_per_plural_form_of_the_header(tag: str) -> None:
    table = ui_catalog(tag)
    text = (UI / f"{tag}.po").read_text(encoding="utf-8")
    header = re.search(r'"Plural-Forms: nplurals=(\d+); plural=([^"]*?);?\\n"', text)
    assert header is not None
    count = int(header[1])
    assert table.num_plurals == count
    choose = gettext.c2py(header[2])
    assert {choose(n) for n in range(1000)} == set(range(count))  # every form is used
    for key, message in ui_messages(tag).items():
        if isinstance(message.id, str):
            assert isinstance(message.string, str), key
        else:
            assert len(message.string) == count, key


@pytest.mark.parametrize("tag", SHIPPED)
def test_the_reviewed_translations_are_those_of_the_shipped_catalog(tag: str) -> None:
    shipped = catalog(REPO / "locales" / gettext_name(tag) / "LC_MESSAGES/messages.po")
    for key, message in ui_messages(tag).items():
        reviewed = shipped.get(message.id, context=key)
        assert reviewed is not None, key
        assert not reviewed.fuzzy, key
        assert forms(message.string) == forms(reviewed.string), key
    assert ui_catalog(tag).num_plurals == shipped.num_plurals
