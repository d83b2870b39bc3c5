"""The sixteenth attack's open cases (what the last round left): a comparison turned round with
no word shared between the names ("A は B より速い" as "B は A より速い", "A beats B" with
subject and object swapped), refused in all three locales while the faithful reorderings
("B より A の方が速い", "B보다 A가 빠르다", "和 B 相比，A 更快") stay clean.

No shipped English writes two names either side of "than" or "beats", so the English of
these fixtures is written here, with the shipped project's names (``shipped_terms``)."""

from __future__ import annotations

import pytest

from comparekit.catalogs.findings import lands_in_table
from comparekit.catalogs.rules import Terms, check_text
from test_attack12_context import edited
from test_names_attack11 import shipped_terms

__all__ = ["shipped_terms"]  # the fixture, shared with the eleventh attack's tests
TAGS = {"ja": "ja", "ko": "ko", "zh": "zh-Hant"}
FASTER = "DeepInfer is faster than vLLM on H100."
VENDORS = "NVIDIA is faster than AMD on this test."
HARDWARE = "H100 is faster than A100 for decode."
SLOWER = "vLLM is slower than SGLang on H100."
FRONTED = "Faster than vLLM, SGLang wins on H100."
BEATS = "SGLang outperforms vLLM on H100."
BEATS_PLAIN = "SGLang beats vLLM at high concurrency."


def findings(tag: str, english: str, translation: str, terms: dict[str, Terms]) -> list[str]:
    found = check_text(english, translation, False, terms[TAGS[tag]])
    return [f"{f.severity}: {f.message}" for f in found]


# name: locale, English, the attacker's translation (each refused as turned round)
TWICE = "DeepInfer is 2x faster than vLLM on H100."
COMPARED = "Compared with vLLM, DeepInfer is faster on H100."
CAPITALISED = "Huawei is faster than Intel on this test."
TRAILS = "SGLang trails vLLM on H100."
TURNED_ROUND = {
    "C01 ja より turned": ("ja", FASTER, "H100 上では vLLM は DeepInfer より速い。"),
    "C02 ko 보다 turned": ("ko", FASTER, "H100에서 vLLM이 DeepInfer보다 빠르다."),
    "C03 zh 比 turned": ("zh", FASTER, "在 H100 上 vLLM 比 DeepInfer 快。"),
    "C04 ja vendors turned": ("ja", VENDORS, "このテストでは AMD は NVIDIA より速い。"),
    "C05 ko vendors turned": ("ko", VENDORS, "이 테스트에서 AMD가 NVIDIA보다 빠르다."),
    "C06 zh vendors turned": ("zh", VENDORS, "在這項測試中，AMD 比 NVIDIA 快。"),
    "C07 ja hardware turned": ("ja", HARDWARE, "デコードでは A100 は H100 より速い。"),
    "C08 ko hardware turned": ("ko", HARDWARE, "디코드에서는 A100이 H100보다 빠르다."),
    "C09 zh hardware turned": ("zh", HARDWARE, "在解碼上，A100 比 H100 快。"),
    "C10 ja slower turned": ("ja", SLOWER, "H100 では SGLang は vLLM より遅い。"),
    "C11 ja fronted than turned": ("ja", FRONTED, "SGLang より速く、vLLM が H100 で勝つ。"),
    "C12 ja outperforms turned": ("ja", BEATS, "H100 では vLLM が SGLang を上回る。"),
    "C13 ko outperforms turned": ("ko", BEATS, "H100에서 vLLM이 SGLang을 능가한다."),
    "C14 zh outperforms turned": ("zh", BEATS, "在 H100 上 vLLM 勝過 SGLang。"),
    "C15 ja beats turned": ("ja", BEATS_PLAIN, "高い同時実行数では vLLM が SGLang に勝つ。"),
    "C16 ko beats turned": ("ko", BEATS_PLAIN, "높은 동시성에서는 vLLM이 SGLang을 이긴다."),
    "C17 zh beats turned": ("zh", BEATS_PLAIN, "在高並行度下，vLLM 擊敗 SGLang。"),
    "C18 ja と比べ turned": ("ja", FASTER, "H100 上では DeepInfer と比べて vLLM が速い。"),
    "C19 ko 에 비해 turned": ("ko", FASTER, "H100에서 DeepInfer에 비해 vLLM이 빠르다."),
    "C20 zh 相比 turned": ("zh", FASTER, "在 H100 上，和 DeepInfer 相比，vLLM 更快。"),
    "C21 zh 於 turned": ("zh", FASTER, "在 H100 上 vLLM 快於 DeepInfer。"),
    "C22 ja を上回る turned": (
        "ja",
        FASTER,
        "H100 上では vLLM が DeepInfer を上回る。",
    ),
    "C23 ja 比 turned": ("ja", FASTER, "H100 上では vLLM は DeepInfer 比で速い。"),
    "C24 ko 대비 turned": ("ko", FASTER, "H100에서 vLLM은 DeepInfer 대비 빠르다."),
    "C25 zh 相較於 turned": ("zh", FASTER, "在 H100 上，vLLM 相較於 DeepInfer 更快。"),
    "C26 ja の2倍 turned": ("ja", TWICE, "H100 上では vLLM は DeepInfer の2倍速い。"),
    "C27 ko 의 2배 turned": ("ko", TWICE, "H100에서 vLLM은 DeepInfer의 2배 빠르다."),
    "C28 zh 的 2 倍 turned": ("zh", TWICE, "在 H100 上，vLLM 的速度是 DeepInfer 的 2 倍。"),
    "C29 ja compared, turned": (
        "ja",
        COMPARED,
        "DeepInfer と比べると、H100 では vLLM が速い。",
    ),
    "C30 ko compared with, turned": ("ko", COMPARED, "DeepInfer에 비해 H100에서 vLLM이 빠르다."),
    "C31 zh compared with, turned": ("zh", COMPARED, "與 DeepInfer 相比，vLLM 在 H100 上更快。"),
    "C32 ja vendors turned": ("ja", CAPITALISED, "このテストでは Intel は Huawei より速い。"),
    "C33 ko vendors turned": ("ko", CAPITALISED, "이 테스트에서 Intel이 Huawei보다 빠르다."),
    "C34 zh vendors turned": ("zh", CAPITALISED, "在這項測試中，Intel 比 Huawei 快。"),
    "C35 ja slower, order kept": ("ja", FASTER, "H100 上では DeepInfer は vLLM より遅い。"),
    "C36 ko slower, order kept": ("ko", FASTER, "H100에서 DeepInfer가 vLLM보다 느리다."),
    "C37 zh slower, order kept": ("zh", FASTER, "在 H100 上 DeepInfer 比 vLLM 慢。"),
}

