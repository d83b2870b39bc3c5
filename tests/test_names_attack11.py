"""The eleventh attack's names: product names counted by occurrence, not by presence. The
compared pair swapped between the English's possessives (S0, S2, S3), a name's second
occurrence given to another product (R12, S4, S5, LC1), a repeated name written once in
look-alikes, another case or full width (S1, S8, S9, S10, R10, LC10, LC11, AA0) and a blank
Braille pattern glued to a name (I4): each refused at its catalog entry, while faithful
translations that drop a repeated name, say one for "it" or reorder the names pass clean."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from comparekit.catalogs.rules import Finding, Terms, check_text, terms_for
from comparekit.checks.check import check_project
from comparekit.sources.load import load_project
from comparekit.sources.settings import load_settings
from conftest import REPO
from hostile import Place, places, po_string, replacing

MOONCAKE = "comparisons/deepinfer-vs-mooncake:analysis.bandwidth-trap.paragraphs.units"
RECIPE = "comparisons/deepinfer-vs-dynamo:sources.dynamo-v41-recipe.supports"
LLAMA = "comparisons/deepinfer-vs-llama-cpp:lead"
ASCEND = "comparisons/deepinfer-vs-dynamo:wins.deepinfer.ascend-950.detail"
FOLDERS = {"ja": "ja", "ko": "ko", "zh-Hant": "zh_Hant"}

SWAPPED = "the English's sentences start with Mooncake, DeepInfer in this order, the "
SWAPPED += "translation's with DeepInfer, Mooncake: the products swapped?"
SGLANG_GIVEN = "'vLLM' is named where the English names 'SGLang' (1 for 2): one product's "
SGLANG_GIVEN += "name written for another's"
OLLAMA = "'Ollama' is named where the English names 'llama.cpp' (1 for 2): one product's "
OLLAMA += "name written for another's"


def disguised(name: str) -> str:
    return (
        f"'{name}' is written in other characters (another case, look-alike letters or "
        "invisible characters): type it as in the English"
    )


def swapping(first: str, second: str) -> Callable[[str], str]:
    def change(translation: str) -> str:
        assert first in translation and second in translation
        return translation.replace(first, "\0").replace(second, first).replace("\0", second)

    return change


def last(old: str, new: str) -> Callable[[str], str]:
    def change(translation: str) -> str:
        assert translation.endswith(old)
        return translation[: -len(old)] + new

    return change


Case = tuple[str, str, Callable[[str], str], str]
# Each case of the attack as it was written: (locale, key, change, the message it meets).
ATTACK: dict[str, Case] = {
    "S0 pair swapped ja": (
        "ja",
        MOONCAKE,
        swapping("Mooncake の看板", "DeepInfer のグラフ"),
        SWAPPED,
    ),
    "S1 Deeplnfer ja": ("ja", MOONCAKE, replacing("DeepInfer のグラフ", "Deeplnfer のグラフ"), ""),
    "S2 pair swapped ko": (
        "ko",
        MOONCAKE,
        swapping("Mooncake의 대표", "DeepInfer의 차트"),
        SWAPPED,
    ),
    "S3 pair swapped zh": (
        "zh-Hant",
        MOONCAKE,
        swapping("Mooncake 的主打", "DeepInfer 的圖表"),
        SWAPPED,
    ),
    "S4 vLLM for SGLang ko": ("ko", RECIPE, last("SGLang 전용", "vLLM 전용"), SGLANG_GIVEN),
    "S5 vLLM for SGLang zh": (
        "zh-Hant",
        RECIPE,
        last("僅支援 SGLang", "僅支援 vLLM"),
        SGLANG_GIVEN,
    ),
    "S8 SGLANG ja": ("ja", RECIPE, last("SGLang のみ", "SGLANG のみ"), ""),
    "S9 Cyrillic Dze ja": ("ja", RECIPE, last("SGLang のみ", "\u0405GLang のみ"), ""),
    "S10 Cherokee nah ja": ("ja", RECIPE, last("SGLang のみ", "S\u13c0Lang のみ"), ""),
    "R10 Cyrillic a ja": ("ja", RECIPE, last("SGLang のみ", "SGL\u0430ng のみ"), ""),
    "R12 vLLM for SGLang ja": ("ja", RECIPE, last("SGLang のみ", "vLLM のみ"), SGLANG_GIVEN),
    "LC1 Ollama for llama.cpp ja": (
        "ja",
        LLAMA,
        replacing("llama.cpp は MTP", "Ollama は MTP"),
        OLLAMA,
    ),
    "LC10 full-width llama ja": (
        "ja",
        LLAMA,
        replacing("llama.cpp は MTP", "ｌｌａｍａ.cpp は MTP"),
        "",
    ),
    "LC11 full-width dot ja": ("ja", LLAMA, replacing("llama.cpp は MTP", "llama．cpp は MTP"), ""),
    "AA0 vLLM with a Cyrillic Em ja": (
        "ja",
        RECIPE,
        last("SGLang のみ", "SGLang のみ（vLL\u041c は対象外）"),
        "",
    ),
}
DISGUISED = {
    "S1 Deeplnfer ja": "DeepInfer",
    "S8 SGLANG ja": "SGLang",
    "S9 Cyrillic Dze ja": "SGLang",
    "S10 Cherokee nah ja": "SGLang",
    "R10 Cyrillic a ja": "SGLang",
    "LC10 full-width llama ja": "llama.cpp",
    "LC11 full-width dot ja": "llama.cpp",
    "AA0 vLLM with a Cyrillic Em ja": "vLLM",
}


@pytest.fixture(scope="module")
def shipped_terms() -> dict[str, Terms]:
    project = load_project(load_settings(REPO))
    return {tag: terms_for(project, tag) for tag in FOLDERS}


def shipped_entries(tag: str) -> dict[str, tuple[str, str]]:
    path = REPO / f"locales/{FOLDERS[tag]}/LC_MESSAGES/messages.po"
    lines = path.read_text(encoding="utf-8").split("\n")
    return {key: (english, translation) for key, english, translation, _ in places(lines)}


def checked(tag: str, key: str, change: Callable[[str], str], terms: Terms) -> list[Finding]:
    english, translation = shipped_entries(tag)[key]
    compared, about = terms.names_compared(key), terms.names_about(key)
    return list(check_text(english, change(translation), False, terms, compared, about))


@pytest.mark.parametrize("name", sorted(ATTACK))
def test_each_case_of_the_attack_is_refused(name: str, shipped_terms: dict[str, Terms]) -> None:
    tag, key, change, message = ATTACK[name]
    found = checked(tag, key, change, shipped_terms[tag])
    expected = message or disguised(DISGUISED[name])
    assert [(f.code, f.severity, f.message) for f in found] == [
        ("protected-term", "error", expected),
        *ALSO_FOUND.get(name, []),
    ]


# What a case changes besides the name, found too: AA0's "（vLLМ は対象外）" also says vLLM
# is not supported, which the English does not.
ALSO_FOUND = {
    "AA0 vLLM with a Cyrillic Em ja": [
        (
            "negation",
            "error",
            "negation added: the translation says 対象外 (not supported), where the English "
            "says no negation",
        )
    ]
}


def test_a_blank_braille_pattern_glued_to_a_name_is_refused(
    shipped_terms: dict[str, Terms],
) -> None:
    # I4: U+2800 shows nothing, as a zero-width space does.
    change = replacing("Mooncake の看板", "Mooncake\u2800の看板")
    found = checked("ja", MOONCAKE, change, shipped_terms["ja"])
    assert [(f.code, f.severity, f.message) for f in found] == [
        (
            "invisible",
            "error",
            "invisible characters beside a product name, a URL or a number: U+2800",
        )
    ]


FAITHFUL: dict[str, Case] = {
    "a repeated name left unsaid": ("ja", RECIPE, last("SGLang のみ", "それのみ"), ""),
    "a name said for the English's it": (
        "ja",
        LLAMA,
        replacing("量子化された GGUF", "llama.cpp は量子化された GGUF"),
        "",
    ),
    "the pair in another order inside a sentence": (
        "ja",
        MOONCAKE,
        replacing("「DeepInfer と Mooncake」", "「Mooncake と DeepInfer」"),
        "",
    ),
    "a possessive moved from the start of its sentence": (
        "ja",
        MOONCAKE,
        replacing("Mooncake の看板となる数値", "看板となる Mooncake の数値"),
        "",
    ),
    "a sentence beginning before the possessive in korean": (
        "ko",
        MOONCAKE,
        replacing("Mooncake의 대표 수치는", "대표 수치로 보면 Mooncake의 수치는"),
        "",
    ),
    "the pair named in the english order in chinese": ("zh-Hant", MOONCAKE, str, ""),
}


@pytest.mark.parametrize("name", sorted(FAITHFUL))
def test_a_faithful_reordering_or_drop_passes(name: str, shipped_terms: dict[str, Terms]) -> None:
    tag, key, change, _ = FAITHFUL[name]
    assert checked(tag, key, change, shipped_terms[tag]) == []


NAMES = Terms(("DeepInfer", "Mooncake", "SGLang", "llama.cpp", "vLLM"))
TEN = "SGLang runs. " * 10


def check(english: str, translation: str) -> list[str]:
    return [f"{f.severity}: {f.message}" for f in check_text(english, translation, False, NAMES)]


@pytest.mark.parametrize("place", [0, 1, 9], ids=["first", "second", "tenth"])
def test_a_look_alike_name_is_refused_wherever_it_stands(place: int) -> None:
    written = ["SGLang は動く。"] * 10
    written[place] = "SGL\u0430ng は動く。"
    assert check(TEN.strip(), "".join(written)) == [f"error: {disguised('SGLang')}"]


LOOK_ALIKES = {
    "greek omicron": "M\u03bfoncake",
    "digit zero for o": "Mo0ncake",
    "armenian o": "Moo\u0578cake",
    "lowercase": "mooncake",
    "mathematical bold": "\U0001d40cooncake",
    "split by a zero width space": "Moon\u200bcake",
}


@pytest.mark.parametrize("written", LOOK_ALIKES.values(), ids=LOOK_ALIKES.keys())
def test_a_second_occurrence_in_look_alikes_is_refused(written: str) -> None:
    english = "Mooncake stores KV. Mooncake moves it."
    translation = f"Mooncake は KV を保存する。{written} はそれを運ぶ。"
    assert f"error: {disguised('Mooncake')}" in check(english, translation)


def test_a_name_given_to_another_product_beside_a_pronoun_is_a_warning() -> None:
    # The English's "it" may be said by name while a repeated name is left unsaid: read it.
    english = "vLLM and SGLang serve V4, and SGLang ships it first."
    translation = "vLLM と SGLang は V4 を提供し、vLLM が最初に出荷する。"
    assert check(english, translation) == [
        "warning: 'vLLM' is named where the English names 'SGLang' (1 for 2): one product's "
        "name written for another's"
    ]


def test_an_acronym_the_translation_adds_beside_a_dropped_name_passes() -> None:
    english = "SGLang serves V4. SGLang ships fast."
    assert check(english, "SGLang は V4 を提供し、GPU で速く出荷する。") == []


def test_possessives_in_the_english_order_pass_and_swapped_are_refused() -> None:
    english = "Mooncake's figures are GB/s. DeepInfer's charts measure an engine."
    assert check(english, "Mooncake の数値は GB/s だ。DeepInfer のグラフはエンジンを測る。") == []
    assert check(english, "DeepInfer の数値は GB/s だ。Mooncake のグラフはエンジンを測る。") == [
        "error: the English's sentences start with Mooncake, DeepInfer in this order, the "
        "translation's with DeepInfer, Mooncake: the products swapped?"
    ]


# The catalogs as a reviewer runs `check`: one wrong translation in each of ten entries.
CATALOG_CASES: dict[str, Case] = {
    "S0": ATTACK["S0 pair swapped ja"],
    "S2": ATTACK["S2 pair swapped ko"],
    "S3": ATTACK["S3 pair swapped zh"],
    "R12": ATTACK["R12 vLLM for SGLang ja"],
    "S4": ATTACK["S4 vLLM for SGLang ko"],
    "S5": ATTACK["S5 vLLM for SGLang zh"],
    "LC1": ATTACK["LC1 Ollama for llama.cpp ja"],
    "full-width llama ko": (
        "ko",
        LLAMA,
        replacing("llama.cpp에는", "ｌｌａｍａ.cpp에는"),
        disguised("llama.cpp"),
    ),
    "full-width dot zh": (
        "zh-Hant",
        LLAMA,
        replacing("llama.cpp 已合併", "llama．cpp 已合併"),
        disguised("llama.cpp"),
    ),
    "I4": ("ja", ASCEND, replacing("DeepInfer は", "DeepInfer\u2800は"), "U+2800"),
}


@pytest.fixture(scope="module")
def attacked(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, int]]:
    """A copy of the shipped project with each catalog case written in, and the line of
    each case's entry."""
    root = tmp_path_factory.mktemp("attack11") / "project"
    root.mkdir()
    for name in ("articles", "locales", "templates"):
        shutil.copytree(REPO / name, root / name)
    shutil.copy(REPO / "pyproject.toml", root / "pyproject.toml")
    for name in sorted(CATALOG_CASES, key=lambda name: -line_of(root, *CATALOG_CASES[name][:2])):
        rewrite(root, *CATALOG_CASES[name][:3])  # from the end: no line moves before it
    return root, {name: line_of(root, *CATALOG_CASES[name][:2]) for name in CATALOG_CASES}


