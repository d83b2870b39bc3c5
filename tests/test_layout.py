"""The package layout is the pipeline: no stage imports one that comes after it."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "src" / "comparekit"

# Each part of comparekit and its floor: a module may import only from its own floor or below.
FLOORS = {
    "comparekit": 0,  # __init__: the version
    "comparekit.errors": 0,
    "comparekit.files": 0,
    "comparekit.cache": 0,
    "comparekit.ownership": 0,
    "comparekit.namedfiles": 0,
    "comparekit.workers": 0,
    "comparekit.sources": 1,
    "comparekit.catalogs": 2,
    "comparekit.rendering": 3,
    "comparekit.checks": 4,
    "comparekit.publishing": 5,
    "comparekit.scaffold": 6,
    "comparekit.serving": 6,  # the preview: a front end over every stage
    "comparekit.importing": 6,  # Markdown pages in: sources and catalog entries out
    "comparekit.cli": 7,
    "comparekit.__main__": 8,
}


def floor_of(module: str) -> int:
    """The floor of a module: that of the longest listed name it starts with."""
    parts = module.split(".")
    for end in range(len(parts), 0, -1):
        name = ".".join(parts[:end])
        if name in FLOORS:
            return FLOORS[name]
    raise AssertionError(f"{module} is on no floor: add it to FLOORS")


def module_name(file: Path) -> str:
    relative = file.relative_to(PACKAGE.parent).with_suffix("")
    parts = relative.parts[:-1] if relative.name == "__init__" else relative.parts
    return ".".join(parts)


def imported(tree: ast.AST) -> list[tuple[str, int]]:
    """Every comparekit module the code imports, wherever the import stands, with its line."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append((node.module, node.lineno))
    return [(name, line) for name, line in found if name.split(".")[0] == "comparekit"]


MODULES = sorted(PACKAGE.rglob("*.py"))


@pytest.mark.parametrize("file", MODULES, ids=lambda f: module_name(f))
def test_no_module_imports_a_later_stage(file: Path) -> None:
    module = module_name(file)
    upward = [
        f"{file.relative_to(PACKAGE.parent)}:{line}: {module} imports {target}"
        for target, line in imported(ast.parse(file.read_text(encoding="utf-8")))
        if floor_of(target) > floor_of(module)
    ]
    assert upward == []


def test_every_stage_package_says_what_it_owns_and_may_import() -> None:
    for package in sorted(p.parent for p in PACKAGE.glob("*/__init__.py")):
        doc = ast.get_docstring(ast.parse((package / "__init__.py").read_text(encoding="utf-8")))
        assert doc is not None and "Owns" in doc and "May import" in doc, package.name


def test_the_check_itself_sees_an_upward_import() -> None:
    tree = ast.parse("def f():\n    from comparekit.publishing.build import build\n")
    [(target, line)] = imported(tree)
    assert (target, line) == ("comparekit.publishing.build", 2)
    assert floor_of(target) > floor_of("comparekit.sources.load")


IMPORT_MODULES = {"mdpage", "outline", "align", "record", "head", "article", "tail", "yamlwrite"}


def test_the_sources_stage_holds_no_import_module() -> None:
    sources = {file.stem for file in (PACKAGE / "sources").glob("*.py")}
    assert not sources & (IMPORT_MODULES | {"importrecord", "importhead", "pageimport"})
    assert {file.stem for file in (PACKAGE / "importing").glob("*.py")} >= IMPORT_MODULES


def test_the_po_library_knows_nothing_of_comparekit() -> None:
    """catalogs/po/ imports only itself and the problems of errors.py: a format library."""
    foreign = [
        f"{file.relative_to(PACKAGE.parent)}:{line}: {target}"
        for file in sorted((PACKAGE / "catalogs" / "po").glob("*.py"))
        for target, line in imported(ast.parse(file.read_text(encoding="utf-8")))
        if not target.startswith("comparekit.catalogs.po") and target != "comparekit.errors"
    ]
    assert foreign == []
