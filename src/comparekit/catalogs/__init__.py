"""The catalogs stage: the template and every locale's PO catalog.

Owns reading PO files (one reader, by GNU gettext's grammar), writing them,
checking one translation against its English, extracting the template, merging it into the
catalogs (a catalog known to be current is not written out again), the build's translation
tables and the Babel extractor. May import ``sources``
and the base modules.
"""
