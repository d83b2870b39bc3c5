"""Attack 59's faithful wordings that the checks refused, and the hostile twins that the
reading which lets them pass must still refuse: a count of a list the English only lists
(vLLM、SGLang、TensorRT-LLM の3つ, NVIDIA 和 AMD 兩條路徑), but not a count of figures or
common nouns (兩張消費級 GPU 與 200 GB) nor of a list the English joins with "or" (a single
RTX 3090, 4090 or 5090 as 三張同時); "NVIDIA only" as 全是 NVIDIA beside a 不只 of
another sentence; 뿐 아니라 read as "not only", not as "only"; a vendor counted as a company
(여러 회사); a unit (TB) never one of two names swapped, nor a name still written beside a
word of its own clause (a clause taken apart and put together again); two sentences in the
other order, each name with its own sentence's words (a swap leaves each sentence its
words). Each from a shipped entry."""

from __future__ import annotations

import pytest

from comparekit.catalogs.rules import Terms
from test_attack26 import shipped_findings
from test_names_attack11 import shipped_terms

__all__ = ["shipped_terms"]  # (the fixture, for pytest)

# name: locale, key, English, translation (each says what the English says)
FAITHFUL = {
    "a59 c022 ja": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:faq.under-dynamo.answer",
        "Dynamo documents no DeepInfer backend; the supported ones are vLLM, SGLang a"
        "nd TensorRT-LLM. Do not assume the integration exists.",
        "Dynamo のドキュメントに DeepInfer バックエンドの記載はない。サポート対"
        "象は vLLM、SGLang、TensorRT-LLM の3つだ。統合があるものと思い込"
        "まないでほしい。",
    ),
    "a59 c028 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-dynamo:faq.under-dynamo.answer",
        "Dynamo documents no DeepInfer backend; the supported ones are vLLM, SGLang a"
        "nd TensorRT-LLM. Do not assume the integration exists.",
        "Dynamo 的文件裡找不到 DeepInfer 後端。受支援的後端有三個：vLLM、S"
        "GLang、TensorRT-LLM。別以為兩者已經整合。",
    ),
    "a59 c134 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-tensorrt-llm:wins.deepinfer.ascend-950.detail",
        "DeepInfer runs on Huawei Ascend 950 as well as SM100. TensorRT-LLM's hardwar"
        "e list is NVIDIA only, so a mixed NVIDIA and Ascend estate cannot standardiz"
        "e on it.",
        "DeepInfer 不只支援 SM100，也能跑在華為 Ascend 950 上。Ten"
        "sorRT-LLM 列出的硬體全是 NVIDIA，所以同時擁有 NVIDIA 與 Asc"
        "end 的環境沒辦法統一採用它。",
    ),
    "a59 c144 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-vllm:wins.vllm.dspark.detail",
        "vLLM's documentation contains DSpark draft models for DeepSeek-V4.1 on its N"
        "VIDIA and AMD paths, so speculative decoding with DSpark is not by itself a "
        "reason to move to DeepInfer.",
        "vLLM 文件中，NVIDIA 和 AMD 兩條路徑都附有 DeepSeek-V4.1 "
        "用的 DSpark 草稿模型；所以單憑 DSpark 推測解碼，還不足以成為轉向 Dee"
        "pInfer 的理由。",
    ),
    "a59 c487 ko": (
        "ko",
        "comparisons/deepinfer-vs-llama-cpp:wins.llama-cpp.runs-anywhere.detail",
        "CPUs, Macs, consumer GPUs from several vendors, even phone GPUs and browsers"
        " through OpenCL and WebGPU. DeepInfer targets SM100 and Ascend 950 only.",
        "llama.cpp는 CPU, Mac, 여러 회사의 소비자용 GPU에서 돌아가고,"
        " OpenCL과 WebGPU를 쓰면 휴대폰 GPU와 브라우저에서도 돌아갑니다. "
        "반면 DeepInfer가 겨냥하는 것은 SM100과 Ascend 950뿐입니다.",
    ),
    "a59 c531 zh-Hant": (
        "zh-Hant",
        "comparisons/deepinfer-vs-ktransformers:sources.kt-sft-guide.supports",
        "LoRA fine-tuning of DeepSeek-V3 671B with ab"
        "out 70 GB of GPU memory and 1.2–1.3 TB of RA"
        "M (the README dropped this figure in its Apr"
        "il 2026 docs refresh; archive/README.md keep"
        "s it)",
        "用大約 70 GB 的 GPU 記憶體與 1.2–1.3 TB 的 RAM，對 Deep"
        "Seek-V3 671B 做 LoRA 微調（這個數字在 2026年4月 README "
        "改版時被拿掉，archive/README.md 仍留著）",
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
    "shipped ko other-routes": (
        "ko",
        "comparisons/deepinfer-vs-mindie:analysis.ascend.subsections.not-unique.paragraphs"
        ".other-routes",
        "vLLM-Ascend's DeepSeek-V4.1-Flash guide covers deployments on Ascend 950DT servers "
        "as well as Atlas A2 and A3.",
        "vLLM-Ascend의 DeepSeek-V4.1-Flash 가이드는 Atlas A2와 A3뿐 아니라 Ascend 950DT "
        "서버에서 배포하는 방법도 다룹니다.",
    ),
}

# name: locale, key, English, translation (each changes what the English says)
HOSTILE = {
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
    "a list of three counted as two": (
        "ja",
        "comparisons/deepinfer-vs-dynamo:faq.under-dynamo.answer",
        "Dynamo documents no DeepInfer backend; the supported ones are vLLM, SGLang and "
        "TensorRT-LLM. Do not assume the integration exists.",
        "Dynamo のドキュメントに DeepInfer バックエンドの記載はない。サポート対象は vLLM、SGL"
        "ang、TensorRT-LLM の2つだ。統合があるものと思い込まないでほしい。",
    ),
    "a list of two counted as three": (
        "zh-Hant",
        "comparisons/deepinfer-vs-vllm:wins.vllm.dspark.detail",
        "vLLM's documentation contains DSpark draft models for DeepSeek-V4.1 on its NVIDIA "
        "and AMD paths, so speculative decoding with DSpark is not by itself a reason to move "
        "to DeepInfer.",
        "vLLM 文件中，NVIDIA 和 AMD 三條路徑都附有 DeepSeek-V4.1 用的 DSpark 草稿模型；所以單憑"
        " DSpark 推測解碼，還不足以成為轉向 DeepInfer 的理由。",
    ),
    "the products swapped, each sentence keeping its words": (
        "ko",
        "comparisons/deepinfer-vs-tensorrt-llm:wins.deepinfer.ascend-950.detail",
        "DeepInfer runs on Huawei Ascend 950 as well as SM100. TensorRT-LLM's hardware list is "
        "NVIDIA only, so a mixed NVIDIA and Ascend estate cannot standardize on it.",
        "TensorRT-LLM은 SM100뿐 아니라 Huawei Ascend 950에서도 동작합니다. DeepInfer의 하드웨어 "
        "목록은 NVIDIA뿐이므로, NVIDIA와 Ascend가 섞인 환경은 DeepInfer로 표준화할 수 없습니다.",
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
