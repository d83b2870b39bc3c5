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
VLLM_SCOPE = "products/vllm:facts.scope"  # 200+ model architectures
KT_STORAGE = "comparisons/deepinfer-vs-ktransformers:what_each_is.ktransformers.paragraphs.deepseek"
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


# 5: the English's bound replaced by a word that says something else of the number: another
# kind of figure (an average for "up to") or an "about" for a firm bound
BOUND_REPLACED = {
    "ko up to as 평균": ("ko", MOONCAKE, "최대 87 GB/s", "평균 87 GB/s", "평균"),
    "ja up to as 平均": ("ja", MOONCAKE, "最大 87 GB/s", "平均 87 GB/s", "平均"),
    "zh up to as 平均": ("zh_Hant", MOONCAKE, "最高可達 87 GB/s", "平均 87 GB/s", "平均"),
    "ja up to as 通常": ("ja", MOONCAKE, "最大 87 GB/s", "通常 87 GB/s", "通常"),
    "zh more than as 約": ("zh_Hant", SGLANG_SCALE, "超過 400,000 張", "約 400,000 張", "約"),
    "ja more than as 約": ("ja", SGLANG_SCALE, "400,000基を超える", "約400,000基の", "約"),
    "ko more than as 정도": ("ko", SGLANG_SCALE, "400,000개를 넘는다", "400,000개 정도다", "정도"),
    "ja 200+ as 約": ("ja", VLLM_SCOPE, "200以上の", "約200の", "約"),
    "ko 200+ as 약": ("ko", VLLM_SCOPE, "200개 이상의", "약 200개의", "약"),
    "zh 200+ as 約": ("zh_Hant", VLLM_SCOPE, "200+ 種", "約 200 種", "約"),
    "ja 200+ as ほど": ("ja", VLLM_SCOPE, "200以上の", "200ほどの", "ほど"),
    "zh more than as 約 萬": ("zh_Hant", SGLANG_SCALE, "超過 400,000 張", "約 40 萬張", "約"),
    "ko more than as 약 만": ("ko", SGLANG_SCALE, "400,000개를 넘는다", "약 40만 개다", "약"),
    "zh up to as 平均可達": ("zh_Hant", MOONCAKE, "最高可達 87 GB/s", "平均可達 87 GB/s", "平均"),
    "ja up to as 中央値": ("ja", MOONCAKE, "最大 87 GB/s", "中央値 87 GB/s", "中央値"),
}
# ... while a bound dropped with nothing in its place stays a warning
BOUND_DROPPED = {
    "ko up to dropped": ("ko", MOONCAKE, "최대 87 GB/s", "87 GB/s"),
    "zh more than dropped": ("zh_Hant", SGLANG_SCALE, "超過 400,000 張", "400,000 張"),
}


@pytest.mark.parametrize("name", sorted(BOUND_REPLACED))
def test_a_bound_replaced_by_another_word_is_an_error(name: str) -> None:
    locale, key, old, new, word = BOUND_REPLACED[name]
    findings = number_findings(*edited(locale, key, old, new))
    phrase = f"said instead: {word}"
    assert [f.severity for f in findings if phrase in f.message] == ["error"], findings


@pytest.mark.parametrize("name", sorted(BOUND_DROPPED))
def test_a_bound_dropped_alone_is_a_warning(name: str) -> None:
    findings = number_findings(*edited(*BOUND_DROPPED[name]))
    assert [(f.severity, "bound missing" in f.message) for f in findings] == [("warning", True)]


def test_a_sign_dropped_from_the_figure_is_an_error() -> None:
    # "200+" as 200: the figure itself changed (an error since stop 53; a warning before)
    findings = number_findings(*edited("ja", VLLM_SCOPE, "200以上の", "200の"))
    assert [(f.severity, "bound missing" in f.message) for f in findings] == [("error", True)]


# 6: "about 340 GB" with its "about" after the number and its unit
ABOUT_AFTER = {
    "ja 340 GB ほど": ("ja", KT_STORAGE, "約 340 GB", "340 GB ほど"),
    "ja 340 GB 程度": ("ja", KT_STORAGE, "約 340 GB", "340 GB 程度"),
    "ko 340 GB 정도": ("ko", KT_STORAGE, "약 340 GB", "340 GB 정도"),
    "ko 340 GB 가량": ("ko", KT_STORAGE, "약 340 GB", "340 GB 가량"),
    "zh 340 GB 左右": ("zh_Hant", KT_STORAGE, "約 340 GB", "340 GB 左右"),
}


@pytest.mark.parametrize("name", sorted(ABOUT_AFTER))
def test_about_said_after_the_unit_is_clean(name: str) -> None:
    assert number_findings(*edited(*ABOUT_AFTER[name])) == []


def test_about_dropped_is_still_a_warning() -> None:
    findings = number_findings(*edited("ja", KT_STORAGE, "約 340 GB", "340 GB"))
    assert [(f.severity, "'about' dropped" in f.message) for f in findings] == [("warning", True)]
