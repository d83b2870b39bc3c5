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


DYNAMO_RECIPE = "comparisons/deepinfer-vs-dynamo:sources.dynamo-v41-recipe.supports"
# September 12, 2026 written numerically: zero-padded, ISO, with slashes or dots
FAITHFUL_DATES = {
    "zero-padded ja": ("ja", "2026年9月12日", "2026年09月12日"),
    "ISO ja": ("ja", "2026年9月12日", "2026-09-12"),
    "slashes ja": ("ja", "2026年9月12日", "2026/09/12"),
    "zero-padded ko": ("ko", "2026년 9월 12일", "2026년 09월 12일"),
    "dots ko": ("ko", "2026년 9월 12일에", "2026.09.12.에"),
    "ISO zh": ("zh_Hant", "2026年9月12日", "2026-09-12"),
    "zero-padded zh": ("zh_Hant", "2026年9月12日", "2026年09月12日"),
}
# a wrong day, month or year, or day and month swapped, in the same form
HOSTILE_DATES = {
    "zero-padded day ja": ("ja", "2026年9月12日", "2026年09月13日", "12 (the translation has 13)"),
    "ISO day ja": ("ja", "2026年9月12日", "2026-09-21", "12 (the translation has 21)"),
    "ISO month ja": ("ja", "2026年9月12日", "2026-10-12", "the English does not have: 10"),
    "ISO swapped ja": ("ja", "2026年9月12日", "2026-12-09", "date changed: 2026-12-09"),
    "slashes swapped ja": ("ja", "2026年9月12日", "2026/12/09", "date changed: 2026-12-09"),
    "zero-padded month ko": ("ko", "2026년 9월 12일", "2026년 10월 12일", "have: 10"),
    "dots month ko": ("ko", "2026년 9월 12일에", "2026.10.12.에", "have: 10"),
    "ISO year zh": ("zh_Hant", "2026年9月12日", "2025-09-12", "the translation has 2025-09-12"),
}


@pytest.mark.parametrize("name", sorted(FAITHFUL_DATES))
def test_a_date_written_in_digits_is_clean(name: str) -> None:
    locale, old, new = FAITHFUL_DATES[name]
    assert every_finding(*edited(locale, DYNAMO_RECIPE, old, new)) == []


@pytest.mark.parametrize("name", sorted(HOSTILE_DATES))
def test_another_date_written_in_digits_is_an_error(name: str) -> None:
    locale, old, new, phrase = HOSTILE_DATES[name]
    findings = number_findings(*edited(locale, DYNAMO_RECIPE, old, new))
    assert [f.severity for f in findings if phrase in f.message] == ["error"], findings


def test_a_version_with_three_parts_is_one_version() -> None:
    # v0.5.20 is read whole: not 0.5 and 20, so v0.5.21 or v0.5 is another version
    assert number_findings("Fixed in v0.5.20.", "v0.5.20 で修正。") == []
    for other in ("v0.5.21", "v0.5", "v0.5.2"):
        findings = number_findings("Fixed in v0.5.20.", f"{other} で修正。")
        assert [f.message for f in findings] == [
            f"number changed or missing: v0.5.20 (the translation has {other})"
        ]


PRE_BLACKWELL = "comparisons/deepinfer-vs-tensorrt-llm:decision_guide.pre-blackwell.reason"
# name: locale, the shipped words, the faithful spelling of SM90
FAITHFUL_CAPABILITIES = {
    "SM 90 ja": ("ja", "SM90 対応", "SM 90 対応"),
    "SM 90 ko": ("ko", "SM90 지원", "SM 90 지원"),
    "sm90 zh": ("zh_Hant", "SM90 支援", "sm90 支援"),
}


@pytest.mark.parametrize("name", sorted(FAITHFUL_CAPABILITIES))
def test_a_compute_capability_spaced_is_the_same_name(name: str) -> None:
    locale, old, new = FAITHFUL_CAPABILITIES[name]
    assert every_finding(*edited(locale, PRE_BLACKWELL, old, new)) == []
    # another number in the same spelling is another GPU
    findings = number_findings(*edited(locale, PRE_BLACKWELL, old, new.replace("90", "80")))
    assert [(f.severity, f.message) for f in findings] == [
        ("error", "number changed or missing: SM90 (the translation has SM80)")
    ]


