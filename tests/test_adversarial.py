"""What a careless user or a hostile file brings: each case a small named fixture with its
exact outcome (exit code, problem code, file and line), no traceback, and nothing the user
wrote changed."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from conftest import F_COMPARISON

Cli = Callable[..., tuple[int, str, str]]


def line_of(text: str, needle: str) -> int:
    return text[: text.index(needle)].count("\n") + 1


@dataclass(frozen=True)
class Case:
    """A damage done to the project, the command run, and the problem it must report."""

    damage: Callable[[Path], int | None]  # changes the project; returns the expected line
    args: tuple[str, ...]
    code: str  # the problem code, or a phrase of the message
    path: str = F_COMPARISON


def edit(replace: Callable[[str], str], needle: str | None = None) -> Callable[[Path], int | None]:
    """Change the comparison's text; the problem is expected where ``needle`` then stands."""

    def damage(root: Path) -> int | None:
        file = root / F_COMPARISON
        text = replace(file.read_text(encoding="utf-8"))
        file.write_text(text, encoding="utf-8")
        return line_of(text, needle) if needle else None

    return damage


def write_bytes(data: Callable[[bytes], bytes], line: int | None) -> Callable[[Path], int | None]:
    def damage(root: Path) -> int | None:
        file = root / F_COMPARISON
        file.write_bytes(data(file.read_bytes()))
        return line

    return damage


def nothing(root: Path) -> None:
    return None


CASES = {
    "yaml nested 985 levels": Case(
        edit(lambda t: t + "deep: " + "[" * 985 + "]" * 985 + "\n", "deep:"),
        ("build",),
        "yaml-depth",
    ),
    "latin-1 source": Case(
        write_bytes(lambda b: b.replace(b"Alpha vs Beta: engine", b"Alpha vs B\xe9ta: engine"), 3),
        ("build",),
        "encoding",
    ),
    "utf-16 source": Case(
        write_bytes(lambda b: b.decode("utf-8").encode("utf-16"), 1), ("build",), "encoding"
    ),
    "unknown tag": Case(
        edit(
            lambda t: t.replace("title: 'Alpha vs Beta:", "title: !custom 'Alpha vs Beta:"),
            "!custom",
        ),
        ("build",),
        "yaml-value",
    ),
    "int tag on text": Case(
        edit(lambda t: t.replace("verdict: Different layers.", "verdict: !!int x"), "verdict:"),
        ("build",),
        "yaml-value",
    ),
    "binary tag hiding text (attack 12b #185)": Case(
        edit(
            lambda t: t.replace("verdict: Different layers.", "verdict: !!binary aGVsbG8="),
            "verdict:",
        ),
        ("build",),
        "yaml-value",
    ),
    "impossible date": Case(
        edit(lambda t: t.replace("accessed: '2026-10-20'", "accessed: 2026-02-30"), "accessed:"),
        ("build",),
        "invalid-value",  # the text as written, refused by the date field
    ),
    "nul byte": Case(edit(lambda t: t + "\0", None), ("build",), "yaml-character"),
    "line break in a title": Case(
        edit(
            lambda t: t.replace(
                "title: 'Alpha vs Beta: engine vs router'",
                'title: "Alpha vs Beta: engine vs router\\n## Injected"',
            ),
            'title: "Alpha',
        ),
        ("build",),
        "invalid-value",
    ),
    "placeholder typo in the English note": Case(
        edit(lambda t: t.replace("Accessed {accessed}.", "Accessed {acessed}."), "note:"),
        ("validate",),
        "[placeholder] head_to_head.note: {acessed} is not a placeholder",
    ),
    "format spec in the English note": Case(
        edit(lambda t: t.replace("Accessed {accessed}.", "Accessed {accessed:>9}."), "note:"),
        ("build",),
        "[placeholder] head_to_head.note: {accessed:>9} is not a placeholder",
    ),
    "build into the sources": Case(nothing, ("build", "--out", "articles"), "output-folder", ""),
    "build into the project": Case(nothing, ("build", "--out", "."), "output-folder", ""),
    "build into the root": Case(nothing, ("build", "--out", "/"), "output-folder", ""),
}


def snapshot(root: Path) -> dict[str, bytes]:
    """The files the user wrote (not comparekit's output or cache)."""
    return {
        p.relative_to(root).as_posix(): p.read_bytes()
        for p in sorted(root.rglob("*"))
        if p.is_file() and not p.relative_to(root).as_posix().startswith((".comparekit", "dist"))
    }


