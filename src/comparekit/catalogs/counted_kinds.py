"""What a kept number counts, or how it is scaled: the word a translation writes after a
number (4.6倍, 4ノード, {count}本) against the English's. The digits alone pass a number
kept while its word says another quantity: 4.6 times as 4.6割 (46%), 75% as 75 ポイント
(percentage points) or 七五折 (75% of the price), 3 GPUs as 3番目 (the third), 4 nodes as
4ラック, 131,072 tokens as 131,072 ワード, "two" as 二代 (two generations), a count's
placeholder as {count}倍. Imports nothing of comparekit.

Two kinds of word are read. A scale (times, tenths, a discount, percent, percentage points,
digits, an ordinal) changes what the number itself says: it must be the English's scale of
that number. A counted noun (nodes, racks, tokens, words, characters, sets, generations,
GPUs) must be one the English names, and where the English names a noun right after the
same number, that one. A counter (台, 基, 개, 張) says nothing of what is counted, and is
passed over to the noun after it (4 個節點, 4台のノード) or before it (노드 4개, ノード1台).

>>> changed_kinds("about 4.6 times faster", "約4.6割速い")
['4.6割 (tenths), where the English has 4.6 (times)']
>>> changed_kinds("on 4 nodes", "4台のノードで")
[]
>>> changed_kinds("on 4 nodes", "노드 4개에서")
[]
"""

from __future__ import annotations

import re
from collections import defaultdict

# The kinds that scale the number itself: another one is another quantity, whatever noun
# the English names.
_SCALES = frozenset(
    ("times", "fraction", "tenths", "discount", "percent", "percentage points", "digits")
) | {"ordinal"}
# Each kind and the English's words for it, read after its number (4.6 times, 75%, 3rd).
_ENGLISH_KINDS = {
    "times": r"(?:x|×)(?![A-Za-z])|times\b|-?fold\b",
    "percentage points": r"(?:percentage[ -])points?\b|points?\b|pp\b",
    "discount": r"%[ -]?(?:off|discount)\b",
    "percent": r"%|percent\b|per cent\b",
    "digits": r"digits?\b",
    "ordinal": r"(?:st|nd|rd|th)\b",
    "generations": r"generations?\b",
    "sets": r"(?:sets?|groups?|pairs?|kits?)\b",
    "nodes": r"nodes?\b",
    "racks": r"racks?\b",
    "tokens": r"tokens?\b",
    "words": r"words?\b",
    "characters": r"(?:characters?|chars?)\b",
    "GPUs": r"(?:GPUs?|cards?|accelerators?)\b",  # (8 cards as GPU 8枚)
    "CPUs": r"CPUs?\b",
    "cores": r"cores?\b",
    "machines": r"(?:machines?|servers?|hosts?|boxe?s?|nodes?)\b",  # (a node is a machine)
    "requests": r"requests?\b",
    "bytes": r"(?:bytes?|[KMGTP]i?B)\b",
    "bits": r"(?:bits?|[KMGT]b)\b",
}
# The translations' words for each kind, read directly after a number (the longer spelling
# first where one begins another: パーセントポイント before パーセント, 番目 before 番).
_TRANSLATED_KINDS = {
    "times": r"倍|배(?![가-힣])|배(?=[로의가는를이에])|times\b|[xX](?![A-Za-z\d])|×",
    "fraction": r"分の|분의|分之",  # (4.6分の1: a 4.6th, where the English has 4.6 times)
    "discount": (  # (7割引 and 75%オフ are prices cut by 70% and 75%; 七五折 is 75% paid)
        r"割引|[%％][ \u00a0]?(?:割引|引き|オフ|OFF\b|off\b|할인|折扣)|折(?![疊叠線线])"
    ),
    "tenths": r"割|成(?![員员功為为立本長长果績绩熟型形分效就])|할(?![가-힣])",
    "percentage points": (
        r"パーセントポイント|[%％][ \u00a0]?(?:ポイント|포인트|points?\b|pts?\b|p\b)|ポイント"
        r"|퍼센트 ?포인트|포인트|[個个]?百分[點点]|(?:percentage )?points?\b|pts?\b|pp\b"
    ),
    "percent": r"%|％|パーセント|퍼센트|percent\b",
    "digits": r"桁|자리|位[數数]|digits?\b",
    "ordinal": (
        r"番目|番(?![号號組组地線线])|번째|(?<=첫)째|号(?![码碼])|號(?![碼码])|호(?![가-힣])"
        r"|(?:つ|個|台|基|枚|本|回|人|件)目(?![的標标])|(?:st|nd|rd|th)\b"
    ),
    "generations": r"世代|세대|代(?![表理替碼码わ入金価謝])",
    "sets": r"組(?![み織合態成])|组(?![织合件态成])|セット|세트|套|sets?\b|groups?\b",
    "nodes": r"ノード|노드|節點|节点|nodes?\b",
    "racks": r"ラック|랙|機架|机架|機櫃|机柜|racks?\b",
    "tokens": r"トークン|토큰|詞元|词元|tokens?\b",
    "words": (
        r"ワード|単語|語(?![彙句学順尾幹])|단어|單詞|单词|字詞|字词|[詞词](?![元彙汇語语])|words?\b"
    ),
    "characters": (
        r"文字|글자|자(?![가-힣])|자(?=[의를가는])|字元|字符|字(?![節节型體体串段號号幕母典])"
        r"|characters?\b"
    ),
    "GPUs": r"GPUs?\b|カード|카드|(?<!信用)卡(?![片通])",
    "CPUs": r"CPUs?\b",
    "cores": r"コア|코어|核心?(?![准對对])|cores?\b",
    "machines": (
        r"マシン|サーバー?|ホスト|머신|서버|호스트|機器|机器|伺服器|服务器|主機|主机"
        r"|machines?\b|servers?\b|hosts?\b"
    ),
    "requests": r"リクエスト|요청|請求|请求|requests?\b",
    "bytes": r"バイト|바이트|位元組|位元组|字節|字节|bytes?\b",
    "bits": r"ビット|비트|位元(?![組组])|比特|bits?\b",
}
_NOUNS = tuple(kind for kind in _TRANSLATED_KINDS if kind not in _SCALES)
_COUNTED = "a count"  # a counter with no noun the check knows after it (4台, 4.6枚)


