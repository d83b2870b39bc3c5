"""Attack 16's faithful translations wrongly refused, and wrong ones only warned, as named
fixtures: each is a shipped translation with the attack's edit, the faithful form beside
a hostile variant of the same form (40 萬 beside 41 萬, 131072 beside 131073).
"""

from __future__ import annotations

import pytest

from test_attack12_context import edited
from test_trust_numbers import number_findings

SGLANG_SCALE = "comparisons/deepinfer-vs-sglang:what_each_is.sglang.paragraphs.scope"
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
