"""Attack 59's and 61's faithful wordings that the checks refused, and the hostile twins
that the reading which lets them pass must still refuse: two sentences given in the other
order, each name with its own sentence's words (a swap leaves each sentence its words);
"not for a single offline process" as オンラインプロセスではなく (the opposite denied);
뿐 아니라, 뿐이 아닙니다 and 만이 아닙니다 read as "not only", not as "only" (and "only"
made 뿐이 아닙니다 refused). And the counts and swaps that readings tried in this stop let
through (attacks 60 and 61), which are refused again: a count beside a list of names,
a unit kept beside a swapped name. Each from a shipped entry."""

from __future__ import annotations

import pytest

from comparekit.catalogs.rules import Terms
from test_attack26 import shipped_findings
from test_names_attack11 import shipped_terms

__all__ = ["shipped_terms"]  # (the fixture, for pytest)

TWO_VENDORS = "comparisons/deepinfer-vs-mindie:wins.deepinfer.two-vendors.detail"
TWO_VENDORS_EN = (
    "The same engine targets NVIDIA SM100 and Ascend 950, which helps if you run both or "
    "want to compare them on one model. MindIE runs on Ascend only."
)
TWO_VENDORS_KO = (
    "DeepInfer는 엔진 하나로 NVIDIA SM100과 Ascend 950을 모두 대상으로 하므로, 두 하드웨어를 "
    "함께 운영하거나 한 모델로 둘을 비교하려는 경우에 유용합니다. "
)
SERVER = "comparisons/deepinfer-vs-vllm:wins.vllm.serving-api.lead"
BUILT_FOR = "comparisons/deepinfer-vs-dynamo:wins.dynamo.scale-out.detail"
BUILT_FOR_EN = "Dynamo is built for inference across many nodes, not for a single offline process."

# name: locale, key, English, translation (each says what the English says)
FAITHFUL = {
    "shipped ja not offline": (
        "ja",
        BUILT_FOR,
        BUILT_FOR_EN,
        "Dynamo は単一のオフラインプロセスではなく、多数のノードにまたがる推論のために"
        "作られている。",
    ),
    "a59 c444 ko (sentences in the other order)": (
        "ko",
        "comparisons/deepinfer-vs-tensorrt-llm:wins.deepinfer.ascend-950.detail",
        "DeepInfer runs on Huawei Ascend 950 as well as SM100. TensorRT-LLM's hardware list is "
        "NVIDIA only, so a mixed NVIDIA and Ascend estate cannot standardize on it.",
        "TensorRT-LLM 하드웨어 목록에는 NVIDIA만 있어서 NVIDIA와 Ascend를 섞어 쓰는 환경은 "
        "TensorRT-LLM으로 통일할 수 없습니다. DeepInfer는 SM100과 Huawei Ascend 950 양쪽에서 "
        "동작합니다.",
    ),
    "shipped ko other-routes (뿐 아니라)": (
        "ko",
        "comparisons/deepinfer-vs-mindie:analysis.ascend.subsections.not-unique.paragraphs"
        ".other-routes",
        "vLLM-Ascend's DeepSeek-V4.1-Flash guide covers deployments on Ascend 950DT servers "
        "as well as Atlas A2 and A3.",
        "vLLM-Ascend의 DeepSeek-V4.1-Flash 가이드는 Atlas A2와 A3뿐 아니라 Ascend 950DT "
        "서버에서 배포하는 방법도 다룹니다.",
    ),
    "a61 f403 ko": (
        "ko",
        SERVER,
        "A server, not only an engine.",
        "엔진일 뿐 아니라 서버이기도 합니다.",
    ),
    "a61 f501 ko": (
        "ko",
        SERVER,
        "A server, not only an engine.",
        "엔진뿐이 아닙니다. 서버이기도 합니다.",
    ),
    "a61 f502 ko": (
        "ko",
        SERVER,
        "A server, not only an engine.",
        "엔진만이 아닙니다. 서버이기도 합니다.",
    ),
}

