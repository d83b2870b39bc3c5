"""Attack 24 (periods): the part of a year, a fiscal year, a year named from now and a time
before or after now, each changed with every figure kept (attack 50's E2, E9, E11, d03,
d16–d18, d28–d31, d34: "in early 2025" as 2025年秋, "the first half of 2026" as 2026년
하반기, "in 2026" as 2026年度, "last year" as 来年, "two weeks ago" as 兩週後), and the
faithful twins of each, which must pass clean (``catalogs/period_words.py``).
"""

from __future__ import annotations

import pytest

from test_trust_numbers import number_findings

SGLANG = "SGLang shipped day-one support for DeepSeek-V3 and R1 in early 2025."
FIRST_HALF = "Expected in the first half of 2026."
SECOND_HALF = "Expected in the second half of 2026."
SPRING = "Released in spring 2026."
PLAIN_YEAR = "Released in 2026."
AGO = "Merged two weeks ago."
IN_WEEKS = "The fix ships in two weeks."

PART = "part of the year changed"
ADDED = "part of the year the English does not name"
FISCAL = "fiscal year the English does not say"

HOSTILE = {
    # the part of a year: another season, half or quarter, or one of another kind
    "E2 ja early as autumn": (
        SGLANG,
        "SGLang は2025年秋に DeepSeek-V3 と R1 に初日から対応した。",
        f"{PART}: 秋",
    ),
    "E9 ko early as autumn": (
        SGLANG,
        "SGLang은 2025년 가을 DeepSeek-V3와 R1을 첫날부터 지원했습니다.",
        f"{PART}: 가을",
    ),
    "E11 zh early as autumn": (
        SGLANG,
        "SGLang 於 2025年秋首日即支援 DeepSeek-V3 與 R1。",
        f"{PART}: 秋",
    ),
    "d29 ja spring as autumn": (SPRING, "2026年秋にリリース。", f"{PART}: 秋 (autumn)"),
    "d30 ko spring as autumn": (SPRING, "2026년 가을에 출시.", f"{PART}: 가을"),
    "d31 zh spring as autumn": (SPRING, "2026 年秋季發布。", f"{PART}: 秋季"),
    "d16 ja first half as 後半": (FIRST_HALF, "2026年後半の見込み。", f"{PART}: 後半"),
    "d17 ko first half as 하반기": (FIRST_HALF, "2026년 하반기 예정.", f"{PART}: 하반기"),
    "d18 zh first half as 下半年": (FIRST_HALF, "預計 2026 年下半年。", f"{PART}: 下半年"),
    "ja first half as 下半期": (FIRST_HALF, "2026年下半期の見込み。", f"{PART}: 下半期"),
    "ja first half as autumn": (FIRST_HALF, "2026年秋の見込み。", f"{PART}: 秋"),
    "ja second half as 上半期": (SECOND_HALF, "2026年上半期の見込み。", f"{PART}: 上半期"),
    "ko second half as 상반기": (SECOND_HALF, "2026년 상반기 예정.", f"{PART}: 상반기"),
    "ko first half as autumn": (FIRST_HALF, "2026년 가을 예정.", f"{PART}: 가을"),
    "zh second half as 上半年": (SECOND_HALF, "預計 2026 年上半年。", f"{PART}: 上半年"),
    "ja late as spring": ("Expected in late 2026.", "2026年春の見込み。", f"{PART}: 春"),
    "ko late as 상반기": ("Expected in late 2026.", "2026년 상반기 예정.", f"{PART}: 상반기"),
    "zh late as 上半年": ("Expected in late 2026.", "預計 2026 年上半年。", f"{PART}: 上半年"),
    "ja summer as winter": ("Released in summer 2025.", "2025年冬にリリース。", f"{PART}: 冬"),
    "ja fall as spring": ("Released in fall 2025.", "2025年春にリリース。", f"{PART}: 春"),
    "ko winter as summer": ("Released in winter 2025.", "2025년 여름에 출시.", f"{PART}: 여름"),
    "zh autumn as spring": ("Released in autumn 2025.", "2025 年春天發布。", f"{PART}: 春天"),
    "ja spring as year end": (SPRING, "2026年末にリリース。", f"{PART}: 末"),
    "ko spring as 말": (SPRING, "2026년 말에 출시.", f"{PART}: 말"),
    "ja this spring as 今秋": ("Planned for this spring.", "今秋に予定。", f"{PART}: 今秋"),
    "ko this spring as 올가을": ("Planned for this spring.", "올가을 예정.", f"{PART}: 올가을"),
    "ko second half of this year as 올 상반기": (
        "Expected in the second half of this year.",
        "올 상반기 예정.",
        f"{PART}: 상반기",
    ),
    "zh Q4 as 一季度": ("Expected in the fourth quarter of 2026.", "預計 2026 年一季度。", PART),
    # a part where the English names none
    "ja year as autumn": (PLAIN_YEAR, "2026年秋にリリース。", f"{ADDED}: 秋"),
    "ja year as 上半期": (PLAIN_YEAR, "2026年上半期にリリース。", f"{ADDED}: 上半期"),
    "ko year as spring": (PLAIN_YEAR, "2026년 봄에 출시.", f"{ADDED}: 봄"),
    "ko year as 하반기": (PLAIN_YEAR, "2026년 하반기에 출시.", f"{ADDED}: 하반기"),
    "zh year as spring": (PLAIN_YEAR, "2026 年春季發布。", f"{ADDED}: 春季"),
    "zh year as 下半年": (PLAIN_YEAR, "2026 年下半年發布。", f"{ADDED}: 下半年"),
    "ja next year as 来年春": (
        "Support arrives next year.",
        "来年春にサポート予定。",
        f"{ADDED}: 春",
    ),
    # a Japanese fiscal year for a plain year
    "d03 ja 年度": (PLAIN_YEAR, "2026年度にリリース。", f"{FISCAL}: 2026年度"),
    "ja 年度 spaced": ("Shipped in 2025 with NVIDIA.", "NVIDIA と 2025 年度に出荷した。", FISCAL),
    # a year, a month or a week named from now, turned round
    "d34 ja last year as 来年": (
        "Released last year.",
        "来年リリース予定。",
        "year turned round: 来年",
    ),
    "ja this year as 昨年": (
        "Released this year.",
        "昨年リリースされた。",
        "year turned round: 昨年",
    ),
    "ja next year as 去年": (
        "Support arrives next year.",
        "去年サポートされた。",
        "year turned round: 去年",
    ),
    "ko last year as 내년": ("Released last year.", "내년에 출시 예정.", "year turned round: 내년"),
    "ko this year as 작년": (
        "Released this year.",
        "작년에 출시되었습니다.",
        "year turned round: 작년",
    ),
    "ko next year as 지난해": (
        "Support arrives next year.",
        "지난해 지원되었습니다.",
        "year turned round",
    ),
    "zh last year as 明年": ("Released last year.", "明年發布。", "year turned round: 明年"),
    "zh next year as 去年": ("Released next year.", "去年已發布。", "year turned round: 去年"),
    "zh this year as 去年": ("Released this year.", "去年發布。", "year turned round: 去年"),
    "ja last week as 来週": ("Merged last week.", "来週マージされる。", "week turned round: 来週"),
    "ko next month as 지난달": (
        "Ships next month.",
        "지난달 배포되었습니다.",
        "month turned round",
    ),
    "ja last month as 来月": (
        "Merged last month.",
        "来月マージされる。",
        "month turned round: 来月",
    ),
    # a time before now as one after it, and the other way round
    "d28 zh ago as 兩週後": (AGO, "兩週後合併。", "time turned round: 兩週後"),
    "zh ago (digits) as 2 週後": (
        "Merged 2 weeks ago.",
        "2 週後合併。",
        "time turned round: 2 週後",
    ),
    "ja ago as 二週間後": (AGO, "二週間後にマージされる。", "後"),  # (or a bound added)
    "ja ago as 数週間後": (
        "Merged several weeks ago.",
        "数週間後にマージされる。",
        "time turned round",
    ),
    "zh ago as 數個月後": (
        "Merged a few months ago.",
        "數個月後合併。",
        "time turned round: 數個月後",
    ),
    "ko ago as 두 주 후": (AGO, "두 주 후에 병합됩니다.", "후"),  # (or a bound added)
    "ja in weeks as 二週間前": (
        IN_WEEKS,
        "修正は二週間前に出荷された。",
        "time turned round: 二週間前",
    ),
    "ja in weeks (digits) as 2週間前": (
        "The fix ships in 2 weeks.",
        "修正は2週間前に出荷された。",
        "time turned round",
    ),
    "ko in months as 세 달 전": (
        "The fix ships in three months.",
        "수정은 세 달 전에 배포되었습니다.",
        "time turned round",
    ),
    "zh in weeks as 兩週前": (IN_WEEKS, "修正已於兩週前發布。", "time turned round: 兩週前"),
    "zh later as 三天前": (
        "It restarts three days later.",
        "它在三天前重新啟動。",
        "time turned round: 三天前",
    ),
}

