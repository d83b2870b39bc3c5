"""The translation memory: every translation a locale already has, found by its English.

``update`` asks it for strings the catalog has no translation for under their own key: a
new string, a renamed id, an entry another tool stripped of its msgctxt. It answers with the
translation of the same English (exact) or of the most similar English (fuzzy, above a
threshold), and says where the answer came from, so a reviewer knows what to check.

Similarity is difflib's ratio over whole strings, looked for only among entries sharing
words with the new English (an index of words), so a catalog of a thousand articles is
searched in milliseconds. Short strings never match by similarity: "Yes" and "No" are 67%
alike and mean the opposite.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from difflib import SequenceMatcher

from babel.messages.catalog import Message

WORD = re.compile(r"\w+")
MIN_SIMILAR_LENGTH = 20  # characters of English below which only an exact match counts
CANDIDATES = 40  # entries sharing the most words with the new English, scored in full


@dataclass(frozen=True)
class Suggestion:
    """A translation offered for a string, and what it was translated from."""

    string: str | tuple[str, ...]
    english: str | tuple[str, ...]  # the msgid the translation was made for
    origin: str  # where it came from: its key and catalog, or a compendium
    similarity: float  # 1.0: the same English

    def note(self) -> str:
        """The translator comment that tells a reviewer where the suggestion came from."""
        if self.similarity == 0:  # kept by `import` for a string that had no English then
            return f"{SUGGESTION_NOTE}the translation {self.origin}; check it against the English"
        how = "same English" if self.similarity == 1 else f"{self.similarity:.0%} similar English"
        return f"{SUGGESTION_NOTE}{how}, from {self.origin}"


SUGGESTION_NOTE = "suggestion: "  # starts every comment update writes for a suggestion


def without_suggestion(comments: list[str]) -> list[str]:
    """An entry's translator comments without ``update``'s suggestion note, and without the
    lines a writer wrapped it onto: a line continues the one before when that one was full
    (its next word would not have fitted a writer's width).

    >>> without_suggestion(["mine", "suggestion: 87% similar English, from faq.which.answer"
    ...                     " in this catalog", "(ja)", "mine, after"])
    ['mine', 'mine, after']
    """
    kept: list[str] = []
    previous: str | None = None  # the line of the note just dropped
    for comment in comments:
        word = comment.strip().split(" ", 1)[0]
        if comment.startswith(SUGGESTION_NOTE) or (
            previous is not None and len(previous) + 1 + len(word) > WRAPPED_AT
        ):
            previous = comment
            continue
        previous = None
        kept.append(comment)
    return kept


# The narrowest width a PO writer wraps comments at, less the "# " before them (Babel 76,
# Weblate 77, Poedit's default 79).
WRAPPED_AT = 72


def suggestion_origin(comments: list[str]) -> str | None:
    """Where the suggestion an entry's translator comments note came from; None when they
    note none. A note another writer wrapped goes on in the comments after it.

    >>> suggestion_origin(["suggestion: 87% similar English, from faq.a in this",
    ...                    "catalog (ja)"])
    'faq.a in this catalog (ja) (87% similar English)'
    >>> suggestion_origin(["suggestion: the translation imported from old/ja.md:4, kept in "
    ...                    "imported.po; check it against the English"])
    'old/ja.md:4, kept in imported.po'
    >>> suggestion_origin(["a translator's own note"]) is None
    True
    """
    start = next((i for i, c in enumerate(comments) if c.startswith(SUGGESTION_NOTE)), None)
    if start is None:
        return None
    note = " ".join(comment.strip() for comment in comments[start:])[len(SUGGESTION_NOTE) :]
    how, _, where = note.partition(" from ")
    where = where.split(";", 1)[0].strip() or how
    how = how.removesuffix(",")
    return f"{where} ({how})" if how.endswith("English") else where


def singular(msgid: object) -> str:
    """The singular English of a msgid, plural or not."""
    if isinstance(msgid, (list, tuple)):
        return str(msgid[0])
    return str(msgid)


class Memory:
    """Translations by their English, for exact and similar lookups."""

    def __init__(
        self, threshold: float = 0.8, sources: Iterable[tuple[list[Message], str]] = ()
    ) -> None:
        self.threshold = threshold
        self.entries: list[Suggestion] = []
        self.by_english: dict[str, list[int]] = defaultdict(list)
        self.by_word: dict[str, list[int]] = defaultdict(list)
        # (messages, origin) for ``add_all``, indexed at the first lookup: most merges
        # find every string under its own key and never need the memory at all.
        self.pending = list(sources)

    def _index_pending(self) -> None:
        while self.pending:
            messages, origin = self.pending.pop(0)
            self.add_all(messages, origin)

    def add(self, message: Message, origin: str) -> None:
        """Remember a current translation (fuzzy or empty ones teach nothing)."""
        strings = message.string if isinstance(message.string, (list, tuple)) else [message.string]
        if message.fuzzy or not all(strings) or not message.id:
            return
        forms = tuple(str(form) for form in strings)
        string = forms if isinstance(message.string, (list, tuple)) else forms[0]
        english = singular(message.id)
        index = len(self.entries)
        english_id = tuple(message.id) if isinstance(message.id, (list, tuple)) else message.id
        self.entries.append(Suggestion(string, english_id, origin, 1.0))
        self.by_english[english].append(index)
        for word in set(WORD.findall(english.lower())):
            self.by_word[word].append(index)

    def add_all(self, messages: Iterable[Message], origin: str) -> None:
        for message in messages:
            self.add(message, origin.format(key=message.context or "(no key)"))

    def exact(self, english: str) -> Suggestion | None:
        """The most common translation of exactly this English."""
        self._index_pending()
        found = [self.entries[i] for i in self.by_english.get(english, ())]
        if not found:
            return None
        counts = Counter(repr(s.string) for s in found)
        return max(found, key=lambda s: counts[repr(s.string)])

    def similar(self, english: str) -> Suggestion | None:
        """The translation of the most similar English, if it is similar enough."""
        self._index_pending()
        if len(english) < MIN_SIMILAR_LENGTH or self.threshold >= 1:
            return None
        words = set(WORD.findall(english.lower()))
        shared: Counter[int] = Counter()
        for word in words:
            postings = self.by_word.get(word, ())
            if len(postings) > len(self.entries) // 2 + 50:
                continue  # a word nearly every entry has ("the") tells nothing
            shared.update(postings)
        best: Suggestion | None = None
        best_score = self.threshold
        for index, _ in shared.most_common(CANDIDATES):
            candidate = self.entries[index]
            other = singular(candidate.english)
            matcher = SequenceMatcher(None, english, other, autojunk=False)
            if matcher.real_quick_ratio() < best_score or matcher.quick_ratio() < best_score:
                continue
            score = matcher.ratio()
            if score >= best_score and score < 1:
                best, best_score = candidate, score
        if best is None:
            return None
        return Suggestion(best.string, best.english, best.origin, round(best_score, 2))
