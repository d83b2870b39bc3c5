"""The twelfth attack's names and addresses (/tmp/atk12 cases.md): a look-alike web address
(U19-U21, U24 and U18's magnet: URI; U11's spaced dots a warning) and a model's or release's
suffix the English does not write (B08-B11, B15: "RTX 5090 Ti", "v1.6.0.post1") refused at
its catalog entry, while the shipped translations stay clean."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from comparekit.catalogs.findings import lands_in_table
from comparekit.catalogs.rules import Finding, Terms, check_text
from test_names_attack11 import shipped_entries, shipped_terms

__all__ = ["shipped_terms"]  # the fixture, shared with the eleventh attack's tests
EXPERTS = (
    "comparisons/deepinfer-vs-ktransformers:analysis.hardware-class.paragraphs.where-experts-live"
)
FAIR_TEST = (
    "comparisons/deepinfer-vs-ktransformers:analysis.tokens-per-second-trap.paragraphs.fair-test"
)
LAYERS = "comparisons/deepinfer-vs-llm-d:analysis.contracts.paragraphs.layers"
KT_DEEPSEEK = (
    "comparisons/deepinfer-vs-ktransformers:what_each_is.ktransformers.paragraphs.deepseek"
)
SMALL_HARDWARE = (
    "comparisons/deepinfer-vs-ktransformers:wins.ktransformers.fits-small-hardware.detail"
)
KVBM = "comparisons/deepinfer-vs-dynamo:what_each_is.dynamo.paragraphs.kvbm-change"
HARDWARE = "products/deepinfer:facts.hardware"
SCHEDULER = "comparisons/deepinfer-vs-llm-d:what_each_is.llm-d.paragraphs.scheduler"


def checked(tag: str, key: str, change: Callable[[str], str], terms: Terms) -> list[Finding]:
    english, translation = shipped_entries(tag)[key]
    compared, about = terms.names_compared(key), terms.names_about(key)
    changed = change(translation)
    return list(check_text(english, changed, lands_in_table(key), terms, compared, about))


def replacing(old: str, new: str) -> Callable[[str], str]:
    def change(translation: str) -> str:
        assert old in translation
        return translation.replace(old, new)

    return change


def appending(text: str) -> Callable[[str], str]:
    return lambda translation: translation + text


LOOK_ALIKE = " (written in look-alike characters)"
# name: locale, key, what the attack did, the finding (code, severity, message)
ADDRESSES = {
    "U19 a Lisu tone mark for the dot": (
        "ja",
        EXPERTS,
        appending("詳細は evil\ua4f8example を参照。"),
        ("url", "error", "URL the English does not have: evil.example" + LOOK_ALIKE),
    ),
    "U20 a modifier-letter colon after the scheme": (
        "ko",
        EXPERTS,
        appending(" 자세한 내용은 https\ua789//evil 참조."),
        ("url", "error", "URL the English does not have: https://evil" + LOOK_ALIKE),
    ),
    "U21 a Syriac dot": (
        "zh-Hant",
        EXPERTS,
        appending("詳見 evil\u0702example。"),
        ("url", "error", "URL the English does not have: evil.example" + LOOK_ALIKE),
    ),
    "U24 a host in Cyrillic e": (
        "zh-Hant",
        FAIR_TEST,
        appending("詳見 \u0435vil.\u0435xample。"),
        ("url", "error", "URL the English does not have: evil.example" + LOOK_ALIKE),
    ),
    "U18 a magnet URI": (
        "ko",
        LAYERS,
        appending(" 문의: magnet:?xt=urn:btih:abc"),
        ("url", "error", "URL the English does not have: magnet:?xt=urn:btih:abc"),
    ),
    "U11 a host with spaced dots": (
        "ja",
        SCHEDULER,
        appending("詳しくは evil . example を参照。"),
        ("url", "warning", "address the English does not have: evil . example"),
    ),
}


@pytest.mark.parametrize("name", sorted(ADDRESSES))
def test_a_look_alike_address_is_refused(name: str, shipped_terms: dict[str, Terms]) -> None:
    tag, key, change, expected = ADDRESSES[name]
    found = checked(tag, key, change, shipped_terms[tag])
    assert [(f.code, f.severity, f.message) for f in found] == [expected]


def extends(found: str, stem: str) -> tuple[str, str, str]:
    message = f"'{found}' extends '{stem}' into another name: the English does not name it so"
    return ("protected-term", "error", message)


# name: locale, key, what the attack did, the finding
SUFFIXES = {
    "B08 RTX 5090 Ti": (
        "ja",
        KT_DEEPSEEK,
        replacing("RTX 5090 を8枚", "RTX 5090 Ti を8枚"),
        extends("5090 Ti", "5090"),
    ),
    "B09 RTX 3090 Ti": (
        "ko",
        SMALL_HARDWARE,
        replacing("RTX 3090,", "RTX 3090 Ti,"),
        extends("3090 Ti", "3090"),
    ),
    "B10 RTX 5090 D": (
        "zh-Hant",
        KT_DEEPSEEK,
        replacing("八張 RTX 5090", "八張 RTX 5090 D"),
        extends("5090 D", "5090"),
    ),
    "B11 Ascend 950 PR": (
        "ja",
        HARDWARE,
        replacing("Ascend 950", "Ascend 950 PR"),
        extends("950 PR", "950"),
    ),
    "B15 a post-release of v1.6.0": (
        "ko",
        KVBM,
        replacing("v1.6.0에서", "v1.6.0.post1에서"),
        extends("v1.6.0.post1", "v1.6.0"),
    ),
}


@pytest.mark.parametrize("name", sorted(SUFFIXES))
def test_a_suffix_the_english_does_not_write_is_refused(
    name: str, shipped_terms: dict[str, Terms]
) -> None:
    tag, key, change, expected = SUFFIXES[name]
    found = checked(tag, key, change, shipped_terms[tag])
    assert [(f.code, f.severity, f.message) for f in found] == [expected]


# The shipped translations of the attacked entries, and suffixes the English writes.
FAITHFUL = {
    "the shipped Japanese of the KTransformers story": ("ja", KT_DEEPSEEK, str),
    "the shipped Korean of the KVBM change": ("ko", KVBM, str),
    "the shipped Chinese hardware": ("zh-Hant", HARDWARE, str),
    "a plural the English writes, singular": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:analysis.benchmark-trap.paragraphs.what-is-measured",
        str,
    ),
}


@pytest.mark.parametrize("name", sorted(FAITHFUL))
def test_a_faithful_translation_passes(name: str, shipped_terms: dict[str, Terms]) -> None:
    tag, key, change = FAITHFUL[name]
    assert checked(tag, key, change, shipped_terms[tag]) == []


def test_a_suffix_the_english_writes_passes() -> None:
    english = "Four SM100 GPUs for prefill; Dynamo v1.6.0.post1 and an RTX 5090 Ti."
    translation = "prefill に SM100 GPU を4基。Dynamo v1.6.0.post1 と RTX 5090 Ti。"
    assert check_text(english, translation, False, Terms(("Dynamo",))) == ()


def replaced_by(word: str, instead: str) -> tuple[str, str, str]:
    message = f"'{word}' of the English is missing and the translation names {instead} "
    return ("protected-term", "error", message + "instead: a name replaced?")


def dropped(word: str, severity: str = "warning") -> tuple[str, str, str]:
    message = f"'{word}' of the English is missing: a name the translation keeps as written"
    return ("protected-term", severity, message)


def vendor_dropped(word: str) -> tuple[str, str, str]:
    # (a vendor lost is an error since the fifteenth attack: test_attack15_names)
    message = f"'{word}' of the English is missing: a vendor the translation names as written"
    return ("protected-term", "error", message)


def written(text: str) -> Callable[[str], str]:
    return lambda translation: text


LLM_D = "products/llm-d:facts.hardware"
LICENCE = "products/tensorrt-llm:facts.license"
# name: locale, key, what the attack did, the findings
VENDORS = {
    "T01 Rebellions made Groq": (
        "ja",
        LLM_D,
        written("NVIDIA、AMD ROCm、Google TPU、Intel XPU、x86 CPU、Groq、Iluvatar、MetaX"),
        [replaced_by("Rebellions", "Groq")],
    ),
    "T02 AMD ROCm dropped": (
        "ko",
        LLM_D,
        written("NVIDIA, Google TPU, Intel XPU, x86 CPU, Rebellions, Iluvatar, MetaX"),
        # (an error since stop 53: "AMD ROCm" stands listed beside names the translation keeps)
        [dropped("ROCm", "error"), vendor_dropped("AMD")],
    ),
    "T03 Iluvatar made Cerebras": (
        "zh-Hant",
        LLM_D,
        written("NVIDIA、AMD ROCm、Google TPU、Intel XPU、x86 CPU、Rebellions、Cerebras、MetaX"),
        [replaced_by("Iluvatar", "Cerebras")],
    ),
    "T04 MIT made GPL": (
        "ja",
        LICENCE,
        written("Apache-2.0（一部のサードパーティ部分は GPL と BSD）"),
        [replaced_by("MIT", "GPL")],
    ),
    "T05 MIT made GPL in Korean": (
        "ko",
        LICENCE,
        written("Apache-2.0, 일부 서드파티 부분은 GPL·BSD"),
        [replaced_by("MIT", "GPL")],
    ),
    "T10 Cambricon made Biren": (
        "ja",
        "products/lmdeploy:facts.hardware",
        written("NVIDIA CUDA、AMD ROCm、Huawei Ascend、Biren、MetaX"),
        [replaced_by("Cambricon", "Biren")],
    ),
    "T11 AMD dropped": (
        "ko",
        "products/vllm:facts.hardware",
        written("NVIDIA·Intel GPU와 CPU, 플러그인 기반 TPU·Ascend 등"),
        [vendor_dropped("AMD")],
    ),
    "T12 Google TPU made AWS Trainium": (
        "zh-Hant",
        "products/sglang:facts.hardware",
        written("NVIDIA、AMD、Intel Xeon、AWS Trainium、Ascend NPU"),
        [replaced_by("Google", "AWS, Trainium"), replaced_by("TPU", "AWS, Trainium")],
    ),
}


@pytest.mark.parametrize("name", sorted(VENDORS))
def test_a_vendor_or_licence_replaced_or_dropped_is_refused(
    name: str, shipped_terms: dict[str, Terms]
) -> None:
    tag, key, change, expected = VENDORS[name]
    found = checked(tag, key, change, shipped_terms[tag])
    assert [(f.code, f.severity, f.message) for f in found] == expected


# The shipped translations write these names another way, as the catalogs do.
WRITTEN_ANOTHER_WAY = {
    "Kubernetes in hangul": ("ko", "comparisons/deepinfer-vs-dynamo:wins.dynamo.ecosystem.detail"),
    "RAM as memory in Chinese": ("zh-Hant", "products/ktransformers:facts.best-for"),
    "FAQ in Korean": ("ko", "ui:heading.faq"),
    "FAQ in Chinese": ("zh-Hant", "ui:heading.faq"),
    "the shipped llm-d hardware": ("ja", LLM_D),
    "the shipped licence": ("ko", LICENCE),
}


@pytest.mark.parametrize("name", sorted(WRITTEN_ANOTHER_WAY))
def test_a_name_written_as_the_catalogs_write_it_passes(
    name: str, shipped_terms: dict[str, Terms]
) -> None:
    tag, key = WRITTEN_ANOTHER_WAY[name]
    assert checked(tag, key, str, shipped_terms[tag]) == []


def test_an_ordinary_word_capitalised_or_a_reordered_list_passes() -> None:
    # A sentence's first word is not a name; a list in another order keeps every name.
    english = "Sources: NVIDIA, AMD and Intel GPUs. Engine notes from Rebellions."
    translation = "出典：Intel・AMD・NVIDIA の GPU。Rebellions のエンジンに関するメモ。"
    assert check_text(english, translation, False, Terms()) == ()


def test_a_product_given_a_name_in_brackets_is_a_warning(
    shipped_terms: dict[str, Terms],
) -> None:
    # N33: an invented Chinese name for the product.
    key = "comparisons/deepinfer-vs-dynamo:wins.deepinfer.ascend-950.detail"
    change = replacing("DeepInfer 將", "DeepInfer（深推）將")
    found = checked("zh-Hant", key, change, shipped_terms["zh-Hant"])
    message = "'DeepInfer' given a name in brackets the English does not write: （深推）"
    assert [(f.code, f.severity, f.message) for f in found] == [
        ("protected-term", "warning", message)
    ]


@pytest.mark.parametrize(
    ("english", "translation"),
    [
        ("vLLM (recommended) and SGLang (POC)", "vLLM（推奨）と SGLang（概念実証）"),
        ("Mooncake, which needs integration work", "Mooncake（統合作業が必要）"),
        ("Mooncake, which needs integration work", "Mooncake(통합 작업 필요)"),
    ],
)
def test_a_gloss_in_brackets_the_english_writes_or_a_phrase_passes(
    english: str, translation: str
) -> None:
    assert check_text(english, translation, False, Terms(("Mooncake", "SGLang", "vLLM"))) == ()


@pytest.mark.parametrize(
    ("tag", "change"),
    [
        # N31 N32: the name's reading in brackets
        ("ja", replacing("DeepInfer は", "DeepInfer（ディープインファー）は")),
        ("ko", replacing("DeepInfer는", "DeepInfer(딥인퍼)는")),
    ],
)
def test_the_reading_of_a_name_in_brackets_passes(
    tag: str, change: Callable[[str], str], shipped_terms: dict[str, Terms]
) -> None:
    key = "comparisons/deepinfer-vs-dynamo:wins.deepinfer.ascend-950.detail"
    assert checked(tag, key, change, shipped_terms[tag]) == []


def test_the_english_words_in_the_translations_order_pass(
    shipped_terms: dict[str, Terms],
) -> None:
    # F23: "PR #24162" written "#24162 PR" in Korean word order.
    key = "comparisons/deepinfer-vs-llama-cpp:what_each_is.llama-cpp.paragraphs.deepseek"
    change = replacing("#24162로", "#24162 PR로")
    assert checked("ko", key, change, shipped_terms["ko"]) == []
