"""Makers and kept names counted: each vendor, hardware maker or hardware line the English
sources name (NVIDIA, Rebellions, Iluvatar, Ascend) named in the translation, none written
for another, none in Latin look-alikes of it (lluvatar for Iluvatar); and no acronym or
CamelCase name of the English (MIT, BSD) given the place of another one it names."""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Mapping

from comparekit.catalogs.findings import Finding, Terms
from comparekit.catalogs.invisible import ZERO_WIDTH
from comparekit.catalogs.look_alike_letters import read_as_latin

# The companies, hardware makers and hardware lines the English sources name (articles/*.yaml:
# the products' organisations and hardware facts, the comparisons' prose), and the makers a
# translation would write for them. None of the shipped translations drops one of these or
# names one fewer times while naming another more: a name lost is a claim lost.
VENDORS: tuple[str, ...] = (
    *("Adreno", "Alibaba", "AMD", "Ampere", "Anthropic", "Apple", "Ascend", "Atlas", "AWS"),
    *("Biren", "Blackwell", "Cambricon", "Cerebras", "CoreWeave", "DeepSeek", "Enflame"),
    *("Gaudi", "Google", "Graphcore", "Groq", "Hopper", "Huawei", "Hygon", "IBM", "Iluvatar"),
    *("Intel", "Lovelace", "Meta", "MetaX", "Microsoft", "Moonshot", "Moore Threads"),
    *("NVIDIA", "OpenAI", "Qualcomm", "Rebellions", "Red Hat", "SambaNova", "Spyre"),
    *("Tenstorrent", "Trainium", "Tsinghua", "Xeon"),
)
# A vendor written whole: not inside a longer word nor a model's name (DeepSeek-V4.1), but
# hyphened to a lowercase word it is the vendor named ("Ascend-only", "NVIDIA-tuned").
# (a name of two words with any space between them: "Moore\u00a0Threads" is the vendor)
_VENDOR = re.compile(
    r"(?<![A-Za-z0-9])("
    + "|".join(
        re.escape(name).replace(r"\ ", "[ \u00a0]")
        for name in sorted(VENDORS, key=len, reverse=True)
    )
    + r")(?![A-Za-z0-9]|-[A-Z0-9])"
)
_BLANK = " \t\n\u00a0\u3000" + ZERO_WIDTH
# Within Latin, the letters a reader cannot tell apart: I, l, 1 and |, O and 0.
_ONE_OF_EACH = str.maketrans("Il1|0", "iiiio")
_LATIN_WORD = re.compile(r"(?<![A-Za-z0-9|])[A-Za-z0-9|]*[A-Za-z][A-Za-z0-9|]*")


def _key(word: str) -> str:
    return word.translate(_ONE_OF_EACH).lower()


@functools.lru_cache(maxsize=4096)  # (each English string is read once, not once per locale)
def _vendors_of(english: str, products: re.Pattern[str]) -> Counter[str]:
    return _counted(english, products, {})


def vendors_named(english: str, terms: Terms) -> tuple[str, ...]:
    """The vendors ``english`` names outside a product's name, in the list's order."""
    return tuple(sorted(_vendors_of(english, terms.longest_first)))


def _counted(
    text: str, products: re.Pattern[str], otherwise: Mapping[str, tuple[str, ...]]
) -> Counter[str]:
    """How often ``text`` names each vendor outside a product's name ("NVIDIA Dynamo" names
    the product), or in the words the catalogs write it with (ファーウェイ)."""
    bare = products.sub(" ", text) if products.pattern else text
    counts: Counter[str] = Counter(name.replace("\u00a0", " ") for name in _VENDOR.findall(bare))
    for name, ways in otherwise.items():
        counts[name] += sum(text.count(way) for way in ways)
    return counts


def vendor_findings(
    english: str,
    translation: str,
    terms: Terms,
    otherwise: Mapping[str, tuple[str, ...]],
    reported: frozenset[str],
) -> list[Finding]:
    """Each vendor of the English the translation leaves out, writes in Latin look-alikes or
    names fewer times while naming another vendor more (``reported``: the names another
    finding already gives)."""
    expected = _vendors_of(english, terms.longest_first)
    if not expected:
        return []  # nearly every string: no vendor named
    if not translation.strip(_BLANK):
        return []  # a translation that shows nothing: the blank and invisible checks' finding
    # (read as a reader sees it: ＮＶＩＤＩＡ is the vendor disguised, which is reported as such)
    written = _counted(read_as_latin(translation), terms.longest_first, otherwise)
    lost = [name for name in expected if written[name] < expected[name] and name not in reported]
    if not lost:
        return []
    gained = [name for name in written if written[name] > expected[name]]
    findings = []
    for name in lost:
        if look_alikes := _look_alikes(name, translation):
            message = f"'{name}' is written in look-alike letters ({', '.join(look_alikes)}): "
            findings.append(Finding("protected-term", message + "type it as in the English"))
        elif gained:
            findings += [
                Finding(
                    "protected-term",
                    f"'{other}' is named where the English names '{name}' ({written[name]} "
                    f"for {expected[name]}): one vendor's name written for another's",
                )
                for other in gained
            ]
        elif not written[name]:
            message = f"'{name}' of the English is missing: a vendor the translation names"
            findings.append(Finding("protected-term", message + " as written"))
    return findings


def _singular(word: str) -> str:
    return word[:-1] if len(word) > 2 and word.endswith("s") and word[-2] != "s" else word


def _look_alikes(name: str, translation: str) -> list[str]:
    """The words of ``translation`` a reader takes for ``name``: the same letters but for
    I, l, 1, | or O, 0 (lluvatar, IBM as lBM)."""
    key = _key(name)
    return sorted(
        {word for word in _LATIN_WORD.findall(translation) if word != name and _key(word) == key}
    )


def replaced_names(
    english: str, translation: str, kept: tuple[str, ...], pattern: re.Pattern[str]
) -> list[Finding]:
    """Each acronym or CamelCase name of the English (``kept``) the translation names fewer
    times while naming another of them more ("MIT と MIT" for "MIT and BSD"): one name
    written in another's place, which the count of names alone does not show."""
    if len(kept) < 2:
        return []
    kept = tuple(_singular(name) for name in kept)  # (GPUs and GPU are one name)
    expected = Counter(_singular(found) for found in pattern.findall(english))
    written = Counter(_singular(found) for found in pattern.findall(translation))
    lost = [name for name in kept if written[name] < expected[name]]
    gained = [name for name in kept if written[name] > expected[name]]
    if not lost or not gained:
        return []
    return [
        Finding(
            "protected-term",
            f"'{other}' is named where the English names '{name}' ({written[name]} for "
            f"{expected[name]}): one name written for another's",
        )
        for name in lost
        for other in gained
    ]
