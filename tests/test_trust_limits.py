"""A user's template may not take every byte or second of the machine: each value it makes
too large, and a render that does too much, is refused at the template's file and line
(exit 1, [template-unsafe]) with no traceback and nothing written, in a process whose
address space is capped far below what the template asks for."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from conftest import snapshot

Cli = Callable[..., tuple[int, str, str]]
TEMPLATE = "templates/comparison.md.j2"
# The build's own needs (Python, Babel, pydantic, Jinja2) fit well within this; each attack
# asks for gigabytes, or for hours.
ADDRESS_SPACE = 1536 * 1024 * 1024
CAPPED_BUILD = """
import resource, sys
resource.setrlimit(resource.RLIMIT_AS, ({limit}, {limit}))
from comparekit.cli import main
sys.exit(main(sys.argv[1:]))
"""

TOO_LARGE = "[template-unsafe] the template makes a value too large: "
# name: (the template line added, what the problem says)
ATTACKS = {
    "a printf width": ("{{ '%0500000000d' % 1 }}", TOO_LARGE + "a field of"),
    "a printf width given as *": ("{{ '%*d' % (500000000, 1) }}", TOO_LARGE + "a field of"),
    "a printf precision": ("{{ '%.500000000f' % 1.0 }}", TOO_LARGE + "a field of"),
    "the format filter's width": ("{{ '%0500000000d'|format(1) }}", TOO_LARGE + "a field of"),
    "center": ("{{ 'x'|center(500000000) }}", TOO_LARGE + "a string of 500,000,000"),
    "a str.format width": ("{{ '{:>500000000}'.format(1) }}", TOO_LARGE + "a field of"),
    "a nested str.format width": (
        "{{ '{:{w}}'.format(1, w=500000000) }}",
        TOO_LARGE + "a field of",
    ),
    "format_map repeating a field": (
        "{{ ('{a}' * 200000).format_map({'a': 'x' * 900000}) }}",
        TOO_LARGE + "a string of",
    ),
    "a power": ("{{ 9 ** (9 ** 9) }}", TOO_LARGE + "a power of about"),
    # Jinja2's ** groups from the left: ((9 ** 9) ** 9) ** 9 ** 9 has 6,262 digits.
    "a power chain": ("{{ 9 ** 9 ** 9 ** 9 ** 9 }}", TOO_LARGE + "a power of about"),
    "a product of large numbers": (
        "{{ (10 ** 4000) * (10 ** 4000) }}",
        TOO_LARGE + "a product of over 4,300 digits",
    ),
    "a repeated string": ("{{ 'x' * 10 ** 9 }}", TOO_LARGE + "a string of 1,000,000,000"),
    "a repeated list of long strings": ("{{ ['x' * 900000] * 1000 }}", TOO_LARGE + "a list of"),
    "ljust": ("{{ 'x'.ljust(10 ** 9) }}", TOO_LARGE + "a string of 1,000,000,000"),
    "replace of the empty string": (
        "{{ ('x' * 900000).replace('', 'yy') }}",
        TOO_LARGE + "a string of",
    ),
    "the replace filter": (
        "{{ ('a' * 1000)|replace('a', 'b' * 10000) }}",
        TOO_LARGE + "a string of 10,000,000",
    ),
    "indent": ("{{ ('a\\n' * 100000)|indent(100000) }}", TOO_LARGE + "a string of"),
    "wordwrap's wrapstring": (
        "{{ ('a ' * 100000)|wordwrap(1, wrapstring='x' * 1000) }}",
        TOO_LARGE + "a string of",
    ),
    "batch filled to a count": ("{{ [1]|batch(10 ** 9, 'x')|list }}", TOO_LARGE + "a list of"),
    "slice into a count of lists": ("{{ [1]|slice(10 ** 9)|list }}", TOO_LARGE + "a list of"),
    "join of long strings": ("{{ ['x' * 900000, 'y' * 900000]|join }}", TOO_LARGE + "a list of"),
    "a filter by map": ("{{ ['a', 'b']|map('center', 10 ** 9)|list }}", TOO_LARGE),
    "lipsum": ("{{ lipsum(100000, max=100000) }}", TOO_LARGE + "lorem ipsum"),
    "a string doubled by ~ in a loop": (
        "{% set ns = namespace(s='x') %}{% for i in range(40) %}{% set ns.s = ns.s ~ ns.s %}"
        "{% endfor %}{{ ns.s|length }}",
        TOO_LARGE + "a string of 1,048,576",
    ),
    "a list doubled by + in a loop": (
        "{% set ns = namespace(s=['x']) %}{% for i in range(40) %}{% set ns.s = ns.s + ns.s %}"
        "{% endfor %}{{ ns.s|length }}",
        TOO_LARGE + "a list of",
    ),
    "a dict of a long string's references": (
        "{{ {}.fromkeys(range(100000), 'x' * 100000) }}",
        TOO_LARGE + "a dict of",
    ),
    "nested loops": (
        "{% for a in range(100000) %}{% for b in range(100000) %}{% endfor %}{% endfor %}",
        "[template-unsafe] the template does too much work: over 1,000,000 loop iterations",
    ),
    "nested loops over a list": (
        "{% set xs = range(100000)|list %}{% for a in xs %}{% for b in xs %}{% endfor %}"
        "{% endfor %}",
        "[template-unsafe] the template does too much work",
    ),
    "a recursive loop": (
        "{% for x in range(2) recursive %}{% if loop.depth < 3 %}{{ loop(range(100000)) }}"
        "{% endif %}{% endfor %}",
        "[template-unsafe] the template does too much work",
    ),
    "a macro calling itself twice": (
        "{% macro m(n) %}{% if n %}{{ m(n - 1) }}{{ m(n - 1) }}{% endif %}{% endmacro %}"
        "{{ m(60) }}",
        "[template-unsafe] the template does too much work",
    ),
    "output built in a loop": (
        "{% for i in range(100000) %}{{ 'x' * 999 }}{% endfor %}"
        "{% for i in range(100000) %}{{ 'x' * 999 }}{% endfor %}",
        "[template-unsafe] the template makes a page too large: over 20,000,000 characters",
    ),
}


def add_fourth_line(project: Path, line: str) -> None:
    template = project / TEMPLATE
    lines = template.read_text(encoding="utf-8").split("\n")
    lines.insert(3, line)
    template.write_text("\n".join(lines), encoding="utf-8")


def capped_build(project: Path) -> subprocess.CompletedProcess[str]:
    """``comparekit build`` in a process of at most ``ADDRESS_SPACE`` bytes."""
    return subprocess.run(
        [
            sys.executable,
            "-c",
            CAPPED_BUILD.format(limit=ADDRESS_SPACE),
            *("-C", str(project), "build", "--locale", "en"),
        ],
        capture_output=True,
        text=True,
        timeout=600,  # a guard against a hang, not a measure: the build takes seconds
        check=False,
    )


def test_the_project_builds_within_the_cap(ready: Path) -> None:
    """The cap leaves the build what it needs: what the attacks are refused for is theirs."""
    result = capped_build(ready)
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize("name", sorted(ATTACKS))
def test_a_template_making_too_much_is_refused_at_its_line(name: str, ready: Path) -> None:
    added, phrase = ATTACKS[name]
    add_fourth_line(ready, added)
    before = snapshot(ready)
    result = capped_build(ready)
    assert result.returncode == 1, result.stderr
    assert "Traceback" not in result.stderr and "MemoryError" not in result.stderr
    assert f"{TEMPLATE}:4: {phrase}" in result.stderr, result.stderr
    assert snapshot(ready) == before
    assert not (ready / "dist").exists()


# Lines that use each bounded feature within its limits, and what they render.
WITHIN = {
    "{{ 'ab'|center(6) }}|{{ 'x'.rjust(3, '.') }}|{{ '%03d/%s' % (7, 'z') }}": "  ab  |..x|007/z",
    "{{ '{:>4}|{b}'.format(1, b='y') }}|{{ '%(a)s'|format(a=2) }}|{{ 2 ** 10 }}": "   1|y|2|1024",
    "{{ ['a', 'b']|join('+') }}|{{ 'a' ~ 1 ~ 'b' }}|{{ [1] + [2] }}|{{ 'ab' * 2 }}": (
        "a+b|a1b|[1, 2]|abab"
    ),
    "{% for x in 'abc' if x != 'b' %}{{ loop.index }}{{ x }}{{ loop.length }}"
    "{% else %}none{% endfor %}": "1a22c2",
    "{% for x in [[1, [2]], [3]] recursive %}{% if x is iterable %}{{ loop(x) }}"
    "{% else %}{{ x }}{% endif %}{% endfor %}": "123",
    "{{ [1, 2, 3]|batch(2, 0)|list }}|{{ 'a b'|replace(' ', '--') }}": "[[1, 2], [3, 0]]|a--b",
}


@pytest.mark.parametrize("line", sorted(WITHIN))
def test_a_template_within_the_limits_renders_as_before(
    line: str, ready: Path, run_cli: Cli
) -> None:
    add_fourth_line(ready, f"LIMITS[{line}]")
    code, _, err = run_cli("-C", str(ready), "build", "--locale", "en")
    assert code == 0, err
    page = next((ready / "dist/en").glob("*-vs-*.md")).read_text(encoding="utf-8")
    assert f"LIMITS[{WITHIN[line]}]" in page.replace("\\|", "|"), page
