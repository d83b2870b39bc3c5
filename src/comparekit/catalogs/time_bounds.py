"""The time bound a word puts on a date or a release: "by early August 2026" is at most
then, "since v0.15.0" at least; 2026年8月上旬以降 keeps every number and says the
opposite. A time bound turned round is an error, one on a date the English does not bound
a warning. Imports only the bound names of ``number_bounds``.
"""

from __future__ import annotations

import functools
import re

from comparekit.catalogs.bound_words import AT_LEAST, AT_MOST, OPPOSITE

_HAS_DIGIT = re.compile(r"\d")

# A time bound on a date: "by early August 2026" is at most then, "since May 2026" at least.
# The date may be a month, a year or a day of a month, with a part of it (early, the end
# of); the translation's date is its digits with 年, 月, 日, 년, 월 or 일 and a part word.
_MONTH = (
    r"(?:january|february|march|april|may|june|july|august|september|october|november"
    r"|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.?"
)
_ENGLISH_DATE = (
    rf"(?:the )?(?:(?:early|mid|late)[ -]|(?:start|beginning|middle|end) of )?"
    rf"(?:{_MONTH}|\d{{4}}\b|\d{{1,2}}(?:st|nd|rd|th)? {_MONTH}|v\d+(?:\.\d+)+|\d+(?:\.\d+){{2,}}"
    r"|\{\w+\})"  # (a release: since v0.15.0, since 1.5.0, since {version})
)
_ENGLISH_TIME_BOUND = re.compile(
    r"\b(?:(?P<most>by|until|till|before|prior to|no later than|to|through)"
    r"|(?P<least>after|since|from|starting(?: in| from)?|no earlier than)) " + _ENGLISH_DATE
)
_DATE = (
    r"\d+[ \u00a0]?[年月日년월일](?:[ \u00a0]?(?:上旬|初旬|初め|初頭|初头|初|中旬|半ば|下旬|末|底"
    r"|초순|초반|초(?!과)|중순|중반|하순|말경|말|후반))?"
)
# (A Chinese date may name its release between it and the bound: 2026年7月的 v0.15.0 起.)
_RELEASE = r"(?:[ \u00a0]?[的の의][ \u00a0]?[vV]?\d+(?:\.\d+)+)?"
_TIME_AFTER = re.compile(
    rf"{_DATE}{_RELEASE}[ \u00a0]?(?:(?P<least>以降|以後|以后|之後|之后|以來|以来|から|이후|부터"
    r"|이래|起(?![\u4e00-\u9fffきこ]))|(?P<most>までに|まで|以前|之前|為止|为止|止|이전|까지))"
)
_TIME_BEFORE = re.compile(
    rf"(?:(?P<least>自|從|从|自從|自从)|(?P<most>截至|截止|直到|到|至))[ \u00a0]?{_DATE}"
)
# 前 after a date of a month and a day or a year and a month (2026年7月24日前合併) is
# "before" it; after a lone number it is "ago" (3日前), which bounds no date.
_DATED_BEFORE = re.compile(
    r"\d+[ \u00a0]?[年년月][ \u00a0]?\d+[ \u00a0]?[月월日일][ \u00a0]?(?P<most>前)(?![後后])"
)
# A time word after a release (v1.5.0 以降, {version} まで, v1.5.0 前已棄用, v0.15.0 전):
# a release is a time too, and 前 after one is "before" it. A model's version is no release
# (DeepSeek-V3.2까지: the list stops at that model).
_RELEASE_NAMED = r"(?<![\w.-])(?:[vV]?\d+(?:\.\d+){1,3}(?![A-Za-z0-9_.])|\{\w+\})"
_RELEASE_BOUND = re.compile(
    rf"(?P<release>{_RELEASE_NAMED})[ \u00a0]?(?:[版]?[ \u00a0]?)"
    r"(?:(?P<least>以降|以後|以后|之後|之后|以來|以来|から|より後|이후|부터|起(?![\u4e00-\u9fffきこ]))"
    r"|(?P<most>までに|まで|より前|以前|之前|為止|为止|前(?![後后面])|이전|전(?:에)?(?![가-힣])|까지))"
)
# "Before" and "after" a date as words of their own: より前, の後, 以後 after any date; 前, 後,
# 전, 후, 뒤 after a month or a four-digit year only (3日前, 2年前, 3일 전 are "ago"), and
# not 後半, 前半 (a half).
_PART = (
    r"(?:[ \u00a0]?(?:上旬|初旬|初め|初頭|初头|初|中旬|半ば|下旬|末|底|초순|초반|초|중순|중반|하순"
    r"|말|후반))?"
)
_BEFORE_OR_AFTER = re.compile(
    rf"(?:{_DATE}[ \u00a0]?(?:(?P<most>より前|の前)|(?P<least>より後|より以降|の後(?!半)|を過ぎ))"
    rf"|(?:\d{{4}}[ \u00a0]?[年년]|\d{{1,2}}[ \u00a0]?[月월]){_PART}[이가]?[ \u00a0]?"
    r"(?:(?P<most_>前(?![後后半期])|전(?=[에의]|[^가-힣]|\Z))"
    r"|(?P<least_>[後后](?![半期])|[후뒤](?=[에의]|[^가-힣]|\Z)|지나)))"
)
# "as of" a date says when, not a bound: 截至 2026年8月 for "as of August 2026".
_AS_OF = frozenset({"截至", "截止"})


