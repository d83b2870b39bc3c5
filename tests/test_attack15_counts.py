"""Attack 15's findings on what a kept number counts (/tmp/s41 brief, family num41a) as named
fixtures: a number kept while its word of scale, unit or counted noun changes (4.6 times as
4.6割, 75% as 75 パーセントポイント or 七五折, 131,072 tokens as 131,072 ワード, 4 GPUs as
4番目, 64 GPUs as 64 節點, "two" as 二代, {count} as {count}倍), "one of three" made
another part (両方, 之二, 三分之二), and readings fixed on the way (1.6T as 1.6兆, 예순).
Each case is the shipped translation with the attack's edit, so the faithful shipped line
is checked beside it; the node cases, which no shipped English counts, are written out.
"""

from __future__ import annotations

import pytest

from number_harness import assert_an_error, assert_clean
from test_attack12_context import edited
from test_trust_numbers import number_findings

MEASURES = (
    "comparisons/deepinfer-vs-llm-d:analysis.baseline-trap.paragraphs.what-deepinfer-measures"
)
TRANSFER = "comparisons/deepinfer-vs-mooncake:wins.mooncake.transfer.detail"
BACKENDS = "comparisons/deepinfer-vs-vllm:what_each_is.vllm.paragraphs.ecosystem"
TARGETS = "comparisons/deepinfer-vs-mindie:analysis.ascend.paragraphs.natural-pair"
NODE = "comparisons/deepinfer-vs-tensorrt-llm:what_each_is.tensorrt-llm.paragraphs.deepseek"
SIZES = "comparisons/deepinfer-vs-lmdeploy:what_each_is.lmdeploy.paragraphs.deepseek"
COUNTED = "what a number counts changed"
PART = "part of a whole changed"