def _alternatives(kinds: dict[str, str], names: tuple[str, ...], flags: int = 0) -> re.Pattern[str]:
    """One pattern of the words of ``names``, each kind a group named by its index."""
    return re.compile(
        "|".join(f"(?P<k{index}>{kinds[kind]})" for index, kind in enumerate(names)), flags
    )


_ENGLISH_NAMES = tuple(_ENGLISH_KINDS)
_ENGLISH_KIND = _alternatives(_ENGLISH_KINDS, _ENGLISH_NAMES, re.IGNORECASE)
_TRANSLATED_NAMES = tuple(_TRANSLATED_KINDS)
_TRANSLATED_KIND = _alternatives(_TRANSLATED_KINDS, _TRANSLATED_NAMES)
# A noun before a number and its counter (노드 4개, ノード1台): the noun is what is counted.
_NOUN_BEFORE = re.compile(
    "(?:" + "|".join(_TRANSLATED_KINDS[kind] for kind in _NOUNS) + r")[ \u00a0]?$"
)
# A counter between a number and its noun (4 個節點, 4台のノード, 4基の SM100 GPU): it names
# no kind, so the noun right after it is read.
_COUNTER = re.compile(r"(?:[個个台基枚張张部本件つ]|개|대|장)(?:[ \u00a0]?[の的])?[ \u00a0]?")
_SPACE = re.compile(r"[ \u00a0\u202f]?")
# A number as the check reads it: digits (not a name's: H100, V4, R1-0528), a placeholder
# ({count}), Han numerals before a word that scales (七五折, 二代, 三成; not 一套, "a suite")
# or after 第 (第三, from two: 第一 is also "first of all"), and a Korean native numeral
# before its word, spaced (두 배, 세 번째, 두 세대), and 첫 before 번째 or 째 ("first").
_HAN_VALUES = {char: str(value) for value, char in enumerate("〇一二三四五六七八九")}
_HAN_VALUES |= {"零": "0", "兩": "2", "两": "2"}
_KOREAN_VALUES = {"첫": "1", "한": "1", "두": "2", "세": "3", "네": "4", "다섯": "5", "여섯": "6"}
_KOREAN_VALUES |= {"일곱": "7", "여덟": "8", "아홉": "9", "열": "10"}
_DIGITS = r"(?<![A-Za-z\d.,_])(?<![A-Za-z\d]-)\d+(?:[.,]\d+)*(?![.,]?\d)"
_PLACEHOLDER = r"\{[A-Za-z_]\w*\}"
_NUMBER = re.compile(
    rf"{_DIGITS}|{_PLACEHOLDER}"
    r"|(?<![〇零一二三四五六七八九十百千萬万兩两新上下])[〇零一二三四五六七八九兩两]{1,2}"
    r"(?=[ \u00a0]?(?:[代成折倍割桁]|分之|分の|位[數数]|番目|世代))"
    r"|(?<=第)[二三四五六七八九兩两](?![十百千])"
    r"|(?<![가-힣])첫(?=[ \u00a0]?(?:번째|째))"  # (첫 번째, 첫째: "first")
    r"|(?<![가-힣])(?:한|두|세|네|다섯|여섯|일곱|여덟|아홉|열)"
    r"(?=[ \u00a0](?:배|번째|세대|자리|노드|랙|토큰|단어|글자|세트)"
    r"(?:(?![가-힣])|[로의가는를이에]))"
)
_ORDINAL_BEFORE = re.compile(r"(?:第[ \u00a0]?|제[ \u00a0]?|#|No\.[ \u00a0]?|number )$")
# The English's words that make the number after them a label or a rank, which a
# translation writes as one (step 2 as 第2段階, Q3 as 第3四半期, tier 1 as 1番目の層).
_LABEL_BEFORE = re.compile(
    r"(?:\b(?:step|phase|stage|day|round|version|part|chapter|section|level|tier|gen"
    r"|generation|row|column|item|option|rank|place|week|month|year)[ \u00a0]|\bQ)$",
    re.IGNORECASE,
)
# "1/2" and "1/N" of a number: a part, where the English may have N times.
_FRACTION_BEFORE = re.compile(r"(?<![\d.])1[ \u00a0]?/[ \u00a0]?$")
# A number listed before others that share its word (2.4 and 4.6 times): the word is its.
_LISTED = re.compile(
    r"(?:[ \u00a0]*(?:,|and|or|to|–|-|~|〜)[ \u00a0]*\d+(?:[.,]\d+)*(?![.,]?\d))*[ \u00a0-]?"
)
_ENGLISH_NUMBER_WORDS = {
    word: str(value)
    for value, word in enumerate(
        (
            *("zero", "one", "two", "three", "four", "five", "six", "seven", "eight"),
            *("nine", "ten", "eleven", "twelve"),
        )
    )
}
_ENGLISH_NUMBER_WORDS |= {"a": "1", "an": "1"}  # (an 8xB200 node: ノード1台)
_ENGLISH_NUMBER = re.compile(
    rf"{_DIGITS}|{_PLACEHOLDER}|(?<=(?<![A-Za-z])Q)[1-4](?!\d)"  # (Q3: a quarter's number)
    r"|\b(?:" + "|".join(_ENGLISH_NUMBER_WORDS) + r")\b",
    re.IGNORECASE,
)
# The English's multiples and parts in a word (twice as fast: 2倍; half: 2分の1).
_MULTIPLE_WORDS = {
    "twice": ("2", "times"),
    "double": ("2", "times"),
    "doubles": ("2", "times"),
    "doubled": ("2", "times"),
    "triple": ("3", "times"),
    "triples": ("3", "times"),
    "tripled": ("3", "times"),
    "quadruple": ("4", "times"),
    "half": ("2", "fraction"),
    "halves": ("2", "fraction"),
    "halved": ("2", "fraction"),
    # (an order of magnitude is one digit more: 一桁速い, 한 자릿수)
    "an order of magnitude": ("1", "digits"),
    "one order of magnitude": ("1", "digits"),
    "two orders of magnitude": ("2", "digits"),
    "three orders of magnitude": ("3", "digits"),
}
# (the ordinals: 第二 for "second", 세 번째 for "third")
_MULTIPLE_WORDS |= {
    word: (str(value), "ordinal")
    for value, word in enumerate(
        (
            *("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"),
            *("ninth", "tenth"),
        ),
        start=1,
    )
}
_MULTIPLE_WORD = re.compile(
    r"\b(?:" + "|".join(sorted(_MULTIPLE_WORDS, key=len, reverse=True)) + r")\b", re.IGNORECASE
)
_MAY_HAVE_NUMBER = re.compile(r"[\d{〇零一二三四五六七八九兩两한두세네섯곱덟홉열첫]")


