"""Read the YAML sources into validated models, reporting every problem at its file:line:col.

Positions come from ``yamlsource``; pydantic's error locations are mapped back onto them,
and every id an article names is checked against the shared data.
"""

from __future__ import annotations

import difflib
import functools
import hashlib
import os
import re
import stat
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Generic, TypeVar

from pydantic import BaseModel, ValidationError
from pydantic import __version__ as PYDANTIC_VERSION
from pydantic_core import __version__ as CORE_VERSION

from comparekit import cache
from comparekit.cache import Shelf, comparekit_digest, digest, settled
from comparekit.errors import COMMAND_LINE, Problem, ProblemsFound
from comparekit.sources.conflicts import conflict_marker_line, conflict_marker_problem
from comparekit.sources.crossref import Readable, Sources, cross_reference_problems
from comparekit.sources.model import (
    ONE_LINE,
    SAFE_ID,
    VISIBLE,
    Comparison,
    ComparisonFacts,
    Dimensions,
    Glossary,
    Hub,
    Product,
    TextPath,
    TextSpot,
    _field_annotation,
    _unwrap,
    iter_texts,
    too_long_problem,
)
from comparekit.sources.placeholders import source_placeholder_problems
from comparekit.sources.settings import (
    COMPARISONS_DIR,
    DIMENSIONS_FILE,
    GLOSSARY_FILE,
    HUB_FILE,
    PRODUCTS_DIR,
    Settings,
)
from comparekit.sources.skeleton import annotation_at, describe, example
from comparekit.sources.userfile import (
    DAMAGED,
    MAX_SOURCE_BYTES,
    not_a_source,
    too_large,
)
from comparekit.sources.yamlsource import Position, nearest, parse_yaml, read_yaml

ModelT = TypeVar("ModelT", bound=BaseModel)


DOCUMENT_LAYOUT = "5"  # changes with Document or how YAML is read: older ones are not read


@dataclass(frozen=True)
class Document(Generic[ModelT]):
    """A validated source file: its model, its id (file stem) and where each value stands.

    ``key`` names the file in translation keys: its path below the articles folder, without
    ``.yaml`` (``comparisons/deepinfer-vs-dynamo``, ``dimensions``).

    The model of a document taken from the cache is validated when first asked for: a
    build renders the pages of the articles that changed, and reads of the others only
    their ``facts``, kept in the cache beside the model.
    """

    id: str
    key: str
    path: str  # as shown to the user, relative to the project
    validated: Callable[[], ModelT] = field(repr=False, compare=False)
    file: Path = field(repr=False)
    source_digest: str = ""  # of the file's text: what a page built from it depends on
    # The line of each translatable string, in ``iter_texts`` order, as the cache keeps it:
    # the template's references need them, and parsing every article again costs seconds.
    text_lines: tuple[int, ...] | None = field(default=None, repr=False, compare=False)
    # A comparison's facts as the cache keeps them; worked out from the model when None.
    kept_facts: ComparisonFacts | None = field(default=None, repr=False, compare=False)

    @functools.cached_property
    def model(self) -> ModelT:
        return self.validated()

    def forget_parsed(self) -> None:
        """Let go of the model taken from the cache and of the positions parsed from the file
        (each worked out again if asked for once more): ``update`` needs a thousand
        articles' models, and after a build their positions (140 MB), only to extract the
        template, and then the memory to merge the catalogs."""
        self.__dict__.pop("model", None)
        self.__dict__.pop("positions", None)

    @functools.cached_property
    def facts(self) -> ComparisonFacts:
        """What other pages and checks read of a comparison (``ComparisonFacts``)."""
        if self.kept_facts is not None:
            return self.kept_facts
        assert isinstance(self.model, Comparison), "only a comparison has facts"
        return ComparisonFacts.of(self.model)

    @functools.cached_property
    def positions(self) -> dict[TextPath, Position]:
        """Where each key and value stands. Only error messages ask for a position the
        cache does not keep, so a cached document parses them again from the file then."""
        return parse_yaml(self.file.read_text(encoding="utf-8"), self.path)[1]

    def line_of(self, path: TextPath) -> int:
        """The line of the value at ``path``, or of its nearest known parent."""
        return nearest(self.positions, path).line

    def texts(self) -> list[tuple[TextSpot, int]]:
        """Every translatable string (``iter_texts``) with its ``line_of``."""
        spots = list(iter_texts(self.model))
        lines = self.text_lines
        if lines is None or len(lines) != len(spots):  # not this model's: parse the file
            lines = tuple(self.line_of(spot.path) for spot in spots)
        return list(zip(spots, lines, strict=True))


