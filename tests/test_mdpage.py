"""Reading a Markdown page for import: blocks, their lines, and the text as written."""

from __future__ import annotations

from comparekit.importing.align import find_date, union_align
from comparekit.importing.mdpage import parse_page


def test_blocks_keep_their_file_lines_after_the_frontmatter() -> None:
    page = parse_page(
        b"---\ntitle: T\ndescription: D\n---\n\n# T\n\nOne\n\n## S\n\n| a | b |\n|---|---|\n"
        b"| 1 \\| 2 | `x` |\n\n- **p** q\n- r\n",
        "p.md",
    )
    assert page.frontmatter == {"title": "T", "description": "D"}
    assert page.frontmatter_lines == {"title": 2, "description": 3}
    kinds = [(b.kind, b.line) for b in page.blocks]
    assert kinds == [("heading", 6), ("paragraph", 8), ("heading", 10), ("table", 12), ("list", 16)]
    table = page.blocks[3]
    assert table.cells == (("a", "b"), ("1 | 2", "`x`"))
    assert table.cell_lines == (12, 14)
    assert page.blocks[4].cells == (("**p** q",), ("r",))


def test_crlf_a_bom_and_soft_breaks_read_as_one_line_each() -> None:
    page = parse_page(
        "\ufeff# T\r\n\r\nDeepInfer は\r\nエンジン。\r\nIt is\r\nfast.\r\n".encode(), "p.md"
    )
    assert [b.text for b in page.blocks] == ["T", "DeepInfer はエンジン。 It is fast."]


def test_the_renderers_escapes_are_undone_outside_code() -> None:
    page = parse_page(b"# T\n\nA \\{b\\} &lt;c> `\\{d\\}` &#101;xport\n\n&#101;xport x\n", "p.md")
    assert [b.text for b in page.blocks[1:]] == ["A {b} <c> `\\{d\\}` &#101;xport", "export x"]


def test_an_html_block_is_kept_as_text() -> None:
    page = parse_page(b'# T\n\n<div onclick="x">\nhi\n</div>\n', "p.md")
    assert [(b.kind, b.line, b.text) for b in page.blocks[1:]] == [
        ("other", 3, '<div onclick="x"> hi </div>')
    ]


def test_a_lost_item_is_a_gap_where_the_anchors_say() -> None:
    columns = union_align(
        {
            "en": ["v1.5.0 shipped", "75% of 64 GPUs"],
            "ja": ["v1.5.0 を公開", "131,072 トークン", "64 基の GPU の 75%"],
        },
        lambda text: frozenset(w for w in text.split() if any(c.isdigit() for c in w)),
        ["en", "ja"],
    )
    assert [sorted(column) for column in columns] == [["en", "ja"], ["ja"], ["en", "ja"]]


def test_dates_are_read_in_each_languages_long_format() -> None:
    assert find_date("x (accessed November 29, 2026)", "en") is not None
    for tag, text in [("ja", "（2026年11月29日参照）"), ("ko", "(2026년 11월 29일 확인)")]:
        found = find_date(text, tag)
        assert found is not None and found[0].isoformat() == "2026-11-29", tag
    assert find_date("no date here", "zh-Hant") is None
