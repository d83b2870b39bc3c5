"""Attack 55's, 57's, 58's and 59's cases that the rules read since stop 54, each from a
shipped entry: a negation added to a sentence whose English says none in any words (動かない for
"Runs where you are", 再利用のない, 不重用, 비호환); the opposite words of new axes
(asynchronous, fast, hard, local, value gained, wasted, blurred, plugs in, both,
meaningful, kept, swappable, specific); "merely" (にすぎない) read as no negation; a pull
request submitted (提交 PR) read as open; a plan said as 規劃中, or in a sentence of its
own where the English states a future in another; each sentence's opposite words beside
its English's (single-user as マルチユーザー); "the default" given to another name in a
clause; a validated setup said as a user report (動作報告); words that hold a negation's
mark but negate nothing (非同期, 無論, 不断) and double negations (ないわけではない,
並非沒有), which leave a negation dropped; "Neither" made "both"; a restriction on
commercial use added; and attack 58's faithful wordings refused before ("nothing but X" as
外에는…불가 or しか…ない, にとどまらず for "not only", 到…為止 for "as of", a negative
question asked either way), and attack 59's (サポート外 and 仍未獲支援 for "not yet
supported", 빠질 수 없습니다 and 缺一不可 for "needs both", 不會消失 for "outlives", 計畫在
v1.6.0 移除 for a removal planned, 말고는…않, 로 제한 and 따름 for "only"). Each with the
shipped translation, which must pass."""

from __future__ import annotations

import pytest

from comparekit.catalogs.rules import Terms
from test_attack26 import shipped_findings
from test_names_attack11 import shipped_terms

__all__ = ["shipped_terms"]  # (the fixture, for pytest)

