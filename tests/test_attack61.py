"""Attack 61. A hedge made a fact: "may lag" as 遅れている, 늦고, or as 一定落後
(certainly); "may count for more" as 重要だ; "is unclear" as 問題なく動作する, 已確認可用.
Each case rewrites a shipped translation in one place; the faithful twins say the same
hedge in another word (ことがある, 或許, 지도 모릅니다, 定かではない, 尚不清楚) and pass.
And a claim appended (最も高速, 唯一, 업계 표준, 永遠不會) where the English says no
superlative, while the shipped superlatives of an English that says one pass; and a
negation dropped among others ("not listed" as 也在清單上 beside 不明確)."""

from __future__ import annotations

import pytest

from comparekit.catalogs.rules import Terms, check_text
from test_names_attack11 import shipped_entries, shipped_terms

__all__ = ["shipped_terms"]  # (the fixture, for pytest)

MIRRORS = "comparisons/deepinfer-vs-mindie:faq.v41-support.answer"
CAVEATS = "comparisons/deepinfer-vs-mindie:what_each_is.mindie.paragraphs.caveats"
VENDOR_FIT = "comparisons/deepinfer-vs-mindie:wins.mindie.vendor-fit.detail"
ASCEND = "comparisons/deepinfer-vs-ktransformers:faq.ascend.answer"

# name: locale, key, the shipped words, the words put in their place
HOSTILE = {
    "h104 ja may lag as lags": ("ja", CAVEATS, "遅れている可能性がある", "遅れている"),
    "h105 zh-Hant may lag as certainly lags": ("zh-Hant", CAVEATS, "可能落後", "一定落後"),
    "h106 ko may lag as lags": ("ko", CAVEATS, "늦을 수 있고", "늦고"),
    "h107 ja may lag as lags": ("ja", MIRRORS, "遅れている可能性があるので", "遅れているので"),
    "h108 ko may lag as lags": ("ko", MIRRORS, "늦을 수 있으므로", "늦으므로"),
    "h109 zh-Hant may lag as does not lag": ("zh-Hant", MIRRORS, "可能落後於", "並未落後於"),
    "h101 ja may count as counts": ("ja", VENDOR_FIT, "重要かもしれない", "重要だ"),
    "h102 zh-Hant may count as certainly counts": ("zh-Hant", VENDOR_FIT, "這可能比", "這一定比"),
    "h103 ko may count as counts": ("ko", VENDOR_FIT, "더 중요할 수 있습니다", "더 중요합니다"),
    "h110 ja unclear as works": (
        "ja",
        ASCEND,
        "どうなっているかははっきりしない",
        "問題なく動作する",
    ),
    "h111 zh-Hant unclear as confirmed": ("zh-Hant", ASCEND, "狀態也不明確", "狀態已確認可用"),
    "h112 ko unclear as confirmed": (
        "ko",
        ASCEND,
        "어떤 상태인지는 불분명합니다",
        "정상 동작함이 확인되었습니다",
    ),
}

FAITHFUL = {
    "ja may lag as ことがある": ("ja", MIRRORS, "遅れている可能性がある", "遅れることがある"),
    "zh-Hant may lag as 或許": ("zh-Hant", MIRRORS, "可能落後於", "或許落後於"),
    "ko may lag as 지도 모르": ("ko", MIRRORS, "늦을 수 있으므로", "늦을지도 모르므로"),
    "ja may count as なりうる": ("ja", VENDOR_FIT, "重要かもしれない", "重要になりうる"),
    "zh-Hant may count as 也許": ("zh-Hant", VENDOR_FIT, "這可能比", "這也許比"),
    "ko may count as 지도 모릅니다": (
        "ko",
        VENDOR_FIT,
        "더 중요할 수 있습니다",
        "더 중요할지도 모릅니다",
    ),
    "ja unclear as 定かではない": ("ja", ASCEND, "はっきりしない", "定かではない"),
    "zh-Hant unclear as 尚不清楚": ("zh-Hant", ASCEND, "也不明確", "尚不清楚"),
    "ko unclear as 확실하지 않": ("ko", ASCEND, "불분명합니다", "확실하지 않습니다"),
}