# name: locale, English, a faithful translation (the same order, or reordered faithfully)
FAITHFUL_ORDER = {
    "F01 ja より kept": ("ja", FASTER, "H100 上では DeepInfer は vLLM より速い。"),
    "F02 ja より fronted": ("ja", FASTER, "H100 上では vLLM より DeepInfer の方が速い。"),
    "F03 ko 보다 kept": ("ko", FASTER, "H100에서 DeepInfer가 vLLM보다 빠르다."),
    "F04 ko 보다 fronted": ("ko", FASTER, "H100에서는 vLLM보다 DeepInfer가 빠르다."),
    "F05 zh 比 kept": ("zh", FASTER, "在 H100 上 DeepInfer 比 vLLM 快。"),
    "F06 zh 和…相比": ("zh", FASTER, "在 H100 上，和 vLLM 相比，DeepInfer 更快。"),
    "F07 ja vendors fronted": ("ja", VENDORS, "このテストでは AMD より NVIDIA の方が速い。"),
    "F08 ko hardware 에 비해": ("ko", HARDWARE, "디코드에서는 A100에 비해 H100이 빠르다."),
    "F09 zh hardware 與…相比": ("zh", HARDWARE, "在解碼上，與 A100 相比，H100 更快。"),
    "F10 ja slower kept": ("ja", SLOWER, "H100 では vLLM は SGLang より遅い。"),
    "F11 ja fronted than kept": ("ja", FRONTED, "vLLM より速く、SGLang が H100 で勝つ。"),
    "F12 ja outperforms, object first": ("ja", BEATS, "H100 では vLLM を SGLang が上回る。"),
    "F13 ko outperforms kept": ("ko", BEATS, "H100에서 SGLang이 vLLM을 능가한다."),
    "F14 zh outperforms as 優於": ("zh", BEATS, "在 H100 上 SGLang 優於 vLLM。"),
    "F15 ja beats kept": ("ja", BEATS_PLAIN, "高い同時実行数では SGLang が vLLM に勝つ。"),
    "F16 ko beats kept": ("ko", BEATS_PLAIN, "높은 동시성에서는 SGLang이 vLLM을 이긴다."),
    "F17 zh beats kept": ("zh", BEATS_PLAIN, "在高並行度下，SGLang 擊敗 vLLM。"),
    "F18 zh 於 kept": ("zh", FASTER, "在 H100 上 DeepInfer 快於 vLLM。"),
    "F19 ja を上回る kept": ("ja", FASTER, "H100 上では DeepInfer が vLLM を上回る。"),
    "F20 ja 比 kept": ("ja", FASTER, "H100 上では DeepInfer は vLLM 比で速い。"),
    "F21 ko 대비 kept": ("ko", FASTER, "H100에서 DeepInfer는 vLLM 대비 빠르다."),
    "F22 zh 相較於 kept": ("zh", FASTER, "在 H100 上，DeepInfer 相較於 vLLM 更快。"),
    "F23 ja の2倍 kept": ("ja", TWICE, "H100 上では DeepInfer は vLLM の2倍速い。"),
    "F24 ko 의 2배 kept": ("ko", TWICE, "H100에서 DeepInfer는 vLLM의 2배 빠르다."),
    "F25 zh 的 2 倍 kept": ("zh", TWICE, "在 H100 上，DeepInfer 的速度是 vLLM 的 2 倍。"),
    "F26 ja compared with, kept": ("ja", COMPARED, "vLLM と比べると、H100 では DeepInfer が速い。"),
    "F27 ko compared with, kept": ("ko", COMPARED, "vLLM에 비해 H100에서 DeepInfer가 빠르다."),
    "F28 zh compared with, kept": ("zh", COMPARED, "與 vLLM 相比，DeepInfer 在 H100 上更快。"),
    "F29 ja vendors kept": ("ja", CAPITALISED, "このテストでは Huawei は Intel より速い。"),
    "F30 ko vendors kept": ("ko", CAPITALISED, "이 테스트에서 Intel보다 Huawei가 빠르다."),
    "F31 zh vendors kept": ("zh", CAPITALISED, "在這項測試中，Huawei 比 Intel 快。"),
    "F32 ja slower, turned with it": ("ja", FASTER, "H100 上では vLLM は DeepInfer より遅い。"),
    "F33 ko slower, turned with it": ("ko", FASTER, "H100에서 vLLM이 DeepInfer보다 느리다."),
    "F34 zh slower, turned with it": ("zh", FASTER, "在 H100 上 vLLM 比 DeepInfer 慢。"),
    "F35 ja trails said as 上回る": ("ja", TRAILS, "H100 では vLLM が SGLang を上回る。"),
}


