"""Project settings: the ``[tool.comparekit]`` table of ``pyproject.toml``."""

from __future__ import annotations

import difflib
import os
import re
import tomllib
from collections.abc import Iterable, Sequence
from functools import cached_property
from pathlib import Path
from typing import Literal

from babel import Locale, UnknownLocaleError
from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    ValidationInfo,
    field_validator,
)

from comparekit.errors import COMMAND_LINE, Problem, ProblemsFound, ProjectNotFound
from comparekit.ownership import not_a_file

PYPROJECT = "pyproject.toml"

# The sources' layout below the ``articles`` folder. Here, not beside the loader, so that a
# command that only names a source (a build with nothing to do) need not import the loader.
PRODUCTS_DIR = "products"
COMPARISONS_DIR = "comparisons"
DIMENSIONS_FILE = "dimensions.yaml"
GLOSSARY_FILE = "glossary.yaml"
HUB_FILE = "hub.yaml"


def babel_locale(tag: str) -> Locale:
    """Babel's locale for a BCP 47 tag such as ``zh-Hant`` (Babel itself wants ``zh_Hant``)."""
    return Locale.parse(tag, sep="-")


def catalog_folder_name(tag: str) -> str:
    """The gettext folder of a locale: ``zh-Hant`` → ``zh_Hant``, as msgfmt and Poedit expect."""
    return str(babel_locale(tag))


