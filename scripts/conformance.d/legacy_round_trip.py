"""Elytra's legacy tables through import and export, compared with Xcode's XLIFF.

usage:
  legacy_round_trip.py filter XCODE.xliff OUT.xliff
      write OUT.xliff: Xcode's XLIFF with only the <file>s an import of the bundle's Source Contents can
      place (catalogs and legacy .strings/.stringsdict inside the bundle; not storyboards, xibs,
      intents or `../` paths)
  legacy_round_trip.py compare OURS.xliff XCODE.xliff LANG
      print, for each legacy <file> block of ours: `identical`, or the units that differ, by class

Our export of the Source Contents copy after importing Xcode's own XLIFF into it must give Xcode's
legacy blocks back, targets included (the `.lproj` files the import created). Xcode 15 also exported
strings it took from the app's source code, which the bundle does not hold; those show up as units only
Xcode has, and as notes only Xcode has (a comment written in code). Other differences, as pinned:
- the `<file>` line of DZKit's table: its one translated unit is one Xcode took from code, so our
  block has no target and Xcode's legacy attribute order;
- ko `Articles by %@`: Xcode's file translates it as "기사 @ @", without the `%@`; the import refuses
  that unit, so our export has no target for it.
The summary is pinned in legacy-round-trip.expected, so any change shows up in review.
"""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from xliff_read import split_blocks  # noqa: E402

LEGACY = (".strings", ".stringsdict")
UNIT = re.compile(rb'      <trans-unit id="([^"]*)".*?</trans-unit>\n', re.S)
NOTE = re.compile(rb"<note(?: [^>]*)?(?:/>|>.*?</note>)", re.S)


def placeable(original):
    return not original.startswith("../") and original.endswith(LEGACY + (".xcstrings",))


def filter_file(xcode, out):
    with open(xcode, "rb") as f:
        prologue, blocks, epilogue = split_blocks(f.read())
    with open(out, "wb") as f:
        f.write(prologue + b"".join(block for original, block in blocks if placeable(original)) + epilogue)
    return 0


def units(block):
    return {m.group(1): m.group(0) for m in UNIT.finditer(block)}


def compare(ours, xcode, lang):
    with open(ours, "rb") as f:
        _, our_blocks, _ = split_blocks(f.read())
    with open(xcode, "rb") as f:
        _, their_blocks, _ = split_blocks(f.read())
    theirs = dict(their_blocks)
    for original, block in our_blocks:
        if not original.endswith(LEGACY):
            continue
        if original not in theirs:
            print("%s %s: only ours" % (lang, original))
            continue
        if block == theirs[original]:
            print("%s %s: identical" % (lang, original))
            continue
        mine, xcodes = units(block), units(theirs[original])
        classes = {}
        for unit_id in xcodes:
            if unit_id not in mine:
                kind = "units only Xcode has"
            elif mine[unit_id] == xcodes[unit_id]:
                continue
            elif NOTE.sub(b"", mine[unit_id]) == NOTE.sub(b"", xcodes[unit_id]) and b"<note/>" in mine[unit_id]:
                kind = "notes only Xcode has"
            else:
                kind = "other differences"
            classes[kind] = classes.get(kind, 0) + 1
        for unit_id in mine:
            if unit_id not in xcodes:
                classes["units only ours"] = classes.get("units only ours", 0) + 1
        outside = block.split(b"<body>")[0] != theirs[original].split(b"<body>")[0]
        if outside:
            classes["<file> or header differs"] = 1
        print("%s %s: %s" % (lang, original, "; ".join("%d %s" % (n, k) for k, n in sorted(classes.items()))))
    return 0


def main(argv):
    if len(argv) == 3 and argv[0] == "filter":
        return filter_file(argv[1], argv[2])
    if len(argv) == 4 and argv[0] == "compare":
        return compare(argv[1], argv[2], argv[3])
    print(__doc__.strip(), file=sys.stderr)
    return 64


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
