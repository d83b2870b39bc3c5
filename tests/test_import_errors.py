"""``comparekit import`` under attack: bad pages, mistakes, hostile text, mangled copies."""

from __future__ import annotations

import os
import random
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml

from conftest import LOCALES, SLUGS, body, catalog, import_args, line_of, snapshot

Cli = Callable[..., tuple[int, str, str]]


# --- bad pages: each one problem at its line, and nothing written ------------------------


BAD_PAGES = {
    "latin1.md": (
        b"# DeepInfer vs vLLM\n\nCaf\xe9\n",
        "latin1.md:3: [not-utf8] byte 0xe9 is not UTF-8",
    ),
    "binary.md": (
        b"# T\n\x00\x01\x02",
        "binary.md:2: [binary-file] a NUL byte: this is not a text page",
    ),
    "empty.md": (b"", "empty.md:1: [empty-page] the page is empty"),
    "blank.md": (b"\n  \n\t\n", "blank.md:1: [empty-page] the page is empty"),
    "no-headings.md": (
        b"DeepInfer vs vLLM\n\nPlain text, no Markdown.\n",
        "no-headings.md:1: [not-a-comparison] no headings: this is not a comparison page",
    ),
    "readme.md": (
        b"# A tool\n\nIt does things.\n\n## Install\n\nRun it.\n",
        "readme.md:1: [not-a-comparison] no section names the two products (neither "
        "sub-headings nor a table's columns)",
    ),
    "frontmatter.md": (
        b"---\ntitle: [unclosed\n---\n# T\n",
        "frontmatter.md:2: [bad-frontmatter] the frontmatter is not valid YAML",
    ),
    "frontmatter-deep.md": (
        b"---\ntitle: T\ntags: " + b"[" * 2000 + b"]" * 2000 + b"\n---\n# T\n",
        "frontmatter-deep.md:2: [bad-frontmatter] the frontmatter nests values too deep to read",
    ),
    "frontmatter-date.md": (
        b"---\ndate: 2024-13-45\n---\n# T\n",
        "frontmatter-date.md:2: [bad-frontmatter] the frontmatter holds a date that does not "
        "exist (month must be in 1..12)",
    ),
    "frontmatter-scalar.md": (
        b"---\njust words\n---\n# T\n",
        "frontmatter-scalar.md:2: [bad-frontmatter] the frontmatter is not a mapping",
    ),
    "one-product.md": (
        b"# X vs Y\n\n## What each one is\n\n### Nobody Known\n\nText.\n\n## FAQ\n",
        "one-product.md:1: [not-a-comparison] the page names fewer than two of the "
        "project's products",
    ),
}