def _errors(case: tuple[str, str, str, str], terms: dict[str, Terms]) -> list[str]:
    tag, key, shipped, written = case
    english, translation = shipped_entries(tag)[key]
    assert translation.count(shipped) == 1, "the shipped words this case rewrites"
    its = terms[tag]
    found = check_text(
        english,
        translation.replace(shipped, written),
        False,
        its,
        its.names_compared(key),
        its.names_about(key),
    )
    return [f"[{f.code}] {f.message}" for f in found if f.severity == "error"]


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_hedge_made_a_fact_is_an_error(name: str, shipped_terms: dict[str, Terms]) -> None:
    assert _errors(HOSTILE[name], shipped_terms)


@pytest.mark.parametrize("name", sorted(FAITHFUL))
def test_a_hedge_in_other_words_passes(name: str, shipped_terms: dict[str, Terms]) -> None:
    assert _errors(FAITHFUL[name], shipped_terms) == []


SGLANG = "comparisons/deepinfer-vs-sglang"
TENSORRT = "comparisons/deepinfer-vs-tensorrt-llm"
BUILT_FOR = "comparisons/deepinfer-vs-dynamo:wins.dynamo.scale-out.detail"

# name: locale, key, the shipped words, the words put in their place (a claim appended)
CLAIMS = {
    "h421 ja fastest": (
        "ja",
        "作られている。",
        "作られており、現時点で最も高速な推論スタックである。",
    ),
    "h422 zh-Hant the only one": (
        "zh-Hant",
        "並非為單一離線程序設計。",
        "並非為單一離線程序設計，也是目前唯一支援多節點的方案。",
    ),
    "h423 ko industry standard": (
        "ko",
        "추론을 목표로 합니다.",
        "추론을 목표로 하며, 업계 표준으로 인정받고 있습니다.",
    ),
    "zh-Hant never": (
        "zh-Hant",
        "並非為單一離線程序設計。",
        "並非為單一離線程序設計，永遠不會支援單機。",
    ),
}


@pytest.mark.parametrize("name", sorted(CLAIMS))
def test_an_added_claim_is_an_error(name: str, shipped_terms: dict[str, Terms]) -> None:
    tag, shipped, written = CLAIMS[name]
    errors = _errors((tag, BUILT_FOR, shipped, written), shipped_terms)
    assert any(error.startswith("[claim]") for error in errors)


@pytest.mark.parametrize(
    ("tag", "key", "word"),
    [
        # (the English's own superlative: "the closest comparison", "the sharpest
        # difference", "SGLang's main lever")
        ("ja", f"{SGLANG}:short_answer.framing", "最も"),
        ("ko", f"{TENSORRT}:analysis.kind.paragraphs.nvidia-only", "가장"),
        ("ko", f"{SGLANG}:analysis.benchmark-trap.paragraphs.cache-hits", "가장"),
    ],
)
def test_a_superlative_the_english_says_passes(
    tag: str, key: str, word: str, shipped_terms: dict[str, Terms]
) -> None:
    english, translation = shipped_entries(tag)[key]
    assert word in translation
    its = shipped_terms[tag]
    found = check_text(english, translation, False, its, its.names_compared(key), ())
    assert [f for f in found if f.severity == "error"] == []


LLAMA_DEEPSEEK = "comparisons/deepinfer-vs-llama-cpp:what_each_is.llama-cpp.paragraphs.deepseek"

# A negation dropped in a paragraph that says other negations: beside a doubt that holds a
# negation's mark (不明確, はっきりしない), or in a sentence paired by its names where the
# translation splits sentences differently (attack 61).
DROPPED = {
    "h342 zh-Hant not listed as listed, beside 不明確": (
        "zh-Hant",
        ASCEND,
        "Ascend 950 不在清單上",
        "Ascend 950 也在清單上",
    ),
    "h119 ja not listed as listed, beside はっきりしない": (
        "ja",
        ASCEND,
        "Ascend 950 は挙げられていない",
        "Ascend 950 も挙げられている",
    ),
    "h318 zh-Hant nothing documents as documents": (
        "zh-Hant",
        LLAMA_DEEPSEEK,
        "沒有任何文件記載",
        "已有文件記載",
    ),
    "h319 ko nothing documents as documents": (
        "ko",
        LLAMA_DEEPSEEK,
        "백엔드용으로 이 연산을 문서화한 자료는 없습니다",
        "백엔드용으로도 이 연산을 문서화한 자료가 있습니다",
    ),
}


