# Every target creates what it needs: `make test` on a fresh clone is enough.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
LIT_OPTS ?= -sv --order=smart

.PHONY: install oracle test pytest lit notebooks lint demo bench fuzz clean

install: $(STAMP)

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

# The IREE 3.7.1 and 3.13.0 reference compilers (differential tests, testing/oracle.py); tests skip
# visibly if a wheel cannot be installed.
oracle: $(STAMP)
	-$(BIN)/python -m testing.oracle --ensure

test: install oracle pytest lit notebooks

# One pytest worker per core (pytest-xdist); a test file stays on one worker, so its module fixtures
# (IREE's lit-case results, compiled models) are computed once. PYTEST_WORKERS=0 runs in-process.
PYTEST_WORKERS ?= auto
pytest: $(STAMP)
	$(BIN)/pytest -q -n $(PYTEST_WORKERS) --dist loadfile

lit: $(STAMP)
	PATH="$(CURDIR)/$(BIN):$$PATH" $(BIN)/lit $(LIT_OPTS) tests/filecheck

notebooks: $(STAMP)
	@for nb in docs/notebooks/*.py; do \
	  [ -e "$$nb" ] || continue; \
	  echo "running $$nb"; MPLBACKEND=Agg $(BIN)/python -W error "$$nb" > /dev/null || exit 1; \
	done

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/pyright
	$(BIN)/lint-imports --no-cache

demo: install
	$(BIN)/python examples/demo.py

bench: install oracle
	$(BIN)/python bench/run.py

fuzz: $(STAMP)
	HYPOTHESIS_PROFILE=fuzz $(BIN)/pytest -q tests/pytest -k fuzz

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis
