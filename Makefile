# Konkyo — the commands a newcomer and CI use. `make run` and `make test` are the two
# set-up commands of the README; the rest are for development.
SHELL := /bin/bash
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
PYTEST_FLAGS ?=
# Unset (the default): the suite starts a private PostgreSQL and Redis on free ports in a
# temporary directory and removes them afterwards (tests/services.py). Set them to use yours.
TEST_DATABASE_URL ?=
TEST_REDIS_URL ?=
export TEST_DATABASE_URL TEST_REDIS_URL

.PHONY: run test test-sqlite soak services-check test-services test-chaos chaos lint migrations-check install bench clean

$(STAMP): requirements.txt requirements-dev.txt
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -r requirements-dev.txt
	touch $(STAMP)

install: $(STAMP)

# Embedded default: SQLite, tasks in process, no services.
run: $(STAMP)
	$(BIN)/python manage.py migrate --no-input
	$(BIN)/python manage.py load_demo
	$(BIN)/python manage.py rebuild_index
	@echo "Konkyo: http://127.0.0.1:8000/  (demo logins above)"
	KONKYO_WARMUP=1 $(BIN)/python manage.py runserver 127.0.0.1:8000

# The whole suite: lint and the migration check first, then on SQLite (embedded default), then on
# PostgreSQL + Redis (private ones unless TEST_*_URL name yours) with a real worker.
test: lint migrations-check services-check test-sqlite test-services test-chaos

test-sqlite: $(STAMP)
	env -u DATABASE_URL -u REDIS_URL KONKYO_ENV=test $(BIN)/python -m pytest -m "not services" $(PYTEST_FLAGS)

# The permission state machine with 10,000 random runs instead of CI's 300 (SQLite; about 1.5 h).
soak: $(STAMP)
	env -u DATABASE_URL -u REDIS_URL KONKYO_ENV=test KONKYO_HYPOTHESIS_PROFILE=soak $(BIN)/python -m pytest \
	  tests/security/test_permission_properties.py -k test_nothing_a_user_may_not_read_reaches_them $(PYTEST_FLAGS)

# Checked before the long SQLite phase, so a missing service stops `make test` in seconds: the
# TEST_*_URL given answer, and private servers start (and stop again) for those not given.
services-check: $(STAMP)
	$(BIN)/python -m tests.services check

test-services: services-check
	# The permission state machine runs its 300 CI examples in test-sqlite; here 60 on PostgreSQL + Redis.
	KONKYO_ENV=test KONKYO_HYPOTHESIS_MAX_EXAMPLES=60 $(BIN)/python -m tests.services run -- \
	  $(BIN)/python -m pytest -m "not browser and not chaos" $(PYTEST_FLAGS)

# Chaos: real workers answer a stream of questions through SIGKILLs and Redis/PostgreSQL restarts,
# on a PostgreSQL cluster and a Redis that the tests create on free ports (never the shared ones;
# tests/services.py, as for test-services). `make chaos` is the larger run and writes
# bench/results/chaos.json.
test-chaos: $(STAMP)
	$(BIN)/python -m tests.chaos.launch $(PYTEST_FLAGS)

chaos: $(STAMP)
	$(BIN)/python -m tests.chaos.launch --full --report bench/results/chaos.json $(PYTEST_FLAGS)

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

migrations-check: $(STAMP)
	env -u DATABASE_URL KONKYO_ENV=test $(BIN)/python manage.py makemigrations --check --dry-run

clean:
	rm -rf $(VENV) db.sqlite3 var test-artifacts

# Benchmarks write JSON under bench/results/ and bench/results/SUMMARY.md (not tests: nothing
# here asserts a time). `bench`: synthetic corpora (var/bench/synth), per-stage latency in
# process at 1k/10k/100k, HTTP end to end with real Celery workers at 10k, indexing rate,
# index load and memory per worker; it needs PostgreSQL and Redis and uses its own database
# konkyo_bench (dropped and recreated) and Redis db 13. `bench-quality`: `manage.py evaluate`
# on every bundle next to BM25-top-1 and dense-top-1. `bench-retrieval`: Recall/MRR of the
# retrieval modes on JaQuAD dev-open.
SHARED_DATA ?= ../shared/data
BENCH_SIZES ?= 1000,10000,100000
BENCH_MAX_QUESTIONS ?= 400
.PHONY: bench-quality bench-retrieval
bench: $(STAMP)
	$(BIN)/python bench/synth.py --out var/bench/synth --sizes $(BENCH_SIZES)
	$(BIN)/python bench/inprocess.py --sizes $(BENCH_SIZES) --out bench/results/inprocess.json
	$(BIN)/python bench/e2e.py --out bench/results/e2e.json $(if $(findstring 100000,$(BENCH_SIZES)),,--skip-100k)
	$(BIN)/python bench/summary.py

bench-quality: $(STAMP)
	$(BIN)/python bench/synth.py --out var/bench/synth --sizes 1000
	$(BIN)/python bench/quality.py --out bench/results/quality.json --max-questions $(BENCH_MAX_QUESTIONS)
	$(BIN)/python bench/summary.py

bench-retrieval: $(STAMP)
	$(BIN)/python bench/retrieval_quality.py --bundle $(SHARED_DATA)/jaquad/dev-open --out bench/results/retrieval_quality.json

# The answerability model on the organizations split (retrieval/training/orgs/split.json): the
# train organizations and company-dev's tuning data, from the shipped weights, with the dev
# metrics on the dev organizations only (never on held-out documents of trained ones); the
# check organizations are never read. TRAIN_OUT gets the weights; the log shows the dev AUROC.
# TRAIN_FLAGS adds options (e.g. --sentence-windows: sentence windows beside whole passages).
TRAIN_OUT ?= var/runs/answerability
TRAIN_STEPS ?= 480
TRAIN_FLAGS ?=
.PHONY: train-answerability
train-answerability: $(STAMP)
	$(BIN)/python manage.py train_answerability --split retrieval/training/orgs/split.json \
		--company $(SHARED_DATA)/company-dev $(SHARED_DATA)/company-dev --dev-share 0 \
		--squad $(SHARED_DATA)/jaquad/train $(SHARED_DATA)/jsquad/train --squad-questions 1500 \
		--init-from retrieval/shipped/konkyo-answerability-ja --company-weight 3 --company-epochs 2 \
		--variant-repeats 2 --other-script-repeats 3 --lr 3e-5 --steps $(TRAIN_STEPS) --eval-every 120 \
		--out $(TRAIN_OUT) $(TRAIN_FLAGS)
