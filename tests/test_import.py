"""``comparekit import``: the round trip of every shipped article, drift, and bad pages."""

from __future__ import annotations

import random
import re
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import frontmatter
import pytest
import yaml

from comparekit.catalogs.imported import read_fresh
from comparekit.catalogs.pofile import read_catalog, write_catalog
from comparekit.scaffold import init_project
from comparekit.sources.settings import catalog_folder_name
from conftest import REPO

Cli = Callable[..., tuple[int, str, str]]
TARGETS = ("ja", "zh-Hant", "ko")
LOCALES = ("en", *TARGETS)
SLUGS = sorted(p.stem for p in (REPO / "articles" / "comparisons").glob("*.yaml"))


@pytest.fixture
def fresh(tmp_path: Path) -> Path:
    """A fresh `comparekit init` project holding the shipped products, dimensions, glossary
    and hub, and no comparison."""
    root = init_project(tmp_path / "fresh", "en", TARGETS)
    shutil.rmtree(root / "articles" / "comparisons")
    shutil.rmtree(root / "articles" / "products")
    (root / "articles" / "comparisons").mkdir()
    shutil.copytree(REPO / "articles" / "products", root / "articles" / "products")
    for name in ("dimensions.yaml", "glossary.yaml", "hub.yaml"):
        shutil.copy(REPO / "articles" / name, root / "articles" / name)
    return root


def import_args(export: Path, slug: str, english: Path | None = None) -> list[str]:
    source = english or export / "en" / f"{slug}.md"
    return [str(source), *(f"{tag}={export / tag / f'{slug}.md'}" for tag in TARGETS)]


def catalog(root: Path, tag: str, name: str = "messages.po") -> Any:
    path = root / "locales" / catalog_folder_name(tag) / "LC_MESSAGES" / name
    return read_fresh(path, tag, str(path))


def untranslated(root: Path, tag: str) -> set[str]:
    found = set()
    for message in catalog(root, tag):
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        if message.id and (message.fuzzy or not all(forms)):
            found.add(str(message.context))
    return found


def body(path: Path) -> str:
    return str(frontmatter.load(path).content)


def line_of(path: Path, text: str) -> int:
    lines = path.read_text(encoding="utf-8").split("\n")
    return next(number for number, line in enumerate(lines, 1) if line.startswith(text))


def shown_facts() -> set[str]:
    """``products/<id>:facts.<dim>`` of every cell some shipped article shows unchanged."""
    shown = set()
    for slug in SLUGS:
        data = yaml.safe_load((REPO / "articles/comparisons" / f"{slug}.yaml").read_text())
        for dimension, overrides in data["head_to_head"]["rows"].items():
            for product in (data["subject"], data["counterpart"]):
                if product not in (overrides or {}):
                    shown.add(f"products/{product}:facts.{dimension}")
    return shown


# --- the round trip ----------------------------------------------------------------------


