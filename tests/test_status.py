"""comparekit status: translated, fuzzy, untranslated and obsolete counts per locale and source."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from conftest import ProjectFiles, translate_catalogs

Cli = Callable[..., tuple[int, str, str]]


def test_status_counts_every_state(project_files: ProjectFiles, run_cli: Cli) -> None:
    root = project_files.write()
    run_cli("-C", str(root), "update")
    translate_catalogs(root, tags=("ja",))
    project_files.comparison()["lead"] = "Changed."  # → fuzzy in ja, still untranslated elsewhere
    del project_files.comparison()["faq"]["engine"]  # → obsolete in ja (2 entries)
    project_files.comparison()["faq"]["new"] = {"question": "New?", "answer": "Yes."}
    project_files.write()
    run_cli("-C", str(root), "update")

    code, out, _ = run_cli("-C", str(root), "status", "--format", "json")
    assert code == 0
    data = json.loads(out)
    rows = {(r["locale"], r["source"]): r for r in data["sources"]}
    ja = rows[("ja", "comparisons/alpha-vs-beta")]
    assert (ja["fuzzy"], ja["untranslated"]) == (1, 2)
    assert ja["translated"] == ja["total"] - 3
    ko = rows[("ko", "comparisons/alpha-vs-beta")]
    assert ko["translated"] == 0 and ko["untranslated"] == ko["total"]
    assert data["obsolete"] == {"ja": 2, "zh-Hant": 0, "ko": 0}

    code, text, _ = run_cli("-C", str(root), "status")
    line = next(line for line in text.splitlines() if line.startswith("comparisons/alpha-vs-beta"))
    assert f"{ja['translated']}/{ja['total']} (1f 2u)" in line
    assert "obsolete entries: ja 2, zh-Hant 0, ko 0" in text


def test_status_without_catalogs(tmp_project: Path, run_cli: Cli) -> None:
    code, out, _ = run_cli("-C", str(tmp_project), "status")
    assert code == 0 and "(0f " in out


def test_status_remembered_follows_every_change(project_files: ProjectFiles, run_cli: Cli) -> None:
    """Each locale's counts are kept in the cache: a translation, a changed English and a
    new template string each show in the next status, never the counts remembered."""
    root = project_files.write()
    run_cli("-C", str(root), "update")

    def ja() -> dict[str, int]:
        code, out, _ = run_cli("-C", str(root), "status", "--format", "json")
        assert code == 0
        rows = json.loads(out)["sources"]
        found: dict[str, int] = next(
            r for r in rows if (r["locale"], r["source"]) == ("ja", "comparisons/alpha-vs-beta")
        )
        return found

    first = ja()
    assert first["translated"] == 0 and ja() == first  # the second from the cache
    translate_catalogs(root, tags=("ja",))
    assert ja()["translated"] == first["total"]
    project_files.comparison()["lead"] = "Changed."
    project_files.write()
    run_cli("-C", str(root), "update")
    assert (ja()["fuzzy"], ja()["translated"]) == (1, first["total"] - 1)
    project_files.comparison()["lead"] = "Changed again, not merged."  # the catalog lags
    project_files.write()
    assert (ja()["fuzzy"], ja()["untranslated"]) == (0, 1)