# name: locale, key, English, translation (each changes what the English says)
HOSTILE = {
    "a57 h-negadd-ja-1": (
        "ja",
        "comparisons/deepinfer-vs-llama-cpp:wins.llama-cpp.runs-anywhere.lead",
        "Runs where you are.",
        "手元の環境では動かない。",
    ),
    "a57 h-negadd-ko-1": (
        "ko",
        "comparisons/deepinfer-vs-llama-cpp:wins.llama-cpp.runs-anywhere.lead",
        "Runs where you are.",
        "보유한 장비에서는 실행할 수 없음.",
    ),
    "a57 h-negadd-zh-1": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llama-cpp:wins.llama-cpp.runs-anywhere.lead",
        "Runs where you are.",
        "無法在你手邊的硬體上執行。",
    ),
    "a57 h-negadd-ja-2": (
        "ja",
        "products/sglang:facts.best-for",
        "High-concurrency online serving with heavy prefix reuse",
        "プレフィックス再利用のない、高同時実行のオンラインサービング",
    ),
    "a57 h-negadd-ko-2": (
        "ko",
        "products/sglang:facts.best-for",
        "High-concurrency online serving with heavy prefix reuse",
        "프리픽스 재사용이 거의 없는 고동시성 온라인 서빙",
    ),
    "a57 h-negadd-zh-2": (
        "zh-Hant",
        "products/sglang:facts.best-for",
        "High-concurrency online serving with heavy prefix reuse",
        "不重用前綴的高並行度線上服務",
    ),
    "a57 h-demote-ja-1": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:decision_guide.kv-routing.reason",
        "KV-aware routing is a core part of the stack",
        "KV を意識したルーティングはスタックの付加機能にすぎない",
    ),
    "a57 h-place-ja-1": (
        "ja",
        "products/llama-cpp:facts.best-for",
        "Quantized local inference on workstations, Macs and consumer GPUs",
        "データセンターやクラウドの GPU クラスターでの量子化モデルのリモート推論",
    ),
    "a57 h-answer-ja-1": (
        "ja",
        "comparisons/deepinfer-vs-llama-cpp:faq.prototype.answer",
        "Yes, as long as you treat them as different stacks. Prompts carry over; client code "
        "does not, because DeepInfer's release has no serving API. You would call its offline"
        " engine directly or build your own server. Outputs will not match exactly, because t"
        "he model version, the quantization and the kernels differ. Validate accuracy on Deep"
        "Infer itself.",
        "できない。別々のスタックとして扱っても無理だ。プロンプトはそのまま使えるが、クライア"
        "ントのコードは使えない。DeepInfer の公開版にはサービング API がないからだ。オフライ"
        "ンエンジンを直接呼び出すか、独自のサーバーを構築することになる。モデルのバージョン、"
        "量子化、カーネルが違うため、出力は完全には一致しない。精度は DeepInfer 上で改めて検"
        "証すること。",
    ),
    "a57 h-sync-ja-1": (
        "ja",
        "comparisons/deepinfer-vs-ktransformers:wins.deepinfer.fleet-throughput.detail",
        "DeepInfer's published charts use 4 SM100 GPUs for prefill and 64 for decode with a 1"
        "31,072-token context, and the engine ships Wide-EP/EPLB and asynchronous scheduling."
        " KTransformers' single-GPU V4-Flash tutorial defaults to a 16,384-token context and "
        "two concurrent requests, and its Ascend tutorial notes that hybrid decode is limited"
        " by host memory bandwidth.",
        "DeepInfer が公開したグラフの構成は、prefill に4基、decode に64基の SM100 GPU、コンテ"
        "キスト長 131,072 トークンだ。エンジン自体も Wide-EP/EPLB と同期スケジューリングを備"
        "える。KTransformers の V4-Flash チュートリアル（単一 GPU 構成）の既定値は、コンテキ"
        "スト長 16,384 トークン、同時リクエスト数 2 だ。Ascend 向けのチュートリアルには、ハイ"
        "ブリッドのデコードはホストメモリの帯域に制約されるとの注記がある。",
    ),
    "a57 h-speed-ja-1": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:analysis.layers.paragraphs.two-jobs",
        "DeepInfer is an engine: it computes tokens. Dynamo is a layer that coordinates the m"
        "achines computing them. A production service needs both: fast kernels, and a way to "
        "route, cache and scale requests across machines.",
        "DeepInfer はエンジン、つまりトークンを計算するものだ。Dynamo は、トークンを計算する"
        "マシン群を統括する層である。本番のサービスには両方が要る。低速なカーネルと、リクエス"
        "トをマシン間でルーティングし、キャッシュし、スケールさせる仕組みだ。",
    ),
    "a57 h-both-ko-1": (
        "ko",
        "comparisons/deepinfer-vs-dynamo:analysis.layers.paragraphs.two-jobs",
        "DeepInfer is an engine: it computes tokens. Dynamo is a layer that coordinates the m"
        "achines computing them. A production service needs both: fast kernels, and a way to "
        "route, cache and scale requests across machines.",
        "DeepInfer는 토큰을 계산하는 엔진입니다. Dynamo는 그 토큰을 계산하는 머신들을 조정하"
        "는 계층입니다. 프로덕션 서비스에는 빠른 커널이나, 여러 머신에 걸쳐 요청을 라우팅하고"
        " 캐싱하며 처리 규모를 늘리는 수단 중 하나만 있으면 됩니다.",
    ),
    "a57 h-both-zh-1": (
        "zh-Hant",
        "comparisons/deepinfer-vs-dynamo:analysis.layers.paragraphs.two-jobs",
        "DeepInfer is an engine: it computes tokens. Dynamo is a layer that coordinates the m"
        "achines computing them. A production service needs both: fast kernels, and a way to "
        "route, cache and scale requests across machines.",
        "DeepInfer 是引擎，負責計算 token；Dynamo 則是另一層軟體，負責協調計算 token 的各台機"
        "器。生產環境的服務兩者擇一即可：要麼有快速的 kernel，要麼有一套機制，能在多台機器之"
        "間路由與快取請求，並隨需求擴展規模。",
    ),
    "a57 h-hard-ja-1": (
        "ja",
        "comparisons/deepinfer-vs-llama-cpp:analysis.benchmark-trap.paragraphs.fair-test",
        "We have not run the two side by side, and a fair test is hard to define. It would ne"
        "ed the same model version and precision, the same GPUs (llama.cpp's CUDA backend on "
        "SM100, for instance), the same context length and speculative-decoding settings, and"
        " a stated concurrency, reporting TTFT and TPOT at p50/p95/p99 and an accuracy check."
        " In practice, choose by deployment class, not by one number.",
        "本稿では両者を並べて動かしてはおらず、公正な試験を定義するのは簡単だ。同じモデルバー"
        "ジョンと数値精度、同じ GPU（たとえば SM100 上で llama.cpp の CUDA バックエンドを使う"
        "）、同じコンテキスト長と投機的デコーディングの設定、明示した同時実行数が必要だ。その"
        "うえで、p50/p95/p99 の TTFT と TPOT、そして精度の確認結果を報告すべきだ。実際には、1"
        "つの数値ではなく、デプロイの種類で選ぶこと。",
    ),
    "a57 h-hard-ko-1": (
        "ko",
        "comparisons/deepinfer-vs-llama-cpp:analysis.benchmark-trap.paragraphs.fair-test",
        "We have not run the two side by side, and a fair test is hard to define. It would ne"
        "ed the same model version and precision, the same GPUs (llama.cpp's CUDA backend on "
        "SM100, for instance), the same context length and speculative-decoding settings, and"
        " a stated concurrency, reporting TTFT and TPOT at p50/p95/p99 and an accuracy check."
        " In practice, choose by deployment class, not by one number.",
        "우리는 두 제품을 나란히 실행해 본 적이 없으며, 공정한 테스트를 정의하기는 쉽습니다. "
        "공정하게 테스트하려면 모델 버전과 정밀도, GPU(예를 들어 SM100에서 llama.cpp CUDA 백"
        "엔드 사용), 컨텍스트 길이와 추측 디코딩 설정을 똑같이 맞추고 동시성 수준을 밝혀야 하"
        "며, p50/p95/p99 기준 TTFT와 TPOT, 그리고 정확도 검증 결과를 보고해야 합니다. 실무에"
        "서는 수치 하나가 아니라 배포 유형을 기준으로 고르세요.",
    ),
    "a57 h-trend-ja-1": (
        "ja",
        "comparisons/deepinfer-vs-llm-d:analysis.contracts.paragraphs.online-offline",
        "The split also follows the workload. llm-d becomes more valuable as traffic becomes "
        "more live and varied: there are shared prefixes to exploit, bursts to absorb, SLOs t"
        "o keep and a pool to scale. DeepInfer's release targets offline runs, where no reque"
        "st arrivals need scheduling. llm-d's Batch Gateway is the closest point of contact, "
        "and it still sends batch work through model servers. The v0.8 release notes describe"
        " it as production-ready, although the dev guide labels it experimental.",
        "両者の違いはワークロードにも表れる。llm-d は、トラフィックがリアルタイム性を増し、多"
        "様になるほど価値が下がる。活用できる共有プレフィックス、吸収すべきバースト、守るべき"
        " SLO、スケールさせるプールがあるからだ。DeepInfer の公開版が対象とするのはオフライン"
        "実行で、そこではスケジューリングを必要とするリクエストがそもそも到着しない。最も近い"
        "接点は llm-d の Batch Gateway だが、これもバッチジョブをモデルサーバー経由で処理する"
        "。v0.8 のリリースノートはこれを本番利用可能と説明しているが、開発ガイドでは実験的と"
        "表記されている。",
    ),
    "a57 h-trend-ko-1": (
        "ko",
        "comparisons/deepinfer-vs-llm-d:analysis.contracts.paragraphs.online-offline",
        "The split also follows the workload. llm-d becomes more valuable as traffic becomes "
        "more live and varied: there are shared prefixes to exploit, bursts to absorb, SLOs t"
        "o keep and a pool to scale. DeepInfer's release targets offline runs, where no reque"
        "st arrivals need scheduling. llm-d's Batch Gateway is the closest point of contact, "
        "and it still sends batch work through model servers. The v0.8 release notes describe"
        " it as production-ready, although the dev guide labels it experimental.",
        "두 제품의 쓰임새는 워크로드에 따라서도 갈립니다. 트래픽이 실시간이고 다양할수록 llm-"
        "d의 가치는 떨어집니다. 활용할 공유 프리픽스, 흡수할 버스트, 지켜야 할 SLO, 확장할 풀"
        "이 생기기 때문입니다. DeepInfer 릴리스가 대상으로 하는 오프라인 실행에서는 도착하는 "
        "요청을 스케줄링할 일이 없습니다. 두 프로젝트의 접점에 가장 가까운 것은 llm-d의 Batch"
        " Gateway이지만, Batch Gateway도 배치 작업을 모델 서버로 보냅니다. v0.8 릴리스 노트는"
        " 이 기능을 프로덕션 준비 완료로 소개하지만, 개발 가이드는 실험적 기능으로 표시합니다"
        ".",
    ),
    "a57 h-advice-zh-1": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llama-cpp:short_answer.framing",
        "The deciding question is the size of the machine, not the speed of the kernels. llam"
        "a.cpp is built to fit a model where it would otherwise not fit; DeepInfer is built t"
        "o spread one model across many accelerators. A team can sensibly use both, for diffe"
        "rent jobs.",
        "關鍵在於機器的大小，而不是 kernel 的速度。llama.cpp 的設計目標，是讓模型在原本放不下"
        "的地方也能放得下；DeepInfer 的設計目標，則是把單一模型分散到許多加速器上。一個團隊最"
        "好只選其中之一。",
    ),
    "a57 h-core-zh-1": (
        "zh-Hant",
        "products/dynamo:facts.pd-disaggregation",
        "Core feature",
        "規劃中的功能",
    ),
    "a57 h-few-ja-1": (
        "ja",
        "comparisons/deepinfer-vs-ktransformers:decision_guide.fine-tune.situation",
        "Need LoRA fine-tuning of a huge MoE on few GPUs",
        "大規模な GPU クラスターで巨大 MoE の LoRA ファインチューニングが必要",
    ),
    "a57 h-few-zh-1": (
        "zh-Hant",
        "comparisons/deepinfer-vs-ktransformers:decision_guide.fine-tune.situation",
        "Need LoRA fine-tuning of a huge MoE on few GPUs",
        "需要以數十張 GPU 對超大型 MoE 做 LoRA 微調",
    ),
    "a57 h-validated-ja-1": (
        "ja",
        "comparisons/deepinfer-vs-ktransformers:wins.ktransformers.fits-small-hardware.detail",
        "A single RTX 3090, 4090 or 5090 with at least 200 GB of RAM is a validated V4-Flash "
        "setup. DeepInfer names only SM100 and Ascend 950, and its README describes no CPU-of"
        "fload mode.",
        "RTX 3090、4090、5090 のいずれか1枚と 200 GB 以上の RAM という構成で、V4-Flash が動い"
        "たというユーザー報告がある。DeepInfer が挙げるのは SM100 と Ascend 950 だけで、READM"
        "E には CPU オフロードモードの記述もない。",
    ),
    "a57 h-every-zh-1": (
        "zh-Hant",
        "comparisons/deepinfer-vs-ktransformers:analysis.hardware-class.paragraphs.where-experts-live",
        "An MoE model activates only a few experts for each token. DeepInfer and KTransformer"
        "s both build on that fact, but they use it differently. DeepInfer spreads experts ac"
        "ross many accelerators (Wide-EP) and rebalances them (EPLB) so that large batches ke"
        "ep every device busy; sparsity becomes throughput. KTransformers leaves most experts"
        " in system RAM and computes them on the CPU, which works because each token needs on"
        "ly a few of them; sparsity becomes the ability to run on a single machine.",
        "MoE 模型對每個 token 只會啟用少數幾個專家。DeepInfer 與 KTransformers 都以此為基礎，"
        "但運用方式不同。DeepInfer 把專家分散到許多加速器上（Wide-EP）並重新平衡專家的負載（E"
        "PLB），即使以大批次執行，仍有部分裝置閒置；稀疏性因此轉化為吞吐量。KTransformers 則"
        "把大部分專家留在系統記憶體中、由 CPU 計算，這之所以可行，是因為每個 token 只需要其中"
        "少數幾個；稀疏性因此轉化為在單一機器上執行的能力。",
    ),
    "a57 h-which-ko-2": (
        "ko",
        "comparisons/deepinfer-vs-dynamo:faq.which.answer",
        "Dynamo, if you need multi-node orchestration, KV-aware routing and disaggregated ser"
        "ving on a supported backend. DeepInfer is worth a look if you need DeepSeek's V4.1-F"
        "lash engine or Ascend 950.",
        "멀티노드 오케스트레이션, KV 인식 라우팅, 분리 서빙이 필요 없더라도 Dynamo를 선택하세"
        "요. DeepSeek의 V4.1-Flash 엔진이 필요하거나 Ascend 950에서 실행해야 한다면 DeepInfer"
        "를 검토할 만합니다.",
    ),
    "a57 h-same-ja-2": (
        "ja",
        "comparisons/deepinfer-vs-lmdeploy:analysis.engines.paragraphs.same-layer",
        "Unlike an orchestration layer, LMDeploy does not sit above other engines; it is the "
        "engine, with TurboMind and PyTorch kernels of its own. DeepInfer is also an engine. "
        'For once the two sides of a "DeepInfer vs X" page compute tokens in the same layer o'
        "f the stack, and a direct comparison of kernels would be meaningful if both ran the "
        "same model.",
        "編成層とは違い、LMDeploy はほかのエンジンの上位に位置するのではなく、それ自体がエン"
        "ジンだ。TurboMind と PyTorch の両エンジンに独自のカーネルを持つ。DeepInfer もエンジ"
        "ンである。「DeepInfer と X」の記事としては珍しく、両者はスタックの同じ層でトークンを"
        "計算している。同じモデルを動かしたとしても、カーネルを直接比べる意味はない。",
    ),
    "a57 h-waste-zh-1": (
        "zh-Hant",
        "comparisons/deepinfer-vs-ktransformers:analysis.hardware-class.paragraphs.who-chooses",
        "As a result, the two rarely compete for the same buyer. DeepInfer's release targets "
        "SM100 and Ascend 950 accelerators, not workstation GPUs, and a provider with SM100 r"
        "acks would waste them on CPU offload. The interesting cases are at the edges, and th"
        "ere the honest answer is to check the docs for your exact model and hardware.",
        "因此，兩者很少爭取同一群買家。DeepInfer 的發行版以 SM100 與 Ascend 950 加速器為目標"
        "，而不是工作站 GPU；擁有 SM100 機櫃的服務供應商若拿它們來做 CPU 卸載，正好能物盡其用"
        "。真正值得討論的是兩者邊界上的情況；遇到這類情況，老實說只能針對你實際使用的模型與硬"
        "體查閱文件。",
    ),
    "a57 h-either-ja-1": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:analysis.layers.subsections.change-verdict.paragraphs.conditions",
        "Two events would blur the line between the layers: Dynamo documenting a DeepInfer ba"
        "ckend, or a DeepInfer release that ships PD disaggregation and KV-aware routing. Eit"
        "her one would make a direct comparison meaningful.",
        "層の区切りを曖昧にしうる出来事は2つある。Dynamo が DeepInfer バックエンドを文書化す"
        "ること、あるいは PD 分離と KV を意識したルーティングを備えた DeepInfer のリリースが"
        "出ることだ。両方がそろって初めて、両者を直接比べる意味が出てくる。",
    ),
    "a57 h-blur-ko-1": (
        "ko",
        "comparisons/deepinfer-vs-dynamo:analysis.layers.subsections.change-verdict.paragraphs.conditions",
        "Two events would blur the line between the layers: Dynamo documenting a DeepInfer ba"
        "ckend, or a DeepInfer release that ships PD disaggregation and KV-aware routing. Eit"
        "her one would make a direct comparison meaningful.",
        "Dynamo 문서에 DeepInfer 백엔드가 추가되거나, PD 분리와 KV 인식 라우팅을 포함한 DeepI"
        "nfer 릴리스가 나오면 두 계층 사이의 경계가 더 뚜렷해집니다. 어느 쪽이든 직접 비교가 "
        "의미를 갖게 됩니다.",
    ),
    "a57 h-already-zh-1": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llama-cpp:wins.llama-cpp.deepseek-uptake.lead",
        "DeepSeek-V4 with DSpark, already merged.",
        "DeepSeek-V4 的 DSpark 支援已經提交 PR。",
    ),
    "a57 h-pad-ja-5": (
        "ja",
        "comparisons/deepinfer-vs-ktransformers:decision_guide.v41-small.choice",
        "Neither documented",
        "どちらも文書化済み（内容は不十分）",
    ),
    "a57 h-pad-ko-4": (
        "ko",
        "comparisons/deepinfer-vs-ktransformers:decision_guide.v41-small.choice",
        "Neither documented",
        "둘 다 문서화됨(차이 없음)",
    ),
    "a57 h-pad-zh-7": (
        "zh-Hant",
        "comparisons/deepinfer-vs-dynamo:wins.deepinfer.self-contained.lead",
        "No orchestration dependency.",
        "毫無例外地依賴編排層。",
    ),
    "a57 h-check-ko-4": (
        "ko",
        "products/vllm:facts.deepseek-v41-flash",
        "V4.1 model code and DSpark drafts in docs; check your release",
        "문서에 V4.1 모델 코드와 DSpark 드래프트 있음, 모든 릴리스에 포함됨",
    ),
    "a57 h-plugs-ja-1": (
        "ja",
        "products/mooncake:facts.backends",
        "Plugs into SGLang, vLLM, TensorRT-LLM, LMDeploy",
        "SGLang、vLLM、TensorRT-LLM、LMDeploy を置き換える",
    ),
    "a57 h-plugs-zh-1": (
        "zh-Hant",
        "products/mooncake:facts.backends",
        "Plugs into SGLang, vLLM, TensorRT-LLM, LMDeploy",
        "與 SGLang、vLLM、TensorRT-LLM、LMDeploy 競爭",
    ),
    "a57 h-plugs-ko-1": (
        "ko",
        "products/mooncake:facts.backends",
        "Plugs into SGLang, vLLM, TensorRT-LLM, LMDeploy",
        "SGLang, vLLM, TensorRT-LLM, LMDeploy와 비호환",
    ),
    "a55 vn04 ja": (
        "ja",
        "comparisons/deepinfer-vs-llm-d:wins.llm-d.vendor-neutral.detail",
        "llm-d is a CNCF project with maintainers from several companies, and v0.9.0 ships im"
        "ages for CUDA, ROCm, Intel XPU, CPU and AWS EFA. The engine layer is swappable as we"
        "ll. vLLM is the default model server and SGLang is supported. The metrics contract b"
        "etween the EPP and the model servers also lists TensorRT-LLM's `trtllm-serve`.",
        "llm-d は複数の企業のメンテナーを擁する CNCF プロジェクトだ。v0.9.0 では CUDA、ROCm、"
        "Intel XPU、CPU、AWS EFA 向けのイメージが提供されている。エンジン層も交換できる。既定"
        "のモデルサーバーは SGLang だが、vLLM も使える。EPP とモデルサーバーの間のメトリクス"
        "契約には、TensorRT-LLM の `trtllm-serve` も記載されている。",
    ),
    "a55 vn05 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llm-d:wins.llm-d.vendor-neutral.detail",
        "llm-d is a CNCF project with maintainers from several companies, and v0.9.0 ships im"
        "ages for CUDA, ROCm, Intel XPU, CPU and AWS EFA. The engine layer is swappable as we"
        "ll. vLLM is the default model server and SGLang is supported. The metrics contract b"
        "etween the EPP and the model servers also lists TensorRT-LLM's `trtllm-serve`.",
        "llm-d 是 CNCF 專案，維護者來自多家公司，v0.9.0 提供 CUDA、ROCm、Intel XPU、CPU 與 AW"
        "S EFA 映像檔。引擎層也可以替換：llm-d 以 SGLang 為預設模型伺服器，也支援 vLLM。EPP "
        "與模型伺服器之間的指標契約還列出了 TensorRT-LLM 的 `trtllm-serve`。",
    ),
    "a55 vn06 ko": (
        "ko",
        "comparisons/deepinfer-vs-llm-d:wins.llm-d.vendor-neutral.detail",
        "llm-d is a CNCF project with maintainers from several companies, and v0.9.0 ships im"
        "ages for CUDA, ROCm, Intel XPU, CPU and AWS EFA. The engine layer is swappable as we"
        "ll. vLLM is the default model server and SGLang is supported. The metrics contract b"
        "etween the EPP and the model servers also lists TensorRT-LLM's `trtllm-serve`.",
        "llm-d는 여러 회사 소속 메인테이너가 참여하는 CNCF 프로젝트입니다. v0.9.0 릴리스는 CU"
        "DA, ROCm, Intel XPU, CPU, AWS EFA용 이미지를 제공합니다. 엔진 계층도 바꿔 쓸 수 있습"
        "니다. 기본 모델 서버는 SGLang이며 vLLM도 지원합니다. EPP와 모델 서버 사이의 메트릭 "
        "계약에는 TensorRT-LLM의 `trtllm-serve`도 나와 있습니다.",
    ),
    "a55 vn07 ja": (
        "ja",
        "comparisons/deepinfer-vs-llm-d:wins.llm-d.vendor-neutral.detail",
        "llm-d is a CNCF project with maintainers from several companies, and v0.9.0 ships im"
        "ages for CUDA, ROCm, Intel XPU, CPU and AWS EFA. The engine layer is swappable as we"
        "ll. vLLM is the default model server and SGLang is supported. The metrics contract b"
        "etween the EPP and the model servers also lists TensorRT-LLM's `trtllm-serve`.",
        "llm-d は複数の企業のメンテナーを擁する CNCF プロジェクトだ。v0.9.0 では CUDA、ROCm、"
        "Intel XPU、CPU、AWS EFA 向けのイメージが提供されている。エンジン層は交換できない。既"
        "定のモデルサーバーは vLLM だが、SGLang も使える。EPP とモデルサーバーの間のメトリク"
        "ス契約には、TensorRT-LLM の `trtllm-serve` も記載されている。",
    ),
    "a55 vn08 ko": (
        "ko",
        "comparisons/deepinfer-vs-llm-d:wins.llm-d.vendor-neutral.detail",
        "llm-d is a CNCF project with maintainers from several companies, and v0.9.0 ships im"
        "ages for CUDA, ROCm, Intel XPU, CPU and AWS EFA. The engine layer is swappable as we"
        "ll. vLLM is the default model server and SGLang is supported. The metrics contract b"
        "etween the EPP and the model servers also lists TensorRT-LLM's `trtllm-serve`.",
        "llm-d는 여러 회사 소속 메인테이너가 참여하는 CNCF 프로젝트입니다. v0.9.0 릴리스는 CU"
        "DA, ROCm, Intel XPU, CPU, AWS EFA용 이미지를 제공합니다. 엔진 계층은 고정되어 있습니"
        "다. 기본 모델 서버는 vLLM이며 SGLang도 지원합니다. EPP와 모델 서버 사이의 메트릭 계"
        "약에는 TensorRT-LLM의 `trtllm-serve`도 나와 있습니다.",
    ),
    "a55 vn09 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llm-d:wins.llm-d.vendor-neutral.detail",
        "llm-d is a CNCF project with maintainers from several companies, and v0.9.0 ships im"
        "ages for CUDA, ROCm, Intel XPU, CPU and AWS EFA. The engine layer is swappable as we"
        "ll. vLLM is the default model server and SGLang is supported. The metrics contract b"
        "etween the EPP and the model servers also lists TensorRT-LLM's `trtllm-serve`.",
        "llm-d 是 CNCF 專案，維護者來自多家公司，v0.9.0 提供 CUDA、ROCm、Intel XPU、CPU 與 AW"
        "S EFA 映像檔。引擎層則是固定的：llm-d 以 vLLM 為預設模型伺服器，也支援 SGLang。EPP "
        "與模型伺服器之間的指標契約還列出了 TensorRT-LLM 的 `trtllm-serve`。",
    ),
    "a55 tv05 ja": (
        "ja",
        "comparisons/deepinfer-vs-mindie:wins.deepinfer.two-vendors.detail",
        "The same engine targets NVIDIA SM100 and Ascend 950, which helps if you run both or "
        "want to compare them on one model. MindIE runs on Ascend only.",
        "同じエンジンが NVIDIA SM100 と Ascend 950 を対象としているので、片方だけを運用してい"
        "る場合や、1つのモデルで両者を比べたい場合に役立つ。MindIE は Ascend でしか動かない。",
    ),
    "a55 tc01 ja": (
        "ja",
        "comparisons/deepinfer-vs-mooncake:head_to_head.rows.kv-cache.mooncake",
        "Shared DRAM and SSD pool that outlives engine restarts",
        "エンジンの再起動で消える DRAM と SSD の共有プール",
    ),
    "a55 tc02 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-mooncake:head_to_head.rows.kv-cache.mooncake",
        "Shared DRAM and SSD pool that outlives engine restarts",
        "共享的 DRAM 與 SSD 資源池，引擎重啟後即清空",
    ),
    "a55 tc03 ko": (
        "ko",
        "comparisons/deepinfer-vs-mooncake:head_to_head.rows.kv-cache.mooncake",
        "Shared DRAM and SSD pool that outlives engine restarts",
        "DRAM과 SSD에 걸친 공유 풀, 엔진 재시작 시 초기화",
    ),
    "a55 pw11 ja": (
        "ja",
        "hub:lead.method",
        "Facts come from each project's README, documentation, pull requests and issues, read"
        " from stored copies; each article's Sources list gives the date each source was read"
        ", and several copies are months older than that date. Nothing here is a benchmark re"
        "sult.",
        "記載した事実は、各プロジェクトの README、ドキュメント、プルリクエスト、issue の公式"
        "サイトの最新版で確認したものだ。出典ごとの参照日は各記事の「出典」の一覧に記したが、"
        "それより数か月古いコピーもいくつかある。ここに載せた内容はいずれもベンチマーク結果で"
        "はない。",
    ),
    "a55 pl14 ja": (
        "ja",
        "comparisons/deepinfer-vs-ktransformers:head_to_head.rows.hardware.ktransformers",
        "x86 CPU (AMX/AVX-512/AVX2) plus NVIDIA SM80+ GPU; V4-Flash validated on RTX 3090/409"
        "0/5090; partial Ascend",
        "x86 CPU（AMX/AVX-512/AVX2）と NVIDIA SM80+ の GPU。V4-Flash は RTX 3090/4090/5090 で"
        "動作報告あり。Ascend は一部対応",
    ),
    "a55 vr07 ko": (
        "ko",
        "comparisons/deepinfer-vs-dynamo:sources.dynamo-docs.supports",
        "the compatibility page that replaced the support matrix, with GPU architectures, pla"
        "tforms and backend versions per release (newest read, v1.5.1)",
        "릴리스별 GPU 아키텍처, 플랫폼, 백엔드 버전을 담은 호환성 페이지(지원 매트릭스를 보완"
        ", 확인한 최신 버전은 v1.5.1)",
    ),
    "a55 un09 ko": (
        "ko",
        "comparisons/deepinfer-vs-dynamo:faq.which.answer",
        "Dynamo, if you need multi-node orchestration, KV-aware routing and disaggregated ser"
        "ving on a supported backend. DeepInfer is worth a look if you need DeepSeek's V4.1-F"
        "lash engine or Ascend 950.",
        "지원 백엔드 중 하나와 함께 멀티노드 오케스트레이션, KV 인식 라우팅, 분리 서빙이 필요"
        " 없다면 Dynamo를 선택하세요. DeepSeek의 V4.1-Flash 엔진이 필요하거나 Ascend 950에서 "
        "실행해야 한다면 DeepInfer를 검토할 만합니다.",
    ),
    "a55 ui07 ko": (
        "ko",
        "ui:heading.sources",
        "Sources",
        "참고하지 않은 자료",
    ),
    "a58 H-negation-decoy-01 ja": (
        "ja",
        "products/dynamo:facts.deepseek-v41-flash",
        "Depends on the backend; no V4.1 engine of its own",
        "バックエンド依存。独自の V4.1 エンジンを備え、非同期実行にも対応",
    ),
    "a58 H-negation-decoy-07 ja": (
        "ja",
        "comparisons/deepinfer-vs-vllm:decision_guide.online-api.reason",
        "DeepInfer's release has no serving API",
        "DeepInfer の公開版にはサービング API が不断に追加されている",
    ),
    "a58 H-negation-decoy-08 ja": (
        "ja",
        "products/ktransformers:facts.pd-disaggregation",
        "Not offered",
        "提供あり（否応なく有効）",
    ),
    "a58 H-negation-decoy-10 zh-Hant": (
        "zh-Hant",
        "products/dynamo:facts.deepseek-v41-flash",
        "Depends on the backend; no V4.1 engine of its own",
        "取決於後端；本身具備 V4.1 引擎，以避免依賴外部",
    ),
    "a58 H-negation-decoy-11 zh-Hant": (
        "zh-Hant",
        "products/llama-cpp:facts.kv-cache",
        "Per-slot prompt caching and KV quantization; no cluster cache",
        "以 slot 為單位的提示詞快取與 KV 量化；另有無縫的叢集快取",
    ),
    "a58 H-negation-decoy-12 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-mooncake:decision_guide.offline-v41.reason",
        "Mooncake runs no model",
        "Mooncake 無論如何都會執行模型",
    ),
    "a58 H-negation-decoy-13 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-vllm:decision_guide.online-api.reason",
        "DeepInfer's release has no serving API",
        "DeepInfer 的發行版提供非同步的服務 API",
    ),
    "a58 H-negation-decoy-15 zh-Hant": (
        "zh-Hant",
        "products/ktransformers:facts.pd-disaggregation",
        "Not offered",
        "已提供，除此之外還有更多",
    ),
    "a58 H-negation-decoy-23 ko": (
        "ko",
        "products/ktransformers:facts.pd-disaggregation",
        "Not offered",
        "제공함(이외 옵션도 있음)",
    ),
    "a58 H-answer-turned-01 ja": (
        "ja",
        "products/lmdeploy:facts.pd-disaggregation",
        "Yes, on the PyTorch engine only (DistServe)",
        "ダメ。PyTorch エンジンのみ（DistServe）",
    ),
    "a58 H-answer-turned-02 zh-Hant": (
        "zh-Hant",
        "products/lmdeploy:facts.pd-disaggregation",
        "Yes, on the PyTorch engine only (DistServe)",
        "沒辦法，僅限 PyTorch 引擎（DistServe）",
    ),
    "a58 H-answer-turned-03 ko": (
        "ko",
        "products/lmdeploy:facts.pd-disaggregation",
        "Yes, on the PyTorch engine only (DistServe)",
        "안 됨, PyTorch 엔진 한정(DistServe)",
    ),
    "a58 H-status-moved-08 ja": (
        "ja",
        "products/vllm:facts.pd-disaggregation",
        "Yes, through KV connectors; docs still call it experimental",
        "対応。KV コネクター経由（ドキュメントでは本番運用向けと明記）",
    ),
    "a58 H-status-moved-09 ja": (
        "ja",
        "comparisons/deepinfer-vs-vllm:sources.vllm-batch-invariance.supports",
        "deterministic output independent of batching, documented as beta",
        "バッチ構成に左右されない決定論的な出力。GA として文書化",
    ),
    "a58 H-status-moved-23 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-sglang:decision_guide.released-now.reason",
        "SGLang's V4.1 path was preview-only when read",
        "我們查閱時，SGLang 的 V4.1 路徑已正式上線",
    ),
    "a58 H-condition-as-fact-03 ja": (
        "ja",
        "comparisons/deepinfer-vs-mindie:faq.ascend-950.answer",
        "Its documentation, as read, lists Atlas 800I A2, Atlas 800I A3 and Atlas 300I Duo, n"
        "ot Ascend 950. Ascend 950 support is unconfirmed, not ruled out.",
        "本稿で確認した限り、ドキュメントに挙がっているのは Atlas 800I A2、Atlas 800I A3、Atl"
        "as 300I Duo で、Ascend 950 はない。Ascend 950 への対応は否定されている。",
    ),
    "a58 H-condition-as-fact-04 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-mindie:faq.ascend-950.answer",
        "Its documentation, as read, lists Atlas 800I A2, Atlas 800I A3 and Atlas 300I Duo, n"
        "ot Ascend 950. Ascend 950 support is unconfirmed, not ruled out.",
        "依我們查閱的資料，MindIE 的文件列出的是 Atlas 800I A2、Atlas 800I A3 與 Atlas 300I D"
        "uo，並沒有 Ascend 950。Ascend 950 已確定不在支援範圍。",
    ),
    "a58 H-condition-as-fact-08 ja": (
        "ja",
        "products/vllm:facts.deepseek-v41-flash",
        "V4.1 model code and DSpark drafts in docs; check your release",
        "ドキュメントに V4.1 のモデルコードと DSpark ドラフトモデルを掲載。どのリリースでも使える",
    ),
    "a58 H-condition-as-fact-09 zh-Hant": (
        "zh-Hant",
        "products/vllm:facts.deepseek-v41-flash",
        "V4.1 model code and DSpark drafts in docs; check your release",
        "文件中有 V4.1 模型程式碼與 DSpark 草稿模型；所有版本皆可直接使用",
    ),
    "a58 H-condition-as-fact-10 ko": (
        "ko",
        "products/vllm:facts.deepseek-v41-flash",
        "V4.1 model code and DSpark drafts in docs; check your release",
        "문서에 V4.1 모델 코드와 DSpark 드래프트 모델 수록, 모든 릴리스에서 사용 가능",
    ),
    "a58 H-opposite-word-02 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-dynamo:wins.deepinfer.small-surface.lead",
        "Less to read.",
        "要讀的程式碼繁多。",
    ),
    "a58 H-opposite-word-03 ko": (
        "ko",
        "comparisons/deepinfer-vs-dynamo:wins.deepinfer.small-surface.lead",
        "Less to read.",
        "읽을 코드가 방대함.",
    ),
    "a58 H-opposite-word-04 ja": (
        "ja",
        "comparisons/deepinfer-vs-sglang:wins.deepinfer.no-moving-parts.lead",
        "Fewer moving parts offline.",
        "オフラインでは構成が煩雑。",
    ),
    "a58 H-opposite-word-05 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-sglang:wins.deepinfer.no-moving-parts.lead",
        "Fewer moving parts offline.",
        "離線執行時環節繁雜。",
    ),
    "a58 H-opposite-word-08 ja": (
        "ja",
        "products/sglang:facts.best-for",
        "High-concurrency online serving with heavy prefix reuse",
        "プレフィックス再利用がまばらな、同時接続の控えめなオンラインサービング",
    ),
    "a58 H-opposite-word-15 ja": (
        "ja",
        "products/deepinfer:facts.kind",
        "DeepSeek-specific offline engine",
        "DeepSeek 専用の常時接続型エンジン",
    ),
    "a58 H-opposite-word-16 zh-Hant": (
        "zh-Hant",
        "products/deepinfer:facts.kind",
        "DeepSeek-specific offline engine",
        "DeepSeek 專用的連網推論引擎",
    ),
    "a58 H-opposite-word-17 ko": (
        "ko",
        "products/deepinfer:facts.kind",
        "DeepSeek-specific offline engine",
        "DeepSeek 전용 상시 접속형 엔진",
    ),
    "a58 H-opposite-word-18 ja": (
        "ja",
        "products/tensorrt-llm:facts.best-for",
        "Peak performance on NVIDIA-only fleets, often under Dynamo",
        "NVIDIA のみの環境での最低限の性能（Dynamo の配下で使うことが多い）",
    ),
    "a58 H-opposite-word-19 zh-Hant": (
        "zh-Hant",
        "products/tensorrt-llm:facts.best-for",
        "Peak performance on NVIDIA-only fleets, often under Dynamo",
        "在全 NVIDIA 機群上追求最低效能，常在 Dynamo 底下運作",
    ),
    "a58 H-opposite-word-20 ko": (
        "ko",
        "products/tensorrt-llm:facts.best-for",
        "Peak performance on NVIDIA-only fleets, often under Dynamo",
        "NVIDIA 전용 인프라에서 최저 성능, 흔히 Dynamo와 함께 사용",
    ),
    "a58 H-opposite-word-27 ja": (
        "ja",
        "products/ktransformers:facts.kv-cache",
        "SGLang's KV cache; legacy GPU-CPU-disk prefix cache",
        "SGLang の KV キャッシュ。最新の GPU・CPU・ディスクにまたがるプレフィックスキャッシュ",
    ),
    "a58 H-opposite-word-28 zh-Hant": (
        "zh-Hant",
        "products/ktransformers:facts.kv-cache",
        "SGLang's KV cache; legacy GPU-CPU-disk prefix cache",
        "SGLang 的 KV 快取；新一代的 GPU-CPU-磁碟前綴快取",
    ),
    "a58 H-opposite-word-29 ko": (
        "ko",
        "products/ktransformers:facts.kv-cache",
        "SGLang's KV cache; legacy GPU-CPU-disk prefix cache",
        "SGLang의 KV 캐시, 최신 GPU·CPU·디스크 프리픽스 캐시",
    ),
    "a58 H-opposite-word-30 ja": (
        "ja",
        "comparisons/deepinfer-vs-mooncake:analysis.complement.title",
        "Why this is a complement, not a contest",
        "なぜ補完ではなく競合なのか",
    ),
    "a58 H-opposite-word-31 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-mooncake:analysis.complement.title",
        "Why this is a complement, not a contest",
        "為何這是競爭，而非互補",
    ),
    "a58 H-opposite-word-32 ko": (
        "ko",
        "comparisons/deepinfer-vs-mooncake:analysis.complement.title",
        "Why this is a complement, not a contest",
        "보완이 아니라 경쟁인 이유",
    ),
    "a58 H-opposite-word-37 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llama-cpp:wins.llama-cpp.simplicity.detail",
        "No Python runtime, no cluster and no scheduler to operate, under the short and permi"
        "ssive MIT licence.",
        "不需要 Python 執行環境，也沒有叢集或排程器要維運，而且採用冗長又嚴格的 MIT 授權。",
    ),
    "a58 H-list-changed-02 zh-Hant": (
        "zh-Hant",
        "products/llama-cpp:facts.backends",
        "ggml backends: CPU, Metal, CUDA, HIP, Vulkan, SYCL, CANN and more",
        "ggml 後端：CPU、Metal、CUDA、HIP、Vulkan、SYCL、CANN",
    ),
    "a58 H-list-changed-09 ja": (
        "ja",
        "products/mooncake:facts.hardware",
        "NVIDIA, Huawei Ascend, AMD and others; RDMA, TCP, NVLink, CXL",
        "NVIDIA、Huawei Ascend、AMD。RDMA、TCP、NVLink、CXL",
    ),
    "a58 H-list-changed-10 zh-Hant": (
        "zh-Hant",
        "products/vllm:facts.hardware",
        "NVIDIA, AMD and Intel GPUs, CPUs; TPU, Ascend and more via plugins",
        "NVIDIA、AMD 與 Intel GPU，以及 CPU；TPU 與 Ascend 透過外掛支援",
    ),
    "a58 H-double-negation-01 ja": (
        "ja",
        "products/dynamo:facts.deepseek-v41-flash",
        "Depends on the backend; no V4.1 engine of its own",
        "バックエンド依存。独自の V4.1 エンジンがないわけではない",
    ),
    "a58 H-double-negation-02 zh-Hant": (
        "zh-Hant",
        "products/dynamo:facts.deepseek-v41-flash",
        "Depends on the backend; no V4.1 engine of its own",
        "取決於後端；並非沒有自己的 V4.1 引擎",
    ),
    "a58 H-double-negation-03 ko": (
        "ko",
        "products/dynamo:facts.deepseek-v41-flash",
        "Depends on the backend; no V4.1 engine of its own",
        "백엔드에 따라 다름, 자체 V4.1 엔진이 없지 않음",
    ),
    "a58 H-double-negation-04 ja": (
        "ja",
        "comparisons/deepinfer-vs-vllm:decision_guide.online-api.reason",
        "DeepInfer's release has no serving API",
        "DeepInfer の公開版にサービング API がないとは言えない",
    ),
    "a58 H-double-negation-05 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-vllm:decision_guide.online-api.reason",
        "DeepInfer's release has no serving API",
        "DeepInfer 的發行版不是沒有服務 API",
    ),
    "a58 H-double-negation-06 ko": (
        "ko",
        "comparisons/deepinfer-vs-vllm:decision_guide.online-api.reason",
        "DeepInfer's release has no serving API",
        "DeepInfer 릴리스에 서빙 API가 없는 것은 아님",
    ),
    "a58 H-double-negation-07 ja": (
        "ja",
        "products/llama-cpp:facts.pd-disaggregation",
        "Not available",
        "使えないことはない",
    ),
    "a58 H-double-negation-08 zh-Hant": (
        "zh-Hant",
        "products/llama-cpp:facts.pd-disaggregation",
        "Not available",
        "不是不能用",
    ),
    "a58 H-double-negation-09 ko": (
        "ko",
        "products/llama-cpp:facts.pd-disaggregation",
        "Not available",
        "사용 못 할 것은 없음",
    ),
    "a58 H-double-negation-10 ja": (
        "ja",
        "comparisons/deepinfer-vs-mooncake:decision_guide.offline-v41.reason",
        "Mooncake runs no model",
        "Mooncake もモデルを実行しないわけではない",
    ),
    "a58 H-double-negation-11 ko": (
        "ko",
        "comparisons/deepinfer-vs-mooncake:decision_guide.offline-v41.reason",
        "Mooncake runs no model",
        "Mooncake도 모델을 실행하지 않는 것은 아님",
    ),
    "a58 H-double-negation-12 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-mooncake:decision_guide.offline-v41.reason",
        "Mooncake runs no model",
        "Mooncake 並非不執行模型",
    ),
    "a58 H-claim-added-05 zh-Hant": (
        "zh-Hant",
        "products/deepinfer:facts.license",
        "Apache-2.0",
        "Apache-2.0（僅限非商業用途）",
    ),
    "a58 H-claim-added-06 ko": (
        "ko",
        "products/llama-cpp:facts.license",
        "MIT",
        "MIT(상업적 이용 시 별도 허가 필요)",
    ),
    "a58 H-claim-added-07 ja": (
        "ja",
        "products/vllm:facts.license",
        "Apache-2.0",
        "Apache-2.0（研究目的に限る）",
    ),
    "a58 H-tense-changed-01 ja": (
        "ja",
        "products/vllm:facts.pd-disaggregation",
        "Yes, through KV connectors; docs still call it experimental",
        "対応。KV コネクター経由（ドキュメントではかつて実験的扱いだった）",
    ),
    "a58 H-tense-changed-02 zh-Hant": (
        "zh-Hant",
        "products/vllm:facts.pd-disaggregation",
        "Yes, through KV connectors; docs still call it experimental",
        "支援，透過 KV 連接器；文件過去曾標示為實驗性",
    ),
    "a58 H-tense-changed-03 ko": (
        "ko",
        "products/vllm:facts.pd-disaggregation",
        "Yes, through KV connectors; docs still call it experimental",
        "지원(KV 커넥터 경유), 문서상 예전에는 실험적 기능이었음",
    ),
    "a58 H-tense-changed-07 ja": (
        "ja",
        "comparisons/deepinfer-vs-lmdeploy:sources.lmdeploy-issue-4658.supports",
        "request (June 2026, still open) to add DeepSeek-V4-Flash to TurboMind",
        "TurboMind への DeepSeek-V4-Flash 対応を求める要望。2026年6月に起票され、対応完了",
    ),
    "a58 H-tense-changed-08 ko": (
        "ko",
        "comparisons/deepinfer-vs-lmdeploy:sources.lmdeploy-issue-4658.supports",
        "request (June 2026, still open) to add DeepSeek-V4-Flash to TurboMind",
        "TurboMind에 DeepSeek-V4-Flash를 추가해 달라는 요청(2026년 6월, 이미 반영됨)",
    ),
    "a58 H-tense-changed-09 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-lmdeploy:sources.lmdeploy-issue-4658.supports",
        "request (June 2026, still open) to add DeepSeek-V4-Flash to TurboMind",
        "請求在 TurboMind 加入 DeepSeek-V4-Flash（2026年6月，已完成）",
    ),
    "a58 H-tense-changed-10 ja": (
        "ja",
        "comparisons/deepinfer-vs-tensorrt-llm:faq.compiled.question",
        "Does TensorRT-LLM still compile models into TensorRT engines?",
        "TensorRT-LLM はかつてモデルを TensorRT エンジンにコンパイルしていたのか",
    ),
    "a58 H-tense-changed-12 ko": (
        "ko",
        "products/llama-cpp:facts.deepseek-v41-flash",
        "V4.1 PR still open; DeepSeek-V4 with MTP and DSpark merged",
        "V4.1 PR은 반영 완료, MTP와 DSpark를 포함한 DeepSeek-V4 병합",
    ),
    "a58 H-modality-04 ja": (
        "ja",
        "comparisons/deepinfer-vs-llm-d:decision_guide.wrap-deepinfer.reason",
        "It first needs an API, metrics and a KV connector",
        "API、メトリクス、KV コネクターがあると便利",
    ),
    "a58 H-modality-05 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llm-d:decision_guide.wrap-deepinfer.reason",
        "It first needs an API, metrics and a KV connector",
        "若有 API、指標與 KV 連接器會更方便",
    ),
    "a58 H-modality-06 ko": (
        "ko",
        "comparisons/deepinfer-vs-llm-d:decision_guide.wrap-deepinfer.reason",
        "It first needs an API, metrics and a KV connector",
        "API, 메트릭, KV 커넥터가 있으면 좋음",
    ),
    "a58 H-comparison-turned-08 ja": (
        "ja",
        "comparisons/deepinfer-vs-tensorrt-llm:decision_guide.pre-blackwell.situation",
        "Run DeepSeek-V4 models on Hopper or older",
        "Hopper 以降の GPU で DeepSeek-V4 のモデルを動かす",
    ),
    "a58 H-comparison-turned-10 ko": (
        "ko",
        "comparisons/deepinfer-vs-tensorrt-llm:decision_guide.pre-blackwell.situation",
        "Run DeepSeek-V4 models on Hopper or older",
        "Hopper 이후 세대 GPU에서 DeepSeek-V4 모델을 실행한다",
    ),
    "a58 H-comparison-turned-12 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-tensorrt-llm:wins.tensorrt-llm.nvidia-stack.lead",
        "A first-class backend in NVIDIA's stack.",
        "在 NVIDIA 堆疊中只是次要的後端。",
    ),
    "a58 H-comparison-turned-13 ko": (
        "ko",
        "comparisons/deepinfer-vs-tensorrt-llm:wins.tensorrt-llm.nvidia-stack.lead",
        "A first-class backend in NVIDIA's stack.",
        "NVIDIA 스택에서 부차적인 백엔드.",
    ),
    "a58 H-negation-decoy-28 ja": (
        "ja",
        "comparisons/deepinfer-vs-llama-cpp:decision_guide.local-api.reason",
        "Built in; DeepInfer has no serving API",
        "標準で内蔵。DeepInfer にもサービング API があり、無償で使える",
    ),
    "a58 H-negation-decoy-31 ja": (
        "ja",
        "comparisons/deepinfer-vs-lmdeploy:wins.deepinfer.v41-flash.lead",
        "The model LMDeploy does not list.",
        "LMDeploy が余すことなく挙げているモデル。",
    ),
    "a58 H-negation-decoy-32 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-lmdeploy:wins.deepinfer.v41-flash.lead",
        "The model LMDeploy does not list.",
        "LMDeploy 毫不遺漏列出的模型。",
    ),
    "a58 H-negation-decoy-37 ja": (
        "ja",
        "comparisons/deepinfer-vs-llm-d:wins.llm-d.request-path.lead",
        "A request path DeepInfer does not have.",
        "DeepInfer にも欠かせないリクエスト経路。",
    ),
    "a58 H-negation-decoy-38 ko": (
        "ko",
        "comparisons/deepinfer-vs-llm-d:wins.llm-d.request-path.lead",
        "A request path DeepInfer does not have.",
        "DeepInfer에도 없어서는 안 될 요청 경로.",
    ),
    "a58 H-negation-decoy-39 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llm-d:wins.llm-d.request-path.lead",
        "A request path DeepInfer does not have.",
        "DeepInfer 也不可或缺的請求路徑。",
    ),
    "a58 H-negation-decoy-41 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-mindie:decision_guide.inference-cards.reason",
        "Listed hardware; DeepInfer does not target it",
        "列於支援硬體；DeepInfer 也毫無例外地以其為目標",
    ),
    "a58 H-comparison-turned-17 ja": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:wins.deepinfer.ascend-950.detail",
        "DeepInfer names Huawei Ascend 950 as a first-class target. Dynamo's supported hardwa"
        "re is NVIDIA GPUs.",
        "DeepInfer は Huawei Ascend 950 を参考程度の対象として挙げている。Dynamo の対応ハード"
        "ウェアは NVIDIA GPU だ。",
    ),
}

