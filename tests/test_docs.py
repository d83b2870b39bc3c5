"""The docs: references current with the code, every option and setting explained, every
link between the pages landing on a file, and a README a newcomer reads in minutes."""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest
from markdown_it import MarkdownIt

from comparekit.cli import _parser
from comparekit.sources.settings import Settings
from docs_reference import REFERENCE, reference_pages, write_reference

REPO = Path(__file__).resolve().parent.parent
README_MOST_LINES = 250


@pytest.mark.parametrize("name", sorted(reference_pages()))
def test_reference_page_is_current(name: str) -> None:
    if os.environ.get("COMPAREKIT_REGENERATE"):
        write_reference()
    path = REFERENCE / name
    assert path.is_file(), f"regenerate with COMPAREKIT_REGENERATE=1 pytest {__file__}"
    assert path.read_text(encoding="utf-8") == reference_pages()[name], (
        f"{path} is out of date: regenerate with COMPAREKIT_REGENERATE=1 pytest tests/test_docs.py"
    )


def _parsers(parser: argparse.ArgumentParser) -> list[argparse.ArgumentParser]:
    found = [parser]
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for command in action.choices.values():
                found += _parsers(command)
    return found


def test_every_command_and_option_says_what_it_does() -> None:
    unexplained = [
        f"{parser.prog}: {', '.join(action.option_strings) or action.dest}"
        for parser in _parsers(_parser())
        for action in parser._actions
        if not isinstance(action, argparse._HelpAction | argparse._SubParsersAction)
        and not action.help
    ]
    assert unexplained == []


def test_every_setting_says_what_it_does() -> None:
    unexplained = [
        name
        for name, field in Settings.model_fields.items()
        if not field.exclude and not field.description
    ]
    assert unexplained == []


def test_every_command_option_setting_and_field_is_in_the_docs() -> None:
    commands = (REFERENCE / "commands.md").read_text(encoding="utf-8")
    for parser in _parsers(_parser()):
        assert f"## {parser.prog}\n" in commands
        for action in parser._actions:
            for option in action.option_strings:
                assert option in commands, (parser.prog, option)
    settings = (REFERENCE / "settings.md").read_text(encoding="utf-8")
    for name, field in Settings.model_fields.items():
        assert field.exclude or f"| `{name}` |" in settings


def _markdown_files() -> list[Path]:
    return [REPO / "README.md", *sorted((REPO / "docs").rglob("*.md"))]


@pytest.mark.parametrize("page", _markdown_files(), ids=lambda path: path.name)
def test_every_relative_link_lands_on_a_file(page: Path) -> None:
    tokens = MarkdownIt("commonmark").parse(page.read_text(encoding="utf-8"))
    targets = []
    for token in tokens:
        for child in token.children or ():
            target = child.attrs.get("href") or child.attrs.get("src")
            if isinstance(target, str):
                targets.append(target)
    broken = []
    for target in targets:
        parts = urlsplit(target)
        if parts.scheme or parts.netloc or not parts.path:
            continue
        if not (page.parent / unquote(parts.path)).exists():
            broken.append(target)
    assert broken == []


def test_the_readme_is_read_in_minutes() -> None:
    lines = (REPO / "README.md").read_text(encoding="utf-8").count("\n")
    assert lines <= README_MOST_LINES
