"""The Jinja2 sandbox a user's template renders in: it reaches no further than the values it
is given, and stays within ``limits``: no value too large, no render too long.

Jinja2's own sandbox bounds only ``range`` (100,000 items a call); every other way a
template makes a value (an operator, a filter, a method of a string, ``str.format``, a
loop, a ``~``) passes through here.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from string import Formatter
from types import BuiltinMethodType
from typing import Any

import jinja2.sandbox
from jinja2 import nodes
from jinja2.compiler import CodeGenerator, Frame
from jinja2.exceptions import SecurityError
from jinja2.runtime import LoopContext, Macro, markup_join, str_join
from jinja2.utils import generate_lorem_ipsum
from markupsafe import Markup

from comparekit.rendering.limits import (
    LONGEST,
    MACRO_STEPS,
    BoundedFields,
    Counted,
    budgeted_join,
    check_binop,
    check_length,
    check_percent,
    check_result,
    check_size,
    current_budget,
    printed_size,
    too_large,
)

# Answers of ``is_safe_attribute`` one environment remembers, at most.
_MOST_REMEMBERED = 4096


class BoundedCode(CodeGenerator):
    """Jinja2's compiler, with every loop's iterable counted and every ``~`` measured."""

    def visit_Template(self, node: nodes.Template, frame: Frame | None = None) -> None:
        for loop in node.find_all(nodes.For):
            counted = nodes.EnvironmentAttribute("counted_loop", lineno=loop.iter.lineno)
            loop.iter = nodes.Call(counted, [loop.iter], [], None, None, lineno=loop.iter.lineno)
        super().visit_Template(node, frame)

    def visit_Call(self, node: nodes.Call, frame: Frame, forward_caller: bool = False) -> None:
        # The environment's own ``counted_loop`` (no template can name an environment
        # attribute) is called directly, not through the sandbox's ``call``, which would
        # check for each loop a callable that is always this one.
        if isinstance(node.node, nodes.EnvironmentAttribute) and node.node.name == "counted_loop":
            self.write("environment.counted_loop(")
            self.visit(node.args[0], frame)
            self.write(")")
            return
        super().visit_Call(node, frame, forward_caller=forward_caller)

    def visit_Concat(self, node: nodes.Concat, frame: Frame) -> None:
        # Jinja2's own, but joined by the environment, which measures the parts first:
        # ``ns.s ~ ns.s`` in a loop doubles a string each time.
        self.write("environment.joined((")
        for part in node.nodes:
            self.visit(part, frame)
            self.write(", ")
        self.write("), context.eval_ctx)")


class TemplateSandbox(jinja2.sandbox.ImmutableSandboxedEnvironment):
    """Jinja2's immutable sandbox, and a template may call no method but those of strings,
    plain containers and Jinja2's own helpers (``loop.cycle``). The sources' models are
    data to read: pydantic's methods (``parse_raw`` unpickles, ``parse_file`` reads any
    file) are no template's business."""

    code_generator_class = BoundedCode
    # ``'x' * 10**9``, ``10 ** 10 ** 9`` or ``'%0500000000d' % 1`` would take every byte
    # or second the machine has; ``+`` doubles a value in a loop.
    intercepted_binops = frozenset({"*", "**", "%", "+"})
    concat = staticmethod(budgeted_join)

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        self._safe_attributes: dict[tuple[type, str, bool], bool] = {}
        self.globals["lipsum"] = _bounded_lipsum

    def bound_filters(self) -> None:
        """Each filter that can make a value larger than it was given, measured first
        (the filters a caller added too)."""
        for name, estimate in _FILTER_ESTIMATES.items():
            if name in self.filters:
                self.filters[name] = _bounded(self.filters[name], estimate)

    def getattr(self, obj: Any, attribute: str) -> Any:
        # Jinja2's own, asked for every ``a.b`` a template reads (tens of thousands a
        # build), with the answer for data looked up first: only a callable can be a
        # ``str.format`` to wrap, and the answer depends only on the type and the name.
        try:
            value = getattr(obj, attribute)
        except AttributeError:
            try:
                return obj[attribute]
            except (TypeError, LookupError):
                return self.undefined(obj=obj, name=attribute)
        is_callable = callable(value)
        if is_callable:
            formatted = self.wrap_str_format(value)
            if formatted is not None:
                return formatted
        safe = self._safe_attributes.get((type(obj), attribute, is_callable))
        if safe or (safe is None and self.is_safe_attribute(obj, attribute, value)):
            return value
        return self.unsafe_undefined(obj, attribute)

    def is_safe_attribute(self, obj: Any, attr: str, value: Any) -> bool:
        # Asked for every attribute a template reads (tens of thousands a build); the answer
        # depends only on the object's type, the name and whether the value is callable.
        key = (type(obj), attr, callable(value))
        safe = self._safe_attributes.get(key)
        if safe is None:
            safe = self._attribute_is_safe(obj, attr, value)
            if len(self._safe_attributes) < _MOST_REMEMBERED:  # names a template makes up
                self._safe_attributes[key] = safe
        return safe

    def _attribute_is_safe(self, obj: Any, attr: str, value: Any) -> bool:
        if not super().is_safe_attribute(obj, attr, value):
            return False
        return (
            not callable(value)
            or isinstance(obj, str | dict | list | tuple)
            or type(obj).__module__.startswith("jinja2.")
        )

    def call_binop(self, context: Any, operator: str, left: Any, right: Any) -> Any:
        check_binop(operator, left, right)
        return check_result(super().call_binop(context, operator, left, right))

    def call(__self, __context: Any, __obj: Any, *args: Any, **kwargs: Any) -> Any:
        # Every call is a step of the render's budget: a macro calling itself twice makes
        # 2**n calls with no loop at all.
        current_budget().step(MACRO_STEPS if isinstance(__obj, Macro) else 1)
        kind = type(__obj)
        if kind is BuiltinMethodType:
            if isinstance(__obj.__self__, str):
                _check_string_method(__obj.__self__, __obj.__name__, args)
        elif isinstance(__obj, LoopContext) and args:  # a recursive loop's ``loop(children)``
            args = (Counted(args[0]), *args[1:])
        # Jinja2's sandbox's own call, in line: a call a page makes hundreds of times.
        if not __self.is_safe_callable(__obj):
            raise SecurityError(f"{__obj!r} is not safely callable")
        return check_result(__context.call(__obj, *args, **kwargs))

    def wrap_str_format(self, value: Any) -> Callable[..., str] | None:
        """``str.format`` and ``format_map`` as Jinja2's sandbox runs them, with each
        field measured as it is made (``'{:>500000000}'.format(1)``)."""
        if jinja2.sandbox.SandboxedEnvironment.wrap_str_format(self, value) is None:
            return None
        text: str = value.__self__
        is_format_map = value.__name__ == "format_map"

        def bounded_format(*args: Any, **kwargs: Any) -> str:
            if is_format_map:
                if kwargs or len(args) != 1:
                    raise TypeError("format_map() takes exactly one argument")
                kwargs, args = args[0], ()
            escape = text.escape if isinstance(text, Markup) else None
            formatter = _BoundedFormatter(self, escape) if escape else _BoundedFormatter(self)
            return type(text)(formatter.vformat(text, args, kwargs))

        return functools.update_wrapper(bounded_format, value)

    def counted_loop(self, iterable: Any) -> Counted:
        current_budget().step()  # the step its call through ``call`` used to take
        return Counted(iterable)

    def joined(self, parts: tuple[Any, ...], eval_ctx: Any) -> str:
        check_length(sum(printed_size(part) for part in parts))
        return markup_join(parts) if eval_ctx.autoescape else str_join(parts)


