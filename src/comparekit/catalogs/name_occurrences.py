"""Product names counted by occurrence, not found by presence: each occurrence written as
the name and not in a look-alike of it (``SGLаng``, ``Deeplnfer``, ``ｌｌａｍａ.cpp``), no
name's occurrences given to another product (``vLLM のみ`` for "SGLang-only"), and the
compared pair not swapped between the English's possessives ("Mooncake's figures … DeepInfer's
charts" made "DeepInfer の数値 … Mooncake のグラフ")."""

from __future__ import annotations

import functools
import re
from collections import Counter
from typing import NamedTuple

from comparekit.catalogs.findings import Finding, Terms
from comparekit.catalogs.look_alike_letters import looks_like

# Within Latin, the letters a reader cannot tell apart in a name: I, l, 1 and |, O and 0.
# A name's key is the name lowercase with each of those as one letter.
_ONE_OF_EACH = str.maketrans("l1|0", "iiio")
_SAME_TO_A_READER = {"i": "[il1|]", "l": "[il1|]", "1": "[il1|]", "o": "[o0]", "0": "[o0]"}


def _key(written: str) -> str:
    return written.lower().translate(_ONE_OF_EACH)


class _Names:
    """The product names of a project, compiled once and shared by every locale's terms (so
    that what is read of an English string is read once, not once a locale)."""

    def __init__(self, protected: tuple[str, ...], subjects: Subjects, exact: re.Pattern[str]):
        self.exact = exact  # each name as written, longest first
        names = sorted(protected, key=len, reverse=True)
        # Each name in a lowercased text, I/l/1 and O/0 interchanged (matching these classes
        # costs a third of translating the whole text into keys).
        self.skeleton = re.compile(
            "|".join(
                "".join(_SAME_TO_A_READER.get(c, re.escape(c)) for c in n.lower()) for n in names
            )
        )
        self.by_key = {_key(name): name for name in names}
        # Each name → the product it names: a product's names are one ("NVIDIA Dynamo" and
        # "Dynamo"), and so are names one within the other where no product lists them.
        self.product = {name: key for key, found in subjects for name in found}
        for name in protected:
            if name not in self.product:
                shortest = min((o for o in protected if o in name or name in o), key=len)
                self.product[name] = self.product.get(shortest, shortest)
        alternatives = "|".join(re.escape(name) for name in names)
        # "Mooncake's headline figures", at the start of an English sentence
        self.english_owner = re.compile(
            rf"(?:^|(?<=[.!?;:])\s+)[\"'“(]*({alternatives})['’]s(?![A-Za-z0-9])"
        )
        # "Mooncake の", "Mooncake의", "Mooncake 的", at the start of a translation's sentence
        self.owner = re.compile(
            rf"(?:^|(?<=[。！？；：])\s*|(?<=[.!?;:])\s+)[「『“\"'(（]*({alternatives}) ?[の의的]"
        )
        # "DeepInfer ships …", "SGLang also offers …": a product a sentence starts with as its
        # subject; and in a translation "DeepInfer は", "SGLang도", "SGLang 也"
        self.english_subject = re.compile(
            rf"(?:^|(?<=[.!?;:])\s+)[\"'“(]*({alternatives})\s+(?!and\b|or\b|vs\b)[a-z]"
        )
        self.subject = re.compile(
            rf"(?:^|(?<=[。！？；：])\s*|(?<=[.!?;:])\s+)[「『“\"'(（]*({alternatives})"
            r" ?[はがも는은이가도也則则]"
        )

    def counted(self, text: str) -> Counter[str]:
        """How often ``text`` names each product, by its names written whole: no Latin
        letter or digit glued either side (``vLLMx`` is a glued name, ``names``'s)."""
        counts: Counter[str] = Counter()
        for match in self.exact.finditer(text):
            start, end = match.span()
            before, after = text[start - 1 : start], text[end : end + 1]
            if not (before.isascii() and before.isalnum()) and not (
                after.isascii() and after.isalnum()
            ):
                counts[self.product[match.group()]] += 1
        return counts

    def shown(self, product: str, written: list[str]) -> str:
        """The product as ``written`` names it (the names a text was found to write)."""
        return next((name for name in written if self.product[name] == product), product)


