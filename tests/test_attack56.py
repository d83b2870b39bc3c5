"""Attack 56's cases (a blind attack on this stop's finished change) that the rules read
now, each from a shipped entry. Refused now: an answer turned ("Yes, on the PyTorch engine
only" begun as 非対応, 아니요, 不支援), a CNCF project's maturity changed (sandbox as 卒業,
졸업, 畢業), "often" as まれ or 드묾, "less" as 많음; passing now: 불가능합니다 for "cannot",
대략, 950용, よりおよそ and 見於 beside a number."""

from __future__ import annotations

import pytest

from comparekit.catalogs.rules import Terms
from test_attack26 import shipped_findings
from test_names_attack11 import shipped_terms

__all__ = ["shipped_terms"]  # (the fixture, for pytest)

# name: locale, key, English, translation (each changes what the English says)
HOSTILE = {
    "w009 ko": (
        "ko",
        "products/lmdeploy:facts.pd-disaggregation",
        "Yes, on the PyTorch engine only (DistServe)",
        "미지원, PyTorch 엔진 한정(DistServe)",
    ),
    "w017 ko": (
        "ko",
        "products/tensorrt-llm:facts.best-for",
        "Peak performance on NVIDIA-only fleets, often under Dynamo",
        "NVIDIA 전용 인프라에서 최고 성능, Dynamo와는 거의 함께 쓰지 않음",
    ),
    "w018 ko": (
        "ko",
        "comparisons/deepinfer-vs-dynamo:wins.deepinfer.small-surface.lead",
        "Less to read.",
        "읽을 코드가 많음.",
    ),
    "w057 ko": (
        "ko",
        "products/llm-d:organisation",
        "llm-d community (CNCF sandbox project)",
        "llm-d 커뮤니티(CNCF 졸업 프로젝트)",
    ),
    "w103 ja": (
        "ja",
        "products/lmdeploy:facts.pd-disaggregation",
        "Yes, on the PyTorch engine only (DistServe)",
        "非対応。PyTorch エンジンのみ（DistServe）",
    ),
    "w203 zh-Hant": (
        "zh-Hant",
        "products/lmdeploy:facts.pd-disaggregation",
        "Yes, on the PyTorch engine only (DistServe)",
        "不支援，僅限 PyTorch 引擎（DistServe）",
    ),
    "w065 ja": (
        "ja",
        "products/tensorrt-llm:facts.best-for",
        "Peak performance on NVIDIA-only fleets, often under Dynamo",
        "NVIDIA のみの環境での最高性能（Dynamo の配下で使うことはまれ）",
    ),
    "w066 zh-Hant": (
        "zh-Hant",
        "products/tensorrt-llm:facts.best-for",
        "Peak performance on NVIDIA-only fleets, often under Dynamo",
        "在全 NVIDIA 機群上追求最高效能，很少在 Dynamo 底下運作",
    ),
    "w069 ja": (
        "ja",
        "products/llm-d:organisation",
        "llm-d community (CNCF sandbox project)",
        "llm-d コミュニティ（CNCF 卒業プロジェクト）",
    ),
    "w070 zh-Hant": (
        "zh-Hant",
        "products/llm-d:organisation",
        "llm-d community (CNCF sandbox project)",
        "llm-d 社群（CNCF 畢業專案）",
    ),
    "w081 ko": (
        "ko",
        "comparisons/deepinfer-vs-dynamo:wins.deepinfer.small-surface.lead",
        "Less to read.",
        "읽을 코드가 더 많음.",
    ),
    "w082 ko": (
        "ko",
        "products/lmdeploy:facts.pd-disaggregation",
        "Yes, on the PyTorch engine only (DistServe)",
        "아니요, PyTorch 엔진 한정(DistServe)",
    ),
    "w083 ja": (
        "ja",
        "products/lmdeploy:facts.pd-disaggregation",
        "Yes, on the PyTorch engine only (DistServe)",
        "いいえ。PyTorch エンジンのみ（DistServe）",
    ),
    "w084 ko": (
        "ko",
        "products/tensorrt-llm:facts.best-for",
        "Peak performance on NVIDIA-only fleets, often under Dynamo",
        "NVIDIA 전용 인프라에서 최고 성능, Dynamo와 함께 쓰는 경우는 드묾",
    ),
    "w085 ko": (
        "ko",
        "products/llm-d:organisation",
        "llm-d community (CNCF sandbox project)",
        "llm-d 커뮤니티(CNCF 인큐베이팅 프로젝트)",
    ),
}
# name: locale, key, English, translation (each says what the English says)
FAITHFUL = {
    "f036 ko": (
        "ko",
        "comparisons/deepinfer-vs-ktransformers:decision_guide.ascend-950.reason",
        "KTransformers' Ascend tutorials target A2 and A3, not 950",
        "KTransformers의 Ascend 튜토리얼은 A2와 A3용이며 950용은 아님",
    ),
    "f064 ko": (
        "ko",
        "comparisons/deepinfer-vs-mooncake:wins.mooncake.transfer.detail",
        "The README reports up to 87 GB/s and 190 GB/s for 40 GB of data on 4×200 Gbps and 8×"
        "400 Gbps RoCE networks, about 2.4 and 4.6 times faster than TCP. It gets there with "
        "multi-NIC aggregation, topology-aware path selection and automatic failover.",
        "Mooncake README에 따르면 4×200 Gbps와 8×400 Gbps RoCE 네트워크에서 40 GB 데이터의 전"
        "송 속도는 각각 최대 87 GB/s와 190 GB/s로, TCP 대비 대략 2.4배, 4.6배 빠릅니다. Moonc"
        "ake는 다중 NIC 대역폭 집계, 토폴로지 인식 경로 선택, 자동 장애 조치로 이 속도를 냅니"
        "다.",
    ),
    "f120 ja": (
        "ja",
        "comparisons/deepinfer-vs-mooncake:wins.mooncake.transfer.detail",
        "The README reports up to 87 GB/s and 190 GB/s for 40 GB of data on 4×200 Gbps and 8×"
        "400 Gbps RoCE networks, about 2.4 and 4.6 times faster than TCP. It gets there with "
        "multi-NIC aggregation, topology-aware path selection and automatic failover.",
        "README によれば、4×200 Gbps と 8×400 Gbps の RoCE ネットワークで 40 GB のデータを転"
        "送した場合、転送速度はそれぞれ最大 87 GB/s と 190 GB/s に達し、TCP よりおよそ2.4倍、"
        "4.6倍速い。これを実現するのは、複数 NIC の集約、トポロジを考慮した経路選択、自動フェ"
        "イルオーバーである。",
    ),
    "f205 zh-Hant": (
        "zh-Hant",
        "products/mindie:facts.hardware",
        "Huawei Ascend only (Atlas 800I A2, 800I A3, 300I Duo); 950 in Motor developer notes",
        "只支援華為 Ascend（Atlas 800I A2、800I A3、300I Duo）；950 見於 Motor 開發者說明",
    ),
    "f073 ko": (
        "ko",
        "comparisons/deepinfer-vs-lmdeploy:wins.lmdeploy.breadth.detail",
        "LLMs and vision-language models from many families, with a per-engine support table."
        " If your fleet runs more than one model, one LMDeploy installation can serve them al"
        "l; DeepInfer cannot.",
        "LMDeploy는 여러 계열의 LLM과 비전-언어 모델을 지원하며, 엔진별 지원 표가 따로 있습니"
        "다. 운영하는 인프라에서 둘 이상의 모델을 실행한다면 LMDeploy 설치 하나로 모두 서빙할"
        " 수 있지만, DeepInfer로는 불가능합니다.",
    ),
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_changed_meaning_is_an_error(name: str, shipped_terms: dict[str, Terms]) -> None:
    found = shipped_findings(HOSTILE[name], shipped_terms)
    assert any(finding.startswith("error") for finding in found), found


@pytest.mark.parametrize("name", sorted(FAITHFUL))
def test_its_faithful_twin_passes(name: str, shipped_terms: dict[str, Terms]) -> None:
    assert shipped_findings(FAITHFUL[name], shipped_terms) == []
