"""The words directly beside each number of a translation, and those the checker does not
know: the net under the number rule's word lists. A new counter (4ラック for "4 nodes"), a
multiplier (4.6割), a unit (75 パーセントポイント) or a rank word beside a kept number
changes what it means while every figure stays; so each word beside a number must be one
known for the locale (learnt from the shipped catalogs and the unit table, in
``number_context_words``, or listed in the project's ``known_words``), else a warning.

A word is cut without a dictionary, by script: the run of one script (Han, katakana,
hiragana, Hangul, Latin, or any other letters) next to the number, across a space or a
joining dash or dot, or glued to its percent sign. After a number, a Han or hiragana run
counts by its first character (a counter is one: 個節點 is 個, つある is つ) and a hiragana
particle is no word (の, まで); Korean takes the number's eojeol, or the next when the
number stands alone, without its particle (4개의 is 개, 토큰으로 토큰). Before a number, a
Han run counts by its last character (草稿接受率 75% is 率) and Korean an eojeol of one or
two syllables (약, 최대: a longer one is a clause's noun or verb); a word that ends in a
particle, or hiragana glued to another word (含む 2026), is the sentence's, not the
number's. Only the numbers the English writes in digits are read, and a Latin word the
English has (GPU, token) is known.
Imports the learnt data and what a rule reads and returns (``findings``).

>>> words_beside_numbers("prefill に4基、decode に64基の SM100 GPU、75 パーセントポイント")
['基', '基', 'パーセントポイント']
>>> words_beside_numbers("草稿接受率 75 折、約 4 成")
['率', '折', '約', '成']
>>> words_beside_numbers("프리필에 SM100 GPU 4개의, 32.74 토큰으로, 약 4자")
['GPU', '개', '토큰', '약', '자']
"""

from __future__ import annotations

import functools
import re

from comparekit.catalogs.findings import Entry, Finding
from comparekit.catalogs.number_context_words import LEARNT_WORDS

# A number: ASCII digits, grouped or decimal, or an ISO date; not one glued after a Latin
# letter or a name's hyphen (H100, V4.1, Apache-2.0: a name's digits, which the number rule
# compares whole).
_NUMBER = re.compile(
    r"(?<![A-Za-z0-9.,])(?<![A-Za-z]-)(?:[0-9]{4}-[0-9]{2}-[0-9]{2}(?![0-9])"
    r"|[0-9]+(?:[.,][0-9]+)*(?![0-9]))"
)
# Every digit run of the English, names' too: the numbers a translation keeps from it.
_ENGLISH_NUMBER = re.compile(r"[0-9]+(?:[.,][0-9]+)*(?:-[0-9]{2}-[0-9]{2})?")
_HAN = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff々"
_KATAKANA = "\u30a1-\u30fa\u30fc\u30fd\u30fe"
_HIRAGANA = "\u3041-\u3096\u309d\u309e"
_HANGUL = "\uac00-\ud7a3"
# What may stand between a number and its word: a space of any width, a joining dash or
# dot (4\u3000ラック, 4-ラック, 4・ラック are 4ラック), at most two of them.
_GAP = "[ \u00a0\u202f\u2009\u3000\\-\u2010\u2011・･·]{0,2}"
# The classes, then any other letters (half-width katakana, Cyrillic: unknown, so a warning).
_RUNS = (
    rf"(?P<han>[{_HAN}]+)|(?P<katakana>[{_KATAKANA}]+)|(?P<hiragana>[{_HIRAGANA}]+)"
    rf"|(?P<hangul>[{_HANGUL}]+)|(?P<latin>[A-Za-z]+)"
    rf"|(?P<other>[^\W\d_A-Za-z{_HAN}{_KATAKANA}{_HIRAGANA}{_HANGUL}]+)"
)
# (glued to a number's percent sign too: 75%ポイント is percentage points, where the word
# a space parts from it, 75% 드래프트, is what the share is of)
_AFTER = re.compile(rf"(?:{_GAP}[%％‰]|{_GAP})(?:{_RUNS})")
# Read at the end of the text before a number (``_LOOK_BACK`` characters: a word is shorter).
_BEFORE = re.compile(rf"(?<![A-Za-z0-9])(?:{_RUNS}){_GAP}\Z")
_LOOK_BACK = 16
_LETTER_BEFORE = re.compile(r"[^\W\d_]")
# Japanese particles, the longer first: a hiragana run after a number stops at one (つの
# is つ, まで alone no word); one before a number that ends in one is the sentence's.
_JAPANESE_PARTICLE = re.compile(
    "くらい|ぐらい|ずつ|から|まで|より|ほど|など|だけ|[のをにはがでともへや]"
)
_JAPANESE_ENDS_IN_PARTICLE = re.compile("[のをにはがでともへや]\\Z")
# Korean particles at the end of an eojeol, the longer first (4개의 is 개, 토큰으로 토큰).
_KOREAN_PARTICLE = re.compile(
    "(?:에서는|에서|에게|으로는|으로|로는|로|까지|부터|보다|처럼|이나|이며|이고|마다|입니다"
    "|이다|씩|만|도|의|가|이|를|을|는|은|에|와|과|나|뿐)+\\Z"
)
_LATIN_WORD = re.compile("[A-Za-z]+")
_DIGIT = re.compile("[0-9]")


