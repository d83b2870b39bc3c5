"""The eleventh look at the number check: attack 10's open number cases (/tmp/atk10 C3,
N19, N24, N26, N39, N70, N73, N97) as named fixtures. A Korean approximate count
(한두 벤더 for "two vendors") is a vague count, an error where the English gives a count; the
formal numerals (肆, 捌), 仨 and 俩 are read, and a count dropped where an unread numeral
says another number is an error, not two warnings; the English's multiplying verbs
(doubles, triples, tenfold, halves) are numbers a translation may write (倍増, 2배, 3倍,
10分の1); a space after a Hangul myriad continues its number (십삼만 천칠십이); and
tenths with a space (4 割), Japanese era years (令和8年) and prices in numerals (五美元) are
read as the numbers they are.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from test_trust_numbers import number_findings

Cli = Callable[..., tuple[int, str, str]]

VENDORS = "One engine on two vendors."
VENDORS_KO = "두 벤더를 아우르는 단일 엔진."
MODES = "It supports three modes."
TWO_GPUS = "It runs on two GPUs."
CONTEXT = "DeepInfer offers a 131,072-token context on 8 GPUs."
CONTEXT_ZH = "DeepInfer 在 8 張 GPU 上提供 131,072 個詞元的上下文。"
DOUBLES = "Throughput doubles."
RELEASED = "Released on September 12, 2026."
LATENCY = "Latency drops by 40%."

# name: English, translation, the phrase of the [number] error
REFUSED = {
    # C3: a Korean approximate count for the English's count (and each of its kin)
    "one or two for two vendors": (
        VENDORS,
        "한두 벤더를 아우르는 단일 엔진.",
        "does not have: 한두",
    ),
    "two or three for two vendors": (
        VENDORS,
        "두세 벤더를 아우르는 단일 엔진.",
        "does not have: 두세",
    ),
    "three or four GPUs for two": (TWO_GPUS, "GPU 서너 개에서 실행됩니다.", "does not have: 서너"),
    "three or four glued to its counter": (TWO_GPUS, "GPU 서너개에서 실행됩니다.", "서너"),
    "five or six kinds for three": (MODES, "대여섯 가지 모드를 지원합니다.", "대여섯"),
    "a couple of GPUs for two": (TWO_GPUS, "GPU 두어 개에서 실행됩니다.", "does not have: 두어"),
    # the formal and colloquial numerals, read
    "four kinds in formal numerals for three": (MODES, "支援肆種模式。", "does not have: 4"),
    "three of them for two": (TWO_GPUS, "在仨 GPU 上運行。", "changed or missing: two"),
    "three kinds no reader reads for two": (  # a warning in attack 10
        "NVIDIA GPUs, AMD ROCm and Ascend. DeepInfer has two targets.",
        "NVIDIA GPU、AMD ROCm 與 Ascend。DeepInfer 則有三類目標硬體。",
        "number changed or missing: two (the translation has 三類)",
    ),
    "a formal nine for 8": (
        CONTEXT,
        CONTEXT_ZH.replace("8 張", "玖 張"),
        "8 (the translation has 9)",
    ),
    # a multiplying verb and another factor
    "doubles as three times": (DOUBLES, "スループットは 3 倍になります。", "does not have: 3"),
    "triples as twice": ("Throughput triples.", "スループットは 2 倍になります。", "not have: 2"),
    "tenfold as a fifth": (
        "Latency falls tenfold.",
        "レイテンシは 5分の1 になります。",
        "does not have: 5",
    ),
    # the readings that make a faithful translation pass keep a wrong one refused
    "a Hangul number one more": (
        CONTEXT,
        "DeepInfer는 GPU 8개에서 십삼만 천칠십삼 토큰의 컨텍스트를 제공합니다.",
        "131,072 (the translation has 131073)",
    ),
    "five tenths with a space for 40%": (LATENCY, "レイテンシは 5 割減ります。", "has 50%"),
    "the next era year": (
        RELEASED,
        "令和9年9月12日にリリース。",
        "2026 (the translation has 2027)",
    ),
    "the next era year in numerals": (RELEASED, "令和九年九月十二日にリリース。", "has 2027"),
    "the first era year for 2020": ("Released in 2020.", "令和元年にリリース。", "has 2019"),
    "euros in numerals for dollars": (
        "It costs $5.",
        "五歐元。",
        "5USD (the translation has 5EUR)",
    ),
    "yuan for dollars": ("It costs $5.", "售價五元。", "changed or missing: 5USD"),
    "six minutes for five in words": ("It takes five minutes.", "6分かかる。", "not have: 6min"),
}

FAITHFUL = {
    "two vendors": (VENDORS, VENDORS_KO),
    "one or two vendors": ("One engine on one or two vendors.", "한두 벤더를 아우르는 단일 엔진."),
    "a couple of GPUs": ("It runs on a couple of GPUs.", "GPU 두어 개에서 실행됩니다."),
    "put it, not two or three": (VENDORS, "두 벤더를 아우르는 단일 엔진. 그대로 두세요."),
    "having put, not a couple": (VENDORS, "두 벤더를 아우르는 단일 엔진. 그대로 두어 보세요."),
    "three kinds in formal numerals": (MODES, "支援參種模式。"),
    "two of them": (TWO_GPUS, "在俩 GPU 上運行。"),
    "three of them": ("It runs on three GPUs.", "在仨 GPU 上運行。"),
    "a formal eight": (CONTEXT, CONTEXT_ZH.replace("8 張", "捌 張")),
    "a formal eight before its counter": (CONTEXT, CONTEXT_ZH.replace("在 8 張", "在捌張")),
    "the mainland as a word": ("It ships in China.", "在中國大陸發布。"),
    "doubles as doubling": (DOUBLES, "スループットは倍増します。"),
    "doubles as twice in Korean": (DOUBLES, "처리량이 2배가 됩니다."),
    "doubles as turning double": (DOUBLES, "吞吐量翻倍。"),
    "doubles as twice": (DOUBLES, "スループットは 2 倍になります。"),
    "triples as three times": ("Throughput triples.", "スループットは 3 倍になります。"),
    "quadruples as four times": ("Throughput quadruples.", "スループットは 4 倍になります。"),
    "tenfold as a tenth": ("Latency falls tenfold.", "レイテンシは 10分の1 になります。"),
    "tenfold as a tenth in Korean": (
        "Latency falls tenfold.",
        "지연 시간이 10분의 1로 줄어듭니다.",
    ),
    "halves as half": ("Memory halves.", "メモリは半分になります。"),
    "a Hangul number spaced by its myriads": (
        CONTEXT,
        "DeepInfer는 GPU 8개에서 십삼만 천칠십이 토큰의 컨텍스트를 제공합니다.",
    ),
    "tenths with a space": (LATENCY, "レイテンシは 4 割減ります。"),
    "tenths glued": (LATENCY, "レイテンシは4割減ります。"),
    "an era year": (RELEASED, "令和8年9月12日にリリース。"),
    "an era year in numerals": (RELEASED, "令和八年九月十二日にリリース。"),
    "the first era year": ("Released in 2019.", "令和元年にリリース。"),
    "the last Heisei year": ("Released in 2019.", "平成31年にリリース。"),
    "dollars in numerals": ("It costs $5.", "售價五美元。"),
    "dollars in numerals for dollars in words": ("It costs five dollars.", "五美元。"),
    "yen in numerals": ("It costs 3,000 yen.", "三千円かかる。"),
    "minutes for minutes in words": ("It takes five minutes.", "5分かかる。"),
}


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_a_changed_count_is_an_error(name: str) -> None:
    english, translation, message = REFUSED[name]
    (finding,) = number_findings(english, translation)
    assert (finding.code, finding.severity) == ("number", "error")
    assert message in finding.message, finding.message


@pytest.mark.parametrize("name", sorted(FAITHFUL))
def test_a_faithful_translation_has_no_number_problem(name: str) -> None:
    assert number_findings(*FAITHFUL[name]) == []


KO = "locales/ko/LC_MESSAGES/messages.po"
C3_KEY = 'msgctxt "comparisons/deepinfer-vs-mindie:wins.deepinfer.two-vendors.lead"'


def test_the_shipped_korean_vendors_line_as_one_or_two_is_refused(
    shipped: Path, run_cli: Cli
) -> None:
    path = shipped / KO
    text = path.read_text(encoding="utf-8")
    lines = text.split("\n")
    msgid = lines.index(C3_KEY) + 1  # (the line after msgctxt; 0-based index + 1)
    assert lines[msgid + 1] == f'msgstr "{VENDORS_KO}"'
    lines[msgid + 1] = 'msgstr "한두 벤더를 아우르는 단일 엔진."'
    path.write_text("\n".join(lines), encoding="utf-8")
    code, _, err = run_cli("-C", str(shipped), "check")
    assert code == 1 and "Traceback" not in err, err
    assert f"{KO}:{msgid + 1}: [number]" in err, err
    assert "number the English does not have: 한두" in err, err
    assert err.count(f"{KO}:") == 1, err
