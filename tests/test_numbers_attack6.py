"""The sixth look at the number check: the attacker's open cases (/tmp/atkB2 w2, w9, k12, k47,
k51, k61, a1-a3, a7, a8, a11, a12, b1, b3, b4) as named fixtures. A changed number is refused
at its catalog entry (exit 1, ``[number]``, file:line); numbers of one kind moved between the
words they belong to are a warning (exit 0, ``--strict`` 1); a faithful translation is clean.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from comparekit.catalogs.rules import Finding
from test_trust_numbers import JA, number_findings, published

Cli = Callable[..., tuple[int, str, str]]

# name: English, translation, the phrase of the [number] error
REFUSED = {
    "no before a limit is not a 1 (w2)": (
        "It has no GPU limit.",
        "GPU は 1 台まで。",
        "number the English does not have: 1",
    ),
    "daiji numeral (a1)": ("It needs 8 GPUs.", "8 GPU が必要、ノードは 弐 台。", "not have: 2"),
    "daiji tens (a1)": ("It needs 8 GPUs.", "8 GPU が必要、廿一 ノード。", "not have: 21"),
    "ordinal before a Han character (k51)": (
        "It needs 8 GPUs.",
        "8 GPU が必要、第二世代。",
        "not have: 2",
    ),
    "ideographic month after its year (a8)": (
        "Released in May 2024.",
        "2024年六月にリリース。",
        "not have: 6",
    ),
    "English number word added (a2)": (
        "It needs 8 GPUs.",
        "8 GPU が必要、ノードは twelve 台。",
        "not have: twelve",
    ),
    "ASCII Roman numeral added (a3)": (
        "It needs 8 GPUs.",
        "8 GPU が必要、ノードは XII 台。",
        "not have: XII",
    ),
    "Korean native numeral (k47)": (
        "It needs 8 GPUs.",
        "8 GPU が必要、ノードは 두 개。",
        "not have: 2",
    ),
    "Korean count of kinds against a counted word (a9)": (
        "It has three modes.",
        "네 가지 모드가 있다.",
        "not have: 4",
    ),
    "Sino-Korean numeral (a12)": (
        "It needs 8 GPUs.",
        "8 GPU が必要、ノードは 칠 台。",
        "not have: 7",
    ),
    "version suffix added (a11)": (
        "Version 1.2 is out.",
        "バージョン 1.2-beta が出た。",
        "missing: 1.2 (the translation has 1.2-beta)",
    ),
    "rate per another unit (a7)": (
        "It costs $5 per hour.",
        "毎分 $5。",
        "missing: per hour (the translation has per minute)",
    ),
    "grouped digits as other myriads": (
        "It costs 30,000 USD.",
        "4万 USD かかる。",
        "missing: 30,000USD (the translation has 40000USD)",
    ),
    "tenths changed": ("It is 30% faster.", "5割速い。", "missing: 30% (the translation has 50%)"),
}
# name: English, translation, the phrase of the [number] warning
MOVED = {
    "bare numbers swapped (w9)": (
        "Version 2 has 3 modes.",
        "バージョン 3 は 2 モード。",
        "numbers in another order: 3, 2, where the English has 2, 3",
    ),
    "sizes swapped between names (k61)": (
        "Example Engine uses 8 GB and Example Router uses 4 GB.",
        "Example Engine は 4 GB、Example Router は 8 GB を使う。",
        "numbers in another order: 4GB, 8GB, where the English has 8GB, 4GB",
    ),
    "a faithful reorder of like sizes is only a warning (k60)": (
        "Supports 16 GB and 32 GB.",
        "32 GB と 16 GB をサポート。",
        "numbers in another order: 32GB, 16GB, where the English has 16GB, 32GB",
    ),
    "a faithful 3 of 4 reads 4 then 3": (
        "It passed 3 of 4 runs.",
        "4 回中 3 回成功した。",
        "numbers in another order: 4, 3, where the English has 3, 4",
    ),
}
FAITHFUL = {
    "grouped digits as myriads": ("It costs 30,000 USD.", "3万 USD かかる。"),
    "grouped digits as spaced myriads": ("It costs 30,000 USD.", "3 万 USD かかる。"),
    "numbers kept with their words reordered (f28)": (
        "It runs on 4 nodes with 8 GPUs each.",
        "各 8 GPU を持つ 4 ノードで動作する。",
    ),
    "tenths (k12)": ("It is 30% faster.", "3割速い。"),
    "tenths and hundredths": ("It is 35% faster.", "3割5分速い。"),
    "space dropped before a kept word (b1)": ("It needs 8 GPUs.", "8GPU が必要。"),
    "a second as 1秒 (b3)": ("It answers in a second.", "1秒で応答。"),
    "a GPU as 1基 (b4)": ("Each node has a GPU.", "各ノードに GPU が1基。"),
    "no tokens as not even 1": ("It has no tokens.", "トークンは1つもない。"),
    "no limit said without a number": ("It has no GPU limit.", "GPU の上限はない。"),
    "one machine in Korean": ("It runs on one machine.", "머신 한 대에서 실행된다."),
    "per hour as per 1 hour": ("It costs $5 per hour.", "1時間あたり 5 ドル。"),
    "per-second with a hyphen as 毎秒": (
        "The tokens-per-second trap on 5 GPUs",
        "5 GPU での毎秒トークンの罠",
    ),
    "per second in Korean": ("It makes 50 tokens per second.", "초당 50 토큰을 만든다."),
    "a Korean count of kinds sums up": (
        "Yes, as long as you treat them as different stacks.",
        "네, 두 가지를 서로 다른 스택으로 취급한다면 가능합니다.",
    ),
    "a Korean count of kinds as counted": ("It has three modes.", "세 가지 모드가 있다."),
    "Korean words that hold numeral syllables": (
        "This generation has a limit.",
        "이 세대에는 한계가 있다.",
    ),
    "a kept name's number moves with its name": (
        "It runs on Ascend 950 with 4 GPUs.",
        "4 GPU の Ascend 950 で動く。",
    ),
    "numbers of different kinds reordered": (
        "It uses 4 SM100 GPUs and 64 for decode.",
        "SM100 GPU 4個、デコードに64個を使う。",
    ),
    "a reference to participate is not 3": ("See the guide.", "ガイドを参照。"),
    "a version kept with its suffix": ("Version 1.2-beta is out.", "1.2-beta 版が出た。"),
}


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_a_changed_number_is_an_error(name: str) -> None:
    english, translation, message = REFUSED[name]
    (finding,) = number_findings(english, translation)
    assert (finding.code, finding.severity) == ("number", "error")
    assert message in finding.message


@pytest.mark.parametrize("name", sorted(MOVED))
def test_like_numbers_in_another_order_are_a_warning(name: str) -> None:
    english, translation, message = MOVED[name]
    assert number_findings(english, translation) == [Finding("number", message, "warning")]


@pytest.mark.parametrize("name", sorted(FAITHFUL))
def test_a_faithful_translation_has_no_number_problem(name: str) -> None:
    assert number_findings(*FAITHFUL[name]) == []


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_check_refuses_the_changed_number_at_its_entry(
    name: str, project: Path, run_cli: Cli
) -> None:
    english, translation, message = REFUSED[name]
    line = published(project, english, translation)
    code, _, err = run_cli("-C", str(project), "check")
    assert code == 1 and "Traceback" not in err, err
    assert f"{JA}:{line}: [number]" in err and message in err, err
    assert err.count(f"{JA}:") == 1, err


@pytest.mark.parametrize("name", sorted(MOVED))
def test_check_warns_of_moved_numbers_and_strict_fails(
    name: str, project: Path, run_cli: Cli
) -> None:
    english, translation, message = MOVED[name]
    line = published(project, english, translation)
    code, _, err = run_cli("-C", str(project), "check")
    assert code == 0 and f"{JA}:{line}: warning: [number]" in err and message in err, err
    code, _, err = run_cli("-C", str(project), "check", "--strict")
    assert code == 1 and "Traceback" not in err, err
