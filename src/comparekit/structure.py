"""The block structure of a rendered page, read by a real Markdown parser.

Two pages have the same shape when their signatures are equal: the same headings at the
same levels, paragraphs, lists with the same item counts, tables with the same rows and
cells, and the same link targets in the same order. Text is left out on purpose.
"""

from __future__ import annotations

from markdown_it import MarkdownIt
from mdit_py_plugins.front_matter import front_matter_plugin

_PARSER = MarkdownIt("commonmark").enable("table").use(front_matter_plugin)


def block_signature(markdown: str) -> list[str]:
    """One entry per block token, plus one per link target, in document order.

    >>> block_signature("# T\\n\\n- [a](x.md)\\n- b\\n")
    ['h1', 'ul', 'li', 'p', 'link x.md', '/p', '/li', 'li', 'p', '/p', '/li', '/ul']
    """
    signature: list[str] = []
    for token in _PARSER.parse(markdown):
        if token.type == "inline":
            signature.extend(
                f"link {child.attrs.get('href', '')}"
                for child in token.children or []
                if child.type == "link_open"
            )
        elif token.type == "front_matter":
            continue
        elif token.nesting == 1:
            signature.append(token.tag)
        elif token.nesting == -1 and token.tag not in ("h1", "h2", "h3", "h4", "h5", "h6"):
            signature.append(f"/{token.tag}")
        elif token.nesting == 0:
            signature.append(token.type)
    return signature


def first_difference(expected: list[str], actual: list[str]) -> str:
    """A short description of where two signatures part ways."""
    for index, (left, right) in enumerate(zip(expected, actual, strict=False)):
        if left != right:
            return f"block {index + 1}: expected {left!r}, found {right!r}"
    return f"expected {len(expected)} blocks, found {len(actual)}"


def relative_links(markdown: str) -> list[str]:
    """Link targets that point inside the site (not absolute URLs, anchors or mail)."""
    return internal_links(block_signature(markdown))


def internal_links(signature: list[str]) -> list[str]:
    """The internal link targets recorded in a page's signature."""
    hrefs = (entry.removeprefix("link ") for entry in signature if entry.startswith("link "))
    return [h for h in hrefs if h and "://" not in h and not h.startswith(("#", "mailto:"))]
