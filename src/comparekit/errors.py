"""Problems found in the user's input, and the one exception family comparekit raises.

A problem is data: validation collects every problem it finds and fails once, so an author
sees all the mistakes of a file in one run. The CLI renders them; the library never prints.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

Severity = Literal["error", "warning"]
COMMAND_LINE = "(command line)"  # the path of a problem with the arguments: a usage error

# What a terminal acts on rather than shows, in text a problem quotes from the user's files
# (a key, a value, a file name): the C0 and C1 controls and DEL (an ESC sequence recolours
# or retitles the terminal, a BEL rings), the bidi controls that reorder what follows on
# the line, and the separators that end a line. A line break and a tab stay: a message may
# span lines.
_ACTED_ON = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]")


def terminal_safe(text: str) -> str:
    r"""``text`` with each character a terminal would act on written as its escape.

    >>> print(terminal_safe("ti\x1b[31mtle\u202e\x07"))
    ti\x1b[31mtle\u202e\x07
    """
    return _ACTED_ON.sub(_escape, text)


def _escape(found: re.Match[str]) -> str:
    code = ord(found.group())
    return f"\\x{code:02x}" if code <= 0xFF else f"\\u{code:04x}"


@dataclass(frozen=True)
class Problem:
    """One thing wrong with the input, located as precisely as we can.

    >>> print(Problem("articles/x.yaml", 3, 5, "unknown-field", "unknown field 'titel'",
    ...               hint="did you mean 'title'?"))
    articles/x.yaml:3:5: [unknown-field] unknown field 'titel'
      hint: did you mean 'title'?
    """

    path: str
    line: int | None
    column: int | None
    code: str
    message: str
    hint: str = ""
    severity: Severity = "error"

    def sort_key(self) -> tuple[str, int, int, str, str]:
        """File, then position (unknown first), then code: the order a reader fixes them in."""
        return (self.path, self.line or 0, self.column or 0, self.code, self.message)

    def location(self) -> str:
        """``path:line:col`` with whatever parts are known."""
        parts = [self.path]
        if self.line is not None:
            parts.append(str(self.line))
            if self.column is not None:
                parts.append(str(self.column))
        return ":".join(parts)

    def __str__(self) -> str:
        """The problem as the terminal shows it: what it quotes of the user's text escaped
        (``terminal_safe``); the fields, and the JSON made of them, keep it as it is."""
        prefix = "warning: " if self.severity == "warning" else ""
        text = f"{self.location()}: {prefix}[{self.code}] {self.message}"
        if self.hint:
            text += f"\n  hint: {self.hint}"
        return terminal_safe(text)


class ComparekitError(Exception):
    """Root of every error comparekit raises on purpose."""


class ProblemsFound(ComparekitError):
    """The input has problems; each one is listed, none is left for a second run."""

    def __init__(self, problems: Iterable[Problem]) -> None:
        self.problems = sorted(problems, key=Problem.sort_key)
        count = len(self.problems)
        super().__init__(f"{count} problem{'s' if count != 1 else ''} found")

    def __str__(self) -> str:
        return "\n".join(str(problem) for problem in self.problems)

    def __reduce__(self) -> tuple[type[ProblemsFound], tuple[list[Problem]]]:
        # Pickled with its problems (not its message), to cross from a worker process.
        return (ProblemsFound, (self.problems,))


class UsageRefused(ProblemsFound):
    """Problems with what the command line asks, not with the project's input (a file named
    for an export that is the user's own): a usage error, whatever path each names."""


class ProjectNotFound(ComparekitError):
    """No pyproject.toml with a [tool.comparekit] table was found."""
