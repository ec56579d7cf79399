"""Does our print of IREE's own lit test cases mean to `iree-opt` what the original means? (docs/testing.md)

For each case (one `// -----` chunk of a file in `tests/pytest/differential/iree_cases/`, see
`testing.import_iree_cases`) and each oracle version:

* `iree-opt` of that version prints the original in generic form with aliases inlined
  (`--mlir-print-op-generic --mlir-print-local-scope`), or rejects it;
* `xdsl_encoding.api.parse_module` parses it, or refuses it with an xDSL diagnostic ("not parsed": a
  dialect we do not have, a rule of ours), or fails with another exception (an internal error, a bug);
* what we print, in custom and in generic form, goes through the same `iree-opt`; the case keeps its
  meaning when both prints are the same text as the original's;
* a case IREE's test expects to fail (`expected-error`) must be refused by us as well; it is refused
  for the same rule when our diagnostic contains IREE's expected message.

Every `iree-opt` run takes all cases of a version in one `--split-input-file` process.

    python -m testing.differential            # the measurement, both versions
"""

from __future__ import annotations

import argparse
import difflib
import io
import json
import re
import sys
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from xdsl.dialects.builtin import ModuleOp
from xdsl.printer import Printer
from xdsl.utils.exceptions import DiagnosticException, ParseError, VerifyException

from testing.oracle import ORACLE_VERSIONS, ChunkResult, run_iree_opt_chunks
from xdsl_encoding.api import parse_module

CASES_DIR = Path(__file__).resolve().parents[1] / "tests" / "pytest" / "differential" / "iree_cases"
ALLOW_UNREGISTERED = "--allow-unregistered-dialect"

_SPLIT = re.compile(r"^// -----", re.MULTILINE)
_EXPECTED_ERROR = re.compile(r"expected-error\s*(?:@\S+\s*)?\{\{(.*?)\}\}")
_EXPECTED_DIAGNOSTIC = re.compile(r"expected-(error|warning|remark|note)")

# ---------------------------------------------------------------------------------------
# Cases
# ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class LitCase:
    """One chunk of one of IREE's lit test files."""

    source: str
    """The IREE source path, e.g. `compiler/src/iree/compiler/Dialect/Encoding/IR/test/roundtrip.mlir`."""
    index: int
    text: str
    allow_unregistered: bool
    expected_errors: tuple[str, ...]

    @property
    def name(self) -> str:
        return f"{self.source.removeprefix('compiler/src/iree/compiler/')}#{self.index}"


def split_cases(source: str, text: str) -> list[LitCase]:
    """The cases of one file: its `// -----` chunks if a RUN line splits the input, else the whole file."""
    runs = " ".join(line for line in text.splitlines() if line.lstrip().startswith("// RUN:"))
    unregistered = ALLOW_UNREGISTERED in runs
    chunks = _SPLIT.split(text) if "-split-input-file" in runs else [text]
    cases: list[LitCase] = []
    for i, chunk in enumerate(chunks):
        body = "\n".join(line for line in chunk.splitlines() if not line.lstrip().startswith("//")).strip()
        if body:
            errors = tuple(m.group(1).strip() for m in _EXPECTED_ERROR.finditer(chunk))
            cases.append(LitCase(source, i, chunk.lstrip("\n") or chunk, unregistered, errors))
    return cases


@cache
def manifest() -> dict[str, dict[str, object]]:
    return json.loads((CASES_DIR / "manifest.json").read_text())


def commit_of(version: str) -> str:
    return str(manifest()[version]["commit"])


def load_cases(version: str) -> list[LitCase]:
    """Every case of IREE `version`'s lit tests that mention `iree_encoding`, in file order."""
    files = manifest()[version]["files"]
    assert isinstance(files, dict)
    cases: list[LitCase] = []
    for source, stored in sorted(files.items()):  # pyright: ignore[reportUnknownVariableType, reportUnknownArgumentType]
        cases += split_cases(str(source), (CASES_DIR / str(stored)).read_text())  # pyright: ignore[reportUnknownArgumentType]
    return cases


# ---------------------------------------------------------------------------------------
# Running them
# ---------------------------------------------------------------------------------------


