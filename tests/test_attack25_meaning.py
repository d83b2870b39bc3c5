"""Attack 25's meaning changes that words can show, as named fixtures: each passed
`check --strict` with every name and number kept. A word turned into its opposite ("Where
{product} wins" as 劣る点, online as 오프라인, "months older" as 晚了數個月, "partial
Ascend" as 完整支援, "draft acceptance" as 기각률, "must run" as 動かす必要がない); a
month made a season, half or quarter (September 2026 as 2026年下半期, 하반기, 秋季); a
status said another way (experimental as 正式機能, 실험적 기능 아님, 不再標示為實驗性;
"the docs add" as 제거; "added" as 지원을 중단) or moved between names ("vLLM
(recommended) and SGLang (proof of concept)" swapped); a change in percent made a share
("75% more requests" as 요청의 75%); a name added to a list of names (Volta to
"Blackwell, Hopper, Ada Lovelace, Ampere"). Beside each kind, its faithful translations."""

from __future__ import annotations

from pathlib import Path

import pytest

from comparekit.catalogs.findings import Entry
from comparekit.catalogs.kept_names import check_kept_names
from comparekit.catalogs.opposite_words import check_opposite_words
from test_attack25 import refused_at_its_line
from test_trust_numbers import number_findings

_WINS = "Where {product} wins"
_OLDER = "Some copies are months older than that date."
_ACCEPTANCE = "It ran with nextn=3 and 75% draft acceptance."
_EXPERIMENTAL = "Yes, through KV connectors; docs still call it experimental"
_SEPTEMBER = "Merged in September 2026; Vulkan support followed in September 2026."
_DOCS_ADD = "The 0.10 docs add Iluvatar and MetaX GPUs."
_GENERATIONS = "NVIDIA only: Blackwell, Hopper, Ada Lovelace, Ampere"
_VENDORS = "NVIDIA, AMD ROCm, Google TPU, Intel XPU, x86 CPU, Rebellions, Iluvatar, MetaX"

