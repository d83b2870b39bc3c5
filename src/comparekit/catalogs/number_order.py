"""The order of like numbers: where the English and its translation hold the same numbers,
those of one kind (bare counts, or one unit: 8 GB and 4 GB) in another order are numbers
moved between the words they belong to (Version 2 has 3 modes → バージョン 3 は 2 モード).

Japanese, Chinese and Korean reorder clauses, and with them numbers of different kinds
(SM100 GPU 4個, 32基の H200): those are never compared by order, nor a number a kept name
holds (Ascend 950, R1-0528, Apache-2.0) or a kept word follows (8 GPUs as 8 GPU), which
the name or the word identifies. Like numbers keep
their order in a faithful translation of the shipped catalogs, but a faithful "3 of 4"
may read "4つのうち3つ": a change of order is a warning, not an error. A date and a
version are each one value: a date's parts moved, or two versions swapped, is an error.
Imports only ``numbers`` and ``numerals``.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections import Counter

from comparekit.catalogs.number_word_pairs import number_word_pairs
from comparekit.catalogs.numbers import number_tokens
from comparekit.catalogs.numerals import ASCII_DIGITS
from comparekit.catalogs.numeric_dates import NUMERIC_DATE, date_parts, dates_as_parts

# A number and its unit, or a bare number (its kind is ""); not a name (V4.1, H200).
_LIKE = re.compile(r"(\d+(?:[.,]\d+)*)([A-Za-z%‰]*)")
# A number a name holds: glued with a hyphen (R1-0528) or after a capitalised word (Ascend
# 950, Apache-2.0).
_NAMED = re.compile(r"(?<![\w.-])([A-Z][\w.-]*[ \u00a0-])(\d+(?:[.,]\d+)*)(?![\w.,-]*\d)")


def reordered_numbers(english: str, translation: str) -> tuple[list[str], list[str]]:
    """The like numbers of the English, in its order, that the translation writes in
    another order, and the translation's order; empty lists where the order is kept.

    >>> reordered_numbers("Version 2 has 3 modes.", "バージョン 3 は 2 モード。")
    (['2', '3'], ['3', '2'])
    >>> reordered_numbers("It runs on Ascend 950 with 4 GPUs.", "4 GPU の Ascend 950 で動く。")
    ([], [])
    """
    tokens = number_tokens(english)
    if len(tokens) < 2:
        return [], []
    expected = _by_kind(tokens)
    if all(len(numbers) < 2 for numbers in expected.values()):
        return [], []
    order = _reordered(english, translation, expected, _by_kind(number_tokens(translation)))
    if not order[0] or (english.isascii() and translation.isascii()):
        return order
    # The readers give the numbers of digits first and those of words after them (네 개,
    # 四基, 六十四張): read clause by clause, each number stands where the text writes it.
    return _reordered(
        english,
        translation,
        _by_kind(_tokens_in_place(english)),
        _by_kind(_tokens_in_place(translation)),
    )


def coordinated_swapped(english: str, english_order: list[str], order: list[str]) -> bool:
    """Whether two numbers the translation puts the other way round stand listed in the
    English ("2.4 and 4.6 times", "4 GPUs for prefill, 64 for decode", "4 to 8"), each
    the next's partner: not "3 of 4", which a translation may turn round."""
    place = {number: at for at, number in enumerate(order)}
    for first, second in itertools.pairwise(english_order):
        if first == second or place.get(first, -1) < place.get(second, -1):
            continue
        listed = (
            # (words between, and names with digits: "4 SM100 GPUs for prefill, 64")
            rf"(?<![\d.]){re.escape(first)}(?![\d.])(?:[^\d;:]|(?<=[A-Za-z])\d+){{0,32}}?"
            rf"(?:,|\band\b|\bor\b|\bto\b)[^\d;:]{{0,10}}?"
            rf"(?<![\d.]){re.escape(second)}(?![\d.])"
        )
        if re.search(listed, english):
            return True
    return False


def _tokens_in_place(text: str) -> list[str]:
    """``number_tokens`` of ``text`` in the order it writes them, to the clause: its clauses
    read one by one; or all at once where a clause alone reads otherwise."""
    clauses = [clause for clause in _CLAUSE_END.split(text) if clause]
    tokens = [token for clause in clauses for token in number_tokens(clause)]
    whole = number_tokens(text)
    return tokens if Counter(tokens) == Counter(whole) else whole