@dataclass(frozen=True)
class Project:
    """Everything the sources say, validated and cross-checked."""

    settings: Settings
    products: dict[str, Document[Product]]
    dimensions: Document[Dimensions]
    glossary: Document[Glossary]
    hub: Document[Hub]
    comparisons: dict[str, Document[Comparison]]

    def documents(self) -> list[Document[Any]]:
        """Every source in a stable order: shared data first, then the comparisons."""
        return [
            self.dimensions,
            self.glossary,
            *self.products.values(),
            self.hub,
            *self.comparisons.values(),
        ]


# --- validation --------------------------------------------------------------------------


def load_document(
    model: type[ModelT],
    file: Path,
    display_path: str,
    key: str | None = None,
    source_digest: str = "",
) -> Document[ModelT]:
    """Parse and validate one YAML file; every schema problem in it is reported at once."""
    text, data = read_source(file, display_path)
    return validate_source(model, text, data, file, display_path, key, source_digest)


def read_source(file: Path, display_path: str) -> tuple[str, dict[str, Any]]:
    """The text of a source file and its data, a mapping of fields; a file that is not
    UTF-8, not YAML or not a mapping is a problem."""
    raw = file.read_bytes()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise ProblemsFound([not_utf8(raw, error, display_path)]) from None
    conflict = conflict_marker_line(text)
    if conflict is not None:  # valid YAML inside a quoted string, and published as such
        raise ProblemsFound([conflict_marker_problem(display_path, conflict)])
    data = read_yaml(text, display_path)
    if not isinstance(data, dict):
        raise ProblemsFound(
            [
                Problem(
                    display_path,
                    1,
                    1,
                    "not-a-mapping",
                    "the file must be a mapping of fields",
                    hint="start with 'title: …' style fields, not a list or a bare value",
                )
            ]
        )
    return text, data


def not_utf8(raw: bytes, error: UnicodeDecodeError, display_path: str) -> Problem:
    """The problem of a file that is not UTF-8, at its first byte that is not."""
    line = raw.count(b"\n", 0, error.start) + 1
    column = error.start - (raw.rfind(b"\n", 0, error.start) + 1) + 1
    utf16 = raw.startswith((b"\xff\xfe", b"\xfe\xff"))
    return Problem(
        display_path,
        1 if utf16 else line,
        1 if utf16 else column,
        "encoding",
        "the file is UTF-16, not UTF-8"
        if utf16
        else f"not UTF-8: byte 0x{raw[error.start]:02x} is {error.reason}",
        hint="save the file as UTF-8 (for example `iconv -f LATIN1 -t UTF-8`)",
    )


class SchemaProblems(ProblemsFound):
    """A source that reads but does not fit its model: its problems, and where each of
    its values stands, for the cross-references still checked in its data."""

    def __init__(self, problems: list[Problem], positions: dict[TextPath, Position]) -> None:
        super().__init__(problems)
        self.positions = positions


def validate_source(
    model: type[ModelT],
    text: str,
    data: dict[str, Any],
    file: Path,
    display_path: str,
    key: str | None = None,
    source_digest: str = "",
) -> Document[ModelT]:
    """The document of a source's data; every schema problem in it is reported at once."""
    try:
        instance = model.model_validate(data)
    except ValidationError as error:
        positions = parse_yaml(text, display_path)[1]
        raise SchemaProblems(
            [_schema_problem(model, display_path, positions, e) for e in error.errors()],
            positions,
        ) from None
    stem = Path(display_path).stem
    return Document(stem, key or stem, display_path, lambda: instance, file, source_digest)


