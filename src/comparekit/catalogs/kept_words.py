"""Words of the English a translation keeps as written, though no number stands beside
them: a unit named alone (figures in GB/s, sizes in TB), a file's path (archive/README.md,
docs/) and a command-line option (--enable-deterministic-inference). A unit is what a number
means (GB/s is not Gb/s, eight times less), a path names a file a reader looks for and an
option is typed as written: none is translated. Imports nothing of the project.
"""

from __future__ import annotations

import functools
import re

# A unit of data or of a rate written without a number before it: bytes and bits with an
# SI prefix (GB, Gb, GiB), per second (GB/s, Gbps) and tokens per second. Case matters
# (B is a byte, b a bit). Not after a number: 40 GB is the number check's.
_LONE_UNIT = re.compile(
    r"(?<![\w/.+-])(?<!\d[ \u00a0])"
    r"(?:[KMGTPE]i?B(?:/s)?|[KMGTP]b(?:/s|ps)|[kKMGT]bps|tok/s|tokens/s)"
    r"(?![\w/])"
)
# A path: words joined by slashes ending in a file's extension (archive/README.md) or in a
# slash (docs/); not part of a URL or of a longer path.
_PATH = re.compile(
    r"(?<![\w./:@-])(?:[\w.-]+/)+(?:[\w.-]*\.[A-Za-z][A-Za-z0-9]{0,4}(?![\w/])|(?![\w/.-]))"
)


# A command-line option outside a code span (a code span is the markup check's, compared
# whole): two hyphens and lowercase words joined by hyphens (--enable-deterministic-inference).
_OPTION = re.compile(r"(?<![\w`-])--[a-z][a-z0-9]*(?:[-_][a-z0-9]+)*(?![\w`-])")


def options_changed(english: str, translation: str) -> list[str]:
    """The command-line options of the English that the translation does not write whole:
    an option is typed as written, and another one does another thing.

    >>> options_changed("--enable-deterministic-inference is refused", "--enable-x は拒否される")
    ['--enable-deterministic-inference']
    """
    if "--" not in english:
        return []  # nearly every string
    return [
        option
        for option in dict.fromkeys(_OPTION.findall(english))
        if not _written(option, translation)
    ]


def lone_units_changed(english: str, translation: str) -> list[str]:
    """The units the English writes without a number that the translation does not write
    as the English does (GB/s as Gb/s or MB/s).

    >>> lone_units_changed("Figures are in GB/s: 40 GB", "数値は Gb/s 単位で、40 GB")
    ['GB/s']
    >>> lone_units_changed("Figures are in GB/s.", "数値は GB/s 単位だ。")
    []
    """
    return [unit for unit in _lone_units(english) if not _written(unit, translation)]


def paths_changed(english: str, translation: str) -> list[str]:
    """The paths of the English that the translation does not write unchanged.

    >>> paths_changed("archive/README.md keeps it", "evil/README.md には残っている")
    ['archive/README.md']
    """
    return [path for path in _paths(english) if not _written(path, translation)]


@functools.lru_cache(maxsize=4096)
def _lone_units(english: str) -> tuple[str, ...]:
    """The units ``english`` names alone, each once (remembered: each English string is
    checked once for each language)."""
    if "B" not in english and "b" not in english and "tok" not in english:
        return ()
    return tuple(dict.fromkeys(_LONE_UNIT.findall(english)))


@functools.lru_cache(maxsize=4096)
def _paths(english: str) -> tuple[str, ...]:
    """The paths of ``english``, each once (remembered, as ``_lone_units``)."""
    if "/" not in english:
        return ()
    return tuple(dict.fromkeys(match.group() for match in _PATH.finditer(english)))


def _written(word: str, translation: str) -> bool:
    """Whether ``translation`` writes ``word`` whole, not as part of a longer word."""
    start = translation.find(word)
    while start >= 0:
        end = start + len(word)
        before = translation[start - 1 : start]
        after = translation[end : end + 1]
        if not (before.isascii() and (before.isalnum() or (before and before in "/."))) and not (
            after.isascii() and (after.isalnum() or after == "/")
        ):
            return True
        start = translation.find(word, start + 1)
    return False
