"""Hostile translations: each shipped translation rewritten the ways a careless or hostile
translator could, to prove that ``check`` refuses every one at its catalog entry.

A *mutation* rewrites one translation (numbers, URLs, product names, Markdown, format
fields, invisible text, control characters) and names the problem codes that may refuse
it. A *kind* of string is where a translation lands on a page (a table cell, an FAQ
answer, a heading, a link text, a UI string with placeholders). :func:`plan` gives every
applicable (kind, mutation) pair an entry of the shipped catalogs of its own, in batches
that use no entry twice, so one ``check`` per batch reports each mutation at its own line.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import yaml

from comparekit.catalogs.negations import NEGATION_MARKS, english_negation

REPO = Path(__file__).resolve().parent.parent
LOCALES = {"ja": "ja", "zh-Hant": "zh_Hant", "ko": "ko"}  # tag → catalog folder


def catalog_path(tag: str) -> str:
    """The catalog of ``tag``, as ``check`` names it."""
    return f"locales/{LOCALES[tag]}/LC_MESSAGES/messages.po"


@dataclass(frozen=True)
class Target:
    """One shipped translation: where it is and what it says."""

    tag: str
    key: str
    english: str
    translation: str


@dataclass(frozen=True)
class Mutation:
    name: str
    rewrite: Callable[[Target], str]
    codes: frozenset[str]  # any of these refuses it
    applies: Callable[[Target], bool] = lambda target: True
    # The reader refuses the whole catalog at the string's line (a NUL, which a PO file can
    # only spell as an escape): checked in a batch of its own, at the msgstr line.
    alone: bool = False


def _names() -> tuple[dict[str, tuple[str, ...]], dict[str, tuple[str, ...]]]:
    """Every product's names by id, and the names each source file's pages compare."""
    articles = REPO / "articles"
    products = {}
    for file in sorted((articles / "products").glob("*.yaml")):
        data = yaml.safe_load(file.read_text(encoding="utf-8"))
        products[file.stem] = tuple(n for n in (data["name"], data.get("short_name")) if n)
    compared = {f"products/{key}": names for key, names in products.items()}
    for file in sorted((articles / "comparisons").glob("*.yaml")):
        data = yaml.safe_load(file.read_text(encoding="utf-8"))
        pair = products[data["subject"]] + products[data["counterpart"]]
        compared[f"comparisons/{file.stem}"] = pair
    return products, compared


PRODUCTS, COMPARED = _names()
ALL_NAMES = sorted({name for names in PRODUCTS.values() for name in names}, key=len, reverse=True)


def _named(text: str) -> list[str]:
    return [name for name in ALL_NAMES if name in text]


def _stranger(target: Target) -> str:
    """A product the target's page does not compare and its English does not name."""
    near = [*_named(target.english), *COMPARED.get(target.key.split(":", 1)[0], ())]
    return next(
        name for name in ALL_NAMES if not any(name in other or other in name for other in near)
    )


def _swap_name(target: Target) -> str:
    name = next(name for name in _named(target.english) if name in target.translation)
    return target.translation.replace(name, _stranger(target))


PLACEHOLDER = re.compile(r"\{([A-Za-z_]\w*)\}")
NUMBER = re.compile(r"\d+")


def _field(change: Callable[[str], str]) -> Callable[[Target], str]:
    """Rewrite the translation's first placeholder, or add a changed one."""

    def rewrite(target: Target) -> str:
        match = PLACEHOLDER.search(target.translation)
        if match is None:
            return f"{target.translation} {{{change('product')}}}"
        return PLACEHOLDER.sub("{" + change(match.group(1)) + "}", target.translation, count=1)

    return rewrite


def _append(suffix: str) -> Callable[[Target], str]:
    return lambda target: target.translation + suffix


def _prepend(prefix: str) -> Callable[[Target], str]:
    return lambda target: prefix + target.translation


def _only(text: str) -> Callable[[Target], str]:
    return lambda target: text


def _bump_number(target: Target) -> str:
    return NUMBER.sub(lambda m: str(int(m.group()) + 1), target.translation, count=1)


# A number standing alone (not in a name or a date): where a sign or a unit can be glued.
ALONE = re.compile(r"(?<![\w.,-])(\d+(?:[.,]\d+)*)(?![\w.,%])")


def _glue_to_number(before: str, after: str) -> Callable[[Target], str]:
    return lambda target: ALONE.sub(rf"{before}\1{after}", target.translation, count=1)