def _schema_problem(
    model: type[BaseModel], display_path: str, positions: dict[TextPath, Position], error: Any
) -> Problem:
    loc: TextPath = tuple(part for part in error["loc"] if part != "[key]")
    dotted = ".".join(str(part) for part in loc) or "(top level)"
    kind = error["type"]
    expected = annotation_at(model, loc)
    if kind == "missing":
        parent = nearest(positions, loc[:-1])  # the mapping that lacks it (a file's: its start)
        return Problem(
            display_path,
            parent.line,
            parent.column,
            "missing-field",
            f"{dotted}: required field '{loc[-1]}' is missing",
            hint=f"add it to this mapping, for example: {loc[-1]}: {example(expected)}"
            if expected is not None
            else f"add '{loc[-1]}:' here",
        )
    if kind == "extra_forbidden":
        where = nearest(positions, loc)
        allowed = _allowed_fields(model, loc[:-1])
        close = difflib.get_close_matches(str(loc[-1]), allowed, n=1)
        hint = f"did you mean '{close[0]}'?" if close else f"allowed here: {', '.join(allowed)}"
        return Problem(
            display_path,
            where.line,
            where.column,
            "unknown-field",
            f"{dotted}: unknown field '{loc[-1]}'",
            hint=hint,
        )
    where = (
        nearest(positions, (*loc, "<value>"))
        if (*loc, "<value>") in positions
        else nearest(positions, loc)
    )
    message, hint = f"{dotted}: {error['msg']}", _what_it_takes(loc, expected)
    if kind == "string_too_short":
        message, hint = f"{dotted}: must not be empty", "write the text; every string is published"
    if kind == "string_pattern_mismatch" and error["ctx"]["pattern"] == VISIBLE:
        message = f"{dotted}: an invisible character (a bidi control or a zero-width mark)"
        hint = "delete it: a name must read as it is"
    elif kind == "string_pattern_mismatch" and error["ctx"]["pattern"] == ONE_LINE:
        message = f"{dotted}: a line break inside the text"
        hint = "write it on one line (YAML's folded style `>-` joins lines for you)"
    elif kind == "string_pattern_mismatch":
        url = error["ctx"]["pattern"] != SAFE_ID
        message = f"{dotted}: {error['input']!r} is not {'an http(s) URL' if url else 'a valid id'}"
        hint = (
            "use a full https:// address, or leave the field out"
            if url
            else "ids use lowercase letters, digits and '-' (e.g. pd-disaggregation)"
        )
    return Problem(display_path, where.line, where.column, "invalid-value", message, hint=hint)


def _what_it_takes(loc: TextPath, expected: Any) -> str:
    """A hint saying what the field at ``loc`` takes, with an example of a mapping."""
    schema = "`comparekit schema` lets your editor show what each field takes"
    if expected is None or not loc:
        return schema
    name = loc[-1] if isinstance(loc[-1], str) else ".".join(str(part) for part in loc)
    shown = example(expected)
    for_example = f", for example: {name}: {shown}" if shown.startswith(("{", "[")) else ""
    return f"{name} takes {describe(expected)}{for_example}; {schema}"


def _allowed_fields(model: type[BaseModel], loc: TextPath) -> list[str]:
    """The field names of the model that stands at ``loc``, for a "did you mean" hint."""
    current: Any = model
    for part in loc:
        bare, _ = _unwrap(current)
        if isinstance(bare, type) and issubclass(bare, BaseModel) and isinstance(part, str):
            current = _field_annotation(bare, part) if part in bare.model_fields else None
        else:
            args = getattr(bare, "__args__", ())
            current = args[-1] if args else None
        if current is None:
            return []
    bare, _ = _unwrap(current)
    return list(bare.model_fields) if isinstance(bare, type) and issubclass(bare, BaseModel) else []


# --- the whole project -------------------------------------------------------------------


def model_for(relative: Path) -> type[BaseModel] | None:
    """The model of a source file from its place below the articles folder."""
    if relative.parent.as_posix() == PRODUCTS_DIR:
        return Product
    if relative.parent.as_posix() == COMPARISONS_DIR:
        return Comparison
    by_name: dict[str, type[BaseModel]] = {
        DIMENSIONS_FILE: Dimensions,
        GLOSSARY_FILE: Glossary,
        HUB_FILE: Hub,
    }
    return by_name.get(relative.as_posix())