def test_every_shipped_article_comes_back_page_for_page(
    fresh: Path, shipped_export: Path, run_cli: Cli
) -> None:
    for slug in SLUGS:
        code, out, err = run_cli("-C", str(fresh), "import", *import_args(shipped_export, slug))
        assert (code, err) == (0, ""), err
        warnings = [line for line in out.splitlines() if "warning:" in line]
        assert all("[next-missing]" in line for line in warnings), out  # not imported yet
        assert f"wrote articles/comparisons/{slug}.yaml" in out
    assert run_cli("-C", str(fresh), "validate")[0] == 0
    assert run_cli("-C", str(fresh), "extract")[0] == 0
    assert run_cli("-C", str(fresh), "update")[0] == 0
    # Every string an article page shows came in with the pages. What is left is what no
    # article page shows: the hub's own text, organisations, and the facts every article
    # overrides (each product's shared fact seen only on the hub).
    shown = shown_facts()
    for tag in TARGETS:
        left = untranslated(fresh, tag)
        page_strings = {
            key
            for key in left
            if key.startswith(("comparisons/", "dimensions:"))
            or (key.startswith("ui:") and key not in ("ui:hub.count", "ui:table.product"))
            or key in shown
        }
        assert page_strings == set(), tag
        assert all(
            key.startswith("hub:")
            or key.endswith(":organisation")
            or ":facts." in key
            or key in ("ui:hub.count", "ui:table.product")
            for key in left
        )
    # Those come from the shipped catalogs; then the build publishes every locale whole.
    for tag in TARGETS:
        path = fresh / "locales" / catalog_folder_name(tag) / "LC_MESSAGES" / "messages.po"
        ours, left = catalog(fresh, tag), untranslated(fresh, tag)
        shipped = {m.context: m for m in read_catalog(REPO / path.relative_to(fresh), tag, "")}
        for message in ours:
            if message.context in left:
                assert shipped[message.context].id == message.id
                message.string = shipped[message.context].string
                message.flags.discard("fuzzy")
                message.previous_id = []
        write_catalog(path, ours)
    code, out, err = run_cli("-C", str(fresh), "build", "--out", str(fresh / "dist"))
    assert code == 0, err
    assert out.count("100.0%") == 4
    for tag in LOCALES:
        for slug in SLUGS:
            original = shipped_export / tag / f"{slug}.md"
            assert body(fresh / "dist" / tag / f"{slug}.md") == body(original), (tag, slug)
    # Each imported entry names the page line it came from.
    ja_page = shipped_export / "ja" / "deepinfer-vs-dynamo.md"
    title = catalog(fresh, "ja").get(
        "DeepInfer vs NVIDIA Dynamo: Engine vs Orchestration Layer",
        context="comparisons/deepinfer-vs-dynamo:title",
    )
    note = " ".join(title.user_comments)  # a PO writer wraps a long comment
    assert note == f"imported from {ja_page}:{line_of(ja_page, '# ')}"


# --- drift -------------------------------------------------------------------------------


def drifted_english(export: Path, target: Path) -> Path:
    """The English Dynamo page without its tables and FAQ answers."""
    kept, in_faq = [], False
    for line in (export / "en" / "deepinfer-vs-dynamo.md").read_text().split("\n"):
        if line.startswith("## "):
            in_faq = line == "## FAQ"
        if line.startswith("|") or (in_faq and line and not line.startswith("#")):
            continue
        kept.append(line)
    target.write_text(re.sub(r"\n{3,}", "\n\n", "\n".join(kept)), encoding="utf-8")
    return target


