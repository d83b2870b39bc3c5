"""The URLs the site's own pages are served at, held against comparekit's pages' URLs.

A generator serves a page where its front matter says (Hugo's ``url``, ``slug`` and
``aliases``; Jekyll's ``permalink``; Docusaurus's ``slug`` and ``id``; Starlight's
``slug``), else where its configuration's patterns put it (Hugo's ``[permalinks]``;
Jekyll's ``defaults``, collections and ``permalink: pretty``), else at a URL made of its
file's name (Hugo's ``urlize``, Docusaurus's number prefixes, Starlight's slugged ids). A
user's page served at the URL (or with the doc id) of a page comparekit writes is a clash.
Each generator's way is computed for every page of its content folders that comparekit
did not write; only the front matter block is read, as data (``sitematter``), and the
configuration with a real parser.
"""

from __future__ import annotations

import fnmatch
import os
import re
import unicodedata
from collections.abc import Iterator, Mapping
from pathlib import Path, PurePosixPath

from comparekit.publishing.hugoclaims import hugo_claims
from comparekit.publishing.sitefiles import Generator, read_yaml
from comparekit.publishing.sitematter import read_matter
from comparekit.rendering.sites import HUB, SiteProfile

# Where a site keeps what is not its pages, never walked.
_SKIPPED = {"node_modules", "_site", "public", "resources", "vendor", "site", "build"}


def claimed_urls(
    site: Path, generator: Generator, pages: Mapping[str, str]
) -> Iterator[tuple[str, str, str, str]]:
    """(the user's file, comparekit's page, the URL or id, how the file gets it) for each
    page of the site served at the URL (or with the doc id) of one of ``pages``
    (comparekit's page paths, each to the path it is known by; those paths are not read)."""
    profile = generator.profile
    claims = _CLAIMS.get(profile.name)
    if claims is None:
        return
    ours: dict[str, str] = {}
    for path in sorted(pages):  # the source locale's page, where every locale's is at a URL
        for key in _page_keys(site, profile, path):
            ours.setdefault(key, path)
    for relative, claim, how in claims(site, generator, set(pages)):
        claimed = ours.get(_norm(claim))
        if claimed is not None:
            yield relative, claimed, claim, how


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


def _page_keys(site: Path, profile: SiteProfile, page: str) -> list[str]:
    """The URLs (and doc ids, prefixed ``id:``) of comparekit's page at ``page``."""
    path = PurePosixPath(page)
    key = HUB if path.stem in (HUB, "_index") else path.stem
    if profile.name == "hugo":
        lang = path.parent.name
        return [lang if key == HUB else f"{lang}/{key}"]
    if profile.name == "jekyll":
        # Every language's page shares the permalink; polyglot serves the others' below
        # their language's folder.
        url = "" if key == HUB else key
        lang = path.parent.name
        return [url, *([f"{lang}/{url}".strip("/")] if lang != profile.locales[0] else [])]
    if profile.name == "docusaurus":
        url = "docs" if key == HUB else f"docs/{key}"
        return [url, f"id:{key}"]
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


def _strings(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, list):
        return [item for item in value if isinstance(item, str)]
    return []


def _hugo(site: Path, generator: Generator, skip: set[str]) -> Iterator[tuple[str, str, str]]:
    return hugo_claims(site, generator, _files(site, "content", generator.page_suffixes, skip))


def _jekyll(site: Path, generator: Generator, skip: set[str]) -> Iterator[tuple[str, str, str]]:
    # A page's permalink (its own, or one the configuration's defaults give its path); a
    # document of a collection with output its collection's permalink pattern; without
    # one, under `permalink: pretty`, a page at /<dir>/<name>/.
    config_name = generator.marker(site) or "_config.yml"
    config = read_yaml(site / config_name, config_name) if config_name.endswith("yml") else {}
    pretty = config.get("permalink") == "pretty"
    collections = _jekyll_collections(config)
    defaults = _jekyll_defaults(config)
    for relative in _files(site, ".", generator.page_suffixes, skip):
        parts = PurePosixPath(relative).parts
        kind = _jekyll_kind(parts, collections)
        if kind is None:
            continue  # a folder of Jekyll's (_layouts, _drafts) or a collection not output
        matter = read_matter(site / relative, "jekyll", ("permalink",))
        own = _strings(matter.get("permalink"))
        given = own or _jekyll_default(defaults, relative, kind)
        how = "its front matter claims" if own else f"the defaults of {config_name} give it"
        if not given and kind not in ("pages", "posts"):
            given, how = [collections[kind]], f"the collection {kind} of {config_name} puts it at"
        for permalink in given:
            url = _jekyll_expand(permalink, relative, kind)
            if url is not None:
                yield relative, url, how
        if not given and pretty and kind == "pages":
            path = PurePosixPath(relative).with_suffix("")
            url = str(path.parent if path.name == "index" else path)
            yield relative, url, f"`permalink: pretty` of {config_name} puts it at"


def _jekyll_collections(config: Mapping[str, object]) -> dict[str, str]:
    """The permalink pattern of each collection the site outputs as pages."""
    found: dict[str, str] = {}
    collections = config.get("collections")
    if isinstance(collections, dict):
        for name, options in collections.items():
            if isinstance(options, dict) and options.get("output") is True:
                pattern = options.get("permalink")
                if pattern == "pretty" or not isinstance(pattern, str):
                    pattern = "/:collection/:path/" if pattern == "pretty" else _COLLECTION
                found[str(name)] = pattern
    return found


