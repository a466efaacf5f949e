"""Cards: an immutable :class:`Card`, parsing what people type, and formatting.

A card has a *code* (``'TH'``: rank letter then suit letter) that round-trips,
a friendly ``str`` with a suit symbol, and names in English and Dutch:

>>> card = Card("TH")
>>> card, str(card), card.code, card.rank, card.value
(Card('TH'), '10♥', 'TH', 10, 10)
>>> card.name(), card.name("nl")
('ten of hearts', 'harten tien')
>>> Card("qs").name("nl"), Card("AS").name("nl"), Card("JC").name("nl")
('schoppen vrouw', 'schoppen aas', 'klaveren boer')
>>> parse_cards("AS 2s,3♠ 10h Th")
Traceback (most recent call last):
...
ginrules.core.errors.DuplicateCardError: 10♥ (TH) is given twice: tokens 4 and 5
>>> format_cards(parse_cards("a♠ 7♦, 8♦ 10h"))
'A♠ 7♦ 8♦ 10♥'

Each language has one set of rank letters, used on every card and in every sentence
of that language: J Q K A in English, B V H A (boer, vrouw, heer, aas) in Dutch.
``str(card)`` is the English label; :meth:`Card.label_in` and ``format_cards(cards,
lang)`` give a language's own. Parsing with ``lang="nl"`` reads the Dutch letters
too (see :func:`parse_card` for the rule that keeps 'H' unambiguous):

>>> Card("QH").label_in("nl"), format_cards(parse_cards("JC QD KS"), "nl")
('V♥', 'B♣ V♦ H♠')
>>> parse_cards("V♥ HH b♣", lang="nl")
(Card('QH'), Card('KH'), Card('JC'))
>>> eval(repr(card)) is card
True

Cards are interned: there are exactly 52 :class:`Card` objects, so ``is`` and
``==`` agree. Cards sort by :attr:`Card.index` (clubs, diamonds, hearts,
spades; ace low inside a suit), the order :func:`sort_hand` uses.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from enum import Enum
from typing import Any

from ginrules.core.errors import CardParseError, DuplicateCardError, HandSizeError
from ginrules.core.languages import require_language
from ginrules.words.files import engine_table

__all__ = [
    "RANK_CHARS",
    "Card",
    "Suit",
    "format_cards",
    "full_deck",
    "may_share_a_meld",
    "parse_card",
    "parse_cards",
    "rank_name",
    "sort_hand",
]

RANK_CHARS = "A23456789TJQK"
_RANK_LABELS: dict[str, tuple[str, ...]] = {
    # language: the rank as printed on a card face and in sentences, index rank - 1
    "en": ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"),
    "nl": ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "B", "V", "H"),
}


def rank_name(rank: int, lang: str = "en", plural: bool = False) -> str:
    """The word for a rank (1 = ace ... 13 = king).

    >>> rank_name(12, "nl", plural=True), rank_name(1)
    ('vrouwen', 'ace')
    """
    return _card_word(f"{'ranks' if plural else 'rank'}.{rank}", lang)


def _card_word(key: str, lang: str) -> str:
    """A card word of the engine's catalogue (``ginrules/words/cards.json``), read
    straight from its file: cards are the bottom layer, below the catalogue's look-up
    (:mod:`ginrules.words`), which names cards with these same words."""
    return str(engine_table("cards")[key][require_language(lang)])


class Suit(Enum):
    """The four suits, in index order: clubs, diamonds, hearts, spades.

    >>> Suit.H.symbol, Suit.H.index, Suit.H.noun(), Suit.H.noun("nl"), Suit.H.is_red
    ('♥', 2, 'hearts', 'harten', True)
    """

    C = "C"
    D = "D"
    H = "H"
    S = "S"

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self.value]

    @property
    def index(self) -> int:
        return _SUIT_INDEX[self._value_]  # (not ``.value``: an enum property, slow in a search)

    @property
    def is_red(self) -> bool:
        return self.value in "DH"

    def noun(self, lang: str = "en", plural: bool = True) -> str:
        """The suit's word: 'hearts' (or 'heart') / 'harten'."""
        key = f"suit.{self.value}" if plural else f"suit.{self.value}.one"
        return _card_word(key, lang)


_SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
_SUIT_INDEX = {"C": 0, "D": 1, "H": 2, "S": 3}
_SUITS = (Suit.C, Suit.D, Suit.H, Suit.S)


