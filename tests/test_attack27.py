"""Attack 27's findings (a blind attack on the near-final opposite-word, status, percent and
negation rules), as named fixtures, each from a shipped entry. Turned and refused now: a
word of the English negated on itself (オフラインではない, 오프라인이 아닌, 非離線; 高くない
for "high"), "must" as "not necessarily". Faithful and refused before: "has to" said
colloquially (得在, 一定得, ないといけない), "optional" as "as needed" (必要に応じて, 필요에
따라, 可視需要), "removal targeted" as a plan (削除が予定されている, 제거를 계획, 計劃在…移除),
a status held back (まだ取り込まれておらず), "one at a time" as "only one at the same time"
(동시에 하나만, 只能同時處理一個), "not listed" as "left off the list" (漏れている, 빠짐,
缺少), "75% more" as 上積み, 伸ばせる, 끌어올린다."""

from __future__ import annotations

import pytest

from comparekit.catalogs.rules import Terms
from test_attack26 import shipped_errors
from test_names_attack11 import shipped_entries, shipped_terms

__all__ = ["shipped_terms"]  # (the fixture, for pytest)

# name: locale, key, English, translation (each changes what the English says)
HOSTILE = {
    "A010 zh-Hant high -> not high (negation added to the English's": (
        "zh-Hant",
        "products/sglang:facts.best-for",
        "High-concurrency online serving with heavy prefix reuse",
        "前綴大量重用、並行度不高的線上服務",
    ),
    "A331 ja high concurrency -> concurrency not high": (
        "ja",
        "products/sglang:facts.best-for",
        "High-concurrency online serving with heavy prefix reuse",
        "プレフィックス再利用の多い、同時実行数が高くないオンラインサービング",
    ),
    "A332 ko high -> not high": (
        "ko",
        "products/sglang:facts.best-for",
        "High-concurrency online serving with heavy prefix reuse",
        "프리픽스 재사용이 많고 동시성이 높지 않은 온라인 서빙",
    ),
    "A333 ja offline engine -> engine that is not offline": (
        "ja",
        "products/deepinfer:facts.kind",
        "DeepSeek-specific offline engine",
        "DeepSeek 専用の、オフラインではないエンジン",
    ),
    "A334 ko offline -> not offline": (
        "ko",
        "products/deepinfer:facts.kind",
        "DeepSeek-specific offline engine",
        "DeepSeek 전용, 오프라인이 아닌 엔진",
    ),
    "A335 zh-Hant offline -> non-offline": (
        "zh-Hant",
        "products/deepinfer:facts.kind",
        "DeepSeek-specific offline engine",
        "DeepSeek 專屬、非離線的引擎",
    ),
    "A336 ja The newer model -> a model that is not new": (
        "ja",
        "comparisons/deepinfer-vs-mindie:wins.deepinfer.v41-flash.lead",
        "The newer model.",
        "新しくないモデル。",
    ),
    "A337 ko newer -> not the latest": (
        "ko",
        "comparisons/deepinfer-vs-mindie:wins.deepinfer.v41-flash.lead",
        "The newer model.",
        "최신이 아닌 모델.",
    ),
    "A338 zh-Hant newer -> not the newer model": (
        "zh-Hant",
        "comparisons/deepinfer-vs-mindie:wins.deepinfer.v41-flash.lead",
        "The newer model.",
        "並非較新的模型。",
    ),
    "A339 ja wins -> where it is not ahead": (
        "ja",
        "ui:heading.wins",
        "Where {product} wins",
        "{product} が優位ではない点",
    ),
    "A340 ko wins -> not its strengths": (
        "ko",
        "ui:heading.wins",
        "Where {product} wins",
        "{product}의 강점이 아닌 부분",
    ),
    "A342 ja small tree -> not small": (
        "ja",
        "comparisons/deepinfer-vs-vllm:wins.deepinfer.small-surface.lead",
        "A small tree to read.",
        "読むべきソースツリーが小さくない。",
    ),
    "A348 zh-Hant must -> not necessarily": (
        "zh-Hant",
        "comparisons/deepinfer-vs-ktransformers:decision_guide.ascend-950.situation",
        "Must run on Ascend 950",
        "不一定要在 Ascend 950 上執行",
    ),
}
# name: locale, key, English, translation (each says what the English says)
FAITHFUL = {
    "A068 zh-Hant 'has to run' as 得在 (colloquial must); 不必 later say": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llama-cpp:short_answer.choose",
        "Pick llama.cpp when the model has to run on hardware you already have, such as a workstat"
        "ion, a Mac, a few consumer GPUs or plain CPUs, with quantized weights, a local OpenAI- or"
        " Anthropic-compatible endpoint and nothing else to install. Look at DeepInfer when you pr"
        "ocess DeepSeek-V4.1-Flash at datacenter scale on SM100 or Ascend 950 and want DeepSeek's "
        "own kernels and expert-parallel layout.",
        "如果模型得在你現有的硬體上執行（例如一台工作站、一台 Mac、幾張消費級 GPU 或純 CPU），搭配"
        "量化權重與本機的 OpenAI 或 Anthropic 相容端點，而且不必另外安裝其他元件，請選 llama.cpp。"
        "如果你要在 SM100 或 Ascend 950 上以資料中心規模執行 DeepSeek-V4.1-Flash，並想要 DeepSeek "
        "自家的 kernel 與專家平行佈局，可以考慮 DeepInfer。",
    ),
    "A069 zh-Hant 'has to' as 一定得": (
        "zh-Hant",
        "comparisons/deepinfer-vs-llama-cpp:short_answer.choose",
        "Pick llama.cpp when the model has to run on hardware you already have, such as a workstat"
        "ion, a Mac, a few consumer GPUs or plain CPUs, with quantized weights, a local OpenAI- or"
        " Anthropic-compatible endpoint and nothing else to install. Look at DeepInfer when you pr"
        "ocess DeepSeek-V4.1-Flash at datacenter scale on SM100 or Ascend 950 and want DeepSeek's "
        "own kernels and expert-parallel layout.",
        "如果模型一定得在你現有的硬體上執行（例如一台工作站、一台 Mac、幾張消費級 GPU 或純 CPU），"
        "搭配量化權重與本機的 OpenAI 或 Anthropic 相容端點，而且不必另外安裝其他元件，請選 llama.c"
        "pp。如果你要在 SM100 或 Ascend 950 上以資料中心規模執行 DeepSeek-V4.1-Flash，並想要 DeepS"
        "eek 自家的 kernel 與專家平行佈局，可以考慮 DeepInfer。",
    ),
    "A071 ja 'would have to build' as ないといけない; 任意の = 'any'": (
        "ja",
        "comparisons/deepinfer-vs-sglang:faq.gateway.answer",
        "The gateway can route to any OpenAI-compatible backend, but DeepInfer's release has no se"
        "rving API, so there is nothing for it to call. Someone would have to build an API in fron"
        "t of DeepInfer first.",
        "ゲートウェイは任意の OpenAI 互換バックエンドにルーティングできるが、DeepInfer の公開版に"
        "はサービング API がないため、呼び出す先がない。まず誰かが DeepInfer の前段に API を作らな"
        "いといけない。",
    ),
    "A072 ja 'would have to' as することになる; 任意の = 'any' read as op": (
        "ja",
        "comparisons/deepinfer-vs-sglang:faq.gateway.answer",
        "The gateway can route to any OpenAI-compatible backend, but DeepInfer's release has no se"
        "rving API, so there is nothing for it to call. Someone would have to build an API in fron"
        "t of DeepInfer first.",
        "ゲートウェイは任意の OpenAI 互換バックエンドにルーティングできるが、DeepInfer の公開版に"
        "はサービング API がないため、呼び出す先がない。まず誰かが DeepInfer の前段に API を用意す"
        "ることになる。",
    ),
    "A127 ja removal targeted as 削除が予定されている": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:sources.dynamo-deprecations.supports",
        "KVBM deprecated, removal targeted for v1.6.0, engine-native KV offloading instead",
        "KVBM の非推奨化、v1.6.0 での削除が予定されている、代わりとなるエンジンネイティブの KV オ"
        "フロード",
    ),
    "A128 ja removal targeted as 削除の方向": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:sources.dynamo-deprecations.supports",
        "KVBM deprecated, removal targeted for v1.6.0, engine-native KV offloading instead",
        "KVBM は非推奨、v1.6.0 で削除の方向、代わりにエンジンネイティブの KV オフロード",
    ),
    "A130 ko removal targeted as 제거를 계획": (
        "ko",
        "comparisons/deepinfer-vs-dynamo:sources.dynamo-deprecations.supports",
        "KVBM deprecated, removal targeted for v1.6.0, engine-native KV offloading instead",
        "KVBM 사용 중단, v1.6.0에서 제거를 계획, 대신 엔진 네이티브 KV 오프로드 사용",
    ),
    "A131 ko removal targeted as 'removal target version is v1.": (
        "ko",
        "comparisons/deepinfer-vs-dynamo:sources.dynamo-deprecations.supports",
        "KVBM deprecated, removal targeted for v1.6.0, engine-native KV offloading instead",
        "KVBM 사용 중단, 제거 목표 버전은 v1.6.0, 대신 엔진 네이티브 KV 오프로드 사용",
    ),
    "A132 zh-Hant removal targeted as 計劃在…移除": (
        "zh-Hant",
        "comparisons/deepinfer-vs-dynamo:sources.dynamo-deprecations.supports",
        "KVBM deprecated, removal targeted for v1.6.0, engine-native KV offloading instead",
        "KVBM 已棄用、計劃在 v1.6.0 移除，改用引擎原生的 KV 卸載",
    ),
    "A133 zh-Hant removal targeted as 目標是在…移除": (
        "zh-Hant",
        "comparisons/deepinfer-vs-dynamo:sources.dynamo-deprecations.supports",
        "KVBM deprecated, removal targeted for v1.6.0, engine-native KV offloading instead",
        "KVBM 已棄用、目標是在 v1.6.0 移除，改用引擎原生的 KV 卸載",
    ),
    "A140 ja still open, not merged as 'not yet taken in (ておらず)": (
        "ja",
        "comparisons/deepinfer-vs-llama-cpp:sources.llama-cpp-pr-28696.supports",
        "V4.1 support still open, not merged",
        "V4.1 対応のプルリクエスト。まだ取り込まれておらず、レビュー待ち",
    ),
    "A149 ja 75% more as 75% 上積み": (
        "ja",
        "comparisons/deepinfer-vs-mooncake:analysis.bandwidth-trap.paragraphs.units",
        "Mooncake's headline figures are in GB/s: how fast the Transfer Engine moves a 40 GB objec"
        "t over RoCE. Its service-level claim, that Kimi handles 75% more requests while meeting i"
        "ts SLOs, describes a whole platform with its own scheduler. DeepInfer's charts measure an"
        " engine: 4 SM100 GPUs for prefill and 64 for decode, a 131,072-token context, nextn=3 and"
        ' 75% draft acceptance. The two sets of figures share no unit, so any single "DeepInfer v'
        's Mooncake" number would be meaningless.',
        "Mooncake の看板となる数値は GB/s 単位で、Transfer Engine が RoCE 上で 40 GB のオブジェク"
        "トをどれだけ速く移動させるかを示す。サービスレベルでうたわれている効果（Kimi は SLO を満"
        "たしながら 処理できるリクエストが 75% 上積みされる）は、独自のスケジューラーを持つプラッ"
        "トフォーム全体についてのものだ。DeepInfer のグラフはエンジンを測っている。prefill に4基、"
        "decode に64基の SM100 GPU、131,072 トークンのコンテキスト、nextn=3、ドラフト受入率 75% だ"
        "。2組の数値には共通の単位がないので、「DeepInfer と Mooncake」を1つの数値で比べても意味が"
        "ない。",
    ),
    "A150 ja 75% more as 'can extend the request count by 75%'": (
        "ja",
        "comparisons/deepinfer-vs-mooncake:analysis.bandwidth-trap.paragraphs.units",
        "Mooncake's headline figures are in GB/s: how fast the Transfer Engine moves a 40 GB objec"
        "t over RoCE. Its service-level claim, that Kimi handles 75% more requests while meeting i"
        "ts SLOs, describes a whole platform with its own scheduler. DeepInfer's charts measure an"
        " engine: 4 SM100 GPUs for prefill and 64 for decode, a 131,072-token context, nextn=3 and"
        ' 75% draft acceptance. The two sets of figures share no unit, so any single "DeepInfer v'
        's Mooncake" number would be meaningless.',
        "Mooncake の看板となる数値は GB/s 単位で、Transfer Engine が RoCE 上で 40 GB のオブジェク"
        "トをどれだけ速く移動させるかを示す。サービスレベルでうたわれている効果（Kimi は SLO を満"
        "たしながら リクエスト処理数を 75% 伸ばせる）は、独自のスケジューラーを持つプラットフォー"
        "ム全体についてのものだ。DeepInfer のグラフはエンジンを測っている。prefill に4基、decode "
        "に64基の SM100 GPU、131,072 トークンのコンテキスト、nextn=3、ドラフト受入率 75% だ。2組の"
        "数値には共通の単位がないので、「DeepInfer と Mooncake」を1つの数値で比べても意味がない。",
    ),
    "A152 ko 75% more as 끌어올린다 (raises)": (
        "ko",
        "comparisons/deepinfer-vs-mooncake:analysis.bandwidth-trap.paragraphs.units",
        "Mooncake's headline figures are in GB/s: how fast the Transfer Engine moves a 40 GB objec"
        "t over RoCE. Its service-level claim, that Kimi handles 75% more requests while meeting i"
        "ts SLOs, describes a whole platform with its own scheduler. DeepInfer's charts measure an"
        " engine: 4 SM100 GPUs for prefill and 64 for decode, a 131,072-token context, nextn=3 and"
        ' 75% draft acceptance. The two sets of figures share no unit, so any single "DeepInfer v'
        's Mooncake" number would be meaningless.',
        "Mooncake의 대표 수치는 GB/s 단위로, Transfer Engine이 RoCE로 40 GB 객체를 얼마나 빨리 옮"
        "기는지를 나타냅니다. 서비스 수준의 주장도 있습니다. Kimi가 SLO를 지키면서 요청 처리량을 7"
        "5% 끌어올린다는 것인데, 이는 자체 스케줄러를 갖춘 플랫폼 전체에 대한 수치입니다. DeepInfe"
        "r의 차트는 엔진을 측정한 것입니다. 측정 조건은 프리필에 SM100 GPU 4개, 디코드에 64개, 131"
        ",072 토큰 컨텍스트이며, 디코드는 nextn=3, 드래프트 수용률 75%로 실행했습니다. 두 수치는 "
        "단위부터 다르므로, “DeepInfer vs Mooncake”를 숫자 하나로 나타내면 아무 의미가 없습니다.",
    ),
    "A242 ja 'no Ascend 950 listed' as 'left off the list'": (
        "ja",
        "comparisons/deepinfer-vs-mindie:head_to_head.rows.hardware.mindie",
        "Atlas 800I A2/A3, 300I Duo; no Ascend 950 listed",
        "Atlas 800I A2/A3、300I Duo。Ascend 950 は一覧から漏れている",
    ),
    "A243 ko 'no Ascend 950 listed' as 'missing from the list'": (
        "ko",
        "comparisons/deepinfer-vs-mindie:head_to_head.rows.hardware.mindie",
        "Atlas 800I A2/A3, 300I Duo; no Ascend 950 listed",
        "Atlas 800I A2/A3, 300I Duo, Ascend 950은 목록에서 빠짐",
    ),
    "A244 zh-Hant 'no Ascend 950 listed' as 'the list lacks'": (
        "zh-Hant",
        "comparisons/deepinfer-vs-mindie:head_to_head.rows.hardware.mindie",
        "Atlas 800I A2/A3, 300I Duo; no Ascend 950 listed",
        "Atlas 800I A2/A3、300I Duo；清單缺少 Ascend 950",
    ),
    "A247 ko 'Not included in the release' as 'left out of the": (
        "ko",
        "products/deepinfer:facts.pd-disaggregation",
        "Not included in the release",
        "릴리스에서 빠져 있음",
    ),
    "A248 zh-Hant 'Not included' as 'the release lacks this feature'": (
        "zh-Hant",
        "products/deepinfer:facts.pd-disaggregation",
        "Not included in the release",
        "發行版中缺少此功能",
    ),
    "A272 ko 'one request at a time' as 'only one request at th": (
        "ko",
        "comparisons/deepinfer-vs-ktransformers:faq.ascend.answer",
        "Partly. It has an October 2025 tutorial for DeepSeek-R1/V3 on the Atlas 300I A2 and a V4-"
        "Flash tutorial for a single Atlas 800I A2 or A3 die, which keeps most experts in host mem"
        "ory and serves one request at a time. Ascend 950 is not listed, and the status of older A"
        "scend features on the current kt-kernel path is unclear.",
        "부분적으로 지원합니다. Atlas 300I A2에서 DeepSeek-R1/V3를 실행하는 2025년 10월 튜토리얼과"
        ", Atlas 800I A2 또는 A3 다이 하나에서 실행하는 V4-Flash 튜토리얼이 있습니다. V4-Flash 튜"
        "토리얼의 구성은 전문가 대부분을 호스트 메모리에 두고 동시에 하나의 요청만 처리합니다. Asc"
        "end 950은 목록에 없으며, 이전 Ascend 기능이 현재 kt-kernel 경로에서 어떤 상태인지는 불분"
        "명합니다.",
    ),
    "A273 zh-Hant 'one at a time' as 'can only handle one request at": (
        "zh-Hant",
        "comparisons/deepinfer-vs-ktransformers:faq.ascend.answer",
        "Partly. It has an October 2025 tutorial for DeepSeek-R1/V3 on the Atlas 300I A2 and a V4-"
        "Flash tutorial for a single Atlas 800I A2 or A3 die, which keeps most experts in host mem"
        "ory and serves one request at a time. Ascend 950 is not listed, and the status of older A"
        "scend features on the current kt-kernel path is unclear.",
        "部分支援。KTransformers 有一份在 Atlas 300I A2 上執行 DeepSeek-R1/V3 的教學（2025年10月推"
        "出），以及一份針對單一 Atlas 800I A2 或 A3 晶粒的 V4-Flash 教學；後者把大部分專家放在主機"
        "記憶體中，只能同時處理一個請求。Ascend 950 不在清單上，而舊有 Ascend 功能在目前 kt-kernel"
        " 路徑上的狀態也不明確。",
    ),
    "A276 ko one at a time as 동시에 요청 하나만": (
        "ko",
        "comparisons/deepinfer-vs-ktransformers:sources.kt-v4-flash-ascend.supports",
        "Atlas 800I A2 and A3 single-die setup, one request at a time, host-bandwidth-bound decode",
        "Atlas 800I A2와 A3 단일 다이 구성, 동시에 요청 하나만 처리, 호스트 대역폭의 제약을 받는 "
        "디코드",
    ),
    "A278 ko 'optional' as 필요에 따라 (as needed)": (
        "ko",
        "comparisons/deepinfer-vs-ktransformers:wins.deepinfer.v41.detail",
        "DeepInfer is DeepSeek's engine for V4.1-Flash, including DSpark and SWA bounded replay. K"
        "Transformers documents V4-Flash, which is a different checkpoint. Its optional speculativ"
        "e decoding for V4-Flash uses the model's MTP (NextN) head, not DSpark.",
        "DeepInfer는 V4.1-Flash용 DeepSeek 엔진으로, DSpark와 SWA 경계 재생을 포함합니다. KTransfo"
        "rmers가 문서화한 것은 V4.1-Flash와 다른 체크포인트인 V4-Flash입니다. KTransformers는 V4-F"
        "lash에서 필요에 따라 추측 디코딩을 쓸 수 있는데, 이때 DSpark가 아니라 모델의 MTP(NextN) "
        "헤드를 사용합니다.",
    ),
    "A279 ja 'optional' as 必要に応じて": (
        "ja",
        "comparisons/deepinfer-vs-ktransformers:wins.deepinfer.v41.detail",
        "DeepInfer is DeepSeek's engine for V4.1-Flash, including DSpark and SWA bounded replay. K"
        "Transformers documents V4-Flash, which is a different checkpoint. Its optional speculativ"
        "e decoding for V4-Flash uses the model's MTP (NextN) head, not DSpark.",
        "DeepInfer は V4.1-Flash 用に DeepSeek が開発したエンジンで、DSpark と SWA 有界リプレイも"
        "備える。KTransformers が文書化しているのは V4-Flash で、これは別のチェックポイントだ。V4-"
        "Flash では必要に応じて投機的デコーディングを使えるが、使うのは DSpark ではなくモデルの MT"
        "P（NextN）ヘッドだ。",
    ),
    "A280 zh-Hant 'optional' as 可視需要啟用": (
        "zh-Hant",
        "comparisons/deepinfer-vs-ktransformers:wins.deepinfer.v41.detail",
        "DeepInfer is DeepSeek's engine for V4.1-Flash, including DSpark and SWA bounded replay. K"
        "Transformers documents V4-Flash, which is a different checkpoint. Its optional speculativ"
        "e decoding for V4-Flash uses the model's MTP (NextN) head, not DSpark.",
        "DeepInfer 是 DeepSeek 為 V4.1-Flash 打造的引擎，包含 DSpark 與 SWA 有界重放。KTransformer"
        "s 的文件記載的是 V4-Flash，那是另一個檢查點。KTransformers 為 V4-Flash 提供的推測解碼可視"
        "需要啟用，使用的是模型的 MTP（NextN）預測頭，而不是 DSpark。",
    ),
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_changed_meaning_is_an_error(name: str, shipped_terms: dict[str, Terms]) -> None:
    assert shipped_errors(HOSTILE[name], shipped_terms)