def turned_time_bound(english: str, translation: str) -> str:
    """The translation's time word on a date that says the opposite of every time bound the
    English puts on its dates (by early August as 8月上旬以降, "since"), else ''.

    >>> turned_time_bound("added by early August 2026", "2026年8月上旬以降に追加")
    '以降'
    >>> turned_time_bound("added by early August 2026", "2026年8月上旬までに追加")
    ''
    """
    said = _english_time_bounds(english)
    if not said:
        return ""
    bounds = _time_bounds(translation)
    releases = list(_RELEASE_BOUND.finditer(translation))
    if not any(_bound_of(found) in said for found in releases):
        # (a release's bound and the other end of its range: from v0.4 as v0.4 から v0.7 まで)
        bounds += [
            (found.group("least") or found.group("most"), _bound_of(found)) for found in releases
        ]
    for word, bound in bounds:
        if bound not in said and OPPOSITE[bound] in said:
            return word
    return ""


def _bound_of(found: re.Match[str]) -> str:
    """The bound a time word found says, by the name of its group."""
    return AT_LEAST if found.group("least") is not None else AT_MOST


def added_time_bound(english: str, translation: str) -> str:
    """The translation's time word on a date (2026年7月24日前, "before") where the English
    puts no time bound on any date of its own, else '': "merged on July 24" said as
    "merged before July 24" publishes another time with every figure kept.

    >>> added_time_bound("merged on July 24, 2026", "於 2026年7月24日前合併")
    '前'
    """
    if _english_time_bounds(english) or not _HAS_DIGIT.search(translation):
        return ""
    as_of = _ENGLISH_AS_OF.search(english)
    for word, bound in _time_bounds(translation):
        # ("had not added it as of August 2026" as 到 2026年8月為止仍未加入: up to then)
        if word not in _AS_OF and not (as_of and bound == AT_MOST):
            return word
    return ""


_ENGLISH_AS_OF = re.compile(r"(?i)\bas of\b")


def bounded_release(english: str, translation: str) -> str:
    """The translation's "before" or "until" on a release the English names with no time
    bound (deprecated in v1.5.0 as v1.5.0 前已棄用, v1.5.0 まで), else '': the change came
    with that release, not before it, nor up to it. A release the English names as a goal
    (removal targeted for v1.6.0) may be reached "by" it.

    >>> bounded_release("deprecated in v1.5.0", "v1.5.0 前已棄用")
    '前'
    >>> bounded_release("deprecated in v1.5.0", "v1.5.0 起已棄用")
    ''
    """
    if _english_time_bounds(english) or not _MAY_BOUND_A_RELEASE.search(translation):
        return ""
    lowered = english.lower()
    for found in _RELEASE_BOUND.finditer(translation):
        release = found.group("release").lower()
        if found.group("most") is None or release.lstrip("v") not in lowered:
            continue
        if re.search(rf"\bfor v?{re.escape(release.lstrip('v'))}", lowered) is None:
            return found.group("most")
    return ""


_MAY_BOUND_A_RELEASE = re.compile(r"[\d}][ \u00a0]?[版]?[ \u00a0]?[ま以よ之為为前이전까]")


def _time_bounds(translation: str) -> list[tuple[str, str]]:
    """The time words on the translation's dates, each with the bound it says."""
    found_bounds = []
    for found in _BEFORE_OR_AFTER.finditer(translation):
        least = found.group("least") or found.group("least_")
        most = found.group("most") or found.group("most_")
        found_bounds.append((least, AT_LEAST) if least else (most or "", AT_MOST))
    for pattern in (_TIME_AFTER, _TIME_BEFORE, _DATED_BEFORE):
        for found in pattern.finditer(translation):
            least = pattern is not _DATED_BEFORE and found.group("least") is not None
            bound = AT_LEAST if least else AT_MOST
            found_bounds.append((found.group("least") if least else found.group("most"), bound))
    return found_bounds


@functools.lru_cache(maxsize=4096)
def _english_time_bounds(english: str) -> frozenset[str]:
    """The time bounds the English puts on its dates (remembered per English string)."""
    if not _HAS_DIGIT.search(english) and "{" not in english:
        return frozenset()
    return frozenset(
        AT_LEAST if found.group("least") is not None else AT_MOST
        for found in _ENGLISH_TIME_BOUND.finditer(english.lower())
    )
