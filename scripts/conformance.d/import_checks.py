"""Import checks: importing what was exported (or what Xcode exported) must leave the catalogs
byte-identical.

usage:
  import_checks.py identity LOCBRIDGE PROJECT WORK
      Copy PROJECT (the corpus's projects/geteduroam) to WORK/<name>, import all of its
      Localizations/*.xcloc bundles with `--project-root <copy>`, once plainly and once with --json.
      Both runs must exit 0 (the legacy <file>s below hold no translation: en.xliff's targets repeat
      their sources); afterwards every catalog under the copy's geteduroam/ and getgovroam/
      must be byte-identical to PROJECT's (and no catalog may appear or vanish). The JSON must parse
      and report, over all reports, 0 updated, source changed, drafts added, refused and unknown,
      empty writtenCatalogs and notWrittenCatalogs, no per-report diagnostics, and no global diagnostic
      but the error (or, without translations, warning) that a legacy <file> was skipped because its
      development-language file is not in the project. Legacy .strings/.stringsdict files under those folders must stay identical too.
  import_checks.py round-trip LOCBRIDGE CORPUS WORK
      For every .xcstrings under CORPUS (the .xcloc bundles' Source Contents copies included): copy it
      alone to WORK/<n>/, `export --all-languages --project-root WORK/<n> --output WORK/<n>/xliff`,
      `import --project-root WORK/<n> WORK/<n>/xliff/*.xliff`; both must exit 0 and the catalog must
      be byte-identical to the original. Catalogs are done in parallel (one job per core, at most 4).

Each prints one line; exits 1 listing every problem (catalog, language, key and what changed, the
import's stderr).
"""

import concurrent.futures
import json
import os
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from xliff_read import first_difference, print_problems, show_line  # noqa: E402

# What the identity check compares: catalogs, and the legacy files `import` writes legacy <file>s into.
TREE_SUFFIXES = (".xcstrings", ".strings", ".stringsdict")

REPORT_COUNTS = ("updated", "sourceChanged", "draftsAdded", "refused", "unknown")


def run(argv, cwd=None):
    """(exit status, stdout, stderr) of a command, decoded."""
    proc = subprocess.run(argv, cwd=cwd, capture_output=True)
    return proc.returncode, proc.stdout.decode("utf-8", "replace"), proc.stderr.decode("utf-8", "replace")


def indent(text, prefix="    "):
    lines = text.rstrip("\n").split("\n")
    return "\n".join(prefix + line for line in lines) if text.strip() else prefix + "(empty)"


def copy_writable(src, dst):
    """Copy a file or tree; the corpus is read-only, the copy must not be (else a wrong write would
    fail with exit 70 instead of showing up as a difference)."""
    if os.path.isdir(src):
        shutil.copytree(src, dst, copy_function=shutil.copyfile)
        for folder, _, _ in os.walk(dst):
            os.chmod(folder, 0o755)
    else:
        shutil.copyfile(src, dst)


def short(value, limit=160):
    text = json.dumps(value, ensure_ascii=False, sort_keys=True)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def walk_diff(old, new, path, out):
    """Append (path, old, new) for every leaf that differs between two parsed JSON values."""
    if isinstance(old, dict) and isinstance(new, dict):
        for key in list(old) + [k for k in new if k not in old]:
            walk_diff(old.get(key, "(absent)"), new.get(key, "(absent)"), path + [key], out)
    elif old != new:
        out.append((path, old, new))


def describe_change(original_bytes, new_bytes):
    """Where a re-imported catalog differs: per key and language from the parsed JSON, else (same
    data, other bytes) the first differing line."""
    try:
        old = json.loads(original_bytes)
        new = json.loads(new_bytes)
    except ValueError as error:
        line = first_difference(new_bytes, original_bytes)
        return ["the written catalog is not JSON (%s); first difference at line %d: now %s, was %s"
                % (error, line[0], show_line(line[1]), show_line(line[2]))]
    diffs = []
    walk_diff(old, new, [], diffs)
    found = []
    for path, was, now in diffs:
        if len(path) >= 4 and path[0] == "strings" and path[2] == "localizations":
            where = "key %s, language %s, %s" % (short(path[1]), path[3], ".".join(path[4:]) or "(whole localization)")
        elif len(path) >= 2 and path[0] == "strings":
            where = "key %s, %s" % (short(path[1]), ".".join(path[2:]) or "(whole entry)")
        else:
            where = ".".join(path) or "(document)"
        found.append("%s: was %s, now %s" % (where, short(was), short(now)))
    if not found:
        line = first_difference(new_bytes, original_bytes)
        found.append("same data, other bytes; first difference at line %d: now %s, was %s"
                     % (line[0], show_line(line[1]), show_line(line[2])))
    return found


def catalogs_under(root, folders, suffixes=(".xcstrings",)):
    """Relative paths of the .xcstrings (or files ending in one of suffixes) under root/folder for each
    folder, sorted."""
    paths = []
    for folder in folders:
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, folder)):
            dirnames.sort()
            paths += [os.path.relpath(os.path.join(dirpath, f), root) for f in filenames if f.endswith(suffixes)]
    return sorted(paths)


