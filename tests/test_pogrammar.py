"""Every error the PO reader reports comes with a hint that fits that error.

Each message the grammar (pogrammar) and the decoder (poread) can produce has a case here,
with its code and its exact hint; a test reads their source and fails on a message that
has none, so a new error cannot arrive with a borrowed hint.
"""

from __future__ import annotations

import ast
import shutil
import subprocess
from pathlib import Path

import pytest

from comparekit.catalogs.po import grammar as pogrammar
from comparekit.catalogs.po import read as poread
from comparekit.catalogs.po.read import check_language, plural_rule, read_po
from comparekit.errors import Problem, ProblemsFound

HEADER = 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
PLURAL_HEADER = (
    'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
    '"Plural-Forms: nplurals=two; plural=n>1;\\n"\n\n'
)
QUOTING = (
    'each line is a keyword and a "quoted string", or a "quoted string" continuing the one above'
)
CONVERT = (
    "save the catalog in the charset its header names; to make it UTF-8: "
    "`msgconv --to-code=UTF-8 FILE -o FILE`"
)

PREVIOUS_ORDER = (
    "#| lines hold the old text in order, each keyword once: #| msgctxt (if the entry had one), "
    "#| msgid, then #| msgid_plural (if it was plural)"
)

# The message's start → (the file, the code, the exact hint, the line msgfmt names).
EVERY_ERROR: dict[str, tuple[str | bytes, str, str, int]] = {
    "a string with no keyword before it": (
        HEADER + 'msgid "a"\nmsgstr "b"\n# a note\n"x"\n',
        "po-syntax",
        QUOTING,
        8,
    ),
    "a quoted string was expected": (HEADER + 'msgid a\nmsgstr "b"\n', "po-syntax", QUOTING, 5),
    "end-of-line within string": (
        HEADER + 'msgid "a\nmsgstr "x"\n',
        "po-syntax",
        'close the string on its line; continue a long text on the next line in "…"',
        6,
    ),
    "invalid control sequence": (
        HEADER + 'msgid "a\\q"\nmsgstr "x"\n',
        "po-syntax",
        'escapes are \\n \\t \\" \\\\ and the like; write a backslash as \\\\',
        5,
    ),
    'keyword "foo" unknown': (
        HEADER + 'msgid "a"\nmsgstr "x"\nfoo bar\n',
        "po-syntax",
        "PO keywords are msgctxt, msgid, msgid_plural, msgstr and msgstr[N]",
        7,
    ),
    "a domain line (domain 'other')": (
        HEADER + 'domain "other"\nmsgid "a"\nmsgstr "x"\n',
        "po-domain",
        "remove the line: a comparekit catalog holds one domain, its own",
        5,
    ),
    "cannot read this #| line": (
        HEADER + '#| bogus "o"\nmsgid "a"\nmsgstr "x"\n',
        "po-syntax",
        '#| lines hold the old text: #| msgid "…", continued on #| lines in "…"',
        5,
    ),
    "syntax error: a comment between #| lines and the msgid": (
        HEADER + '#| msgid "o"\n#, fuzzy\nmsgid "a"\nmsgstr "x"\n',
        "po-syntax",
        "#| lines go right before the msgctxt or msgid they describe",
        7,
    ),
    "syntax error: a #| msgctxt with no #| msgid": (
        HEADER + '#| msgctxt "o"\nmsgid "a"\nmsgstr "x"\n',
        "po-syntax",
        PREVIOUS_ORDER,
        6,
    ),
    "syntax error: a second #| msgid": (
        HEADER + '#| msgid "o"\n#| msgid "p"\nmsgid "a"\nmsgstr "x"\n',
        "po-syntax",
        PREVIOUS_ORDER,
        6,
    ),
    "syntax error: a domain line between #| lines and their msgid": (
        HEADER + '#| msgid "o"\ndomain "d"\nmsgid "a"\nmsgstr "x"\n',
        "po-syntax",
        "#| lines go right before the msgctxt or msgid they describe",
        6,
    ),
    "syntax error: a domain line takes one string": (
        HEADER + 'domain "d" "e"\nmsgid "a"\nmsgstr "x"\n',
        "po-syntax",
        QUOTING,
        5,
    ),
    "syntax error: #| lines with no entry after them": (
        HEADER + 'msgid "a"\nmsgstr "x"\n\n#| msgid "o"\n',
        "po-syntax",
        "#| lines go right before the msgctxt or msgid they describe",
        9,
    ),
    "msgid_plural must follow a msgid": (
        HEADER + 'msgid "a"\nmsgstr "x"\nmsgid_plural "as"\n',
        "po-syntax",
        "write msgid_plural right after the msgid it is the plural of",
        7,
    ),
    "syntax error: a msgstr with no msgid before it": (
        HEADER + 'msgid "a"\nmsgstr "x"\n\nmsgctxt "k"\nmsgstr "y"\n',
        "po-syntax",
        "every entry needs a msgid line before its msgstr",
        9,
    ),
    "syntax error: a plural entry needs msgstr[N]": (
        HEADER + 'msgid "a"\nmsgid_plural "as"\nmsgstr "x"\n',
        "po-syntax",
        "give a plural entry msgstr[0], msgstr[1], …: one per plural form",
        7,
    ),
    "missing 'msgid_plural' section": (
        HEADER + 'msgid "a"\nmsgstr[0] "x"\n',
        "po-syntax",
        'a singular entry has one msgstr "…", not msgstr[N]',
        5,
    ),
    "plural form has wrong index": (
        HEADER + 'msgid "a"\nmsgid_plural "as"\nmsgstr[0] "x"\nmsgstr[2] "y"\n',
        "po-syntax",
        "number the plural forms msgstr[0], msgstr[1], … without gaps",
        8,
    ),
    "syntax error: a second msgstr": (
        HEADER + 'msgid "a"\nmsgstr "x"\nmsgstr "y"\n',
        "po-syntax",
        'an entry has one msgstr: continue a long translation on the next line in "…"',
        7,
    ),
    "syntax error: a msgctxt with no msgid after it": (
        HEADER + 'msgctxt "a"\nmsgctxt "b"\nmsgid "a"\nmsgstr "x"\n',
        "po-syntax",
        "follow the msgctxt with its entry's msgid and msgstr, or delete it",
        6,
    ),
    "missing 'msgstr' section": (
        HEADER + 'msgid "a"\n\nmsgid "b"\nmsgstr "y"\n',
        "po-syntax",
        'give the entry a msgstr line (msgstr "" if it is not translated yet)',
        5,
    ),
    "duplicate message definition": (
        HEADER + 'msgid "a"\nmsgstr "x"\n\nmsgid "a"\nmsgstr "y"\n',
        "po-duplicate",
        "keep one of the two entries (msgfmt refuses both): merge their translations",
        8,
    ),
    "'msgid' and 'msgstr' entries do not both begin with '\\n'": (
        HEADER + 'msgid "a"\nmsgstr "\\nx"\n',
        "po-newline",
        "begin the translation with a line break (\\n) where the English has one, and only there",
        6,
    ),
    "'msgid' and 'msgstr' entries do not both end with '\\n'": (
        HEADER + 'msgid "a\\n"\nmsgstr "x"\n',
        "po-newline",
        "end the translation with a line break (\\n) where the English has one, and only there",
        6,
    ),
    "'msgid' and 'msgid_plural' entries do not both end with '\\n'": (
        HEADER + 'msgid "a\\n"\nmsgid_plural "as"\nmsgstr[0] "x\\n"\nmsgstr[1] "y"\n',
        "po-newline",
        "end the English plural with a line break where its singular has one: in the source, "
        "then run update",
        7,
    ),
    "inconsistent use of #~": (
        HEADER + '#~ msgid "a"\nmsgstr "x"\n',
        "po-syntax",
        "mark every line of an obsolete entry with #~, and no line of a current one",
        6,
    ),
    "a backslash at the end of a comment": (
        HEADER + '# C:\\\nmsgid "a"\nmsgstr "x"\n',
        "po-line-end",
        "end the comment with another character: a backslash at the end of a line joins the "
        "next line to it",
        5,
    ),
    "syntax error: msgid takes no [N]": (
        HEADER + 'msgid[0] "a"\nmsgstr "x"\n',
        "po-syntax",
        QUOTING,
        5,
    ),
    "unknown charset 'klingon'": (
        HEADER.replace("UTF-8", "klingon") + 'msgid "a"\nmsgstr "x"\n',
        "po-charset",
        CONVERT,
        3,
    ),
    "byte 0xe9 is not ascii, as the header says": (
        (HEADER.replace("UTF-8", "ascii") + 'msgid "a"\nmsgstr "caf\xe9"\n').encode("latin-1"),
        "po-charset",
        CONVERT,
        6,
    ),
    "the header says charset=iso-8859-1, but the file is UTF-8": (
        HEADER.replace("UTF-8", "ISO-8859-1") + 'msgid "a"\nmsgstr "café"\n',
        "po-charset",
        "the file is saved in UTF-8: correct its header to "
        "`Content-Type: text/plain; charset=UTF-8`",
        3,
    ),
    "byte 0xe9 is not UTF-8, and the header declares no charset": (
        'msgid ""\nmsgstr ""\n\nmsgid "a"\nmsgstr "caf\xe9"\n'.encode("latin-1"),
        "po-charset",
        "declare the file's charset in its header (Content-Type: text/plain; "
        "charset=ISO-8859-1), or convert it: `iconv -f ISO-8859-1 -t UTF-8 FILE`",
        5,
    ),
    "the header's Plural-Forms cannot be read": (
        PLURAL_HEADER + 'msgid "a"\nmsgid_plural "as"\nmsgstr[0] "x"\nmsgstr[1] "y"\n',
        "po-header",
        # The catalog's locale's own rule (ja), not another language's (attack 17/18).
        "write the locale's rule: `nplurals=1; plural=0;`",
        2,  # the header's msgstr, as msgfmt names it
    ),
    "syntax error: msgid on line 5 has no string": (
        HEADER + 'msgid\nmsgstr "x"\n',
        "po-syntax",
        QUOTING,
        6,
    ),
    "a NUL character (\\0) in a string": (
        HEADER + 'msgid "a"\nmsgstr "x\\0"\n',
        "po-nul",
        "delete the \\0: gettext ends the string there and drops the rest of it",
        6,
    ),
    "the bytes its escapes spell are not utf-8 text": (
        HEADER + 'msgid "a"\nmsgstr "\\xe7"\n',
        "po-charset",
        "spell a character as itself, or escape every one of its bytes in the catalog's "
        "charset (\\xe7\\xa8\\xae is 種 in UTF-8)",
        6,
    ),
    "a carriage return inside a comment": (
        HEADER + '# note\rmsgid "a"\rmsgstr "x"\n',
        "po-line-end",
        "save the file with LF (or CRLF) line ends: gettext ends no line at a carriage "
        "return alone, so a comment runs on over what follows it",
        5,
    ),
    "charset 'utf-16' is not one a PO file can be in": (
        HEADER.replace("UTF-8", "UTF-16") + 'msgid "a"\nmsgstr "x"\n',
        "po-charset",
        "a PO file is in an ASCII-based charset (UTF-8, ISO-8859-1, EUC-JP, …): name the "
        "one the file is saved in",
        3,
    ),
    "nplurals = 1000000 is more plural forms than a language has": (
        PLURAL_HEADER.replace("two", "1000000") + 'msgid "a"\nmsgstr "x"\n',
        "po-header",
        "no language has more than six; comparekit reads at most 100: write your language's rule",
        2,
    ),
    "the header's Language is ko, but this is the catalog of ja": (
        HEADER.replace('UTF-8\\n"\n', 'UTF-8\\n"\n"Language: ko\\n"\n') + 'msgid "a"\nmsgstr "x"\n',
        "po-header",
        "if the file is ja's, write `Language: ja` in its header; if it is another "
        "language's, put it back in that language's folder",
        2,
    ),
    "the header has no Language, and ": (
        # 20 Hangul letters or more: a few could be names
        HEADER + 'msgid "a"\nmsgstr "한국어 문장입니다. 이 카탈로그는 한국어로 쓰였습니다"\n',
        "po-header",
        "if the file is ja's, write `Language: ja` in its header; if it is another "
        "language's, put it back in that language's folder",
        2,
    ),
    "plural expression can produce division by zero": (
        PLURAL_HEADER.replace("two; plural=n>1", "2; plural=n%0")
        + 'msgid "a"\nmsgid_plural "as"\nmsgstr[0] "x"\nmsgstr[1] "y"\n',
        "po-header",
        # The catalog's locale's own rule (ja), not another language's (attack 17/18).
        "write the locale's rule: `nplurals=1; plural=0;`",
        2,
    ),
}


