"""Whether a file of a site is comparekit's by what it holds, not by what the manifest says.

The manifest is a file of the user's site: a bad merge, a copy from another site or a
hostile change can make it name any file with that file's true digest. So before
``build --into`` replaces or removes a file, the file itself must carry comparekit's mark:
a page its ``comparekit`` front matter key naming the page's own source (``MARK`` in
``rendering.sites``), a file of the generator's its first line (``OWN_MARK`` in
``publishing.sitefiles``). The file is read as data only: a YAML front matter with a safe
loader, never more than MARK_LIMIT bytes; a file larger, not UTF-8 or not YAML is not
comparekit's.
"""

from __future__ import annotations

from pathlib import Path

import yaml

from comparekit.ownership import read_regular
from comparekit.rendering.sites import SiteProfile

# Far above any page comparekit writes (a hub of a thousand comparisons is a few hundred KB).
MARK_LIMIT = 8 << 20
_FENCE = "---"


def page_marked(path: Path, profile: SiteProfile, source: str) -> bool:
    """Whether the page at ``path`` carries the mark of the page made from ``source``.

    >>> import tempfile
    >>> from comparekit.rendering.sites import MkDocsProfile
    >>> page = Path(tempfile.mkdtemp(), "p.md")
    >>> _ = page.write_text("---\\ntitle: T\\ncomparekit: hub.yaml\\n---\\nText\\n")
    >>> page_marked(page, MkDocsProfile(("en",)), "hub.yaml")
    True
    >>> page_marked(page, MkDocsProfile(("en",)), "comparisons/a-vs-b.yaml")
    False
    """
    matter = front_matter(path)
    return matter is not None and profile.mark_in(matter) == source


def front_matter(path: Path) -> dict[str, object] | None:
    """The YAML front matter of the file at ``path`` as data, or None when it has none (or
    is not a regular file, is too large, is not UTF-8, is not YAML, is not a mapping)."""
    data = read_regular(path, MARK_LIMIT + 1)
    if data is None or len(data) > MARK_LIMIT:
        return None
    try:
        lines = data.decode("utf-8").splitlines()
    except UnicodeDecodeError:
        return None
    if not lines or lines[0].rstrip() != _FENCE:
        return None
    end = next((i for i, line in enumerate(lines[1:], 1) if line.rstrip() == _FENCE), None)
    if end is None:
        return None
    try:
        matter = yaml.safe_load("\n".join(lines[1:end]))
    except (yaml.YAMLError, RecursionError):
        return None
    return matter if isinstance(matter, dict) else None


def own_file_marked(path: Path, written: bytes) -> bool:
    """Whether the file at ``path`` starts with the first line (its mark) of ``written``,
    the file comparekit writes there."""
    mark = written.split(b"\n", 1)[0] + b"\n"
    data = read_regular(path, len(mark))
    return data == mark
