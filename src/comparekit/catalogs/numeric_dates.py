"""Dates a translation writes in digits and marks (2026-09-12, 2026/09/12, 2026.09.12,
2026. 9. 12., a year and a month as 2026.8.) or with zero-padded parts (2026年09月12日,
2026년 09월 12일), read as the year, month and day the English says in words (September
12, 2026). Imports nothing of comparekit.

>>> dates_as_parts("2026-09-12、2026/9/12、2026. 9. 12.、2026年09月05日、2026-13-01")
'2026年9月12日、2026年9月12日、2026年9月12日、2026年9月5日、2026-13-01'
>>> dates_as_parts("截至 2026.8.，2026. 08. 기준、2026.8 倍")
'截至 2026年8月，2026年8月 기준、2026.8 倍'
>>> dates_as_parts("2026-09-12、2026/9/12", iso=False), iso_date_parts("2026-09-12")
('2026-09-12、2026年9月12日', ['2026', '9', '12'])
"""

from __future__ import annotations

import re

# Year, month and day joined by one mark, the same twice (a hyphen, a slash, a dot and
# the space Korean writes after it); not a version's parts (v2026.9.12) nor a longer run.
NUMERIC_DATE = re.compile(
    r"(?<![A-Za-z\d_.,/-])(\d{4})([-/.])[ \u00a0]?(\d{1,2})\2[ \u00a0]?(\d{1,2})"
    r"(?![A-Za-z\d_/]|[.,-]\d)"
    r"(\.(?![A-Za-z\d_]))?"
)
# A year and a month as Korean and Chinese write them, each ended by a dot (2026.8.,
# 2026. 8.): the trailing dot tells it from a decimal (2026.8) or a version's parts, and
# the words after it from a decimal ending a sentence (점수는 2026.8.).
_YEAR_MONTH = re.compile(
    r"(?<![A-Za-z\d_.,/-])(20\d\d)\.[ \u00a0]?(0?[1-9]|1[0-2])\."
    r"(?=[ \u00a0]?[^\sA-Za-z\d_.])"
)
# A month or a day with a leading zero before its word (09月, 05日, 09월): the number it is.
_ZERO_PADDED = re.compile(r"(?<![\d.,])0(\d)(?=[ \u00a0]?[月日월일])")
_MAY_HOLD = re.compile(r"\d{4}[-/.]|(?<!\d)0\d[ \u00a0]?[月日월일]")


def dates_as_parts(text: str, iso: bool = True) -> str:
    """``text`` with each date in digits and marks, and each zero-padded month and day, as
    year, month and day (2026年9月12日): the form the number reader compares with the
    English's September 12, 2026, its month a number the English says in a word. An ISO
    date (2026-09-12) only if ``iso``: the number reader reads one as one number, which
    an English ISO date is too (``iso_date_parts``)."""
    if not _MAY_HOLD.search(text):
        return text
    text = NUMERIC_DATE.sub(_as_parts if iso else _as_parts_but_iso, text)
    text = _YEAR_MONTH.sub(lambda found: f"{found[1]}年{int(found[2])}月", text)
    return _ZERO_PADDED.sub(r"\1", text)


def iso_dates_in_parts(found: list[str], expected: list[str], english: str) -> list[str]:
    """The number tokens ``found`` of a translation with each ISO date (2026-09-12) as its
    year, month and day, where ``english`` dates that year in words (September 12, 2026)
    and writes no ISO date: the parts the English's day, year and month name stand for. A
    date of a year the English does not date stays one number the English lacks."""
    if _HAS_ISO.search(english) or not _MONTH_NAME.search(english):
        return found
    return [
        part
        for token in found
        for part in (iso_date_parts(token) if token[:4] in expected else [token])
    ]


_HAS_ISO = re.compile(r"\d{4}-\d{2}-\d{2}")
_MONTH_NAME = re.compile(
    r"\b(?:January|February|March|April|May|June|July|August|September|October|November"
    r"|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\b"
)


def iso_date_parts(token: str) -> list[str]:
    """A number token that is an ISO date (2026-09-12) as its year, month and day (2026, 9,
    12), as the number reader reads 2026年9月12日; any other token as it is."""
    match = NUMERIC_DATE.fullmatch(token)
    if match is None or match.group(2) != "-" or (date := date_parts(match)) is None:
        return [token]
    return [str(part) for part in date]


def date_parts(match: re.Match[str]) -> tuple[int, int, int] | None:
    """The year, month and day of a ``NUMERIC_DATE`` match, or None where a part is none
    a calendar has (2026-13-01)."""
    year, _, month, day, _ = match.groups()
    if not (1 <= int(month) <= 12 and 1 <= int(day) <= 31):
        return None
    return int(year), int(month), int(day)


def _as_parts_but_iso(match: re.Match[str]) -> str:
    return match.group() if match.group(2) == "-" else _as_parts(match)


def _as_parts(match: re.Match[str]) -> str:
    date = date_parts(match)
    if date is None:
        return match.group()
    # (the dot Korean ends a date with, 2026. 9. 12., is the date's; after another mark,
    # the sentence's)
    end = match.group(5) if match.group(2) != "." and match.group(5) else ""
    return f"{date[0]}年{date[1]}月{date[2]}日{end}"
