"""Compare our XLIFF exports with Xcode's, <file> block by <file> block, byte for byte.

usage: compare_blocks.py NAME OURS_DIR XCODE_DIR LANG...

For each LANG, OURS_DIR/LANG.xliff is compared with
XCODE_DIR/LANG.xcloc/Localized Contents/LANG.xliff: every <file> block, catalogs (`.xcstrings`) and
legacy tables (`.strings`, `.stringsdict`) alike, must be byte-identical (the <tool> line included, so
export with Xcode's --tool-info), in the same order, and the envelope around the blocks too. Prints
one line; exits 1 with the first differing line of each difference.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from xliff_read import first_difference, print_problems, show_line, split_blocks  # noqa: E402


def is_catalog(original):
    return original.endswith(".xcstrings")


def main(argv):
    if len(argv) < 4:
        print(__doc__.strip(), file=sys.stderr)
        return 64
    name, ours_dir, xcode_dir, langs = argv[0], argv[1], argv[2], argv[3:]
    problems = []
    identical_blocks = total_blocks = 0
    identical_langs = 0
    legacy_blocks = 0

    for lang in langs:
        ours_path = os.path.join(ours_dir, lang + ".xliff")
        xcode_path = os.path.join(xcode_dir, lang + ".xcloc", "Localized Contents", lang + ".xliff")
        lang_ok = True
        if not os.path.isfile(ours_path):
            problems.append("%s: we wrote no %s" % (lang, ours_path))
            continue
        with open(ours_path, "rb") as f:
            ours = f.read()
        with open(xcode_path, "rb") as f:
            theirs = f.read()
        try:
            our_pro, our_blocks, our_epi = split_blocks(ours)
            their_pro, their_blocks, their_epi = split_blocks(theirs)
        except ValueError as error:
            problems.append("%s: cannot split into <file> blocks: %s" % (lang, error))
            continue

        if our_pro != their_pro or our_epi != their_epi:
            lang_ok = False
            which = "prologue" if our_pro != their_pro else "epilogue"
            diff = first_difference(*((our_pro, their_pro) if which == "prologue" else (our_epi, their_epi)))
            problems.append(
                "%s: the XLIFF %s (outside the <file> blocks) differs at its line %d\n    ours:  %s\n    Xcode: %s"
                % (lang, which, diff[0], show_line(diff[1]), show_line(diff[2]))
            )

        our_map = dict(our_blocks)
        # Every block is compared: catalogs and legacy tables (.strings, .stringsdict) alike.
        their_catalogs = list(their_blocks)
        for original, _ in our_blocks:
            if original not in dict(their_catalogs):
                lang_ok = False
                problems.append("%s: we wrote <file original=%r>, Xcode has none" % (lang, original))

        # Line numbers are reported in Xcode's file, so that the difference can be looked up there.
        line_of = {}
        line = 1 + their_pro.count(b"\n")
        for original, block in their_blocks:
            line_of[original] = line
            line += block.count(b"\n")

        for original, block in their_catalogs:
            total_blocks += 1
            if not is_catalog(original):
                legacy_blocks += 1
            mine = our_map.get(original)
            if mine is None:
                lang_ok = False
                problems.append("%s: <file original=%r> is missing from our export" % (lang, original))
                continue
            if mine == block:
                identical_blocks += 1
                continue
            lang_ok = False
            n, a, b = first_difference(mine, block)
            problems.append(
                "%s: <file original=%r> differs at %s line %d\n    ours:  %s\n    Xcode: %s"
                % (lang, original, xcode_path, line_of[original] + n - 1, show_line(a), show_line(b))
            )

        our_order = [o for o, _ in our_blocks]
        their_order = [o for o, _ in their_catalogs]
        if lang_ok and our_order != their_order:
            lang_ok = False
            problems.append("%s: <file> order differs\n    ours:  %s\n    Xcode: %s" % (lang, our_order, their_order))
        if lang_ok:
            identical_langs += 1

    summary = "%s: %d/%d languages, %d/%d <file> blocks identical (%d of them legacy .strings/.stringsdict)" % (
        name,
        identical_langs,
        len(langs),
        identical_blocks,
        total_blocks,
        legacy_blocks,
    )
    if problems:
        print_problems(problems)
        print("FAIL " + summary)
        return 1
    if total_blocks == 0:
        print("FAIL %s: no <file> block compared" % name)
        return 1
    print("ok   " + summary)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