# --- identity -----------------------------------------------------------------------------------------

def compare_tree(project, copy, catalogs, when, problems):
    """The catalogs that differ from the project's (or vanished/appeared) in the copy; problems
    appended."""
    changed = set()
    for rel in catalogs:
        target = os.path.join(copy, rel)
        if not os.path.isfile(target):
            problems.append("%s: %s is gone from the copy" % (when, rel))
            changed.add(rel)
            continue
        with open(os.path.join(project, rel), "rb") as f:
            original = f.read()
        with open(target, "rb") as f:
            now = f.read()
        if now != original:
            changed.add(rel)
            for change in describe_change(original, now):
                problems.append("%s: %s changed: %s" % (when, rel, change))
    for rel in sorted(set(catalogs_under(copy, ("geteduroam", "getgovroam"), TREE_SUFFIXES)) - set(catalogs)):
        problems.append("%s: a new catalog %s appeared" % (when, rel))
        changed.add(rel)
    return changed


def check_json(text, problems):
    """Counts from the --json report: (reports, catalogs, languages, skipped legacy <file>s)."""
    try:
        doc = json.loads(text)
    except ValueError as error:
        problems.append("--json: the output is not JSON (%s); it starts %r" % (error, text[:200]))
        return 0, 0, 0, 0
    if not isinstance(doc, dict) or not isinstance(doc.get("reports"), list):
        problems.append("--json: no \"reports\" array in %s" % short(doc))
        return 0, 0, 0, 0
    reports = doc["reports"]
    for field in ("writtenCatalogs", "notWrittenCatalogs"):
        if doc.get(field) != []:
            problems.append("--json: %s is %s, expected []" % (field, short(doc.get(field))))
    if doc.get("exitCode") != 0 or doc.get("blocked") is not False:
        problems.append("--json: exitCode %s, blocked %s (expected 0, false)" % (short(doc.get("exitCode")), short(doc.get("blocked"))))
    totals = {field: 0 for field in REPORT_COUNTS}
    for report in reports:
        for field in REPORT_COUNTS:
            value = report.get(field)
            if not isinstance(value, int):
                problems.append("--json: report %s [%s] has no number %s" % (report.get("catalog"), report.get("language"), field))
                continue
            totals[field] += value
            if value:
                problems.append("--json: %s [%s]: %d %s" % (report.get("catalog"), report.get("language"), value, field))
        for diagnostic in report.get("diagnostics") or []:
            problems.append("--json: %s [%s]: %s: %s" % (report.get("catalog"), report.get("language"),
                                                          diagnostic.get("severity"), diagnostic.get("message")))
    skipped = 0
    for diagnostic in doc.get("diagnostics") or []:
        message = diagnostic.get("message", "")
        # Legacy <file>s are imported now; one is skipped (warning) only when its development-language
        # file is not in the project (the corpus copy of geteduroam holds its catalogs only).
        legacy_skip = (diagnostic.get("severity") in ("warning", "error") and message.startswith("skipped <file original=")
                       and ".xcstrings\"" not in message and "development-language file" in message)
        if legacy_skip:
            skipped += 1
        else:
            problems.append("--json: unexpected diagnostic %s:%s: %s: %s" % (diagnostic.get("file"), diagnostic.get("line"),
                                                                               diagnostic.get("severity"), message))
    if any(totals.values()):
        problems.append("--json: totals over all reports: " + ", ".join("%d %s" % (v, k) for k, v in totals.items()))
    catalogs = {r.get("catalog") for r in reports if str(r.get("catalog")).endswith(".xcstrings")}
    languages = {r.get("language") for r in reports}
    return len(reports), len(catalogs), len(languages), skipped


def identity(locbridge, project, work):
    copy = os.path.join(work, os.path.basename(project.rstrip("/")))
    if os.path.exists(copy):
        shutil.rmtree(copy)
    copy_writable(project, copy)
    bundles = sorted(os.path.join(copy, "Localizations", b) for b in os.listdir(os.path.join(copy, "Localizations"))
                     if b.endswith(".xcloc"))
    catalogs = catalogs_under(project, ("geteduroam", "getgovroam"))
    # Every catalog and legacy .strings/.stringsdict file must stay byte-identical (none may appear).
    tree = catalogs_under(project, ("geteduroam", "getgovroam"), TREE_SUFFIXES)
    problems = []
    changed = set()
    base = [locbridge, "import", "--project-root", copy]

    # Exit 0: the legacy <file>s whose development-language file the corpus copy lacks are skipped with a
    # warning, since none holds a translation (en.xliff's targets repeat their sources); nothing else may
    # be reported (check_json).
    status, out, err = run(base + bundles)
    if status != 0:
        problems.append("locbridge import (plain) exited %d, not 0; stderr:\n%s" % (status, indent(err)))
    changed |= compare_tree(project, copy, tree, "after the plain import", problems)

    status, out, err = run(base + ["--json"] + bundles)
    if status != 0:
        problems.append("locbridge import --json exited %d, not 0; stderr:\n%s" % (status, indent(err)))
    reports, report_catalogs, languages, skipped = check_json(out, problems)
    if skipped == 0:
        problems.append("--json: no skipped legacy <file> (the corpus copy lacks their development-language file)")
    changed |= compare_tree(project, copy, tree, "after the --json import", problems)

    if languages != len(bundles):
        problems.append("--json: reports name %d languages for %d bundles" % (languages, len(bundles)))
    if report_catalogs != len(catalogs):
        problems.append("--json: reports name %d catalogs, the project has %d" % (report_catalogs, len(catalogs)))
    summary = ("import identity: %d bundles, %d <file>s into %d catalogs, %d of %d files (catalogs and legacy) changed "
               "(%d legacy <file>s skipped: their development-language file is not in the project)"
               % (len(bundles), reports, report_catalogs, len(changed), len(tree), skipped))
    if problems or not bundles or not catalogs:
        print_problems(problems)
        print("FAIL " + summary + "; %d problems" % len(problems))
        return 1
    print("ok   " + summary)
    return 0


