"""The one reader for everything that comes from outside: stored data, page addresses,
imported files and saved games.

Outside data can be anything: an old version's format, another tab's half-written value,
an extension's experiment, a hand-edited link. Python's own readers are not safe for it:
``json.loads('[' * 100000)`` raises ``RecursionError`` instead of ``ValueError``,
``str.isdigit()`` accepts ``'²'`` and ``'①'`` which ``int()`` then refuses, and ``int()``
of a 5,000-digit string raises because of the interpreter's digit limit. So every reader
here bounds its input *before* decoding it and raises only :class:`InputError` (a
``ValueError``, in the engine's error family), with a message a person understands:

>>> parse_json('{"stars": {"1": 3}}')
{'stars': {'1': 3}}
>>> parse_json('[' * 100000)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
ginrules.core.errors.InputError: the data is nested more than 20 levels deep...
>>> parse_json('{"x": NaN}')
Traceback (most recent call last):
...
ginrules.core.errors.InputError: the data holds NaN, which is not a number
>>> parse_int("42", minimum=1, maximum=100)
42
>>> parse_int("²", what="the seed")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
ginrules.core.errors.InputError: the seed must be a whole number written with the digits 0-9...
>>> parse_int("9" * 5000, what="the target")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
ginrules.core.errors.InputError: the target has 5000 digits; at most 18 are allowed
>>> int_or("abc", 7)
7

The shapes callers need come with it: an object with string keys, a bounded whole number
from decoded data (an ``int`` or a string of ASCII digits, never a ``bool``):

>>> as_object({"a": 1}, "the progress")
{'a': 1}
>>> as_int("3", "exercise", minimum=1, maximum=20)
3
>>> as_int(True, "exercise")
Traceback (most recent call last):
...
ginrules.core.errors.InputError: exercise must be a whole number, not True
"""

from __future__ import annotations

import json
import re
from typing import Any, TypeVar

from ginrules.core.errors import InputError

__all__ = [
    "MAX_CHARS",
    "MAX_DEPTH",
    "MAX_DIGITS",
    "InputError",
    "as_int",
    "as_object",
    "as_str",
    "check_nesting",
    "int_or",
    "parse_int",
    "parse_json",
]

MAX_CHARS = 1_000_000  # far above any save the tutor writes (a long practice game is ~50 KB)
MAX_DEPTH = 20  # the tutor's own data is at most 6 levels deep
MAX_DIGITS = 18  # every count, seed and score fits; int() is never asked for more

_T = TypeVar("_T")

# A JSON string (skipped whole: brackets inside strings do not nest) or one bracket. The
# closing quote is optional, so an unterminated string is one match to the end of the text
# (no retry at every later quote: the scan stays linear on any input).
_TOKEN = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?|[\[\]{}]', re.DOTALL)
_ASCII_INT = re.compile(r"[+-]?[0-9]+")


