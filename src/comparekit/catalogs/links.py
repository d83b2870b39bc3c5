"""URLs: every URL of the English unchanged, and no address added that a reader could follow
or a site's Markdown would make a link of."""

from __future__ import annotations

import re
import unicodedata
from collections import Counter

from comparekit.catalogs.findings import Entry, Finding, shown
from comparekit.catalogs.look_alike_letters import looks_like

BARE_URL = re.compile(r"https?://[^\s)\]>]+")
# What a site's Markdown makes a link of without a scheme (GFM's and Goldmark's autolinks):
# a www. address and an e-mail address; and any other scheme's URL. Last, a host name
# without a scheme (evil.example, evil.example/login): no site links it, but a reader
# types it (a link's target, "](file.md)", is the markup check's). Only ASCII letters
# bound an address: CJK text runs straight on from one.
# Each alternative starts only where its first run of letters starts (the lookbehinds): a
# long run of letters is tried once, not once per letter (80,000 letters took 44 s).
LINKED_TEXT = re.compile(
    r"https?://[^\s)\]>]+|(?<![A-Za-z0-9+.-])[A-Za-z][A-Za-z0-9+.-]*:(?://|\?|[^\s)\]>]*@)"
    r"[^\s)\]>]*|(?<![A-Za-z0-9_.-])www\.[^\s)\]>]+"
    r"|(?<![A-Za-z0-9_.+-])[A-Za-z0-9_.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+"
    r"|(?<![A-Za-z0-9_.@+-])(?<!\]\()(?:[A-Za-z0-9-]+\.)+(?:[A-Za-z]{2,}|xn--[A-Za-z0-9-]+)"
    r"(?![A-Za-z0-9_-])(?:[/:][A-Za-z0-9._~:/?#@!$&'*+,;=%-]*)?"
)
# The schemes whose URL needs no "//" and whose page runs what it holds (data:text/html,…,
# javascript:…): a browser opens one typed in, and a link to one runs it. Looked for only
# where such a scheme's name stands, as LINKED_TEXT's walk costs the most.
RUNNING_URL = re.compile(r"(?<![A-Za-z0-9+.-])(?i:data|javascript|vbscript):[^\s)\]>]+")
_SCRIPT_SCHEME = re.compile(r"(?i:data|script):")
# A host name's sign, for the quick first test: a letter or digit, a dot, a letter.
_DOTTED = re.compile(r"[A-Za-z0-9-]\.[A-Za-z]")
# What ends a sentence after an address is no part of it (GFM's autolinks leave it out).
_TRAILING = ".,:;!?'\""


def check_urls(entry: Entry) -> list[Finding]:
    """Every URL of the English unchanged, and none added: no address, www. name, host name
    or e-mail address, in ASCII or in full-width letters (ｈｔｔｐｓ：／／), that a reader
    could follow or a site's Markdown would make a link of."""
    expected = _urls(entry.english) if "://" in entry.english else Counter()
    missing = expected - _urls(entry.translation) if expected else Counter()
    findings = [Finding("url", f"URL changed or missing: {url}") for url in sorted(missing)]
    # Full-width letters, slashes and dots read as the ASCII ones: compare as those.
    translation = _as_ascii(entry.translation)
    found = _addresses(translation, entry.translation) if _may_link(translation) else Counter()
    if found:
        added = found - _addresses(_as_ascii(entry.english), entry.english)
        findings += [
            Finding("url", f"URL the English does not have: {shown(url)}{_disguise(url, entry)}")
            for url in sorted(added)
            if not any(url in known for known in missing)  # reported as changed
            and url.lower() not in entry.terms.by_lowercase  # llama.cpp: a product, no host
        ]
    return findings + _defanged_and_titles(entry)


