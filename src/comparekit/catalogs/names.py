"""Product names: each name of the English kept as written, and none added, extended,
glued to other letters or disguised (look-alike letters, invisible characters)."""

from __future__ import annotations

import dataclasses
import functools
import re

from comparekit.catalogs.findings import Entry, Finding, Terms, added_marks, named_marks, shown
from comparekit.catalogs.look_alike_letters import read_as_latin
from comparekit.catalogs.name_glue import fold_dashes, glued_words, prefixed_names
from comparekit.catalogs.name_occurrences import (
    REFERENCE,
    counted_findings,
    disguised_names,
    disguised_words,
)
from comparekit.catalogs.swapped_names import (
    crossed_products,
    exchanged_names,
    exchanged_products,
)


@functools.lru_cache(maxsize=1024)
def _written_in(text: str, terms: Terms) -> tuple[str, ...]:
    """The protected names ``text`` holds anywhere (inside another name or word too), in the
    terms' order: asked by each name check of the string (remembered: read once a text)."""
    return tuple(term for term in terms.protected if term in text)


def _marked_names(entry: Entry) -> list[Finding]:
    """Product names the translation writes with a combining mark on a letter (Example
    Router with U+0338 after its r): the name a reader sees is not the product's."""
    marked = added_marks(entry, digits=False)
    if not marked:
        return []
    plain, cut = [], 0
    for index, text in marked:  # the translation without the marks, and where they were
        plain.append(entry.translation[cut : index + 1])
        cut = index + len(text)
    plain.append(entry.translation[cut:])
    unmarked = "".join(plain)
    places, removed = [], 0
    for index, text in marked:
        places.append(index - removed)
        removed += len(text) - 1
    findings = []
    for term in entry.terms.protected:
        start = unmarked.find(term)
        while start != -1:
            if any(start <= place < start + len(term) for place in places):
                findings.append(
                    Finding(
                        "protected-term",
                        f"'{term}' carries a combining mark ({named_marks(marked)}): "
                        "the English does not write it so",
                    )
                )
                break
            start = unmarked.find(term, start + 1)
    return findings


def check_protected_terms(entry: Entry) -> list[Finding]:
    """Every product name of the English as written, and no other product named."""
    marked = _marked_names(entry) if not entry.translation.isascii() else []
    # (a name's substring search per name costs less than the walk of a pattern of them all)
    named = _written_in(entry.english, entry.terms)  # (each loop below: only these names)
    in_english = bool(named)
    if not in_english and not _written_in(entry.translation, entry.terms):
        return marked
    respelled = [
        term
        for term in named
        if in_english and _names(term, entry.english) and not _names(term, entry.translation)
    ]
    findings = [
        Finding("protected-term", f"'{term}' must stay as written (a product name)")
        for term in respelled
        if not any(f"'{term}' carries" in finding.message for finding in marked)
    ]
    findings += marked
    findings += _swapped_link_names(entry)
    # Read as a reader sees it: "Dynamo‐Lite" is glued as "Dynamo-Lite" is, "Dynamo Ｐｒｏ"
    # (or 𝐏𝐫𝐨, Cyrillic Рrо) extends the name as "Dynamo Pro" does.
    written, folded = entry.translation, read_as_latin(entry.translation)
    if folded != written:
        entry = dataclasses.replace(entry, translation=folded)
    findings += [
        Finding("protected-term", f"'{term}' is a product the English does not name")
        # (as written: a product in look-alike letters is check_disguised_names's)
        for term in _written_in(written, entry.terms)
        # The long and short names of one product are one name: "NVIDIA Dynamo" for "Dynamo".
        if term not in (entry.compared or ()) and not any(term in n or n in term for n in named)
    ]
    if not findings:
        findings += _names_added(entry)
    glued = _glued_names(entry.translation, entry.terms) - _glued_names(
        read_as_latin(entry.english), entry.terms
    )
    findings += [
        Finding(
            "protected-term",
            f"'{shown(variant)}' glues '{term}' to other letters: the English does not name it so"
            + _dash_said(variant, written),
        )
        for variant, term in sorted(glued)
        if term not in respelled  # one finding for one change
    ]
    findings += [
        Finding(
            "protected-term",
            f"'{shown(variant)}' extends '{term}' into another name: the English does not "
            "name it so" + _dash_said(variant, written),
        )
        for variant, term in sorted(
            _extended_names(entry)
            | _joined_names(entry)
            | set(glued_words(entry.translation, entry.terms.longest_first))
        )
        if term not in respelled
    ]
    findings += [
        Finding(
            "protected-term",
            f"'{shown(variant)}' writes a word before '{term}' the English does not: another "
            "product's name?",
            "warning",
        )
        for variant, term in sorted(
            prefixed_names(entry.english, entry.translation, entry.terms.longest_first)
        )
        if term not in respelled
    ]
    return findings


