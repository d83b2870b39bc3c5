"""The command line: parse arguments, call one library function, print, pick the exit code.

Exit codes: 0 done, 1 the input has problems, 2 usage error, 3 comparekit itself failed.
"""

from __future__ import annotations

import argparse
import dataclasses
import errno
import gc
import io
import json
import os
import re
import shlex
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO, cast

# Pydantic looks for plugins by scanning every installed distribution's entry points when
# the first model class is made (9 ms with 81 distributions installed; it grows with the
# environment), and comparekit's settings models are made at import. comparekit's command uses
# no pydantic plugin, so it turns the scan off with pydantic's documented switch
# (https://docs.pydantic.dev/latest/concepts/plugins/), unless the user set it. This must
# run before the first import below that reaches pydantic.
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")

from comparekit import __version__
from comparekit.catalogs.consistency import CONSISTENCY_CHOICES
from comparekit.errors import COMMAND_LINE, ComparekitError, Problem, ProblemsFound, UsageRefused
from comparekit.files import exclusive, guard_links_into, resolved, write_text_atomic
from comparekit.namedfiles import claim_export, claim_file
from comparekit.ownership import (
    claim_cache,
    project_files,
    protected_paths,
    refuse_linked_writes,
)
from comparekit.rendering.sites import PROFILES
from comparekit.sources.settings import (
    PYPROJECT,
    Settings,
    check_locale_tag,
    find_project,
    load_settings,
    unknown_locales,
)

if TYPE_CHECKING:
    from comparekit.publishing.record import HeldPage

# Each command imports the stages it runs, where it runs them: a build that finds nothing
# changed starts without the catalogs, the checks, the importer or the preview.

EXIT_OK, EXIT_PROBLEMS, EXIT_USAGE, EXIT_CRASH = 0, 1, 2, 3


def main(argv: Sequence[str] | None = None) -> int:
    _printable_anywhere()
    if sys.stdout is sys.__stdout__ and sys.stdout is not None:  # not a test's capture
        sys.stdout = cast(TextIO, _NamedOutput(sys.stdout))
        try:
            return main(argv)
        finally:
            sys.stdout = sys.__stdout__
    parser = _parser()
    args, extra = parser.parse_known_args(argv)
    if (
        extra
        and getattr(args, "command", None) is run_import
        and all("=" in item and not item.startswith("-") for item in extra)
    ):
        args.translations += extra  # LOCALE=FILE after an option: `import a.md --vs x ja=b.md`
    elif extra:
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    if not getattr(args, "command", None):
        parser.print_help(sys.stderr)
        return EXIT_USAGE
    # A run is one short process that makes millions of long-lived objects (catalog
    # entries, page records) and next to no reference cycles: the cycle collector's passes
    # cost a fifth of a cached build and free nothing, so they wait until the run is over.
    gc.disable()
    try:
        if args.command is run_init:  # the one command that runs before a project exists
            return run_init(None, args)  # type: ignore[no-any-return]
        named = args.project is not None
        settings = load_settings(find_project(Path(args.project or "."), named=named))
        if args.command in _READ_ONLY_COMMANDS:
            settings = cache_for_check(settings, _READ_ONLY_COMMANDS[args.command])
        elif args.command is run_build and args.out is not None:
            settings = cache_for_check(settings, "built")  # into a folder named elsewhere
        claim_cache(settings)  # before any command reads or writes there
        guard_links_into(project_files(settings))
        result: int = args.command(settings, args)
        return result
    except ProblemsFound as found:
        print(found, file=sys.stderr)
        count = len(found.problems)
        print(
            f"Error: {count} problem{'s' if count != 1 else ''}; nothing was written.",
            file=sys.stderr,
        )
        # Problems only with the arguments (an unknown --vs, an unsafe --slug): usage errors.
        usage = isinstance(found, UsageRefused) or all(
            problem.path == COMMAND_LINE for problem in found.problems
        )
        return EXIT_USAGE if usage else EXIT_PROBLEMS
    except ComparekitError as error:
        print(f"Error: {error}", file=sys.stderr)
        return EXIT_PROBLEMS
    except BrokenPipeError:
        # The reader went away (`comparekit status | head`): not an error of ours.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_OK
    except OSError as fault:
        # The machine, not the input: a full disk, a read-only folder, a symlink loop.
        print(f"Error: {describe_fault(fault)}", file=sys.stderr)
        return EXIT_PROBLEMS
    except RuntimeError as loop:
        # pathlib's resolve() says a symbolic link that leads to itself so, not by OSError.
        if not str(loop).startswith("Symlink loop from "):
            raise
        where = str(loop).removeprefix("Symlink loop from ")
        print(f"Error: {where}: a symbolic link on the way leads to itself", file=sys.stderr)
        return EXIT_PROBLEMS
    except KeyboardInterrupt:
        # Every write is whole or not at all, but a command may have made some of its writes.
        print(
            "Interrupted: no file was left half written; run the command again to finish.",
            file=sys.stderr,
        )
        return EXIT_PROBLEMS
    except Exception:
        import traceback  # only a crash needs it

        traceback.print_exc()
        print(
            "comparekit crashed: this is a bug in comparekit, not in your files. "
            "Please report it with the traceback above.",
            file=sys.stderr,
        )
        return EXIT_CRASH
    finally:
        gc.enable()


# What a folder comparekit may not write says: a read-only mount, or no permission; or
# a disk (a quota) full as the cache is claimed.
_NOT_WRITABLE = (errno.EROFS, errno.EACCES, errno.EPERM, errno.ENOSPC, errno.EDQUOT)


def cache_for_check(settings: Settings, done: str = "checked") -> Settings:
    """The settings ``check`` (``validate``, ``status``) runs with: its cache, or none if the
    cache cannot be written (a CI checkout mounted read-only, a cache folder of another
    user's). Those commands write nothing of the user's; the cache only saves time, so they
    run without it, and say so."""
    folder = settings.cache_folder()
    if folder is None:
        return settings
    try:
        claim_cache(settings)
        with exclusive(folder / "lock", "the cache"):  # what the check takes first
            pass
    except OSError as fault:
        if fault.errno not in _NOT_WRITABLE:
            raise
        print(
            f"note: {settings.display(folder)} cannot be written ({fault.strerror}): "
            f"{done} without the cache",
            file=sys.stderr,
        )
        return settings.model_copy(update={"cache": None})
    return settings


