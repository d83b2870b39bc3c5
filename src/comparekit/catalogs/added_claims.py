"""A claim the English does not make: a superlative, an "only one" or an absolute added to a
translation ("built for many nodes" with 現時点で最も高速な推論スタック, 唯一支援多節點的方案,
업계 표준으로 인정받고 있습니다, 永遠不會支援 appended; attack 61). Every name and number of
the English is kept, so no other check sees the page claim more than the English does.

Each kind of claim has the translations' words and the English's words that let them
stand: a superlative (最も, 가장, 頂尖) stands where the English says one (most, best,
closest, main, the engine that suits), "the only one" (唯一, 유일) where it says only or
unique, an absolute (永遠, 決して, 결코) where it says never or always, and "the
standard" (業界標準) where it says standard or default. Words that say a rank without a
claim (最新 for "newer", 最大 for "up to", 最佳化 for "optimization") are not read.
"""

from __future__ import annotations

import re

from comparekit.catalogs.findings import Entry, Finding


def _english(words: str) -> re.Pattern[str]:
    return re.compile(rf"(?i)(?<![\w-])(?:{words})(?![\w-])")


# Each kind of claim: the English's words that may say it, and the translations' (one table:
# a word is written in one script, or means the same in Japanese and Chinese).
_CLAIMS = (
    (
        "superlative",
        _english(
            r"most|least|best|worst|top|first|leading|record|main|mainly|chief|primary"
            r"|primarily|principal|foremost|maximum|max|optimal|ideal|unmatched|unrivall?ed"
            r"|state[ -]of[ -]the[ -]art|peak|up to|at most|suits?|suited|fits?|right for"
            # (any superlative: closest, sharpest, easiest; not request, interest or test)
            r"|(?!(?:requ|inter|t|sugg|manif|hon|for|harv|cont|prot|dig|inv|arr|r|n|gu|ch|w"
            r"|qu|p|v|z|cr|mod|att|ing|backt|pret|ret|unr|conqu|beh|bequ|div|inf|det|earn"
            r"|midw|pri|l|southw|northw)est\b)[a-z]+est"
        ),
        re.compile(
            r"最も|最速|最高(?!裁)|最強|最强|最良|最善|最先端|業界最|最快|最佳(?!化)|最先進"
            r"|最先进|最好|最優(?!化)|最优(?!化)|最成熟|無與倫比|无与伦比|頂尖|顶尖|業界第一"
            r"|业界第一|首屈一指|他に類を見な|比類な|随一|屈指|가장|최고|최상|독보적|업계 최초"
            r"|타의 추종"
        ),
    ),
    (
        "only one",
        _english(r"only|unique|uniquely|sole|solely|exclusive|exclusively|no other|one and only"),
        re.compile(r"唯一|유일|獨一無二|独一无二"),
    ),
    (
        "absolute",
        _english(r"never|always|ever|forever|at all|by no means|in no way|no longer"),
        re.compile(r"永遠|永远|絕不|绝不|決して|영원히|결코|절대로"),
    ),
    (
        "standard",
        _english(r"standard|de facto|default|leading"),
        re.compile(r"業界標準|业界标准|業界の標準|업계 표준"),
    ),
)


# (a quick test first: nearly every translation says no word of a claim)
_ANY_CLAIM = re.compile("|".join(translated.pattern for _, _, translated in _CLAIMS))


def check_added_claims(entry: Entry) -> list[Finding]:
    """An error for each kind of claim the translation makes in words the English has no
    word of that kind for."""
    if not _ANY_CLAIM.search(entry.translation):
        return []
    added = [
        word
        for _, english, translated in _CLAIMS
        for word in dict.fromkeys(translated.findall(entry.translation))
        if not english.search(entry.english)
    ]
    if not added:
        return []
    said = ", ".join(added)
    return [Finding("claim", f"a superlative or absolute the English does not say: {said}")]


# A doubt a translation adds to an English that asserts (DeepInfer はこれらのマシンを対象と
# していないかもしれない, 可能並不以…為目標, 大概支援 for "does not target", "Yes"; attack 62),
# in words that say nothing else (not 可能 in Japanese, 組み込み可能 "can be plugged in", nor
# 수도 있, which says "can" as often as "may"); and the English's words that may stand behind
# one: its own doubts, and what it says is possible, planned, conditional or approximate.
_HEDGES = {
    "ja": re.compile(r"かもしれ|可能性|おそらく|恐らく|たぶん"),
    "ko": re.compile(r"지도[ \u00a0]?모[르릅를]|아마|가능성"),
    "zh": re.compile(
        r"或許|或许|也許|也许|大概|(?<!不)可能(?=[\u4e00-\u9fff])(?!性)|說不定|说不定|恐怕"
    ),
}
_KANA = re.compile(r"[\u3041-\u3096\u30a1-\u30fa]")
_HANGUL = re.compile(r"[\uac00-\ud7a3]")


def _script(text: str) -> str:
    """The language a translation is written in, by its script (a catalog's locale may say
    another: a Japanese catalog copied for a new language is still Japanese)."""
    return "ja" if _KANA.search(text) else "ko" if _HANGUL.search(text) else "zh"


_ENGLISH_DOUBT = re.compile(
    r"(?i)\b(?:may|might|could|can|cannot|possibl\w*|perhaps|probabl\w*|likely|unlikely"
    r"|unclear|uncertain|unknown|whether|if|unless|depend\w*|confirm\w*|verif\w*|unconfirmed"
    r"|unverified|should|would|expect\w*|estimat\w*|approximately|about|around|roughly"
    r"|suggest\w*|appears?|seems?|chance|risk\w*|able|allow\w*|lets?|option\w*|potential\w*"
    r"|up to|some|sometimes|often|usually|typically|tends?|maybe|yet|plan\w*|will)\b|n't"
)


def check_added_hedges(entry: Entry) -> list[Finding]:
    """An error where the translation says a doubt and the English asserts, with no word of
    a doubt or a possibility anywhere."""
    found = _HEDGES[_script(entry.translation)].search(entry.translation)
    if found is None or _ENGLISH_DOUBT.search(entry.english):
        return []
    return [Finding("hedge", f"a doubt the English does not say: {found.group()}")]
