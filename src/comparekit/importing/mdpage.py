"""Read one existing Markdown page into its blocks, each with the line it starts on.

The first step of ``comparekit import``: bytes are checked (a binary file, another encoding,
an empty page are refused at their line), the frontmatter is read as the sources are (no
aliases, no duplicate keys), and the body is parsed with markdown-it-py (CommonMark and pipe
tables). A block keeps the Markdown *source* of its text, not its rendering, because that
source is what the YAML and the catalogs hold; the escapes comparekit's own renderer adds
(``\\{``, ``&lt;``) are undone.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

import yaml

from comparekit.errors import Problem, ProblemsFound
from comparekit.sources.userfile import MAX_PAGE_BYTES, read_user_file
from comparekit.sources.yamlsource import parse_yaml

if TYPE_CHECKING:
    from markdown_it import MarkdownIt
    from markdown_it.token import Token

BlockKind = Literal["heading", "paragraph", "table", "list", "other"]


@dataclass(frozen=True)
class Block:
    """A heading, paragraph, table, list or other block, at its 1-based line in the file.

    ``cells``: a table's rows (header first) or a list's items (one cell each), with
    ``cell_lines`` the line of each.
    """

    kind: BlockKind
    line: int
    text: str = ""
    level: int = 0
    cells: tuple[tuple[str, ...], ...] = ()
    cell_lines: tuple[int, ...] = ()


@dataclass(frozen=True)
class MarkdownPage:
    """A page as read: where it came from, its frontmatter and its blocks in order."""

    path: str
    frontmatter: dict[str, Any] = field(default_factory=dict)
    blocks: tuple[Block, ...] = ()
    frontmatter_lines: dict[str, int] = field(default_factory=dict)  # key → its line


def problem(path: str, line: int | None, code: str, message: str, hint: str) -> ProblemsFound:
    return ProblemsFound([Problem(path, line, None, code, message, hint=hint)])


def read_page(file: Path, display: str) -> MarkdownPage:
    """The blocks of the Markdown page at ``file``; an unreadable page names its line."""
    raw = read_user_file(file, display, "a page", MAX_PAGE_BYTES)
    return parse_page(raw, display)


def parse_page(raw: bytes, display: str) -> MarkdownPage:
    """:func:`read_page` on bytes already read."""
    if b"\x00" in raw:
        line = raw.count(b"\n", 0, raw.index(b"\x00")) + 1
        raise problem(
            display, line, "binary-file", "a NUL byte: this is not a text page", "name a .md file"
        )
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        line = raw.count(b"\n", 0, error.start) + 1
        raise problem(
            display,
            line,
            "not-utf8",
            f"byte 0x{raw[error.start]:02x} is not UTF-8",
            "convert the page first, e.g. `iconv -f LATIN1 -t UTF-8 page.md`",
        ) from None
    text = text.removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    if not text.strip():
        raise problem(display, 1, "empty-page", "the page is empty", "name the page's copy")
    metadata, body = _split_frontmatter(text, display)
    where: dict[str, int] = {}
    if metadata:
        for number, row in enumerate(text.split("\n")[1:], start=2):
            if row.rstrip() in ("---", "..."):
                break
            if key := re.match(r"([A-Za-z_][\w-]*):", row):
                where.setdefault(key.group(1), number)
    return MarkdownPage(display, metadata, tuple(_blocks(body)), where)


def _split_frontmatter(text: str, display: str) -> tuple[dict[str, Any], str]:
    """The frontmatter and the body, the body with blank lines where the frontmatter was
    (so every block keeps the line it has in the file)."""
    if not text.startswith("---\n"):
        return {}, text
    end = re.search(r"^(?:---|\.\.\.)[ \t]*$", text[4:], re.MULTILINE)
    if end is None:
        raise problem(
            display, 1, "bad-frontmatter", "the frontmatter is never closed", "end it with ---"
        )
    head = text[: 4 + end.end()]
    try:  # PyYAML first, for the line of a syntax mistake (where its construct starts)
        checked = yaml.safe_load(text[4 : 4 + end.start()])
    except yaml.YAMLError as error:
        # Where the broken construct starts (an unclosed bracket), else where YAML stopped.
        mark = getattr(error, "context_mark", None) or getattr(error, "problem_mark", None)
        line = mark.line + 2 if mark is not None else 1
        raise problem(
            display, line, "bad-frontmatter", "the frontmatter is not valid YAML", "fix it"
        ) from None
    except (ValueError, OverflowError) as error:  # a date that does not exist: 2024-13-45
        raise problem(
            display,
            2,
            "bad-frontmatter",
            f"the frontmatter holds a date that does not exist ({error})",
            "write a real date as YYYY-MM-DD, or quote the value to keep it as text",
        ) from None
    except RecursionError:  # PyYAML reads nested values by recursion
        raise problem(
            display,
            2,
            "bad-frontmatter",
            "the frontmatter nests values too deep to read",
            "look for unclosed brackets",
        ) from None
    if not isinstance(checked, dict | None):
        raise problem(
            display, 2, "bad-frontmatter", "the frontmatter is not a mapping", "write key: value"
        )
    # Read again as the sources are, for what PyYAML takes silently: an alias (a few lines
    # of them expand to billions of values), a duplicate key, a tag.
    try:
        metadata, _ = parse_yaml(text[4 : 4 + end.start()], display)
    except ProblemsFound as found:
        raise ProblemsFound(
            dataclasses.replace(p, line=p.line + 1 if p.line else None) for p in found.problems
        ) from None
    return dict(metadata), "\n" * head.count("\n") + text[len(head) :]


@functools.cache
def _parser() -> MarkdownIt:
    # Imported when a page is first read: check and update load this module through the
    # import record, and importing markdown-it-py is a twentieth of a check that has
    # nothing to check.
    from markdown_it import MarkdownIt

    return MarkdownIt("commonmark").enable("table")


def _blocks(body: str) -> list[Block]:
    tokens = _parser().parse(body)
    lines = body.split("\n")
    blocks: list[Block] = []
    index = 0
    while index < len(tokens):
        token = tokens[index]
        end = _closing(tokens, index)
        line = (token.map[0] + 1) if token.map else 1
        if token.type == "heading_open":
            blocks.append(
                Block("heading", line, unescape(tokens[index + 1].content), int(token.tag[1:]))
            )
        elif token.type == "paragraph_open":
            blocks.append(Block("paragraph", line, unescape(_one_line(tokens[index + 1].content))))
        elif token.type == "table_open":
            rows, row_lines = _table(tokens[index:end])
            blocks.append(Block("table", line, cells=rows, cell_lines=row_lines))
        elif token.type in ("bullet_list_open", "ordered_list_open"):
            items, item_lines = _list_items(tokens[index:end])
            blocks.append(Block("list", line, cells=items, cell_lines=item_lines))
        elif token.type == "hr":
            pass  # a rule holds no text
        elif token.map:
            source = " ".join(x.strip() for x in lines[token.map[0] : token.map[1]] if x.strip())
            blocks.append(Block("other", line, unescape(source)))
        index = end + 1
    return blocks


def _closing(tokens: list[Token], index: int) -> int:
    """The index of the token that closes the block opened at ``index``."""
    if tokens[index].nesting != 1:
        return index
    depth = 0
    for position in range(index, len(tokens)):
        depth += tokens[position].nesting
        if depth == 0:
            return position
    return len(tokens) - 1


def _table(tokens: list[Token]) -> tuple[tuple[tuple[str, ...], ...], tuple[int, ...]]:
    rows: list[tuple[str, ...]] = []
    lines: list[int] = []
    cells: list[str] = []
    for token in tokens:
        if token.type == "tr_open":
            cells = []
            lines.append((token.map[0] + 1) if token.map else 0)
        elif token.type == "inline":
            cells.append(unescape(token.content))
        elif token.type == "tr_close":
            rows.append(tuple(cells))
    return tuple(rows), tuple(lines)


def _list_items(tokens: list[Token]) -> tuple[tuple[tuple[str, ...], ...], tuple[int, ...]]:
    items: list[tuple[str, ...]] = []
    lines: list[int] = []
    depth = 0
    for position, token in enumerate(tokens):
        if token.type == "list_item_open":
            depth += 1
            if depth == 1:
                items.append(())
                lines.append((token.map[0] + 1) if token.map else 0)
        elif token.type == "list_item_close":
            depth -= 1
        elif token.type == "inline" and depth == 1 and tokens[position - 1].type != "heading_open":
            text = unescape(_one_line(token.content))
            items[-1] = (f"{items[-1][0]} {text}",) if items[-1] else (text,)
    return tuple(item or ("",) for item in items), tuple(lines)  # "- " alone: an empty item


def _one_line(text: str) -> str:
    """A paragraph's lines joined as one: with a space, except between two CJK characters."""
    parts = [part.strip() for part in text.split("\n")]
    out = parts[0]
    for part in parts[1:]:
        gap = "" if out and part and _cjk(out[-1]) and _cjk(part[0]) else " "
        out += gap + part
    return out


def _cjk(char: str) -> bool:
    return 0x3000 <= ord(char) <= 0x9FFF or 0xAC00 <= ord(char) <= 0xD7AF or ord(char) >= 0xFF00


_CODE_SPAN = re.compile(r"(`+).+?\1")
_ESCAPED = re.compile(r"\\([{}])|&lt;")
_ESM = re.compile(r"^&#(\d+);(?=mport|xport)")


def unescape(text: str) -> str:
    r"""The text as its author wrote it, before comparekit's renderer made it MDX-safe.

    >>> unescape(r"a \{b\} &lt;c> `\{d\}`")
    'a {b} <c> `\\{d\\}`'
    >>> unescape("&#101;xport it")
    'export it'
    """
    text = _ESM.sub(lambda m: chr(int(m.group(1))), text)
    parts: list[str] = []
    position = 0
    for span in _CODE_SPAN.finditer(text):
        parts.append(_ESCAPED.sub(_unescaped, text[position : span.start()]))
        parts.append(span.group(0))
        position = span.end()
    parts.append(_ESCAPED.sub(_unescaped, text[position:]))
    return "".join(parts)


def _unescaped(match: re.Match[str]) -> str:
    return match.group(1) or "<"