@pytest.mark.parametrize("name", sorted(CASES))
def test_a_bad_input_is_a_problem_at_its_place(
    name: str, ready: Path, run_cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    case = CASES[name]
    monkeypatch.chdir(ready)  # relative --out paths are the user's, from the project
    line = case.damage(ready)
    before = snapshot(ready)
    code, _, err = run_cli("-C", str(ready), *case.args)
    assert code == 1, err
    assert "Traceback" not in err and "crashed" not in err
    assert case.code in err
    if case.path:
        expected = f"{case.path}:{line}:" if line else f"{case.path}:"
        assert expected in err, err
    assert snapshot(ready) == before


def test_builds_at_once_never_crash(ready: Path, run_cli: Cli) -> None:
    """Four builds of one project started together: each succeeds, or refuses with a
    sentence naming the run that holds the lock; the output is whole after them."""
    runs = [
        subprocess.Popen(
            [sys.executable, "-m", "comparekit", "-C", str(ready), "build"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(4)
    ]
    outcomes = [(run.wait(), run.communicate()[1]) for run in runs]
    assert 0 in [code for code, _ in outcomes]
    for code, err in outcomes:
        assert "Traceback" not in err
        assert code == 0 or (code == 1 and "another comparekit run (pid " in err), err
    assert run_cli("-C", str(ready), "build")[0] == 0
    assert sorted(p.name for p in (ready / "dist").iterdir()) == [
        ".comparekit-output",
        "en",
        "ja",
        "ko",
        "zh-Hant",
    ]


# --- what check reports, and what it only warns about ------------------------------------

WARNINGS = {
    "a bidi override in a title": (
        lambda t: t.replace("title: 'Alpha vs Beta:", "title: '\u202eAlpha vs Beta:"),
        ("invisible", "warning", "title: '"),
    ),
    "a zero-width space in a paragraph": (
        lambda t: t.replace("Alpha is an engine.", "Alpha is an\u200b engine."),
        ("invisible", "warning", "Alpha is an"),
    ),
    "a bidi override in a link text": (
        lambda t: t.replace("link_title: Alpha vs Beta", "link_title: Alpha vs \u202eBeta"),
        ("invisible", "error", "link_title:"),
    ),
}


@pytest.mark.parametrize("name", sorted(WARNINGS))
def test_an_invisible_character_in_a_source_is_reported_at_its_place(
    name: str, ready: Path
) -> None:
    from comparekit.checks.check import check_project
    from comparekit.sources.settings import load_settings

    change, (code, severity, needle) = WARNINGS[name]
    file = ready / F_COMPARISON
    text = change(file.read_text(encoding="utf-8"))
    file.write_text(text, encoding="utf-8")
    problems = [p for p in check_project(load_settings(ready)).problems if p.code == code]
    assert [(p.path, p.line, p.severity) for p in problems] == [
        (F_COMPARISON, line_of(text, needle), severity)
    ]


def test_a_bidi_override_in_a_product_name_stops_the_build(ready: Path, run_cli: Cli) -> None:
    file = ready / "articles/products/beta.yaml"
    text = file.read_text(encoding="utf-8").replace("name: Beta", "name: Be\u202eta", 1)
    file.write_text(text, encoding="utf-8")
    code, _, err = run_cli("-C", str(ready), "build")
    assert code == 1 and "articles/products/beta.yaml:" in err and "invisible character" in err


def test_a_bidi_override_in_a_translated_link_is_refused(ready: Path, run_cli: Cli) -> None:
    from comparekit.catalogs.rules import Entry, Terms, check_invisible

    english = "See [the Beta docs](https://example.org/beta)."
    inside = Entry(
        "k", english, "[the Beta \u202edocs](https://example.org/beta) を参照。", Terms()
    )
    outside = Entry(
        "k", english, "\u200b[the Beta docs](https://example.org/beta) を参照。", Terms()
    )
    assert [(f.code, f.severity) for f in check_invisible(inside)] == [("invisible", "error")]
    assert [(f.code, f.severity) for f in check_invisible(outside)] == [("invisible", "warning")]


def test_schema_keeps_a_bom_and_writes_through_no_symlink(ready: Path, run_cli: Cli) -> None:
    """A source with a BOM keeps it; one that is a link is refused (test_trust_attack10)."""
    real = ready / "elsewhere.yaml"
    source = ready / F_COMPARISON
    real.write_bytes("\ufeff".encode() + source.read_bytes())
    source.unlink()
    source.symlink_to(real)
    code, _, err = run_cli("-C", str(ready), "schema")
    assert code == 1 and "[output-file]" in err and "symbolic link" in err, err
    assert "yaml-language-server" not in real.read_text(encoding="utf-8")
    source.unlink()
    real.rename(source)
    assert run_cli("-C", str(ready), "schema")[0] == 0
    text = source.read_text(encoding="utf-8")
    assert text.startswith("\ufeff# yaml-language-server: $schema=")
    assert text.count("yaml-language-server") == 1


def test_update_and_schema_keep_a_files_permissions(ready: Path, run_cli: Cli) -> None:
    catalog = ready / "locales/ja/LC_MESSAGES/messages.po"
    catalog.chmod(0o644)
    catalog.write_text(catalog.read_text(encoding="utf-8").replace("[ja] ", "[ja]  ", 1))
    assert run_cli("-C", str(ready), "update")[0] == 0
    assert catalog.stat().st_mode & 0o777 == 0o644


def test_a_read_only_output_folder_is_not_replaced(ready: Path, run_cli: Cli) -> None:
    assert run_cli("-C", str(ready), "build")[0] == 0
    (ready / "dist").chmod(0o555)
    try:
        code, _, err = run_cli("-C", str(ready), "build", "--locale", "ja")
    finally:
        (ready / "dist").chmod(0o755)
    assert code == 1 and "[output-folder]" in err and "read-only" in err


def test_two_tags_with_one_catalog_are_refused(ready: Path, run_cli: Cli) -> None:
    pyproject = ready / "pyproject.toml"
    pyproject.write_text(
        pyproject.read_text().replace('"ko"]', '"ko", "zh-TW", "zh-Hant-TW"]'), encoding="utf-8"
    )
    code, _, err = run_cli("-C", str(ready), "build")
    assert code == 1 and "would share the catalog zh_Hant_TW" in err and "Traceback" not in err


@pytest.mark.parametrize(
    "errno_code, sentence",
    [(28, "the disk is full"), (13, "may not do this"), (30, "read-only"), (40, "leads back")],
)
def test_a_fault_of_the_machine_is_a_sentence_naming_the_path(
    errno_code: int, sentence: str, ready: Path, run_cli: Cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    import os

    real_open = os.open

    def fail(path: str, flags: int, *args: int, **kwargs: int) -> int:
        # Every file comparekit creates fails as a full or read-only disk would, but for
        # the lock it takes first: the build gets as far as writing.
        if flags & os.O_CREAT and not str(path).endswith("lock"):
            raise OSError(errno_code, os.strerror(errno_code), str(path))
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", fail)
    code, _, err = run_cli("-C", str(ready), "build")
    assert code == 1 and "Traceback" not in err
    assert sentence in err and (".comparekit-cache" in err or "dist" in err)


def test_a_symlink_loop_among_the_sources_is_a_sentence(ready: Path, run_cli: Cli) -> None:
    loop = ready / "articles/comparisons/loop.yaml"
    loop.symlink_to(loop)
    code, _, err = run_cli("-C", str(ready), "build")
    assert code == 1 and "Traceback" not in err
    assert "loop.yaml" in err


def test_init_onto_an_existing_file_is_a_sentence(tmp_path: Path, run_cli: Cli) -> None:
    existing = tmp_path / "notes.txt"
    existing.write_text("mine\n", encoding="utf-8")
    code, _, err = run_cli("init", str(existing))
    assert code == 1 and "Traceback" not in err and str(existing) in err
    assert existing.read_text(encoding="utf-8") == "mine\n"


def test_a_new_plural_rule_renders_the_pages_that_use_it_again(ready: Path) -> None:
    from comparekit.publishing.build import build
    from comparekit.sources.settings import load_settings

    settings = load_settings(ready)
    build(settings)
    catalog = ready / "locales/ja/LC_MESSAGES/messages.po"
    text = catalog.read_text(encoding="utf-8")
    assert "plural=0;" in text
    catalog.write_text(text.replace("plural=0;", "plural=(0);"), encoding="utf-8")
    report = build(settings)
    assert report.rendered >= 1  # the hub counts its comparisons with the catalog's rule


def test_a_symlink_loop_in_the_output_is_replaced_with_the_output(
    ready: Path, run_cli: Cli
) -> None:
    assert run_cli("-C", str(ready), "build")[0] == 0
    (ready / "dist/loop").symlink_to(ready / "dist/loop")
    code, _, err = run_cli("-C", str(ready), "build")
    assert code == 0, err
    assert not (ready / "dist/loop").is_symlink()


def test_an_output_path_that_is_a_symlink_loop_is_a_sentence(ready: Path, run_cli: Cli) -> None:
    loop = ready / "loop"
    loop.symlink_to(loop)
    code, _, err = run_cli("-C", str(ready), "build", "--out", str(loop))
    assert code == 1 and "Traceback" not in err and "symbolic link" in err and "loop" in err


@pytest.mark.parametrize(
    "text",
    ["{product.upper}", "{product!r}", "{product:x>30000000}", "{product[0]}", "{}", "{0}", "{"],
)
def test_filling_reaches_no_attribute_and_runs_no_format_spec(text: str) -> None:
    from comparekit.errors import ProblemsFound
    from comparekit.rendering.render import fill

    with pytest.raises(ProblemsFound, match="placeholder"):
        fill(f"Where {text} wins", product="Alpha")


def test_filling_fills_names_and_literal_braces() -> None:
    from comparekit.rendering.render import fill

    assert fill("{{Where}} {product} wins", product="Alpha") == "{Where} Alpha wins"
