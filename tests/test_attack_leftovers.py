"""Criticals of attacks 25 to 27 that the rules read now, as named fixtures from shipped
entries:
a hedge dropped ("partial Ascend" as Ascend にも対応, 支援 Ascend), a negation on a word made
of two (不具優勢, 規模不大, 不精簡), "wins" as 課題 or 아쉬운 점, "newer" as 이전 모델, "heavy
reuse" as 很少重用, "high concurrency" as 少量並行 (high said as small), and a percent
reduction said as a share (40% になった, 기존의 40% 수준, 只剩原本的 40%), statuses in the
English's brackets moved between names in clauses (SGLang を推奨、vLLM は概念実証), and
(attack 25's Q8) a negation dropped from a paragraph whose translation split a sentence in
two, read by the sentences' names; and attack 26's Latin names added to a list in prose
(AMD、TPU、Intel、Qualcomm); "must" made "can" in a short English (でも動かせる, 수 있다,
可以). Beside them, the
faithful twins a first version of these rules refused: 部分 as "this part of the work" or
"components", "not fully supported" for "partial" (완전히 지원되지 않음), 很少 for "rarely",
and a negation said positively ("no orchestration dependency" as 独立している, 獨立於編排層;
"nothing useful without a backend" as 백엔드가 있어야만, 必須搭配後端才能)."""

from __future__ import annotations

import pytest

from comparekit.catalogs.rules import Terms
from test_attack26 import shipped_errors
from test_names_attack11 import shipped_terms

__all__ = ["shipped_terms"]  # (the fixture, for pytest)

