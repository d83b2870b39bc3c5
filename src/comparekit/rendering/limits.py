"""How large a value, and how much work, one render of a user's template may make.

A template is a user's file (a contributor's pull request, say): the sandbox keeps it from
reaching into Python, and these limits keep it from taking every byte or second of the
machine. Each value is measured before it is made where making it is the danger (a
width, a repetition, a power), and after where it can only grow by a bounded factor; the
loop iterations and calls of one render, and the text it produces, have a budget.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Iterator, Mapping
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any

import jinja2.exceptions
from jinja2.utils import Namespace

LONGEST = 1_000_000  # characters (or printed characters) of one value
MOST_DIGITS = 4_300  # digits of one integer: Python's own limit for printing one
MOST_OUTPUT = 20_000_000  # characters of text one render makes, its parts included
MOST_STEPS = 1_000_000  # loop iterations and calls of one render
MACRO_STEPS = 10  # a macro's call costs about as much as ten iterations of a loop


class TemplateTooLarge(jinja2.exceptions.SecurityError):
    """A value or a render beyond the limits: the template's doing, at its line."""


def too_large(what: str) -> TemplateTooLarge:
    return TemplateTooLarge(f"the template makes a value too large: {what}")


# --- the size of a value -------------------------------------------------------------------


def printed_size(value: Any, limit: int = LONGEST) -> int:
    """About how many characters ``str(value)`` would make, counted without making it:
    a list of a million references to one long string prints as a million copies. Stops
    counting once past ``limit``; a container met twice counts once (a namespace may
    hold a list that holds it)."""
    total = 0
    pending = [value]
    seen: set[int] = set()
    while pending and total <= limit:
        item = pending.pop()
        if isinstance(item, str):
            total += len(item)
        elif isinstance(item, int):  # bool too
            total += digits(item) + 1
        elif isinstance(item, float | None):
            total += 24
        elif id(item) in seen:
            total += 8
        elif isinstance(item, list | tuple | set | frozenset):
            seen.add(id(item))
            total += 4 * len(item) + 2
            pending.extend(item)
        elif isinstance(item, Mapping):
            seen.add(id(item))
            total += 6 * len(item) + 2
            pending.extend(item.keys())
            pending.extend(item.values())
        elif isinstance(item, Namespace):
            seen.add(id(item))
            pending.append(object.__getattribute__(item, "_Namespace__attrs"))
        else:  # a model of the sources, a date: bounded by the project's files
            total += 16
    return total


def digits(number: int) -> int:
    """An upper bound of the decimal digits of ``number``, without printing it."""
    return number.bit_length() * 10 // 33 + 1


def check_size(value: Any) -> Any:
    """``value``, if it prints within the limit."""
    size = printed_size(value)
    if size > LONGEST:
        raise too_large(f"{_kind(value)} of over {LONGEST:,} characters")
    return value


def check_length(length: int, what: str = "a string") -> None:
    if length > LONGEST:
        raise too_large(f"{what} of {length:,} characters (at most {LONGEST:,})")


def _kind(value: Any) -> str:
    return "a string" if isinstance(value, str) else f"a {type(value).__name__}"


# --- operators -----------------------------------------------------------------------------


