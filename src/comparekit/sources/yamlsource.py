"""YAML with positions: plain data, and where each key and value stands.

PyYAML composes a node tree that knows where each key and value stands; we build plain
data from it ourselves so that duplicate keys and aliases are refused (PyYAML would keep
the last duplicate silently), and keep a map from data path to position so that pydantic's
error locations can point back at the author's line.

A plain scalar is the text as written: ``No``, ``2.0``, ``010`` and ``2026-10-20`` stay
those characters, as the YAML 1.2 editors our schema serves show them, instead of
YAML 1.1's false, 2.0, 8 and a date. Only an empty value, ``~`` and ``null`` are null. A
field the model types as a boolean or a date takes its text from there (pydantic reads
``yes``, ``false``, ``2026-10-20``), so nothing is renumbered or retyped silently.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, ClassVar

import yaml
from yaml.constructor import SafeConstructor

from comparekit.errors import Problem, ProblemsFound
from comparekit.sources.model import TextPath


@dataclass(frozen=True)
class Position:
    line: int  # 1-based
    column: int  # 1-based

    def pair(self) -> tuple[int, int]:
        return self.line, self.column


class _YamlProblem(Exception):
    def __init__(self, problem: Problem) -> None:
        self.problem = problem


def _mark(mark: Any) -> Position:
    return Position(mark.line + 1, mark.column + 1)


# The C parser when PyYAML has it (much faster); the same nodes and marks either way.
_SAFE_LOADER: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class _TextLoader(_SAFE_LOADER):  # type: ignore[valid-type,misc]
    """The safe loader with no implicit typing but null (and ``<<``, to refuse it)."""

    yaml_implicit_resolvers: ClassVar[dict[str | None, list[tuple[str, Any]]]] = {}


_TextLoader.add_implicit_resolver(
    "tag:yaml.org,2002:null", re.compile(r"^(?:~|null|Null|NULL|)$"), ["~", "n", "N", ""]
)
_TextLoader.add_implicit_resolver("tag:yaml.org,2002:merge", re.compile(r"^<<$"), ["<"])
_LOADER = _TextLoader


def _refuse_aliases(text: str, display_path: str) -> None:
    """An alias is refused where it is used: a shared value belongs in the shared data."""
    if "*" not in text:
        return  # no alias can be written without one
    for event in yaml.parse(text, Loader=_LOADER):
        if isinstance(event, yaml.AliasEvent):
            position = _mark(event.start_mark)
            raise ProblemsFound(
                [
                    Problem(
                        display_path,
                        position.line,
                        position.column,
                        "yaml-alias",
                        f"alias '*{event.anchor}' is not allowed",
                        hint="write the value out; facts said once belong in articles/products/",
                    )
                ]
            )


def parse_yaml(text: str, display_path: str) -> tuple[Any, dict[TextPath, Position]]:
    """Plain data and positions of a YAML document; duplicate keys and aliases refused."""
    try:
        _refuse_aliases(text, display_path)
        node = yaml.compose(text, Loader=_LOADER)
    except RecursionError:
        raise ProblemsFound([_too_deep(display_path, Position(1, 1))]) from None
    except yaml.reader.ReaderError as error:  # a character YAML does not allow
        position = _position_of(text, error.position)
        raise ProblemsFound(
            [
                Problem(
                    display_path,
                    position.line,
                    position.column,
                    "yaml-character",
                    f"character U+{error.character:04X} is not allowed in YAML"
                    if isinstance(error.character, int)
                    else f"{error.reason}",
                    hint="remove it; control characters such as NUL have no place in a source",
                )
            ]
        ) from None
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        position = _mark(mark) if mark else Position(1, 1)
        raise ProblemsFound(
            [
                Problem(
                    display_path,
                    position.line,
                    position.column,
                    "yaml-syntax",
                    f"{error.problem or error.context}",
                    hint="fix the YAML syntax at this spot (indentation, quotes, a missing ':')",
                )
            ]
        ) from None
    if node is None:
        return {}, {}
    positions: dict[TextPath, Position] = {}
    constructor = SafeConstructor()
    try:
        data = _build(node, (), positions, constructor, display_path)
    except _YamlProblem as failure:
        raise ProblemsFound([failure.problem]) from None
    return data, positions


class _Irregular(Exception):
    """Something the quick reading leaves to the full one, which says what and where."""


def read_yaml(text: str, display_path: str) -> Any:
    """The plain data ``parse_yaml`` gives, without positions: a build of a thousand
    sources needs none unless one is wrong, and the quick walk costs half as much. A
    document it does not take as plain (an error, a duplicate or odd key, a tag, a great
    depth) is read again by ``parse_yaml``, which gives its data or says where it is wrong.
    """
    try:
        _refuse_aliases(text, display_path)
        node = yaml.compose(text, Loader=_LOADER)
        return {} if node is None else _plain(node, 0, SafeConstructor())
    except (yaml.YAMLError, _Irregular, RecursionError, ValueError, TypeError, OverflowError):
        return parse_yaml(text, display_path)[0]


_MAP, _SEQ, _STR = (f"tag:yaml.org,2002:{name}" for name in ("map", "seq", "str"))
_BINARY = "tag:yaml.org,2002:binary"


def _plain(node: yaml.Node, depth: int, constructor: SafeConstructor) -> Any:
    if depth > MAX_DEPTH:
        raise _Irregular
    kind = type(node)
    if kind is yaml.ScalarNode:
        # A plain or quoted string is its node's text (what SafeConstructor would make).
        if node.tag == _STR:
            return node.value
        if node.tag == _BINARY:  # refused, at its place, by the careful reading
            raise _Irregular
        return constructor.construct_object(node)
    if kind is yaml.MappingNode and node.tag == _MAP:
        result: dict[str, Any] = {}
        for key_node, value_node in node.value:
            if type(key_node) is not yaml.ScalarNode:
                raise _Irregular
            key = key_node.value if key_node.tag == _STR else constructor.construct_object(key_node)
            if not isinstance(key, (str, int)) or key_node.tag == "tag:yaml.org,2002:merge":
                raise _Irregular
            key = str(key)
            if key in result:
                raise _Irregular
            result[key] = _plain(value_node, depth + 1, constructor)
        return result
    if kind is yaml.SequenceNode and node.tag == _SEQ:
        return [_plain(item, depth + 1, constructor) for item in node.value]
    raise _Irregular


def _build(
    node: yaml.Node,
    path: TextPath,
    positions: dict[TextPath, Position],
    constructor: SafeConstructor,
    display_path: str,
) -> Any:
    positions.setdefault(path, _mark(node.start_mark))
    if len(path) > MAX_DEPTH:
        raise _YamlProblem(_too_deep(display_path, _mark(node.start_mark)))
    if isinstance(node, yaml.MappingNode):
        result: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            if key_node.tag == "tag:yaml.org,2002:merge":
                raise _YamlProblem(
                    _problem_at(
                        display_path,
                        key_node,
                        "yaml-alias",
                        "merge keys ('<<') are not allowed",
                        "write the keys out",
                    )
                )
            key = _scalar(key_node, constructor, display_path)
            if not isinstance(key, (str, int)):
                raise _YamlProblem(
                    _problem_at(
                        display_path,
                        key_node,
                        "yaml-key",
                        "keys must be plain names",
                        "use a name such as 'title' or an id such as 'pd-disaggregation'",
                    )
                )
            key = str(key)
            if key in result:
                first = positions[(*path, key)]
                raise _YamlProblem(
                    _problem_at(
                        display_path,
                        key_node,
                        "duplicate-key",
                        f"duplicate key '{key}' (first defined at line {first.line})",
                        "keep one of them: YAML would silently drop the first",
                    )
                )
            positions[(*path, key)] = _mark(key_node.start_mark)
            positions[(*path, key, "<value>")] = _mark(value_node.start_mark)
            result[key] = _build(value_node, (*path, key), positions, constructor, display_path)
        return result
    if isinstance(node, yaml.SequenceNode):
        items = []
        for index, item in enumerate(node.value):
            positions[(*path, index)] = _mark(item.start_mark)
            items.append(_build(item, (*path, index), positions, constructor, display_path))
        return items
    return _scalar(node, constructor, display_path)


# Deeper than any source of comparekit's model needs, and far below Python's own limit.
MAX_DEPTH = 32


def _scalar(node: yaml.Node, constructor: SafeConstructor, display_path: str) -> Any:
    """The value of a scalar node; an unknown tag or a value its tag cannot hold (an
    impossible date, ``!!int x``) is a problem at its place. So is ``!!binary``: base64
    would hide the text from whoever reviews the source, and no field holds bytes."""
    if node.tag == _BINARY:
        raise _YamlProblem(
            _problem_at(
                display_path,
                node,
                "yaml-value",
                "a !!binary value: its text is hidden in base64 from whoever reads the source",
                "write the text itself, without the tag",
            )
        )
    try:
        return constructor.construct_object(node)
    except (yaml.YAMLError, ValueError, TypeError, OverflowError):
        tag = node.tag.replace("tag:yaml.org,2002:", "!!")
        known = node.tag in SafeConstructor.yaml_constructors  # not !!python/…
        raise _YamlProblem(
            _problem_at(
                display_path,
                node,
                "yaml-value",
                f"cannot read {node.value!r} as {tag}" if known else f"unknown tag '{tag}'",
                f"remove '{tag}' to keep the text as written, or correct the value"
                if known
                else "remove the tag: comparekit sources are plain YAML",
            )
        ) from None


def _too_deep(display_path: str, position: Position) -> Problem:
    return Problem(
        display_path,
        position.line,
        position.column,
        "yaml-depth",
        f"values nested more than {MAX_DEPTH} levels deep",
        hint="no field of a source nests this deep; look for unclosed brackets",
    )


def _position_of(text: str, offset: int | None) -> Position:
    if offset is None:
        return Position(1, 1)
    before = text[:offset]
    return Position(before.count("\n") + 1, offset - (before.rfind("\n") + 1) + 1)


def _problem_at(display_path: str, node: yaml.Node, code: str, message: str, hint: str) -> Problem:
    position = _mark(node.start_mark)
    return Problem(display_path, position.line, position.column, code, message, hint)


def nearest(positions: dict[TextPath, Position], path: TextPath) -> Position:
    for end in range(len(path), -1, -1):
        if path[:end] in positions:
            return positions[path[:end]]
    return Position(1, 1)
