"""What each generator needs of a site comparekit publishes into, besides the pages.

The file that shows a folder is the generator's site; the files comparekit adds of its own
(a configuration file the generator reads beside the user's, a partial, an include); the
edits a user makes to files of theirs that comparekit never edits (``hugo.toml``,
``_config.yml``, ``docusaurus.config.js``, ``astro.config.mjs``, ``mkdocs.yml``, a theme's
templates), checked on every run; and the user's files that would be served at the URL of
one of its pages.
The user's files are only read, as data (TOML, YAML, text), never run.

A file of comparekit's own (``own_files``) starts with a line of its own, OWN_MARK in a
comment of the file's syntax, and ``build --into`` replaces one only when it starts so: its
names are names a user's file may have (``config/_default/hugo.toml`` is Hugo's own way to
split a configuration, and anyone may make a partial named like comparekit's), so only what
the file holds shows it is comparekit's, never the manifest alone. The line never changes
from one version to the next; a file written before it existed is refused, as a user's.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any, ClassVar

import yaml

from comparekit.ownership import read_regular
from comparekit.rendering.sites import (
    HUB,
    HugoProfile,
    JekyllProfile,
    SiteProfile,
    StarlightProfile,
    language_label,
)

# Generous for a configuration file or a layout; anything larger is not read.
READ_LIMIT = 1 << 20
# The files generators turn into pages: a user's file with one of these beside a page of
# comparekit's, with the same name, is served at the same URL. Each generator has its own
# list (Generator.page_suffixes); this one is every generator's together.
PAGE_SUFFIXES = (".md", ".mdx", ".markdown", ".mdoc", ".html")
# Hugo's content formats: Markdown, HTML, Emacs Org, AsciiDoc, Pandoc, reStructuredText.
HUGO_SUFFIXES = (
    *(".md", ".markdown", ".mdown", ".html", ".htm", ".org"),
    *(".adoc", ".asciidoc", ".ad", ".pandoc", ".pdc", ".rst"),
)
# Jekyll's default markdown_ext ("markdown,mkdown,mkdn,mkd,md"), and HTML pages.
JEKYLL_SUFFIXES = (".md", ".markdown", ".mkdown", ".mkdn", ".mkd", ".html")
# MkDocs' Markdown suffixes (mkdocs.utils.markdown_extensions).
MKDOCS_SUFFIXES = (".md", ".markdown", ".mdown", ".mkdn", ".mkd")
DOCUSAURUS_SUFFIXES = (".md", ".mdx")
# The files Docusaurus's pages plugin serves from src/pages/ as pages.
DOCUSAURUS_PAGES = (".js", ".jsx", ".ts", ".tsx", ".md", ".mdx")
STARLIGHT_SUFFIXES = (".md", ".mdx", ".mdoc")
# The files Astro serves from src/pages/ as pages.
ASTRO_PAGES = (".astro", ".md", ".mdx", ".html")
# The first line of every file of comparekit's own, in a comment of its syntax.
OWN_MARK = "Written by comparekit build --into: edit the comparekit project, not this file."


@dataclass(frozen=True)
class Instruction:
    """An edit a user makes to a file of theirs (lines to add, a line to replace, the file
    to remove), and whether the site has it already."""

    file: str  # relative to the site, or where to look, as the user should read it
    why: str  # what to do, after the verb, as the user reads it
    lines: str  # what goes into the file ("" for a removal)
    present: bool
    verb: str = "add"  # "add", "replace" (``why`` names the text replaced) or "remove"


class ConfigUnreadable(ValueError):
    """A configuration file of the site's that cannot be read as data (not YAML, nested
    too deep): ``build --into`` refuses the site before it writes anything."""

    def __init__(self, file: str, reason: str) -> None:
        super().__init__(f"{file}: {reason}")
        self.file, self.reason = file, reason


class ConfigClash(ValueError):
    """The site sets where the generator finds its pages itself, where comparekit's pages
    would not be read or would hide the user's: comparekit refuses to publish."""

    def __init__(self, file: str, reason: str, hint: str) -> None:
        super().__init__(f"{file}: {reason}")
        self.file, self.reason, self.hint = file, reason, hint


