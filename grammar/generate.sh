#!/usr/bin/env bash
# Regenerates the Go parser in grammar/ from grammar/Murphi.g4 with the pinned
# ANTLR 4.13 tool jar (npm package antlr4ng-cli@2.0.0, locked in tools/antlr).
set -euo pipefail
cd "$(dirname "$0")/.."
jar=tools/antlr/node_modules/antlr4ng-cli/antlr4-4.13.2-SNAPSHOT-complete.jar
if [ ! -f "$jar" ]; then
  (cd tools/antlr && npm ci --ignore-scripts --no-audit --no-fund >/dev/null)
fi
java -jar "$jar" -Dlanguage=Go -package grammar -visitor -listener \
  -Xexact-output-dir -o grammar grammar/Murphi.g4
# The .interp and .tokens files are only for ANTLR tooling, not for the Go code.
rm -f grammar/*.interp grammar/*.tokens
gofmt -w grammar/*.go
