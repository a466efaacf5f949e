"""A bound on the work a test does, not on the time it takes: CPU seconds of this
process, which a machine busy with other work does not inflate (issue 26: no test may
depend on how busy the machine is). For "this is quick" checks that a wall-clock
deadline (Hypothesis' ``deadline``) would make fail on a loaded machine."""

from __future__ import annotations

import functools
import time
from collections.abc import Callable
from typing import Any, TypeVar

Test = TypeVar("Test", bound=Callable[..., Any])


def at_most(seconds: float) -> Callable[[Test], Test]:
    """Fail a call of the test (each Hypothesis example, under ``@given``) that uses more
    than ``seconds`` of CPU."""

    def bound(test: Test) -> Test:
        @functools.wraps(test)
        def run(*args: Any, **kwargs: Any) -> Any:
            start = time.process_time()
            result = test(*args, **kwargs)
            used = time.process_time() - start
            assert used <= seconds, f"{test.__name__} used {used:.2f} s of CPU (at most {seconds})"
            return result

        return run  # type: ignore[return-value]

    return bound