# Jekyll's permalink of a collection's documents when the collection sets none.
_COLLECTION = "/:collection/:path:output_ext"


def _jekyll_kind(parts: tuple[str, ...], collections: Mapping[str, str]) -> str | None:
    """ "posts", "pages", a collection's name, or None for a file Jekyll makes no page of."""
    folders = parts[:-1]
    if folders and folders[0].startswith("_"):
        name = folders[0][1:]
        if name == "posts":
            return "posts"
        return name if name in collections else None
    if any(part.startswith("_") for part in folders):
        return "posts" if "_posts" in folders else None
    return "pages"


def _jekyll_defaults(config: Mapping[str, object]) -> list[tuple[str, str, str]]:
    """The (path, type, permalink) of each of the configuration's front matter defaults
    that gives a permalink."""
    found = []
    defaults = config.get("defaults")
    for entry in defaults if isinstance(defaults, list) else []:
        if not isinstance(entry, dict):
            continue
        scope, values = entry.get("scope"), entry.get("values")
        if not isinstance(scope, dict) or not isinstance(values, dict):
            continue
        permalink, path, kind = values.get("permalink"), scope.get("path", ""), scope.get("type")
        if isinstance(permalink, str) and isinstance(path, str):
            found.append((path.strip("/"), kind if isinstance(kind, str) else "", permalink))
    return found


def _jekyll_default(defaults: list[tuple[str, str, str]], relative: str, kind: str) -> list[str]:
    """The permalink the most specific matching default gives the file (the latest of
    equally specific ones), as Jekyll picks it."""
    best: tuple[int, int] | None = None
    found: list[str] = []
    for path, scope_kind, permalink in defaults:
        if scope_kind and scope_kind != kind:
            continue
        if "*" in path:
            matches = fnmatch.fnmatchcase(relative, path) or fnmatch.fnmatchcase(
                relative, f"{path}/*"
            )
        else:
            matches = not path or relative == path or relative.startswith(f"{path}/")
        rank = (path.count("/") + bool(path), bool(scope_kind))
        if matches and (best is None or rank >= best):
            best, found = rank, [permalink]
    return found


def _jekyll_expand(pattern: str, relative: str, kind: str) -> str | None:
    """The URL a permalink pattern gives the file, or None for a placeholder of a date or
    a category, which is not followed."""
    path = PurePosixPath(relative)
    inside = path.relative_to(path.parts[0]) if kind not in ("pages", "posts") else path
    values = {
        "collection": kind,
        "path": inside.with_suffix("").as_posix(),
        "basename": path.stem,
        "name": _slugged(path.stem),
        "title": _slugged(path.stem),
        "slug": _slugged(path.stem),
        "output_ext": ".html",
    }
    unknown = False

    def value(match: re.Match[str]) -> str:
        nonlocal unknown
        found = values.get(match.group(1))
        unknown = unknown or found is None
        return found or ""

    url = _PLACEHOLDER.sub(value, pattern)
    # Jekyll's URL#sanitize_url: each ".." a slash, each "./" dropped, slashes squeezed.
    url = re.sub("/+", "/", url.replace("..", "/").replace("./", ""))
    return None if unknown else url


_PLACEHOLDER = re.compile(r":([a-z_]+)")


def _docusaurus(site: Path, generator: Generator, skip: set[str]) -> Iterator[tuple[str, str, str]]:
    # A doc of docs/<dir>/ has the id <dir>/<id> and the URL /docs/<dir>/<slug>, or
    # /docs/<slug> with a slug starting with "/"; without an id, its file's name less a
    # number prefix (01-x.md is x), and without a slug, its id.
    for relative in _files(site, "docs", generator.page_suffixes, skip):
        matter = read_matter(site / relative, "docusaurus", ("slug", "id"))
        path = PurePosixPath(relative).relative_to("docs")
        folder = "/".join(_unnumbered(part) for part in path.parent.parts)
        prefix = f"{folder}/" if folder else ""
        slugs, ids = _strings(matter.get("slug")), _strings(matter.get("id"))
        named = "its front matter claims"
        for slug in slugs:
            yield relative, f"docs{slug}" if slug.startswith("/") else f"docs/{prefix}{slug}", named
        if not ids:
            ids, named = [_unnumbered(path.stem)], "Docusaurus gives its file name the id"
        for doc_id in ids:
            yield relative, f"id:{prefix}{doc_id}", named
            if not slugs:
                yield relative, f"docs/{prefix}{doc_id}", named


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
        slugs = _strings(read_matter(site / relative, "starlight", ("slug",)).get("slug"))
        for slug in slugs:
            yield relative, slug, "its front matter claims"
        if not slugs:
            parts = PurePosixPath(relative).relative_to(docs).with_suffix("").parts
            route = "/".join(_slugged(part) for part in parts).removesuffix("/index")
            yield relative, route, "Starlight gives its file name the id"


def _slugged(name: str) -> str:
    """A name as github-slugger makes it a slug: lower case, each space a hyphen, other
    punctuation and symbols dropped (the hyphen and underscore kept).

    >>> _slugged("DeepInfer vs vLLM!")
    'deepinfer-vs-vllm'
    """
    kept = (
        "-" if char == " " else char
        for char in name.lower()
        if char in "-_ " or unicodedata.category(char)[0] not in "PSZC"
    )
    return "".join(kept)


_CLAIMS = {"hugo": _hugo, "jekyll": _jekyll, "docusaurus": _docusaurus, "starlight": _starlight}
