"""What each generator needs of a site comparekit publishes into, besides the pages.

The file that shows a folder is the generator's site; the files comparekit adds of its own
(a configuration file the generator reads beside the user's, a partial, an include); the
edits a user makes to files of theirs that comparekit never edits (``hugo.toml``,
``_config.yml``, ``docusaurus.config.js``, ``astro.config.mjs``, ``mkdocs.yml``, a theme's
templates), checked on every run; and the user's files that would be served at the URL of
one of its pages.
The user's files are only read, as data (TOML, YAML, text), never run.

A file of comparekit's own (``own_files``) starts with a line of its own, OWN_MARK in a
comment of the file's syntax, and ``build --into`` replaces one only when it starts so: its
names are names a user's file may have (``config/_default/hugo.toml`` is Hugo's own way to
split a configuration, and anyone may make a partial named like comparekit's), so only what
the file holds shows it is comparekit's, never the manifest alone. The line never changes
from one version to the next; a file written before it existed is refused, as a user's.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any, ClassVar

import yaml

from comparekit.ownership import read_regular
from comparekit.rendering.sites import SiteProfile

# Generous for a configuration file or a layout; anything larger is not read.
READ_LIMIT = 1 << 20
# The files generators turn into pages: a user's file with one of these beside a page of
# comparekit's, with the same name, is served at the same URL. Each generator has its own
# list (Generator.page_suffixes); this one is every generator's together.
PAGE_SUFFIXES = (".md", ".mdx", ".markdown", ".mdoc", ".html")
# Hugo's content formats: Markdown, HTML, Emacs Org, AsciiDoc, Pandoc, reStructuredText.
HUGO_SUFFIXES = (
    *(".md", ".markdown", ".mdown", ".html", ".htm", ".org"),
    *(".adoc", ".asciidoc", ".ad", ".pandoc", ".pdc", ".rst"),
)
# Jekyll's default markdown_ext ("markdown,mkdown,mkdn,mkd,md"), and HTML pages.
JEKYLL_SUFFIXES = (".md", ".markdown", ".mkdown", ".mkdn", ".mkd", ".html")
# MkDocs' Markdown suffixes (mkdocs.utils.markdown_extensions).
MKDOCS_SUFFIXES = (".md", ".markdown", ".mdown", ".mkdn", ".mkd")
DOCUSAURUS_SUFFIXES = (".md", ".mdx")
# The files Docusaurus's pages plugin serves from src/pages/ as pages.
DOCUSAURUS_PAGES = (".js", ".jsx", ".ts", ".tsx", ".md", ".mdx")
STARLIGHT_SUFFIXES = (".md", ".mdx", ".mdoc")
# The files Astro serves from src/pages/ as pages.
ASTRO_PAGES = (".astro", ".md", ".mdx", ".html")
# The first line of every file of comparekit's own, in a comment of its syntax.
OWN_MARK = "Written by comparekit build --into: edit the comparekit project, not this file."


@dataclass(frozen=True)
class Instruction:
    """An edit a user makes to a file of theirs (lines to add, a line to replace, the file
    to remove), and whether the site has it already."""

    file: str  # relative to the site, or where to look, as the user should read it
    why: str  # what to do, after the verb, as the user reads it
    lines: str  # what goes into the file ("" for a removal)
    present: bool
    verb: str = "add"  # "add", "replace" (``why`` names the text replaced) or "remove"


class ConfigUnreadable(ValueError):
    """A configuration file of the site's that cannot be read as data (not YAML, nested
    too deep): ``build --into`` refuses the site before it writes anything."""

    def __init__(self, file: str, reason: str) -> None:
        super().__init__(f"{file}: {reason}")
        self.file, self.reason = file, reason


class ConfigClash(ValueError):
    """The site sets where the generator finds its pages itself, where comparekit's pages
    would not be read or would hide the user's: comparekit refuses to publish."""

    def __init__(self, file: str, reason: str, hint: str) -> None:
        super().__init__(f"{file}: {reason}")
        self.file, self.reason, self.hint = file, reason, hint


