# Konkyo — the commands a newcomer and CI use. `make run` and `make test` are the two
# set-up commands of the README; the rest are for development.
SHELL := /bin/bash
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
PYTEST_FLAGS ?=
TEST_DATABASE_URL ?= postgres://postgres@127.0.0.1:5432/konkyo
TEST_REDIS_URL ?= redis://127.0.0.1:6379/15

.PHONY: run test test-sqlite test-services lint migrations-check install bench clean

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

# The whole suite: on SQLite (embedded default), then on PostgreSQL + Redis with a real worker.
test: test-sqlite test-services

test-sqlite: $(STAMP)
	env -u DATABASE_URL -u REDIS_URL KONKYO_ENV=test $(BIN)/python -m pytest -m "not services" $(PYTEST_FLAGS)

test-services: $(STAMP)
	@$(BIN)/python -c "import psycopg,sys; psycopg.connect('$(TEST_DATABASE_URL)'.replace('/konkyo','/postgres'), connect_timeout=3).close()" \
	  || { echo "PostgreSQL is not reachable at $(TEST_DATABASE_URL) (see README: Services)"; exit 1; }
	@$(BIN)/python -c "import redis; redis.Redis.from_url('$(TEST_REDIS_URL)', socket_connect_timeout=3).ping()" \
	  || { echo "Redis is not reachable at $(TEST_REDIS_URL) (see README: Services)"; exit 1; }
	KONKYO_ENV=test DATABASE_URL=$(TEST_DATABASE_URL) REDIS_URL=$(TEST_REDIS_URL) $(BIN)/python -m pytest -m "not browser" $(PYTEST_FLAGS)

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

migrations-check: $(STAMP)
	$(BIN)/python manage.py makemigrations --check --dry-run

clean:
	rm -rf $(VENV) db.sqlite3 var test-artifacts

# Benchmarks write JSON under bench/results/ (not tests: nothing here asserts a time).
SHARED_DATA ?= ../shared/data
bench: $(STAMP)
	$(BIN)/python bench/retrieval_quality.py --bundle $(SHARED_DATA)/jaquad/dev-open --out bench/results/retrieval_quality.json