class Card:
    """One playing card; immutable, hashable and interned (52 instances).

    ``Card('TH')`` reads any form :func:`parse_card` reads. Attributes:
    ``rank`` (1..13, A=1, J=11, Q=12, K=13), ``suit`` (:class:`Suit`),
    ``code`` ('TH'), ``value`` (points: A=1, faces 10) and ``index``
    (0..51, ``suit.index * 13 + rank - 1``).

    >>> Card("10h") is Card.from_code("TH") is Card.of(10, Suit.H) is Card.from_index(35)
    True
    >>> sorted([Card("2S"), Card("KC"), Card("AS")])
    [Card('KC'), Card('AS'), Card('2S')]
    """

    __slots__ = ("_bit", "_rbit", "_si", "code", "index", "label", "rank", "suit", "value")

    rank: int
    suit: Suit
    code: str
    value: int
    index: int
    label: str
    _bit: int
    _rbit: int
    _si: int

    def __new__(cls, text: str) -> Card:
        if isinstance(text, Card):
            return text
        return parse_card(text)

    @classmethod
    def _make(cls, index: int) -> Card:
        self = object.__new__(cls)
        si, r0 = divmod(index, 13)
        suit = _SUITS[si]
        for name, val in (
            ("rank", r0 + 1), ("suit", suit), ("code", RANK_CHARS[r0] + suit.value),
            ("value", min(r0 + 1, 10)), ("index", index),
            ("label", _RANK_LABELS["en"][r0] + suit.symbol),
            ("_bit", 1 << index), ("_rbit", 1 << r0), ("_si", si),
        ):
            object.__setattr__(self, name, val)
        return self

    @classmethod
    def from_code(cls, code: str) -> Card:
        """The card with this code (or any other form :func:`parse_card` reads)."""
        return parse_card(code)

    @classmethod
    def of(cls, rank: int, suit: Suit | str) -> Card:
        """The card of this rank (1..13) and suit (a :class:`Suit` or 'C', 'D', 'H', 'S')."""
        if not isinstance(suit, Suit):
            suit = Suit(str(suit).upper())
        if not (isinstance(rank, int) and 1 <= rank <= 13):
            raise CardParseError(f"rank must be 1 (ace) to 13 (king), not {rank!r}")
        return _DECK[suit.index * 13 + rank - 1]

    @classmethod
    def from_index(cls, index: int) -> Card:
        """The card with this index (0..51)."""
        if not (isinstance(index, int) and 0 <= index < 52):
            raise CardParseError(f"card index must be 0..51, not {index!r}")
        return _DECK[index]

    def rank_label(self, lang: str = "en") -> str:
        """The rank as a card face prints it in this language: 'Q' / 'V', '10'."""
        return _RANK_LABELS[require_language(lang)][self.rank - 1]

    def label_in(self, lang: str = "en") -> str:
        """The card as a page in this language shows it: 'Q♥' (en) / 'V♥' (nl).

        ``label`` and ``str(card)`` are the English form.
        """
        if lang == "en":
            return self.label
        return _RANK_LABELS[require_language(lang)][self.rank - 1] + self.suit.symbol

    def name(self, lang: str = "en") -> str:
        """The card in words: 'ten of hearts' / 'harten tien'."""
        return _card_word("card.name", lang).format(rank=rank_name(self.rank, lang),
                                                    suit=self.suit.noun(lang))

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Card is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("Card is immutable")

    def __reduce__(self) -> tuple[Any, ...]:
        return (Card, (self.code,))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: Any) -> Card:
        return self

    def __hash__(self) -> int:
        return self.index

    def __lt__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index < other.index

    def __le__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index <= other.index

    def __gt__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index > other.index

    def __ge__(self, other: Card) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self.index >= other.index

    def __str__(self) -> str:
        return self.label

    def __repr__(self) -> str:
        return f"Card({self.code!r})"


_DECK: tuple[Card, ...] = tuple(Card._make(i) for i in range(52))
_BY_CODE: dict[str, Card] = {c.code: c for c in _DECK}

_SUIT_CHARS = {
    "C": "C", "D": "D", "H": "H", "S": "S",
    "♣": "C", "♦": "D", "♥": "H", "♠": "S", "♧": "C", "♢": "D", "♡": "H", "♤": "S",
}
_SUIT_CLASS = "[CDHS♣♦♥♠♧♢♡♤]"
_DUTCH_RANKS = {"B": 11, "V": 12, "H": 13}
_RANK_TOKENS: dict[str, dict[str, int]] = {"en": {ch: i + 1 for i, ch in enumerate(RANK_CHARS)}}
_RANK_TOKENS["en"]["10"] = 10
_RANK_TOKENS["nl"] = {**_RANK_TOKENS["en"], **_DUTCH_RANKS}
_CARD_RES = {
    lang: re.compile(f"(10|[2-9{letters}])({_SUIT_CLASS})|({_SUIT_CLASS})(10|[2-9{letters}])")
    for lang, letters in (("en", "ATJQK"), ("nl", "ATJQKBVH"))
}
_TOKEN_RE = re.compile("[^\\s,;\\-\u2013/|]+")
_RANK_HINTS = {
    "en": "use A, 2-10, J, Q, K (or T for ten)",
    "nl": "use A, 2-10, B, V, H (or J, Q, K; T for ten)",
}
_SUIT_HINT = "use C, D, H, S or ♣ ♦ ♥ ♠"


