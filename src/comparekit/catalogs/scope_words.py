"""Which of the kept names a claim is about: the scope words beside a name or version both
texts write ("NVIDIA only", "僅限 Hopper", "A2 or A3") read as classes (only, except, not
limited to, etc., all, either, not), and a class of the English turned into its opposite
beside the same name ("NVIDIA のみ" made "NVIDIA など", "Hopper 전용" made "Hopper 제외",
"僅支援 Ascend" made "不支援 Ascend") refused: every name and number is kept, yet the page
says the claim holds for other products than the English does.

A class is read only beside a name, never anywhere in the string: negation and "or" are in
most sentences of ordinary prose. A class dropped or added with no opposite in its place is
a rewording, and is not read."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator

from comparekit.catalogs.findings import Finding
from comparekit.catalogs.rhetorical import asked_plainly

ONLY, EXCEPT, WIDER, ETC, ALL, EITHER, NOT = (
    "only",
    "except",
    "not limited to",
    "etc.",
    "all of",
    "either",
    "not",
)

# The scope words of each language, by class. Within a language the longest word is tried
# first, so "not limited to" is not read as "not" and "limited to", "不限於" not as "限於",
# "외에서도" not as "외", "以外でも" not as "以外", and "only other than" (以外のみ, 僅限非) as
# "other than".
_ENGLISH_WORDS = {
    WIDER: r"rather than only|rather than just|not limited to|not restricted to|not only"
    r"|not just|not unique to|beyond|as well as|in addition to|\balso\b|\bbesides\b",
    ONLY: r"\bonly\b|\bjust\b|-only\b|\bsolely\b|\bexclusively\b|\blimited to\b|\brestricted to\b"
    r"|\bunique to\b|\bsole\b|-specific\b|\bspecific to\b|\bexclusive to\b|-exclusive\b",
    EXCEPT: r"\bexcept\b|\bother than\b|\bexcluding\b|\boutside\b|\bapart from\b",
    ETC: r"\betc\b|\bsuch as\b|\bincluding\b|\bamong others\b|\be\.g\.|\bfor example\b",
    ALL: r"\bboth\b|\ball\b|\bevery\b",
    EITHER: r"\beither\b|\bor\b|\bone of\b|\bany one\b",
    NOT: r"\bnot\b|\bno\b|\bwithout\b|\bnever\b|n't\b|\bnone\b|\bneither\b|\bnor\b",
}
_HANGUL = "가-힣"
_TRANSLATION_WORDS = {
    WIDER: "|".join(
        (
            # ja
            "に限らず|に限定されず|以外でも|以外にも|以外も|だけでなく|のみならず|だけではなく|ほか",
            "(?:だけ|のみ)とは限ら[ずな]|だけじゃな[くい]",
            # ko
            "외에서도|이외에도|외에도|뿐만 아니라|뿐 아니라|만이 아니라|비전용|뿐더러",
            "에 한정되지 않|에 국한되지 않",
            # zh
            "不限於|不局限於|不限|不僅|不只|不單|以外也|之外也|外也|也|亦|非專用",
        )
    ),
    ETC: "|".join(
        (
            "など|をはじめ|といった|例えば|たとえば|を含む|を含め|含めて",
            # 등 as a word or with its particle or copula (등이며, 등입니다), not 등장, 등록
            f"(?<![{_HANGUL}])등(?=$|[^{_HANGUL}]|[을이의은도과에입으])|비롯|예를 들어|포함",
            "等等|(?<![同相對平均要得再])等(?![於于待級同候效到])|例如|諸如|之類|包括|包含",
        )
    ),
    EXCEPT: "|".join(
        (
            # "only other than X" first: an "only" that keeps the English's word, turned round
            "以外のみ|以外だけ|以外に限|以外|を除く|を除き|を除いて|除外",
            # 외 as a word or with its particle or copula (외에서, 외입니다), not 외부, 예외
            "외에서만|외에만|이외에만|제외하고만",
            f"제외|(?<![{_HANGUL}])외(?=$|[^{_HANGUL}]|[이입의에를가으])|빼고|말고|이외",
            "僅限非|只限非|僅支援非|只支援非|除了|除外|不含|不包括|不包含|之外|排除",
            "除(?= ?[A-Za-z0-9])",
        )
    ),
    ONLY: "|".join(
        (
            "のみ|だけ|専用|限定|に限り|に限って|に限られ|に限る|しか(?![しもる])|唯一",
            # 만 only where it ends a name or a particle, not in 만들다, 만큼, 1만 (ten thousand)
            "(?:(?<=[A-Za-z0-9)])|(?<=[A-Za-z0-9)] )|(?<=에서)|(?<=에)|(?<=로))만(?![들큼약원])",
            "뿐|전용|한정|유일|밖에|오직|단지",
            "僅|只|唯一|專用|專屬|限於|限定|單單",
        )
    ),
    ALL: "|".join(
        (
            "両方|両者とも|すべて|全て|いずれも|どちらも",
            "둘 다|모두|모든|양쪽|전부",
            "兩者|兩個都|同時|皆|全部|都|均|所有",
        )
    ),
    EITHER: "|".join(
        (
            "いずれか|どちらか|のうち1つ|のうち一つ|または|あるいは|もしくは",
            "(?<=[A-Za-z0-9] )か(?=[ 、])",  # "A2 か A3", not the question's か
            "중 하나|중 한|또는|혹은|어느 한|(?<=[A-Za-z0-9])(?:이나|나)(?= )",
            "其中一個|其中一|之一|任一|或者|或",
        )
    ),
    NOT: "|".join(
        (
            "ではない|ではなく|ない|なく|なし|非対応|未対応|ず(?=[、。に])|非",
            "않|없|아닌|아니|아닙|아님|못|미지원|불가",
            "不支援|不|非|未|無|沒有|沒",
        )
    ),
}

# What says the opposite of each class beside the same name: "only NVIDIA" is not "NVIDIA and
# others", not "all but NVIDIA", not "not NVIDIA"; "A2 or A3" is not "both A2 and A3".
OPPOSITES = {
    ONLY: (EXCEPT, WIDER, ETC, NOT, EITHER),
    EXCEPT: (ONLY,),
    WIDER: (ONLY,),
    ETC: (ONLY,),
    ALL: (EITHER,),
    EITHER: (ALL,),
    NOT: (ONLY,),
}
# Where a clause ends: a scope word is about a name of its own clause only (the
# translation's "NVIDIA のみ：Blackwell、Hopper" is not "only Blackwell").
_ENGLISH_CLAUSE = re.compile(r"[.;:()\n]\s|[;:()\n]|,\s|—")
_TRANSLATION_CLAUSE = re.compile(r"[。．；;：:（）()！？!?\n、，]|[,.] ")
# Latin words a translation writes as the English does: names, versions, codes.
_KEPT = re.compile(
    r"(?<![A-Za-z0-9])[A-Za-z0-9]"
    r"(?:[A-Za-z0-9.+_]|-(?!(?:only|specific|exclusive)\b)(?=[A-Za-z0-9]))*"
)
# What joins the names of a list: commas, slashes and the words for "and" and "or".
_LIST_GLUE = re.compile(
    r"[\s,、，・/／&＆]*(?:and|or|と|や|か|및|와|과|또는|혹은|或者|或|與|和|以及|及び|及|または|あるいは)?[\s,、，・/／&＆]*"
)
_LONGEST_GLUE = 12  # (", and " and " または " are shorter: a longer gap is prose)
_NEAR_ENGLISH = 16  # characters between a scope word and the name it is about
_NEAR_TRANSLATION = 8  # (the translation's words are shorter, and follow the name)

# A kept name → for each place it stands with a scope word beside it, class → the word.
Reading = dict[str, list[dict[str, str]]]
Place = tuple[str, int, int]  # a kept name and where it stands
ScopeWord = tuple[str, tuple[int, int], bool]  # a class, where its word stands, after its name


def _pattern(words: dict[str, str], flags: int = 0) -> re.Pattern[str]:
    return re.compile(
        "|".join(f"(?P<{_group(kind)}>{pattern})" for kind, pattern in words.items()), flags
    )


def _group(kind: str) -> str:
    return re.sub(r"[^a-z]", "_", kind)


_ENGLISH = _pattern(_ENGLISH_WORDS, re.IGNORECASE)
_TRANSLATION = _pattern(_TRANSLATION_WORDS)
_KIND_OF_GROUP = {_group(kind): kind for kind in _ENGLISH_WORDS}


def _kept_names(text: str) -> Iterator[Place]:
    for found in _KEPT.finditer(text):
        name = found.group().rstrip(".")
        if len(name) > 1 or name.isdigit():
            yield name, found.start(), found.start() + len(name)


def _read(
    text: str, words: re.Pattern[str], clause: re.Pattern[str], near: int, names: frozenset[str]
) -> Reading:
    """Each kept name of ``names`` in ``text`` with the classes of the scope words beside each
    of its places, a word with the names listed with it ("only SM100 and Ascend 950" is
    about both)."""
    places = [(name, start, end) for name, start, end in _kept_names(text) if name in names]
    lists = _lists(text, places)
    beside: dict[Place, dict[str, str]] = {}
    for kind, found, place in _beside(text, words, clause, near, places):
        classes = {kind: found.group().strip()}
        if words is _TRANSLATION and (negation := _negation_after(text, kind, found, clause)):
            classes |= _normalised({**classes, NOT: negation})
        # (the name beside the word first: a finding names it, "A2" of "Atlas 800I A2 or A3")
        for listed in sorted(lists[place], key=lambda other: other != place):
            for its_kind, word in classes.items():
                beside.setdefault(listed, {}).setdefault(its_kind, word)
    reading: Reading = {}
    for (name, _, _), classes in beside.items():
        reading.setdefault(name, []).append(_normalised(classes))
    return reading


def _negation_after(text: str, kind: str, found: re.Match[str], clause: re.Pattern[str]) -> str:
    """The negation that an "except" or an "only" word's clause says a few words after it,
    further from the name than ``_beside`` reads: "NVIDIA 외에는 지원하지 않음" (nothing
    but NVIDIA), "除 NVIDIA 外均不支援", "DeepInfer에만 있는 것이 아니며" (not only
    DeepInfer); else ''."""
    if kind not in (EXCEPT, ONLY) or found.group().strip() in _ONLY_WITH_NOT:
        return ""
    end = clause.search(text, found.end())
    rest = text[found.end() : end.start() if end else len(text)][:_NEGATION_REACH]
    negation = _TRANSLATION_NOT.search(rest)
    return negation.group() if negation else ""


_NEGATION_REACH = 16  # characters after an "except" or "only" word its negation may stand
_TRANSLATION_NOT = re.compile(_TRANSLATION_WORDS[NOT])


def scope_words_kept(english: str, translation: str) -> Iterator[ScopeWord]:
    """Each scope word of ``translation`` beside a name the English writes the same class
    beside: its class, where it stands and whether it follows the name ("NVIDIA のみ") or
    precedes it ("僅限 NVIDIA"). What a test turns into another class."""
    names = _names_of_both(english, translation)
    said = _union(_english_reading(english, names))
    places = [p for p in _kept_names(translation) if p[0] in names]
    for kind, found, (name, _, _) in _beside(
        translation, _TRANSLATION, _TRANSLATION_CLAUSE, _NEAR_TRANSLATION, places
    ):
        if kind in said.get(name, {}):
            follows = _side(found.group().strip(), kind, english=False) == "before"
            yield kind, found.span(), follows


def _names_of_both(english: str, translation: str) -> frozenset[str]:
    names = frozenset(name for name, _, _ in _kept_names(translation))
    return names & frozenset(name for name, _, _ in _kept_names(english))


def _beside(
    text: str, words: re.Pattern[str], clause: re.Pattern[str], near: int, places: list[Place]
) -> Iterator[tuple[str, re.Match[str], Place]]:
    """Each scope word with the place of the name it is about: the nearest name on the side
    the word's language sets it (``_side``), in its clause."""
    ends = [found.start() for found in clause.finditer(text)]
    for found in words.finditer(text):
        kind = _KIND_OF_GROUP[found.lastgroup or ""]
        before = [p for p in places if p[2] <= found.start() and found.start() - p[2] <= near]
        after = [p for p in places if p[1] >= found.end() and p[1] - found.end() <= near]
        before = [p for p in before if not any(p[2] <= stop < found.start() for stop in ends)]
        after = [p for p in after if not any(found.end() <= stop < p[1] for stop in ends)]
        nearest_before = [max(before, key=lambda p: p[2])] if before else []
        nearest_after = [min(after, key=lambda p: p[1])] if after else []
        side = _side(found.group().strip(), kind, english=words is _ENGLISH)
        if side == "before":
            beside = nearest_before
        elif side == "after":
            beside = nearest_after
        else:
            beside = nearest_after or nearest_before
        for place in beside:
            yield kind, found, place


