"""The words beside a number (``number_context``): the net under the number rule's word
lists. A word no table knows and the shipped catalogs never set beside a number (a new
counter, a multiplier, a unit, a rank) is a warning, which ``check --strict`` refuses; the
shipped text, the reference article and native variants stay clean; ``known_words`` in
``[tool.comparekit]`` extends the list. Each case is a shipped translation with the
attacker's edit, checked with its locale as ``check`` checks it.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from comparekit.catalogs.findings import Entry, Finding, Terms
from comparekit.catalogs.number_check import check_numbers
from comparekit.catalogs.number_context import unknown_words, words_beside_numbers
from comparekit.catalogs.number_context_words import LEARNT_WORDS
from test_attack12_context import edited, shipped
from test_trust_numbers import JA, Cli, published

REPO = Path(__file__).resolve().parent.parent
REFERENCE = Path("/work/shared/reference")
LOCALES = ("ja", "ko", "zh_Hant")

M = "comparisons/deepinfer-vs-llm-d:analysis.baseline-trap.paragraphs.what-deepinfer-measures"
TRANSFER = "comparisons/deepinfer-vs-mooncake:wins.mooncake.transfer.detail"
SCOPE = "products/vllm:facts.scope"
PP = "パーセントポイント"  # (percentage points: another quantity than a percent)


def findings(
    locale: str, english: str, translation: str, known: tuple[str, ...] = ()
) -> list[Finding]:
    """The number rule's findings for one string of ``locale``, as ``check`` checks it."""
    terms = Terms(locale=locale.replace("_", "-"), known_words=known)
    return check_numbers(Entry("faq.x", english, translation, terms))


def warning(word: str) -> Finding:
    return Finding("number", f"unrecognised word beside a number: {word}", "warning")