@dataclass
class CaseResult:
    case: LitCase
    iree: ChunkResult
    our_error: str = ""
    """Our diagnostic when we refused the case (empty when we parsed it)."""
    internal_error: str = ""
    """`Type: message` of an exception that is not an xDSL diagnostic, in parsing or printing."""
    custom: ChunkResult | None = None
    generic: ChunkResult | None = None

    @property
    def parsed(self) -> bool:
        return not self.our_error and not self.internal_error

    @property
    def invalid(self) -> bool:
        """IREE's test expects an error and iree-opt, only parsing and verifying, reports one.

        (Other `expected-error`s come from the passes the RUN line runs; such a case is valid IR.)
        """
        return bool(self.case.expected_errors) and not self.iree.ok

    def keeps_meaning(self, form: str = "both") -> bool:
        prints = {"custom": [self.custom], "generic": [self.generic], "both": [self.custom, self.generic]}[form]
        return self.iree.ok and all(p is not None and p.ok and p.output == self.iree.output for p in prints)

    @property
    def same_rule(self) -> bool:
        """We refused it, and our diagnostic carries one of IREE's expected messages."""
        ours = " ".join(self.our_error.split()).lower()
        return bool(self.our_error) and any(" ".join(e.split()).lower() in ours for e in self.case.expected_errors)

    def diff(self) -> str:
        """Why the case does not keep its meaning: iree-opt's diagnostics or a diff of its prints."""
        for form, result in (("custom", self.custom), ("generic", self.generic)):
            if result is None:
                continue
            if not result.ok:
                return f"iree-opt rejects our {form} print:\n{result.diagnostics.strip()}"
            if result.output != self.iree.output:
                lines = difflib.unified_diff(
                    self.iree.output.splitlines(), result.output.splitlines(), "original", f"ours ({form})", lineterm=""
                )
                return "\n".join(list(lines)[:40])
        return ""


def generic_text(module: ModuleOp) -> str:
    out = io.StringIO()
    Printer(stream=out, print_generic_format=True).print_op(module)
    return out.getvalue() + "\n"


def _ours(case: LitCase) -> tuple[str, str, str, str]:
    """(custom print, generic print, our diagnostic, internal error) for one case."""
    try:
        module = parse_module(case.text, allow_unregistered=case.allow_unregistered)
    except (ParseError, VerifyException, DiagnosticException) as e:
        return "", "", str(e) or type(e).__name__, ""
    except Exception as e:
        return "", "", "", f"parse: {type(e).__name__}: {e}"
    try:
        return str(module) + "\n", generic_text(module), "", ""
    except Exception as e:
        return "", "", "", f"print: {type(e).__name__}: {e}"


def _iree(texts: Sequence[str], flags: Sequence[bool], version: str) -> list[ChunkResult]:
    """iree-opt's generic, local-scope print of each text; one process per `--allow-unregistered-dialect` setting."""
    results: list[ChunkResult | None] = [None] * len(texts)
    for unregistered in (False, True):
        indices = [i for i, flag in enumerate(flags) if flag == unregistered]
        extra = [ALLOW_UNREGISTERED] if unregistered else []
        outs = run_iree_opt_chunks(
            [texts[i] for i in indices], generic=True, local_scope=True, extra_args=extra, version=version
        )
        for i, out in zip(indices, outs):
            results[i] = out
    return [r for r in results if r is not None]


def without_expectations(text: str) -> str:
    """`text` with its `expected-error` comments disarmed: 3.13's iree-opt checks them under `--split-input-file`."""
    return _EXPECTED_DIAGNOSTIC.sub(r"iree-test-expects-\1", text)


def run_cases(cases: Sequence[LitCase], version: str) -> list[CaseResult]:
    """Every case through iree-opt `version`, through us, and our prints through iree-opt again."""
    texts = [without_expectations(c.text) for c in cases]
    originals = _iree(texts, [c.allow_unregistered for c in cases], version)
    results: list[CaseResult] = []
    printed: list[tuple[int, str, str]] = []
    for case, iree in zip(cases, originals):
        custom, generic, error, internal = _ours(case)
        results.append(CaseResult(case, iree, error, internal))
        if custom and iree.ok:
            printed.append((len(results) - 1, custom, generic))
    for form in ("custom", "generic"):
        texts = [custom if form == "custom" else generic for _, custom, generic in printed]
        flags = [results[i].case.allow_unregistered for i, _, _ in printed]
        for (i, _, _), out in zip(printed, _iree(texts, flags, version)):
            setattr(results[i], form, out)
    return results


_STRAY_SEGMENTS = re.compile(r" \{operandSegmentSizes = array<i32: [\d, ]+>\}")
_ELIDED = re.compile(r"dense_resource<__elided___\d+>")
_ADD = re.compile(r'^(\s*%\w+ = "arith\.add[fi]"\()(%\w+), (%\w+)(\).*)$')


