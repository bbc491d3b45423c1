#!/usr/bin/env bash
# Symmetry benchmark: paraverify check against Rumur on the project's models
# with large scalarsets, single threaded, with exact symmetry reduction on
# both sides (paraverify's canonicalization; Rumur's exhaustive one, which
# enumerates every permutation), and Rumur's default heuristic reduction
# for its time (its counts may exceed the number of orbits). Prints one
# line per workload and tool: states, rules fired, seconds, peak MiB.
#
#   filter_lock_N7   protocols/filter_lock.m, scalarset(7)
#   directory_N10    protocols/directory.m, scalarset(10)
#   filter_lock_N5, directory_N6: sizes where Rumur's exhaustive reduction
#                    finishes, for an exact count on both sides
#
# Usage: bench/symmetry.sh [WORKLOAD...]. Each run is limited to
# BENCH_TIMEOUT seconds (default 600); a run cut off is reported as such.
# CMURPHI=DIR adds CMurphi 5.4.9 rows (DIR/src/mu and DIR/include from a
# CMurphi build; CMurphi is not packaged), with its default reduction.
# Needs: rumur and a C compiler (installed via apt when missing).
set -euo pipefail
cd "$(dirname "$0")/.."
bin=bin/paraverify
[ -x "$bin" ] || go build -o "$bin" ./cmd/paraverify
if ! command -v rumur >/dev/null; then
  echo "installing rumur" >&2
  SUDO=$([ "$(id -u)" = 0 ] || echo sudo)
  $SUDO apt-get update -qq && $SUDO apt-get install -y -qq rumur >/dev/null
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
limit=${BENCH_TIMEOUT:-600}

# name | model | constant | value
workloads=(
  "filter_lock_N5|filter_lock.m|N|5"
  "directory_N6|directory.m|N|6"
  "filter_lock_N7|filter_lock.m|N|7"
  "directory_N10|directory.m|N|10"
)

# measure CMD...: runs a command under /usr/bin/time, sets secs, mib, cut.
measure() {
  cut=""
  /usr/bin/time -f '%e %M' -o "$tmp/time" timeout "$limit" "$@" > "$tmp/out" 2>&1 || true
  read -r secs kb < <(grep -E '^[0-9.]+ [0-9]+$' "$tmp/time" || echo "0 0")
  mib=$((kb / 1024))
  if grep -q 'status 124' "$tmp/time"; then cut="  (cut off after $limit s)"; fi
}

row() { printf '%-16s %-16s %10s %11s %8s %6s%s\n' "$@"; }

row workload tool states rules seconds MiB ""
want=("$@")
for w in "${workloads[@]}"; do
  IFS='|' read -r name model const val <<< "$w"
  if [ ${#want[@]} -gt 0 ] && [[ ! " ${want[*]} " =~ " $name " ]]; then continue; fi
  measure "$bin" check --json --workers 1 -D "$const=$val" "protocols/$model"
  states=$(grep -o '"states": [0-9]*' "$tmp/out" | grep -o '[0-9]*$' || echo -)
  rules=$(grep -o '"rules_fired": [0-9]*' "$tmp/out" | grep -o '[0-9]*$' || echo -)
  row "$name" paraverify "$states" "$rules" "$secs" "$mib" "$cut"

  # Rumur and CMurphi on a copy with the constant set.
  sed -E "s/^([[:space:]]*$const[[:space:]]*:[[:space:]]*)[0-9]+;/\1$val;/" "protocols/$model" > "$tmp/m.m"
  for mode in exhaustive heuristic; do
    if rumur --symmetry-reduction "$mode" "$tmp/m.m" --output "$tmp/m.c" > "$tmp/rumur.log" 2>&1 &&
       cc -O2 -mcx16 "$tmp/m.c" -o "$tmp/m" -lpthread -latomic 2>>"$tmp/rumur.log"; then
      measure "$tmp/m" --threads 1
      counts=$(grep -oE '[0-9]+ states, [0-9]+ rules fired' "$tmp/out" | tail -1 || true)
      row "$name" "rumur-$mode" "${counts%% states*}" "$(echo "$counts" | grep -oE '[0-9]+ rules' | grep -oE '[0-9]+' || true)" "$secs" "$mib" "$cut"
    else
      echo "$name: rumur failed: $(head -3 "$tmp/rumur.log")"
    fi
  done
  if [ -n "${CMURPHI:-}" ]; then
    (cd "$tmp" && "$CMURPHI/src/mu" m.m > mu.log 2>&1 && g++ -O2 -w -I"$CMURPHI/include" m.cpp -o cm > /dev/null 2>&1) || { echo "$name: cmurphi failed"; continue; }
    measure "$tmp/cm" -m256 -pn   # a 256 MB table: room for 8 M states
    counts=$(grep -oE '[0-9]+ states, [0-9]+ rules fired' "$tmp/out" | tail -1 || true)
    row "$name" cmurphi "${counts%% states*}" "$(echo "$counts" | grep -oE '[0-9]+ rules' | grep -oE '[0-9]+' || true)" "$secs" "$mib" "$cut"
  fi
done
