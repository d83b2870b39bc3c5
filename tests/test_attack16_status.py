"""Attack 16's status words as named fixtures: a translation that keeps the feature, the
product and the version but flips the status the English gives it (deprecated as
introduced, merged as closed or open, preview as GA, production-ready as experimental,
not included as included). Each case is a shipped translation with the attack's edit;
the shipped line and faithful rewordings are checked clean beside it.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from comparekit.catalogs.rules import Entry, Finding
from comparekit.catalogs.status_words import check_status_words
from test_attack12_context import edited, shipped
from test_trust_numbers import number_findings

DYNAMO_KV = "products/dynamo:facts.kv-cache"  # (deprecated in v1.5.0)
LLAMA_V41 = "products/llama-cpp:facts.deepseek-v41-flash"  # PR still open; V4 merged
UPTAKE = "comparisons/deepinfer-vs-llama-cpp:wins.llama-cpp.deepseek-uptake.lead"  # merged
SGLANG_V41 = "products/sglang:facts.deepseek-v41-flash"  # a preview Docker image
BATCH_GATEWAY = "comparisons/deepinfer-vs-llm-d:sources.llm-d-v08.supports"  # production-ready
ISSUE_4658 = "comparisons/deepinfer-vs-lmdeploy:sources.lmdeploy-issue-4658.supports"  # open
PR_26578 = "comparisons/deepinfer-vs-llama-cpp:sources.llama-cpp-pr-26578.supports"  # closed
DEEPINFER_KV = "products/deepinfer:facts.kv-cache"  # Not included in the release
RELEASED = "comparisons/deepinfer-vs-sglang:wins.deepinfer.released.lead"  # Released, not preview


def status_findings(english: str, translation: str) -> list[Finding]:
    """What the status rule finds in one translation of one English string."""
    return check_status_words(Entry(key="faq.x", english=english, translation=translation))


# name: locale, key, the shipped words, the attack's words, the English word of the finding
REFUSED = {
    # deprecated in v1.5.0 as introduced, added or removed in v1.5.0
    "ja deprecated as 導入": ("ja", DYNAMO_KV, "v1.5.0 で非推奨", "v1.5.0 で導入", "deprecated"),
    "ja deprecated as 追加": ("ja", DYNAMO_KV, "v1.5.0 で非推奨", "v1.5.0 で追加", "deprecated"),
    "ja deprecated as 廃止された": ("ja", DYNAMO_KV, "で非推奨", "で廃止された", "deprecated"),
    "ko deprecated as 도입": ("ko", DYNAMO_KV, "에서 사용 중단", "에서 도입", "deprecated"),
    "ko deprecated as 제거": ("ko", DYNAMO_KV, "에서 사용 중단", "에서 제거", "deprecated"),
    "zh deprecated as 引入": ("zh_Hant", DYNAMO_KV, "起已棄用", "起引入", "deprecated"),
    "zh deprecated as 新增": ("zh_Hant", DYNAMO_KV, "起已棄用", "新增", "deprecated"),
    # merged as closed or open
    "ja merged as クローズ済み": ("ja", LLAMA_V41, "マージ済み", "クローズ済み", "merged"),
    "ja merged as オープン beside an open": (
        "ja",
        LLAMA_V41,
        "はマージ済み",
        "もオープン",
        "merged",
    ),
    "ja merged as オープン": ("ja", UPTAKE, "がマージ済み", "はオープンのまま", "merged"),
    "ko merged as 닫힘": ("ko", LLAMA_V41, "병합됨", "닫힘", "merged"),
    "ko merged as 미병합": ("ko", UPTAKE, "이미 병합된", "미병합", "merged"),
    "zh merged as 已關閉": ("zh_Hant", UPTAKE, "已經合併", "已關閉", "merged"),
    "zh merged as 尚未合併": ("zh_Hant", UPTAKE, "已經合併", "尚未合併", "merged"),
    # open as closed or merged
    "ko open as 닫힘": ("ko", ISSUE_4658, "미해결", "닫힘", "still open"),
    "ko open as 병합됨": ("ko", ISSUE_4658, "미해결", "병합됨", "still open"),
    "zh open as 已結案": ("zh_Hant", ISSUE_4658, "仍未結案", "已結案", "still open"),
    "zh open as 已合併": ("zh_Hant", ISSUE_4658, "仍未結案", "已合併", "still open"),
    "ja open as クローズ": ("ja", LLAMA_V41, "まだオープン", "クローズ済み", "still open"),
    "zh closed as 開放中": ("zh_Hant", PR_26578, "已關閉", "仍開放中", "closed"),
    # preview as GA, production-ready as experimental
    "ja preview as 正式版": ("ja", SGLANG_V41, "プレビュー版", "正式版", "preview"),
    "ja preview as 一般提供": ("ja", SGLANG_V41, "プレビュー版", "一般提供版", "preview"),
    "ko preview as 정식 릴리스": (
        "ko",
        SGLANG_V41,
        "프리뷰 Docker",
        "정식 릴리스 Docker",
        "preview",
    ),
    "zh preview as 穩定版": ("zh_Hant", SGLANG_V41, "預覽版", "穩定版", "preview"),
    "ko production-ready as 실험 단계": (
        *("ko", BATCH_GATEWAY, "프로덕션 준비 완료로", "실험 단계로", "production-ready"),
    ),
    "ko production-ready as 실험적": (
        *("ko", BATCH_GATEWAY, "프로덕션 준비 완료로", "실험적 기능으로", "production-ready"),
    ),
    "zh production-ready as 實驗性": (
        "zh_Hant",
        BATCH_GATEWAY,
        "可用於生產",
        "實驗性",
        "production",
    ),
    "ja not preview as プレビュー": (
        "ja",
        RELEASED,
        "プレビューではなくリリース済み",
        "プレビュー版",
        "not preview",
    ),
    # not included as included
    "ko not included as 포함됨": ("ko", DEEPINFER_KV, "포함되지 않음", "포함됨", "Not included"),
    "ja not included as 対応": ("ja", DEEPINFER_KV, "では非対応", "で対応済み", "Not included"),
    "zh not included as 已包含": ("zh_Hant", DEEPINFER_KV, "未包含", "已包含", "Not included"),
}
KVBM_CHANGE = "comparisons/deepinfer-vs-dynamo:what_each_is.dynamo.paragraphs.kvbm-change"
# One of the English's two or more statuses turned, the other kept: the English's state
# is said fewer times and another stands in its place.
REFUSED |= {
    "ja one of two 非推奨 as 導入": (
        "ja",
        KVBM_CHANGE,
        "KVBM を非推奨とし",
        "KVBM を導入し",
        "deprecated",
    ),
    "ko one of two 사용 중단 as 도입": (
        *("ko", KVBM_CHANGE, "KVBM을 사용 중단 대상으로", "KVBM을 도입 대상으로", "deprecated"),
    ),
    "zh one of two 棄用 as 引入": ("zh_Hant", KVBM_CHANGE, "列為棄用", "正式引入", "deprecated"),
}
V41_DETAIL = "comparisons/deepinfer-vs-ktransformers:wins.deepinfer.v41.detail"  # optional
# Neighbours of the attack's words, found attacking the family further.
REFUSED |= {
    "ja deprecated as 推奨": ("ja", DYNAMO_KV, "で非推奨", "で推奨", "deprecated"),
    "ko deprecated as 권장": ("ko", DYNAMO_KV, "에서 사용 중단", "에서 권장", "deprecated"),
    "zh deprecated as 建議使用": ("zh_Hant", DYNAMO_KV, "起已棄用", "起建議使用", "deprecated"),
    "zh not included as 內建": ("zh_Hant", DEEPINFER_KV, "未包含", "內建", "Not included"),
    "ja not included as 搭載": ("ja", DEEPINFER_KV, "では非対応", "に搭載", "Not included"),
    "ko not included as 탑재됨": ("ko", DEEPINFER_KV, "포함되지 않음", "탑재됨", "Not included"),
    "ja not in release as 含まれる": ("ja", SGLANG_V41, "には含まれない", "に含まれる", "not in"),
    "zh not in release as 已納入": ("zh_Hant", SGLANG_V41, "未納入", "已納入", "not in"),
    "ko not in release as 포함": ("ko", SGLANG_V41, "미포함", "포함", "not in"),
    "ja preview as 製品版": ("ja", SGLANG_V41, "プレビュー版", "製品版", "preview"),
    "ja merged as 取り下げ": ("ja", UPTAKE, "がマージ済み", "は取り下げ済み", "merged"),
    "ko merged as 철회됨": ("ko", LLAMA_V41, "병합됨", "철회됨", "merged"),
    "zh merged as 已撤回": ("zh_Hant", UPTAKE, "已經合併", "已撤回", "merged"),
    "ja merged as マージ予定": ("ja", UPTAKE, "がマージ済み", "がマージ予定", "merged"),
    "ko merged as 병합 예정": ("ko", UPTAKE, "이미 병합된", "병합 예정인", "merged"),
    "zh merged as 即將合併": ("zh_Hant", UPTAKE, "已經合併", "即將合併", "merged"),
    "ko open as 해결됨": ("ko", ISSUE_4658, "미해결", "해결됨", "still open"),
    "zh open as 已解決": ("zh_Hant", ISSUE_4658, "仍未結案", "已解決", "still open"),
    "ja optional as 必須": ("ja", V41_DETAIL, "オプションで", "必須で", "optional"),
}
QUANTIZE = "comparisons/deepinfer-vs-lmdeploy:faq.quantize-for-deepinfer.answer"  # unsupported
PR_16940 = "comparisons/deepinfer-vs-tensorrt-llm:sources.trtllm-pr-16940.supports"
# The negation dropped from "unsupported": the translation says it works.
REFUSED |= {
    "ja unsupported as 対応済み": ("ja", QUANTIZE, "非対応として", "対応済みとして", "unsupported"),
    "ko unsupported as 지원되는": ("ko", QUANTIZE, "지원되지 않는", "지원되는", "unsupported"),
    "zh unsupported as 支援": ("zh_Hant", QUANTIZE, "請視為不支援", "請視為支援", "unsupported"),
    "ja still unsupported as 対応": ("ja", PR_16940, "引き続き非対応", "対応済み", "unsupported"),
    "ko still unsupported as 지원": ("ko", PR_16940, "여전히 미지원", "지원", "unsupported"),
}
MINDIE = "products/mindie:facts.backends"  # vLLM (recommended) and SGLang (POC)
# A proof of concept is a preview.
REFUSED |= {
    "ja POC as 正式版": ("ja", MINDIE, "SGLang（概念実証）", "SGLang（正式版）", "POC"),
    "zh POC as 穩定版": ("zh_Hant", MINDIE, "SGLang（概念驗證）", "SGLang（穩定版）", "POC"),
}
NOT_FOR_PRODUCTION = "comparisons/deepinfer-vs-dynamo:faq.v41-support.answer"
# A status negated, or its negation dropped: deprecated as not deprecated, "not
# recommended for production" as recommended.
REFUSED |= {
    "ja deprecated as 非推奨ではない": (
        "ja",
        DYNAMO_KV,
        "で非推奨",
        "で非推奨ではない",
        "deprecated",
    ),
    "ko deprecated as 사용 중단되지 않음": (
        *("ko", DYNAMO_KV, "에서 사용 중단", "에서 사용 중단되지 않음", "deprecated"),
    ),
    "zh deprecated as 未棄用": ("zh_Hant", DYNAMO_KV, "起已棄用", "起未棄用", "deprecated"),
    "ja not recommended as 推奨": (
        *("ja", NOT_FOR_PRODUCTION, "推奨されていない", "推奨されている", "not recommended"),
    ),
    "ko not recommended as 권장": (
        *("ko", NOT_FOR_PRODUCTION, "권장하지 않았습니다", "권장했습니다", "not recommended"),
    ),
    "zh not recommended as 建議": (
        *("zh_Hant", NOT_FOR_PRODUCTION, "不建議用於", "建議用於", "not recommended"),
    ),
}
LLAMA_FAQ = "comparisons/deepinfer-vs-llama-cpp:faq.v41-support.answer"  # V4 supported upstream
# A state still to come is not yet the state: support planned, a merge planned.
REFUSED |= {
    "ko supported as 지원 예정": ("ko", LLAMA_FAQ, "지원됩니다", "지원 예정입니다", "supported"),
    "zh supported as 將支援": ("zh_Hant", LLAMA_FAQ, "上游已支援", "上游將支援", "supported"),
    "ja merged as マージ予定 beside 対応": (
        *("ja", PR_16940, "SM90 対応（マージ済み）", "SM90 対応（マージ予定）", "merged"),
    ),
}
# name: locale, key, the shipped words, a faithful rewording
FAITHFUL = {
    "ko merged as 머지됨": ("ko", LLAMA_V41, "병합됨", "머지됨"),
    "ja merged as マージされた": ("ja", UPTAKE, "がマージ済み", "はマージされた"),
    "zh merged as 已併入": ("zh_Hant", UPTAKE, "已經合併", "已併入上游"),
    "ja deprecated as 非推奨化": ("ja", DYNAMO_KV, "で非推奨", "で非推奨化"),
    "ko deprecated as 지원 중단": ("ko", DYNAMO_KV, "에서 사용 중단", "에서 지원 중단"),
    "zh deprecated as 列為棄用": ("zh_Hant", DYNAMO_KV, "起已棄用", "起列為棄用"),
    "ko open as 열림": ("ko", ISSUE_4658, "미해결", "열림"),
    "ko open as 아직 병합 전": ("ko", LLAMA_V41, "아직 병합 전", "아직 열림"),
    "zh open as 尚未解決": ("zh_Hant", ISSUE_4658, "仍未結案", "尚未解決"),
    "ja open as 未解決": ("ja", LLAMA_V41, "まだオープン", "まだ未解決"),
    "ja preview as 試験的": ("ja", SGLANG_V41, "プレビュー版", "試験的"),
    "ko preview as 베타": ("ko", SGLANG_V41, "프리뷰 Docker", "베타 Docker"),
    "ko production-ready as 프로덕션 수준": (
        *("ko", BATCH_GATEWAY, "프로덕션 준비 완료로", "프로덕션 수준으로"),
    ),
    "ko not included as 미포함": ("ko", DEEPINFER_KV, "포함되지 않음", "미포함"),
    "ja not included as 含まれない": (
        "ja",
        DEEPINFER_KV,
        "公開版では非対応",
        "公開版には含まれない",
    ),
    "zh not included as 不支援": ("zh_Hant", DEEPINFER_KV, "未包含", "不支援"),
    "ko not preview as 정식": ("ko", RELEASED, "프리뷰가 아닌 정식 릴리스", "정식 릴리스"),
    "ja merged as 取り込まれた": ("ja", UPTAKE, "がマージ済み", "はアップストリームに取り込まれた"),
    "zh merged as 已合入": ("zh_Hant", UPTAKE, "已經合併", "已合入"),
    "ja not in release as 未収録": ("ja", SGLANG_V41, "には含まれない", "には未収録"),
    "zh not in release as 不包含": ("zh_Hant", SGLANG_V41, "未納入", "不包含於"),
    "ja optional as 任意": ("ja", V41_DETAIL, "オプションで", "任意で"),
    "ja POC as 試験的": ("ja", MINDIE, "SGLang（概念実証）", "SGLang（試験的）"),
    "ko POC as 개념 증명": ("ko", MINDIE, "SGLang(POC)", "SGLang(개념 증명)"),
    "ja not recommended as 推奨されない": (
        *("ja", NOT_FOR_PRODUCTION, "推奨されていない", "推奨されない"),
    ),
    "ko unsupported as 지원 안 되는": ("ko", QUANTIZE, "지원되지 않는", "지원 안 되는"),
    "ko unsupported as 지원 불가": ("ko", QUANTIZE, "지원되지 않는 것으로", "지원 불가로"),
    "ja unsupported as 対応不可": ("ja", QUANTIZE, "非対応として", "対応不可として"),
    "zh unsupported as 無法支援": ("zh_Hant", QUANTIZE, "請視為不支援", "請視為無法支援"),
    "zh unsupported as 還沒支援": ("zh_Hant", PR_16940, "仍不支援", "還沒支援"),
}


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_the_flipped_status_is_an_error(name: str) -> None:
    locale, key, old, new, english_word = REFUSED[name]
    assert status_findings(*shipped(locale)[key]) == []
    findings = status_findings(*edited(locale, key, old, new))
    assert [f.severity for f in findings] == ["error"], findings
    assert f"the English says '{english_word}" in findings[0].message


# One of the English's two states on an axis left unsaid beside the other: a warning
# (no shipped translation does it; the reader takes the one state for both).
DROPPED = {
    "ja still open unsaid beside merged": (
        *("ja", LLAMA_V41, "プルリクエストはまだオープン。", "プルリクエストあり。", "still open"),
    ),
    "zh closed unsaid beside merged": ("zh_Hant", PR_26578, "）已關閉", "）", "closed"),
    "ko open unsaid beside merged": ("ko", LLAMA_V41, "아직 병합 전, ", "", "still open"),
}


@pytest.mark.parametrize("name", sorted(DROPPED))
def test_a_status_left_unsaid_beside_the_other_is_a_warning(name: str) -> None:
    locale, key, old, new, english_word = DROPPED[name]
    findings = status_findings(*edited(locale, key, old, new))
    assert [f.severity for f in findings] == ["warning"], findings
    assert f"status missing: the English says '{english_word}'" in findings[0].message


@pytest.mark.parametrize("name", sorted(FAITHFUL))
def test_the_faithful_status_is_clean(name: str) -> None:
    locale, key, old, new = FAITHFUL[name]
    assert status_findings(*edited(locale, key, old, new)) == []


def test_no_shipped_translation_has_a_changed_status() -> None:
    flagged = [
        (locale, key)
        for locale in ("ja", "ko", "zh_Hant")
        for key, (english, translation) in shipped(locale).items()
        if isinstance(english, str) and status_findings(english, translation)
    ]
    assert flagged == []


def test_the_number_rule_refuses_the_flipped_status() -> None:
    """The rule runs with the number rule (its hook), so ``check`` and ``build`` refuse it."""
    findings = number_findings(*edited("ja", DYNAMO_KV, "v1.5.0 で非推奨", "v1.5.0 で導入"))
    assert [f.message for f in findings if "status changed" in f.message] == [
        "status changed: the English says 'deprecated' (deprecated), "
        "the translation '導入' (introduced)"
    ]


def test_flips_of_the_shipped_statuses_are_refused_and_synonyms_kept() -> None:
    """``benchmarks/status_flips.py``: each shipped status word written as each word of
    another state of its axis (refused, nearly all: a flip of one of several words of the
    same state in a long paragraph may pass), and as each word of its own (all clean)."""
    benchmarks = str(Path(__file__).resolve().parent.parent / "benchmarks")
    sys.path.insert(0, benchmarks)
    try:
        import status_flips
    finally:
        sys.path.remove(benchmarks)
    for locale in status_flips.LOCALES:
        refused, flips, clean, swaps = status_flips.flips_and_swaps(locale)
        assert flips > 500 and refused >= 0.9 * flips, (locale, refused, flips)
        assert swaps > 500 and clean == swaps, (locale, clean, swaps)
