"""Flip each status word of the shipped translations and count what the status rule refuses.

    python benchmarks/status_flips.py

For each shipped translation (``locales/*/LC_MESSAGES/messages.po``) and each status word
it holds that is the English's status (its state among the English's on its axis, the
word not negated), writes it as each word of the locale's script that names another state
of that axis (a flip: 非推奨 as 導入, 병합됨 as 닫힘) and as each other word of its own
state (a synonym swap: 병합됨 as 머지됨), then counts the flips refused and the swaps kept
clean by ``status_words.changed_status``; and each negation written before a status word of
the English's (未包含, 미포함, 非対応) dropped. Prints one line per locale and the total.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from babel.messages.pofile import read_po

from comparekit.catalogs.status_words import (
    _NEGATED_BEFORE,
    _STATE_OF,
    _TRANSLATION_WORDS,
    changed_status,
    english_status_words,
    translation_status_words,
)

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ("ja", "ko", "zh_Hant")
_HANGUL = re.compile("[가-힣]")
_KANA = re.compile("[ぁ-ヿ]")
# Characters of simplified Chinese that no Japanese or traditional Chinese word uses.
_SIMPLIFIED = re.compile("[弃预实测驳关结删废并稳发准选启态]")


def _words_of(locale: str) -> list[str]:
    """The table's words written in the script of ``locale``."""

    def fits(word: str) -> bool:
        if _HANGUL.search(word):
            return locale == "ko"
        if _KANA.search(word):
            return locale == "ja"
        return locale != "ko" and not _SIMPLIFIED.search(word)

    return [word for word in _STATE_OF if fits(word)]


def _shipped(locale: str) -> list[tuple[str, str]]:
    path = ROOT / "locales" / locale / "LC_MESSAGES" / "messages.po"
    with path.open("rb") as file:
        return [
            (m.id, m.string)
            for m in read_po(file)
            if m.context and isinstance(m.id, str) and isinstance(m.string, str) and m.string
        ]


def flips_and_swaps(locale: str) -> tuple[int, int, int, int]:
    """(flips refused, flips, swaps kept clean, swaps) over the shipped catalog."""
    words = _words_of(locale)
    refused = flips = clean = swaps = 0
    for english, translation in _shipped(locale):
        english_states = {s for w in english_status_words(english) for s in w.states}
        for match in _TRANSLATION_WORDS.finditer(translation):
            axis, state = _STATE_OF[match.group()]
            alone = translation[: match.start()] + translation[match.end() :]
            read = [w for w in translation_status_words(translation) if w.axis == axis]
            if state not in english_states or not any(w.word == match.group() for w in read):
                continue  # (not the English's status, or read with a negation)
            if len(translation_status_words(alone)) == len(translation_status_words(translation)):
                continue  # (the word is part of a longer one)
            for word in words:
                if word == match.group() or _STATE_OF[word][0] != axis:
                    continue
                changed = translation[: match.start()] + word + translation[match.end() :]
                if _STATE_OF[word][1] == state:
                    swaps += 1
                    clean += changed_status(english, changed) is None
                else:
                    flips += 1
                    refused += changed_status(english, changed) is not None
    return refused, flips, clean, swaps


def negations_dropped(locale: str) -> tuple[int, int]:
    """(refused, dropped): each negation before a status word (未包含 as 包含) taken away,
    where the negated word names a state the English names."""
    refused = dropped = 0
    for english, translation in _shipped(locale):
        english_states = {s for w in english_status_words(english) for s in w.states}
        for match in _TRANSLATION_WORDS.finditer(translation):
            negation = _NEGATED_BEFORE.search(
                translation[max(0, match.start() - 3) : match.start()]
            )
            axis, state = _STATE_OF[match.group()]
            if negation is None or state in english_states:
                continue
            start = match.start() - len(negation.group())
            if not english_states & _other_states(axis, state):
                continue
            dropped += 1
            changed = translation[:start] + translation[match.start() :]
            refused += changed_status(english, changed) is not None
    return refused, dropped


def _other_states(axis: str, state: str) -> set[str]:
    return {s for a, s in _STATE_OF.values() if a == axis and s != state}


def main() -> int:
    totals = [0, 0, 0, 0, 0, 0]
    for locale in LOCALES:
        counts = flips_and_swaps(locale)
        refused, dropped = negations_dropped(locale)
        totals = [a + b for a, b in zip(totals, (*counts, refused, dropped), strict=True)]
        print(
            f"{locale:8} flips refused {counts[0]}/{counts[1]}, "
            f"synonym swaps clean {counts[2]}/{counts[3]}, "
            f"negations dropped refused {refused}/{dropped}"
        )
    print(
        f"{'total':8} flips refused {totals[0]}/{totals[1]}, "
        f"synonym swaps clean {totals[2]}/{totals[3]}, "
        f"negations dropped refused {totals[4]}/{totals[5]}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
