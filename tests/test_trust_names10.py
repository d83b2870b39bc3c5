"""The tenth attack's names (C1, C2, C5): a product name joined to a word by a look-alike hyphen
or another sign (Dynamo‐Lite, Dynamo&Lite), extended by a glued CJK or Hangul word (vLLMプロ,
vLLM엔터프라이즈) or a word before it (偽Dynamo, AMD Dynamo), and a model name changed after
its version (V4.1-Pro for V4.1-Flash). Each is refused or warned at its string; the faithful
translations beside them pass clean."""

from __future__ import annotations

import pytest

from comparekit.catalogs.name_glue import fold_dashes
from comparekit.catalogs.rules import Finding, Terms, check_text

NAMES = Terms(
    (
        "DeepInfer",
        "Dynamo",
        "NVIDIA Dynamo",
        "SGLang",
        "TensorRT-LLM",
        "llama.cpp",
        "llm-d",
        "vLLM",
    )
)
DYNAMO = "Dynamo runs on H200."
FASTER = "DeepInfer is faster than vLLM on long prompts."
MODELS = "TensorRT-LLM and llama.cpp and llm-d run DeepSeek-V4.1-Flash."
ASCEND = "DeepInfer supports NVIDIA SM100 and Huawei Ascend 950."
RUNS = "TensorRT-LLM と llama.cpp と llm-d は {} を動かす。"


def check(english: str, translation: str) -> tuple[Finding, ...]:
    return check_text(english, translation, False, NAMES)


def messages(found: tuple[Finding, ...], severity: str) -> list[str]:
    return [finding.message for finding in found if finding.severity == severity]


# C1: every dash a reader takes for a hyphen, and the signs that join two words.
LOOK_ALIKE_HYPHENS = {
    "hyphen U+2010": "\u2010",
    "non-breaking hyphen U+2011": "\u2011",
    "figure dash U+2012": "\u2012",
    "en dash U+2013": "\u2013",
    "em dash U+2014": "\u2014",
    "horizontal bar U+2015": "\u2015",
    "minus sign U+2212": "\u2212",
    "full-width hyphen-minus U+FF0D": "\uff0d",
    "katakana long vowel mark U+30FC": "\u30fc",
    "small hyphen-minus U+FE63": "\ufe63",
    "hyphen bullet U+2043": "\u2043",
}


@pytest.mark.parametrize("dash", LOOK_ALIKE_HYPHENS.values(), ids=LOOK_ALIKE_HYPHENS.keys())
def test_a_name_joined_by_a_look_alike_hyphen_is_refused(dash: str) -> None:
    found = check(DYNAMO, f"Dynamo{dash}Lite は H200 で動く。")
    assert messages(found, "error") == [
        "'Dynamo-Lite' glues 'Dynamo' to other letters: the English does not name it so "
        "(a dash that looks like a hyphen, read as '-')"
    ]


JOINING_SIGNS = {"ampersand": "&", "full-width ampersand": "＆", "times": "×", "colon": ":"}
JOINING_SIGNS["full-width colon"] = "："


@pytest.mark.parametrize("sign", JOINING_SIGNS.values(), ids=JOINING_SIGNS.keys())
def test_a_name_joined_by_a_sign_to_a_word_the_english_lacks_is_refused(sign: str) -> None:
    found = check(DYNAMO, f"Dynamo{sign}Lite は H200 で動く。")
    assert messages(found, "error") == [
        f"'Dynamo{sign}Lite' extends 'Dynamo' into another name: the English does not name it so"
    ]


@pytest.mark.parametrize(
    ("english", "translation"),
    [
        ("vLLM and SGLang scale.", "vLLM & SGLang は拡張する。"),
        ("Dynamo and Kubernetes scale.", "Dynamo & Kubernetes は拡張する。"),
        ("DeepInfer vs vLLM: two engines", "DeepInfer vs vLLM：二つのエンジン"),
        ("Dynamo runs on H200.", "Dynamo は H200 で動く。"),
        (FASTER, "長いプロンプトでは DeepInfer は vLLM エンジン より速い。"),
    ],
    ids=[
        "and between names",
        "and before a word of the English",
        "colon before CJK",
        "plain",
        "a katakana word after a space",
    ],
)
def test_a_faithful_sign_after_a_name_passes(english: str, translation: str) -> None:
    assert check(english, translation) == ()


