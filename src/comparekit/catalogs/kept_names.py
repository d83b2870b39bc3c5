"""Names that are not products kept as the English writes them: a vendor, an acronym or a
licence (AMD, TPU, MIT, Rebellions) lost while the translation writes a Latin name the
English lacks is a substitution (Groq for Rebellions, GPL for MIT); an acronym or
CamelCase name lost alone is a warning, unless the translation writes it the way the
shipped catalogs do (Kubernetes as 쿠버네티스, RAM as 記憶體)."""

from __future__ import annotations

import functools
import re

from comparekit.catalogs.compared_order import check_compared_order
from comparekit.catalogs.findings import Entry, Finding, Terms
from comparekit.catalogs.kept_words import options_changed
from comparekit.catalogs.line_names import check_line_names
from comparekit.catalogs.links import BARE_URL
from comparekit.catalogs.listed_names import added_in_prose_list, added_to_list, closed_list
from comparekit.catalogs.look_alike_letters import read_as_latin
from comparekit.catalogs.name_glue import model_tokens
from comparekit.catalogs.number_tokens import ascii_prose
from comparekit.catalogs.scope_words import scope_turned
from comparekit.catalogs.vendor_names import (
    VENDORS,
    replaced_names,
    vendor_findings,
    vendors_named,
)
from comparekit.catalogs.vendor_scripts import with_native_names

_WORD = re.compile(r"(?<![A-Za-z0-9])[A-Za-z][A-Za-z0-9]*")
# A capital after a word's first letter: an acronym or a CamelCase name (AMD, ROCm, MetaX).
_INNER_CAPITAL = re.compile(r"(?<=[A-Za-z0-9])[A-Z]")
# Where a capitalised word may be an ordinary word capitalised: a sentence's or a list
# item's start, after an opening bracket or quote, or hyphened on ("Ascend-only").
_STARTS_HERE = re.compile(r"(?:\A|[.!?:;]\s+|\n\s*|[-(\[\"“‘*#>/]\s*)\Z")
_DIGIT = re.compile("[0-9]")
# Letters of the scripts a translation of the set is written in, other than Latin: kana,
# Han, Hangul (and any other non-Latin letter block a new locale brings).
_OTHER_SCRIPT = re.compile(r"[\u0370-\u1dff\u2e80-\ud7ff\uf900-\ufaff]")
_MONTHS = frozenset(
    {"January", "February", "March", "April", "May", "June", "July", "August"}
    | {"September", "October", "November", "December"}
)
# How the shipped catalogs write a name in another script, for every locale of the set:
# learnt from the translations the shipped catalogs make, so the rule holds for them.
WRITTEN_OTHERWISE: dict[str, tuple[str, ...]] = {
    "EP": ("エキスパート並列", "전문가 병렬", "專家平行"),
    "FAQ": ("よくある質問", "자주 묻는 질문", "常見問題"),
    "Huawei": ("ファーウェイ", "화웨이", "華為"),
    "Kubernetes": ("クバネティス", "쿠버네티스", "庫伯內提斯"),
    "NIC": ("ネットワークカード", "네트워크 카드", "網路卡"),
    "POC": ("概念実証", "개념 증명", "概念驗證"),
    "PR": ("プルリクエスト", "풀 리퀘스트", "拉取請求"),
    "RAM": ("メモリ", "메모리", "記憶體"),
    "Tsinghua": ("清華", "清华", "칭화"),
}


class _Read:
    """What the rule reads of an English string: its kept names, in order."""

    def __init__(self, kept: tuple[str, ...], words: frozenset[str]):
        self.kept = kept  # acronyms, CamelCase and mid-sentence capitalised names
        self.strict = frozenset(word for word in kept if _INNER_CAPITAL.search(word))
        self.words = words  # every Latin word, lowercase and singular


@functools.lru_cache(maxsize=4096)  # (read once per English string, not once per locale)
def _read_english(english: str, products: frozenset[str]) -> _Read:
    text = BARE_URL.sub(" ", english) if "://" in english else english
    # A word with a digit is the number check's (SM100), a model name's the model check's.
    others = {word for model in model_tokens(english) for word in _WORD.findall(model)}
    kept: list[str] = []
    words = set()
    for found in _WORD.finditer(text):
        word = found.group()
        words.add(_singular(word).lower())
        if word in products or word in kept or word in _MONTHS or len(word) < 2:
            continue
        if word in others or _DIGIT.search(word):
            continue
        start = found.start()
        # (the three characters before a word tell whether a sentence starts there)
        starts = _STARTS_HERE.search(text, max(0, start - 3), start) is not None
        if _INNER_CAPITAL.search(word) or (word[0].isupper() and not starts):
            kept.append(word)
    return _Read(tuple(kept), frozenset(words))