# The documents of the project loaded last in this process that came from the cache, by
# model and by what identifies their file's version: the preview loads the project again
# after every edit, and taking a thousand articles from the cache and validating their
# models again takes most of a second. (One parsed from its file is taken from the cache
# the next time, with its strings' lines as the cache keeps them.)
_last_loaded: dict[tuple[type[BaseModel], bytes], Document[Any]] = {}


# The last project loaded, by the settings and the version of every source file it was
# read from: a preview refresh after a catalog edit, or a check after it, loads the same
# sources again, and walking a thousand of them took a tenth of the refresh.
_last_project: tuple[tuple[object, ...], Project] | None = None


def load_project(settings: Settings) -> Project:
    """Load and cross-check every source; all problems of all files are reported together.

    A file validated before, byte for byte and against the same schema, is taken from the
    cache instead of being parsed again; in one process, a project whose files all have
    the versions they had when it loaded is that project.
    """
    global _last_project
    versions = _source_versions(settings)  # before: an edit while loading shows next time
    last = _last_project
    if versions is not None and last is not None and last[0] == versions:
        return last[1] if last[1].settings is settings else replace(last[1], settings=settings)
    project = _load_project(settings)
    _last_project = (versions, project) if versions is not None else None
    return project


def _source_versions(settings: Settings) -> tuple[object, ...] | None:
    """The settings and the size, times and inode of every file ``load_project`` reads, in
    its order; None when one changed too recently for its version to stand for its
    content (``cache.settled``), or is not there to read."""
    read_at = time.time_ns()
    articles = settings.path(settings.articles)
    files = [
        articles / DIMENSIONS_FILE,
        articles / GLOSSARY_FILE,
        articles / HUB_FILE,
        *_yaml_files(articles / PRODUCTS_DIR),
        *_yaml_files(articles / COMPARISONS_DIR),
    ]
    versions: list[object] = [settings.model_dump_json(), str(articles)]
    for file in files:
        try:
            found = os.stat(file)
        except OSError:
            return None
        if not settled(found.st_mtime_ns, read_at):
            return None
        versions.append((str(file), *cache.file_version(found)))
    return tuple(versions)


def _load_project(settings: Settings) -> Project:
    articles = settings.path(settings.articles)
    problems: list[Problem] = []
    cache = settings.cache_folder()
    memory = DocumentBundle(cache / "documents" if cache is not None else None)
    known = SourceStats(cache / "sources" if cache is not None else None)

    # Sources that read but did not validate: their data is still cross-checked.
    unfit: dict[str, Readable] = {}
    loaded: dict[tuple[type[BaseModel], bytes], Document[Any]] = {}

    def load(model: type[ModelT], file: Path) -> Document[ModelT] | None:
        display = settings.display(file)
        found = known.stat(file)
        if found is None:
            problems.append(not_a_source(file, display))
            return None
        if found[0] > MAX_SOURCE_BYTES:
            problems.append(
                too_large(display, found[0], "a source file", MAX_SOURCE_BYTES, DAMAGED)
            )
            return None
        key = file.relative_to(articles).with_suffix("").as_posix()
        # comparekit's own digest too: the facts kept beside a model are worked out by its code.
        schema = f"{DOCUMENT_LAYOUT}:{_schema_digest(model)}:{comparekit_digest()}"
        seen = Seen(*found, schema=schema)
        remembered = known.digest(display, seen)
        if remembered is None:
            content = hashlib.blake2b(file.read_bytes(), digest_size=16).hexdigest()
            remembered = digest(schema, display, key, content)
            known.record(display, seen, remembered)
        again = _last_loaded.get((model, remembered))
        if again is not None and again.file == file:
            loaded[(model, remembered)] = again
            return again
        stored = memory.get(remembered)
        if stored is not None and (document := stored.document(model, file)) is not None:
            loaded[(model, remembered)] = document
            return document
        try:
            text, data = read_source(file, display)
            document = validate_source(model, text, data, file, display, key, remembered.hex())
        except SchemaProblems as invalid:
            problems.extend(invalid.problems)
            positions = invalid.positions
            unfit[display] = Readable(display, data, lambda path: nearest(positions, path))
            return None
        except ProblemsFound as invalid:
            problems.extend(invalid.problems)
            return None
        memory.put(remembered, StoredDocument.of(document))
        return document

    dimensions = load(Dimensions, articles / DIMENSIONS_FILE)
    glossary = load(Glossary, articles / GLOSSARY_FILE)
    hub = load(Hub, articles / HUB_FILE)
    products = _load_folder(articles / PRODUCTS_DIR, Product, load, settings, problems)
    comparisons = _load_folder(articles / COMPARISONS_DIR, Comparison, load, settings, problems)
    problems.extend(reserved_slug_problems(comparisons, settings))
    if not comparisons and not problems:
        problems.append(
            Problem(
                settings.display(articles / COMPARISONS_DIR),
                None,
                None,
                "no-comparisons",
                "no comparison files found",
                hint="add articles/comparisons/<slug>.yaml",
            )
        )
    _last_loaded.clear()
    _last_loaded.update(loaded)
    sources = _readable(settings, unfit, dimensions, hub, products, comparisons)
    problems.extend(cross_reference_problems(sources))
    problems.extend(source_placeholder_problems(comparisons))
    if problems or dimensions is None or glossary is None or hub is None:
        raise ProblemsFound(problems)
    project = Project(settings, products, dimensions, glossary, hub, comparisons)
    memory.save()
    known.save()
    return project