def _dash_said(variant: str, written: str) -> str:
    """Where a variant was found with its look-alike hyphens read as ``-``, says so: the
    translator searching for "Dynamo-Lite" would not find "Dynamo‐Lite". Likewise for
    look-alike letters: "Dynamo Ｐｒｏ" is not found by a search for "Dynamo Pro"."""
    if variant in written:
        return ""
    if variant in fold_dashes(written):
        return " (a dash that looks like a hyphen, read as '-')"
    return " (written in look-alike characters)"


def check_disguised_names(entry: Entry) -> list[Finding]:
    """Product names written in another case (SGLANG), in look-alike letters (Cyrillic а,
    Cherokee Ꮐ, l for I, full-width or mathematical Latin) or split by invisible characters,
    which a reader takes for the name: refused wherever they stand, first or tenth, as often
    as the translation has more of them than the English (whose own are the English's
    business: `vllm serve`). Then each name counted: none given to another product, and the
    products whose possessives start the English's sentences kept in their order."""
    findings = []
    disguised = disguised_names(entry.translation, entry.terms)
    if disguised:  # nearly every translation: each name written as the name
        disguised -= disguised_names(entry.english, entry.terms)
        findings += [
            Finding(
                "protected-term",
                f"'{term}' is written in other characters (another case, look-alike letters "
                "or invisible characters): type it as in the English",
            )
            for term in sorted(disguised)
            # Not written once as itself: check_protected_terms reports it respelled.
            if not (_names(term, entry.english) and not _names(term, entry.translation))
        ]
    findings += [
        Finding(
            "protected-term",
            f"'{word}' is written in other characters (look-alike letters, full-width Latin "
            "or invisible characters): type it as in the English",
        )
        for word in disguised_words(entry.english, entry.translation, entry.terms)
    ]
    compared = entry.compared or ()
    counted = counted_findings(entry.english, entry.translation, entry.terms, compared)
    # (one finding for one change: a swap of the possessives is the count's finding)
    if counted:
        return findings + counted
    english, translation, terms = entry.english, entry.translation, entry.terms
    swapped = exchanged_products(english, translation, terms) or crossed_products(
        english, translation, terms
    )
    return findings + (swapped or exchanged_names(english, translation, terms))


# A word written after a name, one space (of any width) between: "Example Engine Pro", or
# in Greek or Cyrillic capitals a reader takes for Latin ("Προ", read "Πpo" by the fold).
_NEXT_WORD = re.compile(
    r"[^\S\n]([A-Z\u0391-\u03a9\u0410-\u042f][A-Za-z0-9\u0370-\u03ff\u0400-\u04ff]*)"
    r"(?![A-Za-z0-9])"
)
# A Latin word in brackets straight after a name: "Dynamo（Pro）", "Dynamo (Cloud)" name an
# edition of it as surely as "Dynamo Pro" does.
_BRACKETED_WORD = re.compile(r"[ \u00a0]?[（(]([A-Za-z][A-Za-z0-9]*)[）)]")
_WORD = re.compile(r"[A-Za-z0-9]+")
_LATIN = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")


@functools.lru_cache(maxsize=1024)
def _words_of(english: str) -> frozenset[str]:
    """The Latin words of ``english`` (remembered: read for its names extended and joined)."""
    return frozenset(_WORD.findall(english))


