"""Attack 55's and 56's cases that the rules read since stop 53, each from a shipped
entry: "only" dropped or negated (Huawei Ascend와 NVIDIA, NVIDIA 전용 아님, 両エンジン),
"official" as 非官方, "unique" as 겹치는, "still" as 더 이상, "small" as 대형, "above" as
下の層, "single" as 複数, "often" as 必須, "Best for" as 向いていない, the sides of "X, not Y"
swapped, "(default)" given to another name, "not supported" added to a clause whose English
says no negation, "Do not assume" as 보셔도 됩니다, "Not substitutes" as 代替関係にある,
"two" as 두 가지 이상, a plan added (預計下一版加入), a listed name dropped (KServe), and
listed numbers swapped (2.4 and 4.6 times as 4.6배, 2.4배), a sign dropped (200+ as 200개),
placeholders moved into brackets, a restriction added (商用利用不可), "choose" as 避ける,
"accessed" as 公開, two products that start sentences swapped, and "missing from" as 備えて
いる; and attack 57's (a blind attack on this stop's change): "often" as たまに, the sides
of "not" swapped round a name, a plan said as 전망, "core" as 付加機能, "community port" for
"Official", "multi-node" as 單節點, negations that negate
nothing (無料, ずつ, 못지않게) no longer standing in for a dropped one, and its faithful
translations refused before ("Not listed" as 記載なし, 限 NVIDIA, 2つ以上 for "more than one",
違う for "No.", 別のモデル for "not the same model").
Each with the shipped translation and a faithful rewording that must pass."""

from __future__ import annotations

import pytest

from comparekit.catalogs.rules import Terms
from test_attack26 import shipped_findings
from test_names_attack11 import shipped_terms

__all__ = ["shipped_terms"]  # (the fixture, for pytest)

IMPLEMENTED_BY = "comparisons/deepinfer-vs-llama-cpp:wins.deepinfer.model-author.detail"
IMPLEMENTED_BY_EN = (
    "CED, SWA bounded replay and DSpark are implemented by the team that designed V4.1-Flash, "
    "not ported afterwards by a community."
)

