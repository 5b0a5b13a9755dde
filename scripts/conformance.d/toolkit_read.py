"""Read XLIFF files with translate-toolkit and check that it sees what ElementTree sees.

usage: toolkit_read.py NAME FILE...   (run with the Python of the venv that has translate-toolkit)

For each FILE, translate.storage.factory.getobject must give an XLIFF store whose units match the
file's <trans-unit>s as xml.etree.ElementTree reads them: the same count, and unit by unit, in
order, the same id (translate-toolkit's id is `original` + U+0004 + the unit id, so this also checks
the <file> each unit belongs to), source text and target text (None when there is no <target>). The
store's file names must be the <file> originals. Prints one line.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from xliff_read import print_problems, read_files  # noqa: E402

from translate.storage import factory, xliff  # noqa: E402

try:
    from importlib.metadata import version

    TOOLKIT_VERSION = version("translate-toolkit")
except Exception:  # pragma: no cover - reporting only
    TOOLKIT_VERSION = "?"


def main(argv):
    if len(argv) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 64
    name, files = argv[0], argv[1:]
    problems = []
    total_units = seen_units = 0
    for path in files:
        expected = []
        originals = []
        for original, _, units in read_files(path):
            originals.append(original)
            for unit in units:
                expected.append((original + "\x04" + unit["id"], unit["source_text"], unit["target_text"]))
        total_units += len(expected)
        try:
            store = factory.getobject(path)
        except Exception as error:  # the check is that it reads without error
            problems.append("%s: translate-toolkit cannot read it: %s: %s" % (path, type(error).__name__, error))
            continue
        if not isinstance(store, xliff.xlifffile):
            problems.append("%s: translate-toolkit read it as %s, not XLIFF" % (path, type(store).__name__))
            continue
        if list(store.getfilenames()) != originals:
            problems.append("%s: translate-toolkit's <file> names %s, ElementTree's %s"
                            % (path, list(store.getfilenames()), originals))
        got = [(u.getid(), u.source, u.target) for u in store.units]
        if len(got) != len(expected):
            problems.append("%s: translate-toolkit sees %d units, ElementTree %d <trans-unit>s"
                            % (path, len(got), len(expected)))
        matching = 0
        for index, (mine, theirs) in enumerate(zip(expected, got)):
            if mine == theirs:
                matching += 1
                continue
            for label, a, b in zip(("id", "source", "target"), mine, theirs):
                if a != b:
                    problems.append("%s: unit %d: %s: ElementTree %r, translate-toolkit %r"
                                    % (path, index + 1, label, a, b))
        if len(got) == len(expected):
            seen_units += matching

    summary = "%s: translate-toolkit %s read %d files, %d/%d units with the same id, source and target as ElementTree" % (
        name, TOOLKIT_VERSION, len(files), seen_units, total_units)
    if problems or total_units == 0:
        print_problems(problems)
        print("FAIL " + summary)
        return 1
    print("ok   " + summary)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
