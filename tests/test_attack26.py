"""Attack 26's findings (a blind attack on the opposite-word, status, month and list rules),
as named fixtures, each from a shipped entry: a word turned into its opposite in words the
rule did not know (High-concurrency as 低同時実行, 저동시성; online as 線下; "wins" as 弱い,
한계, 短板; next as 이전), a status said in other words ("deprecated" as 提供終了, 단종,
停止支援; experimental as 安定機能; "removal targeted" as 削除済み; "added" as 一覧から外れた,
빠짐; merged as 見送り, 보류), must as "need not" or "can". Beside them, the faithful twins
it refused or still must pass: a negation later in the clause (大きな効果は得られない for
"adds little"), 高可用性 for "high availability", 部分 as "a part", わずか1つ for "just one",
a status negated another way (マージには至っていない, 병합되지 못한), two sentences in
another order."""

from __future__ import annotations

import pytest

from comparekit.catalogs.findings import Entry, lands_in_table
from comparekit.catalogs.negations import check_negations
from comparekit.catalogs.rules import Terms, check_text
from test_names_attack11 import shipped_terms

__all__ = ["shipped_terms"]  # (the fixture, for pytest)

# name: locale, key, English, translation (each changes what the English says)
HOSTILE = {
    "O01 ja High-concurrency -> low concurrency": (
        "ja",
        "products/sglang:facts.best-for",
        "High-concurrency online serving with heavy prefix reuse",
        "プレフィックス再利用の多い、低同時実行のオンラインサービング",
    ),
    "O02 ko high -> low": (
        "ko",
        "products/sglang:facts.best-for",
        "High-concurrency online serving with heavy prefix reuse",
        "프리픽스 재사용이 많은 저동시성 온라인 서빙",
    ),
    "O03 zh-Hant high -> low": (
        "zh-Hant",
        "products/sglang:facts.best-for",
        "High-concurrency online serving with heavy prefix reuse",
        "前綴大量重用的低並行度線上服務",
    ),
    "O14 zh-Hant older -> newer (新了)": (
        "zh-Hant",
        "hub:lead.method",
        "Facts come from each project's README, documentation, pull requests and issues, read from"
        " stored copies; each article's Sources list gives the date each source was read, and seve"
        "ral copies are months older than that date. Nothing here is a benchmark result.",
        "所有事實皆取自各專案 README、文件、pull request 與 issue 的存檔副本；各篇文章的「來源」清"
        "單列出每項來源的查閱日期，其中有幾份副本比該日期新了數個月。本頁內容皆非基準測試結果。",
    ),
    "O15 ko older -> more recent (최근)": (
        "ko",
        "hub:lead.method",
        "Facts come from each project's README, documentation, pull requests and issues, read from"
        " stored copies; each article's Sources list gives the date each source was read, and seve"
        "ral copies are months older than that date. Nothing here is a benchmark result.",
        "이 시리즈에 실린 사실은 각 프로젝트의 README, 문서, 풀 리퀘스트, 이슈를 근거로 하며, 모두"
        " 저장된 사본을 통해 확인했습니다. 각 출처를 확인한 날짜는 각 글의 출처 목록에 있고, 사본 "
        "중 여럿은 그 날짜보다 몇 달 더 최근의 것입니다. 여기 실린 내용 중 벤치마크 결과는 없습니"
        "다.",
    ),
    "O18 ja newer -> old-type": (
        "ja",
        "comparisons/deepinfer-vs-mindie:wins.deepinfer.v41-flash.lead",
        "The newer model.",
        "旧型のモデル。",
    ),
    "O19 ko newer -> old-type": (
        "ko",
        "comparisons/deepinfer-vs-mindie:wins.deepinfer.v41-flash.lead",
        "The newer model.",
        "구형 모델.",
    ),
    "O20 zh-Hant newer -> old model": (
        "zh-Hant",
        "comparisons/deepinfer-vs-mindie:wins.deepinfer.v41-flash.lead",
        "The newer model.",
        "舊款模型。",
    ),
    "O21 zh-Hant newer -> previous-generation": (
        "zh-Hant",
        "comparisons/deepinfer-vs-mindie:wins.deepinfer.ascend-950.lead",
        "The newer chip.",
        "上一代晶片。",
    ),
    "O22 ko newer -> previous generation": (
        "ko",
        "comparisons/deepinfer-vs-mindie:wins.deepinfer.ascend-950.lead",
        "The newer chip.",
        "이전 세대 칩.",
    ),
    "O31 zh-Hant large -> niche": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llama-cpp:wins.llama-cpp.simplicity.lead",
        "One binary, MIT licence, large community.",
        "單一執行檔、MIT 授權、小眾社群。",
    ),
    "O32 ko large -> few-member": (
        "ko",
        "comparisons/deepinfer-vs-llama-cpp:wins.llama-cpp.simplicity.lead",
        "One binary, MIT licence, large community.",
        "바이너리 하나, MIT 라이선스, 소수의 커뮤니티.",
    ),
    "O34 ja small -> enormous": (
        "ja",
        "comparisons/deepinfer-vs-vllm:wins.deepinfer.small-surface.lead",
        "A small tree to read.",
        "読むべきソースツリーが膨大だ。",
    ),
    "O46 ja partial -> full (フル)": (
        "ja",
        "products/ktransformers:facts.hardware",
        "x86 CPUs (AMX, AVX-512, AVX2) plus NVIDIA GPUs; partial Ascend",
        "x86 CPU（AMX、AVX-512、AVX2）と NVIDIA GPU。Ascend もフル対応",
    ),
    "O47 ko partial -> perfect": (
        "ko",
        "products/ktransformers:facts.hardware",
        "x86 CPUs (AMX, AVX-512, AVX2) plus NVIDIA GPUs; partial Ascend",
        "x86 CPU(AMX, AVX-512, AVX2) + NVIDIA GPU, Ascend 완벽 지원",
    ),
    "O52 ja host -> video memory": (
        "ja",
        "comparisons/deepinfer-vs-ktransformers:wins.deepinfer.ascend-950.detail",
        "DeepInfer targets Ascend 950. KTransformers' Ascend tutorials cover the Atlas 300I A2 and"
        " single-die Atlas 800I A2 and A3 setups with experts held in host memory. Ascend 950 does"
        " not appear in them.",
        "DeepInfer は Ascend 950 を対象とする。KTransformers の Ascend 向けチュートリアルが扱うの"
        "は、Atlas 300I A2 と、単一ダイの Atlas 800I A2 および A3 の構成で、いずれもエキスパートを"
        "ビデオメモリに置く。これらのチュートリアルに Ascend 950 の記載はない。",
    ),
    "O53 zh-Hant host -> graphics-card memory": (
        "zh-Hant",
        "comparisons/deepinfer-vs-ktransformers:wins.deepinfer.ascend-950.detail",
        "DeepInfer targets Ascend 950. KTransformers' Ascend tutorials cover the Atlas 300I A2 and"
        " single-die Atlas 800I A2 and A3 setups with experts held in host memory. Ascend 950 does"
        " not appear in them.",
        "DeepInfer 以 Ascend 950 為目標硬體。KTransformers 的 Ascend 教學涵蓋 Atlas 300I A2，以及"
        "單晶粒的 Atlas 800I A2 與 A3 配置，這些配置都把專家放在顯示卡記憶體中。這些教學中都沒有出"
        "現 Ascend 950。",
    ),
    "O54 ko host -> graphics memory": (
        "ko",
        "comparisons/deepinfer-vs-ktransformers:wins.deepinfer.ascend-950.detail",
        "DeepInfer targets Ascend 950. KTransformers' Ascend tutorials cover the Atlas 300I A2 and"
        " single-die Atlas 800I A2 and A3 setups with experts held in host memory. Ascend 950 does"
        " not appear in them.",
        "DeepInfer는 Ascend 950을 대상으로 합니다. KTransformers의 Ascend 튜토리얼은 Atlas 300I A2"
        ", 그리고 단일 다이 Atlas 800I A2 및 A3에서 전문가를 그래픽 메모리에 두는 구성을 다룹니다."
        " 이 튜토리얼들에 Ascend 950은 나오지 않습니다.",
    ),
    "O58 zh-Hant online -> 線下 (offline)": (
        "zh-Hant",
        "products/vllm:facts.best-for",
        "Online serving of many models on mixed hardware",
        "在混合硬體上為多種模型提供線下服務",
    ),
    "O63 ja wins -> weak points (弱い)": (
        "ja",
        "ui:heading.wins",
        "Where {product} wins",
        "{product} の弱いところ",
    ),
    "O64 ko wins -> limitations": (
        "ko",
        "ui:heading.wins",
        "Where {product} wins",
        "{product}의 한계",
    ),
    "O65 zh-Hant wins -> weak spots": (
        "zh-Hant",
        "ui:heading.wins",
        "Where {product} wins",
        "{product} 的短板",
    ),
    "O70 ko next -> previous (이전)": (
        "ko",
        "ui:next",
        "Next: {links}.",
        "이전 읽을거리: {links}.",
    ),
    "O88 ko parallel -> serial": (
        "ko",
        "comparisons/deepinfer-vs-llama-cpp:what_each_is.llama-cpp.paragraphs.server",
        "`llama-server` offers OpenAI-compatible chat completions and embeddings, an Anthropic-com"
        "patible Messages API, reranking, parallel decoding with continuous batching, JSON-schema-"
        "constrained output, tool calling, speculative decoding and a web UI. It ships as a single"
        " binary, in release archives and Docker images.",
        "`llama-server`는 OpenAI 호환 채팅 완성과 임베딩, Anthropic 호환 Messages API, 리랭킹, 연"
        "속 배칭을 이용한 직렬 디코딩, JSON 스키마로 제약된 출력, 도구 호출, 추측 디코딩, 웹 UI를 "
        "제공합니다. 단일 바이너리로 배포되며, 릴리스 아카이브와 Docker 이미지로 받을 수 있습니다.",
    ),
    "O89 zh-Hant parallel -> serial": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llama-cpp:what_each_is.llama-cpp.paragraphs.server",
        "`llama-server` offers OpenAI-compatible chat completions and embeddings, an Anthropic-com"
        "patible Messages API, reranking, parallel decoding with continuous batching, JSON-schema-"
        "constrained output, tool calling, speculative decoding and a web UI. It ships as a single"
        " binary, in release archives and Docker images.",
        "`llama-server` 提供相容 OpenAI 的 chat completions 與 embeddings、相容 Anthropic 的 Messa"
        "ges API、重新排序（reranking）、搭配連續批次處理的串行解碼、以 JSON schema 約束輸出、工具"
        "呼叫、推測解碼與網頁 UI。它以單一執行檔的形式發行，可從發行版壓縮檔或 Docker 映像檔取得。",
    ),
    "S02 ja deprecated -> discontinued": (
        "ja",
        "products/dynamo:facts.kv-cache",
        "KV-aware routing; KVBM tiered offload (deprecated in v1.5.0)",
        "KV を意識したルーティング。KVBM の多階層オフロード（v1.5.0 で提供終了）",
    ),
    "S03 ko deprecated -> discontinued": (
        "ko",
        "products/dynamo:facts.kv-cache",
        "KV-aware routing; KVBM tiered offload (deprecated in v1.5.0)",
        "KV 인식 라우팅, KVBM 다계층 오프로드(v1.5.0에서 단종)",
    ),
    "S04 zh-Hant deprecated -> support stopped": (
        "zh-Hant",
        "products/dynamo:facts.kv-cache",
        "KV-aware routing; KVBM tiered offload (deprecated in v1.5.0)",
        "KV 感知路由；KVBM 分層卸載（v1.5.0 起已停止支援）",
    ),
    "S10 ja experimental -> stable feature": (
        "ja",
        "products/vllm:facts.pd-disaggregation",
        "Yes, through KV connectors; docs still call it experimental",
        "対応。KV コネクター経由（ドキュメントではまだ安定機能扱い）",
    ),
    "S11 ko experimental -> stable": (
        "ko",
        "products/vllm:facts.pd-disaggregation",
        "Yes, through KV connectors; docs still call it experimental",
        "지원(KV 커넥터 경유), 문서상 아직 안정적인 기능",
    ),
    "S12 zh-Hant experimental -> stable": (
        "zh-Hant",
        "products/vllm:facts.pd-disaggregation",
        "Yes, through KV connectors; docs still call it experimental",
        "支援，透過 KV 連接器；文件仍標示為穩定功能",
    ),
    "S19 ja preview -> release build": (
        "ja",
        "products/sglang:facts.deepseek-v41-flash",
        "Cookbook recipe on a preview Docker image; not in release 0.5.20",
        "クックブックにレシピを掲載（リリース版の Docker イメージが前提）。リリース 0.5.20 には含"
        "まれない",
    ),
    "S20 ja open/merged swapped between V4.1 and V4": (
        "ja",
        "products/llama-cpp:facts.deepseek-v41-flash",
        "V4.1 PR still open; DeepSeek-V4 with MTP and DSpark merged",
        "V4.1 対応のプルリクエストはマージ済み。MTP と DSpark を含む DeepSeek-V4 対応はまだオープ"
        "ン",
    ),
    "S21 zh-Hant open/merged swapped": (
        "zh-Hant",
        "products/llama-cpp:facts.deepseek-v41-flash",
        "V4.1 PR still open; DeepSeek-V4 with MTP and DSpark merged",
        "V4.1 的 PR 已合併；含 MTP 與 DSpark 的 DeepSeek-V4 尚未合併",
    ),
    "S22 ja recommended/POC swapped": (
        "ja",
        "products/mindie:facts.backends",
        "MindIE LLM (engine); MindIE Motor's newer docs support vLLM (recommended) and SGLang (POC"
        ")",
        "MindIE LLM（エンジン）。MindIE Motor の新しいドキュメントでは vLLM（概念実証）と SGLang（"
        "推奨）に対応",
    ),
    "S23 ja removal targeted -> removed": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:sources.dynamo-deprecations.supports",
        "KVBM deprecated, removal targeted for v1.6.0, engine-native KV offloading instead",
        "KVBM の非推奨化、v1.6.0 で削除済み、代わりとなるエンジンネイティブの KV オフロード",
    ),
    "S24 zh-Hant removal targeted -> removed": (
        "zh-Hant",
        "comparisons/deepinfer-vs-dynamo:sources.dynamo-deprecations.supports",
        "KVBM deprecated, removal targeted for v1.6.0, engine-native KV offloading instead",
        "KVBM 已棄用、已於 v1.6.0 移除，改用引擎原生的 KV 卸載",
    ),
    "S26 ja added -> dropped off the list": (
        "ja",
        "comparisons/deepinfer-vs-llm-d:sources.llm-d-accelerators.supports",
        "supported accelerator vendors, with Iluvatar BI-V150 and MetaX C500X added in the 0.10 do"
        "cs; no Ascend listed",
        "対応するアクセラレーターベンダー。0.10 のドキュメントで Iluvatar BI-V150 と MetaX C500X "
        "が一覧から外れた。Ascend の記載なし",
    ),
    "S27 ko added -> dropped": (
        "ko",
        "comparisons/deepinfer-vs-llm-d:sources.llm-d-accelerators.supports",
        "supported accelerator vendors, with Iluvatar BI-V150 and MetaX C500X added in the 0.10 do"
        "cs; no Ascend listed",
        "지원 가속기 벤더, 0.10 문서에서 Iluvatar BI-V150과 MetaX C500X 빠짐, Ascend는 목록에 없음",
    ),
    "S34 ja merged -> shelved": (
        "ja",
        "comparisons/deepinfer-vs-tensorrt-llm:sources.trtllm-pr-15414.supports",
        "one of the split DeepSeek-V4 pull requests, merged",
        "DeepSeek-V4 対応を分割したプルリクエストの1つ。見送り",
    ),
    "S35 ko merged -> on hold": (
        "ko",
        "comparisons/deepinfer-vs-tensorrt-llm:sources.trtllm-pr-15414.supports",
        "one of the split DeepSeek-V4 pull requests, merged",
        "분할된 DeepSeek-V4 풀 리퀘스트 중 하나, 반영 보류",
    ),
    "G07 ja": (
        "ja",
        "comparisons/deepinfer-vs-llama-cpp:faq.v41-support.answer",
        "Not upstream, as of the material we read. Pull request #28696 adding DeepSeek V4.1 was st"
        "ill open, and V4.1 builds existed only in community forks. DeepSeek-V4 is supported upstr"
        "eam.",
        "アップストリームでは動かせない（本稿の確認時点）。DeepSeek V4.1 対応を追加するプルリクエ"
        "スト #28696 はまだオープンで、V4.1 のビルドはコミュニティのフォークにしかなかった。DeepSe"
        "ek-V4 もアップストリームでは未対応だ。",
    ),
    "S65 ko preview-only -> GA-only": (
        "ko",
        "comparisons/deepinfer-vs-sglang:decision_guide.released-now.reason",
        "SGLang's V4.1 path was preview-only when read",
        "확인 시점에 SGLang의 V4.1 경로는 GA 버전 전용",
    ),
    "D09 ja must -> need not": (
        "ja",
        "comparisons/deepinfer-vs-llm-d:decision_guide.ascend-950.situation",
        "Must run on Ascend 950",
        "Ascend 950 で動かす必要はない",
    ),
    "D10 ko must -> need not": (
        "ko",
        "comparisons/deepinfer-vs-llm-d:decision_guide.ascend-950.situation",
        "Must run on Ascend 950",
        "Ascend 950에서 실행할 필요는 없다",
    ),
    "D11 zh-Hant must -> need not": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llm-d:decision_guide.ascend-950.situation",
        "Must run on Ascend 950",
        "不必在 Ascend 950 上執行",
    ),
}
# name: locale, key, English, translation (each says what the English says)
FAITHFUL = {
    "O40 ja faithful: add little -> no big effect": (
        "ja",
        "comparisons/deepinfer-vs-sglang:wins.deepinfer.no-moving-parts.detail",
        "For an offline run over mostly unique prompts, a prefix cache, a router and a transfer en"
        "gine add little. DeepInfer is the engine alone.",
        "大半のプロンプトが互いに重複しないオフライン実行では、プレフィックスキャッシュ、ルーター"
        "、転送エンジンを加えても大きな効果は得られない。DeepInfer はエンジン単体である。",
    ),
    "O41 ko faithful: add little -> not a big help": (
        "ko",
        "comparisons/deepinfer-vs-sglang:wins.deepinfer.no-moving-parts.detail",
        "For an offline run over mostly unique prompts, a prefix cache, a router and a transfer en"
        "gine add little. DeepInfer is the engine alone.",
        "프롬프트가 대부분 서로 겹치지 않는 오프라인 실행에서는 프리픽스 캐시, 라우터, 전송 엔진을"
        " 두어도 큰 도움이 되지 않습니다. DeepInfer는 엔진만으로 이루어져 있습니다.",
    ),
    "O43 ko faithful: little need -> not greatly needed": (
        "ko",
        "comparisons/deepinfer-vs-llm-d:wins.llm-d.operations.detail",
        "The project includes SLO-aware autoscaling (HPA, KEDA and the Workload Variant Autoscaler"
        "), tiered KV offloading to CPU or storage (v0.9.0 ships a Mooncake store image for it), a"
        "ctive-active high availability and benchmark tooling. An offline engine has little need f"
        "or them, and DeepInfer's README describes none of them.",
        "llm-d에는 SLO 인식 오토스케일링(HPA, KEDA, Workload Variant Autoscaler), KV를 CPU나 스토"
        "리지로 내리는 다계층 KV 오프로드, 액티브-액티브 고가용성, 벤치마크 도구가 포함됩니다. v0."
        "9.0은 다계층 KV 오프로드용 Mooncake store 이미지를 제공합니다. 오프라인 엔진에는 이런 기"
        "능이 크게 필요하지 않으며, DeepInfer의 README에는 이 중 어느 것도 설명되어 있지 않습니다.",
    ),
    "O100 zh-Hant faithful: entirely -> 全部, 'this part of the work'": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llm-d:wins.deepinfer.v41-specific.detail",
        "The CED architecture, SWA bounded replay, a Wide-EP decode layout with EPLB and determini"
        "stic modes are all model-level work, and llm-d leaves that work entirely to the model ser"
        "ver it routes to. llm-d's DeepSeek recipe targets DeepSeek-R1, not V4.1-Flash.",
        "CED 架構、SWA 有界重放、搭配 EPLB 的 Wide-EP decode 佈局與確定性模式，全都是模型層級的工"
        "作，而 llm-d 把這部分工作全部交給它所路由到的模型伺服器。llm-d 的 DeepSeek 部署配方針對的"
        "是 DeepSeek-R1，而不是 V4.1-Flash。",
    ),
    "O101 zh-Hant faithful: complete -> 齊全; components -> 部分 (parts)": (
        "zh-Hant",
        "comparisons/deepinfer-vs-dynamo:dek",
        "Dynamo sits one layer above the engine: it brings disaggregated serving, KV-aware routing"
        ", multi-tier KV caching (now through the engines' own offloading) and Kubernetes orchestr"
        "ation, while DeepInfer is the engine itself. Setting the two side by side is a category e"
        "rror, but an instructive one, because Dynamo shows what a complete serving layer contains"
        ".",
        "Dynamo 位在引擎的上一層，提供分離式服務、KV 感知路由、多層級 KV 快取（現改由各引擎自身的"
        "卸載功能實現）與 Kubernetes 編排；DeepInfer 則本身就是引擎。把兩者並列比較是一種範疇錯誤"
        "，但這個錯誤很有啟發性：從 Dynamo 可以看出，一套齊全的服務層包含哪些部分。",
    ),
    "O111 ja faithful: 'little need' as 'the need is low'; Engl": (
        "ja",
        "comparisons/deepinfer-vs-llm-d:wins.llm-d.operations.detail",
        "The project includes SLO-aware autoscaling (HPA, KEDA and the Workload Variant Autoscaler"
        "), tiered KV offloading to CPU or storage (v0.9.0 ships a Mooncake store image for it), a"
        "ctive-active high availability and benchmark tooling. An offline engine has little need f"
        "or them, and DeepInfer's README describes none of them.",
        "このプロジェクトには、SLO を意識したオートスケーリング（HPA、KEDA、Workload Variant Autos"
        "caler）、CPU やストレージへの多階層の KV オフロード（v0.9.0 はそのための Mooncake ストア"
        "のイメージを提供）、アクティブ・アクティブ構成の高可用性、ベンチマーク用ツールが含まれる"
        "。オフラインエンジンにはこうした機能の必要性は低く、DeepInfer の README にはいずれの記述"
        "もない。",
    ),
    "O112 ko faithful: little need -> need is low": (
        "ko",
        "comparisons/deepinfer-vs-llm-d:wins.llm-d.operations.detail",
        "The project includes SLO-aware autoscaling (HPA, KEDA and the Workload Variant Autoscaler"
        "), tiered KV offloading to CPU or storage (v0.9.0 ships a Mooncake store image for it), a"
        "ctive-active high availability and benchmark tooling. An offline engine has little need f"
        "or them, and DeepInfer's README describes none of them.",
        "llm-d에는 SLO 인식 오토스케일링(HPA, KEDA, Workload Variant Autoscaler), KV를 CPU나 스토"
        "리지로 내리는 다계층 KV 오프로드, 액티브-액티브 고가용성, 벤치마크 도구가 포함됩니다. v0."
        "9.0은 다계층 KV 오프로드용 Mooncake store 이미지를 제공합니다. 오프라인 엔진에는 이런 기"
        "능의 필요성이 낮으며, DeepInfer의 README에는 이 중 어느 것도 설명되어 있지 않습니다.",
    ),
    "O113 zh-Hant faithful: little need -> lower demand": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llm-d:wins.llm-d.operations.detail",
        "The project includes SLO-aware autoscaling (HPA, KEDA and the Workload Variant Autoscaler"
        "), tiered KV offloading to CPU or storage (v0.9.0 ships a Mooncake store image for it), a"
        "ctive-active high availability and benchmark tooling. An offline engine has little need f"
        "or them, and DeepInfer's README describes none of them.",
        "專案包含 SLO 感知的自動擴縮（HPA、KEDA 與 Workload Variant Autoscaler）、卸載到 CPU 或儲"
        "存裝置的分層 KV 快取（v0.9.0 為此提供 Mooncake store 映像檔）、active-active 高可用性與基"
        "準測試工具。離線引擎對這些的需求較低，而 DeepInfer 的 README 也沒有描述其中任何一項。",
    ),
    "O114 ja faithful: per-request as single-request; total as": (
        "ja",
        "comparisons/deepinfer-vs-ktransformers:analysis.tokens-per-second-trap.paragraphs.fair-test",
        "We have not run either project. A fair comparison would fix the checkpoint and precision,"
        " the prompt and output lengths and the concurrency. It would then report per-request deco"
        "de speed, total throughput and TTFT, together with the purchase cost and power draw of ea"
        "ch machine. For most readers a simpler test settles the matter: does the model fit in the"
        " hardware you have?",
        "本稿ではどちらのプロジェクトも動かしていない。公正な比較をするには、チェックポイントと数"
        "値精度、プロンプト長と出力長、同時実行数を固定する必要がある。そのうえで、単一リクエスト"
        "のデコード速度、全体のスループット、TTFT を、各マシンの購入コストと消費電力とあわせて報告"
        "すべきだ。ただし大半の読者にとっては、より単純な試験で決着がつく。手元のハードウェアにモ"
        "デルが収まるかどうかだ。",
    ),
    "O115 zh-Hant faithful: per-request -> 每次請求; total -> 整體": (
        "zh-Hant",
        "comparisons/deepinfer-vs-ktransformers:analysis.tokens-per-second-trap.paragraphs.fair-test",
        "We have not run either project. A fair comparison would fix the checkpoint and precision,"
        " the prompt and output lengths and the concurrency. It would then report per-request deco"
        "de speed, total throughput and TTFT, together with the purchase cost and power draw of ea"
        "ch machine. For most readers a simpler test settles the matter: does the model fit in the"
        " hardware you have?",
        "這兩個專案我們都沒有實際測試過。公平的比較應固定檢查點與精度、提示詞與輸出長度，以及並行"
        "度，再回報每次請求的 decode 速度、整體吞吐量與 TTFT，並附上每台機器的採購成本與耗電量。對"
        "大多數讀者而言，一個更簡單的測試就能定案：模型放得進你手上的硬體嗎？",
    ),
    "O116 ko faithful: per-request -> 요청 하나당": (
        "ko",
        "comparisons/deepinfer-vs-ktransformers:analysis.tokens-per-second-trap.paragraphs.fair-test",
        "We have not run either project. A fair comparison would fix the checkpoint and precision,"
        " the prompt and output lengths and the concurrency. It would then report per-request deco"
        "de speed, total throughput and TTFT, together with the purchase cost and power draw of ea"
        "ch machine. For most readers a simpler test settles the matter: does the model fit in the"
        " hardware you have?",
        "우리는 두 프로젝트 모두 실행해 보지 않았습니다. 공정하게 비교하려면 체크포인트와 정밀도, "
        "프롬프트와 출력 길이, 동시성을 고정해야 합니다. 그런 다음 요청 하나당 디코드 속도, 전체 "
        "처리량, TTFT를 각 머신의 구매 비용 및 소비 전력과 함께 보고해야 합니다. 대부분의 독자는 "
        "더 간단한 테스트 하나로 결론을 낼 수 있습니다. 보유한 하드웨어에 모델이 들어가는지 확인하"
        "면 됩니다.",
    ),
    "O117 ja faithful: 'one installation' as 'just one installa": (
        "ja",
        "comparisons/deepinfer-vs-lmdeploy:wins.lmdeploy.breadth.detail",
        "LLMs and vision-language models from many families, with a per-engine support table. If y"
        "our fleet runs more than one model, one LMDeploy installation can serve them all; DeepInf"
        "er cannot.",
        "多くのファミリの LLM と視覚言語モデルに対応し、エンジンごとの対応表がある。複数のモデルを"
        "運用しているなら、わずか1つの LMDeploy のインストールで、すべてをサービングできる。DeepIn"
        "fer にはそれができない。",
    ),
    "O118 ja faithful: back to older generations -> from the ne": (
        "ja",
        "comparisons/deepinfer-vs-lmdeploy:wins.lmdeploy.hardware.detail",
        "NVIDIA GPUs back to older generations, AMD ROCm, Ascend, Cambricon and MetaX, selected wi"
        "th `LMDEPLOY_TARGET_DEVICE`. DeepInfer has two targets.",
        "最新世代から旧世代までの NVIDIA GPU、AMD ROCm、Ascend、Cambricon、MetaX に対応し、`LMDEPL"
        "OY_TARGET_DEVICE` で対象を選ぶ。DeepInfer の対象は2つだ。",
    ),
    "O119 zh-Hant faithful: from newest to older generations": (
        "zh-Hant",
        "comparisons/deepinfer-vs-lmdeploy:wins.lmdeploy.hardware.detail",
        "NVIDIA GPUs back to older generations, AMD ROCm, Ascend, Cambricon and MetaX, selected wi"
        "th `LMDEPLOY_TARGET_DEVICE`. DeepInfer has two targets.",
        "LMDeploy 支援 從最新到舊世代的 NVIDIA GPU、AMD ROCm、Ascend、Cambricon 與 MetaX，可透過 `"
        "LMDEPLOY_TARGET_DEVICE` 指定目標裝置。DeepInfer 則有兩種目標硬體。",
    ),
    "O132 ko faithful: partial as 'not fully supported'": (
        "ko",
        "products/ktransformers:facts.hardware",
        "x86 CPUs (AMX, AVX-512, AVX2) plus NVIDIA GPUs; partial Ascend",
        "x86 CPU(AMX, AVX-512, AVX2) + NVIDIA GPU, Ascend는 완전히 지원되지 않음",
    ),
    "S62 ja faithful: not merged as 'has not reached merge'": (
        "ja",
        "comparisons/deepinfer-vs-llama-cpp:decision_guide.v41-specifically.reason",
        "llama.cpp's V4.1 pull request was not merged as read",
        "確認時点で、V4.1 対応を加える llama.cpp のプルリクエストはマージには至っていない",
    ),
    "S63 ko faithful: not merged as 'could not be merged (yet)": (
        "ko",
        "comparisons/deepinfer-vs-llama-cpp:decision_guide.v41-specifically.reason",
        "llama.cpp's V4.1 pull request was not merged as read",
        "확인 시점에 llama.cpp의 V4.1 풀 리퀘스트는 병합되지 못한 상태",
    ),
    "O04 ja faithful: high concurrency as many concurrent": (
        "ja",
        "products/sglang:facts.best-for",
        "High-concurrency online serving with heavy prefix reuse",
        "プレフィックス再利用の多い、同時実行数の多いオンラインサービング",
    ),
    "O23 ja": (
        "ja",
        "comparisons/deepinfer-vs-mindie:wins.deepinfer.v41-flash.lead",
        "The newer model.",
        "新しいほうのモデル。",
    ),
    "O24 ko": (
        "ko",
        "comparisons/deepinfer-vs-mindie:wins.deepinfer.v41-flash.lead",
        "The newer model.",
        "더 새로운 모델.",
    ),
    "O25 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-mindie:wins.deepinfer.ascend-950.lead",
        "The newer chip.",
        "比較新的晶片。",
    ),
    "O29 ja faithful": (
        "ja",
        "comparisons/deepinfer-vs-llama-cpp:wins.llama-cpp.quantization.lead",
        "Fits big models into small memory.",
        "大規模なモデルも少ないメモリで動かせる。",
    ),
    "O33 ja": (
        "ja",
        "comparisons/deepinfer-vs-llama-cpp:wins.llama-cpp.simplicity.lead",
        "One binary, MIT licence, large community.",
        "単一バイナリ、MIT ライセンス、活発で規模の大きいコミュニティ。",
    ),
    "O39 ja": (
        "ja",
        "comparisons/deepinfer-vs-sglang:wins.deepinfer.no-moving-parts.lead",
        "Fewer moving parts offline.",
        "オフラインなら構成要素がより少なくて済む。",
    ),
    "O50 ja faithful": (
        "ja",
        "comparisons/deepinfer-vs-ktransformers:head_to_head.rows.hardware.ktransformers",
        "x86 CPU (AMX/AVX-512/AVX2) plus NVIDIA SM80+ GPU; V4-Flash validated on RTX 3090/4090/509"
        "0; partial Ascend",
        "x86 CPU（AMX/AVX-512/AVX2）と NVIDIA SM80+ の GPU。V4-Flash は RTX 3090/4090/5090 で検証"
        "済み。Ascend は限定的に対応",
    ),
    "O55 ko faithful: host = CPU memory": (
        "ko",
        "comparisons/deepinfer-vs-ktransformers:wins.deepinfer.ascend-950.detail",
        "DeepInfer targets Ascend 950. KTransformers' Ascend tutorials cover the Atlas 300I A2 and"
        " single-die Atlas 800I A2 and A3 setups with experts held in host memory. Ascend 950 does"
        " not appear in them.",
        "DeepInfer는 Ascend 950을 대상으로 합니다. KTransformers의 Ascend 튜토리얼은 Atlas 300I A2"
        ", 그리고 단일 다이 Atlas 800I A2 및 A3에서 전문가를 CPU 메모리에 두는 구성을 다룹니다. 이"
        " 튜토리얼들에 Ascend 950은 나오지 않습니다.",
    ),
    "O66 ja": (
        "ja",
        "ui:heading.wins",
        "Where {product} wins",
        "{product} が勝る点",
    ),
    "O67 ko": (
        "ko",
        "ui:heading.wins",
        "Where {product} wins",
        "{product}가 앞서는 점",
    ),
    "O68 zh-Hant": (
        "zh-Hant",
        "ui:heading.wins",
        "Where {product} wins",
        "{product} 勝出之處",
    ),
    "O72 zh-Hant": (
        "zh-Hant",
        "ui:next",
        "Next: {links}.",
        "接著閱讀：{links}。",
    ),
    "O73 ko": (
        "ko",
        "ui:next",
        "Next: {links}.",
        "다음 글: {links}.",
    ),
    "O94 ja faithful-ish (more than -> at least)": (
        "ja",
        "comparisons/deepinfer-vs-vllm:decision_guide.many-models.reason",
        "More than 200 architectures in one engine",
        "1つのエンジンで 200 以上のアーキテクチャに対応",
    ),
    "S06 zh-Hant": (
        "zh-Hant",
        "products/dynamo:facts.kv-cache",
        "KV-aware routing; KVBM tiered offload (deprecated in v1.5.0)",
        "KV 感知路由；KVBM 分層卸載（v1.5.0 起不再建議使用）",
    ),
    "S08 ja": (
        "ja",
        "products/dynamo:facts.kv-cache",
        "KV-aware routing; KVBM tiered offload (deprecated in v1.5.0)",
        "KV を意識したルーティング。KVBM の多階層オフロード（v1.5.0 で非推奨化）",
    ),
    "S13 ja": (
        "ja",
        "products/vllm:facts.pd-disaggregation",
        "Yes, through KV connectors; docs still call it experimental",
        "対応。KV コネクター経由（ドキュメントではまだ試験的な機能扱い）",
    ),
    "S14 zh-Hant": (
        "zh-Hant",
        "products/vllm:facts.pd-disaggregation",
        "Yes, through KV connectors; docs still call it experimental",
        "支援，透過 KV 連接器；文件仍標示為實驗階段功能",
    ),
    "S40 ja": (
        "ja",
        "comparisons/deepinfer-vs-llama-cpp:decision_guide.v41-specifically.reason",
        "llama.cpp's V4.1 pull request was not merged as read",
        "確認時点で、V4.1 対応を加える llama.cpp のプルリクエストはまだマージされていなかった",
    ),
    "S41 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llama-cpp:decision_guide.v41-specifically.reason",
        "llama.cpp's V4.1 pull request was not merged as read",
        "我們查閱時，llama.cpp 的 V4.1 pull request 尚未合入",
    ),
    "S43 zh-Hant": (
        "zh-Hant",
        "products/llama-cpp:facts.deepseek-v41-flash",
        "V4.1 PR still open; DeepSeek-V4 with MTP and DSpark merged",
        "V4.1 的 PR 仍處於開啟狀態；含 MTP 與 DSpark 的 DeepSeek-V4 已合併",
    ),
    "S48 ja": (
        "ja",
        "comparisons/deepinfer-vs-sglang:wins.deepinfer.released.lead",
        "Released, not preview.",
        "プレビュー版ではなく正式リリース。",
    ),
    "D06 ja": (
        "ja",
        "comparisons/deepinfer-vs-llm-d:decision_guide.ascend-950.situation",
        "Must run on Ascend 950",
        "Ascend 950 ででの実行が必須",
    ),
    "D07 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llm-d:decision_guide.ascend-950.situation",
        "Must run on Ascend 950",
        "一定要在 Ascend 950 上執行",
    ),
    "D08 ko": (
        "ko",
        "comparisons/deepinfer-vs-llm-d:decision_guide.ascend-950.situation",
        "Must run on Ascend 950",
        "Ascend 950에서 돌려야 한다",
    ),
    "O120 ko": (
        "ko",
        "comparisons/deepinfer-vs-llama-cpp:wins.llama-cpp.quantization.lead",
        "Fits big models into small memory.",
        "큰 모델도 작은 메모리에 담는다.",
    ),
    "O121 ko": (
        "ko",
        "products/sglang:facts.scope",
        "Many models, single GPU to large clusters",
        "여러 모델, 단일 GPU에서 대형 클러스터까지 지원",
    ),
    "O122 ja": (
        "ja",
        "comparisons/deepinfer-vs-ktransformers:wins.deepinfer.ascend-950.detail",
        "DeepInfer targets Ascend 950. KTransformers' Ascend tutorials cover the Atlas 300I A2 and"
        " single-die Atlas 800I A2 and A3 setups with experts held in host memory. Ascend 950 does"
        " not appear in them.",
        "DeepInfer は Ascend 950 を対象とする。KTransformers の Ascend 向けチュートリアルが扱うの"
        "は、Atlas 300I A2 と、単一ダイの Atlas 800I A2 および A3 の構成で、いずれもエキスパートを"
        "CPU 側のメモリに置く。これらのチュートリアルに Ascend 950 の記載はない。",
    ),
    "O125 ko": (
        "ko",
        "products/sglang:facts.best-for",
        "High-concurrency online serving with heavy prefix reuse",
        "프리픽스 재사용이 많은 동시 요청이 많은 온라인 서빙",
    ),
}


