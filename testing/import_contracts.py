"""An import-linter contract type: no module imports itself through a chain of imports (`make lint`).

import-linter's `acyclic_siblings` forbids cycles between the packages or modules under one parent;
a cycle through modules of different top-level packages (`a.x -> b.y -> a.x`) is what breaks an
import at run time, and this contract refuses it wherever it is.
"""

from __future__ import annotations

from typing import cast

from grimp import ImportGraph
from importlinter.application import output
from importlinter.domain import fields
from importlinter.domain.contract import Contract, ContractCheck


class NoModuleCyclesContract(Contract):
    """Every module of `packages` is outside every import cycle (edges: direct imports, lazy ones too)."""

    type_name = "no_module_cycles"
    packages = fields.ListField(subfield=fields.StringField())

    def check(self, graph: ImportGraph, verbose: bool) -> ContractCheck:
        roots = cast(list[str], self.packages)
        modules = sorted(m for m in graph.modules if any(m == r or m.startswith(r + ".") for r in roots))
        cycles: list[list[str]] = []
        reported: set[frozenset[str]] = set()
        for module in modules:
            for imported in sorted(graph.find_modules_directly_imported_by(module)):
                chain = graph.find_shortest_chain(importer=imported, imported=module)
                if chain is None or frozenset(chain) in reported:
                    continue
                reported.add(frozenset(chain))
                cycles.append([module, *chain])
        return ContractCheck(kept=not cycles, metadata={"cycles": cycles})

    def render_broken_contract(self, check: ContractCheck) -> None:
        for cycle in check.metadata["cycles"]:
            output.print_error(" -> ".join(cycle), bold=False)
            output.new_line()
