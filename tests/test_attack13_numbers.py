"""Attack 13's findings on numbers and their context (/tmp/atk13 cases.md) as named
fixtures: a month the English dates dropped or replaced by a season, a half or a fiscal
year (D26 D27 D34-D37 D39-D42). Each case is the shipped translation with the attack's
edit, so the faithful shipped line is checked beside it.
"""

from __future__ import annotations

import pytest

from number_harness import assert_an_error, assert_clean
from test_attack12_context import edited, shipped
from test_trust_numbers import number_findings

PR = "comparisons/deepinfer-vs-lmdeploy:sources.lmdeploy-pr-4554.supports"
KVBM = "comparisons/deepinfer-vs-dynamo:what_each_is.dynamo.paragraphs.kvbm-change"

# name: locale, key, the shipped words, the attack's words, the phrase of the finding
REFUSED = {
    # D26 D27 D34 D35 D39 D40: April 2026 as spring, fiscal year, 卯月, early summer, ...
    "D26 month as 春": ("ja", PR, "2026年4月", "2026年春", "month changed or missing"),
    "D27 month as 年度": ("ja", PR, "2026年4月", "2026年度", "month changed or missing"),
    "D34 month as 卯月": ("ja", PR, "2026年4月", "2026年の卯月", "month changed or missing"),
    "D35 month as 初夏": ("ja", PR, "2026年4月", "2026年初夏", "month changed or missing"),
    "D36 month as 봄": ("ko", PR, "2026년 4월", "2026년 봄", "month changed or missing"),
    "D37 month as 春季": ("zh_Hant", PR, "2026年4月", "2026年春季", "month changed or missing"),
    "D39 month as 上期": ("ja", PR, "2026年4月", "2026年上期", "month changed or missing"),
    "D40 month dropped": ("ja", PR, "2026年4月", "2026年", "month changed or missing"),
    "D41 month dropped ko": ("ko", PR, "2026년 4월", "2026년", "month changed or missing"),
    "D42 month as 秋": ("ja", KVBM, "2026年9月", "2026年秋", "month changed or missing"),
}
# faithful: the month kept in another spacing or as the English writes it
FAITHFUL = {
    "month spaced": ("zh_Hant", PR, "2026年4月", "2026 年 4 月"),
    "month in English": ("ja", PR, "2026年4月", "April 2026"),
}


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_the_changed_context_is_an_error(name: str) -> None:
    assert_an_error(REFUSED[name])


@pytest.mark.parametrize("name", sorted(FAITHFUL))
def test_the_faithful_context_is_clean(name: str) -> None:
    assert_clean(FAITHFUL[name])


HEAD = "comparisons/deepinfer-vs-lmdeploy:head_to_head.rows.deepseek-v41-flash.lmdeploy"
COMMIT = "comparisons/deepinfer-vs-lmdeploy:sources.lmdeploy-commit-v4.supports"
SINCE = "自 2026年7月的 v0.15.0 起"
# D32 D44 D48 D49: "since v0.15.0, July 2026" turned into "until" in Chinese
TURNED = {
    "D32 至…止": ("zh_Hant", HEAD, SINCE, "至 2026年7月的 v0.15.0 止", "time bound turned"),
    "D44 為止": ("zh_Hant", HEAD, SINCE, "2026年7月的 v0.15.0 為止", "time bound turned"),
    "D48 直到": ("zh_Hant", HEAD, SINCE, "直到 2026年7月的 v0.15.0", "time bound turned"),
    "D49 之前": ("zh_Hant", HEAD, SINCE, "2026年7月的 v0.15.0 之前", "time bound turned"),
}


@pytest.mark.parametrize("name", sorted(TURNED))
def test_a_time_bound_turned_round_is_an_error(name: str) -> None:
    locale, key, old, new, phrase = TURNED[name]
    findings = number_findings(*edited(locale, key, old, new))
    assert [f.severity for f in findings if phrase in f.message] == ["error"], findings


def test_a_time_bound_added_is_an_error() -> None:
    # D43: "the merge on July 24, 2026" as "merged before July 24, 2026" (an error since the
    # sixteenth attack: "before" moves the date the English states)
    findings = number_findings(
        *edited("zh_Hant", COMMIT, "2026年7月24日合併", "2026年7月24日前合併")
    )
    assert [(f.severity, f.message) for f in findings] == [
        ("error", "time bound the English does not have: 前")
    ]
    # "3 days ago" bounds no date
    assert number_findings("merged 3 days ago", "3日前にマージ") == []