class Settings(BaseModel):
    """Where things live and which languages the project publishes."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    root: Path = Field(exclude=True)
    source_locale: str = Field("en", description="The language the articles are written in.")
    locales: tuple[str, ...] = Field(
        ("ja", "zh-Hant", "ko"),
        description="The languages the articles are translated into (BCP 47 tags); "
        "`comparekit add-locale` adds one.",
    )
    articles: Path = Field(
        Path("articles"), description="The sources: comparisons, products, dimensions, hub."
    )
    catalogs: Path = Field(
        Path("locales"),
        description="messages.pot and one catalog per locale, <ll>/LC_MESSAGES/messages.po.",
    )
    templates: Path = Field(
        Path("templates"), description="The Jinja2 templates that lay out an article's page."
    )
    output: Path = Field(
        Path("dist"),
        description="Where `build` writes the pages; with --site, a sibling named after the "
        "profile (dist-hugo).",
    )
    cache: Path | None = Field(
        Path(".comparekit-cache"),
        description="Rendered pages, read sources and catalogs, check verdicts; none if empty.",
    )
    source_max_age_days: int = Field(365, gt=0, description="`check` warns about older sources.")
    incomplete: Literal["hold", "fallback", "fail", "skip"] = Field(
        "hold",
        description="A page with strings not translated, fuzzy or broken: hold it back and "
        "publish the locale's other pages, linking to the source locale's page instead; "
        "publish it with the source text for them and a notice on the page (--allow-fallback); "
        "fail the build (--strict, for CI); or skip the whole locale when its coverage is below "
        "min_coverage (publishing the others with the notice).",
    )
    min_coverage: float = Field(1.0, ge=0, le=1, description="For incomplete = skip.")
    review: Literal["off", "warn", "required"] = Field(
        "off",
        description="Whether a translation must be approved by a reviewer before it is "
        "published (`comparekit review` records approvals in locales/<ll>/approved.txt): "
        "required holds a page with a translation not approved since it changed as it holds "
        "a fuzzy one; warn publishes it and `check` warns; off does neither.",
    )
    fuzzy_threshold: float = Field(
        0.8,
        gt=0,
        le=1,
        description="`update` suggests the translation of English at least this similar "
        "(as fuzzy); 1 turns similar suggestions off.",
    )
    memory_exact: Literal["fuzzy", "current"] = Field(
        "fuzzy",
        description="A new string whose exact English is translated elsewhere: take that "
        "translation as fuzzy (to review) or as current.",
    )
    starlight_root_locale: bool = Field(
        False, description="Starlight: the source locale at the docs root (/ rather than /en/)."
    )
    starlight_base: str = Field(
        "/",
        pattern=r"^/(?:[^/\s]+/)*$",
        description="Starlight: Astro's base path, which every link between pages starts with.",
    )
    site_lang: dict[Literal["hugo", "docusaurus", "starlight"], dict[str, str]] = Field(
        {},
        description="Per site profile, the language tag a locale's pages declare (html "
        'lang, hreflang) where it is not the profile\'s default: {starlight = {"zh-Hant" = '
        '"zh-TW"}}. Jekyll and MkDocs declare the locale\'s own tag, which is also its URL.',
    )
    compendia: tuple[str, ...] = Field(
        (),
        description="PO files of other translations `update` draws on; `{locale}` in a "
        "path stands for the locale's tag.",
    )
    po_wrap: Literal["babel", "newlines"] = Field(
        "babel",
        description="How `update` wraps the strings of the catalogs it writes: at 76 "
        'columns as Babel does, or only after each \\n ("newlines": as `msgcat --no-wrap` '
        'and Weblate\'s "only wrap at newlines" write them).',
    )
    weblate_flags: bool = Field(
        False,
        description="Give each catalog entry the `#,` flags Weblate's checks read (a table "
        "cell's `max-length`, `md-text`, `placeholders`, and the `ignore-` flags of a "
        "language's house style): turn it on if your team translates in Weblate. GNU msgcat "
        "and msgmerge drop flags they do not know, and `update` writes them back.",
    )
    known_words: dict[str, tuple[str, ...]] = Field(
        {},
        description="Per locale, words the number check knows beside a number besides those "
        'learnt from comparekit\'s catalogs: {ja = ["コア"]} for 8コア. An unknown word '
        "beside a number (a counter, unit, bound or rank: 4ラック, 4.6割) is a warning, so a "
        "reviewer sees it; list a word here once it is reviewed as faithful.",
    )

    @field_validator("articles", "catalogs", "templates", "output", "cache", mode="before")
    @classmethod
    def _no_nul_in_a_path(cls, value: object) -> object:
        # The file system takes no NUL in a name: refused here, at the setting's line,
        # not as a crash at the first file comparekit opens.
        if isinstance(value, str) and "\x00" in value:
            raise ValueError("a path may not contain NUL (\\u0000)")
        return value

    @field_validator("articles", "catalogs", "templates")
    @classmethod
    def _a_folder_within_reach(cls, value: Path, info: ValidationInfo) -> Path:
        # The project holds the cache, the output and pyproject.toml, which a folder of the
        # user's input must not hold: named here, at this setting's line, not as the cache's
        # or the output's fault (``catalogs = "/"``).
        root = info.data.get("root")
        if root is None:
            return value
        folder = os.path.abspath(os.path.join(root, value))
        if folder == os.path.abspath(root) or os.path.abspath(root).startswith(
            os.path.join(folder, "")
        ):
            raise ValueError(
                f"{str(value)!r} is or holds the project's own folder (which holds the "
                f"cache, the output and {PYPROJECT}): name a folder inside it, such as "
                f'"{cls.model_fields[info.field_name or ""].default}"'
            )
        return value

    @field_validator("compendia", mode="before")
    @classmethod
    def _no_nul_in_a_compendium(cls, value: object) -> object:
        if isinstance(value, list) and any(isinstance(v, str) and "\x00" in v for v in value):
            raise ValueError("a path may not contain NUL (\\u0000)")
        return value

    @field_validator("cache", mode="before")
    @classmethod
    def _no_cache_when_empty(cls, value: object) -> object:
        return None if value in ("", None) else value

    @field_validator("source_locale")
    @classmethod
    def _known_source_locale(cls, tag: str) -> str:
        check_locale_tag(tag)
        return tag

    @field_validator("locales")
    @classmethod
    def _known_locales(cls, tags: tuple[str, ...], info: ValidationInfo) -> tuple[str, ...]:
        for tag in tags:
            check_locale_tag(tag)
        if len(set(tags)) != len(tags):
            raise ValueError("a locale is listed twice")
        source = info.data.get("source_locale")
        if source is not None and any(tag.lower() == source.lower() for tag in tags):
            raise ValueError(
                f"{source!r} is the source locale: the articles are written in it, so it "
                "takes no catalog; list only the languages they are translated into"
            )
        folders: dict[str, str] = {}
        for tag in tags:
            folder = catalog_folder_name(tag)
            if folder in folders:
                raise ValueError(
                    f"{folders[folder]!r} and {tag!r} would share the catalog {folder}: "
                    "list one of them"
                )
            folders[folder] = tag
        return tags

    @field_validator("site_lang")
    @classmethod
    def _known_lang_tags(
        cls, tables: dict[str, dict[str, str]], info: ValidationInfo
    ) -> dict[str, dict[str, str]]:
        configured = (info.data.get("source_locale"), *info.data.get("locales", ()))
        for profile, table in tables.items():
            for tag, lang in table.items():
                if tag not in configured:
                    raise ValueError(f"{profile} names {tag!r}, which is not a configured locale")
                check_locale_tag(lang)
        return tables

    @field_validator("known_words")
    @classmethod
    def _words_of_configured_locales(
        cls, tables: dict[str, tuple[str, ...]], info: ValidationInfo
    ) -> dict[str, tuple[str, ...]]:
        configured = info.data.get("locales", ())
        for tag, words in tables.items():
            if tag not in configured:
                raise ValueError(f"{tag!r} is not a configured locale")
            if any(not word.strip() for word in words):
                raise ValueError(f"{tag}: a word is empty")
        return tables

    @cached_property
    def all_locales(self) -> tuple[str, ...]:
        """The source locale first, then the targets."""
        return (self.source_locale, *self.locales)

    def path(self, relative: Path) -> Path:
        return self.root / relative

    def cache_folder(self) -> Path | None:
        """The project's cache, or None when the settings turn it off."""
        return self.path(self.cache) if self.cache is not None else None

    def template_path(self) -> Path:
        """The ``messages.pot`` every catalog is merged from."""
        return self.path(self.catalogs) / "messages.pot"

    def catalog_path(self, tag: str) -> Path:
        """``locales/<ll_Script>/LC_MESSAGES/messages.po`` for a target locale."""
        return self.path(self.catalogs) / catalog_folder_name(tag) / "LC_MESSAGES" / "messages.po"

    def display(self, path: Path) -> str:
        """A path as the user should read it in a message: relative to the project."""
        # Asked for every source a build loads: told from the strings first, for pathlib's
        # is_relative_to and relative_to make several paths each.
        text, prefix = str(path), os.path.join(str(self.root), "")
        if path.is_absolute() and text.startswith(prefix) and ".." not in path.parts:
            return text[len(prefix) :].replace(os.sep, "/")
        if path.is_absolute() and path.is_relative_to(self.root) and ".." not in path.parts:
            # Already below the root as written: no need to ask the file system (resolve
            # costs a system call per path component, for every source of a large project).
            return path.relative_to(self.root).as_posix()
        try:
            return path.resolve().relative_to(self.root.resolve()).as_posix()
        except (ValueError, RuntimeError):  # elsewhere, or a symlink loop: as written
            return str(path)


