"""How a Hugo site finds its content, read before ``build --into`` publishes into it.

comparekit's language settings give each language its own content folder. In a site with
nothing but those folders they go in a file of comparekit's own (``config/_default/
hugo.toml``); anywhere else they would change how Hugo finds the user's pages (``content/
posts/`` lost to a ``contentDir = "content/en"``, a ``contentDir = "src"`` or a languages
table overridden, a ``config/_default/hugo.toml`` of the user's replaced). There comparekit
writes no configuration: it prints the lines for the user to add, which keep every page of
theirs where Hugo finds it (a mount of ``content/`` in the source language, beside a mount
per language folder), and checks on every run that they are there. A site that sets its own
``contentDir``, languages or content mounts is refused before anything is written: only
its author can say where comparekit's languages fit in.

Imported by ``hugosite`` (the Hugo generator) only; the user's files are read as data.
"""

from __future__ import annotations

import json
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from comparekit.publishing.pagemark import front_matter
from comparekit.publishing.sitebase import (
    OWN_MARK,
    ConfigClash,
    ConfigUnreadable,
    Instruction,
    _text,
    read_yaml,
)
from comparekit.rendering.sites import HugoProfile, language_label

ROOT_CONFIGS = tuple(
    f"{name}.{suffix}" for name in ("hugo", "config") for suffix in ("toml", "yaml", "yml", "json")
)
CONFIG_DIR = "config/_default"
# ``hugo`` builds for the production environment: config/production/ over config/_default/.
ENVIRONMENT_DIR = "config/production"
OWN_CONFIG = f"{CONFIG_DIR}/hugo.toml"  # comparekit's languages file, in a plain site
# The settings by which a site says itself where its content is (Hugo's keys are
# case-insensitive; files of config/_default/ named after a key hold that key).
CONTENT_KEYS = ("contentdir", "languages", "module")


@dataclass(frozen=True)
class HugoLayout:
    """What the site's files say of how Hugo finds its content."""

    plain: bool  # comparekit's own languages file may be written
    config: str  # the file for the user's lines, relative to the site
    steps: list[Instruction]  # the lines to add, when not plain


def hugo_layout(site: Path, profile: HugoProfile) -> HugoLayout:
    """How comparekit's languages fit into ``site``; raises ConfigClash for a site with its
    own content settings and not comparekit's lines, ConfigUnreadable for a configuration
    that is not data."""
    folders = {profile.locale_name(tag) for tag in profile.locales}
    configs = user_configs(site)
    target = next(
        (name for name in configs if name.endswith(".toml") and "/" not in name), OWN_CONFIG
    )
    steps = _steps(profile, target, _text(site / target) or "")
    settings = {name: _content_settings(site, name) for name in configs}
    own = [(name, keys) for name, keys in settings.items() if keys]
    if own and not all(step.present for step in steps):
        _refuse_dropped_languages(site, target, folders, steps)
        name, keys = own[0]
        raise ConfigClash(
            name,
            f"the site sets where Hugo finds its content itself ({', '.join(keys)}): comparekit's "
            "languages (a content folder each) would change where Hugo finds your pages",
            f"move your pages into content/ and remove {', '.join(keys)} from {name}: the next "
            "run prints the lines that add comparekit's languages and keep every page of yours "
            "(or publish into a site of its own)",
        )
    in_config_dir = any(name.startswith(f"{CONFIG_DIR}/") for name in configs)
    plain = not own and not in_config_dir and not _user_content(site / "content", folders, profile)
    return HugoLayout(plain, target, [] if plain else steps)


