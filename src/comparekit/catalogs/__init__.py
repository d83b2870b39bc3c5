"""The catalogs stage: the template and every locale's PO catalog.

Owns reading PO files (a strict reader and a fast scanner that agree), writing them,
checking one translation against its English, extracting the template, merging it into the
catalogs, the build's translation tables and the Babel extractor. May import ``sources``
and the base modules.
"""
