"""The number rule of a translation against its English: every figure kept, in its
order, with its unit, bound and sign; dates and versions where the English has them; the
counts the English says in words; and the words before a counter that no reader reads.
The readers themselves live in ``numbers`` and the modules it names, imported with this
module: ``rules`` imports it at the first check (an import statement in the rule ran for
every string, a few microseconds each)."""

from __future__ import annotations

import dataclasses
import re

from comparekit.catalogs.approximations import approximation_changed
from comparekit.catalogs.bound_replaced import replacing_word
from comparekit.catalogs.count_words import unread_count_words
from comparekit.catalogs.counted_kinds import changed_kinds
from comparekit.catalogs.directions import dropped_change, turned_direction
from comparekit.catalogs.extreme_words import (
    added_period_part,
    changed_ordinal,
    changed_period_part,
    loanword_number,
)
from comparekit.catalogs.findings import Entry, Finding
from comparekit.catalogs.findings import added_marks as _added_marks
from comparekit.catalogs.findings import named_marks as _named_marks
from comparekit.catalogs.fractions_said import (
    fractions_compared,
    unsaid_double,
    unsaid_fractions,
    unsaid_half,
)
from comparekit.catalogs.kept_words import lone_units_changed, paths_changed
from comparekit.catalogs.limits_added import added_bound_severity, added_time_bound_severity
from comparekit.catalogs.look_alike_numerals import other_script_digits
from comparekit.catalogs.number_bounds import bound_changes
from comparekit.catalogs.number_context import context_words
from comparekit.catalogs.number_order import (
    changed_dates,
    coordinated_swapped,
    dropped_months,
    range_listed,
    reordered_dates,
    reordered_numbers,
    reordered_versions,
)
from comparekit.catalogs.number_rates import rate_words_changed
from comparekit.catalogs.number_words import dropped_counts, unaccounted_numerals, vague_words
from comparekit.catalogs.numbers import has_numbers, number_changes, number_tokens, repeated_names
from comparekit.catalogs.part_of_whole import part_changed, turned_ratios
from comparekit.catalogs.period_words import changed_period
from comparekit.catalogs.position_words import changed_position
from comparekit.catalogs.quantity_words import check_quantity_words
from comparekit.catalogs.short_forms import read_short_forms
from comparekit.catalogs.status_bindings import check_statuses, plan_added
from comparekit.catalogs.time_bounds import added_time_bound, bounded_release, turned_time_bound
from comparekit.catalogs.vague_durations import duration_changed
from comparekit.catalogs.vague_figures import named_stand_ins, vague_as_figures
from comparekit.catalogs.vague_magnitudes import may_say_amount
from comparekit.catalogs.vague_order import (
    moved_vague_amounts,
    per_noun_changed,
    recounted_nouns,
)
from comparekit.catalogs.vague_unsaid import magnitude_made_many, unsaid_amounts
from comparekit.catalogs.weekdays import wrong_weekdays

FULL_WIDTH_DIGIT = re.compile(r"[０-９]")
# Signs that say a number is not, or only about, what the English says (≠ 3, 3±1).
_RELATION_SIGNS = ("≠", "±", "∓", "≉", "≈", "≒")
_ROUGH_ENGLISH = re.compile(r"(?i)\b(?:about|around|approximately|approx|roughly|circa)\b|~|≈")


