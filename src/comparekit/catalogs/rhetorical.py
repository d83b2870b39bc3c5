"""A question asked with a negation ("Isn't DSpark a reason to choose DeepInfer?") asks what
the plain question asks: its negation negates nothing. A translation asks it either way
(選ぶべきではないのか, 고를 이유 아닌가요?, 不就是…嗎？), so a rule that reads where a
negation stands, or what it turns, reads both texts as plain questions (attack 58).
"""

from __future__ import annotations

import re

# "Isn't …?", "Doesn't …?", "Shouldn't …?": the negation on the question's verb.
_ENGLISH = re.compile(r"(?i)^(\s*(?:is|are|was|were|do|does|did|can|could|should|would|will))n't\b")
# The translation's question ending with a negation: ではないのか, じゃないか, 아닌가요?,
# 않나요?, 不是…嗎？ (the 不 of 不是 or 不就是).
_TRANSLATED = re.compile(
    r"(?:ので|の)?(?:では|じゃ)な(?:い(?:の)?か|かろうか)(?=[？?]?\s*$)"
    r"|(?:이|가)?[ \u00a0]?아닌가(?:요)?(?=[？?]?\s*$)|않(?:나|을까|은가)(?:요)?(?=[？?]?\s*$)"
    r"|不(?=就?是[^。？?]*[嗎吗][？?]?\s*$)"
)


def asked_plainly(english: str, translation: str) -> tuple[str, str]:
    """Both texts without a negative question's negation, where both ask one; else as they are.

    >>> asked_plainly("Isn't DSpark a reason?", "DSpark は理由ではないのか")
    ('Is DSpark a reason?', 'DSpark は理由')
    """
    said = _ENGLISH.match(english)
    if said is None or not english.rstrip().endswith("?"):
        return english, translation
    plain, count = _TRANSLATED.subn("", translation, count=1)
    if not count:
        return english, translation
    return said.group(1) + english[said.end() :], plain
