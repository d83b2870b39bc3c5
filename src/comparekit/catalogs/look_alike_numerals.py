"""Characters that look like numerals read as those numerals, before any reader reads a
text: what the page shows is what the number checker compares. Imports nothing of comparekit.
"""

from __future__ import annotations

import functools
import re
import unicodedata

# Characters that look like a numeral and are another: the Kangxi radicals (⼋ is U+2F0B,
# not 八), the compatibility ideographs (參 U+F96B) and half-width katakana, which NFKC
# folds; and the katakana that look like the numerals 二, 八 and 一 (ニ, ハ, the long
# vowel ー) where no katakana word holds them and a numeral or a counter is beside them
# (ニ枚, 十ハ台, ー枚). The page shows them as the numerals; the readers read them so.
_COMPATIBLE = re.compile("[\u2f00-\u2fd5\uf900-\ufaff\uff61-\uff9f]+")
_LOOK_ALIKE = re.compile(
    "[ニハー](?:(?<![\u30a1-\u30fa\u30fc].)(?=[一二三四五六七八九十百千万枚張张台基個个倍つ])"
    "|(?<=[一二三四五六七八九十百千万].)(?=[枚張张台基個个倍つ]))"
)
_NUMERAL_OF = str.maketrans({"ニ": "二", "ハ": "八", "ー": "一"})
# (a quick first test, one class; the look-alikes' pattern starts with its class too)
_MAY_FOLD = re.compile("[\u2f00-\u2fd5\uf900-\ufaff\uff61-\uff9f]")


@functools.lru_cache(maxsize=1024)
def folded(text: str) -> str:
    """``text`` with the characters that look like numerals as those numerals (⼋ as 八,
    ニ枚 as 二枚); most texts, with none, as they are (remembered: each reader asks).

    >>> folded("\u2f0b枚、ニ枚、十ハ台、ニューラル、コピー枚数")
    '八枚、二枚、十八台、ニューラル、コピー枚数'
    """
    if text.isascii():
        return text
    if _MAY_FOLD.search(text):
        text = _COMPATIBLE.sub(lambda run: unicodedata.normalize("NFKC", run.group()), text)
    return _LOOK_ALIKE.sub(lambda char: char.group().translate(_NUMERAL_OF), text)


# A decimal digit of any other script (Bengali ৪ looks like 8, Gurmukhi ੭ like 9): refused
# like the full-width ones, whatever its value, since the reader sees another number.
OTHER_SCRIPT_DIGIT = re.compile(r"\d(?<![0-9０-９])")


def other_script_digits(english: str, translation: str) -> str:
    """The decimal digits of scripts other than ASCII and full width in ``translation`` and
    not in ``english``, named (৪ (BENGALI DIGIT FOUR)); "" for none."""
    others = dict.fromkeys(OTHER_SCRIPT_DIGIT.findall(translation))
    return ", ".join(
        f"{digit} ({unicodedata.name(digit, '?')})" for digit in others if digit not in english
    )
