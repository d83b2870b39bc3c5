"""URLs: every URL of the English unchanged, and no address added that a reader could follow
or a site's Markdown would make a link of."""

from __future__ import annotations

import re
from collections import Counter

from comparekit.catalogs.findings import Entry, Finding, shown

BARE_URL = re.compile(r"https?://[^\s)\]>]+")
# What a site's Markdown makes a link of without a scheme (GFM's and Goldmark's autolinks):
# a www. address and an e-mail address; and any other scheme's URL.
# Each alternative starts only where its first run of letters starts (the lookbehinds): a
# long run of letters is tried once, not once per letter (80,000 letters took 44 s).
LINKED_TEXT = re.compile(
    r"https?://[^\s)\]>]+|(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]*:(?://|[^\s)\]>]*@)"
    r"[^\s)\]>]*|\bwww\.[^\s)\]>]+|(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
)


def check_urls(entry: Entry) -> list[Finding]:
    """Every URL of the English unchanged, and none added: no address, www. name or e-mail
    address that a site's Markdown would make a link of."""
    expected = BARE_URL.findall(entry.english) if "://" in entry.english else []
    missing = (
        Counter(expected) - Counter(BARE_URL.findall(entry.translation)) if expected else Counter()
    )
    findings = [Finding("url", f"URL changed or missing: {url}") for url in sorted(missing)]
    if _may_link(entry.translation) and LINKED_TEXT.search(entry.translation):
        added = Counter(LINKED_TEXT.findall(entry.translation)) - Counter(
            LINKED_TEXT.findall(entry.english)
        )
        findings += [
            Finding("url", f"URL the English does not have: {shown(url)}")
            for url in sorted(added)
            if not any(url in known for known in missing)  # reported as changed
        ]
    return findings


def _may_link(text: str) -> bool:
    """Whether ``text`` has what every address ``LINKED_TEXT`` finds has (a quick first test:
    the pattern's walk over a long paragraph costs more than every other URL check)."""
    return "//" in text or "@" in text or "www." in text or "WWW." in text