def test_sm_joined_by_an_underscore_is_the_same_name() -> None:
    assert number_findings("It targets sm_90.", "SM 90 を対象とする。") == []
    assert number_findings("It targets sm_90a.", "SM90a を対象とする。") == []
    findings = number_findings("It targets sm_90a.", "SM 90 を対象とする。")
    assert [f.message for f in findings] == [
        "number changed or missing: SM90a (the translation has SM90)"
    ]


# name: English, faithful translation (a fraction of the English's value)
FAITHFUL_FRACTIONS = {
    "3/4 for three quarters": ("Three quarters of requests hit.", "リクエストの 3/4 が当たる。"),
    "四分の三": ("Three quarters of requests hit.", "リクエストの四分の三が当たる。"),
    "4분의 3": ("Three quarters of requests hit.", "요청의 4분의 3이 맞는다."),
    "사분의 삼": ("Three quarters of requests hit.", "요청의 사분의 삼이 맞는다."),
    "四分之三": ("Three quarters of requests hit.", "四分之三的請求命中。"),
    "3/4 for 75%": ("75% of requests hit.", "リクエストの 3/4 が当たる。"),
    "四分之三 for 75%": ("75% of requests hit.", "四分之三的請求命中。"),
    "2分の1 for half": ("Half of the GPUs idle.", "GPU の 2分の1 が遊ぶ。"),
    "三分の一 for one third": ("One third of the GPUs idle.", "GPU の三分の一が遊ぶ。"),
    "3/4 for 3/4": ("It uses 3/4 of memory.", "メモリの 3/4 を使う。"),
    "3/4 glued": ("Three quarters of requests hit.", "リクエストの3/4が当たる。"),
    "75% for three quarters": ("Three quarters of requests hit.", "リクエストの75%が当たる。"),
    "50% for half": ("Half of the GPUs idle.", "GPU の50%が遊ぶ。"),
    "백분의 칠십오 for 75%": ("Accuracy is 75%.", "정확도는 백분의 칠십오입니다."),
}
# name: English, hostile translation (another share in the same form), the fraction named
HOSTILE_FRACTIONS = {
    "2/3 for three quarters": (
        "Three quarters of requests hit.",
        "リクエストの 2/3 が当たる。",
        "2/3",
    ),
    "三分の二": ("Three quarters of requests hit.", "リクエストの三分の二が当たる。", "2/3"),
    "3분의 2": ("Three quarters of requests hit.", "요청의 3분의 2가 맞는다.", "2/3"),
    # (only a warning before: 二 before 的 was a numeral no reader read)
    "三分之二": ("Three quarters of requests hit.", "三分之二的請求命中。", "2/3"),
    "三分之二 for 75%": ("75% of requests hit.", "三分之二的請求命中。", "2/3"),
    "4/3 for three quarters": (
        "Three quarters of requests hit.",
        "リクエストの 4/3 が当たる。",
        "4/3",
    ),
    "四分の一 for one third": ("One third of the GPUs idle.", "GPU の四分の一が遊ぶ。", "1/4"),
    "3/5 glued": ("Three quarters of requests hit.", "リクエストの3/5が当たる。", "3/5"),
}


@pytest.mark.parametrize("name", sorted(FAITHFUL_FRACTIONS))
def test_a_fraction_of_the_same_value_is_clean(name: str) -> None:
    assert every_finding(*FAITHFUL_FRACTIONS[name]) == []


@pytest.mark.parametrize("name", sorted(HOSTILE_FRACTIONS))
def test_a_fraction_of_another_value_is_an_error(name: str) -> None:
    english, translation, fraction = HOSTILE_FRACTIONS[name]
    findings = number_findings(english, translation)
    message = f"fraction changed: {fraction} (the English says another share)"
    assert ("error", message) in [(f.severity, f.message) for f in findings], findings


SCOPE = "products/vllm:facts.scope"  # "200+ model architectures, ..."


