"""Flags that say something false about an entry, found as GNU gettext finds them.

``msgfmt -c`` fails a catalog whose ``python-format`` or ``python-brace-format`` entry has a
translation that is not such a format string, or that drops or adds a placeholder of the
English: Babel's writer flags "75% draft" as python-format (it reads "% d"), and a Japanese
「75%の草案」 then fails. ``check`` fails on each such entry, at the line msgfmt names (the
msgstr), by msgfmt's rules: only translated, non-fuzzy entries whose msgid is itself a
valid format string are checked. Other languages' format flags are left to msgfmt.

A previous msgid (``#|``) left on an entry no longer fuzzy is stale too: ``update`` drops
it; ``check`` shows where it is.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from comparekit.cache import Shelf, comparekit_digest, digest
from comparekit.catalogs.po.read import PoEntry, PoFile, read_po
from comparekit.catalogs.table import cache_name, content_hash, load_entries
from comparekit.errors import Problem, ProblemsFound
from comparekit.sources.placeholders import NAMED_FIELD, malformed_placeholders
from comparekit.sources.settings import Settings

FORMAT_FLAG = "format-flag"
STALE_PREVIOUS = "stale-previous"

# One Python %-directive, as gettext's format-python.c reads it: %(name), flags, width,
# precision, length and conversion; a directive ending otherwise is invalid.
_PERCENT = re.compile(
    r"%(?:\((?P<name>[^)]*)\))?[-+ #0]*(?:\*|\d+)?(?:\.(?:\*|\d+))?[hlL]?(?P<conversion>.?)",
    re.DOTALL,
)
_PERCENT_TYPES = {
    **dict.fromkeys("s r", "string"),
    "c": "character",
    **dict.fromkeys(["i", "d", "u", "o", "x", "X"], "integer"),
    **dict.fromkeys(["e", "E", "f", "g", "G"], "float"),
    "%": "",
}
# One PEP 3101 field as GNU gettext 0.21's format-python-brace.c reads it: a name or number
# with .attr and [index] parts, then an optional :spec (standard, or one nested field). Its
# whole text between the braces, spec included, is what msgfmt compares.
_FIELD = r"(?:[A-Za-z_]\w*|\d+)(?:\.[A-Za-z_]\w*|\[(?:[A-Za-z_]\w*|\d+)\])*"
_STANDARD_SPEC = r"(?:.[<>=^]|[<>=^])?[-+ ]?\#?0?\d*(?:\.\d*)?[bcdoxXneEfFgG%]?"
_BRACE = re.compile(
    rf"\{{(?P<name>{_FIELD}(?::(?:\{{{_FIELD}\}}|{_STANDARD_SPEC}))?)\}}", re.ASCII | re.DOTALL
)


class NotAFormat(ValueError):
    """The text is not a format string of the flag's language."""


def percent_arguments(text: str) -> dict[str, str] | list[str]:
    """The named arguments of a Python %-format (name → type), or its unnamed ones' types."""
    named: dict[str, str] = {}
    unnamed: list[str] = []
    at = text.find("%")
    while at >= 0:
        directive = _PERCENT.match(text, at)
        assert directive is not None  # every part after the % is optional
        conversion = directive.group("conversion")
        if conversion not in _PERCENT_TYPES:
            raise NotAFormat(f"{directive.group()!r} is not a %-directive")
        stars = directive.group().count("*") if directive.group("name") is None else 0
        kind = _PERCENT_TYPES[conversion]
        if directive.group("name") is not None:
            if unnamed:
                raise NotAFormat("named and unnamed %-directives mixed")
            named[directive.group("name")] = kind
        elif stars or kind:
            if named:
                raise NotAFormat("named and unnamed %-directives mixed")
            unnamed += ["integer"] * stars + ([kind] if kind else [])
        at = text.find("%", directive.end())
    return named if named else unnamed


def brace_arguments(text: str) -> set[str]:
    """The fields of a Python brace format (``{name}``, ``{0.attr:>5}``); ``{{`` is a
    literal brace, and so is any ``}`` outside a field."""
    names: set[str] = set()
    at = text.find("{")
    while at >= 0:
        if text.startswith("{{", at):
            at = text.find("{", at + 2)
            continue
        field = _BRACE.match(text, at)
        if field is None:
            raise NotAFormat(f"an invalid or unterminated field at {text[at : at + 12]!r}")
        names.add(field.group("name"))
        at = text.find("{", field.end())
    return names


