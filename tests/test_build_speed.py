"""What a build whose strings are all remembered may skip: the costs issue 32 measured at
N = 1,000 articles, each pinned so that a later change cannot bring it back unnoticed."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

Cli = Callable[..., tuple[int, str, str]]

# The number modules' shared tokenizer compiles hundreds of patterns at import: a fifth of a
# build that renders one changed article and finds every verdict remembered.
NUMBER_TOKENS = "comparekit.catalogs.number_tokens"


def settle(project: Path) -> None:
    """Date every file of the project a minute back, as if edited well before a build."""
    minute_ago = time.time() - 60
    for path in project.rglob("*"):
        os.utime(path, (minute_ago, minute_ago))


def loaded_by(project: Path, command: str, module: str) -> tuple[int, bool]:
    """The exit code of ``command`` run in a new process, and whether it imported ``module``."""
    script = (
        "import sys; from comparekit.cli import main; "
        f"code = main(['-C', {str(project)!r}, {command!r}]); "
        f"print(code, {module!r} in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    code, found = done.stdout.split()[-2:]
    assert found in ("True", "False"), done.stderr
    return int(code), found == "True"


def change_access_date(project: Path, day: str) -> None:
    article = project / "articles/comparisons/alpha-vs-beta.yaml"
    text = article.read_text(encoding="utf-8")
    article.write_text(re.sub(r"accessed: .*", f"accessed: '{day}'", text), encoding="utf-8")


def test_a_build_from_the_store_loads_no_number_tokenizer(ready: Path, run_cli: Cli) -> None:
    settle(ready)
    assert run_cli("-C", str(ready), "build")[0] == 0
    (ready / "dist").rename(ready / "dist-old")  # every page is taken from the store
    assert loaded_by(ready, "build", NUMBER_TOKENS) == (0, False)


def test_a_build_after_one_article_changed_loads_no_number_tokenizer(
    ready: Path, run_cli: Cli
) -> None:
    settle(ready)
    assert run_cli("-C", str(ready), "build")[0] == 0
    change_access_date(ready, "2026-11-12")  # its strings' verdicts are remembered
    assert loaded_by(ready, "build", NUMBER_TOKENS) == (0, False)
    page = (ready / "dist/en/alpha-vs-beta.md").read_text(encoding="utf-8")
    assert "2026-11-12" in page or "November 12, 2026" in page


@pytest.mark.parametrize(
    "module",
    [
        "comparekit.catalogs.negations",
        "comparekit.catalogs.opposite_words",
        "comparekit.catalogs.number_units",
    ],
)
def test_a_build_after_one_article_changed_loads_no_meaning_rule(
    module: str, ready: Path, run_cli: Cli
) -> None:
    """The meaning rules' word lists compile to hundreds of patterns: loaded at the first
    check, not by a build whose verdicts are all remembered."""
    settle(ready)
    assert run_cli("-C", str(ready), "build")[0] == 0
    change_access_date(ready, "2026-11-13")
    assert loaded_by(ready, "build", module) == (0, False)


@pytest.mark.parametrize(
    ("rule", "english", "translation"),
    [
        ("check_negations", "It does not support LoRA.", "LoRA に対応している。"),
        ("check_opposite_words", "Latency is high.", "レイテンシは低い。"),
    ],
)
def test_a_rule_loaded_at_its_first_check_still_finds_its_error(
    rule: str, english: str, translation: str
) -> None:
    from comparekit.catalogs import rules

    entry = rules.Entry("m", english, translation, rules.Terms(("Alpha",), locale="ja"))
    assert "error" in [finding.severity for finding in getattr(rules, rule)(entry)]


def test_the_kept_names_rule_loaded_at_its_first_check_still_finds_a_lost_name() -> None:
    # The kept-names rule is loaded at its first check, not with the rules: it must still run.
    from comparekit.catalogs.rules import Entry, Terms, check_kept_names

    terms = Terms(("Alpha",), locale="ja")
    kept = Entry("m", "Runs on CUDA and ROCm.", "CUDA と ROCm で動作します。", terms)
    dropped = Entry("m", "Runs on CUDA and ROCm.", "GPU で動作します。", terms)
    assert check_kept_names(kept) == []
    assert [f.code for f in check_kept_names(dropped)] == ["protected-term"] * 2  # both lost


def test_a_read_only_file_deep_in_the_output_is_named_and_a_writable_one_is_not(
    ready: Path, run_cli: Cli
) -> None:
    # The output is walked by each entry's own mode, without a Path and a stat per page:
    # a read-only file in a folder below a locale is still found, and only it is named.
    assert run_cli("-C", str(ready), "build")[0] == 0
    notes = ready / "dist/ja/notes"
    notes.mkdir()
    (notes / "kept.md").write_text("mine\n", encoding="utf-8")
    (notes / "kept.md").chmod(0o444)
    (notes / "draft.md").write_text("mine too\n", encoding="utf-8")
    (ready / "dist/ja/link.md").symlink_to(notes / "kept.md")  # a link is not the file
    change_access_date(ready, "2026-11-13")
    code, _, err = run_cli("-C", str(ready), "build")
    assert code == 1 and "Traceback" not in err
    assert "dist/ja/notes/kept.md: [read-only-file] the file is read-only (mode 444)" in err
    assert err.count("[read-only-file]") == 1
    assert (notes / "kept.md").read_text(encoding="utf-8") == "mine\n"


def plugins_scanned(project: Path, setting: str | None) -> tuple[int, bool]:
    """A build's exit code in a new process, and whether pydantic scanned for plugins."""
    script = (
        "from comparekit.cli import main; "
        f"code = main(['-C', {str(project)!r}, 'build']); "
        "from pydantic.plugin import _loader; "
        "print(code, _loader._plugins is not None)"
    )
    env = {k: v for k, v in os.environ.items() if k != "PYDANTIC_DISABLE_PLUGINS"}
    if setting is not None:
        env["PYDANTIC_DISABLE_PLUGINS"] = setting
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env)
    code, scanned = done.stdout.split()[-2:]
    assert scanned in ("True", "False"), done.stderr
    return int(code), scanned == "True"