@pytest.mark.parametrize("name", TURNED_ROUND)
def test_a_comparison_turned_round_is_refused(name: str, shipped_terms: dict[str, Terms]) -> None:
    tag, english, translation = TURNED_ROUND[name]
    found = findings(tag, english, translation, shipped_terms)
    assert [f for f in found if "the comparison turned round" in f], found
    assert all(f.startswith("error") for f in found if "turned round" in f)


@pytest.mark.parametrize("name", FAITHFUL_ORDER)
def test_a_faithful_comparison_is_clean(name: str, shipped_terms: dict[str, Terms]) -> None:
    tag, english, translation = FAITHFUL_ORDER[name]
    assert findings(tag, english, translation, shipped_terms) == []


# The quantity cases rebuild the attack on shipped entries: the English's "most", "many",
# "a few", "some", "every" and the translation's word for it.
DEK = "comparisons/deepinfer-vs-ktransformers:dek"  # "keeps most experts in system RAM"
LICENSE = "products/tensorrt-llm:facts.license"  # "with some MIT and BSD third-party parts"
FEW_GPUS = "comparisons/deepinfer-vs-ktransformers:decision_guide.fine-tune.situation"
HUB = "hub:description"  # "Every DeepInfer comparison …"
SCOPE = "products/llama-cpp:facts.scope"  # "Many GGUF models on one machine or a few"
MANY_MODELS = "comparisons/deepinfer-vs-ktransformers:wins.ktransformers.many-models.lead"
FRAMING = "comparisons/deepinfer-vs-sglang:short_answer.framing"  # "which half of the problem"