def _format_mismatch(flag: str, english: str, translation: str) -> str | None:
    """Why msgfmt -c rejects the translation under the flag, or None."""
    read = percent_arguments if flag == "python-format" else brace_arguments
    try:
        expected = read(english)
    except NotAFormat:
        return None  # msgfmt checks nothing when the English itself is no format string
    try:
        found = read(translation)
    except NotAFormat as reason:
        return f"the translation is not a valid {flag} string, unlike the English: {reason}"
    if isinstance(expected, list) or isinstance(found, list):
        if expected != found:
            return "the translation's %-directives are not the English's, in number and kind"
        return None
    missing = sorted(set(expected) - set(found))
    extra = sorted(set(found) - set(expected))
    if missing or extra:
        return "placeholders differ from the English's: " + ", ".join(
            [*(f"{name!r} missing" for name in missing), *(f"{name!r} added" for name in extra)]
        )
    if isinstance(expected, dict) and isinstance(found, dict) and expected != found:
        return "a placeholder's conversion differs from the English's"
    return None


def flag_problems(
    po: PoFile,
    display: str,
    read_lines: Callable[[], list[str]],
    placeholders_checked: bool = False,
) -> list[Problem]:
    """Each entry of a read catalog that ``msgfmt -c`` rejects for a format flag, and each
    previous msgid left on an entry no longer fuzzy. ``read_lines``: the file's lines, read
    only when needed (for the line of a ``#|``). ``placeholders_checked``: a python-brace
    entry whose ``{name}`` placeholders differ is left to comparekit's placeholder check,
    which reports it already (once is enough)."""
    problems = []
    lines: list[str] | None = None
    for entry in po.entries:
        if entry.is_header or entry.obsolete:
            continue
        if not entry.fuzzy and (entry.previous_msgid is not None or entry.previous_context):
            lines = lines if lines is not None else read_lines()
            problems.append(_stale_previous(entry, display, lines))
        if entry.fuzzy or not any(entry.strings):
            continue
        for flag in ("python-format", "python-brace-format"):
            if flag in entry.flags:
                reported = placeholders_checked and flag == "python-brace-format"
                if not (reported and _placeholders_differ(entry)):
                    problems.extend(_entry_format_problems(entry, flag, display))
    return problems


def _placeholders_differ(entry: PoEntry) -> bool:
    """Whether the placeholder check reports this entry already: a name missing or added,
    or anything in braces that is not a bare name."""
    english = [entry.msgid, entry.msgid_plural or entry.msgid]
    return any(
        set(NAMED_FIELD.findall(translation)) != set(NAMED_FIELD.findall(english[min(i, 1)]))
        or bool(malformed_placeholders(translation))
        for i, translation in enumerate(entry.strings)
    )


def _entry_format_problems(entry: PoEntry, flag: str, display: str) -> list[Problem]:
    plural = entry.msgid_plural is not None
    english = [
        entry.msgid_plural if plural and index else entry.msgid
        for index in range(len(entry.strings))
    ]
    for index, (source, translation) in enumerate(zip(english, entry.strings, strict=True)):
        reason = _format_mismatch(flag, str(source), translation) if translation else None
        if reason is not None:
            return [
                Problem(
                    display,
                    entry.string_line + index if plural else entry.string_line,
                    None,
                    FORMAT_FLAG,
                    f"{flag} ({entry.context or entry.msgid[:40]}): {reason}; msgfmt -c "
                    "rejects the catalog",
                    hint=_PROSE_HINT
                    if flag == "python-format" and _is_prose(str(source))
                    else "keep the English's placeholders in the translation; if the text is "
                    f"not a format string, remove {flag} from its #, line",
                )
            ]
    return []