def _number_alone(target: Target) -> bool:
    return ALONE.search(target.translation) is not None


def _glue_name(target: Target) -> str:
    name = next(name for name in _named(target.english) if name in target.translation)
    return target.translation.replace(name, f"{name}-fork", 1)


def _has(pattern: str) -> Callable[[Target], bool]:
    return lambda target: (
        re.search(pattern, target.english) is not None
        and (re.search(pattern, target.translation) is not None)
    )


def _mutation(
    name: str,
    rewrite: Callable[[Target], str],
    *codes: str,
    applies: Callable[[Target], bool] = lambda target: True,
    alone: bool = False,
) -> Mutation:
    return Mutation(name, rewrite, frozenset(codes), applies, alone)


MUTATIONS = (
    # numbers
    _mutation("number added", _append(" 4817"), "number"),
    _mutation("number changed", _bump_number, "number", applies=_has(r"\d")),
    _mutation("full-width number added", _append(" ４８"), "full-width-digit"),
    _mutation("arabic-indic number added", _append(" ٤٨"), "number"),
    _mutation("circled number added", _append(" ③"), "number"),
    _mutation("sign added", _glue_to_number("-", ""), "number", applies=_number_alone),
    _mutation("unit glued", _glue_to_number("", "GB"), "number", applies=_number_alone),
    _mutation("exponent glued", _glue_to_number("", "e6"), "number", applies=_number_alone),
    _mutation("magnitude glued", _glue_to_number("", "k"), "number", applies=_number_alone),
    # URLs
    _mutation("url added", _append(" https://evil.example/x"), "url"),
    _mutation("www address added", _append(" www.evil.example"), "url"),
    _mutation("e-mail address added", _append(" help@evil.example"), "url"),
    _mutation(
        "url changed",
        lambda t: t.translation.replace("https://", "https://evil.example/", 1),
        "url",
        "markup",
        applies=_has("https://"),
    ),
    # product names
    _mutation("product added", lambda t: f"{t.translation} {_stranger(t)}", "protected-term"),
    _mutation(
        "product swapped",
        _swap_name,
        "protected-term",
        applies=lambda t: any(n in t.translation for n in _named(t.english)),
    ),
    _mutation(
        "product name glued",
        _glue_name,
        "protected-term",
        applies=lambda t: any(n in t.translation for n in _named(t.english)),
    ),
    # Markdown and HTML
    _mutation("emphasis added", _append(" *!*"), "markup"),
    _mutation("strong added", lambda t: f"__{t.translation}__", "markup"),
    _mutation("unpaired underscore", _prepend("_"), "markup"),
    _mutation("unpaired star", _append("*"), "markup"),
    _mutation("strikethrough added", lambda t: f"~~{t.translation}~~", "markup"),
    _mutation("link added", _append(" [→](evil.md)"), "markup"),
    _mutation("image added", _append(" ![](x.png)"), "markup"),
    _mutation("link text breaks out", _append("](evil.md) [x"), "markup"),
    _mutation("link definition", lambda t: f'[x]: /evil "{t.translation}"', "markup"),
    _mutation("footnote added", _append("[^x]"), "markup"),
    _mutation("code span added", _append(" `rm -rf`"), "markup"),
    _mutation(
        "code span removed",
        lambda t: t.translation.replace("`", ""),
        "markup",
        applies=_has("`"),
    ),
    _mutation("backslash added", _append("\\"), "markup"),
    _mutation("pipe added", _append(" | x"), "markup", "table-pipe"),
    _mutation("raw html added", _append(" <b>x</b>"), "raw-html"),
    _mutation("script added", _append("<script>alert(origin)</script>"), "raw-html"),
    _mutation("html comment added", _append(" <!--"), "raw-html"),
    _mutation("character reference added", _append(" &#x202E;"), "raw-html"),
    _mutation("space at the end", _append(" "), "markup"),
    _mutation("space at the start", _prepend("\u3000"), "markup"),
    _mutation("heading started", _prepend("# "), "markup"),
    _mutation("list started", _prepend("- "), "markup"),
    _mutation("quote started", _prepend("> "), "markup"),
    _mutation("code block started", _prepend("    "), "markup"),
    _mutation("fence started", _prepend("```"), "markup"),
    _mutation("docusaurus admonition", _prepend(":::note "), "markup"),
    _mutation("admonition closed", _append("\n:::"), "markup", "line-break"),
    _mutation("mkdocs admonition", _prepend("!!! note "), "markup"),
    # format fields and template syntax
    _mutation("placeholder attribute", _field(lambda name: f"{name}.upper"), "placeholder"),
    _mutation("placeholder index", _field(lambda name: f"{name}[0]"), "placeholder"),
    _mutation("placeholder conversion", _field(lambda name: f"{name}!r"), "placeholder"),
    _mutation("placeholder format spec", _field(lambda name: f"{name}:x>30000000"), "placeholder"),
    _mutation(
        "placeholder dropped",
        lambda t: PLACEHOLDER.sub("", t.translation),
        "placeholder",
        applies=_has(r"\{\w+\}"),
    ),
    _mutation("jinja expression", _append(" {{ config }}"), "placeholder"),
    _mutation("jinja statement", _append(" {% include 'x' %}"), "placeholder"),
    _mutation("mdx expression", _append(" {alert(document.domain)}"), "placeholder"),
    # text a reader cannot see
    _mutation("only a space", _only(" "), "untranslated"),
    _mutation("only a zero-width space", _only("\u200b"), "untranslated"),
    _mutation("only a no-break space", _only("\u00a0"), "untranslated"),
    _mutation("only a hangul filler", _only("\u3164"), "untranslated"),
    _mutation("bidi override", _prepend("\u202e"), "invisible"),
    _mutation("right-to-left mark", _append("\u200f"), "invisible"),
    # control characters and line breaks
    _mutation("nul", _append("\0"), "control-character", "po-nul", alone=True),
    _mutation("escape", _append("\x1bc"), "control-character"),
    _mutation("delete", _append("\x7f"), "control-character"),
    _mutation("line separator", _append("\u2028# x"), "control-character"),
    _mutation("line break", _append("\n# x"), "line-break"),
    # a negation left out (独自の V4.1 エンジンがない as …がある: every mark of it taken out)
    _mutation(
        "negation dropped",
        lambda t: NEGATION_MARKS.sub("", t.translation),
        "negation",
        applies=lambda t: (
            bool(english_negation(t.english)) and NEGATION_MARKS.search(t.translation) is not None
        ),
    ),
)

