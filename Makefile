# paraverify: build, test, demo, grammar generation, fuzzing and benchmarks.
# Every target installs what it needs (libz3-dev, a JRE) when it is missing.

GO        ?= go
BIN       := bin/paraverify
PKGS       = $(shell $(GO) list ./... | grep -v '/grammar$$')
FUZZTIME  ?= 10m
SHARED    ?= ../shared/protocols
DEMO      ?= $(SHARED)/german_chou.m
DEMO_ARGS ?= -D NODE_NUM=2
DEMO_OUT  ?= bin/demo.paraverify
SUDO      := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all build demo isabelle-check test vet deps jre generate check-generate fuzz bench clean

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
	$(GO) build -o $(BIN) ./cmd/paraverify

# demo runs the main job (explore, find, prove) on German (Chou's model)
# and writes the tables and the Isabelle session into $(DEMO_OUT).
demo: build
	$(BIN) $(DEMO_ARGS) -o $(DEMO_OUT) $(DEMO)

# isabelle-check runs the main job and checks the session with a local
# Isabelle (isabelle on PATH or $$ISABELLE); without one it says so.
isabelle-check: build
	$(BIN) $(DEMO_ARGS) --isabelle -o $(DEMO_OUT) $(DEMO)

vet:
	$(GO) vet $(PKGS)
	$(GO) vet -unreachable=false ./grammar

test: deps vet
	$(GO) test -count=1 ./...

# generate regenerates the ANTLR parser in grammar/ (byte-identical output).
generate: jre
	bash grammar/generate.sh

# check-generate fails when the committed parser differs from a fresh generation.
check-generate: generate
	@out=$$(git status --porcelain -- grammar); if [ -n "$$out" ]; then \
	  echo "$$out"; echo "grammar/ differs from a fresh generation: run make generate and commit"; exit 1; fi

fuzz:
	$(GO) test -run '^$$' -fuzz=FuzzParse -fuzztime=$(FUZZTIME) -fuzzminimizetime=5s ./murphi/parser
	$(GO) test -run '^$$' -fuzz=FuzzCheck -fuzztime=$(FUZZTIME) -fuzzminimizetime=5s ./murphi/check
	$(GO) test -run '^$$' -fuzz=FuzzFind -fuzztime=$(FUZZTIME) -fuzzminimizetime=5s ./invfinder
	$(GO) test -run '^$$' -fuzz=FuzzRumur -fuzztime=$(FUZZTIME) -fuzzminimizetime=5s ./murphi/mc/rumurdiff

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
