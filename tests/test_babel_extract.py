"""pybabel, through comparekit's extractor, yields the template `comparekit extract` yields:
the same entries, keys, translator notes and flags, which GNU gettext merges cleanly."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from builtsite import missing
from comparekit.catalogs.extract import extract_template
from comparekit.catalogs.po.read import read_po
from comparekit.catalogs.pofile import dumps_po
from comparekit.sources.load import load_project
from comparekit.sources.settings import load_settings
from conftest import pybabel_extract

REPO = Path(__file__).resolve().parent.parent
Entries = dict[tuple[str | None, str, str | None], tuple[list[str], str]]


def _entries(text: bytes) -> Entries:
    """Each entry's flags and extracted notes, as written in the file (read_po of Babel
    would add its own flags while reading). Notes are compared as text: a PO file wraps a
    long one over several lines."""
    po = read_po(text, "messages.pot")
    return {
        (e.context, e.msgid, e.msgid_plural): (sorted(e.flags), " ".join(e.extracted_comments))
        for e in po.entries
        if not e.is_header
    }


@pytest.fixture(scope="module")
def pybabel_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("pybabel") / "messages.pot"
    pybabel_extract(REPO, out)
    return out


# What only `comparekit extract` adds: a Babel extractor cannot set flags (Weblate's), and
# Jinja's extractor gives a template string only its `Translators:` comment, not the role
# notes comparekit reads from the template's line. `update` writes both into the catalogs.
ROLE_NOTES = ("Where: every page of ", "Role: ", "Table header: ")


def test_pybabel_extract_matches_comparekit_extract(pybabel_template: Path) -> None:
    theirs = _entries(pybabel_template.read_bytes())
    settings = load_settings(REPO).model_copy(update={"weblate_flags": False})
    template = extract_template(load_project(settings))
    for message in template:
        message.auto_comments = [n for n in message.auto_comments if not n.startswith(ROLE_NOTES)]
    ours = _entries(dumps_po(template).encode())
    assert theirs == ours
    # The strings Babel would take for %-formats ("75% of" reads as "% o") are in the set.
    assert sum("%" in key[1] for key in ours) >= 10


def _fuzzy(catalog: Path) -> int:
    return sum(entry.fuzzy for entry in read_po(catalog.read_bytes(), str(catalog)).entries)


@pytest.mark.parametrize("folder", ["ja", "zh_Hant", "ko"])
def test_gnu_msgmerge_takes_the_pybabel_template_cleanly(
    pybabel_template: Path, folder: str, tmp_path: Path
) -> None:
    """A team that extracts with pybabel and merges with msgmerge gets no new fuzzy entry,
    and a catalog msgfmt --check accepts."""
    for tool in ("msgmerge", "msgfmt"):
        shutil.which(tool) or missing(tool, "apt-get install gettext")
    shipped = REPO / "locales" / folder / "LC_MESSAGES/messages.po"
    merged = tmp_path / "messages.po"
    subprocess.run(
        ["msgmerge", "--quiet", "-o", str(merged), str(shipped), str(pybabel_template)],
        check=True,
    )
    assert _fuzzy(merged) == _fuzzy(shipped)
    checked = subprocess.run(
        ["msgfmt", "--check", "-o", "/dev/null", str(merged)], capture_output=True, text=True
    )
    assert checked.returncode == 0, checked.stderr
