"""The twelfth look at the number check, its second half: what surrounds a number (attack
11's /tmp/atk11 cases). Two full dates swapped between their events are an error, as two
versions are (D11); an ordinal or extreme word turned to its other end is an error for
every word of a small table of meanings (first, last, latest, oldest, highest, lowest),
not only 最後 (R14 R15 L4 L0 L1 L2 Z1); a count written in numeral words stands where the
text writes it when numbers are ordered (F0 F1 F2 F13 X4 X5: 네 개, 四基, 六十四張); the
bound a word puts on a number (or more, 以上, 以下, ≥, 以降) turned round is an error, added
or dropped a warning (E0 M26 R11); a unit named alone (GB/s, M27 M28) and a path
(archive/README.md, AA3) are kept as the English writes them; 吉位元組 is GB (F9).
"""

from __future__ import annotations

import pytest

from test_trust_numbers import number_findings

MERGE = "the merge on July 24, 2026, first contained in the v0.15.0 tag of July 31, 2026"
MERGE_JA = "2026年7月24日のマージと、それを初めて含む2026年7月31日の v0.15.0 タグ"
RECIPE = (
    "V4.1-Flash recipes for vLLM on B200, GB200 and H200 and for SGLang on GB200 (v1.7.0 "
    "docs); the first build, v1.6.0-deepseek-v4.1-flash-dev.1 of September 12, 2026, was "
    "experimental and SGLang-only"
)
RECIPE_ZH = (
    "V4.1-Flash 部署配方（v1.7.0 文件），涵蓋 B200、GB200 與 H200 上的 vLLM，以及 GB200 上的 "
    "SGLang；首個建置版本是 2026年9月12日的 v1.6.0-deepseek-v4.1-flash-dev.1，屬實驗性質且僅支援 "
    "SGLang"
)
RECIPE_JA = (
    "B200、GB200、H200 上の vLLM と GB200 上の SGLang 向けの V4.1-Flash レシピ（v1.7.0 の"
    "ドキュメント）。最初のビルドである2026年9月12日の v1.6.0-deepseek-v4.1-flash-dev.1 は"
    "実験的で、SGLang のみ"
)
RECIPE_KO = (
    "B200, GB200, H200에서 vLLM을, GB200에서 SGLang을 쓰는 V4.1-Flash 레시피(v1.7.0 문서), "
    "2026년 9월 12일에 나온 첫 빌드 v1.6.0-deepseek-v4.1-flash-dev.1은 실험적이며 SGLang 전용"
)
FIRST_CLASS = (
    "DeepInfer names Huawei Ascend 950 as a first-class target. Dynamo's supported hardware "
    "is NVIDIA GPUs."
)
FIRST_CLASS_JA = (
    "DeepInfer は Huawei Ascend 950 を第一級の対象ハードウェアとして挙げている。Dynamo の"
    "対応ハードウェアは NVIDIA GPU だ。"
)

HEADLINE = "Mooncake's headline figures are in GB/s: how fast it moves a 40 GB object."
HEADLINE_JA = "Mooncake の数値は GB/s 単位で、40 GB のオブジェクトの移動速度を示す。"
SFT = "about 70 GB of GPU memory (the README dropped this figure; archive/README.md keeps it)"
SFT_JA = "約 70 GB の GPU メモリ（README はこの数値を削除したが、archive/README.md には残っている）"

ONE_BOX = "Have one consumer GPU and 200 GB or more of RAM"
UNITS = (
    "DeepInfer's charts measure an engine: 4 SM100 GPUs for prefill and 64 for decode, a "
    "131,072-token context, nextn=3 and 75% draft acceptance."
)
UNITS_JA = (
    "DeepInfer のグラフはエンジンを測っている。prefill に4基、decode に64基の SM100 GPU、"
    "131,072 トークンのコンテキスト、nextn=3、ドラフト受入率 75% だ。"
)
UNITS_KO = (
    "DeepInfer의 차트는 엔진을 측정한 것입니다. 측정 조건은 프리필에 SM100 GPU 4개, 디코드에 "
    "64개, 131,072 토큰 컨텍스트이며, 디코드는 nextn=3, 드래프트 수용률 75%로 실행했습니다."
)
UNITS_ZH = (
    "DeepInfer 的圖表量測的則是引擎，條件為 prefill 使用 4 張 SM100 GPU、decode 使用 64 張，"
    "上下文 131,072 token，nextn=3，草稿接受率 75%。"
)

