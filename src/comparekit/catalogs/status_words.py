"""Status words beside a kept name or version (deprecated, preview, merged, open, not
included): the state the English gives a feature, a build or a pull request, which no
number or name shows. A translation that keeps "KVBM" and "v1.5.0" but says 導入
(introduced) where the English says deprecated, 正式版 where it says preview, or
포함됨 where it says not included, publishes the opposite fact.

Each status word names one or more states of one axis (lifecycle, maturity, pull-request
state, availability, requirement, enablement). A word with a negation attached to it
(포함되지 않음, 不支援, 未マージ, "not merged") names the other states of its axis. A
translation changes a status where one of the English's status words names no state the
translation names on that axis (or a state the English names twice, fewer times), and one
of the translation's names no state the English names (or one more often): the English's
status is gone and another stands in its place: an error. A word only added is left to
the reviewer (23 shipped translations add one the English leaves unsaid); one only dropped,
where the English names two states and the translation keeps the other, is a warning. A merge
still to come (マージ予定, 병합 예정) is an open pull request; a word set against another
(ベータではなく, "rather than a beta") names no state. Hooked into the number rule (its
code, ``number``), so ``check`` and ``build`` refuse it with the number hint. Imports only
the entry and finding it reads and returns (``findings``). ``benchmarks/status_flips.py``
counts the flips of the shipped status words it refuses and the synonyms it keeps.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from dataclasses import dataclass

from comparekit.catalogs.findings import Entry, Finding
from comparekit.catalogs.status_word_table import (
    NOT_STATUS,
    TO_BE_ABOLISHED,
    TRANSLATION_STATUS_WORDS,
)

# Each axis and its states; a negated word names every state of its axis but its own.
AXES: dict[str, tuple[str, ...]] = {
    "lifecycle": ("introduced", "recommended", "deprecated", "removed"),
    "maturity": ("preview", "stable"),
    "pull request": ("merged", "closed", "open"),
    "availability": ("included", "not included"),
    "requirement": ("required", "optional"),
    "enablement": ("enabled", "disabled"),
    "cncf": ("sandbox", "incubating", "graduated"),
    "choice": ("default", "alternative"),
}
# The English's status words, firm ones: "open" only where it is a state (still open, an
# open pull request), never open-source or OpenAI; "stable" only as a release's state.
_ENGLISH: tuple[tuple[str, str, str], ...] = (
    (
        "lifecycle",
        "introduced",
        r"introduc(?:ed|es|ing)|added|adds|(?<=docs )add|(?<=notes )add|(?<=releases )add|new in",
    ),
    ("lifecycle", "recommended", r"recommend(?:ed|s)"),
    # (a removal still to come is the deprecation: "removal targeted for v1.6.0")
    (
        "lifecycle",
        "deprecated",
        r"deprecat\w*|phased out|removal (?:is |was )?(?:targeted|planned|scheduled)"
        r"|(?:targeted|planned|scheduled) (?:for|its|the) removal|(?:to|will) be removed",
    ),
    (
        "lifecycle",
        "removed",
        r"(?<!be )(?<!targeted its )remov(?:ed|al)(?! (?:is |was )?(?:targeted|planned|scheduled))"
        r"(?<!for removal)|dropped|end[- ]of[- ]life|discontinued",
    ),
    (
        "maturity",
        "preview",
        r"preview(?:-only)?|experimental(?:ly)?|beta|alpha|proof of concept|(?-i:POC|PoC)",
    ),
    (
        "maturity",
        "stable",
        r"stable (?:release|version|build|channel)|generally available|general availability"
        r"|production[- ]ready|ready for production|(?-i:GA)",
    ),
    ("pull request", "merged", r"merged|landed"),
    ("pull request", "closed", r"closed|rejected|abandoned"),
    (
        "pull request",
        "open",
        r"(?:still|remains?|is|was|were|are) open|open (?:pull request|PR|issue)s?"
        r"|(?:pending|awaiting) (?:merge|review)|under review|to be merged",
    ),
    ("availability", "included", r"included|supported|supports"),
    (
        "availability",
        "not included",
        r"unsupported|not (?:yet )?(?:in|part of) (?:the |a |any )?(?:tagged )?releases?"
        r"|(?:does|do|did)(?: not|n't) support|no support for",
    ),
    # (a CNCF project's maturity: sandbox, incubating, graduated; attack 56)
    ("cncf", "sandbox", r"sandbox"),
    ("cncf", "incubating", r"incubat(?:ing|ion)"),
    ("cncf", "graduated", r"graduated"),
    ("requirement", "required", r"required|mandatory"),
    ("requirement", "optional", r"optional(?:ly)?"),
    ("choice", "default", r"(?<!by )default(?! (?:to|is|of)\b)"),
    ("choice", "alternative", r"non-default"),
    ("enablement", "enabled", r"enabled|on by default"),
    ("enablement", "disabled", r"disabled|off by default"),
)
_ENGLISH_WORDS = tuple(
    (axis, state, re.compile(rf"(?i)(?<![\w-])(?:{words})(?![\w-])"))
    for axis, state, words in _ENGLISH
)
# Any of them: most strings say none (a quick test before each state's pattern).
_ANY_ENGLISH_WORD = re.compile(
    rf"(?i)(?<![\w-])(?:{'|'.join(words for _, _, words in _ENGLISH)})(?![\w-])"
)
# Attached to the word before it: "not merged", "not yet supported", "no longer included".
_ENGLISH_NEGATION = re.compile(
    r"(?i)(?:\bnot|n't|\bnever|\bno longer)\s+(?:(?:yet|been|be|a|an|the)\s+)?"
    r"(?:(?:officially|fully|currently|publicly|formally)\s+)?$"
)
# A word set against another ("rather than a beta", ベータではなく, 而非預覽版, 프리뷰가 아닌)
# names the state the sentence turns from: a translation may contrast where the English
# negates and the other way round, so such a word is read as naming no state at all.
_ENGLISH_CONTRAST = re.compile(r"(?i)\b(?:rather than|instead of)\s+(?:(?:a|an|the)\s+)?$")

_STATE_OF = {word: key for key, words in TRANSLATION_STATUS_WORDS.items() for word in words}
_TRANSLATION_WORDS = re.compile(
    "|".join(re.escape(w) for w in sorted(_STATE_OF, key=len, reverse=True))
)
# A negation attached to the word: before it (未マージ, 不支援, 미포함, 而非預覽版, 尚未合併)
# or after it (含まれない, サポートされていない, 포함되지 않음, 병합 전, 프리뷰가 아닌).
_NEGATED_BEFORE = re.compile(
    r"(?:不再|未|非|不|無|无|沒|没|無法|无法|沒有|没有|不受|미|비)(?:獲|获|得到)?"
    # (a verb between: 不再標示為實驗性, "no longer labelled experimental")
    r"(?:被)?(?:(?:標示|标示|標記|标记|視|视|列|稱|称|當作|当作)(?:為|为))?$"
)
# A state still to come (マージ予定, 병합 예정, 待合併, 即將合併; 対応予定, 지원 예정, 將支援;
# 正式版予定) is not yet the state: the pull request open, the feature not included, the
# release a preview; a removal planned (削除予定, 제거 예정) a deprecation, as the English's
# "removal targeted" is.
_PENDING_STATE = {
    ("pull request", "merged"): "open",
    ("availability", "included"): "not included",
    ("maturity", "stable"): "preview",
    ("lifecycle", "removed"): "deprecated",  # (削除予定, 제거 예정: a removal targeted)
}
_PENDING_BEFORE = re.compile(
    r"(?:待|將|将|預計|预计|預定|预定|即將|即将|計劃|计划|計畫|目標是|目标是|打算)"
    r"(?:於|于|在)?[ \u00a0]?(?:v?\d[\w.]*[ \u00a0]?)?$"
)
_PENDING_AFTER = re.compile(
    r"^(?:を|이|가|が|の|를|을)?\s?(?:予定|待ち|예정|대기|方向|計画|계획|목표)"
    r"|^(?:する|される|の)予定|^(?:할|될|하는|되는)\s?(?:계획|예정)"
    r"|^(?:하|되)겠|^(?:する|される)(?:と予告|方針|見込み)"
)
# "Only" said with a negation: しか…ない, 외에는…않 (nothing but), 除…外…不.
_ONLY_WITH_NEGATION = re.compile(
    r"しか|밖에|외에는|이외에는|以外[^。、]{0,8}?(?:には|は)|除(?:了)?[^。，,]*外"
)
_CONTRASTED_BEFORE = re.compile(r"(?:而非|並非|并非|不是)$")
_CONTRASTED_AFTER = re.compile(r"^(?:版)?(?:ではなく|でなく|じゃなく)|^\s?[가이]?\s?아닌")
_NEGATED_AFTER = re.compile(
    r"^(?:され|して|し|でき|済みでは|では|で)?(?:い|てい)?(?:ない|なかった|ず|な[くか]|なし|(?:対象)?外|前(?=[のに、。]|$))"
    r"|^(?:に|には)至っていな|^\s?되지\s?못|^て?おらず|^ていな"
    r"|^\s?(?:되지|하지|되어 있지|돼 있지|되지는|하지는)\s?않"
    r"|^\s?(?:안\s?(?:됨|되|함|해|된)|불가|[할될]\s?수\s?없)|^(?:不可|できず)"
    r"|^(?:\s?(?:기능|단계|버전|상태|대상))?\s?[가이]?\s?(?:아니|아님)"
    r"|^(?:되기)?\s?전(?:에|이며|이고|입니다|이다|이|인)?(?![가-힣])"  # (병합 전이며)
)


@dataclass(frozen=True)
class StatusWord:
    """One status word as written, its axis and the states it leaves possible."""

    word: str
    axis: str
    states: frozenset[str]

    @property
    def said(self) -> str:
        return " or ".join(sorted(self.states))


def _possible(axis: str, state: str, negated: bool, contrasted: bool = False) -> frozenset[str]:
    if contrasted:
        return frozenset()
    if not negated:
        return frozenset({state})
    return frozenset(AXES[axis]) - {state}


@functools.lru_cache(maxsize=4096)
def english_status_words(english: str) -> tuple[StatusWord, ...]:
    """The English's status words (remembered: each English is checked for each language).

    >>> [w.said for w in english_status_words("V4.1 PR not merged; V4 merged")]
    ['closed or open', 'merged']
    """
    if not _ANY_ENGLISH_WORD.search(english):
        return ()
    found = []
    for axis, state, pattern in _ENGLISH_WORDS:
        for match in pattern.finditer(english):
            before = english[: match.start()]
            negation = _ENGLISH_NEGATION.search(before)
            states = _possible(axis, state, bool(negation), bool(_ENGLISH_CONTRAST.search(before)))
            start = negation.start() if negation else match.start()
            if states:
                found.append((start, StatusWord(english[start : match.end()], axis, states)))
    return tuple(word for _, word in sorted(found, key=lambda item: item[0]))


def translation_status_words(translation: str) -> tuple[StatusWord, ...]:
    """The translation's status words, each read with the negation attached to it.

    >>> [(w.word, w.said) for w in translation_status_words("릴리스에 포함되지 않음")]
    [('포함되지 않', 'not included')]
    """
    masked = translation
    for phrase in NOT_STATUS:
        masked = masked.replace(phrase, "\0" * len(phrase))
    found = []
    for match in _TRANSLATION_WORDS.finditer(masked):
        axis, state = _STATE_OF[match.group()]
        before = masked[max(0, match.start() - 14) : match.start()]
        after_text = masked[match.end() : match.end() + 8]
        after = _NEGATED_AFTER.match(after_text)
        contrasted = bool(_CONTRASTED_BEFORE.search(before) or _CONTRASTED_AFTER.match(after_text))
        prefix = _NEGATED_BEFORE.search(before)
        negated = prefix is not None or after is not None
        if negated and _ONLY_WITH_NEGATION.search(before):
            negated = False  # (NVIDIA GPU にしか対応していない: supported on NVIDIA only)
            prefix = after = None
        word = (prefix.group() if prefix else "") + match.group() + (after.group() if after else "")
        states = _possible(axis, state, negated, contrasted)
        if match.group() in TO_BE_ABOLISHED and not (negated or contrasted):
            states = frozenset({"deprecated", "removed"})
        if (axis, state) in _PENDING_STATE and not (negated or contrasted):
            pending = _PENDING_AFTER.match(after_text)
            coming = _PENDING_BEFORE.search(before)
            if pending or coming:
                word = (coming.group() if coming else "") + word
                word += pending.group() if pending else ""
                states = frozenset({_PENDING_STATE[axis, state]})
        if states:
            found.append(StatusWord(word, axis, states))
    return tuple(found)


def changed_status(english: str, translation: str) -> tuple[StatusWord, StatusWord] | None:
    """The English's status word the translation drops and the translation's word that
    names another state of the same axis in its place, or None.

    >>> pair = changed_status("KVBM (deprecated in v1.5.0)", "KVBM（v1.5.0 で導入）")
    >>> pair[0].word, pair[1].word
    ('deprecated', '導入')
    >>> changed_status("KVBM (deprecated in v1.5.0)", "KVBM（v1.5.0 で非推奨）") is None
    True
    """
    if translation.isascii():
        return None
    said = english_status_words(english)
    if not said:
        return None
    written = translation_status_words(translation)
    for axis in AXES:
        english_words = [w for w in said if w.axis == axis]
        translated = [w for w in written if w.axis == axis]
        if not english_words or not translated:
            continue
        english_states = frozenset().union(*(w.states for w in english_words))
        translated_states = frozenset().union(*(w.states for w in translated))
        dropped = next((w for w in english_words if not w.states & translated_states), None)
        if dropped is None:
            dropped = _said_less_often(english_words, translated)
        if dropped is None:
            continue
        added = next((w for w in translated if not w.states & english_states), None)
        if added is None:
            added = _said_more_often(english_words, translated)
        if added is not None:
            return dropped, added
    return None


def _said_less_often(
    english_words: list[StatusWord], translated: list[StatusWord]
) -> StatusWord | None:
    """The English's word of one state the translation names fewer times, where the
    English names it more than once: one of two 非推奨 turned 導入."""
    said = Counter(state for w in english_words for state in w.states)
    written = Counter(state for w in translated for state in w.states)
    return next((w for w in english_words if any(1 < said[s] > written[s] for s in w.states)), None)


def _said_more_often(
    english_words: list[StatusWord], translated: list[StatusWord]
) -> StatusWord | None:
    """The translation's word of a state it names more often than the English, where the
    English names two states of one pull request and the other: "V4.1 still open; V4
    merged" written as two オープン (the merged one turned open)."""
    said = Counter(state for w in english_words for state in w.states)
    written = Counter(state for w in translated for state in w.states)
    return next((w for w in translated if any(written[s] > said[s] for s in w.states)), None)


