"""``build --into SITE``: publishing into a site the user already has, owning only the files
comparekit wrote there (its manifest), and never a file it did not write.

The small project (one comparison, four languages) into hand-made sites of each generator;
the real generators building their own starters are in test_starters.py.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from comparekit.publishing import into
from comparekit.publishing.manifest import MANIFEST

Run = Callable[..., tuple[int, str, str]]
PAGE = "content/en/alpha-vs-beta.md"
SOURCE = "articles/comparisons/alpha-vs-beta.yaml"


def hugo_site(tmp_path: Path) -> Path:
    """A site as `hugo new site` leaves it, with a page (in a language folder: content/ holds
    nothing else, so comparekit writes its languages file) and a static file of the user's."""
    site = tmp_path / "site"
    (site / "content/en/history").mkdir(parents=True)
    (site / "static").mkdir()
    (site / "hugo.toml").write_text("baseURL = 'https://example.org/'\ntitle = 'Mine'\n")
    (site / "content/en/history/index.md").write_text("---\ntitle: About\n---\nMine.\n")
    (site / "static/logo.svg").write_text("<svg/>")
    return site


def tree(folder: Path) -> dict[str, bytes]:
    return {
        p.relative_to(folder).as_posix(): p.read_bytes()
        for p in sorted(folder.rglob("*"))
        if p.is_file() and not p.is_symlink()
    }


def publish(run_cli: Run, project: Path, site: Path, *extra: str) -> tuple[int, str, str]:
    return run_cli("-C", str(project), "build", "--site", "hugo", "--into", str(site), *extra)


def manifest(site: Path) -> dict[str, object]:
    data: dict[str, object] = json.loads((site / MANIFEST).read_text(encoding="utf-8"))
    return data