def _describe(value: object, limit: int = 40) -> str:
    """A short repr of a bad value for a message (a huge string must not fill the page)."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def check_nesting(text: str, max_depth: int = MAX_DEPTH, what: str = "the data") -> None:
    """Raise :class:`InputError` when brackets outside strings nest deeper than `max_depth`.

    One linear pass over the brackets (strings are skipped whole by one regular
    expression), so a value too deep for ``json.loads``' recursion never reaches it.

    >>> check_nesting('[["[[[[[["]]', max_depth=2)
    >>> check_nesting('[[[]]]', max_depth=2)
    Traceback (most recent call last):
    ...
    ginrules.core.errors.InputError: the data is nested more than 2 levels deep (it reaches 3)
    """
    depth = deepest = 0
    for match in _TOKEN.finditer(text):
        token = match.group()
        if token in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > max_depth:
                    break
        elif token in "]}":
            depth = max(0, depth - 1)
    if deepest > max_depth:
        # Count on only as far as is cheap: the message says how deep it went at least.
        raise InputError(
            f"{what} is nested more than {max_depth} levels deep (it reaches {deepest})"
        )


def parse_json(
    text: object,
    what: str = "the data",
    *,
    max_chars: int = MAX_CHARS,
    max_depth: int = MAX_DEPTH,
    max_digits: int = MAX_DIGITS,
) -> Any:
    """Decode JSON text from outside, bounded in size, nesting and number length.

    Rejects NaN and Infinity (not JSON, though Python's reader takes them), numbers with
    more than `max_digits` digits, and floats too big to hold. Raises only InputError.

    >>> parse_json('[1, 2.5, "x"]')
    [1, 2.5, 'x']
    >>> parse_json("x" * 20, max_chars=10)
    Traceback (most recent call last):
    ...
    ginrules.core.errors.InputError: the data is 20 characters long; at most 10 are allowed
    >>> parse_json('{"a": 1', what="the file")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ginrules.core.errors.InputError: the file is not valid JSON (...)
    """
    if not isinstance(text, str):
        raise InputError(f"{what} must be text, not {type(text).__name__}")
    if len(text) > max_chars:
        raise InputError(f"{what} is {len(text)} characters long; at most {max_chars} are allowed")
    check_nesting(text, max_depth, what)

    def number(digits: str) -> int:
        return _bounded_digits(digits, what, max_digits)

    def decimal(digits: str) -> float:
        if len(digits) > max_digits + 8:  # room for a point and an exponent
            raise InputError(f"{what} holds a number {len(digits)} characters long")
        value = float(digits)
        if value in (float("inf"), float("-inf")):
            raise InputError(f"{what} holds a number too big to use ({_describe(digits)})")
        return value

    def constant(name: str) -> Any:
        raise InputError(f"{what} holds {name}, which is not a number")

    try:
        return json.loads(text, parse_int=number, parse_float=decimal, parse_constant=constant)
    except InputError:
        raise
    except RecursionError as exc:  # cannot happen after check_nesting; kept as a guard
        raise InputError(f"{what} is nested too deeply") from exc
    except ValueError as exc:
        raise InputError(f"{what} is not valid JSON ({exc})") from exc


def _bounded_digits(text: str, what: str, max_digits: int) -> int:
    """int() of an optionally signed ASCII digit string, after checking its length."""
    digits = len(text.lstrip("+-"))
    if digits > max_digits:
        raise InputError(f"{what} has {digits} digits; at most {max_digits} are allowed")
    return int(text)


def parse_int(
    text: object,
    what: str = "the number",
    *,
    minimum: int | None = None,
    maximum: int | None = None,
    max_digits: int = MAX_DIGITS,
) -> int:
    """A whole number typed as text (an address parameter, a stored key).

    Only the ASCII digits 0-9 count (with an optional sign and surrounding spaces):
    ``str.isdigit()`` would let '²' and '①' through to an ``int()`` that refuses them.

    >>> parse_int(" 7 ")
    7
    >>> parse_int("0", what="the level", minimum=1)
    Traceback (most recent call last):
    ...
    ginrules.core.errors.InputError: the level must be at least 1, not 0
    """
    if not isinstance(text, str):
        raise InputError(f"{what} must be text, not {type(text).__name__}")
    stripped = text.strip()
    if not _ASCII_INT.fullmatch(stripped):
        raise InputError(
            f"{what} must be a whole number written with the digits 0-9, not {_describe(text)}"
        )
    return _in_range(_bounded_digits(stripped, what, max_digits), what, minimum, maximum)


def _in_range(value: int, what: str, minimum: int | None, maximum: int | None) -> int:
    if minimum is not None and value < minimum:
        raise InputError(f"{what} must be at least {minimum}, not {value}")
    if maximum is not None and value > maximum:
        raise InputError(f"{what} must be at most {maximum}, not {value}")
    return value


def int_or(
    text: object,
    default: _T,
    *,
    minimum: int | None = None,
    maximum: int | None = None,
    max_digits: int = MAX_DIGITS,
) -> int | _T:
    """:func:`parse_int`, or `default` for anything it refuses (an address's odd value).

    >>> int_or("①", None), int_or("5000", 1, maximum=10), int_or(None, 0)
    (None, 1, 0)
    """
    try:
        return parse_int(text, minimum=minimum, maximum=maximum, max_digits=max_digits)
    except InputError:
        return default


def as_int(
    value: object,
    what: str = "the number",
    *,
    minimum: int | None = None,
    maximum: int | None = None,
    max_digits: int = MAX_DIGITS,
) -> int:
    """A whole number from decoded data: an ``int`` (never a ``bool``) or ASCII-digit text
    (JSON object keys are always text), within the bounds."""
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise InputError(f"{what} must be a whole number, not {_describe(value)}")
    if isinstance(value, str):
        return parse_int(value, what, minimum=minimum, maximum=maximum, max_digits=max_digits)
    return _in_range(value, what, minimum, maximum)


def as_object(value: object, what: str = "the data") -> dict[str, Any]:
    """`value` as a JSON object: a dict whose keys are all strings.

    >>> as_object([1], "the settings")
    Traceback (most recent call last):
    ...
    ginrules.core.errors.InputError: the settings must be an object of named values, not a list
    """
    if not isinstance(value, dict):
        raise InputError(f"{what} must be an object of named values, not a {type(value).__name__}")
    for key in value:
        if not isinstance(key, str):
            raise InputError(f"{what} has a name that is not text: {_describe(key)}")
    return value


def as_str(value: object, what: str = "the text", *, max_chars: int = 200) -> str:
    """`value` as a string of at most `max_chars` characters.

    >>> as_str("standard", "the house rules")
    'standard'
    >>> as_str(5, "the house rules")
    Traceback (most recent call last):
    ...
    ginrules.core.errors.InputError: the house rules must be text, not 5
    """
    if not isinstance(value, str):
        raise InputError(f"{what} must be text, not {_describe(value)}")
    if len(value) > max_chars:
        raise InputError(f"{what} is {len(value)} characters long; at most {max_chars} are allowed")
    return value
