"""A word turned into its opposite: "high concurrency" as 低並行度, "online traffic" as
오프라인 트래픽, "months older" as 数か月新しい, "Where {product} wins" as 劣る点, "partial
Ascend" as 完整支援, "draft acceptance" as 기각률, "joined" as 탈퇴. Every name and number is
kept, so no other check sees the page say the opposite (attack 25).

Each axis has two poles (high and low; older and newer; online and offline), with the
English's words and the translations' (``opposite_word_table``). A text turns a pole where
the translation says a pole of the English's fewer times than the English does and another
pole of the axis more times: the English's word is gone and its opposite stands in its
place. A word with a negation right on it (not high, 高くない, 높지 않, 不高, オフラインでは
ない) says the other pole: "low" may be said as "not high", and "not offline" for "offline"
is turned. A word with a negation later in its clause (大きな効果は得られない) says none, as
the negation may be of another word. A hedge dropped with no word of it left ("partial
Ascend" as Ascend にも対応) is turned too. High and large are read as one magnitude where
no axis of its own turned ("high concurrency" as 少量並行), and "must" made "can" in a short
English of one sentence ("Must run on Ascend 950" as でも動かせる). The whole text is judged,
and each sentence beside its own (``sentence_pairs``) where each pair names the same names
and numbers ("a few GPUs … plenty of memory" says both poles in the whole paragraph, one in
each sentence). An opposite only added is left to the reviewer.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

from comparekit.catalogs.contrast_sides import swapped_sides
from comparekit.catalogs.findings import Entry, Finding
from comparekit.catalogs.opposite_word_table import (
    AXES,
    MAGNITUDE,
    MODAL,
    SHORT,
    Pole,
    english_words,
    translated_words,
)
from comparekit.catalogs.rhetorical import asked_plainly
from comparekit.catalogs.sentence_pairs import paired_sentences, sentence_names, sentences

# A negation on the English's word: "not high", "no longer large", "isn't small", "no GPU is
# required".
_ENGLISH_NEGATED = re.compile(
    r"(?i)(?:\bnot|n't|\bno longer|\bnever)\s+(?:(?:very|so|as|too|a|an|the)\s+)?$"
    r"|\bno\b[^,.;:!?]*\b(?:is|are|was|were|be)\s+$"  # (no GPU is required)
)
# A negation on a translation's word: after it (高くない, 높지 않, 크지 않) or before it (不高,
# 並不大, 沒有較高).
_NEGATED_AFTER = re.compile(
    r"[^、。，,.\s]{0,3}?(?:ない|なく|ではな|じゃな|\s?없|지\s?않|지\s?못|지는\s?않"
    r"|\s?[이가]?\s?아[닌니님])"
)
_NEGATED_BEFORE = re.compile(
    r"(?:不|並不|并不|沒有|没有|未|非|不是|不會|不会|不具|不具備|不具备|缺乏|毫無|毫无)"
    r"(?:互相|相互|彼此)?$"
)  # (並非互相取代: "do not replace each other")
# A negation later in the word's clause: 大きな効果は得られない (no large effect), 큰 도움이
# 되지 않습니다, 완전히 지원되지 않음 (not fully supported); not 少ない's ない, ないし ("or"),
# にすぎない ("merely"), 不同 ("different").
_CLAUSE_NEGATION = re.compile(
    r"[^、。，,；;！？!?.]*?"
    r"(?:(?<!少)(?<!すぎ)(?<!過ぎ)な(?:い(?!し)|[くかけ])|ず|ません|않|없|못|아[니닌닙님]|不(?![同少錯错久])"
    r"|沒|没|無|无|未)"
)


# Any English word of a pole: most strings say none (a quick test before the axes).
_ANY_ENGLISH = re.compile(
    "(?i)(?<![\\w-])(?:" + "|".join(pole.english for axis in AXES for pole in axis) + ")(?!\\w)"
)


_MAY_BE_MODAL = re.compile(r"(?i)\b(?:must|require|required|mandatory|needs? to|ha(?:s|ve) to)\b")


def _english_words_of(pole: Pole, text: str) -> tuple[list[str], list[str]]:
    """The words of ``pole`` the English says, and those it says with a negation on them
    (not high)."""
    if pole.negation_blind:
        return [found.group() for found in english_words(pole).finditer(text)], []
    said, negated = [], []
    for found in english_words(pole).finditer(text):
        if _ENGLISH_NEGATED.search(text[max(0, found.start() - 40) : found.start()]):
            negated.append(found.group())
        else:
            said.append(found.group())
    return said, negated


def _translated_words_of(pole: Pole, text: str) -> tuple[list[str], list[str]]:
    """The words of ``pole`` the translation says, and those it says with a negation right
    on them (オフラインではない, 非離線, 오프라인이 아닌). A word with a negation later in its
    clause (大きな効果は得られない) is in neither: the negation may be of another word."""
    if pole.negation_blind:
        return [found.group() for found in translated_words(pole).finditer(text)], []
    said, negated = [], []
    for found in translated_words(pole).finditer(text):
        before = text[max(0, found.start() - 3) : found.start()]
        if _NEGATED_AFTER.match(text, found.end()) or _NEGATED_BEFORE.search(before):
            negated.append(found.group())
        elif not _CLAUSE_NEGATION.match(text, found.end()):
            said.append(found.group())
    return said, negated


Axis = tuple[Pole, ...]
Turn = tuple[Pole, Pole, str]


def _turned(english: str, translation: str, axes: tuple[Axis, ...]) -> list[Turn]:
    """Each axis of ``axes`` on which the translation says a pole of the English's fewer
    times than the English and another more times (the English's pole, the translation's
    and its word)."""
    turned = []
    for axis in axes:
        said = _english_counts(axis, english)
        if not any(said.values()):
            continue
        written = _poles(axis, translation, _translated_words_of)
        lost = [pole for pole in axis if len(written[pole]) < said[pole]]
        gained = [pole for pole in axis if len(written[pole]) > said[pole]]
        if lost and gained:
            turned.append((lost[0], gained[0], written[gained[0]][0]))
        elif lost and lost[0].hedge and not written[lost[0]]:
            other = axis[0] if lost[0] is axis[1] else axis[1]
            # (완전히 지원되지 않음, not fully supported, says it with the other pole negated)
            if not translated_words(other).search(translation):
                turned.append((lost[0], other, ""))
    return turned


@functools.lru_cache(maxsize=8192)  # (each locale's check reads the same English)
def _english_counts(axis: Axis, english: str) -> dict[Pole, int]:
    """How many words of each pole of ``axis`` the English says."""
    return {pole: len(words) for pole, words in _poles(axis, english, _english_words_of).items()}


def _poles(
    axis: Axis, text: str, read: Callable[[Pole, str], tuple[list[str], list[str]]]
) -> dict[Pole, list[str]]:
    """The words ``text`` says of each pole of ``axis`` (``read``: a pole's words and its
    negated ones), a negated word of one pole as one of the other: "not high" and 高くない
    say low, 필요 없 not required."""
    found: dict[Pole, list[str]] = {pole: [] for pole in axis}
    for pole in axis:
        words, negated = read(pole, text)
        found[pole] += words
        if pole.negated_is_other:
            found[axis[1] if pole is axis[0] else axis[0]] += negated
    return found


@functools.lru_cache(maxsize=4096)  # (each locale's check reads the same English)
def _says_a_pole(english: str) -> bool:
    return _ANY_ENGLISH.search(english) is not None


@functools.lru_cache(maxsize=4096)
def _axes_said(english: str) -> tuple[Axis, ...]:
    """The axes a word of which the English says: most say one or two, so the others'
    words are not looked for. ``_ANY_ENGLISH`` finds the words in one pass; each axis's
    words are then tried where a found word starts (where another axis's word may start
    too: "one request at a time" is found as "one", a single's, and is one at a time's)."""
    starts = set()
    for found in _ANY_ENGLISH.finditer(english):
        starts.add(found.start())
        starts.update(
            found.start() + inner.start() for inner in _INNER_WORD.finditer(found.group())
        )
    return tuple(
        axis for axis, words in _AXIS_WORDS if any(words.match(english, at) for at in starts)
    )


_INNER_WORD = re.compile(r"(?<=[\s-])\w")
# Each axis with one pattern of its poles' English words.
_AXIS_WORDS = tuple(
    (axis, re.compile(rf"(?i)(?<![\w-])(?:{'|'.join(pole.english for pole in axis)})(?!\w)"))
    for axis in AXES
)


def check_opposite_words(entry: Entry) -> list[Finding]:
    """An error where the translation says the opposite pole of a word the English says
    (``_turned``), in the whole text or in a sentence beside its English's."""
    english, translation = entry.english, entry.translation
    if not translation or translation.isascii():
        return []
    if "-only" in english:  # ("Ascend-only" as Ascend 우선, 主打 Ascend; attack 62)
        english = english.replace("-only", " only")
    if not _says_a_pole(english):
        return _swapped(english, translation)  # (the sides of a contrast, by their names)
    english, translation = asked_plainly(english, translation)  # (Isn't … ? as …ではないのか)
    axes = _axes_said(english)
    turned = _turned(english, translation, axes)
    if not turned:
        turned = _turned(english, translation, (MAGNITUDE,))
    if not turned and len(english) <= SHORT and len(sentences(english)) == 1:
        turned = _turned(english, translation, (MODAL,))
    elif not turned and _MAY_BE_MODAL.search(english):
        # (and a short sentence of a paragraph beside its own: "if the model must run on
        # your own machine" as 使ってもよいなら)
        for sentence, its in paired_sentences(english, translation):
            if len(sentence) <= SHORT:
                turned += _turned(sentence, its, (MODAL,))
    if not turned and axes and len(sentences(english)) > 1:
        # (each sentence beside its own: "single-user tokens … on one machine" as マルチ
        # ユーザー, where another sentence's 1台 keeps the whole text's count; a hedge only
        # where the whole text drops it, as a translation may move it to another sentence)
        for sentence, its in paired_sentences(english, translation):
            if sentence_names(sentence) == sentence_names(its):  # (the same sentence)
                turns = _turned(sentence, its, _axes_said(sentence))
                turned += [turn for turn in turns if turn[2]]
    if not turned:
        return _swapped(english, translation)
    return [
        Finding(
            "opposite",
            f"the English says {pole.name}; the translation says {other.name} ({word})"
            if word
            else f"the English says {pole.name}; the translation says no word of it",
        )
        for pole, other, word in dict.fromkeys(turned)
    ]


def _swapped(english: str, translation: str) -> list[Finding]:
    """An error where the translation swaps the sides of the English's contrast."""
    if not (swapped := swapped_sides(english, translation)):
        return []
    said = "; ".join(swapped)
    return [Finding("opposite", f"the English {said}; the translation the other way round")]
