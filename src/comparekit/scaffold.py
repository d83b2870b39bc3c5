"""Starting points: a new project (``init``), a new comparison (``new``), a new product
(``new-product``), a new locale."""

from __future__ import annotations

import datetime as dt
import re
import shutil
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

import jinja2

from comparekit.catalogs.merge import planned_catalogs
from comparekit.errors import ComparekitError, Problem, ProblemsFound
from comparekit.files import write_text_atomic
from comparekit.sources.crossref import did_you_mean
from comparekit.sources.load import (
    COMPARISONS_DIR,
    DIMENSIONS_FILE,
    PRODUCTS_DIR,
    load_document,
    load_project,
)
from comparekit.sources.model import Dimensions, Product, require_safe_slug
from comparekit.sources.schema import SCHEMA_DIR, modeline, write_schemas
from comparekit.sources.settings import PYPROJECT, check_locale_tag, load_settings
from comparekit.sources.skeleton import commented_fields

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
                        hint=f"{did_you_mean(product, project.products, 'products')}; "
                        f"or `comparekit new-product {product}` first",
                    )
                ]
            )
    if subject == counterpart:
        problem = Problem(
            "(command line)",
            None,
            None,
            "same-product",
            f"--vs {counterpart}: a comparison needs two products",
            hint=f"{subject} is the subject; name the other product with --vs",
        )
        raise ProblemsFound([problem])
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
    # The new file names its schema itself: no other source is rewritten for it.
    schema = settings.path(SCHEMA_DIR) / "comparison.schema.json"
    first = f"{modeline(target, schema)}\n" if schema.is_file() else ""
    write_text_atomic(
        target,
        first
        + template.render(
            subject=subject,
            counterpart=counterpart,
            subject_name=project.products[subject].model.name,
            counterpart_name=project.products[counterpart].model.name,
            dimensions=list(project.dimensions.model.dimensions),
            today=dt.date.today().isoformat(),
        ),
    )
    return target


def new_product(settings_root: Path, product_id: str) -> Path:
    """Write ``articles/products/<id>.yaml``: every field of the product model, each after
    a comment saying what it takes, the facts listing the project's dimensions; nothing else
    is written."""
    settings = load_settings(settings_root)
    require_safe_slug(product_id, "lowercase letters, digits and '-', e.g. my-engine")
    articles = settings.path(settings.articles)
    target = articles / PRODUCTS_DIR / f"{product_id}.yaml"
    if target.exists() or target.is_symlink():
        raise ProblemsFound(
            [
                Problem(
                    settings.display(target),
                    None,
                    None,
                    "product-exists",
                    f"product '{product_id}' already exists",
                    hint="edit that file, or choose another id",
                )
            ]
        )
    dimensions: list[tuple[str, str]] = []
    try:  # the facts to fill in, when the dimensions can be read; none is required
        shared = load_document(Dimensions, articles / DIMENSIONS_FILE, DIMENSIONS_FILE)
        dimensions = [(key, d.label) for key, d in shared.model.dimensions.items()]
    except (ProblemsFound, OSError):
        pass
    schema = settings.path(SCHEMA_DIR) / "product.schema.json"
    lines = [modeline(target, schema)] if schema.is_file() else []
    lines += [
        "# The facts of one product, said once for every article and the hub.",
        "# Fill in the required fields; uncomment the others as needed.",
        "",
    ]
    body = commented_fields(Product, {}, {"facts": dimensions})
    target.parent.mkdir(parents=True, exist_ok=True)
    write_text_atomic(target, "\n".join(lines) + "\n" + body)
    return target


def add_locale(root: Path, tag: str) -> Path:
    """Add ``tag`` to ``[tool.comparekit] locales`` and create its (empty) catalog."""
    _check_locale(tag)
    settings = load_settings(root)
    if tag in settings.all_locales:
        raise ComparekitError(f"locale '{tag}' is already configured")
    pyproject = root / PYPROJECT
    text = pyproject.read_text(encoding="utf-8")
    tool = text.find("[tool.comparekit]")
    match = re.compile(r"^locales\s*=\s*\[(.*?)\]", re.MULTILINE | re.DOTALL).search(text, tool)
    if tool < 0 or match is None:
        raise ComparekitError(f'add `locales = ["{tag}"]` to [tool.comparekit] in {PYPROJECT}')
    listed = match.group(1).strip().rstrip(",")
    new_list = f'{listed}, "{tag}"' if listed else f'"{tag}"'
    write_text_atomic(pyproject, f"{text[: match.start(1)]}{new_list}{text[match.end(1) :]}")
    settings = load_settings(root)
    for change in planned_catalogs(load_project(settings), locales=[tag]):
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
