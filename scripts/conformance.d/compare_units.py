"""Compare our export of an .xcloc bundle's `Source Contents` catalogs with the bundle's own XLIFF, unit
by unit.

usage:
  compare_units.py plan BUNDLE              print, each followed by a NUL: the bundle's language
                                            (contents.json targetLocale), then the paths to export
                                            (relative to the bundle's `Source Contents`): `.`, and
                                            each catalog that Xcode's XLIFF names with a `../` path
                                            that leads outside the bundle
  compare_units.py compare NAME OURS BUNDLE...
                                            compare OURS/<bundle name>/<lang>.xliff with each
                                            BUNDLE/Localized Contents/<lang>.xliff

The `Source Contents` copies hold only the source language, so our units carry no <target> (except
for the source-language bundle, where target = source: checked too). For every <file> whose
`original` ends in `.xcstrings` and that both XLIFFs have, the unit ids must come in the same order,
and each unit's <source>, <note> (text and `from`) and `translate` must be equal. Xcode's other
<file>s (legacy .strings/.stringsdict, storyboards, xibs, intents) are ignored. Read with
xml.etree.ElementTree, namespaced. Prints one line; exits 1 listing every difference.
"""

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from xliff_read import print_problems, read_files  # noqa: E402


def bundle_language(bundle):
    with open(os.path.join(bundle, "contents.json"), encoding="utf-8") as f:
        contents = json.load(f)
    return contents["targetLocale"], contents["developmentRegion"]


def xcode_xliff(bundle):
    lang, _ = bundle_language(bundle)
    return os.path.join(bundle, "Localized Contents", lang + ".xliff")


def catalog_files(path):
    """The catalog <file>s of an XLIFF: original -> (attributes, units), in document order."""
    return {original: (attrs, units) for original, attrs, units in read_files(path) if original.endswith(".xcstrings")}


def export_paths(bundle):
    source_root = os.path.join(bundle, "Source Contents")
    paths = ["."]
    for original in catalog_files(xcode_xliff(bundle)):
        inside = not os.path.normpath(original).startswith("..")
        # Xcode copies every catalog to `Source Contents/<original>`; for an original that starts with
        # `../` that copy lands outside the bundle (e.g. Elytra's `../../DZ/...`, shared by every
        # bundle of the export). Export it from there, under the same relative path.
        if not inside and os.path.isfile(os.path.join(source_root, original)):
            paths.append(original)
    return paths


def show(value):
    if isinstance(value, tuple) and len(value) == 2 and not value[1]:
        value = value[0]  # plain text without child elements
    return repr(value)


def compare(name, ours_root, bundles):
    problems = []
    counts = dict(bundles=0, files=0, units=0, xcode_only=0, ours_only=0, target_checked=0)
    xcode_only_names = set()
    for bundle in bundles:
        bundle_name = os.path.basename(bundle.rstrip("/"))
        lang, source_lang = bundle_language(bundle)
        ours_path = os.path.join(ours_root, bundle_name, lang + ".xliff")
        if not os.path.isfile(ours_path):
            problems.append("%s: we wrote no %s" % (bundle_name, ours_path))
            continue
        counts["bundles"] += 1
        theirs = catalog_files(xcode_xliff(bundle))
        ours = catalog_files(ours_path)
        for original in theirs:
            if original not in ours:
                # Xcode exported a catalog that the bundle's Source Contents does not hold.
                counts["xcode_only"] += 1
                xcode_only_names.add(original)
        for original in ours:
            if original not in theirs:
                counts["ours_only"] += 1
                problems.append("%s: we exported %s, Xcode's XLIFF has no such <file>" % (bundle_name, original))

        for original in [o for o in theirs if o in ours]:
            their_attrs, their_units = theirs[original]
            our_attrs, our_units = ours[original]
            where = "%s: %s" % (bundle_name, original)
            counts["files"] += 1
            for attr in ("source-language", "target-language", "datatype"):
                if our_attrs.get(attr) != their_attrs.get(attr):
                    problems.append("%s: <file %s> ours %r, Xcode's %r" % (where, attr, our_attrs.get(attr), their_attrs.get(attr)))

            our_ids = [u["id"] for u in our_units]
            their_ids = [u["id"] for u in their_units]
            if our_ids != their_ids:
                only_ours = [i for i in our_ids if i not in set(their_ids)]
                only_theirs = [i for i in their_ids if i not in set(our_ids)]
                if only_ours or only_theirs:
                    problems.append(
                        "%s: unit ids differ: %d units ours, %d Xcode's; only ours: %s; only Xcode's: %s"
                        % (where, len(our_ids), len(their_ids), only_ours[:5], only_theirs[:5])
                    )
                else:
                    first = next(i for i, (a, b) in enumerate(zip(our_ids, their_ids)) if a != b)
                    problems.append(
                        "%s: unit order differs at position %d: ours %r, Xcode's %r"
                        % (where, first + 1, our_ids[first], their_ids[first])
                    )

            their_by_id = {u["id"]: u for u in their_units}
            for unit in our_units:
                other = their_by_id.get(unit["id"])
                if other is None:
                    continue
                counts["units"] += 1
                here = "%s id=%r" % (where, unit["id"])
                for field, label in (("source", "<source>"), ("note", "<note> text"), ("note_from", "<note from>"),
                                     ("translate", "translate"), ("notes", "number of <note>s"),
                                     ("space", "xml:space")):
                    if unit[field] != other[field]:
                        problems.append("%s: %s ours %s, Xcode's %s" % (here, label, show(unit[field]), show(other[field])))
                # Our side only: the Source Contents catalogs hold no translations.
                if lang == source_lang:
                    counts["target_checked"] += 1
                    if unit["target"] != unit["source"]:
                        problems.append("%s: source-language export, our <target> %s is not the <source> %s"
                                        % (here, show(unit["target"]), show(unit["source"])))
                    # The real catalog's source-language values are the ones the copy kept, so
                    # Xcode's target (and its state) must be ours too.
                    for field, label in (("target", "<target>"), ("state", "<target state>")):
                        if unit[field] != other[field]:
                            problems.append("%s: %s ours %s, Xcode's %s"
                                            % (here, label, show(unit[field]), show(other[field])))
                elif unit["target"] is not None:
                    problems.append("%s: our unit has a <target> %s although the catalog has no %s"
                                    % (here, show(unit["target"]), lang))

    summary = (
        "%s: %d bundles, %d catalog <file>s and %d units compared (ids and order, source, note, translate)"
        % (name, counts["bundles"], counts["files"], counts["units"])
    )
    if counts["target_checked"]:
        summary += "; %d source-language units also target = source and Xcode's target" % counts["target_checked"]
    if counts["xcode_only"]:
        summary += "; %d catalog <file>s in Xcode's XLIFFs have no Source Contents copy: %s" % (
            counts["xcode_only"], ", ".join(sorted(xcode_only_names)))
    if problems or counts["files"] == 0:
        print_problems(problems)
        print("FAIL " + summary + "; %d differences" % len(problems))
        return 1
    print("ok   " + summary)
    return 0


def main(argv):
    if len(argv) == 2 and argv[0] == "plan":
        fields = [bundle_language(argv[1])[0]] + export_paths(argv[1])
        sys.stdout.write("".join(field + "\0" for field in fields))
        return 0
    if len(argv) >= 4 and argv[0] == "compare":
        return compare(argv[1], argv[2], argv[3:])
    print(__doc__.strip(), file=sys.stderr)
    return 64


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
