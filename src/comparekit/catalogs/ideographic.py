"""Ideographic numerals (三, 二十一, 二〇二六, 兩) read as the numbers they write, where they
are numbers and not part of a word (一部, 統一): the number checker compares them with the
English's digits and number words. Imports only ``look_alike_numerals``.
"""

from __future__ import annotations

import re

from comparekit.catalogs.look_alike_numerals import folded

# Ideographic numerals, read where they are a number: a run of them directly before a
# counter (三台, 两个) or standing alone among characters that are not Han (九 ノード,
# 三つ); not inside a word (一部, 統一, 唯一, 一般, 同一, 十分), where a Han character is
# beside them, but for the ordinal, "about" and "in total" before (第三, 約三台, 計二台).
_CJK_DIGITS = {
    **dict.fromkeys("〇零", 0),
    "一": 1,
    "二": 2,
    # "both" and "pair" say 2 where they count (两张, 共兩台, 雙卡, 倆人); not the Japanese
    # 両, "both" before any noun (両エンジン, 両者), as free as the English's "the two".
    **dict.fromkeys("两兩雙双倆俩", 2),
    "三": 3,
    "四": 4,
    "五": 5,
    "六": 6,
    "七": 7,
    "八": 8,
    "九": 9,
    # The formal (daiji) numerals of contracts and banknotes (捌張 is 8 cards), and the
    # colloquial Chinese 仨, "three of them".
    **dict.fromkeys("壱壹", 1),
    **dict.fromkeys("弐貳贰", 2),
    **dict.fromkeys("参參叁仨", 3),
    "肆": 4,
    "伍": 5,
    **dict.fromkeys("陸陆", 6),
    "柒": 7,
    "捌": 8,
    "玖": 9,
}
# (佰 and 仟: the formal hundred and thousand, 壹佰張 is 100)
_CJK_UNITS = {"十": 10, "拾": 10, "百": 100, "佰": 100, "千": 1000, "仟": 1000}
# A ten that is its own digit: 廿一 is 21; and the rarer 卄 (20), 丗 (30), 卌 (40), 皕 (200).
_CJK_TENS = {"廿": 20, "卄": 20, "卅": 30, "丗": 30, "卌": 40, "皕": 200}
_CJK_MYRIADS = {"万": 10**4, "萬": 10**4, "億": 10**8, "兆": 10**12}
_CJK_NUMERAL_CHARS = "".join((*_CJK_DIGITS, *_CJK_UNITS, *_CJK_TENS, *_CJK_MYRIADS))
CJK_NUMERAL_CHARS = _CJK_NUMERAL_CHARS  # (for the reader of numerals before a unit)
IDEOGRAPHIC_DIGIT = re.compile(f"[{_CJK_NUMERAL_CHARS}]")
_HAN = "\u3005\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
# (卡: a GPU card; 桁: a digit, 一桁 "an order of magnitude"; 級 a rank, 二級 "second-class"
# with or without 第)
_COUNTERS = "台個个枚基張张件人名年月日倍回週歳层層段項项條条位卡桁級级"
_CJK_NUMERAL = re.compile(
    # An ordinal (第二世代, 第三版) whatever follows it; a month after its year (2024年六月);
    rf"(?<=第)([{_CJK_NUMERAL_CHARS}]+)|(?<=年)([{_CJK_NUMERAL_CHARS}]+)(?=月)|"
    # a count after "about" or "in total" or outside a word, before a counter, an ordinal's
    # 番目 ("-th": 二番目), a bound's word (二百以上 "200+", 八未満) or a non-Han.
    rf"(?:(?<=[約约計计])|(?<![{_HAN}〇]))([{_CJK_NUMERAL_CHARS}]+)"  # (〇: not in a numeral)
    rf"(?:(?=[{_COUNTERS}]|番目|以[上下内內]|未[満滿满])|(?![{_HAN}]))"
)
# A count before a counter or a word in katakana after any other Han character (在九張,
# 共兩台, 支援二十億個, 毎秒千トークン), read apart: but not a lone 一 or 〇 (同一台 is "the
# same machine", 統一モデル "a unified model"), nor a count after "these" or "those"
# (這兩個 pod says "them"), nor one the pattern above reads. Read from the run's first
# character: a count ends where its run does, and a run read from each of its characters
# took time as its square.
_COUNTED_IN_WORDS = re.compile(
    rf"(?<![{_CJK_NUMERAL_CHARS}])([{_CJK_NUMERAL_CHARS}]+)(?=[{_COUNTERS}\u30a1-\u30fa]|番目)"
)
_NOT_A_COUNT_AFTER = frozenset("第約约計计年這这那此其該该")


