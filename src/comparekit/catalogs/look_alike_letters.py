"""Letters a reader takes for Latin ones: look-alikes of other scripts (Cyrillic а, Greek ο,
Cherokee Ꮐ) and the compatibility forms NFKC reads as Latin (full-width, mathematical,
circled, modifier letters), read as the Latin letters a reader sees by the name checks."""

from __future__ import annotations

import functools
import re
import unicodedata

from comparekit.catalogs.invisible import ZERO_WIDTH

# Every dash a reader takes for a hyphen: Unicode's dashes (category Pd), the minus signs,
# the small, full-width and hyphen-bullet forms. "Dynamo‐Lite" (U+2010) is "Dynamo-Lite".
_DASHES = (
    "\u058a\u05be\u1400\u1806\u2010\u2011\u2012\u2013\u2014\u2015\u2e17\u2e1a\u2e3a\u2e3b"
    "\u2e40\u2e5d\u301c\u3030\u30a0\ufe31\ufe32\ufe58\ufe63\uff0d\u2212\u2043\u207b\u208b"
)
_AS_HYPHEN = str.maketrans(dict.fromkeys(_DASHES, "-"))
_DASH = re.compile(f"[{_DASHES}]")
# The katakana long vowel mark after a Latin letter or digit is a dash, not a vowel
# ("DynamoーLite"); after katakana it lengthens the vowel ("サーバー") and stays.
_LONG_VOWEL_AFTER_LATIN = re.compile("(?<=[A-Za-z0-9])[ーｰ]")


def fold_dashes(text: str) -> str:
    """``text`` with every look-alike of the hyphen written as ``-``, one character for one.

    >>> fold_dashes("Dynamo\u2010Lite and vLLMーPro")
    'Dynamo-Lite and vLLM-Pro'
    """
    if text.isascii():
        return text  # nearly every English string
    if _DASH.search(text):
        text = text.translate(_AS_HYPHEN)
    if "ー" in text or "ｰ" in text:
        text = _LONG_VOWEL_AFTER_LATIN.sub("-", text)
    return text


# Letters of other scripts drawn like Latin letters and digits: the single characters of the
# Basic Multilingual Plane that Unicode's confusables.txt (UTS #39) maps to one ASCII letter
# or digit, in the Cyrillic, Greek, Coptic, Armenian, Cherokee and Lisu scripts and Latin's
# small capitals (compatibility forms, full-width and mathematical Latin, are NFKC's). Read
# from the data of confusable-homoglyphs 3.3.1, copied here: the 900 kB file costs more to
# load than the whole check of a catalog.
_CONFUSABLES = (
    ("A", "ΑАᎪꓮ"),
    ("a", "ɑαа"),
    ("B", "ꞴΒВᏴꓐ"),
    ("b", "ƄЬᏏ"),
    ("C", "ϹⲤСᏟꓚ"),
    ("c", "ᴄϲⲥсꮯ"),
    ("D", "Ꭰꓓ"),
    ("d", "ԁᏧꓒ"),
    ("E", "ΕЕᎬꓰ"),
    ("e", "ꬲеҽ"),
    ("F", "ꞘϜꓝ"),
    ("f", "ꬵꞙẝք"),
    ("G", "ԌᏀᏳꓖ"),
    ("g", "ɡᶃƍց"),
    ("H", "ΗⲎНᎻꓧ"),
    ("h", "һհᏂ"),
    ("i", "ıɪɩιιͺіꙇӏꭵᎥ"),
    ("J", "ꞲͿЈᎫꓙ"),
    ("j", "ϳј"),
    ("K", "ΚⲔКᏦꓗ"),
    ("L", "ⳐᏞꓡ"),
    ("l", "ƖǀΙⲒІӀꓲ"),
    ("M", "ΜϺⲘМᎷꓟ"),
    ("N", "ΝⲚꓠ"),
    ("n", "ոռ"),
    ("O", "ΟⲞОՕꓳ"),
    ("o", "ᴏᴑꬽοσⲟоօ"),
    ("P", "ΡⲢРᏢꓑ"),
    ("p", "ρϱⲣр"),
    ("q", "ԛգզ"),
    ("R", "ƦᎡᏒꓣ"),
    ("r", "ꭇꭈᴦⲅгꮁ"),
    ("S", "ЅՏᏕᏚꓢ"),
    ("s", "ꜱƽѕꮪ"),
    ("T", "ΤⲦТᎢꓔ"),
    ("U", "Սꓴ"),
    ("u", "ꞟᴜꭎꭒʋυս"),
    ("V", "ѴᏙꓦ"),
    ("v", "ᴠνѵꮩ"),
    ("W", "ԜᎳᏔꓪ"),
    ("w", "ɯᴡѡԝաꮃ"),
    ("X", "ꞳΧⲬХꓫ"),
    ("x", "х"),
    ("Y", "ΥϒⲨУҮᎩᎽꓬ"),
    ("y", "ɣᶌʏỿꭚγуү"),
    ("Z", "ΖᏃꓜ"),
    ("z", "ᴢꮓ"),
    ("2", "ꝚƧϨꙄ"),
    ("3", "ꞫȜƷꝪⳌЗӠ"),
    ("4", "Ꮞ"),
    ("5", "Ƽ"),
    ("6", "ⳒбᏮ"),
    ("8", "ȣȢ"),
    ("9", "ꝮⳊ"),
    ("k", "κ"),  # (not in the data, and drawn as a k: kept from the table before it)
)
_INVISIBLE_IN_NAMES = ZERO_WIDTH + "\u180e"  # and the Mongolian vowel separator
_LOOK_ALIKES_FROM = "".join(letters for _, letters in _CONFUSABLES)
_LOOK_ALIKES = str.maketrans(
    {char: latin for latin, letters in _CONFUSABLES for char in letters}
    | dict.fromkeys(_INVISIBLE_IN_NAMES)
)
# Characters NFKC reads as Latin letters, digits or a dot: full-width Latin (not the
# full-width brackets and commas every Japanese text has), superscripts and subscripts,
# letterlike symbols and Roman numerals, circled and squared Latin, the CJK squared units
# (㎏), ligatures (ﬁ) and mathematical Latin. A text without them and without look-alikes
# reads as it is written, and is not normalized at all (most CJK text is not NFKC).
_NFKC_LATIN = (
    "\u00aa\u00b2\u00b3\u00b9\u00ba\u00bc-\u00be\u0132\u0133\u013f\u0140\u0149\u017f"
    "\u01c4-\u01cc\u01f1-\u01f3\u02b0-\u02b8\u02e1-\u02e3\u1d2c-\u1dbf\u1e9a\u2024"
    "\u2070-\u209f\u20a8\u2100-\u218f\u2460-\u24ff\u2c7c\u2c7d\u3250-\u325f\u32b1-\u32cf"
    "\u3358-\u33ff\ua7f2-\ua7f4\ufb00-\ufb06\ufe52\uff0e\uff10-\uff19\uff21-\uff3a"
    "\uff41-\uff5a\U0001d400-\U0001d7ff\U0001f100-\U0001f1ff\U0001fbf0-\U0001fbf9"
)
_READ_AS_LATIN = re.compile(f"[{_LOOK_ALIKES_FROM}{_INVISIBLE_IN_NAMES}{_NFKC_LATIN}]")