def _problems(text: str | bytes) -> list[Problem]:
    data = text.encode("utf-8") if isinstance(text, str) else text
    with pytest.raises(ProblemsFound) as caught:
        po = read_po(data, "messages.po")
        check_language(po, "ja", "messages.po")
        plural_rule(po, "ja", "messages.po")
    return list(caught.value.problems)


MSGFMT = shutil.which("msgfmt")
REJECTED_BY_MSGFMT = ("po-syntax", "po-duplicate", "po-newline")  # the others it converts


@pytest.mark.parametrize("message", sorted(EVERY_ERROR))
def test_each_po_error_has_the_hint_that_fits_it(message: str, tmp_path: Path) -> None:
    text, code, hint, line = EVERY_ERROR[message]
    found = [p for p in _problems(text) if p.message.startswith(message)]
    assert [(p.code, p.hint, p.line) for p in found] == [(code, hint, line)]
    if MSGFMT and code in REJECTED_BY_MSGFMT:  # the line is msgfmt's own
        path = tmp_path / "x.po"
        path.write_bytes(text.encode("utf-8") if isinstance(text, str) else text)
        done = subprocess.run(
            [MSGFMT, "--check-format", "-o", "/dev/null", str(path)],
            capture_output=True,
            text=True,
        )
        assert done.returncode != 0 and f"x.po:{line}:" in done.stderr


