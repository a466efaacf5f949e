"""ginrules.core.rng: the engine's own hash, which seeds every deal."""

from __future__ import annotations


def test_sha256_is_hashlibs() -> None:
    """ginrules.core.rng.sha256 (the _sha2 module where Python has it) is hashlib's SHA-256."""
    import hashlib
    import random

    from ginrules.core.rng import sha256

    rnd = random.Random(3)
    for size in (0, 1, 55, 56, 64, 1000):
        data = bytes(rnd.randrange(256) for _ in range(size))
        assert sha256(data) == hashlib.sha256(data).digest()
