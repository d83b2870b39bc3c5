"""A wrong setting in ``[tool.comparekit]`` of pyproject.toml is a problem at the line of its
key (exit 1), though tomllib gives no lines; no traceback, nothing written."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from conftest import snapshot

Cli = Callable[..., tuple[int, str, str]]

# name: (lines added to [tool.comparekit], the key the problem is at, a phrase of it)
SETTINGS = {
    "a wrong type": ('source_max_age_days = "a year"\n', "source_max_age_days", "whole number"),
    "an unknown key": ('colour = "blue"\n', "colour", "Extra inputs are not permitted"),
    "a quoted key": ('"incomplete" = "maybe"\n', '"incomplete"', "incomplete"),
    "an out-of-range value": ("min_coverage = 2\n", "min_coverage", "less than or equal to 1"),
    "a key of a table under it": (
        "\n[tool.comparekit.site_lang]\n# the sites' own tags\nhugo = 3\n",
        "hugo",
        "site_lang.hugo",
    ),
    # B29: the file system takes no NUL in a name: a setting, not a crash at the first open.
    "a NUL in the output": ('output = "dist\\u0000x"\n', "output", "may not contain NUL"),
    "a NUL in the cache": ('cache = "c\\u0000x"\n', "cache", "may not contain NUL"),
    "a NUL in the templates": ('templates = "t\\u0000"\n', "templates", "may not contain NUL"),
    "a NUL in a compendium": ('compendia = ["a\\u0000"]\n', "compendia", "may not contain NUL"),
    "a list with a duplicate": (
        None,  # the locales line itself, written twice over
        "locales",
        "locales",
    ),
}


@pytest.mark.parametrize("name", sorted(SETTINGS))
def test_a_wrong_setting_is_a_problem_at_its_key(name: str, ready: Path, run_cli: Cli) -> None:
    added, key, phrase = SETTINGS[name]
    pyproject = ready / "pyproject.toml"
    text = '[project]\nname = "x"\n\n' + pyproject.read_text(encoding="utf-8")
    if added is None:
        text = text.replace('"ko"]', '"ko", "ja"]')
    else:
        text = text.replace("[tool.comparekit]\n", "[tool.comparekit]\n# mine\n", 1) + added
    pyproject.write_text(text, encoding="utf-8")
    line = next(n for n, row in enumerate(text.split("\n"), 1) if row.startswith(key))
    before = snapshot(ready)
    code, _, err = run_cli("-C", str(ready), "build")
    assert code == 1 and "Traceback" not in err
    assert f"pyproject.toml:{line}: [settings]" in err and phrase in err, err
    assert snapshot(ready) == before
