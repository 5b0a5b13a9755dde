"""Broken inputs: every command must refuse a broken file with a located diagnostic, or accept it when
it is still valid; never die of a signal, hang, use unbounded memory, or change a file it failed on.

usage: broken_inputs.py LOCBRIDGE WORK SOURCE... [--limit N] [--per-file N] [--seed N]

Generates cases with scripts/make-broken-inputs from the SOURCE folders into WORK/cases (every mutation
kind, huge values and deep nesting included), then runs LOCBRIDGE on each case as a subprocess:

  catalog      format --check, check, stats, export --project-root <case> --output WORK/out/<n>
  xliff        import --project-root <case>/project <case>/<lang>.xliff
  strings,     export --project-root <case> --output WORK/out/<n> <case>, and
  stringsdict  migrate --output WORK/out/<n>-migrated <case>

For each run: no signal death; finished within 20 s; peak RSS (os.wait4) under 3 × the case's input
bytes + 200 MB; exit 65 exactly when the broken file is refused, with a diagnostic
`<file>:<line>:<column>: error: ` naming it (migrate, which leaves a failed language out, exits 1 and
prints the same located error); exit 0 or 1 otherwise; every file under the case folder byte-identical
afterwards (import may write its project only when it exits 0 or 1). (Whether the reader itself
accepts the file is what Tests/LocBridgeCLITests/Commands/BrokenInputTests.swift checks, in-process.)

Prints one line per mutation kind on stderr, then one result line on stdout; exits 1 listing every
problem.
"""

import argparse
import collections
import concurrent.futures
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time

TIMEOUT = 20.0
RSS_ALLOWANCE = 200 * 1024 * 1024


def snapshot(folder):
    """Path → SHA-256 of every file under folder."""
    hashes = {}
    for root, _, files in os.walk(folder):
        for name in files:
            path = os.path.join(root, name)
            with open(path, "rb") as f:
                hashes[os.path.relpath(path, folder)] = hashlib.sha256(f.read()).hexdigest()
    return hashes


def folder_bytes(folder):
    return sum(os.path.getsize(os.path.join(root, name)) for root, _, files in os.walk(folder) for name in files)