# name: locale, key, English, translation (each changes what the English says)
HOSTILE = {
    "a59 c453 ja (not offline as not online)": (
        "ja",
        BUILT_FOR,
        BUILT_FOR_EN,
        "Dynamo は単一のオンラインプロセスではなく、多数のノードにまたがる推論のために"
        "作られている。",
    ),
    "a59 c455 ko (not offline as not online)": (
        "ko",
        BUILT_FOR,
        BUILT_FOR_EN,
        "Dynamo는 단일 온라인 프로세스가 아니라 여러 노드에 걸친 추론을 목표로 합니다.",
    ),
    "a58 H-quantity-09 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-ktransformers:decision_guide.one-box.situation",
        "Have one consumer GPU and 200 GB or more of RAM",
        "有兩張消費級 GPU 與 200 GB 以上的 RAM",
    ),
    "a57 h-anyof-zh-1": (
        "zh-Hant",
        "comparisons/deepinfer-vs-ktransformers:wins.ktransformers.fits-small-hardware.detail",
        "A single RTX 3090, 4090 or 5090 with at least 200 GB of RAM is a validated V4-Flash "
        "setup. DeepInfer names only SM100 and Ascend 950, and its README describes no "
        "CPU-offload mode.",
        "RTX 3090、4090 與 5090 三張同時搭配至少 200 GB RAM，是經過驗證的 V4-Flash 配置。Deep"
        "Infer 只列出 SM100 與 Ascend 950，DeepInfer 的 README 中也沒有描述任何 CPU 卸載模式。",
    ),
    "a61 h206 zh-Hant (only the third of a list)": (
        "zh-Hant",
        "comparisons/deepinfer-vs-dynamo:faq.under-dynamo.answer",
        "Dynamo documents no DeepInfer backend; the supported ones are vLLM, SGLang and "
        "TensorRT-LLM. Do not assume the integration exists.",
        "Dynamo 的文件沒有記載 DeepInfer 後端；Dynamo 支援的是 vLLM、SGLang 與 TensorRT-LLM "
        "中的第三個。請勿假設已有現成的整合。",
    ),
    "a61 h054 zh-Hant (two models each)": (
        "zh-Hant",
        "comparisons/deepinfer-vs-vllm:wins.vllm.dspark.detail",
        "vLLM's documentation contains DSpark draft models for DeepSeek-V4.1 on its NVIDIA "
        "and AMD paths, so speculative decoding with DSpark is not by itself a reason to move "
        "to DeepInfer.",
        "vLLM 的文件在 NVIDIA 與 AMD 路徑上各提供兩個 DeepSeek-V4.1 的 DSpark 草稿模型，因此"
        "搭配 DSpark 的推測解碼本身並不構成改用 DeepInfer 的理由。",
    ),
    "the products swapped, each sentence keeping its words": (
        "ko",
        "comparisons/deepinfer-vs-tensorrt-llm:wins.deepinfer.ascend-950.detail",
        "DeepInfer runs on Huawei Ascend 950 as well as SM100. TensorRT-LLM's hardware list is "
        "NVIDIA only, so a mixed NVIDIA and Ascend estate cannot standardize on it.",
        "TensorRT-LLM은 SM100뿐 아니라 Huawei Ascend 950에서도 동작합니다. DeepInfer의 하드웨어 "
        "목록은 NVIDIA뿐이므로, NVIDIA와 Ascend가 섞인 환경은 DeepInfer로 표준화할 수 없습니다.",
    ),
    "a61 h401 ko (only made not only, 뿐이 아닙니다)": (
        "ko",
        TWO_VENDORS,
        TWO_VENDORS_EN,
        TWO_VENDORS_KO + "MindIE가 실행되는 곳은 Ascend뿐이 아닙니다.",
    ),
    "a61 h402 ko (only made not only, 뿐 아닙니다)": (
        "ko",
        TWO_VENDORS,
        TWO_VENDORS_EN,
        TWO_VENDORS_KO + "MindIE의 실행 환경은 Ascend뿐 아닙니다.",
    ),
    "a61 h405 ko (only made not only in a list)": (
        "ko",
        "products/tensorrt-llm:facts.hardware",
        "NVIDIA only: Blackwell, Hopper, Ada Lovelace, Ampere",
        "NVIDIA뿐 아님: Blackwell, Hopper, Ada Lovelace, Ampere",
    ),
    "not only made only": (
        "ko",
        "comparisons/deepinfer-vs-mindie:analysis.ascend.subsections.not-unique.paragraphs"
        ".other-routes",
        "vLLM-Ascend's DeepSeek-V4.1-Flash guide covers deployments not only on Atlas A2 and "
        "A3 but on Ascend 950DT servers too.",
        "vLLM-Ascend의 DeepSeek-V4.1-Flash 가이드는 Atlas A2와 A3에서만 배포하는 방법을 다룹니다.",
    ),
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_changed_meaning_is_an_error(name: str, shipped_terms: dict[str, Terms]) -> None:
    errors = [found for found in shipped_findings(HOSTILE[name], shipped_terms) if "error" in found]
    assert errors


@pytest.mark.parametrize("name", sorted(FAITHFUL))
def test_a_faithful_wording_passes(name: str, shipped_terms: dict[str, Terms]) -> None:
    assert [f for f in shipped_findings(FAITHFUL[name], shipped_terms) if "error" in f] == []
