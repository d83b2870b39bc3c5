"""The review record: which translations of a locale a reviewer approved.

No rule can prove that a sentence says what its English says: a negation dropped, "sandbox"
made "graduated", "small" made "large" all pass every check of numbers, names and markup.
With ``review = "required"`` a translation is published only as a reviewer approved it,
the way Weblate's review workflow and XLIFF's ``approved`` state work.

The record is ``locales/<ll_Script>/approved.txt``, kept under version control beside the
catalog: one line per approved translation, a digest of its msgctxt, its English and its
translation, then the msgctxt for people reading a diff. A translation changed since (or
whose English changed) no longer matches its line, so it waits for review again. The
lines are a set, sorted: a merge of two branches may keep the lines of both (git does
with ``merge=union`` for the file in ``.gitattributes``).
"""

from __future__ import annotations

import hashlib
import os
import re
import stat
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from pathlib import Path

from comparekit import cache
from comparekit.cache import digest
from comparekit.catalogs.contenthash import content_hash
from comparekit.catalogs.table import linked_entries
from comparekit.errors import Problem, ProblemsFound
from comparekit.files import write_text_atomic
from comparekit.ownership import not_a_file, read_regular
from comparekit.sources.conflicts import conflict_marker_line, conflict_marker_problem
from comparekit.sources.settings import Settings, catalog_folder_name

RECORD_NAME = "approved.txt"
_LINE = re.compile(r"([0-9a-f]{32}) (\S[^\t\r\n]*)")
# Read whole, so bounded: a record of 100,000 approvals is about 8 MB.
_MOST_BYTES = 256 * 1024 * 1024


def record_path(settings: Settings, tag: str) -> Path:
    """``locales/<ll_Script>/approved.txt``, beside the locale's ``LC_MESSAGES``."""
    return settings.path(settings.catalogs) / catalog_folder_name(tag) / RECORD_NAME


def approval_digest(
    key: str, english: str | tuple[str, str], forms: Iterable[str], plural_rule: str = ""
) -> str:
    """The digest a reviewer's approval of these forms, under this English, is kept by. A
    plural entry's is bound to the catalog's Plural-Forms rule too: the rule decides which
    form a count shows, so another rule shows the reader other words."""
    source = [english] if isinstance(english, str) else ["plural", plural_rule, *english]
    return digest(key, *source, "translation", *forms).hex()


@dataclass(frozen=True)
class ApprovedSources:
    """Which translations of each source are approved, as a digest per source: what a
    page's digest and a check's verdict depend on, read without the record's lines."""

    by_source: Mapping[str, str]  # source key (msgctxt up to ':') → digest of its lines

    def source_digest(self, source: str) -> str:
        return self.by_source.get(source, "")

    @property
    def whole(self) -> str:
        """The record as a whole, in one digest."""
        parts = [f"{source} {found}" for source, found in sorted(self.by_source.items())]
        return digest(*parts).hex()

    def with_catalog(self, catalog_digests: Mapping[str, str]) -> dict[str, str]:
        """The digests of each source's catalog entries (``table.source_digests``), each with
        the approvals of its translations: a page shows what a reviewer approved of them."""
        combined = dict(catalog_digests)
        for source, found in self.by_source.items():
            for key in (source, linked_entries(source)):
                combined[key] = f"{combined.get(key, '')} approved {found}"
        return combined


@dataclass(frozen=True)
class Approvals:
    """One locale's record, read."""

    lines: Mapping[str, str]  # digest → msgctxt
    sources: ApprovedSources

    def holds(
        self,
        key: str,
        english: str | tuple[str, str],
        forms: Iterable[str],
        plural_rule: str = "",
    ) -> bool:
        return approval_digest(key, english, forms, plural_rule) in self.lines


EMPTY = Approvals({}, ApprovedSources({}))


@dataclass(frozen=True)
class ApprovedDigests:
    """The digests of a locale's approvals: all a page's translator asks of the record."""

    digests: frozenset[str]

    def holds(
        self,
        key: str,
        english: str | tuple[str, str],
        forms: Iterable[str],
        plural_rule: str = "",
    ) -> bool:
        return approval_digest(key, english, forms, plural_rule) in self.digests


# The last record read of each path, by its size, times and inode: the preview reads it
# after every edit, and a thousand articles' record is 8 MB. The change time too, which
# no one can set: an edit that puts the modification time back is still seen.
_read: dict[str, tuple[tuple[int, int, int, int], Approvals]] = {}


def read_approvals(settings: Settings, tag: str) -> Approvals:
    """The locale's record (empty if there is none yet); a damaged line is refused at
    its line, never read as an approval."""
    path = record_path(settings, tag)
    display = settings.display(path)
    try:
        status = os.lstat(path)
    except FileNotFoundError:
        return EMPTY
    except OSError as fault:
        problem = _problem(display, None, f"cannot be read: {fault.strerror}")
        raise ProblemsFound([problem]) from None
    stamp = (status.st_size, status.st_mtime_ns, status.st_ino, status.st_ctime_ns)
    known = _read.get(str(path))
    if known is not None and known[0] == stamp:
        return known[1]
    data = read_regular(path, _MOST_BYTES + 1)
    if data is None:
        what = "a symbolic link (a record is read only as a file of its own)"
        what = what if stat.S_ISLNK(status.st_mode) else not_a_file(path)
        raise ProblemsFound([_problem(display, None, f"is {what}")])
    if len(data) > _MOST_BYTES:
        raise ProblemsFound([_problem(display, None, "is larger than any record can be")])
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as fault:
        line = data[: fault.start].count(b"\n") + 1
        raise ProblemsFound([_problem(display, line, "is not UTF-8 text")]) from None
    approvals = _parse(text, display)
    _read[str(path)] = (stamp, approvals)
    return approvals


def approved_sources(settings: Settings, tag: str) -> ApprovedSources:
    """The record's digest per source, kept in the cache by the record's content: a build
    whose pages are all stored needs only these, and the record of a thousand articles
    takes a tenth of a second to read."""
    path = record_path(settings, tag)
    cache_root = settings.cache_folder()
    if cache_root is None or not path.is_file() or path.is_symlink():
        return read_approvals(settings, tag).sources
    kept_at = cache_root / "catalogs" / f"approved-{content_hash(path, cache_root)}"
    kept = cache.read(kept_at, dict[str, str])
    if kept is not None:
        return ApprovedSources(kept)
    sources = read_approvals(settings, tag).sources
    cache.write(kept_at, dict(sources.by_source))
    return sources


def approved_digests(settings: Settings, tag: str) -> ApprovedDigests:
    """The digests the locale's record approves. A record whose content this cache has
    read whole before (``approved_sources`` keeps its digests per source by that content)
    is known to be sound, so only its digests are taken, at a fifth of the cost of reading
    it whole: a build after one article changed read three records of 91,000 lines."""
    path = record_path(settings, tag)
    cache_root = settings.cache_folder()
    try:
        status = os.lstat(path)
    except OSError:
        status = None
    if cache_root is None or status is None or not stat.S_ISREG(status.st_mode):
        return ApprovedDigests(frozenset(read_approvals(settings, tag).lines))
    stamp = (status.st_size, status.st_mtime_ns, status.st_ino, status.st_ctime_ns)
    known = _digests_read.get(str(path))
    if known is not None and known[0] == stamp:
        return known[1]
    content = content_hash(path, cache_root)
    if cache.read(cache_root / "catalogs" / f"approved-{content}", dict[str, str]) is None:
        approved_sources(settings, tag)  # read whole, and known sound from now on
        return ApprovedDigests(frozenset(read_approvals(settings, tag).lines))
    data = read_regular(path, _MOST_BYTES + 1)
    if data is None or hashlib.blake2b(data, digest_size=16).hexdigest() != content:
        # Changed since it was hashed: this content was never read whole.
        return ApprovedDigests(frozenset(read_approvals(settings, tag).lines))
    lines = data.decode("utf-8").removeprefix("\ufeff").split("\n")
    taken = [line[:32] for line in lines if line[32:33] == " " and line[:1] != "#"]
    digests = ApprovedDigests(frozenset(taken))
    _digests_read[str(path)] = (stamp, digests)
    return digests


# The digests last taken of each path, by the same stamp as ``_read``.
_digests_read: dict[str, tuple[tuple[int, int, int, int], ApprovedDigests]] = {}


