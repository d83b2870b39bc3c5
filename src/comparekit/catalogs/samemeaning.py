"""``update --same-meaning``: every pattern must match a string's key, or it is refused.

A pattern that matches nothing would let the translations it meant to keep turn fuzzy, and
say nothing; so each one is checked against the template's keys (its msgctxt) before
anything is written, and one that matches nothing is a problem naming the key it was
likely meant for.
"""

from __future__ import annotations

import difflib
import fnmatch
from collections.abc import Iterable

from comparekit.errors import Problem

OPTION = "--same-meaning"


def unmatched_patterns(patterns: Iterable[str], keys: Iterable[str]) -> list[Problem]:
    """A problem for each pattern that matches none of ``keys``.

    >>> keys = ["comparisons/a-vs-b:faq.cost.question", "hub:title"]
    >>> print(unmatched_patterns(["a-vs-b:faq.*", "hub:*"], keys)[0].hint[:40])
    did you mean 'comparisons/a-vs-b:faq.*'?
    """
    known = sorted(set(keys))
    problems = []
    for pattern in patterns:
        if any(fnmatch.fnmatchcase(key, pattern) for key in known):
            continue
        problems.append(
            Problem(
                "(command line)",
                None,
                None,
                "no-match",
                f"{OPTION} '{pattern}' matches no string's key",
                hint=_suggestion(pattern, known),
            )
        )
    return problems


def _suggestion(pattern: str, keys: list[str]) -> str:
    """The pattern as it was likely meant: its file part completed or corrected, else the
    closest keys."""
    where = "(a key is FILE:PATH, as msgctxt in locales/messages.pot)"
    file, colon, rest = pattern.partition(":")
    files = sorted({key.partition(":")[0] for key in keys})
    by_stem = {name.rpartition("/")[2]: name for name in files}
    stem = file.rpartition("/")[2]
    named = [by_stem[stem]] if stem in by_stem else []
    close = [by_stem[s] for s in difflib.get_close_matches(stem, by_stem, n=3)]
    meant = [f"{name}{colon}{rest}" for name in named or close]
    meant = [m for m in meant if any(fnmatch.fnmatchcase(key, m) for key in keys)]
    if meant:
        return f"did you mean {' or '.join(repr(m) for m in meant)}? {where}"
    close = difflib.get_close_matches(pattern, keys, n=3, cutoff=0.5)
    if close:
        return f"did you mean {', '.join(repr(key) for key in close)}? {where}"
    return f"keys look like '{keys[0]}' {where}" if keys else where