# name: locale, key, English, translation (each says what the English says)
FAITHFUL = {
    "shipped ja wins.llama-cpp.runs-anywhere.lead 0": (
        "ja",
        "comparisons/deepinfer-vs-llama-cpp:wins.llama-cpp.runs-anywhere.lead",
        "Runs where you are.",
        "手元の環境で動く。",
    ),
    "shipped ko wins.llama-cpp.runs-anywhere.lead 1": (
        "ko",
        "comparisons/deepinfer-vs-llama-cpp:wins.llama-cpp.runs-anywhere.lead",
        "Runs where you are.",
        "보유한 장비 어디서나 실행.",
    ),
    "shipped zh-Hant wins.llama-cpp.runs-anywhere.lead 2": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llama-cpp:wins.llama-cpp.runs-anywhere.lead",
        "Runs where you are.",
        "在你手邊的硬體上就能執行。",
    ),
    "shipped ja facts.best-for 3": (
        "ja",
        "products/sglang:facts.best-for",
        "High-concurrency online serving with heavy prefix reuse",
        "プレフィックス再利用の多い、高同時実行のオンラインサービング",
    ),
    "shipped ko facts.best-for 4": (
        "ko",
        "products/sglang:facts.best-for",
        "High-concurrency online serving with heavy prefix reuse",
        "프리픽스 재사용이 많은 고동시성 온라인 서빙",
    ),
    "shipped zh-Hant facts.best-for 5": (
        "zh-Hant",
        "products/sglang:facts.best-for",
        "High-concurrency online serving with heavy prefix reuse",
        "前綴大量重用的高並行度線上服務",
    ),
    "shipped ja decision_guide.kv-routing.reason 6": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:decision_guide.kv-routing.reason",
        "KV-aware routing is a core part of the stack",
        "KV を意識したルーティングはスタックの中核機能",
    ),
    "shipped ja facts.best-for 7": (
        "ja",
        "products/llama-cpp:facts.best-for",
        "Quantized local inference on workstations, Macs and consumer GPUs",
        "ワークステーション、Mac、コンシューマー向け GPU での量子化モデルのローカル推論",
    ),
    "shipped ja faq.prototype.answer 8": (
        "ja",
        "comparisons/deepinfer-vs-llama-cpp:faq.prototype.answer",
        "Yes, as long as you treat them as different stacks. Prompts carry over; client code "
        "does not, because DeepInfer's release has no serving API. You would call its offline"
        " engine directly or build your own server. Outputs will not match exactly, because t"
        "he model version, the quantization and the kernels differ. Validate accuracy on Deep"
        "Infer itself.",
        "できる。ただし、別々のスタックとして扱うことが前提だ。プロンプトはそのまま使えるが、"
        "クライアントのコードは使えない。DeepInfer の公開版にはサービング API がないからだ。"
        "オフラインエンジンを直接呼び出すか、独自のサーバーを構築することになる。モデルのバー"
        "ジョン、量子化、カーネルが違うため、出力は完全には一致しない。精度は DeepInfer 上で"
        "改めて検証すること。",
    ),
    "shipped ja facts.deepseek-v41-flash 9": (
        "ja",
        "products/deepinfer:facts.deepseek-v41-flash",
        "Official release; the only model it supports",
        "公式リリース。これ以外のモデルには対応しない",
    ),
    "shipped ko wins.llama-cpp.deepseek-uptake.detail 10": (
        "ko",
        "comparisons/deepinfer-vs-llama-cpp:wins.llama-cpp.deepseek-uptake.detail",
        "The community merged MTP and DSpark for DeepSeek-V4. DSpark is not unique to DeepInf"
        "er, even on a laptop-class runtime.",
        "커뮤니티는 DeepSeek-V4용 MTP와 DSpark를 병합했습니다. DSpark는 DeepInfer에만 있는 기"
        "능이 아니며, 노트북급 런타임에도 들어 있습니다.",
    ),
    "shipped ja wins.deepinfer.fleet-throughput.detail 11": (
        "ja",
        "comparisons/deepinfer-vs-ktransformers:wins.deepinfer.fleet-throughput.detail",
        "DeepInfer's published charts use 4 SM100 GPUs for prefill and 64 for decode with a 1"
        "31,072-token context, and the engine ships Wide-EP/EPLB and asynchronous scheduling."
        " KTransformers' single-GPU V4-Flash tutorial defaults to a 16,384-token context and "
        "two concurrent requests, and its Ascend tutorial notes that hybrid decode is limited"
        " by host memory bandwidth.",
        "DeepInfer が公開したグラフの構成は、prefill に4基、decode に64基の SM100 GPU、コンテ"
        "キスト長 131,072 トークンだ。エンジン自体も Wide-EP/EPLB と非同期スケジューリングを"
        "備える。KTransformers の V4-Flash チュートリアル（単一 GPU 構成）の既定値は、コンテ"
        "キスト長 16,384 トークン、同時リクエスト数 2 だ。Ascend 向けのチュートリアルには、ハ"
        "イブリッドのデコードはホストメモリの帯域に制約されるとの注記がある。",
    ),
    "shipped ja analysis.layers.paragraphs.two-jobs 12": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:analysis.layers.paragraphs.two-jobs",
        "DeepInfer is an engine: it computes tokens. Dynamo is a layer that coordinates the m"
        "achines computing them. A production service needs both: fast kernels, and a way to "
        "route, cache and scale requests across machines.",
        "DeepInfer はエンジン、つまりトークンを計算するものだ。Dynamo は、トークンを計算する"
        "マシン群を統括する層である。本番のサービスには両方が要る。高速なカーネルと、リクエス"
        "トをマシン間でルーティングし、キャッシュし、スケールさせる仕組みだ。",
    ),
    "shipped ko analysis.layers.paragraphs.two-jobs 13": (
        "ko",
        "comparisons/deepinfer-vs-dynamo:analysis.layers.paragraphs.two-jobs",
        "DeepInfer is an engine: it computes tokens. Dynamo is a layer that coordinates the m"
        "achines computing them. A production service needs both: fast kernels, and a way to "
        "route, cache and scale requests across machines.",
        "DeepInfer는 토큰을 계산하는 엔진입니다. Dynamo는 그 토큰을 계산하는 머신들을 조정하"
        "는 계층입니다. 프로덕션 서비스에는 빠른 커널도 필요하고, 여러 머신에 걸쳐 요청을 라"
        "우팅하고 캐싱하며 처리 규모를 늘리는 수단도 필요합니다.",
    ),
    "shipped zh-Hant analysis.layers.paragraphs.two-jobs 14": (
        "zh-Hant",
        "comparisons/deepinfer-vs-dynamo:analysis.layers.paragraphs.two-jobs",
        "DeepInfer is an engine: it computes tokens. Dynamo is a layer that coordinates the m"
        "achines computing them. A production service needs both: fast kernels, and a way to "
        "route, cache and scale requests across machines.",
        "DeepInfer 是引擎，負責計算 token；Dynamo 則是另一層軟體，負責協調計算 token 的各台機"
        "器。生產環境的服務兩者都需要：既要有快速的 kernel，也要有一套機制，能在多台機器之間"
        "路由與快取請求，並隨需求擴展規模。",
    ),
    "shipped ja analysis.benchmark-trap.paragraphs.fair-test 15": (
        "ja",
        "comparisons/deepinfer-vs-llama-cpp:analysis.benchmark-trap.paragraphs.fair-test",
        "We have not run the two side by side, and a fair test is hard to define. It would ne"
        "ed the same model version and precision, the same GPUs (llama.cpp's CUDA backend on "
        "SM100, for instance), the same context length and speculative-decoding settings, and"
        " a stated concurrency, reporting TTFT and TPOT at p50/p95/p99 and an accuracy check."
        " In practice, choose by deployment class, not by one number.",
        "本稿では両者を並べて動かしてはおらず、公正な試験を定義すること自体が難しい。同じモデ"
        "ルバージョンと数値精度、同じ GPU（たとえば SM100 上で llama.cpp の CUDA バックエンド"
        "を使う）、同じコンテキスト長と投機的デコーディングの設定、明示した同時実行数が必要だ"
        "。そのうえで、p50/p95/p99 の TTFT と TPOT、そして精度の確認結果を報告すべきだ。実際"
        "には、1つの数値ではなく、デプロイの種類で選ぶこと。",
    ),
    "shipped ko analysis.benchmark-trap.paragraphs.fair-test 16": (
        "ko",
        "comparisons/deepinfer-vs-llama-cpp:analysis.benchmark-trap.paragraphs.fair-test",
        "We have not run the two side by side, and a fair test is hard to define. It would ne"
        "ed the same model version and precision, the same GPUs (llama.cpp's CUDA backend on "
        "SM100, for instance), the same context length and speculative-decoding settings, and"
        " a stated concurrency, reporting TTFT and TPOT at p50/p95/p99 and an accuracy check."
        " In practice, choose by deployment class, not by one number.",
        "우리는 두 제품을 나란히 실행해 본 적이 없으며, 공정한 테스트를 정의하기도 어렵습니다"
        ". 공정하게 테스트하려면 모델 버전과 정밀도, GPU(예를 들어 SM100에서 llama.cpp CUDA "
        "백엔드 사용), 컨텍스트 길이와 추측 디코딩 설정을 똑같이 맞추고 동시성 수준을 밝혀야 "
        "하며, p50/p95/p99 기준 TTFT와 TPOT, 그리고 정확도 검증 결과를 보고해야 합니다. 실무"
        "에서는 수치 하나가 아니라 배포 유형을 기준으로 고르세요.",
    ),
    "shipped ja analysis.contracts.paragraphs.online-offline 17": (
        "ja",
        "comparisons/deepinfer-vs-llm-d:analysis.contracts.paragraphs.online-offline",
        "The split also follows the workload. llm-d becomes more valuable as traffic becomes "
        "more live and varied: there are shared prefixes to exploit, bursts to absorb, SLOs t"
        "o keep and a pool to scale. DeepInfer's release targets offline runs, where no reque"
        "st arrivals need scheduling. llm-d's Batch Gateway is the closest point of contact, "
        "and it still sends batch work through model servers. The v0.8 release notes describe"
        " it as production-ready, although the dev guide labels it experimental.",
        "両者の違いはワークロードにも表れる。llm-d は、トラフィックがリアルタイム性を増し、多"
        "様になるほど価値が高まる。活用できる共有プレフィックス、吸収すべきバースト、守るべき"
        " SLO、スケールさせるプールがあるからだ。DeepInfer の公開版が対象とするのはオフライン"
        "実行で、そこではスケジューリングを必要とするリクエストがそもそも到着しない。最も近い"
        "接点は llm-d の Batch Gateway だが、これもバッチジョブをモデルサーバー経由で処理する"
        "。v0.8 のリリースノートはこれを本番利用可能と説明しているが、開発ガイドでは実験的と"
        "表記されている。",
    ),
    "shipped ko analysis.contracts.paragraphs.online-offline 18": (
        "ko",
        "comparisons/deepinfer-vs-llm-d:analysis.contracts.paragraphs.online-offline",
        "The split also follows the workload. llm-d becomes more valuable as traffic becomes "
        "more live and varied: there are shared prefixes to exploit, bursts to absorb, SLOs t"
        "o keep and a pool to scale. DeepInfer's release targets offline runs, where no reque"
        "st arrivals need scheduling. llm-d's Batch Gateway is the closest point of contact, "
        "and it still sends batch work through model servers. The v0.8 release notes describe"
        " it as production-ready, although the dev guide labels it experimental.",
        "두 제품의 쓰임새는 워크로드에 따라서도 갈립니다. 트래픽이 실시간이고 다양할수록 llm-"
        "d의 가치는 커집니다. 활용할 공유 프리픽스, 흡수할 버스트, 지켜야 할 SLO, 확장할 풀이"
        " 생기기 때문입니다. DeepInfer 릴리스가 대상으로 하는 오프라인 실행에서는 도착하는 요"
        "청을 스케줄링할 일이 없습니다. 두 프로젝트의 접점에 가장 가까운 것은 llm-d의 Batch G"
        "ateway이지만, Batch Gateway도 배치 작업을 모델 서버로 보냅니다. v0.8 릴리스 노트는 "
        "이 기능을 프로덕션 준비 완료로 소개하지만, 개발 가이드는 실험적 기능으로 표시합니다.",
    ),
    "shipped zh-Hant short_answer.framing 19": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llama-cpp:short_answer.framing",
        "The deciding question is the size of the machine, not the speed of the kernels. llam"
        "a.cpp is built to fit a model where it would otherwise not fit; DeepInfer is built t"
        "o spread one model across many accelerators. A team can sensibly use both, for diffe"
        "rent jobs.",
        "關鍵在於機器的大小，而不是 kernel 的速度。llama.cpp 的設計目標，是讓模型在原本放不下"
        "的地方也能放得下；DeepInfer 的設計目標，則是把單一模型分散到許多加速器上。一個團隊大"
        "可兩者並用，各司其職。",
    ),
    "shipped zh-Hant facts.pd-disaggregation 20": (
        "zh-Hant",
        "products/dynamo:facts.pd-disaggregation",
        "Core feature",
        "核心功能",
    ),
    "shipped ja decision_guide.fine-tune.situation 21": (
        "ja",
        "comparisons/deepinfer-vs-ktransformers:decision_guide.fine-tune.situation",
        "Need LoRA fine-tuning of a huge MoE on few GPUs",
        "少数の GPU で巨大 MoE の LoRA ファインチューニングが必要",
    ),
    "shipped zh-Hant decision_guide.fine-tune.situation 22": (
        "zh-Hant",
        "comparisons/deepinfer-vs-ktransformers:decision_guide.fine-tune.situation",
        "Need LoRA fine-tuning of a huge MoE on few GPUs",
        "需要以少量 GPU 對超大型 MoE 做 LoRA 微調",
    ),
    "shipped ko verdict 23": (
        "ko",
        "comparisons/deepinfer-vs-lmdeploy:verdict",
        "Two real engines with different bets: LMDeploy serves many models, quantized, across"
        " several vendors; DeepInfer runs only V4.1-Flash, a model LMDeploy does not yet list"
        ".",
        "둘 다 진짜 엔진이지만 거는 패가 다릅니다. LMDeploy는 여러 벤더 하드웨어에서 많은 모"
        "델을 양자화해 서빙합니다. DeepInfer는 V4.1-Flash 외에는 실행하지 않으며, 이 모델은 L"
        "MDeploy 목록에 아직 없습니다.",
    ),
    "shipped ja wins.ktransformers.fits-small-hardware.detail 24": (
        "ja",
        "comparisons/deepinfer-vs-ktransformers:wins.ktransformers.fits-small-hardware.detail",
        "A single RTX 3090, 4090 or 5090 with at least 200 GB of RAM is a validated V4-Flash "
        "setup. DeepInfer names only SM100 and Ascend 950, and its README describes no CPU-of"
        "fload mode.",
        "RTX 3090、4090、5090 のいずれか1枚と 200 GB 以上の RAM という構成で、V4-Flash の動作"
        "が検証されている。DeepInfer が挙げるのは SM100 と Ascend 950 だけで、README には CPU"
        " オフロードモードの記述もない。",
    ),
    "shipped zh-Hant analysis.hardware-class.paragraphs.where-experts-live 25": (
        "zh-Hant",
        "comparisons/deepinfer-vs-ktransformers:analysis.hardware-class.paragraphs.where-experts-live",
        "An MoE model activates only a few experts for each token. DeepInfer and KTransformer"
        "s both build on that fact, but they use it differently. DeepInfer spreads experts ac"
        "ross many accelerators (Wide-EP) and rebalances them (EPLB) so that large batches ke"
        "ep every device busy; sparsity becomes throughput. KTransformers leaves most experts"
        " in system RAM and computes them on the CPU, which works because each token needs on"
        "ly a few of them; sparsity becomes the ability to run on a single machine.",
        "MoE 模型對每個 token 只會啟用少數幾個專家。DeepInfer 與 KTransformers 都以此為基礎，"
        "但運用方式不同。DeepInfer 把專家分散到許多加速器上（Wide-EP）並重新平衡專家的負載（E"
        "PLB），讓每個裝置都能以大批次維持滿載；稀疏性因此轉化為吞吐量。KTransformers 則把大"
        "部分專家留在系統記憶體中、由 CPU 計算，這之所以可行，是因為每個 token 只需要其中少數"
        "幾個；稀疏性因此轉化為在單一機器上執行的能力。",
    ),
    "shipped ko faq.which.answer 26": (
        "ko",
        "comparisons/deepinfer-vs-dynamo:faq.which.answer",
        "Dynamo, if you need multi-node orchestration, KV-aware routing and disaggregated ser"
        "ving on a supported backend. DeepInfer is worth a look if you need DeepSeek's V4.1-F"
        "lash engine or Ascend 950.",
        "지원 백엔드 중 하나와 함께 멀티노드 오케스트레이션, KV 인식 라우팅, 분리 서빙을 쓰려"
        "면 Dynamo를 선택하세요. DeepSeek의 V4.1-Flash 엔진이 필요하거나 Ascend 950에서 실행"
        "해야 한다면 DeepInfer를 검토할 만합니다.",
    ),
    "shipped ja analysis.engines.paragraphs.same-layer 27": (
        "ja",
        "comparisons/deepinfer-vs-lmdeploy:analysis.engines.paragraphs.same-layer",
        "Unlike an orchestration layer, LMDeploy does not sit above other engines; it is the "
        "engine, with TurboMind and PyTorch kernels of its own. DeepInfer is also an engine. "
        'For once the two sides of a "DeepInfer vs X" page compute tokens in the same layer o'
        "f the stack, and a direct comparison of kernels would be meaningful if both ran the "
        "same model.",
        "編成層とは違い、LMDeploy はほかのエンジンの上位に位置するのではなく、それ自体がエン"
        "ジンだ。TurboMind と PyTorch の両エンジンに独自のカーネルを持つ。DeepInfer もエンジ"
        "ンである。「DeepInfer と X」の記事としては珍しく、両者はスタックの同じ層でトークンを"
        "計算している。同じモデルを動かすのであれば、カーネルを直接比べる意味がある。",
    ),
    "shipped zh-Hant analysis.hardware-class.paragraphs.who-chooses 28": (
        "zh-Hant",
        "comparisons/deepinfer-vs-ktransformers:analysis.hardware-class.paragraphs.who-chooses",
        "As a result, the two rarely compete for the same buyer. DeepInfer's release targets "
        "SM100 and Ascend 950 accelerators, not workstation GPUs, and a provider with SM100 r"
        "acks would waste them on CPU offload. The interesting cases are at the edges, and th"
        "ere the honest answer is to check the docs for your exact model and hardware.",
        "因此，兩者很少爭取同一群買家。DeepInfer 的發行版以 SM100 與 Ascend 950 加速器為目標"
        "，而不是工作站 GPU；擁有 SM100 機櫃的服務供應商若拿它們來做 CPU 卸載，就是浪費這些硬"
        "體。真正值得討論的是兩者邊界上的情況；遇到這類情況，老實說只能針對你實際使用的模型與"
        "硬體查閱文件。",
    ),
    "shipped ja analysis.layers.subsections.change-verdict.paragraphs.conditions 29": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:analysis.layers.subsections.change-verdict.paragraphs.conditions",
        "Two events would blur the line between the layers: Dynamo documenting a DeepInfer ba"
        "ckend, or a DeepInfer release that ships PD disaggregation and KV-aware routing. Eit"
        "her one would make a direct comparison meaningful.",
        "層の区切りを曖昧にしうる出来事は2つある。Dynamo が DeepInfer バックエンドを文書化す"
        "ること、あるいは PD 分離と KV を意識したルーティングを備えた DeepInfer のリリースが"
        "出ることだ。どちらか一方でも起きれば、両者を直接比べる意味が出てくる。",
    ),
    "shipped ko analysis.layers.subsections.change-verdict.paragraphs.conditions 30": (
        "ko",
        "comparisons/deepinfer-vs-dynamo:analysis.layers.subsections.change-verdict.paragraphs.conditions",
        "Two events would blur the line between the layers: Dynamo documenting a DeepInfer ba"
        "ckend, or a DeepInfer release that ships PD disaggregation and KV-aware routing. Eit"
        "her one would make a direct comparison meaningful.",
        "Dynamo 문서에 DeepInfer 백엔드가 추가되거나, PD 분리와 KV 인식 라우팅을 포함한 DeepI"
        "nfer 릴리스가 나오면 두 계층 사이의 경계가 흐려집니다. 어느 쪽이든 직접 비교가 의미"
        "를 갖게 됩니다.",
    ),
    "shipped zh-Hant wins.llama-cpp.deepseek-uptake.lead 31": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llama-cpp:wins.llama-cpp.deepseek-uptake.lead",
        "DeepSeek-V4 with DSpark, already merged.",
        "DeepSeek-V4 的 DSpark 支援已經合併。",
    ),
    "shipped ja decision_guide.v41-small.choice 32": (
        "ja",
        "comparisons/deepinfer-vs-ktransformers:decision_guide.v41-small.choice",
        "Neither documented",
        "どちらも文書化していない",
    ),
    "shipped ko decision_guide.v41-small.choice 33": (
        "ko",
        "comparisons/deepinfer-vs-ktransformers:decision_guide.v41-small.choice",
        "Neither documented",
        "둘 다 문서화된 방법 없음",
    ),
    "shipped zh-Hant wins.deepinfer.self-contained.lead 34": (
        "zh-Hant",
        "comparisons/deepinfer-vs-dynamo:wins.deepinfer.self-contained.lead",
        "No orchestration dependency.",
        "不依賴編排層。",
    ),
    "shipped ko facts.deepseek-v41-flash 35": (
        "ko",
        "products/vllm:facts.deepseek-v41-flash",
        "V4.1 model code and DSpark drafts in docs; check your release",
        "문서에 V4.1 모델 코드와 DSpark 드래프트 있음, 사용 중인 릴리스에서 확인 필요",
    ),
    "shipped ja facts.backends 36": (
        "ja",
        "products/mooncake:facts.backends",
        "Plugs into SGLang, vLLM, TensorRT-LLM, LMDeploy",
        "SGLang、vLLM、TensorRT-LLM、LMDeploy に組み込み可能",
    ),
    "shipped zh-Hant facts.backends 37": (
        "zh-Hant",
        "products/mooncake:facts.backends",
        "Plugs into SGLang, vLLM, TensorRT-LLM, LMDeploy",
        "可接入 SGLang、vLLM、TensorRT-LLM、LMDeploy",
    ),
    "shipped ko facts.backends 38": (
        "ko",
        "products/mooncake:facts.backends",
        "Plugs into SGLang, vLLM, TensorRT-LLM, LMDeploy",
        "SGLang, vLLM, TensorRT-LLM, LMDeploy에 연결",
    ),
    "shipped ja wins.llm-d.vendor-neutral.detail 39": (
        "ja",
        "comparisons/deepinfer-vs-llm-d:wins.llm-d.vendor-neutral.detail",
        "llm-d is a CNCF project with maintainers from several companies, and v0.9.0 ships im"
        "ages for CUDA, ROCm, Intel XPU, CPU and AWS EFA. The engine layer is swappable as we"
        "ll. vLLM is the default model server and SGLang is supported. The metrics contract b"
        "etween the EPP and the model servers also lists TensorRT-LLM's `trtllm-serve`.",
        "llm-d は複数の企業のメンテナーを擁する CNCF プロジェクトだ。v0.9.0 では CUDA、ROCm、"
        "Intel XPU、CPU、AWS EFA 向けのイメージが提供されている。エンジン層も交換できる。既定"
        "のモデルサーバーは vLLM だが、SGLang も使える。EPP とモデルサーバーの間のメトリクス"
        "契約には、TensorRT-LLM の `trtllm-serve` も記載されている。",
    ),
    "shipped zh-Hant wins.llm-d.vendor-neutral.detail 40": (
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
    "shipped ko wins.llm-d.vendor-neutral.detail 41": (
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
    "shipped ja wins.deepinfer.two-vendors.detail 45": (
        "ja",
        "comparisons/deepinfer-vs-mindie:wins.deepinfer.two-vendors.detail",
        "The same engine targets NVIDIA SM100 and Ascend 950, which helps if you run both or "
        "want to compare them on one model. MindIE runs on Ascend only.",
        "同じエンジンが NVIDIA SM100 と Ascend 950 を対象としているので、両方を運用している場"
        "合や、1つのモデルで両者を比べたい場合に役立つ。MindIE は Ascend でしか動かない。",
    ),
    "shipped ja head_to_head.rows.kv-cache.mooncake 46": (
        "ja",
        "comparisons/deepinfer-vs-mooncake:head_to_head.rows.kv-cache.mooncake",
        "Shared DRAM and SSD pool that outlives engine restarts",
        "エンジンの再起動後も残る DRAM と SSD の共有プール",
    ),
    "shipped zh-Hant head_to_head.rows.kv-cache.mooncake 47": (
        "zh-Hant",
        "comparisons/deepinfer-vs-mooncake:head_to_head.rows.kv-cache.mooncake",
        "Shared DRAM and SSD pool that outlives engine restarts",
        "共享的 DRAM 與 SSD 資源池，引擎重啟後仍保留",
    ),
    "shipped ko head_to_head.rows.kv-cache.mooncake 48": (
        "ko",
        "comparisons/deepinfer-vs-mooncake:head_to_head.rows.kv-cache.mooncake",
        "Shared DRAM and SSD pool that outlives engine restarts",
        "DRAM과 SSD에 걸친 공유 풀, 엔진 재시작 후에도 유지",
    ),
    "shipped ja lead.method 49": (
        "ja",
        "hub:lead.method",
        "Facts come from each project's README, documentation, pull requests and issues, read"
        " from stored copies; each article's Sources list gives the date each source was read"
        ", and several copies are months older than that date. Nothing here is a benchmark re"
        "sult.",
        "記載した事実は、各プロジェクトの README、ドキュメント、プルリクエスト、issue の保存"
        "済みのコピーで確認したものだ。出典ごとの参照日は各記事の「出典」の一覧に記したが、そ"
        "れより数か月古いコピーもいくつかある。ここに載せた内容はいずれもベンチマーク結果では"
        "ない。",
    ),
    "shipped ja head_to_head.rows.hardware.ktransformers 50": (
        "ja",
        "comparisons/deepinfer-vs-ktransformers:head_to_head.rows.hardware.ktransformers",
        "x86 CPU (AMX/AVX-512/AVX2) plus NVIDIA SM80+ GPU; V4-Flash validated on RTX 3090/409"
        "0/5090; partial Ascend",
        "x86 CPU（AMX/AVX-512/AVX2）と NVIDIA SM80+ の GPU。V4-Flash は RTX 3090/4090/5090 で"
        "検証済み。Ascend は一部対応",
    ),
    "shipped ko sources.dynamo-docs.supports 51": (
        "ko",
        "comparisons/deepinfer-vs-dynamo:sources.dynamo-docs.supports",
        "the compatibility page that replaced the support matrix, with GPU architectures, pla"
        "tforms and backend versions per release (newest read, v1.5.1)",
        "릴리스별 GPU 아키텍처, 플랫폼, 백엔드 버전을 담은 호환성 페이지(지원 매트릭스를 대체"
        ", 확인한 최신 버전은 v1.5.1)",
    ),
    "shipped ko heading.sources 53": (
        "ko",
        "ui:heading.sources",
        "Sources",
        "출처",
    ),
    "shipped ja facts.deepseek-v41-flash 54": (
        "ja",
        "products/dynamo:facts.deepseek-v41-flash",
        "Depends on the backend; no V4.1 engine of its own",
        "バックエンド依存。独自の V4.1 エンジンはない",
    ),
    "shipped ja decision_guide.online-api.reason 55": (
        "ja",
        "comparisons/deepinfer-vs-vllm:decision_guide.online-api.reason",
        "DeepInfer's release has no serving API",
        "DeepInfer の公開版にはサービング API がない",
    ),
    "shipped ja facts.pd-disaggregation 56": (
        "ja",
        "products/ktransformers:facts.pd-disaggregation",
        "Not offered",
        "非対応",
    ),
    "shipped zh-Hant facts.deepseek-v41-flash 57": (
        "zh-Hant",
        "products/dynamo:facts.deepseek-v41-flash",
        "Depends on the backend; no V4.1 engine of its own",
        "取決於後端；本身沒有 V4.1 引擎",
    ),
    "shipped zh-Hant facts.kv-cache 58": (
        "zh-Hant",
        "products/llama-cpp:facts.kv-cache",
        "Per-slot prompt caching and KV quantization; no cluster cache",
        "以 slot 為單位的提示詞快取與 KV 量化；無叢集快取",
    ),
    "shipped zh-Hant decision_guide.offline-v41.reason 59": (
        "zh-Hant",
        "comparisons/deepinfer-vs-mooncake:decision_guide.offline-v41.reason",
        "Mooncake runs no model",
        "Mooncake 不執行任何模型",
    ),
    "shipped zh-Hant decision_guide.online-api.reason 60": (
        "zh-Hant",
        "comparisons/deepinfer-vs-vllm:decision_guide.online-api.reason",
        "DeepInfer's release has no serving API",
        "DeepInfer 的發行版沒有服務 API",
    ),
    "shipped zh-Hant facts.pd-disaggregation 61": (
        "zh-Hant",
        "products/ktransformers:facts.pd-disaggregation",
        "Not offered",
        "未提供",
    ),
    "shipped ko facts.pd-disaggregation 62": (
        "ko",
        "products/ktransformers:facts.pd-disaggregation",
        "Not offered",
        "제공하지 않음",
    ),
    "shipped ja facts.pd-disaggregation 63": (
        "ja",
        "products/lmdeploy:facts.pd-disaggregation",
        "Yes, on the PyTorch engine only (DistServe)",
        "対応。PyTorch エンジンのみ（DistServe）",
    ),
    "shipped zh-Hant facts.pd-disaggregation 64": (
        "zh-Hant",
        "products/lmdeploy:facts.pd-disaggregation",
        "Yes, on the PyTorch engine only (DistServe)",
        "支援，僅限 PyTorch 引擎（DistServe）",
    ),
    "shipped ko facts.pd-disaggregation 65": (
        "ko",
        "products/lmdeploy:facts.pd-disaggregation",
        "Yes, on the PyTorch engine only (DistServe)",
        "지원, PyTorch 엔진 한정(DistServe)",
    ),
    "shipped ja facts.pd-disaggregation 66": (
        "ja",
        "products/vllm:facts.pd-disaggregation",
        "Yes, through KV connectors; docs still call it experimental",
        "対応。KV コネクター経由（ドキュメントではまだ実験的扱い）",
    ),
    "shipped ja sources.vllm-batch-invariance.supports 67": (
        "ja",
        "comparisons/deepinfer-vs-vllm:sources.vllm-batch-invariance.supports",
        "deterministic output independent of batching, documented as beta",
        "バッチ構成に左右されない決定論的な出力。ベータとして文書化",
    ),
    "shipped zh-Hant decision_guide.released-now.reason 68": (
        "zh-Hant",
        "comparisons/deepinfer-vs-sglang:decision_guide.released-now.reason",
        "SGLang's V4.1 path was preview-only when read",
        "我們查閱時，SGLang 的 V4.1 路徑僅有預覽版",
    ),
    "shipped ja faq.ascend-950.answer 69": (
        "ja",
        "comparisons/deepinfer-vs-mindie:faq.ascend-950.answer",
        "Its documentation, as read, lists Atlas 800I A2, Atlas 800I A3 and Atlas 300I Duo, n"
        "ot Ascend 950. Ascend 950 support is unconfirmed, not ruled out.",
        "本稿で確認した限り、ドキュメントに挙がっているのは Atlas 800I A2、Atlas 800I A3、Atl"
        "as 300I Duo で、Ascend 950 はない。Ascend 950 への対応は未確認だが、否定されたわけで"
        "もない。",
    ),
    "shipped zh-Hant faq.ascend-950.answer 70": (
        "zh-Hant",
        "comparisons/deepinfer-vs-mindie:faq.ascend-950.answer",
        "Its documentation, as read, lists Atlas 800I A2, Atlas 800I A3 and Atlas 300I Duo, n"
        "ot Ascend 950. Ascend 950 support is unconfirmed, not ruled out.",
        "依我們查閱的資料，MindIE 的文件列出的是 Atlas 800I A2、Atlas 800I A3 與 Atlas 300I D"
        "uo，並沒有 Ascend 950。Ascend 950 的支援尚未確認，但也不能排除。",
    ),
    "shipped ja facts.deepseek-v41-flash 71": (
        "ja",
        "products/vllm:facts.deepseek-v41-flash",
        "V4.1 model code and DSpark drafts in docs; check your release",
        "ドキュメントに V4.1 のモデルコードと DSpark ドラフトモデルを掲載。使うリリースで要確認",
    ),
    "shipped zh-Hant facts.deepseek-v41-flash 72": (
        "zh-Hant",
        "products/vllm:facts.deepseek-v41-flash",
        "V4.1 model code and DSpark drafts in docs; check your release",
        "文件中已有 V4.1 模型程式碼與 DSpark 草稿模型；請確認你使用的發行版",
    ),
    "shipped zh-Hant wins.deepinfer.small-surface.lead 74": (
        "zh-Hant",
        "comparisons/deepinfer-vs-dynamo:wins.deepinfer.small-surface.lead",
        "Less to read.",
        "要讀的程式碼更少。",
    ),
    "shipped ko wins.deepinfer.small-surface.lead 75": (
        "ko",
        "comparisons/deepinfer-vs-dynamo:wins.deepinfer.small-surface.lead",
        "Less to read.",
        "읽을 코드가 적음.",
    ),
    "shipped ja wins.deepinfer.no-moving-parts.lead 76": (
        "ja",
        "comparisons/deepinfer-vs-sglang:wins.deepinfer.no-moving-parts.lead",
        "Fewer moving parts offline.",
        "オフラインでは構成要素が少ない。",
    ),
    "shipped zh-Hant wins.deepinfer.no-moving-parts.lead 77": (
        "zh-Hant",
        "comparisons/deepinfer-vs-sglang:wins.deepinfer.no-moving-parts.lead",
        "Fewer moving parts offline.",
        "離線執行時環節更少。",
    ),
    "shipped ja facts.kind 79": (
        "ja",
        "products/deepinfer:facts.kind",
        "DeepSeek-specific offline engine",
        "DeepSeek 専用のオフラインエンジン",
    ),
    "shipped zh-Hant facts.kind 80": (
        "zh-Hant",
        "products/deepinfer:facts.kind",
        "DeepSeek-specific offline engine",
        "DeepSeek 專屬離線引擎",
    ),
    "shipped ko facts.kind 81": (
        "ko",
        "products/deepinfer:facts.kind",
        "DeepSeek-specific offline engine",
        "DeepSeek 전용 오프라인 엔진",
    ),
    "shipped ja facts.best-for 82": (
        "ja",
        "products/tensorrt-llm:facts.best-for",
        "Peak performance on NVIDIA-only fleets, often under Dynamo",
        "NVIDIA のみの環境での最高性能（Dynamo の配下で使うことが多い）",
    ),
    "shipped zh-Hant facts.best-for 83": (
        "zh-Hant",
        "products/tensorrt-llm:facts.best-for",
        "Peak performance on NVIDIA-only fleets, often under Dynamo",
        "在全 NVIDIA 機群上追求最高效能，常在 Dynamo 底下運作",
    ),
    "shipped ko facts.best-for 84": (
        "ko",
        "products/tensorrt-llm:facts.best-for",
        "Peak performance on NVIDIA-only fleets, often under Dynamo",
        "NVIDIA 전용 인프라에서 최고 성능, 흔히 Dynamo와 함께 사용",
    ),
    "shipped ja facts.kv-cache 85": (
        "ja",
        "products/ktransformers:facts.kv-cache",
        "SGLang's KV cache; legacy GPU-CPU-disk prefix cache",
        "SGLang の KV キャッシュ。旧来の GPU・CPU・ディスクにまたがるプレフィックスキャッシュ",
    ),
    "shipped zh-Hant facts.kv-cache 86": (
        "zh-Hant",
        "products/ktransformers:facts.kv-cache",
        "SGLang's KV cache; legacy GPU-CPU-disk prefix cache",
        "SGLang 的 KV 快取；舊框架的 GPU-CPU-磁碟前綴快取",
    ),
    "shipped ko facts.kv-cache 87": (
        "ko",
        "products/ktransformers:facts.kv-cache",
        "SGLang's KV cache; legacy GPU-CPU-disk prefix cache",
        "SGLang의 KV 캐시, 레거시 GPU-CPU-디스크 프리픽스 캐시",
    ),
    "shipped ja analysis.complement.title 88": (
        "ja",
        "comparisons/deepinfer-vs-mooncake:analysis.complement.title",
        "Why this is a complement, not a contest",
        "なぜ競合ではなく補完なのか",
    ),
    "shipped zh-Hant analysis.complement.title 89": (
        "zh-Hant",
        "comparisons/deepinfer-vs-mooncake:analysis.complement.title",
        "Why this is a complement, not a contest",
        "為何這是互補，而非競爭",
    ),
    "shipped ko analysis.complement.title 90": (
        "ko",
        "comparisons/deepinfer-vs-mooncake:analysis.complement.title",
        "Why this is a complement, not a contest",
        "경쟁이 아니라 보완인 이유",
    ),
    "shipped zh-Hant wins.llama-cpp.simplicity.detail 91": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llama-cpp:wins.llama-cpp.simplicity.detail",
        "No Python runtime, no cluster and no scheduler to operate, under the short and permi"
        "ssive MIT licence.",
        "不需要 Python 執行環境，也沒有叢集或排程器要維運，而且採用簡短又寬鬆的 MIT 授權。",
    ),
    "shipped zh-Hant facts.backends 92": (
        "zh-Hant",
        "products/llama-cpp:facts.backends",
        "ggml backends: CPU, Metal, CUDA, HIP, Vulkan, SYCL, CANN and more",
        "ggml 後端：CPU、Metal、CUDA、HIP、Vulkan、SYCL、CANN 等",
    ),
    "shipped ja facts.hardware 93": (
        "ja",
        "products/mooncake:facts.hardware",
        "NVIDIA, Huawei Ascend, AMD and others; RDMA, TCP, NVLink, CXL",
        "NVIDIA、Huawei Ascend、AMD など。RDMA、TCP、NVLink、CXL",
    ),
    "shipped zh-Hant facts.hardware 94": (
        "zh-Hant",
        "products/vllm:facts.hardware",
        "NVIDIA, AMD and Intel GPUs, CPUs; TPU, Ascend and more via plugins",
        "NVIDIA、AMD 與 Intel GPU，以及 CPU；TPU、Ascend 等透過外掛支援",
    ),
    "shipped ko facts.deepseek-v41-flash 97": (
        "ko",
        "products/dynamo:facts.deepseek-v41-flash",
        "Depends on the backend; no V4.1 engine of its own",
        "백엔드에 따라 다름, 자체 V4.1 엔진 없음",
    ),
    "shipped ko decision_guide.online-api.reason 100": (
        "ko",
        "comparisons/deepinfer-vs-vllm:decision_guide.online-api.reason",
        "DeepInfer's release has no serving API",
        "DeepInfer 릴리스에는 서빙 API가 없음",
    ),
    "shipped ja facts.pd-disaggregation 101": (
        "ja",
        "products/llama-cpp:facts.pd-disaggregation",
        "Not available",
        "非対応",
    ),
    "shipped zh-Hant facts.pd-disaggregation 102": (
        "zh-Hant",
        "products/llama-cpp:facts.pd-disaggregation",
        "Not available",
        "未提供",
    ),
    "shipped ko facts.pd-disaggregation 103": (
        "ko",
        "products/llama-cpp:facts.pd-disaggregation",
        "Not available",
        "제공하지 않음",
    ),
    "shipped ja decision_guide.offline-v41.reason 104": (
        "ja",
        "comparisons/deepinfer-vs-mooncake:decision_guide.offline-v41.reason",
        "Mooncake runs no model",
        "Mooncake はモデルを実行しない",
    ),
    "shipped ko decision_guide.offline-v41.reason 105": (
        "ko",
        "comparisons/deepinfer-vs-mooncake:decision_guide.offline-v41.reason",
        "Mooncake runs no model",
        "Mooncake는 모델을 실행하지 않음",
    ),
    "shipped zh-Hant facts.license 107": (
        "zh-Hant",
        "products/deepinfer:facts.license",
        "Apache-2.0",
        "Apache-2.0",
    ),
    "shipped ko facts.license 108": (
        "ko",
        "products/llama-cpp:facts.license",
        "MIT",
        "MIT",
    ),
    "shipped ja facts.license 109": (
        "ja",
        "products/vllm:facts.license",
        "Apache-2.0",
        "Apache-2.0",
    ),
    "shipped zh-Hant facts.pd-disaggregation 111": (
        "zh-Hant",
        "products/vllm:facts.pd-disaggregation",
        "Yes, through KV connectors; docs still call it experimental",
        "支援，透過 KV 連接器；文件仍標示為實驗性",
    ),
    "shipped ko facts.pd-disaggregation 112": (
        "ko",
        "products/vllm:facts.pd-disaggregation",
        "Yes, through KV connectors; docs still call it experimental",
        "지원(KV 커넥터 경유), 문서상 아직 실험적 기능",
    ),
    "shipped ja sources.lmdeploy-issue-4658.supports 113": (
        "ja",
        "comparisons/deepinfer-vs-lmdeploy:sources.lmdeploy-issue-4658.supports",
        "request (June 2026, still open) to add DeepSeek-V4-Flash to TurboMind",
        "TurboMind への DeepSeek-V4-Flash 対応を求める要望。2026年6月に起票され、オープンのまま",
    ),
    "shipped ko sources.lmdeploy-issue-4658.supports 114": (
        "ko",
        "comparisons/deepinfer-vs-lmdeploy:sources.lmdeploy-issue-4658.supports",
        "request (June 2026, still open) to add DeepSeek-V4-Flash to TurboMind",
        "TurboMind에 DeepSeek-V4-Flash를 추가해 달라는 요청(2026년 6월, 미해결)",
    ),
    "shipped zh-Hant sources.lmdeploy-issue-4658.supports 115": (
        "zh-Hant",
        "comparisons/deepinfer-vs-lmdeploy:sources.lmdeploy-issue-4658.supports",
        "request (June 2026, still open) to add DeepSeek-V4-Flash to TurboMind",
        "請求讓 TurboMind 支援 DeepSeek-V4-Flash，於 2026年6月提出，仍未結案",
    ),
    "shipped ja faq.compiled.question 116": (
        "ja",
        "comparisons/deepinfer-vs-tensorrt-llm:faq.compiled.question",
        "Does TensorRT-LLM still compile models into TensorRT engines?",
        "TensorRT-LLM は今もモデルを TensorRT エンジンにコンパイルするのか",
    ),
    "shipped ko facts.deepseek-v41-flash 117": (
        "ko",
        "products/llama-cpp:facts.deepseek-v41-flash",
        "V4.1 PR still open; DeepSeek-V4 with MTP and DSpark merged",
        "V4.1 PR은 아직 병합 전, MTP와 DSpark를 포함한 DeepSeek-V4는 병합됨",
    ),
    "shipped ja decision_guide.wrap-deepinfer.reason 118": (
        "ja",
        "comparisons/deepinfer-vs-llm-d:decision_guide.wrap-deepinfer.reason",
        "It first needs an API, metrics and a KV connector",
        "まず API、メトリクス、KV コネクターが必要",
    ),
    "shipped zh-Hant decision_guide.wrap-deepinfer.reason 119": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llm-d:decision_guide.wrap-deepinfer.reason",
        "It first needs an API, metrics and a KV connector",
        "DeepInfer 得先具備 API、指標與 KV 連接器",
    ),
    "shipped ko decision_guide.wrap-deepinfer.reason 120": (
        "ko",
        "comparisons/deepinfer-vs-llm-d:decision_guide.wrap-deepinfer.reason",
        "It first needs an API, metrics and a KV connector",
        "먼저 API, 메트릭, KV 커넥터가 필요",
    ),
    "shipped ja decision_guide.pre-blackwell.situation 121": (
        "ja",
        "comparisons/deepinfer-vs-tensorrt-llm:decision_guide.pre-blackwell.situation",
        "Run DeepSeek-V4 models on Hopper or older",
        "Hopper 以前の GPU で DeepSeek-V4 のモデルを動かす",
    ),
    "shipped ko decision_guide.pre-blackwell.situation 122": (
        "ko",
        "comparisons/deepinfer-vs-tensorrt-llm:decision_guide.pre-blackwell.situation",
        "Run DeepSeek-V4 models on Hopper or older",
        "Hopper 이하 세대에서 DeepSeek-V4 모델을 실행한다",
    ),
    "shipped zh-Hant wins.tensorrt-llm.nvidia-stack.lead 123": (
        "zh-Hant",
        "comparisons/deepinfer-vs-tensorrt-llm:wins.tensorrt-llm.nvidia-stack.lead",
        "A first-class backend in NVIDIA's stack.",
        "NVIDIA 堆疊中獲得完整支援的後端。",
    ),
    "shipped ko wins.tensorrt-llm.nvidia-stack.lead 124": (
        "ko",
        "comparisons/deepinfer-vs-tensorrt-llm:wins.tensorrt-llm.nvidia-stack.lead",
        "A first-class backend in NVIDIA's stack.",
        "NVIDIA 스택의 정식 백엔드.",
    ),
    "shipped ja decision_guide.local-api.reason 125": (
        "ja",
        "comparisons/deepinfer-vs-llama-cpp:decision_guide.local-api.reason",
        "Built in; DeepInfer has no serving API",
        "標準で内蔵。DeepInfer にはサービング API がない",
    ),
    "shipped ja wins.deepinfer.v41-flash.lead 126": (
        "ja",
        "comparisons/deepinfer-vs-lmdeploy:wins.deepinfer.v41-flash.lead",
        "The model LMDeploy does not list.",
        "LMDeploy が挙げていないモデル。",
    ),
    "shipped zh-Hant wins.deepinfer.v41-flash.lead 127": (
        "zh-Hant",
        "comparisons/deepinfer-vs-lmdeploy:wins.deepinfer.v41-flash.lead",
        "The model LMDeploy does not list.",
        "LMDeploy 未列出的模型。",
    ),
    "shipped ja wins.llm-d.request-path.lead 128": (
        "ja",
        "comparisons/deepinfer-vs-llm-d:wins.llm-d.request-path.lead",
        "A request path DeepInfer does not have.",
        "DeepInfer にないリクエスト経路。",
    ),
    "shipped ko wins.llm-d.request-path.lead 129": (
        "ko",
        "comparisons/deepinfer-vs-llm-d:wins.llm-d.request-path.lead",
        "A request path DeepInfer does not have.",
        "DeepInfer에 없는 요청 경로.",
    ),
    "shipped zh-Hant wins.llm-d.request-path.lead 130": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llm-d:wins.llm-d.request-path.lead",
        "A request path DeepInfer does not have.",
        "DeepInfer 所沒有的請求路徑。",
    ),
    "shipped zh-Hant decision_guide.inference-cards.reason 131": (
        "zh-Hant",
        "comparisons/deepinfer-vs-mindie:decision_guide.inference-cards.reason",
        "Listed hardware; DeepInfer does not target it",
        "列於支援硬體；DeepInfer 不以其為目標",
    ),
    "shipped ja wins.deepinfer.ascend-950.detail 132": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:wins.deepinfer.ascend-950.detail",
        "DeepInfer names Huawei Ascend 950 as a first-class target. Dynamo's supported hardwa"
        "re is NVIDIA GPUs.",
        "DeepInfer は Huawei Ascend 950 を第一級の対象ハードウェアとして挙げている。Dynamo の"
        "対応ハードウェアは NVIDIA GPU だ。",
    ),
    "shipped ko facts.pd-disaggregation 133": (
        "ko",
        "products/lmdeploy:facts.pd-disaggregation",
        "Yes, on the PyTorch engine only (DistServe)",
        "지원하지만 PyTorch 엔진 외에는 불가(DistServe)",
    ),
    "shipped ko wins.vllm.serving-api.lead 134": (
        "ko",
        "comparisons/deepinfer-vs-vllm:wins.vllm.serving-api.lead",
        "A server, not only an engine.",
        "엔진에 그치지 않는 서버.",
    ),
    "shipped zh-Hant decision_guide.dspark-now.reason 135": (
        "zh-Hant",
        "comparisons/deepinfer-vs-lmdeploy:decision_guide.dspark-now.reason",
        "LMDeploy had not added it as of August 2026",
        "到 2026年8月為止，LMDeploy 仍未加入",
    ),
    "shipped ko wins.llama-cpp.deepseek-uptake.detail 136": (
        "ko",
        "comparisons/deepinfer-vs-llama-cpp:wins.llama-cpp.deepseek-uptake.detail",
        "The community merged MTP and DSpark for DeepSeek-V4. DSpark is not unique to DeepInf"
        "er, even on a laptop-class runtime.",
        "DeepSeek-V4용 MTP와 DSpark는 커뮤니티가 병합했습니다. DSpark는 DeepInfer에만 있는 것"
        "이 아니며 노트북급 런타임에도 있습니다.",
    ),
    "shipped ko analysis.scale.subsections.not-unique.title 137": (
        "ko",
        "comparisons/deepinfer-vs-llama-cpp:analysis.scale.subsections.not-unique.title",
        "DSpark and Ascend are not DeepInfer's alone",
        "DSpark와 Ascend는 DeepInfer에만 있는 것이 아니다",
    ),
    "shipped ja wins.vllm.serving-api.lead 138": (
        "ja",
        "comparisons/deepinfer-vs-vllm:wins.vllm.serving-api.lead",
        "A server, not only an engine.",
        "エンジンにとどまらず、サーバーでもある。",
    ),
    "shipped zh-Hant decision_guide.dspark-now.reason 139": (
        "zh-Hant",
        "comparisons/deepinfer-vs-lmdeploy:decision_guide.dspark-now.reason",
        "LMDeploy had not added it as of August 2026",
        "直到 2026年8月，LMDeploy 都還沒有加入",
    ),
    "shipped ko decision_guide.dspark-now.reason 140": (
        "ko",
        "comparisons/deepinfer-vs-lmdeploy:decision_guide.dspark-now.reason",
        "LMDeploy had not added it as of August 2026",
        "2026년 8월까지도 LMDeploy는 이를 추가하지 않았음",
    ),
    "shipped ja decision_guide.ascend.reason 141": (
        "ja",
        "comparisons/deepinfer-vs-tensorrt-llm:decision_guide.ascend.reason",
        "TensorRT-LLM supports NVIDIA GPUs only",
        "TensorRT-LLM は NVIDIA GPU にしか対応していない",
    ),
    "shipped ko decision_guide.ascend.reason 142": (
        "ko",
        "comparisons/deepinfer-vs-tensorrt-llm:decision_guide.ascend.reason",
        "TensorRT-LLM supports NVIDIA GPUs only",
        "TensorRT-LLM은 NVIDIA GPU 이외에는 지원하지 않음",
    ),
    "shipped zh-Hant facts.hardware 143": (
        "zh-Hant",
        "products/tensorrt-llm:facts.hardware",
        "NVIDIA only: Blackwell, Hopper, Ada Lovelace, Ampere",
        "除 NVIDIA 外均不支援：Blackwell、Hopper、Ada Lovelace、Ampere",
    ),
    "shipped ja faq.dspark.question 144": (
        "ja",
        "comparisons/deepinfer-vs-sglang:faq.dspark.question",
        "Isn't DSpark a reason to choose DeepInfer?",
        "DSpark があるなら DeepInfer を選ぶべきではないのか",
    ),
    "shipped ko faq.dspark.question 145": (
        "ko",
        "comparisons/deepinfer-vs-sglang:faq.dspark.question",
        "Isn't DSpark a reason to choose DeepInfer?",
        "DSpark가 DeepInfer를 고를 이유 아닌가요?",
    ),
    "shipped zh-Hant sources.trtllm-pr-16940.supports 146": (
        "zh-Hant",
        "comparisons/deepinfer-vs-tensorrt-llm:sources.trtllm-pr-16940.supports",
        "SM90 support for DeepSeek-V4, merged; V4-Pro still unsupported on SM90; Hopper prefi"
        "ll performance and memory caveat",
        "DeepSeek-V4 的 SM90 支援，已合併；V4-Pro 在 SM90 上依然不受支援；Hopper prefill 效能"
        "及記憶體的注意事項",
    ),
    "shipped ko analysis.benchmark-trap.title 147": (
        "ko",
        "comparisons/deepinfer-vs-sglang:analysis.benchmark-trap.title",
        "The benchmark trap: cache hits are not kernels",
        "벤치마크의 함정: 캐시 적중이 곧 커널 성능은 아니다",
    ),
    "shipped ko analysis.complement.title 148": (
        "ko",
        "comparisons/deepinfer-vs-mooncake:analysis.complement.title",
        "Why this is a complement, not a contest",
        "경쟁이 아닌 보완, 곧 상호 보완 관계인 이유",
    ),
    "shipped zh-Hant decision_guide.pre-blackwell.reason 149": (
        "zh-Hant",
        "comparisons/deepinfer-vs-tensorrt-llm:decision_guide.pre-blackwell.reason",
        "SM90 support merged for V4-Flash, not V4-Pro; neither documents older GPUs",
        "SM90 支援已針對 V4-Flash 合併，V4-Pro 仍不受支援；兩者都沒有較舊 GPU 的文件",
    ),
    "shipped ko facts.hardware 150": (
        "ko",
        "products/tensorrt-llm:facts.hardware",
        "NVIDIA only: Blackwell, Hopper, Ada Lovelace, Ampere",
        "NVIDIA 외에는 지원하지 않음: Blackwell, Hopper, Ada Lovelace, Ampere",
    ),
    "shipped zh-Hant wins.deepinfer.two-vendors.detail 151": (
        "zh-Hant",
        "comparisons/deepinfer-vs-mindie:wins.deepinfer.two-vendors.detail",
        "The same engine targets NVIDIA SM100 and Ascend 950, which helps if you run both or "
        "want to compare them on one model. MindIE runs on Ascend only.",
        "同一個引擎就能同時以 NVIDIA SM100 與 Ascend 950 為目標；若你兩者都在用，或想在同一模"
        "型上比較它們，這會很有幫助。MindIE 除了 Ascend 之外無法執行。",
    ),
    "a59 c167 ja": (
        "ja",
        "comparisons/deepinfer-vs-lmdeploy:sources.lmdeploy-issue-4832.supports",
        "maintainer reply (August 2026) that DSpark was not yet supported",
        "DSpark はまだサポート外だという、メンテナーの回答（2026年8月）",
    ),
    "a59 c172 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-lmdeploy:sources.lmdeploy-issue-4832.supports",
        "maintainer reply (August 2026) that DSpark was not yet supported",
        "2026年8月維護者回應指出 DSpark 仍未獲支援",
    ),
    "a59 c177 ko": (
        "ko",
        "comparisons/deepinfer-vs-lmdeploy:sources.lmdeploy-issue-4832.supports",
        "maintainer reply (August 2026) that DSpark was not yet supported",
        "DSpark는 아직 지원 대상이 아니라는 메인테이너의 답(2026년 8월)",
    ),
    "a59 c213 ko": (
        "ko",
        "comparisons/deepinfer-vs-tensorrt-llm:faq.compiled.answer",
        "Its current documentation centres on an LLM API architected on PyTorch, and the Deep"
        "Seek-V4 guide targets the PyTorch backend. Whichever path you use, it runs only on N"
        "VIDIA GPUs.",
        "TensorRT-LLM의 현행 문서는 PyTorch 위에 구축된 LLM API가 중심이고, DeepSeek-V4 가이"
        "드 역시 PyTorch 백엔드를 겨냥합니다. 어떤 경로를 택하더라도 실행 환경은 NVIDIA GPU로"
        " 제한됩니다.",
    ),
    "a59 c262 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-dynamo:sources.dynamo-deprecations.supports",
        "KVBM deprecated, removal targeted for v1.6.0, engine-native KV offloading instead",
        "KVBM 已被棄用，計畫在 v1.6.0 移除，改以引擎原生的 KV 卸載取代",
    ),
    "a59 c334 ko": (
        "ko",
        "comparisons/deepinfer-vs-mindie:wins.deepinfer.two-vendors.detail",
        "The same engine targets NVIDIA SM100 and Ascend 950, which helps if you run both or "
        "want to compare them on one model. MindIE runs on Ascend only.",
        "DeepInfer는 하나의 엔진으로 NVIDIA SM100과 Ascend 950을 함께 지원하므로, 두 하드웨어"
        "를 모두 운영하거나 한 모델로 비교해 보려는 경우에 안성맞춤입니다. MindIE는 Ascend 말"
        "고는 실행되지 않습니다.",
    ),
    "a59 c396 ko": (
        "ko",
        "comparisons/deepinfer-vs-dynamo:wins.deepinfer.small-surface.detail",
        "One model, one engine and a compact public source tree. If the aim is to understand "
        "how DeepSeek does inference, Dynamo only puts another layer between you and the kern"
        "els.",
        "DeepInfer는 모델 하나, 엔진 하나에 공개 소스 트리도 작습니다. DeepSeek의 추론 방식을"
        " 이해하려는 것이라면 Dynamo는 여러분과 커널 사이에 계층을 하나 더 얹을 따름입니다.",
    ),
    "a59 c452 ja": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:analysis.layers.paragraphs.two-jobs",
        "DeepInfer is an engine: it computes tokens. Dynamo is a layer that coordinates the m"
        "achines computing them. A production service needs both: fast kernels, and a way to "
        "route, cache and scale requests across machines.",
        "DeepInfer はトークンを計算するエンジンで、Dynamo はトークンを計算するマシンを調整す"
        "る層だ。本番運用のサービスにはどちらも欠かせない。高速なカーネルと、マシンをまたいで"
        "リクエストをルーティング・キャッシュ・スケールする手段の両方である。",
    ),
    "a59 c577 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-mooncake:head_to_head.rows.kv-cache.mooncake",
        "Shared DRAM and SSD pool that outlives engine restarts",
        "由 DRAM 與 SSD 組成的共享池，引擎重新啟動也不會消失",
    ),
    "a59 c578 ko": (
        "ko",
        "comparisons/deepinfer-vs-mooncake:head_to_head.rows.kv-cache.mooncake",
        "Shared DRAM and SSD pool that outlives engine restarts",
        "DRAM·SSD 공유 풀, 엔진을 다시 시작해도 사라지지 않음",
    ),
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_changed_meaning_is_an_error(name: str, shipped_terms: dict[str, Terms]) -> None:
    errors = [found for found in shipped_findings(HOSTILE[name], shipped_terms) if "error" in found]
    assert errors


@pytest.mark.parametrize("name", sorted(FAITHFUL))
def test_its_faithful_twin_passes(name: str, shipped_terms: dict[str, Terms]) -> None:
    assert shipped_findings(FAITHFUL[name], shipped_terms) == []
