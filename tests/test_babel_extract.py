"""pybabel, through comparekit's extractor, yields the messages `comparekit extract` yields."""

from __future__ import annotations

from pathlib import Path

from babel.messages.pofile import read_po

from comparekit.catalogs.extract import extract_template
from comparekit.sources.load import load_project
from comparekit.sources.settings import load_settings
from conftest import pybabel_extract

REPO = Path(__file__).resolve().parent.parent


def _messages(catalog: object) -> dict[tuple[str, object], str]:
    # Comments are compared as text: a PO file wraps a long one over several lines.
    return {
        (m.context, m.id if isinstance(m.id, str) else tuple(m.id)): " ".join(m.auto_comments)
        for m in catalog  # type: ignore[attr-defined]
        if m.id
    }


def test_pybabel_extract_matches_comparekit_extract(tmp_path: Path) -> None:
    out = tmp_path / "pybabel.pot"
    pybabel_extract(REPO, out)
    with out.open("rb") as handle:
        theirs = _messages(read_po(handle))
    ours = _messages(extract_template(load_project(load_settings(REPO))))
    assert set(theirs) == set(ours)
    content = [key for key in ours if not str(key[0]).startswith("ui:")]
    assert content and all(theirs[key] == ours[key] for key in content)