def check_numbers(entry: Entry) -> list[Finding]:
    """``_number_findings`` of ``entry``, and where none is an error, a fraction in words
    the English says no share of (a third option as 三分の一): no reader reads it else."""
    if _MORE_THAN_ONE.search(entry.english):  # ("more than one" as 2つ以上: two or more)
        said = _TWO_OR_MORE.sub("複数", entry.translation)
        entry = dataclasses.replace(entry, translation=said)
    findings = _number_findings(entry) + check_statuses(entry)  # (deprecated as 導入)
    findings += check_quantity_words(entry)  # (most as 一部: a word's quantity)
    if any(finding.severity == "error" for finding in findings):
        return findings
    findings = _vague_as_figures(entry) + findings
    if any(finding.severity == "error" for finding in findings):
        return findings
    if unsaid := unsaid_fractions(entry.english, entry.translation):
        message = f"fraction the English does not say: {', '.join(unsaid)}"
        return [Finding("number", message), *findings]
    if unsaid_half(entry.english, entry.translation):  # ("halved" as 減ります)
        message = "half left out: the English halves, the translation says no half"
        return [Finding("number", message), *findings]
    if unsaid_double(entry.english, entry.translation):  # ("doubled" as 向上させた)
        message = "double left out: the English doubles, the translation says no double"
        return [Finding("number", message), *findings]
    if per_noun := per_noun_changed(entry.english, entry.translation):  # (per node as 每個叢集)
        message = f"rate per another thing: {'; '.join(per_noun)}"
        return [Finding("number", message), *findings]
    if period := changed_period(entry.english, entry.translation, entry.terms.locale):
        return [Finding("number", period), *findings]  # (spring 2026 as 2026年秋, 来年)
    if amounts := unsaid_amounts(entry.english, entry.translation):
        if few := vague_words(entry.translation):  # (少数 for "hundreds")
            said = f"the translation says {', '.join(few)}"
            message = f"vague amount made small: {', '.join(amounts)} ({said})"
        else:
            message = f"vague amount left out: {', '.join(amounts)} (the translation says none)"
        return [Finding("number", message), *findings]
    if duration := duration_changed(entry.english, entry.translation):  # (months as 数週間)
        return [Finding("number", f"vague duration changed: {duration}"), *findings]
    if plan := plan_added(entry.english, entry.translation):  # (預計下一版加入 added)
        return [Finding("number", plan), *findings]
    if many := magnitude_made_many(entry.english, entry.translation):
        findings.append(Finding("number", many, "warning"))
    return findings


_MORE_THAN_ONE = re.compile(r"(?i)\bmore than one\b")
_TWO_OR_MORE = re.compile(
    r"(?<![\d.])(?:2|２|二|兩|两|두|둘)[ \u00a0]?(?:つ|個|个|개|種|种|台|基|枚|張|张|가지|대)?"
    r"[ \u00a0]?(?:以上|이상)"
)


def _vague_as_figures(entry: Entry) -> list[Finding]:
    """What the number check finds in a vague amount written as a figure (數百秒 for
    "hundreds of milliseconds" as 300 秒 for 300 milliseconds; 数百未満, 수백 배): its unit,
    bound and multiplier, compared as a figure's. Not another order, which
    ``_vague_amounts_moved`` tells with the amounts' nouns."""
    figures = vague_as_figures(entry.english, entry.translation)
    if figures is None:
        return []
    english, translation, names = figures
    as_figures = dataclasses.replace(entry, english=english, translation=translation)
    return [
        Finding(
            finding.code,
            f"vague amount: {named_stand_ins(finding.message, names)}",
            finding.severity,
        )
        for finding in _number_findings(as_figures)
        if any(figure in finding.message for figure in names)
        and not finding.message.startswith("numbers in another order")
    ]


