"""Attack 24's units of time, rates and misreadings, as named fixtures beside their faithful
twins: weeks and months are units (2 months as 2週間, 2 weeks as 2 個月); a numeral in
words before a unit of time keeps its unit (다섯 시간 for "five minutes", 十分鐘 for
"ten-second", 두 달 for "two weeks"); a vague duration in another unit ("months older" as
数週間); a rate in words changed ("daily" as 毎週, "per second" as 分単位), a year before a
price (年20ドル) and a week before a count of times (週2回). And the faithful ones refused:
"each node … per second" (各ノードは毎秒), mixed numerals (1万5千, 2 萬 5 千, 2 千張, 만 건),
二十億參數, 3분기 (Q3), 3일, 1時間半, half an hour as 30分, a week as 1週間, 24/7 as
24時間365日, Q3 as 7〜9月期, H1 as 上期, FY2026 as 2026年度, 30% off as 打七折, and a lone
Korean range tilde (5~10ms)."""

from __future__ import annotations

import pytest

from comparekit.catalogs.findings import Entry
from comparekit.catalogs.markup import check_markdown_signs
from test_trust_numbers import number_findings

_MONTHS = "Support lasts 2 months."
_WEEKS = "Support lasts 2 weeks."
_TWO_WEEKS = "It takes two weeks."
_OLDER = "Several copies are months older than that date."
_DAILY = "Backups run daily."
_PER_SECOND = "Billing is per second."

# name: English, translation, the error's message
HOSTILE = {
    "2週間 for 2 months": (_MONTHS, "サポート期間は2週間。", "2mo"),
    "2 個月 for 2 weeks": (_WEEKS, "支援期為 2 個月。", "2wk"),
    "2개월 for 2 weeks": (_WEEKS, "지원 기간은 2개월입니다.", "2wk"),
    "2달 for 2 weeks": (_WEEKS, "지원 기간은 2달입니다.", "2wk"),
    "2ヶ月 for 2 weeks": (_WEEKS, "サポート期間は2ヶ月。", "2wk"),
    "3 週 for 3 years": ("Support lasts 3 years.", "支援期為 3 週。", "3wk"),
    "90주 for 90-day": ("A 90-day trial.", "90주 체험판.", "90d"),
    "6개월 for 6 weeks": ("Releases ship every 6 weeks.", "릴리스는 6개월마다 나옵니다.", "6wk"),
    "2か月 for two weeks": (_TWO_WEEKS, "2か月かかる。", "2mo"),
    "두 달 for two weeks": (_TWO_WEEKS, "두 달 걸립니다.", "2mo"),
    "兩個月 for two weeks": (_TWO_WEEKS, "需要兩個月。", "2mo"),
    "다섯 시간 for five minutes": ("It takes five minutes.", "다섯 시간 걸립니다.", "5h"),
    "十分鐘 for ten-second": ("A ten-second timeout.", "十分鐘的逾時。", "10min"),
    "1時間半 for 2.5 hours": ("It takes 2.5 hours.", "1時間半かかる。", "2.5h"),
    "1時間 for half an hour": ("It takes half an hour.", "1時間かかる。", "30min"),
    "数週間 for months": (_OLDER, "それより数週間古いコピーもいくつかある。", "months"),
    "몇 주 for months": (_OLDER, "사본 중 여럿은 그 날짜보다 몇 주 오래된 것입니다.", "months"),
    "數週 for months": (_OLDER, "其中有幾份副本比該日期早了數週。", "months"),
    "数か月 for years": ("It took years.", "数か月かかった。", "years"),
    "毎週 for daily": (_DAILY, "バックアップは毎週実行される。", "per day"),
    "매주 for daily": (_DAILY, "백업은 매주 실행됩니다.", "per day"),
    "每週 for daily": (_DAILY, "備份每週執行。", "per day"),
    "分単位 for per second": (_PER_SECOND, "課金は分単位。", "per second"),
    "분 단위 for per second": (_PER_SECOND, "과금은 분 단위입니다.", "per second"),
    "以分鐘為單位 for per second": (_PER_SECOND, "以分鐘為單位計費。", "per second"),
    "年20ドル for per month": ("The plan is $20 per month.", "プランは年20ドル。", "per month"),
    "週2回 for twice a day": (
        "Backups run twice a day.",
        "バックアップは週2回実行される。",
        "per day",
    ),
    "週2回 for every 2 weeks": (
        "Backups run every 2 weeks.",
        "バックアップは週2回実行される。",
        "2wk",
    ),
    "2週間に1回 for twice a week": ("Runs twice a week.", "2週間に1回実行される。", "2wk"),
    "各クラスタ for each node": (
        "Each node serves 100 requests per second.",
        "各クラスタは毎秒100リクエストを処理する。",
        "per node, as per cluster",
    ),
    "만 건 for 1,000": ("It handles 1,000 requests.", "만 건의 요청을 처리합니다.", "1,000"),
    "二十億參數 for 3 billion": (
        "A 3 billion parameter model.",
        "二十億參數的模型。",
        "3000000000",
    ),
    "下半年 for H1": ("Expected in H1 2026.", "預計 2026 年下半年。", "H1"),
    "2026年度 for FY2027": ("Expected in FY2027.", "2026年度の見込み。", "FY2027"),
    "7〜9月期 for Q2": ("Expected in Q2 2026.", "2026年7〜9月期の見込み。", "Q2"),
    "打七折 for 20% off": ("20% off the list price.", "定價打七折。", "20%"),
    "12時間体制 for 24/7": ("Support is available 24/7.", "12時間体制でサポートする。", "24, 7"),
}