def _readable(
    settings: Settings,
    unfit: dict[str, Readable],
    dimensions: Document[Dimensions] | None,
    hub: Document[Hub] | None,
    products: dict[str, Document[Product]],
    comparisons: dict[str, Document[Comparison]],
) -> Sources:
    """Every source as the cross-references see it: valid ones by their model, the ones
    that did not validate by their data, and the ones that did not read by their name."""
    articles = settings.path(settings.articles)

    def view(document: Document[Any]) -> Readable:
        # A comparison is seen through its facts: the cross-references read nothing else
        # of it, and its model is then validated only if its page is rendered again.
        comparison = document.key.startswith(f"{COMPARISONS_DIR}/")
        content = document.facts.as_data() if comparison else None
        return Readable(
            document.path,
            document.model if content is None else content,
            lambda path: nearest(document.positions, path),
        )

    def one(document: Document[Any] | None, file: Path) -> Readable | None:
        return view(document) if document is not None else unfit.get(settings.display(file))

    def folder(name: str, loaded: dict[str, Document[Any]]) -> dict[str, Readable | None]:
        files = _yaml_files(articles / name)
        return {
            file.stem: one(loaded.get(file.stem), file)
            for file in files
            if re.fullmatch(SAFE_ID, file.stem)
        }

    return Sources(
        one(dimensions, articles / DIMENSIONS_FILE),
        one(hub, articles / HUB_FILE),
        folder(PRODUCTS_DIR, products),
        folder(COMPARISONS_DIR, comparisons),
    )


def keep_text_lines(settings: Settings, documents: list[Document[Any]]) -> None:
    """Add to the cache the string lines this run worked out for documents whose cached
    entry lacked them (``StoredDocument.of``), so that the next run reads them."""
    cache = settings.cache_folder()
    worked_out = [d for d in documents if d.text_lines is None and "positions" in d.__dict__]
    if cache is None or not worked_out:
        return
    DocumentBundle(cache / "documents").save_with(
        {bytes.fromhex(d.source_digest): StoredDocument.of(d) for d in worked_out}
    )