def _number_findings(entry: Entry) -> list[Finding]:
    """Every number of the English (131,072, 4.1, -5, 40GB, 4 GB, v0.15, 8+) appears
    unchanged, in ASCII digits, with its sign, exponent, unit and the letters glued to it,
    as often as the English has it; and the translation adds none: in any script's digits,
    superscript, circled or ideographic (三台), nor a combining mark on a digit (8̸). A
    number of a URL or a code span counts only there (the URL and markup checks compare
    those whole). Like numbers (bare, or of one unit) in another order are a warning. A
    unit named alone (GB/s), an ordinal's end (first), a number's bound (or more) and the
    English's paths (archive/README.md) are kept too."""
    findings = []
    wrong_days, without_weekdays = wrong_weekdays(entry.english, entry.translation)
    if wrong_days:  # (2026年9月12日（金）: 12 September 2026 is a Saturday)
        message = f"weekday not the date's: {', '.join(wrong_days)}"
        findings.append(Finding("number", message))
    if without_weekdays != entry.translation:  # (星期六 beside a date is no numeral six)
        entry = dataclasses.replace(entry, translation=without_weekdays)
    if (read := read_short_forms(entry.english, entry.translation)) != entry.translation:
        entry = dataclasses.replace(entry, translation=read)  # (75프로, 40ギガ, 2026-09)
    english, translation, changed = fractions_compared(entry.english, entry.translation)
    if changed:  # (2/3 for three quarters)
        message = f"fraction changed: {', '.join(changed)} (the English says another share)"
        findings.append(Finding("number", message))
    elif translation != entry.translation:
        # a fraction of the English's value (3/4 for three quarters or 75%): compared whole
        entry = dataclasses.replace(entry, english=english, translation=translation)
    if not entry.translation.isascii() and FULL_WIDTH_DIGIT.search(entry.translation):
        message = "full-width digits: write numbers in ASCII digits as in the English"
        findings.append(Finding("full-width-digit", message))
    if not entry.translation.isascii() and (
        others := other_script_digits(entry.english, entry.translation)
    ):
        message = f"digits of another script: {others}: write numbers in ASCII digits"
        findings.append(Finding("number", message))
    marked = _added_marks(entry, digits=True)
    if marked:
        findings.append(Finding("number", f"combining mark on a digit: {_named_marks(marked)}"))
    findings += _paths(entry)  # (a file a figure comes from: archive/README.md)
    if units := lone_units_changed(entry.english, entry.translation):
        # a unit named alone says what the figures mean: GB/s is not Gb/s
        findings.append(Finding("number", f"unit changed or missing: {', '.join(units)}"))
    word, meaning, english_word = changed_ordinal(entry.english, entry.translation)
    if not word:  # (the first build as the next, the previous or the only one)
        word, meaning, english_word = changed_position(entry.english, entry.translation)
    if word:  # the other end of a sequence or a scale, which no number shows
        message = f"ordinal changed: {word} ({meaning}), where the English has {english_word}"
        findings.append(Finding("number", message))
    loanword, value = loanword_number(entry.english, entry.translation)
    if loanword:  # (second as セカンド, a trio as トリオ: a number no reader of digits sees)
        message = f"number the English does not say: {loanword} ({value})"
        findings.append(Finding("number", message))
    signs = [sign for sign in _RELATION_SIGNS if sign in entry.translation]
    if signs and _ROUGH_ENGLISH.search(entry.english):  # about 3 may be written ≈3
        signs = [sign for sign in signs if sign not in "≈≒"]
    if signs and not any(sign in entry.english for sign in signs):  # nextn=3 as nextn≠3, 3±1
        findings.append(Finding("number", f"sign the English does not have: {''.join(signs)}"))
    if listed := range_listed(entry.english, entry.translation):
        message = f"range written as a list: {', '.join(listed)} (its two ends only)"
        findings.append(Finding("number", message))
    counted = _what_is_counted(entry)  # (after the numbers' own findings, which say more)
    if (
        not has_numbers(entry.english)
        and not has_numbers(entry.translation)
        and not may_say_amount(entry.translation)  # ("thousands of" left for "dozens of")
    ):
        if "{" in entry.english:  # (since {version} as {version} まで: a release is a time)
            findings += _release_bounds(entry)
        if rate := rate_words_changed(entry.english, entry.translation):  # (daily as 毎週)
            findings.append(Finding("number", f"rate changed: {rate}"))
        return _with_unread_words(entry, findings + _counts_unsaid(entry) + counted)
    missing, added = number_changes(entry.english, entry.translation)
    if missing:  # one finding for one change: the number lost, and what stands instead
        instead = f" (the translation has {', '.join(added)})" if added else ""
        message = f"number changed or missing: {', '.join(missing)}{instead}"
        findings.append(Finding("number", message))
    elif added:
        findings.append(Finding("number", f"number the English does not have: {', '.join(added)}"))
    elif moved := _dates_and_versions(entry):
        findings += moved
    elif bounded := _bounds(*bound_changes(entry.english, entry.translation), entry):
        findings += bounded
    elif approximation := approximation_changed(entry.english, entry.translation):
        # a warning: a translation may leave a rough figure's "about" to its context
        message = f"the English's 'about' {approximation} (a rough figure against an exact one)"
        findings.append(Finding("number", message, "warning"))
    elif repeated := repeated_names(entry.english, entry.translation):
        # a warning: a translation may name again what the English calls "it"
        message = f"named more often than in the English: {', '.join(repeated)}"
        findings.append(Finding("number", message, "warning"))
    else:
        english_order, order = reordered_numbers(entry.english, entry.translation)
        if english_order:  # a warning: a faithful "3 of 4" may read "4つのうち3つ"
            message = (
                f"numbers in another order: {', '.join(order)}, "
                f"where the English has {', '.join(english_order)}"
            )
            # (an error where the English lists them: "about 2.4 and 4.6 times faster" as
            # 약 4.6배, 2.4배 gives each its other's place; attack 55)
            swapped = coordinated_swapped(entry.english, english_order, order)
            findings.append(Finding("number", message, "error" if swapped else "warning"))
        elif vague_moved := _vague_amounts_moved(entry):
            findings.append(vague_moved)
        else:
            findings += _counts_unsaid(entry)
    return _with_unread_words(entry, findings + counted)


