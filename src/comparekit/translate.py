"""Turn a source model into a localized one, string by string, from a locale's catalog.

A fuzzy, untranslated or absent string is never published as if current: the lookup
records it as a fallback with the catalog line, and the build either refuses or, when the
user explicitly allows it, publishes the English text and says so.
"""

from __future__ import annotations

import gettext
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal, TypeVar

from babel.messages.catalog import Catalog
from pydantic import BaseModel

from comparekit.catalog import text_key
from comparekit.errors import Problem
from comparekit.load import Document
from comparekit.model import map_texts

ModelT = TypeVar("ModelT", bound=BaseModel)
Reason = Literal["fuzzy", "untranslated", "absent", "placeholder"]
PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")

_HINTS: dict[Reason, str] = {
    "fuzzy": "review the translation against the new English text, then remove the fuzzy flag",
    "untranslated": "translate it (msgstr is empty)",
    "absent": "the catalog is out of date: run `comparekit update`, then translate",
    "placeholder": "keep every {placeholder} of the English text, spelled exactly the same",
}


@dataclass(frozen=True)
class Fallback:
    """A string that has no current translation in a locale."""

    locale: str
    key: str
    reason: Reason
    catalog: str
    line: int | None

    def problem(self, severity: Literal["error", "warning"] = "error") -> Problem:
        return Problem(
            self.catalog,
            self.line,
            None,
            self.reason,
            f"{self.locale}: '{self.key}' has no current translation ({self.reason})",
            hint=_HINTS[self.reason],
            severity=severity,
        )


@dataclass
class Translator:
    """Looks strings up in one locale's catalog; ``catalog=None`` means the source locale."""

    locale: str
    catalog: Catalog | None
    catalog_display: str = ""
    fallbacks: list[Fallback] = field(default_factory=list)
    lookups: int = 0

    def text(self, key: str, english: str) -> str:
        """The current translation under ``key``; else ``english``, recorded as a fallback."""
        translated = self._lookup(key, english, plural_index=None)
        return english if translated is None else translated

    def plural(self, key: str, singular: str, plural: str, count: int) -> str:
        index = self._plural_index(count)
        translated = self._lookup(key, (singular, plural), plural_index=index)
        if translated is None:
            return singular if count == 1 else plural
        return translated

    def _plural_index(self, count: int) -> int:
        if self.catalog is None:
            return 0 if count == 1 else 1
        # The catalog's own Plural-Forms expression decides, exactly as gettext would.
        choose: Callable[[int], int] = gettext.c2py(self.catalog.plural_expr)
        return choose(count)

    def _lookup(
        self, key: str, msgid: str | tuple[str, str], plural_index: int | None
    ) -> str | None:
        self.lookups += 1
        if self.catalog is None:
            return None
        message = self.catalog.get(msgid, context=key)
        reason: Reason
        if message is None:
            reason = "absent"
        elif message.fuzzy:
            reason = "fuzzy"
        else:
            strings: list[str] = (
                list(message.string or ())
                if plural_index is not None
                else [str(message.string or "")]
            )
            index = min(plural_index or 0, len(strings) - 1)
            english = msgid if isinstance(msgid, str) else msgid[0]
            if not all(strings):
                reason = "untranslated"
            elif any(_placeholders(s) != _placeholders(english) for s in strings):
                reason = "placeholder"
            else:
                return str(strings[index])
        line = message.lineno if message is not None else None
        self.fallbacks.append(Fallback(self.locale, key, reason, self.catalog_display, line))
        return None

    def pgettext(self, key: str, english: str) -> str:
        """The Jinja2 i18n callable for ``pgettext(context, message)``."""
        return self.text(key, english)

    def npgettext(self, key: str, singular: str, plural: str, count: int) -> str:
        """The Jinja2 i18n callable for ``npgettext(context, singular, plural, n)``."""
        return self.plural(key, singular, plural, count)

    @property
    def coverage(self) -> float:
        """Share of looked-up strings that had a current translation (1.0 for the source)."""
        if self.catalog is None or self.lookups == 0:
            return 1.0
        return 1 - len(self.fallbacks) / self.lookups


def translate_document(document: Document[ModelT], translator: Translator) -> ModelT:
    """A copy of the document's model with every translatable string localized."""
    localized: Any = map_texts(
        document.model, lambda path, english: translator.text(text_key(document, path), english)
    )
    result: ModelT = localized
    return result


def _placeholders(text: str) -> set[str]:
    return set(PLACEHOLDER.findall(text))
