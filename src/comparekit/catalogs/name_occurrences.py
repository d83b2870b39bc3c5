"""Product names counted by occurrence, not found by presence: each occurrence written as
the name and not in a look-alike of it (``SGLаng``, ``Deeplnfer``, ``ｌｌａｍａ.cpp``), no
name's occurrences given to another product (``vLLM のみ`` for "SGLang-only"), and the
compared pair not swapped between the English's possessives ("Mooncake's figures … DeepInfer's
charts" made "DeepInfer の数値 … Mooncake のグラフ")."""

from __future__ import annotations

import functools
import re
import unicodedata
from collections import Counter

from comparekit.catalogs.findings import Finding, Terms
from comparekit.catalogs.invisible import ZERO_WIDTH
from comparekit.catalogs.name_glue import fold_dashes

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
    ("k", "κ"),
)
_INVISIBLE_IN_NAMES = ZERO_WIDTH + "\u180e"  # and the Mongolian vowel separator
_LOOK_ALIKES_FROM = "".join(letters for _, letters in _CONFUSABLES)
_LOOK_ALIKES = str.maketrans(
    {char: latin for latin, letters in _CONFUSABLES for char in letters}
    | dict.fromkeys(_INVISIBLE_IN_NAMES)
)
_LOOK_ALIKE = re.compile(f"[{_LOOK_ALIKES_FROM}{_INVISIBLE_IN_NAMES}]")


def looks_like(text: str) -> str:
    """``text`` as a reader sees it: compatibility forms (ｖＬＬＭ, 𝐯𝐋𝐋𝐌, ．) as plain
    Latin, look-alike letters as the Latin ones, look-alike hyphens as ``-``, invisible
    characters gone.

    >>> looks_like("SG\u200bLаng and SᏀLang")
    'SGLang and SGLang'
    """
    if text.isascii() or (
        _LOOK_ALIKE.search(text) is None and unicodedata.is_normalized("NFKC", text)
    ):
        return text  # nearly every text: nothing to read as Latin
    return fold_dashes(unicodedata.normalize("NFKC", text).translate(_LOOK_ALIKES))


# Within Latin, the letters a reader cannot tell apart in a name: I, l, 1 and |, O and 0.
_SAME_TO_A_READER = {"i": "[il1|]", "l": "[il1|]", "1": "[il1|]", "o": "[o0]", "0": "[o0]"}


@functools.lru_cache(maxsize=8)
def _skeletons(protected: tuple[str, ...]) -> tuple[re.Pattern[str], dict[str, str]]:
    """A pattern finding every name of ``protected`` in any case and with I/l/1 and O/0
    interchanged (longest first), and the name each match's key stands for."""
    names = sorted(protected, key=len, reverse=True)
    parts = ["".join(_SAME_TO_A_READER.get(c.lower(), re.escape(c)) for c in n) for n in names]
    return re.compile("|".join(parts), re.IGNORECASE), {_key(n): n for n in names}


def _key(written: str) -> str:
    return written.lower().translate(_ONE_OF_EACH)


_ONE_OF_EACH = str.maketrans("l1|0", "iiio")


def disguised_names(text: str, terms: Terms) -> Counter[str]:
    """How often ``text`` writes each product name other than as the name: in another case,
    in look-alike letters or digits, or split by invisible characters."""
    if not terms.protected:
        return Counter()
    pattern, by_key = _skeletons(terms.protected)
    seen = Counter(by_key.get(_key(found), "") for found in pattern.findall(looks_like(text)))
    if not seen:
        return seen
    seen.pop("", None)  # a case-blind match of a letter beyond Latin's (the dotted İ)
    return seen - Counter(terms.longest_first.findall(text))


@functools.lru_cache(maxsize=8)
def _products(terms: Terms) -> dict[str, str]:
    """Each protected name → the product it names: a product's names are one ("NVIDIA Dynamo"
    and "Dynamo"), and so are names one within the other where no product lists them."""
    product = {name: key for key, names in terms.subjects for name in names}
    for name in terms.protected:
        if name not in product:
            within = [other for other in terms.protected if other in name or name in other]
            product[name] = product.get(min(within, key=len), min(within, key=len))
    return product


