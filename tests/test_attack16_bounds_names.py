"""The sixteenth attack's hardware lines and bounds: a vendor or hardware line written for
another where the English hyphens it to a word ("Ascend-only" as "NVIDIA 전용"), a bound
added to a figure the English states exactly ("200 GB" as "200 GB 以上"), and faithful forms
refused ("兩百多" for "more than 200", "2026.8." for "August 2026", "네 비트" for "4-bit").
Each hostile edit is rebuilt on a shipped translation, with faithful edits beside it."""

from __future__ import annotations

import pytest

from comparekit.catalogs.rules import Terms
from test_attack12_context import edited, shipped
from test_attack12_names import checked, replacing
from test_names_attack11 import shipped_terms
from test_trust_numbers import number_findings

__all__ = ["shipped_terms"]  # the fixture, shared with the eleventh attack's tests
TWO_VENDORS = "comparisons/deepinfer-vs-mindie:decision_guide.two-vendors.reason"
TRT_BEST_FOR = "products/tensorrt-llm:facts.best-for"
TRT_BACKENDS = "products/tensorrt-llm:facts.backends"
LMDEPLOY_BLACKWELL = "comparisons/deepinfer-vs-lmdeploy:wins.deepinfer.blackwell.detail"
MOONCAKE_ASCEND = "comparisons/deepinfer-vs-mooncake:faq.ascend.answer"


def swapped(other: str, name: str, written: int, expected: int) -> str:
    return (
        f"'{other}' is named where the English names '{name}' ({written} for {expected}): "
        "one vendor's name written for another's"
    )


# name: locale, key, shipped words, attack's words, the error's message (None: clean)
HARDWARE_LINES = {
    "A1 Ascend-only as NVIDIA 전용": (
        "ko",
        TWO_VENDORS,
        "Ascend 전용",
        "NVIDIA 전용",
        swapped("NVIDIA", "Ascend", 1, 2),
    ),
    "A1 Ascend-only as 僅支援 NVIDIA": (
        "zh-Hant",
        TWO_VENDORS,
        "僅支援 Ascend",
        "僅支援 NVIDIA",
        swapped("NVIDIA", "Ascend", 1, 2),
    ),
    "A1 Ascend-only as NVIDIA のみ": (
        "ja",
        TWO_VENDORS,
        "Ascend のみ",
        "NVIDIA のみ",
        swapped("NVIDIA", "Ascend", 1, 2),
    ),
    "A1 faithful: Ascend-only as Ascend 專用": (
        "zh-Hant",
        TWO_VENDORS,
        "僅支援 Ascend",
        "Ascend 專用",
        None,
    ),
    "A1 Ascend-only as 僅支援輝達 (NVIDIA in Han)": (
        "zh-Hant",
        TWO_VENDORS,
        "僅支援 Ascend",
        "僅支援輝達",
        swapped("NVIDIA", "Ascend", 1, 2),
    ),
    "A1 Ascend-only as 엔비디아 전용 (NVIDIA in Hangul)": (
        "ko",
        TWO_VENDORS,
        "Ascend 전용",
        "엔비디아 전용",
        swapped("NVIDIA", "Ascend", 1, 2),
    ),
    "A1 Ascend-only as インテルのみ (Intel in katakana)": (
        "ja",
        TWO_VENDORS,
        "Ascend のみ",
        "インテルのみ",
        swapped("Intel", "Ascend", 1, 2),
    ),
    "A1 faithful: Ascend-only as 僅支援昇騰 (Ascend in Han)": (
        "zh-Hant",
        TWO_VENDORS,
        "僅支援 Ascend",
        "僅支援昇騰",
        None,
    ),
    "A2 NVIDIA-only fleets as AMD のみ": (
        "ja",
        TRT_BEST_FOR,
        "NVIDIA のみ",
        "AMD のみ",
        swapped("AMD", "NVIDIA", 0, 1),
    ),
    "A3 Hopper-only as Blackwell のみ": (
        "ja",
        LMDEPLOY_BLACKWELL,
        "Hopper のみ",
        "Blackwell のみ",
        swapped("Blackwell", "Hopper", 0, 1),
    ),
    "A4 NVIDIA-tuned kernels as Intel 調校": (
        "zh-Hant",
        TRT_BACKENDS,
        "NVIDIA 調校",
        "Intel 調校",
        swapped("Intel", "NVIDIA", 0, 1),
    ),
    "A5 Ascend-family transports as Gaudi 계열": (
        "ko",
        MOONCAKE_ASCEND,
        "Ascend 계열",
        "Gaudi 계열",
        swapped("Gaudi", "Ascend", 2, 3),
    ),
    "A5 faithful: Ascend-family as Ascend 패밀리": (
        "ko",
        MOONCAKE_ASCEND,
        "Ascend 계열",
        "Ascend 패밀리",
        None,
    ),
}


