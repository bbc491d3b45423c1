#!/usr/bin/env bash
# Side-by-side benchmark of `paraverify check` and Rumur (a Murphi model
# checker, Debian package `rumur`) on CMurphi-sized workloads, single
# threaded. Prints one line per workload with states, seconds, states/s,
# peak memory and the throughput ratio paraverify/Rumur.
#
# Usage: bench/compare.sh [WORKLOAD...]   (default: all but the ones marked
# "by name" below). Each tool run is limited to BENCH_TIMEOUT seconds
# (default 1800); a run cut off is reported as such.
# Needs: rumur and a C compiler (installed via apt when missing), ../shared.
set -euo pipefail
cd "$(dirname "$0")/.."
shared=${PARAVERIFY_SHARED:-../shared/protocols}
bin=bin/paraverify
[ -x "$bin" ] || go build -o "$bin" ./cmd/paraverify
if ! command -v rumur >/dev/null; then
  echo "installing rumur" >&2
  SUDO=$([ "$(id -u)" = 0 ] || echo sudo)
  $SUDO apt-get update -qq && $SUDO apt-get install -y -qq rumur >/dev/null
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# name | model | constants | symmetry (off: both unreduced; on: paraverify
# reduces NODE and DATA, Rumur runs a copy where they are scalarsets)
workloads=(
  "german_N3_nosym|german.m|NODE_NUM=3|off"
  "flash_nodata_N2_nosym|flash_nodata.m|NODE_NUM=2|off"
  "german_chou_N4_sym|german_chou.m|NODE_NUM=4|on"
  "german_N4_sym|german.m|NODE_NUM=4|on"
  "flash_nodata_N2_sym|flash_nodata.m|NODE_NUM=2|on"
  "flash_N2_sym|flash.m|NODE_NUM=2|on"
  "flash_nodata_N3_sym|flash_nodata.m|NODE_NUM=3|on|byname"
)

# prepare MODEL CONSTS SYM OUT: a copy with constants set (and, with
# symmetry, the NODE and DATA subranges turned into scalarsets).
prepare() {
  local model=$1 consts=$2 sym=$3 out=$4
  cp "$shared/$model" "$out"
  for kv in ${consts//,/ }; do
    local k=${kv%%=*} v=${kv#*=}
    sed -i -E "s/^([[:space:]]*$k[[:space:]]*:[[:space:]]*)[0-9]+;/\1$v;/" "$out"
  done
  if [ "$sym" = on ]; then
    sed -i -E 's/^([[:space:]]*NODE[[:space:]]*:[[:space:]]*)1[[:space:]]*\.\.[[:space:]]*NODE_NUM;/\1scalarset(NODE_NUM);/;
               s/^([[:space:]]*DATA[[:space:]]*:[[:space:]]*)1[[:space:]]*\.\.[[:space:]]*DATA_NUM;/\1scalarset(DATA_NUM);/' "$out"
  fi
}

# measure CMD...: runs a command under /usr/bin/time, sets secs and rss_kb.
measure() {
  /usr/bin/time -f '%e %M' -o "$tmp/time" timeout "${BENCH_TIMEOUT:-1800}" "$@" > "$tmp/out" 2>&1 || true
  read -r secs rss_kb < <(grep -E '^[0-9.]+ [0-9]+$' "$tmp/time" || echo "0 0")
  if grep -q 'Command exited with non-zero status 124' "$tmp/time"; then
    echo "  ($1: cut off after ${BENCH_TIMEOUT:-1800} s)"
  fi
}

printf '%-24s %-11s %12s %8s %12s %9s\n' workload tool states seconds states/s MiB
want=("$@")
for w in "${workloads[@]}"; do
  IFS='|' read -r name model consts sym byname <<< "$w"
  if [ ${#want[@]} -gt 0 ] && [[ ! " ${want[*]} " =~ " $name " ]]; then continue; fi
  if [ ${#want[@]} -eq 0 ] && [ -n "$byname" ]; then continue; fi
  # paraverify on the original model
  flags=(--json --deadlock=true --workers 1)  # single-threaded, as Rumur --threads 1
  for kv in ${consts//,/ }; do flags+=(-D "$kv"); done
  if [ "$sym" = on ]; then
    for t in NODE DATA; do grep -qE "^[[:space:]]*$t[[:space:]]*:[[:space:]]*1[[:space:]]*\.\." "$shared/$model" && flags+=(--symmetric "$t"); done
  else
    flags+=(--symmetry=off)
  fi
  measure "$bin" check "${flags[@]}" "$shared/$model"
  pv_states=$(grep -o '"states": [0-9]*' "$tmp/out" | grep -o '[0-9]*$' || echo 0)
  pv_secs=$secs; pv_rss=$rss_kb
  printf '%-24s %-11s %12s %8s %12.0f %9.0f\n' "$name" paraverify "$pv_states" "$pv_secs" \
    "$(echo "$pv_states / ($pv_secs + 0.001)" | bc -l)" "$(echo "$pv_rss / 1024" | bc -l)"
  # Rumur on a prepared copy
  prepare "$model" "$consts" "$sym" "$tmp/m.m"
  if [ "$sym" = on ]; then
    # cross-check: our own checker on the scalarset copy must find the same count
    measure "$bin" check --json --workers 1 "$tmp/m.m"
    sc_states=$(grep -o '"states": [0-9]*' "$tmp/out" | grep -o '[0-9]*$' || echo 0)
    printf '%-24s %-11s %12s %8s %12.0f %9.0f%s\n' "$name" pv-scalarset "$sc_states" "$secs" \
      "$(echo "$sc_states / ($secs + 0.001)" | bc -l)" "$(echo "$rss_kb / 1024" | bc -l)" \
      "$([ "$sc_states" = "$pv_states" ] && echo '  (same count)' || echo '  COUNTS DIFFER')"
  fi
  rflags=(--symmetry-reduction exhaustive)
  [ "$sym" = off ] && rflags=(--symmetry-reduction off)
  if rumur "${rflags[@]}" "$tmp/m.m" --output "$tmp/m.c" > "$tmp/rumur.log" 2>&1 &&
     cc -O3 -mcx16 "$tmp/m.c" -o "$tmp/m" -lpthread -latomic 2>>"$tmp/rumur.log"; then
    measure "$tmp/m" --threads 1
    r_states=$(grep -oE '[0-9]+ states, [0-9]+ rules fired' "$tmp/out" | tail -1 | grep -oE '^[0-9]+' || echo 0)
    printf '%-24s %-11s %12s %8s %12.0f %9.0f\n' "$name" rumur "$r_states" "$secs" \
      "$(echo "$r_states / ($secs + 0.001)" | bc -l)" "$(echo "$rss_kb / 1024" | bc -l)"
    printf '%-24s %-11s throughput ratio paraverify/rumur = %.2f\n' "$name" ratio \
      "$(echo "($pv_states / ($pv_secs + 0.001)) / ($r_states / ($secs + 0.001))" | bc -l)"
  else
    echo "$name: rumur failed: $(head -3 "$tmp/rumur.log")"
  fi
done
