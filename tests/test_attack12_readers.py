"""Attack 12 on how numbers are read (/tmp/atk12 N01-N08 N13 N14 N34 N35 W02 W21-W28 W43
G09 G11 E01 E04 E06 E13 E14, and the faithful F13-F15 F19 F39 D02) as named fixtures.
Digits of other scripts are refused like full-width ones; every dash before a number is
the sign it looks like; the larger multipliers (京, 경) and the Korean double (갑절) are
read; Korean numerals before a noun, "many" for "single" and "secondary" for "first-class"
stand where the English's count or rank was; an English count phrase left in the text is a
number; and a version's word, a bound's word, grouped digits after a myriad and a Minguo
year read as what they say.
"""

from __future__ import annotations

import pytest

from test_trust_numbers import number_findings

BENCH = "Prefill on 4 GPUs, decode on 64 GPUs, a 131,072-token context, acceptance 75%."
BENCH_JA = "prefill に4基、decode に64基、コンテキスト長 131,072 トークン、受入率 75%。"
BENCH_KO = "프리필에 GPU 4개, 디코드에 64개, 131,072 토큰 컨텍스트, 수용률 75%."
BENCH_ZH = "prefill 使用 4 張、decode 使用 64 張，上下文長度 131,072 token，接受率 75%。"
ONE_GPU = "Have one consumer GPU and 200 GB or more of RAM"
ONE_GPU_KO = "소비자용 GPU 한 장과 200 GB 이상의 RAM이 있다"
RELEASED = "The first build, v1.6.0 of September 12, 2026, was experimental (v1.7.0 docs)."
RELEASED_ZH = "第一個建置版本是 2026年9月12日的 v1.6.0，屬實驗性質（v1.7.0 文件）。"
ENGINES = "Many models, two engines."
ONE_MACHINE = "Large MoE models on a single machine"
SINGLE_GPU = "Many models, single GPU to large clusters"
FIRST_CLASS = "Datacenter accelerators as first-class targets."
ONE_MODEL = "It runs one model."
KVBM = "Dynamo v1.5.0 (September 2026) deprecated KVBM."
RELEASE = "Not in release 0.5.20"
SCOPE = "200+ model architectures, single GPU to multi-node"

# name: English, translation, the phrase of the [number] error
REFUSED = {
    # N01-N04 N34 N35: any decimal digit that is not ASCII, whatever its value
    "a Bengali four that looks like 8": (BENCH, BENCH_JA.replace("64基", "6৪基"), "৪ (BENGALI"),
    "a Gurmukhi four": (BENCH, BENCH_KO.replace("64개", "6੪개"), "੪ (GURMUKHI DIGIT FOUR)"),
    "a Bengali four in Chinese": (BENCH, BENCH_ZH.replace("64 張", "6৪ 張"), "৪ (BENGALI"),
    "a Devanagari two of the same value": (
        RELEASED,
        RELEASED_ZH.replace("12日", "1२日"),
        "२ (DEVANAGARI DIGIT TWO)",
    ),
    "a Gurmukhi seven in a version": (
        RELEASED,
        RELEASED_ZH.replace("v1.7.0", "v1.੭.0"),
        "੭ (GURMUKHI DIGIT SEVEN)",
    ),
    # N06-N08: the larger multipliers
    "京 after a number": (BENCH, BENCH_JA.replace("131,072 ", "131,072京"), "131,072 (the"),
    "경 after a number": (BENCH, BENCH_KO.replace("131,072 ", "131,072경 "), "131,072 (the"),
    "京 in Chinese": (BENCH, BENCH_ZH.replace("131,072 ", "131,072 京 "), "131,072 (the"),
    "垓 after a number": (BENCH, BENCH_JA.replace("131,072 ", "131,072垓"), "131,072 (the"),
    # N13 N14: the Korean double
    "갑절 for no multiple": (ONE_GPU, ONE_GPU_KO.replace("이상의", "이상의 갑절"), "have: 2"),
    "곱절 for no multiple": (ONE_GPU, ONE_GPU_KO.replace("이상의", "이상의 곱절의"), "have: 2"),
    # G09 G11: dashes before a number read as the minus they look like
    "a hyphen as a minus": (BENCH, BENCH_JA.replace(" 75%", " \u201075%"), "75% (the"),
    "a non-breaking hyphen": (BENCH, BENCH_JA.replace(" 75%", " \u201175%"), "75% (the"),
    "a figure dash": (BENCH, BENCH_JA.replace(" 75%", " \u201275%"), "75% (the"),
    "an em dash": (BENCH, BENCH_ZH.replace(" 75%", " \u201475%"), "75% (the"),
    "a superscript minus": (BENCH, BENCH_ZH.replace(" 75%", " \u207b75%"), "75% (the"),
    "a subscript minus": (BENCH, BENCH_KO.replace(" 75%", " \u208b75%"), "75% (the"),
    # W02 W22 W28: a Korean numeral before its noun for the English's count
    "three engines for two": (
        ENGINES,
        "다양한 모델과 세 엔진.",
        "two (the translation has 세 (3))",
    ),
    "five engines for two": (ENGINES, "다양한 모델과 다섯 엔진.", "has 다섯 (5))"),
    "one engine for two": (ENGINES, "다양한 모델과 한 엔진.", "has 한 (1))"),
    # E01 E04 E06 E13: an English count phrase left in the text
    "a couple of": (ONE_MODEL, "只執行一個模型。（a couple of racks）", "have: a couple of"),
    "a score of": (ONE_MODEL, "只執行一個模型。（a score of nodes）", "have: a score of"),
    "a gross of": (ONE_MODEL, "모델 하나만 실행합니다. (a gross of cards)", "have: a gross of"),
    "a pair of": (ONE_MODEL, "只執行一個模型。（a pair of GPUs）", "have: a pair of"),
    "a myriad of": (ONE_MODEL, "1つのモデルだけを動かす。（a myriad of GPUs）", "a myriad of"),
}