@dataclass(frozen=True)
class StoredDocument:
    """A validated document as the cache keeps it: the model as JSON, validated again by
    pydantic when first asked for (faster than parsing the YAML, and nothing in the file
    is trusted), a comparison's facts (``ComparisonFacts``), which a build reads of every
    article, and the line of each translatable string; other positions are left out, and
    parsed from the file only when a message needs one."""

    id: str
    key: str
    path: str
    model: bytes  # the model's JSON
    source_digest: str
    text_lines: tuple[int, ...] | None  # ``Document.text_lines``, None until worked out
    facts: ComparisonFacts | None  # a comparison's, worked out when it was validated

    @classmethod
    def of(cls, document: Document[Any]) -> StoredDocument:
        """The document as the cache keeps it, with the lines of its strings when they are
        known: a build never needs them, and parsing for them would double its loading;
        ``keep_text_lines`` adds them once a run has worked them out."""
        json_text = document.model.model_dump_json(round_trip=True).encode()
        lines = document.text_lines
        if lines is None and "positions" in document.__dict__:
            lines = tuple(line for _, line in document.texts())
        facts = document.facts if isinstance(document.model, Comparison) else None
        return cls(
            document.id,
            document.key,
            document.path,
            json_text,
            document.source_digest,
            lines,
            facts,
        )

    def document(self, model: type[ModelT], file: Path) -> Document[ModelT] | None:
        """The document, found at ``file`` (the project may have moved since); None if it
        is not one of ``model`` or its model does not validate.

        A comparison's model is validated when first asked for (a build asks only for
        those of the pages it renders again); should it no longer validate then, the entry
        was damaged since it was written, and the model is read from its file."""
        if (model is Comparison) != (self.facts is not None):
            return None
        if self.facts is not None:

            def validated() -> ModelT:
                try:
                    return model.model_validate_json(self.model)
                except ValidationError:
                    return load_document(model, file, self.path, self.key, self.source_digest).model

            return self._with(validated, file)
        try:  # a shared source: few, and read whole by every page
            instance = model.model_validate_json(self.model)
        except ValidationError:
            return None
        return self._with(lambda: instance, file)

    def _with(self, validated: Callable[[], ModelT], file: Path) -> Document[ModelT]:
        return Document(
            self.id,
            self.key,
            self.path,
            validated,
            file,
            self.source_digest,
            self.text_lines,
            self.facts,
        )


class DocumentBundle:
    """The documents the last load took from the cache or validated, in one file of the
    cache: a thousand articles' documents read as one file, not one file each (opening
    and reading a thousand files was a third of loading them). The file is written again
    when a document was added or one went unused; a damaged or foreign file is a miss of
    every document, each then read from its source and the file written anew."""

    def __init__(self, folder: Path | None) -> None:
        self.path = folder / DOCUMENT_BUNDLE if folder is not None else None
        found = cache.read(self.path, dict[str, StoredDocument]) if self.path else None
        self.before: dict[str, StoredDocument] = found or {}
        self.used: dict[str, StoredDocument] = {}
        self.added = False

    def get(self, key: bytes) -> StoredDocument | None:
        found = self.before.get(key.hex())
        if found is not None:
            self.used[key.hex()] = found
        return found

    def put(self, key: bytes, stored: StoredDocument) -> None:
        self.used[key.hex()] = stored
        self.added = True

    def save(self) -> None:
        """Keep the documents this load used, and only those."""
        if self.added or self.used.keys() != self.before.keys():
            self._write(self.used)

    def save_with(self, documents: dict[bytes, StoredDocument]) -> None:
        """Keep these documents beside every one the file holds."""
        self._write(self.before | {key.hex(): stored for key, stored in documents.items()})

    def _write(self, documents: dict[str, StoredDocument]) -> None:
        if self.path is None:
            return
        cache.write(self.path, documents)
        # The files of an older comparekit's cache, which kept a file per document.
        Shelf(self.path.parent).save()


# Its name in the cache's documents folder: one the cache's own names are told by (a
# digest, a suffix), the same for every format (a file of another format is a miss).
DOCUMENT_BUNDLE = digest("every document").hex() + ".bundle"


@dataclass(frozen=True)
class Seen:
    """What identifies one version of a source file for one schema."""

    size: int
    mtime_ns: int
    inode: int
    ctime_ns: int  # an edit whose modification time was set back still changes this
    schema: str