# --- round trip ---------------------------------------------------------------------------------------

def in_bundle(rel):
    return any(part.endswith(".xcloc") for part in rel.split(os.sep)[:-1])


def interesting_report_lines(stdout):
    """The import's report lines that say more than `unchanged`/`empty`."""
    lines = []
    for line in stdout.splitlines():
        if "]: " not in line:
            continue
        counts = line.split("]: ", 1)[1].split(", ")
        if any(not (c.endswith(" unchanged") or c.endswith(" empty") or c == "no units") for c in counts):
            lines.append(line)
    return lines


def round_trip_one(locbridge, corpus, rel, work):
    """(language files, problems) for one catalog."""
    os.makedirs(work)
    name = os.path.basename(rel)
    catalog = os.path.join(work, name)
    copy_writable(os.path.join(corpus, rel), catalog)
    xliff_dir = os.path.join(work, "xliff")
    status, out, err = run([locbridge, "export", "--all-languages", "--project-root", work, "--output", xliff_dir, catalog])
    if status != 0:
        return 0, ["%s: export exited %d; stderr:\n%s" % (rel, status, indent(err))]
    xliffs = sorted(os.path.join(xliff_dir, f) for f in os.listdir(xliff_dir) if f.endswith(".xliff")) \
        if os.path.isdir(xliff_dir) else []
    if not xliffs:
        return 0, ["%s: export wrote no XLIFF; its output:\n%s" % (rel, indent(out + err))]
    languages = ",".join(os.path.basename(x)[: -len(".xliff")] for x in xliffs)
    problems = []
    status, out, err = run([locbridge, "import", "--project-root", work] + xliffs)
    if status != 0:
        problems.append("%s [%s]: import exited %d%s\n  import stderr:\n%s"
                        % (rel, languages, status,
                           "".join("\n    report: " + line for line in interesting_report_lines(out)), indent(err)))
    with open(os.path.join(corpus, rel), "rb") as f:
        original = f.read()
    with open(catalog, "rb") as f:
        now = f.read()
    if now != original:
        changes = describe_change(original, now)
        detail = "".join("\n    " + c for c in changes[:20])
        if len(changes) > 20:
            detail += "\n    ... and %d more" % (len(changes) - 20)
        reports = "".join("\n    report: " + line for line in interesting_report_lines(out))
        problems.append("%s [%s]: not byte-identical after export + import:%s%s\n  import stderr:\n%s"
                        % (rel, languages, detail, reports, indent(err)))
    return len(xliffs), problems


def round_trip(locbridge, corpus, work):
    catalogs = catalogs_under(corpus, ("",))
    bundle_copies = sum(1 for rel in catalogs if in_bundle(rel))
    if os.path.exists(work):
        shutil.rmtree(work)
    os.makedirs(work)
    jobs = min(4, os.cpu_count() or 2)
    problems = []
    files = failed = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(round_trip_one, locbridge, corpus, rel, os.path.join(work, str(n)))
                   for n, rel in enumerate(catalogs)]
        for rel, future in zip(catalogs, futures):
            try:
                count, found = future.result()
            except OSError as error:
                count, found = 0, ["%s: %s" % (rel, error)]
            files += count
            problems += found
            failed += bool(found)
    summary = ("round trip: %d catalogs × %d language files (%d outside .xcloc bundles, %d Source Contents copies; "
               "%d jobs)" % (len(catalogs), files, len(catalogs) - bundle_copies, bundle_copies, jobs))
    if problems or not catalogs:
        print_problems(problems, limit=50)
        print("FAIL " + summary + ", %d catalogs not byte-identical or failed" % failed)
        return 1
    print("ok   " + summary + ", all byte-identical")
    return 0


def main(argv):
    if len(argv) == 4 and argv[0] == "identity":
        return identity(*argv[1:])
    if len(argv) == 4 and argv[0] == "round-trip":
        return round_trip(*argv[1:])
    print(__doc__.strip(), file=sys.stderr)
    return 64


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
