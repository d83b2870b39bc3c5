"""The bound a word puts on a number: `200 GB or more` is at least 200 GB, `up to 200 GB`
at most, `nearly 200 GB` just under it; `200 GB 以下` keeps the number and says the opposite.
A bound turned round is an error (and "nearly" for "more than" or "about": 400,000 に迫る,
將近 340 GB); one added (nextn=3 as nextn≥3, v1.7.0 as v1.7.0 以降) or dropped a warning,
for a translation may say a bound another way. A bound word negated, in the English too
(never drops below 300 ms, 300 ms を切ることはない), says the opposite bound.

A bound is read next to its number only: before it (at least, more than, 至少, 最大, ≥)
or after it and its unit or counter (or more, +, 以上, 以下, 未満, 이상, 미만). Time words
(since, after, before, 以降, 以前, 이후, 이전) bound a date or a version the same way, and
まで, 까지 ("up to", and also the end of a range: 1부터 3까지) count only turned round.
Imports the readers of units, measures and "about" (``approximations``).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping

from comparekit.catalogs.approximations import rough_numbers
from comparekit.catalogs.bound_words import (
    AFTER,
    AT_LEAST,
    AT_MOST,
    BEFORE,
    ENGLISH_AFTER,
    ENGLISH_BEFORE,
    LOOSE,
    NEARLY,
    OPPOSITE,
)
from comparekit.catalogs.number_units import (
    MAY_MULTIPLY,
    MULTIPLIED,
    MULTIPLIED_KOREAN,
    multiplied,
    unit_spelled_out,
)
from comparekit.catalogs.relative_times import MAY_SAY_TIME_FROM_NOW, times_from_now
from comparekit.catalogs.worded_measures import measures_in_digits

# The bounds a translation's bound contradicts where the English says them.
_CLASHES = {AT_LEAST: (AT_MOST, NEARLY), AT_MOST: (AT_LEAST,), NEARLY: (AT_LEAST,)}
# The English's bounds each of a translation's bounds keeps: its own, and "at most" and
# "nearly" each other's.
_KEEPS = {AT_LEAST: (AT_LEAST,), AT_MOST: (AT_MOST, NEARLY), NEARLY: (NEARLY, AT_MOST)}

# A number as a bound holds it: a count, a decimal, a version (v1.7.0) or a value after a
# sign (nextn=3); not a name's digits (H200, SM100).
_NUMBER = re.compile(r"(\d+(?:[.,]\d+)*)(?![.,]?\d)")
_NAME_LETTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789.,")

# まで and 까지 also end a range (1부터 3까지): an added one is not a bound added.
_RANGE_END = ("まで", "까지")
# ... where the translation starts a range, or ends one on a date (9月まで: the time bounds
# read it) or a name (DeepSeek-V4까지); a figure's まで with no start, 75% まで, is "up to".
_RANGE_START = re.compile(r"から|부터|에서|より|[〜～–]|[從从自]|\d[ \u00a0]?-[ \u00a0]?\d")
# (a counter may stand between: 32基まで, GPU 32개까지)
_FIGURE_UP_TO = re.compile(
    r"(?<![-A-Za-z.\d])\d+(?:[.,]\d+)*[ \u00a0]?(?:%|[A-Za-z]+(?:/s)?|[基台個个枚張张件개대장])?"
    r"[ \u00a0]?(?:まで|까지)"
)


def _ends_a_range(translation: str) -> bool:
    """Whether the translation's まで or 까지 may end a range rather than bound a figure:
    none follows a figure with no start of a range earlier in its clause."""
    for found in _FIGURE_UP_TO.finditer(translation):
        clause = re.split(
            r"[、。，,；;：:]", translation[max(0, found.start() - 30) : found.start()]
        )
        if not _RANGE_START.search(clause[-1]):
            return False
    return True


# What stands between a number and a bound word after it: a unit (GB, %), a counter (個,
# 개, つ) or a particle (200 を超える), each after an optional space.
_BETWEEN = (
    r"(?:[ \u00a0]?[A-Za-z%/]+)?[ \u00a0]?"
    # (or a noun in katakana: 数百ノード以上, 300トークン未満)
    r"(?:[\u30a0-\u30ff]{1,8}|[^\x00-\x7f\s、，。；：（）「」]{0,2}?)[ \u00a0]?"
)


_NUMBER_BEFORE = re.compile(rf"(?<![A-Za-z\d.,])(?:[vV](?=\d))?(\d+(?:[.,]\d+)*){_BETWEEN}\Z")
# (Korean and Chinese may set the counted thing's Latin name between: 최대 GPU 32개.)
_NUMBER_AFTER = re.compile(
    # (and a verb: 最多需要 8 張, 至少要 8 張, 最大支援 32 張, 最低でも 3 回, 最大で 8 基)
    r"(?:可達|可达|達到|达到|需要|只需|只要|需|要|可以|可|能夠|能够|能|支援|支持|容納|容纳"
    r"|使用|重試|重试|為|为|是|でも|で)?[ \u00a0]*(?:[A-Z]{2,5}s?[ \u00a0]+)?[$€£¥]?[ \u00a0]*"
    r"(?:[vV](?=\d))?(\d+(?:[.,]\d+)*)(?![.,]?\d)"
)


def _after(words: dict[str, str]) -> re.Pattern[str]:
    return re.compile(rf"{_BETWEEN}(?:(?P<least>{words[AT_LEAST]})|(?P<most>{words[AT_MOST]}))")


_ENGLISH_AFTER_WORD = _after(ENGLISH_AFTER)
# The first characters of every word after a number, English or not.
_MAY_FOLLOW = re.compile("[+aol以上下未超ま까넘미이초起〜～強弱出남余餘多여]")
_AFTER_ONLY = re.compile(
    "|".join(
        f"(?P<{name}>{AFTER[bound]})"
        for name, bound in (("least", AT_LEAST), ("most", AT_MOST), ("near", NEARLY))
    )
)


def _longest_first(words: tuple[str, ...]) -> list[str]:
    """``words`` escaped for a pattern, longest first: 不超過 before 超過."""
    return sorted(map(re.escape, words), key=len, reverse=True)


# 近 alone before a number is "nearly" (近 200 人, 近九成), not in a word of its own (最近 3
# 個版本: the latest 3; 附近, 接近, 將近 are read whole).
_NEAR_ALONE = r"(?<![最附接將将幾几逼親亲靠鄰邻])近(?![乎期來来年日代況况似視视郊畿くいづ])"
_BEFORE_ONLY = re.compile(
    "|".join(
        f"(?P<{name}>{'|'.join(_longest_first(BEFORE[bound]))}"
        + (f"|{_NEAR_ALONE})" if bound == NEARLY else ")")
        for name, bound in (("least", AT_LEAST), ("most", AT_MOST), ("near", NEARLY))
    )
)
_BOUND_OF_GROUP = {"least": AT_LEAST, "most": AT_MOST, "near": NEARLY}
# What may stand between a word before a number and it: a space, a currency, 可達 (最高可達).
_LEAD = " \u00a0$€£¥"


def bound_changes(english: str, translation: str) -> tuple[list[str], list[str], list[str]]:
    """The numbers whose bound the translation turns round, adds and drops, each named with
    the word that bounds it: ``(turned, added, dropped)``.

    >>> bound_changes("200 GB or more of RAM", "200 GB 以下の RAM")
    (['200 (以下, where the English has or more)'], [], [])
    >>> bound_changes("nextn=3", "nextn≥3")
    ([], ['3 (≥)'], [])
    >>> bound_changes("200 GB or more of RAM", "200 GB 以上の RAM")
    ([], [], [])
    >>> bound_changes("V4.1-Flash, officially.", "> V4.1-Flash 공식 지원.")
    ([], [], [])
    """
    expected = _english_bounds(english)
    if not expected and not _MAY_BOUND.search(translation):
        return [], [], []
    # (a count in numerals with its bound, 二百餘個, bounded as its digits, 200餘個; a number
    # with its myriad as the number they make, 超過 40 萬張 bounds 400000; a ">" that opens a
    # line is a blockquote's marker, the markup rule's to report, not a bound)
    unquoted = _QUOTE_MARKER.sub("  ", translation)
    if "不到" in unquoted:  # (找不到 V4.1 指南: "no V4.1 guide found", no bound on 4.1)
        unquoted = _CANNOT.sub("  ", unquoted)
    if "成" in unquoted or "割" in unquoted:  # (近九成 bounds 90% as 近 9成 does)
        unquoted = _TENTH_IN_NUMERALS.sub(lambda tenth: _NUMERAL_DIGIT[tenth.group()], unquoted)
    # (and a unit spelled in words as its letters: 300ミリ秒未満 bounds 300 as 300ms未満 does)
    in_digits = unit_spelled_out(MULTIPLIED_KOREAN.sub(multiplied, measures_in_digits(unquoted)))
    found, said_anywhere, unattached = _translation_bounds(in_digits)
    turned, added, dropped = [], [], []
    for number, words in found.items():
        said = expected.get(number, {})
        for bound, word in words.items():
            if any(kept in said for kept in _KEEPS[bound]):
                continue
            if clash := next((said[other] for other in _CLASHES[bound] if other in said), ""):
                turned.append(f"{number} ({word}, where the English has {clash})")
            elif bound == NEARLY and number in rough_numbers(english):
                # (about 340 GB as 將近 340 GB: "nearly" says under it, "about" either side)
                turned.append(f"{number} ({word}, where the English has about)")
            elif word == "近" or (word in _RANGE_END and _ends_a_range(translation)):
                # (近 75% for 75%: a rough figure, the approximations' warning; 1 から 3 まで:
                # a range's end)
                continue
            elif not _says(english, bound):
                # (where the English says the bound elsewhere, "at a minimum, three things",
                # the translation may say it at the number: 少なくとも3つ)
                added.append(f"{number} ({word})")
    for numeral, word, bound in _numerals_bounded(translation):
        if not _says(english, bound) and numeral not in expected:
            added.append(f"{numeral} ({word})")  # (two targets as 두 가지 이상: attack 56)
    for number, said in expected.items():
        if number not in found and (
            clash := next(
                (
                    f"{number} ({unattached[other]}, where the English has {word})"
                    for bound, word in said.items()
                    for other in _CLASHES[bound]
                    if other in unattached and word not in LOOSE
                ),
                "",
            )
        ):
            # (200+ as 이백 개 이하, 二百未満: the opposite bound on the number in words)
            turned.append(clash)
        elif number not in found:
            # (a bound the translation says of a number in words, 最高快百分之四十, is kept)
            dropped += [
                f"{number} ({word})"
                for bound, word in said.items()
                if word not in LOOSE and bound not in said_anywhere
            ]
    return turned, added, dropped


_QUOTE_MARKER = re.compile(r"(?m)^[ \t]{0,3}>[ \t]")
# "cannot" after a verb (找不到 "cannot find", 做不到, 看不到): no "under" (不到 200).
_CANNOT = re.compile(r"(?<=[找看做拿想聽听買买辦办用得收達达])不到")
# A numeral of tenths (九成, 九割: 90%), as its digit for ``unit_spelled_out`` to read; not
# a word 成 begins (成員, 成功) nor a numeral's last digit (十九成).
_NUMERAL_DIGIT = {numeral: str(digit) for digit, numeral in enumerate("一二三四五六七八九", 1)}
_TENTH_IN_NUMERALS = re.compile(
    r"(?<![一二三四五六七八九十百千萬万兩两])[一二三四五六七八九]"
    r"(?=[ \u00a0]?(?:割|成(?![員员功為为立本長长])))"
)


# The first characters of the translation's bound words: most translations have none.
_MAY_BOUND = re.compile(
    "["
    + "".join(
        sorted(
            {word[0] for bound in BEFORE for word in BEFORE[bound]}
            | set("以超上이초넘下未미이ま까+起〜～強弱出남余餘多여足近を못가不満届之後后후뒤経")
            | set("迫目육근밑웃限한상아")  # (the newer words after a number: に迫る, 육박)
        )
    ).replace("-", "")
    + "]"
)


@functools.lru_cache(maxsize=4096)
def _english_bounds(english: str) -> dict[str, dict[str, str]]:
    """The bounds of the English's numbers (remembered: each English string is checked
    once for each language, and a project has a few thousand)."""
    lowered = english.lower()
    spans: list[str] = []
    if MAY_SAY_TIME_FROM_NOW.search(lowered):
        lowered, spans = times_from_now(lowered)
    if not _HAS_DIGIT.search(lowered):
        return {}
    if MAY_MULTIPLY.search(lowered):  # (under 5 million bounds 5000000, as 500万人未満 does)
        lowered = MULTIPLIED.sub(multiplied, lowered)
    bounds = _bounds(lowered, ENGLISH_BEFORE, _ENGLISH_AFTER_WORD)
    for number in spans:  # ("in two weeks": after them, 2週間後, or within them, 2週間以内)
        bounds.setdefault(number, {AT_LEAST: "in", AT_MOST: "in"})
    return bounds


_HAS_DIGIT = re.compile(r"\d")


def _bounds(
    text: str, before: Mapping[str, tuple[str, ...]], after: re.Pattern[str]
) -> dict[str, dict[str, str]]:
    """Each bounded number of ``text`` (its digits without group commas) and, for each bound
    it has, the word that says it: a word right before the number, or right after it and
    its unit or counter."""
    bounds: dict[str, dict[str, str]] = {}
    for number in _NUMBER.finditer(text):
        start = number.start()
        if start and text[start - 1] in _NAME_LETTERS:
            if text[start - 1] not in "vV" or (start > 1 and text[start - 2] in _NAME_LETTERS):
                continue  # a name's digits (H200, SM100), not v1.7.0's
            start -= 1
        lead = text[max(0, start - 40) : start].rstrip(_LEAD).removesuffix("可達").rstrip(_LEAD)
        bound, word = _word_before(lead, before)
        if word and bound in OPPOSITE:
            # (never drops below 300 ms, does not exceed 300 ms: the opposite bound)
            negated = _ENGLISH_NEGATION.search(lead, 0, len(lead) - len(word))
            if negated:
                bound, word = OPPOSITE[bound], negated.group() + word
        if not word:
            if not _MAY_FOLLOW.search(text, number.end(), number.end() + 24):
                continue  # (one character class: most numbers have no bound word after them)
            found = after.match(text, number.end(), number.end() + 24)
            if found is None:
                continue
            bound = AT_LEAST if found.group("least") is not None else AT_MOST
            word = found.group("least") or found.group("most")
        digits = number.group(1).replace(",", "")
        bounds.setdefault(digits, {}).setdefault(bound, word)
    return bounds


def _translation_bounds(
    text: str,
) -> tuple[dict[str, dict[str, str]], set[str], dict[str, str]]:
    """``_bounds`` of a translation, walked from its bound words rather than its numbers (a
    translation has several numbers and seldom a bound word), every bound its words say,
    next to a number in digits or not (最高快百分之四十), and the word of each said next to
    no number in digits (이백 개 이하: a numeral in words)."""
    bounds: dict[str, dict[str, str]] = {}
    anywhere = set()
    unattached: dict[str, str] = {}
    for candidate in _MAY_BOUND.finditer(text):
        at = candidate.start()
        number = None
        found = after = _AFTER_ONLY.match(text, at)
        before = _BEFORE_ONLY.match(text, at) if found is not None else None
        if before is not None and _NUMBER_AFTER.match(text, before.end(), before.end() + 16):
            found = after = None  # (a word of both places bounds the number after it: 不到 200)
        if found is not None:
            # (a Korean verb negated before it: 400,000개를 안 넘는)
            end = at - 2 if text[max(0, at - 2) : at] in _KOREAN_NOT else at
            number = _NUMBER_BEFORE.search(text, max(0, end - 24), end)
        if number is None:  # (超過 bounds the number after it as well: 超過 200 種)
            found = _BEFORE_ONLY.match(text, at) or after
            if found is not None and found is not after:
                number = _NUMBER_AFTER.match(text, found.end(), found.end() + 16)
        if found is None:
            continue
        group = next(name for name in _BOUND_OF_GROUP if found.group(name) is not None)
        bound, word = _BOUND_OF_GROUP[group], found.group(group)
        if bound != NEARLY and (negation := _negation(text, found, before=found is not after)):
            # (not more than is at most: 400,000基を超えない, 넘지 않는, 沒有超過)
            bound, word = OPPOSITE[bound], negation
        anywhere.add(bound)
        if number is not None:
            digits = number.group(1).replace(",", "")
            bounds.setdefault(digits, {}).setdefault(bound, word)
        elif word not in _RANGE_END:  # (まで, 까지 end a range as often: 1 から 3 まで)
            unattached.setdefault(bound, word)
    return bounds, anywhere, unattached


# A word of "not" before an English bound word, and a verb of going between: "never drops
# below 300 ms" is at least 300 ms, "does not exceed" and "won't go over" at most.
_ENGLISH_NEGATION = re.compile(
    r"(?:\bnever|(?:\b(?:does|do|did|will|would|can|could|should|is|are)[ \u00a0]+)?\bnot|n't"
    r"|\bcannot)[ \u00a0]+"
    r"(?:(?:drop|fall|go|dip|get|rise|climb|run|stay|be|is|are)\w*[ \u00a0]+)?\Z"
)


def _word_before(lead: str, before: Mapping[str, tuple[str, ...]]) -> tuple[str, str]:
    """The bound of the word ``lead`` ends with, and the word; else two empty strings."""
    # The longest word of any bound: "no more than 3" is at most, not "more than" 3.
    ends = [(len(w), b, w) for b, words in before.items() for w in words if lead.endswith(w)]
    if ends:
        _, bound, word = max(ends)
        if not (word[0].isalpha() and word.isascii() and lead[: -len(word)][-1:].isalpha()):
            return bound, word  # (not the end of another word: "hover 3")
    return "", ""


def _numerals_bounded(translation: str) -> list[tuple[str, str, str]]:
    """Each count in words with a bound word right after it and its counter (두 가지 이상,
    兩個以上: "two or more"), as the count, the word and its bound: read apart, as
    ``measures_in_digits`` makes digits only of a count before a unit."""
    if not _NUMERAL_BOUNDED_MAY.search(translation):
        return []
    bounded = []
    for found in _NUMERAL_BOUNDED.finditer(translation):
        count, word = found["count"] or found["han"], found["word"] or found["hanword"]
        bounded.append((count, word, AT_LEAST if word in _LEAST_WORDS else AT_MOST))
    return bounded


_NUMERAL_BOUNDED_MAY = re.compile(r"이상|이하|미만|초과|以上|以下|未満|未滿|超")
_NUMERAL_BOUNDED = re.compile(
    r"(?<![가-힣])(?P<count>한|두|세|네|다섯|여섯|일곱|여덟|아홉|열)[ \u00a0]?"
    r"(?:가지|개|대|명|곳|종|번|배|장)[ \u00a0]?(?P<word>이상|이하|미만|초과)"
    r"|(?<![\d一二三四五六七八九十兩两])(?P<han>[一二三四五六七八九十兩两]+)[ \u00a0]?"
    r"(?:個|个|つ|種|种|台|枚|件|名|倍|張|张|款)[ \u00a0]?(?P<hanword>以上|以下|未満|未滿|超)"
)
_LEAST_WORDS = ("이상", "초과", "以上", "超")


def _says(english: str, bound: str) -> bool:
    """Whether the English says ``bound`` in a firm word of its own, not on a number of its
    (at a minimum, up to): a loose one (over RoCE, from the start) says nothing of a bound,
    and one on a figure ("at least 200 GB") bounds that figure, not another (4 GPUs)."""
    loose = () if bound == NEARLY else LOOSE  # (nearly twice as fast: nearly is never loose)
    words = [word for word in ENGLISH_BEFORE[bound] if word not in loose and word[0].isalpha()]
    if bound == AT_LEAST:
        words.append("(?:at a )?minimum")
    firm = rf"\b(?:{'|'.join(words)})\b(?![ \u00a0]*[$€£¥]?\d)"
    if bound in ENGLISH_AFTER:
        firm += f"|{ENGLISH_AFTER[bound]}"
    return re.search(firm, english, re.IGNORECASE) is not None


# A bound word negated says the opposite bound: 超えない, 以上ではない, 넘지 않는, 이상이
# 아닌 after it, 沒有 or 不會 before a Chinese one (不超過 and 不少於 are words of their own),
# 안 or 못 before a Korean verb. Not a condition: 200 GB 以上ないと動かない and 이상이
# 아니면 keep "at least 200 GB".
_NEGATED_AFTER = re.compile(
    r"(?:[らわ]|っ?て[はも]?い?|し(?:て[はも]?い?)?|で[はも]?|じゃ|に[はも]?なら)?"
    r"(?:ない|なかっ|ず(?![っつ])|ぬ|ません|ありません)(?!と|なら|場合|限り|かぎり)"
    r"|[るた]こと[はがもの]?(?:ない|なかっ|ありません)"  # (超えることはない: never exceeds)
    r"|(?<=[るた])こと[はがもの]?(?:ない|なかっ|ありません)"  # (を切ることはない: never under)
    r"|[은는을][ \u00a0]?(?:적|일)[이은도]?[ \u00a0]?없"  # (넘은 적이 없는: never exceeded)
    r"|(?:어서?|하)?지[ \u00a0]?[는도]?[ \u00a0]?(?:않|못)(?![가-힣]{0,3}면)"
    r"|[이가은는도]?[ \u00a0]?아(?:니|닌|님)(?![가-힣]{0,2}면)"
)
_NEGATED_BEFORE = re.compile(
    r"(?:[不未沒没無无](?:有|會|会|得|能|可|應|应|曾|是)?|從未|从未|並未|并未)[ \u00a0]?\Z"
)
_KOREAN_NOT = ("안 ", "못 ", "안\u00a0", "못\u00a0")


def _negation(text: str, found: re.Match[str], before: bool) -> str:
    """The bound word of ``found`` with the words that negate it (超えない, 沒有超過,
    안 넘), or '' where nothing negates it."""
    word = found.group()
    if before and not word.startswith(("不", "未")):
        negated = _NEGATED_BEFORE.search(text, max(0, found.start() - 3), found.start())
        return f"{negated.group().strip()}{word}" if negated else ""
    if text[max(0, found.start() - 2) : found.start()] in _KOREAN_NOT:
        return f"{text[found.start() - 2 : found.start()]}{word}"
    negated = _NEGATED_AFTER.match(text, found.end())
    return f"{word}{negated.group()}" if negated else ""
