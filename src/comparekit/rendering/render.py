"""Render localized models to Markdown through the Jinja2 templates, formatting with Babel.

Templates are compiled once per build; the locale and its gettext callables travel in the
render context, so one environment serves every language.
"""

from __future__ import annotations

import functools
import re
from contextlib import suppress
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

import jinja2
from babel.dates import format_date
from babel.lists import format_list
from babel.numbers import format_decimal
from jinja2 import pass_context

from comparekit.errors import Problem, ProblemsFound
from comparekit.rendering.limits import (
    LONGEST,
    MOST_DIGITS,
    MOST_STEPS,
    TemplateTooLarge,
    check_size,
)
from comparekit.rendering.sandbox import TemplateSandbox
from comparekit.rendering.sites import OfPage, PageInfo
from comparekit.rendering.templateloader import (
    TemplateConflict,
    TemplateFolderLoader,
    TemplateNotUtf8,
    TemplateRefused,
)
from comparekit.rendering.translate import Translator
from comparekit.sources.conflicts import conflict_marker_problem
from comparekit.sources.model import Comparison, Dimension, Hub, Product
from comparekit.sources.placeholders import PlaceholderError, fill_placeholders
from comparekit.sources.settings import babel_locale
from comparekit.sources.templatelinks import (
    ARTICLE_TEMPLATE,
    HUB_TEMPLATE,
    missing_template,
    not_utf8,
)
from comparekit.sources.userfile import MAX_TEMPLATE_BYTES


@dataclass(frozen=True)
class Link:
    text: str
    href: str
    mark: str = ""  # "(English)": the page linked to is in another language than this one


@dataclass(frozen=True)
class Page(OfPage):
    """A rendered page: what it is (for its path and frontmatter) and its Markdown body."""

    info: PageInfo
    body: str
    # Links to a page held back in this locale, to the source locale's page instead: each
    # with the link it stands for, which is what the page's shape is compared by.
    redirected: tuple[tuple[str, str], ...] = ()