@pytest.mark.parametrize("name", sorted(FAITHFUL))
def test_its_faithful_twin_passes(name: str, shipped_terms: dict[str, Terms]) -> None:
    assert shipped_errors(FAITHFUL[name], shipped_terms) == []


# name: locale, key, English, translation (a name added to a list of names, in any script)
ADDED_TO_A_LIST = {
    "A192 ko closed list made open: 'and many others'": (
        "ko",
        "products/dynamo:facts.backends",
        "vLLM, SGLang, TensorRT-LLM",
        "vLLM, SGLang, TensorRT-LLM 외 다수",
    ),
    "A193 zh-Hant closed list made open: 等": (
        "zh-Hant",
        "products/dynamo:facts.backends",
        "vLLM, SGLang, TensorRT-LLM",
        "vLLM、SGLang、TensorRT-LLM 等",
    ),
    "A194 ja Turing added in katakana": (
        "ja",
        "products/tensorrt-llm:facts.hardware",
        "NVIDIA only: Blackwell, Hopper, Ada Lovelace, Ampere",
        "NVIDIA のみ：Blackwell、Hopper、Ada Lovelace、Ampere、チューリング",
    ),
    "A195 ja 'older generations' added to the list": (
        "ja",
        "products/tensorrt-llm:facts.hardware",
        "NVIDIA only: Blackwell, Hopper, Ada Lovelace, Ampere",
        "NVIDIA のみ：Blackwell、Hopper、Ada Lovelace、Ampere、旧世代",
    ),
    "A196 ko Turing added in Hangul": (
        "ko",
        "products/tensorrt-llm:facts.hardware",
        "NVIDIA only: Blackwell, Hopper, Ada Lovelace, Ampere",
        "NVIDIA 전용: Blackwell, Hopper, Ada Lovelace, Ampere, 튜링",
    ),
    "A197 zh-Hant Turing added in Chinese": (
        "zh-Hant",
        "products/tensorrt-llm:facts.hardware",
        "NVIDIA only: Blackwell, Hopper, Ada Lovelace, Ampere",
        "僅限 NVIDIA：Blackwell、Hopper、Ada Lovelace、Ampere、圖靈",
    ),
    "A198 zh-Hant 'and earlier architectures' added": (
        "zh-Hant",
        "products/tensorrt-llm:facts.hardware",
        "NVIDIA only: Blackwell, Hopper, Ada Lovelace, Ampere",
        "僅限 NVIDIA：Blackwell、Hopper、Ada Lovelace、Ampere 及更早架構",
    ),
    "A199 zh-Hant Huawei Ascend added in Chinese (llm-d has no Ascen": (
        "zh-Hant",
        "products/llm-d:facts.hardware",
        "NVIDIA, AMD ROCm, Google TPU, Intel XPU, x86 CPU, Rebellions, Iluvatar, MetaX",
        "NVIDIA、AMD ROCm、Google TPU、Intel XPU、x86 CPU、Rebellions、Iluvatar、MetaX、華為昇騰",
    ),
    "A200 ja Huawei added in katakana": (
        "ja",
        "products/llm-d:facts.hardware",
        "NVIDIA, AMD ROCm, Google TPU, Intel XPU, x86 CPU, Rebellions, Iluvatar, MetaX",
        "NVIDIA、AMD ROCm、Google TPU、Intel XPU、x86 CPU、Rebellions、Iluvatar、MetaX、ファーウェ"
        "イ",
    ),
    "A201 ko Huawei Ascend added in Hangul": (
        "ko",
        "products/llm-d:facts.hardware",
        "NVIDIA, AMD ROCm, Google TPU, Intel XPU, x86 CPU, Rebellions, Iluvatar, MetaX",
        "NVIDIA, AMD ROCm, Google TPU, Intel XPU, x86 CPU, Rebellions, Iluvatar, MetaX, 화웨이 어"
        "센드",
    ),
    "A203 ja Intel added in katakana": (
        "ja",
        "products/lmdeploy:facts.hardware",
        "NVIDIA CUDA, AMD ROCm, Huawei Ascend, Cambricon, MetaX",
        "NVIDIA CUDA、AMD ROCm、Huawei Ascend、Cambricon、MetaX、インテル",
    ),
    "A204 ko Intel added in Hangul": (
        "ko",
        "products/lmdeploy:facts.hardware",
        "NVIDIA CUDA, AMD ROCm, Huawei Ascend, Cambricon, MetaX",
        "NVIDIA CUDA, AMD ROCm, Huawei Ascend, Cambricon, MetaX, 인텔",
    ),
    "A205 zh-Hant Intel added in Chinese": (
        "zh-Hant",
        "products/lmdeploy:facts.hardware",
        "NVIDIA CUDA, AMD ROCm, Huawei Ascend, Cambricon, MetaX",
        "NVIDIA CUDA、AMD ROCm、華為 Ascend、Cambricon、MetaX、英特爾",
    ),
    "A206 zh-Hant Cambricon written 寒武紀 and Moore Threads added": (
        "zh-Hant",
        "products/lmdeploy:facts.hardware",
        "NVIDIA CUDA, AMD ROCm, Huawei Ascend, Cambricon, MetaX",
        "NVIDIA CUDA、AMD ROCm、華為 Ascend、寒武紀、MetaX、摩爾線程",
    ),
    "A209 zh-Hant Apple silicon added in Chinese": (
        "zh-Hant",
        "products/sglang:facts.hardware",
        "NVIDIA, AMD, Intel Xeon, Google TPU, Ascend NPU",
        "NVIDIA、AMD、Intel Xeon、Google TPU、Ascend NPU、蘋果晶片",
    ),
    "A211 ko AMD added to a two-item list": (
        "ko",
        "products/deepinfer:facts.hardware",
        "NVIDIA SM100, Huawei Ascend 950",
        "NVIDIA SM100, Huawei Ascend 950, AMD",
    ),
}
# (and the lists as shipped, or said in the translation's own marks)
LIST_KEPT = {
    "ko vendors": ("ko", "products/llm-d:facts.hardware"),
    "ja vendors": ("ja", "products/lmdeploy:facts.hardware"),
    "zh-Hant generations": ("zh-Hant", "products/dynamo:facts.hardware"),
}


