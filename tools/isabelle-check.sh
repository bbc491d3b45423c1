#!/usr/bin/env bash
# Runs the main job on every benchmark model and checks each written
# Isabelle session with `isabelle build -D` (the isabelle in $ISABELLE or on
# PATH). Prints a table of model, result and times; exits 1 when any
# session is rejected, not written or not checked within CHECK_TIMEOUT
# (timed-out), 3 when there is no Isabelle.
#
# Usage: tools/isabelle-check.sh [MODEL...] [FILE.m[@NAME=V,...]...]
#   MODEL: a name from the list below (default: all of them but the
#   optional flash_chou);
#   FILE.m: any model file, e.g. a protocol written by others, run as its
#   own row named after the file (constants after @ are passed with -D).
# Environment: PARAVERIFY_SHARED (default ../shared/protocols), ISABELLE,
# ISABELLE_OPTIONS (extra options for isabelle build, e.g. "-o threads=2"),
# CHECK_OUT (keep the sessions and logs there; default a temporary
# directory), CHECK_TIMEOUT (seconds per Isabelle build, default 3600).
set -euo pipefail
caller=$PWD # model files given as arguments are relative to it
cd "$(dirname "$0")/.."
shared=${PARAVERIFY_SHARED:-../shared/protocols}
bin=bin/paraverify
[ -x "$bin" ] || go build -o "$bin" ./cmd/paraverify
isabelle=${ISABELLE:-$(command -v isabelle || true)}
if [ -z "$isabelle" ] || [ ! -x "$isabelle" ]; then
  echo "isabelle-check: no Isabelle found: set ISABELLE to the isabelle executable or put isabelle on PATH" >&2
  exit 3
fi
out=${CHECK_OUT:-$(mktemp -d)}
mkdir -p "$out"
echo "isabelle: $isabelle ($("$isabelle" version 2>/dev/null | head -1 || echo "version unknown")); sessions and logs in $out"

# name | model | -D constants (empty: the files as shipped, the reference
# instance chosen by the tool). A model under protocols/ is the project's
# own (home nodes inside the node type, and one model per construct that
# the proof generator supports); the others are in $shared.
# flash_chou (Chou's FLASH: about 3 minutes of main job, a session of 186,000
# lines that Isabelle checks in about 19 minutes) runs only when named.
runs=(
  "mutualEx|mutualEx.m|"
  "mesi|mesi.m|"
  "moesi|moesi.m|"
  "germanish|germanish.m|"
  "german|german.m|"
  "german_chou|german_chou.m|"
  "flash_nodata|flash_nodata.m|"
  "flash|flash.m|"
  "german_home|protocols/german_home.m|"
  "german_home_last|protocols/german_home_last.m|"
  "german_home_var|protocols/german_home_var.m|"
  "home_dir|protocols/home_dir.m|"
  "chan_range|protocols/chan_range.m|"
  "german_lite|protocols/german_lite.m|"
  "dup_rule_names|protocols/dup_rule_names.m|"
  "multi_quant|protocols/multi_quant.m|"
  "proc_inline|protocols/proc_inline.m|"
  "quant_cond|protocols/quant_cond.m|"
  "rule_locals|protocols/rule_locals.m|"
  "rule_return|protocols/rule_return.m|"
  "ruleset_start|protocols/ruleset_start.m|"
  "switch_alias|protocols/switch_alias.m|"
  "whole_copy|protocols/whole_copy.m|"
  "wp_features|protocols/wp_features.m|"
  "shared_conjunct|protocols/shared_conjunct.m|"
  "nested_init|protocols/nested_init.m|"
  "german_union|protocols/german_union.m|"
  "german_home1|protocols/german_home1.m|"
  "german_home_two|protocols/german_home_two.m|"
  "german_inst|protocols/german_inst.m|"
  "owner_undef|protocols/owner_undef.m|"
  "lock_homes|protocols/lock_homes.m|"
  "exists_owner|protocols/exists_owner.m|"
  "exists_disjunct|protocols/exists_disjunct.m|"
  "exists_prop|protocols/exists_prop.m|"
  "exists_beside|protocols/exists_beside.m|"
  "union_first|protocols/union_first.m|"
  "union_undef|protocols/union_undef.m|"
  "excl_source|protocols/excl_source.m|"
  "exists_cond|protocols/exists_cond.m|"
  "exists_witness|protocols/exists_witness.m|"
  "exists_witness_home|protocols/exists_witness_home.m|"
  "exists_witness_large|protocols/exists_witness_large.m|"
  "exists_any|protocols/exists_any.m|"
  "data_loop_init|protocols/data_loop_init.m|"
  "exists_excl|protocols/exists_excl.m|"
  "seven_lits|protocols/seven_lits.m|"
  "data_literal|protocols/data_literal.m|"
  "quant_free|protocols/quant_free.m|"
  "home_prop|protocols/home_prop.m|"
  "put_debug|protocols/put_debug.m|"
  "assert_rule|protocols/assert_rule.m|"
  "german_ptr|protocols/german_ptr.m|"
  "alias_move|protocols/alias_move.m|"
  "undef_owner|protocols/undef_owner.m|"
  "inv_dest|protocols/inv_dest.m|"
  "big_action|protocols/big_action.m|"
  "big_forall|protocols/big_forall.m|"
  "addr_one|protocols/addr_one.m|"
  "addr_one_1|protocols/addr_one.m|ADDR_NUM=1"
  "german_mix|protocols/german_mix.m|"
  "german_addr|protocols/german_addr.m|"
  "loop_order|protocols/loop_order.m|"
  "credit|protocols/credit.m|"
  "ring3|protocols/ring3.m|"
  "peterson|protocols/peterson.m|"
  "slots|protocols/slots.m|"
  "assert_after|protocols/assert_after.m|"
  "enum_index|protocols/enum_index.m|"
  "prop_index|protocols/prop_index.m|"
  "rumur_forms|protocols/rumur_forms.m|"
  "bool_neg|protocols/bool_neg.m|"
  # German at several addresses with the home node inside the node type:
  # about 3 minutes of main job (4.4 GB), 56,607 lines.
  "german_addr_home|protocols/german_addr_home.m|"
)
optional=("flash_chou|flash_chou.m|")

