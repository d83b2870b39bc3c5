"""What every rule of ``rules`` reads and returns: the entry (a translation, its English and
the names it must keep) and the findings, with the helpers more than one rule shares."""

from __future__ import annotations

import functools
import hashlib
import re
from collections.abc import Callable
from dataclasses import dataclass, field

from comparekit.catalogs.housestyle import StyleRule
from comparekit.errors import Severity

# Keys whose text is rendered inside a Markdown table cell.
_TABLE_KEYS = re.compile(
    r"^(products/[^:]+:facts\.|dimensions:|ui:table\.)|:head_to_head\.rows\.|:decision_guide\."
)


def cell_limit(english: str) -> int:
    """The longest translation a table cell should get: room to grow, not to sprawl."""
    return max(40, round(len(english) * 1.6))


def lands_in_table(key: str) -> bool:
    """Whether the string with this msgctxt is rendered inside a Markdown table cell
    (``_TABLE_KEYS``, in plain string tests: every string looked up asks)."""
    if ":head_to_head.rows." in key or ":decision_guide." in key:
        return True
    if key.startswith(("dimensions:", "ui:table.")):
        return True
    source, _, field = key.partition(":")
    product = source.removeprefix("products/")
    return product != source and bool(product) and field.startswith("facts.")


@dataclass(frozen=True)
class Finding:
    code: str
    message: str
    severity: Severity = "error"


@dataclass(frozen=True)
class Terms:
    """What every translation of a locale must respect."""

    protected: tuple[str, ...] = ()  # product names, written exactly in every language
    glossary: tuple[tuple[str, str], ...] = ()  # (English term, approved translation)
    # Source file → the product names its pages compare (an article's pair, a product's own
    # names): a translation may name one of them where the English says "it".
    compared: tuple[tuple[str, tuple[str, ...]], ...] = ()
    style: tuple[StyleRule, ...] = ()  # the house style's mechanical rules (housestyle.py)
    # Product key → its names: the product a string is about (wins.<key>., products/<key>).
    subjects: tuple[tuple[str, tuple[str, ...]], ...] = ()
    # The locale's tag (its words beside a number are learnt per locale) and the words the
    # project's ``known_words`` adds for it (``number_context``).
    locale: str = ""
    known_words: tuple[str, ...] = ()

    def names_compared(self, key: str) -> tuple[str, ...]:
        """The product names a translation of the string under ``key`` may add."""
        return self._compared.get(key.split(":", 1)[0], ())

    def names_about(self, key: str) -> tuple[str, ...]:
        """The names of the product the string under ``key`` is about, which a translation
        may name where the English leaves the subject unsaid ("A large project backed by
        NVIDIA" under ``wins.dynamo``): the product of a product's file, or one a part of
        the key names."""
        source, _, path = key.partition(":")
        subjects = self._subjects
        product = source.removeprefix("products/")
        if product != source:
            return subjects.get(product, ())
        return tuple(name for part in path.split(".")[:3] for name in subjects.get(part, ()))

    @functools.cached_property
    def _compared(self) -> dict[str, tuple[str, ...]]:
        return dict(self.compared)

    @functools.cached_property
    def _subjects(self) -> dict[str, tuple[str, ...]]:
        return dict(self.subjects)  # asked for every string a page looks up

    def __hash__(self) -> int:
        # Hashed on every check of a string (the checks are remembered by it): the hash of
        # a hundred names is worked out once, not a quarter of a million times.
        return self._hash

    @functools.cached_property
    def _hash(self) -> int:
        terms = (self.protected, self.glossary, self.compared, self.style, self.subjects)
        return hash((*terms, self.locale, self.known_words))

    @functools.cached_property
    def digest(self) -> str:
        data = repr((self.protected, self.glossary, self.compared, self.subjects))
        if self.locale or self.known_words:  # (the digest of a Terms without them unchanged)
            data += repr((self.locale, self.known_words))
        return hashlib.blake2b(data.encode()).hexdigest()

    @functools.cached_property
    def any_protected(self) -> re.Pattern[str]:
        """Finds something in a text that holds any protected name (a quick first test)."""
        return _any_of(self.protected)

    @functools.cached_property
    def longest_first(self) -> re.Pattern[str]:
        """Finds each product name of a text, a long name (NVIDIA Dynamo) as one, not with
        the short name inside it."""
        return _any_of(tuple(sorted(self.protected, key=len, reverse=True)))

    @functools.cached_property
    def lowercase_first(self) -> re.Pattern[str]:
        """``longest_first`` for a lowercased text: finds each name written in any case."""
        return _any_of(tuple(sorted({n.lower() for n in self.protected}, key=len, reverse=True)))

    @functools.cached_property
    def by_lowercase(self) -> dict[str, str]:
        return {name.lower(): name for name in self.protected}

    @functools.cached_property
    def any_glossary(self) -> re.Pattern[str]:
        """Finds something in a lowercased text that holds any glossary term."""
        return _any_of(tuple(term.lower() for term, _ in self.glossary))


def _any_of(words: tuple[str, ...]) -> re.Pattern[str]:
    if not words:
        return re.compile(r"(?!)")  # matches nothing
    return re.compile("|".join(re.escape(word) for word in words))


@dataclass(frozen=True)
class Entry:
    # What a checker may read of the key is only whether the string lands in a table cell:
    # two entries alike in all else are equal, so the findings of one serve the other.
    key: str = field(compare=False)
    english: str
    translation: str
    terms: Terms = field(default_factory=Terms)
    in_table: bool | None = None  # worked out from the key when not given
    compared: tuple[str, ...] | None = None  # product names it may add; from the key if not given
    about: tuple[str, ...] | None = None  # the names of its subject; from the key if not given

    def __post_init__(self) -> None:
        if self.in_table is None:
            object.__setattr__(self, "in_table", lands_in_table(self.key))
        if self.compared is None:
            object.__setattr__(self, "compared", self.terms.names_compared(self.key))
        if self.about is None:
            object.__setattr__(self, "about", self.terms.names_about(self.key))


Checker = Callable[[Entry], list[Finding]]


def shown(text: str, limit: int = 40) -> str:
    """A piece of a translation quoted in a message: a long one is cut, and said to be."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def added_marks(entry: Entry, digits: bool) -> list[tuple[int, str]]:
    """The combining marks the translation sets on a digit (or on a letter) that the English
    does not set so: ``8`` with U+0338 reads as a struck-out 8, a changed number."""
    if entry.translation.isascii():
        return []  # (most table cells and names: no mark at all)
    combining_marks = _combining_marks()
    found = [
        (index, marked)
        for index, marked in combining_marks(entry.translation)
        if marked[0].isdigit() == digits
    ]
    if not found:
        return []
    english = {marked for _, marked in combining_marks(entry.english)}
    return [(index, marked) for index, marked in found if marked not in english]


@functools.cache
def _combining_marks() -> Callable[[str], list[tuple[int, str]]]:
    # Imported at the first check, as in ``rules``: the number modules are no import's cost;
    # once (an import statement run for each string's number and name checks cost more
    # than the look for marks it was there for).
    from comparekit.catalogs.numbers import combining_marks

    return combining_marks


def named_marks(marked: list[tuple[int, str]]) -> str:
    return ", ".join(
        sorted(
            {
                f"{text[0]} with " + "+".join(f"U+{ord(c):04X}" for c in text[1:])
                for _, text in marked
            }
        )
    )
