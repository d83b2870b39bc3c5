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
    # the other multipliers a product name borrows (デュアル GPU, 듀얼 GPU, オクタコア)
    **dict.fromkeys(("デュアル", "ツイン", "듀얼", "트윈"), "2"),
    "쿼드": "4",
    "オクタ": "8",
    "グロス": "144",  # a gross, twelve dozen
    "一対": "2",
    "一對": "2",
    "一打": "12",
    "半打": "6",  # half a dozen, and two dozen
    **dict.fromkeys(("兩打", "两打", "二打"), "24"),
    # double and triple as words of their own (二重化 "duplexed", 三重 "threefold")
    **dict.fromkeys(("二重", "雙重", "双重"), "2"),
    "三重": "3",
    **dict.fromkeys(("半分", "一半", "半數", "半数", "절반", "반", "반값"), "0.5"),
    **dict.fromkeys(("半減", "減半", "减半"), "0.5"),  # (halved: 半減させる, 減半)
    **dict.fromkeys(("半額", "半値", "半價", "半价"), "0.5"),  # (half price)
    "四半分": "0.25",  # (a quarter, not half)
    "倍": "2",
    # the Korean double (갑절, 곱절 "twice as much"), a word of its own, not "세 곱절" (threefold)
    **dict.fromkeys(("갑절", "곱절"), "2"),
    "🔟": "10",
}
_SPELLED = re.compile(
    # (a native count not followed by the rest of a word: むっつり, やっつける, とおり)
    r"ひとつ|ふたつ|みっつ|よっつ|いつつ|むっつ(?!り)|ななつ|やっつ(?!け)|ここのつ|とお(?![ぁ-ゖ])"
    # (とお before a particle, とおと "and ten": not とおり, nor inside a word, 遠く)
    r"|とお(?<![ぁ-ゖ]..)(?=[とのをがもで](?![ぁ-ゖ]))"
    r"|ゼロ|ダース|ダブル|半分|一半|半[數数]|절반|🔟|倍(?![率数數])"
    # (반 "half" as a word of its own after "of": 수천 토큰의 반을; not 반드시, 반환)
    r"|(?<=의 )반(?=(?:을|를|이|가|은|는|으로|만|도|에|쯤)?(?![가-힣]))"
    # (and halved, 반으로 줄다, about half, 반 정도, half price, 반값; 半減, 減半)
    r"|(?<![가-힣])반(?:값|(?=으로[ \u00a0]?줄|[ \u00a0]정도))|半減|[減减]半|半[額値價价]|四半分"
    # a pair, a triple, a quad alone (not キーペア "key pair", クアッドコア "quad-core");
    # 一対 (a pair) and the Chinese 一打 (a dozen)
    r"|(?<![\u30a1-\u30fa\u30fc])(?:ペア|トリプル|クアッド|デュアル|ツイン|オクタ)"
    r"(?![\u30a1-\u30fa\u30fc])|一[対對打]|[半兩两二]打|(?:[二三]|雙|双)重"
    # a gross only after its count (1グロス): alone it is gross profit (グロス利益)
    r"|グロス(?:(?<=[0-9一二三四五六七八九十]...)|(?<=[0-9一二三四五六七八九十] ...))"
    r"(?![\u30a1-\u30fa\u30fc])"
    # and in Hangul, a word of its own (듀얼 GPU; not 트윈스)
    r"|(?:듀얼|트윈|쿼드)(?<![가-힣]..)(?![가-힣])"
    # (after a count, 세 곱절 or 3곱절, it is "times": that count is the number)
    r"|(?:갑절|곱절)(?<![\d두세네섯곱덟홉열삼사오육칠팔구십]..)"
    r"(?<![\d두세네섯곱덟홉열삼사오육칠팔구십] ..)"
)
# The kana numerals before a counter (はち枚, ハチ枚, にじゅう台): the numerals in kana, as a
# child or a careless translation writes them; not after other kana, where they end a word.
_KANA_DIGITS = {
    **dict.fromkeys(("いち", "イチ"), 1),
    **dict.fromkeys(("に", "ニ"), 2),
    **dict.fromkeys(("さん", "サン"), 3),
    **dict.fromkeys(("よん", "ヨン", "し", "シ"), 4),
    **dict.fromkeys(("ご", "ゴ"), 5),
    **dict.fromkeys(("ろく", "ロク"), 6),
    **dict.fromkeys(("なな", "ナナ", "しち", "シチ"), 7),
    **dict.fromkeys(("はち", "ハチ"), 8),
    **dict.fromkeys(("きゅう", "キュウ", "く", "ク"), 9),
}
_KANA_DIGIT = "|".join(sorted(_KANA_DIGITS, key=len, reverse=True))
# (alone, not the one-kana particles and words に, ご, し, く: 社員に台帳, 少なく枚挙)
_KANA_UNIT = "|".join(sorted(set(_KANA_DIGITS) - {*"にごしくシク"}, key=len, reverse=True))
_KANA_NUMERAL = re.compile(
    rf"(?<![\u3041-\u3096\u30a1-\u30fa\u30fc])(?:({_KANA_DIGIT})?(じゅう|ジュウ))?({_KANA_UNIT})?"
    r"(?<=[\u3041-\u3096\u30a1-\u30fa])[ \u00a0]?(?=[枚台基個个倍張](?![\u3400-\u9fff]))"
)
_COUNTER = re.compile("[枚台基個个倍張]")
_KANA = re.compile("[\u3041-\u3096\u30a1-\u30fa]")