# name: locale, key, the shipped words, the attacker's words
QUANTITY_TURNED = {
    "Q01 ja most as 一部": ("ja", DEK, "エキスパートの大半を", "エキスパートの一部を"),
    "Q02 ja most as 少数": ("ja", DEK, "エキスパートの大半を", "少数のエキスパートを"),
    "Q03 ja most as わずか": ("ja", DEK, "エキスパートの大半を", "わずかなエキスパートを"),
    "Q04 ko most as 소수": ("ko", DEK, "전문가 대부분은", "전문가 소수는"),
    "Q05 ko most as 몇몇": ("ko", DEK, "전문가 대부분은", "몇몇 전문가는"),
    "Q06 zh most as 部分": ("zh", DEK, "把大部分專家", "把部分專家"),
    "Q07 zh most as 少數": ("zh", DEK, "把大部分專家", "把少數專家"),
    "Q08 zh most as 少量": ("zh", DEK, "把大部分專家", "把少量專家"),
    "Q09 ja some as 大半": ("ja", LICENSE, "一部の", "大半の"),
    "Q10 ko some as 대부분": ("ko", LICENSE, "일부", "대부분의"),
    "Q11 zh some as 大多數": ("zh", LICENSE, "部分第三方", "大多數第三方"),
    "Q12 ja few as 多数": ("ja", FEW_GPUS, "少数の GPU", "多数の GPU"),
    "Q13 ko few as 많은": ("ko", FEW_GPUS, "적은 GPU로", "많은 GPU로"),
    "Q14 zh few as 大量": ("zh", FEW_GPUS, "少量 GPU", "大量 GPU"),
    "Q15 ko every as 일부": ("ko", HUB, "모든 비교 글을", "일부 비교 글을"),
    "Q16 zh every as 部分": ("zh", HUB, "所有 DeepInfer", "部分 DeepInfer"),
    "Q17 ja every (全) as 一部": ("ja", HUB, "全比較記事", "一部の比較記事"),
    "Q18 ja many as 少数": ("ja", MANY_MODELS, "多数のモデル", "少数のモデル"),
    "Q19 ko many as 몇몇": ("ko", MANY_MODELS, "많은 모델을", "몇몇 모델을"),
    "Q20 zh many as 少數": ("zh", MANY_MODELS, "支援多種模型", "支援少數模型"),
    "Q21 ko every as 대부분": ("ko", HUB, "모든 비교 글을", "대부분의 비교 글을"),
    "Q22 zh every as 大多數": ("zh", HUB, "所有 DeepInfer", "大多數 DeepInfer"),
    "Q23 zh half as 大部分": ("zh", FRAMING, "一半", "大部分"),
    "Q24 ja most as 数個": ("ja", DEK, "エキスパートの大半を", "数個のエキスパートを"),
    "Q25 ko most as 몇 개": ("ko", DEK, "전문가 대부분은", "전문가 몇 개는"),
    "Q26 zh most as 幾個": ("zh", DEK, "把大部分專家", "把幾個專家"),
    "Q27 ja most as 半分": ("ja", DEK, "エキスパートの大半を", "エキスパートの半分を"),
    "Q28 ko most as 절반": ("ko", DEK, "전문가 대부분은", "전문가 절반은"),
    "Q29 ja most as 全て": ("ja", DEK, "エキスパートの大半を", "エキスパートの全てを"),
    "Q30 ko most as 모든": ("ko", DEK, "전문가 대부분은", "모든 전문가는"),
    "Q31 zh most as 所有": ("zh", DEK, "把大部分專家", "把所有專家"),
    "Q32 ja some as すべて": ("ja", LICENSE, "一部の", "すべての"),
}
# name: locale, key, the shipped words, a faithful synonym
QUANTITY_FAITHFUL = {
    "QF01 ja most as ほとんど": ("ja", DEK, "エキスパートの大半を", "エキスパートのほとんどを"),
    "QF02 ja most as 大部分": ("ja", DEK, "エキスパートの大半を", "エキスパートの大部分を"),
    "QF03 ko most as 대다수": ("ko", DEK, "전문가 대부분은", "전문가 대다수는"),
    "QF04 zh most as 大多數": ("zh", DEK, "把大部分專家", "把大多數專家"),
    "QF05 zh most as 多數": ("zh", DEK, "把大部分專家", "把多數專家"),
    "QF06 ja few as わずかな": ("ja", FEW_GPUS, "少数の GPU", "わずかな GPU"),
    "QF07 ko few as 소수의": ("ko", FEW_GPUS, "적은 GPU로", "소수의 GPU로"),
    "QF08 zh some as 一些": ("zh", LICENSE, "部分第三方", "一些第三方"),
    "QF09 ko every as 전체": ("ko", HUB, "모든 비교 글을", "전체 비교 글을"),
    "QF10 ja many as 多くの": ("ja", MANY_MODELS, "多数のモデル", "多くのモデル"),
    "QF11 zh many as 許多": ("zh", MANY_MODELS, "支援多種模型", "支援許多模型"),
    "QF13 zh half as 半數": ("zh", FRAMING, "一半", "半數"),
    # "Many GGUF models on one machine or a few": both classes said, 少數 is the English's
    "QF12 zh many and a few": ("zh", SCOPE, "多種 GGUF", "許多 GGUF"),
}


