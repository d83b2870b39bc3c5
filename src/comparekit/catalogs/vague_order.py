"""Vague amounts moved between their nouns: "hundreds of requests across dozens of models"
written as 数十件のリクエストを数百のモデルで gives each amount to the other's noun, with every
order of magnitude kept, which the number check alone counts as faithful (attack 21b, 22).

An amount is paired with its noun, after it (数百のモデル, 수백 개의 모델) or, where a
particle follows its counter, before it (モデル数百個で, 모델 수백 개에서), where the
translation keeps that noun as the English writes it (数百の GPU for "hundreds of GPUs")
or writes one of the nouns amounts most often count here (``COUNTED_NOUNS``: リクエスト,
模型, 사용자): an amount beside another noun than the English's is an error, in whatever
order, and every amount but one beside its own noun is the English's meaning with its
clauses moved. Where the nouns are
none of those, Japanese, Chinese and Korean reorder clauses ("dozens of widgets for tens
of thousands of shops" as 数万の店舗に数十のウィジェットを) and the amounts cannot be
told apart: another order is a warning, as like numbers in another order are
(``number_order``).
"""

from __future__ import annotations

import re

from comparekit.catalogs.vague_figures import amount_spans
from comparekit.catalogs.vague_magnitudes import english_amounts

# What may stand between a vague count and its noun: a counter and a particle (数百件の,
# 數十個, 수백 개의, 何百もの).
_BETWEEN = re.compile(
    r"[ \u00a0]*(?:[個个件台臺基人名位枚張张種种款項项條条行頁页社店家개명대건종줄곳][ \u00a0]*)?"
    r"(?P<of>もの|の|的|의)?[ \u00a0]*"
)
# What ends a count's phrase after its counter, its noun then before it: a particle (リクエ
# スト数百件を, 요청 수십 건을, 모델 수백 개에서), a mark, or the text's end.
_PHRASE_DONE = re.compile(
    r"[をにがはでとへ](?![\u3040-\u309f])|(?:에서|으로|에게)|[을를이가은는에와과로도만](?![가-힣])"
    r"|[、。，,；;：:！？!?）)]|$"
)
# The nouns an amount most often counts in these pages, as each language writes them, by
# the English noun (singular): an amount is paired with its noun where the translation
# writes one of them beside it, as it is where the noun is kept in Latin letters.
COUNTED_NOUNS = {
    "request": ("リクエスト", "要求", "請求", "请求", "요청"),
    "model": ("モデル", "模型", "모델"),
    "user": ("ユーザー", "ユーザ", "利用者", "使用者", "用戶", "用户", "사용자", "유저"),
    "node": ("ノード", "節點", "节点", "노드"),
    "token": ("トークン", "詞元", "词元", "토큰"),
    "expert": ("エキスパート", "專家", "专家", "전문가"),
    "layer": ("レイヤー", "レイヤ", "層", "层", "레이어", "계층"),
    "parameter": ("パラメーター", "パラメータ", "參數", "参数", "파라미터", "매개변수"),
    "server": ("サーバー", "サーバ", "伺服器", "服务器", "서버"),
    "machine": ("マシン", "機器", "机器", "머신"),
    "cluster": ("クラスター", "クラスタ", "叢集", "集群", "클러스터"),
    "line": ("行", "줄"),
    "file": ("ファイル", "檔案", "文件", "파일"),
    "contributor": ("コントリビューター", "貢献者", "貢獻者", "贡献者", "기여자"),
    "company": ("企業", "会社", "公司", "기업", "회사"),
    "team": ("チーム", "團隊", "团队", "팀"),
    "language": ("言語", "語言", "语言", "언어"),
    "kernel": ("カーネル", "內核", "内核", "커널"),
    "instance": ("インスタンス", "實例", "实例", "인스턴스"),
    "engine": ("エンジン", "引擎", "엔진"),
    "accelerator": ("アクセラレーター", "アクセラレータ", "加速器", "가속기"),
    "chip": ("チップ", "晶片", "芯片", "칩"),
    "card": ("カード", "顯示卡", "显卡", "카드"),
    "project": ("プロジェクト", "專案", "项目", "프로젝트"),
    "feature": ("機能", "功能", "기능"),
    "option": ("オプション", "選項", "选项", "옵션"),
    "page": ("ページ", "頁面", "页面", "페이지"),
    "sequence": ("シーケンス", "序列", "시퀀스"),
    "batch": ("バッチ", "批次", "배치"),
    "vendor": ("ベンダー", "廠商", "厂商", "벤더"),
    "platform": ("プラットフォーム", "平台", "플랫폼"),
    "query": ("クエリ", "查詢", "查询", "쿼리"),
    "session": ("セッション", "工作階段", "會話", "会话", "세션"),
    "benchmark": ("ベンチマーク", "基準測試", "基准测试", "벤치마크"),
    "deployment": ("デプロイメント", "部署", "배포"),
    "service": ("サービス", "服務", "服务", "서비스"),
    "application": ("アプリケーション", "アプリ", "應用程式", "应用", "애플리케이션"),
    "customer": ("顧客", "客戶", "客户", "고객"),
    "developer": ("開発者", "開發者", "开发者", "개발자"),
    "device": ("デバイス", "裝置", "设备", "디바이스", "장치"),
    "core": ("コア", "核心", "코어"),
    "step": ("ステップ", "步驟", "步骤", "단계"),
    "configuration": ("構成", "設定", "配置", "구성"),
    "prompt": ("プロンプト", "提示", "프롬프트"),
    "replica": ("レプリカ", "副本", "레플리카", "복제본"),
    "pod": ("ポッド", "Pod", "파드"),
    "container": ("コンテナ", "容器", "컨테이너"),
    "agent": ("エージェント", "代理", "에이전트"),
}
_NOUN_OF = {word: english for english, words in COUNTED_NOUNS.items() for word in words}
_TRANSLATED_NOUN = re.compile("|".join(sorted(map(re.escape, _NOUN_OF), key=len, reverse=True)))
_LATIN_NOUN = re.compile(r"[A-Za-z][A-Za-z0-9+-]*(?:\.[A-Za-z0-9]+)*")