@pytest.mark.parametrize("name", list(HARDWARE_LINES))
def test_hardware_line_written_for_another(name: str, shipped_terms: dict[str, Terms]) -> None:
    locale, key, old, new, message = HARDWARE_LINES[name]
    found = checked(locale, key, replacing(old, new), shipped_terms[locale])
    errors = [finding.message for finding in found if finding.severity == "error"]
    if message is None:
        assert found == []
    else:
        assert message in errors


WIDE_EP = "comparisons/deepinfer-vs-llm-d:sources.llm-d-wide-ep.supports"  # on 32 H200 ... GPUs
KT_LEAD = "comparisons/deepinfer-vs-ktransformers:lead"  # 4 GPUs; "at least 200 GB" elsewhere
FITS = "comparisons/deepinfer-vs-ktransformers:wins.ktransformers.fits-small-hardware.detail"
SCOPE = "products/vllm:facts.scope"  # 200+ model architectures
PR_OPENED = "comparisons/deepinfer-vs-lmdeploy:sources.lmdeploy-pr-4554.supports"  # in April
AS_OF = "comparisons/deepinfer-vs-lmdeploy:decision_guide.dspark-now.reason"  # as of August
MEASURED = "comparisons/deepinfer-vs-dynamo:analysis.benchmark-trap.paragraphs.what-is-measured"
RECIPE = "comparisons/deepinfer-vs-dynamo:sources.dynamo-v41-recipe.supports"
TPS = "comparisons/deepinfer-vs-mooncake:analysis.bandwidth-trap.paragraphs.units"  # nextn=3
LIMIT = "bound the English does not have: "
TIME_LIMIT = "time bound the English does not have: "
ABOUT = "the English's 'about' added (a rough figure against an exact one)"

