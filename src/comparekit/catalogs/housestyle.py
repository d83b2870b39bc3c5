"""The rules of a language's style guide that a machine can hold a translation to.

Each locale's ``STYLE.md`` names its house style; the few rules there that are a matter of
characters, not judgment, are checked here as warnings (``check --strict`` fails on them),
so a translator hears of them at the entry instead of from an editor later.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class StyleRule:
    """A sign the style guide keeps out of a translation, and where."""

    sign: str
    prose_only: bool  # the guide allows it in table cells
    message: str


# By language (the tag's first part), from locales/<ll>/STYLE.md.
RULES: dict[str, tuple[StyleRule, ...]] = {
    "ko": (
        StyleRule(
            "·",
            prose_only=True,
            message="a middle dot (·) in running text: write a comma, 와/과 or 및 "
            "(the style guide keeps · for table cells)",
        ),
    ),
}


def rules_for(tag: str) -> tuple[StyleRule, ...]:
    """The mechanical house-style rules of a locale (``ko-KR`` takes ``ko``'s)."""
    return RULES.get(tag.split("-")[0].lower(), ())


def style_findings(
    rules: tuple[StyleRule, ...], english: str, translation: str, in_table: bool
) -> list[str]:
    """What ``translation`` breaks of ``rules`` that its English does not break too.

    >>> [m[:30] for m in style_findings(rules_for("ko"), "A, B", "A·B", in_table=False)]
    ['a middle dot (·) in running te']
    >>> style_findings(rules_for("ko"), "A, B", "A·B", in_table=True)
    []
    """
    return [
        rule.message
        for rule in rules
        if rule.sign in translation
        and rule.sign not in english
        and not (rule.prose_only and in_table)
    ]