def _lookup(token: str, lang: str = "en") -> Card | None:
    t = token.upper().replace("\ufe0f", "")
    card = _BY_CODE.get(t)
    if card is not None:
        return card
    m = _CARD_RES[lang].fullmatch(t)
    if m is None:
        return None
    rank_tok, suit_tok = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
    return _DECK["CDHS".index(_SUIT_CHARS[suit_tok]) * 13 + _RANK_TOKENS[lang][rank_tok] - 1]


def _why_not(token: str, lang: str = "en") -> str:
    t = token.upper().replace("\ufe0f", "")
    hint = _RANK_HINTS[lang]
    if lang == "en" and t[:1] in _DUTCH_RANKS:
        hint += "; the Dutch B, V, H are read with lang='nl'"
    if not t:
        return "it is empty"
    head, tail = t[:-1], t[-1]
    if tail in _SUIT_CHARS:
        if head in ("1", "01"):
            return f"write the ace as A ({'A' + _SUIT_CHARS[tail]})"
        return f"{head!r} is not a rank; {hint}" if head else "the rank is missing"
    for rank_tok in ("10", *_RANK_TOKENS[lang]):
        if t.startswith(rank_tok):
            rest = t[len(rank_tok):]
            if not rest:
                return f"the suit is missing; {_SUIT_HINT}"
            return f"{rest!r} is not a suit; {_SUIT_HINT}"
    return f"write a rank and a suit, like 'TH', '10h' or 'a♠' ({hint}; {_SUIT_HINT})"


def parse_card(text: str, lang: str = "en") -> Card:
    """Read one card: 'TH', 'th', '10h', '10♥', 'a♠', '♠A' all work.

    With ``lang="nl"`` the Dutch rank letters B (boer), V (vrouw) and H (heer) are
    read as well, in the same places as J, Q, K; the English letters and the codes
    keep working. 'H' is both heer and the hearts letter: a letter is a rank only
    next to a suit, so 'HH', 'H♥' and '♥H' are heer of hearts, 'H5' and 'H10' stay
    cards of hearts. Every text that is a card in English is the same card in Dutch.

    >>> parse_card(" 10♥ "), parse_card("a♠"), parse_card("♦7")
    (Card('TH'), Card('AS'), Card('7D'))
    >>> parse_card("V♥", "nl"), parse_card("hs", "nl"), parse_card("QH", "nl")
    (Card('QH'), Card('KS'), Card('QH'))
    >>> parse_card("1H")
    Traceback (most recent call last):
    ...
    ginrules.core.errors.CardParseError: '1H' is not a card: write the ace as A (AH)
    """
    if isinstance(text, Card):
        return text
    if not isinstance(text, str):
        raise CardParseError(f"expected a card code like 'TH', not {text!r}")
    require_language(lang)
    token = text.strip()
    card = _lookup(token, lang)
    if card is None:
        raise CardParseError(f"{token!r} is not a card: {_why_not(token, lang)}", token)
    return card


def _split_run_together(token: str, lang: str = "en") -> list[Card] | None:
    """'7H8H9H' -> three cards, if the whole token is cards written together."""
    t = token.upper().replace("\ufe0f", "")
    pos, out = 0, []
    while pos < len(t):
        m = _CARD_RES[lang].match(t, pos)
        if m is None:
            return None
        out.append(_lookup(m.group(0), lang))
        pos = m.end()
    return [c for c in out if c is not None] if len(out) > 1 else None