# name: locale, key, shipped words, attack's words, (severity, message) of each finding
BOUNDS_ADDED = {
    "B1 32 GPUs as 至少 32 張": (
        "zh_Hant",
        WIDE_EP,
        "32 張",
        "至少 32 張",
        [("error", LIMIT + "32 (至少)")],
    ),
    "B1 32 GPUs as 最多 32 張": (
        "zh_Hant",
        WIDE_EP,
        "32 張",
        "最多 32 張",
        [("error", LIMIT + "32 (最多)")],
    ),
    "B1 32 GPUs as 32基以上": ("ja", WIDE_EP, "32基", "32基以上", [("error", LIMIT + "32 (以上)")]),
    "B1 32 GPUs as GPU 32개 이상": (
        "ko",
        WIDE_EP,
        "GPU 32개",
        "GPU 32개 이상",
        [("error", LIMIT + "32 (이상)")],
    ),
    "B1 32 GPUs as 최대 GPU 32개 (a Latin noun between)": (
        "ko",
        WIDE_EP,
        "GPU 32개",
        "최대 GPU 32개",
        [("error", LIMIT + "32 (최대)")],
    ),
    "B1 32 GPUs as 32基まで (a counter before まで)": (
        "ja",
        WIDE_EP,
        "32基",
        "32基まで",
        [("error", LIMIT + "32 (まで)")],
    ),
    "B1 32 GPUs as GPU 32개까지": (
        "ko",
        WIDE_EP,
        "GPU 32개",
        "GPU 32개까지",
        [("error", LIMIT + "32 (까지)")],
    ),
    "B1 32 GPUs as 上限 32 張": (
        "zh_Hant",
        WIDE_EP,
        "32 張",
        "上限 32 張",
        [("error", LIMIT + "32 (上限)")],
    ),
    "B1 about stays a warning: 約32基": ("ja", WIDE_EP, "32基", "約32基", [("warning", ABOUT)]),
    "B1 about stays a warning: 32 張左右 (a spaced counter)": (
        "zh_Hant",
        WIDE_EP,
        "32 張",
        "32 張左右",
        [("warning", ABOUT)],
    ),
    "B1 -odd stays a warning: 32 多張": (
        "zh_Hant",
        WIDE_EP,
        "32 張",
        "32 多張",
        [("warning", LIMIT + "32 (多)")],
    ),
    "B2 4 GPUs as 4基以上 where the English bounds another figure": (
        "ja",
        KT_LEAD,
        "prefill に4基",
        "prefill に4基以上",
        [("error", LIMIT + "4 (以上)")],
    ),
    "B2 faithful: at least 200 GB as 200 GB 以上": (
        "zh_Hant",
        FITS,
        "至少 200 GB",
        "200 GB 以上",
        [],
    ),
    "B2 faithful: at least 200 GB as 逾 200 GB": ("zh_Hant", FITS, "至少 200 GB", "逾 200 GB", []),
    "B2 faithful: at least 200 GB as 최소 200 GB": ("ko", FITS, "200 GB 이상", "최소 200 GB", []),
    "B2 faithful: 200+ as 逾 200": ("zh_Hant", SCOPE, "200+ 種", "逾 200 種", []),
    "B2 faithful: 200+ as 200 種以上": ("zh_Hant", SCOPE, "200+ 種", "200 種以上", []),
    "B3 in April as 4月以前": (
        "ja",
        PR_OPENED,
        "2026年4月に作成",
        "2026年4月以前に作成",
        [("error", TIME_LIMIT + "以前")],
    ),
    "B3 in April as 4월까지": (
        "ko",
        PR_OPENED,
        "2026년 4월 생성",
        "2026년 4월까지 생성",
        [("error", TIME_LIMIT + "까지")],
    ),
    "B3 in April as 4月之前": (
        "zh_Hant",
        PR_OPENED,
        "於 2026年4月提出",
        "於 2026年4月之前提出",
        [("error", TIME_LIMIT + "之前")],
    ),
    "B4 as of August (截至) as 自…起": (
        "zh_Hant",
        AS_OF,
        "截至 2026年8月",
        "自 2026年8月起",
        [("error", TIME_LIMIT + "起")],
    ),
    "B4 as of August as 8월 이후": (
        "ko",
        AS_OF,
        "2026년 8월 기준",
        "2026년 8월 이후",
        [("error", TIME_LIMIT + "이후")],
    ),
    "B4 as of August as 8月以降": (
        "ja",
        AS_OF,
        "2026年8月時点で",
        "2026年8月以降",
        [("error", TIME_LIMIT + "以降")],
    ),
    "B4 as of August as 8월 이래": (
        "ko",
        AS_OF,
        "2026년 8월 기준",
        "2026년 8월 이래",
        [("error", TIME_LIMIT + "이래")],
    ),
    "B4 faithful: as of August as 8월 현재": ("ko", AS_OF, "8월 기준", "8월 현재", []),
    # once warnings (attacks 12, 15): a limit on an exact figure or date
    "B5 75% as 75% 以上": (
        "ja",
        MEASURED,
        "ドラフト受入率 75%",
        "ドラフト受入率 75% 以上",
        [("error", LIMIT + "75 (以上)")],
    ),
    "B5 75% as 75% まで": (
        "ja",
        MEASURED,
        "ドラフト受入率 75%",
        "ドラフト受入率 75% まで",
        [("error", LIMIT + "75 (まで)")],
    ),
    "B5 75% as 75%까지": (
        "ko",
        MEASURED,
        "드래프트 수용률 75%",
        "드래프트 수용률 75%까지",
        [("error", LIMIT + "75 (까지)")],
    ),
    "B5 September 12 as 9月12日まで": (
        "ja",
        RECIPE,
        "2026年9月12日",
        "2026年9月12日まで",
        [("error", TIME_LIMIT + "まで")],
    ),
    "B5 nextn=3 as nextn≥3": ("ja", TPS, "nextn=3", "nextn≥3", [("error", LIMIT + "3 (≥)")]),
    "B5 a release stays a warning: v1.7.0 以降": (
        "ja",
        RECIPE,
        "v1.7.0 の",
        "v1.7.0 以降 の",
        [("warning", LIMIT + "1.7.0 (以降)")],
    ),
}


@pytest.mark.parametrize("name", list(BOUNDS_ADDED))
def test_a_limit_added_to_an_exact_figure_is_an_error(name: str) -> None:
    locale, key, old, new, expected = BOUNDS_ADDED[name]
    assert number_findings(*shipped(locale)[key]) == []
    findings = number_findings(*edited(locale, key, old, new))
    assert [(f.severity, f.message) for f in findings] == expected


VLLM_LEAD = "comparisons/deepinfer-vs-vllm:lead"  # more than 200 supported model architectures
FEATURES = "comparisons/deepinfer-vs-lmdeploy:what_each_is.lmdeploy.paragraphs.features"  # 4-bit
QUANTIZED = "comparisons/deepinfer-vs-llama-cpp:analysis.benchmark-trap.paragraphs.quantization"

