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

import functools
import hashlib
import os
import re
import stat
import zlib
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from comparekit import cache
from comparekit.cache import comparekit_digest, digest
from comparekit.catalogs.contenthash import catalog_key, content_hash, recorded_hash
from comparekit.catalogs.table import linked_entries, singular_approval
from comparekit.errors import Problem, ProblemsFound
from comparekit.files import write_text_atomic
from comparekit.ownership import not_a_file, read_regular, refuse_linked_writes
from comparekit.sources.conflicts import conflict_marker_line, conflict_marker_problem
from comparekit.sources.settings import Settings, catalog_folder_name

RECORD_NAME = "approved.txt"
# Read whole, so bounded: a record of 100,000 approvals is about 8 MB.
_MOST_BYTES = 256 * 1024 * 1024


def record_path(settings: Settings, tag: str) -> Path:
    """``locales/<ll_Script>/approved.txt``, beside the locale's ``LC_MESSAGES``."""
    return settings.path(settings.catalogs) / catalog_folder_name(tag) / RECORD_NAME


def approval_digest(
    key: str, english: str | tuple[str, str], forms: Sequence[str], plural_rule: str = ""
) -> str:
    """The digest a reviewer's approval of these forms, under this English, is kept by. A
    plural entry's is bound to the catalog's Plural-Forms rule too: the rule decides which
    form a count shows, so another rule shows the reader other words."""
    return _approval_hex(key, english, forms, plural_rule)


def spelled_alike(rule: str) -> str:
    """A Plural-Forms rule as one spelling: no spaces, no brackets around the whole, so
    that a tool writing ``(n > 1)`` for ``n>1`` or ``(0)`` for ``0`` (Weblate and Babel
    differ) takes back no approval.

    >>> spelled_alike(" ( (n > 1) ) "), spelled_alike("(n>1)||(n==0)"), spelled_alike("(0)")
    ('n>1', '(n>1)||(n==0)', '0')
    """
    rule = "".join(rule.split())
    while rule.startswith("(") and rule.endswith(")") and _closes_at_end(rule):
        rule = rule[1:-1]
    return rule


def _closes_at_end(rule: str) -> bool:
    """Whether the bracket that opens ``rule`` is the one that closes it."""
    depth = 0
    for place, letter in enumerate(rule):
        depth += {"(": 1, ")": -1}.get(letter, 0)
        if depth == 0:
            return place == len(rule) - 1
    return False


def _approval_hex(
    key: str, english: str | tuple[str, str], forms: Sequence[str], plural_rule: str
) -> str:
    if isinstance(english, str) and len(forms) == 1:
        return singular_approval(key, english, forms[0])
    rule = spelled_alike(plural_rule)
    source = [english] if isinstance(english, str) else ["plural", rule, *english]
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
                # One digest of the two, as long as either: a page digest hashes it once
                # for every page that shows the source (the hub: every article's).
                combined[key] = _text_digest(f"{combined.get(key, '')} approved {found}")
        return combined


@dataclass(frozen=True)
class Approvals:
    """One locale's record, read: its approval lines and its revocations. A revocation
    outweighs any approval of the same digest, so that a merge of two branches' records,
    which keeps the lines of both, never brings back what one branch took back."""

    written: frozenset[tuple[str, str]]  # (digest, msgctxt) of each approval line
    revoked: Mapping[str, str]  # digest → msgctxt of each revocation line
    # The approvals in force, as the lines of each source (msgctxt up to ':'), sorted.
    lines: Mapping[str, str]

    @property
    def in_force(self) -> frozenset[tuple[str, str]]:
        if not self.revoked:
            return self.written
        return frozenset(pair for pair in self.written if pair[0] not in self.revoked)

    @functools.cached_property
    def sources(self) -> ApprovedSources:
        return ApprovedSources({source: _text_digest(text) for source, text in self.lines.items()})

    def approves(self, approval: str, key: str) -> bool:
        """Whether a line approves the digest for that string: a line's key is part of
        what it approves (one labelled with another string's key approves nothing)."""
        return (approval, key) in self.written and approval not in self.revoked


EMPTY = Approvals(frozenset(), {}, {})


