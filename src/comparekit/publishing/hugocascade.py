"""The front matter values Hugo cascades to a page from the sections above it.

A section's ``_index.md`` (the home page's too) may give ``cascade`` values to itself and
every page below it, and the site's configuration a ``cascade`` to every page. A page's
own front matter wins over a cascaded value, and a nearer section's cascade over a farther
one's. An entry with a ``target`` (``_target`` before Hugo 0.144) is given only to the
pages its globs match: ``path`` (the page's path below its language, ``/posts/mine``),
``kind`` (``home``, ``section``, ``page``), ``lang`` and ``environment`` (``production``,
that of ``hugo``'s default build). Checked with Hugo 0.168.

Imported by ``hugoclaims`` only; the site's files are read as data.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from dataclasses import dataclass

# The cascaded keys that move a page: its URL, slug, aliases, and the title a permalink
# pattern may take.
MOVING = ("url", "slug", "aliases", "title")
_ENVIRONMENT = "production"


@dataclass(frozen=True)
class PageSpot:
    """A page as a cascade target sees it."""

    path: str  # below its language, lower case: "/" (home), "/posts", "/posts/mine"
    kind: str  # "home", "section" or "page"
    lang: str


@dataclass(frozen=True)
class _Entry:
    where: str  # the file that sets it
    lang: str | None  # the language of that section (None: the configuration's, any)
    values: dict[str, object]
    target: dict[str, str]


class Cascades:
    """Every cascade of a site, from its configuration and its sections' ``_index`` pages."""

    def __init__(self) -> None:
        self._by_origin: dict[str, list[_Entry]] = {}

    def add(self, where: str, spot: PageSpot | None, cascade: object) -> None:
        """Takes the ``cascade`` value set in the file ``where``, of the section at ``spot``
        (None: the site's configuration); a value that is not a table (or list of tables)
        gives nothing."""
        for entry in cascade if isinstance(cascade, list) else [cascade]:
            if not isinstance(entry, dict):
                continue
            keys = {str(key).lower(): value for key, value in entry.items()}
            target = keys.get("target", keys.get("_target"))
            values = {key: keys[key] for key in MOVING if key in keys}
            if values:
                self._by_origin.setdefault(spot.path if spot else "", []).append(
                    _Entry(
                        where,
                        spot.lang if spot else None,
                        values,
                        _target(target),
                    )
                )

    def values_for(self, spot: PageSpot) -> dict[str, tuple[object, str]]:
        """The values cascaded to the page at ``spot``, each from its nearest section, and
        the file that sets it."""
        found: dict[str, tuple[object, str]] = {}
        # The page's own path and each section above it, nearest first; the configuration's
        # cascade last.
        parts = [part for part in spot.path.split("/") if part]
        origins = ["/" + "/".join(parts[:end]) for end in range(len(parts), -1, -1)]
        for origin in [*origins, ""]:
            for entry in self._by_origin.get(origin, []):
                if entry.lang in (None, spot.lang) and _targets(entry.target, spot):
                    for key, value in entry.values.items():
                        found.setdefault(key, (value, entry.where))
        return found


def _target(value: object) -> dict[str, str]:
    if not isinstance(value, dict):
        return {}
    return {str(k).lower(): v for k, v in value.items() if isinstance(v, str)}


def _targets(target: Mapping[str, str], spot: PageSpot) -> bool:
    """Whether every glob of ``target`` matches the page (an empty one matches all)."""
    given = {"path": spot.path, "kind": spot.kind, "lang": spot.lang}
    given["environment"] = _ENVIRONMENT
    return all(glob_match(pattern, given[key]) for key, pattern in target.items() if key in given)


def glob_match(pattern: str, text: str) -> bool:
    """Hugo's glob (gobwas): ``*`` within a path part, ``**`` across parts, ``?`` one
    character, ``{a,b}`` either, ``[…]`` a class; compared in lower case.

    >>> glob_match("{/posts,/posts/**}", "/posts/a/b"), glob_match("/posts/*", "/posts/a/b")
    (True, False)
    """
    compiled = _compiled(pattern.lower())
    return compiled is None or compiled.fullmatch(text.lower()) is not None


@functools.lru_cache(maxsize=1024)
def _compiled(pattern: str) -> re.Pattern[str] | None:
    """The glob as a regular expression; None for one Hugo would not build with, taken
    as matching, to be safe."""
    try:
        return re.compile(_regex(pattern))
    except re.error:
        return None


def _regex(pattern: str) -> str:
    out: list[str] = []
    depth = 0
    i = 0
    while i < len(pattern):
        char = pattern[i]
        if pattern.startswith("**", i):
            out.append(".*")
            i += 2
            continue
        if char == "*":
            out.append("[^/]*")
        elif char == "?":
            out.append("[^/]")
        elif char == "{":
            out.append("(?:")
            depth += 1
        elif char == "}" and depth:
            out.append(")")
            depth -= 1
        elif char == "," and depth:
            out.append("|")
        elif char == "[" and "]" in pattern[i + 2 :]:
            end = pattern.index("]", i + 1)
            inner = pattern[i + 1 : end].replace("\\", "\\\\")
            out.append(f"[^{inner[1:]}]" if inner.startswith("!") else f"[{inner}]")
            i = end
        else:
            out.append(re.escape(char))
        i += 1
    return "".join(out) + ")" * depth
