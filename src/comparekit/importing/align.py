"""Line up the copies of one article in several languages, and read their localized dates.

Copies in different languages share few words, but they share what no translator changes:
numbers, product names, versions, addresses. Two lists of paragraphs (or rows, or points)
are lined up on those anchors, Needleman–Wunsch style, so that a paragraph one copy lost is
found as a gap at the right place rather than shifting everything after it.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from datetime import date
from typing import TypeVar

from babel.dates import get_date_format

from comparekit.sources.settings import babel_locale

T = TypeVar("T")

ANCHOR = re.compile(r"https?://\S+|[A-Za-z0-9][\w.+/-]*")


def anchors(text: str) -> frozenset[str]:
    """What a translation keeps of ``text``: words with a digit or a capital, and URLs.

    >>> sorted(anchors("DeepInfer runs on 4 SM100 GPUs, not the cluster"))
    ['4', 'DeepInfer', 'GPUs', 'SM100']
    """
    found = ANCHOR.findall(unicodedata.normalize("NFKC", text))
    return frozenset(
        word.rstrip(".,")
        for word in found
        if any(c.isdigit() or c.isupper() for c in word) or word.startswith("http")
    )


def union_align(
    copies: Mapping[str, Sequence[T]], key: Callable[[T], frozenset[str]], order: Sequence[str]
) -> list[dict[str, T]]:
    """The union of the copies' items, each position with the item of every copy that has it.

    The longest copy (the first of ``order`` among equals) gives the skeleton; each other
    copy is lined up with it, and an item no earlier copy had is inserted where it stands.

    >>> union_align({"en": ["A1", "C3"], "ja": ["A1", "B2", "C3"]}, anchors, ["en", "ja"])
    [{'ja': 'A1', 'en': 'A1'}, {'ja': 'B2'}, {'ja': 'C3', 'en': 'C3'}]
    """
    present = [locale for locale in order if copies.get(locale)]
    if not present:
        return []
    base = max(present, key=lambda locale: (len(copies[locale]), -present.index(locale)))
    columns: list[dict[str, T]] = [{base: item} for item in copies[base]]
    for locale in present:
        if locale == base:
            continue
        items = list(copies[locale])
        if len(items) == len(columns):
            for column, item in zip(columns, items, strict=True):
                column[locale] = item
            continue
        column_keys = [frozenset().union(*(key(v) for v in column.values())) for column in columns]
        merged: list[dict[str, T]] = []
        for op, i, j in _needleman_wunsch(column_keys, [key(item) for item in items]):
            if op == "both":
                columns[i][locale] = items[j]
                merged.append(columns[i])
            elif op == "left":
                merged.append(columns[i])
            else:
                merged.append({locale: items[j]})
        columns = merged
    return columns


def _needleman_wunsch(
    left: list[frozenset[str]], right: list[frozenset[str]]
) -> list[tuple[str, int, int]]:
    """The best alignment: as many pairs as possible, and among those the most anchors."""
    rows, cols = len(left), len(right)
    score = [[0.0] * (cols + 1) for _ in range(rows + 1)]
    for i in range(1, rows + 1):
        for j in range(1, cols + 1):
            a, b = left[i - 1], right[j - 1]
            similarity = len(a & b) / len(a | b) if a | b else 0.0
            score[i][j] = max(
                score[i - 1][j - 1] + 1.0 + similarity, score[i - 1][j], score[i][j - 1]
            )
    ops: list[tuple[str, int, int]] = []
    i, j = rows, cols
    while i or j:
        if i and j:
            a, b = left[i - 1], right[j - 1]
            similarity = len(a & b) / len(a | b) if a | b else 0.0
            if score[i][j] == score[i - 1][j - 1] + 1.0 + similarity:
                ops.append(("both", i - 1, j - 1))
                i, j = i - 1, j - 1
                continue
        if i and (not j or score[i][j] == score[i - 1][j]):
            ops.append(("left", i - 1, -1))
            i -= 1
        else:
            ops.append(("right", -1, j - 1))
            j -= 1
    return ops[::-1]


def and_list(items: Sequence[str]) -> str:
    """``ja, zh-Hant and ko``: how a drift report names the copies.

    >>> and_list(["ja", "zh-Hant", "ko"])
    'ja, zh-Hant and ko'
    """
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} and {items[-1]}"


# --- dates in a locale's long format -----------------------------------------------------


def date_pattern(tag: str) -> re.Pattern[str]:
    """A regular expression for a date as Babel formats it in ``tag`` ("long"), with the
    groups ``y``, ``m`` (a number) or ``month`` (a name) and ``d``."""
    locale = babel_locale(tag)
    pattern = get_date_format("long", locale=locale).pattern
    months = "|".join(
        re.escape(str(name))
        for name in sorted(locale.months["format"]["wide"].values(), key=len, reverse=True)
    )
    out = ""
    for token in re.findall(r"'[^']*'|y+|M+|d+|[^yMd']+", pattern):
        if token.startswith("'"):
            out += re.escape(token.strip("'"))
        elif token[0] == "y":
            out += r"(?P<y>\d{4})"
        elif token[0] == "M":
            out += rf"(?P<month>{months})" if len(token) >= 3 else r"(?P<m>\d{1,2})"
        elif token[0] == "d":
            out += r"(?P<d>\d{1,2})"
        else:
            out += re.escape(token)
    return re.compile(out)


def find_date(text: str, tag: str) -> tuple[date, int, int] | None:
    """The last long-format date in ``text``, with where it starts and ends.

    >>> find_date("license (accessed November 29, 2026)", "en")
    (datetime.date(2026, 11, 29), 18, 35)
    """
    matches = list(date_pattern(tag).finditer(text))
    if not matches:
        return None
    match = matches[-1]
    if match.group("month") if "month" in match.groupdict() else None:
        wide = babel_locale(tag).months["format"]["wide"]
        month = next(number for number, name in wide.items() if name == match.group("month"))
    else:
        month = int(match.group("m"))
    try:
        return date(int(match.group("y")), month, int(match.group("d"))), match.start(), match.end()
    except ValueError:
        return None
