#!/usr/bin/env python3
"""Print Sources/LocBridge/Validation/PluralRules.swift: CLDR cardinal plural categories per locale.

Run through scripts/generate-plural-rules, which installs the pinned babel into a venv under .build/.
The rules come from babel's locale data, which babel builds from CLDR's
common/supplemental/plurals.xml (cardinal rules). Output depends on nothing but babel's data, so two
runs print the same bytes.

Xcode's adjustment (FORMATS.md §5): a `many` rule whose every `or` branch tests the compact-number
exponent operand (`e`, or its older synonym `c`) covers only millions and compact forms such as "1,2 M";
Xcode leaves such a `many` out, and so does this table.
"""

import argparse
import re
import sys

import babel
from babel import core, localedata
from babel.plural import PluralRule

CLDR_ORDER = ("zero", "one", "two", "few", "many", "other")

# UTS #35 plural-rule operands are single letters (n i v w f t e c); keywords (and, or, in, not, mod,
# within, is) are longer, so any one-letter word in a rule is an operand.
WORD = re.compile(r"[a-z]+")
COMPACT_OPERANDS = {"e", "c"}

OUTPUT_PATH = "Sources/LocBridge/Validation/PluralRules.swift"


def is_compact_only(rule: str) -> bool:
    """True when every `or` branch of `rule` tests the compact exponent operand."""
    branches = rule.split(" or ")
    return all(COMPACT_OPERANDS & set(WORD.findall(branch)) for branch in branches)


def explicit_rules() -> dict:
    """Locale id -> {category: rule text} for every babel locale that carries its own plural rules."""
    rules = {}
    for ident in localedata.locale_identifiers():
        form = localedata.load(ident, merge_inherited=False).get("plural_form")
        if form is not None:
            rules[ident] = dict(form.rules)
    return rules


def truncation_parent(ident: str, known: dict):
    """The nearest id found by dropping `_` subtags from the right, or None."""
    while "_" in ident:
        ident = ident.rsplit("_", 1)[0]
        if ident in known:
            return ident
    return None


def select_locales(rules: dict) -> dict:
    """Keep the entries that plurals.xml itself lists.

    babel also gives script and region locales whose CLDR parent is root (az_Arab, sr_Latn, zh_Hant …)
    a copy of their language's rules; such a copy says nothing that dropping subtags would not find,
    so it goes. An entry whose rules differ from its language's (pt_PT) is CLDR's own and stays.
    """
    kept = {}
    for ident, rule in rules.items():
        parent = truncation_parent(ident, rules)
        if parent is not None and rules[parent] == rule:
            continue
        kept[ident] = rule
    return kept


def legacy_aliases(kept: dict) -> dict:
    """Deprecated two-letter codes (iw, in, mo …) -> (CLDR's replacement, the kept id whose rules apply).

    plurals.xml lists these codes next to their replacements; babel has no locale data for them, so
    they are taken from CLDR's language alias data that babel carries.
    """
    aliases = {}
    for code, target in core.get_global("language_aliases").items():
        if len(code) != 2 or code in kept:
            continue
        resolved = target if target in kept else truncation_parent(target, kept)
        if resolved is not None:
            aliases[code] = (target, resolved)
    return aliases


def categories(rule: dict) -> tuple:
    """(categories after Xcode's adjustment, raw CLDR categories), both in CLDR order."""
    raw = [c for c in CLDR_ORDER if c in rule or c == "other"]
    adjusted = [c for c in raw if not (c == "many" and is_compact_only(rule["many"]))]
    return adjusted, raw


# Integers enough to meet every integer branch of CLDR's rules: they test i and n modulo 10, 100 and
# 1000 and ranges below 1000, and (compact forms aside) powers of ten up to a million.
INTEGER_SAMPLES = list(range(0, 1101)) + [10**k + d for k in range(4, 10) for d in range(0, 120)]


def integer_unselected(rule: dict, cats) -> list:
    """Categories of `cats` besides `other` that no integer selects (Czech `many` is for fractions only)."""
    select = PluralRule(rule)
    selected = {select(n) for n in INTEGER_SAMPLES}
    return [c for c in cats if c != "other" and c not in selected]


def bcp47(ident: str) -> str:
    return ident.replace("_", "-")


def swift_array(cats) -> str:
    return "[" + ", ".join("." + c for c in cats) + "]"