def _extended_names(entry: Entry) -> set[tuple[str, str]]:
    """Each product name of the translation followed by a capitalised Latin word the English
    has nowhere, or any Latin word in brackets ("Dynamo（Pro）"), with the name: "Example
    Engine Pro" names another product than "Example Engine" (a name glued to letters is
    ``_glued_names``'s). Left to the translator: a
    lowercase word (other languages' grammar), an acronym ("DeepInfer README" for "the
    release", "vLLM API") and a word of the English's own."""
    if not _written_in(entry.translation, entry.terms):
        return set()
    english_words = _words_of(entry.english)
    extended = set()
    for match in entry.terms.longest_first.finditer(entry.translation):
        term = match.group()
        if entry.translation[match.start() - 1 : match.start()] in _LATIN:
            continue  # the name glued to letters before it: _glued_names's
        bracketed = _BRACKETED_WORD.match(entry.translation, match.end())
        if bracketed and bracketed.group(1) not in english_words:
            if entry.terms.any_protected.match(entry.translation, bracketed.start(1)) is None:
                extended.add((f"{term}{bracketed.group()}", term))  # "Dynamo（Pro）"
            continue
        after = _NEXT_WORD.match(entry.translation, match.end())
        if after is None:
            continue  # nearly every name: no Latin word after it
        word = after.group(1)
        if word.isupper() and len(word) > 1:
            continue  # an acronym: "DeepInfer README", "vLLM API" name a part of it
        next_name = entry.terms.any_protected.match(entry.translation, after.start(1))
        if word not in english_words and next_name is None:  # "vLLM SGLang": two names
            extended.add((f"{term} {word}", term))
    return extended


# Signs that join a name to the next one (a middle dot of any width, a slash, a plus, an
# ampersand, a times sign, a colon) and trademark signs, which make the name another
# product's when the English does not write them. (A look-alike hyphen is read as a hyphen.)
_JOINING = frozenset("・･·‧•／/+＋&＆×:：")
_TRADEMARKS = frozenset("™®℠")
_SIGN_AFTER_NAME = re.compile("[・･·‧•／/+＋&＆×:：™®℠]")
# A joining sign with spaces around it, after a name: the word after it is joined to the name
# as surely as without them ("Dynamo ・ Enterprise"); a trademark sign after a space marks the
# name as surely as one written against it ("Dynamo ™").
_SPACES = frozenset(" \u00a0\u3000")
_SPACED_JOIN = re.compile("[ \u00a0\u3000]+([・･·‧•／/+＋&＆×™®℠])[ \u00a0\u3000]*")


def _joined_names(entry: Entry) -> set[tuple[str, str]]:
    """Each product name of the translation joined by a sign to a Latin word the English has
    nowhere ("Dynamo・Enterprise", "Dynamo/Cloud"), followed by a plus ("Dynamo+") or by a
    trademark sign the English does not write after it ("Dynamo™ Cloud"), with the name.
    Left to the translator: a sign before another product's name ("vLLM・SGLang" for "vLLM
    and SGLang") and before CJK text ("Dynamo／" ending a list)."""
    translation = entry.translation
    if _SIGN_AFTER_NAME.search(translation) is None:
        return set()  # nearly every translation: no sign to join a name with
    english_words = _words_of(entry.english)
    joined = set()
    for match in entry.terms.longest_first.finditer(translation):
        term, end = match.group(), match.end()
        sign = translation[end : end + 1]
        if sign in _SPACES and (spaced := _SPACED_JOIN.match(translation, end)):
            sign, end = spaced.group(1), spaced.end() - 1  # "Dynamo / Cloud": joined all the same
            if sign in _TRADEMARKS:
                end = spaced.start(1)  # "Dynamo ™": the name with a mark, spaced or not
        if sign not in _JOINING and sign not in _TRADEMARKS:
            continue  # nearly every name: a space, CJK text or the end after it
        if translation[match.start() - 1 : match.start()] in _LATIN:
            continue  # glued to letters before it: _glued_names's
        if sign in _TRADEMARKS:
            after = _NEXT_WORD.match(translation, end + 1)
            written = translation[match.start() : end + 1]  # ("Dynamo ™" as written)
            if term + sign not in entry.english and written not in entry.english:
                joined.add((written + (after.group() if after else ""), term))
            continue
        word = _WORD.match(translation, end + 1)
        if word is None:
            written = translation[match.start() : end + 1]
            if sign in "+＋" and written not in entry.english:
                joined.add((written, term))  # "Dynamo+": another edition's name
            continue
        if entry.terms.any_protected.match(translation, end + 1) is None and (
            word.group() not in english_words
        ):
            joined.add((translation[match.start() : word.end()], term))  # as written
    return joined


