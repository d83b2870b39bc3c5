"""The block structure of a rendered page, read by a real Markdown parser.

Two pages have the same shape when their signatures are equal: the same headings at the
same levels, paragraphs, lists with the same item counts, tables with the same rows and
cells, and the same link targets in the same order. Text is left out on purpose.
"""

from __future__ import annotations

import html
import re

import cmarkgfm

# cmark-gfm, GitHub's C implementation of CommonMark with its table extension: a page's
# shape is read for every page of every build, and it parses ~20x faster than a Python
# parser. Its HTML is regular (it escapes text and omits raw HTML), so tags read it exactly.
_BLOCK_TAGS = "h1|h2|h3|h4|h5|h6|p|ul|ol|li|blockquote|pre|hr|table|thead|tbody|tr|th|td"
_TAG = re.compile(rf'<(/?)({_BLOCK_TAGS})\b[^>]*>|<a href="([^"]*)"|<!-- raw HTML omitted -->')
_FRONTMATTER = re.compile(r"\A---\n.*?\n---\n", re.DOTALL)


def block_signature(markdown: str) -> list[str]:
    """One entry per block opened and closed, plus one per link target and one per piece
    of raw HTML, in document order; a leading YAML frontmatter is skipped.

    >>> block_signature("# T\\n\\n- [a](x.md)\\n- b\\n")
    ['h1', '/h1', 'ul', 'li', 'link x.md', '/li', 'li', '/li', '/ul']
    """
    body = _FRONTMATTER.sub("", markdown, count=1)
    rendered = cmarkgfm.markdown_to_html_with_extensions(body, extensions=["table"])
    signature = []
    for match in _TAG.finditer(rendered):
        closing, tag, href = match.groups()
        if tag:
            signature.append(closing + tag)
        elif href is not None:
            signature.append(f"link {html.unescape(href)}")
        else:
            signature.append("html")
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
