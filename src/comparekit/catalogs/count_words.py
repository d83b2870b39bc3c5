"""Words directly before a counter or a percent sign that no reader of numbers reads (はち枚
before kana numerals were read, 서 장, 卄張): each a number the page shows and the check would
not compare. Ordinary words before a counter (この台, 這個, 平台, 가장) are known, learned from
the shipped catalogs; any other is a warning, so the next numeral no reader knows is a review
item rather than a silent pass. Imports only the readers (``number_tokens``, ``number_words``).

>>> unread_count_words("GPU はち枚、GPU ペケ枚、這個、平台、소비자용 GPU 서 장, GPU 뭐 장")
['ペケ枚', '뭐 장']
"""

from __future__ import annotations

import re

from comparekit.catalogs.look_alike_numerals import folded
from comparekit.catalogs.number_tokens import tokens_of
from comparekit.catalogs.number_words import vague_words

# A counter, a percent sign and a word before it: a run of hiragana or of katakana spaced or
# not (not a counter that begins a compound, 台数, 基盤, 基づく, 張り), one Han character
# (卄張: a Chinese counter is followed by its noun); or a Hangul word spaced before its
# counter, alone or before a particle (서 장과), or before a percent. (Each pattern starts
# with its counter or a space, which the walk finds by a table; the word is read backwards.)
_COUNTER = re.compile("[枚張张台基個个倍%％]|パーセント")
_KANA_BEFORE_COUNTER = re.compile(r"([\u3041-\u3096]+|[\u30a1-\u30fa\u30fc]+)[ \u00a0]?$")
_HAN = re.compile("[\u3400-\u9fff]")
_COMPOUND_AFTER = re.compile("[\u3400-\u9fffづり]")
_HANGUL_COUNTER = re.compile(
    # (대 before a space is "versus", 성능 대 비용: not a count)
    r"[ \u00a0](?:(?:장|개|대(?![ \u00a0])|명|번|배|쌍|다스)"
    r"(?:의|가|이|를|을|는|은|에서|에|으로|로|와|과|도|만|씩|까지|부터|이나|나|뿐)?(?![가-힣])"
    r"|%|퍼센트)"
)
_HANGUL_BEFORE = re.compile("[가-힣]+$")
_HAS_HANGUL = re.compile("[가-힣]")
_DIGIT = re.compile(r"\d")

# The words before a counter in the shipped catalogs' faithful translations, and the common
# words that end in a counter's character: ordinary vocabulary, not a count.
_ORDINARY = frozenset(
    (
        # Japanese: particles and words before a counter's character (に基づく, 拡張, 別個)
        *("するときの基", "に基", "は基", "を個", "を基", "カード枚", "サービング基"),
        *("別個", "拡張", "数台", "数枚", "送基", "の台", "の基", "が基", "と基", "で基", "も基"),
        # Chinese: this, each, which, several, many, whole, platform, expand, single
        *("何基", "化基", "各個", "各台", "哪個", "單張", "場基", "多個", "多台", "多張", "存張"),
        *("平台", "幾個", "幾台", "幾張", "援張", "整個", "數個", "某個", "每個", "每台", "為基"),
        *("的基", "與基", "蓋張", "這個", "這台", "這張", "非基", "那個", "那台", "那張", "每張"),
        *("个个", "個個", "这个", "那个", "哪个", "每个", "整个", "某个", "各个", "多个", "几个"),
        *("數張", "数台", "數台", "主張", "主张", "擴張", "扩张", "緊張", "紧张", "誇張", "开张"),
        *("開張", "舞台", "後台", "后台", "前台", "電台", "电台", "櫃台", "陽台", "阳台", "擂台"),
        *("加倍", "翻倍", "數倍", "数倍", "幾倍", "几倍", "成倍", "何倍", "何台", "何枚", "何個"),
        *("單個", "单个", "單台", "单台", "單基", "每基", "這基", "这张", "这台", "那张", "单张"),
        # Korean: most, publish, pledge, built-in, versus, introduce, this time, prove, ...
        *("가 장", "공 개", "권 장", "내 장", "대 개", "몇 장", "보 장", "분 배", "상 대"),
        *("세 대", "소 개", "엔진 대", "여러 대", "요컨 대", "이 번", "정반 대", "주 장"),
        *("증 명", "최 대", "칭화 대", "확 장", "몇 개", "몇 대", "몇 명", "몇 번", "여러 개"),
        *("여러 명", "여러 번", "여러 장", "각 개", "각 대", "각 장", "이번 장", "다음 장"),
        *("다음 번", "지난 번", "매 번", "수십 개", "수백 개", "수천 개", "수 개"),
    )
)


def unread_count_words(text: str) -> list[str]:
    """The words of ``text`` directly before a counter or a percent that no reader reads
    as a number and that are not ordinary words, each with its counter, as written."""
    if text.isascii():
        return []
    text = folded(text)
    unread = []
    words = _before_counters(text) if _COUNTER.search(text) else []
    if _HAS_HANGUL.search(text):
        words += _before_korean_counters(text)
    for written, key, word in words:
        # (read as a number, or as a vague count: 두어 개, 数枚)
        if not _known(key, word) and not tokens_of(written) and not vague_words(written):
            unread.append(written)
    return unread


def _before_counters(text: str) -> list[tuple[str, str, str]]:
    """Each kana word or Han character before a counter or a percent: as written, as
    looked up (no space), and the word."""
    found = []
    for counter in _COUNTER.finditer(text):
        start, end = counter.span()
        compound = counter.group() in "枚張张台基個个倍" and _COMPOUND_AFTER.match(text, end)
        if start == 0 or compound:
            continue
        before = text[max(0, start - 12) : start]
        if _HAN.match(before[-1:]):
            if counter.group() in "%％":
                continue  # (a Han word before a percent: 约, 增加)
            word = before[-1]
            written = word + counter.group()
        elif kana := _KANA_BEFORE_COUNTER.search(before):
            word = kana.group(1)
            written = kana.group() + counter.group()
        else:
            continue
        found.append((written, word + counter.group(), word))
    return found


def _before_korean_counters(text: str) -> list[tuple[str, str, str]]:
    """Each Hangul word spaced before a Korean counter or a percent, as in
    ``_before_counters``: looked up with its space, without its particle."""
    found = []
    for counter in _HANGUL_COUNTER.finditer(text):
        hangul = _HANGUL_BEFORE.search(text, max(0, counter.start() - 12), counter.start())
        if hangul is None or _DIGIT.match(text, hangul.start() - 1 if hangul.start() else 0):
            continue  # (nor a myriad after its digits: 13만 개, 2천 명)
        written = text[hangul.start() : counter.end()]
        key = _PARTICLE.sub("", written.replace("\u00a0", " "))
        found.append((written, key, hangul.group()))
    return found


def _known(key: str, word: str) -> bool:
    """Whether the word and its counter are ordinary vocabulary, or the word ends in a
    particle (この台, …を基)."""
    return key in _ORDINARY or (len(word) > 1 and word[-1] in _ENDS_A_WORD)


_PARTICLE = re.compile(
    "(?:의|가|이|를|을|는|은|에서|에|으로|로|와|과|도|만|씩|까지|부터|이나|나|뿐)$"
)
# Hiragana that end a word or a particle before a counter's character (…の台, …を基に): a
# kana numeral ends in none of these but ち and つ (はち, いち: read by the kana reader).
_ENDS_A_WORD = frozenset("のをにはがでともへや")