class Generator:
    """A site of one generator, as ``build --into`` sees it."""

    markers: ClassVar[tuple[str, ...]] = ()  # one of these shows the folder is its site
    title: ClassVar[str] = ""
    page_suffixes: ClassVar[tuple[str, ...]] = PAGE_SUFFIXES  # the files it makes pages of

    def __init__(self, profile: SiteProfile) -> None:
        self.profile = profile

    def own_files(self) -> dict[str, bytes]:
        """Files comparekit writes into the site besides the pages, by relative path, each
        starting with OWN_MARK's line."""
        return {}

    def instructions(self, site: Path) -> list[Instruction]:
        return []

    def site_files(self, site: Path) -> dict[str, bytes]:
        """The files of ``own_files`` this site gets (one that would change how the
        generator reads the site's own files is left out, its lines an instruction)."""
        return self.own_files()

    def same_url(self, page: str) -> list[str]:
        """The paths of the site that a generator would serve at the URL of ``page`` (a path
        differing only in letter case is one too, found beside these by ``build --into``)."""
        path = PurePosixPath(page)
        return [str(path.with_suffix(s)) for s in self.page_suffixes if s != path.suffix]

    def marker(self, site: Path) -> str | None:
        return next((name for name in self.markers if (site / name).exists()), None)


def in_folder(page: str, names: Sequence[str], suffixes: Sequence[str]) -> list[str]:
    """The pages named ``names`` in a folder named as ``page`` is, beside it: the pages a
    generator serves at the folder's URL, which is ``page``'s.

    >>> in_folder("docs/x.md", ["index"], [".md"])
    ['docs/x/index.md']
    """
    path = PurePosixPath(page)
    folder = path.with_suffix("")
    return [str(folder / f"{name}{suffix}") for name in names for suffix in suffixes]


class Hugo(Generator):
    markers = (
        "hugo.toml",
        "hugo.yaml",
        "hugo.json",
        "config.toml",
        "config.yaml",
        "config.json",
        "config/_default",
    )
    title = "Hugo"
    page_suffixes = HUGO_SUFFIXES
    PARTIALS = "layouts/_partials/comparekit"

    def own_files(self) -> dict[str, bytes]:
        # Hugo reads config/_default/ beside the site's own hugo.toml: comparekit's
        # language settings live in a file of their own, and nothing of the user's is edited.
        snippet = self.profile.config_snippet()
        assert snippet is not None
        partial_mark = f"{{{{- /* {OWN_MARK} */ -}}}}\n"
        return {
            "config/_default/hugo.toml": f"# {OWN_MARK}\n{snippet[1]}".encode(),
            f"{self.PARTIALS}/hreflang.html": (partial_mark + HUGO_HREFLANG).encode("utf-8"),
            f"{self.PARTIALS}/languages.html": (partial_mark + HUGO_LANGUAGES).encode("utf-8"),
        }

    def site_files(self, site: Path) -> dict[str, bytes]:
        from comparekit.publishing.hugoconfig import OWN_CONFIG, hugo_layout

        files = self.own_files()
        if not hugo_layout(site, self._profile()).plain:
            del files[OWN_CONFIG]  # the user adds its lines to a file of theirs instead
        return files

    def _profile(self) -> HugoProfile:
        assert isinstance(self.profile, HugoProfile)
        return self.profile

    def same_url(self, page: str) -> list[str]:
        # A page bundle is served at its folder's URL: a leaf bundle (<slug>/index.md) and a
        # branch bundle (<slug>/_index.md, a section) both at /<lang>/<slug>/, the page's.
        # Hugo copies static/ to the site's root as it is: static/<lang>/<slug>/index.html
        # is the file Hugo writes for the page.
        path = PurePosixPath(page)
        if not path.is_relative_to("content"):
            return super().same_url(page)  # a file of comparekit's own
        if path.name == "_index.md":  # the hub: the language's home page
            return [*super().same_url(page), f"static/{path.parent.name}/index.html"]
        bundles = in_folder(page, ["index", "_index"], self.page_suffixes)
        static = f"static/{path.relative_to('content').with_suffix('')}/index.html"
        # content/ outside the language folders is the source language's too (the mounts
        # of hugoconfig): the user's content/<slug>.md is at the English page's URL.
        source = self.profile.locale_name(self.profile.locales[0])
        outside: list[str] = []
        if path.parent == PurePosixPath("content", source):
            name = PurePosixPath("content", path.name)
            outside = [str(name), *super().same_url(str(name))]
            if path.name != "_index.md":
                outside += in_folder(str(name), ["index", "_index"], self.page_suffixes)
        return [*super().same_url(page), *bundles, static, *outside]

    def instructions(self, site: Path) -> list[Instruction]:
        from comparekit.publishing.hugoconfig import hugo_layout

        configuration = hugo_layout(site, self._profile()).steps
        layouts = _texts(site, ["layouts/**/*.html", "themes/*/layouts/**/*.html"], self.PARTIALS)
        return [
            *configuration,
            Instruction(
                "your theme's <head> template (in layouts/ or themes/<theme>/layouts/)",
                "hreflang alternates to the same article in every language",
                '{{ partial "comparekit/hreflang.html" . }}',
                any("comparekit/hreflang.html" in t or "hreflang" in t for t in layouts),
            ),
            Instruction(
                "your theme's page template, where the switcher goes",
                "a language switcher to the same article in the other languages",
                '{{ partial "comparekit/languages.html" . }}',
                any("comparekit/languages.html" in t or ".Translations" in t for t in layouts),
            ),
            *(
                Instruction(
                    relative,
                    f"`{heading}`, the site's title as an <h1> on every page beside the page's "
                    "own, with",
                    '<p class="site-title">{{ site.Title }}</p>',
                    False,
                    verb="replace",
                )
                for relative, heading in _site_title_headings(site, self.PARTIALS)
            ),
        ]