# name: locale, key, the shipped words, the attack's words, the phrase of the finding
REFUSED = {
    # a multiplier or fraction word beside the number
    "4.6 times as 4.6割": ("ja", TRANSFER, "4.6倍", "4.6割", COUNTED),
    "4.6 times as 4.6할": ("ko", TRANSFER, "4.6배", "4.6할", COUNTED),
    "4.6 times as 4.6 成": ("zh_Hant", TRANSFER, "4.6 倍", "4.6 成", COUNTED),
    "4.6 times as 4.6 折": ("zh_Hant", TRANSFER, "4.6 倍", "4.6 折", COUNTED),
    "4.6 times as 4.6分の1": ("ja", TRANSFER, "4.6倍", "4.6分の1", COUNTED),
    "75% as percentage points": ("ja", MEASURES, "75%", "75 パーセントポイント", COUNTED),
    "75% as 퍼센트포인트": ("ko", MEASURES, "75%", "75 퍼센트포인트", COUNTED),
    "75% as 個百分點": ("zh_Hant", MEASURES, "75%", "75 個百分點", COUNTED),
    "75% as 七五折": ("zh_Hant", MEASURES, "75%", "七五折", COUNTED),
    "4 as 4桁": ("ja", MEASURES, "prefill に4基", "prefill に4桁", COUNTED),
    "4 as 4자리": ("ko", MEASURES, "SM100 GPU 4개", "SM100 GPU 4자리", COUNTED),
    # a count made an ordinal
    "4 as 4番": ("ja", MEASURES, "prefill に4基", "prefill に4番", COUNTED),
    "4 as 4番目": ("ja", MEASURES, "prefill に4基", "prefill に4番目", COUNTED),
    "4 as 第4": ("ja", MEASURES, "prefill に4基", "prefill に第4", COUNTED),
    "4 as 4번째": ("ko", MEASURES, "SM100 GPU 4개", "4번째 SM100 GPU", COUNTED),
    "4 as 第 4 張": ("zh_Hant", MEASURES, "prefill 使用 4 張", "prefill 使用第 4 張", COUNTED),
    # a unit word changed
    "tokens as ワード": ("ja", MEASURES, "131,072 トークン", "131,072 ワード", COUNTED),
    "tokens as 文字": ("ja", MEASURES, "131,072 トークン", "131,072 文字", COUNTED),
    "tokens as 자": ("ko", MEASURES, "131,072 토큰", "131,072 자", COUNTED),
    "tokens as 단어": ("ko", MEASURES, "131,072 토큰", "131,072 단어", COUNTED),
    "tokens as 個字": ("zh_Hant", MEASURES, "131,072 token", "131,072 個字", COUNTED),
    "tokens as words in letters": ("zh_Hant", MEASURES, "131,072 token", "131,072 words", COUNTED),
    # the counted noun changed, the count kept
    "4 GPUs as 4ラック": ("ja", MEASURES, "prefill に4基", "prefill に4ラック", COUNTED),
    "4 GPUs as 4組": ("ja", MEASURES, "prefill に4基", "prefill に4組", COUNTED),
    "64 GPUs as 64 節點": (
        "zh_Hant",
        MEASURES,
        "decode 使用 64 張",
        "decode 使用 64 節點",
        COUNTED,
    ),
    "1 node as 1セット": ("ja", NODE, "ノード1台", "1セット", COUNTED),
    "1 node as ノード1組": ("ja", NODE, "ノード1台", "ノード1組", COUNTED),
    "1 node as ラック1台": ("ja", NODE, "ノード1台", "ラック1台", COUNTED),
    "two as 二代": ("zh_Hant", TARGETS, "兩個目標硬體", "二代目標硬體", COUNTED),
    "two as 2世代": ("ja", TARGETS, "2つの対象ハードウェア", "2世代の対象ハードウェア", COUNTED),
    # "one of the three" made another part
    "one of three as 両方": (
        "ja",
        BACKENDS,
        "3つのバックエンドの1つ",
        "3つのバックエンドの両方",
        PART,
    ),
    "one of three as 最初": (
        "ja",
        BACKENDS,
        "3つのバックエンドの1つ",
        "3つのバックエンドの最初",
        PART,
    ),
    "one of three as 모두": ("ko", BACKENDS, "세 백엔드 중 하나", "세 백엔드 모두", PART),
    "one of three as 둘": ("ko", BACKENDS, "세 백엔드 중 하나", "세 백엔드 중 둘", PART),
    "one of three as 之二": ("zh_Hant", BACKENDS, "三個後端之一", "三個後端之二", PART),
    "one of three as 三分之二": ("zh_Hant", BACKENDS, "三個後端之一", "三個後端的三分之二", PART),
    "one of three as 兩": ("zh_Hant", BACKENDS, "三個後端之一", "兩個後端", PART),
    "one of three as 第一個": ("zh_Hant", BACKENDS, "三個後端之一", "三個後端中的第一個", PART),
    "one of three as 全部": ("zh_Hant", BACKENDS, "三個後端之一", "三個後端全部", PART),
    "one of three as 1つ目": (
        "ja",
        BACKENDS,
        "3つのバックエンドの1つ",
        "3つのバックエンドの1つ目",
        PART,
    ),
    "one of three as 첫 번째": ("ko", BACKENDS, "세 백엔드 중 하나", "세 백엔드 중 첫 번째", PART),
}
# faithful: the shipped words in another spacing, counter or order a native writer uses
FAITHFUL = {
    "4.6 倍 spaced": ("ja", TRANSFER, "4.6倍", "4.6 倍"),
    "one of three as 之中的一個": ("zh_Hant", BACKENDS, "三個後端之一", "三個後端之中的一個"),
    "one of three as ひとつ": (
        "ja",
        BACKENDS,
        "3つのバックエンドの1つ",
        "3つのバックエンドのひとつ",
    ),
    "one of three as 가운데 하나": ("ko", BACKENDS, "세 백엔드 중 하나", "세 백엔드 가운데 하나"),
    "4.6 배 spaced": ("ko", TRANSFER, "4.6배", "4.6 배"),
    "75 パーセント": ("ja", MEASURES, "75%", "75 パーセント"),
    "7割5分": ("ja", MEASURES, "75%", "7割5分"),
    "75퍼센트": ("ko", MEASURES, "75%", "75퍼센트"),
    "4 基 spaced": ("ja", MEASURES, "prefill に4基", "prefill に4 基"),
    "4台": ("ja", MEASURES, "prefill に4基", "prefill に4台"),
    "1.6兆 for 1.6T": ("ja", SIZES, "1.6T", "1.6兆"),
    "1.6조 for 1.6T": ("ko", SIZES, "1.6T", "1.6조"),
    "1.6兆 zh for 1.6T": ("zh_Hant", SIZES, "1.6T", "1.6兆"),
    "1.6萬億 for 1.6T": ("zh_Hant", SIZES, "1.6T", "1.6萬億"),
}


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_the_changed_count_is_an_error(name: str) -> None:
    assert_an_error(REFUSED[name])


