"""The URLs a site serves by code or a plugin's settings rather than by a page's file, read
as text or data and held against comparekit's pages' URLs.

comparekit never runs a site's code, so what code makes is checked only as far as its
text shows it:

- Hugo's content adapters (``_content.gotmpl``, Go templates) add a page at each
  ``"path"`` they give ``.AddPage``: a literal path is followed, below the adapter's folder
  as Hugo puts it; an adapter is otherwise unchecked, and said so.
- Astro serves an endpoint (``src/pages/x/index.html.ts``) at its path less the script's
  suffix, a ``redirects`` key of its configuration at that key, and a dynamic route
  (``src/pages/en/[slug].astro``) at whatever its ``getStaticPaths`` returns: one whose
  route could be one of comparekit's URLs is a clash when its text names each part of that
  URL literally (``"alpha-vs-beta"``), else unchecked, and said so.
- MkDocs' redirects plugin writes a page at each source of its ``redirect_maps``.

``claims`` yields (the user's file, the URL, how), compared by ``siteclaims`` as any other
page's; ``unchecked`` the (file, why) of what could be at one of comparekit's URLs but
cannot be told from its text.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterator
from pathlib import Path, PurePosixPath

from comparekit.publishing.hugoclaims import adapter_urls, theme_contents
from comparekit.publishing.mkdocssite import read_mkdocs
from comparekit.publishing.sitebase import MKDOCS_SUFFIXES, ConfigUnreadable, Generator, _text

ADAPTER = "_content.gotmpl"
# A page's path given to .AddPage: `dict "path" "x"` or `"path" `x``, as Go templates quote.
_ADAPTER_PATH = re.compile(r""""path"\s+(?:"((?:[^"\\]|\\.)*)"|`([^`]*)`)""")
# The scripts Astro serves from src/pages/ as endpoints.
ENDPOINTS = (".ts", ".js", ".mts", ".mjs")
ROUTES = (".astro", ".md", ".mdx", ".html", *ENDPOINTS)
# A string key of an object literal (the redirects' sources).
_JS_KEY = re.compile(r"""(['"`])((?:(?!\1)[^\\]|\\.)*)\1\s*:""")
_PARAM = re.compile(r"\[(\.\.\.)?([^\]/]+)\]")

Claim = tuple[str, str, str]


def claims(site: Path, generator: Generator, ours: Collection[str]) -> Iterator[Claim]:
    """(the user's file, the URL it is served or redirected at, how) of each route the
    site makes by code or plugin settings; ``ours``, comparekit's pages' URLs as compared."""
    name = generator.profile.name
    if name == "hugo":
        for adapter, paths in _adapters(site):
            for url in adapter_urls(site, generator, adapter, paths):
                yield adapter, url, 'its content adapter adds a page (its literal "path") at'
    elif name == "starlight":
        yield from _astro(site, generator, ours)
    elif name == "mkdocs":
        yield from _mkdocs_redirects(site, generator)


def unchecked(site: Path, generator: Generator, ours: Collection[str]) -> list[tuple[str, str]]:
    """(the user's file, why) for each route comparekit cannot tell the URL of that may be
    at one of ``ours``: a Hugo content adapter, an Astro dynamic route."""
    name = generator.profile.name
    found: list[tuple[str, str]] = []
    if name == "hugo":
        found = [
            (
                adapter,
                "a Hugo content adapter is a Go template comparekit cannot run: the "
                'pages it adds, but at a literal "path", are not checked against comparekit\'s',
            )
            for adapter, _ in _adapters(site)
        ]
    elif name == "starlight":
        for relative, text, route in _dynamic_routes(site):
            matched = [key for key in ours if _route_pattern(route).fullmatch(key)]
            if not all(_named(text, route, key) for key in matched):
                found.append(
                    (
                        relative,
                        "an Astro dynamic route comparekit cannot run may serve a page "
                        f"at the URL of one of comparekit's pages ({matched[0]}): not checked",
                    )
                )
    return found


def _adapters(site: Path) -> Iterator[tuple[str, list[str]]]:
    """Each content adapter of the site's (and its themes') content, with the literal paths
    of the pages it adds."""
    for folder in ["content", *theme_contents(site)]:
        for path in sorted((site / folder).rglob(ADAPTER)):
            relative = path.relative_to(site)
            text = _text(path)
            if text is None or any(part.startswith(".") for part in relative.parts):
                continue
            paths = [a or b for a, b in _ADAPTER_PATH.findall(text)]
            yield relative.as_posix(), [p for p in paths if p.strip("/")]


