"""The URL Hugo serves each page of a site's content at, computed the way Hugo does.

A page of ``content/<lang>/<dirs>/`` (or of ``content/`` outside the language folders, the
source language's, or of a theme's ``content/``) is served at:

- its front matter's ``url`` (as it is when absolute, below the language when relative);
- else the site's ``[permalinks]`` pattern for its section, below the language;
- else ``/<lang>/<dirs>/<slug or name>/``, a bundle (``<name>/index.md``) by its folder;

its front matter being its own over what a section's ``cascade`` gives it
(``hugocascade``), and the configuration every file the production build reads. A page of
``content/`` outside the language folders is taken both below its language and at the
site's root (where Hugo serves it before comparekit's languages are configured).

The language is the one in the file's name when it has one (``x.ja.md``, Hugo's
translation by file name), and a path is as Hugo makes it: lower case, spaces as hyphens,
characters a URL path does not keep dropped (``urlize``). Front matter keys are read in any
letter case, as Hugo reads them. Hugo writes a redirect at each alias: an absolute one below
the page's language (and at the site's root), a relative one beside the page's URL; dot
segments are resolved where the URLs are compared. Checked with Hugo 0.168.

Imported by ``siteclaims`` only; the site's files are read as data.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path, PurePosixPath

from comparekit.publishing.hugocascade import Cascades, PageSpot
from comparekit.publishing.hugoconfig import config_settings, user_configs
from comparekit.publishing.sitebase import ConfigUnreadable, Generator
from comparekit.publishing.sitematter import expand_tokens, read_matter, strings_of

# The tokens of a permalink pattern that a page's path and front matter give; a pattern
# with any other (a date) is not followed.
_TOKEN = re.compile(r":(\w+)")
_FRONT_MATTER = "its front matter claims"
_FILE_NAME = "Hugo serves it, by its file name, at"
_ALIAS = "its front matter claims, by an alias (a redirect Hugo writes),"


def hugo_claims(
    site: Path, generator: Generator, files: Iterator[str], ours: Iterable[str] = ()
) -> Iterator[tuple[str, str, str]]:
    """(the user's file, the URL it is served or redirected at, how) for each of ``files``,
    the site's content pages comparekit did not write (``ours``, those it writes), and its
    themes' (``themes/<name>/content/``) but those a page of the site replaces."""
    profile = generator.profile
    languages = [profile.locale_name(tag) for tag in profile.locales]
    settings = _settings(site)
    permalinks, config = _permalinks(settings)
    ugly = UglyURLs(settings)
    pages = [_HugoPage(relative, languages) for relative in files]
    # A theme's page is served as the site's, but where the site has a page of the same
    # language and path: Hugo takes the site's.
    sites = [page for page in pages if page.relative == content_path(page.relative)]
    sites += [_HugoPage(path, languages) for path in ours if path.startswith("content/")]
    taken = {(page.lang, page.spot.path) for page in sites}
    pages = [
        page
        for page in pages
        if page.relative == content_path(page.relative) or (page.lang, page.spot.path) not in taken
    ]
    cascades = _cascades(site, settings, pages)
    # The keys that put a page elsewhere; a title only through a permalink pattern.
    keys = ("url", "slug", "aliases", *(("title",) if permalinks else ()))
    for page in pages:
        cascaded = cascades.values_for(page.spot)
        written = read_matter(site / page.relative, "hugo", keys)
        matter = {**{key: value for key, (value, _) in cascaded.items()}, **written}
        given = [where for key, (_, where) in cascaded.items() if key not in written]
        how = f"the cascade of {given[0]} puts it at" if given else ""
        served = list(dict.fromkeys(page.served(matter, permalinks, config, ugly)))
        for url, why in served:
            yield page.relative, url, how or why
        for url in dict.fromkeys(page.aliases(matter, [url for url, _ in served])):
            yield page.relative, url, how or _ALIAS


def adapter_urls(site: Path, generator: Generator, adapter: str, paths: list[str]) -> list[str]:
    """The URLs Hugo serves the pages a content adapter adds at ``paths``: each path is
    below the adapter's folder, as a file of that name there would be (its language, the
    site's permalinks and uglyURLs)."""
    profile = generator.profile
    languages = [profile.locale_name(tag) for tag in profile.locales]
    settings = _settings(site)
    permalinks, config = _permalinks(settings)
    ugly = UglyURLs(settings)
    folder = PurePosixPath(adapter).parent
    urls: list[str] = []
    for path in paths:
        page = _HugoPage(f"{folder}/{path.strip('/')}.md", languages)
        urls += [url for url, _ in page.served({}, permalinks, config, ugly)]
    return list(dict.fromkeys(urls))


def theme_contents(site: Path) -> list[str]:
    """The content folders of the site's themes (``theme``, a name or a list of names, in
    its configuration), which Hugo mounts below the site's own content."""
    names: list[str] = []
    for _, data in _settings(site):
        names = strings_of(data.get("theme")) or names  # a later file's setting wins
    return [f"themes/{name}/content" for name in names if "/" not in name and name != ".."]


def content_path(relative: str) -> str:
    """A content file's path as Hugo mounts it: a theme's ``themes/<name>/content/x.md``
    is ``content/x.md``."""
    parts = PurePosixPath(relative).parts
    return PurePosixPath(*parts[2:]).as_posix() if parts[0] == "themes" else relative


def _settings(site: Path) -> list[tuple[str, dict[str, object]]]:
    """Each configuration file's settings (a configuration that cannot be read sets none:
    ``build --into`` refuses it before it gets here)."""
    found = []
    for name in user_configs(site):
        try:
            found.append((name, config_settings(site, name)))
        except ConfigUnreadable:
            continue
    return found


def _cascades(
    site: Path, settings: list[tuple[str, dict[str, object]]], pages: list[_HugoPage]
) -> Cascades:
    """The site's cascades: its configuration's and its sections' ``_index`` pages'."""
    cascades = Cascades()
    for name, data in settings:
        cascades.add(name, None, data.get("cascade"))
    for page in pages:
        if page.branch:
            matter = read_matter(site / page.relative, "hugo", ("cascade",))
            cascades.add(page.relative, page.spot, matter.get("cascade"))
    return cascades


class _HugoPage:
    """Where a content file is in Hugo's eyes: its language, folders and name."""

    def __init__(self, relative: str, languages: list[str]) -> None:
        self.relative = relative
        parts = PurePosixPath(content_path(relative)).relative_to("content").parts
        inside = len(parts) > 1 and parts[0] in languages
        self.lang = parts[0] if inside else languages[0]
        folders = list(parts[1:-1] if inside else parts[:-1])
        stem = PurePosixPath(parts[-1]).stem
        base, dot, code = stem.rpartition(".")
        translated = bool(dot) and code.lower() in languages
        if translated:  # x.ja.md: Hugo's translation by file name
            self.lang, stem = code.lower(), base
        # A bundle (<name>/index.md, or a section's <name>/_index.md) is its folder's page.
        self.branch = stem == "_index"
        bundle = stem in ("index", "_index")
        self.name = folders.pop() if bundle and folders else ("" if bundle else stem)
        self.dirs = folders
        self.section = (folders or [""])[0].lower() if not self.branch else ""
        self.filename = self.name
        # Below its language with comparekit's languages in the configuration; a page of
        # content/ outside the language folders is at the site's root until the user adds
        # them (a page of content/<lang>/ is below <lang>/ either way).
        self.roots = [self.lang] if inside or translated else [self.lang, ""]
        path = "/" + urlize("/".join([*self.dirs, self.name])).strip("/")
        kind = "page" if not self.branch else ("section" if path != "/" else "home")
        self.spot = PageSpot(path, kind, self.lang)

    def served(
        self,
        matter: Mapping[str, object],
        permalinks: Mapping[str, str],
        config: str,
        ugly: UglyURLs,
    ) -> Iterator[tuple[str, str]]:
        """The URLs the page is served at, and how: its ``url`` (as it is when absolute,
        below its language when relative, whatever ``uglyURLs`` says), its section's
        permalink pattern, its slug or its file's name (each ``<url>.html`` where the site
        makes its section's URLs ugly)."""
        urls = strings_of(matter.get("url"))
        pattern = permalinks.get(self.section) if not self.branch else None
        expanded = self.expand(pattern, matter) if pattern is not None and not urls else None
        slug = next(iter(strings_of(matter.get("slug"))), None)
        for root in self.roots:
            for url in urls:
                yield urlize(url if url.startswith("/") else f"{root}/{url}"), _FRONT_MATTER
            if urls:
                continue
            if expanded is not None:
                how = f"the permalinks of {config} put it at"
                yield self._ugly(f"{root}/{expanded.lstrip('/')}", ugly), how
            elif slug is not None and not self.branch:
                yield self._ugly("/".join([root, *self.dirs, slug]), ugly), _FRONT_MATTER
            else:
                yield self._ugly("/".join([root, *self.dirs, self.name]), ugly), _FILE_NAME

    def _ugly(self, url: str, ugly: UglyURLs) -> str:
        """``url`` urlized, as ``<url>.html`` for a page (not a section's list) of a
        section whose URLs the site makes ugly (Hugo 0.168: /p/:slug/ is /p/<slug>.html)."""
        if self.branch or not ugly.of(self.section):
            return urlize(url)
        return urlize(url).rstrip("/") + ".html"

    def aliases(self, matter: Mapping[str, object], served: list[str]) -> Iterator[str]:
        """Where Hugo writes a redirect to the page: an absolute alias below the page's
        language (at the site's root before comparekit's languages are configured), a
        relative one beside the page's own URL (``../x/`` beside /en/posts/mine/ is
        /en/x/; the dot segments are resolved where URLs are compared)."""
        for alias in strings_of(matter.get("aliases")):
            if alias.startswith("/"):
                for root in (*self.roots, ""):
                    yield urlize(f"{root}/{alias.lstrip('/')}")
            else:
                for url in served:
                    parent = PurePosixPath("/", url.strip("/")).parent.as_posix()
                    yield urlize(f"{parent}/{alias}")

    def expand(self, pattern: str, matter: Mapping[str, object]) -> str | None:
        """The pattern with this page's values, or None for a token it cannot give."""
        slug = next(iter(strings_of(matter.get("slug"))), None)
        title = next(iter(strings_of(matter.get("title"))), None)
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
        return expand_tokens(pattern, _TOKEN, values)


class UglyURLs:
    """The site's ``uglyURLs``: true serves every page (not a section's or the home's list)
    at ``<url>.html``, a table does so for the sections it sets true; a later configuration
    file's over an earlier one's, as Hugo merges them."""

    def __init__(self, settings: list[tuple[str, dict[str, object]]]) -> None:
        self.everywhere = False
        self.sections: dict[str, bool] = {}
        for _, data in settings:
            value = data.get("uglyurls")
            if isinstance(value, bool):
                self.everywhere, self.sections = value, {}
            elif isinstance(value, dict):
                found = {str(k).lower().strip("/"): v for k, v in value.items()}
                self.sections |= {k: v for k, v in found.items() if isinstance(v, bool)}

    @classmethod
    def of_site(cls, site: Path) -> UglyURLs:
        return cls(_settings(site))

    def of(self, section: str) -> bool:
        """Whether the pages of ``section`` ("" for the language's root) are ugly."""
        return self.sections.get(section, self.everywhere)


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


def _permalinks(settings: list[tuple[str, dict[str, object]]]) -> tuple[dict[str, str], str]:
    """The site's permalink pattern for the pages of each section (lower case), a later
    file's over an earlier one's as Hugo merges them, and the last file that sets one."""
    found: dict[str, str] = {}
    where = ""
    for name, data in settings:
        table = data.get("permalinks")
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
