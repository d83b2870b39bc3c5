"""Turn a source model into a localized one, string by string, from a locale's catalog.

A fuzzy, untranslated or absent string is never published as if current: the lookup
records it as a fallback with the catalog line, and the build either refuses or, when the
user explicitly allows it, publishes the English text and says so. With ``review`` on, so
is a translation no reviewer approved as it stands (``catalogs/approvals.py``).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, TypeVar

from pydantic import BaseModel

from comparekit.catalogs.approvals import ApprovedDigests
from comparekit.catalogs.extract import text_key
from comparekit.catalogs.po.plurals import plural_function
from comparekit.catalogs.rules import (
    Finding,
    Terms,
    describe_blank,
    is_blank,
    lands_in_table,
)
from comparekit.catalogs.table import TranslationTable
from comparekit.rendering.fallback import Fallback
from comparekit.rendering.verdicts import CheckMemo
from comparekit.sources.load import Document
from comparekit.sources.model import map_texts

ModelT = TypeVar("ModelT", bound=BaseModel)


@dataclass(eq=False)
class Capture:
    """The strings one page looked up, and those of them that fell back."""

    keys: set[str] = field(default_factory=set)
    fallbacks: dict[str, Fallback] = field(default_factory=dict)
    waiting: set[str] = field(default_factory=set)  # shown, though no reviewer approved them

    def merge(self, other: Capture) -> None:
        self.keys |= other.keys
        self.waiting |= other.waiting
        for key, fallback in other.fallbacks.items():
            self.fallbacks.setdefault(key, fallback)


@dataclass
class Translator:
    """Looks strings up in one locale's catalog; ``table=None`` means the source locale."""

    locale: str
    table: TranslationTable | None
    catalog_display: str = ""
    terms: Terms = field(default_factory=Terms)
    fallbacks: list[Fallback] = field(default_factory=list)
    warnings: list[Fallback] = field(default_factory=list)
    # The verdicts of the checks, kept between runs when made with the cache's.
    memo: CheckMemo | None = field(default=None, repr=False)
    # With ``review`` on, the translations a reviewer approved; "warn" publishes the others.
    approvals: ApprovedDigests | None = field(default=None, repr=False)
    review: str = "off"
    _reported: set[str] = field(default_factory=set, repr=False)
    _captures: list[Capture] = field(default_factory=list, repr=False)
    # Each string shown as translated with nothing to report (no finding, approved), by
    # its key, with its English: a string on every page (a table's heading, a product's
    # facts) is looked up once a locale, not a thousand times.
    _shown: dict[str, tuple[str, str]] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        if self.memo is None:
            self.memo = CheckMemo(None, self.terms)

    @contextmanager
    def capture(self) -> Iterator[Capture]:
        """Record what the block looks up (nested captures each record it)."""
        recording = Capture()
        self._captures.append(recording)
        try:
            yield recording
        finally:
            self._captures.pop()  # captures nest: the innermost ends first

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
        if self.table is None:
            return 0 if count == 1 else 1
        # The catalog's own Plural-Forms expression decides, exactly as gettext would.
        choose = plural_function(self.table.plural_expr, self.table.plural_count)
        return choose(count)

    def _lookup(
        self, key: str, msgid: str | tuple[str, str], plural_index: int | None
    ) -> str | None:
        for recording in self._captures:
            recording.keys.add(key)
        if self.table is None:
            return None
        shown = self._shown.get(key) if plural_index is None else None
        if shown is not None and shown[0] == msgid:
            return shown[1]
        message = self.table.get(msgid, key)
        line = message.line if message is not None else None
        if message is None:
            # An entry under this key with other English (edited, or the sources changed
            # since `update`): its line says where.
            stray = self.table.slice(key.split(":", 1)[0]).get(key)
            if stray is None:
                self._fall_back(key, "absent", None)
            else:
                detail = "its entry's msgid is not the English of the sources"
                self._fall_back(key, "absent", stray.line, detail)
            return None
        if message.fuzzy:
            self._fall_back(key, "fuzzy", line)
            return None
        if plural_index is None:  # the usual case, kept short: every string of a page
            text = message.strings[0]
            if is_blank(text):
                self._fall_back(key, "untranslated", line, _blank_detail(text))
                return None
            assert isinstance(msgid, str)
            compared, about = self.terms.names_compared(key), self.terms.names_about(key)
            assert self.memo is not None
            findings = self.memo.findings(msgid, text, lands_in_table(key), compared, about)
            if findings and not self._held(key, line, findings):
                return None
            approved = self.approvals is None or self.approvals.approves(key, message.approval)
            if not approved:
                return text if self._shown_unreviewed(key, msgid, (text,), line) else None
            if not findings:
                self._shown[key] = (msgid, text)
            return text
        forms = list(message.strings)
        if len(forms) != self.table.plural_count:
            expected = self.table.plural_count
            detail = f"{len(forms)} plural forms; the header's Plural-Forms says {expected}"
            self._fall_back(key, "plural-count", line, detail)
            return None
        if any(is_blank(form) for form in forms):
            self._fall_back(key, "untranslated", line, _blank_detail(*forms))
            return None
        english_forms = (
            [msgid] if isinstance(msgid, str) else [msgid[0], *[msgid[1]] * (len(forms) - 1)]
        )
        # Through the memo, as a singular is: a page that shows a count (the hub) is rendered
        # again whenever any article changes, and its forms were checked by the build before.
        compared, about = self.terms.names_compared(key), self.terms.names_about(key)
        assert self.memo is not None
        for english, form in zip(english_forms, forms, strict=True):
            findings = self.memo.findings(english, form, lands_in_table(key), compared, about)
            if findings and not self._held(key, line, findings):
                return None
        if not self._approved(key, msgid, forms) and not self._shown_unreviewed(
            key, msgid, forms, line
        ):
            return None
        return forms[min(plural_index, len(forms) - 1)]

    def _approved(self, key: str, msgid: str | tuple[str, str], forms: Sequence[str]) -> bool:
        """Whether a reviewer approved the translation as it stands, or review is off."""
        rule = self.table.plural_expr if self.table is not None else ""
        return self.approvals is None or self.approvals.holds(key, msgid, forms, rule)

    def _shown_unreviewed(
        self, key: str, msgid: str | tuple[str, str], forms: Sequence[str], line: int | None
    ) -> bool:
        """Whether a translation no reviewer approved may be shown: only where review
        only warns (recorded); else it falls back (recorded)."""
        english = msgid if isinstance(msgid, str) else msgid[0]
        detail = (
            "not approved by a reviewer as it stands (new, or changed since): "
            f"'{_short(english)}' as '{_short(forms[0])}'"
        )
        unreviewed = Fallback(self.locale, key, "unreviewed", self.catalog_display, line, detail)
        if self.review == "warn":
            self.warnings.append(unreviewed)
            for recording in self._captures:
                recording.waiting.add(key)
            return True
        self._fall_back(key, "unreviewed", line, detail)
        return False

    def _held(self, key: str, line: int | None, findings: tuple[Finding, ...]) -> bool:
        """Whether a translation with these findings may be shown: not with an error (it
        falls back); with warnings, which are recorded."""
        errors = [finding for finding in findings if finding.severity == "error"]
        if errors:
            self._fall_back(key, errors[0].code, line, errors[0].message)
            return False
        self.warnings.extend(
            Fallback(self.locale, key, f.code, self.catalog_display, line, f.message)
            for f in findings
        )
        return True

    def _fall_back(self, key: str, reason: str, line: int | None, detail: str = "") -> None:
        fallback = Fallback(self.locale, key, reason, self.catalog_display, line, detail)
        for recording in self._captures:
            recording.fallbacks.setdefault(key, fallback)
        # A string used twice on a page (a heading per product) is reported once.
        if key not in self._reported:
            self._reported.add(key)
            self.fallbacks.append(fallback)

    def pgettext(self, key: str, english: str) -> str:
        """The Jinja2 i18n callable for ``pgettext(context, message)``."""
        return self.text(key, english)

    def npgettext(self, key: str, singular: str, plural: str, count: int) -> str:
        """The Jinja2 i18n callable for ``npgettext(context, singular, plural, n)``."""
        return self.plural(key, singular, plural, count)


def _short(text: str, most: int = 80) -> str:
    """A string shortened to ``most`` characters for a message, on one line."""
    text = " ".join(text.split())
    return text if len(text) <= most else text[: most - 1] + "…"


def _blank_detail(*forms: str) -> str:
    """What the translator sees of a translation that shows nothing, if it is not empty."""
    written = [describe_blank(form) for form in forms if form and is_blank(form)]
    return (
        f"the translation is only blank characters ({written[0]}): it shows nothing"
        if written
        else ""
    )


def translate_document(document: Document[ModelT], translator: Translator) -> ModelT:
    """A copy of the document's model with every translatable string localized."""
    if translator.table is None:
        # The source locale: every string is its own translation, and none can fall back
        # (so no page of it needs the keys it would have recorded).
        return document.model
    localized: Any = map_texts(
        document.model, lambda path, english: translator.text(text_key(document, path), english)
    )
    result: ModelT = localized
    return result
