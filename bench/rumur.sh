#!/usr/bin/env bash
# Reference figures from Rumur (a Murphi model checker, Debian package
# `rumur`) for one model: single thread, Rumur's default options (symmetry
# reduction of scalarsets, CMurphi-style deadlock detection).
#
# Usage: bench/rumur.sh MODEL.m [-D NAME=V]...
#   -D NAME=V  rewrite the constant declaration `NAME : <int>;` to `NAME : V;`
#              in a temporary copy (the model itself is never modified).
# Prints one line:
#   rumur <model> states=<n> rules=<n> seconds=<s> maxrss_kb=<k>
# (seconds and maxrss_kb are the verifier run's, not the C compilation's).
# Exit status: 0 when Rumur found no error, 1 when it reported one (the line
# is still printed, with result=error appended), 2 on bad usage or a failed
# rewrite, compilation or run.
set -euo pipefail

usage() { echo "usage: $0 MODEL.m [-D NAME=V]..." >&2; exit 2; }

[ $# -ge 1 ] || usage
model=$1
shift
[ -f "$model" ] || { echo "$0: no such model: $model" >&2; exit 2; }
defs=()
while [ $# -gt 0 ]; do
  case $1 in
    -D) [ $# -ge 2 ] || usage; defs+=("$2"); shift 2 ;;
    -D*) defs+=("${1#-D}"); shift ;;
    *) usage ;;
  esac
done
for t in rumur cc /usr/bin/time; do
  command -v "$t" >/dev/null || { echo "$0: $t not found (apt-get install -y rumur gcc time)" >&2; exit 2; }
done

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
copy=$tmp/$(basename "$model")
cp "$model" "$copy"
for kv in "${defs[@]}"; do
  name=${kv%%=*} val=${kv#*=}
  if [[ ! $name =~ ^[A-Za-z_][A-Za-z0-9_]*$ || ! $val =~ ^-?[0-9]+$ || $kv != *=* ]]; then
    echo "$0: bad override '$kv' (want NAME=INTEGER)" >&2
    exit 2
  fi
  pat="^([[:space:]]*$name[[:space:]]*:[[:space:]]*)-?[0-9]+([[:space:]]*;)"
  if ! grep -Eq "$pat" "$copy"; then
    echo "$0: no integer constant declaration '$name : <int>;' in $model" >&2
    exit 2
  fi
  sed -i -E "s/$pat/\1$val\2/" "$copy"
done

if ! rumur "$copy" --output "$tmp/m.c" >"$tmp/rumur.log" 2>&1; then
  cat "$tmp/rumur.log" >&2
  exit 2
fi
# Rumur's verifier needs 16-byte compare-and-swap: -mcx16 and libatomic.
if ! cc -O3 -mcx16 "$tmp/m.c" -o "$tmp/m" -lpthread -latomic 2>"$tmp/cc.log"; then
  cat "$tmp/cc.log" >&2
  exit 2
fi
set +e
/usr/bin/time -v -o "$tmp/time.log" "$tmp/m" --threads 1 >"$tmp/out.log" 2>&1
rc=$?
set -e

counts=$(grep -Eo '[0-9]+ states, [0-9]+ rules fired' "$tmp/out.log" | tail -1 || true)
if [ -z "$counts" ]; then
  echo "$0: no state count in Rumur's output (exit $rc):" >&2
  tail -20 "$tmp/out.log" >&2
  exit 2
fi
states=${counts%% states*}
rules=${counts#*, }
rules=${rules%% rules*}
wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$tmp/time.log")
seconds=$(awk -v t="$wall" 'BEGIN { n = split(t, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; printf "%.2f", s }')
rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$tmp/time.log")

line="rumur $model states=$states rules=$rules seconds=$seconds maxrss_kb=$rss"
if grep -q 'No error found' "$tmp/out.log" && [ "$rc" = 0 ]; then
  echo "$line"
  exit 0
fi
echo "$line result=error"
grep -E 'failed|error' "$tmp/out.log" | head -3 >&2 || true
exit 1
