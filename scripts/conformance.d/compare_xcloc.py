"""Compare our .xcloc bundles with Xcode's, file by file, byte for byte.

usage: compare_xcloc.py NAME OURS_DIR XCODE_DIR BARE_DIR LANG...

For each LANG, OURS_DIR/LANG.xcloc is compared with XCODE_DIR/LANG.xcloc:
- contents.json byte for byte;
- `Source Contents`: the same set of files, each byte for byte: the *.xcstrings catalogs, and Xcode's
  copies of the development language's legacy resources (e.g. en.lproj/Localizable.strings), which
  locbridge copies as they are;
- `Localized Contents/LANG.xliff` must be the same bytes as BARE_DIR/LANG.xliff (our plain XLIFF export
  with the same options, which compare_blocks.py compares with Xcode's).
Prints one line; exits 1 with the first differing line of each difference.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from xliff_read import first_difference, print_problems, show_line  # noqa: E402


def files_under(folder):
    found = {}
    for dirpath, _, filenames in os.walk(folder):
        for filename in filenames:
            full = os.path.join(dirpath, filename)
            found[os.path.relpath(full, folder)] = full
    return found


def read(path):
    with open(path, "rb") as f:
        return f.read()


def compare(problems, what, ours_path, their_path):
    ours, theirs = read(ours_path), read(their_path)
    if ours == theirs:
        return True
    n, a, b = first_difference(ours, theirs)
    problems.append("%s differs at line %d\n    ours:  %s\n    Xcode: %s" % (what, n, show_line(a), show_line(b)))
    return False


def main(argv):
    if len(argv) < 5:
        print(__doc__.strip(), file=sys.stderr)
        return 64
    name, ours_dir, xcode_dir, bare_dir, langs = argv[0], argv[1], argv[2], argv[3], argv[4:]
    problems = []
    contents_ok = catalogs_ok = catalogs_total = xliff_ok = 0
    legacy_ok = legacy_total = 0

    for lang in langs:
        ours = os.path.join(ours_dir, lang + ".xcloc")
        theirs = os.path.join(xcode_dir, lang + ".xcloc")
        if not os.path.isdir(ours):
            problems.append("%s: we wrote no %s" % (lang, ours))
            continue

        if compare(problems, "%s: contents.json" % lang, os.path.join(ours, "contents.json"),
                   os.path.join(theirs, "contents.json")):
            contents_ok += 1

        our_sources = files_under(os.path.join(ours, "Source Contents"))
        their_sources = files_under(os.path.join(theirs, "Source Contents"))
        for rel in sorted(their_sources):
            catalog = rel.endswith(".xcstrings")
            if catalog:
                catalogs_total += 1
            else:
                legacy_total += 1
            if rel not in our_sources:
                problems.append("%s: Source Contents/%s is missing from our bundle" % (lang, rel))
            elif compare(problems, "%s: Source Contents/%s" % (lang, rel), our_sources[rel], their_sources[rel]):
                if catalog:
                    catalogs_ok += 1
                else:
                    legacy_ok += 1
        for rel in sorted(set(our_sources) - set(their_sources)):
            problems.append("%s: our bundle has Source Contents/%s, Xcode's has not" % (lang, rel))

        our_files = files_under(ours)
        expected = {"contents.json", os.path.join("Localized Contents", lang + ".xliff")}
        expected.update(os.path.join("Source Contents", rel) for rel in our_sources)
        for rel in sorted(set(our_files) - expected):
            problems.append("%s: unexpected file in our bundle: %s" % (lang, rel))

        our_xliff = os.path.join(ours, "Localized Contents", lang + ".xliff")
        if not os.path.isfile(our_xliff):
            problems.append("%s: our bundle has no Localized Contents/%s.xliff" % (lang, lang))
        elif compare(problems, "%s: Localized Contents/%s.xliff vs the plain export" % (lang, lang), our_xliff,
                     os.path.join(bare_dir, lang + ".xliff")):
            xliff_ok += 1

    summary = (
        "%s .xcloc: %d/%d contents.json identical, %d/%d Source Contents catalogs identical, "
        "%d/%d legacy Source Contents copies identical, "
        "%d/%d Localized Contents XLIFFs identical to the plain export"
        % (name, contents_ok, len(langs), catalogs_ok, catalogs_total, legacy_ok, legacy_total, xliff_ok, len(langs))
    )
    if problems or catalogs_total == 0:
        print_problems(problems)
        print("FAIL " + summary)
        return 1
    print("ok   " + summary)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
