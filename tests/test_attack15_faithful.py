"""Attack 15's faithful translations that ``check --strict`` refused (false positives) as
named fixtures, each beside a hostile edit in the same form that must stay an error: a
numeral in words before a unit (八十七 GB/s, 四〇 GB, 팔십칠 퍼센트), a rate per second
written before its number (毎秒 190 GB), a unit spelled in letters (200 ギガバイト, 200
十億位元組), ... Each case is a shipped translation with the edit (``edited``), or, where no
shipped English holds the value, a small English and translation pair.
"""

from __future__ import annotations

import pytest

from comparekit.catalogs.findings import Terms
from comparekit.catalogs.rules import check_text
from test_attack12_context import edited, shipped
from test_trust_numbers import number_findings

MOONCAKE = "comparisons/deepinfer-vs-mooncake:wins.mooncake.transfer.detail"
ONE_BOX = "comparisons/deepinfer-vs-ktransformers:decision_guide.one-box.situation"
MEASURES = (
    "comparisons/deepinfer-vs-llm-d:analysis.baseline-trap.paragraphs.what-deepinfer-measures"
)


def every_finding(english: str, translation: str) -> list[tuple[str, str]]:
    """Every checker's findings (severity, message) for one string outside a table."""
    return [(f.severity, f.message) for f in check_text(english, translation, False, Terms())]


# name: locale, key, the shipped words, the faithful words
FAITHFUL = {
    "八十七 GB/s ja": ("ja", MOONCAKE, "最大 87 GB/s", "最大八十七 GB/s"),
    "八十七 GB/s zh": ("zh_Hant", MOONCAKE, "最高可達 87 GB/s", "最高可達八十七 GB/s"),
    "四〇 GB zh": ("zh_Hant", MOONCAKE, "傳輸 40 GB", "傳輸四〇 GB"),
    "四十 GB zh": ("zh_Hant", MOONCAKE, "傳輸 40 GB", "傳輸四十 GB"),
    "四十ギガバイト ja": ("ja", MOONCAKE, "40 GB のデータ", "四十ギガバイトのデータ"),
    "팔십칠 GB/s ko": ("ko", MOONCAKE, "최대 87 GB/s", "최대 팔십칠 GB/s"),
    "毎秒 190 GB ja": ("ja", MOONCAKE, "190 GB/s", "毎秒 190 GB"),
    "每秒 190 GB zh": ("zh_Hant", MOONCAKE, "190 GB/s", "每秒 190 GB"),
    "초당 190 GB ko": ("ko", MOONCAKE, "190 GB/s", "초당 190 GB"),
    "칠십오 퍼센트 ko": ("ko", MEASURES, "75%", "칠십오 퍼센트"),
    "七十五パーセント ja": ("ja", MEASURES, "75%", "七十五パーセント"),
    "200 ギガバイト ja": ("ja", ONE_BOX, "200 GB", "200 ギガバイト"),
    "200 기가바이트 ko": ("ko", ONE_BOX, "200 GB", "200 기가바이트"),
    "200 十億位元組 zh": ("zh_Hant", ONE_BOX, "200 GB", "200 十億位元組"),
    "200 吉位元組 zh": ("zh_Hant", ONE_BOX, "200 GB", "200 吉位元組"),
    "二百 GB zh": ("zh_Hant", ONE_BOX, "200 GB", "二百 GB"),
}
# the same form saying another value or unit: name: locale, key, shipped, hostile, phrase
HOSTILE = {
    "八十八 GB/s zh": (
        "zh_Hant",
        MOONCAKE,
        "87 GB/s",
        "八十八 GB/s",
        "87GBps (the translation has 88GBps",
    ),
    "五十 GB zh": (
        "zh_Hant",
        MOONCAKE,
        "傳輸 40 GB",
        "傳輸五十 GB",
        "40GB (the translation has 50GB",
    ),
    "四一 GB zh": (
        "zh_Hant",
        MOONCAKE,
        "傳輸 40 GB",
        "傳輸四一 GB",
        "40GB (the translation has 41GB",
    ),
    "四十 MB zh": (
        "zh_Hant",
        MOONCAKE,
        "傳輸 40 GB",
        "傳輸四十 MB",
        "40GB (the translation has 40MB",
    ),
    "팔십팔 GB/s ko": (
        "ko",
        MOONCAKE,
        "최대 87 GB/s",
        "최대 팔십팔 GB/s",
        "87GBps (the translation has 88GBps",
    ),
    "毎分 190 GB ja": (
        "ja",
        MOONCAKE,
        "190 GB/s",
        "毎分 190 GB",
        "missing: 190GBps (the translation has 190 GB, 190GB, per minute",
    ),
    "毎秒 180 GB ja": (
        "ja",
        MOONCAKE,
        "190 GB/s",
        "毎秒 180 GB",
        "190GBps (the translation has 180GBps",
    ),
    "毎秒 190 MB zh": (
        "zh_Hant",
        MOONCAKE,
        "190 GB/s",
        "每秒 190 MB",
        "190GBps (the translation has 190MBps",
    ),
    "칠십육 퍼센트 ko": ("ko", MEASURES, "75%", "칠십육 퍼센트", "75% (the translation has 76%"),
    "200 メガバイト ja": (
        "ja",
        ONE_BOX,
        "200 GB",
        "200 メガバイト",
        "200GB (the translation has 200MB",
    ),
    "200 메가바이트 ko": (
        "ko",
        ONE_BOX,
        "200 GB",
        "200 메가바이트",
        "200GB (the translation has 200MB",
    ),
    "200 百萬位元組 zh": (
        "zh_Hant",
        ONE_BOX,
        "200 GB",
        "200 百萬位元組",
        "200GB (the translation has 200MB",
    ),
    "200 太位元組 zh": (
        "zh_Hant",
        ONE_BOX,
        "200 GB",
        "200 太位元組",
        "200GB (the translation has 200TB",
    ),
}


@pytest.mark.parametrize("name", sorted(FAITHFUL))
def test_the_faithful_form_is_clean(name: str) -> None:
    locale, key, old, new = FAITHFUL[name]
    assert every_finding(*shipped(locale)[key]) == []
    assert every_finding(*edited(locale, key, old, new)) == []


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_another_value_in_the_same_form_is_an_error(name: str) -> None:
    locale, key, old, new, phrase = HOSTILE[name]
    findings = number_findings(*edited(locale, key, old, new))
    assert [f.severity for f in findings if phrase in f.message] == ["error"], findings


def test_a_size_per_second_said_in_words_is_its_unit() -> None:
    # 190 GB per second and 190 GB/s are one unit, wherever "per second" stands
    assert number_findings("It reaches 190 GB per second.", "毎秒 190 GB に達する。") == []
    assert number_findings("It reaches 190 GB per second.", "190 GB/s に達する。") == []
    # but a size is not a rate
    findings = number_findings("It stores 190 GB.", "毎秒 190 GB を保存する。")
    assert [f.message for f in findings] == [
        "number changed or missing: 190GB (the translation has 190GBps)"
    ]


def test_a_word_ending_in_one_before_a_unit_is_no_number() -> None:
    # 統一 ("unified") before GB: not 1 GB, which would be a number the English lacks
    english = "A unified GB-scale cache of 40 GB."
    assert number_findings(english, "40 GB の統一 GB 規模キャッシュ。") == []