def _side(word: str, kind: str, english: bool) -> str:
    """Which side of a scope word its name stands: English negations and exceptions go
    before the name ("not for V4-Pro"), "-only" and "etc." after it, "only" either way
    (the name after it first); Japanese and Korean words follow their name (postpositions,
    and the negation at the verb), Chinese ones precede it, but for a few (等, 以外, 專用).
    """
    if english:
        if word.lower() in {"-only", "etc"}:
            return "before"
        return "after" if kind in {NOT, EXCEPT, ETC, ALL, WIDER} or word == "either" else "either"
    if word in _KOREAN_BEFORE_ITS_NAME:
        return "after"
    if _KANA_OR_HANGUL.search(word) or word in _HAN_AFTER_ITS_NAME:
        return "before"
    return "after"


_KOREAN_BEFORE_ITS_NAME = frozenset({"오직", "단지"})  # ("오직 NVIDIA": solely NVIDIA)
_KANA_OR_HANGUL = re.compile(r"[\u3040-\u30ff\uac00-\ud7a3]")
_HAN_AFTER_ITS_NAME = frozenset(
    {"等", "等等", "以外", "之外", "專用", "專屬", "専用", "限定", "除外", "非対応", "未対応"}
    | {"兩者", "皆", "都", "均", "全部", "之一", "之類", "両方", "両者とも", "全て", "唯一"}
)