def unknown_locales(requested: Iterable[str], configured: Sequence[str], hint: str = "") -> None:
    """Refuse the requested locales (``--locale``) that are not among ``configured``, all
    at once: a mistake in the command's arguments (exit 2), not in the project."""
    unknown = [tag for tag in requested if tag not in configured]
    if unknown:
        raise ProblemsFound(
            Problem(
                COMMAND_LINE,
                None,
                None,
                "unknown-locale",
                f"locale '{tag}' is not configured",
                hint=_configured_locales(tag, configured) + hint,
            )
            for tag in unknown
        )


def _configured_locales(tag: str, configured: Sequence[str]) -> str:
    """What to name instead of ``tag``: the closest configured locale (a misspelt ``jp`` is
    ``ja``, not a new locale to add), then all of them, or that there is none yet."""
    if not configured:
        return f"no locale is configured in {PYPROJECT} yet"
    listed = f"configured in {PYPROJECT}: {', '.join(configured)}"
    lowered = {locale.lower(): locale for locale in configured}
    close = difflib.get_close_matches(tag.lower(), list(lowered), n=1, cutoff=0.5)
    return f"did you mean '{lowered[close[0]]}'? {listed}" if close else listed


def check_locale_tag(tag: str) -> None:
    """Raise ValueError with a readable message unless Babel knows the BCP 47 tag."""
    if tag.split("-")[0].lower() in ("und", "root"):  # Babel would quietly take en_US
        raise ValueError(f"{tag!r} names no language (use BCP 47, e.g. fr or zh-Hant)")
    try:
        babel_locale(tag)
    except (ValueError, UnknownLocaleError) as error:
        raise ValueError(
            f"{tag!r} is not a locale Babel knows (use BCP 47, e.g. zh-Hant)"
        ) from error