def swift_string_array(items, indent: str, width: int = 110) -> str:
    """A Swift array literal of strings, wrapped at `width` columns."""
    lines, line = [], ""
    for item in items:
        piece = '"' + item + '",'
        if line and len(indent) + len(line) + 1 + len(piece) > width:
            lines.append(indent + line)
            line = piece
        else:
            line = piece if not line else line + " " + piece
    if line:
        lines.append(indent + line)
    return "[\n" + "\n".join(lines) + "\n" + indent[:-4] + "]"


def render(babel_version: str, wheel_sha256: str) -> str:
    cldr_version = core.get_global("cldr")["version"]
    kept = select_locales(explicit_rules())
    aliases = legacy_aliases(kept)

    rows = {}  # BCP 47 tag -> (adjusted, comment)
    omitted = []
    fractions = {}  # BCP 47 tag -> categories only fractions select
    for ident, rule in kept.items():
        adjusted, raw = categories(rule)
        unselected = integer_unselected(rule, adjusted)
        if unselected:
            fractions[bcp47(ident)] = unselected
        comment = ""
        if adjusted != raw:
            omitted.append(bcp47(ident))
            comment = "CLDR: " + ", ".join(raw) + " (compact-only many left out)"
        rows[bcp47(ident)] = (adjusted, comment)
    for code, (target, resolved) in aliases.items():
        adjusted, _ = categories(kept[resolved])
        rows[code] = (adjusted, "legacy code, CLDR alias of " + bcp47(target))
        unselected = integer_unselected(kept[resolved], adjusted)
        if unselected:
            fractions[code] = unselected

    if not omitted:
        sys.exit("generate-plural-rules: no compact-only `many` rule found; has babel's rule syntax changed?")
    omitted.sort()

    out = []
    out.append("// Generated by scripts/generate-plural-rules. Do not edit: change the script and run it again.")
    out.append("//")
    out.append(f"// Source: PyPI babel {babel_version} (wheel sha256 {wheel_sha256}),")
    out.append("// whose locale data carries the cardinal rules of CLDR's common/supplemental/plurals.xml.")
    out.append(f"// CLDR version: {cldr_version}")
    out.append("//")
    out.append("// One row per locale that CLDR gives cardinal rules of its own (script and region locales only where")
    out.append("// their rules differ from their language's, e.g. pt-PT), plus the deprecated two-letter codes that")
    out.append("// CLDR lists beside their replacements. Categories are in CLDR order.")
    out.append("//")
    out.append("// Xcode's adjustment (FORMATS.md §5): where every `or` branch of CLDR's `many` rule tests the")
    out.append("// compact-number exponent operand `e` (or `c`), that `many` covers only millions and compact forms,")
    out.append("// and Xcode offers no `many` for the language. The generator finds these rules by that test on the")
    out.append("// rule text (no hand-kept list) and leaves their `many` out: " + ", ".join(omitted) + ".")
    out.append("")
    out.append("/// CLDR cardinal plural categories per language, as Xcode uses them (FORMATS.md §5).")
    out.append("public enum PluralRules {")
    out.append("    /// The CLDR release the table was generated from.")
    out.append(f'    public static let cldrVersion = "{cldr_version}"')
    out.append("")
    out.append("    /// Locales whose CLDR `many` covers only compact numbers and is left out of `table`, as Xcode does.")
    out.append("    static let compactManyOmitted: [String] = " + swift_string_array(omitted, " " * 8))
    out.append("")
    out.append("    /// Cardinal categories per CLDR locale (BCP 47 spelling), in CLDR order, after Xcode's adjustment.")
    out.append("    static let table: [String: [PluralCategory]] = [")
    for tag in sorted(rows):
        cats, comment = rows[tag]
        line = f'        "{tag}": {swift_array(cats)},'
        if comment:
            line += " // " + comment
        out.append(line)
    out.append("    ]")
    out.append("")
    out.append("    /// Categories of `table` besides `other` that no integer selects, only fractions (Czech `many`):")
    out.append("    /// a plural chosen by an integer never shows them. Found by evaluating each rule on integers.")
    out.append("    static let fractionOnly: [String: [PluralCategory]] = [")
    for tag in sorted(fractions):
        out.append(f'        "{tag}": {swift_array(fractions[tag])},')
    out.append("    ]")
    out.append("}")
    return "\n".join(out) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--babel-version", required=True, help="the version the wrapper pinned")
    parser.add_argument("--wheel-sha256", required=True, help="the pinned wheel's hash, for the header")
    args = parser.parse_args()
    if babel.__version__ != args.babel_version:
        sys.exit(f"generate-plural-rules: expected babel {args.babel_version}, found {babel.__version__}")
    sys.stdout.write(render(args.babel_version, args.wheel_sha256))


if __name__ == "__main__":
    main()
