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

import bisect
import hashlib
import os
import re
import stat
import sys
from array import array
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from pathlib import Path

from comparekit import cache
from comparekit.cache import comparekit_digest, digest
from comparekit.catalogs.contenthash import catalog_key, content_hash
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
    return _approval_key(key, english, forms, plural_rule).hex()


def _approval_key(
    key: str, english: str | tuple[str, str], forms: Iterable[str], plural_rule: str
) -> bytes:
    source = [english] if isinstance(english, str) else ["plural", plural_rule, *english]
    return digest(key, *source, "translation", *forms)


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
    """One locale's record, read: its approval lines and its revocations. A revocation
    outweighs any approval of the same digest, so that a merge of two branches' records,
    which keeps the lines of both, never brings back what one branch took back."""

    written: frozenset[tuple[str, str]]  # (digest, msgctxt) of each approval line
    revoked: Mapping[str, str]  # digest → msgctxt of each revocation line
    sources: ApprovedSources

    @property
    def in_force(self) -> frozenset[tuple[str, str]]:
        return frozenset(pair for pair in self.written if pair[0] not in self.revoked)

    def approves(self, approval: str, key: str) -> bool:
        """Whether a line approves the digest for that string: a line's key is part of
        what it approves (one labelled with another string's key approves nothing)."""
        return (approval, key) in self.written and approval not in self.revoked


EMPTY = Approvals(frozenset(), {}, ApprovedSources({}))


class ApprovedDigests:
    """The digests a locale's record approves, sorted and packed 16 bytes each, looked up
    by bisection: a thousand articles' record is 1.5 MB of them, read from the cache in a
    millisecond, where making a set of its 91,000 digests took 40 ms and reading its text
    300 ms, for a build that renders the pages of one article."""

    def __init__(self, packed: bytes) -> None:
        self.packed = packed
        self._firsts: array[int] | None = None
        # The last answer for each key: a product's facts and the templates' strings are
        # asked for on every page that shows them (340,000 times for 91,000 strings in a
        # locale's first build at 1,000 articles, two digests each).
        self._answered: dict[str, tuple[str | tuple[str, str], tuple[str, ...], str, bool]] = {}

    @classmethod
    def of(cls, approvals: Iterable[tuple[str, str]]) -> ApprovedDigests:
        """Of (digest, msgctxt) pairs: each packed with its key, as ``holds`` looks it up."""
        labelled = {_labelled(bytes.fromhex(found), key) for found, key in approvals}
        return cls(b"".join(sorted(labelled)))

    def holds(
        self,
        key: str,
        english: str | tuple[str, str],
        forms: Iterable[str],
        plural_rule: str = "",
    ) -> bool:
        forms = tuple(forms)
        known = self._answered.get(key)
        if known is not None and known[:3] == (english, forms, plural_rule):
            return known[3]
        found = self._finds(_labelled(_approval_key(key, english, forms, plural_rule), key))
        self._answered[key] = (english, forms, plural_rule, found)
        return found

    def _finds(self, wanted: bytes) -> bool:
        first = int.from_bytes(wanted[:8], "big")
        firsts = self._first_halves()
        at = bisect.bisect_left(firsts, first)
        while at < len(firsts) and firsts[at] == first:  # the whole digest decides
            if self.packed[16 * at : 16 * at + 16] == wanted:
                return True
            at += 1
        return False

    def _first_halves(self) -> array[int]:
        """Each digest's first 8 bytes as a number, in the digests' order: bisected in C."""
        if self._firsts is None:
            halves = array("Q", self.packed)
            if sys.byteorder == "little":
                halves.byteswap()  # read big-endian, so the numbers sort as the bytes
            self._firsts = halves[::2]
        return self._firsts


def _labelled(approval: bytes, key: str) -> bytes:
    """An approval's digest bound to the key its line names (16 bytes, then the key: the
    two never run together)."""
    bound = approval + key.encode("utf-8", "surrogatepass")
    return hashlib.blake2b(bound, digest_size=16).digest()


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
    """The record's digest per source: what a page's digest depends on."""
    return _kept(settings, tag)[0]