def _value(number: str) -> str:
    """A number as compared: digits without their groups, a placeholder as written, Han
    digits read one by one (七五 is 75), an English number word as its digits."""
    if number[0] == "{":
        return number
    lowered = number.lower()
    if lowered in _ENGLISH_NUMBER_WORDS:
        return _ENGLISH_NUMBER_WORDS[lowered]
    if number in _KOREAN_VALUES:
        return _KOREAN_VALUES[number]
    if number[0] in _HAN_VALUES:
        return "".join(_HAN_VALUES[char] for char in number)
    return number.replace(",", "")


def _kind(
    pattern: re.Pattern[str], names: tuple[str, ...], text: str, at: int
) -> tuple[str, int] | None:
    """The kind of the word of ``pattern`` at ``at`` in ``text``, and where it ends."""
    match = pattern.match(text, at)
    if match is None:
        return None
    group = next(name for name, value in match.groupdict().items() if value)
    return names[int(group[1:])], match.end()


def _window(end: int) -> int:
    """Where to look back from for a word before a number: the longest such word is
    shorter (a search from the text's start walks it all for every number)."""
    return max(0, end - 12)


def english_kinds(english: str) -> dict[str, set[str | None]]:
    """What each number of ``english`` counts or how it is scaled, by its value: None for a
    number with no known word after it."""
    kinds: dict[str, set[str | None]] = defaultdict(set)
    for number in _ENGLISH_NUMBER.finditer(english):
        listed = _LISTED.match(english, number.end())
        at = listed.end() if listed else number.end()
        read = _kind(_ENGLISH_KIND, _ENGLISH_NAMES, english, at)
        kind = read[0] if read else None
        before = (english, _window(number.start()), number.start())
        if kind is None and (_ORDINAL_BEFORE.search(*before) or _LABEL_BEFORE.search(*before)):
            kind = "ordinal"
        elif kind is None and _FRACTION_BEFORE.search(*before):
            kind = "fraction"
        kinds[_value(number.group())].add(kind)
    if _MULTIPLE_WORD.search(english):
        for word in _MULTIPLE_WORD.findall(english):
            value, kind = _MULTIPLE_WORDS[word.lower()]
            kinds[value].add(kind)
    return kinds