def lines_by_source(approvals: Iterable[tuple[str, str]]) -> dict[str, str]:
    """Approvals (digest, msgctxt) as the record's lines of each source (its msgctxt up to
    ':'), sorted, in one text a source, each line ended: what a page that shows a source's
    strings looks them up in."""
    grouped: dict[str, list[str]] = {}
    for approval, key in approvals:
        grouped.setdefault(key.partition(":")[0], []).append(f"{approval} {key}\n")
    return {source: "\n" + "".join(sorted(lines)) for source, lines in grouped.items()}


def _text_digest(text: str) -> str:
    return hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).hexdigest()


class ApprovedDigests:
    """The approvals in force of a locale's record, as the lines of each source: a source's
    lines are made a table (msgctxt → the digests approved for it) when a page first shows
    one of its strings. A build that renders one article's pages, at a thousand articles,
    makes a few of the 1,000 tables; a line approves only the string its key names."""

    def __init__(self, lines: Mapping[str, str]) -> None:
        self.lines = lines
        self._tables: dict[str, dict[str, str]] = {}

    def holds(
        self, key: str, english: str | tuple[str, str], forms: Sequence[str], plural_rule: str = ""
    ) -> bool:
        """Whether a line approves these forms of ``key`` under this English."""
        return self.approves(key, _approval_hex(key, english, forms, plural_rule))

    def approves(self, key: str, approval: str) -> bool:
        """Whether a line approves the string ``key`` by its approval digest: that of
        ``approval_digest``, or the one a catalog's table keeps (``CatalogEntry.approval``)."""
        source = key.partition(":")[0]
        table = self._tables.get(source)
        if table is None:
            table = self._tables[source] = _table(self.lines.get(source, ""))
        approved = table.get(key)
        # A string no line names (new since the last review) needs no digest. A digest is
        # found among those approved as a part of their text: each is 32 hex digits, and
        # spaces part them, so 32 hex digits found there are one of them.
        if approved is None or len(approval) != _DIGEST_LENGTH:
            return False
        return approval in approved


_DIGEST_LENGTH = 32  # (an approval digest written out: 16 bytes in hex)


def _table(lines: str) -> dict[str, str]:
    """A source's lines as msgctxt → the digests approved for it, separated by spaces."""
    table: dict[str, str] = {}
    for line in lines.split("\n"):
        approval, _, key = line.partition(" ")
        if key:
            table[key] = f"{table[key]} {approval}" if key in table else approval
    return table


# The last record read of each path, by its size, times and inode: the preview reads it
# after every edit, and a thousand articles' record is 8 MB. The change time too, which
# no one can set: an edit that puts the modification time back is still seen.
_read: dict[str, tuple[tuple[int, int, int, int], Approvals]] = {}


def read_approvals(settings: Settings, tag: str) -> Approvals:
    """The locale's record (empty if there is none yet); a damaged line is refused at
    its line, never read as an approval. Kept in memory for the next read of the same
    record (the preview reads it after every edit)."""
    path = record_path(settings, tag)
    try:
        status = os.lstat(path)
    except FileNotFoundError:
        return EMPTY
    except OSError:
        return _read_record(settings, tag)[0]  # refused there, with the reason
    stamp = (status.st_size, status.st_mtime_ns, status.st_ino, status.st_ctime_ns)
    known = _read.get(str(path))
    if known is not None and known[0] == stamp:
        return known[1]
    approvals = _read_record(settings, tag)[0]
    _read[str(path)] = (stamp, approvals)
    return approvals


def _read_record(settings: Settings, tag: str) -> tuple[Approvals, str]:
    """The record read, and the content hash of the bytes read (none for no record)."""
    path = record_path(settings, tag)
    display = settings.display(path)
    try:
        status = os.lstat(path)
    except FileNotFoundError:
        return EMPTY, ""
    except OSError as fault:
        problem = _problem(display, None, f"cannot be read: {fault.strerror}")
        raise ProblemsFound([problem]) from None
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
    content = hashlib.blake2b(data, digest_size=16).hexdigest()  # as ``content_hash``
    return _parse(text, display), content


def approved_sources(settings: Settings, tag: str) -> ApprovedSources:
    """The record's digest per source: what a page's digest depends on."""
    return approved(settings, tag)[0]


def approved_digests(settings: Settings, tag: str) -> ApprovedDigests:
    """The approvals in force of the record: what a page's translator asks of it."""
    return approved(settings, tag)[1]


