"""The scripts of bench/ as modules, for their tests: a script is not a package's module, so it is
loaded from its file."""

import importlib.util
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench"


def load(name: str):
    """bench/NAME.py as the module ``bench_NAME``, registered in ``sys.modules`` first (its
    dataclasses look their module up while being made)."""
    spec = importlib.util.spec_from_file_location(f"bench_{name}", BENCH / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module