# A percent after a number and before a word (30% faster): prose that gettext reads as a
# directive ("% f"). msgfmt -c still rejects the catalog, so check does too, and says how
# to drop the flag that no comparekit command writes.
_PROSE_PERCENT = re.compile(r"(?<=\d)% (?=[A-Za-z])")
_PROSE_HINT = (
    'the English is prose, not a format string (its "% " after a number is a percent '
    "sign): run `comparekit update`, which drops the python-format flag, or delete it "
    "from its #, line"
)


def _is_prose(english: str) -> bool:
    """Whether every % of ``english`` is a percent after a number, before a word."""
    return english.count("%") == len(_PROSE_PERCENT.findall(english)) > 0


def _stale_previous(entry: PoEntry, display: str, lines: list[str]) -> Problem:
    """The ``#|`` lines of an entry whose fuzzy flag was cleared: the nearest above it."""
    line = next(
        (
            number
            for number in range(entry.line - 1, 0, -1)
            if lines[number - 1].startswith("#|")
            and (number == 1 or not lines[number - 2].startswith("#|"))
        ),
        None,
    )
    return Problem(
        display,
        line,
        None,
        STALE_PREVIOUS,
        "a previous msgid (#|) is left on an entry that is no longer fuzzy",
        hint="run `comparekit update`, which removes it, or delete the #| lines",
    )


@dataclass(frozen=True)
class FlagVerdict:
    """The problems found in one version of a catalog, remembered by its content."""

    problems: list[Problem]


def catalog_flag_problems(settings: Settings, memory: Shelf | None = None) -> list[Problem]:
    """``flag_problems`` of the template and of each locale's catalog there is; with
    ``memory``, a catalog whose content was checked before is not read again."""
    problems = []
    cache = settings.cache_folder()
    for tag in (None, *settings.locales):
        path = settings.template_path() if tag is None else settings.catalog_path(tag)
        if not path.is_file():
            continue
        display = settings.display(path)
        key = None
        if memory is not None and cache is not None:
            key = digest("format-flags", comparekit_digest(), display, content_hash(path, cache))
            remembered = memory.get(key, FlagVerdict)
            if remembered is not None:
                problems += remembered.problems
                continue
        po = _marked_entries(path, display, tag, cache)
        found = flag_problems(po, display, functools.partial(_lines, path), True)
        if memory is not None and key is not None:
            memory.put(key, FlagVerdict(found))
        problems += found
    return problems


# What makes an entry worth reading here: a format flag this module checks, or a ``#|``
# (looked for with bytes.find: a regular expression's scan of a large catalog takes longer).
_MARKS = (b"python-format", b"python-brace-format", b"\n#|")
_UTF8 = re.compile(rb'^"Content-Type: text/plain; charset=utf-?8\\n"$', re.MULTILINE | re.I)


def _marked_entries(path: Path, display: str, tag: str | None, cache: Path | None) -> PoFile:
    """The entries of the blank-line-separated blocks that hold a mark, at their lines in
    the file: a large catalog has a few dozen, and decoding all its entries would take a
    second at a thousand articles, on every ``check``. The whole catalog is read where a
    block does not stand alone (a blank line inside an entry) or the file is not UTF-8."""
    data = path.read_bytes()
    marks = sorted(at for mark in _MARKS for at in _places(data, mark))
    if not marks:
        return PoFile([], "utf-8")
    if _UTF8.search(data, 0, 4096) is None:
        return load_entries(path, cache_name(tag), display, cache)
    entries: list[PoEntry] = []
    end, counted, line = -1, 0, 1  # ``line``: the file's line at byte ``counted``
    for mark in marks:
        if mark < end:
            continue  # in the block just read
        before = data.rfind(b"\n\n", 0, mark)
        start = before + 2 if before >= 0 else 0
        after = data.find(b"\n\n", mark)
        end = len(data) if after < 0 else after + 1
        line += data.count(b"\n", counted, start)
        counted = start
        try:
            block = read_po(data[start:end], display).entries
        except ProblemsFound:
            return load_entries(path, cache_name(tag), display, cache)
        for entry in block:
            entry.line += line - 1
            entry.string_line += line - 1
        entries += block
    return PoFile(entries, "utf-8")


def _places(data: bytes, mark: bytes) -> Iterator[int]:
    at = data.find(mark)
    while at >= 0:
        yield at
        at = data.find(mark, at + 1)


def _lines(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").split("\n")
