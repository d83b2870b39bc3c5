"""The MkDocs generator of ``build --into``: the edits of the user's ``mkdocs.yml`` (read as
MkDocs reads it, through ``INHERIT``), and the site's files served at a page's URL.

Imported by ``sitefiles`` (the generators) only; the user's files are read as data.
"""

from __future__ import annotations

from functools import cached_property
from pathlib import Path, PurePosixPath
from typing import Any

from comparekit.publishing.sitebase import (
    MKDOCS_SUFFIXES,
    ConfigClash,
    ConfigUnreadable,
    Generator,
    Instruction,
    _list,
    _strings,
    in_folder,
    read_yaml,
)


class MkDocs(Generator):
    markers = ("mkdocs.yml", "mkdocs.yaml")
    title = "MkDocs"
    page_suffixes = MKDOCS_SUFFIXES

    def instructions(self, site: Path) -> list[Instruction]:
        config_name = self.marker(site) or "mkdocs.yml"
        snippet = self.profile.config_snippet()
        assert snippet is not None
        config = read_mkdocs(site, config_name)
        docs_dir = config.get("docs_dir", "docs")
        # docs_dir is relative to mkdocs.yml; an absolute path to docs/ is docs/ too.
        if (
            not isinstance(docs_dir, str)
            or (site / docs_dir).resolve() != (site / "docs").resolve()
        ):
            # comparekit writes its pages into docs/: MkDocs would read none of them.
            raise ConfigClash(
                config_name,
                f"the site's pages are in docs_dir {docs_dir!r}, not docs/, where comparekit "
                "writes its pages: MkDocs would build none of them",
                f"move your pages into docs/ and remove docs_dir from {config_name} (or "
                "publish into a site of its own)",
            )
        theme = config.get("theme")
        theme_name = theme.get("name") if isinstance(theme, dict) else theme
        # Any shape the instruction does not expect (``plugins: 5``, ``- {}``) is read as
        # the instruction missing, never as comparekit's crash after the publish.
        plugins = _list(config.get("plugins"))
        names = _strings(p for plugin in plugins for p in _plugin_names(plugin))
        i18n: Any = next((p["i18n"] for p in plugins if isinstance(p, dict) and "i18n" in p), {})
        if not isinstance(i18n, dict):
            i18n = {}
        languages = i18n.get("languages")
        locales = set(_strings(e.get("locale") for e in _list(languages) if isinstance(e, dict)))
        present = (
            str(config.get("site_url") or "").startswith(("https://", "http://"))
            and theme_name == "material"
            and "search" in names
            and "i18n" in names
            and i18n.get("docs_structure") == "folder"
            and i18n.get("fallback_to_default") is False
            and set(self.profile.locales) <= locales
        )
        lines = "\n".join(line for line in snippet[1].splitlines() if not line.startswith("#"))
        return [
            Instruction(
                config_name,
                "`site_url` (the sitemap's hreflang alternates are absolute URLs on it), the "
                "Material theme, the search plugin and mkdocs-static-i18n with the languages "
                "and no fallback (a held-back page must not be served in English as another "
                "language's)",
                lines,
                present,
            )
        ]

    def same_url(self, page: str) -> list[str]:
        # With use_directory_urls (MkDocs' default) x/index.md, and x/README.md, which MkDocs
        # takes for an index, are at /x/, x.md's URL; README.md is index.md's.
        # MkDocs copies any other file of docs/ as it is: x/index.html is the file it writes
        # for x.md, and drops the user's file of that name. Without use_directory_urls, x.md
        # is written at x.html (its folder's x/index.md at x/index.html, not a twin).
        path = PurePosixPath(page)
        if path.stem == "index":
            readme = [str(path.with_name(f"README{s}")) for s in self.page_suffixes]
            twins = [*super().same_url(page), *readme, str(path.with_suffix(".html"))]
        elif not self.directory_urls:
            twins = [*super().same_url(page), str(path.with_suffix(".html"))]
        else:
            folder = in_folder(page, ["index", "README"], self.page_suffixes)
            twins = [*super().same_url(page), *folder, *in_folder(page, ["index"], [".html"])]
        # static-i18n serves the default language's docs/en/x.md at /x/, as it would docs/x.md.
        prefix = f"docs/{self.profile.locales[0]}/"
        if not page.startswith(prefix):
            return twins
        outside = [f"docs/{twin.removeprefix(prefix)}" for twin in [page, *twins]]
        return [*twins, *outside]

    @cached_property
    def directory_urls(self) -> bool:
        """The site's ``use_directory_urls`` (MkDocs' default, true, without a site or a
        configuration it cannot read, which ``instructions`` refuses first)."""
        if self.site is None:
            return True
        try:
            config = read_mkdocs(self.site, self.marker(self.site) or "mkdocs.yml")
        except ConfigUnreadable:
            return True
        return config.get("use_directory_urls", True) is not False


def _plugin_names(plugin: object) -> list[object]:
    # An MkDocs plugin is its name, or a mapping of its name to its options.
    return list(plugin) if isinstance(plugin, dict) else [plugin]


# Far above any site's chain of INHERIT files; a longer one (or a loop) is refused.
INHERIT_LIMIT = 16


def read_mkdocs(site: Path, config_name: str) -> dict[str, Any]:
    """mkdocs.yml as MkDocs reads it: each file named by ``INHERIT`` (relative to the file
    naming it) under it, merged table by table (the naming file's keys win)."""
    config = read_yaml(site / config_name, config_name)
    path, chain = site / config_name, [config_name]
    while isinstance(parent := config.pop("INHERIT", None), str):
        path = path.parent / parent
        chain.append(parent)
        if len(chain) > INHERIT_LIMIT or not path.is_file():
            problem = "too long a chain" if len(chain) > INHERIT_LIMIT else "which is not a file"
            raise ConfigUnreadable(config_name, f"INHERIT names {parent!r}, {problem}")
        config = _merged(read_yaml(path, parent), config)
    return config


def _merged(base: dict[str, Any], over: dict[str, Any]) -> dict[str, Any]:
    """MkDocs' merge of an inherited configuration: tables merged, any other value replaced."""
    merged = dict(base)
    for key, value in over.items():
        below = merged.get(key)
        if isinstance(below, dict) and isinstance(value, dict):
            value = _merged(below, value)
        merged[key] = value
    return merged
