"""The preview's views without a browser: review columns, markers, refreshes."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from comparekit.serving.html import html_blocks
from comparekit.serving.preview import Preview
from comparekit.serving.review import CLOSE, OPEN, Mark, marked_html, review_columns
from comparekit.sources.settings import load_settings
from conftest import F_COMPARISON, ProjectFiles, translate_catalogs

_SPAN = re.compile(r'<span class="ck-s ck-[a-z-]+" data-mark="[^"]+" tabindex="0">|</span>')


@pytest.fixture(scope="module")
def shipped_preview(tmp_path_factory: pytest.TempPathFactory) -> Preview:
    import shutil

    from conftest import REPO

    root = tmp_path_factory.mktemp("shipped")
    for name in ("articles", "locales", "templates"):
        shutil.copytree(REPO / name, root / name)
    shutil.copy(REPO / "pyproject.toml", root / "pyproject.toml")
    preview = Preview(load_settings(root))
    assert preview.refresh().problems == []
    return preview


def test_review_of_every_shipped_page_is_the_published_page_marked(
    shipped_preview: Preview,
) -> None:
    snapshot = shipped_preview.current
    assert snapshot.project is not None
    locales = list(snapshot.project.settings.all_locales)
    for key in snapshot.keys:
        columns = review_columns(snapshot.project, key, locales)
        assert len({len(column.blocks) for column in columns}) == 1, key
        for column in columns:
            html = "".join(column.blocks)
            assert OPEN not in html and CLOSE not in html
            opened = [int(i) for i in re.findall(r'data-mark="[^:"]+:(\d+)"', html)]
            assert len(opened) == html.count("</span>") and max(opened) < len(column.marks)
            page = snapshot.pages[(column.locale, key)]
            published = "".join(html_blocks(page.markdown, column.locale))
            # Without its spans, a column is the page as published, character for character.
            assert _SPAN.sub("", html) == published, (key, column.locale)
            states = {mark.state for mark in column.marks}
            assert states == ({"source"} if column.locale == "en" else {"current"}), states


def test_markers_inside_a_tag_are_dropped() -> None:
    marks = [Mark("k", "English", "shown", "current", "x.po:3", "")]
    html = f'<p><a href="/{OPEN}\ue010\ue001x{CLOSE}">{OPEN}\ue010\ue001shown{CLOSE}</a></p>'
    assert marked_html(html, "ja", marks) == (
        '<p><a href="/x"><span class="ck-s ck-current" data-mark="ja:0" tabindex="0">'
        "shown</span></a></p>"
    )


def test_blocks_are_top_level_and_links_point_at_the_preview() -> None:
    blocks = html_blocks("# T\n\nSee [b](alpha-vs-beta.md), [hub](index.md).\n\n- a\n- b\n", "ko")
    assert blocks == [
        "<h1>T</h1>\n",
        '<p>See <a href="/ko/alpha-vs-beta/">b</a>, <a href="/ko/">hub</a>.</p>\n',
        "<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n",
    ]
    escaped = ["<p>&lt;script&gt;x()&lt;/script&gt;</p>\n"]
    assert html_blocks("<script>x()</script>\n", "en") == escaped


@pytest.fixture
def translated(project_files: ProjectFiles, run_cli: Callable[..., Any]) -> Path:
    """The small project with every string translated."""
    root = project_files.write()
    run_cli("-C", str(root), "update")
    translate_catalogs(root)
    return root


def test_a_refresh_that_fails_keeps_the_last_pages_and_recovers(translated: Path) -> None:
    root = translated
    preview = Preview(load_settings(root))
    good = preview.refresh()
    assert good.problems == [] and ("ja", "alpha-vs-beta") in good.pages
    source = root / F_COMPARISON
    text = source.read_text(encoding="utf-8")
    source.write_text(text.replace("title:", "title: [", 1), encoding="utf-8")
    broken = preview.refresh()
    assert broken.version == good.version + 1
    assert broken.pages == good.pages  # the last good pages stay on show
    assert broken.problems[0].path == F_COMPARISON
    catalog = root / "locales/ja/LC_MESSAGES/messages.po"
    source.write_text(text, encoding="utf-8")
    translated = catalog.read_bytes()
    catalog.write_bytes(b'msgid "x"\nmsgstr "unclosed\n')  # now a damaged catalog
    damaged = preview.refresh()
    assert [(p.path, p.line, p.code) for p in damaged.problems] == [
        ("locales/ja/LC_MESSAGES/messages.po", 3, "po-syntax")  # where msgfmt says
    ]
    assert damaged.pages == good.pages
    catalog.write_bytes(translated)
    assert preview.refresh().problems == []


def test_an_unknown_review_is_not_found(shipped_preview: Preview) -> None:
    from comparekit.serving.views import page_view, review_view

    snapshot = shipped_preview.current
    assert review_view(snapshot, "no-such-article", None) is None
    assert review_view(snapshot, "deepinfer-vs-dynamo", ["en", "xx"]) is None
    assert page_view(snapshot, "ja", "../pyproject") is None
    shown = review_view(snapshot, "deepinfer-vs-dynamo", ["en", "ko"])
    assert shown is not None and shown.count('data-locale="ko" data-block=') > 20


def test_recheck_adds_what_the_quick_refresh_left_out(
    translated: Path, project_files: ProjectFiles
) -> None:
    preview = Preview(load_settings(translated))
    preview.refresh(complete=False)  # the first one works out the dashboard's figures
    assert preview.recheck() is None  # nothing changed since
    project_files.comparison()["lead"] = "A new lead."
    project_files.write()
    quick = preview.refresh(complete=False)
    assert not any(p.code == "stale-catalog" for p in quick.check.problems)
    full = preview.recheck()
    assert full is not None and full.version == quick.version + 1
    stale = [p.path for p in full.check.problems if p.code == "stale-catalog"]
    assert "locales/ja/LC_MESSAGES/messages.po" in stale
    row = next(
        r for r in full.status.rows if (r.locale, r.source) == ("ja", "comparisons/alpha-vs-beta")
    )
    assert row.untranslated == 1  # the new lead has no entry yet
    again = preview.refresh(complete=False)  # a later quick refresh keeps what recheck found
    assert [p for p in again.check.problems if p.code == "stale-catalog"] == [
        p for p in full.check.problems if p.code == "stale-catalog"
    ]


def test_a_product_fact_waiting_for_review_is_marked_on_the_page_that_shows_it(
    tmp_path: Path,
) -> None:
    """Attack 54's F4: the page view showed a product fact waiting for review with no mark,
    as a published page; the page now lists it above the text, as it lists its own."""
    import shutil

    from comparekit.catalogs.approvals import read_approvals, write_approvals
    from comparekit.serving.views import page_view
    from conftest import REPO

    for name in ("articles", "locales", "templates"):
        shutil.copytree(REPO / name, tmp_path / name)
    shutil.copy(REPO / "pyproject.toml", tmp_path / "pyproject.toml")
    settings = load_settings(tmp_path)
    key = "products/vllm:facts.pd-disaggregation"
    [approval] = [digest for digest, its in read_approvals(settings, "ja").in_force if its == key]
    write_approvals(settings, "ja", [], {approval: key})
    preview = Preview(settings)
    snapshot = preview.refresh()
    shown = page_view(snapshot, "ja", "deepinfer-vs-vllm")
    assert shown is not None and "[unreviewed]" in shown and key in shown
    elsewhere = page_view(snapshot, "ja", "deepinfer-vs-dynamo")  # (shows no vLLM fact)
    assert elsewhere is not None and key not in elsewhere