def _astro(site: Path, generator: Generator, ours: Collection[str]) -> Iterator[Claim]:
    config = generator.marker(site) or "astro.config.mjs"
    for source in _redirect_sources(_text(site / config) or ""):
        if "[" not in source:  # a dynamic redirect's sources are not known
            yield config, source, "its redirects (a page Astro writes) claim"
    for relative, route in _routes(site):
        if relative.endswith(ENDPOINTS) and "[" not in route:
            yield relative, route, "Astro serves the endpoint, by its file name, at"
    for relative, text, route in _dynamic_routes(site):
        for key in ours:
            if _route_pattern(route).fullmatch(key) and _named(text, route, key):
                how = "its getStaticPaths names each part of the URL, so Astro serves it at"
                yield relative, key, how


def _redirect_sources(text: str) -> list[str]:
    """The keys of the object after ``redirects:`` in an Astro configuration's text."""
    found = re.search(r"\bredirects\s*:\s*\{", text)
    if found is None:
        return []
    depth, start = 1, found.end()
    end = start
    while end < len(text) and depth:
        depth += {"{": 1, "}": -1}.get(text[end], 0)
        end += 1
    body = text[start:end]
    return [key for _, key in _JS_KEY.findall(body) if key.startswith("/")]


def _routes(site: Path) -> Iterator[tuple[str, str]]:
    """Each routed file of src/pages/ (none below a name starting with ``_``, which Astro
    leaves out) and its route: its path less its suffix and a final ``index``."""
    pages = site / "src/pages"
    for path in sorted(pages.rglob("*")):
        inside = path.relative_to(pages)
        if not path.is_file() or any(part.startswith(("_", ".")) for part in inside.parts):
            continue
        if not path.name.endswith(ROUTES):
            continue
        route = inside.as_posix().rsplit(".", 1)[0]  # index.html.ts is index.html's
        route = route.removesuffix("index.html").removesuffix("index").strip("/")
        yield path.relative_to(site).as_posix(), route


def _dynamic_routes(site: Path) -> Iterator[tuple[str, str, str]]:
    for relative, route in _routes(site):
        if _PARAM.search(route):
            yield relative, _text(site / relative) or "", route


def _route_pattern(route: str) -> re.Pattern[str]:
    """The URLs (as compared: lower case, no slashes at the ends) a dynamic route serves."""
    pattern, at = "", 0
    for param in _PARAM.finditer(route.lower()):
        pattern += re.escape(route.lower()[at : param.start()])
        name = re.sub(r"\W", "_", param.group(2))
        pattern += f"(?P<{name}>.*)" if param.group(1) else f"(?P<{name}>[^/]+)"
        at = param.end()
    return re.compile(pattern + re.escape(route.lower()[at:]))


def _named(text: str, route: str, key: str) -> bool:
    """Whether the route's text names each value its parameters take for ``key`` as a
    string literal."""
    found = _route_pattern(route).fullmatch(key)
    assert found is not None
    literals = {value.lower() for _, value in re.findall(r"""(['"`])([^'"`\n]*)\1""", text)}
    values = [value for value in found.groupdict().values() if value]
    return all(value in literals for value in values)


def _mkdocs_redirects(site: Path, generator: Generator) -> Iterator[Claim]:
    config_name = generator.marker(site) or "mkdocs.yml"
    try:
        config = read_mkdocs(site, config_name)
    except ConfigUnreadable:
        return  # refused by the generator's instructions first
    plugins = config.get("plugins")
    for plugin in plugins if isinstance(plugins, list) else []:
        options = plugin.get("redirects") if isinstance(plugin, dict) else None
        maps = options.get("redirect_maps") if isinstance(options, dict) else None
        for source in maps if isinstance(maps, dict) else {}:
            if isinstance(source, str):
                how = "its redirects plugin writes a redirect page, from"
                yield config_name, mkdocs_url(source), how


def mkdocs_url(doc: str) -> str:
    """A docs file's URL as compared (its path less its Markdown suffix and a final
    index or README: MkDocs serves x/index.md at x/).

    >>> mkdocs_url("en/x.md"), mkdocs_url("en/index.md"), mkdocs_url("en/x/README.md")
    ('en/x', 'en', 'en/x')
    """
    path = PurePosixPath(doc.strip("/"))
    if path.suffix in MKDOCS_SUFFIXES:
        path = path.with_suffix("")
    url = path.as_posix()
    for name in ("index", "README"):
        url = url.removesuffix(f"/{name}") if url != name else ""
    return url
