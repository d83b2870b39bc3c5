"""What is written against a product or model name: dashes that look like a hyphen read as
one, CJK and Hangul words glued to a name (which ``names`` reports beside its own checks of
the names themselves), and the English's model names (DeepSeek-V4.1-Flash) kept whole."""

from __future__ import annotations

import functools
import re

from comparekit.catalogs.findings import Entry, Finding, shown
from comparekit.catalogs.look_alike_letters import fold_dashes, read_as_latin

# (fold_dashes is read from here by the checks of names it was first written for)
__all__ = [
    "changed_models",
    "check_model_names",
    "extended_numbers",
    "fold_dashes",
    "glued_words",
    "model_tokens",
    "prefixed_names",
]

# A word of katakana or Han glued after a name makes another name of it: "vLLMプロ",
# "Dynamo互換", "vLLM企業版". Glued after a name in Chinese and Japanese grammar, and left to
# the translator: hiragana (particles), and the Han characters of relation and place
# ("vLLM上", "vLLM的", "vLLM與", "vLLM用", "vLLM向け").
_KATAKANA_HAN = r"\u30a1-\u30fa\u30fd-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"


@functools.cache
def _glued_after() -> re.Pattern[str]:
    """Compiled at its first use, as is ``_glued_before``: a class of 28,000 characters
    takes milliseconds to compile, which every command importing the checks would pay."""
    return re.compile(f"[{_KATAKANA_HAN}][{_KATAKANA_HAN}ー]*")


_HAN_OF_GRAMMAR = frozenset(
    "的上中下和與与或在是也不更比都對对所可會会將将已於于等之及向用側内內外間间"
)
# Hangul glued after a name is a particle or an ending ("vLLM는", "vLLM에서는", "vLLM입니다");
# any other ("vLLM엔터프라이즈") extends it. Each of these is a whole run or a part of one:
# the shipped Korean catalog glues 은, 는, 의, 가, 를, 을, 와, 과, 에, 에는, 에서, 에서는, 도,
# 로, 로는, 으로, 만, 만의, 만이, 나, 이나, 이, 이고, 이며, 이라는, 입니다, 처럼, 보다, 용.
_PARTICLES = frozenset(
    (
        "은",
        "는",
        "이",
        "가",
        "을",
        "를",
        "의",
        "에",
        "에게",
        "에서",
        "와",
        "과",
        "로",
        "으로",
        "도",
        "만",
        "보다",
        "까지",
        "부터",
        "처럼",
        "나",
        "이나",
        "랑",
        "이랑",
        "하고",
        "이다",
        "입니다",
        "이고",
        "이며",
        "이라는",
        "이라고",
        "이라",
        "라는",
        "라고",
        "인",
        "이지만",
        "였다",
        "이었다",
        "이에요",
        "예요",
        "이야",
        "야",
        "요",
        "용",
        "뿐",
        "조차",
        "마저",
        "밖에",
        "께서",
        "한테",
        "든",
        "이든",
        "마다",
        "대로",
        "과의",
        "와의",
        "에의",
        "로서",
        "으로서",
        "로써",
        "으로써",
        "같이",
        "만큼",
        "보다는",
        "께",
        "님",
    )
)
_HANGUL = re.compile("[\uac00-\ud7a3]+")
_LONGEST_PARTICLE = max(len(particle) for particle in _PARTICLES)


def glued_words(translation: str, names: re.Pattern[str]) -> list[tuple[str, str]]:
    """Each product name of ``translation`` (found by ``names``, longest first) with a
    katakana or Han word glued after it, or Hangul that is no particle: (as written, name)."""
    glued = []
    for match in names.finditer(translation):
        end = match.end()
        after = translation[end : end + 1]
        if not after or after.isascii() or "\u3040" <= after <= "\u309f":
            continue  # nearly every name: a space, ASCII or a hiragana particle after it
        word = _glued_after().match(translation, end) or _HANGUL.match(translation, end)
        if word is None or word.group()[0] in _HAN_OF_GRAMMAR:
            continue
        if "\uac00" <= after <= "\ud7a3" and _is_particles(word.group()):
            continue
        glued.append((translation[match.start() : word.end()], match.group()))
    return glued


@functools.lru_cache(maxsize=4096)
def _is_particles(hangul: str) -> bool:
    """Whether ``hangul`` is particles and endings one after the other (에서+는, 만+의)."""
    if not hangul:
        return True
    return any(
        hangul[:size] in _PARTICLES and _is_particles(hangul[size:])
        for size in range(min(len(hangul), _LONGEST_PARTICLE), 0, -1)
    )