def accepted_on_purpose(result: CaseResult) -> bool:
    """IREE 3.13 rejects it, our dialect accepts it by design: `?` iteration sizes and no `encoding_dims`
    at all is IREE 3.7.1's spelling, which the dialect reads too (docs/decisions.md, Dialect)."""
    return "dynamic encoding dimension(s), but 0 provided" in result.iree.diagnostics


SEGMENTS_AT_3_7_1 = "generic unset_encoding carries IREE 3.13's operandSegmentSizes, which 3.7.1's op does not have"
UNPACK_SEGMENTS = (
    "iree-opt's custom parser of linalg.unpack adds a discardable operandSegmentSizes nothing reads; we never add it"
)
ELIDED_RESOURCES = (
    "xDSL 0.74 prints each `dense_resource<__elided__>` (a resource whose data IREE's test elided) under a key of "
    "its own, `__elided___N`; there is no data behind either"
)
POOLING_BODY = (
    "xDSL 0.74 builds linalg.pooling_nchw_max's body as max(in, window), MLIR as max(out, in) "
    "(our custom print keeps the op, so its meaning; the interpreter refuses the op)"
)
ADD_ORDER = "xDSL 0.74 builds a named linalg op's body as addf(mul, acc); MLIR as addf(acc, mul)"
TRANSFER_AFFINITY = (
    "IREE 3.7.1 names stream.async.transfer's target affinity `result_affinity`, 3.13 `target_affinity`; "
    "our generic print is 3.13's (the custom `to(...)` means the same to both)"
)
_RESULT_AFFINITY = re.compile(r"result_affinity = #hal\.device\.affinity<[^>]*>, ")
EXPORT_PROPERTIES = (
    "IREE 3.13 writes hal.executable.export's workgroup_size/subgroup_size and iree_linalg_ext.attention's "
    "indexing_maps as `<...>`, 3.7.1 in `{...}`, and each refuses the other's; our custom print is 3.13's "
    "(the generic one is right for both)"
)
_EXPORT_PROPERTIES = re.compile(r"(\} <(workgroup_size|subgroup_size)|iree_linalg_ext\.attention <indexing_maps) = ")


def _line_cause(version: str, original: str, ours: str) -> str | None:
    if version == "3.7.1" and '"iree_encoding.unset_encoding"' in ours and _STRAY_SEGMENTS.sub("", ours) == original:
        return SEGMENTS_AT_3_7_1
    if '"linalg.unpack"' in original and _STRAY_SEGMENTS.sub("", original) == ours:
        return UNPACK_SEGMENTS
    if '"arith.maximumf"(%arg2, %arg0)' in original and '"arith.maximumf"(%arg0, %arg1)' in ours:
        return POOLING_BODY
    if _ELIDED.sub("dense_resource<__elided__>", ours) == original:
        return ELIDED_RESOURCES
    if (m := _ADD.match(original)) and ours == f"{m.group(1)}{m.group(3)}, {m.group(2)}{m.group(4)}":
        return ADD_ORDER
    if version == "3.7.1" and '"stream.async.transfer"' in original and _RESULT_AFFINITY.sub("", original) == ours:
        return TRANSFER_AFFINITY
    return None


def _differences(version: str, original: str, ours: str) -> set[str | None]:
    """The known cause of each differing line of two iree-opt prints (None: unknown), or {None} if not line for line."""
    a, b = original.splitlines(), ours.splitlines()
    if len(a) != len(b):
        return {None}
    return {_line_cause(version, x, y) for x, y in zip(a, b) if x != y}


def known_loss(version: str, result: CaseResult) -> str | None:
    """Why a parsed case does not keep its meaning, when every difference has a known cause outside this project.

    Our custom print may differ only by xDSL's renaming of elided resources; the generic one, line for line,
    by the causes above.
    """
    custom, generic = result.custom, result.generic
    if custom is None or generic is None:
        return None
    causes: set[str | None] = set()
    if not custom.ok:
        if version != "3.7.1" or not _EXPORT_PROPERTIES.search(custom.diagnostics):
            return None
        causes.add(EXPORT_PROPERTIES)
    elif custom.output != result.iree.output:
        causes |= _differences(version, result.iree.output, custom.output)
        if causes - {ELIDED_RESOURCES}:
            return None
    if not generic.ok:
        if version == "3.7.1" and "operandSegmentSizes" in generic.diagnostics:
            causes.add(SEGMENTS_AT_3_7_1)
        else:
            return None
    elif generic.output != result.iree.output:
        causes |= _differences(version, result.iree.output, generic.output)
    return None if None in causes or not causes else "; ".join(sorted(c for c in causes if c))


