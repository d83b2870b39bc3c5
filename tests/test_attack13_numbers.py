"""Attack 13's findings on numbers and their context (/tmp/atk13 cases.md) as named
fixtures: a month the English dates dropped or replaced by a season, a half or a fiscal
year (D26 D27 D34-D37 D39-D42). Each case is the shipped translation with the attack's
edit, so the faithful shipped line is checked beside it.
"""

from __future__ import annotations

import pytest

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
    locale, key, old, new, phrase = REFUSED[name]
    english, translation = shipped(locale)[key]
    assert number_findings(english, translation) == []
    findings = number_findings(*edited(locale, key, old, new))
    assert [f.severity for f in findings if phrase in f.message] == ["error"], findings


@pytest.mark.parametrize("name", sorted(FAITHFUL))
def test_the_faithful_context_is_clean(name: str) -> None:
    locale, key, old, new = FAITHFUL[name]
    assert number_findings(*edited(locale, key, old, new)) == []


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


def test_a_time_bound_added_is_a_warning() -> None:
    # D43: "the merge on July 24, 2026" as "merged before July 24, 2026"
    findings = number_findings(
        *edited("zh_Hant", COMMIT, "2026年7月24日合併", "2026年7月24日前合併")
    )
    assert [(f.severity, f.message) for f in findings] == [
        ("warning", "time bound the English does not have: 前")
    ]
    # "3 days ago" bounds no date
    assert number_findings("merged 3 days ago", "3日前にマージ") == []