def _singular(word: str) -> str:
    """``word`` without a plural's s: GPUs, Macs."""
    return word[:-1] if len(word) > 2 and word.endswith("s") and word[-2] != "s" else word


@functools.lru_cache(maxsize=64)
def _product_words(terms: Terms) -> frozenset[str]:
    """The words of the product names: the names' own checks keep those."""
    return frozenset(word for name in terms.protected for word in _WORD.findall(name))


def check_kept_names(entry: Entry) -> list[Finding]:
    """Each acronym, CamelCase or capitalised name of the English (not a product's) in the
    translation as written, or as the shipped catalogs write it; no product given another
    name in brackets."""
    renamed = _renamed(entry) if "（" in entry.translation or "(" in entry.translation else []
    lost, replaced = _lost_names(entry)
    lost += vendor_findings(
        entry.english, entry.translation, entry.terms, _VENDORS_OTHERWISE, replaced
    )
    options = [
        Finding("protected-term", f"command-line option changed or missing: {option}")
        for option in options_changed(entry.english, entry.translation)
    ]
    extended = _extended_names(entry) + _names_inside_others(entry) + _trademarked(entry)
    extended += scope_turned(entry.english, entry.translation)  # which names (scope_words)
    extended += check_compared_order(entry)  # (compared_order: a comparison turned round)
    extended += check_line_names(entry)  # (GTX 4090 for RTX 4090: line_names.py)
    added = (
        []
        if lost
        else added_to_list(entry)
        or added_in_prose_list(entry)
        or _added_names(entry)
        or closed_list(entry)
    )
    return renamed + lost + extended + options + added


# The vendors the shipped catalogs write in another script (Huawei as ファーウェイ).
_VENDORS_OTHERWISE = with_native_names(  # (and in their own names: 輝達, 昇騰, 인텔)
    {name: ways for name, ways in WRITTEN_OTHERWISE.items() if name in VENDORS}
)
_VENDOR_SET = frozenset(VENDORS)


# An acronym or CamelCase word and the Latin word after it: a vendor and what it makes
# ("AMD GPU"), a licence and its kind.
# (The name is a whole run of letters and digits with a second capital, read without going
# back into it: a run of thousands of capitals took seconds, as the square of its length.)
_NAME_AND_NOUN = re.compile(
    r"(?<![A-Za-z0-9])(?=[A-Z][a-z0-9]*+[A-Z])([A-Z][A-Za-z0-9]*+)[ \u00a0]+"
    r"([A-Za-z][A-Za-z0-9]*)"
)


def _added_names(entry: Entry) -> list[Finding]:
    """Each acronym or CamelCase name the English does not write that the translation sets
    beside one it does, before the same word ("NVIDIA GPU と AMD GPU" for "NVIDIA GPUs"): a
    vendor added to the English's claim. A warning: a reviewer reads what it adds."""
    translation = read_as_latin(entry.translation)
    pairs = _NAME_AND_NOUN.findall(translation)
    if len(pairs) < 2:
        return []  # nearly every translation: no two names before a word
    read = _read_english(entry.english, _product_words(entry.terms))
    kept = set(read.kept) | _product_words(entry.terms)
    nouns = {noun for name, noun in pairs if name in kept}
    added = sorted(
        {
            name
            for name, noun in pairs
            if noun in nouns and name not in kept and _singular(name).lower() not in read.words
        }
    )
    return [
        Finding(
            "protected-term",
            f"'{name}' is named beside the English's names where the English does not name it: "
            "a vendor added?",
            "warning",
        )
        for name in added
    ]


# What runs a name on into another: a capitalised word after a space ("Kimi Pro", "DSpark
# Lite"; an acronym after a name, "NVIDIA GPU", is a part of it), a hyphen and a word or
# number ("BSD-3"), a Latin word in brackets ("Kimi（Pro）").
_RUN_ON = re.compile(
    r"(?:[ \u00a0]+[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*|-[A-Za-z0-9]+"
    r"|[ \u00a0]?[（(][A-Za-z][A-Za-z0-9]*[）)])(?![A-Za-z0-9])"
)


_TAIL = re.compile("[A-Za-z0-9]+")


