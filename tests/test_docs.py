"""The runnable example in docs/engine.md really runs and its assertions hold."""

from __future__ import annotations

import re
from pathlib import Path

DOC = Path(__file__).resolve().parent.parent / "docs" / "engine.md"


def test_engine_doc_example_runs(capsys: object) -> None:
    text = DOC.read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, flags=re.S)
    assert blocks, "docs/engine.md lost its example"
    namespace: dict[str, object] = {}
    exec(compile(blocks[0], str(DOC), "exec"), namespace)  # noqa: S102 - our own doc
    state = namespace["state"]
    assert state.is_over  # type: ignore[attr-defined]
    assert len(namespace["moves"]) > 20  # type: ignore[arg-type]
