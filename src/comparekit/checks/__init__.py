"""The checks: ``check`` proves every guarantee, ``status`` reports each locale's progress.

Owns nothing that is written: both read the sources, catalogs and rendered pages through the
stages before them. May import ``rendering``, ``catalogs``, ``sources`` and the base modules.
"""