def test_publishes_pages_own_files_and_a_manifest_of_their_digests(
    ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    site = hugo_site(tmp_path)
    before = tree(site)
    code, out, err = publish(run_cli, ready, site)
    assert code == 0, err
    files = manifest(site)["files"]
    assert isinstance(files, dict)
    assert set(files) == {
        *(
            f"content/{lang}/{name}"
            for lang in ("en", "ja", "zh-hant", "ko")
            for name in ("alpha-vs-beta.md", "_index.md")
        ),
        "config/_default/hugo.toml",
        "layouts/_partials/comparekit/hreflang.html",
        "layouts/_partials/comparekit/languages.html",
    }
    for name, digest in files.items():
        assert hashlib.sha256((site / name).read_bytes()).hexdigest() == digest
    after = tree(site)
    assert {name: after[name] for name in before} == before  # the user's files as they were
    assert "published into" in out and "11 written, 0 removed, 0 unchanged" in out
    assert '{{ partial "comparekit/hreflang.html" . }}' in err  # the line the theme needs


def test_a_second_run_writes_nothing(ready: Path, run_cli: Run, tmp_path: Path) -> None:
    site = hugo_site(tmp_path)
    assert publish(run_cli, ready, site)[0] == 0
    stamps = {p: p.stat().st_mtime_ns for p in site.rglob("*") if p.is_file()}
    code, out, _ = publish(run_cli, ready, site)
    assert code == 0 and "0 written, 0 removed, 11 unchanged" in out
    assert {p: p.stat().st_mtime_ns for p in site.rglob("*") if p.is_file()} == stamps


def test_a_removed_article_leaves_the_site(ready: Path, run_cli: Run, tmp_path: Path) -> None:
    second = ready / "articles/comparisons/alpha-vs-beta-again.yaml"
    shutil.copy(ready / SOURCE, second)
    assert run_cli("-C", str(ready), "update")[0] == 0
    from conftest import translate_catalogs

    translate_catalogs(ready, review_fuzzy=True)
    site = hugo_site(tmp_path)
    assert publish(run_cli, ready, site)[0] == 0
    assert (site / "content/ja/alpha-vs-beta-again.md").is_file()
    second.unlink()
    code, out, err = publish(run_cli, ready, site)
    assert code == 0, err
    assert "4 removed" in out
    assert not list(site.rglob("alpha-vs-beta-again.md"))
    assert "content/ko/alpha-vs-beta-again.md" not in manifest(site)["files"]  # type: ignore[operator]
    assert (site / "content/en/history/index.md").read_text() == "---\ntitle: About\n---\nMine.\n"


def test_a_file_comparekit_did_not_write_is_a_clash_naming_both(
    ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    site = hugo_site(tmp_path)
    (site / "content/en").mkdir(exist_ok=True)
    (site / PAGE).write_text("my own alpha page\n")
    before = tree(site)
    code, _, err = publish(run_cli, ready, site)
    assert code == 2
    assert f"{site}/{PAGE}: [into-clash] comparekit did not write this file, and the en " in err
    assert SOURCE in err
    assert f"Error: nothing was written into {site}." in err
    assert tree(site) == before  # not even a manifest


def test_an_edited_page_is_refused_until_forced(ready: Path, run_cli: Run, tmp_path: Path) -> None:
    site = hugo_site(tmp_path)
    assert publish(run_cli, ready, site)[0] == 0
    page = site / "content/ja/alpha-vs-beta.md"
    page.write_text(page.read_text(encoding="utf-8") + "my note\n", encoding="utf-8")
    edited = tree(site)
    code, _, err = publish(run_cli, ready, site)
    assert code == 2
    assert f"{page}: [into-edited] edited since comparekit wrote it" in err
    assert "--force" in err
    assert tree(site) == edited
    code, out, _ = publish(run_cli, ready, site, "--force")
    assert code == 0 and "1 written" in out
    assert "my note" not in page.read_text(encoding="utf-8")


def test_a_page_at_the_same_url_is_a_clash(ready: Path, run_cli: Run, tmp_path: Path) -> None:
    """MkDocs with static-i18n serves docs/index.md where the English hub goes: `mkdocs new`
    makes one, and the build would fail."""
    site = tmp_path / "site"
    (site / "docs").mkdir(parents=True)
    (site / "mkdocs.yml").write_text("site_name: Mine\n")
    (site / "docs/index.md").write_text("# Welcome to MkDocs\n")
    code, _, err = run_cli("-C", str(ready), "build", "--site", "mkdocs", "--into", str(site))
    assert code == 2
    assert f"{site}/docs/index.md: [into-clash] served at the same URL as docs/en/index.md" in err
    assert not (site / MANIFEST).exists()


def test_jekyll_new_home_page_is_a_clash_with_the_english_hub(
    ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    site = tmp_path / "site"
    site.mkdir()
    (site / "_config.yml").write_text('title: Mine\nurl: ""\n')
    (site / "index.markdown").write_text("---\nlayout: home\n---\n")
    code, _, err = run_cli("-C", str(ready), "build", "--site", "jekyll", "--into", str(site))
    assert code == 2
    assert f"{site}/index.markdown: [into-clash] served at the same URL as en/index.md" in err


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{not json", "the manifest is refused: it is not JSON"),
        ('{"format": "other"}', "it is not a comparekit site manifest"),
        (
            '{"format": "comparekit-site-manifest/1", "profile": "hugo", "files": '
            '{"../outside.md": "' + "0" * 64 + '"}}',
            "it names '../outside.md', a path outside the site",
        ),
        (
            '{"format": "comparekit-site-manifest/1", "profile": "hugo", "files": '
            '{"/etc/passwd": "' + "0" * 64 + '"}}',
            "it names '/etc/passwd', an absolute path",
        ),
        (
            '{"format": "comparekit-site-manifest/1", "profile": "hugo", "files": '
            '{"content/x.md": "abc"}}',
            "the digest of 'content/x.md' is not a SHA-256 digest",
        ),
        # The third attack: a list where a digest goes, and a deep nesting, crashed.
        (
            '{"format": "comparekit-site-manifest/1", "profile": "hugo", "files": '
            '{"content/x.md": ["' + "0" * 64 + '"]}}',
            "the digest of 'content/x.md' is not a SHA-256 digest",
        ),
        ('{"a":' * 100_000 + "1" + "}" * 100_000, "nested too deeply"),
    ],
)
def test_a_damaged_or_hostile_manifest_is_refused(
    ready: Path, run_cli: Run, tmp_path: Path, content: str, message: str
) -> None:
    site = hugo_site(tmp_path)
    (tmp_path / "outside.md").write_text("not the site's\n")
    (site / MANIFEST).write_text(content)
    before = tree(site)
    code, _, err = publish(run_cli, ready, site)
    assert code == 1
    assert err.startswith(f"{site}/{MANIFEST}:") and "[site-manifest] " in err
    assert message in err
    # the export beside the site is written by then: what was not is the site (c162)
    assert err.rstrip().endswith(f"nothing was written into {site}.")
    assert tree(site) == before
    assert (tmp_path / "outside.md").read_text() == "not the site's\n"


def test_a_path_through_a_link_is_never_followed(ready: Path, run_cli: Run, tmp_path: Path) -> None:
    """A manifest may name a page whose folder someone replaced by a link elsewhere: the
    file there is not removed; a page to write there is refused."""
    site = hugo_site(tmp_path)
    assert publish(run_cli, ready, site)[0] == 0
    elsewhere = tmp_path / "elsewhere"
    shutil.move(site / "content/ko", elsewhere)
    os.symlink(elsewhere, site / "content/ko")
    before = tree(elsewhere)
    code, _, err = publish(run_cli, ready, site)
    assert code == 2
    assert "[into-link] content/ko is a link, which comparekit does not write through" in err
    assert tree(elsewhere) == before


def test_a_symlinked_manifest_is_refused(ready: Path, run_cli: Run, tmp_path: Path) -> None:
    site = hugo_site(tmp_path)
    (tmp_path / "real.json").write_text("{}")
    os.symlink(tmp_path / "real.json", site / MANIFEST)
    code, _, err = publish(run_cli, ready, site)
    assert code == 1 and "it is not a regular file" in err


def test_a_run_killed_while_writing_is_finished_by_the_next(
    ready: Path, run_cli: Run, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Killed after some pages were replaced: the manifest on disk owns the old and new
    digests of each, so the next run, even after the source changed again, takes them."""
    site = hugo_site(tmp_path)
    assert publish(run_cli, ready, site)[0] == 0
    source = ready / SOURCE
    source.write_text(source.read_text(encoding="utf-8").replace("engine vs router", "A"))
    written: list[Path] = []
    real_write = into.write_bytes_atomic

    def killed_after_two(path: Path, data: bytes) -> None:
        if len(written) == 2 and path.name != MANIFEST:
            raise KeyboardInterrupt
        real_write(path, data)
        if path.name != MANIFEST:
            written.append(path)

    monkeypatch.setattr(into, "write_bytes_atomic", killed_after_two)
    code, _, err = run_cli(
        "-C", str(ready), "build", "--site", "hugo", "--into", str(site), "--allow-fallback"
    )
    assert code == 1 and "Interrupted" in err
    assert "unfinished" in manifest(site)
    monkeypatch.setattr(into, "write_bytes_atomic", real_write)
    source.write_text(source.read_text(encoding="utf-8").replace("A", "B", 1))
    code, _, err = run_cli(
        "-C", str(ready), "build", "--site", "hugo", "--into", str(site), "--allow-fallback"
    )
    assert code == 0, err
    final = manifest(site)
    assert "unfinished" not in final
    files = final["files"]
    assert isinstance(files, dict)
    for name, digest in files.items():
        assert hashlib.sha256((site / name).read_bytes()).hexdigest() == digest


def test_not_a_site_plain_or_some_locales_are_usage_errors(
    ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    code, _, err = publish(run_cli, ready, empty)
    assert code == 2 and "[into-site] not a Hugo site: none of hugo.toml" in err
    code, _, err = run_cli("-C", str(ready), "build", "--into", str(empty))
    assert code == 2 and "--into publishes for a generator" in err
    code, _, err = publish(run_cli, ready, hugo_site(tmp_path), "--locale", "ja")
    assert code == 2 and "--into publishes every locale" in err
    code, _, err = publish(run_cli, ready, ready)
    assert code == 2 and "[into-site] the site would be or hold the project" in err


def test_the_config_lines_are_checked_on_every_run(
    ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    """Printed while mkdocs.yml lacks them, silent once it has them, search plugin kept."""
    site = tmp_path / "site"
    (site / "docs").mkdir(parents=True)
    (site / "mkdocs.yml").write_text("site_name: Mine\n")
    args = ("-C", str(ready), "build", "--site", "mkdocs", "--into", str(site))
    code, _, err = run_cli(*args)
    assert code == 0
    assert (
        "warning: mkdocs.yml: add `site_url` (the sitemap's hreflang alternates are absolute "
        "URLs on it), the Material theme, the search plugin" in err
    )
    printed = err.split("another language's):\n", 1)[1]
    lines = [line[4:] for line in printed.splitlines() if line.startswith("    ")]
    assert "- search" in lines and "site_url: https://example.com/" in lines
    assert "    fallback_to_default: false" in lines  # a held page stays held
    (site / "mkdocs.yml").write_text(
        "site_name: Mine\nmarkdown_extensions:\n  - pymdownx.emoji:\n"
        "      emoji_index: !!python/name:material.extensions.emoji.twemoji\n"
        + "\n".join(lines)
        + "\n"
    )
    code, _, err = run_cli(*args)
    assert code == 0 and "warning" not in err


ODD_CONFIGS = [
    ("mkdocs", "mkdocs.yml", "site_name: x\nplugins:\n  - {}\n"),
    ("mkdocs", "mkdocs.yml", "site_name: x\nplugins: 5\n"),
    ("mkdocs", "mkdocs.yml", "plugins:\n  - i18n:\n      languages: 5\n"),
    ("mkdocs", "mkdocs.yml", "plugins:\n  - i18n: 5\n  - [a]\n"),
    ("mkdocs", "mkdocs.yml", "plugins:\n  - i18n:\n      languages: [{locale: [a]}]\n"),
    ("jekyll", "_config.yml", "languages: [[a]]\nplugins: [jekyll-polyglot]\n"),
    ("jekyll", "_config.yml", "plugins: 5\nlanguages: {a: 1}\n"),
]


@pytest.mark.parametrize(("generator", "config", "text"), ODD_CONFIGS)
def test_an_odd_but_valid_config_is_an_instruction_missing(
    generator: str, config: str, text: str, ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    """B48: a shape of the user's YAML the instruction does not expect is no crash after
    the publish: the config's instruction is shown as missing, and the run succeeds."""
    site = tmp_path / "site"
    site.mkdir()
    (site / config).write_text(text)
    if generator == "mkdocs":
        (site / "docs").mkdir()
    code, _, err = run_cli("-C", str(ready), "build", "--site", generator, "--into", str(site))
    assert code == 0, err
    assert "Traceback" not in err and "crashed" not in err
    assert f"warning: {config}: add " in err
    assert (site / config).read_text() == text


def test_another_projects_pages_are_refused_until_forced(
    ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    """B14: the manifest names the project that published; a second project publishing
    into the same site would remove the first's pages: refused, naming both, unless
    --force. A manifest written before it named the project is taken as the publisher's."""
    site = hugo_site(tmp_path)
    other = tmp_path / "other"
    shutil.copytree(ready, other, ignore=shutil.ignore_patterns(".comparekit-cache", "dist*"))
    pyproject = other / "pyproject.toml"
    pyproject.write_text('[project]\nname = "second"\n\n' + pyproject.read_text())
    (other / SOURCE).rename(other / "articles/comparisons/gamma-vs-beta.yaml")
    assert publish(run_cli, ready, site)[0] == 0
    assert manifest(site)["project"] == ready.name
    before = tree(site)
    code, _, err = publish(run_cli, other, site)
    assert code == 2 and "Traceback" not in err
    assert f"{site}/{MANIFEST}: [into-clash] the site's comparekit pages were published " in err
    assert f"by the project {ready.name!r}, not by this one ('second')" in err
    assert tree(site) == before  # nothing written, nothing removed
    code, _, err = publish(run_cli, other, site, "--force")
    assert code == 0, err
    assert manifest(site)["project"] == "second" and not (site / PAGE).exists()

    data = manifest(site)  # an older manifest, without the project: read, then named
    del data["project"]
    (site / MANIFEST).write_text(json.dumps(data))
    code, _, err = publish(run_cli, ready, site)
    assert code == 0, err
    assert manifest(site)["project"] == ready.name and (site / PAGE).is_file()


def test_a_manifest_naming_the_users_files_removes_none_of_them(
    ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    """The third attack: a manifest (committed with the site, so a bad merge or a copy from
    another site can bring any entry) listing the site's configuration and the user's page
    with their true digests made the next publish delete both."""
    site = hugo_site(tmp_path)
    assert publish(run_cli, ready, site)[0] == 0
    data = manifest(site)
    files = data["files"]
    assert isinstance(files, dict)
    for name in ("hugo.toml", "content/en/history/index.md", "static/logo.svg"):
        files[name] = hashlib.sha256((site / name).read_bytes()).hexdigest()
    (site / MANIFEST).write_text(json.dumps(data))
    users = {
        name: (site / name).read_bytes() for name in ("hugo.toml", "content/en/history/index.md")
    }
    code, out, err = publish(run_cli, ready, site)
    assert code == 0 and "Traceback" not in err
    assert "0 removed" in out
    for name, data_before in users.items():
        assert (site / name).read_bytes() == data_before
        assert f"names {name}, which comparekit never writes there: left alone" in err
    assert (site / "static/logo.svg").exists()
    assert set(manifest(site)["files"]) >= {PAGE}  # type: ignore[arg-type]
    assert "hugo.toml" not in manifest(site)["files"]  # type: ignore[operator]


def starlight_site(tmp_path: Path, files: dict[str, str]) -> Path:
    site = tmp_path / "site"
    for name, text in {"astro.config.mjs": "export default {};\n", **files}.items():
        (site / name).parent.mkdir(parents=True, exist_ok=True)
        (site / name).write_text(text, encoding="utf-8")
    return site


def test_starlight_guide_home_page_is_named_with_the_redirect(
    ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    """The manual setup guide's index.md sits at `/`, over the redirect to /en/: named,
    never touched; once it is gone the redirect is asked for."""
    site = starlight_site(tmp_path, {"src/content/docs/index.md": "---\ntitle: Mine\n---\n"})
    args = ("-C", str(ready), "build", "--site", "starlight", "--into", str(site))
    code, _, err = run_cli(*args)
    assert code == 0
    assert (
        "warning: src/content/docs/index.md: remove this page (or move it into a language's "
        "folder): Starlight serves it at `/` as a page of no language, with hreflang to the "
        "language hubs, in place of the redirect to /en/\n"
    ) in err
    assert "add something at `/`: the source locale's hub:\n    redirects: { '/': '/en/' }," in err
    assert (site / "src/content/docs/index.md").read_text() == "---\ntitle: Mine\n---\n"
    (site / "src/content/docs/index.md").unlink()
    (site / "src/pages").mkdir(parents=True)
    (site / "src/pages/index.astro").write_text("<h1>Home</h1>\n")
    code, _, err = run_cli(*args)
    assert code == 0 and "index" not in err and "redirects" not in err, err


def test_an_astro_page_at_a_docs_page_url_is_a_clash(
    ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    """With the source locale at the root, an Astro page at `/` is where its hub goes."""
    (ready / "pyproject.toml").write_text(
        (ready / "pyproject.toml").read_text() + "starlight_root_locale = true\n"
    )
    site = starlight_site(tmp_path, {"src/pages/index.astro": "<h1>Home</h1>\n"})
    code, _, err = run_cli("-C", str(ready), "build", "--site", "starlight", "--into", str(site))
    assert code == 2
    assert (
        f"{site}/src/pages/index.astro: [into-clash] served at the same URL as "
        "src/content/docs/index.md"
    ) in err


def test_hugo_theme_header_title_heading_is_to_be_replaced(
    ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    site = hugo_site(tmp_path)
    header = site / "themes/mine/layouts/_partials/header.html"
    header.parent.mkdir(parents=True)
    header.write_text("<h1>{{ site.Title }}</h1>\n")
    code, _, err = publish(run_cli, ready, site)
    assert code == 0
    assert (
        "warning: themes/mine/layouts/_partials/header.html: replace `<h1>{{ site.Title }}</h1>`,"
        " the site's title as an <h1> on every page beside the page's own, with:\n"
        '    <p class="site-title">{{ site.Title }}</p>\n'
    ) in err
    header.write_text('<p class="site-title">{{ site.Title }}</p>\n')
    code, _, err = publish(run_cli, ready, site)
    assert code == 0 and "header.html" not in err


def test_jekyll_includes_are_named_with_how_to_copy_the_themes(
    ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    site = tmp_path / "site"
    site.mkdir()
    (site / "_config.yml").write_text("title: Mine\ntheme: minima\n")
    args = ("-C", str(ready), "build", "--site", "jekyll", "--into", str(site))
    code, _, err = run_cli(*args)
    assert code == 0
    copy = 'mkdir -p _includes && cp "$(bundle info --path minima)/_includes/{}" _includes/'
    assert (
        f"warning: _includes/head.html (copy minima's first: {copy.format('head.html')}): add "
        "hreflang alternates to the same article in every language, on the line after <head>:\n"
        "    {% I18n_Headers %}\n"
    ) in err
    assert (
        f"warning: _includes/header.html (copy minima's first: {copy.format('header.html')}): "
        in err
    )
    (site / "_includes/header.html").write_text("<header>\n</header>\n")
    code, _, err = run_cli(*args)
    assert "warning: _includes/header.html: add a language switcher" in err
    (site / "_includes/header.html").write_text("{% include comparekit/languages.html %}\n")
    code, _, err = run_cli(*args)
    assert "_includes/header.html" not in err


def own_manifest(site: Path, entries: dict[str, str]) -> None:
    """Add ``entries`` (path: text) to the site's manifest with their files' true digests,
    as a bad merge or a hostile change can: the files are written first when missing."""
    data = (
        manifest(site)
        if (site / MANIFEST).exists()
        else {"format": "comparekit-site-manifest/1", "profile": "hugo", "files": {}}
    )
    files = data["files"]
    assert isinstance(files, dict)
    for name in entries:
        files[name] = hashlib.sha256((site / name).read_bytes()).hexdigest()
    (site / MANIFEST).write_text(json.dumps(data))


USERS_PAGE = "content/en/about.md"  # shaped as a page of comparekit's (a slug's)
USERS_TEXT = b"---\ntitle: About us\n---\nOur story.\n"


@pytest.mark.parametrize("force", [(), ("--force",)])
def test_c8_hostile_manifest_naming_a_users_page_of_slug_shape_removes_nothing(
    force: tuple[str, ...], ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    """C8: the manifest names the user's content/en/about.md, shaped as a slug's page, with
    its true digest; it is no longer published, so the next run removed it (with --force,
    whatever its digest). It lacks comparekit's mark: left alone, named, and forgotten."""
    site = hugo_site(tmp_path)
    assert publish(run_cli, ready, site)[0] == 0
    (site / USERS_PAGE).write_bytes(USERS_TEXT)
    own_manifest(site, {USERS_PAGE: ""})
    code, out, err = publish(run_cli, ready, site, *force)
    assert code == 0, err
    assert (site / USERS_PAGE).read_bytes() == USERS_TEXT
    assert f"warning: {site}/{USERS_PAGE}: [into-unmarked] the manifest names it as " in err
    assert "0 removed" in out and "Traceback" not in err
    assert USERS_PAGE not in manifest(site)["files"]  # type: ignore[operator]


@pytest.mark.parametrize("force", [(), ("--force",)])
def test_c8_hostile_manifest_naming_a_wanted_path_over_a_users_file_is_a_clash(
    force: tuple[str, ...], ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    """C8: the manifest names the user's own file where a page of comparekit's goes, with
    its true digest: comparekit overwrote it, taking it for its own unedited page."""
    site = hugo_site(tmp_path)
    (site / "content/en").mkdir(exist_ok=True)
    (site / PAGE).write_bytes(USERS_TEXT)
    own_manifest(site, {PAGE: ""})
    before = tree(site)
    code, _, err = publish(run_cli, ready, site, *force)
    assert code == 2
    assert f"{site}/{PAGE}: [into-clash] this file lacks comparekit's mark" in err
    assert f"{SOURCE} goes there" in err
    assert tree(site) == before  # the user's file, and the manifest, as they were


def test_c8_hostile_manifest_naming_a_users_hugo_config_file_is_a_clash(
    ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    """config/_default/hugo.toml is Hugo's own place for a configuration: a user's there,
    named by the manifest with its digest, is not replaced by comparekit's (a site
    configured there gets no languages file of comparekit's, only the lines to add)."""
    site = hugo_site(tmp_path)
    (site / "config/_default").mkdir(parents=True)
    (site / "config/_default/hugo.toml").write_text("[params]\nmine = true\n")
    own_manifest(site, {"config/_default/hugo.toml": ""})
    before = tree(site)
    code, _, err = publish(run_cli, ready, site, "--force")
    assert code == 0, err
    assert f"{site}/config/_default/hugo.toml: [into-unmarked]" in err
    assert "warning: hugo.toml: add at its end" in err
    assert all(tree(site)[name] == data for name, data in before.items() if name != MANIFEST)


def test_an_old_unmarked_comparekit_page_is_refused_saying_what_to_do(
    ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    """A page (and a partial) published before pages carried the mark cannot be told from
    the user's: refused, with what to do; deleted, it is written anew."""
    site = hugo_site(tmp_path)
    assert publish(run_cli, ready, site)[0] == 0
    page = site / "content/ja/alpha-vs-beta.md"
    partial = site / "layouts/_partials/comparekit/hreflang.html"
    page.write_text(
        page.read_text(encoding="utf-8").replace(
            "  comparekit: comparisons/alpha-vs-beta.yaml\n", ""
        ),
        encoding="utf-8",
    )
    partial.write_text(partial.read_text(encoding="utf-8").split("\n", 1)[1], encoding="utf-8")
    own_manifest(site, {"content/ja/alpha-vs-beta.md": "", str(partial.relative_to(site)): ""})
    before = tree(site)
    code, _, err = publish(run_cli, ready, site, "--force")
    assert code == 2
    for path in (page, partial):
        assert f"{path}: [into-clash] this file lacks comparekit's mark" in err
    assert "if an older comparekit (before pages carried the mark) wrote it, delete it and " in err
    assert tree(site) == before
    page.unlink()
    partial.unlink()
    code, out, err = publish(run_cli, ready, site)
    assert code == 0, err
    assert "2 written" in out
    assert "comparekit: comparisons/alpha-vs-beta.yaml" in page.read_text(encoding="utf-8")


@pytest.mark.parametrize("bundle", ["index.md", "_index.md"])
def test_a_hugo_page_bundle_at_a_pages_url_is_a_clash(
    bundle: str, ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    """Hugo serves content/en/<slug>/index.md (a leaf bundle) and _index.md (a branch
    bundle, a section) at /en/<slug>/, the page's URL."""
    site = hugo_site(tmp_path)
    mine = f"content/en/alpha-vs-beta/{bundle}"
    (site / mine).parent.mkdir(parents=True)
    (site / mine).write_bytes(USERS_TEXT)
    before = tree(site)
    code, _, err = publish(run_cli, ready, site)
    assert code == 2
    assert f"{site}/{mine}: [into-clash] served at the same URL as {PAGE}, the en page" in err
    assert tree(site) == before


def test_a_file_named_as_a_page_but_for_letter_case_is_a_clash(
    ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    """On a case-insensitive disk the two are one file, which comparekit's write replaced;
    Hugo lower-cases URLs, so it serves both at one URL on any disk."""
    site = hugo_site(tmp_path)
    mine = "content/en/Alpha-vs-beta.md"
    (site / "content/en").mkdir(exist_ok=True)
    (site / mine).write_bytes(USERS_TEXT)
    before = tree(site)
    code, _, err = publish(run_cli, ready, site)
    assert code == 2
    assert f"{site}/{mine}: [into-clash] named as {PAGE}, the en page of {SOURCE}, but for " in err
    assert tree(site) == before


@pytest.mark.parametrize(
    ("generator", "mine", "page"),
    [
        ("mkdocs", "docs/en/alpha-vs-beta/index.md", "docs/en/alpha-vs-beta.md"),
        ("docusaurus", "docs/alpha-vs-beta/README.md", "docs/alpha-vs-beta.md"),
        ("starlight", "src/content/docs/en/alpha-vs-beta/index.mdx", None),
        ("jekyll", "alpha-vs-beta/index.html", "en/alpha-vs-beta.md"),
        ("starlight", "src/content/docs/EN/alpha-vs-beta.md", None),
    ],
)
def test_a_folders_index_page_at_a_pages_url_is_a_clash(
    generator: str, mine: str, page: str | None, ready: Path, run_cli: Run, tmp_path: Path
) -> None:
    markers = {
        "mkdocs": "mkdocs.yml",
        "docusaurus": "docusaurus.config.js",
        "starlight": "astro.config.mjs",
        "jekyll": "_config.yml",
    }
    site = tmp_path / "site"
    (site / mine).parent.mkdir(parents=True)
    (site / markers[generator]).write_text("")
    (site / mine).write_bytes(USERS_TEXT)
    before = tree(site)
    code, _, err = run_cli("-C", str(ready), "build", "--site", generator, "--into", str(site))
    assert code == 2
    page = page or "src/content/docs/en/alpha-vs-beta.md"
    assert f"{site}/{mine}: [into-clash] " in err and page in err
    assert tree(site) == before


def test_a_page_too_large_or_not_utf8_or_not_yaml_is_not_marked(tmp_path: Path) -> None:
    from comparekit.publishing.pagemark import MARK_LIMIT, page_marked
    from comparekit.rendering.sites import HugoProfile

    profile = HugoProfile(("en",))
    marked = "---\nparams:\n  comparekit: hub.yaml\n---\n"
    page = tmp_path / "page.md"
    page.write_text(marked)
    assert page_marked(page, profile, "hub.yaml")
    assert not page_marked(page, profile, "comparisons/a-vs-b.yaml")
    for data in (
        marked.encode() + b"\xff\n",
        marked.encode() + b"x" * MARK_LIMIT,
        b"---\nparams: [\n---\n",
        b"---\n" + b"[" * 100_000 + b"\n---\n",
        b"---\ncomparekit: hub.yaml\n---\n",  # Hugo's mark is under params
    ):
        page.write_bytes(data)
        assert not page_marked(page, profile, "hub.yaml")


def test_every_generators_pages_and_own_files_carry_the_mark() -> None:
    from datetime import date

    from comparekit.publishing.sitefiles import GENERATORS, OWN_MARK
    from comparekit.rendering.sites import HUB, PROFILES, PageInfo, page_source

    for name, generator in GENERATORS.items():
        profile = PROFILES[name](("en", "ja"))
        for key in ("a-vs-b", HUB):
            for complete in (True, False):
                info = PageInfo("ja", key, "T", "D", date(2026, 1, 1), complete)
                assert profile.mark_in(profile.frontmatter(info)) == page_source(key)
        for data in generator(profile).own_files().values():
            assert OWN_MARK in data.decode().split("\n", 1)[0]