TPS = (
    "comparisons/deepinfer-vs-ktransformers:analysis.tokens-per-second-trap.paragraphs"
    ".different-question"
)
UNITS = "comparisons/deepinfer-vs-mooncake:analysis.bandwidth-trap.paragraphs.units"
ASCEND = "comparisons/deepinfer-vs-dynamo:wins.deepinfer.ascend-950.detail"
RECIPE = "comparisons/deepinfer-vs-dynamo:sources.dynamo-v41-recipe.supports"
FAIR = "comparisons/deepinfer-vs-dynamo:analysis.benchmark-trap.paragraphs.fair-test"
# R08-R10 X48: a direction word the tables lacked; S08 S09: a grade below the first;
# C01 C05 C06 C09: a number in a borrowed ordinal or group word
WORDED = {
    "R08 拉低": ("zh_Hant", TPS, "提升到", "拉低到", "direction turned round: 拉低"),
    "R09 下修": ("zh_Hant", TPS, "提升到", "下修到", "direction turned round: 下修"),
    "R10 目減り": ("ja", TPS, "引き上げる", "目減りさせる", "direction turned round: 目減り"),
    "X48 少なく": ("ja", UNITS, "75% 多く", "75% 少なく", "direction turned round: 少なく"),
    "S08 B級": ("ja", ASCEND, "第一級の対象", "B級の対象", "ordinal changed: B級"),
    "S09 格下": ("ja", ASCEND, "第一級の対象", "格下の対象", "ordinal changed: 格下"),
    "C01 セカンド": ("ja", RECIPE, "最初のビルド", "セカンドビルド", "does not say: セカンド (2)"),
    "C05 サード": ("ja", RECIPE, "最初のビルド", "サードビルド", "does not say: サード (3)"),
    "C06 세컨드": ("ko", RECIPE, "첫 빌드", "세컨드 빌드", "does not say: 세컨드 (2)"),
    "C09 トリオ": ("ja", FAIR, "2つのスタック", "トリオのスタック", "does not say: トリオ (3)"),
}


@pytest.mark.parametrize("name", sorted(WORDED))
def test_a_direction_grade_or_loanword_number_is_an_error(name: str) -> None:
    locale, key, old, new, phrase = WORDED[name]
    english, translation = shipped(locale)[key]
    assert number_findings(english, translation) == []
    findings = number_findings(*edited(locale, key, old, new))
    assert [f.severity for f in findings if phrase in f.message] == ["error"], findings


@pytest.mark.parametrize(
    ("english", "translation"),
    [
        ("the first build", "ファーストビルド"),
        ("a third-party plugin", "サードパーティーのプラグイン"),
        ("one sentence", "1つのセンテンス"),
        ("handles 75% more requests", "75% 多くのリクエストを処理"),
        ("a first-class target", "第一級の対象"),
    ],
)
def test_the_faithful_word_is_clean(english: str, translation: str) -> None:
    assert number_findings(english, translation) == []


EDGES = (
    "comparisons/deepinfer-vs-ktransformers:analysis.hardware-class.subsections.overlap"
    ".paragraphs.edges"
)
# R25: eight cards as eight pairs in a Han numeral (16), refused as 8 對 is
PAIRS = ("zh_Hant", TPS, "在八張 RTX 5090 上", "在八對 RTX 5090 上", "does not have: 16")
# C11-C13 C51: a Korean numeral before its noun saying another count than the English's
COUNTED = {
    "C11 세": ("ko", FAIR, "두 스택을", "세 스택을", "numeral the English does not say: 세 (3)"),
    "C12 석": ("ko", FAIR, "두 스택을", "석 스택을", "numeral the English does not say: 석 (3)"),
    "C13 너": ("ko", FAIR, "두 스택을", "너 스택을", "numeral the English does not say: 너 (4)"),
    "C51 세 곳": ("ko", EDGES, "두 곳입니다", "세 곳입니다", "does not say: 세 (3)"),
}


def test_pairs_in_a_han_numeral_are_counted_as_pairs() -> None:
    locale, key, old, new, phrase = PAIRS
    findings = number_findings(*edited(locale, key, old, new))
    assert [f.severity for f in findings if phrase in f.message] == ["error"], findings
    assert number_findings(*shipped(locale)[key]) == []


