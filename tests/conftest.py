"""Shared fixtures: a small but complete comparekit project written from Python data."""

from __future__ import annotations

import copy
import os
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml

REPO = Path(__file__).resolve().parent.parent
F_COMPARISON = "articles/comparisons/alpha-vs-beta.yaml"

PYPROJECT = """\
[tool.comparekit]
source_locale = "en"
locales = ["ja", "zh-Hant", "ko"]
"""

DIMENSIONS = {
    "dimensions": {
        "kind": {"label": "Type", "hub": True},
        "license": {"label": "License", "hub": True},
        "api": {"label": "API"},
    }
}
GLOSSARY = {
    "terms": {
        "hub": {"term": "the comparison hub", "translations": {"ja": "比較一覧"}},
        "layer": {"term": "orchestration layer", "translations": {"ja": "編成層"}},
    }
}
HUB = {
    "subject": "alpha",
    "title": "Alpha comparisons",
    "link_title": "the comparison hub",
    "description": "Every Alpha comparison.",
    "lead": {"intro": "Alpha against the rest."},
    "comparisons_title": "The comparisons",
    "matrix": {"title": "Side by side", "note": "From each project's docs."},
}
PRODUCTS = {
    "alpha": {
        "name": "Alpha",
        "organisation": "Alpha Labs",
        "facts": {"kind": "Engine", "license": "MIT", "api": "None"},
    },
    "beta": {
        "name": "Beta",
        "organisation": "Beta Inc",
        "facts": {"kind": "Router", "license": "Apache-2.0", "api": "OpenAI-compatible"},
    },
}
COMPARISON = {
    "subject": "alpha",
    "counterpart": "beta",
    "title": "Alpha vs Beta: engine vs router",
    "link_title": "Alpha vs Beta",
    "dek": "Beta routes; Alpha computes.",
    "lead": "They do different jobs.",
    "verdict": "Different layers.",
    "short_answer": {"choose": "Pick Beta to route, Alpha to compute."},
    "what_each_is": {
        "alpha": {"paragraphs": {"scope": "Alpha is an engine."}},
        "beta": {"paragraphs": {"scope": "Beta is a router."}},
    },
    "head_to_head": {
        "title": "Head-to-head",
        "rows": {"kind": None, "license": None, "api": {"beta": "OpenAI API"}},
        "note": "Accessed {accessed}.",
    },
    "wins": {
        "alpha": {"speed": {"lead": "Fast.", "detail": "It has kernels."}},
        "beta": {"routing": {"lead": "Routes.", "detail": "It spreads load."}},
    },
    "analysis": {
        "layers": {
            "title": "Layers",
            "paragraphs": {
                "one": "One computes, one routes.",
                "detail": "Beta serves **4** models on 131,072 tokens with `beta serve`; "
                "see [the Beta docs](https://example.org/beta) and the orchestration layer.",
            },
            "subsections": {
                "verdict": {"title": "What would change it", "paragraphs": {"if": "A merge."}}
            },
        }
    },
    "decision_guide": {
        "route": {"situation": "Need routing", "choice": "Beta", "reason": "It routes"}
    },
    "faq": {"engine": {"question": "Is Beta an engine?", "answer": "No."}},
    "sources": {
        "readme": {
            "title": "Beta README",
            "supports": "routing, per https://example.org/beta/routing",
            "url": "https://example.org/beta",
        }
    },
    "accessed": "2026-10-20",
    "next": [],
}


def dump_yaml(data: Any) -> str:
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False)