class _BoundedFormatter(jinja2.sandbox.SandboxedFormatter):
    def __init__(self, env: Any, escape: Callable[[Any], Any] | None = None) -> None:
        super().__init__(env)
        self.fields = BoundedFields()
        self.escape = escape

    def format_field(self, value: Any, format_spec: str) -> Any:
        self.fields.check(value, format_spec)
        if self.escape is not None:  # Markup's format: each field escaped, as Jinja2 does
            return self.escape(Formatter.format_field(self, value, format_spec))
        return super().format_field(value, format_spec)


def _check_string_method(text: str, name: str, args: tuple[Any, ...]) -> None:
    """Refuse a string method that would make a string too large, before it does."""
    first = args[0] if args else None
    if name in {"center", "ljust", "rjust", "zfill"} and isinstance(first, int):
        check_length(first)
    elif name == "expandtabs":
        check_length(len(text) + text.count("\t") * (first if isinstance(first, int) else 8))
    elif name == "replace" and len(args) >= 2:
        check_length(_replaced_length(text, *args))
    elif name == "join":
        check_size(first)
        check_length(printed_size(first) + len(text) * len(first or ()))
    elif name == "translate" and isinstance(first, dict):
        check_length(len(text) * max([printed_size(v) for v in first.values()] or [1]))