# A percentage in numerals: tenths (四成, 四成五 is 45%), "hundredths of" (百分之四十) and
# the loanword (四十パーセント), read before the counts, as the digits' are (40%).
_PERCENT = re.compile(
    rf"(?<![{_CJK_NUMERAL_CHARS}])([{_CJK_NUMERAL_CHARS}]+)成(?![員员功為为立本長长])"
    rf"([{_CJK_NUMERAL_CHARS}](?![{_CJK_NUMERAL_CHARS}])|半)?"
    rf"|百分之([{_CJK_NUMERAL_CHARS}]+)"
    rf"|(?<![{_CJK_NUMERAL_CHARS}])([{_CJK_NUMERAL_CHARS}]+)(?:パーセント|퍼센트)"
)


# A vague count: "some" before a ten or more (数十, 數百, 幾千, 何万; not 少數兩邊), "upwards
# of" (上萬, 上百; not 以上千台, "1,000 or more", nor 成千上萬's 萬 after 千) or after a numeral
# (十数, 十餘, 十幾); a count all the same, which the English says only as a vague amount
# (dozens, hundreds, several). Not 其餘 ("the rest") or 幾乎 ("almost"): no numeral beside;
# nor 數 as "number" after a numeral (參數 "parameter", 一數量), but before a counter or
# where the word ends.
# Two numerals side by side before a counter are a range, "one or two" (一兩張, 兩三台,
# 八九個): a vague count, as written, not 12, 23 or 89.
# Counters of kinds, lines and pages, after which a count written numeral first is vague
# too (十幾種, 百餘行, 十数頁): read by no other pattern, which takes them for words.
_KINDS = "種种行頁页類类篇款份"
APPROXIMATE = frozenset(
    ("一兩", "一两", "兩三", "两三", "三四", "四五", "五六", "六七", "七八", "八九")
)
_VAGUE = re.compile(
    rf"(?:{'|'.join(sorted(APPROXIMATE))})(?=[{_COUNTERS}])"
    rf"|[数數幾几何](?:[十百千][万萬億]?|[万萬億])"  # 数十, and 数十万 (hundreds of thousands)
    rf"|(?<![以之])上[百千萬万](?![{_CJK_NUMERAL_CHARS}])"  # 上萬 "upwards of ten thousand"
    rf"|[数數]以[十百千萬万億]+[計计]"  # 數以百計, "by the hundreds"
    rf"|[一二三四五六七八九十百千]+[数數餘余幾几](?=[{_COUNTERS}{_KINDS}]|[^{_HAN}]|$)"
)
VAGUE_MARKS = frozenset("数數幾几何上餘余수몇")  # (and the Korean 수천, 몇백, read with Hangul)
_MAY_BE_VAGUE = re.compile(
    "[数數幾几餘余]|[何上][十百千万萬億]|一兩|一两|兩三|两三|三四|四五|五六|六七|七八|八九"
)


def vague_counts(text: str) -> tuple[list[str], str]:
    """The vague counts of ``text`` (数十, 十数) as written, and ``text`` without them.

    >>> vague_counts("数百基、十数倍、其餘、幾乎")
    (['数百', '十数'], ' 基、 倍、其餘、幾乎')
    """
    if not _MAY_BE_VAGUE.search(text):
        return [], text
    found = _VAGUE.findall(text)
    return found, _VAGUE.sub(" ", text) if found else text


def vague_spans(text: str) -> list[tuple[int, int]]:
    """Where ``text`` writes the vague counts ``vague_counts`` reads (数百: 0, 2)."""
    if not _MAY_BE_VAGUE.search(text):
        return []
    return [found.span() for found in _VAGUE.finditer(text)]


def _percentages(text: str) -> tuple[list[str], str]:
    """The percentages of ``text`` in numerals (40%), and ``text`` without them."""
    found: list[str] = []

    def read(match: re.Match[str]) -> str:
        tenths, hundredths, of, loan = match.groups()
        if tenths:
            # 七成五 and 七成半 ("seven tenths and a half") are 75%
            hundredths = "五" if hundredths == "半" else hundredths
            found.append(f"{_value(tenths) * 10 + (_value(hundredths) if hundredths else 0)}%")
        else:
            found.append(f"{_value(of or loan)}%")
        return " "

    return found, _PERCENT.sub(read, text)