def run(locbridge, arguments, cwd):
    """(exit status or -signal, stdout, stderr, seconds, peak RSS bytes, timed out)."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        started = time.monotonic()
        process = subprocess.Popen([locbridge, *arguments], cwd=cwd, stdout=out, stderr=err, stdin=subprocess.DEVNULL)
        timed_out = threading.Event()

        def kill():
            timed_out.set()
            process.kill()

        timer = threading.Timer(TIMEOUT, kill)
        timer.start()
        _, status, usage = os.wait4(process.pid, 0)
        timer.cancel()
        process.returncode = os.waitstatus_to_exitcode(status)
        elapsed = time.monotonic() - started
        out.seek(0)
        err.seek(0)
        return (process.returncode, out.read().decode("utf-8", "replace"), err.read().decode("utf-8", "replace"),
                elapsed, usage.ru_maxrss * 1024, timed_out.is_set())


def located(stderr, file):
    """Whether stderr has an error located in `file` (as it was named on the command line)."""
    pattern = re.compile(r"^" + re.escape(file) + r":[1-9][0-9]*:[1-9][0-9]*: error: \S", re.M)
    return pattern.search(stderr) is not None


def commands(case, work):
    kind, n = case["kind"], case["dir"]
    out = os.path.join(work, "out", n)
    if kind == "catalog":
        file = case["file"]
        return [("format", ["format", "--check", file]), ("check", ["check", file]), ("stats", ["stats", file]),
                ("export", ["export", "--project-root", n, "--output", out, file])]
    if kind == "xliff":
        return [("import", ["import", "--project-root", case["project"], case["file"]])]
    return [("export", ["export", "--project-root", n, "--output", out, n]),
            ("migrate", ["migrate", "--output", out + "-migrated", n])]


def check_case(locbridge, cases_dir, work, case):
    """(problems, refused, longest seconds, highest RSS bytes, per-command exit codes)."""
    problems = []
    folder = os.path.join(cases_dir, case["dir"])
    before = snapshot(folder)
    input_bytes = folder_bytes(folder)
    refusals = []
    longest = 0.0
    highest = 0
    codes = []
    label = f"case {case['dir']} ({case['kind']}, {case['mutation']}, from {case['source']})"
    for name, arguments in commands(case, work):
        code, _, stderr, seconds, rss, timed_out = run(locbridge, arguments, cases_dir)
        codes.append(code)
        longest = max(longest, seconds)
        highest = max(highest, rss)
        tail = stderr.strip().splitlines()[-3:]
        if timed_out:
            problems.append(f"{label}: {name} did not finish in {TIMEOUT:.0f} s")
            continue
        if code < 0:
            problems.append(f"{label}: {name} died of signal {-code}: {tail}")
            continue
        bound = 3 * input_bytes + RSS_ALLOWANCE
        if rss > bound:
            problems.append(f"{label}: {name} peaked at {rss / 2**20:.0f} MB (bound {bound / 2**20:.0f} MB)")
        is_located = located(stderr, case["file"])
        if name == "migrate":
            refused = is_located
            if code not in (0, 1):
                problems.append(f"{label}: migrate exited {code}: {tail}")
            elif refused and code != 1:
                problems.append(f"{label}: migrate reported the file as unreadable but exited {code}")
        else:
            refused = code == 65
            if code not in (0, 1, 65):
                problems.append(f"{label}: {name} exited {code}: {tail}")
            elif refused and not is_located:
                problems.append(f"{label}: {name} exited 65 without an error located in {case['file']}: {tail}")
        refusals.append((name, refused))
        may_write = name == "import" and code in (0, 1)
        if not may_write:
            after = snapshot(folder)
            if after != before:
                changed = sorted(p for p in set(before) | set(after) if before.get(p) != after.get(p))
                problems.append(f"{label}: {name} (exit {code}) changed {changed}")
                before = after
    return problems, any(refused for _, refused in refusals), longest, highest, codes


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("locbridge")
    parser.add_argument("work")
    parser.add_argument("sources", nargs="+")
    parser.add_argument("--limit", type=int, default=600)
    parser.add_argument("--per-file", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    options = parser.parse_args()

    repo = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    cases_dir = os.path.join(options.work, "cases")
    generate = [sys.executable, os.path.join(repo, "scripts", "make-broken-inputs"), "--out", cases_dir,
                "--seed", str(options.seed), "--limit", str(options.limit), "--per-file", str(options.per_file),
                "--from", *options.sources]
    generated = subprocess.run(generate, capture_output=True, text=True)
    if generated.returncode != 0:
        print(generated.stderr, file=sys.stderr)
        print("FAIL broken-inputs: make-broken-inputs failed")
        return 1
    with open(os.path.join(cases_dir, "manifest.jsonl")) as f:
        cases = [json.loads(line) for line in f]

    problems = []
    per_mutation = collections.defaultdict(lambda: {"cases": 0, "refused": 0, "seconds": 0.0, "rss": 0})
    workers = max(1, min(2, os.cpu_count() or 1))
    with concurrent.futures.ThreadPoolExecutor(workers) as pool:
        results = pool.map(lambda case: (case, check_case(options.locbridge, cases_dir, options.work, case)), cases)
        for case, (found, refused, seconds, rss, _) in results:
            problems += found
            stats = per_mutation[case["mutation"]]
            stats["cases"] += 1
            stats["refused"] += refused
            stats["seconds"] = max(stats["seconds"], seconds)
            stats["rss"] = max(stats["rss"], rss)
    for mutation in sorted(per_mutation):
        s = per_mutation[mutation]
        print(f"  {mutation:<20} {s['cases']:4} cases, {s['refused']:4} refused, {s['cases'] - s['refused']:4} accepted; "
              f"slowest {s['seconds']:.2f} s, peak RSS {s['rss'] / 2**20:.0f} MB", file=sys.stderr)
    kinds = collections.Counter(case["kind"] for case in cases)
    summary = (f"{len(cases)} cases ({', '.join(f'{n} {k}' for k, n in sorted(kinds.items()))}), "
               f"{len(per_mutation)} mutation kinds, {sum(s['refused'] for s in per_mutation.values())} refused")
    if problems:
        for problem in problems:
            print(problem, file=sys.stderr)
        print(f"FAIL broken-inputs: {len(problems)} problems in {summary}")
        return 1
    shutil.rmtree(cases_dir, ignore_errors=True)
    print(f"ok   broken-inputs: {summary}: no crash, hang or unlocated refusal, nothing changed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
