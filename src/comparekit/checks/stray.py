"""Catalogs of locales the settings do not list, named so that their translators know.

Light on purpose: ``build`` asks before it knows whether anything needs rendering, and a
build with nothing to do imports neither the catalogs nor the rendering stages.
"""

from __future__ import annotations

from comparekit.errors import Problem
from comparekit.sources.settings import Settings, catalog_folder_name


def stray_catalogs(settings: Settings) -> list[Problem]:
    """A warning for each catalog of a locale the settings do not list (Weblate's "start new
    translation" adds one): the build ignores it, so its translator hears why, once."""
    folder = settings.path(settings.catalogs)
    known = {
        settings.catalog_path(tag)
        for tag in (*settings.locales, settings.source_locale)
        if _known_tag(tag)
    }
    found = sorted(folder.glob("*/LC_MESSAGES/messages.po")) if folder.is_dir() else []
    return [
        Problem(
            settings.display(path),
            None,
            None,
            "unknown-catalog",
            f"a catalog for '{(tag := path.parent.parent.name.replace('_', '-'))}', which is "
            "not one of the project's locales: nothing reads it",
            hint=f"add the locale with `comparekit add-locale {tag}` (it keeps this catalog), "
            "or remove the file",
            severity="warning",
        )
        for path in found
        if path not in known
    ]


def _known_tag(tag: str) -> bool:
    """Whether the tag names a catalog folder (a bad tag is the settings' problem, not ours)."""
    try:
        catalog_folder_name(tag)
    except ValueError:
        return False
    return True