@pytest.mark.parametrize(
    ("translation", "message"),
    [
        (
            RUNS.format("DeepSeek-V4.1-Flash") + "llama.cpp\u2010server も。",
            "'llama.cpp-server' glues 'llama.cpp' to other letters",
        ),
        (
            RUNS.format("DeepSeek-V4.1-Flash") + "TensorRT\u2010LLM\u2010Pro も。",
            "'TensorRT-LLM-Pro' glues 'TensorRT-LLM' to other letters",
        ),
    ],
    ids=["llama.cpp-server", "TensorRT-LLM-Pro"],
)
def test_a_dotted_or_hyphened_name_run_on_by_a_look_alike_hyphen_is_refused(
    translation: str, message: str
) -> None:
    assert any(message in found for found in messages(check(MODELS, translation), "error"))


def test_a_number_run_on_into_a_model_name_is_refused() -> None:
    translation = "DeepInfer は NVIDIA SM100 と Huawei Ascend 950\u2010B に対応する。"
    assert messages(check(ASCEND, translation), "error") == [
        "'950-B' extends '950' into another name: the English does not name it so"
    ]
    faithful = "DeepInfer は NVIDIA SM100 と Huawei Ascend 950 に対応する。"
    assert check(ASCEND, faithful) == ()


def test_dashes_are_folded_one_for_one_and_a_vowel_mark_stays_in_katakana() -> None:
    assert fold_dashes("Dynamo\u2013Lite サーバー vLLMーPro") == "Dynamo-Lite サーバー vLLM-Pro"


# C2: a word glued after a name makes another name of it; a particle does not.
@pytest.mark.parametrize(
    ("translation", "written"),
    [
        ("長いプロンプトでは DeepInfer は vLLMプロ より速い。", "vLLMプロ"),
        ("長いプロンプトでは DeepInfer は vLLMエンタープライズ より速い。", "vLLMエンタープライズ"),
        ("在長提示詞上，DeepInfer 比 vLLM企業版 更快。", "vLLM企業版"),
        ("긴 프롬프트에서 DeepInfer는 vLLM엔터프라이즈보다 빠릅니다.", "vLLM엔터프라이즈보다"),
    ],
    ids=["katakana pro", "katakana enterprise", "han edition", "hangul enterprise"],
)
def test_a_word_glued_after_a_name_is_refused(translation: str, written: str) -> None:
    assert messages(check(FASTER, translation), "error") == [
        f"'{written}' extends 'vLLM' into another name: the English does not name it so"
    ]


def test_a_han_word_glued_after_a_name_is_refused() -> None:
    assert messages(check(DYNAMO, "Dynamo互換 は H200 で動く。"), "error") == [
        "'Dynamo互換' extends 'Dynamo' into another name: the English does not name it so"
    ]


@pytest.mark.parametrize(
    "translation",
    [
        "긴 프롬프트에서 DeepInfer는 vLLM보다 빠릅니다.",
        "긴 프롬프트에서는 DeepInfer가 vLLM에서보다 빠릅니다.",
        "긴 프롬프트에서 DeepInfer는 vLLM만의 방식보다 빠릅니다.",
        "長いプロンプトでは DeepInferはvLLMより速い。",
        "在長提示詞上，DeepInfer 比vLLM更快。",
        "在長提示詞上，DeepInfer 比 vLLM 的速度更快。",
        "在長提示詞上，DeepInfer 比vLLM上的執行更快。",
    ],
    ids=["ko 보다", "ko 에서+보다", "ko 만+의", "ja hiragana", "zh glued", "zh spaced", "zh 上"],
)
def test_particles_and_words_of_grammar_glued_to_a_name_pass(translation: str) -> None:
    assert check(FASTER, translation) == ()


@pytest.mark.parametrize(
    ("translation", "written"),
    [("偽Dynamo は H200 で動く。", "偽Dynamo"), ("AMD Dynamo は H200 で動く。", "AMD Dynamo")],
    ids=["glued han", "spaced latin"],
)
def test_a_word_before_a_name_the_english_lacks_is_a_warning(
    translation: str, written: str
) -> None:
    assert check(DYNAMO, translation) == (
        Finding(
            "protected-term",
            f"'{written}' writes a word before 'Dynamo' the English does not: another "
            "product's name?",
            "warning",
        ),
    )