class ProjectFiles:
    """A project on disk, made from the module-level dicts; tests tweak copies of them."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.data: dict[str, Any] = {
            "articles/dimensions.yaml": copy.deepcopy(DIMENSIONS),
            "articles/glossary.yaml": copy.deepcopy(GLOSSARY),
            "articles/hub.yaml": copy.deepcopy(HUB),
            **{
                f"articles/products/{key}.yaml": copy.deepcopy(value)
                for key, value in PRODUCTS.items()
            },
            "articles/comparisons/alpha-vs-beta.yaml": copy.deepcopy(COMPARISON),
        }

    def write(self) -> Path:
        self.write_text("pyproject.toml", PYPROJECT)
        shutil.copytree(REPO / "templates", self.root / "templates", dirs_exist_ok=True)
        for relative, data in self.data.items():
            self.write_text(relative, dump_yaml(data))
        return self.root

    def write_text(self, relative: str, text: str) -> Path:
        path = self.root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        return path

    def comparison(self, slug: str = "alpha-vs-beta") -> dict[str, Any]:
        data: dict[str, Any] = self.data[f"articles/comparisons/{slug}.yaml"]
        return data


@pytest.fixture
def project_files(tmp_path: Path) -> ProjectFiles:
    """The small project, not yet written: tweak ``.data`` then call ``.write()``."""
    return ProjectFiles(tmp_path / "project")


@pytest.fixture
def tmp_project(project_files: ProjectFiles) -> Path:
    """The small project written to disk, untranslated."""
    return project_files.write()


@pytest.fixture
def ready(tmp_project: Path, run_cli: Callable[..., tuple[int, str, str]]) -> Path:
    """The small project, its catalogs created and every string translated."""
    code, _, _ = run_cli("-C", str(tmp_project), "update")
    assert code == 0
    translate_catalogs(tmp_project)
    return tmp_project


@pytest.fixture
def run_cli(capsys: pytest.CaptureFixture[str]) -> Callable[..., tuple[int, str, str]]:
    """Run ``comparekit`` in-process: (exit code, stdout, stderr)."""
    from comparekit.cli import main

    def run(*args: str) -> tuple[int, str, str]:
        code = main(list(args))
        captured = capsys.readouterr()
        return code, captured.out, captured.err

    return run


def fake_translation(tag: str, english: str) -> str:
    """A stand-in translation that keeps placeholders and uses the glossary:
    ``[ja] Where {product} wins``."""
    for term in GLOSSARY["terms"].values():
        if tag in term["translations"]:
            english = english.replace(term["term"], term["translations"][tag])
    return f"[{tag}] {english}"


def translate_catalogs(
    root: Path, tags: tuple[str, ...] = ("ja", "zh-Hant", "ko"), review_fuzzy: bool = False
) -> None:
    """Fill every empty msgstr with :func:`fake_translation`; with ``review_fuzzy``, also
    retranslate fuzzy entries and clear their flag, as a translator's review would."""
    from comparekit.catalogs.pofile import read_catalog, write_catalog
    from comparekit.sources.settings import load_settings

    settings = load_settings(root)
    for tag in tags:
        path = settings.catalog_path(tag)
        catalog = read_catalog(path, tag, str(path))
        for message in catalog:
            if not message.id:
                continue
            if isinstance(message.id, tuple):
                message.string = tuple(
                    fake_translation(tag, message.id[-1]) for _ in message.string
                )
            elif not message.string or (review_fuzzy and message.fuzzy):
                message.string = fake_translation(tag, message.id)
            if review_fuzzy:
                message.flags.discard("fuzzy")
                message.previous_id = []
        write_catalog(path, catalog)


def pybabel_extract(project: Path, out: Path) -> None:
    """Run ``pybabel extract -F babel.cfg`` in ``project``, as a team driving Babel would."""
    import subprocess
    import sys

    subprocess.run(
        [
            sys.executable,
            "-m",
            "babel.messages.frontend",
            "extract",
            "-F",
            "babel.cfg",
            "-c",
            "Translators:",
            "-o",
            str(out),
            ".",
        ],
        cwd=project,
        check=True,
        capture_output=True,
    )


@pytest.fixture
def shipped(tmp_path: Path) -> Path:
    """A copy of the shipped project (sources, catalogs, templates, settings) to change."""
    root = tmp_path / "project"
    root.mkdir()
    for name in ("articles", "locales", "templates"):
        shutil.copytree(REPO / name, root / name)
    shutil.copy(REPO / "pyproject.toml", root / "pyproject.toml")
    return root


@pytest.fixture
def shipped_review_off(shipped: Path) -> Path:
    """The shipped project with review off, as `init` writes it: what a translation's
    checks alone let through is published."""
    settings = shipped / "pyproject.toml"
    text = settings.read_text(encoding="utf-8")
    assert text.count('review = "required"') == 1
    settings.write_text(text.replace('review = "required"', 'review = "off"'), "utf-8")
    return shipped


