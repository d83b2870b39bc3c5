"""The sixteenth attack's hardware lines and bounds: a vendor or hardware line written for
another where the English hyphens it to a word ("Ascend-only" as "NVIDIA 전용"), a bound
added to a figure the English states exactly ("200 GB" as "200 GB 以上"), and faithful forms
refused ("兩百多" for "more than 200", "2026.8." for "August 2026", "네 비트" for "4-bit").
Each hostile edit is rebuilt on a shipped translation, with faithful edits beside it."""

from __future__ import annotations

import pytest

from comparekit.catalogs.rules import Terms
from test_attack12_names import checked, replacing
from test_names_attack11 import shipped_terms

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