@pytest.mark.parametrize(
    ("english", "translation"),
    [
        (DYNAMO, "NVIDIA Dynamo は H200 で動く。"),
        ("Use DeepInfer or vLLM.", "DeepInfer vLLM のどちらかを使う。"),
        ("Serve it with vLLM.", "serve は vLLM で。"),
    ],
    ids=["the long name", "two names side by side", "a lowercase word"],
)
def test_a_name_after_a_word_of_the_english_or_another_name_passes(
    english: str, translation: str
) -> None:
    assert messages(check(english, translation), "warning") == []


# C5: the model name after a version number.
@pytest.mark.parametrize(
    ("english", "translation", "model"),
    [
        ("V4.1-Flash support", "V4.1-Pro 対応", "V4.1-Flash"),
        (MODELS, RUNS.format("DeepSeek-V4.1-Pro"), "DeepSeek-V4.1-Flash"),
        (MODELS, RUNS.format("DeepSeek-V4.1"), "DeepSeek-V4.1-Flash"),
        (MODELS, RUNS.format("DeepSeek-V4.1-Flash-Lite"), "DeepSeek-V4.1-Flash"),
        (MODELS, RUNS.format("DeepSeek\u2011V4.1\u2011Flash"), "DeepSeek-V4.1-Flash"),
    ],
    ids=["label", "another edition", "cut short", "run on", "non-breaking hyphens"],
)
def test_a_model_name_changed_after_its_version_is_refused(
    english: str, translation: str, model: str
) -> None:
    assert messages(check(english, translation), "error") == [
        f"'{model}' must be written whole, as in the English (a model name)"
    ]


@pytest.mark.parametrize(
    ("english", "translation"),
    [
        ("V4.1-Flash support", "V4.1-Flash 対応"),
        (MODELS, RUNS.format("DeepSeek-V4.1-Flash")),
        ("A DeepSeek-V3-family model.", "DeepSeek-V3 系のモデル。"),
        ("A W4A16 or int4-KV run.", "W4A16 や int4 KV での実行。"),
        ("A 4-bit model.", "4 ビットのモデル。"),
    ],
    ids=["label", "sentence", "an English word hyphened on", "spaced hyphen", "no capital"],
)
def test_a_model_name_kept_whole_passes(english: str, translation: str) -> None:
    assert check(english, translation) == ()


# The attack's minors: an address no site links but a reader types in, and a link title added.
@pytest.mark.parametrize(
    ("translation", "address"),
    [
        ("evil[.]com の docs を見る。", "evil[.]com"),
        ("evil(dot)com の docs を見る。", "evil(dot)com"),
        ("user@evil の docs を見る。", "user@evil"),
        ("evil\u2027example の docs を見る。", "evil\u2027example"),
        ("evil・example の docs を見る。", "evil・example"),
    ],
    ids=["bracketed dot", "spelled dot", "mail without a domain", "hyphenation point", "nakaguro"],
)
def test_a_defanged_address_is_a_warning(translation: str, address: str) -> None:
    assert check("See the docs.", translation) == (
        Finding("url", f"address the English does not have: {address}", "warning"),
    )


def test_a_link_title_the_english_lacks_is_a_warning() -> None:
    english = "See [the docs](https://example.org/)."
    found = check(english, '[ドキュメント](https://example.org/ "click here") を見る。')
    assert found == (
        Finding("url", 'link title the English does not have: "click here"', "warning"),
    )


@pytest.mark.parametrize(
    ("english", "translation"),
    [
        (
            'See [the docs](https://example.org/ "Docs").',
            '[文書](https://example.org/ "文書") を見る。',
        ),
        ("vLLM and SGLang scale.", "vLLM・SGLang は拡張する。"),
        ("Mail user@example.org.", "user@example.org へ。"),
    ],
    ids=["a translated title", "two names", "the English's address"],
)
def test_a_title_or_address_of_the_english_passes(english: str, translation: str) -> None:
    assert check(english, translation) == ()
