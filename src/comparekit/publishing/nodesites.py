"""The generators of ``build --into`` that run on Node: Docusaurus and Starlight (Astro),
their configuration's languages and the site's files served at a page's URL.

Imported by ``sitefiles`` (the generators) only; the user's files are read as text, never
run.
"""

from __future__ import annotations

import re
from functools import cached_property
from pathlib import Path, PurePosixPath

from comparekit.publishing.sitebase import (
    ASTRO_PAGES,
    DOCUSAURUS_PAGES,
    DOCUSAURUS_SUFFIXES,
    STARLIGHT_SUFFIXES,
    Generator,
    Instruction,
    _js_value,
    _text,
    in_folder,
)
from comparekit.rendering.sites import HUB, StarlightProfile

# The docs plugin's routeBasePath, in the preset's (or the plugin's) docs options: the
# first ``routeBasePath`` inside ``docs: {`` up to its first brace (the blog's is not it).
_ROUTE_BASE = re.compile(
    r"""\bdocs['"]?\s*:\s*\{[^{}]*?\brouteBasePath['"]?\s*:\s*['"`]([^'"`]*)['"`]"""
)


def _static(route: str) -> str:
    """The file of static/ Docusaurus copies to ``route``'s index.html."""
    return f"static/{route}/index.html" if route else "static/index.html"


class Docusaurus(Generator):
    markers = tuple(f"docusaurus.config.{ext}" for ext in ("ts", "js", "mjs", "cjs", "mts"))
    title = "Docusaurus"
    page_suffixes = DOCUSAURUS_SUFFIXES

    def same_url(self, page: str) -> list[str]:
        # A folder's index doc (index.md, README.md, or the folder's own name) is served at
        # the folder's URL: docs/<slug>/index.md at /docs/<slug>, the page's; a README.md
        # beside the hub (docs/index.md) is at the docs' root, the hub's.
        # Docusaurus copies static/ into every locale's build: static/docs/<slug>/index.html
        # is the file it writes for the default locale's page, /docs/<slug> (/<slug> with
        # the docs at routeBasePath '/').
        path = PurePosixPath(page)
        base = self.route_base
        default = path.parent.name == "docs"  # the default locale's page, at /docs/<slug>
        if path.stem == HUB:
            static = [_static(base), *self._routes(base)] if default else []
            return [*super().same_url(page), str(path.with_name("README.md")), *static]
        docs = self.page_suffixes
        route = f"{base}/{path.stem}".strip("/")
        return [
            *super().same_url(page),
            *in_folder(page, ["index", "README", path.stem], docs),
            *([_static(route), *self._routes(route)] if default else []),
        ]

    @cached_property
    def route_base(self) -> str:
        """The docs' route (``docs``, or "" at the site's root) as the site's configuration
        sets it: the classic preset's ``docs: { routeBasePath: … }``, read as text."""
        config = self.marker(self.site) if self.site is not None else None
        text = (_text(self.site / config) or "") if self.site is not None and config else ""
        found = _ROUTE_BASE.search(text)
        return found.group(1).strip("/") if found else "docs"

    @staticmethod
    def _routes(route: str) -> list[str]:
        # The pages plugin serves src/pages/<route>.js (.md, .tsx …) and
        # src/pages/<route>/index.js at /<route>: the docs plugin's route for the page
        # (src/pages/index.js at the root, the site's home page).
        names = (route, f"{route}/index") if route else ("index",)
        return [f"src/pages/{name}{suffix}" for name in names for suffix in DOCUSAURUS_PAGES]

    def instructions(self, site: Path) -> list[Instruction]:
        config_name = self.marker(site) or "docusaurus.config.js"
        snippet = self.profile.config_snippet()
        assert snippet is not None
        block = snippet[1].split("export const i18n = ", 1)[1].rstrip().rstrip(";")
        text = _text(site / config_name) or ""
        locales = self.profile.locales
        present = bool(_js_value("defaultLocale", locales[0]).search(text)) and all(
            re.search(rf"""['"]{re.escape(tag)}['"]""", text) for tag in locales
        )
        return [
            Instruction(
                config_name,
                "the site's languages (in place of its `i18n` entry)",
                f"i18n: {block},",
                present,
            )
        ]


