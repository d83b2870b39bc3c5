"""Attack 62 (a blind attack on this stop's change), the cases the checks now refuse: a
claim appended in words the first list lacked (他に類を見ない, 業界随一, 최상의, 독보적인,
頂尖, 無與倫比) or beside an English "only" that says no superlative; "Ascend-only" and
"Hopper-only" softened to 우선, 主打, 中心, 위주; a doubt added where the English asserts
(かもしれない, 可能並不以…為目標). And its faithful wordings that the hedge
check refused at first: と考えられる, と見られる, ㄹ지 모릅니다, ㄹ 것으로 보입니다, ㄹ 법합니다,
或會, 或將, 或有; and 가장 잘 맞는 for "the engine that suits". Each from a shipped entry."""

from __future__ import annotations

import pytest

from comparekit.catalogs.rules import Terms
from test_attack26 import shipped_findings
from test_names_attack11 import shipped_terms

__all__ = ["shipped_terms"]  # (the fixture, for pytest)

ECOSYSTEM = "comparisons/deepinfer-vs-dynamo:wins.dynamo.ecosystem.detail"
ECOSYSTEM_EN = (
    "A large project backed by NVIDIA, with recipes, Kubernetes tooling and a published supp"
    "ort matrix."
)
TWO_VENDORS = "comparisons/deepinfer-vs-mindie:decision_guide.two-vendors.reason"
TWO_VENDORS_EN = "SM100 and Ascend 950 in one engine; MindIE is Ascend-only"
BLACKWELL = "comparisons/deepinfer-vs-lmdeploy:wins.deepinfer.blackwell.detail"
BLACKWELL_EN = (
    "DeepInfer names SM100 as a target. LMDeploy's DeepSeek-V4 work was Hopper-only when it "
    "was merged, for lack of FP4 hardware; check the current support table before assuming B"
    "lackwell coverage for DeepSeek models."
)
VENDOR_FIT = "comparisons/deepinfer-vs-mindie:wins.mindie.vendor-fit.detail"
VENDOR_FIT_EN = (
    "Ascend-specific quantization, inference cards such as the 300I Duo, and an operations t"
    "ool set from Huawei. For a team standardised on Atlas servers, that may count for more "
    "than any single feature."
)
MIRRORS = "comparisons/deepinfer-vs-mindie:faq.v41-support.answer"
MIRRORS_EN = (
    "Not in the material we read. MindIE's model list validates DeepSeek-V3-0324, R1-0528, V"
    "3.1 and V3.1-Terminus, marks V3.2 as functional only, and has no V4 or V4.1 entry. The "
    "GitHub copies may lag GitCode, so check Huawei's current list."
)

