"""A templates setting that names no folder, or a page template gone: ``update`` and
``extract`` refuse, as ``build`` does, instead of turning every UI string of the catalogs
obsolete (attack 17b, M3)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

import comparekit
from comparekit.sources.templatelinks import ARTICLE_TEMPLATE
from conftest import everything

Cli = Callable[..., tuple[int, str, str]]


def _templates_setting(project: Path, folder: str) -> None:
    settings = project / "pyproject.toml"
    text = settings.read_text(encoding="utf-8")
    settings.write_text(
        text.replace("[tool.comparekit]\n", f'[tool.comparekit]\ntemplates = "{folder}"\n', 1),
        encoding="utf-8",
    )


@pytest.mark.parametrize("command", ["update", "extract"])
def test_a_templates_setting_naming_no_folder_is_refused(
    ready: Path, run_cli: Cli, command: str
) -> None:
    _templates_setting(ready, "templatez")
    before = everything(ready / "locales")
    code, _, err = run_cli("-C", str(ready), command)
    assert code == 1
    assert "templatez/comparison.md.j2: [missing-template] template not found" in err
    assert "templatez/hub.md.j2" in err
    assert "Traceback" not in err
    assert everything(ready / "locales") == before


def test_a_page_template_gone_is_refused_and_the_catalogs_kept(ready: Path, run_cli: Cli) -> None:
    _templates_setting(ready, "mine")
    mine = ready / "mine"
    mine.mkdir()
    shipped = Path(comparekit.__file__).parent / "templates" / ARTICLE_TEMPLATE
    (mine / ARTICLE_TEMPLATE).write_bytes(shipped.read_bytes())  # the hub's is gone
    before = everything(ready / "locales")
    code, _, err = run_cli("-C", str(ready), "update")
    assert code == 1
    assert "mine/hub.md.j2: [missing-template]" in err
    assert "comparison.md.j2" not in err
    assert everything(ready / "locales") == before


def test_the_templates_folder_in_place_updates_as_before(ready: Path, run_cli: Cli) -> None:
    code, _, err = run_cli("-C", str(ready), "update")
    assert (code, "missing-template" in err) == (0, False)