# Where a clause ends: a Japanese or Chinese comma or full stop, or a Latin one before a space.
_CLAUSE_END = re.compile(r"[、，。；！？]|[,;.!?](?= )")


def _reordered(
    english: str,
    translation: str,
    expected: dict[str, list[str]],
    found: dict[str, list[str]],
) -> tuple[list[str], list[str]]:
    """``reordered_numbers`` of the English's and the translation's numbers by kind."""
    if "" in expected and _MONTH_NAME.search(english):
        # A date's numbers move with its clause (in April 2026 → 2026年4月に) and a full
        # date is one value, compared whole by ``changed_dates``: neither is ordered here.
        expected[""] = _undated(expected[""], english, with_month=False)
        found[""] = _undated(found.get("", []), translation, with_month=True)
    named: set[str] | None = None  # worked out only for numbers out of order: it is rare
    for kind, numbers in expected.items():
        # Only the numbers both texts hold are compared by order: a number one adds or
        # lacks (1つ for "one", which the English writes in a word) leaves the others' order.
        if len(numbers) < 2 or numbers == found.get(kind):
            continue
        numbers, others = _shared(numbers, found.get(kind, []))
        if len(numbers) < 2 or numbers == others:
            continue
        if named is None:
            # a number a kept name (Ascend 950) or a kept word after it (8 GPUs) identifies
            kept = set(_NAMED.findall(english)) & set(_NAMED.findall(translation))
            words = _lone_pairs(english) & _lone_pairs(translation)
            named = {number for _, number in kept} | {number for number, _ in words}
        numbers = [number for number in numbers if number not in named]
        others = [number for number in others if number not in named]
        if len(numbers) > 1 and numbers != others:
            return numbers, others
    return [], []


def _lone_pairs(text: str) -> set[tuple[str, str]]:
    """``number_word_pairs`` of ``text`` whose word follows no other number: a word after
    two numbers (from 26.5 token to 32.74 token) tells neither where it belongs."""
    pairs = number_word_pairs(text)
    words = Counter(word for _, word in pairs)
    return {(number, word) for number, word in pairs if words[word] == 1}


def _undated(numbers: list[str], text: str, with_month: bool) -> list[str]:
    """``numbers`` without the years and the parts of the full dates of ``text``: its
    day, and its month where the text writes it as a number (2026年9月12日)."""
    parts = Counter(
        str(part)
        for year, month, day in dates_of(text)
        for part in ((month, day) if with_month else (day,))
    )
    kept = []
    for number in numbers:
        if parts[number] > 0:
            parts[number] -= 1
        elif not _YEAR.fullmatch(number):
            kept.append(number)
    return kept


_YEAR = re.compile(r"(?:19|20)\d\d")


def _shared(numbers: list[str], others: list[str]) -> tuple[list[str], list[str]]:
    """``numbers`` and ``others``, each in its order, kept to the copies both hold."""
    if sorted(numbers) == sorted(others):
        return numbers, others
    common = Counter(numbers) & Counter(others)
    return _kept(numbers, common), _kept(others, common)


def _kept(numbers: list[str], common: Counter[str]) -> list[str]:
    left = common.copy()
    kept = []
    for number in numbers:
        if left[number] > 0:
            left[number] -= 1
            kept.append(number)
    return kept


def _by_kind(tokens: list[str]) -> dict[str, list[str]]:
    kinds: dict[str, list[str]] = {}
    for token in tokens:
        like = _LIKE.fullmatch(token)
        if like is not None:
            kinds.setdefault(like.group(2), []).append(token)
    return kinds


