"""The catalogs stage: the template and every locale's PO catalog.

Owns the PO format itself (``catalogs.po``, a library that knows nothing of comparekit),
comparekit's catalogs on top of it (``pofile``), the rules one translation is held to
against its English (``rules``, dispatching to ``names``, ``links``, ``markup`` and
``invisible`` over ``findings``, with ``numbers`` and their ``ideographic`` numerals,
``syntax`` and ``formatflags``), extracting the template, merging it into the catalogs
with the translation memory, XLIFF and TMX, the build's translation tables and the Babel
extractor. Where translations are checked: the rules live here; ``checks.catalogs``
applies them to every catalog. May import ``sources`` and the base modules.
"""