@pytest.mark.parametrize("name", sorted(FAITHFUL))
def test_the_faithful_count_is_clean(name: str) -> None:
    assert_clean(FAITHFUL[name])


def test_the_message_names_the_word_and_the_english_s() -> None:
    findings = number_findings(*edited("ja", TRANSFER, "4.6倍", "4.6割"))
    assert [(f.severity, f.message) for f in findings] == [
        ("error", f"{COUNTED}: 4.6割 (tenths), where the English has 4.6 (times)")
    ]
    findings = number_findings(*edited("ja", BACKENDS, "の1つ", "の両方"))
    assert [(f.severity, f.message) for f in findings] == [
        ("error", f"{PART}: 両方, where the English has one of the three")
    ]


NODES = "It runs on 4 nodes."


@pytest.mark.parametrize(
    "translation",
    [
        "4 ノードで動作する。",
        "4台のノードで動作する。",
        "ノード4台で動作する。",
        "노드 4개에서 실행됩니다.",
        "在 4 個節點上執行。",
        "4 nodes で動作する。",
    ],
)
def test_nodes_counted_as_a_native_writer_does_are_clean(translation: str) -> None:
    assert number_findings(NODES, translation) == []


@pytest.mark.parametrize(
    "translation",
    [
        "4ラックで動作する。",
        "4組で動作する。",
        "랙 4개에서 실행됩니다.",
        "在 4 張 GPU 上執行。",
        "4 racks で動作する。",
    ],
)
def test_nodes_counted_as_another_noun_are_an_error(translation: str) -> None:
    findings = number_findings(NODES, translation)
    assert [f.severity for f in findings if COUNTED in f.message] == ["error"], findings


COMPARISONS = "All {count} comparisons:"


def test_a_count_placeholder_multiplied_is_an_error() -> None:
    assert number_findings(COMPARISONS, "比較記事（全{count}本）：") == []
    for scaled in (
        "比較記事（全{count}倍）：",
        "比較記事（全{count}組）：",
        "比較記事（第{count}）：",
    ):
        findings = number_findings(COMPARISONS, scaled)
        assert [f.severity for f in findings if COUNTED in f.message] == ["error"], findings


def test_a_part_unsaid_is_a_warning() -> None:
    findings = number_findings(
        *edited("ja", BACKENDS, "3つのバックエンドの1つに数えられ", "3つのバックエンドに含まれ")
    )
    assert [(f.severity, f.message) for f in findings] == [
        ("warning", "the English's 'one of the three' missing (no word for the one)")
    ]


def test_a_korean_native_sixty_is_read() -> None:
    assert number_findings("It runs on 60 GPUs.", "GPU 예순 개에서 실행됩니다.") == []
    findings = number_findings("It runs on 64 GPUs.", "GPU 예순 개에서 실행됩니다.")
    assert [(f.severity, f.message) for f in findings] == [
        ("error", "number changed or missing: 64 (the translation has 60)")
    ]


def test_a_wrong_myriad_for_a_trillion_is_an_error() -> None:
    findings = number_findings(*edited("ja", SIZES, "1.6T", "1.6億"))
    assert [f.severity for f in findings] == ["error"]


