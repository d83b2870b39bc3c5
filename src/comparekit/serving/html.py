"""Published Markdown as HTML, block by block, with links between pages made URLs.

markdown-it-py in CommonMark mode with GFM tables: the same reading of the page that
``check`` holds every locale to. Raw HTML in a page is shown as text, never run: the
preview serves what translators wrote.
"""

from __future__ import annotations

import functools
from urllib.parse import quote

from markdown_it import MarkdownIt
from markdown_it.token import Token

from comparekit.rendering.sites import HUB

_MARKDOWN = MarkdownIt("commonmark", {"html": False}).enable("table")


def page_url(tag: str, key: str) -> str:
    """Where the preview serves a page: ``/ja/`` for the hub, ``/ja/<slug>/`` otherwise."""
    return f"/{quote(tag)}/" if key == HUB else f"/{quote(tag)}/{quote(key)}/"


def review_url(key: str, locales: list[str] | None = None) -> str:
    query = f"?locales={','.join(locales)}" if locales else ""
    return f"/review/{quote(key)}/{query}"


@functools.lru_cache(maxsize=512)
def _blocks(markdown: str, tag: str) -> tuple[str, ...]:
    tokens = _MARKDOWN.parse(markdown)
    for token in tokens:
        for child in token.children or ():
            if child.type == "link_open":
                _point_at_preview(child, tag)
    blocks = []
    start = depth = 0
    for index, token in enumerate(tokens):
        depth += token.nesting
        if depth == 0:  # a top-level block just closed, or stood alone (a rule, a fence)
            blocks.append(
                _MARKDOWN.renderer.render(tokens[start : index + 1], _MARKDOWN.options, {})
            )
            start = index + 1
    return tuple(blocks)


def html_blocks(markdown: str, tag: str) -> list[str]:
    """The HTML of each top-level block of a page of locale ``tag``."""
    return list(_blocks(markdown, tag))


def _point_at_preview(link: Token, tag: str) -> None:
    # The plain profile links pages as ``<slug>.md`` beside each other in a locale folder.
    href = str(link.attrGet("href") or "")
    if href.endswith(".md") and "/" not in href and ":" not in href:
        link.attrSet("href", page_url(tag, href.removesuffix(".md")))
