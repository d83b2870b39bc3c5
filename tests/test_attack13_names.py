"""The thirteenth attack's names and addresses (/tmp/atk13 cases.md): a word after a name
written in look-alike letters (P05-P07, P43-P46, P48-P50, S16, S46, X47: "Dynamo Ｐｒｏ",
"𝐏𝐫𝐨", Cyrillic "Рrо") refused as "Dynamo Pro" is, while the shipped translations stay
clean."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from comparekit.catalogs.look_alike_letters import read_as_latin
from comparekit.catalogs.rules import Terms, check_text
from test_attack12_names import checked, replacing
from test_names_attack11 import shipped_terms

__all__ = ["shipped_terms"]  # the fixture, shared with the eleventh attack's tests
WHICH = "comparisons/deepinfer-vs-dynamo:faq.which.answer"
LEAD = "comparisons/deepinfer-vs-dynamo:lead"
ASCEND = "comparisons/deepinfer-vs-dynamo:wins.deepinfer.ascend-950.detail"
UNITS = "comparisons/deepinfer-vs-mooncake:analysis.bandwidth-trap.paragraphs.units"
VERDICT = "comparisons/deepinfer-vs-vllm:verdict"


def extends(found: str, stem: str, note: str = " (written in look-alike characters)") -> tuple:
    message = f"'{found}' extends '{stem}' into another name: the English does not name it so"
    return ("protected-term", "error", message + note)


# name: locale, key, what the attack did, the finding (code, severity, message)
LOOK_ALIKE_WORDS = {
    "P05 mathematical bold Pro": (
        "ja",
        WHICH,
        replacing("Dynamo だ", "Dynamo 𝐏𝐫𝐨 だ"),
        extends("Dynamo Pro", "Dynamo"),
    ),
    "P06 full-width Pro": (
        "ja",
        WHICH,
        replacing("Dynamo だ", "Dynamo Ｐｒｏ だ"),
        extends("Dynamo Pro", "Dynamo"),
    ),
    "P07 modifier letters Pro": (
        "ja",
        WHICH,
        replacing("Dynamo だ", "Dynamo ᴾʳᵒ だ"),
        extends("Dynamo Pro", "Dynamo"),
    ),
    "P41 a squared P glued on": (
        "ja",
        WHICH,
        replacing("Dynamo だ", "Dynamo🄿 だ"),
        (
            "protected-term",
            "error",
            "'DynamoP' glues 'Dynamo' to other letters: the English does not name it so"
            " (written in look-alike characters)",
        ),
    ),
    "P43 circled Pro": (
        "ja",
        WHICH,
        replacing("Dynamo だ", "Dynamo Ⓟⓡⓞ だ"),
        extends("Dynamo Pro", "Dynamo"),
    ),
    "P44 mathematical script Pro": (
        "ja",
        WHICH,
        replacing("Dynamo だ", "Dynamo 𝓟𝓻𝓸 だ"),
        extends("Dynamo Pro", "Dynamo"),
    ),
    "P45 Greek Pro": (
        "ja",
        WHICH,
        replacing("Dynamo だ", "Dynamo Προ だ"),
        extends("Dynamo Πpo", "Dynamo"),
    ),
    "P46 Cyrillic Pro": (
        "ja",
        WHICH,
        replacing("Dynamo だ", "Dynamo Рrо だ"),
        extends("Dynamo Pro", "Dynamo"),
    ),
    "P48 full-width Lite after vLLM": (
        "ja",
        LEAD,
        replacing("vLLM、SGLang", "vLLM Ｌｉｔｅ、SGLang"),
        extends("vLLM Lite", "vLLM"),
    ),
    "P49 full-width Pro in Korean": (
        "ko",
        WHICH,
        replacing("Dynamo를", "Dynamo Ｐｒｏ를"),
        extends("Dynamo Pro", "Dynamo"),
    ),
    "P50 full-width Pro in Chinese": (
        "zh-Hant",
        WHICH,
        replacing("請選 Dynamo", "請選 Dynamo Ｐｒｏ"),
        extends("Dynamo Pro", "Dynamo"),
    ),
    "S16 full-width Pro after a model number": (
        "ja",
        ASCEND,
        replacing("Huawei Ascend 950", "Huawei Ascend 950 Ｐｒｏ"),
        extends("950 Pro", "950", ""),
    ),
}


@pytest.mark.parametrize("name", sorted(LOOK_ALIKE_WORDS))
def test_a_look_alike_word_after_a_name_is_refused(
    name: str, shipped_terms: dict[str, Terms]
) -> None:
    tag, key, change, expected = LOOK_ALIKE_WORDS[name]
    found = checked(tag, key, change, shipped_terms[tag])
    assert [(f.code, f.severity, f.message) for f in found] == [expected]


# The shipped translations of the attacked entries, and what the fold leaves alone.
FAITHFUL = {
    "the shipped Japanese answer": ("ja", WHICH, str),
    "the shipped Korean answer": ("ko", WHICH, str),
    "the shipped Chinese answer": ("zh-Hant", WHICH, str),
    "the shipped Japanese lead": ("ja", LEAD, str),
    "the shipped Ascend detail": ("ja", ASCEND, str),
    "the shipped Kimi units": ("ja", UNITS, str),
    "the shipped DSpark verdict": ("ja", VERDICT, str),
    "a bracketed word the English writes": (
        "ja",
        WHICH,
        replacing("Dynamo だ", "Dynamo（orchestration）だ"),
    ),
}


@pytest.mark.parametrize("name", sorted(FAITHFUL))
def test_a_faithful_translation_passes(name: str, shipped_terms: dict[str, Terms]) -> None:
    tag, key, change = FAITHFUL[name]
    assert checked(tag, key, change, shipped_terms[tag]) == []


def test_a_word_after_a_name_the_english_writes_passes_beside_a_trademark() -> None:
    english = "Dynamo Pro is the paid edition of Dynamo™."
    translation = "Dynamo Pro は Dynamo™ の有料版だ。"  # (™ read as a sign, not as "TM")
    assert check_text(english, translation, False, Terms(("Dynamo",))) == ()


def test_the_fold_reads_letters_and_leaves_signs_and_brackets() -> None:
    assert read_as_latin("Dynamo Ｐｒｏ（𝐋𝐢𝐭𝐞）™ 、Ⓟⓡⓞ") == "Dynamo Pro（Lite）™ 、Pro"


def disguised(word: str) -> tuple[str, str, str]:
    message = f"'{word}' is written in other characters (look-alike letters, full-width Latin "
    return (
        "protected-term",
        "error",
        message + "or invisible characters): type it as in the English",
    )


def test_s19_a_vendor_in_full_width_is_refused(shipped_terms: dict[str, Terms]) -> None:
    # NVIDIA is a word of the product NVIDIA Dynamo, not the product: the vendor's own.
    change = replacing("NVIDIA GPU だ", "ＮＶＩＤＩＡ GPU だ")
    found = checked("ja", ASCEND, change, shipped_terms["ja"])
    assert [(f.code, f.severity, f.message) for f in found] == [disguised("NVIDIA")]


def test_a_product_in_full_width_is_reported_once() -> None:
    english = "NVIDIA Dynamo is fast on NVIDIA GPUs."
    translation = "ＮＶＩＤＩＡ Dynamo は NVIDIA GPU で速い。"
    found = check_text(english, translation, False, Terms(("NVIDIA Dynamo", "Dynamo")))
    assert [f.message for f in found] == ["'NVIDIA Dynamo' must stay as written (a product name)"]


LICENCE = "products/tensorrt-llm:facts.license"
# name: locale, key, what the attack did, the finding: a name run on into another
RUN_ON = {
    "P26 a full-width bracketed Pro": (
        "ja",
        WHICH,
        replacing("Dynamo だ", "Dynamo（Pro）だ"),
        extends("Dynamo（Pro）", "Dynamo", ""),
    ),
    "P27 a bracketed Cloud": (
        "ja",
        WHICH,
        replacing("Dynamo だ", "Dynamo (Cloud) だ"),
        extends("Dynamo (Cloud)", "Dynamo", ""),
    ),
    "X22 BSD made BSD-3": (
        "ja",
        LICENCE,
        replacing("MIT と BSD", "MIT と BSD-3"),
        extends("BSD-3", "BSD", ""),
    ),
    "X46 Kimi made Kimi Pro": (
        "ja",
        UNITS,
        replacing("Kimi は", "Kimi Pro は"),
        extends("Kimi Pro", "Kimi", ""),
    ),
    "X47 Kimi made Kimi Pro in full width": (
        "ja",
        UNITS,
        replacing("Kimi は", "Kimi Ｐｒｏ は"),
        extends("Kimi Pro", "Kimi", ""),
    ),
    "S46 DSpark made DSpark Lite in full width": (
        "ja",
        VERDICT,
        replacing("DSpark に対応", "DSpark Ｌｉｔｅ に対応"),
        extends("DSpark Lite", "DSpark", ""),
    ),
    "S47 DSpark made DSpark Lite": (
        "ja",
        VERDICT,
        replacing("DSpark に対応", "DSpark Lite に対応"),
        extends("DSpark Lite", "DSpark", ""),
    ),
}


@pytest.mark.parametrize("name", sorted(RUN_ON))
def test_a_name_run_on_into_another_is_refused(name: str, shipped_terms: dict[str, Terms]) -> None:
    tag, key, change, expected = RUN_ON[name]
    found = checked(tag, key, change, shipped_terms[tag])
    assert [(f.code, f.severity, f.message) for f in found] == [expected]


@pytest.mark.parametrize(
    ("english", "translation"),
    [
        (
            "Kimi Pro and DSpark Lite run on BSD-3 licences.",
            "Kimi Pro と DSpark Lite は BSD-3 だ。",
        ),
        ("Kimi runs on NVIDIA GPUs (Hopper).", "Kimi は NVIDIA GPU（Hopper）で動く。"),
        ("Dynamo (Cloud) is hosted.", "Dynamo (Cloud) はホスト型だ。"),
        ("Kimi uses the MIT license.", "Kimi は MIT License を使う。"),
    ],
)
def test_a_run_on_the_english_writes_passes(english: str, translation: str) -> None:
    assert check_text(english, translation, False, Terms(("Dynamo",))) == ()


def vendor_added(name: str) -> tuple[str, str, str]:
    message = f"'{name}' is named beside the English's names where the English does not name it: "
    return ("protected-term", "warning", message + "a vendor added?")


HARDWARE_ROW = "comparisons/deepinfer-vs-dynamo:head_to_head.rows.hardware.dynamo"
VENDORS_ADDED = {
    "S20 AMD added to NVIDIA GPUs": (
        "ja",
        ASCEND,
        replacing("NVIDIA GPU だ", "NVIDIA GPU と AMD GPU だ"),
    ),
    "S21 AMD added in a table cell": (
        "ja",
        HARDWARE_ROW,
        replacing("NVIDIA GPU。", "NVIDIA GPU・AMD GPU。"),
    ),
}


@pytest.mark.parametrize("name", sorted(VENDORS_ADDED))
def test_a_vendor_added_to_a_claim_is_a_warning(name: str, shipped_terms: dict[str, Terms]) -> None:
    tag, key, change = VENDORS_ADDED[name]
    found = checked(tag, key, change, shipped_terms[tag])
    assert [(f.code, f.severity, f.message) for f in found] == [vendor_added("AMD")]


@pytest.mark.parametrize(
    ("english", "translation"),
    [
        ("Runs on NVIDIA and AMD GPUs.", "NVIDIA GPU と AMD GPU で動く。"),
        ("Runs on NVIDIA GPUs with an HTTP API.", "NVIDIA GPU で動き、HTTP API を持つ。"),
        ("Runs on NVIDIA GPUs.", "NVIDIA GPU で動く。PC でも動く。"),
    ],
)
def test_a_vendor_the_english_names_passes(english: str, translation: str) -> None:
    assert check_text(english, translation, False, Terms(("Dynamo",))) == ()


def appending(text: str) -> Callable[[str], str]:
    return lambda translation: translation + text


ADDRESSES = {
    "U37 a middle dot for the host's dot": (
        appending("詳細は evil\u00b7example を参照。"),
        "URL the English does not have: evil.example (written in look-alike characters)",
    ),
    "U10 a word separator middle dot": (
        appending("詳細は evil\u2e31example を参照。"),
        "URL the English does not have: evil.example (written in look-alike characters)",
    ),
    "U17 an e-mail address at a host in other letters": (
        appending("連絡は admin@例え.テスト まで。"),
        "URL the English does not have: admin@例え.テスト",
    ),
}


@pytest.mark.parametrize("name", sorted(ADDRESSES))
def test_an_address_in_middle_dots_or_other_letters_is_refused(
    name: str, shipped_terms: dict[str, Terms]
) -> None:
    change, message = ADDRESSES[name]
    found = checked("ja", WHICH, change, shipped_terms["ja"])
    assert [(f.code, f.severity, f.message) for f in found] == [("url", "error", message)]


def test_a_middle_dot_between_names_is_no_address() -> None:
    english = "vLLM and SGLang, as Kim Ji-woo said."
    translation = "vLLM·SGLang. 김·지우가 말했듯이."
    assert check_text(english, translation, False, Terms(("vLLM", "SGLang"))) == ()
