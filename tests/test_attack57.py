"""Attack 55's and 56's cases that the rules read since stop 53, each from a shipped
entry: "only" dropped or negated (Huawei Ascend와 NVIDIA, NVIDIA 전용 아님, 両エンジン),
"official" as 非官方, "unique" as 겹치는, "still" as 더 이상, "small" as 대형, the sides
of "X, not Y" swapped, "(default)" given to another name, "not supported" added to a clause
whose English says no negation, "Do not assume" as 보셔도 됩니다, and "two" as 두 가지 이상.
Each with the shipped translation and a faithful rewording that must pass."""

from __future__ import annotations

import pytest

from comparekit.catalogs.rules import Terms
from test_attack26 import shipped_findings
from test_names_attack11 import shipped_terms

__all__ = ["shipped_terms"]  # (the fixture, for pytest)

# name: locale, key, English, translation (each changes what the English says)
HOSTILE = {
    "a56 w006 ko": (
        "ko",
        "products/llama-cpp:facts.scope",
        "Many GGUF models on one machine or a few",
        "머신 한 대나 몇 대에서 실행하는 소수의 GGUF 모델",
    ),
    "a56 w011 ko": (
        "ko",
        "products/mindie:facts.hardware",
        "Huawei Ascend only (Atlas 800I A2, 800I A3, 300I Duo); 950 in Motor developer notes",
        "Huawei Ascend와 NVIDIA(Atlas 800I A2, 800I A3, 300I Duo), 950은 Motor 개발자 노트에 언급",
    ),
    "a56 w020 ko": (
        "ko",
        "comparisons/deepinfer-vs-dynamo:wins.dynamo.scale-out.detail",
        "Dynamo is built for inference across many nodes, not for a single offline process.",
        "Dynamo는 여러 노드에 걸친 추론이 아니라 단일 오프라인 프로세스를 목표로 합니다.",
    ),
    "a56 w024 ko": (
        "ko",
        "comparisons/deepinfer-vs-dynamo:faq.under-dynamo.answer",
        "Dynamo documents no DeepInfer backend; the supported ones are vLLM, SGLang and Tenso"
        "rRT-LLM. Do not assume the integration exists.",
        "Dynamo 문서에는 DeepInfer 백엔드가 나와 있지 않습니다. 지원 백엔드는 vLLM, SGLang, T"
        "ensorRT-LLM입니다. 통합 방법이 있다고 보셔도 됩니다.",
    ),
    "a56 w031 ko": (
        "ko",
        "comparisons/deepinfer-vs-ktransformers:decision_guide.v41-small.situation",
        "Need V4.1-Flash specifically, on small hardware",
        "대형 하드웨어에서 꼭 V4.1-Flash가 필요하다",
    ),
    "a56 w034 ko": (
        "ko",
        "comparisons/deepinfer-vs-llama-cpp:wins.deepinfer.v41-flash.detail",
        "DeepInfer is the official engine for DeepSeek-V4.1-Flash. In llama.cpp, V4.1 support"
        " was an open pull request when we read it; only V4 is upstream.",
        "DeepInfer는 DeepSeek-V4.1-Flash의 공식 엔진입니다. llama.cpp의 V4.1 지원은 우리가 확"
        "인한 시점에 아직 병합되지 않은 풀 리퀘스트 단계였으며, 업스트림에는 V4와 V4.1이 모두"
        " 있습니다.",
    ),
    "a56 w043 ko": (
        "ko",
        "comparisons/deepinfer-vs-sglang:decision_guide.offline-batch.situation",
        "Run offline jobs over mostly unique prompts",
        "프롬프트가 대부분 겹치는 오프라인 작업을 실행한다",
    ),
    "a56 w045 ko": (
        "ko",
        "products/llm-d:facts.backends",
        "vLLM (default) and SGLang; trtllm-serve listed in the model-server contract",
        "vLLM(선택)과 SGLang(기본), 모델 서버 계약에는 trtllm-serve도 명시",
    ),
    "a56 w049 ko": (
        "ko",
        "comparisons/deepinfer-vs-tensorrt-llm:sources.trtllm-dsv4.supports",
        "DeepseekV4ForCausalLM, MTP settings, trtllm-serve, KV cache needs; the copy read (co"
        "mmit 3699eda) still said Blackwell only",
        "DeepseekV4ForCausalLM, MTP 설정, trtllm-serve, KV 캐시 요구 사항, 확인한 사본(커밋 3"
        "699eda)에는 더 이상 Blackwell 전용이 아니라고 적혀 있음",
    ),
    "a56 w055 ko": (
        "ko",
        "comparisons/deepinfer-vs-tensorrt-llm:head_to_head.rows.hardware.tensorrt-llm",
        "NVIDIA only; DeepSeek-V4 on Blackwell, V4-Flash also on Hopper (SM90)",
        "NVIDIA 전용, DeepSeek-V4는 Blackwell, V4-Flash는 Hopper(SM90)에서 미지원",
    ),
    "a56 w061 ko": (
        "ko",
        "comparisons/deepinfer-vs-lmdeploy:wins.lmdeploy.hardware.detail",
        "NVIDIA GPUs back to older generations, AMD ROCm, Ascend, Cambricon and MetaX, select"
        "ed with `LMDEPLOY_TARGET_DEVICE`. DeepInfer has two targets.",
        "LMDeploy에서는 이전 세대까지 포함한 NVIDIA GPU, AMD ROCm, Ascend, Cambricon, MetaX "
        "중에서 `LMDEPLOY_TARGET_DEVICE`로 대상을 선택합니다. DeepInfer의 지원 대상은 두 가지"
        " 이상입니다.",
    ),
    "a56 w062 ko": (
        "ko",
        "products/tensorrt-llm:facts.hardware",
        "NVIDIA only: Blackwell, Hopper, Ada Lovelace, Ampere",
        "NVIDIA 전용 아님: Blackwell, Hopper, Ada Lovelace, Ampere",
    ),
    "a56 w067 ja": (
        "ja",
        "products/llm-d:facts.backends",
        "vLLM (default) and SGLang; trtllm-serve listed in the model-server contract",
        "vLLM（任意）と SGLang（既定）。モデルサーバーの契約に trtllm-serve も記載",
    ),
    "a56 w068 zh-Hant": (
        "zh-Hant",
        "products/llm-d:facts.backends",
        "vLLM (default) and SGLang; trtllm-serve listed in the model-server contract",
        "vLLM（選用）與 SGLang（預設）；模型伺服器契約中也列出 trtllm-serve",
    ),
    "a56 w074 ja": (
        "ja",
        "products/lmdeploy:facts.pd-disaggregation",
        "Yes, on the PyTorch engine only (DistServe)",
        "対応。TurboMind と PyTorch の両エンジン（DistServe）",
    ),
    "a56 w075 zh-Hant": (
        "zh-Hant",
        "products/lmdeploy:facts.pd-disaggregation",
        "Yes, on the PyTorch engine only (DistServe)",
        "支援，PyTorch 與 TurboMind 引擎皆可（DistServe）",
    ),
    "a56 w077 ja": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:wins.dynamo.scale-out.detail",
        "Dynamo is built for inference across many nodes, not for a single offline process.",
        "Dynamo は多数のノードにまたがる推論ではなく、単一のオフラインプロセスのために作られ"
        "ている。",
    ),
    "a56 w078 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-dynamo:wins.dynamo.scale-out.detail",
        "Dynamo is built for inference across many nodes, not for a single offline process.",
        "Dynamo 是為單一離線程序打造的，並非為橫跨多個節點的推論設計。",
    ),
    "a56 w087 zh-Hant": (
        "zh-Hant",
        "products/deepinfer:facts.deepseek-v41-flash",
        "Official release; the only model it supports",
        "非官方發行版；這是它唯一支援的模型",
    ),
    "a56 w088 ko": (
        "ko",
        "products/deepinfer:facts.deepseek-v41-flash",
        "Official release; the only model it supports",
        "비공식 릴리스, 지원하는 유일한 모델",
    ),
    "a55 sc01 ja": (
        "ja",
        "products/lmdeploy:facts.deepseek-v41-flash",
        "Not listed; DeepSeek-V4 on the PyTorch engine only",
        "記載なし。DeepSeek-V4 は PyTorch エンジンでも動作",
    ),
    "a55 sc02 zh-Hant": (
        "zh-Hant",
        "products/lmdeploy:facts.deepseek-v41-flash",
        "Not listed; DeepSeek-V4 on the PyTorch engine only",
        "未列出；DeepSeek-V4 可在 PyTorch 引擎上執行",
    ),
    "a55 sc06 ja": (
        "ja",
        "products/mindie:facts.hardware",
        "Huawei Ascend only (Atlas 800I A2, 800I A3, 300I Duo); 950 in Motor developer notes",
        "Huawei Ascend が中心（Atlas 800I A2、800I A3、300I Duo）。Motor の開発者向けノートに"
        " 950 の記載",
    ),
    "a55 sw21 ko": (
        "ko",
        "comparisons/deepinfer-vs-ktransformers:what_each_is.ktransformers.paragraphs.deepseek",
        "KTransformers first became known for running DeepSeek-R1 and V3 on a 24 GB GPU with "
        "large DRAM. It added DeepSeek-V4-Flash in May 2026. Its Docker tutorial validates a "
        "single RTX 5090, RTX 4090 or RTX 3090 with at least 200 GB of RAM and about 340 GB o"
        "f storage; another version of the tutorial uses eight RTX 5090 cards and at least 25"
        "6 GB. None of the material we read mentions V4.1-Flash.",
        "KTransformers는 24 GB GPU와 대용량 DRAM으로 DeepSeek-R1과 V3를 실행하면서 처음 알려"
        "졌습니다. 2026년 5월에는 DeepSeek-V4-Flash 지원을 추가했습니다. KTransformers의 Dock"
        "er 튜토리얼은 RTX 5090, RTX 4090, RTX 3090 중 한 장과 200 GB 이상의 RAM, 약 340 GB의"
        " 스토리지로 이루어진 구성을 검증했습니다. 튜토리얼의 다른 버전은 RTX 5090 카드 여덟 "
        "장 이상과 256 GB 이상의 RAM을 씁니다. 우리가 확인한 자료 중 V4.1-Flash를 언급한 것은"
        " 없습니다.",
    ),
    "a55 lr01 ja": (
        "ja",
        "comparisons/deepinfer-vs-lmdeploy:head_to_head.rows.deepseek-v41-flash.lmdeploy",
        "Not listed; V4 on the PyTorch engine (Hopper only, since v0.15.0, July 2026)",
        "記載なし。V4 は PyTorch エンジンで対応（Hopper と Blackwell、2026年7月の v0.15.0 から）",
    ),
    "a55 lr06 ko": (
        "ko",
        "comparisons/deepinfer-vs-lmdeploy:head_to_head.rows.deepseek-v41-flash.lmdeploy",
        "Not listed; V4 on the PyTorch engine (Hopper only, since v0.15.0, July 2026)",
        "목록에 없음, V4는 2026년 7월에 나온 v0.15.0부터 PyTorch 엔진에서 지원(Hopper 우선)",
    ),
    "a55 tv01 ja": (
        "ja",
        "comparisons/deepinfer-vs-mindie:wins.deepinfer.two-vendors.detail",
        "The same engine targets NVIDIA SM100 and Ascend 950, which helps if you run both or "
        "want to compare them on one model. MindIE runs on Ascend only.",
        "同じエンジンが NVIDIA SM100 と Ascend 950 を対象としているので、両方を運用している場"
        "合や、1つのモデルで両者を比べたい場合に役立つ。MindIE は Ascend でも動く。",
    ),
    "a55 tv03 ko": (
        "ko",
        "comparisons/deepinfer-vs-mindie:wins.deepinfer.two-vendors.detail",
        "The same engine targets NVIDIA SM100 and Ascend 950, which helps if you run both or "
        "want to compare them on one model. MindIE runs on Ascend only.",
        "DeepInfer는 엔진 하나로 NVIDIA SM100과 Ascend 950을 모두 대상으로 하므로, 두 하드웨"
        "어를 함께 운영하거나 한 모델로 둘을 비교하려는 경우에 유용합니다. MindIE는 Ascend에"
        "서도 실행됩니다.",
    ),
    "a55 tf05 ko": (
        "ko",
        "comparisons/deepinfer-vs-tensorrt-llm:faq.v41-support.answer",
        "Not officially. Its documentation covers DeepSeek-V4 Flash and Pro, and a V4.1-Flash"
        " model request (issue 19481) is still open, although a DeepSeek-V4.1 model file has "
        "appeared in the source tree. Check the release notes before planning on it.",
        "공식적으로 지원합니다. TensorRT-LLM 문서는 DeepSeek-V4 Flash와 Pro를 다루고, V4.1-Fl"
        "ash 모델 요청(이슈 19481)은 아직 해결되지 않은 상태입니다. 다만 소스 트리에는 DeepSe"
        "ek-V4.1 모델 파일이 등장했습니다. TensorRT-LLM으로 V4.1-Flash를 실행할 계획이라면 먼"
        "저 릴리스 노트를 확인하세요.",
    ),
    "a55 lb01 ja": (
        "ja",
        "products/llm-d:facts.backends",
        "vLLM (default) and SGLang; trtllm-serve listed in the model-server contract",
        "vLLM と SGLang（既定）。モデルサーバーの契約に trtllm-serve も記載",
    ),
    "a55 lb02 zh-Hant": (
        "zh-Hant",
        "products/llm-d:facts.backends",
        "vLLM (default) and SGLang; trtllm-serve listed in the model-server contract",
        "vLLM 與 SGLang（預設）；模型伺服器契約中也列出 trtllm-serve",
    ),
    "a55 lb03 ko": (
        "ko",
        "products/llm-d:facts.backends",
        "vLLM (default) and SGLang; trtllm-serve listed in the model-server contract",
        "vLLM과 SGLang(기본), 모델 서버 계약에는 trtllm-serve도 명시",
    ),
    "a55 vp01 ja": (
        "ja",
        "products/vllm:facts.pd-disaggregation",
        "Yes, through KV connectors; docs still call it experimental",
        "対応。KV コネクター経由（ドキュメントではもはや実験的扱いではない）",
    ),
    "a55 tc07 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-mooncake:head_to_head.rows.api.mooncake",
        "None; HTTP metadata and indexer endpoints only",
        "未提供；另有 HTTP 中繼資料與索引器端點等",
    ),
    "a55 tc08 ja": (
        "ja",
        "comparisons/deepinfer-vs-sglang:head_to_head.rows.deepseek-v41-flash.deepinfer",
        "Official release; the only model it supports",
        "公式リリース。対応モデルはこれが中心",
    ),
    "a55 tc10 ko": (
        "ko",
        "comparisons/deepinfer-vs-sglang:head_to_head.rows.deepseek-v41-flash.deepinfer",
        "Official release; the only model it supports",
        "공식 릴리스, 지원하는 대표 모델",
    ),
    "a55 tc11 ja": (
        "ja",
        "comparisons/deepinfer-vs-sglang:head_to_head.rows.deepseek-v41-flash.deepinfer",
        "Official release; the only model it supports",
        "非公式リリース。対応モデルはこれのみ",
    ),
    "a55 tc13 ja": (
        "ja",
        "comparisons/deepinfer-vs-tensorrt-llm:head_to_head.rows.hardware.tensorrt-llm",
        "NVIDIA only; DeepSeek-V4 on Blackwell, V4-Flash also on Hopper (SM90)",
        "NVIDIA が中心。DeepSeek-V4 は Blackwell で、V4-Flash は Hopper（SM90）でも動く",
    ),
    "a55 ar01 ja": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:decision_guide.ascend-only-v41.reason",
        "The official V4.1 engine, with Ascend as a target",
        "非公式の V4.1 エンジンで、Ascend も対象",
    ),
    "a55 so02x zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-dynamo:wins.dynamo.scale-out.detail",
        "Dynamo is built for inference across many nodes, not for a single offline process.",
        "Dynamo 是為單一離線程序打造的，並非為橫跨多個節點的推論設計。",
    ),
    "a55 so03x ko": (
        "ko",
        "comparisons/deepinfer-vs-dynamo:wins.dynamo.scale-out.detail",
        "Dynamo is built for inference across many nodes, not for a single offline process.",
        "Dynamo는 여러 노드에 걸친 추론이 아니라 단일 오프라인 프로세스를 목표로 합니다.",
    ),
}