def locales_said(settings: Settings) -> str:
    """The project's target locales, for a hint: said so when there is none yet."""
    if not settings.locales:
        return "the project has no target locale yet"
    return f"the project's locales: {', '.join(settings.locales)}"


def find_project(start: Path, named: bool = False) -> Path:
    """The folder of the project: ``start`` itself when the user named it (``-C``), else
    the nearest folder at or above ``start`` with a pyproject.toml, which must have
    [tool.comparekit] (the search never jumps past another project's pyproject.toml)."""

    def refuse(message: str, hint: str, where: str = COMMAND_LINE) -> ProblemsFound:
        return ProblemsFound([Problem(where, None, None, "no-project", message, hint=hint)])

    try:
        here = start.resolve(strict=named)
    except (OSError, RuntimeError) as error:  # missing, or a symlink loop (RuntimeError)
        reason = getattr(error, "strerror", None) or "a symbolic link loop"
        raise refuse(f"-C {start}: {reason}", "name the folder of a comparekit project") from None
    if named and not here.is_dir():
        raise refuse(f"-C {start}: a file, not a folder", "name the folder of a project")
    start_one = "start one there with `comparekit init`"
    for folder in (here,) if named else (here, *here.parents):
        candidate = folder / PYPROJECT
        if not candidate.is_file():
            if os.path.lexists(candidate):  # a FIFO (never opened), a folder, a broken link
                what = not_a_file(candidate) if candidate.exists() else "a link to nothing"
                raise refuse(
                    f"{candidate} is {what}",
                    "a project's settings are a pyproject.toml file",
                    COMMAND_LINE if named else str(candidate),
                )
            continue
        if "comparekit" in _tool_tables(candidate):
            return folder
        raise refuse(
            f"{candidate} has no [tool.comparekit] table: it is not a comparekit project",
            f"run comparekit in a project's folder (or name it with -C), or {start_one}",
            COMMAND_LINE if named else str(candidate),
        )
    if named:
        raise refuse(f"-C {start}: no {PYPROJECT} with a [tool.comparekit] table there", start_one)
    raise ProjectNotFound(
        f"no {PYPROJECT} with a [tool.comparekit] table in {start} or any folder above it"
    )


def load_settings(root: Path) -> Settings:
    """Read and validate ``[tool.comparekit]`` of ``root/pyproject.toml``."""
    pyproject = root / PYPROJECT
    table = _tool_tables(pyproject).get("comparekit", {})
    try:
        return Settings(root=root, **table)
    except ValidationError as error:
        text = pyproject.read_bytes().decode("utf-8")  # read above: it is UTF-8
        raise ProblemsFound(
            Problem(
                PYPROJECT,
                setting_line(text, tuple(map(str, e["loc"]))),
                None,
                "settings",
                f"[tool.comparekit] {'.'.join(map(str, e['loc']))}: "
                + _PLAIN_WORDS.get(e["type"], e["msg"]),
                hint="every setting is in docs/reference/settings.md",
            )
            for e in error.errors()
        ) from None


# What a setting of the wrong type must be, in the words of TOML rather than pydantic's
# ("Input should be a valid tuple" for ``locales = "ja"``).
_PLAIN_WORDS = {
    "tuple_type": 'must be a list in brackets, such as ["ja", "ko"]',
    "list_type": 'must be a list in brackets, such as ["ja", "ko"]',
    "string_type": 'must be text in quotes, such as "dist"',
    "bool_type": "must be true or false",
    "bool_parsing": "must be true or false",
    "int_type": "must be a whole number",
    "int_parsing": "must be a whole number",
    "dict_type": "must be a table of keys and values",
}


_TABLE_HEADER = re.compile(r"^\s*\[\s*([^\[\]#]+?)\s*\]\s*(?:#.*)?$")
_KEY = re.compile(r"""^\s*(?:"([^"]*)"|'([^']*)'|([A-Za-z0-9_-]+))\s*[=.]""")


