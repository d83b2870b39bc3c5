"""The Hugo generator of ``build --into``: its own files (a languages file, the hreflang and
language switcher partials), the edits of the user's configuration and layouts, and the
site's files served at a page's URL.

Imported by ``sitefiles`` (the generators) only; the user's files are read as data.
"""

from __future__ import annotations

import re
from functools import cached_property
from pathlib import Path, PurePosixPath

from comparekit.publishing.hugoclaims import UglyURLs, theme_contents
from comparekit.publishing.hugoconfig import OWN_CONFIG, hugo_layout, static_dirs
from comparekit.publishing.sitebase import (
    HUGO_SUFFIXES,
    OWN_MARK,
    Generator,
    Instruction,
    _matching,
    _text,
    _texts,
    in_folder,
)
from comparekit.rendering.sites import HugoProfile


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
        # is the file Hugo writes for the page (static/<lang>/<slug>.html with uglyURLs).
        path = PurePosixPath(page)
        if not path.is_relative_to("content"):
            return super().same_url(page)  # a file of comparekit's own
        if path.name == "_index.md":  # the hub: the language's home page
            return [*super().same_url(page), *self._static(f"{path.parent.name}/index.html")]
        bundles = in_folder(page, ["index", "_index"], self.page_suffixes)
        route = path.relative_to("content").with_suffix("")
        static = self._static(f"{route}.html" if self.ugly else f"{route}/index.html")
        # content/ outside the language folders is the source language's too (the mounts
        # of hugoconfig): the user's content/<slug>.md is at the English page's URL.
        source = self.profile.locale_name(self.profile.locales[0])
        outside: list[str] = []
        if path.parent == PurePosixPath("content", source):
            name = PurePosixPath("content", path.name)
            outside = [str(name), *super().same_url(str(name))]
            if path.name != "_index.md":
                outside += in_folder(str(name), ["index", "_index"], self.page_suffixes)
        return [*super().same_url(page), *bundles, *static, *outside]

    def _static(self, built: str) -> list[str]:
        """The files of the site's static folders Hugo copies to ``built`` (a path of the
        built site)."""
        found = []
        for folder, below in self.static_folders:
            if not below or built.startswith(f"{below}/"):
                found.append(f"{folder}/{built.removeprefix(f'{below}/') if below else built}")
        return found

    @cached_property
    def static_folders(self) -> list[tuple[str, str]]:
        """The site's static folders, each with where Hugo copies its files (``static/``
        alone without a site)."""
        if self.site is None:
            return [("static", "")]
        return static_dirs(
            self.site, [t.removesuffix("/content") for t in theme_contents(self.site)]
        )

    @cached_property
    def ugly(self) -> bool:
        """Whether the site serves comparekit's pages, the languages' root pages, at
        ``<url>.html`` (``uglyURLs``)."""
        return self.site is not None and UglyURLs.of_site(self.site).of("")

    def instructions(self, site: Path) -> list[Instruction]:
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
