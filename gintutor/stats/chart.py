"""The accuracy of the last hands as a small bar chart: SVG text the page puts in place.

Drawn here, in Python, so the page needs no outside library and makes no request, and so
CPython tests can read what a learner sees. The chart is an image with a title; the same
figures are given in words beside it for a screen reader (:func:`accuracy_words`).
"""

from __future__ import annotations

from collections.abc import Sequence

from gintutor.render import escape
from gintutor.stats.tally import RECENT
from gintutor.stats.words import WORDS

__all__ = ["accuracy_chart", "accuracy_words"]

_WIDTH, _HEIGHT, _LEFT, _TOP, _BOTTOM = 320, 120, 34, 8, 20


def accuracy_words(accuracy: Sequence[int], lang: str = "en") -> str:
    """The chart's figures in words, oldest hand first."""
    if not accuracy:
        return WORDS.say("chart.none", lang)
    return WORDS.say("chart.words", lang, n=len(accuracy),
                     figures=", ".join(f"{a}%" for a in accuracy))


def accuracy_chart(accuracy: Sequence[int], lang: str = "en") -> str:
    """An SVG bar per hand (0-100 %), the latest on the right, with lines at 0, 50 and 100 %.
    Scales to its box (viewBox), so it never scrolls sideways on a phone."""
    inner_w, inner_h = _WIDTH - _LEFT - 4, _HEIGHT - _TOP - _BOTTOM
    title = escape(accuracy_words(accuracy, lang))
    parts = [f'<svg class="stats-chart" viewBox="0 0 {_WIDTH} {_HEIGHT}" role="img" '
             f'aria-label="{title}" xmlns="http://www.w3.org/2000/svg">',
             f"<title>{title}</title>"]
    for pct in (0, 50, 100):
        y = _TOP + inner_h * (100 - pct) / 100
        parts.append(f'<line class="grid" x1="{_LEFT}" x2="{_WIDTH - 4}" y1="{y:.1f}" '
                     f'y2="{y:.1f}"/>')
        parts.append(f'<text class="axis" x="{_LEFT - 4}" y="{y + 4:.1f}" '
                     f'text-anchor="end">{pct}%</text>')
    # a slot per kept hand (RECENT), the latest hand at the right: bars keep one width
    step = inner_w / RECENT
    bar = step * 0.7
    first = RECENT - len(accuracy[-RECENT:])
    for i, pct in enumerate(accuracy[-RECENT:], start=first):
        h = max(1.0, inner_h * pct / 100)  # a hand at 0 % still shows, as a line
        x = _LEFT + i * step + (step - bar) / 2
        parts.append(f'<rect class="bar" x="{x:.1f}" y="{_TOP + inner_h - h:.1f}" '
                     f'width="{bar:.1f}" height="{h:.1f}"/>')
    parts.append(f'<text class="axis" x="{_LEFT}" y="{_HEIGHT - 4}">'
                 f'{escape(WORDS.say("chart.earlier", lang))}</text>')
    parts.append(f'<text class="axis" x="{_WIDTH - 4}" y="{_HEIGHT - 4}" '
                 f'text-anchor="end">{escape(WORDS.say("chart.latest", lang))}</text>')
    parts.append("</svg>")
    return "".join(parts)
