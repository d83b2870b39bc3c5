"""The front matter of a site's page as its generator reads it, as data.

Hugo skips a UTF-8 byte order mark, reads YAML between ``---`` lines, TOML between ``+++``
and a JSON object at the file's start, and takes keys whatever their letter case (``Slug:``
is the slug). Jekyll reads YAML between ``---`` and ``---`` (or ``...``) only at the file's
very first byte (after a byte order mark, the file is copied as it is) and keys as written.
Docusaurus (gray-matter) skips a byte order mark and reads YAML; Astro (Starlight) skips a
byte order mark and blank lines, and reads YAML or TOML; both take keys as written. Only
the first MATTER_LIMIT bytes are read, with a safe loader; a block that is not data, is
nested too deep, or is not closed within them is read as none.

Imported by ``siteclaims`` and ``hugoclaims`` only.
"""

from __future__ import annotations

import json
import re
import tomllib
from collections.abc import Mapping
from pathlib import Path

import yaml

from comparekit.ownership import read_regular

# Far above any front matter; a block not closed within it is not read.
MATTER_LIMIT = 64 << 10
_BOM = "\ufeff"
# libyaml's loader where there is one (safe, and many times faster), else PyYAML's.
_LOADER: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def read_matter(path: Path, generator: str, keys: tuple[str, ...]) -> dict[str, object]:
    """The front matter of the page at ``path`` as ``generator`` reads it ({} when it has
    none or it cannot be read); a block that names none of ``keys`` is not parsed, and
    read as none (a site's thousands of pages mostly name no URL).

    >>> import tempfile
    >>> page = Path(tempfile.mkdtemp(), "p.md")
    >>> _ = page.write_text('\\ufeff{"Slug": "x"}\\nText\\n')
    >>> read_matter(page, "hugo", ("slug",)), read_matter(page, "docusaurus", ("slug",))
    ({'slug': 'x'}, {})
    """
    data = read_regular(path, MATTER_LIMIT)
    if data is None:
        return {}
    text = data.decode("utf-8", "replace")
    if generator != "jekyll":
        text = text.removeprefix(_BOM)
    if generator == "starlight":
        text = text.lstrip(" \t\r\n")
    if generator == "hugo" and text.startswith("{"):
        found = _json(text) if _mentions(text, keys) else None
    else:
        found = _fenced(text, generator, keys)
    if not isinstance(found, dict):
        return {}
    if generator == "hugo":
        return {str(key).lower(): value for key, value in found.items()}
    return found


def _mentions(block: str, keys: tuple[str, ...]) -> bool:
    """Whether ``block`` may hold one of ``keys``: it names one in some letter case, or
    holds an escape that could spell one."""
    lowered = block.lower()
    return "\\" in block or any(key in lowered for key in keys)


def _fenced(text: str, generator: str, keys: tuple[str, ...]) -> object:
    """The block between a first line of ``---`` (or ``+++``, TOML) and its closing line."""
    lines = text.splitlines()
    fence = lines[0].rstrip() if lines else ""
    toml = generator in ("hugo", "starlight")
    if fence not in ("---", "+++") or (fence == "+++" and not toml):
        return None
    ends = (fence, "...") if generator == "jekyll" else (fence,)
    end = next((i for i, line in enumerate(lines[1:], 1) if line.rstrip() in ends), None)
    if end is None:
        return None
    block = "\n".join(lines[1:end])
    if not _mentions(block, keys):
        return None
    try:
        return tomllib.loads(block) if fence == "+++" else yaml.load(block, Loader=_LOADER)
    except (yaml.YAMLError, tomllib.TOMLDecodeError, RecursionError, ValueError):
        return None


def _json(text: str) -> object:
    """Hugo's JSON front matter: the object the file starts with."""
    try:
        return json.JSONDecoder().raw_decode(text)[0]
    except (ValueError, RecursionError):
        return None


def strings_of(value: object) -> list[str]:
    """A front matter value that is a string or a list of them, as a list (slug, aliases,
    categories): anything else gives none."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, list):
        return [item for item in value if isinstance(item, str)]
    return []


def expand_tokens(
    pattern: str, token: re.Pattern[str], values: Mapping[str, str | None]
) -> str | None:
    """``pattern`` (a permalink such as ``/:section/:slug/``) with each ``token`` replaced
    by its value; None if it names a token ``values`` does not know or has no value for."""
    unknown = False

    def value(match: re.Match[str]) -> str:
        nonlocal unknown
        found = values.get(match.group(1))
        unknown = unknown or found is None
        return found or ""

    expanded = token.sub(value, pattern)
    return None if unknown else expanded