def entry_place(root: Path, tag: str, key: str) -> tuple[list[str], Path, Place]:
    path = root / f"locales/{FOLDERS[tag]}/LC_MESSAGES/messages.po"
    lines = path.read_text(encoding="utf-8").split("\n")
    for found, _, _, place in places(lines):
        if found == key:
            return lines, path, place
    raise AssertionError(f"no entry {key}")


def line_of(root: Path, tag: str, key: str) -> int:
    """The line of the entry's ``msgid`` (1-based), where ``check`` reports it."""
    return entry_place(root, tag, key)[2].msgid + 1


def rewrite(root: Path, tag: str, key: str, change: Callable[[str], str]) -> None:
    """Rewrite the translation of ``key`` in ``tag``'s catalog."""
    lines, path, place = entry_place(root, tag, key)
    translation = dict((k, t) for k, _, t, _ in places(lines))[key]
    lines[place.msgstr : place.end] = [f"msgstr {po_string(change(translation))}"]
    path.write_text("\n".join(lines), encoding="utf-8")


def test_check_refuses_each_case_at_its_catalog_line(attacked: tuple[Path, dict[str, int]]) -> None:
    root, lines_of = attacked
    problems = check_project(load_settings(root)).problems
    found = sorted((p.path, p.line, p.code, p.message) for p in problems)
    expected = []
    for name, (tag, _, _, message) in CATALOG_CASES.items():
        path = f"locales/{FOLDERS[tag]}/LC_MESSAGES/messages.po"
        code = "invisible" if name == "I4" else "protected-term"
        expected.append((path, lines_of[name], code, message))
    assert [(path, line, code) for path, line, code, _ in found] == sorted(
        (path, line, code) for path, line, code, _ in expected
    )
    for path, line, _, message in expected:
        assert any((p, li) == (path, line) and message in m for p, li, _, m in found), message


