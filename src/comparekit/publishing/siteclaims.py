"""The URLs the site's own pages are served at, held against comparekit's pages' URLs.

A generator serves a page where its front matter says (Hugo's ``url``, ``slug`` and
``aliases``; Jekyll's ``permalink``; Docusaurus's ``slug`` and ``id``; Starlight's
``slug``), else where its configuration's patterns put it (Hugo's ``[permalinks]`` and
cascades; Jekyll's ``defaults``, collections and site ``permalink``), else at a URL made of
its file's name (Hugo's ``urlize``, Docusaurus's number prefixes, Starlight's slugged ids);
Hugo also writes a redirect at each of its aliases. A user's page served at (or redirecting
from) the URL, its dot segments resolved, or with the doc id of a page comparekit writes
is a clash. Each generator's way is computed (``hugoclaims``, ``jekyllclaims``) for every
page of its content folders that comparekit did not write; only the front matter block is
read, as data (``sitematter``), and the configuration with a real parser.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator, Mapping
from itertools import chain
from pathlib import Path, PurePosixPath

from comparekit.publishing import routeclaims
from comparekit.publishing.hugoclaims import UglyURLs, hugo_claims, theme_contents
from comparekit.publishing.jekyllclaims import jekyll_claims, slugged
from comparekit.publishing.routeclaims import mkdocs_url
from comparekit.publishing.sitebase import ConfigUnreadable, Generator, read_yaml
from comparekit.publishing.sitematter import read_matter, strings_of
from comparekit.rendering.sites import HUB, SiteProfile

# Where a site keeps what is not its pages, never walked.
_SKIPPED = {"node_modules", "_site", "public", "resources", "vendor", "site", "build"}


def claimed_urls(
    site: Path, generator: Generator, pages: Mapping[str, str]
) -> Iterator[tuple[str, str, str, str]]:
    """(the user's file, comparekit's page, the URL or id, how the file gets it) for each
    page of the site served at the URL (or with the doc id) of one of ``pages``
    (comparekit's page paths, each to the path it is known by; those paths are not read)."""
    claims = _CLAIMS.get(generator.profile.name)
    ours = _our_keys(site, generator, pages)
    found = claims(site, generator, set(pages)) if claims is not None else iter(())
    for relative, claim, how in chain(found, routeclaims.claims(site, generator, set(ours))):
        claimed = ours.get(_norm(claim))
        if claimed is not None:
            yield relative, claimed, claim, how


def unchecked_routes(
    site: Path, generator: Generator, pages: Mapping[str, str]
) -> list[tuple[str, str]]:
    """(the user's file, why) for each route of the site that may be at the URL of one of
    ``pages`` but that comparekit cannot tell from its text (code it does not run)."""
    return routeclaims.unchecked(site, generator, set(_our_keys(site, generator, pages)))


def _our_keys(site: Path, generator: Generator, pages: Mapping[str, str]) -> dict[str, str]:
    """Each URL (or doc id) of comparekit's ``pages``, as compared, to its page's path."""
    profile = generator.profile
    ours: dict[str, str] = {}
    ugly = profile.name == "hugo" and UglyURLs.of_site(site).of("")
    for path in sorted(pages):  # the source locale's page, where every locale's is at a URL
        for key in _page_keys(profile, path, ugly):
            ours.setdefault(key, path)
    return ours


def _norm(url: str) -> str:
    """A URL or id as compared: lower case, without slashes at its ends or index.html,
    its dot segments resolved as a generator writing the file and a server serving it do
    (``/en/./x/`` and ``/en/y/../x/`` are ``en/x``).

    >>> _norm("/EN/y/.././x//index.html"), _norm("/../x/")
    ('en/x', 'x')
    """
    parts: list[str] = []
    for part in url.strip().lower().removesuffix("index.html").split("/"):
        if part == "..":
            parts = parts[:-1]
        elif part not in ("", "."):
            parts.append(part)
    return "/".join(parts)


def _page_keys(profile: SiteProfile, page: str, ugly: bool) -> list[str]:
    """The URLs (and doc ids, prefixed ``id:``) of comparekit's page at ``page`` (``ugly``:
    in a Hugo site serving every page at ``<url>.html``)."""
    path = PurePosixPath(page)
    key = HUB if path.stem in (HUB, "_index") else path.stem
    if profile.name == "hugo":
        # comparekit's pages are the language's root pages: .html ones when the site makes
        # every page's URL ugly; its hub, the language's home, stays a folder's index.
        lang = path.parent.name
        if key == HUB:
            return [lang]
        return [f"{lang}/{key}.html" if ugly else f"{lang}/{key}"]
    if profile.name == "jekyll":
        # Every language's page shares the permalink; polyglot serves the others' below
        # their language's folder.
        url = "" if key == HUB else key
        lang = path.parent.name
        return [url, *([f"{lang}/{url}".strip("/")] if lang != profile.locales[0] else [])]
    if profile.name == "docusaurus":
        url = "docs" if key == HUB else f"docs/{key}"
        return [url, f"id:{key}"]
    if profile.name == "mkdocs":
        # static-i18n serves the source locale's docs/en/x.md at /x/ too.
        url = mkdocs_url(path.relative_to("docs").as_posix())
        source = profile.locales[0]
        inside = url.removeprefix(source).lstrip("/") if url.split("/")[0] == source else None
        return [url, *([inside] if inside is not None else [])]
    if profile.name == "starlight":
        docs = PurePosixPath("src/content/docs")
        route = path.relative_to(docs).with_suffix("")
        url = route.parent.as_posix() if route.name == HUB else route.as_posix()
        return [_norm("" if url == "." else url)]
    return []


def _files(site: Path, folder: str, suffixes: tuple[str, ...], skip: set[str]) -> Iterator[str]:
    """The site's files below ``folder`` with one of ``suffixes`` (but those in ``skip``),
    without following links."""
    root = site / folder
    for parent, folders, names in os.walk(root):
        folders[:] = sorted(f for f in folders if not f.startswith(".") and f not in _SKIPPED)
        for name in sorted(names):
            relative = Path(parent, name).relative_to(site).as_posix()
            if name.endswith(suffixes) and relative not in skip:
                yield relative


def _hugo(site: Path, generator: Generator, skip: set[str]) -> Iterator[tuple[str, str, str]]:
    suffixes = generator.page_suffixes
    themes = (
        relative
        for folder in theme_contents(site)
        for relative in _files(site, folder, suffixes, set())
    )
    files = chain(_files(site, "content", suffixes, skip), themes)
    return hugo_claims(site, generator, files, skip)


def _jekyll(site: Path, generator: Generator, skip: set[str]) -> Iterator[tuple[str, str, str]]:
    return jekyll_claims(site, generator, _files(site, ".", generator.page_suffixes, skip))


def _docusaurus(site: Path, generator: Generator, skip: set[str]) -> Iterator[tuple[str, str, str]]:
    # A doc of docs/<dir>/ has the id <dir>/<id> and the URL /docs/<dir>/<slug>, or
    # /docs/<slug> with a slug starting with "/"; without an id, its file's name less a
    # number prefix (01-x.md is x), and without a slug, its id.
    for relative in _files(site, "docs", generator.page_suffixes, skip):
        matter = read_matter(site / relative, "docusaurus", ("slug", "id"))
        path = PurePosixPath(relative).relative_to("docs")
        folder = "/".join(_unnumbered(part) for part in path.parent.parts)
        prefix = f"{folder}/" if folder else ""
        slugs, ids = strings_of(matter.get("slug")), strings_of(matter.get("id"))
        named = "its front matter claims"
        for slug in slugs:
            # A relative slug is resolved below the doc's folder, never above the docs.
            yield relative, f"docs/{_norm(slug if slug.startswith('/') else prefix + slug)}", named
        if not ids:
            ids, named = [_unnumbered(path.stem)], "Docusaurus gives its file name the id"
        for doc_id in ids:
            yield relative, f"id:{prefix}{doc_id}", named
            if not slugs:
                yield relative, f"docs/{prefix}{doc_id}", named

    # A category's generated index page is at /docs<slug> (its link's slug).
    categories = ("_category_.json", "_category_.yml", "_category_.yaml")
    for relative in _files(site, "docs", categories, skip):
        if PurePosixPath(relative).name not in categories:
            continue
        try:
            link = read_yaml(site / relative, relative).get("link")
        except ConfigUnreadable:
            continue  # Docusaurus cannot read it either
        if isinstance(link, dict) and link.get("type") == "generated-index":
            index = link.get("slug")
            if isinstance(index, str):
                yield relative, f"docs/{_norm(index)}", "its generated index page is at"


# Docusaurus' default number prefix parser: "01-", "1.", "2 - " before a name.
_NUMBER_PREFIX = re.compile(r"^\d+\s*[-_.]+\s*(?=[^-_.\s])")


def _unnumbered(name: str) -> str:
    """A doc's (or folder's) name as Docusaurus takes it, without its number prefix.

    >>> _unnumbered("01-alpha-vs-beta"), _unnumbered("2024")
    ('alpha-vs-beta', '2024')
    """
    return _NUMBER_PREFIX.sub("", name)


def _starlight(site: Path, generator: Generator, skip: set[str]) -> Iterator[tuple[str, str, str]]:
    # A docs page's id (its URL) is its slug, else its path with each part slugged the
    # way github-slugger does (Astro's glob loader), less a final /index.
    docs = "src/content/docs"
    for relative in _files(site, docs, generator.page_suffixes, skip):
        slugs = strings_of(read_matter(site / relative, "starlight", ("slug",)).get("slug"))
        for slug in slugs:
            yield relative, slug, "its front matter claims"
        if not slugs:
            parts = PurePosixPath(relative).relative_to(docs).with_suffix("").parts
            route = "/".join(slugged(part) for part in parts).removesuffix("/index")
            yield relative, route, "Starlight gives its file name the id"


_CLAIMS = {"hugo": _hugo, "jekyll": _jekyll, "docusaurus": _docusaurus, "starlight": _starlight}
