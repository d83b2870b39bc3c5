"""The front matter of a site's page as the generators read it, as data.

Every generator skips a UTF-8 byte order mark before the front matter; Hugo reads YAML
between ``---`` lines, TOML between ``+++`` and a JSON object at the file's start, and
takes its keys whatever their letter case (``Slug:`` is the slug); Jekyll (which also
ends a block with ``...``), Docusaurus and Starlight read YAML, and their keys as written.
Only the first MATTER_LIMIT bytes are read, with a safe loader; a block that is not data,
is nested too deep, or is not closed within them is read as none.

Imported by ``siteclaims`` and ``hugoclaims`` only.
"""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import yaml

from comparekit.ownership import read_regular

# Far above any front matter; a block not closed within it is not read.
MATTER_LIMIT = 64 << 10
_BOM = "\ufeff"


def read_matter(path: Path, hugo: bool = False) -> dict[str, object]:
    """The front matter of the page at ``path`` ({} when it has none or it cannot be read);
    with ``hugo``, Hugo's formats too and every key in lower case.

    >>> import tempfile
    >>> page = Path(tempfile.mkdtemp(), "p.md")
    >>> _ = page.write_text('\\ufeff{"Slug": "x"}\\nText\\n')
    >>> read_matter(page, hugo=True), read_matter(page)
    ({'slug': 'x'}, {})
    """
    data = read_regular(path, MATTER_LIMIT)
    if data is None:
        return {}
    text = data.decode("utf-8", "replace").removeprefix(_BOM)
    found = _json(text) if hugo and text.startswith("{") else _fenced(text, hugo)
    if not isinstance(found, dict):
        return {}
    return {str(key).lower(): value for key, value in found.items()} if hugo else found


def _fenced(text: str, hugo: bool) -> object:
    """The block between a first line of ``---`` (or Hugo's ``+++``) and its closing line."""
    lines = text.splitlines()
    fence = lines[0].rstrip() if lines else ""
    if fence not in ("---", "+++") or (fence == "+++" and not hugo):
        return None
    # Jekyll (and YAML itself) end a document with "..." as well.
    ends = (fence,) if hugo else (fence, "...")
    end = next((i for i, line in enumerate(lines[1:], 1) if line.rstrip() in ends), None)
    if end is None:
        return None
    block = "\n".join(lines[1:end])
    try:
        return tomllib.loads(block) if fence == "+++" else yaml.safe_load(block)
    except (yaml.YAMLError, tomllib.TOMLDecodeError, RecursionError, ValueError):
        return None


def _json(text: str) -> object:
    """Hugo's JSON front matter: the object the file starts with."""
    try:
        return json.JSONDecoder().raw_decode(text)[0]
    except (ValueError, RecursionError):
        return None