# An address written so no site links it but a reader still types it in: a dot in brackets
# or spelled (evil[.]com, evil(dot)com), a middle dot between lowercase labels (evil・example,
# evil‧example), a dot between spaces (evil . example) and an e-mail address without its
# domain's dot (user@evil).
_DEFANGED = re.compile(
    r"(?<![A-Za-z0-9-])[A-Za-z0-9-]+(?:(?:\[\.\]|\[dot\]|\(dot\)|\(\.\))[A-Za-z0-9-]+)+"
    r"|(?<![A-Za-z0-9-])[a-z0-9-]+(?:[・‧･][a-z0-9-]+)*[・‧･](?:com|net|org|io|dev|ai|app|co|example)"
    r"(?![A-Za-z0-9])|(?<![A-Za-z0-9-])[a-z0-9-]+(?: \. [a-z0-9-]+)* \. [a-z]{2,63}(?![A-Za-z0-9])"
    r"|(?<![A-Za-z0-9_.+-])[A-Za-z0-9_.+-]+@[A-Za-z0-9-]+(?![A-Za-z0-9.-])"
)
_DEFANG_SIGN = re.compile(r"\[\.\]|\[dot\]|\(dot\)|\(\.\)|[・‧･]|@| \. ")
# A link's title, which a reader sees on hovering: [text](url "title"). (The target ends
# at a bracket: read on from each "](" to the text's end, [a]([a]([a](… took seconds.)
_LINK_TITLE = re.compile(r"\]\([^)\s\[\]]*+\s+(\"[^\"]*\"|'[^']*'|\([^)]*\))\s*\)")


def _defanged_and_titles(entry: Entry) -> list[Finding]:
    """Warnings: an address the English does not have written so no site links it, and a
    link title the English's links do not have (a translated title is a title all the same:
    only more of them is new)."""
    findings = []
    translation = entry.translation
    if _DEFANG_SIGN.search(translation):
        added = Counter(_DEFANGED.findall(translation)) - Counter(_DEFANGED.findall(entry.english))
        findings += [
            Finding("url", f"address the English does not have: {shown(found)}", "warning")
            for found in sorted(added)
        ]
    if "](" in translation:
        titles = _LINK_TITLE.findall(translation)
        if len(titles) > len(_LINK_TITLE.findall(entry.english)):
            listed = ", ".join(shown(title) for title in titles)
            findings.append(
                Finding("url", f"link title the English does not have: {listed}", "warning")
            )
    return findings


def _urls(text: str) -> Counter[str]:
    # The English's "see https://example.com/docs." ends its sentence after the URL.
    return Counter(found.rstrip(_TRAILING) for found in BARE_URL.findall(text))


# A host name in letters of any script (пример.рф, 例え.テスト): browsers open these too.
# Only where a letter that is not ASCII stands beside its dot; ASCII ones are LINKED_TEXT's.
_WORLD_HOST = re.compile(
    r"(?<![\w.@-])(?:[^\W_][\w-]*\.)+[^\W\d_]{2,}(?![\w-])"
    # and an e-mail address at one (admin@例え.テスト), a mail client sends to it
    r"|(?<![A-Za-z0-9_.+-])[A-Za-z0-9_.+-]+@(?:[^\W_][\w-]*\.)+[^\W\d_]{2,}(?![\w-])"
)
# An ideographic full stop between the labels of a host (evil。example, github。com): what
# browsers take for a dot in an address typed in.
# (Not before a name that runs on with a dot of its own: "… README。llama.cpp は".)
_IDEOGRAPHIC_DOT = re.compile(r"(?<=[A-Za-z0-9])。(?=[a-z]{2,63}(?![A-Za-z0-9.]))")


def _addresses(text: str, written: str) -> Counter[str]:
    """The addresses of ``text`` (``written`` read by ``_as_ascii``); a host in letters of
    any script is looked for in ``written`` in compatibility forms only, where пример.рф
    is not half read as Latin."""
    found: Counter[str] = Counter()
    if _may_hold_address(text):
        found = Counter(address.rstrip(_TRAILING) for address in LINKED_TEXT.findall(text))
    if _runs(text):
        found += Counter(url.rstrip(_TRAILING) for url in RUNNING_URL.findall(text))
    if not written.isascii() and _DOT_LETTER.search(written):
        written = _compatible_as_ascii(written)
        # Its last label all in other letters: not llama.cpp는, a name with a particle.
        found += Counter(
            host for host in _WORLD_HOST.findall(written) if not _has_ascii(host.rsplit(".", 1)[-1])
        )
    return found