def shipped_findings(tag: str, key: str, old: str, new: str, terms: dict[str, Terms]) -> list[str]:
    english, translation = edited(TAGS[tag].replace("-", "_"), key, old, new)
    locale = terms[TAGS[tag]]
    compared, about = locale.names_compared(key), locale.names_about(key)
    found = check_text(english, translation, lands_in_table(key), locale, compared, about)
    return [f"{f.severity}: {f.message}" for f in found]


@pytest.mark.parametrize("name", QUANTITY_TURNED)
def test_a_quantity_word_turned_is_refused(name: str, shipped_terms: dict[str, Terms]) -> None:
    found = shipped_findings(*QUANTITY_TURNED[name], shipped_terms)
    assert [f for f in found if f.startswith("error") and "the quantity turned" in f], found


@pytest.mark.parametrize("name", QUANTITY_FAITHFUL)
def test_a_faithful_quantity_word_is_clean(name: str, shipped_terms: dict[str, Terms]) -> None:
    assert shipped_findings(*QUANTITY_FAITHFUL[name], shipped_terms) == []


# Faithful short forms the attack found refused, read as the English's number and unit.
MEASURED = "comparisons/deepinfer-vs-dynamo:analysis.benchmark-trap.paragraphs.what-is-measured"
TRANSFER = "comparisons/deepinfer-vs-mooncake:wins.mooncake.transfer.detail"  # 40 GB, 87 GB/s
V41 = "comparisons/deepinfer-vs-dynamo:faq.v41-support.answer"  # "(September 2026, …)"

# name: locale, key, the shipped words, a faithful short form
SHORT_FORMS_READ = {
    "S01 ko 75프로 for 75%": ("ko", MEASURED, "75%", "75프로"),
    "S02 ko 75 프로 spaced": ("ko", MEASURED, "75%", "75 프로"),
    "S03 ja 75パー for 75%": ("ja", MEASURED, "75%", "75パー"),
    "S04 ja 40ギガ for 40 GB": ("ja", TRANSFER, "40 GB", "40ギガ"),
    "S05 ko 40기가 for 40 GB": ("ko", TRANSFER, "40 GB", "40기가"),
    "S06 ja 87ギガ/s for 87 GB/s": ("ja", TRANSFER, "87 GB/s", "87ギガ/s"),
    "S07 ja 2026-09 for September 2026": ("ja", V41, "2026年9月", "2026-09"),
    "S08 zh 2026-09 for September 2026": ("zh", V41, "2026年9月", "2026-09"),
    "S09 ko 2026-09 for September 2026": ("ko", V41, "2026년 9월", "2026-09"),
    "S10 ja 2026/9 for September 2026": ("ja", V41, "2026年9月", "2026/9"),
    "S11 ja 4.6倍速 for 4.6 times": ("ja", TRANSFER, "4.6倍", "4.6倍速"),
    "S12 ja 第一に for first": ("ja", V41, "Dynamo は最初に", "Dynamo は第一に"),
    "S13 zh 75趴 for 75%": ("zh", MEASURED, "75%", "75趴"),
    "S14 ko 2026. 9. for September 2026": ("ko", V41, "2026년 9월", "2026. 9."),
}
# name: locale, key, the shipped words, the short form of another number or unit: refused
SHORT_FORMS_REFUSED = {
    "SR01 ko 76프로 for 75%": ("ko", MEASURED, "75%", "76프로"),
    "SR02 ko 75프로세스 (75 processes) for 75%": ("ko", MEASURED, "75%", "75프로세스"),
    "SR03 ja 75パーツ (75 parts) for 75%": ("ja", MEASURED, "75%", "75パーツ"),
    "SR04 ja 41ギガ for 40 GB": ("ja", TRANSFER, "40 GB", "41ギガ"),
    "SR05 ja 40テラ for 40 GB": ("ja", TRANSFER, "40 GB", "40テラ"),
    "SR06 ja 87ギガ for 87 GB/s (per second lost)": ("ja", TRANSFER, "87 GB/s", "87ギガ"),
    "SR07 ko 40기가비트 (gigabits) for 40 GB": ("ko", TRANSFER, "40 GB", "40기가비트"),
    "SR08 ja 2026-10 for September 2026": ("ja", V41, "2026年9月", "2026-10"),
    "SR09 ko 2026-08 for September 2026": ("ko", V41, "2026년 9월", "2026-08"),
    "SR10 ja 5.6倍速 for 4.6 times": ("ja", TRANSFER, "4.6倍", "5.6倍速"),
    "SR11 ja 第二に for first": ("ja", V41, "Dynamo は最初に", "Dynamo は第二に"),
    "SR12 zh 76趴 for 75%": ("zh", MEASURED, "75%", "76趴"),
    "SR13 ja 40G (as often 40 Gbps) for 40 GB": ("ja", TRANSFER, "40 GB", "40G"),
    "SR14 ko 2025. 9. for September 2026": ("ko", V41, "2026년 9월", "2025. 9."),
}