class Starlight(Generator):
    markers = tuple(f"astro.config.{ext}" for ext in ("mjs", "js", "ts", "mts", "cjs", "cts"))
    title = "Starlight"
    page_suffixes = STARLIGHT_SUFFIXES

    def instructions(self, site: Path) -> list[Instruction]:
        profile = self.profile
        assert isinstance(profile, StarlightProfile)
        config_name = self.marker(site) or "astro.config.mjs"
        snippet = profile.config_snippet()
        exports = snippet[1].split("export const ", 1)[1]
        options = re.sub(r";\nexport const (\w+) = ", r",\n\1: ", exports).replace(" = ", ": ", 1)
        text = _text(site / config_name) or ""
        names = [
            "root" if profile.root_locale and i == 0 else profile.locale_name(tag)
            for i, tag in enumerate(profile.locales)
        ]
        default = names[0]
        found = [
            Instruction(
                f"{config_name}, in the starlight({{...}}) options",
                "the site's languages",
                options.rstrip().rstrip(";") + ",",
                bool(_js_value("defaultLocale", default).search(text))
                and all(
                    re.search(rf"""(['"]{re.escape(n)}['"]|\b{re.escape(n)})\s*:""", text)
                    for n in names
                ),
            ),
            Instruction(
                f"{config_name}, in defineConfig({{...}})",
                "the site's address: Starlight writes hreflang alternates only with it",
                "site: 'https://example.com',",
                bool(re.search(r"""\bsite\s*:\s*['"`]https?://""", text)),
            ),
        ]
        if not profile.root_locale:
            # The site's own Astro page at `/` is its home page, and needs no redirect. A docs
            # page there (the manual setup guide's index.md) is a page of no language beside
            # the languages' folders: Starlight serves it at `/`, over the redirect, with
            # hreflang to the language hubs as though it were the source locale's.
            home = any((site / f"src/pages/index{suffix}").exists() for suffix in ASTRO_PAGES)
            hub = profile.href(HUB, HUB, profile.locales[0])
            found += [
                Instruction(
                    root_page,
                    f"this page (or move it into a language's folder): Starlight serves it at "
                    f"`/` as a page of no language, with hreflang to the language hubs, in "
                    f"place of the redirect to {hub}",
                    "",
                    False,
                    verb="remove",
                )
                for root_page in self.root_pages(site)
            ]
            found.append(
                Instruction(
                    f"{config_name}, in defineConfig({{...}})",
                    "something at `/`: the source locale's hub",
                    f"redirects: {profile.home_redirect()},",
                    home or bool(re.search(r"\bredirects\s*:", text)),
                )
            )
        return found

    @staticmethod
    def root_pages(site: Path) -> list[str]:
        """The docs pages of the site's at the docs root, served at `/`."""
        pages = (f"src/content/docs/index{suffix}" for suffix in (".md", ".mdx", ".mdoc"))
        return [page for page in pages if (site / page).exists()]

    def same_url(self, page: str) -> list[str]:
        # An Astro page of the site's in src/pages/ is served at the URL of the docs page
        # at the same path below src/content/docs/.
        docs = PurePosixPath("src/content/docs")
        path = PurePosixPath(page)
        if not path.is_relative_to(docs):
            return super().same_url(page)
        route = path.relative_to(docs).with_suffix("")
        folder = route.parent if route.name == "index" else route
        routes = [folder / "index", *([] if route.name == "index" else [route])]
        pages = [f"src/pages/{r}{suffix}" for r in routes for suffix in ASTRO_PAGES]
        # Starlight's slug drops a trailing /index: <slug>/index.md is <slug>.md's page, and
        # en.md the hub en/index.md's.
        content = (".md", ".mdx", ".mdoc")
        if route.name != "index":
            docs_pages = in_folder(page, ["index"], content)
        elif route.parent != PurePosixPath("."):
            docs_pages = [f"{docs / route.parent}{suffix}" for suffix in content]
        else:
            docs_pages = []
        # Astro copies public/ into the build as it is: public/<route>/index.html is the
        # file it writes for the page.
        public = f"public/{folder}/index.html" if str(folder) != "." else "public/index.html"
        return [*super().same_url(page), *docs_pages, *pages, public]
