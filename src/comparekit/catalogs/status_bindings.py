"""Which name a status belongs to: "vLLM (recommended) and SGLang (proof of concept)" as
vLLM（概念実証）と SGLang（推奨）, or "V4.1 PR still open; V4 merged" as "V4.1 PR은 이미
병합됨, V4는 아직 병합 전" keeps every status word and every name, and gives each name the
other's status (attack 25). ``status_words`` compares the whole texts' statuses, which the
swap leaves the same; this compares them name by name.

A status is bound to a name where it stands in brackets after it (vLLM (recommended); in
the translation also in a clause that names it alone, SGLang を推奨、vLLM は概念実証), and
to the sentence or clause it stands in, named by the kept names and numbers in it (V4.1
PR; #26548): a clause of the translation with the same names is its translation, and says the
same status (``status_words.changed_status``). A clause whose names are another clause's
too, or none, is not read: the translation may split or join clauses. A plan the
translation adds where the English states no future (``plan_added``, read by the number
rule after its other readings) is a status of the same kind: a thing to come.
"""

from __future__ import annotations

import re

from comparekit.catalogs.findings import Entry, Finding
from comparekit.catalogs.sentence_pairs import sentences
from comparekit.catalogs.status_words import (
    changed_status,
    check_status_words,
    english_status_words,
    translation_status_words,
)

# A name (a Latin word, a version) and a bracket after it: vLLM (recommended), SGLang（推奨）.
_NAME_IN_BRACKETS = re.compile(r"([A-Za-z][A-Za-z0-9_.+-]*)[ \u00a0]?[(（]([^()（）]{1,40})[)）]")
# Where a sentence or a clause ends: a semicolon, a full stop before a space, the
# ideographic marks; a comma too for a clause (read where sentences name no clause alike).
_SENTENCE_END = re.compile(r"[;；。！？]|\.(?=\s)")
_CLAUSE_END = re.compile(r"[;；。！？,，、]|\.(?=\s)")
# A clause of a translation that may bind a status to one name: a comma, or a Korean clause
# joined with 고 or 며 (SGLang을 권장하고 vLLM은 POC 수준으로 지원).
_BOUND_CLAUSE_END = re.compile(r"[;；。！？,，、]|\.(?=\s)|(?<=[가-힣][고며])\s")
# What names a clause: a Latin word with a capital or a digit, a version, #26548.
_CLAUSE_NAME = re.compile(r"#\d+|[A-Za-z0-9][A-Za-z0-9_.+-]*[A-Za-z0-9]|[A-Z0-9]")


def check_statuses(entry: Entry) -> list[Finding]:
    """``status_words``' findings, and where it finds none, a status moved between names
    or clauses: an error (its code ``number``, as a status is a figure of the page)."""
    findings = check_status_words(entry)
    if findings:
        return findings
    moved = moved_status(entry.english, entry.translation)
    return [Finding("number", moved)] if moved else []


def plan_added(english: str, translation: str) -> str:
    """A message where the translation says a thing is planned or coming (予定, 예정, 預計)
    and the English says nothing of a future: "Not included in the release" as 尚未包含，
    預計下一版加入 promises what no source says (attack 55); else ''."""
    plan = _PLAN.search(translation)
    if plan is None:
        return ""
    if _ENGLISH_FUTURE.search(english):
        # (a sentence in its English's place: "a model file has appeared" as 追加される予定,
        # beside "before planning on it")
        english_sentences, translated = sentences(english), sentences(translation)
        if len(english_sentences) != len(translated) or len(translated) == 1:
            return ""
        plan = next(
            (
                found
                for said, written in zip(english_sentences, translated, strict=True)
                if (found := _PLAN.search(written)) and not _ENGLISH_FUTURE.search(said)
            ),
            None,
        )
        if plan is None:
            return ""
    return f"a plan the English does not state: the translation says {plan.group()}"