def _refuse_dropped_languages(
    site: Path, target: str, folders: set[str], steps: list[Instruction]
) -> None:
    """Raise ConfigClash naming only the languages to remove when ``target`` holds the lines
    comparekit printed for the project's languages and more (a locale the project dropped
    since: its language table and its mount), and nothing else of its own."""
    if not target.endswith(".toml") or not (site / target).is_file():
        return
    text = _text(site / target) or ""
    have = {line.strip() for line in text.splitlines()}
    lines = [line for step in steps for line in step.lines.splitlines() if line]
    files_line = next((line for line in lines if line.startswith("files = ")), "")
    if not all(line in have for line in lines if line != files_line):
        return
    data = read_config(site / target, target)
    languages = data.get("languages")
    module = data.get("module")
    mounts = module.get("mounts") if isinstance(module, dict) else None
    if not isinstance(languages, dict) or not isinstance(mounts, list):
        return
    dropped = sorted(str(key).lower() for key in languages if str(key).lower() not in folders)
    sources = {mount.get("source") for mount in mounts if isinstance(mount, dict)}
    if not dropped or not all(f"content/{name}" in sources for name in dropped):
        return
    tables = ", ".join(f'[languages."{name}"]' for name in dropped)
    mounted = ", ".join(f'source = "content/{name}"' for name in dropped)
    raise ConfigClash(
        target,
        f"the site's languages include {', '.join(dropped)}, which the project no longer "
        "publishes: Hugo would keep serving them",
        f"remove from {target} the table {tables} and the [[module.mounts]] with {mounted} "
        "(and its [module.mounts.sites.matrix]), and make the content mount's files line "
        f"`{files_line}`; the next run removes comparekit's pages of {', '.join(dropped)}",
    )


def user_configs(site: Path) -> list[str]:
    """Every configuration file Hugo reads for the default (production) build, relative to
    the site, in the order Hugo merges them (a later one's keys win): its root files,
    config/_default/ and config/production/, but for comparekit's own languages file."""
    found = [name for name in ROOT_CONFIGS if (site / name).is_file()]
    for folder in (site / CONFIG_DIR, site / ENVIRONMENT_DIR):
        if folder.is_dir():
            for path in sorted(folder.iterdir()):
                relative = path.relative_to(site).as_posix()
                if path.suffix in (".toml", ".yaml", ".yml", ".json") and not _ours(site, relative):
                    found.append(relative)
    return found


def static_dirs(site: Path, themes: list[str]) -> list[tuple[str, str]]:
    """Every folder of the site whose files Hugo copies into the built site, each with the
    URL path it copies them below: ``static/`` and every ``staticDir`` (a folder or a list,
    ``staticDir0`` … ``staticDir10``, a language's own), ``themes`` (theme folders' static/),
    and the sources of module mounts whose target is ``static`` or a folder of it. All are
    taken, whichever file sets them: a folder named but not copied holds no page of the
    user's at one of comparekit's URLs anyway. Folders outside the site are not read."""
    found = [("static", ""), *((f"{theme}/static", "") for theme in themes)]
    for name in user_configs(site):
        try:
            data = config_settings(site, name)
        except ConfigUnreadable:
            continue  # refused before this is read
        tables: list[dict[Any, object]] = [data, *_tables(data.get("languages"))]
        for table in tables:
            for key, value in table.items():
                if str(key).lower().startswith("staticdir"):
                    found += [(folder, "") for folder in _names(value)]
        module = data.get("module")
        mounts = module.get("mounts") if isinstance(module, dict) else None
        for mount in mounts if isinstance(mounts, list) else []:
            target = mount.get("target") if isinstance(mount, dict) else None
            source = mount.get("source") if isinstance(mount, dict) else None
            if isinstance(target, str) and isinstance(source, str):
                parts = Path(target.strip("/")).parts
                if parts[:1] == ("static",):
                    found.append((source, "/".join(parts[1:])))
    inside = [(f, u) for f, u in found if not Path(f).is_absolute() and ".." not in Path(f).parts]
    return list(dict.fromkeys((Path(f).as_posix(), u) for f, u in inside))


def _tables(value: object) -> list[dict[Any, object]]:
    """The tables of a ``languages`` table: each language's settings."""
    values = value.values() if isinstance(value, dict) else []
    return [table for table in values if isinstance(table, dict)]


def _names(value: object) -> list[str]:
    values = value if isinstance(value, list) else [value]
    return [item for item in values if isinstance(item, str) and item.strip("/")]


def config_settings(site: Path, relative: str) -> dict[str, object]:
    """One configuration file's settings, keys in lower case as Hugo reads them: a file of
    the config folders named after a key (``permalinks.toml``) holds that key's value."""
    data = read_config(site / relative, relative)
    stem = Path(relative).stem.lower()
    if relative.startswith("config/") and stem not in ("hugo", "config"):
        return {stem: data}
    return {str(key).lower(): value for key, value in data.items()}


def _ours(site: Path, relative: str) -> bool:
    return relative == OWN_CONFIG and (_text(site / relative) or "").startswith(f"# {OWN_MARK}")


