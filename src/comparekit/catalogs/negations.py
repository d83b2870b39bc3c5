"""A negation the translation leaves out: "no V4.1 engine of its own" as 独自の V4.1 エンジンが
ある, "has no serving API" as 서빙 API가 있음, "Not available" as 已提供 (attack 25). Every
name and number is kept, so no other check sees the page say the opposite.

The English's negations are its plain ones (not, no, never, none, nothing, neither, nor,
cannot, without, n't), not those a translation says with another word: a bound (no more
than: 以下), "whether or not" (かどうか), "no matter" (にかかわらず). A translation says
a negation with one of its language's marks (ない, なし, ず, 未, 非, 不, 無; 않, 없, 못,
아니, 미; 不, 沒, 無, 未, 非, 別, 勿). A translation that says no negation at all where the
English says one has dropped it; and each sentence is compared with its own: where the
translation has fewer marks than the English has negations, the sentence in its place or
naming its names, and else only one naming the same names and numbers (a translation may
say two negations with one mark, X も Y もない, or move one to the next sentence). A
sentence says a negation with one mark or more: one that says more is not judged (しか…
ない says "only"); a doubt said with a mark (不明確) for the English's "unclear" is none. A
word that holds a mark but negates nothing (非同期, 無論, 不断) and a double negation,
which says yes (ないわけではない, 並非沒有), are no mark (attack 58).
A "not supported" (非対応, 미지원, 不支援) where the English says no negation in any
words (not, only, lacks, partial, out of scope) is added: "｜ 非対応" after a table cell's
names; so is one said in a clause whose names the English names in clauses with no
negation, and a prohibition or doubt (商用利用不可, 미확인). A "Do not …" needs a prohibition
in the translation, and an English that begins with its negation ("Not substitutes:")
needs one in the translation's first sentence. Checked last: another check's finding names
a change more precisely.
"""

from __future__ import annotations

import re

from comparekit.catalogs.added_negations import added_negation
from comparekit.catalogs.findings import Entry, Finding
from comparekit.catalogs.sentence_pairs import paired_sentences, sentence_names, sentences

