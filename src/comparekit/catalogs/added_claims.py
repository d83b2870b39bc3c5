"""A claim the English does not make: a superlative or an absolute added to a translation
("built for many nodes" with 現時点で最も高速な推論スタック, 唯一支援多節點的方案, 업계 표준으로
인정받고 있습니다, 永遠不會支援 appended; attack 61). Every name and number of the English is
kept, so no other check sees the page claim more than the English does.

The English's words of the kind (most, best, any superlative, only, first, never,
leading, standard, main…) let a translation say any word of it: "the main lever" is 가장 큰 강점,
"the first" 最初. Where the English says none, a word of the translations' table is an
error. Words that say a rank without a claim (最新 for "newer", 最大 for "up to", 最佳化 for
"optimization") are not in the table.
"""

from __future__ import annotations

import re

from comparekit.catalogs.findings import Entry, Finding

_ENGLISH = re.compile(
    r"(?i)(?<![\w-])(?:most|least|best|worst|top|first|only|unique|uniquely|sole|solely"
    r"|leading|standard|never|always|ever|forever|record|main|mainly|chief|primary"
    r"|primarily|principal|foremost|maximum|max|optimal|ideal|unmatched|unrivall?ed"
    r"|state[ -]of[ -]the[ -]art|exclusive|exclusively|peak|at all|by no means|in no way"
    r"|no other|up to|at most"
    # (any superlative: closest, sharpest, easiest; not request, interest, test or suggest)
    r"|(?!(?:requ|inter|t|sugg|manif|hon|for|harv|cont|prot|dig|inv|arr|r|n|gu|ch|w|qu|p"
    r"|v|z|cr|mod|att|ing|backt|pret|ret|unr|conqu|beh|bequ|div|inf|det|earn|midw|pri|l"
    r"|southw|northw)est\b)[a-z]+est)(?![\w-])"
)
# A superlative or an absolute, in Japanese, Chinese and Korean (one table: a word is
# written in one script, or means the same in Japanese and Chinese).
_TRANSLATED = re.compile(
    r"最も|最速|最高(?!裁)|最強|最强|最良|最善|最先端|業界最|業界標準|业界标准|業界の標準"
    r"|唯一|最快|最佳(?!化)|最先進|最先进|最好|最優(?!化)|最优(?!化)|永遠|永远|絕不|绝不"
    r"|決して|가장|최고|유일|업계 표준|영원히|결코|절대로"
)


def check_added_claims(entry: Entry) -> list[Finding]:
    """An error for each superlative or absolute the translation adds to an English that
    says none."""
    added = list(dict.fromkeys(_TRANSLATED.findall(entry.translation)))
    if not added or _ENGLISH.search(entry.english):
        return []
    said = ", ".join(added)
    return [Finding("claim", f"a superlative or absolute the English does not say: {said}")]