@dataclass(frozen=True)
class _Kept:
    """What the cache keeps of a record read whole, by its content: a build whose pages
    are all stored, or that renders one article's, need not read it again."""

    tag: str  # the locale whose record it is, and
    content: str  # the record's content hash: an entry copied from another is not taken
    by_source: dict[str, str]  # ``ApprovedSources.by_source``
    shares: int  # how many entries ``Approvals.lines`` is kept in (``_KeptLines``)


@dataclass(frozen=True)
class _KeptLines:
    """One share of a record's lines (``Approvals.lines``), by the same content: a page's
    translator reads the share of each source it shows, not a thousand articles' 9 MB."""

    tag: str
    content: str
    share: int  # which one, of ``_Kept.shares``
    lines: dict[str, str]


# The size of a share of the lines: the shipped record's lines are kept in one.
_SHARE_BYTES = 256 * 1024
_MOST_SHARES = 1 + _MOST_BYTES // _SHARE_BYTES


def _share(source: str, shares: int) -> int:
    return zlib.crc32(source.encode("utf-8", "surrogatepass")) % shares


class _SharedLines(Mapping[str, str]):
    """A record's lines of each source, read from the cache one share at a time, as the
    sources it holds are asked for. All of them were written with the ``_Kept`` entry the
    sources' digests come from; one found missing or damaged has the record read again,
    and refused if it changed since (its lines would not be those the digests were of)."""

    def __init__(self, settings: Settings, kept_at: Path, kept: _Kept) -> None:
        self.settings, self.kept_at, self.kept = settings, kept_at, kept
        self.read: dict[str, str] = {}
        self.shares_read: set[int] = set()

    def __getitem__(self, source: str) -> str:
        share = _share(source, self.kept.shares)
        if share not in self.shares_read:
            self._read_share(share)
        return self.read[source]

    def __iter__(self) -> Iterator[str]:
        return iter(self.kept.by_source)

    def __len__(self) -> int:
        return len(self.kept.by_source)

    def _read_share(self, share: int) -> None:
        kept = self.kept
        found = cache.read(_share_path(self.kept_at, share), _KeptLines)
        if found is None or (found.tag, found.content, found.share) != (
            kept.tag,
            kept.content,
            share,
        ):
            approvals, read = _read_record(self.settings, kept.tag)
            if read != kept.content:
                display = self.settings.display(record_path(self.settings, kept.tag))
                what = "changed while this run read it: run the command again"
                raise ProblemsFound([replace(_problem(display, None, what), hint="")])
            _write_shares(self.kept_at, kept, approvals.lines)
            mine = {s: t for s, t in approvals.lines.items() if _share(s, kept.shares) == share}
            found = _KeptLines(kept.tag, kept.content, share, mine)
        self.read.update(found.lines)
        self.shares_read.add(share)


def _shares_stem(kept_at: Path) -> str:
    """What the names of the entry's shares begin with: ``approval-lines-<tag>.<version>.``"""
    return kept_at.name.replace("approvals-", "approval-lines-", 1) + "."


def _share_path(kept_at: Path, share: int) -> Path:
    return kept_at.with_name(f"{_shares_stem(kept_at)}{share}")


def _write_shares(kept_at: Path, kept: _Kept, lines: Mapping[str, str]) -> None:
    shares: list[dict[str, str]] = [{} for _ in range(kept.shares)]
    for source, text in lines.items():
        shares[_share(source, kept.shares)][source] = text
    for share, part in enumerate(shares):
        cache.write(_share_path(kept_at, share), _KeptLines(kept.tag, kept.content, share, part))


# The cache entry last read for each locale, and what it gave: a build asks when it plans
# a locale's pages and again when its process renders them (a fork of this one).
_kept_here: dict[str, tuple[Path, tuple[ApprovedSources, ApprovedDigests]]] = {}