# Dates and versions: each is one value, which the multiset of numbers cannot see. A date
# whose day and month change places (September 12, 2026 as 2026年12月9日) keeps its three
# numbers, and two versions swapped between their places (v1.7.0 docs; first build v1.6.0)
# keep both tokens: a date is compared as (year, month, day), versions in the English's order.
_MONTHS = {
    month: number
    for number, month in enumerate(
        (
            *("january", "february", "march", "april", "may", "june", "july"),
            *("august", "september", "october", "november", "december"),
        ),
        start=1,
    )
}
_MONTH = "(" + "|".join(_MONTHS) + ")"
_MONTH_NAME = re.compile(r"\b(?:" + "|".join(map(str.title, _MONTHS)) + r")\b")
_ENGLISH_DATE = re.compile(
    rf"(?i)\b{_MONTH}\.?[ \u00a0](\d{{1,2}})(?:st|nd|rd|th)?,?[ \u00a0](\d{{4}})\b"
    rf"|\b(\d{{1,2}})(?:st|nd|rd|th)?[ \u00a0]{_MONTH}\.?,?[ \u00a0](\d{{4}})\b"
)
# A date as Japanese, Chinese and Korean write it: year, month, day (2026年9月12日, 2026년
# 9월 12일), its digits already ASCII.
_CJK_DATE = re.compile(r"(\d{4}) ?[年년] ?(\d{1,2}) ?[月월] ?(\d{1,2}) ?[日일号號]")
_MAY_BE_DATE = re.compile(r"\d{4}")
# A version the page shows with its "v" (v1.7.0, V4.1): a name's version glued after a
# hyphen counts too (deepseek-v4.1).
_VERSION = re.compile(r"(?<![A-Za-z\d.])[vV]\d+(?:\.\d+)+")

Date = tuple[int, int, int]


@functools.lru_cache(maxsize=4096)
def dates_of(text: str) -> tuple[Date, ...]:
    """The full dates of ``text`` (year, month and day), in its order (remembered: each
    English string is checked once for each language).

    >>> dates_of("on September 12, 2026 and 1 May 2024; 2024-05-01; 2026年12月9日")
    ((2026, 9, 12), (2024, 5, 1), (2024, 5, 1), (2026, 12, 9))
    """
    if not _MAY_BE_DATE.search(text):
        return ()
    if not text.isascii():
        text = text.translate(ASCII_DIGITS)
    found: list[tuple[int, Date]] = []
    lowered = text.lower()  # (each pattern only where its marks are: most texts have none)
    months = any(month in lowered for month in _MONTHS)
    for match in _ENGLISH_DATE.finditer(text) if months else ():
        month, day, year, day_first, month_after, year_after = match.groups()
        if month:
            found.append((match.start(), (int(year), _MONTHS[month.lower()], int(day))))
        else:
            date = (int(year_after), _MONTHS[month_after.lower()], int(day_first))
            found.append((match.start(), date))
    if "-" in text or "/" in text or "." in text:  # 2026-09-12, 2026/9/12, 2026. 9. 12.
        found += [
            (match.start(), parts)
            for match in NUMERIC_DATE.finditer(text)
            if (parts := date_parts(match)) is not None
        ]
    if "年" in text or "년" in text:
        for match in _CJK_DATE.finditer(text):
            year, month, day = map(int, match.groups())
            found.append((match.start(), (year, month, day)))
    return tuple(date for _, date in sorted(found))


def changed_dates(english: str, translation: str) -> tuple[list[str], list[str]]:
    """The English's dates the translation lacks and the dates it has instead, as ISO
    dates; empty lists where the English has no full date or every date is kept."""
    expected = dates_of(english)
    if not expected:
        return [], []
    found = dates_of(translation)
    missing = [date for date in expected if date not in found]
    added = [date for date in found if date not in expected]
    if not added:
        return [], []
    return [_iso(date) for date in missing], [_iso(date) for date in added]


def reordered_dates(english: str, translation: str) -> tuple[list[str], list[str]]:
    """The English's distinct full dates, in its order, where the translation holds the
    same dates in another order (July 24 for the merge and July 31 for the tag swapped),
    and the translation's order, as ISO dates; else empty lists. Each date belongs to the
    event the English names beside it, as a version belongs to its place.

    >>> english = "merged July 24, 2026, tagged July 31, 2026"
    >>> reordered_dates(english, "2026年7月31日のマージ、2026年7月24日のタグ")
    (['2026-07-24', '2026-07-31'], ['2026-07-31', '2026-07-24'])
    """
    expected = dates_of(english)
    if len(set(expected)) < 2:
        return [], []
    found = dates_of(translation)
    if found == expected or sorted(found) != sorted(expected):
        return [], []
    return [_iso(date) for date in expected], [_iso(date) for date in found]


def _iso(date: Date) -> str:
    return f"{date[0]:04d}-{date[1]:02d}-{date[2]:02d}"