def _names_added(entry: Entry) -> list[Finding]:
    """A product the compared pair names that the English does not name, where the English
    has no "it", "they" or "the other" it could stand for: a product added, not a pronoun
    said by its name ("Example Router is fast." made "Example Router は速い。Example Engine。")."""
    if _refers_back(entry.english):
        return []
    named = _written_in(entry.english, entry.terms)
    return [
        Finding("protected-term", f"'{term}' is a product the English does not name")
        for term in entry.compared or ()
        if term not in (entry.about or ())
        and _names(term, entry.translation)
        and not any(term in n or n in term for n in named)
    ]


@functools.lru_cache(maxsize=1024)
def _refers_back(english: str) -> bool:
    """Whether ``english`` has a word that may stand for a product (remembered: the same
    English is checked once per locale, and the case-blind search is slow)."""
    return REFERENCE.search(english) is not None


def _glued_names(text: str, terms: Terms) -> set[tuple[str, str]]:
    """Each product name of ``text`` glued to letters, digits or a joining sign it is not
    written with (``SGLang-fork``, ``vLLMx``), with the name: a reader takes it for another
    product's name."""
    glued = set()
    for term in _written_in(text, terms):
        if not _touches_name_characters(term, text):
            continue
        for match in _glued_name(term).finditer(text):
            variant = match.group().strip("._-")
            if variant != term and variant not in terms.protected:
                glued.add((variant, term))
    # "NVIDIA Dynamo-X" is one glued name, not that and "Dynamo-X".
    return {(v, t) for v, t in glued if not any(v != w and v in w for w, _ in glued)}


_NAME_CHARACTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-")


def _touches_name_characters(term: str, text: str) -> bool:
    """Whether an occurrence of ``term`` in ``text`` has a character ``_glued_name`` runs on
    over beside it (or the name begins or ends with one): only then can the pattern find
    more than the name itself, and the pattern's walk costs far more than this look."""
    if term[0] in "._-" or term[-1] in "._-":
        return True
    start = text.find(term)
    while start != -1:
        end = start + len(term)
        if (start and text[start - 1] in _NAME_CHARACTERS) or (
            end < len(text) and text[end] in _NAME_CHARACTERS
        ):
            return True
        start = text.find(term, start + 1)
    return False


@functools.lru_cache(maxsize=1024)
def _glued_name(term: str) -> re.Pattern[str]:
    # The whole run of name characters the name stands in: its start is a run's start.
    return re.compile(rf"(?<![\w.-])[\w.-]*?{re.escape(term)}[\w.-]*", re.ASCII)


def _names(term: str, text: str) -> bool:
    """Whether ``text`` names the product ``term`` as a whole: "vLLMx" is not vLLM, but
    "vLLM は" and "vLLM-Ascend" name it (CJK text runs straight on from a Latin name)."""
    return term in text and _whole_name(term).search(text) is not None


@functools.lru_cache(maxsize=1024)
def _whole_name(term: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![A-Za-z0-9]){re.escape(term)}(?![A-Za-z0-9])")


_INLINE_LINK = re.compile(r"\[((?:[^\]\\]|\\.)*)\]\(([^)\s]*)")


def _swapped_link_names(entry: Entry) -> list[Finding]:
    """A link whose text names a product its English link text does not: with two links,
    "[vLLM docs](a) and [SGLang docs](b)" made "[vLLM docs](b) and [SGLang docs](a)"."""
    if "](" not in entry.english:
        return []
    english: dict[str, set[str]] = {}
    for text, href in _INLINE_LINK.findall(entry.english):
        english.setdefault(href, set()).update(_names_in(text, entry.terms))
    return [
        Finding("protected-term", f"the link to {shown(href)} names {', '.join(sorted(extra))}")
        for text, href in _INLINE_LINK.findall(entry.translation)
        if href in english and (extra := _names_in(text, entry.terms) - english[href])
    ]


def _names_in(text: str, terms: Terms) -> set[str]:
    found = {term for term in terms.protected if term in text}
    # "Dynamo" in "NVIDIA Dynamo" is the one name, not two.
    return {term for term in found if not any(term != other and term in other for other in found)}