def test_drift_keeps_every_translation_and_waits_for_the_english(
    fresh: Path, shipped_export: Path, run_cli: Cli
) -> None:
    vllm = import_args(shipped_export, "deepinfer-vs-vllm")
    assert run_cli("-C", str(fresh), "import", *vllm)[0] == 0
    english = drifted_english(shipped_export, fresh / "old-dynamo.md")
    code, out, _ = run_cli(
        "-C", str(fresh), "import", *import_args(shipped_export, "deepinfer-vs-dynamo", english)
    )
    assert code == 0
    drift = [line for line in out.splitlines() if "[drift]" in line]
    table = line_of(english, "## Head-to-head")
    guide = line_of(english, "## Decision guide")
    assert drift[:2] == [
        f"{english}:{table}: warning: [drift] en lacks the head-to-head table that ja, "
        "zh-Hant and ko have",
        f"{english}:{guide}: warning: [drift] en lacks the decision-guide rows that ja, "
        "zh-Hant and ko have",
    ]
    question = line_of(english, "### Is Dynamo an inference engine?")
    assert drift[2] == (
        f"{english}:{question}: warning: [drift] en lacks the answer to FAQ 'Is Dynamo an "
        "inference engine?' that ja, zh-Hant and ko have"
    )
    assert len(drift) == 6  # the table, the rows, four answers
    # The YAML has the whole structure; the English gaps are "" with the ja copy beside.
    source = fresh / "articles/comparisons/deepinfer-vs-dynamo.yaml"
    data = yaml.safe_load(source.read_text())
    shipped = yaml.safe_load((REPO / "articles/comparisons/deepinfer-vs-dynamo.yaml").read_text())
    assert list(data["head_to_head"]["rows"]) == list(shipped["head_to_head"]["rows"])
    assert len(data["decision_guide"]) == 5
    assert all(set(row.values()) == {""} for row in data["decision_guide"].values())
    assert [item["answer"] for item in data["faq"].values()] == [""] * 4
    ja_answer = "違う。Dynamo は推論エンジンの上に立つ編成層で"
    assert re.search(rf'answer: ""  # en missing; ja: {ja_answer}', source.read_text())
    code, _, err = run_cli("-C", str(fresh), "validate")
    assert code == 1 and err.count("must not be empty") == 19
    # Every translated text is kept: in the catalogs, or waiting in imported.po.
    for tag in TARGETS:
        page = (shipped_export / tag / "deepinfer-vs-dynamo.md").read_text()
        kept = {str(m.string) for m in catalog(fresh, tag)}
        kept |= {str(m.string) for m in catalog(fresh, tag, "imported.po")}
        cells = [
            c.strip()
            for line in page.split("\n")
            if line.startswith("| ")
            for c in line.strip("|").split(" | ")[:]
        ]
        words = {c for c in cells if c and not re.fullmatch(r"[-| ]+", c)}
        names = {"DeepInfer", "NVIDIA Dynamo", "Dynamo"}
        assert words - names <= kept, tag
    # The author writes the English; update offers the kept translations as fuzzy.
    rows = list(shipped["decision_guide"].values())
    for row, shipped_row in zip(data["decision_guide"].values(), rows, strict=True):
        row.update(shipped_row)
    answers = {i["question"]: i["answer"] for i in shipped["faq"].values()}
    for item in data["faq"].values():
        item["answer"] = answers[item["question"]]
    assert "next link to 'deepinfer-vs-sglang': no such comparison yet" in out
    data["next"] = ["deepinfer-vs-vllm"]  # the one of its next links that was imported
    source.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False))
    other = fresh / "articles/comparisons/deepinfer-vs-vllm.yaml"
    other.write_text(re.sub(r"(?s)\nnext:.*", "\nnext: [deepinfer-vs-dynamo]\n", other.read_text()))
    assert run_cli("-C", str(fresh), "validate")[0] == 0
    assert run_cli("-C", str(fresh), "extract")[0] == 0
    assert run_cli("-C", str(fresh), "update")[0] == 0
    key = "comparisons/deepinfer-vs-dynamo:faq.is-dynamo-an-inference.answer"
    ja = catalog(fresh, "ja").get(answers["Is Dynamo an inference engine?"], context=key)
    assert ja.fuzzy and str(ja.string).startswith(ja_answer)
    ja_page = shipped_export / "ja" / "deepinfer-vs-dynamo.md"
    where = f"{ja_page}:{line_of(ja_page, ja_answer)}"
    notes = " ".join(ja.user_comments)  # a PO writer wraps long comments
    assert f"suggestion: the translation imported from {where}, kept in" in notes
    # The build refuses to publish them until they are reviewed.
    code, _, err = run_cli("-C", str(fresh), "build", "--locale", "ja")
    assert code == 1 and f"[fuzzy] ja: '{key}'" in err
    out_dir = fresh / "fallback"
    code, _, _ = run_cli("-C", str(fresh), "build", "--allow-fallback", "--out", str(out_dir))
    assert code == 0
    page = (out_dir / "ja" / "deepinfer-vs-dynamo.md").read_text()
    assert ja_answer not in page and answers["Is Dynamo an inference engine?"] in page
    path = fresh / "locales/ja/LC_MESSAGES/messages.po"
    reviewed = catalog(fresh, "ja")
    for message in reviewed:
        if str(message.context).startswith("comparisons/deepinfer-vs-dynamo:"):
            message.flags.discard("fuzzy")
            message.previous_id = []
    write_catalog(path, reviewed)
    assert run_cli("-C", str(fresh), "build", "--allow-fallback", "--out", str(out_dir))[0] == 0
    assert ja_answer in (out_dir / "ja" / "deepinfer-vs-dynamo.md").read_text()


