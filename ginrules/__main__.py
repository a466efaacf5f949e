"""``python -m ginrules``: see :mod:`ginrules.cli`."""

from .cli import main

raise SystemExit(main())
