#!/usr/bin/env bash
# Adopt a gate's threshold with the grading tools, on a scratch database, and export the
# record that ships with the code as a new versioned file:
#   bash bench/adopt_default.sh RUN_DIR BUDGET USER [MODEL_DIR]
# RUN_DIR is `manage.py evaluate …` output (development data; for the answerability gate the
# set `bench/adoption_set.py` writes); BUDGET the excess-hold budget (e.g. 0.10); USER who
# adopts (created if missing); MODEL_DIR the model's shipped folder (default: the answerability
# model's): the record goes to MODEL_DIR/adoptions/<gate>-v<N>.json, never over an existing
# file. Ship it with `manage.py ship_gate_version FILE` (a new migration that pins its sha256).
# PROPOSE_ONLY=1: stop after the proposal on the tuning split — no held-out look, no record.
set -euo pipefail
cd "$(dirname "$0")/.."
RUN=$1 BUDGET=$2 WHO=$3 EXPORT=${4:-retrieval/shipped/konkyo-answerability-ja}
PY=.venv/bin/python
export SQLITE_PATH=var/adopt.sqlite3 KONKYO_RERANKER=konkyo
unset DATABASE_URL REDIS_URL
rm -f "$SQLITE_PATH"
$PY manage.py migrate --no-input >/dev/null
$PY manage.py setup_roles >/dev/null
$PY manage.py shell -c "
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from retrieval.runtime import gate_configs_ensure_builtin
u, _ = get_user_model().objects.get_or_create(username='$WHO')
u.groups.add(Group.objects.get(name='reviewer'))
gate_configs_ensure_builtin()
"
NAME=$(basename "$RUN")
$PY manage.py import_labelled_set "$RUN" --name "$NAME" --user "$WHO"
if [ -n "${PROPOSE_ONLY:-}" ]; then
  exec $PY manage.py adopt_threshold "$NAME" --excess-hold-budget "$BUDGET" --user "$WHO" --propose-only
fi
$PY manage.py adopt_threshold "$NAME" --excess-hold-budget "$BUDGET" --user "$WHO" \
  --note "${NOTE:-Gate tuned on $NAME (bench/adopt_default.sh)}" \
  --export "$EXPORT"
