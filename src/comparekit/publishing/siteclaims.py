"""The URLs the site's own pages claim in their front matter, held against comparekit's.

A generator serves a page where its front matter says (Hugo's ``slug``, ``url`` and
``aliases``; Jekyll's ``permalink``, and ``permalink: pretty`` in ``_config.yml``;
Docusaurus's ``slug`` and ``id``; Starlight's ``slug``), whatever its file is named: a
user's page claiming the URL (or the doc id) of a page comparekit writes is a clash. Only
the front matter block is read, as data (a size cap, a safe loader, no recursion error),
and only of the pages in the generator's content folders that comparekit did not write.
"""

from __future__ import annotations

import os
import tomllib
from collections.abc import Iterator, Mapping
from pathlib import Path, PurePosixPath

import yaml

from comparekit.ownership import read_regular
from comparekit.publishing.sitefiles import Generator, read_yaml
from comparekit.rendering.sites import HUB, SiteProfile

# Far above any front matter; a block not closed within it is not read.
MATTER_LIMIT = 64 << 10
# Where a site keeps what is not its pages, never walked.
_SKIPPED = {"node_modules", "_site", "public", "resources", "vendor", "site", "build"}


def claimed_urls(
    site: Path, generator: Generator, pages: Mapping[str, str]
) -> Iterator[tuple[str, str, str]]:
    """(the user's file, comparekit's page, what the file claims) for each page of the site
    whose front matter claims the URL or id of one of ``pages`` (comparekit's page paths,
    each to the path it is known by; the paths comparekit writes are not read)."""
    profile = generator.profile
    claims = _CLAIMS.get(profile.name)
    if claims is None:
        return
    ours: dict[str, str] = {}
    for path in sorted(pages):  # the source locale's page, where every locale's is at a URL
        for key in _page_keys(site, profile, path):
            ours.setdefault(key, path)
    for relative, claim in claims(site, generator, set(pages)):
        claimed = ours.get(_norm(claim))
        if claimed is not None:
            yield relative, claimed, claim


def _norm(url: str) -> str:
    """A URL or id as compared: lower case, without slashes at its ends or index.html."""
    text = url.strip().lower().removesuffix("index.html")
    return "/".join(part for part in text.split("/") if part)


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


def _matter(path: Path) -> dict[str, object]:
    """The front matter block of the file at ``path`` as data ({} when it has none, or it
    cannot be read): YAML between ``---`` lines, or TOML between ``+++`` (Hugo's)."""
    data = read_regular(path, MATTER_LIMIT)
    if data is None:
        return {}
    text = data.decode("utf-8", "replace")
    lines = text.splitlines()
    fence = lines[0].rstrip() if lines else ""
    if fence not in ("---", "+++"):
        return {}
    end = next((i for i, line in enumerate(lines[1:], 1) if line.rstrip() == fence), None)
    if end is None:
        return {}
    block = "\n".join(lines[1:end])
    try:
        found = tomllib.loads(block) if fence == "+++" else yaml.safe_load(block)
    except (yaml.YAMLError, tomllib.TOMLDecodeError, RecursionError, ValueError):
        return {}
    return found if isinstance(found, dict) else {}


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


def _hugo(site: Path, generator: Generator, skip: set[str]) -> Iterator[tuple[str, str]]:
    # A page of content/<lang>/<dir>/ is at /<lang>/<dir>/<slug>/ with a slug; at its url
    # (/<lang>/<url> when the url is relative, as Hugo 0.168 does), and redirected to from
    # each alias (/<lang>/<alias>, or below the page's folder when relative).
    for tag in generator.profile.locales:
        lang = generator.profile.locale_name(tag)
        for relative in _files(site, f"content/{lang}", generator.page_suffixes, skip):
            matter = _matter(site / relative)
            folder = PurePosixPath(relative).parent.relative_to("content").as_posix()
            for slug in _strings(matter.get("slug")):
                yield relative, f"{folder}/{slug}"
            for url in _strings(matter.get("url")):
                yield relative, url if url.startswith("/") else f"{lang}/{url}"
            for alias in _strings(matter.get("aliases")):
                yield relative, f"{lang}/{alias}" if alias.startswith("/") else f"{folder}/{alias}"


def _jekyll(site: Path, generator: Generator, skip: set[str]) -> Iterator[tuple[str, str]]:
    # A page's permalink; without one, under `permalink: pretty`, /<dir>/<name>/.
    config_name = generator.marker(site) or "_config.yml"
    config = read_yaml(site / config_name, config_name) if config_name.endswith("yml") else {}
    pretty = config.get("permalink") == "pretty"
    for relative in _files(site, ".", generator.page_suffixes, skip):
        parts = PurePosixPath(relative).parts
        if any(part.startswith("_") and part != "_posts" for part in parts[:-1]):
            continue
        matter = _matter(site / relative)
        permalinks = _strings(matter.get("permalink"))
        for permalink in permalinks:
            if ":" not in permalink:  # a pattern's placeholders are not one URL
                yield relative, permalink
        if not permalinks and pretty and "_posts" not in parts:
            path = PurePosixPath(relative).with_suffix("")
            yield relative, str(path.parent if path.name == "index" else path)


def _docusaurus(site: Path, generator: Generator, skip: set[str]) -> Iterator[tuple[str, str]]:
    # A doc of docs/<dir>/ has the id <dir>/<id> and the URL /docs/<dir>/<slug>, or
    # /docs/<slug> with a slug starting with "/".
    for relative in _files(site, "docs", generator.page_suffixes, skip):
        matter = _matter(site / relative)
        folder = PurePosixPath(relative).parent.relative_to("docs").as_posix()
        prefix = "" if folder == "." else f"{folder}/"
        for slug in _strings(matter.get("slug")):
            yield relative, f"docs{slug}" if slug.startswith("/") else f"docs/{prefix}{slug}"
        for doc_id in _strings(matter.get("id")):
            yield relative, f"id:{prefix}{doc_id}"
            yield relative, f"docs/{prefix}{doc_id}"


def _starlight(site: Path, generator: Generator, skip: set[str]) -> Iterator[tuple[str, str]]:
    for relative in _files(site, "src/content/docs", generator.page_suffixes, skip):
        for slug in _strings(_matter(site / relative).get("slug")):
            yield relative, slug


_CLAIMS = {"hugo": _hugo, "jekyll": _jekyll, "docusaurus": _docusaurus, "starlight": _starlight}