@pytest.mark.parametrize("name", sorted(COUNTED))
def test_each_counted_noun_numeral_is_compared(name: str) -> None:
    locale, key, old, new, phrase = COUNTED[name]
    english, translation = shipped(locale)[key]
    assert number_findings(english, translation) == []
    findings = number_findings(*edited(locale, key, old, new))
    assert [f.severity for f in findings if phrase in f.message] != [], findings
    assert all(f.severity in ("warning", "error") for f in findings)


README = "comparisons/deepinfer-vs-llm-d:sources.llm-d-readme.supports"
# R44 R45: a sign the English lacks; N37 N38: a range as a list of its two ends
SIGNED = {
    "R44 ≠": ("ja", TPS, "nextn=3", "nextn≠3", "sign the English does not have: ≠"),
    "R45 ±": ("ja", TPS, "nextn=3", "nextn=3±1", "sign the English does not have: ±"),
    "N37 と": ("ja", README, "v0.4〜v0.7", "v0.4 と v0.7", "range written as a list"),
    "N38 、": ("zh_Hant", README, "v0.4–v0.7", "v0.4、v0.7", "range written as a list"),
}
# D22-D24: a part of a month the English does not name
PARTED = {
    "D22 上旬": ("ja", PR, "2026年4月", "2026年4月上旬", "does not name: 上旬"),
    "D23 말": ("ko", PR, "2026년 4월", "2026년 4월 말", "does not name: 말"),
    "D24 底": ("zh_Hant", PR, "2026年4月", "2026年4月底", "does not name: 底"),
}


@pytest.mark.parametrize("name", sorted(SIGNED))
def test_a_sign_or_a_listed_range_is_an_error(name: str) -> None:
    locale, key, old, new, phrase = SIGNED[name]
    english, translation = shipped(locale)[key]
    assert number_findings(english, translation) == []
    findings = number_findings(*edited(locale, key, old, new))
    assert [f.severity for f in findings if phrase in f.message] == ["error"], findings


@pytest.mark.parametrize("name", sorted(PARTED))
def test_a_part_of_a_month_added_is_a_warning(name: str) -> None:
    locale, key, old, new, phrase = PARTED[name]
    findings = number_findings(*edited(locale, key, old, new))
    assert [(f.severity, phrase in f.message) for f in findings] == [("warning", True)]


def test_the_range_and_the_part_kept_are_clean() -> None:
    assert number_findings("from v0.4–v0.7", "v0.4 から v0.7 まで") == []
    assert number_findings("by early August 2026", "2026年8月上旬までに") == []
    assert number_findings("a latency of 3±1 ms", "3±1 ms のレイテンシ") == []


SCOPE = "products/vllm:facts.scope"
# R40 R41 R43: a sign of "about" or a bound the English lacks
ROUGH = {
    "R40 ≒": ("ja", TPS, "nextn=3", "nextn≒3", "sign the English does not have: ≒", "error"),
    "R41 ≈": ("ja", TPS, "nextn=3", "nextn≈3", "sign the English does not have: ≈", "error"),
    "R43 ⩽": ("ja", TPS, "nextn=3", "nextn⩽3", "bound the English does not have: 3 (⩽)", "error"),
}
# N27 N32 N36: 200+ said as "200-odd" or "over 200", once warned
OVER = {
    "N27 余り": ("ja", SCOPE, "200以上", "200余り"),
    "N32 逾": ("zh_Hant", SCOPE, "200+", "逾 200"),
    "N36 여": ("ko", SCOPE, "200개 이상의", "200여 개의"),
}


@pytest.mark.parametrize("name", sorted(ROUGH))
def test_a_rough_or_bound_sign_is_found(name: str) -> None:
    locale, key, old, new, phrase, severity = ROUGH[name]
    findings = number_findings(*edited(locale, key, old, new))
    assert [f.severity for f in findings if phrase in f.message] == [severity], findings


@pytest.mark.parametrize("name", sorted(OVER))
def test_over_a_number_is_its_bound(name: str) -> None:
    locale, key, old, new = OVER[name]
    assert number_findings(*edited(locale, key, old, new)) == []
    assert number_findings("about 340 GB", "≈340 GB") == []