class Renderer:
    """Owns the Jinja2 environment; one per build."""

    def __init__(self, templates: Path, display: str) -> None:
        self.display = display
        self.templates = templates
        # The templates are the user's files, read from disk: sandboxed, so that one can
        # reach no attribute of Python's own ({{ ''.__class__.__mro__ }}) and change
        # nothing it is given, only show it.
        self.environment = TemplateSandbox(
            loader=TemplateFolderLoader(templates),
            undefined=jinja2.StrictUndefined,
            extensions=["jinja2.ext.i18n"],
            autoescape=False,
            keep_trailing_newline=True,
            trim_blocks=True,
            lstrip_blocks=True,
            finalize=mdx_safe,
        )
        self.environment.filters.update(
            cell=table_cell,
            fill=fill,
            date=_date_filter,
            locale_list=_list_filter,
            number=_number_filter,
            markdown_link=markdown_link,
        )
        self.environment.bound_filters()

    def compile_templates(self) -> None:
        """Compile both templates now, before locales are rendered side by side: each
        process then inherits them instead of compiling its own. An error is left for
        ``render`` to report, where it always has."""
        for name in (ARTICLE_TEMPLATE, HUB_TEMPLATE):
            with suppress(jinja2.TemplateError):
                self.environment.get_template(name)

    def render(self, template_name: str, translator: Translator, **context: Any) -> str:
        try:
            template = self.environment.get_template(template_name)
            text = template.render(
                locale=translator.locale,
                pgettext=translator.pgettext,
                npgettext=translator.npgettext,
                **context,
            )
        except TemplateNotUtf8 as error:
            raise ProblemsFound(
                [not_utf8(self._where(error.template), error.data, error.error)]
            ) from None
        except TemplateConflict as error:
            raise ProblemsFound(
                [conflict_marker_problem(self._where(error.name or template_name), error.lineno)]
            ) from None
        except jinja2.TemplateSyntaxError as error:
            raise ProblemsFound(
                [
                    Problem(
                        self._where(error.name or template_name),
                        error.lineno,
                        None,
                        "template-syntax",
                        error.message or "syntax error",
                        hint="fix the Jinja2 syntax",
                    )
                ]
            ) from None
        except jinja2.TemplateNotFound as error:
            raise ProblemsFound([missing_template(self._where(str(error.name)))]) from None
        except TemplateRefused as error:
            raise self._failed(
                error, template_name, "template-unsafe", str(error), "template-refused"
            ) from None
        except TemplateTooLarge as error:
            raise self._failed(
                error, template_name, "template-unsafe", str(error), "template-too-large"
            ) from None
        except jinja2.exceptions.SecurityError as error:
            raise self._failed(error, template_name, "template-unsafe", str(error)) from None
        except jinja2.UndefinedError as error:
            raise self._failed(error, template_name, "template-undefined", str(error)) from None
        except ProblemsFound:
            raise  # a problem a filter found (a placeholder), already named where it is
        except (
            ArithmeticError,
            LookupError,
            TypeError,
            ValueError,
            AssertionError,
            RecursionError,
            MemoryError,
        ) as error:
            # An expression of the template failed as Python evaluated it ({{ 1/0 }}, a
            # date filter given text, a macro calling itself): the template's mistake, at
            # the line Jinja knows, not a crash of comparekit's.
            message = f"{type(error).__name__}: {error}"[:300]
            raise self._failed(error, template_name, "template-error", message) from None
        return tidy_markdown(text)

    def _failed(
        self, error: BaseException, template_name: str, code: str, message: str, why: str = ""
    ) -> ProblemsFound:
        """The problem of a template that failed while it rendered, at its file and line."""
        name, line = _template_line(error, template_name, self.templates)
        hint = _TEMPLATE_HINTS[why or code]
        return ProblemsFound([Problem(self._where(name), line, None, code, message, hint)])

    def _where(self, name: str) -> str:
        """A template's file as a problem names it: in the templates folder, or as Jinja2
        gave it where that is a path of its own (an error's file, an include of /etc/x)."""
        path = Path(name)
        if not path.is_absolute():
            return f"{self.display}/{name}"
        try:
            return f"{self.display}/{path.relative_to(self.templates).as_posix()}"
        except ValueError:
            return name

    def comparison(
        self,
        article: Comparison,
        products: dict[str, Product],
        dimensions: dict[str, Dimension],
        next_links: list[Link],
        hub_link: Link,
        translator: Translator,
    ) -> str:
        pair = [products[article.subject], products[article.counterpart]]
        rows = [
            (
                dimensions[dimension].label,
                [
                    (overrides or {}).get(product_id) or products[product_id].facts[dimension]
                    for product_id in (article.subject, article.counterpart)
                ],
            )
            for dimension, overrides in article.head_to_head.rows.items()
        ]
        return self.render(
            ARTICLE_TEMPLATE,
            translator,
            article=article,
            pair=pair,
            rows=rows,
            next_links=next_links,
            hub_link=hub_link,
        )

    def hub(
        self,
        hub: Hub,
        entries: list[tuple[Link, str]],
        products: list[Product],
        dimensions: dict[str, Dimension],
        translator: Translator,
    ) -> str:
        columns = [key for key, dimension in dimensions.items() if dimension.hub]
        matrix = [
            (product.name, [product.facts.get(key, "—") for key in columns]) for product in products
        ]
        return self.render(
            HUB_TEMPLATE,
            translator,
            hub=hub,
            entries=entries,
            headers=[dimensions[key].label for key in columns],
            matrix=matrix,
        )


# --- filters -----------------------------------------------------------------------------


def table_cell(text: str) -> str:
    r"""Text made safe for a pipe-table cell: ``|`` escaped, line breaks folded.

    >>> table_cell("a | b\nc")
    'a \\| b c'
    """
    folded = " ".join(text.split())
    return _UNESCAPED_PIPE.sub(r"\\|", folded) if "|" in folded else folded


_UNESCAPED_PIPE = re.compile(r"(?<!\\)\|")


def fill(text: str, **values: Any) -> str:
    """Fill named ``{placeholders}``; a translation that lost or renamed one is an error.

    Filled name by name, never with ``str.format``: a text's braces reach no attribute
    and run no format spec."""
    try:
        return fill_placeholders(text, {name: str(value) for name, value in values.items()})
    except PlaceholderError as error:
        raise ProblemsFound(
            [
                Problem(
                    "(template)",
                    None,
                    None,
                    "placeholder",
                    f"cannot fill placeholders of {text!r}: {error}",
                    hint=f"keep exactly these placeholders: "
                    f"{', '.join('{' + k + '}' for k in values)}",
                )
            ]
        ) from None