# name: English, translation, the phrase of the [number] error
REFUSED = {
    "a count in words swapped with one in digits": (
        UNITS,
        UNITS_KO.replace("GPU 4개", "GPU XX개").replace("64개", "네 개").replace("XX", "64"),
        "where the English has 4, 64",
    ),
    "counts in numeral words swapped": (
        UNITS,
        UNITS_JA.replace("に4基", "にXX基").replace("に64基", "に四基").replace("XX", "六十四"),
        "numbers in another order: 64, 4, 131,072, 3, where the English has 4, 64",
    ),
    # D11: the merge's date and the tag's swapped
    "two dates swapped between their events": (
        MERGE,
        MERGE_JA.replace("7月24日", "7月XX日").replace("7月31日", "7月24日").replace("XX", "31"),
        "dates in another order: 2026-07-31, 2026-07-24, where the English has 2026-07-24",
    ),
    # R14 R15 L4: Chinese words for "last" beyond 最後
    "first as the very last one": (
        RECIPE,
        RECIPE_ZH.replace("首個", "最末一個"),
        "ordinal changed: 最末 (last), where the English has first",
    ),
    "first as the end one": (RECIPE, RECIPE_ZH.replace("首個", "末個"), "末個 (last)"),
    "first as the last generation": (RECIPE, RECIPE_ZH.replace("首個", "末代"), "末代 (last)"),
    # L0 L1 L2: first as latest
    "first as latest in Japanese": (
        RECIPE,
        RECIPE_JA.replace("最初", "最新"),
        "ordinal changed: 最新 (latest), where the English has first",
    ),
    "first as latest in Korean": (RECIPE, RECIPE_KO.replace("첫", "최신"), "최신 (latest)"),
    "first as latest in Chinese": (RECIPE, RECIPE_ZH.replace("首個", "最新的"), "最新 (latest)"),
    # Z1: the top of a scale turned to its bottom
    "first-class as lowest class": (
        FIRST_CLASS,
        FIRST_CLASS_JA.replace("第一級", "最下級"),
        "ordinal changed: 最下級 (lowest), where the English has first-class",
    ),
    "latest as first": (
        "The latest build is v1.7.0.",
        "最初のビルドは v1.7.0 だ。",
        "ordinal changed: 最初 (first), where the English has latest",
    ),
    "gigabytes spelled as terabytes": ("a 40 GB object", "一個 40 太位元組 物件", "40GB"),
    "lowest as highest": ("It has the lowest latency.", "레이턴시가 최고다.", "최고 (highest)"),
    # E0: the bound turned round
    "or more as or less": (
        ONE_BOX,
        "コンシューマー向け GPU 1枚と 200 GB 以下の RAM がある",
        "bound turned round: 200 (以下, where the English has or more)",
    ),
    "at least as at most in Chinese": (
        "It needs at least 200 GB of RAM.",
        "需要最多 200 GB 的 RAM。",
        "200 (最多, where the English has at least)",
    ),
    "more than as under in Korean": (
        "More than 200 architectures in one engine",
        "엔진 하나로 200개 미만의 아키텍처 지원",
        "200 (미만, where the English has more than)",
    ),
}

