"""A negation the translation adds to a sentence whose English says none in any words:
"Runs where you are" as 手元の環境では動かない, 실행할 수 없음 or 無法執行; "heavy prefix
reuse" as 再利用のない or 不重用 (attack 57). Every name and number is kept, and the
"not supported" rule (``negations``) reads only its own words.

A translation says many things with a negation that its English says otherwise: "still
open" as 未關閉, "rather than" as ではなく, "beyond" as 以外, "model-agnostic" as 非依存,
"must" as なければならない, "which is more than X offers" as X 沒有提供. So a sentence
is judged only where its English says none of those words, and only by a negation of a
verb or a noun (動かない, 수 없, 無法, 沒有, のない), not by a mark inside a word (未来,
非同期, 不同). The sentences are compared in their places, where both texts have as many
and each pair names about the same names: a translation that splits or joins sentences
is not judged.
"""

from __future__ import annotations

import re

from comparekit.catalogs.sentence_pairs import sentence_names, sentences

# What an English may say that a translation says with a negation: the negations
# themselves, and the words of absence, contrast, limit, doubt and need ("stay out of the
# kernel business" as 不涉入).
_MAY_BE_NEGATED = re.compile(
    r"(?i)\b(?:not|no|never|none|nothing|neither|nor|cannot|without|lacks?|lacking|missing"
    r"|absent|unsupported|unavailable|only|except|outside|beyond|over|rather|instead"
    r"|more than|less than|fewer than|drops?|dropped|removed?|omits?|omitted|skip\w*"
    r"|deprecated|excluding|other than|out of scope|partial|partly|partially|limited"
    r"|open|unresolved|pending|still|yet|different|differ\w*|separate\w*|independent\w*"
    r"|standalone|agnostic|indifferent|offline|asynchronous|invarian\w*|un(?!der)\w+|non\w*"
    r"|\w+less"
    r"|in(?:compatible|complete|direct\w*|valid)|avoid\w*|fails?|failed|closed|gap|before"
    r"|until|unless|whether|either|alone|just|merely|free|leaves?|left|unlike|hardly|rarely"
    r"|little|few|beta|experimental|preview|caveats?|wait|prevent\w*|stops?|stopped|hides?"
    r"|blocks?|must|has to|have to|need\w*|requires?|required|outlives?|survives?|persists?"
    r"|retains?|busy|out of)\b|n't"  # (outlives restarts: 再起動しても消えない, 사라지지 않음)
)
# A negation of a verb or a noun. Japanese: a verb's ない, ません, ず or なかった, and の/が
# ない (not まず "first", なければならない "must", かもしれない "may"). Korean: 않 (not
# 쉬지 않고 "without rest", 않으면 "unless"), 못, 수 없, 없다 and its forms, 비호환. Chinese:
# 不 before a verb (not 不同, 不少, 不過, 不斷, 不變 and the like, which negate nothing),
# 無法, 沒有, 未能.
_VERB_NEGATION = re.compile(
    r"(?!まず)(?<!なければな)(?<!なくてはな)(?<!ねばな)(?<!かもし)"
    r"(?:[いきしちにびみりけせてべめれわかがさたらまな]|でき|され|させ|られ)"
    r"(?:ない|ません|ず(?![れかつ])|なかった)|[のが]ない"
    r"|(?<!쉬지 )않(?!으면)|못(?!지)|수 없|없(?:다|습니다|음|는|이|더|어|고)|비호환|호환되지"
    r"|안 [되돼]"
    r"|不(?![同少錯错久過过僅仅只論论管斷断變变但然如等妨])(?=[\u4e00-\u9fff])"
    r"|無法|无法|沒有|没有|未(?:能|曾)"
)


def added_negation(english: str, translation: str) -> str:
    """The first negation the translation adds to a sentence whose English says none, else ''.

    >>> added_negation("Runs where you are", "手元の環境では動かない")
    'かない'
    >>> added_negation("Still open when read", "確認時点で未解決")
    ''
    """
    if not _VERB_NEGATION.search(translation):
        return ""  # (most translations: no sentence to pair)
    english_sentences, translated = sentences(english), sentences(translation)
    if len(english_sentences) != len(translated):
        return ""
    for said, written in zip(english_sentences, translated, strict=True):
        names, its_names = sentence_names(said), sentence_names(written)
        if len(names ^ its_names) > 2 or (names and not names & its_names):
            continue  # (not the same sentence: the translation may have moved them)
        if _MAY_BE_NEGATED.search(said):
            continue
        if negation := _VERB_NEGATION.search(written):
            return negation.group()
    return ""