# The family attacked further: other languages' words for the same changes.
FURTHER = {
    # English, translation, the phrase of the finding
    "4 GPUs as 네 배": ("It runs on 4 GPUs.", "GPU 네 배에서 실행됩니다.", COUNTED),
    "3 GPUs as 세 번째": ("It runs on 3 GPUs.", "세 번째 GPU에서 실행됩니다.", COUNTED),
    "3 GPUs as 第三張": ("It runs on 3 GPUs.", "在第三張 GPU 上執行。", COUNTED),
    "3 GPUs as 3rd": ("It runs on 3 GPUs.", "3rd GPU で動作する。", COUNTED),
    "3 GPUs as 3番目": ("It runs on 3 GPUs.", "3番目の GPU で動作する。", COUNTED),
    "two nodes as 두 랙": ("It runs on two nodes.", "두 랙에서 실행됩니다.", COUNTED),
    "two nodes as 두 세대": ("It runs on two nodes.", "두 세대 노드에서 실행됩니다.", COUNTED),
    "2x as 1/2": ("It is 2x faster than TCP.", "TCP の1/2の速さだ。", COUNTED),
    "2x as 2分の1": ("It is 2x faster than TCP.", "TCP の2分の1の速さだ。", COUNTED),
    "2x as 2분의 1": ("It is 2x faster than TCP.", "TCP의 2분의 1 속도다.", COUNTED),
    "2:1 as 1:2": ("Prefill and decode run at a 2:1 ratio.", "比例為 1:2。", "ratio turned"),
    "2:1 as 1対2": ("Prefill and decode run at a 2:1 ratio.", "1対2 の比率。", "ratio turned"),
    "2:1 as 1比2": ("Prefill and decode run at a 2:1 ratio.", "比例為 1比2。", "ratio turned"),
}
# other units and counted nouns in the shipped line (bytes, bits, servers, cores, pt)
REFUSED_FURTHER = {
    "tokens as バイト": ("ja", MEASURES, "131,072 トークン", "131,072 バイト", COUNTED),
    "tokens as 비트": ("ko", MEASURES, "131,072 토큰", "131,072 비트", COUNTED),
    "tokens as 位元組": ("zh_Hant", MEASURES, "131,072 token", "131,072 位元組", COUNTED),
    "75% as 75%포인트": ("ko", MEASURES, "75%", "75%포인트", COUNTED),
    "75% as 75%pt": ("ja", MEASURES, "75%", "75%pt", COUNTED),
    "4 GPUs as 4台のサーバー": (
        "ja",
        MEASURES,
        "prefill に4基",
        "prefill に4台のサーバー",
        COUNTED,
    ),
    "4 GPUs as 4コア": ("ja", MEASURES, "prefill に4基", "prefill に4コア", COUNTED),
    "4 GPUs as 4 台伺服器": (
        "zh_Hant",
        MEASURES,
        "prefill 使用 4 張",
        "prefill 使用 4 台伺服器",
        COUNTED,
    ),
    "4 GPUs as 서버 4대": ("ko", MEASURES, "SM100 GPU 4개", "SM100 서버 4대", COUNTED),
}


@pytest.mark.parametrize("name", sorted(REFUSED_FURTHER))
def test_another_unit_or_noun_is_an_error(name: str) -> None:
    locale, key, old, new, phrase = REFUSED_FURTHER[name]
    findings = number_findings(*edited(locale, key, old, new))
    assert [f.severity for f in findings if phrase in f.message] == ["error"], findings