_ENGLISH = re.compile(
    r"(?i)\b(?:not|no(?![-\u2011])|never|none|nothing|neither|nor|cannot|without"
    r"|other than|except|missing|lacks|lacking|leaves out|left out)\b|n't\b"
    # ("hardware other than SM100" as 以外, 이외; "the parts missing from" as 欠けている, 빠진)
)
# Negations a translation says with another word than a negation.
_ENGLISH_NOT_NEGATING = re.compile(
    r"(?i)\b(?:no|not) (?:more|less|fewer|greater|later|earlier|longer than|sooner)\b"
    r"|\bor not\b|\bno matter\b|\bnot only\b|\bnot just\b|\bnot exceed\w*"
)
NEGATION_MARKS = re.compile(
    # Japanese (ない, なし, なく, ず, ません, ぬ; 非, 未, 不, 無, 否; いいえ)
    # (not the ず of いずれ, 必ず, わずか, ずつ, the 非 of 非常に, the 不 of 不少, 不錯, 不久, the
    # 無 of 無料, the ない of 間違いない, 例外なく: words that negate nothing)
    r"(?<!間違い)(?<!例外)な[いくしかけ]|無し|(?<![必わ])ず(?![れかつ])|ません|ぬ|非(?!常)"
    r"|未|無(?!料|差別)|否|不(?![少錯错久])"
    r"|いいえ|除[きく]"
    r"|[以対象範囲]外|サポート外"
    # Korean (않, 안 되, 없, 못, 아니, 아님, 말고, 마세요; 미지원, 비공개: the prefixes before
    # the words they negate, not 서비스's 비)
    # (not the 없 of 빠짐없이, 틀림없이, 끊임없이, 어김없이: "completely", "surely", "always")
    # (nor 예외 없이 "without exception", 못지않 "no less than")
    r"|(?<!못지)않|안[ \u00a0]?[되돼됩된될하함해]|(?<!빠짐|틀림|끊임|어김)(?<!예외 )(?<!예외)없"
    r"|못(?!지[ \u00a0]?않)|아니|아닌|아님|아닙"
    r"|말[고라아]|마[세십]|불가"  # (불가능합니다: cannot)
    r"|미(?:지원|제공|대응|공개|구현|포함|병합|확인|검증|정|완|해결|기재|표기|등재|명시)"
    r"|비(?:지원|대응|공개|활성|필수)"
    r"|(?<![가-힣])외(?![가-힣])|이외|제외|전(?=[.。,)]|$)"
    # Chinese (不, 沒, 没, 無, 无, 未, 非, 別, 勿, 否, 免)
    r"|[沒没无别勿]|免(?![費费])|之外|以外"  # (not 免費, "free of charge")
    # left out, missing (一覧から漏れている, 목록에서 빠짐, 缺少): "not listed" in other words
    r"|漏れ|欠け|欠如|欠落|빠지|빠져|빠짐(?!없)|빠진|누락|缺少|缺乏|欠缺"
    r"|空缺|缺口|空白|공백|ギャップ"  # (a gap left: 留下的空缺, "the parts missing")
    # independent, on its own, only with: "no dependency" and "nothing without a backend" said
    # positively (オーケストレーション層から独立, 獨立於編排層, 백엔드가 있어야만, 必須搭配後端才能)
    r"|独立|獨立|독립|単体で|単独で|단독으로|자체로|本身就|あってこそ|있어야만|才能|才可"
)
# Words that hold a negation's mark and negate nothing (非同期 "asynchronous", 無論
# "whatever", 不断 "constantly", 避免 "to avoid", 除此之外 "besides", 無縫 "seamless", 無償
# "free of charge", 余すことなく "every one"), and double negations, which say yes (欠かせない
# "indispensable", ないわけではない, 並非沒有, 없는 것은 아님, 없지 않).
_NOT_NEGATING = re.compile(
    r"非同期|非同步|無論|无论|不断|不斷|避免|除此之外|無縫|无缝|無償|余すことなく|漏れなく"
    r"|毫不遺漏|毫无遗漏|毫無例外|毫无例外"
    r"|欠かせな[いく]|不可或缺|缺一不可|없어서는[ \u00a0]?안|빠질[ \u00a0]?수[ \u00a0]?없"
    r"|な[いく](?:わけ|こと)(?:では|は|も)?(?:な[いく]|あるまい)|ないとは(?:言え|いえ|限ら)ない"
    r"|なくはない|ないでもない|(?:並非|并非|不是|沒有|没有|未必)(?:沒有|没有|不)"
    r"|(?:없|않|못[ \u00a0]?할)[^.,]{0,6}?(?:것은|건|것도)[ \u00a0]?(?:아니|아님|없)"
    r"|없지(?:는)?[ \u00a0]?않|아니지[ \u00a0]?않"
)
# A translation's "not supported" (非対応, 미지원, 不支援: a cell's "｜ 非対応" added), and
# what in an English may say so in other words (unsupported, only, out of scope, lacks).
_UNSUPPORTED = re.compile(
    r"非対応|未対応|対応していな|対応しない|サポートされていな|サポート外|対象外|미지원"
    r"|지원하지 않|지원되지 않|지원 안|不支援|不支持|未支援|未支持|無支援|沒有支援"
)
_MAY_SAY_UNSUPPORTED = re.compile(
    r"(?i)\b(?:not|no|never|none|nothing|neither|nor|cannot|without|lacks?|lacking|missing"
    r"|absent|unsupported|unavailable|only|except|outside|beyond|drops?|dropped|removed?"
    r"|deprecated|excluding|other than|instead|out of scope|partial|partly|partially|limited)\b"
    r"|n't"
)
# (no, not, n't, never, neither; other than, except; missing, lacks, left out)
# A prohibition or a doubt a translation may add (商用利用不可, 금지, 未確認), and the
# English's words of a doubt.
_RESTRICTION = re.compile(
    r"不可|禁止|금지|불가|不得|未確認|未确认|미확인|非商用|비상업|僅限研究|仅限研究|研究用途|연구용"
    # (what a licence allows: 商用利用も認められていない, 僅限非商業用途, 상업적 이용 시 별도
    # 허가 필요, 研究目的に限る; attack 58)
    r"|商用利用|商業利用|非商業|非商业|商業用途|商业用途|상업적 이용|상업용|研究目的|연구 목적"
)
_ENGLISH_USE = re.compile(r"(?i)\b(?:commercial|research|non-commercial|permission)\b")
_UNCONFIRMED = re.compile(r"(?i)\b(?:unconfirmed|unverified|unknown|unclear|uncertain)\b")
_MAY_NEGATE = re.compile(r"(?i)n[oe']|without|cannot|other than|except|missing|lack|left out")