# name: locale, key, English, translation (each changes what the English says)
HOSTILE = {
    "a57 h-pad-zh-8 (a name's side swapped, 而不是)": (
        "zh-Hant",
        IMPLEMENTED_BY,
        IMPLEMENTED_BY_EN,
        "CED、SWA 有界重放與 DSpark 是事後由社群移植，而不是由設計 V4.1-Flash 的團隊親自實作。",
    ),
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
    "a55 ng01 ja": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:analysis.layers.paragraphs.no-backend",
        "Dynamo documents no DeepInfer backend; its supported backends are vLLM, SGLang and T"
        "ensorRT-LLM. Do not expect to run DeepInfer under Dynamo without integration work.",
        "Dynamo は DeepInfer バックエンドを文書化している。対応バックエンドは vLLM、SGLang、T"
        "ensorRT-LLM だ。統合作業なしに DeepInfer を Dynamo の配下で動かせるとは期待しないこ"
        "と。",
    ),
    "a55 ng02 ja": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:analysis.layers.paragraphs.no-backend",
        "Dynamo documents no DeepInfer backend; its supported backends are vLLM, SGLang and T"
        "ensorRT-LLM. Do not expect to run DeepInfer under Dynamo without integration work.",
        "Dynamo は DeepInfer バックエンドを文書化していない。対応バックエンドは vLLM、SGLang"
        "、TensorRT-LLM だ。統合作業なしでも DeepInfer を Dynamo の配下で動かせる。",
    ),
    "a55 ng03 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-dynamo:analysis.layers.paragraphs.no-backend",
        "Dynamo documents no DeepInfer backend; its supported backends are vLLM, SGLang and T"
        "ensorRT-LLM. Do not expect to run DeepInfer under Dynamo without integration work.",
        "Dynamo 的文件沒有記載 DeepInfer 後端；Dynamo 支援的後端是 vLLM、SGLang 與 TensorRT-L"
        "LM。即使不另做整合，也能在 Dynamo 底下執行 DeepInfer。",
    ),
    "a55 ng04 ko": (
        "ko",
        "comparisons/deepinfer-vs-dynamo:analysis.layers.paragraphs.no-backend",
        "Dynamo documents no DeepInfer backend; its supported backends are vLLM, SGLang and T"
        "ensorRT-LLM. Do not expect to run DeepInfer under Dynamo without integration work.",
        "Dynamo 문서에는 DeepInfer 백엔드가 나와 있지 않습니다. 지원 백엔드는 vLLM, SGLang, T"
        "ensorRT-LLM입니다. 통합 작업 없이도 DeepInfer를 Dynamo에서 실행할 수 있습니다.",
    ),
    "a55 ls02 zh-Hant": (
        "zh-Hant",
        "products/vllm:facts.hardware",
        "NVIDIA, AMD and Intel GPUs, CPUs; TPU, Ascend and more via plugins",
        "NVIDIA、AMD 與 Intel GPU；TPU、Ascend 等透過外掛支援",
    ),
    "a55 ls04 ja": (
        "ja",
        "products/vllm:facts.hardware",
        "NVIDIA, AMD and Intel GPUs, CPUs; TPU, Ascend and more via plugins",
        "CPU と、NVIDIA・AMD・Intel の GPU、TPU、Ascend などにネイティブ対応",
    ),
    "a55 sw03 ko": (
        "ko",
        "comparisons/deepinfer-vs-mooncake:wins.mooncake.transfer.detail",
        "The README reports up to 87 GB/s and 190 GB/s for 40 GB of data on 4×200 Gbps and 8×"
        "400 Gbps RoCE networks, about 2.4 and 4.6 times faster than TCP. It gets there with "
        "multi-NIC aggregation, topology-aware path selection and automatic failover.",
        "Mooncake README에 따르면 4×200 Gbps와 8×400 Gbps RoCE 네트워크에서 40 GB 데이터의 전"
        "송 속도는 각각 최대 87 GB/s와 190 GB/s로, TCP보다 약 4.6배, 2.4배 빠릅니다. Mooncake"
        "는 다중 NIC 대역폭 집계, 토폴로지 인식 경로 선택, 자동 장애 조치로 이 속도를 냅니다.",
    ),
    "a55 sw04 ja": (
        "ja",
        "comparisons/deepinfer-vs-mooncake:analysis.bandwidth-trap.paragraphs.units",
        "Mooncake's headline figures are in GB/s: how fast the Transfer Engine moves a 40 GB "
        "object over RoCE. Its service-level claim, that Kimi handles 75% more requests while"
        " meeting its SLOs, describes a whole platform with its own scheduler. DeepInfer's ch"
        "arts measure an engine: 4 SM100 GPUs for prefill and 64 for decode, a 131,072-token "
        "context, nextn=3 and 75% draft acceptance. The two sets of figures share no unit, so"
        ' any single "DeepInfer vs Mooncake" number would be meaningless.',
        "Mooncake の看板となる数値は GB/s 単位で、Transfer Engine が RoCE 上で 40 GB のオブジ"
        "ェクトをどれだけ速く移動させるかを示す。サービスレベルでうたわれている効果（Kimi は "
        "SLO を満たしながら 75% 多くのリクエストを処理できる）は、独自のスケジューラーを持つ"
        "プラットフォーム全体についてのものだ。DeepInfer のグラフはエンジンを測っている。pref"
        "ill に64基、decode に4基の SM100 GPU、131,072 トークンのコンテキスト、nextn=3、ドラ"
        "フト受入率 75% だ。2組の数値には共通の単位がないので、「DeepInfer と Mooncake」を1つ"
        "の数値で比べても意味がない。",
    ),
    "a55 sw05 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-mooncake:analysis.bandwidth-trap.paragraphs.units",
        "Mooncake's headline figures are in GB/s: how fast the Transfer Engine moves a 40 GB "
        "object over RoCE. Its service-level claim, that Kimi handles 75% more requests while"
        " meeting its SLOs, describes a whole platform with its own scheduler. DeepInfer's ch"
        "arts measure an engine: 4 SM100 GPUs for prefill and 64 for decode, a 131,072-token "
        "context, nextn=3 and 75% draft acceptance. The two sets of figures share no unit, so"
        ' any single "DeepInfer vs Mooncake" number would be meaningless.',
        "Mooncake 的主打數據以 GB/s 為單位，衡量的是 Transfer Engine 透過 RoCE 搬移一個 40 GB"
        " 物件的速度。至於服務層級，Mooncake 宣稱 Kimi 在符合 SLO 的同時能多處理 75% 的請求；"
        "這描述的是一整個擁有自己排程器的平台。DeepInfer 的圖表量測的則是引擎，條件為 prefill"
        " 使用 64 張 SM100 GPU、decode 使用 4 張，上下文 131,072 token，nextn=3，草稿接受率 7"
        "5%。兩組數據沒有共同的單位，因此任何單一的「DeepInfer vs Mooncake」數字都沒有意義。",
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
    "a55 nm01 ja": (
        "ja",
        "comparisons/deepinfer-vs-lmdeploy:wins.lmdeploy.quantization.detail",
        "AWQ 4-bit weights, int8 and int4 KV cache and FP8 for MoE models let a model fit on "
        "fewer or smaller GPUs. The DeepInfer release, as described, lists no quantization to"
        "oling.",
        "AWQ による 4 ビット重み、int8・int4 の KV キャッシュ、MoE モデル向けの FP8 を使えば"
        "、より少ない数の GPU や、メモリの少ない GPU にもモデルを収められる。公開版の説明を見"
        "る限り、DeepInfer には量子化のツールも必ず含まれている。",
    ),
    "a55 wh01 ja": (
        "ja",
        "comparisons/deepinfer-vs-sglang:wins.deepinfer.determinism.detail",
        "DeepInfer ships deterministic modes for the one model it runs. SGLang also offers de"
        "terministic inference, but documents it only for the FlashInfer, FlashAttention 3 an"
        "d Triton attention backends, and its V4.1 cookbook says that V4.1-Flash output is no"
        "t yet bitwise stable across batch composition and that `--enable-deterministic-infer"
        "ence` is refused on the `dsv4` backend that serves the model.",
        "SGLang は、対象とする唯一のモデルについて決定論的モードを提供している。DeepInfer も"
        "決定論的推論を提供するが、ドキュメントで対象とされているのは FlashInfer、FlashAttent"
        "ion 3、Triton の各アテンションバックエンドだけだ。さらに V4.1 のクックブックには、V4"
        ".1-Flash の出力はバッチ構成が変わるとまだビット単位で安定しないこと、このモデルのサ"
        "ービングに使われる `dsv4` バックエンドでは `--enable-deterministic-inference` が拒否"
        "されることが記されている。",
    ),
    "a55 wh03 ko": (
        "ko",
        "comparisons/deepinfer-vs-sglang:wins.deepinfer.determinism.detail",
        "DeepInfer ships deterministic modes for the one model it runs. SGLang also offers de"
        "terministic inference, but documents it only for the FlashInfer, FlashAttention 3 an"
        "d Triton attention backends, and its V4.1 cookbook says that V4.1-Flash output is no"
        "t yet bitwise stable across batch composition and that `--enable-deterministic-infer"
        "ence` is refused on the `dsv4` backend that serves the model.",
        "SGLang은 실행하는 모델 하나에 대해 결정론적 모드를 제공합니다. DeepInfer도 결정론적 "
        "추론을 제공하지만, 이를 지원하는 것으로 문서에 명시된 어텐션 백엔드는 FlashInfer, Fl"
        "ashAttention 3, Triton뿐입니다. 또한 V4.1 쿡북에 따르면 V4.1-Flash 출력은 배치 구성"
        "이 달라지면 아직 비트 단위로 일치하지 않으며, 이 모델을 서빙하는 `dsv4` 백엔드는 `--"
        "enable-deterministic-inference` 옵션을 받아들이지 않습니다.",
    ),
    "a55 ph01 ja": (
        "ja",
        "ui:source.described",
        "{supports} (accessed {date})",
        "{date}（{supports}参照）",
    ),
    "a55 ph02 ko": (
        "ko",
        "ui:source.described",
        "{supports} (accessed {date})",
        "{date} ({supports} 확인)",
    ),
    "a55 ph12 ja": (
        "ja",
        "ui:source.described",
        "{supports} (accessed {date})",
        "{supports}（{date}参照、未確認）",
    ),
    "a55 lk01 ja": (
        "ja",
        "products/tensorrt-llm:facts.license",
        "Apache-2.0, with some MIT and BSD third-party parts",
        "Apache-2.0（一部のサードパーティ部分は MІT と BSD）",
    ),
    "a55 cd01 ja": (
        "ja",
        "comparisons/deepinfer-vs-vllm:short_answer.choose",
        "Pick vLLM when you need an online server, more than one model, hardware other than S"
        "M100 and Ascend 950, or an engine that llm-d, Dynamo and KServe already integrate. L"
        "ook at DeepInfer when the job is DeepSeek-V4.1-Flash alone, run offline, and you wan"
        "t DeepSeek's own implementation, with its deterministic modes, rather than a port of"
        " it.",
        "オンラインのサーバー、単一のモデル、SM100 と Ascend 950 以外のハードウェア、あるいは"
        " llm-d、Dynamo、KServe がすでに統合しているエンジンが必要なら vLLM を選ぶ。DeepSeek-"
        "V4.1-Flash だけをオフラインで動かし、移植版ではなく DeepSeek 自身の実装を決定論的モ"
        "ードも含めて使いたいなら、DeepInfer を検討する。",
    ),
    "a55 cd03 ko": (
        "ko",
        "comparisons/deepinfer-vs-vllm:short_answer.choose",
        "Pick vLLM when you need an online server, more than one model, hardware other than S"
        "M100 and Ascend 950, or an engine that llm-d, Dynamo and KServe already integrate. L"
        "ook at DeepInfer when the job is DeepSeek-V4.1-Flash alone, run offline, and you wan"
        "t DeepSeek's own implementation, with its deterministic modes, rather than a port of"
        " it.",
        "온라인 서버가 필요하거나, 하나의 모델만 실행하거나, SM100과 Ascend 950 이외의 하드웨"
        "어를 쓰거나, llm-d, Dynamo, KServe가 이미 통합한 엔진이 필요하다면 vLLM을 선택하세요"
        ". 작업이 DeepSeek-V4.1-Flash 하나를 오프라인으로 실행하는 것뿐이고, 이식된 구현이 아"
        "니라 결정론적 모드를 갖춘 DeepSeek 자체 구현을 원한다면 DeepInfer를 검토하세요.",
    ),
    "a55 cd04 ja": (
        "ja",
        "comparisons/deepinfer-vs-vllm:short_answer.choose",
        "Pick vLLM when you need an online server, more than one model, hardware other than S"
        "M100 and Ascend 950, or an engine that llm-d, Dynamo and KServe already integrate. L"
        "ook at DeepInfer when the job is DeepSeek-V4.1-Flash alone, run offline, and you wan"
        "t DeepSeek's own implementation, with its deterministic modes, rather than a port of"
        " it.",
        "オンラインのサーバー、複数のモデル、SM100 や Ascend 950 のハードウェア、あるいは llm"
        "-d、Dynamo、KServe がすでに統合しているエンジンが必要なら vLLM を選ぶ。DeepSeek-V4.1"
        "-Flash だけをオフラインで動かし、移植版ではなく DeepSeek 自身の実装を決定論的モード"
        "も含めて使いたいなら、DeepInfer を検討する。",
    ),
    "a55 cd06 ko": (
        "ko",
        "comparisons/deepinfer-vs-vllm:short_answer.choose",
        "Pick vLLM when you need an online server, more than one model, hardware other than S"
        "M100 and Ascend 950, or an engine that llm-d, Dynamo and KServe already integrate. L"
        "ook at DeepInfer when the job is DeepSeek-V4.1-Flash alone, run offline, and you wan"
        "t DeepSeek's own implementation, with its deterministic modes, rather than a port of"
        " it.",
        "온라인 서버가 필요하거나, 둘 이상의 모델을 실행하거나, SM100과 Ascend 950 하드웨어를"
        " 쓰거나, llm-d, Dynamo, KServe가 이미 통합한 엔진이 필요하다면 vLLM을 선택하세요. 작"
        "업이 DeepSeek-V4.1-Flash 하나를 오프라인으로 실행하는 것뿐이고, 이식된 구현이 아니라"
        " 결정론적 모드를 갖춘 DeepSeek 자체 구현을 원한다면 DeepInfer를 검토하세요.",
    ),
    "a55 cd16 ja": (
        "ja",
        "comparisons/deepinfer-vs-vllm:short_answer.choose",
        "Pick vLLM when you need an online server, more than one model, hardware other than S"
        "M100 and Ascend 950, or an engine that llm-d, Dynamo and KServe already integrate. L"
        "ook at DeepInfer when the job is DeepSeek-V4.1-Flash alone, run offline, and you wan"
        "t DeepSeek's own implementation, with its deterministic modes, rather than a port of"
        " it.",
        "オンラインのサーバー、複数のモデル、SM100 と Ascend 950 以外のハードウェア、あるいは"
        " llm-d と Dynamo がすでに統合しているエンジンが必要なら vLLM を選ぶ。DeepSeek-V4.1-F"
        "lash だけをオフラインで動かし、移植版ではなく DeepSeek 自身の実装を決定論的モードも"
        "含めて使いたいなら、DeepInfer を検討する。",
    ),
    "a55 vn02 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llm-d:wins.llm-d.vendor-neutral.detail",
        "llm-d is a CNCF project with maintainers from several companies, and v0.9.0 ships im"
        "ages for CUDA, ROCm, Intel XPU, CPU and AWS EFA. The engine layer is swappable as we"
        "ll. vLLM is the default model server and SGLang is supported. The metrics contract b"
        "etween the EPP and the model servers also lists TensorRT-LLM's `trtllm-serve`.",
        "llm-d 是 CNCF 專案，維護者來自同一家公司，v0.9.0 提供 CUDA、ROCm、Intel XPU、CPU 與 "
        "AWS EFA 映像檔。引擎層也可以替換：llm-d 以 vLLM 為預設模型伺服器，也支援 SGLang。EPP"
        " 與模型伺服器之間的指標契約還列出了 TensorRT-LLM 的 `trtllm-serve`。",
    ),
    "a55 vn03 ko": (
        "ko",
        "comparisons/deepinfer-vs-llm-d:wins.llm-d.vendor-neutral.detail",
        "llm-d is a CNCF project with maintainers from several companies, and v0.9.0 ships im"
        "ages for CUDA, ROCm, Intel XPU, CPU and AWS EFA. The engine layer is swappable as we"
        "ll. vLLM is the default model server and SGLang is supported. The metrics contract b"
        "etween the EPP and the model servers also lists TensorRT-LLM's `trtllm-serve`.",
        "llm-d는 한 회사 소속 메인테이너가 참여하는 CNCF 프로젝트입니다. v0.9.0 릴리스는 CUDA"
        ", ROCm, Intel XPU, CPU, AWS EFA용 이미지를 제공합니다. 엔진 계층도 바꿔 쓸 수 있습니"
        "다. 기본 모델 서버는 vLLM이며 SGLang도 지원합니다. EPP와 모델 서버 사이의 메트릭 계"
        "약에는 TensorRT-LLM의 `trtllm-serve`도 나와 있습니다.",
    ),
    "a55 la04 ja": (
        "ja",
        "comparisons/deepinfer-vs-llama-cpp:faq.ascend.answer",
        "Yes, through its CANN backend, whose guide lists the Atlas 300T A2 and 300I Duo as v"
        "erified. Ascend 950 is not listed. DeepSeek-V4 ops shipped for CPU and CUDA with the"
        " original merge, and Metal and Vulkan added theirs by September 2026, but nothing do"
        "cuments them for the CANN backend, so do not assume DeepSeek-V4 runs there.",
        "CANN バックエンドを通じて動く。そのガイドは Atlas 300T A2 と 300I Duo を検証済みとし"
        "て挙げている。Ascend 950 は記載されていない。DeepSeek-V4 の演算子は最初のマージで CP"
        "U と CUDA 向けに提供され、Metal と Vulkan 向けも2026年9月までに追加された。しかし CA"
        "NN バックエンドについては、それらを文書化したものがない。DeepSeek-V4 は CANN でも動"
        "くと考えてよい。",
    ),
    "a55 la05 ko": (
        "ko",
        "comparisons/deepinfer-vs-llama-cpp:faq.ascend.answer",
        "Yes, through its CANN backend, whose guide lists the Atlas 300T A2 and 300I Duo as v"
        "erified. Ascend 950 is not listed. DeepSeek-V4 ops shipped for CPU and CUDA with the"
        " original merge, and Metal and Vulkan added theirs by September 2026, but nothing do"
        "cuments them for the CANN backend, so do not assume DeepSeek-V4 runs there.",
        "네, CANN 백엔드를 통해 가능하며, CANN 백엔드 가이드는 Atlas 300T A2와 300I Duo를 검"
        "증된 장치로 명시합니다. Ascend 950은 목록에 없습니다. DeepSeek-V4 연산은 최초 병합 "
        "때 CPU와 CUDA용으로 나왔고, Metal과 Vulkan은 2026년 9월까지 각자의 연산을 추가했습니"
        "다. 하지만 CANN 백엔드용으로 이 연산을 문서화한 자료는 없으므로, DeepSeek-V4는 CANN"
        "에서도 동작한다고 보아도 됩니다.",
    ),
    "a55 la06 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llama-cpp:faq.ascend.answer",
        "Yes, through its CANN backend, whose guide lists the Atlas 300T A2 and 300I Duo as v"
        "erified. Ascend 950 is not listed. DeepSeek-V4 ops shipped for CPU and CUDA with the"
        " original merge, and Metal and Vulkan added theirs by September 2026, but nothing do"
        "cuments them for the CANN backend, so do not assume DeepSeek-V4 runs there.",
        "可以，但要透過 llama.cpp 的 CANN 後端；該後端的指南將 Atlas 300T A2 與 300I Duo 列為"
        "已驗證裝置。Ascend 950 並未列出。DeepSeek-V4 的運算子隨最初的合併提供 CPU 與 CUDA 版"
        "本，到 2026年9月為止，Metal 與 Vulkan 也都有了各自的實作，但沒有任何文件記載 CANN 後"
        "端支援這些運算子，因此可以假設 DeepSeek-V4 能在該後端上執行。",
    ),
    "a55 fq04 ja": (
        "ja",
        "products/tensorrt-llm:facts.best-for",
        "Peak performance on NVIDIA-only fleets, often under Dynamo",
        "NVIDIA のみの環境での最高性能（Dynamo の配下で使うのが必須）",
    ),
    "a55 fq05 zh-Hant": (
        "zh-Hant",
        "products/tensorrt-llm:facts.best-for",
        "Peak performance on NVIDIA-only fleets, often under Dynamo",
        "在全 NVIDIA 機群上追求最高效能，必須在 Dynamo 底下運作",
    ),
    "a55 fq06 ko": (
        "ko",
        "products/tensorrt-llm:facts.best-for",
        "Peak performance on NVIDIA-only fleets, often under Dynamo",
        "NVIDIA 전용 인프라에서 최고 성능, 반드시 Dynamo와 함께 사용",
    ),
    "a55 fq10 ja": (
        "ja",
        "comparisons/deepinfer-vs-ktransformers:wins.ktransformers.many-models.detail",
        "Beyond DeepSeek, the project follows MoE releases from Kimi, GLM, MiniMax and Qwen, "
        "often supporting them on release day. DeepInfer runs exactly one model.",
        "DeepSeek 以外にも、Kimi、GLM、MiniMax、Qwen の新しい MoE モデルに追随しており、公開"
        "当日に対応することはまずない。DeepInfer が動かせるモデルはただ1つだ。",
    ),
    "a55 fq11 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-ktransformers:wins.ktransformers.many-models.detail",
        "Beyond DeepSeek, the project follows MoE releases from Kimi, GLM, MiniMax and Qwen, "
        "often supporting them on release day. DeepInfer runs exactly one model.",
        "除了 DeepSeek，這個專案也緊跟 Kimi、GLM、MiniMax 與 Qwen 推出的 MoE 模型，每次都在發"
        "布當天就提供支援。DeepInfer 只執行一個模型。",
    ),
    "a55 fq12 ko": (
        "ko",
        "comparisons/deepinfer-vs-ktransformers:wins.ktransformers.many-models.detail",
        "Beyond DeepSeek, the project follows MoE releases from Kimi, GLM, MiniMax and Qwen, "
        "often supporting them on release day. DeepInfer runs exactly one model.",
        "KTransformers는 DeepSeek 외에도 Kimi, GLM, MiniMax, Qwen의 MoE 릴리스를 따라가며, 항"
        "상 공개 당일에 지원합니다. DeepInfer가 실행하는 모델은 하나뿐입니다.",
    ),
    "a55 fq14 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-ktransformers:wins.ktransformers.many-models.detail",
        "Beyond DeepSeek, the project follows MoE releases from Kimi, GLM, MiniMax and Qwen, "
        "often supporting them on release day. DeepInfer runs exactly one model.",
        "除了 DeepSeek，這個專案也緊跟 Kimi、GLM、MiniMax 與 Qwen 推出的 MoE 模型，常在發布當"
        "天就提供支援。DeepInfer 可執行多個模型。",
    ),
    "a55 fq16 ja": (
        "ja",
        "comparisons/deepinfer-vs-ktransformers:wins.ktransformers.many-models.detail",
        "Beyond DeepSeek, the project follows MoE releases from Kimi, GLM, MiniMax and Qwen, "
        "often supporting them on release day. DeepInfer runs exactly one model.",
        "DeepSeek 以外にも、Kimi、GLM、Qwen の新しい MoE モデルに追随しており、公開当日に対応"
        "することも多い。DeepInfer が動かせるモデルはただ1つだ。",
    ),
    "a55 mn08 ja": (
        "ja",
        "hub:matrix.note",
        "Cells summarize the copies of each project's documentation that its article read; so"
        "me predate the dates they were read, so confirm a fact in the linked sources before "
        "you rely on it.",
        "表の各セルは、各製品の比較記事で参照したドキュメントのコピーを要約したものだ。参照日"
        "より新しいコピーもあるため、記載内容を根拠にする前に、リンク先の出典で確かめてほしい"
        "。",
    ),
    "a55 mn09 ko": (
        "ko",
        "hub:matrix.note",
        "Cells summarize the copies of each project's documentation that its article read; so"
        "me predate the dates they were read, so confirm a fact in the linked sources before "
        "you rely on it.",
        "각 칸은 비교 글마다 참고한 프로젝트 문서 사본을 요약한 것입니다. 일부 사본은 확인일"
        "보다 최신인 것이므로, 어떤 사실을 근거로 삼기 전에 링크된 출처에서 직접 확인하세요.",
    ),
    "a55 mn10 zh-Hant": (
        "zh-Hant",
        "hub:matrix.note",
        "Cells summarize the copies of each project's documentation that its article read; so"
        "me predate the dates they were read, so confirm a fact in the linked sources before "
        "you rely on it.",
        "表格內容摘要自各篇文章所查閱的專案文件副本；部分副本晚於各自的查閱日期，因此採信任何"
        "一項事實之前，請先到連結的來源確認。",
    ),
    "a55 lw03 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llama-cpp:faq.which.answer",
        "llama.cpp, if the model must run on your own machine with a local API. DeepInfer, if"
        " you run V4.1-Flash at datacenter scale on SM100 or Ascend 950 and offline use is en"
        "ough.",
        "如果模型可以在你自己的機器上執行，並提供本機 API，請選 llama.cpp。如果你要在 SM100 "
        "或 Ascend 950 上以資料中心規模執行 V4.1-Flash，而且離線使用就已足夠，請選 DeepInfer"
        "。",
    ),
    "a55 lw04 ko": (
        "ko",
        "comparisons/deepinfer-vs-llama-cpp:faq.which.answer",
        "llama.cpp, if the model must run on your own machine with a local API. DeepInfer, if"
        " you run V4.1-Flash at datacenter scale on SM100 or Ascend 950 and offline use is en"
        "ough.",
        "모델을 직접 보유한 머신에서 로컬 API와 함께 실행할 수도 있다면 llama.cpp를 선택하세"
        "요. SM100이나 Ascend 950에서 데이터센터 규모로 V4.1-Flash를 실행하고 오프라인 사용으"
        "로 충분하다면 DeepInfer를 선택하세요.",
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
    "a55 so04 ja": (
        "ja",
        "comparisons/deepinfer-vs-llama-cpp:wins.deepinfer.scale-out.detail",
        "Wide-EP with EPLB places experts across dozens of GPUs. llama.cpp splits layers or r"
        "ows across the GPUs of one machine and can reach other hosts over RPC, but has no ex"
        "pert parallelism or EPLB in the datacenter sense.",
        "Wide-EP と EPLB により、エキスパートを数十基の GPU にまたがって配置する。llama.cpp "
        "は複数のマシンの GPU 間で層や行を分割し、RPC でほかのホストにも処理を広げられるが、"
        "データセンターで言うところのエキスパート並列や EPLB は持たない。",
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
    "a55 hx04 ja": (
        "ja",
        "comparisons/deepinfer-vs-vllm:faq.together.answer",
        "No integration is documented in either direction. vLLM runs its own model code, and "
        "DeepInfer's release has no serving API for vLLM or any other stack to call.",
        "どちらの方向にも、統合が文書化されている。vLLM が動かすのは自前のモデルコードだ。Dee"
        "pInfer の公開版には、vLLM やほかのスタックから呼び出せるサービング API がない。",
    ),
    "a55 hx18 ja": (
        "ja",
        "products/mooncake:facts.best-for",
        "Shared KV cache and P/D KV transfer under an engine",
        "エンジンの上層で担う共有 KV キャッシュと P/D の KV 転送",
    ),
    "a55 hx20 zh-Hant": (
        "zh-Hant",
        "products/mooncake:facts.best-for",
        "Shared KV cache and P/D KV transfer under an engine",
        "在引擎之上提供共享 KV 快取與 P/D KV 傳輸",
    ),
    "a55 tc04 ja": (
        "ja",
        "comparisons/deepinfer-vs-mooncake:head_to_head.rows.kv-cache.mooncake",
        "Shared DRAM and SSD pool that outlives engine restarts",
        "エンジンの再起動後も残る DRAM の共有プール",
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
    "a55 tc12 ko": (
        "ko",
        "comparisons/deepinfer-vs-sglang:head_to_head.rows.deepseek-v41-flash.deepinfer",
        "Official release; the only model it supports",
        "커뮤니티 릴리스, 지원하는 유일한 모델",
    ),
    "a55 tc13 ja": (
        "ja",
        "comparisons/deepinfer-vs-tensorrt-llm:head_to_head.rows.hardware.tensorrt-llm",
        "NVIDIA only; DeepSeek-V4 on Blackwell, V4-Flash also on Hopper (SM90)",
        "NVIDIA が中心。DeepSeek-V4 は Blackwell で、V4-Flash は Hopper（SM90）でも動く",
    ),
    "a55 tc27 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-mooncake:head_to_head.rows.pd-disaggregation.deepinfer",
        "Not included in the release",
        "發行版尚未包含，預計下一版加入",
    ),
    "a55 vd02 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-dynamo:verdict",
        "Not substitutes: Dynamo orchestrates engines such as vLLM, SGLang and TensorRT-LLM a"
        "cross a cluster, while DeepInfer is a single-model engine with no serving layer.",
        "兩者可以互相取代：Dynamo 在叢集中編排 vLLM、SGLang 與 TensorRT-LLM 等引擎，而 DeepIn"
        "fer 是沒有服務層的單一模型引擎。",
    ),
    "a55 vd04 ja": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:verdict",
        "Not substitutes: Dynamo orchestrates engines such as vLLM, SGLang and TensorRT-LLM a"
        "cross a cluster, while DeepInfer is a single-model engine with no serving layer.",
        "代替関係にある。Dynamo は vLLM、SGLang、TensorRT-LLM などのエンジンをクラスター全体"
        "で編成する。一方、DeepInfer はサービング層を持たない単一モデル向けのエンジンだ。",
    ),
    "a55 vd05 ja": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:verdict",
        "Not substitutes: Dynamo orchestrates engines such as vLLM, SGLang and TensorRT-LLM a"
        "cross a cluster, while DeepInfer is a single-model engine with no serving layer.",
        "代替関係にはない。Dynamo は vLLM、SGLang、TensorRT-LLM などのエンジンをクラスター全"
        "体で編成する。一方、DeepInfer はサービング層を持たない複数モデル向けのエンジンだ。",
    ),
    "a55 vd06 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-dynamo:verdict",
        "Not substitutes: Dynamo orchestrates engines such as vLLM, SGLang and TensorRT-LLM a"
        "cross a cluster, while DeepInfer is a single-model engine with no serving layer.",
        "兩者並非互相取代的關係：Dynamo 在叢集中編排 vLLM、SGLang 與 TensorRT-LLM 等引擎，而 "
        "DeepInfer 是沒有服務層的多模型引擎。",
    ),
    "a55 pk06 zh-Hant": (
        "zh-Hant",
        "products/deepinfer:facts.scope",
        "One model: DeepSeek-V4.1-Flash",
        "多個模型：DeepSeek-V4.1-Flash 等",
    ),
    "a55 pk13 ja": (
        "ja",
        "products/deepinfer:facts.api",
        "None in the release",
        "公開版では非対応（次期版で対応予定）",
    ),
    "a55 pk17 ja": (
        "ja",
        "products/deepinfer:facts.license",
        "Apache-2.0",
        "Apache-2.0（商用利用不可）",
    ),
    "a55 pk18 zh-Hant": (
        "zh-Hant",
        "products/deepinfer:facts.license",
        "Apache-2.0",
        "Apache-2.0（僅限研究用途）",
    ),
    "a55 pk19 ko": (
        "ko",
        "products/deepinfer:facts.license",
        "Apache-2.0",
        "Apache-2.0 (상업적 이용 금지)",
    ),
    "a55 bs01 ja": (
        "ja",
        "comparisons/deepinfer-vs-llama-cpp:analysis.benchmark-trap.paragraphs.single-stream",
        "llama.cpp results are usually single-user tokens per second on one machine, with a p"
        "articular quantization and a particular split between CPU and GPU; community reports"
        " on the DSpark pull request are of that kind. DeepInfer's charts measure 4 SM100 GPU"
        "s for prefill and 64 for decode, with a 131,072-token context, nextn=3 and 75% draft"
        " acceptance. One is a desk, the other a datacenter deployment.",
        "llama.cpp の結果は常に、1台のマシンで特定の量子化方式と CPU/GPU の分割方法を選んで測"
        "った、シングルユーザーの毎秒トークン数だ。DSpark のプルリクエストに寄せられたコミュ"
        "ニティの報告もその種のものである。DeepInfer のグラフは、prefill に4基、decode に64基"
        "の SM100 GPU を使い、コンテキスト長 131,072 トークン、nextn=3、ドラフト受入率 75% で"
        "測ったものだ。一方は机の上の1台、もう一方はデータセンターでのデプロイである。",
    ),
    "a55 bs02 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llama-cpp:analysis.benchmark-trap.paragraphs.single-stream",
        "llama.cpp results are usually single-user tokens per second on one machine, with a p"
        "articular quantization and a particular split between CPU and GPU; community reports"
        " on the DSpark pull request are of that kind. DeepInfer's charts measure 4 SM100 GPU"
        "s for prefill and 64 for decode, with a 131,072-token context, nextn=3 and 75% draft"
        " acceptance. One is a desk, the other a datacenter deployment.",
        "llama.cpp 的結果一律是單一使用者在單一機器上的每秒 token 數，搭配特定的量化方式與特"
        "定的 CPU/GPU 切分；DSpark pull request 中的社群回報也屬於這一類。DeepInfer 圖表的量"
        "測條件是 prefill 使用 4 張 SM100 GPU、decode 使用 64 張，上下文長度 131,072 token，n"
        "extn=3，草稿接受率 75%。一個是桌上的單機，另一個是資料中心部署。",
    ),
    "a55 bs03 ko": (
        "ko",
        "comparisons/deepinfer-vs-llama-cpp:analysis.benchmark-trap.paragraphs.single-stream",
        "llama.cpp results are usually single-user tokens per second on one machine, with a p"
        "articular quantization and a particular split between CPU and GPU; community reports"
        " on the DSpark pull request are of that kind. DeepInfer's charts measure 4 SM100 GPU"
        "s for prefill and 64 for decode, with a 131,072-token context, nextn=3 and 75% draft"
        " acceptance. One is a desk, the other a datacenter deployment.",
        "llama.cpp의 결과는 언제나 머신 한 대에서 사용자 한 명 기준으로 잰 초당 토큰 수이며, "
        "특정 양자화 방식, 그리고 CPU와 GPU 사이의 특정 분할 방식을 전제로 합니다. DSpark 풀 "
        "리퀘스트에 올라온 커뮤니티 보고도 그런 종류입니다. DeepInfer가 공개한 차트의 측정 조"
        "건은 프리필에 SM100 GPU 4개, 디코드에 64개, 131,072 토큰 컨텍스트이며, 디코드는 next"
        "n=3, 드래프트 수용률 75%로 실행했습니다. 하나는 책상 위 장비이고, 다른 하나는 데이터"
        "센터 배포입니다.",
    ),
    "a55 bs08 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llama-cpp:analysis.benchmark-trap.paragraphs.single-stream",
        "llama.cpp results are usually single-user tokens per second on one machine, with a p"
        "articular quantization and a particular split between CPU and GPU; community reports"
        " on the DSpark pull request are of that kind. DeepInfer's charts measure 4 SM100 GPU"
        "s for prefill and 64 for decode, with a 131,072-token context, nextn=3 and 75% draft"
        " acceptance. One is a desk, the other a datacenter deployment.",
        "llama.cpp 的結果通常是多位使用者在多台機器上的每秒 token 數，搭配特定的量化方式與特"
        "定的 CPU/GPU 切分；DSpark pull request 中的社群回報也屬於這一類。DeepInfer 圖表的量"
        "測條件是 prefill 使用 4 張 SM100 GPU、decode 使用 64 張，上下文長度 131,072 token，n"
        "extn=3，草稿接受率 75%。一個是桌上的單機，另一個是資料中心部署。",
    ),
    "a55 pl03 ko": (
        "ko",
        "products/vllm:facts.scope",
        "200+ model architectures, single GPU to multi-node",
        "200개 모델 아키텍처, 단일 GPU에서 멀티노드까지 지원",
    ),
    "a55 om09 ko": (
        "ko",
        "comparisons/deepinfer-vs-dynamo:faq.is-engine.answer",
        "No. Dynamo is an orchestration layer above inference engines and works together with"
        " vLLM, SGLang or TensorRT-LLM. DeepInfer is an engine.",
        "아니요. Dynamo는 추론 엔진 위의 오케스트레이션 계층으로, vLLM, SGLang, TensorRT-LLM "
        "중 하나와 함께 동작합니다. DeepInfer는 엔진입니다. 다만 곧 엔진 기능이 추가될 예정입"
        "니다.",
    ),
    "a55 ie06 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-dynamo:faq.is-engine.answer",
        "No. Dynamo is an orchestration layer above inference engines and works together with"
        " vLLM, SGLang or TensorRT-LLM. DeepInfer is an engine.",
        "不是。Dynamo 是位於推論引擎之下的編排層，與 vLLM、SGLang 或 TensorRT-LLM 搭配運作。D"
        "eepInfer 則是引擎。",
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
    "a55 dl01 ja": (
        "ja",
        "dimensions:dimensions.pd-disaggregation.label",
        "PD disaggregation",
        "PD 統合",
    ),
    "a55 dl02 zh-Hant": (
        "zh-Hant",
        "dimensions:dimensions.pd-disaggregation.label",
        "PD disaggregation",
        "PD 合併",
    ),
    "a55 dl03 ko": (
        "ko",
        "dimensions:dimensions.pd-disaggregation.label",
        "PD disaggregation",
        "PD 통합",
    ),
    "a55 dl04 ja": (
        "ja",
        "dimensions:dimensions.best-for.label",
        "Best for",
        "向いていない用途",
    ),
    "a55 dl05 zh-Hant": (
        "zh-Hant",
        "dimensions:dimensions.best-for.label",
        "Best for",
        "最不適合",
    ),
    "a55 dl06 ko": (
        "ko",
        "dimensions:dimensions.best-for.label",
        "Best for",
        "부적합한 용도",
    ),
    "a55 dk04 ja": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:dek",
        "Dynamo sits one layer above the engine: it brings disaggregated serving, KV-aware ro"
        "uting, multi-tier KV caching (now through the engines' own offloading) and Kubernete"
        "s orchestration, while DeepInfer is the engine itself. Setting the two side by side "
        "is a category error, but an instructive one, because Dynamo shows what a complete se"
        "rving layer contains.",
        "Dynamo はエンジンの1つ下の層に位置し、分離サービング、KV を意識したルーティング、多"
        "階層の KV キャッシュ（現在は各エンジン自身のオフロードを利用）、Kubernetes による編"
        "成を提供する。一方、DeepInfer はエンジンそのものだ。層の違うものを並べて比べるのは見"
        "当違いだが、そこから学べることは多い。Dynamo を見れば、完全なサービング層が何を備え"
        "ているかがわかるからだ。",
    ),
    "a55 dk05 ko": (
        "ko",
        "comparisons/deepinfer-vs-dynamo:dek",
        "Dynamo sits one layer above the engine: it brings disaggregated serving, KV-aware ro"
        "uting, multi-tier KV caching (now through the engines' own offloading) and Kubernete"
        "s orchestration, while DeepInfer is the engine itself. Setting the two side by side "
        "is a category error, but an instructive one, because Dynamo shows what a complete se"
        "rving layer contains.",
        "Dynamo는 엔진보다 한 계층 아래에서 분리 서빙, KV 인식 라우팅, 다계층 KV 캐싱, 쿠버네"
        "티스 오케스트레이션을 제공합니다. 현재 다계층 KV 캐싱은 엔진 자체의 오프로드 기능이 "
        "맡습니다. 반면 DeepInfer는 엔진 그 자체입니다. 둘을 나란히 놓는 것은 범주 오류입니다"
        ". 그래도 Dynamo를 보면 완전한 서빙 계층에 무엇이 들어가야 하는지 알 수 있으므로 배울"
        " 점이 있습니다.",
    ),
    "a55 wq01 ja": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:faq.which.question",
        "Which one should I choose?",
        "どちらを避けるべきか",
    ),
    "a55 wq02 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-dynamo:faq.which.question",
        "Which one should I choose?",
        "我該放棄哪一個？",
    ),
    "a55 sl02 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-dynamo:wins.dynamo.service-layer.detail",
        "Disaggregated prefill/decode, KV-aware routing, tiered KV offloading (through the en"
        "gines' own offloading since KVBM's deprecation) and Kubernetes deployment are exactl"
        "y the parts missing from the DeepInfer release.",
        "Dynamo 提供分離式 prefill/decode、KV 感知路由、分層 KV 卸載（自 KVBM 棄用後改由各引"
        "擎自身的卸載功能實現）與 Kubernetes 部署，DeepInfer 發行版也都具備。",
    ),
    "a55 sl03 ko": (
        "ko",
        "comparisons/deepinfer-vs-dynamo:wins.dynamo.service-layer.detail",
        "Disaggregated prefill/decode, KV-aware routing, tiered KV offloading (through the en"
        "gines' own offloading since KVBM's deprecation) and Kubernetes deployment are exactl"
        "y the parts missing from the DeepInfer release.",
        "프리필/디코드 분리, KV 인식 라우팅, 다계층 KV 오프로드, 쿠버네티스 배포는 DeepInfer "
        "릴리스에도 모두 있는 부분입니다. KVBM이 사용 중단된 뒤로 다계층 KV 오프로드는 엔진 "
        "자체의 오프로드 기능이 맡습니다.",
    ),
    "a55 un07 ja": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:faq.which.answer",
        "Dynamo, if you need multi-node orchestration, KV-aware routing and disaggregated ser"
        "ving on a supported backend. DeepInfer is worth a look if you need DeepSeek's V4.1-F"
        "lash engine or Ascend 950.",
        "対応バックエンド上でマルチノードの編成、KV を意識したルーティング、分離サービングが"
        "不要なら Dynamo だ。DeepSeek の V4.1-Flash エンジンや Ascend 950 が必要なら、DeepInf"
        "er を検討する価値がある。",
    ),
    "a55 ui01 ja": (
        "ja",
        "ui:source.described",
        "{supports} (accessed {date})",
        "{supports}（{date}公開）",
    ),
    "a55 ui02 zh-Hant": (
        "zh-Hant",
        "ui:source.described",
        "{supports} (accessed {date})",
        "{supports}（發布日期：{date}）",
    ),
    "a55 ui03 ko": (
        "ko",
        "ui:source.described",
        "{supports} (accessed {date})",
        "{supports} ({date} 업데이트)",
    ),
    "a57 h-demote-ko-1": (
        "ko",
        "comparisons/deepinfer-vs-dynamo:decision_guide.kv-routing.reason",
        "KV-aware routing is a core part of the stack",
        "KV 인식 라우팅은 스택의 부가 기능일 뿐",
    ),
    "a57 h-demote-zh-1": (
        "zh-Hant",
        "comparisons/deepinfer-vs-dynamo:decision_guide.kv-routing.reason",
        "KV-aware routing is a core part of the stack",
        "KV 感知路由只是整個堆疊的附加功能",
    ),
    "a57 h-core-ja-1": (
        "ja",
        "products/dynamo:facts.pd-disaggregation",
        "Core feature",
        "オプションのアドオン",
    ),
    "a57 h-core-ko-1": (
        "ko",
        "products/dynamo:facts.pd-disaggregation",
        "Core feature",
        "실험적 기능",
    ),
    "a57 h-often-ja-2": (
        "ja",
        "comparisons/deepinfer-vs-ktransformers:wins.ktransformers.many-models.detail",
        "Beyond DeepSeek, the project follows MoE releases from Kimi, GLM, MiniMax and Qwen, "
        "often supporting them on release day. DeepInfer runs exactly one model.",
        "DeepSeek 以外にも、Kimi、GLM、MiniMax、Qwen の新しい MoE モデルに追随しており、公開"
        "当日に対応することもたまにある。DeepInfer が動かせるモデルはただ1つだ。",
    ),
    "a57 h-often-ko-2": (
        "ko",
        "comparisons/deepinfer-vs-ktransformers:wins.ktransformers.many-models.detail",
        "Beyond DeepSeek, the project follows MoE releases from Kimi, GLM, MiniMax and Qwen, "
        "often supporting them on release day. DeepInfer runs exactly one model.",
        "KTransformers는 DeepSeek 외에도 Kimi, GLM, MiniMax, Qwen의 MoE 릴리스를 따라가며, 가"
        "끔 공개 당일에 지원하기도 합니다. DeepInfer가 실행하는 모델은 하나뿐입니다.",
    ),
    "a57 h-often-zh-2": (
        "zh-Hant",
        "comparisons/deepinfer-vs-ktransformers:wins.ktransformers.many-models.detail",
        "Beyond DeepSeek, the project follows MoE releases from Kimi, GLM, MiniMax and Qwen, "
        "often supporting them on release day. DeepInfer runs exactly one model.",
        "除了 DeepSeek，這個專案也緊跟 Kimi、GLM、MiniMax 與 Qwen 推出的 MoE 模型，有時在發布"
        "當天就提供支援。DeepInfer 只執行一個模型。",
    ),
    "a57 h-official-ko-1": (
        "ko",
        "comparisons/deepinfer-vs-llama-cpp:decision_guide.v41-datacenter.reason",
        "Official engine with Wide-EP/EPLB for that model",
        "해당 모델용 Wide-EP/EPLB를 갖춘 커뮤니티 제작 엔진",
    ),
    "a57 h-official-zh-1": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llama-cpp:decision_guide.v41-datacenter.reason",
        "Official engine with Wide-EP/EPLB for that model",
        "該模型的社群移植引擎，具備 Wide-EP/EPLB",
    ),
    "a57 h-disagg-ja-1": (
        "ja",
        "products/tensorrt-llm:facts.pd-disaggregation",
        "Yes, disaggregated serving with KV cache transfer",
        "対応。prefill と decode を同じ GPU 上で混在させ、KV キャッシュ転送も行う",
    ),
    "a57 h-disagg-ko-1": (
        "ko",
        "products/tensorrt-llm:facts.pd-disaggregation",
        "Yes, disaggregated serving with KV cache transfer",
        "지원, 프리필과 디코드를 한 노드에서 함께 처리하며 KV 캐시 전송 포함",
    ),
    "a57 h-disagg-zh-1": (
        "zh-Hant",
        "products/tensorrt-llm:facts.pd-disaggregation",
        "Yes, disaggregated serving with KV cache transfer",
        "支援，prefill 與 decode 混合部署，搭配 KV 快取傳輸",
    ),
    "a57 h-disagg-zh-2": (
        "zh-Hant",
        "comparisons/deepinfer-vs-dynamo:decision_guide.multi-node-pd.situation",
        "Need multi-node serving with PD disaggregation",
        "需要具備 PD 分離的單機服務",
    ),
    "a57 h-firstclass-ja-1": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:wins.deepinfer.ascend-950.detail",
        "DeepInfer names Huawei Ascend 950 as a first-class target. Dynamo's supported hardwa"
        "re is NVIDIA GPUs.",
        "DeepInfer は Huawei Ascend 950 を試験的な対象ハードウェアとして挙げている。Dynamo の"
        "対応ハードウェアは NVIDIA GPU だ。",
    ),
    "a57 h-firstclass-ja-2": (
        "ja",
        "comparisons/deepinfer-vs-llama-cpp:wins.deepinfer.datacenter-targets.lead",
        "Datacenter accelerators as first-class targets.",
        "データセンター向けアクセラレーターはベストエフォートでの対応。",
    ),
    "a57 h-rarely-ko-1": (
        "ko",
        "comparisons/deepinfer-vs-ktransformers:analysis.hardware-class.paragraphs.who-chooses",
        "As a result, the two rarely compete for the same buyer. DeepInfer's release targets "
        "SM100 and Ascend 950 accelerators, not workstation GPUs, and a provider with SM100 r"
        "acks would waste them on CPU offload. The interesting cases are at the edges, and th"
        "ere the honest answer is to check the docs for your exact model and hardware.",
        "그 결과 두 프로젝트는 같은 구매자를 두고 꾸준히 경쟁합니다. DeepInfer 릴리스는 워크"
        "스테이션용 GPU가 아니라 SM100과 Ascend 950 가속기를 대상으로 합니다. SM100 랙을 보유"
        "한 서비스 사업자가 CPU 오프로드를 쓴다면 그 랙을 낭비하는 셈입니다. 판단이 까다로운 "
        "것은 두 영역의 경계에 걸친 경우이며, 그럴 때는 실제로 쓸 모델과 하드웨어에 맞는 문서"
        "를 직접 확인하는 수밖에 없습니다.",
    ),
    "a57 h-contrast-ko-3": (
        "ko",
        "comparisons/deepinfer-vs-ktransformers:analysis.hardware-class.paragraphs.who-chooses",
        "As a result, the two rarely compete for the same buyer. DeepInfer's release targets "
        "SM100 and Ascend 950 accelerators, not workstation GPUs, and a provider with SM100 r"
        "acks would waste them on CPU offload. The interesting cases are at the edges, and th"
        "ere the honest answer is to check the docs for your exact model and hardware.",
        "그 결과 두 프로젝트가 같은 구매자를 두고 경쟁하는 일은 드뭅니다. DeepInfer 릴리스는 "
        "SM100과 Ascend 950 가속기가 아니라 워크스테이션용 GPU를 대상으로 합니다. SM100 랙을 "
        "보유한 서비스 사업자가 CPU 오프로드를 쓴다면 그 랙을 낭비하는 셈입니다. 판단이 까다"
        "로운 것은 두 영역의 경계에 걸친 경우이며, 그럴 때는 실제로 쓸 모델과 하드웨어에 맞는"
        " 문서를 직접 확인하는 수밖에 없습니다.",
    ),
    "a57 h-pad-ja-2": (
        "ja",
        "products/deepinfer:facts.api",
        "None in the release",
        "リリースに無料の API を同梱",
    ),
    "a57 h-pad-ko-2": (
        "ko",
        "comparisons/deepinfer-vs-ktransformers:wins.ktransformers.fits-small-hardware.lead",
        "It runs on hardware DeepInfer does not target.",
        "DeepInfer가 대상으로 삼는 하드웨어에서도 그에 못지않게 실행.",
    ),
    "a57 h-pad-ja-3": (
        "ja",
        "comparisons/deepinfer-vs-ktransformers:wins.ktransformers.fits-small-hardware.lead",
        "It runs on hardware DeepInfer does not target.",
        "DeepInfer が対象とするハードウェアで、少しずつ動く。",
    ),
    "a57 h-pad-zh-4": (
        "zh-Hant",
        "comparisons/deepinfer-vs-ktransformers:decision_guide.v41-small.reason",
        "No V4.1 tutorial in the material we read",
        "我們查閱的資料中有 V4.1 教學，可免費取得",
    ),
    "a57 h-pad-zh-5": (
        "zh-Hant",
        "comparisons/deepinfer-vs-ktransformers:decision_guide.v41-small.choice",
        "Neither documented",
        "兩者皆有文件，無差別",
    ),
    "a57 h-pad-ja-7": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:wins.deepinfer.self-contained.lead",
        "No orchestration dependency.",
        "間違いなく編成層に依存する。",
    ),
    "a57 h-plan-ja-3": (
        "ja",
        "products/vllm:facts.deepseek-v41-flash",
        "V4.1 model code and DSpark drafts in docs; check your release",
        "V4.1 のモデルコードと DSpark ドラフトモデルをドキュメントに追加する方向。使うリリー"
        "スで要確認",
    ),
    "a57 h-plan-ko-3": (
        "ko",
        "products/vllm:facts.deepseek-v41-flash",
        "V4.1 model code and DSpark drafts in docs; check your release",
        "문서에 V4.1 모델 코드와 DSpark 드래프트가 추가될 전망, 사용 중인 릴리스에서 확인 필요",
    ),
    "a57 h-plan-zh-3": (
        "zh-Hant",
        "products/vllm:facts.deepseek-v41-flash",
        "V4.1 model code and DSpark drafts in docs; check your release",
        "文件中將陸續加入 V4.1 模型程式碼與 DSpark 草稿模型；請確認你使用的發行版",
    ),
    "a57 h-plugin-ja-1": (
        "ja",
        "products/vllm:facts.backends",
        "Its own engine, plus hardware plugins such as vLLM-Ascend",
        "独自のエンジンを持ち、vLLM-Ascend などのハードウェアプラグインは使わない",
    ),
    "a57 h-plugin-zh-1": (
        "zh-Hant",
        "products/vllm:facts.hardware",
        "NVIDIA, AMD and Intel GPUs, CPUs; TPU, Ascend and more via plugins",
        "NVIDIA、AMD 與 Intel GPU，以及 CPU；TPU、Ascend 等皆為原生內建支援",
    ),
    "a57 h-multi-zh-1": (
        "zh-Hant",
        "products/dynamo:facts.scope",
        "Multi-model, multi-node serving",
        "多模型、單節點服務",
    ),
    "a57 h-multi-ko-1": (
        "ko",
        "products/dynamo:facts.scope",
        "Multi-model, multi-node serving",
        "멀티모델, 한 노드 서빙",
    ),
}

