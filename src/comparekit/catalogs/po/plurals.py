"""A Plural-Forms rule read as GNU gettext reads it, and the form it picks for a count.

gettext parses the C expression with a bison parser (as deep as its 10,000-entry stack
allows) and evaluates it in C's ``unsigned long``; Python's ``gettext.c2py`` refuses more
than 20 parentheses and reads ``!n + n`` as ``not (n + n)``. Here the expression becomes a
postfix program without recursion, with bison's stack depth counted as it goes, and runs
on a stack machine with C's arithmetic.

>>> rule = parse_rule("n%10==1 && n%100!=11 ? 0 : n != 0 ? 1 : 2")
>>> [evaluate(rule, n) for n in (0, 1, 2, 11, 21)]
[2, 0, 1, 1, 0]
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

MASK = (1 << 64) - 1  # unsigned long
# Bison's stack: msgfmt refuses an expression whose parse needs more entries than this.
GETTEXT_STACK = 9999
# Every rule in use has a few dozen operators; one of thousands is checked 1001 times.
MOST_OPERATORS = 1000

_TOKEN = re.compile(r"[ \t]*(?:(\d+)|(n)|(==|!=|<=|>=|&&|\|\||[-+*/%<>!?:()])|($|[;\n])|(.))")
_BINARY = {
    "||": 2,
    "&&": 3,
    "==": 4,
    "!=": 4,
    "<": 5,
    ">": 5,
    "<=": 5,
    ">=": 5,
    "+": 6,
    "-": 6,
    "*": 7,
    "/": 7,
    "%": 7,
}
_POISON = -1  # a division by zero, carried up to where it decides the result (C: SIGFPE)


class InvalidRule(ValueError):
    """msgfmt would say "invalid plural expression" (or we would not evaluate it)."""


Program = tuple[tuple[str, int], ...]  # ("n", 0), ("num", 7), ("op", 0) …


def parse_rule(expression: str) -> Program:
    """The postfix program of a gettext plural expression (it ends at ``;`` or a line
    break, as gettext's does); InvalidRule where msgfmt's parser fails."""
    output: list[tuple[str, int]] = []
    stack: list[str] = []  # "(", "!", a binary operator, "?" or ":"
    weight = {"(": 1, "!": 1, "?": 2, ":": 4}  # the entries each holds on bison's stack
    held = 0  # the entries ``stack`` holds
    expect_operand = True
    position = 0

    def need(depth: int) -> None:
        if 1 + depth > GETTEXT_STACK:
            raise InvalidRule("the expression nests deeper than gettext's parser reads")

    def pop() -> None:
        nonlocal held
        operator = stack.pop()
        held -= weight.get(operator, 2)
        if operator == ":":
            output.append(("?:", 0))
        elif operator in ("(", "?"):
            raise InvalidRule(f"unclosed {operator}")
        else:
            output.append((operator, 0))

    while True:
        token = _TOKEN.match(expression, position)
        assert token is not None  # the last alternative takes any character
        position = token.end()
        number, variable, operator, end, other = token.groups()
        if other is not None:
            raise InvalidRule(f"unexpected {other!r}")
        if end is not None:
            break
        if expect_operand:
            if number is not None or variable is not None:
                output.append(("num", int(number) & MASK) if number else ("n", 0))
                need(held + 1)
                expect_operand = False
            elif operator in ("(", "!"):
                stack.append(operator)
                held += 1
                need(held)
            else:
                raise InvalidRule(f"an operand was expected before {operator or ''!r}")
            continue
        if operator == ")":
            while stack and stack[-1] != "(":
                pop()
            if not stack:
                raise InvalidRule("unbalanced )")
            need(held + 2)
            stack.pop()
            held -= 1
            continue
        if operator in _BINARY:
            precedence = _BINARY[operator]
            while stack and (stack[-1] == "!" or _BINARY.get(stack[-1], 0) >= precedence):
                pop()
            stack.append(operator)
            held += 2
        elif operator == "?":
            while stack and (stack[-1] == "!" or stack[-1] in _BINARY):
                pop()
            stack.append("?")
            held += 2
        elif operator == ":":
            while stack and stack[-1] not in ("?", "("):
                pop()
            if not stack or stack[-1] != "?":
                raise InvalidRule(": without ?")
            stack[-1] = ":"
            held += 2
        else:
            raise InvalidRule(f"an operator was expected before {number or variable!r}")
        need(held)
        expect_operand = True
    if expect_operand:
        raise InvalidRule("the expression ends where an operand was expected")
    while stack:
        pop()
    if len(output) > 2 * MOST_OPERATORS + 1:  # n operators have about n + 1 operands
        raise InvalidRule(f"more than {MOST_OPERATORS} operators")
    return tuple(output)


def evaluate(program: Program, n: int) -> int:
    """The value of the rule for ``n`` as gettext computes it (unsigned, wrapping), or -1
    where it divides by zero."""
    values: list[int] = []
    push, pop = values.append, values.pop
    n &= MASK
    for kind, number in program:
        if kind == "n":
            push(n)
        elif kind == "num":
            push(number)
        elif kind == "!":
            a = pop()
            push(a if a == _POISON else int(a == 0))
        elif kind == "?:":
            no, yes, condition = pop(), pop(), pop()
            push(condition if condition == _POISON else yes if condition else no)
        else:
            b, a = pop(), pop()
            push(_binary(kind, a, b))
    return values[0]


def _binary(operator: str, a: int, b: int) -> int:
    if operator == "&&":  # C stops at a false left side, whatever the right one does
        return a if a == _POISON else 0 if a == 0 else b if b == _POISON else int(b != 0)
    if operator == "||":
        return a if a == _POISON else 1 if a != 0 else b if b == _POISON else int(b != 0)
    if a == _POISON or b == _POISON:
        return _POISON
    if operator in ("/", "%"):
        if b == 0:
            return _POISON
        return a // b if operator == "/" else a % b
    result: int = {
        "+": lambda: (a + b) & MASK,
        "-": lambda: (a - b) & MASK,
        "*": lambda: (a * b) & MASK,
        "==": lambda: int(a == b),
        "!=": lambda: int(a != b),
        "<": lambda: int(a < b),
        ">": lambda: int(a > b),
        "<=": lambda: int(a <= b),
        ">=": lambda: int(a >= b),
    }[operator]()
    return result


def refusal(forms: int, program: Program) -> str | None:
    """What ``msgfmt --check`` says of a rule, in its words, or None if it takes it: it
    tries every count from 0 to 1000."""
    largest = 0
    for count in range(1001):
        form = evaluate(program, count)
        if form == _POISON:
            return "plural expression can produce division by zero"
        if form >> 63:  # negative as C's long
            return "plural expression can produce negative values"
        largest = max(largest, form)
    if largest >= forms:
        return f"nplurals = {forms} but plural expression can produce values as large as {largest}"
    return None


@functools.lru_cache(maxsize=32)
def plural_function(expression: str, forms: int) -> Callable[[int], int]:
    """The form a count takes under a rule read by ``plural_rule``: as libintl picks it,
    the first form where the rule gives none of the ``forms``."""
    program = parse_rule(expression)

    def choose(count: int) -> int:
        form = evaluate(program, count)
        return form if 0 <= form < forms else 0

    return choose