def moved_vague_amounts(english: str, translation: str) -> tuple[list[str], list[str], bool]:
    """The translation's vague counts, in its order, and the English's amounts, in its
    order, where the counts are moved between their nouns (the third value true) or stand
    in another order with no noun to tell (false); empty lists where neither.

    >>> moved_vague_amounts("hundreds of GPUs and dozens of nodes", "数十の GPU と数百のノード")
    (['数十', '数百'], ['hundreds', 'dozens'], True)
    >>> moved_vague_amounts("hundreds of requests, dozens of models", "数百のモデル、数十の要求")
    (['数百', '数十'], ['hundreds', 'dozens'], True)
    >>> moved_vague_amounts("hundreds of widgets, dozens of shops", "数十の店舗、数百の部品")
    (['数十', '数百'], ['hundreds', 'dozens'], False)
    >>> moved_vague_amounts("hundreds of requests, dozens of models", "数十のモデル、数百の要求")
    ([], [], False)
    """
    amounts = english_amounts(english, few=True)  # ("a few experts across hundreds of GPUs")
    if len({magnitude for magnitude, _, _ in amounts}) < 2:
        return [], [], False
    counts = _vague_counts(translation)
    said = [magnitude for magnitude, _, _ in amounts]
    found = [magnitude for _, magnitude, _ in counts]
    if sorted(found) != sorted(said):
        return [], [], False  # another amount, or one missing, is the number check's to say
    nouns = _nouns(amounts)
    paired = [
        nouns[noun] == magnitude
        for _, magnitude, beside in counts
        # (the English's own noun among those beside: 數百個 LLM 模型 counts models)
        for noun in [next((noun for noun in map(_singular, beside) if noun in nouns), "")]
        if noun
    ]
    order = [token for token, _, _ in counts], [words for _, words, _ in amounts]
    if not all(paired):
        return *order, True  # an amount beside another noun than the English's: in any order
    if found == said or len(paired) >= len(counts) - 1:
        return [], [], False  # in the English's order, or each amount beside its own noun
    return *order, False


