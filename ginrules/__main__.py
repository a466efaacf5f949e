"""``python -m ginrules``: see :mod:`ginrules.cli`."""

from ginrules.cli import main

raise SystemExit(main())
