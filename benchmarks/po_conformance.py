"""Read PO files with comparekit and with GNU msgfmt side by side, and count where they agree.

    python benchmarks/po_conformance.py collect GIT_DIR... --into FOLDER
    python benchmarks/po_conformance.py run FOLDER [--show KIND]

``collect`` gathers PO files and PO snippets from the test suites of git repositories (bare
or not, read with ``git show``): files named ``*.po``/``*.pot``, shell here-documents written
to a ``.po`` file (GNU gettext's ``gettext-tools/tests``), and Python string literals that
hold a ``msgid`` line (translate-toolkit's, Babel's and polib's tests). Nothing collected is
meant to be committed: the folder is a measurement input.

``run`` reads every file of FOLDER with comparekit's catalog reader (the one ``build`` and
``update`` use) and with ``msgfmt -o /dev/null`` (syntax level, no ``--check``), and prints
how many files fall in each row:

- read as msgfmt reads them: both accept, or both reject at the same line;
- rejected at another line than msgfmt's;
- crash with a traceback;
- accepted, though msgfmt rejects them;
- rejected, though msgfmt accepts them (UTF-8 files);
- refused for their charset, naming the fix (files msgfmt converts);
- rejected without a line number.
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import re
import subprocess
import sys
import traceback
from collections import Counter
from pathlib import Path

SUITES = ("gettext-tools/tests/", "tests/")
HEREDOC = re.compile(r"cat <<\\?'?(\w+)'?\s*>\s*(\S+\.pot?)\n(.*?)\n\1\n", re.DOTALL)


def git(repo: Path, *args: str) -> bytes:
    return subprocess.run(["git", "-C", str(repo), *args], capture_output=True, check=True).stdout


def collect(repos: list[Path], into: Path) -> int:
    """Write each distinct PO file or snippet of the repositories' tests into ``into``."""
    into.mkdir(parents=True, exist_ok=True)
    seen: set[str] = set()
    for repo in repos:
        name = repo.resolve().parent.name if repo.name in ("repo", ".git") else repo.name
        files = git(repo, "ls-tree", "-r", "--name-only", "HEAD").decode().splitlines()
        for path in files:
            if not path.startswith(SUITES):
                continue
            if path.endswith((".po", ".pot")):
                found = [git(repo, "show", f"HEAD:{path}")]
            elif path.endswith(".py"):
                found = python_snippets(git(repo, "show", f"HEAD:{path}"))
            elif "/" in path and "." not in path.rsplit("/", 1)[1]:  # a shell test script
                text = git(repo, "show", f"HEAD:{path}").decode("utf-8", "replace")
                found = [m.group(3).encode("utf-8") + b"\n" for m in HEREDOC.finditer(text)]
            else:
                continue
            for data in found:
                key = hashlib.blake2b(data, digest_size=8).hexdigest()
                if key in seen or b"msgid" not in data:
                    continue
                seen.add(key)
                stem = re.sub(r"[^A-Za-z0-9]+", "-", path)[-60:]
                (into / f"{name}--{stem}--{key}.po").write_bytes(data)
    return len(seen)


def python_snippets(source: bytes) -> list[bytes]:
    """String literals of a Python test file that hold PO text."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return []
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, (str, bytes)):
            value = node.value if isinstance(node.value, bytes) else node.value.encode("utf-8")
            if re.search(rb'^\s*msgid\s+"', value, re.MULTILINE):
                found.append(value if value.endswith(b"\n") else value + b"\n")
    return found


def msgfmt_verdict(path: Path) -> tuple[bool, int | None]:
    """Whether msgfmt reads the file, and the line of its first error."""
    done = subprocess.run(
        ["msgfmt", "-o", "/dev/null", str(path)], capture_output=True, text=True, check=False
    )
    if done.returncode == 0:
        return True, None
    # "...this is the location of the first definition" names no error of its own.
    errors = [line for line in done.stderr.splitlines() if "...this is the location" not in line]
    match = re.search(rf"{re.escape(str(path))}:(\d+):", "\n".join(errors))
    return False, int(match.group(1)) if match else None


def comparekit_verdict(path: Path) -> tuple[str, list[int | None], str]:
    """``ok``, ``rejected`` (with the lines of its problems and the first's message) or
    ``crash``."""
    from comparekit.catalogs.table import read_translations
    from comparekit.errors import ProblemsFound

    try:
        read_translations(path, None, path.name)
    except ProblemsFound as found:
        first = found.problems[0]
        return "rejected", [p.line for p in found.problems], f"{first.code}: {first.message}"
    except Exception:
        return "crash", [], traceback.format_exc().strip().splitlines()[-1]
    return "ok", [], ""


def is_utf8(path: Path) -> bool:
    try:
        path.read_bytes().decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def run(folder: Path, show: str | None) -> Counter[str]:
    rows: Counter[str] = Counter()
    for path in sorted(folder.glob("*.po")):
        accepted, line = msgfmt_verdict(path)
        ours, our_lines, detail = comparekit_verdict(path)
        if ours == "crash":
            row = "crash with a traceback"
        elif ours == "ok" and accepted:
            row = "read as msgfmt reads them"
        elif ours == "ok":
            row = "accepted, though msgfmt rejects them"
        elif detail.startswith("po-charset") and not is_utf8(path):
            row = "refused for their charset, naming the fix"
        elif detail.startswith("po-domain"):
            row = "refused for a domain line, as msgfmt -c -o refuses it"
        elif accepted:
            row = "rejected, though msgfmt accepts them"
        elif None in our_lines:
            row = "rejected without a line number"
        elif line in our_lines:
            row = "read as msgfmt reads them"
        else:
            row = "rejected at another line than msgfmt's"
        rows[row] += 1
        if show and show in row:
            print(
                f"{path.name}: msgfmt {accepted} line {line}; comparekit {ours} "
                f"lines {our_lines} {detail}"
            )
    return rows


ROWS = (
    "read as msgfmt reads them",
    "rejected at another line than msgfmt's",
    "crash with a traceback",
    "accepted, though msgfmt rejects them",
    "rejected, though msgfmt accepts them",
    "refused for their charset, naming the fix",
    "refused for a domain line, as msgfmt -c -o refuses it",
    "rejected without a line number",
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    gather = commands.add_parser("collect")
    gather.add_argument("repos", type=Path, nargs="+")
    gather.add_argument("--into", type=Path, required=True)
    measure = commands.add_parser("run")
    measure.add_argument("folder", type=Path)
    measure.add_argument("--show", help="list the files of the rows containing this text")
    args = parser.parse_args()
    if args.command == "collect":
        print(f"{collect(args.repos, args.into)} files in {args.into}")
        return
    rows = run(args.folder, args.show)
    total = sum(rows.values())
    print(f"{'result':<45} {'files':>6}")
    for row in ROWS:
        print(f"{row:<45} {rows[row]:>6}")
    print(f"{'all':<45} {total:>6}")
    sys.exit(0)


if __name__ == "__main__":
    main()