class Generator:
    """A site of one generator, as ``build --into`` sees it."""

    markers: ClassVar[tuple[str, ...]] = ()  # one of these shows the folder is its site
    title: ClassVar[str] = ""
    page_suffixes: ClassVar[tuple[str, ...]] = PAGE_SUFFIXES  # the files it makes pages of

    def __init__(self, profile: SiteProfile, site: Path | None = None) -> None:
        self.profile = profile
        # The site published into: its settings move URLs (MkDocs' use_directory_urls,
        # Docusaurus's routeBasePath); None takes the generator's defaults.
        self.site = site

    def own_files(self) -> dict[str, bytes]:
        """Files comparekit writes into the site besides the pages, by relative path, each
        starting with OWN_MARK's line."""
        return {}

    def instructions(self, site: Path) -> list[Instruction]:
        return []

    def site_files(self, site: Path) -> dict[str, bytes]:
        """The files of ``own_files`` this site gets (one that would change how the
        generator reads the site's own files is left out, its lines an instruction)."""
        return self.own_files()

    def same_url(self, page: str) -> list[str]:
        """The paths of the site that a generator would serve at the URL of ``page`` (a path
        differing only in letter case is one too, found beside these by ``build --into``)."""
        path = PurePosixPath(page)
        return [str(path.with_suffix(s)) for s in self.page_suffixes if s != path.suffix]

    def marker(self, site: Path) -> str | None:
        return next((name for name in self.markers if (site / name).exists()), None)


def in_folder(page: str, names: Sequence[str], suffixes: Sequence[str]) -> list[str]:
    """The pages named ``names`` in a folder named as ``page`` is, beside it: the pages a
    generator serves at the folder's URL, which is ``page``'s.

    >>> in_folder("docs/x.md", ["index"], [".md"])
    ['docs/x/index.md']
    """
    path = PurePosixPath(page)
    folder = path.with_suffix("")
    return [str(folder / f"{name}{suffix}") for name in names for suffix in suffixes]


def _js_value(key: str, value: str) -> re.Pattern[str]:
    return re.compile(rf"""\b{key}['"]?\s*:\s*['"]{re.escape(value)}['"]""")


def _text(path: Path) -> str | None:
    """A user's file as text, if it is a regular file (never through a link)."""
    data = read_regular(path, READ_LIMIT)
    return data.decode("utf-8", "replace") if data is not None else None


def _texts(site: Path, patterns: list[str], own: str) -> list[str]:
    """The text of the site's files matching ``patterns``, but those below ``own``."""
    found = []
    for path in _matching(site, patterns):
        if not path.relative_to(site).as_posix().startswith(own):
            text = _text(path)
            if text is not None:
                found.append(text)
    return found


def _matching(site: Path, patterns: list[str]) -> Iterator[Path]:
    for pattern in patterns:
        yield from sorted(site.glob(pattern))


def _list(value: object) -> list[object]:
    return value if isinstance(value, list) else []


def _strings(values: Iterable[object]) -> list[str]:
    """The text items among a user's YAML values: lists, mappings or numbers where a name
    was expected are none of them."""
    return [value for value in values if isinstance(value, str)]


class _DataOnly(yaml.SafeLoader):
    """YAML as data: a tag (mkdocs.yml's ``!!python/name:…``, ``!ENV``) is read as the
    plain value it tags, never constructed."""


def _plain(loader: yaml.SafeLoader, suffix: str, node: yaml.Node) -> Any:
    if isinstance(node, yaml.MappingNode):
        return loader.construct_mapping(node)
    if isinstance(node, yaml.SequenceNode):
        return loader.construct_sequence(node)
    assert isinstance(node, yaml.ScalarNode)
    return loader.construct_scalar(node)


_DataOnly.add_multi_constructor("", _plain)


# A date is read as the text it is written as: a configuration's data, not Python's (an
# impossible 2024-13-45 is no crash).
def _date_text(loader: yaml.SafeLoader, node: yaml.Node) -> Any:
    return _plain(loader, "", node)


_DataOnly.add_constructor("tag:yaml.org,2002:timestamp", _date_text)


def read_yaml(path: Path, file: str) -> dict[str, Any]:
    """A user's YAML configuration as data, or {} when it is not a mapping (its instruction
    then shows as missing); raises ConfigUnreadable, naming ``file``, when it is not YAML
    or is nested too deep to read."""
    text = _text(path)
    try:
        data = yaml.load(text or "", Loader=_DataOnly)  # a SafeLoader: tags are never constructed
    except yaml.YAMLError as fault:
        raise ConfigUnreadable(file, f"not YAML: {str(fault).splitlines()[0]}") from None
    except RecursionError:
        raise ConfigUnreadable(file, "nested too deep to read") from None
    return data if isinstance(data, dict) else {}
