"""The findings of each translation checked by an earlier run, kept in the cache per locale.

A build that renders a page again after an edit elsewhere on it (an article's access date)
looks up the same translations as the build before: their verdicts are read back, not
worked out again, and the number rules are not even loaded. ``check`` reads them too.

A verdict is kept under a digest of everything the checkers read of a string (its
English, its translation, whether it lands in a table cell, the product names it may
add). The file as a whole holds for one version of comparekit (its checkers) and one
locale's terms (product names, glossary, house style): when either differs it is ignored,
then replaced, so it holds only what was checked since the last such change.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from comparekit import cache
from comparekit.catalogs.rules import Finding, Terms, check_text

Verdict = tuple[Finding, ...]


@dataclass
class KeptVerdicts:
    """One locale's file: the environment its verdicts hold for, and the verdicts."""

    environment: str
    findings: dict[bytes, Verdict]


class CheckMemo:
    """``check_text`` for one locale's translator, answered from the cache where it can."""

    def __init__(self, path: Path | None, terms: Terms) -> None:
        self.path = path
        self.terms = terms
        self.environment = ""
        self.kept: dict[bytes, Verdict] = {}
        if path is not None:
            self.environment = cache.digest(
                cache.comparekit_digest(), terms.digest, repr(terms.style)
            ).hex()
            found = cache.read(path, KeptVerdicts, cache.LARGEST_ON_SHELF)
            if found is not None and found.environment == self.environment:
                self.kept = found.findings
        self.added = 0
        # This run's answers by the strings themselves: a string shown on many pages is
        # looked up many times, and hashing it each time would cost what checking saves.
        self._now: dict[tuple[str, str, bool, tuple[str, ...], tuple[str, ...]], Verdict] = {}

    @classmethod
    def for_locale(cls, cache_root: Path | None, tag: str, terms: Terms) -> CheckMemo:
        path = None if cache_root is None else cache_root / "verdicts" / cache.digest(tag).hex()
        return cls(path, terms)

    def findings(
        self,
        english: str,
        translation: str,
        in_table: bool,
        compared: tuple[str, ...],
        about: tuple[str, ...],
    ) -> Verdict:
        """What the checkers find in ``translation`` (see ``rules.check_text``)."""
        strings = (english, translation, in_table, compared, about)
        found = self._now.get(strings)
        if found is None:
            key = cache.digest(english, translation, str(in_table), repr(compared), repr(about))
            found = self.kept.get(key)
            if found is None:
                found = check_text(english, translation, in_table, self.terms, compared, about)
                self.kept[key] = found
                self.added += 1
            self._now[strings] = found
        return found

    def save(self) -> None:
        """Keep the verdicts worked out by this run for the next (nothing new: no write)."""
        if self.path is not None and self.added:
            cache.write(self.path, KeptVerdicts(self.environment, self.kept))
            self.added = 0