@pytest.mark.parametrize("name", sorted(DROPPED))
def test_a_negation_dropped_among_others_is_an_error(
    name: str, shipped_terms: dict[str, Terms]
) -> None:
    assert any(error.startswith("[negation]") for error in _errors(DROPPED[name], shipped_terms))


# (attack 59: a negation dropped in a sentence the translation splits in two, each naming
# Dynamo; and beside a first sentence that keeps the English's "Not substitutes:")
SPLIT = {
    "a59 c024 zh-Hant documents no backend as documents one": (
        "zh-Hant",
        "comparisons/deepinfer-vs-dynamo:faq.under-dynamo.answer",
        "Dynamo documents no DeepInfer backend; the supported ones are vLLM, SGLang and "
        "TensorRT-LLM. Do not assume the integration exists.",
        "Dynamo 的文件記載了 DeepInfer 後端；Dynamo 支援的是 vLLM、SGLang 與 TensorRT-LLM。"
        "請勿假設已有現成的整合。",
    ),
    "a59 c279 ja cannot yet as already can": (
        "ja",
        "comparisons/deepinfer-vs-llm-d:verdict",
        "Not substitutes: llm-d schedules online traffic across vLLM or SGLang pods on "
        "Kubernetes, while DeepInfer is an offline V4.1-Flash engine that cannot yet sit under "
        "it.",
        "代替関係にはない。llm-d は Kubernetes 上で vLLM や SGLang の Pod にオンライン"
        "トラフィックを振り分ける。DeepInfer はオフラインの V4.1-Flash エンジンで、すでに "
        "llm-d の配下に置ける。",
    ),
}


@pytest.mark.parametrize("name", sorted(SPLIT))
def test_a_negation_dropped_in_a_split_sentence_is_an_error(
    name: str, shipped_terms: dict[str, Terms]
) -> None:
    tag, key, english, translation = SPLIT[name]
    its = shipped_terms[tag]
    found = check_text(english, translation, False, its, its.names_compared(key), ())
    assert [f for f in found if f.severity == "error" and f.code == "negation"]


def test_a_sentence_ends_before_a_name_in_lower_case() -> None:
    from comparekit.catalogs.sentence_pairs import sentences

    assert sentences("No. llm-d is a serving stack. vLLM's breadth, e.g. the API.") == [
        "No.",
        "llm-d is a serving stack.",
        "vLLM's breadth, e.g. the API.",
    ]


SGLANG_ASCEND = "comparisons/deepinfer-vs-sglang:faq.ascend-950.answer"
SGLANG_ASCEND_EN = (
    "SGLang supports Ascend NPUs, but the Ascend reference we read lists Atlas 800I A2 and A3 "
    "as the supported hardware. We found no mention of Ascend 950 there."
)
KTRANSFORMERS_GUARANTEES = (
    "comparisons/deepinfer-vs-ktransformers:wins.deepinfer.engine-guarantees.detail"
)
KTRANSFORMERS_GUARANTEES_EN = (
    "Both are built into DeepInfer's engine. In KTransformers, these behaviours depend on "
    "whatever its SGLang fork provides, and we did not verify them."
)