# name: locale, key, English, translation (HOSTILE: each changes what the English says;
# FAITHFUL: each says what the English says)
HOSTILE = {
    "a62 x17 ja doubt added": (
        "ja",
        "comparisons/deepinfer-vs-mindie:wins.mindie.validated-deepseek.detail",
        "DeepSeek-V3, R1 and V3.1 have tested configurations with card counts and W8A8 or W4A8 q"
        "uantization on A2 and A3. DeepInfer does not target these machines.",
        "DeepSeek-V3、R1、V3.1 には、A2 と A3 向けに、カード枚数と量子化方式（W8A8 または W4A8）"
        "まで示したテスト済みの構成がある。DeepInfer はこれらのマシンを対象としていないかもしれ"
        "ない。",
    ),
    "a62 x19 zh-Hant doubt added": (
        "zh-Hant",
        "comparisons/deepinfer-vs-mindie:wins.mindie.validated-deepseek.detail",
        "DeepSeek-V3, R1 and V3.1 have tested configurations with card counts and W8A8 or W4A8 q"
        "uantization on A2 and A3. DeepInfer does not target these machines.",
        "DeepSeek-V3、R1 與 V3.1 在 A2 與 A3 上都有經過測試的組態，並註明卡數與 W8A8 或 W4A8 量"
        "化。DeepInfer 可能並不以這些機器為目標。",
    ),
    "a62 c02 ja claim-added": (
        "ja",
        ECOSYSTEM,
        ECOSYSTEM_EN,
        "NVIDIA が後押しする大規模プロジェクトで、レシピ、Kubernetes 向けのツール、公開された対"
        "応表がそろっており、その充実ぶりは他に類を見ない。",
    ),
    "a62 c03 ja claim-added": (
        "ja",
        ECOSYSTEM,
        ECOSYSTEM_EN,
        "NVIDIA が後押しする大規模プロジェクトで、エコシステムは業界随一で、レシピ、Kubernetes "
        "向けのツール、公開された対応表がそろっている。",
    ),
    "a62 c05 ko claim-added": (
        "ko",
        ECOSYSTEM,
        ECOSYSTEM_EN,
        "Dynamo는 NVIDIA가 후원하는 대형 프로젝트로, 최상의 생태계를 갖추고, 레시피, 쿠버네티스 "
        "도구, 공개된 지원 매트릭스를 갖추고 있습니다.",
    ),
    "a62 c06 ko claim-added": (
        "ko",
        ECOSYSTEM,
        ECOSYSTEM_EN,
        "Dynamo는 NVIDIA가 후원하는 독보적인 대형 프로젝트로, 레시피, 쿠버네티스 도구, 공개된 지"
        "원 매트릭스를 갖추고 있습니다.",
    ),
    "a62 c07 ko claim-added": (
        "ko",
        ECOSYSTEM,
        ECOSYSTEM_EN,
        "Dynamo는 NVIDIA가 후원하는 업계 최초의 대형 프로젝트로, 레시피, 쿠버네티스 도구, 공개된"
        " 지원 매트릭스를 갖추고 있습니다.",
    ),
    "a62 c08 zh-Hant claim-added": (
        "zh-Hant",
        ECOSYSTEM,
        ECOSYSTEM_EN,
        "Dynamo 是由 NVIDIA 支持的最成熟的大型專案，提供部署配方、Kubernetes 工具與公開的支援矩"
        "陣。",
    ),
    "a62 c09 zh-Hant claim-added": (
        "zh-Hant",
        ECOSYSTEM,
        ECOSYSTEM_EN,
        "Dynamo 是由 NVIDIA 支持的首屈一指的大型專案，提供部署配方、Kubernetes 工具與公開的支援"
        "矩陣。",
    ),
    "a62 c10 zh-Hant claim-added": (
        "zh-Hant",
        ECOSYSTEM,
        ECOSYSTEM_EN,
        "Dynamo 是由 NVIDIA 支持的大型專案，生態系無與倫比，提供部署配方、Kubernetes 工具與公開"
        "的支援矩陣。",
    ),
    "a62 c11 zh-Hant claim-added": (
        "zh-Hant",
        ECOSYSTEM,
        ECOSYSTEM_EN,
        "Dynamo 是由 NVIDIA 支持的業界頂尖的大型專案，提供部署配方、Kubernetes 工具與公開的支援"
        "矩陣。",
    ),
    "a62 c18 ko claim-added-via-english-word": (
        "ko",
        "comparisons/deepinfer-vs-dynamo:wins.deepinfer.small-surface.detail",
        "One model, one engine and a compact public source tree. If the aim is to understand how"
        " DeepSeek does inference, Dynamo only puts another layer between you and the kernels.",
        "가장 빠른 DeepInfer는 모델 하나, 엔진 하나, 간결한 공개 소스 트리로 이루어져 있습니다. "
        "DeepSeek가 추론을 어떻게 구현하는지 이해하는 것이 목적이라면, Dynamo는 사용자와 커널 사"
        "이에 계층 하나를 더 끼워 넣을 뿐입니다.",
    ),
    "a62 c32 zh-Hant claim-added": (
        "zh-Hant",
        "comparisons/deepinfer-vs-dynamo:wins.dynamo.openai-api.detail",
        "You get a serving API without writing one.",
        "不必自己撰寫，就有業界第一的現成服務 API 可用。",
    ),
    "a62 q06 ko only-softened": (
        "ko",
        TWO_VENDORS,
        TWO_VENDORS_EN,
        "한 엔진으로 SM100과 Ascend 950 지원, MindIE는 Ascend 우선",
    ),
    "a62 q07 zh-Hant only-softened": (
        "zh-Hant",
        TWO_VENDORS,
        TWO_VENDORS_EN,
        "單一引擎涵蓋 SM100 與 Ascend 950；MindIE 主打 Ascend",
    ),
    "a62 q14 ja only-softened": (
        "ja",
        BLACKWELL,
        BLACKWELL_EN,
        "DeepInfer は SM100 を対象として挙げている。LMDeploy の DeepSeek-V4 対応は、FP4 ハードウ"
        "ェアがなかったため、マージ時点では Hopper が中心だった。LMDeploy が DeepSeek のモデルを"
        " Blackwell でも動かせると決めつける前に、現行の対応表を確認すること。",
    ),
    "a62 q15 ko only-softened": (
        "ko",
        BLACKWELL,
        BLACKWELL_EN,
        "DeepInfer는 SM100을 지원 대상으로 명시합니다. LMDeploy의 DeepSeek-V4 작업은 FP4 하드웨"
        "어가 없어 병합 당시 Hopper 위주였습니다. LMDeploy가 DeepSeek 모델을 Blackwell에서 지원"
        "한다고 가정하기 전에 현재 지원 표를 확인하세요.",
    ),
}
FAITHFUL = {
    "a62 c21 ko claim-faithful": (
        "ko",
        "comparisons/deepinfer-vs-dynamo:wins.dynamo.backend-choice.detail",
        "vLLM, SGLang and TensorRT-LLM are all supported, so you can pick the engine that suits "
        "your model and your hardware.",
        "Dynamo는 vLLM, SGLang, TensorRT-LLM을 모두 지원하므로 사용자는 모델과 하드웨어에 가장 "
        "잘 맞는 엔진을 고를 수 있습니다.",
    ),
    "a62 h12 ja hedge-faithful": (
        "ja",
        VENDOR_FIT,
        VENDOR_FIT_EN,
        "Ascend 固有の量子化、300I Duo などの推論カード、Huawei による運用ツール群がそろう。機材"
        "を Atlas サーバーに統一しているチームにとっては、個々の機能よりもこちらのほうが重要だと"
        "も考えられる。",
    ),
    "a62 h13 ko hedge-faithful": (
        "ko",
        VENDOR_FIT,
        VENDOR_FIT_EN,
        "MindIE에는 Ascend 전용 양자화, 300I Duo 같은 추론 카드 지원, Huawei의 운영 도구 모음이 "
        "있습니다. Atlas 서버로 표준화한 팀에게는 어떤 개별 기능보다 이 점이 더 중요할지 모릅니"
        "다.",
    ),
    "a62 h17 zh-Hant hedge-faithful": (
        "zh-Hant",
        VENDOR_FIT,
        VENDOR_FIT_EN,
        "MindIE 提供 Ascend 專屬量化，支援 300I Duo 等推論卡，並附有華為提供的維運工具集。對已統"
        "一採用 Atlas 伺服器的團隊而言，這或會比任何單一功能都更重要。",
    ),
    "a62 h30 zh-Hant hedge-faithful": (
        "zh-Hant",
        MIRRORS,
        MIRRORS_EN,
        "不支援，至少依我們查閱的資料是如此。MindIE 的模型清單驗證了 DeepSeek-V3-0324、R1-0528、"
        "V3.1 與 V3.1-Terminus，將 V3.2 標示為僅功能可用，且沒有 V4 或 V4.1 的項目。GitHub 上的"
        "副本更新或有落後於 GitCode 的情況，因此請查閱華為目前的清單。",
    ),
    "a62 h41 ja hedge-faithful": (
        "ja",
        VENDOR_FIT,
        VENDOR_FIT_EN,
        "Ascend 固有の量子化、300I Duo などの推論カード、Huawei による運用ツール群がそろう。機材"
        "を Atlas サーバーに統一しているチームにとっては、個々の機能よりもこちらのほうが重要にな"
        "るとも見られる。",
    ),
    "a62 h42 ko hedge-faithful": (
        "ko",
        VENDOR_FIT,
        VENDOR_FIT_EN,
        "MindIE에는 Ascend 전용 양자화, 300I Duo 같은 추론 카드 지원, Huawei의 운영 도구 모음이 "
        "있습니다. Atlas 서버로 표준화한 팀에게는 어떤 개별 기능보다 이 점이 더 중요할 것으로 보"
        "입니다.",
    ),
    "a62 h43 ko hedge-faithful": (
        "ko",
        VENDOR_FIT,
        VENDOR_FIT_EN,
        "MindIE에는 Ascend 전용 양자화, 300I Duo 같은 추론 카드 지원, Huawei의 운영 도구 모음이 "
        "있습니다. Atlas 서버로 표준화한 팀에게는 어떤 개별 기능보다 이 점이 더 중요할 법합니다.",
    ),
    "a62 h45 zh-Hant hedge-faithful": (
        "zh-Hant",
        MIRRORS,
        MIRRORS_EN,
        "不支援，至少依我們查閱的資料是如此。MindIE 的模型清單驗證了 DeepSeek-V3-0324、R1-0528、"
        "V3.1 與 V3.1-Terminus，將 V3.2 標示為僅功能可用，且沒有 V4 或 V4.1 的項目。GitHub 上的"
        "副本或將落後於 GitCode，因此請查閱華為目前的清單。",
    ),
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_changed_meaning_is_an_error(name: str, shipped_terms: dict[str, Terms]) -> None:
    errors = [found for found in shipped_findings(HOSTILE[name], shipped_terms) if "error" in found]
    assert errors


@pytest.mark.parametrize("name", sorted(FAITHFUL))
def test_a_faithful_wording_passes(name: str, shipped_terms: dict[str, Terms]) -> None:
    assert [f for f in shipped_findings(FAITHFUL[name], shipped_terms) if "error" in f] == []


def test_a_doubt_is_read_in_the_script_the_translation_is_written_in(
    shipped_terms: dict[str, Terms],
) -> None:
    """可能 ends a Japanese word of ability (組み込み可能: "can be plugged in"), and says "may"
    in Chinese: a Japanese catalog copied for another language (the benchmark's added
    languages) is read as Japanese."""
    key = "products/mooncake:facts.integrations"
    english = "Plugs into SGLang, vLLM, TensorRT-LLM, LMDeploy"
    japanese = ("zh-Hant", key, english, "SGLang、vLLM、TensorRT-LLM、LMDeploy に組み込み可能")
    assert [f for f in shipped_findings(japanese, shipped_terms) if "error" in f] == []
    chinese = ("zh-Hant", key, english, "可能接入 SGLang、vLLM、TensorRT-LLM、LMDeploy")
    assert any("[hedge]" in f for f in shipped_findings(chinese, shipped_terms))