@pytest.mark.parametrize("name", sorted(ADDED_TO_A_LIST))
def test_a_name_added_to_a_list_is_an_error(name: str, shipped_terms: dict[str, Terms]) -> None:
    assert shipped_errors(ADDED_TO_A_LIST[name], shipped_terms)


@pytest.mark.parametrize("name", sorted(LIST_KEPT))
def test_a_shipped_list_passes(name: str, shipped_terms: dict[str, Terms]) -> None:
    tag, key = LIST_KEPT[name]
    english, translation = shipped_entries(tag)[key]
    assert shipped_errors((tag, key, english, translation), shipped_terms) == []


# name: locale, key, English, translation (said in words the tables learnt from it)
IN_OTHER_WORDS = {
    "A001 ja heavy prefix reuse -> little reuse (heavy not a 'l": (
        "ja",
        "products/sglang:facts.best-for",
        "High-concurrency online serving with heavy prefix reuse",
        "プレフィックス再利用の少ない、高同時実行のオンラインサービング",
    ),
    "A002 ja high concurrency -> limited concurrency": (
        "ja",
        "products/sglang:facts.best-for",
        "High-concurrency online serving with heavy prefix reuse",
        "プレフィックス再利用の多い、同時実行数が限られたオンラインサービング",
    ),
    "A003 ja high concurrency -> few concurrent (small axis; En": (
        "ja",
        "products/sglang:facts.best-for",
        "High-concurrency online serving with heavy prefix reuse",
        "プレフィックス再利用の多い、同時実行数の少ないオンラインサービング",
    ),
    "A006 ko heavy reuse -> 적은": (
        "ko",
        "products/sglang:facts.best-for",
        "High-concurrency online serving with heavy prefix reuse",
        "프리픽스 재사용이 적은 고동시성 온라인 서빙",
    ),
    "A019 ko partial -> 전체 (whole)": (
        "ko",
        "products/ktransformers:facts.hardware",
        "x86 CPUs (AMX, AVX-512, AVX2) plus NVIDIA GPUs; partial Ascend",
        "x86 CPU(AMX, AVX-512, AVX2) + NVIDIA GPU, Ascend 전체 지원",
    ),
    "A022 ja host memory -> NPU memory (Ascend's device memory)": (
        "ja",
        "comparisons/deepinfer-vs-ktransformers:faq.ascend.answer",
        "Partly. It has an October 2025 tutorial for DeepSeek-R1/V3 on the Atlas 300I A2 and a V4-"
        "Flash tutorial for a single Atlas 800I A2 or A3 die, which keeps most experts in host mem"
        "ory and serves one request at a time. Ascend 950 is not listed, and the status of older A"
        "scend features on the current kt-kernel path is unclear.",
        "一部は対応している。Atlas 300I A2 で DeepSeek-R1/V3 を動かすチュートリアル（2025年10月）"
        "と、Atlas 800I A2 または A3 の単一ダイで V4-Flash を動かすチュートリアルがある。後者はエ"
        "キスパートの大半をNPU メモリに置き、リクエストを1つずつ処理する。Ascend 950 は挙げられて"
        "いない。また、旧来の Ascend 向け機能が現行の kt-kernel でどうなっているかははっきりしない"
        "。",
    ),
    "A023 ja host memory -> device-side memory": (
        "ja",
        "comparisons/deepinfer-vs-ktransformers:faq.ascend.answer",
        "Partly. It has an October 2025 tutorial for DeepSeek-R1/V3 on the Atlas 300I A2 and a V4-"
        "Flash tutorial for a single Atlas 800I A2 or A3 die, which keeps most experts in host mem"
        "ory and serves one request at a time. Ascend 950 is not listed, and the status of older A"
        "scend features on the current kt-kernel path is unclear.",
        "一部は対応している。Atlas 300I A2 で DeepSeek-R1/V3 を動かすチュートリアル（2025年10月）"
        "と、Atlas 800I A2 または A3 の単一ダイで V4-Flash を動かすチュートリアルがある。後者はエ"
        "キスパートの大半をデバイス側のメモリに置き、リクエストを1つずつ処理する。Ascend 950 は挙"
        "げられていない。また、旧来の Ascend 向け機能が現行の kt-kernel でどうなっているかははっき"
        "りしない。",
    ),
    "A024 ja host memory -> accelerator memory": (
        "ja",
        "comparisons/deepinfer-vs-ktransformers:faq.ascend.answer",
        "Partly. It has an October 2025 tutorial for DeepSeek-R1/V3 on the Atlas 300I A2 and a V4-"
        "Flash tutorial for a single Atlas 800I A2 or A3 die, which keeps most experts in host mem"
        "ory and serves one request at a time. Ascend 950 is not listed, and the status of older A"
        "scend features on the current kt-kernel path is unclear.",
        "一部は対応している。Atlas 300I A2 で DeepSeek-R1/V3 を動かすチュートリアル（2025年10月）"
        "と、Atlas 800I A2 または A3 の単一ダイで V4-Flash を動かすチュートリアルがある。後者はエ"
        "キスパートの大半をアクセラレーターのメモリに置き、リクエストを1つずつ処理する。Ascend 950"
        " は挙げられていない。また、旧来の Ascend 向け機能が現行の kt-kernel でどうなっているかは"
        "はっきりしない。",
    ),
    "A026 ja one at a time -> batched together": (
        "ja",
        "comparisons/deepinfer-vs-ktransformers:faq.ascend.answer",
        "Partly. It has an October 2025 tutorial for DeepSeek-R1/V3 on the Atlas 300I A2 and a V4-"
        "Flash tutorial for a single Atlas 800I A2 or A3 die, which keeps most experts in host mem"
        "ory and serves one request at a time. Ascend 950 is not listed, and the status of older A"
        "scend features on the current kt-kernel path is unclear.",
        "一部は対応している。Atlas 300I A2 で DeepSeek-R1/V3 を動かすチュートリアル（2025年10月）"
        "と、Atlas 800I A2 または A3 の単一ダイで V4-Flash を動かすチュートリアルがある。後者はエ"
        "キスパートの大半をホストメモリに置き、リクエストをまとめてバッチ処理する。Ascend 950 は挙"
        "げられていない。また、旧来の Ascend 向け機能が現行の kt-kernel でどうなっているかははっき"
        "りしない。",
    ),
    "A034 ko host->NPU memory, one at a time -> many at once": (
        "ko",
        "comparisons/deepinfer-vs-ktransformers:faq.ascend.answer",
        "Partly. It has an October 2025 tutorial for DeepSeek-R1/V3 on the Atlas 300I A2 and a V4-"
        "Flash tutorial for a single Atlas 800I A2 or A3 die, which keeps most experts in host mem"
        "ory and serves one request at a time. Ascend 950 is not listed, and the status of older A"
        "scend features on the current kt-kernel path is unclear.",
        "부분적으로 지원합니다. Atlas 300I A2에서 DeepSeek-R1/V3를 실행하는 2025년 10월 튜토리얼과"
        ", Atlas 800I A2 또는 A3 다이 하나에서 실행하는 V4-Flash 튜토리얼이 있습니다. V4-Flash 튜"
        "토리얼의 구성은 전문가 대부분을 NPU 메모리에 두고 여러 요청을 한꺼번에 처리합니다. Ascend"
        " 950은 목록에 없으며, 이전 Ascend 기능이 현재 kt-kernel 경로에서 어떤 상태인지는 불분명합"
        "니다.",
    ),
    "A036 zh-Hant host->NPU memory; one at a time -> many at once": (
        "zh-Hant",
        "comparisons/deepinfer-vs-ktransformers:faq.ascend.answer",
        "Partly. It has an October 2025 tutorial for DeepSeek-R1/V3 on the Atlas 300I A2 and a V4-"
        "Flash tutorial for a single Atlas 800I A2 or A3 die, which keeps most experts in host mem"
        "ory and serves one request at a time. Ascend 950 is not listed, and the status of older A"
        "scend features on the current kt-kernel path is unclear.",
        "部分支援。KTransformers 有一份在 Atlas 300I A2 上執行 DeepSeek-R1/V3 的教學（2025年10月推"
        "出），以及一份針對單一 Atlas 800I A2 或 A3 晶粒的 V4-Flash 教學；後者把大部分專家放在NPU "
        "記憶體中，可同時服務多個請求。Ascend 950 不在清單上，而舊有 Ascend 功能在目前 kt-kernel "
        "路徑上的狀態也不明確。",
    ),
    "A042 ko host memory -> accelerator memory": (
        "ko",
        "comparisons/deepinfer-vs-ktransformers:wins.deepinfer.ascend-950.detail",
        "DeepInfer targets Ascend 950. KTransformers' Ascend tutorials cover the Atlas 300I A2 and"
        " single-die Atlas 800I A2 and A3 setups with experts held in host memory. Ascend 950 does"
        " not appear in them.",
        "DeepInfer는 Ascend 950을 대상으로 합니다. KTransformers의 Ascend 튜토리얼은 Atlas 300I A2"
        ", 그리고 단일 다이 Atlas 800I A2 및 A3에서 전문가를 가속기 메모리에 두는 구성을 다룹니다."
        " 이 튜토리얼들에 Ascend 950은 나오지 않습니다.",
    ),
    "A043 zh-Hant host memory -> NPU memory": (
        "zh-Hant",
        "comparisons/deepinfer-vs-ktransformers:wins.deepinfer.ascend-950.detail",
        "DeepInfer targets Ascend 950. KTransformers' Ascend tutorials cover the Atlas 300I A2 and"
        " single-die Atlas 800I A2 and A3 setups with experts held in host memory. Ascend 950 does"
        " not appear in them.",
        "DeepInfer 以 Ascend 950 為目標硬體。KTransformers 的 Ascend 教學涵蓋 Atlas 300I A2，以及"
        "單晶粒的 Atlas 800I A2 與 A3 配置，這些配置都把專家放在 NPU 記憶體中。這些教學中都沒有出"
        "現 Ascend 950。",
    ),
    "A045 ja months older -> months later": (
        "ja",
        "hub:lead.method",
        "Facts come from each project's README, documentation, pull requests and issues, read from"
        " stored copies; each article's Sources list gives the date each source was read, and seve"
        "ral copies are months older than that date. Nothing here is a benchmark result.",
        "記載した事実は、各プロジェクトの README、ドキュメント、プルリクエスト、issue の保存済みの"
        "コピーで確認したものだ。出典ごとの参照日は各記事の「出典」の一覧に記したが、それより数か"
        "月後のコピーもいくつかある。ここに載せた内容はいずれもベンチマーク結果ではない。",
    ),
    "A047 zh-Hant months older -> 晚數個月 (later)": (
        "zh-Hant",
        "hub:lead.method",
        "Facts come from each project's README, documentation, pull requests and issues, read from"
        " stored copies; each article's Sources list gives the date each source was read, and seve"
        "ral copies are months older than that date. Nothing here is a benchmark result.",
        "所有事實皆取自各專案 README、文件、pull request 與 issue 的存檔副本；各篇文章的「來源」清"
        "單列出每項來源的查閱日期，其中有幾份副本比該日期晚數個月。本頁內容皆非基準測試結果。",
    ),
    "A049 ja The newer model -> the model one generation back": (
        "ja",
        "comparisons/deepinfer-vs-mindie:wins.deepinfer.v41-flash.lead",
        "The newer model.",
        "一世代前のモデル。",
    ),
    "A050 ja newer -> conventional model": (
        "ja",
        "comparisons/deepinfer-vs-mindie:wins.deepinfer.v41-flash.lead",
        "The newer model.",
        "従来型のモデル。",
    ),
    "A056 zh-Hant newer -> old/outdated chip": (
        "zh-Hant",
        "comparisons/deepinfer-vs-mindie:wins.deepinfer.ascend-950.lead",
        "The newer chip.",
        "老舊的晶片。",
    ),
    "A057 ja wins -> drawbacks": (
        "ja",
        "ui:heading.wins",
        "Where {product} wins",
        "{product} の欠点",
    ),
    "A061 ko wins -> where it is pushed back/loses": (
        "ko",
        "ui:heading.wins",
        "Where {product} wins",
        "{product}가 밀리는 부분",
    ),
    "A062 zh-Hant wins -> drawbacks": (
        "zh-Hant",
        "ui:heading.wins",
        "Where {product} wins",
        "{product} 的缺點",
    ),
    "A063 zh-Hant wins -> deficiencies": (
        "zh-Hant",
        "ui:heading.wins",
        "Where {product} wins",
        "{product} 的不足之處",
    ),
    "A065 ja next -> back": (
        "ja",
        "ui:next",
        "Next: {links}.",
        "戻る：{links}。",
    ),
    "A066 zh-Hant next -> preceding text": (
        "zh-Hant",
        "ui:next",
        "Next: {links}.",
        "前文：{links}。",
    ),
    "A102 ja deprecated -> standardised": (
        "ja",
        "products/dynamo:facts.kv-cache",
        "KV-aware routing; KVBM tiered offload (deprecated in v1.5.0)",
        "KV を意識したルーティング。KVBM の多階層オフロード（v1.5.0 で標準化）",
    ),
    "A103 ja deprecated -> officially adopted": (
        "ja",
        "products/dynamo:facts.kv-cache",
        "KV-aware routing; KVBM tiered offload (deprecated in v1.5.0)",
        "KV を意識したルーティング。KVBM の多階層オフロード（v1.5.0 で正式採用）",
    ),
    "A104 ja deprecated -> made the default": (
        "ja",
        "products/dynamo:facts.kv-cache",
        "KV-aware routing; KVBM tiered offload (deprecated in v1.5.0)",
        "KV を意識したルーティング。KVBM の多階層オフロード（v1.5.0 で既定に）",
    ),
    "A105 ko deprecated -> built in by default": (
        "ko",
        "products/dynamo:facts.kv-cache",
        "KV-aware routing; KVBM tiered offload (deprecated in v1.5.0)",
        "KV 인식 라우팅, KVBM 다계층 오프로드(v1.5.0에서 기본 탑재)",
    ),
    "A106 ko deprecated -> officially adopted": (
        "ko",
        "products/dynamo:facts.kv-cache",
        "KV-aware routing; KVBM tiered offload (deprecated in v1.5.0)",
        "KV 인식 라우팅, KVBM 다계층 오프로드(v1.5.0에서 정식 채택)",
    ),
    "A107 zh-Hant deprecated -> default": (
        "zh-Hant",
        "products/dynamo:facts.kv-cache",
        "KV-aware routing; KVBM tiered offload (deprecated in v1.5.0)",
        "KV 感知路由；KVBM 分層卸載（v1.5.0 起成為預設）",
    ),
    "A108 zh-Hant deprecated -> officially adopted": (
        "zh-Hant",
        "products/dynamo:facts.kv-cache",
        "KV-aware routing; KVBM tiered offload (deprecated in v1.5.0)",
        "KV 感知路由；KVBM 分層卸載（v1.5.0 起正式採用）",
    ),
    "A113 ja experimental -> production use supported": (
        "ja",
        "products/vllm:facts.pd-disaggregation",
        "Yes, through KV connectors; docs still call it experimental",
        "対応。KV コネクター経由（ドキュメントではすでに本番利用に対応）",
    ),
    "A114 ja experimental -> mature feature": (
        "ja",
        "products/vllm:facts.pd-disaggregation",
        "Yes, through KV connectors; docs still call it experimental",
        "対応。KV コネクター経由（ドキュメントではすでに成熟した機能扱い）",
    ),
    "A115 ko experimental -> finished feature": (
        "ko",
        "products/vllm:facts.pd-disaggregation",
        "Yes, through KV connectors; docs still call it experimental",
        "지원(KV 커넥터 경유), 문서상 이미 완성된 기능",
    ),
    "A116 zh-Hant experimental -> mature feature": (
        "zh-Hant",
        "products/vllm:facts.pd-disaggregation",
        "Yes, through KV connectors; docs still call it experimental",
        "支援，透過 KV 連接器；文件已將其列為成熟功能",
    ),
}


@pytest.mark.parametrize("name", sorted(IN_OTHER_WORDS))
def test_a_change_in_other_words_is_an_error(name: str, shipped_terms: dict[str, Terms]) -> None:
    assert shipped_errors(IN_OTHER_WORDS[name], shipped_terms)
