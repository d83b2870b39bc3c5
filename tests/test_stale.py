"""``check``'s stale catalogs: the quick verdict agrees with the merge, and every input of a
remembered verdict changes it."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from comparekit.catalogs import table as table_module
from comparekit.catalogs.extract import template_strings
from comparekit.catalogs.table import load_table, read_translations
from comparekit.catalogs.updates import planned_catalogs
from comparekit.checks import stale
from comparekit.checks.check import check_project
from comparekit.checks.stale import quick_verdict, strings_by_source
from comparekit.sources.load import load_project
from comparekit.sources.settings import load_settings
from conftest import ProjectFiles

KIND = 'msgctxt "dimensions:dimensions.kind.label"\n'
JA = "locales/ja/LC_MESSAGES/messages.po"
TEMPLATE = "locales/messages.pot"


def verdicts(root: Path, tag: str | None) -> tuple[bool | None, bool]:
    """(the quick verdict, the merge's) on whether update would change the catalog."""
    project = load_project(load_settings(root))
    quick = quick_verdict(project, tag, strings_by_source(template_strings(project)))
    [change] = planned_catalogs(project, [tag] if tag else [], with_template=tag is None)
    return quick, change.stale


def _plural_of_two(text: str) -> str:
    text = text.replace("nplurals=1; plural=0;", "nplurals=2; plural=(n != 1);")
    return re.sub(r'(msgstr\[0\] "[^"]*"\n)', r'\1msgstr[1] "[ja] two"\n', text)


OBSOLETE = '#~ msgctxt "gone:old"\n#~ msgid "Old text"\n#~ msgstr "{}"\n'

# (what the catalog holds, how, the quick verdict: None where only a merge can tell)
LOCALE_CASES: list[tuple[str, Callable[[str], str], bool | None]] = [
    ("as update wrote it", lambda text: text, False),
    (
        "a translation wrapped another way",
        lambda text: text.replace('msgstr "[ja] Type"', 'msgstr ""\n"[ja] "\n"Type"'),
        False,
    ),
    ("a translator's comment", lambda text: text.replace(KIND, "# checked\n" + KIND), False),
    (
        "fuzzy, with the English it was made for",
        lambda text: text.replace(KIND, '#, fuzzy\n#| msgid "Kind"\n' + KIND),
        False,
    ),
    ("a translated obsolete entry", lambda text: text + "\n" + OBSOLETE.format("[ja] Old"), False),
    (
        "an empty obsolete entry with a comment",
        lambda text: text + "\n# keep\n" + OBSOLETE.format(""),
        False,
    ),
    ("an English edited", lambda text: text.replace('msgid "Type"', 'msgid "Kind"'), True),
    (
        "an entry removed",
        lambda text: text.replace(KIND + 'msgid "Type"\nmsgstr "[ja] Type"\n', ""),
        True,
    ),
    (
        "an entry the template lacks",
        lambda text: text + '\nmsgctxt "gone:new"\nmsgid "New"\nmsgstr "[ja] New"\n',
        True,
    ),
    ("a translation emptied", lambda text: text.replace('msgstr "[ja] Type"', 'msgstr ""'), None),
    ("an empty obsolete entry", lambda text: text + "\n" + OBSOLETE.format(""), None),
    ("an entry without a key", lambda text: text + '\nmsgid "Type"\nmsgstr "[ja] Type"\n', None),
    (
        "a key twice",
        lambda text: text + "\n" + KIND + 'msgid "Sort"\nmsgstr "[ja] Sort"\n',
        None,
    ),
    ("a plural of more forms than the language has", _plural_of_two, None),
]


@pytest.mark.parametrize(
    ("change", "expected"), [(c[1], c[2]) for c in LOCALE_CASES], ids=[c[0] for c in LOCALE_CASES]
)
def test_the_quick_verdict_on_a_catalog_is_the_merges_or_none(
    ready: Path, change: Callable[[str], str], expected: bool | None
) -> None:
    catalog = ready / JA
    catalog.write_text(change(catalog.read_text(encoding="utf-8")), encoding="utf-8")
    quick, merged = verdicts(ready, "ja")
    assert quick == expected
    assert quick is None or quick == merged


TEMPLATE_CASES: list[tuple[str, Callable[[str], str], bool]] = [
    ("as update wrote it", lambda text: text, False),
    (
        "a translation in the template",
        lambda t: t.replace('"Type"\nmsgstr ""', '"Type"\nmsgstr "x"'),
        True,
    ),
    ("a fuzzy entry", lambda text: text.replace(KIND, "#, fuzzy\n" + KIND), True),
    ("an obsolete entry", lambda text: text + "\n" + OBSOLETE.format(""), True),
    ("an English edited", lambda text: text.replace('msgid "Type"', 'msgid "Kind"'), True),
]


@pytest.mark.parametrize(
    ("change", "expected"),
    [(c[1], c[2]) for c in TEMPLATE_CASES],
    ids=[c[0] for c in TEMPLATE_CASES],
)
def test_the_quick_verdict_on_the_template_file_is_the_merges(
    ready: Path, change: Callable[[str], str], expected: bool
) -> None:
    template = ready / TEMPLATE
    template.write_text(change(template.read_text(encoding="utf-8")), encoding="utf-8")
    assert verdicts(ready, None) == (expected, expected)


def test_an_edited_english_makes_every_catalog_stale_quickly(
    ready: Path, project_files: ProjectFiles
) -> None:
    project_files.data["articles/dimensions.yaml"]["dimensions"]["kind"]["label"] = "Kind"
    project_files.write()
    for tag in (None, "ja", "zh-Hant", "ko"):
        assert verdicts(ready, tag) == (True, True)


def test_a_table_read_back_from_the_cache_keeps_what_the_quick_verdict_needs(
    ready: Path,
) -> None:
    settings = load_settings(ready)
    path = settings.catalog_path("ja")
    path.write_text(path.read_text(encoding="utf-8") + "\n" + OBSOLETE.format(""), "utf-8")
    fresh = read_translations(path, "ja", JA)
    assert (fresh.plain, fresh.obsolete_kept) == (True, False)
    load_table(path, "ja", JA, settings.cache_folder())  # parsed, and written to the cache
    table_module._load_table.cache_clear()  # as a new process finds it
    cached = load_table(path, "ja", JA, settings.cache_folder())
    assert cached.file is not None  # from the cache, its slices left in the file
    assert (cached.plain, cached.obsolete_kept) == (True, False)


# --- the remembered verdict: each input it depends on changes it --------------------------


def stale_paths(root: Path) -> list[str]:
    problems = check_project(load_settings(root)).problems
    return [p.path for p in problems if p.code == "stale-catalog"]


def test_a_catalog_byte_changes_the_remembered_verdict(ready: Path) -> None:
    assert stale_paths(ready) == []
    catalog = ready / JA
    text = catalog.read_text(encoding="utf-8")
    catalog.write_text(text.replace('msgid "Type"', 'msgid "Kind"'), encoding="utf-8")
    assert stale_paths(ready) == [JA]
    catalog.write_text(text, encoding="utf-8")
    assert stale_paths(ready) == []


def test_a_source_changes_the_remembered_verdict(ready: Path, project_files: ProjectFiles) -> None:
    assert stale_paths(ready) == []
    project_files.data["articles/dimensions.yaml"]["dimensions"]["kind"]["label"] = "Kind"
    project_files.write()
    assert sorted(stale_paths(ready)) == sorted(
        [
            TEMPLATE,
            JA,
            "locales/ko/LC_MESSAGES/messages.po",
            "locales/zh_Hant/LC_MESSAGES/messages.po",
        ]
    )


def test_settings_and_a_compendium_change_the_remembered_verdict(ready: Path) -> None:
    catalog = ready / JA
    text = catalog.read_text(encoding="utf-8")
    catalog.write_text(text.replace('msgstr "[ja] Alpha Labs"', 'msgstr ""'), encoding="utf-8")
    assert stale_paths(ready) == []  # nothing to suggest for it: update leaves it empty
    compendium = ready / "memory-ja.po"
    compendium.write_text('msgid "Alpha Labs"\nmsgstr "アルファ研究所"\n', encoding="utf-8")
    settings = ready / "pyproject.toml"
    settings.write_text(
        settings.read_text(encoding="utf-8") + 'compendia = ["memory-{locale}.po"]\n',
        encoding="utf-8",
    )
    for other in ("zh-Hant", "ko"):
        (ready / f"memory-{other}.po").write_text('msgid "Other"\nmsgstr "x"\n', "utf-8")
    assert stale_paths(ready) == [JA]  # update would suggest the compendium's translation
    compendium.write_text('msgid "Beta Inc"\nmsgstr "ベータ社"\n', encoding="utf-8")
    assert stale_paths(ready) == []


def test_the_translations_import_kept_change_the_remembered_verdict(ready: Path) -> None:
    catalog = ready / JA
    text = catalog.read_text(encoding="utf-8")
    catalog.write_text(text.replace('msgstr "[ja] Alpha Labs"', 'msgstr ""'), encoding="utf-8")
    assert stale_paths(ready) == []
    imported = catalog.with_name("imported.po")
    imported.write_text(
        'msgctxt "products/alpha:organisation"\nmsgid "Alpha Labs"\nmsgstr "アルファ研究所"\n',
        encoding="utf-8",
    )
    assert stale_paths(ready) == [JA]
    imported.unlink()
    assert stale_paths(ready) == []


def test_po_wrap_changes_the_remembered_verdict_but_not_what_it_says(ready: Path) -> None:
    """A catalog is stale for what it says, never for its wrapping (that is `update
    --check`'s): with the other wrapping set, the verdict is worked out again and stays."""
    catalog = ready / JA
    catalog.write_text(
        catalog.read_text(encoding="utf-8").replace(
            'msgstr "[ja] Type"', 'msgstr ""\n"[ja] "\n"Type"'
        ),
        encoding="utf-8",
    )
    assert stale_paths(ready) == []
    settings = ready / "pyproject.toml"
    settings.write_text(
        settings.read_text(encoding="utf-8") + 'po_wrap = "newlines"\n', encoding="utf-8"
    )
    asked: list[str | None] = []
    real = stale.quick_verdict

    def spy(project: object, tag: str | None, strings: object) -> bool | None:
        asked.append(tag)
        return real(project, tag, strings)  # type: ignore[arg-type]

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(stale, "quick_verdict", spy)
        assert stale_paths(ready) == []
    assert sorted(asked, key=str) == sorted([None, "ja", "zh-Hant", "ko"], key=str)
