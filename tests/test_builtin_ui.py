"""comparekit's own translations of the templates' interface strings start a new catalog."""

from __future__ import annotations

import shlex
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from comparekit.catalogs.builtin_ui import seed_ui_catalog
from comparekit.sources.load import load_project
from comparekit.sources.settings import load_settings

Cli = Callable[..., tuple[int, str, str]]


def _ui_problems(root: Path, run_cli: Cli) -> list[str]:
    _, out, err = run_cli("-C", str(root), "check")
    return [line for line in (out + err).splitlines() if ": 'ui:" in line]


def test_init_starts_french_and_japanese_with_every_ui_string_and_its_next_command_builds(
    tmp_path: Path, run_cli: Cli
) -> None:
    folder = tmp_path / "site"
    code, out, err = run_cli("init", str(folder), "--locale", "fr", "--locale", "ja")
    assert code == 0, err
    assert _ui_problems(folder, run_cli) == []
    french = (folder / "locales/fr/LC_MESSAGES/messages.po").read_text(encoding="utf-8")
    assert 'msgstr "Questions fréquentes"' in french
    command = out.split("next: ", 1)[1].splitlines()[0]
    assert command.startswith(f"cd {folder} && comparekit build")
    build = shlex.split(command.split("&& ", 1)[1])[1:]
    done = subprocess.run(
        [sys.executable, "-m", "comparekit", "-C", str(folder), *build],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_a_language_takes_the_nearest_built_in_catalog_and_its_own_plural_forms(
    tmp_path: Path, run_cli: Cli
) -> None:
    folder = tmp_path / "site"
    assert run_cli("init", str(folder), "--locale", "pt", "--locale", "zh-TW")[0] == 0
    assert _ui_problems(folder, run_cli) == []  # Babel's pt has 3 forms; the file was written for 2
    taiwan = (folder / "locales/zh_Hant_TW/LC_MESSAGES/messages.po").read_text(encoding="utf-8")
    shipped = (Path(__file__).parent.parent / "src/comparekit/ui/zh-Hant.po").read_text("utf-8")
    faq = shipped.split('msgctxt "ui:heading.faq"', 1)[1].split("msgstr ", 1)[1].split("\n")[0]
    assert f"msgstr {faq}" in taiwan  # Taiwan's Chinese is written in Traditional script


def test_a_ui_string_whose_english_the_project_changed_is_not_seeded(
    tmp_path: Path, run_cli: Cli
) -> None:
    folder = tmp_path / "site"
    assert run_cli("init", str(folder))[0] == 0
    template = folder / "templates/comparison.md.j2"
    text = template.read_text(encoding="utf-8")
    template.write_text(text.replace('"ui:heading.faq", "FAQ"', '"ui:heading.faq", "Questions"'))
    pyproject = folder / "pyproject.toml"
    pyproject.write_text(pyproject.read_text().replace("locales = []", 'locales = ["de"]'))
    project = load_project(load_settings(folder))
    assert seed_ui_catalog(project, "de")
    german = (folder / "locales/de/LC_MESSAGES/messages.po").read_text(encoding="utf-8")
    assert "ui:heading.faq" not in german and "ui:heading.sources" in german
    assert not seed_ui_catalog(project, "de")  # never over a catalog that exists


def test_a_language_comparekit_has_no_translations_for_starts_empty(
    tmp_path: Path, run_cli: Cli
) -> None:
    folder = tmp_path / "site"
    assert run_cli("init", str(folder), "--locale", "yo")[0] == 0
    assert len(_ui_problems(folder, run_cli)) == 14
