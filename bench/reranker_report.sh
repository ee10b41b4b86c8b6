#!/usr/bin/env bash
# Measure the shipped reranker (issue #7): reranking and separation on JaQuAD dev-open and
# NoMIRACL (judged ten), the gate on NoMIRACL / the demo / the reference experiment.
#   bash bench/reranker_report.sh [JAQUAD_LIMIT]
# Writes var/eval/<run>/ (decisions + summaries) and bench/results/reranker.json.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=.venv/bin/python
DATA=${SHARED_DATA:-../shared/data}
LIMIT=${1:-300}
OUT=var/eval
mkdir -p "$OUT" bench/results
export KONKYO_RERANKER=konkyo OMP_NUM_THREADS=1 KONKYO_TORCH_THREADS=1

$PY bench/judged_bundle.py "$DATA/nomiracl-ja" var/bundles/nomiracl-ja-judged
ev() { # name bundle config [extra args]
  local name=$1 bundle=$2 config=$3; shift 3
  $PY manage.py evaluate "$bundle" --out "$OUT/$name" --gate-config "$config" "$@" 2>"$OUT/$name.log" | tail -n 4
}
SWEEP=rerank_prob:0.05,0.1,0.2,0.3,0.4,0.5,0.6,0.7,0.8,0.9,0.95
# Two streams, one core each. Separation/ranking: every hybrid candidate reranked, no
# checks (rerank-measure); the product gate with the reranker: konkyo-default-rerank.
(
  ev nomiracl-judged-measure var/bundles/nomiracl-ja-judged bench/configs/rerank-measure.json
  ev nomiracl-judged-rerank var/bundles/nomiracl-ja-judged konkyo-default-rerank --sweep "$SWEEP"
  ev reference-rerank "$DATA/reference-gate-experiment/bundle" konkyo-default-rerank --sweep "$SWEEP"
) &
(
  ev jaquad-measure "$DATA/jaquad/dev-open" bench/configs/rerank-measure.json --limit "$LIMIT"
  ev demo-rerank portal/demo konkyo-default-rerank --sweep "$SWEEP"
) &
wait
$PY bench/reranker_eval.py "$OUT/jaquad-measure" "$OUT/nomiracl-judged-measure" --out bench/results/reranker.json >/dev/null
echo "→ bench/results/reranker.json"
