"""What a translator is told to do about each kind of finding of the rules (``rules.py``).

Apart from the rules themselves: a build's remembered report names these hints, and
reading it back (a build with nothing to do) must not load every checker.
"""

from __future__ import annotations

HINTS = {
    "placeholder": "keep every {placeholder} of the English, spelled exactly the same",
    "markup": "keep the English's links, `code` and emphasis, the same kind and number; add "
    "no Markdown (* _ ` ~ \\ < | ]( ![ [[ $$ [TOC]) and do not start a line with #, >, -, +, :, "
    ":::, !!!, [ ], [x] or a number and a dot",
    "full-width-digit": "use ASCII digits: 131,072 not １３１,０７２",
    "number": "numbers, with their signs, versions and units, stay exactly as in the English, "
    "and none is added",
    "negation": "say the English's not, no or never: a sentence without it says the opposite",
    "opposite": "say the English's word, not its opposite: high is not low, older not newer, "
    "online not offline",
    "claim": "say no more than the English: no superlative (fastest, the only, industry "
    "standard) or absolute (never) it does not say",
    "hedge": "say it as surely as the English does: no 'may', 'perhaps' or 'probably' it does "
    "not say",
    "url": "copy URLs unchanged, and add none",
    "protected-term": "product names are never translated, respelled or glued to other "
    "words, and none is added",
    "glossary": "use the approved term from articles/glossary.yaml",
    "house-style": "see the locale's STYLE.md, named in the catalog's header",
    "raw-html": "remove the HTML; comparekit publishes Markdown only",
    "line-break": "write the translation on one line; the template decides the layout",
    "invisible": "delete the character (an editor with 'show invisibles' finds it); it can "
    "reorder or hide what a reader sees",
    "control-character": "delete it: a control character is not text (an editor with 'show "
    "invisibles' finds it)",
    "table-pipe": "rephrase without '|': it would split the table cell",
    "cell-length": "shorten it: a long cell makes the table hard to read on narrow screens",
    "too-long": "translate the English alone: the translation has text of another string or "
    "another file in it",
}
