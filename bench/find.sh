#!/usr/bin/env bash
# Benchmark of `paraverify find` (invFinder) on the shared protocols as
# they are written (the tool chooses the reference instance; column "ref"):
# per-stage seconds, peak memory, the number of invariants, side by side
# with paraVerifier's published figures (their machine; invariant counts
# include the properties).
# "states" is the evidence: the reference instance's states explored,
# marked "+" when they are a breadth-first prefix (find --evidence);
# "explore" includes the larger instance's (--larger).
#
# Usage: bench/find.sh [PROTOCOL...]   (default: all feasible ones)
# Each run is limited to BENCH_TIMEOUT seconds (default 1800).
set -euo pipefail
cd "$(dirname "$0")/.."
shared=${PARAVERIFY_SHARED:-../shared/protocols}
bin=bin/paraverify
[ -x "$bin" ] || go build -o "$bin" ./cmd/paraverify
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# name | model | constants | paraVerifier invariants | paraVerifier seconds | more flags
runs=(
  "mutualEx|mutualEx.m||5|3.25"
  "mesi|mesi.m||3|3.33"
  "moesi|moesi.m||3|3.34"
  "germanish|germanish.m||3|3.47"
  "german|german.m||52|48.2"
  "german_chou|german_chou.m||-|-"
  "flash_nodata|flash_nodata.m||152|325.6"
  "flash|flash.m||162|589.2"
  "flash_chou|flash_chou.m||-|-|--larger NODE_NUM=4 --larger-states 2000000 --spare 2"
)

field() { grep -o "\"$1\": [0-9.e-]*" "$tmp/out" | head -1 | sed 's/.*: //'; }
# ref prints the reference instance's constants as NAME=VALUE,...
ref() { tr -d ' \n' < "$tmp/out" | grep -o '"name":"[A-Za-z_0-9]*","value":[0-9]*' | sed 's/"name":"//; s/","value":/=/' | paste -sd, - || true; }
printf '%-13s %-7s %-22s %6s %6s %7s %8s %8s %8s %8s %9s %7s | %6s %8s\n' \
  protocol result ref invs rels load explore search verify total states MiB pV-invs pV-secs
want=("$@")
for r in "${runs[@]}"; do
  IFS='|' read -r name model consts pv_invs pv_secs more <<< "$r"
  if [ ${#want[@]} -gt 0 ] && [[ ! " ${want[*]} " =~ " $name " ]]; then continue; fi
  flags=(find --json -o "$tmp/tables")
  for kv in ${consts//,/ }; do flags+=(-D "$kv"); done
  # shellcheck disable=SC2206 # more is a list of words
  flags+=($more)
  /usr/bin/time -f '%e %M' -o "$tmp/time" timeout "${BENCH_TIMEOUT:-1800}" "$bin" "${flags[@]}" "$shared/$model" > "$tmp/out" 2>&1 || true
  read -r secs rss_kb < <(grep -E '^[0-9.]+ [0-9]+$' "$tmp/time" || echo "0 0")
  result=$(grep -o '"result": "[a-z]*"' "$tmp/out" | sed 's/.*: "//; s/"//' || echo "cut-off")
  states=$(field reference_states || true)
  if grep -q '"reference_complete": false' "$tmp/out"; then states="$states+"; fi
  printf '%-13s %-7s %-22s %6s %6s %7.2f %8.2f %8.2f %8.2f %8.2f %9s %7.0f | %6s %8s\n' \
    "$name" "${result:-error}" "$(ref)" "$(field invariants)" "$(field relations)" "$(field load || echo 0)" \
    "$(echo "$(field explore || echo 0) + $(field explore-larger || echo 0)" | bc -l)" "$(field search || echo 0)" "$(field verify || echo 0)" "$secs" \
    "$states" "$(echo "$rss_kb / 1024" | bc -l)" "$pv_invs" "$pv_secs"
done