# name: English, translation (each says the opposite of the English's word)
OPPOSITE = {
    "PH1 ja wins as 劣る": (_WINS, "{product} が劣る点"),
    "PH2 ko wins as 약점": (_WINS, "{product}의 약점"),
    "PH3 zh wins as 劣勢": (_WINS, "{product} 的劣勢"),
    "PH7 ja next as 前": ("Next: {links}.", "前に読む：{links}。"),
    "Q24 ko online as 오프라인": (
        "llm-d schedules online traffic.",
        "llm-d는 오프라인 트래픽을 스케줄링합니다.",
    ),
    "Y13 ja older as 新しい": (_OLDER, "それより数か月新しいコピーもある。"),
    "Y12 zh older as 晚了": (_OLDER, "有幾份副本比該日期晚了數個月。"),
    "Q22 zh older as 較新": (
        "Gaudi appears only in older llm-d docs.",
        "Gaudi 只出現在較新的 llm-d 文件中。",
    ),
    "H15 zh high as 低": ("Pick SGLang at high concurrency.", "在低並行度下選擇 SGLang。"),
    "O01 ja High-concurrency as 低同時実行": (
        "High-concurrency online serving",
        "低同時実行のオンラインサービング",
    ),
    "O02 ko High-concurrency as 저동시성": (
        "High-concurrency online serving",
        "저동시성 온라인 서빙",
    ),
    "T4 ja small as 大きい": ("Its default concurrency is small.", "既定の同時実行数は大きい。"),
    "H17 ko plenty as 적은": (
        "One server with plenty of system memory.",
        "시스템 메모리가 적은 서버 한 대.",
    ),
    "R10 ko acceptance as 기각": (_ACCEPTANCE, "nextn=3, 드래프트 기각률 75%로 실행했습니다."),
    "R11 zh acceptance as 拒絕": (_ACCEPTANCE, "以 nextn=3、草稿拒絕率 75% 執行。"),
    "H35 ko joined as 탈퇴": (
        "It joined the PyTorch Ecosystem.",
        "PyTorch Ecosystem에서 탈퇴했습니다.",
    ),
    "K19 zh partial as 完整": ("NVIDIA GPUs; partial Ascend", "NVIDIA GPU；完整支援 Ascend"),
    "H44 ja fully as 部分的": (
        "The list marks V3.1 as fully validated.",
        "一覧は V3.1 を部分的に検証済みとしている。",
    ),
    "Y18 ja one at a time as 並列": (
        "It serves one request at a time.",
        "リクエストを並列に処理する。",
    ),
    "Y20 zh host memory as GPU": (
        "It keeps most experts in host memory.",
        "它把大部分專家放在 GPU 記憶體中。",
    ),
    "R23 zh single-request as 整體": (
        "It raises single-request decode from 26.5 to 32.74 tokens per second.",
        "它把整體 decode 速度從每秒 26.5 token 提升到 32.74 token。",
    ),
    "T1 ja more than as 下回る": (
        "It serves an API, which is more than DeepInfer's release offers.",
        "API を提供しているが、この点では DeepInfer の公開版を下回る。",
    ),
    "S8 ja must as 必要がない": (
        "llama.cpp, if the model must run on your own machine.",
        "手元のマシンでモデルを動かす必要がないなら llama.cpp だ。",
    ),
    "S9 zh must as 不必": (
        "llama.cpp, if the model must run on your own machine.",
        "如果模型不必在你自己的機器上執行，請選 llama.cpp。",
    ),
    "M2 ko must as 필요가 없는": (
        "For pipelines where the same input must give the same output.",
        "같은 입력이 같은 출력을 낼 필요가 없는 파이프라인을 위해.",
    ),
    "optional as 필수": ("Kubernetes is optional.", "쿠버네티스는 필수입니다."),
    # (the whole says both: "a few" and "plenty"; its second sentence turns one)
    "sentence ja plenty as 少な": (
        "It runs on a few GPUs. It needs plenty of memory.",
        "少数の GPU で動く。メモリは少なくて済む。",
    ),
}
SAME_SENSE = [
    (_WINS, "{product} が優位な点"),
    (_WINS, "{product}의 강점"),
    (_WINS, "{product} 的優勢"),
    ("Next: {links}.", "次に読む：{links}。"),
    (_OLDER, "それより数か月古いコピーもある。"),
    (_OLDER, "有幾份副本比該日期早了數個月，也就是較舊。"),
    (_ACCEPTANCE, "nextn=3, 드래프트 수용률 75%로 실행했습니다."),
    ("Latency is low.", "レイテンシは高くない。"),  # (low as "not high")
    ("Latency is not high.", "レイテンシは低い。"),
    ("High throughput and low latency.", "高スループットと低レイテンシ。"),
    ("Latency stays low even under high concurrency.", "高並行でもレイテンシは低いままだ。"),
    ("It needs plenty of memory and a few GPUs.", "大量のメモリと少数の GPU が必要だ。"),
    ("Need LoRA fine-tuning of a huge MoE on few GPUs", "적은 GPU로 초대형 MoE의 LoRA 파인튜닝"),
    (
        "It would report per-request decode speed and total throughput.",
        "요청당 디코드 속도와 전체 처리량을 보고해야 합니다.",
    ),
    (
        "Its notes limit it to one request at a time.",
        "その注記によれば同時に処理できるリクエストは1つに限られる。",
    ),
    (
        "DeepInfer is the shorter read, with many code paths fewer.",
        "DeepInfer のほうが読む量が少ない。",
    ),
    ("It keeps most experts in host memory.", "エキスパートの大半をホストメモリに置く。"),
    ("NVIDIA GPUs; partial Ascend", "NVIDIA GPU；部分支援 Ascend"),
    (
        "It serves an API, which is more than DeepInfer's release offers.",
        "API を提供しており、この点では DeepInfer の公開版を上回る。",
    ),
    ("It needs more than 40 GB.", "40 GB を超えるメモリが必要だ。"),
    ("No GPU is required.", "GPU は不要だ。"),
    # (attack 26's faithful twins: a negation later in the clause, compounds, a reordering)
    ("Adding a cache adds little.", "キャッシュを加えても大きな効果は得られない。"),
    ("Adding a cache adds little.", "캐시를 두어도 큰 도움이 되지 않습니다."),
    (
        "x86 CPUs plus NVIDIA GPUs; partial Ascend",
        "x86 CPU + NVIDIA GPU, Ascend는 완전히 지원되지 않음",
    ),
    (
        "Just one LMDeploy installation serves them all.",
        "わずか1つの LMDeploy のインストールで、すべてをサービングできる。",
    ),
    (
        "NVIDIA GPUs back to older generations.",
        "最新世代から旧世代までの NVIDIA GPU。",
    ),
    (
        "It has active-active high availability, so there is little need for a router.",
        "アクティブ-アクティブの高可用性があるので、ルーターの必要性は低い。",
    ),
    (
        "vLLM, if you serve V4.1-Flash online. DeepInfer, if you run V4.1-Flash offline.",
        "V4.1-Flash をオフラインで動かすなら DeepInfer だ。"
        "V4.1-Flash をオンラインで提供するなら vLLM だ。",
    ),
    ("It requires Kubernetes.", "Kubernetes が必須だ。"),
    ("The model must run locally.", "モデルはローカルで動かす必要がある。"),
    ("You do not need to install CUDA.", "CUDA をインストールする必要はない。"),
    ("You do not need to install CUDA.", "CUDA를 설치할 필요가 없습니다."),
]


