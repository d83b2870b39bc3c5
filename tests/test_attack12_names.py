"""The twelfth attack's names and addresses (/tmp/atk12 cases.md): a look-alike web address
(U19-U21, U24 and U18's magnet: URI; U11's spaced dots a warning) refused at its catalog
entry, while the shipped translations stay clean."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from comparekit.catalogs.rules import Finding, Terms, check_text, terms_for
from comparekit.sources.load import load_project
from comparekit.sources.settings import load_settings
from conftest import REPO
from hostile import places

FOLDERS = {"ja": "ja", "ko": "ko", "zh-Hant": "zh_Hant"}
EXPERTS = (
    "comparisons/deepinfer-vs-ktransformers:analysis.hardware-class.paragraphs.where-experts-live"
)
FAIR_TEST = (
    "comparisons/deepinfer-vs-ktransformers:analysis.tokens-per-second-trap.paragraphs.fair-test"
)
LAYERS = "comparisons/deepinfer-vs-llm-d:analysis.contracts.paragraphs.layers"
SCHEDULER = "comparisons/deepinfer-vs-llm-d:what_each_is.llm-d.paragraphs.scheduler"


@pytest.fixture(scope="module")
def shipped_terms() -> dict[str, Terms]:
    project = load_project(load_settings(REPO))
    return {tag: terms_for(project, tag) for tag in FOLDERS}


def shipped_entries(tag: str) -> dict[str, tuple[str, str]]:
    path = REPO / f"locales/{FOLDERS[tag]}/LC_MESSAGES/messages.po"
    lines = path.read_text(encoding="utf-8").split("\n")
    return {key: (english, translation) for key, english, translation, _ in places(lines)}


def checked(tag: str, key: str, change: Callable[[str], str], terms: Terms) -> list[Finding]:
    english, translation = shipped_entries(tag)[key]
    compared, about = terms.names_compared(key), terms.names_about(key)
    return list(check_text(english, change(translation), False, terms, compared, about))


def appending(text: str) -> Callable[[str], str]:
    return lambda translation: translation + text


LOOK_ALIKE = " (written in full-width, ideographic or look-alike characters)"
# name: locale, key, what the attack did, the finding (code, severity, message)
ADDRESSES = {
    "U19 a Lisu tone mark for the dot": (
        "ja",
        EXPERTS,
        appending("詳細は evil\ua4f8example を参照。"),
        ("url", "error", "URL the English does not have: evil.example" + LOOK_ALIKE),
    ),
    "U20 a modifier-letter colon after the scheme": (
        "ko",
        EXPERTS,
        appending(" 자세한 내용은 https\ua789//evil 참조."),
        ("url", "error", "URL the English does not have: https://evil" + LOOK_ALIKE),
    ),
    "U21 a Syriac dot": (
        "zh-Hant",
        EXPERTS,
        appending("詳見 evil\u0702example。"),
        ("url", "error", "URL the English does not have: evil.example" + LOOK_ALIKE),
    ),
    "U24 a host in Cyrillic e": (
        "zh-Hant",
        FAIR_TEST,
        appending("詳見 \u0435vil.\u0435xample。"),
        ("url", "error", "URL the English does not have: evil.example" + LOOK_ALIKE),
    ),
    "U18 a magnet URI": (
        "ko",
        LAYERS,
        appending(" 문의: magnet:?xt=urn:btih:abc"),
        ("url", "error", "URL the English does not have: magnet:?xt=urn:btih:abc"),
    ),
    "U11 a host with spaced dots": (
        "ja",
        SCHEDULER,
        appending("詳しくは evil . example を参照。"),
        ("url", "warning", "address the English does not have: evil . example"),
    ),
}


@pytest.mark.parametrize("name", sorted(ADDRESSES))
def test_a_look_alike_address_is_refused(name: str, shipped_terms: dict[str, Terms]) -> None:
    tag, key, change, expected = ADDRESSES[name]
    found = checked(tag, key, change, shipped_terms[tag])
    assert [(f.code, f.severity, f.message) for f in found] == [expected]