# --- bad pages: each one problem at its line, and nothing written ------------------------


def snapshot(root: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(root)): p.read_bytes()
        for p in sorted(root.rglob("*"))
        if p.is_file() and ".comparekit-cache" not in p.parts
    }


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
        (["missing.md"], 1, "missing.md: [unreadable] No such file or directory"),
        (["folder.md"], 1, "folder.md: [unreadable] is a folder, not a page"),
        (
            ["PAGE", "fr=PAGE"],
            1,
            "(command line): [unknown-locale] fr=: not a target locale of this project",
        ),
        (["PAGE", "ja=PAGE", "ja=PAGE"], 1, "(command line): [unknown-locale] ja=: given twice"),
        (
            ["PAGE", "ja"],
            2,
            "Error: 'ja': write a translation as LOCALE=FILE, e.g. ja=old/ja/page.md",
        ),
        (
            ["PAGE", "--vs", "nope"],
            1,
            "(command line): [unknown-product] --vs nope: no such product",
        ),
        (
            ["PAGE", "--slug", "../etc"],
            1,
            "(command line): [unsafe-slug] '../etc' is not a safe slug",
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
    assert result[2].splitlines()[0] == expected
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
    from comparekit.sources.mdpage import read_page

    assert read_page(built, "x").blocks[1].text == wanted


def test_a_lost_paragraph_and_a_lost_dek_are_gaps_at_their_place(
    fresh: Path, shipped_export: Path, run_cli: Cli, tmp_path: Path
) -> None:
    """The reference article's English lost its dek and a paragraph: the copies are lined
    up on what translations keep (numbers, names), so the gap lands where it was."""
    original = shipped_export / "en" / "deepinfer-vs-dynamo.md"
    page = frontmatter.load(original)
    del page.metadata["description"]
    lines = page.content.split("\n")
    lost = next(n for n, line in enumerate(lines) if line.startswith("When Dynamo runs vLLM"))
    dek = next(n for n, line in enumerate(lines) if line.startswith("# ")) + 2
    for number in sorted((lost, dek), reverse=True):
        del lines[number : number + 2]  # the paragraph and its blank line
    english = tmp_path / "old-page.md"
    english.write_text(frontmatter.dumps(frontmatter.Post("\n".join(lines), **page.metadata)))
    args = import_args(shipped_export, "deepinfer-vs-dynamo", english)
    code, out, _ = run_cli("-C", str(fresh), "import", *args)
    assert code == 0
    drift = [line for line in out.splitlines() if "[drift]" in line]
    title = line_of(english, "# ")
    trap = line_of(english, "## The benchmark trap")
    assert drift == [
        f"{english}:{title}: warning: [drift] en lacks the dek that ja, zh-Hant and ko have",
        f"{english}:{trap}: warning: [drift] en lacks paragraph 2 of 'The benchmark trap' "
        "that ja, zh-Hant and ko have",
    ]
    data = yaml.safe_load((fresh / "articles/comparisons/deepinfer-vs-dynamo.yaml").read_text())
    shipped = yaml.safe_load((REPO / "articles/comparisons/deepinfer-vs-dynamo.yaml").read_text())
    assert data["dek"] == "" and data["lead"] == shipped["lead"]
    trap_section = next(s for s in data["analysis"].values() if s["title"] == "The benchmark trap")
    expected = list(shipped["analysis"]["benchmark-trap"]["paragraphs"].values())
    assert list(trap_section["paragraphs"].values()) == [expected[0], "", expected[2]]
    ja = (shipped_export / "ja" / "deepinfer-vs-dynamo.md").read_text()
    [ja_paragraph] = [line for line in ja.split("\n") if line.startswith("Dynamo が vLLM を動かし")]
    text = (fresh / "articles/comparisons/deepinfer-vs-dynamo.yaml").read_text()
    assert f'p2: ""  # en missing; ja: {ja_paragraph}' in text


def test_a_row_no_dimension_matches_becomes_a_new_dimension(
    fresh: Path, shipped_export: Path, run_cli: Cli, tmp_path: Path
) -> None:
    rows = {"en": "| Price | Free | Free |", "ja": "| 価格 | 無料 | 無料 |"}
    rows |= {"zh-Hant": "| 價格 | 免費 | 免費 |", "ko": "| 가격 | 무료 | 무료 |"}
    pages = {}
    for tag, row in rows.items():
        lines = (shipped_export / tag / "deepinfer-vs-vllm.md").read_text().split("\n")
        # the head-to-head table is the page's first: the new row goes at its end
        end = next(n for n in range(1, len(lines)) if lines[n - 1][:1] == "|" != lines[n][:1])
        lines.insert(end, row)
        pages[tag] = tmp_path / f"{tag}.md"
        pages[tag].write_text("\n".join(lines))
    args = [str(pages["en"]), *(f"{tag}={pages[tag]}" for tag in TARGETS)]
    code, out, _ = run_cli("-C", str(fresh), "import", *args)
    assert code == 0
    assert "new dimensions in articles/dimensions.yaml: price" in out
    dimensions = yaml.safe_load((fresh / "articles/dimensions.yaml").read_text())["dimensions"]
    assert dimensions["price"] == {"label": "Price"}
    data = yaml.safe_load((fresh / "articles/comparisons/deepinfer-vs-vllm.yaml").read_text())
    assert data["head_to_head"]["rows"]["price"] == {"deepinfer": "Free", "vllm": "Free"}
    label = catalog(fresh, "ja").get("Price", context="dimensions:dimensions.price.label")
    assert label.string == "価格"
    cell = catalog(fresh, "ko").get(
        "Free", context="comparisons/deepinfer-vs-vllm:head_to_head.rows.price.vllm"
    )
    assert cell.string == "무료"
    source = fresh / "articles/comparisons/deepinfer-vs-vllm.yaml"
    source.write_text(re.sub(r"(?s)\nnext:.*", "\nnext: []\n", source.read_text()))
    assert run_cli("-C", str(fresh), "validate")[0] == 0


def test_a_dek_the_page_lost_is_taken_from_its_description(
    fresh: Path, shipped_export: Path, run_cli: Cli, tmp_path: Path
) -> None:
    original = shipped_export / "en" / "deepinfer-vs-dynamo.md"
    lines = original.read_text().split("\n")
    dek = next(n for n, line in enumerate(lines) if line.startswith("# ")) + 2
    del lines[dek : dek + 2]
    english = tmp_path / "page.md"
    english.write_text("\n".join(lines))
    ja = shipped_export / "ja" / "deepinfer-vs-dynamo.md"
    # Options may stand before the translations.
    code, out, _ = run_cli("-C", str(fresh), "import", str(english), "--vs", "dynamo", f"ja={ja}")
    assert code == 0
    assert (
        f"{english}:{line_of(english, 'description:')}: warning: [drift] en lacks the dek "
        "paragraph; its frontmatter description is taken"
    ) in out
    data = yaml.safe_load((fresh / "articles/comparisons/deepinfer-vs-dynamo.yaml").read_text())
    shipped = yaml.safe_load((REPO / "articles/comparisons/deepinfer-vs-dynamo.yaml").read_text())
    assert (data["dek"], data["lead"]) == (shipped["dek"], shipped["lead"])


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


PROFILE_PAGES = {
    "hugo": ("content/en/{slug}.md", "content/ja/{slug}.md"),
    "jekyll": ("en/{slug}.md", "ja/{slug}.md"),
    "docusaurus": (
        "docs/{slug}.md",
        "i18n/ja/docusaurus-plugin-content-docs/current/{slug}.md",
    ),
    "starlight": ("src/content/docs/en/{slug}.md", "src/content/docs/ja/{slug}.md"),
    "mkdocs": ("docs/en/{slug}.md", "docs/ja/{slug}.md"),
}


def test_every_site_profiles_pages_import_as_the_plain_ones_do(
    fresh: Path, shipped_export: Path, run_cli: Cli
) -> None:
    """Frontmatter titles (Starlight has no H1), MDX escapes and each profile's links."""
    slug = "deepinfer-vs-vllm"
    project = shipped_export.parent
    plain = [
        str(shipped_export / "en" / f"{slug}.md"),
        f"ja={shipped_export / 'ja' / f'{slug}.md'}",
    ]
    assert run_cli("-C", str(fresh), "import", *plain, "--slug", "plain")[0] == 0
    expected = yaml.safe_load((fresh / "articles/comparisons/plain.yaml").read_text())
    for profile, (english, japanese) in PROFILE_PAGES.items():
        out = project / f"site-{profile}"
        assert run_cli("-C", str(project), "build", "--site", profile, "--out", str(out))[0] == 0
        pages = [str(out / english.format(slug=slug)), f"ja={out / japanese.format(slug=slug)}"]
        assert run_cli("-C", str(fresh), "import", *pages, "--slug", profile)[0] == 0
        data = yaml.safe_load((fresh / f"articles/comparisons/{profile}.yaml").read_text())
        assert data == expected, profile


def test_a_link_to_an_article_whose_link_title_differs_is_reported(
    fresh: Path, shipped_export: Path, run_cli: Cli
) -> None:
    (fresh / "articles/comparisons/deepinfer-vs-sglang.yaml").write_text("link_title: Other\n")
    english = shipped_export / "en" / "deepinfer-vs-vllm.md"
    code, out, _ = run_cli(
        "-C", str(fresh), "import", *import_args(shipped_export, "deepinfer-vs-vllm")
    )
    assert code == 0
    assert (
        f"{english}: warning: [link-title] the page links to 'deepinfer-vs-sglang' as "
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


def test_sections_are_known_by_shape_whatever_their_titles(
    fresh: Path, shipped_export: Path, run_cli: Cli, tmp_path: Path
) -> None:
    text = (shipped_export / "en" / "deepinfer-vs-dynamo.md").read_text()
    for old, new in [
        ("## The short answer", "## In short"),
        ("## What each one is", "## Meet the contenders"),
        ("## Decision guide", "## Which to pick"),
        ("## FAQ", "## Questions people ask"),
        ("## Sources", "## Further reading"),
    ]:
        text = text.replace(old, new)
    page = tmp_path / "renamed.md"
    page.write_text(text)
    code, out, _ = run_cli("-C", str(fresh), "import", str(page))
    assert code == 0
    assert "[drift]" not in out and "[not-placed]" not in out
    assert (
        f"{page}:{line_of(page, '## In short')}: warning: [template-wording] the page says "
        "'In short' where the template says 'The short answer'"
    ) in out
    data = yaml.safe_load((fresh / "articles/comparisons/deepinfer-vs-dynamo.yaml").read_text())
    shipped = yaml.safe_load((REPO / "articles/comparisons/deepinfer-vs-dynamo.yaml").read_text())
    for field in ("short_answer", "decision_guide", "faq", "sources"):
        assert len(data[field]) == len(shipped[field]), field
    assert list(data["short_answer"].values()) == list(shipped["short_answer"].values())


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
    assert warning.endswith("number changed or missing: 131,072")


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
    from comparekit.importing import import_pages
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