# A translation's word of a plan or a thing to come, and the English's words of a future.
_PLAN = re.compile(
    # (not 將於, 将于: "ships in two weeks" as 將於兩週後發布, a future the English states
    # with a present tense)
    r"予定|見込み|次期|次の版|今後|将来|近日|예정|향후|다음 버전|차기|預計|预计|即將|即将"
    # (곧 "soon" before a release's verb; 곧 alone is also "namely": 캐시 적중이 곧 커널은 아니다)
    r"|곧(?=[ \u00a0]?(?:출시|추가|지원|공개|나올|나오|병합|도입|제공|발표|릴리스))"
    r"|下一版|下個版本|下一个版本|未來|未来|전망|する方向"
    r"|(?:陸續|陆续)(?:加入|新增|推出|支援|支持|上線|上线|補上|补上)"  # (not 陸續抵達: arriving)
    r"|規劃中|规划中|計画中|計劃中|计划中|계획 중|계획된"
)
_ENGLISH_FUTURE = re.compile(
    r"(?i)\b(?:will|plan\w*|roadmap|upcoming|future|next|soon|expect\w*|to be|target\w*"
    r"|scheduled|pending|yet|later|coming|would|eventual\w*|intend\w*|prospect\w*"
    r"|deprecat\w*)\b"  # (a deprecation is a removal to come: 廃止予定)
)


def moved_status(english: str, translation: str) -> str:
    """A message where the translation gives a name in brackets, or a clause, another
    status than the English gives it; else ''.

    >>> moved_status("vLLM (recommended) and SGLang (proof of concept)",
    ...              "vLLM（概念実証）と SGLang（推奨）")
    "status moved between names: the English says vLLM is 'recommended', the translation '概念実証'"
    >>> moved_status("V4.1 PR still open; V4 merged", "V4.1 PR은 아직 열려 있음, V4는 병합됨")
    ''
    """
    if not english_status_words(english):
        return ""
    return (
        _moved_in_brackets(english, translation)
        or _default_moved(english, translation)
        or _changed_in_clause(english, translation)
    )


def _default_moved(english: str, translation: str) -> str:
    """The name the English calls the default, in a clause of its own ("vLLM is the default
    model server and SGLang is supported"), where the translation calls another name of the
    English the default in a clause that does not name it (既定のモデルサーバーは SGLang
    だが、vLLM も使える; attack 55); else ''."""
    said = _default_names(_ENGLISH_CLAUSE_END.split(english), english=True)
    if len(said) != 1:
        return ""
    written = _default_names(_BOUND_CLAUSE_END.split(translation), english=False)
    (name,) = said
    others = sorted(other for other in written if other != name and _names(english, other))
    if name in written or not others:
        return ""
    return (
        f"status moved between names: the English says {name} is the default, "
        f"the translation gives it to {others[0]}"
    )


def _default_names(clauses: list[str], english: bool) -> set[str]:
    """The names of the clauses that name one name and call something the default."""
    found = set()
    for clause in clauses:
        words = english_status_words(clause) if english else translation_status_words(clause)
        names = set(_DEFAULT_NAME.findall(clause))
        if len(names) == 1 and any(word.axis == "choice" for word in words):
            found |= names
    return found


# A clause of the English: "and", "but", "while" part two clauses that name two names.
_ENGLISH_CLAUSE_END = re.compile(r"[;,]|\.(?=\s)|\s(?:and|but|while|whereas)\s")
# A product's name in a clause (vLLM, SGLang, TensorRT-LLM): a capital or digit after its
# first letter.
_DEFAULT_NAME = re.compile(r"\b[A-Za-z][a-z]*[A-Z][A-Za-z0-9.+-]*")


def _moved_in_brackets(english: str, translation: str) -> str:
    said = _bracketed(english, english=True)
    if len(said) == 1:
        return _given_to_another(english, said, _bracketed(translation, english=False))
    if len(said) < 2:
        return ""
    written = _bracketed(translation, english=False) or _bound_in_clauses(translation, said)
    for name, (word, states) in said.items():
        if name not in written:
            continue
        its_word, its_states = written[name]
        others = [other for other, (_, its) in said.items() if other != name and its & its_states]
        if states and its_states and not states & its_states and others:
            return (
                f"status moved between names: the English says {name} is '{word}', "
                f"the translation '{its_word}'"
            )
    return ""