def _vague_amounts_moved(entry: Entry) -> Finding | None:
    """Vague amounts moved between their nouns, where a noun the translation keeps or
    translates as ``COUNTED_NOUNS`` says so (an error, in any order); else amounts in
    another order than the English's, a warning (a clause may move with its amount)."""
    order, english_order, given_away = moved_vague_amounts(entry.english, entry.translation)
    if not order:
        if recounted := recounted_nouns(entry.english, entry.translation):
            return Finding("number", f"vague amount counts another noun: {'; '.join(recounted)}")
        return None
    said = f"{', '.join(order)}, where the English has {', '.join(english_order)}"
    if given_away:
        return Finding("number", f"vague amounts moved between their nouns: {said}")
    return Finding("number", f"vague amounts in another order: {said}", "warning")


def _what_is_counted(entry: Entry) -> list[Finding]:
    """What a kept number counts or how it is scaled (4.6 times as 4.6割, 4 nodes as
    4ラック), the part of a whole (one of three as 両方) and a ratio's order (2:1 as 1:2):
    the digits kept, the quantity another."""
    findings = []
    if kinds := changed_kinds(entry.english, entry.translation):
        message = f"what a number counts changed: {'; '.join(kinds)}"
        findings.append(Finding("number", message))
    one_of, other_part = part_changed(entry.english, entry.translation)
    if other_part:
        other = ", ".join(other_part)
        message = f"part of a whole changed: {other}, where the English has {one_of}"
        findings.append(Finding("number", message))
    elif one_of:  # a warning: a translation may say "one of" in words no list knows
        message = f"the English's '{one_of}' missing (no word for the one)"
        findings.append(Finding("number", message, "warning"))
    if ratios := turned_ratios(entry.english, entry.translation):
        findings.append(Finding("number", f"ratio turned round: {'; '.join(ratios)}"))
    return findings


def _with_unread_words(entry: Entry, findings: list[Finding]) -> list[Finding]:
    """``findings`` and, where none is an error, the words directly before a counter that
    no reader reads as a number (서 장, ペケ枚): a warning, so a numeral no reader knows
    yet is reviewed, not passed."""
    if entry.translation.isascii() or any(finding.severity == "error" for finding in findings):
        return findings
    findings = [*findings, *context_words(entry)]  # (number_context: the words beside)
    unread = unread_count_words(entry.translation)
    if not unread:
        return findings
    message = f"unread count word: {', '.join(unread)}"
    return [*findings, Finding("number", message, "warning")]


def _paths(entry: Entry) -> list[Finding]:
    """Every path of the English (archive/README.md, docs/) unchanged: it names a file a
    reader looks for, and the URL check sees only links."""
    if "/" not in entry.english:
        return []
    paths = paths_changed(entry.english, entry.translation)
    return [Finding("url", f"path changed or missing: {', '.join(paths)}")] if paths else []


def _counts_unsaid(entry: Entry) -> list[Finding]:
    """A count the English says in a word (two targets) of which the translation writes no
    number, and a numeral of the translation no reader reads nor the English says (一打,
    一對): warnings, for a faithful translation may say a count another way; but both
    together are an error, a count changed (在仨 GPU for "on two GPUs")."""
    findings = []
    dropped = dropped_counts(entry.english, entry.translation, number_tokens)
    unsaid = unaccounted_numerals(entry.english, entry.translation, number_tokens)
    if dropped and unsaid:
        # a numeral where the English's count is, saying another number (仨 "three" for two)
        message = f"number changed or missing: {', '.join(dropped)} (the translation has "
        return [Finding("number", f"{message}{', '.join(unsaid)})")]
    if dropped:
        message = f"the English's count missing: {', '.join(dropped)} (no number stands for it)"
        findings.append(Finding("number", message, "warning"))
    if unsaid:
        message = f"numeral the English does not say: {', '.join(unsaid)}"
        findings.append(Finding("number", message, "warning"))
    return findings


