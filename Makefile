# paraverify: build, test, demo, grammar generation, fuzzing and benchmarks.
# Every target installs what it needs (libz3-dev, a JRE) when it is missing.

GO        ?= go
BIN       := bin/paraverify
PKGS       = $(shell $(GO) list ./... | grep -v '/grammar$$')
FUZZTIME  ?= 10m
# The shared benchmark models: $PARAVERIFY_SHARED when set (also for the
# tests, which read it), otherwise ../shared/protocols.
SHARED_DEFAULT := $(or $(PARAVERIFY_SHARED),../shared/protocols)
SHARED    ?= $(SHARED_DEFAULT)
export PARAVERIFY_SHARED := $(abspath $(SHARED))
DEMO      ?= $(SHARED)/german_chou.m
DEMO_ARGS ?=
DEMO_OUT  ?= bin/demo.paraverify
# Time limits of the test targets (go test's own default is 10 minutes).
TEST_TIMEOUT      ?= 10m
TEST_LONG_TIMEOUT ?= 90m
SUDO      := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all build demo isabelle-check test test-long vet deps jre generate check-generate fuzz bench clean

all: build

# deps installs the C library of Z3 (go-z3 is a cgo binding) when missing.
deps:
	@dpkg -s libz3-dev >/dev/null 2>&1 || { \
	  echo "installing libz3-dev"; \
	  $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libz3-dev; }

# jre installs a Java runtime for the ANTLR tool when missing.
jre:
	@command -v java >/dev/null 2>&1 || { \
	  echo "installing a JRE"; \
	  $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq default-jre-headless; }

build: deps
	$(GO) build -buildvcs=auto -o $(BIN) ./cmd/paraverify

# demo runs the main job (explore, find, prove) on German (Chou's model)
# as the file is written (the reference instance is chosen by the tool)
# and writes the tables and the Isabelle session into $(DEMO_OUT).
demo: build
	$(BIN) $(DEMO_ARGS) -o $(DEMO_OUT) $(DEMO)

# isabelle-check runs the main job on every benchmark model and checks
# each session with a local Isabelle (isabelle on PATH or $$ISABELLE),
# printing a table; it fails when a session is rejected, and says so
# (exit 3) when there is no Isabelle.
isabelle-check: build
	bash tools/isabelle-check.sh

vet:
	$(GO) vet $(PKGS)
	$(GO) vet -unreachable=false ./grammar

# test runs the test suite in -short mode: every package, the end-to-end
# CLI tests on the project's models and the small benchmark models (and
# German), in a few minutes; the long end-to-end cases (FLASH, Chou's
# FLASH, German at 3 and 4 nodes) skip themselves and run in test-long.
test: deps vet
	$(GO) test -count=1 -short -timeout $(TEST_TIMEOUT) ./...

# test-long runs the whole test suite, long cases included.
test-long: deps vet
	$(GO) test -count=1 -timeout $(TEST_LONG_TIMEOUT) ./...

# generate regenerates the ANTLR parser in grammar/ (byte-identical output).
generate: jre
	bash grammar/generate.sh

# check-generate fails when the committed parser differs from a fresh generation.
check-generate: generate
	@out=$$(git status --porcelain -- grammar); if [ -n "$$out" ]; then \
	  echo "$$out"; echo "grammar/ differs from a fresh generation: run make generate and commit"; exit 1; fi

# fuzz: -timeout 0 because -fuzztime bounds each run.
fuzz:
	$(GO) test -timeout 0 -run '^$$' -fuzz=FuzzParse -fuzztime=$(FUZZTIME) -fuzzminimizetime=5s ./murphi/parser
	$(GO) test -timeout 0 -run '^$$' -fuzz=FuzzCheck -fuzztime=$(FUZZTIME) -fuzzminimizetime=5s ./murphi/check
	$(GO) test -timeout 0 -run '^$$' -fuzz=FuzzFind -fuzztime=$(FUZZTIME) -fuzzminimizetime=5s ./invfinder
	$(GO) test -timeout 0 -run '^$$' -fuzz=FuzzLower -fuzztime=$(FUZZTIME) -fuzzminimizetime=5s ./murphi/lower
	$(GO) test -timeout 0 -run '^$$' -fuzz=FuzzRumur -fuzztime=$(FUZZTIME) -fuzzminimizetime=5s ./murphi/mc/rumurdiff
	$(GO) test -timeout 0 -run '^$$' -fuzz=FuzzRewrite -fuzztime=$(FUZZTIME) -fuzzminimizetime=5s ./murphi/lower/fixsize

# bench runs the Go benchmarks (parse + check of FLASH, exploration of
# CMurphi-sized workloads, the oracle) and the side-by-side comparison
# with Rumur (installed via apt when missing), then invFinder per protocol
# with per-stage times and peak memory (bench/find.sh). It takes a while
# (FLASH with data alone explores 27 M states). bench/symmetry.sh runs the
# large-scalarset models (scalarset(7) and (10)) against Rumur.
bench: build
	$(GO) test -run '^$$' -bench=. -benchtime=1x -timeout 60m ./murphi/... ./invfinder/...
	bash bench/compare.sh
	bash bench/symmetry.sh
	bash bench/find.sh

clean:
	rm -rf bin