def _parse(text: str, display: str) -> Approvals:
    marker = conflict_marker_line(text)
    if marker is not None:
        problem = conflict_marker_problem(display, marker)
        hint = "the record is a set: keep the lines of both sides and delete the markers"
        raise ProblemsFound([replace(problem, hint=hint)])
    # A record saved by an editor with a byte-order mark, or checked out with CRLF line
    # ends (git's autocrlf), says the same.
    text = text.removeprefix("\ufeff")
    # Read in two passes of the regular expression engine over the whole text (a record
    # of a thousand articles is 91,000 lines): its approvals, and its lines that are
    # neither blank nor a comment. Where the two counts differ, a line is damaged, and
    # the lines are read one by one to name it.
    found: list[tuple[str, str]] = _APPROVAL_LINES.findall(text)
    if len(found) != len(_MEANINGFUL_LINES.findall(text)):
        problems = _damaged_lines(text, display)
        if problems:
            raise ProblemsFound(problems)
        # Only lines of other blank characters (an ideographic space) were counted.
        split = (_LINE.fullmatch(line.removesuffix("\r")) for line in text.split("\n"))
        found = [(match[1], match[2]) for match in split if match is not None]
    lines = dict(found)
    grouped: dict[str, list[str]] = {}
    for approval, key in found:
        grouped.setdefault(key.partition(":")[0], []).append(approval)
    by_source = {source: digest(*sorted(found)).hex() for source, found in grouped.items()}
    return Approvals(lines, ApprovedSources(by_source))


_APPROVAL_LINES = re.compile(r"^([0-9a-f]{32}) (\S[^\t\r\n]*)\r?$", re.MULTILINE)
_MEANINGFUL_LINES = re.compile(r"^(?![ \t\r\f\v]*$)(?!#)", re.MULTILINE)


def _damaged_lines(text: str, display: str) -> list[Problem]:
    problems = []
    for number, line in enumerate(text.split("\n"), start=1):
        line = line.removesuffix("\r")
        if line.strip() and not line.startswith("#") and _LINE.fullmatch(line) is None:
            problems.append(_problem(display, number, "is not a digest and a msgctxt"))
    return problems


def _problem(display: str, line: int | None, what: str) -> Problem:
    return Problem(
        display,
        line,
        None,
        "review-record",
        f"the review record {what}",
        hint="it is written by `comparekit review`: restore it from version control"
        + (", or delete the line (its translation then waits for review again)" if line else ""),
    )


def write_approvals(settings: Settings, tag: str, lines: Mapping[str, str]) -> None:
    """Write the record: ``lines`` (digest → msgctxt). A record already there is edited,
    not replaced: its comments, blank lines, byte-order mark and line ends stay, each
    approval that stays keeps its line, and a new one goes where the sorted order puts it."""
    path = record_path(settings, tag)
    data = read_regular(path, _MOST_BYTES + 1) or b""
    old = data.decode("utf-8")  # read whole before, under the same lock: it is UTF-8
    edited = _edited(old, lines) if old.strip("\ufeff \t\r\n") else _new_record(tag, lines)
    write_text_atomic(path, edited)


def _new_record(tag: str, lines: Mapping[str, str]) -> str:
    header = (
        f"# comparekit review record for {tag}: the translations a reviewer approved, one\n"
        "# per line (a digest of the msgctxt, the English and the translation, then the\n"
        f"# msgctxt). Written by `comparekit review {tag}`: a translation changed since it\n"
        "# was approved no longer matches its line. The lines are a set: git merges them\n"
        "# line by line with `locales/*/approved.txt merge=union` in .gitattributes.\n"
    )
    ordered = sorted(lines.items(), key=lambda item: (item[1], item[0]))
    return header + "".join(f"{approval} {key}\n" for approval, key in ordered)


def _edited(old: str, lines: Mapping[str, str]) -> str:
    """``old``'s text with the approvals not in ``lines`` taken out and those it lacks
    put in, each before the first line that sorts after it."""
    bom = "\ufeff" if old.startswith("\ufeff") else ""
    newline = "\r\n" if "\r\n" in old else "\n"
    old_lines = old.removeprefix(bom).split("\n")
    if old_lines[-1] == "":
        old_lines.pop()  # the last line's end
    present = {m[1] for m in map(_LINE.fullmatch, (line.rstrip("\r") for line in old_lines)) if m}
    new = sorted((key, approval) for approval, key in lines.items() if approval not in present)
    edited: list[str] = []
    taken = 0  # of ``new``
    for raw in old_lines:
        line = raw.removesuffix("\r")
        match = _LINE.fullmatch(line)
        if match is not None:
            if match[1] not in lines:
                continue  # taken back
            while taken < len(new) and new[taken] < (match[2], match[1]):
                key, approval = new[taken]
                edited.append(f"{approval} {key}")
                taken += 1
        edited.append(line)
    edited += [f"{approval} {key}" for key, approval in new[taken:]]
    return bom + newline.join(edited) + newline