@pytest.mark.parametrize("name", sorted(OPPOSITE))
def test_a_word_turned_into_its_opposite_is_an_error(name: str) -> None:
    english, translation = OPPOSITE[name]
    found = check_opposite_words(Entry(key="faq.x", english=english, translation=translation))
    assert [f.code for f in found] == ["opposite"] and found[0].severity == "error", found


@pytest.mark.parametrize(("english", "translation"), SAME_SENSE)
def test_a_word_said_in_its_own_sense_is_clean(english: str, translation: str) -> None:
    assert check_opposite_words(Entry(key="faq.x", english=english, translation=translation)) == []


def test_check_names_an_opposite_word_at_its_catalog_line(
    shipped_review_off: Path, run_cli: object
) -> None:
    """End to end: "Where {product} wins" as {product} が劣る点 (where it is weaker)."""
    kept, turned = 'msgstr "{product} が優位な点"', 'msgstr "{product} が劣る点"'
    refused_at_its_line(shipped_review_off, run_cli, "ja", (kept, turned), "opposite")


# name: English, translation, what the error names
CHANGED_STATUS_OR_MONTH = {
    "Y5 ja September as 下半期": (
        _SEPTEMBER,
        "2026年9月にマージ。Vulkan は2026年下半期に対応した。",
        "month made vaguer: 下半期",
    ),
    "Y6 ko September as 하반기": (
        _SEPTEMBER,
        "2026년 9월에 병합. Vulkan은 2026년 하반기에 지원되었습니다.",
        "month made vaguer: 하반기",
    ),
    "Y7 zh September as 秋季": (
        _SEPTEMBER,
        "2026年9月合併；Vulkan 在 2026 年秋季獲得支援。",
        "month made vaguer: 秋季",
    ),
    "H27 ko 75% more as 요청의 75%": (
        "Kimi handles 75% more requests while meeting its SLOs.",
        "Kimi는 SLO를 지키면서 요청의 75%를 처리합니다.",
        "change made a share: 75% more",
    ),
    "H28 zh 75% more as 75% 的請求": (
        "Kimi handles 75% more requests while meeting its SLOs.",
        "Kimi 在符合 SLO 的同時能處理 75% 的請求。",
        "change made a share: 75% more",
    ),
    "40% lower as 40%": ("Latency is 40% lower.", "レイテンシは 40% だ。", "change made a share"),
    "H1 ja statuses swapped in brackets": (
        "Motor's docs list vLLM (recommended) and SGLang (proof of concept) as its engines.",
        "Motor のドキュメントはエンジンとして vLLM（概念実証）と SGLang（推奨）を挙げている。",
        "status moved between names: the English says vLLM is 'recommended'",
    ),
    "H2 ko statuses swapped in brackets": (
        "Motor's docs list vLLM (recommended) and SGLang (proof of concept) as its engines.",
        "Motor 문서는 SGLang(권장)과 vLLM(개념 증명)을 엔진으로 명시합니다.",
        "status moved between names",
    ),
    "Q2 ko statuses swapped between clauses": (
        "V4.1 PR still open; DeepSeek-V4 with MTP and DSpark merged",
        "V4.1 PR은 이미 병합됨, MTP와 DSpark를 포함한 DeepSeek-V4는 아직 병합 전",
        "status changed in the clause of PR, V4.1",
    ),
    "Q14 ja statuses swapped between sentences": (
        "Ops for DeepSeek-V4, merged in September 2026; an earlier copy, #26548, was closed",
        "DeepSeek-V4 向けの演算子。2026年9月にクローズ。以前の版（#26548）はマージ済み",
        "status changed in the clause of #26548",
    ),
    "Q4 ja experimental as 正式機能": (
        _EXPERIMENTAL,
        "対応。KV コネクター経由（ドキュメントではすでに正式機能扱い）",
        "status changed",
    ),
    "Q5 ko experimental as 실험적 기능 아님": (
        _EXPERIMENTAL,
        "지원함(KV 커넥터 경유), 문서상 더 이상 실험적 기능 아님",
        "status changed",
    ),
    "Q6 zh experimental as 不再標示為實驗性": (
        _EXPERIMENTAL,
        "支援，透過 KV 連接器；文件已不再標示為實驗性",
        "status changed",
    ),
    "Z15 ko the docs add as 제거": (
        _DOCS_ADD,
        "0.10 문서에서 Iluvatar와 MetaX GPU가 제거되었습니다.",
        "status changed",
    ),
    "H38 ko added as 지원을 중단": (
        "It added DeepSeek-V4-Flash in May 2026.",
        "2026년 5월에 DeepSeek-V4-Flash 지원을 중단했습니다.",
        "status changed",
    ),
}
KEPT_STATUS_OR_MONTH = [
    (_SEPTEMBER, "2026年9月にマージ。Vulkan は2026年9月に対応した。"),
    (_SEPTEMBER, "2026년 9월에 병합. Vulkan은 2026년 9월에 지원되었습니다."),
    (_EXPERIMENTAL, "対応。KV コネクター経由（ドキュメントではまだ実験的扱い）"),
    (_EXPERIMENTAL, "지원함(KV 커넥터 경유), 문서상 아직 실험적 기능"),
    (_EXPERIMENTAL, "支援，透過 KV 連接器；文件仍標示為實驗性"),
    (_DOCS_ADD, "0.10 문서에서 Iluvatar와 MetaX GPU가 추가되었습니다."),
    (
        "Motor's docs list vLLM (recommended) and SGLang (proof of concept) as its engines.",
        "Motor のドキュメントはエンジンとして vLLM（推奨）と SGLang（概念実証）を挙げている。",
    ),
    (
        "V4.1 PR still open; DeepSeek-V4 with MTP and DSpark merged",
        "V4.1 PR은 아직 열려 있음, MTP와 DSpark를 포함한 DeepSeek-V4는 병합됨",
    ),
    (
        "Ops for DeepSeek-V4, merged in September 2026; an earlier copy, #26548, was closed",
        "DeepSeek-V4 向けの演算子。2026年9月にマージ。以前の版（#26548）はクローズ",
    ),
    ("Kimi handles 75% more requests.", "Kimi는 요청을 75% 더 처리합니다."),
    ("Kimi handles 75% more requests.", "Kimi 能多處理 75% 的請求。"),
    ("Kimi handles 75% more requests.", "Kimi はリクエストを 75% 多く処理する。"),
    ("Latency is 40% lower.", "レイテンシは 40% 低い。"),
    ("It uses 30% less memory.", "메모리를 30% 덜 씁니다."),
    (
        "Mooncake EP and PG add DeepEP-compatible dispatch; policies for eviction.",
        "Mooncake EP 與 PG 提供相容 DeepEP 的 dispatch；並有淘汰策略。",
    ),
]


@pytest.mark.parametrize("name", sorted(CHANGED_STATUS_OR_MONTH))
def test_a_status_or_month_changed_is_an_error(name: str) -> None:
    english, translation, said = CHANGED_STATUS_OR_MONTH[name]
    errors = [f.message for f in number_findings(english, translation) if f.severity == "error"]
    assert any(said in message for message in errors), errors


@pytest.mark.parametrize(("english", "translation"), KEPT_STATUS_OR_MONTH)
def test_a_status_or_month_kept_is_clean(english: str, translation: str) -> None:
    assert number_findings(english, translation) == []


ADDED_TO_A_LIST = {
    "LI3 zh Volta": (
        _GENERATIONS,
        "僅限 NVIDIA：Blackwell、Hopper、Ada Lovelace、Ampere、Volta",
        "Volta",
    ),
    "K16 ko Huawei Ascend": (_VENDORS, _VENDORS + ", Huawei Ascend", "Ascend"),
}
LIST_KEPT = [
    (_GENERATIONS, "NVIDIA のみ：Blackwell、Hopper、Ada Lovelace、Ampere"),
    (
        "NVIDIA GPUs (Ampere, Ada Lovelace, Hopper, Blackwell)",
        "NVIDIA GPU（Ampere、Ada Lovelace、Hopper、Blackwell）",
    ),
    (
        "OpenAI-, vLLM-, TGI- and Triton-compatible endpoints",
        "OpenAI、vLLM、TGI、Triton 互換のエンドポイント",
    ),
    ("Scheduler, P/D and wide-EP well-lit paths", "스케줄러와 P/D·와이드 EP용 잘 닦인 경로"),
]


@pytest.mark.parametrize("name", sorted(ADDED_TO_A_LIST))
def test_a_name_added_to_a_list_of_names_is_an_error(name: str) -> None:
    english, translation, added = ADDED_TO_A_LIST[name]
    found = check_kept_names(Entry(key="faq.x", english=english, translation=translation))
    errors = [f.message for f in found if f.severity == "error"]
    assert f"name the English's list does not have: {added}" in errors, errors


@pytest.mark.parametrize(("english", "translation"), LIST_KEPT)
def test_a_list_of_names_kept_is_clean(english: str, translation: str) -> None:
    assert check_kept_names(Entry(key="faq.x", english=english, translation=translation)) == []
