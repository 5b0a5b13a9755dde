"""Validate XLIFF files against the OASIS XLIFF 1.2 strict schema with xmllint, offline.

usage: validate_schema.py SCHEMAS_DIR NAME (valid|build-num-only) FILE...

  valid           every FILE must validate (files with locbridge's own <tool> line).
  build-num-only  every FILE must fail, and only because <tool> carries Xcode's `build-num`, which
                  the strict schema does not allow (files exported with --tool-info, as Xcode's own
                  exports are); any other schema error fails the check.

Runs `XML_CATALOG_FILES=SCHEMAS_DIR/catalog.xml xmllint --nonet --noout --schema
SCHEMAS_DIR/xliff-core-1.2-strict.xsd FILE...` once over all files. Prints one line.
"""

import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from xliff_read import print_problems  # noqa: E402


def main(argv):
    if len(argv) < 4 or argv[2] not in ("valid", "build-num-only"):
        print(__doc__.strip(), file=sys.stderr)
        return 64
    schemas, name, mode, files = argv[0], argv[1], argv[2], argv[3:]
    schema = os.path.join(schemas, "xliff-core-1.2-strict.xsd")
    env = dict(os.environ, XML_CATALOG_FILES=os.path.join(schemas, "catalog.xml"))
    result = subprocess.run(
        ["xmllint", "--nonet", "--noout", "--schema", schema] + files,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    lines = [line for line in (result.stdout + result.stderr).splitlines() if line.strip()]
    if any("failed to compile" in line or "WXS schema" in line and "failed" in line for line in lines):
        print_problems(lines)
        print("FAIL %s: xmllint could not load the schema %s" % (name, schema))
        return 1

    validates = {f for f in files if "%s validates" % f in lines}
    fails = {f for f in files if "%s fails to validate" % f in lines}
    verdicts = {"%s validates" % f for f in files} | {"%s fails to validate" % f for f in files}
    errors = [line for line in lines if line not in verdicts]
    problems = []
    unknown = [f for f in files if f not in validates and f not in fails]
    for f in unknown:
        problems.append("%s: xmllint gave no verdict (exit %d)" % (f, result.returncode))

    if mode == "valid":
        problems += errors
        problems += ["%s fails to validate" % f for f in sorted(fails)]
        summary = "%s: %d/%d XLIFF files valid against xliff-core-1.2-strict.xsd" % (name, len(validates), len(files))
    else:
        # Expected: `Element '{…}tool', attribute 'build-num': The attribute 'build-num' is not allowed.`
        # (one line per <file> header), and nothing else.
        build_num = [line for line in errors if "'build-num'" in line and "is not allowed" in line]
        other = [line for line in errors if line not in build_num]
        problems += other
        problems += ["%s validates although its <tool> carries build-num" % f for f in sorted(validates)]
        # xmllint names the file in its error lines with spaces written as %20.
        with_other = {f for f in files for line in other if line.startswith(f.replace(" ", "%20") + ":")}
        summary = (
            "%s: %d/%d XLIFF files with Xcode's <tool> line invalid only for build-num (%d such errors, %d others)"
            % (name, len(fails - with_other) if not unknown else 0, len(files), len(build_num), len(other))
        )
    if problems:
        print_problems(problems)
        print("FAIL " + summary)
        return 1
    print("ok   " + summary)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
