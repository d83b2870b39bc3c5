"""The two sides of a contrast swapped: "built for inference across many nodes, not for a
single offline process" as 多数のノードにまたがる推論ではなく、単一のオフラインプロセスのために
(attack 56). Every word, name and number is kept; only which side is denied changed.

The English's contrast is "X, not Y", "not Y but X", "X rather than Y" or "X instead of Y";
the translation's its language's mark: ではなく (Japanese) and 아니라, 아닌, 대신 (Korean)
end the side they deny, 並非, 而非, 不是 (Chinese) begin it. Each side is read for the words
of the axes ``opposite_words`` knows (online and offline, large and small): a word the
English denies, said by the translation on the affirmed side only, has changed sides, and
one whose opposite the translation denies in its place, with no word of it anywhere, is
turned ("not offline" as オンラインではなく). (Not
the other way round: the side a translation denies is read from its clause's start, which
may hold a word of the whole sentence, 通常は VRAM ではなく.) A sentence with more than one
contrast is not read: its sides are not certain.
"""

from __future__ import annotations

import re

from comparekit.catalogs.opposite_word_table import AXES, Pole, english_words, translated_words
from comparekit.catalogs.sentence_pairs import paired_sentences, sentence_names, sentences

# The English's contrast: what it denies follows the mark ("X, not Y"; "X rather than Y"),
# or sits between "not" and "but".
_ENGLISH_DENIES_AFTER = re.compile(r"(?i),\s+not\b|\brather than\b|\binstead of\b")
_ENGLISH_NOT_BUT = re.compile(r"(?i)\bnot\b(?P<denied>[^,;.]+?),?\s+but\b")
_ENGLISH_CLAUSE_END = re.compile(r"[,;:.!?](?:\s|$)")
# A translation's: the side before it is denied (ja, ko), or the side after it (zh).
_DENIES_BEFORE = re.compile(r"ではなく|でなく|じゃなく|아니라|(?<=[이가] )아닌|대신")
_DENIES_AFTER = re.compile(r"並非|并非|而非|而不是|不是")
_CLAUSE_MARK = re.compile(r"[、，,；;：:。]")
_DENIED_SIDE_END = re.compile(r"[、，,；;。]|而是")  # (不是 Y 而是 X: Y ends at 而是)


def swapped_sides(english: str, translation: str) -> list[str]:
    """The poles the English denies in its contrast and the translation affirms, each as
    "denies offline"."""
    if not (_ENGLISH_DENIES_AFTER.search(english) or _ENGLISH_NOT_BUT.search(english)):
        return []  # nearly every string
    if not (_DENIES_BEFORE.search(translation) or _DENIES_AFTER.search(translation)):
        return []
    found = []
    whole = [sentence.strip() for sentence in sentences(translation)] + [translation]
    for sentence, its in paired_sentences(english, translation) or [(english, translation)]:
        sides, its_sides = _english_sides(sentence), _translated_sides(its)
        if sides is None or its_sides is None:
            continue
        for axis in AXES:
            for pole in axis:
                denied = not english_words(pole).search(sides[0]) and english_words(pole).search(
                    sides[1]
                )
                if denied and _affirmed_only(translated_words(pole), its_sides):
                    found.append(f"denies {pole.name}")
                elif denied and (other := _other_denied(axis, pole, its, its_sides[1])):
                    found.append(f"denies {pole.name}, not {other}")
        # (and a name: "SM100 and Ascend 950, not workstation GPUs" as SM100과 Ascend 950
        # 가속기가 아니라 워크스테이션용 GPU를; attack 57)
        affirmed, denied_names = sentence_names(sides[0]), sentence_names(sides[1])
        its_affirmed, its_denied = sentence_names(its_sides[0]), sentence_names(its_sides[1])
        found += [
            f"denies {name}"
            for name in sorted(denied_names - affirmed)
            if name in its_affirmed and name not in its_denied
        ]
        if (
            _DENIES_AFTER.search(its)
            and not _DENIES_BEFORE.search(its)
            and its in whole
            and not denied_names & its_denied  # (透過 A、而非 B 來支援 X: X is both sides')
        ):
            # (and the other way round where the translation's denied side is certain, from
            # 而不是 to its clause's end: "by the team that designed V4.1-Flash, not ported
            # by a community" as 由社群移植，而不是由設計 V4.1-Flash 的團隊; attack 57), in a
            # sentence of the translation as written, not two joined for their names)
            found += [
                f"affirms {name}"
                for name in sorted(affirmed - denied_names)
                if name in its_denied and name not in its_affirmed
            ]
    return found


def _other_denied(axis: tuple[Pole, ...], pole: Pole, sentence: str, denied: str) -> str:
    """The other pole of a two-pole axis where the translation's denied side says it and the
    sentence nowhere says ``pole``: "not for a single offline process" as 単一のオンライン
    プロセスではなく (attack 59), or ''."""
    if len(axis) != 2 or translated_words(pole).search(sentence):
        return ""
    other = axis[1] if pole is axis[0] else axis[0]
    return other.name if translated_words(other).search(denied) else ""


def _affirmed_only(words: re.Pattern[str], sides: tuple[str, str]) -> bool:
    return bool(words.search(sides[0])) and not words.search(sides[1])


def _english_sides(sentence: str) -> tuple[str, str] | None:
    """The affirmed side of the sentence's one contrast and the denied one, or None."""
    marks = list(_ENGLISH_DENIES_AFTER.finditer(sentence))
    not_but = list(_ENGLISH_NOT_BUT.finditer(sentence))
    if len(marks) + len(not_but) != 1:
        return None
    if not_but:
        match = not_but[0]
        return sentence[: match.start()] + sentence[match.end() :], match["denied"]
    mark = marks[0]
    end = _ENGLISH_CLAUSE_END.search(sentence, mark.end())
    stop = end.start() if end else len(sentence)
    return sentence[: mark.start()] + sentence[stop:], sentence[mark.end() : stop]


def _translated_sides(sentence: str) -> tuple[str, str] | None:
    """The affirmed side of the translated sentence's one contrast and the denied one."""
    before, after = list(_DENIES_BEFORE.finditer(sentence)), list(_DENIES_AFTER.finditer(sentence))
    if len(before) + len(after) != 1:
        return None
    if before:  # (the denied side: from the clause's start up to the mark)
        mark = before[0]
        starts = [found.end() for found in _CLAUSE_MARK.finditer(sentence, 0, mark.start())]
        start = starts[-1] if starts else 0
        return sentence[:start] + sentence[mark.end() :], sentence[start : mark.start()]
    mark = after[0]  # (the denied side: from the mark to the clause's end, or 而是)
    end = _DENIED_SIDE_END.search(sentence, mark.end())
    stop = end.start() if end else len(sentence)
    return sentence[: mark.start()] + sentence[stop:], sentence[mark.end() : stop]
