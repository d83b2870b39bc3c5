"""XLIFF exchange: a round trip changes nothing; an import meets the checks a PO edit meets."""

from __future__ import annotations

import html
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from comparekit.catalogs.po.read import read_po
from conftest import snapshot

REPO = Path(__file__).resolve().parent.parent
Cli = Callable[..., tuple[int, str, str]]
CATALOGS = {"ja": "ja", "zh-Hant": "zh_Hant", "ko": "ko"}
JA = "locales/ja/LC_MESSAGES/messages.po"


@pytest.fixture
def shipped(shipped: Path) -> Path:
    """The shipped project with review off: these tests pin the exchange as it is without
    review (every finished translation approved="yes", state translated), byte for byte;
    tests/test_review_xliff.py pins it with review on, as the project ships."""
    settings = shipped / "pyproject.toml"
    text = settings.read_text(encoding="utf-8")
    assert text.count('review = "required"') == 1
    settings.write_text(text.replace('review = "required"', 'review = "off"'), "utf-8")
    return shipped


def cat_tool_edit(xliff: Path, targets: dict[str, str], approve: bool = True) -> None:
    """Translate units as a CAT tool does, through translate-toolkit's XLIFF class: each
    key's target typed anew (plain text; placeholders typed as ``{name}``)."""
    from translate.storage import xliff as toolkit

    store = toolkit.xlifffile.parsestring(xliff.read_bytes())
    done = set()
    for unit in store.units:
        key = unit.getid().split("\x04")[-1]
        if key in targets:
            unit.target = None  # the toolkit keeps inline codes under a new text otherwise
            unit.target = targets[key]
            unit.markfuzzy(not approve)
            done.add(key)
    assert done == set(targets)
    xliff.write_bytes(bytes(store))


def unit_line(xliff: Path, key: str) -> int:
    text = xliff.read_text(encoding="utf-8")
    return text[: text.index(f'id="{key}"')].count("\n") + 1


def entries(path: Path) -> dict[str | None, tuple[list[str], bool]]:
    po = read_po(path.read_bytes(), path.name)
    return {e.context: (e.strings, e.fuzzy) for e in po.entries if not e.obsolete}


