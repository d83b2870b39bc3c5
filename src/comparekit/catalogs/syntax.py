"""What of Markdown's syntax a translation has that its English has not.

A translation changes words, never the shape (DESIGN, principle 1). The markup checker
compares the links, code spans and emphasis a parser finds; this module finds what it
cannot: a character that opens syntax only together with text beside it on the page
(an unpaired ``*``, a ``]`` that closes a link the template opens, a backslash that eats
the template's next character), and a translation that, standing where a paragraph
starts, would begin a heading, a list, a quote, a code block or a link definition.

>>> added_signs("Alpha is an engine.", "[ja] Alpha is an engine*](evil.md)")
['*', '](', '[ ] unpaired']
>>> block_change("Alpha is an engine.", "> Alpha is an engine.")
'a blockquote'
>>> block_change("Alpha is an engine.", "Alpha # 1") is None
True
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from markdown_it import MarkdownIt

# Characters that are Markdown or HTML syntax wherever they stand: emphasis, code, strike-
# through, escapes, HTML (a ``<`` before a letter, ``/``, ``!`` or ``?``: "< 10 ms" is text)
# and table cells; and the brackets where they make a link, an image,
# a reference or a footnote, and the double brackets of a wiki link (``[[page]]``, which
# some Markdown plugins link). Text never needs more of them than the English has; CJK text
# has its own brackets and dashes (「」［］〜). A bracketed word alone, ``[ja]``, is text.
SIGNS = re.compile(r"[*_`~\\|]|<(?=[A-Za-z/!?])|\]\(|\]\[|\]:|!\[|\[\^|\[\[")
_SIGN_START = re.compile(r"[*_`~\\<|\[\]]")


# What a paragraph may start with and become something else: an ATX heading, a list item,
# a quote, a thematic break, a fenced or indented code block, a table, HTML, a link
# reference definition.
_BLOCK_START = re.compile(r"^(?: {4}|\t| {0,3}(?:[#>*+\-=_|~`<\[]|\d{1,9}[.)]))")


def added_signs(english: str, translation: str) -> list[str]:
    """The syntax of ``translation`` beyond that of ``english``, sorted."""
    if not _SIGN_START.search(translation):
        return []
    extra = Counter(SIGNS.findall(translation)) - Counter(SIGNS.findall(english))
    if "~" in extra and all(line.count("~") < 2 for line in translation.split("\n")):
        # a lone tilde strikes nothing: 5~10ms, the Korean range (two on a line pair up:
        # "5~10ms, 10~20ms" strikes "10ms, 10" in GFM)
        del extra["~"]
    signs = sorted(extra)
    # A bracket left open or closed alone pairs with one the template writes beside it.
    if _unpaired(translation) != _unpaired(english):
        signs.append("[ ] unpaired")
    return signs


def _unpaired(text: str) -> int:
    return text.count("[") - text.count("]")


def block_change(english: str, translation: str) -> str | None:
    """What block ``translation`` would open at the start of a line where ``english`` is a
    paragraph (``'a heading'``), or None if it opens the same blocks as the English."""
    if not _BLOCK_START.match(translation):
        return None
    expected, found = _blocks(english), _blocks(translation)
    if expected == found:
        return None
    if not found:
        return "a link reference definition, and shows nothing"
    kinds = [kind for kind in found if kind not in expected] or list(found)
    return _BLOCK_NAMES.get(kinds[0], kinds[0])


_BLOCK_NAMES = {
    "heading": "a heading",
    "bullet_list": "a list",
    "ordered_list": "a numbered list",
    "blockquote": "a blockquote",
    "hr": "a horizontal rule",
    "code_block": "an indented code block",
    "fence": "a fenced code block",
    "html_block": "an HTML block",
    "table": "a table",
}


@functools.lru_cache(maxsize=4096)
def _blocks(text: str) -> tuple[str, ...]:
    return tuple(
        token.type.removesuffix("_open")
        for token in _block_parser().parse(text)
        if token.nesting >= 0 and token.type != "inline"
    )


@functools.cache
def _block_parser() -> MarkdownIt:
    from markdown_it import MarkdownIt

    # The GFM table rule too: Hugo, Docusaurus and MkDocs all read pipe tables. Blocks
    # only: the inline rules add nothing a block's type needs, and cost most of a parse
    # (their link search takes time as the square of a run of "[").
    return MarkdownIt("commonmark").enable("table").disable("inline")
