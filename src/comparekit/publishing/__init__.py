"""The publishing stage: ``build``, and the output tree it lays out and swaps in whole.

Owns the output folder: pages placed where the site profile wants them, the generator's
language snippet, the staged tree that replaces the previous one only when complete, and the
record that lets a rebuild with nothing changed do nothing. May import every stage before it
and the base modules.
"""