def _numerals(text: str) -> list[str]:
    runs = ["".join(groups) for groups in _CJK_NUMERAL.findall(text)]
    for match in _COUNTED_IN_WORDS.finditer(text):
        before = text[match.start() - 1] if match.start() else ""
        if (
            _IS_HAN.match(before)
            and before not in _NOT_A_COUNT_AFTER
            and match.group() not in ("一", "〇", "零")
        ):
            runs.append(match.group())
    return [run for run in runs if run != "万一"]  # "in case"


_IS_HAN = re.compile(f"[{_HAN}]")


def numeral_value(run: str) -> int:
    """``_value`` of ``run``: the number an ideographic numeral writes, for other readers."""
    return _value(run)


def _value(run: str) -> int:
    """The number an ideographic numeral writes: 三 3, 二十一 21, 三千五百 3500, 二〇二六 2026."""
    if not any(char in _CJK_UNITS or char in _CJK_TENS or char in _CJK_MYRIADS for char in run):
        # (at most 18 digits read: Python refuses to turn 4,300 digits or more into a
        # number, and no figure of a page is longer; a longer run is another number all
        # the same)
        return int("".join(str(_CJK_DIGITS[char]) for char in run[:18]))
    total = section = digit = 0
    for char in run:
        if char in _CJK_DIGITS:
            digit = _CJK_DIGITS[char]
        elif char in _CJK_TENS:
            section += _CJK_TENS[char]
            digit = 0
        elif char in _CJK_UNITS:
            section += (digit or 1) * _CJK_UNITS[char]
            digit = 0
        else:
            total += ((section + digit) or 1) * _CJK_MYRIADS[char]
            section = digit = 0
    return total + section + digit


def ideographic_numbers(text: str) -> list[str]:
    """The ideographic numerals of ``text`` that are numbers, in ASCII digits.

    >>> ideographic_numbers("三台、九 ノード、二十一 GPU、二〇二六年、一部を統一")
    ['3', '9', '21', '2026']
    >>> ideographic_numbers("弐台、廿一 GPU、第二世代、2024年六月、参照")
    ['2', '21', '2', '6']
    >>> ideographic_numbers("快四成、四成五、百分之四十、三成員、令和八年")
    ['40%', '45%', '40%', '2026']
    >>> ideographic_numbers("售價五美元、三千円、データの一元化、関東一円")
    ['5USD', '3000JPY']
    """
    if not IDEOGRAPHIC_DIGIT.search(text):
        return []
    if "參數" in text or "参数" in text:
        # 參 of 參數 ("parameter") is no financial 3: 二十億參數 is 2 billion parameters
        text = text.replace("參數", "  ").replace("参数", "  ")
    vague, text = vague_counts(text)
    percentages: list[str] = []
    if "成" in text or "百分之" in text or "パーセント" in text or "퍼센트" in text:
        percentages, text = _percentages(text)
    prices: list[str] = []
    if _MAY_BE_PRICE.search(text) and _PRICE.search(text):
        prices, text = _prices(text)
    pairs: list[str] = []
    if "對" in text or "对" in text:  # 八對 GPU is 16 GPUs, as 8 對 is
        pairs = [str(2 * _value(run)) for run in _PAIRED.findall(text)]
        text = _PAIRED.sub(" ", text)
    years: list[str] = []
    if has_era(text):  # 令和八年 is 2026
        years = [str(_ERA_STARTS[era] + _value(run)) for era, run in _ERA_YEAR.findall(text)]
        text = _ERA_YEAR.sub(" ", text)
    numbers = [str(_value(run)) for run in _numerals(text)]
    return vague + percentages + prices + pairs + years + numbers


# A number of pairs in numerals, counted as the things it pairs (八對 RTX 5090 is 16):
# not 一對, which the unread-numeral check names, nor 對 "versus" between numbers (八對十)
# or "towards" (三對於, 對應, 對比).
_PAIRED = re.compile(
    f"(?<![{_CJK_NUMERAL_CHARS}])([{_CJK_NUMERAL_CHARS}]+)(?<!(?<![{_CJK_NUMERAL_CHARS}])一)"
    f"[ \u00a0]?[對对](?![ \u00a0]?[{_CJK_NUMERAL_CHARS}\\d])(?![於于應应照比])"
)


