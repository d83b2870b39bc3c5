"""Attack 23d's minor leftovers, as named fixtures beside their faithful twins: a period of
one before a figure (1時間5ドル, 1日2回, 一小時5美元, 1시간에 5달러) read as a rate, and a
duration (1時間5分) as its two parts; 전후 ("about") after a figure; tenths (5割, 五成) for
"half" and a half in words (半分, 절반) for 50%; digits before a place word (3천 달러,
3千ドル, 5百万ドル, 5천만); and "many" against a vague amount of an order, both ways, a
warning for a reviewer."""

from __future__ import annotations

import pytest

from test_trust_numbers import number_findings

_HOURLY = "It costs $5 per hour."
_TWICE_DAILY = "It runs twice a day."
_HALF = "Half of the requests hit the cache."
_FIFTY = "50% of the requests hit the cache."
_THREE_THOUSAND = "It costs 3,000 dollars."
_MANY = "It supports many models."
_HUNDREDS = "It supports hundreds of models."

FAITHFUL = [
    (_HOURLY, "1時間5ドルかかる。"),
    (_HOURLY, "一小時5美元。"),
    (_HOURLY, "한 시간에 5달러가 든다."),
    (_HOURLY, "1시간에 5달러가 든다."),
    (_TWICE_DAILY, "1日2回実行される。"),
    (_TWICE_DAILY, "一天兩次。"),
    (_TWICE_DAILY, "1일 2회 실행된다."),
    ("It runs for 1 hour 5 minutes.", "1時間5分実行される。"),
    ("It took 1 day 5 hours.", "1日5時間かかった。"),
    ("It runs 8 hours per day.", "1日8時間稼働する。"),
    ("It runs 8 hours per day.", "1일 8시간 가동된다."),
    ("It takes about 2 seconds.", "2초 전후 걸린다."),
    (_HALF, "リクエストの5割がキャッシュに当たる。"),
    (_HALF, "五成的請求命中快取。"),
    (_FIFTY, "リクエストの半分がキャッシュに当たる。"),
    (_FIFTY, "요청의 절반이 캐시에 적중한다."),
    (_FIFTY, "一半的請求命中快取。"),
    (_FIFTY, "リクエストの5割がキャッシュに当たる。"),
    (_THREE_THOUSAND, "3千ドルかかる。"),
    (_THREE_THOUSAND, "3천 달러가 든다."),
    ("It holds 3,000 models.", "3千個模型。"),
    ("It holds 3,000 models.", "3천 개의 모델을 담는다."),
    ("It costs 300 dollars.", "3백 달러가 든다."),
    ("It costs 3,500 dollars.", "3천5백 달러가 든다."),
    ("It costs 5 million dollars.", "5百万ドルかかる。"),
    ("It costs 5 million dollars.", "5백만 달러가 든다."),
    ("It costs 50 million dollars.", "5천만 달러가 든다."),
    ("It holds 131,072 tokens.", "13만 1천 72 토큰을 담는다."),
    (_MANY, "多くのモデルをサポートする。"),
    (_MANY, "数多くのモデルをサポートする。"),
    (_HUNDREDS, "数百のモデルをサポートする。"),
    (
        "It supports hundreds of models across many nodes.",
        "多くのノードで数百のモデルをサポートする。",
    ),
]

# name: English, translation, the error's message
HOSTILE = {
    "1時間 for per minute": ("It costs $5 per minute.", "1時間5ドルかかる。", "per minute"),
    "1日 for per week": ("It runs twice a week.", "1日2回実行される。", "per week"),
    "1일 for per week": ("It runs twice a week.", "1일 2회 실행된다.", "per week"),
    "1시간에 for per day": ("It costs $5 per day.", "1시간에 5달러가 든다.", "per day"),
    "1年 added": ("It costs $10.", "1年10ドルかかる。", "per year"),
    "一小時 added": ("It costs $5.", "一小時5美元。", "per hour"),
    "3割 for half": (_HALF, "リクエストの3割がキャッシュに当たる。", "30%"),
    "三成 for half": (_HALF, "三成的請求命中快取。", "30%"),
    "半分 for 40%": ("40% of the requests hit the cache.", "リクエストの半分が当たる。", "40%"),
    "3천 for 4,000": ("It costs 4,000 dollars.", "3천 달러가 든다.", "4,000USD"),
    "3千 for 4,000": ("It costs 4,000 dollars.", "3千ドルかかる。", "4,000USD"),
    "3천 for 3": ("It holds 3 models.", "3천 개의 모델을 담는다.", "3000"),
    "5백만 for 5": ("It costs 5 dollars.", "5백만 달러가 든다.", "5USD"),
}

# name: English, translation, the warning's message
WARNED = {
    "数百 for many": (_MANY, "数百のモデルをサポートする。", "数百 (the English says 'many')"),
    "수천 for many": (_MANY, "수천 개의 모델을 지원한다.", "수천 (the English says 'many')"),
    "數百 for numerous": ("It supports numerous models.", "支援數百種模型。", "數百"),
    "多く for hundreds": (_HUNDREDS, "多くのモデルをサポートする。", "hundreds (the translation"),
    "許多 for hundreds": (_HUNDREDS, "支援許多模型。", "says 許多"),
    "많은 for hundreds": (_HUNDREDS, "많은 모델을 지원한다.", "says 많은"),
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_rate_share_or_place_changed_is_an_error(name: str) -> None:
    english, translation, said = HOSTILE[name]
    errors = [f.message for f in number_findings(english, translation) if f.severity == "error"]
    assert errors and said in errors[0], errors


@pytest.mark.parametrize("name", sorted(WARNED))
def test_many_against_an_order_of_magnitude_is_a_warning(name: str) -> None:
    english, translation, said = WARNED[name]
    found = [(f.severity, f.message) for f in number_findings(english, translation)]
    assert len(found) == 1 and found[0][0] == "warning" and said in found[0][1], found


@pytest.mark.parametrize(("english", "translation"), FAITHFUL)
def test_the_faithful_twins_stay_clean(english: str, translation: str) -> None:
    assert number_findings(english, translation) == []