# A word of the English turned into its opposite (online traffic as オフライン, 오프라인, 離線).
_ONLINE = re.compile(r"オンライン|온라인|線上|在線")


def _online_applies(target: Target) -> bool:
    english = target.english
    return (
        re.search(r"(?i)\bonline\b", english) is not None
        and re.search(r"(?i)\boffline\b", english) is None
        and _ONLINE.search(target.translation) is not None
    )


OPPOSITE_WORD = _mutation(
    "online as offline",
    lambda t: _ONLINE.sub(
        lambda m: {"オンライン": "オフライン", "온라인": "오프라인"}.get(m.group(), "離線"),
        t.translation,
    ),
    "opposite",
    applies=_online_applies,
)
MUTATIONS = (*MUTATIONS, OPPOSITE_WORD)

# Where a translation lands, by its msgctxt.
KINDS: dict[str, Callable[[str, str], bool]] = {
    "table cell": lambda key, english: key.startswith("products/") and ":facts." in key,
    "faq answer": lambda key, english: ":faq." in key and key.endswith(".answer"),
    "heading": lambda key, english: ":analysis." in key and key.endswith(".title"),
    "bold lead": lambda key, english: ":wins." in key and key.endswith(".lead"),
    "link text": lambda key, english: ":sources." in key and key.endswith(".title"),
    "ui placeholders": lambda key, english: key.startswith("ui:") and "{" in english,
}


# --- the shipped catalogs, entry by entry ------------------------------------------------


@dataclass(frozen=True)
class Place:
    """Where one entry stands in a catalog's lines (0-based)."""

    msgid: int
    msgstr: int
    end: int  # the line after its msgstr


def _unquote(line: str) -> str:
    body = line[line.index('"') + 1 : line.rindex('"')]
    return re.sub(r"\\(.)", lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), body)


def places(lines: list[str]) -> Iterator[tuple[str, str, str, Place]]:
    """(msgctxt, msgid, msgstr, place) of each singular entry of a catalog's lines."""
    index = 0
    while index < len(lines):
        if not lines[index].startswith("msgctxt "):
            index += 1
            continue
        key = _unquote(lines[index])
        index += 1
        while lines[index].startswith('"'):
            key += _unquote(lines[index])
            index += 1
        msgid_line, english = index, _unquote(lines[index])
        index += 1
        while lines[index].startswith('"'):
            english += _unquote(lines[index])
            index += 1
        if not lines[index].startswith("msgstr "):
            continue  # a plural entry
        msgstr_line, translation = index, _unquote(lines[index])
        index += 1
        while index < len(lines) and lines[index].startswith('"'):
            translation += _unquote(lines[index])
            index += 1
        yield key, english, translation, Place(msgid_line, msgstr_line, index)


