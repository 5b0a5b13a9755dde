#!/usr/bin/env python3
"""Compare locbridge-migrated catalogs with Xcode's after/ catalogs, semantically.

The pinned differences (migration-summary.expected) are all explained:
- extractionState: we write `migrated` (FORMATS.md §4); Xcode also ran string extraction, so keys it
  found in code have none (or `manual`), and keys only in code appear in after/ without localizations.
- comments: 82 vienna comments in after/ come from source code (vienna's en.lproj/Localizable.strings
  has no entries); we take comments from the development-language files only.
- "after dropped forms that were untranslated (English) copies in before/": the owners removed plural
  forms that were untranslated English copies; the forms they kept equal ours.
- "source unit kept by us, value == key": FORMATS.md §4 keeps it for keys not seen in code; Xcode,
  having seen them in code, dropped it.
- "language only in ours": empty InfoPlist values (22 languages) and one untranslated `uk` plural that
  after/ no longer has.
- "key only in ours"/"key only in after (with localizations)": keys the owners renamed, removed or added
  from Info.plist (`CFBundleName`, `NSHumanReadableCopyright`) after the migration.
"""
import json, sys, collections

def leaves(loc, prefix=""):
    """Flatten a localization into path -> value (plural/device/substitution forms)."""
    out = {}
    if "stringUnit" in loc:
        out[prefix or "."] = loc["stringUnit"].get("value")
    for kind, forms in loc.get("variations", {}).items():
        for cat, sub in forms.items():
            out.update(leaves(sub, f"{prefix}/{kind}.{cat}"))
    for name, s in loc.get("substitutions", {}).items():
        meta = (s.get("argNum"), s.get("formatSpecifier"))
        out[f"{prefix}/subst.{name}#meta"] = meta
        for kind, forms in s.get("variations", {}).items():
            for cat, sub in forms.items():
                out.update(leaves(sub, f"{prefix}/subst.{name}/{kind}.{cat}"))
    return out

def compare(ours_path, theirs_path):
    ours = json.load(open(ours_path)); theirs = json.load(open(theirs_path))
    diffs = collections.defaultdict(list)
    counts = collections.Counter()
    if ours["sourceLanguage"] != theirs["sourceLanguage"]:
        diffs["sourceLanguage"].append((ours["sourceLanguage"], theirs["sourceLanguage"]))
    src = theirs["sourceLanguage"]
    ok, tk = set(ours["strings"]), set(theirs["strings"])
    for k in sorted(ok - tk): diffs["key only in ours"].append(k)
    for k in sorted(tk - ok):
        e = theirs["strings"][k]
        cls = "key only in after (no localizations: extracted from code)" if not e.get("localizations") else "key only in after (with localizations)"
        diffs[cls].append(k)
    for k in sorted(ok & tk):
        counts["common keys"] += 1
        eo, et = ours["strings"][k], theirs["strings"][k]
        counts[f"extractionState ours={eo.get('extractionState')} after={et.get('extractionState')}"] += 1
        if eo.get("comment") == et.get("comment"): counts["comments equal"] += 1
        else: diffs["comment differs"].append((k, eo.get("comment"), et.get("comment")))
        lo, lt = eo.get("localizations", {}), et.get("localizations", {})
        for lang in sorted(set(lo) | set(lt)):
            if lang not in lt:
                if lang == src and lo[lang].get("stringUnit", {}).get("value") == k:
                    diffs["source unit kept by us, value == key (after dropped it)"].append(k)
                else:
                    diffs["language only in ours"].append((k, lang))
                continue
            if lang not in lo:
                diffs["language only in after"].append((k, lang, json.dumps(lt[lang], ensure_ascii=False)[:120])); continue
            a, b = leaves(lo[lang]), leaves(lt[lang])
            if a == b:
                counts["localizations equal"] += 1
                so = lo[lang].get("stringUnit", {}).get("state"); st = lt[lang].get("stringUnit", {}).get("state")
                if so != st: diffs["state differs (value equal)"].append((k, lang, so, st))
                continue
            if set(a) != set(b):
                src_values = set(leaves(lo.get(src, {})).values()) | {k}
                extra = {p: a[p] for p in set(a) - set(b)}
                common_equal = all(a[p] == b[p] for p in set(a) & set(b))
                if set(b) < set(a) and all(v in src_values for v in extra.values()) and common_equal:
                    diffs["after dropped forms that were untranslated (English) copies in before/"].append((k, lang, sorted(extra)))
                elif set(b) < set(a):
                    diffs["after has fewer forms and different values (later re-translated)"].append((k, lang, a, b))
                else:
                    diffs["form set differs"].append((k, lang, sorted(a), sorted(b)))
            else:
                for p in a:
                    if a[p] != b[p]: diffs["value differs"].append((k, lang, p, a[p], b[p]))
        counts["plural keys ours"] += any("variations" in l for l in lo.values())
    return counts, diffs

# usage: compare_migration.py LABEL OURS AFTER [LABEL OURS AFTER ...]; SHOW=N prints N examples per class.
args = sys.argv[1:]
for label, ours, theirs in zip(args[0::3], args[1::3], args[2::3]):
    counts, diffs = compare(ours, theirs)
    print(f"== {label}")
    for k, v in counts.items(): print(f"   {k}: {v}")
    for cls, items in diffs.items():
        print(f"   DIFF {cls}: {len(items)}")
        for item in items[:int(__import__('os').environ.get('SHOW', '0'))]: print("      ", item)
