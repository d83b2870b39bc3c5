"""Starting points: a new project (``init``), a new comparison (``new``), a new product
(``new-product``), a new locale."""

from __future__ import annotations

import datetime as dt
import re
import shutil
import stat
import tempfile
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

import jinja2
from pydantic import ValidationError

from comparekit.catalogs.builtin_ui import seed_ui_catalog
from comparekit.catalogs.updates import planned_catalogs
from comparekit.errors import COMMAND_LINE, ComparekitError, Problem, ProblemsFound, UsageRefused
from comparekit.files import resolved, writable_file, write_bytes_atomic, write_text_atomic
from comparekit.ownership import link_on_the_way, refuse_linked_writes
from comparekit.sources.crossref import did_you_mean
from comparekit.sources.load import (
    load_document,
    load_project,
    read_source,
    reserved_slug_problem,
)
from comparekit.sources.model import SAFE_ID, Dimensions, Product, require_safe_slug
from comparekit.sources.schema import SCHEMA_DIR, modeline, write_schemas
from comparekit.sources.settings import (
    COMPARISONS_DIR,
    DIMENSIONS_FILE,
    HUB_FILE,
    PRODUCTS_DIR,
    PYPROJECT,
    Settings,
    check_locale_tag,
    load_settings,
)
from comparekit.sources.skeleton import commented_fields
from comparekit.sources.userfile import MAX_SOURCE_BYTES

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
# review = "required"  # publish a translation only once a reviewer approved it: `comparekit review`
"""


# What a project's .gitignore and .gitattributes must hold; init adds the lines a user's
# file lacks. The review records are sets of lines: git merges two branches' approvals
# line by line (``catalogs/approvals.py``).
GITIGNORE = ("dist/", "dist-*/", ".comparekit-cache/")
GITATTRIBUTES = ("locales/*/approved.txt merge=union",)
LINE_FILES = {".gitignore": GITIGNORE, ".gitattributes": GITATTRIBUTES}


def init_project(folder: Path, source_locale: str = "en", locales: tuple[str, ...] = ()) -> Path:
    """Write a project that builds as it is: settings, a starter article, templates, catalogs.

    Into an existing folder too, but never over a file of the user's: the project is made
    aside first, and if any file it holds is there already with other content (or is a
    link, or lies behind one), each is named and nothing is written. A ``.gitignore`` or
    ``.gitattributes`` there is kept, and given only the lines it lacks.
    """
    _refuse_root_or_home(folder)
    link = link_on_the_way(folder, [Path.cwd()])
    if link is not None:  # the project would be written into a folder of someone else's
        raise UsageRefused(
            [
                Problem(
                    str(folder),
                    None,
                    None,
                    "init-would-replace",
                    f"{link} is a symbolic link, which comparekit does not write through",
                    hint=f"name the folder it leads to ({resolved(link)}), or a new folder",
                )
            ]
        )
    pyproject = folder / PYPROJECT
    if _is_file(pyproject) and b"[tool.comparekit]" in pyproject.read_bytes():
        raise ComparekitError(f"{folder} already holds a project; choose an empty folder")
    if folder.exists() and not folder.is_dir():
        raise ComparekitError(f"{folder} is a file, not a folder; choose a folder for the project")
    for parent in folder.parents:  # (afile/sub: one sentence, not one per file init writes)
        if parent.exists():
            if not parent.is_dir():
                raise ComparekitError(
                    f"{parent} is a file, not a folder; choose a folder for the project"
                )
            break
    for tag in (source_locale, *locales):
        _check_locale(tag)
    name = re.sub(r"[^a-z0-9-]+", "-", folder.resolve().name.lower()).strip("-") or "comparisons"
    with tempfile.TemporaryDirectory(prefix="comparekit-init-") as scratch:
        files = _draft_project(Path(scratch) / "project", name, source_locale, locales)
    clashes = [
        Problem(str(folder / relative), None, None, "init-would-replace", clash, hint=INIT_HINT)
        for relative, data in files.items()
        if (clash := _clash(folder, relative, data)) is not None
    ]
    if clashes:
        raise ProblemsFound(clashes)
    folder.mkdir(parents=True, exist_ok=True)
    for relative, data in files.items():
        target = folder / relative
        if relative in LINE_FILES and target.is_file():
            _add_missing_lines(target, LINE_FILES[relative])
        elif not target.is_file():  # else: there already, byte for byte
            write_text_atomic(target, data.decode("utf-8"))  # all text, and UTF-8
    return folder


INIT_HINT = "move it away, or run `comparekit init` into a new folder"


def _refuse_root_or_home(folder: Path) -> None:
    """A project is a folder of its own: made in the file system's root or in the home
    folder itself, its articles, templates, locales and cache would sit among everything
    else there, and ``build`` would write its output beside the user's own folders."""
    try:
        where = folder.resolve()
    except RuntimeError:  # a symbolic link that leads to itself on the way (loop/sub)
        raise ComparekitError(
            f"{folder}: a symbolic link on the way leads to itself; choose another folder"
        ) from None
    try:
        home = Path.home().resolve()
    except (RuntimeError, KeyError):  # no home folder known (no $HOME, no passwd entry)
        home = None
    if where.parent == where:
        named = "the root of the file system"
    elif where == home:
        named = "your home folder"
    else:
        return
    raise UsageRefused(
        [
            Problem(
                str(folder),
                None,
                None,
                "init-folder",
                f"refusing to make a project in {named} ({where}): its files would sit "
                "among everything else there",
                hint=f"choose a new folder for the project, such as {where / 'comparisons'}",
            )
        ]
    )