def words_beside_numbers(translation: str, english: str = "") -> list[str]:
    """Each word directly before and after each number of ``translation``, in order. With
    its ``english``: only beside a number the English writes in digits (a count it says in
    a word, 1モデル for "one model", is the count rules' to read), and but the Latin words
    the English has and the words beside a number the English names after the same Latin
    word (Ascend 950, SOSP 2025: a name's number, which they describe, not count)."""
    words: list[str] = []
    kept = {_plain(number) for number in _ENGLISH_NUMBER.findall(english)}
    for number in _NUMBER.finditer(translation):
        if english and _plain(number.group()) not in kept:
            continue
        start, end = number.span()
        found = []
        before = _BEFORE.search(translation, max(0, start - _LOOK_BACK), start)
        if before and (word := _word_before(before, translation)):
            if english and before.lastgroup == "latin" and _names(english, before, number):
                continue
            found.append(word)
        after = _AFTER.match(translation, end)
        if after and (word := _word_after(after)):
            found.append(word)
        words += found
    if english and any(word.isascii() for word in words):
        english_words = {word.lower() for word in _LATIN_WORD.findall(english)}
        words = [word for word in words if not _in_english(word, english_words)]
    return words


def _in_english(word: str, english_words: set[str]) -> bool:
    """Whether a Latin word is the English's, or its singular (8 GPU for "8 GPUs")."""
    if not word.isascii():
        return False
    word = word.lower()
    return word in english_words or f"{word}s" in english_words or f"{word}es" in english_words


def _plain(number: str) -> str:
    return number.replace(",", "")


def _names(english: str, before: re.Match[str], number: re.Match[str]) -> bool:
    """Whether ``english`` writes the number after the word before it, as one name."""
    return f"{before[before.lastgroup or 0]} {number.group()}" in english.replace("\u00a0", " ")


def _word_after(found: re.Match[str]) -> str:
    kind, word = found.lastgroup, found[found.lastgroup or 0]
    if kind == "han":
        return word[0]
    if kind == "hiragana":
        return _JAPANESE_PARTICLE.split(word, maxsplit=1)[0][:1]
    if kind == "hangul":
        return _KOREAN_PARTICLE.sub("", word)
    return word


def _word_before(found: re.Match[str], text: str) -> str:
    kind, word = found.lastgroup, found[found.lastgroup or 0]
    if kind == "han":
        return word[-1]
    if kind == "hiragana":
        glued = _LETTER_BEFORE.match(text, found.start() - 1) if found.start() else None
        return "" if glued or _JAPANESE_ENDS_IN_PARTICLE.search(word) else word
    if kind == "hangul" and (len(word) > 2 or _KOREAN_PARTICLE.search(word)):
        return ""
    return word


def unknown_words(
    english: str, translation: str, locale: str, known: tuple[str, ...] = ()
) -> list[str]:
    """The words beside the numbers of ``translation`` that the learnt words of ``locale``,
    ``known`` (the project's) and the English's own Latin words do not hold, each once. A
    locale with no learnt words and none known is not read, nor a string checked without
    its locale (the words are the locale's: a plain string test has none)."""
    if not _DIGIT.search(english) or not _DIGIT.search(translation):
        return []
    learnt = _learnt_for(locale)
    if learnt is None:
        if not known:
            return []  # (a language with no words learnt nor listed: not read)
        learnt = frozenset()
    found = words_beside_numbers(translation, english)
    unknown = [word for word in found if word not in learnt and word not in known]
    return list(dict.fromkeys(unknown))


@functools.lru_cache(maxsize=64)
def _learnt_for(locale: str) -> frozenset[str] | None:
    """The learnt words of a tag (zh-Hant is zh_Hant), or of the tag without its last
    subtags (ja-JP reads ja's, zh-Hant-TW zh_Hant's); None if no catalog taught any."""
    parts = locale.replace("-", "_").split("_")
    while parts:
        if (learnt := LEARNT_WORDS.get("_".join(parts))) is not None:
            return learnt
        parts.pop()
    return None


def context_words(entry: Entry) -> list[Finding]:
    """The number rule's warning for the words beside its numbers that it does not know."""
    terms = entry.terms
    unknown = unknown_words(entry.english, entry.translation, terms.locale, terms.known_words)
    if not unknown:
        return []
    message = f"unrecognised word beside a number: {', '.join(unknown)}"
    return [Finding("number", message, "warning")]