Subjects = tuple[tuple[str, tuple[str, ...]], ...]


@functools.lru_cache(maxsize=8)
def _names_of(terms: Terms) -> _Names:
    return _shared_names(terms.protected, terms.subjects, terms.longest_first)


@functools.lru_cache(maxsize=8)
def _shared_names(protected: tuple[str, ...], subjects: Subjects, exact: re.Pattern[str]) -> _Names:
    return _Names(protected, subjects, exact)


def products_named(text: str, terms: Terms) -> Counter[str]:
    """How often ``text`` names each product (its names written whole, a product's long and
    short names as one), keyed by the product."""
    return _names_of(terms).counted(text)


def disguised_names(text: str, terms: Terms) -> Counter[str]:
    """How often ``text`` writes each product name other than as the name: in another case,
    in look-alike letters or digits, or split by invisible characters."""
    if not terms.protected:
        return Counter()
    names = _names_of(terms)
    found = names.skeleton.findall(looks_like(text).lower())
    if not found:
        return Counter()
    exact = names.exact.findall(text)
    if len(exact) >= len(found):
        return Counter()  # nearly every text: each name found is written as the name
    return Counter(names.by_key[_key(name)] for name in found) - Counter(exact)


# A word of the English with a capital: a name, registered or not ("Kimi", "RoCE", "SM100").
# Each run of letters and digits, then those with a capital: a pattern that asks for the
# capital itself tries every start of a long run without one again (time as its square).
_WORD = re.compile(r"[A-Za-z0-9]+")
_CAPITAL = re.compile(r"[A-Z]")


def _name_words(text: str) -> list[str]:
    return [word for word in _WORD.findall(text) if _CAPITAL.search(word)]


def disguised_words(english: str, translation: str, terms: Terms) -> list[str]:
    """The English's words with a capital that are no product's name ("Kimi", "RoCE") the
    translation writes in look-alike letters, full-width Latin or split by invisible
    characters more often than the English: a search for the word does not find them, and a
    name a reader takes for the English's may be another's."""
    read = looks_like(translation)
    if read is translation:
        return []  # nearly every translation: nothing read otherwise than written
    written_here = translation
    if terms.protected:
        # A product's whole name, disguised or not, is disguised_names's; a word of one alone
        # is not ("ＮＶＩＤＩＡ GPU" names the vendor, not NVIDIA Dynamo).
        read = terms.longest_first.sub(" ", read)
        written_here = terms.longest_first.sub(" ", translation)
    words = Counter(word for word in _name_words(read) if word in english)
    words -= Counter(_name_words(written_here))
    if not words:
        return []
    written = _name_words(english)
    words -= Counter(_name_words(looks_like(english))) - Counter(written)
    return sorted(word for word in words if word in written)


class _English(NamedTuple):
    """What is read of an English string once: its names as found (sorted), how often it
    names each product, and the products whose possessives start its sentences."""

    names: list[str]
    counts: Counter[str]
    owners: tuple[str, ...]
    subjects: tuple[str, ...] = ()  # the products that start its sentences as subjects


_NONE = _English([], Counter(), ())


# (4,096: a catalog has a thousand distinct English strings, read again for each locale)
@functools.lru_cache(maxsize=4096)
def _read_english(english: str, names: _Names) -> _English:
    found = sorted(names.exact.findall(english))
    if not found:
        return _NONE
    owners: tuple[str, ...] = ()
    if "'" in english or "’" in english:  # (most strings have no "'s" at all)
        owned = names.english_owner.findall(english)
        owners = tuple(dict.fromkeys(names.product[name] for name in owned))
    subjects = tuple(names.product[name] for name in names.english_subject.findall(english))
    return _English(found, names.counted(english), owners, subjects)


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