def translated_kinds(translation: str) -> list[tuple[str, str, str]]:
    """Each number of ``translation`` with a known word for what it counts or how it is
    scaled: the number's value, its kind, and the words as written."""
    found = []
    for number in _NUMBER.finditer(translation):
        start, end = number.span()
        at = end + len(_SPACE.match(translation, end).group())  # type: ignore[union-attr]
        read = _kind(_TRANSLATED_KIND, _TRANSLATED_NAMES, translation, at)
        if read is None and (counter := _COUNTER.match(translation, at)):
            read = _kind(_TRANSLATED_KIND, _TRANSLATED_NAMES, translation, counter.end())
            if read and read[0] in _SCALES:
                read = None  # (a counter's word is a noun: 4 個倍 is no reading)
            if read is None and (before := _NOUN_BEFORE.search(translation, _window(start), start)):
                noun = _kind(_TRANSLATED_KIND, _TRANSLATED_NAMES, translation, before.start())
                if noun and noun[0] in _NOUNS:
                    read, start = (noun[0], counter.end()), before.start()
            if read is None:  # (a count of something unnamed: 4.6台 is no 4.6 times)
                read = (_COUNTED, counter.start() + 1)
        if (
            (read is None or read[0] in _SCALES or translation[start - 1 : start] in "第제 ")
            and number.start()
            and (
                first := _ORDINAL_BEFORE.search(
                    translation, _window(number.start()), number.start()
                )
            )
        ):
            read, start = ("ordinal", read[1] if read else end), first.start()
        elif read is None and (
            part := _FRACTION_BEFORE.search(translation, _window(number.start()), number.start())
        ):
            read, start = ("fraction", end), part.start()  # (1/2 where the English has 2x)
        if read is None:
            continue
        kind, kind_end = read
        written = translation[start:kind_end]
        if kind == "tenths" and (rest := _TENTHS_REST.match(translation, kind_end)):
            written += rest.group()
        value = _value(number.group())
        if kind == "discount" and written.endswith("割引") and value.isdigit():
            value = str(int(value) * 10)  # (7割引 is 70% off: compared with the English's 70)
        found.append((value, kind, written.strip()))
    return found


_PART_OF_WHOLE = re.compile(r"\b\d+(?:\.\d+)? (?:out )?of (\d+(?:\.\d+)?)\b")