# An answer turned round: "Yes, on the PyTorch engine only" begun as 非対応, いいえ, 미지원,
# 아니요 or 不支援; "No." begun as はい, 네, 是 or 支援 (attack 56).
_ENGLISH_YES = re.compile(r"(?i)\s*yes\b")
# (the answer "No." alone: "Not confirmed;" begun as 対応状況は未確認 turns nothing)
_ENGLISH_NO = re.compile(r"(?i)\s*no\b(?=\s*[.;,:!])")
_BEGINS_NO = re.compile(
    r"\s*(?:いいえ|아니요|아뇨|不是|否|非対応|未対応|対応していな|미지원|지원하지 않|지원되지 않"
    r"|不支援|不支持|未支援|未支持"
    # ("Yes" as ダメ, 沒辦法, 안 됨; attack 58)
    r"|ダメ|だめ|できない|不可|不行|不能|沒辦法|没办法|안[ \u00a0]?됨|안[ \u00a0]?돼|불가)"
)
_BEGINS_YES = re.compile(
    r"\s*(?:はい|네|예|是|対応(?!して(?:い)?な|せず|外)|지원(?!하지|되지|\s?안|\s?불가)"
    r"|支援|支持)"
)


def answer_turned(english: str, translation: str) -> str:
    """The English's answer ("Yes", "No") where the translation begins with the other, else ''.

    >>> answer_turned("Yes, on the PyTorch engine only", "非対応。PyTorch エンジンのみ")
    'Yes'
    >>> answer_turned("No; the docs do not list it", "対応していない。ドキュメントに記載なし")
    ''
    """
    if _ENGLISH_YES.match(english) and _BEGINS_NO.match(translation):
        return "Yes"
    if (
        _ENGLISH_NO.match(english)
        and _BEGINS_YES.match(translation)
        and not NEGATION_MARKS.search(_first_part(translation))
    ):
        return "No"
    return ""


def check_negations(entry: Entry) -> list[Finding]:
    """An error, the first that applies:
    - "not supported", or a prohibition or doubt (商用利用不可, 未確認), that the English
      does not say, in the whole text or in the clause of the names it is said of;
    - a negation of a verb or a noun in a sentence whose English says none in any words
      (``added_negations``);
    - a negation of the English that the translation, or the sentence in its place, does
      not say (``dropped_negations``);
    - a "Do not …" told as a fact or a permission (``_prohibition_dropped``);
    - an English that begins with its negation ("Not substitutes:") whose translation's
      first sentence says none;
    - an answer turned ("Yes" begun as 非対応, "No." as はい)."""
    english, translation = entry.english, entry.translation
    if not translation or translation.isascii():
        return []
    if (unsupported := _UNSUPPORTED.search(translation)) and (
        not _MAY_SAY_UNSUPPORTED.search(english) or _said_of_names_unnegated(english, unsupported)
    ):
        message = f"negation added: the translation says {unsupported.group()} (not supported)"
        return [Finding("negation", f"{message}, where the English says no negation")]
    # (a word that holds a negation's mark but negates nothing, and a double negation, which
    # says yes: read as no negation at all; attack 58)
    translation = _NOT_NEGATING.sub(" ", translation)
    if (restriction := _RESTRICTION.search(translation)) and not (
        _MAY_SAY_UNSUPPORTED.search(english)
        or _UNCONFIRMED.search(english)
        or _ENGLISH_USE.search(english)
    ):
        # ("Apache-2.0" as Apache-2.0（商用利用不可）, 僅限研究用途; attack 55)
        message = f"restriction added: the translation says {restriction.group()}"
        return [Finding("negation", f"{message}, where the English says none")]
    if added := added_negation(english, translation):  # (動かない for "Runs"; attack 57)
        message = f"negation added: the translation says {added}"
        return [Finding("negation", f"{message}, where its English sentence says no negation")]
    dropped = dropped_negations(english, translation) if _MAY_NEGATE.search(english) else []
    if dropped:
        said = "; ".join(f"“{phrase}”" for phrase in dropped)
        message = f"negation dropped: the English says {said}; the translation says no negation"
        return [Finding("negation", message)]
    if told := _prohibition_dropped(english, translation):
        message = f"negation dropped: the English says “{told} …”"
        return [Finding("negation", f"{message}; the translation tells no one not to")]
    first = _first_part(translation)
    if _BEGINS_NEGATED.match(english) and not (
        NEGATION_MARKS.search(first) or _OTHER_THAN_SAID.search(first)
    ):
        # ("Not substitutes: …" as 代替関係にある。…, 可以互相取代：…; attack 55)
        begins = english_negation(english)
        message = f"negation dropped: the English begins “{begins}”"
        return [Finding("negation", f"{message}; the translation's first sentence says none")]
    if _BEGINS_NEITHER.match(english) and (both := _both_unnegated(translation)):
        # ("Neither documented" as 兩者皆有文件，無差別: the negation said of another thing)
        message = f"negation dropped: the English begins “Neither”; the translation says {both}"
        return [Finding("negation", message)]
    if answer := answer_turned(english, translation):
        begins = translation.strip()[:12]
        message = f"answer turned: the English says {answer}; the translation begins {begins}"
        return [Finding("negation", message)]
    return []