FAITHFUL = [
    # the English's part of a year in other words
    (SGLANG, "SGLang は2025年初めに DeepSeek-V3 と R1 に初日から対応した。"),
    (SGLANG, "SGLang は2025年初頭に DeepSeek-V3 と R1 に初日から対応した。"),
    (SGLANG, "SGLang は2025年前半に DeepSeek-V3 と R1 に初日から対応した。"),
    (SGLANG, "SGLang은 2025년 초 DeepSeek-V3와 R1을 첫날부터 지원했습니다."),
    (SGLANG, "SGLang 於 2025年初首日即支援 DeepSeek-V3 與 R1。"),
    (SPRING, "2026年春にリリース。"),
    (SPRING, "2026年の春にリリース。"),
    (SPRING, "2026년 봄에 출시."),
    (SPRING, "2026 年春季發布。"),
    (SPRING, "2026 年春天發布。"),
    ("Released in autumn 2025.", "2025年秋にリリース。"),
    ("Released in fall 2025.", "2025년 가을에 출시."),
    ("Released in winter 2025.", "2025 年冬季發布。"),
    (FIRST_HALF, "2026年上半期の見込み。"),
    (FIRST_HALF, "2026年前半の見込み。"),
    (FIRST_HALF, "2026年上期の見込み。"),
    (FIRST_HALF, "2026년 상반기 예정."),
    (FIRST_HALF, "預計 2026 年上半年。"),
    (SECOND_HALF, "2026年下半期の見込み。"),
    (SECOND_HALF, "2026년 하반기 예정."),
    (SECOND_HALF, "預計 2026 年下半年。"),
    ("Expected in Q3 2026.", "2026年第3四半期の見込み。"),
    ("Expected in Q3 2026.", "預計 2026 年第三季。"),
    ("Expected in the third quarter of 2026.", "2026年第3四半期の見込み。"),
    ("Expected in the third quarter of 2026.", "預計 2026 年第三季度。"),
    ("Expected in late 2026.", "2026年末の見込み。"),
    ("Expected in late 2026.", "2026년 말 예정."),
    ("Expected in late 2026.", "預計 2026 年底。"),
    ("Expected in mid-2026.", "2026年夏の見込み。"),
    ("Expected later this year.", "今年後半の見込み。"),
    ("Expected later this year.", "올해 하반기 예정."),
    ("Planned for this spring.", "今春に予定。"),
    ("Planned for this spring.", "올봄 예정."),
    ("Expected in the second half of this year.", "올 하반기 예정."),
    ("Expected in the fourth quarter of 2026.", "預計 2026 年四季度。"),
    (PLAIN_YEAR, "2026年中にリリース。"),
    ("Released in May 2026.", "2026年5月（春）にリリース。"),
    ("Expected by the end of 2026.", "2026년 말까지 예정."),
    # a plain year, and a fiscal one where the English says so
    (PLAIN_YEAR, "2026年にリリース。"),
    (PLAIN_YEAR, "2026년도에 출시."),
    ("Released in fiscal 2026.", "2026年度にリリース。"),
    ("Released in fiscal year 2026.", "2026年度にリリース。"),
    # a year, a month or a week named from now, as the English names it
    ("Released last year.", "昨年リリースされた。"),
    ("Released last year.", "去年リリースされた。"),
    ("Released last year.", "작년에 출시되었습니다."),
    ("Released last year.", "지난해 출시되었습니다."),
    ("Released last year.", "去年發布。"),
    ("Support arrives next year.", "来年サポート予定。"),
    ("Support arrives next year.", "내년에 지원될 예정입니다."),
    ("Support arrives next year.", "明年將支援。"),
    ("Released this year.", "今年リリースされた。"),
    ("Released this year.", "올해 출시되었습니다."),
    ("Released this year.", "今年發布。"),
    ("Throughput is up 20% from last year.", "スループットは前年比20%増。"),
    ("Merged last week.", "先週マージされた。"),
    ("Merged last month.", "上個月合併。"),
    ("Ships next month.", "다음 달 배포됩니다."),
    ("The next release fixes the past issues.", "다음 해결 릴리스가 지난 주요 문제를 고친다."),
    (
        "Released last year; the next release fixes the previous issues.",
        "작년에 출시되었고, 다음 해결 릴리스가 지난 주요 문제를 고칩니다.",
    ),
    ("Released last year.", "지난해에는 출시되었습니다."),
    # a time before or after now, as the English says it
    (AGO, "2週間前にマージされた。"),
    (AGO, "二週間前にマージされた。"),
    (AGO, "2주 전에 병합되었습니다."),
    (AGO, "두 주 전에 병합되었습니다."),
    (AGO, "兩週前合併。"),
    ("Merged several weeks ago.", "数週間前にマージされた。"),
    ("Merged a few months ago.", "몇 달 전에 병합되었습니다."),
    (IN_WEEKS, "あと2週間で修正が出荷される。"),
    (IN_WEEKS, "수정은 두 주 뒤에 배포됩니다."),
    (IN_WEEKS, "修正將於兩週後發布。"),
    (
        "Merged on July 24, 2026, two weeks after the release.",
        "2026年7月24日、リリースから二週間後にマージされた。",
    ),
    ("It restarts three days later.", "它在三天後重新啟動。"),
]


@pytest.mark.parametrize("english, translation, said", HOSTILE.values(), ids=HOSTILE.keys())
def test_hostile_period_is_an_error(english: str, translation: str, said: str) -> None:
    errors = [f.message for f in number_findings(english, translation) if f.severity == "error"]
    assert errors and said in errors[0]


@pytest.mark.parametrize("english, translation", FAITHFUL)
def test_faithful_period_passes(english: str, translation: str) -> None:
    assert number_findings(english, translation) == []