def _lists(text: str, places: list[Place]) -> dict[Place, tuple[Place, ...]]:
    """Each name's place with the names listed with it ("A2 or A3", "SM100 と Ascend 950")."""
    runs: list[list[Place]] = []
    for place in places:
        gap = text[runs[-1][-1][2] : place[1]] if runs else ""
        if runs and len(gap) <= _LONGEST_GLUE and _LIST_GLUE.fullmatch(gap):
            runs[-1].append(place)
        else:
            runs.append([place])
    return {place: tuple(run) for run in runs for place in run}


def _normalised(classes: dict[str, str]) -> dict[str, str]:
    """Two classes that say a third together: "X 以外では動かない" (not other than X) says
    "only X", "DeepInfer だけのものではない" (not only DeepInfer) says "not limited to"
    ("X にしか対応しない" is "only X": しか asks for its negation). Each word is still read
    as itself too: a translation may say "nothing outside NVIDIA" either way."""
    if EXCEPT in classes and NOT in classes and ONLY not in classes:
        return {**classes, ONLY: f"{classes[EXCEPT]}…{classes[NOT]}"}
    if ONLY in classes and NOT in classes and classes[ONLY] not in _ONLY_WITH_NOT:
        return {**classes, WIDER: f"{classes[ONLY]}…{classes[NOT]}"}
    return classes