def msgfmt_check(path: Path) -> None:
    done = subprocess.run(["msgfmt", "--check", "-o", "/dev/null", str(path)], capture_output=True)
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize("tag", sorted(CATALOGS))
def test_every_shipped_catalog_survives_a_round_trip_byte_for_byte(
    tag: str, shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    catalog = shipped / f"locales/{CATALOGS[tag]}/LC_MESSAGES/messages.po"
    before = catalog.read_bytes()
    xliff = tmp_path / f"{tag}.xlf"
    code, out, err = run_cli("-C", str(shipped), "xliff", "export", tag, str(xliff))
    assert code == 0, err
    text = xliff.read_text(encoding="utf-8")
    assert 'xmlns="urn:oasis:names:tc:xliff:document:1.2"' in text
    assert f'target-language="{tag}"' in text and 'maxwidth="' in text
    assert 'id="comparisons/deepinfer-vs-dynamo:faq.' in text
    code, out, err = run_cli("-C", str(shipped), "xliff", "import", str(xliff))
    assert code == 0 and "0 entries changed" in out, err
    assert catalog.read_bytes() == before


def test_an_edited_translation_comes_back_and_a_fuzzy_state_is_kept(
    shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    xliff = tmp_path / "ja.xlf"
    assert run_cli("-C", str(shipped), "xliff", "export", "ja", str(xliff))[0] == 0
    text = xliff.read_text(encoding="utf-8")
    unit = re.search(
        r'(<trans-unit xml:space="preserve" id="dimensions:dimensions.kind.label" )'
        r'approved="yes"(.*?<target state=")translated(">)種類(</target>)',
        text,
        re.DOTALL,
    )
    assert unit is not None
    edited = (
        text[: unit.start()]
        + (
            unit.group(1)
            + 'approved="no"'
            + unit.group(2)
            + "needs-review-translation"
            + unit.group(3)
            + "型"
            + unit.group(4)
        )
        + text[unit.end() :]
    )
    xliff.write_text(edited, encoding="utf-8")
    code, out, err = run_cli("-C", str(shipped), "xliff", "import", str(xliff))
    assert code == 0 and "1 entries changed" in out, err
    po = read_po((shipped / "locales/ja/LC_MESSAGES/messages.po").read_bytes(), "ja")
    [entry] = [e for e in po.entries if e.context == "dimensions:dimensions.kind.label"]
    assert (entry.strings, entry.fuzzy) == (["型"], True)


def test_an_import_that_breaks_a_placeholder_writes_nothing(
    shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    """The CAT tool (translate-toolkit's XLIFF class) writes a target as plain text that
    lost ``{date}``: refused at the unit's line, and the catalog keeps every byte."""
    catalog = shipped / "locales/ja/LC_MESSAGES/messages.po"
    before = catalog.read_bytes()
    xliff = tmp_path / "ja.xlf"
    assert run_cli("-C", str(shipped), "xliff", "export", "ja", str(xliff))[0] == 0
    cat_tool_edit(xliff, {"ui:source.described": "{supports}参照"})
    code, _, err = run_cli("-C", str(shipped), "xliff", "import", str(xliff))
    line = unit_line(xliff, "ui:source.described")
    assert code == 1 and f"{xliff}:{line}: [placeholder]" in err and "Traceback" not in err
    assert "missing {date}" in err
    assert catalog.read_bytes() == before


@pytest.mark.parametrize(
    "damage, code",
    [
        (
            lambda t: t.replace(
                'id="dimensions:dimensions.kind.label"', 'id="no:such.key"', 1
            ).replace(">種類<", ">型<", 1),
            "xliff-unknown-key",
        ),
        (
            lambda t: t.replace("<source>Type</source>", "<source>Kind</source>", 1).replace(
                ">種類<", ">型<", 1
            ),
            "xliff-stale",
        ),
        (lambda t: t[: len(t) // 2], "xliff-syntax"),
    ],
)
def test_a_foreign_or_damaged_xliff_is_a_problem_at_its_line(
    damage: Callable[[str], str], code: str, shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    catalog = shipped / "locales/ja/LC_MESSAGES/messages.po"
    before = catalog.read_bytes()
    xliff = tmp_path / "ja.xlf"
    assert run_cli("-C", str(shipped), "xliff", "export", "ja", str(xliff))[0] == 0
    xliff.write_text(damage(xliff.read_text(encoding="utf-8")), encoding="utf-8")
    exit_code, _, err = run_cli("-C", str(shipped), "xliff", "import", str(xliff))
    assert exit_code == 1 and f"[{code}]" in err and str(xliff) in err and "Traceback" not in err
    assert catalog.read_bytes() == before


def test_translate_toolkit_reads_the_export(shipped: Path, run_cli: Cli, tmp_path: Path) -> None:
    xliff = tmp_path / "ko.xlf"
    assert run_cli("-C", str(shipped), "xliff", "export", "ko", str(xliff))[0] == 0
    done = subprocess.run(["xliff2po", str(xliff), str(tmp_path / "ko.po")], capture_output=True)
    assert done.returncode == 0
    assert len(read_po((tmp_path / "ko.po").read_bytes(), "ko").entries) > 1000


def test_the_memory_exports_as_tmx_and_fills_a_new_article_back(
    shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    from comparekit.catalogs.pofile import dumps_po, read_catalog

    memory = tmp_path / "memory.tmx"
    code, _, err = run_cli("-C", str(shipped), "tm", "export", str(memory))
    assert code == 0, err
    text = memory.read_text(encoding="utf-8")
    assert all(f'xml:lang="{tag}"' in text for tag in CATALOGS)
    # One article's translations lost: the memory exported before brings them back, as
    # suggestions to review, each saying it came from the compendium.
    path = shipped / "locales/ja/LC_MESSAGES/messages.po"
    old = read_catalog(path, "ja", "ja")
    prefix = "comparisons/deepinfer-vs-llama-cpp:"
    emptied = 0
    for message in old:
        if message.id and str(message.context).startswith(prefix) and isinstance(message.id, str):
            message.string = ""
            emptied += 1
    path.write_text(dumps_po(old), encoding="utf-8")
    code, _, err = run_cli(
        "-C", str(shipped), "update", "--locale", "ja", "--compendium", str(memory)
    )
    assert code == 0, err
    po = read_po(path.read_bytes(), "ja")
    back = [e for e in po.entries if (e.context or "").startswith(prefix) and e.strings[0]]
    assert len(back) >= 0.9 * emptied
    assert all(e.fuzzy for e in back)
    assert any("compendium" in " ".join(e.translator_comments) for e in back)


def test_a_po_memory_is_one_locale_and_msgfmt_reads_it(
    shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    memory = tmp_path / "ja.po"
    code, _, err = run_cli("-C", str(shipped), "tm", "export", "--format", "po", str(memory))
    assert code == 2  # a usage error
    assert err.startswith("(command line): [one-locale] --format po: a PO memory holds one locale")
    code, _, err = run_cli(
        "-C", str(shipped), "tm", "export", "--format", "po", "--locale", "ja", str(memory)
    )
    assert code == 0, err
    assert subprocess.run(["msgfmt", "--check", "-o", "/dev/null", str(memory)]).returncode == 0
    assert len(read_po(memory.read_bytes(), "ja").entries) > 900


# --- what is not comparekit's XLIFF 1.2, and what its states say ------------------------

XLIFF_20 = """\
<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="ja">
 <file id="f1">
  <unit id="dimensions:dimensions.kind.label">
   <segment state="translated"><source>Type</source><target>型</target></segment>
  </unit>
 </file>
</xliff>
"""


@pytest.mark.parametrize(
    ("name", "text", "found"),
    [
        ("xliff-2.0", XLIFF_20, "its root is <xliff> of XLIFF 2.0"),
        ("foreign-xml", '<?xml version="1.0"?>\n\n<html><body/></html>\n', "its root is <html>"),
        (
            "xliff-1.2-without-namespace",
            '<xliff version="1.2"><file target-language="ja"><body/></file></xliff>',
            "its root is <xliff> of no XLIFF namespace",
        ),
    ],
)
def test_xliff_import_of_a_foreign_file(
    name: str, text: str, found: str, shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    catalog = shipped / JA
    before = catalog.read_bytes()
    xliff = tmp_path / f"{name}.xlf"
    xliff.write_text(text, encoding="utf-8")
    code, out, err = run_cli("-C", str(shipped), "xliff", "import", str(xliff))
    line = text[: text.index("<x" if "<x" in text else "<html")].count("\n") + 1
    assert (code, out) == (2, "")
    assert err.splitlines()[0] == (
        f"{xliff}:{line}: [foreign-xliff] not an XLIFF file comparekit wrote: {found}"
    )
    assert "Traceback" not in err
    assert catalog.read_bytes() == before


def test_an_xliff_another_tool_wrote_is_one_refusal(
    shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    """translate-toolkit's po2xliff of the very catalog (ids that are no keys, no mark of
    comparekit's) gave 1,059 problems: now one sentence naming the file, exit 2."""
    xliff = tmp_path / "po2xliff.xlf"
    done = subprocess.run(["po2xliff", str(shipped / JA), str(xliff)], capture_output=True)
    assert done.returncode == 0
    before = snapshot(shipped)
    code, out, err = run_cli("-C", str(shipped), "xliff", "import", str(xliff))
    assert (code, out) == (2, "")
    assert err.splitlines() == [
        f"{xliff}:3: [foreign-xliff] not an XLIFF file comparekit wrote: an XLIFF 1.2 file "
        'another tool wrote (its <file> is not marked tool-id="comparekit")',
        "  hint: export the catalog with `comparekit xliff export L FILE`, translate that file "
        "in the CAT tool, and import it as XLIFF 1.2",
        "Error: nothing was written.",
    ]
    assert snapshot(shipped) == before


def test_xliff_import_of_dev_zero(shipped: Path) -> None:
    catalog = shipped / "locales/ja/LC_MESSAGES/messages.po"
    before = catalog.read_bytes()
    result = subprocess.run(
        [sys.executable, "-m", "comparekit", "-C", str(shipped), "xliff", "import", "/dev/zero"],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert result.returncode == 1
    assert result.stderr.splitlines()[0] == (
        "/dev/zero: [unreadable] is a character device, not an XLIFF file"
    )
    assert catalog.read_bytes() == before


def test_xliff_units_marked_for_review_come_in_fuzzy(
    shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    xliff = tmp_path / "ja.xlf"
    assert run_cli("-C", str(shipped), "xliff", "export", "ja", str(xliff))[0] == 0
    text = xliff.read_text(encoding="utf-8")
    for key, state, translation in [
        ("dimensions:dimensions.kind.label", "needs-review-translation", "型"),
        ("dimensions:dimensions.license.label", "needs-translation", "ライセンス形態"),
    ]:
        unit = re.search(
            rf'(<trans-unit xml:space="preserve" id="{re.escape(key)}" approved="yes".*?'
            r'<target state=")translated(">)[^<]*(</target>)',
            text,
            re.DOTALL,
        )
        assert unit is not None, key
        text = (
            text[: unit.start()]
            + unit.group(1)
            + state
            + unit.group(2)
            + translation
            + unit.group(3)
            + text[unit.end() :]
        )
    xliff.write_text(text, encoding="utf-8")
    code, out, err = run_cli("-C", str(shipped), "xliff", "import", str(xliff))
    assert code == 0, err
    assert out == (
        "wrote locales/ja/LC_MESSAGES/messages.po (2 entries changed, ja; 2 marked in the file "
        "as needing translation or review, imported as fuzzy)\n"
    )
    po = read_po((shipped / "locales/ja/LC_MESSAGES/messages.po").read_bytes(), "ja")
    entries = {e.context: (e.strings, e.fuzzy) for e in po.entries}
    assert entries["dimensions:dimensions.kind.label"] == (["型"], True)
    assert entries["dimensions:dimensions.license.label"] == (["ライセンス形態"], True)


@pytest.mark.parametrize(
    ("name", "attribute", "message"),
    [
        ("unknown-target", ' target-language="fr"', "its target-language 'fr' is not a locale"),
        ("no-target", "", "it names no target-language, so no locale"),
    ],
)
def test_xliff_import_of_another_locale_names_the_file(
    name: str, attribute: str, message: str, shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    xliff = tmp_path / f"{name}.xlf"
    assert run_cli("-C", str(shipped), "xliff", "export", "ja", str(xliff))[0] == 0
    text = xliff.read_text(encoding="utf-8").replace(' target-language="ja"', attribute, 1)
    xliff.write_text(text, encoding="utf-8")
    before = snapshot(shipped)
    code, out, err = run_cli("-C", str(shipped), "xliff", "import", str(xliff))
    assert (code, out) == (1, "")
    assert err.splitlines()[0] == f"{xliff}:3: [unknown-locale] {message} of this project"
    assert err.splitlines()[1] == "  hint: the project's locales: ja, zh-Hant, ko"
    assert snapshot(shipped) == before


def test_exchange_with_no_catalog_yet(shipped: Path, run_cli: Cli, tmp_path: Path) -> None:
    xliff = tmp_path / "ja.xlf"
    assert run_cli("-C", str(shipped), "xliff", "export", "ja", str(xliff))[0] == 0
    (shipped / "locales/ja/LC_MESSAGES/messages.po").unlink()
    before = snapshot(shipped)
    expected = "locales/ja/LC_MESSAGES/messages.po: [missing-catalog] no catalog for locale 'ja'"
    for args in (
        ["xliff", "export", "ja", str(tmp_path / "again.xlf")],
        ["xliff", "import", str(xliff)],
        ["tm", "export", str(tmp_path / "memory.tmx")],
    ):
        code, out, err = run_cli("-C", str(shipped), *args)
        assert (code, out) == (1, "")
        assert err.splitlines()[:2] == [expected, "  hint: run `comparekit update` to create it"]
    assert snapshot(shipped) == before
    assert not (tmp_path / "again.xlf").exists() and not (tmp_path / "memory.tmx").exists()


@pytest.mark.parametrize(
    "emptied",
    ['<target state="translated">種類</target>', "<target/>", "<target>&missing;</target>"],
    ids=["no target", "empty target", "unresolved entity"],
)
def test_a_unit_left_without_its_translation_never_erases_it(
    emptied: str, shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    xliff = tmp_path / "ja.xlf"
    assert run_cli("-C", str(shipped), "xliff", "export", "ja", str(xliff))[0] == 0
    text = xliff.read_text(encoding="utf-8")
    target = '<target state="translated">種類</target>'
    assert text.count(target) >= 1
    xliff.write_text(text.replace(target, "" if emptied == target else emptied, 1), "utf-8")
    before = snapshot(shipped)
    code, _, err = run_cli("-C", str(shipped), "xliff", "import", str(xliff))
    assert code in (0, 1) and "Traceback" not in err  # an unresolved entity is refused
    assert snapshot(shipped) == before  # 種類 is still the translation


def test_an_xliff_relabelled_for_another_locale_is_refused(
    shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    xliff = tmp_path / "ja.xlf"
    assert run_cli("-C", str(shipped), "xliff", "export", "ja", str(xliff))[0] == 0
    text = xliff.read_text(encoding="utf-8")
    assert 'target-language="ja"' in text
    xliff.write_text(text.replace('target-language="ja"', 'target-language="ko"'), "utf-8")
    before = snapshot(shipped)
    code, _, err = run_cli("-C", str(shipped), "xliff", "import", str(xliff))
    assert code == 1 and "Traceback" not in err
    assert "[xliff-locale]" in err and "locales/ja/LC_MESSAGES/messages.po" in err
    assert snapshot(shipped) == before


# --- what a CAT tool gets, and what it may give back ---------------------------------------


def test_placeholders_are_protected_inline_codes_that_come_back_as_the_same_text(
    shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    """Exported as ``<ph>``; a CAT tool (translate-toolkit's rich target) moves the code,
    and the catalog gets exactly ``{product}`` back; ``msgfmt --check`` accepts it."""
    from translate.storage import xliff as toolkit
    from translate.storage.placeables import StringElem

    xliff = tmp_path / "ja.xlf"
    assert run_cli("-C", str(shipped), "xliff", "export", "ja", str(xliff))[0] == 0
    text = xliff.read_text(encoding="utf-8")
    assert '<source>Where <ph id="1" ctype="x-placeholder">{product}</ph> wins</source>' in text
    store = toolkit.xlifffile.parsestring(xliff.read_bytes())
    [unit] = [u for u in store.units if u.getid().endswith("\x04ui:heading.wins")]
    assert unit.source == "Where {product} wins"
    code = unit.rich_source[0].sub[1]
    unit.rich_target = [StringElem([code.copy(), StringElem(" の強み")])]
    xliff.write_bytes(bytes(store))
    assert '<target state="translated"><ph id="1" ctype="x-placeholder">{product}</ph> の強み' in (
        xliff.read_text(encoding="utf-8")
    )
    code_, out, err = run_cli("-C", str(shipped), "xliff", "import", str(xliff))
    assert code_ == 0 and "1 entries changed" in out, err
    assert entries(shipped / JA)["ui:heading.wins"] == (["{product} の強み"], False)
    msgfmt_check(shipped / JA)


WINS = '<target state="translated"><ph id="1" ctype="x-placeholder">{product}</ph> が優位な点'


@pytest.mark.parametrize(
    ("target", "code", "message"),
    [
        (
            '<target state="translated"><ph id="1">{produkt}</ph> が優位な点',
            "xliff-markup",
            "the placeholder {product} (<ph id=\"1\">) was changed to '{produkt}'",
        ),
        (
            '<target state="translated"><ph id="7"/> が優位な点',
            "xliff-markup",
            '<ph id="7"> is no placeholder of its source',
        ),
        (
            '<target state="translated"><g id="b1"><ph id="1"/></g> が優位な点',
            "xliff-markup",
            "<g> holds formatting a catalog cannot keep; it would be lost",
        ),
        (
            '<target state="translated"><ph id="1"/><x id="9"/> が優位な点',
            "xliff-markup",
            '<x id="9"> is no placeholder of its source',
        ),
        (
            '<target state="translated"><bpt id="1">&lt;b&gt;</bpt><ph id="1"/> が優位な点',
            "xliff-markup",
            "<bpt> holds formatting a catalog cannot keep; it would be lost",
        ),
    ],
    ids=["changed", "unknown-id", "g", "x", "bpt"],
)
def test_inline_markup_that_would_be_lost_is_refused_at_its_line(
    target: str, code: str, message: str, shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    xliff = tmp_path / "ja.xlf"
    assert run_cli("-C", str(shipped), "xliff", "export", "ja", str(xliff))[0] == 0
    text = xliff.read_text(encoding="utf-8")
    assert text.count(WINS) == 1
    xliff.write_text(text.replace(WINS, target), encoding="utf-8")
    before = snapshot(shipped)
    exit_code, out, err = run_cli("-C", str(shipped), "xliff", "import", str(xliff))
    line = unit_line(xliff, "ui:heading.wins") + 2  # the target's line
    assert (exit_code, out) == (1, "")
    assert err.splitlines()[0] == f"{xliff}:{line}: [{code}] 'ui:heading.wins': {message}"
    assert snapshot(shipped) == before


def test_a_mark_a_cat_tool_adds_keeps_its_text(shipped: Path, run_cli: Cli, tmp_path: Path) -> None:
    xliff = tmp_path / "ja.xlf"
    assert run_cli("-C", str(shipped), "xliff", "export", "ja", str(xliff))[0] == 0
    text = xliff.read_text(encoding="utf-8")
    marked = (
        '<target state="translated"><mrk mtype="x-comment" comment="ok">'
        '<ph id="1" ctype="x-placeholder">{product}</ph> の強み</mrk>'
    )
    xliff.write_text(text.replace(WINS, marked), encoding="utf-8")
    code, _, err = run_cli("-C", str(shipped), "xliff", "import", str(xliff))
    assert code == 0, err
    assert entries(shipped / JA)["ui:heading.wins"] == (["{product} の強み"], False)


def test_plural_forms_follow_the_locale_and_a_form_it_lacks_is_refused(
    shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    """ja has one plural form: one unit, with the English plural in a note; a second
    form's translation (an older export offered one) is refused, never dropped with exit 0."""
    from translate.storage import poxliff

    xliff = tmp_path / "ja.xlf"
    assert run_cli("-C", str(shipped), "xliff", "export", "ja", str(xliff))[0] == 0
    text = xliff.read_text(encoding="utf-8")
    assert 'id="ui:hub.count[0]"' in text and 'id="ui:hub.count[1]"' not in text
    assert "the English plural: All {count} comparisons:" in text
    [group] = [
        u
        for u in poxliff.PoXliffFile.parsestring(xliff.read_bytes()).units
        if u.getid().endswith("\x04ui:hub.count")
    ]
    assert group.hasplural() and not group.isfuzzy()
    assert group.target.strings == ["比較記事（全{count}本）："]
    end = text.index("</trans-unit>", text.index('id="ui:hub.count[0]"')) + len("</trans-unit>")
    second = (
        '\n<trans-unit id="ui:hub.count[1]" approved="yes" ck:exported="x">'
        "<source>All {count} comparisons:</source>"
        "<target>全{count}本の比較：</target></trans-unit>"
    )
    xliff.write_text(text[:end] + second + text[end:], encoding="utf-8")
    before = snapshot(shipped)
    code, out, err = run_cli("-C", str(shipped), "xliff", "import", str(xliff))
    edited = xliff.read_text(encoding="utf-8")
    line = edited[: edited.index('id="ui:hub.count[1]"')].count("\n") + 1
    assert (code, out) == (1, "")
    assert err.splitlines()[0] == (
        f"{xliff}:{line}: [xliff-plural-form] 'ui:hub.count[1]': the catalog's language has 1 "
        "plural form, so this translation has no place"
    )
    assert snapshot(shipped) == before


def test_notes_are_whole_where_the_catalog_wrapped_them(
    shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    po = (shipped / JA).read_text(encoding="utf-8")
    wrapped = "#. Where: comparisons/deepinfer-vs-mooncake › head-to-head table › rows › row\n"
    assert wrapped in po  # the PO writer broke this note over two lines
    xliff = tmp_path / "ja.xlf"
    assert run_cli("-C", str(shipped), "xliff", "export", "ja", str(xliff))[0] == 0
    text = xliff.read_text(encoding="utf-8")
    whole = (
        '<note from="developer">Where: comparisons/deepinfer-vs-mooncake › head-to-head table › '
        "rows › row “pd-disaggregation” › column “deepinfer”</note>"
    )
    assert whole in text
    # Every note as the sources wrote it, before any wrapping: the template's, one for one
    # (a catalog shows only its own language's glossary terms).
    from comparekit.catalogs.extract import extract_template, notes_for_locale
    from comparekit.sources.load import load_project
    from comparekit.sources.settings import load_settings

    template = extract_template(load_project(load_settings(shipped)))
    written = [html.unescape(n) for n in re.findall(r'<note from="developer">(.*?)</note>', text)]
    expected = [note for m in template if m.id for note in notes_for_locale("ja", m.auto_comments)]
    assert written == expected


def fuzzy_and_untranslated(shipped: Path, run_cli: Cli) -> tuple[str, str]:
    """One English edited (its translation turns fuzzy) and one translation emptied."""
    product = shipped / "articles/products/deepinfer.yaml"
    text = product.read_text(encoding="utf-8")
    product.write_text(
        text.replace(
            "pd-disaggregation: Not included in the release",
            "pd-disaggregation: Not part of the release",
            1,
        ),
        encoding="utf-8",
    )
    assert run_cli("-C", str(shipped), "update", "--locale", "ja")[0] == 0
    catalog = shipped / JA
    po = catalog.read_text(encoding="utf-8")
    catalog.write_text(
        po.replace('msgid "Type"\nmsgstr "種類"', 'msgid "Type"\nmsgstr ""', 1), encoding="utf-8"
    )
    return "products/deepinfer:facts.pd-disaggregation", "dimensions:dimensions.kind.label"


def test_the_todo_export_holds_what_needs_work_with_the_previous_english(
    shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    """``--todo``: the fuzzy and the untranslated entries, nothing else; the fuzzy one
    with the English it was translated from, as translate-toolkit reads it (alt-trans)."""
    from translate.storage import poxliff

    fuzzy, untranslated = fuzzy_and_untranslated(shipped, run_cli)
    xliff = tmp_path / "todo.xlf"
    code, out, err = run_cli("-C", str(shipped), "xliff", "export", "ja", str(xliff), "--todo")
    assert (code, out) == (0, f"wrote {xliff} (2 units, ja)\n"), err
    store = poxliff.PoXliffFile.parsestring(xliff.read_bytes())
    units = {u.getid().split("\x04")[-1]: u for u in store.units}
    assert sorted(units) == sorted([fuzzy, untranslated])
    assert units[fuzzy].isfuzzy() and units[fuzzy].source == "Not part of the release"
    [previous] = units[fuzzy].getalttrans()
    assert previous.source == "Not included in the release"
    assert not units[untranslated].target
    text = xliff.read_text(encoding="utf-8")
    assert "The English before the change: Not included in the release" in text
    code, out, _ = run_cli(
        "-C", str(shipped), "xliff", "export", "ja", str(xliff), "--state", "untranslated"
    )
    assert out == f"wrote {xliff} (1 units, ja)\n"

    # The translator does the work in the CAT tool; it comes back and passes msgfmt.
    cat_tool_edit(xliff, {untranslated: "種類"})
    assert (
        run_cli(
            "-C", str(shipped), "xliff", "export", "ja", str(tmp_path / "f.xlf"), "--state", "fuzzy"
        )[0]
        == 0
    )
    cat_tool_edit(tmp_path / "f.xlf", {fuzzy: "公開版には含まれない"})
    for done in (xliff, tmp_path / "f.xlf"):
        code, out, err = run_cli("-C", str(shipped), "xliff", "import", str(done))
        assert code == 0 and "1 entries changed" in out, err
    after = entries(shipped / JA)
    assert after[untranslated] == (["種類"], False)
    assert after[fuzzy] == (["公開版には含まれない"], False)
    assert sum(fuzzy for _, fuzzy in after.values()) == 0
    msgfmt_check(shipped / JA)


def test_one_article_exports_alone(shipped: Path, run_cli: Cli, tmp_path: Path) -> None:
    keys = [
        k for k in entries(shipped / JA) if k and k.startswith("comparisons/deepinfer-vs-vllm:")
    ]
    xliff = tmp_path / "vllm.xlf"
    code, out, err = run_cli(
        "-C",
        str(shipped),
        "xliff",
        "export",
        "ja",
        str(xliff),
        "--source",
        "comparisons/deepinfer-vs-vllm",
    )
    assert (code, out) == (0, f"wrote {xliff} ({len(keys)} units, ja)\n"), err
    ids = re.findall(r'<trans-unit xml:space="preserve" id="([^"]+)"', xliff.read_text("utf-8"))
    assert ids == keys and len(keys) > 50
    code, out, _ = run_cli(
        "-C", str(shipped), "xliff", "export", "ja", str(xliff), "--source", "products/*"
    )
    assert code == 0 and "units, ja" in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--source", "comparisons/no-such"], "--source comparisons/no-such: no string"),
        (["--state", "done"], "argument --state: done: the states are untranslated, fuzzy, "),
        (["--todo", "--state", "fuzzy"], "not allowed with argument --todo"),
    ],
)
def test_a_selection_that_cannot_be_is_a_usage_error(
    args: list[str],
    message: str,
    shipped: Path,
    run_cli: Cli,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    xliff = tmp_path / "x.xlf"
    try:
        code, _, err = run_cli("-C", str(shipped), "xliff", "export", "ja", str(xliff), *args)
    except SystemExit as exit_:  # argparse's own errors
        code, err = int(str(exit_.code)), capsys.readouterr().err
    assert code == 2 and message in err and "Traceback" not in err
    assert not xliff.exists()


# --- an import never undoes what the catalog learnt since the export ----------------------


def test_a_stale_xliff_never_reverts_edits_made_to_the_catalog(
    shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    """Exported, then the catalog edited in PO; the old file imported untouched changes
    nothing. A unit changed in both is a conflict at its line (the catalog's translation
    stays); another unit changed in the file alone is taken."""
    catalog = shipped / JA
    xliff = tmp_path / "ja.xlf"
    assert run_cli("-C", str(shipped), "xliff", "export", "ja", str(xliff))[0] == 0
    po = catalog.read_text(encoding="utf-8")
    edited = po.replace('msgid "Type"\nmsgstr "種類"', 'msgid "Type"\nmsgstr "タイプ"', 1)
    assert edited != po
    catalog.write_text(edited, encoding="utf-8")
    before = catalog.read_bytes()
    code, out, err = run_cli("-C", str(shipped), "xliff", "import", str(xliff))
    assert (code, out) == (0, "unchanged (0 entries changed, ja)\n"), err
    assert catalog.read_bytes() == before

    cat_tool_edit(
        xliff, {"dimensions:dimensions.kind.label": "型", "ui:table.product": "プロダクト"}
    )
    code, out, err = run_cli("-C", str(shipped), "xliff", "import", str(xliff))
    line = unit_line(xliff, "dimensions:dimensions.kind.label")
    assert (code, out) == (1, f"wrote {JA} (1 entries changed, ja)\n")
    assert err.splitlines() == [
        f"{xliff}:{line}: [xliff-conflict] 'dimensions:dimensions.kind.label': changed both in "
        "this file and in the catalog since the export; the catalog keeps its translation",
        "  hint: compare the two, put the right one in the catalog, and export again",
        "Error: 1 unit changed in the catalog too since the export: left as the catalog has them.",
    ]
    after = entries(catalog)
    assert after["dimensions:dimensions.kind.label"] == (["タイプ"], False)
    assert after["ui:table.product"] == (["プロダクト"], False)
    msgfmt_check(catalog)


def test_a_unit_that_lost_its_export_state_is_refused(
    shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    xliff = tmp_path / "ja.xlf"
    assert run_cli("-C", str(shipped), "xliff", "export", "ja", str(xliff))[0] == 0
    text = xliff.read_text(encoding="utf-8")
    start = text.index('id="dimensions:dimensions.kind.label"')
    text = text[:start] + re.sub(r' ck:exported="\w+"', "", text[start:], count=1)
    xliff.write_text(text, encoding="utf-8")
    before = snapshot(shipped)
    code, _, err = run_cli("-C", str(shipped), "xliff", "import", str(xliff))
    assert code == 1 and "[xliff-no-export-state]" in err
    assert f"{xliff}:{unit_line(xliff, 'dimensions:dimensions.kind.label')}:" in err
    assert snapshot(shipped) == before


def test_an_untouched_unit_whose_english_changed_since_is_no_problem(
    shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    xliff = tmp_path / "ja.xlf"
    assert run_cli("-C", str(shipped), "xliff", "export", "ja", str(xliff))[0] == 0
    fuzzy_and_untranslated(shipped, run_cli)  # the English of a unit changed since
    before = snapshot(shipped)
    code, out, err = run_cli("-C", str(shipped), "xliff", "import", str(xliff))
    assert (code, out) == (0, "unchanged (0 entries changed, ja)\n"), err
    assert snapshot(shipped) == before


def test_an_entity_in_a_target_is_refused_never_expanded(
    shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    xliff = tmp_path / "ja.xlf"
    assert run_cli("-C", str(shipped), "xliff", "export", "ja", str(xliff))[0] == 0
    text = xliff.read_text(encoding="utf-8")
    declared = '<!DOCTYPE xliff [<!ENTITY a "xxxxxxxx"><!ENTITY b "&a;&a;&a;&a;">]>\n'
    text = text.replace("?>\n", "?>\n" + declared, 1).replace(">種類<", ">&b;<", 1)
    xliff.write_text(text, encoding="utf-8")
    before = snapshot(shipped)
    code, out, err = run_cli("-C", str(shipped), "xliff", "import", str(xliff))
    line = unit_line(xliff, "dimensions:dimensions.kind.label") + 2
    assert (code, out) == (1, "")
    assert err.splitlines()[0] == (
        f"{xliff}:{line}: [xliff-markup] 'dimensions:dimensions.kind.label': the entity "
        "reference &b; is not expanded"
    )
    assert snapshot(shipped) == before


def test_an_export_a_translator_changed_is_not_replaced_until_imported(
    shipped: Path, run_cli: Cli, tmp_path: Path
) -> None:
    """The attack's E37: exporting again over a file a translator had been working in lost
    their work. It is refused at the first changed unit; after the import, or with
    --force, the file is replaced."""
    xliff = tmp_path / "work.xlf"
    assert run_cli("-C", str(shipped), "xliff", "export", "ja", str(xliff))[0] == 0
    assert run_cli("-C", str(shipped), "xliff", "export", "ja", str(xliff))[0] == 0  # untouched
    cat_tool_edit(xliff, {"dimensions:dimensions.kind.label": "型"})
    before = snapshot(tmp_path)
    code, _, err = run_cli("-C", str(shipped), "xliff", "export", "ja", str(xliff))
    assert code == 1 and "Traceback" not in err
    line = unit_line(xliff, "dimensions:dimensions.kind.label")
    assert f"{xliff}:{line}: [xliff-unimported] an earlier export, not replaced: 1 " in err
    assert snapshot(tmp_path) == before
    assert run_cli("-C", str(shipped), "xliff", "import", str(xliff))[0] == 0
    assert run_cli("-C", str(shipped), "xliff", "export", "ja", str(xliff))[0] == 0
    cat_tool_edit(xliff, {"dimensions:dimensions.kind.label": "種別"})
    assert run_cli("-C", str(shipped), "xliff", "export", "ja", str(xliff), "--force")[0] == 0
    assert ">種別<" not in xliff.read_text(encoding="utf-8")