def approved_digests(settings: Settings, tag: str) -> ApprovedDigests:
    """The digests the record approves: what a page's translator asks of it."""
    return _kept(settings, tag)[1]


@dataclass(frozen=True)
class _Kept:
    """What the cache keeps of a record read whole, by its content: a build whose pages
    are all stored, or that renders one article's, need not read it again."""

    by_source: dict[str, str]
    packed: bytes


def _kept(settings: Settings, tag: str) -> tuple[ApprovedSources, ApprovedDigests]:
    path = record_path(settings, tag)
    cache_root = settings.cache_folder()
    if cache_root is None or not path.is_file() or path.is_symlink():
        approvals = read_approvals(settings, tag)
        return approvals.sources, ApprovedDigests.of(approvals.in_force)
    # By comparekit's version too: how the digests are packed is its own to change.
    version = digest(comparekit_digest(), content_hash(path, cache_root)).hex()
    folder = cache_root / "catalogs"
    kept_at = folder / f"approvals-{catalog_key(tag)}.{version}"
    kept = cache.read(kept_at, _Kept)
    if kept is not None and len(kept.packed) % 16 == 0:
        return ApprovedSources(kept.by_source), ApprovedDigests(kept.packed)
    approvals = read_approvals(settings, tag)
    digests = ApprovedDigests.of(approvals.in_force)
    cache.write(kept_at, _Kept(dict(approvals.sources.by_source), digests.packed))
    # One entry per locale: a record approved in a hundred sittings would leave a hundred.
    for entry in os.scandir(folder) if folder.is_dir() else ():
        earlier = entry.name.startswith(f"approvals-{catalog_key(tag)}.")
        if earlier and entry.name != kept_at.name and entry.is_file(follow_symlinks=False):
            os.unlink(entry.path)
    return approvals.sources, digests


def _parse(text: str, display: str) -> Approvals:
    marker = conflict_marker_line(text)
    if marker is not None:
        problem = conflict_marker_problem(display, marker)
        hint = "the record is a set: keep the lines of both sides and delete the markers"
        raise ProblemsFound([replace(problem, hint=hint)])
    # A record saved by an editor with a byte-order mark, or checked out with CRLF line
    # ends (git's autocrlf), says the same.
    text = text.removeprefix("\ufeff")
    # A line ended by a carriage return alone (an old Mac editor's) would hide the lines
    # after it inside the one before: a comment would swallow every approval.
    alone = re.search(r"\r(?!\n)", text)
    if alone is not None:
        line = text.count("\n", 0, alone.start()) + 1
        raise ProblemsFound([_problem(display, line, "ends a line with a carriage return alone")])
    # Read in two passes of the regular expression engine over the whole text (a record
    # of a thousand articles is 91,000 lines): its approvals, and its lines that are
    # neither blank nor a comment. Where the two counts differ, a line is damaged, and
    # the lines are read one by one to name it.
    found: list[tuple[str, str]] = _APPROVAL_LINES.findall(text)
    taken_back: list[tuple[str, str]] = _REVOKED_LINES.findall(text)
    if len(found) + len(taken_back) != len(_MEANINGFUL_LINES.findall(text)):
        problems = _damaged_lines(text, display)
        if problems:
            raise ProblemsFound(problems)
        # Only lines of other blank characters (an ideographic space) were counted.
        lines = [line.removesuffix("\r") for line in text.split("\n")]
        found = [(m[1], m[2]) for m in map(_LINE.fullmatch, lines) if m is not None]
        taken_back = [(m[1], m[2]) for m in map(_REVOKED_LINE.fullmatch, lines) if m is not None]
    revoked = dict(taken_back)
    written = frozenset(found)
    grouped: dict[str, list[str]] = {}
    for approval, key in written:
        if approval not in revoked:
            grouped.setdefault(key.partition(":")[0], []).append(f"{approval} {key}")
    by_source = {source: digest(*sorted(lines)).hex() for source, lines in grouped.items()}
    return Approvals(written, revoked, ApprovedSources(by_source))