def check_binop(operator: str, left: Any, right: Any) -> None:
    """Refuse ``left operator right`` before Python makes it, if it would be too large."""
    if operator == "**" and _integer(left) and _integer(right) and right > 0 and abs(left) > 1:
        # 9 ** 9 ** 9 has hundreds of millions of digits: minutes of CPU, gigabytes.
        made = right * math.log10(abs(left))
        if made > MOST_DIGITS:
            raise too_large(f"a power of about {made:,.0f} digits (at most {MOST_DIGITS:,})")
    elif operator == "*" and _integer(left) and _integer(right):
        if digits(left) + digits(right) > MOST_DIGITS:
            raise too_large(f"a product of over {MOST_DIGITS:,} digits")
    elif operator == "*":
        sequence, count = (left, right) if _integer(right) else (right, left)
        if _integer(count) and isinstance(sequence, str | list | tuple) and count > 1:
            size = printed_size(sequence, LONGEST // count + 1) * count
            check_length(size, _kind(sequence))
    elif operator == "%" and isinstance(left, str):
        check_percent(left, right)


def check_result(value: Any) -> Any:
    """``value`` (a sum, a join), if it is within the limit: it grew by a bounded factor."""
    if isinstance(value, str):
        check_length(len(value))
    elif isinstance(value, list | tuple | Mapping):
        check_size(value)
    elif _integer(value) and digits(value) > MOST_DIGITS:
        raise too_large(f"a number of over {MOST_DIGITS:,} digits")
    return value


def _integer(value: Any) -> bool:
    return isinstance(value, int)


# --- formatting ----------------------------------------------------------------------------

# One conversion of printf-style formatting: %(key)-08.3f, %*d, %%.
_PERCENT = re.compile(r"%(?:\(([^)]*)\))?[-#0 +]*(\*|\d+)?(?:\.(\*|\d*))?[hlL]?(.)")


def check_percent(template: str, values: Any) -> None:
    """Refuse ``template % values`` whose widths, precisions or fields would make a
    string too large ('%0500000000d' % 1, '%(a)s' repeated over a long value)."""
    given = list(values) if isinstance(values, tuple) else [values]
    widest = printed_size(values) if given else 0
    size = len(template)
    for match in _PERCENT.finditer(template):
        _, width, precision, kind = match.groups()
        if kind == "%":
            continue
        for number in (width, precision):
            if number == "*":
                star = given.pop(0) if given else 0
                number = str(star) if _integer(star) else "0"
            if number and len(number) > 7:
                check_length(10**8, "a field")
            size += int(number or 0)
        size += widest
        check_length(size)


# A format spec of str.format: [[fill]align][sign][z][#][0][width][,_][.precision][type]
_SPEC = re.compile(r"(?:.?[<>=^])?[-+ ]?z?#?0?(\d*)[,_]?(?:\.(\d*))?")


class BoundedFields:
    """What the fields of one ``str.format`` make, counted as they are made."""

    def __init__(self) -> None:
        self.made = 0

    def check(self, value: Any, spec: str) -> None:
        match = _SPEC.match(spec)
        width, precision = match.groups() if match else ("", "")
        for number in (width, precision):
            if number and (len(number) > 7 or int(number) > LONGEST):
                check_length(int(number[:9]), "a field")
        self.made += max(int(width or 0), printed_size(value)) + int(precision or 0)
        check_length(self.made)


# --- the budget of one render --------------------------------------------------------------


@dataclass
class Budget:
    """The loop iterations and calls, and the characters of text, of one render."""

    steps: int = 0
    output: int = 0

    def step(self, steps: int = 1) -> None:
        self.steps += steps
        if self.steps > MOST_STEPS:
            raise TemplateTooLarge(
                f"the template does too much work: over {MOST_STEPS:,} loop iterations "
                "and calls in one page"
            )

    def add_output(self, length: int) -> None:
        self.output += length
        if self.output > MOST_OUTPUT:
            raise TemplateTooLarge(
                f"the template makes a page too large: over {MOST_OUTPUT:,} characters"
            )


_CURRENT: ContextVar[Budget | None] = ContextVar("template_budget", default=None)


def current_budget() -> Budget:
    """The budget of the render under way; a new one outside a render."""
    return _CURRENT.get() or Budget()


def budgeted_join(pieces: Iterable[str]) -> str:
    """``"".join(pieces)`` within the render's budget of text: the render's own join,
    the first of a render opening its budget. A piece past the budget is refused where
    the template yields it, so the problem names that line."""
    budget = _CURRENT.get()
    token = _CURRENT.set(Budget()) if budget is None else None
    budget = _CURRENT.get()
    assert budget is not None
    try:
        joined: list[str] = []
        append = joined.append
        for piece in pieces:
            # Budget.add_output, inline: a call per piece (hundreds a page) costs more
            # than the rest of the loop.
            budget.output += len(piece)
            if budget.output > MOST_OUTPUT:
                try:
                    budget.add_output(0)
                except TemplateTooLarge as error:
                    throw = getattr(pieces, "throw", None)
                    if throw is not None:
                        throw(error)  # raised at the yield: the traceback has its line
                    raise
            append(piece)
        return "".join(joined)
    finally:
        if token is not None:
            _CURRENT.reset(token)


# Containers whose length is the number of items a loop over them takes.
_SIZED = frozenset(
    {list, tuple, dict, str, range, set, frozenset, type({}.keys()), type({}.values())}
    | {type({}.items())}
)


class Counted:
    """An iterable whose every item is a step of the render's budget: nested loops
    (each over jinja2's 100,000-long range) stop."""

    def __init__(self, iterable: Any) -> None:
        self.iterable = iterable

    def __iter__(self) -> Iterator[Any]:
        budget = current_budget()
        if type(self.iterable) in _SIZED:
            # A container's length is its iterations (no loop control stops one early):
            # one step for the loop, not one per item.
            budget.step(len(self.iterable))
            return iter(self.iterable)
        return self._each(budget)

    def _each(self, budget: Budget) -> Iterator[Any]:
        for item in self.iterable:
            budget.step()
            yield item

    def __len__(self) -> int:
        return len(self.iterable)  # loop.length; a TypeError makes jinja2 count them