@pytest.mark.parametrize("name", sorted(BAD_PAGES))
def test_a_bad_page_is_one_problem_at_its_line_and_nothing_is_written(
    fresh: Path, run_cli: Cli, name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    content, expected = BAD_PAGES[name]
    pages = fresh.parent / "pages"
    pages.mkdir()
    (pages / name).write_bytes(content)
    monkeypatch.chdir(pages)
    before = snapshot(fresh)
    code, out, err = run_cli("-C", str(fresh), "import", name, "--slug", "deepinfer-vs-vllm")
    assert (code, out) == (1, "")
    assert err.splitlines()[0] == expected
    assert err.splitlines()[-1] == "Error: 1 problem; nothing was written."
    assert "Traceback" not in err
    assert snapshot(fresh) == before


def test_a_bad_translation_is_reported_with_the_others_and_nothing_is_written(
    fresh: Path, shipped_export: Path, run_cli: Cli, tmp_path: Path
) -> None:
    (tmp_path / "ja.md").write_bytes(b"\xff\xfe# \x00")
    (tmp_path / "ko.md").write_text("")
    before = snapshot(fresh)
    english = shipped_export / "en" / "deepinfer-vs-vllm.md"
    code, _, err = run_cli(
        "-C",
        str(fresh),
        "import",
        str(english),
        f"ja={tmp_path / 'ja.md'}",
        f"ko={tmp_path / 'ko.md'}",
    )
    assert code == 1
    assert f"{tmp_path / 'ja.md'}:1: [binary-file]" in err
    assert f"{tmp_path / 'ko.md'}:1: [empty-page]" in err
    assert "Error: 2 problems; nothing was written." in err
    assert snapshot(fresh) == before


@pytest.mark.parametrize(
    ("args", "code", "expected"),
    [
        (["missing.md"], 2, "missing.md: [unreadable] No such file or directory"),
        (["folder.md"], 1, "folder.md: [unreadable] is a folder, not a page"),
        (
            ["PAGE", "fr=PAGE"],
            2,
            "(command line): [unknown-locale] fr (in fr=PAGE): not a target locale of this project",
        ),
        (
            ["PAGE", "ja=PAGE", "ja=PAGE"],
            2,
            "(command line): [unknown-locale] ja (in ja=PAGE): given twice",
        ),
        (
            ["PAGE", "ja"],
            2,
            "Error: 'ja': write a translation as LOCALE=FILE, e.g. ja=old/ja/page.md",
        ),
        (
            ["PAGE", "--vs", "nope"],
            2,
            "(command line): [unknown-product] --vs nope: no such product",
        ),
        (
            ["PAGE", "--slug", "../etc"],
            2,
            "(command line): [unsafe-slug] '../etc' is not a safe slug",
        ),
        (
            ["PAGE", "--slug", "index"],
            2,
            "(command line): [reserved-slug] 'index' is the name of the hub's page: a "
            "comparison of that name could never be built",
        ),
    ],
)
def test_command_line_mistakes(
    fresh: Path,
    shipped_export: Path,
    run_cli: Cli,
    monkeypatch: pytest.MonkeyPatch,
    args: list[str],
    code: int,
    expected: str,
) -> None:
    page = str(shipped_export / "en" / "deepinfer-vs-vllm.md")
    (fresh.parent / "folder.md").mkdir()
    monkeypatch.chdir(fresh.parent)
    before = snapshot(fresh)
    args = [arg.replace("PAGE", page) for arg in args]
    result = run_cli("-C", str(fresh), "import", *args)
    assert result[0] == code
    assert result[2].splitlines()[0] == expected.replace("PAGE", page)
    assert snapshot(fresh) == before


def test_an_existing_comparison_is_never_overwritten_without_force(
    fresh: Path, shipped_export: Path, run_cli: Cli
) -> None:
    args = import_args(shipped_export, "deepinfer-vs-vllm")
    assert run_cli("-C", str(fresh), "import", *args)[0] == 0
    source = fresh / "articles/comparisons/deepinfer-vs-vllm.yaml"
    source.write_text(source.read_text() + "# the author's own note\n")
    before = snapshot(fresh)
    code, _, err = run_cli("-C", str(fresh), "import", *args)
    assert code == 1
    assert err.splitlines()[:2] == [
        "articles/comparisons/deepinfer-vs-vllm.yaml: [slug-exists] this comparison exists "
        "already; the import would overwrite it",
        "  hint: pass --slug NEW-SLUG to import beside it, or --force to replace it",
    ]
    assert snapshot(fresh) == before
    assert run_cli("-C", str(fresh), "import", *args, "--force")[0] == 0
    assert "the author's own note" not in source.read_text()


HOSTILE = (
    "*Not* a list: key: value # no comment {{ config }} {% raw %} <script>x</script> "
    "& \"quotes\" 'single' `{x}` \\{escaped\\} yes: no"
)


def test_hostile_text_is_kept_as_text(
    fresh: Path, shipped_export: Path, run_cli: Cli, tmp_path: Path
) -> None:
    lines = (shipped_export / "en" / "deepinfer-vs-llm-d.md").read_text().split("\n")
    dek = line_of(shipped_export / "en" / "deepinfer-vs-llm-d.md", "# ") + 1  # 0-based + blank
    lines[dek] = HOSTILE
    source = next(n for n, line in enumerate(lines) if line.startswith("- ["))
    lines[source] = "- [Evil](javascript:alert(1)) — a trap (accessed November 29, 2026)"
    page = tmp_path / "hostile.md"
    page.write_text("\n".join(lines))
    code, out, _ = run_cli("-C", str(fresh), "import", str(page), "--slug", "hostile-vs-llm-d")
    assert code == 0
    assert (
        f"{page}:{source + 1}: warning: [not-http] the source's link 'javascript:alert(1)' "
        "is not an http(s) address: not kept"
    ) in out
    data = yaml.safe_load((fresh / "articles/comparisons/hostile-vs-llm-d.yaml").read_text())
    wanted = HOSTILE.replace("\\{", "{").replace("\\}", "}")
    assert data["dek"] == wanted
    evil = next(s for s in data["sources"].values() if s["title"] == "Evil")
    assert "url" not in evil
    data["next"] = []
    (fresh / "articles/comparisons/hostile-vs-llm-d.yaml").write_text(yaml.safe_dump(data))
    assert run_cli("-C", str(fresh), "validate")[0] == 0
    assert run_cli("-C", str(fresh), "extract")[0] == 0
    out_dir = tmp_path / "out"
    assert run_cli("-C", str(fresh), "build", "--locale", "en", "--out", str(out_dir))[0] == 0
    built = out_dir / "en" / "hostile-vs-llm-d.md"
    shown = body(built).split("\n")[2]
    assert shown == HOSTILE.replace("{{", "\\{\\{").replace("}}", "\\}\\}").replace(
        "{%", "\\{%"
    ).replace("%}", "%\\}").replace("<", "&lt;")
    again = tmp_path / "again"
    (again / "articles").mkdir(parents=True)
    from comparekit.importing.mdpage import read_page

    assert read_page(built, "x").blocks[1].text == wanted


def test_a_translation_of_another_article_is_refused(
    fresh: Path, shipped_export: Path, run_cli: Cli
) -> None:
    english = shipped_export / "en" / "deepinfer-vs-dynamo.md"
    wrong = shipped_export / "ja" / "deepinfer-vs-vllm.md"
    before = snapshot(fresh)
    code, _, err = run_cli("-C", str(fresh), "import", str(english), f"ja={wrong}")
    assert code == 1
    assert err.splitlines()[0] == (
        f"{wrong}:{line_of(wrong, '# ')}: [other-article] this page compares DeepInfer and "
        f"vLLM, {english} compares DeepInfer and NVIDIA Dynamo"
    )
    assert snapshot(fresh) == before


def test_a_link_to_an_article_whose_link_title_differs_is_reported(
    fresh: Path, shipped_export: Path, run_cli: Cli
) -> None:
    (fresh / "articles/comparisons/deepinfer-vs-sglang.yaml").write_text("link_title: Other\n")
    english = shipped_export / "en" / "deepinfer-vs-vllm.md"
    code, out, _ = run_cli(
        "-C", str(fresh), "import", *import_args(shipped_export, "deepinfer-vs-vllm")
    )
    assert code == 0
    line = next(
        n
        for n, text in enumerate(english.read_text().split("\n"), 1)
        if "](" in text and "deepinfer-vs-sglang" in text
    )
    assert (
        f"{english}:{line}: warning: [link-title] the page links to 'deepinfer-vs-sglang' as "
        "'DeepInfer vs SGLang'; its link_title is 'Other', so the link's translations are "
        "not taken"
    ) in out
    assert (
        catalog(fresh, "ja").get("Other", context="comparisons/deepinfer-vs-sglang:link_title")
        is None
    )


def yaml_strings(value: Any) -> list[str]:
    if isinstance(value, dict):
        return [s for item in value.values() for s in yaml_strings(item)]
    if isinstance(value, list):
        return [s for item in value for s in yaml_strings(item)]
    return [value] if isinstance(value, str) else []


def test_nothing_a_messy_page_says_is_dropped(
    fresh: Path, shipped_export: Path, run_cli: Cli, tmp_path: Path
) -> None:
    lines = (shipped_export / "en" / "deepinfer-vs-vllm.md").read_text().split("\n")
    short = lines.index("## The short answer")
    lines[short + 1 : short + 1] = ["", "- a stray bullet in the short answer", ""]
    faq = lines.index("## FAQ")
    lines[faq:faq] = [
        "## FAQ",
        "",
        "### A second FAQ?",
        "",
        "Its answer, kept.",
        "",
        "```",
        "code in a fence",
        "```",
        "",
        "<aside>raw HTML block</aside>",
        "",
    ]
    page = tmp_path / "messy.md"
    page.write_text("\n".join(lines))
    code, out, _ = run_cli("-C", str(fresh), "import", str(page))
    assert code == 0
    strings = yaml_strings(
        yaml.safe_load((fresh / "articles/comparisons/deepinfer-vs-vllm.yaml").read_text())
    )
    for text in (
        "a stray bullet in the short answer",
        "A second FAQ?",
        "Its answer, kept.",
        "code in a fence",
        "<aside>raw HTML block</aside>",
    ):
        assert any(text in string for string in strings), text
    assert f"{page}:{short + 3}: warning: [not-placed]" in out


def test_the_hub_page_is_not_a_comparison(fresh: Path, shipped_export: Path, run_cli: Cli) -> None:
    hub = shipped_export / "en" / "index.md"
    code, _, err = run_cli("-C", str(fresh), "import", str(hub), "--slug", "hub-vs-hub")
    assert code == 1
    assert err.splitlines()[0] == (
        f"{hub}:{line_of(hub, '# ')}: [not-a-comparison] no section names the two products "
        "(neither sub-headings nor a table's columns)"
    )


def test_a_translation_that_drifted_in_its_numbers_is_imported_and_reported(
    fresh: Path, shipped_export: Path, run_cli: Cli, tmp_path: Path
) -> None:
    ja = (shipped_export / "ja" / "deepinfer-vs-dynamo.md").read_text()
    assert "131,072" in ja
    page = tmp_path / "ja.md"
    page.write_text(ja.replace("131,072", "128,000"))
    english = shipped_export / "en" / "deepinfer-vs-dynamo.md"
    code, out, _ = run_cli("-C", str(fresh), "import", str(english), f"ja={page}")
    assert code == 0
    line = line_of(page, next(x for x in ja.split("\n") if "131,072" in x)[:20])
    [warning] = [x for x in out.splitlines() if "[number]" in x]
    assert warning.startswith(
        f"{page}:{line}: warning: [number] ja: comparisons/deepinfer-vs-dynamo:"
    )
    assert warning.endswith("number changed or missing: 131,072 (the translation has 128,000)")


def test_sources_without_any_date(
    fresh: Path, shipped_export: Path, run_cli: Cli, tmp_path: Path
) -> None:
    """Found by the fuzz test below: no source line gave a date."""
    text = (shipped_export / "en" / "deepinfer-vs-vllm.md").read_text()
    page = tmp_path / "undated.md"
    page.write_text(re.sub(r" \(accessed [^)]*\)", "", text))
    assert run_cli("-C", str(fresh), "import", str(page))[0] == 0
    data = yaml.safe_load((fresh / "articles/comparisons/deepinfer-vs-vllm.yaml").read_text())
    assert all("accessed" not in source for source in data["sources"].values())
    assert (
        "# no source gave a date"
        in (fresh / "articles/comparisons/deepinfer-vs-vllm.yaml").read_text()
    )


def test_an_empty_list_item(
    fresh: Path, shipped_export: Path, run_cli: Cli, tmp_path: Path
) -> None:
    """Found by the fuzz test: a bare "- " in the list of wins."""
    lines = (shipped_export / "en" / "deepinfer-vs-vllm.md").read_text().split("\n")
    first_point = next(n for n, line in enumerate(lines) if line.startswith("- **"))
    lines.insert(first_point, "-")
    page = tmp_path / "empty-item.md"
    page.write_text("\n".join(lines))
    assert run_cli("-C", str(fresh), "import", str(page))[0] == 0
    data = yaml.safe_load((fresh / "articles/comparisons/deepinfer-vs-vllm.yaml").read_text())
    first = next(iter(next(iter(data["wins"].values())).values()))
    assert first == {"lead": "", "detail": ""}


MUTATIONS = ["## X", "### Y", "| a | b |", "- **z**", "---", "```", "<div>", "# T", "", "[a](b.md)"]


def test_mangled_pages_are_imported_or_refused_never_a_crash(
    fresh: Path, shipped_export: Path
) -> None:
    """Random deletions, duplications, truncations, swaps and stray Markdown (seeded)."""
    from comparekit.errors import ProblemsFound
    from comparekit.importing.importer import import_pages
    from comparekit.sources.settings import load_settings

    rng = random.Random(20261202)
    settings = load_settings(fresh)
    outcomes = []
    for number in range(30):
        slug = rng.choice(SLUGS)
        pages = []
        for tag in LOCALES:
            if tag != "en" and rng.random() < 0.3:
                continue
            lines = (shipped_export / tag / f"{slug}.md").read_text().split("\n")
            for _ in range(rng.randint(0, 25)):
                i, j, op = rng.randrange(len(lines)), rng.randrange(len(lines)), rng.random()
                if op < 0.5:
                    del lines[i]
                elif op < 0.7:
                    lines.insert(j, lines[i])
                elif op < 0.8:
                    lines[i] = lines[i][: rng.randrange(len(lines[i]) + 1)]
                elif op < 0.9:
                    lines[i], lines[j] = lines[j], lines[i]
                else:
                    lines[i] = rng.choice(MUTATIONS)
            page = fresh.parent / f"{number}-{tag}.md"
            page.write_text("\n".join(lines))
            pages.append((tag, page))
        try:
            import_pages(settings, pages[0][1], pages[1:], force=True)
            outcomes.append("imported")
        except ProblemsFound as found:
            assert all(p.line is None or p.line >= 1 for p in found.problems)
            outcomes.append("refused")
    assert "imported" in outcomes


# --- files that are not pages: refused at once, by one sentence naming the path ----------


def import_in_a_process(fresh: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """``comparekit import ARGS`` in a new process, killed after 60 s (a read that never
    ends is the failure these cases guard against)."""
    return subprocess.run(
        [sys.executable, "-m", "comparekit", "-C", str(fresh), "import", *args],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )


def test_import_dev_zero(fresh: Path) -> None:
    before = snapshot(fresh)
    result = import_in_a_process(fresh, "/dev/zero", "--slug", "zero")
    assert result.returncode == 1
    assert result.stderr.splitlines()[0] == (
        "/dev/zero: [unreadable] is a character device, not a page"
    )
    assert "Traceback" not in result.stderr
    assert snapshot(fresh) == before


def test_import_a_fifo_as_a_translation(fresh: Path, shipped_export: Path, tmp_path: Path) -> None:
    fifo = tmp_path / "ja.md"
    os.mkfifo(fifo)
    before = snapshot(fresh)
    result = import_in_a_process(
        fresh, str(shipped_export / "en" / "deepinfer-vs-vllm.md"), f"ja={fifo}"
    )
    assert result.returncode == 1
    assert result.stderr.splitlines()[0] == (
        f"{fifo}: [unreadable] is a named pipe (FIFO), not a page"
    )
    assert "Traceback" not in result.stderr
    assert snapshot(fresh) == before


def test_import_a_huge_page(fresh: Path, run_cli: Cli, tmp_path: Path) -> None:
    from comparekit.sources.userfile import MAX_PAGE_BYTES

    page = tmp_path / "huge.md"
    with page.open("wb") as stream:  # sparse: no disk is used for the gap
        stream.truncate(MAX_PAGE_BYTES + 1)
    before = snapshot(fresh)
    code, out, err = run_cli("-C", str(fresh), "import", str(page), "--slug", "huge")
    assert (code, out) == (1, "")
    assert err.splitlines()[0] == (
        f"{page}: [too-large] is 16,777,217 bytes: more than a page can be (16 MiB at most)"
    )
    assert snapshot(fresh) == before


ALIAS_BOMB = "\n".join(
    ["---", 'a: &a ["x", "x", "x", "x", "x", "x", "x", "x", "x"]']
    + [
        f"{b}: &{b} [*{a}, *{a}, *{a}, *{a}, *{a}, *{a}, *{a}, *{a}, *{a}]"
        for a, b in zip("abcdefgh", "bcdefghi", strict=True)
    ]
    + ["---", "# DeepInfer vs vLLM", ""]
)


def test_import_a_frontmatter_alias_bomb(fresh: Path, run_cli: Cli, tmp_path: Path) -> None:
    page = tmp_path / "bomb.md"
    page.write_text(ALIAS_BOMB)
    before = snapshot(fresh)
    code, out, err = run_cli("-C", str(fresh), "import", str(page), "--slug", "bomb")
    assert (code, out) == (1, "")
    assert err.splitlines()[0] == f"{page}:3:8: [yaml-alias] alias '*a' is not allowed"
    assert snapshot(fresh) == before


def test_a_next_link_to_an_article_not_imported_names_its_line(
    fresh: Path, shipped_export: Path, run_cli: Cli
) -> None:
    english = shipped_export / "en" / "deepinfer-vs-vllm.md"
    line = line_of(english, "Next: ")
    code, out, _ = run_cli(
        "-C", str(fresh), "import", *import_args(shipped_export, "deepinfer-vs-vllm")
    )
    assert code == 0
    assert (
        f"{english}:{line}: warning: [next-missing] next link to 'deepinfer-vs-sglang': no such "
        "comparison yet"
    ) in out


@pytest.mark.parametrize(
    ("name", "head", "expected"),
    [
        (
            "unsafe-translation-key.md",
            "---\ntitle: T\ntranslation_key: ../evil\n---\n",
            "unsafe-translation-key.md:3: [unsafe-slug] '../evil' is not a safe slug",
        ),
        (
            "index.md",
            "",
            "index.md: [reserved-slug] 'index' is the name of the hub's page: a comparison "
            "of that name could never be built",
        ),
    ],
)
def test_a_slug_the_page_gives_is_refused_at_the_page(
    name: str,
    head: str,
    expected: str,
    fresh: Path,
    shipped_export: Path,
    run_cli: Cli,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    page = fresh.parent / name
    english = shipped_export / "en" / "deepinfer-vs-vllm.md"
    page.write_text(head + body(english), encoding="utf-8")
    monkeypatch.chdir(fresh.parent)
    before = snapshot(fresh)
    code, out, err = run_cli("-C", str(fresh), "import", name)
    assert (code, out) == (1, "")  # the page's mistake, not the command line's
    assert err.splitlines()[0] == expected
    assert snapshot(fresh) == before


def test_a_line_of_open_brackets_reads_in_linear_time(
    fresh: Path, shipped_export: Path, run_cli: Cli, tmp_path: Path
) -> None:
    """The attack's I10: 100,000 '[' after a page held the link pattern for minutes (every
    '[' tried against the rest of the line); it is read as the text it is."""
    english = (shipped_export / "en" / "deepinfer-vs-llm-d.md").read_text(encoding="utf-8")
    page = tmp_path / "brackets.md"
    page.write_text(english + "\n" + "[" * 100_000 + "\n", encoding="utf-8")
    code, _, err = run_cli("-C", str(fresh), "import", str(page), "--slug", "brackets-vs-llm-d")
    assert "Traceback" not in err
    assert code == 0, err
    data = yaml.safe_load((fresh / "articles/comparisons/brackets-vs-llm-d.yaml").read_text())
    assert "[" * 100_000 in yaml.safe_dump(data, width=10**9)