def recounted_nouns(english: str, translation: str) -> list[str]:
    """Vague counts beside another of ``COUNTED_NOUNS`` than the English's ("hundreds of
    models" as 数百のノード), where the English's noun is nowhere in the translation: the
    amount now counts something else.

    >>> recounted_nouns("Hundreds of models.", "数百のノード。")
    ['数百 counts nodes, where the English counts models']
    >>> recounted_nouns("Hundreds of models.", "ノード上の数百のモデル。")
    []
    """
    nouns = _nouns(english_amounts(english, few=True))
    counted = {noun: magnitude for noun, magnitude in nouns.items() if noun in COUNTED_NOUNS}
    if not counted:
        return []
    found = []
    for token, magnitude, beside in _vague_counts(translation):
        nearest = _singular(beside[0]) if beside else ""
        if not nearest or nearest in nouns or nearest not in COUNTED_NOUNS:
            continue
        found += [
            f"{token} counts {nearest}s, where the English counts {noun}s"
            for noun, said in counted.items()
            if said == magnitude and not _written(noun, translation)
        ]
    return found


def per_noun_changed(english: str, translation: str) -> list[str]:
    """A rate per one of ``COUNTED_NOUNS`` (or a noun kept in Latin letters) the translation
    counts per another ("per node" as クラスタあたり, 每個叢集, 클러스터당) where the English's
    noun is nowhere in it: the same figure, counted per another thing.

    >>> per_noun_changed("Up to 64 GPUs per node.", "クラスタあたり最大64基のGPU。")
    ['per node, as per cluster']
    >>> per_noun_changed("Up to 64 GPUs per node.", "ノードあたり最大64基のGPU。")
    []
    """
    if "per " not in english:
        return []
    said = {_singular(noun) for noun in _ENGLISH_PER.findall(english.lower())}
    if not said or any(_written(noun, translation) for noun in said):
        return []
    # (and what the English counts "each" of: "Each node serves 100 requests per second" as
    # 各ノードは毎秒 counts per node as the English does)
    said |= {_singular(noun) for noun in _ENGLISH_EACH.findall(english.lower())}
    changed = []
    for each in _EACH_NOUN.finditer(translation):
        word = each.group("before") or each.group("after") or ""
        noun = _NOUN_OF.get(word, _singular(word.lower()))
        if noun and noun not in said and (noun in COUNTED_NOUNS or word.isascii()):
            changed += [f"per {english_noun}, as per {noun}" for english_noun in sorted(said)]
    return sorted(set(changed))


_ENGLISH_PER = re.compile(r"\bper (?:(?:thousand|million|billion) )?([a-z][a-z0-9-]*)")
_ENGLISH_EACH = re.compile(r"\b(?:each|every) ([a-z][a-z0-9-]*)")
_NOUN_WORD = (
    "|".join(sorted(map(re.escape, _NOUN_OF), key=len, reverse=True)) + r"|[A-Za-z][A-Za-z0-9+-]*"
)
# The noun a translation counts per: before あたり, ごと, 당, 마다, 별; after 每個, 每, 各.
_EACH_NOUN = re.compile(
    rf"(?P<before>{_NOUN_WORD})[ \u00a0]?(?:あたり|当たり|ごと|당|마다|별)"
    rf"|(?:每個|每个|每|各)[ \u00a0]?(?P<after>{_NOUN_WORD})"
)