def _draft_project(
    draft: Path, name: str, source_locale: str, locales: tuple[str, ...]
) -> dict[str, bytes]:
    """Every file of a new project, made in ``draft``, by its path within the project."""
    draft.mkdir()
    write_text_atomic(
        draft / PYPROJECT,
        PROJECT_SETTINGS.format(
            name=name, source=source_locale, locales=", ".join(f'"{tag}"' for tag in locales)
        ),
    )
    for name, lines in LINE_FILES.items():
        write_text_atomic(draft / name, "".join(f"{line}\n" for line in lines))
    _copy_tree(STARTER / "articles", draft / "articles")
    _copy_tree(BUILT_IN_TEMPLATES, draft / "templates")
    settings = load_settings(draft)
    write_schemas(settings)
    project = load_project(settings)
    for tag in locales:  # the templates' headings translated from the first build on
        seed_ui_catalog(project, tag)
    for change in planned_catalogs(project):
        write_text_atomic(change.path, change.text)
    cache = settings.cache_folder()
    return {
        path.relative_to(draft).as_posix(): path.read_bytes()
        for path in sorted(draft.rglob("*"))
        if path.is_file() and (cache is None or cache not in path.parents)
    }


def _clash(folder: Path, relative: str, data: bytes) -> str | None:
    """Why writing ``data`` at ``relative`` in ``folder`` would touch a user's file, if it
    would: a file there with other content, a link, or a file where a folder must go."""
    path = folder
    for part in relative.split("/"):
        path = path / part
        try:
            found = path.lstat()
        except FileNotFoundError:
            return None  # nothing of the user's from here on
        except OSError as error:
            return f"cannot be looked at: {error.strerror}"
        if stat.S_ISLNK(found.st_mode):
            return "is a symbolic link, which init does not write through"
        if path != folder / relative and not stat.S_ISDIR(found.st_mode):
            return f"{path} is a file where init needs a folder"
    if not stat.S_ISREG(found.st_mode):
        return "is there, and not a file"
    if relative in LINE_FILES or path.read_bytes() == data:
        return None
    return "is there with other content, which init would replace"


def _is_file(path: Path) -> bool:
    """Whether ``path`` is a regular file (not a link, a FIFO or a folder)."""
    try:
        return stat.S_ISREG(path.lstat().st_mode)
    except OSError:
        return False


def _add_missing_lines(path: Path, lines: tuple[str, ...]) -> None:
    """Add to the user's file the ``lines`` it lacks; keep the rest byte for byte (git
    reads these files as bytes, so they need not be UTF-8)."""
    data = path.read_bytes()
    present = {line.strip() for line in data.splitlines()}
    missing = [line for line in lines if line.encode("utf-8") not in present]
    if missing:
        separator = b"\r\n" if b"\r\n" in data else b"\n"
        added = b"".join(line.encode("utf-8") + separator for line in missing)
        end = separator if data and not data.endswith(b"\n") else b""
        write_bytes_atomic(path, data + end + added)