def _whole(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] stands whole: no Latin letter or digit glued either side
    (``vLLMx`` is a glued name, which ``names`` reports)."""
    before, after = text[start - 1 : start], text[end : end + 1]
    return not (before.isascii() and before.isalnum()) and not (after.isascii() and after.isalnum())


def _counted(text: str, terms: Terms) -> Counter[str]:
    """How often ``text`` names each product, by its names written whole."""
    product = _products(terms)
    return Counter(
        product[match.group()]
        for match in terms.longest_first.finditer(text)
        if _whole(text, *match.span())
    )


@functools.lru_cache(maxsize=1024)
def _counted_english(english: str, terms: Terms) -> Counter[str]:
    return _counted(english, terms)  # (remembered: the same English is read once a locale)


# A Latin word beginning with a capital that has a lowercase letter too: a product's name
# ("Ollama"), not an acronym (GPU) a translator may add.
_CAPITALISED = re.compile(r"(?<![A-Za-z0-9])[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*(?![A-Za-z0-9])")
_WORD = re.compile(r"[A-Za-z0-9]+")
# What of an English sentence stands for a product a translation may name instead.
REFERENCE = re.compile(
    r"\b(?:it|its|itself|they|them|their|theirs|one|other|others|both|either|neither|each"
    r"|this|that|these|those|former|latter|here|there)\b",
    re.IGNORECASE,
)


def substituted_names(english: str, translation: str, terms: Terms) -> list[Finding]:
    """A product named fewer times than in the English while another product (or a
    capitalised Latin word the English lacks, "Ollama") is named more: one name written for
    another ("vLLM のみ" for "SGLang-only"). A name dropped alone (a repeated subject left
    unsaid) or added alone (said for "it") is the translator's."""
    expected = _counted_english(english, terms)
    if not expected:
        return []  # nearly every string: the English names no product
    written = _counted(translation, terms)
    lost = sorted(name for name, count in expected.items() if written[name] < count)
    if not lost:
        return []
    by_product = {product: name for name, product in reversed(_products(terms).items())}
    gained = [(by_product.get(p, p), True) for p in sorted(written) if written[p] > expected[p]]
    if not gained:
        words = set(_WORD.findall(english))
        # (read as a reader sees it: "ЅGLang" is SGLang respelled, which is reported as such)
        others = terms.longest_first.sub(" ", looks_like(translation))
        names = _skeletons(terms.protected)[1]
        gained = [
            (word, False)
            for word in _CAPITALISED.findall(others)
            if word not in words and _key(word) not in names
        ]
    if not gained:
        return []
    pronoun = REFERENCE.search(english) is not None
    losing = ", ".join(f"'{by_product.get(p, p)}' ({written[p]} for {expected[p]})" for p in lost)
    return [
        Finding(
            "protected-term",
            f"'{name}' is named where the English names {losing}: one product's name written "
            "for another's",
            # A name said for the English's "it" may stand beside a dropped one: read it.
            "warning" if registered and pronoun else "error",
        )
        for name, registered in dict.fromkeys(gained)
    ]


def _possessives(names: tuple[str, ...], english: bool) -> re.Pattern[str]:
    alternatives = "|".join(re.escape(name) for name in sorted(names, key=len, reverse=True))
    if english:  # "Mooncake's headline figures", at a sentence's start
        return re.compile(
            rf"(?:^|(?<=[.!?;:])\s+)[\"'“(]*({alternatives})['’]s(?![A-Za-z0-9])"
        )
    # "Mooncake の", "Mooncake의", "Mooncake 的", at a sentence's start
    return re.compile(
        rf"(?:^|(?<=[。！？；：])\s*|(?<=[.!?;:])\s+)[「『“\"'(（]*({alternatives}) ?[の의的]"
    )


@functools.lru_cache(maxsize=8)
def _possessive_patterns(names: tuple[str, ...]) -> tuple[re.Pattern[str], re.Pattern[str]]:
    return _possessives(names, english=True), _possessives(names, english=False)


@functools.lru_cache(maxsize=1024)
def _english_owners(english: str, terms: Terms) -> tuple[str, ...]:
    """The products whose possessive starts a sentence of ``english``, in order, each once."""
    if "s" not in english or ("'" not in english and "’" not in english):
        return ()  # nearly every string: no "'s" at all
    found = _possessive_patterns(terms.protected)[0].findall(english)
    product = _products(terms)
    return tuple(dict.fromkeys(product[name] for name in found))


def swapped_owners(english: str, translation: str, terms: Terms) -> list[Finding]:
    """Two or more products whose possessives start the English's sentences ("Mooncake's
    figures … DeepInfer's charts") starting the translation's in another order ("DeepInfer
    の数値 … Mooncake のグラフ"): each product given the other's claims. (Faithful
    translations keep these: none of the shipped catalogs nor the reference reorders them,
    where the first names of a string come in another order in one string of twenty.)"""
    owners = _english_owners(english, terms) if terms.protected else ()
    if len(owners) < 2:
        return []  # nearly every string
    product = _products(terms)
    found = _possessive_patterns(terms.protected)[1].findall(translation)
    written = tuple(dict.fromkeys(product[name] for name in found))
    if set(written) != set(owners) or written == owners:
        return []
    by_product = {p: name for name, p in reversed(product.items())}
    expected = ", ".join(by_product.get(p, p) for p in owners)
    given = ", ".join(by_product.get(p, p) for p in written)
    return [
        Finding(
            "protected-term",
            f"the English's sentences start with {expected} in this order, the translation's "
            f"with {given}: the products swapped?",
        )
    ]
