"""A list of names kept as the English lists them: "Blackwell, Hopper, Ada Lovelace, Ampere"
with Volta added, or with チューリング, 華為昇騰 or "and many others" (等, 외) added, names
a product, vendor or generation the source does not, or makes a closed list open. Read only
where the English is nothing but a short list of names; prose may spell out what a list has
no room for (Hopper より古い GPU for "older GPUs"). Imports the entry it reads and the
reader of look-alike letters.
"""

from __future__ import annotations

import re

from comparekit.catalogs.findings import Entry, Finding
from comparekit.catalogs.look_alike_letters import read_as_latin

# An English that is only a list of names ("NVIDIA, AMD ROCm, Google TPU, x86 CPU";
# "NVIDIA only: Blackwell, Hopper, Ampere"): two or more short items, each with a capital
# or a digit.
_LIST_SEPARATOR = re.compile(r"\s*[,;:]\s*|\s+(?:and|or)\s+")
_LIST_ITEM = re.compile(r"[^\s]*[A-Z0-9][^\s]*(?:\s+\S+){0,3}")
_LATIN_NAME = re.compile(r"(?<![A-Za-z0-9])[A-Za-z][A-Za-z0-9.+-]*[A-Za-z0-9+]|(?<![A-Za-z])[A-Z]")


def added_to_list(entry: Entry) -> list[Finding]:
    """Each Latin name the translation adds to an English that is only a list of names
    (Volta added to "Blackwell, Hopper, Ada Lovelace, Ampere"): the list names a product,
    vendor or generation the source does not. An error: a list has no room for what prose
    may spell out (Hopper より古い GPU for "older GPUs")."""
    english = entry.english.strip().rstrip(".")
    items = [item for item in _LIST_SEPARATOR.split(english) if item]
    if len(items) < 2 or not english.isascii():
        return []
    if not all(_LIST_ITEM.fullmatch(item) for item in items):
        return []
    # (each part of "OpenAI-compatible" and "wide-EP", and "GPUs" as GPU)
    words = {part.lower() for part in re.findall(r"[A-Za-z0-9.+]+", english)}
    words |= {word[:-1] for word in words if word.endswith("s")}
    allowed = {word.lower() for name in entry.compared or () for word in _LATIN_NAME.findall(name)}
    added = sorted(
        {
            name
            for name in _LATIN_NAME.findall(read_as_latin(entry.translation))
            if any(letter.isupper() for letter in name)
            and name.lower() not in allowed
            and not all(part.lower() in words for part in re.findall(r"[A-Za-z0-9.+]+", name))
        }
    )
    if added and len(items) > 2:  # (two items may be a name and a word: "README and Q&A")
        return [
            Finding("protected-term", f"name the English's list does not have: {name}")
            for name in added
        ]
    if not all(_NAMES_ONLY.fullmatch(item) for item in items):
        return []  # (a list with words in it: "Run on Cambricon", "well-lit paths")
    return _items_added(entry.english, entry.translation, len(items))


# Where a translation's list parts its items: the list marks, and "and" or "or" after a
# Latin name (Ampere와 Hopper, A2 と A3, Hopper 與 Ampere).
_TRANSLATION_SEPARATOR = re.compile(
    r"[ \u00a0]*[,，、;；:：・·][ \u00a0]*"
    r"|(?<=[A-Za-z0-9)）])[ \u00a0]?(?:와|과|및|と|や|與|与|和|及|或|또는|または|および)[ \u00a0]?"
)
# A list made open: "and others", "etc." (等, など, ほか, 외, 등), where the English lists
# its items and no more.
_OPEN_LIST = re.compile(
    r"等|など|ほか|외(?:에도)?$|외 다수|외 여러|등(?:$|[.。])|をはじめ|以及其他|그 밖"
)
_ENGLISH_OPEN = re.compile(r"(?i)\betc\b|\bsuch as\b|\bincluding\b|\bothers\b|\be\.g\.|\bmore\b")


def closed_list(entry: Entry) -> list[Finding]:
    """An error where the English ends a list with "and more" or "and others" (CANN and
    more; TPU, Ascend and more via plugins) and the translation says no word of more
    (ほか, など, 等, 외, 其他): the list is made closed (attack 58)."""
    said = _ENGLISH_MORE.search(entry.english)
    if said is None or _OPEN_LIST_WORDS.search(entry.translation):
        return []
    return [Finding("protected-term", f"list made closed: the English says “{said.group()}”")]