@pytest.mark.parametrize("name", SHORT_FORMS_READ)
def test_a_faithful_short_form_is_read_as_the_english(
    name: str, shipped_terms: dict[str, Terms]
) -> None:
    assert shipped_findings(*SHORT_FORMS_READ[name], shipped_terms) == []


@pytest.mark.parametrize("name", SHORT_FORMS_REFUSED)
def test_a_short_form_of_another_number_is_refused(
    name: str, shipped_terms: dict[str, Terms]
) -> None:
    found = shipped_findings(*SHORT_FORMS_REFUSED[name], shipped_terms)
    assert [f for f in found if f.startswith("error")], found


# Neighbours found attacking the family: a scaled number given a bare counter (4.6 times as
# 4.6台, "4.6 machines"), and the Korean 첫 ("first") for another rank.
LEAD = "comparisons/deepinfer-vs-ktransformers:lead"  # "4 GPUs for prefill"
KT_SOURCE = "comparisons/deepinfer-vs-ktransformers:sources.kt-v4-flash.supports"  # 8x RTX 5090
THREE_JOBS = "comparisons/deepinfer-vs-mooncake:analysis.complement.paragraphs.three-jobs"
MODEL_VERSION = "comparisons/deepinfer-vs-tensorrt-llm:analysis.kind.paragraphs.model-version"
COMPONENTS = "comparisons/deepinfer-vs-mooncake:what_each_is.mooncake.paragraphs.components"

# name: locale, key, the shipped words, the attacker's words
KIND_REFUSED = {
    "K01 ja 4.6 times as 4.6台": ("ja", TRANSFER, "4.6倍", "4.6台"),
    "K02 ja 4.6 times as 4.6枚": ("ja", TRANSFER, "4.6倍", "4.6枚"),
    "K03 ko 4.6 times as 4.6대": ("ko", TRANSFER, "4.6배", "4.6대"),
    "K04 zh 4.6 times as 4.6 台": ("zh", TRANSFER, "4.6 倍", "4.6 台"),
    "K05 ko second as 첫 번째": ("ko", MODEL_VERSION, "두 번째", "첫 번째"),
    "K06 ko fourth as 첫 번째": ("ko", COMPONENTS, "네 번째", "첫 번째"),
    "K07 ko second as 첫째": ("ko", MODEL_VERSION, "두 번째", "첫째"),
}
# name: locale, key, the shipped words, a faithful variant (or the shipped words kept)
KIND_FAITHFUL = {
    "KF01 ja 4 GPUs as 4台": ("ja", LEAD, "4基", "4台"),
    "KF02 ja 8x RTX 5090 as 8枚 (a count, not a scale)": ("ja", KT_SOURCE, "8枚", "8枚"),
    "KF03 ko third as 세 번째 kept": ("ko", THREE_JOBS, "세 번째", "세 번째"),
    "KF04 ko 4.6 times as 4.6배 kept": ("ko", TRANSFER, "4.6배", "4.6배"),
}


@pytest.mark.parametrize("name", KIND_REFUSED)
def test_a_scale_or_rank_changed_in_its_word_is_refused(
    name: str, shipped_terms: dict[str, Terms]
) -> None:
    found = shipped_findings(*KIND_REFUSED[name], shipped_terms)
    assert [f for f in found if f.startswith("error") and "number" in f], found


@pytest.mark.parametrize("name", KIND_FAITHFUL)
def test_a_count_or_rank_kept_is_clean(name: str, shipped_terms: dict[str, Terms]) -> None:
    assert shipped_findings(*KIND_FAITHFUL[name], shipped_terms) == []