FURTHER["64 cores as 64 CPU"] = ("A 64-core CPU.", "64 CPU。", COUNTED)
FURTHER["75% as 七成 beside a 7"] = ("7 GPUs at 75% acceptance.", "7 張 GPU，接受率七成。", COUNTED)
FURTHER |= {
    "70% as 7割引": (
        "Kimi handles 70% more requests.",
        "Kimi は7割引のリクエストを処理する。",
        COUNTED,
    ),
    "75% as 75%オフ": (
        "Kimi handles 75% more requests.",
        "Kimi は 75%オフのリクエストを処理する。",
        COUNTED,
    ),
    "75% as 75% 할인": (
        "Kimi handles 75% more requests.",
        "Kimi는 75% 할인된 요청을 처리한다.",
        COUNTED,
    ),
    "4 GPUs as 4號": ("It runs on 4 GPUs.", "4號 GPU 上執行。", COUNTED),
    "4 GPUs as 4호": ("It runs on 4 GPUs.", "4호 GPU에서 실행됩니다.", COUNTED),
    "tokens as 詞": ("It has a 131,072-token context.", "上下文為 131,072 詞。", COUNTED),
}
FURTHER["2 GPUs as 2つ目"] = ("It runs on 2 GPUs.", "2つ目の GPU で動作する。", COUNTED)
FURTHER["two GPUs as 二番目"] = ("It runs on two GPUs.", "二番目の GPU で動作する。", COUNTED)
FURTHER_FAITHFUL = {
    # a label or a rank the English names before its number, or in a word
    "Q3 as 第3四半期": (
        "In Q3 2026, 3 GPUs were added.",
        "2026年第3四半期に3基の GPU が加わった。",
    ),
    "step 2 as 第2段階": ("Step 2 needs 2 GPUs.", "第2段階では2基の GPU が必要だ。"),
    "first as 第一代": ("A first-generation product with 1 GPU.", "第一代產品，1 張 GPU。"),
    "second as 2つ目": ("The second of 2 GPUs.", "2つ目の GPU。"),
    "tier 1 as 1番目": ("Tier 1 has 1 node.", "1番目の層には1台のノードがある。"),
    "70% as 7割 more": (
        "Kimi handles 70% more requests.",
        "Kimi は7割多くのリクエストを処理する。",
    ),
    "75% off as 75%オフ": ("It is 75% off.", "75%オフだ。"),
    "75% as 七成五 beside a 7": ("7 GPUs at 75% acceptance.", "7 張 GPU，接受率七成五。"),
    "75% as 7割5分 beside a 7": ("7 GPUs at 75% acceptance.", "7基の GPU、受入率7割5分。"),
    "4 nodes as 4台のサーバー": ("It runs on 4 nodes.", "4台のサーバーで動作する。"),
    "64 cores as 64コア": ("A 64-core CPU.", "64コアの CPU。"),
    "8 cards as 8 張卡": ("It runs on 8 cards.", "8 張卡上執行。"),
    "2x as 2倍": ("It is 2x faster than TCP.", "TCP の2倍速い。"),
    "2x as 二倍": ("It is 2x faster than TCP.", "TCP の二倍速い。"),
    "3 configurations as 3 組態": ("It ships 3 configurations.", "它提供 3 組態。"),
    "two GPUs as 二つ": ("It runs on two GPUs.", "二つの GPU で動作する。"),
    "2x as 두 배": ("It is 2x faster than TCP.", "TCP보다 두 배 빠르다."),
    "2x as 兩倍": ("It is 2x faster than TCP.", "比 TCP 快兩倍。"),
    "twice as 兩倍": ("It is twice as fast and runs two engines.", "速度是兩倍，執行兩個引擎。"),
    "8 cards as GPU 8枚": ("It runs on 8 cards.", "GPU 8枚で動作する。"),
    "4th generation as 第4世代": ("It is the 4th generation.", "第4世代だ。"),
    "2:1 as 2対1": ("Prefill and decode run at a 2:1 ratio.", "2対1 の比率。"),
    "2:1 as 2比1": ("Prefill and decode run at a 2:1 ratio.", "比例為 2比1。"),
}


@pytest.mark.parametrize("name", sorted(FURTHER))
def test_a_further_changed_count_is_an_error(name: str) -> None:
    english, translation, phrase = FURTHER[name]
    findings = number_findings(english, translation)
    assert [f.severity for f in findings if phrase in f.message] == ["error"], findings


@pytest.mark.parametrize("name", sorted(FURTHER_FAITHFUL))
def test_a_further_faithful_count_is_clean(name: str) -> None:
    assert number_findings(*FURTHER_FAITHFUL[name]) == []


def test_an_order_of_magnitude_is_a_digit_more() -> None:
    # "an order of magnitude" is one digit more (一桁): the same scale, not a count of 1
    assert number_findings("It is an order of magnitude faster.", "一桁速い。") == []
    changed = number_findings("It is an order of magnitude faster.", "二桁速い。")
    assert [f.severity for f in changed] == ["error"]


def test_m_of_n_said_as_a_share_is_no_changed_kind() -> None:
    # "3 of 4 shards" as シャードの4分の3 says the same share; a share of a count is not
    findings = number_findings("Runs 3 of 4 shards.", "シャードの4分の3を実行。")
    assert "error" not in [f.severity for f in findings]
    findings = number_findings("Runs on 4 GPUs.", "GPU の4分の1で動く。")
    assert "error" in [f.severity for f in findings]
