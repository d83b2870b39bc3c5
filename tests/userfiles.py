"""What the attack tests assert about a refusal: the user's files, byte for byte, and the
one-line problem with its exit code, code and the files it names."""

from __future__ import annotations

import os
from pathlib import Path


def user_files(root: Path) -> dict[str, bytes]:
    """Every regular file under ``root`` (links not followed) and its bytes, but for
    comparekit's own cache."""
    found = {}
    for folder, _, names in os.walk(root):
        if ".comparekit-cache" in Path(folder).parts:
            continue
        for name in names:
            path = Path(folder, name)
            if path.is_file() and not path.is_symlink():
                found[str(path.relative_to(root))] = path.read_bytes()
    return found


def assert_refused(result: tuple[int, str, str], exit_code: int, code: str, *named: str) -> None:
    status, _, err = result
    assert status == exit_code, err
    assert f"[{code}]" in err, err
    for name in named:
        assert name in err, err
    assert "Traceback" not in err
