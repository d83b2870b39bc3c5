"""The generators ``build --into`` publishes into, by profile name: each one's own module
(``hugosite``, ``jekyllsite``, ``nodesites``, ``mkdocssite``) on the base of ``sitebase``.

The names the rest of ``publishing`` uses of a generator's site are re-exported here.
"""

from __future__ import annotations

from comparekit.publishing.hugosite import Hugo, site_title_heading
from comparekit.publishing.jekyllsite import Jekyll
from comparekit.publishing.mkdocssite import MkDocs, read_mkdocs
from comparekit.publishing.nodesites import Docusaurus, Starlight
from comparekit.publishing.sitebase import (
    OWN_MARK,
    ConfigClash,
    ConfigUnreadable,
    Generator,
    Instruction,
    read_yaml,
)
from comparekit.rendering.sites import HugoProfile, JekyllProfile, StarlightProfile

__all__ = [
    "GENERATORS",
    "OWN_MARK",
    "ConfigClash",
    "ConfigUnreadable",
    "Docusaurus",
    "Generator",
    "Hugo",
    "Instruction",
    "Jekyll",
    "MkDocs",
    "Starlight",
    "read_mkdocs",
    "read_yaml",
    "site_title_heading",
]

GENERATORS: dict[str, type[Generator]] = {
    HugoProfile.name: Hugo,
    JekyllProfile.name: Jekyll,
    "docusaurus": Docusaurus,
    StarlightProfile.name: Starlight,
    "mkdocs": MkDocs,
}
