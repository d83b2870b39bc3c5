"""Every checker's findings over a fixed hostile corpus, pinned: a change made for speed (a
quick first test, a pattern read another way, a value remembered) must leave every verdict
and every message as it was.

The corpus: some shipped translations of each catalog, each as shipped, rewritten by every
mutation of ``hostile`` that applies, and with tokens a careless or hostile translator
could add (numbers of every script and spelling, number words, units, dates, versions,
product names in look-alike letters, addresses) inserted at seeded places. Regenerate the
snapshot after an intended change of a check with
``COMPAREKIT_REGENERATE=1 pytest tests/test_checker_snapshot.py`` and review the diff.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from comparekit.catalogs.findings import Entry
from comparekit.catalogs.negations import english_negation
from comparekit.catalogs.rules import CHECKERS, terms_for
from comparekit.sources.load import load_project
from comparekit.sources.settings import load_settings
from hostile import LOCALES, MUTATIONS, OPPOSITE_WORD, REPO, Target, catalog_path, places

SNAPSHOT = Path(__file__).parent / "golden" / "checker_findings.txt"
# Every how many-th shipped entry of a catalog the corpus takes.
EVERY = 300
# Mutations that pick a product by the order of a set: not the same from run to run. The
# inserted tokens below name products instead.
UNSTABLE = {"product added", "product swapped"}
_INSERTED = (
    "3 42 1,024 4.5 -7 +8 8+ ≥8 <2 40GB 4 GB 2x 3× 1.2k v0.15 V4.1 H200 B200 GB200 1e6 75% "
    "5 分 $5 5 ドル 2026-05-01 September 12, 2026 2026年9月12日 12月9日 ８ ٤٨ ③ ² ½ Ⅳ XII "
    "twelve 三台 二 兩 一排 一對 3万 20億 950만 두 세 한 하나 첫째 ふたつ ゼロ 半分 数百 数個 "
    "複数 여러 two three one first last 마지막 最後 最初 once second half dozen both "
    "https://evil.example/x www.x.example a@b.example evil。example `code 5` [x](y.md) "
    "p50 50 パーセンタイル 8 GPUs 2 ノード 4個 1つも 하나도 가지 種 GB/s 5 GB/s 3割 "
    "NVIDIA vLLM SGLang SGLANG vLLMx Dynamo・Cloud Dynamo™ ＮＶＩＤＩＡ ｖLLM vLLМ 8\u0338 "
    "\u200b \u202e | * _ {product} {x.y}"
)
INSERTED = tuple(_INSERTED.split(" "))


def _corpus() -> list[tuple[str, str, Entry]]:
    """(label, where, entry) of each entry of the corpus, in a fixed order."""
    project = load_project(load_settings(REPO))
    random_words = random.Random(28)
    corpus = []
    negated = []
    for tag in LOCALES:
        terms = terms_for(project, tag)
        lines = (REPO / catalog_path(tag)).read_text(encoding="utf-8").split("\n")
        shipped = [found for found in places(lines) if found[2]]
        # (and, last, the first that says "not" or "no": every 300th says none)
        negated.append((tag, terms, next(found for found in shipped if english_negation(found[1]))))
        for key, english, translation, _ in shipped[::EVERY]:
            where = f"{tag} {key}"
            target = Target(tag, key, english, translation)
            corpus.append(("as shipped", where, Entry(key, english, translation, terms)))
            for mutation in MUTATIONS:
                if mutation.name not in UNSTABLE and mutation.applies(target):
                    rewritten = mutation.rewrite(target)
                    corpus.append((mutation.name, where, Entry(key, english, rewritten, terms)))
            disguised = f"{translation} ＤｅｅｐＩｎｆｅｒ、MOONCAKE、KTrans\u200bformers"
            corpus.append(("disguised names", where, Entry(key, english, disguised, terms)))
            claimed = f"{translation} 業界最速、唯一の選択肢、가장 널리 쓰임"
            corpus.append(("claim added", where, Entry(key, english, claimed, terms)))
            hedged = f"{translation} おそらく 아마 或許"
            corpus.append(("doubt added", where, Entry(key, english, hedged, terms)))
            for number in range(3):
                words = translation.split(" ")
                for _ in range(random_words.randint(1, 3)):
                    words.insert(random_words.randint(0, len(words)), random_words.choice(INSERTED))
                changed = Entry(key, english, " ".join(words), terms)
                corpus.append((f"inserted {number + 1}", where, changed))
    # (and each locale's first that says "online": every 300th says none)
    for tag in LOCALES:
        lines = (REPO / catalog_path(tag)).read_text(encoding="utf-8").split("\n")
        online = next(
            found
            for found in places(lines)
            if found[2] and OPPOSITE_WORD.applies(Target(tag, *found[:3]))
        )
        negated.append((tag, terms_for(project, tag), online))
    for tag, terms, (key, english, translation, _) in negated:
        target = Target(tag, key, english, translation)
        for mutation in MUTATIONS:
            if mutation.name not in UNSTABLE and mutation.applies(target):
                rewritten = Entry(key, english, mutation.rewrite(target), terms)
                corpus.append((mutation.name, f"{tag} {key}", rewritten))
    return corpus


def _findings(corpus: list[tuple[str, str, Entry]]) -> str:
    lines = []
    for label, where, entry in corpus:
        lines.append(f"{where} | {label}")
        lines += [
            f"  {checker.__name__}: [{finding.code}] {finding.severity}: {finding.message}"
            for checker in CHECKERS
            for finding in checker(entry)
        ]
    return "\n".join(lines) + "\n"


@pytest.fixture(scope="module")
def corpus() -> list[tuple[str, str, Entry]]:
    return _corpus()


def test_the_corpus_gives_every_checker_work(corpus: list[tuple[str, str, Entry]]) -> None:
    """Each checker but the length, style and glossary warnings finds something in it."""
    finding = {checker.__name__ for _, _, entry in corpus for checker in CHECKERS if checker(entry)}
    quiet = {"check_cell_length", "check_house_style", "check_glossary"}
    assert finding | quiet == {checker.__name__ for checker in CHECKERS}
    assert len(corpus) > 500


def test_every_checker_finds_what_the_snapshot_holds(
    corpus: list[tuple[str, str, Entry]],
) -> None:
    found = _findings(corpus)
    if os.environ.get("COMPAREKIT_REGENERATE"):
        SNAPSHOT.write_text(found, encoding="utf-8")
    expected = SNAPSHOT.read_text(encoding="utf-8").split("\n")
    changed = [
        f"- {old}\n+ {new}"
        for old, new in zip(expected, found.split("\n"), strict=False)
        if old != new
    ]
    assert not changed, "findings changed (first ten):\n" + "\n".join(changed[:10])
    assert found.split("\n") == expected