def new_comparison(
    settings_root: Path, slug: str, counterpart: str, subject: str | None = None
) -> Path:
    """Write ``articles/comparisons/<slug>.yaml``: every section, with ids, waiting to be filled."""
    settings = load_settings(settings_root)
    hub_subject, names, dimensions = _what_new_needs(settings)
    subject = subject or hub_subject
    for product in (subject, counterpart):
        if product not in names:
            raise ProblemsFound(
                [
                    Problem(
                        f"{settings.articles.as_posix()}/{PRODUCTS_DIR}",
                        None,
                        None,
                        "unknown-product",
                        f"no product '{product}'",
                        hint=f"{did_you_mean(product, names, 'products')}; "
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
    reserved = reserved_slug_problem(slug, settings, COMMAND_LINE, "name it e.g. a-vs-b")
    if reserved is not None:
        raise ProblemsFound([reserved])
    target = settings.path(settings.articles) / COMPARISONS_DIR / f"{slug}.yaml"
    if target.exists() or target.is_symlink():
        raise _exists(settings, target, "comparison", slug, "slug")
    refuse_linked_writes([target], settings, "articles")
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
            subject_name=names[subject],
            counterpart_name=names[counterpart],
            dimensions=dimensions,
            today=dt.date.today().isoformat(),
        ),
    )
    return target


def _what_new_needs(settings: Settings) -> tuple[str, dict[str, str], list[str]]:
    """The hub's subject, each product's name by its id, and the dimensions' ids.

    From the validated project; or, when it fails validation, from the files as they are
    written, so that a skeleton not filled in yet (``new-product``'s, or an earlier
    ``new``'s) does not stop the next step the README gives: ``new`` writes one new file
    and touches no other, and ``validate`` lists what is still empty. A file that cannot
    even be read as YAML stops it with the project's problems."""
    try:
        project = load_project(settings)
    except ProblemsFound as invalid:
        return _as_written(settings, invalid)
    names = {key: document.model.name for key, document in project.products.items()}
    return project.hub.model.subject, names, list(project.dimensions.model.dimensions)


def _as_written(
    settings: Settings, invalid: ProblemsFound
) -> tuple[str, dict[str, str], list[str]]:
    articles = settings.path(settings.articles)
    products = sorted((articles / PRODUCTS_DIR).glob("*.yaml"))
    data = {}
    for file in [articles / HUB_FILE, articles / DIMENSIONS_FILE, *products]:
        # Only what the loader would read: regular files of a sane size (a FIFO would hang).
        if file.is_file() and file.stat().st_size <= MAX_SOURCE_BYTES:
            try:
                data[file] = read_source(file, settings.display(file))[1]
            except ProblemsFound:
                raise invalid from None
    subject = data.get(articles / HUB_FILE, {}).get("subject")
    dimensions = data.get(articles / DIMENSIONS_FILE, {}).get("dimensions")
    if not isinstance(subject, str) or not isinstance(dimensions, dict):
        raise invalid
    names = {
        file.stem: str(data[file].get("name") or file.stem)  # a skeleton's is empty
        for file in products
        if file in data and re.fullmatch(SAFE_ID, file.stem)
    }
    return subject, names, [str(dimension) for dimension in dimensions]


def new_product(settings_root: Path, product_id: str) -> Path:
    """Write ``articles/products/<id>.yaml``: every field of the product model, each after
    a comment saying what it takes, the facts listing the project's dimensions; nothing else
    is written."""
    settings = load_settings(settings_root)
    require_safe_slug(product_id, "lowercase letters, digits and '-', e.g. my-engine")
    articles = settings.path(settings.articles)
    target = articles / PRODUCTS_DIR / f"{product_id}.yaml"
    if target.exists() or target.is_symlink():
        raise _exists(settings, target, "product", product_id, "id")
    refuse_linked_writes([target], settings, "articles")
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
    """Add ``tag`` to ``[tool.comparekit] locales`` and create its (empty) catalog.

    Only that key changes: pyproject.toml is edited through tomlkit, which keeps every
    comment and every other table as it was. Nothing is written until the new settings
    and the catalog are known to be right."""
    import tomlkit

    _check_locale(tag)
    settings = load_settings(root)
    # The tag asked for is wrong for this project: a usage error (exit 2), as the same tag
    # is for `init --locale`.
    if tag.lower() == settings.source_locale.lower():
        raise _wrong_locale(
            f"'{tag}' is the source locale: the articles are written in it, so it takes no catalog",
            "add only the languages they are translated into",
        )
    if tag in settings.all_locales:
        raise _wrong_locale(
            f"locale '{tag}' is already configured in {PYPROJECT}",
            "`comparekit update` writes its catalog if it has none",
        )
    pyproject = root / PYPROJECT
    document = tomlkit.parse(pyproject.read_bytes().decode("utf-8"))  # line ends kept
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
        message = error.errors()[0]["msg"].removeprefix("Value error, ")
        raise _wrong_locale(message, "") from None
    # Never the settings without their catalog, nor either through a link.
    refuse_linked_writes([pyproject, settings.catalog_path(tag)], settings, "catalogs")
    writable_file(settings.catalog_path(tag))
    project = load_project(settings)
    seeded = seed_ui_catalog(project, tag)  # the interface strings, translated
    try:
        catalogs = planned_catalogs(project, locales=[tag])
    except BaseException:
        if seeded:
            settings.catalog_path(tag).unlink(missing_ok=True)
        raise
    # The settings first: a run stopped before the catalog leaves a locale that `update`
    # gives its catalog. A write that fails (a full disk) undoes the others, so that the
    # project is as it was and running again completes it.
    original = pyproject.read_bytes()
    created = [change.path for change in catalogs if not change.path.exists()]
    if seeded:
        created.append(settings.catalog_path(tag))
    write_text_atomic(pyproject, text)
    try:
        for change in catalogs:
            write_text_atomic(change.path, change.text)
    except OSError:
        for path in created:
            path.unlink(missing_ok=True)
        write_bytes_atomic(pyproject, original)  # the space the catalogs took is free again
        raise
    return settings.catalog_path(tag)


def _wrong_locale(message: str, hint: str) -> UsageRefused:
    return UsageRefused([Problem(COMMAND_LINE, None, None, "locale", message, hint=hint)])


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


def _exists(settings: Settings, target: Path, kind: str, name: str, label: str) -> ProblemsFound:
    """A new comparison or product would replace a file (or a link) already there."""
    return ProblemsFound(
        [
            Problem(
                settings.display(target),
                None,
                None,
                f"{kind}-exists",
                f"{kind} '{name}' already exists",
                hint=f"edit that file, or choose another {label}",
            )
        ]
    )
