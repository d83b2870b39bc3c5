"""``build --into``: the clashes an outside attacker found with real Hugo, Jekyll and MkDocs,
each published with exit 0 while the user's page or the article was lost on the site.

Each case is named after the attacker's finding (A01 …); each asserts the exit code, the
problem's code, the files it names, and that a refused site is byte-identical.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import time
from pathlib import Path

import pytest

from intosites import PAGES, USERS_TEXT, Run, assert_refused, into, make_site, tree


@pytest.mark.parametrize(
    ("finding", "generator", "mine"),
    [
        ("A01", "hugo", "content/en/alpha-vs-beta.mdown"),
        ("A02", "hugo", "content/en/alpha-vs-beta.htm"),
        ("A40", "hugo", "content/en/alpha-vs-beta/index.mdown"),
        ("A43", "mkdocs", "docs/en/alpha-vs-beta.mkd"),
        ("A44", "mkdocs", "docs/en/alpha-vs-beta.mdown"),
        ("A44", "mkdocs", "docs/en/alpha-vs-beta/index.mkdn"),
        ("A01", "jekyll", "en/alpha-vs-beta.mkdn"),
    ],
)
def test_a_page_with_another_of_the_generators_suffixes_is_a_clash(
    finding: str, generator: str, mine: str, ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    site = make_site(tmp_path, generator, {mine: USERS_TEXT})
    err = assert_refused(run_cli, ready, generator, site, mine, "into-clash", PAGES[generator])
    assert "served at the same URL as" in err


@pytest.mark.parametrize(
    ("finding", "generator", "mine"),
    [
        ("A41", "hugo", "static/en/alpha-vs-beta/index.html"),
        ("A41", "hugo", "static/en/index.html"),
        ("A45", "mkdocs", "docs/en/alpha-vs-beta/index.html"),
        ("A45", "jekyll", "alpha-vs-beta/index.html"),
        ("A45", "docusaurus", "static/docs/alpha-vs-beta/index.html"),
        ("A45", "starlight", "public/en/alpha-vs-beta/index.html"),
    ],
)
def test_a_static_file_at_a_pages_url_is_a_clash(
    finding: str, generator: str, mine: str, ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    site = make_site(tmp_path, generator, {mine: b"<!doctype html><p>Mine</p>\n"})
    page = PAGES[generator]
    if mine == "static/en/index.html":
        page = "content/en/_index.md"
    assert_refused(run_cli, ready, generator, site, mine, "into-clash", page)


@pytest.mark.parametrize(
    ("finding", "generator", "mine", "matter"),
    [
        ("A04", "hugo", "content/en/mine.md", "slug: alpha-vs-beta"),
        ("A05", "hugo", "content/en/mine.md", "url: /en/alpha-vs-beta/"),
        ("A05", "hugo", "content/en/mine.md", "url: alpha-vs-beta"),
        ("A06", "hugo", "content/en/mine.md", "aliases: [/alpha-vs-beta/]"),  # /en/…, Hugo 0.168
        ("A07", "jekyll", "about.markdown", "permalink: /alpha-vs-beta/"),
        ("A07", "jekyll", "about.markdown", "permalink: /ja/alpha-vs-beta/"),
        ("A08", "docusaurus", "docs/mine.md", "slug: /alpha-vs-beta"),
        ("A09", "docusaurus", "docs/mine.md", "id: alpha-vs-beta"),
        ("A42", "starlight", "src/content/docs/mine.md", "slug: en/alpha-vs-beta"),
    ],
)
def test_a_page_whose_front_matter_claims_a_pages_url_is_a_clash(
    finding: str,
    generator: str,
    mine: str,
    matter: str,
    ready: Path,
    run_cli: Run,
    tmp_path: Path,
) -> None:
    text = f"---\ntitle: Mine\n{matter}\n---\nMine.\n".encode()
    site = make_site(tmp_path, generator, {mine: text})
    page = "ja/alpha-vs-beta.md" if "/ja/" in matter else PAGES[generator]
    err = assert_refused(run_cli, ready, generator, site, mine, "into-clash", page)
    assert "its front matter claims" in err


def test_a46_jekyll_pretty_permalinks_put_a_root_page_at_a_pages_url(
    ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    site = make_site(tmp_path, "jekyll", {"alpha-vs-beta.md": USERS_TEXT})
    (site / "_config.yml").write_text("title: Mine\npermalink: pretty\n")
    assert_refused(
        run_cli, ready, "jekyll", site, "alpha-vs-beta.md", "into-clash", PAGES["jekyll"]
    )


def test_a_front_matter_that_claims_another_url_is_no_clash(
    ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    """Only the claim of a page's URL is refused; a deep or broken front matter is read as
    none, never as a crash."""
    deep = "---\nslug: " + "[" * 5000 + "]" * 5000 + "\n---\n"
    site = make_site(
        tmp_path,
        "hugo",
        {
            "content/en/mine.md": b"---\nslug: alpha-vs-gamma\n---\nMine.\n",
            # Hugo serves an absolute url as it is, without the language: at /alpha-vs-beta/.
            "content/en/home.md": b"---\nurl: /alpha-vs-beta/\n---\nMine.\n",
            "content/en/deep.md": deep.encode(),
            "content/en/broken.md": b"---\nslug: [\n---\n",
        },
    )
    code, _, err = into(run_cli, ready, "hugo", site)
    assert code == 0, err
    assert (site / PAGES["hugo"]).exists()


@pytest.mark.parametrize(
    ("finding", "generator", "config", "text"),
    [
        ("A65", "mkdocs", "mkdocs.yml", "site_name: x\nplugins: " + "[" * 5000 + "]" * 5000),
        (
            "A66",
            "jekyll",
            "_config.yml",
            "plugins:\n" + "".join(" " * i + "-\n" for i in range(600)),
        ),
        ("A65", "mkdocs", "mkdocs.yml", "site_name: [x\n"),
    ],
)
def test_a_configuration_that_cannot_be_read_is_refused_before_anything_is_written(
    finding: str,
    generator: str,
    config: str,
    text: str,
    ready: Path,
    run_cli: Run,
    tmp_path: Path,
) -> None:
    site = make_site(tmp_path, generator, {})
    (site / config).write_text(text + "\n")
    err = assert_refused(run_cli, ready, generator, site, config, "into-config", config)
    assert "the site's configuration cannot be read" in err


def test_a70_a_layout_of_h1_tags_is_searched_in_linear_time() -> None:
    """A 1 MB layout of `<h1 ` took minutes (quadratic); under one second of CPU, the
    search finishes (a quadratic one would need hundreds)."""
    script = (
        "import resource\n"
        "resource.setrlimit(resource.RLIMIT_CPU, (2, 2))\n"
        "from comparekit.publishing.sitefiles import site_title_heading\n"
        "text = '<h1 ' * 262000\n"
        "assert site_title_heading(text) is None\n"
        "assert site_title_heading(text + '<h1>{{ site.Title }}</h1>') == "
        "'<h1>{{ site.Title }}</h1>'\n"
        "assert site_title_heading('>{{ site.Title }}</h1>' * 100000) is None\n"
        "print('done')\n"
    )
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime
    found = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=False
    )
    assert found.returncode == 0, found.stderr
    assert found.stdout == "done\n"
    assert resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime - before < 2


def test_a60_an_export_page_edited_in_place_and_dated_back_is_not_published(
    ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    """The export's pages are links into the page store: a page edited in place and dated
    back is seen by the build (its status change time, attack 15 case 3), which renders
    it anew, so the site gets the page as rendered, never the edit."""
    minute_ago = time.time() - 60
    for path in ready.rglob("*"):  # edited well before the build: its stats are trusted
        os.utime(path, (minute_ago, minute_ago))
    code, _, err = run_cli("-C", str(ready), "build", "--site", "hugo")
    assert code == 0, err
    export = ready / "dist-hugo" / PAGES["hugo"]
    text = export.read_bytes()
    assert b"Alpha" in text
    times = os.stat(export)
    with open(export, "r+b") as page:  # in place: the same inode, the same size
        page.write(text.replace(b"Alpha", b"Omega"))
    os.utime(export, ns=(times.st_atime_ns, times.st_mtime_ns))
    site = make_site(tmp_path, "hugo", {})
    before = tree(site)
    code, out, err = into(run_cli, ready, "hugo", site)
    assert "nothing changed" not in out  # the edit is seen, though dated back
    assert code == 0, err
    assert tree(site) != before
    assert (site / PAGES["hugo"]).read_bytes() == text
    assert b"Omega" not in export.read_bytes()