def markdown_link(link: Link) -> str:
    r"""``[text](href)`` with brackets in the text escaped, and the link's mark after it.

    >>> markdown_link(Link("DeepInfer [beta]", "deepinfer.md"))
    '[DeepInfer \\[beta\\]](deepinfer.md)'
    >>> markdown_link(Link("Alpha", "../en/alpha.md", "(英語)"))
    '[Alpha](../en/alpha.md) (英語)'
    """
    text = re.sub(r"([\[\]])", r"\\\1", link.text)
    return f"[{text}]({link.href})" + (f" {link.mark}" if link.mark else "")


@pass_context
def _date_filter(context: Any, value: date) -> str:
    return _long_date(value, context["locale"])


@functools.lru_cache(maxsize=4096)
def _long_date(value: date, locale: str) -> str:
    # A page shows an access date per source, nearly all the same day: Babel's formatting
    # is worked out once per day and locale.
    return str(format_date(value, "long", locale=babel_locale(locale)))


@pass_context
def _list_filter(context: Any, items: list[str], style: Any = "standard") -> str:
    locale = babel_locale(context["locale"])
    if locale.language not in SPACED_SCRIPTS:
        return str(format_list(list(items), style=style, locale=locale))
    # Japanese and Chinese put a half-width space between their words and Latin ones
    # (the house style of each): Babel's "A或B" becomes "A 或 B" when A and B are Latin.
    marks = [f"\x00{index}\x00" for index in range(len(items))]
    pattern = str(format_list(marks, style=style, locale=locale))
    parts = pattern.split("\x00")  # separator, index, separator, index, …, separator
    out = parts[0]
    for position in range(1, len(parts) - 1, 2):
        item = items[int(parts[position])]
        after = parts[position + 1]
        last = position + 2 >= len(parts) - 1
        following = "" if last else items[int(parts[position + 2])]
        if after and _latin(_visible(item)[-1:]) and _cjk_word(after[0]):
            after = " " + after
        if after and following and _cjk_word(after[-1]) and _latin(_visible(following)[:1]):
            after = after + " "
        out += item + after
    return out


SPACED_SCRIPTS = ("ja", "zh")


def _visible(markdown: str) -> str:
    """The text a reader sees of an item: a link's text without its target, and without
    private-use characters, which show nothing (the preview marks each string with them)."""
    text = re.sub(r"\[((?:[^\]\\]|\\.)*)\]\([^)]*\)", r"\1", markdown)
    return _PRIVATE_USE.sub("", text)


_PRIVATE_USE = re.compile("[\ue000-\uf8ff]")


def _latin(char: str) -> bool:
    return bool(char) and char.isascii() and char.isalnum()


def _cjk_word(char: str) -> bool:
    """A Han, Hiragana or Katakana character: not CJK punctuation, which needs no space."""
    code = ord(char)
    return 0x3040 <= code <= 0x30FF or 0x3400 <= code <= 0x4DBF or 0x4E00 <= code <= 0x9FFF


@pass_context
def _number_filter(context: Any, value: float) -> str:
    return str(format_decimal(value, locale=babel_locale(context["locale"])))


_CODE_SPAN = re.compile(r"(`+)(?:.+?)\1")
_MDX_SPECIAL = re.compile(r"(?<!\\)([{}])|<")
_MDX_ESM = re.compile(r"(?:import|export)\b")
# A command-line flag written as plain text: ``--name`` or ``--name=value``, not inside a
# word, a URL or a code span. Hugo, kramdown and Astro's smartypants turn a plain ``--``
# into an en dash, so it is published as code. A flag is ASCII: a letter of another script
# beside it (Korean's particle in ``--flag를``) ends it, as a space would.
_CLI_FLAG = re.compile(
    r"(?<![A-Za-z0-9_`/=.\\-])--[a-z][a-z0-9]*(?:-[a-z0-9]+)*(?:=[\w.:/-]*[\w/])?"
    r"(?![A-Za-z0-9_-])"
)