# A katakana or Han word glued before a name may make another one of it ("偽Dynamo"), or be
# Chinese text run on ("比vLLM更快"): a warning, which a reviewer reads.
@functools.cache
def _glued_before() -> re.Pattern[str]:
    return re.compile(f"[{_KATAKANA_HAN}ー]*[{_KATAKANA_HAN}]\\Z")


# A Latin word written before a name, one space (of any width) between: "AMD Dynamo".
_WORD_BEFORE = re.compile(r"(?<![A-Za-z0-9.-])([A-Za-z][A-Za-z0-9]*)[ \u00a0\u3000]\Z")
_WORD = re.compile(r"[A-Za-z0-9]+")
_SPACES = frozenset(" \u00a0\u3000")


def prefixed_names(english: str, translation: str, names: re.Pattern[str]) -> set[tuple[str, str]]:
    """Each product name of ``translation`` (found by ``names``, longest first) after a word
    the English does not write, Latin and spaced ("AMD Dynamo") or katakana or Han glued
    ("偽Dynamo") and no word of grammar ("比", "在"): (as written, name)."""
    prefixed = set()
    english_words: set[str] | None = None
    for match in names.finditer(translation):
        start = match.start()
        if translation[start - 1 : start] not in _SPACES:
            continue  # nearly every name: CJK text or the start before it
        spaced = _WORD_BEFORE.search(translation, max(0, start - 40), start)
        if spaced is None:
            continue
        if english_words is None:
            english_words = set(_WORD.findall(english))
        # Two names side by side ("DeepInfer vLLM") are each: the longest-first search finds
        # the one before as a name, not as a word before this one.
        if spaced.group(1) not in english_words and names.search(spaced.group(1)) is None:
            prefixed.add((translation[spaced.start(1) : match.end()], match.group()))
    for match in names.finditer(translation):
        start = match.start()
        before = translation[start - 1 : start]
        if not before or before.isascii() or "\u3040" <= before <= "\u309f":
            continue
        word = _glued_before().search(translation, max(0, start - 8), start)
        if word is None or word.group()[-1] in _HAN_OF_GRAMMAR:
            continue
        prefixed.add((translation[word.start() : match.end()], match.group()))
    return prefixed


# A model or code name: letters and digits joined by hyphens or dots, with a capital and a
# digit ("DeepSeek-V4.1-Flash", "V4.1-Flash", "H100-SXM"). English words hyphened on after
# one are the English's grammar, not the name: "DeepSeek-V3-family" names DeepSeek-V3.
# (Found as runs of letters, digits, dots and hyphens: one pass over the text, where a
# pattern of the name itself tries each letter again.)
_RUN = re.compile(r"[A-Za-z0-9][A-Za-z0-9.-]*")
_ENGLISH_TAIL = re.compile(r"(?:-[a-z]+)+\Z")
_CAPITAL = re.compile("[A-Z]")
_DIGIT = re.compile("[0-9]")


def model_tokens(text: str) -> set[str]:
    """The model and code names of ``text``, each without the English words hyphened on."""
    if "-" not in text or _DIGIT.search(text) is None:
        return set()  # nearly every string
    found = set()
    for token in _tokens(text):
        name = _ENGLISH_TAIL.sub("", token)
        if "-" in name and _CAPITAL.search(name) and _DIGIT.search(name):
            found.add(name)
    return found


def _tokens(text: str) -> list[str]:
    """The runs of ``text`` joined by a hyphen, without a sentence's dot after them."""
    return [run.rstrip(".-") for run in _RUN.findall(text) if "-" in run.rstrip(".-")]


def changed_models(english: str, translation: str) -> list[str]:
    """Each model name of the English the translation does not write whole: changed
    ("V4.1-Pro" for "V4.1-Flash"), cut short ("DeepSeek-V4.1") or run on into another name
    ("DeepSeek-V4.1-Flash-Lite"). Spaces for its hyphens ("int4 KV") keep it."""
    expected = model_tokens(english)
    if not expected:
        return []
    return sorted(
        token for token in expected if _whole_model(token, spaced=True).search(translation) is None
    )


@functools.lru_cache(maxsize=1024)
def _whole_model(token: str, spaced: bool = False) -> re.Pattern[str]:
    written = re.escape(token).replace(r"\-", "[- ]") if spaced else re.escape(token)
    return re.compile(rf"(?<![A-Za-z0-9.-]){written}(?![A-Za-z0-9]|[-.][A-Za-z0-9])")