def _may_hold_address(text: str) -> bool:
    """Whether ``text`` has what one of ``LINKED_TEXT``'s alternatives needs: "//" (a URL),
    "@" (an address, a URL with a user), "www." or a host name's dot (``_DOTTED``). Most
    translations have none (a version's dot, a sentence's end): the walk is skipped."""
    return (
        "//" in text
        or "@" in text
        or ":?" in text
        or "www." in text
        or _DOTTED.search(text) is not None
    )


# What a host name in any script needs: a dot, then a letter (its last label's first).
_DOT_LETTER = re.compile(r"\.[^\W\d_]")


def _has_ascii(text: str) -> bool:
    return any(char.isascii() for char in text)


# The characters whose confusable skeleton (Unicode's confusables.txt, UTS #39) is "." or
# ":" and that NFKC leaves as they are: a reader sees evilꓸexample and https꞉//evil as the
# address they look like (Arabic-Indic zeros, the Syriac and Lisu dots, the one-dot leader,
# Vai's full stop, Kharoshthi's dot, the musical augmentation dot; the modifier-letter,
# Armenian, Hebrew, Syriac, Devanagari, Gujarati, runic, Mongolian and Lisu colons, the
# ratio sign and the two-dot punctuation).
_DOTS = "\u0660\u06f0\u0701\u0702\u2024\ua4f8\ua60e\U00010a50\U0001d16d"
_COLONS = (
    "\u02d0\u02f8\u0589\u05c3\u0703\u0704\u0903\u0a83\u16ec\u1803\u1809\u205a\u2236\ua4fd\ua789"
)
# A middle dot (U+00B7) or a word separator middle dot (U+2E31) between lowercase labels
# (evil·example): a dot to a reader. Not between names, where it joins them ("vLLM·SGLang").
_MIDDLE_DOT = re.compile("(?<=[a-z0-9])[\u00b7\u2e31](?=[a-z])")
_SIGNS_AS_ASCII = str.maketrans(dict.fromkeys(_DOTS, ".") | dict.fromkeys(_COLONS, ":"))
_LOOK_ALIKE_SIGN = re.compile(f"[{_DOTS}{_COLONS}]")


def _as_ascii(text: str) -> str:
    """``text`` as a reader reads an address in it: ``_compatible_as_ascii``, with letters
    of other scripts drawn like Latin ones (еvil, Cyrillic е) as those and look-alike dots
    and colons as ASCII."""
    if text.isascii():
        return text
    text = looks_like(_compatible_as_ascii(text))
    if "\u00b7" in text or "\u2e31" in text:
        text = _MIDDLE_DOT.sub(".", text)
    return text.translate(_SIGNS_AS_ASCII) if _LOOK_ALIKE_SIGN.search(text) else text


def _compatible_as_ascii(text: str) -> str:
    """``text`` with its compatibility characters (full-width Latin, ／, ．, ＠) as ASCII,
    and an ideographic full stop inside a host name as a dot."""
    if not unicodedata.is_normalized("NFKC", text):
        text = unicodedata.normalize("NFKC", text)
    return _IDEOGRAPHIC_DOT.sub(".", text) if "。" in text else text


def _disguise(url: str, entry: Entry) -> str:
    if url in entry.translation:
        return ""
    if url in _compatible_as_ascii(entry.translation):
        return " (written in full-width or ideographic characters)"
    return " (written in look-alike characters)"


def _may_link(text: str) -> bool:
    """Whether ``text`` has what every address ``LINKED_TEXT`` finds has (a quick first test:
    the pattern's walk over a long paragraph costs more than every other URL check)."""
    return "//" in text or "@" in text or "." in text or ":?" in text or _runs(text)


def _runs(text: str) -> bool:
    return ":" in text and _SCRIPT_SCHEME.search(text) is not None