def parse_cards(text: str | Iterable[Card | str], *,
                allow_duplicates: bool = False, lang: str = "en") -> tuple[Card, ...]:
    """Read cards separated by spaces, commas, semicolons or dashes.

    Accepts ``'AS 2s,3♠'``, ``'10h'``, ``'Th'``, ``'7♦, 8♦'``, ``'7H-8H-9H'``, or
    an iterable of cards and codes; with ``lang="nl"`` also the Dutch letters
    (``'V♣ V♦ H♠'``, see :func:`parse_card`). Duplicates are refused (naming the
    card and both positions) unless ``allow_duplicates``.

    >>> parse_cards("AS 2s,3♠")
    (Card('AS'), Card('2S'), Card('3S'))
    >>> parse_cards(["QH", Card("KH")])
    (Card('QH'), Card('KH'))
    >>> parse_cards("7H 8H 9Z")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ginrules.core.errors.CardParseError: token 3 ('9Z', at character 7) is not a card: ...
    """
    require_language(lang)
    cards: list[Card] = []
    if isinstance(text, str):
        for n, m in enumerate(_TOKEN_RE.finditer(text), start=1):
            token = m.group(0)
            card = _lookup(token, lang)
            if card is not None:
                cards.append(card)
                continue
            several = _split_run_together(token, lang)
            if several is None:
                raise CardParseError(
                    f"token {n} ({token!r}, at character {m.start() + 1}) is not a card: "
                    f"{_why_not(token, lang)}", token)
            cards.extend(several)
    else:
        for n, item in enumerate(text, start=1):
            if isinstance(item, Card):
                cards.append(item)
            elif isinstance(item, str):
                card = _lookup(item.strip(), lang)
                if card is None:
                    raise CardParseError(
                        f"item {n} ({item!r}) is not a card: {_why_not(item.strip(), lang)}",
                        item.strip())
                cards.append(card)
            else:
                raise CardParseError(f"item {n} ({item!r}) is not a card")
    if not allow_duplicates:
        _check_duplicates(cards)
    return tuple(cards)


def _check_duplicates(cards: list[Card] | tuple[Card, ...]) -> None:
    seen: dict[Card, int] = {}
    for n, card in enumerate(cards, start=1):
        if card in seen:
            raise DuplicateCardError(
                f"{card} ({card.code}) is given twice: tokens {seen[card]} and {n}"
            )
        seen[card] = n


def format_cards(cards: Iterable[Card], lang: str = "en", *, codes: bool = False) -> str:
    """Cards as text in a language's letters: ``'Q♥ K♥'`` / ``'V♥ H♥'`` (or the codes
    ``'QH KH'`` with ``codes=True``, the same in every language).

    >>> format_cards(parse_cards("7h 8h 9h"), codes=True)
    '7H 8H 9H'
    """
    if codes:
        return " ".join(c.code for c in cards)
    if lang == "en":
        return " ".join(c.label for c in cards)
    return " ".join(c.label_in(lang) for c in cards)


def full_deck() -> tuple[Card, ...]:
    """All 52 cards in index order (clubs, diamonds, hearts, spades; ace to king)."""
    return _DECK


def may_share_a_meld(a: Card, b: Card) -> bool:
    """Whether two different cards could share a meld: the same rank, or the same suit at
    most two ranks apart (the policies' and advisors' test of a card that goes with
    another).

    >>> may_share_a_meld(Card("7H"), Card("9H")), may_share_a_meld(Card("7H"), Card("TH"))
    (True, False)
    """
    return a != b and (a.rank == b.rank or (a.suit is b.suit and abs(a.rank - b.rank) <= 2))


def sort_hand(cards: Iterable[Card]) -> tuple[Card, ...]:
    """Cards sorted for display: by suit (♣ ♦ ♥ ♠), then rank (ace low).

    >>> format_cards(sort_hand(parse_cards("KS 2C AS 7H")))
    '2♣ 7♥ A♠ K♠'
    """
    return tuple(sorted(cards, key=_index))


def _index(card: Card) -> int:
    return card.index


def hand_mask(cards: str | Iterable[Card | str], max_size: int = 11,
              what: str = "a hand") -> tuple[tuple[Card, ...], int]:
    """Validate a hand and return it with its 52-bit mask (bit ``card.index``).

    Raises :class:`DuplicateCardError` for a repeated card and
    :class:`HandSizeError` naming the card past ``max_size``.
    """
    if isinstance(cards, tuple):
        hand: tuple[Any, ...] = cards
    elif isinstance(cards, str):
        hand = parse_cards(cards, allow_duplicates=True)
    else:
        hand = tuple(cards)
    mask = 0
    try:
        for c in hand:
            mask |= c._bit
    except AttributeError:
        hand = parse_cards(hand, allow_duplicates=True)
        mask = 0
        for c in hand:
            mask |= c._bit
    n = len(hand)
    if mask.bit_count() != n:
        _check_duplicates(hand)
    if n > max_size:
        extra = hand[max_size]
        raise HandSizeError(
            f"{what} has at most {max_size} cards; the {_ordinal(max_size + 1)} card is "
            f"{extra} ({extra.code})"
        )
    return hand, mask


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def cards_of_mask(mask: int) -> tuple[Card, ...]:
    """The cards whose bits are set in a 52-bit mask, in index order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(_DECK[low.bit_length() - 1])
        mask ^= low
    return tuple(out)