# A theme's header showing the site's title as an <h1>, as `hugo new theme`'s skeleton does:
# with it, every page has two (the page's own is its title, in <main>). Found in two steps,
# each linear in the layout's length: the heading's content from its tag's closing ">", then
# its opening "<h1" back from there (one pattern `<h1\b[^>]*>…` retries [^>]* from every
# "<h1", quadratic in a layout of "<h1 <h1 <h1 …").
SITE_TITLE_CONTENT = re.compile(r">\s*\{\{-?\s*(?:site|\.Site|\$\.Site)\.Title\s*-?\}\}\s*</h1>")
SITE_TITLE_TAG = re.compile(r"<h1(?:[\s/][^>]*)?")


def site_title_heading(text: str) -> str | None:
    """The first <h1> showing the site's title in a layout's ``text``, as written there.

    >>> site_title_heading('<header><h1 class="t">{{ site.Title }}</h1></header>')
    '<h1 class="t">{{ site.Title }}</h1>'
    >>> site_title_heading("<h1 <h1 <h2>{{ site.Title }}</h1>") is None
    True
    """
    for content in SITE_TITLE_CONTENT.finditer(text):
        start = text.rfind("<", 0, content.start())
        # No ">" between the tag's "<" and the content's ">": [^<>]* from "<" to there.
        if start >= 0 and SITE_TITLE_TAG.fullmatch(text, start, content.start()):
            return text[start : content.end()]
    return None


def _site_title_headings(site: Path, own: str) -> list[tuple[str, str]]:
    """Each layout of the site's (not comparekit's) showing the site's title as an <h1>, with
    the heading as written there."""
    found = []
    for path in _matching(site, ["layouts/**/*.html", "themes/*/layouts/**/*.html"]):
        relative = path.relative_to(site).as_posix()
        text = _text(path) if not relative.startswith(own) else None
        heading = site_title_heading(text or "")
        if heading is not None:
            found.append((relative, heading))
    return found


HUGO_HREFLANG = """\
{{- /* comparekit: this page in every language, for search engines (in the <head>). */ -}}
{{- range .AllTranslations }}
<link rel="alternate" hreflang="{{ .Language.Locale }}" href="{{ .Permalink }}">
{{- end }}
"""

HUGO_LANGUAGES = """\
{{- /* comparekit: links to this page in the site's other languages. */ -}}
{{- with .Translations }}
<nav class="comparekit-languages" aria-label="Languages"><ul>
{{- range . }}
<li><a href="{{ .RelPermalink }}" lang="{{ .Language.Locale }}">{{ .Language.Label }}</a></li>
{{- end }}
</ul></nav>
{{- end }}
"""


