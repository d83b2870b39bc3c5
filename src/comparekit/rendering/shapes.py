"""The block structure of a rendered page, read by a real Markdown parser.

Two pages have the same shape when their signatures are equal: the same headings at the
same levels, paragraphs, lists with the same item counts, tables with the same rows and
cells, and the same link targets in the same order. Text is left out on purpose.
"""

from __future__ import annotations

import functools
import html
import re
from collections.abc import Callable

import cmarkgfm

from comparekit.errors import Problem
from comparekit.rendering.sites import HUB, SiteProfile

# cmark-gfm, GitHub's C implementation of CommonMark with its table extension: a page's
# shape is read for every page of every build, and it parses ~20x faster than a Python
# parser. Its HTML is regular (it escapes text and omits raw HTML), so tags read it exactly.
_BLOCK_TAGS = "h1|h2|h3|h4|h5|h6|p|ul|ol|li|blockquote|pre|hr|table|thead|tbody|tr|th|td"
_TAG = re.compile(
    rf'<(/?)({_BLOCK_TAGS}|input)\b[^>]*>|<a href="([^"]*)"|<!-- raw HTML omitted -->'
)
_FRONTMATTER = re.compile(r"\A---\n.*?\n---\n", re.DOTALL)


def block_signature(markdown: str) -> list[str]:
    """One entry per block opened and closed, plus one per link target and one per piece
    of raw HTML, in document order; a leading YAML frontmatter is skipped.

    >>> block_signature("# T\\n\\n- [a](x.md)\\n- b\\n")
    ['h1', '/h1', 'ul', 'li', 'link x.md', '/li', 'li', '/li', '/ul']
    """
    body = _FRONTMATTER.sub("", markdown, count=1)
    # The task-list extension too: GitHub, Hugo, Docusaurus and MkDocs make "- [ ] " a
    # checkbox (an ``input``), which a page of one locale must not gain.
    rendered = cmarkgfm.markdown_to_html_with_extensions(body, extensions=["table", "tasklist"])
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


Shape = tuple[str, str, bytes, tuple[str, ...]]  # locale, key, signature digest, internal links


def shape_problems(
    pages: list[Shape], site: SiteProfile, source_locale: str, body: Callable[[int], str]
) -> list[Problem]:
    """Broken links and shapes that differ from the source locale; ``body(i)`` gives the
    Markdown of page ``i``, read only to describe a difference."""
    english = {key: index for index, (tag, key, _, _) in enumerate(pages) if tag == source_locale}
    keys = {key for _, key, _, _ in pages}
    some_article = next((key for key in sorted(keys) if key != HUB), HUB)

    @functools.cache
    def valid_hrefs(from_hub: bool) -> frozenset[str]:
        # A profile's links depend on the page they start from only through whether it is
        # the hub (a URL-style profile links up from articles): two sets serve every page.
        # Links are recorded with their locale taken out, so one locale's set serves all.
        origin = HUB if from_hub else some_article
        return frozenset(
            site.neutral_href(site.href(origin, key, source_locale), source_locale) for key in keys
        )

    problems = []
    for index, (tag, key, shape, links) in enumerate(pages):
        label = f"{tag}/{key}.md"  # the same whatever the site profile
        if tag != source_locale and shape != pages[english[key]][2]:
            difference = first_difference(
                block_signature(body(english[key])), block_signature(body(index))
            )
            problems.append(
                Problem(
                    label,
                    None,
                    None,
                    "structure",
                    f"the page's shape differs from {source_locale}: {difference}",
                    hint="a translation added or removed Markdown (a list marker, a blank line, "
                    "a link, a table pipe); find it with `comparekit check`",
                )
            )
        valid = valid_hrefs(key == HUB)
        problems.extend(
            Problem(
                label,
                None,
                None,
                "broken-link",
                f"link to '{href}' lands on no page",
                hint="link to other comparisons through `next:`, not by hand",
            )
            for href in links
            if href.split("#")[0] not in valid
        )
    return problems
