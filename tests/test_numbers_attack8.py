"""The eighth look at the number check: the attacker's open cases (/tmp/atk8 b, d, e) as named
fixtures, by kind. A date whose day and month change places and two versions swapped keep
every number: each is compared as one value, where the English has it. The formal 佰 and
仟, 一打 (a dozen), 一対 (a pair), ペア, トリプル and クアッド are the numbers they say; and a
vague word (数個, 複数, 一握り, 여러) standing for a count the English gives in a number word
is refused at its catalog entry (exit 1, ``[number]``, file:line).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from test_trust_numbers import JA, number_findings, published

Cli = Callable[..., tuple[int, str, str]]

# The shipped source line the attacker changed (dynamo-v41-recipe.supports), and its
# faithful Japanese.
SOURCE = (
    "V4.1-Flash recipes for vLLM on B200, GB200 and H200 and for SGLang on GB200 (v1.7.0 "
    "docs); the first build, v1.6.0-deepseek-v4.1-flash-dev.1 of September 12, 2026, was "
    "experimental and SGLang-only"
)
SOURCE_JA = (
    "B200、GB200、H200 上の vLLM と GB200 上の SGLang 向けの V4.1-Flash レシピ（v1.7.0 のドキュ"
    "メント）。最初のビルドである2026年9月12日の v1.6.0-deepseek-v4.1-flash-dev.1 は実験的で、"
    "SGLang のみ"
)
ONE_GPU = "Have one consumer GPU and 200 GB or more of RAM"
TWO_TARGETS = "DeepInfer has two targets."

# name: English, translation, the phrase of the [number] error
REFUSED = {
    "day and month swapped in a source line": (
        SOURCE,
        SOURCE_JA.replace("9月12日", "12月9日"),
        "date changed: 2026-12-09, where the English has 2026-09-12",
    ),
    "ISO date's day and month swapped": (
        "Released on 2024-05-01.",
        "2024年1月5日にリリース。",
        "date changed: 2024-01-05, where the English has 2024-05-01",
    ),
    "Korean date's day and month swapped": (
        "Released on May 1, 2024.",
        "2024년 1월 5일 출시.",
        "date changed: 2024-01-05",
    ),
    "versions swapped in a source line": (
        SOURCE,
        SOURCE_JA.replace("v1.7.0", "vX").replace("v1.6.0", "v1.7.0").replace("vX", "v1.6.0"),
        "versions in another order: v1.6.0, v1.7.0, where the English has v1.7.0, v1.6.0",
    ),
    "versions swapped in an upgrade": (
        "Upgrade from v1.6.0 to v1.7.0.",
        "v1.7.0 から v1.6.0 へアップグレード。",
        "versions in another order",
    ),
    "formal hundred before a counter": (
        ONE_GPU,
        "有壹佰張消費級 GPU 與 200 GB 以上的 RAM",
        "have: 100",
    ),
    "formal thousand": ("Runs on 8 GPUs.", "在8張GPU上執行，壹仟台。", "not have: 1000"),
    "formal myriad and hundred": ("Runs on 8 GPUs.", "在8張GPU上執行，壹萬壹佰台。", "have: 10100"),
    "a dozen in Chinese": (ONE_GPU, "有一打消費級 GPU 與 200 GB 以上的 RAM", "not have: 12"),
    "a pair in Japanese": (
        ONE_GPU,
        "コンシューマー向け GPU 一対と 200 GB 以上の RAM がある",
        "have: 2",
    ),
    "a pair in Chinese": (ONE_GPU, "有一對消費級 GPU 與 200 GB 以上的 RAM", "not have: 2"),
    "pair as a loanword": (ONE_GPU, "コンシューマー向け GPU ペアと 200 GB 以上の RAM", "have: 2"),
    "triple for two": (TWO_TARGETS, "DeepInfer の対象はトリプルだ。", "not have: 3"),
    "quad for two": (TWO_TARGETS, "DeepInfer の対象はクアッドだ。", "not have: 4"),
    "a few pieces for two": (TWO_TARGETS, "DeepInfer の対象は数個だ。", "not have: 数個"),
    "plural for two": (TWO_TARGETS, "DeepInfer の対象は複数だ。", "not have: 複数"),
    "a handful for two": (TWO_TARGETS, "DeepInfer の対象は一握りだ。", "not have: 一握り"),
    "some for two": (TWO_TARGETS, "DeepInfer の対象は幾つかある。", "not have: 幾つか"),
    "a little for two": (TWO_TARGETS, "DeepInfer の対象は若干ある。", "not have: 若干"),
    "Chinese few pieces for two": (TWO_TARGETS, "DeepInfer 有數個目標。", "not have: 數個"),
    "Chinese how many for two": (TWO_TARGETS, "DeepInfer 有幾個目標。", "not have: 幾個"),
    "Korean several for one": (
        ONE_GPU,
        "소비자용 GPU 여러 장과 200 GB 이상의 RAM이 있다",
        "not have: 여러",
    ),
    "Chinese some kinds for two": (TWO_TARGETS, "DeepInfer 有幾種目標。", "not have: 幾種"),
    "Chinese many kinds for two": (TWO_TARGETS, "DeepInfer 有多種目標。", "not have: 多種"),
    "a small number for one": (
        "It supports one model.",
        "少数のモデルに対応する。",
        "not have: 少数",
    ),
    "Korean a few for two": (TWO_TARGETS, "DeepInfer의 대상은 몇 개다.", "not have: 몇"),
}

# name: English, a faithful translation
FAITHFUL = {
    "the shipped source line": (SOURCE, SOURCE_JA),
    "the date in Korean": (SOURCE, SOURCE_JA.replace("2026年9月12日", "2026년 9월 12일")),
    "versions of different products reordered": (
        "V4.1 support landed in vLLM v0.32.0.",
        "vLLM v0.32.0 で V4.1 に対応した。",
    ),
    "a pair for two": (TWO_TARGETS, "DeepInfer の対象はペアだ。"),
    "a key pair is no count": ("Create a key.", "キーペアを作る。"),
    "quad-core is no count": ("It runs on a quad-core CPU.", "クアッドコア CPU で動く。"),
    "a dozen for twelve": ("It has twelve modes.", "一打の模式。"),
    "a formal hundred for 100": ("Runs on 100 GPUs.", "在壹佰張GPU上執行。"),
    "plural where the English says more than one": (
        "Pick it when you need more than one model.",
        "複数のモデルが必要なら選ぶ。",
    ),
    "plural where the English says several": ("It has several targets.", "対象は複数だ。"),
    "many kinds where the English says various": ("It has various targets.", "有多種目標。"),
    "one as a pronoun": ("It says which one to pick.", "複数の製品からどれを選ぶかを示す。"),
    "Korean several beside a count written in words": (
        "That is two model generations; the engines are the smallest difference.",
        "두 모델 세대이므로, 여러 차이 가운데 엔진의 차이가 가장 작습니다.",
    ),
    "plural beside the count in digits": (TWO_TARGETS, "DeepInfer の対象は2つで、複数ある。"),
}


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_a_changed_date_version_or_count_is_an_error(name: str) -> None:
    english, translation, message = REFUSED[name]
    (finding,) = number_findings(english, translation)
    assert (finding.code, finding.severity) == ("number", "error")
    assert message in finding.message


@pytest.mark.parametrize("name", sorted(FAITHFUL))
def test_a_faithful_translation_has_no_number_problem(name: str) -> None:
    assert number_findings(*FAITHFUL[name]) == []


CLI_REFUSED = ("versions swapped in an upgrade", "a pair in Japanese", "a few pieces for two")


@pytest.mark.parametrize("name", CLI_REFUSED)
def test_check_refuses_the_number_at_its_entry(name: str, project: Path, run_cli: Cli) -> None:
    english, translation, message = REFUSED[name]
    line = published(project, english, translation)
    code, _, err = run_cli("-C", str(project), "check")
    assert code == 1 and "Traceback" not in err, err
    assert f"{JA}:{line}: [number]" in err and message in err, err
    assert err.count(f"{JA}:") == 1, err
