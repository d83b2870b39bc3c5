"""A small site of each generator for the ``build --into`` attack tests, and what they assert
of a refusal: the exit code, the problem's code at the user's file, the files named, and a
site left byte for byte as it was."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from comparekit.publishing.manifest import MANIFEST

Run = Callable[..., tuple[int, str, str]]
USERS_TEXT = b"---\ntitle: About us\n---\nOur story.\n"
MARKERS = {
    "hugo": ("hugo.toml", "baseURL = 'https://example.org/'\ntitle = 'Mine'\n"),
    "jekyll": ("_config.yml", "title: Mine\n"),
    "mkdocs": ("mkdocs.yml", "site_name: Mine\n"),
    "docusaurus": ("docusaurus.config.js", ""),
    "starlight": ("astro.config.mjs", ""),
}
PAGES = {
    "hugo": "content/en/alpha-vs-beta.md",
    "jekyll": "en/alpha-vs-beta.md",
    "mkdocs": "docs/en/alpha-vs-beta.md",
    "docusaurus": "docs/alpha-vs-beta.md",
    "starlight": "src/content/docs/en/alpha-vs-beta.md",
}


def make_site(tmp_path: Path, generator: str, files: dict[str, bytes]) -> Path:
    site = tmp_path / "site"
    site.mkdir()
    name, text = MARKERS[generator]
    (site / name).write_text(text)
    for relative, data in files.items():
        (site / relative).parent.mkdir(parents=True, exist_ok=True)
        (site / relative).write_bytes(data)
    return site


def tree(folder: Path) -> dict[str, bytes]:
    return {
        p.relative_to(folder).as_posix(): p.read_bytes()
        for p in sorted(folder.rglob("*"))
        if p.is_file() and not p.is_symlink()
    }


def into(run_cli: Run, project: Path, generator: str, site: Path) -> tuple[int, str, str]:
    return run_cli("-C", str(project), "build", "--site", generator, "--into", str(site))


def assert_refused(
    run_cli: Run, project: Path, generator: str, site: Path, mine: str, code: str, named: str
) -> str:
    """The run exits 2 with ``code`` at the user's file ``mine``, naming ``named`` too, and
    leaves the site as it was."""
    before = tree(site)
    exit_code, _, err = into(run_cli, project, generator, site)  # a traceback would raise
    assert exit_code == 2, err
    assert f"{site}/{mine}: [{code}] " in err
    assert named in err
    assert "Traceback" not in err
    assert tree(site) == before
    assert not (site / MANIFEST).exists()
    return err