class _NamedOutput:
    """The process's stdout, whose faults name it (``status > /dev/full``): the error of a
    write to a stream names no file, and the user would not know what was full."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        try:
            return self._stream.write(text)
        except OSError as fault:
            raise OSError(fault.errno, fault.strerror, "standard output") from None

    def flush(self) -> None:
        try:
            self._stream.flush()
        except OSError as fault:
            raise OSError(fault.errno, fault.strerror, "standard output") from None

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


def _printable_anywhere() -> None:
    """Let stdout show what its encoding cannot as ``\\u2192`` escapes (stderr already does).

    An ASCII terminal (``LC_ALL=C``, ``PYTHONIOENCODING=ascii``) or a file name that is not
    UTF-8 must not crash a run after its files are written, only on the report of them."""
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="backslashreplace")


FAULT_HINTS = {
    errno.ENOSPC: "the disk is full: free some space, then run again",
    errno.EDQUOT: "the disk quota is used up: free some space, then run again",
    errno.EACCES: "comparekit may not do this: check the owner and permissions",
    errno.EPERM: "comparekit may not do this: check the owner and permissions",
    errno.EROFS: "the file system is read-only: build onto a writable one",
    errno.ELOOP: "a symbolic link leads back to itself: fix or remove it",
    errno.ENOTDIR: "a path that should be a folder is a file",
    errno.EISDIR: "a path that should be a file is a folder",
    errno.ENAMETOOLONG: "a name in the path is longer than the file system allows: shorten it",
    errno.EEXIST: "something is already there: move it away, then run again",
}
# The problem code of each fault, as the messages of the input carry one.
FAULT_CODES = {
    errno.ENOSPC: "disk-full",
    errno.EDQUOT: "disk-full",
    errno.EACCES: "permission",
    errno.EPERM: "permission",
    errno.EROFS: "read-only",
    errno.ELOOP: "symlink-loop",
    errno.ENOTDIR: "not-a-folder",
    errno.EISDIR: "not-a-file",
    errno.ENAMETOOLONG: "name-too-long",
    errno.EEXIST: "already-exists",
}


def describe_fault(fault: OSError) -> str:
    """One sentence for a fault of the machine, with its problem code, naming the path and
    what to do.

    >>> print(describe_fault(OSError(28, "No space left on device", "dist/ja/index.md"))[:84])
    [disk-full] No space left on device: dist/ja/index.md (the disk is full: free some s
    """
    where = published_name(str(fault.filename)) if fault.filename is not None else "(no path)"
    code = FAULT_CODES.get(fault.errno or 0, "file-system")
    hint = FAULT_HINTS.get(fault.errno or 0, "check the path and the machine, then run again")
    return (
        f"[{code}] {fault.strerror or fault}: {where} "
        f"({hint}; every file comparekit writes is replaced whole or not at all)"
    )


# A build's stage, made beside its output folder (``publishing.tree.staged_tree``, with
# mkdtemp's eight characters): a name the user never saw.
_STAGE = re.compile(r"\.(.+)\.build-[a-z0-9_]{8}")


def published_name(path: str) -> str:
    """``path`` as it is once published: a file of a build's stage named in the output
    folder the stage becomes, where the user looks for it.

    >>> published_name("/site/.dist.build-k2j3abcd/ja/index.md")
    '/site/dist/ja/index.md'
    """
    parts = Path(path).parts
    for index, part in enumerate(parts):
        stage = _STAGE.fullmatch(part)
        if stage is not None:
            return str(Path(*parts[:index], stage.group(1), *parts[index + 1 :]))
    return path


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="comparekit",
        description="Write a comparison article once; publish it, identical in shape, in "
        "every language.",
        epilog="Exit codes: 0 done, 1 problems in the input, 2 usage error, 3 a bug in comparekit.",
    )
    parser.add_argument("--version", action="version", version=f"comparekit {__version__}")
    parser.add_argument(
        "-C",
        "--project",
        default=None,
        metavar="DIR",
        help="project folder, holding a pyproject.toml with [tool.comparekit] (default: the "
        "nearest folder at or above this one with a pyproject.toml, which must have it)",
    )
    commands = parser.add_subparsers(title="commands", metavar="COMMAND")

    init = commands.add_parser("init", help="create a new comparison project that builds as it is")
    init.add_argument("folder", type=_folder, help="the folder to create the project in")
    init.add_argument(
        "--source-locale",
        default="en",
        metavar="L",
        help="the language the articles are written in (default: %(default)s)",
    )
    init.add_argument(
        "--locale",
        action="append",
        default=[],
        metavar="L",
        help="a target locale (repeatable; `add-locale` adds more later)",
    )
    init.set_defaults(command=run_init)

    imports = commands.add_parser(
        "import", help="bring an existing article and its translations in (Markdown pages)"
    )
    imports.add_argument("source", type=Path, metavar="SOURCE.md", help="the source-locale page")
    imports.add_argument(
        "translations",
        nargs="*",
        default=[],  # so that a usage error does not call the translations required
        metavar="LOCALE=TRANSLATION.md",
        help="a translation of the page, e.g. ja=old/ja/page.md (repeatable)",
    )
    imports.add_argument(
        "--slug", help="the article's slug (default: the page's translation_key or file name)"
    )
    imports.add_argument("--vs", metavar="PRODUCT", help="the counterpart's product id")
    imports.add_argument(
        "--force", action="store_true", help="replace an existing comparison of that slug"
    )
    imports.set_defaults(command=run_import)

    new = commands.add_parser("new", help="write a complete comparison skeleton to fill in")
    new.add_argument("slug", help="the file and page name, e.g. alpha-vs-beta")
    new.add_argument("--vs", required=True, metavar="PRODUCT", help="the counterpart's product id")
    new.add_argument("--subject", metavar="PRODUCT", help="default: the hub's subject")
    new.set_defaults(command=run_new)

    new_product = commands.add_parser(
        "new-product", help="write a product's facts file, every field explained, to fill in"
    )
    new_product.add_argument("id", help="the product id articles name, e.g. my-engine")
    new_product.set_defaults(command=run_new_product)

    add_locale_parser = commands.add_parser(
        "add-locale", help="add a target locale and its catalog"
    )
    add_locale_parser.add_argument("locale", metavar="L", help="BCP 47 tag, e.g. fr or pt-BR")
    add_locale_parser.set_defaults(command=run_add_locale)

    extract = commands.add_parser("extract", help="write locales/messages.pot from the sources")
    extract.set_defaults(command=run_extract)

    update = commands.add_parser("update", help="merge messages.pot into every locale's catalog")
    update.add_argument(
        "--check", action="store_true", help="write nothing; exit 1 if any catalog is out of date"
    )
    update.add_argument(
        "--locale", action="append", metavar="L", help="only this locale (repeatable)"
    )
    update.add_argument(
        "--same-meaning",
        action="append",
        default=[],
        metavar="KEY",
        help="an English edit that keeps the meaning (typo, comma): translations of this msgctxt "
        "(shell-style pattern, repeatable) stay current instead of turning fuzzy",
    )
    update.add_argument(
        "--compendium",
        action="append",
        default=[],
        metavar="FILE",
        help="a PO file of other translations to suggest from ({locale} stands for the tag; "
        "repeatable)",
    )
    update.add_argument(
        "--consistent",
        nargs="?",
        const="same-place",
        choices=CONSISTENCY_CHOICES,
        metavar="SCOPE",
        help="offer the most common translation of an English to the entries translating it "
        "another way (fuzzy, the old one kept as obsolete); table cells and running text "
        "apart unless SCOPE is 'everywhere'",
    )
    update.set_defaults(command=run_update)

    build_parser = commands.add_parser("build", help="render every page in every locale")
    build_parser.add_argument(
        "--out",
        type=Path,
        metavar="DIR",
        help="output folder (default: the `output` setting, dist; with --site, its name and "
        "the profile's, such as dist-hugo)",
    )
    build_parser.add_argument(
        "--locale", action="append", metavar="L", help="only this locale (repeatable)"
    )
    incomplete = build_parser.add_mutually_exclusive_group()
    incomplete.add_argument(
        "--allow-fallback",
        action="store_true",
        help="publish every page, with the source text where a translation is missing, fuzzy "
        "or broken and a notice on the page, and list those strings (default: the "
        "`incomplete` setting, which holds such pages back)",
    )
    incomplete.add_argument(
        "--strict",
        action="store_true",
        help="fail if any string is not translated, fuzzy or broken, and write nothing (for CI)",
    )
    build_parser.add_argument(
        "--site",
        choices=list(PROFILES),
        default="plain",
        help="lay the output out for a site generator (default: plain)",
    )
    build_parser.add_argument(
        "--into",
        type=Path,
        metavar="SITE",
        help="then publish the pages into the existing site at SITE (its root folder), "
        "owning only the files comparekit wrote there, listed in SITE/.comparekit-manifest.json",
    )
    build_parser.add_argument(
        "--force",
        action="store_true",
        help="with --into: replace or remove files comparekit wrote that were edited since",
    )
    build_parser.set_defaults(command=run_build)

    check = commands.add_parser("check", help="prove every guarantee; write nothing")
    check.add_argument(
        "--format",
        choices=("text", "json"),
        default="text",
        help="text for people, json records for CI dashboards (default: %(default)s)",
    )
    check.add_argument("--strict", action="store_true", help="warnings fail the check too")
    check.add_argument(
        "--locale",
        action="append",
        metavar="L",
        help="only this locale's catalog and pages, with the sources every locale shares "
        "(repeatable)",
    )
    check.set_defaults(command=run_check)

    status = commands.add_parser("status", help="translation progress per locale and source")
    status.add_argument(
        "--format",
        choices=("text", "json"),
        default="text",
        help="a table for people, json for dashboards (default: %(default)s)",
    )
    status.add_argument(
        "--html",
        type=Path,
        metavar="FILE",
        help="also write the translation dashboard as one self-contained HTML file",
    )
    status.add_argument(
        "--locale", action="append", metavar="L", help="only this locale (repeatable)"
    )
    status.add_argument(
        "--todo",
        action="store_true",
        help="list each entry that needs work, at its catalog line, with why: English "
        "changed, suggested from the translation memory, untranslated, or failing a check",
    )
    status.set_defaults(command=run_status)

    review = commands.add_parser(
        "review",
        help="list a locale's translations that wait for a reviewer, beside their English, "
        "and record approvals (locales/<ll>/approved.txt)",
    )
    review.add_argument("locale", metavar="LOCALE", help="the locale to review")
    chosen = review.add_mutually_exclusive_group()
    chosen.add_argument(
        "--approve",
        nargs="+",
        metavar="KEY",
        help="approve these translations as the listing shows them: KEY@DIGEST (a msgctxt "
        "and its digest), or a msgctxt or a source's key (comparisons/<slug>) with --listed",
    )
    chosen.add_argument(
        "--approve-all",
        action="store_true",
        help="approve every translation that waits, with --listed (after reading them all)",
    )
    chosen.add_argument(
        "--revoke", nargs="+", metavar="KEY", help="take back the approval of these strings"
    )
    review.add_argument(
        "--listed",
        metavar="TOKEN",
        help="the token that ends the listing you read: approving without each KEY@DIGEST "
        "needs it, and nothing is approved if what waits changed since",
    )
    review.set_defaults(command=run_review)

    serve = commands.add_parser(
        "serve",
        help="preview every page, review translations and see the dashboard, live "
        "(needs the serve extra: pip install 'comparekit[serve]')",
    )
    serve.add_argument(
        "--host", default="127.0.0.1", help="address to listen on (default: %(default)s)"
    )
    serve.add_argument(
        "--port", type=_port, default=8000, help="port (default: %(default)s; 0 picks a free one)"
    )
    serve.add_argument("--open", action="store_true", help="open the dashboard in a browser")
    serve.set_defaults(command=run_serve)

    schema = commands.add_parser(
        "schema", help="write JSON Schema for the sources and point each YAML file at it"
    )
    schema.set_defaults(command=run_schema)

    validate = commands.add_parser("validate", help="load and cross-check the sources only")
    validate.set_defaults(command=run_validate)

    xliff = commands.add_parser(
        "xliff",
        help="exchange a catalog with CAT tools as XLIFF 1.2 "
        "(needs the exchange extra: pip install 'comparekit[exchange]')",
    )
    exchange = xliff.add_subparsers(title="actions", metavar="ACTION", required=True)
    export = exchange.add_parser(
        "export", help="write a locale's catalog, or the part of it that needs work, as XLIFF"
    )
    export.add_argument("locale", metavar="L", help="the locale whose catalog is exported")
    export.add_argument("file", type=Path, help="the XLIFF file to write")
    export.add_argument(
        "--source",
        action="append",
        default=[],
        metavar="SOURCE",
        help="only the strings of this source, such as comparisons/deepinfer-vs-vllm "
        "(shell-style pattern, repeatable)",
    )
    wanted = export.add_mutually_exclusive_group()
    wanted.add_argument(
        "--state",
        type=_states,
        metavar="STATES",
        help="only strings in these states, comma-separated: untranslated, fuzzy, translated, "
        "unreviewed (translated, waiting for a reviewer's approval)",
    )
    wanted.add_argument(
        "--todo",
        action="store_const",
        const=["untranslated", "fuzzy", "unreviewed"],
        dest="state",
        help="only what needs work: --state untranslated,fuzzy,unreviewed",
    )
    export.add_argument(
        "--force",
        action="store_true",
        help="replace an earlier export even if it holds translations not imported yet",
    )
    export.set_defaults(command=run_xliff_export)
    imported = exchange.add_parser(
        "import",
        help="take back the translations an XLIFF file changed since its export, checked "
        "like a PO edit",
    )
    imported.add_argument("file", type=Path, help="an XLIFF file written by `xliff export`")
    imported.add_argument(
        "--approve",
        action="store_true",
        help='record as approved the units the file marks approved (approved="yes", or '
        "signed-off), each current and passing every check; without it they wait for "
        "`comparekit review`",
    )
    imported.set_defaults(command=run_xliff_import)

    tm = commands.add_parser("tm", help="the translation memory, for other tools")
    memory = tm.add_subparsers(title="actions", metavar="ACTION", required=True)
    tm_export = memory.add_parser(
        "export", help="every current translation by its English, as TMX or a PO compendium"
    )
    tm_export.add_argument("file", type=Path, help="the TMX or PO file to write")
    tm_export.add_argument(
        "--format",
        choices=("tmx", "po"),
        default="tmx",
        help="TMX 1.4 with every locale, or one locale's PO compendium (default: %(default)s)",
    )
    tm_export.add_argument("--locale", metavar="L", help="one locale (required for po)")
    tm_export.set_defaults(command=run_tm_export)

    glossary = commands.add_parser("glossary", help="the glossary, for translation tools")
    terms = glossary.add_subparsers(title="actions", metavar="ACTION", required=True)
    glossary_export = terms.add_parser(
        "export", help="one locale's approved terms as TBX or CSV (Weblate's glossary imports both)"
    )
    glossary_export.add_argument("file", type=Path, help="the TBX or CSV file to write")
    glossary_export.add_argument("--locale", required=True, metavar="L", help="the target locale")
    glossary_export.add_argument(
        "--format", choices=("tbx", "csv"), default="tbx", help="(default: %(default)s)"
    )
    glossary_export.add_argument(
        "--force",
        action="store_true",
        help="replace an existing CSV file (a CSV carries no mark that comparekit wrote it)",
    )
    glossary_export.set_defaults(command=run_glossary_export)
    return parser


def _folder(text: str) -> Path:
    """A folder named on the command line: an empty name is no folder (``Path("")`` is the
    current one, where ``init ""`` would have made a project unasked)."""
    if not text.strip():
        raise argparse.ArgumentTypeError("an empty folder name: name the folder to create")
    return Path(text)


def usage_error(message: str) -> int:
    """A mistake in the command's arguments: one line on stderr, exit 2, nothing written."""
    print(f"Error: {message}; nothing was written.", file=sys.stderr)
    return EXIT_USAGE


def bad_locale_argument(tags: Sequence[str]) -> str | None:
    """What is wrong with the first locale tag given that is not a BCP 47 tag Babel knows,
    a tag given twice, or None."""
    for tag in tags:
        try:
            check_locale_tag(tag)
        except ValueError as error:
            return str(error)
    twice = sorted({tag for tag in tags if tags.count(tag) > 1})
    return f"locale '{twice[0]}' is given twice" if twice else None


def _port(text: str) -> int:
    """A TCP port number, 0 to 65535 (argparse turns the ValueError into a usage error)."""
    port = int(text)
    if not 0 <= port <= 65535:
        raise ValueError(text)
    return port


def run_extract(settings: Settings, args: argparse.Namespace) -> int:
    from comparekit.catalogs.updates import planned_catalogs
    from comparekit.sources.load import load_project

    template = planned_catalogs(load_project(settings), locales=[])[0]
    changed = template.changed
    if changed:
        refuse_linked_writes([template.path], settings, "catalogs")
        write_text_atomic(template.path, template.text)
    print(f"{'wrote' if changed else 'unchanged'} {settings.display(template.path)}")
    return EXIT_OK


def run_update(settings: Settings, args: argparse.Namespace) -> int:
    from comparekit.catalogs.updates import planned_catalogs, write_catalogs
    from comparekit.sources.load import load_project

    project = load_project(settings)
    if args.same_meaning:
        # A pattern matching nothing is a mistake in the command, not in the project's
        # files: exit 2, as for any bad argument, before anything is written.
        from comparekit.catalogs.extract import extract_template
        from comparekit.catalogs.samemeaning import unmatched_patterns

        keys = [str(m.context) for m in extract_template(project) if m.context]
        unmatched = unmatched_patterns(args.same_meaning, keys)
        if unmatched:
            print(ProblemsFound(unmatched), file=sys.stderr)
            print("Error: nothing was written.", file=sys.stderr)
            return EXIT_USAGE
    compendia = [str(Path(c).resolve()) for c in args.compendium]  # from where the user is
    if args.check:
        changes = planned_catalogs(
            project,
            args.locale,
            args.same_meaning,
            compendia=compendia,
            consistency=args.consistent,
        )
        # Out of date exactly when `update` would change a byte: the first such line named.
        stale = [change for change in changes if change.changed]
        for change in stale:
            line = change.first_changed_line()
            where = settings.display(change.path) + (f":{line}" if line else "")
            print(f"out of date: {where}: {change.what_changes()}", file=sys.stderr)
        if stale:
            print("Error: run `comparekit update` and commit the catalogs.", file=sys.stderr)
            return EXIT_PROBLEMS
        print("catalogs are up to date")
        return EXIT_OK
    writes, kept = write_catalogs(
        project, args.locale, args.same_meaning, compendia, args.consistent
    )
    if kept:
        print(
            f"warning: [catalog-leftover] named like the temporary files of a killed run, but "
            f"nothing proves comparekit wrote them, so they are left in place: "
            f"{', '.join(settings.display(path) for path in kept)}",
            file=sys.stderr,
        )
    for planned in writes:
        changed = planned.changed
        report = planned.report
        detail = ""
        if report is not None:
            detail = (
                f" (+{report.added} new, {report.changed} changed → fuzzy,"
                f" {report.obsoleted} obsolete"
                + (f", {report.same_meaning} kept current" if report.same_meaning else "")
                + (f", {report.reused} renamed or unkeyed kept" if report.reused else "")
                + (f", {report.suggested} suggested → fuzzy" if report.suggested else "")
                + (
                    f", {report.consistent} given the majority form → fuzzy"
                    if report.consistent
                    else ""
                )
                + ")"
            )
        print(f"{'wrote' if changed else 'unchanged'} {settings.display(planned.path)}{detail}")
    return EXIT_OK


def named_file(settings: Settings, path: Path, kind: str, force: bool = False) -> Path:
    """A file the user named for an export of ``kind`` to write, held to the rule every path
    comparekit writes follows (``namedfiles.claim_file``) and replacing only an export of its
    own (``namedfiles.claim_export``), as an absolute path."""
    # Nor inside the output folder, which every build replaces whole.
    protected = {**protected_paths(settings), "the output folder": settings.path(settings.output)}
    target = claim_file(path, str(path), protected)
    claim_export(target, str(path), kind, force)
    return target


def run_xliff_export(settings: Settings, args: argparse.Namespace) -> int:
    from comparekit.catalogs.exchange import STATES
    from comparekit.catalogs.xliffwork import refuse_unimported
    from comparekit.checks.xliffreview import export_reviewed_xliff
    from comparekit.sources.load import load_project

    target = named_file(settings, args.file, "xliff")
    if not args.force:
        refuse_unimported(settings, target, str(args.file))
    states = args.state or STATES
    project = load_project(settings)
    count = export_reviewed_xliff(project, args.locale, target, args.source, states)
    print(f"wrote {args.file} ({count} units, {args.locale})")
    return EXIT_OK


def _states(text: str) -> list[str]:
    """``--state untranslated,fuzzy``: the states named, each one of ``STATES`` or
    ``unreviewed``."""
    from comparekit.catalogs.exchange import STATES, UNREVIEWED

    known = (*STATES, UNREVIEWED)
    states = [state.strip() for state in text.split(",") if state.strip()]
    unknown = [state for state in states if state not in known]
    if unknown or not states:
        raise argparse.ArgumentTypeError(
            f"{', '.join(unknown) or 'nothing'}: the states are {', '.join(known)}"
        )
    return states


def run_xliff_import(settings: Settings, args: argparse.Namespace) -> int:
    from comparekit.catalogs.xliffread import ForeignXliff
    from comparekit.checks.xliffreview import import_reviewed_xliff
    from comparekit.sources.load import load_project

    try:
        reviewed = import_reviewed_xliff(load_project(settings), args.file.resolve(), args.approve)
    except ForeignXliff as foreign:  # the wrong file named: a usage error, said once
        print(foreign, file=sys.stderr)
        print("Error: nothing was written.", file=sys.stderr)
        return EXIT_USAGE
    report = reviewed.imported
    state = f"wrote {settings.display(report.catalog)}" if report.changed else "unchanged"
    review = (
        f"; {report.for_review} marked in the file as needing translation or review, "
        "imported as fuzzy"
        if report.for_review
        else ""
    )
    if reviewed.waiting:
        review += (
            f"; {reviewed.waiting} marked approved in the file, not recorded: they wait for "
            f"`comparekit review {report.locale}`"
        )
    if reviewed.recorded:
        review += f"; {reviewed.recorded} approved as the file marks them"
    print(f"{state} ({report.changed} entries changed, {report.locale}{review})")
    if reviewed.refused:
        print(ProblemsFound(reviewed.refused), file=sys.stderr)
        count = len(reviewed.refused)
        units = f"{count} unit{'s' if count != 1 else ''}"
        print(
            f"Error: {units} marked approved in the file cannot be approved: nothing was "
            "recorded for them.",
            file=sys.stderr,
        )
    if not report.conflicts:
        return EXIT_PROBLEMS if reviewed.refused else EXIT_OK
    print(ProblemsFound(report.conflicts), file=sys.stderr)
    count = len(report.conflicts)
    units = f"{count} unit{'s' if count != 1 else ''}"
    print(
        f"Error: {units} changed in the catalog too since the export: left as the catalog "
        "has them.",
        file=sys.stderr,
    )
    return EXIT_PROBLEMS


def run_tm_export(settings: Settings, args: argparse.Namespace) -> int:
    from comparekit.catalogs.tmx import export_memory
    from comparekit.sources.load import load_project

    target = named_file(settings, args.file, args.format)
    count = export_memory(load_project(settings), target, args.format, args.locale)
    print(f"wrote {args.file} ({count} translations)")
    return EXIT_OK


def run_glossary_export(settings: Settings, args: argparse.Namespace) -> int:
    from comparekit.catalogs.termbase import export_glossary
    from comparekit.sources.load import load_project

    [tag] = target_locales(settings, [args.locale]) or []
    target = named_file(settings, args.file, args.format, args.force)
    text, count = export_glossary(load_project(settings), tag, args.format)
    write_text_atomic(target, text)
    print(f"wrote {args.file} ({count} terms, {tag})")
    return EXIT_OK


def run_build(settings: Settings, args: argparse.Namespace) -> int:
    from comparekit.checks.stray import stray_catalogs
    from comparekit.publishing.build import build

    if args.into is not None and args.locale:
        print("Error: --into publishes every locale: drop --locale", file=sys.stderr)
        return EXIT_USAGE
    if args.into is not None and args.site == "plain":
        print("Error: --into publishes for a generator: name it with --site", file=sys.stderr)
        return EXIT_USAGE
    if args.force and args.into is None:
        print("Error: --force goes with --into", file=sys.stderr)
        return EXIT_USAGE
    if args.into is not None:
        from comparekit.publishing.into import SiteRefused

        try:
            refuse_output_in_site(settings, args.out, args.site, Path(args.into))
        except SiteRefused as refused:
            print(refused, file=sys.stderr)
            print(f"Error: nothing was written into {args.into}.", file=sys.stderr)
            return EXIT_USAGE
    for stray in stray_catalogs(settings):
        print(stray, file=sys.stderr)
    report = build(
        settings,
        out=args.out,
        locales=args.locale,
        allow_fallback=args.allow_fallback,
        site=args.site,
        strict=args.strict,
    )
    for fallback in report.fallbacks:
        print(fallback.problem(severity="warning"), file=sys.stderr)
    if report.fallbacks:
        print(
            f"warning: {len(report.fallbacks)} string(s) fell back to English; "
            "their pages say so in a notice and `translation_status: incomplete`",
            file=sys.stderr,
        )
    for tag in report.skipped:
        print(f'warning: {tag} skipped: below min_coverage (incomplete = "skip")', file=sys.stderr)
    for page in report.dropped:
        print(
            f"warning: {settings.display(report.out / page)}: not carried over from the "
            "previous output: it is not the page comparekit wrote (a link, or edited); "
            "build its locale to publish it again",
            file=sys.stderr,
        )
    print(f"{'locale':<10} {'pages':>5} {'translated':>11}")
    for summary in report.locales:
        print(f"{summary.locale:<10} {summary.pages:>5} {summary.coverage:>10.1%}")
    for summary in report.locales:
        held = [page for page in report.held if page.locale == summary.locale]
        if held:
            print(held_summary(summary.locale, summary.pages, held))
    total = sum(summary.pages for summary in report.locales)
    if report.up_to_date:
        print(
            f"nothing changed: {total} pages in {settings.display(report.out)} are current "
            f"({report.seconds:.2f} s)"
        )
    else:
        reused = total - report.rendered
        print(
            f"built {total} pages into {settings.display(report.out)} in {report.seconds:.2f} s"
            f" ({report.rendered} rendered, {reused} unchanged)"
        )
    return EXIT_OK if args.into is None else publish_into_site(settings, args, report.out)


def refuse_output_in_site(settings: Settings, out: Path | None, site: str, into: Path) -> None:
    """Before ``build --into`` writes anything: the site must be one of the generator's
    (checked as publishing checks it), and the output folder, which a build replaces whole,
    must not be, hold or lie inside it (resolved: through links too)."""
    from comparekit.publishing.build import make_profile
    from comparekit.publishing.into import SiteRefused, _generator

    _generator(make_profile(settings, site), into, str(into), settings)
    if out is None:  # as ``build`` takes it
        output = settings.path(settings.output)
        out = output if site == "plain" else output.with_name(f"{output.name}-{site}")
    target, site_folder = resolved(out), resolved(into)
    if target == site_folder or site_folder in target.parents or target in site_folder.parents:
        message = (
            f"the output folder {settings.display(out)} ({target}) would be, hold or lie "
            f"inside the site ({site_folder}), and a build replaces the output folder whole"
        )
        hint = "build into a folder of its own outside the site (the default is `dist-<site>`)"
        raise SiteRefused([Problem(str(into), None, None, "output-folder", message, hint=hint)])


def publish_into_site(settings: Settings, args: argparse.Namespace, export: Path) -> int:
    """The second half of ``build --into``: the export, published into the user's site."""
    from comparekit.publishing.build import make_profile
    from comparekit.publishing.into import SiteRefused, publish_into

    profile = make_profile(settings, args.site)
    try:
        report = publish_into(settings, export, profile, args.into, force=args.force)
    except SiteRefused as refused:
        print(refused, file=sys.stderr)
        print(f"Error: nothing was written into {args.into}.", file=sys.stderr)
        return EXIT_USAGE
    except ProblemsFound as found:  # a file of the site's that does not read: its manifest
        # Said of the site: the export it was to publish is written by now.
        print(found, file=sys.stderr)
        count = len(found.problems)
        print(
            f"Error: {count} problem{'s' if count != 1 else ''}; nothing was written into "
            f"{args.into}.",
            file=sys.stderr,
        )
        return EXIT_PROBLEMS
    for path in report.disowned:
        print(
            f"warning: {args.into}/.comparekit-manifest.json names {path}, which comparekit "
            "never writes there: left alone, and dropped from the manifest",
            file=sys.stderr,
        )
    for path in report.unmarked:
        print(
            f"warning: {args.into}/{path}: [into-unmarked] the manifest names it as comparekit's, "
            "but it lacks comparekit's mark: left alone, and dropped from the manifest (if an "
            "older comparekit wrote it, before pages carried the mark, delete it yourself)",
            file=sys.stderr,
        )
    for path in report.leftovers:
        print(f"removed {args.into}/{path}, left by a run that was killed mid-write")
    for path, why in report.unchecked:
        print(f"warning: {args.into}/{path}: [into-unchecked] {why}", file=sys.stderr)
    for step in report.missing:
        then = ":" if step.lines else ""  # a removal has no lines to show
        print(f"warning: {step.file}: {step.verb} {step.why}{then}", file=sys.stderr)
        for line in step.lines.splitlines():
            print(f"    {line}", file=sys.stderr)
    print(
        f"published into {args.into}: {len(report.written)} written, "
        f"{len(report.removed)} removed, {report.unchanged} unchanged"
    )
    return EXIT_OK


def held_summary(tag: str, published: int, held: list[HeldPage], named: int = 3) -> str:
    """One line for the pages of a locale the publish gate held back: the first few by
    name, with what each lacks, and where to see the rest.

    >>> from comparekit.publishing.record import HeldPage
    >>> print(held_summary("ja", 41, [HeldPage("ja", "a-vs-b", 51, 7, 0)]).replace("; ", ";\\n"))
    ja: 41 published, 1 held: a-vs-b (51 untranslated, 7 fuzzy);
    to do: comparekit status --locale ja --todo
    """
    described = []
    for page in held[:named]:
        counts = [
            f"{count} {what}"
            for count, what in (
                (page.untranslated, "untranslated"),
                (page.fuzzy, "fuzzy"),
                (page.broken, "broken"),
                (page.unreviewed, "not reviewed"),
            )
            if count
        ]
        described.append(f"{page.key} ({', '.join(counts)})")
    more = f" and {len(held) - named} more" if len(held) > named else ""
    review = f"; review: comparekit review {tag}" if any(p.unreviewed for p in held) else ""
    return (
        f"{tag}: {published} published, {len(held)} held: {', '.join(described)}{more}; "
        f"to do: comparekit status --locale {tag} --todo{review}"
    )


def run_validate(settings: Settings, args: argparse.Namespace) -> int:
    from comparekit.sources.load import load_project

    project = load_project(settings)
    print(f"ok: {len(project.comparisons)} comparisons, {len(project.products)} products")
    return EXIT_OK


def target_locales(settings: Settings, requested: list[str] | None) -> list[str] | None:
    """The ``--locale`` values, all target locales of the project (None: every one); any
    other is a usage error."""
    if requested is None:
        return None
    first_unknown = next((tag for tag in requested if tag not in settings.locales), "TAG")
    hint = f" (`comparekit add-locale {first_unknown}` adds a new one)"
    if first_unknown == settings.source_locale:  # adding it would be no answer (c080)
        hint = f" ('{first_unknown}' is the source locale: the sources are its text)"
    unknown_locales(dict.fromkeys(requested), settings.locales, hint=hint)
    return list(dict.fromkeys(requested))


def run_check(settings: Settings, args: argparse.Namespace) -> int:
    from comparekit.checks.catalog_header import catalog_start_problems
    from comparekit.checks.check import check_project
    from comparekit.checks.stray import stray_catalogs

    locales = target_locales(settings, args.locale)
    # Only those locales' catalogs and records are read: another's that does not read
    # stopped the check before theirs were, and their own problems went unsaid.
    checked = (
        settings if locales is None else settings.model_copy(update={"locales": tuple(locales)})
    )
    report = check_project(checked)
    report.problems += stray_catalogs(settings) + catalog_start_problems(settings)
    if locales is not None:
        from comparekit.checks.todo import problems_of_locales
        from comparekit.sources.load import load_project

        report.problems = problems_of_locales(load_project(settings), report.problems, locales)
        report.coverage = {k: v for k, v in report.coverage.items() if k[0] in locales}
    failed = report.failed(args.strict)
    if args.format == "json":
        print(
            json.dumps(
                {
                    "ok": not failed,
                    "problems": [dataclasses.asdict(problem) for problem in report.problems],
                    "notes": report.notes,
                    "coverage": [
                        {"locale": tag, "source": source, "translated": done, "total": total}
                        for (tag, source), (done, total) in sorted(report.coverage.items())
                    ],
                },
                ensure_ascii=False,
                indent=2,
            )
        )
        return EXIT_PROBLEMS if failed else EXIT_OK
    for problem in report.problems:
        print(problem, file=sys.stderr)
    for note in report.notes:
        print(f"note: {note}", file=sys.stderr)
    per_locale: dict[str, list[int]] = {}
    for (tag, _), (done, total) in report.coverage.items():
        sums = per_locale.setdefault(tag, [0, 0])
        sums[0] += done
        sums[1] += total
    for tag, (done, total) in per_locale.items():
        print(f"{tag:<10} {done:>5}/{total:<5} translated and clean")
    for (tag, source), (done, total) in sorted(report.coverage.items()):
        if done < total:
            print(f"  {tag:<8} {source}: {done}/{total}")
    errors = sum(problem.severity == "error" for problem in report.problems)
    warnings = len(report.problems) - errors
    print(f"{errors} error(s), {warnings} warning(s)")
    return EXIT_PROBLEMS if failed else EXIT_OK


def run_schema(settings: Settings, args: argparse.Namespace) -> int:
    from comparekit.sources.schema import own_schemas, write_schemas

    for path in write_schemas(settings):
        print(f"wrote {settings.display(path)}")
    others = own_schemas(settings)
    for note in others:
        print(note, file=sys.stderr)
    print(
        "schemas are current" + (f"; {len(others)} file(s) name another schema" if others else "")
    )
    return EXIT_OK


def run_status(settings: Settings, args: argparse.Namespace) -> int:
    from comparekit.checks.status import project_status
    from comparekit.checks.stray import stray_catalogs
    from comparekit.serving.preview import Preview
    from comparekit.serving.views import dashboard_view
    from comparekit.sources.load import load_project

    if args.todo and args.html is not None:
        # The to-do list is text for the terminal; the dashboard holds it already.
        return usage_error("--todo and --html cannot be combined: the dashboard lists the work")
    locales = target_locales(settings, args.locale)
    # The dashboard's path first: one it may not write is a usage error before any work.
    target = named_file(settings, args.html, "html") if args.html is not None else None
    for stray in stray_catalogs(settings):
        print(stray, file=sys.stderr)
    # A record or a catalog that does not read holds back every page of its locale:
    # counting its translations done, or listing its every entry as missing from it (the
    # to-do list and the dashboard read the catalog through the checks), would hide it.
    from comparekit.catalogs.approvals import read_approvals
    from comparekit.catalogs.table import load_table

    for tag in settings.locales if locales is None else locales:
        if settings.review != "off":
            read_approvals(settings, tag)
        catalog = settings.catalog_path(tag)
        if (args.todo or target is not None) and catalog.is_file():
            load_table(catalog, tag, settings.display(catalog), settings.cache_folder())
    if args.todo:
        return run_todo(settings, locales, args.format)
    if target is not None:
        snapshot = Preview(settings).refresh()
        write_text_atomic(target, dashboard_view(snapshot, static=True))
        for problem in snapshot.problems:
            print(problem, file=sys.stderr)
        print(f"wrote the dashboard to {args.html}", file=sys.stderr)
    report = project_status(load_project(settings), locales=locales)
    if args.format == "json":
        print(
            json.dumps(
                {
                    "sources": [
                        dataclasses.asdict(row) | {"total": row.total} for row in report.rows
                    ],
                    "obsolete": report.obsolete,
                    "stale_sources": [
                        dataclasses.asdict(problem) for problem in report.stale_sources
                    ],
                },
                ensure_ascii=False,
                indent=2,
            )
        )
        return EXIT_OK
    width = max(len(row.source) for row in report.rows) if report.rows else 10
    locales = list(report.obsolete)
    print(f"{'source':<{width}}  " + "  ".join(f"{tag:>14}" for tag in locales))
    by_source: dict[str, dict[str, str]] = {}
    for row in report.rows:
        cell = f"{row.translated}/{row.total}"
        if row.fuzzy or row.untranslated or row.failing:
            failing = f" {row.failing}c" if row.failing else ""
            cell += f" ({row.fuzzy}f {row.untranslated}u{failing})"
        by_source.setdefault(row.source, {})[row.locale] = cell
    for source, cells in by_source.items():
        print(f"{source:<{width}}  " + "  ".join(f"{cells.get(tag, '-'):>14}" for tag in locales))
    print("obsolete entries: " + ", ".join(f"{tag} {n}" for tag, n in report.obsolete.items()))
    for problem in report.stale_sources:
        print(problem)
    print(
        "f = fuzzy: its English changed, or the translation memory suggested it (review it; "
        "`comparekit status --todo` says which); u = untranslated; c = failing a check, "
        "or waiting for a reviewer's approval (`comparekit check` says which)"
    )
    return EXIT_OK


def run_todo(settings: Settings, locales: list[str] | None, form: str) -> int:
    """``status --todo``: each entry that needs work, where it is, and why."""
    from comparekit.checks.check import check_project
    from comparekit.checks.todo import locale_todo
    from comparekit.sources.load import load_project

    problems = check_project(settings).problems
    project = load_project(settings)
    todo = {tag: locale_todo(project, tag, problems) for tag in locales or settings.locales}
    if form == "json":
        print(
            json.dumps(
                {
                    "todo": [
                        dataclasses.asdict(item) | {"why": item.why}
                        for items in todo.values()
                        for item in items
                    ]
                },
                ensure_ascii=False,
                indent=2,
            )
        )
        return EXIT_OK
    for tag, items in todo.items():
        if not items:
            print(f"{tag}: nothing to do: every string is translated, current and passes check")
            continue
        print(f"{tag}: {len(items)} entr{'y needs' if len(items) == 1 else 'ies need'} work")
        for item in items:
            shown = item.english if len(item.english) <= 60 else item.english[:59] + "…"
            what = f"{item.key}: {item.why}" if item.key else item.why
            print(f"{item.location()}: {what}" + (f"\n    {shown}" if shown else ""))
    return EXIT_OK


def run_serve(settings: Settings, args: argparse.Namespace) -> int:
    from comparekit.serving.preview import Preview

    try:
        from comparekit.serving import app
    except ImportError as missing:
        raise ComparekitError(
            f"`comparekit serve` needs {missing.name}, which is not installed: "
            "pip install 'comparekit[serve]'"
        ) from None
    listener = app.open_socket(args.host, args.port)
    preview = Preview(settings)
    snapshot = preview.first_pages()  # the pages first; the server checks the rest
    for problem in snapshot.problems:
        print(problem, file=sys.stderr)
    url = app.url_of(listener)
    print(
        f"serving {len(snapshot.pages)} pages at {url} (ready in {snapshot.seconds:.2f} s); "
        "they refresh as you save. Ctrl-C stops.",
        flush=True,
    )
    if args.open:
        # Imported here: it brings subprocess and shlex, which every other command's
        # start would pay for.
        import webbrowser

        webbrowser.open(url)
    app.serve(preview, listener, args.host, say=lambda line: print(line, flush=True))
    return EXIT_OK


def run_init(settings: Settings | None, args: argparse.Namespace) -> int:
    from comparekit.scaffold import init_project

    wrong = bad_locale_argument([args.source_locale]) or bad_locale_argument(args.locale)
    if wrong is None and args.source_locale in args.locale:
        wrong = (
            f"'{args.source_locale}' is the source locale: the articles are written in it, "
            "so it is no --locale to translate into"
        )
    if wrong is not None:
        return usage_error(wrong)
    try:
        folder = init_project(args.folder, args.source_locale, tuple(args.locale))
    except ProblemsFound as found:
        # The settings init writes are made of its arguments alone: their problems (two
        # tags with one catalog folder) are the command's.
        if all((p.path, p.code) == (PYPROJECT, "settings") for p in found.problems):
            return usage_error("; ".join(_argument_problem(p.message) for p in found.problems))
        raise
    print(f"created a comparison project in {folder}")
    # (a relative folder starting with "-" would be read by cd as options: ./-weird)
    shown = f"./{folder}" if str(folder).startswith("-") else str(folder)
    print(f"next: cd {shlex.quote(shown)} && comparekit build")
    if args.locale:
        print(
            "each page is published in a language once its strings are translated "
            "(comparekit status lists what is left)"
        )
    return EXIT_OK


def _argument_problem(message: str) -> str:
    """A settings problem's message as one about the arguments it was made of."""
    return message.rpartition("Value error, ")[2]


def run_import(settings: Settings, args: argparse.Namespace) -> int:
    from comparekit.importing.importer import import_pages

    translations = []
    source = str(args.source)
    if "=" in source and not Path(source).exists():  # (a translation given first: ja=page.md)
        print(
            f"Error: {source!r} stands where the English page goes: give the English page "
            "first, then each translation as LOCALE=FILE",
            file=sys.stderr,
        )
        return EXIT_USAGE
    for given in args.translations:
        tag, sep, path = given.partition("=")
        if not sep or not tag or not path:
            print(
                f"Error: {given!r}: write a translation as LOCALE=FILE, e.g. ja=old/ja/page.md",
                file=sys.stderr,
            )
            return EXIT_USAGE
        translations.append((tag, Path(path)))
    report = import_pages(settings, args.source, translations, args.slug, args.vs, args.force)
    for problem in report.problems:
        print(problem)
    filled = ", ".join(f"{tag} {count}" for tag, count in report.translations.items()) or "none"
    print(
        f"wrote {settings.display(report.article)}: {report.strings} strings, "
        f"{report.english_gaps} waiting for their English; translations: {filled}"
    )
    waiting = {tag: n for tag, n in report.waiting.items() if n}
    if waiting:
        kept = ", ".join(f"{tag} {count}" for tag, count in waiting.items())
        print(f"kept for strings with no English yet (imported.po beside each catalog): {kept}")
    if report.new_dimensions:
        print(f"new dimensions in articles/dimensions.yaml: {', '.join(report.new_dimensions)}")
    print("next: `comparekit validate`, then `comparekit extract` and `comparekit update`")
    return EXIT_OK


def run_new(settings: Settings, args: argparse.Namespace) -> int:
    from comparekit.scaffold import new_comparison

    path = new_comparison(settings.root, args.slug, args.vs, args.subject)
    print(f'wrote {settings.display(path)}: fill every "", then `comparekit validate`')
    return EXIT_OK


def run_new_product(settings: Settings, args: argparse.Namespace) -> int:
    from comparekit.scaffold import new_product

    path = new_product(settings.root, args.id)
    print(f'wrote {settings.display(path)}: fill every "", then `comparekit validate`')
    return EXIT_OK


def run_review(settings: Settings, args: argparse.Namespace) -> int:
    from comparekit.checks.review import (
        SHOWN_DIGEST,
        approve,
        chosen_for_approval,
        listing_token,
        locale_review,
        named_keys,
        one_line,
        revoke,
        unknown_key,
    )
    from comparekit.sources.load import load_project

    tag = (target_locales(settings, [args.locale]) or [args.locale])[0]
    if args.listed is not None and re.fullmatch(r"[0-9a-f]{32}", args.listed) is None:
        listed = Problem(
            COMMAND_LINE,
            None,
            None,
            "review-listing",
            f"--listed {args.listed!r} is no listing's token (32 hexadecimal digits)",
            hint=f"`comparekit review {tag}` ends with the token of what it listed",
        )
        raise UsageRefused([listed])
    project = load_project(settings)
    review = locale_review(project, tag)
    if args.revoke:
        unknown = [unknown_key(review, n) for n in args.revoke if not named_keys(review, n)]
        if unknown:
            raise UsageRefused(unknown)
        keys = [key for name in args.revoke for key in named_keys(review, name)]
        taken = revoke(project, review, keys)
        print(f"{tag}: {taken} approval{'s' if taken != 1 else ''} taken back", file=sys.stderr)
        return EXIT_OK
    if args.approve or args.approve_all:
        chosen = chosen_for_approval(review, args.approve or [], args.approve_all, args.listed)
        if chosen:
            approve(project, review, chosen)
        print(
            f"{tag}: {len(chosen)} translation{'s' if len(chosen) != 1 else ''} approved; "
            f"{len(review.waiting) - len(chosen)} wait for review",
            file=sys.stderr,
        )
        return EXIT_OK
    for waiting in review.waiting:
        where = f"{review.catalog}:{waiting.line}" if waiting.line else review.catalog
        state = "changed since approved" if waiting.approved_before else "new"
        print(f"{where}: {waiting.key}@{waiting.approval[:SHOWN_DIGEST]} ({state})")
        for english in waiting.english:
            print(f"  en: {one_line(english)}")
        for index, form in enumerate(waiting.forms):
            counts = f"[{index}] (n = {waiting.counts[index]})" if waiting.counts else ""
            print(f"  {tag}{counts}: {one_line(form)}")
    print(
        f"{tag}: {len(review.waiting)} wait for review, {review.approved} approved, "
        f"{len(review.not_current)} not current (`comparekit status --locale {tag} --todo`)"
        + ("" if settings.review != "off" else "; review is off in the settings"),
        file=sys.stderr,
    )
    if review.waiting:
        print(
            f"approve: comparekit review {tag} --approve KEY@DIGEST [...], or, having read "
            f"them all, --approve-all --listed {listing_token(review)}",
            file=sys.stderr,
        )
    return EXIT_OK


def run_add_locale(settings: Settings, args: argparse.Namespace) -> int:
    from comparekit.scaffold import add_locale

    wrong = bad_locale_argument([args.locale])
    if wrong is not None:
        return usage_error(wrong)
    path = add_locale(settings.root, args.locale)
    print(f"added {args.locale}: {settings.display(path)} is ready for translators")
    return EXIT_OK


# The commands that write nothing of the project's, and so run where the project cannot be
# written (its cache then left out), with the word their note uses.
_READ_ONLY_COMMANDS: dict[Callable[..., int], str] = {
    run_check: "checked",
    run_validate: "validated",
    run_status: "read",
    # Exports write only the file named, wherever the user names it.
    run_xliff_export: "exported",
    run_tm_export: "exported",
    run_glossary_export: "exported",
}