_ONLY_WITH_NOT = frozenset({"しか", "밖에"})


@functools.lru_cache(maxsize=4096)  # (each English string is read once, not once per locale)
def _english_reading(english: str, names: frozenset[str]) -> Reading:
    return _read(english, _ENGLISH, _ENGLISH_CLAUSE, _NEAR_ENGLISH, names)


def scope_turned(english: str, translation: str) -> list[Finding]:
    """A scope word of the English beside a kept name whose class the translation writes
    beside that name fewer times, writing an opposite class there instead: an error naming
    both words. Also "the only" made "one of them", and in a string of one sentence a
    negation moved from one name onto others."""
    english, translation = asked_plainly(english, translation)  # (Isn't … ? as …ではないのか)
    one_of = _one_of_the_only(english, translation)
    if one_of:
        return [Finding("protected-term", one_of)]
    if not _TRANSLATION.search(translation):
        return []
    names = _names_of_both(english, translation)
    if not names:
        return []
    said = _english_reading(english, names)
    if not said:
        return []
    written = _read(translation, _TRANSLATION, _TRANSLATION_CLAUSE, _NEAR_TRANSLATION, names)
    findings = _turned(said, written)
    if not findings and _one_sentence(english) and _one_sentence(translation):
        findings = _moved(_union(said), _union(written))
    return [Finding("protected-term", message) for message in dict.fromkeys(findings)]