def mdx_safe(value: Any) -> Any:
    r"""Text that MDX (Docusaurus v3) reads literally, and every Markdown reads the same.

    ``{`` and ``}`` are backslash-escaped (CommonMark, kramdown and Python-Markdown all
    honour that); ``<`` becomes ``&lt;`` (Python-Markdown cannot escape it); ``|`` is
    backslash-escaped, so that kramdown never reads a line of running text as a table;
    a command-line flag becomes a code span (``--x`` would turn into an en dash). Code
    spans are left alone.

    A text that begins with ``import`` or ``export`` would open an ES module statement in
    MDX when it starts a paragraph: its first letter is written as a character reference,
    which every CommonMark reader shows as the letter.

    >>> mdx_safe("a {b} <c> `{d} <e>`")
    'a \\{b\\} &lt;c> `{d} <e>`'
    >>> mdx_safe("export const x = 1;")
    '&#101;xport const x = 1;'
    >>> mdx_safe("run with --enable-x=1, not a|b; `--kept` and pre--post")
    'run with `--enable-x=1`, not a\\|b; `--kept` and pre--post'
    >>> mdx_safe("옵션 --enable-x를")
    '옵션 `--enable-x`를'
    """
    if not isinstance(value, str):
        # A string was measured when it was made; a list is printed only now, and a
        # million references to one long string print as a million copies.
        return check_size(value)
    # Every value a template prints comes through here: most have nothing to escape, and
    # testing for the characters is many times cheaper than the patterns.
    if value.startswith(("import", "export")) and _MDX_ESM.match(value):
        value = f"&#{ord(value[0])};{value[1:]}"
    if (
        "{" not in value
        and "}" not in value
        and "<" not in value
        and "|" not in value
        and "--" not in value
    ):
        return value
    parts = []
    position = 0
    for span in _CODE_SPAN.finditer(value):
        parts.append(_escape_text(value[position : span.start()]))
        parts.append(span.group(0))
        position = span.end()
    parts.append(_escape_text(value[position:]))
    return "".join(parts)


def _escape_text(text: str) -> str:
    """Text outside code spans: MDX's specials and pipes escaped, flags as code (a flag
    holds none of those characters, so the order does not matter)."""
    escaped = _MDX_SPECIAL.sub(lambda m: "&lt;" if m.group(0) == "<" else "\\" + m.group(1), text)
    escaped = _UNESCAPED_PIPE.sub(r"\\|", escaped) if "|" in escaped else escaped
    return _CLI_FLAG.sub(r"`\g<0>`", escaped) if "--" in escaped else escaped


_TEMPLATE_HINTS = {
    "template-unsafe": "a template shows the values it is given; it may not reach into Python "
    "objects (names starting with _) or change them",
    "template-undefined": "the template names a value the page does not have",
    "template-error": "fix the template's expression at this line",
    "template-refused": "a template is a regular file within the templates folder, of at most "
    f"{MAX_TEMPLATE_BYTES // 2**20} MiB: put the file itself there, not a link out of it or a "
    "special file",
    "template-too-large": f"a template's value may have at most {LONGEST:,} characters "
    f"or {MOST_DIGITS:,} digits, and a page at most {MOST_STEPS:,} loop iterations and "
    "calls: make the value from the page's data, not by repeating, padding or looping",
}


def _template_line(
    error: BaseException, template_name: str, folder: Path
) -> tuple[str, int | None]:
    """The template (its name in the templates folder) and line an error was raised at:
    Jinja rewrites the traceback so that a template's frames carry its file and line; the
    innermost of them (an include's, in a subfolder or not) is where it happened."""
    found: tuple[str, int | None] = (template_name, None)
    traceback = error.__traceback__
    while traceback is not None:
        filename = Path(traceback.tb_frame.f_code.co_filename)
        if filename.is_absolute() and filename.is_relative_to(folder):
            found = (filename.relative_to(folder).as_posix(), traceback.tb_lineno)
        traceback = traceback.tb_next
    return found


def tidy_markdown(text: str) -> str:
    """No trailing spaces, at most one blank line in a row, exactly one final newline."""
    lines = [line.rstrip() for line in text.splitlines()]
    tidy = _BLANK_LINES.sub("\n\n", "\n".join(lines))
    return tidy.strip("\n") + "\n"


_BLANK_LINES = re.compile(r"\n{3,}")
