"""How much an added bound weighs: a limit put on a figure the English states exactly
("32 GPUs" as 至少 32 張, "200 GB" as 200 GB 以上, "opened in April" as 4月以前) publishes
another claim with every digit kept, an error; a rough word (200 GB 強, 将近 200, 200余)
leaves the figure where it was, give or take, and stays a warning as "about" (約) does.
Imports only the severity's type (``errors``).
"""

from __future__ import annotations

from comparekit.errors import Severity

# The bound words (of ``number_bounds``) that say a figure is rough rather than a limit:
# a little over or under it (強, 弱, 남짓), near it (近く, 将近, 가까이), or "-odd" (200余).
ROUGH_BOUND_WORDS = frozenset(
    {"強", "弱", "近く", "将近", "將近", "接近", "幾近", "几近", "近乎", "nearly", "almost"}
    | {"余り", "余", "餘", "多", "여", "남짓", "出頭", "出头", "가까이", "가까운"}
)


def added_bound_severity(added: list[str]) -> Severity:
    """'warning' where every added bound (``number (word)``, as ``bound_changes`` names
    them) is a rough word or on a release (1.5.0), else 'error': a limit the English does
    not put on its figure.

    >>> added_bound_severity(["32 (至少)"]), added_bound_severity(["200 (強)", "1.5.0 (以降)"])
    ('error', 'warning')
    """
    for bound in added:
        number, _, word = bound.rpartition(" (")
        if word.removesuffix(")") not in ROUGH_BOUND_WORDS and number.count(".") < 2:
            return "error"
    # (a release is no figure: a change "in v1.5.0" holds from it on, v1.5.0 以降, and a
    # "before" on it is the release rules' error)
    return "warning"


def added_time_bound_severity(word: str) -> Severity:
    """'error' for a time word put on a date the English bounds nowhere (opened in April as
    4月以前, 4월까지; as of August as 自 2026年8月起): "before", "until" and "since" each
    move the time the English states; no time word of the translations is merely rough
    (頃, 무렵 are the approximations' warning).

    >>> added_time_bound_severity("以前")
    'error'
    """
    return "warning" if word in ROUGH_BOUND_WORDS else "error"