def shipped_targets(kind: str) -> list[Target]:
    """Every shipped translation of this kind, locale by locale in turn."""
    by_locale = []
    for tag in LOCALES:
        text = (REPO / catalog_path(tag)).read_text(encoding="utf-8")
        by_locale.append(
            [
                Target(tag, key, english, translation)
                for key, english, translation, _ in places(text.split("\n"))
                if translation and KINDS[kind](key, english)
            ]
        )
    # Interleaved, so that a batch spreads over every locale.
    return [t for row in zip(*by_locale, strict=False) for t in row]


# --- the plan: each case an entry of its own --------------------------------------------


@dataclass(frozen=True)
class Case:
    kind: str
    mutation: Mutation
    target: Target
    batch: int

    @property
    def id(self) -> str:
        return f"{self.kind}: {self.mutation.name}"


def plan() -> list[Case]:
    """Every applicable (kind, mutation), each on an entry no other case of its batch uses."""
    cases = []
    for kind in KINDS:
        targets = shipped_targets(kind)
        used: dict[int, set[tuple[str, str]]] = {}
        for mutation in MUTATIONS:
            fits = [t for t in targets if mutation.applies(t)]
            if not fits:
                continue
            batch = 1000 + len(cases) if mutation.alone else 0
            while all((t.tag, t.key) in used.get(batch, set()) for t in fits):
                batch += 1
            target = next(t for t in fits if (t.tag, t.key) not in used.get(batch, set()))
            used.setdefault(batch, set()).add((target.tag, target.key))
            cases.append(Case(kind, mutation, target, batch))
    return cases


def po_string(text: str) -> str:
    """``text`` as a PO string literal: control characters as octal escapes."""
    escaped = []
    for char in text:
        if char in '\\"':
            escaped.append("\\" + char)
        elif char == "\n":
            escaped.append("\\n")
        elif ord(char) < 0x20 or ord(char) == 0x7F:
            escaped.append(f"\\{ord(char):03o}")
        else:
            escaped.append(char)
    return '"' + "".join(escaped) + '"'


def write_batch(root: Path, cases: list[Case]) -> dict[str, int]:
    """Write a copy of the shipped project to ``root`` with each case's translation
    rewritten; returns each case's expected line (its entry's msgid, 1-based) by id."""
    for name in ("articles", "locales", "templates"):
        shutil.copytree(REPO / name, root / name)
    shutil.copy(REPO / "pyproject.toml", root / "pyproject.toml")
    lines_of: dict[str, int] = {}
    for tag in LOCALES:
        mine = {c.target.key: c for c in cases if c.target.tag == tag}
        if not mine:
            continue
        path = root / catalog_path(tag)
        lines = path.read_text(encoding="utf-8").split("\n")
        found = [(key, place) for key, _, _, place in places(lines) if key in mine]
        for key, place in reversed(found):  # from the end: earlier lines stay where they are
            new = mine[key].mutation.rewrite(mine[key].target)
            lines[place.msgstr : place.end] = [f"msgstr {po_string(new)}"]
        path.write_text("\n".join(lines), encoding="utf-8")
        for key, _, _, place in places(lines):
            if key in mine:
                case = mine[key]
                lines_of[case.id] = (place.msgstr if case.mutation.alone else place.msgid) + 1
    return lines_of


def retranslate(root: Path, key: str, change: Callable[[str], str]) -> int:
    """Rewrite the ja translation of ``key`` in the project at ``root``; returns the line of
    its msgid (1-based)."""
    path = root / "locales/ja/LC_MESSAGES/messages.po"
    lines = path.read_text(encoding="utf-8").split("\n")
    for found, _, translation, place in places(lines):
        if found == key:
            lines[place.msgstr : place.end] = [f"msgstr {po_string(change(translation))}"]
            path.write_text("\n".join(lines), encoding="utf-8")
            return place.msgid + 1
    raise AssertionError(f"no entry {key}")


def replacing(old: str, new: str) -> Callable[[str], str]:
    def change(translation: str) -> str:
        assert old in translation
        return translation.replace(old, new, 1)

    return change