def _messages_in(module: object) -> set[str]:
    """The start of every message the module passes to ``error`` or ``problem_at``: the
    literal text before the first placeholder of an f-string."""
    tree = ast.parse(Path(str(getattr(module, "__file__", ""))).read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = getattr(node.func, "attr", getattr(node.func, "id", ""))
        position = {"error": 2, "problem_at": 3}.get(name)
        if position is None or len(node.args) <= position:
            continue
        argument = node.args[position]
        if isinstance(argument, ast.JoinedStr):
            argument = argument.values[0]
        if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
            found.add(argument.value)
    return found


# No file's text gives it: a file saved while it is read (test_poread covers it).
RACES = {"the file changed while it was read"}


def test_every_error_of_the_reader_has_a_case_above() -> None:
    messages = (_messages_in(pogrammar) | _messages_in(poread)) - RACES
    assert len(messages) >= 18
    uncovered = {
        m
        for m in messages
        if not any(m.startswith(case) or case.startswith(m) for case in EVERY_ERROR)
    }
    assert uncovered == set()


def test_every_hint_of_the_grammar_is_given_for_some_error() -> None:
    given = {hint for _, _, hint, _ in EVERY_ERROR.values()}
    assert set(pogrammar.HINTS.values()) <= given


@pytest.mark.parametrize(
    "flags",
    ["#, fuzzy md-text", "#, md-text fuzzy", "#,fuzzy\tmd-text", "#, md-text ,fuzzy"],
)
def test_flags_end_at_white_space_as_gettext_reads_them(flags: str, tmp_path: Path) -> None:
    """Attack 12b #87/#88: `#, fuzzy md-text` is two flags to gettext (msgattrib lists
    the entry as fuzzy); read as one flag `fuzzy md-text`, the entry was published."""
    text = (
        'msgid ""\nmsgstr "Content-Type: text/plain; charset=UTF-8\\n"\n\n'
        f'{flags}\nmsgctxt "k"\nmsgid "One"\nmsgstr "一つ"\n'
    )
    entry = next(e for e in read_po(text.encode(), "messages.po").entries if e.msgid)
    assert entry.fuzzy and sorted(entry.flags) == ["fuzzy", "md-text"]
    if shutil.which("msgattrib"):
        path = tmp_path / "messages.po"
        path.write_text(text, encoding="utf-8")
        fuzzy = subprocess.run(
            ["msgattrib", "--only-fuzzy", str(path)], capture_output=True, text=True, check=True
        )
        assert 'msgctxt "k"' in fuzzy.stdout