class Jekyll(Generator):
    markers = ("_config.yml", "_config.yaml", "_config.toml")
    title = "Jekyll"
    page_suffixes = JEKYLL_SUFFIXES
    INCLUDE = "_includes/comparekit/languages.html"

    def own_files(self) -> dict[str, bytes]:
        # The language's own name, written out for each: polyglot knows only the tags.
        items = "".join(
            f'{{% if site.active_lang != "{tag}" %}}<li><a {{% static_href %}}href="'
            f"{{{{ site.baseurl }}}}{'' if index == 0 else '/' + tag}{{{{ page.url }}}}"
            f'"{{% endstatic_href %}} lang="{tag}">{language_label(tag)}</a></li>'
            "{% endif %}\n"
            for index, tag in enumerate(self.profile.locales)
        )
        text = (
            f"{{%- comment -%}} {OWN_MARK} {{%- endcomment -%}}\n"
            "{%- comment -%} comparekit: this page in the site's other languages "
            "(jekyll-polyglot). {%- endcomment -%}\n"
            f'<nav class="comparekit-languages" aria-label="Languages"><ul>\n{items}</ul></nav>\n'
        )
        return {self.INCLUDE: text.encode("utf-8")}

    def instructions(self, site: Path) -> list[Instruction]:
        config_name = self.marker(site) or "_config.yml"
        snippet = self.profile.config_snippet()
        assert snippet is not None
        lines = "\n".join(line for line in snippet[1].splitlines() if not line.startswith("#"))
        config = read_yaml(site / config_name, config_name)
        wanted = self.profile.locales
        languages = _strings(_list(config.get("languages")))
        has_config = (
            "jekyll-polyglot" in _strings(_list(config.get("plugins")))
            and set(wanted) <= set(languages)
            and config.get("default_lang") == wanted[0]
            and bool(config.get("url"))
        )
        layouts = _texts(site, ["_layouts/**/*", "_includes/**/*"], "_includes/comparekit")
        theme = config.get("theme")
        found = [
            Instruction(
                config_name,
                "jekyll-polyglot, the languages, and `url` set to the site's address "
                "(hreflang links are absolute)",
                lines,
                has_config,
            ),
            Instruction(
                _theme_include(site, "head.html", theme),
                "hreflang alternates to the same article in every language, on the line "
                "after <head>",
                "{% I18n_Headers %}",
                any("I18n_Headers" in text for text in layouts),
            ),
            Instruction(
                _theme_include(site, "header.html", theme),
                "a language switcher to the same article in the other languages, on the line "
                "after the header's first <div> (minima's `<div class=\"wrapper\">`)",
                "{% include comparekit/languages.html %}",
                any("comparekit/languages.html" in text for text in layouts),
            ),
        ]
        gemfile = _text(site / "Gemfile")
        if gemfile is not None:
            found.insert(
                1,
                Instruction(
                    "Gemfile",
                    "the jekyll-polyglot plugin",
                    'gem "jekyll-polyglot", group: :jekyll_plugins',
                    "jekyll-polyglot" in gemfile,
                ),
            )
        return found

    def same_url(self, page: str) -> list[str]:
        # The source locale's hub is the site's home page, `/`, whatever its file's name;
        # its other pages are at /<slug>/ (their permalink), where Jekyll also serves the
        # site's <slug>/index.html or index.md.
        source = self.profile.locales[0]
        home = str(self.profile.page_path(source, HUB))
        if page == home:
            root = [f"index{suffix}" for suffix in self.page_suffixes]
        elif PurePosixPath(page).parent == PurePosixPath(self.profile.locale_name(source)):
            root = in_folder(PurePosixPath(page).name, ["index"], self.page_suffixes)
        else:
            root = []
        return [*super().same_url(page), *root]


GEM_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*$")


def _theme_include(site: Path, name: str, theme: object) -> str:
    """An include of the site's, named as a warning shows it: with how to copy the gem
    theme's own into the site while the site has none (a gem's files are not the site's)."""
    include = f"_includes/{name}"
    # The theme's name goes into a command the user may paste: a gem's name, or nothing.
    if (site / include).exists() or not isinstance(theme, str) or not GEM_NAME.match(theme):
        return include
    return (
        f"{include} (copy {theme}'s first: mkdir -p _includes && cp \"$(bundle info --path "
        f'{theme})/{include}" _includes/)'
    )