FAITHFUL = {
    # F9: gigabytes and terabytes spelled in Chinese
    "gigabytes spelled in Chinese": ("a 40 GB object", "一個 40 吉位元組 物件"),
    "terabytes spelled in Chinese": ("1.2 TB of RAM", "1.2 太位元組的 RAM"),
    "a unit named alone kept": (HEADLINE, HEADLINE_JA),
    "a path kept": (SFT, SFT_JA),
    "a path kept in a code span": (SFT, SFT_JA.replace("archive/README.md", "`archive/README.md`")),
    "or more as 以上": (ONE_BOX, "コンシューマー向け GPU 1枚と 200 GB 以上の RAM がある"),
    "more than as exceeding in Korean": (
        "More than 200 architectures in one engine",
        "엔진 하나로 200개가 넘는 아키텍처 지원",
    ),
    "more than as exceeding in Chinese": (
        "More than 200 architectures in one engine",
        "一個引擎支援超過 200 種架構",
    ),
    "more than as surpassing in Japanese": (
        "It supports more than 200 model architectures.",
        "対応モデルアーキテクチャは 200 を上回る。",
    ),
    "up to as reaching at most in Chinese": (
        "The README reports up to 87 GB/s.",
        "README 指出最高可達 87 GB/s。",
    ),
    "at a minimum said apart from its number": (
        "At a minimum, an integrator would need 3 things.",
        "統合する側には、少なくとも3つのものが必要になる。",
    ),
    "a range's end": ("It scales from 1 to 8 GPUs.", "GPU 1개부터 8개까지 확장됩니다."),
    "predating a version": (
        "Its deployments predate V4.1.",
        "배포 사례는 모두 V4.1 출시 이전의 것입니다.",
    ),
    "two dates in the English's order": (MERGE, MERGE_JA),
    "one date": ("Released on July 24, 2026.", "2026年7月24日にリリース。"),
    "first in Chinese": (RECIPE, RECIPE_ZH),
    "first in Japanese": (RECIPE, RECIPE_JA),
    "first in Korean": (RECIPE, RECIPE_KO),
    "first-class as first rank": (FIRST_CLASS, FIRST_CLASS_JA),
    "first and latest both in the English": (
        "The first build and the latest build differ.",
        "最初のビルドと最新のビルドは異なる。",
    ),
    "first and current in the English": (
        "First, update to the current release.",
        "まず最新のリリースに更新する。",
    ),
    "a weekend is no end": ("The first build shipped.", "首個建置版本於週末發布。"),
    "highest for first-class": (FIRST_CLASS, FIRST_CLASS_JA.replace("第一級", "最上級")),
    # F0 F1 F2 F13 X4 X5: a count in numeral words stands where the text writes it
    "four in Korean words": (UNITS, UNITS_KO.replace("GPU 4개", "GPU 네 개")),
    "sixty-four in Korean words": (UNITS, UNITS_KO.replace("64개", "육십사 개")),
    "four in Chinese numerals": (UNITS, UNITS_ZH.replace(" 4 張", "四張")),
    "sixty-four in Chinese numerals": (UNITS, UNITS_ZH.replace(" 64 張", "六十四張")),
    "four in Japanese numerals": (UNITS, UNITS_JA.replace("に4基", "に四基")),
    "sixty-four in Japanese numerals": (UNITS, UNITS_JA.replace("64基", "六十四基")),
}

# name: English, translation, the code and phrase of the error
CHANGED_WORDS = {
    # M27 M28: a unit named alone
    "GB/s as gigabits": (HEADLINE, HEADLINE_JA.replace("GB/s", "Gb/s"), "number", "unit changed"),
    "GB/s as MB/s": (HEADLINE, HEADLINE_JA.replace("GB/s", "MB/s"), "number", "GB/s"),
    # AA3: a path
    "a path's folder changed": (SFT, SFT_JA.replace("archive/", "evil/"), "url", "path changed"),
    "a path's file changed": (SFT, SFT_JA.replace("README.md に", "README.txt に"), "url", "path"),
}

# name: English, translation, the phrase of the [number] warning
WARNED = {
    # M26 R11: a bound added on a release, and one dropped (a limit on a figure, nextn≥3, is
    # an error: tests/test_attack16_bounds_names.py)
    "a version and later": (
        RECIPE,
        RECIPE_JA.replace("v1.7.0 の", "v1.7.0 以降 の"),
        "bound the English does not have: 1.7.0 (以降)",
    ),
    "at least dropped": (
        "It needs at least 200 GB of RAM.",
        "200 GB の RAM が必要だ。",
        "the English's bound missing: 200 (at least)",
    ),
}


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_a_changed_surrounding_is_an_error(name: str) -> None:
    english, translation, message = REFUSED[name]
    (finding,) = number_findings(english, translation)
    assert (finding.code, finding.severity) == ("number", "error")
    assert message in finding.message, finding.message


@pytest.mark.parametrize("name", sorted(CHANGED_WORDS))
def test_a_changed_unit_or_path_is_an_error(name: str) -> None:
    english, translation, code, message = CHANGED_WORDS[name]
    (finding,) = number_findings(english, translation)
    assert (finding.code, finding.severity) == (code, "error")
    assert message in finding.message, finding.message


@pytest.mark.parametrize("name", sorted(WARNED))
def test_numbers_moved_between_their_words_are_a_warning(name: str) -> None:
    english, translation, message = WARNED[name]
    (finding,) = number_findings(english, translation)
    assert (finding.code, finding.severity) == ("number", "warning")
    assert message in finding.message, finding.message


@pytest.mark.parametrize("name", sorted(FAITHFUL))
def test_a_faithful_translation_has_no_number_problem(name: str) -> None:
    assert number_findings(*FAITHFUL[name]) == []