# name: locale, key, English, translation (each changes what the English says), then a
# fragment of the error expected
HOSTILE = {
    "A009 zh-Hant heavy reuse -> 很少": (
        "zh-Hant",
        "products/sglang:facts.best-for",
        "High-concurrency online serving with heavy prefix reuse",
        "前綴很少重用的高並行度線上服務",
    ),
    "A011 zh-Hant high concurrency -> small amount of parallel": (
        "zh-Hant",
        "products/sglang:facts.best-for",
        "High-concurrency online serving with heavy prefix reuse",
        "前綴大量重用的少量並行線上服務",
    ),
    "A018 ja partial dropped: plain support claimed": (
        "ja",
        "products/ktransformers:facts.hardware",
        "x86 CPUs (AMX, AVX-512, AVX2) plus NVIDIA GPUs; partial Ascend",
        "x86 CPU（AMX、AVX-512、AVX2）と NVIDIA GPU。Ascend にも対応",
    ),
    "A021 zh-Hant partial dropped": (
        "zh-Hant",
        "products/ktransformers:facts.hardware",
        "x86 CPUs (AMX, AVX-512, AVX2) plus NVIDIA GPUs; partial Ascend",
        "x86 CPU（AMX、AVX-512、AVX2）加 NVIDIA GPU；支援 Ascend",
    ),
    "A029 ja Partly -> (plain) supported": (
        "ja",
        "comparisons/deepinfer-vs-ktransformers:faq.ascend.answer",
        "Partly. It has an October 2025 tutorial for DeepSeek-R1/V3 on the Atlas 300I A2 and "
        "a V4-Flash tutorial for a single Atlas 800I A2 or A3 die, which keeps most experts i"
        "n host memory and serves one request at a time. Ascend 950 is not listed, and the st"
        "atus of older Ascend features on the current kt-kernel path is unclear.",
        "対応している。Atlas 300I A2 で DeepSeek-R1/V3 を動かすチュートリアル（2025年10月）と"
        "、Atlas 800I A2 または A3 の単一ダイで V4-Flash を動かすチュートリアルがある。後者は"
        "エキスパートの大半をホストメモリに置き、リクエストを1つずつ処理する。Ascend 950 は挙"
        "げられていない。また、旧来の Ascend 向け機能が現行の kt-kernel でどうなっているかは"
        "はっきりしない。",
    ),
    "A030 ja Partly -> almost fully": (
        "ja",
        "comparisons/deepinfer-vs-ktransformers:faq.ascend.answer",
        "Partly. It has an October 2025 tutorial for DeepSeek-R1/V3 on the Atlas 300I A2 and "
        "a V4-Flash tutorial for a single Atlas 800I A2 or A3 die, which keeps most experts i"
        "n host memory and serves one request at a time. Ascend 950 is not listed, and the st"
        "atus of older Ascend features on the current kt-kernel path is unclear.",
        "ほぼ対応している。Atlas 300I A2 で DeepSeek-R1/V3 を動かすチュートリアル（2025年10月"
        "）と、Atlas 800I A2 または A3 の単一ダイで V4-Flash を動かすチュートリアルがある。後"
        "者はエキスパートの大半をホストメモリに置き、リクエストを1つずつ処理する。Ascend 950 "
        "は挙げられていない。また、旧来の Ascend 向け機能が現行の kt-kernel でどうなっている"
        "かははっきりしない。",
    ),
    "A051 ko newer -> previous model": (
        "ko",
        "comparisons/deepinfer-vs-mindie:wins.deepinfer.v41-flash.lead",
        "The newer model.",
        "이전 모델.",
    ),
    "A058 ja wins -> challenges/issues": (
        "ja",
        "ui:heading.wins",
        "Where {product} wins",
        "{product} の課題",
    ),
    "A060 ko wins -> shortcomings": (
        "ko",
        "ui:heading.wins",
        "Where {product} wins",
        "{product}의 아쉬운 점",
    ),
    "A078 ja each token needs only a few -> many": (
        "ja",
        "comparisons/deepinfer-vs-ktransformers:analysis.hardware-class.paragraphs.where-experts-live",
        "An MoE model activates only a few experts for each token. DeepInfer and KTransformer"
        "s both build on that fact, but they use it differently. DeepInfer spreads experts ac"
        "ross many accelerators (Wide-EP) and rebalances them (EPLB) so that large batches ke"
        "ep every device busy; sparsity becomes throughput. KTransformers leaves most experts"
        " in system RAM and computes them on the CPU, which works because each token needs on"
        "ly a few of them; sparsity becomes the ability to run on a single machine.",
        "MoE モデルは、トークンごとにごく一部のエキスパートしか活性化しない。DeepInfer も KTr"
        "ansformers もこの事実に立脚しているが、その使い方が違う。DeepInfer はエキスパートを"
        "多数のアクセラレーターに分散させ（Wide-EP）、再配置して負荷を均し（EPLB）、大きなバ"
        "ッチですべてのデバイスを稼働させ続ける。スパース性はスループットに生かされる。KTrans"
        "formers はエキスパートの大半をシステム RAM に置いたまま CPU で計算する。各トークンが"
        "必要とするエキスパートは多いが、この方式でも成り立つ。スパース性は、1台のマシンでモ"
        "デルを動かすことに生かされる。",
    ),
    "A079 ja large batches -> small batches (paragraph with both poles)": (
        "ja",
        "comparisons/deepinfer-vs-ktransformers:analysis.hardware-class.paragraphs.where-experts-live",
        "An MoE model activates only a few experts for each token. DeepInfer and KTransformer"
        "s both build on that fact, but they use it differently. DeepInfer spreads experts ac"
        "ross many accelerators (Wide-EP) and rebalances them (EPLB) so that large batches ke"
        "ep every device busy; sparsity becomes throughput. KTransformers leaves most experts"
        " in system RAM and computes them on the CPU, which works because each token needs on"
        "ly a few of them; sparsity becomes the ability to run on a single machine.",
        "MoE モデルは、トークンごとにごく一部のエキスパートしか活性化しない。DeepInfer も KTr"
        "ansformers もこの事実に立脚しているが、その使い方が違う。DeepInfer はエキスパートを"
        "多数のアクセラレーターに分散させ（Wide-EP）、再配置して負荷を均し（EPLB）、小さなバ"
        "ッチですべてのデバイスを稼働させ続ける。スパース性はスループットに生かされる。KTrans"
        "formers はエキスパートの大半をシステム RAM に置いたまま CPU で計算する。各トークンが"
        "必要とするエキスパートはわずかなので、この方式でも成り立つ。スパース性は、1台のマシ"
        "ンでモデルを動かすことに生かされる。",
    ),
    "A087 ja statuses moved between names without brackets": (
        "ja",
        "products/mindie:facts.backends",
        "MindIE LLM (engine); MindIE Motor's newer docs support vLLM (recommended) and SGLang"
        " (POC)",
        "MindIE LLM（エンジン）。MindIE Motor の新しいドキュメントでは SGLang を推奨、vLLM は"
        "概念実証として対応",
    ),
    "A088 zh-Hant statuses moved without brackets": (
        "zh-Hant",
        "products/mindie:facts.backends",
        "MindIE LLM (engine); MindIE Motor's newer docs support vLLM (recommended) and SGLang"
        " (POC)",
        "MindIE LLM（引擎）；MindIE Motor 較新的文件建議使用 SGLang，vLLM 則僅為概念驗證",
    ),
    "A089 ko statuses moved without brackets": (
        "ko",
        "products/mindie:facts.backends",
        "MindIE LLM (engine); MindIE Motor's newer docs support vLLM (recommended) and SGLang"
        " (POC)",
        "MindIE LLM(엔진), 최신 MindIE Motor 문서는 SGLang을 권장하고 vLLM은 POC 수준으로 지원",
    ),
    "A091 ja statuses moved without brackets in a paragraph": (
        "ja",
        "comparisons/deepinfer-vs-mindie:faq.under-motor.answer",
        "Not as documented. Motor's newer docs list vLLM (recommended) and SGLang (proof of c"
        "oncept) as its engines, and DeepInfer's release has no serving API for Motor to call"
        ". It would take integration work on both sides.",
        "文書化されている範囲では動かせない。Motor の新しいドキュメントは推奨エンジンとして S"
        "GLang を、概念実証として vLLM を挙げている。一方、DeepInfer の公開版には Motor が呼"
        "び出せるサービング API がない。実現するには、Motor と DeepInfer の両方で統合作業が必"
        "要になる。",
    ),
    "A156 ja a 40% reduction -> latency became 40% (of the baseline)": (
        "ja",
        "comparisons/deepinfer-vs-llm-d:analysis.baseline-trap.paragraphs.what-llm-d-measures",
        "Most of llm-d's published results are improvements over a baseline on the same engin"
        "e: prefix-cache-aware routing against round-robin, P/D disaggregation against standa"
        "rd vLLM, and predicted-latency scheduling against heuristics. For example, the v0.4 "
        "release reported a 40% reduction in per-output-token latency for DeepSeek V3.1 on H2"
        "00. Figures like this measure what the scheduling layer adds for a particular worklo"
        "ad, not how fast any kernel runs.",
        "llm-d が公開している結果の多くは、同じエンジン上のベースラインに対する改善だ。プレフ"
        "ィックスキャッシュを意識したルーティングをラウンドロビンと、P/D 分離を標準の vLLM と"
        "、予測レイテンシに基づくスケジューリングをヒューリスティックと比べた結果である。たと"
        "えば v0.4 のリリースでは、H200 上の DeepSeek V3.1 で出力トークンあたりのレイテンシが"
        " 40% になったと報告された。こうした数値が示すのは、特定のワークロードでスケジューリ"
        "ング層がどれだけの上積みをもたらすかであって、カーネルの速さではない。",
    ),
    "A157 ko 40% reduction -> 40% of the former latency": (
        "ko",
        "comparisons/deepinfer-vs-llm-d:analysis.baseline-trap.paragraphs.what-llm-d-measures",
        "Most of llm-d's published results are improvements over a baseline on the same engin"
        "e: prefix-cache-aware routing against round-robin, P/D disaggregation against standa"
        "rd vLLM, and predicted-latency scheduling against heuristics. For example, the v0.4 "
        "release reported a 40% reduction in per-output-token latency for DeepSeek V3.1 on H2"
        "00. Figures like this measure what the scheduling layer adds for a particular worklo"
        "ad, not how fast any kernel runs.",
        "llm-d가 공개한 결과는 대부분 같은 엔진에서 베이스라인과 비교해 얼마나 개선되었는지를"
        " 보여 줍니다. llm-d는 프리픽스 캐시 인식 라우팅을 라운드 로빈과, P/D 분리를 표준 vLL"
        "M과, 예측 지연 시간 기반 스케줄링을 휴리스틱과 비교했습니다. 예를 들어 v0.4 릴리스는"
        " H200에서 DeepSeek V3.1의 출력 토큰당 지연 시간이 기존의 40% 수준이 되었다고 보고했"
        "습니다. 이런 수치가 보여 주는 것은 특정 워크로드에서 스케줄링 계층이 가져오는 개선이"
        "지, 커널의 속도가 아닙니다.",
    ),
    "A158 zh-Hant 40% reduction -> only 40% of the original remains": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llm-d:analysis.baseline-trap.paragraphs.what-llm-d-measures",
        "Most of llm-d's published results are improvements over a baseline on the same engin"
        "e: prefix-cache-aware routing against round-robin, P/D disaggregation against standa"
        "rd vLLM, and predicted-latency scheduling against heuristics. For example, the v0.4 "
        "release reported a 40% reduction in per-output-token latency for DeepSeek V3.1 on H2"
        "00. Figures like this measure what the scheduling layer adds for a particular worklo"
        "ad, not how fast any kernel runs.",
        "llm-d 公布的結果，大多是同一引擎相對於某個基線的改善：前綴快取感知路由對比輪詢（roun"
        "d-robin）、P/D 分離對比標準 vLLM、預測延遲排程對比啟發式方法。例如，v0.4 發行版回報"
        "在 H200 上執行 DeepSeek V3.1 時，每個輸出 token 的延遲只剩原本的 40%。這類數據量測的"
        "是排程層在特定工作負載下帶來的增益，而不是任何 kernel 的速度。",
    ),
    "A341 zh-Hant wins -> where it has no advantage": (
        "zh-Hant",
        "ui:heading.wins",
        "Where {product} wins",
        "{product} 不具優勢之處",
    ),
    "A343 ko small -> not small": (
        "ko",
        "comparisons/deepinfer-vs-vllm:wins.deepinfer.small-surface.lead",
        "A small tree to read.",
        "읽을 분량이 적지 않은 소스 트리.",
    ),
    "A344 zh-Hant small tree to read -> not compact, hard to read": (
        "zh-Hant",
        "comparisons/deepinfer-vs-vllm:wins.deepinfer.small-surface.lead",
        "A small tree to read.",
        "程式碼不精簡，不易研讀。",
    ),
    "A345 zh-Hant large community -> community not large": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llama-cpp:wins.llama-cpp.simplicity.lead",
        "One binary, MIT licence, large community.",
        "單一執行檔、MIT 授權、社群規模不大。",
    ),
    "A346 ja Must run on Ascend 950 -> can also run on it": (
        "ja",
        "comparisons/deepinfer-vs-ktransformers:decision_guide.ascend-950.situation",
        "Must run on Ascend 950",
        "Ascend 950 でも動かせる",
    ),
    "A347 ko must -> can also": (
        "ko",
        "comparisons/deepinfer-vs-ktransformers:decision_guide.ascend-950.situation",
        "Must run on Ascend 950",
        "Ascend 950에서도 실행할 수 있다",
    ),
    "O08 ja high concurrency -> few concurrent (small, not low)": (
        "ja",
        "comparisons/deepinfer-vs-sglang:short_answer.choose",
        "Pick SGLang when you serve DeepSeek models online at high concurrency, especially mu"
        "lti-turn chat or agents that reuse long prefixes, or when you need PD disaggregation"
        ", a router and an OpenAI-compatible API. Look at DeepInfer when you need a released "
        "V4.1-Flash engine today rather than a preview image, when the target is Ascend 950, "
        "or when you want DeepSeek's own decode path for offline runs.",
        "DeepSeek のモデルを同時実行数の少ない状況でオンラインサービングする場合（特に、長い"
        "プレフィックスを再利用するマルチターンのチャットやエージェント）や、PD 分離、ルータ"
        "ー、OpenAI 互換 API が必要な場合は、SGLang を選ぶ。プレビュー版のイメージではなくリ"
        "リース済みの V4.1-Flash エンジンが今すぐ必要な場合、対象が Ascend 950 の場合、あるい"
        "はオフライン実行に DeepSeek 自身のデコード経路を使いたい場合は DeepInfer を検討する"
        "。",
    ),
    "O35 ko small -> much to read": (
        "ko",
        "comparisons/deepinfer-vs-vllm:wins.deepinfer.small-surface.lead",
        "A small tree to read.",
        "읽을 분량이 많은 소스 트리.",
    ),
    "O37 ja fewer -> many": (
        "ja",
        "comparisons/deepinfer-vs-sglang:wins.deepinfer.no-moving-parts.lead",
        "Fewer moving parts offline.",
        "オフラインでは構成要素が多い。",
    ),
    "O38 zh-Hant fewer -> more": (
        "zh-Hant",
        "comparisons/deepinfer-vs-sglang:wins.deepinfer.no-moving-parts.lead",
        "Fewer moving parts offline.",
        "離線執行時環節更多。",
    ),
    "O49 zh-Hant partial dropped: now reads as supported": (
        "zh-Hant",
        "comparisons/deepinfer-vs-ktransformers:head_to_head.rows.hardware.ktransformers",
        "x86 CPU (AMX/AVX-512/AVX2) plus NVIDIA SM80+ GPU; V4-Flash validated on RTX 3090/409"
        "0/5090; partial Ascend",
        "x86 CPU（AMX/AVX-512/AVX2）加 NVIDIA SM80+ GPU；V4-Flash 已在 RTX 3090/4090/5090 上"
        "驗證；Ascend 亦獲支援",
    ),
    "O96 ja online/offline swapped between MindIE and DeepInfer": (
        "ja",
        "comparisons/deepinfer-vs-mindie:verdict",
        "Same vendor's silicon, no overlap yet: MindIE serves DeepSeek V3-family models onlin"
        "e on Atlas A2 and A3; DeepInfer runs V4.1-Flash offline on Ascend 950, which MindIE "
        "LLM's model list does not cover (newer MindIE Motor code has Ascend 950 deployment p"
        "aths).",
        "どちらも Huawei のチップを対象とするが、まだ重なりはない。MindIE は DeepSeek の V3 "
        "系モデルを Atlas A2・A3 上でオフライン提供する。DeepInfer は、MindIE LLM のモデル一"
        "覧にない Ascend 950 で V4.1-Flash をオンラインで動かす。ただし、MindIE Motor の新し"
        "いコードには、Ascend 950 向けのデプロイ処理が含まれている。",
    ),
    "D01 ja must -> can": (
        "ja",
        "comparisons/deepinfer-vs-llm-d:decision_guide.ascend-950.situation",
        "Must run on Ascend 950",
        "Ascend 950 で動かせる",
    ),
    "D02 ko ": (
        "ko",
        "comparisons/deepinfer-vs-llm-d:decision_guide.ascend-950.situation",
        "Must run on Ascend 950",
        "Ascend 950에서 실행할 수 있다",
    ),
    "D03 zh-Hant ": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llm-d:decision_guide.ascend-950.situation",
        "Must run on Ascend 950",
        "可以在 Ascend 950 上執行",
    ),
    "Q8 ko a negation dropped where the translation split a sentence in two": (
        "ko",
        "comparisons/deepinfer-vs-dynamo:what_each_is.dynamo.paragraphs.kvbm-change",
        "One change to keep in mind: Dynamo v1.5.0 (September 2026) deprecated KVBM, pointing"
        " users to each engine's native KV offloading for host and disk tiers, and targeted i"
        "ts removal for v1.6.0; we did not confirm whether the removal has happened. KV-aware"
        " routing is a separate feature and was not part of the deprecation.",
        "염두에 둘 변경 사항이 하나 있습니다. Dynamo v1.5.0(2026년 9월)은 KVBM을 사용 중단 대"
        "상으로 지정하면서 호스트와 디스크 계층에는 각 엔진의 네이티브 KV 오프로드를 쓰도록 "
        "안내했고, v1.6.0에서 제거할 계획을 밝혔습니다. 실제로 제거되었는지는 확인하지 못했습"
        "니다. KV 인식 라우팅도 함께 사용 중단 대상에 포함되었습니다.",
    ),
}
# name: locale, key, English, translation (attack 26: a Latin name added to a list in prose)
ADDED_IN_PROSE = {
    "N01 ja ": (
        "ja",
        "comparisons/deepinfer-vs-llm-d:decision_guide.mixed-fleet.situation",
        "Run AMD, TPU or Intel accelerators next to NVIDIA",
        "NVIDIA と併用して AMD、TPU、Intel、Qualcomm のアクセラレーターを動かす",
    ),
    "N02 zh-Hant ": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llm-d:decision_guide.mixed-fleet.situation",
        "Run AMD, TPU or Intel accelerators next to NVIDIA",
        "在 NVIDIA 之外同時使用 AMD、TPU、Intel 或 Cambricon 加速器",
    ),
    "N03 ko ": (
        "ko",
        "comparisons/deepinfer-vs-llm-d:decision_guide.mixed-fleet.situation",
        "Run AMD, TPU or Intel accelerators next to NVIDIA",
        "NVIDIA와 함께 AMD, TPU, Intel, Graphcore 가속기를 운영한다",
    ),
    "N04 ja ": (
        "ja",
        "comparisons/deepinfer-vs-lmdeploy:wins.lmdeploy.hardware.detail",
        "NVIDIA GPUs back to older generations, AMD ROCm, Ascend, Cambricon and MetaX, select"
        "ed with `LMDEPLOY_TARGET_DEVICE`. DeepInfer has two targets.",
        "旧世代を含む NVIDIA GPU、AMD ROCm、Ascend、Cambricon、MetaX、Biren に対応し、`LMDEPL"
        "OY_TARGET_DEVICE` で対象を選ぶ。DeepInfer の対象は2つだ。",
    ),
    "N05 ko ": (
        "ko",
        "comparisons/deepinfer-vs-lmdeploy:wins.lmdeploy.hardware.detail",
        "NVIDIA GPUs back to older generations, AMD ROCm, Ascend, Cambricon and MetaX, select"
        "ed with `LMDEPLOY_TARGET_DEVICE`. DeepInfer has two targets.",
        "LMDeploy에서는 이전 세대까지 포함한 NVIDIA GPU, AMD ROCm, Ascend, Cambricon, MetaX, "
        "Intel Gaudi 중에서 `LMDEPLOY_TARGET_DEVICE`로 대상을 선택합니다. DeepInfer의 지원 대"
        "상은 두 가지입니다.",
    ),
    "N06 zh-Hant Iluvatar named elsewhere in the project": (
        "zh-Hant",
        "comparisons/deepinfer-vs-lmdeploy:wins.lmdeploy.hardware.detail",
        "NVIDIA GPUs back to older generations, AMD ROCm, Ascend, Cambricon and MetaX, select"
        "ed with `LMDEPLOY_TARGET_DEVICE`. DeepInfer has two targets.",
        "LMDeploy 支援 NVIDIA GPU（向下涵蓋較舊世代）、AMD ROCm、Ascend、Cambricon、Iluvatar "
        "與 MetaX，可透過 `LMDEPLOY_TARGET_DEVICE` 指定目標裝置。DeepInfer 則有兩種目標硬體。",
    ),
    "N08 zh-Hant ": (
        "zh-Hant",
        "comparisons/deepinfer-vs-mooncake:wins.mooncake.engine-neutral.detail",
        "SGLang, vLLM, TensorRT-LLM, vLLM-Ascend and LMDeploy all integrate Mooncake, so the "
        "same Store and Transfer Engine deployment can serve a different engine, although cac"
        "hed KV itself is engine- and model-specific.",
        "SGLang、vLLM、TensorRT-LLM、vLLM-Ascend、Triton 與 LMDeploy 都整合了 Mooncake，因此"
        "同一套 Store 與 Transfer Engine 部署可以服務不同的引擎，不過快取的 KV 本身仍取決於特"
        "定的引擎與模型。",
    ),
    "N09 ko product KTransformers added": (
        "ko",
        "comparisons/deepinfer-vs-mooncake:wins.mooncake.engine-neutral.detail",
        "SGLang, vLLM, TensorRT-LLM, vLLM-Ascend and LMDeploy all integrate Mooncake, so the "
        "same Store and Transfer Engine deployment can serve a different engine, although cac"
        "hed KV itself is engine- and model-specific.",
        "SGLang, vLLM, TensorRT-LLM, vLLM-Ascend, LMDeploy, KTransformers가 모두 Mooncake를 "
        "통합하고 있으므로, 같은 Store와 Transfer Engine 배포를 다른 엔진에도 그대로 쓸 수 있"
        "습니다. 다만 캐시된 KV 자체는 엔진과 모델에 따라 다릅니다.",
    ),
    "N10 ja ": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:sources.dynamo-v41-recipe.supports",
        "V4.1-Flash recipes for vLLM on B200, GB200 and H200 and for SGLang on GB200 (v1.7.0 "
        "docs); the first build, v1.6.0-deepseek-v4.1-flash-dev.1 of September 12, 2026, was "
        "experimental and SGLang-only",
        "B200、GB200、H200、H100 上の vLLM と GB200 上の SGLang 向けの V4.1-Flash レシピ（v1."
        "7.0 のドキュメント）。最初のビルドである2026年9月12日の v1.6.0-deepseek-v4.1-flash-d"
        "ev.1 は実験的で、SGLang のみ",
    ),
    "N11 ja ": (
        "ja",
        "comparisons/deepinfer-vs-sglang:wins.sglang.hardware.detail",
        "The V4.1-Flash cookbook includes AMD MI350X alongside NVIDIA Hopper and Blackwell GP"
        "Us, on the same preview basis.",
        "V4.1-Flash のクックブックには、NVIDIA の Hopper、Ampere、Blackwell の GPU に加えて、"
        "AMD MI350X も含まれている。いずれも同じくプレビュー版のイメージが前提だ。",
    ),
    "N12 ko ": (
        "ko",
        "comparisons/deepinfer-vs-sglang:wins.sglang.hardware.detail",
        "The V4.1-Flash cookbook includes AMD MI350X alongside NVIDIA Hopper and Blackwell GP"
        "Us, on the same preview basis.",
        "V4.1-Flash 쿡북에는 NVIDIA Hopper, Blackwell 및 Rubin GPU와 함께 AMD MI350X도 포함되"
        "어 있습니다. 다만 이 역시 프리뷰 기준입니다.",
    ),
    "N14 zh-Hant ": (
        "zh-Hant",
        "products/tensorrt-llm:facts.license",
        "Apache-2.0, with some MIT and BSD third-party parts",
        "Apache-2.0，部分第三方元件採 MIT、GPL 與 BSD 授權",
    ),
    "N15 ja ": (
        "ja",
        "comparisons/deepinfer-vs-llama-cpp:wins.llama-cpp.runs-anywhere.detail",
        "CPUs, Macs, consumer GPUs from several vendors, even phone GPUs and browsers through"
        " OpenCL and WebGPU. DeepInfer targets SM100 and Ascend 950 only.",
        "CPU、Mac、複数ベンダーのコンシューマー向け GPU、さらには OpenCL、Vulkan や WebGPU を"
        "通じてスマートフォンの GPU やブラウザーでも動く。DeepInfer の対象は SM100 と Ascend "
        "950 だけだ。",
    ),
    "N16 zh-Hant ": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llama-cpp:wins.llama-cpp.runs-anywhere.detail",
        "CPUs, Macs, consumer GPUs from several vendors, even phone GPUs and browsers through"
        " OpenCL and WebGPU. DeepInfer targets SM100 and Ascend 950 only.",
        "llama.cpp 可在 CPU、Mac 與多家廠商的消費級 GPU 上執行，甚至能透過 OpenCL、Metal 與 W"
        "ebGPU 在手機 GPU 與瀏覽器上執行。DeepInfer 只以 SM100 與 Ascend 950 為目標。",
    ),
    "N23 zh-Hant Cambricon added, 或 kept before Intel": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llm-d:decision_guide.mixed-fleet.situation",
        "Run AMD, TPU or Intel accelerators next to NVIDIA",
        "在 NVIDIA 之外同時使用 AMD、TPU、Cambricon 或 Intel 加速器",
    ),
    "N27 zh-Hant Cambricon added; wording without 同時 (N02 is refused only thr": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llm-d:decision_guide.mixed-fleet.situation",
        "Run AMD, TPU or Intel accelerators next to NVIDIA",
        "與 NVIDIA 並用 AMD、TPU、Intel 或 Cambricon 加速器",
    ),
}
# name: locale, key, English, translation (each says what the English says)
FAITHFUL = {
    "O100 zh-Hant faithful: entirely -> 全部, 'this part of the work'": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llm-d:wins.deepinfer.v41-specific.detail",
        "The CED architecture, SWA bounded replay, a Wide-EP decode layout with EPLB and dete"
        "rministic modes are all model-level work, and llm-d leaves that work entirely to the"
        " model server it routes to. llm-d's DeepSeek recipe targets DeepSeek-R1, not V4.1-Fl"
        "ash.",
        "CED 架構、SWA 有界重放、搭配 EPLB 的 Wide-EP decode 佈局與確定性模式，全都是模型層級"
        "的工作，而 llm-d 把這部分工作全部交給它所路由到的模型伺服器。llm-d 的 DeepSeek 部署"
        "配方針對的是 DeepSeek-R1，而不是 V4.1-Flash。",
    ),
    "O101 zh-Hant faithful: complete -> 齊全; components -> 部分 (parts)": (
        "zh-Hant",
        "comparisons/deepinfer-vs-dynamo:dek",
        "Dynamo sits one layer above the engine: it brings disaggregated serving, KV-aware ro"
        "uting, multi-tier KV caching (now through the engines' own offloading) and Kubernete"
        "s orchestration, while DeepInfer is the engine itself. Setting the two side by side "
        "is a category error, but an instructive one, because Dynamo shows what a complete se"
        "rving layer contains.",
        "Dynamo 位在引擎的上一層，提供分離式服務、KV 感知路由、多層級 KV 快取（現改由各引擎自"
        "身的卸載功能實現）與 Kubernetes 編排；DeepInfer 則本身就是引擎。把兩者並列比較是一種"
        "範疇錯誤，但這個錯誤很有啟發性：從 Dynamo 可以看出，一套齊全的服務層包含哪些部分。",
    ),
    "O132 ko faithful: partial as 'not fully supported'": (
        "ko",
        "products/ktransformers:facts.hardware",
        "x86 CPUs (AMX, AVX-512, AVX2) plus NVIDIA GPUs; partial Ascend",
        "x86 CPU(AMX, AVX-512, AVX2) + NVIDIA GPU, Ascend는 완전히 지원되지 않음",
    ),
    "O133 zh-Hant faithful: partial as 'support not complete'": (
        "zh-Hant",
        "products/ktransformers:facts.hardware",
        "x86 CPUs (AMX, AVX-512, AVX2) plus NVIDIA GPUs; partial Ascend",
        "x86 CPU（AMX、AVX-512、AVX2）加 NVIDIA GPU；Ascend 支援並不完整",
    ),
    "G18 ja faithful: 'does nothing useful without a backend' as 'is use": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:wins.deepinfer.self-contained.detail",
        "When all you need is an engine you can run offline and inspect, DeepInfer stands on "
        "its own. Dynamo does nothing useful without a backend.",
        "オフラインで動かして中身を調べられるエンジンさえあればよいなら、DeepInfer は単体で完"
        "結している。Dynamo が役に立つのはバックエンドがあってこそだ。",
    ),
    "G19 zh-Hant faithful positive restatement": (
        "zh-Hant",
        "comparisons/deepinfer-vs-dynamo:wins.deepinfer.self-contained.detail",
        "When all you need is an engine you can run offline and inspect, DeepInfer stands on "
        "its own. Dynamo does nothing useful without a backend.",
        "如果你只需要一個能離線執行、能深入檢視內部的引擎，DeepInfer 本身就能獨立運作。Dynamo"
        " 必須搭配後端才能發揮作用。",
    ),
    "G20 ko faithful positive restatement": (
        "ko",
        "comparisons/deepinfer-vs-dynamo:wins.deepinfer.self-contained.detail",
        "When all you need is an engine you can run offline and inspect, DeepInfer stands on "
        "its own. Dynamo does nothing useful without a backend.",
        "오프라인으로 실행하고 들여다볼 엔진만 있으면 된다면 DeepInfer는 그 자체로 충분합니다"
        ". Dynamo는 백엔드가 있어야만 제 역할을 합니다.",
    ),
    "G21 ja faithful: no dependency -> independent": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:wins.deepinfer.self-contained.lead",
        "No orchestration dependency.",
        "オーケストレーション層から独立している。",
    ),
    "G22 zh-Hant faithful: independent of the orchestration layer": (
        "zh-Hant",
        "comparisons/deepinfer-vs-dynamo:wins.deepinfer.self-contained.lead",
        "No orchestration dependency.",
        "獨立於編排層。",
    ),
    "A305 ko 'more than' as 많습니다 beside small as 낮습니다": (
        "ko",
        "comparisons/deepinfer-vs-ktransformers:faq.serving-system.answer",
        "It serves an OpenAI-compatible API through its SGLang fork, which is more than DeepI"
        "nfer's release offers. But it is not a datacenter serving stack: it has no P/D disag"
        "gregation, no wide EP across nodes and no cluster KV cache, and its default concurre"
        "ncy is small.",
        "KTransformers는 SGLang 포크를 통해 OpenAI 호환 API를 서빙하므로, 이 점에서는 DeepInf"
        "er 릴리스보다 갖춘 것이 많습니다. 하지만 KTransformers는 데이터센터 서빙 스택이 아닙"
        "니다. P/D 분리도, 노드 간 와이드 전문가 병렬화도, 클러스터 KV 캐시도 없으며, 기본 동"
        "시성도 낮습니다.",
    ),
    "zh-Hant rarely as 很少 beside many and large": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llama-cpp:dek",
        "llama.cpp brings large models to laptops, Macs, CPUs and consumer GPUs through GGUF "
        "quantization and a single-binary server. DeepInfer is built for the datacenter: one "
        "DeepSeek model spread across many SM100 or Ascend 950 accelerators. The two rarely c"
        "ompete for the same machine.",
        "llama.cpp 透過 GGUF 量化與單一執行檔的伺服器，把大型模型帶到筆電、Mac、CPU 與消費級 "
        "GPU 上。DeepInfer 則是為資料中心而打造：把單一 DeepSeek 模型分散到許多 SM100 或 Asce"
        "nd 950 加速器上。兩者很少爭奪同一台機器。",
    ),
    "ja 40% reduction as 40% 削減": (
        "ja",
        "x:y",
        "The v0.4 release reported a 40% reduction in per-output-token latency.",
        "v0.4 のリリースでは、出力トークンあたりのレイテンシが 40% 削減されたと報告された。",
    ),
    "ko 40% reduction as 40% 단축": (
        "ko",
        "x:y",
        "The v0.4 release reported a 40% reduction in per-output-token latency.",
        "v0.4 릴리스는 출력 토큰당 지연 시간이 40% 단축되었다고 보고했습니다.",
    ),
    "zh-Hant cut by 40% as 降低了 40%": (
        "zh-Hant",
        "x:y",
        "The v0.4 release cut per-output-token latency by 40%.",
        "v0.4 版本將每個輸出 token 的延遲降低了 40%。",
    ),
    "ko partial as 부분 지원": (
        "ko",
        "products/ktransformers:facts.hardware",
        "x86 CPUs (AMX, AVX-512, AVX2) plus NVIDIA GPUs; partial Ascend",
        "x86 CPU(AMX, AVX-512, AVX2) + NVIDIA GPU, Ascend 부분 지원",
    ),
    "ja partial as 限定的": (
        "ja",
        "products/ktransformers:facts.hardware",
        "x86 CPUs (AMX, AVX-512, AVX2) plus NVIDIA GPUs; partial Ascend",
        "x86 CPU（AMX、AVX-512、AVX2）と NVIDIA GPU。Ascend は限定的に対応",
    ),
    "ja statuses in clauses, kept": (
        "ja",
        "products/mindie:facts.backends",
        "MindIE LLM (engine); MindIE Motor's newer docs support vLLM (recommended) and SGLang"
        " (POC)",
        "MindIE LLM（エンジン）。MindIE Motor の新しいドキュメントでは vLLM を推奨、SGLang は"
        "概念実証として対応",
    ),
    "ko statuses in clauses joined with 고, kept": (
        "ko",
        "products/mindie:facts.backends",
        "MindIE LLM (engine); MindIE Motor's newer docs support vLLM (recommended) and SGLang"
        " (POC)",
        "MindIE LLM(엔진), 최신 MindIE Motor 문서는 vLLM을 권장하고 SGLang은 POC 수준으로 지원",
    ),
    "zh-Hant statuses in clauses, kept": (
        "zh-Hant",
        "products/mindie:facts.backends",
        "MindIE LLM (engine); MindIE Motor's newer docs support vLLM (recommended) and SGLang"
        " (POC)",
        "MindIE LLM（引擎）；MindIE Motor 較新的文件建議使用 vLLM，SGLang 則僅為概念驗證",
    ),
    "ja statuses after both names, kept": (
        "ja",
        "products/mindie:facts.backends",
        "MindIE LLM (engine); MindIE Motor's newer docs support vLLM (recommended) and SGLang"
        " (POC)",
        "MindIE LLM（エンジン）。MindIE Motor の新しいドキュメントは vLLM と SGLang に対応（"
        "前者は推奨、後者は概念実証）",
    ),
    "ja laptops as ノート PC in a list": (
        "ja",
        "comparisons/deepinfer-vs-llama-cpp:dek",
        "llama.cpp brings large models to laptops, Macs, CPUs and consumer GPUs through GGUF "
        "quantization.",
        "llama.cpp は GGUF 量子化によって、ノート PC、Mac、CPU、コンシューマー向け GPU で大き"
        "なモデルを動かす。",
    ),
    "zh-Hant a list of names kept in prose": (
        "zh-Hant",
        "products/mooncake:facts.integrations",
        "Integrated with SGLang, vLLM, TensorRT-LLM, vLLM-Ascend and LMDeploy",
        "已整合 SGLang、vLLM、TensorRT-LLM、vLLM-Ascend 與 LMDeploy",
    ),
    "ja must as 必須 beside can": (
        "ja",
        "comparisons/deepinfer-vs-ktransformers:decision_guide.ascend-950.situation",
        "Must run on Ascend 950",
        "Ascend 950 で動かせることが必須",
    ),
    "ko must as 해야 한다": (
        "ko",
        "comparisons/deepinfer-vs-ktransformers:decision_guide.ascend-950.situation",
        "Must run on Ascend 950",
        "Ascend 950에서 실행해야 한다",
    ),
    "zh-Hant must as 必須": (
        "zh-Hant",
        "comparisons/deepinfer-vs-ktransformers:decision_guide.ascend-950.situation",
        "Must run on Ascend 950",
        "必須能在 Ascend 950 上執行",
    ),
    "ko small tree as 작은 소스 트리": (
        "ko",
        "comparisons/deepinfer-vs-vllm:wins.deepinfer.small-surface.lead",
        "A small tree to read.",
        "읽기 쉬운 작은 소스 트리.",
    ),
}
# The code and a fragment of the error each hostile case draws
EXPECTED = {
    "Q8": "[negation]",
    "O08": "[opposite]",
    "O35": "[opposite]",
    "O37": "[opposite]",
    "O38": "[opposite]",
    "O49": "[opposite]",
    "O96": "[opposite]",
    "D01": "[opposite]",
    "D02": "[opposite]",
    "D03": "[opposite]",
    "A009": "[opposite]",
    "A011": "[opposite]",
    "A018": "[opposite]",
    "A021": "[opposite]",
    "A029": "[opposite]",
    "A030": "[opposite]",
    "A051": "[opposite]",
    "A058": "[opposite]",
    "A060": "[opposite]",
    "A078": "[opposite]",
    "A079": "[opposite]",
    "A087": "[number]",
    "A088": "[number]",
    "A089": "[number]",
    "A091": "[number]",
    "A156": "[number]",
    "A157": "[number]",
    "A158": "[number]",
    "A341": "[opposite]",
    "A343": "[opposite]",
    "A344": "[opposite]",
    "A345": "[opposite]",
    "A346": "[opposite]",
    "A347": "[opposite]",
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_changed_meaning_is_an_error(name: str, shipped_terms: dict[str, Terms]) -> None:
    errors = shipped_errors(HOSTILE[name], shipped_terms)
    assert any(error.startswith(EXPECTED[name.split()[0]]) for error in errors), errors


@pytest.mark.parametrize("name", sorted(ADDED_IN_PROSE))
def test_a_name_added_to_a_list_in_prose_is_an_error(
    name: str, shipped_terms: dict[str, Terms]
) -> None:
    errors = shipped_errors(ADDED_IN_PROSE[name], shipped_terms)
    assert any("added to a list" in error for error in errors), errors


@pytest.mark.parametrize("name", sorted(FAITHFUL))
def test_its_faithful_twin_passes(name: str, shipped_terms: dict[str, Terms]) -> None:
    assert shipped_errors(FAITHFUL[name], shipped_terms) == []