@functools.lru_cache(maxsize=256)  # (asked of a translation by each check of its names)
def looks_like(text: str) -> str:
    """``text`` as a reader sees it: compatibility forms (ｖＬＬＭ, 𝐯𝐋𝐋𝐌, ．) as plain
    Latin, look-alike letters as the Latin ones, look-alike hyphens as ``-``, invisible
    characters gone.

    >>> looks_like("SG\u200bLаng and SᏀLang")
    'SGLang and SGLang'
    """
    if text.isascii():
        return text  # nearly every English string
    if _READ_AS_LATIN.search(text) is None:
        return fold_dashes(text)  # nearly every translation: its letters read as written
    return fold_dashes(unicodedata.normalize("NFKC", text).translate(_LOOK_ALIKES))


# Signs NFKC spells in Latin letters that a name check reads as signs: "Dynamo™" is a
# trademark sign after a name, not the name glued to "TM".
_SIGNS = frozenset("™℠")


@functools.lru_cache(maxsize=256)  # (asked of a translation by each check of its names)
def read_as_latin(text: str) -> str:
    """``text`` with each character a reader takes for a Latin letter or digit written as
    that letter (ＮＶＩＤＩＡ, 𝐏𝐫𝐨, Ⓟⓡⓞ, ᴾʳᵒ, Cyrillic Р), look-alike hyphens as ``-``
    and invisible characters gone; everything else as written (full-width brackets, CJK
    text), so that a rule reading the Latin words after a name reads what a reader sees.

    >>> read_as_latin("Dynamo Ｐｒｏ（𝐋𝐢𝐭𝐞）、Рrо")
    'Dynamo Pro（Lite）、Pro'
    """
    if text.isascii():
        return text
    if _READ_AS_LATIN.search(text) is not None:
        text = _READ_AS_LATIN.sub(_as_latin, text)
    return fold_dashes(text)


def _as_latin(found: re.Match[str]) -> str:
    char = found.group()
    return char if char in _SIGNS else unicodedata.normalize("NFKC", char).translate(_LOOK_ALIKES)