_APPROVAL_LINES = re.compile(r"^([0-9a-f]{32}) (\S[^\t\r\n]*)\r?$", re.MULTILINE)
_REVOKED_LINES = re.compile(r"^revoked ([0-9a-f]{32}) (\S[^\t\r\n]*)\r?$", re.MULTILINE)
_REVOKED_LINE = re.compile(r"revoked ([0-9a-f]{32}) (\S[^\t\r\n]*)")
_MEANINGFUL_LINES = re.compile(r"^(?![ \t\r\f\v]*$)(?!#)", re.MULTILINE)


def _damaged_lines(text: str, display: str) -> list[Problem]:
    problems = []
    for number, line in enumerate(text.split("\n"), start=1):
        line = line.removesuffix("\r")
        if (
            line.strip()
            and not line.startswith("#")
            and _LINE.fullmatch(line) is None
            and _REVOKED_LINE.fullmatch(line) is None
        ):
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


def write_approvals(
    settings: Settings, tag: str, written: Iterable[tuple[str, str]], revoked: Mapping[str, str]
) -> None:
    """Write the record: the approval lines ``written`` (digest, msgctxt) and the
    revocations ``revoked`` (digest → msgctxt). A record already there is edited, not
    replaced: its comments, blank lines, byte-order mark and line ends stay, each line
    that stays keeps its place, and a new one goes where the sorted order puts it."""
    wanted = {f"{approval} {key}": key for approval, key in written}
    wanted |= {f"revoked {approval} {key}": key for approval, key in revoked.items()}
    path = record_path(settings, tag)
    data = read_regular(path, _MOST_BYTES + 1) or b""
    old = data.decode("utf-8")  # read whole before, under the same lock: it is UTF-8
    edited = _edited(old, wanted) if old.strip("\ufeff \t\r\n") else _new_record(tag, wanted)
    write_text_atomic(path, edited)


def _new_record(tag: str, wanted: Mapping[str, str]) -> str:
    header = (
        f"# comparekit review record for {tag}: the translations a reviewer approved, one\n"
        "# per line (a digest of the msgctxt, the English and the translation, then the\n"
        f"# msgctxt). Written by `comparekit review {tag}`: a translation changed since it\n"
        "# was approved no longer matches its line, and a line beginning `revoked` takes\n"
        "# back what its digest approved. The lines are a set: git merges them line by\n"
        "# line with `locales/*/approved.txt merge=union` in .gitattributes.\n"
    )
    ordered = sorted(wanted.items(), key=lambda item: (item[1], item[0]))
    return header + "".join(f"{line}\n" for line, _ in ordered)


def _edited(old: str, wanted: Mapping[str, str]) -> str:
    """``old``'s text with the record lines not ``wanted`` (line → its msgctxt) taken out
    and those it lacks put in, each before the first record line that sorts after it."""
    bom = "\ufeff" if old.startswith("\ufeff") else ""
    newline = "\r\n" if "\r\n" in old else "\n"
    old_lines = [line.removesuffix("\r") for line in old.removeprefix(bom).split("\n")]
    if old_lines[-1] == "":
        old_lines.pop()  # the last line's end
    present = set(old_lines)
    new = sorted((key, line) for line, key in wanted.items() if line not in present)
    edited: list[str] = []
    taken = 0  # of ``new``
    for line in old_lines:
        match = _LINE.fullmatch(line) or _REVOKED_LINE.fullmatch(line)
        if match is not None:
            if line not in wanted:
                continue  # taken out
            while taken < len(new) and new[taken] < (match[2], line):
                edited.append(new[taken][1])
                taken += 1
        edited.append(line)
    edited += [line for _, line in new[taken:]]
    return bom + newline.join(edited) + newline