@pytest.fixture(scope="session")
def shipped_export(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The plain export of the shipped project (``dist/<locale>/<slug>.md``), built once."""
    from comparekit.publishing.build import build
    from comparekit.sources.settings import load_settings

    root = tmp_path_factory.mktemp("shipped-export") / "project"
    root.mkdir()
    for name in ("articles", "locales", "templates"):
        shutil.copytree(REPO / name, root / name)
    shutil.copy(REPO / "pyproject.toml", root / "pyproject.toml")
    build(load_settings(root), out=root / "dist")
    return root / "dist"


# --- import: a fresh project holding the shipped shared data -----------------------------

TARGETS = ("ja", "zh-Hant", "ko")
LOCALES = ("en", *TARGETS)
SLUGS = sorted(p.stem for p in (REPO / "articles" / "comparisons").glob("*.yaml"))


@pytest.fixture
def fresh(tmp_path: Path) -> Path:
    """A fresh `comparekit init` project holding the shipped products, dimensions, glossary
    and hub, and no comparison."""
    from comparekit.scaffold import init_project

    root = init_project(tmp_path / "fresh", "en", TARGETS)
    shutil.rmtree(root / "articles" / "comparisons")
    shutil.rmtree(root / "articles" / "products")
    (root / "articles" / "comparisons").mkdir()
    shutil.copytree(REPO / "articles" / "products", root / "articles" / "products")
    for name in ("dimensions.yaml", "glossary.yaml", "hub.yaml"):
        shutil.copy(REPO / "articles" / name, root / "articles" / name)
    return root


def import_args(export: Path, slug: str, english: Path | None = None) -> list[str]:
    """``SOURCE.md ja=… zh-Hant=… ko=…`` for one article of an export."""
    source = english or export / "en" / f"{slug}.md"
    return [str(source), *(f"{tag}={export / tag / f'{slug}.md'}" for tag in TARGETS)]


def catalog(root: Path, tag: str, name: str = "messages.po") -> Any:
    """A project's catalog (or ``imported.po``) of ``tag``, read afresh."""
    from comparekit.catalogs.imported import read_fresh
    from comparekit.sources.settings import catalog_folder_name

    path = root / "locales" / catalog_folder_name(tag) / "LC_MESSAGES" / name
    return read_fresh(path, tag, str(path))


def body(path: Path) -> str:
    """A Markdown page without its frontmatter."""
    import frontmatter

    return str(frontmatter.load(path).content)


def line_of(path: Path, text: str) -> int:
    """The 1-based line of ``path`` that starts with ``text``."""
    lines = path.read_text(encoding="utf-8").split("\n")
    return next(number for number, line in enumerate(lines, 1) if line.startswith(text))


def everything(folder: Path, but: str | None = None) -> dict[str, bytes | str]:
    """Every file (its bytes), link (its target) and folder below ``folder``, to show that
    nothing was touched; none below a folder named ``but`` (comparekit's cache, whose lock
    a refused run may take first)."""
    found: dict[str, bytes | str] = {}
    for path in sorted(folder.rglob("*")):
        if but is not None and but in path.parts:
            continue
        key = path.relative_to(folder).as_posix()
        if path.is_symlink():
            found[key] = f"link to {os.readlink(path)}"
        elif path.is_file():
            found[key] = path.read_bytes()
        else:
            found[key] = "dir" if path.is_dir() else "special"
    return found


def snapshot(root: Path) -> dict[str, bytes]:
    """Every file of a project and its bytes: what "nothing was written" compares."""
    return {
        str(p.relative_to(root)): p.read_bytes()
        for p in sorted(root.rglob("*"))
        if p.is_file() and ".comparekit-cache" not in p.parts
    }


# The number checks' projects (test_trust_numbers and the attacks' number tests).
@pytest.fixture(scope="module")
def starter(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``comparekit init p1`` with a ja catalog, every string translated."""
    from comparekit.cli import main

    root = tmp_path_factory.mktemp("starter") / "p1"
    assert main(["init", str(root)]) == 0
    assert main(["-C", str(root), "add-locale", "ja"]) == 0
    translate_catalogs(root, ("ja",))
    return root


@pytest.fixture
def project(starter: Path, tmp_path: Path) -> Path:
    """A copy of ``starter`` for one test to change."""
    root = tmp_path / "p1"
    shutil.copytree(starter, root)
    return root
