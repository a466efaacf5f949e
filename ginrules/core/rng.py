"""A small deterministic random number generator for dealing.

The same seed gives the same shuffle on every machine and every Python version
(CPython and Pyodide alike): the generator is SplitMix64, written out here, and
the shuffle is Fisher-Yates with unbiased rejection sampling. Nothing depends on
the internals of the standard library's ``random`` module.

>>> rng = Rng(42)
>>> [rng.below(10) for _ in range(5)]
[2, 4, 5, 0, 3]
>>> deck = list(range(10))
>>> Rng(7).shuffle(deck)
>>> deck
[2, 8, 5, 9, 1, 3, 4, 7, 0, 6]
>>> derive_seed(1, "hand", 2) == derive_seed(1, "hand", 2)
True
"""

from __future__ import annotations

import sys
from typing import TypeVar

# The one hash the engine uses, without hashlib: importing hashlib loads every algorithm
# it offers (md5, sha1, sha2, sha3, blake2), 6-14 ms of a cold start in Pyodide, for seeds
# and checksums that need SHA-256 alone. CPython 3.12+ and Pyodide have it as _sha2.
if sys.version_info >= (3, 12):
    from _sha2 import sha256 as _sha256  # type: ignore[import-not-found, unused-ignore]
else:  # CPython 3.11
    from hashlib import sha256 as _sha256

__all__ = ["Rng", "derive_seed", "sha256"]

_MASK = (1 << 64) - 1
_T = TypeVar("_T")


def sha256(data: bytes) -> bytes:
    """The SHA-256 digest of `data`."""
    return bytes(_sha256(data).digest())


def derive_seed(*parts: int | str) -> int:
    """A 64-bit seed derived from the given parts (stable across machines)."""
    text = "\x1f".join(f"{type(p).__name__}:{p}" for p in parts)
    return int.from_bytes(sha256(text.encode("utf-8"))[:8], "big")


class Rng:
    """SplitMix64. ``state`` is a plain int, so it can be saved and restored."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("n must be positive")
        bits = max(1, (n - 1).bit_length())
        while True:
            r = self.next_u64() >> (64 - bits)
            if r < n:
                return r

    def shuffle(self, items: list[_T]) -> None:
        """Shuffle ``items`` in place (Fisher-Yates, from the end)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