# name: locale, key, English, translation (each says what the English says)
FAITHFUL = {
    "a57 zh-Hant (a name on its own side, 而不是)": (
        "zh-Hant",
        IMPLEMENTED_BY,
        IMPLEMENTED_BY_EN,
        "CED、SWA 有界重放與 DSpark 是由設計 V4.1-Flash 的團隊親自實作，而不是事後由社群移植。",
    ),
    "shipped ko wins.lmdeploy.breadth.detail 0": (
        "ko",
        "comparisons/deepinfer-vs-lmdeploy:wins.lmdeploy.breadth.detail",
        "LLMs and vision-language models from many families, with a per-engine support table."
        " If your fleet runs more than one model, one LMDeploy installation can serve them al"
        "l; DeepInfer cannot.",
        "LMDeploy는 많은 계열의 LLM과 비전-언어 모델을 지원하고 엔진별 지원 표도 있습니다. 인"
        "프라에서 모델을 두 개 이상 돌린다면 LMDeploy 하나를 설치해 전부 서빙할 수 있습니다. "
        "DeepInfer로는 불가능합니다.",
    ),
    "shipped ko facts.scope 1": (
        "ko",
        "products/llama-cpp:facts.scope",
        "Many GGUF models on one machine or a few",
        "머신 한 대나 몇 대에서 실행하는 다양한 GGUF 모델",
    ),
    "shipped ko facts.hardware 2": (
        "ko",
        "products/mindie:facts.hardware",
        "Huawei Ascend only (Atlas 800I A2, 800I A3, 300I Duo); 950 in Motor developer notes",
        "Huawei Ascend 전용(Atlas 800I A2, 800I A3, 300I Duo), 950은 Motor 개발자 노트에 언급",
    ),
    "shipped ko wins.dynamo.scale-out.detail 3": (
        "ko",
        "comparisons/deepinfer-vs-dynamo:wins.dynamo.scale-out.detail",
        "Dynamo is built for inference across many nodes, not for a single offline process.",
        "Dynamo는 단일 오프라인 프로세스가 아니라 여러 노드에 걸친 추론을 목표로 합니다.",
    ),
    "shipped ko faq.under-dynamo.answer 4": (
        "ko",
        "comparisons/deepinfer-vs-dynamo:faq.under-dynamo.answer",
        "Dynamo documents no DeepInfer backend; the supported ones are vLLM, SGLang and Tenso"
        "rRT-LLM. Do not assume the integration exists.",
        "Dynamo 문서에는 DeepInfer 백엔드가 나와 있지 않습니다. 지원 백엔드는 vLLM, SGLang, T"
        "ensorRT-LLM입니다. 통합 방법이 있다고 가정하지 마세요.",
    ),
    "shipped ko decision_guide.v41-small.situation 5": (
        "ko",
        "comparisons/deepinfer-vs-ktransformers:decision_guide.v41-small.situation",
        "Need V4.1-Flash specifically, on small hardware",
        "소형 하드웨어에서 꼭 V4.1-Flash가 필요하다",
    ),
    "shipped ko wins.deepinfer.v41-flash.detail 6": (
        "ko",
        "comparisons/deepinfer-vs-llama-cpp:wins.deepinfer.v41-flash.detail",
        "DeepInfer is the official engine for DeepSeek-V4.1-Flash. In llama.cpp, V4.1 support"
        " was an open pull request when we read it; only V4 is upstream.",
        "DeepInfer는 DeepSeek-V4.1-Flash의 공식 엔진입니다. llama.cpp의 V4.1 지원은 우리가 확"
        "인한 시점에 아직 병합되지 않은 풀 리퀘스트 단계였으며, 업스트림에 있는 것은 V4뿐입니"
        "다.",
    ),
    "shipped ko decision_guide.offline-batch.situation 7": (
        "ko",
        "comparisons/deepinfer-vs-sglang:decision_guide.offline-batch.situation",
        "Run offline jobs over mostly unique prompts",
        "프롬프트가 대부분 겹치지 않는 오프라인 작업을 실행한다",
    ),
    "shipped ko facts.backends 8": (
        "ko",
        "products/llm-d:facts.backends",
        "vLLM (default) and SGLang; trtllm-serve listed in the model-server contract",
        "vLLM(기본)과 SGLang, 모델 서버 계약에는 trtllm-serve도 명시",
    ),
    "shipped ko sources.trtllm-dsv4.supports 9": (
        "ko",
        "comparisons/deepinfer-vs-tensorrt-llm:sources.trtllm-dsv4.supports",
        "DeepseekV4ForCausalLM, MTP settings, trtllm-serve, KV cache needs; the copy read (co"
        "mmit 3699eda) still said Blackwell only",
        "DeepseekV4ForCausalLM, MTP 설정, trtllm-serve, KV 캐시 요구 사항, 확인한 사본(커밋 3"
        "699eda)에는 아직 Blackwell 전용으로 적혀 있음",
    ),
    "shipped ko head_to_head.rows.hardware.tensorrt-llm 10": (
        "ko",
        "comparisons/deepinfer-vs-tensorrt-llm:head_to_head.rows.hardware.tensorrt-llm",
        "NVIDIA only; DeepSeek-V4 on Blackwell, V4-Flash also on Hopper (SM90)",
        "NVIDIA 전용, DeepSeek-V4는 Blackwell, V4-Flash는 Hopper(SM90)에서도 지원",
    ),
    "shipped ko wins.lmdeploy.hardware.detail 11": (
        "ko",
        "comparisons/deepinfer-vs-lmdeploy:wins.lmdeploy.hardware.detail",
        "NVIDIA GPUs back to older generations, AMD ROCm, Ascend, Cambricon and MetaX, select"
        "ed with `LMDEPLOY_TARGET_DEVICE`. DeepInfer has two targets.",
        "LMDeploy에서는 이전 세대까지 포함한 NVIDIA GPU, AMD ROCm, Ascend, Cambricon, MetaX "
        "중에서 `LMDEPLOY_TARGET_DEVICE`로 대상을 선택합니다. DeepInfer의 지원 대상은 두 가지"
        "입니다.",
    ),
    "shipped ko facts.hardware 12": (
        "ko",
        "products/tensorrt-llm:facts.hardware",
        "NVIDIA only: Blackwell, Hopper, Ada Lovelace, Ampere",
        "NVIDIA 전용: Blackwell, Hopper, Ada Lovelace, Ampere",
    ),
    "shipped ko wins.lmdeploy.breadth.detail 13": (
        "ko",
        "comparisons/deepinfer-vs-lmdeploy:wins.lmdeploy.breadth.detail",
        "LLMs and vision-language models from many families, with a per-engine support table."
        " If your fleet runs more than one model, one LMDeploy installation can serve them al"
        "l; DeepInfer cannot.",
        "LMDeploy는 여러 계열의 LLM과 비전-언어 모델을 지원하며, 엔진별 지원 표가 따로 있습니"
        "다. 운영하는 인프라에서 두 개 이상의 모델을 실행한다면 LMDeploy 설치 하나로 모두 서"
        "빙할 수 있지만, DeepInfer는 그럴 수 없습니다.",
    ),
    "shipped ja facts.backends 14": (
        "ja",
        "products/llm-d:facts.backends",
        "vLLM (default) and SGLang; trtllm-serve listed in the model-server contract",
        "vLLM（既定）と SGLang。モデルサーバーの契約に trtllm-serve も記載",
    ),
    "shipped zh-Hant facts.backends 15": (
        "zh-Hant",
        "products/llm-d:facts.backends",
        "vLLM (default) and SGLang; trtllm-serve listed in the model-server contract",
        "vLLM（預設）與 SGLang；模型伺服器契約中也列出 trtllm-serve",
    ),
    "shipped ja facts.pd-disaggregation 16": (
        "ja",
        "products/lmdeploy:facts.pd-disaggregation",
        "Yes, on the PyTorch engine only (DistServe)",
        "対応。PyTorch エンジンのみ（DistServe）",
    ),
    "shipped zh-Hant facts.pd-disaggregation 17": (
        "zh-Hant",
        "products/lmdeploy:facts.pd-disaggregation",
        "Yes, on the PyTorch engine only (DistServe)",
        "支援，僅限 PyTorch 引擎（DistServe）",
    ),
    "shipped ja wins.dynamo.scale-out.detail 18": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:wins.dynamo.scale-out.detail",
        "Dynamo is built for inference across many nodes, not for a single offline process.",
        "Dynamo は単一のオフラインプロセスではなく、多数のノードにまたがる推論のために作られ"
        "ている。",
    ),
    "shipped zh-Hant wins.dynamo.scale-out.detail 19": (
        "zh-Hant",
        "comparisons/deepinfer-vs-dynamo:wins.dynamo.scale-out.detail",
        "Dynamo is built for inference across many nodes, not for a single offline process.",
        "Dynamo 是為橫跨多個節點的推論打造的，並非為單一離線程序設計。",
    ),
    "shipped zh-Hant facts.deepseek-v41-flash 20": (
        "zh-Hant",
        "products/deepinfer:facts.deepseek-v41-flash",
        "Official release; the only model it supports",
        "官方發行版；這是它唯一支援的模型",
    ),
    "shipped ko facts.deepseek-v41-flash 21": (
        "ko",
        "products/deepinfer:facts.deepseek-v41-flash",
        "Official release; the only model it supports",
        "공식 릴리스, 지원하는 유일한 모델",
    ),
    "shipped ja facts.deepseek-v41-flash 22": (
        "ja",
        "products/lmdeploy:facts.deepseek-v41-flash",
        "Not listed; DeepSeek-V4 on the PyTorch engine only",
        "記載なし。DeepSeek-V4 は PyTorch エンジンのみ",
    ),
    "shipped zh-Hant facts.deepseek-v41-flash 23": (
        "zh-Hant",
        "products/lmdeploy:facts.deepseek-v41-flash",
        "Not listed; DeepSeek-V4 on the PyTorch engine only",
        "未列出；DeepSeek-V4 僅限 PyTorch 引擎",
    ),
    "shipped ja facts.hardware 24": (
        "ja",
        "products/mindie:facts.hardware",
        "Huawei Ascend only (Atlas 800I A2, 800I A3, 300I Duo); 950 in Motor developer notes",
        "Huawei Ascend のみ（Atlas 800I A2、800I A3、300I Duo）。Motor の開発者向けノートに 9"
        "50 の記載",
    ),
    "shipped ja analysis.layers.paragraphs.no-backend 25": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:analysis.layers.paragraphs.no-backend",
        "Dynamo documents no DeepInfer backend; its supported backends are vLLM, SGLang and T"
        "ensorRT-LLM. Do not expect to run DeepInfer under Dynamo without integration work.",
        "Dynamo は DeepInfer バックエンドを文書化していない。対応バックエンドは vLLM、SGLang"
        "、TensorRT-LLM だ。統合作業なしに DeepInfer を Dynamo の配下で動かせるとは期待しない"
        "こと。",
    ),
    "shipped zh-Hant analysis.layers.paragraphs.no-backend 27": (
        "zh-Hant",
        "comparisons/deepinfer-vs-dynamo:analysis.layers.paragraphs.no-backend",
        "Dynamo documents no DeepInfer backend; its supported backends are vLLM, SGLang and T"
        "ensorRT-LLM. Do not expect to run DeepInfer under Dynamo without integration work.",
        "Dynamo 的文件沒有記載 DeepInfer 後端；Dynamo 支援的後端是 vLLM、SGLang 與 TensorRT-L"
        "LM。若不另做整合，就無法在 Dynamo 底下執行 DeepInfer。",
    ),
    "shipped ko analysis.layers.paragraphs.no-backend 28": (
        "ko",
        "comparisons/deepinfer-vs-dynamo:analysis.layers.paragraphs.no-backend",
        "Dynamo documents no DeepInfer backend; its supported backends are vLLM, SGLang and T"
        "ensorRT-LLM. Do not expect to run DeepInfer under Dynamo without integration work.",
        "Dynamo 문서에는 DeepInfer 백엔드가 나와 있지 않습니다. 지원 백엔드는 vLLM, SGLang, T"
        "ensorRT-LLM입니다. 통합 작업 없이 DeepInfer를 Dynamo에서 실행할 수 있으리라 기대하지"
        " 마세요.",
    ),
    "shipped zh-Hant facts.hardware 29": (
        "zh-Hant",
        "products/vllm:facts.hardware",
        "NVIDIA, AMD and Intel GPUs, CPUs; TPU, Ascend and more via plugins",
        "NVIDIA、AMD 與 Intel GPU，以及 CPU；TPU、Ascend 等透過外掛支援",
    ),
    "shipped ja facts.hardware 30": (
        "ja",
        "products/vllm:facts.hardware",
        "NVIDIA, AMD and Intel GPUs, CPUs; TPU, Ascend and more via plugins",
        "CPU と、NVIDIA・AMD・Intel の GPU。TPU、Ascend などはプラグイン経由",
    ),
    "shipped ko wins.mooncake.transfer.detail 31": (
        "ko",
        "comparisons/deepinfer-vs-mooncake:wins.mooncake.transfer.detail",
        "The README reports up to 87 GB/s and 190 GB/s for 40 GB of data on 4×200 Gbps and 8×"
        "400 Gbps RoCE networks, about 2.4 and 4.6 times faster than TCP. It gets there with "
        "multi-NIC aggregation, topology-aware path selection and automatic failover.",
        "Mooncake README에 따르면 4×200 Gbps와 8×400 Gbps RoCE 네트워크에서 40 GB 데이터의 전"
        "송 속도는 각각 최대 87 GB/s와 190 GB/s로, TCP보다 약 2.4배, 4.6배 빠릅니다. Mooncake"
        "는 다중 NIC 대역폭 집계, 토폴로지 인식 경로 선택, 자동 장애 조치로 이 속도를 냅니다.",
    ),
    "shipped ja analysis.bandwidth-trap.paragraphs.units 32": (
        "ja",
        "comparisons/deepinfer-vs-mooncake:analysis.bandwidth-trap.paragraphs.units",
        "Mooncake's headline figures are in GB/s: how fast the Transfer Engine moves a 40 GB "
        "object over RoCE. Its service-level claim, that Kimi handles 75% more requests while"
        " meeting its SLOs, describes a whole platform with its own scheduler. DeepInfer's ch"
        "arts measure an engine: 4 SM100 GPUs for prefill and 64 for decode, a 131,072-token "
        "context, nextn=3 and 75% draft acceptance. The two sets of figures share no unit, so"
        ' any single "DeepInfer vs Mooncake" number would be meaningless.',
        "Mooncake の看板となる数値は GB/s 単位で、Transfer Engine が RoCE 上で 40 GB のオブジ"
        "ェクトをどれだけ速く移動させるかを示す。サービスレベルでうたわれている効果（Kimi は "
        "SLO を満たしながら 75% 多くのリクエストを処理できる）は、独自のスケジューラーを持つ"
        "プラットフォーム全体についてのものだ。DeepInfer のグラフはエンジンを測っている。pref"
        "ill に4基、decode に64基の SM100 GPU、131,072 トークンのコンテキスト、nextn=3、ドラ"
        "フト受入率 75% だ。2組の数値には共通の単位がないので、「DeepInfer と Mooncake」を1つ"
        "の数値で比べても意味がない。",
    ),
    "shipped zh-Hant analysis.bandwidth-trap.paragraphs.units 33": (
        "zh-Hant",
        "comparisons/deepinfer-vs-mooncake:analysis.bandwidth-trap.paragraphs.units",
        "Mooncake's headline figures are in GB/s: how fast the Transfer Engine moves a 40 GB "
        "object over RoCE. Its service-level claim, that Kimi handles 75% more requests while"
        " meeting its SLOs, describes a whole platform with its own scheduler. DeepInfer's ch"
        "arts measure an engine: 4 SM100 GPUs for prefill and 64 for decode, a 131,072-token "
        "context, nextn=3 and 75% draft acceptance. The two sets of figures share no unit, so"
        ' any single "DeepInfer vs Mooncake" number would be meaningless.',
        "Mooncake 的主打數據以 GB/s 為單位，衡量的是 Transfer Engine 透過 RoCE 搬移一個 40 GB"
        " 物件的速度。至於服務層級，Mooncake 宣稱 Kimi 在符合 SLO 的同時能多處理 75% 的請求；"
        "這描述的是一整個擁有自己排程器的平台。DeepInfer 的圖表量測的則是引擎，條件為 prefill"
        " 使用 4 張 SM100 GPU、decode 使用 64 張，上下文 131,072 token，nextn=3，草稿接受率 7"
        "5%。兩組數據沒有共同的單位，因此任何單一的「DeepInfer vs Mooncake」數字都沒有意義。",
    ),
    "shipped ko what_each_is.ktransformers.paragraphs.deepseek 34": (
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
    "shipped ja wins.lmdeploy.quantization.detail 35": (
        "ja",
        "comparisons/deepinfer-vs-lmdeploy:wins.lmdeploy.quantization.detail",
        "AWQ 4-bit weights, int8 and int4 KV cache and FP8 for MoE models let a model fit on "
        "fewer or smaller GPUs. The DeepInfer release, as described, lists no quantization to"
        "oling.",
        "AWQ による 4 ビット重み、int8・int4 の KV キャッシュ、MoE モデル向けの FP8 を使えば"
        "、より少ない数の GPU や、メモリの少ない GPU にもモデルを収められる。公開版の説明を見"
        "る限り、DeepInfer には量子化のツールは含まれていない。",
    ),
    "shipped ja wins.deepinfer.determinism.detail 36": (
        "ja",
        "comparisons/deepinfer-vs-sglang:wins.deepinfer.determinism.detail",
        "DeepInfer ships deterministic modes for the one model it runs. SGLang also offers de"
        "terministic inference, but documents it only for the FlashInfer, FlashAttention 3 an"
        "d Triton attention backends, and its V4.1 cookbook says that V4.1-Flash output is no"
        "t yet bitwise stable across batch composition and that `--enable-deterministic-infer"
        "ence` is refused on the `dsv4` backend that serves the model.",
        "DeepInfer は、対象とする唯一のモデルについて決定論的モードを提供している。SGLang も"
        "決定論的推論を提供するが、ドキュメントで対象とされているのは FlashInfer、FlashAttent"
        "ion 3、Triton の各アテンションバックエンドだけだ。さらに V4.1 のクックブックには、V4"
        ".1-Flash の出力はバッチ構成が変わるとまだビット単位で安定しないこと、このモデルのサ"
        "ービングに使われる `dsv4` バックエンドでは `--enable-deterministic-inference` が拒否"
        "されることが記されている。",
    ),
    "shipped ko wins.deepinfer.determinism.detail 37": (
        "ko",
        "comparisons/deepinfer-vs-sglang:wins.deepinfer.determinism.detail",
        "DeepInfer ships deterministic modes for the one model it runs. SGLang also offers de"
        "terministic inference, but documents it only for the FlashInfer, FlashAttention 3 an"
        "d Triton attention backends, and its V4.1 cookbook says that V4.1-Flash output is no"
        "t yet bitwise stable across batch composition and that `--enable-deterministic-infer"
        "ence` is refused on the `dsv4` backend that serves the model.",
        "DeepInfer는 실행하는 모델 하나에 대해 결정론적 모드를 제공합니다. SGLang도 결정론적 "
        "추론을 제공하지만, 이를 지원하는 것으로 문서에 명시된 어텐션 백엔드는 FlashInfer, Fl"
        "ashAttention 3, Triton뿐입니다. 또한 V4.1 쿡북에 따르면 V4.1-Flash 출력은 배치 구성"
        "이 달라지면 아직 비트 단위로 일치하지 않으며, 이 모델을 서빙하는 `dsv4` 백엔드는 `--"
        "enable-deterministic-inference` 옵션을 받아들이지 않습니다.",
    ),
    "shipped ja source.described 38": (
        "ja",
        "ui:source.described",
        "{supports} (accessed {date})",
        "{supports}（{date}参照）",
    ),
    "shipped ko source.described 39": (
        "ko",
        "ui:source.described",
        "{supports} (accessed {date})",
        "{supports} ({date} 확인)",
    ),
    "shipped ja facts.license 41": (
        "ja",
        "products/tensorrt-llm:facts.license",
        "Apache-2.0, with some MIT and BSD third-party parts",
        "Apache-2.0（一部のサードパーティ部分は MIT と BSD）",
    ),
    "shipped ja short_answer.choose 42": (
        "ja",
        "comparisons/deepinfer-vs-vllm:short_answer.choose",
        "Pick vLLM when you need an online server, more than one model, hardware other than S"
        "M100 and Ascend 950, or an engine that llm-d, Dynamo and KServe already integrate. L"
        "ook at DeepInfer when the job is DeepSeek-V4.1-Flash alone, run offline, and you wan"
        "t DeepSeek's own implementation, with its deterministic modes, rather than a port of"
        " it.",
        "オンラインのサーバー、複数のモデル、SM100 と Ascend 950 以外のハードウェア、あるいは"
        " llm-d、Dynamo、KServe がすでに統合しているエンジンが必要なら vLLM を選ぶ。DeepSeek-"
        "V4.1-Flash だけをオフラインで動かし、移植版ではなく DeepSeek 自身の実装を決定論的モ"
        "ードも含めて使いたいなら、DeepInfer を検討する。",
    ),
    "shipped ko short_answer.choose 43": (
        "ko",
        "comparisons/deepinfer-vs-vllm:short_answer.choose",
        "Pick vLLM when you need an online server, more than one model, hardware other than S"
        "M100 and Ascend 950, or an engine that llm-d, Dynamo and KServe already integrate. L"
        "ook at DeepInfer when the job is DeepSeek-V4.1-Flash alone, run offline, and you wan"
        "t DeepSeek's own implementation, with its deterministic modes, rather than a port of"
        " it.",
        "온라인 서버가 필요하거나, 둘 이상의 모델을 실행하거나, SM100과 Ascend 950 이외의 하"
        "드웨어를 쓰거나, llm-d, Dynamo, KServe가 이미 통합한 엔진이 필요하다면 vLLM을 선택하"
        "세요. 작업이 DeepSeek-V4.1-Flash 하나를 오프라인으로 실행하는 것뿐이고, 이식된 구현"
        "이 아니라 결정론적 모드를 갖춘 DeepSeek 자체 구현을 원한다면 DeepInfer를 검토하세요.",
    ),
    "shipped zh-Hant wins.llm-d.vendor-neutral.detail 47": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llm-d:wins.llm-d.vendor-neutral.detail",
        "llm-d is a CNCF project with maintainers from several companies, and v0.9.0 ships im"
        "ages for CUDA, ROCm, Intel XPU, CPU and AWS EFA. The engine layer is swappable as we"
        "ll. vLLM is the default model server and SGLang is supported. The metrics contract b"
        "etween the EPP and the model servers also lists TensorRT-LLM's `trtllm-serve`.",
        "llm-d 是 CNCF 專案，維護者來自多家公司，v0.9.0 提供 CUDA、ROCm、Intel XPU、CPU 與 AW"
        "S EFA 映像檔。引擎層也可以替換：llm-d 以 vLLM 為預設模型伺服器，也支援 SGLang。EPP "
        "與模型伺服器之間的指標契約還列出了 TensorRT-LLM 的 `trtllm-serve`。",
    ),
    "shipped ko wins.llm-d.vendor-neutral.detail 48": (
        "ko",
        "comparisons/deepinfer-vs-llm-d:wins.llm-d.vendor-neutral.detail",
        "llm-d is a CNCF project with maintainers from several companies, and v0.9.0 ships im"
        "ages for CUDA, ROCm, Intel XPU, CPU and AWS EFA. The engine layer is swappable as we"
        "ll. vLLM is the default model server and SGLang is supported. The metrics contract b"
        "etween the EPP and the model servers also lists TensorRT-LLM's `trtllm-serve`.",
        "llm-d는 여러 회사 소속 메인테이너가 참여하는 CNCF 프로젝트입니다. v0.9.0 릴리스는 CU"
        "DA, ROCm, Intel XPU, CPU, AWS EFA용 이미지를 제공합니다. 엔진 계층도 바꿔 쓸 수 있습"
        "니다. 기본 모델 서버는 vLLM이며 SGLang도 지원합니다. EPP와 모델 서버 사이의 메트릭 "
        "계약에는 TensorRT-LLM의 `trtllm-serve`도 나와 있습니다.",
    ),
    "shipped ja faq.ascend.answer 49": (
        "ja",
        "comparisons/deepinfer-vs-llama-cpp:faq.ascend.answer",
        "Yes, through its CANN backend, whose guide lists the Atlas 300T A2 and 300I Duo as v"
        "erified. Ascend 950 is not listed. DeepSeek-V4 ops shipped for CPU and CUDA with the"
        " original merge, and Metal and Vulkan added theirs by September 2026, but nothing do"
        "cuments them for the CANN backend, so do not assume DeepSeek-V4 runs there.",
        "CANN バックエンドを通じて動く。そのガイドは Atlas 300T A2 と 300I Duo を検証済みとし"
        "て挙げている。Ascend 950 は記載されていない。DeepSeek-V4 の演算子は最初のマージで CP"
        "U と CUDA 向けに提供され、Metal と Vulkan 向けも2026年9月までに追加された。しかし CA"
        "NN バックエンドについては、それらを文書化したものがない。DeepSeek-V4 が CANN で動く"
        "と決めつけないこと。",
    ),
    "shipped ko faq.ascend.answer 50": (
        "ko",
        "comparisons/deepinfer-vs-llama-cpp:faq.ascend.answer",
        "Yes, through its CANN backend, whose guide lists the Atlas 300T A2 and 300I Duo as v"
        "erified. Ascend 950 is not listed. DeepSeek-V4 ops shipped for CPU and CUDA with the"
        " original merge, and Metal and Vulkan added theirs by September 2026, but nothing do"
        "cuments them for the CANN backend, so do not assume DeepSeek-V4 runs there.",
        "네, CANN 백엔드를 통해 가능하며, CANN 백엔드 가이드는 Atlas 300T A2와 300I Duo를 검"
        "증된 장치로 명시합니다. Ascend 950은 목록에 없습니다. DeepSeek-V4 연산은 최초 병합 "
        "때 CPU와 CUDA용으로 나왔고, Metal과 Vulkan은 2026년 9월까지 각자의 연산을 추가했습니"
        "다. 하지만 CANN 백엔드용으로 이 연산을 문서화한 자료는 없으므로, DeepSeek-V4가 CANN"
        "에서 동작한다고 가정하지 마세요.",
    ),
    "shipped zh-Hant faq.ascend.answer 51": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llama-cpp:faq.ascend.answer",
        "Yes, through its CANN backend, whose guide lists the Atlas 300T A2 and 300I Duo as v"
        "erified. Ascend 950 is not listed. DeepSeek-V4 ops shipped for CPU and CUDA with the"
        " original merge, and Metal and Vulkan added theirs by September 2026, but nothing do"
        "cuments them for the CANN backend, so do not assume DeepSeek-V4 runs there.",
        "可以，但要透過 llama.cpp 的 CANN 後端；該後端的指南將 Atlas 300T A2 與 300I Duo 列為"
        "已驗證裝置。Ascend 950 並未列出。DeepSeek-V4 的運算子隨最初的合併提供 CPU 與 CUDA 版"
        "本，到 2026年9月為止，Metal 與 Vulkan 也都有了各自的實作，但沒有任何文件記載 CANN 後"
        "端支援這些運算子，因此請勿假設 DeepSeek-V4 能在該後端上執行。",
    ),
    "shipped ja facts.best-for 52": (
        "ja",
        "products/tensorrt-llm:facts.best-for",
        "Peak performance on NVIDIA-only fleets, often under Dynamo",
        "NVIDIA のみの環境での最高性能（Dynamo の配下で使うことが多い）",
    ),
    "shipped zh-Hant facts.best-for 53": (
        "zh-Hant",
        "products/tensorrt-llm:facts.best-for",
        "Peak performance on NVIDIA-only fleets, often under Dynamo",
        "在全 NVIDIA 機群上追求最高效能，常在 Dynamo 底下運作",
    ),
    "shipped ko facts.best-for 54": (
        "ko",
        "products/tensorrt-llm:facts.best-for",
        "Peak performance on NVIDIA-only fleets, often under Dynamo",
        "NVIDIA 전용 인프라에서 최고 성능, 흔히 Dynamo와 함께 사용",
    ),
    "shipped ja wins.ktransformers.many-models.detail 55": (
        "ja",
        "comparisons/deepinfer-vs-ktransformers:wins.ktransformers.many-models.detail",
        "Beyond DeepSeek, the project follows MoE releases from Kimi, GLM, MiniMax and Qwen, "
        "often supporting them on release day. DeepInfer runs exactly one model.",
        "DeepSeek 以外にも、Kimi、GLM、MiniMax、Qwen の新しい MoE モデルに追随しており、公開"
        "当日に対応することも多い。DeepInfer が動かせるモデルはただ1つだ。",
    ),
    "shipped zh-Hant wins.ktransformers.many-models.detail 56": (
        "zh-Hant",
        "comparisons/deepinfer-vs-ktransformers:wins.ktransformers.many-models.detail",
        "Beyond DeepSeek, the project follows MoE releases from Kimi, GLM, MiniMax and Qwen, "
        "often supporting them on release day. DeepInfer runs exactly one model.",
        "除了 DeepSeek，這個專案也緊跟 Kimi、GLM、MiniMax 與 Qwen 推出的 MoE 模型，常在發布當"
        "天就提供支援。DeepInfer 只執行一個模型。",
    ),
    "shipped ko wins.ktransformers.many-models.detail 57": (
        "ko",
        "comparisons/deepinfer-vs-ktransformers:wins.ktransformers.many-models.detail",
        "Beyond DeepSeek, the project follows MoE releases from Kimi, GLM, MiniMax and Qwen, "
        "often supporting them on release day. DeepInfer runs exactly one model.",
        "KTransformers는 DeepSeek 외에도 Kimi, GLM, MiniMax, Qwen의 MoE 릴리스를 따라가며, 공"
        "개 당일에 지원하는 경우도 많습니다. DeepInfer가 실행하는 모델은 하나뿐입니다.",
    ),
    "shipped ja matrix.note 60": (
        "ja",
        "hub:matrix.note",
        "Cells summarize the copies of each project's documentation that its article read; so"
        "me predate the dates they were read, so confirm a fact in the linked sources before "
        "you rely on it.",
        "表の各セルは、各製品の比較記事で参照したドキュメントのコピーを要約したものだ。参照日"
        "より古いコピーもあるため、記載内容を根拠にする前に、リンク先の出典で確かめてほしい。",
    ),
    "shipped ko matrix.note 61": (
        "ko",
        "hub:matrix.note",
        "Cells summarize the copies of each project's documentation that its article read; so"
        "me predate the dates they were read, so confirm a fact in the linked sources before "
        "you rely on it.",
        "각 칸은 비교 글마다 참고한 프로젝트 문서 사본을 요약한 것입니다. 일부 사본은 확인일"
        "보다 오래된 것이므로, 어떤 사실을 근거로 삼기 전에 링크된 출처에서 직접 확인하세요.",
    ),
    "shipped zh-Hant matrix.note 62": (
        "zh-Hant",
        "hub:matrix.note",
        "Cells summarize the copies of each project's documentation that its article read; so"
        "me predate the dates they were read, so confirm a fact in the linked sources before "
        "you rely on it.",
        "表格內容摘要自各篇文章所查閱的專案文件副本；部分副本早於各自的查閱日期，因此採信任何"
        "一項事實之前，請先到連結的來源確認。",
    ),
    "shipped zh-Hant faq.which.answer 63": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llama-cpp:faq.which.answer",
        "llama.cpp, if the model must run on your own machine with a local API. DeepInfer, if"
        " you run V4.1-Flash at datacenter scale on SM100 or Ascend 950 and offline use is en"
        "ough.",
        "如果模型必須在你自己的機器上執行，並提供本機 API，請選 llama.cpp。如果你要在 SM100 "
        "或 Ascend 950 上以資料中心規模執行 V4.1-Flash，而且離線使用就已足夠，請選 DeepInfer"
        "。",
    ),
    "shipped ko faq.which.answer 64": (
        "ko",
        "comparisons/deepinfer-vs-llama-cpp:faq.which.answer",
        "llama.cpp, if the model must run on your own machine with a local API. DeepInfer, if"
        " you run V4.1-Flash at datacenter scale on SM100 or Ascend 950 and offline use is en"
        "ough.",
        "모델을 직접 보유한 머신에서 로컬 API와 함께 실행해야 한다면 llama.cpp를 선택하세요. "
        "SM100이나 Ascend 950에서 데이터센터 규모로 V4.1-Flash를 실행하고 오프라인 사용으로 "
        "충분하다면 DeepInfer를 선택하세요.",
    ),
    "shipped ja head_to_head.rows.deepseek-v41-flash.lmdeploy 65": (
        "ja",
        "comparisons/deepinfer-vs-lmdeploy:head_to_head.rows.deepseek-v41-flash.lmdeploy",
        "Not listed; V4 on the PyTorch engine (Hopper only, since v0.15.0, July 2026)",
        "記載なし。V4 は PyTorch エンジンで対応（Hopper のみ、2026年7月の v0.15.0 から）",
    ),
    "shipped ko head_to_head.rows.deepseek-v41-flash.lmdeploy 66": (
        "ko",
        "comparisons/deepinfer-vs-lmdeploy:head_to_head.rows.deepseek-v41-flash.lmdeploy",
        "Not listed; V4 on the PyTorch engine (Hopper only, since v0.15.0, July 2026)",
        "목록에 없음, V4는 2026년 7월에 나온 v0.15.0부터 PyTorch 엔진에서 지원(Hopper 전용)",
    ),
    "shipped ja wins.deepinfer.two-vendors.detail 67": (
        "ja",
        "comparisons/deepinfer-vs-mindie:wins.deepinfer.two-vendors.detail",
        "The same engine targets NVIDIA SM100 and Ascend 950, which helps if you run both or "
        "want to compare them on one model. MindIE runs on Ascend only.",
        "同じエンジンが NVIDIA SM100 と Ascend 950 を対象としているので、両方を運用している場"
        "合や、1つのモデルで両者を比べたい場合に役立つ。MindIE は Ascend でしか動かない。",
    ),
    "shipped ko wins.deepinfer.two-vendors.detail 68": (
        "ko",
        "comparisons/deepinfer-vs-mindie:wins.deepinfer.two-vendors.detail",
        "The same engine targets NVIDIA SM100 and Ascend 950, which helps if you run both or "
        "want to compare them on one model. MindIE runs on Ascend only.",
        "DeepInfer는 엔진 하나로 NVIDIA SM100과 Ascend 950을 모두 대상으로 하므로, 두 하드웨"
        "어를 함께 운영하거나 한 모델로 둘을 비교하려는 경우에 유용합니다. MindIE는 Ascend에"
        "서만 실행됩니다.",
    ),
    "shipped ko faq.v41-support.answer 69": (
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
    "shipped ja wins.deepinfer.scale-out.detail 70": (
        "ja",
        "comparisons/deepinfer-vs-llama-cpp:wins.deepinfer.scale-out.detail",
        "Wide-EP with EPLB places experts across dozens of GPUs. llama.cpp splits layers or r"
        "ows across the GPUs of one machine and can reach other hosts over RPC, but has no ex"
        "pert parallelism or EPLB in the datacenter sense.",
        "Wide-EP と EPLB により、エキスパートを数十基の GPU にまたがって配置する。llama.cpp "
        "は1台のマシンの GPU 間で層や行を分割し、RPC でほかのホストにも処理を広げられるが、デ"
        "ータセンターで言うところのエキスパート並列や EPLB は持たない。",
    ),
    "shipped ja facts.pd-disaggregation 74": (
        "ja",
        "products/vllm:facts.pd-disaggregation",
        "Yes, through KV connectors; docs still call it experimental",
        "対応。KV コネクター経由（ドキュメントではまだ実験的扱い）",
    ),
    "shipped ja faq.together.answer 75": (
        "ja",
        "comparisons/deepinfer-vs-vllm:faq.together.answer",
        "No integration is documented in either direction. vLLM runs its own model code, and "
        "DeepInfer's release has no serving API for vLLM or any other stack to call.",
        "どちらの方向にも、統合は文書化されていない。vLLM が動かすのは自前のモデルコードだ。D"
        "eepInfer の公開版には、vLLM やほかのスタックから呼び出せるサービング API がない。",
    ),
    "shipped ja facts.best-for 76": (
        "ja",
        "products/mooncake:facts.best-for",
        "Shared KV cache and P/D KV transfer under an engine",
        "エンジンの下層で担う共有 KV キャッシュと P/D の KV 転送",
    ),
    "shipped zh-Hant facts.best-for 77": (
        "zh-Hant",
        "products/mooncake:facts.best-for",
        "Shared KV cache and P/D KV transfer under an engine",
        "在引擎之下提供共享 KV 快取與 P/D KV 傳輸",
    ),
    "shipped ja head_to_head.rows.kv-cache.mooncake 78": (
        "ja",
        "comparisons/deepinfer-vs-mooncake:head_to_head.rows.kv-cache.mooncake",
        "Shared DRAM and SSD pool that outlives engine restarts",
        "エンジンの再起動後も残る DRAM と SSD の共有プール",
    ),
    "shipped zh-Hant head_to_head.rows.api.mooncake 79": (
        "zh-Hant",
        "comparisons/deepinfer-vs-mooncake:head_to_head.rows.api.mooncake",
        "None; HTTP metadata and indexer endpoints only",
        "未提供；僅有 HTTP 中繼資料與索引器端點",
    ),
    "shipped ja head_to_head.rows.deepseek-v41-flash.deepinfer 80": (
        "ja",
        "comparisons/deepinfer-vs-sglang:head_to_head.rows.deepseek-v41-flash.deepinfer",
        "Official release; the only model it supports",
        "公式リリース。対応モデルはこれのみ",
    ),
    "shipped ko head_to_head.rows.deepseek-v41-flash.deepinfer 81": (
        "ko",
        "comparisons/deepinfer-vs-sglang:head_to_head.rows.deepseek-v41-flash.deepinfer",
        "Official release; the only model it supports",
        "공식 릴리스, 지원하는 유일한 모델",
    ),
    "shipped ja head_to_head.rows.hardware.tensorrt-llm 84": (
        "ja",
        "comparisons/deepinfer-vs-tensorrt-llm:head_to_head.rows.hardware.tensorrt-llm",
        "NVIDIA only; DeepSeek-V4 on Blackwell, V4-Flash also on Hopper (SM90)",
        "NVIDIA のみ。DeepSeek-V4 は Blackwell で、V4-Flash は Hopper（SM90）でも動く",
    ),
    "shipped zh-Hant head_to_head.rows.pd-disaggregation.deepinfer 85": (
        "zh-Hant",
        "comparisons/deepinfer-vs-mooncake:head_to_head.rows.pd-disaggregation.deepinfer",
        "Not included in the release",
        "發行版未包含",
    ),
    "shipped zh-Hant verdict 86": (
        "zh-Hant",
        "comparisons/deepinfer-vs-dynamo:verdict",
        "Not substitutes: Dynamo orchestrates engines such as vLLM, SGLang and TensorRT-LLM a"
        "cross a cluster, while DeepInfer is a single-model engine with no serving layer.",
        "兩者並非互相取代的關係：Dynamo 在叢集中編排 vLLM、SGLang 與 TensorRT-LLM 等引擎，而 "
        "DeepInfer 是沒有服務層的單一模型引擎。",
    ),
    "shipped ja verdict 87": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:verdict",
        "Not substitutes: Dynamo orchestrates engines such as vLLM, SGLang and TensorRT-LLM a"
        "cross a cluster, while DeepInfer is a single-model engine with no serving layer.",
        "代替関係にはない。Dynamo は vLLM、SGLang、TensorRT-LLM などのエンジンをクラスター全"
        "体で編成する。一方、DeepInfer はサービング層を持たない単一モデル向けのエンジンだ。",
    ),
    "shipped zh-Hant facts.scope 90": (
        "zh-Hant",
        "products/deepinfer:facts.scope",
        "One model: DeepSeek-V4.1-Flash",
        "單一模型：DeepSeek-V4.1-Flash",
    ),
    "shipped ja facts.api 91": (
        "ja",
        "products/deepinfer:facts.api",
        "None in the release",
        "公開版では非対応",
    ),
    "shipped ja facts.license 92": (
        "ja",
        "products/deepinfer:facts.license",
        "Apache-2.0",
        "Apache-2.0",
    ),
    "shipped zh-Hant facts.license 93": (
        "zh-Hant",
        "products/deepinfer:facts.license",
        "Apache-2.0",
        "Apache-2.0",
    ),
    "shipped ko facts.license 94": (
        "ko",
        "products/deepinfer:facts.license",
        "Apache-2.0",
        "Apache-2.0",
    ),
    "shipped ja analysis.benchmark-trap.paragraphs.single-stream 95": (
        "ja",
        "comparisons/deepinfer-vs-llama-cpp:analysis.benchmark-trap.paragraphs.single-stream",
        "llama.cpp results are usually single-user tokens per second on one machine, with a p"
        "articular quantization and a particular split between CPU and GPU; community reports"
        " on the DSpark pull request are of that kind. DeepInfer's charts measure 4 SM100 GPU"
        "s for prefill and 64 for decode, with a 131,072-token context, nextn=3 and 75% draft"
        " acceptance. One is a desk, the other a datacenter deployment.",
        "llama.cpp の結果は通常、1台のマシンで特定の量子化方式と CPU/GPU の分割方法を選んで測"
        "った、シングルユーザーの毎秒トークン数だ。DSpark のプルリクエストに寄せられたコミュ"
        "ニティの報告もその種のものである。DeepInfer のグラフは、prefill に4基、decode に64基"
        "の SM100 GPU を使い、コンテキスト長 131,072 トークン、nextn=3、ドラフト受入率 75% で"
        "測ったものだ。一方は机の上の1台、もう一方はデータセンターでのデプロイである。",
    ),
    "shipped zh-Hant analysis.benchmark-trap.paragraphs.single-stream 96": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llama-cpp:analysis.benchmark-trap.paragraphs.single-stream",
        "llama.cpp results are usually single-user tokens per second on one machine, with a p"
        "articular quantization and a particular split between CPU and GPU; community reports"
        " on the DSpark pull request are of that kind. DeepInfer's charts measure 4 SM100 GPU"
        "s for prefill and 64 for decode, with a 131,072-token context, nextn=3 and 75% draft"
        " acceptance. One is a desk, the other a datacenter deployment.",
        "llama.cpp 的結果通常是單一使用者在單一機器上的每秒 token 數，搭配特定的量化方式與特"
        "定的 CPU/GPU 切分；DSpark pull request 中的社群回報也屬於這一類。DeepInfer 圖表的量"
        "測條件是 prefill 使用 4 張 SM100 GPU、decode 使用 64 張，上下文長度 131,072 token，n"
        "extn=3，草稿接受率 75%。一個是桌上的單機，另一個是資料中心部署。",
    ),
    "shipped ko analysis.benchmark-trap.paragraphs.single-stream 97": (
        "ko",
        "comparisons/deepinfer-vs-llama-cpp:analysis.benchmark-trap.paragraphs.single-stream",
        "llama.cpp results are usually single-user tokens per second on one machine, with a p"
        "articular quantization and a particular split between CPU and GPU; community reports"
        " on the DSpark pull request are of that kind. DeepInfer's charts measure 4 SM100 GPU"
        "s for prefill and 64 for decode, with a 131,072-token context, nextn=3 and 75% draft"
        " acceptance. One is a desk, the other a datacenter deployment.",
        "llama.cpp의 결과는 보통 머신 한 대에서 사용자 한 명 기준으로 잰 초당 토큰 수이며, 특"
        "정 양자화 방식, 그리고 CPU와 GPU 사이의 특정 분할 방식을 전제로 합니다. DSpark 풀 리"
        "퀘스트에 올라온 커뮤니티 보고도 그런 종류입니다. DeepInfer가 공개한 차트의 측정 조건"
        "은 프리필에 SM100 GPU 4개, 디코드에 64개, 131,072 토큰 컨텍스트이며, 디코드는 nextn="
        "3, 드래프트 수용률 75%로 실행했습니다. 하나는 책상 위 장비이고, 다른 하나는 데이터센"
        "터 배포입니다.",
    ),
    "shipped ko facts.scope 99": (
        "ko",
        "products/vllm:facts.scope",
        "200+ model architectures, single GPU to multi-node",
        "200개 이상의 모델 아키텍처, 단일 GPU에서 멀티노드까지 지원",
    ),
    "shipped ko faq.is-engine.answer 100": (
        "ko",
        "comparisons/deepinfer-vs-dynamo:faq.is-engine.answer",
        "No. Dynamo is an orchestration layer above inference engines and works together with"
        " vLLM, SGLang or TensorRT-LLM. DeepInfer is an engine.",
        "아니요. Dynamo는 추론 엔진 위의 오케스트레이션 계층으로, vLLM, SGLang, TensorRT-LLM "
        "중 하나와 함께 동작합니다. DeepInfer는 엔진입니다.",
    ),
    "shipped zh-Hant faq.is-engine.answer 101": (
        "zh-Hant",
        "comparisons/deepinfer-vs-dynamo:faq.is-engine.answer",
        "No. Dynamo is an orchestration layer above inference engines and works together with"
        " vLLM, SGLang or TensorRT-LLM. DeepInfer is an engine.",
        "不是。Dynamo 是位於推論引擎之上的編排層，與 vLLM、SGLang 或 TensorRT-LLM 搭配運作。D"
        "eepInfer 則是引擎。",
    ),
    "shipped ja decision_guide.ascend-only-v41.reason 102": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:decision_guide.ascend-only-v41.reason",
        "The official V4.1 engine, with Ascend as a target",
        "公式の V4.1 エンジンで、Ascend も対象",
    ),
    "shipped ja dimensions.pd-disaggregation.label 105": (
        "ja",
        "dimensions:dimensions.pd-disaggregation.label",
        "PD disaggregation",
        "PD 分離",
    ),
    "shipped zh-Hant dimensions.pd-disaggregation.label 106": (
        "zh-Hant",
        "dimensions:dimensions.pd-disaggregation.label",
        "PD disaggregation",
        "PD 分離",
    ),
    "shipped ko dimensions.pd-disaggregation.label 107": (
        "ko",
        "dimensions:dimensions.pd-disaggregation.label",
        "PD disaggregation",
        "PD 분리",
    ),
    "shipped ja dimensions.best-for.label 108": (
        "ja",
        "dimensions:dimensions.best-for.label",
        "Best for",
        "向いている用途",
    ),
    "shipped zh-Hant dimensions.best-for.label 109": (
        "zh-Hant",
        "dimensions:dimensions.best-for.label",
        "Best for",
        "最適合",
    ),
    "shipped ko dimensions.best-for.label 110": (
        "ko",
        "dimensions:dimensions.best-for.label",
        "Best for",
        "적합한 용도",
    ),
    "shipped ja dek 111": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:dek",
        "Dynamo sits one layer above the engine: it brings disaggregated serving, KV-aware ro"
        "uting, multi-tier KV caching (now through the engines' own offloading) and Kubernete"
        "s orchestration, while DeepInfer is the engine itself. Setting the two side by side "
        "is a category error, but an instructive one, because Dynamo shows what a complete se"
        "rving layer contains.",
        "Dynamo はエンジンの1つ上の層に位置し、分離サービング、KV を意識したルーティング、多"
        "階層の KV キャッシュ（現在は各エンジン自身のオフロードを利用）、Kubernetes による編"
        "成を提供する。一方、DeepInfer はエンジンそのものだ。層の違うものを並べて比べるのは見"
        "当違いだが、そこから学べることは多い。Dynamo を見れば、完全なサービング層が何を備え"
        "ているかがわかるからだ。",
    ),
    "shipped ko dek 112": (
        "ko",
        "comparisons/deepinfer-vs-dynamo:dek",
        "Dynamo sits one layer above the engine: it brings disaggregated serving, KV-aware ro"
        "uting, multi-tier KV caching (now through the engines' own offloading) and Kubernete"
        "s orchestration, while DeepInfer is the engine itself. Setting the two side by side "
        "is a category error, but an instructive one, because Dynamo shows what a complete se"
        "rving layer contains.",
        "Dynamo는 엔진보다 한 계층 위에서 분리 서빙, KV 인식 라우팅, 다계층 KV 캐싱, 쿠버네티"
        "스 오케스트레이션을 제공합니다. 현재 다계층 KV 캐싱은 엔진 자체의 오프로드 기능이 맡"
        "습니다. 반면 DeepInfer는 엔진 그 자체입니다. 둘을 나란히 놓는 것은 범주 오류입니다. "
        "그래도 Dynamo를 보면 완전한 서빙 계층에 무엇이 들어가야 하는지 알 수 있으므로 배울 "
        "점이 있습니다.",
    ),
    "shipped ja faq.which.question 113": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:faq.which.question",
        "Which one should I choose?",
        "どちらを選ぶべきか",
    ),
    "shipped zh-Hant faq.which.question 114": (
        "zh-Hant",
        "comparisons/deepinfer-vs-dynamo:faq.which.question",
        "Which one should I choose?",
        "我該選哪一個？",
    ),
    "shipped zh-Hant wins.dynamo.service-layer.detail 115": (
        "zh-Hant",
        "comparisons/deepinfer-vs-dynamo:wins.dynamo.service-layer.detail",
        "Disaggregated prefill/decode, KV-aware routing, tiered KV offloading (through the en"
        "gines' own offloading since KVBM's deprecation) and Kubernetes deployment are exactl"
        "y the parts missing from the DeepInfer release.",
        "Dynamo 提供分離式 prefill/decode、KV 感知路由、分層 KV 卸載（自 KVBM 棄用後改由各引"
        "擎自身的卸載功能實現）與 Kubernetes 部署，正好補上 DeepInfer 發行版留下的空缺。",
    ),
    "shipped ko wins.dynamo.service-layer.detail 116": (
        "ko",
        "comparisons/deepinfer-vs-dynamo:wins.dynamo.service-layer.detail",
        "Disaggregated prefill/decode, KV-aware routing, tiered KV offloading (through the en"
        "gines' own offloading since KVBM's deprecation) and Kubernetes deployment are exactl"
        "y the parts missing from the DeepInfer release.",
        "프리필/디코드 분리, KV 인식 라우팅, 다계층 KV 오프로드, 쿠버네티스 배포는 바로 DeepI"
        "nfer 릴리스에서 빠진 부분입니다. KVBM이 사용 중단된 뒤로 다계층 KV 오프로드는 엔진 "
        "자체의 오프로드 기능이 맡습니다.",
    ),
    "shipped ja faq.which.answer 117": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:faq.which.answer",
        "Dynamo, if you need multi-node orchestration, KV-aware routing and disaggregated ser"
        "ving on a supported backend. DeepInfer is worth a look if you need DeepSeek's V4.1-F"
        "lash engine or Ascend 950.",
        "対応バックエンド上でマルチノードの編成、KV を意識したルーティング、分離サービングが"
        "必要なら Dynamo だ。DeepSeek の V4.1-Flash エンジンや Ascend 950 が必要なら、DeepInf"
        "er を検討する価値がある。",
    ),
    "shipped zh-Hant source.described 119": (
        "zh-Hant",
        "ui:source.described",
        "{supports} (accessed {date})",
        "{supports}（查閱日期：{date}）",
    ),
    "a57 f-still-ko-1": (
        "ko",
        "products/llama-cpp:facts.deepseek-v41-flash",
        "V4.1 PR still open; DeepSeek-V4 with MTP and DSpark merged",
        "V4.1 PR은 아직 병합 전이며, MTP·DSpark를 포함한 DeepSeek-V4는 병합 완료",
    ),
    "a57 f-only-zh-4": (
        "zh-Hant",
        "products/lmdeploy:facts.pd-disaggregation",
        "Yes, on the PyTorch engine only (DistServe)",
        "支援，但限 PyTorch 引擎（DistServe）",
    ),
    "a57 f-only-ja-5": (
        "ja",
        "products/tensorrt-llm:facts.hardware",
        "NVIDIA only: Blackwell, Hopper, Ada Lovelace, Ampere",
        "NVIDIA 以外には非対応：Blackwell、Hopper、Ada Lovelace、Ampere",
    ),
    "a57 f-only-zh-6": (
        "zh-Hant",
        "products/tensorrt-llm:facts.hardware",
        "NVIDIA only: Blackwell, Hopper, Ada Lovelace, Ampere",
        "限 NVIDIA：Blackwell、Hopper、Ada Lovelace、Ampere",
    ),
    "a57 f-donot-ja-1": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:faq.under-dynamo.answer",
        "Dynamo documents no DeepInfer backend; the supported ones are vLLM, SGLang and Tenso"
        "rRT-LLM. Do not assume the integration exists.",
        "Dynamo は DeepInfer バックエンドを文書化していない。対応しているのは vLLM、SGLang、T"
        "ensorRT-LLM だ。統合がある前提で考えるのは禁物だ。",
    ),
    "a57 f-donot-ja-2": (
        "ja",
        "comparisons/deepinfer-vs-tensorrt-llm:analysis.kind.paragraphs.model-version",
        "The second difference is the model version. TensorRT-LLM documents DeepSeek-V4 Flash"
        " and Pro; DeepInfer runs only V4.1-Flash. A DeepSeek-V4.1 model file has appeared in"
        " TensorRT-LLM's source tree, but no documentation or release note mentions V4.1, and"
        " a DSpark configuration in the API is not the same as documented V4.1 support. Do no"
        "t assume the gap is closed until a release note says so.",
        "2つ目の違いはモデルのバージョンだ。TensorRT-LLM は DeepSeek-V4 の Flash と Pro への"
        "対応を文書化している。一方、DeepInfer が動かすのは V4.1-Flash だけだ。TensorRT-LLM "
        "のソースツリーには DeepSeek-V4.1 のモデルファイルが追加されているが、V4.1 に言及する"
        "ドキュメントやリリースノートはない。また、API に DSpark の設定があることは、V4.1 へ"
        "の対応が文書化されていることと同じではない。この差が埋まったと判断するのは、リリース"
        "ノートに明記されてからにすべきだ。",
    ),
    "a57 f-donot-ko-2": (
        "ko",
        "comparisons/deepinfer-vs-tensorrt-llm:analysis.kind.paragraphs.model-version",
        "The second difference is the model version. TensorRT-LLM documents DeepSeek-V4 Flash"
        " and Pro; DeepInfer runs only V4.1-Flash. A DeepSeek-V4.1 model file has appeared in"
        " TensorRT-LLM's source tree, but no documentation or release note mentions V4.1, and"
        " a DSpark configuration in the API is not the same as documented V4.1 support. Do no"
        "t assume the gap is closed until a release note says so.",
        "두 번째 차이는 모델 버전입니다. TensorRT-LLM 문서가 다루는 모델은 DeepSeek-V4 Flash"
        "와 Pro이고, DeepInfer가 실행하는 모델은 V4.1-Flash뿐입니다. TensorRT-LLM의 소스 트리"
        "에 DeepSeek-V4.1 모델 파일이 등장했지만 V4.1을 언급한 문서나 릴리스 노트는 없으며, A"
        "PI에 DSpark 설정이 있다고 해서 V4.1 지원이 문서화된 것과 같지는 않습니다. 이 차이가 "
        "해소되었다고 보려면 릴리스 노트에 명시될 때까지 기다려야 합니다.",
    ),
    "a57 f-beginno-ja-1": (
        "ja",
        "comparisons/deepinfer-vs-llm-d:faq.is-engine.answer",
        "No. llm-d is a serving stack above model servers. Its scheduler chooses a pod for ea"
        "ch request, and vLLM or SGLang running in that pod generate the tokens. DeepInfer is"
        " an engine.",
        "違う。llm-d はモデルサーバーの上位に位置するサービングスタックだ。スケジューラーがリ"
        "クエストごとに Pod を選び、その Pod で動く vLLM または SGLang がトークンを生成する。"
        "DeepInfer はエンジンである。",
    ),
    "a57 f-partly-ja-1": (
        "ja",
        "comparisons/deepinfer-vs-ktransformers:faq.ascend.answer",
        "Partly. It has an October 2025 tutorial for DeepSeek-R1/V3 on the Atlas 300I A2 and "
        "a V4-Flash tutorial for a single Atlas 800I A2 or A3 die, which keeps most experts i"
        "n host memory and serves one request at a time. Ascend 950 is not listed, and the st"
        "atus of older Ascend features on the current kt-kernel path is unclear.",
        "ある程度は対応している。Atlas 300I A2 で DeepSeek-R1/V3 を動かすチュートリアル（2025"
        "年10月）と、Atlas 800I A2 または A3 の単一ダイで V4-Flash を動かすチュートリアルがあ"
        "る。後者はエキスパートの大半をホストメモリに置き、リクエストを1つずつ処理する。Ascen"
        "d 950 は挙げられていない。また、旧来の Ascend 向け機能が現行の kt-kernel でどうなっ"
        "ているかははっきりしない。",
    ),
    "a57 f-bound-ja-1": (
        "ja",
        "comparisons/deepinfer-vs-ktransformers:decision_guide.one-box.situation",
        "Have one consumer GPU and 200 GB or more of RAM",
        "コンシューマー向け GPU を1枚と、少なくとも 200 GB の RAM を持っている",
    ),
    "a57 f-few-ja-2": (
        "ja",
        "comparisons/deepinfer-vs-ktransformers:analysis.hardware-class.paragraphs.where-experts-live",
        "An MoE model activates only a few experts for each token. DeepInfer and KTransformer"
        "s both build on that fact, but they use it differently. DeepInfer spreads experts ac"
        "ross many accelerators (Wide-EP) and rebalances them (EPLB) so that large batches ke"
        "ep every device busy; sparsity becomes throughput. KTransformers leaves most experts"
        " in system RAM and computes them on the CPU, which works because each token needs on"
        "ly a few of them; sparsity becomes the ability to run on a single machine.",
        "MoE モデルがトークンごとに活性化するエキスパートはわずかだ。DeepInfer も KTransforme"
        "rs もこの事実に立脚しているが、その使い方が違う。DeepInfer はエキスパートを多数のア"
        "クセラレーターに分散させ（Wide-EP）、再配置して負荷を均し（EPLB）、大きなバッチです"
        "べてのデバイスを稼働させ続ける。スパース性はスループットに生かされる。KTransformers "
        "はエキスパートの大半をシステム RAM に置いたまま CPU で計算する。各トークンが必要とす"
        "るエキスパートはわずかなので、この方式でも成り立つ。スパース性は、1台のマシンでモデ"
        "ルを動かすことに生かされる。",
    ),
    "a57 f-cannot-ja-1": (
        "ja",
        "comparisons/deepinfer-vs-lmdeploy:wins.lmdeploy.breadth.detail",
        "LLMs and vision-language models from many families, with a per-engine support table."
        " If your fleet runs more than one model, one LMDeploy installation can serve them al"
        "l; DeepInfer cannot.",
        "多くのファミリの LLM と視覚言語モデルに対応し、エンジン別の対応表もある。運用するモ"
        "デルが2つ以上あっても、LMDeploy を1つ入れればすべてをサービングできる。DeepInfer で"
        "は無理だ。",
    ),
    "a57 f-cannot-zh-1": (
        "zh-Hant",
        "comparisons/deepinfer-vs-lmdeploy:wins.lmdeploy.breadth.detail",
        "LLMs and vision-language models from many families, with a per-engine support table."
        " If your fleet runs more than one model, one LMDeploy installation can serve them al"
        "l; DeepInfer cannot.",
        "LMDeploy 支援許多系列的 LLM 與視覺語言模型，並附有各引擎的支援表。若機群要跑兩個以上"
        "的模型，裝一套 LMDeploy 就能全部服務；DeepInfer 則辦不到。",
    ),
    "a57 f-cannot-ko-1": (
        "ko",
        "comparisons/deepinfer-vs-lmdeploy:wins.lmdeploy.breadth.detail",
        "LLMs and vision-language models from many families, with a per-engine support table."
        " If your fleet runs more than one model, one LMDeploy installation can serve them al"
        "l; DeepInfer cannot.",
        "LMDeploy는 여러 계열의 LLM과 비전-언어 모델을 지원하고 엔진별 지원 표도 있습니다. 인"
        "프라에서 모델을 두 개 이상 돌린다면 LMDeploy 하나로 모두 서빙할 수 있습니다. DeepInf"
        "er는 그렇게 할 수 없습니다.",
    ),
    "a57 f-meet-ja-1": (
        "ja",
        "comparisons/deepinfer-vs-llama-cpp:analysis.scale.paragraphs.where-they-meet",
        "They meet only on models: both track DeepSeek's newest releases, and both implement "
        "DSpark. Even there, llama.cpp upstream had V4 and DeepInfer runs V4.1-Flash, and a q"
        "uantized GGUF is not numerically the same model as the checkpoint DeepInfer serves.",
        "両者が交わるのはモデルの面に限られる。どちらも DeepSeek の最新リリースを追い、どちら"
        "も DSpark を実装している。とはいえそこでも、llama.cpp のアップストリームにあったのは"
        " V4、DeepInfer が動かすのは V4.1-Flash であり、量子化した GGUF は DeepInfer がサービ"
        "ングするチェックポイントとは数値的に別のモデルだ。",
    ),
    "a57 f-meet-ko-1": (
        "ko",
        "comparisons/deepinfer-vs-llama-cpp:analysis.scale.paragraphs.where-they-meet",
        "They meet only on models: both track DeepSeek's newest releases, and both implement "
        "DSpark. Even there, llama.cpp upstream had V4 and DeepInfer runs V4.1-Flash, and a q"
        "uantized GGUF is not numerically the same model as the checkpoint DeepInfer serves.",
        "두 제품이 만나는 곳은 모델뿐입니다. 둘 다 DeepSeek의 최신 릴리스를 따라가고 DSpark를"
        " 구현합니다. 그렇지만 거기서도 llama.cpp 업스트림에는 V4가 있었고 DeepInfer는 V4.1-F"
        "lash를 실행하며, 양자화된 GGUF는 DeepInfer가 서빙하는 체크포인트와 수치적으로 다른 "
        "모델입니다.",
    ),
    "a57 f-begin-zh-2": (
        "zh-Hant",
        "products/tensorrt-llm:facts.deepseek-v41-flash",
        "Not confirmed; DeepSeek-V4 on Blackwell, V4-Flash also on Hopper",
        "支援情況未經確認；DeepSeek-V4 可在 Blackwell 上執行，V4-Flash 也支援 Hopper",
    ),
    "a57 f-begin-ja-2": (
        "ja",
        "products/tensorrt-llm:facts.deepseek-v41-flash",
        "Not confirmed; DeepSeek-V4 on Blackwell, V4-Flash also on Hopper",
        "対応状況は未確認。DeepSeek-V4 は Blackwell、V4-Flash は Hopper でも動作",
    ),
    "a57 f-begin-ko-2": (
        "ko",
        "products/tensorrt-llm:facts.deepseek-v41-flash",
        "Not confirmed; DeepSeek-V4 on Blackwell, V4-Flash also on Hopper",
        "지원 여부 미확인, DeepSeek-V4는 Blackwell에서, V4-Flash는 Hopper에서도 동작",
    ),
    "a57 f-begin-zh-3": (
        "zh-Hant",
        "products/lmdeploy:facts.deepseek-v41-flash",
        "Not listed; DeepSeek-V4 on the PyTorch engine only",
        "支援清單未列出；DeepSeek-V4 僅限 PyTorch 引擎",
    ),
    "a57 f-begin-ja-3": (
        "ja",
        "products/lmdeploy:facts.deepseek-v41-flash",
        "Not listed; DeepSeek-V4 on the PyTorch engine only",
        "対応表に記載なし。DeepSeek-V4 は PyTorch エンジンのみ",
    ),
    "a57 f-begin-ko-3": (
        "ko",
        "products/lmdeploy:facts.deepseek-v41-flash",
        "Not listed; DeepSeek-V4 on the PyTorch engine only",
        "지원 목록에 없음, DeepSeek-V4는 PyTorch 엔진 한정",
    ),
    "a57 f-begin-ja-4": (
        "ja",
        "products/mindie:facts.deepseek-v41-flash",
        "Not listed; DeepSeek-V3, R1 and V3.1 validated, V3.2 functional",
        "対応モデル一覧には記載なし。DeepSeek-V3、R1、V3.1 は検証済み、V3.2 は動作のみ確認",
    ),
    "a57 f-begin-zh-4": (
        "zh-Hant",
        "products/mindie:facts.deepseek-v41-flash",
        "Not listed; DeepSeek-V3, R1 and V3.1 validated, V3.2 functional",
        "支援清單中沒有；DeepSeek-V3、R1 與 V3.1 已驗證，V3.2 可運作",
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
    "one at a time, kept with 単一": (
        "ja",
        "comparisons/deepinfer-vs-ktransformers:faq.ascend.answer",
        "It serves one request at a time.",
        "リクエストを1件ずつ処理する。",
    ),
    "a future the English states": (
        "ko",
        "products/deepinfer:facts.kv-cache",
        "Not in the release; planned for a later one",
        "릴리스에 없음, 이후 릴리스에 포함될 예정",
    ),
    "accessed, said as 確認": (
        "ko",
        "ui:source-accessed",
        "{supports} (accessed {date})",
        "{supports}, {date} 확인",
    ),
    "a prohibition the English states": (
        "ja",
        "products/deepinfer:facts.licence",
        "Apache-2.0; commercial use not allowed",
        "Apache-2.0。商用利用不可",
    ),
    "two subjects kept in order": (
        "ja",
        "comparisons/deepinfer-vs-sglang:analysis.determinism.paragraphs.both",
        "DeepInfer ships deterministic modes. SGLang also offers deterministic inference.",
        "DeepInfer は決定論的モードを備える。SGLang も決定論的推論を提供する。",
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
    errors = [found for found in shipped_findings(HOSTILE[name], shipped_terms) if "error" in found]
    assert errors


@pytest.mark.parametrize("name", sorted(FAITHFUL))
def test_its_faithful_twin_passes(name: str, shipped_terms: dict[str, Terms]) -> None:
    assert shipped_findings(FAITHFUL[name], shipped_terms) == []
