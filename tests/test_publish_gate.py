"""The publish gate (issue 27): `build` publishes every complete page, holds back the others,
links around them, and says so in a few lines; `--allow-fallback` publishes them marked, and
`--strict` fails as CI wants."""

from __future__ import annotations

import itertools
import os
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import frontmatter
import pytest
from babel.messages.pofile import read_po
from markdown_it import MarkdownIt

from comparekit.sources.settings import load_settings
from conftest import snapshot

Cli = Callable[..., tuple[int, str, str]]
TARGETS = ("ja", "zh-Hant", "ko")
MARKS = {"ja": "(英語)", "zh-Hant": "(英文)", "ko": "(영어)"}
NEW = "deepinfer-vs-foo"


def _fill_product(root: Path) -> None:
    """Fill what `new-product foo` wrote: its name, organisation and every fact."""
    path = root / "articles/products/foo.yaml"
    text = path.read_text(encoding="utf-8")
    text = text.replace('name: ""', "name: Foo").replace('organisation: ""', "organisation: Foo Co")
    text = text.replace("# facts:\n", "facts:\n")
    text = re.sub(r'^#   ([a-z0-9-]+): "…"  # .*$', r"  \1: Foo fact \1", text, flags=re.M)
    path.write_text(text, encoding="utf-8")


def _fill_article(root: Path) -> None:
    """Fill every "" of what `new deepinfer-vs-foo` wrote, and link it to the Dynamo article."""
    path = root / f"articles/comparisons/{NEW}.yaml"
    count = itertools.count(1)
    text = re.sub('""', lambda _: f'"Foo text {next(count)}."', path.read_text(encoding="utf-8"))
    path.write_text(text.replace("next: []", "next: [deepinfer-vs-dynamo]"), encoding="utf-8")


def _add_untranslated_article(root: Path, run_cli: Cli) -> None:
    """An author's steps from the README: a new product, a new article about it, then
    validate, extract and update; nobody has translated anything yet."""
    assert run_cli("-C", str(root), "new-product", "foo")[0] == 0
    _fill_product(root)
    assert run_cli("-C", str(root), "new", NEW, "--vs", "foo")[0] == 0
    _fill_article(root)
    for command in ("validate", "extract", "update"):
        code, _, err = run_cli("-C", str(root), command)
        assert code == 0, err


def _relative_links(page: Path) -> list[str]:
    """Every relative link of a page, as markdown-it-py reads its body, and the paths of its
    frontmatter's language switcher."""
    post = frontmatter.load(page)
    hrefs = list(post.metadata.get("alternates", {}).values())
    parser = MarkdownIt("commonmark").enable("table")
    for token in parser.parse(post.content):
        for child in token.children or []:
            if child.type == "link_open":
                hrefs.append(str(child.attrGet("href")))
    return [h for h in hrefs if "://" not in h and not h.startswith(("#", "/", "mailto:"))]


def _dangling(out: Path) -> list[str]:
    return [
        f"{page.relative_to(out)} -> {href}"
        for page in sorted(out.rglob("*.md"))
        for href in _relative_links(page)
        if not (page.parent / href.split("#")[0]).is_file()
    ]


