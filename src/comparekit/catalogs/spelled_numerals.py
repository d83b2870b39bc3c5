"""Numbers Japanese says in words that are not numerals: the native counts (ひとつ … ここのつ,
とお), the loanwords (ゼロ 0, ダース 12, ダブル and ペア 2, トリプル 3, クアッド 4), 一対 (a
pair), the Chinese 一打 (a dozen), 半分 (half) and 倍 with no number before it
("double"); and the keycap ten (🔟), which no digit writes. The number checker compares
them with the English's digits and number words (zero, dozen, double, half). Imports
nothing of comparekit.

Each is read where it stands as a number: not a native count inside a longer word (むっつり
"sulky", やっつける "beat", とおり "way"), nor 倍 after a number that already says how many
times (2倍, 数倍, 何倍) or in the words that only name a ratio (倍率, 倍数).
"""

from __future__ import annotations

import re

_VALUES = {
    "ひとつ": "1",
    "ふたつ": "2",
    "みっつ": "3",
    "よっつ": "4",
    "いつつ": "5",
    "むっつ": "6",
    "ななつ": "7",
    "やっつ": "8",
    "ここのつ": "9",
    "とお": "10",
    "ゼロ": "0",
    "ダース": "12",
    "ダブル": "2",
    "ペア": "2",
    "トリプル": "3",
    "クアッド": "4",
    "一対": "2",
    "一對": "2",
    "一打": "12",
    "半分": "0.5",
    "倍": "2",
    "🔟": "10",
}
_SPELLED = re.compile(
    # (a native count not followed by the rest of a word: むっつり, やっつける, とおり)
    r"ひとつ|ふたつ|みっつ|よっつ|いつつ|むっつ(?!り)|ななつ|やっつ(?!け)|ここのつ|とお(?![ぁ-ゖ])"
    r"|ゼロ|ダース|ダブル|半分|🔟|倍(?![率数數])"
    # a pair, a triple, a quad alone (not キーペア "key pair", クアッドコア "quad-core");
    # 一対 (a pair) and the Chinese 一打 (a dozen)
    r"|(?<![\u30a1-\u30fa\u30fc])(?:ペア|トリプル|クアッド)(?![\u30a1-\u30fa\u30fc])|一[対對打]"
)
# What before 倍 says how many times: a digit, a numeral, "some" or "how many" (2倍, 2 倍,
# 十倍, 数倍, 何倍). (Asked after a match: a pattern that starts with a look back is tried
# at every character.)
_TIMES_BEFORE = re.compile(r"[\d一二三四五六七八九十百千万〇零两兩数數何幾几] ?$")
# A quick first test, one class within the Basic Multilingual Plane (an astral character in
# a class makes it a walk over ranges): 🔟 is looked for apart.
_MAY_SPELL = re.compile("[つゼダ半倍お]")


def may_spell(text: str) -> bool:
    """Whether ``text`` may hold one of these words (a quick first test)."""
    return (
        _MAY_SPELL.search(text) is not None
        or "\U0001f51f" in text
        or "ペア" in text
        or "トリプル" in text
        or "クアッド" in text
        or "一対" in text
        or "一對" in text
        or "一打" in text
    )


def spelled_numbers(text: str) -> list[str]:
    """The numbers ``text`` says in these words, in ASCII digits (half as 0.5).

    >>> spelled_numbers("ふたつ、ゼロコピー、ダース、倍、2倍、数倍、倍率、半分、🔟、やっつける")
    ['2', '0', '12', '2', '0.5', '10']
    """
    if not may_spell(text):
        return []
    return [
        _VALUES[match.group()]
        for match in _SPELLED.finditer(text)
        if match.group() != "倍" or not _TIMES_BEFORE.search(text[: match.start()][-2:])
    ]
