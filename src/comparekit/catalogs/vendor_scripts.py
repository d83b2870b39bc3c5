"""Vendors and hardware lines written in the translation's own script (輝達 and 엔비디아 for
NVIDIA, 昇騰 for Ascend, 인텔 for Intel): counted as the vendor they name, so that "Ascend-only"
as 僅支援輝達 is NVIDIA written for Ascend (an error), and as 僅支援昇騰 is Ascend kept.
None of these is in the shipped catalogs, which write the vendors in Latin letters; a word
that is also a common word (蘋果 "apple", 超微 "ultra-fine", 海光 "sea light") is left out.
Imports nothing of the project.
"""

from __future__ import annotations

NATIVE_VENDOR_NAMES: dict[str, tuple[str, ...]] = {
    "NVIDIA": ("輝達", "辉达", "英偉達", "英伟达", "エヌビディア", "엔비디아"),
    "Intel": ("英特爾", "英特尔", "インテル", "인텔"),
    "Ascend": ("昇騰", "昇腾", "어센드"),
    "Google": ("谷歌", "グーグル", "구글"),
    "Microsoft": ("微軟", "微软", "マイクロソフト", "마이크로소프트"),
    "Qualcomm": ("高通", "クアルコム", "퀄컴"),
    "Alibaba": ("阿里巴巴", "アリババ", "알리바바"),
    "Cambricon": ("寒武紀", "寒武纪"),
    "Moore Threads": ("摩爾線程", "摩尔线程"),
    "Biren": ("壁仞",),
    "Enflame": ("燧原",),
    "MetaX": ("沐曦",),
    "Moonshot": ("月之暗面",),
    "DeepSeek": ("深度求索",),
}


def with_native_names(otherwise: dict[str, tuple[str, ...]]) -> dict[str, tuple[str, ...]]:
    """``otherwise`` (how the catalogs write a vendor in another script) with each vendor's
    native names added.

    >>> with_native_names({"Huawei": ("華為",)})["NVIDIA"][0], len(with_native_names({}))
    ('輝達', 14)
    """
    merged = {name: tuple(ways) for name, ways in otherwise.items()}
    for name, ways in NATIVE_VENDOR_NAMES.items():
        merged[name] = merged.get(name, ()) + ways
    return merged
