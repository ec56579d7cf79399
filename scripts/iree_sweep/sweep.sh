#!/bin/sh
# The whole sweep: lower the models with IREE 3.13, then check each one (300 s each at most).
#   scripts/iree_sweep/sweep.sh OUT_DIR [MODEL...]   -> OUT_DIR/results.jsonl, then table.py prints the table
set -e
out=$1; shift
.oracle/iree-3.13.0/bin/python scripts/iree_sweep/generate.py "$out" "$@"
models=${*:-$(ls "$out" | sed -n 's/\.input\.mlir$//p')}
: > "$out/results.jsonl"
for m in $models; do
  timeout 300 .venv/bin/python -W error scripts/iree_sweep/check.py "$out" "$m" >> "$out/results.jsonl" 2>> "$out/check.log" \
    || echo "{\"model\": \"$m\", \"stage\": \"-\", \"check\": \"crash-or-timeout\", \"ok\": false, \"cause\": \"exit $?\"}" >> "$out/results.jsonl"
done
.venv/bin/python scripts/iree_sweep/table.py "$out/results.jsonl"