UNREGISTERED = {
    "cyrillic i": "K\u0456mi",
    "full width": "Ｋｉｍｉ",
    "split by a word joiner": "Ki\u2060mi",
}


@pytest.mark.parametrize("written", UNREGISTERED.values(), ids=UNREGISTERED.keys())
def test_a_name_of_the_english_no_product_goes_by_in_look_alikes_is_refused(written: str) -> None:
    found = check("Kimi meets its SLOs with Mooncake.", f"{written} は Mooncake で SLO を満たす。")
    assert (
        "error: 'Kimi' is written in other characters (look-alike letters, full-width Latin or "
        "invisible characters): type it as in the English"
    ) in found


def test_full_width_brackets_and_an_ellipsis_read_as_written() -> None:
    english = "Mooncake (the store) moves KV... fast."
    assert check(english, "Mooncake（ストア）は KV を…速く運ぶ。") == []


PAIR = Terms(("DeepInfer", "TensorRT-LLM", "vLLM"))


def test_a_product_the_english_does_not_name_is_reported_once() -> None:
    english = "DeepInfer and vLLM. DeepInfer wins."
    found = check_text(english, "DeepInfer と vLLM。TensorRT-LLM が勝つ。", False, PAIR)
    assert [f.message for f in found] == ["'TensorRT-LLM' is a product the English does not name"]
