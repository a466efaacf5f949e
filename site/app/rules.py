"""Rules reference: the learner's own house rules in words, and the "is it a meld?" try-out
(on two-player gin's page; the other games' pages are all pre-rendered).

The rules are stated by gintutor.rules_text, the function the build used for the preset
table and the lessons use for their numbers, so this page cannot tell another rule.
"""

from __future__ import annotations

from typing import Any

from app.common import (
    SITE_WORDS,
    CardPicker,
    announce,
    is_null,
    on,
    on_settings_change,
    q,
    qa,
    rules,
)


def main(page: dict[str, Any]) -> None:
    game = page["data"].get("game")
    if game:  # another game's page: pre-rendered; only which preset is the learner's
        show_yours(game, page["lang"])
        on_settings_change(lambda settings: show_yours(game, page["lang"]))
        return
    from ginrules import check_meld, parse_cards, render

    show_active_rules(page["lang"])
    on_settings_change(lambda settings: show_active_rules(page["lang"]))

    result = q("#try-meld-result")

    def judge(codes: list[str]) -> None:
        result.classList.remove("good", "bad")
        if len(codes) < 3:
            result.textContent = SITE_WORDS.say("try_meld_pick", page["lang"])
            return
        check = check_meld(parse_cards(" ".join(codes)))
        text = " ".join(render(check.explanation, page["lang"]))
        result.classList.add("good" if check.is_meld else "bad")
        result.textContent = text
        announce(text)

    picker = CardPicker("try", judge)
    on(q("#try-meld-clear"), "click", lambda ev: picker.clear())


def show_active_rules(lang: str) -> None:
    """Put the statements of the learner's Rules (from the settings) in the page, as text."""
    from js import document  # type: ignore[import-not-found]

    from gintutor.rules_text import rules_label, statements

    box = q("[data-active-rules]")
    if is_null(box):
        return
    mine = rules()
    block = document.createElement("div")
    block.className = "rules-of"
    block.setAttribute("data-computed", "")
    name = document.createElement("p")
    name.className = "rules-name"
    name.textContent = rules_label(mine, lang)
    items = document.createElement("ul")
    items.className = "rule-list"
    for s in statements(mine, lang):
        li = document.createElement("li")
        li.setAttribute("data-rule", s.key)
        li.textContent = s.sentence
        items.appendChild(li)
    block.appendChild(name)
    block.appendChild(items)
    box.replaceChildren(block)


def show_yours(game: str, lang: str) -> None:
    """Mark the preset of `game` that the learner's house rules give its lessons (the
    same mapping the lesson pages use, gintutor.rules_text.rules_in) and say so."""
    from gintutor.rules_text import preset_name, rules_in

    mine = rules()
    name = rules_in(mine, game).matching_preset(game) or ""
    for cell in qa(".presets [data-preset]"):
        cell.classList.toggle("yours", cell.getAttribute("data-preset") == name)
    line = q("[data-yours-line]")
    if not is_null(line):
        line.textContent = SITE_WORDS.say(
            "rules_game_yours", lang,
            name=preset_name(name, lang, game),
            yours=preset_name(mine.matching_preset() or "standard", lang),
        )