def _replaced_length(text: Any, old: Any, new: Any, count: Any = -1) -> int:
    text, old, new = str(text), str(old), str(new)
    found = text.count(old) if old else len(text) + 1
    if isinstance(count, int) and count >= 0:
        found = min(found, count)
    return len(text) + found * max(0, len(new) - len(old))


# --- filters -------------------------------------------------------------------------------


def _bounded(function: Callable[..., Any], estimate: Callable[..., object]) -> Callable[..., Any]:
    """``function``, with ``estimate`` refusing first what it would make too large."""
    passes_first = getattr(function, "jinja_pass_arg", None) is not None

    @functools.wraps(function)
    def bounded(*args: Any, **kwargs: Any) -> Any:
        estimate(*(args[1:] if passes_first else args), **kwargs)
        return check_result(function(*args, **kwargs))

    return bounded


def _center(value: Any, width: Any = 80, *_: Any) -> None:
    check_length(width if isinstance(width, int) else 0)


def _indent(value: Any, width: Any = 4, *_: Any, **__: Any) -> None:
    text = str(value) if isinstance(value, str) else ""
    each = len(width) if isinstance(width, str) else width if isinstance(width, int) else 0
    check_length(len(text) + (text.count("\n") + 1) * each)


def _format(value: Any, *args: Any, **kwargs: Any) -> None:
    check_percent(str(value) if isinstance(value, str) else "", kwargs or args)


def _padded(value: Any, count: Any = 0, fill_with: Any = None, *_: Any) -> None:
    """``batch`` and ``slice``: ``count`` lists (or fill values) made."""
    if isinstance(count, int):
        check_length(count * (4 + printed_size(fill_with)), "a list")


def _join(value: Any, d: Any = "", *_: Any, **__: Any) -> None:
    check_size(value)
    length = len(value) if hasattr(value, "__len__") else 0
    check_length(printed_size(value) + printed_size(d) * length)


def _replace(value: Any, old: Any = "", new: Any = "", count: Any = None) -> None:
    check_length(_replaced_length(value, old, new, -1 if count is None else count))


def _wordwrap(
    value: Any, width: Any = 79, break_long: Any = True, wrapstring: Any = None, *_: Any
) -> None:
    text = str(value) if isinstance(value, str) else ""
    lines = len(text) // max(width if isinstance(width, int) else 1, 1) + text.count("\n") + 1
    check_length(len(text) + lines * printed_size(wrapstring or "\n"))


def _fill(text: Any, **values: Any) -> None:
    """comparekit's ``fill``: each placeholder is a copy of its value."""
    widest = max([printed_size(v) for v in values.values()] or [0])
    check_length(len(str(text)) + str(text).count("{") * widest)


def _printed(value: Any, *args: Any, **kwargs: Any) -> None:
    """A filter that prints its value (``string``, ``tojson``): as large as that."""
    check_size(value)


_FILTER_ESTIMATES: dict[str, Callable[..., None]] = {
    "center": _center,
    "indent": _indent,
    "format": _format,
    "batch": _padded,
    "slice": _padded,
    "join": _join,
    "replace": _replace,
    "wordwrap": _wordwrap,
    "fill": _fill,
    "locale_list": _printed,
    "string": _printed,
    "pprint": _printed,
    "tojson": _printed,
    "urlencode": _printed,
    "xmlattr": _printed,
    "truncate": _printed,
}


def _bounded_lipsum(n: int = 5, html: bool = True, min: int = 20, max: int = 100) -> str:
    """Jinja2's ``lipsum``, of at most ``LONGEST`` characters: ``n`` paragraphs of up to
    ``max`` words each (of up to 13 characters)."""
    if n * max * 13 > LONGEST:
        raise too_large(f"lorem ipsum of {n:,} paragraphs of up to {max:,} words")
    return generate_lorem_ipsum(n, html, min, max)
