"""Products may go by other names (``aliases``): a translation keeps each one the English
names, and adds none the English does not."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from conftest import ProjectFiles, translate_catalogs

Cli = Callable[..., tuple[int, str, str]]
KEY = "comparisons/alpha-vs-beta"


def set_translation(root: Path, key: str, text: str) -> None:
    from comparekit.catalogs.pofile import read_catalog, write_catalog

    path = root / "locales/ja/LC_MESSAGES/messages.po"
    catalog = read_catalog(path, "ja", str(path))
    next(m for m in catalog if m.context == key).string = text
    write_catalog(path, catalog)


def test_an_alias_counts_as_the_products_name_both_ways(
    project_files: ProjectFiles, run_cli: Cli
) -> None:
    project_files.data["articles/products/gamma.yaml"] = {
        "name": "Text Generation Inference",
        "aliases": ["TGI"],
        "organisation": "Gamma Labs",
        "facts": {"kind": "Engine", "license": "Apache-2.0", "api": "OpenAI-compatible"},
    }
    project_files.comparison()["faq"]["tgi"] = {
        "question": "Is TGI an inference engine?",
        "answer": "No, it is not one.",
    }
    root = project_files.write()
    assert run_cli("-C", str(root), "update")[0] == 0
    translate_catalogs(root)
    assert run_cli("-C", str(root), "check", "--locale", "ja")[0] == 0

    # The case: a memory suggestion named another product and was accepted.
    set_translation(root, f"{KEY}:faq.tgi.question", "Beta は推論エンジンなのか")
    code, _, err = run_cli("-C", str(root), "check", "--locale", "ja")
    assert code == 1
    assert (
        "[protected-term] ja: 'comparisons/alpha-vs-beta:faq.tgi.question': 'TGI' must stay" in err
    )

    set_translation(root, f"{KEY}:faq.tgi.question", "[ja] Is TGI an inference engine?")
    set_translation(root, f"{KEY}:faq.tgi.answer", "TGI は違う。")
    code, _, err = run_cli("-C", str(root), "check", "--locale", "ja")
    assert code == 1
    assert "'TGI' is a product the English does not name" in err