# ---------------------------------------------------------------------------------------
# The measurement
# ---------------------------------------------------------------------------------------


@dataclass
class Summary:
    version: str
    cases: int = 0
    iree_accepts: int = 0
    parsed: int = 0
    keep_meaning: int = 0
    keep_meaning_custom: int = 0
    keep_meaning_generic: int = 0
    internal_errors: int = 0
    iree_rejects_valid: int = 0
    """Cases without `expected-error` that iree-opt rejects (they need flags of their RUN line)."""
    invalid: int = 0
    invalid_we_reject: int = 0
    invalid_accepted_on_purpose: int = 0
    invalid_same_rule: int = 0
    not_parsed_reasons: Counter[str] = field(default_factory=Counter[str])

    @property
    def keep_meaning_rate(self) -> float:
        return self.keep_meaning / self.parsed if self.parsed else 1.0

    def lines(self) -> list[str]:
        return [
            f"IREE {self.version} ({commit_of(self.version)}): {self.cases} cases, iree-opt accepts "
            f"{self.iree_accepts}; of those we parse {self.parsed}, {self.keep_meaning} keep their meaning "
            f"({100 * self.keep_meaning_rate:.1f}%; custom print {self.keep_meaning_custom}, generic "
            f"{self.keep_meaning_generic}); internal errors {self.internal_errors}",
            f"  invalid cases (iree-opt rejects them, as the test expects) {self.invalid}: we reject "
            f"{self.invalid_we_reject}, for the same rule {self.invalid_same_rule}, accept on purpose "
            f"{self.invalid_accepted_on_purpose} (3.7.1's spelling without encoding_dims); other cases iree-opt "
            f"rejects without their RUN line's flags: {self.iree_rejects_valid}",
            "  not parsed, by reason: "
            + ", ".join(f"{reason} {n}" for reason, n in self.not_parsed_reasons.most_common(8)),
        ]


_NOT_REGISTERED = re.compile(r"'?([a-z_0-9]+)\.[A-Za-z_0-9.]+'? is not registered")


def not_parsed_reason(error: str) -> str:
    """A short bucket for a refusal: `dialect util`, or xDSL's message with numbers elided."""
    lines = [line.strip() for line in error.splitlines() if line.strip()]
    message = lines[-1] if lines else error
    if (m := _NOT_REGISTERED.search(message)) and m.group(1) != "builtin":
        return f"dialect {m.group(1)}"
    if "builtin.unregistered does not have a custom format" in message:
        return "custom syntax of an unregistered op"
    return re.sub(r"\d+", "N", message)[:70]


def summarize(version: str, results: Sequence[CaseResult]) -> Summary:
    s = Summary(version, cases=len(results))
    for r in results:
        s.internal_errors += bool(r.internal_error)
        if r.invalid:
            s.invalid += 1
            s.invalid_we_reject += bool(r.our_error)
            s.invalid_accepted_on_purpose += r.parsed and accepted_on_purpose(r)
            s.invalid_same_rule += r.same_rule
            continue
        if not r.iree.ok:
            s.iree_rejects_valid += 1
            continue
        s.iree_accepts += 1
        if r.parsed:
            s.parsed += 1
            s.keep_meaning += r.keeps_meaning()
            s.keep_meaning_custom += r.keeps_meaning("custom")
            s.keep_meaning_generic += r.keeps_meaning("generic")
        elif r.our_error:
            s.not_parsed_reasons[not_parsed_reason(r.our_error)] += 1
    return s


@cache
def results_for(version: str) -> tuple[CaseResult, ...]:
    """The results of every case of `version` (computed once per process)."""
    return tuple(run_cases(load_cases(version), version))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m testing.differential", description=__doc__)
    parser.add_argument("--version", action="append", choices=ORACLE_VERSIONS, help="default: both")
    parser.add_argument("--show", choices=["lost", "internal", "invalid"], help="list those cases")
    args = parser.parse_args(argv)
    for version in args.version or ORACLE_VERSIONS:
        results = results_for(version)
        print("\n".join(summarize(version, results).lines()))
        for r in results:
            if args.show == "lost" and r.parsed and r.iree.ok and not r.keeps_meaning():
                print(f"--- {r.case.name}\n{r.diff()}")
            elif args.show == "internal" and r.internal_error:
                print(f"--- {r.case.name}: {r.internal_error}")
            elif args.show == "invalid" and r.invalid and not r.same_rule:
                print(f"--- {r.case.name}: IREE expects {r.case.expected_errors}; ours: {r.our_error[:300]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
