"""``comparekit import``: the round trip of every shipped article, drift, and where things go."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import frontmatter
import yaml

from comparekit.catalogs.pofile import read_catalog, write_catalog
from comparekit.sources.settings import catalog_folder_name
from conftest import LOCALES, REPO, SLUGS, TARGETS, body, catalog, import_args, line_of

Cli = Callable[..., tuple[int, str, str]]


def untranslated(root: Path, tag: str) -> set[str]:
    found = set()
    for message in catalog(root, tag):
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        if message.id and (message.fuzzy or not all(forms)):
            found.add(str(message.context))
    return found


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
    ja_answer = "推論エンジンではない。Dynamo は推論エンジンの上位に位置する編成層で"
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
    # The build does not publish them until they are reviewed: strict, it refuses.
    code, _, err = run_cli("-C", str(fresh), "build", "--locale", "ja", "--strict")
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