def dropped_status(english: str, translation: str) -> tuple[StatusWord, str] | None:
    """The English's status word of one of two states on an axis (V4.1 "still open", V4
    "merged") that the translation leaves unsaid while it names the other, and that other
    state; or None. (No shipped translation does: a reader takes the one state for both.)

    >>> dropped_status("V4.1 PR still open; V4 merged", "V4.1 の PR。V4 はマージ済み")[1]
    'merged'
    """
    if translation.isascii():
        return None
    said = english_status_words(english)
    if not said:
        return None
    written = translation_status_words(translation)
    for axis in AXES:
        translated = frozenset().union(*(w.states for w in written if w.axis == axis))
        for word in said:
            if word.axis == axis and translated and not word.states & translated:
                return word, " or ".join(sorted(translated))
    return None


def check_status_words(entry: Entry) -> list[Finding]:
    """A status of the English (deprecated, preview, merged, not included) replaced by
    another of its axis (introduced, stable, closed, included): an error naming both; one
    of two left unsaid beside the other: a warning."""
    pair = changed_status(entry.english, entry.translation)
    if pair is not None:
        english_word, translated = pair
        message = (
            f"status changed: the English says '{english_word.word}' ({english_word.said}), "
            f"the translation '{translated.word}' ({translated.said})"
        )
        return [Finding("number", message)]
    dropped = dropped_status(entry.english, entry.translation)
    if dropped is None:
        return []
    english_word, others = dropped
    message = (
        f"status missing: the English says '{english_word.word}' ({english_word.said}), "
        f"the translation says only {others}"
    )
    return [Finding("number", message, "warning")]
