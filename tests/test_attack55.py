"""Attack 55's cases (a blind attack of 624 rewrites of shipped translations, review off)
that the rules read now, each from a shipped entry. Refused now: a negation dropped where a
word that negates nothing kept a mark (いずれ, 必ず, 非常に, 不少, 不錯, 빠짐없이), names and
statuses moved, opposite words (verified as 未検証, 검증 예정; refused as 受け付ける; experimental
as 正式功能; "only" as 主に, 주로, 主要; "now" as かつて, 過去); passing now: faithful
translations the first rules refused (および, 和, 및 between two numbers, のおよそ; 미기재
for "not listed"; a list after a head and a colon, NVIDIA GPU: Ampere, …)."""

from __future__ import annotations

import pytest

from comparekit.catalogs.rules import Terms
from test_attack26 import shipped_findings as _findings
from test_names_attack11 import shipped_terms

__all__ = ["shipped_terms"]  # (the fixture, for pytest)


# name: locale, key, English, translation (each changes what the English says)
HOSTILE = {
    "st02 zh-Hant experimental -> official feature": (
        "zh-Hant",
        "products/vllm:facts.pd-disaggregation",
        "Yes, through KV connectors; docs still call it experimental",
        "支援，透過 KV 連接器；文件已標示為正式功能",
    ),
    "sc07 zh-Hant only -> mainly": (
        "zh-Hant",
        "products/mindie:facts.hardware",
        "Huawei Ascend only (Atlas 800I A2, 800I A3, 300I Duo); 950 in Motor developer notes",
        "主要為華為 Ascend（Atlas 800I A2、800I A3、300I Duo）；Motor 開發者說明中提到 950",
    ),
    "nb05 ja describes no -> describes": (
        "ja",
        "comparisons/deepinfer-vs-ktransformers:wins.ktransformers.fits-small-hardware.detail",
        "A single RTX 3090, 4090 or 5090 with at least 200 GB of RAM is a validated V4-Flash "
        "setup. DeepInfer names only SM100 and Ascend 950, and its README describes no CPU-of"
        "fload mode.",
        "RTX 3090、4090、5090 のいずれか1枚と 200 GB 以上の RAM という構成で、V4-Flash の動作"
        "が検証されている。DeepInfer が挙げるのは SM100 と Ascend 950 だけで、README には CPU"
        " オフロードモードの記述がある。",
    ),
    "sw26 ja none mention -> one mentions": (
        "ja",
        "comparisons/deepinfer-vs-ktransformers:what_each_is.ktransformers.paragraphs.deepseek",
        "KTransformers first became known for running DeepSeek-R1 and V3 on a 24 GB GPU with "
        "large DRAM. It added DeepSeek-V4-Flash in May 2026. Its Docker tutorial validates a "
        "single RTX 5090, RTX 4090 or RTX 3090 with at least 200 GB of RAM and about 340 GB o"
        "f storage; another version of the tutorial uses eight RTX 5090 cards and at least 25"
        "6 GB. None of the material we read mentions V4.1-Flash.",
        "KTransformers が注目を集めたきっかけは、24 GB の GPU と大容量の DRAM で DeepSeek-R1 "
        "や V3 を動かしたことだ。2026年5月には DeepSeek-V4-Flash への対応を追加した。Docker "
        "のチュートリアルでは、RTX 5090、RTX 4090、RTX 3090 のいずれか1枚に、200 GB 以上の RA"
        "M と約 340 GB のストレージを組み合わせた構成で動作を検証している。別の版のチュートリ"
        "アルは、RTX 5090 を8枚と 256 GB 以上の RAM を使う構成だ。本稿で確認した資料には、V4."
        "1-Flash に触れたものが1つある。",
    ),
    "cp05 ko more -> less": (
        "ko",
        "comparisons/deepinfer-vs-ktransformers:faq.serving-system.answer",
        "It serves an OpenAI-compatible API through its SGLang fork, which is more than DeepI"
        "nfer's release offers. But it is not a datacenter serving stack: it has no P/D disag"
        "gregation, no wide EP across nodes and no cluster KV cache, and its default concurre"
        "ncy is small.",
        "KTransformers는 SGLang 포크를 통해 OpenAI 호환 API를 서빙하므로, 이 점에서는 DeepInf"
        "er 릴리스보다 갖춘 것이 적습니다. 하지만 KTransformers는 데이터센터 서빙 스택이 아닙"
        "니다. P/D 분리도, 노드 간 와이드 전문가 병렬화도, 클러스터 KV 캐시도 없으며, 기본 동"
        "시성도 작습니다.",
    ),
    "nm03 ko no tools -> all tools listed (빠짐없이)": (
        "ko",
        "comparisons/deepinfer-vs-lmdeploy:wins.lmdeploy.quantization.detail",
        "AWQ 4-bit weights, int8 and int4 KV cache and FP8 for MoE models let a model fit on "
        "fewer or smaller GPUs. The DeepInfer release, as described, lists no quantization to"
        "oling.",
        "LMDeploy에서는 AWQ 4비트 가중치, int8 및 int4 KV 캐시, MoE 모델용 FP8 덕분에 더 적은"
        " 수의 GPU나 더 작은 GPU에도 모델을 올릴 수 있습니다. DeepInfer 릴리스 설명에는 양자"
        "화 도구도 빠짐없이 나옵니다.",
    ),
    "nm04 ja no serving API -> very rich (非常)": (
        "ja",
        "comparisons/deepinfer-vs-ktransformers:wins.ktransformers.serving-endpoint.detail",
        "The `sglang-kt` server and the prebuilt Docker image expose an OpenAI-compatible API"
        ", and the `kt chat` client talks to it. DeepInfer's release has no serving API.",
        "`sglang-kt` サーバーとビルド済みの Docker イメージは OpenAI 互換 API を公開している"
        "。`kt chat` クライアントはこの API と通信する。DeepInfer の公開版にはサービング API "
        "が非常に充実している。",
    ),
    "nm05 zh-Hant no API -> decent API (不錯)": (
        "zh-Hant",
        "comparisons/deepinfer-vs-ktransformers:wins.ktransformers.serving-endpoint.detail",
        "The `sglang-kt` server and the prebuilt Docker image expose an OpenAI-compatible API"
        ", and the `kt chat` client talks to it. DeepInfer's release has no serving API.",
        "`sglang-kt` 伺服器與預先建置的 Docker 映像檔提供相容 OpenAI 的 API，`kt chat` 用戶端"
        "即可與伺服器互動。DeepInfer 的發行版也有不錯的服務 API。",
    ),
    "nm06 ko no API -> fully equipped": (
        "ko",
        "comparisons/deepinfer-vs-ktransformers:wins.ktransformers.serving-endpoint.detail",
        "The `sglang-kt` server and the prebuilt Docker image expose an OpenAI-compatible API"
        ", and the `kt chat` client talks to it. DeepInfer's release has no serving API.",
        "`sglang-kt` 서버와 미리 빌드된 Docker 이미지가 OpenAI 호환 API를 제공하고, `kt chat`"
        " 클라이언트가 이 API와 통신합니다. DeepInfer 릴리스에는 서빙 API가 빠짐없이 갖춰져 "
        "있습니다.",
    ),
    "nm07 ja no mode -> describes mode (いずれか masks)": (
        "ja",
        "comparisons/deepinfer-vs-ktransformers:wins.ktransformers.fits-small-hardware.detail",
        "A single RTX 3090, 4090 or 5090 with at least 200 GB of RAM is a validated V4-Flash "
        "setup. DeepInfer names only SM100 and Ascend 950, and its README describes no CPU-of"
        "fload mode.",
        "RTX 3090、4090、5090 のいずれか1枚と 200 GB 以上の RAM という構成で、V4-Flash の動作"
        "が検証されている。DeepInfer が挙げるのは SM100 と Ascend 950 だけで、README には CPU"
        " オフロードモードの記述がある。",
    ),
    "wh04 ja refused -> accepted": (
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
        "ービングに使われる `dsv4` バックエンドでは `--enable-deterministic-inference` が受け"
        "付けられることが記されている。",
    ),
    "wh05 zh-Hant refuse -> accept": (
        "zh-Hant",
        "comparisons/deepinfer-vs-sglang:wins.deepinfer.determinism.detail",
        "DeepInfer ships deterministic modes for the one model it runs. SGLang also offers de"
        "terministic inference, but documents it only for the FlashInfer, FlashAttention 3 an"
        "d Triton attention backends, and its V4.1 cookbook says that V4.1-Flash output is no"
        "t yet bitwise stable across batch composition and that `--enable-deterministic-infer"
        "ence` is refused on the `dsv4` backend that serves the model.",
        "DeepInfer 為它所執行的唯一模型提供確定性模式。SGLang 也提供確定性推論，但文件只記載"
        "支援 FlashInfer、FlashAttention 3 與 Triton 注意力後端；而且 SGLang 的 V4.1 部署手冊"
        "指出，V4.1-Flash 的輸出在不同批次組成下尚未達到位元級穩定，服務該模型的 `dsv4` 後端"
        "也會接受 `--enable-deterministic-inference`。",
    ),
    "wh06 ko refused -> accepted": (
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
        "enable-deterministic-inference` 옵션을 받아들입니다.",
    ),
    "la01 ja 950 not listed -> listed": (
        "ja",
        "comparisons/deepinfer-vs-llama-cpp:faq.ascend.answer",
        "Yes, through its CANN backend, whose guide lists the Atlas 300T A2 and 300I Duo as v"
        "erified. Ascend 950 is not listed. DeepSeek-V4 ops shipped for CPU and CUDA with the"
        " original merge, and Metal and Vulkan added theirs by September 2026, but nothing do"
        "cuments them for the CANN backend, so do not assume DeepSeek-V4 runs there.",
        "CANN バックエンドを通じて動く。そのガイドは Atlas 300T A2 と 300I Duo を検証済みとし"
        "て挙げている。Ascend 950 も記載されている。DeepSeek-V4 の演算子は最初のマージで CPU "
        "と CUDA 向けに提供され、Metal と Vulkan 向けも2026年9月までに追加された。しかし CANN"
        " バックエンドについては、それらを文書化したものがない。DeepSeek-V4 が CANN で動くと"
        "決めつけないこと。",
    ),
    "la02 zh-Hant not listed -> listed": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llama-cpp:faq.ascend.answer",
        "Yes, through its CANN backend, whose guide lists the Atlas 300T A2 and 300I Duo as v"
        "erified. Ascend 950 is not listed. DeepSeek-V4 ops shipped for CPU and CUDA with the"
        " original merge, and Metal and Vulkan added theirs by September 2026, but nothing do"
        "cuments them for the CANN backend, so do not assume DeepSeek-V4 runs there.",
        "可以，但要透過 llama.cpp 的 CANN 後端；該後端的指南將 Atlas 300T A2 與 300I Duo 列為"
        "已驗證裝置。Ascend 950 也已列出。DeepSeek-V4 的運算子隨最初的合併提供 CPU 與 CUDA 版"
        "本，到 2026年9月為止，Metal 與 Vulkan 也都有了各自的實作，但沒有任何文件記載 CANN 後"
        "端支援這些運算子，因此請勿假設 DeepSeek-V4 能在該後端上執行。",
    ),
    "la07 ja verified -> unverified": (
        "ja",
        "comparisons/deepinfer-vs-llama-cpp:faq.ascend.answer",
        "Yes, through its CANN backend, whose guide lists the Atlas 300T A2 and 300I Duo as v"
        "erified. Ascend 950 is not listed. DeepSeek-V4 ops shipped for CPU and CUDA with the"
        " original merge, and Metal and Vulkan added theirs by September 2026, but nothing do"
        "cuments them for the CANN backend, so do not assume DeepSeek-V4 runs there.",
        "CANN バックエンドを通じて動く。そのガイドは Atlas 300T A2 と 300I Duo を未検証として"
        "挙げている。Ascend 950 は記載されていない。DeepSeek-V4 の演算子は最初のマージで CPU "
        "と CUDA 向けに提供され、Metal と Vulkan 向けも2026年9月までに追加された。しかし CANN"
        " バックエンドについては、それらを文書化したものがない。DeepSeek-V4 が CANN で動くと"
        "決めつけないこと。",
    ),
    "la08 ko verified -> unverified": (
        "ko",
        "comparisons/deepinfer-vs-llama-cpp:faq.ascend.answer",
        "Yes, through its CANN backend, whose guide lists the Atlas 300T A2 and 300I Duo as v"
        "erified. Ascend 950 is not listed. DeepSeek-V4 ops shipped for CPU and CUDA with the"
        " original merge, and Metal and Vulkan added theirs by September 2026, but nothing do"
        "cuments them for the CANN backend, so do not assume DeepSeek-V4 runs there.",
        "네, CANN 백엔드를 통해 가능하며, CANN 백엔드 가이드는 Atlas 300T A2와 300I Duo를 미"
        "검증 장치로 명시합니다. Ascend 950은 목록에 없습니다. DeepSeek-V4 연산은 최초 병합 "
        "때 CPU와 CUDA용으로 나왔고, Metal과 Vulkan은 2026년 9월까지 각자의 연산을 추가했습니"
        "다. 하지만 CANN 백엔드용으로 이 연산을 문서화한 자료는 없으므로, DeepSeek-V4가 CANN"
        "에서 동작한다고 가정하지 마세요.",
    ),
    "lr05 zh-Hant only -> mainly": (
        "zh-Hant",
        "comparisons/deepinfer-vs-lmdeploy:head_to_head.rows.deepseek-v41-flash.lmdeploy",
        "Not listed; V4 on the PyTorch engine (Hopper only, since v0.15.0, July 2026)",
        "未列出；PyTorch 引擎支援 V4（以 Hopper 為主，自 2026年7月的 v0.15.0 起）",
    ),
    "hx01 ja none documents -> all document (いずれ has ず)": (
        "ja",
        "comparisons/deepinfer-vs-vllm:wins.vllm.ecosystem.detail",
        "llm-d runs it by default, Dynamo supports it as a backend and KServe integrates it. "
        "None of them documents a DeepInfer backend.",
        "llm-d では既定のエンジン、Dynamo では対応バックエンドの1つであり、KServe にも統合さ"
        "れている。いずれも DeepInfer バックエンドを文書化している。",
    ),
    "tc09 zh-Hant only -> main": (
        "zh-Hant",
        "comparisons/deepinfer-vs-sglang:head_to_head.rows.deepseek-v41-flash.deepinfer",
        "Official release; the only model it supports",
        "官方發行版；這是它主要支援的模型",
    ),
    "tc18 zh-Hant no guide -> quite a few": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llm-d:head_to_head.rows.deepseek-v41-flash.llm-d",
        "Via the model server (vLLM or SGLang); no V4.1 guide found",
        "透過模型伺服器（vLLM 或 SGLang）；已找到不少 V4.1 指南",
    ),
    "pl13 zh-Hant validated -> to be validated": (
        "zh-Hant",
        "comparisons/deepinfer-vs-ktransformers:head_to_head.rows.hardware.ktransformers",
        "x86 CPU (AMX/AVX-512/AVX2) plus NVIDIA SM80+ GPU; V4-Flash validated on RTX 3090/409"
        "0/5090; partial Ascend",
        "x86 CPU（AMX/AVX-512/AVX2）加 NVIDIA SM80+ GPU；V4-Flash 預計在 RTX 3090/4090/5090 "
        "上驗證；部分支援 Ascend",
    ),
    "pl15 ko validated -> to be validated": (
        "ko",
        "comparisons/deepinfer-vs-ktransformers:head_to_head.rows.hardware.ktransformers",
        "x86 CPU (AMX/AVX-512/AVX2) plus NVIDIA SM80+ GPU; V4-Flash validated on RTX 3090/409"
        "0/5090; partial Ascend",
        "x86 CPU(AMX/AVX-512/AVX2) + NVIDIA SM80+ GPU, V4-Flash는 RTX 3090/4090/5090에서 검증"
        " 예정, Ascend 부분 지원",
    ),
    "om03 ko drop warning sentence": (
        "ko",
        "comparisons/deepinfer-vs-dynamo:analysis.layers.paragraphs.no-backend",
        "Dynamo documents no DeepInfer backend; its supported backends are vLLM, SGLang and T"
        "ensorRT-LLM. Do not expect to run DeepInfer under Dynamo without integration work.",
        "Dynamo 문서에는 DeepInfer 백엔드가 나와 있지 않습니다. 지원 백엔드는 vLLM, SGLang, T"
        "ensorRT-LLM입니다.",
    ),
    "ie01 ja No -> also an engine": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:faq.is-engine.answer",
        "No. Dynamo is an orchestration layer above inference engines and works together with"
        " vLLM, SGLang or TensorRT-LLM. DeepInfer is an engine.",
        "推論エンジンでもある。Dynamo は推論エンジンの上位に位置する編成層で、vLLM、SGLang、T"
        "ensorRT-LLM のいずれかと組み合わせて動く。DeepInfer はエンジンである。",
    ),
    "dk01 ja now -> formerly": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:dek",
        "Dynamo sits one layer above the engine: it brings disaggregated serving, KV-aware ro"
        "uting, multi-tier KV caching (now through the engines' own offloading) and Kubernete"
        "s orchestration, while DeepInfer is the engine itself. Setting the two side by side "
        "is a category error, but an instructive one, because Dynamo shows what a complete se"
        "rving layer contains.",
        "Dynamo はエンジンの1つ上の層に位置し、分離サービング、KV を意識したルーティング、多"
        "階層の KV キャッシュ（以前は各エンジン自身のオフロードを利用）、Kubernetes による編"
        "成を提供する。一方、DeepInfer はエンジンそのものだ。層の違うものを並べて比べるのは見"
        "当違いだが、そこから学べることは多い。Dynamo を見れば、完全なサービング層が何を備え"
        "ているかがわかるからだ。",
    ),
    "dk02 zh-Hant now -> in the past": (
        "zh-Hant",
        "comparisons/deepinfer-vs-dynamo:dek",
        "Dynamo sits one layer above the engine: it brings disaggregated serving, KV-aware ro"
        "uting, multi-tier KV caching (now through the engines' own offloading) and Kubernete"
        "s orchestration, while DeepInfer is the engine itself. Setting the two side by side "
        "is a category error, but an instructive one, because Dynamo shows what a complete se"
        "rving layer contains.",
        "Dynamo 位在引擎的上一層，提供分離式服務、KV 感知路由、多層級 KV 快取（過去曾由各引擎"
        "自身的卸載功能實現）與 Kubernetes 編排；DeepInfer 則本身就是引擎。把兩者並列比較是一"
        "種範疇錯誤，但這個錯誤很有啟發性：從 Dynamo 可以看出，一套完整的服務層包含哪些元件。",
    ),
    "dk03 ko now -> in the past": (
        "ko",
        "comparisons/deepinfer-vs-dynamo:dek",
        "Dynamo sits one layer above the engine: it brings disaggregated serving, KV-aware ro"
        "uting, multi-tier KV caching (now through the engines' own offloading) and Kubernete"
        "s orchestration, while DeepInfer is the engine itself. Setting the two side by side "
        "is a category error, but an instructive one, because Dynamo shows what a complete se"
        "rving layer contains.",
        "Dynamo는 엔진보다 한 계층 위에서 분리 서빙, KV 인식 라우팅, 다계층 KV 캐싱, 쿠버네티"
        "스 오케스트레이션을 제공합니다. 과거에는 다계층 KV 캐싱을 엔진 자체의 오프로드 기능"
        "이 맡습니다. 반면 DeepInfer는 엔진 그 자체입니다. 둘을 나란히 놓는 것은 범주 오류입"
        "니다. 그래도 Dynamo를 보면 완전한 서빙 계층에 무엇이 들어가야 하는지 알 수 있으므로 "
        "배울 점이 있습니다.",
    ),
    "ex07 ja implements no engine -> implements one": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:faq.v41-support.answer",
        "Through its backends. Dynamo first published an experimental DeepSeek-V4.1-Flash bui"
        "ld with recipes on the SGLang backend (September 2026, not recommended for productio"
        "n); its v1.7.0 recipe page adds vLLM recipes for B200, GB200 and H200 next to SGLang"
        " on GB200. Dynamo itself implements no V4.1 engine. Check the current recipe and the"
        " backend's release status.",
        "バックエンドを通じて対応する。Dynamo は最初に、SGLang バックエンド上で実験的な DeepS"
        "eek-V4.1-Flash のビルドとレシピを公開した（2026年9月、本番環境での使用は推奨されてい"
        "ない）。v1.7.0 のレシピのページには、GB200 上の SGLang のレシピに加えて、B200、GB200"
        "、H200 向けの vLLM のレシピも掲載されている。Dynamo 自体も V4.1 のエンジンを実装して"
        "いる。現行のレシピと、バックエンドのリリース状況を確認してほしい。",
    ),
}
# name: locale, key, English, translation (each says what the English says)
FAITHFUL = {
    "fa11 ko faithful colon list": (
        "ko",
        "products/dynamo:facts.hardware",
        "NVIDIA GPUs (Ampere, Ada Lovelace, Hopper, Blackwell)",
        "NVIDIA GPU: Ampere, Ada Lovelace, Hopper, Blackwell",
    ),
    "fa23 ja faithful": (
        "ja",
        "comparisons/deepinfer-vs-mooncake:wins.mooncake.transfer.detail",
        "The README reports up to 87 GB/s and 190 GB/s for 40 GB of data on 4×200 Gbps and 8×"
        "400 Gbps RoCE networks, about 2.4 and 4.6 times faster than TCP. It gets there with "
        "multi-NIC aggregation, topology-aware path selection and automatic failover.",
        "README によると、4×200 Gbps および 8×400 Gbps の RoCE ネットワーク上で 40 GB のデー"
        "タを転送すると、最大でそれぞれ 87 GB/s、190 GB/s に達する。これは TCP のおよそ2.4倍"
        "、4.6倍にあたる。その速度は、複数 NIC の集約、トポロジを考慮した経路選択、自動フェイ"
        "ルオーバーによって実現している。",
    ),
    "fa28 zh-Hant faithful, 至 range": (
        "zh-Hant",
        "comparisons/deepinfer-vs-ktransformers:sources.kt-sft-guide.supports",
        "LoRA fine-tuning of DeepSeek-V3 671B with about 70 GB of GPU memory and 1.2–1.3 TB o"
        "f RAM (the README dropped this figure in its April 2026 docs refresh; archive/README"
        ".md keeps it)",
        "使用約 70 GB GPU 記憶體和 1.2 至 1.3 TB RAM 進行 DeepSeek-V3 671B 的 LoRA 微調（READ"
        "ME 於 2026年4月文件改版時移除了此數字，archive/README.md 仍保留）",
    ),
    "tc34 ko faithful": (
        "ko",
        "comparisons/deepinfer-vs-mindie:head_to_head.rows.hardware.mindie",
        "Atlas 800I A2/A3, 300I Duo; no Ascend 950 listed",
        "Atlas 800I A2/A3, 300I Duo (Ascend 950 미기재)",
    ),
    "wb01 zh-Hant 與 -> 和 (and)": (
        "zh-Hant",
        "comparisons/deepinfer-vs-mooncake:wins.mooncake.transfer.detail",
        "The README reports up to 87 GB/s and 190 GB/s for 40 GB of data on 4×200 Gbps and 8×"
        "400 Gbps RoCE networks, about 2.4 and 4.6 times faster than TCP. It gets there with "
        "multi-NIC aggregation, topology-aware path selection and automatic failover.",
        "README 指出，在 4×200 Gbps 與 8×400 Gbps 的 RoCE 網路上傳輸 40 GB 資料，分別最高可達"
        " 87 GB/s 和 190 GB/s，約為 TCP 的 2.4 倍與 4.6 倍。能達到這樣的速度，靠的是多網路卡"
        "匯聚、拓樸感知的路徑選擇與自動容錯移轉。",
    ),
    "wb03 ja と -> および": (
        "ja",
        "comparisons/deepinfer-vs-mooncake:wins.mooncake.transfer.detail",
        "The README reports up to 87 GB/s and 190 GB/s for 40 GB of data on 4×200 Gbps and 8×"
        "400 Gbps RoCE networks, about 2.4 and 4.6 times faster than TCP. It gets there with "
        "multi-NIC aggregation, topology-aware path selection and automatic failover.",
        "README によれば、4×200 Gbps および 8×400 Gbps の RoCE ネットワークで 40 GB のデータ"
        "を転送した場合、転送速度はそれぞれ最大 87 GB/s と 190 GB/s に達し、TCP の約2.4倍と4."
        "6倍になる。これを実現するのは、複数 NIC の集約、トポロジを考慮した経路選択、自動フェ"
        "イルオーバーである。",
    ),
    "wb04 ko 와 -> 및": (
        "ko",
        "comparisons/deepinfer-vs-mooncake:wins.mooncake.transfer.detail",
        "The README reports up to 87 GB/s and 190 GB/s for 40 GB of data on 4×200 Gbps and 8×"
        "400 Gbps RoCE networks, about 2.4 and 4.6 times faster than TCP. It gets there with "
        "multi-NIC aggregation, topology-aware path selection and automatic failover.",
        "Mooncake README에 따르면 4×200 Gbps 및 8×400 Gbps RoCE 네트워크에서 40 GB 데이터의 "
        "전송 속도는 각각 최대 87 GB/s와 190 GB/s로, TCP보다 약 2.4배, 4.6배 빠릅니다. Moonca"
        "ke는 다중 NIC 대역폭 집계, 토폴로지 인식 경로 선택, 자동 장애 조치로 이 속도를 냅니"
        "다.",
    ),
    "wb15 ja rephrase card count": (
        "ja",
        "comparisons/deepinfer-vs-ktransformers:what_each_is.ktransformers.paragraphs.deepseek",
        "KTransformers first became known for running DeepSeek-R1 and V3 on a 24 GB GPU with "
        "large DRAM. It added DeepSeek-V4-Flash in May 2026. Its Docker tutorial validates a "
        "single RTX 5090, RTX 4090 or RTX 3090 with at least 200 GB of RAM and about 340 GB o"
        "f storage; another version of the tutorial uses eight RTX 5090 cards and at least 25"
        "6 GB. None of the material we read mentions V4.1-Flash.",
        "KTransformers が注目を集めたきっかけは、24 GB の GPU と大容量の DRAM で DeepSeek-R1 "
        "や V3 を動かしたことだ。2026年5月には DeepSeek-V4-Flash への対応を追加した。Docker "
        "のチュートリアルでは、RTX 5090、RTX 4090、RTX 3090 のいずれか1枚に、200 GB 以上の RA"
        "M と約 340 GB のストレージを組み合わせた構成で動作を検証している。別の版のチュートリ"
        "アルは、RTX 5090 8枚、および 256 GB 以上の RAM を使う構成だ。本稿で確認した資料には"
        "、V4.1-Flash に触れたものは1つもない。",
    ),
    "fx03 ko faithful; glossary term 구조화 출력 written in its usual inflecte": (
        "ko",
        "comparisons/deepinfer-vs-mooncake:wins.deepinfer.engine-guarantees.detail",
        "Deterministic modes and structured outputs belong to the engine that produces the to"
        "kens. No cache layer can supply them.",
        "결정론적 모드와 구조화된 출력은 토큰을 생성하는 엔진이 담당합니다. 어떤 캐시 계층도 "
        "이를 제공하지 못합니다.",
    ),
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_changed_meaning_is_an_error(name: str, shipped_terms: dict[str, Terms]) -> None:
    found = _findings(HOSTILE[name], shipped_terms)
    assert any(finding.startswith("error") for finding in found), found


@pytest.mark.parametrize("name", sorted(FAITHFUL))
def test_its_faithful_twin_passes(name: str, shipped_terms: dict[str, Terms]) -> None:
    assert _findings(FAITHFUL[name], shipped_terms) == []