def _may_count_in_kana(text: str) -> bool:
    """Whether a kana stands before a counter of ``text``, spaced or not (a quick first
    test: a pattern that starts with the kana would stop at nearly every character)."""
    for counter in _COUNTER.finditer(text):
        start = counter.start()
        if _KANA.match(text, start - 1 if start else 0, start) or (
            start > 1 and text[start - 1] == " " and _KANA.match(text, start - 2)
        ):
            return True
    return False


def kana_numbers(text: str) -> list[str]:
    """The kana numerals of ``text`` before a counter, in ASCII digits.

    >>> kana_numbers("はち枚、ハチ枚、にじゅう台、ヨン 枚、ひとつ、一つ、GPUを2枚")
    ['8', '8', '20', '4']
    """
    return _kana_numbers(text) if _may_count_in_kana(text) else []


def _kana_numbers(text: str) -> list[str]:
    found = []
    for match in _KANA_NUMERAL.finditer(text):
        tens_digit, ten, unit = match.groups()
        if ten is None and unit is None:
            continue
        tens = (_KANA_DIGITS[tens_digit] if tens_digit else 1) * 10 if ten else 0
        found.append(str(tens + (_KANA_DIGITS[unit] if unit else 0)))
    return found


# What before 倍 says how many times: a digit, a numeral, "some" or "how many" (2倍, 2 倍,
# 十倍, 数倍, 何倍). (Asked after a match: a pattern that starts with a look back is tried
# at every character.)
_TIMES_BEFORE = re.compile(r"[\d一二三四五六七八九十百千万〇零两兩数數何幾几] ?$")
# A quick first test, one class within the Basic Multilingual Plane (an astral character in
# a class makes it a walk over ranges): 🔟 is looked for apart.
_MAY_SPELL = re.compile("[つゼダ半倍お]")
# The loanwords and compounds, literals: a pattern of literals alone is walked by a table of
# their first characters.
_MAY_SPELL_WORD = re.compile(
    "ペア|トリプル|クアッド|デュアル|ツイン|オクタ|グロス|一対|一對|一打|半打|兩打|两打|二打"
    "|二重|三重|雙重|双重|듀얼|트윈|쿼드|갑절|곱절|절반|의 반|반값|반으로|반 정도|半減|減半|减半"
    "|半額|半値|半價|半价"
)


def _may_spell_word(text: str) -> bool:
    """Whether ``text`` may hold one of these words but the kana numerals (a quick test)."""
    return (
        _MAY_SPELL.search(text) is not None
        or "\U0001f51f" in text
        or _MAY_SPELL_WORD.search(text) is not None
    )


def spelled_numbers(text: str) -> list[str]:
    """The numbers ``text`` says in these words, in ASCII digits (half as 0.5).

    >>> spelled_numbers("ふたつ、ゼロコピー、ダース、倍、2倍、数倍、倍率、半分、🔟、やっつける")
    ['2', '0', '12', '2', '0.5', '10']
    """
    spelled = (
        [
            _VALUES[match.group()]
            for match in _SPELLED.finditer(text)
            if match.group() != "倍" or not _TIMES_BEFORE.search(text[: match.start()][-2:])
        ]
        if _may_spell_word(text)
        else []
    )
    return spelled + _kana_numbers(text) if _may_count_in_kana(text) else spelled