# name: English, translation, the words the warning names (--strict refuses it)
WARNED = {
    # W21 W24-W27: "single" made many
    "many machines for one": (ONE_MACHINE, "在多台機器上執行大型 MoE 模型", "多台"),
    "다수 for single": (ONE_MACHINE, "다수 머신에서 대형 MoE 모델 실행", "다수"),
    "several GPUs for a single one": (SINGLE_GPU, "多模型，從數台 GPU 到大型叢集", "數台"),
    "several GPUs in Japanese": (
        SINGLE_GPU,
        "多数のモデル、数台の GPU から大規模クラスターまで",
        "多数, 数台",
    ),
    "many cards for a single one": (SINGLE_GPU, "多模型，從多張 GPU 到多節點", "多張"),
    # W43: first-class made secondary
    "secondary for first-class": (FIRST_CLASS, "以資料中心加速器為次要目標。", "次要"),
}

FAITHFUL = {
    "the benchmark": (BENCH, BENCH_JA),
    "the benchmark in Korean": (BENCH, BENCH_KO),
    "the benchmark in Chinese": (BENCH, BENCH_ZH),
    "an en dash in a range": ("About 1.2-1.3 TB of RAM", "約 1.2–1.3 TB の RAM"),
    "two engines": (ENGINES, "다양한 모델과 두 엔진."),
    "once for once": ("Run it once more.", "한 번 더 실행합니다."),
    "three games is not a multiplier": ("They played 3 games.", "3경기를 치렀다."),
    "single GPU": (SINGLE_GPU, "多数のモデル、単一 GPU から大規模クラスターまで"),
    "single GPU in Korean": (SINGLE_GPU, "여러 모델, 단일 GPU에서 대규모 클러스터까지 지원"),
    "first-class": (FIRST_CLASS, "以資料中心加速器為正式支援的主要目標。"),
    "threefold is not double": ("It is three times larger.", "세 곱절 크다."),
    # F13-F15: a version's word stands for the v
    "a version word in Japanese": (
        KVBM,
        "Dynamo バージョン 1.5.0（2026年9月）は KVBM を非推奨とした。",
    ),
    "a version word in Korean": (KVBM, "Dynamo 버전 1.5.0(2026년 9월)은 KVBM을 사용 중단했습니다."),
    "a version word after in Chinese": (KVBM, "Dynamo 1.5.0 版（2026年9月）已將 KVBM 列為棄用。"),
    # attack 18's faithful refusal: the English's version word as the translation's v
    "a release as its v": (RELEASE, "v0.5.20 のリリースには含まれない"),
    "a version as its V": (RELEASE.replace("release", "version"), "V0.5.20 에는 포함되지 않음"),
    # F19 F39 D02
    "two hundred or more in numerals": (
        SCOPE,
        "二百以上のモデルアーキテクチャ、単一 GPU からマルチノードまで",
    ),
    "a myriad and grouped digits": (BENCH, BENCH_KO.replace("131,072", "13만 1,072")),
    "a Minguo year": (RELEASED, RELEASED_ZH.replace("2026年", "民國115年")),
    "a Minguo year in numerals": (RELEASED, RELEASED_ZH.replace("2026年", "民國一一五年")),
}

# the readings that make a faithful translation pass keep a wrong one refused
CHANGED = {
    "another release as its v": (RELEASE, "v0.5.21 のリリースには含まれない"),
    "a release's v added to another number": ("Not in 0.5.20", "v0.5.20 には含まれない"),
    "another version with the version word": (
        KVBM,
        "Dynamo バージョン 1.6.0 は KVBM を非推奨とした。",
    ),
    "three hundred or more for 200+": (SCOPE, "三百以上のモデルアーキテクチャ、単一 GPU から"),
    "a myriad and other grouped digits": (BENCH, BENCH_KO.replace("131,072", "13만 1,073")),
    "another Minguo year": (RELEASED, RELEASED_ZH.replace("2026年", "民國114年")),
}


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_a_wrong_reading_is_an_error(name: str) -> None:
    english, translation, message = REFUSED[name]
    findings = number_findings(english, translation)
    assert [(f.code, f.severity) for f in findings] == [("number", "error")], findings
    assert message in findings[0].message, findings[0].message


@pytest.mark.parametrize("name", sorted(WARNED))
def test_a_stand_in_for_the_count_is_a_warning(name: str) -> None:
    english, translation, words = WARNED[name]
    (finding,) = number_findings(english, translation)
    assert (finding.code, finding.severity) == ("number", "warning")
    assert finding.message == f"numeral the English does not say: {words}"


@pytest.mark.parametrize("name", sorted(FAITHFUL))
def test_a_faithful_translation_has_no_number_problem(name: str) -> None:
    assert number_findings(*FAITHFUL[name]) == []


@pytest.mark.parametrize("name", sorted(CHANGED))
def test_a_changed_number_beside_the_new_readings_is_an_error(name: str) -> None:
    english, translation = CHANGED[name]
    (finding,) = number_findings(english, translation)
    assert (finding.code, finding.severity) == ("number", "error")
    assert finding.message.startswith("number changed or missing: "), finding.message