# A sentence that tells the reader not to ("Do not assume the integration exists"), and a
# translation's ways of saying so (しないでください, 마세요, 不要): "…と考えてよい" (you may
# assume) keeps every name (attack 56).
_PROHIBITION = re.compile(
    r"(?:^|(?<=[.;:!?])\s+)(?:Do not|Don't|Never)\s+[a-z]+"
    r"|(?<=\bso )(?:do not|don't|never)\s+[a-z]+"  # (…, so do not assume it runs there)
)
_PROHIBITIVE = re.compile(
    r"ないで|ないこと|ないように|ないほうが|禁止|禁物|べきではな|べきでな|控え|避け|やめ"
    r"|ては(?:いけ|なら)な"
    r"|마세요|마십시오|말아야|말 것|말고|지 마|금지|않도록|삼가|피하|피해|안 됩|안 된|면 안"
    r"|不要|勿|別|别|切勿|不應|不应|避免|不可|不能|莫"
)


# An English that begins with its negation ("Not substitutes:", "No.", "None;"), and the
# first sentence or clause of a translation, where it says it.
_BEGINS_NEGATED = re.compile(r"(?i)\s*(?:no|not|none|never|neither)\b(?!-)")
# ("No." as 違う, "not the same model" as 別のモデル, 다른 모델: "other" says the negation)
_OTHER_THAN_SAID = re.compile(r"違[うい]|異な|別の|別物|다르|다른|不同|不一樣|不一样|另一")
_NOT_THE_SAME = re.compile(r"(?i)\bnot (?:\w+ )?(?:the same|identical)\b")
# (or the words before a bracket: "Neither documented" as どちらも文書化済み（内容は不十分）)
_FIRST_PART = re.compile(r"[。：:；;！!？?（(]|\.(?:\s|$)")


_BEGINS_NEITHER = re.compile(r"(?i)\s*neither\b")
# A translation's "both" (of two things), and where its clause ends.
_BOTH = re.compile(r"両方|どちらも|いずれも|両者|둘 다|양쪽|兩者|两者|雙方|双方")
_CLAUSE_END = re.compile(r"[，,、。；;（(]")


def _both_unnegated(translation: str) -> str:
    """The clause of the translation that says "both" with no negation in it, else ''."""
    for clause in _CLAUSE_END.split(translation):
        if _BOTH.search(clause) and not NEGATION_MARKS.search(clause):
            return clause.strip()
    return ""


def _first_part(translation: str) -> str:
    """The translation's first sentence or clause: where it says an answer or a negation
    its English begins with."""
    return _FIRST_PART.split(translation, 1)[0]


def _prohibition_dropped(english: str, translation: str) -> str:
    """The English's "Do not …" where the translation says no prohibition and its sentence
    in the same place from the end (a closing "Do not assume" is the last) no negation
    either: "若不另做整合，就無法…" (without integration it cannot) says it as a fact."""
    told = _PROHIBITION.search(english)
    if told is None or _PROHIBITIVE.search(translation):
        return ""
    theirs, its = sentences(english), sentences(translation)
    place = next((place for place, one in enumerate(theirs) if told.group().strip() in one), -1)
    if _UNTIL.search(theirs[place]) and _WAIT_UNTIL.search(translation):
        return ""  # ("Do not assume it until a release note says so" as "wait until …")
    # (as many marks as the English's sentence has negations: "Do not expect it to run
    # without integration work" as 統合作業なしでも動かせる keeps only the "without")
    negations = len(_ENGLISH.findall(_ENGLISH_NOT_NEGATING.sub(" ", theirs[place])))
    from_end = len(theirs) - place if place >= 0 else 1
    if from_end <= len(its) and len(NEGATION_MARKS.findall(its[-from_end])) >= negations:
        return ""
    return told.group().strip()


_UNTIL = re.compile(r"(?i)\b(?:until|before|unless)\b")
_WAIT_UNTIL = re.compile(r"まで|前に|てから|까지|전에|뒤에|후에|之前|以前|之後|之后|再")