def _wholes_of_parts(english: str) -> set[str]:
    """The wholes of the English's "M of N" parts (3 of 4 shards: 4), which a translation
    may say as a share (4分の3)."""
    return {_value(whole) for whole in _PART_OF_WHOLE.findall(english)}


_TENTHS_REST = re.compile(r"[ \u00a0]?(?:\d[ \u00a0]?分|[〇一二三四五六七八九](?![\u3400-\u9fff]))")


def changed_kinds(english: str, translation: str) -> list[str]:
    """The numbers ``translation`` keeps with a word that says another quantity than the
    English's: another scale of the number (4.6 times as 4.6割), or a counted noun the
    English does not name, or not after that number (4 nodes as 4ラック)."""
    if not _MAY_HAVE_NUMBER.search(translation):
        return []
    found = translated_kinds(translation)
    if not found:
        return []
    kinds = english_kinds(english)
    named = _nouns_named(english)
    changed = []
    for value, kind, written in found:
        if written[0] == "첫":  # (첫 번째, "first", for the English's "third")
            ranks = sorted(v for v, k in kinds.items() if "ordinal" in k)
            if ranks and "ordinal" not in kinds.get("1", ()):
                changed.append(f"{written} (ordinal), where the English has {ranks[0]} (ordinal)")
            continue  # (and read against the English's ranks only: 첫 is no number else)
        if value not in kinds:
            continue  # (a number the English lacks: the number rule speaks of it)
        said = kinds[value]
        if kind == _COUNTED:
            scaled = said and all(k in _SCALES for k in said)
            if scaled and not _multiplies_a_name(english, value):  # (4.6 times as 4.6台)
                english_words = ", ".join(_shown(value, k) for k in sorted(said, key=str))
                changed.append(f"{written} (a count), where the English has {english_words}")
            continue
        if kind in said or _tenths_of_percent(kind, written, kinds):
            continue
        if kind == "fraction" and value in _wholes_of_parts(english):
            continue  # (3 of 4 shards as シャードの4分の3: the same share)
        if kind in _SCALES:
            english_words = ", ".join(_shown(value, k) for k in sorted(said, key=str))
            changed.append(f"{written} ({kind}), where the English has {english_words}")
        elif kind not in named:
            changed.append(f"{written} ({kind}), where the English names no {kind}")
        elif (nouns := sorted(k for k in said if k in _NOUNS)) and not _ALSO.get(
            kind, set()
        ) & said:
            english_words = ", ".join(_shown(value, k) for k in nouns)
            changed.append(f"{written} ({kind}), where the English has {english_words}")
    return changed


def _multiplies_a_name(english: str, value: str) -> bool:
    """Whether the English's "x" after ``value`` counts a thing (8x RTX 5090, 8xB200: eight
    cards, RTX 5090 を8枚), not a scale."""
    return bool(re.search(rf"(?<![\d.]){re.escape(value)}[ \u00a0]?[x×][ \u00a0]?[A-Z]", english))


# A noun a translation may write for another the English names after the number: a node
# is a machine (4 nodes as サーバー4台).
_ALSO: dict[str, set[str | None]] = {"machines": {"nodes"}}


def _shown(value: str, kind: str | None) -> str:
    return f"{value} ({kind or 'a number alone'})"


def _nouns_named(english: str) -> frozenset[str]:
    """The counted nouns ``english`` names anywhere (a node, GPUs): a translation may
    count what the English names without a number (64 for decode, of the GPUs)."""
    return frozenset(
        kind
        for kind in _NOUNS
        if re.search(rf"(?<![a-z]){_ENGLISH_KINDS[kind]}", english, re.IGNORECASE)
    )


_TENTHS = re.compile(
    r"(\d+|[〇零一二三四五六七八九兩两]{1,2})[ \u00a0]?(?:割|成)"
    r"[ \u00a0]?([\d〇一二三四五六七八九])?"
)


def _tenths_of_percent(kind: str, written: str, kinds: dict[str, set[str | None]]) -> bool:
    """Whether tenths (7割5分, 七成五) say a percentage of the English (75%)."""
    if kind != "tenths" or (match := _TENTHS.match(written)) is None:
        return False
    hundredths = int(_value(match.group(2))) if match.group(2) else 0
    value = str(int(_value(match.group(1))) * 10 + hundredths)
    return "percent" in kinds.get(value, ())
