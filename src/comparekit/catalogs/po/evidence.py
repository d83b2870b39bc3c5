"""Whose language a catalog is written in, when its header does not say: the scripts of
its translations (Hangul, kana, Han), and the language its ``Language-Team`` names.

A catalog copied from another language's folder with its ``Language`` line deleted would
otherwise be taken for this one's. Only strong evidence counts: a partly translated
catalog of a few Japanese terms (all Han) is Japanese, and a header written by Poedit or
msgmerge (``LANGUAGE <LL@li.org>``) names no language.
"""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING

from babel import Locale

if TYPE_CHECKING:
    from comparekit.catalogs.po.read import PoFile

CJK = ("ja", "ko", "zh")
SCRIPT_OF = {"ko": "Hangul", "ja": "kana", "zh": "Han characters without any kana"}
# Letters of a script before it says anything: a Korean product name in a Japanese
# catalog is a few; a catalog written in Hangul has hundreds.
FEW = 20
FEW_HAN = 50


def written_in(po: PoFile) -> str | None:
    """The language (ja, ko or zh) the translations of ``po`` are plainly written in, or
    None when the letters do not say."""
    hangul = kana = han = 0
    for entry in po.entries:
        if entry.is_header or entry.obsolete:
            continue
        for text in entry.strings:
            hangul += len(_HANGUL.findall(text))
            kana += len(_KANA.findall(text))
            han += len(_HAN.findall(text))
    if hangul >= FEW and hangul > kana + han:
        return "ko"
    if kana >= FEW:
        return "ja"
    if han >= FEW_HAN and kana == 0 and hangul == 0:
        return "zh"
    return None


def latin_letters(po: PoFile) -> int:
    return sum(
        len(_LATIN.findall(text))
        for entry in po.entries
        if not entry.is_header and not entry.obsolete
        for text in entry.strings
    )


_HANGUL = re.compile("[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]")
_KANA = re.compile("[\u3041-\u309f\u30a0-\u30ff\u31f0-\u31ff]")
_HAN = re.compile("[\u3400-\u4dbf\u4e00-\u9fff]")
_LATIN = re.compile("[A-Za-z\u00c0-\u024f]")


def team_language(team: str, own: str) -> str | None:
    """The language a ``Language-Team`` names, if it names one and not ``own``'s."""
    words = {word.lower() for word in re.findall(r"[A-Za-z]+", team)}
    named = [code for code, name in _language_names() if name in words]
    if not named or own in named or own in words:
        return None
    return named[0]


@functools.cache
def _language_names() -> list[tuple[str, str]]:
    """(language, its one-word English name): ``Korean``, ``Japanese``. Longer names only:
    a short one (``Ewe``) is too often a word of something else."""
    names = Locale.parse("en").languages
    return sorted(
        (code, name.lower())
        for code, name in names.items()
        if "_" not in code and len(name) >= 5 and name.isalpha()
    )


def other_language(po: PoFile, own: str) -> str | None:
    """Why a catalog without ``Language`` is another language's than ``own`` (a language
    code: ja), or None. Its letters decide where they say; its team where they do not."""
    script = written_in(po)
    if script == own:
        return None
    if script is not None and (own in CJK or latin_letters(po) < _cjk_letters(po)):
        return f"its translations are written in {SCRIPT_OF[script]} ({_name(script)})"
    team = team_language(po.header().get("Language-Team") or "", own)
    return None if team is None else _team_says(po, team)


def _team_says(po: PoFile, team: str) -> str:
    return f"its Language-Team is {po.header().get('Language-Team', '').strip()} ({_name(team)})"


def _cjk_letters(po: PoFile) -> int:
    return sum(
        len(_HANGUL.findall(text)) + len(_KANA.findall(text)) + len(_HAN.findall(text))
        for entry in po.entries
        if not entry.is_header and not entry.obsolete
        for text in entry.strings
    )


def _name(language: str) -> str:
    return str(Locale.parse("en").languages.get(language, language))
