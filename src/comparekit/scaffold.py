"""Starting points: a new project (``init``), a new comparison (``new``), a new locale."""

from __future__ import annotations

import datetime as dt
import re
import shutil
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

import jinja2
from pydantic import ValidationError

from comparekit.catalogs.merge import planned_catalogs
from comparekit.errors import ComparekitError, Problem, ProblemsFound
from comparekit.files import write_text_atomic
from comparekit.sources.load import COMPARISONS_DIR, PRODUCTS_DIR, load_project
from comparekit.sources.model import require_safe_slug
from comparekit.sources.schema import write_schemas
from comparekit.sources.settings import PYPROJECT, Settings, check_locale_tag, load_settings

STARTER = resources.files("comparekit") / "starter"
BUILT_IN_TEMPLATES = resources.files("comparekit") / "templates"

PROJECT_SETTINGS = """\
[project]
name = "{name}"
version = "0.1.0"
description = "Comparison articles, written once and published in every language."

[tool.comparekit]
source_locale = "{source}"
locales = [{locales}]
articles = "articles"
catalogs = "locales"
templates = "templates"
output = "dist"
"""


def init_project(folder: Path, source_locale: str = "en", locales: tuple[str, ...] = ()) -> Path:
    """Write a project that builds as it is: settings, a starter article, templates, catalogs."""
    if (folder / PYPROJECT).exists() or (folder / "articles").exists():
        raise ComparekitError(f"{folder} already holds a project; choose an empty folder")
    for tag in (source_locale, *locales):
        _check_locale(tag)
    folder.mkdir(parents=True, exist_ok=True)
    write_text_atomic(
        folder / PYPROJECT,
        PROJECT_SETTINGS.format(
            name=re.sub(r"[^a-z0-9-]+", "-", folder.resolve().name.lower()).strip("-")
            or "comparisons",
            source=source_locale,
            locales=", ".join(f'"{tag}"' for tag in locales),
        ),
    )
    write_text_atomic(folder / ".gitignore", "dist/\ndist-*/\n.comparekit-cache/\n")
    _copy_tree(STARTER / "articles", folder / "articles")
    _copy_tree(BUILT_IN_TEMPLATES, folder / "templates")
    settings = load_settings(folder)
    write_schemas(settings)
    for change in planned_catalogs(load_project(settings)):
        write_text_atomic(change.path, change.text)
    return folder


def new_comparison(
    settings_root: Path, slug: str, counterpart: str, subject: str | None = None
) -> Path:
    """Write ``articles/comparisons/<slug>.yaml``: every section, with ids, waiting to be filled."""
    settings = load_settings(settings_root)
    project = load_project(settings)
    subject = subject or project.hub.model.subject
    known = ", ".join(sorted(project.products))
    for product in (subject, counterpart):
        if product not in project.products:
            raise ProblemsFound(
                [
                    Problem(
                        f"{settings.articles.as_posix()}/{PRODUCTS_DIR}",
                        None,
                        None,
                        "unknown-product",
                        f"no product '{product}'",
                        hint=f"known products: {known}; "
                        f"add articles/{PRODUCTS_DIR}/{product}.yaml first",
                    )
                ]
            )
    require_safe_slug(slug, "lowercase letters, digits and '-', e.g. a-vs-b")
    target = settings.path(settings.articles) / COMPARISONS_DIR / f"{slug}.yaml"
    if target.exists():
        raise ComparekitError(f"{settings.display(target)} already exists")
    template = jinja2.Template(
        (STARTER / "new-comparison.yaml.j2").read_text(encoding="utf-8"),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    write_text_atomic(
        target,
        template.render(
            subject=subject,
            counterpart=counterpart,
            subject_name=project.products[subject].model.name,
            counterpart_name=project.products[counterpart].model.name,
            dimensions=list(project.dimensions.model.dimensions),
            today=dt.date.today().isoformat(),
        ),
    )
    write_schemas(settings)  # gives the new file its schema modeline
    return target


def add_locale(root: Path, tag: str) -> Path:
    """Add ``tag`` to ``[tool.comparekit] locales`` and create its (empty) catalog.

    Only that key changes: pyproject.toml is edited through tomlkit, which keeps every
    comment and every other table as it was. Nothing is written until the new settings
    and the catalog are known to be right."""
    import tomlkit

    _check_locale(tag)
    settings = load_settings(root)
    if tag in settings.all_locales:
        raise ComparekitError(
            f"locale '{tag}' is already configured in {PYPROJECT}; "
            "`comparekit update` writes its catalog if it has none"
        )
    pyproject = root / PYPROJECT
    document = tomlkit.parse(pyproject.read_text(encoding="utf-8"))
    table = document["tool"]["comparekit"]
    if "locales" in table:
        table["locales"].append(tag)
    else:  # the default list, written out with the new locale
        table["locales"] = [*settings.locales, tag]
    text = tomlkit.dumps(document)
    try:  # e.g. pt-br beside pt-BR: both would have the catalog folder pt_BR
        settings = Settings.model_validate(
            {**settings.model_dump(), "root": root, "locales": (*settings.locales, tag)}
        )
    except ValidationError as error:
        raise ComparekitError(error.errors()[0]["msg"].removeprefix("Value error, ")) from None
    catalogs = planned_catalogs(load_project(settings), locales=[tag])
    # The settings first: a run stopped before the catalog leaves a locale that `update`
    # gives its catalog.
    write_text_atomic(pyproject, text)
    for change in catalogs:
        write_text_atomic(change.path, change.text)
    return settings.catalog_path(tag)


def _check_locale(tag: str) -> None:
    try:
        check_locale_tag(tag)
    except ValueError as error:
        raise ComparekitError(str(error)) from None


def _copy_tree(source: Traversable, target: Path) -> None:
    target.mkdir(parents=True, exist_ok=True)
    for item in source.iterdir():
        if item.is_dir():
            _copy_tree(item, target / item.name)
        else:
            with resources.as_file(item) as path:
                shutil.copyfile(path, target / item.name)
