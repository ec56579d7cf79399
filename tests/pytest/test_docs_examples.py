"""The code in the docs runs and prints what the docs say it prints.

A Markdown file opts in with the line `<!-- test: python blocks -->`. Its ```python blocks then run
in order in one namespace (like one interpreter session); a ```text block that directly follows
a python block is its exact expected stdout (trailing spaces aside).
"""

from __future__ import annotations

import contextlib
import io
import re
import sys
import types
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MARKER = "<!-- test: python blocks -->"
FENCE = re.compile(r"^```(\w*)[ \t]*\n(.*?)^```[ \t]*$", re.M | re.S)


@dataclass(frozen=True)
class Example:
    """One python block, where it starts, and the output the doc shows for it (if any)."""

    code: str
    line: int
    expected: str | None


def examples(text: str) -> list[Example]:
    """The python blocks of a Markdown text, each with the text block right after it."""
    fences = list(FENCE.finditer(text))
    found: list[Example] = []
    for i, fence in enumerate(fences):
        if fence.group(1) != "python":
            continue
        expected = None
        if i + 1 < len(fences) and fences[i + 1].group(1) == "text":
            between = text[fence.end() : fences[i + 1].start()]
            if not between.strip():
                expected = fences[i + 1].group(2)
        found.append(Example(fence.group(2), text.count("\n", 0, fence.start()) + 2, expected))
    return found


def documents() -> list[Path]:
    candidates = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
    return [p for p in candidates if p.exists() and MARKER in p.read_text()]


def normalized(output: str) -> str:
    return "\n".join(line.rstrip() for line in output.strip("\n").splitlines())


def test_the_python_api_page_is_tested() -> None:
    assert ROOT / "docs" / "python-api.md" in documents()


def test_examples_are_found_with_their_outputs() -> None:
    text = "```python\nprint(1)\n```\n```text\n1\n```\n\n```python\nx = 2\n```\nprose\n```text\nnot an output\n```\n"
    assert examples(text) == [Example("print(1)\n", 2, "1\n"), Example("x = 2\n", 9, None)]


@pytest.mark.parametrize("path", documents(), ids=lambda p: str(p.relative_to(ROOT)))
def test_doc_examples_run_and_print_what_the_doc_shows(path: Path) -> None:
    found = examples(path.read_text())
    assert found, f"{path} opts in but has no python block"
    # A real module, as a user's script is: xDSL's IRDL reads annotations through `sys.modules`.
    module = types.ModuleType(f"doc_{path.stem.replace('-', '_')}")
    sys.modules[module.__name__] = module
    namespace = module.__dict__
    for example in found:
        stdout = io.StringIO()
        with contextlib.redirect_stdout(stdout):
            try:
                exec(compile(example.code, f"{path}:{example.line}", "exec"), namespace)
            except Exception as e:
                pytest.fail(f"{path.name}:{example.line}: the example raised {type(e).__name__}: {e}")
        if example.expected is not None:
            assert normalized(stdout.getvalue()) == normalized(example.expected), f"{path.name}:{example.line}"


def refresh(path: Path) -> None:
    """Rewrite each expected-output block of `path` with what its python block prints now."""
    text = path.read_text()
    # A real module, as a user's script is: xDSL's IRDL reads annotations through `sys.modules`.
    module = types.ModuleType(f"doc_{path.stem.replace('-', '_')}")
    sys.modules[module.__name__] = module
    namespace = module.__dict__
    replacements: list[tuple[int, int, str]] = []
    fences = list(FENCE.finditer(text))
    for i, fence in enumerate(fences):
        if fence.group(1) != "python":
            continue
        stdout = io.StringIO()
        with contextlib.redirect_stdout(stdout):
            exec(compile(fence.group(2), str(path), "exec"), namespace)
        if i + 1 < len(fences) and fences[i + 1].group(1) == "text":
            after = fences[i + 1]
            if not text[fence.end() : after.start()].strip():
                replacements.append((after.start(2), after.end(2), normalized(stdout.getvalue()) + "\n"))
    for start, end, new in reversed(replacements):
        text = text[:start] + new + text[end:]
    path.write_text(text)


if __name__ == "__main__":
    # `python tests/pytest/test_docs_examples.py`: refresh every opted-in document's outputs after a
    # deliberate change of behaviour; review the diff before committing.
    for document in documents():
        refresh(document)
