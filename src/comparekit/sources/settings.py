"""Project settings: the ``[tool.comparekit]`` table of ``pyproject.toml``."""

from __future__ import annotations

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

from comparekit.errors import Problem, ProblemsFound, ProjectNotFound

PYPROJECT = "pyproject.toml"


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
    source_locale: str = "en"
    locales: tuple[str, ...] = ("ja", "zh-Hant", "ko")
    articles: Path = Path("articles")
    catalogs: Path = Path("locales")
    templates: Path = Path("templates")
    output: Path = Path("dist")
    cache: Path | None = Field(
        Path(".comparekit-cache"),
        description="Rendered pages, read sources and catalogs, check verdicts; none if empty.",
    )
    source_max_age_days: int = Field(365, gt=0, description="`check` warns about older sources.")
    incomplete: Literal["fail", "fallback", "skip"] = Field(
        "fail",
        description="A locale with strings not translated, fuzzy or broken: fail the build; "
        "publish English for them with a notice in the pages' frontmatter; or skip the locale "
        "when its coverage is below min_coverage (publishing the others with the notice).",
    )
    min_coverage: float = Field(1.0, ge=0, le=1, description="For incomplete = skip.")
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
    def _known_locales(cls, tags: tuple[str, ...]) -> tuple[str, ...]:
        for tag in tags:
            check_locale_tag(tag)
        if len(set(tags)) != len(tags):
            raise ValueError("a locale is listed twice")
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
        if path.is_absolute() and path.is_relative_to(self.root) and ".." not in path.parts:
            # Already below the root as written: no need to ask the file system (resolve
            # costs a system call per path component, for every source of a large project).
            return path.relative_to(self.root).as_posix()
        try:
            return path.resolve().relative_to(self.root.resolve()).as_posix()
        except (ValueError, RuntimeError):  # elsewhere, or a symlink loop: as written
            return str(path)


def unknown_locales(requested: Iterable[str], configured: Sequence[str], hint: str = "") -> None:
    """Refuse the requested locales that are not among ``configured``, all at once."""
    unknown = [tag for tag in requested if tag not in configured]
    if unknown:
        raise ProblemsFound(
            Problem(
                PYPROJECT,
                None,
                None,
                "unknown-locale",
                f"locale '{tag}' is not configured",
                hint=f"configured: {', '.join(configured)}{hint}",
            )
            for tag in unknown
        )


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


def find_project(start: Path) -> Path:
    """The nearest folder at or above ``start`` whose pyproject.toml has [tool.comparekit]."""
    for folder in (start.resolve(), *start.resolve().parents):
        candidate = folder / PYPROJECT
        if candidate.is_file() and "comparekit" in _tool_tables(candidate):
            return folder
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
        raise ProblemsFound(
            Problem(
                PYPROJECT,
                None,
                None,
                "settings",
                f"[tool.comparekit] {'.'.join(map(str, e['loc']))}: {e['msg']}",
                hint="see the [tool.comparekit] section of the README",
            )
            for e in error.errors()
        ) from None


def _tool_tables(pyproject: Path) -> dict[str, dict[str, object]]:
    try:
        data = tomllib.loads(pyproject.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as error:
        raise ProblemsFound(
            [Problem(PYPROJECT, None, None, "toml", str(error), hint="fix the TOML syntax")]
        ) from None
    tool = data.get("tool", {})
    return tool if isinstance(tool, dict) else {}