def test_a_new_untranslated_article_is_held_back_and_the_rest_published(
    shipped: Path, shipped_export: Path, run_cli: Cli
) -> None:
    _add_untranslated_article(shipped, run_cli)
    code, out, err = run_cli("-C", str(shipped), "build")
    assert code == 0, err
    assert len((out + err).splitlines()) <= 30
    assert err == ""
    settings = load_settings(shipped)
    waiting = {}
    for tag in TARGETS:
        with settings.catalog_path(tag).open("rb") as file:
            waiting[tag] = [m for m in read_po(file) if m.id and (m.fuzzy or not m.string)]
        fuzzy = sum(m.fuzzy for m in waiting[tag])
        assert (
            f"{tag}: 11 published, 1 held: {NEW} ({41 - fuzzy} untranslated, {fuzzy} fuzzy); "
            f"to do: comparekit status --locale {tag} --todo"
        ) in out.splitlines()
    dist = shipped / "dist"
    # Its English page and every page published before, and no other.
    published = {p.relative_to(dist).as_posix() for p in dist.rglob("*.md")}
    before = {p.relative_to(shipped_export).as_posix() for p in shipped_export.rglob("*.md")}
    assert published == before | {f"en/{NEW}.md"}
    # No text of the new article or product unmarked on a page of another language: only on
    # the lines that link to its English page, marked with the language it is in.
    for tag in TARGETS:
        for page in sorted((dist / tag).glob("*.md")):
            text = page.read_text(encoding="utf-8")
            assert "translation_status" not in text
            for line in text.splitlines():
                if "Foo" in line:
                    assert MARKS[tag] in line, f"{page}: {line}"
        hub = (dist / tag / "index.md").read_text(encoding="utf-8")
        assert f"[DeepInfer vs Foo](../en/{NEW}.md) {MARKS[tag]} — Foo text 5." in hub
    english = frontmatter.load(dist / f"en/{NEW}.md")
    assert english.metadata["alternates"] == {"en": f"../en/{NEW}.md"}
    assert _dangling(dist) == []
    # `check` still lists each string nobody translated.
    code, _, err = run_cli("-C", str(shipped), "check")
    assert code == 1
    for tag in TARGETS:
        assert len(waiting[tag]) == 41  # the article's strings and the product's
        for message in waiting[tag]:
            assert f"{tag}: '{message.context}': no current translation" in err


def test_init_then_the_command_it_prints_builds(tmp_path: Path) -> None:
    bin_folder = str(Path(sys.executable).parent)
    environment = {**os.environ, "PATH": f"{bin_folder}{os.pathsep}{os.environ['PATH']}"}

    def shell(command: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            ["bash", "-c", command],
            cwd=tmp_path,
            env=environment,
            capture_output=True,
            text=True,
            timeout=300,
        )

    done = shell("comparekit init site --locale fr --locale ja")
    assert done.returncode == 0, done.stderr
    suggested = [line for line in done.stdout.splitlines() if line.startswith("next: ")]
    assert suggested == ["next: cd site && comparekit build"]
    built = shell(suggested[0].removeprefix("next: "))
    assert built.returncode == 0, built.stderr
    assert len((built.stdout + built.stderr).splitlines()) <= 30
    assert (tmp_path / "site/dist/en/index.md").is_file()
    settings = load_settings(tmp_path / "site")
    templates = (tmp_path / "site/templates").glob("*.j2")
    asked = {key for t in templates for key in re.findall(r'"(ui:[^"]+)"', t.read_text())}
    for tag in ("fr", "ja"):
        with settings.catalog_path(tag).open("rb") as file:
            ui = {m.context: m for m in read_po(file) if str(m.context).startswith("ui:")}
        assert set(ui) == asked
        assert all(m.string and not m.fuzzy for m in ui.values()), tag
    assert _dangling(tmp_path / "site/dist") == []


def test_fallback_publishes_the_source_text_under_a_notice(ready: Path, run_cli: Cli) -> None:
    path = ready / "articles/comparisons/alpha-vs-beta.yaml"
    path.write_text(path.read_text().replace("It routes", "It routes requests"))
    run_cli("-C", str(ready), "update")
    code, out, _ = run_cli("-C", str(ready), "build", "--allow-fallback")
    assert code == 0
    assert "held" not in out
    page = (ready / "dist/ja/alpha-vs-beta.md").read_text(encoding="utf-8")
    head, body = page.split("---", 2)[1:]
    assert "translation_status: incomplete" in head
    notice = "> このページの翻訳はまだ完了していません。一部の文章は英語のまま表示しています。"
    assert body.strip().split("\n\n")[1] == notice  # right below the title
    assert "It routes requests" in body  # the English, never the stale translation
    ko = (ready / "dist/ko/alpha-vs-beta.md").read_text(encoding="utf-8")
    assert "> 이 페이지는 아직 번역이 완료되지 않았습니다. 일부 내용은 영어로 표시됩니다." in ko
    assert "translation_status" not in (ready / "dist/ja/index.md").read_text(encoding="utf-8")