# name: locale, key, shipped words, the faithful words, the same form with a wrong value
FAITHFUL_FORMS = {
    "F1 200+ as 兩百多種": ("zh_Hant", SCOPE, "200+ 種", "兩百多種", "三百多種"),
    "F1 200+ as 兩百多 種 (a spaced counter)": (
        "zh_Hant",
        SCOPE,
        "200+ 種",
        "兩百多 種",
        "三百多 種",
    ),
    "F1 200+ as 兩百多 (no counter)": (
        "zh_Hant",
        SCOPE,
        "200+ 種模型架構",
        "模型架構兩百多",
        "模型架構三百多",
    ),
    "F1 more than 200 as 兩百多種": ("zh_Hant", VLLM_LEAD, "超過 200 種", "兩百多種", "三百多種"),
    "F1 200+ as 二百余り (ja)": ("ja", SCOPE, "200以上", "二百余り", "三百余り"),
    "F2 August 2026 as 2026.8. (zh)": ("zh_Hant", AS_OF, "2026年8月", "2026.8.", "2026.9."),
    "F2 August 2026 as 2026.8. (ko)": ("ko", AS_OF, "2026년 8월", "2026.8.", "2026.9."),
    "F2 August 2026 as 2026. 08. (ko)": ("ko", AS_OF, "2026년 8월", "2026. 08.", "2026. 09."),
    "F3 4-bit as 네 비트": ("ko", FEATURES, "4비트", "네 비트", "여덟 비트"),
    "F3 2-bit or 4-bit as 두 비트나 네 비트": (
        "ko",
        QUANTIZED,
        "2비트나 4비트",
        "두 비트나 네 비트",
        "두 비트나 세 비트",
    ),
}


@pytest.mark.parametrize("name", list(FAITHFUL_FORMS))
def test_a_faithful_form_is_clean_and_a_wrong_value_in_it_an_error(name: str) -> None:
    locale, key, old, faithful, wrong = FAITHFUL_FORMS[name]
    assert number_findings(*edited(locale, key, old, faithful)) == []
    findings = number_findings(*edited(locale, key, old, wrong))
    assert "error" in [finding.severity for finding in findings], findings


def test_a_decimal_is_no_year_and_month() -> None:
    # (2026.8 is read as a year and month only where the English says that month of that
    # year, as short_forms reads 2026-09; another month, or a figure, is not a date)
    assert number_findings("as of August 2026", "2026.8 기준") == []
    assert number_findings("as of August 2026", "2026.9 기준") != []
    assert number_findings("a score of 2026.8.", "점수는 2026.8.") == []


KT_DEEPSEEK = (
    "comparisons/deepinfer-vs-ktransformers:what_each_is.ktransformers.paragraphs.deepseek"
)
MINDIE_HARDWARE = "products/mindie:facts.hardware"  # Atlas 800I A2, 800I A3, 300I Duo
LINE = "one hardware line written for another"

# name: locale, key, shipped words, attack's words, the error's message (None: clean)
LINES_ON_NUMBERS = {
    "H1 RTX 4090 as GTX 4090": (
        "ja",
        KT_DEEPSEEK,
        "RTX 4090",
        "GTX 4090",
        f"'GTX 4090' where the English names 'RTX 4090': {LINE}",
    ),
    "H1 RTX 3090 as Quadro 3090": (
        "zh-Hant",
        KT_DEEPSEEK,
        "RTX 3090",
        "Quadro 3090",
        f"'Quadro 3090' where the English names 'RTX 3090': {LINE}",
    ),
    "H2 Atlas 800I as Tesla 800I": (
        "ko",
        MINDIE_HARDWARE,
        "Atlas 800I",
        "Tesla 800I",
        f"'Tesla 800I' where the English names 'Atlas 800I': {LINE}",
    ),
    "H1 faithful: RTX 4090 spaced with a no-break space": (
        "ja",
        KT_DEEPSEEK,
        "RTX 4090",
        "RTX\u00a04090",
        None,
    ),
}


@pytest.mark.parametrize("name", list(LINES_ON_NUMBERS))
def test_a_line_written_for_another_on_its_number(
    name: str, shipped_terms: dict[str, Terms]
) -> None:
    locale, key, old, new, message = LINES_ON_NUMBERS[name]
    found = checked(locale, key, replacing(old, new), shipped_terms[locale])
    errors = [finding.message for finding in found if finding.severity == "error"]
    if message is None:
        assert found == []
    else:
        assert message in errors


def test_a_width_in_bytes_for_bits_stays_an_error() -> None:
    # (비트 counts bits: 네 바이트 for "4-bit" is another width, read as no 4 at all)
    findings = number_findings(*edited("ko", FEATURES, "4비트", "네 바이트"))
    assert [finding.severity for finding in findings] == ["error"]