@pytest.mark.parametrize("more", ["二百餘種", "二百多種", "200 餘種"])
def test_a_round_count_and_more_is_its_bound(more: str) -> None:
    # 二百餘 "two hundred and more" for 200+ and for "over 200"
    assert every_finding(*edited("zh_Hant", SCOPE, "200+ 種", more)) == []
    assert number_findings("It supports over 200 models.", f"支援{more}模型。") == []
    # another count in the same form, or the bound turned round, is an error
    findings = number_findings(*edited("zh_Hant", SCOPE, "200+ 種", more.replace("二", "三")))
    if more[0] == "二":
        assert [f.message for f in findings] == [
            "number changed or missing: 200+ (the translation has 300)"
        ]
    findings = number_findings("It supports up to 200 models.", f"支援{more}模型。")
    assert [f.severity for f in findings if "bound turned round: 200" in f.message] == ["error"]


# A size per second with its unit spelled in letters or its number in numerals, the
# "per second" before or after it: faithful for 87 GB/s; another unit, number or time not.
PER_SECOND_FAITHFUL = (
    "87ギガバイト毎秒に達する。",
    "毎秒87ギガバイトに達する。",
    "毎秒八十七ギガバイトに達する。",
    "초당 87기가바이트에 달한다.",
    "초당 팔십칠 GB에 달한다.",
    "87 기가바이트/초에 달한다.",
    "每秒 87 吉位元組。",
    "每秒八十七 GB。",
)
PER_SECOND_HOSTILE = {
    "毎秒87メガバイトに達する。": "87GBps (the translation has 87MBps)",
    "毎秒八十八ギガバイトに達する。": "87GBps (the translation has 88GBps)",
    "초당 팔십팔 GB에 달한다.": "87GBps (the translation has 88GBps)",
    "每秒 87 太位元組。": "87GBps (the translation has 87TBps)",
    "毎分87ギガバイトに達する。": "87GBps (the translation has 87GB, per minute)",
}


@pytest.mark.parametrize("translation", PER_SECOND_FAITHFUL)
def test_a_size_per_second_spelled_is_clean(translation: str) -> None:
    assert every_finding("It reaches 87 GB/s.", translation) == []


@pytest.mark.parametrize("translation", sorted(PER_SECOND_HOSTILE))
def test_another_size_per_second_spelled_is_an_error(translation: str) -> None:
    findings = number_findings("It reaches 87 GB/s.", translation)
    message = f"number changed or missing: {PER_SECOND_HOSTILE[translation]}"
    assert [(f.severity, f.message) for f in findings] == [("error", message)]


def test_a_year_in_numerals_after_a_han_character_is_read_whole() -> None:
    # 二〇二六 after 於: 2026, not the 26 after its 〇
    english = "Released on September 12, 2026."
    assert every_finding(english, "於二〇二六年九月十二日發布。") == []
    findings = number_findings(english, "於二〇二六年九月十三日發布。")
    assert [f.message for f in findings] == [
        "number changed or missing: 12 (the translation has 13)"
    ]


def test_a_percentage_of_another_share_is_an_error() -> None:
    # 70% for three quarters, 60% for half: the percentage is a number the English lacks
    findings = number_findings("Three quarters of requests hit.", "リクエストの70%が当たる。")
    assert [(f.severity, f.message) for f in findings] == [
        ("error", "number the English does not have: 70%")
    ]
    findings = number_findings("Half of the GPUs idle.", "GPU の60%が遊ぶ。")
    assert [f.severity for f in findings] == ["error"]


def test_an_ordinal_is_no_share() -> None:
    # "a third option" is the third of several, not a third of a whole
    findings = number_findings("Pick a third option.", "三分の一の選択肢を選ぶ。")
    # one error naming the share: the counted-kind rule (a fraction for an ordinal) speaks
    # first, and the fraction rule adds its own message only when no other error stands
    assert [f.severity for f in findings] == ["error"], findings
    assert "fraction" in findings[0].message
    # but "3 of 4 shards" may be said as a share: the English has both its numbers
    findings = number_findings("Runs 3 of 4 shards.", "シャードの4分の3を実行。")
    assert [f.severity for f in findings] == ["warning"]  # (numbers in another order)
