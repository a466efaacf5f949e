"""The score pad: keeping the score of a game played with real cards, for every game the
product knows (issue 29). The logic of the "Score pad" / "Scoreblok" page, no DOM.

The players say how each hand ended; the engine scores it, keeps the sheet and says who
deals next. The pad computes nothing itself: every figure is the engine's (its scoring,
:class:`~ginrules.table.sheet.ScoreSheet`, :func:`~ginrules.table.game.next_dealer`, the
four-player functions of :mod:`ginrules.table.match`), every sentence a word of the engine's or of
``gintutor/words/score_pad.json``.

One frame and one module per game family, joined through the family registry (each
:class:`~gintutor.families.Family` names its ``score_pad``; no code asks a game's name):

- :mod:`~.setup`: :class:`PadSetup` (game, house rules, players, first dealer) and
  :func:`read_setup` (from the page's form);
- :mod:`~.entry`: :class:`PadHand` (one hand as reported: by numbers, or by the cards) and
  :func:`read_hand` (from the page's form);
- :mod:`~.frame`: what every family's pad shares (:class:`PadFamily`, :class:`OneTable`);
  :mod:`~.gin` (two- and three-player gin, and every showdown of two),
  :mod:`~.showdown` (seven-card gin), :mod:`~.two_tables` (pairs, the tournament),
  :mod:`~.rummy` (Rummy);
- :mod:`~.pad`: :class:`ScorePad`, one game: add, edit, delete, undo, the sheet, export;
- :mod:`~.book`: :class:`PadBook`, every game kept, stored as versioned JSON;
- :mod:`~.view`: the sheet as plain data (:class:`SheetView` and its parts);
- :mod:`~.errors`: :class:`PadError` (the field and the reason in both languages) and
  :class:`PadSaveError` (stored text that cannot be read, kept as it was).

How a page drives it
--------------------

Start and keep games (``book`` is what the page stores under :data:`SAVE_KEY`)::

    book = PadBook.from_json(stored)        # PadSaveError: keep err.text under BACKUP_KEY
    setup = read_setup({"game": "gin-7", "name.0": "Ann", "name.1": "Bob",
                        "name.2": "Cas", "preset": "standard", "dealer": "0"})
    pad = book.start(setup, started="2025-06-01")
    stored = book.to_json()
    book.summaries(lang)                    # the list of kept games; book.open(i), remove(i)

Setup form fields (:func:`read_setup`, every value text): ``game`` (a variant's name:
``gin``, ``gin-3``, ``gin-7``, ``gin-pairs``, ``gin-tournament``, ``rummy``), ``name.0`` ...
(in seat order: play passes to the next seat; in pairs seats 0 and 2 play together, 1
and 3), ``preset`` (empty: the game's first), ``option.<name>`` (a
:class:`~ginrules.table.rules.Rules` option the game takes: on/off, a number, or a choice),
``target`` (the score this table plays to, empty: the house rules'), ``dealer`` (the
first dealer's seat, from 0). A PadError's ``field`` is ``game``, ``players``,
``name.<seat>``, ``preset``, ``option.<name>``, ``target`` or ``dealer``.

Enter a hand (the next deal tells the form who plays)::

    for deal in pad.deals(lang):            # one per card table still to play this hand
        deal.table, deal.dealer, deal.seats, deal.words
    hand = read_hand(fields, seats=len(setup.names), lang=lang)
    pad.add(hand)                            # or pad.edit(index, hand), pad.delete(index)
    pad.undo()                               # False when there is nothing to undo
    pad.hand_fields(index, lang)             # a kept hand as form fields, to edit it
    pad.needs_upcard                         # the form asks for the first upcard

Hand form fields (:func:`read_hand`, every value text; empty: not given): ``ending``
(``knock``, ``gin``, ``big_gin`` or ``draw`` in gin; ``out``, ``rummy`` or ``draw`` in
Rummy: :attr:`SheetView.endings`), ``player`` (who knocked, went gin or went out: a seat),
``count.<seat>`` (by numbers: the deadwood each player kept after laying off, the
knocker's after the discard; in Rummy the points each other player still held), or
``cards.<seat>`` (by cards: each player's cards, in the page's letters or as codes;
the knocker's ten after the discard, eleven for big gin; in Rummy the cards each other
player still held), ``melds`` (optional: the knocker's melds as shown, separated by
``;``), ``upcard`` (the hand's first upcard, when the house rules read it: Oklahoma),
``dealer`` (who dealt, when not the one the pad said), ``table`` (``0`` or ``1`` at two
card tables). A PadError's ``field`` is one of these (``count.<seat>``,
``cards.<seat>``, ...), ``counts`` for several counts together, or ``hand``
(the game is over; a later hand that a change no longer fits). ``err.say(lang)`` is the
message to show beside it; nothing is entered.

Show the sheet: ``view = pad.sheet(lang)`` (:class:`SheetView`, ``view.as_dict()`` as
JSON-friendly data):

- ``game``, ``title``, ``rules`` (the house rules' name), ``players``, ``teams`` (pairs:
  each seat's team), ``endings``, ``hands`` (how many are entered), ``can_undo``;
- ``parts``: the score sheets (:class:`SheetPart`: one; the tournament one per meeting,
  ``title`` naming it), each with ``columns`` (players, or the teams in pairs),
  ``rows`` (:class:`SheetRow`: ``label``, ``line`` the engine's words, ``points`` added
  per column, running ``totals``, ``games``: Hollywood's three columns, and ``hands``:
  each card table's :class:`HandView` with ``index`` to edit, ``summary``, ``why``
  the explanation sentence by sentence, ``payments`` per seat, ``dealer``, ``by_cards``),
  ``totals``, ``games`` (Hollywood: each game's totals), ``target``, and once ``over``:
  ``bonuses`` (:class:`BonusRow`: game, box and shutout bonuses in words),
  ``final_totals``, ``winners``, ``shutout``, ``settlement``; ``lines`` the whole sheet
  in the engine's words;
- ``standings`` (the tournament: :class:`StandingRow`), ``deals`` (the next deal at each
  card table; none once ``over``), ``over`` and ``outcome`` (who won, in words).

The page's own words for the pad are in the same catalogue, :data:`WORDS`: its name
(``page.title``: "Score pad" / "Scoreblok") and each ending's (``ending.<ending>``).

Export: ``pad.export_text(lang)`` (plain text to paste or print), ``pad.export_json()``
(a file) and ``ScorePad.from_json(text)`` to read one back (PadSaveError keeps the text).
"""

from __future__ import annotations

from .book import BACKUP_KEY, MAX_GAMES, SAVE_KEY, GameSummary, PadBook
from .entry import ENDINGS, PadHand, read_hand
from .errors import PadError, PadSaveError
from .pad import ScorePad, pad_class
from .setup import PadSetup, read_setup
from .view import BonusRow, Deal, HandView, SheetPart, SheetRow, SheetView, StandingRow
from .words import WORDS

__all__ = ["BACKUP_KEY", "ENDINGS", "MAX_GAMES", "SAVE_KEY", "WORDS", "BonusRow", "Deal",
           "GameSummary", "HandView", "PadBook", "PadError", "PadHand", "PadSaveError",
           "PadSetup", "ScorePad", "SheetPart", "SheetRow", "SheetView", "StandingRow",
           "pad_class", "read_hand", "read_setup"]