def _given_to_another(
    english: str,
    said: dict[str, tuple[str, frozenset[str]]],
    written: dict[str, tuple[str, frozenset[str]]],
) -> str:
    """The one status the English gives a name in brackets ("vLLM (default) and SGLang"),
    given in the translation's brackets to another name of the English, not to its own
    (vLLM（任意）と SGLang（既定）); else ''."""
    ((name, (word, states)),) = said.items()
    if name.islower() or (name in written and written[name][1] & states):
        return ""  # (not a name: "it (preview)")
    for other, (its_word, its_states) in written.items():
        if other != name and its_states & states and _names(english, other) and not other.islower():
            return (
                f"status moved between names: the English says {name} is '{word}', "
                f"the translation gives '{its_word}' to {other}"
            )
    return ""


def _names(text: str, name: str) -> bool:
    """Whether ``text`` names ``name`` as a word of its own (not vLLM in vLLM-Ascend)."""
    return re.search(rf"(?<![A-Za-z0-9_.-]){re.escape(name)}(?![A-Za-z0-9_-])", text) is not None


def _bracketed(text: str, english: bool) -> dict[str, tuple[str, frozenset[str]]]:
    """Each name with a status in brackets after it: the status word and its states."""
    found = {}
    for match in _NAME_IN_BRACKETS.finditer(text):
        words = english_status_words(match.group(2)) if english else None
        words = words if english else translation_status_words(match.group(2))
        if words:
            states = frozenset(state for word in words for state in word.states)
            found[match.group(1)] = (words[0].word, states)
    return found


def _bound_in_clauses(
    translation: str, said: dict[str, tuple[str, frozenset[str]]]
) -> dict[str, tuple[str, frozenset[str]]]:
    """Each of ``said``'s names with the status of the translation's clause that names it
    and no other of them: the English's brackets said in clauses (vLLM (recommended) and
    SGLang (POC) as SGLang を推奨、vLLM は概念実証; SGLang을 권장하고 vLLM은 POC)."""
    found = {}
    for clause in _BOUND_CLAUSE_END.split(translation):
        names = [name for name in said if _names(clause, name)]
        words = translation_status_words(clause) if len(names) == 1 else None
        if words:
            found[names[0]] = (words[0].word, frozenset(s for word in words for s in word.states))
    return found


def _changed_in_clause(english: str, translation: str) -> str:
    return _changed_in(english, translation, _SENTENCE_END) or _changed_in(
        english, translation, _CLAUSE_END
    )


def _changed_in(english: str, translation: str, ends: re.Pattern[str]) -> str:
    clauses = _named_clauses(english, ends)
    if len(clauses) < 2:
        return ""
    translated = _named_clauses(translation, ends)
    for names, clause in clauses.items():
        its = translated.get(names)
        if its is None or not english_status_words(clause):
            continue
        pair = changed_status(clause, its)
        if pair is not None:
            english_word, word = pair
            return (
                f"status changed in the clause of {', '.join(sorted(names))}: the English says "
                f"'{english_word.word}' ({english_word.said}), the translation '{word.word}' "
                f"({word.said})"
            )
    return ""


def _named_clauses(text: str, ends: re.Pattern[str]) -> dict[frozenset[str], str]:
    """Each clause by the names in it, where no other clause has the same names."""
    named: dict[frozenset[str], str] = {}
    seen: set[frozenset[str]] = set()
    for clause in ends.split(text):
        names = frozenset(
            name for name in _CLAUSE_NAME.findall(clause) if not name.isdigit() or "#" in name
        )
        names = frozenset(name for name in names if any(c.isupper() or c.isdigit() for c in name))
        if not names:
            continue
        if names in seen:
            named.pop(names, None)
            continue
        seen.add(names)
        named[names] = clause
    return named