def _said_of_names_unnegated(english: str, unsupported: re.Match[str]) -> bool:
    """Whether the translation's clause that says "not supported" names names whose
    clauses of the English say no negation in any words: "V4-Flash also on Hopper (SM90)"
    as V4-Flash는 Hopper(SM90)에서 미지원, in a cell whose "NVIDIA only" says one elsewhere
    (attack 56)."""
    translation, at = unsupported.string, unsupported.start()
    start = max((mark.end() for mark in _CLAUSE_MARK.finditer(translation, 0, at)), default=0)
    end = _CLAUSE_MARK.search(translation, at)
    names = _NAME.findall(translation[start : end.start() if end else len(translation)])
    if not names:
        return False
    theirs = [
        clause
        for clause in _ENGLISH_CLAUSE_MARK.split(english)
        if any(re.search(rf"(?<![\w.-]){re.escape(name)}(?![\w-])", clause) for name in names)
    ]
    return bool(theirs) and not any(_MAY_SAY_UNSUPPORTED.search(clause) for clause in theirs)


_CLAUSE_MARK = re.compile(r"[,，、;；。:：]|\.(?=\s)")
_ENGLISH_CLAUSE_MARK = re.compile(r"[,;:]|\.(?=\s)")
# A name in a translation: a word in Latin letters (Hopper, SM90, V4-Flash).
_NAME = re.compile(r"[A-Za-z][A-Za-z0-9.+_-]*[A-Za-z0-9]|[A-Z]")


# A doubt said with a negation's mark (不明確, はっきりしない, 불분명), and the English's
# doubts that are no negation ("unclear", "unknown"): the translation's word of such a
# doubt keeps none of the English's negations ("Ascend 950 is not listed, and … is
# unclear" as Ascend 950 也在清單上，…也不明確; attack 61).
_DOUBT = re.compile(
    r"不明確|不明确|不清楚|不確定|不确定|不明|はっきりしない|定かでない|定かではない"
    r"|明らかでない|明らかではない|明確でない|明確ではない|わからない|分からない"
    r"|わかっていない|分かっていない|判然としない|불분명|불확실|명확하지[ \u00a0]?않"
    r"|분명하지[ \u00a0]?않|확실하지[ \u00a0]?않|알[ \u00a0]?수[ \u00a0]?없|알려지지[ \u00a0]?않"
)
_ENGLISH_DOUBT = re.compile(r"(?i)\b(?:unclear|uncertain|unknown)\b")


def _doubts_spent(english: str, translation: str) -> str:
    """``translation`` without as many words of a doubt as ``english`` says doubts."""
    doubts = len(_ENGLISH_DOUBT.findall(english))
    return _DOUBT.sub(" ", translation, count=doubts) if doubts else translation


def dropped_negations(english: str, translation: str) -> list[str]:
    """The English's negations (each with the words after it) whose translation negates
    nothing: the whole text's, or, where the translation has fewer marks of a negation
    than the English has negations, each sentence's (``paired_sentences``). A word of a
    doubt the English says ("unclear" as 不明確) is no mark."""
    translation = _doubts_spent(english, translation)
    if _OTHER_THAN_SAID.search(translation):
        # ("not numerically the same model" as 数値的に別のモデル, 다른 모델: "other" says it,
        # and "No." as 違う)
        english = _NOT_THE_SAME.sub(" ", english)
        if _OTHER_THAN_SAID.search(_first_part(translation)):
            english = _ENGLISH_NO.sub(" ", english, count=1)
    whole = english_negation(english)
    if not whole:
        return []
    if not NEGATION_MARKS.search(translation):
        return [whole]
    negations = len(_ENGLISH.findall(_ENGLISH_NOT_NEGATING.sub(" ", english)))
    # (a negation said twice, or in other words, is judged only in a sentence in its
    # English's place that names what it names: "hardware other than SM100" as SM100 や
    # Ascend 950 のハードウェア)
    enough = len(NEGATION_MARKS.findall(translation)) >= negations
    return [
        negation
        for sentence, its in paired_sentences(english, translation)
        if (not enough or sentence_names(sentence) == sentence_names(its))
        and (negation := english_negation(sentence))
        and not NEGATION_MARKS.search(its)
    ]


def english_negation(sentence: str) -> str:
    """The English's first plain negation in ``sentence`` and the few words after it (no
    V4.1 engine of its own), or ''."""
    plain = _ENGLISH_NOT_NEGATING.sub(" ", sentence)
    found = _ENGLISH.search(plain)
    if found is None:
        return ""
    start = plain.rfind(" ", 0, found.start()) + 1  # (from the word's start: doesn't)
    phrase = _PHRASE.match(plain, start)
    return phrase.group().rstrip(".!?") if phrase else found.group()


# A negation's word and the four words after it, within its clause.
_PHRASE = re.compile(r"[^\s,;:]+(?:[ \u00a0][^\s,;:]+){0,4}")
