"""The fifteenth attack's names: a vendor or hardware maker dropped, written for another or
in Latin look-alikes (Rebellions, NVIDIA, lluvatar for Iluvatar), a name of a licence pair
written for the other (MIT と MIT), a spaced trademark sign after a product (Dynamo ™), an
object replacement character in a name, and two products each named in the other's sentence
or on the other side of a word both write (TensorRT-LLM and Dynamo, DeepInfer and Dynamo,
llm-d and Dynamo, vLLM and SGLang swapped), a command-line option renamed and a kept name
run into a longer one (VRAM for RAM): each refused at
its shipped catalog entry, while the shipped translations stay clean."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from comparekit.catalogs.rules import Terms, check_text
from comparekit.catalogs.swapped_names import (
    crossed_products,
    exchanged_names,
    exchanged_products,
)
from test_attack12_names import checked, replacing
from test_names_attack11 import shipped_entries, shipped_terms

__all__ = ["shipped_terms"]  # the fixture, shared with the eleventh attack's tests
LLM_D = "products/llm-d:facts.hardware"
LICENCE = "products/tensorrt-llm:facts.license"
LLAMA = "comparisons/deepinfer-vs-llama-cpp:what_each_is.llama-cpp.paragraphs.hardware"
FINE_TUNING = "comparisons/deepinfer-vs-ktransformers:wins.ktransformers.fine-tuning.detail"
COOKBOOK = "comparisons/deepinfer-vs-sglang:sources.sglang-v41-cookbook.supports"


def error(message: str) -> tuple[str, str, str]:
    return ("protected-term", "error", message)


def vendor_missing(name: str) -> tuple[str, str, str]:
    return error(f"'{name}' of the English is missing: a vendor the translation names as written")


def vendor_for(other: str, name: str, counts: str = "0 for 1") -> tuple[str, str, str]:
    return error(
        f"'{other}' is named where the English names '{name}' ({counts}): one vendor's name "
        "written for another's"
    )


def name_for(other: str, name: str) -> tuple[str, str, str]:
    return error(
        f"'{other}' is named where the English names '{name}' (0 for 1): one name written for "
        "another's"
    )


def look_alike(name: str, written: str) -> tuple[str, str, str]:
    return error(
        f"'{name}' is written in look-alike letters ({written}): type it as in the English"
    )


def extends(written: str, name: str) -> tuple[str, str, str]:
    return error(f"'{written}' extends '{name}' into another name: the English does not name it so")


# name: locale, key, the shipped words, the attack's words, the findings
REFUSED = {
    "Rebellions dropped": ("ja", LLM_D, "Rebellions、", "", [vendor_missing("Rebellions")]),
    "Rebellions dropped ko": ("ko", LLM_D, "Rebellions, ", "", [vendor_missing("Rebellions")]),
    "Iluvatar dropped zh": ("zh-Hant", LLM_D, "Iluvatar、", "", [vendor_missing("Iluvatar")]),
    "NVIDIA dropped": ("ja", LLM_D, "NVIDIA、", "", [vendor_missing("NVIDIA")]),
    "Rebellions written as NVIDIA": (
        "ja",
        LLM_D,
        "Rebellions",
        "NVIDIA",
        [vendor_for("NVIDIA", "Rebellions")],
    ),
    "Moore Threads written as Intel": (
        "ja",
        LLAMA,
        "Moore Threads",
        "Intel",
        [vendor_for("Intel", "Moore Threads")],
    ),
    "Moore Threads cut to Moore": (
        "ja",
        LLAMA,
        "Moore Threads",
        "Moore",
        [vendor_missing("Moore Threads")],
    ),
    "Huawei misspelt": ("ja", LLAMA, "Huawei", "Hauwei", [vendor_missing("Huawei")]),
    "lluvatar for Iluvatar": (
        "ja",
        LLM_D,
        "Iluvatar",
        "lluvatar",
        [look_alike("Iluvatar", "lluvatar")],
    ),
    "lluvatar for Iluvatar ko": (
        "ko",
        LLM_D,
        "Iluvatar",
        "lluvatar",
        [look_alike("Iluvatar", "lluvatar")],
    ),
    "lntel for Intel zh": ("zh-Hant", LLM_D, "Intel", "lntel", [look_alike("Intel", "lntel")]),
    "MIT and BSD made MIT and MIT": (
        "ja",
        LICENCE,
        "MIT と BSD",
        "MIT と MIT",
        [name_for("MIT", "BSD")],
    ),
    "MIT and BSD made BSD and BSD": (
        "ja",
        LICENCE,
        "MIT と BSD",
        "BSD と BSD",
        [name_for("BSD", "MIT")],
    ),
    "a spaced trademark after DeepInfer": (
        "ja",
        FINE_TUNING,
        "DeepInfer は推論",
        "DeepInfer ™ は推論",
        [extends("DeepInfer ™", "DeepInfer")],
    ),
    "a spaced registered sign after DeepInfer": (
        "ja",
        FINE_TUNING,
        "DeepInfer は推論",
        "DeepInfer ® は推論",
        [extends("DeepInfer ®", "DeepInfer")],
    ),
    "an ideographic space and a trademark, then a word": (
        "ja",
        FINE_TUNING,
        "DeepInfer は推論",
        "DeepInfer\u3000™ Pro は推論",
        [extends("DeepInfer\u3000™ Pro", "DeepInfer")],
    ),
}


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_a_name_dropped_replaced_or_disguised_is_refused(
    name: str, shipped_terms: dict[str, Terms]
) -> None:
    tag, key, old, new, expected = REFUSED[name]
    assert checked(tag, key, str, shipped_terms[tag]) == []
    found = checked(tag, key, replacing(old, new), shipped_terms[tag])
    assert [(f.code, f.severity, f.message) for f in found] == expected


def test_an_object_replacement_character_inside_a_name_is_refused(
    shipped_terms: dict[str, Terms],
) -> None:
    found = checked("ja", LLM_D, replacing("Intel", "In\ufffctel"), shipped_terms["ja"])
    assert ("invisible", "warning", "invisible characters: U+FFFC") in [
        (f.code, f.severity, f.message) for f in found
    ]
    assert any(f.severity == "error" and "'Intel' is written" in f.message for f in found)
    # After a name it shows nothing either: a warning, as a zero-width space is.
    found = checked("ja", LLM_D, replacing("Intel", "Intel\ufffc"), shipped_terms["ja"])
    assert [(f.code, f.severity) for f in found] == [("invisible", "warning")]


# Faithful: the vendors kept, in another order, in the script the catalogs write them in.
FAITHFUL = {
    "the vendors in another order": (
        "ja",
        LLM_D,
        "NVIDIA、AMD ROCm",
        "AMD ROCm、NVIDIA",
    ),
    "Huawei in katakana": ("ja", LLAMA, "Huawei Ascend", "ファーウェイ Ascend"),
}


@pytest.mark.parametrize("name", sorted(FAITHFUL))
def test_a_faithful_translation_passes(name: str, shipped_terms: dict[str, Terms]) -> None:
    tag, key, old, new = FAITHFUL[name]
    assert checked(tag, key, replacing(old, new), shipped_terms[tag]) == []


def test_a_vendor_said_twice_and_once_passes() -> None:
    english = "NVIDIA GPUs run it, and NVIDIA's own stack ships it."
    translation = "NVIDIA の GPU で動き、自社のスタックにも含まれる。"  # (the second said as 自社)
    assert check_text(english, translation, False, Terms()) == ()


def test_a_trademark_the_english_writes_spaced_passes() -> None:
    english = "Dynamo ™ is NVIDIA's."
    translation = "Dynamo ™ は NVIDIA のものだ。"
    assert check_text(english, translation, False, Terms(("Dynamo",))) == ()


SCOPE = "comparisons/deepinfer-vs-dynamo:what_each_is.dynamo.paragraphs.scope"
CHOOSE = "comparisons/deepinfer-vs-dynamo:short_answer.choose"
VS_DYNAMO = "comparisons/deepinfer-vs-llm-d:faq.vs-dynamo.answer"
# name: locale, key, the two names swapped (every name keeps its count of occurrences)
SWAPPED = {
    "TensorRT-LLM and Dynamo ja": ("ja", SCOPE, "Dynamo", "TensorRT-LLM"),
    "TensorRT-LLM and Dynamo ko": ("ko", SCOPE, "Dynamo", "TensorRT-LLM"),
    "TensorRT-LLM and Dynamo zh": ("zh-Hant", SCOPE, "Dynamo", "TensorRT-LLM"),
    "DeepInfer and Dynamo ja": ("ja", CHOOSE, "Dynamo", "DeepInfer"),
    "DeepInfer and Dynamo ko": ("ko", CHOOSE, "Dynamo", "DeepInfer"),
    "DeepInfer and Dynamo zh": ("zh-Hant", CHOOSE, "Dynamo", "DeepInfer"),
    "llm-d and Dynamo ko": ("ko", VS_DYNAMO, "llm-d", "Dynamo"),
    "llm-d and Dynamo zh": ("zh-Hant", VS_DYNAMO, "llm-d", "Dynamo"),
}


def swapping(first: str, second: str) -> Callable[[str], str]:
    def change(translation: str) -> str:
        assert first in translation and second in translation
        return translation.replace(first, "\0").replace(second, first).replace("\0", second)

    return change


@pytest.mark.parametrize("name", sorted(SWAPPED))
def test_two_products_swapped_between_sentences_are_refused(
    name: str, shipped_terms: dict[str, Terms]
) -> None:
    tag, key, first, second = SWAPPED[name]
    found = checked(tag, key, swapping(first, second), shipped_terms[tag])
    message = (
        f"'{first}' and '{second}' are each named in the sentence where the English names the "
        "other: the products swapped?"
    )
    # (or, where the two start the English's sentences as their subjects, the rule that reads
    # those: "the English's sentences start with llm-d, Dynamo in this order")
    subjects = (
        f"the English's sentences start with {first}, {second} in this order, the "
        "translation's the other way round: the products swapped?"
    )
    assert [(f.code, f.severity, f.message) for f in found] in ([error(message)], [error(subjects)])


VERDICT = "comparisons/deepinfer-vs-dynamo:verdict"
# name: locale, key, the two names swapped, the word between them
CROSSED = {
    "DeepInfer and Dynamo across vLLM ja": ("ja", VERDICT, "Dynamo", "DeepInfer", "vLLM"),
    "DeepInfer and Dynamo across vLLM ko": ("ko", VERDICT, "Dynamo", "DeepInfer", "vLLM"),
    "DeepInfer and Dynamo across vLLM zh": ("zh-Hant", VERDICT, "Dynamo", "DeepInfer", "vLLM"),
}


@pytest.mark.parametrize("name", sorted(CROSSED))
def test_two_products_swapped_within_a_sentence_are_refused(
    name: str, shipped_terms: dict[str, Terms]
) -> None:
    tag, key, first, second, between = CROSSED[name]
    found = checked(tag, key, swapping(first, second), shipped_terms[tag])
    message = (
        f"'{first}' and '{second}' stand on the other side of '{between}' than in the English: "
        "the products swapped?"
    )
    assert [(f.code, f.severity, f.message) for f in found] == [error(message)]


def test_vllm_and_sglang_swapped_beside_their_gpus_are_refused() -> None:
    english = "vLLM needs 8 GPUs for it, while SGLang needs 4 H100 GPUs."
    translation = "vLLM には 8 基の GPU が必要だが、SGLang には H100 GPU が 4 基で足りる。"
    terms = Terms(("SGLang", "vLLM"))
    assert check_text(english, translation, False, terms) == ()
    swapped = swapping("vLLM", "SGLang")(translation)
    assert [f.message for f in check_text(english, swapped, False, terms)] == [
        "'vLLM' and 'SGLang' stand on the other side of '8' than in the English: the products "
        "swapped?"
    ]


def test_a_list_in_another_order_passes(shipped_terms: dict[str, Terms]) -> None:
    # "with vLLM, SGLang or TensorRT-LLM underneath" with its list reordered: the same claim,
    # though Dynamo, moved to the sentence's end in Japanese, now stands on vLLM's other side.
    key = "comparisons/deepinfer-vs-dynamo:short_answer.choose"
    for tag in ("ja", "ko", "zh-Hant"):
        assert checked(tag, key, swapping("vLLM", "SGLang"), shipped_terms[tag]) == []


def test_no_shipped_translation_is_read_as_products_swapped(
    shipped_terms: dict[str, Terms],
) -> None:
    # The false positives of the rule: every shipped entry naming two or more products (264
    # a locale, of which ko reorders the first names of 27 and ja of 14), none reported.
    for tag in ("ja", "ko", "zh-Hant"):
        for english, translation in shipped_entries(tag).values():
            assert exchanged_products(english, translation, shipped_terms[tag]) == []
            assert crossed_products(english, translation, shipped_terms[tag]) == []
            assert exchanged_names(english, translation, shipped_terms[tag]) == []


def test_names_in_another_order_within_a_sentence_pass() -> None:
    # A faithful reordering: the clause with vLLM first in Japanese, one sentence each.
    english = "Choose Dynamo if you run vLLM. DeepInfer is an engine."
    translation = "vLLM を使うなら Dynamo を選ぶ。DeepInfer はエンジンだ。"
    assert check_text(english, translation, False, Terms(("DeepInfer", "Dynamo", "vLLM"))) == ()


# name: locale, key, the shipped words, the attack's words, the finding
RENAMED = {
    "an option renamed": (
        "ja",
        COOKBOOK,
        "--enable-deterministic-inference",
        "--disable-deterministic-inference",
        error("command-line option changed or missing: --enable-deterministic-inference"),
    ),
    "an option cut short": (
        "ko",
        COOKBOOK,
        "--enable-deterministic-inference",
        "--enable-deterministic",
        error("command-line option changed or missing: --enable-deterministic-inference"),
    ),
    "RAM of a TB range made VRAM": (
        "ja",
        FINE_TUNING,
        "TB の RAM",
        "TB の VRAM",
        extends("VRAM", "RAM"),
    ),
    "RAM of a TB range made DRAM zh": (
        "zh-Hant",
        FINE_TUNING,
        "RAM",
        "DRAM",
        extends("DRAM", "RAM"),
    ),
}


@pytest.mark.parametrize("name", sorted(RENAMED))
def test_an_option_or_a_kept_name_renamed_is_refused(
    name: str, shipped_terms: dict[str, Terms]
) -> None:
    tag, key, old, new, expected = RENAMED[name]
    found = checked(tag, key, replacing(old, new), shipped_terms[tag])
    assert [(f.code, f.severity, f.message) for f in found] == [expected]


def test_an_option_kept_at_the_translation_start_passes() -> None:
    english = "Set --tensor-parallel-size 8 and RAM to 1 TB."
    translation = "--tensor-parallel-size 8 を指定し、RAM を 1 TB にする。"
    assert check_text(english, translation, False, Terms()) == ()
    changed = translation.replace("--tensor-parallel-size", "--pipeline-parallel-size")
    assert [f.message for f in check_text(english, changed, False, Terms())] == [
        "command-line option changed or missing: --tensor-parallel-size"
    ]


# name: locale, key, the shipped words, the attack's words, the finding
MARKED = {
    "MetaX with a trademark": ("ja", LLM_D, "MetaX", "MetaX™", extends("MetaX™", "MetaX")),
    "MetaX with a spaced trademark": ("ja", LLM_D, "MetaX", "MetaX ™", extends("MetaX ™", "MetaX")),
    "Rebellions registered": (
        "ko",
        LLM_D,
        "Rebellions",
        "Rebellions®",
        extends("Rebellions®", "Rebellions"),
    ),
    "NVIDIA with a trademark": (
        "zh-Hant",
        LLM_D,
        "NVIDIA",
        "NVIDIA™",
        extends("NVIDIA™", "NVIDIA"),
    ),
    "Moore Threads with a trademark": (
        "ja",
        LLAMA,
        "Moore Threads",
        "Moore Threads\u00a0™",
        extends("Moore Threads\u00a0™", "Moore Threads"),
    ),
}


@pytest.mark.parametrize("name", sorted(MARKED))
def test_a_vendor_given_a_trademark_is_refused(name: str, shipped_terms: dict[str, Terms]) -> None:
    tag, key, old, new, expected = MARKED[name]
    found = checked(tag, key, replacing(old, new), shipped_terms[tag])
    assert [(f.code, f.severity, f.message) for f in found] == [expected]


def test_a_vendor_of_two_words_with_a_no_break_space_passes(
    shipped_terms: dict[str, Terms],
) -> None:
    change = replacing("Moore Threads", "Moore\u00a0Threads")
    assert checked("ja", LLAMA, change, shipped_terms["ja"]) == []


@pytest.mark.parametrize("tag", ["ja", "ko", "zh-Hant"])
def test_two_vendors_swapped_between_their_backends_are_refused(
    tag: str, shipped_terms: dict[str, Terms]
) -> None:
    # "NVIDIA through CUDA, AMD through HIP" as "CUDA 経由の AMD、HIP 経由の NVIDIA"
    found = checked(tag, LLAMA, swapping("NVIDIA", "AMD"), shipped_terms[tag])
    message = (
        "'NVIDIA' and 'AMD' are each written beside the other's words ('CUDA', 'HIP'): the "
        "names swapped?"
    )
    assert [(f.code, f.severity, f.message) for f in found] == [error(message)]


def test_a_list_of_vendors_in_another_order_passes() -> None:
    english = "Backends: NVIDIA through CUDA, AMD through HIP."
    translation = "バックエンド：HIP 経由の AMD、CUDA 経由の NVIDIA。"
    assert check_text(english, translation, False, Terms()) == ()