def approved(settings: Settings, tag: str) -> tuple[ApprovedSources, ApprovedDigests]:
    """The record's digest per source and its approvals in force, of one reading of it:
    a run that keeps a verdict or a page by the first and works it out with the second
    must have both of the same record, though someone saves it meanwhile."""
    path = record_path(settings, tag)
    cache_root = settings.cache_folder()
    if cache_root is None or not path.is_file() or path.is_symlink():
        approvals = read_approvals(settings, tag)
        return approvals.sources, ApprovedDigests(approvals.lines)
    content = content_hash(path, cache_root)
    folder = cache_root / "catalogs"
    kept_at = _kept_path(cache_root, tag, content)
    found = _kept_here.get(tag)
    if found is not None and found[0] == kept_at:
        return found[1]
    kept = cache.read(kept_at, _Kept)
    if (
        kept is not None
        and (kept.tag, kept.content) == (tag, content)
        and 0 < kept.shares <= _MOST_SHARES
    ):
        lines = _SharedLines(settings, kept_at, kept)
        _kept_here[tag] = (kept_at, (ApprovedSources(kept.by_source), ApprovedDigests(lines)))
        return _kept_here[tag][1]
    # Its lines read are not kept in memory (30 MB at a thousand articles, in each
    # locale's process): only what a build needs of them, here and in the cache.
    approvals, read = _read_record(settings, tag)
    if read != content:  # saved again since it was hashed: kept as the text read
        kept_at = _kept_path(cache_root, tag, read)
    sources = approvals.sources
    size = sum(map(len, approvals.lines.values()))
    kept = _Kept(tag, read, dict(sources.by_source), 1 + size // _SHARE_BYTES)
    _write_shares(kept_at, kept, approvals.lines)
    cache.write(kept_at, kept)  # after its shares: found, it has them all
    # One entry per locale (and its shares): a record approved in a hundred sittings
    # would leave a hundred.
    for entry in os.scandir(folder) if folder.is_dir() else ():
        name = entry.name
        key = catalog_key(tag)
        earlier = name.startswith((f"approvals-{key}.", f"approval-lines-{key}."))
        ours = name == kept_at.name or name.startswith(_shares_stem(kept_at))
        if earlier and not ours and entry.is_file(follow_symlinks=False):
            os.unlink(entry.path)
    _kept_here[tag] = (kept_at, (sources, ApprovedDigests(approvals.lines)))
    return _kept_here[tag][1]


def approvals_known(settings: Settings, tag: str) -> bool:
    """Whether ``approved`` would find what it keeps of the locale's record in the cache,
    told without reading the record (as ``table.source_digests_known``): a record whose
    content hash is not on record for its size, modification time and inode counts as
    not kept. Without a record or a cache there is nothing to keep."""
    path = record_path(settings, tag)
    cache_root = settings.cache_folder()
    if cache_root is None or not path.is_file() or path.is_symlink():
        return True
    content = recorded_hash(path, cache_root)
    if content is None:
        return False
    return _kept_path(cache_root, tag, content).is_file()


def _kept_path(cache_root: Path, tag: str, content: str) -> Path:
    """Where the cache keeps what ``approved`` reads of a record of this content hash."""
    return cache_root / "catalogs" / f"approvals-{catalog_key(tag)}.{_version(content)}"


def _version(content: str) -> str:
    """The name of the cache's entry for a record of this content hash: by comparekit's
    version too, as what the cache keeps of a record is its own to change."""
    return digest(comparekit_digest(), content).hex()


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
    lines = text.split("\n")
    found: list[tuple[str, str]] = []
    revoked: dict[str, str] = {}
    damaged: list[Problem] = []
    for number, match in enumerate(map(_RECORD_LINE.fullmatch, lines), start=1):
        if match is None:
            raw = lines[number - 1]
            if raw.strip() and not raw.startswith("#"):  # neither blank nor a comment
                damaged.append(_problem(display, number, "is not a digest and a msgctxt"))
        elif match[1]:
            revoked[match[2]] = match[3]
        else:
            found.append((match[2], match[3]))
    if damaged:
        raise ProblemsFound(damaged)
    written = frozenset(found)
    in_force = [pair for pair in written if pair[0] not in revoked] if revoked else written
    return Approvals(written, revoked, lines_by_source(in_force))


# A record's line: an approval (a digest and the msgctxt it approves), or a revocation.
_RECORD_LINE = re.compile(r"(revoked )?([0-9a-f]{32}) (\S[^\t\r\n]*)\r?")


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
    refuse_linked_writes([path], settings, "catalogs")  # (as `update` refuses the catalog)
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
        match = _RECORD_LINE.fullmatch(line)
        if match is not None:
            if line not in wanted:
                continue  # taken out
            while taken < len(new) and new[taken] < (match[3], line):
                edited.append(new[taken][1])
                taken += 1
        edited.append(line)
    edited += [line for _, line in new[taken:]]
    return bom + newline.join(edited) + newline
