"""``comparekit build``: sources + catalogs → Markdown pages in every locale.

Read as a story: gather and validate everything first, render every page in memory,
refuse anything that is not current, and only then write, atomically.
"""

from __future__ import annotations

import time
from dataclasses import replace
from pathlib import Path

from comparekit.cache import digest, settled
from comparekit.errors import Problem, ProblemsFound
from comparekit.files import exclusive
from comparekit.ownership import claim_cache, protected_paths, refuse_output_link
from comparekit.publishing.record import (
    BuildReport,
    input_fingerprint,
    last_build,
    output_fingerprint,
    remember_build,
)
from comparekit.publishing.tree import claim_output, remove_leftovers
from comparekit.rendering.sites import PROFILES, SiteProfile
from comparekit.sources.settings import Settings, unknown_locales


def build(
    settings: Settings,
    out: Path | None = None,
    locales: list[str] | None = None,
    allow_fallback: bool = False,
    site: str = "plain",
    strict: bool = False,
) -> BuildReport:
    """Build the pages of ``locales`` (default: all) for a site profile into ``out``.

    Incomplete pages follow the ``incomplete`` setting (held back by default);
    ``allow_fallback`` publishes them with the source text and a notice for this run, and
    ``strict`` fails on them, as CI wants.

    The default ``out`` is the configured output folder for the plain profile, and a
    sibling named after the profile (``dist-hugo``) for the others, so that one build
    never replaces another's tree.
    """
    started = time.perf_counter()
    policy = "fail" if strict else "fallback" if allow_fallback else settings.incomplete
    profile = make_profile(settings, site)
    if out is None:
        output = settings.path(settings.output)
        out = output if site == "plain" else output.with_name(f"{output.name}-{site}")
    selected = select_locales(settings, locales)
    refuse_output_link(out, settings.display(out), settings.root)
    out = claim_output(out, settings.display(out), protected_paths(settings))
    cache = claim_cache(settings)
    with exclusive(run_lock(cache, out), f"the cache and {settings.display(out)}"):
        remove_leftovers(out)
        return _build(settings, out, selected, policy, profile, cache, started)


def run_lock(cache: Path | None, out: Path) -> Path:
    """The lock a run that writes ``out`` and the cache holds: a file in the cache, which
    every build and check of the project shares; without a cache, the output's parent
    folder itself."""
    if cache is not None:
        return cache / "lock"
    out.parent.mkdir(parents=True, exist_ok=True)
    return out.parent


def _build(
    settings: Settings,
    out: Path,
    selected: list[str],
    policy: str,
    profile: SiteProfile,
    cache: Path | None,
    started: float,
) -> BuildReport:
    # Nothing changed since the last build (sources, catalogs, templates, settings, options
    # and the output itself, by size and modification time): there is nothing to do.
    read_at = time.time_ns()
    inputs, newest = input_fingerprint(settings, out, selected, policy, profile.name)
    previous = last_build(cache)
    if (
        previous is not None
        and previous.fingerprint == digest(inputs, output_fingerprint(out)).hex()
    ):
        seconds = time.perf_counter() - started
        return replace(previous.report, seconds=seconds, up_to_date=True, rendered=0)

    # Loaded only now: a build with nothing to do spends most of its time starting Python,
    # and the stages that render and write would add a fifth to that.
    from comparekit.publishing.publish import publish

    report = publish(settings, out, selected, policy, profile, started)
    if cache is not None and settled(newest, read_at):
        # The inputs as they were read before the build, the output as it is now.
        remember_build(cache, digest(inputs, output_fingerprint(out)).hex(), report)
    return report


def make_profile(settings: Settings, site: str) -> SiteProfile:
    if site not in PROFILES:
        raise ProblemsFound(
            [
                Problem(
                    "(command line)",
                    None,
                    None,
                    "unknown-site",
                    f"no site profile '{site}'",
                    hint=f"choose one of: {', '.join(PROFILES)}",
                )
            ]
        )
    return PROFILES[site].from_settings(settings)


def select_locales(settings: Settings, requested: list[str] | None) -> list[str]:
    if not requested:
        return list(settings.all_locales)
    unknown_locales(requested, settings.all_locales)
    return [tag for tag in settings.all_locales if tag in requested]
