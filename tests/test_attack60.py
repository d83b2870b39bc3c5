"""Attack 60's "only" made "not only" in words the checks did not read (뿐더러, 만 지원하는
것은 아님, だけとは限らず, だけじゃなく), and "mostly" made "all" (すべて, 전부); with
faithful twins that say "not only" where the English does, and "mostly" as 大半 or 대부분.
Each from a shipped entry."""

from __future__ import annotations

import pytest

from comparekit.catalogs.rules import Terms
from test_attack26 import shipped_findings
from test_names_attack11 import shipped_terms

__all__ = ["shipped_terms"]  # (the fixture, for pytest)

ASCEND_REASON = "comparisons/deepinfer-vs-tensorrt-llm:decision_guide.ascend.reason"
NVIDIA_ONLY = "TensorRT-LLM supports NVIDIA GPUs only"
TWO_VENDORS = "comparisons/deepinfer-vs-mindie:wins.deepinfer.two-vendors.detail"
TWO_VENDORS_EN = (
    "The same engine targets NVIDIA SM100 and Ascend 950, which helps if you run both or "
    "want to compare them on one model. MindIE runs on Ascend only."
)
TWO_VENDORS_KO = (
    "DeepInfer는 엔진 하나로 NVIDIA SM100과 Ascend 950을 모두 대상으로 하므로, 두 하드웨어를 "
    "함께 운영하거나 한 모델로 둘을 비교하려는 경우에 유용합니다. "
)
OFFLINE = "comparisons/deepinfer-vs-sglang:decision_guide.offline-batch.situation"
MOSTLY_UNIQUE = "Run offline jobs over mostly unique prompts"

# name: locale, key, English, translation (each changes what the English says)
HOSTILE = {
    "b03_only-01 ko 뿐더러": (
        "ko",
        ASCEND_REASON,
        NVIDIA_ONLY,
        "TensorRT-LLM은 NVIDIA GPU를 지원할 뿐더러 다른 GPU도 지원",
    ),
    "b03_only-02 ko 만 지원하는 것은 아님": (
        "ko",
        ASCEND_REASON,
        NVIDIA_ONLY,
        "TensorRT-LLM은 NVIDIA GPU만 지원하는 것은 아님",
    ),
    "b03_only-06 ja だけとは限らず": (
        "ja",
        ASCEND_REASON,
        NVIDIA_ONLY,
        "TensorRT-LLM は NVIDIA GPU だけとは限らず対応",
    ),
    "b03_only-07 ja だけじゃなく": (
        "ja",
        ASCEND_REASON,
        NVIDIA_ONLY,
        "TensorRT-LLM は NVIDIA GPU だけじゃなく他の GPU にも対応",
    ),
    "b03_only-26 ko 뿐더러 in a paragraph": (
        "ko",
        TWO_VENDORS,
        TWO_VENDORS_EN,
        TWO_VENDORS_KO + "MindIE는 Ascend에서 실행될 뿐더러 NVIDIA에서도 실행됩니다.",
    ),
    "b03_only-35 ja mostly as すべて": (
        "ja",
        OFFLINE,
        MOSTLY_UNIQUE,
        "すべてが互いに重複しないプロンプトでオフラインジョブを動かす",
    ),
    "b03_only-36 ko mostly as 전부": (
        "ko",
        OFFLINE,
        MOSTLY_UNIQUE,
        "프롬프트가 전부 겹치지 않는 오프라인 작업을 실행한다",
    ),
}

FAITHFUL = {
    "ko 뿐더러 for not only": (
        "ko",
        ASCEND_REASON,
        "TensorRT-LLM supports not only NVIDIA GPUs but other GPUs too",
        "TensorRT-LLM은 NVIDIA GPU를 지원할 뿐더러 다른 GPU도 지원",
    ),
    "ja だけとは限らず for not only": (
        "ja",
        ASCEND_REASON,
        "TensorRT-LLM supports not only NVIDIA GPUs",
        "TensorRT-LLM は NVIDIA GPU だけとは限らず対応",
    ),
    "ja mostly as 大半 (shipped)": (
        "ja",
        OFFLINE,
        MOSTLY_UNIQUE,
        "大半が互いに重複しないプロンプトでオフラインジョブを動かす",
    ),
    "ko mostly as 대부분 (shipped)": (
        "ko",
        OFFLINE,
        MOSTLY_UNIQUE,
        "프롬프트가 대부분 겹치지 않는 오프라인 작업을 실행한다",
    ),
    "ko only as 만 (shipped)": (
        "ko",
        ASCEND_REASON,
        NVIDIA_ONLY,
        "TensorRT-LLM은 NVIDIA GPU만 지원",
    ),
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_changed_meaning_is_an_error(name: str, shipped_terms: dict[str, Terms]) -> None:
    errors = [found for found in shipped_findings(HOSTILE[name], shipped_terms) if "error" in found]
    assert errors


@pytest.mark.parametrize("name", sorted(FAITHFUL))
def test_a_faithful_wording_passes(name: str, shipped_terms: dict[str, Terms]) -> None:
    assert [f for f in shipped_findings(FAITHFUL[name], shipped_terms) if "error" in f] == []
