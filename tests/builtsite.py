"""What a built site's HTML says, read with a real HTML parser, and the checks every
generator's build must pass: one H1, the right language, hreflang, links that land."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from typing import NoReturn
from urllib.parse import unquote, urljoin, urlparse

import pytest

# CI installs every generator; there a missing one is a failure, not a skip.
CI = os.environ.get("CI", "").lower() in ("true", "1")


def missing(tool: str, install: str) -> NoReturn:
    """Skip the test on a developer's machine without ``tool``; fail it in CI."""
    message = f"{tool} is not installed ({install})"
    if CI:
        pytest.fail(f"{message}; CI must run this test")
    pytest.skip(message)


@dataclass
class BuiltPage:
    """The parts of one built page the checks look at."""

    lang: str | None = None
    h1: int = 0
    tables: int = 0
    hrefs: list[str] = field(default_factory=list)
    hreflang: set[str] = field(default_factory=set)
    ids: set[str] = field(default_factory=set)


class _PageParser(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.page = BuiltPage()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {name: value or "" for name, value in attrs}
        page = self.page
        if tag == "html":
            page.lang = values.get("lang")
        page.h1 += tag == "h1"
        page.tables += tag == "table"
        if "id" in values:
            page.ids.add(values["id"])
        if tag == "a" and values.get("href"):
            page.hrefs.append(values["href"])
        if tag == "link" and values.get("rel") == "alternate" and "hreflang" in values:
            page.hreflang.add(values["hreflang"])


def read_page(path: Path) -> BuiltPage:
    parser = _PageParser()
    parser.feed(path.read_text(encoding="utf-8"))
    parser.close()
    return parser.page


def page_file(public: Path, url_path: str) -> Path | None:
    """The file a static server sends for a URL path, if any (``x/`` and ``x`` alike)."""
    candidate = public / unquote(url_path).strip("/")
    for option in (
        candidate / "index.html",
        candidate,
        candidate.with_name(candidate.name + ".html"),
    ):
        if option.is_file():
            return option
    return None


def assert_site(
    public: Path,
    pages: dict[str, tuple[str, bool]],
    lang_tags: tuple[str, ...],
    same_page_without_slash: bool = True,
) -> None:
    """Check every page of a built site.

    ``pages``: each page's URL (with its trailing slash) → (the ``lang`` its ``<html>``
    must declare, whether it is an article). Each page has exactly one ``<h1>``; an
    article its two tables; ``hreflang`` alternates for every tag of ``lang_tags``; and
    every internal link lands on a built file, with its anchor, from the page's URL
    reached with and without its trailing slash; with ``same_page_without_slash``, on
    the same file both ways.
    """
    for url, (lang, article) in pages.items():
        path = page_file(public, url)
        assert path is not None, f"{url} was not built"
        page = read_page(path)
        assert page.h1 == 1, f"{url}: {page.h1} <h1> elements"
        assert page.lang == lang, f"{url}: <html lang={page.lang!r}>, expected {lang!r}"
        assert page.hreflang - {"x-default"} == set(lang_tags), f"{url}: {page.hreflang}"
        if article:
            assert page.tables == 2, f"{url}: head-to-head and decision guide as tables"
        internal = [href for href in page.hrefs if not urlparse(href).scheme]
        assert any(not href.startswith("#") for href in internal), f"{url}: no links"
        for href in internal:
            with_slash = _landing(public, url, href, page)
            without_slash = _landing(public, url.rstrip("/") or "/", href, page)
            if same_page_without_slash:
                assert with_slash == without_slash, f"{url}: {href} lands elsewhere without /"


def _landing(public: Path, reached: str, href: str, page: BuiltPage) -> Path:
    """The file ``href`` leads to from the page at URL ``reached``; it must exist, and so
    must its anchor."""
    target = urlparse(urljoin(f"https://site{reached}", href))
    landed = page_file(public, target.path)
    assert landed is not None, f"{reached}: {href} → {target.path} does not exist"
    if target.fragment:
        ids = page.ids if href.startswith("#") else read_page(landed).ids
        assert unquote(target.fragment) in ids, f"{reached}: {href}: no such anchor"
    return landed