FAITHFUL = [
    (_MONTHS, "サポート期間は2か月。"),
    (_MONTHS, "サポート期間は2ヶ月。"),
    (_MONTHS, "지원 기간은 2개월입니다."),
    (_MONTHS, "지원 기간은 2달입니다."),
    (_MONTHS, "支援期為 2 個月。"),
    (_WEEKS, "サポート期間は2週間。"),
    (_WEEKS, "支援期為 2 週。"),
    (_WEEKS, "지원 기간은 2주입니다."),
    ("Support lasts 3 years.", "サポート期間は3年間。"),
    ("Support lasts 3 days.", "지원 기간은 3일입니다."),
    ("Support lasts 3 days.", "サポート期間は3日間。"),
    ("Support lasts a week.", "サポート期間は1週間。"),
    ("A week of logs.", "1週間分のログ。"),
    ("A 90-day trial.", "90일 체험판."),
    ("A 12-month plan.", "12か月のプラン。"),
    ("It was released on May 3, 2026.", "2026년 5월 3일에 출시되었다."),
    ("When the value is 950, it stops.", "950일 때 멈춘다."),
    ("Expected in Q3 2026.", "2026년 3분기 예정."),
    ("It costs 3 dollars.", "3달러가 든다."),
    (_TWO_WEEKS, "2週間かかる。"),
    (_TWO_WEEKS, "두 주 걸립니다."),
    (_TWO_WEEKS, "需要兩週。"),
    (_TWO_WEEKS, "需要兩個星期。"),
    ("It takes five hours.", "다섯 시간 걸립니다."),
    ("It takes fifteen minutes.", "십오 분 걸립니다."),
    ("A ten-second timeout.", "十秒的逾時。"),
    ("It takes 1.5 hours.", "1時間半かかる。"),
    ("It takes 1.5 hours.", "1시간 반 걸립니다."),
    ("It takes 1.5 hours.", "需要一個半小時。"),
    ("It takes 1.5 hours.", "一時間半かかる。"),
    ("It takes half an hour.", "30分かかる。"),
    ("It takes half an hour.", "30분 걸립니다."),
    ("It takes half an hour.", "需要半小時。"),
    ("It takes two and a half hours.", "2時間半かかる。"),
    ("It is very good.", "十分良い。"),
    ("Five people attended.", "다섯 분이 참석했다."),
    ("It runs this week.", "이 주에 실행된다."),
    ("It uses the same time.", "同一時間を使う。"),
    (_OLDER, "それより数か月古いコピーもいくつかある。"),
    (_OLDER, "사본 중 여럿은 그 날짜보다 몇 달 오래된 것입니다."),
    (_OLDER, "其中有幾份副本比該日期早了數個月。"),
    ("It takes a few days.", "며칠 걸립니다."),
    ("It can run.", "실행할 수 있다."),
    (_DAILY, "バックアップは毎日実行される。"),
    (_DAILY, "備份每天執行。"),
    (_DAILY, "バックアップは日次で実行される。"),
    (_PER_SECOND, "課金は秒単位。"),
    (_PER_SECOND, "과금은 초 단위입니다."),
    (_PER_SECOND, "按秒計費。"),
    ("It runs twice a day.", "一天兩次。"),
    ("It runs twice a day.", "一天執行兩次。"),
    ("It runs 8 hours a day.", "一天運行八小時。"),
    ("Backups run twice a week.", "バックアップは週2回実行される。"),
    ("The plan is $20 per year.", "プランは年20ドル。"),
    ("The plan is $20 per month.", "プランは月20ドル。"),
    ("It was founded in 2020, and costs $20.", "2020年に設立され、20ドルかかる。"),
    ("Each node serves 100 requests per second.", "各ノードは毎秒100リクエストを処理する。"),
    ("Each GPU decodes 50 tokens per second.", "各 GPU は毎秒50トークンをデコードする。"),
    ("Each node serves 100 requests per second.", "每個節點每秒處理 100 個請求。"),
    ("It handles 10,000 requests.", "만 건의 요청을 처리합니다."),
    ("It handles 1,000 requests.", "천 건의 요청을 처리합니다."),
    ("It handles 100 requests.", "백 건의 요청을 처리합니다."),
    ("10,000 users.", "사용자 만 명."),
    ("It uses only GPUs.", "GPU만 사용합니다."),
    ("It uses 10,000 GPUs.", "1만 개의 GPU를 사용합니다."),
    ("It handles this case.", "이 건을 처리합니다."),
    ("It handles 15,000 requests.", "1万5千件のリクエストを処理する。"),
    ("It handles 25,000 requests.", "2万5千件のリクエストを処理する。"),
    ("It handles 25,000 requests.", "處理 2 萬 5 千個請求。"),
    ("It uses 2,000 GPUs.", "使用 2 千張 GPU。"),
    ("A 2 billion parameter model.", "二十億參數的模型。"),
    ("Support is available 24/7.", "サポートは24時間365日対応。"),
    ("Support is available 24/7.", "24시간 연중무휴로 지원합니다."),
    ("Support is available 24/7.", "全天候提供支援。"),
    ("Support is available 24/7.", "24時間体制でサポートする。"),
    ("Expected in Q3 2026.", "2026年7〜9月期の見込み。"),
    ("Expected in H1 2026.", "2026年上期の見込み。"),
    ("Expected in H1 2026.", "2026년 상반기 예정."),
    ("Expected in H2 2026.", "預計 2026 年下半年。"),
    ("Expected in FY2026.", "2026年度の見込み。"),
    ("Expected in FY2026.", "2026 회계연도 예정."),
    ("Expected in FY2026.", "預計 2026 財年。"),
    ("30% off the list price.", "定價打七折。"),
]


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_unit_duration_or_rate_changed_is_an_error(name: str) -> None:
    english, translation, said = HOSTILE[name]
    errors = [f.message for f in number_findings(english, translation) if f.severity == "error"]
    assert errors and said in errors[0], errors


@pytest.mark.parametrize(("english", "translation"), FAITHFUL)
def test_the_faithful_twins_stay_clean(english: str, translation: str) -> None:
    assert number_findings(english, translation) == []


@pytest.mark.parametrize(
    ("translation", "refused"),
    [("지연 시간은 5~10ms입니다.", False), ("지연 시간은 5~10ms와 10~20ms입니다.", True)],
)
def test_a_lone_tilde_is_a_range_and_two_on_a_line_strike_through(
    translation: str, refused: bool
) -> None:
    """f22: the Korean range 5~10ms was refused as Markdown; one tilde strikes nothing, two
    on a line do in GFM ("5~10ms와 10~20ms" strikes "10ms와 10")."""
    english = "Latency is 5–10 ms and 10–20 ms." if refused else "Latency is 5–10 ms."
    found = check_markdown_signs(Entry(key="faq.x", english=english, translation=translation))
    assert bool(found) == refused, found
