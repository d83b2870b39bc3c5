"""The URL Jekyll serves each page of a site at, computed the way Jekyll 4.3 does.

- A page, post or document of a collection with output is at its front matter's
  ``permalink``, else at the one the configuration's ``defaults`` give its path.
- Else a document of a collection is at its collection's permalink pattern, and a post at
  the site's ``permalink`` (a pattern, or a style: ``date``, the default, ``pretty``,
  ``ordinal``, ``none``), its ``:title`` and ``:slug`` its front matter's ``slug`` or the
  name after its file's date, its ``:categories`` its folders above ``_posts`` and its
  front matter's.
- A collection's documents and the posts are read below ``collections_dir`` when the
  configuration sets one (``coll/_docs/x.md`` is the document ``x`` of ``docs``).
- Else a page is at ``/<dir>/<name>/`` where the site's ``permalink`` is ``pretty`` or ends
  with a slash.

A page is a file Jekyll reads: none below a path the configuration's ``exclude`` names, none
named as Jekyll's own (``_layouts/``, ``_x.md``, ``.x``) but those its ``include`` names.
A URL is cleaned as Jekyll's ``URL#sanitize_url`` does (each ``..`` a slash, each ``./``
dropped, slashes squeezed), and one ending ``/index`` is written as ``/index.html``, the
folder's page. A pattern with a placeholder not followed here is not followed.

Imported by ``siteclaims`` only; the site's files are read as data.
"""

from __future__ import annotations

import fnmatch
import re
import unicodedata
from collections.abc import Iterator, Mapping
from pathlib import Path, PurePosixPath

from comparekit.publishing.sitebase import Generator, read_yaml
from comparekit.publishing.sitematter import expand_tokens, read_matter, strings_of

# Jekyll's permalink of a collection's documents when the collection sets none.
_COLLECTION = "/:collection/:path:output_ext"
# Jekyll's permalink styles, by name.
_STYLES = {
    "date": "/:categories/:year/:month/:day/:title:output_ext",
    "pretty": "/:categories/:year/:month/:day/:title/",
    "ordinal": "/:categories/:year/:y_day/:title:output_ext",
    "weekdate": "/:categories/:year/W:week/:short_day/:title:output_ext",
    "none": "/:categories/:title:output_ext",
}
_PLACEHOLDER = re.compile(r":([a-z_]+)")
_POST_NAME = re.compile(r"^(\d{2}(\d{2}))-(\d{2})-(\d{2})-(.+)$")
_KEYS = ("permalink", "slug", "categories", "category")


def jekyll_claims(
    site: Path, generator: Generator, files: Iterator[str]
) -> Iterator[tuple[str, str, str]]:
    """(the user's file, the URL Jekyll serves it at, how) for each of ``files``, the
    site's pages comparekit did not write."""
    config_name = generator.marker(site) or "_config.yml"
    config = read_yaml(site / config_name, config_name) if config_name.endswith("yml") else {}
    site_permalink = config.get("permalink")
    style = site_permalink if isinstance(site_permalink, str) else "date"
    pattern = _STYLES.get(style, style)
    collections = _collections(config)
    defaults = _defaults(config)
    entries = _Entries(config)
    gathered = _collections_dir(config)
    for relative in files:
        inner = _gathered(relative, gathered, collections)
        if inner is None:
            continue  # a collection's folder outside collections_dir: Jekyll reads none
        kind = _kind(PurePosixPath(inner).parts, collections, entries)
        if kind is None:
            continue  # a folder of Jekyll's (_layouts, _drafts) or a collection not output
        matter = read_matter(site / relative, "jekyll", _KEYS)
        own = strings_of(matter.get("permalink"))
        given = own or _default(defaults, relative, kind)
        how = "its front matter claims" if own else f"the defaults of {config_name} give it"
        if not given and kind not in ("pages", "posts"):
            given, how = [collections[kind]], f"the collection {kind} of {config_name} puts it at"
        if not given and kind == "posts":
            given, how = [pattern], f"the permalink {style!r} of {config_name} puts it at"
        for permalink in given:
            url = _expand(permalink, inner, kind, matter)
            if url is not None:
                yield relative, url, how
        if not given and kind == "pages" and (style == "pretty" or style.endswith("/")):
            path = PurePosixPath(relative).with_suffix("")
            url = str(path.parent if path.name == "index" else path)
            yield relative, url, f"the permalink {style!r} of {config_name} puts it at"


def _collections_dir(config: Mapping[str, object]) -> str:
    """The folder the site keeps its collections (and posts) in: ``collections_dir``, or
    "" for the site's root (one outside the site, or with dot segments, is not followed)."""
    value = config.get("collections_dir")
    folder = value.strip("/") if isinstance(value, str) else ""
    return "" if ".." in PurePosixPath(folder).parts or folder == "." else folder


def _gathered(relative: str, folder: str, collections: Mapping[str, str]) -> str | None:
    """A file's path as Jekyll reads its collection: ``coll/_docs/x.md`` is ``_docs/x.md``
    of the collection docs when ``collections_dir`` is ``coll``, and ``_docs/x.md`` then
    none (None); any other file's as it is."""
    path = PurePosixPath(relative)
    inner = path.relative_to(folder) if folder and path.is_relative_to(folder) else path
    gathered = len(inner.parts) > 1 and inner.parts[0] in {f"_{n}" for n in [*collections, "posts"]}
    if not gathered:
        return relative
    return inner.as_posix() if inner != path or not folder else None