class Docusaurus(Generator):
    markers = tuple(f"docusaurus.config.{ext}" for ext in ("ts", "js", "mjs", "cjs", "mts"))
    title = "Docusaurus"
    page_suffixes = DOCUSAURUS_SUFFIXES

    def same_url(self, page: str) -> list[str]:
        # A folder's index doc (index.md, README.md, or the folder's own name) is served at
        # the folder's URL: docs/<slug>/index.md at /docs/<slug>, the page's; a README.md
        # beside the hub (docs/index.md) is at the docs' root, the hub's.
        # Docusaurus copies static/ into every locale's build: static/docs/<slug>/index.html
        # is the file it writes for the default locale's page, /docs/<slug>.
        path = PurePosixPath(page)
        if path.stem == HUB:
            default = path.parent.name == "docs"
            static = ["static/docs/index.html", *self._routes("docs")] if default else []
            return [*super().same_url(page), str(path.with_name("README.md")), *static]
        docs = self.page_suffixes
        default = path.parent.name == "docs"  # the default locale's page, at /docs/<slug>
        static = [f"static/docs/{path.stem}/index.html"] if default else []
        return [
            *super().same_url(page),
            *in_folder(page, ["index", "README", path.stem], docs),
            *static,
            *(self._routes(f"docs/{path.stem}") if default else []),
        ]

    @staticmethod
    def _routes(route: str) -> list[str]:
        # The pages plugin serves src/pages/<route>.js (.md, .tsx …) and
        # src/pages/<route>/index.js at /<route>: the docs plugin's route for the page.
        return [
            f"src/pages/{name}{suffix}"
            for name in (route, f"{route}/index")
            for suffix in DOCUSAURUS_PAGES
        ]

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
        # for x.md.
        path = PurePosixPath(page)
        if path.stem == "index":
            readme = [str(path.with_name(f"README{s}")) for s in self.page_suffixes]
            twins = [*super().same_url(page), *readme, str(path.with_suffix(".html"))]
        else:
            folder = in_folder(page, ["index", "README"], self.page_suffixes)
            twins = [*super().same_url(page), *folder, *in_folder(page, ["index"], [".html"])]
        # static-i18n serves the default language's docs/en/x.md at /x/, as it would docs/x.md.
        prefix = f"docs/{self.profile.locales[0]}/"
        if not page.startswith(prefix):
            return twins
        outside = [f"docs/{twin.removeprefix(prefix)}" for twin in [page, *twins]]
        return [*twins, *outside]


GENERATORS: dict[str, type[Generator]] = {
    HugoProfile.name: Hugo,
    JekyllProfile.name: Jekyll,
    "docusaurus": Docusaurus,
    StarlightProfile.name: Starlight,
    "mkdocs": MkDocs,
}


def _js_value(key: str, value: str) -> re.Pattern[str]:
    return re.compile(rf"""\b{key}['"]?\s*:\s*['"]{re.escape(value)}['"]""")


def _text(path: Path) -> str | None:
    """A user's file as text, if it is a regular file (never through a link)."""
    data = read_regular(path, READ_LIMIT)
    return data.decode("utf-8", "replace") if data is not None else None


def _texts(site: Path, patterns: list[str], own: str) -> list[str]:
    """The text of the site's files matching ``patterns``, but those below ``own``."""
    found = []
    for path in _matching(site, patterns):
        if not path.relative_to(site).as_posix().startswith(own):
            text = _text(path)
            if text is not None:
                found.append(text)
    return found


def _matching(site: Path, patterns: list[str]) -> Iterator[Path]:
    for pattern in patterns:
        yield from sorted(site.glob(pattern))


def _list(value: object) -> list[object]:
    return value if isinstance(value, list) else []


def _strings(values: Iterable[object]) -> list[str]:
    """The text items among a user's YAML values: lists, mappings or numbers where a name
    was expected are none of them."""
    return [value for value in values if isinstance(value, str)]


def _plugin_names(plugin: object) -> list[object]:
    # An MkDocs plugin is its name, or a mapping of its name to its options.
    return list(plugin) if isinstance(plugin, dict) else [plugin]


class _DataOnly(yaml.SafeLoader):
    """YAML as data: a tag (mkdocs.yml's ``!!python/name:…``, ``!ENV``) is read as the
    plain value it tags, never constructed."""


def _plain(loader: yaml.SafeLoader, suffix: str, node: yaml.Node) -> Any:
    if isinstance(node, yaml.MappingNode):
        return loader.construct_mapping(node)
    if isinstance(node, yaml.SequenceNode):
        return loader.construct_sequence(node)
    assert isinstance(node, yaml.ScalarNode)
    return loader.construct_scalar(node)


_DataOnly.add_multi_constructor("", _plain)


# A date is read as the text it is written as: a configuration's data, not Python's (an
# impossible 2024-13-45 is no crash).
def _date_text(loader: yaml.SafeLoader, node: yaml.Node) -> Any:
    return _plain(loader, "", node)


_DataOnly.add_constructor("tag:yaml.org,2002:timestamp", _date_text)
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


def read_yaml(path: Path, file: str) -> dict[str, Any]:
    """A user's YAML configuration as data, or {} when it is not a mapping (its instruction
    then shows as missing); raises ConfigUnreadable, naming ``file``, when it is not YAML
    or is nested too deep to read."""
    text = _text(path)
    try:
        data = yaml.load(text or "", Loader=_DataOnly)  # a SafeLoader: tags are never constructed
    except yaml.YAMLError as fault:
        raise ConfigUnreadable(file, f"not YAML: {str(fault).splitlines()[0]}") from None
    except RecursionError:
        raise ConfigUnreadable(file, "nested too deep to read") from None
    return data if isinstance(data, dict) else {}
