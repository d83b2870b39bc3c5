"""The ninth look at the number check: the attacker's last open cases (/tmp/atk8 p005, p036,
p037, p046, p047, q004, q010, q037, q038, q041) as named fixtures. Digits after a myriad
are added to it (13万1072 is 131,072), a count of kinds (三種, 세 가지입니다) is read where
the English counts in a word, a rank (二級) without 第, a Korean native numeral after its
noun (모델 둘) or 두 where the English says "one", and "first" turned to "last"; each
refused at its catalog entry (exit 1, ``[number]``, file:line), its faithful form clean.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from test_trust_numbers import JA, number_findings, published

Cli = Callable[..., tuple[int, str, str]]

# The shipped source lines the attacker changed, and their faithful translations.
SETUPS = "DeepInfer's published charts use 4 SM100 GPUs for prefill and a 131,072-token context."
SETUPS_JA = (
    "DeepInfer のグラフは prefill に4基の SM100 GPU、13万1072 トークンのコンテキストを使う。"
)
SETUPS_ZH = "DeepInfer 的圖表中，prefill 使用 4 張 SM100 GPU，上下文長度為 13萬1072 token。"
SETUPS_KO = "DeepInfer의 차트는 프리필에 SM100 GPU 4개, 13만 1072 토큰 컨텍스트를 사용합니다."
ONE_RECIPE = "A number from one recipe on one image build is not a property of SGLang."
ONE_RECIPE_KO = "한 이미지 빌드의 한 레시피에서 나온 수치를 SGLang의 특성으로 볼 수는 없습니다."
TWO_TARGETS = "NVIDIA GPUs, AMD ROCm and Ascend. DeepInfer has two targets."
TWO_TARGETS_ZH = "NVIDIA GPU、AMD ROCm 與 Ascend。DeepInfer 則有兩種目標硬體。"
TWO_TARGETS_KO = "NVIDIA GPU, AMD ROCm, Ascend. DeepInfer의 지원 대상은 두 가지입니다."
FIRST_CLASS = "DeepInfer names Huawei Ascend 950 as a first-class target."
FIRST_CLASS_JA = "DeepInfer は Huawei Ascend 950 を第一級の対象ハードウェアとして挙げている。"
FIRST_BUILD = "The first build, v1.6.0 of September 12, 2026, was experimental."
FIRST_BUILD_KO = "2026년 9월 12일에 나온 첫 빌드 v1.6.0은 실험적이었습니다."

# name: English, translation, the phrase of the [number] error
REFUSED = {
    "Japanese myriad with its digits changed": (
        SETUPS,
        SETUPS_JA.replace("13万1072", "13万1073"),
        "131,072 (the translation has 131073)",
    ),
    "Chinese myriad with its digits changed": (
        SETUPS,
        SETUPS_ZH.replace("13萬1072", "12萬1072"),
        "131,072 (the translation has 121072)",
    ),
    "Korean myriad with its digits changed": (
        SETUPS,
        SETUPS_KO.replace("13만 1072", "13만 2072"),
        "131,072 (the translation has 132072)",
    ),
    "Chinese three kinds for two": (
        TWO_TARGETS,
        TWO_TARGETS_ZH.replace("兩種", "三種"),
        "not have: 3",
    ),
    "Korean three kinds before the copula": (
        TWO_TARGETS,
        TWO_TARGETS_KO.replace("두 가지", "세 가지"),
        "not have: 3",
    ),
    "Korean two after its noun for one": (
        "One model: DeepSeek-V4.1-Flash",
        "모델 둘: DeepSeek-V4.1-Flash",
        "not have: 2",
    ),
    "second-class rank without the ordinal mark": (
        FIRST_CLASS,
        FIRST_CLASS_JA.replace("第一級", "二級"),
        "not have: 2",
    ),
    "Korean two for one before a noun": (
        ONE_RECIPE,
        ONE_RECIPE_KO.replace("한 이미지", "두 이미지"),
        "not have: 2",
    ),
    "Korean first turned last": (
        FIRST_BUILD,
        FIRST_BUILD_KO.replace("첫", "마지막"),
        "ordinal changed: 마지막 (last), where the English has first",
    ),
    "Japanese first turned last": (
        FIRST_BUILD,
        "2026年9月12日の最後のビルド v1.6.0 は実験的だった。",
        "ordinal changed: 最後",
    ),
}

# name: English, a faithful translation
FAITHFUL = {
    "Japanese myriad with digits after it": (SETUPS, SETUPS_JA),
    "Chinese myriad with digits after it": (SETUPS, SETUPS_ZH),
    "Chinese myriad in simplified form": (SETUPS, SETUPS_ZH.replace("萬", "万")),
    "Korean myriad with digits after a space": (SETUPS, SETUPS_KO),
    "a myriad and a number apart": (
        "It holds 130,000 tokens in 1072 pages.",
        "1072 ページに 13万 トークンを保持する。",
    ),
    "Chinese two kinds for two targets": (TWO_TARGETS, TWO_TARGETS_ZH),
    "Chinese two kinds summing up a list": (
        "The README lists DeepSeek-V4 in its 284B and 1.6T sizes.",
        "README 列出 284B 與 1.6T 兩種規模的 DeepSeek-V4。",
    ),
    "Chinese a kind of": ("It is a kind of cache.", "它是一種快取。"),
    "Korean two kinds before the copula": (TWO_TARGETS, TWO_TARGETS_KO),
    "Korean one after its noun": (
        "One model: DeepSeek-V4.1-Flash",
        "모델 하나: DeepSeek-V4.1-Flash",
    ),
    "Korean two as the pronoun": (
        "The checklist cannot tell them apart.",
        "기능 체크리스트로는 둘을 구분할 수 없습니다.",
    ),
    "Korean both": ("Both are engines.", "둘 다 엔진입니다."),
    "Korean put before a noun": (
        "You set how many experts each layer keeps on the GPU.",
        "레이어마다 GPU에 둘 전문가 수를 설정할 수 있습니다.",
    ),
    "Korean one before a noun": (ONE_RECIPE, ONE_RECIPE_KO),
    "Korean the two compared": (
        "Not substitutes: one is an engine, the other a router.",
        "두 제품은 서로 대체재가 아닙니다.",
    ),
    "Korean the two pods the English calls them": (
        "It picks one prefill pod and one decode pod and moves blocks between them.",
        "프리필 파드와 디코드 파드를 하나씩 고르고, 두 파드 사이에서 블록을 옮깁니다.",
    ),
    "first-class rank with the ordinal mark": (FIRST_CLASS, FIRST_CLASS_JA),
    "Korean first build": (FIRST_BUILD, FIRST_BUILD_KO),
    "first and last both in the English": (
        "The first build and the last build differ.",
        "첫 빌드와 마지막 빌드는 다릅니다.",
    ),
}


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_a_changed_count_or_ordinal_is_an_error(name: str) -> None:
    english, translation, message = REFUSED[name]
    (finding,) = number_findings(english, translation)
    assert (finding.code, finding.severity) == ("number", "error")
    assert message in finding.message


@pytest.mark.parametrize("name", sorted(FAITHFUL))
def test_a_faithful_translation_has_no_number_problem(name: str) -> None:
    assert number_findings(*FAITHFUL[name]) == []


CLI_REFUSED = (
    "Japanese myriad with its digits changed",
    "second-class rank without the ordinal mark",
    "Japanese first turned last",
)


@pytest.mark.parametrize("name", CLI_REFUSED)
def test_check_refuses_the_number_at_its_entry(name: str, project: Path, run_cli: Cli) -> None:
    english, translation, message = REFUSED[name]
    line = published(project, english, translation)
    code, _, err = run_cli("-C", str(project), "check")
    assert code == 1 and "Traceback" not in err, err
    assert f"{JA}:{line}: [number]" in err and message in err, err
    assert err.count(f"{JA}:") == 1, err