def test_the_command_does_not_scan_installed_packages_for_pydantic_plugins(
    ready: Path, run_cli: Cli
) -> None:
    # The scan reads every installed distribution's entry points: its cost grows with them.
    assert run_cli("-C", str(ready), "build")[0] == 0
    assert plugins_scanned(ready, None) == (0, False)


def test_a_user_who_sets_pydantic_plugins_keeps_the_scan(ready: Path, run_cli: Cli) -> None:
    assert run_cli("-C", str(ready), "build")[0] == 0
    assert plugins_scanned(ready, "") == (0, True)


def comparison_validator_built(project: Path) -> tuple[int, bool]:
    """A build's exit code in a new process, and whether it built the comparison's
    validator (pydantic builds a deferred model's validator at its first validation)."""
    script = (
        "from comparekit.cli import main; "
        f"code = main(['-C', {str(project)!r}, 'build']); "
        "from pydantic_core import SchemaValidator; "
        "from comparekit.sources.model import Comparison; "
        "print(code, isinstance(Comparison.__pydantic_validator__, SchemaValidator))"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    code, built = done.stdout.split()[-2:]
    assert built in ("True", "False"), done.stderr
    return int(code), built == "True"


def test_a_build_from_the_store_builds_no_comparison_validator(ready: Path, run_cli: Cli) -> None:
    settle(ready)
    assert run_cli("-C", str(ready), "build")[0] == 0
    (ready / "dist").rename(ready / "dist-old")  # every page is taken from the store
    assert comparison_validator_built(ready) == (0, False)


def test_a_build_after_one_article_changed_validates_that_article(
    ready: Path, run_cli: Cli
) -> None:
    settle(ready)
    assert run_cli("-C", str(ready), "build")[0] == 0
    change_access_date(ready, "2026-11-12")
    assert comparison_validator_built(ready) == (0, True)
    page = (ready / "dist/en/alpha-vs-beta.md").read_text(encoding="utf-8")
    assert "2026-11-12" in page or "November 12, 2026" in page