def counted_findings(
    english: str, translation: str, terms: Terms, compared: tuple[str, ...] = ()
) -> list[Finding]:
    """Each name counted against the English: none given to another product, and the
    products whose possessives (or, two, as subjects) start the English's sentences kept in
    that order.
    (``compared``: the names of the pair the string's page compares.)"""
    if not terms.protected:
        return []
    names = _names_of(terms)
    read = _read_english(english, names)
    if not read.names:
        return []  # nearly every string: the English names no product
    found = sorted(names.exact.findall(translation))
    if found == read.names and len(read.owners) < 2 and len(read.subjects) != 2:
        return []  # nearly every other: the names of the English, as often
    substituted = _substituted(english, translation, names, read, compared)
    return substituted + _swapped(translation, names, read)


def _substituted(
    english: str, translation: str, names: _Names, read: _English, compared: tuple[str, ...]
) -> list[Finding]:
    """A product named fewer times than in the English while another product (or a
    capitalised Latin word the English lacks, "Ollama") is named more: one name written for
    another ("vLLM のみ" for "SGLang-only"). A name dropped alone (a repeated subject left
    unsaid) or added alone (said for "it") is the translator's."""
    expected, written = read.counts, names.counted(translation)
    lost = sorted(name for name, count in expected.items() if written[name] < count)
    if not lost:
        return []  # every product as often as in the English, or more
    said = names.exact.findall(translation)
    pair = {names.product[name] for name in compared if name in names.product}
    pronoun = REFERENCE.search(english) is not None
    gained = [
        (names.shown(p, said), True)
        for p in sorted(written)
        # (a product the English does not name is reported as added, but for one of the
        # compared pair said for the English's "it")
        if written[p] > expected[p] and (p in expected or (p in pair and pronoun))
    ]
    if not gained:
        words = set(_WORD.findall(english))
        # (read as a reader sees it: "ЅGLang" is SGLang respelled, which is reported as such)
        others = names.exact.sub(" ", looks_like(translation))
        gained = [
            (word, False)
            for word in _CAPITALISED.findall(others)
            if word not in words and _key(word) not in names.by_key
        ]
    if not gained:
        return []
    losing = ", ".join(
        f"'{names.shown(p, read.names)}' ({written[p]} for {expected[p]})" for p in lost
    )
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


def _subjects_swapped(translation: str, names: _Names, read: _English) -> list[Finding]:
    """Two products that start the English's sentences as their subjects, each once
    ("DeepInfer ships deterministic modes … SGLang also offers …"), starting the
    translation's sentences the other way round ("SGLang は … DeepInfer も …"): each given
    the other's claim (attack 55). A paragraph whose subjects are more, or repeated, may be
    told in another order: not read."""
    if len(read.subjects) != 2 or len(set(read.subjects)) != 2:
        return []
    written = tuple(names.product[name] for name in names.subject.findall(translation))
    if written != read.subjects[::-1]:
        return []
    expected = ", ".join(names.shown(p, read.names) for p in read.subjects)
    return [
        Finding(
            "protected-term",
            f"the English's sentences start with {expected} in this order, the translation's "
            "the other way round: the products swapped?",
        )
    ]


def _swapped(translation: str, names: _Names, read: _English) -> list[Finding]:
    """Two or more products whose possessives start the English's sentences ("Mooncake's
    figures … DeepInfer's charts") starting the translation's in another order ("DeepInfer
    の数値 … Mooncake のグラフ"): each product given the other's claims. (Faithful
    translations keep these: none of the shipped catalogs nor the reference reorders them,
    where the first names of a string come in another order in one string of twenty.)"""
    if len(read.owners) < 2:
        return _subjects_swapped(translation, names, read)  # nearly every string: none
    found = names.owner.findall(translation)
    written = tuple(dict.fromkeys(names.product[name] for name in found))
    if set(written) != set(read.owners) or written == read.owners:
        return []
    expected = ", ".join(names.shown(p, read.names) for p in read.owners)
    given = ", ".join(names.shown(p, found) for p in written)
    return [
        Finding(
            "protected-term",
            f"the English's sentences start with {expected} in this order, the translation's "
            f"with {given}: the products swapped?",
        )
    ]
