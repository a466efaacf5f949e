"""Rules reference: the "is it a meld?" try-out next to the rules text."""

from __future__ import annotations

from typing import Any

from app.common import CardPicker, announce, on, q, t


def main(page: dict[str, Any]) -> None:
    from ginrules import check_meld, parse_cards, render

    result = q("#try-meld-result")

    def judge(codes: list[str]) -> None:
        result.classList.remove("good", "bad")
        if len(codes) < 3:
            result.textContent = t("try_meld_pick")
            return
        check = check_meld(parse_cards(" ".join(codes)))
        text = " ".join(render(check.explanation, page["lang"]))
        result.classList.add("good" if check.is_meld else "bad")
        result.textContent = text
        announce(text)

    picker = CardPicker("try", judge)
    on(q("#try-meld-clear"), "click", lambda ev: picker.clear())