def setting_line(text: str, loc: tuple[str, ...]) -> int | None:
    r"""The line of pyproject.toml that sets the setting at ``loc`` (``("locales",)``, or
    ``("sites", "hugo")``): its key in ``[tool.comparekit]`` or in a table under it; else
    the line of the nearest key above it that is written there, or of the table's header.
    tomllib says nothing of lines, so the file is scanned for them: a small scan of keys
    and table headers, enough for the settings' one table.

    >>> setting_line('[project]\nname = "x"\n[tool.comparekit]\n# c\nlocales = 1\n', ("locales",))
    5
    >>> setting_line('[tool.comparekit]\n[tool.comparekit.sites]\nhugo = 1\n', ("sites", "hugo"))
    3
    """
    best: int | None = None
    table: tuple[str, ...] | None = None
    for number, line in enumerate(text.split("\n"), 1):
        header = _TABLE_HEADER.match(line)
        if header is not None:
            parts = tuple(part.strip().strip("\"'") for part in header.group(1).split("."))
            table = parts[2:] if parts[:2] == ("tool", "comparekit") else None
            if table is not None and tuple(loc[: len(table)]) == table and best is None:
                best = number  # the table itself, if no key in it is found
            continue
        key = _KEY.match(line)
        if table is None or key is None:
            continue
        name = next(group for group in key.groups() if group is not None)
        path = (*table, name)
        if len(path) <= len(loc) and tuple(loc[: len(path)]) == path:
            best = number
            if len(path) == len(loc):
                return number
    return best


def _tool_tables(pyproject: Path) -> dict[str, dict[str, object]]:
    """The ``[tool]`` tables of a pyproject.toml. A file that is not UTF-8 or not TOML, or a
    ``[tool.comparekit]`` that is not a table, is a problem at its line."""
    raw = pyproject.read_bytes()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        line_start = raw.rfind(b"\n", 0, error.start) + 1
        raise _settings_problem(
            raw.count(b"\n", 0, error.start) + 1,
            error.start - line_start + 1,
            "not-utf8",
            f"byte 0x{raw[error.start]:02x} is not UTF-8: TOML files are UTF-8",
            "save pyproject.toml as UTF-8 (e.g. `iconv -f LATIN1 -t UTF-8`)",
        ) from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        line, column = _toml_error_position(str(error), text)
        message = re.sub(r" \(at (line \d+, column \d+|end of document)\)$", "", str(error))
        raise _settings_problem(line, column, "toml", message, "fix the TOML syntax") from None
    except RecursionError:  # tomllib reads nested arrays and tables by recursion
        raise _settings_problem(
            None, None, "toml", "values nested too deep to read", "look for unclosed brackets"
        ) from None
    tool = data.get("tool", {})
    if not isinstance(tool, dict):
        return {}  # some other tool's business, and no [tool.comparekit] in it
    table = tool.get("comparekit", {})
    if not isinstance(table, dict):
        found = _COMPAREKIT_KEY.search(text)
        raise _settings_problem(
            text.count("\n", 0, found.start()) + 1 if found else None,
            None,
            "settings",
            f"[tool.comparekit] is {table!r:.40}, not a table",
            'write it as a table: a line [tool.comparekit], then lines such as locales = ["ja"]',
        )
    return tool


# Where ``comparekit = …`` is set, for the line of a [tool.comparekit] that is no table.
_COMPAREKIT_KEY = re.compile(r"^[^#\n]*?[\"']?\bcomparekit\b[\"']?\s*=", re.MULTILINE)


def _toml_error_position(message: str, text: str) -> tuple[int, int]:
    """The 1-based line and column tomllib's message names (it has no attributes for them)."""
    found = re.search(r"\(at line (\d+), column (\d+)\)$", message)
    if found is not None:
        return int(found.group(1)), int(found.group(2))
    return text.count("\n") + 1, len(text) - text.rfind("\n")  # "at end of document"


def _settings_problem(
    line: int | None, column: int | None, code: str, message: str, hint: str
) -> ProblemsFound:
    return ProblemsFound([Problem(PYPROJECT, line, column, code, message, hint=hint)])
