"""The checks on a starter site's built HTML, read with a real HTML parser: every page
comparekit published, and what must stay as it was around them.

Problems are collected, not raised at the first, so a failing build shows all of them.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ElementTree
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urljoin, urlparse

from builtsite import page_file
from starters.site import HUB, StarterSite

# Markdown, Liquid and MDX that a generator left unrendered, as a reader would see it.
LEAKS = ("| ---", "|---", "{%", "{{", "import ", "**")
# Text inside these is machinery, not text a reader sees; inside code, it is not prose.
_MACHINERY = {"script", "style", "template", "svg"}
_CODE = {"code", "pre"}
_TABLE_RULE = re.compile(r"^\|(\s*:?-+:?\s*\|)+\s*$", re.MULTILINE)
_FLAG = re.compile(r"(?<![\w-])--[a-z][a-z0-9-]+")


@dataclass(frozen=True)
class MarkdownPage:
    """What a published Markdown page promises its built page: its tables, and every
    command-line flag with its hyphens (none turned into a dash)."""

    tables: int
    flags: tuple[str, ...]  # each as often as it occurs

    @classmethod
    def read(cls, markdown: str) -> MarkdownPage:
        return cls(len(_TABLE_RULE.findall(markdown)), tuple(sorted(_FLAG.findall(markdown))))


@dataclass
class BuiltPage:
    """What the checks read from one built page."""

    lang: str | None = None
    h1_in_main: int = 0
    h1_elsewhere: int = 0
    tables: int = 0
    hrefs: list[str] = field(default_factory=list)
    alternates: dict[str, str] = field(default_factory=dict)  # hreflang → href
    ids: set[str] = field(default_factory=set)
    prose: list[str] = field(default_factory=list)  # the text outside code
    code: list[str] = field(default_factory=list)


class _PageReader(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.page = BuiltPage()
        self._main = 0
        self._machinery = 0
        self._code = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {name: value or "" for name, value in attrs}
        page = self.page
        if tag == "html":
            page.lang = values.get("lang")
        elif tag == "main":
            self._main += 1
        elif tag == "h1":
            if self._main:
                page.h1_in_main += 1
            else:
                page.h1_elsewhere += 1
        elif tag == "table":
            page.tables += 1
        elif tag == "a" and values.get("href"):
            page.hrefs.append(values["href"])
        elif tag == "link" and values.get("rel") == "alternate" and "hreflang" in values:
            page.alternates[values["hreflang"]] = values.get("href", "")
        self._machinery += tag in _MACHINERY
        self._code += tag in _CODE
        if values.get("id"):
            page.ids.add(values["id"])

    def handle_endtag(self, tag: str) -> None:
        if tag == "main":
            self._main -= 1
        self._machinery -= tag in _MACHINERY
        self._code -= tag in _CODE

    def handle_data(self, data: str) -> None:
        if not self._machinery and data.strip():
            (self.page.code if self._code else self.page.prose).append(data)


def read_page(path: Path) -> BuiltPage:
    reader = _PageReader()
    reader.feed(path.read_text(encoding="utf-8"))
    reader.close()
    return reader.page


def published_page_problems(
    site: StarterSite,
    public: Path,
    slugs: list[str],
    markdown: dict[tuple[str, str], MarkdownPage],
) -> list[str]:
    """Everything wrong with the built pages of ``slugs`` (and the hub) in every locale.

    ``markdown``: what each (locale, page) published holds."""
    problems: list[str] = []
    if site.own_page and page_file(public, site.own_page) is None:
        problems.append(f"{site.own_page}: the site's own page was not built")
    for locale in site.locales:
        for slug in [HUB, *slugs]:
            url = site.url(locale, slug)
            path = page_file(public, url)
            if path is None:
                problems.append(f"{url}: not built")
                continue
            page = read_page(path)
            found = _page_problems(site, public, url, page, markdown[locale, slug])
            found += _language_problems(site, public, page, locale, slug)
            problems += [f"{url}: {problem}" for problem in found]
    return problems


def _page_problems(
    site: StarterSite, public: Path, url: str, page: BuiltPage, source: MarkdownPage
) -> list[str]:
    problems = []
    # The page's one <h1> is its title, in <main>; a theme's header has none (hugo new
    # theme's has the site's title as one until the README's edit).
    if page.h1_in_main != 1:
        problems.append(f"{page.h1_in_main} <h1> in <main>")
    if page.h1_elsewhere:
        problems.append(f"{page.h1_elsewhere} <h1> outside <main>")
    if page.tables != source.tables:
        problems.append(f"{page.tables} <table>, the Markdown has {source.tables}")
    for href in page.hrefs:
        problems += _link_problems(site, public, url, href, page)
    leaked = {leak for leak in LEAKS for text in page.prose if leak in text}
    if leaked:
        problems.append(f"raw Markdown, Liquid or MDX in the text: {sorted(leaked)}")
    built_flags = sorted(_FLAG.findall("\n".join(page.prose + page.code)))
    if built_flags != list(source.flags):
        problems.append(f"flags {built_flags} in the text, the Markdown has {source.flags}")
    return problems


def _language_problems(
    site: StarterSite, public: Path, page: BuiltPage, locale: str, slug: str
) -> list[str]:
    """``<html lang>``, and an hreflang alternate for each locale at the same article, built."""
    problems = []
    if page.lang != site.html_lang(locale):
        problems.append(f"<html lang={page.lang!r}>, expected {site.html_lang(locale)!r}")
    here = f"https://{site.host}{site.url(locale, slug)}"
    # Where each alternate leads (Material writes them relative to the page); a path with
    # its trailing slash or without, as generators differ and both land.
    declared = {tag: urljoin(here, href).rstrip("/") for tag, href in page.alternates.items()}
    declared.pop("x-default", None)
    expected = {
        site.hreflang(other): f"https://{site.host}{site.url(other, slug)}".rstrip("/")
        for other in site.locales
    }
    if declared != expected:
        problems.append(f"hreflang {declared}, expected {expected}")
    for tag, url in sorted(declared.items()):
        if page_file(public, urlparse(url).path) is None:
            problems.append(f"hreflang {tag}: {url} was not built")
    if site.switcher:
        linked = {urljoin(here, href).rstrip("/") for href in page.hrefs}
        unlinked = sorted(set(expected.values()) - linked - {here.rstrip("/")})
        if unlinked:
            problems.append(f"the language switcher does not link {unlinked}")
    return problems


_SITEMAP = "{http://www.sitemaps.org/schemas/sitemap/0.9}"
_XHTML = "{http://www.w3.org/1999/xhtml}"


def sitemap_problems(site: StarterSite, public: Path, slugs: list[str]) -> list[str]:
    """The hreflang alternates of the sitemap's entry for every page of ``slugs`` (and the
    hub) in every locale: absolute URLs of the same article in each locale, as search
    engines read them. (MkDocs with Material writes its <link> alternates relative.)"""
    entries = {
        url.findtext(f"{_SITEMAP}loc"): {
            link.get("hreflang"): link.get("href")
            for link in url.iter(f"{_XHTML}link")
            if link.get("rel") == "alternate"
        }
        for url in ElementTree.parse(public / "sitemap.xml").getroot()
    }
    problems = []
    for locale in site.locales:
        for slug in [HUB, *slugs]:
            here = f"https://{site.host}{site.url(locale, slug)}"
            expected = {
                site.hreflang(other): f"https://{site.host}{site.url(other, slug)}"
                for other in site.locales
            }
            if entries.get(here) != expected:
                problems.append(f"sitemap {here}: hreflang {entries.get(here)}, not {expected}")
    return problems


def _link_problems(
    site: StarterSite, public: Path, url: str, href: str, page: BuiltPage
) -> list[str]:
    target = urlparse(urljoin(f"https://{site.host}{url}", href))
    if target.scheme not in ("http", "https") or target.netloc != site.host:
        return []  # another site, mail, or a script: not this site's to resolve
    landed = page_file(public, target.path)
    if landed is None:
        return [f"link {href} → {target.path} does not exist"]
    if target.fragment:
        ids = page.ids if href.startswith("#") else read_page(landed).ids
        if unquote(target.fragment) not in ids:
            return [f"link {href}: no such anchor"]
    return []


def files(folder: Path, leave_out: tuple[str, ...] = ()) -> dict[str, bytes]:
    """Every file under ``folder`` and its bytes, but for folders named in ``leave_out``."""
    return {
        str(path.relative_to(folder)): path.read_bytes()
        for path in sorted(folder.rglob("*"))
        if path.is_file() and not set(path.relative_to(folder).parts) & set(leave_out)
    }


def naming(folder: Path, slug: str, leave_out: tuple[str, ...] = ()) -> list[str]:
    """The files under ``folder`` named after ``slug`` or naming it (pages, sitemaps, feeds,
    search indexes), but for folders named in ``leave_out``."""
    found = files(folder, leave_out).items()
    return sorted(name for name, data in found if slug in name or slug.encode() in data)
