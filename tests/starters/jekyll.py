"""Jekyll's own start: ``jekyll new`` (the minima theme), built with the jekyll and
jekyll-polyglot that Debian installs (``apt-get install jekyll ruby-jekyll-polyglot``).

``jekyll new --skip-bundle`` writes a Gemfile without installing; Bundler resolves it
against the installed gems, offline, once polyglot is added as the README says.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from builtsite import missing
from starters.site import Asked, StarterSite, merge_yaml, place, run


def start(folder: Path) -> StarterSite:
    jekyll = shutil.which("jekyll") or missing(
        "jekyll", "apt-get install jekyll ruby-jekyll-polyglot"
    )
    root = folder / "site"
    run(jekyll, "new", root, "--skip-bundle")
    (root / "index.markdown").unlink()  # the README: the English hub is the home page

    def copy_from_minima(include: str) -> Path:
        """The README: minima's own include, copied into the site, as the warning says."""
        minima = subprocess.run(
            ["bundle", "info", "--path", "minima"], cwd=root, capture_output=True, text=True
        )
        assert minima.returncode == 0, minima.stderr
        (root / "_includes").mkdir(exist_ok=True)
        shutil.copy(Path(minima.stdout.strip()) / include, root / "_includes")
        return root / include

    def configure(asked: list[Asked]) -> None:
        place(
            asked,
            {
                "_config.yml": lambda item: merge_yaml(root / "_config.yml", item),
                "Gemfile": lambda item: item.put(root / "Gemfile", 'gem "minima"'),
                "_includes/head.html": lambda item: item.put(
                    copy_from_minima("_includes/head.html"), "<head>"
                ),
                "_includes/header.html": lambda item: item.put(
                    copy_from_minima("_includes/header.html"), '<div class="wrapper">'
                ),
            },
        )

    def build(public: Path) -> None:
        run("bundle", "exec", jekyll, "build", "--quiet", "--destination", public, cwd=root)

    return StarterSite(
        profile="jekyll",
        root=root,
        host="example.com",  # the url the snippet sets
        sections={"en": "/", "ja": "/ja/", "zh-Hant": "/zh-Hant/", "ko": "/ko/"},
        own_page="/about/",
        configure=configure,
        switcher=True,  # comparekit's, in the place the README says
        build=build,
        made_by_build=(".jekyll-cache", ".sass-cache", "Gemfile.lock"),
        configured=("_config.yml", "Gemfile", "_includes/head.html", "_includes/header.html"),
    )