def test_strict_fails_as_before_and_writes_nothing(ready: Path, run_cli: Cli) -> None:
    path = ready / "articles/comparisons/alpha-vs-beta.yaml"
    path.write_text(path.read_text().replace("It routes", "It routes requests"))
    run_cli("-C", str(ready), "update")
    before = snapshot(ready)
    code, _, err = run_cli("-C", str(ready), "build", "--strict")
    assert code == 1
    assert "[fuzzy] ja: 'comparisons/alpha-vs-beta:" in err
    assert err.endswith("; nothing was written.\n")
    assert snapshot(ready) == before
    with pytest.raises(SystemExit) as usage:
        run_cli("-C", str(ready), "build", "--strict", "--allow-fallback")
    assert usage.value.code == 2


def _set_fuzzy(root: Path, tag: str, context: str, fuzzy: bool) -> None:
    path = load_settings(root).catalog_path(tag)
    text = path.read_text(encoding="utf-8")
    entry = f'msgctxt "{context}"'
    assert entry in text
    text = text.replace(f"#, fuzzy\n{entry}", entry)
    path.write_text(text.replace(entry, f"#, fuzzy\n{entry}") if fuzzy else text, "utf-8")


def test_holding_a_page_renders_the_pages_linking_to_it_again(
    shipped: Path, shipped_export: Path, run_cli: Cli
) -> None:
    assert run_cli("-C", str(shipped), "build")[0] == 0
    dist = shipped / "dist"
    assert snapshot(dist) == snapshot(shipped_export)
    linking = [
        page.relative_to(dist).as_posix()
        for page in sorted((dist / "ja").glob("*.md"))
        if "(deepinfer-vs-vllm.md)" in page.read_text(encoding="utf-8")
    ]
    assert "ja/index.md" in linking and len(linking) > 1

    # One fuzzy string holds ja's vLLM page back: every ja page that linked to it now
    # links to the English page, and the English page's switcher leaves ja out.
    _set_fuzzy(shipped, "ja", "comparisons/deepinfer-vs-vllm:lead", fuzzy=True)
    code, out, _ = run_cli("-C", str(shipped), "build")
    assert code == 0
    assert "ja: 10 published, 1 held: deepinfer-vs-vllm (1 fuzzy);" in out
    assert not (dist / "ja/deepinfer-vs-vllm.md").exists()
    for page in linking:
        text = (dist / page).read_text(encoding="utf-8")
        assert "(deepinfer-vs-vllm.md)" not in text
        assert "(../en/deepinfer-vs-vllm.md) (英語)" in text
    alternates = frontmatter.load(dist / "en/deepinfer-vs-vllm.md").metadata["alternates"]
    assert "ja" not in alternates and "ko" in alternates
    assert _dangling(dist) == []
    # Only those pages changed, and the other languages' vLLM pages, for their switchers.
    changed = {
        name for name, data in snapshot(dist).items() if snapshot(shipped_export).get(name) != data
    }
    switchers = {f"{tag}/deepinfer-vs-vllm.md" for tag in ("en", "zh-Hant", "ko")}
    assert changed == {*linking, *switchers}

    # Translated again, the page is published, and every page is as it was.
    _set_fuzzy(shipped, "ja", "comparisons/deepinfer-vs-vllm:lead", fuzzy=False)
    assert run_cli("-C", str(shipped), "build")[0] == 0
    assert snapshot(dist) == snapshot(shipped_export)
