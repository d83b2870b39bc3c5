"""Attack 12's findings on a number's context (/tmp/atk12 cases.md) as named fixtures:
bounds said as "a little under/over" (G07) or "and up" (F31 F32), a time bound on a date
turned round (Q01-Q03), another part of a period (D03-D05), a change's direction turned
round (X13-X15), "about" dropped or added (P01 P02), and a range that repeats its unit
(F10). Each case is the shipped translation with the attack's edit, so the faithful
shipped line is checked beside it.
"""

from __future__ import annotations

import functools
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from test_trust_numbers import number_findings

ROOT = Path(__file__).resolve().parent.parent
LLAMA = "comparisons/deepinfer-vs-llama-cpp:what_each_is.llama-cpp.paragraphs.deepseek"
KT = "comparisons/deepinfer-vs-ktransformers:what_each_is.ktransformers.paragraphs.deepseek"
TPS = (
    "comparisons/deepinfer-vs-ktransformers:analysis.tokens-per-second-trap.paragraphs"
    ".different-question"
)
DYNAMO = "comparisons/deepinfer-vs-dynamo:analysis.benchmark-trap.paragraphs.what-is-measured"
FINE_TUNE = "comparisons/deepinfer-vs-ktransformers:sources.kt-sft-guide.supports"
SMALL = "comparisons/deepinfer-vs-ktransformers:wins.ktransformers.fits-small-hardware.detail"
ONE_BOX = "comparisons/deepinfer-vs-ktransformers:decision_guide.one-box.situation"


@functools.cache
def shipped(locale: str) -> dict[str, tuple[str, str]]:
    """The shipped catalog of ``locale``: each key's English and translation."""
    path = ROOT / "locales" / locale / "LC_MESSAGES" / "messages.po"
    with path.open("rb") as file:
        return {m.context: (m.id, m.string) for m in read_po(file) if m.context and m.string}


def edited(locale: str, key: str, old: str, new: str) -> tuple[str, str]:
    """The English of ``key`` and its shipped translation with ``old`` written as ``new``."""
    english, translation = shipped(locale)[key]
    assert old in translation
    return english, translation.replace(old, new)


# name: locale, key, the shipped words, the attack's words, the phrase of the finding
REFUSED = {
    # G07: "at least 200 GB" as "a little under 200 GB"
    "G07 at least as 弱": ("ja", KT, "200 GB 以上", "200 GB 弱", "bound turned round: 200 (弱"),
    # Q01-Q03: "by early August 2026" as "since early August"
    "Q01 by as 以降": ("ja", LLAMA, "8月上旬までに", "8月上旬以降に", "time bound turned round"),
    "Q02 by as 이후": ("ko", LLAMA, "8월 초까지", "8월 초 이후", "time bound turned round"),
    "Q03 by as 之後": ("zh_Hant", LLAMA, "到 2026年8月初", "在 2026年8月初之後", "time bound"),
    # D03-D05: early August as late August
    "D03 early as 말": ("ko", LLAMA, "8월 초까지", "8월 말까지", "part of a period changed: 말"),
    "D04 early as 下旬": ("ja", LLAMA, "8月上旬", "8月下旬", "part of a period changed: 下旬"),
    "D05 early as 底": ("zh_Hant", LLAMA, "8月初", "8月底", "part of a period changed: 底"),
    # X13-X15: "raises from 26.5 to 32.74" as "lowers from 32.74 to 26.5"
    "X13 raises as 引き下げる": (
        "ja",
        TPS,
        "26.5 トークンから 32.74 トークンに引き上げる",
        "32.74 トークンから 26.5 トークンに引き下げる",
        "direction turned round: 下げ",
    ),
    "X14 raises as 낮춘다": (
        "ko",
        TPS,
        "26.5 토큰에서 32.74 토큰으로 높인다",
        "32.74 토큰에서 26.5 토큰으로 낮춘다",
        "direction turned round: 낮춘",
    ),
    "X15 raises as 降到": (
        "zh_Hant",
        TPS,
        "26.5 token 提升到 32.74",
        "32.74 token 降到 26.5",
        "direction turned round: 降到",
    ),
}
WARNED = {
    # P01 P02: "about" dropped from 340 GB, added to an exact 75%
    "P01 about dropped": ("ja", KT, "約 340 GB", "340 GB", "'about' dropped"),
    "P02 about added": ("ko", DYNAMO, "수용률 75%", "수용률 약 75%", "'about' added"),
}
# F10 F31 F32: faithful translations once refused
FAITHFUL = {
    "F10 the unit repeated in a range": ("ja", FINE_TUNE, "1.2〜1.3 TB", "1.2 TB〜1.3 TB"),
    "F31 200 GB〜 for at least": ("ja", SMALL, "200 GB 以上", "200 GB〜"),
    "F32 起跳 for or more": ("zh_Hant", ONE_BOX, "200 GB 以上", "200 GB 起跳"),
}


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_the_changed_context_is_an_error(name: str) -> None:
    locale, key, old, new, phrase = REFUSED[name]
    english, translation = shipped(locale)[key]
    assert number_findings(english, translation) == []
    findings = number_findings(*edited(locale, key, old, new))
    assert [f.severity for f in findings if phrase in f.message] == ["error"], findings


@pytest.mark.parametrize("name", sorted(WARNED))
def test_about_dropped_or_added_is_a_warning(name: str) -> None:
    locale, key, old, new, phrase = WARNED[name]
    findings = number_findings(*edited(locale, key, old, new))
    assert [(f.severity, phrase in f.message) for f in findings] == [("warning", True)]


@pytest.mark.parametrize("name", sorted(FAITHFUL))
def test_the_faithful_bound_or_range_is_clean(name: str) -> None:
    locale, key, old, new = FAITHFUL[name]
    assert number_findings(*edited(locale, key, old, new)) == []


@pytest.mark.parametrize(
    ("english", "translation"),
    [
        # the part and the bound kept, and a range of dates both ways
        ("added by early August 2026", "2026年8月上旬までに追加"),
        ("from May 2026 to September 2026", "2026年5月から2026年9月まで"),
        ("in late 2025", "2025년 말에"),
        # "as of" says when, not a bound (截至 "as of")
        ("LMDeploy had not added it as of August 2026", "截至 2026年8月，LMDeploy 尚未支援"),
        # a direction the English names both ways
        (
            "cuts latency by 20% and raises throughput by 30%",
            "遅延を 20% 下げ、スループットを 30% 上げる",
        ),
        # 弱点 is a weakness, not "a little under"; 約束 a promise, not "about"
        ("3 weak points", "3 つの弱点"),
        ("a promise kept for 3 years", "3 年間守られた約束"),
    ],
)
def test_like_words_that_change_nothing_are_clean(english: str, translation: str) -> None:
    assert number_findings(english, translation) == []
