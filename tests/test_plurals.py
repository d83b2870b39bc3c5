"""A Plural-Forms rule is read and evaluated as GNU gettext reads and evaluates it."""

from __future__ import annotations

import gettext
import shutil
import subprocess
from pathlib import Path

import babel
import pytest
from babel.messages.catalog import Catalog

from comparekit.catalogs.po.plurals import (
    GETTEXT_STACK,
    InvalidRule,
    evaluate,
    parse_rule,
    plural_function,
    refusal,
)

MSGFMT = shutil.which("msgfmt")


def nested(depth: int, inner: str = "n != 1") -> str:
    return "(" * depth + inner + ")" * depth


def msgfmt_check(tmp_path: Path, rule: str) -> subprocess.CompletedProcess[str]:
    path = tmp_path / "x.po"
    path.write_text(
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
        f'"Plural-Forms: {rule}\\n"\n\n'
        'msgid "a"\nmsgid_plural "as"\nmsgstr[0] "x"\nmsgstr[1] "y"\n',
        encoding="utf-8",
    )
    assert MSGFMT is not None
    return subprocess.run(
        [MSGFMT, "--check", "-o", "/dev/null", str(path)], capture_output=True, text=True
    )


@pytest.mark.parametrize("depth", [21, 200, 5_000, GETTEXT_STACK - 4])
def test_a_rule_nested_as_deep_as_msgfmt_reads_is_read(depth: int, tmp_path: Path) -> None:
    """Python's gettext.c2py stops at 20 parentheses; msgfmt's parser at its stack (the
    deepest here is msgfmt's last: a parenthesis more, and it refuses the rule)."""
    program = parse_rule(nested(depth))
    assert [evaluate(program, n) for n in (0, 1, 2)] == [1, 0, 1]
    if MSGFMT:
        assert msgfmt_check(tmp_path, f"nplurals=2; plural={nested(depth)};").returncode == 0


@pytest.mark.parametrize("depth", [GETTEXT_STACK - 3, 20_000])
def test_a_rule_nested_deeper_than_msgfmt_reads_is_refused(depth: int, tmp_path: Path) -> None:
    with pytest.raises(InvalidRule):
        parse_rule(nested(depth))
    if MSGFMT:
        done = msgfmt_check(tmp_path, f"nplurals=2; plural={nested(depth)};")
        assert "invalid plural expression" in done.stderr


@pytest.mark.parametrize("rule", ["n = 1", "-n", "n ? 1", "(n", "n)", "n n", "", "(n ? 1) : 2"])
def test_a_rule_msgfmt_cannot_parse_is_refused(rule: str, tmp_path: Path) -> None:
    with pytest.raises(InvalidRule):
        parse_rule(rule)
    if MSGFMT:
        done = msgfmt_check(tmp_path, f"nplurals=2; plural={rule};")
        assert "invalid plural expression" in done.stderr


def test_a_rule_is_evaluated_with_cs_precedence_and_arithmetic() -> None:
    """``!n + n`` is ``(!n) + n`` in C (c2py reads ``not (n + n)``); ``n - 2`` wraps."""
    assert [evaluate(parse_rule("!n + n"), n) for n in range(4)] == [1, 1, 2, 3]
    assert refusal(2, parse_rule("!n + n")) is not None
    assert evaluate(parse_rule("n - 2"), 0) == 2**64 - 2
    assert refusal(2, parse_rule("n - 2")) == "plural expression can produce negative values"


def test_a_division_by_zero_on_a_branch_not_taken_is_none() -> None:
    assert refusal(2, parse_rule("n == 0 ? 0 : 1 / n")) is None
    assert refusal(2, parse_rule("n != 0 && 1 % n")) is None
    assert refusal(2, parse_rule("n % (n - 3)")) == "plural expression can produce division by zero"


def test_a_form_past_the_last_is_the_first_as_libintl_picks_it() -> None:
    choose = plural_function("n / 1000", 2)
    assert [choose(n) for n in (0, 999, 1000, 5000)] == [0, 0, 1, 0]


def test_every_locales_rule_picks_the_forms_c2py_picks() -> None:
    """Babel's rules (what a catalog without Plural-Forms gets) read the same both ways."""
    for tag in babel.localedata.locale_identifiers()[::7]:
        expression = str(Catalog(locale=tag).plural_expr)
        python, ours = gettext.c2py(expression), parse_rule(expression)
        assert [python(n) for n in range(120)] == [evaluate(ours, n) for n in range(120)], tag