# name: locale, key, the shipped words, the attack's words, the word warned about
HOSTILE = {
    "a new counter: 4シェルフ for 4 GPUs": ("ja", M, "に4基", "に4シェルフ", "シェルフ"),
    "a new counter spaced: 4 シェルフ": ("ja", M, "に4基", "に4 シェルフ", "シェルフ"),
    "a multiplier: 4.6割 for 4.6 times": ("ja", TRANSFER, "4.6倍", "4.6割", "割"),
    "a unit: 75 パーセントポイント": ("ja", M, "75%", "75 パーセントポイント", PP),
    "digits: 4桁 (2桁)": ("ja", M, "に4基", "に4桁", "桁"),
    "a rank: 4番": ("ja", M, "に4基", "に4番", "番"),
    "half-width kana: 4ﾗｯｸ": ("ja", M, "に4基", "に4ﾗｯｸ", "ﾗｯｸ"),
    "an ideographic space: 4\u3000シェルフ": ("ja", M, "に4基", "に4\u3000シェルフ", "シェルフ"),
    "a middle dot: 4・シェルフ": ("ja", M, "に4基", "に4・シェルフ", "シェルフ"),
    "points after a percent: 75%ポイント": ("ja", M, "75%", "75%ポイント", "ポイント"),
    "points after a percent ko: 75%포인트": ("ko", M, "75%", "75%포인트", "포인트"),
    "an ordinal before: 第4基": ("ja", M, "に4基", "に第4基", "第"),
    "a rank before: 上位4基": ("ja", M, "に4基", "に上位4基", "位"),
    "a new counter ko: 4자": ("ko", M, "4개", "4자", "자"),
    "a new counter ko spaced: 4 랙": ("ko", M, "4개", "4 랙", "랙"),
    "a rank ko: 4위": ("ko", M, "4개", "4위", "위"),
    "a grade ko: 4등": ("ko", M, "4개", "4등", "등"),
    "a rank before ko: 상위 4개": ("ko", M, "GPU 4개", "GPU 상위 4개", "상위"),
    "an ordinal before ko: 제4개": ("ko", M, "GPU 4개", "GPU 제4개", "제"),
    "a discount zh: 4 折": ("zh_Hant", M, "使用 4 張", "使用 4 折", "折"),
    "tenths zh: 4 成": ("zh_Hant", M, "使用 4 張", "使用 4 成", "成"),
    "a row zh: 4 排": ("zh_Hant", M, "使用 4 張", "使用 4 排", "排"),
    "an ordinal zh: 第 4 張": ("zh_Hant", M, "使用 4 張", "使用第 4 張", "第"),
    "the first n zh: 前 4 張": ("zh_Hant", M, "使用 4 張", "使用前 4 張", "前"),
}
# faithful: another native counter of a count, or a bound's word of the readers' tables
FAITHFUL = {
    "4台": ("ja", M, "に4基", "に4台"),
    "4枚": ("ja", M, "に4基", "に4枚"),
    "4個": ("ja", M, "に4基", "に4個"),
    "4つ": ("ja", M, "に4基", "に4つ"),
    "4 基": ("ja", M, "に4基", "に4 基"),
    "4대": ("ko", M, "4개", "4대"),
    "4장": ("ko", M, "4개", "4장"),
    "4 台": ("zh_Hant", M, "使用 4 張", "使用 4 台"),
    "4 個": ("zh_Hant", M, "使用 4 張", "使用 4 個"),
    "4 塊": ("zh_Hant", M, "使用 4 張", "使用 4 塊"),
    "200余り": ("ja", SCOPE, "200以上", "200余り"),
    "200여 개의": ("ko", SCOPE, "200개 이상의", "200여 개의"),
    "逾 200": ("zh_Hant", SCOPE, "200+", "逾 200"),
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_an_unknown_word_beside_a_kept_number_is_a_warning(name: str) -> None:
    locale, key, old, new, word = HOSTILE[name]
    assert findings(locale, *shipped(locale)[key]) == []
    english, translation = edited(locale, key, old, new)
    assert word in unknown_words(english, translation, locale)
    found = findings(locale, english, translation)
    # (the net under the word lists: where another rule already refuses, it says nothing)
    assert warning(word) in found or any(f.severity == "error" for f in found), found


@pytest.mark.parametrize("name", sorted(FAITHFUL))
def test_a_native_variant_beside_a_number_is_clean(name: str) -> None:
    locale, key, old, new = FAITHFUL[name]
    assert findings(locale, *edited(locale, key, old, new)) == []


def test_the_warning_is_pinned() -> None:
    english, translation = edited("ja", M, "に4基", "に4シェルフ")
    assert findings("ja", english, translation) == [
        Finding("number", "unrecognised word beside a number: シェルフ", "warning")
    ]
    english, translation = edited("ko", M, "4개", "4칸")
    assert findings("ko", english, translation) == [warning("칸")]


def test_a_discount_in_numerals_is_refused() -> None:
    # 七五折 (75% of the price) for "75%": the numerals' reader refuses it; 75 折 in digits
    # keeps the figure, and the word beside it is named
    english, translation = edited("zh_Hant", M, "草稿接受率 75%", "草稿接受率七五折")
    # (the counted-kind rule names it too: a discount where the English has a percent)
    assert {f.severity for f in findings("zh_Hant", english, translation)} == {"error"}
    assert unknown_words(english, translation.replace("七五折", "75 折"), "zh-Hant") == ["折"]


def test_a_word_of_the_english_or_a_name_s_number_is_known() -> None:
    # a Latin word the English has (its singular too), and what follows a name's number
    assert unknown_words("It runs on 8 GPUs.", "8 GPU で動く。", "ja") == []
    assert unknown_words("It runs on 8 GPUs.", "8 TPU で動く。", "ja") == ["TPU"]
    english = "Ascend 950 is a target."
    assert unknown_words(english, "Ascend 950 アクセラレーターが対象だ。", "ja") == []
    # a count the English says in a word is the count rules' (1モデル for "one model")
    assert unknown_words("One model: V4.1-Flash", "1モデル：V4.1-Flash", "ja") == []


def test_the_words_are_cut_by_script() -> None:
    assert words_beside_numbers("prefill に4基、decode に64基の GPU") == ["基", "基"]
    assert words_beside_numbers("4つのバックエンド、約 4 GB") == ["つ", "約", "GB"]
    assert words_beside_numbers("GPU 4개의, 131,072 토큰으로, 약 4자") == [
        *("GPU", "개", "토큰", "약", "자")
    ]
    assert words_beside_numbers("草稿接受率 75 折，H100 與 Apache-2.0 釋出") == ["率", "折"]


@pytest.mark.parametrize("locale", LOCALES)
def test_every_shipped_translation_is_clean(locale: str) -> None:
    unknown = {
        key: words
        for key, (english, translation) in shipped(locale).items()
        if isinstance(english, str) and (words := unknown_words(english, translation, locale))
    }
    assert unknown == {}


def test_the_learnt_words_are_those_of_the_shipped_catalogs() -> None:
    # (the catalogs, the readers' tables or the native counters changed: regenerate)
    sys.path.insert(0, str(REPO / "benchmarks"))
    try:
        import learn_number_context as learner
    finally:
        sys.path.remove(str(REPO / "benchmarks"))
    learnt = {
        locale: learner.learnt(numbered + placeheld, locale)
        for locale, (numbered, placeheld) in learner.shipped_pairs().items()
    }
    regenerate = "out of date: run python benchmarks/learn_number_context.py"
    assert learnt == LEARNT_WORDS, regenerate
    path = REPO / "src/comparekit/catalogs/number_context_words.py"
    assert path.read_text(encoding="utf-8") == learner.module_text(learnt), regenerate


@pytest.mark.skipif(not REFERENCE.is_dir(), reason="the reference article is not here")
@pytest.mark.parametrize("locale", ("ja", "ko", "zh-Hant"))
def test_the_reference_article_is_clean(locale: str) -> None:
    # its English drifted from its translations: each line is read against all of it
    english = (REFERENCE / "deepinfer-vs-dynamo.en.txt").read_text(encoding="utf-8")
    text = (REFERENCE / f"deepinfer-vs-dynamo.{locale}.txt").read_text(encoding="utf-8")
    assert [line for line in text.splitlines() if unknown_words(english, line, locale)] == []


def test_known_words_extend_the_list() -> None:
    english, translation = edited("ja", M, "に4基", "に4シェルフ")
    assert findings("ja", english, translation, known=("シェルフ",)) == []
    assert findings("ko", *edited("ko", M, "4개", "4칸"), known=("シェルフ",)) == [warning("칸")]


def test_a_regional_tag_reads_its_language_s_words() -> None:
    english, translation = edited("ja", M, "に4基", "に4シェルフ")
    assert unknown_words(english, translation, "ja-JP") == ["シェルフ"]
    english, translation = edited("zh_Hant", M, "使用 4 張", "使用 4 折")
    assert unknown_words(english, translation, "zh-Hant-TW") == ["折"]
    assert unknown_words(*shipped("zh_Hant")[M], "zh-Hant-TW") == []


def test_a_locale_with_no_words_is_not_read() -> None:
    # no words learnt for French and none listed: the rule has nothing to compare with;
    # a string checked without its locale (a plain string test) is not read either
    assert unknown_words("It runs on 4 nodes.", "Il tourne sur 4 racks.", "fr") == []
    known = ("sur", "nœuds")
    assert unknown_words("It runs on 4 nodes.", "Il tourne sur 4 racks.", "fr", known) == ["racks"]
    english, translation = edited("ja", M, "に4基", "に4シェルフ")
    assert check_numbers(Entry("faq.x", english, translation)) == []


def test_the_setting_reaches_check(project: Path, run_cli: Cli) -> None:
    english = "It runs on 4 GPUs."
    line = published(project, english, "4シェルフの GPU で動く。")
    code, _, err = run_cli("-C", str(project), "check", "--strict")
    assert code == 1, err
    assert f"{JA}:{line}: warning: [number] ja: " in err, err
    assert "unrecognised word beside a number: シェルフ" in err, err
    pyproject = project / "pyproject.toml"
    text = pyproject.read_text(encoding="utf-8")
    pyproject.write_text(text + '\n[tool.comparekit.known_words]\nja = ["シェルフ"]\n', "utf-8")
    code, _, err = run_cli("-C", str(project), "check", "--strict")
    assert code == 0, err


def test_known_words_of_a_locale_not_configured_are_refused(project: Path, run_cli: Cli) -> None:
    pyproject = project / "pyproject.toml"
    text = pyproject.read_text(encoding="utf-8")
    pyproject.write_text(text + '\n[tool.comparekit.known_words]\nfr = ["racks"]\n', "utf-8")
    code, _, err = run_cli("-C", str(project), "check")
    assert code == 1 and "Traceback" not in err, err
    assert "known_words" in err and "'fr' is not a configured locale" in err, err