class SourceStats:
    """The digest of each source file by its size, modification time and inode, as
    ``git status`` decides what changed: a large project's unchanged files are neither read
    nor hashed. The schema is part of what is compared, so a new model reads them anew."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        known = cache.read(path, dict[str, tuple[Seen, bytes]]) if path is not None else None
        self.before: dict[str, tuple[Seen, bytes]] = known or {}
        self.now: dict[str, tuple[Seen, bytes]] = {}
        self.read_at = time.time_ns()

    def stat(self, file: Path) -> tuple[int, int, int, int] | None:
        """Size, modification time, inode and status change time of the file, or None when
        it is not a file."""
        try:
            found = os.stat(file)
        except OSError:
            return None
        if not stat.S_ISREG(found.st_mode):
            return None
        return (found.st_size, found.st_mtime_ns, found.st_ino, found.st_ctime_ns)

    def digest(self, display: str, seen: Seen) -> bytes | None:
        known = self.before.get(display)
        if known is None or known[0] != seen:
            return None
        self.now[display] = known
        return known[1]

    def record(self, display: str, seen: Seen, remembered: bytes) -> None:
        if settled(seen.mtime_ns, self.read_at):  # else: read again next time
            self.now[display] = (seen, remembered)

    def save(self) -> None:
        if self.path is not None and self.now != self.before:
            cache.write(self.path, self.now)


@functools.cache
def _schema_digest(model: type[BaseModel]) -> str:
    """Changes whenever the model does, so a cached document is never read with a stale one.

    The model's code is in comparekit's own digest, beside this one in every key; what else
    decides how it validates is pydantic's version. Not the model's JSON schema: making it
    builds the validators of every model, which the models build only when first used, and
    a build that renders no comparison anew never uses the comparison's."""
    return digest(model.__module__, model.__qualname__, PYDANTIC_VERSION, CORE_VERSION).hex()


def _yaml_files(folder: Path) -> list[Path]:
    """The folder's YAML files in the order of their names: the order of the Paths
    themselves (one folder), without pathlib's comparison, slow for a thousand sources."""
    return sorted(folder.glob("*.yaml"), key=lambda file: file.name)


def _load_folder(
    folder: Path, model: type[ModelT], load: Any, settings: Settings, problems: list[Problem]
) -> dict[str, Document[ModelT]]:
    documents: dict[str, Document[ModelT]] = {}
    for file in _yaml_files(folder):
        if not re.fullmatch(SAFE_ID, file.stem):
            problems.append(
                Problem(
                    settings.display(file),
                    None,
                    None,
                    "unsafe-slug",
                    f"'{file.stem}' is not a safe id (it names an output file)",
                    hint="rename the file: lowercase letters, digits and '-' only",
                )
            )
            continue
        too_long = too_long_problem(file.stem, settings.display(file), "an id", "rename the file")
        if too_long is not None:
            problems.append(too_long)
            continue
        document = load(model, file)
        if document is not None:
            documents[document.id] = document
    return documents


RESERVED_SLUGS = {"index": "the name of the hub's page"}  # rendering.sites.HUB


def reserved_slugs(settings: Settings) -> dict[str, str]:
    """The names no comparison may have, each with why: the hub's page, and every locale's
    URL name (``/ko/`` is the Korean home page; Jekyll serves a page of slug ``ko`` there,
    and Starlight with the source locale at the root too)."""
    locales = {
        tag.lower(): f"the URL name of the {tag} pages' home"
        for tag in (settings.source_locale, *settings.locales)
    }
    return {**locales, **RESERVED_SLUGS}


def reserved_slug_problem(slug: str, settings: Settings, where: str, hint: str) -> Problem | None:
    """The problem with ``slug`` as a comparison's name, if it is reserved."""
    why = reserved_slugs(settings).get(slug)
    if why is None:
        return None
    message = f"'{slug}' is {why}: a comparison of that name could never be built"
    return Problem(
        where, None if where == COMMAND_LINE else 1, None, "reserved-slug", message, hint=hint
    )


def reserved_slug_problems(
    comparisons: dict[str, Document[Comparison]], settings: Settings
) -> list[Problem]:
    """A comparison whose file name is taken by another page validates but never builds."""
    found = (
        reserved_slug_problem(
            slug, settings, document.path, "rename the file, e.g. to alpha-vs-beta.yaml"
        )
        for slug, document in comparisons.items()
    )
    return [problem for problem in found if problem is not None]