# (attack 58: what the sources do not say, or what was not verified, told as a fact)
EVIDENCE = {
    "H-hedge-changed-02 ja no mention as does not run": (
        "ja",
        SGLANG_ASCEND,
        SGLANG_ASCEND_EN,
        "SGLang は Ascend NPU に対応しているが、Ascend のリファレンスが対応ハードウェアとして"
        "挙げているのは Atlas 800I A2 と A3 だ。SGLang は Ascend 950 では動かない。",
    ),
    "H-hedge-changed-03 zh-Hant no mention as certainly cannot": (
        "zh-Hant",
        SGLANG_ASCEND,
        SGLANG_ASCEND_EN,
        "SGLang 支援 Ascend NPU，但 Ascend 參考文件列出的支援硬體是 Atlas 800I A2 與 A3。"
        "SGLang 確定無法在 Ascend 950 上執行。",
    ),
    "H-hedge-changed-04 ko no mention as not supported": (
        "ko",
        SGLANG_ASCEND,
        SGLANG_ASCEND_EN,
        "SGLang은 Ascend NPU를 지원하지만, 우리가 확인한 Ascend 레퍼런스에는 지원 하드웨어로 "
        "Atlas 800I A2와 A3가 나와 있습니다. SGLang은 Ascend 950을 지원하지 않습니다.",
    ),
    "H-hedge-changed-05 ja not verified as verified": (
        "ja",
        KTRANSFORMERS_GUARANTEES,
        KTRANSFORMERS_GUARANTEES_EN,
        "どちらも DeepInfer のエンジンに組み込まれている。KTransformers でのこれらの挙動は、"
        "同プロジェクトの SGLang フォークが提供する機能次第だ。本稿で検証し、問題なく動いた。",
    ),
}
EVIDENCE_FAITHFUL = {
    "F-137 ko 보이지 않았습니다": (
        "ko",
        SGLANG_ASCEND,
        SGLANG_ASCEND_EN,
        "SGLang은 Ascend NPU를 지원하지만, 우리가 읽은 Ascend 레퍼런스는 지원 하드웨어로 "
        "Atlas 800I A2와 A3를 들고 있습니다. 거기서 Ascend 950에 관한 내용은 보이지 "
        "않았습니다.",
    ),
    "F-014 ja 触れていない": (
        "ja",
        "comparisons/deepinfer-vs-ktransformers:head_to_head.rows.deepseek-v41-flash.ktransformers",
        "V4-Flash tutorials only; V4.1 not mentioned",
        "チュートリアルは V4-Flash のものだけ。V4.1 には触れていない",
    ),
}


def _case_errors(case: tuple[str, str, str, str], terms: dict[str, Terms]) -> list[str]:
    tag, key, english, translation = case
    its = terms[tag]
    found = check_text(english, translation, False, its, its.names_compared(key), ())
    return [f"[{f.code}] {f.message}" for f in found if f.severity == "error"]


@pytest.mark.parametrize("name", sorted(EVIDENCE))
def test_what_the_sources_do_not_say_told_as_a_fact_is_an_error(
    name: str, shipped_terms: dict[str, Terms]
) -> None:
    assert _case_errors(EVIDENCE[name], shipped_terms)


@pytest.mark.parametrize("name", sorted(EVIDENCE_FAITHFUL))
def test_what_the_sources_do_not_say_in_other_words_passes(
    name: str, shipped_terms: dict[str, Terms]
) -> None:
    assert _case_errors(EVIDENCE_FAITHFUL[name], shipped_terms) == []


# ("almost all", "mostly" or "used to be all" said for "only": 全是 before a name is "only"
# — the shipped 全是 NVIDIA for "NVIDIA-only" — but not after 幾乎, 大多 or 過去; attack 61)
NVIDIA_ONLY_LIST = "products/tensorrt-llm:facts.hardware"
ALMOST_ALL = {
    "h215 zh-Hant 幾乎全是": ("zh-Hant", NVIDIA_ONLY_LIST, "僅限 NVIDIA", "幾乎全是 NVIDIA"),
    "h216 zh-Hant 大多全是": ("zh-Hant", NVIDIA_ONLY_LIST, "僅限 NVIDIA", "大多全是 NVIDIA"),
    "h225 zh-Hant 過去全是": (
        "zh-Hant",
        "comparisons/deepinfer-vs-mindie:wins.deepinfer.two-vendors.detail",
        "MindIE 只能在 Ascend 上執行。",
        "MindIE 的硬體過去全是 Ascend。",
    ),
}


@pytest.mark.parametrize("name", sorted(ALMOST_ALL))
def test_almost_all_for_only_is_an_error(name: str, shipped_terms: dict[str, Terms]) -> None:
    assert _errors(ALMOST_ALL[name], shipped_terms)


def test_all_before_a_name_for_only_passes(shipped_terms: dict[str, Terms]) -> None:
    case = ("zh-Hant", NVIDIA_ONLY_LIST, "僅限 NVIDIA", "全是 NVIDIA")
    assert _errors(case, shipped_terms) == []
