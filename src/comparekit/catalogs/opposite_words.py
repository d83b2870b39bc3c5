"""A word turned into its opposite: "high concurrency" as 低並行度, "online traffic" as
오프라인 트래픽, "months older" as 数か月新しい, "Where {product} wins" as 劣る点, "partial
Ascend" as 完整支援, "draft acceptance" as 기각률, "joined" as 탈퇴. Every name and number is
kept, so no other check sees the page say the opposite (attack 25).

Each axis has two poles (high and low; older and newer; online and offline), each with the
English's words and the translations' (Japanese, Korean and Chinese in one table: a word
there is written in one script, or means the same in Japanese and Chinese). A text turns a
pole where the translation says a pole of the English's fewer times than the English does
and another pole of the axis more times: the English's word is gone and its opposite stands
in its place. A word with a negation right on it (not high, 高くない, 높지 않, 不高,
オフラインではない) says the other pole: "low" may be said as "not high", and "not offline"
for "offline" is turned. A word with a negation later in its clause (大きな効果は得られない)
says none, as the negation may be of another word. The whole text is judged, and each
sentence beside its own where both have as many sentences and each pair names the same
names and numbers ("a few GPUs … plenty of memory" says both poles in the whole paragraph,
one in each sentence). An opposite only added is left to the reviewer.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass

from comparekit.catalogs.findings import Entry, Finding
from comparekit.catalogs.sentence_pairs import paired_sentences, sentence_names

_HANGUL_BEFORE = r"(?<![가-힣])"  # (적은 is a word; 목적은 is "the purpose")


@dataclass(frozen=True)
class Pole:
    """One end of an axis: its name, the English's words and the translations'."""

    name: str
    english: str
    translated: str
    # A hedge whose loss alone turns the text ("partial Ascend" as Ascend にも対応: supported
    # in full), where the translation says no word of it at all.
    hedge: bool = False


_AXES: tuple[tuple[Pole, ...], ...] = (
    (
        Pole(
            "ahead",
            r"wins?|winning|strengths?|advantages?|excels?|outperforms?",
            r"優位|強み|優れ|勝る|勝って|長所|得意|有利|강점|우위|유리|앞서|장점|우세"
            r"|優勢|优势|強項|强项|勝出|胜出|長處|优于|優於|勝過",
        ),
        Pole(
            "behind",
            r"weak(?:er|ness|nesses)?|loses|worse|disadvantages?|falls? short|trails?|inferior",
            r"劣る|劣り|劣位|劣って|弱み|弱点|弱い|弱く|不利|短所|及ばな|苦手|약점|열위|불리|뒤처|뒤지|단점"
            r"|열세|한계|短板|欠点|부족한 점|밀리|缺點|缺点|不足之處|不足之处"
            r"|劣勢|劣势|弱項|弱项|弱點|不如|遜色|逊色|落後|落后|短處|短处"
            r"|課題|아쉬운 점|아쉬움|不足處",
        ),
    ),
    (
        Pole(
            "more",
            r"more than|greater than|exceeds?|surpass(?:es)?",
            r"上回|より多|を超え|더 많|보다 많|넘어서|多於|多于|超過|超过|超越|勝過",
        ),
        Pole(
            "less",
            r"less than|fewer than|falls? short of|below",
            r"下回|より少な|に及ばな|더 적|보다 적|못 미치|少於|少于|不及|低於|低于",
        ),
    ),
    (
        Pole(
            "required",
            r"must|requires?|required|mandatory|needs? to|has to|have to",
            r"必要(?!に応じ)|必須|なければならな|なくてはならな|ないといけな|なくてはいけな|ねばならな"
            r"|필요(?!에 따라| 시)|필수|해야|必需|(?<![視视按依])需要|一定要|一定得|非得|得在|得要",
        ),
        Pole(
            "not required",
            r"need not|needn't|optional|optionally|not required|no need"
            r"|(?:does|do|did)(?: not|n't) (?:need|require)",
            r"必要(?:が|は)?な[いく]|必要なし|不要|不必|無需|无需|필요(?:가|는)?\s?없|필요하지\s?않"
            r"|불필요|なくてもよ|なくてもい|オプション|선택 사항|可選|可选|選用|选用"
            r"|없이도 되|없어도 되"
            r"|必要に応じ|필요에 따라|필요 시|視需要|视需要|按需|依需要",
        ),
    ),
    (
        Pole("next", r"next", r"次に|次の|次へ|다음|下一"),
        Pole("previous", r"previous|preceding", r"前に読|前の記事|前へ|戻る|이전|上一|前文|上文"),
    ),
    (
        Pole(
            "online",
            r"online",
            r"オンライン|온라인|線上|线上|在線|在线|連線|联机",
        ),
        Pole("offline", r"offline", r"オフライン|오프라인|離線|离线|脫機|脱机|線下|线下"),
    ),
    (
        Pole(
            "older",
            r"older|oldest|outdated|stale",
            r"古い|古く|古かっ|旧版|旧来|오래된|오래되|예전|구버전|較舊|较旧|更舊|更旧|舊版|旧版"
            r"|較早|较早|更早|過時|过时|旧型|旧世代|舊世代|구세대|이전 세대|구형|舊款"
            r"|上一代|前一代|一世代前|従来|舊型|老舊|老旧"
            r"|이전 모델|이전 버전|구 모델|前のモデル|旧モデル|舊模型|旧模型|上一版",
        ),
        Pole(
            "newer",
            r"newer|newest|more recent",
            r"新しい|新しく|新しかっ|最新|더 새|최신|신버전|較新|较新|更新的|較晚|较晚|更晚|晚了"
            r"|新了|新型|新世代|신형|최근|新款|新一代|か月後|개월 후|개월 뒤|晚數|晚数|新機能"
            r"|새 기능|新功能",
        ),
    ),
    (
        Pole(
            "high",
            r"high|higher",
            r"(?<!最)高(?!速|度|価|價|額|额|品質|品质|さ)|높|고(?=동시|성능|가용|사양|부하)",
        ),
        Pole(
            "low",
            r"low|lower",
            r"(?<!最)低|낮|저(?=동시|성능|지연|사양|부하|전력)",
        ),
    ),
    (
        Pole(
            "large",
            r"large|larger|largest|big|bigger|huge|massive|plenty|ample|abundant|heavy|heavily"
            r"|(?<!how )many|(?<!how )much|lots|more(?! recent)",  # (more than: 갖춘 것이 많습니다)
            r"大き|大規模|大量|豊富|潤沢|十分な|大型|龐大|庞大|較大|较大|更大|充足|充裕|大容量|膨大"
            rf"|{_HANGUL_BEFORE}(?:큰|크고|크게|큽|크(?=지))|대규모|대량|넉넉|풍부|충분"
            r"|(?<=[不並并])大|許多|许多|多い|多く(?!の場合)|多数|多數|很多|更多|較多|较多"
            rf"|{_HANGUL_BEFORE}(?:많은|많고|많아|많습|많이|많(?=지))",  # (規模不大: not large)
        ),
        Pole(
            "small",
            r"small|smaller|smallest|tiny|little|scarce|few|fewer|less|short|shorter|shortest"
            r"|rarely|seldom",  # (rarely compete: 很少爭奪)
            r"小さ|小規模|少量|少な|乏し|小眾|小众|少數|少数|소수|限られ|제한된|小型|較小|较小|更小|不足|小容量"
            rf"|{_HANGUL_BEFORE}(?:작은|작고|작게|작습|작(?=지)|적은|적고|적게|적습|적(?=지))|소규모|소량|부족"
            r"|很少|極少|极少|少有|精簡|精简",
        ),
    ),
    (
        Pole(
            "accepted",
            r"accept(?:s|ed|ance|ing)?",
            r"受理|採択|受け入れ|受入|수용|수락|채택|接受|採納|采纳",
        ),
        Pole(
            "rejected",
            r"reject(?:s|ed|ion|ing)?",
            r"拒否|却下|棄却|不採択|不採用|落選|거부|기각|거절|탈락|拒絕|拒绝|駁回|驳回|否決|否决",
        ),
    ),
    (
        Pole("joined", r"joined|joins?|joining", r"加わ|参加|加盟|합류|가입|合流|參與|加入了"),
        Pole(
            "left",
            r"left|leaves|leaving|withdr[ae]w",
            r"離脱|脱退|脱会|退出|탈퇴|이탈|빠졌|빠져|撤出|離開|离开|脫離|脱离",
        ),
    ),
    (
        Pole(
            "full",
            r"full|fully|complete|completely|entire|entirely",
            r"完全|全面|完整|フル|완전|완벽|전면|전체 지원",
        ),
        Pole(
            "partial",
            r"partial|partially|partly|incomplete",
            r"部分的|一部|부분적|일부|部分支援|部分支持|部分對應|不完全|不完整|불완전"
            r"|限定的|제한적|有限|부분 지원|부분지원|部分(?=[達达實实支對对完相兼可])",
            hedge=True,
        ),
    ),
    (
        Pole(
            "host memory",
            r"host memory|system memory|CPU memory|DRAM|main memory",
            r"ホストメモリ|ホスト メモリ|システムメモリ|メインメモリ|主記憶"
            r"|호스트 메모리|시스템 메모리"
            r"|主機記憶體|主机内存|系統記憶體|系统内存|DRAM",
        ),
        Pole(
            "GPU memory",
            r"GPU memory|VRAM|HBM|device memory",
            r"GPU ?メモリ|GPU ?메모리|GPU ?記憶體|GPU ?内存|GPU ?顯存|GPU ?显存|顯存|显存|VRAM|HBM"
            r"|デバイスメモリ|디바이스 메모리|裝置記憶體|ビデオメモリ|그래픽 메모리"
            r"|그래픽카드 메모리|顯示卡記憶體|顯卡記憶體|显卡内存|顯示記憶體|NPU ?メモリ"
            r"|NPU ?메모리|NPU ?記憶體|NPU ?内存|デバイス側のメモリ|アクセラレーターのメモリ"
            r"|가속기 메모리|加速器記憶體|加速器内存",
        ),
    ),
    (
        Pole(
            "one at a time",
            r"one (?:request )?at a time|sequentially|serially|single-request|per-request",
            r"一度に1|1件ずつ|単一リクエスト|単一の要求|하나당|リクエストあたり|リクエストごと|요청당|每個請求|每一請求|一つずつ"
            r"|逐次|順番に|한 번에 하나|순차|하나씩|一次只|逐一|單一請求|單個請求|直列|직렬"
            r"|串行|循序",
        ),
        Pole(
            "in parallel",
            r"in parallel|concurrently|parallel|batched|total|overall|aggregate",
            # (not "only one at the same time": 동시에 요청 하나만, 只能同時處理一個)
            r"並列に|並行して|병렬로|동시에(?![^,.]{0,10}(?:하나|한 개|1개))"
            r"|並行處理|并行处理|平行處理"
            r"|同時處理(?![一1]個)|まとめて|同時に複数|一度に複数|한꺼번에|동시에 여러"
            r"|同時多個|一次多個"
            r"|整體|整体|全体の|전체 |総スループット|總吞吐|总吞吐|총 처리량|合計",
        ),
    ),
)


def _joined(name: str, *poles: Pole) -> Pole:
    return Pole(
        name,
        "|".join(pole.english for pole in poles),
        "|".join(pole.translated for pole in poles),
    )


def _axis(name: str) -> tuple[Pole, ...]:
    return next(axis for axis in _AXES if axis[0].name == name)


# High and large are one side of a magnitude, low and small the other: "high concurrency"
# may be 多い同時実行数 and turned as 少量並行 (small). Read when no axis of its own turned.
_MAGNITUDE: tuple[Pole, ...] = (
    _joined("high", _axis("high")[0], _axis("large")[0]),
    _joined("low", _axis("high")[1], _axis("large")[1]),
)

# A negation on the English's word: "not high", "no longer large", "isn't small", "no GPU is
# required".
_ENGLISH_NEGATED = re.compile(
    r"(?i)(?:\bnot|n't|\bno longer|\bnever)\s+(?:(?:very|so|as|too)\s+)?$"
    r"|\bno\b[^,.;:!?]*\b(?:is|are|was|were|be)\s+$"  # (no GPU is required)
)
# A negation on a translation's word: after it (高くない, 높지 않, 크지 않) or before it (不高,
# 並不大, 沒有較高).
_NEGATED_AFTER = re.compile(
    r"[^、。，,.\s]{0,3}?(?:ない|なく|ではな|じゃな|\s?없|지\s?않|지\s?못|지는\s?않"
    r"|\s?[이가]?\s?아[닌니님])"
)
_NEGATED_BEFORE = re.compile(r"(?:不|並不|并不|沒有|没有|未|非|不具|不具備|不具备|缺乏|毫無|毫无)$")
# A negation later in the word's clause: 大きな効果は得られない (no large effect), 큰 도움이
# 되지 않습니다, 완전히 지원되지 않음 (not fully supported); not 少ない's ない.
_CLAUSE_NEGATION = re.compile(
    r"[^、。，,；;！？!?.]*?(?:(?<!少)な[いくかけ]|ず|ません|않|없|못|아니|不|沒|没|無|无|未)"
)


# Any English word of a pole: most strings say none (a quick test before the axes).
_ANY_ENGLISH = re.compile(
    "(?i)(?<![\\w-])(?:" + "|".join(pole.english for axis in _AXES for pole in axis) + ")(?!\\w)"
)


@functools.cache
def _english_words(pole: Pole) -> re.Pattern[str]:
    return re.compile(rf"(?i)(?<![\w-])(?:{pole.english})(?!\w)")  # (high-concurrency too)


@functools.cache
def _translated_words(pole: Pole) -> re.Pattern[str]:
    return re.compile(pole.translated)


def _english_words_of(pole: Pole, text: str) -> tuple[list[str], list[str]]:
    """The words of ``pole`` the English says, and those it says with a negation on them
    (not high)."""
    said, negated = [], []
    for found in _english_words(pole).finditer(text):
        if _ENGLISH_NEGATED.search(text[max(0, found.start() - 40) : found.start()]):
            negated.append(found.group())
        else:
            said.append(found.group())
    return said, negated


def _translated_words_of(pole: Pole, text: str) -> tuple[list[str], list[str]]:
    """The words of ``pole`` the translation says, and those it says with a negation right
    on them (オフラインではない, 非離線, 오프라인이 아닌). A word with a negation later in its
    clause (大きな効果は得られない) is in neither: the negation may be of another word."""
    said, negated = [], []
    for found in _translated_words(pole).finditer(text):
        before = text[max(0, found.start() - 3) : found.start()]
        if _NEGATED_AFTER.match(text, found.end()) or _NEGATED_BEFORE.search(before):
            negated.append(found.group())
        elif not _CLAUSE_NEGATION.match(text, found.end()):
            said.append(found.group())
    return said, negated


Axis = tuple[Pole, ...]
Turn = tuple[Pole, Pole, str]


def _turned(
    english: str, translation: str, axes: tuple[Axis, ...]
) -> tuple[list[Turn], list[Axis]]:
    """Each axis of ``axes`` on which the translation says a pole of the English's fewer
    times than the English and another more times (the English's pole, the translation's
    and its word), and the axes whose poles the English says more than one of."""
    turned, mixed = [], []
    for axis in axes:
        said = {
            pole: len(words) for pole, words in _poles(axis, english, _english_words_of).items()
        }
        if sum(1 for count in said.values() if count) > 1:
            mixed.append(axis)
        if not any(said.values()):
            continue
        written = _poles(axis, translation, _translated_words_of)
        lost = [pole for pole in axis if len(written[pole]) < said[pole]]
        gained = [pole for pole in axis if len(written[pole]) > said[pole]]
        if lost and gained:
            turned.append((lost[0], gained[0], written[gained[0]][0]))
        elif lost and lost[0].hedge and not written[lost[0]]:
            other = axis[0] if lost[0] is axis[1] else axis[1]
            # (완전히 지원되지 않음, not fully supported, says it with the other pole negated)
            if not _translated_words(other).search(translation):
                turned.append((lost[0], other, ""))
    return turned, mixed


def _poles(
    axis: Axis, text: str, read: Callable[[Pole, str], tuple[list[str], list[str]]]
) -> dict[Pole, list[str]]:
    """The words ``text`` says of each pole of ``axis`` (``read``: a pole's words and its
    negated ones), a negated word of one pole as one of the other: "not high" and 高くない
    say low, 필요 없 not required."""
    found: dict[Pole, list[str]] = {pole: [] for pole in axis}
    for pole in axis:
        words, negated = read(pole, text)
        found[pole] += words
        found[axis[1] if pole is axis[0] else axis[0]] += negated
    return found


def check_opposite_words(entry: Entry) -> list[Finding]:
    """An error where the translation says the opposite pole of a word the English says
    (``_turned``), or, for an axis whose poles the whole English says both of, where a
    sentence of it does beside its English."""
    english, translation = entry.english, entry.translation
    if not translation or translation.isascii() or not _ANY_ENGLISH.search(english):
        return []
    turned, mixed = _turned(english, translation, _AXES)
    if not turned:
        turned = _turned(english, translation, (_MAGNITUDE,))[0]
    if not turned and mixed:
        for sentence, its in paired_sentences(english, translation):
            if sentence_names(sentence) == sentence_names(its):  # (the same sentence)
                turned += _turned(sentence, its, tuple(mixed))[0]
    return [
        Finding(
            "opposite",
            f"the English says {pole.name}; the translation says {other.name} ({word})"
            if word
            else f"the English says {pole.name}; the translation says no word of it",
        )
        for pole, other, word in dict.fromkeys(turned)
    ]
