"""Shared helpers for the engine tests: the brute-force solver lives in ``brute.py``."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = str(Path(__file__).resolve().parent)
if HERE not in sys.path:
    sys.path.insert(0, HERE)