# A price in numerals (五美元, 三千円, 十ドル), read as the digits' are (5美元 is 5USD),
# from the numeral's first character (a numeral's run is read once, not from each of its
# characters again: a long run took time as its square):
# 元 and 円 alone only as a word of their own (一元化 "centralise", 関東一円 "all over").
_CURRENCIES = {
    **dict.fromkeys(("美元", "美金", "ドル"), "USD"),
    **dict.fromkeys(("歐元", "欧元", "ユーロ"), "EUR"),
    **dict.fromkeys(("日圓", "日元", "日円", "円"), "JPY"),
    **dict.fromkeys(("韓元", "韩元"), "KRW"),
    **dict.fromkeys(("英鎊", "英镑", "ポンド"), "GBP"),
    "元": "",  # the yuan, or Taiwan's dollar: the bare number, as 5元 is
}
_PRICE = re.compile(
    f"(?<![{_CJK_NUMERAL_CHARS}])([{_CJK_NUMERAL_CHARS}]+)[ \u00a0]?("
    + "|".join(sorted(_CURRENCIES, key=len, reverse=True))
    + ")"
)
# The first characters of the currencies' words: a quick test before the price pattern.
_MAY_BE_PRICE = re.compile(f"[{''.join({word[0] for word in _CURRENCIES})}]")


def _prices(text: str) -> tuple[list[str], str]:
    """The prices of ``text`` in numerals (5USD), and ``text`` without them."""
    found: list[str] = []

    def read(match: re.Match[str]) -> str:
        currency = match.group(2)
        if currency in ("元", "円") and (
            _IS_HAN.match(text, match.end())
            or _IS_HAN.match(text[match.start() - 1 : match.start()])
        ):
            return match.group()
        found.append(f"{_value(match.group(1))}{_CURRENCIES[currency]}")
        return " "

    return found, _PRICE.sub(read, text)


# A Japanese era year, or a Minguo year (Taiwan's official calendar, 民國115年 is 2026), in
# numerals or digits, and the year before each era's first (令和一年, 令和元年 "its first
# year" and 令和1年 are 2019).
_ERA_STARTS = {"令和": 2018, "平成": 1988, "昭和": 1925, "民國": 1911, "民国": 1911}
_ERAS = "|".join(_ERA_STARTS)
_ERA_YEAR = re.compile(f"({_ERAS})([{_CJK_NUMERAL_CHARS}]+)(?=年)")
_ERA_YEAR_IN_DIGITS = re.compile(rf"({_ERAS})[ \u00a0]?(\d{{1,3}}|元)(?=[ \u00a0]?年)")


def has_era(text: str) -> bool:
    """Whether ``text`` may name a year of an era (令和, 平成, 昭和, 民國)."""
    return any(era in text for era in _ERA_STARTS)


_DECIMAL = re.compile(
    f"(?<![{_CJK_NUMERAL_CHARS}])([{_CJK_NUMERAL_CHARS}]+)[點点]([〇零一二三四五六七八九]+)"
)


def ideographic_decimals(text: str) -> str:
    """``text`` with each decimal in numerals in digits (一點二 is 1.2, 十点五 10.5), for the
    digits' reading to glue its unit (一點三 TB is 1.3TB) as it does the English's.

    >>> ideographic_decimals("一點二至一點三 TB、一点")
    '1.2至1.3 TB、一点'
    """
    if "點" not in text and "点" not in text:
        return text
    return _DECIMAL.sub(
        lambda decimal: f"{_value(decimal.group(1))}.{_value(decimal.group(2))}", text
    )


def western_years(text: str) -> str:
    """``text`` with each Japanese era year in digits as the year it is, in the calendar
    the English writes (令和8年 is 2026年, 令和元年 2019年); its digits already ASCII.

    >>> western_years("令和8年、平成31年、令和元年")
    '2026年、2019年、2019年'
    """
    return _ERA_YEAR_IN_DIGITS.sub(
        lambda era: str(_ERA_STARTS[era.group(1)] + int(era.group(2).replace("元", "1"))), text
    )


def lone_ones(text: str) -> int:
    """How many of the ideographic numerals of ``text`` are 一 alone: 一つの, 一個, the way
    Japanese and Chinese say "a"."""
    return _numerals(text).count("一") if IDEOGRAPHIC_DIGIT.search(text) else 0


def kinds_counted_in_han(text: str) -> list[str]:
    """The counts of kinds (三種, 兩種目標) of ``text``, in ASCII digits: read only where the
    English counts in a word before a plural (two targets), as Korean 두 가지 is, for 兩種
    also sums up what the English lists (284B 與 1.6T 兩種規模). Not 一種, "a kind of".

    >>> kinds_counted_in_han("則有三種目標、兩種規模、一種快取、這兩種")
    ['3', '2']
    """
    return [
        str(_value(match.group(1)))
        for match in _KIND_COUNT.finditer(text)
        if match.group(1) != "一" and text[match.start() - 1 : match.start()] not in _THESE
    ]