def _extended_names(entry: Entry) -> list[Finding]:
    """Each name the English keeps (Kimi, DSpark, BSD) the translation runs on into another
    one the English does not write: an error, as a product's name run on is."""
    english = entry.english
    if not any(char.isupper() for char in english):
        return []
    read = _read_english(english, _product_words(entry.terms))
    translation = read_as_latin(entry.translation)
    findings = []
    for word in read.kept:
        for found in _kept_word(word).finditer(translation):
            run_on = _RUN_ON.match(translation, found.end())
            if run_on is None:
                continue  # nearly every name: CJK text, a space and CJK or the end after it
            written = word + run_on.group()
            tail = _TAIL.search(run_on.group())
            if written in english or (tail and _singular(tail.group()).lower() in read.words):
                continue  # as the English writes it, or a word of its own in another order
            message = f"'{written}' extends '{word}' into another name: the English does not "
            findings.append(Finding("protected-term", message + "name it so"))
    return findings


# A trademark sign after a name, spaced or not: "MetaX™", "NVIDIA ®".
_TRADEMARK_AFTER = re.compile("[ \u00a0\u3000]*[™®℠]")


def _trademarked(entry: Entry) -> list[Finding]:
    """Each name the English keeps or vendor it names (MetaX, NVIDIA) the translation marks
    with a trademark sign the English does not write after it: another product's name, as
    "Dynamo™" is."""
    translation = entry.translation
    if "™" not in translation and "®" not in translation and "℠" not in translation:
        return []  # nearly every translation
    read = _read_english(entry.english, _product_words(entry.terms))
    findings, marked = [], set()  # (where each mark is: "Moore Threads™" is one name marked)
    names = {*read.kept, *vendors_named(entry.english, entry.terms)}
    for word in sorted(names, key=len, reverse=True):
        for found in re.finditer(rf"(?<![A-Za-z0-9]){re.escape(word)}(?![A-Za-z0-9])", translation):
            mark = _TRADEMARK_AFTER.match(translation, found.end())
            if mark and mark.end() not in marked and word + mark.group() not in entry.english:
                marked.add(mark.end())
                message = f"'{word + mark.group()}' extends '{word}' into another name: the "
                findings.append(Finding("protected-term", message + "English does not name it so"))
    return findings


def _names_inside_others(entry: Entry) -> list[Finding]:
    """Each name the English keeps (RAM, MIT) that the translation writes only inside a
    longer Latin word the English does not write (VRAM, DRAM for RAM): another name, which a
    search for the English's finds as a part of it. (None in the shipped catalogs.)"""
    english = entry.english
    if not any(char.isupper() for char in english):
        return []
    read = _read_english(english, _product_words(entry.terms))
    translation = read_as_latin(entry.translation)
    findings = []
    for word in read.kept:
        if word not in translation:
            continue  # lost, or written another way: _lost_names's
        written = set(_WORD.findall(translation))
        if _singular(word) in {_singular(found) for found in written}:
            continue  # nearly every name: written whole at least once
        for longer in sorted(found for found in written if word in found and found not in english):
            message = f"'{longer}' extends '{word}' into another name: the English does not "
            findings.append(Finding("protected-term", message + "name it so"))
    return findings


