"""Attack 16's faithful translations wrongly refused, and wrong ones only warned, as named
fixtures: each is a shipped translation with the attack's edit, the faithful form beside
a hostile variant of the same form (40 萬 beside 41 萬, 131072 beside 131073).
"""

from __future__ import annotations

import pytest

from comparekit.catalogs.rules import Entry, Finding
from comparekit.catalogs.status_words import check_status_words
from test_attack12_context import edited
from test_trust_numbers import number_findings

SGLANG_SCALE = "comparisons/deepinfer-vs-sglang:what_each_is.sglang.paragraphs.scope"
DYNAMO_KV = "products/dynamo:facts.kv-cache"  # (deprecated in v1.5.0)
MOONCAKE = "comparisons/deepinfer-vs-mooncake:wins.mooncake.transfer.detail"  # 4×200 Gbps
CONTEXT = "comparisons/deepinfer-vs-dynamo:analysis.benchmark-trap.paragraphs.what-is-measured"

# name: locale, key, the shipped words, the faithful rewording
FAITHFUL = {
    # 1: "more than 400,000 GPUs" counted in myriads, the bound kept
    "zh 40 萬 is 400,000": ("zh_Hant", SGLANG_SCALE, "超過 400,000 張", "超過 40 萬張"),
    "zh 40萬 is 400,000": ("zh_Hant", SGLANG_SCALE, "超過 400,000 張", "超過 40萬張"),
    "ja 40 万 is 400,000": ("ja", SGLANG_SCALE, "400,000基を超える", "40 万基を超える"),
    "ko 40만 is 400,000": ("ko", SGLANG_SCALE, "400,000개를 넘는다", "40만 개를 넘는다"),
    # 2: "a 131,072-token context" without the group commas
    "zh 131072 without commas": ("zh_Hant", CONTEXT, "131,072 token", "131072 個 token"),
    "ja 131072 without commas": ("ja", CONTEXT, "131,072 トークン", "131072 トークン"),
    # 4: "4×200 Gbps and 8×400 Gbps" multiplied the other way round
    "ja 200 Gbps×4": ("ja", MOONCAKE, "4×200 Gbps", "200 Gbps×4"),
    "ko 200 Gbps×4": ("ko", MOONCAKE, "4×200 Gbps", "200 Gbps×4"),
    "zh 200Gbps×4": ("zh_Hant", MOONCAKE, "4×200 Gbps", "200Gbps×4"),
    "ja 400 Gbps×8": ("ja", MOONCAKE, "8×400 Gbps", "400 Gbps×8"),
}
# name: locale, key, the shipped words, the hostile rewording, the finding's phrase
REFUSED = {
    "zh 41 萬 is not 400,000": (
        "zh_Hant",
        SGLANG_SCALE,
        "超過 400,000 張",
        "超過 41 萬張",
        "number changed or missing: 400,000",
    ),
    "ko 41만 is not 400,000": (
        "ko",
        SGLANG_SCALE,
        "400,000개를 넘는다",
        "41만 개를 넘는다",
        "number changed or missing: 400,000",
    ),
    "zh 131073 is not 131,072": (
        "zh_Hant",
        CONTEXT,
        "131,072 token",
        "131073 個 token",
        "number changed or missing: 131,072",
    ),
    "ja 200 Gbps×8 is not 4×200 Gbps": (
        "ja",
        MOONCAKE,
        "4×200 Gbps",
        "200 Gbps×8",
        "number changed or missing: 4x200Gbps",
    ),
    "ko 400 Gbps×4 is not 4×200 Gbps": (
        "ko",
        MOONCAKE,
        "4×200 Gbps",
        "400 Gbps×4",
        "number changed or missing: 4x200Gbps",
    ),
}


@pytest.mark.parametrize("name", sorted(FAITHFUL))
def test_the_faithful_rewording_is_clean(name: str) -> None:
    locale, key, old, new = FAITHFUL[name]
    assert number_findings(*edited(locale, key, old, new)) == []


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_the_hostile_rewording_is_an_error(name: str) -> None:
    locale, key, old, new, phrase = REFUSED[name]
    findings = number_findings(*edited(locale, key, old, new))
    assert [f.severity for f in findings if phrase in f.message] == ["error"], findings


def status_findings(english: str, translation: str) -> list[Finding]:
    """What the status rule finds in one translation of one English string."""
    return check_status_words(Entry(key="faq.x", english=english, translation=translation))


# 3: "deprecated in v1.5.0": 廃止予定 is Japanese docs' word for deprecated; a removal done
# (削除, 廃止された) stays another state
DEPRECATED_SAID = {
    "ja 廃止予定": ("ja", DYNAMO_KV, "v1.5.0 で非推奨", "v1.5.0 で廃止予定"),
    "ja 廃止予定となった": ("ja", DYNAMO_KV, "v1.5.0 で非推奨", "v1.5.0 で廃止予定となった"),
    "ja 廃止される予定": ("ja", DYNAMO_KV, "v1.5.0 で非推奨", "v1.5.0 で廃止される予定"),
    "ko 지원 중단 예정": ("ko", DYNAMO_KV, "v1.5.0에서 사용 중단", "v1.5.0에서 지원 중단 예정"),
    "ko 폐기 예정": ("ko", DYNAMO_KV, "v1.5.0에서 사용 중단", "v1.5.0에서 폐기 예정"),
}
REMOVED_SAID = {
    "ja 削除": ("ja", DYNAMO_KV, "v1.5.0 で非推奨", "v1.5.0 で削除"),
    "ja 廃止された": ("ja", DYNAMO_KV, "v1.5.0 で非推奨", "v1.5.0 で廃止された"),
    "ja 廃止": ("ja", DYNAMO_KV, "v1.5.0 で非推奨", "v1.5.0 で廃止"),
    "ko 제거": ("ko", DYNAMO_KV, "v1.5.0에서 사용 중단", "v1.5.0에서 제거"),
    "ko 폐기됨": ("ko", DYNAMO_KV, "v1.5.0에서 사용 중단", "v1.5.0에서 폐기됨"),
}


@pytest.mark.parametrize("name", sorted(DEPRECATED_SAID))
def test_deprecated_said_as_to_be_abolished_is_clean(name: str) -> None:
    assert status_findings(*edited(*DEPRECATED_SAID[name])) == []


@pytest.mark.parametrize("name", sorted(REMOVED_SAID))
def test_deprecated_said_as_removed_is_an_error(name: str) -> None:
    findings = status_findings(*edited(*REMOVED_SAID[name]))
    assert [f.severity for f in findings if "(removed)" in f.message] == ["error"], findings
