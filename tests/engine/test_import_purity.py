"""The rules engine stays pure Python: importing it pulls in neither pygame nor pydantic."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
import json, sys
import azul.engine
from azul.engine import new_game
state = new_game("azul", 2, 1)
state = state.apply(state.legal_moves()[0])
print(json.dumps(sorted(m for m in sys.modules if m.split(".")[0] in ("pygame", "pydantic"))))
"""


def test_importing_and_using_the_engine_loads_neither_pygame_nor_pydantic() -> None:
    result = subprocess.run(
        [sys.executable, "-c", PROBE],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout.strip().splitlines()[-1]) == []
    # The probe itself is able to see such imports: the same check after importing pydantic.
    seen = subprocess.run(
        [sys.executable, "-c", "import pydantic\n" + PROBE],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert "pydantic" in json.loads(seen.stdout.strip().splitlines()[-1])