@functools.lru_cache(maxsize=1024)
def _kept_word(word: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![A-Za-z0-9.-]){re.escape(word)}(?=[ \u00a0\-（(])")


# One Han word in brackets straight after a name: a name of its own (深推), where katakana
# or Hangul there is the name's reading (ディープインファー, 딥인퍼) and a gloss the English
# does not write has grammar (hiragana, spaces, Latin).
_ONE_WORD_IN_BRACKETS = re.compile(
    r"[ \u00a0]?[（(][\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+[）)]"
)


def _renamed(entry: Entry) -> list[Finding]:
    findings = []
    seen = set()  # (where a name ends: "Huawei MindIE" and "MindIE" end at one place)
    for name in sorted(entry.terms.protected, key=len, reverse=True):
        start = entry.translation.find(name)
        while start != -1:
            end = start + len(name)
            found = _ONE_WORD_IN_BRACKETS.match(entry.translation, end)
            glossed = found is not None and end not in seen
            if found and glossed and not re.search(rf"{re.escape(name)} ?\(", entry.english):
                message = f"'{name}' given a name in brackets the English does not write: "
                message += found.group().strip()
                findings.append(Finding("protected-term", message, "warning"))
                seen.add(end)
            start = entry.translation.find(name, end)
    return findings


def _lost_names(entry: Entry) -> tuple[list[Finding], frozenset[str]]:
    """The findings of the English's names the translation does not write, and the names
    they report replaced (which the count of vendors does not report again)."""
    english = entry.english
    if not any(char.isupper() for char in english):
        return [], frozenset()
    read = _read_english(english, _product_words(entry.terms))
    if not read.kept:
        return [], frozenset()
    translation = entry.translation
    if all(_singular(word) in translation for word in read.kept):
        return [], frozenset()  # nearly every translation: each name there, as a substring
    written = {_singular(word): word for word in _WORD.findall(translation)}
    lost = [
        word
        for word in read.kept
        if _singular(word) not in written and not _otherwise(word, translation)
    ]
    if not lost:
        return [], frozenset()
    products = _product_words(entry.terms)
    # In a language written in Latin letters (fr, pt), a capitalised word is an ordinary
    # word (FAQ as "Questions fréquentes"): only an acronym or CamelCase name stands in
    # for another there. A single letter ([X]) names nothing.
    latin = not _OTHER_SCRIPT.search(translation) and any(
        len(word) > 2 and word.islower() and singular.lower() not in read.words
        for singular, word in written.items()
    )  # (prose of its own: a list of the English's names, as a table cell has, is not)
    added = sorted(
        {
            word
            for singular, word in written.items()
            if len(word) > 1 and (_INNER_CAPITAL.search(word) or (word[0].isupper() and not latin))
            if singular.lower() not in read.words and word not in products
        }
    )
    if added:
        instead = ", ".join(added)
        return [
            Finding(
                "protected-term",
                f"'{word}' of the English is missing and the translation names {instead} "
                "instead: a name replaced?",
            )
            for word in lost
        ], frozenset(lost)
    if latin:
        return [], frozenset()  # (an acronym translated in full, as French does: FAQ)
    # (a vendor lost is the count of vendors' error, not this warning)
    strict = tuple(word for word in read.strict if word not in _VENDOR_SET)
    others = tuple(
        word for word in read.kept if word not in _VENDOR_SET and not _otherwise(word, translation)
    )
    if replaced := replaced_names(english, translation, others, _WORD):
        return replaced, frozenset(lost)  # "MIT と MIT" for "MIT and BSD"
    return [
        Finding(
            "protected-term",
            f"'{word}' of the English is missing: a name the translation keeps as written",
            # (an item of a list whose neighbour is kept: "Kimi, GLM, MiniMax and Qwen" as
            # Kimi、GLM、Qwen says the list is shorter; attack 55)
            "error" if _listed_beside_kept(word, english, translation) else "warning",
        )
        for word in lost
        if word in strict
    ], frozenset()


def _listed_beside_kept(word: str, english: str, translation: str) -> bool:
    """Whether ``word`` stands in a list of the English ("DRAM and SSD", "llm-d, Dynamo
    and KServe") beside a name the translation keeps."""
    for found in re.finditer(rf"(?<![\w.-]){re.escape(word)}(?![\w-])", english):
        before = _LISTED_BEFORE.search(english, max(0, found.start() - 40), found.start())
        after = _LISTED_AFTER.match(english, found.end())
        for beside in (before, after):
            name = beside.group("name") if beside else ""
            kept = name in translation or _singular(name) in translation  # (GPUs as GPU)
            if name and name != word and not name.islower() and kept:
                return True
    return False


_LISTED_BEFORE = re.compile(r"(?P<name>[A-Za-z0-9][\w.+-]*[\w+])(?:,|,? and|,? or) \Z")
_LISTED_AFTER = re.compile(r"(?:,|,? and|,? or) (?P<name>[A-Za-z0-9][\w.+-]*[\w+])")


def _otherwise(word: str, translation: str) -> bool:
    """Whether the translation writes ``word`` (or its singular) as the catalogs do, or a
    unit (GB) spelled in its letters on a number (200 ギガバイト, 200 十億位元組), which the
    number reader reads as that unit: the number check compares the unit itself."""
    ways = WRITTEN_OTHERWISE.get(word) or WRITTEN_OTHERWISE.get(_singular(word), ())
    if any(written in translation for written in ways):
        return True
    return _SIZE_UNIT.fullmatch(word) is not None and (
        re.search(rf"\d{word}(?:ps)?(?![A-Za-z])", ascii_prose(translation)) is not None
    )


# A unit of size or rate a language spells in its own letters (ギガバイト, 기가바이트).
_SIZE_UNIT = re.compile(r"[KMGTP]i?B|[KMGT]bps|[KMG]Hz")