def reordered_versions(english: str, translation: str) -> tuple[list[str], list[str]]:
    """The English's versions (v1.7.0, v1.6.0), in its order, where the translation holds
    the same versions in another order, and the translation's order; else empty lists."""
    expected = _versions_of(english)
    if not expected:
        return [], []
    found = [version.lower() for version in _VERSION.findall(translation)]
    if tuple(found) == expected or sorted(found) != sorted(expected):
        return [], []
    # Like versions only, of one line (v1.6.0, v1.7.0): a translation reorders clauses, and
    # with them the versions of different products (V4.1 of a model, v0.32.0 of an engine).
    for line in {_line(version) for version in expected}:
        english_line = [version for version in expected if _line(version) == line]
        translation_line = [version for version in found if _line(version) == line]
        if len(set(english_line)) > 1 and english_line != translation_line:
            return english_line, translation_line
    return [], []


@functools.lru_cache(maxsize=4096)
def _versions_of(english: str) -> tuple[str, ...]:
    """The versions of ``english`` in its order where it has two or more, else none
    (remembered, as ``dates_of``)."""
    versions = tuple(version.lower() for version in _VERSION.findall(english))
    return versions if len(set(versions)) > 1 else ()


def _line(version: str) -> tuple[str, int]:
    """A version's major number and how many parts it has: v1.6.0 and v1.7.0 are one line."""
    return version[1:].split(".")[0], version.count(".")


# A month the English dates (April 2026, September 12, 2026, 12 April 2026) is a value of
# the date: a translation that writes the year without it (2026年, 2026年春, 2026年度,
# 2026년 봄, 2026年上期, 卯月) publishes another time, though every figure it writes is the
# English's. The month must stand as a number of months (4月, 4월, 4 月) or as the
# English writes it.
_DATED_MONTH = re.compile(
    rf"(?i)\b{_MONTH}\.?,?[ \u00a0](?:\d{{1,2}}(?:st|nd|rd|th)?,?[ \u00a0])?\d{{4}}\b"
    rf"|\b\d{{1,2}}(?:st|nd|rd|th)?[ \u00a0]{_MONTH}\.?,?[ \u00a0]\d{{4}}\b"
)


_HAN_DIGITS = "〇一二三四五六七八九十"
_HAN_MONTHS = ("一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二")


def dropped_months(english: str, translation: str) -> list[str]:
    """The months the English dates (April 2026) of which the translation writes no month
    of the same number (4月, 4월, April), as the English writes them; else an empty list."""
    if not _MAY_BE_DATE.search(english) or not _MONTH_NAME.search(english):
        return []
    text = translation.translate(ASCII_DIGITS) if not translation.isascii() else translation
    text = dates_as_parts(text)  # (2026-09-12 and 2026年09月12日 write the month 9月)
    dropped = []
    for match in _DATED_MONTH.finditer(english):
        name = (match.group(1) or match.group(2)).lower()
        number = _MONTHS[name]
        written = rf"(?:{number}|{_HAN_MONTHS[number - 1]})"  # (九月 as a reader writes it)
        if re.search(rf"(?<![\d.{_HAN_DIGITS}]){written} ?[月월]", text) is None and not re.search(
            rf"(?i)\b{name}\b", text
        ):
            dropped.append(match.group(0))
    return dropped


# A range of the English (v0.4–v0.7, 2~4) is every value between its ends: a translation
# that joins the two ends as a list (v0.4 と v0.7, v0.4、v0.7) names two values only.
_ENGLISH_RANGE = re.compile(
    r"(?<![\w.])(v?\d+(?:\.\d+)*)[ \u00a0]?[–—~〜～][ \u00a0]?(v?\d+(?:\.\d+)*)"
)
_LISTED_PAIR = "[ \u00a0]?(?:と|、|,|，|和|及|與|与|및|과|와|and)[ \u00a0]?"


def range_listed(english: str, translation: str) -> list[str]:
    """The English's ranges (v0.4–v0.7) whose two ends the translation joins as a list
    (v0.4 と v0.7), as the English writes them; else an empty list.

    >>> range_listed("llm-d v0.4–v0.7", "llm-d v0.4 と v0.7")
    ['v0.4–v0.7']
    >>> range_listed("llm-d v0.4–v0.7", "llm-d v0.4〜v0.7")
    []
    """
    if "–" not in english and "~" not in english and "〜" not in english and "—" not in english:
        return []
    listed = []
    for found in _ENGLISH_RANGE.finditer(english):
        low, high = (re.escape(end) for end in found.groups())
        if re.search(rf"(?<![\w.]){low}{_LISTED_PAIR}{high}(?![\w.])", translation):
            listed.append(found.group())
    return listed