want=()
for arg in "$@"; do
  file=${arg%%@*}
  case "$file" in
  *.m)
    consts=""
    if [ "$arg" != "$file" ]; then consts=${arg#*@}; fi
    case "$file" in /*) ;; *) file="$caller/$file" ;; esac
    if [ ! -f "$file" ]; then
      echo "isabelle-check: no such model file: $file" >&2
      exit 2
    fi
    name=$(basename "$arg" | tr -c 'A-Za-z0-9_.+\n-' '_')
    runs+=("$name|$(realpath "$file")|$consts")
    want+=("$name")
    ;;
  *) want+=("$arg") ;;
  esac
done
if [ ${#want[@]} -gt 0 ]; then runs+=("${optional[@]}"); fi
failed=0
printf '%-15s %-12s %6s %7s %8s %9s %10s\n' model result invs lemmas lines job-secs isabelle-s
for r in "${runs[@]}"; do
  IFS='|' read -r name model consts <<< "$r"
  if [ ${#want[@]} -gt 0 ] && [[ ! " ${want[*]} " =~ " $name " ]]; then continue; fi
  flags=(--json -o "$out/$name")
  for kv in ${consts//,/ }; do flags+=(-D "$kv"); done
  start=$(date +%s.%N)
  path="$shared/$model"
  case "$model" in protocols/* | /*) path="$model" ;; esac
  "$bin" "${flags[@]}" "$path" > "$out/$name.json" 2> "$out/$name.job.log" || true
  job=$(echo "$(date +%s.%N) - $start" | bc -l)
  field() { grep -o "\"$1\": [0-9.e-]*" "$out/$name.json" | head -1 | sed 's/.*: //'; }
  result=$(grep -o '"result": "[a-z-]*"' "$out/$name.json" | head -1 | sed 's/.*: "//; s/"//' || true)
  if [ "$result" != "session-written" ]; then
    printf '%-15s %-12s %6s %7s %8s %9.1f %10s\n' "$name" "no-session" "-" "-" "-" "$job" "-"
    echo "  the main job said: ${result:-nothing} (see $out/$name.json and $out/$name.job.log)"
    failed=1
    continue
  fi
  start=$(date +%s.%N)
  # The build runs in a process group of its own, which a watchdog ends
  # whole after CHECK_TIMEOUT seconds (timeout(1) would end only the
  # isabelle wrapper and leave its prover processes running).
  set -m
  # shellcheck disable=SC2086 # ISABELLE_OPTIONS is a list of words
  "$isabelle" build ${ISABELLE_OPTIONS:-} -v -D "$out/$name/isabelle" > "$out/$name.isabelle.log" 2>&1 &
  build=$!
  rm -f "$out/$name.timedout"
  (sleep "${CHECK_TIMEOUT:-3600}" && touch "$out/$name.timedout" && kill -TERM -- "-$build" 2>/dev/null) &
  watchdog=$!
  set +m
  rc=0
  wait "$build" || rc=$?
  kill -- "-$watchdog" 2>/dev/null || true
  wait "$watchdog" 2>/dev/null || true
  if [ "$rc" = 0 ]; then
    verdict=accepted
  elif [ -e "$out/$name.timedout" ]; then
    verdict=timed-out
    failed=1
  else
    verdict=rejected
    failed=1
  fi
  secs=$(echo "$(date +%s.%N) - $start" | bc -l)
  printf '%-15s %-12s %6s %7s %8s %9.1f %10.1f\n' "$name" "$verdict" "$(field invariants)" "$(field lemmas)" \
    "$(field lines)" "$job" "$secs"
  if [ "$verdict" = timed-out ]; then
    echo "  not checked: the build ran past CHECK_TIMEOUT=${CHECK_TIMEOUT:-3600} s and was stopped; full log: $out/$name.isabelle.log"
  elif [ "$verdict" = rejected ]; then
    grep -m 5 -E '^\*\*\*|rror' "$out/$name.isabelle.log" | sed 's/^/  /' || true
    echo "  full log: $out/$name.isabelle.log"
  fi
done
exit "$failed"
