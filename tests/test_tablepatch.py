"""A large catalog read again in part after an edit gives the table a whole reading gives."""

from __future__ import annotations

import re
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

import comparekit.catalogs.contenthash as contenthash
import comparekit.catalogs.table as table_module
import comparekit.catalogs.tablepatch as tablepatch
from comparekit import cache
from comparekit.catalogs.table import (
    TranslationTable,
    content_hash,
    load_source_digests,
    load_table,
    read_translations,
    source_digests,
)
from comparekit.catalogs.variants import translation_variants
from comparekit.errors import ProblemsFound

REPO = Path(__file__).resolve().parents[1]
JA = REPO / "locales/ja/LC_MESSAGES/messages.po"


@pytest.fixture
def catalog(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The shipped ja catalog, counted as large, read once so its layout is kept."""
    monkeypatch.setattr(tablepatch, "LARGE", 0)
    monkeypatch.setattr(contenthash, "LARGE", 0)
    path = tmp_path / "messages.po"
    shutil.copyfile(JA, path)
    (tmp_path / "cache").mkdir()
    load_source_digests(path, "ja", "messages.po", tmp_path / "cache")
    assert list((tmp_path / "cache/tables").glob("ja-*.layout"))
    return path


def whole_readings(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """The catalogs read whole from now on."""
    read: list[Path] = []
    real = table_module.read_po_file

    def spy(path: Path, *args: object, **kwargs: object) -> object:
        read.append(path)
        return real(path, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(table_module, "read_po_file", spy)
    return read


def as_whole(table: TranslationTable) -> dict[str, object]:
    return {
        "slices": {source: table.slice(source) for source in table.sources()},
        "rule": (table.plural_expr, table.plural_count),
        "obsolete": (table.obsolete, table.obsolete_kept),
        "plain": table.plain,
    }


def msgstr_of(key: str) -> Callable[[str], str]:
    """An edit that puts text at the start of the msgstr of ``key``."""

    def edit(text: str) -> str:
        at = text.index(f'msgctxt "{key}"')
        at = text.index('msgstr "', at) + len('msgstr "')
        return text[:at] + "編集" + text[at:]

    return edit


def keys(text: str) -> list[str]:
    return re.findall(r'^msgctxt "([^"]+)"$', text, re.M)


def with_lines_added(text: str) -> str:
    """A msgstr of a middle source that runs onto two more lines."""
    key = keys(text)[len(keys(text)) // 2]
    at = text.index('msgstr "', text.index(f'msgctxt "{key}"'))
    end = text.index("\n", at)
    return text[:end] + '\n"一行目"\n"二行目"' + text[end:]


def without_an_entry(text: str) -> str:
    key = keys(text)[len(keys(text)) // 3]
    start = text.index(f'msgctxt "{key}"')
    end = text.index("\nmsgctxt ", start + 1) + 1
    return text[:start] + text[end:]


def with_an_entry(text: str) -> str:
    key = keys(text)[len(keys(text)) // 3]
    source = key.split(":", 1)[0]
    at = text.index(f'msgctxt "{key}"')
    new = f'msgctxt "{source}:added.key"\nmsgid "Added"\nmsgstr "追加"\n\n'
    return text[:at] + new + text[at:]


EDITS: dict[str, Callable[[str], str]] = {
    "one msgstr in the middle": lambda text: msgstr_of(keys(text)[len(keys(text)) // 2])(text),
    "the first source": lambda text: msgstr_of(keys(text)[0])(text),
    "the last source": lambda text: msgstr_of(keys(text)[-1])(text),
    "lines added": with_lines_added,
    "an entry removed": without_an_entry,
    "an entry added": with_an_entry,
    "two sources apart": lambda text: msgstr_of(keys(text)[5])(msgstr_of(keys(text)[-5])(text)),
}


@pytest.mark.parametrize("edit", EDITS, ids=list(EDITS))
def test_an_edit_reads_only_its_part_and_gives_the_whole_reading(
    edit: str, catalog: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    catalog.write_text(EDITS[edit](catalog.read_text(encoding="utf-8")), encoding="utf-8")
    read = whole_readings(monkeypatch)
    patched = load_table(catalog, "ja", "messages.po", catalog.parent / "cache")
    assert read == []  # only the part was read
    whole = read_translations(catalog, "ja", "messages.po")
    assert as_whole(patched) == as_whole(whole)
    # the digests of its sources, which say which pages to render again, as well
    version = content_hash(catalog, catalog.parent / "cache")
    sidecar = catalog.parent / f"cache/tables/ja-{version}.sources"
    assert cache.read(sidecar, dict[str, str]) == source_digests(whole)
    # and so is the table the cache now keeps, with its lines
    table_module._load_table.cache_clear()
    kept = load_table(catalog, "ja", "messages.po", catalog.parent / "cache")
    assert as_whole(kept) == as_whole(patched)


def test_edits_one_after_another_keep_every_line(
    catalog: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    read = whole_readings(monkeypatch)
    for edit in ("lines added", "an entry removed", "one msgstr in the middle", "lines added"):
        catalog.write_text(EDITS[edit](catalog.read_text(encoding="utf-8")), encoding="utf-8")
        patched = load_table(catalog, "ja", "messages.po", catalog.parent / "cache")
        assert read == []
        assert as_whole(patched) == as_whole(read_translations(catalog, "ja", "messages.po"))
        read.clear()


def header_changed(text: str) -> str:
    return text.replace("Language-Team: ", "Language-Team: Team ", 1)


def obsolete_added(text: str) -> str:
    return text + '\n#~ msgctxt "gone:key"\n#~ msgid "Gone"\n#~ msgstr "消えた"\n'


def moved_to_another_source(text: str) -> str:
    """An entry of a source that also lies in an unchanged part, added in another's."""
    first, middle = keys(text)[0], keys(text)[len(keys(text)) // 2]
    at = text.index(f'msgctxt "{middle}"')
    moved = f'msgctxt "{first.split(":", 1)[0]}:moved"\nmsgid "Moved"\nmsgstr "移動"\n\n'
    return text[:at] + moved + text[at:]


@pytest.mark.parametrize(
    "edit", [header_changed, obsolete_added, moved_to_another_source], ids=lambda e: e.__name__
)
def test_what_a_part_cannot_tell_reads_the_whole_catalog(
    edit: Callable[[str], str], catalog: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    catalog.write_text(edit(catalog.read_text(encoding="utf-8")), encoding="utf-8")
    read = whole_readings(monkeypatch)
    table = load_table(catalog, "ja", "messages.po", catalog.parent / "cache")
    assert read == [catalog]
    assert as_whole(table) == as_whole(read_translations(catalog, "ja", "messages.po"))


def duplicated_in_the_middle(text: str) -> str:
    """A key of the first source, defined again in the middle: msgfmt refuses both."""
    first = keys(text)[0]
    start = text.index(f'msgctxt "{first}"')
    entry = text[start : text.index("\n\n", start) + 2]
    at = text.index(f'msgctxt "{keys(text)[len(keys(text)) // 2]}"')
    return text[:at] + entry + text[at:]


def broken_in_the_middle(text: str) -> str:
    at = text.index(f'msgctxt "{keys(text)[len(keys(text)) // 2]}"')
    return text[:at] + 'msgid "no msgstr"\n\n' + text[at:]


@pytest.mark.parametrize(
    "edit", [duplicated_in_the_middle, broken_in_the_middle], ids=lambda e: e.__name__
)
def test_an_edit_that_breaks_the_catalog_is_reported_at_the_whole_files_line(
    edit: Callable[[str], str], catalog: Path
) -> None:
    catalog.write_text(edit(catalog.read_text(encoding="utf-8")), encoding="utf-8")
    with pytest.raises(ProblemsFound) as whole:
        read_translations(catalog, "ja", "messages.po")
    with pytest.raises(ProblemsFound) as patched:
        load_table(catalog, "ja", "messages.po", catalog.parent / "cache")
    assert patched.value.problems == whole.value.problems


def test_a_damaged_slice_copied_from_the_previous_version_reads_the_whole_catalog(
    catalog: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The slices kept are copied as the previous table's file has them, undecoded: one
    damaged there is found when it is read, and the catalog is read whole then."""
    (previous,) = (catalog.parent / "cache/tables").glob("ja-*.table")
    old = table_module.read_table(previous)
    assert old is not None
    first = old.sources()[0]
    offset, length = old.spans[first]
    data = bytearray(previous.read_bytes())
    data[offset : offset + length] = b"\xc1" * length  # never valid MessagePack
    previous.write_bytes(bytes(data))
    edit = EDITS["lines added"]
    catalog.write_text(edit(catalog.read_text(encoding="utf-8")), encoding="utf-8")
    whole = read_translations(catalog, "ja", "messages.po")
    read = whole_readings(monkeypatch)
    patched = load_table(catalog, "ja", "messages.po", catalog.parent / "cache")
    assert read == []  # the part alone, until the damaged slice is asked for
    assert as_whole(patched) == as_whole(whole)
    assert read == [catalog]


def test_an_edit_within_a_refresh_is_read_and_hashed_once(
    catalog: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every caller of ``content_hash`` within ``hashes_held`` has the hash of a catalog
    just saved from one reading of it, whose bytes the table is then made from."""
    catalog.write_text(EDITS["lines added"](catalog.read_text(encoding="utf-8")), encoding="utf-8")
    hashed: list[int] = []
    real = contenthash._blake2b

    def spy(data: bytes) -> str:
        hashed.append(len(data))
        return real(data)

    monkeypatch.setattr(contenthash, "_blake2b", spy)
    root = catalog.parent / "cache"
    with contenthash.hashes_held():
        version = content_hash(catalog, root)
        assert content_hash(catalog, root) == version  # just saved: not on record yet
        patched = load_table(catalog, "ja", "messages.po", root)
    assert hashed == [catalog.stat().st_size]
    assert as_whole(patched) == as_whole(read_translations(catalog, "ja", "messages.po"))
    # After the block, a catalog not yet on record is hashed again.
    assert content_hash(catalog, root) == version
    assert len(hashed) == 2


def walked_variants(table: TranslationTable) -> dict[object, object]:
    """Each English translated more than one way, by a walk of every entry of a whole
    reading (as ``check`` found them before the walk was kept between edits)."""
    variants: dict[object, dict[tuple[str, ...], list[tuple[str, int | None]]]] = {}
    for source in table.sources():
        for key, entry in table.slice(source).items():
            if entry.fuzzy or any(not string.strip() for string in entry.strings):
                continue
            forms = variants.setdefault(entry.msgid, {})
            forms.setdefault(entry.strings, []).append((key, entry.line))
    return {msgid: forms for msgid, forms in variants.items() if len(forms) > 1}


def shared_key(catalog: Path) -> str:
    """The key of a translated entry in a middle source whose English another translated
    entry has too."""
    table = read_translations(catalog, "ja", "messages.po")
    entries = [(key, e) for s in table.sources() for key, e in table.slice(s).items()]
    counted = [(key, e.msgid) for key, e in entries if not e.fuzzy and all(e.strings)]
    msgids = [msgid for _, msgid in counted]
    shared = [key for key, msgid in counted if msgids.count(msgid) > 1]
    return shared[len(shared) // 2]


def another_translation(key: str) -> Callable[[str], str]:
    def edit(text: str) -> str:
        at = text.index(f'msgctxt "{key}"')
        at = text.index('msgstr "', at) + len('msgstr "')
        return text[:at] + "別訳" + text[at:]

    return edit


@pytest.mark.parametrize("edit", EDITS, ids=list(EDITS))
def test_the_variants_of_a_patched_table_are_those_of_a_whole_reading(
    edit: str, catalog: Path
) -> None:
    """A second translation of an English appears, the edit is made, and the translation
    is made the same again: after each, the variants worked out from the previous
    version's are those a walk of the whole catalog finds, at their lines."""
    root = catalog.parent / "cache"
    key = shared_key(catalog)
    translation_variants(load_table(catalog, "ja", "messages.po", root))
    found = []
    for step in (another_translation(key), EDITS[edit], lambda t: t.replace("別訳", "", 1)):
        catalog.write_text(step(catalog.read_text(encoding="utf-8")), encoding="utf-8")
        patched = load_table(catalog, "ja", "messages.po", root)
        assert patched.patched is not None  # made from the previous version's table
        variants = translation_variants(patched)
        assert variants == walked_variants(read_translations(catalog, "ja", "messages.po"))
        found.append(len(variants))
    assert found[0] == 1  # the first edit made a variant