# "And more" at the end of a list (not "and more precisely").
_ENGLISH_MORE = re.compile(
    r"(?i)\b(?:and (?:many )?(?:more|others)(?=$|\s*[,.;:)]|\s+(?:via|on|through|in|under|with)\b)"
    r"|among others|etc)\b"
)
# A translation's words of more than the list names.
_OPEN_LIST_WORDS = re.compile(
    r"ほか|他|など|等|등|외|그 밖|기타|其他|其餘|其余|更多|多数|多種|다수|여러|をはじめ|諸如|之類|…"
)


# An item of names only: every word with a capital or a digit (AMD ROCm, x86 CPU, A2/A3).
# ("NVIDIA only" heads a list: "only" is the one word allowed.)
_NAMES_ONLY = re.compile(r"[^\s]*[A-Z0-9][^\s]*(?:\s+(?:[^\s]*[A-Z0-9][^\s]*|only))*")


def _items_added(english: str, translation: str, listed: int) -> list[Finding]:
    """An error where the translation lists more items than the English (a name added in
    another script: チューリング, 華為昇騰), or makes its closed list open (等, 외)."""
    if _OPEN_LIST.search(translation) and not _ENGLISH_OPEN.search(english):
        said = _OPEN_LIST.search(translation)
        word = said.group() if said else ""
        return [Finding("protected-term", f"list made open: {word} (the English lists no more)")]
    parts = translation.strip(" 。.")
    if ":" not in english:  # ("NVIDIA GPUs (Ampere, …)" as NVIDIA GPU: Ampere, …: a head)
        parts = re.sub(r"^[^,，、:：]*[:：]", "", parts)
    items = [item for item in _TRANSLATION_SEPARATOR.split(parts) if item]
    if len(items) > listed:
        message = (
            f"item added to the list: the English lists {listed}, the translation {len(items)}"
        )
        return [Finding("protected-term", message)]
    return []


# A run of three or more Latin names in a translation's prose, parted as a list parts them
# (AMD、TPU、Intel、Qualcomm; vLLM, SGLang 與 TensorRT-LLM). A name may be two words (Intel
# Gaudi, AWS EFA).
_PROSE_NAME = r"[A-Za-z][A-Za-z0-9.+-]*[A-Za-z0-9+]|[A-Z]"
_PROSE_SEPARATOR = (
    r"[ \u00a0]*(?:[、,，/]|および|及び|または|및|또는|與|与|和|及|或|と|や|와|과)[ \u00a0]*"
)
_PROSE_ITEM = rf"(?:{_PROSE_NAME})(?:[ \u00a0](?:{_PROSE_NAME}))?"
_PROSE_LIST = re.compile(rf"{_PROSE_ITEM}(?:{_PROSE_SEPARATOR}{_PROSE_ITEM}){{2,}}")
# Latin words a translation may add to a list as common nouns, not names (ノート PC for
# "laptops").
_COMMON_LATIN = frozenset({"pc", "gpu", "cpu", "npu", "os", "api", "sdk", "ui", "cli"})


def added_in_prose_list(entry: Entry) -> list[Finding]:
    """Each Latin name the translation adds to a list in its prose of two or more names the
    English says ("AMD, TPU or Intel accelerators" as AMD、TPU、Intel、Qualcomm のアクセラレ
    ーター): the claim names a vendor or product the source does not. An error, as in a list
    of names only (``added_to_list``)."""
    # (as written: a name in look-alike letters is ``disguised_names``' finding)
    translation = entry.translation
    if not _PROSE_LIST.search(translation):
        return []  # nearly every translation: no three Latin names in a row
    words = {part.lower().rstrip(".") for part in re.findall(r"[A-Za-z0-9.+]+", entry.english)}
    words |= {word[:-1] for word in words if word.endswith("s")} | _COMMON_LATIN
    words |= {word.lower() for name in entry.compared or () for word in _LATIN_NAME.findall(name)}

    def said(item: str) -> bool:
        return all(part.lower() in words for part in re.findall(r"[A-Za-z0-9.+]+", item))

    added = []
    for run in _PROSE_LIST.finditer(translation):
        items = re.split(_PROSE_SEPARATOR, run.group())
        if sum(1 for item in items if said(item)) >= 2:
            added += [item for item in items if not said(item) and not item.islower()]
    return [
        Finding("protected-term", f"name the English does not have, added to a list: {name}")
        for name in dict.fromkeys(added)
    ]
