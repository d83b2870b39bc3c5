"""The URL Hugo serves each page of a site's content at, computed the way Hugo does.

A page of ``content/<lang>/<dirs>/`` (or of ``content/`` outside the language folders, the
source language's) is served at:

- its front matter's ``url`` (as it is when absolute, below the language when relative);
- else the site's ``[permalinks]`` pattern for its section, below the language;
- else ``/<lang>/<dirs>/<slug or name>/``, a bundle (``<name>/index.md``) by its folder.

The language is the one in the file's name when it has one (``x.ja.md``, Hugo's
translation by file name), and a path is as Hugo makes it: lower case, spaces as hyphens,
characters a URL path does not keep dropped (``urlize``). Front matter keys are read in any
letter case, as Hugo reads them; ``aliases`` redirect to the page from each alias. Checked
with Hugo 0.168.

Imported by ``siteclaims`` only; the site's files are read as data.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator, Mapping
from pathlib import Path, PurePosixPath

from comparekit.publishing.hugoconfig import CONFIG_DIR, read_config, user_configs
from comparekit.publishing.sitefiles import ConfigUnreadable, Generator
from comparekit.publishing.sitematter import read_matter

# The tokens of a permalink pattern that a page's path and front matter give; a pattern
# with any other (a date) is not followed.
_TOKEN = re.compile(r":(\w+)")
_FRONT_MATTER = "its front matter claims"
_FILE_NAME = "Hugo serves it, by its file name, at"


def hugo_claims(
    site: Path, generator: Generator, files: Iterator[str]
) -> Iterator[tuple[str, str, str]]:
    """(the user's file, the URL it is served or redirected at, how) for each of ``files``,
    the site's content pages comparekit did not write."""
    profile = generator.profile
    languages = [profile.locale_name(tag) for tag in profile.locales]
    permalinks, config = _permalinks(site)
    # The keys that put a page elsewhere; a title only through a permalink pattern.
    keys = ("url", "slug", "aliases", *(("title",) if permalinks else ()))
    for relative in files:
        page = _HugoPage(relative, languages)
        matter = read_matter(site / relative, "hugo", keys)
        yield from page.aliases(matter)
        urls = _strings(matter.get("url"))
        for url in urls:
            claim = url if url.startswith("/") else f"{page.lang}/{url}"
            yield relative, urlize(claim), _FRONT_MATTER
        if urls:
            continue
        pattern = permalinks.get(page.section) if not page.branch else None
        expanded = page.expand(pattern, matter) if pattern is not None else None
        if expanded is not None:
            how = f"the permalinks of {config} put it at"
            yield relative, urlize(f"{page.lang}/{expanded.lstrip('/')}"), how
            continue
        slug = next(iter(_strings(matter.get("slug"))), None)
        if slug is not None and not page.branch:
            yield relative, urlize("/".join([page.lang, *page.dirs, slug])), _FRONT_MATTER
        else:
            yield relative, urlize("/".join([page.lang, *page.dirs, page.name])), _FILE_NAME


class _HugoPage:
    """Where a content file is in Hugo's eyes: its language, folders and name."""

    def __init__(self, relative: str, languages: list[str]) -> None:
        self.relative = relative
        parts = PurePosixPath(relative).relative_to("content").parts
        inside = len(parts) > 1 and parts[0] in languages
        self.lang = parts[0] if inside else languages[0]
        folders = list(parts[1:-1] if inside else parts[:-1])
        stem = PurePosixPath(parts[-1]).stem
        base, dot, code = stem.rpartition(".")
        if dot and code.lower() in languages:  # x.ja.md: Hugo's translation by file name
            self.lang, stem = code.lower(), base
        # A bundle (<name>/index.md, or a section's <name>/_index.md) is its folder's page.
        self.branch = stem == "_index"
        bundle = stem in ("index", "_index")
        self.name = folders.pop() if bundle and folders else ("" if bundle else stem)
        self.dirs = folders
        self.section = (folders or [""])[0].lower() if not self.branch else ""
        self.filename = self.name

    def aliases(self, matter: Mapping[str, object]) -> Iterator[tuple[str, str, str]]:
        # An alias below the language (Hugo 0.168), or below the page's folder if relative.
        folder = PurePosixPath(self.relative).parent.relative_to("content").as_posix()
        for alias in _strings(matter.get("aliases")):
            where = self.lang if alias.startswith("/") else folder
            yield self.relative, urlize(f"{where}/{alias.lstrip('/')}"), _FRONT_MATTER

    def expand(self, pattern: str, matter: Mapping[str, object]) -> str | None:
        """The pattern with this page's values, or None for a token it cannot give."""
        slug = next(iter(_strings(matter.get("slug"))), None)
        title = next(iter(_strings(matter.get("title"))), None)
        values = {
            "section": self.section,
            "sections": "/".join(self.dirs),
            "title": title,
            "slug": slug or title,
            "filename": self.filename,
            "contentbasename": self.filename,
            "slugorfilename": slug or self.filename,
            "slugorcontentbasename": slug or self.filename,
        }
        unknown = False

        def value(match: re.Match[str]) -> str:
            nonlocal unknown
            found = values.get(match.group(1))
            unknown = unknown or found is None
            return found or ""

        expanded = _TOKEN.sub(value, pattern)
        return None if unknown else expanded


def urlize(path: str) -> str:
    """A path as Hugo writes it into a URL: lower case, a run of spaces as one hyphen, and
    only letters, digits, marks and ``./\\_#+~-@`` kept.

    >>> urlize("en/DeepInfer vs vLLM (2)")
    'en/deepinfer-vs-vllm-2'
    """
    kept: list[str] = []
    hyphen = space = False
    for char in path:
        if _allowed(char):
            if space and char != "-" and kept:
                kept.append("-")
            kept.append(char)
            hyphen, space = char == "-", False
        elif char.isspace() and kept and not hyphen:
            space = True
    return "".join(kept).lower()


def _allowed(char: str) -> bool:
    category = unicodedata.category(char)
    return category[0] in "LM" or category == "Nd" or char in "./\\_#+~-@%"


def _permalinks(site: Path) -> tuple[dict[str, str], str]:
    """The site's permalink pattern for the pages of each section (lower case), and the
    file that sets them; a configuration that cannot be read sets none (``build --into``
    refuses it before it gets here)."""
    found: dict[str, str] = {}
    where = ""
    for name in user_configs(site):
        try:
            data = read_config(site / name, name)
        except ConfigUnreadable:
            continue
        table: object = {str(k).lower(): v for k, v in data.items()}.get("permalinks")
        if PurePosixPath(name).stem.lower() == "permalinks" and name.startswith(CONFIG_DIR):
            table = data
        if not isinstance(table, dict):
            continue
        table = {str(k).lower(): v for k, v in table.items()}
        pages = table.get("page")
        # [permalinks] <section> = "…" (older) and [permalinks.page] <section> = "…".
        for patterns in (table, pages if isinstance(pages, dict) else {}):
            for section, pattern in patterns.items():
                if isinstance(pattern, str):
                    found[str(section).lower().strip("/")] = pattern
                    where = name
    return found, where


def _strings(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, list):
        return [item for item in value if isinstance(item, str)]
    return []