def _content_settings(site: Path, relative: str) -> list[str]:
    """The settings of one configuration file that say where the content is."""
    stem = Path(relative).stem.lower()
    if relative.startswith("config/") and stem in CONTENT_KEYS:
        return [{"contentdir": "contentDir", "module": "module mounts"}.get(stem, stem)]
    data = read_config(site / relative, relative)
    keys = {str(key).lower(): value for key, value in data.items()}
    found = [
        name
        for key, name in (("contentdir", "contentDir"), ("languages", "languages"))
        if key in keys
    ]
    module = keys.get("module")
    if isinstance(module, dict) and any(str(k).lower() == "mounts" for k in module):
        found.append("module mounts")
    return found


def read_config(path: Path, relative: str) -> dict[str, object]:
    text = _text(path) or ""
    if path.suffix == ".toml":
        try:
            return tomllib.loads(text)
        except tomllib.TOMLDecodeError as fault:
            raise ConfigUnreadable(relative, f"not TOML: {fault}") from None
        except RecursionError:
            raise ConfigUnreadable(relative, "nested too deep to read") from None
    if path.suffix == ".json":
        try:
            data = json.loads(text or "{}")
        except (ValueError, RecursionError) as fault:
            raise ConfigUnreadable(relative, f"not JSON: {fault}") from None
        return data if isinstance(data, dict) else {}
    return read_yaml(path, relative)


def _user_content(content: Path, folders: set[str], profile: HugoProfile) -> bool:
    """Whether the content folder holds a file of the user's outside comparekit's language
    folders (hidden files, ``.gitkeep``, are none; nor are comparekit's marked pages of a
    locale the project dropped, which this run removes)."""
    if not content.is_dir():
        return False
    for path in content.rglob("*"):
        parts = path.relative_to(content).parts
        if parts[0] in folders or any(part.startswith(".") for part in parts):
            continue
        dropped = len(parts) == 2 and _dropped_page(path, profile)  # content/<lang>/<page>
        if path.is_symlink() or (path.is_file() and not dropped):
            return True
    return False


def _dropped_page(path: Path, profile: HugoProfile) -> bool:
    """Whether ``path`` is a page comparekit wrote for a language folder (its mark)."""
    matter = front_matter(path) if path.suffix == ".md" else None
    return matter is not None and isinstance(profile.mark_in(matter), str)


def _steps(profile: HugoProfile, target: str, text: str) -> list[Instruction]:
    """The lines that give the site comparekit's languages while Hugo keeps finding every
    page of the user's: ``content/`` (but the language folders) stays the source language's,
    each language folder is mounted as its language's content."""
    source = profile.locale_name(profile.locales[0])
    names = [profile.locale_name(tag) for tag in profile.locales]
    top = [f'defaultContentLanguage = "{source}"', "defaultContentLanguageInSubdir = true"]
    tables = ["[markup.goldmark.renderHooks.link]", 'useEmbedded = "always"']
    for weight, tag in enumerate(profile.locales, start=1):
        tables += [
            "",
            f'[languages."{profile.locale_name(tag)}"]',
            f'locale = "{profile.lang(tag)}"',
            f"label = {json.dumps(language_label(tag), ensure_ascii=False)}",
            f"weight = {weight}",
        ]
    # Hugo 0.153+'s mount settings: ``files`` (a "! " glob excludes), ``sites.matrix``.
    excluded = ", ".join(f'"! {name}/**"' for name in names)
    mounts = [("content", f"files = [{excluded}]", source)]
    mounts += [(f"content/{name}", "", name) for name in names]
    for folder, files, language in mounts:
        tables += ["", "[[module.mounts]]", f'source = "{folder}"', 'target = "content"']
        tables += [files] if files else []
        tables += ["[module.mounts.sites.matrix]", f'languages = ["{language}"]']
    have = {line.strip() for line in text.splitlines()}

    def present(lines: list[str]) -> bool:
        return all(line in have for line in lines if line)

    return [
        Instruction(
            target,
            "at its top, before any [table], the site's languages (your pages in content/ "
            f"stay in {source})",
            "\n".join(top),
            present(top),
        ),
        Instruction(
            target,
            "at its end, a language per folder of content/ and your pages where Hugo finds "
            "them now",
            "\n".join(tables),
            present(tables),
        ),
    ]