def _written(noun: str, translation: str) -> bool:
    """Whether ``translation`` writes the English noun, kept or as one of its words."""
    words = COUNTED_NOUNS.get(noun, ())
    return noun in translation.lower() or any(word in translation for word in words)


def _nouns(amounts: list[tuple[int, str, str]]) -> dict[str, int]:
    """The English's counted nouns (singular) and their amounts' orders of magnitude; not a
    noun counted twice with amounts of two orders (its pairing tells nothing)."""
    nouns: dict[str, set[int]] = {}
    for magnitude, _, noun in amounts:
        if noun:
            nouns.setdefault(_singular(noun), set()).add(magnitude)
    return {noun: next(iter(found)) for noun, found in nouns.items() if len(found) == 1}


def _vague_counts(translation: str) -> list[tuple[str, int, list[str]]]:
    """The vague amounts of ``translation`` in its order (``amount_spans``: 数百, the words of
    a few, 数個, 複数, 몇, as fewer than ten, and the English's words), each with its order
    of magnitude and the English of the nouns of its phrase, nearest first, where a noun
    is kept in Latin letters or is one of ``COUNTED_NOUNS``."""
    found = amount_spans(translation)
    counts = []
    for index, (at, end, magnitude) in enumerate(found):
        between = _BETWEEN.match(translation, end)
        assert between is not None  # (every part of it may be absent)
        if between["of"] is None and _PHRASE_DONE.match(translation, between.end()):
            since = found[index - 1][1] if index else 0
            nouns = _nouns_before(translation, max(since, at - _PHRASE_LONGEST), at)
        else:
            phrase_end = found[index + 1][0] if index + 1 < len(found) else len(translation)
            nouns = _nouns_after(translation, between.end(), phrase_end)
        counts.append((translation[at:end].removesuffix(" of"), magnitude, nouns))
    return counts


def _nouns_after(translation: str, at: int, end: int) -> list[str]:
    """The English nouns (lowered) of the nouns from ``at`` in its phrase, before ``end``
    (the next count), in order: kept in Latin letters, or ``COUNTED_NOUNS`` translated past
    the words before them (数百の大規模モデル)."""
    phrase = _PHRASE_END.search(translation, at, end)
    end = min(end, at + _PHRASE_LONGEST, phrase.start() if phrase else end)
    return [noun for _, noun in sorted(_nouns_in(translation, at, end))]


def _nouns_before(translation: str, since: int, at: int) -> list[str]:
    """The English nouns (lowered) of the nouns before ``at`` back to ``since`` or a mark,
    nearest first (요청 수십 건을: request)."""
    marks = [mark.end() for mark in _MARK.finditer(translation, since, at)]
    return [noun for _, noun in sorted(_nouns_in(translation, max([since, *marks]), at))][::-1]


def _nouns_in(translation: str, start: int, end: int) -> list[tuple[int, str]]:
    latin = [
        (noun.start(), noun.group().lower())
        for noun in _LATIN_NOUN.finditer(translation, start, end)
    ]
    return latin + [
        (noun.start(), _NOUN_OF[noun.group()])
        for noun in _TRANSLATED_NOUN.finditer(translation, start, end)
    ]


_MARK = re.compile(r"[、。，,；;：:！？!?（）()「」]")
# Where a count's noun phrase ends: a mark, or a Japanese particle after its noun.
_PHRASE_END = re.compile(r"[、。，,；;：:！？!?（）()「」]|[でをにがはと](?![\u3040-\u309f])")
_PHRASE_LONGEST = 16  # characters from the count to its noun at most


def _singular(noun: str) -> str:
    """An English noun's singular, as ``COUNTED_NOUNS`` keys it (companies, batches, GPUs)."""
    if noun.endswith("ies") and len(noun) > 4:
        return noun[:-3] + "y"
    if noun.endswith(("ches", "shes", "sses", "xes")):
        return noun[:-2]
    return noun[:-1] if noun.endswith("s") and not noun.endswith("ss") and len(noun) > 2 else noun
