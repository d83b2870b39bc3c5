"""The whole workflow on a new project: init → new → fill → extract → translate → edit the
English → update → build, with GNU msgfmt accepting every catalog at every step."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from comparekit.catalogs.pofile import read_catalog
from conftest import pybabel_extract, translate_catalogs

Cli = Callable[..., tuple[int, str, str]]
NEEDS_MSGFMT = pytest.mark.skipif(
    shutil.which("msgfmt") is None and not os.environ.get("CI"), reason="GNU gettext"
)


def msgfmt_accepts(root: Path) -> None:
    for po in sorted(root.glob("locales/*/LC_MESSAGES/messages.po")):
        result = subprocess.run(
            ["msgfmt", "--check", "-o", "/dev/null", str(po)],
            capture_output=True,
            text=True,
            check=False,
        )
        assert (result.returncode, result.stderr) == (0, ""), po


@NEEDS_MSGFMT
def test_init_new_fill_translate_edit_update_build(tmp_path: Path, run_cli: Cli) -> None:
    root = tmp_path / "guide"
    code, out, _ = run_cli("init", str(root), "--locale", "ja", "--locale", "ko")
    assert code == 0 and "created a comparison project" in out
    assert run_cli("-C", str(root), "build", "--locale", "en")[0] == 0  # builds out of the box
    assert ".comparekit-cache/" in (root / ".gitignore").read_text()
    msgfmt_accepts(root)

    # new: an unknown product is refused with the list of known ones
    code, _, err = run_cli("-C", str(root), "new", "engine-vs-nothing", "--vs", "nothing")
    assert code == 1 and "known products: example-engine, example-router" in err
    code, out, _ = run_cli("-C", str(root), "new", "router-notes", "--vs", "example-router")
    assert code == 0
    article = root / "articles/comparisons/router-notes.yaml"
    code, _, err = run_cli("-C", str(root), "validate")
    assert code == 1 and "router-notes.yaml:8:8: [invalid-value] title: must not be empty" in err

    # fill: every "" gets text, and the skeleton validates
    counter = iter(range(1000))
    article.write_text(
        re.sub(r'(?<=: )""', lambda _: f'"Filled text {next(counter)}."', article.read_text()),
        encoding="utf-8",
    )
    assert run_cli("-C", str(root), "validate")[0] == 0

    # extract and update; pybabel extract yields the same messages
    assert run_cli("-C", str(root), "extract")[0] == 0
    assert run_cli("-C", str(root), "update")[0] == 0
    msgfmt_accepts(root)
    pybabel = tmp_path / "pybabel.pot"
    (root / "babel.cfg").write_text("[comparekit: articles/**.yaml]\n[jinja2: templates/**.j2]\n")
    pybabel_extract(root, pybabel)
    with pybabel.open("rb") as theirs, (root / "locales/messages.pot").open("rb") as ours:
        keys = [{(m.context, str(m.id)) for m in read_po(f) if m.id} for f in (theirs, ours)]
    assert keys[0] == keys[1]

    # translate, build
    translate_catalogs(root, ("ja", "ko"))
    msgfmt_accepts(root)
    assert run_cli("-C", str(root), "build")[0] == 0
    assert (root / "dist/ko/router-notes.md").is_file()

    # edit the English: update --check fails until updated; the translation turns fuzzy
    article.write_text(article.read_text().replace("Filled text 3.", "Filled text three."))
    assert run_cli("-C", str(root), "update", "--check")[0] == 1
    assert run_cli("-C", str(root), "update")[0] == 0
    assert run_cli("-C", str(root), "update", "--check")[0] == 0
    msgfmt_accepts(root)
    ja = read_catalog(root / "locales/ja/LC_MESSAGES/messages.po", "ja", "ja")
    (fuzzy,) = [m for m in ja if m.fuzzy]
    assert fuzzy.string == "[ja] Filled text 3." and fuzzy.previous_id == ["Filled text 3."]
    code, out, _ = run_cli("-C", str(root), "build")  # held back, the rest published
    assert code == 0 and "ja: 2 published, 1 held: router-notes (1 fuzzy);" in out
    assert not (root / "dist/ja/router-notes.md").exists()
    code, _, err = run_cli("-C", str(root), "build", "--strict")
    assert code == 1 and "(fuzzy)" in err

    # the translator reviews it; the build publishes
    translate_catalogs(root, ("ja", "ko"), review_fuzzy=True)
    assert run_cli("-C", str(root), "build")[0] == 0
    msgfmt_accepts(root)


def test_add_locale_updates_settings_and_creates_the_catalog(tmp_path: Path, run_cli: Cli) -> None:
    root = tmp_path / "p"
    run_cli("init", str(root))
    code, out, _ = run_cli("-C", str(root), "add-locale", "pt-BR")
    assert code == 0 and "locales/pt_BR/LC_MESSAGES/messages.po" in out
    assert 'locales = ["pt-BR"]' in (root / "pyproject.toml").read_text()
    catalog = read_catalog(root / "locales/pt_BR/LC_MESSAGES/messages.po", "pt-BR", "po")
    assert catalog.locale_identifier == "pt_BR" and len(catalog) > 10
    assert run_cli("-C", str(root), "add-locale", "pt-BR")[0] == 2  # already there: usage
    code, _, err = run_cli("-C", str(root), "add-locale", "xx-Nope")
    assert code == 2 and "not a locale Babel knows" in err


def test_init_refuses_an_existing_project(tmp_project: Path, run_cli: Cli) -> None:
    code, _, err = run_cli("init", str(tmp_project))
    assert code == 1 and "already holds a project" in err