def _collections(config: Mapping[str, object]) -> dict[str, str]:
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


class _Entries:
    """Which of the site's files Jekyll 4.3 reads (its ``EntryFilter``): none below a path
    ``exclude`` names, none with a name it takes for its own (``_x``, ``.x``, ``#x``,
    ``x~``), but those ``include`` names (``include: [_pages]`` reads _pages/ as pages)."""

    def __init__(self, config: Mapping[str, object]) -> None:
        include, exclude = _patterns(config.get("include")), _patterns(config.get("exclude"))
        self.include = include
        self.excluded = [p for p in exclude if p not in include]

    def read(self, parts: tuple[str, ...]) -> bool:
        """Whether Jekyll reads the file at ``parts`` as it walks the site, entry by entry."""
        for depth, name in enumerate(parts, start=1):
            if _globbed(self.include, name):  # an entry's name, as Jekyll matches it
                continue
            special = name.startswith(("_", ".", "#")) or name.endswith("~")
            if special or _globbed(self.excluded, "/".join(parts[:depth])):
                return False
        return True


def _patterns(value: object) -> list[str]:
    """A list of paths and globs of the configuration (a single one as a list of one)."""
    items = value if isinstance(value, list) else [value]
    return [item.strip("/") for item in items if isinstance(item, str) and item.strip("/")]


def _globbed(patterns: list[str], entry: str) -> bool:
    """Jekyll's glob_include?: ``entry`` matches a pattern as a glob, or starts with it."""
    return any(fnmatch.fnmatchcase(entry, p) or entry.startswith(p) for p in patterns)


def _kind(parts: tuple[str, ...], collections: Mapping[str, str], entries: _Entries) -> str | None:
    """ "posts", "pages", a collection's name, or None for a file Jekyll makes no page of."""
    folders = parts[:-1]
    if folders and folders[0].startswith("_"):
        name = folders[0][1:]
        if name == "posts":
            return "posts"
        if name in collections:
            return name
    if "_posts" in folders[1:] and entries.read(parts[: parts.index("_posts")]):
        return "posts"  # blog/_posts/: the posts of a category
    return "pages" if entries.read(parts) else None


def _defaults(config: Mapping[str, object]) -> list[tuple[str, str, str]]:
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


def _default(defaults: list[tuple[str, str, str]], relative: str, kind: str) -> list[str]:
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


def _expand(pattern: str, relative: str, kind: str, matter: Mapping[str, object]) -> str | None:
    """The URL a permalink pattern gives the file, or None for a placeholder it cannot
    give (a week, a day of the year, a post's date where its file's name has none)."""
    path = PurePosixPath(relative)
    inside = path.relative_to(path.parts[0]) if kind not in ("pages", "posts") else path
    name = path.stem
    values: dict[str, str] = {
        "collection": kind,
        "path": inside.with_suffix("").as_posix(),
        "basename": name,
        "output_ext": ".html",
    }
    if kind == "posts":
        dated = _POST_NAME.match(name)
        if dated:
            year, short, month, day, name = dated.groups()
            values |= {"year": year, "short_year": short, "month": month, "day": day}
            values |= {"i_month": str(int(month)), "i_day": str(int(day))}
        values["categories"] = "/".join(_categories(path, matter))
    slug = next(iter(strings_of(matter.get("slug"))), None) if kind != "pages" else None
    values |= {key: slugged(slug or name) for key in ("name", "title", "slug")}
    url = expand_tokens(pattern, _PLACEHOLDER, values)
    if url is None:
        return None
    # Jekyll's URL#sanitize_url: each ".." a slash, each "./" dropped, slashes squeezed.
    url = re.sub("/+", "/", url.replace("..", "/").replace("./", ""))
    if url.endswith("/index"):  # written as <folder>/index.html: the folder's page
        url += ".html"
    return url


def _categories(path: PurePosixPath, matter: Mapping[str, object]) -> list[str]:
    """A post's categories as its URL has them: its folders above ``_posts``, then its
    front matter's (words of a string, or a list), in lower case, each once."""
    folders = list(path.parts[: path.parts.index("_posts")]) if "_posts" in path.parts else []
    given: list[str] = []
    for key in ("categories", "category"):
        value = matter.get(key)
        given += value.split() if isinstance(value, str) else strings_of(value)
    return list(dict.fromkeys(part.lower() for part in [*folders, *given] if part))


def slugged(name: str) -> str:
    """A name as github-slugger makes it a slug: lower case, each space a hyphen, other
    punctuation and symbols dropped (the hyphen and underscore kept).

    >>> slugged("DeepInfer vs vLLM!")
    'deepinfer-vs-vllm'
    """
    kept = (
        "-" if char == " " else char
        for char in name.lower()
        if char in "-_ " or unicodedata.category(char)[0] not in "PSZC"
    )
    return "".join(kept)
