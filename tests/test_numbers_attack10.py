"""The tenth look at the number check: the attacker's last open cases (/tmp/atk8 p012, d017,
e014, p063) as named fixtures, and the general rule that catches the next new
word. Counts swapped between two places the English lists ("4 for prefill and 64 for
decode") are an order error, though the translation also writes a number the English says
in a word (since stop 53; a warning before); a count the English says in a word that the
translation drops, a numeral no reader reads and the English does not say (一排, 三類), and
a name listed more often than in the English are warnings (``check`` exit 0, ``--strict``
1); a vague word for a count (わずか) is an error; p50 as "50 パーセンタイル" is faithful.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from test_trust_numbers import JA, number_findings, published

Cli = Callable[..., tuple[int, str, str]]

# The shipped source lines the attacker changed, and their faithful translations.
SETUPS = (
    "DeepInfer's published charts use 4 SM100 GPUs for prefill and 64 for decode. "
    "A number from one recipe is not a property of SGLang."
)
SETUPS_JA = (
    "DeepInfer のグラフは prefill に4基、decode に64基の SM100 GPU を使う。"
    "1つのレシピから得た数値は SGLang の性質ではない。"
)
TWO_TARGETS = "NVIDIA GPUs, AMD ROCm and Ascend. DeepInfer has two targets."
TWO_TARGETS_JA = "NVIDIA GPU、AMD ROCm、Ascend に対応する。DeepInfer の対象は2つだ。"
ONE_GPU = "Have one consumer GPU and 200 GB or more of RAM"
ONE_GPU_ZH = "有一張消費級 GPU 與 200 GB 以上的 RAM"
RECIPES = "V4.1-Flash recipes for vLLM on B200, GB200 and H200 (v1.7.0 docs)."
RECIPES_JA = "B200、GB200、H200 上の vLLM 向けの V4.1-Flash レシピ（v1.7.0 のドキュメント）。"
PERCENTILES = "Report TTFT and TPOT at p50/p95/p99."
PERCENTILES_JA = "50/95/99 パーセンタイル の TTFT と TPOT を示す。"
DATED = "Merged on July 24, 2026, first in the v0.15.0 tag of July 31, 2026."
DATED_JA = "2026年7月24日にマージされ、2026年7月31日の v0.15.0 タグに初めて含まれた。"

# name: English, translation, the phrase of the [number] warning
WARNED = {
    "a count the English says in a word dropped": (
        TWO_TARGETS,
        TWO_TARGETS_JA.replace("2つだ", "限られる"),
        "the English's count missing: two",
    ),
    # Words no list of the number readers holds: the general rule's.
    "a row for one": (ONE_GPU, ONE_GPU_ZH.replace("一張", "一排"), "does not say: 一排"),
    "a batch for one": (ONE_GPU, ONE_GPU_ZH.replace("一張", "一批"), "does not say: 一批"),
    "a Japanese set for one": (
        ONE_GPU,
        "コンシューマー向け GPU 一揃いと 200 GB 以上の RAM がある",
        "does not say: 一揃",
    ),
    # (three kinds for two targets, 三類: an error since attack 11, there)
    "a name listed twice": (
        RECIPES,
        RECIPES_JA.replace("B200、GB200", "B200、B200、GB200"),
        "named more often than in the English: B200",
    ),
    "a name named twice more": (
        RECIPES,
        RECIPES_JA.replace("B200、GB200", "B200、GB200、B200、B200"),
        "named more often than in the English: B200",
    ),
}

# name: English, translation, the phrase of the [number] error
REFUSED = {
    "counts swapped beside a number said in a word": (
        SETUPS,
        SETUPS_JA.replace("に4基、decode に64基", "に64基、decode に4基"),
        "numbers in another order: 64, 4, where the English has 4, 64",
    ),
    "a vague word for two": (
        TWO_TARGETS,
        TWO_TARGETS_JA.replace("2つだ", "わずかだ"),
        "does not have: わずか",
    ),
    "a vague word for one": (ONE_GPU, ONE_GPU_ZH.replace("一張", "多數"), "does not have: 多數"),
    "a percentile changed": (
        PERCENTILES,
        PERCENTILES_JA.replace("95", "90"),
        "p95 (the translation has 90)",
    ),
}

FAITHFUL = {
    "counts in the English's order": (SETUPS, SETUPS_JA),
    "dates written year first": (DATED, DATED_JA),
    "a month and year moved with their clause": (
        "Opened in April 2026 as #4554, merged on July 24, 2026.",
        "#4554 は2026年4月に作成され、2026年7月24日にマージされた。",
    ),
    "percentiles in words": (PERCENTILES, PERCENTILES_JA),
    "Chinese percentiles": (PERCENTILES, "回報 50/95/99 百分位的 TTFT 與 TPOT。"),
    "Korean percentiles": (PERCENTILES, "50/95/99 백분위수의 TTFT와 TPOT을 보고합니다."),
    "two as a digit": (TWO_TARGETS, TWO_TARGETS_JA),
    "two as both": ("Two real engines with different bets.", "どちらもエンジンだが、方向が違う。"),
    "two as a dual prefix": ("Many models, two engines.", "多模型、雙引擎。"),
    "one with a measure word": (ONE_GPU, ONE_GPU_ZH),
    "words that hold a numeral": (
        "See the list; the part is unified and the only one.",
        "一覧を参照。一部は統一され、唯一のもの。兩者。",
    ),
    "three parts of a list of three": (
        "It consists of a Deployer, a Controller, and a Coordinator.",
        "由三部分組成：Deployer、Controller 與 Coordinator。",
    ),
    "these two kinds": ("Setting these numbers side by side", "把這兩類數字並列"),
    "a name said again for it": (
        "Built for B200. It is fast.",
        "B200 向けに作られた。B200 は速い。",
    ),
    "the recipes as shipped": (RECIPES, RECIPES_JA),
}


@pytest.mark.parametrize("name", sorted(WARNED))
def test_a_count_moved_dropped_or_unread_is_a_warning(name: str) -> None:
    english, translation, message = WARNED[name]
    findings = number_findings(english, translation)
    assert findings and {(f.code, f.severity) for f in findings} == {("number", "warning")}
    assert any(message in finding.message for finding in findings), findings


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_a_vague_count_or_changed_percentile_is_an_error(name: str) -> None:
    english, translation, message = REFUSED[name]
    (finding,) = number_findings(english, translation)
    assert (finding.code, finding.severity) == ("number", "error")
    assert message in finding.message, finding.message


@pytest.mark.parametrize("name", sorted(FAITHFUL))
def test_a_faithful_translation_has_no_number_problem(name: str) -> None:
    assert number_findings(*FAITHFUL[name]) == []


CLI_WARNED = (
    "a count the English says in a word dropped",
    "a row for one",
    "a name listed twice",
)


@pytest.mark.parametrize("name", CLI_WARNED)
def test_check_warns_at_the_entry_and_strict_fails(name: str, project: Path, run_cli: Cli) -> None:
    english, translation, message = WARNED[name]
    line = published(project, english, translation)
    code, _, err = run_cli("-C", str(project), "check")
    assert code == 0 and f"{JA}:{line}: warning: [number]" in err and message in err, err
    code, _, err = run_cli("-C", str(project), "check", "--strict")
    assert code == 1 and "Traceback" not in err, err
