"""The tutor built on ginrules: card markup, lessons, puzzles and practice.

Everything here is pure Python (no DOM, no I/O at import) so that the same
modules run in CPython at build time and in Pyodide in the browser.
"""
