"""Which sentence of a translation stands for which sentence of its English: in the same
places where both have as many, else by the names and numbers each says ("KV-aware routing
… was not part of the deprecation" beside "KV 인식 라우팅도 … 포함되었습니다", where the
translation split one sentence in two). A rule that reads a paragraph sentence by sentence
(a negation dropped, a word turned) judges only the pairs found here.
"""

from __future__ import annotations

import functools
import itertools
import re

# Where a sentence ends: a full stop, question or exclamation mark, semicolon or colon before
# a space and a capital, a quote or a bracket (not "e.g. the"), a name that begins in
# lower case ("No. llm-d is", "stack. vLLM's"), or before Hangul (Korean ends its sentences
# with a full stop too: 없습니다. 다만); the ideographic marks.
_SENTENCE_END = re.compile(r"(?<=[.!?;:])\s+(?=[A-Z\"'(\[가-힣]|[a-z]+[A-Z0-9-])|[。！？；]\s*")
# The names and numbers of a sentence (the translation may put its sentences in another
# order, or split and join them).
_SENTENCE_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9.+-]*[A-Za-z0-9]|[A-Z0-9]")
# What a name is read without: a plural's s (GPUs), a word after a hyphen (KV-aware).
_NAME_END = re.compile(r"(?<=[A-Z0-9])s$|-[a-z]+$")


def sentences(text: str) -> list[str]:
    """The sentences of ``text``.

    >>> sentences("It was not merged. KV routing stays.")
    ['It was not merged.', 'KV routing stays.']
    >>> sentences("병합되지 않았습니다. 다만 KV 라우팅은 남습니다.")
    ['병합되지 않았습니다.', '다만 KV 라우팅은 남습니다.']
    """
    return [sentence for sentence in _SENTENCE_END.split(text) if sentence.strip()]


@functools.lru_cache(maxsize=8192)  # (each locale's check reads the same English)
def sentence_names(sentence: str) -> frozenset[str]:
    """The names and numbers ``sentence`` says, as a sentence of the English or of its
    translation says them: a name has a digit or a capital after its first letter, which
    starts a sentence too; GPUs as GPU, KV-aware as KV."""
    names = (
        name
        for name in _SENTENCE_NAME.findall(sentence)
        if any(letter.isdigit() for letter in name) or not name[1:].islower()
    )
    return frozenset(_NAME_END.sub("", name).lower() for name in names)


def paired_sentences(english: str, translation: str) -> list[tuple[str, str]]:
    """Each sentence of the English beside the translation's in its place, where both have
    as many (more than one); else beside the one translated sentence that names the same
    names, where no other sentence of either text names them.

    >>> paired_sentences("A. B", "A。B")
    [('A.', 'A'), ('B', 'B')]
    >>> paired_sentences("It has vLLM. SGLang is not used.", "vLLM がある。後述。SGLang も使う。")
    [('It has vLLM.', 'vLLM がある 後述'), ('SGLang is not used.', 'SGLang も使う')]
    """
    english_sentences, translated = sentences(english), sentences(translation)
    if len(english_sentences) == len(translated) > 1:
        return list(zip(english_sentences, translated, strict=True))
    return _paired_by_names(english_sentences, translated)


def _paired_by_names(english: list[str], translated: list[str]) -> list[tuple[str, str]]:
    # (a name is a Latin word both texts say: Python, MIT, GPUs as GPU; the English's "No"
    # that starts a sentence is none, as the translation does not say it)
    shared = _latin_words(" ".join(english)) & _latin_words(" ".join(translated))

    # (a translated sentence that names nothing, first of all, goes on the one after, unless
    # the English too begins with such a sentence: "Not substitutes:" as 代替関係にはない。)
    lead = bool(english) and bool(_latin_words(english[0]) & shared)

    def alone(text: list[str], absorb: bool) -> dict[frozenset[str], str]:
        by_names: dict[frozenset[str], list[str]] = {}
        last: list[str] = []
        leading = ""
        for sentence in text:
            if names := _latin_words(sentence) & shared:
                last = by_names.setdefault(names, [])
                last.append(leading + sentence)
                leading = ""
            elif absorb and last:  # (a translated sentence that names nothing goes on the
                last[-1] += " " + sentence  # one before: 확인하지 못했습니다 after its names)
            elif absorb and lead:  # (最も重要なのは…含まれないものだ。 before the list of
                leading += sentence + " "  # what it leaves out)
        return {names: found[0] for names, found in by_names.items() if len(found) == 1}

    its = alone(translated, absorb=True)
    pairs = []
    for names, sentence in alone(english, absorb=False).items():
        if names in its:
            pairs.append((sentence, its[names]))
            continue
        # (or two sentences in a row whose names together are its: "X documents no Y; its
        # backends are A, B and C" split in two, each naming X)
        for first, second in itertools.pairwise(translated):
            parts = (_latin_words(first) & shared, _latin_words(second) & shared)
            if all(parts) and parts[0] | parts[1] == names:
                pairs.append((sentence, f"{first} {second}"))
                break
    return pairs


def _latin_words(text: str) -> frozenset[str]:
    return frozenset(_NAME_END.sub("", word).lower() for word in _SENTENCE_NAME.findall(text))
