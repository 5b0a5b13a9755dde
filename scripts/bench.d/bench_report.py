"""The one table of `scripts/bench --report`.

Each section of scripts/bench calls `add(...)` (a no-op unless BENCH_REPORT names a rows file, which
--report sets); at the end `python3 scripts/bench.d/bench_report.py ROWS` prints two tables: every
operation with our time, the peer measured in the same run, how the two compare, peak memory and the
goal; then the scaling table (1×, 4×, 16× input) with each size's seconds per MB relative to the 1× run.
"""

import json
import os
import sys
from collections import defaultdict

LINEAR_TOLERANCE = 0.20  # the "linear within 20%"


def add(operation, input_desc, ours_s, peak_mb=None, peer=None, peer_s=None, goals=()):
    """One row of the main table; `goals` is a list of (description, met) the row is judged by."""
    _append({"kind": "row", "operation": operation, "input": input_desc, "ours_s": ours_s,
             "peak_mb": peak_mb, "peer": peer, "peer_s": peer_s, "goals": [list(g) for g in goals]})


def add_scaling(operation, factor, input_mb, seconds, median, peak_mb):
    _append({"kind": "scaling", "operation": operation, "factor": factor, "input_mb": input_mb,
             "seconds": seconds, "median": median, "peak_mb": peak_mb})


def _append(row):
    path = os.environ.get("BENCH_REPORT")
    if path:
        with open(path, "a", encoding="utf-8") as handle:
            handle.write(json.dumps(row) + "\n")


def comparison(ours, peer):
    if not ours or not peer:
        return ""
    return f"{peer / ours:.1f}× faster" if peer >= ours else f"{ours / peer:.1f}× slower"


def print_rows(rows):
    print(f"{'operation':<44} {'input':<30} {'ours s':>8} {'peer':<34} {'peer s':>8} {'vs peer':>13} "
          f"{'peak MB':>8}  goal")
    for row in rows:
        peer_s = f"{row['peer_s']:>8.3f}" if row["peer_s"] else f"{'':>8}"
        peak = f"{row['peak_mb']:>8.1f}" if row["peak_mb"] is not None else f"{'':>8}"
        goal = "; ".join(f"{text}: {'met' if met else 'NOT MET'}" for text, met in row["goals"])
        print(f"{row['operation']:<44} {row['input']:<30} {row['ours_s']:>8.3f} {row['peer'] or '—':<34} "
              f"{peer_s} {comparison(row['ours_s'], row['peer_s']):>13} {peak}  {goal}")


def print_scaling(rows):
    """Returns False when some size's seconds per MB is off the 1× run's by more than the tolerance.

    Judged on each size's fastest run: on a shared VM the disturbances only ever add time, and a short
    run hit by one (a thread started late) is slower by a larger share than a long one, which bent the
    medians by ±20–30% from report to report. The medians are shown beside, with their own ratio."""
    by_operation = defaultdict(dict)
    for row in rows:
        by_operation[row["operation"]][row["factor"]] = row
    print(f"{'operation':<36} {'factor':>6} {'input MB':>9} {'fastest s':>9} {'s per MB':>9} {'vs 1×':>6} "
          f"{'median s':>9} {'vs 1×':>6} {'peak MB':>8}")
    linear = True
    for operation, sizes in by_operation.items():
        base = sizes.get(1)
        for factor in sorted(sizes):
            row = sizes[factor]
            per_mb = row["seconds"] / row["input_mb"]
            relative = per_mb / (base["seconds"] / base["input_mb"]) if base else float("nan")
            median_relative = (row["median"] / row["input_mb"]) / (base["median"] / base["input_mb"]) if base else float("nan")
            off = abs(relative - 1) > LINEAR_TOLERANCE
            linear = linear and not off
            print(f"{operation:<36} {factor:>5}× {row['input_mb']:>9.1f} {row['seconds']:>9.3f} {per_mb:>9.4f} "
                  f"{relative:>6.2f} {row['median']:>9.3f} {median_relative:>6.2f} {row['peak_mb']:>8.1f}"
                  f"{'  off' if off else ''}")
    return linear


def main(path):
    rows = [json.loads(line) for line in open(path, encoding="utf-8") if line.strip()]
    table = [r for r in rows if r["kind"] == "row"]
    scaling = [r for r in rows if r["kind"] == "scaling"]
    print("== locbridge speed report (medians; MB = 10^6 bytes; peers measured in the same run)")
    print_rows(table)
    missed = [f"{r['operation']} ({text})" for r in table for text, met in r["goals"] if not met]
    linear = True
    if scaling:
        print()
        print(f"== scaling: seconds per MB relative to the 1× input (linear within ±{LINEAR_TOLERANCE:.0%} "
              f"means 'vs 1×' between {1 - LINEAR_TOLERANCE:.2f} and {1 + LINEAR_TOLERANCE:.2f})")
        linear = print_scaling(scaling)
        print(f"scaling linear within ±{LINEAR_TOLERANCE:.0%}: {'yes' if linear else 'NO'}")
    print()
    print("goals missed: " + (", ".join(missed) if missed else "none"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
