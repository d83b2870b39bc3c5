"""What the attacks' number cases assert, shared by their test modules: a case is the shipped
translation with the attack's edit, so the faithful shipped line is checked beside it."""

from __future__ import annotations

from test_attack12_context import edited, shipped
from test_trust_numbers import number_findings

# locale, key, the shipped words, the attack's words, the phrase of the finding
Refused = tuple[str, str, str, str, str]
# locale, key, the shipped words, the attack's words
Faithful = tuple[str, str, str, str]


def assert_an_error(case: Refused) -> None:
    """The shipped line is clean, and the attack's edit of it is one error with the phrase."""
    locale, key, old, new, phrase = case
    english, translation = shipped(locale)[key]
    assert number_findings(english, translation) == []
    findings = number_findings(*edited(locale, key, old, new))
    assert [f.severity for f in findings if phrase in f.message] == ["error"], findings


def assert_clean(case: Faithful) -> None:
    """The attack's edit of the shipped line keeps its meaning: no finding."""
    locale, key, old, new = case
    assert number_findings(*edited(locale, key, old, new)) == []