def _turned(said: Reading, written: Reading) -> list[str]:
    """A class of the English beside a name written beside it fewer times in the
    translation, and an opposite class more times than the English writes it there (the
    same name may be "only" in one sentence and "not" in the next): one message for each
    pair of words (a list's names turn together)."""
    turned: dict[tuple[str, str], str] = {}
    for name, places in said.items():
        here = written.get(name, [])
        for kind, word in _union({name: places})[name].items():
            if _count(here, kind) >= _count(places, kind):
                continue
            opposite = next(
                (o for o in OPPOSITES[kind] if _count(here, o) > _count(places, o)), None
            )
            if opposite is not None:
                found = next(classes[opposite] for classes in here if opposite in classes)
                turned.setdefault(
                    (word, found),
                    f"'{word}' beside '{name}' turned into '{found}' ({opposite}): the "
                    "translation says the claim is about other names than the English does",
                )
    return list(turned.values())


def _count(places: list[dict[str, str]], kind: str) -> int:
    return sum(kind in classes for classes in places)


def _union(reading: Reading) -> dict[str, dict[str, str]]:
    """Each name's classes at any of its places."""
    return {
        name: {kind: word for classes in reversed(places) for kind, word in classes.items()}
        for name, places in reading.items()
    }


def _moved(said: dict[str, dict[str, str]], written: dict[str, dict[str, str]]) -> list[str]:
    """A negation or an exception of the English beside one name, beside other names in the
    translation and no longer beside the first ("A2 and A3, not 950" made "not A2 and A3,
    but 950"): the claim lands on the other names. Read in a string of one sentence only (a
    row, a reason): a paragraph's negations move with its clauses. ("Only" is not read so:
    a shipped row sets 只 before the hardware where the English says "only V4.1-Flash".)"""
    moved = []
    for kind in (NOT, EXCEPT):
        lost = [name for name in said if kind in said[name] and kind not in written.get(name, {})]
        gained = [
            name for name in written if kind in written[name] and kind not in said.get(name, {})
        ]
        if lost and gained:
            onto = ", ".join(sorted(gained))
            moved.append(
                f"'{said[lost[0]][kind]}' beside '{lost[0]}' moved to '{onto}' "
                f"('{written[gained[0]][kind]}'): the translation says the claim is about "
                "other names than the English does"
            )
    return moved


def _one_of_the_only(english: str, translation: str) -> str:
    """ "The only model it supports" made "one of the models it supports" (唯一 → 其中一個):
    read over the whole string, as no name stands beside it, and only where the translation
    writes no word of "only" anywhere."""
    the_only = _THE_ONLY.search(english)
    if not the_only or _ONLY_ANYWHERE.search(translation):
        return ""
    one_of = _ONE_OF.search(translation)
    if not one_of:
        return ""
    return (
        f"'{the_only.group()}' turned into '{one_of.group()}' (one of): the translation says "
        "there are others where the English says there is one"
    )


_THE_ONLY = re.compile(r"\b(?:the only|the sole)\b", re.IGNORECASE)
_ONLY_ANYWHERE = re.compile(_TRANSLATION_WORDS[ONLY])
_ONE_OF = re.compile("其中一個|其中之一|之一|のうちの?1つ|のうちの?一つ|の一つ|중 하나|가운데 하나")


def _one_sentence(text: str) -> bool:
    return not _SENTENCE_END.search(text.strip())


_SENTENCE_END = re.compile(r"[。！？]|[.!?;；]\s")