_KIND_COUNT = re.compile(f"([{_CJK_NUMERAL_CHARS}]+)[種种]")
_THESE = frozenset("這这那此其該该")


def unread_numerals(text: str) -> list[tuple[str, int]]:
    """The ideographic numerals of ``text`` the reader above does not read as numbers nor
    finds in a word that only looks like one (一覧, 統一, 唯一, 兩者), nor a 一 before a
    measure word (一套, 一份: "a"): each as written with the
    character after it (一打, 一対), and the number it writes. What no list foresaw (a new
    word for a dozen or a pair) is then still seen, and compared with the English's counts.

    >>> unread_numerals("一覧と統一、三台、一排、兩者、一批")
    [('一排', 1), ('一批', 1)]
    """
    text = ideographic_decimals(folded(text))
    if not IDEOGRAPHIC_DIGIT.search(text):
        return []
    runs = [
        run
        for run in _RUN.finditer(text)
        # a word, or the reader's: 3万 a multiplier, 数十 a vague count, 四成 40%
        if not _in_word(text, run.start())
        and text[max(0, run.start() - 2) : run.start()] not in _ERA_STARTS  # 令和八年
        and not _BESIDE_READ.search(text[max(0, run.start() - 1) : run.end() + 1])
        and not (run.group() == "一" and text[run.end() : run.end() + 1] in MEASURES)
        and run.group() not in APPROXIMATE  # 一兩張: a vague count, read as one
    ]
    if not runs:
        return []  # (most texts: only words, which the reader need not read again)
    read = [_CURRENCY_CODE.sub("", value) for value in ideographic_numbers(text)]  # 5USD: 5
    unread = []
    for run in runs:
        value = str(_value(run.group()))
        if value in read:
            read.remove(value)
        else:
            unread.append((text[run.start() : run.end() + 1].rstrip(), int(value)))
    return unread


def _in_word(text: str, start: int) -> bool:
    """Whether the numeral at ``start`` is inside one of the ``_LEXICAL`` words (which hold
    it as their first, second or third character): looked up where it stands, not by a
    walk over the whole text."""
    for begin in range(max(0, start - 3), start + 1):
        word = _LEXICAL.match(text, begin)
        if word is not None and word.end() > start:
            return True
    return False


_RUN = re.compile(f"[{_CJK_NUMERAL_CHARS}]+")
_CURRENCY_CODE = re.compile("(?<=[0-9])[A-Z]{3}$")
# The measure words a numeral counts with (一套, 兩個, 三部分), learned from the shipped
# catalogs: an unread 一 before any other word (一打 "a dozen", 一對 "a pair") says a number
# no reader knows.
MEASURES = frozenset("個个套份次台張张項项組组側侧代點点條条句群部道談谈鍵键篇類类層层家種种方")
_BESIDE_READ = re.compile(
    r"^[\d０-９数數幾几第這这那此其該该成]|[成数數餘余幾几]$|百分之|パーセント|퍼센트"
    r"|^何[十百千万萬億]|^上[百千萬万]|^以[十百千萬万億]+[計计]$"  # (何万, 上萬, 數以百計: read)
)
# Words of the shipped catalogs that hold a numeral and say no number ("list", "unify",
# "only", "both of them", "refer", "part"), learned from their 3,000 faithful translations.
_LEXICAL = re.compile(
    "一覧|一方|一部|一些|一連|一切|一貫|一致|一通り|一度|一行|一旦|一樣|一様|一定|一般|一併|一步|"
    "一起|一整|一半|一律|一種|一環|一時|一気|一緒|一体|一層|一新|一口|一段|一手|一見|"
    "統一|単一|單一|唯一|同一|何一|逐一|不一|万一|之一|任一|其一|一二|進一|"
    "参照|参考|參考|参加|參加|参入|參與|参画|參數|参数|兩者|両者|两者|兩邊|两边|兩端|両端|兩方|両方|"
    "大陸|大陆|陸地|陆地|陸上|陸續|陆续|隊伍|队伍|落伍|"
    "十分|百科|千差|万全|万能|萬全|萬能|八百|四半|百分位|百分比|"
    # and what the other readers read: 百分之四十 (40%), 一対 (2), 一打 (12), 一桁 (1)
    f"百分之[{_CJK_NUMERAL_CHARS}]*|一[対對打桁]"
)