def _dates_and_versions(entry: Entry) -> list[Finding]:
    """A date whose parts moved (September 12 as 12月9日), dates and versions swapped
    between their places keep every number: each is compared as one value, where the
    English has it. A month the English dates (April 2026) stands as a month of its number:
    a season, a half or a fiscal year in its place (2026年春, 2026年上期, 2026年度) is
    another time."""
    missing, instead = changed_dates(entry.english, entry.translation)
    if missing:
        message = f"date changed: {', '.join(instead)}, where the English has {', '.join(missing)}"
        return [Finding("number", message)]
    if instead:
        return [Finding("number", f"date the English does not have: {', '.join(instead)}")]
    if months := dropped_months(entry.english, entry.translation):
        message = f"month changed or missing: {', '.join(months)} (no month of its number)"
        return [Finding("number", message)]
    for kind, reordered in (("dates", reordered_dates), ("versions", reordered_versions)):
        english_order, order = reordered(entry.english, entry.translation)
        if english_order:
            message = (
                f"{kind} in another order: {', '.join(order)}, "
                f"where the English has {', '.join(english_order)}"
            )
            return [Finding("number", message)]
    return _context_words(entry)


def _context_words(entry: Entry) -> list[Finding]:
    """A date's time bound turned round (by early August as 8月上旬以降), another part of
    its period (early August as 8月下旬), or a change's direction turned round (raises as
    降到): the same numbers, another time or way. A time bound the English puts on no date
    (on July 24 as 7月24日前) is an error."""
    part, english_part = changed_period_part(entry.english, entry.translation)
    if part:
        message = f"part of a period changed: {part}, where the English has {english_part}"
        return [Finding("number", message)]
    if time_bound := _release_bounds(entry):
        return time_bound
    word, english_word = turned_direction(entry.english, entry.translation)
    if word:  # (raises from 26.5 to 32.74 as 從 32.74 降到 26.5: every number kept)
        message = f"direction turned round: {word}, where the English has {english_word}"
        return [Finding("number", message)]
    if change := dropped_change(entry.english, entry.translation):  # (75% more as 요청의 75%)
        return [Finding("number", f"change made a share: {change} (the translation says none)")]
    if part := added_period_part(entry.english, entry.translation):
        # a warning: a translation may know the part from the page (early April, 4月上旬)
        message = f"part of a period the English does not name: {part}"
        return [Finding("number", message, "warning")]
    if word := added_time_bound(entry.english, entry.translation):
        # ("opened in April" as 4月以前 moves the time the English states: limits_added.py)
        message = f"time bound the English does not have: {word}"
        return [Finding("number", message, added_time_bound_severity(word))]
    return []


def _release_bounds(entry: Entry) -> list[Finding]:
    """A time bound turned round on a date or a release (since v0.15.0 as v0.15.0 まで),
    and a "before" or "until" on a release the English bounds nowhere (deprecated in v1.5.0
    as v1.5.0 前已棄用: before the release, not in it)."""
    if word := turned_time_bound(entry.english, entry.translation):
        return [Finding("number", f"time bound turned round on a date: {word}")]
    if word := bounded_release(entry.english, entry.translation):
        message = f"time bound on a release the English does not bound: {word}"
        return [Finding("number", message)]
    return []


def _bounds(turned: list[str], added: list[str], dropped: list[str], entry: Entry) -> list[Finding]:
    """A bound turned round (200 GB or more as 200 GB 以下), a limit added (nextn=3 as
    nextn≥3) or a sign dropped (200+ as 200) is an error; a rough word added (200 GB 強) or
    a bound word dropped a warning, for a
    translation may say a bound another way, but not with another word in its place (up to
    87 GB/s as 平均 87 GB/s, more than 400,000 as 約 400,000: an error)."""
    if turned:
        return [Finding("number", f"bound turned round: {', '.join(turned)}")]
    findings = []
    if added:
        message = f"bound the English does not have: {', '.join(added)}"
        findings.append(Finding("number", message, added_bound_severity(added)))
    if dropped:
        message = f"the English's bound missing: {', '.join(dropped)}"
        if instead := replacing_word(entry.english, entry.translation, dropped):
            findings.append(Finding("number", f"{message}, said instead: {instead}"))
        else:
            # (an error for a sign on the figure itself: "200+ model architectures" as 200개
            # 모델 says exactly 200; attack 55)
            signed = all(bound.endswith(("(+)", "(≥)", "(>)", "(<)", "(≤)")) for bound in dropped)
            findings.append(Finding("number", message, "error" if signed else "warning"))
    return findings
