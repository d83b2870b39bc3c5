"""GNU gettext's PO format: its grammar, reading a file as msgfmt reads it, plural rules as
gettext evaluates them, and writing a catalog as Babel's writer does.

Owns nothing of comparekit's own: a library of the format that could serve any project.
May import only itself and ``comparekit.errors`` (its problems are Problem records, each at
its file and line).
"""