# A run of a name's characters with a digit before a hyphen and a capital (950-B): each run
# looked at once (a pattern from each digit reread a long run to its end: 1-1-1-… took
# seconds).
_NAME_RUN = re.compile("[A-Za-z0-9.-]+")
_HYPHEN_CAPITAL = re.compile("-[A-Z]")


def _runs_on_number(text: str) -> bool:
    for run in _NAME_RUN.finditer(text):
        word = run.group()
        digit = _DIGIT.search(word) if "-" in word else None
        if digit is not None and any(
            found.start() > digit.start() for found in _HYPHEN_CAPITAL.finditer(word)
        ):
            return True
    return False


# A name or number followed by a model's or release's suffix: a capitalised word after a
# space ("RTX 5090 Ti", "Ascend 950 PR", "RTX 5090 D") or a lowercase tag after a version's
# dot ("v1.6.0.post1", "v0.32.0.rc1"). Each is another product or another release.
_SUFFIXED = re.compile(
    r"(?<![A-Za-z0-9.-])([A-Za-z0-9][A-Za-z0-9.-]*?[0-9][A-Za-z0-9]*)"
    r"(?: ([A-Z][A-Za-z0-9]*)|\.([a-z]+[0-9]*))(?![A-Za-z0-9]|[-.][A-Za-z0-9])"
)

# The quick first test: a digit, then a space and a capital or a dot and a lowercase letter.
_MAY_BE_SUFFIXED = re.compile(r"[0-9](?: [A-Z]|\.[a-z])")


def extended_numbers(english: str, translation: str) -> list[str]:
    """Each name or number of the English the translation runs on into a model name or a
    release the English does not write: with a hyphen ("Ascend 950-B" for "Ascend 950"), a
    capitalised word after a space ("RTX 5090 Ti") or a tag after a version's dot
    ("v1.6.0.post1"). Only where the English writes it so: "DeepSeek-V4.1-Flash" where the
    English says "this model" and, elsewhere, "DeepSeek V4.1" names the model, not another
    one; "SM100 GPU" where the English has "SM100 GPUs"."""
    extended = _hyphened(english, translation) if _runs_on_number(translation) else []
    if _MAY_BE_SUFFIXED.search(translation) is not None:
        extended += _suffixed(english, translation)
    return sorted(set(extended))


def _hyphened(english: str, translation: str) -> list[str]:
    extended = []
    for token in _tokens(translation):
        stem, hyphen, tail = token.rpartition("-")
        if not hyphen or not tail[:1].isupper() or _DIGIT.search(stem) is None:
            continue  # a name run on by a word is ``names``'s glued name
        if _whole_model(stem).search(english) and not _whole_model(token).search(english):
            extended.append(token)
    return extended


def _suffixed(english: str, translation: str) -> list[str]:
    extended = []
    for found in _SUFFIXED.finditer(translation):
        stem, word, tag = found.groups()
        if not _whole_model(stem).search(english):
            continue  # not the English's name or number: the number check's
        suffix = rf"[- ]{re.escape(word)}s?" if word else rf"\.{re.escape(tag)}"
        if re.search(rf"(?<![A-Za-z0-9.-]){re.escape(stem)}{suffix}(?![A-Za-z0-9])", english):
            continue
        if word and re.search(
            rf"(?<![A-Za-z0-9]){re.escape(word)}s?\W{{0,2}}{re.escape(stem)}", english
        ):
            continue  # the English's words in the translation's order: "PR #24162" as "#24162 PR"
        extended.append(found.group())
    return extended


def check_model_names(entry: Entry) -> list[Finding]:
    """Every model name of the English (DeepSeek-V4.1-Flash, V4.1-Flash) written whole, in
    hyphens a search finds, and no number of the English run on into another model name
    ("Ascend 950-B" for "Ascend 950")."""
    english = fold_dashes(entry.english)
    changed = changed_models(english, entry.translation) if "-" in english else []
    if changed:
        return [
            Finding(
                "protected-term",
                f"'{token}' must be written whole, as in the English (a model name)",
            )
            for token in changed
        ]
    return [
        Finding(
            "protected-term",
            f"'{shown(token)}' extends '{_stem(token)}' into another name: the "
            "English does not name it so",
        )
        for token in extended_numbers(english, read_as_latin(entry.translation))
    ]


def _stem(token: str) -> str:
    """What ``extended_numbers`` found ``token`` to run on from: its last part cut off."""
    found = _SUFFIXED.fullmatch(token)
    return found.group(1) if found else token.rpartition("-")[0]