def shipped_findings(case: tuple[str, str, str, str], terms: dict[str, Terms]) -> list[str]:
    """Every finding `check` has for a case (locale, key, English, translation), each as
    "severity [code] message"."""
    tag, key, english, translation = case
    its = terms[tag]
    found = check_text(
        english,
        translation,
        lands_in_table(key),
        its,
        its.names_compared(key),
        its.names_about(key),
    )
    return [f"{f.severity} [{f.code}] {f.message}" for f in found]


def shipped_errors(case: tuple[str, str, str, str], terms: dict[str, Terms]) -> list[str]:
    """The errors `check` finds in a case (locale, key, English, translation)."""
    errors = [found for found in shipped_findings(case, terms) if found.startswith("error ")]
    return [found.removeprefix("error ") for found in errors]


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_changed_meaning_is_an_error(name: str, shipped_terms: dict[str, Terms]) -> None:
    assert shipped_errors(HOSTILE[name], shipped_terms)


@pytest.mark.parametrize("name", sorted(FAITHFUL))
def test_its_faithful_twin_passes(name: str, shipped_terms: dict[str, Terms]) -> None:
    assert shipped_errors(FAITHFUL[name], shipped_terms) == []


# A "not supported" the English does not say, added to a cell (attack 26's K16), beside
# the English's own ways of saying it in other words.
SUPPORT_DENIED = [
    ("NVIDIA SM100 and Huawei Ascend 950", "NVIDIA SM100、Huawei Ascend 950 ｜ 非対応"),
    ("NVIDIA SM100 and Huawei Ascend 950", "NVIDIA SM100 및 Huawei Ascend 950 (미지원)"),
    ("NVIDIA SM100 and Huawei Ascend 950", "NVIDIA SM100 與 Huawei Ascend 950，不支援"),
]
SUPPORT_SAID_OTHERWISE = [
    (
        "x86 CPUs plus NVIDIA GPUs; partial Ascend",
        "x86 CPU + NVIDIA GPU, Ascend는 완전히 지원되지 않음",
    ),
    (
        "EPP and model servers as host processes; features out of scope",
        "EPP とモデルサーバー。対象外の機能",
    ),
    ("Ascend is unsupported", "Ascend は非対応"),
    ("It lacks Ascend support", "Ascend には対応していない"),
]


@pytest.mark.parametrize(("english", "translation"), SUPPORT_DENIED)
def test_a_not_supported_added_is_an_error(english: str, translation: str) -> None:
    found = check_negations(Entry(key="faq.x", english=english, translation=translation))
    assert [f.message.split(":")[0] for f in found] == ["negation added"], found


@pytest.mark.parametrize(("english", "translation"), SUPPORT_SAID_OTHERWISE)
def test_a_not_supported_the_english_says_passes(english: str, translation: str) -> None:
    assert check_negations(Entry(key="faq.x", english=english, translation=translation)) == []