# name: locale, key, English, translation (each says what the English says)
FAITHFUL = {
    "shipped ko facts.scope 0": (
        "ko",
        "products/llama-cpp:facts.scope",
        "Many GGUF models on one machine or a few",
        "머신 한 대나 몇 대에서 실행하는 다양한 GGUF 모델",
    ),
    "shipped ko facts.hardware 1": (
        "ko",
        "products/mindie:facts.hardware",
        "Huawei Ascend only (Atlas 800I A2, 800I A3, 300I Duo); 950 in Motor developer notes",
        "Huawei Ascend 전용(Atlas 800I A2, 800I A3, 300I Duo), 950은 Motor 개발자 노트에 언급",
    ),
    "shipped ko wins.dynamo.scale-out.detail 2": (
        "ko",
        "comparisons/deepinfer-vs-dynamo:wins.dynamo.scale-out.detail",
        "Dynamo is built for inference across many nodes, not for a single offline process.",
        "Dynamo는 단일 오프라인 프로세스가 아니라 여러 노드에 걸친 추론을 목표로 합니다.",
    ),
    "shipped ko faq.under-dynamo.answer 3": (
        "ko",
        "comparisons/deepinfer-vs-dynamo:faq.under-dynamo.answer",
        "Dynamo documents no DeepInfer backend; the supported ones are vLLM, SGLang and Tenso"
        "rRT-LLM. Do not assume the integration exists.",
        "Dynamo 문서에는 DeepInfer 백엔드가 나와 있지 않습니다. 지원 백엔드는 vLLM, SGLang, T"
        "ensorRT-LLM입니다. 통합 방법이 있다고 가정하지 마세요.",
    ),
    "shipped ko decision_guide.v41-small.situation 4": (
        "ko",
        "comparisons/deepinfer-vs-ktransformers:decision_guide.v41-small.situation",
        "Need V4.1-Flash specifically, on small hardware",
        "소형 하드웨어에서 꼭 V4.1-Flash가 필요하다",
    ),
    "shipped ko wins.deepinfer.v41-flash.detail 5": (
        "ko",
        "comparisons/deepinfer-vs-llama-cpp:wins.deepinfer.v41-flash.detail",
        "DeepInfer is the official engine for DeepSeek-V4.1-Flash. In llama.cpp, V4.1 support"
        " was an open pull request when we read it; only V4 is upstream.",
        "DeepInfer는 DeepSeek-V4.1-Flash의 공식 엔진입니다. llama.cpp의 V4.1 지원은 우리가 확"
        "인한 시점에 아직 병합되지 않은 풀 리퀘스트 단계였으며, 업스트림에 있는 것은 V4뿐입니"
        "다.",
    ),
    "shipped ko decision_guide.offline-batch.situation 6": (
        "ko",
        "comparisons/deepinfer-vs-sglang:decision_guide.offline-batch.situation",
        "Run offline jobs over mostly unique prompts",
        "프롬프트가 대부분 겹치지 않는 오프라인 작업을 실행한다",
    ),
    "shipped ko facts.backends 7": (
        "ko",
        "products/llm-d:facts.backends",
        "vLLM (default) and SGLang; trtllm-serve listed in the model-server contract",
        "vLLM(기본)과 SGLang, 모델 서버 계약에는 trtllm-serve도 명시",
    ),
    "shipped ko sources.trtllm-dsv4.supports 8": (
        "ko",
        "comparisons/deepinfer-vs-tensorrt-llm:sources.trtllm-dsv4.supports",
        "DeepseekV4ForCausalLM, MTP settings, trtllm-serve, KV cache needs; the copy read (co"
        "mmit 3699eda) still said Blackwell only",
        "DeepseekV4ForCausalLM, MTP 설정, trtllm-serve, KV 캐시 요구 사항, 확인한 사본(커밋 3"
        "699eda)에는 아직 Blackwell 전용으로 적혀 있음",
    ),
    "shipped ko head_to_head.rows.hardware.tensorrt-llm 9": (
        "ko",
        "comparisons/deepinfer-vs-tensorrt-llm:head_to_head.rows.hardware.tensorrt-llm",
        "NVIDIA only; DeepSeek-V4 on Blackwell, V4-Flash also on Hopper (SM90)",
        "NVIDIA 전용, DeepSeek-V4는 Blackwell, V4-Flash는 Hopper(SM90)에서도 지원",
    ),
    "shipped ko wins.lmdeploy.hardware.detail 10": (
        "ko",
        "comparisons/deepinfer-vs-lmdeploy:wins.lmdeploy.hardware.detail",
        "NVIDIA GPUs back to older generations, AMD ROCm, Ascend, Cambricon and MetaX, select"
        "ed with `LMDEPLOY_TARGET_DEVICE`. DeepInfer has two targets.",
        "LMDeploy에서는 이전 세대까지 포함한 NVIDIA GPU, AMD ROCm, Ascend, Cambricon, MetaX "
        "중에서 `LMDEPLOY_TARGET_DEVICE`로 대상을 선택합니다. DeepInfer의 지원 대상은 두 가지"
        "입니다.",
    ),
    "shipped ko facts.hardware 11": (
        "ko",
        "products/tensorrt-llm:facts.hardware",
        "NVIDIA only: Blackwell, Hopper, Ada Lovelace, Ampere",
        "NVIDIA 전용: Blackwell, Hopper, Ada Lovelace, Ampere",
    ),
    "shipped ja facts.backends 12": (
        "ja",
        "products/llm-d:facts.backends",
        "vLLM (default) and SGLang; trtllm-serve listed in the model-server contract",
        "vLLM（既定）と SGLang。モデルサーバーの契約に trtllm-serve も記載",
    ),
    "shipped zh-Hant facts.backends 13": (
        "zh-Hant",
        "products/llm-d:facts.backends",
        "vLLM (default) and SGLang; trtllm-serve listed in the model-server contract",
        "vLLM（預設）與 SGLang；模型伺服器契約中也列出 trtllm-serve",
    ),
    "shipped ja facts.pd-disaggregation 14": (
        "ja",
        "products/lmdeploy:facts.pd-disaggregation",
        "Yes, on the PyTorch engine only (DistServe)",
        "対応。PyTorch エンジンのみ（DistServe）",
    ),
    "shipped zh-Hant facts.pd-disaggregation 15": (
        "zh-Hant",
        "products/lmdeploy:facts.pd-disaggregation",
        "Yes, on the PyTorch engine only (DistServe)",
        "支援，僅限 PyTorch 引擎（DistServe）",
    ),
    "shipped ja wins.dynamo.scale-out.detail 16": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:wins.dynamo.scale-out.detail",
        "Dynamo is built for inference across many nodes, not for a single offline process.",
        "Dynamo は単一のオフラインプロセスではなく、多数のノードにまたがる推論のために作られ"
        "ている。",
    ),
    "shipped zh-Hant wins.dynamo.scale-out.detail 17": (
        "zh-Hant",
        "comparisons/deepinfer-vs-dynamo:wins.dynamo.scale-out.detail",
        "Dynamo is built for inference across many nodes, not for a single offline process.",
        "Dynamo 是為橫跨多個節點的推論打造的，並非為單一離線程序設計。",
    ),
    "shipped zh-Hant facts.deepseek-v41-flash 18": (
        "zh-Hant",
        "products/deepinfer:facts.deepseek-v41-flash",
        "Official release; the only model it supports",
        "官方發行版；這是它唯一支援的模型",
    ),
    "shipped ko facts.deepseek-v41-flash 19": (
        "ko",
        "products/deepinfer:facts.deepseek-v41-flash",
        "Official release; the only model it supports",
        "공식 릴리스, 지원하는 유일한 모델",
    ),
    "shipped ja facts.deepseek-v41-flash 20": (
        "ja",
        "products/lmdeploy:facts.deepseek-v41-flash",
        "Not listed; DeepSeek-V4 on the PyTorch engine only",
        "記載なし。DeepSeek-V4 は PyTorch エンジンのみ",
    ),
    "shipped zh-Hant facts.deepseek-v41-flash 21": (
        "zh-Hant",
        "products/lmdeploy:facts.deepseek-v41-flash",
        "Not listed; DeepSeek-V4 on the PyTorch engine only",
        "未列出；DeepSeek-V4 僅限 PyTorch 引擎",
    ),
    "shipped ja facts.hardware 22": (
        "ja",
        "products/mindie:facts.hardware",
        "Huawei Ascend only (Atlas 800I A2, 800I A3, 300I Duo); 950 in Motor developer notes",
        "Huawei Ascend のみ（Atlas 800I A2、800I A3、300I Duo）。Motor の開発者向けノートに 9"
        "50 の記載",
    ),
    "shipped ko what_each_is.ktransformers.paragraphs.deepseek 23": (
        "ko",
        "comparisons/deepinfer-vs-ktransformers:what_each_is.ktransformers.paragraphs.deepseek",
        "KTransformers first became known for running DeepSeek-R1 and V3 on a 24 GB GPU with "
        "large DRAM. It added DeepSeek-V4-Flash in May 2026. Its Docker tutorial validates a "
        "single RTX 5090, RTX 4090 or RTX 3090 with at least 200 GB of RAM and about 340 GB o"
        "f storage; another version of the tutorial uses eight RTX 5090 cards and at least 25"
        "6 GB. None of the material we read mentions V4.1-Flash.",
        "KTransformers는 24 GB GPU와 대용량 DRAM으로 DeepSeek-R1과 V3를 실행하면서 처음 알려"
        "졌습니다. 2026년 5월에는 DeepSeek-V4-Flash 지원을 추가했습니다. KTransformers의 Dock"
        "er 튜토리얼은 RTX 5090, RTX 4090, RTX 3090 중 한 장과 200 GB 이상의 RAM, 약 340 GB의"
        " 스토리지로 이루어진 구성을 검증했습니다. 튜토리얼의 다른 버전은 RTX 5090 카드 8장과"
        " 256 GB 이상의 RAM을 씁니다. 우리가 확인한 자료 중 V4.1-Flash를 언급한 것은 없습니다"
        ".",
    ),
    "shipped ja head_to_head.rows.deepseek-v41-flash.lmdeploy 24": (
        "ja",
        "comparisons/deepinfer-vs-lmdeploy:head_to_head.rows.deepseek-v41-flash.lmdeploy",
        "Not listed; V4 on the PyTorch engine (Hopper only, since v0.15.0, July 2026)",
        "記載なし。V4 は PyTorch エンジンで対応（Hopper のみ、2026年7月の v0.15.0 から）",
    ),
    "shipped ko head_to_head.rows.deepseek-v41-flash.lmdeploy 25": (
        "ko",
        "comparisons/deepinfer-vs-lmdeploy:head_to_head.rows.deepseek-v41-flash.lmdeploy",
        "Not listed; V4 on the PyTorch engine (Hopper only, since v0.15.0, July 2026)",
        "목록에 없음, V4는 2026년 7월에 나온 v0.15.0부터 PyTorch 엔진에서 지원(Hopper 전용)",
    ),
    "shipped ja wins.deepinfer.two-vendors.detail 26": (
        "ja",
        "comparisons/deepinfer-vs-mindie:wins.deepinfer.two-vendors.detail",
        "The same engine targets NVIDIA SM100 and Ascend 950, which helps if you run both or "
        "want to compare them on one model. MindIE runs on Ascend only.",
        "同じエンジンが NVIDIA SM100 と Ascend 950 を対象としているので、両方を運用している場"
        "合や、1つのモデルで両者を比べたい場合に役立つ。MindIE は Ascend でしか動かない。",
    ),
    "shipped ko wins.deepinfer.two-vendors.detail 27": (
        "ko",
        "comparisons/deepinfer-vs-mindie:wins.deepinfer.two-vendors.detail",
        "The same engine targets NVIDIA SM100 and Ascend 950, which helps if you run both or "
        "want to compare them on one model. MindIE runs on Ascend only.",
        "DeepInfer는 엔진 하나로 NVIDIA SM100과 Ascend 950을 모두 대상으로 하므로, 두 하드웨"
        "어를 함께 운영하거나 한 모델로 둘을 비교하려는 경우에 유용합니다. MindIE는 Ascend에"
        "서만 실행됩니다.",
    ),
    "shipped ko faq.v41-support.answer 28": (
        "ko",
        "comparisons/deepinfer-vs-tensorrt-llm:faq.v41-support.answer",
        "Not officially. Its documentation covers DeepSeek-V4 Flash and Pro, and a V4.1-Flash"
        " model request (issue 19481) is still open, although a DeepSeek-V4.1 model file has "
        "appeared in the source tree. Check the release notes before planning on it.",
        "공식적으로는 지원하지 않습니다. TensorRT-LLM 문서는 DeepSeek-V4 Flash와 Pro를 다루고"
        ", V4.1-Flash 모델 요청(이슈 19481)은 아직 해결되지 않은 상태입니다. 다만 소스 트리에"
        "는 DeepSeek-V4.1 모델 파일이 등장했습니다. TensorRT-LLM으로 V4.1-Flash를 실행할 계획"
        "이라면 먼저 릴리스 노트를 확인하세요.",
    ),
    "shipped ja facts.pd-disaggregation 32": (
        "ja",
        "products/vllm:facts.pd-disaggregation",
        "Yes, through KV connectors; docs still call it experimental",
        "対応。KV コネクター経由（ドキュメントではまだ実験的扱い）",
    ),
    "shipped zh-Hant head_to_head.rows.api.mooncake 33": (
        "zh-Hant",
        "comparisons/deepinfer-vs-mooncake:head_to_head.rows.api.mooncake",
        "None; HTTP metadata and indexer endpoints only",
        "未提供；僅有 HTTP 中繼資料與索引器端點",
    ),
    "shipped ja head_to_head.rows.deepseek-v41-flash.deepinfer 34": (
        "ja",
        "comparisons/deepinfer-vs-sglang:head_to_head.rows.deepseek-v41-flash.deepinfer",
        "Official release; the only model it supports",
        "公式リリース。対応モデルはこれのみ",
    ),
    "shipped ko head_to_head.rows.deepseek-v41-flash.deepinfer 35": (
        "ko",
        "comparisons/deepinfer-vs-sglang:head_to_head.rows.deepseek-v41-flash.deepinfer",
        "Official release; the only model it supports",
        "공식 릴리스, 지원하는 유일한 모델",
    ),
    "shipped ja head_to_head.rows.hardware.tensorrt-llm 37": (
        "ja",
        "comparisons/deepinfer-vs-tensorrt-llm:head_to_head.rows.hardware.tensorrt-llm",
        "NVIDIA only; DeepSeek-V4 on Blackwell, V4-Flash also on Hopper (SM90)",
        "NVIDIA のみ。DeepSeek-V4 は Blackwell で、V4-Flash は Hopper（SM90）でも動く",
    ),
    "shipped ja decision_guide.ascend-only-v41.reason 38": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:decision_guide.ascend-only-v41.reason",
        "The official V4.1 engine, with Ascend as a target",
        "公式の V4.1 エンジンで、Ascend も対象",
    ),
    "only, said with 만": (
        "ko",
        "comparisons/deepinfer-vs-tensorrt-llm:faq.compiled.answer",
        "Whichever path you use, it runs only on NVIDIA GPUs.",
        "어느 경로를 쓰든 NVIDIA GPU에서만 동작합니다.",
    ),
    "only, said with 僅限": (
        "zh-Hant",
        "products/mindie:facts.hardware",
        "Huawei Ascend only (Atlas 800I A2, 800I A3, 300I Duo); 950 in Motor developer notes",
        "僅限 Huawei Ascend（Atlas 800I A2、800I A3、300I Duo）；950 見於 Motor 開發者筆記",
    ),
    "not only, kept": (
        "ja",
        "comparisons/deepinfer-vs-vllm:wins.vllm.serving-api.lead",
        "A server, not only an engine.",
        "エンジンだけでなく、サーバーでもある。",
    ),
    "official, said as 正式": (
        "ja",
        "products/deepinfer:facts.deepseek-v41-flash",
        "Official release; the only model it supports",
        "正式リリース。対応する唯一のモデル",
    ),
    "unique, said as 不重複": (
        "zh-Hant",
        "comparisons/deepinfer-vs-sglang:decision_guide.offline-batch.situation",
        "Run offline jobs over mostly unique prompts",
        "針對大多不重複的提示詞執行離線作業",
    ),
    "still, said as 仍未": (
        "zh-Hant",
        "products/vllm:facts.pd-disaggregation",
        "Yes, through KV connectors; docs still call it experimental",
        "支援，透過 KV 連接器；文件仍將其列為實驗性功能",
    ),
    "the sides of a contrast kept": (
        "zh-Hant",
        "comparisons/deepinfer-vs-dynamo:wins.dynamo.scale-out.detail",
        "Dynamo is built for inference across many nodes, not for a single offline process.",
        "Dynamo 是為多節點推論而打造，而非單一離線程序。",
    ),
    "default, said as デフォルト": (
        "ja",
        "products/llm-d:facts.backends",
        "vLLM (default) and SGLang; trtllm-serve listed in the model-server contract",
        "vLLM（デフォルト）と SGLang。モデルサーバーの契約に trtllm-serve も記載",
    ),
    "not supported, where its clause says so": (
        "ko",
        "comparisons/deepinfer-vs-tensorrt-llm:head_to_head.rows.hardware.tensorrt-llm",
        "NVIDIA only; DeepSeek-V4 on Blackwell, V4.1 not supported",
        "NVIDIA 전용, DeepSeek-V4는 Blackwell, V4.1은 미지원",
    ),
    "do not, said as しないでください": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:faq.under-dynamo.answer",
        "Dynamo documents no DeepInfer backend; the supported ones are vLLM, SGLang and "
        "TensorRT-LLM. Do not assume the integration exists.",
        "Dynamo のドキュメントに DeepInfer バックエンドの記載はない。対応するのは vLLM、SGLang、"
        "TensorRT-LLM だ。統合が存在すると考えないでください。",
    ),
    "two or more, kept": (
        "ko",
        "comparisons/deepinfer-vs-lmdeploy:wins.lmdeploy.hardware.detail",
        "DeepInfer has two or more targets.",
        "DeepInfer의 지원 대상은 두 가지 이상입니다.",
    ),
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_changed_meaning_is_an_error(name: str, shipped_terms: dict[str, Terms]) -> None:
    found = shipped_findings(HOSTILE[name], shipped_terms)
    assert any(finding.startswith("error") for finding in found), found


@pytest.mark.parametrize("name", sorted(FAITHFUL))
def test_its_faithful_twin_passes(name: str, shipped_terms: dict[str, Terms]) -> None:
    assert shipped_findings(FAITHFUL[name], shipped_terms) == []
